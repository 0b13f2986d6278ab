//! Das Dippyspiel's convoy capacity (rule 9: "A Fleet may convoy 1 C or 2 A in one season")
//! where a case cannot check it: the order's notation read and written back, the refusals'
//! words, the map's field, the reports and the judge, and the two-army convoys offered. The
//! play itself is `tests/variants/convoy_load.toml`.
//!
//! Atlantic 18 touches Anjou, Exeter, Normandy, Picardy and Peeropolis.

mod common;

use common::position::{map_for, position};
use graustark::game::{Decided, read_orders};
use graustark::legal::legal_orders;
use graustark::order::{Action, Order};
use graustark::report::{ReportOptions, ReportStyle, write_report};
use graustark::state::GameState;
use graustark::view::OrderView;
use graustark::{Adjudicator, Map, Rules, cases::adjudicate_line, game::play, parse_order};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| map_for("dippyspiel", None))
}

fn spring(units: &[&str]) -> GameState {
    position(map(), "spring 1501 movement", units)
}

/// The orders read in `state` as `power`'s, played: the position, orders and result.
fn played(state: &GameState, power: &str, texts: &[&str]) -> (Vec<Order>, graustark::PhaseResult) {
    let (orders, _, unreadable) = read_orders(map(), state, texts.iter().map(|t| (Some(power), *t)));
    assert!(unreadable.is_empty(), "{unreadable:?}");
    let result = play(map(), state, &orders, &Rules::default());
    (orders, result)
}

#[test]
fn two_armies_are_read_and_written_back_as_one_order() {
    let order = parse_order(map(), "F Atl18 C A Exet - Norm and A Pica - Prpl").unwrap();
    let Order::Unit { action: Action::ConvoyTwo { from, to }, .. } = order else { panic!("{order:?}") };
    let at = |id: &str| map().lookup(id).unwrap();
    assert_eq!((from, to), ([at("exet"), at("pica")], [at("norm"), at("prpl")]));
    assert_eq!(order.describe(map()), "F Atl18 C A Exet - Norm and A Pica - Prpl");
    let action = |text: &str| match parse_order(map(), text).unwrap() {
        Order::Unit { action, .. } => action,
        other => panic!("{other:?}"),
    };
    for text in
        ["F Atl18 C A Exet-Norm & A Pica-Prpl", "Atlantic 18 convoys Exeter to Normandy and Picardy to Peeropolis"]
    {
        assert_eq!(action(text), Action::ConvoyTwo { from, to }, "{text}");
    }
    let err = parse_order(map(), "F Atl18 C A Exet - Norm and A Pica").unwrap_err();
    assert_eq!(err.message(), "expected '-' and a destination, found the end of the order");
}

/// The refusal names the fleet, its load and what the units named take of it.
#[test]
fn two_cavalry_units_are_over_the_load() {
    let state = spring(&["Frenciana: F Atlantic 18", "Frenciana: C Exeter", "Frenciana: C Picardy"]);
    let (_, r) = played(&state, "Frenciana", &["F Atl18 C C Exet - Norm and C Pica - Prpl"]);
    assert_eq!(
        r.order_outcomes()[0].reason.describe(map()),
        "illegal: F Atl18 convoys a load of 2 a season (an army takes 1, a cavalry unit 2): the units named take 4"
    );
}

/// The prohibitions name where: the two provinces of an exchange, the province of a relay.
#[test]
fn an_exchange_and_a_relay_are_refused_naming_the_provinces() {
    let state = spring(&["Frenciana: F Atlantic 18", "Frenciana: A Exeter", "Frenciana: A Normandy"]);
    let refusal = |text: &str| played(&state, "Frenciana", &[text]).1.order_outcomes()[0].reason.describe(map());
    assert_eq!(
        refusal("F Atl18 C A Norm - Exet and A Exet - Norm"),
        "illegal: one fleet may not convoy two units to exchange places (Normandy and Exeter)"
    );
    assert_eq!(
        refusal("F Atl18 C A Exet - Norm and A Norm - Pica"),
        "illegal: one fleet may not convoy one army into Normandy and another out of it"
    );
}

#[test]
fn a_fleet_load_below_one_is_refused_by_name() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/maps/dippyspiel/map.json")).unwrap();
    let errors = Map::from_json(&text.replacen("\"fleet_load\": 2", "\"fleet_load\": 0", 1)).unwrap_err();
    let said: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert!(said.iter().any(|e| e.contains("fleet_load") && e.contains("not 0")), "{said:?}");
    assert_eq!((map().fleet_load, map_for("standard", None).fleet_load), (2, 1));
}

fn carried() -> (GameState, Vec<Order>, graustark::PhaseResult) {
    let state = spring(&["Frenciana: F Atlantic 18", "Frenciana: A Exeter", "Frenciana: A Picardy"]);
    let (orders, r) =
        played(&state, "Frenciana", &["F Atl18 C A Exet - Norm and A Pica - Prpl", "A Exet - Norm", "A Pica - Prpl"]);
    (state, orders, r)
}

fn report(style: ReportStyle) -> String {
    let (state, orders, result) = carried();
    let options = ReportOptions { rules: &Rules::default(), numbers: false, style, press: &[] };
    write_report(map(), &state, &orders, &result, &options)
}

