//! Das Dippyspiel's A/F (rule 13) as its orders are read and written, offered on the order pad,
//! printed in the reports and written by the judge; the play itself, with the choices recorded,
//! is `tests/variants/af.toml`.
//!
//! Rule 13: "The boarding move is written ...: A Xxxx-Yyyy (becomes A/F) ... if the F is owned
//! by another power, he must write an order for his F to accept the A; thereafter, orders for
//! the A/F are written by the power owning the F. ... When the A disembarks, it may be supported
//! in landing by its F. Such a move is written ...: A Xxxx-Yyyy (S) by F Xxxx."
//!
//! Atlantic 18 touches Anjou, Exeter, Normandy, Picardy and Peeropolis; by land Normandy
//! borders Picardy and Anjou.

mod common;

use common::position::{map_for, position};
use graustark::legal::legal_orders;
use graustark::order::{Action, Order};
use graustark::parse::ParseErrorKind;
use graustark::report::{ReportOptions, ReportStyle, write_report};
use graustark::resolve::outcome::Reason;
use graustark::{Adjudicator, GameState, Map, Rules, cases::adjudicate_line, game::play, parse_order};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| map_for("dippyspiel", None))
}

fn rules() -> Rules {
    graustark::rules::preset("dippyspiel").unwrap()
}

fn orders_in(state: &GameState, texts: &[&str]) -> Vec<Order> {
    texts.iter().map(|t| parse_order(map(), t).unwrap().in_position(map(), state)).collect()
}

/// A Beaucouillonais army on board a Frencianan fleet in Atlantic 18.
fn foreign_af() -> GameState {
    position(
        map(),
        "spring 1501 movement",
        &["Frenciana: 1 F Atlantic 18", "Beaucouillon: 1 A Atlantic 18 (on board 1 F)", "Beaucouillon: 2 A Peeropolis"],
    )
}

/// An army in Exeter, a fleet in Atlantic 18 beside it and one in Atlantic 21 beyond.
fn chain() -> GameState {
    position(
        map(),
        "spring 1501 movement",
        &["Frenciana: 1 F Atlantic 18", "Frenciana: 2 F Atlantic 21", "Frenciana: 3 A Exeter"],
    )
}

#[test]
fn the_map_plays_under_its_own_preset() {
    assert_eq!(map().preset.as_deref(), Some("dippyspiel"));
    assert_eq!(rules().boarding.as_str(), "a-f");
}

