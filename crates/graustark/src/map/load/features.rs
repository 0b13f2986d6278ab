//! Das Dippyspiel's board fields (the crate's `world` feature): what a province or power of the
//! map file says of mines, vents, seas slow to cross, poles, canals, cavalry and the
//! underground, and their checks (`features/checks.rs`). Without the feature none of these
//! fields is read, so a map naming one is refused by that unknown field, and every province and
//! power has none: the site's wasm does not grow for a board it does not play.

#[cfg(feature = "world")]
mod below;
#[cfg(feature = "world")]
mod checks;
#[cfg(feature = "world")]
pub(super) use below::{add_below, connect_below};
#[cfg(feature = "world")]
pub(super) use checks::{RawEconomy, RawPapacy, check_powers, check_provinces, economy, fleet_load, papacy};
pub(super) use read::{canal, cavalry, crossing, mine, pole, underground, vent};

/// The adjacency as it was read: army edges by province, fleet edges by location.
pub(super) type Edges<'a> = (&'a [Vec<crate::map::ProvinceId>], &'a [Vec<crate::map::LocId>]);

/// Nothing to check without the feature: no province or power has a world field.
#[cfg(not(feature = "world"))]
pub(super) fn check_provinces(
    _: &super::RawMap,
    _: &[crate::map::Province],
    _: &[crate::map::Location],
    _: Edges<'_>,
    _: &mut super::Problems,
) {
}

/// Nothing to check without the feature.
#[cfg(not(feature = "world"))]
pub(super) fn check_powers(_: &super::RawMap, _: &mut super::Problems) {}

/// The fields as the map file gives them.
#[cfg(feature = "world")]
mod read {
    use super::super::{RawMap, RawPower, RawProvince};
    use crate::map::Pole;

    /// A mining centre (rule 8).
    pub fn mine(p: &RawProvince) -> bool {
        p.mine
    }
    /// A vent to the underground (rule 7).
    pub fn vent(p: &RawProvince) -> bool {
        p.vent
    }
    /// A canal joining two seas (rule 17).
    pub fn canal(p: &RawProvince) -> bool {
        p.canal
    }
    /// The seasons a move through the province takes: 1, or the map's `crossing` (rule 11; a
    /// value out of range is refused by the checks, and read as 1 meanwhile).
    pub fn crossing(p: &RawProvince) -> u8 {
        p.crossing.and_then(|c| u8::try_from(c).ok()).unwrap_or(1)
    }
    /// The pole the province touches (rule 11).
    pub fn pole(p: &RawProvince) -> Option<Pole> {
        p.pole
    }
    /// A power under the board (rule 7).
    pub fn underground(p: &RawPower) -> bool {
        p.underground
    }
    /// Whether the map plays cavalry (rule 6).
    pub fn cavalry(raw: &RawMap) -> bool {
        raw.cavalry
    }
}

/// Without the feature: none of the fields, on any province or power.
#[cfg(not(feature = "world"))]
mod read {
    use super::super::{RawMap, RawPower, RawProvince};
    use crate::map::Pole;

    pub fn mine(_: &RawProvince) -> bool {
        false
    }
    pub fn vent(_: &RawProvince) -> bool {
        false
    }
    pub fn canal(_: &RawProvince) -> bool {
        false
    }
    pub fn crossing(_: &RawProvince) -> u8 {
        1
    }
    pub fn pole(_: &RawProvince) -> Option<Pole> {
        None
    }
    pub fn underground(_: &RawPower) -> bool {
        false
    }
    pub fn cavalry(_: &RawMap) -> bool {
        false
    }
}
