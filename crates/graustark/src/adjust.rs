//! Adjudication of an adjustment phase: builds, disbands, waives, and civil-disorder removals,
//! and the rules' facts they rest on (who is out, what each power is due, where and how many it
//! may build). `duties` gathers those facts for a phase by asking this module; this module never
//! asks `duties`, so the adjudicator and the counts shown to players are one computation.

use crate::map::{LocId, Map, PowerId, ProvinceId, UnitKind};
use crate::order::{Action, Order};
use crate::resolve::outcome::{Illegal, Limit, Outcome, Reason};
use crate::rules::{DefaultBuilds, MultipleBuilds, Rules, TooManyBuilds, TooManyDisbands, WaiveBuilds};
use crate::state::{GameState, Unit, UsedNumbers};

mod builds;
mod due;
use crate::mechanics::leaders::adjust as leaders;
mod removals;

use builds::{build_power, check_build, check_site};
pub use due::{adjustments_due, build_sites, builds_at, capital_lost, out_of_game, supply_counts};
pub(crate) use due::{pool, pools_due, quota_allows_one, room_to_raise, site_kinds};
pub(crate) use leaders::{customary_leader_of, may_build_leader, opening_builds};
pub use removals::{DutchmanError, civil_disorder_order, flying_dutchman};

/// What an adjustment phase decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdjustmentResult {
    /// The outcome of each order, in the order given.
    pub orders: Vec<Outcome>,
    /// Units built.
    pub built: Vec<Unit>,
    /// Indices (into `state.units`) of units disbanded, by order or by civil disorder.
    pub disbanded: Vec<usize>,
    /// Of those, the ones chosen by the civil-disorder rule.
    pub civil_disorder: Vec<usize>,
    /// Capitals named this phase (the 1958 rules), each power's new one.
    pub capitals: Vec<(PowerId, ProvinceId)>,
    /// Powers given their customary units for want of build orders (`default_builds`); the
    /// units are among `built`.
    pub customary: Vec<PowerId>,
    /// Powers given their Leader for want of one in the opening builds (Militarism III, under
    /// `default_builds=start-units`); the Leaders are among `built`.
    pub customary_leaders: Vec<PowerId>,
    /// The underground power's upkeep for the year (Das Dippyspiel, rule 16), where it owed any.
    #[cfg(feature = "world")]
    pub upkeep: Option<crate::mechanics::economy::Upkeep>,
}

impl AdjustmentResult {
    /// The units built by the rules for want of orders: the customary units of the powers in
    /// `customary` and the Leaders of those in `customary_leaders` (a Leader a power ordered is
    /// not one of them).
    pub fn customary_built(&self) -> impl Iterator<Item = &Unit> {
        self.built.iter().filter(|u| {
            // A unit that needs no supply is no build due: a Leader, given apart.
            let list = if u.kind.needs_supply() { &self.customary } else { &self.customary_leaders };
            list.contains(&u.power)
        })
    }
}

/// Reads the capitals named in an adjustment phase: each power that has lost its capital may
/// name one home centre it holds. Returns the position with them, for the builds to read.
fn name_capitals(
    map: &Map,
    state: &GameState,
    orders: &[Order],
    out: &mut [Option<Outcome>],
) -> (GameState, Vec<(PowerId, ProvinceId)>) {
    let mut named: Vec<(PowerId, ProvinceId)> = Vec::new();
    for (oi, order) in orders.iter().enumerate() {
        let Order::Capital { power, province } = *order else { continue };
        let fail = |r| Some(Outcome { success: false, reason: r });
        let Some(power) = power.or(map.province(province).home_of) else {
            out[oi] = fail(Reason::Illegal(Illegal::NoPower));
            continue;
        };
        out[oi] = if map.province(province).home_of != Some(power) {
            fail(Reason::Illegal(Illegal::NotHomeCentre(province)))
        } else if state.owners[province.0 as usize] != Some(power) {
            fail(Reason::Illegal(Illegal::NotOwned(province)))
        } else if !capital_lost(map, state, power) {
            fail(Reason::NotAllowed(Limit::CapitalHeld))
        } else if named.iter().any(|&(p, _)| p == power) {
            fail(Reason::NotAllowed(Limit::CapitalAlreadyNamed))
        } else {
            named.push((power, province));
            Some(Outcome { success: true, reason: Reason::CapitalNamed })
        };
    }
    let mut after = state.clone();
    for &(power, province) in &named {
        after.capitals[power.0 as usize] = Some(province);
    }
    (after, named)
}

