//! Who must order: `phase_duties` agrees with `play` on which phases happen. A retreat phase
//! comes exactly when someone must retreat; an adjustment phase exactly when someone must
//! remove or can build; a power with a build due but nowhere to build is not asked.

mod generate;

use generate::{config, map};
use graustark::game::{start_of_season, update_ownership};
use graustark::map::UnitKind;
use graustark::state::{GameState, Phase, Season, Unit};
use graustark::{LocId, PowerId, Rules, parse_order, phase_duties, play};
use proptest::prelude::*;

fn power(id: &str) -> PowerId {
    map().lookup_power(id).unwrap()
}

/// A position from seeds: at most one unit per province, random owners of the centres.
/// A position from a property test's random seeds (not a written one: see
/// `tests/common/position.rs` for those).
fn seeded_position(seeds: &[(u16, u8, bool)], owners: &[u8], season: Season) -> GameState {
    let map = map();
    let mut s = GameState::empty(map, season, 1905, Phase::Movement);
    for &(at, p, fleet) in seeds {
        let loc = LocId(at % map.locations.len() as u16);
        let kind = if fleet { UnitKind::Fleet } else { UnitKind::Army };
        let province = map.province_of(loc);
        if map.can_stand(kind, loc) && s.unit_in(map, province).is_none() {
            s.units.push(Unit::new(PowerId(p % map.powers.len() as u8), kind, loc));
        }
    }
    for (i, &o) in owners.iter().enumerate() {
        if i < s.owners.len() && map.provinces[i].supply_centre {
            s.owners[i] = (o < 2 * map.powers.len() as u8).then(|| PowerId(o % map.powers.len() as u8));
        }
    }
    // Numbered as a position read from JSON is, so that `play`'s next position compares equal.
    s.number_units();
    s
}

proptest! {
    #![proptest_config(config())]

    /// After a Fall with every unit holding, the adjustment phase is played exactly when the
    /// winter position's ordering list is not empty.
    #[test]
    fn adjustments_happen_exactly_when_someone_orders(
        seeds in prop::collection::vec((any::<u16>(), any::<u8>(), any::<bool>()), 0..40),
        owners in prop::collection::vec(any::<u8>(), 75),
    ) {
        let map = map();
        let fall = seeded_position(&seeds, &owners, Season::Fall);
        let result = play(map, &fall, &[], &Rules::default());
        let mut winter = start_of_season(fall.clone(), Season::Winter, fall.year);
        update_ownership(map, &mut winter);
        let duties = phase_duties(map, &winter, &Rules::default());
        let played = result.next.phase == Phase::Adjustment;
        prop_assert_eq!(played, !duties.ordering.is_empty(), "winter duties {:?}", duties);
        // The same, from first principles: a removal due, or a build due and an owned home
        // centre empty.
        let centres = winter.centre_counts(map);
        let units = winter.unit_counts(map);
        let expected = (0..map.powers.len()).filter(|&i| {
            let free_home = map.powers[i].home_centres.iter().any(|&h| {
                winter.owners[h.0 as usize] == Some(PowerId(i as u8)) && winter.unit_in(map, h).is_none()
            });
            units[i] > centres[i] || (centres[i] > units[i] && free_home)
        }).map(|i| PowerId(i as u8)).collect::<Vec<_>>();
        prop_assert_eq!(&duties.ordering, &expected);
        if played {
            prop_assert_eq!(&result.next, &winter);
        }
    }

    /// A movement phase is followed by retreats exactly when the retreat position's ordering
    /// list is not empty (every power with a dislodged unit).
    #[test]
    fn retreats_happen_exactly_when_someone_orders(
        seeds in prop::collection::vec((any::<u16>(), any::<u8>(), any::<bool>()), 0..60),
        picks in prop::collection::vec(any::<u16>(), 60),
    ) {
        let map = map();
        let spring = seeded_position(&seeds, &[], Season::Spring);
        // Every other unit attacks a neighbour (an occupied one if it can); the others support
        // an attack they can reach, so that units are dislodged.
        let occupied = |l: LocId| spring.unit_in(map, map.province_of(l)).is_some();
        let mut attacks: Vec<(String, LocId)> = Vec::new();
        let mut texts: Vec<(PowerId, String)> = Vec::new();
        for (i, u) in spring.units.iter().enumerate() {
            let pick = picks[i % picks.len()] as usize;
            let near: Vec<LocId> = (0..map.locations.len() as u16).map(LocId).filter(|&l| map.can_move(u.kind, u.loc, l)).collect();
            let supportable = attacks.iter().find(|(_, to)| near.iter().any(|&l| map.province_of(l) == map.province_of(*to)));
            let unit = format!("{} {}", u.kind.letter(), map.loc_id(u.loc));
            if pick.is_multiple_of(2) && let Some((mover, to)) = supportable {
                texts.push((u.power, format!("{unit} S {mover} - {}", map.loc_id(*to))));
                continue;
            }
            let hits: Vec<LocId> = near.iter().copied().filter(|&l| occupied(l)).collect();
            let pool = if hits.is_empty() { &near } else { &hits };
            if pool.is_empty() { continue; }
            let to = pool[pick % pool.len()];
            texts.push((u.power, format!("{unit} - {}", map.loc_id(to))));
            attacks.push((unit, to));
        }
        let orders: Vec<_> = texts.iter().filter_map(|(p, t)| parse_order(map, t).ok().map(|o| o.with_power(*p))).collect();
        let result = play(map, &spring, &orders, &Rules::default());
        let next = &result.next;
        if next.phase == Phase::Retreat {
            let duties = phase_duties(map, next, &Rules::default());
            prop_assert!(!duties.ordering.is_empty());
            for d in &next.dislodged {
                prop_assert!(duties.ordering.contains(&d.unit.power));
            }
        } else {
            prop_assert!(next.dislodged.is_empty());
        }
    }
}

