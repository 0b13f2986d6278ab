//! The game file's postal section (`postal`): what a gamesmaster keeps between phases beyond
//! the position and the history. Before version 3 these fields stood at the top of the file;
//! [`Postal::read_field`] reads each one from either place, so the names are written once.

use super::ending::Ending;
use super::file::Year;
use super::ledger::{Ledger, Procedure};
use super::order_sets::{OrderSets, UnorderedSets};
use super::proxies::{Proxy, ProxyRule};
use super::seal::Seal;
use super::votes::{Defeated, Proposal};
use graustark::report::ReportStyle;
use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

/// The postal section: the NMR ledger, proxies, votes and the gamesmaster's choices of
/// procedure and report style (each absent from the file while it is its default).
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq)]
pub struct Postal {
    /// Whether the reports print unit numbers: set once a sheet names a unit by number
    /// (absent, and false, until then).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub numbered: bool,
    /// The powers no player takes (their ids): no order is taken for them, so their units
    /// hold and the civil-disorder rule removes any units they must lose.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub no_player: Vec<String>,
    /// Each power's players, NMRs and civil disorder (house rules 4), by power id.
    #[serde(skip_serializing_if = "Ledger::is_empty")]
    pub powers: Ledger,
    /// Which of a power's several order sets for a phase count (DATC 4.D.1).
    #[serde(skip_serializing_if = "OrderSets::is_default")]
    pub order_sets: OrderSets,
    /// Whether a power's several order sets of unknown order are combined or all hold (DATC 4.D.2).
    #[serde(skip_serializing_if = "UnorderedSets::is_default")]
    pub unordered_sets: UnorderedSets,
    /// Whether and how units are handed to another power's orders (DATC 4.E.5).
    #[serde(skip_serializing_if = "ProxyRule::is_default")]
    pub proxy_rule: ProxyRule,
    /// The units handed over, until cancelled (under `proxy_rule = notified`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub proxies: Vec<Proxy>,
    /// A proposal to end the game before the players (house rules 8).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proposal: Option<Proposal>,
    /// The last proposal defeated, for putting it again the season after.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub defeated: Option<Defeated>,
    /// How the game ended, by vote or by a victory; nothing is played after it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended: Option<Ending>,
    /// What is done about NMRs (house rules 4.2 and 4.3, or only marking them).
    #[serde(skip_serializing_if = "Procedure::is_plain")]
    pub procedure: Procedure,
    /// How the year is played: a sheet a phase, or (house rules 3.1) a sheet a season.
    #[serde(skip_serializing_if = "Year::is_by_phase")]
    pub year: Year,
    /// The style of the reports (absent in older files, and for the plain style).
    #[serde(skip_serializing_if = "is_plain")]
    pub report: ReportStyle,
    /// The gamesmaster's own orders for the current phase, sealed before the deadline (Das
    /// Dippyspiel rule 15; [`super::seal`]); absent until he seals them, and after the phase.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seal: Option<Seal>,
}

fn is_plain(style: &ReportStyle) -> bool {
    *style == ReportStyle::Plain
}

/// The postal section's fields, as [`Postal::read_field`] reads them.
pub const POSTAL_FIELDS: &[&str] = &[
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

impl Postal {
    /// Whether every field is its default, so the file leaves the section out.
    pub fn is_default(&self) -> bool {
        !self.numbered
            && self.no_player.is_empty()
            && self.powers.is_empty()
            && self.order_sets.is_default()
            && self.unordered_sets.is_default()
            && self.proxy_rule.is_default()
            && self.proxies.is_empty()
            && self.proposal.is_none()
            && self.defeated.is_none()
            && self.ended.is_none()
            && self.procedure.is_plain()
            && self.year.is_by_phase()
            && is_plain(&self.report)
            && self.seal.is_none()
    }

    /// Reads the value of the field `key` from `map` into this section; false (nothing read)
    /// for a key that is no postal field.
    pub(crate) fn read_field<'de, A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<bool, A::Error> {
        match key {
            "numbered" => self.numbered = map.next_value()?,
            "no_player" => self.no_player = map.next_value()?,
            "powers" => self.powers = map.next_value()?,
            "order_sets" => self.order_sets = map.next_value()?,
            "unordered_sets" => self.unordered_sets = map.next_value()?,
            "proxy_rule" => self.proxy_rule = map.next_value()?,
            "proxies" => self.proxies = map.next_value()?,
            "proposal" => self.proposal = map.next_value()?,
            "defeated" => self.defeated = map.next_value()?,
            "ended" => self.ended = map.next_value()?,
            "procedure" => self.procedure = map.next_value()?,
            "year" => self.year = map.next_value()?,
            "report" => self.report = map.next_value()?,
            "seal" => self.seal = map.next_value()?,
            _ => return Ok(false),
        }
        Ok(true)
    }
}

impl<'de> Deserialize<'de> for Postal {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Postal, D::Error> {
        deserializer.deserialize_struct("Postal", POSTAL_FIELDS, PostalVisitor)
    }
}

struct PostalVisitor;

impl<'de> Visitor<'de> for PostalVisitor {
    type Value = Postal;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("the postal section: an object with the NMR ledger, proxies, votes and the report style")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Postal, A::Error> {
        let mut postal = Postal::default();
        while let Some(key) = map.next_key::<String>()? {
            if !postal.read_field(&key, &mut map)? {
                return Err(de::Error::unknown_field(&key, POSTAL_FIELDS));
            }
        }
        Ok(postal)
    }
}
