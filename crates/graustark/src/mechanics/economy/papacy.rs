//! The Papacy (Das Dippyspiel, rule 5; the map's `papacy` gives its numbers): the Winter's
//! election and the papal centres, played before the count, since "Papal centers may be created
//! and built on in the same Winter move". The readings, with their tests in
//! `tests/variants/papacy.toml`:
//!
//! - **When elections are held** is unstated: a Winter in which any power votes (`Vote
//!   Frenciana`) holds one. A power gives all its votes, one for each supply centre it owns
//!   after the Winter's cessions, to one candidate, itself if it likes; papal centres are no
//!   supply centres and give none.
//! - **Elected** is the candidate with the board's `elect` votes (155), the most if two have
//!   them; a Pope "may not be deposed unless another candidate receives 155 votes in an election
//!   or the Pope receives less than 31 votes in an election".
//! - **A schism**: every other candidate with `schism` votes (31) or more may make papal
//!   centres, one for each 31 votes, at most 4 ("31-61 votes, 1 center; ... 124-154 votes, 4");
//!   making one is declaring the schism. Each election replaces what the last allowed ("may
//!   increase or must decrease his total of Papal supply centers in accordance with the results
//!   of subsequent elections").
//! - **Making a papal centre** (`Papal Tuni`, `Papal Tuni for Graustark`): by the Pope, 7 in all,
//!   or by a schism within what it allows; on a land province that is no supply centre, where no
//!   unit but its owner's stands ("may not be occupied at the time of their designation by
//!   forces other than those of the power owning them"), within 2 provinces of a build centre of
//!   its owner. The Pope's are fixed for his term ("may not thereafter, during his term of
//!   office, move either the center or its utility"); a schism's maker may remove them (`Remove
//!   papal Tuni`).
//! - **Reductions**: a maker whose centres are more than the last election allows (a schism cut,
//!   or a Pope deposed, whose centres then count as any player's) removes the excess with the
//!   same Winter's orders, which may be written beside the votes; one that has not has "all
//!   Papal centers owned by that player" removed, those he made. The units they supported are
//!   then removals due of their owners, who choose them ("the removing player may select both
//!   the center and the Papal unit to be removed"), or lose them by civil disorder.

use crate::map::{Map, Papacy, PowerId, ProvinceId, ProvinceKind};
use crate::order::{Deed, Order};
use crate::resolve::outcome::{Illegal, Limit, Outcome, Reason};
use crate::state::{Church, GameState, PapalCentre};

/// Whether the phase's orders touch the Papacy.
pub(super) fn any_papal_orders(orders: &[Order]) -> bool {
    orders.iter().any(|o| {
        matches!(o, Order::Deed { deed: Deed::Vote { .. } | Deed::Papal { .. } | Deed::RemovePapal { .. }, .. })
    })
}

/// The Winter's election, then the papal centres removed and made, then the reductions not
/// made punished: into `state`, each order's outcome into `out`.
pub(super) fn before_count(map: &Map, state: &mut GameState, orders: &[Order], out: &mut [Option<Outcome>]) {
    let Some(rules) = map.papacy else { return };
    if let Some(tally) = cast_votes(map, state, orders, out) {
        elect(rules, &mut state.economy.church, &tally);
    }
    for (oi, order) in orders.iter().enumerate() {
        let Order::Deed { power, deed: Deed::RemovePapal { province } } = *order else { continue };
        let result = power.ok_or(Reason::Illegal(Illegal::NoPower));
        out[oi] = Some(outcome(result.and_then(|p| remove_centre(&mut state.economy.church, p, province))));
    }
    for (oi, order) in orders.iter().enumerate() {
        let Order::Deed { power, deed: Deed::Papal { province, owner } } = *order else { continue };
        let result = power.ok_or(Reason::Illegal(Illegal::NoPower));
        out[oi] = Some(outcome(result.and_then(|p| make_centre(map, rules, state, p, province, owner))));
    }
    punish_schisms(&mut state.economy.church);
}

fn outcome(result: Result<Reason, Reason>) -> Outcome {
    match result {
        Ok(reason) => Outcome { success: true, reason },
        Err(reason) => Outcome { success: false, reason },
    }
}

/// The votes cast, each power's for one candidate: the tally by candidate, or None where
/// nobody voted (no election).
fn cast_votes(map: &Map, state: &GameState, orders: &[Order], out: &mut [Option<Outcome>]) -> Option<Vec<u32>> {
    let centres = state.centre_counts(map);
    let mut tally = vec![0; map.powers.len()];
    let mut voted: Vec<PowerId> = Vec::new();
    for (oi, order) in orders.iter().enumerate() {
        let Order::Deed { power, deed: Deed::Vote { candidate } } = *order else { continue };
        out[oi] = Some(match power {
            None => Outcome { success: false, reason: Reason::Illegal(Illegal::NoPower) },
            Some(p) if voted.contains(&p) => Outcome { success: false, reason: Reason::Illegal(Illegal::VotedTwice) },
            Some(p) => {
                voted.push(p);
                let votes = centres[p.0 as usize];
                tally[candidate.0 as usize] += votes;
                Outcome { success: true, reason: Reason::Voted(votes.min(u32::from(u16::MAX)) as u16) }
            }
        });
    }
    (!voted.is_empty()).then_some(tally)
}

