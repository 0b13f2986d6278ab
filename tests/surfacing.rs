//! Das Dippyspiel's units through the vents (rule 7, the movement part) as the parser reads
//! them, the reports print them, the judge writes them and the order pad offers them; the play
//! itself, with the choices recorded, is `tests/variants/surfacing.toml`.
//!
//! Rule 7: "units are brought to the surface by means of vents, and are considered as
//! attacking the surface province in which the vent is located from Pollutidar" and "A
//! Pollutidarian unit in a province which has an open vent may (R)-Pollutidar."

mod common;

use common::position::{map_for, position};
use graustark::order::Order;
use graustark::report::{ReportOptions, ReportStyle, write_report};
use graustark::{Adjudicator, GameState, Map, Rules, cases::adjudicate_line, game::play, parse_order};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| map_for("dippyspiel", None))
}

fn orders_in(state: &GameState, texts: &[&str]) -> Vec<Order> {
    texts
        .iter()
        .map(|t| {
            let (p, o) = t.split_once(": ").unwrap();
            parse_order(map(), o).unwrap().with_power(map().lookup_power(p).unwrap()).in_position(map(), state)
        })
        .collect()
}

/// A spring with Scotland's vent open: an army comes up there, Pollutidar's army in Tibet goes
/// down, and one order to come up at Yorkshire (no vent) is refused.
fn season() -> (GameState, Vec<Order>, graustark::PhaseResult) {
    let mut state = position(map(), "spring 1501 movement", &["Pollutidar: A Tibet", "Kalmar: A Yorkshire"]);
    for at in ["scot", "tbet"] {
        state.vents.open.push(map().province_of(map().lookup(at).unwrap()));
    }
    let orders = orders_in(
        &state,
        &["Pollutidar: A Pollutidar-Scot", "Pollutidar: A Tbet (R)-Pollutidar", "Pollutidar: F Pollutidar-York"],
    );
    let result = play(map(), &state, &orders, &Rules::default());
    (state, orders, result)
}

fn report(style: ReportStyle) -> String {
    let (state, orders, result) = season();
    let options = ReportOptions { rules: &Rules::default(), numbers: false, style, press: &[] };
    write_report(map(), &state, &orders, &result, &options)
}

#[test]
fn the_notation_reads_and_is_written_back_alike() {
    let place = map().underground_place().unwrap();
    for (text, written) in [
        ("A Pollutidar-Scot", "A Pollutidar - Scot"),
        ("F Poll-Atl19", "F Pollutidar - Atl19"),
        ("C Pollutidar - Tibet", "C Pollutidar - Tbet"),
        ("A Scot (R)-Pollutidar", "A Scot - Pollutidar"),
        ("A Scot-Pollutidar", "A Scot - Pollutidar"),
        ("A Scot - Poll", "A Scot - Pollutidar"),
    ] {
        let order = parse_order(map(), text).unwrap();
        assert_eq!(order.describe(map()), written, "{text}");
        assert_eq!(parse_order(map(), written).unwrap(), order, "{written}");
        let Order::Unit { loc, action: graustark::order::Action::Move { to, .. }, .. } = order else {
            panic!("{text}: {order:?}")
        };
        assert!(loc == place || to == place, "{text}");
    }
    // The board without the underground has no such place.
    let standard = map_for("standard", None);
    assert!(parse_order(&standard, "A Pollutidar-Lon").is_err());
}

