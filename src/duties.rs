//! Who must order in a phase, and what each power is due: the one place these facts are
//! decided, for the command line, the site and `play` alike.

use crate::adjust::{adjustments_due, build_sites};
use crate::map::{Map, PowerId, ProvinceId};
use crate::rules::Rules;
use crate::state::{GameState, Phase};

/// One power's position in the phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PowerDuty {
    pub power: PowerId,
    /// Supply centres owned.
    pub centres: u32,
    /// Units on the board (not counting dislodged ones).
    pub units: u32,
    /// Centres minus units: builds due (positive) or removals due (negative). Read in
    /// adjustment phases.
    pub adjustment: i32,
    /// In an adjustment phase with builds due: the home centres where it may build now.
    pub build_sites: Vec<ProvinceId>,
    /// Whether it must give orders this phase.
    pub orders: bool,
}

/// Who orders in a phase, and who is out of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Duties {
    /// The powers that must order this phase, in the map's order: in movement every power
    /// with units; in retreats every power with a dislodged unit; in adjustments every power
    /// with a removal due, or a build due and somewhere free to build.
    pub ordering: Vec<PowerId>,
    /// Every power of the map, in the map's order.
    pub powers: Vec<PowerDuty>,
    /// Powers with neither centres nor units.
    pub eliminated: Vec<PowerId>,
}

/// The duties of the phase `state` is in. When `ordering` is empty in a retreat or adjustment
/// phase, `play` skips that phase.
pub fn phase_duties(map: &Map, state: &GameState, rules: &Rules) -> Duties {
    let centres = state.centre_counts(map);
    let units = state.unit_counts(map);
    let due = adjustments_due(map, state);
    let powers: Vec<PowerDuty> = (0..map.powers.len())
        .map(|i| {
            let power = PowerId(i as u8);
            let adjustment = due[i];
            let build_sites = if state.phase == Phase::Adjustment && adjustment > 0 {
                build_sites(map, state, power, rules)
            } else {
                Vec::new()
            };
            let orders = match state.phase {
                Phase::Movement => units[i] > 0,
                Phase::Retreat => state.dislodged.iter().any(|d| d.unit.power == power),
                Phase::Adjustment => adjustment < 0 || !build_sites.is_empty(),
            };
            PowerDuty { power, centres: centres[i], units: units[i], adjustment, build_sites, orders }
        })
        .collect();
    let ordering = powers.iter().filter(|d| d.orders).map(|d| d.power).collect();
    let eliminated = powers.iter().filter(|d| d.centres == 0 && d.units == 0).map(|d| d.power).collect();
    Duties { ordering, powers, eliminated }
}
