//! Convoy routes: which fleets can carry an army, and whether a route survives.

use crate::map::{Map, ProvinceId, ProvinceKind};

/// Whether a fleet standing in `p` may convoy (sea provinces; coasts too under the option).
pub(crate) fn can_convoy_from(map: &Map, p: ProvinceId, coasts_too: bool) -> bool {
    match map.province(p).kind {
        ProvinceKind::Sea => true,
        ProvinceKind::Coast => coasts_too,
        _ => false,
    }
}

/// Neighbouring provinces of `p` in the convoy sense (fleet adjacency, coasts merged).
fn touches(map: &Map, a: ProvinceId, b: ProvinceId) -> bool {
    let la = map.province_loc(a);
    let locs: &[_] = if map.province(a).coasts.is_empty() { std::slice::from_ref(&la) } else { &map.province(a).coasts };
    locs.iter().any(|&l| map.fleet_neighbours(l).iter().any(|&n| map.province_of(n) == b))
}

/// Whether `from` and `to` are joined by a chain of provinces each holding a usable fleet
/// (`has_fleet`), starting next to `from` and ending next to `to`.
pub(crate) fn route_exists(map: &Map, from: ProvinceId, to: ProvinceId, has_fleet: impl Fn(ProvinceId) -> bool, scratch: &mut Vec<ProvinceId>, seen: &mut Vec<ProvinceId>) -> bool {
    scratch.clear();
    seen.clear();
    for &n in fleet_provinces_next_to(map, from).iter() {
        if has_fleet(n) && !seen.contains(&n) {
            seen.push(n);
            scratch.push(n);
        }
    }
    while let Some(p) = scratch.pop() {
        if touches(map, p, to) {
            return true;
        }
        for n in fleet_provinces_next_to(map, p) {
            if has_fleet(n) && !seen.contains(&n) {
                seen.push(n);
                scratch.push(n);
            }
        }
    }
    false
}

/// The provinces a fleet in (any coast of) `p` could move to.
fn fleet_provinces_next_to(map: &Map, p: ProvinceId) -> Vec<ProvinceId> {
    let la = map.province_loc(p);
    let locs: &[_] = if map.province(p).coasts.is_empty() { std::slice::from_ref(&la) } else { &map.province(p).coasts };
    let mut out: Vec<ProvinceId> = locs.iter().flat_map(|&l| map.fleet_neighbours(l).iter().map(|&n| map.province_of(n))).collect();
    out.sort();
    out.dedup();
    out
}

/// Whether the fleet in `fleet` lies on some route from `from` to `to` that needs every one of
/// its fleets (a route without shortcuts), using fleets where `has_fleet` holds (DATC 6.G.19).
pub(crate) fn fleet_is_necessary(map: &Map, from: ProvinceId, to: ProvinceId, fleet: ProvinceId, has_fleet: impl Fn(ProvinceId) -> bool) -> bool {
    let mut path = Vec::new();
    search_chordless(map, from, to, fleet, &has_fleet, &mut path)
}

fn search_chordless(map: &Map, from: ProvinceId, to: ProvinceId, fleet: ProvinceId, has_fleet: &dyn Fn(ProvinceId) -> bool, path: &mut Vec<ProvinceId>) -> bool {
    let last = path.last().copied().unwrap_or(from);
    if path.len() > 24 {
        return false;
    }
    for n in fleet_provinces_next_to(map, last) {
        if !has_fleet(n) || n == from || n == to || path.contains(&n) {
            continue;
        }
        // No shortcut: n may touch only the last step of the path (or `from` if it is the first).
        if !path.is_empty() && touches(map, n, from) {
            continue;
        }
        if path.iter().rev().skip(1).any(|&q| touches(map, n, q)) {
            continue;
        }
        path.push(n);
        let found = if touches(map, n, to) {
            path.contains(&fleet)
        } else {
            search_chordless(map, from, to, fleet, has_fleet, path)
        };
        path.pop();
        if found {
            return true;
        }
    }
    false
}
