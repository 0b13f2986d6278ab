//! The game file a gamesmaster keeps: the map, the rules, the position, and every phase played.

use super::ending::Ending;
use super::ledger::{Ledger, Procedure};
use super::order_sets::{OrderSets, UnorderedSets};
use super::proxies::{Proxy, ProxyRule};
use super::votes::{Defeated, Proposal};
use graustark::map::Map;
use graustark::report::ReportStyle;
use graustark::rules::Rules;
use graustark::state::{GameState, StateJson};
use serde::{Deserialize, Serialize};

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

/// The game file.
#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields, expecting = "a game file: an object with its map and state")]
pub struct GameFile {
    /// The map folder's name under maps/ (see [`GameFile::board`]).
    pub map: String,
    /// The game's name, which a sheet's `Game:` line must give (house rule 3.7; absent in
    /// older files and games given none, when no `Game:` line is checked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The number of players, where the map offers games for fewer than its powers (absent in
    /// older files: the whole map).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<usize>,
    #[serde(default)]
    pub rules: Rules,
    pub state: StateJson,
    #[serde(default)]
    pub history: Vec<PlayedPhase>,
    /// Whether the reports print unit numbers: set once a sheet names a unit by number
    /// (absent, and false, until then).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub numbered: bool,
    /// The powers no player takes (their ids): no order is taken for them, so their units
    /// hold and the civil-disorder rule removes any units they must lose.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub no_player: Vec<String>,
    /// Each power's players, NMRs and civil disorder (house rules 4), by power id.
    #[serde(default, skip_serializing_if = "Ledger::is_empty")]
    pub powers: Ledger,
    /// Which of a power's several order sets for a phase count (DATC 4.D.1).
    #[serde(default, skip_serializing_if = "OrderSets::is_default")]
    pub order_sets: OrderSets,
    /// Whether a power's several order sets of unknown order are combined or all hold (DATC 4.D.2).
    #[serde(default, skip_serializing_if = "UnorderedSets::is_default")]
    pub unordered_sets: UnorderedSets,
    /// Whether and how units are handed to another power's orders (DATC 4.E.5).
    #[serde(default, skip_serializing_if = "ProxyRule::is_default")]
    pub proxy_rule: ProxyRule,
    /// The units handed over, until cancelled (under `proxy_rule = notified`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub proxies: Vec<Proxy>,
    /// A proposal to end the game before the players (house rules 8).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proposal: Option<Proposal>,
    /// The last proposal defeated, for putting it again the season after.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defeated: Option<Defeated>,
    /// How the game ended, by vote or by a victory; nothing is played after it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<Ending>,
    /// What is done about NMRs (house rules 4.2 and 4.3, or only marking them).
    #[serde(default, skip_serializing_if = "Procedure::is_plain")]
    pub procedure: Procedure,
    /// How the year is played: a sheet a phase, or (house rules 3.1) a sheet a season.
    #[serde(default, skip_serializing_if = "Year::is_by_phase")]
    pub year: Year,
    /// The style of the reports (absent in older files, and for the plain style).
    #[serde(default, skip_serializing_if = "is_plain")]
    pub report: ReportStyle,
}

fn is_plain(style: &ReportStyle) -> bool {
    *style == ReportStyle::Plain
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
    fn is_by_phase(&self) -> bool {
        *self == Year::ByPhase
    }
}

impl GameFile {
    /// Reads a game file's text; the error says what is wrong and where.
    #[cfg(feature = "json")]
    pub fn from_json(text: &str) -> Result<GameFile, String> {
        serde_json::from_str(text).map_err(|e| format!("not a game file: {e}"))
    }

    /// The game file's text, as it is written (2 spaces of indent, a newline at the end; the
    /// gamesmaster's wasm writes the same with JavaScript's `JSON.stringify`).
    #[cfg(feature = "json")]
    pub fn to_json(&self) -> Result<String, String> {
        serde_json::to_string_pretty(self).map(|t| t + "\n").map_err(|e| e.to_string())
    }

    /// The position the game is at.
    pub fn state(&self, map: &Map) -> Result<GameState, String> {
        self.state.clone().into_state(map).map_err(|e| format!("game file: {e}"))
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
    pub fn take_back_last_phase(&mut self) -> Result<(), String> {
        let last = self.history.last().ok_or("nothing to amend: no phase has been played in this game")?;
        let Some(position) = last.position.clone() else {
            return Err(format!(
                "cannot amend {} ({}): the game file keeps no position from before it (an older file, or \
                 a Flying Dutchman's removal); nothing was changed",
                last.phase,
                last.orders.join("; ")
            ));
        };
        if matches!(self.ended, Some(Ending::Victory { .. })) {
            // The phase taken back is the one that won the game: it is played again.
            self.ended = None;
        }
        self.state = position;
        self.numbered = last.numbered_before;
        if let Some(powers) = last.powers_before.clone() {
            self.powers = powers;
        }
        self.history.pop();
        Ok(())
    }
}
