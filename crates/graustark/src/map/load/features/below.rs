//! The underground's places (Das Dippyspiel, rule 7): "units are brought to the surface by
//! means of vents, and are considered as attacking the surface province in which the vent is
//! located from Pollutidar". On a board with vents and an underground power the map gains,
//! after the provinces its file gives, places no unit of a position ever stands at:
//!
//! - the first, named for the power (its id and name, and its first four letters: `Poll`), is
//!   the underground as orders write it: `A Pollutidar-Scot`, `A Scot-Pollutidar`;
//! - then one for each vent a unit may come up at in one season (at most
//!   [`MOST_OPEN`](crate::mechanics::vents::MOST_OPEN) are open), from which a move to every
//!   province a unit may enter is an edge (rule 16's new vents "may be opened anywhere"):
//!   `mechanics::surfacing` stands each unit coming up at its own, only at a vent open in the
//!   position, so the one resolver plays its attack as any other;
//! - last, the one where the units going down wait while the season is played.
//!
//! They are impassable and their edges go one way, out: nothing on the surface borders them,
//! so no surface unit moves, supports, convoys or retreats into them ("The surface powers may
//! not attack Pollutidar through the vents"). Only the first is named; the others are found
//! by [`crate::map::Map::below`].

use super::super::places::Places;
use super::super::{Problems, RawMap};
use crate::map::{LocId, Location, Province, ProvinceId, ProvinceKind};

use crate::map::BELOW_PLACES as PLACES;

/// Adds the underground's places after the provinces, where the board has vents and an
/// underground power.
pub(in crate::map::load) fn add_below(raw: &RawMap, places: &mut Places, problems: &mut Problems) {
    let Some(power) = raw.powers.iter().find(|p| p.underground) else { return };
    if !raw.provinces.iter().any(|p| p.vent) {
        return;
    }
    let first = places.provinces.len();
    for k in 0..PLACES {
        let i = places.provinces.len();
        let id = if k == 0 { power.id.clone() } else { format!("{}-{k}", power.id) };
        if k == 0 {
            let at = format!("powers[{}]", power.id);
            let short: String = power.name.chars().take(4).collect();
            for name in [&power.id, &power.name, &short] {
                places.register(problems, &at, name, LocId(i as u16));
            }
        }
        places.locations.push(Location { province: ProvinceId(i as u16), coast: None, coast_name: None });
        places.provinces.push(Province {
            id,
            name: power.name.clone(),
            kind: ProvinceKind::Impassable,
            supply_centre: false,
            home_of: None,
            coasts: Vec::new(),
            mine: false,
            vent: false,
            canal: false,
            crossing: 1,
            pole: None,
        });
    }
    debug_assert_eq!(places.provinces.len(), first + PLACES);
}

/// Gives each place a unit comes up from its edges out to every province a unit may enter: an
/// army's to each on land, a fleet's to each at sea or on a coast (each coast of a province that
/// has several). Not only to the map's vents: rule 16's new vents "may be opened anywhere", and
/// `mechanics::surfacing` lets a unit up only at a vent open in the position. Returns the first
/// place, if the board has them.
pub(in crate::map::load) fn connect_below(
    raw: &RawMap,
    places: &Places,
    army: &mut [Vec<ProvinceId>],
    fleet: &mut [Vec<LocId>],
) -> Option<ProvinceId> {
    let first = raw.provinces.len();
    if places.provinces.len() == first {
        return None;
    }
    let by_land: Vec<ProvinceId> = (0..first)
        .filter(|&i| matches!(places.provinces[i].kind, ProvinceKind::Land | ProvinceKind::Coast))
        .map(|i| ProvinceId(i as u16))
        .collect();
    let mut by_sea: Vec<LocId> = Vec::new();
    for (i, p) in places.provinces[..first].iter().enumerate() {
        match p.kind {
            ProvinceKind::Sea => by_sea.push(LocId(i as u16)),
            ProvinceKind::Coast if p.coasts.is_empty() => by_sea.push(LocId(i as u16)),
            ProvinceKind::Coast => by_sea.extend(&p.coasts),
            _ => {}
        }
    }
    for k in 1..PLACES - 1 {
        army[first + k] = by_land.clone();
        fleet[first + k] = by_sea.clone();
    }
    Some(ProvinceId(first as u16))
}
