//! A won game ends (issue 34, item 7): once a power reaches the board's victory condition
//! (`Victory`: supply centres on the standard board, units at the start of spring on the 1958
//! board, control of the neutral centres and the home country on the Cat board), the game file
//! records the end as a vote's end is recorded (`ended`), the gamesmaster's next sheet is
//! refused saying who won and when, and `--amend` may still replace the phase that won it.

use graustark::map::{Map, UnitKind};
use graustark::state::{GameState, Phase, Season, Unit};
use graustark::{PowerId, Rules};
use graustark_gm::changes::ChangeError;
use graustark_gm::ending::Ending;
use graustark_gm::refusal::GameOver;
use graustark_gm::{GameFile, NewGame, PlayError, PlayOptions, Sheet, play_sheets};

mod cli;

fn map(folder: &str) -> Map {
    Map::from_json(&std::fs::read_to_string(format!("maps/{folder}/map.json")).unwrap()).unwrap()
}

/// A game file on `folder`'s board at `state`, under `rules`.
fn game_at(map: &Map, folder: &str, state: &GameState, rules: Rules) -> GameFile {
    let mut file = GameFile::new(map, &NewGame { map: folder.into(), rules, ..NewGame::default() }).unwrap();
    file.state = state.to_json_value(map);
    file
}

fn play(map: &Map, file: &mut GameFile, text: &str) -> Result<String, String> {
    play_sheets(map, file, &[Sheet { name: "orders.txt", text }], &PlayOptions { force: true, unordered: false })
        .map(|p| p.report)
        .map_err(|e| e.to_string())
}

fn unit(map: &Map, power: &str, kind: UnitKind, at: &str) -> Unit {
    Unit::new(map.lookup_power(power).unwrap(), kind, map.lookup(at).unwrap())
}

fn own(map: &Map, s: &mut GameState, power: &str, centres: &[&str]) {
    for c in centres {
        s.owners[map.province_of(map.lookup(c).unwrap()).0 as usize] = map.lookup_power(power);
    }
}

/// Fall 1905 on the standard board: France owns 17 centres, and its army in the Ruhr can take
/// Holland, the eighteenth.
fn france_one_short(map: &Map) -> GameState {
    let mut s = GameState::empty(map, Season::Fall, 1905, Phase::Movement);
    own(
        map,
        &mut s,
        "france",
        &[
            "par", "mar", "bre", "spa", "por", "bel", "lon", "lvp", "edi", "nwy", "swe", "den", "kie", "ber", "mun",
            "ven", "rom",
        ],
    );
    own(map, &mut s, "germany", &[]);
    s.units = vec![unit(map, "france", UnitKind::Army, "ruh"), unit(map, "germany", UnitKind::Army, "war")];
    s
}

/// The standard board's measure: "18 supply centres" (`victory_centres`). The report says so,
/// the file records it, the next sheet is refused with who won and when, and an amended fall
/// that does not take Holland un-wins the game.
#[test]
fn a_standard_game_won_by_centres_plays_nothing_more() {
    let map = map("standard");
    let mut file = game_at(&map, "standard", &france_one_short(&map), Rules::default());
    let report = play(&map, &mut file, "France: A Ruh - Hol\n").unwrap();
    assert!(report.contains("France has 18 supply centres and wins the game."), "{report}");
    assert_eq!(file.postal.ended, Some(Ending::Victory { won: "france".into(), phase: "Fall 1905 movement".into() }));
    let before = file.to_json().unwrap();

    let sheet = Sheet { name: "orders.txt", text: "France: Build A Par\n" };
    let refused = play_sheets(&map, &mut file, &[sheet], &PlayOptions::default()).unwrap_err();
    let line = "France has 18 supply centres and wins the game.".to_string();
    assert_eq!(refused, PlayError::Over(GameOver::Victory { phase: "Fall 1905 movement".into(), line }));
    assert_eq!(
        refused.to_string(),
        "the game ended in Fall 1905 movement: France has 18 supply centres and wins the game. Nothing more is \
         adjudicated (amending Fall 1905 movement may replace it)"
    );
    assert_eq!(file.to_json().unwrap(), before, "the file is unchanged");
    // Nor can a proposal be put after it.
    let words: Vec<String> = ["draw", "france", "germany"].iter().map(|w| w.to_string()).collect();
    let err = graustark_gm::changes::propose(&map, &mut file, &words, false).unwrap_err();
    assert_eq!(err, ChangeError::Ended { phase: "Fall 1905 movement".into() });
    assert_eq!(err.to_string(), "the game ended in Fall 1905 movement");

    // --amend: the fall played again without the move; the game is no longer won.
    file.take_back_last_phase().unwrap();
    assert_eq!(file.postal.ended, None);
    let report = play(&map, &mut file, "France: A Ruh H\n").unwrap();
    assert!(!report.contains("wins the game"), "{report}");
    assert_eq!(file.postal.ended, None);
    assert_eq!(file.state(&map).unwrap().season, Season::Winter);
}

