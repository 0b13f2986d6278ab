//! Several units in one province (Calhamer's 1958 rules): stacks of one power's armies in its
//! capital or fleets in a naval base, and armies on board fleets. Nothing here runs unless the
//! map lets units stack or the rules let armies board (`Prepared::stacked`), so the standard
//! game pays for none of it.
//!
//! The model: a province's units are its *members* (the `occupant` first, then `stack_next`).
//! An army on board is a *passenger*: it is not a member and has no strength; it goes where its
//! fleet goes. A stack is worth one in defence: the hold strength of a province is that of its
//! best-supported member that stays. A move that *joins* its power's units (into its own stack,
//! or to board a fleet, or a fleet coming for an army that boards it) does not fight them.

use crate::map::{LocId, Map, ProvinceId, ProvinceKind, UnitKind};
use crate::order::{Action, Order};
use crate::resolve::decide::Decisions;
use crate::resolve::outcome::{Reason, UnitName, Void};
use crate::resolve::prepare::{Act, NONE, Prepared, Validity};
use crate::rules::{Boarding, FailedMoveDefence};
use crate::state::Carriers;

/// The stack relations of a movement phase (all empty when nothing stacks).
#[derive(Default)]
pub(crate) struct Stacks {
    /// The next member of the same province (NONE at the end).
    pub next: Vec<u32>,
    /// The move does not fight its power's units at its destination.
    pub joins: Vec<bool>,
    /// An army on board: the index of its fleet (NONE otherwise).
    pub carrier: Vec<u32>,
    /// An army on board going ashore (a member this phase, if its fleet moves out).
    pub lands: Vec<bool>,
    /// An army boarding a fleet this phase: the fleet (NONE otherwise).
    pub boards: Vec<u32>,
    /// Armies board as A/Fs (Das Dippyspiel, rule 13: `mechanics/af.rs`).
    #[cfg(feature = "world")]
    pub af: bool,
}

impl Stacks {
    /// Whether armies board as A/Fs (never without the world game).
    #[inline(always)]
    pub(crate) fn af(&self) -> bool {
        #[cfg(feature = "world")]
        return self.af;
        #[cfg(not(feature = "world"))]
        false
    }
}

/// Before the orders are matched (a hook `prepare` calls once): whether the phase needs the
/// stack machinery (`Prepared::stacked`), and if so its relations from the position.
pub(crate) fn begin(b: &mut Prepared) {
    b.stacked = needed(b);
    if b.stacked {
        relate(b);
    }
}

/// After the orders are matched (a hook): which boardings and landings stand, which moves
/// join their power's units, each province's members ([`settle_boarding`]).
pub(crate) fn after_matching(b: &mut Prepared, orders: &[Order], given: &[u32]) {
    if b.stacked {
        settle_boarding(b, orders, given);
    }
}

/// Before supports are linked (a hook): supports retargeted by number ([`retarget_supports`]).
pub(crate) fn before_linking(b: &mut Prepared, orders: &[Order], given: &[u32]) {
    if b.stacked {
        retarget_supports(b, orders, given);
    }
}

/// After supports are linked (a hook): supports within a stack voided, one a stack
/// ([`void_stack_supports`]).
pub(crate) fn after_linking(b: &mut Prepared) {
    if b.stacked {
        void_stack_supports(b);
    }
}

/// Whether a phase needs the stack machinery: the map stacks, the rules let armies board, a
/// doubled unit split (Cat Diplomacy), or the position has an army on board.
fn needed(b: &Prepared) -> bool {
    b.map.stacking.any()
        || b.rules.boarding != Boarding::NotAllowed
        || !b.other_half.is_empty()
        || b.units.iter().any(|u| u.aboard())
}

/// Sets up the relations before the orders are matched: passengers from the position, and the
/// members of each province.
fn relate(b: &mut Prepared) {
    let n = b.units.len();
    b.stacks = Stacks {
        next: vec![NONE; n],
        joins: vec![false; n],
        carrier: vec![NONE; n],
        lands: vec![false; n],
        boards: vec![NONE; n],
        #[cfg(feature = "world")]
        af: b.rules.boarding == Boarding::AF,
    };
    let carriers = Carriers::of(b.units);
    for (i, u) in b.units.iter().enumerate().filter(|(_, u)| u.aboard()) {
        let fleet = carriers.find(b.map, u.power, u.carrier, b.prov[i]);
        b.stacks.carrier[i] = fleet.map_or(NONE, |f| f as u32);
    }
    link_members(b);
}

