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

/// A Fall 1901 retreat: Germany's army took Belgium from France's army and Leader (from
/// Burgundy); France's fleet took the Channel from England's fleet (from Brest); England's
/// army in Holland dislodged Germany's lone Leader (from Kiel).
fn retreats() -> GameState {
    let text = r#"{"season":"fall","year":1901,"phase":"retreat","units":[
        {"power":"germany","type":"army","region":"bel"},
        {"power":"france","type":"fleet","region":"eng"},
        {"power":"england","type":"army","region":"hol"}],
        "dislodged":[
        {"power":"france","type":"army","region":"bel","attacker_from":"bur"},
        {"power":"france","type":"leader","region":"bel","attacker_from":"bur"},
        {"power":"england","type":"fleet","region":"eng","attacker_from":"bre"},
        {"power":"germany","type":"leader","region":"hol","attacker_from":"kie"}],
        "centres":{"france":["par"],"england":["lon"],"germany":["ber"]}}"#;
    GameState::from_json(map(), text).unwrap()
}

/// Where each dislodged unit ends (`L pic`, or `-` when disbanded), in the position's order.
fn ends(s: &GameState, result: &PhaseResult) -> Vec<String> {
    let Decided::Retreat(r) = &result.decided else { panic!("not a retreat") };
    s.dislodged
        .iter()
        .zip(&r.units)
        .map(|(d, (to, _))| match to {
            Some(l) => format!("{} {}", d.unit.kind.letter(), map().loc_id(*l)),
            None => "-".into(),
        })
        .collect()
}

#[test]
fn a_dislodged_leader_may_retreat_over_land_or_sea_to_join_its_own_units_or_other_leaders() {
    let s = retreats();
    let offered = |place: &str, kind: UnitKind| -> Vec<String> {
        legal_orders(map(), &s, map().lookup(place).unwrap(), &rules())
            .iter()
            .filter(|o| matches!(o, Order::Unit { kind: Some(k), .. } if *k == kind))
            .map(|o| o.describe(map()))
            .collect()
    };
    // France's Leader: to its fleet in the Channel, over land or sea; not to Holland (an
    // English army), nor to Burgundy, whence the attack came.
    assert_eq!(
        offered("bel", UnitKind::Leader),
        ["L Bel - Eng", "L Bel - Nth", "L Bel - Pic", "L Bel - Ruh", "L Bel Disband"]
    );
    // The army dislodged with it: by land only.
    assert_eq!(offered("bel", UnitKind::Army), ["A Bel - Pic", "A Bel - Ruh", "A Bel Disband"]);
    // Germany's Leader: beside its own army in Belgium.
    assert_eq!(
        offered("hol", UnitKind::Leader),
        ["L Hol - Bel", "L Hol - Hel", "L Hol - Nth", "L Hol - Ruh", "L Hol Disband"]
    );
}

#[test]
fn a_leader_bounces_with_nothing_but_cannot_end_beside_another_powers_army_or_fleet() {
    let s = retreats();
    // Leaders of two powers in one province: both arrive.
    let (_, result) = played(&s, &["france: L Bel - Ruh", "germany: L Hol - Ruh", "england: F Eng - Nth"], &rules());
    assert_eq!(ends(&s, &result), ["-", "L ruh", "F nth", "L ruh"]);
    // With France's army there too, France's Leader joins it and Germany's Leader fails.
    let (_, result) = played(
        &s,
        &["france: L Bel - Ruh", "france: A Bel - Ruh", "germany: L Hol - Ruh", "england: F Eng - Nth"],
        &rules(),
    );
    assert_eq!(ends(&s, &result), ["A ruh", "L ruh", "F nth", "-"]);
    assert_eq!(reasons(&result)[2], "false disbanded: retreated to the same place as A Bel");
    // A Leader where another power's fleet retreats: the fleet arrives, the Leader fails.
    let (_, result) = played(&s, &["france: L Bel - Pic", "england: F Eng - Pic"], &rules());
    assert_eq!(ends(&s, &result), ["-", "-", "F pic", "-"]);
    assert_eq!(reasons(&result)[0], "false disbanded: retreated to the same place as F Eng");
    // The army and the fleet bounce as ever; the Leader beside them arrives, as nothing of
    // another power ends there.
    let (_, result) = played(&s, &["france: L Bel - Pic", "france: A Bel - Pic", "england: F Eng - Pic"], &rules());
    assert_eq!(ends(&s, &result), ["-", "L pic", "-", "-"]);
    // Named by kind: the Leader goes to its fleet, the army named by its place alone to Picardy.
    let (_, result) = played(&s, &["france: L Bel - Eng", "france: Bel - Pic"], &rules());
    assert_eq!(ends(&s, &result), ["A pic", "L eng", "-", "-"]);
    // A Leader given no order, or one that cannot retreat, is disbanded as any unit.
    let (_, result) = played(&s, &[], &rules());
    assert_eq!(ends(&s, &result), ["-", "-", "-", "-"]);
    assert!(result.next.units.iter().all(|u| u.kind != UnitKind::Leader));
}

#[test]
fn the_opening_offers_the_leader_in_each_home_centre_and_later_winters_do_not() {
    let s = GameState::initial(map(), 1901);
    let offered = |s: &GameState, place: &str, rules: &Rules| -> Vec<String> {
        legal_orders(map(), s, map().lookup(place).unwrap(), rules).iter().map(|o| o.describe(map())).collect()
    };
    assert_eq!(offered(&s, "par", &rules()), ["Build L Par", "Build A Par", "Waive"]);
    assert_eq!(offered(&s, "bre", &rules()), ["Build L Bre", "Build A Bre", "Build F Bre", "Waive"]);
    // Not under leaders=none.
    let none = Rules { leaders: Leaders::None, ..rules() };
    assert_eq!(offered(&s, "par", &none), ["Build A Par", "Waive"]);
    // Nor in a later winter, where the army build in Paris beside France's Leader is offered.
    let later = winter(&["army bur", "leader par"], &["par", "bre", "mar"]);
    assert_eq!(offered(&later, "par", &rules()), ["Build A Par", "Waive"]);
    // The Leader's build offered is judged legal.
    let (_, result) = played(&s, &["france: Build L Par"], &rules());
    assert_eq!(reasons(&result)[0], "true built");
}

/// Issue 34, item 14: a Leader standing alone where another power's army arrives is
/// dislodged; its attacker came from the army's province, and the position reads back.
#[test]
fn a_leader_dislodged_by_a_foreign_army_reads_back() {
    let text = r#"{"season":"spring","year":1901,"phase":"movement","units":[
        {"power":"germany","type":"leader","region":"hol"},
        {"power":"germany","type":"army","region":"ber"},
        {"power":"england","type":"army","region":"bel"}],
        "centres":{"england":["lon"],"germany":["ber"]}}"#;
    let s = GameState::from_json(map(), text).unwrap();
    let (_, result) = played(&s, &["germany: L Hol H", "england: A Bel - Hol"], &rules());
    let bel = map().province_of(map().lookup("bel").unwrap());
    let dislodged: Vec<_> = result.next.dislodged.iter().map(|d| (d.unit.kind, d.attacker_from)).collect();
    assert_eq!(dislodged, [(UnitKind::Leader, bel)]);
    let back = serde_json::to_string(&result.next.to_json_value(map())).unwrap();
    let read = GameState::from_json(map(), &back).unwrap_or_else(|e| panic!("{back}: {e}"));
    assert_eq!(read.dislodged, result.next.dislodged);
}
