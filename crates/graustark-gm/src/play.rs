//! Playing what the gamesmaster received for a phase (or, in a two-season game, a season):
//! the sheets read whole or refused whole, the votes, proxies and order sets applied, the NMRs
//! recorded, the phase played by [`graustark::play`], and the report written. The game file is
//! advanced in memory; reading and writing it is the caller's (the command line, the site).

use super::ending::{Ending, over};
use super::file::{GameFile, PlayedPhase, PressSent, Year};
use super::header::{GameAt, take_header};
use super::ledger::{in_civil_disorder, moves_received, with_notes};
use super::order_sets::{self, ReadSheet, read_sheet};
use super::proxies::{self, Held, read_proxy_lines};
use super::refusal::{LineKind, LineWhy, LinesRefused, PlayError, RefusedLine, press_refused};
use super::votes::{Votes, read_votes, settle};
use graustark::parse::{SentRelease, SheetOrder, read_press, sheet_releases};
use graustark::report::{ReportOptions, ReportStyle, printed_press, write_report};
use graustark::season::{SeasonFacts, SeasonPhase};
use graustark::{GameState, Map, Order, PowerId, play};

/// A sheet as received: its name (a file's, for the messages) and its text.
#[derive(Clone, Copy, Debug)]
pub struct Sheet<'a> {
    pub name: &'a str,
    pub text: &'a str,
}

/// What the gamesmaster asks of this play.
#[derive(Clone, Copy, Debug, Default)]
pub struct PlayOptions {
    /// Play the game's first moves even with an NMR (house rule 4.2's procedure).
    pub force: bool,
    /// The sheets came in no known order (DATC 4.D.2).
    pub unordered: bool,
}

/// What was played: the report, and each phase with the position it was played from, its
/// orders and its result (for a map image).
#[derive(Clone, Debug)]
pub struct Played {
    pub report: String,
    pub phases: Vec<SeasonPhase>,
}

/// Plays the sheets received for the game's current phase (or season). Any line that cannot
/// be taken refuses them all, naming each, and leaves `file` as it was.
pub fn play_sheets(
    map: &Map,
    file: &mut GameFile,
    sheets: &[Sheet],
    options: &PlayOptions,
) -> Result<Played, PlayError> {
    if sheets.is_empty() {
        return Err(PlayError::NoSheet);
    }
    let state = file.state.clone().into_state(map)?;
    if let Some(why) = over(map, file.postal.ended.as_ref(), &state) {
        return Err(PlayError::Over(why));
    }
    let phase = state.label(map);
    let seal_note = super::seal::check(map, file.postal.seal.as_ref(), &phase, sheets)?;
    let taken = take_non_orders(map, file, &state, sheets)?;
    // Changes are made on a copy, kept only when the play succeeds.
    let mut next = file.clone();
    let played_before = next.history.len();
    let played = if file.postal.year == Year::TwoSeason {
        let received: Vec<(&str, &str)> = sheets.iter().zip(&taken.texts).map(|(s, t)| (s.name, t.as_str())).collect();
        let (report, season) = super::season_sheet::play_sheet(
            map,
            &mut next,
            &state,
            &received,
            (&taken.proxies, &taken.votes, taken.sent),
            options.force,
        )?;
        if next.postal.ended.is_none() {
            next.postal.ended = Ending::of_victory(map, &season.next, &format!("{} (the season)", state.label(map)));
        }
        Played { report, phases: season.phases }
    } else {
        play_phase(map, &mut next, state, sheets, taken, options)?
    };
    let played = consume_seal(&mut next, played_before, seal_note, played);
    *file = next;
    Ok(played)
}

/// The seal is consumed with the phase: kept in the first history entry this play added (the
/// phase, or the season's first) when it was for the phase, and `note` (the seal's line, if any)
/// put under the report's title, there and in what was played.
fn consume_seal(next: &mut GameFile, first: usize, note: Option<String>, mut played: Played) -> Played {
    let seal = next.postal.seal.take();
    let Some(note) = note else {
        return played;
    };
    played.report = with_notes(played.report, std::slice::from_ref(&note));
    if let Some(entry) = next.history.get_mut(first) {
        entry.report = with_notes(std::mem::take(&mut entry.report), &[note]);
        entry.seal = seal;
    }
    played
}

/// What the sheets hold besides orders, taken out of them: the texts left (orders and press),
/// the votes, the proxies in force and the press releases with their senders.
struct TakenLines {
    texts: Vec<String>,
    votes: Votes,
    proxies: Vec<Held>,
    sent: Vec<SentRelease>,
}