/// A game file written before wins were recorded, at a position already won, is refused too.
#[test]
fn a_won_position_without_its_ending_recorded_is_refused() {
    let map = map("standard");
    let mut s = france_one_short(&map);
    own(&map, &mut s, "france", &["hol"]);
    s.season = Season::Winter;
    s.phase = Phase::Adjustment;
    let mut file = game_at(&map, "standard", &s, Rules::default());
    let err = play(&map, &mut file, "France: Build A Par\n").unwrap_err();
    assert_eq!(err, "the game is over: France has 18 supply centres and wins the game. Nothing more is adjudicated");
}

/// The 1958 board: "The first player to have a majority (18) of the possible units on the board
/// after a Fall move and adjustment of units is the winner." France's eighteenth unit is raised
/// in the winter; the win is read at the start of the spring, and the spring's sheet refused.
#[test]
fn a_1958_game_won_by_units_after_the_winter_plays_nothing_more() {
    let map = map("standard-1958");
    let rules = graustark::rules::preset("rulebook-1958").unwrap();
    let mut s = GameState::empty(&map, Season::Winter, 1905, Phase::Adjustment);
    let centres = [
        "par", "mar", "bre", "spa", "por", "bel", "hol", "lon", "lvp", "edi", "nwy", "swe", "den", "kie", "ber", "mun",
        "ven", "rom",
    ];
    own(&map, &mut s, "france", &centres);
    // Seventeen armies, none in Paris, where the eighteenth is raised.
    let at = [
        "mar", "bre", "spa", "por", "bel", "hol", "lon", "lvp", "edi", "nwy", "swe", "den", "kie", "ber", "mun", "ven",
        "rom",
    ];
    s.units = at.iter().map(|p| unit(&map, "france", UnitKind::Army, p)).collect();
    s.units.push(unit(&map, "germany", UnitKind::Army, "war"));
    let mut file = game_at(&map, "standard-1958", &s, rules);
    let report = play(&map, &mut file, "France: Build A Par\n").unwrap();
    assert!(report.contains("France has 18 units and wins the game."), "{report}");
    assert_eq!(
        file.postal.ended,
        Some(Ending::Victory { won: "france".into(), phase: "Winter 1905 adjustment".into() })
    );
    let err = play(&map, &mut file, "France: 1 Gas\n").unwrap_err();
    assert!(
        err.starts_with("the game ended in Winter 1905 adjustment: France has 18 units and wins the game."),
        "{err}"
    );

    // Seventeen units after the winter (no build) is no win, though France owns 18 centres.
    file.take_back_last_phase().unwrap();
    let report = play(&map, &mut file, "France:\n").unwrap();
    assert!(!report.contains("wins the game"), "{report}");
    assert_eq!(file.postal.ended, None);
}

