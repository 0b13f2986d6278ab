//! How a game ended, recorded in the game file's `ended`: by a proposal the players carried
//! (house rules 8, [`super::votes`]) or by a power reaching the board's victory condition
//! ([`graustark::game::winner`]: centres, units at the start of spring, or Cat Diplomacy's
//! control). Either way nothing more is played; a victory's phase may still be amended (the
//! game is then no longer won unless the phase played again wins it).

use super::refusal::GameOver;
use super::votes::Terms;
use graustark::game::winner;
use graustark::report::victory_line;
use graustark::{GameState, Map};
use serde::{Deserialize, Serialize};

/// How the game ended, and in which phase.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(try_from = "EndingJson", into = "EndingJson")]
pub enum Ending {
    /// A proposal carried by vote.
    Vote {
        terms: Terms,
        /// The phase whose sheets carried it.
        phase: String,
    },
    /// A power reached the board's victory condition.
    Victory {
        /// The power's id.
        won: String,
        /// The phase (or two-season game's season) whose play won it.
        phase: String,
    },
}

/// An ending as the game file writes it: `{"terms": …, "phase": …}` or `{"won": …, "phase": …}`.
/// Read as one object with either key, not as serde's `untagged` enum, whose buffering of any
/// value added some 10 KB to the gamesmaster's wasm.
#[derive(Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "an ending: an object with its phase and either the terms a vote carried or the power that won"
)]
struct EndingJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    terms: Option<Terms>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    won: Option<String>,
    phase: String,
}

/// Why a game file's ending cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndingError {
    /// It gives both the terms a vote carried and the power that won.
    Both,
    /// It gives neither.
    Neither,
}

impl std::fmt::Display for EndingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            EndingError::Both => "an ending has either the terms a vote carried or the power that won, not both",
            EndingError::Neither => {
                "an ending needs the terms a vote carried (\"terms\") or the power that won (\"won\")"
            }
        })
    }
}

impl std::error::Error for EndingError {}

impl TryFrom<EndingJson> for Ending {
    type Error = EndingError;

    fn try_from(json: EndingJson) -> Result<Self, Self::Error> {
        match json {
            EndingJson { terms: Some(terms), won: None, phase } => Ok(Ending::Vote { terms, phase }),
            EndingJson { terms: None, won: Some(won), phase } => Ok(Ending::Victory { won, phase }),
            EndingJson { terms: Some(_), won: Some(_), .. } => Err(EndingError::Both),
            EndingJson { terms: None, won: None, .. } => Err(EndingError::Neither),
        }
    }
}

impl From<Ending> for EndingJson {
    fn from(ending: Ending) -> Self {
        match ending {
            Ending::Vote { terms, phase } => EndingJson { terms: Some(terms), won: None, phase },
            Ending::Victory { won, phase } => EndingJson { terms: None, won: Some(won), phase },
        }
    }
}

impl Ending {
    /// The phase in which the game ended.
    pub fn phase(&self) -> &str {
        match self {
            Ending::Vote { phase, .. } | Ending::Victory { phase, .. } => phase,
        }
    }

    /// The ending of a game whose phase `phase` left the position `next`, if a power has won.
    pub fn of_victory(map: &Map, next: &GameState, phase: &str) -> Option<Ending> {
        let w = winner(map, next)?;
        Some(Ending::Victory { won: map.power(w).id.clone(), phase: phase.to_string() })
    }

    /// Why nothing more is played, the game being at `now`: who won and when (with the report's
    /// line, "England has 18 supply centres and wins the game."), or the vote's terms.
    pub fn refusal(&self, map: &Map, now: &GameState) -> GameOver {
        match self {
            Ending::Vote { terms, phase } => GameOver::Vote { phase: phase.clone(), terms: terms.describe(map) },
            Ending::Victory { won, phase } => {
                let line = map
                    .lookup_power(won)
                    .map_or_else(|| format!("{won} wins the game."), |w| victory_line(map, now, w));
                GameOver::Victory { phase: phase.clone(), line }
            }
        }
    }
}

/// The refusal of a game already over: its recorded ending, or, in a file written before
/// victories were recorded, a position some power has won.
pub fn over(map: &Map, ended: Option<&Ending>, now: &GameState) -> Option<GameOver> {
    if let Some(end) = ended {
        return Some(end.refusal(map, now));
    }
    let w = winner(map, now)?;
    Some(GameOver::Won { line: victory_line(map, now, w) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ending_is_written_and_read_as_the_game_file_has_it() {
        let vote =
            Ending::Vote { terms: Terms::Draw(vec!["france".into(), "germany".into()]), phase: "Fall 1905".into() };
        let won = Ending::Victory { won: "france".into(), phase: "Fall 1905 movement".into() };
        let vote_json = r#"{"terms":{"draw":["france","germany"]},"phase":"Fall 1905"}"#;
        let won_json = r#"{"won":"france","phase":"Fall 1905 movement"}"#;
        assert_eq!(serde_json::to_string(&vote).unwrap(), vote_json);
        assert_eq!(serde_json::to_string(&won).unwrap(), won_json);
        assert_eq!(serde_json::from_str::<Ending>(vote_json).unwrap(), vote);
        assert_eq!(serde_json::from_str::<Ending>(won_json).unwrap(), won);
    }

    #[test]
    fn an_ending_with_both_or_neither_or_another_key_is_refused_by_name() {
        let both = serde_json::from_str::<Ending>(r#"{"terms":{"concession":"france"},"won":"france","phase":"x"}"#);
        assert!(
            both.unwrap_err().to_string().contains("either the terms a vote carried or the power that won, not both")
        );
        let neither = serde_json::from_str::<Ending>(r#"{"phase":"x"}"#);
        assert!(neither.unwrap_err().to_string().contains("the power that won (\"won\")"));
        let other = serde_json::from_str::<Ending>(r#"{"winner":"france","phase":"x"}"#);
        assert!(other.unwrap_err().to_string().starts_with("unknown field `winner`"));
        let kind = serde_json::from_str::<Ending>("3");
        assert!(kind.unwrap_err().to_string().contains("expected an ending: an object with its phase"));
    }
}
