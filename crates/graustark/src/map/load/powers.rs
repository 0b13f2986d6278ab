//! A map file's powers: their names, home centres and country, capital, seat, naval bases and
//! starting units, every problem reported with its place.

use super::places::Places;
use super::{Problems, RawMap, RawPower, features, lets_in, place};
use crate::map::error::MapErrorKind as K;
use crate::map::{
    Base, LocId, Power, PowerId, Province, ProvinceId, ProvinceKind, Stacking, Terrain, UnitKind, normalize_name,
};
use rustc_hash::FxHashMap as HashMap;

/// The powers as read, the names that find them, and each province's home power.
pub(super) struct Powers {
    pub powers: Vec<Power>,
    pub names: HashMap<String, PowerId>,
    pub home_of: Vec<Option<u8>>,
}

/// What the powers' reading shares from one power to the next: the names given so far, whose
/// home each province is, and the first starting unit in each province (its place, power and
/// kind, to judge a second one; coasts count as one province).
struct Seen {
    names: HashMap<String, PowerId>,
    home_of: Vec<Option<u8>>,
    started_in: Vec<Option<(String, usize, UnitKind)>>,
}

/// Reads every power of `raw`.
pub(super) fn read(raw: &RawMap, places: &Places, stacking: &Stacking, problems: &mut Problems) -> Powers {
    let n = places.provinces.len();
    let mut seen = Seen { names: HashMap::default(), home_of: vec![None; n], started_in: vec![None; n] };
    let mut powers = Vec::with_capacity(raw.powers.len());
    for i in 0..raw.powers.len() {
        powers.push(read_power(raw, i, places, stacking, &mut seen, problems));
    }
    Powers { powers, names: seen.names, home_of: seen.home_of }
}

/// Reads power `i`.
fn read_power(
    raw: &RawMap,
    i: usize,
    places: &Places,
    stacking: &Stacking,
    seen: &mut Seen,
    problems: &mut Problems,
) -> Power {
    let rp = &raw.powers[i];
    let at = place("powers", &rp.id, i);
    check_names(rp, i, &at, &mut seen.names, problems);
    let home = home_centres(raw, i, &at, places, &mut seen.home_of, problems);
    let mut country: Vec<ProvinceId> = Vec::new();
    for (j, h) in rp.home_country.iter().enumerate() {
        match places.by_id.get(h.as_str()) {
            None => problems.add(format!("{at}.home_country[{j}]"), K::UnknownProvince(h.clone())),
            Some(&p) => country.push(ProvinceId(p as u16)),
        }
    }
    if country.is_empty() {
        country = home.clone();
    }
    let own = |field: String, id: &str, problems: &mut Problems| own_home_centre(field, id, &home, places, problems);
    let capital = rp.capital.as_ref().and_then(|c| own(format!("{at}.capital"), c, problems));
    let seat = rp.seat.as_ref().and_then(|c| own(format!("{at}.seat"), c, problems)).or(capital);
    let mut naval_bases = Vec::new();
    for (j, b) in rp.naval_bases.iter().enumerate() {
        let field = format!("{at}.naval_bases[{j}]");
        if let Some(p) = own(field.clone(), b, problems) {
            if places.provinces[p.0 as usize].kind != ProvinceKind::Coast {
                problems.add(field, K::NavalBaseInland(b.clone()));
            } else {
                naval_bases.push(p);
            }
        }
    }
    let bases = Bases { power: i, capital, naval_bases: &naval_bases, stacking };
    let start = start_units(raw, rp, &at, places, bases, &mut seen.started_in, problems);
    Power {
        id: rp.id.clone(),
        name: rp.name.clone(),
        adjective: rp.adjective.clone(),
        initial: rp.initial.clone(),
        home_centres: home,
        home_country: country,
        capital,
        naval_bases,
        seat,
        start,
        underground: features::underground(rp),
    }
}

/// A power's id, name, adjective and initial are given, and its names (aliases too) are no
/// other power's.
fn check_names(rp: &RawPower, i: usize, at: &str, names: &mut HashMap<String, PowerId>, problems: &mut Problems) {
    for (field, value) in [("id", &rp.id), ("name", &rp.name), ("adjective", &rp.adjective), ("initial", &rp.initial)] {
        if value.trim().is_empty() {
            problems.add(format!("{at}.{field}"), K::Empty);
        }
    }
    for (j, _) in rp.aliases.iter().enumerate().filter(|(_, a)| a.trim().is_empty()) {
        problems.add(format!("{at}.aliases[{j}]"), K::Empty);
    }
    let all = [&rp.id, &rp.name, &rp.adjective].into_iter().chain(&rp.aliases);
    for n in all.filter(|n| !n.trim().is_empty()) {
        if names.insert(normalize_name(n), PowerId(i as u8)).is_some_and(|old| old != PowerId(i as u8)) {
            problems.add(at, K::PowerNameUsedTwice(n.to_string()));
        }
    }
}

