//! Militarism III's Leaders outside the movement phase (rules 3 and 4), under the
//! `militarism-iii` preset on maps/militarism-iii: what a case cannot check. The orders
//! offered (the opening Leader's build, a Leader's retreats, no disband of a Leader), who the
//! duties name out and ordering, the centres a Leader does not take, and a dislodged Leader's
//! position read back. Every board played (the opening build, supply, removals, elimination,
//! retreats) is a case in tests/variants/leaders_phases.toml.

mod common;

use common::position::Parts;
use graustark::game::read_orders;
use graustark::legal::legal_orders;
use graustark::map::Map;
use graustark::order::{Action, Order};
use graustark::rules::Leaders;
use graustark::state::GameState;
use graustark::{PhaseResult, Rules, UnitKind, phase_duties, play};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/militarism-iii/map.json")).unwrap())
}

fn rules() -> Rules {
    graustark::rules::preset("militarism-iii").unwrap()
}

/// Plays `orders` (`"france: Build L Par"`) in `s` under `rules`.
fn played(s: &GameState, orders: &[&str], rules: &Rules) -> (Vec<Order>, PhaseResult) {
    let given: Vec<(Option<&str>, &str)> = orders
        .iter()
        .map(|o| {
            let (p, t) = o.split_once(": ").unwrap();
            (Some(p), t)
        })
        .collect();
    let (orders, _, unreadable) = read_orders(map(), s, given);
    assert!(unreadable.is_empty(), "{unreadable:?}");
    let result = play(map(), s, &orders, rules);
    (orders, result)
}

fn reasons(result: &PhaseResult) -> Vec<String> {
    result.order_outcomes().iter().map(|o| format!("{} {}", o.success, o.reason.describe(map()))).collect()
}

/// A Winter 1901 position: France with these units (`A Bur`) and centres, Germany's army in
/// Munich, its centre.
fn winter(units: &[&str], centres: &[&str]) -> GameState {
    let mut lines: Vec<String> = units.iter().map(|u| format!("France: {u}")).collect();
    lines.push("Germany: A Munich".into());
    let centres = [format!("France: {}", centres.join(", ")), "Germany: Munich".to_string()];
    let parts = Parts { phase: "winter 1901 adjustment", units: &lines, centres: &centres, ..Parts::default() };
    common::position::build(map(), &parts)
}

/// Rule 3: "it does not require supplies for support". Nothing offers to disband the Leader
/// (the removals played are cases in tests/variants/leaders_phases.toml).
#[test]
fn nothing_offers_to_disband_the_leader() {
    let s = winter(&["A Paris", "A Burgundy", "L Paris"], &["Paris"]);
    let offered = legal_orders(map(), &s, map().lookup("par").unwrap(), &rules());
    assert!(offered.iter().all(|o| !matches!(o, Order::Unit { kind: Some(UnitKind::Leader), .. })), "{offered:?}");
    assert!(
        offered.iter().any(|o| matches!(o, Order::Unit { kind: Some(UnitKind::Army), action: Action::Disband, .. }))
    );
}

/// Rule 3: "An L is eliminated only when its country is eliminated". Who the duties name out
/// and who orders (the boards played are cases in tests/variants/leaders_phases.toml).
#[test]
fn a_power_out_of_the_game_is_named_out_and_one_with_its_leader_alone_orders() {
    let france = map().lookup_power("france").unwrap();
    // Under elimination=no-units France, its last army removed, is out with only its Leader.
    let no_units = Rules { elimination: graustark::rules::Elimination::NoUnits, ..rules() };
    let (_, result) = played(&winter(&["A Burgundy", "L Paris"], &[]), &[], &no_units);
    assert!(phase_duties(map(), &result.next, &no_units).eliminated.contains(&france));
    // Under the default rule a power with centres stays in with only its Leader, which moves:
    // France orders in the spring.
    let s = winter(&["L Paris"], &["Paris"]);
    assert!(!phase_duties(map(), &s, &rules()).eliminated.contains(&france));
    let (_, result) = played(&s, &[], &rules());
    assert!(phase_duties(map(), &result.next, &rules()).ordering.contains(&france));
}

#[test]
fn a_leader_takes_no_centre() {
    let text = r#"{"season":"fall","year":1901,"phase":"movement","units":[
        {"power":"france","type":"army","region":"par"},
        {"power":"france","type":"leader","region":"bel"},
        {"power":"germany","type":"leader","region":"hol"},
        {"power":"italy","type":"leader","region":"hol"}],
        "centres":{"france":["par"]}}"#;
    let s = GameState::from_json(map(), text).unwrap();
    let result = play(map(), &s, &[], &rules());
    let counts = result.next.centre_counts(map());
    assert_eq!(counts, [0, 0, 0, 0, 0, 0, 1]);
}

