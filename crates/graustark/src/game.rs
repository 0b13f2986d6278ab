//! Playing a phase: any phase's orders in, outcomes and the next position out.

use crate::adjust::{AdjustmentResult, adjudicate_adjustments};
use crate::duties::{phase_duties, remove_leaders_of_the_out};
use crate::map::{Map, PowerId, ProvinceId, VictoryMeasure};
use crate::order::Order;
use crate::resolve::outcome::Outcome;
use crate::resolve::{Adjudicator, Circumstances, MovementResult};
use crate::retreat::{RetreatResult, adjudicate_retreats};
use crate::rules::Rules;
use crate::state::{Dislodged, GameState, Phase, Season, Unit};

/// What one phase decided, by kind of phase.
#[derive(Clone, Debug, PartialEq, Eq)]
// Das Dippyspiel's lists (cavalry's halves, crossings, units through the vents) make the
// movement's result the larger by more than the lint allows, with the feature only: every
// phase is one of the three, so boxing the commonest would cost every movement an allocation.
#[cfg_attr(feature = "world", allow(clippy::large_enum_variant))]
pub enum Decided {
    Movement(MovementResult),
    Retreat(RetreatResult),
    Adjustment(AdjustmentResult),
}

/// The result of playing a phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseResult {
    pub decided: Decided,
    /// The position after the phase (and after any phases skipped because nothing is due).
    pub next: GameState,
}

impl PhaseResult {
    /// The outcome of each order given, in the order given.
    pub fn order_outcomes(&self) -> &[Outcome] {
        match &self.decided {
            Decided::Movement(m) => &m.orders,
            Decided::Retreat(r) => &r.orders,
            Decided::Adjustment(a) => &a.orders,
        }
    }
}

/// An order given as text that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// Its position in the list given.
    pub index: usize,
    pub message: String,
}

/// Orders read from `(power, text)` pairs in the context of `state` (see
/// [`Order::in_position`]; without a power, the order's own or its unit's): the orders read,
/// each one's position in the list given, and the ones that could not be read. Units may be
/// named by number (`5 S 3 Bur`, see [`crate::parse::parse_order_in`]); a number the power's
/// units do not have makes the order unreadable, with a message naming the power and number.
pub fn read_orders<'a>(
    map: &Map,
    state: &GameState,
    given: impl IntoIterator<Item = (Option<&'a str>, &'a str)>,
) -> (Vec<Order>, Vec<usize>, Vec<Unreadable>) {
    let (mut orders, mut indices, mut unreadable) = (Vec::new(), Vec::new(), Vec::new());
    crate::parse::with_units(state, |units| {
        for (index, (power, text)) in given.into_iter().enumerate() {
            let power = match power.map(|p| (p, map.lookup_power(p))) {
                Some((name, None)) => {
                    unreadable.push(Unreadable { index, message: format!("unknown power '{name}'") });
                    continue;
                }
                Some((_, found)) => found,
                None => None,
            };
            match crate::parse::parse_order_in(map, units, power, text) {
                Ok(order) => {
                    let order = match power {
                        Some(p) => order.with_power(p),
                        None => order,
                    };
                    orders.push(order.in_position(map, state));
                    indices.push(index);
                }
                Err(e) => unreadable.push(Unreadable { index, message: e.message() }),
            }
        }
    });
    (orders, indices, unreadable)
}

