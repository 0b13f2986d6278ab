//! Convoy routes: which fleets can carry an army, and whether a route survives.

use crate::map::{Map, ProvinceId, ProvinceKind};

/// Whether a fleet standing in `p` may convoy (sea provinces; coasts too under the option).
pub(crate) fn can_convoy_from(map: &Map, p: ProvinceId, coasts_too: bool) -> bool {
    match map.province_kind(p) {
        ProvinceKind::Sea => true,
        ProvinceKind::Coast => coasts_too,
        _ => false,
    }
}

/// Whether `a` and `b` are neighbours in the convoy sense (fleet adjacency, coasts merged).
#[inline]
fn touches(map: &Map, a: ProvinceId, b: ProvinceId) -> bool {
    map.fleet_provinces_adjacent(a, b)
}

/// Working memory for route searches, kept between calls.
#[derive(Default)]
pub(crate) struct RouteScratch {
    stack: Vec<ProvinceId>,
    seen: Vec<ProvinceId>,
    path: Vec<ProvinceId>,
    /// Provinces of fleets still standing, for [`route_exists`] callers.
    pub intact: Vec<ProvinceId>,
}

/// Whether `from` and `to` are joined by a chain of provinces each holding a usable fleet
/// (`has_fleet`), starting next to `from` and ending next to `to`.
pub(crate) fn route_exists(
    map: &Map,
    from: ProvinceId,
    to: ProvinceId,
    has_fleet: impl Fn(ProvinceId) -> bool,
    s: &mut RouteScratch,
) -> bool {
    let (scratch, seen) = (&mut s.stack, &mut s.seen);
    scratch.clear();
    seen.clear();
    for &n in map.fleet_province_neighbours(from) {
        if has_fleet(n) && !seen.contains(&n) {
            seen.push(n);
            scratch.push(n);
        }
    }
    while let Some(p) = scratch.pop() {
        if touches(map, p, to) {
            return true;
        }
        for &n in map.fleet_province_neighbours(p) {
            if has_fleet(n) && !seen.contains(&n) {
                seen.push(n);
                scratch.push(n);
            }
        }
    }
    false
}

/// Whether the fleet in `fleet` lies on some route from `from` to `to` that needs every one of
/// its fleets (a route without shortcuts), using fleets where `has_fleet` holds (DATC 6.G.19).
pub(crate) fn fleet_is_necessary(
    map: &Map,
    from: ProvinceId,
    to: ProvinceId,
    fleet: ProvinceId,
    has_fleet: impl Fn(ProvinceId) -> bool,
    s: &mut RouteScratch,
) -> bool {
    s.path.clear();
    search_chordless(map, from, to, fleet, &has_fleet, &mut s.path)
}

fn search_chordless<F: Fn(ProvinceId) -> bool>(
    map: &Map,
    from: ProvinceId,
    to: ProvinceId,
    fleet: ProvinceId,
    has_fleet: &F,
    path: &mut Vec<ProvinceId>,
) -> bool {
    let last = path.last().copied().unwrap_or(from);
    if path.len() > 24 {
        return false;
    }
    for &n in map.fleet_province_neighbours(last) {
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
