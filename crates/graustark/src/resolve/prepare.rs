//! Before resolution: orders matched to units, illegal orders set aside, convoy intent
//! decided, and supports and convoys matched to the orders they name.

use super::convoy::RouteScratch;
use super::intent::decide_convoy_intent;
use super::legality::check;
use super::outcome::{Illegal, Reason, UnitName, Void};
use super::written::{designation_problem, nationality_problem, support_coast_matches, support_dest};
use super::{fresh, sized};
use crate::map::{LocId, Map, ProvinceId};
use crate::mechanics::stacks;
use crate::order::{Action, ConvoyPath, Order};
use crate::rules::{
    CivilDisorderSupport, HoldSupportToMover, IllegalOrders, ImpliedOrders, MultiRouteConvoy, MultipleOrders, Rules,
};
use crate::state::Unit;

pub(crate) const NONE: u32 = u32::MAX;
/// In `given`: the unit's order is not one order of the list (conflicting orders, or implied).
const CONFLICT: u32 = u32::MAX - 1;

/// A unit's order after checking, in the form the resolver uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Act {
    Hold,
    Move { dest: ProvinceId, loc: LocId, convoy: bool },
    SupportHold { target: u32 },
    SupportMove { target: u32, dest: ProvinceId },
    Convoy { army: u32, to: ProvinceId },
}

/// Whether a support or convoy matches the order it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Validity {
    Valid,
    Void(Void),
}

/// Working memory of a movement adjudication, kept between calls to save allocations.
#[derive(Default)]
pub(crate) struct Buffers {
    prov: Vec<ProvinceId>,
    occupant: Vec<u32>,
    act: Vec<Act>,
    valid: Vec<Validity>,
    ordered_move: Vec<bool>,
    via_convoy: Vec<bool>,
    may_fall_back: Vec<bool>,
    move_head: Vec<u32>,
    move_next: Vec<u32>,
    support_head: Vec<u32>,
    support_next: Vec<u32>,
    convoy_head: Vec<u32>,
    convoy_next: Vec<u32>,
    order_unit: Vec<Result<u32, Reason>>,
    order_target: Vec<Option<usize>>,
    given: Vec<u32>,
    paths: Vec<Option<ConvoyPath>>,
    routes: RouteScratch,
    by_kind: Kinds,
    quasi_intent: Vec<(u32, ProvinceId)>,
    implied: Vec<(u32, Action)>,
}

/// The units giving each kind of order, in unit order (so that later passes loop without
/// branching on the order kind).
#[derive(Default)]
pub(crate) struct Kinds {
    pub moves: Vec<u32>,
    pub supports: Vec<u32>,
    pub convoys: Vec<u32>,
}

impl Kinds {
    /// Lists the units of each kind of order, in unit order. Every unit is written to the next
    /// free place of each list and only its own list moves on, so that no branch depends on
    /// the order kind (they come in no predictable sequence).
    fn sort(&mut self, act: &[Act]) {
        for list in [&mut self.moves, &mut self.supports, &mut self.convoys] {
            list.clear();
            list.resize(act.len() + 1, 0);
        }
        let (mut moves, mut supports, mut convoys) = (0, 0, 0);
        for (u, a) in act.iter().enumerate() {
            self.moves[moves] = u as u32;
            self.supports[supports] = u as u32;
            self.convoys[convoys] = u as u32;
            moves += matches!(a, Act::Move { .. }) as usize;
            supports += matches!(a, Act::SupportHold { .. } | Act::SupportMove { .. }) as usize;
            convoys += matches!(a, Act::Convoy { .. }) as usize;
        }
        self.moves.truncate(moves);
        self.supports.truncate(supports);
        self.convoys.truncate(convoys);
    }
}

