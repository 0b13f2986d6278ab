//! Militarism III's Leaders in a movement phase (rules 3 and 4). A Leader has no strength of
//! its own, so it takes no part in the resolution: before it, each Leader's order is set aside
//! and a Leader that goes with its own army or fleet doubles that unit; after it, each Leader
//! follows its unit, or, alone, goes where no other power's army or fleet ends, and one that
//! ends beside another power's army or fleet is dislodged. Nothing here runs unless the rules
//! give Leaders and one is on the board.
//!
//! Where the source is silent: a Leader accompanies its unit when it has no order or the same
//! order as the unit; a Leader alone is dislodged by any other power's army or fleet that ends
//! in its province; it may not enter a province left empty by a standoff (it was fought over);
//! a Leader whose unit is dislodged is dislodged with it and retreats on its own.

use crate::resolve::outcome::{Illegal, Outcome, Reason, UnitName};
use crate::resolve::{DislodgedUnit, MovementResult, convoy::RouteScratch};
use crate::map::{LocId, Map, PowerId, ProvinceId, UnitKind};
use crate::order::{Action, Order};
use crate::rules::{RetreatAfterConvoy, Rules};
use crate::state::Unit;

/// The phase as the resolver sees it: the armies, fleets and coast guards, and the orders
/// with those of Leaders set aside.
#[derive(Default)]
pub(crate) struct Fighters {
    /// The units that fight, in the position's order.
    pub units: Vec<Unit>,
    /// Each fighting unit's index in the position.
    pub index: Vec<usize>,
    /// The orders, a Leader's replaced by one the resolver refuses at once (its outcome is
    /// written after).
    pub orders: Vec<Order>,
    /// Each fighting unit's own strength: two with its Leader.
    pub weight: Vec<u8>,
    /// Whether a single attack cuts only one of the unit's two supports (with its Leader).
    pub partial_cut: Vec<bool>,
    leaders: Vec<Plan>,
}

/// What one Leader was ordered to do.
struct Plan {
    /// Its index in the position.
    unit: usize,
    /// Its order's index and action, if it has one order (given once or repeated).
    order: Option<(usize, Action)>,
    /// Every order given to it.
    given: Vec<usize>,
    /// Two or more different orders: it stays, alone.
    conflicting: Vec<usize>,
    /// The fighting unit it goes with (an index into `Fighters::units`).
    host: Option<usize>,
}

/// Sets the Leaders' orders aside and doubles the units they accompany.
pub(crate) fn set_aside(map: &Map, units: &[Unit], orders: &[Order], out: &mut Fighters) {
    out.units.clear();
    out.index.clear();
    for (i, u) in units.iter().enumerate().filter(|(_, u)| u.kind.fights()) {
        out.units.push(*u);
        out.index.push(i);
    }
    out.orders.clear();
    out.orders.extend_from_slice(orders);
    out.weight.clear();
    out.weight.resize(out.units.len(), 1);
    out.partial_cut.clear();
    out.partial_cut.resize(out.units.len(), false);
    out.leaders.clear();
    let mut given: Vec<Vec<usize>> = vec![Vec::new(); units.len()];
    for (o, order) in orders.iter().enumerate() {
        if let Some(l) = leader_ordered(map, units, order) {
            given[l].push(o);
            out.orders[o] = Order::Waive { power: order.power() };
        }
    }
    for (i, leader) in units.iter().enumerate().filter(|(_, u)| u.kind == UnitKind::Leader) {
        let here = map.province_of(leader.loc);
        let host = (out.units.iter().enumerate())
            .find(|(_, f)| f.power == leader.power && map.province_of(f.loc) == here && !f.aboard())
            .map(|(h, _)| h);
        let mut actions: Vec<(usize, Action)> = given[i]
            .iter()
            .filter_map(|&o| match orders[o] {
                Order::Unit { action, .. } => Some((o, action)),
                _ => None,
            })
            .collect();
        actions.dedup_by(|a, b| a.1 == b.1);
        let (order, conflicting) = match actions.len() {
            0 => (None, vec![]),
            1 => (Some(actions[0]), vec![]),
            _ => (None, given[i].clone()),
        };
        let host_action = host.and_then(|h| host_action(map, &out.units[h], orders));
        let accompanies = host.is_some()
            && conflicting.is_empty()
            && order.is_none_or(|(_, a)| Some(a) == host_action || (a == Action::Hold && host_action.is_none()));
        let host = host.filter(|_| accompanies);
        if let Some(h) = host {
            out.weight[h] = 2;
            out.partial_cut[h] = true;
        }
        out.leaders.push(Plan { unit: i, order, given: given[i].clone(), conflicting, host });
    }
}

