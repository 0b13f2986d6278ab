//! Every order a unit may give in the current phase, for interfaces that offer choices
//! rather than take typed text. What is listed is legal in the sense of DATC 4.E.1: each
//! could be valid, given the right orders from the others.

use crate::adjust::{adjustments_due, build_sites};
use crate::map::{LocId, Map, ProvinceId, ProvinceKind, UnitKind};
use crate::order::{Action, Order};
use crate::resolve::can_convoy_from;
use crate::retreat::options as retreat_options;
use crate::rules::{CoastalConvoy, Rules};
use crate::state::{GameState, Phase, Unit};

/// The orders the unit (movement and retreat phases) or the power owning the province
/// (adjustment phase) at `loc` may give. Empty when there is nothing to order there.
pub fn legal_orders(map: &Map, state: &GameState, loc: LocId, rules: &Rules) -> Vec<Order> {
    let p = map.province_of(loc);
    match state.phase {
        Phase::Movement => match state.units.iter().find(|u| map.province_of(u.loc) == p) {
            Some(u) => movement_orders(map, state, u, rules),
            None => Vec::new(),
        },
        Phase::Retreat => match state.dislodged.iter().find(|d| map.province_of(d.unit.loc) == p) {
            Some(d) => {
                let mut out: Vec<Order> = retreat_options(map, state, d, rules)
                    .into_iter()
                    .map(|to| unit_order(&d.unit, Action::Retreat { to, priority: false }))
                    .collect();
                out.push(unit_order(&d.unit, Action::Disband));
                out
            }
            None => Vec::new(),
        },
        Phase::Adjustment => adjustment_orders(map, state, p, rules),
    }
}

fn unit_order(u: &Unit, action: Action) -> Order {
    Order::Unit { power: Some(u.power), kind: Some(u.kind), loc: u.loc, action }
}

fn coasts_too(rules: &Rules) -> bool {
    rules.coastal_convoy == CoastalConvoy::CoastsToo
}

/// Provinces an army at `from` could reach by convoy with the fleets on the board, leaving
/// out the fleet in `without`.
fn convoy_destinations(
    map: &Map,
    state: &GameState,
    from: ProvinceId,
    without: Option<ProvinceId>,
    rules: &Rules,
) -> Vec<ProvinceId> {
    if map.province(from).kind != ProvinceKind::Coast {
        return Vec::new();
    }
    let fleet_at = |p: ProvinceId| {
        Some(p) != without
            && can_convoy_from(map, p, coasts_too(rules))
            && state.units.iter().any(|u| u.kind == UnitKind::Fleet && map.province_of(u.loc) == p)
    };
    let mut seen: Vec<ProvinceId> = Vec::new();
    let mut stack: Vec<ProvinceId> =
        map.fleet_province_neighbours(from).iter().copied().filter(|&n| fleet_at(n)).collect();
    seen.extend(&stack);
    let mut out = Vec::new();
    while let Some(f) = stack.pop() {
        for &n in map.fleet_province_neighbours(f) {
            if map.province(n).kind == ProvinceKind::Coast && n != from && !out.contains(&n) {
                out.push(n);
            }
            if fleet_at(n) && !seen.contains(&n) {
                seen.push(n);
                stack.push(n);
            }
        }
    }
    out.sort();
    out
}

/// Whether the unit `v` could move into province `p`, not counting a convoy by `without`.
fn could_move_to(
    map: &Map,
    state: &GameState,
    v: &Unit,
    p: ProvinceId,
    without: Option<ProvinceId>,
    rules: &Rules,
) -> bool {
    let here = map.province_of(v.loc);
    if here == p {
        return false;
    }
    match v.kind {
        UnitKind::Fleet => map.can_reach(UnitKind::Fleet, v.loc, p),
        UnitKind::Army => {
            map.army_neighbours(here).binary_search(&p).is_ok()
                || convoy_destinations(map, state, here, without, rules).contains(&p)
        }
    }
}

