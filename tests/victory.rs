//! `game::winner` under the map's victory condition: supply centres (the standard map), or
//! units after the adjustment phase (the 1958 rules: "a majority (18) of the possible units").

use graustark::game::winner;
use graustark::map::{Map, ProvinceKind, UnitKind};
use graustark::state::{GameState, Phase, Season, Unit};
use graustark::{LocId, PowerId};

const STANDARD: &str = include_str!("../maps/standard/map.json");

fn map_with_victory(victory: serde_json::Value) -> Map {
    let mut v: serde_json::Value = serde_json::from_str(STANDARD).unwrap();
    v.as_object_mut().unwrap().remove("victory_centres");
    v["victory"] = victory;
    Map::from_json(&v.to_string()).unwrap()
}

/// France owns `centres` supply centres and has `units` armies, at the start of spring 1905.
fn france_with(map: &Map, centres: usize, units: usize) -> GameState {
    let france = map.lookup_power("france").unwrap();
    let mut s = GameState::empty(map, Season::Spring, 1905, Phase::Movement);
    for i in (0..map.provinces.len()).filter(|&i| map.provinces[i].supply_centre).take(centres) {
        s.owners[i] = Some(france);
    }
    let land = (0..map.provinces.len()).filter(|&i| map.provinces[i].kind != ProvinceKind::Sea);
    let land = land.filter(|&i| map.provinces[i].kind != ProvinceKind::Impassable);
    s.units = land.take(units).map(|i| Unit::new(france, UnitKind::Army, LocId(i as u16))).collect();
    s
}

#[test]
fn eighteen_centres_win_the_standard_game() {
    let map = Map::from_json(STANDARD).unwrap();
    let france = Some(map.lookup_power("france").unwrap());
    assert_eq!(winner(&map, &france_with(&map, 18, 17)), france);
    assert_eq!(winner(&map, &france_with(&map, 17, 17)), None);
}

#[test]
fn eighteen_centres_but_seventeen_units_is_no_1958_win() {
    let map = map_with_victory(serde_json::json!({"measure": "units", "count": 18}));
    let france: Option<PowerId> = Some(map.lookup_power("france").unwrap());
    assert_eq!(winner(&map, &france_with(&map, 18, 17)), None);
    assert_eq!(winner(&map, &france_with(&map, 18, 18)), france);
    // Units are counted after the adjustment phase only: not in the fall, nor in winter.
    let mut fall = france_with(&map, 18, 18);
    fall.season = Season::Fall;
    assert_eq!(winner(&map, &fall), None);
    let mut winter = france_with(&map, 18, 18);
    winter.season = Season::Winter;
    winter.phase = Phase::Adjustment;
    assert_eq!(winner(&map, &winter), None);
}

/// The map's view tells the site what the victory count counts.
#[test]
fn the_map_view_names_the_victory_measure() {
    use graustark::view::MapView;
    let standard = Map::from_json(STANDARD).unwrap();
    assert_eq!((MapView::of(&standard).victory_measure, MapView::of(&standard).victory_centres), ("centres", 18));
    let units = map_with_victory(serde_json::json!({"measure": "units", "count": 18}));
    assert_eq!((MapView::of(&units).victory_measure, MapView::of(&units).victory_centres), ("units", 18));
}

/// The seed audit's test, played: France ends a fall with 18 centres and 17 units, and every
/// home centre of its occupied, so it can build nothing in the winter. It has won by centres,
/// not by the 1958 count of units.
#[test]
fn no_build_site_means_no_eighteenth_unit_and_no_1958_win() {
    use graustark::game::play;
    let by_units = map_with_victory(serde_json::json!({"measure": "units", "count": 18}));
    let by_centres = Map::from_json(STANDARD).unwrap();
    for (map, wins) in [(&by_units, false), (&by_centres, true)] {
        let france = map.lookup_power("france").unwrap();
        let homes = map.power(france).home_centres.clone();
        let mut winter = GameState::empty(map, Season::Winter, 1905, Phase::Adjustment);
        let others = (0..map.provinces.len())
            .filter(|&i| map.provinces[i].supply_centre && map.provinces[i].home_of != Some(france));
        for i in homes.iter().map(|h| h.0 as usize).chain(others.take(15)) {
            winter.owners[i] = Some(france);
        }
        // Armies in its three home centres and in fourteen other land provinces.
        let land = (0..map.provinces.len()).filter(|&i| {
            map.provinces[i].kind != ProvinceKind::Sea && map.provinces[i].kind != ProvinceKind::Impassable
        });
        let spots: Vec<usize> = homes
            .iter()
            .map(|h| h.0 as usize)
            .chain(land.filter(|i| !homes.iter().any(|h| h.0 as usize == *i)).take(14))
            .collect();
        winter.units = spots.into_iter().map(|i| Unit::new(france, UnitKind::Army, LocId(i as u16))).collect();
        assert_eq!(
            (winter.centre_counts(map)[france.0 as usize], winter.unit_counts(map)[france.0 as usize]),
            (18, 17)
        );
        let next = play(map, &winter, &[], &graustark::Rules::default()).next;
        assert_eq!((next.season, next.unit_counts(map)[france.0 as usize]), (Season::Spring, 17));
        assert_eq!(winner(map, &next).is_some(), wins);
    }
}
