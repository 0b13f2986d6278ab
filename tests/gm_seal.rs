//! The gamesmaster who plays (Das Dippyspiel rule 15; issue 40 item 8), through `graustark gm`:
//! "Since the Gamesmaster is an active player in the game, moves must not be sent in the
//! ordinary way [...] The GM, meanwhile, will mail out a copy of his moves to one or more other
//! players [...] A player who receives GM moves should insure that precisely the same moves are
//! printed." `gm GAME.json --seal SHEET.txt` prints the digest to publish and records it; `gm`
//! then plays the phase only with that sheet for the gamesmaster's power.

mod cli;

use cli::GmGame;

/// The sheet's digest as `sha256sum` prints it for the sheet with LF line ends: SHA-256 of
/// `Frenciana, Spring 1501\nA Lurl H\nF Exet H\n` (Python's hashlib).
const FRENCIANA: &str = "Frenciana, Spring 1501\r\nA Lurl H   \r\nF Exet H\r\n\r\n";
const FRENCIANA_DIGEST: &str = "ea0528faa43ab055caa4bdd2e93d8267286cc945d8b5dd3f601d0833137b9c64";

fn sheet(game: &GmGame, name: &str, text: &str) -> String {
    let path = game.dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// Sealed on Das Dippyspiel's board, played with the sheet sealed: the digest printed is the
/// sheet's SHA-256, recorded for the phase and power; the report says it matched, and the seal
/// is consumed, kept in the phase's history entry.
#[test]
fn the_gamesmaster_seals_his_sheet_and_it_plays() {
    let game = GmGame::new("seal-plays", &["--map", "maps/dippyspiel"]);
    let gm = sheet(&game, "gm.txt", FRENCIANA);
    let (ok, out, err) = game.run(&["gm", &game.path, "--seal", &gm]);
    assert!(ok, "{err}");
    assert_eq!(out.trim(), FRENCIANA_DIGEST);
    assert!(err.contains("Frenciana's orders for Spring 1501 D.N.O. movement are sealed"), "{err}");
    let file = game.json();
    assert_eq!(file["version"], 4);
    assert_eq!(file["postal"]["seal"]["power"], "frenciana");
    assert_eq!(file["postal"]["seal"]["digest"], FRENCIANA_DIGEST);
    let other = sheet(&game, "arm.txt", "Armadonia:\nA Buen H\n");
    let (ok, out, err) = game.run(&["gm", &game.path, &other, &gm]);
    assert!(ok, "{err}");
    assert!(
        out.contains(&format!(
            "The gamesmaster's orders (Frenciana) match the digest sealed before the deadline: {FRENCIANA_DIGEST}."
        )),
        "{out}"
    );
    let file = game.json();
    assert!(file["postal"].get("seal").is_none(), "consumed with the phase");
    assert_eq!(file["history"][0]["seal"]["digest"], FRENCIANA_DIGEST);
}

/// A sheet for the gamesmaster's power other than the one sealed: refused with status 2,
/// naming the power and both digests, and the game file left as it was.
#[test]
fn an_altered_sheet_is_refused_and_nothing_changes() {
    let game = GmGame::new("seal-altered", &[]);
    let gm = sheet(&game, "gm.txt", "England:\nF Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\n");
    let (ok, digest, err) = game.run(&["gm", &game.path, "--seal", &gm]);
    assert!(ok, "{err}");
    let before = std::fs::read_to_string(&game.path).unwrap();
    let altered = sheet(&game, "altered.txt", "England:\nF Lon - Nth\nF Edi - Nwg\nA Lvp - Wal\n");
    let out = cli::graustark(&["gm", &game.path, &altered], b"");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("the gamesmaster's orders for England were sealed with the digest"), "{err}");
    assert!(err.contains(digest.trim()) && err.contains("altered.txt has the digest"), "{err}");
    assert!(err.contains("sha256sum"), "the hint says how to check: {err}");
    assert_eq!(std::fs::read_to_string(&game.path).unwrap(), before);
}

/// Sealing again needs `--replace`; a sheet naming several powers needs `--power`; the options
/// of sealing go with `--seal` only; a dry run records nothing.
#[test]
fn sealing_is_refused_where_it_is_unclear() {
    let game = GmGame::new("seal-refused", &[]);
    let gm = sheet(&game, "gm.txt", "England:\nF Lon - Nth\n");
    let (ok, _, _) = game.run(&["gm", &game.path, "--seal", &gm, "--dry-run"]);
    assert!(ok);
    assert!(game.json()["postal"].get("seal").is_none(), "a dry run records nothing");
    assert!(game.run(&["gm", &game.path, "--seal", &gm]).0);
    let (ok, _, err) = game.run(&["gm", &game.path, "--seal", &gm]);
    assert!(!ok && err.contains("sealed already") && err.contains("--replace"), "{err}");
    assert!(game.run(&["gm", &game.path, "--seal", &gm, "--replace"]).0);
    let both = sheet(&game, "both.txt", "England:\nF Lon - Nth\nFrance:\nA Par - Bur\n");
    let (ok, _, err) = game.run(&["gm", &game.path, "--seal", &both, "--replace"]);
    assert!(!ok && err.contains("several powers (England, France)") && err.contains("--power"), "{err}");
    let (ok, _, err) = game.run(&["gm", &game.path, &gm, "--power", "england"]);
    assert!(!ok && err.contains("go with --seal"), "{err}");
    let bad = sheet(&game, "bad.txt", "England:\nF Lon - Moon\n");
    let (ok, _, err) = game.run(&["gm", &game.path, "--seal", &bad, "--replace"]);
    assert!(!ok && err.contains("would be refused when played") && err.contains("line 2"), "{err}");
}
