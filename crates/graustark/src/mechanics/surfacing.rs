//! Das Dippyspiel's units through the vents (rule 7, the movement part): "units are brought to
//! the surface by means of vents, and are considered as attacking the surface province in which
//! the vent is located from Pollutidar"; "A Pollutidarian unit in a province which has an open
//! vent may (R)-Pollutidar"; "Pollutidar may have as many as 7 units on the surface, of which
//! no more than 5 may be of any one type"; "Only Fleets may enter high-seas provinces".
//!
//! **The notation.** The underground is a place of the map named for its power (the map's
//! underground places, `map/load/features/below.rs`): `A Pollutidar-Scot`, `F Pollutidar-Atl19`,
//! `C Poll-Scot` come up (the unit's kind must be written: "an unlimited supply of units of all
//! types"), `A Scot-Pollutidar` and the source's `A Scot (R)-Pollutidar` go down. Both are
//! written back as moves, `A Pollutidar - Scot` and `A Scot - Pollutidar`.
//!
//! **Coming up** is an ordinary attack on the vent's province, played by the one resolver: for
//! each legal order a unit is stood, for the resolution only, at a place of its own under the
//! board from which a move to every vent is an edge and to which nothing borders; its order
//! becomes that move, and supports written for `A Pollutidar-Scot` support it. So it is
//! supported by surface units that could move to the vent's province, stood off, and dislodges;
//! nothing can attack, cut or stand off anything underground. A unit that came up is a new
//! unit of the position, numbered as a build is; one that did not goes back to the supply, so
//! no position, report or view shows a unit underground. Why a place of its own rather than one
//! underground for all: the resolver keeps one unit a province where nothing stacks, and a
//! support names the unit by its place.
//!
//! Our readings, with their tests in `tests/variants/surfacing.toml`:
//!
//! - only at a vent open in the position: vents are opened and closed after the phase
//!   (`mechanics::vents`), so a vent opened this season is passable from the next ("No unit may
//!   move through a newly opened vent until the following move");
//! - one unit up a vent a season: two would attack from one place, which no unit can; the
//!   second is refused in the order written ([`Illegal::VentTaken`]);
//! - at a vent in a sea only a fleet comes up ([`Illegal::HighSeas`]), or an army joining a
//!   fleet there as an A/F (`A Pollutidar-Atl19 (becomes A/F)`, under `boarding=a-f`: the
//!   fleet's boarding rules are `mechanics::af`'s); at an inland vent no fleet
//!   ([`Illegal::CannotEnter`]);
//! - **going down** cannot be stopped (nothing on the surface can follow the unit): a legal
//!   order always succeeds, and the unit leaves its province as a successful move does, so an
//!   attack there meets no defence; a unit crossing a slow sea does not go down (its crossing
//!   is its order, `mechanics::arctic`);
//! - **the limits** are counted after the season's going down and coming up, every legal order
//!   to come up counting (as builds ordered do), whatever its outcome, so the limit holds
//!   whatever happens; orders beyond a limit are refused in the order written
//!   ([`Limit::OnSurface`], [`Limit::OfAKindOnSurface`]); the numbers are [`MOST_ON_SURFACE`]
//!   and [`MOST_OF_A_KIND`]. On a board with an economy rule 16 lifts the 7 ("Pollutidar may
//!   construct units in addition to its limit of 7 ... at an annual maintenance cost of 50G"):
//!   a unit comes up beyond it where the underground's gold, as the position has it, holds 50 G
//!   for each unit beyond 7 after the season ([`Limit::Upkeep`] otherwise); the 5 of a kind
//!   still bind (`mechanics::economy::treasury`);
//! - a vent opened for gold where the map has none (rule 16: "New vents may be opened
//!   anywhere") is passable as the map's are: the places under the board have edges to every
//!   province a unit may enter, and only the vents open in the position are let through.
//!
//! `Adjudicator::movement_in` asks [`through_vents`] first, which costs a board without the
//! underground one test of the map's `below`.

use super::Setting;
use crate::map::{BELOW_PLACES, LocId, Map, PowerId, ProvinceId, ProvinceKind, Terrain, UnitKind};
use crate::order::{Action, Order};
use crate::resolve::outcome::{Illegal, Limit, Outcome, Reason, UnitName, Void};
use crate::resolve::{Adjudicator, MovementResult};
use crate::state::{Unit, Vents};

