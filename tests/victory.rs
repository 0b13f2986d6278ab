//! `game::winner` under the map's victory condition: supply centres (the standard map), units
//! after the adjustment phase (the 1958 rules: "a majority (18) of the possible units"), or
//! control of every neutral centre and the whole home country after a year (Cat Diplomacy).

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

const CAT: &str = include_str!("../maps/cat/map.json");

/// Spring 1905 on the Cat board: Tellahoma owns the five neutral centres and its three home
/// centres, with armies in Gold, Silver and Platinum and fleets in the Mercury Sea and Iron; its
/// inland home province, Cinnabar, is empty. The others keep their home centres.
fn tellahoma_in_control(map: &Map) -> GameState {
    let mut s = GameState::empty(map, Season::Spring, 1905, Phase::Movement);
    let tellahoma = map.lookup_power("tellahoma").unwrap();
    for n in map.neutral_centres() {
        s.owners[n.0 as usize] = Some(tellahoma);
    }
    for (i, power) in map.powers.iter().enumerate() {
        for h in &power.home_centres {
            s.owners[h.0 as usize] = Some(PowerId(i as u8));
        }
    }
    s.units = [("A", "gol"), ("A", "sil"), ("A", "pla"), ("F", "mer"), ("F", "iro")]
        .iter()
        .map(|(k, at)| unit(map, "tellahoma", k, at))
        .collect();
    s
}

fn unit(map: &Map, power: &str, kind: &str, at: &str) -> Unit {
    let kind = if kind == "A" { UnitKind::Army } else { UnitKind::Fleet };
    Unit::new(map.lookup_power(power).unwrap(), kind, map.lookup(at).unwrap())
}

fn own(map: &Map, s: &mut GameState, power: &str, at: &str) {
    s.owners[map.province_of(map.lookup(at).unwrap()).0 as usize] = map.lookup_power(power);
}

/// Cat Diplomacy, rule 7: "Victory is achieved by any player who, after any year, controls all
/// five neutral centers, and his entire home country (centers and neutral province(s))."
#[test]
fn cat_victory_is_control_of_the_neutral_centres_and_the_home_country() {
    let map = Map::from_json(CAT).unwrap();
    let tellahoma = map.lookup_power("tellahoma");
    let won = tellahoma_in_control(&map);
    assert_eq!(winner(&map, &won), tellahoma);
    // Its own army in Cinnabar changes nothing.
    let mut garrisoned = won.clone();
    garrisoned.units.push(unit(&map, "tellahoma", "A", "cin"));
    assert_eq!(winner(&map, &garrisoned), tellahoma);

    // One neutral centre short: Andromeda holds Opal.
    let mut s = won.clone();
    own(&map, &mut s, "andromeda", "opa");
    assert_eq!(winner(&map, &s), None);
    // One home centre short: Cassiusica holds Tin, though Tellahoma then owns as many centres.
    let mut s = won.clone();
    own(&map, &mut s, "cassiusica", "tin");
    own(&map, &mut s, "tellahoma", "pyr");
    assert_eq!(s.centre_counts(&map)[tellahoma.unwrap().0 as usize], 8);
    assert_eq!(winner(&map, &s), None);
    // The inland home province short: a Cassiusican army stands in Cinnabar.
    let mut s = won.clone();
    s.units.push(unit(&map, "cassiusica", "A", "cin"));
    assert_eq!(winner(&map, &s), None);
    // Nine centres, every rival home centre among them, but not Opal: no win by count.
    let mut s = won.clone();
    own(&map, &mut s, "andromeda", "opa");
    for c in ["pyr", "gal", "cob"] {
        own(&map, &mut s, "tellahoma", c);
    }
    assert_eq!(winner(&map, &s), None);
}

/// Control is judged after a year only: at the start of a spring, not in the fall or the winter.
#[test]
fn cat_control_counts_after_a_year_only() {
    let map = Map::from_json(CAT).unwrap();
    let mut fall = tellahoma_in_control(&map);
    fall.season = Season::Fall;
    assert_eq!(winner(&map, &fall), None);
    let mut winter = tellahoma_in_control(&map);
    winter.season = Season::Winter;
    winter.phase = Phase::Adjustment;
    assert_eq!(winner(&map, &winter), None);
}

/// Played: Tellahoma's fleet takes Opal, its last neutral centre, in the fall; the winter
/// builds come first, and the win is read at the start of the spring.
#[test]
fn cat_victory_is_read_after_the_winter() {
    use graustark::game::play;
    let map = Map::from_json(CAT).unwrap();
    let mut fall = tellahoma_in_control(&map);
    fall.season = Season::Fall;
    fall.year = 1904;
    own(&map, &mut fall, "andromeda", "opa");
    let order = graustark::parse_order(&map, "F Mer - Opa").unwrap();
    let rules = graustark::rules::preset("cat").unwrap();
    let winter = play(&map, &fall, &[order], &rules).next;
    assert_eq!((winter.season, winter.phase), (Season::Winter, Phase::Adjustment));
    assert_eq!(winner(&map, &winter), None);
    let result = play(&map, &winter, &[], &rules);
    assert_eq!((result.next.season, result.next.year), (Season::Spring, 1905));
    assert_eq!(winner(&map, &result.next), map.lookup_power("tellahoma"));
    let report = graustark::report::zine_report(&map, &winter, &[], &result, &rules);
    assert!(
        report.contains("Tellahoma controls every neutral centre and its whole home country, and wins the game."),
        "{report}"
    );
}

/// The map's view gives the site the Cat board's victory; who shares a draw the site asks of
/// the engine (`Map::draw_sharers`, `tests/cat_draws.rs`), so the view carries no draw rule.
#[test]
fn the_map_view_names_victory_by_control() {
    use graustark::view::MapView;
    let cat = MapView::of(&Map::from_json(CAT).unwrap());
    assert_eq!((cat.victory_measure, cat.victory_centres), ("control", 8));
}
