//! Several order sets from one power for one phase: `gm GAME.json A.txt B.txt` takes the
//! sheets in the order received, and the game file's `order_sets` says which of a power's sets
//! count (DATC 4.D.1). A set may say how it stands to the earlier ones with a line of its own
//! under the power's name: `Replaces earlier orders` or `Adds to earlier orders`. With
//! `--unordered` nobody knows which came last (DATC 4.D.2, a face-to-face table): the game
//! file's `unordered_sets` says whether that power's units all hold or its sets are combined
//! (two orders to one unit are then judged as orders of one set, the `multiple_orders` rule).

use super::lines::take_lines;
use graustark::parse::{SheetOrder, parse_order_sheet_in};
use graustark::{GameState, Map, Order, PowerId};
use serde::{Deserialize, Serialize};

/// How a power's several order sets count (the four readings of DATC 4.D.1).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(
    rename_all = "kebab-case",
    expecting = "order sets: combine, combine-unless-replaced, latest-unless-added or latest"
)]
pub enum OrderSets {
    /// (a) All sets combined, a later order for a unit replacing an earlier one.
    Combine,
    /// (b) Combined, unless the latest says it replaces the earlier ones.
    CombineUnlessReplaced,
    /// (c) The latest alone, unless it says it adds to the earlier ones (the DATC's choice).
    #[default]
    LatestUnlessAdded,
    /// (d) The latest alone.
    Latest,
}

impl OrderSets {
    /// Whether this is the default (left out of the game file).
    pub fn is_default(&self) -> bool {
        *self == OrderSets::default()
    }

    fn describe(self) -> &'static str {
        match self {
            OrderSets::Combine => "all sets combined",
            OrderSets::CombineUnlessReplaced => "all sets combined unless the latest replaces them",
            OrderSets::LatestUnlessAdded => "the latest set alone unless it adds to the earlier",
            OrderSets::Latest => "the latest set alone",
        }
    }
}

/// How a power's several order sets count when their order is unknown (DATC 4.D.2).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case", expecting = "unordered sets: all-hold or combine")]
pub enum UnorderedSets {
    /// (a) The power's units all hold.
    AllHold,
    /// (b) All its sets combined into one (the DATC's choice).
    #[default]
    Combine,
}

impl UnorderedSets {
    /// Whether this is the default (left out of the game file).
    pub fn is_default(&self) -> bool {
        *self == UnorderedSets::default()
    }
}

/// What a set says of the earlier ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Marker {
    Replaces,
    Adds,
}

/// One sheet's orders as read, with its markers by power.
pub struct ReadSheet {
    pub name: String,
    pub orders: Vec<SheetOrder>,
    markers: Vec<(PowerId, Marker)>,
}

/// Reads a sheet, taking out the lines that mark a set as replacing or adding to the earlier
/// ones (kept as blank lines, so line numbers stay those of the file).
pub fn read_sheet(map: &Map, state: &GameState, name: &str, text: &str) -> ReadSheet {
    let marker = |rest: &str| match rest.trim_end_matches('.').to_ascii_lowercase().as_str() {
        "replaces earlier orders" | "replaces all earlier orders" => Some(Marker::Replaces),
        "adds to earlier orders" | "adds to the earlier orders" => Some(Marker::Adds),
        _ => None,
    };
    // A marker before any power's name is left in the text, where it reads as a bad order.
    let claims = |power: Option<PowerId>, rest: &str| power.is_some() && marker(rest).is_some();
    let (kept, found) = take_lines(map, text, claims, |t| t.power.zip(marker(t.rest)));
    let markers = found.into_iter().flatten().collect();
    ReadSheet { name: name.to_string(), orders: parse_order_sheet_in(map, state, &kept), markers }
}

/// The orders that count from several sheets (in the order received), with a line for the
/// report for each power that sent more than one set.
pub fn choose(
    map: &Map,
    sheets: &[ReadSheet],
    rule: OrderSets,
    unordered: Option<UnorderedSets>,
) -> (Vec<Order>, Vec<String>) {
    let mut orders = Vec::new();
    let mut notes = Vec::new();
    for (pi, power) in map.powers.iter().enumerate() {
        let p = PowerId(pi as u8);
        let sets: Vec<(Vec<Order>, Option<Marker>)> = sheets
            .iter()
            .map(|s| {
                let own: Vec<Order> = s
                    .orders
                    .iter()
                    .filter_map(|o| o.order.as_ref().ok().copied())
                    .filter(|o| o.power() == Some(p))
                    .collect();
                let marker = s.markers.iter().rev().find(|(q, _)| *q == p).map(|&(_, m)| m);
                (own, marker)
            })
            .filter(|(own, marker)| !own.is_empty() || marker.is_some())
            .collect();
        let Some((latest, marker)) = sets.last() else { continue };
        if let Some(how) = unordered.filter(|_| sets.len() > 1) {
            if how == UnorderedSets::Combine {
                orders.extend(sets.iter().flat_map(|(own, _)| own.iter().copied()));
            }
            let counted =
                if how == UnorderedSets::Combine { "combined into one" } else { "none counted: its units hold" };
            notes.push(format!(
                "{} sent {} order sets in no known order: {counted} (DATC 4.D.2).",
                power.name,
                sets.len()
            ));
            continue;
        }
        let combined = match rule {
            OrderSets::Combine => true,
            OrderSets::CombineUnlessReplaced => *marker != Some(Marker::Replaces),
            OrderSets::LatestUnlessAdded => *marker == Some(Marker::Adds),
            OrderSets::Latest => false,
        };
        if combined {
            let mut merged: Vec<Order> = Vec::new();
            for (own, _) in &sets {
                for &o in own {
                    merged.retain(|m| !same_unit(map, *m, o));
                    merged.push(o);
                }
            }
            orders.extend(merged);
        } else {
            orders.extend(latest.iter().copied());
        }
        if sets.len() > 1 {
            let counted = if combined {
                "combined, a later order for a unit replacing an earlier one"
            } else {
                "the latest alone"
            };
            notes.push(format!(
                "{} sent {} order sets: {counted} counted ({}, DATC 4.D.1).",
                power.name,
                sets.len(),
                rule.describe()
            ));
        }
    }
    (orders, notes)
}

/// Whether two orders are for the same unit (or, for builds, the same province).
fn same_unit(map: &Map, a: Order, b: Order) -> bool {
    match (a, b) {
        (Order::Unit { loc: x, number: m, .. }, Order::Unit { loc: y, number: n, .. }) => {
            map.province_of(x) == map.province_of(y) && (m == 0 || n == 0 || m == n)
        }
        (Order::Build { loc: x, .. }, Order::Build { loc: y, .. }) => map.province_of(x) == map.province_of(y),
        _ => false,
    }
}
