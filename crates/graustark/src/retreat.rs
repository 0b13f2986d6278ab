//! Adjudication of a retreat phase.

use crate::map::{LocId, Map, ProvinceKind, Terrain};
use crate::order::{Action, Order};
use crate::resolve::outcome::{Illegal, Outcome, Reason, UnitName};
use crate::resolve::retreat_options;
use crate::rules::{RetreatAfterConvoy, RetreatConflict, Rules};
use crate::state::{Dislodged, GameState, beside_by_leaders};

use crate::mechanics::leaders::retreat as leaders;

/// What a retreat phase decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetreatResult {
    /// The outcome of each order, in the order given.
    pub orders: Vec<Outcome>,
    /// For each order, the dislodged unit (index into `state.dislodged`) it applied to.
    pub order_units: Vec<Option<usize>>,
    /// For each dislodged unit, where it ends (None: disbanded), and its outcome.
    pub units: Vec<(Option<LocId>, Outcome)>,
    /// Units on the board sent back by a retreat that stood off their second half (Das
    /// Dippyspiel's cavalry, rule 6, option b): the index in the position's units, and where
    /// they return to.
    #[cfg(feature = "world")]
    pub returned: Vec<(usize, LocId)>,
}

/// The places a dislodged unit may retreat to in `state`. A province where units stand is
/// closed, but to a unit that may stand beside them (Militarism III, rule 4: "An L may retreat
/// into a space containing one of its own units", and beside other powers' Leaders where no
/// army or fleet stands; an army or fleet beside its own Leader).
pub fn options(map: &Map, state: &GameState, d: &Dislodged, rules: &Rules) -> Vec<LocId> {
    if d.unit.aboard() {
        // An army on board a dislodged fleet goes where the fleet goes.
        return Vec::new();
    }
    let mut occupied = vec![false; map.provinces.len()];
    for u in state.units.iter().filter(|u| !beside_by_leaders(&d.unit, u)) {
        occupied[map.province_of(u.loc).0 as usize] = true;
    }
    #[cfg(feature = "world")]
    if let Some(a) = d.cavalry.must {
        // Das Dippyspiel's cavalry, rule 6, option a: "it must retreat to Aaaa".
        return vec![map.province_loc(a)];
    }
    let origin_open = d.by_convoy && rules.retreat_after_convoy == RetreatAfterConvoy::MayRetreatToOrigin;
    retreat_options(map, &d.unit, |p| {
        let ordinary = occupied[p.0 as usize] || (!origin_open && p == d.attacker_from);
        let stood_off = state.standoffs.contains(&p);
        #[cfg(feature = "world")]
        return crate::mechanics::cavalry::retreat_closed(&d.cavalry, &state.cavalry_standoffs, p, ordinary, stood_off);
        #[cfg(not(feature = "world"))]
        return ordinary || stood_off;
    })
}

