//! The game file's table section (`table`): game night's seats, clock and the phase under way
//! at the table. Game night writes and reads it; the gamesmaster keeps it as it found it, and
//! refuses a damaged one by name (so each part is typed here, as game night writes it).
//! Times are milliseconds since 1970, as JavaScript's `Date.now()` gives them.

use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Game night's section of a game file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields, expecting = "game night's table section: an object with its seats, clock and phase")]
pub struct Table {
    /// The game's id in the browser that keeps it (`g…`).
    pub id: String,
    pub created: u64,
    pub updated: u64,
    /// How many times game night saved it.
    pub revision: u64,
    /// The players in seating order.
    pub seats: Vec<Seat>,
    pub assignment: Assignment,
    /// The rules preset's name, or `custom`.
    pub preset: String,
    pub minutes: Minutes,
    /// When the evening ends, if the table set an end.
    pub ends_at: Option<u64>,
    /// Whether each player chooses a PIN before sealing a secret sheet.
    pub pins: bool,
    /// How the game ended at the table, if it did.
    pub end: Option<TableEnd>,
    /// The screen on show.
    pub screen: Screen,
    /// The phase under way at the table.
    pub phase: TablePhase,
}

/// A player's seat.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, expecting = "a seat: an object with its power, name and pin")]
pub struct Seat {
    /// The power's id.
    pub power: String,
    pub name: String,
    /// A hash of the player's PIN, if one was chosen.
    pub pin: Option<String>,
}

/// How the powers were given to the players.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase", expecting = "an assignment: lots or choice")]
pub enum Assignment {
    Lots,
    Choice,
}

/// The lengths of the table's periods, in minutes (0 for none).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
#[serde(deny_unknown_fields, expecting = "the minutes: an object with first, later and writing")]
pub struct Minutes {
    /// Diplomacy before the first move.
    #[serde(serialize_with = "as_javascript_writes")]
    pub first: f64,
    /// Diplomacy before each later move.
    #[serde(serialize_with = "as_javascript_writes")]
    pub later: f64,
    /// Order writing after the diplomacy.
    #[serde(serialize_with = "as_javascript_writes")]
    pub writing: f64,
}

/// A number as JavaScript writes it: a whole one without a fraction (`30`, not `30.0`), so
/// the section is written back as game night wrote it.
fn as_javascript_writes<S: serde::Serializer>(n: &f64, s: S) -> Result<S::Ok, S::Error> {
    if n.fract() == 0.0 && (0.0..=9_007_199_254_740_991.0).contains(n) {
        s.serialize_u64(*n as u64)
    } else {
        s.serialize_f64(*n)
    }
}

/// How a game ended at the table.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, expecting = "an end: an object with its kind, winner and time")]
pub struct TableEnd {
    pub kind: EndKind,
    /// The winner's power id, for a victory.
    pub winner: Option<String>,
    pub at: u64,
}

/// Why a game ended at the table.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase", expecting = "an end's kind: victory, draw or time")]
pub enum EndKind {
    Victory,
    Draw,
    Time,
}

/// The screen on show at the table and what it is about.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, expecting = "a screen: an object with its name")]
pub struct Screen {
    pub name: ScreenName,
    /// The power handed the tablet, entering or voting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<String>,
    /// What a hand-off is for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub purpose: Option<Purpose>,
    /// The step of the reveal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<u64>,
}

/// The screens of game night.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(
    rename_all = "lowercase",
    expecting = "a screen's name: diplomacy, orders, handoff, entry, sealed, reveal, vote, voted or over"
)]
pub enum ScreenName {
    Diplomacy,
    Orders,
    Handoff,
    Entry,
    Sealed,
    Reveal,
    Vote,
    Voted,
    Over,
}

/// What the tablet is handed over for.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase", expecting = "a purpose: entry, reveal or vote")]
pub enum Purpose {
    Entry,
    Reveal,
    Vote,
}

/// The phase under way at the table (results, duties and sheet checks are the engine's,
/// worked out again when the file is opened).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, expecting = "the table's phase: an object with of, entries, ready and timer")]
pub struct TablePhase {
    /// The `phase` words of the position it belongs to: when they are not the file's position
    /// now (the gamesmaster played on), game night starts the phase afresh.
    pub of: String,
    /// Each power's sheet, by power id.
    pub entries: Keyed<Entry>,
    /// The powers whose players said they were ready in the diplomacy period.
    pub ready: Vec<String>,
    pub timer: Option<Timer>,
    /// Whether the reveal began.
    pub revealed: bool,
    /// A draw vote in progress (secret), by power id.
    pub votes: Option<Keyed<bool>>,
    /// The last vote's outcome, shown once.
    pub draw_agreed: Option<bool>,
    /// The screen a draw vote was proposed from.
    pub return_to: Option<ReturnTo>,
}

/// A power's sheet at the table.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, expecting = "a sheet: an object with its orders and whether it is sealed")]
pub struct Entry {
    /// The orders as text, one a string.
    pub orders: Vec<String>,
    /// Confirmed by the player and hidden until the reveal.
    pub sealed: bool,
    /// How many times the sealed sheet was opened again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reopened: Option<u64>,
}

/// The table's clock.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(
    deny_unknown_fields,
    expecting = "a timer: an object with kind, length, deadline, remaining, running and alerted"
)]
pub struct Timer {
    pub kind: TimerKind,
    /// The period's length in ms, as set when it began.
    pub length: u64,
    /// When it ends, while running.
    pub deadline: Option<u64>,
    /// The ms left while paused.
    pub remaining: i64,
    pub running: bool,
    /// The warnings already given.
    pub alerted: Vec<Alert>,
}

/// The period a timer times.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase", expecting = "a timer's kind: diplomacy or writing")]
pub enum TimerKind {
    Diplomacy,
    Writing,
}

/// A warning the clock gave.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase", expecting = "a warning: minute or zero")]
pub enum Alert {
    Minute,
    Zero,
}

/// The screen a draw vote returns to.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase", expecting = "diplomacy or orders")]
pub enum ReturnTo {
    Diplomacy,
    Orders,
}

/// An object keyed by power id, its keys in the order written (so the section is written back
/// as game night wrote it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Keyed<V>(pub Vec<(String, V)>);

impl<V> Keyed<V> {
    /// The value under `key`.
    pub fn get(&self, key: &str) -> Option<&V> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }
}

impl<V: Serialize> Serialize for Keyed<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Keyed<V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Keyed<V>, D::Error> {
        d.deserialize_map(KeyedVisitor(std::marker::PhantomData))
    }
}

struct KeyedVisitor<V>(std::marker::PhantomData<V>);

impl<'de, V: Deserialize<'de>> Visitor<'de> for KeyedVisitor<V> {
    type Value = Keyed<V>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an object keyed by power id")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Keyed<V>, A::Error> {
        let mut pairs = Vec::new();
        while let Some(pair) = map.next_entry()? {
            pairs.push(pair);
        }
        Ok(Keyed(pairs))
    }
}
