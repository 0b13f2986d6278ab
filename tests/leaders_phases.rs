//! Militarism III's Leaders outside the movement phase (rules 3 and 4), under the
//! `militarism-iii` preset on maps/militarism-iii: the opening Leader (built once, in Winter
//! 1900, in a home centre, beside the units built there, and given to a power that orders
//! none); Leaders need no supply (no build or removal counts them, civil disorder and disband
//! orders never take them); a power is out as if its Leader were not there, and its Leader
//! then leaves the board; retreats (a Leader bounces with nothing, but fails where another
//! power's army or fleet retreats); the orders offered.

use graustark::game::read_orders;
use graustark::legal::legal_orders;
use graustark::map::Map;
use graustark::order::{Action, Order};
use graustark::rules::Leaders;
use graustark::state::GameState;
use graustark::{Decided, PhaseResult, Rules, UnitKind, phase_duties, play};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/militarism-iii/map.json")).unwrap())
}

fn rules() -> Rules {
    graustark::rules::preset("militarism-iii").unwrap()
}

/// Plays `orders` (`"france: Build L Par"`) in `s` under `rules`.
fn played(s: &GameState, orders: &[&str], rules: &Rules) -> (Vec<Order>, PhaseResult) {
    let given: Vec<(Option<&str>, &str)> = orders
        .iter()
        .map(|o| {
            let (p, t) = o.split_once(": ").unwrap();
            (Some(p), t)
        })
        .collect();
    let (orders, _, unreadable) = read_orders(map(), s, given);
    assert!(unreadable.is_empty(), "{unreadable:?}");
    let result = play(map(), s, &orders, rules);
    (orders, result)
}

/// The units of `power` in `s` as `L par`.
fn units_of(s: &GameState, power: &str) -> Vec<String> {
    let p = map().lookup_power(power).unwrap();
    s.units.iter().filter(|u| u.power == p).map(|u| format!("{} {}", u.kind.letter(), map().loc_id(u.loc))).collect()
}

fn reasons(result: &PhaseResult) -> Vec<String> {
    result.order_outcomes().iter().map(|o| format!("{} {}", o.success, o.reason.describe(map()))).collect()
}

#[test]
fn the_opening_leader_is_built_in_a_home_centre_beside_the_units_and_is_no_build_due() {
    let s = GameState::initial(map(), 1901);
    let (_, result) = played(
        &s,
        &[
            "france: Build A Par",
            "france: Build L Par",
            "france: Build F Bre",
            "france: Build A Mar",
            // A second Leader: refused, whatever its centre.
            "france: Build L Mar",
        ],
        &rules(),
    );
    assert_eq!(
        reasons(&result),
        [
            "true built",
            "true built",
            "true built",
            "true built",
            "false illegal: each power has one Leader, and this one has it already"
        ]
    );
    assert_eq!(units_of(&result.next, "france"), ["A par", "F bre", "A mar", "L par"]);
    // Numbered as any unit, after the units built.
    let leader = result.next.units.iter().find(|u| u.kind == UnitKind::Leader).unwrap();
    assert_eq!(leader.number, 4);
}

#[test]
fn a_leader_is_refused_outside_a_home_centre_and_without_the_rule() {
    let s = GameState::initial(map(), 1901);
    let (_, result) = played(&s, &["france: Build L Bur", "germany: Build L Mun"], &rules());
    assert_eq!(reasons(&result)[0], "false illegal: Burgundy is not a home centre of this power");
    assert_eq!(reasons(&result)[1], "true built");
    // France's order failed: it gets its Leader in its first home centre all the same.
    assert!(units_of(&result.next, "france").contains(&"L bre".to_string()));
    let none = Rules { leaders: Leaders::None, ..rules() };
    let (_, result) = played(&s, &["france: Build L Par"], &none);
    assert_eq!(reasons(&result), ["false illegal: there are no Leaders under these rules"]);
    // And nobody is given one.
    assert!(result.next.units.iter().all(|u| u.kind != UnitKind::Leader));
}

