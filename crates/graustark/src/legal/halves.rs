//! A cavalry unit's two halves offered for tapping (Das Dippyspiel, rule 6: "a Cavalry move
//! consists of two turns per moving season, during each one of which a Cavalry may move, hold,
//! support, &c."), as `mechanics::cavalry` plays them.
//!
//! What is offered is legal in the sense of DATC 4.E.1 (each could be valid, given the right
//! orders from the others), and kept simple rather than complete:
//!
//! - **First halves**: the unit's one-half orders that are a hold, a move by itself (not by
//!   convoy: a convoyed half is rule 9's, and its text would read as a route), or a support
//!   naming neither power nor number (a half has no words for them).
//! - **Supports in either half** only where the rules let a support name no power
//!   (`support_nationality`): none where it must always, the power's own units' where it must
//!   for a foreign unit.
//! - **Second halves**, from where the first leaves the unit (after a move, its destination;
//!   else where it stands): a hold; a move by itself; a support to hold, next to that place, of
//!   any unit that could be there when the second half begins (one standing there now, or a
//!   cavalry unit that could move there in its first half); and a support to move, into a
//!   place next to it, of such a cavalry unit only, since armies and fleets hold in the second
//!   half.

use super::{own_moves, reachable_provinces, unit_order};
use crate::map::{LocId, Map, PowerId, ProvinceId, UnitKind};
use crate::order::{Action, Half, Halves, Order};
use crate::rules::{Rules, SupportNationality};
use crate::state::{GameState, Unit};

pub(super) use crate::mechanics::cavalry::moves_twice;

/// The two-half orders of cavalry unit `u`: each first half among `one_half` (its one-half
/// orders, as listed) followed by each second half from where that first half leaves it, in
/// that order.
pub(super) fn halves_orders(map: &Map, state: &GameState, u: &Unit, one_half: &[Order], rules: &Rules) -> Vec<Order> {
    let mut targets = second_half_targets(map, state, u);
    targets.retain(|t| support_names_no_power(rules, u, t.power));
    let staying = second_halves(map, u, &targets);
    let mut out = Vec::new();
    for first in one_half.iter().filter_map(|o| first_half(map, u, o)) {
        let seconds = match first {
            Half::Move(to) => second_halves(map, &Unit { loc: to, ..*u }, &targets),
            Half::Hold | Half::Support { .. } => staying.clone(),
        };
        out.extend(seconds.into_iter().map(|second| unit_order(u, Action::Halves(Halves([first, second])))));
    }
    out
}

/// Whether the rules let `u` support a unit of `power` without naming the power (DATC 4.C.5),
/// as a half's support must.
fn support_names_no_power(rules: &Rules, u: &Unit, power: PowerId) -> bool {
    match rules.support_nationality {
        SupportNationality::Required => false,
        SupportNationality::RequiredForForeign => power == u.power,
        SupportNationality::Ignore | SupportNationality::MustBeRight => true,
    }
}

/// The one-half order `order` of `u` as a first half, if it may be one.
fn first_half(map: &Map, u: &Unit, order: &Order) -> Option<Half> {
    let Order::Unit { action, .. } = *order else { return None };
    match action {
        Action::Hold => Some(Half::Hold),
        Action::Move { to, via_convoy: false } if map.can_reach(u.kind, u.loc, map.province_of(to)) => {
            Some(Half::Move(to))
        }
        Action::Support { target, target_kind, target_power: None, dest, target_number: 0 } => {
            Some(Half::Support { target, target_kind, dest })
        }
        _ => None,
    }
}

/// A unit a second half may support: of `kind` and `power`, standing in province `at` when the
/// second half begins, and whether it may move then (only a cavalry unit does).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Target {
    at: ProvinceId,
    kind: UnitKind,
    power: PowerId,
    moves: bool,
}

/// Every unit but `u` where it stands now, and every other cavalry unit in each province it
/// could move into in its first half: those within three provinces of `u` (next to a place its
/// second half may start from, or to a place it may support a move into), each once, in the
/// order of the position.
fn second_half_targets(map: &Map, state: &GameState, u: &Unit) -> Vec<Target> {
    let near = within(map, u, 3);
    let mut out: Vec<Target> = Vec::new();
    for v in state.units.iter().filter(|v| *v != u && !v.aboard()) {
        let moves = moves_twice(v);
        let here = Target { at: map.province_of(v.loc), kind: v.kind, power: v.power, moves };
        let reached = if moves { reachable_provinces(map, v) } else { Vec::new() };
        for t in std::iter::once(here).chain(reached.into_iter().map(|at| Target { at, ..here })) {
            if near[t.at.0 as usize] && !out.contains(&t) {
                out.push(t);
            }
        }
    }
    out
}

/// The provinces `u` could reach in at most `moves` moves of its own, by province.
fn within(map: &Map, u: &Unit, moves: usize) -> Vec<bool> {
    let mut near = vec![false; map.provinces.len()];
    let mut edge = vec![map.province_of(u.loc)];
    near[edge[0].0 as usize] = true;
    for _ in 0..moves {
        let from = std::mem::take(&mut edge);
        for p in from {
            for q in reachable_provinces(map, &Unit { loc: map.province_loc(p), ..*u }) {
                if !near[q.0 as usize] {
                    near[q.0 as usize] = true;
                    edge.push(q);
                }
            }
        }
    }
    near
}

/// The second halves of a cavalry unit standing as `there`: hold, its moves, then its supports
/// of `targets`: to hold where it could move, to move (a cavalry unit's) into where it could.
fn second_halves(map: &Map, there: &Unit, targets: &[Target]) -> Vec<Half> {
    let here = map.province_of(there.loc);
    let reach = reachable_provinces(map, there);
    let mut out = vec![Half::Hold];
    out.extend(own_moves(map, there).into_iter().map(Half::Move));
    for t in targets.iter().filter(|t| t.at != here) {
        let target = map.province_loc(t.at);
        let support = |dest: Option<LocId>| Half::Support { target, target_kind: Some(t.kind), dest };
        if reach.contains(&t.at) {
            out.push(support(None));
        }
        if t.moves {
            let onward = reach.iter().filter(|&&d| d != t.at && map.can_reach(t.kind, target, d));
            out.extend(onward.map(|&d| support(Some(map.province_loc(d)))));
        }
    }
    out
}