#[test]
fn the_orders_read_as_the_source_writes_them_and_are_written_back_the_same() {
    for (text, written) in [
        ("A Pica-Norm (becomes A/F)", "A Pica - Norm (becomes A/F)"),
        ("A Picardy - Normandy becomes AF", "A Pica - Norm (becomes A/F)"),
        ("A Atl18-Exet (S) by F Atl18", "A Atl18 - Exet (S) by F Atl18"),
        ("A Atl18 - Exeter (s) by Atl18", "A Atl18 - Exet (S) by F Atl18"),
        ("F Norm Accept A Pica", "F Norm Accept A Pica"),
        ("F Normandy accepts Picardy", "F Norm Accept A Pica"),
    ] {
        let order = parse_order(map(), text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(order.describe(map()), written, "{text}");
        assert_eq!(parse_order(map(), written).unwrap(), order, "{written} reads back as itself");
    }
    // A south coast is still a coast where no `by` follows.
    let order = parse_order(map(), "A Atl18 - Exet").unwrap();
    assert!(matches!(order, Order::Unit { action: Action::Move { .. }, .. }));
}

#[test]
fn a_landing_or_an_accept_written_wrong_is_refused_by_name() {
    let err = parse_order(map(), "A Atl18 - Exet (S) F Atl18").unwrap_err();
    assert!(err.message().contains("'by' and the fleet that supports the landing"), "{}", err.message());
    let err = parse_order(map(), "A Atl18 - Exet (S) by A Atl18").unwrap_err();
    assert!(err.message().contains("the fleet that carries the army"), "{}", err.message());
    let err = parse_order(map(), "F Norm Accept F Pica").unwrap_err();
    assert!(matches!(err.kind, ParseErrorKind::Expected { what: "the army to take on board", .. }), "{err:?}");
}

#[test]
fn the_fleets_owner_orders_the_a_f_and_the_armys_own_power_may_not() {
    let state = foreign_af();
    let orders = orders_in(&state, &["Frenciana: A Atl18 - Exet (S) by F Atl18", "Beaucouillon: A Prpl - Exet"]);
    let result = play(map(), &state, &orders, &rules());
    let o = result.order_outcomes();
    assert!(o[0].success, "{:?}", o[0]);
    assert!(!o[1].success);
    // The army is still Beaucouillon's, ashore in Exeter.
    let json = result.next.to_json(map());
    assert!(json.contains(r#"{"power":"beaucouillon","type":"army","region":"exet""#), "{json}");
    let orders = orders_in(&state, &["Beaucouillon: A Atl18 - Exet"]);
    let result = play(map(), &state, &orders, &rules());
    assert_eq!(result.order_outcomes()[0].reason.describe(map()), "illegal: that unit belongs to another power");
}

#[test]
fn a_foreign_a_f_reads_back_from_its_position() {
    let state = foreign_af();
    let json = state.to_json(map());
    assert!(json.contains(r#""power":"beaucouillon","type":"army","region":"atl18","number":1,"aboard":1"#), "{json}");
    assert_eq!(GameState::from_json(map(), &json).unwrap(), state);
}

#[test]
fn the_order_pad_offers_boarding_accepting_and_landing() {
    let state = position(map(), "spring 1501 movement", &["Frenciana: 1 F Normandy", "Beaucouillon: 1 A Picardy"]);
    let texts = |loc: &str, state: &GameState| -> Vec<String> {
        legal_orders(map(), state, map().lookup(loc).unwrap(), &rules()).iter().map(|o| o.describe(map())).collect()
    };
    assert!(texts("pica", &state).contains(&"A Pica - Norm (becomes A/F)".to_string()), "{:?}", texts("pica", &state));
    assert!(texts("norm", &state).contains(&"F Norm Accept A Pica".to_string()), "{:?}", texts("norm", &state));
    // Under the default rules, none of it.
    let default: Vec<String> = legal_orders(map(), &state, map().lookup("pica").unwrap(), &Rules::default())
        .iter()
        .map(|o| o.describe(map()))
        .collect();
    assert!(!default.iter().any(|t| t.contains("A/F")), "{default:?}");
    // On board: hold, and land in each coastal province the fleet could enter, alone or with
    // its support, ordered by the fleet's owner; the fleet is offered no convoy.
    let state = foreign_af();
    let offered = legal_orders(map(), &state, map().lookup("atl18").unwrap(), &rules());
    let army: Vec<&Order> = offered
        .iter()
        .filter(|o| matches!(o, Order::Unit { kind: Some(k), .. } if *k == graustark::UnitKind::Army))
        .collect();
    assert!(army.iter().all(|o| matches!(o, Order::Unit { power: Some(p), .. } if map().power(*p).id == "frenciana")));
    let army_texts: Vec<String> = army.iter().map(|o| o.describe(map())).collect();
    for t in ["A Atl18 H", "A Atl18 - Exet", "A Atl18 - Exet (S) by F Atl18", "A Atl18 - Norm (S) by F Atl18"] {
        assert!(army_texts.contains(&t.to_string()), "{t} not in {army_texts:?}");
    }
    assert!(
        !offered.iter().any(|o| matches!(o, Order::Unit { action: Action::Convoy { .. }, .. })),
        "an A/F may not convoy"
    );
}

#[test]
fn every_offered_a_f_order_reads_back_and_is_not_illegal_when_played() {
    let positions = [
        position(
            map(),
            "spring 1501 movement",
            &["Frenciana: 1 F Normandy", "Beaucouillon: 1 A Picardy", "Frenciana: 2 A Anjou"],
        ),
        position(map(), "spring 1501 movement", &["Frenciana: 1 F Atlantic 18", "Frenciana: 2 A Exeter"]),
        foreign_af(),
        chain(),
    ];
    let mut checked = 0;
    for state in &positions {
        for u in &state.units {
            for order in legal_orders(map(), state, u.loc, &rules()) {
                let Order::Unit { action, power, .. } = order else { continue };
                if !matches!(
                    action,
                    Action::BecomesAF { .. } | Action::Accept { .. } | Action::Land { .. } | Action::Move { .. }
                ) {
                    continue;
                }
                let text = order.describe(map());
                let read = parse_order(map(), &text).unwrap().in_position(map(), state);
                let unnumbered = |o: Order| match o {
                    Order::Unit { kind, loc, action, .. } => Order::Unit { power, kind, loc, action, number: 0 },
                    o => o,
                };
                assert_eq!(unnumbered(read), unnumbered(order), "{text} reads back as itself");
                let result = play(map(), state, &[order], &rules());
                let outcome = result.order_outcomes()[0];
                assert!(!matches!(outcome.reason, Reason::Illegal(_)), "{text}: {}", outcome.reason.describe(map()));
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "only {checked} orders checked");
}

fn report(state: &GameState, texts: &[&str], style: ReportStyle) -> String {
    let orders = orders_in(state, texts);
    let result = play(map(), state, &orders, &rules());
    let options = ReportOptions { rules: &rules(), numbers: false, style, press: &[] };
    write_report(map(), state, &orders, &result, &options)
}

#[test]
fn the_reports_write_the_orders_as_the_source_does() {
    let state = position(map(), "spring 1501 movement", &["Frenciana: 1 F Normandy", "Frenciana: 2 A Picardy"]);
    let r = report(&state, &["Frenciana: A Pica - Norm (becomes A/F)"], ReportStyle::Plain);
    assert!(r.contains("A Pica - Norm (becomes A/F)"), "{r}");
    let r = report(&state, &["Frenciana: A Pica - Norm (becomes A/F)"], ReportStyle::House2023);
    assert!(r.contains("A(Pica)-NOR (becomes A/F)") || r.contains("(becomes A/F)"), "{r}");
    let r = report(&foreign_af(), &["Frenciana: A Atl18 - Exet (S) by F Atl18"], ReportStyle::House2023);
    assert!(r.contains("(S) by F("), "{r}");
}

#[test]
fn the_judge_plays_an_a_f_and_writes_its_orders() {
    let line = r#"{"id":"af1","season":"spring","year":1501,"units":[{"power":"frenciana","type":"fleet","region":"norm"},{"power":"beaucouillon","type":"army","region":"pica"}],"orders":[{"power":"beaucouillon","text":"A Pica-Norm (becomes A/F)"},{"power":"frenciana","text":"F Norm Accept A Pica"}]}"#;
    let out = adjudicate_line(&mut Adjudicator::default(), map(), &rules(), line).unwrap();
    assert!(
        out.contains(r#""region":"pica","order":"A Pica-Norm (becomes A/F)","success":true,"reason":"went on board""#),
        "{out}"
    );
    assert!(out.contains(r#""region":"norm","order":"F Norm Accept A Pica","success":true,"reason":"held""#), "{out}");
}

#[test]
fn the_pad_offers_an_army_coming_up_to_join_a_fleet_at_a_vent_at_sea() {
    let mut state = position(map(), "spring 1501 movement", &["Pollutidar: 1 F Atlantic 19"]);
    let atl19 = map().lookup("atl19").unwrap();
    state.vents.open.push(map().province_of(atl19));
    let texts = |rules: &Rules| -> Vec<String> {
        legal_orders(map(), &state, atl19, rules).iter().map(|o| o.describe(map())).collect()
    };
    assert!(texts(&rules()).contains(&"A Pollutidar - Atl19 (becomes A/F)".to_string()), "{:?}", texts(&rules()));
    assert!(!texts(&Rules::default()).iter().any(|t| t.contains("A/F")), "{:?}", texts(&Rules::default()));
    // Played, the army comes up on board.
    let orders = orders_in(&state, &["Pollutidar: A Pollutidar - Atl19 (becomes A/F)"]);
    let next = play(map(), &state, &orders, &rules()).next;
    let json = next.to_json(map());
    assert!(json.contains(r#""type":"army","region":"atl19","number":2,"aboard":1"#), "{json}");
}
