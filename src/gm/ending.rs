//! How a game ended, recorded in the game file's `ended`: by a proposal the players carried
//! (house rules 8, [`super::votes`]) or by a power reaching the board's victory condition
//! ([`crate::game::winner`]: centres, units at the start of spring, or Cat Diplomacy's
//! control). Either way nothing more is played; a victory's phase may still be amended (the
//! game is then no longer won unless the phase played again wins it).

use super::votes::Terms;
use crate::game::winner;
use crate::report::victory_line;
use crate::{GameState, Map};
use serde::{Deserialize, Serialize};

/// How the game ended, and in which phase.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(
    untagged,
    deny_unknown_fields,
    expecting = "an ending: an object with its phase and either the terms a vote carried or the power that won"
)]
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
    pub fn refusal(&self, map: &Map, now: &GameState) -> String {
        match self {
            Ending::Vote { terms, phase } => {
                format!("the game ended in {phase} by vote, with {}; nothing more is adjudicated", terms.describe(map))
            }
            Ending::Victory { won, phase } => {
                let line = map
                    .lookup_power(won)
                    .map_or_else(|| format!("{won} wins the game."), |w| victory_line(map, now, w));
                format!(
                    "the game ended in {phase}: {line} Nothing more is adjudicated (amending {phase} may replace it)"
                )
            }
        }
    }
}

/// The refusal of a game already over: its recorded ending, or, in a file written before
/// victories were recorded, a position some power has won.
pub fn over(map: &Map, ended: Option<&Ending>, now: &GameState) -> Option<String> {
    if let Some(end) = ended {
        return Some(end.refusal(map, now));
    }
    let w = winner(map, now)?;
    Some(format!("the game is over: {} Nothing more is adjudicated", victory_line(map, now, w)))
}
