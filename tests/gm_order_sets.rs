//! Several order sets from one power (issue 18, item 5; DATC 4.D.1 and 4.D.2): `gm` takes the
//! sheets in the order received, and each choice of the game file's `order_sets` (and, for sets
//! in no known order, `unordered_sets`) is shown on the same example: England's second sheet
//! orders one fleet only, or says it replaces or adds to the first.

use std::path::PathBuf;

mod cli;

const FIRST: &str = "England: F Lon - Nth; A Lvp - Yor\n";
const SECOND: &str = "England: F Edi - Nwg\n";

/// Plays the sheets in a new game made with `new_args`; returns (the English units after the
/// spring, sorted; the report).
fn play(name: &str, new_args: &[&str], sheets: &[&str], gm_args: &[&str]) -> (Vec<String>, String) {
    let dir = std::env::temp_dir().join(format!("graustark-sets-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json").to_str().unwrap().to_string();
    let mut args = vec!["new", game.as_str()];
    args.extend_from_slice(new_args);
    let out = cli::graustark(&args, b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let paths: Vec<String> = sheets
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let p: PathBuf = dir.join(format!("sheet{}.txt", i + 1));
            std::fs::write(&p, text).unwrap();
            p.to_str().unwrap().to_string()
        })
        .collect();
    let mut args = vec!["gm", game.as_str()];
    args.extend(paths.iter().map(String::as_str));
    args.extend_from_slice(gm_args);
    let out = cli::graustark(&args, b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&game).unwrap()).unwrap();
    let mut english: Vec<String> = file["state"]["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["power"] == "england")
        .map(|u| format!("{} {}", u["type"].as_str().unwrap(), u["region"].as_str().unwrap()))
        .collect();
    english.sort();
    (english, String::from_utf8_lossy(&out.stdout).into())
}

const ALL_MOVED: [&str; 3] = ["army yor", "fleet nth", "fleet nwg"];
const LATEST_ONLY: [&str; 3] = ["army lvp", "fleet lon", "fleet nwg"];

#[test]
fn the_latest_set_alone_counts_unless_it_adds_to_the_earlier_by_default() {
    let (units, report) = play("default", &[], &[FIRST, SECOND], &[]);
    assert_eq!(units, LATEST_ONLY);
    assert!(report.contains("England sent 2 order sets: the latest alone counted (the latest set alone unless it adds to the earlier, DATC 4.D.1)."), "{report}");
    let adds = "England:\nAdds to earlier orders.\nF Edi - Nwg\n";
    assert_eq!(play("default-adds", &[], &[FIRST, adds], &[]).0, ALL_MOVED);
}

#[test]
fn combine_takes_every_set_and_a_later_order_for_a_unit_replaces_an_earlier_one() {
    assert_eq!(play("combine", &["--order-sets", "combine"], &[FIRST, SECOND], &[]).0, ALL_MOVED);
    let again = "England: A Lvp - Wal\n";
    let (units, report) = play("combine-same", &["--order-sets", "combine"], &[FIRST, again], &[]);
    assert_eq!(units, ["army wal", "fleet edi", "fleet nth"]);
    assert!(report.contains("combined, a later order for a unit replacing an earlier one counted"), "{report}");
}

#[test]
fn combine_unless_replaced_takes_the_latest_alone_when_it_says_so() {
    assert_eq!(play("unless", &["--order-sets", "combine-unless-replaced"], &[FIRST, SECOND], &[]).0, ALL_MOVED);
    let replaces = "England: Replaces earlier orders\nF Edi - Nwg\n";
    assert_eq!(play("replaced", &["--order-sets", "combine-unless-replaced"], &[FIRST, replaces], &[]).0, LATEST_ONLY);
}

#[test]
fn latest_takes_the_latest_set_even_when_it_says_it_adds() {
    let adds = "England:\nAdds to earlier orders.\nF Edi - Nwg\n";
    assert_eq!(play("latest", &["--order-sets", "latest"], &[FIRST, adds], &[]).0, LATEST_ONLY);
}

#[test]
fn sets_in_no_known_order_are_combined_or_all_hold() {
    let (units, report) = play("unordered", &[], &[FIRST, SECOND], &["--unordered"]);
    assert_eq!(units, ALL_MOVED);
    assert!(
        report.contains("England sent 2 order sets in no known order: combined into one (DATC 4.D.2)."),
        "{report}"
    );
    let (units, report) = play("all-hold", &["--unordered-sets", "all-hold"], &[FIRST, SECOND], &["--unordered"]);
    assert_eq!(units, ["army lvp", "fleet edi", "fleet lon"]);
    assert!(report.contains("none counted: its units hold"), "{report}");
}

#[test]
fn a_single_sheet_is_read_as_before_and_bad_choices_are_named() {
    let (units, report) = play("single", &[], &[FIRST], &[]);
    assert_eq!(units, ["army yor", "fleet edi", "fleet nth"]);
    assert!(!report.contains("order sets"), "{report}");
    let out = cli::graustark(&["new", "/nonexistent/g.json", "--order-sets", "newest"], b"");
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(
            "--order-sets takes combine, combine-unless-replaced, latest-unless-added or latest, not 'newest'"
        )
    );
}

#[test]
fn a_marker_before_any_power_is_an_unreadable_line() {
    let dir = std::env::temp_dir().join(format!("graustark-sets-marker-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json").to_str().unwrap().to_string();
    assert!(cli::graustark(&["new", &game], b"").status.success());
    let sheet = dir.join("s.txt");
    std::fs::write(&sheet, "Adds to earlier orders\nEngland: F Lon - Nth\n").unwrap();
    let out = cli::graustark(&["gm", &game, sheet.to_str().unwrap()], b"");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 1: \"Adds to earlier orders\""), "{err}");
}
