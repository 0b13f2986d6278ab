//! Checking one order against the board alone (DATC 4.E.1): could it ever be valid, whatever
//! the other orders say? An order that could not is illegal and its unit holds.

use super::convoy::{RouteScratch, can_convoy_from, fleet_is_necessary};
use super::outcome::{Illegal, Reason, UnitName};
use super::prepare::{Act, Prepared, illegal};
use crate::map::{LocId, ProvinceId, ProvinceKind, Terrain};
use crate::order::Action;
use crate::rules::{AmbiguousCoast, ConvoyOrder, ConvoyToAdjacent, ImpossibleCoast, OmittedCoast};
use crate::state::Unit;

/// The order of an army on board an A/F's fleet (Das Dippyspiel, rule 13), checked alone: it
/// holds (stays on board) or lands; whether the fleet lets it is seen once every order is
/// matched (`stacks::settle_boarding`).
#[cfg(feature = "world")]
fn af_aboard(b: &Prepared, u: u32, action: Action) -> Result<Act, Reason> {
    match action {
        Action::Hold => Ok(Act::Hold),
        Action::Move { to, via_convoy: false } => crate::mechanics::af::landing(b, u, to, None),
        Action::Land { to, by } => crate::mechanics::af::landing(b, u, to, Some(by)),
        _ => Err(illegal(Illegal::AboardNoFightingPower)),
    }
}

/// Checks one order against the board alone (DATC 4.E.1: could it ever be valid?).
pub(crate) fn check(b: &Prepared, routes: &mut RouteScratch, u: u32, action: Action) -> Result<Act, Reason> {
    let map = b.map;
    let unit = b.units[u as usize];
    let here = b.prov[u as usize];
    #[cfg(feature = "world")]
    if unit.aboard() && b.stacks.af {
        return af_aboard(b, u, action);
    }
    if unit.aboard() && !matches!(action, Action::Hold | Action::Disembark) {
        return Err(illegal(Illegal::AboardNoFightingPower));
    }
    #[cfg(feature = "world")]
    if b.stacked
        && b.stacks.af
        && matches!(action, Action::Convoy { .. } | Action::ConvoyTwo { .. })
        && crate::mechanics::af::carries_army(b, u)
    {
        return Err(illegal(Illegal::AFConvoys));
    }
    match action {
        Action::Hold => Ok(Act::Hold),
        // Whether the fleet keeps its side of it is seen once every order is matched
        // (`stacks::settle_boarding`); until then the army holds.
        Action::Board { fleet, fleet_number } => crate::mechanics::stacks::boarding_fleet(b, u, fleet, fleet_number)
            .map(|_| Act::Hold)
            .ok_or(illegal(Illegal::CannotBoard)),
        Action::Disembark => {
            if !unit.aboard() {
                return Err(illegal(Illegal::NotAboard));
            }
            if map.province_kind(here) != ProvinceKind::Coast {
                return Err(illegal(Illegal::CannotLand(here)));
            }
            Ok(Act::Hold)
        }
        // The A/F's (Das Dippyspiel, rule 13): boarding is settled with the fleet's order, as
        // a 1958 board order is; an accept holds.
        #[cfg(feature = "world")]
        Action::BecomesAF { to } => match b.stacks.af {
            true => check(b, routes, u, Action::Board { fleet: to, fleet_number: 0 })
                .map_err(|_| illegal(Illegal::CannotBecomeAF)),
            false => Err(illegal(Illegal::CannotBecomeAF)),
        },
        #[cfg(feature = "world")]
        Action::Accept { .. } => crate::mechanics::af::accept(b, u),
        #[cfg(feature = "world")]
        Action::Land { .. } => Err(illegal(Illegal::NotAboard)),
        Action::Disband | Action::Retreat { .. } => Err(Reason::Illegal(Illegal::WrongPhase)),
        // Played in two resolutions by `mechanics::cavalry`; a caller that runs one resolution
        // alone (`Adjudicator::movement_into`) plays the first half.
        #[cfg(feature = "world")]
        Action::Halves(h) => check(b, routes, u, h.0[0].action()),
        // Two armies for one fleet are `mechanics::convoy_load`'s, where the board's load allows
        // them: the resolver by itself carries one army a fleet.
        #[cfg(feature = "world")]
        Action::ConvoyTwo { from, .. } => Err(illegal(crate::mechanics::convoy_load::unplayed(b, &unit, from))),
        // A written route makes the move one by convoy; the route itself is kept by `prepare`.
        Action::MoveByPath { to, .. } => check(b, routes, u, Action::Move { to, via_convoy: true }),
        Action::Move { to, via_convoy } => {
            let dest = map.province_of(to);
            if dest == here {
                return Err(illegal(Illegal::OwnProvince));
            }
            if !unit.kind.fights() {
                // A Leader is settled around the resolution (`mechanics/leaders/movement.rs`), never in it.
                return Err(illegal(Illegal::LeaderNoStrength));
            }
            if via_convoy && !unit.kind.convoyable() {
                return Err(illegal(Illegal::OnlyArmiesConvoyed));
            }
            if !enters(unit.kind.terrain(), map.province_kind(dest)) {
                return Err(illegal(Illegal::CannotEnter(unit.kind, dest)));
            }
            if unit.kind.terrain().stands_on_provinces() {
                land_move(b, routes, here, to, via_convoy)
            } else {
                fleet_destination(b, unit, to).map(|loc| Act::Move { dest, loc, convoy: false })
            }
        }
        Action::Support { target, dest, target_power, target_number, target_kind } => {
            support(b, routes, (u, unit, here), (target, target_kind, target_power, target_number), dest)
        }
        Action::Convoy { from, to } => convoy(b, routes, unit, here, from, to),
    }
}

