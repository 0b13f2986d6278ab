//! The orders offered a cavalry unit on Das Dippyspiel's board (rule 6: "a Cavalry move
//! consists of two turns per moving season, during each one of which a Cavalry may move, hold,
//! support, &c."): its two halves besides its one-half orders, and the offered-orders property
//! (tests/offered_orders.rs) for them: each reads back from its text as the same order, is not
//! illegal when played (given the orders that make it valid, DATC 4.E.1), and played alone
//! moves the unit as its halves say. Kiev borders Biye, Cher, Dyge, Pins, Polt, Vinn, Wukr;
//! Dyge borders Kiev, Odes, Polt, Taur, Vinn.

mod common;

use common::position::{map_for, position};
use graustark::game::{Decided, read_orders};
use graustark::legal::legal_orders;
use graustark::order::{Action, Half, Halves, Order};
use graustark::resolve::outcome::{Outcome, Reason};
use graustark::state::{GameState, Unit};
use graustark::view::OrderView;
use graustark::{LocId, Map, ProvinceId, Rules, UnitKind, play};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| map_for("dippyspiel", None))
}

fn at(id: &str) -> LocId {
    map().lookup(id).unwrap()
}

/// The positions the property is checked on, around Kiev and Dygertevsk.
const POSITIONS: [&[&str]; 4] = [
    &["Sevastopol: C Kiev"],
    &["Sevastopol: C Kiev", "Ruritania: A Odessa", "Sevastopol: C Poltava"],
    &["Sevastopol: C Kiev", "Ruritania: C Dygertevsk", "Ruritania: A Taurida", "Sevastopol: A Vinnitsa"],
    &["Sevastopol: C Kiev", "Ruritania: C Moldavia", "Sevastopol: C Zaporozhia", "Ruritania: A Chernigov"],
];

fn spring(units: &[&str]) -> GameState {
    position(map(), "spring 1501 movement", units)
}

/// The two-half orders offered the unit at `loc`.
fn offered_halves(state: &GameState, loc: LocId) -> Vec<Order> {
    offered_halves_under(state, loc, &Rules::default())
}

/// The two-half orders offered the unit at `loc` under `rules`.
fn offered_halves_under(state: &GameState, loc: LocId, rules: &Rules) -> Vec<Order> {
    legal_orders(map(), state, loc, rules)
        .into_iter()
        .filter(|o| matches!(o, Order::Unit { action: Action::Halves(_), .. }))
        .collect()
}

fn halves_of(order: &Order) -> [Half; 2] {
    match *order {
        Order::Unit { action: Action::Halves(Halves(h)), .. } => h,
        _ => panic!("{} has no halves", order.describe(map())),
    }
}

fn cavalry(state: &GameState) -> impl Iterator<Item = &Unit> {
    state.units.iter().filter(|u| u.kind == UnitKind::Cavalry)
}

/// The order with its unit's number left out: a text that names no number reads as the unit
/// standing there, and the view gives the number beside the text.
fn unnumbered(o: Order) -> Order {
    match o {
        Order::Unit { power, kind, loc, action, .. } => Order::Unit { power, kind, loc, action, number: 0 },
        other => other,
    }
}

#[test]
fn each_offered_halves_order_reads_back_from_its_text() {
    for units in POSITIONS {
        let state = spring(units);
        for u in cavalry(&state) {
            let power = map().power(u.power).id.as_str();
            for o in offered_halves(&state, u.loc) {
                let view = OrderView::in_position(map(), &o, &state);
                assert_eq!(view.number, Some(u.number));
                for text in [view.text, o.describe(map())] {
                    let (read, _, unreadable) = read_orders(map(), &state, [(Some(power), text.as_str())]);
                    assert!(unreadable.is_empty(), "{text}: {unreadable:?}");
                    assert_eq!(read[0], unnumbered(o), "{text} reads back as {}", read[0].describe(map()));
                }
            }
        }
    }
}