/// The prepared board: everything fixed before the decisions are made.
pub(crate) struct Prepared<'a> {
    pub map: &'a Map,
    pub rules: &'a Rules,
    pub units: &'a [Unit],
    pub prov: Vec<ProvinceId>,
    /// Unit index standing in each province (NONE if empty).
    pub occupant: Vec<u32>,
    pub act: Vec<Act>,
    pub valid: Vec<Validity>,
    /// Whether the unit was given a move order, even an illegal one.
    pub ordered_move: Vec<bool>,
    /// Whether the unit's move order says "via convoy".
    pub via_convoy: Vec<bool>,
    /// Whether a convoyed army may fall back to its land route (DATC 4.A.3, 2.x reading).
    pub may_fall_back: Vec<bool>,
    /// Linked lists: units moving into a province (`move_head[p]`, then `move_next[u]`).
    pub move_head: Vec<u32>,
    pub move_next: Vec<u32>,
    /// Valid supports given to a unit (`support_head[u]`, then `support_next[s]`).
    pub support_head: Vec<u32>,
    pub support_next: Vec<u32>,
    /// Valid convoys for an army (`convoy_head[a]`, then `convoy_next[f]`).
    pub convoy_head: Vec<u32>,
    pub convoy_next: Vec<u32>,
    /// The outcome already known for each order given (illegal, conflicting), by order index.
    pub order_unit: Vec<Result<u32, Reason>>,
    /// The unit of the ordering power that each order names, even when the order is illegal.
    pub order_target: Vec<Option<usize>>,
    given: Vec<u32>,
    /// The convoy route each move writes out, if any (DATC 4.A.6); empty when no order
    /// writes one.
    paths: Vec<Option<ConvoyPath>>,
    routes: RouteScratch,
    /// The units giving each kind of order.
    pub by_kind: Kinds,
    /// DATC 4.E.1, quasi-legal reading: the army and destination of each impossible convoy
    /// order given by the army's own power (empty under the default).
    pub quasi_intent: Vec<(u32, ProvinceId)>,
    /// House rule 3.8: the orders implied for unordered units (empty unless chosen).
    pub implied: Vec<(u32, Action)>,
    /// Whether units may share provinces this phase (the map stacks, the rules let armies
    /// board, or an army is on board): only then is `stacks` filled and consulted.
    pub stacked: bool,
    pub stacks: crate::mechanics::stacks::Stacks,
    /// Each power's capital where a position moved it (indexed by power; empty: the map's).
    pub capitals: &'a [Option<ProvinceId>],
    /// Whether some unit is doubled this phase (Cat Diplomacy): only then is `weight` read.
    pub weighted: bool,
    /// Each unit's own strength (1, or 2 for a doubled unit); empty when none is doubled.
    pub weight: &'a [u8],
    /// For each half of a split unit, the other half (NONE for the others); empty when
    /// nothing split.
    pub other_half: &'a [u32],
    /// Whether each attack on the unit's support cuts only one of its two (a unit with its
    /// Leader, Militarism III); empty when none does.
    pub partial_cut: &'a [bool],
}

/// What doubled units add to a phase: each unit's own strength, the halves of the units split
/// by two orders (Cat Diplomacy), and the units whose support one attack cuts only by half (a
/// unit with its Leader, Militarism III); all empty in a phase where nothing is doubled.
#[derive(Clone, Copy, Default)]
pub(crate) struct Doubling<'a> {
    pub weight: &'a [u8],
    pub other_half: &'a [u32],
    pub partial_cut: &'a [bool],
}

impl<'a> Prepared<'a> {
    /// Gives back the working memory for the next adjudication.
    pub fn into_buffers(self) -> Buffers {
        Buffers {
            prov: self.prov,
            occupant: self.occupant,
            act: self.act,
            valid: self.valid,
            ordered_move: self.ordered_move,
            via_convoy: self.via_convoy,
            may_fall_back: self.may_fall_back,
            move_head: self.move_head,
            move_next: self.move_next,
            support_head: self.support_head,
            support_next: self.support_next,
            convoy_head: self.convoy_head,
            convoy_next: self.convoy_next,
            order_unit: self.order_unit,
            order_target: self.order_target,
            given: self.given,
            paths: self.paths,
            routes: self.routes,
            by_kind: self.by_kind,
            quasi_intent: self.quasi_intent,
            implied: self.implied,
        }
    }

