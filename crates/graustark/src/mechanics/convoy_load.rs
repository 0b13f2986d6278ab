//! Das Dippyspiel's convoy capacity (rule 9): "A Fleet may convoy 1 C or 2 A in one season;
//! there is no restriction on the direction of travel, except that two units may not exchange
//! places by means of convoy by a single F; nor may a F convoy one A to a province and another
//! A from that province to a third location."
//!
//! A fleet's load is the map's (`fleet_load`: 2 on Das Dippyspiel's board, 1 on every other),
//! and each kind takes its `convoy_weight` of it (an army 1, a cavalry unit 2). A convoy order
//! naming one unit is the resolver's own, as in every game. An order naming two
//! ([`Action::ConvoyTwo`], `F Atl1 C A Lisa - Bres and A Exet - Norm`) is this pass's, on a
//! board whose load is above 1:
//!
//! - **Refused**: an order the rule forbids is set aside as an illegal order and the fleet
//!   holds (DATC 4.E.1: it could never be carried out, whatever the other orders), so neither
//!   army is carried by it: more than the load ([`Illegal::OverLoad`]), two units exchanging
//!   places ([`Illegal::ConvoyExchange`]), one army carried into a province and another out of
//!   it ([`Illegal::ConvoyRelay`]). The rule says what a fleet may not do, not how an order is
//!   written, so the order reads and its outcome says why it was not carried out.
//! - **Split**: otherwise the fleet is split before the resolution, as a doubled unit is: it
//!   keeps its place, its number and the first army's convoy, and a second fleet of its power
//!   with no strength of its own is added in the same sea with the second army's convoy. The
//!   resolver sees two fleets of one power in one sea, members of one province as the stack
//!   machinery has them: each army is carried as its own convoy order would carry it (its
//!   route, DATC's paradox rules), the sea holds with the fleet's strength and supports, and a
//!   move that takes the sea dislodges both, breaking both convoys.
//! - **After** the resolution the second fleet is taken out again. The order's outcome is the
//!   first army's convoy's where both succeed, else the first that failed (each half stands or
//!   falls as its own order would; one that fails does not stop the other).
//! - **Two lines**: a fleet given two convoy orders of one army each (`F Atl18 C A Exet - Norm`,
//!   `F Atl18 C A Pica - Prpl`) is given the two as one order, as if written with `and`: the
//!   rule lets a fleet carry two armies, so the second line is not a second order for the unit
//!   (DATC 4.D.3) but the rest of its load. Each line keeps its own army's outcome. A third
//!   convoy order for the fleet is a second order for it, as the rules on several orders say.
//!   Other orders given the fleet beside its two-army order are weighed by those rules too; the
//!   second fleet's convoy stands whatever they decide.
//!
//! Where the pass does not run (a board whose fleets carry one army, or a caller running the
//! resolver alone) the resolver refuses the order as over the load it carries by itself, one
//! army ([`unplayed`]). The standard game pays one test of the map's load.

use super::{Pass, Phase, Setting};
use crate::map::{LocId, Map, UnitKind};
use crate::order::{Action, Order};
use crate::resolve::MovementResult;
use crate::resolve::outcome::{Illegal, Outcome, Reason, UnitName};
use crate::resolve::prepare::{NONE, Prepared};
use crate::state::Unit;

/// The load pass: the fleets split this phase and the orders set aside.
#[derive(Default)]
pub(crate) struct LoadPass {
    /// Each split fleet's order, and the order added for its second army (indices in the
    /// phase's orders).
    split: Vec<(usize, usize)>,
    /// The orders set aside, and why.
    refused: Vec<(usize, Illegal)>,
    /// Two convoy orders for one fleet taken as one: the first, which carries both armies now,
    /// and the second, which takes its army's outcome.
    joined: Vec<(usize, usize)>,
}

impl Pass for LoadPass {
    /// On a board whose fleets carry more than one army, where a fleet is ordered to convoy two
    /// (in one order, or in two).
    fn on(&self, s: &Setting) -> bool {
        s.map.fleet_load > 1
            && (s.orders.iter().any(|o| matches!(o, Order::Unit { action: Action::ConvoyTwo { .. }, .. }))
                || !convoy_pairs(s.map, s.units, s.orders).is_empty())
    }

