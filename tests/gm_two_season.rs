//! A two-season game run by `graustark gm` (issue 18, items 1 and 2): two years played from a
//! sheet a season (`tests/two_season/*.txt`), with conditional retreats and builds, a dislodged
//! unit with no retreat disbanded, a power writing no builds getting none, builds conditional
//! on a retreat (3.1: "The conditional builds may be conditional on the previous season's
//! moves or retreats": Fall 1902, `Build F Ber if F Den retreats to Hel`) and press
//! conditional on the moves (10.1); each season's
//! report compared line by line with the expected one (`*.report`); `--amend` plays the last
//! season again; a sheet with a bad line changes nothing.

use std::path::PathBuf;

mod cli;

const SEASONS: [&str; 4] = ["spring-1901", "fall-1901", "spring-1902", "fall-1902"];

fn fixture(name: &str) -> String {
    std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/two_season").join(name)).unwrap()
}

/// A folder of its own with a new two-season game under the 2023 house rules.
fn new_game(name: &str) -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("graustark-two-season-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("g.json").to_str().unwrap().to_string();
    let out = cli::graustark(&["new", &path, "--two-season", "--rules", "house-2023"], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    (dir, path)
}

/// Runs `gm` on a sheet's text; returns (success, stdout, stderr).
fn gm(dir: &std::path::Path, game: &str, sheet: &str, extra: &[&str]) -> (bool, String, String) {
    let sheet_path = dir.join("sheet.txt");
    std::fs::write(&sheet_path, sheet).unwrap();
    let mut args = vec!["gm", game, sheet_path.to_str().unwrap()];
    args.extend_from_slice(extra);
    let out = cli::graustark(&args, b"");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

/// Compares a report with the expected one line by line, naming the first line that differs.
fn assert_same_report(season: &str, got: &str, want: &str) {
    for (n, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        assert_eq!(g, w, "{season}: line {} of the report differs", n + 1);
    }
    assert_eq!(got.lines().count(), want.lines().count(), "{season}: the report's length differs");
}

#[test]
fn two_years_are_played_a_season_a_sheet() {
    let (dir, game) = new_game("years");
    for season in SEASONS {
        let (ok, report, err) = gm(&dir, &game, &fixture(&format!("{season}.txt")), &[]);
        assert!(ok, "{season}: {err}");
        assert_same_report(season, &report, &fixture(&format!("{season}.report")));
    }
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&game).unwrap()).unwrap();
    assert_eq!(file["postal"]["year"], "two-season");
    assert_eq!(file["history"].as_array().unwrap().len(), 4, "one entry a season");
    assert_eq!(file["history"][1]["phase"], "Fall 1901 movement (the season)");
    assert_eq!(file["state"]["season"], "spring");
    assert_eq!(file["state"]["year"], 1903);
    // Fall 1902: Germany's fleet in Denmark, dislodged, retreated to Heligoland: the build that
    // waited on it was made, the one that waited on its disbanding not; of the two releases,
    // only the one whose condition held was printed, and both are kept as Germany's.
    let fall = &file["history"][3];
    assert!(fall["report"].as_str().unwrap().contains("GERMANY\n    Build F Ber\n"), "{fall}");
    assert_eq!(fall["press"][0]["from"], "germany");
    assert_eq!(
        fall["press"].as_array().unwrap().iter().map(|p| p["printed"].clone()).collect::<Vec<_>>(),
        [true, false]
    );
}

#[test]
fn amend_plays_the_last_season_again() {
    let (dir, game) = new_game("amend");
    for season in &SEASONS[..2] {
        assert!(gm(&dir, &game, &fixture(&format!("{season}.txt")), &[]).0);
    }
    // The autumn again, with England building nothing: the winter follows the new sheet.
    let sheet = fixture("fall-1901.txt").replace("Builds: Build F Edi if F Nth - Nwy succeeds\n", "");
    let (ok, report, err) = gm(&dir, &game, &sheet, &["--amend"]);
    assert!(ok, "{err}");
    assert!(!report.contains("Build F Edi"), "{report}");
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&game).unwrap()).unwrap();
    assert_eq!(file["history"].as_array().unwrap().len(), 2);
    let english = file["state"]["units"].as_array().unwrap().iter().filter(|u| u["power"] == "england").count();
    assert_eq!(english, 3, "no English build this time");
}

#[test]
fn a_sheet_with_a_bad_line_changes_nothing_and_names_each_line() {
    let (dir, game) = new_game("refused");
    let before = std::fs::read_to_string(&game).unwrap();
    let sheet =
        "England: F Lon - Nth; A Lvp - Yor\nRetreats:\nF Edi - Cly if F Lon - Nth goes well\nBuilds: Build F Lon\n";
    let (ok, _, err) = gm(&dir, &game, sheet, &[]);
    assert!(!ok);
    assert!(err.contains("2 line(s) cannot be taken; nothing was adjudicated"), "{err}");
    assert!(err.contains("line 3: \"F Edi - Cly if F Lon - Nth goes well\": a condition reads"), "{err}");
    assert!(err.contains("line 4: \"Build F Lon\": builds and removals are written with the autumn's orders"), "{err}");
    assert_eq!(std::fs::read_to_string(&game).unwrap(), before, "the game file is unchanged");
}

/// A season sent as a sheet a power: `gm g.json england.txt france.txt` plays them as one,
/// the history names each order's sheet, and bad lines are named sheet by sheet.
#[test]
fn a_season_may_come_as_a_sheet_a_power() {
    let (dir, game) = new_game("per-power");
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let bad_england = write("england.txt", "England: F Lon - Nth\nlorem ipsum\n");
    let bad_france = write("france.txt", "France: A Par - Bur\nRetreats:\nA Mar - Spa if A Tyr - Boh fails\n");
    let out = cli::graustark(&["gm", &game, &bad_england, &bad_france, "--force"], b"");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("england.txt: 1 line(s) cannot be taken") && err.contains("line 2: \"lorem ipsum\""), "{err}");
    assert!(err.contains("france.txt: 1 line(s) cannot be taken") && err.contains("line 3: \"A Mar - Spa"), "{err}");

    let england = write("england.txt", "England: F Lon - Nth; F Edi - Nwg; A Lvp - Yor\n");
    let france = write("france.txt", "France: A Par - Bur; A Mar - Spa; F Bre - Mao\n");
    let out = cli::graustark(&["gm", &game, &england, &france], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(report.contains("F Lon - Nth") && report.contains("A Par - Bur"), "{report}");
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&game).unwrap()).unwrap();
    let orders: Vec<&str> =
        file["history"][0]["orders"].as_array().unwrap().iter().filter_map(|o| o.as_str()).collect();
    assert!(orders.contains(&format!("{england}: F Lon - Nth").as_str()), "{orders:?}");
    assert_eq!(file["state"]["season"], "fall");
}