#[test]
fn the_reports_write_the_order_as_read() {
    let plain = report(ReportStyle::Plain);
    assert!(plain.contains("F Atl18 C A Exet - Norm and A Pica - Prpl"), "{plain}");
    let house = report(ReportStyle::House2023);
    assert!(house.contains("F(ATL18) C A(Exe)-Norm and A(Pica)-Prpl"), "{house}");
    let (_, _, r) = carried();
    let Decided::Movement(m) = &r.decided else { panic!("a movement phase") };
    assert_eq!((m.units.len(), m.dislodged.len()), (3, 0), "the second fleet is taken out again");
}

#[test]
fn the_judge_writes_the_order_as_given() {
    let line = serde_json::json!({
        "id": "rule-9", "season": "spring", "year": 1501,
        "units": [
            {"power": "frenciana", "type": "fleet", "region": "atl18"},
            {"power": "frenciana", "type": "army", "region": "exet"},
            {"power": "frenciana", "type": "army", "region": "pica"},
        ],
        "orders": [
            {"power": "frenciana", "text": "F Atl18 C A Exet - Norm & A Pica - Prpl"},
            {"power": "frenciana", "text": "A Exet - Norm"},
            {"power": "frenciana", "text": "A Pica - Prpl"},
        ],
    });
    let out = adjudicate_line(&mut Adjudicator::default(), map(), &Rules::default(), &line.to_string()).unwrap();
    let out: serde_json::Value = serde_json::from_str(&out).unwrap();
    let results = out["results"].as_array().unwrap();
    assert_eq!(results.len(), 3, "{out}");
    assert_eq!(results[0]["order"], "F Atl18 C A Exet - Norm & A Pica - Prpl");
    assert!(results.iter().all(|r| r["success"] == true), "{out}");
}

/// A position around Atlantic 18: two armies, a cavalry unit and a foreign army on its coasts.
const OFFERED: [&str; 5] = [
    "Frenciana: F Atlantic 18",
    "Frenciana: A Exeter",
    "Frenciana: A Normandy",
    "Beaucouillon: A Picardy",
    "Frenciana: C Anjou",
];

fn offered_two(state: &GameState) -> Vec<Order> {
    let at = map().lookup("atl18").unwrap();
    let all = legal_orders(map(), state, at, &Rules::default());
    all.into_iter().filter(|o| matches!(o, Order::Unit { action: Action::ConvoyTwo { .. }, .. })).collect()
}

/// Every pair of the fleet's one-army convoys of two armies (the cavalry unit takes the whole
/// load), but exchanges and relays: 3 armies with 4 destinations each make 3 pairs of armies
/// and 48 pairs of convoys, less 3 exchanges and 18 relays.
#[test]
fn the_fleet_is_offered_its_two_army_convoys() {
    let state = spring(&OFFERED);
    let offered = offered_two(&state);
    assert_eq!(offered.len(), 27, "{:?}", offered.iter().map(|o| o.describe(map())).collect::<Vec<_>>());
    let texts: Vec<String> = offered.iter().map(|o| o.describe(map())).collect();
    assert!(texts.contains(&"F Atl18 C A Exet - Anjo and A Norm - Prpl".to_string()), "{texts:?}");
    assert!(!texts.iter().any(|t| t.contains("Anjo -")), "no cavalry with an army: {texts:?}");
    let standard = map_for("standard", None);
    let s = position(
        &standard,
        "spring 1901 movement",
        &["England: F English Channel", "England: A London", "England: A Wales"],
    );
    let eng = legal_orders(&standard, &s, standard.lookup("eng").unwrap(), &Rules::default());
    assert!(!eng.iter().any(|o| matches!(o, Order::Unit { action: Action::ConvoyTwo { .. }, .. })));
}

/// Each offered two-army convoy reads back from its text (the view's and `describe`'s), and
/// played with both armies' moves is legal and convoys both (whether they arrive is the
/// moves' own affair: Anjou is held, two may bounce).
#[test]
fn each_offered_two_army_convoy_reads_back_and_carries_both() {
    let state = spring(&OFFERED);
    for o in offered_two(&state) {
        let Order::Unit { action: Action::ConvoyTwo { from, to }, .. } = o else { unreachable!() };
        let view = OrderView::in_position(map(), &o, &state);
        for text in [view.text.clone(), o.describe(map())] {
            let (read, _, unreadable) = read_orders(map(), &state, [(Some("frenciana"), text.as_str())]);
            assert!(unreadable.is_empty(), "{text}: {unreadable:?}");
            assert_eq!(read[0], unnumbered(o), "{text}");
        }
        let moves = (0..2).map(|i| {
            let army = *state.units.iter().find(|u| map().province_of(u.loc) == map().province_of(from[i])).unwrap();
            // By convoy, saying so where it could walk (as its own offered move does).
            let action =
                Action::Move { to: to[i], via_convoy: map().can_reach(army.kind, army.loc, map().province_of(to[i])) };
            Order::Unit { power: Some(army.power), kind: Some(army.kind), loc: army.loc, action, number: 0 }
        });
        let orders: Vec<Order> = std::iter::once(o).chain(moves).collect();
        let r = play(map(), &state, &orders, &Rules::default());
        let outcomes = r.order_outcomes();
        let convoyed = outcomes[0] == graustark::Outcome { success: true, reason: graustark::Reason::Convoyed };
        let illegal = outcomes.iter().any(|x| matches!(x.reason, graustark::Reason::Illegal(_)));
        assert!(convoyed && !illegal, "{}: {outcomes:?}", o.describe(map()));
    }
}

fn unnumbered(o: Order) -> Order {
    match o {
        Order::Unit { power, kind, loc, action, .. } => Order::Unit { power, kind, loc, action, number: 0 },
        other => other,
    }
}
