//! The values of the JavaScript API that are this crate's own (the orders as given, the
//! results with the orders that could not be read, the gamesmaster's sheets and choices): plain
//! serde types, compiled for the generator of the declarations too (`bin/declarations.rs`,
//! feature `ts`), which derives their TypeScript from them as it does the core's views.

use graustark::view::PhaseView;
use serde::{Deserialize, Serialize};

/// An order as written, by a power (without one: the order's own, or its unit's).
#[derive(Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "OrderText"))]
#[serde(expecting = "an order: an object with its text (and the power giving it)")]
pub(crate) struct OrderIn {
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub(crate) power: Option<String>,
    pub(crate) text: String,
}

/// An order that could not be read, by its position in the list given.
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub(crate) struct Unreadable {
    pub(crate) index: usize,
    pub(crate) power: Option<String>,
    pub(crate) text: String,
    /// Why it could not be read.
    pub(crate) error: String,
}

/// Everything a phase decided, as the pages show it: the results, and the orders that could
/// not be read (their units hold).
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "PhaseView"))]
pub(crate) struct Adjudicated {
    #[serde(flatten)]
    pub(crate) view: PhaseView,
    pub(crate) unreadable: Vec<Unreadable>,
}

/// A gamesmaster's order sheet: its name (for the messages) and its text.
#[cfg(feature = "gm")]
#[derive(Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "GmSheet"))]
#[serde(expecting = "a sheet: an object with its name and text")]
pub(crate) struct GmSheetIn {
    pub(crate) name: String,
    pub(crate) text: String,
}

/// How to play a gamesmaster's sheets: `force` plays a game's first moves despite an NMR (house
/// rules 4.2), `unordered` takes sheets in no known order (DATC 4.D.2), `amend` plays them in
/// place of the last phase; with the map's `art` (board.svg) and `layout` (layout.json) texts,
/// the result has a map image.
#[cfg(feature = "gm")]
#[derive(Deserialize, Default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "GmOptions", optional_fields))]
#[serde(
    default,
    rename_all = "camelCase",
    deny_unknown_fields,
    expecting = "an object with force, unordered, amend, art and layout, each optional"
)]
pub(crate) struct GmOptionsIn {
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub(crate) force: bool,
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub(crate) unordered: bool,
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub(crate) amend: bool,
    pub(crate) art: Option<String>,
    pub(crate) layout: Option<String>,
}

/// A change to a game between its seasons (a new player, a proxy, a proposal): the game file's
/// new text, and what was done in a sentence.
#[cfg(feature = "gm")]
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "GmChanged"))]
pub(crate) struct GmChangedOut {
    pub(crate) game: String,
    pub(crate) said: String,
}

/// What playing the sheets gave: the report, the game file's new text, and the map image (SVG).
#[cfg(feature = "gm")]
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "GmPlayed"))]
pub(crate) struct GmPlayedOut {
    pub(crate) report: String,
    pub(crate) game: String,
    pub(crate) image: Option<String>,
}

/// The gamesmaster's own sheet sealed for the current phase (Das Dippyspiel rule 15): the game
/// file's new text, the digest to publish (SHA-256, 64 hexadecimal digits, as `sha256sum` gives
/// it for the sheet with LF line ends), the power's name, the phase, the digest it replaced, and
/// what was done in a sentence.
#[cfg(feature = "gm")]
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "GmSealed"))]
pub(crate) struct GmSealedOut {
    pub(crate) game: String,
    pub(crate) digest: String,
    pub(crate) power: String,
    pub(crate) phase: String,
    pub(crate) replaced: Option<String>,
    pub(crate) said: String,
}

/// A new game's choices (`graustark new`'s).
#[cfg(feature = "gm")]
#[derive(Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "GmNew", optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields, expecting = "an object with the map and the new game's choices")]
pub(crate) struct GmNewIn {
    /// The map's folder name.
    pub(crate) map: String,
    /// The game's name, which a sheet's "Game:" line must give.
    #[serde(default)]
    pub(crate) name: Option<String>,
    /// The powers no one plays.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<String>>"))]
    pub(crate) no_player: Vec<String>,
    /// The two-season year (`--two-season`).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub(crate) two_season: bool,
    /// The report's style.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<graustark::report::ReportStyle>"))]
    pub(crate) report: Option<String>,
    /// The house rules' NMR procedure (`--nmr-house-rules`).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>"))]
    pub(crate) nmr_house_rules: bool,
    /// DATC 4.D.1, as `graustark new` names its choices.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<graustark_gm::order_sets::OrderSets>"))]
    pub(crate) order_sets: graustark_gm::order_sets::OrderSets,
    /// DATC 4.D.2, as `graustark new` names its choices.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<graustark_gm::order_sets::UnorderedSets>"))]
    pub(crate) unordered_sets: graustark_gm::order_sets::UnorderedSets,
    /// DATC 4.E.5, as `graustark new` names its choices.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<graustark_gm::proxies::ProxyRule>"))]
    pub(crate) proxies: graustark_gm::proxies::ProxyRule,
}
