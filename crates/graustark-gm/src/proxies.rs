//! Proxies (God Save The Zine house rules 9; DATC 4.E.5): a power hands one of its units, by
//! number, to another power, whose orders for it then count, until the owner cancels. The game
//! file's `proxies` says which of the DATC's readings the game follows, and keeps the table.

use super::lines::take_lines;
use super::refusal::{LineWhy, PlayError, ProxyLineError, RefusedLine, UnitError, all_read};
use graustark::state::unit_named_at;
use graustark::{GameState, Map, Order, PowerId};
use serde::{Deserialize, Serialize};

/// Whether and how proxies are given (the three readings of DATC 4.E.5).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case", expecting = "a proxy rule: notified, in-order-set or not-allowed")]
pub enum ProxyRule {
    /// (a) The owner tells the gamesmaster before the orders (`graustark proxy`); the proxy
    /// lasts until cancelled (house rule 9).
    Notified,
    /// (b) The owner gives it in its own order set for the phase: `Proxy A Par to Germany`.
    InOrderSet,
    /// (c) No proxies (the DATC's choice).
    #[default]
    NotAllowed,
}

impl ProxyRule {
    /// Whether this is the default (left out of the game file).
    pub fn is_default(&self) -> bool {
        *self == ProxyRule::default()
    }
}

/// One unit handed over: the owner's unit `number` is ordered by `holder` (power ids).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, expecting = "a proxy: an object with its owner, number, holder and from")]
pub struct Proxy {
    pub owner: String,
    pub number: u16,
    pub holder: String,
    /// The phase it was given in.
    pub from: String,
}

/// A proxy in force for this phase, by ids resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    pub owner: PowerId,
    pub number: u16,
    pub holder: PowerId,
}

/// The game file's proxies as ids, those whose powers this map has.
pub fn held(map: &Map, table: &[Proxy]) -> Vec<Held> {
    table
        .iter()
        .filter_map(|p| {
            Some(Held { owner: map.lookup_power(&p.owner)?, number: p.number, holder: map.lookup_power(&p.holder)? })
        })
        .collect()
}

/// Reads a sheet's `Proxy <unit> to <Power>` lines (the owner's, under its name), taking them
/// out of the text (kept as blank lines so the line numbers stay); each names a unit of the
/// owner in `state`. Errors name the line (in the `sheet`th sheet).
pub fn read_proxy_lines(
    map: &Map,
    state: &GameState,
    (sheet, text): (usize, &str),
) -> Result<(String, Vec<Held>), Vec<RefusedLine>> {
    let body = |rest: &str| rest.get(..6).filter(|w| w.eq_ignore_ascii_case("proxy ")).map(|_| rest[6..].to_string());
    let (kept, read) = take_lines(
        map,
        text,
        |_, rest| body(rest).is_some(),
        |t| {
            let read = (|| {
                let owner = t.power.ok_or(ProxyLineError::NoPower)?;
                let body = body(t.rest).unwrap_or_default();
                let (unit, holder) = body.rsplit_once(" to ").ok_or(ProxyLineError::Unreadable)?;
                let holder = map
                    .lookup_power(holder.trim())
                    .ok_or_else(|| ProxyLineError::UnknownHolder(holder.trim().to_string()))?;
                let number = unit_number(map, state, owner, unit.trim()).map_err(ProxyLineError::Unit)?;
                Ok(Held { owner, number, holder })
            })();
            read.map_err(|kind| RefusedLine {
                sheet,
                line: t.line,
                text: t.rest.to_string(),
                why: LineWhy::Proxy(kind),
            })
        },
    );
    Ok((kept, all_read(read)?))
}

