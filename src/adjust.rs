//! Adjudication of an adjustment phase: builds, disbands, waives, and civil-disorder removals,
//! and the rules' facts they rest on (who is out, what each power is due, where and how many it
//! may build). `duties` gathers those facts for a phase by asking this module; this module never
//! asks `duties`, so the adjudicator and the counts shown to players are one computation.

use crate::map::{LocId, Map, PowerId, ProvinceId, ProvinceKind, UnitKind};
use crate::order::{Action, Order};
use crate::resolve::outcome::{Illegal, Limit, Outcome, Reason};
use crate::rules::{
    BuildCentres, Elimination, BuildCoast, BuildDesignation, BuildSites, DefaultBuilds, FleetBuildOnLand, MultipleBuilds, Rules,
    SupplyCounts, TooManyBuilds, TooManyDisbands, WaiveBuilds,
};
use crate::state::{GameState, Unit, UsedNumbers};

mod leaders;
mod removals;

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
}

impl AdjustmentResult {
    /// The units built by the rules for want of orders: the customary units of the powers in
    /// `customary` and the Leaders of those in `customary_leaders` (a Leader a power ordered is
    /// not one of them).
    pub fn customary_built(&self) -> impl Iterator<Item = &Unit> {
        self.built.iter().filter(|u| {
            let list = if u.kind == UnitKind::Leader { &self.customary_leaders } else { &self.customary };
            list.contains(&u.power)
        })
    }
}

/// Whether each power (indexed by power) is out of the game under `rules.elimination`: with
/// neither centres nor units, or (the 1958 rule) with no units, a dislodged unit still
/// counting as one until its retreat is decided. A Leader does not count (Militarism III: it
/// "is eliminated only when its country is eliminated"): a power with only its Leader left is
/// out, and `play` then takes its Leader off the board.
pub fn out_of_game(map: &Map, state: &GameState, rules: &Rules) -> Vec<bool> {
    let centres = state.centre_counts(map);
    let mut units = state.unit_counts(map);
    for d in state.dislodged.iter().filter(|d| d.unit.kind != UnitKind::Leader) {
        units[d.unit.power.0 as usize] += 1;
    }
    // On an empty board the game has not put its units down yet (a map that opens with builds,
    // as Militarism III's Winter 1900): nobody is out for having none.
    let opening = opening_builds(state);
    (0..map.powers.len())
        .map(|i| {
            !opening
                && units[i] == 0
                && match rules.elimination {
                    Elimination::NoUnitsAndNoCentres => centres[i] == 0,
                    Elimination::NoUnits => true,
                }
        })
        .collect()
}

/// Builds (positive) or removals (negative) due to each power: its supply (see
/// [`supply_counts`]) minus its units (Leaders left out: they need no supply).
pub fn adjustments_due(map: &Map, state: &GameState, rules: &Rules) -> Vec<i32> {
    let c = supply_counts(map, state, rules);
    let u = state.unit_counts(map);
    c.iter().zip(&u).map(|(&c, &u)| c as i32 - u as i32).collect()
}

/// The centres that keep each power's units, indexed by power: every centre it owns, or under
/// `supply_counts=home-and-neutral` its own home centres and the neutral centres it owns (an
/// enemy's home centre counts for nobody).
pub fn supply_counts(map: &Map, state: &GameState, rules: &Rules) -> Vec<u32> {
    let mut counts = vec![0; map.powers.len()];
    for (p, owner) in state.owners.iter().enumerate() {
        let Some(owner) = *owner else { continue };
        let counts_for_owner = match rules.supply_counts {
            SupplyCounts::AllOwned => true,
            SupplyCounts::HomeAndNeutral => map.provinces[p].home_of.is_none_or(|h| h == owner),
        };
        if counts_for_owner {
            counts[owner.0 as usize] += 1;
        }
    }
    counts
}

/// Home centres where `power` may build now: home, empty, and owned (unless the rules allow
/// the guerilla raise).
/// A power out of the game ([`out_of_game`]) has none. Under
/// `build_sites=capital-and-base` only its capital and naval bases count, or, while it has
/// lost its capital, any home centre it holds (it may name it its capital and build there).
pub fn build_sites(map: &Map, state: &GameState, power: PowerId, rules: &Rules) -> Vec<ProvinceId> {
    if out_of_game(map, state, rules)[power.0 as usize] {
        return Vec::new();
    }
    let owned_or_guerilla =
        |h: ProvinceId| state.owners[h.0 as usize] == Some(power) || rules.build_centres == BuildCentres::AnyVacantHome;
    map.power(power)
        .home_centres
        .iter()
        .copied()
        .filter(|&h| owned_or_guerilla(h) && free_for_builds(map, state, power, h))
        .filter(|&h| site_kinds(map, state, power, h, rules) != (false, false) || capital_lost(map, state, power))
        .collect()
}

