//! The two-season game year (God Save The Zine house rules 3.1, 3.3, 3.4): a season's sheet
//! with its moves, the retreats written with them and, in the autumn, the builds and removals,
//! played in one call (`graustark::season::play_season`); and every badly written line refused
//! with its line named.

use graustark::parse::{
    ConditionError, ParseErrorKind, SeasonPart, SheetErrorKind, parse_season_sheet, parse_season_sheets,
};
use graustark::season::{Unused, play_season};
use graustark::{GameState, Map, Phase, Rules, Season};
use std::sync::OnceLock;

mod common;
use common::position::position_with_centres as position;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/standard/map.json")).unwrap())
}

/// A centres line (`France: par, bre`).
fn centres(power: &str, ids: &[&str]) -> String {
    format!("{power}: {}", ids.join(", "))
}

/// The units of a position, sorted: `["france army gas", ...]`.
fn units(state: &GameState) -> Vec<String> {
    let m = map();
    let mut out: Vec<String> =
        state.units.iter().map(|u| format!("{} {} {}", m.power(u.power).id, u.kind.word(), m.loc_id(u.loc))).collect();
    out.sort();
    out
}

fn rules() -> Rules {
    graustark::rules::preset("house-2023").unwrap()
}

#[test]
fn a_spring_season_uses_the_retreat_of_the_dislodged_unit_whose_condition_holds() {
    let start = position(
        map(),
        "spring 1901 movement",
        &["France: A Bur", "France: A Pic", "Germany: A Mun", "Germany: A Ruh"],
        &[],
    );
    let sheet = "France:\nA Bur H\nA Pic H\nRetreats:\nA Bur - Par if A Pic is dislodged\nA Bur - Gas\nA Pic - Bel\n\
                 Germany:\nA Mun - Bur; A Ruh S A Mun - Bur\n";
    let lines = parse_season_sheet(map(), &start, sheet).unwrap();
    assert_eq!(lines.iter().filter(|l| l.part == SeasonPart::Retreats).count(), 3);
    let season = play_season(map(), &start, &lines, &rules());
    assert_eq!(season.phases.len(), 2, "the moves, then the retreats");
    assert_eq!(season.phases[1].before.phase, Phase::Retreat);
    assert_eq!(season.next.season, Season::Fall);
    assert_eq!(units(&season.next), ["france army gas", "france army pic", "germany army bur", "germany army ruh"]);
    // The Paris retreat waited on a condition that failed; the Picardy army was not dislodged.
    let unused: Vec<(String, Unused)> = season.unused.iter().map(|&(i, w)| (lines[i].text.clone(), w)).collect();
    assert_eq!(
        unused,
        [
            ("A Bur - Par if A Pic is dislodged".to_string(), Unused::Condition),
            ("A Pic - Bel".to_string(), Unused::NotDislodged)
        ]
    );
}

#[test]
fn a_dislodged_unit_without_a_retreat_is_disbanded() {
    let start = position(map(), "spring 1901 movement", &["France: A Bur", "Germany: A Mun", "Germany: A Ruh"], &[]);
    let sheet = "France: A Bur H\nGermany: A Mun - Bur; A Ruh S A Mun - Bur\n";
    let lines = parse_season_sheet(map(), &start, sheet).unwrap();
    let season = play_season(map(), &start, &lines, &rules());
    assert_eq!(units(&season.next), ["germany army bur", "germany army ruh"]);
    assert_eq!(season.next.season, Season::Fall);
}

#[test]
fn an_autumn_season_builds_what_is_written_where_its_conditions_hold() {
    let germany: &[&str] = &["ber", "kie", "mun"];
    let start = position(
        map(),
        "fall 1901 movement",
        &["Germany: A Ruh", "Germany: A Mun", "Germany: F Kie"],
        &[centres("Germany", germany).as_str()],
    );
    let sheet = "Germany:\nA Ruh - Hol; F Kie - Den; A Mun - Tyr\nBuilds:\nBuild A Ber if A Ruh - Hol fails\n\
                 Build F Kie if F Kie - Den succeeds\nBuild A Mun\n";
    let lines = parse_season_sheet(map(), &start, sheet).unwrap();
    let season = play_season(map(), &start, &lines, &rules());
    assert_eq!(season.phases.len(), 2, "the moves, then the builds");
    assert_eq!(season.next.season, Season::Spring);
    assert_eq!(season.next.year, 1902);
    assert_eq!(
        units(&season.next),
        ["germany army hol", "germany army mun", "germany army tyr", "germany fleet den", "germany fleet kie"]
    );
    assert_eq!(season.unused.iter().map(|&(i, w)| (lines[i].line, w)).collect::<Vec<_>>(), [(4, Unused::Condition)]);
}

