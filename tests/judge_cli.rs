//! The command-line judge, run as a program: every input line gets its own answer (a line
//! that is not UTF-8 too), a case with two units in one province is refused with the province
//! named, and `map --check` refuses a start with two units in one province.

mod cli;

use cli::graustark;
use std::process::Output;

fn lines(out: &Output) -> Vec<serde_json::Value> {
    String::from_utf8(out.stdout.clone()).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// Issue 14, item 7: a line that is not UTF-8 ended the whole run.
#[test]
fn every_line_gets_its_own_answer() {
    let input = b"{\"id\":\"a\"}\n\xff\xfe\n{\"id\":\"b\",\"season\":\"spring\",\"year\":1901,\"units\":[]}\r\n";
    let out = graustark(&["adjudicate"], input);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let got = lines(&out);
    assert_eq!(got.len(), 3, "{got:?}");
    assert_eq!(got[0]["line"], 1);
    assert!(got[0]["error"].as_str().unwrap().starts_with("not a case: missing field `season`"), "{got:?}");
    assert_eq!(got[1], serde_json::json!({ "line": 2, "error": "not UTF-8 (an invalid byte at position 1)" }));
    assert_eq!(got[2], serde_json::json!({ "id": "b", "results": [], "dislodged": [] }));
}

/// Issue 14, item 8: three units ended in London.
#[test]
fn a_case_with_two_units_in_one_province_is_refused() {
    let stack = r#"{"id":"stack","season":"spring","year":1901,"units":[
        {"power":"england","type":"army","region":"wal"},{"power":"england","type":"fleet","region":"eng"},
        {"power":"france","type":"army","region":"lon"},{"power":"germany","type":"fleet","region":"lon"}],
        "orders":[{"power":"england","text":"A Wal - Lon"},{"power":"england","text":"F Eng S A Wal - Lon"}]}"#
        .replace('\n', "");
    let coasts = r#"{"id":"coasts","season":"spring","year":1901,"units":[{"power":"russia","type":"fleet","region":"stp/nc"},{"power":"england","type":"fleet","region":"stp/sc"}]}"#;
    let out = graustark(&["adjudicate"], format!("{stack}\n{coasts}\n").as_bytes());
    assert_eq!(
        lines(&out),
        [
            serde_json::json!({ "line": 1, "error": "units[3]: a second unit in London" }),
            serde_json::json!({ "line": 2, "error": "units[1]: a second unit in St Petersburg" }),
        ]
    );
}

