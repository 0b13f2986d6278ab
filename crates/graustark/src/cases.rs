//! The JSON Lines case format (shared/bench/README.md): one movement phase as a JSON line in,
//! one result line out, with optional unit numbers and an optional board (`variant`,
//! `players`). Used by `graustark adjudicate`, the benchmark and the browser API alike.

use crate::parse::{Units, parse_order_in};
use crate::resolve::outcome::{Outcome, Reason};
use crate::resolve::{Adjudicator, Circumstances, MovementResult};
use crate::state::{StateError, Unit, UnitJson, check_sharing, check_unit_count, number_units, numbers_once};
use crate::{Map, Order, Rules, Season};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A case as read.
#[derive(Deserialize)]
pub struct Case<'a> {
    #[serde(borrow)]
    id: std::borrow::Cow<'a, str>,
    season: Season,
    /// The year: on a board whose years are named after its powers, it says whose units are
    /// doubled (Cat Diplomacy, under `patron_year=doubled`).
    year: i32,
    units: Vec<UnitJson>,
    #[serde(default)]
    orders: Vec<OrderIn>,
    /// The variant (map folder) the case is on, when not the judge's own map.
    #[serde(default, borrow)]
    variant: Option<std::borrow::Cow<'a, str>>,
    /// The number of players, for a map with smaller games (`player_counts`).
    #[serde(default)]
    players: Option<usize>,
    /// The units crossing a slow sea, by region, and where each is bound (Das Dippyspiel,
    /// rule 11: `{"arkh": "arc14"}`): their moves are this season's.
    #[cfg(feature = "world")]
    #[serde(default)]
    transits: crate::keyed::Keyed<String>,
    /// The vents open and closed (Das Dippyspiel, rule 7: `{"open": ["scot"]}`), where units
    /// come up and go down this season.
    #[cfg(feature = "world")]
    #[serde(default)]
    vents: crate::state::VentsJson,
}

/// The board a case asks for: its variant (a map folder's id) and number of players.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize)]
pub struct Board {
    #[serde(default)]
    pub variant: Option<String>,
    #[serde(default)]
    pub players: Option<usize>,
}

/// The board a case line asks for; the default (the judge's own map) when it names none, or
/// when the line is not a case (reading it says why). Looks into the line only when it says
/// `"variant"` or `"players"`, so a plain case costs one search.
pub fn board_of(line: &str) -> Board {
    if !line.contains("\"variant\"") && !line.contains("\"players\"") {
        return Board::default();
    }
    serde_json::from_str(line).unwrap_or_default()
}

#[derive(Deserialize)]
struct OrderIn {
    power: String,
    text: String,
}

#[derive(Serialize)]
struct ResultOut<'a> {
    region: &'a str,
    /// The unit's number, when the case gave numbers.
    #[serde(skip_serializing_if = "Option::is_none")]
    number: Option<u16>,
    order: String,
    success: bool,
    reason: String,
    /// A cavalry unit's second half (Das Dippyspiel, rule 6), where its order gave two:
    /// `success` and `reason` above are its first half's.
    #[cfg(feature = "world")]
    #[serde(skip_serializing_if = "Option::is_none")]
    second: Option<HalfOut>,
}

/// What a cavalry unit's second half did.
#[cfg(feature = "world")]
#[derive(Serialize)]
struct HalfOut {
    success: bool,
    reason: String,
}

#[derive(Serialize)]
struct DislodgedOut<'a> {
    region: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    number: Option<u16>,
    power: &'a str,
    #[serde(rename = "type")]
    kind: &'a str,
    by: &'a str,
    retreats: Vec<String>,
}

/// An order that could not be used, by its index in the case.
struct Problem {
    order: usize,
    error: String,
}

#[derive(Serialize)]
struct ProblemOut<'a> {
    order: &'a str,
    error: &'a str,
}

#[derive(Serialize)]
struct CaseOut<'a> {
    id: &'a str,
    results: Vec<ResultOut<'a>>,
    dislodged: Vec<DislodgedOut<'a>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    problems: Vec<ProblemOut<'a>>,
}

/// A case read and checked, ready to adjudicate.
pub struct ReadCase<'a> {
    case: Case<'a>,
    /// The units, in the order given.
    pub units: Vec<Unit>,
    /// The orders that could be read.
    pub orders: Vec<Order>,
    texts: Vec<usize>,
    problems: Vec<Problem>,
    /// Whether the case numbered its units (then the results do too).
    numbered: bool,
    /// The units crossing a slow sea (Das Dippyspiel, rule 11).
    #[cfg(feature = "world")]
    transits: Vec<crate::state::Transit>,
    /// The vents (Das Dippyspiel, rule 7).
    #[cfg(feature = "world")]
    vents: crate::state::Vents,
}