/// Unit `u`'s (standing in `here`) support of the unit at `target` (with the kind, power and
/// number the order names it by), to hold or to move to `dest`, checked alone.
#[inline(always)]
fn support(
    b: &Prepared,
    routes: &mut RouteScratch,
    (u, unit, here): (u32, Unit, ProvinceId),
    (target, target_kind, target_power, target_number): (
        LocId,
        Option<crate::map::UnitKind>,
        Option<crate::map::PowerId>,
        u16,
    ),
    dest: Option<LocId>,
) -> Result<Act, Reason> {
    let map = b.map;
    let tp = map.province_of(target);
    let found = b.unit_named(target, target_power.or(Some(unit.power)), target_number, target_kind);
    let Some(t) = found else {
        return Err(illegal(Illegal::NothingToSupport(tp)));
    };
    if t == u {
        return Err(illegal(Illegal::SupportSelf));
    }
    if b.prov[t as usize] == here {
        // Between members of one province: void, not illegal (`stacks::void_stack_supports`).
        return Ok(match dest {
            None => Act::SupportHold { target: t },
            Some(d) => Act::SupportMove { target: t, dest: map.province_of(d) },
        });
    }
    match dest {
        None => {
            if !map.can_reach(unit.kind, unit.loc, tp) {
                return Err(illegal(Illegal::CannotReach(here, tp)));
            }
            Ok(Act::SupportHold { target: t })
        }
        Some(d) => {
            let dp = map.province_of(d);
            // A support naming a coast (DATC 4.B.4).
            if d != map.province_loc(dp)
                && let Some(problem) = super::written::coast_problem(b)
            {
                return Err(illegal(problem));
            }
            if dp == here {
                return Err(illegal(Illegal::SupportIntoOwnProvince));
            }
            if !map.can_reach(unit.kind, unit.loc, dp) {
                return Err(illegal(Illegal::CannotReach(here, dp)));
            }
            let tu = b.units[t as usize];
            let possible = dp != tp
                && tu.kind.fights()
                && (map.can_reach(tu.kind, tu.loc, dp)
                    || (tu.kind.convoyable()
                        && b.rules.convoy_order == ConvoyOrder::Allowed
                        && convoy_possible(b, routes, tp, dp, Some(here))));
            if !possible {
                return Err(illegal(Illegal::SupportedCannotMove(UnitName::of(map, &tu), dp)));
            }
            Ok(Act::SupportMove { target: t, dest: dp })
        }
    }
}

/// The convoy by `unit` (standing in `here`) of the army at `from` to `to`, checked alone.
#[inline(always)]
fn convoy(
    b: &Prepared,
    routes: &mut RouteScratch,
    unit: Unit,
    here: ProvinceId,
    from: LocId,
    to: LocId,
) -> Result<Act, Reason> {
    let map = b.map;
    if b.rules.convoy_order == ConvoyOrder::None {
        return Err(illegal(Illegal::NoConvoys));
    }
    if !unit.kind.convoys() {
        return Err(illegal(Illegal::OnlyFleetsConvoy));
    }
    if !can_convoy_from(map, here, b.rules.coastal_convoy == crate::rules::CoastalConvoy::CoastsToo) {
        return Err(illegal(Illegal::CannotConvoyFrom(here)));
    }
    let (fp, tp) = (map.province_of(from), map.province_of(to));
    let Some(a) = b.occupant_of(fp).filter(|&a| b.units[a as usize].kind.convoyable()) else {
        return Err(illegal(Illegal::NoArmyToConvoy(fp)));
    };
    let tk = map.province_kind(tp);
    // A convoyed army may board a fleet of its chain (Das Dippyspiel, rule 13).
    #[cfg(feature = "world")]
    let tk =
        if tk == ProvinceKind::Sea && crate::mechanics::af::convoy_to_board(b, tp) { ProvinceKind::Coast } else { tk };
    if fp == tp || tk == ProvinceKind::Sea || tk == ProvinceKind::Impassable {
        return Err(illegal(Illegal::CannotBeConvoyedTo(tp)));
    }
    let coasts = b.rules.coastal_convoy == crate::rules::CoastalConvoy::CoastsToo;
    let has_fleet = |p: ProvinceId| {
        b.occupant_of(p).is_some_and(|f| b.units[f as usize].kind.convoys()) && can_convoy_from(map, p, coasts)
    };
    if !fleet_is_necessary(map, fp, tp, here, has_fleet, routes) {
        return Err(illegal(Illegal::NotOnConvoyRoute(here, tp)));
    }
    Ok(Act::Convoy { army: a, to: tp })
}

