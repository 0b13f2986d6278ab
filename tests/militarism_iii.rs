//! Militarism III (seed 004, Diplomacy World #3, 1974), rule 2, played on maps/militarism-iii
//! under the `militarism-iii` preset: the game opens with a Winter 1900 builds phase on an
//! empty board, and a power that gives no build orders gets its customary units.

use graustark::game::read_orders;
use graustark::map::{Map, Opening};
use graustark::state::{GameState, Phase, Season};
use graustark::{Rules, play};

fn map() -> Map {
    Map::from_json(include_str!("../maps/militarism-iii/map.json")).unwrap()
}

fn rules() -> Rules {
    graustark::rules::preset("militarism-iii").unwrap()
}

#[test]
fn the_game_opens_with_winter_1900_builds_on_an_empty_board() {
    let map = map();
    assert_eq!(map.opening, Opening::Adjustment);
    let s = GameState::initial(&map, 1901);
    assert_eq!((s.season, s.year, s.phase), (Season::Winter, 1900, Phase::Adjustment));
    assert!(s.units.is_empty());
    assert_eq!(s.label(&map), "Winter 1900 adjustment");
    // Every home centre is owned, so each power is due one build per home centre.
    assert_eq!(s.centre_counts(&map), [3, 3, 4, 3, 3, 3, 3]);
    let duties = graustark::phase_duties(&map, &s, &rules());
    assert_eq!(duties.ordering.len(), 7);
    assert!(duties.eliminated.is_empty());
}

#[test]
fn powers_that_order_no_builds_get_the_customary_units_and_the_game_goes_on_to_spring() {
    let map = map();
    let s = GameState::initial(&map, 1901);
    // England builds a different opening; France waives one build (it gave build orders, so
    // it gets only its two armies); everybody else orders nothing.
    let given = [
        (Some("england"), "Build F Lon"),
        (Some("england"), "Build A Edi"),
        (Some("england"), "Build F Lvp"),
        (Some("france"), "Build A Par"),
        (Some("france"), "Build A Mar"),
        (Some("france"), "Waive"),
    ];
    let (orders, _, unreadable) = read_orders(&map, &s, given);
    assert!(unreadable.is_empty());
    let result = play(&map, &s, &orders, &rules());
    let next = &result.next;
    assert_eq!((next.season, next.year, next.phase), (Season::Spring, 1901, Phase::Movement));
    let at = |power: &str| -> Vec<String> {
        let p = map.lookup_power(power).unwrap();
        next.units
            .iter()
            .filter(|u| u.power == p)
            .map(|u| format!("{} {}", u.kind.letter(), map.loc_id(u.loc)))
            .collect()
    };
    // Each power without a Leader ordered gets it in its first home centre as the map lists
    // them (Militarism III, rule 3), after its units.
    assert_eq!(at("england"), ["F lon", "A edi", "F lvp", "L edi"]);
    assert_eq!(at("france"), ["A par", "A mar", "L bre"]);
    assert_eq!(at("germany"), ["A ber", "F kie", "A mun", "L ber"]);
    assert_eq!(at("russia"), ["A mos", "F sev", "F stp/sc", "A war", "L mos"]);
    // The report says who got the customary units.
    let report = graustark::report::zine_report(&map, &s, &orders, &result, &rules());
    assert!(
        report.contains("Germany ordered no builds: its customary units are built: A Ber, F Kie, A Mun, L Ber.\n"),
        "{report}"
    );
    assert!(!report.contains("England ordered no builds"), "{report}");
    assert!(!report.contains("France ordered no builds"), "{report}");
}

#[test]
fn without_the_rule_a_silent_power_starts_with_nothing() {
    let map = map();
    let s = GameState::initial(&map, 1901);
    let result = play(&map, &s, &[], &Rules::default());
    assert!(result.next.units.is_empty());
    assert_eq!(result.next.phase, Phase::Movement);
}

#[test]
fn a_bad_opening_is_refused_with_its_place() {
    let text = include_str!("../maps/militarism-iii/map.json")
        .replace("\"opening\": \"adjustment\"", "\"opening\": \"autumn\"");
    let err = Map::from_json(&text).unwrap_err();
    let message: String = err.iter().map(|e| e.to_string()).collect();
    assert!(message.contains("opening") || message.contains("autumn"), "{message}");
}
