//! What the game file keeps of each power's players and missed moves: an NMR (no moves
//! received) is a power that had to move and sent no orders; every game's reports mark it and
//! its file counts it. Under the God Save The Zine procedure (house rules 4.2, 4.3) two in a
//! row put the power in civil disorder (its units stand unordered, may be supported, and civil
//! disorder removes what it must lose) until a new player takes it, and the game's first moves
//! are not played with an NMR unless the gamesmaster forces it.

use super::refusal::{PlayError, names};
use graustark::{GameState, Map, Phase, PowerId, Rules, phase_duties};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One power's record, by its id in the game file's `powers`.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
#[serde(
    deny_unknown_fields,
    expecting = "a power's record: an object with its players, nmrs, nmr_streak and civil_disorder"
)]
pub struct PowerRecord {
    /// Who has played the power, the first player first, each from the phase they took it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<Player>,
    /// Every phase (or season) in which it sent no moves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nmrs: Vec<String>,
    /// How many NMRs in a row, up to the last moves played.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub nmr_streak: u32,
    /// In civil disorder: it takes no orders until a new player takes it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub civil_disorder: bool,
}

/// A player of a power, from a phase on.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, expecting = "a player: an object with their name, from and standby")]
pub struct Player {
    pub name: String,
    pub from: String,
    /// Taken as a standby while playing another power, the gamesmaster allowing it (house
    /// rule 2.3 forbids it otherwise; see `changes::new_player`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub standby: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The game file's records, by power id.
pub type Ledger = BTreeMap<String, PowerRecord>;

/// How many NMRs in a row put a power in civil disorder (house rule 4.3).
pub const NMRS_FOR_CIVIL_DISORDER: u32 = 2;

/// What the gamesmaster does about NMRs, a choice of the game file.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "kebab-case", expecting = "a procedure: plain or house2023")]
pub enum Procedure {
    /// NMRs are marked and counted; a power that misses moves keeps its place.
    #[default]
    Plain,
    /// God Save The Zine house rules 4.2 and 4.3: no game starts with an NMR (unless forced);
    /// two NMRs in a row put the power in civil disorder until a new player takes it.
    House2023,
}

impl Procedure {
    /// Whether this is the default (left out of the game file).
    pub fn is_plain(&self) -> bool {
        *self == Procedure::Plain
    }
}

/// The powers in civil disorder.
pub fn in_civil_disorder(map: &Map, ledger: &Ledger) -> Vec<PowerId> {
    ledger.iter().filter(|(_, r)| r.civil_disorder).filter_map(|(id, _)| map.lookup_power(id)).collect()
}

/// Records the moves of `phase`: each power that had to move either moved (its streak ends) or
/// missed them. Returns the report's lines about it (a first NMR left to a report style that
/// `marked` it already).
pub fn record_moves(
    map: &Map,
    ledger: &mut Ledger,
    (procedure, marked): (Procedure, bool),
    phase: &str,
    must_move: &[PowerId],
    missed: &[PowerId],
) -> Vec<String> {
    let mut lines = Vec::new();
    for &p in must_move {
        let power = map.power(p);
        let record = ledger.entry(power.id.clone()).or_default();
        if !missed.contains(&p) {
            record.nmr_streak = 0;
            continue;
        }
        record.nmrs.push(phase.to_string());
        record.nmr_streak += 1;
        lines.push(if procedure == Procedure::House2023 && record.nmr_streak >= NMRS_FOR_CIVIL_DISORDER {
            record.civil_disorder = true;
            format!(
                "NMR: {} ({} in a row): it has left the game and is in civil disorder; its units stand unordered \
                 until a new player takes it.",
                power.name, record.nmr_streak
            )
        } else if record.nmr_streak > 1 {
            format!("NMR: {} ({} in a row; its units held).", power.name, record.nmr_streak)
        } else if marked {
            // The report marks a first NMR itself (the house style's `NMR`).
            continue;
        } else {
            format!("NMR: {} (its units held).", power.name)
        });
    }
    lines
}

/// Records `name` as the power's player from `from` on (a `standby` if the gamesmaster said
/// so): a replacement ends its civil disorder and its run of NMRs.
pub fn take_power(ledger: &mut Ledger, power_id: &str, name: &str, from: &str, standby: bool) {
    let record = ledger.entry(power_id.to_string()).or_default();
    record.players.push(Player { name: name.to_string(), from: from.to_string(), standby });
    record.civil_disorder = false;
    record.nmr_streak = 0;
}

/// The power (its id) whose player now is `name`, other than `except`, among those `in_game`
/// says are still in the game, if any: a name compared as a gamesmaster reads it
/// ([`same_name`]). A power in civil disorder has no player now (house rule 4.3: "the
/// offending player has left the game").
pub fn power_played_by<'l>(
    ledger: &'l Ledger,
    name: &str,
    except: &str,
    in_game: impl Fn(&str) -> bool,
) -> Option<&'l str> {
    ledger
        .iter()
        .filter(|(id, r)| id.as_str() != except && !r.civil_disorder && in_game(id))
        .find(|(_, r)| r.players.last().is_some_and(|p| same_name(&p.name, name)))
        .map(|(id, _)| id.as_str())
}

/// Whether two names are one player's as a gamesmaster reads them: letter case and spacing
/// (leading, trailing, several spaces for one) aside.
pub fn same_name(a: &str, b: &str) -> bool {
    let words = |s: &str| s.split_whitespace().map(graustark::case::lowercase).collect::<Vec<_>>();
    words(a) == words(b)
}

/// The moves of a movement phase (or a season's moves) as received: under the house procedure,
/// refuses the game's first moves when a power that must move sent nothing, unless `force`;
/// else records each power's moves and returns the report's lines (none outside a movement
/// phase; none for a first NMR when the report's style, `marked`, marks it already).
#[allow(clippy::too_many_arguments)]
pub fn moves_received(
    map: &Map,
    ledger: &mut Ledger,
    (procedure, marked): (Procedure, bool),
    first_moves: bool,
    state: &GameState,
    rules: &Rules,
    ordered: &[PowerId],
    excused: &[PowerId],
    force: bool,
) -> Result<Vec<String>, PlayError> {
    if state.phase != Phase::Movement {
        return Ok(Vec::new());
    }
    let must_move: Vec<PowerId> =
        phase_duties(map, state, rules).ordering.into_iter().filter(|p| !excused.contains(p)).collect();
    let missed: Vec<PowerId> = must_move.iter().copied().filter(|p| !ordered.contains(p)).collect();
    if procedure == Procedure::House2023 && first_moves && !missed.is_empty() && !force {
        return Err(PlayError::FirstMovesMissed { powers: names(map, &missed) });
    }
    Ok(record_moves(map, ledger, (procedure, marked), &state.label(map), &must_move, &missed))
}

/// The report with `lines` under its title.
pub fn with_notes(report: String, lines: &[String]) -> String {
    if lines.is_empty() {
        return report;
    }
    let note = format!("{}\n\n", lines.join("\n"));
    match report.find("\n\n") {
        Some(i) => format!("{}{note}{}", &report[..i + 2], &report[i + 2..]),
        None => report + &note,
    }
}