/// "Pollutidar may have as many as 7 units on the surface".
pub const MOST_ON_SURFACE: u32 = 7;
/// "... of which no more than 5 may be of any one type".
pub const MOST_OF_A_KIND: u32 = 5;

/// Whether the season has an order to come up or go down.
#[inline]
pub(crate) fn through_vents(s: &Setting) -> bool {
    s.map.below.is_some() && s.orders.iter().any(|o| below_end(s.map, o).is_some())
}

/// The season played with its units coming up and going down into `out`: the outcomes as the
/// orders given, the units that came up in `out.surfaced`, those that went down in
/// `out.went_down` (their `moved_to` empty, as they leave the board).
#[cold]
#[inline(never)]
pub(crate) fn play(adj: &mut Adjudicator, s: Setting, out: &mut MovementResult) {
    let plan = Plan::of(s.map, s.units, s.around, s.orders);
    adj.movement_on_surface(Setting { units: &plan.units, orders: &plan.orders, ..s }, out);
    plan.settle(s.map, s.units.len(), out);
}

/// The orders the order pad offers at the vent in `p`, open in the position, in a movement
/// phase: the underground power's units there going down (not one crossing a slow sea), then a
/// unit of each kind the board has and the vent lets in coming up (at each coast of a
/// province that has several, for a fleet), within the limits as the position stands.
/// `boards`: armies board fleets as A/Fs (`boarding=a-f`), so an army may come up to join a
/// fleet standing at a vent at sea.
pub(crate) fn offered(map: &Map, state: &crate::state::GameState, p: ProvinceId, boards: bool) -> Vec<Order> {
    let (Some(place), true) = (map.underground_place(), state.phase == crate::state::Phase::Movement) else {
        return Vec::new();
    };
    let Some(power) = underground_power(map).filter(|_| state.vents.open.contains(&p)) else { return Vec::new() };
    let mut out = Vec::new();
    let here = state.units.iter().filter(|u| map.province_of(u.loc) == p);
    let boardable = here.clone().any(|f| f.kind.carries()) && !here.clone().any(|a| a.aboard());
    for u in state.units.iter().filter(|u| u.power == power && map.province_of(u.loc) == p) {
        if !state.transits.iter().any(|t| t.from == u.loc) {
            let action = Action::Move { to: place, via_convoy: false };
            out.push(Order::Unit { power: Some(power), kind: Some(u.kind), loc: u.loc, action, number: u.number });
        }
    }
    let hoard = crate::mechanics::economy::treasury::hoard(map, &state.economy);
    let count = Count::of(map, &state.units, &[], hoard);
    for kind in [UnitKind::Army, UnitKind::Fleet, UnitKind::Cavalry] {
        if !map.allows(kind) || count.room(kind).is_err() {
            continue;
        }
        // An army joining a fleet at a vent at sea (the fleet's own rules judge the rest).
        if boards && boardable && kind.boards() && refusal(map, power, kind, p, Some(&state.vents), true).is_none() {
            let action = Action::BecomesAF { to: map.province_loc(p) };
            out.push(Order::Unit { power: Some(power), kind: Some(kind), loc: place, action, number: 0 });
        }
        if refusal(map, power, kind, p, Some(&state.vents), false).is_some() {
            continue;
        }
        let coasts = &map.province(p).coasts;
        let places = if kind.terrain() == Terrain::Water && !coasts.is_empty() {
            coasts.clone()
        } else {
            vec![map.province_loc(p)]
        };
        for to in places {
            let action = Action::Move { to, via_convoy: false };
            out.push(Order::Unit { power: Some(power), kind: Some(kind), loc: place, action, number: 0 });
        }
    }
    out
}

/// The power under the board, if the map has one.
fn underground_power(map: &Map) -> Option<PowerId> {
    (0..map.powers.len()).map(|i| PowerId(i as u8)).find(|&p| map.is_underground(p))
}

/// Which end of an order is underground: `Some(true)` for one coming up (its unit is there),
/// `Some(false)` for a move going down.
fn below_end(map: &Map, order: &Order) -> Option<bool> {
    let Order::Unit { loc, action, .. } = *order else { return None };
    if map.is_below(map.province_of(loc)) {
        return Some(true);
    }
    match action {
        Action::Move { to, .. } if map.is_below(map.province_of(to)) => Some(false),
        _ => None,
    }
}