/// Issue 14, item 9: `map --check` passed a start that `gm` then refused forever.
#[test]
fn map_check_refuses_two_start_units_in_one_province() {
    let mut map: serde_json::Value = serde_json::from_str(include_str!("../maps/standard/map.json")).unwrap();
    let england = map["powers"].as_array_mut().unwrap().iter_mut().find(|p| p["id"] == "england").unwrap();
    england["start"] = serde_json::json!(["A lvp", "F lvp", "F lon"]);
    let dir = std::env::temp_dir().join(format!("graustark-map-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("map.json"), map.to_string()).unwrap();
    let out = graustark(&["map", dir.to_str().unwrap(), "--check"], b"");
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("has 1 problem(s):"), "{err}");
    assert!(err.contains("powers[england].start[1]: a second unit in lvp (after powers[england].start[0])"), "{err}");
    let good = graustark(&["map", "maps/standard", "--check"], b"");
    assert!(good.status.success(), "{}", String::from_utf8_lossy(&good.stderr));
}

/// DATC 4.E.6: a Flying Dutchman found on the board is removed by the gamesmaster: the unit
/// named, or among several that could be it, the one the civil-disorder rule removes first.
#[test]
fn gm_removes_a_flying_dutchman() {
    let dir = std::env::temp_dir().join(format!("graustark-dutchman-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json");
    let game = game.to_str().unwrap();
    let out = graustark(&["new", game], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // England has a fourth unit it is not entitled to: an army in Yorkshire (or the fleet in Edinburgh).
    let mut file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
    file["state"]["units"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({"power":"england","type":"army","region":"yor"}));
    std::fs::write(game, file.to_string()).unwrap();

    let unknown = graustark(&["gm", game, "--flying-dutchman", "A Atlantis"], b"");
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("unknown province 'Atlantis'"));
    let mixed = graustark(&["gm", game, "--flying-dutchman", "A Yor", "--flying-dutchman", "A Par"], b"");
    assert!(String::from_utf8_lossy(&mixed.stderr).contains("must all be of one power"));

    // Of the two, the 2023 civil-disorder rule removes the unit farthest from England's centres.
    let out = graustark(&["gm", game, "--flying-dutchman", "F Edi", "--flying-dutchman", "A Yor", "--dry-run"], b"");
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("Spring 1901 movement: the Flying Dutchman English A Yor is removed (DATC 4.E.6, chosen by the civil-disorder rule among F Edi, A Yor)"), "{said}");
    let out = graustark(&["gm", game, "--flying-dutchman", "A Yor"], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let units = file["state"]["units"].as_array().unwrap();
    assert_eq!(units.len(), 22);
    assert!(!units.iter().any(|u| u["region"] == "yor"));
    assert_eq!(file["history"][0]["orders"][0], "Flying Dutchman: A Yor");
}

/// `new --players 6` on the 1958 map starts a six-player game (Italy gone) and records the
/// count, which `gm` then reads back; a count the map does not offer is refused.
#[test]
fn a_smaller_game_is_started_and_played_with_its_player_count() {
    let dir = std::env::temp_dir().join(format!("graustark-players-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json");
    let game = game.to_str().unwrap();
    let refused = graustark(&["new", game, "--map", "maps/standard-1958", "--players", "4"], b"");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("no game for 4 players (it offers 5, 6, 7)"));
    let out = graustark(&["new", game, "--map", "maps/standard-1958", "--players", "6"], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
    assert_eq!(file["players"], 6);
    let units = file["state"]["units"].as_array().unwrap();
    assert_eq!(units.len(), 19);
    assert!(!units.iter().any(|u| u["power"] == "italy"));
    let sheet = dir.join("orders.txt");
    // Two armies stand in Paris at the 1958 opening: one is named by its number.
    std::fs::write(&sheet, "France:\n1 Bur\n").unwrap();
    let out = graustark(&["gm", game, sheet.to_str().unwrap(), "--map", "maps/standard-1958"], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(file["state"]["units"].as_array().unwrap().iter().any(|u| u["region"] == "bur"));
}

/// Issue 15, point 9: a case may name its variant (a map folder beside the judge's map) and its
/// number of players; each is adjudicated on its own board, and a board that cannot be had
/// gets an error line naming it.
#[test]
fn a_case_names_its_variant_and_players() {
    let case = |extra: &str, units: &str, orders: &str| {
        format!(r#"{{"id":"v","season":"spring","year":1901{extra},"units":[{units}],"orders":[{orders}]}}"#)
    };
    let italian = r#"{"power":"italy","type":"army","region":"ven"}"#;
    let order = r#"{"power":"italy","text":"A Ven - Tyr"}"#;
    let input = [
        case(r#","variant":"standard-1958""#, italian, order),
        case(r#","variant":"standard-1958","players":6"#, italian, order),
        case(r#","variant":"nowhere""#, italian, order),
        case(r#","players":6"#, italian, order),
        case("", italian, order),
    ]
    .join("\n");
    let out = graustark(&["adjudicate"], input.as_bytes());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let got = lines(&out);
    let moved = serde_json::json!({"id":"v","results":[{"region":"ven","order":"A Ven - Tyr","success":true,"reason":"moved"}],"dislodged":[]});
    assert_eq!(got[0], moved, "the 1958 variant, seven players");
    assert_eq!(got[1]["line"], 2);
    assert!(got[1]["error"].as_str().unwrap().contains("italy"), "Italy is not in the six-player game: {}", got[1]);
    assert_eq!(got[2]["line"], 3);
    assert!(got[2]["error"].as_str().unwrap().contains("nowhere"), "{}", got[2]);
    assert_eq!(got[3]["line"], 4);
    assert!(got[3]["error"].as_str().unwrap().contains("6"), "the standard map has no six-player game: {}", got[3]);
    assert_eq!(got[4], moved, "the judge's own map");
}

/// A gamesmaster starting a Cat Diplomacy game without naming rules got the default rules
/// (no doubled units, builds from every centre): `graustark new` now plays a board that names
/// its rules (`"preset"` in `map.json`) under them, says so, and `--rules` and `--set` still
/// choose others, `--set` applying over the preset whichever comes first.
#[test]
fn a_new_game_is_played_under_the_boards_own_rules_unless_others_are_named() {
    let dir = std::env::temp_dir().join(format!("graustark-new-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rules_of = |args: &[&str]| {
        let game = dir.join(format!("{}.json", args.join("_").replace(['-', '='], "")));
        let game = game.to_str().unwrap();
        let out = graustark(&[&["new", game, "--map", "maps/cat"], args].concat(), b"");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
        (String::from_utf8(out.stdout).unwrap(), file["rules"].clone())
    };
    let (said, own) = rules_of(&[]);
    assert!(said.ends_with(", under the board's own rules (cat)\n"), "{said}");
    assert_eq!(own["patron_year"], "doubled", "Cat rule 4: the year's patron is doubled");
    assert_eq!(own["supply_counts"], "home-and-neutral", "Cat rule 9");
    let (said, named) = rules_of(&["--rules", "datc-2023"]);
    assert!(said.ends_with("at Spring Cassiusica I movement\n"), "{said}");
    assert_eq!(named["patron_year"], "name-only");
    let (_, set_first) = rules_of(&["--set", "supply_counts=all-owned", "--rules", "cat"]);
    assert_eq!(set_first["patron_year"], "doubled");
    assert_eq!(set_first["supply_counts"], "all-owned", "--set applies over the preset, whichever comes first");
    let (_, set_only) = rules_of(&["--set", "supply_counts=all-owned"]);
    assert_eq!(set_only["patron_year"], "doubled", "--set alone applies over the board's own preset");
    let bad = graustark(&["new", dir.join("bad.json").to_str().unwrap(), "--set", "no_such=thing"], b"");
    assert!(!bad.status.success());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The commands `graustark --help` lists, one a line between "commands:" and a blank line.
fn listed_commands() -> Vec<String> {
    let out = graustark(&["--help"], b"");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let list = &text[text.find("commands:\n").expect("a list of commands") + "commands:\n".len()..];
    list.lines().take_while(|l| !l.is_empty()).map(|l| l.split_whitespace().next().unwrap().to_string()).collect()
}

/// Issue 37, item 5: `graustark propose --help` printed every command's usage. Each command's
/// help is now its own: its usage and options, no other command's, and the exit statuses.
#[test]
fn each_command_has_help_of_its_own() {
    let commands = listed_commands();
    assert_eq!(commands, ["adjudicate", "map", "new", "gm", "player", "proxy", "propose", "rules"]);
    for command in &commands {
        let out = graustark(&[command, "--help"], b"");
        assert!(out.status.success(), "{command} --help: {}", String::from_utf8_lossy(&out.stderr));
        let help = String::from_utf8(out.stdout).unwrap();
        assert!(
            help.starts_with(&format!("usage: graustark {command} "))
                || help.starts_with(&format!("usage: graustark {command}\n")),
            "{help}"
        );
        for other in commands.iter().filter(|o| *o != command) {
            assert!(!help.contains(&format!("graustark {other} ")), "{command} --help names {other}:\n{help}");
        }
        assert!(help.contains("exit status:\n  0 "), "{help}");
        let named = graustark(&["help", command], b"");
        assert_eq!(String::from_utf8(named.stdout).unwrap(), help, "help {command} is {command} --help");
    }
    // --help anywhere after the command, and -h, ask for the command's help.
    let late = graustark(&["gm", "game.json", "-h"], b"");
    assert!(String::from_utf8(late.stdout).unwrap().starts_with("usage: graustark gm GAME.json"));
}

#[test]
fn version_is_the_packages() {
    for flag in ["--version", "-V"] {
        let out = graustark(&[flag], b"");
        assert!(out.status.success());
        assert_eq!(String::from_utf8(out.stdout).unwrap(), format!("graustark {}\n", env!("CARGO_PKG_VERSION")));
    }
}

/// The exit statuses the help states are those the program returns: 2 for a mistake in the
/// command line and for a refused sheet (which leaves the game file as it was), 0 otherwise.
#[test]
fn exit_statuses_are_as_the_help_states() {
    let help = String::from_utf8(graustark(&["--help"], b"").stdout).unwrap();
    assert!(help.contains("\n  0  done") && help.contains("\n  2  refused"), "{help}");
    for args in [&["frob"][..], &["gm", "--frob"], &["help", "frob"], &["new"]] {
        let out = graustark(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}: the refusal goes to standard error");
    }
    let unknown = String::from_utf8(graustark(&["frob"], b"").stderr).unwrap();
    assert!(unknown.contains("no command named 'frob'") && unknown.contains("graustark --help"), "{unknown}");
    let option = String::from_utf8(graustark(&["gm", "--frob"], b"").stderr).unwrap();
    assert!(option.starts_with("graustark gm: ") && option.contains("graustark gm --help"), "{option}");

    let dir = std::env::temp_dir().join(format!("graustark-exit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json");
    let game = game.to_str().unwrap();
    assert_eq!(graustark(&["new", game], b"").status.code(), Some(0));
    let before = std::fs::read(game).unwrap();
    let sheet = dir.join("orders.txt");
    std::fs::write(&sheet, "lorem ipsum\n").unwrap();
    let refused = graustark(&["gm", game, sheet.to_str().unwrap()], b"");
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(std::fs::read(game).unwrap(), before, "a refused sheet leaves the game file as it was");
    std::fs::remove_dir_all(&dir).unwrap();
}
