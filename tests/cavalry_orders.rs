//! Das Dippyspiel's cavalry orders (rule 6) as the parser reads them, the reports print them and
//! the judge writes them; the play of the two halves is `tests/variants/cavalry.toml`.
//!
//! Rule 6: "Each such move must be written separately: e.g., C Xxxx-(H)-(H); C Xxxx-Yyyy-Zzzz;
//! C Xxxx-(H)-Yyyy; C Xxxx-Yyyy-(H); C Xxxx-Yyyy-(S) C Aaaa-Bbbb".

mod common;

use common::position::{map_for, position};
use graustark::order::{Action, Half, Halves, Order};
use graustark::report::{ReportOptions, ReportStyle, write_report};
use graustark::{Adjudicator, Map, Rules, cases::adjudicate_line, game::play, parse_order};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| map_for("dippyspiel", None))
}

fn halves(text: &str) -> [Half; 2] {
    match parse_order(map(), text).unwrap_or_else(|e| panic!("{text}: {}", e.message())) {
        Order::Unit { action: Action::Halves(Halves(h)), .. } => h,
        other => panic!("{text}: read as {}", other.describe(map())),
    }
}

fn at(id: &str) -> graustark::LocId {
    map().lookup(id).unwrap()
}

#[test]
fn the_rule_s_five_forms_are_read_as_two_halves_and_written_back_alike() {
    let forms = [
        ("C Kiev-(H)-(H)", [Half::Hold, Half::Hold], "C Kiev - (H) - (H)"),
        ("C Kiev-Dyge-Taur", [Half::Move(at("dyge")), Half::Move(at("taur"))], "C Kiev - Dyge - Taur"),
        ("C Kiev-(H)-Polt", [Half::Hold, Half::Move(at("polt"))], "C Kiev - (H) - Polt"),
        ("C Kiev-Dyge-(H)", [Half::Move(at("dyge")), Half::Hold], "C Kiev - Dyge - (H)"),
    ];
    for (text, want, written) in forms {
        assert_eq!(halves(text), want, "{text}");
        let order = parse_order(map(), text).unwrap();
        assert_eq!(order.describe(map()), written);
        assert_eq!(parse_order(map(), written).unwrap(), order, "{written} reads back as {text}");
    }
    let support = halves("C Kiev-Dyge-(S) C Zapo-Taur");
    let cavalry = Some(graustark::UnitKind::Cavalry);
    let second = Half::Support { target: at("zapo"), target_kind: cavalry, dest: Some(at("taur")) };
    assert_eq!(support, [Half::Move(at("dyge")), second]);
}

#[test]
fn a_support_in_the_first_half_takes_the_place_after_it_and_a_hold_support_says_so() {
    let army = Some(graustark::UnitKind::Army);
    let [first, second] = halves("C Polt-(S) A Cher-Kiev-Dyge");
    assert_eq!(first, Half::Support { target: at("cher"), target_kind: army, dest: Some(at("kiev")) });
    assert_eq!(second, Half::Move(at("dyge")));
    let [first, second] = halves("C Polt-(S) A Cher (H)-Dyge");
    assert_eq!(first, Half::Support { target: at("cher"), target_kind: army, dest: None });
    assert_eq!(second, Half::Move(at("dyge")));
    let order = parse_order(map(), "C Polt-(S) A Cher (H)-Dyge").unwrap();
    assert_eq!(order.describe(map()), "C Polt - (S) A Cher (H) - Dyge");
    assert_eq!(parse_order(map(), &order.describe(map())).unwrap(), order);
    // A support to hold in the second half may say so too, as the order is written back.
    let [first, second] = halves("C Kiev-Dyge-(S) A Taur (H)");
    assert_eq!(
        (first, second),
        (Half::Move(at("dyge")), Half::Support { target: at("taur"), target_kind: army, dest: None })
    );
    let order = parse_order(map(), "C Kiev-Dyge-(S) A Taur").unwrap();
    assert_eq!(order.describe(map()), "C Kiev - Dyge - (S) A Taur (H)");
    assert_eq!(parse_order(map(), &order.describe(map())).unwrap(), order);
    // A first half of its own form with no second: the second holds.
    assert_eq!(halves("C Polt-(S) A Cher-Kiev")[1], Half::Hold);
}

#[test]
fn a_cavalry_order_of_one_half_is_any_unit_s_order() {
    for (text, action) in
        [("C Kiev - Dyge", Action::Move { to: at("dyge"), via_convoy: false }), ("C Kiev H", Action::Hold)]
    {
        let Order::Unit { action: got, .. } = parse_order(map(), text).unwrap() else { panic!("{text}") };
        assert_eq!(got, action, "{text}");
    }
}

#[test]
fn a_bad_half_is_refused_naming_what_is_wrong() {
    let err = parse_order(map(), "C Kiev-Dyge-Nowhere").unwrap_err();
    assert_eq!(err.message(), "unknown province 'Nowhere'");
    let err = parse_order(map(), "C Kiev-Dyge-Taur-Seva").unwrap_err();
    assert!(err.message().contains("'-'"), "{}", err.message());
}

