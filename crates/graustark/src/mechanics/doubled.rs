//! Cat Diplomacy's doubled units (rules 4 to 6). In the year named after a power, each of its
//! armies, fleets and coast guards fights with the strength of two; two different orders to
//! one of them split it into two single units of its kind (a coast guard into an army and a
//! fleet), which fight as two units of one province. Nothing here runs unless the rules
//! double a power's units this year, so the standard game pays for none of it.
//!
//! The split happens before the orders are matched: the unit's first half keeps its place in
//! the unit list and its number, the second is added after the position's units with its
//! power's lowest free number, and each of the two orders is addressed to its half by number.

use super::{Pass, Phase, Setting};
use crate::map::{Map, PowerId, ProvinceId, UnitKind};
use crate::order::{Action, Order};
use crate::resolve::MovementResult;
use crate::resolve::outcome::{Illegal, Outcome, Reason};
use crate::resolve::prepare::NONE;
use crate::rules::PatronYear;
use crate::state::Unit;

/// A doubled unit split by two different orders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// Its index in the position's units: the first half's index in the result.
    pub unit: usize,
    /// The unit as it stood before splitting.
    pub whole: Unit,
    /// Its two halves; the second is listed after the position's units.
    pub halves: [Unit; 2],
}

/// The doubled year's pass: the units split this phase, and the orders that could not say
/// which half of a coast guard they were for.
#[derive(Default)]
pub(crate) struct DoubledPass {
    splits: Vec<Split>,
    /// The orders of coast guards whose halves could not be told apart: both fail and the
    /// coast guard holds, whole (example F).
    unclear: Vec<usize>,
}

impl Pass for DoubledPass {
    /// Under `patron_year=doubled`, in a year whose patron has units.
    fn on(&self, s: &Setting) -> bool {
        s.around.doubled != 0 && s.rules.patron_year == PatronYear::Doubled
    }

    fn before(&mut self, s: &Setting, phase: &mut Phase) {
        self.splits.clear();
        self.unclear.clear();
        split(s, phase, self);
    }

    fn after(&self, _: &Setting, _: &Phase, out: &mut MovementResult) {
        for &o in &self.unclear {
            out.orders[o] = Outcome { success: false, reason: Reason::Illegal(Illegal::SplitUnclear) };
        }
        out.splits.clone_from(&self.splits);
    }
}

/// Splits the doubled units of the powers doubled this year that have two different orders,
/// leaving out those split earlier this year, and doubles every other unit of those powers.
fn split(s: &Setting, phase: &mut Phase, pass: &mut DoubledPass) {
    let (map, doubled, single) = (s.map, s.around.doubled, s.around.single);
    let is_doubled = |u: &Unit| doubled >> u.power.0 & 1 == 1 && !single.contains(&(u.power, u.number));
    for i in 0..phase.units.len() {
        let unit = phase.units[i];
        if !is_doubled(&unit) {
            continue;
        }
        let mine: Vec<usize> = distinct_orders(map, &phase.orders, &unit);
        if mine.len() != 2 {
            // One order: the whole unit carries it out, with the strength of two. More than
            // two: the rules on several orders to one unit decide, as for any unit.
            phase.weight[i] += unit.kind.capabilities().strength_alone;
            continue;
        }
        let Some(kinds) = halves(map, &unit, [phase.orders[mine[0]], phase.orders[mine[1]]]) else {
            pass.unclear.extend_from_slice(&mine);
            for &o in &mine {
                phase.orders[o] =
                    Order::Unit { power: Some(unit.power), kind: None, loc: unit.loc, action: Action::Hold, number: 0 };
            }
            continue;
        };
        split_one(s, phase, pass, i, kinds, [mine[0], mine[1]]);
    }
}

/// Splits the unit `i` of the phase into halves of `kinds`, the first keeping its place, its
/// number and whatever else strengthens it, and addresses the two `orders` to them.
fn split_one(
    s: &Setting,
    phase: &mut Phase,
    pass: &mut DoubledPass,
    i: usize,
    kinds: [UnitKind; 2],
    orders: [usize; 2],
) {
    let unit = phase.units[i];
    let second_number = free_number(s.units, &phase.units, unit.power);
    let first = Unit { kind: kinds[0], ..unit };
    let second = Unit { kind: kinds[1], number: second_number, ..unit };
    phase.units[i] = first;
    let j = phase.add(second, second.kind.capabilities().strength_alone, s.units.len());
    if phase.other_half.is_empty() {
        phase.other_half.resize(phase.units.len(), NONE);
    }
    phase.other_half[i] = j as u32;
    phase.other_half[j] = i as u32;
    let given = [phase.orders[orders[0]], phase.orders[orders[1]]];
    phase.orders[orders[0]] = addressed(s.map, given[0], first, second);
    phase.orders[orders[1]] = addressed(s.map, given[1], second, first);
    pass.splits.push(Split { unit: phase.index[i], whole: unit, halves: [first, second] });
}

