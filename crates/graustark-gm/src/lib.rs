//! The postal gamesmaster (issue 18): a game file kept between phases and what a gamesmaster
//! does with each phase's sheets (the God Save The Zine house rules and the DATC's choices for
//! postal play), shared by the command line (`graustark new`, `gm`, `player`, `proxy`,
//! `propose`) and the site. No I/O: texts in, texts out.
//!
//! - [`file`]: the game file ([`GameFile`], version 4), its history (for `--amend`); its
//!   [`postal`] section (the gamesmaster's choices and records) and [`table`] section (game
//!   night's); [`reading`]: every version read, and refusals by part ([`GameFileError`]);
//! - [`play`]: [`play_sheets`], a phase (or a two-season game's season) from its sheets;
//! - [`season_sheet`]: the season of a two-season game;
//! - [`ledger`]: NMRs, players and civil disorder; [`order_sets`]: several sets from one power;
//!   [`proxies`]: units handed to another power's orders; [`votes`]: ending the game by vote;
//!   [`lines`]: the lines of a sheet that are none of those orders; [`refusal`]: why sheets are
//!   refused ([`PlayError`], by kind, each line by its sheet and number); [`header`]: a sheet's
//!   header (the player, the game, the country, the season and year), checked against the game; [`ending`]: how a game ended
//!   (by vote or by a victory), after which nothing is played; [`seal`]: the gamesmaster's own
//!   orders sealed before the deadline (a digest recorded, checked at adjudication).

pub mod changes;
pub mod ending;
pub mod file;
pub mod header;
pub mod image;
pub mod ledger;
pub mod lines;
pub mod order_sets;
pub mod play;
pub mod postal;
pub mod proxies;
pub mod reading;
pub mod refusal;
pub mod seal;
pub mod season_sheet;
pub mod table;
pub mod votes;

pub use file::{AmendError, FIRST_VERSION, FORMAT, GameFile, PlayedPhase, VERSION, Year};
pub use play::{PlayOptions, Played, Sheet, play_sheets};
pub use postal::Postal;
pub use reading::{GameFileError, Part, Problem, read_all_but_table, read_game_file, read_table};
pub use refusal::PlayError;
pub use seal::{Seal, SealError, Sealed, digest, seal_sheet};
pub use table::Table;

use graustark::map::Map;
use graustark::report::ReportStyle;
use graustark::rules::Rules;
use graustark::state::GameState;

/// The rules a new game on `map` is played under when none are named: the map's own preset
/// (`"preset"` in `map.json`: Cat Diplomacy's `cat`, the 1958 boards' `rulebook-1958`), else
/// the default rules.
pub fn board_rules(map: &Map) -> Rules {
    map.preset.as_deref().and_then(graustark::rules::preset).unwrap_or_default()
}

/// The choices of a new game (`graustark new`'s options).
#[derive(Clone, Debug, Default)]
pub struct NewGame {
    /// The map folder's name under maps/, as the game file records it.
    pub map: String,
    /// The game's name, which sheets' `Game:` lines are checked against.
    pub name: Option<String>,
    pub rules: Rules,
    /// Powers no player takes (names or ids).
    pub no_player: Vec<String>,
    pub year: Year,
    pub procedure: ledger::Procedure,
    pub order_sets: order_sets::OrderSets,
    pub unordered_sets: order_sets::UnorderedSets,
    pub proxy_rule: proxies::ProxyRule,
    pub report: ReportStyle,
}

/// Why a new game cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewGameError {
    /// A power no player takes that names none of this game's (as written).
    UnknownPower(String),
}

impl std::fmt::Display for NewGameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NewGameError::UnknownPower(name) => write!(f, "no power '{name}' in this game"),
        }
    }
}

impl std::error::Error for NewGameError {}

impl GameFile {
    /// A new game at the start of `map` (for a smaller game, a map loaded for its players).
    pub fn new(map: &Map, game: &NewGame) -> Result<GameFile, NewGameError> {
        let state = GameState::initial(map, map.first_year());
        let mut no_player = Vec::new();
        for name in &game.no_player {
            let p = map.lookup_power(name).ok_or_else(|| NewGameError::UnknownPower(name.clone()))?;
            no_player.push(map.power(p).id.clone());
        }
        Ok(GameFile {
            map: game.map.clone(),
            name: game.name.clone(),
            players: Some(map.powers.len()),
            rules: game.rules,
            state: state.to_json_value(map),
            history: vec![],
            postal: Postal {
                // A board where units stack is ordered and reported by number from the start.
                numbered: map.stacking.any(),
                no_player,
                order_sets: game.order_sets,
                unordered_sets: game.unordered_sets,
                proxy_rule: game.proxy_rule,
                procedure: game.procedure,
                year: game.year,
                report: game.report,
                ..Postal::default()
            },
            table: None,
        })
    }
}
