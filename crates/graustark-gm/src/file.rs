//! The game file, version 4: the map, the rules, the position, every
//! phase played, game night's table section and the gamesmaster's postal section. Game night
//! writes the same JSON; [`super::reading`] reads it, and every older gamesmaster file.

use super::ending::Ending;
use super::ledger::Ledger;
use super::postal::Postal;
#[cfg(feature = "json")]
use super::reading::{GameFileError, Part, Problem, read_game_file};
use super::table::Table;
use graustark::map::Map;
use graustark::rules::Rules;
use graustark::state::{GameState, StateError, StateJson};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// One phase played: its name, the orders, the report printed, and what `gm --amend` needs to
/// play it again: the position it started from and whether reports printed numbers then.
#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(expecting = "a played phase: an object with its phase, orders and report")]
pub struct PlayedPhase {
    pub phase: String,
    pub orders: Vec<String>,
    pub report: String,
    /// The position before the phase (absent in older files and for a Flying Dutchman's
    /// removal, which cannot be amended).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<StateJson>,
    /// Whether the game's reports printed unit numbers before the phase.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub numbered_before: bool,
    /// The powers' records before the phase (its NMRs undone on `--amend`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub powers_before: Option<Ledger>,
    /// The press sent with the phase, with who sent it (house rule 10: the report never says).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub press: Vec<PressSent>,
    /// The power (its id) whose player read the orders aloud at the table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reader: Option<String>,
    /// The gamesmaster's orders sealed for the phase and checked when it was played (Das
    /// Dippyspiel rule 15; [`super::seal`]): restored by `--amend`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seal: Option<super::seal::Seal>,
}

/// A press release as the game file keeps it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, expecting = "a press release: an object with from, text and printed")]
pub struct PressSent {
    /// The sending power's id, or `gamesmaster`.
    pub from: String,
    /// The release as printed (its condition left out).
    pub text: String,
    /// Whether its conditions held, so the report printed it.
    pub printed: bool,
}

impl PressSent {
    /// The record of `release`, printed or not.
    pub fn of(map: &Map, release: &graustark::parse::Release, printed: bool) -> PressSent {
        let from = match release.sender {
            graustark::parse::Sender::Power(p) => map.power(p).id.clone(),
            graustark::parse::Sender::Gamesmaster => "gamesmaster".into(),
        };
        PressSent { from, text: release.text.clone(), printed }
    }
}

/// The game file's format, which every file of version 3 on names.
pub const FORMAT: &str = "graustark-game";

/// The version of the game file written: 4, which added the gamesmaster's sealed orders
/// (`postal.seal`, a history entry's `seal`). Older gamesmaster files (no format or version)
/// are read as this one ([`super::reading`]).
pub const VERSION: u64 = 4;

/// The first version that names its format: files of this version to [`VERSION`] are read as
/// they are (what a later version added is absent from an earlier one); game night's records
/// before it are game night's to upgrade.
pub const FIRST_VERSION: u64 = 3;

/// The game file (version 4): one file for a game played by post or at the table.
#[derive(Clone, Debug)]
pub struct GameFile {
    /// The map folder's name under maps/ (see [`GameFile::board`]).
    pub map: String,
    /// The game's name, which a sheet's `Game:` line must give (house rule 3.7; absent in
    /// older files and games given none, when no `Game:` line is checked).
    pub name: Option<String>,
    /// The number of players, where the map offers games for fewer than its powers (absent in
    /// older files: the whole map).
    pub players: Option<usize>,
    pub rules: Rules,
    pub state: StateJson,
    /// Every phase played, oldest first.
    pub history: Vec<PlayedPhase>,
    /// The gamesmaster's section: NMR ledger, proxies, votes, procedure and report style.
    pub postal: Postal,
    /// Game night's section (seats, clock, the phase under way at the table), kept as found:
    /// the gamesmaster never changes it (shared, so a copy of the file costs nothing for it).
    pub table: Option<Arc<Table>>,
}

/// The game file as written: its format and version first, then its parts, each left out
/// while empty (`T`: the table section's type).
#[derive(Serialize)]
pub struct Written<'a, T> {
    format: &'static str,
    version: u64,
    map: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: &'a Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    players: &'a Option<usize>,
    rules: &'a Rules,
    state: &'a StateJson,
    history: &'a [PlayedPhase],
    #[serde(skip_serializing_if = "Postal::is_default")]
    postal: &'a Postal,
    #[serde(skip_serializing_if = "Option::is_none")]
    table: Option<&'a T>,
}

/// No table section: what [`GameFile::without_table`] writes in its place.
#[derive(Debug)]
pub enum NoTable {}

impl Serialize for NoTable {
    fn serialize<S: serde::Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
        match *self {}
    }
}

