//! Sheets as players write them (issue 34, items 3 and 8): a header is recognised, checked
//! against the game and never read as an order. God Save The Zine house rule 3.7: "each set of
//! orders should state player's name, game, country, year and season"; Calhamer's 1958 rules:
//! "In writing moves it is sufficient to write the name of one's country, the season & year,
//! the number of each army, with the name of the province to which it is to move after it, and
//! the number of each fleet, followed by an F, followed by the name of the province to which it
//! is to move."

use graustark::map::Map;
use graustark::state::GameState;
use graustark_gm::file::Year;
use graustark_gm::header::{GameAt, HeaderErrorKind, take_header};
use graustark_gm::ledger::Ledger;
use graustark_gm::{GameFile, NewGame, PlayOptions, Sheet, play_sheets};

mod cli;

fn map(folder: &str) -> Map {
    Map::from_json(&std::fs::read_to_string(format!("maps/{folder}/map.json")).unwrap()).unwrap()
}

fn new_game(map: &Map, folder: &str, name: Option<&str>, year: Year) -> GameFile {
    let rules = map.preset.as_deref().and_then(graustark::rules::preset).unwrap_or_default();
    let game = NewGame { map: folder.into(), name: name.map(String::from), rules, year, ..NewGame::default() };
    GameFile::new(map, &game).unwrap()
}

fn play(map: &Map, file: &mut GameFile, text: &str) -> Result<String, String> {
    play_sheets(map, file, &[Sheet { name: "france.txt", text }], &PlayOptions { force: true, unordered: false })
        .map(|p| p.report)
        .map_err(|e| e.to_string())
}

/// The header's refusals of `text` at the game's start (a spring movement of 1901).
fn refusals(map: &Map, text: &str) -> Vec<(usize, HeaderErrorKind)> {
    let state = GameState::initial(map, map.first_year());
    let ledger = Ledger::new();
    let game = GameAt { state: &state, name: Some("Graustark 12"), whole_season: false, players: &ledger };
    take_header(map, &game, text).err().unwrap_or_default().into_iter().map(|e| (e.line, e.kind)).collect()
}

/// The 1958 rules' own form, both ways a reader may lay it out: "the name of one's country,
/// the season & year" on one line, or the country and then "Spring, 1901" (the text's own
/// writing of a season: "Spring, 1901; Fall, 1901; Spring, 1902"). Army 1 goes to Burgundy,
/// fleet 3 to the Mid-Atlantic.
#[test]
fn the_1958_order_sheet_is_read_with_its_country_season_and_year() {
    let map = map("standard-1958");
    for sheet in ["France, Spring 1901\n1 Bur\n3F Mao\n", "France\nSpring, 1901\n1 Bur\n3F Mao\n"] {
        let mut file = new_game(&map, "standard-1958", None, Year::ByPhase);
        let report = play(&map, &mut file, sheet).unwrap_or_else(|e| panic!("{sheet}: {e}"));
        assert!(report.contains("1 A Par - Bur"), "{report}");
        assert!(report.contains("3 F Bre - Mao"), "{report}");
        assert_eq!(file.history[0].orders, ["1 Bur", "3F Mao"], "the header is no order");
    }
}

/// House rule 3.7's five items, each on a line of its own, and the header in the forms a player
/// writes it: all taken out, none read as an order.
#[test]
fn house_rule_3_7_header_lines_are_taken_out() {
    let map = map("standard");
    for header in [
        "Player: Alice Liddell\nGame: Graustark 12\nCountry: France\nYear: 1901\nSeason: Spring\n",
        "Game: graustark-12\nFrance: Spring 1901\n",
        "Spring 1901 movement\nFrance\n",
        "France - Spring, 1901\n",
        "FRANCE, SPRING 1901.\n",
    ] {
        assert_eq!(refusals(&map, &format!("{header}A Par - Bur\n")), [], "{header}");
        let mut file = new_game(&map, "standard", Some("Graustark 12"), Year::ByPhase);
        let report =
            play(&map, &mut file, &format!("{header}A Par - Bur\n")).unwrap_or_else(|e| panic!("{header}: {e}"));
        assert!(report.contains("A Par - Bur"), "{report}");
        assert_eq!(file.history[0].orders, ["A Par - Bur"], "{header}");
    }
}

