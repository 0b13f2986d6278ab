//! One game file for every way a game is played (issue 37, item 1): version 3, and 4 since the
//! gamesmaster's seal, with game night's `table` section and the gamesmaster's `postal` section. Every gamesmaster file ever
//! written opens and plays on (tests/game-files/: real files written by `graustark gm` at older
//! commits, README.md there says which), a game saved at the table plays on in `graustark gm`
//! with its table section kept as it was, and a file that cannot be read is refused by name,
//! which part and what is wrong, and left as it was on disk.

use graustark_gm::{FORMAT, GameFile, Part, Problem, VERSION};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

mod cli;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/game-files");
const TABLE_FILE: &str = "table-v3-winter-1901.json";

/// The postal section's fields, which stood at the top of a gamesmaster's file before version 3.
const POSTAL: &[&str] = graustark_gm::postal::POSTAL_FIELDS;

/// Every saved game file of the fixtures, with the sheet that plays its next phase.
fn saved_files() -> Vec<(PathBuf, PathBuf)> {
    let mut files: Vec<(PathBuf, PathBuf)> = std::fs::read_dir(FIXTURES)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let sheet = p.with_extension("next.txt");
            assert!(sheet.exists(), "{} has no sheet to play on with ({})", p.display(), sheet.display());
            (p, sheet)
        })
        .collect();
    files.sort();
    assert!(files.len() >= 5, "the fixtures: {files:?}");
    files
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap()
}