#[test]
fn without_build_orders_there_are_no_builds() {
    let germany: &[&str] = &["ber", "kie", "mun"];
    let start = position(map(), "fall 1901 movement", &["Germany: A Ruh"], &[centres("Germany", germany).as_str()]);
    let lines = parse_season_sheet(map(), &start, "Germany: A Ruh - Hol\n").unwrap();
    let season = play_season(map(), &start, &lines, &rules());
    assert_eq!(units(&season.next), ["germany army hol"], "three builds due, none written, none made");
    assert_eq!(season.next.season, Season::Spring);
}

#[test]
fn remove_a_par_means_the_army_in_paris_before_the_season() {
    let france: &[&str] = &["par", "bre"];
    // The army that was in Paris has gone to Gascony: it is the one removed.
    let start = position(
        map(),
        "fall 1901 movement",
        &["France: A Par", "France: A Bur", "France: A Pic"],
        &[centres("France", france).as_str()],
    );
    let lines = parse_season_sheet(map(), &start, "France:\nA Par - Gas\nRemovals:\nRemove A Par\n").unwrap();
    let season = play_season(map(), &start, &lines, &rules());
    assert_eq!(units(&season.next), ["france army bur", "france army pic"]);
    // No army was in Paris before the season: the one there after the moves is removed.
    let start = position(
        map(),
        "fall 1901 movement",
        &["France: A Gas", "France: A Bur", "France: A Pic"],
        &[centres("France", france).as_str()],
    );
    let lines = parse_season_sheet(map(), &start, "France:\nA Bur - Par\nRemovals:\nRemove A Par\n").unwrap();
    let season = play_season(map(), &start, &lines, &rules());
    assert_eq!(units(&season.next), ["france army gas", "france army pic"]);
}

#[test]
fn every_badly_written_line_is_refused_with_its_line_named() {
    let start = position(map(), "spring 1901 movement", &["France: A Bur", "Germany: A Mun"], &[]);
    let sheet = "France:\nA Bur - Par\nlorem ipsum\nRetreats:\nA Bur - Gas if A Lon - Wal succeeds\nA Bur - Gas if the moon is full\n\
                 A Tyr - Boh\nBuilds:\nBuild A Par\nGermany:\nA Mun - Tyr if A Bur - Par fails\n";
    let errors = parse_season_sheet(map(), &start, sheet).unwrap_err();
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [3, 5, 6, 7, 9, 11], "in the order written: {errors:#?}");
    let kind = |line: usize| errors.iter().find(|e| e.line == line).unwrap().kind.clone();
    assert_eq!(kind(5), SheetErrorKind::Condition(ConditionError::NotGiven("A Lon - Wal".into())));
    assert_eq!(kind(6), SheetErrorKind::Condition(ConditionError::Unreadable));
    assert_eq!(kind(7), SheetErrorKind::NothingToRetreat);
    assert_eq!(kind(9), SheetErrorKind::BuildsInSpring);
    assert_eq!(kind(11), SheetErrorKind::ConditionalMove);
    let message = |line: usize| errors.iter().find(|e| e.line == line).unwrap().message();
    assert!(message(5).contains("an order nobody gave this season"), "{}", message(5));
    assert!(message(6).contains("a condition reads"), "{}", message(6));
    assert!(message(7).contains("no unit stood there before the season"), "{}", message(7));
    assert!(message(9).contains("autumn"), "{}", message(9));
    assert!(message(11).contains("a move cannot be conditional"), "{}", message(11));
}

