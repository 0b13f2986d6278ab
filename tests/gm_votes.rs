//! Ending the game by vote in `graustark gm` (issue 18, item 6; God Save The Zine house rules
//! 8): a proposal put with its terms, secret votes in the next sheets, abstention dissent the
//! first time and assent when the same proposal is put again the season after (or when the
//! gamesmaster says so), no end when most players who sent orders ignored it, and a report that
//! says only the result.

mod cli;

use cli::GmGame as Game;

const POWERS: [(&str, &str); 7] = [
    ("England", "F Lon H; F Edi H; A Lvp H"),
    ("France", "A Par H; A Mar H; F Bre H"),
    ("Germany", "A Ber H; A Mun H; F Kie H"),
    ("Italy", "A Rom H; A Ven H; F Nap H"),
    ("Austria", "A Vie H; A Bud H; F Tri H"),
    ("Russia", "A Mos H; A War H; F Sev H; F StP/sc H"),
    ("Turkey", "A Con H; A Smy H; F Ank H"),
];

/// Puts a proposal with these terms (and options).
fn propose(game: &Game, terms: &[&str]) -> String {
    let mut args = vec!["propose", game.path.as_str()];
    args.extend_from_slice(terms);
    let (ok, out, err) = game.run(&args);
    assert!(ok, "{err}");
    out
}

/// Every power holds; `votes` gives some powers a vote line ("yes"/"no"); `silent` powers send
/// no orders at all.
fn play(game: &Game, votes: &[(&str, &str)], silent: &[&str]) -> (bool, String, String) {
    let sheet: String = POWERS
        .iter()
        .filter(|(p, _)| !silent.contains(p))
        .map(|(p, o)| {
            let vote = votes.iter().find(|(q, _)| q == p).map_or(String::new(), |(_, v)| format!("Vote: {v}\n"));
            format!("{p}: {o}\n{vote}")
        })
        .collect();
    game.gm(&sheet, &[])
}

fn all(vote: &'static str) -> Vec<(&'static str, &'static str)> {
    POWERS.iter().map(|(p, _)| (*p, vote)).collect()
}

#[test]
fn a_unanimous_vote_ends_the_game_and_the_report_says_only_that() {
    let game = Game::new("votes-unanimous", &[]);
    let out = propose(&game, &["draw", "england", "france", "germany"]);
    assert!(out.contains("proposed, a draw between England, France and Germany"), "{out}");
    let (ok, report, err) = play(&game, &all("yes"), &[]);
    assert!(ok, "{err}");
    assert!(
        report.contains(
            "The proposal to end the game with a draw between England, France and Germany was carried: the game ends."
        ),
        "{report}"
    );
    assert!(!report.to_lowercase().contains("vote"), "nobody's vote is printed: {report}");
    let (ok, _, err) = play(&game, &[], &[]);
    assert!(!ok && err.contains("the game ended in Spring 1901 movement by vote"), "{err}");
}

#[test]
fn one_no_defeats_it() {
    let game = Game::new("votes-no", &[]);
    propose(&game, &["concede", "france"]);
    let mut votes = all("yes");
    votes[3].1 = "no";
    let (ok, report, _) = play(&game, &votes, &[]);
    assert!(ok);
    assert!(report.contains("The proposal to end the game with a concession to France was not carried."), "{report}");
    assert!(!report.contains("Italy voted"), "{report}");
}

#[test]
fn abstention_is_dissent_the_first_time_and_assent_when_put_again_the_season_after() {
    let game = Game::new("votes-again", &[]);
    propose(&game, &["ranked", "france", "/", "england", "germany"]);
    let mut votes = all("yes");
    votes.remove(6); // Turkey does not vote (it sends its orders).
    let (_, report, _) = play(&game, &votes, &[]);
    assert!(report.contains("a ranked result: France; then England and Germany was not carried."), "{report}");
    // Put again for the next season: abstaining now assents.
    let out = propose(&game, &["ranked", "france", "/", "england", "germany"]);
    assert!(out.contains("abstaining counts as assent"), "{out}");
    let (_, report, _) = play(&game, &votes, &[]);
    assert!(report.contains("was carried: the game ends."), "{report}");
}