#[test]
fn on_the_standard_board_c_is_still_the_convoy_word() {
    let standard = map_for("standard", None);
    let order = parse_order(&standard, "F Nth C A Lon - Nwy").unwrap();
    assert!(matches!(order, Order::Unit { action: Action::Convoy { .. }, .. }));
}

/// The fallback case of tests/variants/cavalry.toml, played and reported.
fn stood_off() -> (graustark::GameState, Vec<Order>, graustark::PhaseResult) {
    let state = position(map(), "spring 1501 movement", &["Sevastopol: C Kiev", "Ruritania: A Odessa"]);
    let orders: Vec<Order> = ["Sevastopol: C Kiev-Dyge-Polt", "Ruritania: A Odes-Dyge"]
        .iter()
        .map(|t| parse_order(map(), t).unwrap().in_position(map(), &state))
        .collect();
    let result = play(map(), &state, &orders, &Rules::default());
    (state, orders, result)
}

fn report(style: ReportStyle) -> String {
    let (state, orders, result) = stood_off();
    let options = ReportOptions { rules: &Rules::default(), numbers: false, style, press: &[] };
    write_report(map(), &state, &orders, &result, &options)
}

#[test]
fn the_plain_report_names_each_half() {
    let r = report(ReportStyle::Plain);
    assert!(r.contains("  * C Kiev - Dyge - Polt  (first half: bounced with A Odes; second half: moved)"), "{r}");
}

#[test]
fn the_house_report_marks_each_half_by_its_own_outcome() {
    let r = report(ReportStyle::House2023);
    assert!(r.contains("C(Kie)-_Dyg_-Pol"), "{r}");
}