/// A season sent as a sheet a power (the site's gamesmaster page takes them so): each sheet
/// starts afresh, a condition may name another sheet's move (even one read later), and every
/// bad line is named with its own sheet and line.
#[test]
fn a_season_sent_as_a_sheet_a_power_reads_as_one() {
    let start = position(
        map(),
        "spring 1901 movement",
        &["France: A Bur", "France: A Pic", "Germany: A Mun", "Germany: A Ruh"],
        &[],
    );
    let france = "France:\nA Bur H\nA Pic H\nRetreats:\nA Bur - Par if A Mun - Bur succeeds\nA Bur - Gas\n";
    let germany = "Germany:\nA Mun - Bur; A Ruh S A Mun - Bur\n";
    let lines = parse_season_sheets(map(), &start, &[france, germany]).unwrap();
    assert_eq!(
        lines.iter().map(|l| (l.sheet, l.line)).collect::<Vec<_>>(),
        [(0, 2), (0, 3), (0, 5), (0, 6), (1, 2), (1, 2)]
    );
    let season = play_season(map(), &start, &lines, &rules());
    assert!(units(&season.next).contains(&"france army par".to_string()), "{:?}", units(&season.next));

    // Each sheet starts with no power named: orders before a power's name are not the
    // previous sheet's power's.
    let errors = parse_season_sheets(
        map(),
        &start,
        &[france, "A Mun - Tyr\nlorem\n", "Germany:\nA Ruh - Hol if A Bur H fails\n"],
    )
    .unwrap_err();
    let named: Vec<(usize, usize)> = errors.iter().map(|e| (e.sheet, e.line)).collect();
    assert_eq!(named, [(0, 5), (1, 1), (1, 2), (2, 2)], "{errors:#?}");
    assert!(errors[0].message().contains("an order nobody gave"), "Germany's move is not given: {errors:#?}");
    assert_eq!(errors[1].kind, SheetErrorKind::Order(ParseErrorKind::NoPowerNamed), "no power named in its sheet");
}

#[test]
fn the_readme_example_sheet_reads_and_plays() {
    // The sheet docs/gamesmaster.md shows for the two-season year, read as written there.
    let readme = include_str!("../docs/gamesmaster.md");
    let from = readme.find("## The two-season year").unwrap();
    let block = &readme[from..];
    let start = block.find("```text\n").unwrap() + "```text\n".len();
    let end = block[start..].find("```").unwrap();
    let sheet: String = block[start..start + end].lines().map(|l| l.trim_start().to_string() + "\n").collect();
    let position = position(
        map(),
        "fall 1901 movement",
        &["England: F Lon", "England: F Edi", "England: A Lvp", "Turkey: A Bul", "Turkey: A Con"],
        &[],
    );
    let lines = parse_season_sheet(map(), &position, &sheet).unwrap_or_else(|e| panic!("{e:#?}"));
    assert_eq!(lines.len(), 12);
    let season = play_season(map(), &position, &lines, &rules());
    assert_eq!(season.next.season, Season::Spring);
}

// House rule 3.1: "Autumn orders should similarly include conditional retreats and
// conditional builds/removals. The conditional builds may be conditional on the previous
// season's moves or retreats." A French army in Burgundy is dislodged in the autumn; France's
// builds wait on where it went. (The grammar: `src/parse/season.rs`.)

fn burgundy_falls() -> GameState {
    let france: &[&str] = &["par", "bre", "mar", "spa"];
    let germany: &[&str] = &["ber", "kie", "mun"];
    position(
        map(),
        "fall 1901 movement",
        &["France: A Bur", "France: F Bre", "Germany: A Mun", "Germany: A Ruh"],
        &[centres("France", france).as_str(), centres("Germany", germany).as_str()],
    )
}

/// The sheet in which Germany takes Burgundy and France writes `retreat` and `builds`.
fn burgundy_sheet(retreat: &str, builds: &str) -> String {
    format!(
        "France:\nA Bur H; F Bre H\nRetreats:\n{retreat}\nBuilds:\n{builds}\nGermany:\nA Mun - Bur; A Ruh S A Mun - Bur\n"
    )
}

