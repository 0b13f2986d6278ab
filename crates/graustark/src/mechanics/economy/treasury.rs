//! The underground power's treasury (Das Dippyspiel, rules 8 and 16): what it pays for vents
//! reopened and opened anew and for units beyond its 7 on the surface, each Winter's upkeep,
//! and its victory by gold. Its gold is all underground, in one pile at [`Map::below`]; what it
//! spends leaves the world ("Gold expended by Pollutidar is removed from the global
//! inventory"). Our readings, with their tests in `tests/variants/treasury.toml`:
//!
//! - **Vents for gold** are `mechanics::vents`'s: a reopening costs [`REOPENING`] and a new vent
//!   [`NEW_VENT`], paid when the order is settled, after the phase's own gold.
//! - **Units beyond 7** ("Pollutidar may construct units in addition to its limit of 7 ... at an
//!   annual maintenance cost of 50G"): a unit comes up beyond the 7 only where the underground's
//!   gold, as the position has it, holds [`UNIT_UPKEEP`] for each unit beyond 7 after the
//!   season, counted as the limit of 7 is counted (`mechanics::surfacing`): it must be able to
//!   pay its first year. "No more than 5 ... of any one type" still binds: rule 16 lifts only the
//!   7.
//! - **The upkeep** is paid every Winter ([`pay_upkeep`]) after the Winter's own gold (mines
//!   worked "along with builds", gold handed over and captured) and its vent orders, so the year's
//!   production pays the year's costs and a vent closed in the Winter costs nothing more: first
//!   the units beyond 7 then on the surface, then the vents reopened, then the new ones, in the
//!   order rule 16 names them, each vent in the order opened. A vent opened in the Winter itself
//!   first serves the next year, and pays from the next Winter; one opened in Spring or Fall
//!   pays its first year that Winter, as a unit that came up does.
//! - **Short of gold**: the units not paid for go back down (to the "unlimited supply"), those
//!   with the highest numbers first (the position does not keep when each came up, and a
//!   number is what the reports show: Pollutidar may always take down the units it would rather
//!   lose in the Fall); the vents not paid for are closed, as if by order (they may be reopened
//!   for gold).
//! - **Victory** (rule 8: "Pollutidar can win only by accumulating 95% of the world's current
//!   gold supply on any move; this is not possible prior to 1516 DNO"): [`underground_victory`],
//!   after any phase of 1516 or later, the world's gold counted on the board and underground.

use crate::map::{Gold, Map, PowerId, ProvinceId};
use crate::state::{Economy, GameState, Unit, Vents};

/// Rule 16: "re-open closed vents at an initial cost of 100G".
pub const REOPENING: Gold = Gold::whole(100);
/// Rule 16: a reopened vent's "annual maintenance cost of 50G".
pub const REOPENED_UPKEEP: Gold = Gold::whole(50);
/// Rule 16: "New vents may be opened anywhere at an initial cost of 200G".
pub const NEW_VENT: Gold = Gold::whole(200);
/// Rule 16: a new vent's "annual maintenance cost of 100G".
pub const NEW_VENT_UPKEEP: Gold = Gold::whole(100);
/// Rule 16: each unit beyond the 7 on the surface, "at an annual maintenance cost of 50G".
pub const UNIT_UPKEEP: Gold = Gold::whole(50);
/// Rule 8: the victory "is not possible prior to 1516 DNO".
pub const VICTORY_FROM: i32 = 1516;
/// Rule 8: "95% of the world's current gold supply", in hundredths.
pub const VICTORY_SHARE: u64 = 95;

/// The power under the board, if the map has one.
pub fn underground_power(map: &Map) -> Option<PowerId> {
    (0..map.powers.len()).map(|i| PowerId(i as u8)).find(|&p| map.is_underground(p))
}

/// The underground power's gold, all underground (nothing on a board without one).
pub fn hoard(map: &Map, economy: &Economy) -> Gold {
    // A board without the underground (every other one) asks no power.
    let Some(below) = map.below else { return Gold::ZERO };
    underground_power(map).map_or(Gold::ZERO, |power| economy.gold_at(power, below))
}

/// `cost` taken from the underground's gold; false, with nothing taken, where it holds less.
pub(crate) fn spend(map: &Map, economy: &mut Economy, cost: Gold) -> bool {
    match (underground_power(map), map.below) {
        _ if cost == Gold::ZERO => true,
        (Some(power), Some(below)) => economy.take_gold(power, below, cost),
        _ => false,
    }
}

