//! Before resolution: orders matched to units, illegal orders set aside, convoy intent
//! decided, and supports and convoys matched to the orders they name.

use super::convoy::{can_convoy_from, fleet_is_necessary, route_exists};
use super::outcome::{Illegal, Reason};
use crate::map::{LocId, Map, ProvinceId, ProvinceKind, UnitKind};
use crate::order::{Action, Order};
use crate::rules::{ConvoyToAdjacent, HoldSupportToMover, ImpossibleCoast, OmittedCoast, Rules, SupportCoast};
use crate::state::Unit;

pub(crate) const NONE: u32 = u32::MAX;

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Validity {
    Valid,
    Void(String),
}

/// The prepared board: everything fixed before the decisions are made.
pub(crate) struct Board<'a> {
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
}

impl<'a> Board<'a> {
    /// Iterates the units moving into province `p`.
    pub fn movers(&self, p: ProvinceId) -> Movers<'_> {
        Movers { next: &self.move_next, cur: self.move_head[p.0 as usize] }
    }
    /// Iterates the valid supports given to unit `u`.
    pub fn supporters(&self, u: u32) -> Movers<'_> {
        Movers { next: &self.support_next, cur: self.support_head[u as usize] }
    }
    /// Iterates the valid convoys for army `a`.
    pub fn convoys(&self, a: u32) -> Movers<'_> {
        Movers { next: &self.convoy_next, cur: self.convoy_head[a as usize] }
    }
    pub fn occupant_of(&self, p: ProvinceId) -> Option<u32> {
        let o = self.occupant[p.0 as usize];
        (o != NONE).then_some(o)
    }
}

/// An iterator over one of the board's linked lists.
pub(crate) struct Movers<'b> {
    next: &'b [u32],
    cur: u32,
}

impl Iterator for Movers<'_> {
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

fn illegal(s: impl Into<String>) -> Reason {
    Reason::Illegal(Illegal::Unreachable(s.into()))
}

