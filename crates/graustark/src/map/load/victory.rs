//! The map's victory condition: `victory` (a measure and a count), or the older
//! `victory_centres`, checked against the map's centres.

use super::{Problems, RawMap};
use crate::map::error::MapErrorKind as K;
use crate::map::{Power, Province, Victory, VictoryMeasure};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a victory: an object with its measure and count")]
pub(super) struct RawVictory {
    pub(super) measure: RawMeasure,
    /// How many centres or units; none under `control`.
    #[serde(default)]
    pub(super) count: Option<u32>,
}

#[derive(Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase", expecting = "a victory measure: centres, units or control")]
pub(super) enum RawMeasure {
    Centres,
    Units,
    Control,
    #[cfg(feature = "world")]
    Papal,
}

/// The victory condition: `victory`, or the older `victory_centres` (one of the two). A count
/// (of centres or units) is between 1 and the number of supply centres (no more units than
/// centres can stand after adjustments); `control` takes no count, and its `count` is the
/// fewest centres a winner holds (see [`Victory`]).
pub(super) fn victory(raw: &RawMap, provinces: &[Province], powers: &[Power], problems: &mut Problems) -> Victory {
    let centres = provinces.iter().filter(|p| p.supply_centre).count();
    let (at, measure, count) = match (&raw.victory, raw.victory_centres) {
        (Some(v), None) => {
            let measure = match v.measure {
                RawMeasure::Centres => VictoryMeasure::Centres,
                RawMeasure::Units => VictoryMeasure::Units,
                RawMeasure::Control => VictoryMeasure::Control,
                #[cfg(feature = "world")]
                RawMeasure::Papal => VictoryMeasure::Papal,
            };
            ("victory.count", measure, v.count)
        }
        (None, Some(count)) => ("victory_centres", VictoryMeasure::Centres, Some(count)),
        (Some(_), Some(_)) => {
            problems.add("victory", K::VictoryTwice);
            return Victory { measure: VictoryMeasure::Centres, count: 0 };
        }
        (None, None) => {
            problems.add("victory", K::NoVictory);
            return Victory { measure: VictoryMeasure::Centres, count: 0 };
        }
    };
    if measure == VictoryMeasure::Control {
        if count.is_some() {
            problems.add(at, K::VictoryCountUnused);
        }
        let neutral = provinces.iter().filter(|p| p.supply_centre && p.home_of.is_none()).count();
        let fewest = powers.iter().map(|p| p.home_centres.len()).min().unwrap_or(0);
        return Victory { measure, count: (neutral + fewest) as u32 };
    }
    let Some(count) = count else {
        problems.add("victory", K::VictoryCountMissing);
        return Victory { measure, count: 0 };
    };
    if count == 0 {
        problems.add(at, K::NoVictoryCentres);
    } else if count as usize > centres {
        problems.add(at, K::VictoryAboveCentres { needed: count, centres });
    }
    Victory { measure, count }
}
