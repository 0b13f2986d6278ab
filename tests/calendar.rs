//! Named years (issue 16, point 5): Cat Diplomacy's rule 3 (Diplomacy World #3, 1974), "The
//! game begins in Cassiusica I, the second year is Andromeda I, and the third Telahoma I. The
//! fourth is Cassiusica II, etc.", as the map's `calendar`; its validation; a map without one
//! unchanged; and the names where years are shown (the phase label, the report, `graustark`).

mod cli;

use graustark::map::{Map, MapErrorKind};
use graustark::state::{GameState, Phase, Season};
use graustark::{Rules, play};

const CAT: &str = include_str!("../maps/cat/map.json");
const STANDARD: &str = include_str!("../maps/standard/map.json");

fn cat() -> Map {
    Map::from_json(CAT).unwrap()
}

#[test]
fn the_cat_years_are_named_after_the_powers_in_turn() {
    let map = cat();
    let names: Vec<String> = (1..=7).map(|y| map.year_name(y)).collect();
    assert_eq!(
        names,
        [
            "Cassiusica I",
            "Andromeda I",
            "Tellahoma I",
            "Cassiusica II",
            "Andromeda II",
            "Tellahoma II",
            "Cassiusica III"
        ]
    );
    assert_eq!(map.year_name(3 * 13 + 1), "Cassiusica XIV");
}

#[test]
fn each_cat_year_has_its_patron() {
    let map = cat();
    let patrons: Vec<&str> = (1..=7).map(|y| map.power(map.year_patron(y).unwrap()).id.as_str()).collect();
    assert_eq!(patrons, ["cassiusica", "andromeda", "tellahoma", "cassiusica", "andromeda", "tellahoma", "cassiusica"]);
}