/// The Leader an order is for: one naming a Leader, by kind or number, or naming only a
/// province where a Leader stands without an army or fleet.
fn leader_ordered(map: &Map, units: &[Unit], order: &Order) -> Option<usize> {
    let Order::Unit { power, kind, loc, number, .. } = *order else { return None };
    let here = map.province_of(loc);
    let mine = |u: &Unit| map.province_of(u.loc) == here && power.is_none_or(|p| p == u.power);
    let leader =
        units.iter().position(|u| u.kind == UnitKind::Leader && mine(u) && (number == 0 || u.number == number));
    match (kind, number) {
        (Some(UnitKind::Leader), _) => leader,
        (_, n) if n != 0 => leader,
        (None, _) if !units.iter().any(|u| u.kind.fights() && mine(u)) => leader,
        _ => None,
    }
}

/// What the fighting unit `host` was ordered to do, if one order names it.
fn host_action(map: &Map, host: &Unit, orders: &[Order]) -> Option<Action> {
    let here = map.province_of(host.loc);
    orders.iter().find_map(|o| match *o {
        Order::Unit { power, kind, loc, action, number }
            if map.province_of(loc) == here
                && power.is_none_or(|p| p == host.power)
                && kind != Some(UnitKind::Leader)
                && (number == 0 || number == host.number) =>
        {
            Some(action)
        }
        _ => None,
    })
}

/// Turns the fighters' result into the position's, and settles the Leaders.
pub(crate) fn settle(
    map: &Map,
    units: &[Unit],
    orders: &[Order],
    f: &Fighters,
    rules: &Rules,
    out: &mut MovementResult,
) {
    let n = units.len();
    let at = |fi: usize| f.index[fi];
    // The fighters' lists, indexed by the position.
    let mut outcomes = vec![Outcome { success: true, reason: Reason::Held }; n];
    let mut moved_to: Vec<Option<LocId>> = units.iter().map(|u| Some(u.loc)).collect();
    for (fi, &i) in f.index.iter().enumerate() {
        outcomes[i] = out.units[fi];
        moved_to[i] = out.moved_to[fi];
    }
    out.units = outcomes;
    out.moved_to = moved_to;
    for u in out.order_units.iter_mut().flatten() {
        *u = at(*u);
    }
    for d in &mut out.dislodged {
        d.unit = at(d.unit);
    }
    for u in &mut out.destroyed {
        *u = at(*u);
    }
    for (u, _) in &mut out.implied {
        *u = at(*u);
    }
    if !out.carriers.is_empty() {
        let mut carriers = vec![0; n];
        for (fi, &i) in f.index.iter().enumerate() {
            carriers[i] = out.carriers[fi];
        }
        out.carriers = carriers;
    }
    // Who holds each province once the armies and fleets have moved.
    let mut holder: Vec<Option<(PowerId, usize)>> = vec![None; map.provinces.len()];
    for &i in &f.index {
        if let Some(l) = out.moved_to[i] {
            holder[map.province_of(l).0 as usize] = Some((units[i].power, i));
        }
    }
    let standoff = |p: ProvinceId| out.standoffs.contains(&p);
    let mut routes = RouteScratch::default();
    for plan in &f.leaders {
        let leader = units[plan.unit];
        let here = map.province_of(leader.loc);
        for &o in &plan.conflicting {
            out.orders[o] = Outcome { success: false, reason: Reason::ConflictingOrders };
            out.order_units[o] = Some(plan.unit);
        }
        let (place, outcome) = match (plan.host, plan.order) {
            (Some(h), _) => {
                let host = f.index[h];
                let followed =
                    Outcome { success: out.units[host].success, reason: Reason::Accompanied(name(map, &units[host])) };
                match out.moved_to[host] {
                    Some(l) => (map.province_of(l), followed),
                    None => (here, followed),
                }
            }
            (None, None) => (here, Outcome { success: true, reason: Reason::Held }),
            (None, Some((_, action))) => {
                let (place, outcome, fleets) =
                    alone(map, units, orders, &leader, action, out, &holder, &standoff, &mut routes);
                for o in fleets {
                    out.orders[o] = Outcome {
                        success: place != here,
                        reason: if place != here { Reason::Convoyed } else { Reason::NoConvoy },
                    };
                }
                (place, outcome)
            }
        };
        if plan.order.is_some() {
            for &o in &plan.given {
                out.orders[o] = outcome;
                out.order_units[o] = Some(plan.unit);
            }
        }
        out.units[plan.unit] = outcome;
        out.moved_to[plan.unit] = Some(map.province_loc(place));
        // Beside another power's army or fleet, or left behind by its dislodged unit: dislodged.
        let host_dislodged = plan.host.and_then(|h| out.dislodged.iter().find(|d| d.unit == f.index[h]).cloned());
        let enemy = holder[place.0 as usize].filter(|&(p, _)| p != leader.power);
        let (by, attacker_from, by_convoy) = match (host_dislodged, enemy) {
            (Some(d), _) => (d.by, d.attacker_from, d.by_convoy),
            (None, Some((_, e))) => (Some(name(map, &units[e])), map.province_of(units[e].loc), false),
            (None, None) => continue,
        };
        out.moved_to[plan.unit] = None;
        out.units[plan.unit] =
            Outcome { success: false, reason: Reason::Dislodged(by.unwrap_or_else(|| name(map, &leader))) };
        let origin_closed = !(by_convoy && rules.retreat_after_convoy == RetreatAfterConvoy::MayRetreatToOrigin);
        let retreats = crate::resolve::retreat_options(map, &Unit { loc: map.province_loc(place), ..leader }, |p| {
            holder[p.0 as usize].is_some_and(|(pw, _)| pw != leader.power)
                || standoff(p)
                || (origin_closed && p == attacker_from)
        });
        out.dislodged.push(DislodgedUnit { unit: plan.unit, by, attacker_from, by_convoy, retreats });
    }
    out.dislodged.sort_by_key(|d| d.unit);
    // No army or fleet retreats where another power's Leader stands: it could not drive it out.
    let leaders_at: Vec<(ProvinceId, PowerId)> = f
        .leaders
        .iter()
        .filter_map(|p| out.moved_to[p.unit].map(|l| (map.province_of(l), units[p.unit].power)))
        .collect();
    for d in out.dislodged.iter_mut().filter(|d| units[d.unit].kind.fights()) {
        let power = units[d.unit].power;
        d.retreats.retain(|&l| !leaders_at.iter().any(|&(p, pw)| p == map.province_of(l) && pw != power));
    }
}

