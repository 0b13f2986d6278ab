//! Convoy paradoxes (DATC 4.A.2): the backup rules that settle a dependency cycle holding a
//! convoy route decision, and the rulebooks' own rules by which a convoyed army does not cut
//! some supports. Everything here runs only when a paradox arises or a rulebook rule is chosen.

use super::decide::{Decisions, ParadoxFate, State};
use super::prepare::Act;
use crate::map::{ProvinceId, ProvinceKind, Terrain};
use crate::rules::ConvoyParadox;

impl Decisions<'_, '_> {
    /// Settles a convoy paradox: `cycle` holds the decisions of the cycle, already marked
    /// unresolved (route decisions are numbered from `n`).
    pub(crate) fn settle_paradox(&mut self, cycle: &[u32]) {
        match self.b.rules.convoy_paradox {
            ConvoyParadox::Szykman | ConvoyParadox::Rule1971 | ConvoyParadox::Rule1982 => self.convoys_fail(cycle),
            ConvoyParadox::AllHold | ConvoyParadox::AllHoldOnly => self.all_moves_fail(cycle),
            ConvoyParadox::Dptg => {
                if !self.try_routes(cycle, false) {
                    self.all_moves_fail(cycle);
                }
            }
            ConvoyParadox::ConvoyedArmyCuts => {
                if !self.try_routes(cycle, true) {
                    self.convoys_fail(cycle);
                }
            }
        }
    }

    /// The Szykman rule: the convoys in the paradox fail (their armies do not move).
    fn convoys_fail(&mut self, cycle: &[u32]) {
        let n = self.n as u32;
        for &d in cycle.iter().filter(|&&d| d >= n) {
            self.paradox[(d - n) as usize] = ParadoxFate::ConvoyFailed;
            self.result[d as usize] = false;
            self.state[d as usize] = State::Resolved;
        }
    }

    /// The All Hold rule: every move in the paradox fails (convoys included); supports are
    /// decided again.
    fn all_moves_fail(&mut self, cycle: &[u32]) {
        let n = self.n as u32;
        for &d in cycle {
            if d >= n {
                self.paradox[(d - n) as usize] = ParadoxFate::MoveFailed;
            } else if matches!(self.b.act[d as usize], Act::Move { .. }) {
                self.paradox[d as usize] = ParadoxFate::MoveFailed;
            } else {
                continue;
            }
            self.result[d as usize] = false;
            self.state[d as usize] = State::Resolved;
        }
    }

    /// Settles every route decision of the cycle to `value` and keeps that only if it is
    /// consistent: each route, judged again with the other decisions that follow, gives
    /// `value`. Otherwise every decision is put back as it was and false is returned.
    fn try_routes(&mut self, cycle: &[u32], value: bool) -> bool {
        let n = self.n as u32;
        let routes: Vec<u32> = cycle.iter().copied().filter(|&d| d >= n).collect();
        let saved = (self.state.clone(), self.result.clone(), self.paradox.clone(), self.deps.len());
        for &d in &routes {
            self.paradox[(d - n) as usize] = if value { ParadoxFate::Untouched } else { ParadoxFate::ConvoyFailed };
            self.result[d as usize] = value;
            self.state[d as usize] = State::Resolved;
        }
        let outer = std::mem::replace(&mut self.touched, u32::MAX);
        let consistent = routes.iter().all(|&d| self.route_holds(d - n) == value);
        self.touched = outer;
        if !consistent {
            let (state, result, paradox, deps) = saved;
            (self.state, self.result, self.paradox) = (state, result, paradox);
            self.deps.truncate(deps);
        }
        consistent
    }

    /// The rulebooks' own paradox rules, when chosen: a convoyed army `m` does not cut the
    /// support of `s` (2000/2023, with All Hold: a support for an attack on one of its
    /// convoying fleets; 1971: a fleet's support for a fleet attacking one of its convoying
    /// fleets; 1982: a fleet's support for an action in a sea that holds a convoying fleet).
    pub(crate) fn rulebook_paradox_rule_spares(&self, m: u32, s: u32) -> bool {
        let b = self.b;
        if !matches!(b.act[m as usize], Act::Move { convoy: true, .. }) {
            return false;
        }
        let convoying_in = |p: ProvinceId| b.convoys(m).any(|f| b.prov[f as usize] == p);
        let is_fleet = |u: u32| b.units[u as usize].kind.terrain() == Terrain::Water;
        // The supported unit, and the province where the supported action takes place.
        let (target, place, is_move) = match b.act[s as usize] {
            Act::SupportMove { target, dest } => (target, dest, true),
            Act::SupportHold { target } => (target, b.prov[target as usize], false),
            _ => return false,
        };
        match b.rules.convoy_paradox {
            ConvoyParadox::Szykman
            | ConvoyParadox::AllHoldOnly
            | ConvoyParadox::Dptg
            | ConvoyParadox::ConvoyedArmyCuts => false,
            ConvoyParadox::AllHold => is_move && convoying_in(place),
            ConvoyParadox::Rule1971 => is_move && is_fleet(s) && is_fleet(target) && convoying_in(place),
            ConvoyParadox::Rule1982 => {
                is_fleet(s)
                    && b.map.province_kind(place) == ProvinceKind::Sea
                    && b.occupant_of(place).is_some_and(|f| matches!(b.act[f as usize], Act::Convoy { .. }))
            }
        }
    }
}
