//! Convoy routes: which fleets can carry an army, where they can carry it, and whether a
//! route survives. The adjudicator and the order pad (`legal.rs`) both ask here.

use super::outcome::{UnitName, Void};
use super::prepare::{Act, Prepared, Validity};
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

/// Walks the chains of fleets that start next to `from`, through provinces where `has_fleet`
/// holds, calling `reached` on each fleet's province until it answers true (then true). The
/// one search behind both [`route_exists`] (the adjudicator) and [`convoy_destinations`] (the
/// order pad), so that the two cannot disagree.
#[inline(always)]
fn walk_fleet_chains(
    map: &Map,
    from: ProvinceId,
    has_fleet: impl Fn(ProvinceId) -> bool,
    s: &mut RouteScratch,
    mut reached: impl FnMut(ProvinceId) -> bool,
) -> bool {
    let (stack, seen) = (&mut s.stack, &mut s.seen);
    stack.clear();
    seen.clear();
    for &n in map.fleet_province_neighbours(from) {
        if has_fleet(n) && !seen.contains(&n) {
            seen.push(n);
            stack.push(n);
        }
    }
    while let Some(p) = stack.pop() {
        if reached(p) {
            return true;
        }
        for &n in map.fleet_province_neighbours(p) {
            if has_fleet(n) && !seen.contains(&n) {
                seen.push(n);
                stack.push(n);
            }
        }
    }
    false
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
    walk_fleet_chains(map, from, has_fleet, s, |p| touches(map, p, to))
}

/// Whether an army in `from` could be convoyed to `to` through fleets where `has_fleet`
/// holds: both coastal, and a route joins them.
pub(crate) fn convoy_possible(
    map: &Map,
    from: ProvinceId,
    to: ProvinceId,
    has_fleet: impl Fn(ProvinceId) -> bool,
    s: &mut RouteScratch,
) -> bool {
    map.province_kind(from) == ProvinceKind::Coast
        && map.province_kind(to) == ProvinceKind::Coast
        && route_exists(map, from, to, has_fleet, s)
}

/// Every coastal province an army in `from` could be convoyed to through fleets where
/// `has_fleet` holds, sorted: those `to` for which [`convoy_possible`] holds.
pub(crate) fn convoy_destinations(
    map: &Map,
    from: ProvinceId,
    has_fleet: impl Fn(ProvinceId) -> bool,
    s: &mut RouteScratch,
) -> Vec<ProvinceId> {
    let mut out = Vec::new();
    if map.province_kind(from) != ProvinceKind::Coast {
        return out;
    }
    walk_fleet_chains(map, from, has_fleet, s, |p| {
        let coastal = |n: &&ProvinceId| **n != from && map.province_kind(**n) == ProvinceKind::Coast;
        out.extend(map.fleet_province_neighbours(p).iter().filter(coastal));
        false
    });
    out.sort_unstable();
    out.dedup();
    out
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

/// The DPTG's reading of DATC 4.A.1 (`multi_route_convoy=own-fleets-first`): where the fleets
/// of an army's own power ordered to convoy it offer a route, the other powers' fleets
/// convoying it are not used (DATC 6.F.11: "foreign fleets are not used when not necessary").
/// Their convoys are void, and unlinked from the army's chain, so that neither their
/// dislodgement nor a paradox through them touches the army; the route that remains is then
/// broken as soon as any of it is (`any-route-broken`).
pub(crate) fn use_own_fleets_first(b: &mut Prepared, s: &mut RouteScratch) {
    let mut chain = Vec::new();
    for a in 0..b.units.len() as u32 {
        let Act::Move { dest, convoy: true, .. } = b.act[a as usize] else { continue };
        let power = b.units[a as usize].power;
        chain.clear();
        chain.extend(b.convoys(a));
        let own = |f: &u32| b.units[*f as usize].power == power;
        if chain.iter().all(own) || !chain.iter().any(own) {
            continue;
        }
        s.intact.clear();
        s.intact.extend(chain.iter().filter(|f| own(f)).map(|&f| b.prov[f as usize]));
        let intact = std::mem::take(&mut s.intact);
        let carried = route_exists(b.map, b.prov[a as usize], dest, |p| intact.contains(&p), s);
        s.intact = intact;
        if !carried {
            continue;
        }
        let army = UnitName::of(b.map, &b.units[a as usize]);
        let mut next = super::prepare::NONE;
        for &f in chain.iter().rev() {
            if b.units[f as usize].power == power {
                b.convoy_next[f as usize] = next;
                next = f;
            } else {
                b.valid[f as usize] = Validity::Void(Void::OwnFleetsCarry(army));
            }
        }
        b.convoy_head[a as usize] = next;
    }
}
