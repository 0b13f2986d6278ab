//! The strengths of a movement phase (DATC 5.B.5 to 5.B.8): hold, attack, defend and prevent,
//! each asking the decisions it rests on (the moves that leave, the supports given), and the
//! head-to-head battles they are weighed in.

use super::decide::Decisions;
use super::prepare::Act;
use crate::map::ProvinceId;
use crate::rules::{
    ArmyFleetSwap, ConvoySwap, DislodgedConvoyedEffect, FailedMoveDefence, KoningsRule, SelfAttack, SplitCoasts,
};

impl Decisions<'_, '_> {
    /// The unit that `m` meets head to head, if any.
    pub fn head_to_head(&mut self, m: u32) -> Option<u32> {
        let b = self.b;
        if let Some(o) = super::brannan::brannan_head_to_head(b, m) {
            return Some(o);
        }
        let Act::Move { dest, loc: there, convoy } = b.act[m as usize] else { return None };
        let from = b.prov[m as usize];
        let o = b.members(dest).find(|&o| matches!(b.act[o as usize], Act::Move { dest: back, .. } if back == from))?;
        let Act::Move { dest: back, loc: back_loc, convoy: back_convoy } = b.act[o as usize] else { return None };
        if back != b.prov[m as usize] {
            return None;
        }
        let (um, uo) = (&b.units[m as usize], &b.units[o as usize]);
        if um.kind != uo.kind && b.rules.army_fleet_swap == ArmyFleetSwap::Allowed {
            // The Changing of the Guard: one passes by land, the other by sea.
            return None;
        }
        if !um.kind.terrain().stands_on_provinces()
            && !uo.kind.terrain().stands_on_provinces()
            && b.rules.split_coasts == SplitCoasts::TwoSpaces
            && (there != uo.loc || back_loc != um.loc)
        {
            // The coastal crawl: fleets on different coasts of one province do not meet.
            return None;
        }
        // A move by convoy meets nobody, unless it falls back to its land route; or, under the
        // 1961 text read literally (`convoy_swap=forbidden`: two units may not exchange
        // places, even by convoy), unless both reach each other's border.
        if ((convoy && !self.by_land(m)) || (back_convoy && !self.by_land(o)))
            && (b.rules.convoy_swap == ConvoySwap::Allowed || !self.path(m) || !self.path(o))
        {
            return None;
        }
        Some(o)
    }

    /// Supports given to `u`: hold supports when `hold`, move supports otherwise, leaving out
    /// those from `exclude_power`.
    pub(crate) fn supports(&mut self, u: u32, hold: bool, exclude_power: Option<crate::map::PowerId>) -> u32 {
        let b = self.b;
        let mut n = 0;
        for s in b.supporters(u) {
            if matches!(b.act[s as usize], Act::SupportHold { .. }) != hold {
                continue;
            }
            if exclude_power.is_some_and(|p| b.units[s as usize].power == p) {
                continue;
            }
            if self.resolve(s) {
                n += self.weight(s);
            } else if self.b.partial_cut.get(s as usize) == Some(&true) {
                n += self.partly_cut_support(s);
            }
        }
        n
    }

    /// What a doubled supporter whose support is cut still gives when each attack on it cuts
    /// only one of its two supports (Militarism III: 'A single attack on such a unit cuts one
    /// unit of its two units of support'): nothing if it is dislodged, else two less one per
    /// attack.
    #[inline(never)]
    pub(crate) fn partly_cut_support(&mut self, s: u32) -> u32 {
        let attacks = self.cutters(s);
        if attacks == 0 || self.dislodged_out(s) {
            return 0;
        }
        self.weight(s).saturating_sub(attacks)
    }

    /// The strength a unit brings by itself: one, or two for a doubled unit (Cat Diplomacy).
    #[inline(always)]
    pub(crate) fn weight(&self, u: u32) -> u32 {
        if self.b.weighted { self.b.weight[u as usize] as u32 } else { 1 }
    }