    /// The convoy route the move of unit `u` writes out, if any (DATC 4.A.6).
    pub fn written_path(&self, u: u32) -> Option<ConvoyPath> {
        self.paths.get(u as usize).copied().flatten()
    }
    /// Iterates the units moving into province `p`.
    pub fn movers(&self, p: ProvinceId) -> Chain<'_> {
        Chain { next: &self.move_next, cur: self.move_head[p.0 as usize] }
    }
    /// Iterates the valid supports given to unit `u`.
    pub fn supporters(&self, u: u32) -> Chain<'_> {
        Chain { next: &self.support_next, cur: self.support_head[u as usize] }
    }
    /// Iterates the valid convoys for army `a`.
    pub fn convoys(&self, a: u32) -> Chain<'_> {
        Chain { next: &self.convoy_next, cur: self.convoy_head[a as usize] }
    }
    pub fn occupant_of(&self, p: ProvinceId) -> Option<u32> {
        let o = self.occupant[p.0 as usize];
        (o != NONE).then_some(o)
    }
}

/// An iterator over one of the board's linked lists.
pub(crate) struct Chain<'b> {
    next: &'b [u32],
    cur: u32,
}

impl Iterator for Chain<'_> {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.cur == NONE {
            return None;
        }
        let c = self.cur;
        self.cur = self.next[c as usize];
        Some(c)
    }
}

pub(crate) fn illegal(i: Illegal) -> Reason {
    Reason::Illegal(i)
}

/// Builds the board for a movement phase.
#[inline(never)]
pub(crate) fn prepare<'a>(
    map: &'a Map,
    units: &'a [Unit],
    capitals: &'a [Option<ProvinceId>],
    orders: &[Order],
    rules: &'a Rules,
    doubling: Doubling<'a>,
    buf: Buffers,
) -> Prepared<'a> {
    let n = units.len();
    let provinces = map.provinces.len();
    let mut prov = buf.prov;
    prov.clear();
    prov.extend(units.iter().map(|u| map.province_of(u.loc)));
    let mut occupant = fresh(buf.occupant, provinces, NONE);
    for (i, p) in prov.iter().enumerate() {
        occupant[p.0 as usize] = i as u32;
    }
    let mut b = Prepared {
        map,
        rules,
        units,
        prov,
        occupant,
        act: fresh(buf.act, n, Act::Hold),
        valid: fresh(buf.valid, n, Validity::Valid),
        ordered_move: fresh(buf.ordered_move, n, false),
        via_convoy: fresh(buf.via_convoy, n, false),
        may_fall_back: fresh(buf.may_fall_back, n, false),
        move_head: fresh(buf.move_head, provinces, NONE),
        move_next: sized(buf.move_next, n, NONE),
        support_head: fresh(buf.support_head, n, NONE),
        support_next: sized(buf.support_next, n, NONE),
        convoy_head: fresh(buf.convoy_head, n, NONE),
        convoy_next: sized(buf.convoy_next, n, NONE),
        order_unit: fresh(buf.order_unit, 0, Ok(0)),
        order_target: fresh(buf.order_target, 0, None),
        given: fresh(buf.given, n, NONE),
        paths: fresh(buf.paths, 0, None),
        routes: buf.routes,
        by_kind: buf.by_kind,
        quasi_intent: fresh(buf.quasi_intent, 0, (0, ProvinceId(0))),
        implied: fresh(buf.implied, 0, (0, Action::Hold)),
        stacked: false,
        stacks: Default::default(),
        capitals,
        weighted: !doubling.weight.is_empty(),
        weight: doubling.weight,
        other_half: doubling.other_half,
        partial_cut: doubling.partial_cut,
    };
    stacks::begin(&mut b);
    // 1. Match each order to its unit and check it on its own.
    let mut given = std::mem::take(&mut b.given);
    let mut routes = std::mem::take(&mut b.routes);
    let ordering_powers = match_orders(&mut b, orders, &mut given, &mut routes);
    stacks::after_matching(&mut b, orders, &given);
    if rules.illegal_orders == IllegalOrders::QuasiLegal {
        note_quasi_intent(&mut b, orders);
    }
    if rules.implied_orders == ImpliedOrders::On {
        imply_orders(&mut b, &mut routes, &mut given);
    }
    let mut kinds = std::mem::take(&mut b.by_kind);
    kinds.sort(&b.act);
    // 2. Convoy intent for armies moving to adjacent provinces (DATC 4.A.3).
    decide_convoy_intent(&mut b, &kinds);
    // 3. Match supports and convoys, and link the lists.
    stacks::before_linking(&mut b, orders, &given);
    link_orders(&mut b, &kinds, orders, &given, ordering_powers);
    if rules.multi_route_convoy == MultiRouteConvoy::OwnFleetsFirst {
        super::convoy::use_own_fleets_first(&mut b, &mut routes);
    }
    stacks::after_linking(&mut b);
    b.by_kind = kinds;
    b.given = given;
    b.routes = routes;
    b
}

