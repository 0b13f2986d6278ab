//! The units orders may name in a position: by number (the 1958 order sheet) or by place, and
//! the refusals when a number names no unit or a place several.

use super::ParseErrorKind;
use crate::map::{Base, LocId, Map, PowerId, UnitKind};
use crate::state::{GameState, Phase, Unit};

/// The units of a position that orders may name: those on the board, and those the orders
/// are for (the dislodged ones in a retreat phase, else the same).
#[derive(Clone, Copy, Debug)]
pub struct Units<'s> {
    pub board: &'s [Unit],
    pub ordered: &'s [Unit],
}

/// How an order names a unit: by its power and number, or by where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitRef {
    Number { power: PowerId, number: u16 },
    At(LocId),
}

/// The unit `r` names among `units`, as its index: a number names its unit or is refused
/// (`UnknownNumber`); a place names the unit standing in its province, none if the province
/// is empty (the order is then judged as one for a missing unit), and is refused as ambiguous
/// when several stand there (`AmbiguousUnit`, naming them all).
pub fn find_unit(map: &Map, units: &[Unit], r: UnitRef) -> Result<Option<usize>, ParseErrorKind> {
    find_unit_as(map, units, r, None, None)
}

/// [`find_unit`] for an order that writes its unit's `kind` and is given by `power` (each if
/// known): where a Leader shares a province with its army or fleet (Militarism III), `L Par`
/// names the Leader and `A Par` or `Par` the army; where Leaders of several powers share one,
/// the ordering power's. What stands there when nothing of the kind written does is named all
/// the same (the unit-designation rules judge the mismatch).
pub fn find_unit_as(
    map: &Map,
    units: &[Unit],
    r: UnitRef,
    kind: Option<UnitKind>,
    power: Option<PowerId>,
) -> Result<Option<usize>, ParseErrorKind> {
    match r {
        UnitRef::Number { power, number } => units
            .iter()
            .position(|u| u.power == power && u.number == number)
            .map(Some)
            .ok_or_else(|| ParseErrorKind::UnknownNumber { power: map.power(power).name.clone(), number }),
        UnitRef::At(loc) => {
            let p = map.province_of(loc);
            let mut here: Vec<usize> = (0..units.len()).filter(|&i| map.province_of(units[i].loc) == p).collect();
            let leader = |i: &usize| units[*i].kind.accompanies();
            let wants_leader = kind.is_some_and(UnitKind::accompanies);
            if here.iter().any(|i| leader(i) == wants_leader) {
                here.retain(|i| leader(i) == wants_leader);
            }
            // Leaders of several powers in one province: the ordering power's.
            if here.len() > 1
                && here.iter().all(leader)
                && let Some(power) = power
                && here.iter().any(|&i| units[i].power == power)
            {
                here.retain(|&i| units[i].power == power);
            }
            if here.len() <= 1 {
                return Ok(here.first().copied());
            }
            // An army and a fleet sharing a province (1958): `A Lon` names the army, `F Lon` the
            // fleet (the kinds that stack, in a capital or a naval base).
            if let Some(k) = kind.filter(|k| k.base() != Base::None)
                && here.iter().any(|&i| units[i].kind == k)
            {
                here.retain(|&i| units[i].kind == k);
                if here.len() == 1 {
                    return Ok(here.first().copied());
                }
            }
            let units = here.iter().map(|&i| unit_label(map, &units[i])).collect();
            Err(ParseErrorKind::AmbiguousUnit { province: map.province(p).name.clone(), units })
        }
    }
}

/// A unit as messages and reports name it: `French 3 A Bur` (the number left out while 0).
pub fn unit_label(map: &Map, u: &Unit) -> String {
    let adjective = &map.power(u.power).adjective;
    match u.number {
        0 => format!("{adjective} {} {}", u.kind.letter(), map.loc_short(u.loc)),
        n => format!("{adjective} {n} {} {}", u.kind.letter(), map.loc_short(u.loc)),
    }
}

impl<'s> Units<'s> {
    /// The units on the board of a position, orders being for them (a retreat phase's are for
    /// the dislodged units: see [`with_units`]), with the numbers the position gives them.
    pub fn of(state: &'s GameState) -> Units<'s> {
        Units { board: &state.units, ordered: &state.units }
    }
    /// The dislodged units of a position, as a list [`Units::with_ordered`] can take.
    pub fn dislodged_of(state: &GameState) -> Vec<Unit> {
        state.dislodged.iter().map(|d| d.unit).collect()
    }
    /// The same board with orders for `ordered`.
    pub fn with_ordered(self, ordered: &'s [Unit]) -> Units<'s> {
        Units { ordered, ..self }
    }
}

/// Calls `f` with the units orders in `state` may name (the dislodged ones in a retreat phase),
/// numbered first if the position is not (see [`GameState::number_units`]).
pub fn with_units<R>(state: &GameState, f: impl FnOnce(Units<'_>) -> R) -> R {
    if state.needs_numbers() {
        let mut numbered = state.clone();
        numbered.number_units();
        return with_units(&numbered, f);
    }
    if state.phase == Phase::Retreat {
        let dislodged = Units::dislodged_of(state);
        f(Units::of(state).with_ordered(&dislodged))
    } else {
        f(Units::of(state))
    }
}