/// Why a case line cannot be judged: it is not a case, or no game could reach its position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CaseError {
    /// The line is not a case (the JSON reader's message).
    NotACase(String),
    /// The case is on another variant than the map it is judged on.
    OtherVariant { variant: String, map: String },
    /// The case is for another number of players than the map has.
    OtherPlayers { players: usize, map: String, powers: usize },
    /// A movement case in winter.
    Winter,
    /// A position no game could reach (a unit where it cannot stand, two in one province).
    Position(StateError),
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CaseError::NotACase(why) => write!(f, "not a case: {why}"),
            CaseError::OtherVariant { variant, map } => {
                write!(f, "the case is on variant '{variant}', not on the map '{map}'")
            }
            CaseError::OtherPlayers { players, map, powers } => {
                write!(f, "the case is for {players} players; the map '{map}' here has {powers}")
            }
            CaseError::Winter => f.write_str("a movement case must be in spring or fall"),
            CaseError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CaseError {}

impl From<StateError> for CaseError {
    fn from(e: StateError) -> Self {
        CaseError::Position(e)
    }
}

/// Reads a case line; the error is for a line that is not a case at all, or a position no
/// game could reach (a unit where it cannot stand, two units in one province).
pub fn read_case<'a>(map: &Map, line: &'a str) -> Result<ReadCase<'a>, CaseError> {
    let case: Case = serde_json::from_str(line).map_err(|e| CaseError::NotACase(e.to_string()))?;
    if let Some(v) = &case.variant
        && v.as_ref() != map.id
    {
        return Err(CaseError::OtherVariant { variant: v.to_string(), map: map.id.clone() });
    }
    if let Some(n) = case.players
        && n != map.powers.len()
    {
        return Err(CaseError::OtherPlayers { players: n, map: map.id.clone(), powers: map.powers.len() });
    }
    if case.season == Season::Winter {
        return Err(CaseError::Winter);
    }
    check_unit_count(case.units.len())?;
    let mut units = Vec::with_capacity(case.units.len());
    for (i, u) in case.units.iter().enumerate() {
        units.push(u.to_unit(map, &format!("units[{i}]"))?);
    }
    // One unit a province, as in game files, but where the map lets units stack (in the
    // capitals the map names: a case carries no moved capital) or an army is on board (naming
    // its fleet's number). Checked before numbering, which costs more on a huge bad case.
    check_sharing(map, &units, |p| map.power(p).capital)?;
    // Units without numbers are numbered as positions are: in the order listed, per power.
    let numbered = case.units.iter().any(|u| u.number.is_some());
    if numbered {
        numbers_once(map, units.iter(), units.len())?;
    }
    number_units(&mut units);
    #[cfg(feature = "world")]
    let transits = crate::state::read_transits(map, &case.transits, &units)?;
    #[cfg(feature = "world")]
    let vents = case.vents.read(map)?;
    let board = Units { board: &units, ordered: &units };
    let mut orders: Vec<Order> = Vec::with_capacity(case.orders.len());
    let mut texts = Vec::with_capacity(case.orders.len());
    let mut problems = Vec::new();
    for (i, o) in case.orders.iter().enumerate() {
        let Some(power) = map.lookup_power(&o.power) else {
            problems.push(Problem { order: i, error: format!("unknown power '{}'", o.power) });
            continue;
        };
        match parse_order_in(map, board, Some(power), &o.text) {
            Ok(order) => {
                orders.push(order.with_power(power));
                texts.push(i);
            }
            Err(e) => problems.push(Problem { order: i, error: e.message() }),
        }
    }
    Ok(ReadCase {
        case,
        units,
        orders,
        texts,
        problems,
        numbered,
        #[cfg(feature = "world")]
        transits,
        #[cfg(feature = "world")]
        vents,
    })
}

