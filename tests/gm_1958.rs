//! A 1958 game played from the command line (issue 15, point 9): `graustark new` on the 1958
//! variant, then `graustark gm` through a movement year and its winter, with stacks, an army
//! taken on board and carried, two armies raised together in a capital and one beside its
//! fleet; the reports name every unit by number and list the stacks.

mod cli;

use cli::graustark;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// A fresh folder for one test's game.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("graustark-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Plays one order sheet and returns the report.
fn gm(game: &Path, sheet: &str) -> String {
    let path = game.with_extension("txt");
    std::fs::write(&path, sheet).unwrap();
    let out = graustark(&["gm", game.to_str().unwrap(), path.to_str().unwrap(), "--map", "maps/standard-1958"], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn units(game: &Path) -> Vec<Value> {
    let file: Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
    file["state"]["units"].as_array().unwrap().clone()
}

#[test]
fn a_1958_game_is_played_through_a_winter_by_number() {
    let dir = folder("gm-1958");
    let game = dir.join("game.json");
    let out =
        graustark(&["new", game.to_str().unwrap(), "--map", "maps/standard-1958", "--rules", "rulebook-1958"], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));

    // Spring 1901: the two Parisian armies leave by number; the reports number every unit
    // from the first phase, and list the stacks still standing.
    let spring = gm(&game, "England:\n1F Nth\n2F Nwg\nFrance:\n1 Bur\n2 Pic\n3F Mao\nGermany:\n1 Kie\n2 Mun\n3F Den\n");
    assert!(spring.contains("    1 A Par - Bur\n    2 A Par - Pic\n"), "{spring}");
    assert!(spring.contains("    English 3 A London\n"), "{spring}");
    assert!(spring.contains("Several units in one province:\n  Constantinople: Turkish 1 A, 2 A\n"), "{spring}");
    assert!(!spring.contains("Paris: French"), "{spring}");

    // Fall 1901: the North Sea fleet comes to London for the army ordered on board it.
    let fall = gm(&game, "England:\n1F Lon\n3 board 1F\n2F Nwy\nFrance:\n1 Mar\n2 Bel\n3F Por\n");
    assert!(fall.contains("    3 A Lon Board F Nth  (went on board)\n"), "{fall}");
    assert!(fall.contains("  London: English 1 F with 3 A on board\n"), "{fall}");
    assert!(fall.contains("Adjustments: England builds 1, Germany builds 1, France builds 2."), "{fall}");

    // Winter 1901: two armies raised in Paris, each with its own new number; an army raised in
    // London beside England's fleet ("the presence of such units shall not prevent the
    // raising of a unit in its proper place"); England's one build is then used up.
    let winter = gm(&game, "England:\nBuild A Lon\nBuild F Edi\nFrance:\nBuild A Par\nBuild A Par\n");
    assert!(winter.contains("    Build A Par (4)\n    Build A Par (5)\n"), "{winter}");
    assert!(winter.contains("    Build A Lon (4)\n"), "{winter}");
    assert!(winter.contains("  * Build F Edi"), "{winter}");
    assert!(winter.contains("  Paris: French 4 A, 5 A\n"), "{winter}");
    assert!(winter.contains("  London: English 1 F with 3 A on board, 4 A\n"), "{winter}");

    // Spring 1902: the fleet sails with the army on board, leaving the new army in London;
    // one new French army moves, the other stays.
    let spring = gm(&game, "England:\n1F Nth\nFrance:\n4 Gas\n");
    assert!(spring.contains("    1 F Lon - Nth\n"), "{spring}");
    assert!(spring.contains("    English 3 A London  (on board F Lon)\n"), "{spring}");
    assert!(spring.contains("  North Sea: English 1 F with 3 A on board\n"), "{spring}");
    let list = units(&game);
    let army = list.iter().find(|u| u["power"] == "england" && u["number"] == 3).unwrap();
    assert_eq!((army["region"].as_str(), army["aboard"].as_u64()), (Some("nth"), Some(1)));
    let new_army = list.iter().find(|u| u["power"] == "england" && u["number"] == 4).unwrap();
    assert_eq!((new_army["region"].as_str(), new_army.get("aboard")), (Some("lon"), None));
    let paris = list.iter().filter(|u| u["power"] == "france" && u["region"] == "par").count();
    assert_eq!(paris, 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issue 15, point 6: any power may be left without a player. No order is taken for it; its
/// units hold; when it must lose a unit, the civil-disorder rule chooses.
#[test]
fn a_power_without_a_player_holds_and_falls_into_civil_disorder() {
    let dir = folder("no-player");
    let game = dir.join("game.json");
    let g = game.to_str().unwrap();
    let refused = graustark(&["new", g, "--map", "maps/standard-1958", "--no-player", "atlantis"], b"");
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--no-player: no power 'atlantis' in this game"));
    let args = ["new", g, "--map", "maps/standard-1958", "--rules", "rulebook-1958", "--no-player", "italy"];
    let out = graustark(&args, b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let file: Value = serde_json::from_str(&std::fs::read_to_string(&game).unwrap()).unwrap();
    assert_eq!(file["postal"]["no_player"], serde_json::json!(["italy"]));

    // An order for Italy is refused, and nothing is played.
    let sheet = dir.join("italy.txt");
    std::fs::write(&sheet, "Italy:\n1 Ven\n").unwrap();
    let out = graustark(&["gm", g, sheet.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2: \"1 Ven\": that power has no player"));

    // Austria walks into the empty Venice while Italy's units hold.
    let spring = gm(&game, "Austria:\n1 Tyr\n3F Adr\n");
    assert!(spring.contains("Without a player (units hold; civil disorder): Italy.\n"), "{spring}");
    assert!(spring.contains("    Italian 1 A Rome\n    Italian 2 A Rome\n    Italian 3 F Naples\n"), "{spring}");
    let fall = gm(&game, "Austria:\n1 Ven\n3F S 1 Ven\n");
    assert!(fall.contains("Adjustments: Austria-Hungary builds 1, Italy removes 1."), "{fall}");
    // Winter: Italy's unit farthest from home goes (all are at home: the civil-disorder order
    // of the rules then decides), with no order from anyone.
    let winter = gm(&game, "");
    assert!(winter.contains("Civil disorder: Italian"), "{winter}");
    let italians = units(&game).iter().filter(|u| u["power"] == "italy").count();
    assert_eq!(italians, 2);
    std::fs::remove_dir_all(&dir).unwrap();
}
