//! A build order checked on its own: its power, its site and the unit it raises there (the
//! count of builds due and the other builds of the phase are the adjudicator's).

use super::due::{raised_here, room_to_raise, site_kinds};
use crate::map::{Allowed, LocId, Map, MapSwitch, PowerId, ProvinceId, ProvinceKind, Terrain, UnitKind};
use crate::resolve::outcome::{Illegal, Reason};
use crate::rules::{BuildCentres, BuildCoast, BuildDesignation, FleetBuildOnLand, Rules};
use crate::state::{GameState, Unit};

/// The power a build order is for: the one written, or the power whose build centre (home
/// centre) its province is.
pub(super) fn build_power(map: &Map, state: &GameState, written: Option<PowerId>, loc: LocId) -> Option<PowerId> {
    let p = map.province_of(loc);
    #[cfg(feature = "world")]
    if let Some(c) = state.economy.church.centre_in(p).filter(|_| written.is_none()) {
        return Some(c.owner);
    }
    written.or_else(|| state.build_centre_of(map, p))
}

/// Why `power` may not raise a unit of `kind` at `p`: a build centre (home centre) of its own
/// that it owns (unless the rules allow the guerilla raise), or for Das Dippyspiel's papal
/// units a papal centre of its own (rule 5: "Papal centers support only Papal units").
fn site_problem(
    map: &Map,
    state: &GameState,
    power: PowerId,
    kind: Option<UnitKind>,
    p: ProvinceId,
    rules: &Rules,
) -> Option<Illegal> {
    #[cfg(feature = "world")]
    if let Some(papal) = papal_site(state, power, kind, p) {
        return papal.err();
    }
    #[cfg(not(feature = "world"))]
    let _ = kind;
    if state.build_centre_of(map, p) != Some(power) {
        return Some(Illegal::NotHomeCentre(p));
    }
    if state.owners[p.0 as usize] != Some(power) && rules.build_centres == BuildCentres::OwnedHome {
        return Some(Illegal::NotOwned(p));
    }
    None
}

/// Where a papal centre or a papal unit decides the site: a papal unit only on its power's
/// papal centre, and on that centre nothing else; None elsewhere.
#[cfg(feature = "world")]
fn papal_site(state: &GameState, power: PowerId, kind: Option<UnitKind>, p: ProvinceId) -> Option<Result<(), Illegal>> {
    let mine = state.economy.church.centre_in(p).is_some_and(|c| c.owner == power);
    match (kind.is_some_and(|k| k.supply() == crate::map::Supply::Papal), mine) {
        (true, true) => Some(Ok(())),
        (true, false) => Some(Err(Illegal::NotPapalCentreOf(p))),
        (false, true) => Some(Err(Illegal::OnlyPapalUnits(p))),
        (false, false) => None,
    }
}

/// Checks a build order: an owned, empty home centre, and a unit that can stand there.
pub(super) fn check_build(
    map: &Map,
    state: &GameState,
    power: PowerId,
    kind: Option<UnitKind>,
    loc: LocId,
    rules: &Rules,
) -> Result<Unit, Reason> {
    let p = map.province_of(loc);
    let prov = map.province(p);
    let no = |i: Illegal| Err(Reason::Illegal(i));
    if let Some(problem) = site_problem(map, state, power, kind, p, rules) {
        return no(problem);
    }
    let mut here = state.units.iter().filter(|u| {
        map.province_of(u.loc) == p && !u.aboard() && !crate::mechanics::leaders::adjust::leaves_room(u, power)
    });
    if here.next().is_some() && !map.stacking.any() {
        return no(Illegal::Occupied(p));
    }
    // DATC 4.C.3: without a unit type, an army inland, a fleet where a coast is named.
    let kind = match (kind, rules.build_designation) {
        (Some(k), _) => k,
        (None, BuildDesignation::Fails) => return no(Illegal::KindNeeded(p)),
        (None, _) if prov.kind == ProvinceKind::Land => UnitKind::Army,
        (None, BuildDesignation::ArmyInlandFleetOnCoast) if loc != map.province_loc(p) => UnitKind::Fleet,
        (None, _) => return no(Illegal::KindNeeded(p)),
    };
    // Only its own units, where the map lets the new one stand beside them, leave room.
    if !room_to_raise(map, state, power, kind, p) {
        return no(Illegal::Occupied(p));
    }
    if let Allowed::ByMap(switch) = kind.allowed()
        && !map.lets_in(switch)
    {
        return no(match switch {
            MapSwitch::CoastGuards => Illegal::NoCoastGuards,
            #[cfg(feature = "world")]
            MapSwitch::Cavalry => Illegal::NoCavalry,
            #[cfg(feature = "world")]
            MapSwitch::Papacy => Illegal::NoPapacy,
        });
    }
    place_build(map, power, kind, loc, rules)
}

/// Where the unit a build raises stands, by where its kind moves: in the province itself
/// (armies, Leaders); on the coast named, or the only coast (fleets, and coast guards, which
/// stand on the coast as a fleet does and never at sea or inland).
fn place_build(map: &Map, power: PowerId, kind: UnitKind, loc: LocId, rules: &Rules) -> Result<Unit, Reason> {
    let p = map.province_of(loc);
    let prov = map.province(p);
    let no = |i: Illegal| Err(Reason::Illegal(i));
    let named_coast = loc != map.province_loc(p);
    match kind.terrain() {
        Terrain::Land | Terrain::LandOrSea => Ok(Unit::new(power, kind, map.province_loc(p))),
        Terrain::Coast if prov.kind != ProvinceKind::Coast => no(Illegal::CannotEnter(kind, p)),
        Terrain::Coast if !prov.coasts.is_empty() && !named_coast => no(Illegal::CoastNeeded(p)),
        Terrain::Coast => Ok(Unit::new(power, kind, loc)),
        Terrain::Water if prov.kind == ProvinceKind::Land => match rules.fleet_build_on_land {
            FleetBuildOnLand::Fails => no(Illegal::FleetInland(p)),
            FleetBuildOnLand::BuildsArmy => Ok(Unit::new(power, UnitKind::Army, map.province_loc(p))),
        },
        Terrain::Water if prov.coasts.is_empty() => Ok(Unit::new(power, kind, map.province_loc(p))),
        Terrain::Water if named_coast => Ok(Unit::new(power, kind, loc)),
        // DATC 4.B.7: the early e-mail judges built on a default coast, the first listed.
        Terrain::Water => match rules.build_coast {
            BuildCoast::Fails => no(Illegal::CoastNeeded(p)),
            BuildCoast::DefaultCoast => Ok(Unit::new(power, kind, prov.coasts[0])),
        },
    }
}

/// Checks a build's unit against the `build_sites` rule: an army in the capital, a fleet in a
/// naval base the power holds.
pub(super) fn check_site(map: &Map, state: &GameState, unit: Unit, rules: &Rules) -> Result<Unit, Reason> {
    let p = map.province_of(unit.loc);
    if raised_here(site_kinds(map, state, unit.power, p, rules), unit.kind) {
        return Ok(unit);
    }
    Err(Reason::Illegal(match unit.kind.base() {
        crate::map::Base::Capital => Illegal::NotCapital(p),
        _ => Illegal::NotNavalBase(p),
    }))
}
