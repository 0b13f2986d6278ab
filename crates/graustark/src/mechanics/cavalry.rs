//! Das Dippyspiel's cavalry (rule 6): a season in two halves, each played by the one resolver.
//!
//! "Cavalry may move through two provinces during each moving season; that is, a Cavalry move
//! consists of two turns per moving season, during each one of which a Cavalry may move,
//! hold, support, &c." Where a cavalry unit is given two halves ([`Action::Halves`]):
//!
//! - **The first half** is every order as given, a cavalry unit's first half among them. Armies
//!   and fleets "move and function as in regular Diplomacy": their one order is played here.
//! - **The second half** starts from the position the first leaves, the units dislodged in it
//!   set aside. Only the cavalry units given two halves act; every other unit holds where it
//!   stands, with its own strength, and gives no support (its order was spent in the first
//!   half), or under `cavalry_season=supports-stand` gives again a support it gave in the first
//!   half uncut. A second half is read from where its unit stands: after a failed first move, from
//!   the province it stayed in, so that "if Xxxx is stood off in Yyyy, it must still move to
//!   Zzzz if it is not stood off there" where Zzzz borders Xxxx (and not otherwise: Zzzz is
//!   then out of its reach).
//! - **A unit dislodged in the first half** "may not undertake its second move": its second
//!   half's outcome is its dislodgement.
//! - **Retreats**: "Places open for such retreats are determined by the position of all pieces
//!   after the completed seasonal move": every dislodged unit's retreats, of either half, are
//!   judged on the final position, closed where a unit stands at the end or either half left
//!   a province empty by a standoff. A cavalry unit that held or was stood off in the first
//!   half, dislodged by a cavalry unit passing through (`C Tyyy` ordered `-Xxxx-Zzzz`), has the
//!   rule's options: a, it must retreat to its own second half's province where that borders
//!   and is vacant after the season; b, else, where the passing unit went on unsupported, it
//!   may retreat there, and the passing unit goes back (`stand_offs`); c, the ordinary rule
//!   (the scan's text of c is cut off after "vacant for reasons other than a": we read
//!   "standoff", the words of a). A cavalry unit dislodged in the second half may also retreat
//!   into a first half's standoff between cavalry units (`retreat_closed`). What a position
//!   keeps of these is `state::CavalryRetreat` and `GameState::cavalry_standoffs`.

use super::Setting;
use crate::map::{LocId, Map, ProvinceId};
use crate::order::{Action, Half, Halves, Order};
use crate::resolve::outcome::{Illegal, Outcome, Reason, UnitName};
use crate::resolve::{Adjudicator, DislodgedUnit, MovementResult, origin_closed, retreat_options};
use crate::rules::{CavalrySeason, Rules};
use crate::state::{CavalryRetreat, GameState, Unit};

/// Whether the season is played in two halves: the board has cavalry and an order gives one
/// two halves.
#[inline]
pub(crate) fn in_halves(map: &Map, orders: &[Order]) -> bool {
    map.cavalry && orders.iter().any(|o| matches!(o, Order::Unit { action: Action::Halves(_), .. }))
}

/// The season played in two halves into `out`: the first half's outcomes as the orders',
/// each cavalry unit's second half in `out.second_halves`, and where each unit ends.
pub(crate) fn play_halves(adj: &mut Adjudicator, s: Setting, out: &mut MovementResult) {
    let Setting { map, units, orders, rules, .. } = s;
    let first: Vec<Order> = orders.iter().map(|&o| first_half(o)).collect();
    adj.movement_settled(Setting { orders: &first, ..s }, out);
    let between = Between::after(units, out);
    let mut second = SecondHalf::orders(orders, out, &between);
    if rules.cavalry_season == CavalrySeason::SupportsStand {
        second.supports_stand(orders, out, &between);
    }
    let mut r2 = MovementResult::default();
    adj.movement_settled(Setting { units: &between.units, orders: &second.orders, ..s }, &mut r2);
    join(Season { map, units, orders, rules }, &between, &second, &r2, out);
}