/// Units not yet numbered get their numbers first (see [`GameState::number_units`]).
pub fn play(map: &Map, state: &GameState, orders: &[Order], rules: &Rules) -> PhaseResult {
    let numbered;
    let state = if state.needs_numbers() {
        let mut s = state.clone();
        s.number_units();
        numbered = s;
        &numbered
    } else {
        state
    };
    match state.phase {
        Phase::Movement => {
            let mut m = MovementResult::default();
            let around = Circumstances {
                capitals: &state.capitals,
                doubled: map.year_patron(state.year).map_or(0, |p| 1u64 << p.0),
                single: &state.single,
                #[cfg(feature = "world")]
                transits: &state.transits,
                #[cfg(feature = "world")]
                vents: Some(&state.vents),
                #[cfg(feature = "world")]
                hoard: crate::mechanics::economy::treasury::hoard(map, &state.economy),
            };
            Adjudicator::default().movement_in(map, &state.units, around, orders, rules, &mut m);
            let units = m.units_adjudicated(&state.units);
            // An army's fleet after the phase, where armies may be on board.
            let carrier = |i: usize| m.carriers.get(i).copied().unwrap_or(units[i].carrier);
            let mut next = state.clone();
            next.units = (units.iter().enumerate().zip(&m.moved_to))
                .filter_map(|((i, u), to)| to.map(|loc| Unit { loc, carrier: carrier(i), ..*u }))
                .collect();
            next.dislodged = m
                .dislodged
                .iter()
                .map(|d| Dislodged {
                    unit: Unit { carrier: carrier(d.unit), ..units[d.unit] },
                    attacker_from: d.attacker_from,
                    by_convoy: d.by_convoy,
                    #[cfg(feature = "world")]
                    cavalry: d.cavalry,
                })
                .collect();
            next.standoffs = m.standoffs.clone();
            #[cfg(feature = "world")]
            if !m.surfaced.is_empty() {
                // Up from the supply: numbered as builds are, the lowest numbers free.
                next.units.extend(m.surfaced.iter().map(|&(_, u)| u));
                next.number_units();
            }
            #[cfg(feature = "world")]
            {
                next.cavalry_standoffs = m.cavalry_standoffs.clone();
                next.transits = m.transits.clone();
                settle_economy(map, state, orders, rules, &mut m.orders, &mut next);
                next.vents = settle_vents(map, state, orders, &mut m.orders, &mut next.economy);
            }
            if !m.splits.is_empty() {
                rejoin_halves(map, &m.splits, &mut next);
            }
            if next.dislodged.is_empty() {
                after_retreats(map, &mut next, rules);
            } else {
                next.phase = Phase::Retreat;
            }
            PhaseResult { decided: Decided::Movement(m), next }
        }
        Phase::Retreat => {
            let r = adjudicate_retreats(map, state, orders, rules);
            let mut next = state.clone();
            #[cfg(feature = "world")]
            for &(t, loc) in &r.returned {
                next.units[t].loc = loc;
            }
            for (d, (to, _)) in state.dislodged.iter().zip(&r.units) {
                if let Some(loc) = to {
                    next.units.push(Unit { loc: *loc, ..d.unit });
                }
            }
            after_retreats(map, &mut next, rules);
            PhaseResult { decided: Decided::Retreat(r), next }
        }
        Phase::Adjustment => {
            // Centres given or sold count for their new owners (Das Dippyspiel, rule 12).
            #[cfg(feature = "world")]
            let mut ceded_out = Vec::new();
            #[cfg(feature = "world")]
            let ceded = cede_centres(map, state, orders, &mut ceded_out);
            #[cfg(feature = "world")]
            let state = ceded.as_ref().unwrap_or(state);
            #[allow(unused_mut)]
            let mut a = adjudicate_adjustments(map, state, orders, rules);
            let mut next = state.clone();
            #[cfg(feature = "world")]
            for (o, c) in a.orders.iter_mut().zip(ceded_out).filter_map(|(o, c)| Some((o, c?))) {
                *o = c;
            }
            next.units =
                state.units.iter().enumerate().filter(|(i, _)| !a.disbanded.contains(i)).map(|(_, u)| *u).collect();
            // A unit removed goes no further: its crossing ends with it.
            #[cfg(feature = "world")]
            next.transits.retain(|t| next.units.iter().any(|u| u.loc == t.from));
            next.units.extend(a.built.iter().copied());
            #[cfg(feature = "world")]
            {
                settle_economy(map, state, orders, rules, &mut a.orders, &mut next);
                next.vents = settle_vents(map, state, orders, &mut a.orders, &mut next.economy);
                a.upkeep = crate::mechanics::economy::treasury::pay_upkeep(map, &state.vents, &mut next);
            }
            for &(power, province) in &a.capitals {
                next.capitals[power.0 as usize] = Some(province);
            }
            remove_leaders_of_the_out(map, &mut next, rules);
            next_spring(&mut next);
            PhaseResult { decided: Decided::Adjustment(a), next }
        }
    }
}

