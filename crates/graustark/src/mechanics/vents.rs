//! Das Dippyspiel's vents (rule 7), opened and closed by the underground power: "No more than
//! 10 Pollutidarian vents may be open at any one time. On any Winter move, Pollutidar may
//! simultaneously close and open any vent(s); this may also be done in Spring or Fall. No unit
//! may move through a newly opened vent until the following move. Once opened, a vent remains
//! open until closed; once closed, it may not be reopened (except as provided in Rule 16)."
//!
//! The orders (`Open Scot`, `Close Scot`, the source giving no notation) are given with the
//! movement orders in Spring and Fall and with the adjustments in Winter, and settled after the
//! phase, as they take effect: a vent opened in a phase is first passable in the next, which is
//! "the following move". Our readings, with their tests in `tests/variants/vents.toml`:
//!
//! - "simultaneously": the closes of a phase are settled before its opens, so a vent closed
//!   makes room for one opened in the same phase; the ten are counted after both;
//! - opens beyond the ten are refused in the order written, the first ones standing;
//! - a vent never opened is not closed: every vent of the map may be opened once, for nothing;
//! - rule 16: "Pollutidar may re-open closed vents at an initial cost of 100G ... New vents may
//!   be opened anywhere at an initial cost of 200G": `Open Scot` on a closed vent reopens it,
//!   `Open Oslo` where the map has no vent opens a new one, each paid from the underground's
//!   gold after the phase's own gold (its mines, gold handed to it, captured), in the order
//!   written, and refused naming the cost where the gold falls short
//!   ([`Limit::Cost`]); the ten bind them too (rule 16 lifts only the limit of 7 units). A new
//!   vent stands in any province a unit may enter. The position keeps which open vents are
//!   reopened and which new ([`Vents`]), whose years `mechanics::economy` charges each Winter;
//! - the Winter is played only where some power must adjust (as on every board): Pollutidar's
//!   vents wait for the Spring orders otherwise, which the source allows too.
//!
//! Units coming up through the vents and going down (`(R)-Pollutidar`) are
//! `mechanics::surfacing`'s, which reads the vents as the position has them; the yearly upkeep
//! of rule 16 is `mechanics::economy`'s (`treasury.rs`).

use crate::map::{Gold, Map, ProvinceId, ProvinceKind};
use crate::mechanics::economy::treasury;
use crate::order::{Deed, Order};
use crate::resolve::outcome::{Illegal, Limit, Outcome, Reason};
use crate::state::{Economy, GameState, Phase, Vents};

/// "No more than 10 Pollutidarian vents may be open at any one time."
pub const MOST_OPEN: usize = 10;

/// Whether the phase's orders touch the vents.
#[inline]
pub(crate) fn any_vent_orders(map: &Map, orders: &[Order]) -> bool {
    map.vents && orders.iter().any(|o| matches!(o, Order::Deed { deed: Deed::Vent { .. }, .. }))
}

/// Settles the phase's vent orders against the position `state`: each vent order's outcome
/// into `outcomes` (indexed as `orders`), and the vents after the phase; what reopening and
/// new vents cost is taken from the underground's gold in `economy` (the position after the
/// phase's other economic orders).
pub(crate) fn settle(
    map: &Map,
    state: &GameState,
    orders: &[Order],
    outcomes: &mut [Outcome],
    economy: &mut Economy,
) -> Vents {
    let mut vents = state.vents.clone();
    let phase_allows = state.phase != Phase::Retreat;
    // Closes first ("simultaneously close and open"), then opens in the order written.
    for pass_opens in [false, true] {
        for (oi, order) in orders.iter().enumerate() {
            let Order::Deed { power, deed: Deed::Vent { province, open } } = *order else { continue };
            if open != pass_opens {
                continue;
            }
            let reason = if !phase_allows {
                Err(Reason::Illegal(Illegal::WrongPhase))
            } else {
                check(map, &vents, power.is_some_and(|p| map.is_underground(p)), province, open)
                    .and_then(|cost| pay(map, economy, cost))
            };
            outcomes[oi] = match reason {
                Ok(cost) => {
                    let new = !map.is_vent(province) && !vents.closed.contains(&province);
                    apply(&mut vents, province, open);
                    let reason = match cost > Gold::ZERO {
                        true => {
                            let paid = if new { &mut vents.new } else { &mut vents.reopened };
                            paid.push(province);
                            Reason::VentPaid { cost, new }
                        }
                        false => Reason::Vent { open },
                    };
                    Outcome { success: true, reason }
                }
                Err(reason) => Outcome { success: false, reason },
            };
        }
    }
    vents
}

