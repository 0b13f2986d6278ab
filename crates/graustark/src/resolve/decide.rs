//! The decisions of a movement phase (DATC section 5): for each move whether it succeeds, for
//! each support whether it is given, for each convoyed army whether its route holds. They are
//! resolved by the guess algorithm of DATC 5.F: dependency cycles are detected, tried both
//! ways, and settled by the circular-movement or the paradox rule. The strengths a move is
//! weighed by are in `strength.rs`.

use super::fresh;
use super::prepare::{Act, NONE, Prepared};
use crate::map::ProvinceId;
use crate::rules::{ConvoyPathRule, DislodgedSupporter, MultiRouteConvoy, SelfCut};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum State {
    Unresolved,
    Guessing,
    Resolved,
}

/// What a paradox rule did to a unit's move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ParadoxFate {
    /// Nothing: no paradox rule decided its move.
    Untouched,
    /// Its convoy failed by the rule (Szykman, or the DPTG's where the convoys failing is consistent).
    ConvoyFailed,
    /// Its move failed because every move in the paradox fails (All Hold).
    MoveFailed,
}

/// The decision state of one movement phase: `2 × units` decisions, the second half being the
/// convoy route decisions of convoyed armies.
pub(crate) struct Decisions<'b, 'a> {
    pub b: &'b Prepared<'a>,
    pub(crate) n: usize,
    pub(crate) state: Vec<State>,
    pub(crate) result: Vec<bool>,
    pub(crate) deps: Vec<u32>,
    stamp: Vec<u32>,
    next_stamp: u32,
    pub(crate) touched: u32,
    /// What the paradox rule did to each unit's move.
    pub paradox: Vec<ParadoxFate>,
    routes: super::convoy::RouteScratch,
}

/// Working memory of the decisions, kept between adjudications.
#[derive(Default)]
pub(crate) struct DecisionBuffers {
    state: Vec<State>,
    result: Vec<bool>,
    deps: Vec<u32>,
    stamp: Vec<u32>,
    paradox: Vec<ParadoxFate>,
    routes: super::convoy::RouteScratch,
}

impl<'b, 'a> Decisions<'b, 'a> {
    pub fn new(b: &'b Prepared<'a>, buf: DecisionBuffers) -> Self {
        let n = b.units.len();
        let mut d = Decisions {
            b,
            n,
            state: fresh(buf.state, 2 * n, State::Unresolved),
            result: fresh(buf.result, 2 * n, false),
            deps: fresh(buf.deps, 0, 0),
            stamp: fresh(buf.stamp, 2 * n, 0),
            next_stamp: 0,
            touched: u32::MAX,
            paradox: fresh(buf.paradox, n, ParadoxFate::Untouched),
            routes: buf.routes,
        };
        d.settle_unopposed();
        d
    }

    /// Settles at once the decisions nobody contests, whatever the rules: a support whose
    /// province nobody moves into is given (nothing can cut it or dislodge it); a move over
    /// land that nobody else makes succeeds into an empty province, and fails without support
    /// against a unit that stays. Written without branches on the orders, which come in no
    /// predictable sequence.
    fn settle_unopposed(&mut self) {
        let b = self.b;
        for &s in &b.by_kind.supports {
            let unopposed = b.move_head[b.prov[s as usize].0 as usize] == NONE;
            self.state[s as usize] = if unopposed { State::Resolved } else { State::Unresolved };
            self.result[s as usize] = unopposed;
        }
        for &m in &b.by_kind.moves {
            let Act::Move { dest, convoy, .. } = b.act[m as usize] else { continue };
            let p = dest.0 as usize;
            let alone = !convoy & (b.move_head[p] == m) & (b.move_next[m as usize] == NONE);
            let occupant = b.occupant[p];
            let unopposed = alone & (occupant == NONE);
            // Unsupported, alone, against a unit that stays: it cannot beat the unit's own
            // strength of one (where no unit is doubled: see below).
            let stays = occupant != NONE && !matches!(b.act[occupant as usize], Act::Move { .. });
            let hopeless = alone & stays & (b.support_head[m as usize] == NONE);
            self.state[m as usize] = if unopposed | hopeless { State::Resolved } else { State::Unresolved };
            self.result[m as usize] = unopposed;
        }
        if b.stacked || b.weighted {
            // Joining moves, stacks and doubled units are not what the shortcuts above assume.
            for &m in &b.by_kind.moves {
                self.state[m as usize] = State::Unresolved;
            }
        }
    }