/// The vents after the phase's vent orders, each order's outcome written (Das Dippyspiel, rule
/// 7; `mechanics::vents`), what they cost taken from `economy` (rule 16: after the phase's
/// other economic orders); as they were where no order touches them.
#[cfg(feature = "world")]
fn settle_vents(
    map: &Map,
    state: &GameState,
    orders: &[Order],
    outcomes: &mut [crate::Outcome],
    economy: &mut crate::state::Economy,
) -> crate::state::Vents {
    if !crate::mechanics::vents::any_vent_orders(map, orders) {
        return state.vents.clone();
    }
    crate::mechanics::vents::settle(map, state, orders, outcomes, economy)
}

/// The Winter's cessions (Das Dippyspiel, rule 12; `mechanics::economy`): the position with
/// the centres handed over, None where no order cedes one; `out` gets the cessions' outcomes.
#[cfg(feature = "world")]
fn cede_centres(
    map: &Map,
    state: &GameState,
    orders: &[Order],
    out: &mut Vec<Option<crate::Outcome>>,
) -> Option<GameState> {
    if !crate::mechanics::economy::any_economy_orders(map, orders) {
        return None;
    }
    *out = vec![None; orders.len()];
    crate::mechanics::economy::before_count(map, state, orders, out)
}

/// The phase's other economic orders played into `next` (Das Dippyspiel, rules 3 and 8;
/// `mechanics::economy`), each outcome written.
#[cfg(feature = "world")]
fn settle_economy(
    map: &Map,
    state: &GameState,
    orders: &[Order],
    rules: &Rules,
    outcomes: &mut [crate::Outcome],
    next: &mut GameState,
) {
    if crate::mechanics::economy::any_economy_orders(map, orders) {
        crate::mechanics::economy::settle(map, state, orders, rules, outcomes, next);
    }
}

/// After a movement with split units (Cat Diplomacy): the halves that end it together in one
/// province are the whole unit again, those apart stay single for the rest of the year.
/// The source says only that halves in different provinces 'stay single ... and may not
/// recombine'; halves that never parted have not been separated, so they are whole again.
fn rejoin_halves(map: &Map, splits: &[crate::resolve::Split], next: &mut GameState) {
    for s in splits {
        let [a, b] = s.halves.map(|h| next.units.iter().position(|u| u.power == h.power && u.number == h.number));
        match (a, b) {
            (Some(a), Some(b)) if map.province_of(next.units[a].loc) == map.province_of(next.units[b].loc) => {
                next.units[a] = Unit { loc: s.whole.loc, ..s.whole };
                next.units.remove(b);
            }
            _ => next.single.extend(s.halves.iter().map(|h| (h.power, h.number))),
        }
    }
}

/// Moves on from a movement or retreat phase with nothing left to retreat.
fn after_retreats(map: &Map, s: &mut GameState, rules: &Rules) {
    s.dislodged.clear();
    s.standoffs.clear();
    #[cfg(feature = "world")]
    s.cavalry_standoffs.clear();
    match s.season {
        Season::Spring => {
            remove_leaders_of_the_out(map, s, rules);
            s.season = Season::Fall;
            s.phase = Phase::Movement;
        }
        Season::Fall | Season::Winter => {
            update_ownership(map, s);
            #[cfg(feature = "world")]
            if s.season == Season::Fall {
                crate::mechanics::economy::take_mines(map, s);
            }
            remove_leaders_of_the_out(map, s, rules);
            s.season = Season::Winter;
            s.phase = Phase::Adjustment;
            if !adjustment_needed(map, s, rules) {
                next_spring(s);
            }
        }
    }
}

fn next_spring(s: &mut GameState) {
    // Cat Diplomacy, rule 6: 'At the end of every year, all units are considered single units.'
    s.single.clear();
    s.season = Season::Spring;
    s.year += 1;
    s.phase = Phase::Movement;
    s.dislodged.clear();
    s.standoffs.clear();
    #[cfg(feature = "world")]
    s.cavalry_standoffs.clear();
}

