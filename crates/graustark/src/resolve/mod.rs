//! Adjudication of a movement phase.

mod brannan;
pub(crate) mod convoy;
pub(crate) mod decide;
mod intent;
mod legality;
pub mod outcome;
mod paradox;
pub(crate) mod prepare;
mod strength;
mod written;

use crate::map::{LocId, Map, ProvinceId, Terrain};
use crate::mechanics::{self, stacks};
use crate::order::Order;
use crate::rules::{BeleagueredGarrison, ConvoyPathRule, DisruptedConvoyArmy, RetreatAfterConvoy, Rules, SelfAttack};
use crate::state::Unit;
use decide::{Decisions, ParadoxFate};
use outcome::{Outcome, Reason, UnitName};
use prepare::{Act, Prepared, Validity};

pub use crate::mechanics::doubled::Split;
pub(crate) use crate::mechanics::stacks::fleet_within_reach;
pub(crate) use convoy::{RouteScratch, can_convoy_from, convoy_destinations, convoy_possible, fleet_is_necessary};

/// Reuses a buffer as `n` copies of `value`, keeping its allocation.
fn fresh<T: Clone>(mut v: Vec<T>, n: usize, value: T) -> Vec<T> {
    v.clear();
    v.resize(n, value);
    v
}

/// Reuses a buffer as `n` entries, keeping whatever the last use left in them: for arrays
/// in which every entry read has been written first.
fn sized<T: Clone>(mut v: Vec<T>, n: usize, filler: T) -> Vec<T> {
    v.resize(n, filler);
    v
}

/// A unit dislodged in a movement phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DislodgedUnit {
    /// Index of the unit in the position's unit list.
    pub unit: usize,
    /// The unit that dislodged it (None for a beleaguered garrison forced out by the option).
    pub by: Option<UnitName>,
    /// The province the attacker came from.
    pub attacker_from: ProvinceId,
    pub by_convoy: bool,
    /// Where it may retreat.
    pub retreats: Vec<LocId>,
    /// What Das Dippyspiel's cavalry rules add to its retreats (rule 6).
    #[cfg(feature = "world")]
    pub cavalry: crate::state::CavalryRetreat,
}

/// Everything a movement phase decided.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MovementResult {
    /// The outcome for each unit, in the position's order (its order's, or a hold's).
    pub units: Vec<Outcome>,
    /// The outcome of each order given, in the order given (illegal ones included).
    pub orders: Vec<Outcome>,
    /// For each order, the unit it names (None if it names no unit of that power). An illegal
    /// or conflicting order names its unit too; the unit then holds.
    pub order_units: Vec<Option<usize>>,
    /// Where each unit ends (None if dislodged).
    pub moved_to: Vec<Option<LocId>>,
    pub dislodged: Vec<DislodgedUnit>,
    /// Provinces left empty by a standoff.
    pub standoffs: Vec<ProvinceId>,
    /// Armies destroyed because their convoy was disrupted (the Toronto rule option), and
    /// units annihilated as beleaguered garrisons (the `annihilated` choice).
    pub destroyed: Vec<usize>,
    /// The orders implied for units the power did not order (house rule 3.8, when chosen),
    /// by unit index: the order the unit carried out.
    pub implied: Vec<(usize, Order)>,
    /// Where armies may board fleets or units stack: each unit's carrier after the phase (its
    /// fleet's number, 0 for none); empty in a phase where nothing can be on board.
    pub carriers: Vec<u16>,
    /// The doubled units split by two orders (Cat Diplomacy). Where there are any, the lists
    /// above index each split unit's first half in its place and the second halves after the
    /// position's units, in this order ([`MovementResult::units_adjudicated`]).
    pub splits: Vec<Split>,
    /// Each cavalry unit's second half (Das Dippyspiel, rule 6), by the index of its order
    /// among the orders given, in that order; empty in a season of one half.
    #[cfg(feature = "world")]
    pub second_halves: Vec<(usize, Outcome)>,
    /// The units dislodged in a season's second half, and where the first half left them
    /// (where they were dislodged, and retreat from).
    #[cfg(feature = "world")]
    pub dislodged_at: Vec<(usize, LocId)>,
    /// Of the `standoffs`, those between cavalry units alone in a season's first half.
    #[cfg(feature = "world")]
    pub cavalry_standoffs: Vec<ProvinceId>,
    /// The units that set out this season into a sea that takes two seasons to cross, whose
    /// moves the next movement season plays (Das Dippyspiel, rule 11; `mechanics::arctic`).
    #[cfg(feature = "world")]
    pub transits: Vec<crate::state::Transit>,
    /// The units whose crossing ended this season, by index: their move was played, as the
    /// order they carried out (`implied`) where no order given named it.
    #[cfg(feature = "world")]
    pub arrivals: Vec<usize>,
    /// The units that came up through a vent (Das Dippyspiel, rule 7; `mechanics::surfacing`):
    /// the index of the order and the unit where it stands after, not yet numbered. They are
    /// none of the position's units: the next position adds them.
    #[cfg(feature = "world")]
    pub surfaced: Vec<(usize, Unit)>,
    /// The units that went down through a vent, by index: they leave the board (`moved_to`
    /// None, and not dislodged).
    #[cfg(feature = "world")]
    pub went_down: Vec<usize>,
}