/// Whether `power` may raise a unit at `p`: an army or a fleet ([`room_to_raise`]).
fn free_for_builds(map: &Map, state: &GameState, power: PowerId, p: ProvinceId) -> bool {
    room_to_raise(map, state, power, UnitKind::Army, p) || room_to_raise(map, state, power, UnitKind::Fleet, p)
}

/// Whether `power` may raise a unit of `kind` (an army or a fleet) at `p`: nothing stands
/// there (its own Leader leaves room, armies on board take none), or only its own units, where
/// `kind` stacks and the map lets them all share the province (1958: "the presence of such
/// units shall not prevent the raising of a unit in its proper place", so an army is raised in
/// the capital beside its own fleet, a fleet in the naval base beside its own army).
pub(crate) fn room_to_raise(map: &Map, state: &GameState, power: PowerId, kind: UnitKind, p: ProvinceId) -> bool {
    let (mut armies, mut fleets, mut empty) = (0, 0, true);
    let standing = |u: &&Unit| map.province_of(u.loc) == p && !u.aboard() && !leaders::leaves_room(u, power);
    for u in state.units.iter().filter(standing) {
        empty = false;
        match u.kind {
            _ if u.power != power => return false,
            UnitKind::Army => armies += 1,
            UnitKind::Fleet => fleets += 1,
            _ => return false,
        }
    }
    match kind {
        _ if empty => return true,
        UnitKind::Army => armies += 1,
        UnitKind::Fleet => fleets += 1,
        _ => return false,
    }
    may_stack_here(map, state, power, kind, p) && map.may_share(power, p, state.capital(map, power), armies, fleets)
}

/// Whether units of `power` and `kind` may stack at `p` in `state` (its capital of the moment).
fn may_stack_here(map: &Map, state: &GameState, power: PowerId, kind: UnitKind, p: ProvinceId) -> bool {
    map.may_stack(power, kind, p, state.capital(map, power))
}

/// Whether `power` has a capital that it no longer holds (it may name another).
pub fn capital_lost(map: &Map, state: &GameState, power: PowerId) -> bool {
    state.capital(map, power).is_some_and(|c| state.owners[c.0 as usize] != Some(power))
}

