//! The gamesmaster's refusals are errors with kinds (issue 37, item 3): each says what and
//! where in the gamesmaster's words (the sheet, the line, the power, the unit), as data a
//! caller can place (gm.html puts each line under its sheet by `RefusedLine::sheet`) and as a
//! sentence; none names a command-line flag or a control of the page. The command line adds its
//! own hint by the kind (`gm --force`, `graustark propose`).

use graustark::cases::{CaseError, read_case};
use graustark::map::Map;
use graustark::parse::ParseErrorKind;
use graustark_gm::changes::{ChangeError, hand_unit, propose};
use graustark_gm::file::Year;
use graustark_gm::ledger::Procedure;
use graustark_gm::proxies::ProxyRule;
use graustark_gm::refusal::{LineKind, LineWhy, ProxyLineError, RefusedLine, UnitError, VoteError};
use graustark_gm::votes::TermsError;
use graustark_gm::{GameFile, NewGame, PlayError, PlayOptions, Sheet, play_sheets};

mod cli;

fn map() -> Map {
    Map::from_json(&std::fs::read_to_string("maps/standard/map.json").unwrap()).unwrap()
}

fn game(map: &Map, procedure: Procedure, proxy_rule: ProxyRule) -> GameFile {
    let game = NewGame { map: "standard".into(), procedure, proxy_rule, year: Year::ByPhase, ..NewGame::default() };
    GameFile::new(map, &game).unwrap()
}

/// Plays `sheets` (name, text) on a fresh game, forced; the refusal.
fn refused(map: &Map, file: &mut GameFile, sheets: &[(&str, &str)], force: bool) -> PlayError {
    let sheets: Vec<Sheet> = sheets.iter().map(|&(name, text)| Sheet { name, text }).collect();
    let before = file.to_json().unwrap();
    let e = play_sheets(map, file, &sheets, &PlayOptions { force, unordered: false }).expect_err("refused");
    assert_eq!(file.to_json().unwrap(), before, "a refusal leaves the game file as it was");
    assert_names_no_flag(&e.to_string());
    e
}

/// The library's words name no flag of the command line, no command and no page control.
fn assert_names_no_flag(message: &str) {
    for word in ["--", "graustark ", "button", "box", "tick"] {
        assert!(!message.to_lowercase().contains(word), "names '{word}': {message}");
    }
}

fn lines(e: &PlayError) -> Vec<(usize, usize, &str, &LineWhy)> {
    let PlayError::Lines(refused) = e else { panic!("not lines: {e}") };
    refused.lines.iter().map(|l: &RefusedLine| (l.sheet, l.line, l.text.as_str(), &l.why)).collect()
}

/// Each sheet's unreadable orders, by the sheet's index, line and text, listed together; the
/// message names each sheet with its own lines.
#[test]
fn orders_that_cannot_be_read_are_refused_by_sheet_and_line() {
    let map = map();
    let mut file = game(&map, Procedure::Plain, ProxyRule::NotAllowed);
    let e = refused(
        &map,
        &mut file,
        &[
            ("england.txt", "England:\nF Lon - Nth\nlorem: 2 order(s) cannot be read\n"),
            ("france.txt", "France:\nA Par - Xyz\n"),
        ],
        true,
    );
    let PlayError::Lines(all) = &e else { panic!("{e}") };
    assert_eq!(all.what, LineKind::Order);
    assert_eq!(all.sheets, ["england.txt", "france.txt"]);
    assert_eq!(
        lines(&e),
        [
            (0, 3, "lorem: 2 order(s) cannot be read", &LineWhy::Order(ParseErrorKind::UnknownPower("lorem".into()))),
            (1, 2, "A Par - Xyz", &LineWhy::Order(ParseErrorKind::UnknownProvince("Xyz".into()))),
        ]
    );
    assert_eq!(
        e.to_string(),
        "england.txt: 1 order(s) cannot be read; nothing was adjudicated and the game file is unchanged:\n  \
         line 3: \"lorem: 2 order(s) cannot be read\": unknown power 'lorem'\n\
         france.txt: 1 order(s) cannot be read; nothing was adjudicated and the game file is unchanged:\n  \
         line 2: \"A Par - Xyz\": unknown province 'Xyz'"
    );
}

/// A vote that reads neither yes nor no is refused by its line; a vote with no proposal before
/// the players is refused by kind.
#[test]
fn votes_are_refused_by_line_or_for_want_of_a_proposal() {
    let map = map();
    let mut file = game(&map, Procedure::Plain, ProxyRule::NotAllowed);
    let e = refused(&map, &mut file, &[("a", "England:\nF Lon H\n"), ("b", "France:\nVote: maybe\n")], true);
    assert_eq!(lines(&e), [(1, 2, "Vote: maybe", &LineWhy::Vote(VoteError::Unreadable))]);
    let e = refused(&map, &mut file, &[("a", "England:\nF Lon H\nVote: yes\n")], true);
    assert_eq!(e, PlayError::NoProposal);
}

