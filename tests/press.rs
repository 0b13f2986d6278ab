//! Press on order sheets (God Save The Zine house rules 10.1; issue 18, item 7): lines starting
//! with `>` are press, printed in the report as written, in both styles and both kinds of
//! sheet; a press line is never read as an order and changes neither the power nor the part of
//! the season the lines after it belong to.

use graustark::Map;
use graustark::parse::{SeasonPart, parse_order_sheet, parse_order_sheet_in, parse_season_sheet, sheet_press};
use graustark::state::GameState;
use std::path::PathBuf;
use std::sync::OnceLock;

mod cli;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/standard/map.json")).unwrap())
}

#[test]
fn press_lines_start_with_a_quote_mark_and_are_kept_as_written() {
    let sheet = "England: F Lon - Nth\n> London (Govt.): peace; # not a comment  \n>\n>   indented\n\n  > Versailles: Friday.\n>\n";
    assert_eq!(
        sheet_press(sheet),
        vec!["London (Govt.): peace; # not a comment\n\n  indented".to_string(), "Versailles: Friday.".to_string()]
    );
    // A release of nothing but empty press lines says nothing.
    assert!(sheet_press(">\n>  \n").is_empty());
    assert!(sheet_press("England: F Lon - Nth\n").is_empty());
}

#[test]
fn a_press_line_is_never_read_as_an_order() {
    let sheet = "England:\n> France: A Par - Bur\n> A Lvp - Yor\nF Lon - Nth\n";
    let orders = parse_order_sheet(map(), sheet);
    assert_eq!(orders.len(), 1, "{orders:?}");
    assert_eq!(orders[0].text, "F Lon - Nth");
    assert_eq!(orders[0].line, 4, "the order keeps its own line number");
    // The press named France at the start of a line: the order is still England's.
    assert_eq!(orders[0].order.as_ref().unwrap().power(), map().lookup_power("england"));
    let s = GameState::initial(map(), 1901);
    assert_eq!(parse_order_sheet_in(map(), &s, sheet).len(), 1);
    // A sheet of nothing but press is no orders, not an error.
    assert!(parse_order_sheet(map(), "> Versailles: no orders this time\n").is_empty());
}

#[test]
fn a_season_sheet_reads_press_without_leaving_the_part_it_is_in() {
    let s = GameState::initial(map(), 1901);
    let sheet =
        "Turkey: A Con - Bul; F Ank - Bla\nRetreats:\n> Builds: Build A Con\n> Russia: F Sev - Bla\nF Ank - Con\n";
    let lines = parse_season_sheet(map(), &s, sheet).unwrap();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[2].text, "F Ank - Con");
    assert_eq!(lines[2].part, SeasonPart::Retreats, "the press line named no part");
    assert_eq!(lines[2].line, 5);
    assert_eq!(lines[2].order.power(), map().lookup_power("turkey"));
}

fn temp_game(name: &str, extra: &[&str]) -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("graustark-press-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json").to_str().unwrap().to_string();
    let mut args = vec!["new", game.as_str()];
    args.extend_from_slice(extra);
    let out = cli::graustark(&args, b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    (dir, game)
}