/// Whether an army, and whether a fleet, may be raised at home centre `p` of `power` by the
/// `build_sites` rule (ownership and vacancy are checked apart).
pub(crate) fn site_kinds(map: &Map, state: &GameState, power: PowerId, p: ProvinceId, rules: &Rules) -> (bool, bool) {
    let pw = map.power(power);
    let coastal = map.province_kind(p) == ProvinceKind::Coast;
    if rules.build_sites == BuildSites::HomeCentres || (pw.capital.is_none() && pw.naval_bases.is_empty()) {
        return (true, coastal);
    }
    let base = pw.naval_bases.contains(&p) && state.owners[p.0 as usize] == Some(power);
    (state.capital(map, power) == Some(p), base)
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

/// Adjudicates the adjustment orders.
pub fn adjudicate_adjustments(map: &Map, state: &GameState, orders: &[Order], rules: &Rules) -> AdjustmentResult {
    let due = adjustments_due(map, state, rules);
    let gone = out_of_game(map, state, rules);
    let mut out: Vec<Option<Outcome>> = vec![None; orders.len()];
    let (named, capitals) = name_capitals(map, state, orders, &mut out);
    let state = &named;
    let mut built: Vec<(usize, Unit)> = Vec::new();
    // Provinces where two builds cancelled each other (multiple_builds=both-fail).
    let mut refused: Vec<ProvinceId> = Vec::new();
    let mut disbanded: Vec<(usize, usize)> = Vec::new();
    // Leaders built (Militarism III): no build due, so apart from `built`.
    let mut leaders_built: Vec<Unit> = Vec::new();
    let not_allowed = |l: Limit| Some(Outcome { success: false, reason: Reason::NotAllowed(l) });
    for (oi, order) in orders.iter().enumerate() {
        let power = match *order {
            Order::Build { power, loc, .. } => build_power(map, power, loc),
            Order::Waive { power } => power,
            Order::Unit { power, loc, .. } => {
                power.or_else(|| state.unit_in(map, map.province_of(loc)).map(|u| u.power))
            }
            Order::Capital { .. } => continue,
        };
        let Some(power) = power else {
            out[oi] = Some(Outcome { success: false, reason: Reason::Illegal(Illegal::NoPower) });
            continue;
        };
        let d = due[power.0 as usize];
        if gone[power.0 as usize] && matches!(order, Order::Build { .. } | Order::Waive { .. }) {
            out[oi] = not_allowed(Limit::OutOfGame);
            continue;
        }
        match *order {
            Order::Build { kind: Some(UnitKind::Leader), loc, .. } => {
                let p = map.province_of(loc);
                out[oi] = Some(match leaders::check_leader_build(map, state, power, p, rules, &leaders_built) {
                    Ok(leader) => {
                        leaders_built.push(leader);
                        Outcome { success: true, reason: Reason::Built }
                    }
                    Err(r) => Outcome { success: false, reason: r },
                });
            }
            Order::Build { kind, loc, .. } => {
                if d <= 0 {
                    out[oi] = not_allowed(Limit::NoBuilds);
                    continue;
                }
                match check_build(map, state, power, kind, loc, rules).and_then(|u| check_site(map, state, u, rules)) {
                    Err(r) => out[oi] = Some(Outcome { success: false, reason: r }),
                    Ok(unit) => {
                        // DATC 4.D.5: a second build in the same province.
                        let p = map.province_of(unit.loc);
                        if refused.contains(&p) {
                            out[oi] = not_allowed(Limit::AlreadyBuilt(p));
                            continue;
                        }
                        // Where the map stacks units, a second one of the kind may be raised there.
                        let stacks = may_stack_here(map, state, unit.power, unit.kind, p);
                        match built.iter().position(|(_, b)| {
                            b.loc.0 != u16::MAX && map.province_of(b.loc) == p && !(stacks && b.kind == unit.kind)
                        }) {
                            None => built.push((oi, unit)),
                            Some(k) => match rules.multiple_builds {
                                MultipleBuilds::First => out[oi] = not_allowed(Limit::AlreadyBuilt(p)),
                                MultipleBuilds::Last => {
                                    out[built[k].0] = not_allowed(Limit::AlreadyBuilt(p));
                                    built[k] = (oi, unit);
                                }
                                MultipleBuilds::BothFail => {
                                    out[built[k].0] = not_allowed(Limit::AlreadyBuilt(p));
                                    out[oi] = not_allowed(Limit::AlreadyBuilt(p));
                                    built.remove(k);
                                    refused.push(p);
                                }
                            },
                        }
                    }
                }
            }
            Order::Waive { .. } => {
                if rules.waive_builds == WaiveBuilds::NotAllowed {
                    out[oi] = Some(Outcome { success: false, reason: Reason::Illegal(Illegal::WaiveNotAllowed) });
                } else if d <= 0 {
                    out[oi] = not_allowed(Limit::NoBuilds);
                } else {
                    built.push((oi, Unit::new(power, UnitKind::Army, LocId(u16::MAX))));
                }
            }
            Order::Capital { .. } => {}
            Order::Unit { loc, action, power: written, kind, .. } => {
                let p = map.province_of(loc);
                let unit = crate::state::unit_named_at(map, &state.units, p, kind);
                let reason = match (action, unit) {
                    (Action::Disband, None) => Some(Reason::Illegal(Illegal::NoUnit)),
                    (Action::Disband, Some(u)) if state.units[u].kind == UnitKind::Leader => {
                        Some(Reason::Illegal(Illegal::LeaderNotDisbanded))
                    }
                    (Action::Disband, Some(u)) if written.is_some_and(|w| w != state.units[u].power) => {
                        Some(Reason::Illegal(Illegal::NotYourUnit))
                    }
                    (Action::Disband, Some(_)) if d >= 0 => Some(Reason::NotAllowed(Limit::NoDisbands)),
                    (Action::Disband, Some(u)) if disbanded.iter().any(|&(_, x)| x == u) => {
                        Some(Reason::NotAllowed(Limit::AlreadyDisbanded))
                    }
                    (Action::Disband, Some(u)) => {
                        disbanded.push((oi, u));
                        None
                    }
                    _ => Some(Reason::Illegal(Illegal::WrongPhase)),
                };
                if let Some(r) = reason {
                    out[oi] = Some(Outcome { success: false, reason: r });
                }
            }
        }
    }
    // Keep only as many builds and disbands as each power is due (DATC 4.D.4, 4.D.6).
    let mut kept_builds = Vec::new();
    let mut kept_disbands = Vec::new();
    for (pi, &d) in due.iter().enumerate() {
        let power = PowerId(pi as u8);
        if d > 0 {
            let mine: Vec<(usize, Unit)> = built.iter().copied().filter(|(_, u)| u.power == power).collect();
            let keep = pick(
                mine.len(),
                d as usize,
                match rules.too_many_builds {
                    TooManyBuilds::FirstLegal => Pick::First,
                    TooManyBuilds::LastLegal => Pick::Last,
                    TooManyBuilds::AllInvalid => Pick::None,
                },
            );
            for (k, (oi, u)) in mine.into_iter().enumerate() {
                if keep(k) {
                    out[oi] = Some(Outcome {
                        success: true,
                        reason: if u.loc.0 == u16::MAX { Reason::Waived } else { Reason::Built },
                    });
                    if u.loc.0 != u16::MAX {
                        kept_builds.push(u);
                    }
                } else {
                    out[oi] = not_allowed(Limit::BuildsAllowed(d as u32));
                }
            }
        } else if d < 0 {
            let need = (-d) as usize;
            let mine: Vec<(usize, usize)> =
                disbanded.iter().copied().filter(|&(_, u)| state.units[u].power == power).collect();
            let keep = pick(
                mine.len(),
                need,
                match rules.too_many_disbands {
                    TooManyDisbands::FirstLegal => Pick::First,
                    TooManyDisbands::LastLegal => Pick::Last,
                    TooManyDisbands::CivilDisorder => Pick::None,
                },
            );
            for (k, (oi, u)) in mine.into_iter().enumerate() {
                if keep(k) {
                    out[oi] = Some(Outcome { success: true, reason: Reason::Disbanded });
                    kept_disbands.push(u);
                } else {
                    out[oi] = not_allowed(Limit::DisbandsDue(need as u32));
                }
            }
        }
    }
    // Civil disorder: removals not ordered.
    let mut civil = Vec::new();
    for (pi, &d) in due.iter().enumerate() {
        let power = PowerId(pi as u8);
        let ordered = kept_disbands.iter().filter(|&&u| state.units[u].power == power).count();
        let missing = (-d).max(0) as usize - ordered.min((-d).max(0) as usize);
        if missing > 0 {
            let candidates: Vec<usize> = (0..state.units.len())
                .filter(|&u| {
                    let unit = &state.units[u];
                    unit.power == power && unit.kind != UnitKind::Leader && !kept_disbands.contains(&u)
                })
                .collect();
            let order = civil_disorder_order(map, state, power, &candidates, rules.civil_disorder);
            civil.extend(order.into_iter().take(missing));
        }
    }
    let mut all = kept_disbands.clone();
    all.extend(&civil);
    all.sort();
    let customary = customary_units(map, state, orders, &due, &gone, rules, &mut kept_builds);
    let customary_leaders = leaders::customary_leaders(map, state, &due, &gone, rules, &mut leaders_built);
    kept_builds.extend(leaders_built);
    // A new unit takes the lowest number its power did not use when the phase began, so a
    // number removed in this phase is not reused by a build of the same phase.
    let mut used: Vec<Option<UsedNumbers>> = vec![None; map.powers.len()];
    for b in &mut kept_builds {
        let mine = used[b.power.0 as usize].get_or_insert_with(|| {
            UsedNumbers::of(state.units.iter().filter(|u| u.power == b.power).map(|u| u.number))
        });
        b.number = mine.take_lowest();
    }
    AdjustmentResult {
        orders: out
            .into_iter()
            .map(|o| o.unwrap_or(Outcome { success: false, reason: Reason::NotAllowed(Limit::NoBuilds) }))
            .collect(),
        built: kept_builds,
        disbanded: all,
        civil_disorder: civil,
        capitals,
        customary,
        customary_leaders,
    }
}

/// The power a build order is for: the one written, or the home power of its province.
fn build_power(map: &Map, written: Option<PowerId>, loc: LocId) -> Option<PowerId> {
    written.or_else(|| map.province(map.province_of(loc)).home_of)
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
                kind != Some(UnitKind::Leader) && build_power(map, written, loc) == Some(power)
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

/// Checks a build order: an owned, empty home centre, and a unit that can stand there.
fn check_build(
    map: &Map,
    state: &GameState,
    power: PowerId,
    kind: Option<UnitKind>,
    loc: LocId,
    rules: &Rules,
) -> Result<Unit, Reason> {
    let p = map.province_of(loc);
    let prov = map.province(p);
    let no = |i: Illegal| Err(Reason::Illegal(i));
    if prov.home_of != Some(power) {
        return no(Illegal::NotHomeCentre(p));
    }
    if state.owners[p.0 as usize] != Some(power) && rules.build_centres == BuildCentres::OwnedHome {
        return no(Illegal::NotOwned(p));
    }
    let mut here =
        state.units.iter().filter(|u| map.province_of(u.loc) == p && !u.aboard() && !leaders::leaves_room(u, power));
    if here.next().is_some() && !map.stacking.any() {
        return no(Illegal::Occupied(p));
    }
    // DATC 4.C.3: without a unit type, an army inland, a fleet where a coast is named.
    // DATC 4.C.3: a build without a unit type.
    let kind = match (kind, rules.build_designation) {
        (Some(k), _) => k,
        (None, BuildDesignation::Fails) => return no(Illegal::KindNeeded(p)),
        (None, _) if prov.kind == ProvinceKind::Land => UnitKind::Army,
        (None, BuildDesignation::ArmyInlandFleetOnCoast) if loc != map.province_loc(p) => UnitKind::Fleet,
        (None, _) => return no(Illegal::KindNeeded(p)),
    };
    // Only its own units, where the map lets the new one stand beside them, leave room.
    let room = match kind {
        UnitKind::Army | UnitKind::Fleet => room_to_raise(map, state, power, kind, p),
        _ => !state.units.iter().any(|u| map.province_of(u.loc) == p && !u.aboard() && !leaders::leaves_room(u, power)),
    };
    if !room {
        return no(Illegal::Occupied(p));
    }
    match kind {
        UnitKind::Army => Ok(Unit::new(power, kind, map.province_loc(p))),
        UnitKind::CoastGuard if !map.coast_guards => no(Illegal::NoCoastGuards),
        // A coast guard stands on the coast, as a fleet does, and never at sea or inland.
        UnitKind::CoastGuard if prov.kind != ProvinceKind::Coast => no(Illegal::CannotEnter(kind, p)),
        UnitKind::CoastGuard if !prov.coasts.is_empty() && loc == map.province_loc(p) => no(Illegal::CoastNeeded(p)),
        UnitKind::CoastGuard => Ok(Unit::new(power, kind, loc)),
        UnitKind::Leader => Ok(Unit::new(power, kind, map.province_loc(p))),
        UnitKind::Fleet if prov.kind == ProvinceKind::Land => match rules.fleet_build_on_land {
            FleetBuildOnLand::Fails => no(Illegal::FleetInland(p)),
            FleetBuildOnLand::BuildsArmy => Ok(Unit::new(power, UnitKind::Army, map.province_loc(p))),
        },
        UnitKind::Fleet => {
            if prov.coasts.is_empty() {
                Ok(Unit::new(power, kind, map.province_loc(p)))
            } else if loc == map.province_loc(p) {
                // DATC 4.B.7: the early e-mail judges built on a default coast, the first listed.
                match rules.build_coast {
                    BuildCoast::Fails => no(Illegal::CoastNeeded(p)),
                    BuildCoast::DefaultCoast => Ok(Unit::new(power, kind, prov.coasts[0])),
                }
            } else {
                Ok(Unit::new(power, kind, loc))
            }
        }
    }
}

/// Checks a build's unit against the `build_sites` rule: an army in the capital, a fleet in a
/// naval base the power holds.
fn check_site(map: &Map, state: &GameState, unit: Unit, rules: &Rules) -> Result<Unit, Reason> {
    let p = map.province_of(unit.loc);
    match (unit.kind, site_kinds(map, state, unit.power, p, rules)) {
        (UnitKind::Army, (false, _)) => Err(Reason::Illegal(Illegal::NotCapital(p))),
        (UnitKind::Fleet, (_, false)) => Err(Reason::Illegal(Illegal::NotNavalBase(p))),
        _ => Ok(unit),
    }
}
