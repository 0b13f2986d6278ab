//! The variant mechanics, each in one module, and the one interface through which they take
//! part around the one resolver.
//!
//! A mechanic that changes who fights and how strongly is a [`Pass`]: before the resolution it
//! changes the [`Phase`], the phase as the resolver sees it (units, orders, each unit's
//! strength, whose support is cut only by half, the halves of split units, and each unit's
//! index back in the position); after it, once the result is mapped back to the position's
//! units ([`Phase::map_back`]), it settles what is its own. The passes run in
//! [`Adjudicator`](crate::resolve::Adjudicator)'s order before the resolution and in the reverse order
//! after it; a pass its rule does not switch on is never called, and where none is on the
//! resolver reads the position itself, so the standard game pays for none of this.
//!
//! - `leaders/`: Militarism III's Leaders (`leaders=one-per-power`), set aside first (and
//!   their rules in a position, a retreat and the opening builds);
//! - `doubled.rs`: Cat Diplomacy's doubled year (`patron_year=doubled`), which then doubles
//!   and splits the units that fight;
//! - `stacks.rs`: several units in one province and armies on board (the 1958 rules), which
//!   live inside the resolution rather than around it, so they are not a pass: the resolver
//!   asks them through named hooks, each called from one place and each answering the
//!   standard way where nothing stacks (`Prepared::stacked` false). Queries:
//!   `Prepared::unit_named` (the unit an order names), `Prepared::members` (who stands in a
//!   province), `Prepared::joins` (a move that joins its own units). Steps of `prepare.rs`:
//!   `stacks::begin`, `after_matching`, `before_linking`, `after_linking`. The decisions'
//!   generalisations, taken where the flag is set: `stack_hold_strength`,
//!   `stack_attack_strength` (`strength.rs`), `stack_move_succeeds` (`decide.rs`); after the
//!   moves, `stacks::carry` (`mod.rs`). Also `Prepared::commander` (who orders a unit).
//! - `af.rs`: Das Dippyspiel's A/F (feature `world`, `boarding=a-f`), the same machinery the
//!   world game's way, answering from inside those hooks where `Stacks::af` is set: the
//!   boarding, landing and accepting of `settle_boarding`, the boarding that fights no one in
//!   `stack_move_succeeds`, and the landing's end in `carry`.
//!
//! - `cavalry.rs`: Das Dippyspiel's cavalry (feature `world`), whose two half-moves make a
//!   season of two resolutions rather than change one: `Adjudicator::movement_in` hands such a
//!   season to it whole, and each half is then an ordinary resolution, passes and all. It
//!   costs the other boards one test of the map's `cavalry` switch.
//!
//! - `arctic.rs`: Das Dippyspiel's slow seas (feature `world`), whose moves span two seasons:
//!   `Adjudicator::movement_in` hands a season with a crossing to set out on or finish to it
//!   whole, before the cavalry's halves, and it plays the season once with its orders
//!   rewritten (a move setting out holds; an arriving unit's move is its order). It costs the
//!   other boards one test of the map's `slow_seas`.
//! - `surfacing.rs`: Das Dippyspiel's units through the vents (feature `world`, rule 7), whose
//!   units come up from under the board: `Adjudicator::movement_in` hands a season with an
//!   order to come up or go down to it whole, before the Arctic's crossings, and it plays the
//!   season once with a unit added at an underground place of its own for each one coming up
//!   and each one going down set aside. It costs the other boards one test of the map's
//!   `below`.
//! - `convoy_load.rs`: Das Dippyspiel's convoy capacity (feature `world`, rule 9), run last: a
//!   fleet ordered to convoy two armies is split, as a doubled unit is, into two fleets of one
//!   sea, each with one army's convoy, and made one again after. It costs the other boards one
//!   test of the map's `fleet_load`. No board has both it and a doubled year.
//!
//! Leaders and a doubled year compose (a Leader beside a doubled unit): Leaders are set aside
//! first, because a Leader has no strength and is never doubled or split, so the doubled pass
//! need not know of it; the Leader's strength is added to its unit's, doubled or not (a
//! doubled army with its Leader fights with three), and a Leader beside a unit split by two
//! orders goes with the half that keeps the unit's number (its first order's).