/// Whether unit `u` stands in its province this phase (not a passenger, or one going ashore).
fn member(b: &Prepared, u: usize) -> bool {
    b.stacks.carrier[u] == NONE || b.stacks.lands[u]
}

/// Builds `occupant` and `next` from who stands where.
fn link_members(b: &mut Prepared) {
    b.occupant.iter_mut().for_each(|o| *o = NONE);
    let mut last = vec![NONE; b.occupant.len()];
    for u in 0..b.units.len() {
        b.stacks.next[u] = NONE;
        if !member(b, u) {
            continue;
        }
        let p = b.prov[u].0 as usize;
        if b.occupant[p] == NONE {
            b.occupant[p] = u as u32;
        } else {
            b.stacks.next[last[p] as usize] = u as u32;
        }
        last[p] = u as u32;
    }
}

/// The stack mechanic's hooks: what the resolver asks of it, each answered the standard way
/// where nothing stacks.
impl Prepared<'_> {
    /// The unit an order names at `loc`: with stacks by its number, else the one member (or
    /// passenger), the first member where several are, or the first of the kind written
    /// ([`ordered_unit`]); without, the province's one unit.
    #[inline]
    pub(crate) fn unit_named(
        &self,
        loc: LocId,
        power: Option<crate::map::PowerId>,
        number: u16,
        kind: Option<UnitKind>,
    ) -> Option<u32> {
        if self.stacked {
            ordered_unit(self, loc, power, number, kind)
        } else {
            self.occupant_of(self.map.province_of(loc))
        }
    }

    /// The units standing in province `p`: its occupant, and with stacks the other members
    /// (not the armies on board).
    #[inline]
    pub(crate) fn members(&self, p: ProvinceId) -> Members<'_> {
        Members { b: self, cur: self.occupant[p.0 as usize] }
    }

    /// Whether the move of `m` joins its power's units at its destination rather than
    /// fighting them (never without stacks).
    #[inline(always)]
    pub(crate) fn joins(&self, m: u32) -> bool {
        self.stacked && self.stacks.joins[m as usize]
    }

    /// The power that orders unit `u`: its own, or where it rides a foreign fleet as an A/F,
    /// the fleet's owner (Das Dippyspiel, rule 13).
    #[inline]
    pub(crate) fn commander(&self, u: u32) -> crate::map::PowerId {
        #[cfg(feature = "world")]
        if self.stacked && self.stacks.af {
            return crate::mechanics::af::commander(self, u);
        }
        self.units[u as usize].power
    }
}

/// The members of a province ([`Prepared::members`]).
pub(crate) struct Members<'b> {
    b: &'b Prepared<'b>,
    cur: u32,
}

impl Iterator for Members<'_> {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.cur == NONE {
            return None;
        }
        let c = self.cur;
        self.cur = if self.b.stacked { self.b.stacks.next[c as usize] } else { NONE };
        Some(c)
    }
}

/// The unit an order names in a phase with stacks: by its number where the order gives one,
/// else the one member (or passenger) of the province, the first member where several are,
/// or the first of the kind written where an army and a fleet share it (1958).
pub(crate) fn ordered_unit(
    b: &Prepared,
    loc: LocId,
    power: Option<crate::map::PowerId>,
    number: u16,
    kind: Option<UnitKind>,
) -> Option<u32> {
    let p = b.map.province_of(loc);
    let here = |u: &usize| b.prov[*u] == p;
    if number != 0
        && let Some(pw) = power
    {
        return (0..b.units.len())
            .filter(here)
            .find(|&u| b.units[u].power == pw && b.units[u].number == number)
            .map(|u| u as u32);
    }
    let first = b.occupant_of(p);
    if let (Some(o), Some(k)) = (first, kind)
        && b.units[o as usize].kind != k
        && let Some(m) = b.members(p).find(|&m| b.units[m as usize].kind == k)
    {
        return Some(m);
    }
    // An army on board, named by its kind beside its fleet (an A/F's, ordered by place).
    #[cfg(feature = "world")]
    if let (Some(o), Some(k)) = (first, kind)
        && b.units[o as usize].kind != k
        && let Some(m) = (0..b.units.len()).find(|&u| here(&u) && b.units[u].kind == k && b.units[u].aboard())
    {
        return Some(m as u32);
    }
    first.or_else(|| (0..b.units.len()).find(here).map(|u| u as u32))
}