/// The Cat board, rule 7: "Victory is achieved by any player who, after any year, controls all
/// five neutral centers, and his entire home country". Tellahoma takes Opal in the fall; the
/// win is read after the winter, and nothing is played after it.
#[test]
fn a_cat_game_won_by_control_plays_nothing_more() {
    let map = map("cat");
    let rules = graustark::rules::preset("cat").unwrap();
    let mut fall = GameState::empty(&map, Season::Fall, 4, Phase::Movement);
    let tellahoma = map.lookup_power("tellahoma").unwrap();
    for n in map.neutral_centres() {
        fall.owners[n.0 as usize] = Some(tellahoma);
    }
    for (i, power) in map.powers.iter().enumerate() {
        for h in &power.home_centres {
            fall.owners[h.0 as usize] = Some(PowerId(i as u8));
        }
    }
    own(&map, &mut fall, "andromeda", &["opa"]);
    fall.units = [("A", "gol"), ("A", "sil"), ("A", "pla"), ("F", "mer"), ("F", "iro")]
        .iter()
        .map(|&(k, at)| unit(&map, "tellahoma", if k == "A" { UnitKind::Army } else { UnitKind::Fleet }, at))
        .collect();
    let mut file = game_at(&map, "cat", &fall, rules);
    let report = play(&map, &mut file, "Tellahoma: F Mer - Opa\n").unwrap();
    assert!(!report.contains("wins the game"), "control is judged after a year: {report}");
    assert_eq!(file.postal.ended, None);
    let winter = file.state(&map).unwrap();
    assert_eq!((winter.season, winter.phase), (Season::Winter, Phase::Adjustment));
    let report = play(&map, &mut file, "Tellahoma:\n").unwrap();
    assert!(
        report.contains("Tellahoma controls every neutral centre and its whole home country, and wins the game."),
        "{report}"
    );
    let phase = winter.label(&map);
    assert_eq!(file.postal.ended, Some(Ending::Victory { won: "tellahoma".into(), phase: phase.clone() }));
    let err = play(&map, &mut file, "Tellahoma: A Gol H\n").unwrap_err();
    assert!(
        err.starts_with(&format!(
            "the game ended in {phase}: Tellahoma controls every neutral centre and its whole home country, and wins"
        )),
        "{err}"
    );
}

/// As a gamesmaster meets it: `graustark gm` prints the report that says who won, writes the
/// end into the game file, refuses the next sheet (exit 2, the file unchanged), and `--amend`
/// replaces the winning fall.
#[test]
fn graustark_gm_refuses_a_sheet_after_the_win_and_amends_it() {
    let map = map("standard");
    let game = cli::GmGame::new("gm-victory", &[]);
    let mut file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&game.path).unwrap()).unwrap();
    file["state"] = serde_json::to_value(france_one_short(&map).to_json_value(&map)).unwrap();
    std::fs::write(&game.path, file.to_string()).unwrap();
    let (ok, report, err) = game.gm("France: A Ruh - Hol\n", &[]);
    assert!(ok, "{err}");
    assert!(report.contains("France has 18 supply centres and wins the game."), "{report}");
    let won = std::fs::read_to_string(&game.path).unwrap();
    assert_eq!(game.json()["postal"]["ended"], serde_json::json!({"won": "france", "phase": "Fall 1905 movement"}));

    let (ok, report, err) = game.gm("France: Build A Par\n", &[]);
    assert!(!ok && report.is_empty(), "{report}");
    assert!(
        err.contains("the game ended in Fall 1905 movement: France has 18 supply centres and wins the game."),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&game.path).unwrap(), won, "the file is unchanged");

    let (ok, _, err) = game.gm("France: A Ruh - Bur\n", &["--amend"]);
    assert!(ok, "{err}");
    assert!(game.json().get("ended").is_none(), "{}", game.json());
}

/// A two-season game (house rule 3.1) ends with the season that won it, named as its history
/// names it, and that season may be amended.
#[test]
fn a_two_season_game_ends_with_the_season_that_won_it() {
    let map = map("standard");
    let mut file = game_at(&map, "standard", &france_one_short(&map), Rules::default());
    file.postal.year = graustark_gm::Year::TwoSeason;
    let report = play(&map, &mut file, "France: A Ruh - Hol\nBuilds:\nBuild A Par\n").unwrap();
    assert!(report.contains("France has 18 supply centres and wins the game."), "{report}");
    let phase = "Fall 1905 movement (the season)".to_string();
    assert_eq!(file.history.last().map(|h| &h.phase), Some(&phase));
    assert_eq!(file.postal.ended, Some(Ending::Victory { won: "france".into(), phase: phase.clone() }));
    let err = play(&map, &mut file, "France: A Hol - Bel\n").unwrap_err();
    assert!(err.starts_with(&format!("the game ended in {phase}: France has 18 supply centres")), "{err}");
    file.take_back_last_phase().unwrap();
    play(&map, &mut file, "France: A Ruh H\n").unwrap();
    assert_eq!(file.postal.ended, None);
}