impl MovementResult {
    /// Keeps the first `n` units of the lists indexed by unit, and the dislodgements,
    /// destructions and implied orders of those: what a mechanic that added units for the
    /// resolution (a second fleet, a unit coming up through a vent) gives back.
    #[cfg(feature = "world")]
    pub(crate) fn keep_units(&mut self, n: usize) {
        self.units.truncate(n);
        self.moved_to.truncate(n);
        self.carriers.truncate(n);
        self.dislodged.retain(|d| d.unit < n);
        self.destroyed.retain(|&u| u < n);
        self.implied.retain(|&(u, _)| u < n);
    }

    /// The units as adjudicated: the position's `units`, each split unit's first half in its
    /// place and the second halves after them (the position's units, borrowed, where nothing
    /// split).
    /// A unit dislodged in a season's second half (Das Dippyspiel's cavalry) stands where the
    /// first half left it.
    pub fn units_adjudicated<'u>(&self, units: &'u [Unit]) -> std::borrow::Cow<'u, [Unit]> {
        #[cfg(feature = "world")]
        if !self.dislodged_at.is_empty() {
            let mut out = units.to_vec();
            for &(u, loc) in &self.dislodged_at {
                out[u].loc = loc;
            }
            return std::borrow::Cow::Owned(out);
        }
        if self.splits.is_empty() {
            return std::borrow::Cow::Borrowed(units);
        }
        let mut out = units.to_vec();
        for s in &self.splits {
            out[s.unit] = s.halves[0];
        }
        out.extend(self.splits.iter().map(|s| s.halves[1]));
        std::borrow::Cow::Owned(out)
    }
}

/// What a movement phase needs to know of its position besides the units.
#[derive(Clone, Copy, Default)]
pub struct Circumstances<'a> {
    /// Each power's capital where the position moved it (indexed by power, None for the
    /// map's; empty: all the map's). The 1958 rules stack armies in the capital of the moment.
    pub capitals: &'a [Option<ProvinceId>],
    /// The powers whose units are doubled this year, a bit per power (Cat Diplomacy: the
    /// power the year is named after, under `patron_year=doubled`).
    pub doubled: u64,
    /// The units split earlier this year, single until it ends: (power, number).
    pub single: &'a [(crate::map::PowerId, u16)],
    /// The units crossing a slow sea, whose moves this season plays (Das Dippyspiel, rule 11).
    #[cfg(feature = "world")]
    pub transits: &'a [crate::state::Transit],
    /// The vents open and closed (Das Dippyspiel, rule 7), where units come up and go down.
    #[cfg(feature = "world")]
    pub vents: Option<&'a crate::state::Vents>,
    /// The underground power's gold (rule 16: what pays for its units beyond 7).
    #[cfg(feature = "world")]
    pub hoard: crate::map::Gold,
}