/// The fleet an army's board order names, if the order could ever be carried out: the army's
/// own power's fleet, in the army's province, or in a coastal province it can enter, or at a
/// place from which the fleet can enter the army's coastal province.
pub(crate) fn boarding_fleet(b: &Prepared, u: u32, fleet: LocId, number: u16) -> Option<u32> {
    let map = b.map;
    let army = &b.units[u as usize];
    if b.rules.boarding == Boarding::NotAllowed || !army.kind.boards() || army.aboard() {
        return None;
    }
    let carrier = |f: u32| b.units[f as usize].kind.carries();
    // The unit its number names, else the first unit there that carries.
    let f = match ordered_unit(b, fleet, Some(army.power), number, None) {
        Some(f) if number != 0 || carrier(f) => f,
        _ => (0..b.units.len() as u32).find(|&f| b.prov[f as usize] == map.province_of(fleet) && carrier(f))?,
    };
    let fu = &b.units[f as usize];
    #[cfg(feature = "world")]
    if b.stacks.af {
        let (here, there) = (b.prov[u as usize], map.province_of(fu.loc));
        let reach =
            crate::mechanics::af::within_reach(map, here, fu.loc) || crate::mechanics::af::by_convoy(b, here, there);
        return (fu.kind.carries() && reach).then_some(f);
    }
    if !fu.kind.carries() || fu.power != army.power {
        return None;
    }
    fleet_within_reach(map, b.prov[u as usize], fu.loc).then_some(f)
}

/// Whether an army in `here` and a fleet at `fleet` could meet for boarding, the three ways of
/// the 1958 rules: in one province, the army entering the fleet's coastal province, or the
/// fleet entering the army's coastal province.
pub(crate) fn fleet_within_reach(map: &Map, here: ProvinceId, fleet: LocId) -> bool {
    let there = map.province_of(fleet);
    here == there
        || (map.province_kind(there) == ProvinceKind::Coast && map.army_adjacent(here, there))
        || (map.province_kind(here) == ProvinceKind::Coast && map.can_reach(UnitKind::Fleet, fleet, here))
}

/// After the orders are matched: which boardings and landings the fleets' own orders allow,
/// which moves join their power's units, and each province's members. A board or disembark
/// order the fleet's own order does not allow is voided in `order_unit`.
fn settle_boarding(b: &mut Prepared, orders: &[Order], given: &[u32]) {
    let n = b.units.len();
    let mut taken: Vec<bool> = vec![false; n];
    for u in 0..n {
        if b.stacks.carrier[u] != NONE {
            taken[b.stacks.carrier[u] as usize] = true;
        }
    }
    for (u, &oi) in given.iter().enumerate().take(n) {
        let Some(Order::Unit { action, .. }) = orders.get(oi as usize).copied() else { continue };
        let void = match action {
            Action::Board { fleet, fleet_number } => board(b, u, fleet, fleet_number, &mut taken, (orders, given)),
            #[cfg(feature = "world")]
            Action::BecomesAF { to } => board(b, u, to, 0, &mut taken, (orders, given)),
            #[cfg(feature = "world")]
            Action::Move { to, .. } if b.stacks.af && b.stacks.carrier[u] != NONE => {
                crate::mechanics::af::land(b, u, to, false)
            }
            #[cfg(feature = "world")]
            Action::Land { to, .. } => crate::mechanics::af::land(b, u, to, true),
            Action::Disembark => go_ashore(b, u),
            _ => None,
        };
        if let Some(v) = void
            && let Some(slot) = b.order_unit.get_mut(oi as usize)
        {
            *slot = Err(Reason::Void(v));
        }
    }
    link_members(b);
    mark_joining_moves(b);
}

