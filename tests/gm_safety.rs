//! The gamesmaster's game file kept safe (issue 18, item 8): a sheet with an unreadable line
//! changes nothing, every write keeps the version it replaces (`GAME.json.prev`), `--amend`
//! plays a sheet in place of the last phase, and a hand-edited file with an impossible position
//! is refused with the place named.

use std::path::{Path, PathBuf};
use std::process::Output;

mod cli;

fn graustark(args: &[&str]) -> Output {
    cli::graustark(args, b"")
}

/// A folder of its own for one test, with a new standard game in `g.json`.
struct Game {
    dir: PathBuf,
    path: String,
}

impl Game {
    fn new(name: &str) -> Game {
        let dir = std::env::temp_dir().join(format!("graustark-gm-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("g.json").to_str().unwrap().to_string();
        let out = graustark(&["new", &path]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        Game { dir, path }
    }

    /// Runs `gm g.json SHEET extra...` with the sheet's text written to a file.
    fn gm(&self, sheet: &str, extra: &[&str]) -> Output {
        let sheet_path = self.dir.join("orders.txt");
        std::fs::write(&sheet_path, sheet).unwrap();
        let mut args = vec!["gm", self.path.as_str(), sheet_path.to_str().unwrap()];
        args.extend_from_slice(extra);
        graustark(&args)
    }

    fn text(&self) -> String {
        std::fs::read_to_string(&self.path).unwrap()
    }

    fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.text()).unwrap()
    }

    fn prev(&self) -> PathBuf {
        PathBuf::from(format!("{}.prev", self.path))
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn ok(out: &Output) -> String {
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn refused(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(out.stdout.is_empty(), "a refusal prints no report: {}", String::from_utf8_lossy(&out.stdout));
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// `gm g.json` with a sheet of `lorem ipsum` moved the game to Fall with every unit holding.
#[test]
fn a_sheet_with_an_unreadable_line_changes_nothing() {
    let game = Game::new("unreadable");
    let before = game.text();
    let sheet = "lorem ipsum\nFrance:\nA Par - Bur\nEngland: F Lon - Nowhere; A Lvp - Yor\n";
    for extra in [&[][..], &["--dry-run"]] {
        let err = refused(&game.gm(sheet, extra));
        assert!(
            err.contains("2 order(s) cannot be read; nothing was adjudicated and the game file is unchanged"),
            "{err}"
        );
        assert!(err.contains("  line 1: \"lorem ipsum\": no power named before this order"), "{err}");
        assert!(err.contains("  line 4: \"F Lon - Nowhere\": unknown province 'Nowhere'"), "{err}");
    }
    assert_eq!(game.text(), before);
    assert!(!game.prev().exists());

    // A sheet of nothing but comments and blank lines is no order at all: every unit holds.
    ok(&game.gm("# no orders this season\n\n", &[]));
    assert_eq!(game.json()["state"]["season"], "fall");
}

/// An order that reads but cannot be carried out is adjudicated as before: it fails with its
/// reason, the unit holds, and the game goes on.
#[test]
fn an_illegal_order_is_adjudicated_and_reported() {
    let game = Game::new("illegal");
    let report = ok(&game.gm("France:\nA Par - Mos\nF Bre - Par\nA Mar - Gol\n", &[]));
    assert!(report.contains("  * A Par - Mos  (illegal: Paris is not adjacent to Moscow)"), "{report}");
    assert!(report.contains("  * F Bre - Par  (illegal: a fleet cannot enter Paris)"), "{report}");
    assert!(report.contains("  * A Mar - Lyo  (illegal: an army cannot enter Gulf of Lyon)"), "{report}");
    assert_eq!(game.json()["state"]["season"], "fall");
}

/// "a army" reads "an army": no "a" before a word that starts with a vowel in a year's reports
/// or in a refused sheet's messages.
#[test]
fn reports_write_an_before_a_vowel() {
    let game = Game::new("articles");
    let sheets = [
        "France: A Mar - Lyo; A Par - Bur; F Bre - Mao\nGermany: A Mun - Ruh\nItaly: A Ven - Adr\nAustria: A Vie - Adr\n",
        "France: A Bur - Bel; F Mao - Por\nGermany: A Ruh - Hol\nEngland: F Lon - Eng\n",
        "France: Build A Par; Build A Mar; Build F Eng\nGermany: Build A Mun\n",
    ];
    let mut said: Vec<String> = sheets.iter().map(|sheet| ok(&game.gm(sheet, &[]))).collect();
    said.push(refused(&game.gm("Austria: A Vie - Atlantis; Army Bud - Ankara; F Tri - Eng\nlorem\n", &[])));
    for text in &said {
        let words: Vec<&str> = text.split_whitespace().collect();
        for pair in words.windows(2) {
            let vowel = pair[1].starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']);
            assert!(!(pair[0] == "a" && vowel), "\"a {}\" in {text}", pair[1]);
        }
    }
    assert!(said[0].contains("an army cannot enter"), "{}", said[0]);
}

/// Every write keeps the version it replaces beside the game file, as `g.json.prev`.
#[test]
fn the_file_replaced_is_kept_as_prev() {
    let game = Game::new("prev");
    let start = game.text();
    ok(&game.gm("France: A Par - Bur\n", &[]));
    assert_eq!(std::fs::read_to_string(game.prev()).unwrap(), start);
    let spring = game.text();
    ok(&game.gm("France: A Bur - Bel\n", &[]));
    assert_eq!(std::fs::read_to_string(game.prev()).unwrap(), spring);
    assert!(!Path::new(&format!("{}.tmp", game.path)).exists());
}

/// `--amend` plays a sheet in place of the last phase: the file is what playing that sheet in
/// the first place would have made.
#[test]
fn amend_replays_the_last_phase() {
    let amended = Game::new("amended");
    let direct = Game::new("direct");
    let first = "France: A Par - Bur\nGermany: A Mun - Ruh\n";
    let second = "France: 3 Pic\nGermany: A Mun - Bur\n";
    ok(&amended.gm("England: F Lon - Nth\n", &[]));
    ok(&direct.gm("England: F Lon - Nth\n", &[]));
    ok(&amended.gm(first, &[]));
    let after_first = amended.text();
    let report = ok(&amended.gm(second, &["--amend"]));
    let direct_report = ok(&direct.gm(second, &[]));
    assert_eq!(report, direct_report);
    assert_eq!(amended.json(), direct.json());
    let file = amended.json();
    assert_eq!(file["history"].as_array().unwrap().len(), 2);
    assert_eq!(file["state"]["season"], "spring");
    assert_eq!(file["postal"]["numbered"], true);
    assert_eq!(std::fs::read_to_string(amended.prev()).unwrap(), after_first);

    // Amending a sheet without numbers takes back the numbering the amended sheet started.
    ok(&amended.gm("France: A Par - Pic\n", &["--amend"]));
    assert!(amended.json()["postal"].get("numbered").is_none(), "{}", amended.json());
}

/// Nothing to amend, or an entry from an older file with no position kept: refused, unchanged.
#[test]
fn amend_refuses_what_it_cannot_take_back() {
    let game = Game::new("amend-refused");
    let err = refused(&game.gm("France: A Par - Bur\n", &["--amend"]));
    assert!(err.contains("nothing to amend: no phase has been played in this game"), "{err}");
    ok(&game.gm("France: A Par - Bur\n", &[]));
    let mut file = game.json();
    file["history"][0].as_object_mut().unwrap().remove("position");
    std::fs::write(&game.path, file.to_string()).unwrap();
    let err = refused(&game.gm("France: A Par - Pic\n", &["--amend"]));
    assert!(
        err.contains("cannot amend Spring 1901 movement (A Par - Bur): the game file keeps no position from before it"),
        "{err}"
    );
    assert_eq!(game.json(), file);
    let err = refused(&graustark(&["gm", &game.path, "--flying-dutchman", "A Par", "--amend"]));
    assert!(err.contains("it does not go with --flying-dutchman"), "{err}");
    assert_eq!(game.json(), file);
}

/// A hand-edited game file whose position cannot happen is refused, naming the place.
#[test]
fn an_impossible_game_file_is_refused_with_the_place_named() {
    let game = Game::new("impossible");
    let mut file = game.json();
    file["state"]["season"] = "winter".into();
    std::fs::write(&game.path, file.to_string()).unwrap();
    let err = refused(&game.gm("France: A Par - Bur\n", &[]));
    assert!(err.contains("game file: phase: winter has no movement phase"), "{err}");
    file["state"]["season"] = "spring".into();
    file["state"]["year"] = 19010.into();
    std::fs::write(&game.path, file.to_string()).unwrap();
    let err = refused(&game.gm("France: A Par - Bur\n", &[]));
    assert!(err.contains("game file: year: year 19010 is not between 1 and 9999"), "{err}");
    assert_eq!(game.json(), file);
}

/// Issue 34, item 14: a game file sent by someone else reads no board outside the maps folder.
/// One that names a path (`../../somewhere`, an absolute folder, even `maps/standard`) is
/// refused by name, unless the gamesmaster gives the board with `--map`; and one whose
/// dislodged unit was attacked from its own province is refused as the other impossible
/// positions are.
#[test]
fn a_game_file_naming_a_board_outside_the_maps_folder_is_refused() {
    let game = Game::new("board-path");
    // A board of its own outside the maps folder, which the file would have `gm` read.
    let elsewhere = game.dir.join("somewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    std::fs::copy("maps/standard/map.json", elsewhere.join("map.json")).unwrap();
    let mut file = game.json();
    for name in ["../../somewhere", elsewhere.to_str().unwrap(), "maps/standard", "..", ""] {
        file["map"] = name.into();
        std::fs::write(&game.path, file.to_string()).unwrap();
        let err = refused(&game.gm("France: A Par - Bur\n", &[]));
        assert!(
            err.contains(&format!(
                "the game file asks for the board \"{name}\", which is not the name of a folder of the maps folder"
            )),
            "{err}"
        );
        assert!(err.contains("give the board with --map DIR"), "{err}");
        assert_eq!(game.json(), file, "nothing written");
        let err = refused(&graustark(&["player", &game.path, "france", "Alice"]));
        assert!(err.contains(&format!("the game file asks for the board \"{name}\"")), "{err}");
    }
    // The gamesmaster's own choice of board is followed.
    file["map"] = "../../somewhere".into();
    std::fs::write(&game.path, file.to_string()).unwrap();
    ok(&game.gm("France: A Par - Bur\n", &["--map", elsewhere.to_str().unwrap(), "--dry-run"]));
    // A folder of the maps folder is read as ever.
    file["map"] = "standard".into();
    std::fs::write(&game.path, file.to_string()).unwrap();
    ok(&game.gm("France: A Par - Bur\n", &["--dry-run"]));
}

#[test]
fn a_game_file_with_a_unit_dislodged_from_its_own_province_is_refused() {
    let game = Game::new("self-attack");
    ok(&game.gm("Germany: A Mun - Bur\nFrance: A Par - Bur\n", &[]));
    let mut file = game.json();
    file["state"]["phase"] = "retreat".into();
    file["state"]["dislodged"] =
        serde_json::json!([{"power": "austria", "type": "army", "region": "tyr", "attacker_from": "tyr"}]);
    std::fs::write(&game.path, file.to_string()).unwrap();
    let err = refused(&game.gm("Austria: A Tyr - Boh\n", &[]));
    assert!(
        err.contains("game file: dislodged[0]: a unit dislodged in Tyrolia by an attacker from Tyrolia itself"),
        "{err}"
    );
    assert_eq!(game.json(), file);
    // From a province beside it, the same file plays.
    file["state"]["dislodged"][0]["attacker_from"] = "mun".into();
    std::fs::write(&game.path, file.to_string()).unwrap();
    ok(&game.gm("Austria: A Tyr - Boh\n", &[]));
}
