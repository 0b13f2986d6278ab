//! Reading a game file of any version the gamesmaster has written: versions 3 and 4 (`format`
//! `graustark-game`, the postal fields in `postal`, game night's `table`; 4 may carry a sealed
//! sheet's digest, [`super::seal`], which 3 lacks, so a version 3 file reads as it is) and every
//! older gamesmaster file (no format or version, the postal fields at the top), which is read
//! as the current version. A file of a later version, of another format or damaged is refused with a
//! [`GameFileError`]: which part of the file, and what is wrong with it.
//!
//! A file is read in passes: its format and version alone (so a later version is named as
//! such, whatever else changed in it), then the rest by the same code, then game night's
//! section on its own ([`read_table`]; the gamesmaster's page keeps that section as the
//! browser parsed it and leaves its code out of the page's wasm).

use super::file::{FIRST_VERSION, FORMAT, GameFile, PlayedPhase, VERSION};
use super::postal::Postal;
use super::table::Table;
use graustark::rules::Rules;
use graustark::state::StateJson;
use serde::Deserializer;
use serde::de::{DeserializeSeed, IgnoredAny, MapAccess, Visitor};
use std::cell::Cell;

/// A part of a game file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The file as a whole.
    Whole,
    Format,
    Version,
    /// The board (`map`).
    Map,
    Name,
    Players,
    Rules,
    /// The position (`state`).
    State,
    History,
    /// Game night's section.
    Table,
    /// The gamesmaster's section (in an older file, its fields at the top).
    Postal,
}

impl Part {
    /// The part in the reader's words.
    pub fn words(self) -> &'static str {
        match self {
            Part::Whole => "the file",
            Part::Format => "its format",
            Part::Version => "its version",
            Part::Map => "its board (\"map\")",
            Part::Name => "its name",
            Part::Players => "its number of players",
            Part::Rules => "its rules",
            Part::State => "its position (\"state\")",
            Part::History => "its history",
            Part::Table => "its table section",
            Part::Postal => "its postal section",
        }
    }

    /// The part a key at the top of a version 3 file is.
    fn of_key(key: &str) -> Option<Part> {
        Some(match key {
            "format" => Part::Format,
            "version" => Part::Version,
            "map" => Part::Map,
            "name" => Part::Name,
            "players" => Part::Players,
            "rules" => Part::Rules,
            "state" => Part::State,
            "history" => Part::History,
            "table" => Part::Table,
            "postal" => Part::Postal,
            _ => return None,
        })
    }
}

/// What is wrong with a part of a game file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The text is not JSON (the JSON reader's words).
    NotJson(String),
    /// The part is missing.
    Missing,
    /// The part is there but cannot be read (the reader's words: what was found, what was expected).
    Damaged(String),
    /// A part no game file of its version has (its key).
    Unknown(String),
    /// The file is of another format (the format it names).
    OtherFormat(String),
    /// The file is of a later version than this program reads.
    LaterVersion(u64),
    /// Game night's own record of a version before 3, which game night reads and keeps as version 3.
    TableRecord(u64),
}

/// Why a game file cannot be read: which part, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFileError {
    pub part: Part,
    pub problem: Problem,
}

impl GameFileError {
    pub fn new(part: Part, problem: Problem) -> GameFileError {
        GameFileError { part, problem }
    }
}

/// Written to follow "GAME.json is " (the command line) or "the game file is " (the page).
impl std::fmt::Display for GameFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let part = self.part.words();
        match &self.problem {
            Problem::NotJson(why) => write!(f, "not JSON: {why}"),
            Problem::Missing => write!(f, "not a game file: {part} is missing"),
            Problem::Damaged(why) => write!(f, "not a game file: {part}: {why}"),
            Problem::Unknown(key) => {
                write!(f, "not a game file: it has a part \"{key}\", which no game file of its version has")
            }
            Problem::OtherFormat(format) => {
                write!(f, "not a Graustark game file: its format is \"{format}\", not \"{FORMAT}\"")
            }
            Problem::LaterVersion(v) => write!(
                f,
                "of version {v}, written by a later Graustark: this one reads game files up to version {VERSION}"
            ),
            Problem::TableRecord(v) => write!(
                f,
                "a game night record of version {v}: game night reads it and saves it as a game file of version {VERSION}, \
                 which the gamesmaster reads"
            ),
        }
    }
}