#[test]
fn no_position_has_a_unit_underground() {
    let text = r#"{"season":"spring","year":1501,"phase":"movement","units":[{"power":"pollutidar","type":"army","region":"pollutidar"}]}"#;
    let err = GameState::from_json(map(), text).unwrap_err().to_string();
    assert!(err.contains("units[0]"), "{err}");
    // After a season of coming up and going down, none is there either.
    let next = season().2.next;
    assert!(next.units.iter().all(|u| !map().is_below(map().province_of(u.loc))));
    let json = next.to_json(map());
    assert!(json.contains(r#"{"power":"pollutidar","type":"army","region":"scot","number":1}"#), "{json}");
    assert!(!json.contains(r#""region":"tbet""#), "{json}");
}

#[test]
fn the_refusals_name_what_is_wrong() {
    let (_, _, result) = season();
    let said: Vec<String> = result.order_outcomes().iter().map(|o| o.reason.describe(map())).collect();
    assert_eq!(said, ["came up", "went down", "illegal: Yorkshire has no vent"]);
    let mut state = position(map(), "spring 1501 movement", &["Kalmar: A Scotland"]);
    state.vents.open.push(map().province_of(map().lookup("atl19").unwrap()));
    state.vents.closed.push(map().province_of(map().lookup("tbet").unwrap()));
    let orders = orders_in(
        &state,
        &[
            "Kalmar: A Pollutidar-Atl19",
            "Pollutidar: A Pollutidar-Atl19",
            "Pollutidar: F Pollutidar-Tbet",
            "Pollutidar: F Pollutidar-Kass",
            "Kalmar: A Scot-Pollutidar",
            "Pollutidar: Pollutidar-Atl19",
        ],
    );
    let result = play(map(), &state, &orders, &Rules::default());
    let said: Vec<String> = result.order_outcomes().iter().map(|o| o.reason.describe(map())).collect();
    assert_eq!(
        said,
        [
            "illegal: only the underground power's units come up through the vents and go down",
            "illegal: only fleets enter the high seas: an army cannot come up in Atlantic 19",
            "illegal: the vent in Tibet was closed, and may not be reopened",
            "illegal: the vent in Kassala is not open",
            "illegal: only the underground power's units come up through the vents and go down",
            "illegal: a unit coming up must say its kind: A, F or C",
        ]
    );
}

#[test]
fn the_reports_say_which_unit_came_up_and_which_went_down() {
    let plain = report(ReportStyle::Plain);
    let want = "POLLUTIDAR\n    A Pollutidar - Scot  (came up)\n    A Tbet - Pollutidar  (went down)\n  * F Pollutidar - York  (illegal: Yorkshire has no vent)";
    assert!(plain.contains(want), "{plain}");
    let house = report(ReportStyle::House2023);
    assert!(
        house.contains("POLLUTIDAR: A(Pollutidar)-Sco (came up), A(Tbet)-Pollutidar (went down), ~F(Pollutidar)-Yor~."),
        "{house}"
    );
    // The underground's name takes no province's abbreviation from it.
    assert!(house.contains(" Pol,") && !house.contains("Polt"), "{house}");
}

#[test]
fn the_judge_names_the_unit_that_came_up_and_the_one_that_went_down() {
    let line = r#"{"id":"s1","season":"spring","year":1501,"variant":"dippyspiel","units":[{"power":"pollutidar","type":"army","region":"tbet"},{"power":"kalmar","type":"army","region":"york"}],"orders":[{"power":"pollutidar","text":"A Pollutidar-Scot"},{"power":"pollutidar","text":"A Tbet (R)-Pollutidar"},{"power":"kalmar","text":"A York-Scot"},{"power":"pollutidar","text":"F Pollutidar-York"}],"vents":{"open":["scot","tbet"]}}"#;
    let out = adjudicate_line(&mut Adjudicator::default(), map(), &Rules::default(), line).unwrap();
    for part in [
        r#"{"region":"tbet","order":"A Tbet (R)-Pollutidar","success":true,"reason":"went down"}"#,
        r#"{"region":"york","order":"A York-Scot","success":false,"reason":"bounced with A Pollutidar"}"#,
        r#"{"region":"pollutidar","order":"A Pollutidar-Scot","success":false,"reason":"bounced with A York"}"#,
        r#""problems":[{"order":"F Pollutidar-York","error":"illegal: Yorkshire has no vent"}]"#,
    ] {
        assert!(out.contains(part), "{part}\n{out}");
    }
    let bad = line.replace(r#""open":["scot","tbet"]"#, r#""open":["oslo"]"#);
    let err = adjudicate_line(&mut Adjudicator::default(), map(), &Rules::default(), &bad).unwrap_err().to_string();
    // Oslo has no vent of the map's: one open there was bought (rule 16), and says so.
    assert!(err.contains("the vent in Oslo is none of the map's: list it reopened or new"), "{err}");
}

/// Positions with Scotland's and Atlantic 19's vents open, Tibet's closed.
fn with_vents(units: &[&str]) -> GameState {
    let mut state = position(map(), "spring 1501 movement", units);
    for at in ["scot", "atl19", "pets"] {
        state.vents.open.push(map().province_of(map().lookup(at).unwrap()));
    }
    state.vents.closed.push(map().province_of(map().lookup("tbet").unwrap()));
    state
}

fn offered(state: &GameState, at: &str) -> Vec<String> {
    let loc = map().lookup(at).unwrap();
    graustark::legal::legal_orders(map(), state, loc, &Rules::default()).iter().map(|o| o.describe(map())).collect()
}

#[test]
fn the_pad_offers_coming_up_at_an_open_vent_and_going_down_from_one() {
    let state = with_vents(&["Pollutidar: A Scotland", "Kalmar: F Atlantic 19"]);
    let scot = offered(&state, "scot");
    let tail: Vec<&str> = scot.iter().rev().take(5).rev().map(String::as_str).collect();
    assert_eq!(
        tail,
        ["A Scot - Pollutidar", "A Pollutidar - Scot", "F Pollutidar - Scot", "C Pollutidar - Scot", "Close Scot"]
    );
    assert_eq!(offered(&state, "atl19")[offered(&state, "atl19").len() - 2..], ["F Pollutidar - Atl19", "Close Atl19"]);
    let pets = offered(&state, "pets");
    assert!(
        pets.contains(&"F Pollutidar - Pets/ec".into()) && pets.contains(&"F Pollutidar - Pets/nc".into()),
        "{pets:?}"
    );
    assert!(offered(&state, "tbet").is_empty(), "a closed vent offers nothing");
    assert!(offered(&state, "york").is_empty(), "no vent");
    // At the limit of five armies, no sixth is offered.
    let five = with_vents(&[
        "Pollutidar: A Tyrol",
        "Pollutidar: A Rioja",
        "Pollutidar: A Tyumen",
        "Pollutidar: A Nebraska",
        "Pollutidar: A Ferghana",
    ]);
    assert!(!offered(&five, "scot").contains(&"A Pollutidar - Scot".into()));
    assert!(offered(&five, "scot").contains(&"F Pollutidar - Scot".into()));
}

/// An order as its text gives it: the unit named by place, not by number.
fn unnumbered(o: Order) -> Order {
    match o {
        Order::Unit { power, kind, loc, action, .. } => Order::Unit { power, kind, loc, action, number: 0 },
        other => other,
    }
}

/// The offered-orders property (tests/offered_orders.rs) for the vents' orders: each reads
/// back from its text as the same order, and played alone is not illegal (DATC 4.E.1) and,
/// unless it attacks a unit standing on the vent, does what it says: comes up, or goes down.
#[test]
fn each_offered_order_through_a_vent_reads_back_and_is_legal_played_alone() {
    let positions: [&[&str]; 3] = [
        &["Pollutidar: A Scotland"],
        &["Pollutidar: F Scotland", "Kalmar: A Yorkshire", "Pollutidar: F Atlantic 19"],
        &["Pollutidar: C Scotland", "Kalmar: F Atlantic 6"],
    ];
    let pollutidar = map().lookup_power("pollutidar").unwrap();
    let mut checked = 0;
    for units in positions {
        let state = with_vents(units);
        for at in ["scot", "atl19", "pets"] {
            let loc = map().lookup(at).unwrap();
            for order in graustark::legal::legal_orders(map(), &state, loc, &Rules::default()) {
                let Order::Unit { loc: from, action: graustark::order::Action::Move { to, .. }, .. } = order else {
                    continue;
                };
                let up = map().is_below(map().province_of(from));
                if !up && !map().is_below(map().province_of(to)) {
                    continue;
                }
                let text = order.describe(map());
                let back = parse_order(map(), &text).unwrap().with_power(pollutidar);
                assert_eq!(unnumbered(back), unnumbered(order), "{text}");
                let r = play(map(), &state, &[order], &Rules::default());
                let o = r.order_outcomes()[0];
                let want = if up { graustark::Reason::CameUp } else { graustark::Reason::WentDown };
                let said = o.reason.describe(map());
                assert!(!matches!(o.reason, graustark::Reason::Illegal(_)), "{units:?}: {text}: {said}");
                // Into a province a unit holds, played alone, it bounces; else it does as it says.
                let held = up && state.unit_in(map(), map().province_of(to)).is_some();
                assert!(held || (o.success && o.reason == want), "{units:?}: {text}: {said}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 10, "{checked}");
}

#[test]
fn the_map_image_draws_nothing_underground() {
    use graustark_gm::image::{PhaseDrawn, draw_phases};
    let read =
        |f: &str| std::fs::read_to_string(format!("{}/maps/dippyspiel/{f}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let (art, layout) = (read("board.svg"), read("layout.json"));
    let mut before = position(map(), "spring 1501 movement", &["Pollutidar: A Tibet", "Xanadu: F Atlantic 16"]);
    for at in ["scot", "tbet"] {
        before.vents.open.push(map().province_of(map().lookup(at).unwrap()));
    }
    let orders = orders_in(
        &before,
        &["Pollutidar: A Pollutidar-Scot", "Pollutidar: A Tbet (R)-Pollutidar", "Xanadu: F Atl16 S A Pollutidar-Scot"],
    );
    let result = play(map(), &before, &orders, &Rules::default());
    let phase = PhaseDrawn { before: &before, orders: &orders, result: &result };
    let svg = draw_phases(map(), &art, &layout, &[phase]).unwrap();
    // No mark at the origin, where an underground place would be drawn had it a layout.
    assert!(!svg.contains(r#"d="M0 0"#) && !svg.contains(r#"cx="0" cy="0""#), "{}", &svg[svg.len() - 3000..]);
    assert_eq!(svg.matches(r#"data-order="support""#).count(), 1, "the support is drawn, to Scotland");
    assert!(!svg.contains(r#"data-order="move""#), "no move is drawn to or from below");
}

#[test]
fn the_map_s_view_leaves_the_underground_out() {
    let view = graustark::view::MapView::of(map());
    assert_eq!(view.provinces.len(), map().below.unwrap().0 as usize);
    assert!(view.provinces.iter().all(|p| !p.id.starts_with("pollutidar")));
    assert!(map().provinces.len() > view.provinces.len());
}