#[cfg(feature = "world")]
pub(crate) mod af;
#[cfg(feature = "world")]
pub(crate) mod arctic;
#[cfg(feature = "world")]
pub(crate) mod cavalry;
#[cfg(feature = "world")]
pub(crate) mod convoy_load;
pub(crate) mod doubled;
#[cfg(feature = "world")]
pub mod economy;
pub(crate) mod leaders;
pub(crate) mod stacks;
#[cfg(feature = "world")]
pub mod surfacing;
#[cfg(feature = "world")]
pub mod vents;

use crate::map::Map;
use crate::order::Order;
use crate::resolve::{Circumstances, MovementResult};
use crate::rules::Rules;
use crate::state::Unit;

/// What a pass may read: the position and the orders as given.
#[derive(Clone, Copy)]
pub(crate) struct Setting<'a> {
    pub map: &'a Map,
    /// The position's units.
    pub units: &'a [Unit],
    /// The orders as given.
    pub orders: &'a [Order],
    pub rules: &'a Rules,
    pub around: Circumstances<'a>,
}

/// The phase as the resolver sees it, as the passes leave it.
#[derive(Default)]
pub(crate) struct Phase {
    /// The units that fight: the position's in its order, less those a pass sets aside, with
    /// any a pass adds (a split unit's second half) after them.
    pub units: Vec<Unit>,
    /// The orders, as many as were given and in their order: a pass may readdress one or
    /// replace it by one the resolver refuses at once (its outcome written after), and add
    /// orders after them for units it adds (taking their outcomes out after).
    pub orders: Vec<Order>,
    /// Each unit's own strength.
    pub weight: Vec<u8>,
    /// Whether one attack on the unit cuts only one of its supports (a unit with its Leader).
    pub partial_cut: Vec<bool>,
    /// For each half of a split unit, the other (`NONE` for the others); empty when nothing
    /// split.
    pub other_half: Vec<u32>,
    /// Each unit's index in the position; a unit a pass adds is numbered after the position's
    /// units, in the order added.
    pub index: Vec<usize>,
}

impl Phase {
    /// Starts from the position as it is.
    pub fn begin(&mut self, units: &[Unit], orders: &[Order]) {
        self.units.clear();
        self.units.extend_from_slice(units);
        self.orders.clear();
        self.orders.extend_from_slice(orders);
        self.weight.clear();
        self.weight.extend(units.iter().map(|u| u.kind.capabilities().strength_alone));
        self.partial_cut.clear();
        self.partial_cut.resize(units.len(), false);
        self.other_half.clear();
        self.index.clear();
        self.index.extend(0..units.len());
    }

    /// Adds a unit after the others (numbered after the position's `position` units and those
    /// added before it) and returns its index in the phase.
    pub fn add(&mut self, unit: Unit, weight: u8, position: usize) -> usize {
        let added = self.index.iter().filter(|&&i| i >= position).count();
        self.units.push(unit);
        self.weight.push(weight);
        self.partial_cut.push(false);
        self.index.push(position + added);
        if !self.other_half.is_empty() {
            self.other_half.push(crate::resolve::prepare::NONE);
        }
        self.units.len() - 1
    }

