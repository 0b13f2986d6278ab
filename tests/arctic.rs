//! Das Dippyspiel's Arctic crossings (rule 11) as the position keeps them, the reports print
//! them, the judge writes them and the order pad offers them; the play itself, with the
//! choices recorded, is `tests/variants/arctic.toml`.
//!
//! Rule 11: "Movement through Arctic Ocean provinces requires two seasons each; that is, an F
//! moving through such a province must be ordered to do so in one season and would complete
//! the move in the next."

mod common;

use common::position::{map_for, position};
use graustark::legal::legal_orders;
use graustark::order::{Action, Order};
use graustark::report::{ReportOptions, ReportStyle, write_report};
use graustark::{Adjudicator, GameState, Map, Rules, cases::adjudicate_line, game::play, parse_order};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| map_for("dippyspiel", None))
}

fn orders_in(state: &GameState, texts: &[&str]) -> Vec<Order> {
    texts.iter().map(|t| parse_order(map(), t).unwrap().in_position(map(), state)).collect()
}

/// Ruritania's fleet sets out from Arkhangelisk for Arctic 14 in the spring: the position
/// before, the orders, and the result.
fn setting_out() -> (GameState, Vec<Order>, graustark::PhaseResult) {
    let state = position(map(), "spring 1501 movement", &["Ruritania: F Arkhangelisk", "Sevastopol: A Kiev"]);
    let orders = orders_in(&state, &["Ruritania: F Arkh-Arc14"]);
    let result = play(map(), &state, &orders, &Rules::default());
    (state, orders, result)
}

/// The fall after it, Sevastopol's army holding and no order for the fleet.
fn arriving() -> (GameState, Vec<Order>, graustark::PhaseResult) {
    let state = setting_out().2.next;
    let orders = orders_in(&state, &["Sevastopol: A Kiev H"]);
    let result = play(map(), &state, &orders, &Rules::default());
    (state, orders, result)
}

fn report(phase: (GameState, Vec<Order>, graustark::PhaseResult), style: ReportStyle) -> String {
    let (state, orders, result) = phase;
    let options = ReportOptions { rules: &Rules::default(), numbers: false, style, press: &[] };
    write_report(map(), &state, &orders, &result, &options)
}

