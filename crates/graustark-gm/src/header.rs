//! A sheet's header, as players write it: recognised, checked against the game, and taken out
//! of the text so that no order reader sees it. God Save The Zine house rule 3.7: "each set of
//! orders should state player's name, game, country, year and season"; Calhamer's 1958 rules:
//! "In writing moves it is sufficient to write the name of one's country, the season & year,
//! the number of each army, with the name of the province to which it is to move after it".
//!
//! A header line is one of:
//! - `Player: NAME` (or `Name:`), `Game: NAME`, `Country: POWER` (or `Power:`),
//!   `Season: SEASON [YEAR]`, `Year: YEAR`;
//! - a power's name alone (`France`), or followed by its season and year (`France, Spring
//!   1901`, `France: Spring, 1901`), which names the power of the orders after it as `France:`
//!   does;
//! - a season and year alone (`Spring 1901`, `Spring, 1901`, `Fall 1901 retreats`, `Winter
//!   1901` or `Fall 1901 builds` for the adjustments; the year as a number or, on a board with
//!   named years, as its name).
//!
//! Each is checked: a season, year or phase other than the game's, a game other than the
//! game file's `name`, a player other than the one the game file records for the sheet's
//! power, or a country that is no power of the game is refused, naming the line. A line that
//! is none of these is left to the order readers (and refused by them if it is no order).

use super::ledger::Ledger;
use super::refusal::LineError;
use graustark::parse::{power_heading, press_line};
use graustark::state::{GameState, Phase, Season};
use graustark::{Map, PowerId};
use std::fmt;

/// What a sheet's header is checked against.
#[derive(Clone, Copy, Debug)]
pub struct GameAt<'a> {
    /// The position the sheet is for.
    pub state: &'a GameState,
    /// The game's name (the game file's `name`), if it has one.
    pub name: Option<&'a str>,
    /// The sheet carries a whole season (a two-season game): it may name any of its phases.
    pub whole_season: bool,
    /// The powers' players, as the game file records them.
    pub players: &'a Ledger,
}

/// A header line refused: its 1-based number, its text, and why.
pub type HeaderError = LineError<HeaderErrorKind>;

/// Why a header line is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeaderErrorKind {
    /// The sheet is for another season, year or phase than the one the game is at.
    WrongSeason { game_at: String },
    /// The sheet names another game.
    OtherGame { game: String },
    /// The sheet's player is not the one the game file records for its power.
    OtherPlayer { power: String, player: String },
    /// A `Country:` line naming no power of this game.
    UnknownCountry,
    /// A `Season:` or `Year:` line that names no season or year.
    UnreadableDate,
}

impl fmt::Display for HeaderErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeaderErrorKind::WrongSeason { game_at } => {
                write!(f, "the sheet is for another season than the game's: the game is at {game_at}")
            }
            HeaderErrorKind::OtherGame { game } => write!(f, "the sheet is for another game: this game is {game}"),
            HeaderErrorKind::OtherPlayer { power, player } => {
                write!(f, "{power} is played by {player} in this game")
            }
            HeaderErrorKind::UnknownCountry => f.write_str("no power of this game is named so"),
            HeaderErrorKind::UnreadableDate => f.write_str("no season and year can be read there"),
        }
    }
}

/// A season and year as a header writes them, with the phase if it names one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Date {
    season: Season,
    /// Absent only on a `Season:` line, the year being on a `Year:` line.
    year: Option<i32>,
    phase: Option<Phase>,
}

