//! Positions read from JSON: every problem is a `StateError` naming the field (`at`) with a
//! kind a caller can match and the message shown; and two units in one province are refused
//! alike in game files (`StateJson::into_state`) and in the judge's cases (`cases::read_case`),
//! coasts of one province counting as one.

use graustark::cases::{adjudicate_line, read_case};
use graustark::map::Map;
use graustark::resolve::Adjudicator;
use graustark::{GameState, Phase, Rules, Season, StateError, StateErrorKind, UnitKind};
use std::sync::OnceLock;

mod common;
use common::position::words_position_json as position;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/standard/map.json")).unwrap())
}

fn state_error(text: &str) -> StateError {
    GameState::from_json(map(), text).expect_err("the position should be refused")
}

#[test]
fn each_problem_names_its_field_and_kind() {
    let cases: Vec<(String, &str, StateErrorKind, &str)> = vec![
        (
            position(&["narnia army lon"]),
            "units[0]",
            StateErrorKind::UnknownPower("narnia".into()),
            "units[0]: unknown power 'narnia'",
        ),
        (
            position(&["england army lon", "england tank yor"]),
            "units[1]",
            StateErrorKind::UnknownUnitType {
                written: "tank".into(),
                board_reads: "army, fleet, coast guard or leader".into(),
            },
            "units[1]: unit type 'tank' is not army, fleet, coast guard or leader",
        ),
        (
            position(&["england army xyz"]),
            "units[0]",
            StateErrorKind::UnknownRegion("xyz".into()),
            "units[0]: unknown region 'xyz'",
        ),
        (
            position(&["england army nth"]),
            "units[0]",
            StateErrorKind::CannotStand { kind: UnitKind::Army, place: "North Sea".into() },
            "units[0]: an army cannot stand in North Sea",
        ),
        (
            r#"{"season":"spring","year":1901,"phase":"movement","units":[],"centres":{"england":["lon","yor"]}}"#
                .into(),
            "centres.england",
            StateErrorKind::NotASupplyCentre("Yorkshire".into()),
            "centres.england: Yorkshire is not a supply centre",
        ),
        (
            r#"{"season":"spring","year":1901,"phase":"movement","units":[],"standoffs":["xyz"]}"#.into(),
            "standoffs",
            StateErrorKind::UnknownProvince("xyz".into()),
            "standoffs: unknown province 'xyz'",
        ),
    ];
    for (text, at, kind, message) in cases {
        let e = state_error(&text);
        assert_eq!((e.at.as_str(), &e.kind, e.to_string().as_str()), (at, &kind, message), "{text}");
    }
    let e = state_error("{\"season\":");
    assert_eq!(e.at, "position");
    assert!(matches!(e.kind, StateErrorKind::Json(_)) && e.to_string().starts_with("position: "), "{e}");
    let boxed: Box<dyn std::error::Error> = Box::new(e);
    assert!(boxed.to_string().starts_with("position: "));
}

#[test]
fn game_files_refuse_two_units_in_one_province() {
    let e = state_error(&position(&["england fleet stp/nc", "russia fleet stp/sc"]));
    assert_eq!(e.kind, StateErrorKind::SecondUnit { province: "St Petersburg".into() });
    assert_eq!(e.to_string(), "units[1]: a second unit in St Petersburg");
}