/// Takes each sheet's header (checked against the game), votes and proxy lines out of it, and
/// finds its press releases; a line that cannot be taken refuses the sheets, naming it.
fn take_non_orders(map: &Map, file: &GameFile, state: &GameState, sheets: &[Sheet]) -> Result<TakenLines, PlayError> {
    let game = GameAt {
        state,
        name: file.name.as_deref(),
        whole_season: file.postal.year == Year::TwoSeason,
        players: &file.postal.powers,
    };
    let mut texts: Vec<String> = sheets.iter().map(|s| s.text.to_string()).collect();
    take_from_each(sheets, &mut texts, LineKind::Header, &mut |sheet, text| {
        take_header(map, &game, text).map_err(|errors| {
            let mut lines = Vec::with_capacity(errors.len());
            for e in errors {
                lines.push(RefusedLine { sheet, line: e.line, text: e.text, why: LineWhy::Header(e.kind) });
            }
            lines
        })
    })?;
    let mut votes = Vec::new();
    take_from_each(sheets, &mut texts, LineKind::Vote, &mut |sheet, text| {
        let (kept, found) = read_votes(map, sheet, text)?;
        votes.extend(found);
        Ok(kept)
    })?;
    let mut from_sheets = Vec::new();
    take_from_each(sheets, &mut texts, LineKind::Proxy, &mut |sheet, text| {
        let (kept, found) = read_proxy_lines(map, state, (sheet, text))?;
        from_sheets.extend(found);
        Ok(kept)
    })?;
    let proxies = proxies::in_force(map, file.postal.proxy_rule, &file.postal.proxies, from_sheets)?;
    let sent = texts.iter().enumerate().flat_map(|(k, t)| sheet_releases(map, k, t)).collect();
    Ok(TakenLines { texts, votes, proxies, sent })
}

/// A sheet's text with one kind of line taken out, or those lines that cannot be taken.
type Taken = Result<String, Vec<RefusedLine>>;

/// Takes one kind of line out of each sheet's text with `take` (given the sheet's index: the
/// text left, or the lines that cannot be taken): every sheet's lines of that kind refused
/// together.
fn take_from_each(
    sheets: &[Sheet],
    texts: &mut [String],
    what: LineKind,
    take: &mut dyn FnMut(usize, &str) -> Taken,
) -> Result<(), PlayError> {
    let mut refused = Vec::new();
    for (k, text) in texts.iter_mut().enumerate() {
        match take(k, text) {
            Ok(kept) => *text = kept,
            Err(mut lines) => refused.append(&mut lines),
        }
    }
    if refused.is_empty() {
        Ok(())
    } else {
        Err(PlayError::Lines(LinesRefused::new(what, sheet_names(sheets), refused)))
    }
}

/// The sheets' names, for a refusal.
pub fn sheet_names(sheets: &[Sheet]) -> Vec<String> {
    sheets.iter().map(|s| s.name.to_string()).collect()
}