#[test]
fn the_judge_writes_the_second_half_beside_the_first() {
    let line = r#"{"id":"c1","season":"spring","year":1501,"units":[{"power":"sevastopol","type":"cavalry","region":"kiev"},{"power":"ruritania","type":"army","region":"odes"}],"orders":[{"power":"sevastopol","text":"C Kiev-Dyge-Polt"},{"power":"ruritania","text":"A Odes-Dyge"}]}"#;
    let out = adjudicate_line(&mut Adjudicator::default(), map(), &Rules::default(), line).unwrap();
    assert!(
        out.contains(r#""success":false,"reason":"bounced with A Odes","second":{"success":true,"reason":"moved"}"#),
        "{out}"
    );
    assert_eq!(out.matches("\"second\"").count(), 1, "only the cavalry's line has a second half: {out}");
}

/// A season played from `units` with `orders`, as the cases write them.
fn season(units: &[&str], orders: &[&str]) -> graustark::PhaseResult {
    let state = position(map(), "spring 1501 movement", units);
    let orders: Vec<Order> = orders.iter().map(|t| parse_order(map(), t).unwrap().in_position(map(), &state)).collect();
    play(map(), &state, &orders, &Rules::default())
}

#[test]
fn the_position_keeps_what_the_cavalry_rules_add_to_retreats_and_reads_it_back() {
    // Option a (tests/variants/cavalry.toml, option-a-must-retreat-to-its-second-half).
    let a = season(
        &["Sevastopol: C Kiev", "Ruritania: C Poltava", "Ruritania: A Dygertevsk"],
        &["Sevastopol: C Kiev-(H)-Vinn", "Ruritania: C Polt-Kiev-Biye", "Ruritania: A Dyge S C Polt-Kiev"],
    );
    let json = a.next.to_json(map());
    assert!(json.contains(r#""must_retreat_to":"vinn""#), "{json}");
    assert_eq!(graustark::GameState::from_json(map(), &json).unwrap(), a.next);
    // A second half's dislodgement beside a first half's standoff between cavalry units.
    let b = season(
        &[
            "Sevastopol: C Kiev",
            "Ruritania: C Poltava",
            "Sevastopol: C Vinnitsa",
            "Ruritania: C Odessa",
            "Ruritania: C Moldavia",
        ],
        &[
            "Sevastopol: C Kiev-Dyge-(H)",
            "Ruritania: C Polt-Dyge-(H)",
            "Sevastopol: C Vinn-(H)-(H)",
            "Ruritania: C Odes-(H)-Vinn",
            "Ruritania: C Mold-(H)-(S) C Odes-Vinn",
        ],
    );
    let json = b.next.to_json(map());
    assert!(json.contains(r#""second_half":true"#) && json.contains(r#""cavalry_standoffs":["dyge"]"#), "{json}");
    assert_eq!(graustark::GameState::from_json(map(), &json).unwrap(), b.next);
    // Option b (tests/variants/cavalry.toml, option-b-stands-off-the-second-move).
    let c = season(
        &["Sevastopol: C Kiev", "Ruritania: C Poltava", "Ruritania: A Dygertevsk"],
        &["Sevastopol: C Kiev-(H)-(H)", "Ruritania: C Polt-Kiev-Biye", "Ruritania: A Dyge S C Polt-Kiev"],
    );
    let json = c.next.to_json(map());
    assert!(json.contains(r#""stand_off_in":"biye""#), "{json}");
    assert_eq!(graustark::GameState::from_json(map(), &json).unwrap(), c.next);
    // The standard game's positions write none of it.
    let standard = map_for("standard", None);
    let json = graustark::GameState::initial(&standard, 1901).to_json(&standard);
    assert!(!json.contains("cavalry") && !json.contains("must_retreat") && !json.contains("second_half"), "{json}");
}

#[test]
fn a_cavalry_standoff_that_is_no_standoff_is_refused_by_name() {
    let text = r#"{"season":"spring","year":1501,"phase":"retreat","units":[],"standoffs":["dyge"],"cavalry_standoffs":["kiev"]}"#;
    let err = graustark::GameState::from_json(map(), text).unwrap_err();
    assert_eq!(err.at, "cavalry_standoffs");
    assert!(err.to_string().contains("Kiev is given as a cavalry standoff but is not among the standoffs"), "{err}");
}

#[test]
fn the_reports_say_the_unit_a_retreat_stood_off_goes_back() {
    let moves = season(
        &["Sevastopol: C Kiev", "Ruritania: C Poltava", "Ruritania: A Dygertevsk"],
        &["Sevastopol: C Kiev-(H)-(H)", "Ruritania: C Polt-Kiev-Biye", "Ruritania: A Dyge S C Polt-Kiev"],
    );
    let state = moves.next;
    let orders = vec![parse_order(map(), "Sevastopol: C Kiev - Biye").unwrap().in_position(map(), &state)];
    let result = play(map(), &state, &orders, &Rules::default());
    for style in [ReportStyle::Plain, ReportStyle::House2023] {
        let options = ReportOptions { rules: &Rules::default(), numbers: false, style, press: &[] };
        let r = write_report(map(), &state, &orders, &result, &options);
        assert!(r.contains("Ruritanian C Biyelovsk, its second move stood off by a retreat, returns to Kiev."), "{r}");
    }
}

#[test]
fn an_unknown_unit_type_is_refused_naming_the_kinds_this_board_reads() {
    let text = r#"{"season":"spring","year":1501,"phase":"movement","units":[{"power":"sevastopol","type":"tank","region":"kiev"}]}"#;
    let err = graustark::GameState::from_json(map(), text).unwrap_err();
    assert_eq!(
        err.to_string(),
        "units[0]: unit type 'tank' is not army, fleet, coast guard, leader, cavalry, papal army, papal fleet or papal cavalry"
    );
}

#[test]
fn a_cavalry_unit_named_by_number_may_write_its_letter() {
    let state = position(map(), "spring 1501 movement", &["Sevastopol: 1 C Kiev", "Sevastopol: 2 A Poltava"]);
    let units = graustark::parse::Units::of(&state);
    let sevastopol = map().lookup_power("sevastopol");
    for text in ["1 C Kiev - Dyge - Taur", "1 C Kiev-Dyge-Taur", "1 - Dyge - Taur"] {
        let order = graustark::parse::parse_order_in(map(), units, sevastopol, text)
            .unwrap_or_else(|e| panic!("{text}: {}", e.message()));
        assert_eq!(order.describe(map()), "C Kiev - Dyge - Taur", "{text}");
    }
}

/// The first point of each path of the map image's move lines of `power` with `result`.
fn move_starts(svg: &str, power: &str, result: &str) -> Vec<(f64, f64)> {
    let head = format!(r#"<g data-order="move" data-result="{result}" data-power="{power}"><path d="M"#);
    svg.split(head.as_str())
        .skip(1)
        .map(|rest| {
            let xy: Vec<f64> = rest.split(['L', '"']).next().unwrap().split(' ').map(|v| v.parse().unwrap()).collect();
            (xy[0], xy[1])
        })
        .collect()
}

#[test]
fn the_map_image_draws_each_half_from_where_its_unit_stood_with_its_own_outcome() {
    let (state, orders, result) = stood_off();
    let art = include_str!("../maps/dippyspiel/board.svg");
    let layout = include_str!("../maps/dippyspiel/layout.json");
    let svg = graustark_gm::image::draw_phase(map(), art, layout, &state, &orders, &result).unwrap();
    let kiev: serde_json::Value = serde_json::from_str(layout).unwrap();
    let [kx, ky] = [0, 1].map(|k| kiev["provinces"]["kiev"]["unit"][k].as_f64().unwrap());
    let near_kiev = |&(x, y): &(f64, f64)| (x - kx).hypot(y - ky) < 40.0;
    // Stood off in Dygertevsk (dashed, crossed), then on from Kiev to Poltava.
    let failed = move_starts(&svg, "sevastopol", "failed");
    let moved = move_starts(&svg, "sevastopol", "succeeded");
    assert_eq!((failed.len(), moved.len()), (1, 1), "{failed:?} {moved:?}");
    assert!(
        failed.iter().all(near_kiev) && moved.iter().all(near_kiev),
        "both halves start in Kiev: {failed:?} {moved:?}"
    );
}