/// Builds the board for a movement phase.
pub(crate) fn prepare<'a>(map: &'a Map, units: &'a [Unit], orders: &[Order], rules: &'a Rules) -> Board<'a> {
    let n = units.len();
    let prov: Vec<ProvinceId> = units.iter().map(|u| map.province_of(u.loc)).collect();
    let mut occupant = vec![NONE; map.provinces.len()];
    for (i, p) in prov.iter().enumerate() {
        occupant[p.0 as usize] = i as u32;
    }
    let mut b = Board {
        map,
        rules,
        units,
        prov,
        occupant,
        act: vec![Act::Hold; n],
        valid: vec![Validity::Valid; n],
        ordered_move: vec![false; n],
        via_convoy: vec![false; n],
        may_fall_back: vec![false; n],
        move_head: vec![NONE; map.provinces.len()],
        move_next: vec![NONE; n],
        support_head: vec![NONE; n],
        support_next: vec![NONE; n],
        convoy_head: vec![NONE; n],
        convoy_next: vec![NONE; n],
        order_unit: Vec::with_capacity(orders.len()),
    };
    // 1. Match each order to its unit and check it on its own.
    let mut given: Vec<Option<usize>> = vec![None; n];
    let mut checked: Vec<Option<Act>> = Vec::with_capacity(orders.len());
    for (oi, order) in orders.iter().enumerate() {
        let (u, action) = match *order {
            Order::Unit { power, loc, action, .. } => {
                let Some(u) = b.occupant_of(map.province_of(loc)) else {
                    b.order_unit.push(Err(Reason::Illegal(Illegal::NoUnit)));
                    checked.push(None);
                    continue;
                };
                if power.is_some_and(|p| p != units[u as usize].power) {
                    b.order_unit.push(Err(Reason::Illegal(Illegal::NotYourUnit)));
                    checked.push(None);
                    continue;
                }
                (u, action)
            }
            Order::Build { .. } | Order::Waive { .. } => {
                b.order_unit.push(Err(Reason::Illegal(Illegal::WrongPhase)));
                checked.push(None);
                continue;
            }
        };
        if let Action::Move { via_convoy, .. } = action {
            b.ordered_move[u as usize] = true;
            b.via_convoy[u as usize] |= via_convoy;
        }
        if b.rules.ordered_coast == crate::rules::OrderedCoast::Fails {
            if let Order::Unit { loc, .. } = *order {
                if loc != map.province_loc(map.province_of(loc)) && loc != units[u as usize].loc {
                    b.order_unit.push(Err(illegal("the unit is not on that coast")));
                    checked.push(None);
                    continue;
                }
            }
        }
        match check(&b, u, action) {
            Ok(act) => {
                if let Some(prev) = given[u as usize] {
                    // A second legal order for the unit: it holds (DATC 4.D.3).
                    b.order_unit[prev] = Err(Reason::ConflictingOrders);
                    checked[prev] = None;
                    b.order_unit.push(Err(Reason::ConflictingOrders));
                    checked.push(None);
                    given[u as usize] = Some(usize::MAX);
                } else {
                    given[u as usize] = Some(oi);
                    b.order_unit.push(Ok(u));
                    checked.push(Some(act));
                }
            }
            Err(reason) => {
                b.order_unit.push(Err(reason));
                checked.push(None);
            }
        }
    }
    for (u, g) in given.iter().enumerate() {
        if let Some(oi) = *g {
            if let Some(Some(act)) = checked.get(oi) {
                b.act[u] = *act;
            }
        }
    }
    // 2. Convoy intent for armies moving to adjacent provinces (DATC 4.A.3): first list every
    // convoy order under the army it names, then decide, then keep only matching convoys.
    for f in (0..n).rev() {
        if let Act::Convoy { army, .. } = b.act[f] {
            b.convoy_next[f] = b.convoy_head[army as usize];
            b.convoy_head[army as usize] = f as u32;
        }
    }
    for u in 0..n {
        if let Act::Move { dest, convoy: false, .. } = b.act[u] {
            if units[u].kind == UnitKind::Army && wants_convoy(&b, u as u32, dest) {
                if let Act::Move { convoy, .. } = &mut b.act[u] {
                    *convoy = true;
                }
                b.may_fall_back[u] = matches!(b.rules.convoy_to_adjacent, ConvoyToAdjacent::IntentWithFallback | ConvoyToAdjacent::OppositeMove);
            }
        }
    }
    b.convoy_head.fill(NONE);
    // 3. Match supports and convoys, and link the lists.
    for u in (0..n).rev() {
        match b.act[u] {
            Act::Move { dest, .. } => {
                b.move_next[u] = b.move_head[dest.0 as usize];
                b.move_head[dest.0 as usize] = u as u32;
            }
            Act::SupportHold { target } => {
                let ok = match b.act[target as usize] {
                    Act::Move { .. } => b.rules.hold_support_to_mover == HoldSupportToMover::IfMoveFails,
                    _ => !(b.rules.hold_support_to_mover == HoldSupportToMover::Never && b.ordered_move[target as usize]),
                };
                if ok {
                    b.support_next[u] = b.support_head[target as usize];
                    b.support_head[target as usize] = u as u32;
                } else {
                    b.valid[u] = Validity::Void(format!("{} did not hold", short(map, &units[target as usize])));
                }
            }
            Act::SupportMove { target, dest } => {
                let written = support_dest(orders, given[u]);
                match b.act[target as usize] {
                    Act::Move { dest: d, loc, .. } if d == dest && support_coast_matches(&b, u, target as usize, written, loc) => {
                        b.support_next[u] = b.support_head[target as usize];
                        b.support_head[target as usize] = u as u32;
                    }
                    _ => {
                        b.valid[u] = Validity::Void(format!(
                            "{} did not move to {}",
                            short(map, &units[target as usize]),
                            map.province(dest).name
                        ))
                    }
                }
            }
            Act::Convoy { army, to } => {
                match b.act[army as usize] {
                    Act::Move { dest, convoy: true, .. } if dest == to => {
                        b.convoy_next[u] = b.convoy_head[army as usize];
                        b.convoy_head[army as usize] = u as u32;
                    }
                    _ => {
                        b.valid[u] = Validity::Void(format!(
                            "{} was not ordered to {} by convoy",
                            short(map, &units[army as usize]),
                            map.province(to).name
                        ))
                    }
                }
            }
            Act::Hold => {}
        }
    }
    b
}

fn short(map: &Map, u: &Unit) -> String {
    format!("{} {}", u.kind.letter(), map.loc_short(map.province_loc(map.province_of(u.loc))))
}

/// The destination location a support order names (with its coast, if written).
fn support_dest(orders: &[Order], oi: Option<usize>) -> Option<LocId> {
    match oi.and_then(|i| orders.get(i)).copied() {
        Some(Order::Unit { action: Action::Support { dest, .. }, .. }) => dest,
        _ => None,
    }
}

