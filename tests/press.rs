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
    let readme = include_str!("../README.md");
    let block = &readme[readme.find("- **Press**").unwrap()..];
    let start = block.find("```text\n").unwrap() + "```text\n".len();
    let end = block[start..].find("```").unwrap();
    let sheet: String = block[start..start + end].lines().map(|l| l.trim_start().to_string() + "\n").collect();
    assert_eq!(
        sheet_press(&sheet),
        vec![
            "Paris (Govt.): France wants only Burgundy.\n\nAnd Belgium.".to_string(),
            "Versailles: the next deadline is Friday.".into()
        ]
    );
    let orders = parse_order_sheet(map(), &sheet);
    let texts: Vec<&str> = orders.iter().map(|o| o.text.as_str()).collect();
    assert_eq!(texts, ["A Par - Bur", "A Mar S A Par - Bur", "F Lon - Nth"]);
    assert!(orders.iter().all(|o| o.order.is_ok()));
}
