//! Proxies in `graustark gm` (issue 18, item 4; God Save The Zine house rule 9; DATC 4.E.5):
//! under each reading, a unit handed to another power is ordered by it (its owner's own order
//! not used) until cancelled, or for the phase its owner's sheet gives it; refused where the
//! game allows none.

mod cli;

use cli::GmGame as Game;

/// Where France's armies stand in the game, sorted.
fn french_armies(game: &Game) -> Vec<String> {
    let file = game.json();
    let mut out: Vec<String> = file["state"]["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["power"] == "france" && u["type"] == "army")
        .map(|u| u["region"].as_str().unwrap().to_string())
        .collect();
    out.sort();
    out
}

#[test]
fn a_proxy_told_to_the_gamesmaster_lasts_until_cancelled() {
    let game = Game::new("proxy-notified", &["--proxies", "notified"]);
    let (ok, out, err) = game.run(&["proxy", &game.path, "france", "A Par", "germany"]);
    assert!(ok, "{err}");
    assert!(out.contains("France's unit 3 is ordered by Germany until cancelled."), "{out}");
    // Germany orders the French army; France's own order for it is not used.
    let (ok, report, err) = game.gm("France: A Par H; A Mar H\nGermany: A Par - Bur; A Mun H\n", &[]);
    assert!(ok, "{err}");
    assert!(report.contains("Proxy: Germany's order for French A Par counts as France's."), "{report}");
    assert!(
        report.contains("Proxy: France's own order for its A Par was not used: Germany holds its proxy."),
        "{report}"
    );
    assert_eq!(french_armies(&game), ["bur", "mar"]);
    // It goes with the unit (its number), wherever the unit is.
    let (ok, _, err) = game.gm("Germany: A Bur - Pic\n", &[]);
    assert!(ok, "{err}");
    assert_eq!(french_armies(&game), ["mar", "pic"]);
    // Cancelled: a German order for it is an order for a foreign unit again, and fails.
    let (ok, out, err) = game.run(&["proxy", &game.path, "france", "3", "--cancel"]);
    assert!(ok && out.contains("France's unit 3 is its own to order again."), "{err}");
    let (ok, report, _) = game.gm("Germany: A Pic - Bel\n", &[]);
    assert!(ok);
    assert!(!report.contains("Proxy:"), "{report}");
    assert_eq!(french_armies(&game), ["mar", "pic"]);
}

#[test]
fn a_proxy_in_the_order_set_holds_for_that_phase() {
    let game = Game::new("proxy-in-set", &["--proxies", "in-order-set"]);
    let (ok, report, err) = game.gm("France: Proxy A Par to Germany\nA Mar H\nGermany: A Par - Pic\n", &[]);
    assert!(ok, "{err}");
    assert!(report.contains("Proxy: Germany's order for French A Par counts as France's."), "{report}");
    assert_eq!(french_armies(&game), ["mar", "pic"]);
    let (ok, report, _) = game.gm("Germany: A Pic - Bel\n", &[]);
    assert!(ok);
    assert!(!report.contains("Proxy:"), "{report}");
    assert_eq!(french_armies(&game), ["mar", "pic"], "no proxy this phase: the German order does not move it");
    let (ok, _, err) = game.gm("France: Proxy A Lon to Germany\n", &[]);
    assert!(!ok);
    assert!(err.contains("line 1: \"Proxy A Lon to Germany\": France has no unit in London"), "{err}");
}

#[test]
fn a_game_without_proxies_refuses_them() {
    let game = Game::new("proxy-none", &[]);
    let (ok, _, err) = game.run(&["proxy", &game.path, "france", "A Par", "germany"]);
    assert!(!ok);
    assert!(err.contains("this game's proxies are not allowed"), "{err}");
    let (ok, _, err) = game.gm("France: Proxy A Par to Germany\nGermany: A Par - Pic\n", &[]);
    assert!(!ok);
    assert!(err.contains("the sheet gives a proxy in its orders, which this game does not allow"), "{err}");
    let game = Game::new("proxy-bad", &["--proxies", "notified"]);
    let (ok, _, err) = game.run(&["proxy", &game.path, "france", "9", "germany"]);
    assert!(!ok && err.contains("France has no unit 9"), "{err}");
    let (ok, _, err) = game.run(&["proxy", &game.path, "france", "A Par", "france"]);
    assert!(!ok && err.contains("cannot hand a unit to itself"), "{err}");
}