/// "A sheet for the wrong season is refused by name": which line, what it says, what the game
/// is at; the whole sheet with it, and the game file as it was.
#[test]
fn a_sheet_for_another_season_or_year_is_refused_naming_the_line() {
    let map = map("standard");
    let wrong = HeaderErrorKind::WrongSeason { game_at: "Spring 1901 movement".into() };
    for (sheet, line) in [
        ("France, Fall 1901\nA Par - Bur\n", 1),
        ("France\nSpring, 1902\nA Par - Bur\n", 2),
        ("Country: France\nYear: 1900\nA Par - Bur\n", 2),
        ("Season: Autumn\nFrance: A Par - Bur\n", 1),
        ("Spring 1901 retreats\nFrance: A Par - Bur\n", 1),
        ("Winter 1901\nFrance: A Par - Bur\n", 1),
    ] {
        assert_eq!(refusals(&map, sheet), [(line, wrong.clone())], "{sheet}");
    }
    let mut file = new_game(&map, "standard", None, Year::ByPhase);
    let before = file.to_json().unwrap();
    let err = play(&map, &mut file, "France, Fall 1901\nA Par - Bur\n").unwrap_err();
    assert_eq!(
        err,
        "france.txt: 1 header line(s) cannot be taken; nothing was adjudicated and the game file is unchanged:\n  \
         line 1: \"France, Fall 1901\": the sheet is for another season than the game's: the game is at Spring 1901 \
         movement"
    );
    assert_eq!(file.to_json().unwrap(), before);
}

/// A header naming another game is refused; so is a player other than the one the game file
/// records for the sheet's power, and a country that is no power of the game.
#[test]
fn a_sheet_for_another_game_or_player_is_refused() {
    let map = map("standard");
    assert_eq!(
        refusals(&map, "Game: Graustark 13\nFrance: A Par - Bur\n"),
        [(1, HeaderErrorKind::OtherGame { game: "Graustark 12".into() })]
    );
    assert_eq!(refusals(&map, "Country: Graustark\nA Par - Bur\n"), [(1, HeaderErrorKind::UnknownCountry)]);
    assert_eq!(refusals(&map, "Season: soon\nFrance: A Par - Bur\n"), [(1, HeaderErrorKind::UnreadableDate)]);

    let mut file = new_game(&map, "standard", Some("Graustark 12"), Year::ByPhase);
    graustark_gm::changes::new_player(&map, &mut file, "france", "Alice Liddell", false).unwrap();
    let err = play(&map, &mut file, "Player: Bruno\nFrance, Spring 1901\nA Par - Bur\n").unwrap_err();
    assert!(err.contains("line 1: \"Player: Bruno\": France is played by Alice Liddell in this game"), "{err}");
    // The player's line is judged last but listed in its place, among the other lines refused.
    let err = play(&map, &mut file, "Game: Graustark 13\nPlayer: Bruno\nFrance, Fall 1901\nA Par - Bur\n").unwrap_err();
    let refused: Vec<&str> = err.lines().filter_map(|l| l.trim().strip_prefix("line ")).collect();
    assert_eq!(refused.iter().map(|l| &l[..1]).collect::<Vec<_>>(), ["1", "2", "3"], "{err}");
    let err = play(&map, &mut file, "Game: Graustark 13\nFrance: A Par - Bur\n").unwrap_err();
    assert!(
        err.contains("line 1: \"Game: Graustark 13\": the sheet is for another game: this game is Graustark 12"),
        "{err}"
    );
    // The recorded player, written as players write names, plays.
    play(&map, &mut file, "player: alice liddell\nGame: GRAUSTARK 12\nFrance, Spring 1901\nA Par - Bur\n").unwrap();
    // A game given no name checks no Game: line.
    let mut unnamed = new_game(&map, "standard", None, Year::ByPhase);
    play(&map, &mut unnamed, "Game: anything\nFrance: A Par - Bur\n").unwrap();
}

/// Today's rule kept: one unreadable line refuses the whole sheet, header or not.
#[test]
fn an_unreadable_line_still_refuses_a_sheet_with_a_header() {
    let map = map("standard");
    let mut file = new_game(&map, "standard", None, Year::ByPhase);
    let before = file.to_json().unwrap();
    let err = play(&map, &mut file, "France, Spring 1901\nA Par - Bur\nPlease confirm receipt\n").unwrap_err();
    assert!(err.contains("line 3: \"Please confirm receipt\""), "{err}");
    assert_eq!(file.to_json().unwrap(), before);
}