/// The season as the resolver plays it.
struct Plan {
    /// The position's units, those going down moved to the place where they wait, then the
    /// units coming up, each at its own place.
    units: Vec<Unit>,
    /// The orders given, rewritten: coming up from a unit's own place, supports readdressed,
    /// and those going down or refused replaced by a waive the resolver refuses at once.
    orders: Vec<Order>,
    /// Orders refused: (order, its unit in the position if any, why).
    refused: Vec<(usize, Option<usize>, Reason)>,
    /// Orders that come up: (order, its unit in `units`).
    coming_up: Vec<(usize, usize)>,
    /// Orders that go down: (order, its unit).
    going_down: Vec<(usize, usize)>,
}

impl Plan {
    fn of(map: &Map, units: &[Unit], around: crate::resolve::Circumstances, orders: &[Order]) -> Plan {
        let mut plan = Plan {
            units: units.to_vec(),
            orders: orders.to_vec(),
            refused: vec![],
            coming_up: vec![],
            going_down: vec![],
        };
        let below = map.below.map_or(0, |b| b.0);
        let place = |k: usize| LocId(below + k as u16);
        for (oi, order) in orders.iter().enumerate() {
            if below_end(map, order) != Some(false) {
                continue;
            }
            let Some(u) = super::unit_ordered(map, units, order) else { continue };
            plan.orders[oi] = Order::Waive { power: order.power() };
            match going_down(map, &units[u], around) {
                Ok(()) => {
                    plan.units[u].loc = place(BELOW_PLACES - 1);
                    plan.going_down.push((oi, u));
                }
                Err(reason) => plan.refused.push((oi, Some(u), reason)),
            }
        }
        let mut count = Count::of(map, units, &plan.going_down, around.hoard);
        for (oi, order) in orders.iter().enumerate() {
            if below_end(map, order) != Some(true) {
                continue;
            }
            plan.orders[oi] = Order::Waive { power: order.power() };
            match coming_up(map, order, around.vents, &plan, &mut count) {
                Ok((power, kind, to, boards)) => {
                    let loc = place(plan.coming_up.len() + 1);
                    plan.units.push(Unit { power, kind, loc, number: 0, carrier: 0 });
                    let action = match boards {
                        true => Action::BecomesAF { to },
                        false => Action::Move { to, via_convoy: false },
                    };
                    plan.orders[oi] = Order::Unit { power: Some(power), kind: Some(kind), loc, action, number: 0 };
                    plan.coming_up.push((oi, plan.units.len() - 1));
                }
                Err(reason) => plan.refused.push((oi, None, reason)),
            }
        }
        plan.readdress_supports(map);
        plan
    }

    /// Supports of a unit coming up (`S A Pollutidar-Scot`) name its place, found by the vent
    /// it comes up at (one a vent); others naming the underground are left to the resolver,
    /// which finds no unit there.
    fn readdress_supports(&mut self, map: &Map) {
        for oi in 0..self.orders.len() {
            let Order::Unit { action: Action::Support { target, dest: Some(dest), .. }, .. } = self.orders[oi] else {
                continue;
            };
            if !map.is_below(map.province_of(target)) {
                continue;
            }
            let here = map.province_of(dest);
            let found = self.coming_up.iter().find(|&&(o, _)| self.dest_of(map, o) == Some(here));
            if let Some(&(_, u)) = found
                && let Order::Unit { action: Action::Support { target, .. }, .. } = &mut self.orders[oi]
            {
                *target = self.units[u].loc;
            }
        }
    }

    /// The province the rewritten order `oi` moves to.
    fn dest_of(&self, map: &Map, oi: usize) -> Option<ProvinceId> {
        match self.orders[oi] {
            Order::Unit { action: Action::Move { to, .. } | Action::BecomesAF { to }, .. } => Some(map.province_of(to)),
            _ => None,
        }
    }

