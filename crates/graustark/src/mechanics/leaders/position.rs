//! Militarism III's Leaders in a position (rules 3 and 4): where a Leader may stand beside
//! other units, and which unit an order naming a shared place means.
//!
//! A Leader may share a province with its own power's army or fleet (it "accompanies" it), and
//! Leaders of several powers may share a province where no army, fleet or coast guard stands;
//! a Leader never shares with another power's army or fleet, nor with a coast guard (the
//! source's Leader accompanies only an A or F). Each power has at most one Leader. What is
//! asked of a unit's kind is its capability: whether it accompanies its own unit (a Leader),
//! and whether it hosts one (an army or fleet).

use crate::map::{Map, PowerId, ProvinceId, UnitKind};
use crate::state::{StateError, StateErrorKind, Unit};

/// Checks the Leaders among `units` (the other units were checked apart): one to a power, and
/// each where it may stand beside the units of its province. The error names the Leader's
/// field (`units[i]`).
pub(crate) fn check_leaders(map: &Map, units: &[Unit]) -> Result<(), StateError> {
    let mut seen: Vec<PowerId> = Vec::new();
    for (i, u) in units.iter().enumerate().filter(|(_, u)| u.kind.accompanies()) {
        let at = || format!("units[{i}]");
        if seen.contains(&u.power) {
            let power = map.power(u.power).name.clone();
            return Err(StateError::new(at(), StateErrorKind::SecondLeader { power }));
        }
        seen.push(u.power);
        let p = map.province_of(u.loc);
        let beside = units.iter().filter(|o| !o.kind.accompanies() && map.province_of(o.loc) == p);
        if beside.clone().any(|o| !hosts(o, u)) {
            let province = map.province(p).name.clone();
            return Err(StateError::new(at(), StateErrorKind::LeaderBesideForeignUnit { province }));
        }
    }
    Ok(())
}

/// Whether `host`, a unit that is no Leader, may have Leader `leader` beside it: it is its own
/// power's army or fleet (an army on board one of its fleets too).
fn hosts(host: &Unit, leader: &Unit) -> bool {
    host.power == leader.power && host.kind.hosts()
}

/// Whether two units may stand in one province because of Leaders: a Leader with its host (its
/// own army or fleet), or Leaders of several powers. What two units dislodged from one province
/// may be (a lone Leader is dislodged when a unit enters its province), and where a dislodged
/// unit may retreat beside another.
pub(crate) fn beside_by_leaders(a: &Unit, b: &Unit) -> bool {
    match (a.kind.accompanies(), b.kind.accompanies()) {
        (true, true) => a.power != b.power,
        (true, false) => hosts(b, a),
        (false, true) => hosts(a, b),
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
    let wants_leader = kind.is_some_and(UnitKind::accompanies);
    let mut fallback = None;
    for (i, u) in units.into_iter().enumerate().filter(|(_, u)| map.province_of(u.loc) == p) {
        if u.kind.accompanies() == wants_leader {
            return Some(i);
        }
        fallback.get_or_insert(i);
    }
    fallback
}

/// The Leader of `power` among `units`, if it has one.
pub fn leader_of(units: &[Unit], power: PowerId) -> Option<usize> {
    units.iter().position(|u| u.power == power && u.kind.accompanies())
}

/// Checks that no power has a Leader dislodged besides one on the board or another dislodged
/// (one Leader a power). The error names the dislodged Leader's field (`dislodged[i]`).
pub(crate) fn check_dislodged_leaders(map: &Map, units: &[Unit], dislodged: &[Unit]) -> Result<(), StateError> {
    for (i, u) in dislodged.iter().enumerate().filter(|(_, u)| u.kind.accompanies()) {
        if leader_of(units, u.power).is_some() || leader_of(&dislodged[..i], u.power).is_some() {
            let power = map.power(u.power).name.clone();
            return Err(StateError::new(format!("dislodged[{i}]"), StateErrorKind::SecondLeader { power }));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::beside_by_leaders;
    use crate::map::{LocId, PowerId, UnitKind};
    use crate::state::Unit;

    #[test]
    fn a_leader_shares_with_its_own_army_or_fleet_and_other_powers_leaders_only() {
        let unit = |power, kind| Unit::new(PowerId(power), kind, LocId(0));
        let leader = unit(0, UnitKind::Leader);
        // Rule 4: "An L may accompany only units of its own country", rule 3 "An A or F".
        assert!(beside_by_leaders(&leader, &unit(0, UnitKind::Army)));
        assert!(beside_by_leaders(&unit(0, UnitKind::Fleet), &leader));
        assert!(!beside_by_leaders(&leader, &unit(0, UnitKind::CoastGuard)));
        assert!(!beside_by_leaders(&unit(0, UnitKind::CoastGuard), &leader));
        assert!(!beside_by_leaders(&leader, &unit(1, UnitKind::Army)));
        // "L's of different countries may occupy the same space so long as no A or F occupies it."
        assert!(beside_by_leaders(&leader, &unit(1, UnitKind::Leader)));
        assert!(!beside_by_leaders(&leader, &unit(0, UnitKind::Leader)));
        assert!(!beside_by_leaders(&unit(0, UnitKind::Army), &unit(0, UnitKind::Fleet)));
    }
}
