//! Who must order in a phase, and what each power is due: the one place these facts are
//! gathered, for the command line, the site and `play` alike. The adjustment rules' facts (who
//! is out, builds due, where and how many builds) are `adjust`'s, which the adjudicator uses
//! itself: the duties ask `adjust`, never the other way round, and nothing counts them again.

use crate::adjust::{adjustments_due, build_sites, customary_leader_of, customary_units_of};
/// Who is out of the game is the adjustment rules' fact (a power out builds nothing); the
/// duties read it from there, as every other fact they state.
pub use crate::adjust::out_of_game;
use crate::map::{Map, PowerId, ProvinceId, UnitKind};
use crate::rules::Rules;
use crate::state::{GameState, Phase, Unit, leader_of};

/// One power's position in the phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PowerDuty {
    pub power: PowerId,
    /// Supply centres owned.
    pub centres: u32,
    /// Units on the board that need supply (not counting dislodged ones, nor a Leader).
    pub units: u32,
    /// Supply minus units (the centres that count under `supply_counts`, see
    /// [`crate::adjust::supply_counts`]): builds due (positive) or removals due (negative);
    /// zero for a power out of the game. Read in adjustment phases.
    pub adjustment: i32,
    /// In an adjustment phase with builds due: the home centres where it may build now.
    pub build_sites: Vec<ProvinceId>,
    /// Whether it must give orders this phase.
    pub orders: bool,
    /// The units the rules build for it if it orders no build and no waive (Militarism III's
    /// customary units, see [`customary_units_of`]); empty when builds not ordered are waived.
    pub customary_units: Vec<Unit>,
    /// The Leader the rules build for it if it builds none (see [`customary_leader_of`]).
    pub customary_leader: Option<Unit>,
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
                // A Leader alone moves too (Militarism III).
                Phase::Movement => units[i] > 0 || leader_of(&state.units, power).is_some(),
                Phase::Retreat => state.dislodged.iter().any(|d| d.unit.power == power),
                Phase::Adjustment => adjustment < 0 || !build_sites.is_empty(),
            };
            let (customary_units, customary_leader) = if state.phase == Phase::Adjustment {
                (
                    customary_units_of(map, state, power, adjustment, rules),
                    customary_leader_of(map, state, power, adjustment, rules),
                )
            } else {
                (Vec::new(), None)
            };
            PowerDuty {
                power,
                centres: centres[i],
                units: units[i],
                adjustment,
                build_sites,
                orders,
                customary_units,
                customary_leader,
            }
        })
        .collect();
    let ordering = powers.iter().filter(|d| d.orders).map(|d| d.power).collect();
    let eliminated = (0..map.powers.len()).filter(|&i| out[i]).map(|i| PowerId(i as u8)).collect();
    Duties { ordering, powers, eliminated }
}

/// Takes off the board (and out of the retreats) the Leaders of the powers out of the game
/// (Militarism III: a Leader "is eliminated only when its country is eliminated"), and returns
/// them. `play` calls it on each position it moves to at the end of a retreat or adjustment
/// phase, or of a movement with nothing to retreat: the moment a power is found out (it loses
/// its last unit in a retreat or an adjustment, or its last centre after a Fall).
pub fn remove_leaders_of_the_out(map: &Map, state: &mut GameState, rules: &Rules) -> Vec<Unit> {
    let has_leader =
        |s: &GameState| s.units.iter().chain(s.dislodged.iter().map(|d| &d.unit)).any(|u| u.kind == UnitKind::Leader);
    if !has_leader(state) {
        return Vec::new();
    }
    let out = out_of_game(map, state, rules);
    let falls = |u: &Unit| u.kind == UnitKind::Leader && out[u.power.0 as usize];
    let removed: Vec<Unit> =
        state.units.iter().chain(state.dislodged.iter().map(|d| &d.unit)).filter(|u| falls(u)).copied().collect();
    state.units.retain(|u| !falls(u));
    state.dislodged.retain(|d| !falls(&d.unit));
    removed
}