    /// Writes the outcomes of the rewritten orders, takes the units that came up out of the
    /// lists indexed by unit, and names the underground by its one name.
    fn settle(&self, map: &Map, given: usize, out: &mut MovementResult) {
        for &(oi, u) in &self.coming_up {
            // The order's own outcome: its unit's, or why it was void (a boarding's).
            let mut outcome = out.orders[oi];
            if let Some(loc) = out.moved_to[u].filter(|&l| !map.is_below(map.province_of(l))) {
                outcome = Outcome { success: true, reason: Reason::CameUp };
                // An army that came up on board a fleet keeps its carrier.
                let carrier = out.carriers.get(u).copied().unwrap_or(0);
                out.surfaced.push((oi, Unit { loc, carrier, ..self.units[u] }));
            }
            out.orders[oi] = outcome;
            out.order_units[oi] = None;
        }
        out.keep_units(given);
        for &(oi, u) in &self.going_down {
            let went = Outcome { success: true, reason: Reason::WentDown };
            out.units[u] = went;
            out.orders[oi] = went;
            out.order_units[oi] = Some(u);
            out.moved_to[u] = None;
            if !out.went_down.contains(&u) {
                out.went_down.push(u);
            }
        }
        for &(oi, u, reason) in &self.refused {
            out.orders[oi] = Outcome { success: false, reason };
            out.order_units[oi] = u;
        }
        let named = |r: &mut Reason| *r = named_above(map, *r);
        out.units.iter_mut().chain(out.orders.iter_mut()).for_each(|o| named(&mut o.reason));
        out.second_halves.iter_mut().for_each(|(_, o)| named(&mut o.reason));
        for d in &mut out.dislodged {
            if map.is_below(d.attacker_from) {
                d.attacker_from = map.below.unwrap_or(d.attacker_from);
            }
            d.by = d.by.map(|u| unit_named(map, u));
        }
    }
}

/// The units of the underground power on the surface after the season, as counted so far.
struct Count {
    all: u32,
    by_kind: Vec<(UnitKind, u32)>,
    /// The underground's gold, where the board's economy lets it pay for units beyond the 7
    /// (rule 16); None without an economy.
    hoard: Option<crate::map::Gold>,
}

impl Count {
    /// The underground power's units of the position, less those going down; `hoard`: its gold.
    fn of(map: &Map, units: &[Unit], going_down: &[(usize, usize)], hoard: crate::map::Gold) -> Count {
        let mut count = Count { all: 0, by_kind: vec![], hoard: map.economy.map(|_| hoard) };
        for (i, u) in units.iter().enumerate() {
            if map.is_underground(u.power) && !going_down.iter().any(|&(_, d)| d == i) {
                count.add(u.kind);
            }
        }
        count
    }

    fn of_kind(&self, kind: UnitKind) -> u32 {
        self.by_kind.iter().find(|&&(k, _)| k == kind).map_or(0, |&(_, n)| n)
    }

    fn add(&mut self, kind: UnitKind) {
        self.all += 1;
        match self.by_kind.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => *n += 1,
            None => self.by_kind.push((kind, 1)),
        }
    }

    /// Whether one more of `kind` keeps within the limits, and which it passes if not.
    fn room(&self, kind: UnitKind) -> Result<(), Limit> {
        if self.of_kind(kind) >= MOST_OF_A_KIND {
            return Err(Limit::OfAKindOnSurface { kind, most: MOST_OF_A_KIND });
        }
        if self.all < MOST_ON_SURFACE {
            return Ok(());
        }
        // Rule 16: beyond the 7 where the gold pays the year of every unit beyond them.
        let Some(has) = self.hoard else { return Err(Limit::OnSurface(MOST_ON_SURFACE)) };
        let cost = crate::mechanics::economy::treasury::units_upkeep(self.all + 1);
        if has < cost {
            return Err(Limit::Upkeep { cost, has });
        }
        Ok(())
    }
}

/// Why `unit` may not go down, if it may not: only the underground power's, only through a
/// vent open in its province, and not while crossing a slow sea.
fn going_down(map: &Map, unit: &Unit, around: crate::resolve::Circumstances) -> Result<(), Reason> {
    let illegal = |i| Err(Reason::Illegal(i));
    let here = map.province_of(unit.loc);
    if !map.is_underground(unit.power) {
        return illegal(Illegal::NotUndergroundUnit);
    }
    let open = around.vents.is_some_and(|v| v.open.contains(&here));
    if !map.is_vent(here) && !open {
        return illegal(Illegal::NotAVent(here));
    }
    if !open {
        return illegal(Illegal::VentNotOpen(here));
    }
    if let Some(t) = around.transits.iter().find(|t| t.from == unit.loc) {
        return illegal(Illegal::InTransit(map.province_of(t.to)));
    }
    Ok(())
}