/// Adjudicates the movement orders for `units` under `rules`.
///
/// Orders name units by province; an order for a missing unit or another power's unit is
/// illegal, a unit without a (legal) order holds. The result never depends on the order in
/// which `units` or `orders` are listed. To adjudicate many phases, keep an [`Adjudicator`].
pub fn adjudicate_movement(map: &Map, units: &[Unit], orders: &[Order], rules: &Rules) -> MovementResult {
    Adjudicator::default().movement(map, units, orders, rules)
}

/// A movement adjudicator that keeps its working memory between calls, so that adjudicating
/// many phases allocates little. It holds no game state: each call stands alone.
#[derive(Default)]
pub struct Adjudicator {
    board: prepare::Buffers,
    decisions: decide::DecisionBuffers,
    dislodger: Vec<Option<u32>>,
    victims: Vec<usize>,
    closed: Vec<bool>,
    /// The variant mechanics that take part around the resolution, and the phase as they
    /// leave it for the resolver.
    passes: mechanics::Passes,
    phase: mechanics::Phase,
}

impl Adjudicator {
    /// Adjudicates a movement phase, as [`adjudicate_movement`] does.
    pub fn movement(&mut self, map: &Map, units: &[Unit], orders: &[Order], rules: &Rules) -> MovementResult {
        let mut out = MovementResult::default();
        self.movement_into(map, units, orders, rules, &mut out);
        out
    }

    /// Adjudicates a movement phase into `out`, replacing what it held and reusing its
    /// memory: for callers that adjudicate many phases and read each result before the next.
    pub fn movement_into(
        &mut self,
        map: &Map,
        units: &[Unit],
        orders: &[Order],
        rules: &Rules,
        out: &mut MovementResult,
    ) {
        self.adjudicate(map, units, &[], orders, rules, prepare::Doubling::default(), out)
    }

    /// [`Adjudicator::movement_into`] in a position whose capitals have moved or whose units
    /// are doubled (see [`Circumstances`]), with the variant mechanics the rules switch on
    /// taking part around the resolution (`mechanics::Passes`: Leaders, the doubled year).
    pub fn movement_in(
        &mut self,
        map: &Map,
        units: &[Unit],
        around: Circumstances,
        orders: &[Order],
        rules: &Rules,
        out: &mut MovementResult,
    ) {
        let setting = mechanics::Setting { map, units, orders, rules, around };
        #[cfg(feature = "world")]
        {
            out.transits.clear();
            out.arrivals.clear();
            out.surfaced.clear();
            out.went_down.clear();
            if mechanics::surfacing::through_vents(&setting) {
                return mechanics::surfacing::play(self, setting, out);
            }
            self.movement_on_surface(setting, out)
        }
        #[cfg(not(feature = "world"))]
        self.movement_settled(setting, out)
    }

    /// [`Adjudicator::movement_in`] once the units coming up and going down through the vents
    /// are placed (`mechanics::surfacing`): the crossings of slow seas, then the rest.
    #[cfg(feature = "world")]
    pub(crate) fn movement_on_surface(&mut self, setting: mechanics::Setting, out: &mut MovementResult) {
        if mechanics::arctic::crossing_season(&setting) {
            return mechanics::arctic::play_crossings(self, setting, out);
        }
        self.movement_settled(setting, out)
    }

    /// [`Adjudicator::movement_in`] once any crossing of a slow sea is settled
    /// (`mechanics::arctic`): a season in two halves, or one resolution with its passes.
    pub(crate) fn movement_settled(&mut self, setting: mechanics::Setting, out: &mut MovementResult) {
        let mechanics::Setting { map, units, orders, rules, around } = setting;
        #[cfg(feature = "world")]
        {
            out.second_halves.clear();
            out.dislodged_at.clear();
            out.cavalry_standoffs.clear();
            if mechanics::cavalry::in_halves(map, orders) {
                return mechanics::cavalry::play_halves(self, setting, out);
            }
        }
        let on = self.passes.on(&setting);
        if on == [false; mechanics::PASSES] {
            self.adjudicate(map, units, around.capitals, orders, rules, prepare::Doubling::default(), out);
            out.splits.clear();
            return;
        }
        let mut phase = std::mem::take(&mut self.phase);
        phase.begin(units, orders);
        self.passes.before(on, &setting, &mut phase);
        self.adjudicate(map, &phase.units, around.capitals, &phase.orders, rules, phase.doubling(), out);
        phase.map_back(units, out);
        out.splits.clear();
        self.passes.after(on, &setting, &phase, out);
        self.phase = phase;
    }

