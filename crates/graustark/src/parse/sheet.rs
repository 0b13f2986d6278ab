//! Order sheets as a zine prints them: a power's name, then its orders.

use super::{ParseError, ParseErrorKind, Units, parse_in, parse_order, press_line, with_units};
use crate::map::{Map, PowerId};
use crate::order::Order;
use crate::state::GameState;

/// One order read from an order sheet, with the line it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetOrder {
    /// 1-based line number in the sheet.
    pub line: usize,
    pub text: String,
    pub order: Result<Order, ParseError>,
    /// Whether the order named a unit by number.
    pub by_number: bool,
}

/// The power a sheet's line names at its start (`England:`, `Telahoma: F Zin - Iro`) and the
/// rest of the line after the colon, trimmed; None when the words before the first `:` name no
/// power. Every walk over a sheet's lines takes the power named last from here.
pub fn power_heading<'t>(map: &Map, line: &'t str) -> Option<(PowerId, &'t str)> {
    let (head, tail) = line.split_once(':')?;
    Some((map.lookup_power(head.trim())?, tail.trim()))
}

/// Reads an order sheet as a zine prints it: `England:` at the start of a line sets the
/// power for the orders on that line and the lines that follow; several orders on a line
/// are separated by `;`; `#` starts a comment. A press line (`> ...`, see [`super::sheet_press`])
/// is never read as an order and leaves the power as it was.
///
/// ```
/// # let map = graustark::Map::from_json(&std::fs::read_to_string("../../maps/standard/map.json").unwrap()).unwrap();
/// let sheet = "England:\nF Lon - Nth; A Lvp - Yor\nFrance: A Par - Bur\n";
/// let orders = graustark::parse::parse_order_sheet(&map, sheet);
/// assert_eq!(orders.len(), 3);
/// assert_eq!(orders[2].order.as_ref().unwrap().power(), map.lookup_power("france"));
/// ```
pub fn parse_order_sheet(map: &Map, text: &str) -> Vec<SheetOrder> {
    sheet(map, None, text)
}

/// [`parse_order_sheet`] in a position, where units may also be named by number (`5 S 3 Bur`,
/// numbers read as the units of the power the sheet names last).
pub fn parse_order_sheet_in(map: &Map, state: &GameState, text: &str) -> Vec<SheetOrder> {
    with_units(state, |units| sheet(map, Some(units), text))
}

fn sheet(map: &Map, units: Option<Units<'_>>, text: &str) -> Vec<SheetOrder> {
    let mut out = Vec::new();
    let mut power = None;
    for (i, raw) in text.lines().enumerate() {
        if press_line(raw).is_some() {
            continue;
        }
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut rest = line;
        if let Some((p, tail)) = power_heading(map, line) {
            power = Some(p);
            rest = tail;
        }
        for part in rest.split(';').map(str::trim).filter(|s| !s.is_empty()) {
            let read = match (power, units) {
                (Some(p), Some(units)) => parse_in(map, units, Some(p), part).map(|(o, n)| (o.with_power(p), n)),
                (Some(p), None) => parse_order(map, part).map(|o| (o.with_power(p), false)),
                (None, _) => Err(ParseError { text: part.into(), kind: ParseErrorKind::NoPowerNamed }),
            };
            let by_number = read.as_ref().is_ok_and(|r| r.1);
            let order = read.map(|r| r.0);
            out.push(SheetOrder { line: i + 1, text: part.to_string(), order, by_number });
        }
    }
    out
}