/// England owns London, Edinburgh and Liverpool and two more centres but has units on all
/// three home centres: two builds due and nowhere to build, so England is not asked.
#[test]
fn a_build_due_with_no_free_site_is_not_a_duty() {
    let map = map();
    let mut s = GameState::initial(map, 1901);
    s = start_of_season(s, Season::Winter, 1901);
    let england = power("england");
    for c in ["nwy", "bel"] {
        s.owners[map.lookup(c).map(|l| map.province_of(l)).unwrap().0 as usize] = Some(england);
    }
    // Move England's units home again onto all three centres.
    s.units.retain(|u| u.power != england);
    for r in ["lon", "edi", "lvp"] {
        s.units.push(Unit::new(england, UnitKind::Army, map.lookup(r).unwrap()));
    }
    let duties = phase_duties(map, &s, &Rules::default());
    let e = &duties.powers[england.0 as usize];
    assert_eq!(e.adjustment, 2);
    assert!(e.build_sites.is_empty());
    assert!(!e.orders);
    assert!(!duties.ordering.contains(&england));
    // Nobody else has anything due either: the phase is skipped.
    assert!(duties.ordering.is_empty());
    // With a free home centre England is asked, with that one site.
    s.units.retain(|u| map.loc_id(u.loc) != "lvp");
    let duties = phase_duties(map, &s, &Rules::default());
    assert_eq!(duties.ordering, vec![england]);
    assert_eq!(duties.powers[england.0 as usize].build_sites, vec![map.province_of(map.lookup("lvp").unwrap())]);
}

/// In movement every power with units orders; a power with centres but no units is not out.
#[test]
fn movement_duties_and_the_eliminated() {
    let map = map();
    let mut s = GameState::initial(map, 1901);
    let italy = power("italy");
    s.units.retain(|u| u.power != italy);
    let duties = phase_duties(map, &s, &Rules::default());
    assert_eq!(duties.ordering.len(), map.powers.len() - 1);
    assert!(!duties.ordering.contains(&italy));
    assert!(duties.eliminated.is_empty());
    for o in s.owners.iter_mut() {
        if *o == Some(italy) {
            *o = None;
        }
    }
    assert_eq!(phase_duties(map, &s, &Rules::default()).eliminated, vec![italy]);
}

/// Under the 1958 rule a power with centres but no units is out: it is listed as eliminated,
/// has nothing due and is not asked to build; under the default it builds.
#[test]
fn a_power_without_units_is_out_under_the_1958_rule() {
    let map = map();
    let italy = power("italy");
    let mut s = start_of_season(GameState::initial(map, 1901), Season::Winter, 1901);
    s.units.retain(|u| u.power != italy);
    let default = phase_duties(map, &s, &Rules::default());
    assert!(default.ordering.contains(&italy));
    assert!(default.eliminated.is_empty());
    assert_eq!(default.powers[italy.0 as usize].adjustment, 3);
    let mut rules = Rules::default();
    rules.set("elimination", "no-units").unwrap();
    let out = phase_duties(map, &s, &rules);
    assert!(!out.ordering.contains(&italy));
    assert_eq!(out.eliminated, vec![italy]);
    assert_eq!(out.powers[italy.0 as usize].adjustment, 0);
    assert!(out.powers[italy.0 as usize].build_sites.is_empty());
    // A power whose only unit is dislodged is still in the game until its retreat is decided.
    let mut r = GameState::initial(map, 1901);
    let rome = r.units.iter().position(|u| u.power == italy).unwrap();
    let unit = r.units[rome];
    r.units.retain(|u| u.power != italy);
    r.phase = Phase::Retreat;
    r.dislodged.push(graustark::state::Dislodged {
        unit,
        attacker_from: map.province_of(unit.loc),
        by_convoy: false,
        cavalry: Default::default(),
    });
    assert!(phase_duties(map, &r, &rules).eliminated.is_empty());
}