/// Matches each order to its unit and checks it on its own; returns the powers that ordered.
#[inline(never)]
fn match_orders(b: &mut Prepared, orders: &[Order], given: &mut [u32], routes: &mut RouteScratch) -> u64 {
    let (map, units, rules) = (b.map, b.units, b.rules);
    let n = units.len();
    let mut ordering_powers = 0u64;
    for (oi, order) in orders.iter().enumerate() {
        let (u, action) = match *order {
            Order::Unit { power, loc, action, number, kind } => {
                let Some(u) = b.unit_named(loc, power, number, kind) else {
                    b.order_target.push(None);
                    b.order_unit.push(Err(Reason::Illegal(Illegal::NoUnit)));
                    continue;
                };
                if power.is_some_and(|p| p != b.commander(u)) {
                    b.order_target.push(None);
                    b.order_unit.push(Err(Reason::Illegal(Illegal::NotYourUnit)));
                    continue;
                }
                b.order_target.push(Some(u as usize));
                ordering_powers |= 1u64 << units[u as usize].power.0;
                (u, action)
            }
            // A deed is played apart from the resolution (`mechanics::vents`, `mechanics::economy`).
            #[cfg(feature = "world")]
            Order::Deed { .. } => {
                b.order_target.push(None);
                b.order_unit.push(Err(Reason::Illegal(Illegal::WrongPhase)));
                continue;
            }
            Order::Build { .. } | Order::Waive { .. } | Order::Capital { .. } => {
                b.order_target.push(None);
                b.order_unit.push(Err(Reason::Illegal(Illegal::WrongPhase)));
                continue;
            }
        };
        if let Some(illegal_type) = designation_problem(rules.unit_designation, order, units[u as usize].kind)
            .or_else(|| nationality_problem(b, u, action))
        {
            b.order_unit.push(Err(Reason::Illegal(illegal_type)));
            continue;
        }
        match action {
            Action::Move { via_convoy, .. } => {
                b.ordered_move[u as usize] = true;
                b.via_convoy[u as usize] |= via_convoy;
            }
            Action::MoveByPath { path, .. } => {
                b.ordered_move[u as usize] = true;
                b.via_convoy[u as usize] = true;
                if b.paths.is_empty() {
                    b.paths.resize(n, None);
                }
                b.paths[u as usize] = Some(path);
            }
            _ => {}
        }
        if b.rules.ordered_coast == crate::rules::OrderedCoast::Fails
            && let Order::Unit { loc, .. } = *order
            && loc != map.province_loc(map.province_of(loc))
            && loc != units[u as usize].loc
        {
            b.order_unit.push(Err(illegal(Illegal::WrongCoast)));
            continue;
        }
        match check(b, routes, u, action) {
            Ok(act) => {
                let prev = given[u as usize];
                if prev != NONE {
                    // A second legal order for the unit (DATC 4.D.3). The same order twice is one order.
                    let same = prev != CONFLICT && b.act[u as usize] == act;
                    let rule = match rules.multiple_orders {
                        MultipleOrders::MoveOverSupport if prev != CONFLICT => {
                            move_over_support(b.act[u as usize], act)
                        }
                        MultipleOrders::MoveOverSupport => MultipleOrders::Hold,
                        rule => rule,
                    };
                    match (same, rule) {
                        (true, _) => b.order_unit.push(Ok(u)),
                        (false, MultipleOrders::First) => b.order_unit.push(Err(Reason::Overridden)),
                        (false, MultipleOrders::Last) => {
                            if let Some(slot) = b.order_unit.get_mut(prev as usize) {
                                *slot = Err(Reason::Overridden);
                            }
                            b.order_unit.push(Ok(u));
                            b.act[u as usize] = act;
                            given[u as usize] = oi as u32;
                        }
                        (false, MultipleOrders::Hold | MultipleOrders::MoveOverSupport) => {
                            if let Some(slot) = b.order_unit.get_mut(prev as usize) {
                                *slot = Err(Reason::ConflictingOrders);
                            }
                            b.order_unit.push(Err(Reason::ConflictingOrders));
                            b.act[u as usize] = Act::Hold;
                            given[u as usize] = CONFLICT;
                        }
                    }
                } else {
                    given[u as usize] = oi as u32;
                    b.order_unit.push(Ok(u));
                    b.act[u as usize] = act;
                }
            }
            Err(reason) => {
                b.order_unit.push(Err(reason));
            }
        }
    }
    ordering_powers
}