    /// What the resolver reads of the strengths.
    pub fn doubling(&self) -> crate::resolve::prepare::Doubling<'_> {
        crate::resolve::prepare::Doubling {
            weight: &self.weight,
            other_half: &self.other_half,
            partial_cut: &self.partial_cut,
        }
    }

    /// Rewrites the resolver's result, indexed by the phase's units, as indexed by the
    /// position's `units` (those a pass added after them): a unit the resolver did not see
    /// holds where it stands until a pass settles it.
    pub fn map_back(&self, units: &[Unit], out: &mut MovementResult) {
        use crate::resolve::outcome::{Outcome, Reason};
        let n = units.len() + self.index.iter().filter(|&&i| i >= units.len()).count();
        let at = |k: usize| self.index[k];
        let mut outcomes = vec![Outcome { success: true, reason: Reason::Held }; n];
        let mut moved_to: Vec<_> = units.iter().map(|u| Some(u.loc)).collect();
        moved_to.resize(n, None);
        for (k, &i) in self.index.iter().enumerate() {
            outcomes[i] = out.units[k];
            moved_to[i] = out.moved_to[k];
        }
        out.units = outcomes;
        out.moved_to = moved_to;
        if !out.carriers.is_empty() {
            let mut carriers: Vec<u16> = units.iter().map(|u| u.carrier).collect();
            carriers.resize(n, 0);
            for (k, &i) in self.index.iter().enumerate() {
                carriers[i] = out.carriers[k];
            }
            out.carriers = carriers;
        }
        for u in out.order_units.iter_mut().flatten() {
            *u = at(*u);
        }
        for d in &mut out.dislodged {
            d.unit = at(d.unit);
        }
        for u in &mut out.destroyed {
            *u = at(*u);
        }
        for (u, _) in &mut out.implied {
            *u = at(*u);
        }
    }
}

/// The unit an order is for, as a mechanic reads it before the resolver does: the one standing
/// in the province the order names, of the power giving it (if the order says), of the number
/// it names (if any).
#[cfg(feature = "world")]
pub(crate) fn unit_ordered(map: &Map, units: &[Unit], order: &Order) -> Option<usize> {
    let Order::Unit { power, loc, number, .. } = *order else { return None };
    let here = map.province_of(loc);
    units.iter().position(|u| {
        map.province_of(u.loc) == here && power.is_none_or(|p| p == u.power) && (number == 0 || number == u.number)
    })
}

/// One mechanic's part around the resolver.
pub(crate) trait Pass {
    /// Whether its rule is on for this phase: if not, nothing else of it is called.
    fn on(&self, s: &Setting) -> bool;
    /// Before the resolution: what it does to the units, orders and strengths.
    fn before(&mut self, s: &Setting, phase: &mut Phase);
    /// After it, the result mapped back to the position's units: its own outcomes.
    fn after(&self, s: &Setting, phase: &Phase, out: &mut MovementResult);
}

/// How many passes there are: the convoy load's only with the `world` feature.
pub(crate) const PASSES: usize = if cfg!(feature = "world") { 3 } else { 2 };

/// The passes, in the order they run before the resolution.
#[derive(Default)]
pub(crate) struct Passes {
    leaders: leaders::LeadersPass,
    doubled: doubled::DoubledPass,
    #[cfg(feature = "world")]
    load: convoy_load::LoadPass,
}

impl Passes {
    /// Which passes are on, in order.
    pub fn on(&self, s: &Setting) -> [bool; PASSES] {
        [
            self.leaders.on(s),
            self.doubled.on(s),
            #[cfg(feature = "world")]
            self.load.on(s),
        ]
    }

    /// Runs the passes that are `on` before the resolution, in order.
    pub fn before(&mut self, on: [bool; PASSES], s: &Setting, phase: &mut Phase) {
        if on[0] {
            self.leaders.before(s, phase);
        }
        if on[1] {
            self.doubled.before(s, phase);
        }
        #[cfg(feature = "world")]
        if on[2] {
            self.load.before(s, phase);
        }
    }

    /// Runs the passes that are `on` after the resolution, in the reverse order.
    pub fn after(&self, on: [bool; PASSES], s: &Setting, phase: &Phase, out: &mut MovementResult) {
        #[cfg(feature = "world")]
        if on[2] {
            self.load.after(s, phase, out);
        }
        if on[1] {
            self.doubled.after(s, phase, out);
        }
        if on[0] {
            self.leaders.after(s, phase, out);
        }
    }
}

#[cfg(test)]
mod tests;