/// The number of `owner`'s unit named by place (`A Par`, `Par`) or by number (`3`).
pub fn unit_number(map: &Map, state: &GameState, owner: PowerId, text: &str) -> Result<u16, UnitError> {
    let mut numbered = state.clone();
    numbered.number_units();
    let own = |u: &&graustark::Unit| u.power == owner;
    if let Ok(n) = text.parse::<u16>() {
        return numbered
            .units
            .iter()
            .filter(own)
            .find(|u| u.number == n)
            .map(|u| u.number)
            .ok_or_else(|| UnitError::NoNumber { power: map.power(owner).name.clone(), number: n });
    }
    let place = text.split_whitespace().last().unwrap_or("");
    let loc = map.lookup(place).ok_or_else(|| UnitError::UnknownPlace(place.to_string()))?;
    unit_named_at(map, numbered.units.iter().filter(own), map.province_of(loc), None)
        .map(|i| numbered.units.iter().filter(own).nth(i).map_or(0, |u| u.number))
        .ok_or_else(|| UnitError::NoneThere { power: map.power(owner).name.clone(), place: map.loc_name(loc) })
}

/// The orders with the proxies applied: a holder's order for a unit it holds counts as the
/// owner's; the owner's own order for that unit is not used. Returns the orders and the
/// report's lines.
pub fn apply(map: &Map, state: &GameState, orders: Vec<Order>, proxies: &[Held]) -> (Vec<Order>, Vec<String>) {
    if proxies.is_empty() {
        return (orders, Vec::new());
    }
    let mut numbered = state.clone();
    numbered.number_units();
    let unit_of = |o: &Order| match *o {
        Order::Unit { loc, kind, .. } => {
            unit_named_at(map, &numbered.units, map.province_of(loc), kind).map(|i| numbered.units[i])
        }
        _ => None,
    };
    let mut out = Vec::new();
    let mut notes = Vec::new();
    for o in orders {
        let Some(unit) = unit_of(&o) else {
            out.push(o);
            continue;
        };
        let proxy = proxies.iter().find(|p| p.owner == unit.power && p.number == unit.number);
        let by = o.power();
        match proxy {
            Some(p) if by == Some(p.holder) => {
                notes.push(format!(
                    "Proxy: {}'s order for {} {} {} counts as {}'s.",
                    map.power(p.holder).name,
                    map.power(p.owner).adjective,
                    unit.kind.letter(),
                    map.loc_short(unit.loc),
                    map.power(p.owner).name
                ));
                out.push(o.with_power(p.owner));
            }
            Some(p) if by == Some(p.owner) => notes.push(format!(
                "Proxy: {}'s own order for its {} {} was not used: {} holds its proxy.",
                map.power(p.owner).name,
                unit.kind.letter(),
                map.loc_short(unit.loc),
                map.power(p.holder).name
            )),
            _ => out.push(o),
        }
    }
    (out, notes)
}

/// [`apply`] to a season's lines (house rules 3.1 with 9): a holder's line for a unit it holds
/// counts as the owner's; the owner's own line for it is dropped.
pub fn apply_to_lines(
    map: &Map,
    state: &GameState,
    lines: Vec<graustark::parse::SeasonLine>,
    proxies: &[Held],
) -> (Vec<graustark::parse::SeasonLine>, Vec<String>) {
    let mut notes = Vec::new();
    let mut out = Vec::new();
    for mut line in lines {
        let (mut orders, mut said) = apply(map, state, vec![line.order], proxies);
        notes.append(&mut said);
        if let Some(order) = orders.pop() {
            line.order = order;
            out.push(line);
        }
    }
    (out, notes)
}

/// The proxies in force for a phase under `rule`: the table's (notified), or the sheet's own
/// lines (in the order set); a sheet with proxy lines under another rule is refused.
pub fn in_force(map: &Map, rule: ProxyRule, table: &[Proxy], from_sheets: Vec<Held>) -> Result<Vec<Held>, PlayError> {
    match rule {
        ProxyRule::Notified if from_sheets.is_empty() => Ok(held(map, table)),
        ProxyRule::InOrderSet => Ok(from_sheets),
        ProxyRule::NotAllowed if from_sheets.is_empty() => Ok(Vec::new()),
        _ => Err(PlayError::ProxyNotAllowed(rule)),
    }
}
