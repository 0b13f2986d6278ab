//! Militarism III (seed 004, Diplomacy World #3, 1974), rule 2, played on maps/militarism-iii
//! under the `militarism-iii` preset: the game opens with a Winter 1900 builds phase on an
//! empty board, and a power that gives no build orders gets its customary units: the opening
//! position, the map's check, the report, the view and the duties. The boards played are cases
//! in tests/variants/militarism_iii.toml.

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
fn the_report_says_who_got_the_customary_units() {
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
fn a_bad_opening_is_refused_with_its_place() {
    let text = include_str!("../maps/militarism-iii/map.json")
        .replace("\"opening\": \"adjustment\"", "\"opening\": \"autumn\"");
    let err = Map::from_json(&text).unwrap_err();
    let message: String = err.iter().map(|e| e.to_string()).collect();
    assert!(message.contains("opening") || message.contains("autumn"), "{message}");
}

/// England writes only its Leader's build. Rule 2: "If a player gives no build orders, the
/// customary units are built." Rule 3: "Each country also receives one Leader unit (L) which
/// is built in Winter 1900 in a home center." The Leader is received "also", beside the
/// builds due (it "does not require supplies"), so its build is none of the build orders rule
/// 2 speaks of: England gave none, and gets its customary units with the Leader it wrote (the
/// board is the case militarism/only-its-leader-written in tests/variants/militarism_iii.toml).
#[test]
fn the_view_lists_the_customary_units_of_a_power_that_writes_only_its_leader() {
    let map = map();
    let s = GameState::initial(&map, 1901);
    let (orders, _, unreadable) = read_orders(&map, &s, [(Some("england"), "Build L Edi")]);
    assert!(unreadable.is_empty());
    let result = play(&map, &s, &orders, &rules());
    // The view the site reads: the Leader's build succeeded, numbered as the Leader (not the
    // fleet built in Edinburgh beside it), and the customary units, built by the rules, are
    // listed as such: England's three, and every silent power's units and Leader.
    let view = graustark::view::PhaseView::of(&map, &s, &orders, &[0], &result);
    assert_eq!(view.orders.len(), 1);
    assert!(view.orders[0].success);
    assert_eq!(view.orders[0].order.number, Some(4));
    let customary = |power: &str| -> Vec<String> {
        view.customary.iter().filter(|u| u.power == power).map(|u| format!("{} {}", u.kind, u.region)).collect()
    };
    assert_eq!(customary("england"), ["fleet edi", "fleet lon", "army lvp"]);
    assert_eq!(customary("germany"), ["army ber", "fleet kie", "army mun", "leader ber"]);
    assert_eq!(view.customary.len(), 3 + 6 * 3 + 1 + 6);
}

/// The pad says what happens to builds not written, from the duties: in the opening builds a
/// power's customary units and Leader (what it gets if it writes none); later, nothing (builds
/// not written are waived), and nothing without the rule.
#[test]
fn the_duties_name_the_customary_units_and_leader_of_the_opening_builds_only() {
    let map = map();
    let s = GameState::initial(&map, 1901);
    let duties = graustark::phase_duties(&map, &s, &rules());
    let england = &duties.powers[map.lookup_power("england").unwrap().0 as usize];
    let named: Vec<String> =
        england.customary_units.iter().map(|u| format!("{} {}", u.kind.letter(), map.loc_id(u.loc))).collect();
    assert_eq!(named, ["F edi", "F lon", "A lvp"]);
    let leader = england.customary_leader.unwrap();
    assert_eq!(map.loc_id(leader.loc), "edi");
    let silent = play(&map, &s, &[], &rules());
    let later = graustark::phase_duties(&map, &silent.next, &rules());
    assert!(later.powers.iter().all(|p| p.customary_units.is_empty() && p.customary_leader.is_none()));
    let plain = graustark::phase_duties(&map, &s, &Rules::default());
    assert!(plain.powers.iter().all(|p| p.customary_units.is_empty() && p.customary_leader.is_none()));
}
