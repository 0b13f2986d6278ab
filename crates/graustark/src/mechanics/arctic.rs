//! Das Dippyspiel's Arctic Ocean (rule 11): "Movement through Arctic Ocean provinces requires
//! two seasons each; that is, an F moving through such a province must be ordered to do so in
//! one season and would complete the move in the next."
//!
//! A province whose map entry has `crossing: 2` takes two seasons to enter. Our reading, with
//! its tests in `tests/variants/arctic.toml`:
//!
//! - **Setting out.** A legal move into such a province, ordered in one movement season, is
//!   not played in it: the unit holds where it stands, with its own strength, and its order's
//!   outcome is [`Reason::SetOut`]. The position keeps it as a [`Transit`].
//! - **In transit** (the retreats and adjustments between, and the next movement season until
//!   its move is played) the unit stands where it set out from: it may be supported to hold,
//!   attacked and dislodged there, and counts for its power as any unit on the board.
//!   Dislodged, or removed in the adjustments, it goes no further.
//! - **Arriving.** In the next movement season its move is played with the others', an
//!   ordinary move that may be supported, stood off or dislodge a unit; whatever befalls it,
//!   the crossing ends. It takes no other order: one written for it is illegal
//!   ([`Illegal::InTransit`]), and the move is what it carried out ([`MovementResult::implied`]).
//!
//! Why: the source's "must be ordered to do so in one season and would complete the move in
//! the next" puts the ordering in one season and the move, with its outcome, in the next. The
//! other reading, a unit that leaves at once and is nowhere (or out of reach at sea) for a
//! season, needs a unit off the board, which no rule describes: who may attack it, where it
//! retreats, whether it counts. A season handed here is played by the one resolver once, with
//! its orders rewritten; `Adjudicator::movement_in` asks [`crossing_season`] first, which costs
//! a board without slow seas one test of the map's `slow_seas`.

use super::Setting;
use crate::map::{LocId, Map};
use crate::order::{Action, Order};
use crate::resolve::outcome::{Illegal, Outcome, Reason};
use crate::resolve::{Adjudicator, Circumstances, MovementResult};
use crate::state::{Transit, Unit};

/// Whether the season has a crossing to set out on or to finish.
#[inline]
pub(crate) fn crossing_season(s: &Setting) -> bool {
    s.map.slow_seas && (!s.around.transits.is_empty() || s.orders.iter().any(|o| slow_move(s.map, o).is_some()))
}

/// The season played with its crossings into `out`: the outcomes as the orders given, the
/// transits the next position keeps in `out.transits`, and the units that arrived in
/// `out.arrivals`.
#[cold]
#[inline(never)]
pub(crate) fn play_crossings(adj: &mut Adjudicator, s: Setting, out: &mut MovementResult) {
    let plan = Plan::of(s.map, s.units, s.around.transits, s.orders);
    let around = Circumstances { transits: &[], ..s.around };
    adj.movement_settled(Setting { orders: &plan.orders, around, ..s }, out);
    plan.settle(s.map, s.units, s.orders.len(), out);
}

/// A move into a province that takes two seasons to cross: (where the order is for, where to).
fn slow_move(map: &Map, order: &Order) -> Option<(LocId, LocId)> {
    match *order {
        Order::Unit { loc, action: Action::Move { to, via_convoy: false }, .. }
            if map.crossing_seasons(map.province_of(to)) > 1 =>
        {
            Some((loc, to))
        }
        _ => None,
    }
}

/// The season's orders as the resolver plays them, and what each rewritten one was.
struct Plan {
    /// The orders given, rewritten, then the moves of arriving units no order given names.
    orders: Vec<Order>,
    /// Orders given that set out: (order, unit, bound for).
    setting_out: Vec<(usize, usize, LocId)>,
    /// Orders given for an arriving unit other than its move: (order, unit, bound for).
    refused: Vec<(usize, usize, LocId)>,
    /// The arriving units, and where each is bound.
    arriving: Vec<(usize, LocId)>,
    /// The arriving units whose moves are added after the orders given, in that order.
    added: Vec<usize>,
}

impl Plan {
    fn of(map: &Map, units: &[Unit], transits: &[Transit], orders: &[Order]) -> Plan {
        let mut plan =
            Plan { orders: orders.to_vec(), setting_out: vec![], refused: vec![], arriving: vec![], added: vec![] };
        for t in transits {
            if let Some(u) = units.iter().position(|u| u.loc == t.from) {
                plan.arriving.push((u, t.to));
            }
        }
        let mut written = vec![false; plan.arriving.len()];
        for (oi, order) in orders.iter().enumerate() {
            let Some(u) = super::unit_ordered(map, units, order) else { continue };
            if let Some(k) = plan.arriving.iter().position(|&(a, _)| a == u) {
                let to = plan.arriving[k].1;
                if slow_move(map, order).is_some_and(|(_, dest)| dest == to) {
                    written[k] = true;
                } else {
                    plan.refused.push((oi, u, to));
                    // Refused by the resolver at once, touching no unit: its outcome is written after.
                    plan.orders[oi] = Order::Waive { power: order.power() };
                }
            } else if let Some((loc, to)) = slow_move(map, order)
                && map.can_move(units[u].kind, units[u].loc, to)
            {
                plan.setting_out.push((oi, u, to));
                plan.orders[oi] = hold_of(order, loc);
            }
        }
        for (k, &(u, to)) in plan.arriving.iter().enumerate() {
            if !written[k] {
                plan.added.push(u);
                plan.orders.push(move_of(&units[u], to));
            }
        }
        plan
    }

    /// Writes the outcomes of the rewritten orders and what the next position keeps.
    fn settle(&self, map: &Map, units: &[Unit], given: usize, out: &mut MovementResult) {
        for (k, &u) in self.added.iter().enumerate() {
            out.implied.push((u, self.orders[given + k]));
        }
        out.orders.truncate(given);
        out.order_units.truncate(given);
        for &(oi, u, to) in &self.refused {
            let reason = Reason::Illegal(Illegal::InTransit(map.province_of(to)));
            out.orders[oi] = Outcome { success: false, reason };
            out.order_units[oi] = Some(u);
        }
        let mut kept = Vec::new();
        for &(oi, u, to) in &self.setting_out {
            if out.moved_to[u].is_none() {
                continue;
            }
            let set_out = Outcome { success: true, reason: Reason::SetOut(map.province_of(to)) };
            out.orders[oi] = set_out;
            out.units[u] = set_out;
            kept.push((u, Transit { from: units[u].loc, to }));
        }
        // In the order of their units, as the position lists them.
        kept.sort_by_key(|&(u, _)| u);
        out.transits.extend(kept.into_iter().map(|(_, t)| t));
        out.arrivals = self.arriving.iter().map(|&(u, _)| u).collect();
    }
}

/// The arriving unit's move, as its power's order.
fn move_of(unit: &Unit, to: LocId) -> Order {
    let action = Action::Move { to, via_convoy: false };
    Order::Unit { power: Some(unit.power), kind: Some(unit.kind), loc: unit.loc, action, number: unit.number }
}

/// The order as a hold, where the unit stands.
fn hold_of(order: &Order, loc: LocId) -> Order {
    match *order {
        Order::Unit { power, kind, number, .. } => Order::Unit { power, kind, loc, action: Action::Hold, number },
        other => other,
    }
}