/// DATC 4.B.4 and 6.B.9: a support naming a coast must name the coast the fleet moves to; a
/// support naming no coast matches any coast (or only the supporter's own fleet's, if chosen).
fn support_coast_matches(b: &Board, supporter: usize, target: usize, written: Option<LocId>, moved_to: LocId) -> bool {
    let Some(written) = written else { return true };
    let map = b.map;
    if map.province(map.province_of(moved_to)).coasts.is_empty() || b.units[target].kind == UnitKind::Army {
        return true;
    }
    if written == map.province_loc(map.province_of(written)) {
        return b.rules.support_coast == SupportCoast::AnyUnit || b.units[target].power == b.units[supporter].power;
    }
    written == moved_to
}

/// Whether an army ordered to an adjacent province goes by convoy.
fn wants_convoy(b: &Board, u: u32, dest: ProvinceId) -> bool {
    let via = b.via_convoy[u as usize];
    match b.rules.convoy_to_adjacent {
        ConvoyToAdjacent::ExplicitOnly => via,
        ConvoyToAdjacent::OppositeMove => {
            let here = b.prov[u as usize];
            b.convoys(u).any(|f| b.act[f as usize] == Act::Convoy { army: u, to: dest })
                && b.occupant_of(dest).is_some_and(|o| matches!(b.act[o as usize], Act::Move { dest: back, .. } if back == here))
        }
        ConvoyToAdjacent::IntentNoFallback | ConvoyToAdjacent::IntentWithFallback => {
            via || b.convoys(u).any(|f| {
                b.units[f as usize].power == b.units[u as usize].power && b.act[f as usize] == Act::Convoy { army: u, to: dest }
            })
        }
    }
}

/// Checks one order against the board alone (DATC 4.E.1: could it ever be valid?).
fn check(b: &Board, u: u32, action: Action) -> Result<Act, Reason> {
    let map = b.map;
    let unit = b.units[u as usize];
    let here = b.prov[u as usize];
    match action {
        Action::Hold => Ok(Act::Hold),
        Action::Disband => Err(Reason::Illegal(Illegal::WrongPhase)),
        Action::Move { to, via_convoy } => {
            let dest = map.province_of(to);
            let dname = &map.province(dest).name;
            if dest == here {
                return Err(illegal(format!("{} cannot move to its own province", map.province(here).name)));
            }
            let dkind = map.province(dest).kind;
            match unit.kind {
                UnitKind::Army => {
                    if dkind == ProvinceKind::Sea || dkind == ProvinceKind::Impassable {
                        return Err(illegal(format!("an army cannot enter {dname}")));
                    }
                    if b.rules.irrelevant_coast == crate::rules::IrrelevantCoast::Fails && to != map.province_loc(dest) {
                        return Err(illegal("an army cannot move to a coast"));
                    }
                    let adjacent = map.army_neighbours(here).binary_search(&dest).is_ok();
                    let by_sea = convoy_possible(b, here, dest, None);
                    if !adjacent && !by_sea {
                        return Err(illegal(if map.province(here).kind == ProvinceKind::Coast && dkind == ProvinceKind::Coast {
                            format!("no convoy route from {} to {dname}", map.province(here).name)
                        } else {
                            format!("{} is not adjacent to {dname}", map.province(here).name)
                        }));
                    }
                    Ok(Act::Move { dest, loc: map.province_loc(dest), convoy: !adjacent })
                }
                UnitKind::Fleet => {
                    if via_convoy {
                        return Err(illegal("only armies can be convoyed"));
                    }
                    if dkind == ProvinceKind::Land || dkind == ProvinceKind::Impassable {
                        return Err(illegal(format!("a fleet cannot enter {dname}")));
                    }
                    fleet_destination(b, unit.loc, to).map(|loc| Act::Move { dest, loc, convoy: false })
                }
            }
        }
        Action::Support { target, dest, .. } => {
            let tp = map.province_of(target);
            let Some(t) = b.occupant_of(tp) else {
                return Err(illegal(format!("there is no unit in {} to support", map.province(tp).name)));
            };
            if t == u {
                return Err(illegal("a unit cannot support itself"));
            }
            match dest {
                None => {
                    if !map.can_reach(unit.kind, unit.loc, tp) {
                        return Err(illegal(format!("{} cannot reach {}", map.province(here).name, map.province(tp).name)));
                    }
                    Ok(Act::SupportHold { target: t })
                }
                Some(d) => {
                    let dp = map.province_of(d);
                    if dp == here {
                        return Err(illegal("a unit cannot support a move into its own province"));
                    }
                    if !map.can_reach(unit.kind, unit.loc, dp) {
                        return Err(illegal(format!("{} cannot reach {}", map.province(here).name, map.province(dp).name)));
                    }
                    let tu = b.units[t as usize];
                    let possible = dp != tp
                        && match tu.kind {
                            UnitKind::Fleet => map.can_reach(UnitKind::Fleet, tu.loc, dp),
                            UnitKind::Army => {
                                map.army_neighbours(tp).binary_search(&dp).is_ok() || convoy_possible(b, tp, dp, Some(here))
                            }
                        };
                    if !possible {
                        return Err(illegal(format!("{} cannot move to {}", short(map, &tu), map.province(dp).name)));
                    }
                    Ok(Act::SupportMove { target: t, dest: dp })
                }
            }
        }
        Action::Convoy { from, to } => {
            if unit.kind != UnitKind::Fleet {
                return Err(illegal("only fleets can convoy"));
            }
            if !can_convoy_from(map, here, b.rules.coastal_convoy == crate::rules::CoastalConvoy::CoastsToo) {
                return Err(illegal(format!("a fleet in {} cannot convoy", map.province(here).name)));
            }
            let (fp, tp) = (map.province_of(from), map.province_of(to));
            let Some(a) = b.occupant_of(fp).filter(|&a| b.units[a as usize].kind == UnitKind::Army) else {
                return Err(illegal(format!("there is no army in {} to convoy", map.province(fp).name)));
            };
            let tk = map.province(tp).kind;
            if fp == tp || tk == ProvinceKind::Sea || tk == ProvinceKind::Impassable {
                return Err(illegal(format!("an army cannot be convoyed to {}", map.province(tp).name)));
            }
            let coasts = b.rules.coastal_convoy == crate::rules::CoastalConvoy::CoastsToo;
            let has_fleet = |p: ProvinceId| {
                b.occupant_of(p).is_some_and(|f| b.units[f as usize].kind == UnitKind::Fleet) && can_convoy_from(map, p, coasts)
            };
            if !fleet_is_necessary(map, fp, tp, here, has_fleet) {
                return Err(illegal(format!("{} is not on any convoy route to {}", map.province(here).name, map.province(tp).name)));
            }
            Ok(Act::Convoy { army: a, to: tp })
        }
    }
}