/// Plays one phase of a game played a phase at a time from the sheets' orders (the lines
/// besides them already taken out), recording it in `next`.
fn play_phase(
    map: &Map,
    next: &mut GameFile,
    state: GameState,
    sheets: &[Sheet],
    taken: TakenLines,
    options: &PlayOptions,
) -> Result<Played, PlayError> {
    // Orders may name units by number (`5 S 3 Bur`); once one does, reports print numbers.
    let read: Vec<ReadSheet> =
        sheets.iter().zip(&taken.texts).map(|(s, t)| read_sheet(map, &state, s.name, t)).collect();
    let excused = without_player(map, next);
    if read.iter().flat_map(|r| &r.orders).any(|o| refused_order(o, &excused)) {
        let mut refused = Vec::new();
        for (k, r) in read.into_iter().enumerate() {
            unreadable_orders(k, r.orders, &excused, &mut refused);
        }
        return Err(PlayError::Lines(LinesRefused::new(LineKind::Order, sheet_names(sheets), refused)));
    }
    let (orders, sets_notes) = match read.as_slice() {
        [one] => (one.orders.iter().filter_map(|o| o.order.as_ref().ok().copied()).collect(), Vec::new()),
        _ => order_sets::choose(
            map,
            &read,
            next.postal.order_sets,
            options.unordered.then_some(next.postal.unordered_sets),
        ),
    };
    let by_number = read.iter().flat_map(|r| &r.orders).any(|o| o.by_number);
    let ordered: Vec<PowerId> = orders.iter().filter_map(|o| o.power()).collect();
    let (orders, proxy_notes) = proxies::apply(map, &state, orders, &taken.proxies);
    let moves: Vec<(usize, Order)> = orders.iter().copied().enumerate().collect();
    let releases =
        read_press(map, &state, &moves, taken.sent, false).map_err(|e| press_refused(map, sheet_names(sheets), e))?;
    let vote_notes = settle(map, next, &state, &taken.votes, &ordered, &excused, &state.label(map))?;
    let powers_before = next.postal.powers.clone();
    let first_moves = next.history.is_empty();
    let marked = next.postal.report == ReportStyle::House2023;
    let nmr = moves_received(
        map,
        &mut next.postal.powers,
        (next.postal.procedure, marked),
        first_moves,
        &state,
        &next.rules,
        &ordered,
        &excused,
        options.force,
    )?;
    let numbered_before = next.postal.numbered;
    next.postal.numbered |= map.stacking.any() || by_number;
    let result = play(map, &state, &orders, &next.rules);
    let facts = phase_facts(&state, &result);
    let press = printed_press(map, &releases, &facts);
    let report_options =
        ReportOptions { rules: &next.rules, numbers: next.postal.numbered, style: next.postal.report, press: &press };
    let report = with_notes(
        with_no_player_note(write_report(map, &state, &orders, &result, &report_options), map, &excused),
        &[nmr, sets_notes, proxy_notes, vote_notes].concat(),
    );
    let several = sheets.len() > 1;
    next.history.push(PlayedPhase {
        phase: state.label(map),
        orders: read
            .iter()
            .flat_map(|r| {
                r.orders.iter().map(move |o| if several { format!("{}: {}", r.name, o.text) } else { o.text.clone() })
            })
            .collect(),
        report: report.clone(),
        position: Some(next.state.clone()),
        numbered_before,
        powers_before: Some(powers_before),
        press: releases.iter().map(|r| PressSent::of(map, r, facts.hold(map, &r.conditions))).collect(),
        reader: None,
        seal: None,
    });
    next.state = result.next.to_json_value(map);
    // A vote carried with the sheets that won ends the game by its own terms.
    if next.postal.ended.is_none() {
        next.postal.ended = Ending::of_victory(map, &result.next, &state.label(map));
    }
    Ok(Played { report, phases: vec![SeasonPhase { before: state, orders, result }] })
}

/// What a phase played from `state` did, for its press's conditions: each order's success (by
/// its index among the orders given) and who was dislodged. Its units are numbered as `play`
/// numbers them.
fn phase_facts(state: &GameState, result: &graustark::PhaseResult) -> SeasonFacts {
    let mut start = state.clone();
    if start.needs_numbers() {
        start.number_units();
    }
    let succeeded = result.order_outcomes().iter().map(|o| o.success).enumerate().collect();
    SeasonFacts::after_moves(&start, succeeded, &result.next)
}

/// Whether a sheet's order is refused: it cannot be read, or is for a power no player takes.
/// (An order that reads but is illegal is adjudicated: it fails, the unit holds, and the
/// report says why.)
fn refused_order(o: &SheetOrder, no_player: &[PowerId]) -> bool {
    o.order.as_ref().map_or(true, |order| order.power().is_some_and(|p| no_player.contains(&p)))
}

/// The refused orders of a sheet (the `sheet`th), each with its line and why, added to `out`:
/// a sheet with any of them advances nothing.
fn unreadable_orders(sheet: usize, orders: Vec<SheetOrder>, no_player: &[PowerId], out: &mut Vec<RefusedLine>) {
    for o in orders {
        if !refused_order(&o, no_player) {
            continue;
        }
        let why = match o.order {
            Err(e) => LineWhy::Order(e.kind),
            Ok(_) => LineWhy::NoPlayer,
        };
        out.push(RefusedLine { sheet, line: o.line, text: o.text, why });
    }
}

/// The powers that take no orders: those the game file says no player takes, and those in
/// civil disorder after two NMRs in a row.
pub fn without_player(map: &Map, file: &GameFile) -> Vec<PowerId> {
    let mut out: Vec<PowerId> = file.postal.no_player.iter().filter_map(|id| map.lookup_power(id)).collect();
    for p in in_civil_disorder(map, &file.postal.powers) {
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// The report with a line under its title naming the powers without a player.
pub fn with_no_player_note(report: String, map: &Map, no_player: &[PowerId]) -> String {
    if no_player.is_empty() {
        return report;
    }
    let names: Vec<&str> = no_player.iter().map(|&p| map.power(p).name.as_str()).collect();
    let note = format!("Without a player (units hold; civil disorder): {}.\n\n", names.join(", "));
    match report.find("\n\n") {
        Some(i) => format!("{}{note}{}", &report[..i + 2], &report[i + 2..]),
        None => report + &note,
    }
}