/// The orders of the others that make `order`'s second half valid: for a support of a cavalry
/// unit where it is not yet, a move there in its first half, and a move out of any other unit
/// standing there (a first half's support is judged on the position as it stands, the
/// supported unit's move or not).
fn helpers(state: &GameState, order: &Order) -> Vec<Order> {
    let Order::Unit { loc: supporter, .. } = *order else { return Vec::new() };
    let Half::Support { target, target_kind, dest } = halves_of(order)[1] else { return Vec::new() };
    let t = map().province_of(target);
    let then = dest.map_or(Half::Hold, Half::Move);
    let mut out = Vec::new();
    let cavalry_there = match state.unit_in(map(), t) {
        Some(v) if Some(v.kind) == target_kind => (v.kind == UnitKind::Cavalry).then_some((v, Half::Hold)),
        standing => {
            out.extend(standing.and_then(|v| move_out(state, v)));
            let reaches = |v: &&Unit| v.loc != supporter && map().can_reach(v.kind, v.loc, t);
            cavalry(state).find(reaches).map(|v| (v, Half::Move(map().province_loc(t))))
        }
    };
    if let Some((v, first)) = cavalry_there {
        let action = Action::Halves(Halves([first, then]));
        out.push(Order::Unit { power: Some(v.power), kind: Some(v.kind), loc: v.loc, action, number: v.number });
    }
    out
}

/// A move out of the province the first half moves into, for the unit standing there, if the
/// second half's helpers do not order it already.
fn make_way(state: &GameState, order: &Order, helpers: &[Order]) -> Option<Order> {
    let Half::Move(to) = halves_of(order)[0] else { return None };
    let v = state.unit_in(map(), map().province_of(to))?;
    let ordered = |h: &Order| matches!(*h, Order::Unit { loc, .. } if loc == v.loc);
    if helpers.iter().any(ordered) { None } else { move_out(state, v) }
}

/// A move of `v` into an empty province next to it, if it has one.
fn move_out(state: &GameState, v: &Unit) -> Option<Order> {
    let map = map();
    let empty = |p: &ProvinceId| state.unit_in(map, *p).is_none();
    let to =
        (0..map.provinces.len() as u16).map(ProvinceId).filter(empty).find(|&p| map.can_reach(v.kind, v.loc, p))?;
    let action = Action::Move { to: map.province_loc(to), via_convoy: false };
    Some(Order::Unit { power: Some(v.power), kind: Some(v.kind), loc: v.loc, action, number: v.number })
}

/// The outcomes of an order's halves, played with `others`.
fn both_halves(
    state: &GameState,
    order: Order,
    others: &[Order],
    rules: &Rules,
) -> (Outcome, Option<Outcome>, GameState) {
    let mut orders = vec![order];
    orders.extend_from_slice(others);
    let r = play(map(), state, &orders, rules);
    let Decided::Movement(m) = &r.decided else { panic!("not a movement") };
    let second = m.second_halves.iter().find(|(i, _)| *i == 0).map(|(_, o)| *o);
    (m.orders[0], second, r.next)
}

/// The rules the legality is checked under: the default, and a support that must name the
/// supported unit's power always, or where it is foreign (DATC 4.C.5), which a half cannot.
fn rule_sets() -> Vec<Rules> {
    ["ignore", "required", "required-for-foreign"]
        .iter()
        .map(|v| {
            let mut r = Rules::default();
            r.set("support_nationality", v).unwrap();
            r
        })
        .collect()
}

#[test]
fn each_offered_halves_order_is_legal_given_the_right_orders_from_the_others() {
    // Orders whose second half was judged (the first left the unit as offered), and not.
    let mut counts = [0; 2];
    for rules in rule_sets() {
        for units in POSITIONS {
            let state = spring(units);
            for u in cavalry(&state) {
                for o in offered_halves_under(&state, u.loc, &rules) {
                    let judged = assert_legal(&state, o, &rules, units);
                    counts[judged as usize] += 1;
                }
            }
        }
    }
    assert!(counts[0] * 20 < counts[1], "too few second halves judged: {counts:?}");
}

/// Neither half of `o` is illegal when played with the orders that make it valid; the second
/// is judged where the first leaves the unit as offered (whether it did is returned).
fn assert_legal(state: &GameState, o: Order, rules: &Rules, units: &[&str]) -> bool {
    let text = o.describe(map());
    let mut others = helpers(state, &o);
    others.extend(make_way(state, &o, &others));
    let (first, second, _) = both_halves(state, o, &others, rules);
    assert!(!matches!(first.reason, Reason::Illegal(_)), "{text}: first half {first:?}, in {units:?}");
    let moved_as_offered = first.success || !matches!(halves_of(&o)[0], Half::Move(_));
    let second = second.unwrap_or_else(|| panic!("{text}: no second half"));
    if moved_as_offered {
        assert!(!matches!(second.reason, Reason::Illegal(_)), "{text}: second half {second:?}, in {units:?}");
    }
    moved_as_offered
}

