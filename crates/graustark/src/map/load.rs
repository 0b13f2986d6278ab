//! Reading a map file: the raw JSON shape, and validation that reports every problem.

mod calendar;
mod features;
mod players;
mod stacking;
mod victory;

use calendar::{RawCalendar, calendar};
use stacking::{RawStacking, stacking};
use victory::{RawVictory, victory};

use super::error::{MapError, MapErrorKind as K};
use super::{
    Adjacency, Base, DrawShare, LocId, Location, Map, MapSwitch, Opening, Power, PowerId, Province, ProvinceId,
    ProvinceKind, Terrain, UnitKind, normalize_name,
};
use crate::keyed::Keyed;
use rustc_hash::FxHashMap as HashMap;
use serde::Deserialize;

/// A core feature a map needs (the map's `requires`).
#[cfg(feature = "world")]
#[derive(Deserialize)]
#[serde(rename_all = "lowercase", expecting = "a feature of the core: world")]
enum Requirement {
    World,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a map: an object with its id, name, powers and provinces")]
struct RawMap {
    id: String,
    name: String,
    /// Supply centres needed to win (the older form of `victory`).
    #[serde(default)]
    victory_centres: Option<u32>,
    #[serde(default)]
    victory: Option<RawVictory>,
    /// Smaller games, by number of players.
    #[serde(default)]
    player_counts: Keyed<players::RawPlayerCount>,
    /// The map folder whose drawing this map uses (read by the site's build, not the engine).
    #[serde(default)]
    #[allow(dead_code)]
    art: Option<String>,
    /// The core feature an engine needs to read this map (`"world"`: Das Dippyspiel's fields),
    /// read by the site's build, which leaves out a map its wasm cannot read. Only an engine
    /// with the feature reads it; another refuses the map by it.
    #[cfg(feature = "world")]
    #[serde(default)]
    #[allow(dead_code)]
    requires: Option<Requirement>,
    /// The rules preset the map is played under (a name of `graustark rules`), if any.
    #[serde(default)]
    preset: Option<String>,
    /// Which units may share a province (the 1958 capitals and naval bases).
    #[serde(default)]
    stacking: Option<RawStacking>,
    /// The game's first phase: `movement` (Spring) or `adjustment` (the winter before).
    #[serde(default)]
    opening: Opening,
    /// Whether coast guards are played (Cat Diplomacy, rule 10).
    #[serde(default)]
    coast_guards: bool,
    /// Whether cavalry is played (Das Dippyspiel, rule 6).
    #[cfg(feature = "world")]
    #[serde(default)]
    cavalry: bool,
    /// Named years: the first year and the powers the years are named after, in turn.
    #[serde(default)]
    calendar: Option<RawCalendar>,
    /// Who shares a draw: `survivors` (the powers still in) or `all-powers` (Cat Diplomacy).
    #[serde(default)]
    draw: DrawShare,
    powers: Vec<RawPower>,
    provinces: Vec<RawProvince>,
    /// The ids and names of the powers a smaller game leaves out (set by `players::apply`).
    #[serde(skip)]
    left_out: Vec<(String, String)>,
}

#[derive(Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a power: an object with its id, name, adjective, initial, home_centres and start"
)]
struct RawPower {
    id: String,
    name: String,
    adjective: String,
    initial: String,
    /// Other names the power is read by (a source's other spelling: Cat Diplomacy's
    /// "Telahoma"), matched like its id, name and adjective.
    #[serde(default)]
    aliases: Vec<String>,
    home_centres: Vec<String>,
    /// The provinces of the power's home country (by default its home centres).
    #[serde(default)]
    home_country: Vec<String>,
    /// The home centre where armies are raised (the 1958 rules).
    #[serde(default)]
    capital: Option<String>,
    /// The coastal home centres where fleets are raised (the 1958 rules).
    #[serde(default)]
    naval_bases: Vec<String>,
    /// The home centre whose name is the power's own press dateline (house rule 10.3).
    #[serde(default)]
    seat: Option<String>,
    start: Vec<String>,
    /// A power under the board, with nothing on the surface (Das Dippyspiel's Pollutidar).
    #[cfg(feature = "world")]
    #[serde(default)]
    underground: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a province: an object with its id, name and kind")]
struct RawProvince {
    id: String,
    name: String,
    kind: RawKind,
    #[serde(default)]
    aliases: Vec<String>,
    #[serde(default)]
    supply_centre: bool,
    #[serde(default)]
    army: Vec<String>,
    #[serde(default)]
    fleet: Vec<String>,
    #[serde(default)]
    coasts: Keyed<RawCoast>,
    /// A mining centre (Das Dippyspiel, rule 8).
    #[cfg(feature = "world")]
    #[serde(default)]
    mine: bool,
    /// A vent to the underground (Das Dippyspiel, rule 7).
    #[cfg(feature = "world")]
    #[serde(default)]
    vent: bool,
    /// A canal joining two seas (Das Dippyspiel, rule 17).
    #[cfg(feature = "world")]
    #[serde(default)]
    canal: bool,
    /// The seasons a move through this sea takes (Das Dippyspiel, rule 11): 1 or 2.
    #[cfg(feature = "world")]
    #[serde(default)]
    crossing: Option<i64>,
    /// The pole the province touches (Das Dippyspiel, rule 11).
    #[cfg(feature = "world")]
    #[serde(default)]
    pole: Option<super::Pole>,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase", expecting = "a province kind: land, coast, sea or impassable")]
enum RawKind {
    Land,
    Coast,
    Sea,
    Impassable,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a coast: an object with its name and fleet neighbours")]
struct RawCoast {
    name: String,
    #[serde(default)]
    aliases: Vec<String>,
    fleet: Vec<String>,
}

/// Collects problems while the map is built.
struct Problems(Vec<MapError>);

impl Problems {
    fn add(&mut self, at: impl Into<String>, kind: K) {
        self.0.push(MapError { at: at.into(), kind });
    }
}

impl Map {
    /// Parses and validates a map file. Every problem found is reported, each with its place.
    ///
    /// ```
    /// # std::env::set_current_dir("../..").unwrap(); // the examples run in crates/graustark
    /// let text = std::fs::read_to_string("maps/standard/map.json").unwrap();
    /// let map = graustark::Map::from_json(&text).unwrap();
    /// assert_eq!(map.provinces.len(), 76);
    /// ```
    #[cfg(feature = "json")]
    pub fn from_json(text: &str) -> Result<Map, Vec<MapError>> {
        build(read(text)?)
    }