/// What opening the vent at `p` costs, the vents being `vents`: a closed one's reopening, a new
/// one where the map has none, nothing for a vent of the map's never opened.
pub(crate) fn opening_cost(map: &Map, vents: &Vents, p: ProvinceId) -> Gold {
    if vents.closed.contains(&p) {
        REOPENING
    } else if !map.is_vent(p) {
        NEW_VENT
    } else {
        Gold::ZERO
    }
}

/// The yearly cost of the units beyond 7 when the underground power has `units` on the surface.
pub(crate) fn units_upkeep(units: u32) -> Gold {
    Gold(UNIT_UPKEEP.0.saturating_mul(units.saturating_sub(crate::mechanics::surfacing::MOST_ON_SURFACE)))
}

/// A Winter's upkeep (rule 16): what the underground power paid for the year, and what it lost
/// for want of gold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Upkeep {
    /// The units beyond 7 paid for, [`UNIT_UPKEEP`] each.
    pub units: u32,
    /// The vents paid for, each with its cost, in the order paid.
    pub vents: Vec<(ProvinceId, Gold)>,
    /// All that was paid, gone from the world.
    pub paid: Gold,
    /// The units that went back down for want of gold (as they stood).
    pub returned: Vec<Unit>,
    /// The vents closed for want of gold.
    pub closed: Vec<ProvinceId>,
}

/// The Winter's upkeep paid from the underground's gold in `next` (the position after the
/// Winter's adjustments, gold and vent orders; `before`: the vents the Winter began with, which
/// served the year), the units and vents not paid for taken off; None where nothing is owed.
pub(crate) fn pay_upkeep(map: &Map, before: &Vents, next: &mut GameState) -> Option<Upkeep> {
    let power = underground_power(map).filter(|_| map.economy.is_some())?;
    let mut up = Upkeep::default();
    let on_surface = next.units.iter().filter(|u| u.power == power).count() as u32;
    let beyond = on_surface.saturating_sub(crate::mechanics::surfacing::MOST_ON_SURFACE);
    while up.units < beyond && spend(map, &mut next.economy, UNIT_UPKEEP) {
        up.units += 1;
        up.paid = Gold(up.paid.0 + UNIT_UPKEEP.0);
    }
    return_units(power, (beyond - up.units) as usize, next, &mut up);
    let served = |p: &ProvinceId| before.open.contains(p);
    let owed: Vec<(ProvinceId, Gold)> = (next.vents.reopened.iter().filter(|p| served(p)))
        .map(|&p| (p, REOPENED_UPKEEP))
        .chain(next.vents.new.iter().filter(|p| served(p)).map(|&p| (p, NEW_VENT_UPKEEP)))
        .collect();
    for (p, cost) in owed {
        if spend(map, &mut next.economy, cost) {
            up.vents.push((p, cost));
            up.paid = Gold(up.paid.0 + cost.0);
        } else {
            close(&mut next.vents, p);
            up.closed.push(p);
        }
    }
    (beyond > 0 || up != Upkeep::default()).then_some(up)
}

/// `count` of `power`'s units taken off the board, the highest numbers first, into `up`.
fn return_units(power: PowerId, count: usize, next: &mut GameState, up: &mut Upkeep) {
    let mut numbers: Vec<u16> = next.units.iter().filter(|u| u.power == power).map(|u| u.number).collect();
    numbers.sort_unstable_by(|a, b| b.cmp(a));
    numbers.truncate(count);
    up.returned = next.units.iter().filter(|u| u.power == power && numbers.contains(&u.number)).copied().collect();
    next.units.retain(|u| u.power != power || !numbers.contains(&u.number));
    let units = &next.units;
    next.transits.retain(|t| units.iter().any(|u| u.loc == t.from));
}

/// The vent at `p` closed for want of its upkeep.
fn close(vents: &mut Vents, p: ProvinceId) {
    vents.open.retain(|&v| v != p);
    vents.reopened.retain(|&v| v != p);
    vents.new.retain(|&v| v != p);
    vents.closed.push(p);
}

/// The underground power, where it holds at least 95% of the world's gold (on the board and
/// underground) in a position of 1516 or later (rule 8); to be asked after any phase.
pub fn underground_victory(map: &Map, state: &GameState) -> Option<PowerId> {
    // Every other board asks nothing more.
    if map.economy.is_none() || map.below.is_none() || state.year < VICTORY_FROM {
        return None;
    }
    let power = underground_power(map)?;
    let world = state.economy.world_gold();
    let own = state.economy.gold_of_powers(map.powers.len())[power.0 as usize];
    (world > 0 && own * 100 >= world * VICTORY_SHARE).then_some(power)
}