/// Where a unit given `halves` ends when every other unit holds: each move goes where it is
/// written if the place is empty (a lone move of strength 1 bounces off any unit), the second
/// read from where the first left it.
fn expected_end(state: &GameState, u: &Unit, halves: [Half; 2]) -> ProvinceId {
    let map = map();
    let empty = |p: ProvinceId| !state.units.iter().any(|v| v != u && map.province_of(v.loc) == p);
    let mut here = map.province_of(u.loc);
    for h in halves {
        if let Half::Move(to) = h {
            let p = map.province_of(to);
            if empty(p) && map.can_reach(u.kind, map.province_loc(here), p) {
                here = p;
            }
        }
    }
    here
}

#[test]
fn each_offered_halves_order_played_alone_moves_the_unit_as_its_halves_say() {
    for units in POSITIONS {
        let state = spring(units);
        for u in cavalry(&state) {
            for o in offered_halves(&state, u.loc) {
                let (_, _, next) = both_halves(&state, o, &[], &Rules::default());
                let ends = next.units.iter().find(|v| v.power == u.power && v.number == u.number).unwrap();
                let want = expected_end(&state, u, halves_of(&o));
                assert_eq!(map().province_of(ends.loc), want, "{} in {units:?}", o.describe(map()));
            }
        }
    }
}

#[test]
fn a_lone_cavalry_unit_in_kiev_is_offered_every_two_moves_and_its_one_half_orders_first() {
    let state = spring(&["Sevastopol: C Kiev"]);
    let all = legal_orders(map(), &state, at("kiev"), &Rules::default());
    let texts: Vec<String> = all.iter().map(|o| o.describe(map())).collect();
    // Its one-half orders as an army's: a hold and seven moves, then its halves.
    assert_eq!(&texts[..2], ["C Kiev H", "C Kiev - Biye"]);
    let first_halves = texts.iter().position(|t| t == "C Kiev - (H) - (H)").unwrap();
    assert_eq!(first_halves, 8);
    assert!(texts.contains(&"C Kiev - Dyge - Taur".to_string()), "{texts:?}");
    assert!(texts.contains(&"C Kiev - (H) - Polt".to_string()));
    assert!(texts.contains(&"C Kiev - Dyge - Kiev".to_string()), "back where it came from");
    // Hold or a move first, then hold or a move from where that leaves it: (1 + 7) + 7 * (1 + 5.x).
    let halves = all.len() - first_halves;
    assert_eq!(halves, 8 + all[1..8].iter().map(|o| 1 + moves_from(o)).sum::<usize>());
}

/// How many moves a cavalry unit has from the destination of the move `o`.
fn moves_from(o: &Order) -> usize {
    let Order::Unit { action: Action::Move { to, .. }, .. } = *o else { panic!("not a move") };
    let p = map().province_of(to);
    (0..map().provinces.len() as u16)
        .filter(|&q| map().can_reach(UnitKind::Cavalry, map().province_loc(p), ProvinceId(q)))
        .count()
}

#[test]
fn a_second_half_supports_a_cavalry_unit_that_could_be_there_and_not_an_army_s_move() {
    let state = spring(&["Sevastopol: C Kiev", "Sevastopol: C Zaporozhia", "Ruritania: A Taurida"]);
    let offered = offered_halves(&state, at("kiev"));
    let texts: Vec<String> = offered.iter().map(|o| o.describe(map())).collect();
    let has = |t: &str| texts.iter().any(|x| x == t);
    // Rule 6's own example: "C Xxxx-Yyyy-(S) C Aaaa-Bbbb".
    assert!(has("C Kiev - Dyge - (S) C Zapo - Taur"), "{texts:?}");
    // The cavalry unit could move to Poltava in its first half, and on in its second.
    assert!(has("C Kiev - Dyge - (S) C Polt - Kiev") && has("C Kiev - (H) - (S) C Polt (H)"));
    // The army holds in the second half: supported to hold, never to move.
    assert!(has("C Kiev - Dyge - (S) A Taur (H)"));
    let army_moves =
        |o: &&Order| matches!(halves_of(o)[1], Half::Support { target_kind: Some(UnitKind::Army), dest: Some(_), .. });
    assert!(!offered.iter().any(|o| army_moves(&o)), "{texts:?}");
}