/// The army `u`'s order to board the fleet at `fleet`, against the fleet's own order (the
/// three ways of the 1958 rules); why it is void, if it is. `taken`: the fleets already
/// carrying or boarded.
fn board(
    b: &mut Prepared,
    u: usize,
    fleet: LocId,
    number: u16,
    taken: &mut [bool],
    #[allow(unused_variables)] (orders, given): (&[Order], &[u32]),
) -> Option<Void> {
    let f = boarding_fleet(b, u as u32, fleet, number)?;
    #[cfg(feature = "world")]
    if b.stacks.af {
        return crate::mechanics::af::board(b, u, f, taken, orders, given);
    }
    let fname = UnitName::of(b.map, &b.units[f as usize]);
    let (here, there) = (b.prov[u], b.prov[f as usize]);
    let fleet_moves = matches!(b.act[f as usize], Act::Move { .. });
    if taken[f as usize] {
        return Some(Void::FleetFull(fname));
    }
    if here == there {
        // On board where it stands; it goes wherever the fleet goes.
        b.stacks.carrier[u] = f;
    } else if matches!(b.act[f as usize], Act::Move { dest, .. } if dest == here) {
        // The fleet comes for it.
        b.stacks.joins[f as usize] = true;
    } else if !fleet_moves && b.map.army_adjacent(here, there) {
        // It goes to the fleet.
        b.stacks.joins[u] = true;
        b.act[u] = Act::Move { dest: there, loc: b.map.province_loc(there), convoy: false };
        b.ordered_move[u] = true;
    } else {
        return Some(Void::FleetNotMeeting(fname));
    }
    taken[f as usize] = true;
    b.stacks.boards[u] = f;
    None
}

/// The army `u`'s order to go ashore: it lands if its fleet moves out; why it is void, if it
/// is (an army not on board keeps the order's own illegality).
fn go_ashore(b: &mut Prepared, u: usize) -> Option<Void> {
    let f = b.stacks.carrier[u];
    if f == NONE {
        return None;
    }
    if matches!(b.act[f as usize], Act::Move { .. }) {
        b.stacks.lands[u] = true;
        None
    } else {
        Some(Void::FleetNotLeaving(UnitName::of(b.map, &b.units[f as usize])))
    }
}

/// Moves into a province held only by the mover's own units of its kind, where they may
/// stack, join them.
fn mark_joining_moves(b: &mut Prepared) {
    for m in 0..b.units.len() {
        let Act::Move { dest, .. } = b.act[m] else { continue };
        let mu = b.units[m];
        if b.occupant_of(dest).is_none() {
            continue;
        }
        let capital = crate::state::capital_of(b.map, b.capitals, mu.power);
        let stacks =
            b.members(dest).all(|o| b.units[o as usize].power == mu.power && b.units[o as usize].kind == mu.kind)
                && b.map.may_stack(mu.power, mu.kind, dest, capital);
        if stacks {
            b.stacks.joins[m] = true;
        }
    }
}

/// Before supports are linked: a support naming a stacked unit by number supports that unit;
/// one naming a place supports the member that makes the move it names (for a hold, the
/// first member).
fn retarget_supports(b: &mut Prepared, orders: &[Order], given: &[u32]) {
    for (s, &oi) in given.iter().enumerate().take(b.units.len()) {
        let (target, hold) = match b.act[s] {
            Act::SupportHold { target } => (target, true),
            Act::SupportMove { target, .. } => (target, false),
            _ => continue,
        };
        let tp = b.prov[target as usize];
        let named = match orders.get(oi as usize) {
            Some(Order::Unit { action: Action::Support { target_number, target_power, .. }, power, .. }) => {
                (*target_number != 0).then(|| (target_power.or(*power).unwrap_or(b.units[s].power), *target_number))
            }
            _ => None,
        };
        let found = match (named, b.act[s]) {
            (Some((pw, number)), _) => (0..b.units.len())
                .find(|&u| b.prov[u] == tp && b.units[u].power == pw && b.units[u].number == number)
                .map(|u| u as u32),
            (None, Act::SupportMove { dest, .. }) if !hold => {
                b.members(tp).find(|&u| matches!(b.act[u as usize], Act::Move { dest: d, .. } if d == dest))
            }
            _ => None,
        };
        if let Some(t) = found {
            b.act[s] = match b.act[s] {
                Act::SupportHold { .. } => Act::SupportHold { target: t },
                Act::SupportMove { dest, .. } => Act::SupportMove { target: t, dest },
                a => a,
            };
        }
    }
}