/// An order as the first half plays it: a cavalry unit's first half, any other as given.
fn first_half(order: Order) -> Order {
    match order {
        Order::Unit { action: Action::Halves(h), power, kind, loc, number } => {
            Order::Unit { power, kind, loc, action: h.0[0].action(), number }
        }
        other => other,
    }
}

/// The position between the halves: the units not dislodged (or destroyed) in the first, where
/// it left them, each with its index in the position.
struct Between {
    units: Vec<Unit>,
    index: Vec<usize>,
}

impl Between {
    fn after(units: &[Unit], first: &MovementResult) -> Between {
        let mut b = Between { units: Vec::with_capacity(units.len()), index: Vec::with_capacity(units.len()) };
        for (i, (u, to)) in units.iter().zip(&first.moved_to).enumerate() {
            if let Some(loc) = to {
                b.units.push(Unit { loc: *loc, ..*u });
                b.index.push(i);
            }
        }
        b
    }

    /// The unit's place between the halves, if it was not dislodged in the first.
    fn of(&self, unit: usize) -> Option<usize> {
        self.index.binary_search(&unit).ok()
    }
}

/// The second half's orders: each cavalry unit's second half, from where it stands, with the
/// index of the order it comes from (`from`, one a half); after them, under
/// `cavalry_season=supports-stand`, the supports given again (not in `from`: what they do is
/// the strength they add, and their outcome is their first half's).
struct SecondHalf {
    orders: Vec<Order>,
    from: Vec<usize>,
}

impl SecondHalf {
    fn orders(orders: &[Order], first: &MovementResult, between: &Between) -> SecondHalf {
        let mut s = SecondHalf { orders: Vec::new(), from: Vec::new() };
        for (oi, order) in orders.iter().enumerate() {
            let Order::Unit { action: Action::Halves(h), power, kind, number, .. } = *order else { continue };
            let Some(here) = first.order_units[oi].and_then(|u| between.of(u)) else { continue };
            // Only a kind that moves twice a season has a second half (an army the order
            // calls cavalry played its first half, as any order that names the wrong kind).
            if !moves_twice(&between.units[here]) {
                continue;
            }
            let loc = between.units[here].loc;
            s.orders.push(Order::Unit { power, kind, loc, action: h.0[1].action(), number });
            s.from.push(oi);
        }
        s
    }

    /// Appends the supports of armies and fleets that stand the whole season: each support
    /// given uncut in the first half, its unit not dislodged, given again from where it stands.
    fn supports_stand(&mut self, orders: &[Order], first: &MovementResult, between: &Between) {
        for (oi, order) in orders.iter().enumerate() {
            let Order::Unit { action: action @ Action::Support { .. }, power, kind, number, .. } = *order else {
                continue;
            };
            let Some(here) = first.order_units[oi].and_then(|u| between.of(u)) else { continue };
            if first.orders[oi].success && !moves_twice(&between.units[here]) {
                let loc = between.units[here].loc;
                self.orders.push(Order::Unit { power, kind, loc, action, number });
            }
        }
    }
}

