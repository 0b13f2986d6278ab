//! The God Save The Zine house style of report (house rules 2023, section 5; issue 18, item 7),
//! rule by rule, and a year's end played by `gm` in it, each report compared line by line with
//! the expected one (`tests/house_report/`).
//!
//! Where the source is silent or unclear, the choice made and why:
//! - "Std. = Stands" (5.3) is the hold order, as 4.4 says units in civil disorder "stand
//!   unordered"; it is not a standoff. Standoffs are listed after the orders, by name.
//! - Failed moves are underlined in the source (6.3: "failing to underline a failed move");
//!   a plain-text report underlines as e-mail does, `_A(Kie)-Hol_`. Every failed order but a
//!   hold is underlined (a hold fails only by being dislodged, which `*` says).
//! - The source prints "Illegal or Impossible Move or non-existent unit" in a type its text
//!   lost; we strike it out, `~A(Kie)-Bur~`. A misorder (house rule 3.8: a support or convoy
//!   matching no order) and a unit ordered twice count as impossible.
//! - "* = Retreating Unit": the star stands before a dislodged unit's order in the moves and
//!   before each dislodged unit in their list.
//! - NRO (no retreat ordered): a dislodged unit given no retreat. NPRO (no possible retreat
//!   ordered): a unit whose retreat ordered could not be made (so read, the "O" has a meaning
//!   of its own in a two-season game, where retreats are ordered before the moves are known);
//!   a unit with nowhere to go and no order is NRO. Both are disbanded.
//! - NMR (no moves received) marks a power with units that gave no orders in the moves; in a
//!   winter a power due builds that ordered none is "no builds ordered" (3.3: "no builds will
//!   be made even if due"), since a two-season sheet that ordered moves but no builds is no NMR.
//! - MS (mutually supports) joins two of a power's units supporting each other in place, with
//!   the same outcome and neither dislodged: `A(Mun) MS A(Ber)`.
//! - Coasts are written after a slash (`F(StP/sc)`), as the parser reads them; St Petersburg
//!   is `StP`, as rule 10.3 writes it (the first three letters, a capital where a word begins).
//! - Powers are listed in alphabetical order, as zines print them; a power's orders on one
//!   line. The supply-centre chart lists each power's centres and count, then the unowned ones.

use graustark::parse::parse_order_sheet_in;
use graustark::report::{EXCEPTIONS, HouseNames, ReportOptions, ReportStyle, write_report};
use graustark::state::GameState;
use graustark::{Map, Order, PhaseResult, Rules, play};
use std::path::PathBuf;
use std::sync::OnceLock;

mod cli;

fn standard() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/standard/map.json")).unwrap())
}

fn rules() -> Rules {
    graustark::rules::preset("house-2023").unwrap()
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/house_report").join(name)).unwrap()
}

/// The Fall 1901 position of `tests/house_report/position.json`.
fn fall_1901() -> GameState {
    GameState::from_json(standard(), &fixture("position.json")).unwrap()
}

/// Plays a sheet in `state` and returns the orders and the result.
fn play_sheet(state: &GameState, sheet: &str) -> (Vec<Order>, PhaseResult) {
    let orders: Vec<Order> =
        parse_order_sheet_in(standard(), state, sheet).into_iter().map(|o| o.order.unwrap()).collect();
    let result = play(standard(), state, &orders, &rules());
    (orders, result)
}

fn report(state: &GameState, sheet: &str, style: ReportStyle, press: &[String]) -> String {
    let (orders, result) = play_sheet(state, sheet);
    let rules = rules();
    write_report(standard(), state, &orders, &result, &ReportOptions { rules: &rules, numbers: false, style, press })
}

fn house(state: &GameState, sheet: &str) -> String {
    report(state, sheet, ReportStyle::House2023, &[])
}

fn abbreviation(map: &Map, id: &str) -> String {
    let names = HouseNames::new(map);
    names.province(map.province_of(map.lookup(id).unwrap())).to_string()
}

#[test]
fn provinces_are_the_first_three_letters_of_their_names() {
    // 5.1: "lower case for land spaces": the first letter a capital, as the source's own
    // examples write them (A(Kie)-Hol, A(Pic), Lvn).
    for (id, short) in [("par", "Par"), ("bur", "Bur"), ("kie", "Kie"), ("pic", "Pic"), ("con", "Con"), ("swi", "Swi")]
    {
        assert_eq!(abbreviation(standard(), id), short, "{id}");
    }
}

#[test]
fn seas_are_in_capitals() {
    // 5.1 "capitals for sea spaces"; 3.5's example writes F(HEL), F(SKA), F(ENG).
    for (id, short) in [("hel", "HEL"), ("ska", "SKA"), ("eng", "ENG"), ("bla", "BLA"), ("eas", "EAS"), ("iri", "IRI")]
    {
        assert_eq!(abbreviation(standard(), id), short, "{id}");
    }
}

