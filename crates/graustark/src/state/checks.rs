//! The checks a position's units pass, whether read from a game file or a judge's case: who may
//! share a province, the fleet each army on board names, unit numbers used once, and the
//! capital of the moment.

use super::{Carriers, StateError, StateErrorKind, Unit, UsedNumbers};
use crate::map::{Base, Map, PowerId, ProvinceId};

/// Checks that no two units stand in one province (the coasts of a split-coast province are
/// one province) unless the map lets them stack there (one power's armies in its capital, its
/// fleets in a naval base: `capital` gives each power's capital now; beside them at most one
/// of its units of the other kind, `Map::may_share`), that each army on
/// board names a fleet of its power in its province that carries no other army, and that each
/// power has at most one Leader, beside nothing but its own army or fleet or other powers'
/// Leaders (Militarism III, see `mechanics/leaders/position.rs`). The error
/// names the unit's field (`units[i]`). Positions read from game files and the judge's cases
/// both pass through here.
pub fn check_sharing(
    map: &Map,
    units: &[Unit],
    capital: impl Fn(PowerId) -> Option<ProvinceId>,
) -> Result<(), StateError> {
    let mut first: Vec<Option<usize>> = vec![None; map.provinces.len()];
    // The armies and fleets of each province where units share, counted from the first time
    // two meet there (nothing is counted, nor allocated, where none share): the units raised
    // in a capital and in a naval base, the kinds that stack there.
    let mut shared: Vec<(u32, u32)> = Vec::new();
    let kinds = |u: &Unit| (u32::from(u.kind.base() == Base::Capital), u32::from(u.kind.base() == Base::NavalBase));
    // Each army on board finds its fleet in one look, and the fleets already carrying one are
    // marked, per power: linear in the units, however many stack.
    let carriers = Carriers::of(units);
    let mut carrying: Vec<UsedNumbers> = vec![UsedNumbers::default(); map.powers.len()];
    for (i, u) in units.iter().enumerate().filter(|(_, u)| !u.kind.accompanies()) {
        let p = map.province_of(u.loc);
        let province = || map.province(p).name.clone();
        let at = || format!("units[{i}]");
        if u.aboard() {
            let Some(_fleet) = carriers.find(map, u.power, u.carrier, p) else {
                return Err(StateError::new(
                    at(),
                    StateErrorKind::NoCarrier { number: u.carrier, province: province() },
                ));
            };
            // The fleet's own power and number (a foreign one's, an A/F's, with the world game).
            #[cfg(feature = "world")]
            let (power, number) = (units[_fleet].power, units[_fleet].number);
            #[cfg(not(feature = "world"))]
            let (power, number) = (u.power, u.carrier);
            if !carrying[power.0 as usize].insert(number) {
                return Err(StateError::new(at(), StateErrorKind::CarrierFull { number: u.carrier }));
            }
            continue;
        }
        let Some(f) = first[p.0 as usize] else {
            first[p.0 as usize] = Some(i);
            continue;
        };
        let o = &units[f];
        if shared.is_empty() {
            shared = vec![(0, 0); map.provinces.len()];
        }
        let count = &mut shared[p.0 as usize];
        if *count == (0, 0) {
            *count = kinds(o);
        }
        let (army, fleet) = kinds(u);
        *count = (count.0 + army, count.1 + fleet);
        // One power's armies and fleets, where the map lets them share (1958).
        let shares = o.power == u.power
            && army + fleet == 1
            && count.0 + count.1 > 1
            && map.may_share(u.power, p, capital(u.power), count.0, count.1);
        if !shares {
            let kind = if map.stacking.any() {
                StateErrorKind::StackNotAllowed { province: province() }
            } else {
                StateErrorKind::SecondUnit { province: province() }
            };
            return Err(StateError::new(at(), kind));
        }
    }
    super::leaders::check_leaders(map, units)
}

/// The capital of `power` given the capitals a position moved (indexed by power, None or
/// absent for the map's).
pub(crate) fn capital_of(map: &Map, capitals: &[Option<ProvinceId>], power: PowerId) -> Option<ProvinceId> {
    capitals.get(power.0 as usize).copied().flatten().or(map.power(power).capital)
}

/// Checks that no power numbers two units alike (units on the board, then dislodged ones; the
/// error names the second one's field: `units[i]`, or `dislodged[i - board]`).
pub fn numbers_once<'u>(map: &Map, units: impl Iterator<Item = &'u Unit>, board: usize) -> Result<(), StateError> {
    let mut seen: Vec<UsedNumbers> = vec![UsedNumbers::default(); map.powers.len()];
    for (i, u) in units.enumerate() {
        if !seen[u.power.0 as usize].insert(u.number) {
            let at = if i < board { format!("units[{i}]") } else { format!("dislodged[{}]", i - board) };
            let power = map.power(u.power).name.clone();
            return Err(StateError::new(at, StateErrorKind::NumberTwice { power, number: u.number }));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check_sharing;
    use crate::map::{Map, UnitKind};
    use crate::state::Unit;

    /// The kinds that stack are those raised at a base: a coast guard, raised at none, shares
    /// with nothing, even in a capital where armies stack.
    #[test]
    fn armies_stack_in_the_capital_and_a_coast_guard_with_nothing() {
        let map = Map::from_json(include_str!("../../../../maps/standard-1958/map.json")).unwrap();
        let lon = map.lookup("lon").unwrap();
        let england = map.lookup_power("england").unwrap();
        let capital = |p| map.power(p).capital;
        let unit = |kind| Unit::new(england, kind, lon);
        assert!(check_sharing(&map, &[unit(UnitKind::Army), unit(UnitKind::Army)], capital).is_ok());
        assert!(check_sharing(&map, &[unit(UnitKind::Army), unit(UnitKind::Fleet)], capital).is_ok());
        assert!(check_sharing(&map, &[unit(UnitKind::Army), unit(UnitKind::CoastGuard)], capital).is_err());
        assert!(check_sharing(&map, &[unit(UnitKind::CoastGuard), unit(UnitKind::Army)], capital).is_err());
    }
}
