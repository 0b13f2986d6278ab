//! The sheet of a two-season game year (God Save The Zine house rules 3.1): one sheet a season
//! (or a sheet a power, [`parse_season_sheets`]) carries the moves, the retreats conditional on
//! them and, in the autumn, the builds and removals.
//!
//! ```text
//! England:
//! F Lon - Nth; A Lvp - Yor; F Edi - Nwg
//! Retreats:
//! F Edi - Cly                        # used only if F Edi is dislodged
//! F Edi - Nth if F Lon - Nth fails   # tried first when its condition holds
//! Builds:
//! Build F Lon if F Lon - Nth succeeds
//! Build A Lvp
//! Remove A Yor                       # the army in Yorkshire before the season
//! ```
//!
//! A power's name starts its orders, which are moves until a `Retreats:` line (also
//! `Retreat:`) or a `Builds:` line (also `Build:`, `Removals:`, `Adjustments:`). Any retreat or
//! adjustment line may end with conditions, `if` and then one or more joined by `and`:
//! `<order> succeeds`, `<order> fails` (an order given this season, by anyone),
//! `<unit> is dislodged` or `<unit> is not dislodged` (a unit as it stood before the season).
//! A build or removal may also wait on the season's retreats (3.1: "The conditional builds may
//! be conditional on the previous season's moves or retreats"): `<unit> retreats` (also
//! `retreated`), `<unit> retreats to <place>` (also `-`), `<unit> does not retreat` (also
//! `did not`), `<unit> is disbanded` and `<unit> is not disbanded` (dislodged and given no
//! retreat, or one that failed), the unit again as it stood before the season. A unit that was
//! not dislodged neither retreated nor was disbanded. A retreat cannot wait on a retreat (the
//! season's retreats are made together).
//! A line that cannot be read, a condition on an order nobody gave or a unit that was not there,
//! or builds in a spring sheet, are errors naming the line: a sheet is never guessed at.
//! Press lines (`> ...`, [`super::sheet_press`]) are never read as orders and change neither
//! the power nor the part.

use super::sheet::power_heading;
use super::{ParseErrorKind, parse_in, press_line, with_units};
use crate::map::{LocId, Map, PowerId};
use crate::order::{Action, Order};
use crate::state::{GameState, Season};
use std::fmt;

/// Which part of a season's orders a line belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeasonPart {
    Moves,
    /// Used only for a unit the moves dislodge.
    Retreats,
    /// Builds and removals, in the autumn.
    Adjustments,
}

/// A condition on a retreat or adjustment line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Condition {
    /// The move on the sheet's line `move_index` (an index into the lines read) succeeded (or
    /// failed).
    Order { move_index: usize, succeeds: bool },
    /// The unit that stood at `loc` before the season was dislodged (or not).
    Dislodged { loc: LocId, dislodged: bool },
    /// The unit that stood at `loc` before the season retreated (to `to`, a province or one
    /// of its coasts, when named), or did not (`retreated` false).
    Retreated { loc: LocId, to: Option<LocId>, retreated: bool },
    /// The unit that stood at `loc` before the season was dislodged and disbanded (no
    /// retreat, or one that failed), or was not.
    Disbanded { loc: LocId, disbanded: bool },
}

impl Condition {
    /// Whether the condition waits on the season's retreats.
    pub fn on_retreats(self) -> bool {
        matches!(self, Condition::Retreated { .. } | Condition::Disbanded { .. })
    }
}

/// One order of a season's sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonLine {
    /// Which of the season's sheets it came from (0 for the first).
    pub sheet: usize,
    /// 1-based line number in its sheet.
    pub line: usize,
    pub text: String,
    pub part: SeasonPart,
    pub order: Order,
    /// All must hold for the order to be given.
    pub conditions: Vec<Condition>,
}

/// A line that cannot be taken, with why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetError {
    /// Which of the season's sheets it is in (0 for the first).
    pub sheet: usize,
    pub line: usize,
    pub text: String,
    pub kind: SheetErrorKind,
}

/// Why a line of a season's sheet cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SheetErrorKind {
    /// The order cannot be read.
    Order(ParseErrorKind),
    /// Its conditions cannot be read.
    Condition(ConditionError),
    /// A move written with a condition.
    ConditionalMove,
    /// A build or removal in a spring sheet.
    BuildsInSpring,
    /// A retreat whose condition waits on the season's retreats.
    RetreatOnRetreat,
    /// A retreat from where no unit stood before the season.
    NothingToRetreat,
}