/// Joins the second half into the first's result: where each unit ends, the dislodged of both
/// halves with their retreats judged on the final position, both halves' standoffs, and each
/// cavalry unit's second half.
fn join(season: Season, between: &Between, second: &SecondHalf, r2: &MovementResult, out: &mut MovementResult) {
    out.second_halves = second_outcomes(season, out, second, r2);
    out.cavalry_standoffs = cavalry_standoffs(season, out);
    for (j, &i) in between.index.iter().enumerate() {
        out.moved_to[i] = r2.moved_to[j];
        if r2.moved_to[j].is_none() {
            out.units[i] = r2.units[j];
        }
    }
    // A unit given one order that held in the first half and was dislodged in the second did
    // not hold (a cavalry unit's second half says what befell it there).
    for (oi, o) in out.orders.iter_mut().enumerate() {
        if let Some(i) = out.order_units[oi]
            && o.reason == Reason::Held
            && out.moved_to[i].is_none()
            && !matches!(season.orders[oi], Order::Unit { action: Action::Halves(_), .. })
        {
            *o = out.units[i];
        }
    }
    out.destroyed.extend(r2.destroyed.iter().map(|&j| between.index[j]));
    for d in &r2.dislodged {
        let i = between.index[d.unit];
        out.dislodged_at.push((i, between.units[d.unit].loc));
        let mut d = DislodgedUnit { unit: i, ..d.clone() };
        d.cavalry.second_half = moves_twice(&season.units[i]);
        out.dislodged.push(d);
    }
    out.dislodged.sort_by_key(|d| d.unit);
    out.dislodged_at.sort_unstable_by_key(|&(i, _)| i);
    let occupied = occupied(season.map, out);
    out.standoffs.extend_from_slice(&r2.standoffs);
    out.standoffs.retain(|p| !occupied[p.0 as usize]);
    out.standoffs.sort_unstable();
    out.standoffs.dedup();
    out.cavalry_standoffs.retain(|p| out.standoffs.binary_search(p).is_ok());
    for k in 0..out.dislodged.len() {
        let must = must_retreat_to(season, &occupied, out, &out.dislodged[k]);
        out.dislodged[k].cavalry.must = must;
        if must.is_none() {
            out.dislodged[k].cavalry.stand_off = stand_off_in(season, out, (second, r2), &out.dislodged[k]);
        }
    }
    judge_retreats(season, &occupied, out);
}

/// Whether a unit's kind moves twice a season (cavalry): only such a unit has a second half.
pub(crate) fn moves_twice(unit: &Unit) -> bool {
    unit.kind.capabilities().moves_per_season >= 2
}

/// The first half's standoffs between cavalry units alone: every unit that moved there and
/// bounced was a cavalry unit (read before the second half is joined in).
fn cavalry_standoffs(season: Season, first: &MovementResult) -> Vec<ProvinceId> {
    let map = season.map;
    let mut out = Vec::new();
    for &p in &first.standoffs {
        let mut movers = season.orders.iter().enumerate().filter_map(|(oi, o)| {
            let target = match *o {
                Order::Unit { action: Action::Halves(h), .. } => h.0[0],
                Order::Unit { action: Action::Move { to, .. }, .. } => Half::Move(to),
                _ => return None,
            };
            let unit = first.order_units[oi]?;
            matches!(target, Half::Move(to) if map.province_of(to) == p).then_some(unit)
        });
        if movers.all(|u| moves_twice(&season.units[u])) {
            out.push(p);
        }
    }
    out
}

/// Option a (rule 6): "C Xxxx, ordered to hold or if stood off on the first half of its move,
/// and dislodged by (e.g.) C Tyyy, which was ordered to move -Xxxx-Zzzz ... If, for the second
/// half of its move, C Xxxx was ordered -Aaaa, it must retreat to Aaaa if it borders on Xxxx
/// and, at the end of the complete seasons move, Aaaa is vacant for reasons other than a
/// standoff."
fn must_retreat_to(season: Season, occupied: &[bool], out: &MovementResult, d: &DislodgedUnit) -> Option<ProvinceId> {
    let map = season.map;
    let unit = &season.units[d.unit];
    passed_by(season, out, d)?;
    let Half::Move(aaaa) = halves_of(season, out, d.unit)?[1] else { return None };
    let a = map.province_of(aaaa);
    let vacant = !occupied[a.0 as usize] && out.standoffs.binary_search(&a).is_err();
    (vacant && map.can_move(unit.kind, unit.loc, map.province_loc(a))).then_some(a)
}