    #[allow(clippy::too_many_arguments)]
    fn adjudicate(
        &mut self,
        map: &Map,
        units: &[Unit],
        capitals: &[Option<ProvinceId>],
        orders: &[Order],
        rules: &Rules,
        doubling: prepare::Doubling,
        out: &mut MovementResult,
    ) {
        let b = prepare::prepare(map, units, capitals, orders, rules, doubling, std::mem::take(&mut self.board));
        let mut d = Decisions::new(&b, std::mem::take(&mut self.decisions));
        d.resolve_all();
        let scratch = Scratch { dislodger: &mut self.dislodger, victims: &mut self.victims, closed: &mut self.closed };
        decide_outcomes(&b, &mut d, rules, scratch, out);
        self.decisions = d.into_buffers();
        self.board = b.into_buffers();
    }
}

/// The outcome phase's working memory, kept by the [`Adjudicator`].
struct Scratch<'a> {
    dislodger: &'a mut Vec<Option<u32>>,
    victims: &'a mut Vec<usize>,
    closed: &'a mut Vec<bool>,
}

/// Turns the resolved decisions into outcomes, new places, dislodgements and standoffs.
#[inline(never)]
fn decide_outcomes(b: &Prepared, d: &mut Decisions, rules: &Rules, scratch: Scratch, out: &mut MovementResult) {
    let Scratch { dislodger, victims, closed } = scratch;
    let units = b.units;
    let n = units.len();
    // When every decision is settled, reading them changes nothing, so each move's outcome is
    // taken in the same pass that finds who it dislodges; otherwise outcomes come unit by
    // unit, after the dislodgements, as reading an unsettled decision may settle others.
    let by_kind = d.all_settled();
    let unit_outcomes = &mut out.units;
    unit_outcomes.clear();
    unit_outcomes.resize(n, Outcome { success: true, reason: Reason::Held });
    // Every successful move dislodges the unit it finds, unless that unit moved away.
    dislodger.clear();
    dislodger.resize(n, None);
    // The units dislodged (then also the besieged ones), in unit order.
    victims.clear();
    let moved_to = &mut out.moved_to;
    moved_to.clear();
    moved_to.extend(units.iter().map(|u| Some(u.loc)));
    for &u in &b.by_kind.moves {
        let Act::Move { dest, loc, .. } = b.act[u as usize] else { continue };
        if d.ok(u) {
            moved_to[u as usize] = Some(loc);
            unit_outcomes[u as usize] = Outcome { success: true, reason: Reason::Moved };
            if !b.joins(u) {
                drive_out(b, d, u, dest, dislodger, victims);
            }
        } else if by_kind {
            // Replaced below if the unit turns out to be dislodged.
            unit_outcomes[u as usize] = move_outcome(d, u);
        }
    }
    if by_kind {
        for &u in &b.by_kind.supports {
            unit_outcomes[u as usize] = support_outcome(d, u);
        }
        for &u in &b.by_kind.convoys {
            unit_outcomes[u as usize] = convoy_outcome(d, u);
        }
    }
    let mut besieged =
        if rules.beleaguered_garrison != BeleagueredGarrison::Stands { besieged(b, d, dislodger) } else { vec![] };
    let mut destroyed =
        if rules.disrupted_convoy_army == DisruptedConvoyArmy::Destroyed { destroyed(b, d) } else { vec![] };
    if rules.beleaguered_garrison == BeleagueredGarrison::Annihilated {
        // Walker's harsher heresy: the garrison is annihilated instead of retreating.
        destroyed.append(&mut besieged.clone());
        destroyed.sort_unstable();
    }
    if by_kind {
        for &u in victims.iter() {
            if let Some(m) = dislodger[u] {
                unit_outcomes[u] = dislodged_outcome(d, u as u32, m);
            }
        }
    } else {
        for (u, slot) in unit_outcomes.iter_mut().enumerate() {
            *slot = unit_outcome(d, u as u32, dislodger[u]);
        }
    }
    victims.extend(&besieged);
    victims.sort_unstable();
    for &u in victims.iter().chain(&destroyed) {
        moved_to[u] = None;
    }
    // Armies on board go where their fleets go; those on a dislodged fleet are dislodged with it.
    let mut aboard_dislodged = Vec::new();
    #[cfg(feature = "world")]
    let mut lost = Vec::new();
    if b.stacked {
        stacks::carry(
            b,
            d,
            moved_to,
            unit_outcomes,
            &mut out.carriers,
            &mut aboard_dislodged,
            #[cfg(feature = "world")]
            &mut lost,
        );
        victims.extend(aboard_dislodged.iter().map(|&(a, _)| a));
        victims.sort_unstable();
        victims.dedup();
    } else {
        out.carriers.clear();
    }
    for &u in &besieged {
        unit_outcomes[u] = Outcome { success: false, reason: Reason::Besieged };
    }

    for &u in &destroyed {
        unit_outcomes[u] = Outcome { success: false, reason: Reason::Destroyed };
    }
    // An A/F's army lost landing (Das Dippyspiel, rule 13), its outcome given in `carry`.
    #[cfg(feature = "world")]
    destroyed.append(&mut lost);
    if rules.beleaguered_garrison == BeleagueredGarrison::Annihilated {
        for &u in &besieged {
            unit_outcomes[u] = Outcome { success: false, reason: Reason::Annihilated };
        }
        besieged.clear();
    }
    find_standoffs(b, d, moved_to, closed, &mut out.standoffs);
    let fallen = Fallen { victims, destroyed: &destroyed, besieged: &besieged, aboard: &aboard_dislodged, dislodger };
    write_dislodged(b, d, rules, fallen, closed, &mut out.dislodged);
    out.destroyed = destroyed;
    write_orders(b, out);
}

