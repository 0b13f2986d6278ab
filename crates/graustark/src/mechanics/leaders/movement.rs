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

use crate::map::{Map, PowerId, ProvinceId};
use crate::mechanics::{Pass, Phase, Setting};
use crate::order::{Action, Order};
use crate::resolve::outcome::{Illegal, Outcome, Reason, UnitName};
use crate::resolve::{DislodgedUnit, MovementResult, convoy::RouteScratch};
use crate::rules::{Leaders, RetreatAfterConvoy};
use crate::state::Unit;

/// The Leaders' pass: what each Leader was ordered to do.
#[derive(Default)]
pub(crate) struct LeadersPass {
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
    /// The fighting unit it goes with (its index in the position).
    host: Option<usize>,
}

impl Pass for LeadersPass {
    /// Under `leaders=one-per-power`, with a Leader on the board.
    fn on(&self, s: &Setting) -> bool {
        s.rules.leaders == Leaders::OnePerPower && s.units.iter().any(|u| u.kind.accompanies())
    }

    fn before(&mut self, s: &Setting, phase: &mut Phase) {
        set_aside(s, phase, &mut self.leaders);
    }

    fn after(&self, s: &Setting, _: &Phase, out: &mut MovementResult) {
        settle(s, &self.leaders, out);
    }
}

/// Sets the Leaders and their orders aside and strengthens the units they accompany.
fn set_aside(s: &Setting, phase: &mut Phase, plans: &mut Vec<Plan>) {
    let (map, units, orders) = (s.map, s.units, s.orders);
    keep_fighters(phase);
    plans.clear();
    let mut given: Vec<Vec<usize>> = vec![Vec::new(); units.len()];
    for (o, order) in orders.iter().enumerate() {
        if let Some(l) = leader_ordered(map, units, order) {
            given[l].push(o);
            phase.orders[o] = Order::Waive { power: order.power() };
        }
    }
    for (i, leader) in units.iter().enumerate().filter(|(_, u)| u.kind.accompanies()) {
        let plan = plan(s, phase, i, std::mem::take(&mut given[i]));
        if let Some(h) = plan.host.and_then(|h| phase.index.iter().position(|&k| k == h)) {
            phase.weight[h] += leader.kind.capabilities().strength_beside_own;
            phase.partial_cut[h] = true;
        }
        plans.push(plan);
    }
}

/// Leaves in the phase only the units that fight.
fn keep_fighters(phase: &mut Phase) {
    let mut k = 0;
    for j in 0..phase.units.len() {
        if phase.units[j].kind.fights() {
            phase.units[k] = phase.units[j];
            phase.index[k] = phase.index[j];
            phase.weight[k] = phase.weight[j];
            phase.partial_cut[k] = phase.partial_cut[j];
            k += 1;
        }
    }
    phase.units.truncate(k);
    phase.index.truncate(k);
    phase.weight.truncate(k);
    phase.partial_cut.truncate(k);
}

/// What the Leader `i` of the position, given the orders `given`, was ordered to do, and the
/// unit it goes with: its own power's army or fleet in its province, not on board, if it has
/// no order or that unit's order.
fn plan(s: &Setting, phase: &Phase, i: usize, given: Vec<usize>) -> Plan {
    let (map, orders) = (s.map, s.orders);
    let leader = s.units[i];
    let here = map.province_of(leader.loc);
    let host = (phase.units.iter().zip(&phase.index))
        .find(|(f, _)| f.power == leader.power && map.province_of(f.loc) == here && !f.aboard())
        .map(|(_, &h)| h);
    let mut actions: Vec<(usize, Action)> = given
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
        _ => (None, given.clone()),
    };
    let host_action = host.and_then(|h| host_action(map, &s.units[h], orders));
    let accompanies = host.is_some()
        && conflicting.is_empty()
        && order.is_none_or(|(_, a)| Some(a) == host_action || (a == Action::Hold && host_action.is_none()));
    Plan { unit: i, order, given, conflicting, host: host.filter(|_| accompanies) }
}

/// The Leader an order is for: one naming a Leader, by kind or number, or naming only a
/// province where a Leader stands without an army or fleet.
fn leader_ordered(map: &Map, units: &[Unit], order: &Order) -> Option<usize> {
    let Order::Unit { power, kind, loc, number, .. } = *order else { return None };
    let here = map.province_of(loc);
    let mine = |u: &Unit| map.province_of(u.loc) == here && power.is_none_or(|p| p == u.power);
    let leader = units.iter().position(|u| u.kind.accompanies() && mine(u) && (number == 0 || u.number == number));
    match (kind, number) {
        (Some(k), _) if k.accompanies() => leader,
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
                && !kind.is_some_and(|k| k.accompanies())
                && (number == 0 || number == host.number) =>
        {
            Some(action)
        }
        _ => None,
    })
}

/// Who holds each province once the armies and fleets have moved: (power, unit).
type Holders = Vec<Option<(PowerId, usize)>>;

