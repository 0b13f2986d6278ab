//! Brannan's rule (DATC 4.A.4, the `last-fleet` choice of `convoyed_attack_origin`): a
//! convoyed army attacks from its last convoying fleet, not from its own province.

use super::decide::Decisions;
use super::prepare::{Act, Prepared};
use crate::map::ProvinceId;
use crate::rules::ConvoyedAttackOrigin;

/// Brannan's rule, application 3: a convoyed army attacks from its last convoying fleet, so
/// it meets head to head the unit in its destination that attacks that fleet. Returns the
/// other unit of such a pair, seen from either side.
pub(crate) fn brannan_head_to_head(b: &Prepared, m: u32) -> Option<u32> {
    if b.rules.convoyed_attack_origin != ConvoyedAttackOrigin::LastFleet {
        return None;
    }
    let Act::Move { dest, convoy, .. } = b.act[m as usize] else { return None };
    let last_fleet_of = |army: u32, sea: ProvinceId| {
        let Act::Move { dest: target, convoy: true, .. } = b.act[army as usize] else { return false };
        b.convoys(army).any(|f| b.prov[f as usize] == sea) && b.map.fleet_provinces_adjacent(sea, target)
    };
    if convoy {
        // The army: the unit at its destination moves into one of its last fleets' seas.
        let o = b.occupant_of(dest)?;
        let Act::Move { dest: there, .. } = b.act[o as usize] else { return None };
        return last_fleet_of(m, there).then_some(o);
    }
    // The other side: `m` attacks a convoying fleet whose army is moving into m's province.
    let f = b.occupant_of(dest)?;
    let Act::Convoy { army, to } = b.act[f as usize] else { return None };
    (to == b.prov[m as usize] && last_fleet_of(army, dest)).then_some(army)
}

impl Decisions<'_, '_> {
    /// Whether the attack of `m` comes from province `p`.
    pub(crate) fn attacks_from(&self, m: u32, p: ProvinceId) -> bool {
        let b = self.b;
        match b.act[m as usize] {
            Act::Move { convoy: true, dest, .. }
                if b.rules.convoyed_attack_origin == ConvoyedAttackOrigin::LastFleet =>
            {
                b.convoys(m).any(|f| b.prov[f as usize] == p && b.map.fleet_provinces_adjacent(p, dest))
            }
            _ => b.prov[m as usize] == p,
        }
    }
}