fn json_of(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

/// A folder of its own for one test.
struct Folder(PathBuf);

impl Folder {
    fn new(name: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("graustark-game-file-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Folder(dir)
    }

    /// `text` written to `name` in the folder; its path.
    fn put(&self, name: &str, text: &str) -> PathBuf {
        let path = self.0.join(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    /// The names of the files in the folder, sorted.
    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> =
            std::fs::read_dir(&self.0).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        names.sort();
        names
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `graustark gm GAME SHEET`: (success, stdout, stderr).
fn gm(game: &Path, sheet: &Path) -> (bool, String, String) {
    let out = cli::graustark(&["gm", game.to_str().unwrap(), sheet.to_str().unwrap()], b"");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

/// An older gamesmaster file (no format, no version, its postal fields at the top) is read as
/// the current version: written back, its postal fields stand in `postal` with the same values, and
/// every other part is as it was.
#[test]
fn an_older_file_is_read_as_the_current_version_with_nothing_lost() {
    let mut older = 0;
    for (path, _) in saved_files() {
        let text = read(&path);
        let original = json_of(&text);
        let file = GameFile::from_json(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let written = json_of(&file.to_json().unwrap());
        assert_eq!((&written["format"], &written["version"]), (&json!(FORMAT), &json!(VERSION)), "{}", path.display());
        if original.get("format").is_some() {
            // A version 3 file is written back as it was, as the version written (4 added
            // only the seal, which a version 3 file has none of).
            let mut original = original;
            original["version"] = json!(VERSION);
            assert_eq!(written, original, "{}", path.display());
            continue;
        }
        older += 1;
        let top = original.as_object().unwrap();
        let mut expected = serde_json::Map::new();
        for (key, value) in top {
            if POSTAL.contains(&key.as_str()) {
                assert_eq!(written["postal"][key], *value, "{}: postal.{key}", path.display());
            } else {
                expected.insert(key.clone(), value.clone());
            }
        }
        let mut rest = written.as_object().unwrap().clone();
        for key in ["format", "version", "postal"] {
            rest.remove(key);
        }
        // The rules are written in full: an option added since the file was written, with the
        // value it had then (its default), besides every option the file names.
        let rules = rest.remove("rules").unwrap();
        for (option, value) in expected.remove("rules").unwrap_or_default().as_object().unwrap() {
            assert_eq!(rules[option], *value, "{}: rules.{option}", path.display());
        }
        for (key, value) in expected {
            assert_eq!(rest.remove(&key), Some(value), "{}: {key}", path.display());
        }
        assert!(rest.is_empty(), "{}: {rest:?}", path.display());
        // Read again, the same file.
        assert_eq!(GameFile::from_json(&file.to_json().unwrap()).unwrap().to_json().unwrap(), file.to_json().unwrap());
    }
    assert!(older >= 4, "the fixtures hold {older} older files");
}

/// Every saved file, of every version, plays its next phase in `graustark gm`, which writes it
/// as version 4; the history grows and what was played before is kept.
#[test]
fn every_saved_file_opens_and_plays_on() {
    let folder = Folder::new("plays-on");
    for (path, sheet) in saved_files() {
        let name = path.file_name().unwrap().to_str().unwrap();
        let before = json_of(&read(&path));
        let game = folder.put(name, &read(&path));
        let (ok, out, err) = gm(&game, &sheet);
        assert!(ok, "{name}: {err}");
        let after = json_of(&read(&game));
        assert_eq!((&after["format"], &after["version"]), (&json!(FORMAT), &json!(VERSION)), "{name}");
        let (was, now) = (before["history"].as_array().unwrap(), after["history"].as_array().unwrap());
        assert!(now.len() > was.len(), "{name}: {} phases, then {}", was.len(), now.len());
        assert_eq!(&now[..was.len()], &was[..], "{name}: the phases played before are kept");
        let phase = now[was.len()]["phase"].as_str().unwrap().trim_end_matches(" (the season)");
        assert!(out.starts_with(phase), "{name}: {out}");
        assert_eq!(after["table"], before["table"], "{name}: the table section is kept as it was");
        // The game as written reads again.
        GameFile::from_json(&read(&game)).unwrap_or_else(|e| panic!("{name} as written: {e}"));
    }
}

/// A game saved at the table (a version 3 file with game night's section and two phases whose
/// orders and positions game night wrote) opens in `graustark gm`, plays the builds of Winter
/// 1901, and comes back out with its table section and the readers of its phases unchanged.
#[test]
fn a_game_saved_at_the_table_plays_on_by_post() {
    let folder = Folder::new("table");
    let text = read(&Path::new(FIXTURES).join(TABLE_FILE));
    let original = json_of(&text);
    let file = GameFile::from_json(&text).unwrap();
    let table = file.table.as_ref().expect("a table section");
    assert_eq!(table.phase.of, "Winter 1901 adjustment");
    assert_eq!(table.seats.len(), 7);
    assert_eq!(file.history.iter().map(|p| p.reader.as_deref()).collect::<Vec<_>>(), [Some("england"), Some("france")]);
    let game = folder.put("table.json", &text);
    let sheet = Path::new(FIXTURES).join(TABLE_FILE.replace(".json", ".next.txt"));
    let (ok, out, err) = gm(&game, &sheet);
    assert!(ok, "{err}");
    assert!(out.starts_with("Winter 1901 adjustment"), "{out}");
    let after = json_of(&read(&game));
    assert_eq!(after["table"], original["table"], "the table section comes back out unchanged");
    assert_eq!(after["history"][0]["reader"], "england");
    assert_eq!(after["history"][1]["reader"], "france");
    assert_eq!(after["history"][2]["phase"], "Winter 1901 adjustment");
    assert!(after["history"][2].get("reader").is_none(), "nobody read the builds aloud: they came by post");
    assert_eq!(after["state"]["season"], "spring");
    assert_eq!(after["state"]["year"], 1902);
    // The file as the gamesmaster writes it: format and version first, the table section whole.
    let written = read(&game);
    assert!(written.starts_with("{\n  \"format\": \"graustark-game\",\n  \"version\": 4,\n"), "{written}");
    assert!(
        written.contains("\"writing\": 2.5") && written.contains("\"first\": 30,"),
        "numbers as game night wrote them"
    );
}

/// The table fixture with `change` made to its JSON.
fn table_file_with(change: impl FnOnce(&mut Value)) -> String {
    let mut file = json_of(&read(&Path::new(FIXTURES).join(TABLE_FILE)));
    change(&mut file);
    serde_json::to_string_pretty(&file).unwrap()
}

/// An older gamesmaster file with `change` made to its JSON.
fn older_file_with(change: impl FnOnce(&mut Value)) -> String {
    let mut file = json_of(&read(&Path::new(FIXTURES).join("gm-fcf5462-house-style.json")));
    change(&mut file);
    serde_json::to_string_pretty(&file).unwrap()
}

fn remove(file: &mut Value, key: &str) {
    file.as_object_mut().unwrap().remove(key);
}

/// The part and the problem a file is refused for.
fn refusal(text: &str) -> (Part, Problem) {
    let e = GameFile::from_json(text).expect_err("refused");
    (e.part, e.problem)
}

fn damaged(text: &str) -> Part {
    match refusal(text) {
        (part, Problem::Damaged(_)) => part,
        other => panic!("not damaged: {other:?}"),
    }
}

/// What cannot be read is refused with its part and what is wrong, as data (the command line
/// and the page word it): a later version (whatever else changed in it), another format, game
/// night's own older record, a part missing, unknown or damaged.
#[test]
fn a_file_that_cannot_be_read_is_refused_by_part_and_problem() {
    let later = table_file_with(|f| {
        f["version"] = json!(5);
        f["state"] = json!("a position written some new way");
        f["moons"] = json!([]);
    });
    assert_eq!(refusal(&later), (Part::Version, Problem::LaterVersion(5)));
    let other = table_file_with(|f| f["format"] = json!("some-other-game"));
    assert_eq!(refusal(&other), (Part::Format, Problem::OtherFormat("some-other-game".into())));
    let record = json!({ "format": "graustark-game", "version": 2, "id": "g1", "mapId": "standard", "played": [] });
    assert_eq!(refusal(&record.to_string()), (Part::Version, Problem::TableRecord(2)));
    assert_eq!(refusal(&table_file_with(|f| remove(f, "version"))), (Part::Version, Problem::Missing));
    assert_eq!(refusal(&table_file_with(|f| remove(f, "format"))), (Part::Format, Problem::Missing));
    assert_eq!(refusal(&table_file_with(|f| remove(f, "state"))), (Part::State, Problem::Missing));
    assert_eq!(refusal(&older_file_with(|f| remove(f, "map"))), (Part::Map, Problem::Missing));
    assert!(matches!(refusal("{\"map\": \"standard\","), (Part::Whole, Problem::NotJson(_))));
    assert!(matches!(refusal("[1, 2]"), (Part::Whole, Problem::Damaged(_))));
    // Each part named: the table section, game night's; the history; the postal section, in
    // version 3 and at the top of an older file.
    assert_eq!(damaged(&table_file_with(|f| f["table"]["seats"][0]["power"] = json!(7))), Part::Table);
    assert_eq!(damaged(&table_file_with(|f| f["table"]["phase"]["timer"]["kind"] = json!("sand"))), Part::Table);
    assert_eq!(damaged(&table_file_with(|f| f["table"]["colour"] = json!("green"))), Part::Table);
    assert_eq!(damaged(&table_file_with(|f| f["history"][1]["orders"] = json!("A Par - Bur"))), Part::History);
    assert_eq!(damaged(&table_file_with(|f| f["postal"] = json!({ "report": "fancy" }))), Part::Postal);
    assert_eq!(damaged(&table_file_with(|f| f["postal"] = json!({ "colour": "green" }))), Part::Postal);
    assert_eq!(damaged(&older_file_with(|f| f["report"] = json!("fancy"))), Part::Postal);
    assert_eq!(damaged(&older_file_with(|f| f["state"]["units"] = json!(3))), Part::State);
    assert_eq!(damaged(&older_file_with(|f| f["players"] = json!("seven"))), Part::Players);
    // A part no file of its version has: a postal field at the top of a version 3 file, a
    // version 3 section in a file that does not say it is one, a key of no game file.
    assert_eq!(
        refusal(&table_file_with(|f| f["numbered"] = json!(true))),
        (Part::Whole, Problem::Unknown("numbered".into()))
    );
    assert_eq!(refusal(&older_file_with(|f| f["table"] = json!(null))), (Part::Format, Problem::Missing));
    assert_eq!(refusal(&older_file_with(|f| f["moons"] = json!(2))), (Part::Whole, Problem::Unknown("moons".into())));
}

/// The words of a refusal name the part and what is wrong, in the reader's words.
#[test]
fn a_refusal_says_what_and_where() {
    let said = |text: &str| GameFile::from_json(text).unwrap_err().to_string();
    assert_eq!(
        said(&table_file_with(|f| f["version"] = json!(5))),
        "of version 5, written by a later Graustark: this one reads game files up to version 4"
    );
    assert_eq!(
        said(&table_file_with(|f| f["format"] = json!("chess"))),
        "not a Graustark game file: its format is \"chess\", not \"graustark-game\""
    );
    assert!(
        said(&json!({ "format": "graustark-game", "version": 1 }).to_string())
            .starts_with("a game night record of version 1")
    );
    let table = said(&table_file_with(|f| f["table"]["seats"][0]["power"] = json!(7)));
    assert!(
        table.starts_with("not a game file: its table section: invalid type: integer `7`, expected a string"),
        "{table}"
    );
    assert_eq!(said(&table_file_with(|f| remove(f, "state"))), "not a game file: its position (\"state\") is missing");
    assert!(said("{").starts_with("not JSON: EOF while parsing"), "{}", said("{"));
}

/// `graustark gm` refuses a file it cannot read, naming the file and the part, and leaves it as
/// it was: nothing written, no `.prev` kept, no temporary file left.
#[test]
fn gm_leaves_a_file_it_cannot_read_untouched() {
    let folder = Folder::new("refused");
    let sheet = folder.put("orders.txt", "France: Build A Par\n");
    let cases = [
        ("later.json", table_file_with(|f| f["version"] = json!(5)), "is of version 5, written by a later Graustark"),
        ("chess.json", table_file_with(|f| f["format"] = json!("chess")), "its format is \"chess\""),
        ("seats.json", table_file_with(|f| f["table"]["seats"] = json!({})), "its table section: invalid type"),
        ("notes.json", "lorem ipsum".to_string(), "not JSON"),
    ];
    for (name, text, why) in &cases {
        let game = folder.put(name, text);
        let (ok, out, err) = gm(&game, &sheet);
        assert!(!ok, "{name}: {out}");
        assert!(err.contains(&format!("{} is ", game.display())) && err.contains(why), "{name}: {err}");
        assert_eq!(&read(&game), text, "{name} is left as it was");
    }
    let mut expected: Vec<String> = cases.iter().map(|(name, ..)| name.to_string()).collect();
    expected.push("orders.txt".into());
    expected.sort();
    assert_eq!(folder.names(), expected, "no .prev, no temporary file");
}

/// Version 4 added the gamesmaster's sealed orders (Das Dippyspiel rule 15): a seal in the
/// postal section and in a history entry is read and written back as it was, and a version 3
/// file (which has none) reads as it is.
#[test]
fn a_version_4_file_keeps_its_seals() {
    let seal = json!({ "phase": "Winter 1901 adjustment", "power": "france", "digest": "ab".repeat(32) });
    let text = table_file_with(|f| {
        f["version"] = json!(4);
        f["postal"]["seal"] = seal.clone();
        f["history"][1]["seal"] =
            json!({ "phase": "Fall 1901 movement", "power": "france", "digest": "cd".repeat(32) });
    });
    let file = GameFile::from_json(&text).unwrap();
    assert_eq!(file.postal.seal.as_ref().map(|s| s.power.as_str()), Some("france"));
    assert_eq!(file.history[1].seal.as_ref().map(|s| s.digest.as_str()), Some("cd".repeat(32).as_str()));
    assert_eq!(json_of(&file.to_json().unwrap()), json_of(&text), "written back as it was");
    assert!(GameFile::from_json(&table_file_with(|f| f["version"] = json!(3))).is_ok());
    assert_eq!(damaged(&table_file_with(|f| f["postal"]["seal"] = json!({ "power": "france" }))), Part::Postal);
}
