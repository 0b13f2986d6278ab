//! Who must order in a phase, and what each power is due: the one place these facts are
//! gathered, for the command line, the site and `play` alike. The adjustment rules' facts (who
//! is out, builds due, where and how many builds) are `adjust`'s, which the adjudicator uses
//! itself: the duties ask `adjust`, never the other way round, and nothing counts them again.

/// Who is out of the game is the adjustment rules' fact (a power out builds nothing); the
/// duties read it from there, as every other fact they state.
pub use crate::adjust::out_of_game;
use crate::adjust::{
    adjustments_due, build_sites, builds_at, customary_leader_of, customary_units_of, may_build_leader, opening_builds,
};
use crate::map::{Map, PowerId, ProvinceId};
use crate::rules::{Leaders, Rules};
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
    /// How many builds each of `build_sites` takes this phase, in its order: one, or where
    /// the map stacks the kind raised there (1958: a second army in the capital, a second fleet
    /// in a naval base) as many as are due (see [`builds_at`]).
    pub builds_at: Vec<u32>,
    /// The builds it can make now: its builds due, as far as its sites take them
    /// (`builds_at`); the adjudicator accepts as many. Zero outside adjustments.
    pub builds: u32,
    /// Where it may build its Leader now (Militarism III's opening builds: "Each country also
    /// receives one Leader unit (L) which is built in Winter 1900 in a home center"), besides
    /// its builds due: a Leader is none of them. Empty when it may build none.
    pub leader_sites: Vec<ProvinceId>,
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
            let adjusting = state.phase == Phase::Adjustment;
            let build_sites =
                if adjusting && adjustment > 0 { build_sites(map, state, power, rules) } else { Vec::new() };
            let due = adjustment.max(0) as u32;
            let builds_at: Vec<u32> =
                build_sites.iter().map(|&p| builds_at(map, state, power, p, rules, due)).collect();
            // As many as its sites take, at most those due.
            let builds = builds_at.iter().sum::<u32>().min(due);
            let leader_sites = if adjusting { leader_sites(map, state, power, rules) } else { Vec::new() };
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
                builds_at,
                builds,
                leader_sites,
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

/// The home centres where `power` may build its Leader now (Militarism III's opening builds),
/// as the adjudicator checks a Leader's build.
fn leader_sites(map: &Map, state: &GameState, power: PowerId, rules: &Rules) -> Vec<ProvinceId> {
    if rules.leaders == Leaders::None || !opening_builds(state) {
        return Vec::new();
    }
    let homes = &map.power(power).home_centres;
    homes.iter().copied().filter(|&p| may_build_leader(map, state, power, p, rules)).collect()
}

