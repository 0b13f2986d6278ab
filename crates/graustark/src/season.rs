//! A whole season in one call, for the two-season game year of postal play (God Save The Zine
//! house rules 3.1): the moves, then the retreats written with them for the units the moves
//! dislodge, then in the autumn the builds and removals written with them. Each phase is
//! [`crate::play`], the one adjudicator; this module only chooses which written orders reach
//! it. The sheet is read by [`crate::parse::parse_season_sheet`].
//!
//! - A retreat is used only if its unit (as it stood before the season) is dislodged and its
//!   conditions hold; the first such retreat for a unit counts. A dislodged unit given none is
//!   disbanded (3.1).
//! - A build or removal may wait on the moves and on the retreats (3.1), each condition
//!   checked by [`SeasonFacts`] against what the phases did.
//! - No build orders, no builds (3.3): builds and removals are those written whose conditions
//!   hold, in the order written.
//! - "Remove A(Par)" means the army in Paris before the season, wherever it is now; if no unit
//!   stood there before the season, the one there after the moves (3.4).

use crate::game::{PhaseResult, play};
use crate::map::{LocId, Map};
use crate::order::{Action, Order};
use crate::parse::{Condition, SeasonLine, SeasonPart, stood_at};
use crate::rules::Rules;
use crate::state::{GameState, Phase, Season, Unit};

/// One phase of the season as played.
#[derive(Clone, Debug)]
pub struct SeasonPhase {
    /// The position the phase was played from.
    pub before: GameState,
    /// The orders given to it.
    pub orders: Vec<Order>,
    pub result: PhaseResult,
}

/// Why a written retreat, build or removal was not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unused {
    /// A condition did not hold.
    Condition,
    /// Its unit was not dislodged.
    NotDislodged,
    /// An earlier retreat for the same unit was used.
    AnotherFirst,
    /// Its unit is no longer on the board.
    UnitGone,
    /// No adjustment phase followed the moves (nothing was due).
    NoAdjustments,
}

impl Unused {
    /// The reason as the report prints it.
    pub fn describe(self) -> &'static str {
        match self {
            Unused::Condition => "its condition did not hold",
            Unused::NotDislodged => "the unit was not dislodged",
            Unused::AnotherFirst => "an earlier retreat for the unit was used",
            Unused::UnitGone => "the unit is no longer on the board",
            Unused::NoAdjustments => "no builds or removals were due",
        }
    }
}

/// The season played: its phases in order, the lines not used (by index into the sheet's
/// lines) with why, and the position the next season starts from.
#[derive(Clone, Debug)]
pub struct SeasonResult {
    pub phases: Vec<SeasonPhase>,
    pub unused: Vec<(usize, Unused)>,
    pub next: GameState,
    /// What the season did, against which its press's conditions are checked.
    pub facts: SeasonFacts,
}

/// Plays a season from the movement phase that starts it: the moves, then the retreats, then
/// (after the autumn's moves) the builds and removals, as the sheet's lines say.
pub fn play_season(map: &Map, state: &GameState, lines: &[SeasonLine], rules: &Rules) -> SeasonResult {
    let mut start = state.clone();
    if start.needs_numbers() {
        start.number_units();
    }
    let mut unused = Vec::new();
    let moves: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].part == SeasonPart::Moves).collect();
    let orders: Vec<Order> = moves.iter().map(|&i| lines[i].order).collect();
    let movement = play(map, &start, &orders, rules);
    let succeeded = movement.order_outcomes().iter().map(|o| o.success);
    let mut facts = SeasonFacts::after_moves(&start, moves.iter().copied().zip(succeeded).collect(), &movement.next);
    let mut now = movement.next.clone();
    let mut phases = vec![SeasonPhase { before: start.clone(), orders, result: movement }];

    if now.phase == Phase::Retreat {
        let mut given: Vec<Order> = Vec::new();
        let mut retreating: Vec<(crate::map::PowerId, u16)> = Vec::new();
        for (i, l) in lines.iter().enumerate().filter(|(_, l)| l.part == SeasonPart::Retreats) {
            let Some(u) = stood_at(map, &start, l.order).map(|u| start.units[u]) else { continue };
            let why = if !is_dislodged(&now, &u) {
                Some(Unused::NotDislodged)
            } else if !facts.hold(map, &l.conditions) {
                Some(Unused::Condition)
            } else if retreating.contains(&(u.power, u.number)) {
                Some(Unused::AnotherFirst)
            } else {
                None
            };
            match why {
                Some(w) => unused.push((i, w)),
                None => {
                    retreating.push((u.power, u.number));
                    given.push(l.order.with_power(u.power).in_position(map, &now));
                }
            }
        }
        let result = play(map, &now, &given, rules);
        let before = std::mem::replace(&mut now, result.next.clone());
        phases.push(SeasonPhase { before, orders: given, result });
    } else {
        let retreats = lines.iter().enumerate().filter(|(_, l)| l.part == SeasonPart::Retreats);
        unused.extend(retreats.map(|(i, _)| (i, Unused::NotDislodged)));
    }
    // With no retreat phase, any unit the moves dislodged had nowhere to go: disbanded.
    facts.retreated(&now);

    let adjustments = lines.iter().enumerate().filter(|(_, l)| l.part == SeasonPart::Adjustments);
    // The winter's adjustments that follow the autumn's moves.
    if now.phase == Phase::Adjustment && start.season == Season::Fall && now.year == start.year {
        let mut given = Vec::new();
        for (i, l) in adjustments {
            if !facts.hold(map, &l.conditions) {
                unused.push((i, Unused::Condition));
                continue;
            }
            match removal_now(map, &start, &now, l.order) {
                Ok(order) => given.push(order.in_position(map, &now)),
                Err(why) => unused.push((i, why)),
            }
        }
        let result = play(map, &now, &given, rules);
        let before = std::mem::replace(&mut now, result.next.clone());
        phases.push(SeasonPhase { before, orders: given, result });
    } else {
        unused.extend(adjustments.map(|(i, _)| (i, Unused::NoAdjustments)));
    }
    // Each line is unused once at most, so no two keys are equal.
    unused.sort_unstable_by_key(|&(i, _)| i);
    SeasonResult { phases, unused, next: now, facts }
}