/// The 1958 rule for a unit's second order: after a move, a support is ignored (as if the
/// first order counted); after a support, a move replaces it (as if the last counted); any
/// other pair leaves the unit holding.
fn move_over_support(before: Act, now: Act) -> MultipleOrders {
    let support = |a: Act| matches!(a, Act::SupportHold { .. } | Act::SupportMove { .. });
    match (before, now) {
        (Act::Move { .. }, a) if support(a) => MultipleOrders::First,
        (a, Act::Move { .. }) if support(a) => MultipleOrders::Last,
        _ => MultipleOrders::Hold,
    }
}

/// Matches supports and convoys to the orders they name, and links the lists.
#[inline(never)]
fn link_orders(b: &mut Prepared, kinds: &Kinds, orders: &[Order], given: &[u32], ordering_powers: u64) {
    let (map, units) = (b.map, b.units);
    for &u in kinds.moves.iter().rev() {
        if let Act::Move { dest, .. } = b.act[u as usize] {
            b.move_next[u as usize] = b.move_head[dest.0 as usize];
            b.move_head[dest.0 as usize] = u;
        }
    }
    for &u in kinds.supports.iter().rev() {
        let u = u as usize;
        match b.act[u] {
            Act::SupportHold { target } => {
                let ok = match b.act[target as usize] {
                    Act::Move { .. } => b.rules.hold_support_to_mover == HoldSupportToMover::IfMoveFails,
                    _ => !(b.ordered_move[target as usize] && refuses_hold_support(b, given[target as usize])),
                };
                // DATC 4.D.9: a power that gave no orders at all is in civil disorder.
                let in_disorder = ordering_powers & (1u64 << units[target as usize].power.0) == 0;
                if in_disorder && b.rules.civil_disorder_support == CivilDisorderSupport::Fails {
                    b.valid[u] = Validity::Void(Void::InCivilDisorder(UnitName::of(map, &units[target as usize])));
                } else if ok {
                    b.support_next[u] = b.support_head[target as usize];
                    b.support_head[target as usize] = u as u32;
                } else {
                    b.valid[u] = Validity::Void(Void::DidNotHold(UnitName::of(map, &units[target as usize])));
                }
            }
            Act::SupportMove { target, dest } => match b.act[target as usize] {
                Act::Move { dest: d, loc, .. }
                    if d == dest
                        && support_coast_matches(b, u, target as usize, || support_dest(orders, given[u]), loc) =>
                {
                    b.support_next[u] = b.support_head[target as usize];
                    b.support_head[target as usize] = u as u32;
                }
                _ => b.valid[u] = Validity::Void(Void::DidNotMoveTo(UnitName::of(map, &units[target as usize]), dest)),
            },
            _ => {}
        }
    }
    for &u in kinds.convoys.iter().rev() {
        let u = u as usize;
        if let Act::Convoy { army, to } = b.act[u] {
            match b.act[army as usize] {
                Act::Move { dest, convoy: true, .. } if dest == to => {
                    b.convoy_next[u] = b.convoy_head[army as usize];
                    b.convoy_head[army as usize] = u as u32;
                }
                _ => b.valid[u] = Validity::Void(Void::NotConvoyedTo(UnitName::of(map, &units[army as usize]), to)),
            }
        }
    }
}

