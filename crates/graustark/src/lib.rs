//! Graustark: a Diplomacy adjudicator for any board given as data.
//!
//! The engine is pure: a [`Map`] (from JSON), a [`GameState`], orders and a [`Rules`] value
//! go in; outcomes with reasons and the next state come out. It does no I/O and keeps no
//! globals.
//!
//! ```
//! # std::env::set_current_dir("../..").unwrap(); // the examples run in crates/graustark
//! let text = std::fs::read_to_string("maps/standard/map.json").expect("the map file");
//! let map = graustark::Map::from_json(&text).expect("a valid map"); // Err lists every problem
//! let state = graustark::GameState::initial(&map, 1901);
//! let orders = ["A Par - Bur", "A Mun - Bur"].map(|t| graustark::parse_order(&map, t).unwrap());
//! let result = graustark::play(&map, &state, &orders, &graustark::Rules::default());
//! // result.order_outcomes(): each order's success and reason; result.next: the next position.
//! assert!(result.order_outcomes().iter().all(|o| !o.success));
//! assert_eq!(result.next.season, graustark::Season::Fall);
//! ```
//!
//! Where to start reading: [`play`] (any phase), [`resolve::adjudicate_movement`] (the
//! resolver), [`duties::phase_duties`] (who must order), [`legal::legal_orders`] (what a unit
//! may order), and `ARCHITECTURE.md` for the whole map of the code.

pub mod adjust;
pub mod case;
#[cfg(feature = "json")]
pub mod cases;
pub mod duties;
pub mod game;
pub mod keyed;
pub mod legal;
pub mod map;
pub(crate) mod mechanics;
pub mod order;
pub mod parse;
pub mod report;
pub mod resolve;
pub mod retreat;
pub mod rules;
pub mod season;
mod sort;
pub mod state;
pub mod view;

pub use adjust::AdjustmentResult;
pub use duties::{Duties, PowerDuty, phase_duties};
pub use game::{Decided, PhaseResult, play};
pub use map::{DrawShare, LocId, Map, MapError, MapErrorKind, PowerId, ProvinceId, UnitKind, Victory, VictoryMeasure};
/// Das Dippyspiel's underground treasury (rules 8 and 16): the Winter's upkeep and the victory
/// by gold.
#[cfg(feature = "world")]
pub use mechanics::economy::treasury;
pub use order::{Action, ConvoyPath, Order};
#[cfg(feature = "world")]
pub use order::{Half, Halves};
pub use parse::{ParseError, ParseErrorKind, parse_order};
pub use resolve::{
    Adjudicator, MovementResult, adjudicate_movement,
    outcome::{Illegal, Limit, Outcome, Reason, UnitName, Void},
};
pub use retreat::RetreatResult;
pub use rules::Rules;
pub(crate) use sort::sort_stably;
pub use state::{GameState, Phase, Season, StateError, StateErrorKind, Unit};
