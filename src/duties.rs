//! Who must order in a phase, and what each power is due: the one place these facts are
//! decided, for the command line, the site and `play` alike.

use crate::adjust::{adjustments_due, build_sites};
use crate::map::{Map, PowerId, ProvinceId};
use crate::rules::{Elimination, Rules};
use crate::state::{GameState, Phase};

/// One power's position in the phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PowerDuty {
    pub power: PowerId,
    /// Supply centres owned.
    pub centres: u32,
    /// Units on the board (not counting dislodged ones).
    pub units: u32,
    /// Supply minus units (the centres that count under `supply_counts`, see
    /// [`crate::adjust::supply_counts`]): builds due (positive) or removals due (negative);
    /// zero for a power out of the game. Read in adjustment phases.
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
    /// Powers out of the game (see [`out_of_game`]): with neither centres nor units, or under
    /// `elimination=no-units` with no units.
    pub eliminated: Vec<PowerId>,
}

/// The duties of the phase `state` is in. When `ordering` is empty in a retreat or adjustment
/// phase, `play` skips that phase.
pub fn phase_duties(map: &Map, state: &GameState, rules: &Rules) -> Duties {
    let centres = state.centre_counts(map);
    let units = state.unit_counts(map);
    let due = adjustments_due(map, state, rules);
    let out = out_of_game(map, state, rules);
    let powers: Vec<PowerDuty> = (0..map.powers.len())
        .map(|i| {
            let power = PowerId(i as u8);
            // A power out of the game has nothing due.
            let adjustment = if out[i] { 0 } else { due[i] };
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
    let eliminated = (0..map.powers.len()).filter(|&i| out[i]).map(|i| PowerId(i as u8)).collect();
    Duties { ordering, powers, eliminated }
}

/// Whether each power (indexed by power) is out of the game under `rules.elimination`: with
/// neither centres nor units, or (the 1958 rule) with no units, a dislodged unit still
/// counting as one until its retreat is decided.
pub fn out_of_game(map: &Map, state: &GameState, rules: &Rules) -> Vec<bool> {
    let centres = state.centre_counts(map);
    let mut units = state.unit_counts(map);
    for d in &state.dislodged {
        units[d.unit.power.0 as usize] += 1;
    }
    // On an empty board the game has not put its units down yet (a map that opens with builds,
    // as Militarism III's Winter 1900): nobody is out for having none.
    let opening = state.units.is_empty() && state.dislodged.is_empty();
    (0..map.powers.len())
        .map(|i| {
            !opening
                && units[i] == 0
                && match rules.elimination {
                    Elimination::NoUnitsAndNoCentres => centres[i] == 0,
                    Elimination::NoUnits => true,
                }
        })
        .collect()
}