#[test]
fn no_half_supports_where_the_rules_want_the_power_named() {
    let state = spring(&["Sevastopol: C Kiev", "Ruritania: A Poltava", "Sevastopol: C Vinnitsa"]);
    let [ignore, required, foreign] = &rule_sets()[..] else { panic!() };
    let supports = |rules: &Rules| -> Vec<Half> {
        let halves = offered_halves_under(&state, at("kiev"), rules);
        halves.iter().flat_map(halves_of).filter(|h| matches!(h, Half::Support { .. })).collect()
    };
    let supported = |h: &Half| match *h {
        Half::Support { target, .. } => map().loc_id(target),
        _ => unreachable!(),
    };
    assert!(supports(ignore).iter().any(|h| supported(h) == "polt"));
    assert!(supports(required).is_empty());
    // Its own cavalry's, where it stands or could stand; never the Ruritanian army's.
    assert!(supports(foreign).iter().any(|h| supported(h) == "vinn"));
    assert!(!supports(foreign).iter().any(|h| supported(h) == "polt"));
}

#[test]
fn the_standard_board_and_its_armies_are_offered_what_they_were() {
    let standard = map_for("standard", None);
    let state = GameState::initial(&standard, 1901);
    let all = legal_orders(&standard, &state, standard.lookup("mos").unwrap(), &Rules::default());
    assert!(!all.iter().any(|o| matches!(o, Order::Unit { action: Action::Halves(_), .. })));
    let dippy = spring(&["Sevastopol: A Kiev", "Sevastopol: C Poltava"]);
    let army = legal_orders(map(), &dippy, at("kiev"), &Rules::default());
    assert!(!army.iter().any(|o| matches!(o, Order::Unit { action: Action::Halves(_), .. })));
}

/// The opening of Das Dippyspiel (every power's units at the start, 1501), with Sevastopol's
/// army in Kiev made a cavalry unit.
fn opening_with_cavalry_in_kiev() -> GameState {
    let mut state = GameState::initial(map(), 1501);
    for u in state.units.iter_mut().filter(|u| u.loc == at("kiev")) {
        u.kind = UnitKind::Cavalry;
    }
    state
}

/// How large the list grows: a cavalry unit in Kiev at the start is offered 21 one-half orders
/// and 327 two-half orders; Sevastopol's own cavalry in Turnov 10 and 112 in the opening as it
/// is (136 beside the cavalry in Kiev, whose first halves it may support in its second).
#[test]
fn the_opening_offers_a_cavalry_unit_in_kiev_327_two_half_orders() {
    let count = |state: &GameState, loc: LocId| {
        let all = legal_orders(map(), state, loc, &Rules::default());
        let halves = all.iter().filter(|o| matches!(o, Order::Unit { action: Action::Halves(_), .. })).count();
        (all.len() - halves, halves)
    };
    let with_kiev = opening_with_cavalry_in_kiev();
    assert_eq!(count(&with_kiev, at("kiev")), (21, 327));
    assert_eq!(count(&with_kiev, at("turn")), (10, 136));
    assert_eq!(count(&GameState::initial(map(), 1501), at("turn")), (10, 112));
}

#[test]
fn in_the_opening_each_halves_order_of_the_cavalry_in_kiev_reads_back_and_is_legal() {
    let state = opening_with_cavalry_in_kiev();
    let sevastopol = "sevastopol";
    for o in offered_halves(&state, at("kiev")) {
        let text = OrderView::in_position(map(), &o, &state).text;
        let (read, _, unreadable) = read_orders(map(), &state, [(Some(sevastopol), text.as_str())]);
        assert!(unreadable.is_empty(), "{text}: {unreadable:?}");
        assert_eq!(read[0], unnumbered(o), "{text}");
        assert_legal(&state, o, &Rules::default(), &["the opening, C Kiev"]);
    }
}