impl fmt::Display for SheetErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SheetErrorKind::Order(kind) => kind.fmt(f),
            SheetErrorKind::Condition(e) => e.fmt(f),
            SheetErrorKind::ConditionalMove => {
                f.write_str("a move cannot be conditional: conditions go on retreats, builds and removals")
            }
            SheetErrorKind::BuildsInSpring => {
                f.write_str("builds and removals are written with the autumn's orders, not the spring's")
            }
            SheetErrorKind::RetreatOnRetreat => {
                f.write_str("a retreat cannot wait on a retreat: the season's retreats are made together")
            }
            SheetErrorKind::NothingToRetreat => {
                f.write_str("no unit stood there before the season, so none can retreat from there")
            }
        }
    }
}

impl SheetError {
    /// Why, as a sentence without the line (`unknown province 'Burgundyy'`).
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

impl fmt::Display for SheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: \"{}\": {}", self.line, self.text, self.kind)
    }
}

impl std::error::Error for SheetError {}

/// Why a condition (after a line's `if`, or a press release's) cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ConditionError {
    /// None of the forms a condition takes.
    Unreadable,
    /// The order or unit it names cannot be read.
    Order(ParseErrorKind),
    /// It names a unit where none stood before the season (the place's name).
    NoUnitBefore(String),
    /// It names an order nobody gave this season (as written).
    NotGiven(String),
    /// It names a place to retreat to that no place is called (as written).
    UnknownRetreatPlace(String),
}

impl fmt::Display for ConditionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConditionError::Unreadable => f.write_str(FORMS),
            ConditionError::Order(kind) => kind.fmt(f),
            ConditionError::NoUnitBefore(place) => write!(f, "no unit stood in {place} before the season"),
            ConditionError::NotGiven(order) => {
                write!(f, "the condition names an order nobody gave this season: {order}")
            }
            ConditionError::UnknownRetreatPlace(place) => write!(f, "no place called '{place}' to retreat to"),
        }
    }
}

impl std::error::Error for ConditionError {}

/// Reads a season's sheet in the position the season starts from: every line, or every line
/// that cannot be taken (all of them, so a gamesmaster sees each at once).
pub fn parse_season_sheet(map: &Map, state: &GameState, text: &str) -> Result<Vec<SeasonLine>, Vec<SheetError>> {
    parse_season_sheets(map, state, &[text])
}

/// Reads a season's orders sent as several sheets (one a power, say) as one sheet: each sheet
/// starts afresh (its power named, its moves first), and a condition may name an order on any
/// of them. Every line that cannot be taken is returned, with its sheet.
pub fn parse_season_sheets(map: &Map, state: &GameState, texts: &[&str]) -> Result<Vec<SeasonLine>, Vec<SheetError>> {
    let mut lines = Vec::new();
    let mut errors = Vec::new();
    // Conditions are read once every move is known: (the line's index, its power, the text).
    let mut conditional = Vec::new();
    for (sheet, text) in texts.iter().enumerate() {
        read_sheet(map, state, (sheet, text), &mut lines, &mut conditional, &mut errors);
    }
    for (at, power, text) in conditional {
        let moves = given_moves(&lines);
        let read =
            conditions(map, state, &moves, Some(power), &text).map_err(SheetErrorKind::Condition).and_then(|c| {
                let waits = lines[at].part == SeasonPart::Retreats && c.iter().any(|c| c.on_retreats());
                if waits {
                    return Err(SheetErrorKind::RetreatOnRetreat);
                }
                Ok(c)
            });
        match read {
            Ok(conditions) => lines[at].conditions = conditions,
            Err(kind) => {
                let l = &lines[at];
                errors.push(SheetError { sheet: l.sheet, line: l.line, text: l.text.clone(), kind });
            }
        }
    }
    for l in &lines {
        if l.part == SeasonPart::Retreats && stood_at(map, state, l.order).is_none() {
            errors.push(SheetError {
                sheet: l.sheet,
                line: l.line,
                text: l.text.clone(),
                kind: SheetErrorKind::NothingToRetreat,
            });
        }
    }
    if errors.is_empty() {
        Ok(lines)
    } else {
        crate::sort_stably(&mut errors, |e| (e.sheet, e.line));
        Err(errors)
    }
}