/// Option b (rule 6): "If the move of C Tyyy-Zzzz was unsupported, C Xxxx may retreat there,
/// thus standing off C Tyyy's second move (assuming that option a was inoperative)": Zzzz,
/// where the passing unit went on to, when it got there with no support.
fn stand_off_in(
    season: Season,
    out: &MovementResult,
    (second, r2): (&SecondHalf, &MovementResult),
    d: &DislodgedUnit,
) -> Option<ProvinceId> {
    let map = season.map;
    let (oi, z) = passed_by(season, out, d)?;
    let t = out.order_units[oi]?;
    let arrived = out.moved_to[t].is_some_and(|l| map.province_of(l) == z);
    let x = map.province_of(season.units[d.unit].loc);
    let supported = second.orders.iter().zip(&r2.orders).any(|(o, outcome)| {
        outcome.success
            && matches!(*o, Order::Unit { action: Action::Support { target, dest: Some(to), .. }, .. }
                if map.province_of(target) == x && map.province_of(to) == z)
    });
    (arrived && !supported).then_some(z)
}

/// The cavalry unit that dislodged `d` in the first half passing through its province, "C Tyyy,
/// which was ordered to move -Xxxx-Zzzz", where `d` is a cavalry unit dislodged in the first
/// half ("ordered to hold or if stood off on the first half of its move"): that order's index,
/// and Zzzz.
fn passed_by(season: Season, out: &MovementResult, d: &DislodgedUnit) -> Option<(usize, ProvinceId)> {
    let (map, units) = (season.map, season.units);
    let here = map.province_of(units[d.unit].loc);
    if !moves_twice(&units[d.unit]) || out.dislodged_at.iter().any(|&(i, _)| i == d.unit) {
        return None;
    }
    season.orders.iter().enumerate().find_map(|(oi, o)| match *o {
        Order::Unit { action: Action::Halves(Halves([Half::Move(x), Half::Move(z)])), .. }
            if map.province_of(x) == here
                && out.orders[oi].success
                && out.order_units[oi].is_some_and(|t| moves_twice(&units[t])) =>
        {
            Some((oi, map.province_of(z)))
        }
        _ => None,
    })
}

/// The two halves the orders gave unit `u`, if they gave it two.
fn halves_of(season: Season, out: &MovementResult, u: usize) -> Option<[Half; 2]> {
    season.orders.iter().zip(&out.order_units).find_map(|(o, &ou)| match *o {
        Order::Unit { action: Action::Halves(h), .. } if ou == Some(u) => Some(h.0),
        _ => None,
    })
}

/// The season's setting, as the halves share it.
#[derive(Clone, Copy)]
struct Season<'a> {
    map: &'a Map,
    units: &'a [Unit],
    orders: &'a [Order],
    rules: &'a Rules,
}

/// The provinces a unit stands in at the end of the season.
fn occupied(map: &Map, out: &MovementResult) -> Vec<bool> {
    let mut occupied = vec![false; map.provinces.len()];
    for &loc in out.moved_to.iter().flatten() {
        occupied[map.province_of(loc).0 as usize] = true;
    }
    occupied
}

/// Every dislodged unit's retreats, of either half, judged on the position after the whole
/// season (`occupied`, and the standoffs of both halves), from where it was dislodged.
fn judge_retreats(season: Season, occupied: &[bool], out: &mut MovementResult) {
    let units = out.units_adjudicated(season.units);
    let mut retreats = Vec::with_capacity(out.dislodged.len());
    for d in &out.dislodged {
        if let Some(a) = d.cavalry.must {
            retreats.push(vec![season.map.province_loc(a)]);
            continue;
        }
        let origin = origin_closed(d.by.is_none(), d.by_convoy, season.rules);
        retreats.push(retreat_options(season.map, &units[d.unit], |p| {
            let ordinary = occupied[p.0 as usize] || (origin && p == d.attacker_from);
            let stood_off = out.standoffs.binary_search(&p).is_ok();
            retreat_closed(&d.cavalry, &out.cavalry_standoffs, p, ordinary, stood_off)
        }));
    }
    for (d, r) in out.dislodged.iter_mut().zip(retreats) {
        d.retreats = r;
    }
}

