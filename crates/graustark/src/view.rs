//! Plain data views of maps, orders, duties and results, for JSON callers (the site, other
//! tools). Strings appear here, at the edge; the core works on ids. The views are made for
//! JavaScript and serialise in camelCase; the position inside them (`next`) is the State
//! wire format of `state.rs`, shared with game files, and keeps snake_case.
//!
//! With the feature `ts` the views derive their TypeScript declarations (ts-rs), which
//! crates/graustark-wasm/src/bin/declarations.rs writes out for the wasm's `.d.ts`: the doc
//! comments here are what a page's author reads there.

use crate::duties::Duties;
use crate::game::{Decided, PhaseResult, winner};
use crate::map::{LocId, Map, UnitKind};
#[cfg(feature = "ts")]
use crate::map::{ProvinceKind, VictoryMeasure};
use crate::order::{Action, Numbers, Order};
use crate::resolve::outcome::{Outcome, Reason};
use crate::state::{GameState, Phase, StateJson, Unit, UnitJson, unit_named_at};
use serde::Serialize;

/// What a board needs to know about a map.
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "MapInfo"))]
#[serde(rename_all = "camelCase")]
pub struct MapView {
    pub id: String,
    pub name: String,
    /// The count needed to win (`victoryMeasure` says of what); under `control`, the fewest
    /// supply centres a winner holds.
    pub victory_centres: u32,
    /// `centres`, `units` (on the board after the adjustment phase; the 1958 rules), or
    /// `control` (every neutral centre and the whole home country after a year; Cat Diplomacy).
    #[cfg_attr(feature = "ts", ts(as = "VictoryMeasure"))]
    pub victory_measure: &'static str,
    /// The numbers of players the map can be played by, smallest first.
    pub player_counts: Vec<usize>,
    /// The rules preset the map is played under, if it names one.
    pub preset: Option<String>,
    /// The year a game begins in (1901, or the first of the map's named years).
    pub first_year: i32,
    /// Whether units may share provinces (the 1958 capitals and naval bases), so that orders
    /// name them by number.
    pub stacks: bool,
    pub powers: Vec<PowerView>,
    pub provinces: Vec<ProvinceView>,
}

/// A power: its names and home centres.
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "MapPower"))]
#[serde(rename_all = "camelCase")]
pub struct PowerView {
    pub id: String,
    pub name: String,
    pub adjective: String,
    pub initial: String,
    pub home_centres: Vec<String>,
}

/// A province and its coasts.
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "MapProvince"))]
#[serde(rename_all = "camelCase")]
pub struct ProvinceView {
    pub id: String,
    pub name: String,
    /// `land`, `coast`, `sea` or `impassable`.
    #[cfg_attr(feature = "ts", ts(as = "ProvinceKind"))]
    pub kind: &'static str,
    pub supply_centre: bool,
    pub home_of: Option<String>,
    /// Split coasts, in the map's order.
    pub coasts: Vec<CoastView>,
}

/// One coast of a split-coast province.
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "MapCoast"))]
pub struct CoastView {
    /// The coast's region id (`stp/nc`).
    pub id: String,
    /// Its full name (`North Coast`).
    pub name: String,
}

impl MapView {
    /// The map as the pages draw it: the underground's places (Das Dippyspiel, rule 7), which
    /// are no part of the board, left out.
    pub fn of(map: &Map) -> MapView {
        #[allow(unused_mut)]
        let mut view = MapView::whole(map);
        #[cfg(feature = "world")]
        if let Some(b) = map.below {
            view.provinces.truncate(b.0 as usize);
        }
        view
    }