/// Reads one sheet's lines into `lines`, leaving the conditions to read (`conditional`) and
/// the lines that cannot be taken (`errors`).
fn read_sheet(
    map: &Map,
    state: &GameState,
    (sheet, text): (usize, &str),
    lines: &mut Vec<SeasonLine>,
    conditional: &mut Vec<(usize, PowerId, String)>,
    errors: &mut Vec<SheetError>,
) {
    let mut power = None;
    let mut part = SeasonPart::Moves;
    for (i, raw) in text.lines().enumerate() {
        if press_line(raw).is_some() {
            continue;
        }
        let mut rest = raw.split('#').next().unwrap_or("").trim();
        if let Some((p, tail)) = power_heading(map, rest) {
            power = Some(p);
            part = SeasonPart::Moves;
            rest = tail;
        } else if let Some((head, tail)) = rest.split_once(':')
            && let Some(named) = part_named(head)
        {
            part = named;
            rest = tail.trim();
        }
        for piece in rest.split(';').map(str::trim).filter(|s| !s.is_empty()) {
            let fail = |kind| SheetError { sheet, line: i + 1, text: piece.to_string(), kind };
            let Some(p) = power else {
                errors.push(fail(SheetErrorKind::Order(ParseErrorKind::NoPowerNamed)));
                continue;
            };
            let read =
                |t: &str| with_units(state, |units| parse_in(map, units, Some(p), t)).map(|(o, _)| o.with_power(p));
            let (order_text, condition_text) = split_conditions(piece, |t| read(t).is_ok());
            let order = match read(order_text) {
                Ok(o) => o,
                Err(e) => {
                    errors.push(fail(SheetErrorKind::Order(e.kind)));
                    continue;
                }
            };
            if part == SeasonPart::Moves && condition_text.is_some() {
                errors.push(fail(SheetErrorKind::ConditionalMove));
                continue;
            }
            if part == SeasonPart::Adjustments && state.season != Season::Fall {
                errors.push(fail(SheetErrorKind::BuildsInSpring));
                continue;
            }
            if let Some(c) = condition_text {
                conditional.push((lines.len(), p, c.to_string()));
            }
            let text = piece.to_string();
            lines.push(SeasonLine { sheet, line: i + 1, text, part, order, conditions: Vec::new() });
        }
    }
}

/// The part a section line names (`Retreats`, `Builds`...), if it names one.
fn part_named(head: &str) -> Option<SeasonPart> {
    match head.trim().to_ascii_lowercase().as_str() {
        "moves" | "movement" | "orders" => Some(SeasonPart::Moves),
        "retreats" | "retreat" => Some(SeasonPart::Retreats),
        "builds" | "build" | "removals" | "adjustments" | "builds and removals" => Some(SeasonPart::Adjustments),
        _ => None,
    }
}

/// The order and the text of its conditions (after ` if `), if any: the first ` if ` with an
/// order before it that `reads`. An ` IF ` no order comes before is Militarism III's fleet with
/// its Leader (`F Eng S IF Bre - Mao`), part of the order; where nothing reads, the first ` if `
/// splits, so the error names the order written before it.
fn split_conditions(piece: &str, reads: impl Fn(&str) -> bool) -> (&str, Option<&str>) {
    let lower = piece.to_ascii_lowercase();
    let ifs: Vec<usize> = lower.match_indices(" if ").map(|(i, _)| i).collect();
    let at = match ifs.iter().find(|&&i| reads(piece[..i].trim())) {
        Some(&i) => Some(i),
        None if ifs.is_empty() || reads(piece) => None,
        None => Some(ifs[0]),
    };
    match at {
        Some(i) => (piece[..i].trim(), Some(piece[i + 4..].trim())),
        None => (piece, None),
    }
}

/// The moves of the lines read, each with its index among them (what a condition names).
fn given_moves(lines: &[SeasonLine]) -> Vec<(usize, Order)> {
    lines.iter().enumerate().filter(|(_, l)| l.part == SeasonPart::Moves).map(|(i, l)| (i, l.order)).collect()
}

/// Reads a line's conditions (the text after its `if`): one or more joined by `and`, each
/// read by [`condition`] against the season's `moves` (each with the index a
/// [`Condition::Order`] keeps) in the position before the season, for `power`'s line (None:
/// the gamesmaster's).
pub fn conditions(
    map: &Map,
    state: &GameState,
    moves: &[(usize, Order)],
    power: Option<PowerId>,
    text: &str,
) -> Result<Vec<Condition>, ConditionError> {
    text.split(" and ").map(|one| condition(map, state, moves, power, one.trim())).collect()
}

/// Words of the message for a condition that cannot be read.
const FORMS: &str = "a condition reads `<order> succeeds`, `<order> fails`, `<unit> is [not] dislodged`, \
                     `<unit> retreats [to <place>]`, `<unit> does not retreat` or `<unit> is [not] disbanded`";