    /// Gives back the working memory.
    pub fn into_buffers(self) -> DecisionBuffers {
        DecisionBuffers {
            state: self.state,
            result: self.result,
            deps: self.deps,
            stamp: self.stamp,
            paradox: self.paradox,
            routes: self.routes,
        }
    }

    /// Resolves every decision.
    #[inline(never)]
    pub fn resolve_all(&mut self) {
        let b = self.b;
        for &u in b.by_kind.moves.iter().chain(&b.by_kind.supports) {
            self.resolve(u);
        }
    }

    /// Whether every decision that can still be asked about is settled: then reading them
    /// changes nothing, in whatever order they are read.
    pub fn all_settled(&self) -> bool {
        let b = self.b;
        let settled = |d: usize| self.state[d] == State::Resolved;
        b.by_kind.supports.iter().all(|&s| settled(s as usize))
            && b.by_kind.moves.iter().all(|&m| {
                settled(m as usize)
                    && (!matches!(b.act[m as usize], Act::Move { convoy: true, .. }) || settled(self.n + m as usize))
            })
    }

    /// The resolved success of a move, or whether a support is given.
    #[inline]
    pub fn ok(&mut self, u: u32) -> bool {
        self.resolve(u)
    }

    /// Resolves decision `d`. A decision being guessed that is read again answers its guess;
    /// each guess carries a stamp, and `touched` keeps the oldest stamp read, so a decision
    /// knows whether its result rests on its own guess (a cycle it settles), on an older
    /// guess (it waits on the dependency list), or on nothing guessed (it is settled).
    #[inline]
    pub(crate) fn resolve(&mut self, d: u32) -> bool {
        let i = d as usize;
        if self.state[i] == State::Resolved {
            return self.result[i];
        }
        self.resolve_open(d)
    }

    /// Resolves a decision not yet settled (see [`Decisions::resolve`]).
    #[inline(never)]
    fn resolve_open(&mut self, d: u32) -> bool {
        let i = d as usize;
        match self.state[i] {
            State::Resolved => self.result[i],
            State::Guessing => {
                self.touched = self.touched.min(self.stamp[i]);
                self.result[i]
            }
            State::Unresolved => {
                let outer = std::mem::replace(&mut self.touched, u32::MAX);
                let old = self.deps.len();
                self.begin_guess(i, false);
                let first = self.adjudicate(d);
                let touched = self.touched;
                if touched == u32::MAX {
                    self.settle(i, first, outer);
                    return first;
                }
                if touched < self.stamp[i] {
                    // Rests on an older guess: wait for that cycle to be settled.
                    self.deps.push(d);
                    self.result[i] = first;
                    self.touched = outer.min(touched);
                    return first;
                }
                // Rests on its own guess: try the other one.
                self.reset_deps(old);
                self.begin_guess(i, true);
                self.touched = u32::MAX;
                let second = self.adjudicate(d);
                if first == second {
                    self.reset_deps(old);
                    self.settle(i, first, outer);
                    return first;
                }
                // No or two consistent resolutions: a backup rule settles the cycle.
                self.deps.push(d);
                self.backup_rule(old);
                self.touched = outer;
                self.resolve(d)
            }
        }
    }

    fn begin_guess(&mut self, i: usize, guess: bool) {
        self.result[i] = guess;
        self.state[i] = State::Guessing;
        self.stamp[i] = self.next_stamp;
        self.next_stamp += 1;
    }

    fn settle(&mut self, i: usize, value: bool, outer: u32) {
        self.result[i] = value;
        self.state[i] = State::Resolved;
        self.touched = outer;
    }