/// One header line, read.
enum Line<'t> {
    Player(&'t str),
    Game(&'t str),
    Country(PowerId, Option<Date>),
    Date(Date),
    Year(i32),
}

/// Takes the header lines out of a sheet, checked against the game: the text left (a line
/// naming a power kept as `France:`, every other header line as an empty line, so the line
/// numbers stay), or every header line refused.
pub fn take_header(map: &Map, game: &GameAt, text: &str) -> Result<String, Vec<HeaderError>> {
    let mut kept = String::new();
    let mut errors = Vec::new();
    let mut powers: Vec<PowerId> = Vec::new();
    let mut player: Option<(usize, &str, &str)> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        let refuse = |kind| HeaderError { line: i + 1, text: line.to_string(), kind };
        let read = if press_line(raw).is_some() { None } else { read_line(map, game.state, line) };
        let Some(read) = read else {
            if let Some((p, _)) = power_heading(map, line) {
                powers.push(p);
            }
            kept.push_str(raw);
            kept.push('\n');
            continue;
        };
        match read {
            Err(kind) => errors.push(refuse(kind)),
            Ok(Line::Player(name)) => player = Some((i + 1, line, name)),
            Ok(Line::Game(name)) => {
                if let Some(game_name) = game.name.filter(|g| squeezed(g) != squeezed(name)) {
                    errors.push(refuse(HeaderErrorKind::OtherGame { game: game_name.to_string() }));
                }
            }
            Ok(Line::Country(p, date)) => {
                powers.push(p);
                kept.push_str(&map.power(p).name);
                kept.push(':');
                if let Some(kind) = date.and_then(|d| wrong_date(map, game, d)) {
                    errors.push(refuse(kind));
                }
            }
            Ok(Line::Date(date)) => errors.extend(wrong_date(map, game, date).map(refuse)),
            Ok(Line::Year(year)) => {
                if year != game.state.year {
                    errors.push(refuse(HeaderErrorKind::WrongSeason { game_at: game_at(map, game) }));
                }
            }
        }
        kept.push('\n');
    }
    if let Some((line, text, name)) = player
        && let Some(kind) = other_player(map, game.players, &powers, name)
    {
        // The other errors are in line order already: this one goes in its place among them.
        let at = errors.partition_point(|e| e.line < line);
        errors.insert(at, HeaderError { line, text: text.to_string(), kind });
    }
    if errors.is_empty() { Ok(kept) } else { Err(errors) }
}

/// A line read as a header line (or an error: a header line that cannot be taken), or None
/// when it is none.
fn read_line<'t>(map: &Map, state: &GameState, line: &'t str) -> Option<Result<Line<'t>, HeaderErrorKind>> {
    if let Some((key, value)) = line.split_once(':') {
        let value = value.trim();
        match key.trim().to_ascii_lowercase().as_str() {
            "player" | "name" => return Some(Ok(Line::Player(value))),
            "game" => return Some(Ok(Line::Game(value))),
            "country" | "power" => {
                return Some(
                    map.lookup_power(value).map(|p| Line::Country(p, None)).ok_or(HeaderErrorKind::UnknownCountry),
                );
            }
            "season" => {
                let date = date_of(map, state, &words(value), false);
                return Some(date.map(Line::Date).ok_or(HeaderErrorKind::UnreadableDate));
            }
            "year" => {
                return Some(year_of(map, state, &words(value)).map(Line::Year).ok_or(HeaderErrorKind::UnreadableDate));
            }
            _ => {}
        }
    }
    let words = words(line);
    // A power's name (one word or more), then nothing or its season and year.
    for n in (1..=words.len()).rev() {
        if let Some(p) = map.lookup_power(&words[..n].join(" ")) {
            let rest = &words[n..];
            if rest.is_empty() {
                return Some(Ok(Line::Country(p, None)));
            }
            return date_of(map, state, rest, true).map(|d| Ok(Line::Country(p, Some(d))));
        }
    }
    date_of(map, state, &words, true).map(|d| Ok(Line::Date(d)))
}

/// A line's words: split at spaces, commas and colons, a dash standing alone dropped.
fn words(line: &str) -> Vec<&str> {
    line.split(|c: char| c.is_whitespace() || c == ',' || c == ':')
        .filter(|w| !w.is_empty() && !w.chars().all(|c| matches!(c, '-' | '–' | '—')))
        .collect()
}