impl ReadCase<'_> {
    /// Adjudicates the case: its units and orders, in its year (whose patron's units may be
    /// doubled).
    pub fn adjudicate(&self, adjudicator: &mut Adjudicator, map: &Map, rules: &Rules) -> MovementResult {
        let mut m = MovementResult::default();
        let doubled = map.year_patron(self.case.year).map_or(0, |p| 1u64 << p.0);
        let around = Circumstances {
            doubled,
            #[cfg(feature = "world")]
            transits: &self.transits,
            #[cfg(feature = "world")]
            vents: Some(&self.vents),
            ..Circumstances::default()
        };
        adjudicator.movement_in(map, &self.units, around, &self.orders, rules, &mut m);
        m
    }

    /// The result line for this case, given its adjudication. A unit split by two orders (Cat
    /// Diplomacy) gives a line for each half, the second after the case's units.
    pub fn result_line(mut self, map: &Map, m: &MovementResult) -> String {
        let case = &self.case;
        let text = |oi: usize| case.orders[self.texts[oi]].text.as_str();
        let given = self.units.len();
        if !m.splits.is_empty() {
            self.units = m.units_adjudicated(&self.units).into_owned();
        }
        // The case's unit each unit adjudicated stands for (a second half: the unit split).
        let origin = |i: usize| if i < given { i } else { m.splits[i - given].unit };
        let mut unit_order: Vec<Option<usize>> = vec![None; self.units.len()];
        // Orders to come up through a vent (Das Dippyspiel, rule 7) name no unit of the case:
        // each has its own line after the units', at the underground's place.
        #[cfg(feature = "world")]
        let mut from_below: Vec<usize> = Vec::new();
        for (oi, u) in m.order_units.iter().enumerate() {
            #[cfg(feature = "world")]
            if u.is_none() && comes_up(map, &self.orders[oi]) && !matches!(m.orders[oi].reason, Reason::Illegal(_)) {
                from_below.push(oi);
                continue;
            }
            let Some(u) = *u else {
                self.problems.push(Problem { order: self.texts[oi], error: m.orders[oi].reason.describe(map) });
                continue;
            };
            unit_order[u] = Some(match unit_order[u] {
                None => oi,
                Some(before) => second_order(&mut self.problems, &self.texts, (map, m), before, oi),
            });
        }
        #[allow(unused_mut)]
        let mut results: Vec<ResultOut> = self
            .units
            .iter()
            .enumerate()
            .map(|(i, u)| {
                let outcome: &Outcome = match unit_order[i] {
                    Some(oi) => &m.orders[oi],
                    None => &m.units[i],
                };
                ResultOut {
                    region: &case.units[origin(i)].region,
                    number: self.numbered.then_some(u.number),
                    // A unit no order names shows the order it carried out: an implied one, or a hold.
                    order: match unit_order[i] {
                        Some(oi) => text(oi).to_string(),
                        None => match m.implied.iter().find(|(v, _)| *v == i) {
                            Some((_, order)) => order.describe(map),
                            None => format!("{} {} H", u.kind.letter(), map.loc_short(u.loc)),
                        },
                    },
                    success: outcome.success,
                    reason: outcome.reason.describe(map),
                    #[cfg(feature = "world")]
                    second: unit_order[i].and_then(|oi| second_half(map, m, oi)),
                }
            })
            .collect();
        #[cfg(feature = "world")]
        results.extend(from_below.iter().map(|&oi| ResultOut {
            region: map.underground_id(),
            number: None,
            order: text(oi).to_string(),
            success: m.orders[oi].success,
            reason: m.orders[oi].reason.describe(map),
            second: None,
        }));
        let dislodged = m
            .dislodged
            .iter()
            .map(|d| DislodgedOut {
                region: &case.units[origin(d.unit)].region,
                number: self.numbered.then_some(self.units[d.unit].number),
                power: &map.power(self.units[d.unit].power).id,
                kind: self.units[d.unit].kind.word(),
                by: &map.province(d.attacker_from).id,
                retreats: d.retreats.iter().map(|&l| map.loc_id(l)).collect(),
            })
            .collect();
        let problems =
            self.problems.iter().map(|p| ProblemOut { order: &case.orders[p.order].text, error: &p.error }).collect();
        let out = CaseOut { id: &case.id, results, dislodged, problems };
        serde_json::to_string(&out).unwrap_or_default()
    }
}

/// Whether `order` is one to come up through a vent (Das Dippyspiel, rule 7).
#[cfg(feature = "world")]
fn comes_up(map: &Map, order: &Order) -> bool {
    matches!(*order, Order::Unit { loc, .. } if map.is_below(map.province_of(loc)))
}

/// The second half of order `oi`, where it gave a cavalry unit two.
#[cfg(feature = "world")]
fn second_half(map: &Map, m: &MovementResult, oi: usize) -> Option<HalfOut> {
    let &(_, o) = m.second_halves.iter().find(|&&(i, _)| i == oi)?;
    Some(HalfOut { success: o.success, reason: o.reason.describe(map) })
}

/// A unit given two orders (DATC 4.D.3), `before` and then `oi`: the one its line shows, the
/// order that counted; the other is listed among `problems` as set aside (`texts`: each
/// order's index in the case).
#[cold]
fn second_order(
    problems: &mut Vec<Problem>,
    texts: &[usize],
    (map, m): (&Map, &MovementResult),
    before: usize,
    oi: usize,
) -> usize {
    let (shown, aside) = if counted(m, before) && !counted(m, oi) { (before, oi) } else { (oi, before) };
    problems.push(Problem { order: texts[aside], error: set_aside(map, m, aside, shown) });
    shown
}

/// Whether order `oi` is the one its unit carried out: not set aside for another order,
/// not illegal, not in conflict with another.
fn counted(m: &MovementResult, oi: usize) -> bool {
    !matches!(m.orders[oi].reason, Reason::Overridden | Reason::ConflictingOrders | Reason::Illegal(_))
}

/// Why order `aside` is not the one shown for its unit, whose line shows order `shown`.
fn set_aside(map: &Map, m: &MovementResult, aside: usize, shown: usize) -> String {
    if counted(m, aside) && counted(m, shown) {
        return "set aside: the same order is given again for this unit".into();
    }
    format!("set aside: {}", m.orders[aside].reason.describe(map))
}

/// Judges one case line: read, adjudicate, write. The error is for a line that is not a case.
pub fn adjudicate_line(
    adjudicator: &mut Adjudicator,
    map: &Map,
    rules: &Rules,
    line: &str,
) -> Result<String, CaseError> {
    let prepared = read_case(map, line)?;
    let m = prepared.adjudicate(adjudicator, map, rules);
    Ok(prepared.result_line(map, &m))
}
