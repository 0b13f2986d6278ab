//! The map's `calendar`: named years (Cat Diplomacy's), checked with their place.

use super::{Problems, RawMap};
use crate::map::error::MapErrorKind as K;
use crate::map::{Calendar, CalendarYear, Opening, PowerId};
use crate::state::{FIRST_YEAR, LAST_YEAR};
use serde::Deserialize;

/// `"calendar": {"first_year": 1, "cycle": ["cassiusica", "andromeda", "tellahoma"]}`: the
/// year the game begins in, and the powers the years are named after, in turn.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a calendar: an object with its first_year and cycle")]
pub(super) struct RawCalendar {
    first_year: i32,
    cycle: Vec<String>,
}

/// The map's calendar, if it has one: a first year a position may hold (and the winter before
/// it too, on a map that opens with builds), and a cycle of the
/// map's powers, at least one, each once. A power a smaller game leaves out keeps its year,
/// with no patron.
pub(super) fn calendar(raw: &RawMap, problems: &mut Problems) -> Option<Calendar> {
    let rc = raw.calendar.as_ref()?;
    let lowest = if raw.opening == Opening::Adjustment { FIRST_YEAR + 1 } else { FIRST_YEAR };
    if !(lowest..=LAST_YEAR).contains(&rc.first_year) {
        problems.add("calendar.first_year", K::FirstYearOutOfRange { year: rc.first_year, lowest });
    }
    if rc.cycle.is_empty() {
        problems.add("calendar.cycle", K::EmptyCycle);
    }
    let mut cycle: Vec<CalendarYear> = Vec::with_capacity(rc.cycle.len());
    for (j, id) in rc.cycle.iter().enumerate() {
        let at = format!("calendar.cycle[{j}]");
        if rc.cycle[..j].contains(id) {
            problems.add(at, K::NamedTwice(id.clone()));
        } else if let Some(i) = raw.powers.iter().position(|p| &p.id == id) {
            cycle.push(CalendarYear { name: raw.powers[i].name.clone(), patron: Some(PowerId(i as u8)) });
        } else if let Some((_, name)) = raw.left_out.iter().find(|(gone, _)| gone == id) {
            cycle.push(CalendarYear { name: name.clone(), patron: None });
        } else {
            problems.add(at, K::UnknownPower(id.clone()));
        }
    }
    Some(Calendar { first_year: rc.first_year, cycle })
}
