//! The game file a gamesmaster keeps: the map, the rules, the position, and every phase played.

use graustark::state::StateJson;
use graustark::{GameState, Map, Rules};
use serde::{Deserialize, Serialize};

/// One phase played: the position it started from, the orders, and the report printed.
#[derive(Serialize, Deserialize, Clone)]
pub struct PlayedPhase {
    pub phase: String,
    pub orders: Vec<String>,
    pub report: String,
}

/// The game file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    /// The map folder's name under maps/ (or a path).
    pub map: String,
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
}

impl GameFile {
    pub fn read(path: &std::path::Path) -> Result<GameFile, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        serde_json::from_str(&text).map_err(|e| format!("{} is not a game file: {e}", path.display()))
    }

    pub fn state(&self, map: &Map) -> Result<GameState, String> {
        self.state.clone().into_state(map).map_err(|e| format!("game file: {e}"))
    }

    /// Writes the file whole to a temporary name and renames it, so a crash never leaves half a file.
    pub fn write(&self, path: &std::path::Path) -> Result<(), String> {
        let text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        let tmp = path.with_extension("json.tmp");
        std::fs::write(&tmp, text + "\n").map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, path).map_err(|e| format!("cannot replace {}: {e}", path.display()))
    }
}