#[test]
fn a_build_waits_on_where_a_dislodged_unit_retreated() {
    let builds = "Build A Par if A Bur retreats to Pic\nBuild A Mar if A Bur retreats to Gas\n\
                  Build F Mar if A Bur is disbanded\nBuild F Bre if F Bre retreats";
    let sheet = burgundy_sheet("A Bur - Pic", builds);
    let lines = parse_season_sheet(map(), &burgundy_falls(), &sheet).unwrap_or_else(|e| panic!("{e:#?}"));
    let season = play_season(map(), &burgundy_falls(), &lines, &rules());
    assert_eq!(season.phases.len(), 3, "the moves, the retreats, the builds");
    assert_eq!(
        units(&season.next),
        ["france army par", "france army pic", "france fleet bre", "germany army bur", "germany army ruh"]
    );
    let unused: Vec<(usize, Unused)> = season.unused.iter().map(|&(i, w)| (lines[i].line, w)).collect();
    // Gascony is not where it went; it was not disbanded; the fleet in Brest never retreated
    // (a unit not dislodged did not retreat).
    assert_eq!(unused, [(7, Unused::Condition), (8, Unused::Condition), (9, Unused::Condition)]);
}

#[test]
fn a_build_waits_on_a_unit_being_disbanded_or_not_retreating() {
    // No retreat written: the army is disbanded (3.1), and the builds that wait on it are made.
    let builds = "Build A Par if A Bur is disbanded\nBuild A Mar if A Bur does not retreat\n\
                  Build F Mar if A Bur retreats\nBuild A Mar if F Bre is not disbanded and F Bre does not retreat";
    let sheet = burgundy_sheet("", builds);
    let lines = parse_season_sheet(map(), &burgundy_falls(), &sheet).unwrap_or_else(|e| panic!("{e:#?}"));
    let season = play_season(map(), &burgundy_falls(), &lines, &rules());
    assert_eq!(
        units(&season.next),
        ["france army mar", "france army par", "france fleet bre", "germany army bur", "germany army ruh"]
    );
    let unused: Vec<(usize, Unused)> = season.unused.iter().map(|&(i, w)| (lines[i].line, w)).collect();
    // `F Mar` waited on a retreat that never happened; the second `A Mar` found Marseilles
    // already built in (both builds allowed are made, the third fails as the adjudicator says).
    assert_eq!(unused, [(8, Unused::Condition)]);
    // A retreat that cannot be made (to the province the attack came from) disbands the unit.
    let sheet = burgundy_sheet("A Bur - Mun", "Build A Par if A Bur is disbanded\nBuild A Mar if A Bur retreats");
    let lines = parse_season_sheet(map(), &burgundy_falls(), &sheet).unwrap_or_else(|e| panic!("{e:#?}"));
    let season = play_season(map(), &burgundy_falls(), &lines, &rules());
    assert_eq!(units(&season.next), ["france army par", "france fleet bre", "germany army bur", "germany army ruh"]);
}

#[test]
fn retreat_conditions_that_cannot_be_taken_are_refused_with_their_lines() {
    let retreats = "A Bur - Pic\nA Bur - Gas if F Bre retreats";
    let builds =
        "Build A Par if A Bur retreats to Atlantis\nBuild A Mar if A Lon retreats\nBuild F Mar if A Bur dances";
    let sheet = burgundy_sheet(retreats, builds);
    let errors = parse_season_sheet(map(), &burgundy_falls(), &sheet).unwrap_err();
    let messages: Vec<String> = errors.iter().map(|e| e.message()).collect();
    let named: Vec<(usize, &str)> = errors.iter().zip(&messages).map(|(e, m)| (e.line, m.as_str())).collect();
    assert_eq!(named.iter().map(|&(l, _)| l).collect::<Vec<_>>(), [5, 7, 8, 9], "{errors:#?}");
    assert_eq!(errors[0].kind, SheetErrorKind::RetreatOnRetreat);
    assert_eq!(errors[1].kind, SheetErrorKind::Condition(ConditionError::UnknownRetreatPlace("Atlantis".into())));
    assert_eq!(errors[2].kind, SheetErrorKind::Condition(ConditionError::NoUnitBefore("London".into())));
    assert!(named[0].1.contains("a retreat cannot wait on a retreat"), "{}", named[0].1);
    assert!(named[1].1.contains("no place called 'Atlantis'"), "{}", named[1].1);
    assert!(named[2].1.contains("no unit stood in London"), "{}", named[2].1);
    assert!(named[3].1.contains("retreats [to <place>]"), "{}", named[3].1);
}