/// Settles the Leaders in the result mapped back to the position (`all`: the units as
/// adjudicated, the halves of split units among them).
fn settle(s: &Setting, plans: &[Plan], out: &mut MovementResult) {
    let map = s.map;
    let all: Vec<Unit> = out.units_adjudicated(s.units).into_owned();
    let mut holder: Holders = vec![None; map.provinces.len()];
    for (i, u) in all.iter().enumerate().filter(|(_, u)| u.kind.fights()) {
        if let Some(l) = out.moved_to[i] {
            holder[map.province_of(l).0 as usize] = Some((u.power, i));
        }
    }
    let mut routes = RouteScratch::default();
    for plan in plans {
        settle_one(s, &all, plan, &holder, &mut routes, out);
    }
    out.dislodged.sort_unstable_by_key(|d| d.unit);
    keep_out_of_leaders(map, &all, plans, out);
}

/// Where one Leader ends and how its orders went; dislodged beside another power's army or
/// fleet, or with its dislodged unit.
fn settle_one(
    s: &Setting,
    all: &[Unit],
    plan: &Plan,
    holder: &Holders,
    routes: &mut RouteScratch,
    out: &mut MovementResult,
) {
    let map = s.map;
    let leader = all[plan.unit];
    let here = map.province_of(leader.loc);
    for &o in &plan.conflicting {
        out.orders[o] = Outcome { success: false, reason: Reason::ConflictingOrders };
        out.order_units[o] = Some(plan.unit);
    }
    let (place, outcome) = match (plan.host, plan.order) {
        (Some(host), _) => {
            let followed =
                Outcome { success: out.units[host].success, reason: Reason::Accompanied(name(map, &all[host])) };
            (out.moved_to[host].map_or(here, |l| map.province_of(l)), followed)
        }
        (None, None) => (here, Outcome { success: true, reason: Reason::Held }),
        (None, Some((_, action))) => {
            let (place, outcome, fleets) = alone(map, all, s.orders, &leader, action, out, holder, routes);
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
    dislodge(s, all, plan, place, holder, out);
}

/// A Leader ending in `place` beside another power's army or fleet, or left behind by its
/// dislodged unit, is dislodged, and may retreat where no other power's army or fleet ends
/// and no standoff was fought.
fn dislodge(s: &Setting, all: &[Unit], plan: &Plan, place: ProvinceId, holder: &Holders, out: &mut MovementResult) {
    let map = s.map;
    let leader = all[plan.unit];
    let host_dislodged = plan.host.and_then(|h| out.dislodged.iter().find(|d| d.unit == h).cloned());
    let enemy = holder[place.0 as usize].filter(|&(p, _)| p != leader.power);
    let (by, attacker_from, by_convoy) = match (host_dislodged, enemy) {
        (Some(d), _) => (d.by, d.attacker_from, d.by_convoy),
        (None, Some((_, e))) => (Some(name(map, &all[e])), map.province_of(all[e].loc), false),
        (None, None) => return,
    };
    out.moved_to[plan.unit] = None;
    let dislodged = Outcome { success: false, reason: Reason::Dislodged(by.unwrap_or_else(|| name(map, &leader))) };
    out.units[plan.unit] = dislodged;
    // Its hold, carried out until the attack came, fails with it, as any dislodged unit's does.
    for &o in plan.given.iter().filter(|_| plan.order.is_some()) {
        if out.orders[o].success {
            out.orders[o] = dislodged;
        }
    }
    let origin_closed = !(by_convoy && s.rules.retreat_after_convoy == RetreatAfterConvoy::MayRetreatToOrigin);
    let standoffs = &out.standoffs;
    let retreats = crate::resolve::retreat_options(map, &Unit { loc: map.province_loc(place), ..leader }, |p| {
        holder[p.0 as usize].is_some_and(|(pw, _)| pw != leader.power)
            || standoffs.contains(&p)
            || (origin_closed && p == attacker_from)
    });
    out.dislodged.push(DislodgedUnit {
        unit: plan.unit,
        by,
        attacker_from,
        by_convoy,
        retreats,
        #[cfg(feature = "world")]
        cavalry: Default::default(),
    });
}

/// No army or fleet retreats where another power's Leader stands: it could not drive it out.
fn keep_out_of_leaders(map: &Map, all: &[Unit], plans: &[Plan], out: &mut MovementResult) {
    let leaders_at: Vec<(ProvinceId, PowerId)> =
        plans.iter().filter_map(|p| out.moved_to[p.unit].map(|l| (map.province_of(l), all[p.unit].power))).collect();
    for d in out.dislodged.iter_mut().filter(|d| all[d.unit].kind.fights()) {
        let power = all[d.unit].power;
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
        || !map.can_move(leader.kind, leader.loc, map.province_loc(to));
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
        _ if out.standoffs.contains(&to) => Some(Reason::Bounced(name(map, leader))),
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
                    && out.order_units[o].is_some_and(|u| units[u].kind.convoys())
            }
            _ => false,
        })
        .collect()
}

fn name(map: &Map, u: &Unit) -> UnitName {
    UnitName::of(map, u)
}
