//! Leaders and a doubled year at once: the two passes compose. On the Cat board (`maps/cat`)
//! under the `cat` preset with Militarism III's Leaders added (`leaders=one-per-power`), in
//! Tellahoma I, the year Tellahoma's units are doubled.
//!
//! Cat Diplomacy, rule 4: 'In the years named after a player's country, his units are doubled
//! in strength.' Militarism III, rule 3: 'An A or F which is accompanied by an L (IA or IF)
//! operates with the strength of two units.' Neither source speaks of the other. Our choice
//! (`mechanics/mod.rs`): the Leader adds what it adds to any unit, one, to its unit's doubled
//! strength, so a doubled army with its Leader fights with three.

use crate::game::{Decided, PhaseResult, play, read_orders};
use crate::map::{Map, UnitKind};
use crate::resolve::outcome::Reason;
use crate::rules::Rules;
use crate::state::{GameState, Phase, Season, Unit};

const TELLAHOMA_I: i32 = 3;
const ANDROMEDA_I: i32 = 2;

fn cat() -> Map {
    Map::from_json(include_str!("../../../../maps/cat/map.json")).unwrap()
}

fn rules() -> Rules {
    let mut rules = crate::rules::preset("cat").unwrap();
    rules.set("leaders", "one-per-power").unwrap();
    rules
}

/// A spring position of `year` with these units (`power kind place`).
fn position(map: &Map, year: i32, units: &[&str]) -> GameState {
    let mut s = GameState::empty(map, Season::Spring, year, Phase::Movement);
    for u in units {
        let w: Vec<&str> = u.split(' ').collect();
        let power = map.lookup_power(w[0]).unwrap();
        let kind = UnitKind::from_word(w[1]).unwrap();
        s.units.push(Unit::new(power, kind, map.lookup(w[2]).unwrap()));
    }
    s.number_units();
    s
}

fn run(map: &Map, s: &GameState, orders: &[&str]) -> PhaseResult {
    let (orders, _, unreadable) = read_orders(map, s, orders.iter().map(|t| (None, *t)));
    assert!(unreadable.is_empty(), "{unreadable:?}");
    play(map, s, &orders, &rules())
}

/// The units after the phase (`power kind place`), dislodged ones marked, sorted.
fn board(map: &Map, r: &PhaseResult) -> Vec<String> {
    let show = |u: &Unit| format!("{} {} {}", map.power(u.power).id, u.kind.letter(), map.loc_id(u.loc));
    let mut out: Vec<String> = r.next.units.iter().map(show).collect();
    out.extend(r.next.dislodged.iter().map(|d| format!("{} dislodged", show(&d.unit))));
    out.sort();
    out
}

/// Cassiusica attacks Tellahoma's army in Cinnabar, with its Leader, with `supports` supports.
fn attack_on_cinnabar(map: &Map, year: i32, leader: bool, supports: usize) -> PhaseResult {
    let mut units = vec!["tellahoma army cin", "cassiusica army tal", "cassiusica army sil"];
    units.extend(["cassiusica army gol", "cassiusica army jad"]);
    if leader {
        units.push("tellahoma leader cin");
    }
    let s = position(map, year, &units);
    let mut orders = vec!["Cassiusica: A Tal - Cin"];
    orders.extend(
        ["Cassiusica: A Sil S A Tal - Cin", "Cassiusica: A Gol S A Tal - Cin", "Cassiusica: A Jad S A Tal - Cin"]
            .into_iter()
            .take(supports),
    );
    run(map, &s, &orders)
}

#[test]
fn a_doubled_army_with_its_leader_holds_with_three() {
    let map = cat();
    // Doubled and with its Leader: three against three holds.
    let r = attack_on_cinnabar(&map, TELLAHOMA_I, true, 2);
    assert!(!r.order_outcomes()[0].success, "{:?}", r.order_outcomes());
    assert!(board(&map, &r).contains(&"tellahoma A cin".to_string()), "{:?}", board(&map, &r));
    assert!(board(&map, &r).contains(&"tellahoma L cin".to_string()), "{:?}", board(&map, &r));
    // Either alone gives two, and three dislodge it: doubled without its Leader ...
    let r = attack_on_cinnabar(&map, TELLAHOMA_I, false, 2);
    assert!(board(&map, &r).contains(&"tellahoma A cin dislodged".to_string()), "{:?}", board(&map, &r));
    // ... and with its Leader in a year not its own.
    let r = attack_on_cinnabar(&map, ANDROMEDA_I, true, 2);
    assert!(board(&map, &r).contains(&"tellahoma A cin dislodged".to_string()), "{:?}", board(&map, &r));
    assert!(board(&map, &r).contains(&"tellahoma L cin dislodged".to_string()), "{:?}", board(&map, &r));
}

#[test]
fn four_dislodge_a_doubled_army_and_its_leader_with_it() {
    let map = cat();
    let r = attack_on_cinnabar(&map, TELLAHOMA_I, true, 3);
    assert!(r.order_outcomes()[0].success, "{:?}", r.order_outcomes());
    let b = board(&map, &r);
    assert!(b.contains(&"tellahoma A cin dislodged".to_string()), "{b:?}");
    assert!(b.contains(&"tellahoma L cin dislodged".to_string()), "{b:?}");
    assert!(b.contains(&"cassiusica A cin".to_string()), "{b:?}");
}

#[test]
fn a_leader_beside_a_split_army_goes_with_the_half_that_keeps_its_number() {
    let map = cat();
    let s = position(
        &map,
        TELLAHOMA_I,
        &["tellahoma army cin", "tellahoma leader cin", "cassiusica army tal", "cassiusica army sil"],
    );
    let orders = [
        "Tellahoma: A Cin Stand",
        "Tellahoma: A Cin - Zin",
        "Cassiusica: A Tal - Cin",
        "Cassiusica: A Sil S A Tal - Cin",
    ];
    let r = run(&map, &s, &orders);
    let Decided::Movement(m) = &r.decided else { panic!("a movement phase") };
    assert_eq!(m.splits.len(), 1, "two orders split the doubled army");
    // The half that stands has the Leader: two against two holds, and the other half moves.
    let outcomes = r.order_outcomes();
    assert!(outcomes[0].success && outcomes[1].success, "{outcomes:?}");
    assert!(!outcomes[2].success, "{outcomes:?}");
    let leader = s.units.iter().position(|u| u.kind.accompanies()).unwrap();
    assert!(matches!(m.units[leader].reason, Reason::Accompanied(_)), "{:?}", m.units[leader]);
    assert_eq!(
        board(&map, &r),
        ["cassiusica A sil", "cassiusica A tal", "tellahoma A cin", "tellahoma A zin", "tellahoma L cin"]
    );
}