/// Who fell in a movement phase, by unit index: the units dislodged (with the besieged), those
/// destroyed, those besieged, the armies dislodged with their fleets (army, fleet), and each
/// unit's dislodger.
struct Fallen<'a> {
    victims: &'a [usize],
    destroyed: &'a [usize],
    besieged: &'a [usize],
    aboard: &'a [(usize, usize)],
    dislodger: &'a [Option<u32>],
}

/// The dislodged units with their retreats, judged on `closed` (the provinces no retreat may
/// enter). They are written over last call's entries, so that their retreat lists keep their
/// memory.
#[inline(always)]
fn write_dislodged(
    b: &Prepared,
    d: &mut Decisions,
    rules: &Rules,
    fallen: Fallen,
    closed: &[bool],
    dislodged: &mut Vec<DislodgedUnit>,
) {
    let (map, units) = (b.map, b.units);
    let mut count = 0;
    for &u in fallen.victims {
        if fallen.destroyed.contains(&u) {
            // Lost with its convoy: it leaves the board once, not also as a dislodged unit.
            continue;
        }
        let fleet = fallen.aboard.iter().find(|&&(a, _)| a == u).map(|&(_, f)| f);
        let (by, attacker_from, by_convoy) =
            if let Some(m) = fleet.and_then(|f| fallen.dislodger[f]).or(fallen.dislodger[u]) {
                // An army that fell back to its land route was not convoyed (DATC 4.A.5).
                let by_convoy = matches!(b.act[m as usize], Act::Move { convoy: true, .. }) && !d.by_land(m);
                (Some(UnitName::of(map, &units[m as usize])), b.prov[m as usize], by_convoy)
            } else if fallen.besieged.contains(&u) {
                (None, b.prov[u], false)
            } else {
                continue;
            };
        if count == dislodged.len() {
            dislodged.push(DislodgedUnit {
                unit: u,
                by,
                attacker_from,
                by_convoy,
                retreats: Vec::new(),
                #[cfg(feature = "world")]
                cavalry: Default::default(),
            });
        }
        let entry = &mut dislodged[count];
        count += 1;
        *entry = DislodgedUnit {
            unit: u,
            by,
            attacker_from,
            by_convoy,
            retreats: std::mem::take(&mut entry.retreats),
            #[cfg(feature = "world")]
            cavalry: Default::default(),
        };
        let origin_closed = origin_closed(by.is_none(), by_convoy, rules);
        retreat_options_into(map, &units[u], &mut entry.retreats, |p| {
            closed[p.0 as usize] || (origin_closed && p == attacker_from)
        });
        if fleet.is_some() {
            // It retreats with its fleet, not on its own.
            entry.retreats.clear();
        }
    }
    dislodged.truncate(count);
}