/// A Winter 1901 position: France with these units and centres.
fn winter(units: &[&str], centres: &[&str]) -> GameState {
    let units: Vec<String> = units
        .iter()
        .map(|u| {
            let (kind, region) = u.split_once(' ').unwrap();
            format!(r#"{{"power":"france","type":"{kind}","region":"{region}"}}"#)
        })
        .collect();
    let centres: Vec<String> = centres.iter().map(|c| format!("\"{c}\"")).collect();
    let text = format!(
        r#"{{"season":"winter","year":1901,"phase":"adjustment","units":[{},{{"power":"germany","type":"army","region":"mun"}}],"centres":{{"france":[{}],"germany":["mun"]}}}}"#,
        units.join(","),
        centres.join(",")
    );
    GameState::from_json(map(), &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn a_leader_needs_no_supply_and_is_never_built_again() {
    // Two centres, two armies and a Leader: nothing due.
    let s = winter(&["army par", "army bur", "leader par"], &["par", "bre"]);
    let duties = phase_duties(map(), &s, &rules());
    assert_eq!((duties.powers[6].units, duties.powers[6].adjustment), (2, 0));
    // Three centres: one build due, in Brest or Marseilles, or in Paris beside its own Leader.
    let s = winter(&["army bur", "leader par"], &["par", "bre", "mar"]);
    let (_, result) = played(&s, &["france: Build A Par", "france: Build L Mar"], &rules());
    assert_eq!(
        reasons(&result),
        ["true built", "false illegal: a Leader is built only in the opening builds (Winter 1900), never later"]
    );
    assert_eq!(units_of(&result.next, "france"), ["A bur", "L par", "A par"]);
}

#[test]
fn removals_leave_the_leader_alone() {
    // One centre, two armies and the Leader: one removal, and the Leader may not be it.
    let s = winter(&["army par", "army bur", "leader par"], &["par"]);
    let (_, result) = played(&s, &["france: Disband L Par"], &rules());
    assert_eq!(
        reasons(&result),
        [
            "false illegal: a Leader needs no supply and is not removed in adjustments: it is lost only with its country, or when it cannot retreat"
        ]
    );
    // Civil disorder removes an army, never the Leader.
    let Decided::Adjustment(a) = &result.decided else { panic!() };
    assert_eq!(a.civil_disorder.len(), 1);
    assert_eq!(units_of(&result.next, "france").iter().filter(|u| u.starts_with('L')).count(), 1);
    // Naming the army in Paris disbands it, not the Leader there.
    let (_, result) = played(&s, &["france: Disband A Par"], &rules());
    assert_eq!(reasons(&result), ["true disbanded"]);
    assert_eq!(units_of(&result.next, "france"), ["A bur", "L par"]);
    // Nothing offers to disband the Leader.
    let offered = legal_orders(map(), &s, map().lookup("par").unwrap(), &rules());
    assert!(offered.iter().all(|o| !matches!(o, Order::Unit { kind: Some(UnitKind::Leader), .. })), "{offered:?}");
    assert!(
        offered.iter().any(|o| matches!(o, Order::Unit { kind: Some(UnitKind::Army), action: Action::Disband, .. }))
    );
}

#[test]
fn a_power_out_of_the_game_loses_its_leader_then() {
    // Under elimination=no-units France's last army is removed in the winter: it is out with
    // only its Leader left, and the Leader goes with it.
    let no_units = Rules { elimination: graustark::rules::Elimination::NoUnits, ..rules() };
    let s = winter(&["army bur", "leader par"], &[]);
    let (_, result) = played(&s, &[], &no_units);
    assert!(units_of(&result.next, "france").is_empty(), "{:?}", units_of(&result.next, "france"));
    assert!(phase_duties(map(), &result.next, &no_units).eliminated.contains(&map().lookup_power("france").unwrap()));
    // Under the default rule a power with centres stays in with only its Leader, which stays.
    let france = map().lookup_power("france").unwrap();
    let s = winter(&["leader par"], &["par"]);
    assert!(!phase_duties(map(), &s, &rules()).eliminated.contains(&france));
    let (_, result) = played(&s, &[], &rules());
    assert_eq!(units_of(&result.next, "france"), ["L par"]);
    // Its Leader alone moves: France orders in the spring.
    assert!(phase_duties(map(), &result.next, &rules()).ordering.contains(&france));
    // With neither centres nor units besides its Leader, it is out, and its Leader leaves.
    let s = winter(&["army bur", "leader par"], &[]);
    let (_, result) = played(&s, &[], &rules());
    assert!(units_of(&result.next, "france").is_empty(), "{:?}", units_of(&result.next, "france"));
}

#[test]
fn a_leader_takes_no_centre() {
    let text = r#"{"season":"fall","year":1901,"phase":"movement","units":[
        {"power":"france","type":"army","region":"par"},
        {"power":"france","type":"leader","region":"bel"},
        {"power":"germany","type":"leader","region":"hol"},
        {"power":"italy","type":"leader","region":"hol"}],
        "centres":{"france":["par"]}}"#;
    let s = GameState::from_json(map(), text).unwrap();
    let result = play(map(), &s, &[], &rules());
    let counts = result.next.centre_counts(map());
    assert_eq!(counts, [0, 0, 0, 0, 0, 0, 1]);
}
