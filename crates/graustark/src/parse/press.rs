//! Press on an order sheet (God Save The Zine house rules 10.1: "Press releases for publication
//! alongside the game are welcome and may be conditional on that season's moves"): printed in
//! the report as written, never read as orders.
//!
//! A press line starts with `>` (after any spaces), as a quoted line of an e-mail does; its
//! text is what follows the `>` and one space after it, kept as written (`#`, `;` and `:`
//! included; only the line's trailing spaces are dropped). Consecutive press lines are one
//! release; any other line, a blank one too, ends it. A line `>` alone is a blank line inside
//! a release. Press lines may stand anywhere on a sheet and change neither the power nor the
//! part of the season the lines after them belong to.
//!
//! ```text
//! England: F Lon - Nth; A Lvp - Yor
//! > London (Govt.): England wants only peace.
//! >
//! > And Belgium.
//!
//! > if F Lon - Nth succeeds: North Sea: the Royal Navy is here.
//! France: A Par - Bur
//! ```
//!
//! That sheet carries two releases, and France's order after them; the second is printed only
//! if the fleet reached the North Sea.
//!
//! **Who sent it.** A release belongs to the power named last before it on its sheet
//! (`England:` at a line's start, as the sheet readers take it); one before any power's name,
//! to the first power the sheet names; on a sheet that names no power (which can carry no
//! orders, so only the gamesmaster writes it), to the gamesmaster. Above, both releases are
//! England's, and "Versailles" (the gamesmaster's) or "Paris (Govt.)" (France's) would have
//! been refused in them.
//!
//! **Conditions** (10.1). A release whose first line starts with `if` is printed only if its
//! conditions hold: the line's words up to its first `:` (or the whole line) are conditions in
//! the season sheet's grammar (`if A Par - Bur succeeds`, `and` between several;
//! [`super::conditions`]), checked by the season's one checker (`crate::season::SeasonFacts`);
//! the rest of the line, if any, starts the release.
//!
//! **Datelines** (10.2, 10.3). A release's dateline is the start of its first line, up to its
//! first `:`, ` - ` or `,` (or the whole line when the release goes on below it). "Versailles"
//! is the gamesmaster's own; a power's seat (`Map` `Power::seat`: the standard map's seven
//! capitals, "Vie, Lon, Par, Ber, Rom, StP, Con", by any of their names) and the power's name
//! followed by "(Govt.)" are the power's own. Anyone else's release under one is refused.

use super::season::{Condition, ConditionError, conditions};
use super::sheet::power_heading;
use crate::map::{Map, PowerId};
use crate::order::Order;
use crate::state::GameState;

/// The text of a press line (after its `>`), or None if the line is not press.
pub fn press_line(raw: &str) -> Option<&str> {
    let rest = raw.trim_start().strip_prefix('>')?;
    let rest = rest.strip_prefix(' ').unwrap_or(rest);
    Some(rest.trim_end())
}

/// The press releases of a sheet, in the order written, each its lines joined by `\n` (blank
/// `>` lines at a release's start or end left out).
pub fn sheet_press(text: &str) -> Vec<String> {
    releases_of(text).into_iter().map(|(_, r)| r).collect()
}

/// The releases of a sheet, each with the 1-based line it starts on.
fn releases_of(text: &str) -> Vec<(usize, String)> {
    let mut releases: Vec<(usize, String)> = Vec::new();
    let mut open = false;
    for (i, raw) in text.lines().enumerate() {
        match press_line(raw) {
            Some(line) if open => {
                if let Some((_, last)) = releases.last_mut() {
                    last.push('\n');
                    last.push_str(line);
                }
            }
            Some(line) => {
                releases.push((i + 1, line.to_string()));
                open = true;
            }
            None => open = false,
        }
    }
    // Blank `>` lines before or after a release are no part of it; one of nothing but blank
    // lines says nothing.
    releases
        .into_iter()
        .map(|(at, r)| {
            let blank_before = r.len() - r.trim_start_matches('\n').len();
            (at + blank_before, r.trim_matches('\n').to_string())
        })
        .filter(|(_, r)| !r.trim().is_empty())
        .collect()
}

/// Who sent a release.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sender {
    Power(PowerId),
    /// A sheet that names no power: the gamesmaster's own.
    Gamesmaster,
}

/// A release as a sheet sent it, its conditions not yet read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SentRelease {
    /// Which of the phase's sheets it is on (0 for the first).
    pub sheet: usize,
    /// The 1-based line it starts on.
    pub line: usize,
    pub sender: Sender,
    /// Its first line as written (for messages).
    pub first_line: String,
    /// The text of its conditions (after its first line's `if`), if it has any.
    pub condition: Option<String>,
    /// The release as printed (its condition left out).
    pub text: String,
}

/// The releases of one of the phase's sheets (`sheet`, its index), each with its sender.
pub fn sheet_releases(map: &Map, sheet: usize, text: &str) -> Vec<SentRelease> {
    // The power each line falls under (named on it or before it).
    let mut named = Vec::new();
    let mut power = None;
    for raw in text.lines() {
        if press_line(raw).is_none()
            && let Some((p, _)) = power_heading(map, raw.split('#').next().unwrap_or(""))
        {
            power = Some(p);
        }
        named.push(power);
    }
    let first = named.iter().flatten().next().copied();
    releases_of(text)
        .into_iter()
        .map(|(line, release)| {
            let sender = named[line - 1].or(first).map_or(Sender::Gamesmaster, Sender::Power);
            let (condition, text) = split_condition(&release);
            let first_line = release.lines().next().unwrap_or("").to_string();
            SentRelease { sheet, line, sender, first_line, condition, text }
        })
        .collect()
}