/// Whether an army could be convoyed from `from` to `to` by the fleets on the board,
/// leaving out the fleet in `without` (DATC 6.D.31).
fn convoy_possible(
    b: &Prepared,
    routes: &mut RouteScratch,
    from: ProvinceId,
    to: ProvinceId,
    without: Option<ProvinceId>,
) -> bool {
    let map = b.map;
    let coasts = b.rules.coastal_convoy == crate::rules::CoastalConvoy::CoastsToo;
    let has_fleet = |p: ProvinceId| {
        Some(p) != without
            && b.occupant_of(p).is_some_and(|f| b.units[f as usize].kind.convoys())
            && can_convoy_from(map, p, coasts)
    };
    super::convoy::convoy_possible(map, from, to, has_fleet, routes)
}

/// A move over land from `here` to `to`, or by convoy where the army could be convoyed
/// there.
#[inline]
fn land_move(
    b: &Prepared,
    routes: &mut RouteScratch,
    here: ProvinceId,
    to: LocId,
    via_convoy: bool,
) -> Result<Act, Reason> {
    let map = b.map;
    let dest = map.province_of(to);
    let dkind = map.province_kind(dest);
    if b.rules.irrelevant_coast == crate::rules::IrrelevantCoast::Fails && to != map.province_loc(dest) {
        return Err(illegal(Illegal::ArmyToCoast));
    }
    let adjacent = map.army_adjacent(here, dest);
    if (via_convoy || !adjacent) && b.rules.convoy_order == ConvoyOrder::None {
        // The 1958 rules: no convoy, so an army goes only where it can walk.
        let by_sea = map.province_kind(here) == ProvinceKind::Coast && dkind == ProvinceKind::Coast;
        return Err(illegal(if via_convoy || by_sea { Illegal::NoConvoys } else { Illegal::NotAdjacent(here, dest) }));
    }
    if !adjacent && !via_convoy && b.rules.convoy_to_adjacent == ConvoyToAdjacent::ViaConvoyRequired {
        // DAIDE: a move that needs a convoy must say so.
        return Err(illegal(Illegal::ViaConvoyNeeded(dest)));
    }
    if !adjacent && !convoy_possible(b, routes, here, dest, None) {
        let by_sea = map.province_kind(here) == ProvinceKind::Coast && dkind == ProvinceKind::Coast;
        return Err(illegal(if by_sea {
            Illegal::NoConvoyRoute(here, dest)
        } else {
            Illegal::NotAdjacent(here, dest)
        }));
    }
    Ok(Act::Move { dest, loc: map.province_loc(dest), convoy: !adjacent })
}

/// Whether a unit moving over `terrain` may enter a province of `kind` at all.
fn enters(terrain: Terrain, kind: ProvinceKind) -> bool {
    match terrain {
        Terrain::Land => !matches!(kind, ProvinceKind::Sea | ProvinceKind::Impassable),
        Terrain::Water => !matches!(kind, ProvinceKind::Land | ProvinceKind::Impassable),
        // Along the coast only (Cat Diplomacy, rule 10): never at sea, never inland.
        Terrain::Coast => kind == ProvinceKind::Coast,
        Terrain::LandOrSea => kind != ProvinceKind::Impassable,
    }
}

/// The exact location the move of `unit` (a fleet's, or another's that moves by coasts)
/// ends at, settling coasts (DATC 4.B.1-4.B.3).
fn fleet_destination(b: &Prepared, unit: Unit, to: LocId) -> Result<LocId, Reason> {
    let (map, from, kind) = (b.map, unit.loc, unit.kind);
    let dest = map.province_of(to);
    let here = map.province_of(from);
    let coasts = &map.province(dest).coasts;
    if coasts.is_empty() {
        return if map.can_move(kind, from, to) { Ok(to) } else { Err(illegal(Illegal::NotAdjacent(here, dest))) };
    }
    let mut reachable = coasts.iter().copied().filter(|&c| map.can_move(kind, from, c));
    let (first, second) = (reachable.next(), reachable.next());
    if to != map.province_loc(dest) {
        if map.can_move(kind, from, to) {
            return Ok(to);
        }
        return match (b.rules.impossible_coast, first, second) {
            (_, None, _) => Err(illegal(Illegal::NotAdjacent(here, dest))),
            (ImpossibleCoast::IgnoreCoast, Some(only), None) => Ok(only),
            _ => Err(illegal(Illegal::CoastUnreachable(to))),
        };
    }
    match (first, second, b.rules.omitted_coast) {
        (None, _, _) => Err(illegal(Illegal::NotAdjacent(here, dest))),
        (Some(only), None, OmittedCoast::OnlyPossibleCoast) => Ok(only),
        // DATC 4.B.1: the early e-mail judges' default coast: the first the map lists, of those
        // the fleet can reach.
        (Some(default), Some(_), _) if b.rules.ambiguous_coast == AmbiguousCoast::DefaultCoast => Ok(default),
        _ => Err(illegal(Illegal::CoastNeeded(dest))),
    }
}