/// The provinces no retreat may enter, into `closed`: those occupied after the moves, then
/// those left empty by a standoff (`standoffs`, each found once, however many moves bounced
/// there).
#[inline(always)]
fn find_standoffs(
    b: &Prepared,
    d: &mut Decisions,
    moved_to: &[Option<LocId>],
    closed: &mut Vec<bool>,
    standoffs: &mut Vec<ProvinceId>,
) {
    let map = b.map;
    closed.clear();
    closed.resize(map.provinces.len(), false);
    for &loc in moved_to.iter().flatten() {
        closed[map.province_of(loc).0 as usize] = true;
    }
    standoffs.clear();
    for &u in &b.by_kind.moves {
        if let Act::Move { dest, .. } = b.act[u as usize]
            && !closed[dest.0 as usize]
            && !d.ok(u)
            && d.prevent_strength(u) > 0
        {
            closed[dest.0 as usize] = true;
            standoffs.push(dest);
        }
    }
    standoffs.sort_unstable();
}

/// Each order's outcome (its unit's, or why it was set aside), the unit each names, and the
/// orders implied for units the power did not order, from the units' outcomes.
#[inline(always)]
fn write_orders(b: &Prepared, out: &mut MovementResult) {
    let unit_outcomes = &out.units;
    out.orders.clear();
    out.orders.extend(b.order_unit.iter().map(|r| match r {
        Ok(u) => unit_outcomes[*u as usize],
        Err(reason) => Outcome { success: false, reason: *reason },
    }));
    out.order_units.clear();
    out.order_units.extend_from_slice(&b.order_target);
    out.implied.clear();
    for &(u, action) in &b.implied {
        let unit = &b.units[u as usize];
        out.implied.push((
            u as usize,
            Order::Unit { power: Some(unit.power), kind: Some(unit.kind), loc: unit.loc, action, number: unit.number },
        ));
    }
}

/// A successful move `m` into `dest` dislodges every unit standing there that does not move
/// away (with stacks, every member that stays).
#[inline]
fn drive_out(
    b: &Prepared,
    d: &mut Decisions,
    m: u32,
    dest: ProvinceId,
    dislodger: &mut [Option<u32>],
    victims: &mut Vec<usize>,
) {
    for o in b.members(dest) {
        if !(matches!(b.act[o as usize], Act::Move { .. }) && d.ok(o)) {
            dislodger[o as usize] = Some(m);
            victims.push(o as usize);
        }
    }
}

/// The beleaguered-garrison option: units that hold against two or more bounced attacks, each
/// strong enough to dislodge them alone, are forced out.
fn besieged(b: &Prepared, d: &mut Decisions, dislodger: &[Option<u32>]) -> Vec<usize> {
    let mut out = Vec::new();
    for (u, act) in b.act.iter().enumerate() {
        if dislodger[u].is_some() || (matches!(act, Act::Move { .. }) && d.ok(u as u32)) {
            continue;
        }
        if b.occupant_of(b.prov[u]).is_none() {
            // Only an army on board is here: it has no place of its own to hold.
            continue;
        }
        let here = b.prov[u];
        let hold = d.hold_strength(here);
        let mut strong = 0;
        for m in b.movers(here) {
            if b.units[m as usize].power != b.units[u].power && d.attack_strength(m) > hold {
                strong += 1;
            }
        }
        if strong >= 2 {
            out.push(u);
        }
    }
    out
}