/// A Fall 1901 retreat: Germany's army took Belgium from France's army and Leader (from
/// Burgundy); France's fleet took the Channel from England's fleet (from Brest); England's
/// army in Holland dislodged Germany's lone Leader (from Kiel).
fn retreats() -> GameState {
    let lines = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<String>>();
    let units = lines(&["Germany: A Belgium", "France: F English Channel", "England: A Holland"]);
    let dislodged = lines(&[
        "France: A Belgium <- Burgundy",
        "France: L Belgium <- Burgundy",
        "England: F English Channel <- Brest",
        "Germany: L Holland <- Kiel",
    ]);
    let centres = lines(&["France: Paris", "England: London", "Germany: Berlin"]);
    let parts = Parts {
        phase: "fall 1901 retreat",
        units: &units,
        centres: &centres,
        dislodged: &dislodged,
        ..Parts::default()
    };
    common::position::build(map(), &parts)
}

#[test]
fn a_dislodged_leader_may_retreat_over_land_or_sea_to_join_its_own_units_or_other_leaders() {
    let s = retreats();
    let offered = |place: &str, kind: UnitKind| -> Vec<String> {
        legal_orders(map(), &s, map().lookup(place).unwrap(), &rules())
            .iter()
            .filter(|o| matches!(o, Order::Unit { kind: Some(k), .. } if *k == kind))
            .map(|o| o.describe(map()))
            .collect()
    };
    // France's Leader: to its fleet in the Channel, over land or sea; not to Holland (an
    // English army), nor to Burgundy, whence the attack came.
    assert_eq!(
        offered("bel", UnitKind::Leader),
        ["L Bel - Eng", "L Bel - Nth", "L Bel - Pic", "L Bel - Ruh", "L Bel Disband"]
    );
    // The army dislodged with it: by land only.
    assert_eq!(offered("bel", UnitKind::Army), ["A Bel - Pic", "A Bel - Ruh", "A Bel Disband"]);
    // Germany's Leader: beside its own army in Belgium.
    assert_eq!(
        offered("hol", UnitKind::Leader),
        ["L Hol - Bel", "L Hol - Hel", "L Hol - Nth", "L Hol - Ruh", "L Hol Disband"]
    );
}

#[test]
fn the_opening_offers_the_leader_in_each_home_centre_and_later_winters_do_not() {
    let s = GameState::initial(map(), 1901);
    let offered = |s: &GameState, place: &str, rules: &Rules| -> Vec<String> {
        legal_orders(map(), s, map().lookup(place).unwrap(), rules).iter().map(|o| o.describe(map())).collect()
    };
    assert_eq!(offered(&s, "par", &rules()), ["Build L Par", "Build A Par", "Waive"]);
    assert_eq!(offered(&s, "bre", &rules()), ["Build L Bre", "Build A Bre", "Build F Bre", "Waive"]);
    // Not under leaders=none.
    let none = Rules { leaders: Leaders::None, ..rules() };
    assert_eq!(offered(&s, "par", &none), ["Build A Par", "Waive"]);
    // Nor in a later winter, where the army build in Paris beside France's Leader is offered.
    let later = winter(&["army bur", "leader par"], &["par", "bre", "mar"]);
    assert_eq!(offered(&later, "par", &rules()), ["Build A Par", "Waive"]);
    // The Leader's build offered is judged legal.
    let (_, result) = played(&s, &["france: Build L Par"], &rules());
    assert_eq!(reasons(&result)[0], "true built");
}

/// Issue 34, item 14: a Leader standing alone where another power's army arrives is
/// dislodged; its attacker came from the army's province, and the position reads back.
#[test]
fn a_leader_dislodged_by_a_foreign_army_reads_back() {
    let text = r#"{"season":"spring","year":1901,"phase":"movement","units":[
        {"power":"germany","type":"leader","region":"hol"},
        {"power":"germany","type":"army","region":"ber"},
        {"power":"england","type":"army","region":"bel"}],
        "centres":{"england":["lon"],"germany":["ber"]}}"#;
    let s = GameState::from_json(map(), text).unwrap();
    let (_, result) = played(&s, &["germany: L Hol H", "england: A Bel - Hol"], &rules());
    let bel = map().province_of(map().lookup("bel").unwrap());
    let dislodged: Vec<_> = result.next.dislodged.iter().map(|d| (d.unit.kind, d.attacker_from)).collect();
    assert_eq!(dislodged, [(UnitKind::Leader, bel)]);
    let back = serde_json::to_string(&result.next.to_json_value(map())).unwrap();
    let read = GameState::from_json(map(), &back).unwrap_or_else(|e| panic!("{back}: {e}"));
    assert_eq!(read.dislodged, result.next.dislodged);
}