    pub fn hold_strength(&mut self, p: ProvinceId) -> u32 {
        if self.b.stacked {
            return self.stack_hold_strength(p, None);
        }
        let Some(o) = self.b.occupant_of(p) else {
            return 0;
        };
        if let Act::Move { .. } = self.b.act[o as usize] {
            if self.resolve(o) {
                return 0;
            }
            if self.b.rules.failed_move_defence == FailedMoveDefence::None {
                // The Key-Just rule: a unit whose move failed does not defend.
                return 0;
            }
            // Hold support is linked to a moving unit only under `if-move-fails`.
            return self.weight(o) + self.supports(o, true, None);
        }
        self.weight(o) + self.supports(o, true, None)
    }

    pub fn attack_strength(&mut self, m: u32) -> u32 {
        if !self.path(m) {
            return 0;
        }
        if self.b.rules.self_attack == SelfAttack::NoEffect && self.attacks_own_unit(m) {
            // The Chalker Rule: such an attack has no effect at all.
            return 0;
        }
        let b = self.b;
        let Act::Move { dest, .. } = b.act[m as usize] else {
            return 0;
        };
        if b.stacked {
            return self.stack_attack_strength(m, dest);
        }
        let Some(o) = b.occupant_of(dest) else {
            return self.weight(m) + self.supports(m, false, None);
        };
        let moves_away =
            matches!(b.act[o as usize], Act::Move { .. }) && self.head_to_head(m).is_none() && self.resolve(o);
        if moves_away {
            return self.weight(m) + self.supports(m, false, None);
        }
        let their = b.units[o as usize].power;
        if their == b.units[m as usize].power {
            return 0;
        }
        self.weight(m) + self.supports(m, false, Some(their))
    }

    pub fn defend_strength(&mut self, m: u32) -> u32 {
        self.weight(m) + self.supports(m, false, None)
    }

    pub fn prevent_strength(&mut self, m: u32) -> u32 {
        if !self.path(m) {
            return 0;
        }
        if self.b.rules.self_attack == SelfAttack::NoEffect && self.attacks_own_unit(m) {
            // The Chalker Rule: an attack on one's own unit has no effect at all.
            return 0;
        }
        if let Some(o) = self.head_to_head(m) {
            if self.resolve(o) && self.b.rules.konings_rule == KoningsRule::Modern {
                return 0;
            }
        } else if self.b.rules.dislodged_convoyed_effect == DislodgedConvoyedEffect::NeverAtAttackerOrigin {
            // DATC 4.A.7 a: dislodged by the unit from its destination, even a convoyed one.
            // (Only if it really was dislodged: units that pass each other both succeed.)
            let b = self.b;
            if let Act::Move { dest, .. } = b.act[m as usize]
                && let Some(o) = b.occupant_of(dest)
                && matches!(b.act[o as usize], Act::Move { dest: back, .. } if back == b.prov[m as usize])
                && self.resolve(o)
                && !self.resolve(m)
            {
                return 0;
            }
        }
        self.weight(m) + self.supports(m, false, None)
    }

    /// Whether `m` moves (or is supported by a power moving) against a unit of that same
    /// power that stays where it is: the Chalker Rule's "of no effect".
    fn attacks_own_unit(&mut self, m: u32) -> bool {
        let b = self.b;
        let Act::Move { dest, .. } = b.act[m as usize] else { return false };
        let Some(o) = b.occupant_of(dest) else { return false };
        let theirs = b.units[o as usize].power;
        let supported_by_them = b
            .supporters(m)
            .any(|s| b.units[s as usize].power == theirs && matches!(b.act[s as usize], Act::SupportMove { .. }));
        if theirs != b.units[m as usize].power && !supported_by_them {
            return false;
        }
        let moves_away =
            matches!(b.act[o as usize], Act::Move { .. }) && self.head_to_head(m).is_none() && self.resolve(o);
        !moves_away
    }
}