    fn reset_deps(&mut self, old: usize) {
        for k in old..self.deps.len() {
            let d = self.deps[k] as usize;
            self.state[d] = State::Unresolved;
        }
        self.deps.truncate(old);
    }

    /// Settles a cycle: a convoy paradox (a route decision is in it) by the paradox rule,
    /// otherwise a circular movement, in which every move succeeds.
    fn backup_rule(&mut self, old: usize) {
        let cycle: Vec<u32> = self.deps[old..].to_vec();
        let n = self.n as u32;
        let convoy = cycle.iter().any(|&d| d >= n);
        for &d in &cycle {
            self.state[d as usize] = State::Unresolved;
        }
        self.deps.truncate(old);
        if convoy {
            self.settle_paradox(&cycle);
        } else {
            for &d in &cycle {
                if matches!(self.b.act[d as usize], Act::Move { .. }) {
                    self.result[d as usize] = true;
                    self.state[d as usize] = State::Resolved;
                }
            }
        }
    }

    fn adjudicate(&mut self, d: u32) -> bool {
        let n = self.n as u32;
        if d >= n {
            return self.route_holds(d - n);
        }
        match self.b.act[d as usize] {
            Act::Move { .. } => self.move_succeeds(d),
            Act::SupportHold { .. } | Act::SupportMove { .. } => self.support_given(d),
            _ => true,
        }
    }

    // ---- Paths and dislodgements -------------------------------------------------------

    /// Whether a moving unit reaches its destination's border: always by land; by convoy
    /// when the convoy route holds.
    pub fn path(&mut self, u: u32) -> bool {
        match self.b.act[u as usize] {
            Act::Move { convoy: true, .. } => self.resolve(self.n as u32 + u) || self.b.may_fall_back[u as usize],
            _ => true,
        }
    }

    /// Whether a move goes over land: not by convoy, or falling back from a failed convoy.
    pub(crate) fn by_land(&mut self, u: u32) -> bool {
        match self.b.act[u as usize] {
            Act::Move { convoy: false, .. } => true,
            Act::Move { convoy: true, .. } => self.b.may_fall_back[u as usize] && !self.resolve(self.n as u32 + u),
            _ => false,
        }
    }

    /// Whether some route of undislodged convoying fleets carries army `a`.
    pub(crate) fn route_holds(&mut self, a: u32) -> bool {
        let b = self.b;
        let Act::Move { dest, .. } = b.act[a as usize] else {
            return false;
        };
        if b.convoys(a).next().is_none() {
            return false;
        }
        // DATC 4.A.6: a written route must be followed; under `required` it must be written.
        match (b.rules.convoy_path, b.written_path(a)) {
            (ConvoyPathRule::Ignored, _) | (ConvoyPathRule::Allowed, None) => {}
            (ConvoyPathRule::Required, None) => return false,
            (_, Some(path)) => return self.written_route_holds(a, dest, path),
        }
        let mut routes = std::mem::take(&mut self.routes);
        routes.intact.clear();
        for f in b.convoys(a) {
            if !self.dislodged(f) {
                routes.intact.push(b.prov[f as usize]);
            } else if b.rules.multi_route_convoy != MultiRouteConvoy::AllRoutesBroken {
                self.routes = routes;
                return false;
            }
        }
        let intact = std::mem::take(&mut routes.intact);
        let ok = super::convoy::route_exists(b.map, b.prov[a as usize], dest, |p| intact.contains(&p), &mut routes);
        routes.intact = intact;
        self.routes = routes;
        ok
    }

    /// Whether army `a` is carried along the route its order writes: every sea of it holds a
    /// fleet convoying the army, not dislodged, each next to the one before.
    fn written_route_holds(&mut self, a: u32, dest: ProvinceId, path: crate::order::ConvoyPath) -> bool {
        let b = self.b;
        let mut at = b.prov[a as usize];
        for &step in path.steps() {
            let sea = b.map.province_of(step);
            if !b.map.fleet_provinces_adjacent(at, sea) {
                return false;
            }
            let Some(f) = b.convoys(a).find(|&f| b.prov[f as usize] == sea) else { return false };
            if self.dislodged(f) {
                return false;
            }
            at = sea;
        }
        b.map.fleet_provinces_adjacent(at, dest)
    }