/// A proxy line is refused by its unit (in a game whose proxies are in the order set), and a
/// proxy at all where the game allows none.
#[test]
fn proxies_are_refused_by_unit_or_by_the_games_rule() {
    let map = map();
    let mut file = game(&map, Procedure::Plain, ProxyRule::InOrderSet);
    let e = refused(&map, &mut file, &[("a", "France:\nProxy A Zzz to Germany\n")], true);
    let unit = ProxyLineError::Unit(UnitError::UnknownPlace("Zzz".into()));
    assert_eq!(lines(&e), [(0, 2, "Proxy A Zzz to Germany", &LineWhy::Proxy(unit))]);
    let mut file = game(&map, Procedure::Plain, ProxyRule::NotAllowed);
    let e = refused(&map, &mut file, &[("a", "France:\nProxy A Par to Germany\n")], true);
    assert_eq!(e, PlayError::ProxyNotAllowed(ProxyRule::NotAllowed));
}

/// House rule 4.2: the game's first moves are not played with an NMR unless forced; the
/// refusal names the powers, and the command line adds how to force it.
#[test]
fn first_moves_with_an_nmr_are_refused_naming_the_powers() {
    let map = map();
    let mut file = game(&map, Procedure::House2023, ProxyRule::NotAllowed);
    let all_but_italy = "England: F Lon H\nFrance: A Par H\nGermany: A Ber H\nRussia: A Mos H\nTurkey: A Con H\n\
                         Austria: A Vie H\n";
    let e = refused(&map, &mut file, &[("a", all_but_italy)], false);
    assert_eq!(e, PlayError::FirstMovesMissed { powers: vec!["Italy".into()] });
    assert!(e.to_string().starts_with("Italy sent no orders for the game's first moves"), "{e}");
    let e = refused(&map, &mut file, &[], false);
    assert_eq!(e, PlayError::NoSheet);
}

/// The changes between seasons refuse by kind too, naming no flag.
#[test]
fn changes_are_refused_by_kind() {
    let map = map();
    let mut file = game(&map, Procedure::Plain, ProxyRule::NotAllowed);
    let words = |w: &str| w.split_whitespace().map(String::from).collect::<Vec<_>>();
    let e = propose(&map, &mut file, &words("draw"), false).unwrap_err();
    assert_eq!(e, ChangeError::Terms(TermsError::Unreadable));
    let e = propose(&map, &mut file, &words("draw england atlantis"), false).unwrap_err();
    assert_eq!(e, ChangeError::Terms(TermsError::UnknownPower("atlantis".into())));
    let e = hand_unit(&map, &mut file, "france", "A Par", Some("germany")).unwrap_err();
    assert_eq!(e, ChangeError::ProxiesNotTold(ProxyRule::NotAllowed));
    assert_names_no_flag(&e.to_string());
    let mut file = game(&map, Procedure::Plain, ProxyRule::Notified);
    let e = hand_unit(&map, &mut file, "france", "F Lon", Some("germany")).unwrap_err();
    let none = UnitError::NoneThere { power: "France".into(), place: "London".into() };
    assert_eq!(e, ChangeError::Unit(none));
    assert_eq!(e.to_string(), "France has no unit in London");
    let e = hand_unit(&map, &mut file, "france", "A Par", Some("france")).unwrap_err();
    assert_eq!(e, ChangeError::HandedToItself);
}

/// The judge's case lines are refused by kind.
#[test]
fn case_lines_are_refused_by_kind() {
    let map = map();
    let winter = r#"{"id":"x","season":"winter","year":1901,"units":[],"orders":[]}"#;
    assert_eq!(read_case(&map, winter).err(), Some(CaseError::Winter));
    let other = r#"{"id":"x","season":"spring","year":1901,"units":[],"orders":[],"variant":"cat"}"#;
    let e = read_case(&map, other).err().unwrap();
    assert_eq!(e, CaseError::OtherVariant { variant: "cat".into(), map: "standard".into() });
    assert_eq!(e.to_string(), "the case is on variant 'cat', not on the map 'standard'");
    assert!(matches!(read_case(&map, "{"), Err(CaseError::NotACase(_))));
}

/// The command line adds its own hints to the library's refusals, by kind.
#[test]
fn the_command_line_adds_its_hints() {
    let game = cli::GmGame::new("refusal-hints", &[]);
    let (ok, _, err) = game.gm("England:\nF Lon H\nVote: yes\n", &["--force"]);
    assert!(!ok);
    assert!(err.contains("no proposal to end the game is before the players"), "{err}");
    assert!(err.contains("(`graustark propose` puts a proposal to the players.)"), "{err}");
    let (ok, _, err) = game.run(&["propose", &game.path, "draw", "atlantis"]);
    assert!(!ok);
    assert!(err.contains("propose: no power 'atlantis' in this game"), "{err}");
}