/// The power, kind and destination of a legal order to come up, and whether it boards a fleet
/// there as an A/F, or why it is refused; a legal one is counted.
fn coming_up(
    map: &Map,
    order: &Order,
    vents: Option<&Vents>,
    plan: &Plan,
    count: &mut Count,
) -> Result<(PowerId, UnitKind, LocId, bool), Reason> {
    let Order::Unit { power, kind, action, .. } = *order else { return Err(Reason::Illegal(Illegal::NoUnit)) };
    let (power, to, boards) = match (power.or(underground_power(map)), action) {
        (Some(power), Action::Move { to, via_convoy: false }) => (power, to, false),
        (Some(power), Action::BecomesAF { to }) => (power, to, true),
        _ => return Err(Reason::Illegal(Illegal::OnlyComesUp)),
    };
    let vent = map.province_of(to);
    let kind = kind.ok_or(Reason::Illegal(Illegal::KindToComeUp))?;
    if let Some(problem) = refusal(map, power, kind, vent, vents, boards) {
        return Err(Reason::Illegal(problem));
    }
    if plan.coming_up.iter().any(|&(o, _)| plan.dest_of(map, o) == Some(vent)) {
        return Err(Reason::Illegal(Illegal::VentTaken(vent)));
    }
    if plan.coming_up.len() + 2 >= BELOW_PLACES {
        return Err(Reason::NotAllowed(Limit::VentsOpen(super::vents::MOST_OPEN)));
    }
    count.room(kind).map_err(Reason::NotAllowed)?;
    count.add(kind);
    Ok((power, kind, to, boards))
}

/// Why a unit of `power` and `kind` may not come up at `vent`, the vents being `vents`;
/// `boards`: to join a fleet there as an A/F.
fn refusal(
    map: &Map,
    power: PowerId,
    kind: UnitKind,
    vent: ProvinceId,
    vents: Option<&Vents>,
    boards: bool,
) -> Option<Illegal> {
    if !map.is_underground(power) {
        return Some(Illegal::NotUndergroundUnit);
    }
    let (open, closed) = vents.map_or((false, false), |v| (v.open.contains(&vent), v.closed.contains(&vent)));
    // A vent of the map's, or one opened where the map has none (rule 16).
    if map.is_below(vent) || !(map.is_vent(vent) || open || closed) {
        return Some(Illegal::NotAVent(vent));
    }
    if closed {
        return Some(Illegal::VentClosedForGood(vent));
    }
    if !open {
        return Some(Illegal::VentNotOpen(vent));
    }
    // "Only Fleets may enter high-seas provinces, except where an Army may join a Fleet in
    // such a province to form an A/F (see Rule 13)": an army ordered up to board a fleet there.
    match (map.province_kind(vent), kind.terrain()) {
        (ProvinceKind::Sea, Terrain::Water) => None,
        (ProvinceKind::Sea, _) if boards && kind.boards() => None,
        (ProvinceKind::Sea, _) => Some(Illegal::HighSeas(kind, vent)),
        (ProvinceKind::Land, Terrain::Water | Terrain::Coast) => Some(Illegal::CannotEnter(kind, vent)),
        _ => None,
    }
}

/// A reason as the reports read it: a unit underground named at the underground's one place.
fn named_above(map: &Map, reason: Reason) -> Reason {
    let u = |n: UnitName| unit_named(map, n);
    let p = |p: ProvinceId| if map.is_below(p) { map.below.unwrap_or(p) } else { p };
    match reason {
        Reason::Bounced(n) => Reason::Bounced(u(n)),
        Reason::OwnUnit(n) => Reason::OwnUnit(u(n)),
        Reason::Dislodged(n) => Reason::Dislodged(u(n)),
        Reason::Cut(n) => Reason::Cut(u(n)),
        Reason::PartlyCut(n) => Reason::PartlyCut(u(n)),
        Reason::Void(Void::DidNotHold(n)) => Reason::Void(Void::DidNotHold(u(n))),
        Reason::Void(Void::DidNotMoveTo(n, to)) => Reason::Void(Void::DidNotMoveTo(u(n), to)),
        Reason::Illegal(Illegal::NothingToSupport(q)) => Reason::Illegal(Illegal::NothingToSupport(p(q))),
        Reason::Illegal(Illegal::CannotReach(a, b)) => Reason::Illegal(Illegal::CannotReach(a, p(b))),
        Reason::Illegal(Illegal::SupportedCannotMove(n, to)) => Reason::Illegal(Illegal::SupportedCannotMove(u(n), to)),
        other => other,
    }
}

/// A unit underground named at the underground's one place.
fn unit_named(map: &Map, n: UnitName) -> UnitName {
    if map.is_below(n.province) { UnitName { province: map.below.unwrap_or(n.province), ..n } } else { n }
}