/// The vent order the underground power may give at `p` in the position's phase, for the
/// order pad: `Close` where the vent is open, `Open` where it may still be opened and fewer
/// than ten are (a close given beside it could make room, but the pad offers what stands
/// alone).
pub(crate) fn offered(map: &Map, state: &GameState, p: ProvinceId) -> Option<Order> {
    if !map.vents || !map.is_vent(p) || state.phase == Phase::Retreat {
        return None;
    }
    let power = (0..map.powers.len()).map(|i| crate::map::PowerId(i as u8)).find(|&w| map.is_underground(w))?;
    let open = if state.vents.open.contains(&p) {
        false
    } else if !state.vents.closed.contains(&p) && state.vents.open.len() < MOST_OPEN {
        true
    } else {
        return None;
    };
    Some(Order::Deed { power: Some(power), deed: Deed::Vent { province: p, open } })
}

/// What the vent order costs (rule 16: nothing, a reopening's or a new vent's), or why it
/// cannot be carried out, given the vents as settled so far.
fn check(map: &Map, vents: &Vents, underground: bool, p: ProvinceId, open: bool) -> Result<Gold, Reason> {
    let illegal = |i| Err(Reason::Illegal(i));
    if !underground {
        return illegal(Illegal::NotUnderground);
    }
    // "New vents may be opened anywhere": in any province a unit may enter; a close only
    // where a vent is open.
    let enterable = !map.is_below(p) && map.province_kind(p) != ProvinceKind::Impassable;
    let paid = map.economy.is_some() && open;
    if !map.is_vent(p) && !(enterable && (paid || vents.open.contains(&p))) {
        return illegal(Illegal::NotAVent(p));
    }
    let cost = treasury::opening_cost(map, vents, p);
    // Without an economy there is no gold to pay with: a closed vent stays closed.
    if open && map.economy.is_none() && vents.closed.contains(&p) {
        return illegal(Illegal::VentClosedForGood(p));
    }
    match (open, vents.open.contains(&p)) {
        (true, true) => illegal(Illegal::VentOpen(p)),
        (true, false) if vents.open.len() >= MOST_OPEN => Err(Reason::NotAllowed(Limit::VentsOpen(MOST_OPEN))),
        (false, false) => illegal(Illegal::VentNotOpen(p)),
        (true, false) => Ok(cost),
        (false, true) => Ok(Gold::ZERO),
    }
}

/// `cost` taken from the underground's gold, or the refusal naming it where the gold is short.
fn pay(map: &Map, economy: &mut Economy, cost: Gold) -> Result<Gold, Reason> {
    match treasury::spend(map, economy, cost) {
        true => Ok(cost),
        false => Err(Reason::NotAllowed(Limit::Cost { cost, has: treasury::hoard(map, economy) })),
    }
}

/// The vent at `p` opened or closed; a vent closed is no longer reopened or new.
fn apply(vents: &mut Vents, p: ProvinceId, open: bool) {
    if open {
        vents.open.push(p);
        vents.closed.retain(|&v| v != p);
    } else {
        vents.open.retain(|&v| v != p);
        vents.reopened.retain(|&v| v != p);
        vents.new.retain(|&v| v != p);
        vents.closed.push(p);
    }
}
