//! The map's `calendar`: the first year, and named years (Cat Diplomacy's), checked with their
//! place.

use super::{Problems, RawMap};
use crate::map::error::MapErrorKind as K;
use crate::map::{Calendar, CalendarYear, Opening, PowerId};
use crate::state::{FIRST_YEAR, LAST_YEAR};
use serde::Deserialize;

/// `"calendar": {"first_year": 1, "cycle": ["cassiusica", "andromeda", "tellahoma"]}`: the
/// year the game begins in, and the powers the years are named after, in turn; or the first
/// year alone (`{"first_year": 1501}`, Das Dippyspiel's rule 4), its years shown as numbers.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a calendar: an object with its first_year, and a cycle if years are named")]
pub(super) struct RawCalendar {
    first_year: i32,
    #[serde(default)]
    cycle: Option<Vec<String>>,
    /// The era numbered years are dated in (`"era": "D.N.O."`, Das Dippyspiel's rule 4).
    #[cfg(feature = "world")]
    #[serde(default)]
    era: Option<String>,
}

/// The map's calendar, if it has one: a first year a position may hold (and the winter before
/// it too, on a map that opens with builds), and, if it names years, a cycle of the map's
/// powers, at least one, each once. A power a smaller game leaves out keeps its year, with no
/// patron. Without a cycle the cycle is empty and years are numbers.
pub(super) fn calendar(raw: &RawMap, problems: &mut Problems) -> Option<Calendar> {
    let rc = raw.calendar.as_ref()?;
    let lowest = if raw.opening == Opening::Adjustment { FIRST_YEAR + 1 } else { FIRST_YEAR };
    if !(lowest..=LAST_YEAR).contains(&rc.first_year) {
        problems.add("calendar.first_year", K::FirstYearOutOfRange { year: rc.first_year, lowest });
    }
    let named = rc.cycle.as_deref().unwrap_or_default();
    if rc.cycle.as_ref().is_some_and(Vec::is_empty) {
        problems.add("calendar.cycle", K::EmptyCycle);
    }
    let mut cycle: Vec<CalendarYear> = Vec::with_capacity(named.len());
    for (j, id) in named.iter().enumerate() {
        let at = format!("calendar.cycle[{j}]");
        if named[..j].contains(id) {
            problems.add(at, K::NamedTwice(id.clone()));
        } else if let Some(i) = raw.powers.iter().position(|p| &p.id == id) {
            cycle.push(CalendarYear { name: raw.powers[i].name.clone(), patron: Some(PowerId(i as u8)) });
        } else if let Some((_, name)) = raw.left_out.iter().find(|(gone, _)| gone == id) {
            cycle.push(CalendarYear { name: name.clone(), patron: None });
        } else {
            problems.add(at, K::UnknownPower(id.clone()));
        }
    }
    #[cfg(feature = "world")]
    let era = era(rc, problems);
    Some(Calendar {
        first_year: rc.first_year,
        cycle,
        #[cfg(feature = "world")]
        era,
    })
}

/// The era numbered years are dated in: words, for years shown as numbers (a calendar that
/// names its years has none).
#[cfg(feature = "world")]
fn era(rc: &RawCalendar, problems: &mut Problems) -> String {
    let Some(era) = rc.era.as_deref() else { return String::new() };
    if era.trim().is_empty() || era.trim() != era {
        problems.add("calendar.era", K::BadEra(era.to_string()));
    } else if rc.cycle.is_some() {
        problems.add("calendar.era", K::EraWithCycle);
    }
    era.trim().to_string()
}