/// The Toronto rule option: armies whose convoying fleet was dislodged are destroyed.
fn destroyed(b: &Prepared, d: &mut Decisions) -> Vec<usize> {
    let mut out = Vec::new();
    for (u, act) in b.act.iter().enumerate() {
        if let Act::Move { convoy: true, .. } = act
            && !d.path(u as u32)
            && d.paradox[u] == ParadoxFate::Untouched
        {
            let fleets: Vec<u32> = b.convoys(u as u32).collect();
            if fleets.into_iter().any(|f| d.dislodged(f)) {
                out.push(u);
            }
        }
    }
    out
}

/// Whether a dislodged unit may not retreat to where its attacker came from: a besieged unit
/// (`besieged`) may not go back where it is; a dislodged one not to its attacker's origin,
/// unless the attack came by convoy and the rules allow it.
pub(crate) fn origin_closed(besieged: bool, by_convoy: bool, rules: &Rules) -> bool {
    besieged || !(by_convoy && rules.retreat_after_convoy == RetreatAfterConvoy::MayRetreatToOrigin)
}

/// Where a dislodged unit may go: adjacent places it could move to that are not `closed`.
pub fn retreat_options(map: &Map, unit: &Unit, closed: impl Fn(ProvinceId) -> bool) -> Vec<LocId> {
    let mut out = Vec::new();
    retreat_options_into(map, unit, &mut out, closed);
    out
}

/// [`retreat_options`] into `out`, replacing what it held.
fn retreat_options_into(map: &Map, unit: &Unit, out: &mut Vec<LocId>, closed: impl Fn(ProvinceId) -> bool) {
    out.clear();
    let here = map.province_of(unit.loc);
    match unit.kind.terrain() {
        Terrain::Land => out.extend(map.army_neighbours(here).iter().map(|&p| map.province_loc(p))),
        Terrain::Water => out.extend_from_slice(map.fleet_neighbours(unit.loc)),
        Terrain::LandOrSea => out.extend(map.leader_neighbours(here).into_iter().map(|p| map.province_loc(p))),
        Terrain::Coast => {
            out.extend(map.fleet_neighbours(unit.loc).iter().filter(|&&l| map.can_move(unit.kind, unit.loc, l)))
        }
    }
    out.retain(|&l| !closed(map.province_of(l)));
}

fn unit_outcome(d: &mut Decisions, u: u32, dislodger: Option<u32>) -> Outcome {
    if let Some(m) = dislodger {
        return dislodged_outcome(d, u, m);
    }
    match d.b.act[u as usize] {
        Act::Hold => Outcome { success: true, reason: Reason::Held },
        Act::Move { .. } => move_outcome(d, u),
        Act::SupportHold { .. } | Act::SupportMove { .. } => support_outcome(d, u),
        Act::Convoy { .. } => convoy_outcome(d, u),
    }
}

fn fail(reason: Reason) -> Outcome {
    Outcome { success: false, reason }
}

/// The unit named in a reason.
fn name(b: &Prepared, u: u32) -> UnitName {
    UnitName::of(b.map, &b.units[u as usize])
}

/// The outcome of unit `u`, dislodged by `m`.
fn dislodged_outcome(d: &mut Decisions, u: u32, m: u32) -> Outcome {
    let b: &Prepared = d.b;
    // A support that stands although its unit is dislodged (Boardman) still succeeds.
    if matches!(b.act[u as usize], Act::SupportHold { .. } | Act::SupportMove { .. })
        && b.valid[u as usize] == Validity::Valid
        && d.ok(u)
    {
        return Outcome { success: true, reason: Reason::Supported };
    }
    fail(Reason::Dislodged(name(b, m)))
}