/// After supports are linked: a support between units of one province (but the two halves of
/// a split unit), or for an army on board, is void; of the supports one stack gives a unit,
/// one counts.
fn void_stack_supports(b: &mut Prepared) {
    let map = b.map;
    for t in 0..b.units.len() {
        let mut kept: Vec<u32> = Vec::new();
        let mut s = b.support_head[t];
        while s != NONE {
            let next = b.support_next[s as usize];
            let name = UnitName::of(map, &b.units[t]);
            // The halves of a split unit support each other (Cat Diplomacy, example G).
            let halves = b.other_half.get(s as usize) == Some(&(t as u32));
            // An A/F's fleet supports its army's landing (Das Dippyspiel, rule 13).
            let landing = b.stacks.af() && b.stacks.carrier[t] == s;
            let void = if b.prov[s as usize] == b.prov[t] && !halves && !landing {
                Some(Void::SameProvince(name))
            } else if !member(b, t) {
                Some(Void::Aboard(name))
            } else if kept.iter().any(|&k| b.prov[k as usize] == b.prov[s as usize]) {
                Some(Void::StackSupportsOnce(name))
            } else {
                None
            };
            match void {
                Some(v) => b.valid[s as usize] = Validity::Void(v),
                None => kept.push(s),
            }
            s = next;
        }
        b.support_head[t] = NONE;
        for &k in kept.iter().rev() {
            b.support_next[k as usize] = b.support_head[t];
            b.support_head[t] = k;
        }
    }
}

impl Decisions<'_, '_> {
    /// The hold strength of a province with stacks: that of its best-supported member that
    /// stays (a stack is worth one in defence), leaving out `except` (a unit met head to head).
    /// A member going ashore counts only if its fleet moves out; otherwise it is still aboard.
    pub(crate) fn stack_hold_strength(&mut self, p: ProvinceId, except: Option<u32>) -> u32 {
        let b = self.b;
        let mut best = 0;
        let list: Vec<u32> = b.members(p).filter(|&u| Some(u) != except).collect();
        for u in list {
            let strength = match b.act[u as usize] {
                Act::Move { .. } if self.resolve(u) => continue,
                Act::Move { .. } if b.rules.failed_move_defence == FailedMoveDefence::None => 0,
                _ if b.stacks.lands[u as usize] && !self.resolve(b.stacks.carrier[u as usize]) => continue,
                _ => self.weight(u) + self.supports(u, true, None),
            };
            best = best.max(strength);
        }
        best
    }

    /// Whether every member of `dest` moves away, none of them meeting `m` head to head.
    pub(crate) fn stack_leaves(&mut self, m: u32, dest: ProvinceId) -> bool {
        let b = self.b;
        let list: Vec<u32> = b.members(dest).collect();
        let met = self.head_to_head(m);
        list.into_iter().all(|o| match b.act[o as usize] {
            Act::Move { .. } => Some(o) != met && self.resolve(o),
            _ => b.stacks.lands[o as usize] && !self.resolve(b.stacks.carrier[o as usize]),
        })
    }

    /// The attack strength of a move in a phase with stacks.
    pub(crate) fn stack_attack_strength(&mut self, m: u32, dest: ProvinceId) -> u32 {
        let b = self.b;
        if b.stacks.joins[m as usize] {
            // Its own units do not resist it, but one coming the other way meets it.
            return if self.head_to_head(m).is_some() { 0 } else { self.weight(m) + self.supports(m, false, None) };
        }
        let Some(o) = b.occupant_of(dest) else {
            return self.weight(m) + self.supports(m, false, None);
        };
        if self.stack_leaves(m, dest) {
            return self.weight(m) + self.supports(m, false, None);
        }
        let their = b.units[o as usize].power;
        if their == b.units[m as usize].power {
            return 0;
        }
        self.weight(m) + self.supports(m, false, Some(their))
    }