#[test]
fn a_cat_game_begins_in_cassiusica_i() {
    let map = cat();
    assert_eq!(map.first_year(), 1);
    let s = GameState::initial(&map, map.first_year());
    assert_eq!((s.season, s.year, s.phase), (Season::Spring, 1, Phase::Movement));
    assert_eq!(s.label(&map), "Spring Cassiusica I movement");
    // The position keeps the year as a number.
    assert!(s.to_json(&map).contains(r#""year":1,"#), "{}", s.to_json(&map));
}

#[test]
fn a_year_before_the_first_has_no_name_and_no_patron() {
    let map = Map::from_json(&CAT.replace(r#""first_year": 1"#, r#""first_year": 5"#)).unwrap();
    assert_eq!(map.first_year(), 5);
    assert_eq!((map.year_name(4), map.year_patron(4)), ("4".to_string(), None));
    assert_eq!(map.year_name(5), "Cassiusica I");
}

#[test]
fn a_map_without_a_calendar_shows_plain_years() {
    let map = Map::from_json(STANDARD).unwrap();
    assert!(map.calendar.is_none());
    assert_eq!(map.first_year(), 1901);
    assert_eq!(map.year_name(1901), "1901");
    assert_eq!(map.year_name(1), "1");
    assert_eq!(map.year_patron(1901), None);
    assert_eq!(GameState::initial(&map, 1901).label(&map), "Spring 1901 movement");
}

/// The Cat map with its calendar replaced by `calendar` (a JSON value).
fn cat_with_calendar(calendar: &str) -> Result<Map, Vec<graustark::map::MapError>> {
    let at = CAT.find(r#""calendar""#).unwrap();
    let end = at + CAT[at..].find('}').unwrap() + 1;
    Map::from_json(&format!("{}\"calendar\": {calendar}{}", &CAT[..at], &CAT[end..]))
}

/// Every problem of a calendar, as `place: message`.
fn calendar_errors(calendar: &str) -> Vec<String> {
    cat_with_calendar(calendar).unwrap_err().iter().map(|e| e.to_string()).collect()
}

#[test]
fn a_calendar_naming_an_unknown_power_is_refused_with_its_place() {
    let errors = cat_with_calendar(r#"{"first_year": 1, "cycle": ["cassiusica", "telahoma"]}"#).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].at, "calendar.cycle[1]");
    assert_eq!(errors[0].kind, MapErrorKind::UnknownPower("telahoma".into()));
    assert_eq!(errors[0].to_string(), "calendar.cycle[1]: unknown power 'telahoma'");
}

#[test]
fn a_calendar_naming_a_power_twice_is_refused() {
    let errors = calendar_errors(r#"{"first_year": 1, "cycle": ["andromeda", "tellahoma", "andromeda"]}"#);
    assert_eq!(errors, ["calendar.cycle[2]: 'andromeda' is listed twice"]);
}

#[test]
fn an_empty_cycle_is_refused() {
    let errors = cat_with_calendar(r#"{"first_year": 1, "cycle": []}"#).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!((errors[0].at.as_str(), &errors[0].kind), ("calendar.cycle", &MapErrorKind::EmptyCycle));
}

#[test]
fn a_first_year_no_position_can_hold_is_refused() {
    let errors = calendar_errors(r#"{"first_year": 0, "cycle": ["cassiusica"]}"#);
    assert_eq!(errors, ["calendar.first_year: the first year 0 is not between 1 and 9999"]);
    let errors = calendar_errors(r#"{"first_year": 10000, "cycle": ["cassiusica"]}"#);
    assert_eq!(errors, ["calendar.first_year: the first year 10000 is not between 1 and 9999"]);
}

/// A game that opens with builds begins in the winter before the first year, which a position
/// must be able to hold.
#[test]
fn a_game_opening_with_builds_needs_a_year_before_the_first() {
    let builds = CAT.replacen(r#""calendar""#, r#""opening": "adjustment", "calendar""#, 1);
    let errors: Vec<String> = Map::from_json(&builds).unwrap_err().iter().map(|e| e.to_string()).collect();
    assert_eq!(
        errors,
        [
            "calendar.first_year: the first year 1 is not between 2 and 9999 (the game opens with builds in the winter before it)"
        ]
    );
    let map = Map::from_json(&builds.replace(r#""first_year": 1"#, r#""first_year": 2"#)).unwrap();
    let s = GameState::initial(&map, map.first_year());
    assert_eq!((s.year, s.label(&map)), (1, "Winter 1 adjustment".to_string()));
}

#[test]
fn a_calendar_with_a_misspelt_field_is_refused() {
    let errors = calendar_errors(r#"{"first_year": 1, "cycles": ["cassiusica"]}"#);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("unknown field `cycles`"), "{errors:?}");
}

/// A smaller game keeps the names of the years of the powers it leaves out.
#[test]
fn a_smaller_game_keeps_the_year_of_a_power_left_out() {
    let text = include_str!("../maps/standard-1958/map.json").replacen(
        r#""powers": ["#,
        r#""calendar": {"first_year": 1901, "cycle": ["england", "italy"]}, "powers": ["#,
        1,
    );
    let six = Map::from_json_for_players(&text, 6).unwrap();
    assert_eq!((six.year_name(1901), six.year_name(1902)), ("England I".into(), "Italy I".into()));
    assert_eq!(six.year_patron(1901).map(|p| six.power(p).id.clone()), Some("england".into()));
    assert_eq!(six.year_patron(1902), None, "Italy is not in the six-player game");
    assert!(Map::from_json(&text).unwrap().year_patron(1902).is_some());
}

#[test]
fn the_zine_report_names_the_year_and_the_next() {
    let map = cat();
    let s = GameState::initial(&map, 1);
    let result = play(&map, &s, &[], &Rules::default());
    let report = graustark::report::zine_report(&map, &s, &[], &result, &Rules::default());
    assert!(report.starts_with("Spring Cassiusica I movement\n============================\n"), "{report}");
    assert!(report.contains("Next: Fall Cassiusica I movement."), "{report}");
}

/// `graustark new` starts a Cat game in Cassiusica I, and `gm` reports every phase by the
/// year's name through to Andromeda I; the game file keeps the year as a number.
#[test]
fn a_gm_game_on_the_cat_board_names_its_years() {
    let dir = std::env::temp_dir().join(format!("graustark-calendar-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("cat.json");
    let game = game.to_str().unwrap();
    let new = cli::graustark(&["new", game, "--map", "maps/cat"], b"");
    assert!(new.status.success(), "{}", String::from_utf8_lossy(&new.stderr));
    let said = String::from_utf8(new.stdout).unwrap();
    assert!(
        said.ends_with(
            "a new 3-player game on Cat Diplomacy at Spring Cassiusica I movement, under the board's own rules (cat)\n"
        ),
        "{said}"
    );
    let sheet = dir.join("orders.txt");
    std::fs::write(&sheet, "Cassiusica:\nA Pyr H\n").unwrap();
    let mut reports = Vec::new();
    for _ in 0..2 {
        let out = cli::graustark(&["gm", game, sheet.to_str().unwrap(), "--map", "maps/cat"], b"");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        reports.push(String::from_utf8(out.stdout).unwrap());
    }
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(reports[0].starts_with("Spring Cassiusica I movement\n"), "{}", reports[0]);
    assert!(reports[0].contains("Next: Fall Cassiusica I movement."), "{}", reports[0]);
    assert!(reports[1].starts_with("Fall Cassiusica I movement\n"), "{}", reports[1]);
    assert!(reports[1].contains("Next: Spring Andromeda I movement."), "{}", reports[1]);
    assert_eq!(file["state"]["year"], 2);
    assert_eq!(file["history"][1]["phase"], "Fall Cassiusica I movement");
}
