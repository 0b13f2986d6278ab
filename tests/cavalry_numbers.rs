//! Das Dippyspiel's numbers of cavalry (rule 6) beyond what a case can write: the builds the pad
//! offers (`legal::legal_orders`) keep to the ratio on the position as it stands, and a refused
//! build says why. The builds played are cases in tests/variants/dippyspiel.toml.
//!
//! Rule 6: "Each player begins the game with one C unit and may keep this minimum throughout.
//! Additional C units may be built, but only within a required ratio of 1 C for every 3 A. [...]
//! The 3-to-1 ratio always excludes the minimum of 1 C to which every nation is entitled."

use graustark::{GameState, Limit, Map, Order, Phase, Reason, Rules, Season, Unit, UnitKind, play};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/dippyspiel/map.json")).unwrap())
}

/// Winter 1501: Graustark owns its seven home centres and has `units` (kind, province id).
fn graustark_in_winter(units: &[(UnitKind, &str)]) -> GameState {
    let map = map();
    let graustark = map.lookup_power("graustark").unwrap();
    let mut s = GameState::empty(map, Season::Winter, 1501, Phase::Adjustment);
    for &h in &map.power(graustark).home_centres {
        s.owners[h.0 as usize] = Some(graustark);
    }
    s.units = units.iter().map(|&(kind, at)| Unit::new(graustark, kind, map.lookup(at).unwrap())).collect();
    s
}

/// The builds offered in Bremen, as the pad writes them.
fn builds_offered_in_bremen(s: &GameState) -> Vec<String> {
    let map = map();
    let offered = graustark::legal::legal_orders(map, s, map.lookup("brem").unwrap(), &Rules::default());
    offered.iter().filter(|o| matches!(o, Order::Build { .. })).map(|o| o.describe(map)).collect()
}

/// A cavalry build played alone in Bremen: its outcome's reason.
fn cavalry_built_in_bremen(s: &GameState) -> Reason {
    let map = map();
    let build = Order::Build {
        power: map.lookup_power("graustark"),
        kind: Some(UnitKind::Cavalry),
        loc: map.lookup("brem").unwrap(),
    };
    play(map, s, &[build], &Rules::default()).order_outcomes()[0].reason
}

const C: UnitKind = UnitKind::Cavalry;
const A: UnitKind = UnitKind::Army;

/// The minimum and the ratio: a cavalry is offered with none on the board, or with three armies
/// beside the first; not beside the first alone, nor to a power left with two and no army.
#[test]
fn a_cavalry_build_is_offered_only_where_the_ratio_allows_one() {
    let none = graustark_in_winter(&[(A, "danz")]);
    let minimum = graustark_in_winter(&[(C, "leip")]);
    let three_armies = graustark_in_winter(&[(C, "leip"), (A, "danz"), (A, "minc"), (A, "nurn")]);
    let after_losses = graustark_in_winter(&[(C, "leip"), (C, "pose")]);
    let with_cavalry = ["Build A Brem", "Build C Brem", "Build F Brem"];
    let without = ["Build A Brem", "Build F Brem"];
    assert_eq!(builds_offered_in_bremen(&none), with_cavalry);
    assert_eq!(builds_offered_in_bremen(&minimum), without);
    assert_eq!(builds_offered_in_bremen(&three_armies), with_cavalry);
    assert_eq!(builds_offered_in_bremen(&after_losses), without);
}

/// What is offered is what the adjudicator builds: the cavalry offered is built, the one not
/// offered is refused by the ratio, in words naming the limit and the rule's count.
#[test]
fn a_cavalry_build_not_offered_is_refused_by_the_ratio_in_words() {
    let minimum = graustark_in_winter(&[(C, "leip")]);
    let three_armies = graustark_in_winter(&[(C, "leip"), (A, "danz"), (A, "minc"), (A, "nurn")]);
    let after_losses = graustark_in_winter(&[(C, "leip"), (C, "pose")]);
    assert_eq!(cavalry_built_in_bremen(&three_armies), Reason::Built);
    let refused = Reason::NotAllowed(Limit::Quota { kind: C, allowed: 1 });
    assert_eq!(cavalry_built_in_bremen(&minimum), refused);
    assert_eq!(cavalry_built_in_bremen(&after_losses), refused);
    assert_eq!(refused.describe(map()), "not allowed: at most 1 C (1, and 1 more for every 3 A)");
    assert_eq!(refused.word(), "not allowed");
}