/// House rule 3.8: a support or convoy for an unordered unit of the same power also orders
/// that unit to make the move it names.
///
/// A unit given any order of its own, even an illegal one, is not given an implied order: the
/// house rule lets an explicit order override an implied one, and under the rulebook the house
/// rules follow (rule 1.1) an impossible order is a hold (2023 rulebook; DATC 4.E.1).
fn imply_orders(b: &mut Prepared, routes: &mut RouteScratch, given: &mut [u32]) {
    let mut ordered = vec![false; b.units.len()];
    for &t in b.order_target.iter().flatten() {
        ordered[t] = true;
    }
    for u in 0..b.units.len() {
        let (target, dest, by_convoy) = match b.act[u] {
            Act::SupportMove { target, dest } => (target, dest, false),
            Act::Convoy { army, to } => (army, to, true),
            _ => continue,
        };
        let t = target as usize;
        if given[t] != NONE || ordered[t] || b.units[t].power != b.units[u].power {
            continue;
        }
        let action = Action::Move { to: b.map.province_loc(dest), via_convoy: by_convoy };
        if let Ok(act) = check(b, routes, target, action) {
            b.act[t] = act;
            b.ordered_move[t] = true;
            b.via_convoy[t] = by_convoy;
            given[t] = CONFLICT;
            b.implied.push((target, action));
        }
    }
}

/// Whether a unit that was ordered to move but holds (its move was illegal, or it had
/// conflicting orders) refuses a hold support: `given` is its legal order, if any.
fn refuses_hold_support(b: &Prepared, given: u32) -> bool {
    match b.rules.hold_support_to_mover {
        HoldSupportToMover::Never => true,
        // DATC 4.E.1, quasi-legal reading: an impossible move still refuses a hold support.
        _ => b.rules.illegal_orders == IllegalOrders::QuasiLegal && given == NONE,
    }
}

/// DATC 4.E.1, quasi-legal reading: records the intent each impossible convoy order still shows,
/// when a fleet orders it for an army of its own power.
fn note_quasi_intent(b: &mut Prepared, orders: &[Order]) {
    let map = b.map;
    for (oi, order) in orders.iter().enumerate() {
        let (Order::Unit { action: Action::Convoy { from, to }, .. }, Some(Err(Reason::Illegal(_)))) =
            (order, b.order_unit.get(oi))
        else {
            continue;
        };
        let Some(Some(fleet)) = b.order_target.get(oi).copied() else { continue };
        if let Some(army) = b.occupant_of(map.province_of(*from))
            && b.units[army as usize].power == b.units[fleet].power
        {
            b.quasi_intent.push((army, map.province_of(*to)));
        }
    }
}
