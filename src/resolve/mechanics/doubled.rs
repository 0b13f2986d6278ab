//! Cat Diplomacy's doubled units (rules 4 to 6). In the year named after a power, each of its
//! armies, fleets and coast guards fights with the strength of two; two different orders to
//! one of them split it into two single units of its kind (a coast guard into an army and a
//! fleet), which fight as two units of one province. Nothing here runs unless the rules
//! double a power's units this year, so the standard game pays for none of it.
//!
//! The split happens before the orders are matched: the unit's first half keeps its place in
//! the unit list and its number, the second is added after the position's units with its
//! power's lowest free number, and each of the two orders is addressed to its half by number.

use crate::resolve::prepare::NONE;
use crate::map::{Map, PowerId, ProvinceId, UnitKind};
use crate::order::{Action, Order};
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

/// The units and orders of a phase with doubled units, as the resolver sees them.
#[derive(Default)]
pub(crate) struct Doubled {
    /// The position's units, each split unit's first half in its place, the second halves
    /// after them.
    pub units: Vec<Unit>,
    /// The orders, those of split units addressed to their halves by number.
    pub orders: Vec<Order>,
    /// Each unit's own strength.
    pub weight: Vec<u8>,
    /// For each half, the other (NONE for the other units).
    pub other_half: Vec<u32>,
    pub splits: Vec<Split>,
    /// The orders of coast guards whose halves could not be told apart: both fail and the
    /// coast guard holds, whole (example F).
    pub unclear: Vec<usize>,
}

/// Splits the doubled units of the powers in `doubled` (a bit per power) that have two
/// different orders, leaving out `single` (units split earlier this year: power, number),
/// and gives every other unit of those powers the strength of two.
pub(crate) fn split(
    map: &Map,
    units: &[Unit],
    orders: &[Order],
    doubled: u64,
    single: &[(PowerId, u16)],
    out: &mut Doubled,
) {
    out.units.clear();
    out.units.extend_from_slice(units);
    out.orders.clear();
    out.orders.extend_from_slice(orders);
    out.splits.clear();
    out.unclear.clear();
    let is_doubled = |u: &Unit| doubled >> u.power.0 & 1 == 1 && !single.contains(&(u.power, u.number));
    out.weight.clear();
    out.weight.extend(units.iter().map(|u| if is_doubled(u) { 2 } else { 1 }));
    for (i, unit) in units.iter().enumerate() {
        if !is_doubled(unit) {
            continue;
        }
        let mine: Vec<usize> = distinct_orders(map, orders, unit);
        if mine.len() != 2 {
            // One order: the whole unit carries it out. More than two: the rules on several
            // orders to one unit decide, as for any unit.
            continue;
        }
        let kinds = match unit.kind {
            UnitKind::CoastGuard => match coast_guard_halves(map, unit, orders[mine[0]], orders[mine[1]]) {
                Some(kinds) => kinds,
                None => {
                    out.unclear.extend_from_slice(&mine);
                    for &o in &mine {
                        out.orders[o] = Order::Unit {
                            power: Some(unit.power),
                            kind: None,
                            loc: unit.loc,
                            action: Action::Hold,
                            number: 0,
                        };
                    }
                    continue;
                }
            },
            kind => [kind, kind],
        };
        let second_number = free_number(&out.units, unit.power);
        let first = Unit { kind: kinds[0], ..*unit };
        let second = Unit { kind: kinds[1], number: second_number, ..*unit };
        out.units[i] = first;
        out.units.push(second);
        out.weight[i] = 1;
        out.weight.push(1);
        for (o, half) in mine.iter().zip([first, second]) {
            let other = if half.number == first.number { second } else { first };
            out.orders[*o] = addressed(map, orders[*o], half, other);
        }
        out.splits.push(Split { unit: i, whole: *unit, halves: [first, second] });
    }
    out.other_half.clear();
    if !out.splits.is_empty() {
        out.other_half.resize(out.units.len(), NONE);
        for (k, s) in out.splits.iter().enumerate() {
            let second = units.len() + k;
            out.other_half[s.unit] = second as u32;
            out.other_half[second] = s.unit as u32;
        }
    }
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

/// Which of two orders to a doubled coast guard is the army's and which the fleet's: as
/// written (`(army)`, `(fleet)`, or `A`/`F` for the unit), else the only way both orders can
/// be carried out. None where both ways can (the source's example F: 'it isn't clear which
/// unit is the fleet, and which is the army').
fn coast_guard_halves(map: &Map, unit: &Unit, a: Order, b: Order) -> Option<[UnitKind; 2]> {
    let label = |o: Order| match o {
        Order::Unit { kind: Some(k @ (UnitKind::Army | UnitKind::Fleet)), .. } => Some(k),
        _ => None,
    };
    let other = |k: UnitKind| if k == UnitKind::Army { UnitKind::Fleet } else { UnitKind::Army };
    match (label(a), label(b)) {
        (Some(x), Some(y)) if x != y => return Some([x, y]),
        (Some(x), None) => return Some([x, other(x)]),
        (None, Some(y)) => return Some([other(y), y]),
        (Some(_), Some(_)) => return None,
        (None, None) => {}
    }
    let army_first = fits(map, unit, UnitKind::Army, a) && fits(map, unit, UnitKind::Fleet, b);
    let fleet_first = fits(map, unit, UnitKind::Fleet, a) && fits(map, unit, UnitKind::Army, b);
    match (army_first, fleet_first) {
        (true, false) => Some([UnitKind::Army, UnitKind::Fleet]),
        (false, true) => Some([UnitKind::Fleet, UnitKind::Army]),
        // Both ways: unclear. Neither: the army takes the first, and the order that neither
        // half can carry out fails on its own.
        (true, true) => None,
        (false, false) => Some([UnitKind::Army, UnitKind::Fleet]),
    }
}

/// Whether a unit of `kind` where `unit` stands could carry out `order` by itself.
fn fits(map: &Map, unit: &Unit, kind: UnitKind, order: Order) -> bool {
    let Order::Unit { action, .. } = order else { return false };
    let reach = |p: ProvinceId| match kind {
        UnitKind::Army => map.army_adjacent(map.province_of(unit.loc), p),
        _ => map.can_reach(kind, unit.loc, p),
    };
    match action {
        Action::Move { to, via_convoy: false } => reach(map.province_of(to)),
        Action::Move { .. } | Action::MoveByPath { .. } => kind == UnitKind::Army,
        Action::Support { target, dest, .. } => reach(map.province_of(dest.unwrap_or(target))),
        Action::Convoy { .. } => kind == UnitKind::Fleet,
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

/// The lowest number `power` does not use.
fn free_number(units: &[Unit], power: PowerId) -> u16 {
    (1..).find(|n| !units.iter().any(|u| u.power == power && u.number == *n)).unwrap_or(0)
}
