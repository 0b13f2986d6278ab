//! Builds as data (`build_sites=capital-and-base`, the 1958 rules) beyond what the example
//! positions of tests/rules/build_sites.toml show: the capital order's notation and view, the
//! capital carried in the position and back on recapture, the duties and the offered orders by
//! unit kind, and the map's checks of capitals and naval bases.

use graustark::game::{start_of_season, update_ownership};
use graustark::legal::legal_orders;
use graustark::map::Map;
use graustark::state::{GameState, Season, StateJson, Unit};
use graustark::view::OrderView;
use graustark::{Order, PowerId, ProvinceId, Rules, UnitKind, parse_order, phase_duties, play};
use serde_json::json;

const MAP_1958: &str = include_str!("../maps/standard-1958/map.json");

fn map() -> Map {
    Map::from_json(MAP_1958).unwrap()
}

fn p(map: &Map, id: &str) -> ProvinceId {
    map.province_of(map.lookup(id).unwrap())
}

fn power(map: &Map, id: &str) -> PowerId {
    map.lookup_power(id).unwrap()
}

fn rules_1958() -> Rules {
    let mut rules = Rules::default();
    rules.set("build_sites", "capital-and-base").unwrap();
    rules
}

/// Winter 1901: Russia has lost Moscow to an Austrian army and holds its other home centres,
/// Rumania and Sweden, with two units (three builds due).
fn russia_without_moscow(map: &Map) -> GameState {
    let mut s = start_of_season(GameState::initial(map, 1901), Season::Winter, 1901);
    let (russia, austria) = (power(map, "russia"), power(map, "austria"));
    s.units = vec![
        Unit::new(austria, UnitKind::Army, map.lookup("mos").unwrap()),
        Unit::new(russia, UnitKind::Fleet, map.lookup("swe").unwrap()),
        Unit::new(russia, UnitKind::Army, map.lookup("rum").unwrap()),
    ];
    s.owners[p(map, "mos").0 as usize] = Some(austria);
    s.owners[p(map, "rum").0 as usize] = Some(russia);
    s.owners[p(map, "swe").0 as usize] = Some(russia);
    s
}

#[test]
fn the_capital_order_reads_writes_and_shows() {
    let map = map();
    let order = parse_order(&map, "Russia: Capital Warsaw").unwrap();
    assert_eq!(order, Order::Capital { power: Some(power(&map, "russia")), province: p(&map, "war") });
    assert_eq!(order.describe(&map), "Capital War");
    assert_eq!(parse_order(&map, &order.describe(&map)).unwrap().with_power(power(&map, "russia")), order);
    let view = OrderView::of(&map, &order);
    assert_eq!((view.kind, view.region.as_deref()), ("capital", Some("war")));
}

#[test]
fn a_named_capital_is_kept_in_the_position_and_returns_on_recapture() {
    let map = map();
    let russia = power(&map, "russia");
    let s = russia_without_moscow(&map);
    let orders =
        [parse_order(&map, "Russia: Capital Warsaw").unwrap(), parse_order(&map, "Russia: Build A Warsaw").unwrap()];
    let next = play(&map, &s, &orders, &rules_1958()).next;
    assert_eq!(next.capital(&map, russia), Some(p(&map, "war")));
    // The position's JSON says so, and reads back the same.
    let text = next.to_json(&map);
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["capitals"], json!({"russia": "war"}));
    let back: StateJson = serde_json::from_str(&text).unwrap();
    assert_eq!(back.into_state(&map).unwrap(), next);
    // A capital that is not the power's home centre is refused, with its place.
    let mut bad = value.clone();
    bad["capitals"] = json!({"russia": "vie"});
    let err = serde_json::from_value::<StateJson>(bad).unwrap().into_state(&map).unwrap_err();
    assert_eq!(
        (err.at.as_str(), err.kind.to_string().as_str()),
        ("capitals.russia", "Vienna is not one of the power's home centres")
    );
    // Moscow retaken in the fall: the capital moves back, and the position no longer lists it.
    let mut fall = next.clone();
    fall.units.retain(|u| map.province_of(u.loc) != p(&map, "mos"));
    fall.units.push(Unit::new(russia, UnitKind::Army, map.lookup("mos").unwrap()));
    update_ownership(&map, &mut fall);
    assert_eq!(fall.capital(&map, russia), Some(p(&map, "mos")));
    assert!(serde_json::from_str::<serde_json::Value>(&fall.to_json(&map)).unwrap().get("capitals").is_none());
    // The standard game's positions carry no capitals at all.
    let standard = Map::from_json(include_str!("../maps/standard/map.json")).unwrap();
    assert!(!GameState::initial(&standard, 1901).to_json(&standard).contains("capitals"));
}

