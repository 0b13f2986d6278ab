//! Das Dippyspiel's A/F (rule 13), under `boarding=a-f`: the 1958 machinery of armies on board
//! (`mechanics/stacks.rs`) with the world game's own way of boarding and landing. "Armies may
//! board fleets and ride with them as they move. Such a combined unit is designated "A/F".
//! Only one A may ride with 1 F, and C units may not be so transported."
//!
//! - Boarding, `A Xxxx-Yyyy (becomes A/F)`: the army moves into the province of a fleet that
//!   stays there (in a coastal province it may enter, or in a sea beside its own coast: "an
//!   army being convoyed may be ordered to board any F in the convoy chain", the chain of one
//!   fleet). "A F being boarded may not move or support": a fleet so ordered voids the boarding
//!   (the army holds), as the 1958 rules void one whose fleet sails away. A foreign fleet needs
//!   its owner's `Accept` order; "thereafter, orders for the A/F are written by the power owning
//!   the F" ([`commander`]).
//! - The boarding army does not fight for the fleet's province: "dislodging of the F being
//!   boarded invalidates the boarding order (but not an unsuccessful attack)". Its move succeeds
//!   exactly when the fleet is not dislodged, and it stands off no one there.
//! - Landing, `A Xxxx-Yyyy` or `A Xxxx-Yyyy (S) by F Xxxx`: a move from the fleet's province to a
//!   coastal province the fleet could enter, which the fleet (holding) supports when the order
//!   says so. A landing that fails leaves the army on board.
//! - "If an A/F attempting to disembark is dislodged by a head-on attack, it remains intact":
//!   the army retreats with its fleet. The other case is cut off in the scan ("if it is
//!   dislodged by an attack from a province other than the one being invaded, and the A as stood
//!   off, the A is /A/o"): our reading is that the army is lost. The sentence sets the case
//!   against "remains intact", and an army parted from its fleet at sea has nowhere to go.
//! - "An A/F may not convoy": a convoy order for a fleet carrying an army is illegal.

use crate::map::{LocId, Map, PowerId, ProvinceId, ProvinceKind, UnitKind};
use crate::order::{Action, Order};
use crate::resolve::decide::Decisions;
use crate::resolve::outcome::{Illegal, Outcome, Reason, UnitName, Void};
use crate::resolve::prepare::{Act, NONE, Prepared, illegal};

/// Whether an army in `here` may board the fleet at `fleet`: in a coastal province next to it
/// by land, or in a sea beside its own coast.
pub(crate) fn within_reach(map: &Map, here: ProvinceId, fleet: LocId) -> bool {
    let there = map.province_of(fleet);
    match map.province_kind(there) {
        ProvinceKind::Coast => here != there && map.army_adjacent(here, there),
        // Beside its coast, or coming up at a vent (rule 7: "except where an Army may join a
        // Fleet in such a province to form an A/F").
        ProvinceKind::Sea => {
            (map.province_kind(here) == ProvinceKind::Coast && map.can_reach(UnitKind::Fleet, fleet, here))
                || (map.is_below(here) && map.can_reach(UnitKind::Fleet, map.province_loc(here), there))
        }
        _ => false,
    }
}

/// Whether an army in `here` could be convoyed to the fleet at sea in `there` by the fleets on
/// the board ("An army being convoyed may be ordered to board any F in the convoy chain").
pub(crate) fn by_convoy(b: &Prepared, here: ProvinceId, there: ProvinceId) -> bool {
    let map = b.map;
    let has_fleet = |p: ProvinceId| {
        p != there
            && map.province_kind(p) == ProvinceKind::Sea
            && b.occupant_of(p).is_some_and(|f| b.units[f as usize].kind.convoys())
    };
    b.rules.convoy_order == crate::rules::ConvoyOrder::Allowed
        && map.province_kind(here) == ProvinceKind::Coast
        && map.province_kind(there) == ProvinceKind::Sea
        && crate::resolve::convoy::route_exists(map, here, there, has_fleet, &mut Default::default())
}