/// Issue 18, item 8: a hand-edited position that cannot happen (a year past the calendar, a
/// winter movement, autumn builds, dislodged units twice in one province or outside a retreat
/// phase) is refused with its place named and a kind a caller can match.
#[test]
fn impossible_positions_are_refused_with_the_place_named() {
    let at = |season: &str, year: i32, phase: &str, dislodged: &str| {
        format!(
            r#"{{"season":"{season}","year":{year},"phase":"{phase}","units":[{{"power":"england","type":"army","region":"lon"}}],"dislodged":[{dislodged}]}}"#
        )
    };
    let bel = r#"{"power":"france","type":"army","region":"bel","attacker_from":"hol"}"#;
    let bel_again = r#"{"power":"germany","type":"army","region":"bel","attacker_from":"bur"}"#;
    let cases: Vec<(String, &str, StateErrorKind, &str)> = vec![
        (
            at("spring", 0, "movement", ""),
            "year",
            StateErrorKind::YearOutOfRange(0),
            "year: year 0 is not between 1 and 9999",
        ),
        (
            at("fall", 10000, "movement", ""),
            "year",
            StateErrorKind::YearOutOfRange(10000),
            "year: year 10000 is not between 1 and 9999",
        ),
        (
            at("spring", i32::MAX, "movement", ""),
            "year",
            StateErrorKind::YearOutOfRange(i32::MAX),
            "year: year 2147483647 is not between 1 and 9999",
        ),
        (
            at("winter", 1901, "movement", ""),
            "phase",
            StateErrorKind::PhaseNotInSeason { season: Season::Winter, phase: Phase::Movement },
            "phase: winter has no movement phase",
        ),
        (
            at("winter", 1901, "retreat", ""),
            "phase",
            StateErrorKind::PhaseNotInSeason { season: Season::Winter, phase: Phase::Retreat },
            "phase: winter has no retreat phase",
        ),
        (
            at("fall", 1901, "adjustment", ""),
            "phase",
            StateErrorKind::PhaseNotInSeason { season: Season::Fall, phase: Phase::Adjustment },
            "phase: fall has no adjustment phase",
        ),
        (
            at("fall", 1901, "retreat", &format!("{bel},{bel_again}")),
            "dislodged[1]",
            StateErrorKind::SecondDislodged { province: "Belgium".into() },
            "dislodged[1]: a second dislodged unit in Belgium",
        ),
        // Issue 34, item 14: an attacker from the dislodged unit's own province.
        (
            at("fall", 1901, "retreat", r#"{"power":"france","type":"army","region":"bel","attacker_from":"bel"}"#),
            "dislodged[0]",
            StateErrorKind::AttackedFromOwnProvince { province: "Belgium".into() },
            "dislodged[0]: a unit dislodged in Belgium by an attacker from Belgium itself; its attacker came from \
             another province",
        ),
        (
            at("spring", 1902, "movement", bel),
            "dislodged",
            StateErrorKind::DislodgedOutsideRetreat(Phase::Movement),
            "dislodged: dislodged units in a movement phase; only a retreat phase has them",
        ),
        (
            at("winter", 1902, "adjustment", bel),
            "dislodged",
            StateErrorKind::DislodgedOutsideRetreat(Phase::Adjustment),
            "dislodged: dislodged units in an adjustment phase; only a retreat phase has them",
        ),
    ];
    for (text, at, kind, message) in cases {
        let e = state_error(&text);
        assert_eq!((e.at.as_str(), &e.kind, e.to_string().as_str()), (at, &kind, message), "{text}");
    }
    // The possible ones still pass: the first and last years, each season's phases, a retreat.
    for text in [
        at("spring", 1, "movement", ""),
        at("fall", 9999, "retreat", bel),
        at("winter", 1901, "adjustment", ""),
        at("spring", 1901, "retreat", bel),
    ] {
        GameState::from_json(map(), &text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

/// A judge case with these units (`"england army wal"`) and orders (`"england: A Wal - Lon"`).
fn case(units: &[&str], orders: &[&str]) -> String {
    let units: Vec<String> = units
        .iter()
        .map(|u| {
            let w: Vec<&str> = u.split(' ').collect();
            format!(r#"{{"power":"{}","type":"{}","region":"{}"}}"#, w[0], w[1], w[2])
        })
        .collect();
    let orders: Vec<String> = orders
        .iter()
        .map(|o| {
            let (power, text) = o.split_once(": ").unwrap();
            format!(r#"{{"power":"{power}","text":"{text}"}}"#)
        })
        .collect();
    format!(
        r#"{{"id":"x","season":"spring","year":1901,"units":[{}],"orders":[{}]}}"#,
        units.join(","),
        orders.join(",")
    )
}

#[test]
fn the_judge_refuses_two_units_in_one_province() {
    // Issue 14, item 8: three units ended in London.
    let line = case(
        &["england army wal", "england fleet eng", "france army lon", "germany fleet lon"],
        &["england: A Wal - Lon", "england: F Eng S A Wal - Lon"],
    );
    let e = read_case(map(), &line).err().expect("a stack should be refused");
    assert_eq!(e.to_string(), "units[3]: a second unit in London");
    let mut adjudicator = Adjudicator::default();
    assert_eq!(adjudicate_line(&mut adjudicator, map(), &Rules::default(), &line), Err(e));
    // Two coasts of one province are one province.
    let line = case(&["england fleet stp/nc", "russia fleet stp/sc"], &[]);
    assert_eq!(
        read_case(map(), &line).err().map(|e| e.to_string()).as_deref(),
        Some("units[1]: a second unit in St Petersburg")
    );
    // As many units as a position may hold, on 75 provinces.
    let many: Vec<String> = (0..graustark::state::MAX_UNITS).map(|_| "austria army vie".to_string()).collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    assert_eq!(
        read_case(map(), &case(&many, &[])).err().map(|e| e.to_string()).as_deref(),
        Some("units[1]: a second unit in Vienna")
    );
    // One unit a province is a case.
    assert!(read_case(map(), &case(&["england army wal", "france army lon"], &["england: A Wal - Lon"])).is_ok());
}

/// A part of the wrong kind is named by what belongs there (each JSON type's serde
/// `expecting`), never by the engine's type names.
#[test]
fn wrong_kind_of_part_names_what_belongs_there() {
    let cases = [
        (
            r#"{"season":"spring","year":1901,"phase":"movement","units":[5]}"#,
            "expected a unit: an object with its power, type and region",
        ),
        (
            r#"{"season":"fall","year":1901,"phase":"retreat","units":[],"dislodged":["lon"]}"#,
            "expected a dislodged unit: an object with its power, type, region and attacker_from",
        ),
        ("[]", "expected a position: an object with its season, year, phase and units"),
    ];
    for (text, expected) in cases {
        let message = state_error(text).to_string();
        assert!(message.contains(expected), "{text}: {message}");
        assert!(!message.contains("Json"), "{text}: {message}");
    }
}

/// Issue 34, item 14: the dislodgement the resolver writes with the unit's own province as the
/// attacker's origin still reads back. Walker's beleaguered garrison under the realist heresy
/// (`beleaguered_garrison=retreats`): "even though the Russian and Turkish units do not move,
/// the army Serbia must retreat"; no unit dislodged it, and the attacks on it left Serbia a
/// standoff, which is what tells this position from a forged one.
#[test]
fn a_besieged_garrison_reads_back_with_its_own_province_as_its_origin() {
    let start = GameState::from_json(
        map(),
        &position(&["austria army ser", "russia army bud", "russia army rum", "turkey army bul", "turkey army gre"]),
    )
    .unwrap();
    let orders: Vec<graustark::Order> =
        ["A Ser H", "A Bud - Ser", "A Rum S A Bud - Ser", "A Bul - Ser", "A Gre S A Bul - Ser"]
            .iter()
            .map(|o| graustark::parse_order(map(), o).unwrap())
            .collect();
    let mut rules = Rules::default();
    rules.set("beleaguered_garrison", "retreats").unwrap();
    let next = graustark::play(map(), &start, &orders, &rules).next;
    let serbia = map().province_of(map().lookup("ser").unwrap());
    assert_eq!(next.dislodged.iter().map(|d| d.attacker_from).collect::<Vec<_>>(), [serbia]);
    assert!(next.standoffs.contains(&serbia), "{:?}", next.standoffs);
    let text = serde_json::to_string(&next.to_json_value(map())).unwrap();
    let back = GameState::from_json(map(), &text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(back.dislodged, next.dislodged);
    // The same position with the standoff taken out is no siege: refused.
    let forged = text.replace(r#""standoffs":["ser"]"#, r#""standoffs":[]"#);
    assert_ne!(forged, text);
    let e = state_error(&forged);
    assert_eq!(e.kind, StateErrorKind::AttackedFromOwnProvince { province: "Serbia".into() });
}