    /// Whether a move succeeds in a phase with stacks: it beats the unit it meets head to head,
    /// the members that stay (unless it joins them), and every rival.
    pub(crate) fn stack_move_succeeds(&mut self, m: u32, dest: ProvinceId) -> bool {
        let b = self.b;
        #[cfg(feature = "world")]
        if crate::mechanics::af::boards_quietly(b, m) {
            return self.boarding_succeeds(m, dest);
        }
        let attack = self.attack_strength(m);
        if attack == 0 {
            return false;
        }
        let met = self.head_to_head(m);
        if let Some(o) = met
            && attack <= self.defend_strength(o)
        {
            return false;
        }
        if !b.stacks.joins[m as usize] && attack <= self.stack_hold_strength(dest, met) {
            return false;
        }
        // An army boarding as an A/F stands off no one.
        let rivals: Vec<u32> =
            b.movers(dest).filter(|&r| r != m && !(b.stacks.af() && b.stacks.boards[r as usize] != NONE)).collect();
        for r in rivals {
            if attack <= self.prevent_strength(r) {
                return false;
            }
        }
        true
    }
}

/// What became of the armies on board, boarding or going ashore, once the moves are settled:
/// their places (`moved_to`), their fleets (`carriers`, by fleet number, 0 for none) and their
/// outcomes. An army on board a dislodged fleet is dislodged with it (it retreats with it);
/// `dislodged_with` lists each such army with its fleet.
#[inline(never)]
pub(crate) fn carry(
    b: &Prepared,
    d: &mut Decisions,
    moved_to: &mut [Option<LocId>],
    outcomes: &mut [crate::resolve::outcome::Outcome],
    carriers: &mut Vec<u16>,
    dislodged_with: &mut Vec<(usize, usize)>,
    #[cfg(feature = "world")] lost: &mut Vec<usize>,
) {
    use crate::resolve::outcome::Outcome;
    let map = b.map;
    carriers.clear();
    carriers.extend(b.units.iter().map(|u| u.carrier));
    for u in 0..b.units.len() {
        let f = b.stacks.carrier[u];
        let boards = b.stacks.boards[u];
        if f != NONE {
            #[cfg(feature = "world")]
            if b.stacks.af
                && let Some(landing) = crate::mechanics::af::landing_result(b, d, u, f, moved_to[f as usize].is_some())
            {
                carriers[u] =
                    crate::mechanics::af::after_landing(b, u, f, landing, moved_to, outcomes, dislodged_with, lost);
                continue;
            }
            let fleet = UnitName::of(map, &b.units[f as usize]);
            let fleet_moved = matches!(b.act[f as usize], Act::Move { .. }) && d.ok(f);
            if b.stacks.lands[u] && fleet_moved {
                // Ashore, unless the province was taken (then dislodged as a member).
                carriers[u] = 0;
                if moved_to[u].is_some() {
                    outcomes[u] = Outcome { success: true, reason: Reason::Disembarked };
                }
                continue;
            }
            // On board: where the fleet is, or dislodged with it.
            carriers[u] = b.units[f as usize].number;
            match moved_to[f as usize] {
                Some(loc) => {
                    moved_to[u] = Some(map.province_loc(map.province_of(loc)));
                    outcomes[u] = if b.stacks.lands[u] {
                        Outcome { success: false, reason: Reason::StayedAboard(fleet) }
                    } else if boards != NONE {
                        Outcome { success: true, reason: Reason::Boarded }
                    } else {
                        Outcome { success: true, reason: Reason::Carried(fleet) }
                    };
                }
                None => {
                    moved_to[u] = None;
                    outcomes[u] = Outcome { success: false, reason: Reason::Carried(fleet) };
                    dislodged_with.push((u, f as usize));
                }
            }
            continue;
        }
        if boards == NONE {
            continue;
        }
        // Boarding from ashore: the army reached the fleet, or the fleet reached the army.
        let fleet = UnitName::of(map, &b.units[boards as usize]);
        let met = if b.stacks.joins[u] { d.ok(u as u32) } else { d.ok(boards) && moved_to[u].is_some() };
        if met && moved_to[boards as usize].is_some() {
            carriers[u] = b.units[boards as usize].number;
            outcomes[u] = Outcome { success: true, reason: Reason::Boarded };
        } else if b.stacks.af() {
            // As an A/F: void where the fleet was dislodged; else the move's own outcome (a
            // convoy that failed).
            #[cfg(feature = "world")]
            if moved_to[u].is_some() && moved_to[boards as usize].is_none() {
                outcomes[u] = crate::mechanics::af::boarding_failed(b, boards);
            }
        } else if moved_to[u].is_some() {
            outcomes[u] = Outcome { success: false, reason: Reason::NotBoarded(fleet) };
        }
    }
}
