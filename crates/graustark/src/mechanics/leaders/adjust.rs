//! Militarism III's Leaders in the adjustment phase (rule 3): "Each country also receives one
//! Leader unit (L) which is built in Winter 1900 in a home center. L may not otherwise be
//! built." A Leader "does not require supplies for support": it is no build due, no removal
//! due, never removed by civil disorder and never disbanded by order.

use crate::map::{Map, PowerId, ProvinceId, UnitKind};
use crate::resolve::outcome::{Illegal, Reason};
use crate::rules::{BuildCentres, DefaultBuilds, Leaders, Rules};
use crate::state::{GameState, Unit, leader_of};

/// Whether `state` is a game's opening builds: an adjustment phase with nothing on the board
/// yet (a map that opens with builds, as Militarism III's Winter 1900).
pub(crate) fn opening_builds(state: &GameState) -> bool {
    state.units.is_empty() && state.dislodged.is_empty()
}

/// Checks a Leader's build by `power` at `p`: Leaders in the rules, the opening builds, no
/// Leader yet (on the board or among `built`, the Leaders built earlier in the phase), one of
/// its home centres that it owns (or any vacant home centre under `build_centres`), and nothing
/// there it cannot accompany (another power's unit). It is no build due and needs no supply
/// centre, so the power's count of builds does not limit it, and it may stand in the centre
/// where the power raises an army or fleet this winter.
pub(crate) fn check_leader_build(
    map: &Map,
    state: &GameState,
    power: PowerId,
    p: ProvinceId,
    rules: &Rules,
    built: &[Unit],
) -> Result<Unit, Reason> {
    let no = |i: Illegal| Err(Reason::Illegal(i));
    if rules.leaders == Leaders::None {
        return no(Illegal::NoLeaders);
    }
    if !opening_builds(state) {
        return no(Illegal::LeaderOnlyInOpening);
    }
    if leader_of(&state.units, power).is_some() || leader_of(built, power).is_some() {
        return no(Illegal::SecondLeader);
    }
    if map.province(p).home_of != Some(power) {
        return no(Illegal::NotHomeCentre(p));
    }
    if state.owners[p.0 as usize] != Some(power) && rules.build_centres == BuildCentres::OwnedHome {
        return no(Illegal::NotOwned(p));
    }
    if state.units.iter().any(|u| map.province_of(u.loc) == p && u.power != power) {
        return no(Illegal::Occupied(p));
    }
    Ok(Unit::new(power, UnitKind::Leader, map.province_loc(p)))
}

/// Whether `power` may build its Leader at `p` now (the same checks as its order, with no
/// Leader built yet this phase), for the orders offered; never when it is out of the game.
pub(crate) fn may_build_leader(map: &Map, state: &GameState, power: PowerId, p: ProvinceId, rules: &Rules) -> bool {
    !crate::adjust::out_of_game(map, state, rules)[power.0 as usize]
        && check_leader_build(map, state, power, p, rules, &[]).is_ok()
}

/// Under `default_builds=start-units` and `leaders=one-per-power`, in the opening builds: each
/// power still in the game with builds due (as for its customary units) that has no Leader
/// after its orders (it ordered none, or its order failed) gets its Leader
/// ([`customary_leader_of`]). Returns those powers; the Leaders join `built`.
pub(crate) fn customary_leaders(
    map: &Map,
    state: &GameState,
    due: &[i32],
    gone: &[bool],
    rules: &Rules,
    built: &mut Vec<Unit>,
) -> Vec<PowerId> {
    let mut given = Vec::new();
    for i in 0..map.powers.len() {
        let power = PowerId(i as u8);
        if leader_of(built, power).is_some() {
            continue;
        }
        let Some(leader) = customary_leader_of(map, state, power, if gone[i] { 0 } else { due[i] }, rules) else {
            continue;
        };
        built.push(leader);
        given.push(power);
    }
    given
}

/// The Leader the rules build for `power`, `due` builds, if it builds none: under
/// `default_builds=start-units` and `leaders=one-per-power`, in the opening builds, its Leader
/// in its first home centre as the map lists them (Militarism III's rule 2 builds "the
/// customary units" for a silent player, and rule 3 gives "each country" its Leader; the
/// map's first-listed home centre is the one choice that needs no other data).
pub fn customary_leader_of(map: &Map, state: &GameState, power: PowerId, due: i32, rules: &Rules) -> Option<Unit> {
    if rules.default_builds != DefaultBuilds::StartUnits
        || rules.leaders != Leaders::OnePerPower
        || !opening_builds(state)
        || due <= 0
    {
        return None;
    }
    let first = *map.power(power).home_centres.first()?;
    Some(Unit::new(power, UnitKind::Leader, map.province_loc(first)))
}

/// Whether a unit standing at a home centre of `power` leaves it free for `power`'s builds: its
/// own unit that accompanies others does (its Leader: the army or fleet built there joins it);
/// anything else does not.
pub(crate) fn leaves_room(u: &Unit, power: PowerId) -> bool {
    u.kind.accompanies() && u.power == power
}
