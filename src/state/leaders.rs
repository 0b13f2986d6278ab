//! Militarism III's Leaders in a position (rules 3 and 4): where a Leader may stand beside
//! other units, and which unit an order naming a shared place means.
//!
//! A Leader may share a province with its own power's army or fleet (it "accompanies" it), and
//! Leaders of several powers may share a province where no army, fleet or coast guard stands;
//! a Leader never shares with another power's army or fleet, nor with a coast guard (the
//! source's Leader accompanies only an A or F). Each power has at most one Leader.

use super::{StateError, StateErrorKind, Unit};
use crate::map::{Map, PowerId, ProvinceId, UnitKind};

/// Checks the Leaders among `units` (the other units were checked apart): one to a power, and
/// each where it may stand beside the units of its province. The error names the Leader's
/// field (`units[i]`).
pub(super) fn check_leaders(map: &Map, units: &[Unit]) -> Result<(), StateError> {
    let mut seen: Vec<PowerId> = Vec::new();
    for (i, u) in units.iter().enumerate().filter(|(_, u)| u.kind == UnitKind::Leader) {
        let at = || format!("units[{i}]");
        if seen.contains(&u.power) {
            let power = map.power(u.power).name.clone();
            return Err(StateError::new(at(), StateErrorKind::SecondLeader { power }));
        }
        seen.push(u.power);
        let p = map.province_of(u.loc);
        let beside = units.iter().filter(|o| o.kind != UnitKind::Leader && map.province_of(o.loc) == p);
        if beside.clone().any(|o| !accompanies(u, o)) {
            let province = map.province(p).name.clone();
            return Err(StateError::new(at(), StateErrorKind::LeaderBesideForeignUnit { province }));
        }
    }
    Ok(())
}

/// Whether Leader `leader` may stand beside `other`, a unit that is no Leader: its own power's
/// army or fleet (an army on board one of its fleets too).
fn accompanies(leader: &Unit, other: &Unit) -> bool {
    other.power == leader.power && matches!(other.kind, UnitKind::Army | UnitKind::Fleet)
}

/// Whether two units dislodged from one province may both be there because of Leaders: a
/// Leader with its host (its own army or fleet), or Leaders of several powers dislodged
/// together (a lone Leader is dislodged when a unit enters its province).
pub(super) fn dislodged_together(a: &Unit, b: &Unit) -> bool {
    match (a.kind == UnitKind::Leader, b.kind == UnitKind::Leader) {
        (true, true) => a.power != b.power,
        (true, false) => accompanies(a, b),
        (false, true) => accompanies(b, a),
        (false, false) => false,
    }
}

/// The index of the unit an order naming province `p` (with `kind`, if it writes one) means,
/// among `units`: where a Leader shares the province with its army or fleet, `L Par` names the
/// Leader and `A Par` or `Par` the army; a kind that names nothing there falls back on what
/// stands there (the unit-designation rules judge the mismatch). Where several units remain
/// (the 1958 stacks, Leaders of several powers), the first.
pub fn unit_named_at<'u>(
    map: &Map,
    units: impl IntoIterator<Item = &'u Unit>,
    p: ProvinceId,
    kind: Option<UnitKind>,
) -> Option<usize> {
    let wants_leader = kind == Some(UnitKind::Leader);
    let mut fallback = None;
    for (i, u) in units.into_iter().enumerate().filter(|(_, u)| map.province_of(u.loc) == p) {
        if (u.kind == UnitKind::Leader) == wants_leader {
            return Some(i);
        }
        fallback.get_or_insert(i);
    }
    fallback
}

/// The Leader of `power` among `units`, if it has one.
pub fn leader_of(units: &[Unit], power: PowerId) -> Option<usize> {
    units.iter().position(|u| u.power == power && u.kind == UnitKind::Leader)
}

/// Checks that no power has a Leader dislodged besides one on the board or another dislodged
/// (one Leader a power). The error names the dislodged Leader's field (`dislodged[i]`).
pub(super) fn check_dislodged_leaders(map: &Map, units: &[Unit], dislodged: &[Unit]) -> Result<(), StateError> {
    for (i, u) in dislodged.iter().enumerate().filter(|(_, u)| u.kind == UnitKind::Leader) {
        if leader_of(units, u.power).is_some() || leader_of(&dislodged[..i], u.power).is_some() {
            let power = map.power(u.power).name.clone();
            return Err(StateError::new(format!("dislodged[{i}]"), StateErrorKind::SecondLeader { power }));
        }
    }
    Ok(())
}
