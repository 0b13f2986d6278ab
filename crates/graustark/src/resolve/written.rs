//! What an order writes besides its move, checked against the board as the rules say: the
//! coast a support names (DATC 4.B.4), the nationality it names (4.C.5 and 4.C.6, and the 1958
//! rule for foreign units), and the type of unit any order names (4.C.1 and 4.C.2).

use super::outcome::Illegal;
use super::prepare::Prepared;
use crate::map::{LocId, UnitKind};
use crate::order::{Action, Order};
use crate::rules::{SupportCoast, SupportNationality, UnitDesignation};

/// The destination location a support order names (with its coast, if written).
pub(crate) fn support_dest(orders: &[Order], oi: u32) -> Option<LocId> {
    match orders.get(oi as usize).copied() {
        Some(Order::Unit { action: Action::Support { dest, .. }, .. }) => dest,
        _ => None,
    }
}

/// DATC 4.B.4 and 6.B.9: a support naming a coast must name the coast the fleet moves to; a
/// support naming no coast matches any coast (or only the supporter's own fleet's, if chosen).
/// `written` gives the place the support names, with its coast if any.
pub(crate) fn support_coast_matches(
    b: &Prepared,
    supporter: usize,
    target: usize,
    written: impl FnOnce() -> Option<LocId>,
    moved_to: LocId,
) -> bool {
    let map = b.map;
    if map.province(map.province_of(moved_to)).coasts.is_empty() || b.units[target].kind.terrain().stands_on_provinces()
    {
        return true;
    }
    if b.rules.support_coast == SupportCoast::Ignored {
        return true;
    }
    let Some(written) = written() else { return true };
    if written == map.province_loc(map.province_of(written)) {
        return match b.rules.support_coast {
            SupportCoast::AnyUnit | SupportCoast::Ignored | SupportCoast::Illegal => true,
            SupportCoast::OwnUnitOnly => b.units[target].power == b.units[supporter].power,
            SupportCoast::Required => false,
        };
    }
    written == moved_to
}

/// DATC 4.B.4 under `support_coast=illegal` (DAIDE, whose support has no coast): the problem
/// with a support to move that names a coast, if the rules make it illegal.
#[cold]
pub(crate) fn coast_problem(b: &Prepared) -> Option<Illegal> {
    (b.rules.support_coast == SupportCoast::Illegal).then_some(Illegal::CoastInSupport)
}

/// DATC 4.C.5-4.C.6 (and the 1958 rule for foreign units): whether the nationality written in
/// the support given by unit `supporter` makes it illegal.
pub(crate) fn nationality_problem(b: &Prepared, supporter: u32, action: Action) -> Option<Illegal> {
    if b.rules.support_nationality == SupportNationality::Ignore {
        return None;
    }
    let Action::Support { target, target_power, .. } = action else { return None };
    let actual = b.occupant_of(b.map.province_of(target)).map(|t| b.units[t as usize].power)?;
    match (b.rules.support_nationality, target_power) {
        (SupportNationality::Ignore, _) => None,
        (_, Some(p)) if p != actual => Some(Illegal::WrongNationality),
        (SupportNationality::Required, None) => Some(Illegal::MissingNationality),
        (SupportNationality::RequiredForForeign, None) if actual != b.units[supporter as usize].power => {
            Some(Illegal::MissingNationality)
        }
        _ => None,
    }
}

/// DATC 4.C.1-4.C.2: whether the unit type written in an order makes it illegal.
pub(crate) fn designation_problem(rule: UnitDesignation, order: &Order, actual: UnitKind) -> Option<Illegal> {
    if rule == UnitDesignation::Ignore {
        return None;
    }
    let Order::Unit { kind, .. } = *order else { return None };
    match (rule, kind) {
        (UnitDesignation::Ignore, _) => None,
        (_, Some(k)) if k != actual => Some(Illegal::WrongUnitType),
        (UnitDesignation::Required, None) => Some(Illegal::MissingUnitType),
        _ => None,
    }
}