fn movement_orders(map: &Map, state: &GameState, u: &Unit, rules: &Rules) -> Vec<Order> {
    let here = map.province_of(u.loc);
    let mut out = vec![unit_order(u, Action::Hold)];
    // Moves.
    match u.kind {
        UnitKind::Army => {
            let by_land = map.army_neighbours(here);
            for &p in by_land {
                out.push(unit_order(u, Action::Move { to: map.province_loc(p), via_convoy: false }));
            }
            for p in convoy_destinations(map, state, here, None, rules) {
                let adjacent = by_land.binary_search(&p).is_ok();
                out.push(unit_order(u, Action::Move { to: map.province_loc(p), via_convoy: adjacent }));
            }
        }
        UnitKind::Fleet => {
            for &l in map.fleet_neighbours(u.loc) {
                out.push(unit_order(u, Action::Move { to: l, via_convoy: false }));
            }
        }
    }
    // Supports: to hold any unit it could reach, and to move any unit into a place it could reach.
    for v in &state.units {
        let vp = map.province_of(v.loc);
        if vp == here {
            continue;
        }
        if map.can_reach(u.kind, u.loc, vp) {
            out.push(unit_order(
                u,
                Action::Support {
                    target: map.province_loc(vp),
                    target_kind: Some(v.kind),
                    target_power: None,
                    dest: None,
                },
            ));
        }
        for p in reachable_provinces(map, u) {
            if could_move_to(map, state, v, p, Some(here), rules) {
                out.push(unit_order(
                    u,
                    Action::Support {
                        target: map.province_loc(vp),
                        target_kind: Some(v.kind),
                        target_power: None,
                        dest: Some(map.province_loc(p)),
                    },
                ));
            }
        }
    }
    // Convoys: any army it lies on a route for.
    if u.kind == UnitKind::Fleet && can_convoy_from(map, here, coasts_too(rules)) {
        for a in state.units.iter().filter(|a| a.kind == UnitKind::Army) {
            let from = map.province_of(a.loc);
            for to in convoy_destinations(map, state, from, None, rules) {
                let fleet_at = |p: ProvinceId| {
                    can_convoy_from(map, p, coasts_too(rules))
                        && state.units.iter().any(|f| f.kind == UnitKind::Fleet && map.province_of(f.loc) == p)
                };
                let mut scratch = crate::resolve::RouteScratch::default();
                if crate::resolve::fleet_is_necessary(map, from, to, here, fleet_at, &mut scratch) {
                    out.push(unit_order(u, Action::Convoy { from: map.province_loc(from), to: map.province_loc(to) }));
                }
            }
        }
    }
    out
}

/// Provinces a unit could move into by itself (what it may support into).
fn reachable_provinces(map: &Map, u: &Unit) -> Vec<ProvinceId> {
    match u.kind {
        UnitKind::Army => map.army_neighbours(map.province_of(u.loc)).to_vec(),
        UnitKind::Fleet => {
            let mut v: Vec<ProvinceId> = map.fleet_neighbours(u.loc).iter().map(|&l| map.province_of(l)).collect();
            v.dedup();
            v
        }
    }
}

fn adjustment_orders(map: &Map, state: &GameState, p: ProvinceId, rules: &Rules) -> Vec<Order> {
    let due = adjustments_due(map, state);
    if let Some(u) = state.units.iter().find(|u| map.province_of(u.loc) == p) {
        return if due[u.power.0 as usize] < 0 { vec![unit_order(u, Action::Disband)] } else { Vec::new() };
    }
    let Some(power) = map.province(p).home_of else {
        return Vec::new();
    };
    if due[power.0 as usize] <= 0 || !build_sites(map, state, power, rules).contains(&p) {
        return Vec::new();
    }
    let prov = map.province(p);
    let mut out = vec![Order::Build { power: Some(power), kind: Some(UnitKind::Army), loc: map.province_loc(p) }];
    if prov.kind == ProvinceKind::Coast {
        if prov.coasts.is_empty() {
            out.push(Order::Build { power: Some(power), kind: Some(UnitKind::Fleet), loc: map.province_loc(p) });
        } else {
            for &c in &prov.coasts {
                out.push(Order::Build { power: Some(power), kind: Some(UnitKind::Fleet), loc: c });
            }
        }
    }
    out.push(Order::Waive { power: Some(power) });
    out
}