    fn before(&mut self, s: &Setting, phase: &mut Phase) {
        self.split.clear();
        self.refused.clear();
        self.joined = convoy_pairs(s.map, &phase.units, &phase.orders);
        for &(first, second) in &self.joined {
            let (
                Order::Unit { action: Action::Convoy { from: a, to: x }, .. },
                Order::Unit { action: Action::Convoy { from: b, to: y }, power, .. },
            ) = (phase.orders[first], phase.orders[second])
            else {
                continue;
            };
            if let Order::Unit { action, .. } = &mut phase.orders[first] {
                *action = Action::ConvoyTwo { from: [a, b], to: [x, y] };
            }
            // Not an order for any unit: its outcome is written after.
            phase.orders[second] = Order::Waive { power };
        }
        for oi in 0..phase.orders.len() {
            let order = phase.orders[oi];
            let Order::Unit { action: Action::ConvoyTwo { from, to }, .. } = order else { continue };
            // An order for no fleet of its power is left to the resolver, which says so.
            let Some(f) = fleet_ordered(s.map, &phase.units, order) else { continue };
            match refusal(s.map, &phase.units, &phase.units[f], from, to) {
                Some(why) => {
                    phase.orders[oi] = addressed(phase.units[f], Action::Hold);
                    self.refused.push((oi, why));
                }
                None => {
                    let added = split(s, phase, f, from, to, oi);
                    self.split.push((oi, added));
                }
            }
        }
    }

    fn after(&self, _: &Setting, _: &Phase, out: &mut MovementResult) {
        let second_line = |oi: usize| self.joined.iter().find(|&&(first, _)| first == oi).map(|&(_, second)| second);
        for &(oi, why) in &self.refused {
            let refused = Outcome { success: false, reason: Reason::Illegal(why) };
            set_outcome(out, oi, refused);
            if let Some(second) = second_line(oi) {
                out.orders[second] = refused;
                out.order_units[second] = out.order_units[oi];
            }
        }
        for &(oi, added) in &self.split {
            let both = [out.orders[oi], out.orders[added]];
            match second_line(oi) {
                // Two lines: each its own army's outcome.
                Some(second) => {
                    out.orders[second] = both[1];
                    out.order_units[second] = out.order_units[oi];
                }
                None => set_outcome(out, oi, both.into_iter().find(|o| !o.success).unwrap_or(both[0])),
            }
        }
        take_out_second_fleets(out, self.split.len());
    }
}

/// The outcome of order `oi` and of the unit it orders.
fn set_outcome(out: &mut MovementResult, oi: usize, outcome: Outcome) {
    out.orders[oi] = outcome;
    if let Some(u) = out.order_units[oi] {
        out.units[u] = outcome;
    }
}

/// Takes the `count` second fleets, listed last, and their orders out of the result.
fn take_out_second_fleets(out: &mut MovementResult, count: usize) {
    let orders = out.orders.len() - count;
    out.keep_units(out.units.len() - count);
    out.orders.truncate(orders);
    out.order_units.truncate(orders);
}

/// The first two convoy orders of one army each that name one fleet and differ, for each fleet
/// given two, as (first, second) by their indices in `orders`.
fn convoy_pairs(map: &Map, units: &[Unit], orders: &[Order]) -> Vec<(usize, usize)> {
    let convoys: Vec<(usize, usize)> = (orders.iter().enumerate())
        .filter(|(_, o)| matches!(o, Order::Unit { action: Action::Convoy { .. }, .. }))
        .filter_map(|(oi, &o)| fleet_ordered(map, units, o).map(|f| (oi, f)))
        .collect();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for (i, &(first, f)) in convoys.iter().enumerate() {
        if pairs.iter().any(|&(a, b)| a == first || b == first) || convoys[..i].iter().any(|&(_, g)| g == f) {
            continue;
        }
        let same = |oi: usize| match (orders[first], orders[oi]) {
            (Order::Unit { action: a, .. }, Order::Unit { action: b, .. }) => a == b,
            _ => false,
        };
        if let Some(&(second, _)) = convoys[i + 1..].iter().find(|&&(oi, g)| g == f && !same(oi)) {
            pairs.push((first, second));
        }
    }
    pairs
}

/// The fleet an order is for: the unit it names ([`super::unit_ordered`]), if that unit
/// convoys.
fn fleet_ordered(map: &Map, units: &[Unit], order: Order) -> Option<usize> {
    super::unit_ordered(map, units, &order).filter(|&f| units[f].kind.convoys())
}