#[test]
fn the_listed_exceptions_are_written_as_the_source_gives_them() {
    // 5.2, each by the name the source gives (Gulf of Lyons, Mid Atlantic Ocean: our map's
    // aliases), in the source's own case (GoB and GoL are seas, written so all the same).
    let expected = [
        ("bot", "GoB"),
        ("lyo", "GoL"),
        ("lvn", "Lvn"),
        ("lvp", "Lpl"),
        ("mao", "MAO"),
        ("naf", "NAf"),
        ("nao", "NAO"),
        ("nth", "NTH"),
        ("nwy", "Nwy"),
        ("nwg", "NWG"),
        ("tys", "TYS"),
    ];
    assert_eq!(EXCEPTIONS.len(), expected.len());
    for (id, short) in expected {
        assert_eq!(abbreviation(standard(), id), short, "{id}");
    }
}

#[test]
fn st_petersburg_is_stp_and_coasts_follow_a_slash() {
    // 10.3 lists the capitals as "Vie, Lon, Par, Ber, Rom, StP, Con".
    assert_eq!(abbreviation(standard(), "stp"), "StP");
    let names = HouseNames::new(standard());
    assert_eq!(names.loc(standard(), standard().lookup("stp/sc").unwrap()), "StP/sc");
    assert_eq!(names.loc(standard(), standard().lookup("spa/nc").unwrap()), "Spa/nc");
}

#[test]
fn no_abbreviation_names_two_provinces_on_any_board() {
    for (name, text) in [
        ("standard", include_str!("../maps/standard/map.json")),
        ("standard-1958", include_str!("../maps/standard-1958/map.json")),
        ("cat", include_str!("../maps/cat/map.json")),
    ] {
        let map = Map::from_json(text).unwrap();
        let names = HouseNames::new(&map);
        let mut all: Vec<String> =
            (0..map.provinces.len()).map(|p| names.province(graustark::ProvinceId(p as u16)).to_lowercase()).collect();
        all.sort();
        let count = all.len();
        all.dedup();
        assert_eq!(all.len(), count, "{name}: two provinces share an abbreviation");
    }
    // The exceptions are the standard board's: on the Cat board the names apply as they are.
    let cat = Map::from_json(include_str!("../maps/cat/map.json")).unwrap();
    assert_eq!(abbreviation(&cat, "sal"), "SEA");
    assert_eq!(abbreviation(&cat, "azu"), "Azu");
}

#[test]
fn units_are_written_with_their_place_in_brackets_and_moves_with_a_dash() {
    let s = fall_1901();
    let r = house(&s, "France: F Mao - Por; A Par H\nRussia: F StP/sc - GoB\n");
    assert!(r.contains("FRANCE: F(MAO)-Por, A(Par) Std., A(Pic) Std. (unordered).\n"), "{r}");
    assert!(r.contains("F(StP/sc)-GoB"), "{r}");
    // A convoy and a support to move.
    let r = house(&s, "England: A Edi - Nwy; F Nwg C A Edi - Nwy\nAustria: A Gal - War; A Ukr S A Gal - War\n");
    assert!(r.contains("ENGLAND: A(Edi)-Nwy, F(NWG) C A(Edi)-Nwy,"), "{r}");
    assert!(r.contains("AUSTRIA-HUNGARY: A(Gal)-War, A(Ukr) S A(Gal)-War,"), "{r}");
}

#[test]
fn a_hold_and_a_unit_given_no_order_stand() {
    let r = house(&fall_1901(), "France: A Par H\n");
    // Std. = Stands: the hold; a unit its power left unordered stands too, and says so.
    assert!(r.contains("FRANCE: A(Par) Std., A(Pic) Std. (unordered), F(MAO) Std. (unordered).\n"), "{r}");
}

#[test]
fn a_power_with_units_that_sent_no_orders_is_nmr() {
    let r = house(&fall_1901(), "France: A Par H\n");
    assert!(r.contains("TURKEY: NMR. F(Ank) Std., A(Con) Std., A(Smy) Std.\n"), "{r}");
    assert!(!r.contains("FRANCE: NMR"), "{r}");
}

#[test]
fn a_failed_move_is_underlined() {
    let r = house(&fall_1901(), "England: F Nth - Bel\nFrance: A Pic - Bel\n");
    assert!(r.contains("ENGLAND: _F(NTH)-Bel_,"), "{r}");
    assert!(r.contains("FRANCE: _A(Pic)-Bel_,"), "{r}");
    assert!(r.contains("\nStandoffs: Bel.\n"), "{r}");
}