/// Whether a convoy may be ordered to the sea `to`: a fleet there that an army may board as an
/// A/F.
pub(crate) fn convoy_to_board(b: &Prepared, to: ProvinceId) -> bool {
    b.stacks.af && b.occupant_of(to).is_some_and(|f| b.units[f as usize].kind.carries())
}

/// The power that orders unit `u`: the owner of the fleet it rides, or its own.
#[inline]
pub(crate) fn commander(b: &Prepared, u: u32) -> PowerId {
    match b.stacks.carrier.get(u as usize) {
        Some(&f) if f != NONE => b.units[f as usize].power,
        _ => b.units[u as usize].power,
    }
}

/// Whether the fleet `f` carries an army (and so may not convoy).
pub(crate) fn carries_army(b: &Prepared, f: u32) -> bool {
    b.stacks.carrier.contains(&f)
}

/// An accept order, checked alone: a fleet, where armies board as A/Fs; it holds.
pub(crate) fn accept(b: &Prepared, u: u32) -> Result<Act, Reason> {
    if b.stacks.af && b.units[u as usize].kind.carries() { Ok(Act::Hold) } else { Err(illegal(Illegal::CannotAccept)) }
}

/// A landing of the army on board `u` at `to` (supported by the fleet at `by`, if written),
/// checked alone: to a coastal province its fleet could enter. Until the orders are matched
/// ([`land`]) the army holds.
pub(crate) fn landing(b: &Prepared, u: u32, to: LocId, by: Option<LocId>) -> Result<Act, Reason> {
    let map = b.map;
    let f = b.stacks.carrier[u as usize];
    let here = b.prov[u as usize];
    if let Some(by) = by.filter(|&l| map.province_of(l) != here) {
        return Err(illegal(Illegal::NotCarriedBy(map.province_of(by))));
    }
    let dest = map.province_of(to);
    let fleet = b.units[f as usize].loc;
    if dest == here || map.province_kind(dest) != ProvinceKind::Coast || !map.can_reach(UnitKind::Fleet, fleet, dest) {
        return Err(illegal(Illegal::CannotLand(dest)));
    }
    Ok(Act::Hold)
}

/// After the orders are matched: the army `u` lands at `to`, a move of its own from the fleet's
/// province, supported by the fleet where the order says so and the fleet has no other order.
/// Void if the fleet is ordered away: the army lands from a fleet that stays (it "may be
/// supported in landing by its F"), and otherwise stays on board.
pub(crate) fn land(b: &mut Prepared, u: usize, to: LocId, supported: bool) -> Option<Void> {
    let f = b.stacks.carrier[u] as usize;
    if matches!(b.act[f], Act::Move { .. }) {
        return Some(Void::FleetNotMeeting(UnitName::of(b.map, &b.units[f])));
    }
    let dest = b.map.province_of(to);
    b.act[u] = Act::Move { dest, loc: b.map.province_loc(dest), convoy: false };
    b.ordered_move[u] = true;
    b.stacks.lands[u] = true;
    if supported && b.act[f] == Act::Hold {
        b.act[f] = Act::SupportMove { target: u as u32, dest };
    }
    None
}

/// The army `u`'s order to board the fleet `f` as an A/F, against the fleet's own order; why it
/// is void, if it is. `taken`: the fleets already carrying or boarded.
pub(crate) fn board(
    b: &mut Prepared,
    u: usize,
    f: u32,
    taken: &mut [bool],
    orders: &[Order],
    given: &[u32],
) -> Option<Void> {
    let fleet = UnitName::of(b.map, &b.units[f as usize]);
    if taken[f as usize] {
        return Some(Void::FleetFull(fleet));
    }
    if !matches!(b.act[f as usize], Act::Hold | Act::Convoy { .. }) {
        return Some(Void::FleetBusy(fleet));
    }
    if b.units[f as usize].power != b.units[u].power && !accepts(b, f, u, orders, given) {
        return Some(Void::NotAccepted(fleet));
    }
    let there = b.prov[f as usize];
    let convoy = !within_reach(b.map, b.prov[u], b.units[f as usize].loc);
    b.act[u] = Act::Move { dest: there, loc: b.map.province_loc(there), convoy };
    b.ordered_move[u] = true;
    b.stacks.joins[u] = true;
    b.stacks.boards[u] = f;
    taken[f as usize] = true;
    None
}