/// Adjudicates retreat orders: a dislodged unit retreats where ordered if that is one of its
/// options and no other unit retreats there; otherwise it is disbanded.
pub fn adjudicate_retreats(map: &Map, state: &GameState, orders: &[Order], rules: &Rules) -> RetreatResult {
    let n = state.dislodged.len();
    let allowed: Vec<Vec<LocId>> = state.dislodged.iter().map(|d| options(map, state, d, rules)).collect();
    let mut chosen: Vec<Option<(usize, LocId)>> = vec![None; n];
    let mut priority = vec![false; n];
    let mut out = Vec::with_capacity(orders.len());
    let mut order_units = Vec::with_capacity(orders.len());
    let mut given = vec![false; n];
    for (oi, order) in orders.iter().enumerate() {
        let fail = |r| Outcome { success: false, reason: r };
        let Order::Unit { power, loc, action, number, kind } = *order else {
            out.push(fail(Reason::Illegal(Illegal::WrongPhase)));
            order_units.push(None);
            continue;
        };
        let p = map.province_of(loc);
        // By number where the order gives one (several units may leave one province), else the
        // unit dislodged there that is not on board a fleet.
        let named = |d: &Dislodged| match number {
            0 => !d.unit.aboard() && leaders::named_by_kind(&d.unit, kind, power),
            n => d.unit.number == n && power.is_none_or(|pw| pw == d.unit.power),
        };
        let here = |d: &Dislodged| map.province_of(d.unit.loc) == p && !d.unit.aboard();
        let i = state.dislodged.iter().position(|d| map.province_of(d.unit.loc) == p && named(d));
        // A kind that names nothing there: what was dislodged there (the kind judged as ever).
        let i = if number == 0 { i.or_else(|| state.dislodged.iter().position(here)) } else { i };
        let Some(i) = i else {
            out.push(fail(Reason::Illegal(Illegal::NotDislodged(p))));
            order_units.push(None);
            continue;
        };
        order_units.push(Some(i));
        let d = &state.dislodged[i];
        if power.is_some_and(|pw| pw != d.unit.power) {
            out.push(fail(Reason::Illegal(Illegal::NotYourUnit)));
            continue;
        }
        if std::mem::replace(&mut given[i], true) {
            out.push(fail(Reason::ConflictingOrders));
            continue;
        }
        match action {
            Action::Disband => out.push(Outcome { success: true, reason: Reason::Disbanded }),
            Action::Move { to, .. } | Action::Retreat { to, .. } => match retreat_target(map, d, to, &allowed[i]) {
                Ok(l) => {
                    chosen[i] = Some((oi, l));
                    priority[i] = matches!(action, Action::Retreat { priority: true, .. });
                    out.push(Outcome { success: true, reason: Reason::Retreated });
                }
                Err(why) => out.push(fail(Reason::Illegal(why))),
            },
            _ => out.push(fail(Reason::Illegal(Illegal::WrongPhase))),
        }
    }
    let mut units: Vec<(Option<LocId>, Outcome)> = Vec::with_capacity(n);
    for i in 0..n {
        let Some((oi, l)) = chosen[i] else {
            units.push((None, Outcome { success: given[i], reason: Reason::Disbanded }));
            continue;
        };
        let p = map.province_of(l);
        // A Leader bounces with nothing, and nothing with it (Militarism III): its retreat is
        // settled once the others' are (`leaders::settle`).
        if !state.dislodged[i].unit.kind.fights() {
            units.push((Some(l), Outcome { success: true, reason: Reason::Retreated }));
            continue;
        }
        let fights = |j: usize| state.dislodged[j].unit.kind.fights();
        let rivals: Vec<usize> = (0..n)
            .filter(|&j| j != i && fights(j) && chosen[j].is_some_and(|(_, m)| map.province_of(m) == p))
            .collect();
        // House rules 3.2: when all the units belong to one power, the one it gave priority goes.
        let power = state.dislodged[i].unit.power;
        let wins_by_priority = rules.retreat_conflict == RetreatConflict::OwnerChooses
            && priority[i]
            && rivals.iter().all(|&j| state.dislodged[j].unit.power == power && !priority[j]);
        let loses_to_priority = rules.retreat_conflict == RetreatConflict::OwnerChooses
            && !priority[i]
            && rivals.iter().all(|&j| state.dislodged[j].unit.power == power)
            && rivals.iter().filter(|&&j| priority[j]).count() == 1;
        let rival = if wins_by_priority {
            None
        } else if rules.retreat_conflict == RetreatConflict::OneSurvives {
            // 1958: one unit takes the one retreat; the units unable to retreat are annihilated.
            let key = |k: usize| (allowed[k].len(), &map.province(map.province_of(state.dislodged[k].unit.loc)).name);
            rivals.iter().copied().filter(|&j| key(j) < key(i)).min_by_key(|&j| key(j))
        } else {
            rivals.first().copied()
        };
        if loses_to_priority {
            out[oi] = Outcome { success: false, reason: Reason::Disbanded };
            units.push((None, Outcome { success: false, reason: Reason::Disbanded }));
            continue;
        }
        match rival {
            Some(j) => {
                let r = Reason::RetreatBounced(UnitName::of(map, &state.dislodged[j].unit));
                out[oi] = Outcome { success: false, reason: r };
                units.push((None, Outcome { success: false, reason: r }));
            }
            None => units.push((Some(l), Outcome { success: true, reason: Reason::Retreated })),
        }
    }
    leaders::settle(map, state, &chosen, &mut out, &mut units);
    carry_aboard(map, state, &mut units);
    #[cfg(feature = "world")]
    let returned = crate::mechanics::cavalry::stand_offs(map, state, &chosen, &mut out, &mut units);
    RetreatResult {
        orders: out,
        order_units,
        units,
        #[cfg(feature = "world")]
        returned,
    }
}

/// Armies on board dislodged fleets go where their fleets retreat, still on board, and are
/// disbanded with them.
fn carry_aboard(map: &Map, state: &GameState, units: &mut [(Option<LocId>, Outcome)]) {
    for (i, d) in state.dislodged.iter().enumerate() {
        if !d.unit.aboard() {
            continue;
        }
        let fleet = state
            .dislodged
            .iter()
            .position(|f| f.unit.power == d.unit.power && f.unit.kind.carries() && f.unit.number == d.unit.carrier);
        units[i] = match fleet {
            Some(j) => {
                let name = UnitName::of(map, &state.dislodged[j].unit);
                match units[j].0 {
                    Some(l) => (
                        Some(map.province_loc(map.province_of(l))),
                        Outcome { success: true, reason: Reason::Carried(name) },
                    ),
                    None => (None, Outcome { success: false, reason: Reason::Carried(name) }),
                }
            }
            None => (None, Outcome { success: false, reason: Reason::Disbanded }),
        };
    }
}

/// The exact place a retreat goes, or why it may not.
fn retreat_target(map: &Map, d: &Dislodged, to: LocId, allowed: &[LocId]) -> Result<LocId, Illegal> {
    let p = map.province_of(to);
    let here = map.province_of(d.unit.loc);
    let fits = |l: &&LocId| {
        let to_province = d.unit.kind.terrain().stands_on_provinces();
        map.province_of(**l) == p && (to_province || to == map.province_loc(p) || **l == to)
    };
    let mut matches = allowed.iter().filter(fits);
    match (matches.next(), matches.next()) {
        (Some(only), None) => Ok(*only),
        (None, _) => Err(if map.province(p).kind == ProvinceKind::Sea && d.unit.kind.terrain() == Terrain::Land {
            Illegal::CannotEnter(d.unit.kind, p)
        } else if !map.can_reach(d.unit.kind, d.unit.loc, p) {
            Illegal::NotAdjacent(here, p)
        } else {
            Illegal::RetreatClosed(p)
        }),
        _ => Err(Illegal::CoastNeeded(p)),
    }
}
