//! Militarism III's Leaders as reports and views show them: `L Par`; beside its unit in the
//! report's list of shared provinces (`Paris: French A (with L)`, by number when the report
//! numbers units); the order views' texts tell a Leader and its army apart by kind, not by
//! number, and read back as their orders; the view's unit type is `leader`.

use graustark::game::read_orders;
use graustark::legal::legal_orders;
use graustark::map::Map;
use graustark::report::{zine_report, zine_report_numbered};
use graustark::state::GameState;
use graustark::view::OrderView;
use graustark::{Rules, play};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/militarism-iii/map.json")).unwrap())
}

fn rules() -> Rules {
    graustark::rules::preset("militarism-iii").unwrap()
}

#[test]
fn the_report_shows_each_leader_with_its_unit() {
    let s = GameState::initial(map(), 1901);
    let given = [(Some("france"), "Build A Par"), (Some("france"), "Build L Par"), (Some("germany"), "Build L Mun")];
    let (orders, _, _) = read_orders(map(), &s, given);
    let result = play(map(), &s, &orders, &rules());
    let report = zine_report(map(), &s, &orders, &result, &rules());
    assert!(report.contains("    Build L Par\n"), "{report}");
    assert!(report.contains("Several units in one province:\n"), "{report}");
    assert!(report.contains("  Paris: French A (with L)\n"), "{report}");
    assert!(report.contains("  Munich: German A (with L)\n"), "{report}");
    // Germany ordered its Leader only: it gets its customary units all the same.
    assert!(
        report.contains("Germany ordered no builds: its customary units are built: A Ber, F Kie, A Mun.\n"),
        "{report}"
    );
    // England ordered nothing: its Leader is among its customary units.
    assert!(
        report.contains("England ordered no builds: its customary units are built: F Edi, F Lon, A Lvp, L Edi.\n"),
        "{report}"
    );
    let numbered = zine_report_numbered(map(), &s, &orders, &result, &rules(), true);
    assert!(numbered.contains("  Paris: French 1 A (with 2 L)\n"), "{numbered}");
}

#[test]
fn a_power_that_orders_its_units_but_no_leader_is_told_where_its_leader_stands() {
    let s = GameState::initial(map(), 1901);
    let given = [(Some("france"), "Build A Par"), (Some("france"), "Build A Mar"), (Some("france"), "Build F Bre")];
    let (orders, _, _) = read_orders(map(), &s, given);
    let result = play(map(), &s, &orders, &rules());
    let report = zine_report(map(), &s, &orders, &result, &rules());
    assert!(report.contains("France ordered no Leader: its Leader is built: L Bre.\n"), "{report}");
    assert!(report.contains("  Brest: French F (with L)\n"), "{report}");
}

#[test]
fn order_views_tell_a_leader_from_its_army_by_kind() {
    let text = r#"{"season":"spring","year":1901,"phase":"movement","units":[
        {"power":"france","type":"army","region":"par"},
        {"power":"france","type":"leader","region":"par"}]}"#;
    let s = GameState::from_json(map(), text).unwrap();
    let offered = legal_orders(map(), &s, map().lookup("par").unwrap(), &rules());
    let views: Vec<OrderView> = offered.iter().map(|o| OrderView::in_position(map(), o, &s)).collect();
    assert!(views.iter().any(|v| v.text == "A Par - Bur" && v.unit_type == Some("army")), "{views:?}");
    assert!(views.iter().any(|v| v.text == "L Par - Bur" && v.unit_type == Some("leader")), "{views:?}");
    // Each view's text reads back as its order, in the position.
    for (o, v) in offered.iter().zip(&views) {
        let (read, _, bad) = read_orders(map(), &s, [(Some("france"), v.text.as_str())]);
        assert!(bad.is_empty(), "{}: {bad:?}", v.text);
        let back = OrderView::in_position(map(), &read[0], &s);
        assert_eq!(back.text, v.text, "{o:?}");
        assert_eq!(back.number, v.number, "{}", v.text);
    }
}
