//! Reading a map file: the raw JSON shape, and validation that reports every problem.

use super::{
    Adjacency, LocId, Location, Map, Power, PowerId, Province, ProvinceId, ProvinceKind, UnitKind, normalize_name,
};
use rustc_hash::FxHashMap as HashMap;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;

/// One problem found in a map file, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapError {
    /// Where: `provinces[kie].fleet[3]`, `powers[england].start[0]`, or `map` for the whole file.
    pub at: String,
    pub message: String,
}

impl fmt::Display for MapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.at, self.message)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMap {
    id: String,
    name: String,
    victory_centres: u32,
    powers: Vec<RawPower>,
    provinces: Vec<RawProvince>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPower {
    id: String,
    name: String,
    adjective: String,
    initial: String,
    home_centres: Vec<String>,
    /// The provinces of the power's home country (by default its home centres).
    #[serde(default)]
    home_country: Vec<String>,
    start: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
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
    coasts: BTreeMap<String, RawCoast>,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum RawKind {
    Land,
    Coast,
    Sea,
    Impassable,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCoast {
    name: String,
    #[serde(default)]
    aliases: Vec<String>,
    fleet: Vec<String>,
}

/// Collects problems while the map is built.
struct Problems(Vec<MapError>);

impl Problems {
    fn add(&mut self, at: impl Into<String>, message: impl Into<String>) {
        self.0.push(MapError { at: at.into(), message: message.into() });
    }
}

impl Map {
    /// Parses and validates a map file. Every problem found is reported, each with its place.
    ///
    /// ```
    /// let text = std::fs::read_to_string("maps/standard/map.json").unwrap();
    /// let map = graustark::Map::from_json(&text).unwrap();
    /// assert_eq!(map.provinces.len(), 76);
    /// ```
    pub fn from_json(text: &str) -> Result<Map, Vec<MapError>> {
        let raw: RawMap = serde_json::from_str(text).map_err(|e| {
            vec![MapError { at: format!("line {} column {}", e.line(), e.column()), message: e.to_string() }]
        })?;
        build(raw)
    }
}

fn build(raw: RawMap) -> Result<Map, Vec<MapError>> {
    let mut problems = Problems(Vec::new());
    let locations_needed = raw.provinces.len() + raw.provinces.iter().map(|p| p.coasts.len()).sum::<usize>();
    if locations_needed >= u16::MAX as usize {
        problems.add("provinces", format!("too many provinces and coasts ({locations_needed}; at most 65534)"));
        return Err(problems.0);
    }
    if raw.powers.len() > 64 {
        problems.add("powers", "too many powers (at most 64)");
        return Err(problems.0);
    }
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
                problems.add(at, format!("name '{name}' is used twice"));
            }
        } else {
            names.insert(key, l);
        }
    };
    for (i, p) in raw.provinces.iter().enumerate() {
        let at = format!("provinces[{}]", p.id);
        if p.id.is_empty() || p.id.contains('/') || p.id != p.id.to_lowercase() {
            problems.add(&at, "id must be non-empty lower case without '/'");
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
        });
    }
    // Coasts become locations after all provinces.
    for (i, p) in raw.provinces.iter().enumerate() {
        let at = format!("provinces[{}]", p.id);
        if !p.coasts.is_empty() && !matches!(p.kind, RawKind::Coast) {
            problems.add(&at, "coasts are given but the province is not of kind \"coast\"");
        }
        if p.coasts.len() == 1 {
            problems.add(&at, "a split-coast province needs at least two coasts");
        }
        if !p.coasts.is_empty() && !p.fleet.is_empty() {
            problems.add(&at, "a province with coasts lists fleet neighbours per coast, not in \"fleet\"");
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
                None => problems.add(at, format!("unknown province '{n}'")),
                Some(l) if l.0 as usize >= provinces.len() => {
                    problems.add(at, format!("'{n}' is a coast; army edges name provinces"))
                }
                Some(l) => {
                    let k = provinces[l.0 as usize].kind;
                    if matches!(p.kind, RawKind::Sea | RawKind::Impassable) {
                        problems.add(&at, format!("army edge from a province of kind {:?}", provinces[i].kind));
                    }
                    if matches!(k, ProvinceKind::Sea | ProvinceKind::Impassable) {
                        problems.add(&at, format!("army edge into '{n}', which is {k:?}"));
                    }
                    if l.0 as usize == i {
                        problems.add(&at, "edge to itself");
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
                    format!("edge to '{}' has no reverse edge", provinces[n.0 as usize].id),
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
                None => problems.add(at, format!("unknown location '{n}'")),
                Some(l) => {
                    let target = &provinces[locations[l.0 as usize].province.0 as usize];
                    if matches!(target.kind, ProvinceKind::Land | ProvinceKind::Impassable) {
                        problems.add(&at, format!("fleet edge into '{n}', which is {:?}", target.kind));
                    } else if !target.coasts.is_empty() && (l.0 as usize) < provinces.len() {
                        problems.add(
                            &at,
                            format!(
                                "'{n}' has coasts; name one ('{n}/{}')",
                                locations[target.coasts[0].0 as usize].coast.as_deref().unwrap_or("")
                            ),
                        );
                    }
                    if locations[l.0 as usize].province == locations[from.0 as usize].province {
                        problems.add(&at, "edge to itself");
                    }
                    fleet[from.0 as usize].push(l);
                }
            }
        }
    };
    for (i, p) in raw.provinces.iter().enumerate() {
        let at = format!("provinces[{}]", p.id);
        if !p.fleet.is_empty() && matches!(p.kind, RawKind::Land | RawKind::Impassable) {
            problems.add(&at, "fleet edges from a province that fleets cannot enter");
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
                problems.add(format!("provinces[{here}].fleet"), format!("edge to '{there}' has no reverse edge"));
            }
        }
    }
    // Powers.
    let mut power_names = HashMap::default();
    let mut home_of: Vec<Option<u8>> = vec![None; provinces.len()];
    let mut powers = Vec::with_capacity(raw.powers.len());
    for (i, rp) in raw.powers.iter().enumerate() {
        let at = format!("powers[{}]", rp.id);
        for n in [&rp.id, &rp.name, &rp.adjective] {
            if power_names.insert(normalize_name(n), PowerId(i as u8)).is_some_and(|old| old != PowerId(i as u8)) {
                problems.add(&at, format!("name '{n}' is used by two powers"));
            }
        }
        let mut home = Vec::new();
        for (j, h) in rp.home_centres.iter().enumerate() {
            match by_id.get(h.as_str()) {
                None => problems.add(format!("{at}.home_centres[{j}]"), format!("unknown province '{h}'")),
                Some(&p) => {
                    if !provinces[p].supply_centre {
                        problems.add(format!("{at}.home_centres[{j}]"), format!("'{h}' is not a supply centre"));
                    }
                    if let Some(other) = home_of[p] {
                        problems.add(
                            format!("{at}.home_centres[{j}]"),
                            format!("'{h}' is already a home centre of {}", raw.powers[other as usize].id),
                        );
                    }
                    home_of[p] = Some(i as u8);
                    home.push(ProvinceId(p as u16));
                }
            }
        }
        let mut country = Vec::new();
        for (j, h) in rp.home_country.iter().enumerate() {
            match by_id.get(h.as_str()) {
                None => problems.add(format!("{at}.home_country[{j}]"), format!("unknown province '{h}'")),
                Some(&p) => country.push(ProvinceId(p as u16)),
            }
        }
        if country.is_empty() {
            country = home.clone();
        }
        let mut start = Vec::new();
        for (j, s) in rp.start.iter().enumerate() {
            let sat = format!("{at}.start[{j}]");
            let parsed = s.split_once(' ').and_then(|(k, l)| {
                let kind = match k {
                    "A" | "a" => UnitKind::Army,
                    "F" | "f" => UnitKind::Fleet,
                    _ => return None,
                };
                Some((kind, l.trim()))
            });
            match parsed {
                None => problems.add(sat, format!("'{s}' is not a unit like \"A par\" or \"F stp/sc\"")),
                Some((kind, l)) => match loc_of(l) {
                    None => problems.add(sat, format!("unknown location '{l}'")),
                    Some(loc) => {
                        let prov = &provinces[locations[loc.0 as usize].province.0 as usize];
                        let is_coast = loc.0 as usize >= provinces.len();
                        let fits = match (kind, prov.kind) {
                            (_, ProvinceKind::Impassable) => false,
                            (UnitKind::Army, ProvinceKind::Sea) => false,
                            (UnitKind::Army, _) => !is_coast,
                            (UnitKind::Fleet, ProvinceKind::Land) => false,
                            (UnitKind::Fleet, _) => prov.coasts.is_empty() || is_coast,
                        };
                        if fits {
                            start.push((kind, loc));
                        } else {
                            let article = if kind == UnitKind::Army { "an" } else { "a" };
                            problems.add(sat, format!("{article} {} cannot stand in {l}", kind.word()));
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
            start,
        });
    }
    for (p, h) in provinces.iter_mut().zip(home_of) {
        p.home_of = h.map(PowerId);
    }
    if raw.victory_centres == 0 {
        problems.add("victory_centres", "must be at least 1");
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
    let map = Map {
        id: raw.id,
        name: raw.name,
        victory_centres: raw.victory_centres,
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

/// The `spa/nc` style id of a location, for messages written before the `Map` exists.
fn loc_id_text(provinces: &[Province], locations: &[Location], l: LocId) -> String {
    let loc = &locations[l.0 as usize];
    let p = &provinces[loc.province.0 as usize].id;
    match &loc.coast {
        Some(c) => format!("{p}/{c}"),
        None => p.clone(),
    }
}