/// Takes off the board (and out of the retreats) the Leaders of the powers out of the game
/// (Militarism III: a Leader "is eliminated only when its country is eliminated"), and returns
/// them. `play` calls it on each position it moves to at the end of a retreat or adjustment
/// phase, or of a movement with nothing to retreat: the moment a power is found out (it loses
/// its last unit in a retreat or an adjustment, or its last centre after a Fall).
pub fn remove_leaders_of_the_out(map: &Map, state: &mut GameState, rules: &Rules) -> Vec<Unit> {
    // The units that do not count for survival (Leaders) fall with their country.
    let uncounted = |s: &GameState| s.units.iter().chain(s.dislodged.iter().map(|d| &d.unit)).any(|u| !u.kind.counts());
    if !uncounted(state) {
        return Vec::new();
    }
    let out = out_of_game(map, state, rules);
    let falls = |u: &Unit| !u.kind.counts() && out[u.power.0 as usize];
    let removed: Vec<Unit> =
        state.units.iter().chain(state.dislodged.iter().map(|d| &d.unit)).filter(|u| falls(u)).copied().collect();
    state.units.retain(|u| !falls(u));
    state.dislodged.retain(|d| !falls(&d.unit));
    removed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{play, read_orders, start_of_season};
    use crate::map::{ProvinceId, UnitKind};
    use crate::state::Season;
    use crate::view::DutiesView;

    fn rules(preset: &str) -> Rules {
        crate::rules::preset(preset).unwrap()
    }

    fn province(map: &Map, id: &str) -> ProvinceId {
        map.province_of(map.lookup(id).unwrap())
    }

    /// Winter 1901 on the 1958 board: France holds Paris, Brest and Marseilles and two more
    /// centres with its army in Burgundy and fleet in the Channel (three builds due), but a
    /// German army stands in Brest, so Paris, its capital, is its only site.
    fn france_with_only_paris(map: &Map) -> GameState {
        let mut s = start_of_season(GameState::initial(map, 1901), Season::Winter, 1901);
        let (france, germany) = (map.lookup_power("france").unwrap(), map.lookup_power("germany").unwrap());
        s.units.retain(|u| u.power != france && map.province_of(u.loc) != province(map, "bre"));
        s.units.push(Unit::new(france, UnitKind::Army, map.lookup("bur").unwrap()));
        s.units.push(Unit::new(france, UnitKind::Fleet, map.lookup("eng").unwrap()));
        s.units.push(Unit::new(germany, UnitKind::Army, map.lookup("bre").unwrap()));
        for id in ["spa", "por"] {
            s.owners[province(map, id).0 as usize] = Some(france);
        }
        s
    }

    /// Calhamer's 1958 rules, Capitals and naval bases: "Armies start in their capital, fleets
    /// in their naval base", and the map stacks armies in the capital, so a power builds its
    /// second and third armies beside the first there. The duties count every build the
    /// adjudicator accepts (the site's pad once counted one per free site, and said 1 of 3).
    #[test]
    fn a_1958_capital_takes_every_build_due_and_the_duty_counts_them_all() {
        let map = Map::from_json(include_str!("../../../maps/standard-1958/map.json")).unwrap();
        let rules = rules("rulebook-1958");
        let s = france_with_only_paris(&map);
        let france = map.lookup_power("france").unwrap();
        let duty = &phase_duties(&map, &s, &rules).powers[france.0 as usize];
        assert_eq!(duty.adjustment, 3);
        assert_eq!(duty.build_sites, [province(&map, "par")]);
        assert_eq!(duty.builds_at, [3], "the capital stacks armies");
        assert_eq!(duty.builds, 3);
        let view = DutiesView::of(&map, &s, &phase_duties(&map, &s, &rules));
        let shown = &view.powers[france.0 as usize];
        assert_eq!((shown.builds, shown.builds_at.as_slice()), (3, &[3][..]), "the view shows the engine's figure");
        // The adjudicator accepts as many: three armies raised in Paris.
        let given = [(Some("france"), "Build A Par"), (Some("france"), "Build A Par"), (Some("france"), "Build A Par")];
        let (orders, _, unreadable) = read_orders(&map, &s, given);
        assert!(unreadable.is_empty());
        let r = play(&map, &s, &orders, &rules);
        assert!(r.order_outcomes().iter().all(|o| o.success), "{:?}", r.order_outcomes());
        let in_paris = r
            .next
            .units
            .iter()
            .filter(|u| u.power == france && map.province_of(u.loc) == province(&map, "par"))
            .count();
        assert_eq!(in_paris as u32, duty.builds);
    }

    /// Without stacking a site takes one build: the count stays at one per free site.
    #[test]
    fn a_site_that_does_not_stack_takes_one_build() {
        let map = Map::from_json(include_str!("../../../maps/standard/map.json")).unwrap();
        let s = france_with_only_paris(&map);
        let france = map.lookup_power("france").unwrap();
        let duty = &phase_duties(&map, &s, &Rules::default()).powers[france.0 as usize];
        assert_eq!(duty.adjustment, 3);
        assert_eq!(duty.build_sites, [province(&map, "mar"), province(&map, "par")]);
        assert_eq!((duty.builds_at.as_slice(), duty.builds), (&[1, 1][..], 2));
    }

    /// Militarism III, rule 3: "Each country also receives one Leader unit (L) which is built
    /// in Winter 1900 in a home center. L may not otherwise be built." and a Leader "does not
    /// require supplies for support": the duty states where it may be built apart from the
    /// builds due, which do not count it, and the adjudicator takes it besides them.
    #[test]
    fn the_leaders_opening_build_is_stated_apart_from_the_builds_due() {
        let map = Map::from_json(include_str!("../../../maps/militarism-iii/map.json")).unwrap();
        let rules = rules("militarism-iii");
        let s = GameState::initial(&map, 1901);
        let england = map.lookup_power("england").unwrap();
        let duty = &phase_duties(&map, &s, &rules).powers[england.0 as usize];
        let homes = [province(&map, "edi"), province(&map, "lon"), province(&map, "lvp")];
        assert_eq!((duty.adjustment, duty.builds), (3, 3), "three builds due, the Leader none of them");
        assert_eq!(duty.build_sites, homes);
        assert_eq!(duty.leader_sites, homes);
        let given = [
            (Some("england"), "Build F Lon"),
            (Some("england"), "Build F Edi"),
            (Some("england"), "Build A Lvp"),
            (Some("england"), "Build L Lon"),
        ];
        let (orders, _, unreadable) = read_orders(&map, &s, given);
        assert!(unreadable.is_empty());
        let r = play(&map, &s, &orders, &rules);
        assert!(r.order_outcomes().iter().all(|o| o.success), "{:?}", r.order_outcomes());
        // Once the opening is over, no Leader may be built; nor without the rule.
        let later = phase_duties(&map, &start_of_season(r.next, Season::Winter, 1901), &rules);
        assert!(later.powers.iter().all(|d| d.leader_sites.is_empty()));
        let plain = phase_duties(&map, &s, &Rules::default());
        assert!(plain.powers.iter().all(|d| d.leader_sites.is_empty() && d.builds == d.adjustment as u32));
    }
}