    /// The map for a game of `players` players: the whole map when that is its number of
    /// powers, otherwise as its `player_counts` entry for that number makes it (powers and
    /// centres removed, the victory count changed). The whole map is checked first.
    ///
    /// ```
    /// # std::env::set_current_dir("../..").unwrap(); // the examples run in crates/graustark
    /// let text = std::fs::read_to_string("maps/standard-1958/map.json").unwrap();
    /// let six = graustark::Map::from_json_for_players(&text, 6).unwrap();
    /// assert_eq!((six.powers.len(), six.supply_centre_count(), six.victory.count), (6, 32, 17));
    /// ```
    #[cfg(feature = "json")]
    pub fn from_json_for_players(text: &str, players: usize) -> Result<Map, Vec<MapError>> {
        for_players(read(text)?, players)
    }

    /// Reads and validates a map already parsed into another form: any serde `Deserializer`
    /// of the map file's shape (the wasm API hands over the JavaScript object of `map.json`).
    /// With `players`, the map for a game of that many players, as `from_json_for_players`.
    /// A value of the wrong shape is reported with serde's message (the field, the value expected).
    pub fn from_deserializer<'de, D: serde::Deserializer<'de>>(
        value: D,
        players: Option<usize>,
    ) -> Result<Map, Vec<MapError>> {
        let raw = RawMap::deserialize(value)
            .map_err(|e| vec![MapError { at: "the map".into(), kind: K::Json(e.to_string()) }])?;
        match players {
            Some(players) => for_players(raw, players),
            None => build(raw),
        }
    }
}

/// The map for a game of `players` players, from the whole map (see `from_json_for_players`).
fn for_players(raw: RawMap, players: usize) -> Result<Map, Vec<MapError>> {
    let full = raw.powers.len();
    let mut problems = Problems(Vec::new());
    players::check(&raw, &mut problems);
    if !problems.0.is_empty() {
        return Err(problems.0);
    }
    let raw = players::apply(raw, players, &mut problems);
    if !problems.0.is_empty() {
        return Err(problems.0);
    }
    let mut map = build(raw)?;
    map.full_players = full;
    Ok(map)
}

/// The map file as JSON, before any check.
#[cfg(feature = "json")]
fn read(text: &str) -> Result<RawMap, Vec<MapError>> {
    serde_json::from_str(text).map_err(|e| {
        vec![MapError { at: format!("line {} column {}", e.line(), e.column()), kind: K::Json(e.to_string()) }]
    })
}

fn build(raw: RawMap) -> Result<Map, Vec<MapError>> {
    let mut problems = Problems(Vec::new());
    players::check(&raw, &mut problems);
    let locations_needed = raw.provinces.len() + raw.provinces.iter().map(|p| p.coasts.len()).sum::<usize>();
    if locations_needed >= u16::MAX as usize {
        problems.add("provinces", K::TooManyLocations(locations_needed));
        return Err(problems.0);
    }
    if raw.powers.len() > 64 {
        problems.add("powers", K::TooManyPowers);
        return Err(problems.0);
    }
    check_whole_map(&raw, &mut problems);
    let mut names: HashMap<String, LocId> = HashMap::default();
    let mut provinces = Vec::with_capacity(raw.provinces.len());
    let mut locations = Vec::with_capacity(raw.provinces.len() + 8);
    let register = |names: &mut HashMap<String, LocId>, problems: &mut Problems, at: &str, name: &str, l: LocId| {
        let key = normalize_name(name);
        if key.is_empty() {
            return;
        }
        if let Some(&old) = names.get(&key) {
            if old != l {
                problems.add(at, K::NameUsedTwice(name.to_string()));
            }
        } else {
            names.insert(key, l);
        }
    };
    for (i, p) in raw.provinces.iter().enumerate() {
        let at = place("provinces", &p.id, i);
        if !is_good_id(&p.id) {
            problems.add(&at, K::BadId);
        }
        if p.name.trim().is_empty() {
            problems.add(format!("{at}.name"), K::Empty);
        }
        let l = LocId(i as u16);
        register(&mut names, &mut problems, &at, &p.id, l);
        register(&mut names, &mut problems, &at, &p.name, l);
        for a in &p.aliases {
            register(&mut names, &mut problems, &at, a, l);
        }
        locations.push(Location { province: ProvinceId(i as u16), coast: None, coast_name: None });
        provinces.push(Province {
            id: p.id.clone(),
            name: p.name.clone(),
            kind: match p.kind {
                RawKind::Land => ProvinceKind::Land,
                RawKind::Coast => ProvinceKind::Coast,
                RawKind::Sea => ProvinceKind::Sea,
                RawKind::Impassable => ProvinceKind::Impassable,
            },
            supply_centre: p.supply_centre,
            home_of: None,
            coasts: Vec::new(),
            mine: features::mine(p),
            vent: features::vent(p),
            canal: features::canal(p),
            crossing: features::crossing(p),
            pole: features::pole(p),
        });
    }
    // Coasts become locations after all provinces.
    for (i, p) in raw.provinces.iter().enumerate() {
        let at = place("provinces", &p.id, i);
        if !p.coasts.is_empty() && !matches!(p.kind, RawKind::Coast) {
            problems.add(&at, K::CoastsOnNonCoastal);
        }
        if p.coasts.len() == 1 {
            problems.add(&at, K::SingleCoast);
        }
        if !p.coasts.is_empty() && !p.fleet.is_empty() {
            problems.add(&at, K::FleetListBesideCoasts);
        }
        for (c, coast) in &p.coasts {
            let l = LocId(locations.len() as u16);
            locations.push(Location {
                province: ProvinceId(i as u16),
                coast: Some(c.clone()),
                coast_name: Some(coast.name.clone()),
            });
            provinces[i].coasts.push(l);
            let cat = format!("{at}.coasts[{c}]");
            if !is_good_id(c) {
                problems.add(&cat, K::BadId);
            }
            if coast.name.trim().is_empty() {
                problems.add(format!("{cat}.name"), K::Empty);
            }
            register(&mut names, &mut problems, &cat, &format!("{}/{}", p.id, c), l);
            register(&mut names, &mut problems, &cat, &format!("{}/{}", p.id, coast.name), l);
            for a in &coast.aliases {
                register(&mut names, &mut problems, &cat, &format!("{}/{}", p.id, a), l);
            }
        }
    }
    let by_id: HashMap<&str, usize> = raw.provinces.iter().enumerate().map(|(i, p)| (p.id.as_str(), i)).collect();
    let loc_of = |s: &str| -> Option<LocId> {
        match s.split_once('/') {
            None => by_id.get(s).map(|&i| LocId(i as u16)),
            Some((p, c)) => by_id.get(p).and_then(|&i| {
                provinces[i].coasts.iter().copied().find(|&l| locations[l.0 as usize].coast.as_deref() == Some(c))
            }),
        }
    };
    // Army adjacency.
    let mut army: Vec<Vec<ProvinceId>> = vec![Vec::new(); provinces.len()];
    for (i, p) in raw.provinces.iter().enumerate() {
        for (j, n) in p.army.iter().enumerate() {
            let at = format!("provinces[{}].army[{j}]", p.id);
            match loc_of(n) {
                None => problems.add(at, K::UnknownProvince(n.clone())),
                Some(l) if l.0 as usize >= provinces.len() => problems.add(at, K::ArmyEdgeToCoast(n.clone())),
                Some(l) => {
                    let k = provinces[l.0 as usize].kind;
                    if matches!(p.kind, RawKind::Sea | RawKind::Impassable) {
                        problems.add(&at, K::ArmyEdgeFrom(provinces[i].kind));
                    }
                    if matches!(k, ProvinceKind::Sea | ProvinceKind::Impassable) {
                        problems.add(&at, K::ArmyEdgeInto(n.clone(), k));
                    }
                    if l.0 as usize == i {
                        problems.add(&at, K::EdgeToItself);
                    }
                    army[i].push(ProvinceId(l.0));
                }
            }
        }
    }
    for (i, list) in army.iter().enumerate() {
        for &n in list {
            if !army[n.0 as usize].contains(&ProvinceId(i as u16)) {
                problems.add(
                    format!("provinces[{}].army", provinces[i].id),
                    K::NoReverseEdge(provinces[n.0 as usize].id.clone()),
                );
            }
        }
    }
    // Fleet adjacency, per location.
    let mut fleet: Vec<Vec<LocId>> = vec![Vec::new(); locations.len()];
    let mut add_fleet_edges = |from: LocId, list: &[String], at: &str, problems: &mut Problems| {
        for (j, n) in list.iter().enumerate() {
            let at = format!("{at}.fleet[{j}]");
            match loc_of(n) {
                None => problems.add(at, K::UnknownLocation(n.clone())),
                Some(l) => {
                    let target = &provinces[locations[l.0 as usize].province.0 as usize];
                    if matches!(target.kind, ProvinceKind::Land | ProvinceKind::Impassable) {
                        problems.add(&at, K::FleetEdgeInto(n.clone(), target.kind));
                    } else if !target.coasts.is_empty() && (l.0 as usize) < provinces.len() {
                        let coast = locations[target.coasts[0].0 as usize].coast.as_deref().unwrap_or("");
                        problems.add(&at, K::CoastNotNamed { province: n.clone(), example: format!("{n}/{coast}") });
                    }
                    if locations[l.0 as usize].province == locations[from.0 as usize].province {
                        problems.add(&at, K::EdgeToItself);
                    }
                    fleet[from.0 as usize].push(l);
                }
            }
        }
    };
    for (i, p) in raw.provinces.iter().enumerate() {
        let at = format!("provinces[{}]", p.id);
        if !p.fleet.is_empty() && matches!(p.kind, RawKind::Land | RawKind::Impassable) {
            problems.add(&at, K::FleetEdgesFromLand);
        }
        add_fleet_edges(LocId(i as u16), &p.fleet, &at, &mut problems);
        for (c, coast) in &p.coasts {
            if let Some(l) = loc_of(&format!("{}/{c}", p.id)) {
                add_fleet_edges(l, &coast.fleet, &format!("{at}.coasts[{c}]"), &mut problems);
            }
        }
    }
    for (i, list) in fleet.iter().enumerate() {
        for &n in list {
            if !fleet[n.0 as usize].contains(&LocId(i as u16)) {
                let here = loc_id_text(&provinces, &locations, LocId(i as u16));
                let there = loc_id_text(&provinces, &locations, n);
                problems.add(format!("provinces[{here}].fleet"), K::NoReverseEdge(there));
            }
        }
    }
    // Powers.
    let mut power_names = HashMap::default();
    let mut home_of: Vec<Option<u8>> = vec![None; provinces.len()];
    let mut powers = Vec::with_capacity(raw.powers.len());
    let stacking = stacking(&raw, &mut problems);
    // The place, power and kind of the first start unit in each province, to judge a second
    // one (coasts count as one province).
    let mut started_in: Vec<Option<(String, usize, UnitKind)>> = vec![None; provinces.len()];
    for (i, rp) in raw.powers.iter().enumerate() {
        let at = place("powers", &rp.id, i);
        for (field, value) in
            [("id", &rp.id), ("name", &rp.name), ("adjective", &rp.adjective), ("initial", &rp.initial)]
        {
            if value.trim().is_empty() {
                problems.add(format!("{at}.{field}"), K::Empty);
            }
        }
        for (j, _) in rp.aliases.iter().enumerate().filter(|(_, a)| a.trim().is_empty()) {
            problems.add(format!("{at}.aliases[{j}]"), K::Empty);
        }
        let names = [&rp.id, &rp.name, &rp.adjective].into_iter().chain(&rp.aliases);
        for n in names.filter(|n| !n.trim().is_empty()) {
            if power_names.insert(normalize_name(n), PowerId(i as u8)).is_some_and(|old| old != PowerId(i as u8)) {
                problems.add(&at, K::PowerNameUsedTwice(n.to_string()));
            }
        }
        let mut home = Vec::new();
        for (j, h) in rp.home_centres.iter().enumerate() {
            match by_id.get(h.as_str()) {
                None => problems.add(format!("{at}.home_centres[{j}]"), K::UnknownProvince(h.clone())),
                Some(&p) => {
                    if !provinces[p].supply_centre {
                        problems.add(format!("{at}.home_centres[{j}]"), K::NotASupplyCentre(h.clone()));
                    }
                    if let Some(other) = home_of[p] {
                        let power = raw.powers[other as usize].id.clone();
                        problems
                            .add(format!("{at}.home_centres[{j}]"), K::HomeCentreOfTwo { province: h.clone(), power });
                    }
                    home_of[p] = Some(i as u8);
                    home.push(ProvinceId(p as u16));
                }
            }
        }
        let mut country = Vec::new();
        for (j, h) in rp.home_country.iter().enumerate() {
            match by_id.get(h.as_str()) {
                None => problems.add(format!("{at}.home_country[{j}]"), K::UnknownProvince(h.clone())),
                Some(&p) => country.push(ProvinceId(p as u16)),
            }
        }
        if country.is_empty() {
            country = home.clone();
        }
        let home_centre = |field: String, id: &String, problems: &mut Problems| match by_id.get(id.as_str()) {
            None => {
                problems.add(field, K::UnknownProvince(id.clone()));
                None
            }
            Some(&p) if !home.contains(&ProvinceId(p as u16)) => {
                problems.add(field, K::NotHomeCentre(id.clone()));
                None
            }
            Some(&p) => Some(ProvinceId(p as u16)),
        };
        let capital = rp.capital.as_ref().and_then(|c| home_centre(format!("{at}.capital"), c, &mut problems));
        let seat = rp.seat.as_ref().and_then(|c| home_centre(format!("{at}.seat"), c, &mut problems)).or(capital);
        let mut naval_bases = Vec::new();
        for (j, b) in rp.naval_bases.iter().enumerate() {
            let field = format!("{at}.naval_bases[{j}]");
            if let Some(p) = home_centre(field.clone(), b, &mut problems) {
                if provinces[p.0 as usize].kind != ProvinceKind::Coast {
                    problems.add(field, K::NavalBaseInland(b.clone()));
                } else {
                    naval_bases.push(p);
                }
            }
        }
        let mut start = Vec::new();
        for (j, s) in rp.start.iter().enumerate() {
            let sat = format!("{at}.start[{j}]");
            let parsed = s.split_once(' ').and_then(|(k, l)| Some((UnitKind::from_word(k)?, l.trim())));
            match parsed {
                None => problems.add(sat, K::NotAUnit(s.clone())),
                // Cavalry only where the map has it.
                #[cfg(feature = "world")]
                Some((kind, _))
                    if kind.allowed() == super::Allowed::ByMap(MapSwitch::Cavalry) && !features::cavalry(&raw) =>
                {
                    problems.add(sat, K::CavalryNotOnThisBoard(s.clone()))
                }
                // A coast guard only where the map has them, a Leader never (only the rules
                // raise one).
                Some((kind, _)) if !kind.allowed().on_board(|sw| lets_in(&raw, sw)) => {
                    problems.add(sat, K::NotOnThisBoard(s.clone()))
                }
                Some((kind, l)) => match loc_of(l) {
                    None => problems.add(sat, K::UnknownLocation(l.to_string())),
                    Some(loc) => {
                        let prov = &provinces[locations[loc.0 as usize].province.0 as usize];
                        let is_coast = loc.0 as usize >= provinces.len();
                        let fits = match (kind.terrain(), prov.kind) {
                            (_, ProvinceKind::Impassable) => false,
                            (Terrain::Land, ProvinceKind::Sea) => false,
                            (Terrain::Land | Terrain::LandOrSea, _) => !is_coast,
                            (Terrain::Water, ProvinceKind::Land) => false,
                            (Terrain::Water, _) => prov.coasts.is_empty() || is_coast,
                            (Terrain::Coast, ProvinceKind::Coast) => prov.coasts.is_empty() || is_coast,
                            (Terrain::Coast, _) => false,
                        };
                        let province = locations[loc.0 as usize].province.0 as usize;
                        if !fits {
                            problems.add(sat, K::CannotStand { kind, place: l.to_string() });
                        } else if let Some((first, power, first_kind)) = &started_in[province] {
                            let p = ProvinceId(province as u16);
                            let stacks = *power == i
                                && *first_kind == kind
                                && match kind.base() {
                                    Base::Capital => stacking.armies_in_capital && capital == Some(p),
                                    Base::NavalBase => stacking.fleets_in_naval_base && naval_bases.contains(&p),
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
                        } else {
                            started_in[province] = Some((sat.clone(), i, kind));
                            start.push((kind, loc));
                        }
                    }
                },
            }
        }
        powers.push(Power {
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
        });
    }
    features::check_powers(&raw, &mut problems);
    features::check_provinces(&raw, &provinces, &locations, (&army, &fleet), &mut problems);
    for (p, h) in provinces.iter_mut().zip(home_of) {
        p.home_of = h.map(PowerId);
    }
    let victory = victory(&raw, &provinces, &powers, &mut problems);
    let calendar = calendar(&raw, &mut problems);
    if let Some(name) = raw.preset.as_ref().filter(|n| crate::rules::preset(n).is_none()) {
        problems.add("preset", K::UnknownPreset(name.clone()));
    }
    if !problems.0.is_empty() {
        return Err(problems.0);
    }
    let reach: Vec<Vec<ProvinceId>> =
        fleet.iter().map(|list| list.iter().map(|n| locations[n.0 as usize].province).collect()).collect();
    let mut by_province: Vec<Vec<ProvinceId>> = vec![Vec::new(); provinces.len()];
    for (l, list) in fleet.iter().enumerate() {
        let from = locations[l].province;
        by_province[from.0 as usize].extend(list.iter().map(|n| locations[n.0 as usize].province));
    }
    let (province_count, location_count) = (provinces.len(), locations.len());
    let mut player_counts: Vec<usize> = raw.player_counts.keys().filter_map(|k| k.parse().ok()).collect();
    player_counts.push(powers.len());
    player_counts.sort_unstable();
    let cavalry = features::cavalry(&raw);
    let map = Map {
        full_players: powers.len(),
        player_counts,
        id: raw.id,
        name: raw.name,
        victory_centres: victory.count,
        victory,
        draw: raw.draw,
        stacking,
        opening: raw.opening,
        coast_guards: raw.coast_guards,
        cavalry,
        preset: raw.preset,
        calendar,
        powers,
        location_province: locations.iter().map(|l| l.province).collect(),
        province_kinds: provinces.iter().map(|p| p.kind).collect(),
        provinces,
        locations,
        army: Adjacency::from_lists(army, province_count),
        fleet: Adjacency::from_lists(fleet, location_count),
        fleet_by_province: Adjacency::from_lists(by_province, province_count),
        fleet_reach: Adjacency::from_lists(reach, province_count),
        longest_name: names.keys().map(|k| k.split(' ').count()).max().unwrap_or(1),
        names,
        power_names,
    };
    Ok(map)
}

/// Whether the map file turns `switch` on (see [`Map::lets_in`]).
fn lets_in(raw: &RawMap, switch: MapSwitch) -> bool {
    match switch {
        MapSwitch::CoastGuards => raw.coast_guards,
        #[cfg(feature = "world")]
        MapSwitch::Cavalry => features::cavalry(raw),
    }
}

/// The `spa/nc` style id of a location, for messages written before the `Map` exists.
fn loc_id_text(provinces: &[Province], locations: &[Location], l: LocId) -> String {
    let loc = &locations[l.0 as usize];
    let p = &provinces[loc.province.0 as usize].id;
    match &loc.coast {
        Some(c) => format!("{p}/{c}"),
        None => p.clone(),
    }
}

/// The place of a province or power in messages: by its id, or by its index when the id is empty.
fn place(list: &str, id: &str, index: usize) -> String {
    if id.is_empty() { format!("{list}[{index}]") } else { format!("{list}[{id}]") }
}

/// Whether a province or coast id is usable: non-empty, lower case, without '/'.
fn is_good_id(id: &str) -> bool {
    !id.is_empty() && !id.contains('/') && id == crate::case::lowercase(id)
}

/// Problems of the file as a whole: an empty id or name, no provinces, no powers.
fn check_whole_map(raw: &RawMap, problems: &mut Problems) {
    if raw.id.trim().is_empty() {
        problems.add("id", K::Empty);
    }
    if raw.name.trim().is_empty() {
        problems.add("name", K::Empty);
    }
    if raw.provinces.is_empty() {
        problems.add("provinces", K::NoProvinces);
    }
    if raw.powers.is_empty() {
        problems.add("powers", K::NoPowers);
    }
}
