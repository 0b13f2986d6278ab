//! Graustark: a Diplomacy adjudicator for any board given as data.
//!
//! The engine is pure: a [`Map`] (from JSON), a [`GameState`], orders and a [`Rules`] value
//! go in; outcomes with reasons and the next state come out. It does no I/O and keeps no
//! globals.

pub mod map;
pub mod order;
pub mod parse;
pub mod resolve;
pub mod rules;
pub mod state;

pub use map::{LocId, Map, MapError, PowerId, ProvinceId, UnitKind};
pub use order::{Action, ConvoyPath, Order};
pub use parse::{ParseError, parse_order};
pub use resolve::{
    Movement, adjudicate_movement,
    outcome::{Outcome, Reason},
};
pub use rules::Rules;
pub use state::{GameState, Phase, Season, Unit};
pub mod adjust;
pub mod game;
pub mod judge;
pub mod legal;
pub mod retreat;
pub mod view;
pub use game::{PhaseResult, play};
pub mod report;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