/// What a season did, against which its written conditions are checked: the one checker of
/// the conditions a season sheet (and its press) may carry.
#[derive(Clone, Debug)]
pub struct SeasonFacts {
    /// The position the season started from (its units numbered).
    start: GameState,
    /// Whether each move succeeded, by the index a [`Condition::Order`] keeps.
    succeeded: Vec<(usize, bool)>,
    /// The units the moves dislodged (by power and number).
    dislodged: Vec<(crate::map::PowerId, u16)>,
    /// Each dislodged unit's place after the retreats, None if it was disbanded; empty until
    /// the retreats are played.
    retreats: Vec<((crate::map::PowerId, u16), Option<LocId>)>,
}

impl SeasonFacts {
    /// The facts once the moves are played from `start` (numbered), given each move's index
    /// and success, and the position after them.
    pub fn after_moves(start: &GameState, succeeded: Vec<(usize, bool)>, after: &GameState) -> SeasonFacts {
        let dislodged = after.dislodged.iter().map(|d| (d.unit.power, d.unit.number)).collect();
        SeasonFacts { start: start.clone(), succeeded, dislodged, retreats: Vec::new() }
    }

    /// Records where each dislodged unit went, given the position after the retreats.
    pub fn retreated(&mut self, after: &GameState) {
        self.retreats = self
            .dislodged
            .iter()
            .map(|&(power, number)| {
                let now = after.units.iter().find(|u| u.power == power && u.number == number);
                ((power, number), now.map(|u| u.loc))
            })
            .collect();
    }

    /// Whether every condition holds.
    pub fn hold(&self, map: &Map, conditions: &[Condition]) -> bool {
        conditions.iter().all(|&c| self.holds(map, c))
    }

    /// Whether one condition holds. A unit that was not dislodged neither retreated nor was
    /// disbanded.
    pub fn holds(&self, map: &Map, condition: Condition) -> bool {
        let unit = |loc: LocId| {
            let probe = Order::Unit { power: None, kind: None, loc, action: Action::Hold, number: 0 };
            stood_at(map, &self.start, probe).map(|u| (self.start.units[u].power, self.start.units[u].number))
        };
        let went = |loc: LocId| {
            let u = unit(loc)?;
            self.retreats.iter().find(|(d, _)| *d == u).map(|&(_, to)| to)
        };
        match condition {
            Condition::Order { move_index, succeeds } => {
                self.succeeded.iter().any(|&(i, success)| i == move_index && success == succeeds)
            }
            Condition::Dislodged { loc, dislodged } => {
                unit(loc).is_some_and(|u| self.dislodged.contains(&u) == dislodged)
            }
            Condition::Retreated { loc, to, retreated } => {
                let there = |at: LocId| to.is_none_or(|t| same_place(map, t, at));
                matches!(went(loc), Some(Some(at)) if there(at)) == retreated
            }
            Condition::Disbanded { loc, disbanded } => matches!(went(loc), Some(None)) == disbanded,
        }
    }
}

/// Whether a unit at `at` stands where `named` says: the same province, and the same coast
/// when `named` is a coast.
fn same_place(map: &Map, named: LocId, at: LocId) -> bool {
    map.province_of(named) == map.province_of(at) && (map.province_loc(map.province_of(named)) == named || named == at)
}

/// Whether the unit (by its power and number) is among the position's dislodged units.
fn is_dislodged(state: &GameState, u: &Unit) -> bool {
    state.dislodged.iter().any(|d| d.unit.power == u.power && d.unit.number == u.number)
}

/// A removal as written, naming where its unit stood before the season, given where that unit
/// is now (house rule 3.4); any other order as written.
fn removal_now(map: &Map, start: &GameState, now: &GameState, order: Order) -> Result<Order, Unused> {
    let Order::Unit { action: Action::Disband, .. } = order else { return Ok(order) };
    let Some(before) = stood_at(map, start, order).map(|u| start.units[u]) else { return Ok(order) };
    let unit =
        now.units.iter().find(|u| u.power == before.power && u.number == before.number).ok_or(Unused::UnitGone)?;
    Ok(Order::Unit {
        power: Some(unit.power),
        kind: Some(unit.kind),
        loc: unit.loc,
        action: Action::Disband,
        number: if map.stacking.any() { unit.number } else { 0 },
    })
}