impl std::error::Error for GameFileError {}

/// Reads a game file from three deserializers over the same document: `header` for its format
/// and version, `whole` for the rest, `table` for game night's section. The text must be known
/// to be JSON already (a syntax error here is reported as damage to the part being read).
pub fn read_game_file<'de, D: Deserializer<'de>>(header: D, whole: D, table: D) -> Result<GameFile, GameFileError> {
    let mut file = read_all_but_table(header, whole)?;
    file.table = read_table(table)?.map(std::sync::Arc::new);
    Ok(file)
}

/// Reads a game file but its table section (left `None`): for a reader that keeps game night's
/// section as it was written without reading it, as the gamesmaster's page does.
pub fn read_all_but_table<'de, D: Deserializer<'de>>(header: D, whole: D) -> Result<GameFile, GameFileError> {
    let head = read_top(header, true)?;
    let legacy = head.version_check()?;
    read_top(whole, false)?.finish(legacy)
}

/// Reads the table section of a game file alone.
pub fn read_table<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Table>, GameFileError> {
    deserializer
        .deserialize_struct("GameFile", &["table"], TableReader)
        .map_err(|e| GameFileError::new(Part::Table, Problem::Damaged(e.to_string())))
}

/// Reads the top of the file into its parts, naming the part being read when it fails.
fn read_top<'de, D: Deserializer<'de>>(deserializer: D, header_only: bool) -> Result<Top, GameFileError> {
    let part = Cell::new(Part::Whole);
    Reader { part: &part, header_only }
        .deserialize(deserializer)
        .map_err(|e| GameFileError::new(part.get(), Problem::Damaged(e.to_string())))
}

/// The keys at the top of a game file: version 3's parts (its format and version first), then
/// the postal fields an older file has there ([`super::postal::POSTAL_FIELDS`]).
pub const FILE_FIELDS: &[&str] = &[
    "format",
    "version",
    "map",
    "name",
    "players",
    "rules",
    "state",
    "history",
    "table",
    "postal",
    "numbered",
    "no_player",
    "powers",
    "order_sets",
    "unordered_sets",
    "proxy_rule",
    "proxies",
    "proposal",
    "defeated",
    "ended",
    "procedure",
    "year",
    "report",
    "seal",
];

/// The parts found at the top of a file.
#[derive(Default)]
struct Top {
    format: Option<String>,
    version: Option<u64>,
    map: Option<String>,
    name: Option<String>,
    players: Option<usize>,
    rules: Rules,
    state: Option<StateJson>,
    history: Vec<PlayedPhase>,
    /// Whether the file has a table section (read on its own, [`read_table`]).
    table: bool,
    /// The postal section: version 3's `postal`, or an older file's fields at the top.
    postal: Postal,
    /// Whether the file has a `postal` section.
    postal_section: bool,
    /// The first postal field found at the top (none in a version 3 file).
    top_postal_key: Option<String>,
    /// The first key that is no part of any game file.
    unknown: Option<String>,
}

impl Top {
    /// Whether the file is an older gamesmaster file (no format, no version), or why it is not
    /// one this program reads when it is not of version 3.
    fn version_check(&self) -> Result<bool, GameFileError> {
        let refuse = |part, problem| Err(GameFileError::new(part, problem));
        match (&self.format, self.version) {
            (None, None) => Ok(true),
            (Some(format), _) if format != FORMAT => refuse(Part::Format, Problem::OtherFormat(format.clone())),
            (None, Some(_)) => refuse(Part::Format, Problem::Missing),
            (Some(_), None) => refuse(Part::Version, Problem::Missing),
            (Some(_), Some(v)) if v > VERSION => refuse(Part::Version, Problem::LaterVersion(v)),
            (Some(_), Some(v)) if v < FIRST_VERSION => refuse(Part::Version, Problem::TableRecord(v)),
            (Some(_), Some(_)) => Ok(false),
        }
    }