#[test]
fn the_position_keeps_the_crossing_and_reads_it_back() {
    let next = setting_out().2.next;
    let json = next.to_json(map());
    assert!(json.contains(r#""transits":{"arkh":"arc14"}"#), "{json}");
    assert_eq!(GameState::from_json(map(), &json).unwrap(), next);
    // Played out in the fall, the crossing is over.
    let json = arriving().2.next.to_json(map());
    assert!(json.contains(r#""region":"arc14""#) && !json.contains("transits"), "{json}");
    // The standard game's positions write none of it.
    let standard = map_for("standard", None);
    let json = GameState::initial(&standard, 1901).to_json(&standard);
    assert!(!json.contains("transit"), "{json}");
}

#[test]
fn a_crossing_that_cannot_be_is_refused_naming_the_unit_and_the_sea() {
    let with = |unit: &str, transits: &str| {
        let text =
            format!(r#"{{"season":"fall","year":1501,"phase":"movement","units":[{unit}],"transits":{transits}}}"#);
        GameState::from_json(map(), &text).unwrap_err()
    };
    let fleet = r#"{"power":"ruritania","type":"fleet","region":"arkh"}"#;
    let err = with(fleet, r#"{"arkh":"kare"}"#);
    assert_eq!(err.at, "transits.arkh");
    assert_eq!(err.to_string(), "transits.arkh: Karelia takes one season to cross: no unit is in transit to it");
    let err = with(fleet, r#"{"arkh":"arc7"}"#);
    assert!(err.to_string().contains("a fleet in Arkhangelisk cannot move to Arctic 7"), "{err}");
    let army = r#"{"power":"ruritania","type":"army","region":"kare"}"#;
    let err = with(army, r#"{"kare":"arc14"}"#);
    assert!(err.to_string().contains("an army in Karelia cannot move to Arctic 14"), "{err}");
    let err = with(fleet, r#"{"murm":"arc14"}"#);
    assert_eq!(err.to_string(), "transits.murm: no unit stands in Murmansk to be in transit");
    let err = with(fleet, r#"{"arkh":"nowhere"}"#);
    assert!(err.to_string().contains("nowhere"), "{err}");
}

#[test]
fn the_plain_report_says_the_fleet_set_out_and_then_arrived() {
    let r = report(setting_out(), ReportStyle::Plain);
    assert!(r.contains("    F Arkh - Arc14  (set out for Arctic 14: arrives next season)"), "{r}");
    let r = report(arriving(), ReportStyle::Plain);
    assert!(r.contains("Arriving (moves ordered last season):\n    Ruritanian F Arkhangelisk - Arctic 14\n"), "{r}");
    assert!(!r.contains("Ruritanian F Arkhangelisk\n"), "the arriving fleet is not listed as holding: {r}");
}

#[test]
fn the_house_report_marks_setting_out_and_arriving() {
    let r = report(setting_out(), ReportStyle::House2023);
    assert!(r.contains("F(Arkh)-ARC14 (setting out)"), "{r}");
    let r = report(arriving(), ReportStyle::House2023);
    assert!(r.contains("F(Arkh)-ARC14 (arriving)"), "{r}");
}

#[test]
fn the_judge_writes_the_crossing_set_out() {
    let line = r#"{"id":"a1","season":"spring","year":1501,"units":[{"power":"ruritania","type":"fleet","region":"arkh"}],"orders":[{"power":"ruritania","text":"F Arkh-Arc14"}]}"#;
    let out = adjudicate_line(&mut Adjudicator::default(), map(), &Rules::default(), line).unwrap();
    assert!(out.contains(r#""success":true,"reason":"set out for Arctic 14: arrives next season""#), "{out}");
}

#[test]
fn the_judge_plays_a_case_s_crossing_and_refuses_one_that_cannot_be() {
    let case = |transits: &str| {
        format!(
            r#"{{"id":"a2","season":"fall","year":1501,"units":[{{"power":"ruritania","type":"fleet","region":"arkh"}}],"orders":[],"transits":{transits}}}"#
        )
    };
    let out = adjudicate_line(&mut Adjudicator::default(), map(), &Rules::default(), &case(r#"{"arkh":"arc14"}"#));
    let out = out.unwrap();
    assert!(out.contains(r#""region":"arkh","order":"F Arkh - Arc14","success":true,"reason":"moved""#), "{out}");
    let err = adjudicate_line(&mut Adjudicator::default(), map(), &Rules::default(), &case(r#"{"arkh":"kare"}"#));
    let err = err.unwrap_err().to_string();
    assert!(err.contains("transits.arkh: Karelia takes one season to cross"), "{err}");
}

#[test]
fn a_unit_crossing_is_offered_only_its_move() {
    let next = setting_out().2.next;
    let offered = legal_orders(map(), &next, map().lookup("arkh").unwrap(), &Rules::default());
    let descriptions: Vec<String> = offered.iter().map(|o| o.describe(map())).collect();
    assert_eq!(descriptions, ["F Arkh - Arc14"]);
    // Before it sets out, the Arctic sea is among its moves, with the others.
    let before = setting_out().0;
    let offered = legal_orders(map(), &before, map().lookup("arkh").unwrap(), &Rules::default());
    let to_arc14 = |o: &Order| matches!(o, Order::Unit { action: Action::Move { to, .. }, .. } if *to == map().lookup("arc14").unwrap());
    assert!(offered.iter().any(to_arc14) && offered.len() > 2, "{offered:?}");
}

#[test]
fn the_map_image_draws_the_move_set_out_halfway_and_says_so_in_the_legend() {
    use graustark_gm::image::{PhaseDrawn, draw_phases};
    let read =
        |f: &str| std::fs::read_to_string(format!("{}/maps/dippyspiel/{f}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let (art, layout) = (read("board.svg"), read("layout.json"));
    let (before, orders, result) = setting_out();
    let phase = PhaseDrawn { before: &before, orders: &orders, result: &result };
    let svg = draw_phases(map(), &art, &layout, &[phase]).unwrap();
    // The arrow leaves Arkhangelisk's unit (7788, 1152) toward Arctic 14's (7259, 595) and stops
    // short of halfway (about 385 of the 768 between them), where a move's would reach the sea's.
    let group = svg.split(r#"data-order="set-out""#).nth(1).expect("the move set out is drawn");
    let d = group.split(r#"d="M"#).nth(1).unwrap().split('"').next().unwrap();
    let numbers: Vec<f64> = d.split(['L', ' ']).map(|n| n.parse().unwrap()).collect();
    let (end_x, end_y) = (numbers[2], numbers[3]);
    let from_arkh = ((end_x - 7788.0).powi(2) + (end_y - 1152.0).powi(2)).sqrt();
    assert!(from_arkh < 384.0 && end_x < 7788.0 && end_y < 1152.0, "the arrow ends at ({end_x}, {end_y})");
    assert!(svg.contains(r#"data-legend="set-out""#) && svg.contains("setting out: arrives next season"));
    // The legend says nothing of it where nothing set out.
    let (before, orders, result) = arriving();
    let phase = PhaseDrawn { before: &before, orders: &orders, result: &result };
    let svg = draw_phases(map(), &art, &layout, &[phase]).unwrap();
    assert!(!svg.contains("set-out"), "nothing set out in the fall");
    assert!(svg.contains(r#"data-order="move""#), "the arrival is drawn as the move it is");
}
