//! A map file's provinces and coasts as locations, each with the names that find it, and the
//! armies' and fleets' adjacency between them, every problem reported with its place.

use super::{Problems, RawKind, RawMap, features, is_good_id, loc_id_text, place};
use crate::map::error::MapErrorKind as K;
use crate::map::{LocId, Location, Province, ProvinceId, ProvinceKind, normalize_name};
use rustc_hash::FxHashMap as HashMap;

/// The map's places as read: its provinces, then its coasts, as locations, and every name
/// (normalized) that finds one.
pub(super) struct Places {
    pub provinces: Vec<Province>,
    pub locations: Vec<Location>,
    pub names: HashMap<String, LocId>,
    /// Each province's index, by its id.
    pub by_id: HashMap<String, usize>,
}

impl Places {
    /// The provinces and then the coasts of `raw`, with their names.
    pub fn read(raw: &RawMap, problems: &mut Problems) -> Places {
        let mut places = Places {
            provinces: Vec::with_capacity(raw.provinces.len()),
            locations: Vec::with_capacity(raw.provinces.len() + 8),
            names: HashMap::default(),
            by_id: HashMap::default(),
        };
        places.read_provinces(raw, problems);
        // The underground's places (Das Dippyspiel), after the provinces the file gives.
        #[cfg(feature = "world")]
        features::add_below(raw, &mut places, problems);
        // Coasts become locations after all provinces.
        places.read_coasts(raw, problems);
        places.by_id = raw.provinces.iter().enumerate().map(|(i, p)| (p.id.clone(), i)).collect();
        places
    }

    /// Gives `name` to location `l`, unless another location has it already.
    pub(super) fn register(&mut self, problems: &mut Problems, at: &str, name: &str, l: LocId) {
        let key = normalize_name(name);
        if key.is_empty() {
            return;
        }
        if let Some(&old) = self.names.get(&key) {
            if old != l {
                problems.add(at, K::NameUsedTwice(name.to_string()));
            }
        } else {
            self.names.insert(key, l);
        }
    }

    fn read_provinces(&mut self, raw: &RawMap, problems: &mut Problems) {
        for (i, p) in raw.provinces.iter().enumerate() {
            let at = place("provinces", &p.id, i);
            if !is_good_id(&p.id) {
                problems.add(&at, K::BadId);
            }
            if p.name.trim().is_empty() {
                problems.add(format!("{at}.name"), K::Empty);
            }
            let l = LocId(i as u16);
            self.register(problems, &at, &p.id, l);
            self.register(problems, &at, &p.name, l);
            for a in &p.aliases {
                self.register(problems, &at, a, l);
            }
            self.locations.push(Location { province: ProvinceId(i as u16), coast: None, coast_name: None });
            self.provinces.push(Province {
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
    }

    fn read_coasts(&mut self, raw: &RawMap, problems: &mut Problems) {
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
                let l = LocId(self.locations.len() as u16);
                self.locations.push(Location {
                    province: ProvinceId(i as u16),
                    coast: Some(c.clone()),
                    coast_name: Some(coast.name.clone()),
                });
                self.provinces[i].coasts.push(l);
                let cat = format!("{at}.coasts[{c}]");
                if !is_good_id(c) {
                    problems.add(&cat, K::BadId);
                }
                if coast.name.trim().is_empty() {
                    problems.add(format!("{cat}.name"), K::Empty);
                }
                self.register(problems, &cat, &format!("{}/{}", p.id, c), l);
                self.register(problems, &cat, &format!("{}/{}", p.id, coast.name), l);
                for a in &coast.aliases {
                    self.register(problems, &cat, &format!("{}/{}", p.id, a), l);
                }
            }
        }
    }

    /// The location a map file's id names: `par`, or a coast `spa/nc`.
    pub fn loc_of(&self, s: &str) -> Option<LocId> {
        match s.split_once('/') {
            None => self.by_id.get(s).map(|&i| LocId(i as u16)),
            Some((p, c)) => self.by_id.get(p).and_then(|&i| {
                let coast = |l: &LocId| self.locations[l.0 as usize].coast.as_deref() == Some(c);
                self.provinces[i].coasts.iter().copied().find(coast)
            }),
        }
    }

    /// The armies' adjacency, province to province, each edge checked and found both ways.
    pub fn army_adjacency(&self, raw: &RawMap, problems: &mut Problems) -> Vec<Vec<ProvinceId>> {
        let provinces = &self.provinces;
        let mut army: Vec<Vec<ProvinceId>> = vec![Vec::new(); provinces.len()];
        for (i, p) in raw.provinces.iter().enumerate() {
            for (j, n) in p.army.iter().enumerate() {
                let at = format!("provinces[{}].army[{j}]", p.id);
                match self.loc_of(n) {
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
                    let at = format!("provinces[{}].army", provinces[i].id);
                    problems.add(at, K::NoReverseEdge(provinces[n.0 as usize].id.clone()));
                }
            }
        }
        army
    }

    /// The fleets' adjacency, location to location (a coast its own), each edge checked and
    /// found both ways.
    pub fn fleet_adjacency(&self, raw: &RawMap, problems: &mut Problems) -> Vec<Vec<LocId>> {
        let mut fleet: Vec<Vec<LocId>> = vec![Vec::new(); self.locations.len()];
        for (i, p) in raw.provinces.iter().enumerate() {
            let at = format!("provinces[{}]", p.id);
            if !p.fleet.is_empty() && matches!(p.kind, RawKind::Land | RawKind::Impassable) {
                problems.add(&at, K::FleetEdgesFromLand);
            }
            self.fleet_edges(LocId(i as u16), &p.fleet, &at, &mut fleet, problems);
            for (c, coast) in &p.coasts {
                if let Some(l) = self.loc_of(&format!("{}/{c}", p.id)) {
                    self.fleet_edges(l, &coast.fleet, &format!("{at}.coasts[{c}]"), &mut fleet, problems);
                }
            }
        }
        for (i, list) in fleet.iter().enumerate() {
            for &n in list {
                if !fleet[n.0 as usize].contains(&LocId(i as u16)) {
                    let here = loc_id_text(&self.provinces, &self.locations, LocId(i as u16));
                    let there = loc_id_text(&self.provinces, &self.locations, n);
                    problems.add(format!("provinces[{here}].fleet"), K::NoReverseEdge(there));
                }
            }
        }
        fleet
    }

    /// The fleet edges a location's list (`at`) gives, into `fleet`.
    fn fleet_edges(&self, from: LocId, list: &[String], at: &str, fleet: &mut [Vec<LocId>], problems: &mut Problems) {
        let (provinces, locations) = (&self.provinces, &self.locations);
        for (j, n) in list.iter().enumerate() {
            let at = format!("{at}.fleet[{j}]");
            let Some(l) = self.loc_of(n) else {
                problems.add(at, K::UnknownLocation(n.clone()));
                continue;
            };
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