/// The outcome of the move of unit `u`, which was not dislodged.
fn move_outcome(d: &mut Decisions, u: u32) -> Outcome {
    let b: &Prepared = d.b;
    let Act::Move { dest, .. } = b.act[u as usize] else {
        return Outcome { success: true, reason: Reason::Held };
    };
    if d.ok(u) {
        return Outcome { success: true, reason: Reason::Moved };
    }
    if d.paradox[u as usize] == ParadoxFate::MoveFailed {
        return fail(Reason::ParadoxAllHold);
    }
    if !d.path(u) {
        return fail(if d.paradox[u as usize] == ParadoxFate::ConvoyFailed {
            Reason::Paradox
        } else if b.rules.convoy_path == ConvoyPathRule::Required && b.written_path(u).is_none() {
            // DATC 4.A.6: the convoy fails because the order writes no route.
            Reason::NoRouteWritten
        } else if b.convoys(u).next().is_none() {
            Reason::NoConvoy
        } else {
            Reason::ConvoyDisrupted
        });
    }
    let occupant = b.occupant_of(dest);
    let own = |o: u32| b.units[o as usize].power == b.units[u as usize].power;
    if b.movers(dest).all(|r| r == u) && b.rules.self_attack == SelfAttack::StandsOff {
        // No rival: the unit in the way (or the one it met head to head) stopped it.
        return match occupant {
            Some(o) if own(o) => fail(Reason::OwnUnit(name(b, o))),
            Some(o) => fail(Reason::Bounced(name(b, o))),
            None => fail(Reason::Bounced(name(b, u))),
        };
    }
    let attack = d.attack_strength(u);
    if let Some(o) = d.head_to_head(u) {
        if attack == 0 {
            return fail(Reason::OwnUnit(name(b, o)));
        }
        if attack <= d.defend_strength(o) {
            return fail(Reason::Bounced(name(b, o)));
        }
    }
    if let Some(o) = occupant
        && attack == 0
        && own(o)
    {
        return fail(Reason::OwnUnit(name(b, o)));
    }
    // Name the rival in the lowest province, so the reason never depends on listing order.
    let mut rival: Option<u32> = None;
    for r in b.movers(dest).filter(|&r| r != u) {
        if attack <= d.prevent_strength(r) && rival.is_none_or(|x| b.prov[r as usize] < b.prov[x as usize]) {
            rival = Some(r);
        }
    }
    if let Some(r) = rival {
        return fail(Reason::Bounced(name(b, r)));
    }
    match occupant {
        Some(o) => fail(Reason::Bounced(name(b, o))),
        None => fail(Reason::Bounced(name(b, u))),
    }
}

/// The outcome of the support of unit `u`, which was not dislodged.
fn support_outcome(d: &mut Decisions, u: u32) -> Outcome {
    let b: &Prepared = d.b;
    if let Validity::Void(why) = b.valid[u as usize] {
        return fail(Reason::Void(why));
    }
    if d.ok(u) {
        return Outcome { success: true, reason: Reason::Supported };
    }
    let partly = b.partial_cut.get(u as usize) == Some(&true);
    match d.cutter(u) {
        // A unit with its Leader gives one of its two supports still (Militarism III rule 3).
        Some(c) if partly && d.partly_cut_support(u) > 0 => {
            Outcome { success: true, reason: Reason::PartlyCut(name(b, c)) }
        }
        Some(c) => fail(Reason::Cut(name(b, c))),
        // Not cut and not dislodged: only the paradox rule can have failed it.
        None => fail(Reason::Paradox),
    }
}

/// The outcome of the convoy of unit `u`, which was not dislodged.
fn convoy_outcome(d: &mut Decisions, u: u32) -> Outcome {
    let b: &Prepared = d.b;
    if let Validity::Void(why) = b.valid[u as usize] {
        return fail(Reason::Void(why));
    }
    if let Act::Convoy { army, .. } = b.act[u as usize]
        && d.paradox[army as usize] != ParadoxFate::Untouched
    {
        return fail(if d.paradox[army as usize] == ParadoxFate::MoveFailed {
            Reason::ParadoxAllHold
        } else {
            Reason::Paradox
        });
    }
    Outcome { success: true, reason: Reason::Convoyed }
}
