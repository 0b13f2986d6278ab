//! Calhamer's 1958 rules for several units in one province (seed 000, "Capitals and naval
//! bases" and "Armies on board fleets"): what a case cannot write. The opening position
//! (`GameState::initial`) and the positions the map refuses stay here; every rule played on a
//! position is a case in tests/variants/stacks_1958.toml. The choices where the source is
//! silent are written in tests/rules/README.md ("Stacks and armies on board").

use graustark::map::Map;
use graustark::state::{GameState, StateErrorKind};
use serde_json::json;

const MAP_1958: &str = include_str!("../maps/standard-1958/map.json");

fn map() -> Map {
    Map::from_json(MAP_1958).unwrap()
}

fn units_of(map: &Map, s: &GameState) -> Vec<String> {
    let mut out: Vec<String> = s
        .units
        .iter()
        .map(|u| format!("{} {} {} {}", map.power(u.power).id, u.number, u.kind.letter(), map.loc_id(u.loc)))
        .collect();
    out.sort();
    out
}

#[test]
fn the_opening_stacks_two_armies_in_the_capital_and_a_fleet_in_the_naval_base() {
    let map = map();
    let s = GameState::initial(&map, 1901);
    let all = units_of(&map, &s);
    for u in
        ["france 1 A par", "france 2 A par", "france 3 F bre", "england 1 F edi", "england 2 F edi", "england 3 A lon"]
    {
        assert!(all.contains(&u.to_string()), "{u} in {all:?}");
    }
    assert!(all.contains(&"russia 3 F sev".to_string()) && all.contains(&"russia 4 F stp/sc".to_string()));
    assert_eq!(s.units.len(), 22);
}

#[test]
fn a_stack_the_map_does_not_allow_is_refused_with_its_place() {
    let map = map();
    let text = json!({"season": "spring", "year": 1901, "phase": "movement", "units": [
        {"power": "germany", "type": "army", "region": "mun"}, {"power": "germany", "type": "army", "region": "mun"}]});
    let e = GameState::from_json(&map, &text.to_string()).unwrap_err();
    assert_eq!(e.at, "units[1]");
    assert!(matches!(e.kind, StateErrorKind::StackNotAllowed { .. }), "{e}");
    // A fleet in the capital beside the armies is a position the 1958 rules reach (an army
    // raised beside its fleet), but one fleet only: fleets stack in the naval base, not here.
    let refused = |units: serde_json::Value| {
        let text = json!({"season": "spring", "year": 1901, "phase": "movement", "units": units});
        GameState::from_json(&map, &text.to_string()).err()
    };
    let army = |power: &str, at: &str| json!({"power": power, "type": "army", "region": at});
    let fleet = |power: &str, at: &str| json!({"power": power, "type": "fleet", "region": at});
    assert!(refused(json!([army("germany", "ber"), fleet("germany", "ber"), army("germany", "ber")])).is_none());
    let e = refused(json!([army("germany", "ber"), fleet("germany", "ber"), fleet("germany", "ber")])).unwrap();
    assert_eq!(e.at, "units[2]");
    assert!(matches!(e.kind, StateErrorKind::StackNotAllowed { .. }), "{e}");
    // In its naval base, fleets beside one army; never two armies.
    assert!(refused(json!([fleet("germany", "kie"), army("germany", "kie"), fleet("germany", "kie")])).is_none());
    assert!(refused(json!([fleet("germany", "kie"), army("germany", "kie"), army("germany", "kie")])).is_some());
    // Only in its own capital or base, and only with its own units.
    assert!(refused(json!([army("germany", "mun"), fleet("germany", "mun")])).is_some());
    assert!(refused(json!([army("france", "ber"), fleet("france", "ber")])).is_some());
    assert!(refused(json!([army("germany", "ber"), fleet("russia", "ber")])).is_some());
}