impl GameFile {
    /// The file as written with `table` for its table section.
    fn written<'a, T>(&'a self, table: Option<&'a T>) -> Written<'a, T> {
        Written {
            format: FORMAT,
            version: VERSION,
            map: &self.map,
            name: &self.name,
            players: &self.players,
            rules: &self.rules,
            state: &self.state,
            history: &self.history,
            postal: &self.postal,
            table,
        }
    }

    /// The file as written without its table section, for a writer that adds game night's
    /// section after, as it was written (the gamesmaster's page, which does not read it).
    pub fn without_table(&self) -> Written<'_, NoTable> {
        self.written(None)
    }
}

impl Serialize for GameFile {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.written(self.table.as_deref()).serialize(serializer)
    }
}

/// How a game's year is played.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "kebab-case", expecting = "a year: by-phase or two-season")]
pub enum Year {
    /// A sheet for each phase: the moves, then the retreats, then the builds.
    #[default]
    ByPhase,
    /// Two seasons (God Save The Zine house rules 3.1): each sheet carries a season's moves, the
    /// retreats written with them and, in the autumn, the builds and removals.
    TwoSeason,
}

impl Year {
    pub(crate) fn is_by_phase(&self) -> bool {
        *self == Year::ByPhase
    }
}

impl GameFile {
    /// Reads a game file's text, of version 3 or an older gamesmaster file; the error says
    /// which part is wrong and what is wrong with it.
    #[cfg(feature = "json")]
    pub fn from_json(text: &str) -> Result<GameFile, GameFileError> {
        if let Err(e) = serde_json::from_str::<serde::de::IgnoredAny>(text) {
            return Err(GameFileError::new(Part::Whole, Problem::NotJson(e.to_string())));
        }
        let mut header = serde_json::Deserializer::from_str(text);
        let mut whole = serde_json::Deserializer::from_str(text);
        let mut table = serde_json::Deserializer::from_str(text);
        read_game_file(&mut header, &mut whole, &mut table)
    }

    /// The game file's text, as it is written (2 spaces of indent, a newline at the end; the
    /// gamesmaster's wasm writes the same with JavaScript's `JSON.stringify`).
    #[cfg(feature = "json")]
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string_pretty(self).map(|t| t + "\n")
    }

    /// The position the game is at.
    pub fn state(&self, map: &Map) -> Result<GameState, StateError> {
        self.state.clone().into_state(map)
    }

    /// The board the game file asks for: the name of a folder of the maps folder (`standard`,
    /// `cat`). A name that is a path (`../../somewhere`, `/tmp/x`, `maps/standard`) is refused,
    /// so a game file sent by someone else reads no board from outside the maps folder.
    pub fn board(&self) -> Result<&str, BoardNameError> {
        let name = self.map.as_str();
        let plain = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.';
        if name.is_empty() || name.starts_with('.') || !name.chars().all(plain) {
            return Err(BoardNameError { name: name.to_string() });
        }
        Ok(name)
    }
}

/// A game file whose `map` is not the name of a folder of the maps folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardNameError {
    /// The `map` the file gives.
    pub name: String,
}

impl std::fmt::Display for BoardNameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the game file asks for the board \"{}\", which is not the name of a folder of the maps folder \
             (such as \"standard\"); no board outside the maps folder is read for a game file",
            self.name
        )
    }
}

impl std::error::Error for BoardNameError {}

impl GameFile {
    /// Takes back the last phase played, for `gm --amend`: the game returns to the position
    /// before it (and to printing numbers or not, as then), and its history entry is dropped.
    pub fn take_back_last_phase(&mut self) -> Result<(), AmendError> {
        let last = self.history.last().ok_or(AmendError::NothingPlayed)?;
        let Some(position) = last.position.clone() else {
            return Err(AmendError::NoPositionBefore { phase: last.phase.clone(), orders: last.orders.clone() });
        };
        if matches!(self.postal.ended, Some(Ending::Victory { .. })) {
            // The phase taken back is the one that won the game: it is played again.
            self.postal.ended = None;
        }
        self.state = position;
        // The phase is played again under the seal it had (none if it had none).
        self.postal.seal = last.seal.clone();
        self.postal.numbered = last.numbered_before;
        if let Some(powers) = last.powers_before.clone() {
            self.postal.powers = powers;
        }
        self.history.pop();
        Ok(())
    }
}

/// Why the last phase cannot be taken back (`gm --amend`); nothing is changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AmendError {
    /// No phase has been played.
    NothingPlayed,
    /// The file keeps no position from before the phase (an older file, or a Flying
    /// Dutchman's removal): its name and orders.
    NoPositionBefore { phase: String, orders: Vec<String> },
}

impl std::fmt::Display for AmendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AmendError::NothingPlayed => f.write_str("nothing to amend: no phase has been played in this game"),
            AmendError::NoPositionBefore { phase, orders } => write!(
                f,
                "cannot amend {phase} ({}): the game file keeps no position from before it (an older file, or a \
                 Flying Dutchman's removal); nothing was changed",
                orders.join("; ")
            ),
        }
    }
}

impl std::error::Error for AmendError {}