/// The election's result: the Pope elected, kept or deposed, and the schisms it allows.
fn elect(rules: Papacy, church: &mut Church, tally: &[u32]) {
    let most = tally.iter().copied().max().unwrap_or(0);
    let leaders: Vec<usize> = (0..tally.len()).filter(|&p| tally[p] == most).collect();
    let elected = match leaders.as_slice() {
        [one] if most >= rules.elect => Some(PowerId(*one as u8)),
        _ => None,
    };
    church.pope = match (church.pope, elected) {
        (_, Some(p)) => Some(p),
        (Some(pope), None) if tally[pope.0 as usize] < rules.schism => None,
        (kept, None) => kept,
    };
    church.schisms = (0..tally.len())
        .map(|p| PowerId(p as u8))
        .filter(|&p| Some(p) != church.pope)
        .map(|p| (p, rules.schism_centres(tally[p.0 as usize])))
        .filter(|&(_, n)| n > 0)
        .collect();
}

/// The papal centre in `p` unmade by its maker `power`, who is not the Pope.
fn remove_centre(church: &mut Church, power: PowerId, p: ProvinceId) -> Result<Reason, Reason> {
    let illegal = |i| Err(Reason::Illegal(i));
    match church.centre_in(p) {
        Some(c) if c.by == power && church.pope == Some(power) => illegal(Illegal::PopesCentreFixed(p)),
        Some(c) if c.by == power => {
            church.centres.retain(|c| c.province != p);
            Ok(Reason::PapalCentre { made: false })
        }
        _ => illegal(Illegal::NotPapal(p)),
    }
}

/// A papal centre made by `power` in `p` for `owner` (itself where none is written).
fn make_centre(
    map: &Map,
    rules: Papacy,
    state: &mut GameState,
    power: PowerId,
    p: ProvinceId,
    owner: Option<PowerId>,
) -> Result<Reason, Reason> {
    let illegal = |i| Err(Reason::Illegal(i));
    let owner = owner.unwrap_or(power);
    let church = &state.economy.church;
    let allowed = if church.pope == Some(power) { rules.centres } else { church.schism_of(power) };
    if allowed == 0 {
        return illegal(Illegal::NoPapalRight);
    }
    if church.made_by(power) >= usize::from(allowed) {
        return Err(Reason::NotAllowed(Limit::PapalCentres(allowed)));
    }
    if map.province(p).supply_centre || !matches!(map.province_kind(p), ProvinceKind::Land | ProvinceKind::Coast) {
        return illegal(Illegal::PapalOnSupplyCentre(p));
    }
    if church.centre_in(p).is_some() {
        return illegal(Illegal::AlreadyPapal(p));
    }
    if state.units.iter().any(|u| u.power != owner && map.province_of(u.loc) == p) {
        return illegal(Illegal::OccupiedByOthers(p));
    }
    if !near_a_build_centre(map, state, owner, p, rules.reach) {
        return illegal(Illegal::FarFromBuildCentre(p));
    }
    let centres = &mut state.economy.church.centres;
    centres.push(PapalCentre { province: p, owner, by: power });
    centres.sort_unstable_by_key(|c| c.province);
    Ok(Reason::PapalCentre { made: true })
}

/// Whether `p` is at most `reach` provinces from a build centre of `owner`, by land or sea.
fn near_a_build_centre(map: &Map, state: &GameState, owner: PowerId, p: ProvinceId, reach: u8) -> bool {
    let mut seen: Vec<ProvinceId> = state.build_centres(map, owner).to_vec();
    let mut edge = seen.clone();
    for _ in 0..=reach {
        if seen.contains(&p) {
            return true;
        }
        let next: Vec<ProvinceId> = edge
            .iter()
            .flat_map(|&q| map.army_neighbours(q).iter().chain(map.fleet_province_neighbours(q)))
            .copied()
            .filter(|q| !seen.contains(q))
            .collect();
        seen.extend(&next);
        edge = next;
    }
    false
}

/// Every maker but the Pope with more papal centres than its schism allows loses all it made.
fn punish_schisms(church: &mut Church) {
    let over: Vec<PowerId> = church
        .centres
        .iter()
        .map(|c| c.by)
        .filter(|&by| church.pope != Some(by) && church.made_by(by) > usize::from(church.schism_of(by)))
        .collect();
    church.centres.retain(|c| !over.contains(&c.by));
}