/// Each cavalry unit's second half, by its order: the second resolution's outcome; for a unit
/// dislodged in the first half, that dislodgement ("may not undertake its second move"); for a
/// unit of a kind that moves once a season, illegal; for an order that named no unit of its
/// own, the first half's outcome.
fn second_outcomes(
    season: Season,
    first: &MovementResult,
    second: &SecondHalf,
    r2: &MovementResult,
) -> Vec<(usize, Outcome)> {
    let (orders, units) = (season.orders, season.units);
    let mut out = Vec::new();
    let mut played = second.from.iter().zip(&r2.orders).peekable();
    for (oi, order) in orders.iter().enumerate() {
        if !matches!(order, Order::Unit { action: Action::Halves(_), .. }) {
            continue;
        }
        if let Some((_, o)) = played.next_if(|&(&from, _)| from == oi) {
            out.push((oi, *o));
            continue;
        }
        let outcome = match first.order_units[oi] {
            Some(u) if first.moved_to[u].is_none() => first.units[u],
            Some(u) if !moves_twice(&units[u]) => {
                Outcome { success: false, reason: Reason::Illegal(Illegal::OneMoveASeason(units[u].kind)) }
            }
            _ => first.orders[oi],
        };
        out.push((oi, outcome));
    }
    out
}

/// Whether province `p` is closed to a dislodged unit's retreat, by the ordinary rule
/// (`ordinary`: a unit stands there after the season, or the attacker came from there;
/// `stood_off`: a standoff left it empty) as rule 6 changes it: open where option b lets the
/// unit stand off the cavalry unit that passed through (`stand_off`), and a first half's
/// standoff between cavalry units open to a cavalry unit dislodged in the second.
pub(crate) fn retreat_closed(
    retreat: &CavalryRetreat,
    cavalry_standoffs: &[ProvinceId],
    p: ProvinceId,
    ordinary: bool,
    stood_off: bool,
) -> bool {
    retreat.stand_off != Some(p) && (ordinary || (stood_off && !standoff_open(retreat, cavalry_standoffs, p)))
}

/// Whether a province left empty by a standoff is open to a dislodged unit all the same: to a
/// cavalry unit dislodged in the second half, "any province left vacant as the result of a
/// stand-off between two cavalry forces during the first half of the seasonal move".
fn standoff_open(retreat: &CavalryRetreat, cavalry_standoffs: &[ProvinceId], p: ProvinceId) -> bool {
    retreat.second_half && cavalry_standoffs.contains(&p)
}

/// The retreats that stand off a passing cavalry unit's second half (rule 6, option b): the
/// unit standing where such a retreat went goes back to the province it passed through, the
/// retreating unit's own; another unit's retreat there is then disbanded, bounced by it (our
/// choice: the standoff belongs to the season, so the returning unit takes the province first).
/// Returns the units sent back, by index in the position's units, and where to.
pub(crate) fn stand_offs(
    map: &Map,
    state: &GameState,
    chosen: &[Option<(usize, LocId)>],
    orders: &mut [Outcome],
    units: &mut [(Option<LocId>, Outcome)],
) -> Vec<(usize, LocId)> {
    let mut returned = Vec::new();
    for (i, d) in state.dislodged.iter().enumerate() {
        let (Some(z), Some(to)) = (d.cavalry.stand_off, units[i].0) else { continue };
        let passing = state.units.iter().position(|u| map.province_of(u.loc) == z && u.kind.fights());
        let (true, Some(t)) = (map.province_of(to) == z, passing) else { continue };
        let x = map.province_of(d.unit.loc);
        returned.push((t, map.province_loc(x)));
        let bounced = Reason::RetreatBounced(UnitName::of(map, &state.units[t]));
        for (j, unit) in units.iter_mut().enumerate() {
            if unit.0.is_some_and(|l| map.province_of(l) == x) {
                *unit = (None, Outcome { success: false, reason: bounced });
                if let Some((oi, _)) = chosen[j] {
                    orders[oi] = Outcome { success: false, reason: bounced };
                }
            }
        }
    }
    returned
}