#[test]
fn duties_and_offered_orders_follow_the_sites_by_kind() {
    let map = map();
    let russia = power(&map, "russia");
    let s = russia_without_moscow(&map);
    let rules = rules_1958();
    let duty = &phase_duties(&map, &s, &rules).powers[russia.0 as usize];
    // Every held, empty home centre may become the capital, so all three are sites.
    assert_eq!(duty.build_sites, vec![p(&map, "sev"), p(&map, "stp"), p(&map, "war")]);
    let offered = |at: &str| -> Vec<String> {
        legal_orders(&map, &s, map.lookup(at).unwrap(), &rules).iter().map(|o| o.describe(&map)).collect()
    };
    assert_eq!(offered("war"), ["Capital War", "Build A War", "Waive"]);
    assert_eq!(offered("sev"), ["Capital Sev", "Build A Sev", "Build F Sev", "Waive"]);
    // With Moscow held, armies only there and fleets only in the naval bases.
    let mut held = GameState::initial(&map, 1901);
    held = start_of_season(held, Season::Winter, 1901);
    held.units.retain(|u| u.power != russia || map.province_of(u.loc) == p(&map, "stp"));
    let duty = &phase_duties(&map, &held, &rules).powers[russia.0 as usize];
    // St Petersburg too: its fleet stacks with a new one in its naval base ("the presence of
    // such units shall not prevent the raising of a unit in its proper place").
    assert_eq!(duty.build_sites, vec![p(&map, "mos"), p(&map, "sev"), p(&map, "stp")]);
    let offered = |at: &str| -> Vec<String> {
        legal_orders(&map, &held, map.lookup(at).unwrap(), &rules).iter().map(|o| o.describe(&map)).collect()
    };
    assert_eq!(offered("mos"), ["Build A Mos", "Waive"]);
    assert_eq!(offered("sev"), ["Build F Sev", "Waive"]);
    assert!(offered("war").is_empty());
    // Under home-centres, Warsaw is a site as before (and St Petersburg, where this map stacks
    // fleets).
    let duty = &phase_duties(&map, &held, &Rules::default()).powers[russia.0 as usize];
    assert_eq!(duty.build_sites, vec![p(&map, "mos"), p(&map, "sev"), p(&map, "stp"), p(&map, "war")]);
}

/// Calhamer's 1958 rules, Capitals and naval bases: "An army may not move into its own capital
/// if one of its own fleets is in it, nor a fleet into its naval base if occupied by its own
/// army. But the presence of such units shall not prevent the raising of a unit in its proper
/// place." England's fleet in London leaves room for an army raised there, and its army in
/// Edinburgh for a fleet; the site is offered and the duty counts it (the builds played are the
/// case builds-1958/raised-beside-the-other-kind in tests/variants/builds_1958.toml).
#[test]
fn a_unit_is_offered_in_its_proper_place_beside_one_of_the_other_kind() {
    let map = map();
    let england = power(&map, "england");
    let mut s = start_of_season(GameState::initial(&map, 1901), Season::Winter, 1901);
    s.units = vec![
        Unit::new(england, UnitKind::Fleet, map.lookup("lon").unwrap()),
        Unit::new(england, UnitKind::Army, map.lookup("edi").unwrap()),
    ];
    s.owners[p(&map, "nwy").0 as usize] = Some(england);
    s.owners[p(&map, "hol").0 as usize] = Some(england);
    let rules = rules_1958();
    let duty = &phase_duties(&map, &s, &rules).powers[england.0 as usize];
    assert_eq!(duty.build_sites, vec![p(&map, "edi"), p(&map, "lon")]);
    let offered = |at: &str| -> Vec<String> {
        legal_orders(&map, &s, map.lookup(at).unwrap(), &rules).iter().map(|o| o.describe(&map)).collect()
    };
    assert_eq!(offered("lon"), ["Build A Lon", "Waive"]);
    assert_eq!(offered("edi"), ["Build F Edi", "Waive"]);
}

#[test]
fn with_every_home_centre_lost_no_builds_are_due() {
    let map = map();
    let germany = power(&map, "germany");
    let mut s = start_of_season(GameState::initial(&map, 1901), Season::Winter, 1901);
    s.units.retain(|u| u.power != germany);
    s.units.push(Unit::new(germany, UnitKind::Army, map.lookup("hol").unwrap()));
    let france = power(&map, "france");
    for id in ["ber", "kie", "mun"] {
        s.owners[p(&map, id).0 as usize] = Some(france);
    }
    for id in ["hol", "bel", "den"] {
        s.owners[p(&map, id).0 as usize] = Some(germany);
    }
    let duties = phase_duties(&map, &s, &rules_1958());
    assert_eq!(duties.powers[germany.0 as usize].adjustment, 2);
    assert!(duties.powers[germany.0 as usize].build_sites.is_empty());
    assert!(!duties.ordering.contains(&germany));
}

#[test]
fn the_map_checks_capitals_and_naval_bases_with_their_place() {
    let mut v: serde_json::Value = serde_json::from_str(MAP_1958).unwrap();
    let germany = v["powers"].as_array_mut().unwrap().iter_mut().find(|p| p["id"] == "germany").unwrap();
    germany["capital"] = json!("war");
    germany["naval_bases"] = json!(["mun", "kie", "xyz"]);
    let mut got: Vec<(String, String)> =
        Map::from_json(&v.to_string()).unwrap_err().iter().map(|e| (e.at.clone(), e.message())).collect();
    got.sort();
    assert_eq!(
        got,
        [
            ("powers[germany].capital".to_string(), "'war' is not one of the power's home centres".to_string()),
            (
                "powers[germany].naval_bases[0]".to_string(),
                "'mun' has no coast: a naval base must be coastal".to_string()
            ),
            ("powers[germany].naval_bases[2]".to_string(), "unknown province 'xyz'".to_string()),
            // Without a capital in Berlin, the two opening armies there may not share it.
            (
                "powers[germany].start[1]".to_string(),
                "a second unit in ber (after powers[germany].start[0]): units share a province only as one power's armies in its capital or fleets in its naval base, where 'stacking' allows".to_string()
            ),
        ]
    );
    let map = map();
    let russia = map.power(power(&map, "russia"));
    assert_eq!(russia.capital, Some(p(&map, "mos")));
    assert_eq!(russia.naval_bases, vec![p(&map, "sev"), p(&map, "stp")]);
}