/// Where a Leader alone ends, how its order went, and the orders of the fleets that were to
/// convoy it: it moves over land or sea, or by convoy, into a province where no other power's
/// army or fleet ends and no standoff was fought.
#[allow(clippy::too_many_arguments)]
fn alone(
    map: &Map,
    units: &[Unit],
    orders: &[Order],
    leader: &Unit,
    action: Action,
    out: &MovementResult,
    holder: &[Option<(PowerId, usize)>],
    standoff: &dyn Fn(ProvinceId) -> bool,
    routes: &mut RouteScratch,
) -> (ProvinceId, Outcome, Vec<usize>) {
    let here = map.province_of(leader.loc);
    let fail = |reason: Reason| (here, Outcome { success: false, reason }, Vec::new());
    let to = match action {
        Action::Hold => return (here, Outcome { success: true, reason: Reason::Held }, Vec::new()),
        Action::Move { to, .. } | Action::MoveByPath { to, .. } => map.province_of(to),
        Action::Support { .. } | Action::Convoy { .. } => return fail(Reason::Illegal(Illegal::LeaderNoStrength)),
        _ => return fail(Reason::Illegal(Illegal::WrongPhase)),
    };
    if to == here {
        return fail(Reason::Illegal(Illegal::OwnProvince));
    }
    let by_convoy = matches!(action, Action::MoveByPath { .. } | Action::Move { via_convoy: true, .. })
        || !map.can_move(UnitKind::Leader, leader.loc, map.province_loc(to));
    // The orders of fleets to convoy from its province to its destination, and the provinces
    // of those still in place.
    let mut fleets = Vec::new();
    if by_convoy {
        fleets = convoy_orders(map, units, orders, out, here, to);
        let in_place: Vec<ProvinceId> = (fleets.iter())
            .filter_map(|&o| out.order_units[o])
            .filter(|&u| out.moved_to[u] == Some(units[u].loc))
            .map(|u| map.province_of(units[u].loc))
            .collect();
        if !crate::resolve::convoy_possible(map, here, to, |p| in_place.contains(&p), routes) {
            let reason = if fleets.is_empty() { Reason::NoConvoy } else { Reason::ConvoyDisrupted };
            return (here, Outcome { success: false, reason }, fleets);
        }
    }
    let blocked = match holder[to.0 as usize] {
        Some((p, e)) if p != leader.power => Some(Reason::Bounced(name(map, &units[e]))),
        _ if standoff(to) => Some(Reason::Bounced(name(map, leader))),
        _ => None,
    };
    match blocked {
        Some(reason) => (here, Outcome { success: false, reason }, fleets),
        None => (to, Outcome { success: true, reason: Reason::Moved }, fleets),
    }
}

/// The orders given to fleets to convoy from `from` to `to`.
fn convoy_orders(
    map: &Map,
    units: &[Unit],
    orders: &[Order],
    out: &MovementResult,
    from: ProvinceId,
    to: ProvinceId,
) -> Vec<usize> {
    (0..orders.len())
        .filter(|&o| match orders[o] {
            Order::Unit { action: Action::Convoy { from: f, to: t }, .. } => {
                map.province_of(f) == from
                    && map.province_of(t) == to
                    && out.order_units[o].is_some_and(|u| units[u].kind == UnitKind::Fleet)
            }
            _ => false,
        })
        .collect()
}

fn name(map: &Map, u: &Unit) -> UnitName {
    UnitName::of(map, u)
}
