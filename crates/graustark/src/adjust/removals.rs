//! The order in which units are removed when nobody chose them: civil disorder's removals (by
//! the `civil_disorder` rule) and the Flying Dutchman (DATC 4.E.6).

use crate::map::{LocId, Map, PowerId, ProvinceId, ProvinceKind, Terrain};
use crate::rules::{CivilDisorder, Rules};
use crate::state::GameState;
use std::collections::VecDeque;

/// Units of `power` in the order the civil-disorder rule removes them.
pub fn civil_disorder_order(
    map: &Map,
    state: &GameState,
    power: PowerId,
    candidates: &[usize],
    rule: CivilDisorder,
) -> Vec<usize> {
    let targets: Vec<ProvinceId> = match rule {
        CivilDisorder::OwnedCentres2023 => {
            (0..map.provinces.len()).filter(|&p| state.owners[p] == Some(power)).map(|p| ProvinceId(p as u16)).collect()
        }
        CivilDisorder::HomeCentres1971 | CivilDisorder::House2023 => map.power(power).home_centres.clone(),
    };
    let home_country = &map.power(power).home_country;
    let mut keyed: Vec<(RemovalKey, usize)> = candidates
        .iter()
        .map(|&u| {
            let unit = state.units[u];
            let here = map.province_of(unit.loc);
            let prov = map.province(here);
            // 2023 and the house rule count every unit over land and sea. 1971: fleets move as
            // fleets; armies may also cross water ("the shortest available route, including convoys").
            let water = rule == CivilDisorder::HomeCentres1971 && unit.kind.terrain() == Terrain::Water;
            let moves_as = water.then_some(Terrain::Water);
            let house = rule == CivilDisorder::House2023;
            let key = RemovalKey {
                on_centre: house && prov.supply_centre,
                nearer: std::cmp::Reverse(distance(map, here, &targets, moves_as)),
                on_land: house && prov.kind != ProvinceKind::Sea,
                at_home: house && home_country.contains(&here),
                army: unit.kind.terrain() == Terrain::Land,
                name: crate::case::lowercase(&prov.name),
            };
            (key, u)
        })
        .collect();
    keyed.sort_unstable();
    keyed.into_iter().map(|(_, u)| u).collect()
}

/// The order of civil-disorder removals: the smallest key goes first.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct RemovalKey {
    /// House rule 3.5: units on supply centres go last.
    on_centre: bool,
    /// Farthest first.
    nearer: std::cmp::Reverse<u32>,
    /// House rule 3.5: units at sea first, then units outside the home country.
    on_land: bool,
    at_home: bool,
    /// Fleets before armies (units that move on land), then alphabetical.
    army: bool,
    name: String,
}

/// Moves from `from` to the nearest of `targets`: over land and sea alike (None), or as a
/// unit moving over the given terrain (by land, or by water). Unreachable counts as farthest.
fn distance(map: &Map, from: ProvinceId, targets: &[ProvinceId], moves_as: Option<Terrain>) -> u32 {
    let mut dist = vec![u32::MAX; map.provinces.len()];
    let mut queue = VecDeque::new();
    dist[from.0 as usize] = 0;
    queue.push_back(from);
    while let Some(p) = queue.pop_front() {
        if targets.contains(&p) {
            return dist[p.0 as usize];
        }
        let d = dist[p.0 as usize] + 1;
        let mut visit = |q: ProvinceId| {
            if dist[q.0 as usize] == u32::MAX {
                dist[q.0 as usize] = d;
                queue.push_back(q);
            }
        };
        if moves_as != Some(Terrain::Water) {
            for &q in map.army_neighbours(p) {
                visit(q);
            }
        }
        if moves_as != Some(Terrain::Land) {
            let own = map.province_loc(p);
            let locs: Vec<LocId> =
                if map.province(p).coasts.is_empty() { vec![own] } else { map.province(p).coasts.clone() };
            for l in locs {
                for &n in map.fleet_neighbours(l) {
                    visit(map.province_of(n));
                }
            }
        }
    }
    u32::MAX
}

/// Why no Flying Dutchman can be chosen among the candidates given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DutchmanError {
    /// No candidate was given.
    NoCandidate,
    /// The candidates belong to more than one power.
    SeveralPowers,
}

impl std::fmt::Display for DutchmanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            DutchmanError::NoCandidate => "no unit was named as the Flying Dutchman",
            DutchmanError::SeveralPowers => "the units that could be the Flying Dutchman must all be of one power",
        })
    }
}

impl std::error::Error for DutchmanError {}

/// DATC 4.E.6: the unit to remove when an illegal unit (a "Flying Dutchman") is found on the
/// board. `candidates` (indices into `state.units`) are the units that could be it: when only
/// one could, that one; otherwise the one the civil-disorder rule would remove first.
pub fn flying_dutchman(
    map: &Map,
    state: &GameState,
    candidates: &[usize],
    rules: &Rules,
) -> Result<usize, DutchmanError> {
    let &first = candidates.first().ok_or(DutchmanError::NoCandidate)?;
    let power = state.units[first].power;
    if candidates.iter().any(|&u| state.units[u].power != power) {
        return Err(DutchmanError::SeveralPowers);
    }
    Ok(civil_disorder_order(map, state, power, candidates, rules.civil_disorder)[0])
}
