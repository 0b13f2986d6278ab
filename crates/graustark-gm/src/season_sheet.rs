//! `gm` for a game played in two seasons a year (God Save The Zine house rules 3.1): one sheet
//! carries a season's moves, the retreats written with them and, in the autumn, the builds and
//! removals; the whole season is played at once and reported as one.

use super::file::{GameFile, PlayedPhase, PressSent};
use super::ledger::{moves_received, with_notes};
use super::play::{with_no_player_note, without_player};
use super::proxies::{Held, apply_to_lines};
use super::refusal::{LineKind, LineWhy, LinesRefused, PlayError, RefusedLine, press_refused};
use super::votes::{Vote, settle};
use graustark::parse::{SeasonLine, SeasonPart, SentRelease, parse_season_sheets, read_press};
use graustark::report::{ReportOptions, ReportStyle, printed_press, write_report};
use graustark::season::{SeasonResult, play_season};
use graustark::{GameState, Map, Phase, PowerId};

/// Plays the season the sheets give (each a name and a text; several are read as one, a
/// power's sheet each, say) and returns the report, with the `press` after the last phase's
/// supply centres, and the season played; the game file is advanced in memory (the caller
/// writes it). A sheet with any line that cannot be taken advances nothing.
pub fn play_sheet(
    map: &Map,
    file: &mut GameFile,
    state: &GameState,
    sheets: &[(&str, &str)],
    (proxies, votes, sent): (&[Held], &[(PowerId, Vote)], Vec<SentRelease>),
    force: bool,
) -> Result<(String, SeasonResult), PlayError> {
    if state.phase != Phase::Movement {
        return Err(PlayError::NotSeasonStart { at: state.label(map) });
    }
    let no_player = without_player(map, file);
    let texts: Vec<&str> = sheets.iter().map(|&(_, text)| text).collect();
    let names: Vec<String> = sheets.iter().map(|&(name, _)| name.to_string()).collect();
    let lines = parse_season_sheets(map, state, &texts).map_err(|errors| {
        let mut listed = Vec::with_capacity(errors.len());
        for e in errors {
            listed.push(RefusedLine { sheet: e.sheet, line: e.line, text: e.text, why: LineWhy::Season(e.kind) });
        }
        PlayError::Lines(LinesRefused::new(LineKind::Season, names.clone(), listed))
    })?;
    let (lines, proxy_notes) = apply_to_lines(map, state, lines, proxies);
    let moves: Vec<(usize, graustark::Order)> =
        lines.iter().enumerate().filter(|(_, l)| l.part == SeasonPart::Moves).map(|(i, l)| (i, l.order)).collect();
    let releases = read_press(map, state, &moves, sent, true).map_err(|e| press_refused(map, names.clone(), e))?;
    let foreign: Vec<RefusedLine> = lines
        .iter()
        .filter(|l| l.order.power().is_some_and(|p| no_player.contains(&p)))
        .map(|l| RefusedLine { sheet: l.sheet, line: l.line, text: l.text.clone(), why: LineWhy::NoPlayer })
        .collect();
    if !foreign.is_empty() {
        return Err(PlayError::Lines(LinesRefused::new(LineKind::Season, names, foreign)));
    }
    let moved: Vec<PowerId> =
        lines.iter().filter(|l| l.part == SeasonPart::Moves).filter_map(|l| l.order.power()).collect();
    let powers_before = file.postal.powers.clone();
    let first_moves = file.history.is_empty();
    let nmr = moves_received(
        map,
        &mut file.postal.powers,
        (file.postal.procedure, file.postal.report == ReportStyle::House2023),
        first_moves,
        state,
        &file.rules,
        &moved,
        &no_player,
        force,
    )?;
    let vote_notes = settle(map, file, state, votes, &moved, &no_player, &state.label(map))?;
    let numbered = file.postal.numbered || map.stacking.any();
    let season = play_season(map, state, &lines, &file.rules);
    let press = printed_press(map, &releases, &season.facts);
    let last = season.phases.len().saturating_sub(1);
    let mut report: Vec<String> = season
        .phases
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let press: &[String] = if k == last { &press } else { &[] };
            let options = ReportOptions { rules: &file.rules, numbers: numbered, style: file.postal.report, press };
            write_report(map, &p.before, &p.orders, &p.result, &options)
        })
        .collect();
    if !season.unused.is_empty() {
        let unused = season
            .unused
            .iter()
            .map(|&(i, why)| format!("  {}: {} ({})", power_of(map, &lines[i]), lines[i].text, why.describe()));
        report.push(format!("Orders written but not used:\n{}\n", unused.collect::<Vec<_>>().join("\n")));
    }
    let report =
        with_notes(with_no_player_note(report.join("\n"), map, &no_player), &[nmr, proxy_notes, vote_notes].concat());
    file.history.push(PlayedPhase {
        phase: format!("{} (the season)", state.label(map)),
        orders: lines
            .iter()
            .map(|l| if sheets.len() > 1 { format!("{}: {}", sheets[l.sheet].0, l.text) } else { l.text.clone() })
            .collect(),
        report: report.clone(),
        position: Some(file.state.clone()),
        numbered_before: file.postal.numbered,
        powers_before: Some(powers_before),
        press: releases.iter().map(|r| PressSent::of(map, r, season.facts.hold(map, &r.conditions))).collect(),
        reader: None,
        seal: None,
    });
    file.postal.numbered = numbered;
    file.state = season.next.to_json_value(map);
    Ok((report, season))
}

fn power_of(map: &Map, line: &SeasonLine) -> String {
    line.order.power().map_or_else(String::new, |p| map.power(p).name.clone())
}