/// Adjudicates the adjustment orders: the capitals named first (the builds read them), then
/// each order on its own ([`Phase::read`]), then as many builds and disbands kept as each power
/// is due, the builds within their kind's quota, the removals the rules choose, the units the
/// rules build for want of orders, and the new units' numbers.
pub fn adjudicate_adjustments(map: &Map, state: &GameState, orders: &[Order], rules: &Rules) -> AdjustmentResult {
    let mut sheet = Sheet::new(orders.len());
    let (named, capitals) = name_capitals(map, state, orders, &mut sheet.out);
    let phase =
        Phase { map, state: &named, rules, due: pools_due(map, &named, rules), gone: out_of_game(map, &named, rules) };
    for (oi, order) in orders.iter().enumerate() {
        phase.read(oi, order, &mut sheet);
    }
    let mut built = phase.keep_builds(&mut sheet);
    // Only cavalry has a quota: without it the pages' wasm holds none of this.
    #[cfg(feature = "world")]
    phase.within_quotas(&mut built, &mut sheet);
    let kept_disbands = phase.keep_disbands(&mut sheet);
    let civil = phase.civil_disorder(&kept_disbands);
    let mut disbanded = kept_disbands;
    disbanded.extend(&civil);
    disbanded.sort_unstable();
    let by_power = &phase.due[..map.powers.len()];
    let customary = customary_units(map, phase.state, orders, by_power, &phase.gone, rules, &mut built);
    let mut leaders_built = std::mem::take(&mut sheet.leaders_built);
    let customary_leaders =
        leaders::customary_leaders(map, phase.state, by_power, &phase.gone, rules, &mut leaders_built);
    built.extend(leaders_built);
    number_builds(map, phase.state, &mut built);
    AdjustmentResult {
        orders: sheet.outcomes(),
        built,
        disbanded,
        civil_disorder: civil,
        capitals,
        customary,
        customary_leaders,
        #[cfg(feature = "world")]
        upkeep: None,
    }
}

/// Where a waive is kept among the builds: a unit nowhere, counted as one of its power's builds.
const WAIVED: LocId = LocId(u16::MAX);

/// The facts the orders of one adjustment phase are read against.
struct Phase<'a> {
    map: &'a Map,
    /// The position with the capitals named this phase.
    state: &'a GameState,
    rules: &'a Rules,
    /// Each pool's builds (positive) or removals (negative) due ([`pools_due`]): by power, then
    /// on a board with a Papacy by power's papal units.
    due: Vec<i32>,
    /// The powers out of the game.
    gone: Vec<bool>,
}

/// The orders of an adjustment phase as they are read, before the counts due are applied.
struct Sheet {
    out: Vec<Option<Outcome>>,
    /// Builds and waives taken so far (a waive as a unit at [`WAIVED`]), with their order's index.
    built: Vec<(usize, Unit)>,
    /// Provinces where two builds cancelled each other (`multiple_builds=both-fail`).
    refused: Vec<ProvinceId>,
    /// Disbands taken so far: the order's index and the unit's.
    disbanded: Vec<(usize, usize)>,
    /// Leaders built (Militarism III): no build due, so apart from `built`.
    leaders_built: Vec<Unit>,
}

impl Sheet {
    fn new(orders: usize) -> Sheet {
        Sheet {
            out: vec![None; orders],
            built: Vec::new(),
            refused: Vec::new(),
            disbanded: Vec::new(),
            leaders_built: Vec::new(),
        }
    }
    fn fail(&mut self, oi: usize, reason: Reason) {
        self.out[oi] = Some(Outcome { success: false, reason });
    }
    /// Every order's outcome; an order nothing decided had no build to make.
    fn outcomes(self) -> Vec<Outcome> {
        let none = Outcome { success: false, reason: Reason::NotAllowed(Limit::NoBuilds) };
        self.out.into_iter().map(|o| o.unwrap_or(none)).collect()
    }
}