/// Reads one condition: `<order> succeeds|fails`, `<unit> is [not] dislodged`, `<unit>
/// retreats [to <place>]`, `<unit> does not retreat` or `<unit> is [not] disbanded`.
fn condition(
    map: &Map,
    state: &GameState,
    moves: &[(usize, Order)],
    power: Option<PowerId>,
    text: &str,
) -> Result<Condition, ConditionError> {
    let lower = text.to_ascii_lowercase();
    let ends = |words: &[&str]| words.iter().find_map(|w| lower.strip_suffix(w).map(|s| text[..s.len()].trim()));
    let read = |t: &str| {
        with_units(state, |units| parse_in(map, units, power, t))
            .map(|(o, _)| o)
            .map_err(|e| ConditionError::Order(e.kind))
    };
    // The unit a condition names, as it stood before the season.
    let unit_at = |unit: &str| -> Result<LocId, ConditionError> {
        let Order::Unit { loc, .. } = read(&format!("{unit} H"))? else { return Err(ConditionError::Unreadable) };
        stood_at(map, state, Order::Unit { power: None, kind: None, loc, action: Action::Hold, number: 0 })
            .ok_or_else(|| ConditionError::NoUnitBefore(map.loc_name(loc)))?;
        Ok(loc)
    };
    if let Some(unit) =
        ends(&[" is not dislodged", " not dislodged"]).or_else(|| ends(&[" is dislodged", " dislodged"]))
    {
        let dislodged = !lower.contains("not dislodged");
        return Ok(Condition::Dislodged { loc: unit_at(unit)?, dislodged });
    }
    if let Some(unit) = ends(&[" is not disbanded", " was not disbanded", " not disbanded"])
        .or_else(|| ends(&[" is disbanded", " was disbanded", " disbanded"]))
    {
        let disbanded = !lower.contains("not disbanded");
        return Ok(Condition::Disbanded { loc: unit_at(unit)?, disbanded });
    }
    if let Some(c) = retreat_condition(map, text, &lower, unit_at)? {
        return Ok(c);
    }
    let (order_text, succeeds) = match ends(&[" succeeds", " succeed", " succeeded"]) {
        Some(t) => (t, true),
        None => (ends(&[" fails", " fail", " failed"]).ok_or(ConditionError::Unreadable)?, false),
    };
    let named = read(order_text)?;
    let move_index = moves
        .iter()
        .find(|(_, given)| same_order(*given, named))
        .map(|&(i, _)| i)
        .ok_or_else(|| ConditionError::NotGiven(order_text.to_string()))?;
    Ok(Condition::Order { move_index, succeeds })
}

/// Reads `<unit> retreats [to <place>]` (`retreated`, `-` for `to`) and `<unit> does not
/// retreat [to <place>]` (`did not`), or None if the text is neither.
fn retreat_condition(
    map: &Map,
    text: &str,
    lower: &str,
    unit_at: impl Fn(&str) -> Result<LocId, ConditionError>,
) -> Result<Option<Condition>, ConditionError> {
    const NOT: [&str; 2] = [" does not retreat", " did not retreat"];
    const YES: [&str; 2] = [" retreats", " retreated"];
    let found = NOT.iter().map(|w| (w, false)).chain(YES.iter().map(|w| (w, true))).find_map(|(w, retreated)| {
        lower
            .find(w)
            .filter(|&i| lower[i + w.len()..].is_empty() || lower[i + w.len()..].starts_with(' '))
            .map(|i| (i, i + w.len(), retreated))
    });
    let Some((at, after, retreated)) = found else { return Ok(None) };
    let loc = unit_at(text[..at].trim())?;
    let place = text[after..].trim();
    let place = match place.get(..3) {
        Some(to) if to.eq_ignore_ascii_case("to ") => &place[3..],
        _ => place.strip_prefix('-').unwrap_or(place),
    }
    .trim();
    let to = match place {
        "" => None,
        p => Some(map.lookup(p).ok_or_else(|| ConditionError::UnknownRetreatPlace(p.to_string()))?),
    };
    Ok(Some(Condition::Retreated { loc, to, retreated }))
}

/// Whether a condition's order is the one given (its power may be left unsaid).
fn same_order(given: Order, named: Order) -> bool {
    match (given, named) {
        (Order::Unit { loc: a, action: x, .. }, Order::Unit { loc: b, action: y, .. }) => a == b && x == y,
        _ => false,
    }
}

/// The index of the unit an order names in the position before the season, if one stood there.
pub(crate) fn stood_at(map: &Map, state: &GameState, order: Order) -> Option<usize> {
    let Order::Unit { loc, kind, .. } = order else { return None };
    crate::state::unit_named_at(map, &state.units, map.province_of(loc), kind)
}
