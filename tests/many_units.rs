//! The largest position allowed ([`MAX_UNITS`] units) is read, numbered and played at once,
//! and one unit more is refused before any unit is read. Unit numbers are handed out in
//! linear time and each army on board finds its fleet in one look: a crafted position of
//! thousands of stacked units (the 1958 rules stack armies in a capital and fleets in a naval
//! base without limit) once took cubic time to number (4,000 armies: 0.46 s natively, 64,000
//! would take hours) and quadratic time to check and play.

use graustark::cases::read_case;
use graustark::game::read_orders;
use graustark::map::Map;
use graustark::state::{GameState, MAX_UNITS, StateErrorKind};
use graustark::{Decided, play};
use serde_json::{Value, json};

const MAP_1958: &str = include_str!("../maps/standard-1958/map.json");

fn map() -> Map {
    Map::from_json(MAP_1958).unwrap()
}

/// 2,048 Austrian armies in Vienna (the first numbered 3, the rest not numbered), and 1,024
/// English fleets in Edinburgh numbered 1024 down to 1, each carrying an army that names it:
/// [`MAX_UNITS`] in all, with `change` applied to the list.
fn crowded(change: impl FnOnce(&mut Vec<Value>)) -> String {
    let mut units = vec![json!({"power": "austria", "type": "army", "region": "vie", "number": 3})];
    units.extend((1..2048).map(|_| json!({"power": "austria", "type": "army", "region": "vie"})));
    units.extend((1..=1024).rev().map(|n| json!({"power": "england", "type": "fleet", "region": "edi", "number": n})));
    units.extend((1..=1024).map(|n| json!({"power": "england", "type": "army", "region": "edi", "aboard": n})));
    change(&mut units);
    json!({"season": "spring", "year": 1901, "phase": "movement", "units": units}).to_string()
}

#[test]
fn the_largest_position_allowed_is_read_numbered_and_played() {
    let map = map();
    let text = crowded(|_| {});
    let s = GameState::from_json(&map, &text).expect("the largest position allowed");
    assert_eq!(s.units.len(), MAX_UNITS);
    let austrian: Vec<u16> = s.units[..2048].iter().map(|u| u.number).collect();
    assert_eq!(austrian[..5], [3, 1, 2, 4, 5], "the lowest number not yet used, in the order listed");
    let mut sorted = austrian.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, (1..=2048).collect::<Vec<u16>>(), "each number once");
    let armies: Vec<u16> = s.units[3072..].iter().map(|u| u.number).collect();
    assert_eq!(armies, (1025..=2048).collect::<Vec<u16>>(), "England's armies after its fleets' numbers");

    // Fleet 700 sails with the army on board it, found among 1,024 fleets; a thousand
    // Austrian armies bounce each other out of Budapest.
    let bounce: Vec<String> = (1..=1000).map(|n| format!("{n} A Vie - Bud")).collect();
    let given = bounce.iter().map(|o| (Some("austria"), o.as_str())).chain([(Some("england"), "700F Nth")]);
    let (orders, _, unreadable) = read_orders(&map, &s, given);
    assert!(unreadable.is_empty(), "{unreadable:?}");
    let rules = graustark::rules::preset("rulebook-1958").unwrap();
    let played = play(&map, &s, &orders, &rules);
    let Decided::Movement(m) = &played.decided else { panic!("a movement phase") };
    assert!(m.units[..1000].iter().all(|o| !o.success), "a thousand equal moves stand off");
    let nth = map.lookup("nth").unwrap();
    let at_sea: Vec<(&str, u16, u16)> =
        played.next.units.iter().filter(|u| u.loc == nth).map(|u| (u.kind.letter(), u.number, u.carrier)).collect();
    assert_eq!(at_sea, [("F", 700, 0), ("A", 1724, 700)], "fleet 700 and the army on board it");
}

#[test]
fn one_unit_more_is_refused_before_any_unit_is_read() {
    let map = map();
    let text = crowded(|units| units.push(json!({"power": "nowhere", "type": "army", "region": "atlantis"})));
    let e = GameState::from_json(&map, &text).unwrap_err();
    assert_eq!(e.at, "units");
    assert_eq!(e.kind, StateErrorKind::TooManyUnits(MAX_UNITS + 1));
    assert_eq!(e.to_string(), format!("units: a position holds at most {MAX_UNITS} units, not {}", MAX_UNITS + 1));
    // The judge's cases are positions too.
    let many: Vec<&str> = (0..=MAX_UNITS).map(|_| r#"{"power":"austria","type":"army","region":"vie"}"#).collect();
    let line = format!(r#"{{"id":"x","season":"spring","year":1901,"units":[{}],"orders":[]}}"#, many.join(","));
    let refused = read_case(&map, &line).err().expect("too many units in a case");
    assert_eq!(
        refused.to_string(),
        format!("units: a position holds at most {MAX_UNITS} units, not {}", MAX_UNITS + 1)
    );
}

#[test]
fn among_a_thousand_fleets_a_missing_or_full_carrier_is_named() {
    let map = map();
    let missing =
        crowded(|units| units[4000] = json!({"power": "england", "type": "army", "region": "edi", "aboard": 1025}));
    let e = GameState::from_json(&map, &missing).unwrap_err();
    assert_eq!(e.to_string(), "units[4000]: on board fleet 1025, but its power has no fleet 1025 in Edinburgh");
    let twice =
        crowded(|units| units[4000] = json!({"power": "england", "type": "army", "region": "edi", "aboard": 7}));
    let e = GameState::from_json(&map, &twice).unwrap_err();
    assert_eq!(e.to_string(), "units[4000]: on board fleet 7, which already carries an army (one army to a fleet)");
}