impl Phase<'_> {
    /// Reads order `oi` on its own: its power, then the build, waive or disband it is.
    fn read(&self, oi: usize, order: &Order, sheet: &mut Sheet) {
        let (map, state) = (self.map, self.state);
        let power = match *order {
            Order::Build { power, loc, .. } => build_power(map, state, power, loc),
            Order::Waive { power } => power,
            Order::Unit { power, loc, .. } => {
                power.or_else(|| state.unit_in(map, map.province_of(loc)).map(|u| u.power))
            }
            Order::Capital { .. } => return,
            // Played before the count or after the phase (`mechanics::economy`).
            #[cfg(feature = "world")]
            Order::Deed { .. } => return,
        };
        let Some(power) = power else {
            return sheet.fail(oi, Reason::Illegal(Illegal::NoPower));
        };
        if self.gone[power.0 as usize] && matches!(order, Order::Build { .. } | Order::Waive { .. }) {
            return sheet.fail(oi, Reason::NotAllowed(Limit::OutOfGame));
        }
        match *order {
            // A unit that needs no supply is no build due (Militarism III's Leader).
            Order::Build { kind: Some(kind), loc, .. } if !kind.needs_supply() => {
                self.read_free_build(oi, power, loc, sheet)
            }
            Order::Build { kind, loc, .. } => self.read_build(oi, power, kind, loc, sheet),
            Order::Waive { .. } => self.read_waive(oi, power, sheet),
            Order::Unit { .. } => self.read_unit_order(oi, order, sheet),
            Order::Capital { .. } => {}
            #[cfg(feature = "world")]
            Order::Deed { .. } => {}
        }
    }

    /// A Leader's build (Militarism III): besides the builds due, checked on its own.
    fn read_free_build(&self, oi: usize, power: PowerId, loc: LocId, sheet: &mut Sheet) {
        let p = self.map.province_of(loc);
        match leaders::check_leader_build(self.map, self.state, power, p, self.rules, &sheet.leaders_built) {
            Ok(leader) => {
                sheet.leaders_built.push(leader);
                sheet.out[oi] = Some(Outcome { success: true, reason: Reason::Built });
            }
            Err(r) => sheet.fail(oi, r),
        }
    }

    /// A build due: checked, then taken unless it meets another build in its province
    /// (DATC 4.D.5, by `multiple_builds`); where the map stacks units, a second one of the kind
    /// may be raised there ([`builds_at`] counts alike).
    fn read_build(&self, oi: usize, power: PowerId, kind: Option<UnitKind>, loc: LocId, sheet: &mut Sheet) {
        let (map, state, rules) = (self.map, self.state, self.rules);
        if self.due[pool(map, power, kind)] <= 0 {
            return sheet.fail(oi, Reason::NotAllowed(Limit::NoBuilds));
        }
        let unit = match check_build(map, state, power, kind, loc, rules).and_then(|u| check_site(map, state, u, rules))
        {
            Ok(unit) => unit,
            Err(r) => return sheet.fail(oi, r),
        };
        let p = map.province_of(unit.loc);
        let already = Reason::NotAllowed(Limit::AlreadyBuilt(p));
        if sheet.refused.contains(&p) {
            return sheet.fail(oi, already);
        }
        let stacks = due::may_stack_here(map, state, unit.power, unit.kind, p);
        let meets = |b: &Unit| b.loc != WAIVED && map.province_of(b.loc) == p && !(stacks && b.kind == unit.kind);
        let Some(k) = sheet.built.iter().position(|(_, b)| meets(b)) else {
            return sheet.built.push((oi, unit));
        };
        match rules.multiple_builds {
            MultipleBuilds::First => sheet.fail(oi, already),
            MultipleBuilds::Last => {
                sheet.fail(sheet.built[k].0, already);
                sheet.built[k] = (oi, unit);
            }
            MultipleBuilds::BothFail => {
                sheet.fail(sheet.built[k].0, already);
                sheet.fail(oi, already);
                sheet.built.remove(k);
                sheet.refused.push(p);
            }
        }
    }

    /// A waive: one of the builds due not made, where the rules allow it.
    fn read_waive(&self, oi: usize, power: PowerId, sheet: &mut Sheet) {
        if self.rules.waive_builds == WaiveBuilds::NotAllowed {
            sheet.fail(oi, Reason::Illegal(Illegal::WaiveNotAllowed));
        } else if self.due[power.0 as usize] <= 0 {
            sheet.fail(oi, Reason::NotAllowed(Limit::NoBuilds));
        } else {
            sheet.built.push((oi, Unit::new(power, UnitKind::Army, WAIVED)));
        }
    }

    /// A unit's order in an adjustment phase: a disband, by a power with removals due, of a
    /// unit that needs supply (a Leader is never disbanded by order); anything else is illegal.
    fn read_unit_order(&self, oi: usize, order: &Order, sheet: &mut Sheet) {
        let Order::Unit { loc, action, power: written, kind, .. } = *order else { return };
        let units = &self.state.units;
        let unit = crate::state::unit_named_at(self.map, units, self.map.province_of(loc), kind);
        let reason = match (action, unit) {
            (Action::Disband, None) => Reason::Illegal(Illegal::NoUnit),
            (Action::Disband, Some(u)) if !units[u].kind.needs_supply() => Reason::Illegal(Illegal::LeaderNotDisbanded),
            (Action::Disband, Some(u)) if written.is_some_and(|w| w != units[u].power) => {
                Reason::Illegal(Illegal::NotYourUnit)
            }
            (Action::Disband, Some(u)) if self.due[pool(self.map, units[u].power, Some(units[u].kind))] >= 0 => {
                Reason::NotAllowed(Limit::NoDisbands)
            }
            (Action::Disband, Some(u)) if sheet.disbanded.iter().any(|&(_, x)| x == u) => {
                Reason::NotAllowed(Limit::AlreadyDisbanded)
            }
            (Action::Disband, Some(u)) => return sheet.disbanded.push((oi, u)),
            _ => Reason::Illegal(Illegal::WrongPhase),
        };
        sheet.fail(oi, reason);
    }

    /// Keeps only as many builds (and waives) as each power is due (DATC 4.D.4, by
    /// `too_many_builds`); returns the units built, by power.
    fn keep_builds(&self, sheet: &mut Sheet) -> Vec<Unit> {
        let how = match self.rules.too_many_builds {
            TooManyBuilds::FirstLegal => Pick::First,
            TooManyBuilds::LastLegal => Pick::Last,
            TooManyBuilds::AllInvalid => Pick::None,
        };
        let mut kept = Vec::new();
        for (pi, &d) in self.due.iter().enumerate().filter(|&(_, &d)| d > 0) {
            let in_pool = |u: &Unit| pool(self.map, u.power, Some(u.kind)) == pi;
            let mine: Vec<(usize, Unit)> = sheet.built.iter().copied().filter(|(_, u)| in_pool(u)).collect();
            let keep = pick(mine.len(), d as usize, how);
            for (k, (oi, u)) in mine.into_iter().enumerate() {
                if !keep(k) {
                    sheet.fail(oi, Reason::NotAllowed(Limit::BuildsAllowed(d as u32)));
                    continue;
                }
                let waived = u.loc == WAIVED;
                sheet.out[oi] =
                    Some(Outcome { success: true, reason: if waived { Reason::Waived } else { Reason::Built } });
                if !waived {
                    kept.push(u);
                }
            }
        }
        kept
    }

    /// Fails the builds kept (`built`) beyond their kind's quota and takes their units out (Das
    /// Dippyspiel's cavalry, rule 6, [`due::over_quota`]): the armies counted are all those
    /// built, and of a kind with a quota the first builds in the orders fill it.
    #[cfg(feature = "world")]
    fn within_quotas(&self, built: &mut Vec<Unit>, sheet: &mut Sheet) {
        let kept = |&(oi, _): &(usize, Unit)| sheet.out[oi].is_some_and(|o| o.reason == Reason::Built);
        let kept: Vec<(usize, Unit)> = sheet.built.iter().copied().filter(kept).collect();
        // From the last: a build over the quota with every build before it counted fails.
        for (oi, unit) in kept.into_iter().rev() {
            if let Some(limit) = due::over_quota(self.state, unit.power, unit.kind, built, self.rules) {
                sheet.fail(oi, Reason::NotAllowed(limit));
                // Units alike are one value: which of them goes is no matter.
                if let Some(k) = built.iter().position(|&b| b == unit) {
                    built.remove(k);
                }
            }
        }
    }

    /// Keeps only as many disbands as each power has removals due (DATC 4.D.6, by
    /// `too_many_disbands`); returns the units disbanded (indices into the position's units).
    fn keep_disbands(&self, sheet: &mut Sheet) -> Vec<usize> {
        let how = match self.rules.too_many_disbands {
            TooManyDisbands::FirstLegal => Pick::First,
            TooManyDisbands::LastLegal => Pick::Last,
            TooManyDisbands::CivilDisorder => Pick::None,
        };
        let mut kept = Vec::new();
        for (pi, &d) in self.due.iter().enumerate().filter(|&(_, &d)| d < 0) {
            let need = (-d) as usize;
            let units = &self.state.units;
            let in_pool = |u: &Unit| pool(self.map, u.power, Some(u.kind)) == pi;
            let mine: Vec<(usize, usize)> =
                sheet.disbanded.iter().copied().filter(|&(_, u)| in_pool(&units[u])).collect();
            let keep = pick(mine.len(), need, how);
            for (k, (oi, u)) in mine.into_iter().enumerate() {
                if keep(k) {
                    sheet.out[oi] = Some(Outcome { success: true, reason: Reason::Disbanded });
                    kept.push(u);
                } else {
                    sheet.fail(oi, Reason::NotAllowed(Limit::DisbandsDue(need as u32)));
                }
            }
        }
        kept
    }

    /// The removals due that no kept disband made, chosen by the civil-disorder rule among
    /// the units that need supply.
    fn civil_disorder(&self, kept_disbands: &[usize]) -> Vec<usize> {
        let state = self.state;
        let mut civil = Vec::new();
        let in_pool = |u: &Unit, pi: usize| pool(self.map, u.power, Some(u.kind)) == pi;
        for (pi, &d) in self.due.iter().enumerate() {
            let power = due::power_of_pool(self.map, pi);
            let need = (-d).max(0) as usize;
            let ordered = kept_disbands.iter().filter(|&&u| in_pool(&state.units[u], pi)).count();
            let missing = need - ordered.min(need);
            if missing == 0 {
                continue;
            }
            let candidates: Vec<usize> = (0..state.units.len())
                .filter(|&u| {
                    let unit = &state.units[u];
                    in_pool(unit, pi) && unit.kind.needs_supply() && !kept_disbands.contains(&u)
                })
                .collect();
            let order = civil_disorder_order(self.map, state, power, &candidates, self.rules.civil_disorder);
            civil.extend(order.into_iter().take(missing));
        }
        civil
    }
}