/// A season, then its year (unless `year_required` is false), then perhaps its phase: `Spring
/// 1901`, `Fall 1901 retreats`.
fn date_of(map: &Map, state: &GameState, words: &[&str], year_required: bool) -> Option<Date> {
    let (first, rest) = words.split_first()?;
    let season = match first.to_ascii_lowercase().as_str() {
        "spring" => Season::Spring,
        "fall" | "autumn" => Season::Fall,
        "winter" => Season::Winter,
        _ => return None,
    };
    let (phase, year_words) = match rest.split_last() {
        Some((last, before)) => match phase_word(last) {
            Some(phase) => (Some(phase), before),
            None => (None, rest),
        },
        None => (None, rest),
    };
    let year = match year_words {
        [] if !year_required => None,
        _ => Some(year_of(map, state, year_words)?),
    };
    Some(Date { season, year, phase })
}

fn phase_word(word: &str) -> Option<Phase> {
    match word.to_ascii_lowercase().as_str() {
        "movement" | "moves" | "orders" => Some(Phase::Movement),
        "retreat" | "retreats" => Some(Phase::Retreat),
        "adjustment" | "adjustments" | "builds" | "removals" => Some(Phase::Adjustment),
        _ => None,
    }
}

/// A year written as its number (`1901`, `1901.`), with its era where the board dates years
/// in one (`1501 D.N.O.`), or, on a board with named years, as the name of the year the game
/// is at (`Cassiusica I`).
fn year_of(map: &Map, state: &GameState, words: &[&str]) -> Option<i32> {
    match words {
        [one] => {
            if let Ok(year) = one.trim_end_matches('.').parse::<i32>() {
                return Some(year);
            }
        }
        [] => return None,
        // Another year than the game's, with the board's era (Das Dippyspiel's `D.N.O.`).
        #[cfg(feature = "world")]
        [first, ..] => {
            if let Ok(year) = first.parse::<i32>()
                && squeezed(&words.join(" ")) == squeezed(&map.year_name(year))
            {
                return Some(year);
            }
        }
        #[cfg(not(feature = "world"))]
        _ => {}
    }
    let name = map.year_name(state.year);
    (squeezed(&words.join(" ")) == squeezed(&name)).then_some(state.year)
}

/// Why a season and year are not the game's, if they are not.
fn wrong_date(map: &Map, game: &GameAt, date: Date) -> Option<HeaderErrorKind> {
    let s = game.state;
    let season_matches = date.season == s.season
        // The builds after a fall: "Fall 1901 builds" is the winter's adjustments.
        || (s.season == Season::Winter && date.season == Season::Fall && date.phase == Some(Phase::Adjustment));
    let phase_matches = game.whole_season || date.phase.is_none_or(|p| p == s.phase);
    (date.year.is_some_and(|y| y != s.year) || !season_matches || !phase_matches)
        .then(|| HeaderErrorKind::WrongSeason { game_at: game_at(map, game) })
}

fn game_at(map: &Map, game: &GameAt) -> String {
    let label = game.state.label(map);
    if game.whole_season { format!("{label} (the season)") } else { label }
}

/// Why `name` is not the player of the sheet's powers, if the game file records their players
/// and it is none of them.
fn other_player(map: &Map, ledger: &Ledger, powers: &[PowerId], name: &str) -> Option<HeaderErrorKind> {
    let recorded: Vec<(PowerId, &str)> = powers
        .iter()
        .filter_map(|&p| {
            let player = ledger.get(&map.power(p).id)?.players.last()?;
            Some((p, player.name.as_str()))
        })
        .collect();
    if recorded.is_empty() || recorded.iter().any(|(_, player)| squeezed(player) == squeezed(name)) {
        return None;
    }
    let (p, player) = recorded[0];
    Some(HeaderErrorKind::OtherPlayer { power: map.power(p).name.clone(), player: player.to_string() })
}

/// A name as compared: its letters and digits, lower case (`Game 12`, `game-12`).
fn squeezed(name: &str) -> String {
    graustark::case::lowercase(&name.chars().filter(|c| c.is_alphanumeric()).collect::<String>())
}
