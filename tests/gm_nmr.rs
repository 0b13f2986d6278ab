//! NMRs, civil disorder and replacement players in `graustark gm` (issue 18, item 3; God Save
//! The Zine house rules 4.1 to 4.6): every report marks a power that sent no moves and the game
//! file counts them; under `--nmr-house-rules` no game starts with an NMR unless forced, two in
//! a row put the power in civil disorder (no orders taken, its units stand), and `graustark
//! player` records a replacement, who takes the power out of it; `--amend` undoes a phase's NMRs.

mod cli;

use cli::GmGame as Game;

/// Orders for every power but those named, for a spring or autumn of holds.
fn holds_but(left_out: &[&str]) -> String {
    let all = [
        ("England", "F Lon H; F Edi H; A Lvp H"),
        ("France", "A Par H; A Mar H; F Bre H"),
        ("Germany", "A Ber H; A Mun H; F Kie H"),
        ("Italy", "A Rom H; A Ven H; F Nap H"),
        ("Austria", "A Vie H; A Bud H; F Tri H"),
        ("Russia", "A Mos H; A War H; F Sev H; F StP/sc H"),
        ("Turkey", "A Con H; A Smy H; F Ank H"),
    ];
    all.iter().filter(|(p, _)| !left_out.contains(p)).map(|(p, o)| format!("{p}: {o}\n")).collect()
}

#[test]
fn every_report_marks_an_nmr_and_the_file_counts_them() {
    let game = Game::new("nmr-plain", &[]);
    let (ok, report, err) = game.gm(&holds_but(&["France"]), &[]);
    assert!(ok, "{err}");
    assert!(report.contains("NMR: France (its units held)."), "{report}");
    let (ok, report, _) = game.gm(&holds_but(&["France"]), &[]);
    assert!(ok);
    assert!(report.contains("NMR: France (2 in a row; its units held)."), "{report}");
    let file = game.json();
    assert_eq!(
        file["postal"]["powers"]["france"]["nmrs"],
        serde_json::json!(["Spring 1901 movement", "Fall 1901 movement"])
    );
    assert_eq!(file["postal"]["powers"]["france"]["nmr_streak"], 2);
    assert!(
        file["postal"]["powers"]["france"].get("civil_disorder").is_none(),
        "no civil disorder unless the house rules say so"
    );
    assert!(file["postal"]["powers"]["england"].get("nmr_streak").is_none(), "a power that moved has no streak");
}

#[test]
fn no_game_starts_with_an_nmr_unless_forced() {
    let game = Game::new("nmr-first", &["--nmr-house-rules"]);
    let before = std::fs::read_to_string(&game.path).unwrap();
    let (ok, _, err) = game.gm(&holds_but(&["Italy", "Turkey"]), &[]);
    assert!(!ok);
    assert!(err.contains("Turkey, Italy sent no orders for the game's first moves"), "{err}");
    assert!(err.contains("`gm --force` forces it"), "the command line says how to force it: {err}");
    assert_eq!(std::fs::read_to_string(&game.path).unwrap(), before, "nothing changed");
    let (ok, report, err) = game.gm(&holds_but(&["Italy", "Turkey"]), &["--force"]);
    assert!(ok, "{err}");
    assert!(report.contains("NMR: Italy"), "{report}");
}

#[test]
fn two_nmrs_in_a_row_put_a_power_in_civil_disorder_until_a_new_player_takes_it() {
    let game = Game::new("nmr-disorder", &["--nmr-house-rules"]);
    assert!(game.gm(&holds_but(&[]), &[]).0);
    // Fall 1901 and Spring 1902: France sends nothing (Winter 1901 has nothing due).
    let (ok, report, _) = game.gm(&holds_but(&["France"]), &[]);
    assert!(ok && report.contains("NMR: France (its units held)."), "{report}");
    let (ok, report, _) = game.gm(&holds_but(&["France"]), &[]);
    assert!(ok);
    assert!(report.contains("NMR: France (2 in a row): it has left the game and is in civil disorder"), "{report}");
    assert_eq!(game.json()["postal"]["powers"]["france"]["civil_disorder"], true);
    // In civil disorder it takes no orders, and misses no more moves.
    let (ok, _, err) = game.gm(&holds_but(&[]), &[]);
    assert!(!ok, "orders for a power in civil disorder are refused");
    assert!(err.contains("\"A Par H\": that power has no player in this game"), "{err}");
    let (ok, report, err) = game.gm(&holds_but(&["France"]), &[]);
    assert!(ok, "{err}");
    assert!(!report.contains("NMR: France"), "{report}");
    assert!(report.contains("Without a player (units hold; civil disorder): France."), "{report}");
    // A replacement takes France from Spring 1903 on; --dry-run says so and writes nothing.
    let before = game.json();
    let out = cli::graustark(&["player", &game.path, "france", "Zoe", "--dry-run"], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Zoe plays France from Spring 1903 movement on."));
    assert_eq!(game.json(), before, "a dry run leaves the game file as it was");
    let out = cli::graustark(&["player", &game.path, "france", "Zoe"], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Zoe plays France from Spring 1903 movement on."));
    let file = game.json();
    assert_eq!(
        file["postal"]["powers"]["france"]["players"],
        serde_json::json!([{ "name": "Zoe", "from": "Spring 1903 movement" }])
    );
    assert!(file["postal"]["powers"]["france"].get("civil_disorder").is_none());
    let (ok, report, err) = game.gm(&holds_but(&[]), &[]);
    assert!(ok, "France's orders are taken again: {err}");
    assert!(!report.contains("France."), "{report}");
}

#[test]
fn amend_takes_back_a_phase_nmrs() {
    let game = Game::new("nmr-amend", &["--nmr-house-rules"]);
    assert!(game.gm(&holds_but(&[]), &[]).0);
    assert!(game.gm(&holds_but(&["France"]), &[]).0);
    assert_eq!(game.json()["postal"]["powers"]["france"]["nmr_streak"], 1);
    // France's orders arrived after all: the autumn is played again with them.
    let (ok, report, err) = game.gm(&holds_but(&[]), &["--amend"]);
    assert!(ok, "{err}");
    assert!(!report.contains("NMR"), "{report}");
    let file = game.json();
    assert!(file["postal"]["powers"]["france"].get("nmrs").is_none(), "{file}");
}

#[test]
fn player_refuses_an_unknown_power_and_an_empty_name() {
    let game = Game::new("nmr-player", &[]);
    let out = cli::graustark(&["player", &game.path, "narnia", "Zoe"], b"");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no power 'narnia' in this game"));
    let out = cli::graustark(&["player", &game.path, "france", "  "], b"");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("the player's name is empty"));
}