    /// The unit that dislodges `u`, if any.
    pub fn dislodger(&mut self, u: u32) -> Option<u32> {
        if matches!(self.b.act[u as usize], Act::Move { .. }) && self.resolve(u) {
            return None;
        }
        let b = self.b;
        // A move joining its power's units does not drive them out.
        b.movers(b.prov[u as usize]).find(|&m| !b.joins(m) && self.resolve(m))
    }

    pub fn dislodged(&mut self, u: u32) -> bool {
        self.dislodger(u).is_some()
    }

    // ---- The two kinds of decision -----------------------------------------------------

    fn move_succeeds(&mut self, m: u32) -> bool {
        let b = self.b;
        let Act::Move { dest, .. } = b.act[m as usize] else {
            return false;
        };
        if b.stacked {
            return self.stack_move_succeeds(m, dest);
        }
        let attack = self.attack_strength(m);
        if attack == 0 {
            return false;
        }
        match self.head_to_head(m) {
            Some(o) => {
                if attack <= self.defend_strength(o) {
                    return false;
                }
                // Brannan: having beaten the army at the border, the attack on its last fleet
                // must still dislodge the fleet.
                if b.occupant_of(dest) != Some(o) && attack <= self.hold_strength(dest) {
                    return false;
                }
            }
            None => {
                if attack <= self.hold_strength(dest) {
                    return false;
                }
            }
        }
        for r in b.movers(dest).filter(|&r| r != m) {
            if attack <= self.prevent_strength(r) {
                return false;
            }
        }
        true
    }

    /// The unit that cuts support `s` by attacking it (not counting dislodgement).
    pub fn cutter(&mut self, s: u32) -> Option<u32> {
        let b = self.b;
        b.movers(b.prov[s as usize]).find(|&m| self.cuts(m, s))
    }

    /// How many units cut support `s` by attacking it.
    pub(crate) fn cutters(&mut self, s: u32) -> u32 {
        let b = self.b;
        b.movers(b.prov[s as usize]).filter(|&m| self.cuts(m, s)).count() as u32
    }

    /// Whether `m`, moving into the province of supporter `s`, cuts its support.
    fn cuts(&mut self, m: u32, s: u32) -> bool {
        let b = self.b;
        if b.joins(m) {
            // Joining its power's units, it does not attack them.
            return false;
        }
        if b.units[m as usize].power == b.units[s as usize].power && b.rules.self_cut == SelfCut::NoSelfCut {
            return false;
        }
        // No unit cuts a support given against itself: it attacks from the province the
        // support is directed into (for a convoyed army, that is its own province, or under
        // Brannan's rule the province of a last convoying fleet).
        if let Act::SupportMove { dest, .. } = b.act[s as usize]
            && self.attacks_from(m, dest)
        {
            return false;
        }
        if self.rulebook_paradox_rule_spares(m, s) {
            return false;
        }
        self.path(m)
    }

    fn support_given(&mut self, s: u32) -> bool {
        self.cutter(s).is_none() && !self.dislodged_out(s)
    }

    /// Whether supporter `s` is dislodged and its support lost with it.
    pub(crate) fn dislodged_out(&mut self, s: u32) -> bool {
        match self.dislodger(s) {
            None => false,
            Some(m) => {
                let b = self.b;
                // Boardman: dislodged by the unit it supports an attack against, it still supports.
                let boardman = b.rules.dislodged_supporter == DislodgedSupporter::Boardman
                    && matches!(b.act[s as usize], Act::SupportMove { dest, .. } if dest == b.prov[m as usize]);
                // A rulebook paradox rule takes precedence over the dislodge rule (DATC 6.F.17).
                !(boardman || self.rulebook_paradox_rule_spares(m, s))
            }
        }
    }
}