/// The retreats and the winter's builds are named as the game's label names them, or the
/// builds after a fall as "Fall 1901 builds".
#[test]
fn retreat_and_adjustment_sheets_take_their_phase() {
    let map = map("standard");
    let mut file = new_game(&map, "standard", None, Year::ByPhase);
    play(&map, &mut file, "France: A Par - Bur\n").unwrap();
    play(&map, &mut file, "Fall 1901\nFrance: A Bur - Bel; F Bre - Mao\n").unwrap();
    assert_eq!(file.state(&map).unwrap().label(&map), "Winter 1901 adjustment");
    let state = file.state(&map).unwrap();
    let game = GameAt { state: &state, name: None, whole_season: false, players: &file.postal.powers };
    assert!(take_header(&map, &game, "Fall 1901 moves\nFrance: Build A Par\n").is_err());
    assert!(take_header(&map, &game, "Fall 1901\nFrance: Build A Par\n").is_err());
    play(&map, &mut file, "France, Fall 1901 builds\nBuild A Par\n").unwrap();
}

/// The two-season year's sheet takes the same header (house rule 3.1's sheet of a season).
#[test]
fn a_two_season_sheet_takes_the_same_header() {
    let map = map("standard");
    let mut file = new_game(&map, "standard", Some("Graustark 12"), Year::TwoSeason);
    let err = play(&map, &mut file, "Game: Graustark 12\nFrance, Fall 1901\nA Par - Bur\n").unwrap_err();
    assert!(err.contains("the game is at Spring 1901 movement (the season)"), "{err}");
    let sheet = "Game: Graustark 12\nFrance, Spring 1901\nA Par - Bur\nRetreats:\nA Par - Gas\n";
    let report = play(&map, &mut file, sheet).unwrap();
    assert!(report.contains("A Par - Bur"), "{report}");
}

/// A board with named years (Cat Diplomacy's rule 3): the year as the game names it.
#[test]
fn a_named_year_is_read_as_the_board_names_it() {
    let map = map("cat");
    let state = GameState::initial(&map, map.first_year());
    let year = map.year_name(state.year);
    let ledger = Ledger::new();
    let game = GameAt { state: &state, name: None, whole_season: false, players: &ledger };
    let kept = take_header(&map, &game, &format!("Tellahoma, Spring {year}\nA Tin - Cin\n")).unwrap();
    assert_eq!(kept, "Tellahoma:\nA Tin - Cin\n");
}

/// As a gamesmaster meets it: `graustark gm` on the 1958 board with the literal 1958 sheet.
#[test]
fn graustark_gm_plays_a_literal_1958_sheet() {
    let game = cli::GmGame::new("gm-1958-header", &["--map", "maps/standard-1958", "--rules", "rulebook-1958"]);
    let (ok, report, err) = game.gm("France, Spring 1901\n1 Bur\n2 Spa\n3F Mao\n", &[]);
    assert!(ok, "{err}");
    assert!(report.contains("1 A Par - Bur"), "{report}");
    let (ok, report, err) = game.gm("France\nSpring, 1901\n1 Pic\n", &[]);
    assert!(!ok && report.is_empty(), "{report}");
    assert!(
        err.contains("line 2: \"Spring, 1901\": the sheet is for another season than the game's: the game is at Fall 1901 movement"),
        "{err}"
    );
}

/// Das Dippyspiel dates its years (rule 4: "The game begins in 1501 D.N.O."): a sheet may write
/// the year with its era or as the number alone, and one for another year is refused naming the
/// game's date as the board writes it.
#[test]
fn a_year_dated_in_the_board_s_era_is_read_with_or_without_it() {
    let map = map("dippyspiel");
    for header in ["Pollutidar, Spring 1501 D.N.O.", "Pollutidar, Spring 1501", "Pollutidar, Spring 1501 d.n.o."] {
        assert!(refusals(&map, &format!("{header}\nOpen Scot\n")).is_empty(), "{header}");
    }
    let refused = refusals(&map, "Pollutidar, Spring 1502 D.N.O.\nOpen Scot\n");
    assert!(
        matches!(refused.as_slice(), [(1, HeaderErrorKind::WrongSeason { game_at })] if game_at == "Spring 1501 D.N.O. movement"),
        "{refused:?}"
    );
}