#[test]
fn an_illegal_or_impossible_order_or_a_unit_that_is_not_there_is_struck_out() {
    // A move to a province not next to the unit, an order to a unit that does not exist, and
    // a misorder (3.8: the support of a move not made).
    let r = house(&fall_1901(), "Italy: A Rom - Mun\nGermany: A Sil - Boh\nAustria: A Bud S A Tri - Ser; A Tri H\n");
    assert!(r.contains("ITALY: ~A(Rom)-Mun~, A(Pie) Std. (unordered),"), "{r}");
    assert!(r.contains("GERMANY: ~A(Sil)-Boh~, A(Mun) Std. (unordered),"), "{r}");
    assert!(r.contains("~A(Bud) S A(Tri)-Ser~, A(Tri) Std."), "{r}");
}

#[test]
fn two_units_supporting_each_other_in_place_mutually_support() {
    let r = house(&fall_1901(), "Germany: A Mun S A Ber; A Ber S A Mun; F Kie - Den\n");
    assert!(r.contains("GERMANY: A(Mun) MS A(Ber), F(Kie)-Den.\n"), "{r}");
    // A one-way support is no MS.
    let r = house(&fall_1901(), "Germany: A Mun S A Ber; A Ber H\n");
    assert!(r.contains("GERMANY: A(Mun) S A(Ber), A(Ber) Std.,"), "{r}");
}

#[test]
fn a_dislodged_unit_is_starred_and_listed_with_its_retreats() {
    let sheet = "Austria: A Gal - War; A Ukr S A Gal - War\nRussia: A War H; F Bla - Ank; A Arm S F Bla - Ank\n";
    let r = house(&fall_1901(), sheet);
    assert!(r.contains("RUSSIA: *A(War) Std., F(BLA)-Ank,"), "{r}");
    assert!(r.contains("TURKEY: NMR. *F(Ank) Std.,"), "{r}");
    assert!(r.contains("  *Russian A(War) dislodged by A(Gal): may retreat to Lvn, Mos, Pru or Sil.\n"), "{r}");
    assert!(r.contains("  *Turkish F(Ank) dislodged by F(BLA): no possible retreat.\n"), "{r}");
}

#[test]
fn retreats_mark_no_retreat_ordered_and_no_possible_retreat_ordered() {
    let sheet = "Austria: A Gal - War; A Ukr S A Gal - War\nRussia: A War H; F Bla - Ank; A Arm S F Bla - Ank\n";
    let (_, moves) = play_sheet(&fall_1901(), sheet);
    let retreats = &moves.next;
    // Russia orders a retreat to where the attacker came from: not possible (NPRO); Turkey
    // orders none (NRO).
    let r = house(retreats, "Russia: A War - Gal\n");
    assert!(r.contains("RUSSIA: ~A(War)-Gal~ NPRO.\n"), "{r}");
    assert!(r.contains("TURKEY: F(Ank) NRO.\n"), "{r}");
    // A retreat made is written as a move.
    let r = house(retreats, "Russia: A War - Lvn\n");
    assert!(r.contains("RUSSIA: A(War)-Lvn.\n"), "{r}");
}

#[test]
fn the_supply_centre_chart_lists_centres_and_the_adjustments_due() {
    let sheet = fixture("movement.txt");
    let (_, moves) = play_sheet(&fall_1901(), &sheet);
    let r = house(&moves.next, "Russia: A War - Lvn\n");
    assert!(r.contains("Supply centres:\n  Austria-Hungary  4  Bud, Tri, Vie, War\n"), "{r}");
    assert!(r.contains("  Russia           4  Ank, Mos, Sev, StP\n"), "{r}");
    assert!(r.contains("  Unowned          9  Bel, Bul, Gre, Hol, Rum, Ser, Spa, Swe, Tun\n"), "{r}");
    // Russia keeps its army by retreating it: nothing due.
    assert!(r.contains("Adjustments: France +1, Germany +1, Italy -2.\n"), "{r}");
}

#[test]
fn press_is_printed_as_written_in_both_styles() {
    let press =
        vec!["London (Govt.): <peace> & quiet; # all of it\n\nSigned, E.".to_string(), "Versailles: Friday.".into()];
    for style in ReportStyle::ALL {
        let r = report(&fall_1901(), "France: A Par H\n", style, &press);
        let want =
            "Press:\n\nLondon (Govt.): <peace> & quiet; # all of it\n\nSigned, E.\n\nVersailles: Friday.\n\nNext: ";
        assert!(r.contains(want), "{style:?}: {r}");
    }
    // No press, no section.
    assert!(!report(&fall_1901(), "", ReportStyle::House2023, &[]).contains("Press:"));
}

