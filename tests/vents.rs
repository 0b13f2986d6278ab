//! Das Dippyspiel's vent orders (rule 7) as the parser reads them, the position keeps them and
//! the reports print them; their play, with the choices recorded, is
//! `tests/variants/vents.toml`.

mod common;

use common::position::{map_for, position};
use graustark::order::{Deed, Order};
use graustark::report::{ReportOptions, ReportStyle, write_report};
use graustark::{GameState, Map, Rules, game::play, parse_order};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| map_for("dippyspiel", None))
}

#[test]
fn vent_orders_are_read_and_written_back_alike() {
    for (text, open, written) in [("Open Scot", true, "Open Scot"), ("close tibet", false, "Close Tbet")] {
        let order = parse_order(map(), text).unwrap();
        let Order::Deed { deed: Deed::Vent { province, open: got }, .. } = order else { panic!("{text}: {order:?}") };
        assert_eq!(got, open, "{text}");
        assert_eq!(map().province(province).name, if open { "Scotland" } else { "Tibet" });
        assert_eq!(order.describe(map()), written);
    }
}

#[test]
fn on_a_board_without_vents_the_words_are_not_orders() {
    let standard = map_for("standard", None);
    assert!(parse_order(&standard, "Open Lon").is_err());
    assert!(parse_order(map(), "Open Nowhere").unwrap_err().message().contains("Nowhere"));
}

fn opened() -> (GameState, Vec<Order>, graustark::PhaseResult) {
    let state = position(map(), "spring 1501 movement", &["Kalmar: A Oslo"]);
    let orders: Vec<Order> = ["Pollutidar: Open Scot", "Pollutidar: Close Tbet"]
        .iter()
        .map(|t| {
            let (p, o) = t.split_once(": ").unwrap();
            parse_order(map(), o).unwrap().with_power(map().lookup_power(p).unwrap())
        })
        .collect();
    let result = play(map(), &state, &orders, &Rules::default());
    (state, orders, result)
}

#[test]
fn the_position_keeps_the_vents_and_reads_them_back() {
    let next = opened().2.next;
    let json = next.to_json(map());
    assert!(json.contains(r#""vents":{"open":["scot"]}"#), "{json}");
    assert_eq!(GameState::from_json(map(), &json).unwrap(), next);
    let standard = map_for("standard", None);
    let json = GameState::initial(&standard, 1901).to_json(&standard);
    assert!(!json.contains("vents"), "{json}");
}

#[test]
fn vents_that_cannot_be_are_refused_by_name() {
    let with = |vents: &str| {
        let text = format!(r#"{{"season":"spring","year":1501,"phase":"movement","units":[],"vents":{vents}}}"#);
        GameState::from_json(map(), &text).unwrap_err().to_string()
    };
    // A vent where the map has none is one bought (rule 16), listed as such; none underground.
    assert_eq!(
        with(r#"{"open":["oslo"]}"#),
        "vents.open: the vent in Oslo is none of the map's: list it reopened or new"
    );
    assert_eq!(with(r#"{"closed":["pollutidar"]}"#), "vents.closed: Pollutidar has no vent");
    assert_eq!(with(r#"{"open":["scot"],"closed":["scot"]}"#), "vents.closed: the vent in Scotland is listed twice");
    let eleven = r#"{"open":["scot","tbet","kass","kisk","krit","mand","nebr","rioj","tyro","tyum","yama"]}"#;
    assert_eq!(with(eleven), "vents.open: 11 vents are open; at most 10 may be");
}

#[test]
fn the_reports_print_the_vent_orders_and_what_became_of_them() {
    let (state, orders, result) = opened();
    let report = |style| {
        let options = ReportOptions { rules: &Rules::default(), numbers: false, style, press: &[] };
        write_report(map(), &state, &orders, &result, &options)
    };
    let plain = report(ReportStyle::Plain);
    assert!(
        plain.contains("POLLUTIDAR\n    Open Scot\n  * Close Tbet  (illegal: the vent in Tibet is not open)"),
        "{plain}"
    );
    let house = report(ReportStyle::House2023);
    assert!(house.contains("POLLUTIDAR: Open Sco, ~Close Tbet~."), "{house}");
}

#[test]
fn the_order_pad_offers_the_vent_s_order_where_it_may_be_given() {
    use graustark::legal::legal_orders;
    // The vent's own orders (units coming up and going down are tests/surfacing.rs's).
    let offered = |state: &GameState, at: &str| -> Vec<String> {
        let loc = map().lookup(at).unwrap();
        let vent = |o: &&graustark::order::Order| matches!(o, Order::Deed { deed: Deed::Vent { .. }, .. });
        legal_orders(map(), state, loc, &Rules::default()).iter().filter(vent).map(|o| o.describe(map())).collect()
    };
    let spring = position(map(), "spring 1501 movement", &["Kalmar: A Oslo"]);
    assert_eq!(offered(&spring, "scot"), ["Open Scot"]);
    assert!(offered(&spring, "oslo").iter().all(|o| !o.starts_with("Open")), "Oslo has no vent");
    // Once open, it may be closed; once closed, nothing more.
    let open = opened().2.next;
    assert_eq!(offered(&open, "scot"), ["Close Scot"]);
    let mut closed = open.clone();
    closed.vents.open.clear();
    closed.vents.closed.push(map().province_of(map().lookup("scot").unwrap()));
    assert!(offered(&closed, "scot").is_empty());
    // Each order offered reads back as itself and, played, opens or closes the vent.
    let order = parse_order(map(), "Open Scot").unwrap().with_power(map().lookup_power("pollutidar").unwrap());
    let result = play(map(), &spring, &[order], &Rules::default());
    assert!(result.order_outcomes()[0].success);
}