/// Numbers the units built: a new unit takes the lowest number its power did not use when the
/// phase began, so a number removed in this phase is not reused by a build of the same phase.
fn number_builds(map: &Map, state: &GameState, built: &mut [Unit]) {
    let mut used: Vec<Option<UsedNumbers>> = vec![None; map.powers.len()];
    for b in built {
        let mine = used[b.power.0 as usize].get_or_insert_with(|| {
            UsedNumbers::of(state.units.iter().filter(|u| u.power == b.power).map(|u| u.number))
        });
        b.number = mine.take_lowest();
    }
}

/// Under `default_builds=start-units`, in a game's opening builds (nothing on the board yet,
/// as in Militarism III's Winter 1900): each power still in the game with builds due that
/// ordered no build and no waive gets its customary units ([`customary_units_of`]); a Leader's
/// build is none of its builds due, so a power that orders only its Leader gets them too.
/// Returns those powers; the units join `built`.
fn customary_units(
    map: &Map,
    state: &GameState,
    orders: &[Order],
    due: &[i32],
    gone: &[bool],
    rules: &Rules,
    built: &mut Vec<Unit>,
) -> Vec<PowerId> {
    let ordered = |power: PowerId| {
        orders.iter().any(|o| match *o {
            Order::Build { power: written, loc, kind } => {
                // A Leader's build is none of its builds due.
                kind.is_none_or(|k| k.needs_supply()) && build_power(map, state, written, loc) == Some(power)
            }
            Order::Waive { power: written } => written == Some(power),
            _ => false,
        })
    };
    let mut given = Vec::new();
    for i in 0..map.powers.len() {
        let power = PowerId(i as u8);
        let units = customary_units_of(map, state, power, if gone[i] { 0 } else { due[i] }, rules);
        if units.is_empty() || ordered(power) {
            continue;
        }
        built.extend(units);
        given.push(power);
    }
    given
}

/// The units the rules build for `power`, `due` builds, if it orders no build and no waive:
/// under `default_builds=start-units`, in the opening builds, its customary units, the map's
/// `start` (as many as it is due, in the map's order; Militarism III, rule 2: "If a player
/// gives no build orders, the customary units are built."). Empty otherwise (then builds not
/// ordered are waived).
pub fn customary_units_of(map: &Map, state: &GameState, power: PowerId, due: i32, rules: &Rules) -> Vec<Unit> {
    if rules.default_builds != DefaultBuilds::StartUnits || !opening_builds(state) || due <= 0 {
        return Vec::new();
    }
    let start = &map.power(power).start;
    start.iter().take(due as usize).map(|&(kind, loc)| Unit::new(power, kind, loc)).collect()
}

#[derive(Clone, Copy)]
enum Pick {
    First,
    Last,
    None,
}

/// Which of `len` candidates to keep when `want` are allowed.
fn pick(len: usize, want: usize, how: Pick) -> impl Fn(usize) -> bool {
    move |k| match how {
        Pick::First => k < want,
        Pick::Last => k + want >= len,
        Pick::None => len <= want,
    }
}