#[test]
fn the_plain_style_is_the_report_as_before() {
    let s = fall_1901();
    let (orders, result) = play_sheet(&s, "France: A Par H\n");
    let plain = graustark::report::zine_report(standard(), &s, &orders, &result, &rules());
    assert_eq!(report(&s, "France: A Par H\n", ReportStyle::Plain, &[]), plain);
    assert!(plain.contains("FRANCE\n    A Par H\n"), "{plain}");
}

#[test]
fn styles_are_named_for_the_command_line() {
    assert_eq!(ReportStyle::named("house-2023"), Some(ReportStyle::House2023));
    assert_eq!(ReportStyle::named("plain"), Some(ReportStyle::Plain));
    assert_eq!(ReportStyle::named("house"), None);
    assert_eq!(ReportStyle::default(), ReportStyle::Plain);
}

/// A folder of its own with a game in the house style at the Fall 1901 position.
fn house_game(name: &str) -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("graustark-house-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("g.json");
    let game = path.to_str().unwrap().to_string();
    let out = cli::graustark(&["new", &game, "--rules", "house-2023", "--report", "house-2023"], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(file["postal"]["report"], "house-2023");
    file["state"] = serde_json::from_str(&fixture("position.json")).unwrap();
    std::fs::write(&path, serde_json::to_string_pretty(&file).unwrap()).unwrap();
    (dir, game)
}

/// Compares a report with the expected one line by line, naming the first line that differs.
fn assert_same_report(phase: &str, got: &str, want: &str) {
    for (n, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        assert_eq!(g, w, "{phase}: line {} of the report differs", n + 1);
    }
    assert_eq!(got.lines().count(), want.lines().count(), "{phase}: the report's length differs");
}

#[test]
fn gm_writes_a_year_end_in_the_house_style() {
    let (dir, game) = house_game("year-end");
    for phase in ["movement", "retreat", "adjustment"] {
        let sheet = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/house_report/{phase}.txt"));
        let out = cli::graustark(&["gm", &game, sheet.to_str().unwrap()], b"");
        assert!(out.status.success(), "{phase}: {}", String::from_utf8_lossy(&out.stderr));
        assert_same_report(phase, &String::from_utf8_lossy(&out.stdout), &fixture(&format!("{phase}.report")));
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn new_refuses_a_style_it_does_not_know_and_names_the_styles() {
    let dir = std::env::temp_dir().join(format!("graustark-house-unknown-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json");
    let out = cli::graustark(&["new", game.to_str().unwrap(), "--report", "fancy"], b"");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--report: no report style named 'fancy'; the styles are plain, house-2023"), "{err}");
    assert!(!game.exists());
    // Without --report the file says nothing of its style: plain, as older files.
    let out = cli::graustark(&["new", game.to_str().unwrap()], b"");
    assert!(out.status.success());
    assert!(!std::fs::read_to_string(&game).unwrap().contains("\"report\""));
    // A game file naming a style there is not is refused, naming the field.
    let text = std::fs::read_to_string(&game).unwrap().replacen('{', "{\n \"postal\": { \"report\": \"fancy\" },", 1);
    std::fs::write(&game, text).unwrap();
    let out = cli::graustark(&["gm", game.to_str().unwrap(), "/dev/null", "--dry-run"], b"");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("is not a game file") && err.contains("fancy"), "{err}");
    // The style is the game's: gm takes none of its own.
    let out = cli::graustark(&["gm", game.to_str().unwrap(), "/dev/null", "--report", "plain"], b"");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("--report sets the style of a new game's reports"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_game_by_numbers_keeps_its_units_numbers_in_the_house_style() {
    // The 1958 board stacks two armies in a capital: its reports name units by number.
    let map = Map::from_json(include_str!("../maps/standard-1958/map.json")).unwrap();
    let rules = graustark::rules::preset("rulebook-1958").unwrap();
    let s = GameState::initial(&map, 1901);
    let orders: Vec<Order> =
        parse_order_sheet_in(&map, &s, "France: 1 Bur\n").into_iter().map(|o| o.order.unwrap()).collect();
    let result = play(&map, &s, &orders, &rules);
    let options = ReportOptions { rules: &rules, numbers: true, style: ReportStyle::House2023, press: &[] };
    let r = write_report(&map, &s, &orders, &result, &options);
    assert!(r.contains("AUSTRIA-HUNGARY: NMR. 1 A(Vie) Std., 2 A(Vie) Std., 3 F(Tri) Std.\n"), "{r}");
    assert!(r.contains("FRANCE: 1 A(Par)-Bur, 2 A(Par) Std. (unordered), 3 F(Bre) Std. (unordered).\n"), "{r}");
    assert!(r.contains("  Vienna: Austrian 1 A, 2 A\n"), "{r}");
}
