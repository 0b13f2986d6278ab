//! The cat board (`maps/cat`, issue 16): Cat Diplomacy's three powers and five neutral centres,
//! the source's lettered examples standing on it as written, and its fairness (turning the board
//! a third of the way round takes each power's ground onto the next one's).

use graustark::map::{Map, ProvinceKind};
use graustark::{ProvinceId, UnitKind};
use std::collections::VecDeque;

const CAT: &str = include_str!("../maps/cat/map.json");

fn cat() -> Map {
    Map::from_json(CAT).unwrap()
}

fn province(map: &Map, name: &str) -> ProvinceId {
    map.province_of(map.lookup(name).unwrap_or_else(|| panic!("no province {name}")))
}

#[test]
fn three_powers_each_with_a_home_country_and_five_neutral_centres() {
    let map = cat();
    let ids: Vec<&str> = map.powers.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, ["cassiusica", "andromeda", "tellahoma"]);
    assert_eq!(map.supply_centre_count(), 14);
    let home: usize = map.powers.iter().map(|p| p.home_centres.len()).sum();
    assert_eq!(map.supply_centre_count() - home, 5, "five neutral centres");
    for p in &map.powers {
        assert_eq!(p.home_centres.len(), 3, "{}", p.id);
        assert!(p.home_centres.iter().all(|c| p.home_country.contains(c)), "{}", p.id);
        let plain: Vec<_> = p.home_country.iter().filter(|c| !map.province(**c).supply_centre).collect();
        assert_eq!(plain.len(), 1, "{}: one home province that is not a centre", p.id);
    }
    assert_eq!(map.victory_centres, 8, "all five neutrals and the three home centres");
}

/// Examples A to G (Diplomacy World #3, 1974), Tellahoma's coast guard in Iron.
#[test]
fn the_sources_examples_stand_on_the_board() {
    let map = cat();
    let [iron, cinnabar, silver, tin] = ["Iro", "Cin", "Silver", "Tin"].map(|n| province(&map, n));
    assert_eq!(map.province_kind(iron), ProvinceKind::Coast, "Iron has a coast for the coast guard");
    assert_eq!(map.province_kind(cinnabar), ProvinceKind::Land, "C: a coast guard cannot go inland to Cinnabar");
    assert_eq!(map.province_kind(silver), ProvinceKind::Land);
    assert!(map.army_adjacent(iron, cinnabar), "A: the army half in Iron supports Cinnabar");
    assert!(map.army_adjacent(iron, silver), "E: the army half moves Iron - Silver");
    assert!(map.army_adjacent(iron, tin) && map.fleet_provinces_adjacent(iron, tin), "F: either half may go to Tin");
    assert!(map.army_adjacent(cinnabar, silver), "G: Cinnabar - Silver");
    let salt = province(&map, "Sea of Salt");
    assert!(map.fleet_provinces_adjacent(salt, iron), "B: a Cassiusican fleet in the Sea of Salt attacks Iron");
    // The coast guards: Tellahoma's in Iron, Andromeda's in Copper (D).
    let starts = |power: &str| map.power(map.lookup_power(power).unwrap()).start.clone();
    assert!(starts("tellahoma").contains(&(UnitKind::CoastGuard, map.lookup("iro").unwrap())));
    assert!(starts("andromeda").contains(&(UnitKind::CoastGuard, map.lookup("cop").unwrap())));
}

/// Moves (of an army or a fleet) from the nearest of `from` to every province.
fn distances(map: &Map, from: &[ProvinceId]) -> Vec<u32> {
    let mut dist = vec![u32::MAX; map.provinces.len()];
    let mut queue: VecDeque<ProvinceId> = from.iter().copied().collect();
    for p in from {
        dist[p.0 as usize] = 0;
    }
    while let Some(p) = queue.pop_front() {
        for &n in map.army_neighbours(p).iter().chain(map.fleet_province_neighbours(p)) {
            if dist[n.0 as usize] == u32::MAX {
                dist[n.0 as usize] = dist[p.0 as usize] + 1;
                queue.push_back(n);
            }
        }
    }
    dist
}

#[test]
fn every_power_is_as_far_from_the_neutral_centres_as_the_others() {
    let map = cat();
    let neutral: Vec<ProvinceId> = (0..map.provinces.len() as u16)
        .map(ProvinceId)
        .filter(|&p| map.province(p).supply_centre && map.province(p).home_of.is_none())
        .collect();
    let profile = |i: usize| {
        let power = &map.powers[i];
        let dist = distances(&map, &power.home_centres);
        let mut near: Vec<u32> = neutral.iter().map(|n| dist[n.0 as usize]).collect();
        near.sort();
        let mut rivals: Vec<u32> = map
            .powers
            .iter()
            .filter(|q| q.id != power.id)
            .flat_map(|q| q.home_centres.iter().map(|c| dist[c.0 as usize]))
            .collect();
        rivals.sort();
        let neighbours: usize = power
            .home_country
            .iter()
            .map(|&p| map.army_neighbours(p).len() + map.fleet_province_neighbours(p).len())
            .sum();
        (near, rivals, neighbours)
    };
    let first = profile(0);
    assert_eq!(first.0, [1, 1, 2, 2, 3], "two neutrals next door, the two islands two moves off, the far one three");
    for i in 1..map.powers.len() {
        assert_eq!(profile(i), first, "{} differs from {}", map.powers[i].id, map.powers[0].id);
    }
}