/// Power `i`'s home centres: supply centres, each no other power's.
fn home_centres(
    raw: &RawMap,
    i: usize,
    at: &str,
    places: &Places,
    home_of: &mut [Option<u8>],
    problems: &mut Problems,
) -> Vec<ProvinceId> {
    let mut home = Vec::new();
    for (j, h) in raw.powers[i].home_centres.iter().enumerate() {
        let field = format!("{at}.home_centres[{j}]");
        let Some(&p) = places.by_id.get(h.as_str()) else {
            problems.add(field, K::UnknownProvince(h.clone()));
            continue;
        };
        if !places.provinces[p].supply_centre {
            problems.add(&field, K::NotASupplyCentre(h.clone()));
        }
        if let Some(other) = home_of[p] {
            let power = raw.powers[other as usize].id.clone();
            problems.add(&field, K::HomeCentreOfTwo { province: h.clone(), power });
        }
        home_of[p] = Some(i as u8);
        home.push(ProvinceId(p as u16));
    }
    home
}

/// The province `id` names, where it is one of the power's `home` centres (its capital, seat
/// or a naval base must be).
fn own_home_centre(
    field: String,
    id: &str,
    home: &[ProvinceId],
    places: &Places,
    problems: &mut Problems,
) -> Option<ProvinceId> {
    match places.by_id.get(id) {
        None => {
            problems.add(field, K::UnknownProvince(id.to_string()));
            None
        }
        Some(&p) if !home.contains(&ProvinceId(p as u16)) => {
            problems.add(field, K::NotHomeCentre(id.to_string()));
            None
        }
        Some(&p) => Some(ProvinceId(p as u16)),
    }
}

/// Where a power raises its units, which decides where its starting units may stack.
#[derive(Clone, Copy)]
struct Bases<'a> {
    power: usize,
    capital: Option<ProvinceId>,
    naval_bases: &'a [ProvinceId],
    stacking: &'a Stacking,
}

/// A power's starting units (`"A par"`), each of a kind the board has, where it can stand, and
/// alone in its province unless the map lets it stack there.
fn start_units(
    raw: &RawMap,
    rp: &RawPower,
    at: &str,
    places: &Places,
    bases: Bases,
    started_in: &mut [Option<(String, usize, UnitKind)>],
    problems: &mut Problems,
) -> Vec<(UnitKind, LocId)> {
    let mut start = Vec::new();
    for (j, s) in rp.start.iter().enumerate() {
        let sat = format!("{at}.start[{j}]");
        let parsed = s.split_once(' ').and_then(|(k, l)| Some((UnitKind::from_word(k)?, l.trim())));
        match parsed {
            None => problems.add(sat, K::NotAUnit(s.clone())),
            // Cavalry only where the map has it.
            #[cfg(feature = "world")]
            Some((kind, _))
                if kind.allowed() == crate::map::Allowed::ByMap(crate::map::MapSwitch::Cavalry)
                    && !features::cavalry(raw) =>
            {
                problems.add(sat, K::CavalryNotOnThisBoard(s.clone()))
            }
            // A coast guard only where the map has them, a Leader never (only the rules raise one).
            Some((kind, _)) if !kind.allowed().on_board(|sw| lets_in(raw, sw)) => {
                problems.add(sat, K::NotOnThisBoard(s.clone()))
            }
            Some((kind, l)) => match places.loc_of(l) {
                None => problems.add(sat, K::UnknownLocation(l.to_string())),
                Some(loc) => place_start(places, (kind, loc, l), sat, bases, started_in, &mut start, problems),
            },
        }
    }
    start
}

/// A starting unit of `kind` at `loc` (written `written`): kept where it can stand and has its
/// province alone, or stacks there as the map allows.
fn place_start(
    places: &Places,
    (kind, loc, written): (UnitKind, LocId, &str),
    sat: String,
    bases: Bases,
    started_in: &mut [Option<(String, usize, UnitKind)>],
    start: &mut Vec<(UnitKind, LocId)>,
    problems: &mut Problems,
) {
    let province = places.locations[loc.0 as usize].province.0 as usize;
    let prov = &places.provinces[province];
    if !fits(kind, prov, loc.0 as usize >= places.provinces.len()) {
        return problems.add(sat, K::CannotStand { kind, place: written.to_string() });
    }
    let Some((first, power, first_kind)) = &started_in[province] else {
        started_in[province] = Some((sat, bases.power, kind));
        return start.push((kind, loc));
    };
    let p = ProvinceId(province as u16);
    let stacking = bases.stacking;
    let stacks = *power == bases.power
        && *first_kind == kind
        && match kind.base() {
            Base::Capital => stacking.armies_in_capital && bases.capital == Some(p),
            Base::NavalBase => stacking.fleets_in_naval_base && bases.naval_bases.contains(&p),
            Base::None => false,
        };
    let (province, first) = (prov.id.clone(), first.clone());
    if stacks {
        start.push((kind, loc));
    } else if stacking.any() {
        problems.add(sat, K::StackNotAllowed { province, first });
    } else {
        problems.add(sat, K::SecondUnit { province, first });
    }
}

/// Whether a unit of `kind` can stand in `prov` (on one of its coasts where `on_coast`).
fn fits(kind: UnitKind, prov: &Province, on_coast: bool) -> bool {
    match (kind.terrain(), prov.kind) {
        (_, ProvinceKind::Impassable) => false,
        (Terrain::Land, ProvinceKind::Sea) => false,
        (Terrain::Land | Terrain::LandOrSea, _) => !on_coast,
        (Terrain::Water, ProvinceKind::Land) => false,
        (Terrain::Water, _) => prov.coasts.is_empty() || on_coast,
        (Terrain::Coast, ProvinceKind::Coast) => prov.coasts.is_empty() || on_coast,
        (Terrain::Coast, _) => false,
    }
}