fn gm(dir: &std::path::Path, game: &str, sheet: &str) -> String {
    let path = dir.join("sheet.txt");
    std::fs::write(&path, sheet).unwrap();
    let out = cli::graustark(&["gm", game, path.to_str().unwrap()], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into()
}

#[test]
fn gm_prints_the_press_in_either_style_and_takes_no_order_from_it() {
    for style in ["plain", "house-2023"] {
        let (dir, game) = temp_game(style, &["--report", style]);
        let sheet = "France: A Par - Bur\n> England: F Lon - Nth & <A Lvp - Yor>\n";
        let report = gm(&dir, &game, sheet);
        assert!(
            report.contains("\nPress:\n\nEngland: F Lon - Nth & <A Lvp - Yor>\n\nNext: Fall 1901 movement.\n"),
            "{report}"
        );
        let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&game).unwrap()).unwrap();
        assert_eq!(file["history"][0]["orders"], serde_json::json!(["A Par - Bur"]), "{style}");
        let london = file["state"]["units"].as_array().unwrap().iter().any(|u| u["region"] == "lon");
        assert!(london, "{style}: the fleet in London was given no order");
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn a_season_prints_its_press_once_after_the_last_phase() {
    let (dir, game) = temp_game("season", &["--two-season", "--report", "house-2023"]);
    let sheet = "Turkey: A Con - Bul\n> Constantinople (Govt.): spring has come.\nRetreats:\nF Ank - Con\n";
    let report = gm(&dir, &game, sheet);
    assert_eq!(report.matches("Press:").count(), 1, "{report}");
    let press = report.find("Press:\n\nConstantinople (Govt.): spring has come.\n\nNext: Fall 1901 movement.\n");
    let unused = report.find("Orders written but not used:");
    assert!(press.is_some() && unused.is_some() && press < unused, "{report}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_readme_example_reads_as_it_says() {
    // The sheet docs/gamesmaster.md shows for press, read as written there.
    let readme = include_str!("../docs/gamesmaster.md");
    let block = &readme[readme.find("## Press").unwrap()..];
    let start = block.find("```text\n").unwrap() + "```text\n".len();
    let end = block[start..].find("```").unwrap();
    let sheet: String = block[start..start + end].lines().map(|l| l.trim_start().to_string() + "\n").collect();
    assert_eq!(
        sheet_press(&sheet),
        vec![
            "Paris (Govt.): France wants only Burgundy.\n\nAnd Belgium.".to_string(),
            "if A Par - Bur succeeds: Burgundy: the French are here to stay.".into()
        ]
    );
    // Both are France's; the second is printed only if Paris reached Burgundy.
    let sent = sheet_releases(map(), 0, &sheet);
    assert!(sent.iter().all(|r| r.sender == power("france")));
    assert_eq!(sent[1].condition.as_deref(), Some("A Par - Bur succeeds"));
    assert_eq!(sent[1].text, "Burgundy: the French are here to stay.");
    let orders = parse_order_sheet(map(), &sheet);
    let texts: Vec<&str> = orders.iter().map(|o| o.text.as_str()).collect();
    assert_eq!(texts, ["A Par - Bur", "A Mar S A Par - Bur", "F Lon - Nth"]);
    assert!(orders.iter().all(|o| o.order.is_ok()));
}

// House rules 10.1 to 10.3, quoted:
// 10.1 "Press releases for publication alongside the game are welcome and may be conditional
//      on that season's moves."
// 10.2 "I will have a reserved dateline that may not be used by the players. My reserved
//      dateline is "Versailles"."
// 10.3 "The names of the seven capitals (Vie, Lon, Par, Ber, Rom, StP, Con) or the seven
//      Powers followed by "(Govt.)" are reserved for the players concerned and are thus any
//      press using this dateline is guaranteed to be genuine."

use graustark::parse::{PressProblem, Sender, read_press, reserved_dateline, sheet_releases};

fn power(id: &str) -> Sender {
    Sender::Power(map().lookup_power(id).unwrap())
}

#[test]
fn a_release_belongs_to_the_power_whose_sheet_sent_it() {
    let sheet = "> Before any name: England's, the first the sheet names.\nEngland: F Lon - Nth\n\
                 > London (Govt.): peace.\nFrance: A Par - Bur\n> Paris: war.\n";
    let sent = sheet_releases(map(), 0, sheet);
    let senders: Vec<(usize, Sender)> = sent.iter().map(|r| (r.line, r.sender)).collect();
    assert_eq!(senders, [(1, power("england")), (3, power("england")), (5, power("france"))]);
    // A sheet that names no power carries no orders: only the gamesmaster writes one.
    let sent = sheet_releases(map(), 2, "> Versailles: the deadline is Friday.\n");
    assert_eq!((sent[0].sheet, sent[0].sender), (2, Sender::Gamesmaster));
}

#[test]
fn the_reserved_datelines_of_the_house_rules() {
    let m = map();
    // 10.2: "My reserved dateline is "Versailles"."
    assert_eq!(
        reserved_dateline(m, "Versailles: the deadline is Friday."),
        Some(("Versailles".into(), Sender::Gamesmaster))
    );
    assert_eq!(reserved_dateline(m, "VERSAILLES\nThe deadline is Friday.").map(|d| d.1), Some(Sender::Gamesmaster));
    // 10.3: the seven capitals, by the house rules' own abbreviations and by name.
    for (dateline, owner) in [
        ("Vie", "austria"),
        ("Lon", "england"),
        ("Par", "france"),
        ("Ber", "germany"),
        ("Rom", "italy"),
        ("StP", "russia"),
        ("Con", "turkey"),
        ("London", "england"),
        ("St Petersburg", "russia"),
        ("Constantinople (Govt.)", "turkey"),
    ] {
        let release = format!("{dateline}: a word.");
        assert_eq!(reserved_dateline(m, &release), Some((dateline.to_string(), power(owner))), "{dateline}");
    }
    // 10.3: "the seven Powers followed by "(Govt.)"".
    assert_eq!(reserved_dateline(m, "England (Govt.): a word.").map(|d| d.1), Some(power("england")));
    assert_eq!(reserved_dateline(m, "Italy (govt): a word.").map(|d| d.1), Some(power("italy")));
    // A power's name alone, another city, or no dateline at all are anyone's.
    assert_eq!(reserved_dateline(m, "England: a word."), None);
    assert_eq!(reserved_dateline(m, "Edinburgh: a word."), None);
    assert_eq!(reserved_dateline(m, "Munich, Tuesday: a word."), None);
    assert_eq!(reserved_dateline(m, "Paris is lovely in the spring"), None, "one line, no dateline mark");
    assert_eq!(reserved_dateline(m, "Paris, Tuesday: a word.").map(|d| d.1), Some(power("france")));
}

#[test]
fn a_reserved_dateline_is_refused_to_anyone_else_naming_the_line() {
    let s = GameState::initial(map(), 1901);
    let sheet = "France: A Par - Bur\n> Versailles: I am the gamesmaster.\n\n> London (Govt.): England gives up.\n\n\
                 > Paris (Govt.): genuine.\n\n> England (Govt.): not England.\n";
    let errors = read_press(map(), &s, &[], sheet_releases(map(), 0, sheet), true).unwrap_err();
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [2, 4, 8], "France may use Paris (Govt.): {errors:#?}");
    assert_eq!(errors[0].problem, PressProblem::Reserved { dateline: "Versailles".into(), owner: Sender::Gamesmaster });
    assert!(errors[0].message(map()).contains("the gamesmaster's reserved dateline (house rule 10.2)"));
    assert!(errors[1].message(map()).contains("\"London (Govt.)\" is reserved for England (house rule 10.3)"));
    assert_eq!(errors[2].text, "England (Govt.): not England.");
    // The gamesmaster's own sheet may use Versailles; England's may use London.
    let ok = "> Versailles: the deadline is Friday.\n";
    assert!(read_press(map(), &s, &[], sheet_releases(map(), 0, ok), true).is_ok());
    let ok = "England: F Lon - Nth\n> London (Govt.): genuine.\n";
    assert!(read_press(map(), &s, &[], sheet_releases(map(), 0, ok), true).is_ok());
}

#[test]
fn conditional_press_is_printed_only_if_its_conditions_hold() {
    for style in ["plain", "house-2023"] {
        let (dir, game) = temp_game(&format!("conditional-{style}"), &["--report", style]);
        let sheet = "France: A Par - Bur; A Mar - Bur\n\
                     > if A Par - Bur succeeds: Paris (Govt.): Burgundy is French.\n\n\
                     > if A Par - Bur fails and A Mar - Bur fails:\n> Paris (Govt.): Burgundy was never wanted.\n\n\
                     > Paris (Govt.): unconditional.\n";
        let report = gm(&dir, &game, sheet);
        assert!(
            report.contains("Press:\n\nParis (Govt.): Burgundy was never wanted.\n\nParis (Govt.): unconditional.\n\n"),
            "{report}"
        );
        assert!(!report.contains("Burgundy is French"), "{report}");
        let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&game).unwrap()).unwrap();
        let press = &file["history"][0]["press"];
        assert_eq!(
            press[0],
            serde_json::json!({ "from": "france", "text": "Paris (Govt.): Burgundy is French.", "printed": false })
        );
        assert_eq!(press[1]["printed"], true);
        assert_eq!(press.as_array().unwrap().len(), 3);
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn press_that_cannot_be_taken_refuses_the_sheet_naming_its_line() {
    let (dir, game) = temp_game("refused", &[]);
    let before = std::fs::read_to_string(&game).unwrap();
    let sheet = "France: A Par - Bur\n> if A Lon - Wal succeeds: nobody ordered that.\n\n> Versailles: forged.\n\n\
                 > if A Par is dislodged and A Par retreats: retreats come later.\n";
    let path = dir.join("sheet.txt");
    std::fs::write(&path, sheet).unwrap();
    let out = cli::graustark(&["gm", &game, path.to_str().unwrap()], b"");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("3 press release(s) cannot be taken; nothing was adjudicated"), "{err}");
    assert!(err.contains("line 2: \"> if A Lon - Wal succeeds: nobody ordered that.\": the condition names an order nobody gave this season: A Lon - Wal"), "{err}");
    assert!(
        err.contains("line 4: \"> Versailles: forged.\": the dateline \"Versailles\" is the gamesmaster's"),
        "{err}"
    );
    assert!(err.contains("line 6:") && err.contains("cannot wait on retreats"), "{err}");
    assert_eq!(std::fs::read_to_string(&game).unwrap(), before, "nothing changed");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_season_prints_press_conditional_on_its_retreats() {
    // In a two-season game the season's retreats are played before its press is printed.
    let (dir, game) = temp_game("season-retreats", &["--two-season"]);
    let sheet = "Turkey: A Con - Bul\n> if A Con - Bul succeeds: Constantinople (Govt.): Bulgaria is ours.\n\n\
                 > if F Ank retreats: Constantinople (Govt.): never printed, nothing was dislodged.\n";
    let report = gm(&dir, &game, sheet);
    assert!(report.contains("Press:\n\nConstantinople (Govt.): Bulgaria is ours.\n\nNext:"), "{report}");
    assert!(!report.contains("never printed"), "{report}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_power_s_seat_is_one_of_its_home_centres() {
    // The map's `seat` names whose city dateline is whose (10.3); one outside the power's home
    // centres is refused with its place, as `capital` is.
    let json = include_str!("../maps/standard/map.json").replacen("\"seat\": \"lon\"", "\"seat\": \"yor\"", 1);
    let err = format!("{:?}", Map::from_json(&json).unwrap_err());
    assert!(err.contains("at: \"powers[england].seat\", kind: NotHomeCentre(\"yor\")"), "{err}");
    let seats: Vec<String> = map().powers.iter().map(|p| map().province(p.seat.unwrap()).id.clone()).collect();
    assert_eq!(seats, ["lon", "ber", "stp", "con", "vie", "rom", "par"]);
}
