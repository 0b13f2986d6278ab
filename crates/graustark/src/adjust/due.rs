//! The rules' facts an adjustment phase rests on: who is out of the game, what each power is
//! due, where it may build and how many builds each site takes. The adjudicator reads them, and
//! the duties (`crate::duties`) state them to players from here, so both count alike.

use super::leaders::{self, opening_builds};
use crate::map::{Base, LocId, Map, PowerId, ProvinceId, ProvinceKind, UnitKind};
use crate::resolve::outcome::Limit;
use crate::rules::{BuildCentres, BuildSites, Elimination, Rules, SupplyCounts};
use crate::state::{GameState, Unit};

/// Whether each power (indexed by power) is out of the game under `rules.elimination`: with
/// neither centres nor units, or (the 1958 rule) with no units, a dislodged unit still
/// counting as one until its retreat is decided. A Leader does not count (Militarism III: it
/// "is eliminated only when its country is eliminated"): a power with only its Leader left is
/// out, and `play` then takes its Leader off the board. An underground power (Das Dippyspiel's
/// Pollutidar, rule 7: "an unlimited supply of units") is never out for having none.
pub fn out_of_game(map: &Map, state: &GameState, rules: &Rules) -> Vec<bool> {
    let centres = state.centre_counts(map);
    let mut units = state.unit_counts(map);
    for d in state.dislodged.iter().filter(|d| d.unit.kind.counts()) {
        units[d.unit.power.0 as usize] += 1;
    }
    // On an empty board the game has not put its units down yet (a map that opens with builds,
    // as Militarism III's Winter 1900): nobody is out for having none.
    let opening = opening_builds(state);
    (0..map.powers.len())
        .map(|i| {
            !opening
                && !map.is_underground(PowerId(i as u8))
                && units[i] == 0
                && match rules.elimination {
                    Elimination::NoUnitsAndNoCentres => centres[i] == 0,
                    Elimination::NoUnits => true,
                }
        })
        .collect()
}

/// Builds (positive) or removals (negative) due to each power: its supply (see
/// [`supply_counts`]) minus its units (Leaders left out: they need no supply). An underground
/// power (Das Dippyspiel's Pollutidar, rule 7: "an unlimited supply of units", which "may
/// capture and hold surface supply provinces, but may not build units for them") is due
/// neither: its units come up through the vents, within its limits on the surface.
pub fn adjustments_due(map: &Map, state: &GameState, rules: &Rules) -> Vec<i32> {
    let c = supply_counts(map, state, rules);
    let u = state.unit_counts(map);
    let due = |(i, (&c, &u)): (usize, (&u32, &u32))| match map.is_underground(PowerId(i as u8)) {
        true => 0,
        false => c as i32 - u as i32,
    };
    c.iter().zip(&u).enumerate().map(due).collect()
}

/// Each pool's builds (positive) or removals (negative) due: each power's supply centres
/// against its units ([`adjustments_due`], indices 0 to the powers' number), then, on a board
/// with a Papacy (Das Dippyspiel, rule 5: "Papal centers support only Papal units"), each
/// power's papal centres against its papal units.
pub(crate) fn pools_due(map: &Map, state: &GameState, rules: &Rules) -> Vec<i32> {
    #[allow(unused_mut)]
    let mut due = adjustments_due(map, state, rules);
    #[cfg(feature = "world")]
    if map.papacy.is_some() {
        let papal = |u: &&Unit| u.kind.supply() == crate::map::Supply::Papal;
        for p in 0..map.powers.len() {
            let power = PowerId(p as u8);
            let units = state.units.iter().filter(papal).filter(|u| u.power == power).count();
            due.push(state.economy.church.owned_by(power) as i32 - units as i32);
        }
    }
    due
}

/// The pool of [`pools_due`] a unit of `power` and `kind` counts in.
#[inline]
pub(crate) fn pool(map: &Map, power: PowerId, kind: Option<UnitKind>) -> usize {
    #[cfg(feature = "world")]
    if kind.is_some_and(|k| k.supply() == crate::map::Supply::Papal) {
        return map.powers.len() + power.0 as usize;
    }
    let _ = (map, kind);
    power.0 as usize
}

/// The power whose pool of [`pools_due`] is `pool`.
#[inline]
pub(crate) fn power_of_pool(map: &Map, pool: usize) -> PowerId {
    #[cfg(feature = "world")]
    return PowerId((pool % map.powers.len()) as u8);
    #[cfg(not(feature = "world"))]
    {
        let _ = map;
        PowerId(pool as u8)
    }
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
    state
        .build_centres(map, power)
        .iter()
        .copied()
        .filter(|&h| owned_or_guerilla(h) && free_for_builds(map, state, power, h))
        .filter(|&h| site_kinds(map, state, power, h, rules) != (false, false) || capital_lost(map, state, power))
        .collect()
}

/// Whether `power` may raise at `p` some kind of unit a build due raises (one that needs
/// supply: an army or a fleet, [`room_to_raise`]).
fn free_for_builds(map: &Map, state: &GameState, power: PowerId, p: ProvinceId) -> bool {
    UnitKind::ALL.into_iter().any(|kind| kind.needs_supply() && room_to_raise(map, state, power, kind, p))
}