#[test]
fn the_gamesmaster_may_make_abstention_assent_on_a_first_vote() {
    let game = Game::new("votes-declared", &[]);
    propose(&game, &["draw", "england", "france", "--abstain-assents"]);
    let mut votes = all("yes");
    votes.remove(0);
    let (_, report, _) = play(&game, &votes, &[]);
    assert!(report.contains("was carried"), "{report}");
}

#[test]
fn no_end_when_most_players_who_sent_orders_ignored_it() {
    let game = Game::new("votes-ignored", &[]);
    propose(&game, &["draw", "england", "france", "--abstain-assents"]);
    // Only three of the seven mention it: abstention would assent, but most ignored it (8.4).
    let votes = vec![("England", "yes"), ("France", "yes"), ("Germany", "yes")];
    let (_, report, _) = play(&game, &votes, &[]);
    assert!(report.contains("was not carried"), "{report}");
}

#[test]
fn bad_votes_and_votes_without_a_proposal_are_refused() {
    let game = Game::new("votes-bad", &[]);
    let (ok, _, err) = play(&game, &[("France", "yes")], &[]);
    assert!(!ok && err.contains("no proposal to end the game is before the players"), "{err}");
    propose(&game, &["draw", "france"]);
    let (ok, _, err) = play(&game, &[("France", "perhaps")], &[]);
    assert!(!ok && err.contains("\"Vote: perhaps\": a vote reads `Vote: yes` or `Vote: no`"), "{err}");
    let (ok, _, err) = game.run(&["propose", &game.path, "draw", "narnia"]);
    assert!(!ok && err.contains("no power 'narnia' in this game"), "{err}");
    let (ok, _, err) = game.run(&["propose", &game.path, "surrender"]);
    assert!(!ok && err.contains("a proposal reads"), "{err}");
}

#[test]
fn a_two_season_game_votes_in_its_season_sheet() {
    let game = Game::new("votes-season", &["--two-season"]);
    propose(&game, &["draw", "england", "france"]);
    let (ok, report, err) = play(&game, &all("yes"), &[]);
    assert!(ok, "{err}");
    assert!(report.contains("was carried: the game ends."), "{report}");
}

/// Cat Diplomacy, rule 8: "Two-way draws are expressly forbidden. ... such a game is considered
/// a three-way draw." `graustark propose` reads a two-way draw on the Cat board as the draw of
/// all three (why it is not refused: `tests/cat_draws.rs`), says so, and the vote ends the game
/// with it.
#[test]
fn on_the_cat_board_a_two_way_draw_is_put_and_carried_as_the_three_way_draw() {
    let game = Game::new("votes-cat", &["--map", "maps/cat"]);
    let out = propose(&game, &["draw", "cassiusica", "andromeda"]);
    assert!(
        out.contains(
            "proposed, a draw between Cassiusica, Andromeda and Tellahoma (proposed as a draw between Cassiusica and \
             Andromeda: on this board every power shares a draw, those out of the game too)"
        ),
        "{out}"
    );
    let sheet = "Cassiusica: A Pyr H; CG Gal H; F Mic H\nVote: yes\n\
                 Andromeda: A Cob H; CG Cop H; F Azu H\nVote: yes\n\
                 Tellahoma: A Tin H; CG Iro H; F Zin H\nVote: yes\n";
    let (ok, report, err) = game.gm(sheet, &[]);
    assert!(ok, "{err}");
    assert!(
        report.contains(
            "The proposal to end the game with a draw between Cassiusica, Andromeda and Tellahoma was carried: the game ends."
        ),
        "{report}"
    );
    assert_eq!(
        game.json()["postal"]["ended"]["terms"]["draw"],
        serde_json::json!(["cassiusica", "andromeda", "tellahoma"])
    );
}