    /// The game file, an older one's postal fields moved into its postal section.
    fn finish(self, legacy: bool) -> Result<GameFile, GameFileError> {
        let refuse = |part, problem| Err(GameFileError::new(part, problem));
        if let Some(key) = self.unknown {
            return refuse(Part::Whole, Problem::Unknown(key));
        }
        if legacy && (self.table || self.postal_section) {
            // A version 3 part in a file that does not say it is one.
            return refuse(Part::Format, Problem::Missing);
        }
        if let (false, Some(key)) = (legacy, self.top_postal_key) {
            return refuse(Part::Whole, Problem::Unknown(key));
        }
        let Some(map) = self.map else { return refuse(Part::Map, Problem::Missing) };
        let Some(state) = self.state else { return refuse(Part::State, Problem::Missing) };
        Ok(GameFile {
            map,
            name: self.name,
            players: self.players,
            rules: self.rules,
            state,
            history: self.history,
            table: None,
            postal: self.postal,
        })
    }
}

/// Reads the top of a game file, keeping in `part` the part being read.
struct Reader<'a> {
    part: &'a Cell<Part>,
    /// Only the format and the version are read; the rest is passed over.
    header_only: bool,
}

impl<'de> DeserializeSeed<'de> for Reader<'_> {
    type Value = Top;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Top, D::Error> {
        let fields = if self.header_only { &FILE_FIELDS[..2] } else { FILE_FIELDS };
        deserializer.deserialize_struct("GameFile", fields, self)
    }
}

impl<'de> Visitor<'de> for Reader<'_> {
    type Value = Top;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a game file: an object with its map and state")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Top, A::Error> {
        let mut top = Top::default();
        while let Some(key) = m.next_key::<String>()? {
            let part = Part::of_key(&key);
            self.part.set(part.unwrap_or(Part::Postal));
            match part {
                Some(Part::Format) => top.format = Some(m.next_value()?),
                Some(Part::Version) => top.version = Some(m.next_value()?),
                _ if self.header_only => {
                    m.next_value::<IgnoredAny>()?;
                }
                Some(Part::Map) => top.map = Some(m.next_value()?),
                Some(Part::Name) => top.name = m.next_value()?,
                Some(Part::Players) => top.players = m.next_value()?,
                Some(Part::Rules) => top.rules = m.next_value()?,
                Some(Part::State) => top.state = Some(m.next_value()?),
                Some(Part::History) => top.history = m.next_value()?,
                Some(Part::Table) => {
                    m.next_value::<IgnoredAny>()?;
                    top.table = true;
                }
                Some(Part::Postal) => {
                    top.postal = m.next_value()?;
                    top.postal_section = true;
                }
                Some(Part::Whole) | None => {
                    if top.postal.read_field(&key, &mut m)? {
                        top.top_postal_key.get_or_insert(key);
                    } else {
                        self.part.set(Part::Whole);
                        m.next_value::<IgnoredAny>()?;
                        top.unknown.get_or_insert(key);
                    }
                }
            }
        }
        self.part.set(Part::Whole);
        Ok(top)
    }
}

/// Reads the table section of a game file, passing over the rest.
struct TableReader;

impl<'de> Visitor<'de> for TableReader {
    type Value = Option<Table>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a game file: an object with its map and state")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Option<Table>, A::Error> {
        let mut table = None;
        while let Some(key) = m.next_key::<String>()? {
            if key == "table" {
                table = m.next_value()?;
            } else {
                m.next_value::<IgnoredAny>()?;
            }
        }
        Ok(table)
    }
}

#[cfg(test)]
mod tests {
    use super::FILE_FIELDS;
    use crate::postal::POSTAL_FIELDS;

    /// An older file's postal fields are read at the top: every one is a key of the file.
    #[test]
    fn the_file_s_keys_end_with_the_postal_fields() {
        assert_eq!(&FILE_FIELDS[10..], POSTAL_FIELDS);
        assert_eq!(&FILE_FIELDS[..2], ["format", "version"]);
    }
}