/// A release's conditions (its first line's words after `if`, up to a `:` or the line's end)
/// and the rest of it.
fn split_condition(release: &str) -> (Option<String>, String) {
    let (first, rest) = release.split_once('\n').unwrap_or((release, ""));
    let starts_with_if = first.get(..3).is_some_and(|w| w.eq_ignore_ascii_case("if "));
    if !starts_with_if {
        return (None, release.to_string());
    }
    let (condition, after) = first[3..].split_once(':').unwrap_or((&first[3..], ""));
    let text = [after.trim(), rest].iter().filter(|t| !t.is_empty()).copied().collect::<Vec<_>>().join("\n");
    (Some(condition.trim().to_string()), text.trim_matches('\n').to_string())
}

/// A release read: by whom, on what conditions, and its text as printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Release {
    pub sheet: usize,
    pub line: usize,
    pub sender: Sender,
    /// All must hold for the release to be printed.
    pub conditions: Vec<Condition>,
    pub text: String,
}

/// Why a release cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PressProblem {
    /// Its dateline is reserved to someone else (house rules 10.2, 10.3).
    Reserved { dateline: String, owner: Sender },
    /// Its conditions cannot be read.
    Condition(ConditionError),
    /// It waits on retreats, which are not known when it is printed.
    RetreatsUnknown,
}

/// A release that cannot be taken: where, its first line as written, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PressError {
    pub sheet: usize,
    pub line: usize,
    pub text: String,
    pub problem: PressProblem,
}

impl PressError {
    /// The problem in words, naming the dateline's owner by the map's names.
    pub fn message(&self, map: &Map) -> String {
        match &self.problem {
            PressProblem::Reserved { dateline, owner: Sender::Gamesmaster } => {
                format!("the dateline \"{dateline}\" is the gamesmaster's reserved dateline (house rule 10.2)")
            }
            PressProblem::Reserved { dateline, owner: Sender::Power(p) } => format!(
                "the dateline \"{dateline}\" is reserved for {} (house rule 10.3), and this release is not theirs",
                map.power(*p).name
            ),
            PressProblem::Condition(why) => why.to_string(),
            PressProblem::RetreatsUnknown => {
                "press printed with the moves cannot wait on retreats (a game played a phase at a time retreats later)"
                    .into()
            }
        }
    }
}

/// Reads the releases sent with a phase (or season) played from `state`: each one's
/// conditions against the orders given (`moves`, each with the index its
/// [`Condition::Order`] keeps), its dateline against who sent it. `retreats_known`: whether
/// the retreats are played before the press is printed (a season of the two-season year).
pub fn read_press(
    map: &Map,
    state: &GameState,
    moves: &[(usize, Order)],
    sent: Vec<SentRelease>,
    retreats_known: bool,
) -> Result<Vec<Release>, Vec<PressError>> {
    let mut read = Vec::new();
    let mut errors = Vec::new();
    for r in sent {
        let power = match r.sender {
            Sender::Power(p) => Some(p),
            Sender::Gamesmaster => None,
        };
        let conditions = r.condition.as_deref().map_or(Ok(Vec::new()), |c| {
            let read = conditions(map, state, moves, power, c).map_err(PressProblem::Condition)?;
            if !retreats_known && read.iter().any(|c| c.on_retreats()) {
                return Err(PressProblem::RetreatsUnknown);
            }
            Ok(read)
        });
        let reserved = reserved_dateline(map, &r.text).filter(|&(_, owner)| owner != r.sender);
        let problem = match (conditions, reserved) {
            (_, Some((dateline, owner))) => Err(PressProblem::Reserved { dateline, owner }),
            (Err(p), None) => Err(p),
            (Ok(c), None) => Ok(c),
        };
        match problem {
            Ok(conditions) => {
                read.push(Release { sheet: r.sheet, line: r.line, sender: r.sender, conditions, text: r.text })
            }
            Err(problem) => {
                errors.push(PressError { sheet: r.sheet, line: r.line, text: r.first_line, problem });
            }
        }
    }
    if errors.is_empty() { Ok(read) } else { Err(errors) }
}

/// The dateline a release starts with and whose it is, if it is reserved: "Versailles" the
/// gamesmaster's (10.2), a power's seat or its name followed by "(Govt.)" the power's (10.3).
pub fn reserved_dateline(map: &Map, release: &str) -> Option<(String, Sender)> {
    let (first, more) = release.split_once('\n').map_or((release, false), |(f, _)| (f, true));
    let end = [":", " - ", ","].iter().filter_map(|m| first.find(m)).min();
    let dateline = match end {
        Some(i) => first[..i].trim(),
        None if more => first.trim(),
        None => return None,
    };
    let govt = ["(govt.)", "(govt)", "govt.", "(government)"].iter().find_map(|g| {
        let at = dateline.len().checked_sub(g.len())?;
        dateline.get(at..).filter(|tail| tail.eq_ignore_ascii_case(g)).map(|_| dateline[..at].trim())
    });
    let place = govt.unwrap_or(dateline);
    let owner = if crate::case::lowercase(place) == "versailles" {
        Some(Sender::Gamesmaster)
    } else if let Some(p) = map.lookup(place).map(|l| map.province_of(l)) {
        (0..map.powers.len()).map(|i| PowerId(i as u8)).find(|&o| map.power(o).seat == Some(p)).map(Sender::Power)
    } else {
        govt.and_then(|_| map.lookup_power(place)).map(Sender::Power)
    };
    owner.map(|o| (dateline.to_string(), o))
}
