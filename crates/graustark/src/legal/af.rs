//! The A/F's orders offered under `boarding=a-f` (Das Dippyspiel, rule 13): an army's boardings
//! (`A Pica - Norm (becomes A/F)`) of any fleet it may reach that carries none, a fleet's
//! accepts of the foreign armies that could board it, and an army on board's landings, each
//! also with its fleet's support, ordered by the fleet's owner. A fleet carrying an army is
//! offered no convoy ("An A/F may not convoy").

use crate::map::{Map, ProvinceId, ProvinceKind, UnitKind};
use crate::mechanics::af::within_reach;
use crate::order::{Action, Order};
use crate::resolve::convoy::{fleet_is_necessary, route_exists};
use crate::state::{GameState, Unit};

/// Whether `f` carries an army.
pub(super) fn carrying(map: &Map, state: &GameState, f: &Unit) -> bool {
    let here = map.province_of(f.loc);
    state.units.iter().any(|x| x.aboard() && map.province_of(x.loc) == here)
}

/// Whether a fleet that may convoy stands at sea in `p`, other than in `except`.
fn convoying_fleet(map: &Map, state: &GameState, p: ProvinceId, except: ProvinceId) -> bool {
    p != except
        && map.province_kind(p) == ProvinceKind::Sea
        && state.units.iter().any(|f| f.kind.convoys() && map.province_of(f.loc) == p)
}

/// The fleets an army in `here` may board as an A/F: in a coastal province it can enter, in a
/// sea beside its coast, or at the end of a chain of fleets at sea that could convoy it there.
fn boardable<'s>(map: &'s Map, state: &'s GameState, here: ProvinceId) -> impl Iterator<Item = &'s Unit> {
    state.units.iter().filter(move |f| {
        let there = map.province_of(f.loc);
        f.kind.carries()
            && !carrying(map, state, f)
            && (within_reach(map, here, f.loc)
                || (map.province_kind(here) == ProvinceKind::Coast
                    && map.province_kind(there) == ProvinceKind::Sea
                    && route_exists(
                        map,
                        here,
                        there,
                        |p| convoying_fleet(map, state, p, there),
                        &mut Default::default(),
                    )))
    })
}

/// The army `a`'s orders to board a fleet as an A/F (at the end of a convoy chain only where
/// `convoys`: the rules have convoy orders).
pub(super) fn boardings(map: &Map, state: &GameState, a: &Unit, convoys: bool) -> Vec<Order> {
    let here = map.province_of(a.loc);
    boardable(map, state, here)
        .filter(|f| convoys || within_reach(map, here, f.loc))
        .map(|f| super::unit_order(a, Action::BecomesAF { to: map.province_loc(map.province_of(f.loc)) }))
        .collect()
}

/// The fleet `c`'s convoys of an army to a fleet at sea it may board as an A/F, where `c` lies
/// on a chain that needs it.
pub(super) fn convoys_to_board(map: &Map, state: &GameState, c: &Unit) -> Vec<Order> {
    let at = map.province_of(c.loc);
    let mut out = Vec::new();
    for a in state.units.iter().filter(|a| a.kind.boards() && !a.aboard()) {
        let here = map.province_of(a.loc);
        for f in boardable(map, state, here) {
            let there = map.province_of(f.loc);
            if there != at
                && !within_reach(map, here, f.loc)
                && fleet_is_necessary(
                    map,
                    here,
                    there,
                    at,
                    |p| convoying_fleet(map, state, p, there),
                    &mut Default::default(),
                )
            {
                out.push(super::unit_order(
                    c,
                    Action::Convoy { from: map.province_loc(here), to: map.province_loc(there) },
                ));
            }
        }
    }
    out
}

/// The fleet `f`'s orders to accept a foreign army that could board it.
pub(super) fn accepts(map: &Map, state: &GameState, f: &Unit) -> Vec<Order> {
    if carrying(map, state, f) {
        return Vec::new();
    }
    state
        .units
        .iter()
        .filter(|a| a.power != f.power && a.kind.boards() && !a.aboard())
        .filter(|a| within_reach(map, map.province_of(a.loc), f.loc))
        .map(|a| super::unit_order(f, Action::Accept { army: map.province_loc(map.province_of(a.loc)) }))
        .collect()
}

/// The orders of the army on board `a`: hold (stay on board), and land, alone or with its
/// fleet's support, in each coastal province the fleet could enter; given by the fleet's owner.
pub(super) fn aboard(map: &Map, state: &GameState, a: &Unit) -> Vec<Order> {
    let here = map.province_of(a.loc);
    let Some(fleet) = state.units.iter().find(|f| f.kind.carries() && map.province_of(f.loc) == here) else {
        return vec![super::unit_order(a, Action::Hold)];
    };
    // A foreign fleet's owner names the army by its kind beside the fleet: its number is its
    // own power's.
    let number = if fleet.power == a.power { a.number } else { 0 };
    let ordered = |action| Order::Unit { power: Some(fleet.power), kind: Some(a.kind), loc: a.loc, action, number };
    let mut out = vec![ordered(Action::Hold)];
    for p in landings(map, fleet) {
        let to = map.province_loc(p);
        out.push(ordered(Action::Move { to, via_convoy: false }));
        out.push(ordered(Action::Land { to, by: map.province_loc(here) }));
    }
    out
}

/// The coastal provinces the army on board `fleet` could land in.
fn landings(map: &Map, fleet: &Unit) -> Vec<crate::map::ProvinceId> {
    let here = map.province_of(fleet.loc);
    let mut out: Vec<_> = map
        .fleet_neighbours(fleet.loc)
        .iter()
        .map(|&l| map.province_of(l))
        .filter(|&p| {
            p != here && map.province_kind(p) == ProvinceKind::Coast && map.can_reach(UnitKind::Fleet, fleet.loc, p)
        })
        .collect();
    out.dedup();
    out
}
