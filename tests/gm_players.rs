//! One power per player (God Save The Zine house rule 2.3: "Obviously, a player cannot play
//! more than one Power in any given game."): `graustark player` and the library's
//! `gm::changes::new_player` refuse to give a second power to a name already playing one,
//! naming the power they hold, with names compared as a gamesmaster reads them (case and
//! spacing aside), unless the gamesmaster says it is a standby arrangement (`--standby`),
//! which the game file records.
//!
//! The house rules name no standby player; the exception rests on the gamesmaster's
//! discretion over "any eventuality not covered by the two documents combined" (1.3), as when
//! a game is held over for a replacement (4.6: "I will hold the game over for one season to
//! enable the replacement player to get into the game"). Without `--standby`, 2.3's words hold.

mod cli;

use cli::GmGame as Game;
use graustark::Map;
use graustark_gm::GameFile;
use graustark_gm::changes::{ChangeError, new_player};

fn map() -> Map {
    Map::from_json(include_str!("../maps/standard/map.json")).unwrap()
}

fn standard_game(name: &str) -> GameFile {
    let game = Game::new(&format!("players-{name}"), &[]);
    GameFile::from_json(&std::fs::read_to_string(&game.path).unwrap()).unwrap()
}

#[test]
fn a_name_already_playing_a_power_is_refused_a_second_naming_the_first() {
    let map = map();
    let mut file = standard_game("lib1");
    assert_eq!(
        new_player(&map, &mut file, "france", "Zoe Smith", false).unwrap(),
        "Zoe Smith plays France from Spring 1901 movement on."
    );
    let before = file.clone();
    // The same player as a gamesmaster reads the name: case and spacing aside.
    for name in ["Zoe Smith", "zoe smith", "  ZOE   Smith "] {
        let refused = new_player(&map, &mut file, "germany", name, false).unwrap_err();
        let player = name.split_whitespace().collect::<Vec<_>>().join(" ");
        let plays = ChangeError::AlreadyPlays { player, plays: "France".into(), power: "Germany".into() };
        assert_eq!(refused, plays);
        let refused = refused.to_string();
        assert!(refused.contains("already plays France"), "{refused}");
        assert!(refused.contains("house rule 2.3"), "{refused}");
        assert!(!refused.contains("--standby") && !refused.contains("box"), "the library names no flag: {refused}");
        assert_eq!(file.postal.powers, before.postal.powers, "a refusal changes nothing");
    }
    // Another name is another player.
    assert!(new_player(&map, &mut file, "germany", "Zoe Smyth", false).is_ok());
    // A player taking their own power again is no second power.
    assert!(new_player(&map, &mut file, "france", "zoe smith", false).is_ok());
}

#[test]
fn a_standby_the_gamesmaster_allows_is_recorded() {
    let map = map();
    let mut file = standard_game("lib2");
    new_player(&map, &mut file, "france", "Zoe", false).unwrap();
    let said = new_player(&map, &mut file, "italy", "zoe", true).unwrap();
    assert_eq!(said, "zoe plays Italy from Spring 1901 movement on, as a standby while playing France too.");
    let json: serde_json::Value = serde_json::from_str(&file.to_json().unwrap()).unwrap();
    assert_eq!(
        json["postal"]["powers"]["italy"]["players"],
        serde_json::json!([{ "name": "zoe", "from": "Spring 1901 movement", "standby": true }])
    );
    assert_eq!(
        json["postal"]["powers"]["france"]["players"],
        serde_json::json!([{ "name": "Zoe", "from": "Spring 1901 movement" }])
    );
    // --standby for a name playing nothing else records no standby.
    new_player(&map, &mut file, "turkey", "Ann", true).unwrap();
    let json: serde_json::Value = serde_json::from_str(&file.to_json().unwrap()).unwrap();
    assert!(json["postal"]["powers"]["turkey"]["players"][0].get("standby").is_none(), "{json}");
}

#[test]
fn a_player_who_left_the_game_plays_no_power() {
    // House rule 4.3: "Two successive NMR's means that the offending player has left the game."
    let map = map();
    let mut file = standard_game("lib3");
    new_player(&map, &mut file, "france", "Zoe", false).unwrap();
    file.postal.powers.get_mut("france").unwrap().civil_disorder = true;
    assert!(new_player(&map, &mut file, "germany", "Zoe", false).is_ok(), "France's player has left the game");
}

#[test]
fn graustark_player_refuses_a_second_power_unless_standby() {
    let game = Game::new("players-cli", &[]);
    let (ok, out, err) = game.run(&["player", &game.path, "england", "Ann Lee"]);
    assert!(ok, "{err}");
    assert!(out.contains("Ann Lee plays England from Spring 1901 movement on."), "{out}");
    let before = std::fs::read_to_string(&game.path).unwrap();
    let (ok, _, err) = game.run(&["player", &game.path, "russia", "ann  LEE"]);
    assert!(!ok);
    assert!(err.contains("player: ann LEE already plays England"), "{err}");
    assert!(err.contains("graustark player --standby"), "the command line says how to allow it: {err}");
    assert_eq!(std::fs::read_to_string(&game.path).unwrap(), before, "a refusal leaves the file as it was");
    let (ok, out, err) = game.run(&["player", &game.path, "russia", "ann  LEE", "--standby"]);
    assert!(ok, "{err}");
    assert!(
        out.contains("ann LEE plays Russia from Spring 1901 movement on, as a standby while playing England too."),
        "{out}"
    );
    assert_eq!(game.json()["postal"]["powers"]["russia"]["players"][0]["standby"], true);
}