/// Splits fleet `f` of the phase: it keeps order `oi` for the first army, and a second fleet
/// beside it takes the second army. Returns the index of the order added.
fn split(s: &Setting, phase: &mut Phase, f: usize, from: [LocId; 2], to: [LocId; 2], oi: usize) -> usize {
    let fleet = phase.units[f];
    let number = super::doubled::free_number(s.units, &phase.units, fleet.power);
    let second = Unit { number, ..fleet };
    let j = phase.add(second, 0, s.units.len());
    // Two units in one sea: the stack machinery's members of one province, as a split unit's.
    if phase.other_half.is_empty() {
        phase.other_half.resize(phase.units.len(), NONE);
    }
    phase.other_half[f] = j as u32;
    phase.other_half[j] = f as u32;
    phase.orders[oi] = addressed(fleet, Action::Convoy { from: from[0], to: to[0] });
    phase.orders.push(addressed(second, Action::Convoy { from: from[1], to: to[1] }));
    phase.orders.len() - 1
}

/// An order to `unit`, by its power and number.
fn addressed(unit: Unit, action: Action) -> Order {
    Order::Unit { power: Some(unit.power), kind: Some(unit.kind), loc: unit.loc, action, number: unit.number }
}

/// Why rule 9 forbids `fleet` to convoy the units at `from` to `to`, if it does: more than its
/// load, an exchange of places, or one army carried into a province and another out of it.
pub(crate) fn refusal(map: &Map, units: &[Unit], fleet: &Unit, from: [LocId; 2], to: [LocId; 2]) -> Option<Illegal> {
    let weight = from.iter().map(|&l| weight_at(map, units, l)).sum::<u8>();
    if weight > map.fleet_load {
        return Some(Illegal::OverLoad { fleet: UnitName::of(map, fleet), load: map.fleet_load, weight });
    }
    forbidden(map, from, to)
}

/// Rule 9's two prohibitions on the units at `from` convoyed to `to` by one fleet.
pub(crate) fn forbidden(map: &Map, from: [LocId; 2], to: [LocId; 2]) -> Option<Illegal> {
    let [a, b] = from.map(|l| map.province_of(l));
    let [x, y] = to.map(|l| map.province_of(l));
    if x == b && y == a {
        return Some(Illegal::ConvoyExchange(a, b));
    }
    match (x == b, y == a) {
        (true, _) => Some(Illegal::ConvoyRelay(b)),
        (_, true) => Some(Illegal::ConvoyRelay(a)),
        _ => None,
    }
}

/// What the unit at `loc` takes of a fleet's load: its kind's `convoy_weight`, or an army's
/// where no unit that can be convoyed stands there (the order names an army).
fn weight_at(map: &Map, units: &[Unit], loc: LocId) -> u8 {
    let here = map.province_of(loc);
    let kind = units.iter().find(|u| map.province_of(u.loc) == here).map(|u| u.kind);
    weight_of(kind.filter(|k| k.convoyable()).unwrap_or(UnitKind::Army))
}

/// What a unit of `kind` takes of a fleet's load.
pub(crate) fn weight_of(kind: UnitKind) -> u8 {
    kind.capabilities().convoy_weight
}

/// Why the resolver by itself refuses a fleet's two armies: only a fleet convoys, and alone it
/// carries one army.
pub(crate) fn unplayed(b: &Prepared, unit: &Unit, from: [LocId; 2]) -> Illegal {
    if !unit.kind.convoys() {
        return Illegal::OnlyFleetsConvoy;
    }
    let weight = from.iter().map(|&l| weight_at(b.map, b.units, l)).sum::<u8>();
    Illegal::OverLoad { fleet: UnitName::of(b.map, unit), load: 1, weight }
}

/// What each kind this board has takes of a load, in words: `an army takes 1, a cavalry unit 2`.
pub(crate) fn weights(map: &Map) -> String {
    // A papal unit takes what its kind does: the kinds supplied by centres say it.
    let plain = |k: UnitKind| k.supply() != crate::map::Supply::Papal;
    let taken = UnitKind::ALL.into_iter().filter(|&k| map.allows(k) && weight_of(k) > 0 && plain(k));
    let words: Vec<String> = taken
        .enumerate()
        .map(|(i, k)| format!("{}{} {}", k.with_article(), if i == 0 { " takes" } else { "" }, weight_of(k)))
        .collect();
    words.join(", ")
}