/// The kinds of a doubled unit's halves given two orders: its own kind twice, or for a coast
/// guard the army's and the fleet's as the orders show (None where they cannot be told).
fn halves(map: &Map, unit: &Unit, orders: [Order; 2]) -> Option<[UnitKind; 2]> {
    let kinds = unit.kind.halves();
    if kinds[0] == kinds[1] {
        return Some(kinds);
    }
    coast_guard_halves(map, unit, kinds, orders[0], orders[1])
}

/// The indices of the different orders given to `unit` (the same order twice is one).
fn distinct_orders(map: &Map, orders: &[Order], unit: &Unit) -> Vec<usize> {
    let here = map.province_of(unit.loc);
    let mut mine: Vec<usize> = Vec::new();
    for (o, order) in orders.iter().enumerate() {
        let Order::Unit { power, kind, loc, action, number } = *order else { continue };
        let for_it = map.province_of(loc) == here
            && power.is_none_or(|p| p == unit.power)
            && (number == 0 || number == unit.number);
        let repeat =
            |&m: &usize| matches!(orders[m], Order::Unit { kind: k, action: a, .. } if a == action && k == kind);
        if for_it && !mine.iter().any(repeat) {
            mine.push(o);
        }
    }
    mine
}

/// Which of two orders to a doubled unit whose halves are of two kinds (a coast guard: an
/// army and a fleet) is which half's: as written (`(army)`, `(fleet)`, or `A`/`F` for the
/// unit), else the only way both orders can be carried out. None where both ways can (the
/// source's example F: 'it isn't clear which unit is the fleet, and which is the army').
fn coast_guard_halves(map: &Map, unit: &Unit, kinds: [UnitKind; 2], a: Order, b: Order) -> Option<[UnitKind; 2]> {
    let label = |o: Order| match o {
        Order::Unit { kind: Some(k), .. } if kinds.contains(&k) => Some(k),
        _ => None,
    };
    let other = |k: UnitKind| if k == kinds[0] { kinds[1] } else { kinds[0] };
    match (label(a), label(b)) {
        (Some(x), Some(y)) if x != y => return Some([x, y]),
        (Some(x), None) => return Some([x, other(x)]),
        (None, Some(y)) => return Some([other(y), y]),
        (Some(_), Some(_)) => return None,
        (None, None) => {}
    }
    let [k0, k1] = kinds;
    let first_way = fits(map, unit, k0, a) && fits(map, unit, k1, b);
    let second_way = fits(map, unit, k1, a) && fits(map, unit, k0, b);
    match (first_way, second_way) {
        (true, false) => Some([k0, k1]),
        (false, true) => Some([k1, k0]),
        // Both ways: unclear. Neither: the first half (the army) takes the first order, and
        // the order that neither half can carry out fails on its own.
        (true, true) => None,
        (false, false) => Some([k0, k1]),
    }
}

/// Whether a unit of `kind` where `unit` stands could carry out `order` by itself.
fn fits(map: &Map, unit: &Unit, kind: UnitKind, order: Order) -> bool {
    let Order::Unit { action, .. } = order else { return false };
    let reach = |p: ProvinceId| map.can_reach(kind, unit.loc, p);
    match action {
        Action::Move { to, via_convoy: false } => reach(map.province_of(to)),
        Action::Move { .. } | Action::MoveByPath { .. } => kind.convoyable(),
        Action::Support { target, dest, .. } => reach(map.province_of(dest.unwrap_or(target))),
        Action::Convoy { .. } => kind.convoys(),
        _ => true,
    }
}

/// The order addressed to `half` by number; a support it gives to the other half's move names
/// that half by number.
fn addressed(map: &Map, order: Order, half: Unit, other: Unit) -> Order {
    let Order::Unit { action, loc, .. } = order else { return order };
    let action = match action {
        Action::Support { target, dest, target_kind, .. }
            if map.province_of(target) == map.province_of(half.loc) && dest.is_some() =>
        {
            Action::Support { target, dest, target_kind, target_power: Some(other.power), target_number: other.number }
        }
        a => a,
    };
    Order::Unit { power: Some(half.power), kind: Some(half.kind), loc, action, number: half.number }
}

/// The lowest number `power` uses neither in the position nor in the phase.
pub(super) fn free_number(position: &[Unit], phase: &[Unit], power: PowerId) -> u16 {
    let used = |n: u16| position.iter().chain(phase).any(|u| u.power == power && u.number == n);
    (1..).find(|&n| !used(n)).unwrap_or(0)
}