/// Whether an army could be convoyed from `from` to `to` by the fleets on the board,
/// leaving out the fleet in `without` (DATC 6.D.31).
fn convoy_possible(b: &Board, from: ProvinceId, to: ProvinceId, without: Option<ProvinceId>) -> bool {
    let map = b.map;
    if map.province(from).kind != ProvinceKind::Coast || map.province(to).kind != ProvinceKind::Coast {
        return false;
    }
    let coasts = b.rules.coastal_convoy == crate::rules::CoastalConvoy::CoastsToo;
    let has_fleet = |p: ProvinceId| {
        Some(p) != without
            && b.occupant_of(p).is_some_and(|f| b.units[f as usize].kind == UnitKind::Fleet)
            && can_convoy_from(map, p, coasts)
    };
    route_exists(map, from, to, has_fleet, &mut Vec::new(), &mut Vec::new())
}

/// The exact location a fleet's move ends at, settling coasts (DATC 4.B.1-4.B.3).
fn fleet_destination(b: &Board, from: LocId, to: LocId) -> Result<LocId, Reason> {
    let map = b.map;
    let dest = map.province_of(to);
    let coasts = &map.province(dest).coasts;
    let name = &map.province(dest).name;
    let fname = map.loc_name(from);
    if coasts.is_empty() {
        return if map.can_move(UnitKind::Fleet, from, to) {
            Ok(to)
        } else {
            Err(illegal(format!("{fname} is not adjacent to {name}")))
        };
    }
    let reachable: Vec<LocId> = coasts.iter().copied().filter(|&c| map.can_move(UnitKind::Fleet, from, c)).collect();
    if to != map.province_loc(dest) {
        if reachable.contains(&to) {
            return Ok(to);
        }
        return match (b.rules.impossible_coast, reachable.as_slice()) {
            (ImpossibleCoast::IgnoreCoast, [only]) => Ok(*only),
            (_, []) => Err(illegal(format!("{fname} is not adjacent to {name}"))),
            _ => Err(illegal(format!("{fname} cannot reach the {}", map.locations[to.0 as usize].coast_name.as_deref().unwrap_or("coast")))),
        };
    }
    match (reachable.as_slice(), b.rules.omitted_coast) {
        ([], _) => Err(illegal(format!("{fname} is not adjacent to {name}"))),
        ([only], OmittedCoast::OnlyPossibleCoast) => Ok(*only),
        ([_], OmittedCoast::Fails) => Err(illegal(format!("the order must say which coast of {name}"))),
        _ => Err(illegal(format!("the order must say which coast of {name}"))),
    }
}