/// Whether `power` may raise a unit of `kind` at `p`: nothing stands there (its own Leader
/// leaves room, armies on board take none), or only its own units, where `kind` stacks and the
/// map lets them all share the province (1958: "the presence of such units shall not prevent
/// the raising of a unit in its proper place", so an army is raised in the capital beside its
/// own fleet, a fleet in the naval base beside its own army). Units are told apart by the base
/// they are raised at (the capital's kind, the naval base's); a kind with no base shares with
/// nothing.
pub(crate) fn room_to_raise(map: &Map, state: &GameState, power: PowerId, kind: UnitKind, p: ProvinceId) -> bool {
    // Units raised at the capital (armies) and at a naval base (fleets) standing there.
    let mut raised = (0, 0);
    let mut empty = true;
    let standing = |u: &&Unit| map.province_of(u.loc) == p && !u.aboard() && !leaders::leaves_room(u, power);
    for u in state.units.iter().filter(standing) {
        empty = false;
        if u.power != power || !tally(u.kind, &mut raised) {
            return false;
        }
    }
    if empty {
        return true;
    }
    tally(kind, &mut raised)
        && may_stack_here(map, state, power, kind, p)
        && map.may_share(power, p, state.capital(map, power), raised.0, raised.1)
}

/// Adds a unit of `kind` to the count of units raised at the capital and at a naval base;
/// false for a kind with no base, which shares a province with nothing.
fn tally(kind: UnitKind, raised: &mut (u32, u32)) -> bool {
    match kind.base() {
        Base::Capital => raised.0 += 1,
        Base::NavalBase => raised.1 += 1,
        Base::None => return false,
    }
    true
}

/// Whether units of `power` and `kind` may stack at `p` in `state` (its capital of the moment):
/// then a second build of the kind may be raised there in one phase.
pub(super) fn may_stack_here(map: &Map, state: &GameState, power: PowerId, kind: UnitKind, p: ProvinceId) -> bool {
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

/// Whether a unit of `kind` may be raised where the `build_sites` rule allows `kinds` (as
/// [`site_kinds`] gives them): the capital's kind where armies may be, the naval base's where
/// fleets may be; a kind with no base of its own wherever it can stand.
pub(super) fn raised_here(kinds: (bool, bool), kind: UnitKind) -> bool {
    match kind.base() {
        Base::Capital => kinds.0,
        Base::NavalBase => kinds.1,
        Base::None => true,
    }
}

/// How many of its `due` builds `power` may make at its build site `p` this phase: one, or,
/// where some kind that may be raised there stacks (the 1958 capital and naval bases: "the
/// presence of such units shall not prevent the raising of a unit in its proper place"), all
/// of them, as the adjudicator accepts a second build of that kind there. A site it may name
/// its capital (its capital lost) is counted as named.
pub fn builds_at(map: &Map, state: &GameState, power: PowerId, p: ProvinceId, rules: &Rules, due: u32) -> u32 {
    let named;
    let state = if capital_lost(map, state, power) && state.owners[p.0 as usize] == Some(power) {
        let mut s = state.clone();
        s.capitals[power.0 as usize] = Some(p);
        named = s;
        &named
    } else {
        state
    };
    let kinds = site_kinds(map, state, power, p, rules);
    let stacks = UnitKind::ALL.into_iter().any(|kind| {
        kind.needs_supply()
            && raised_here(kinds, kind)
            && room_to_raise(map, state, power, kind, p)
            && may_stack_here(map, state, power, kind, p)
    });
    if stacks { due.max(1) } else { 1 }
}

/// The limit `power` passes with its units of `kind` on the board and those in `built`: more
/// than its kind's quota allows (Das Dippyspiel's cavalry, rule 6: "Additional C units may be
/// built, but only within a required ratio of 1 C for every 3 A"); `None` within it.
///
/// The units the quota counts (armies) are, under `cavalry_ratio=after-builds`, those on the
/// board after this phase's builds, `built` among them, so an army and a cavalry built in one
/// Winter count together (the rule speaks of the force kept); under `before-builds`, only those
/// on the board before them. The minimum ("1 C to which every nation is entitled") is the
/// quota's own, always allowed. Only builds are checked, never removals: a power over its quota
/// after losing armies keeps its cavalry ("he is not required to remove C units to remain
/// within this limit") and builds no more "until he has built sufficient a units".
#[cfg(feature = "world")]
pub(crate) fn over_quota(
    state: &GameState,
    power: PowerId,
    kind: UnitKind,
    built: &[Unit],
    rules: &Rules,
) -> Option<Limit> {
    let count = |k: UnitKind| {
        let mine = |u: &&Unit| u.power == power && u.kind == k;
        (state.units.iter().filter(mine).count() + built.iter().filter(mine).count()) as u32
    };
    let before = |k: UnitKind| state.units.iter().filter(|u| u.power == power && u.kind == k).count() as u32;
    let allowed = match rules.cavalry_ratio {
        crate::rules::CavalryRatio::AfterBuilds => kind.quota().allowed(count)?,
        crate::rules::CavalryRatio::BeforeBuilds => kind.quota().allowed(before)?,
    };
    (count(kind) > allowed).then_some(Limit::Quota { kind, allowed })
}

/// Without the feature no kind has a quota.
#[cfg(not(feature = "world"))]
pub(crate) fn over_quota(_: &GameState, _: PowerId, _: UnitKind, _: &[Unit], _: &Rules) -> Option<Limit> {
    None
}

/// Whether one more unit of `kind`, built at `loc`, keeps `power` within its kind's quota
/// ([`over_quota`]) on the position as it stands: what the offered orders ask.
pub(crate) fn quota_allows_one(state: &GameState, power: PowerId, kind: UnitKind, loc: LocId, rules: &Rules) -> bool {
    over_quota(state, power, kind, &[Unit::new(power, kind, loc)], rules).is_none()
}