/// The position moved to the start of `season` of `year`: its first phase (movement, or
/// adjustments in winter), with nothing dislodged and no standoffs.
pub fn start_of_season(mut s: GameState, season: Season, year: i32) -> GameState {
    s.season = season;
    s.year = year;
    s.phase = if season == Season::Winter { Phase::Adjustment } else { Phase::Movement };
    s.dislodged.clear();
    s.standoffs.clear();
    #[cfg(feature = "world")]
    s.cavalry_standoffs.clear();
    s
}

/// After Fall: every supply centre with a unit in it belongs to that unit's power, and a power
/// that holds its original capital again has it back as its capital (the 1958 rules). A Leader
/// takes no centre: it has no strength alone and needs no supply (Militarism III is silent;
/// Leaders of several powers may stand in one centre, which could not belong to them all).
pub fn update_ownership(map: &Map, s: &mut GameState) {
    for u in s.units.iter().filter(|u| u.kind.fights()) {
        let p = map.province_of(u.loc);
        if map.province(p).supply_centre {
            s.owners[p.0 as usize] = Some(u.power);
        }
    }
    for (i, power) in map.powers.iter().enumerate() {
        if power.capital.is_some_and(|c| s.owners[c.0 as usize] == Some(PowerId(i as u8))) {
            s.capitals[i] = None;
        }
    }
}

/// Whether any power must remove units, or may build somewhere (`s` in its adjustment phase).
///
/// On a board with an economy (Das Dippyspiel) every Winter is played: its mines produce only by
/// orders written "along with builds".
pub fn adjustment_needed(map: &Map, s: &GameState, rules: &Rules) -> bool {
    #[cfg(feature = "world")]
    if map.economy.is_some() {
        return true;
    }
    !phase_duties(map, s, rules).ordering.is_empty()
}

/// The power that has reached the map's victory condition, if any (on Das Dippyspiel's board
/// also the underground power holding 95% of the world's gold from 1516, rule 8): `count` supply centres;
/// `count` units on the board after the adjustment phase (`measure: units`); or control of
/// every neutral centre and its whole home country (`measure: control`, see
/// [`VictoryMeasure::Control`]). Units and control are judged after a year only, that is at the
/// start of a spring.
pub fn winner(map: &Map, s: &GameState) -> Option<PowerId> {
    // Das Dippyspiel's underground power wins "only by accumulating 95% of the world's current
    // gold supply on any move" (rule 8), beside the board's own measure.
    #[cfg(feature = "world")]
    if let Some(p) = crate::mechanics::economy::treasury::underground_victory(map, s) {
        return Some(p);
    }
    let after_a_year = s.season == Season::Spring && s.phase == Phase::Movement;
    let counts = match map.victory.measure {
        VictoryMeasure::Centres => s.centre_counts(map),
        VictoryMeasure::Units if after_a_year => s.counted_units(map),
        VictoryMeasure::Control if after_a_year => {
            return (0..map.powers.len()).map(|p| PowerId(p as u8)).find(|&p| controls_its_goal(map, s, p));
        }
        #[cfg(feature = "world")]
        VictoryMeasure::Papal if after_a_year => return crate::mechanics::economy::papal_winner(map, s),
        #[cfg(feature = "world")]
        VictoryMeasure::Papal => return None,
        VictoryMeasure::Units | VictoryMeasure::Control => return None,
    };
    counts.iter().position(|&c| c >= map.victory.count).map(|p| PowerId(p as u8))
}

/// Whether `power` controls every neutral centre and its whole home country: it owns the
/// neutral centres and its home centres, and no other power's unit stands in the rest of its
/// home country (a province that is no centre has no owner; "controls" is ours, see
/// [`VictoryMeasure::Control`]).
pub fn controls_its_goal(map: &Map, s: &GameState, power: PowerId) -> bool {
    let home = map.power(power);
    let owns = |p: ProvinceId| s.owners[p.0 as usize] == Some(power);
    let enemy_in = |p: ProvinceId| s.units.iter().any(|u| u.power != power && map.province_of(u.loc) == p);
    map.neutral_centres().all(owns)
        && home.home_centres.iter().all(|&c| owns(c))
        && home.home_country.iter().filter(|c| !home.home_centres.contains(c)).all(|&p| !enemy_in(p))
}