    fn whole(map: &Map) -> MapView {
        MapView {
            id: map.id.clone(),
            name: map.name.clone(),
            victory_centres: map.victory_centres,
            victory_measure: map.victory.measure.word(),
            player_counts: map.player_counts.clone(),
            preset: map.preset.clone(),
            first_year: map.first_year(),
            stacks: map.stacking.any(),
            powers: map
                .powers
                .iter()
                .map(|p| PowerView {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    adjective: p.adjective.clone(),
                    initial: p.initial.clone(),
                    home_centres: p.home_centres.iter().map(|&h| map.province(h).id.clone()).collect(),
                })
                .collect(),
            provinces: map
                .provinces
                .iter()
                .map(|p| ProvinceView {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    kind: p.kind.word(),
                    supply_centre: p.supply_centre,
                    home_of: p.home_of.map(|h| map.power(h).id.clone()),
                    coasts: p
                        .coasts
                        .iter()
                        .map(|&c| CoastView {
                            id: map.loc_id(c),
                            name: map.locations[c.0 as usize].coast_name.clone().unwrap_or_else(|| map.loc_id(c)),
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// What an order does, as the views write it: `hold`, `move`, `support`, `convoy`, `retreat`,
/// `disband`, `build`, `waive`, `capital` (a new capital named: its region), `board` (an army
/// going on board the fleet at `target`), `disembark` (1958), or `deed` (an order that moves no
/// unit: a vent, a build centre, a cession, a mine, gold handed over, at its region; Das
/// Dippyspiel, feature `world`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename_all = "lowercase"))]
pub enum OrderKind {
    Hold,
    Move,
    Support,
    Convoy,
    Retreat,
    Disband,
    Build,
    Waive,
    Capital,
    Board,
    Disembark,
    #[cfg(feature = "world")]
    Deed,
}

impl OrderKind {
    /// Every kind, in the order of [`OrderKind`].
    #[cfg(not(feature = "world"))]
    pub const ALL: [OrderKind; 11] = OrderKind::EVERYWHERE;
    /// Every kind, in the order of [`OrderKind`].
    #[cfg(feature = "world")]
    pub const ALL: [OrderKind; 12] = with_world(OrderKind::EVERYWHERE, OrderKind::Deed);
    /// The kinds of every board.
    const EVERYWHERE: [OrderKind; 11] = [
        OrderKind::Hold,
        OrderKind::Move,
        OrderKind::Support,
        OrderKind::Convoy,
        OrderKind::Retreat,
        OrderKind::Disband,
        OrderKind::Build,
        OrderKind::Waive,
        OrderKind::Capital,
        OrderKind::Board,
        OrderKind::Disembark,
    ];

    /// The kinds as the views write them, in the order of [`OrderKind`].
    #[cfg(not(feature = "world"))]
    pub const WORDS: [&'static str; 11] = OrderKind::WORDS_EVERYWHERE;
    /// The kinds as the views write them, in the order of [`OrderKind`].
    #[cfg(feature = "world")]
    pub const WORDS: [&'static str; 12] = with_world(OrderKind::WORDS_EVERYWHERE, "deed");
    /// The words of the kinds of every board.
    const WORDS_EVERYWHERE: [&'static str; 11] =
        ["hold", "move", "support", "convoy", "retreat", "disband", "build", "waive", "capital", "board", "disembark"];

    /// The kind as the views write it (`hold`, `move`, ...).
    pub const fn word(self) -> &'static str {
        OrderKind::WORDS[self as usize]
    }
}

/// The every-board list with Das Dippyspiel's one kind (`vent`) after it.
#[cfg(feature = "world")]
const fn with_world<T: Copy>(everywhere: [T; 11], world: T) -> [T; 12] {
    let mut all = [world; 12];
    let mut i = 0;
    while i < 11 {
        all[i] = everywhere[i];
        i += 1;
    }
    all
}

/// An order as data: its kind, the places it names, and its text in short notation. This is
/// the one shape of an order outside the engine: the board draws it as it is.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct OrderView {
    /// The power giving it, when known (from the order, or its unit in a position).
    pub power: Option<String>,
    /// What the order does: an [`OrderKind`]'s word (a string, so that the word is written
    /// where the view is made: the pages' wasm is smaller so).
    #[cfg_attr(feature = "ts", ts(as = "OrderKind"))]
    pub kind: &'static str,
    /// The unit's region (`stp/sc`), or the build's.
    pub region: Option<String>,
    /// The kind of unit ordered or built, when known.
    #[serde(rename = "type")]
    #[cfg_attr(feature = "ts", ts(as = "Option<UnitKind>"))]
    pub unit_type: Option<&'static str>,
    /// Destination region of a move, retreat, support or convoy.
    pub to: Option<String>,
    /// The supported or convoyed unit's region (a boarding army's: its fleet's).
    pub target: Option<String>,
    /// Whether the move goes by convoy.
    pub via_convoy: bool,
    /// The order in short notation (`A Par - Bur`).
    pub text: String,
    /// The number of the unit ordered (or built), where a position says it; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub number: Option<u16>,
}

impl OrderView {
    /// The view of an order given in `state`, with the number of the unit it orders (in a
    /// retreat phase, the dislodged unit).
    /// Where several units share the unit's province (or the supported unit's, or the boarded
    /// fleet's), the text names them by number (`4 A Par - Gas`), as the parser needs to read
    /// it back.
    pub fn in_position(map: &Map, o: &Order, state: &GameState) -> OrderView {
        let mut v = OrderView::of(map, o);
        if let Order::Unit { loc, number, action, kind, .. } = *o {
            let ordered: Vec<&Unit> = match state.phase {
                Phase::Retreat => state.dislodged.iter().map(|d| &d.unit).collect(),
                _ => state.units.iter().collect(),
            };
            // A Leader beside its army or fleet is told apart by its kind (`L Par`, `A Par`): a
            // unit that accompanies shares with those that fight, not with its own kind.
            let leader = kind.is_some_and(UnitKind::accompanies);
            let shared = |units: &[&Unit], l: LocId| {
                let alike = |u: &&&Unit| u.kind.accompanies() == leader;
                units.iter().filter(alike).filter(|u| map.province_of(u.loc) == map.province_of(l)).count() > 1
            };
            let board: Vec<&Unit> = state.units.iter().collect();
            let target = match action {
                Action::Support { target, .. } | Action::Board { fleet: target, .. } => shared(&board, target),
                _ => false,
            };
            let numbers = Numbers { unit: number != 0 && shared(&ordered, loc), target };
            if numbers != Numbers::default() {
                v.text = o.describe_numbered(map, numbers);
            }
            let p = map.province_of(loc);
            v.number = if number != 0 {
                Some(number)
            } else {
                unit_named_at(map, ordered.iter().copied(), p, kind).map(|i| ordered[i].number)
            }
            .filter(|&n| n != 0);
        }
        v
    }

    pub fn of(map: &Map, o: &Order) -> OrderView {
        let power = o.power().map(|p| map.power(p).id.clone());
        let text = o.describe_exactly(map);
        let region = |l| Some(map.loc_id(l));
        let mut v = OrderView {
            power,
            kind: OrderKind::Hold.word(),
            region: None,
            unit_type: None,
            to: None,
            target: None,
            via_convoy: false,
            text,
            number: None,
        };
        match *o {
            Order::Unit { kind, loc, action, .. } => {
                v.region = region(loc);
                v.unit_type = kind.map(|k| k.word());
                match action {
                    Action::Hold => {}
                    Action::Move { to, via_convoy } => {
                        v.kind = OrderKind::Move.word();
                        v.to = region(to);
                        v.via_convoy = via_convoy;
                    }
                    Action::Support { target, dest, .. } => {
                        v.kind = OrderKind::Support.word();
                        v.target = region(target);
                        v.to = dest.and_then(region);
                    }
                    Action::Convoy { from, to } => {
                        v.kind = OrderKind::Convoy.word();
                        v.target = region(from);
                        v.to = region(to);
                    }
                    // A fleet's two armies: the view shows the first (its text says both).
                    #[cfg(feature = "world")]
                    Action::ConvoyTwo { from, to } => {
                        v.kind = OrderKind::Convoy.word();
                        v.target = region(from[0]);
                        v.to = region(to[0]);
                    }
                    Action::Disband => v.kind = OrderKind::Disband.word(),
                    Action::Board { fleet, .. } => {
                        v.kind = OrderKind::Board.word();
                        v.target = region(fleet);
                    }
                    Action::Disembark => v.kind = OrderKind::Disembark.word(),
                    // The A/F's (rule 13): boarding drawn as a board order, landing as a move,
                    // accepting as the hold it is (its text names the army).
                    #[cfg(feature = "world")]
                    Action::BecomesAF { to } => {
                        v.kind = OrderKind::Board.word();
                        v.target = region(to);
                    }
                    #[cfg(feature = "world")]
                    Action::Accept { .. } => {}
                    #[cfg(feature = "world")]
                    Action::Land { to, .. } => {
                        v.kind = OrderKind::Move.word();
                        v.to = region(to);
                    }
                    Action::MoveByPath { to, .. } => {
                        v.kind = OrderKind::Move.word();
                        v.to = region(to);
                        v.via_convoy = true;
                    }
                    Action::Retreat { to, .. } => {
                        v.kind = OrderKind::Retreat.word();
                        v.to = region(to);
                    }
                    // A cavalry unit's two halves: the view shows the first (its text says
                    // both); drawing both is issue 41's.
                    #[cfg(feature = "world")]
                    Action::Halves(h) => match h.0[0] {
                        crate::order::Half::Hold => {}
                        crate::order::Half::Move(to) => {
                            v.kind = OrderKind::Move.word();
                            v.to = region(to);
                        }
                        crate::order::Half::Support { target, dest, .. } => {
                            v.kind = OrderKind::Support.word();
                            v.target = region(target);
                            v.to = dest.and_then(region);
                        }
                    },
                }
            }
            Order::Build { kind, loc, .. } => {
                v.kind = OrderKind::Build.word();
                v.region = region(loc);
                v.unit_type = kind.map(|k| k.word());
            }
            Order::Waive { .. } => v.kind = OrderKind::Waive.word(),
            Order::Capital { province, .. } => {
                v.kind = OrderKind::Capital.word();
                v.region = region(map.province_loc(province));
            }
            #[cfg(feature = "world")]
            Order::Deed { deed, .. } => {
                v.kind = OrderKind::Deed.word();
                if let Some(p) = deed.province() {
                    v.region = region(map.province_loc(p));
                }
            }
        }
        v
    }
}

/// An order given, with its outcome.
#[derive(Serialize, Clone, Debug)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "OrderResult"))]
#[serde(rename_all = "camelCase")]
pub struct OrderResultView {
    #[serde(flatten)]
    pub order: OrderView,
    /// The order's position in the list given; null for a unit left without an order.
    pub index: Option<usize>,
    /// Whether it succeeded.
    pub success: bool,
    /// Whether the order cannot stand whatever the others write (illegal, conflicting,
    /// overridden, not allowed), as opposed to failing against other orders.
    pub invalid: bool,
    /// A phrase for the player: `bounced with A Mun`.
    pub reason: String,
    /// One word: moved, bounced, cut, void, illegal, ...
    pub word: &'static str,
}

/// A dislodged unit and where it may go.
#[derive(Serialize, Clone, Debug)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "DislodgedResult"))]
#[serde(rename_all = "camelCase")]
pub struct DislodgedView {
    #[serde(flatten)]
    pub unit: UnitJson,
    /// The unit that dislodged it (`A Mun`), or `attacks from two sides`.
    pub by: String,
    /// The province its attacker came from.
    pub attacker_from: String,
    /// Where it may retreat.
    pub retreats: Vec<String>,
}

/// Everything a phase decided, as data.
#[derive(Serialize, Clone, Debug)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PhaseView {
    /// `Spring 1901 movement` (the year by its name on a map with named years, as
    /// `Engine.yearName` writes it).
    pub phase: String,
    /// The orders given, with their outcomes, in the order given.
    pub orders: Vec<OrderResultView>,
    /// Units without an order, with their outcome: in movement they hold; in retreats they
    /// are disbanded.
    pub unordered: Vec<OrderResultView>,
    /// The units dislodged, with where each may retreat.
    pub dislodged: Vec<DislodgedView>,
    /// The provinces left empty by a standoff.
    pub standoffs: Vec<String>,
    /// Units removed by the civil-disorder rule.
    pub civil_disorder: Vec<UnitJson>,
    /// Units built by the rules for want of orders: customary units and Leaders (Militarism
    /// III, `default_builds=start-units`), with their numbers.
    pub customary: Vec<UnitJson>,
    /// The position after the phase.
    pub next: StateJson,
    /// The power that has won, if one has.
    pub winner: Option<String>,
}

fn with_outcome(map: &Map, order: OrderView, index: Option<usize>, o: &Outcome) -> OrderResultView {
    let invalid =
        matches!(o.reason, Reason::Illegal(_) | Reason::ConflictingOrders | Reason::Overridden | Reason::NotAllowed(_));
    OrderResultView { order, index, success: o.success, invalid, reason: o.reason.describe(map), word: o.reason.word() }
}

impl PhaseView {
    /// The view of a phase played from `before` with `orders`; `indices[i]` is the position of
    /// `orders[i]` in the list the caller gave (orders that could not be read are not played).
    pub fn of(map: &Map, before: &GameState, orders: &[Order], indices: &[usize], r: &PhaseResult) -> PhaseView {
        let outcomes = r.order_outcomes();
        let order_views = orders
            .iter()
            .zip(outcomes)
            .zip(indices)
            .map(|((o, out), &i)| {
                let mut view = OrderView::in_position(map, o, before);
                if let (Order::Build { loc, kind, .. }, Decided::Adjustment(a)) = (o, &r.decided)
                    && out.success
                {
                    // A Leader may be built where an army or fleet is: the one of its kind.
                    let leader = kind.is_some_and(UnitKind::accompanies);
                    view.number =
                        a.built.iter().find(|u| u.loc == *loc && u.kind.accompanies() == leader).map(|u| u.number);
                }
                with_outcome(map, view, Some(i), out)
            })
            .collect();
        let mut v = PhaseView {
            phase: before.label(map),
            orders: order_views,
            unordered: Vec::new(),
            dislodged: Vec::new(),
            standoffs: Vec::new(),
            civil_disorder: Vec::new(),
            customary: Vec::new(),
            next: r.next.to_json_value(map),
            winner: winner(map, &r.next).map(|w| map.power(w).id.clone()),
        };
        match &r.decided {
            Decided::Movement(m) => {
                for (u, unit) in before.units.iter().enumerate() {
                    if !m.order_units.contains(&Some(u)) {
                        // The order the unit carried out: an implied one (house rule 3.8), or a hold.
                        let carried_out = m.implied.iter().find(|(v, _)| *v == u).map_or(
                            Order::Unit {
                                power: Some(unit.power),
                                kind: Some(unit.kind),
                                loc: unit.loc,
                                action: Action::Hold,
                                number: unit.number,
                            },
                            |(_, order)| *order,
                        );
                        let view = OrderView::in_position(map, &carried_out, before);
                        v.unordered.push(with_outcome(map, view, None, &m.units[u]));
                    }
                }
                let units = m.units_adjudicated(&before.units);
                for d in &m.dislodged {
                    v.dislodged.push(DislodgedView {
                        unit: UnitJson::from_unit(&units[d.unit], map),
                        by: d.by.map_or_else(|| "attacks from two sides".to_string(), |b| b.short(map)),
                        attacker_from: map.province(d.attacker_from).id.clone(),
                        retreats: d.retreats.iter().map(|&l| map.loc_id(l)).collect(),
                    });
                }
                v.standoffs = m.standoffs.iter().map(|&p| map.province(p).id.clone()).collect();
            }
            Decided::Retreat(r) => {
                // Dislodged units without an order, with what became of them.
                for (i, d) in before.dislodged.iter().enumerate() {
                    if !r.order_units.contains(&Some(i)) {
                        let disband = Order::Unit {
                            power: Some(d.unit.power),
                            kind: Some(d.unit.kind),
                            loc: d.unit.loc,
                            action: Action::Disband,
                            number: d.unit.number,
                        };
                        let view = OrderView::in_position(map, &disband, before);
                        v.unordered.push(with_outcome(map, view, None, &r.units[i].1));
                    }
                }
            }
            Decided::Adjustment(a) => {
                v.civil_disorder =
                    a.civil_disorder.iter().map(|&u| UnitJson::from_unit(&before.units[u], map)).collect();
                v.customary = a.customary_built().map(|u| UnitJson::from_unit(u, map)).collect();
            }
        }
        v
    }
}

/// One power's duty in a phase, as data.
#[derive(Serialize, Clone, Debug)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "PowerDuty"))]
#[serde(rename_all = "camelCase")]
pub struct PowerDutyView {
    pub power: String,
    /// The supply centres it owns.
    pub centres: u32,
    /// Its units on the board.
    pub units: u32,
    /// Builds due (positive) or removals due (negative), in an adjustment phase; else 0.
    pub adjustment: i32,
    /// Builds it can make now: the engine's count (`PowerDuty::builds`), its builds due as far
    /// as its sites take them (a 1958 capital or naval base takes several); else 0.
    pub builds: u32,
    /// The home centres where it may build now.
    pub build_sites: Vec<String>,
    /// How many builds each of the build sites takes this phase, in their order.
    pub builds_at: Vec<u32>,
    /// Where it may build its Leader now (Militarism III's opening), besides the builds due.
    pub leader_sites: Vec<String>,
    /// Whether it must give orders this phase.
    pub orders: bool,
    /// The units the rules build for it if it writes no build and no waive (its customary
    /// units); empty when builds not written are waived.
    pub customary_units: Vec<UnitJson>,
    /// The Leader the rules build for it if it writes none.
    pub customary_leader: Option<UnitJson>,
}

/// Who orders in a phase, and who is out, as data.
#[derive(Serialize, Clone, Debug)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "Duties"))]
#[serde(rename_all = "camelCase")]
pub struct DutiesView {
    /// The powers that must order this phase, in the map's order.
    pub ordering: Vec<String>,
    /// Each power's duty, in the map's order.
    pub powers: Vec<PowerDutyView>,
    /// Powers with neither centres nor units.
    pub eliminated: Vec<String>,
}

impl DutiesView {
    pub fn of(map: &Map, state: &GameState, d: &Duties) -> DutiesView {
        let id = |p: crate::map::PowerId| map.power(p).id.clone();
        let province = |p: crate::map::ProvinceId| map.province(p).id.clone();
        let adjusting = state.phase == crate::state::Phase::Adjustment;
        DutiesView {
            ordering: d.ordering.iter().map(|&p| id(p)).collect(),
            powers: d
                .powers
                .iter()
                .map(|p| PowerDutyView {
                    power: id(p.power),
                    centres: p.centres,
                    units: p.units,
                    adjustment: if adjusting { p.adjustment } else { 0 },
                    builds: if adjusting { p.builds } else { 0 },
                    build_sites: p.build_sites.iter().map(|&s| province(s)).collect(),
                    builds_at: p.builds_at.clone(),
                    leader_sites: p.leader_sites.iter().map(|&s| province(s)).collect(),
                    orders: p.orders,
                    customary_units: p.customary_units.iter().map(|u| UnitJson::from_unit(u, map)).collect(),
                    customary_leader: p.customary_leader.as_ref().map(|u| UnitJson::from_unit(u, map)),
                })
                .collect(),
            eliminated: d.eliminated.iter().map(|&p| id(p)).collect(),
        }
    }
}