/// Whether the fleet `f` is ordered to accept the army `u`.
fn accepts(b: &Prepared, f: u32, u: usize, orders: &[Order], given: &[u32]) -> bool {
    let oi = given[f as usize];
    matches!(orders.get(oi as usize), Some(Order::Unit { action: Action::Accept { army }, .. })
        if b.map.province_of(*army) == b.prov[u])
}

/// Whether `m` boards a fleet as an A/F: a move that fights no one for the fleet's province.
#[inline]
pub(crate) fn boards_quietly(b: &Prepared, m: u32) -> bool {
    b.stacks.af && b.stacks.boards[m as usize] != NONE
}

impl Decisions<'_, '_> {
    /// A boarding as an A/F succeeds when the fleet is not dislodged: no other move into its
    /// province succeeds (the fleet stays there).
    pub(crate) fn boarding_succeeds(&mut self, m: u32, dest: ProvinceId) -> bool {
        let rivals: Vec<u32> = self.b.movers(dest).filter(|&r| r != m).collect();
        self.path(m) && !rivals.into_iter().any(|r| self.resolve(r))
    }
}

/// What became of an army on board the fleet `f` that was landing (`act` a move), once the
/// moves are settled; None for one that was not. Ashore where it landed; else on board, or
/// dislodged with its fleet by a head-on attack (its retreat is the fleet's), or lost.
pub(crate) fn landing_result(b: &Prepared, d: &mut Decisions, u: usize, f: u32, fleet_stays: bool) -> Option<Landing> {
    let Act::Move { dest, .. } = b.act[u] else { return None };
    if d.ok(u as u32) {
        return Some(Landing::Ashore);
    }
    if fleet_stays {
        return Some(Landing::OnBoard);
    }
    match d.dislodger(f) {
        Some(m) if b.prov[m as usize] != dest => Some(Landing::Lost(UnitName::of(b.map, &b.units[m as usize]))),
        _ => Some(Landing::WithFleet),
    }
}

/// Settles the army `u` on board the fleet `f` after its landing: its place (`moved_to`), its
/// outcome, and its fleet's number (returned; 0 once ashore). One dislodged with its fleet is
/// listed in `dislodged_with`, one lost in `lost`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn after_landing(
    b: &Prepared,
    u: usize,
    f: u32,
    landing: Landing,
    moved_to: &mut [Option<LocId>],
    outcomes: &mut [Outcome],
    dislodged_with: &mut Vec<(usize, usize)>,
    lost: &mut Vec<usize>,
) -> u16 {
    match landing {
        Landing::Ashore => return 0,
        Landing::OnBoard => moved_to[u] = moved_to[f as usize].map(|l| b.map.province_loc(b.map.province_of(l))),
        Landing::WithFleet => {
            moved_to[u] = None;
            dislodged_with.push((u, f as usize));
        }
        Landing::Lost(by) => {
            moved_to[u] = None;
            outcomes[u] = Outcome { success: false, reason: Reason::LostLanding(by) };
            lost.push(u);
        }
    }
    b.units[f as usize].number
}

/// How a landing ended ([`landing_result`]).
pub(crate) enum Landing {
    Ashore,
    OnBoard,
    WithFleet,
    Lost(UnitName),
}

/// The outcome of a boarding as an A/F that failed: its fleet was dislodged.
pub(crate) fn boarding_failed(b: &Prepared, f: u32) -> Outcome {
    Outcome { success: false, reason: Reason::Void(Void::FleetDislodged(UnitName::of(b.map, &b.units[f as usize]))) }
}
