//! Militarism III's Leaders in the movement phase (Diplomacy World #3, 1974, rules 3 and 4),
//! on the standard board under the `militarism-iii` preset, each rule on a position built for
//! it, with the choices where the source is silent (see `src/resolve/leaders.rs`).

use graustark::map::Map;
use graustark::resolve::outcome::Reason;
use graustark::state::{GameState, Phase, Season, Unit};
use graustark::{PhaseResult, Rules, UnitKind, play};

fn map() -> Map {
    Map::from_json(include_str!("../maps/militarism-iii/map.json")).unwrap()
}

fn rules() -> Rules {
    graustark::rules::preset("militarism-iii").unwrap()
}

/// A Spring 1901 position with these units (`power kind place`: `france L bur`), each power
/// owning its home centres (a power with neither units nor centres is out, and so is its Leader).
fn position(map: &Map, units: &[&str]) -> GameState {
    let mut s = GameState::empty(map, Season::Spring, 1901, Phase::Movement);
    for (i, p) in map.powers.iter().enumerate() {
        for &h in &p.home_centres {
            s.owners[h.0 as usize] = Some(graustark::PowerId(i as u8));
        }
    }
    for u in units {
        let w: Vec<&str> = u.split(' ').collect();
        let power = map.lookup_power(w[0]).unwrap();
        let kind = UnitKind::from_word(w[1]).unwrap();
        s.units.push(Unit::new(power, kind, map.lookup(w[2]).unwrap()));
    }
    s.number_units();
    s
}

/// Plays the orders (`France: A Bur - Mun`), read in the position as a gamesmaster's are.
fn run(map: &Map, s: &GameState, orders: &[&str], rules: &Rules) -> PhaseResult {
    let (orders, _, unreadable) = graustark::game::read_orders(map, s, orders.iter().map(|t| (None, *t)));
    assert!(unreadable.is_empty(), "{unreadable:?}");
    play(map, s, &orders, rules)
}

/// The units after the phase (`power kind place`), dislodged ones marked, sorted.
fn board(map: &Map, r: &PhaseResult) -> Vec<String> {
    let show = |u: &Unit| format!("{} {} {}", map.power(u.power).id, u.kind.letter(), map.loc_id(u.loc));
    let mut out: Vec<String> = r.next.units.iter().map(show).collect();
    out.extend(r.next.dislodged.iter().map(|d| format!("{} dislodged", show(&d.unit))));
    out.sort();
    out
}

#[test]
fn a_unit_with_its_leader_attacks_with_two_and_the_leader_goes_with_it() {
    let map = map();
    let s = position(&map, &["france army bur", "france leader bur", "germany army mun"]);
    let r = run(&map, &s, &["France: A Bur - Mun"], &rules());
    assert!(r.order_outcomes()[0].success);
    assert_eq!(board(&map, &r), ["france A mun", "france L mun", "germany A mun dislodged"]);
    // Without its Leader the army bounces.
    let s = position(&map, &["france army bur", "germany army mun"]);
    assert!(!run(&map, &s, &["France: A Bur - Mun"], &rules()).order_outcomes()[0].success);
}

#[test]
fn the_leader_may_be_given_the_same_order_and_the_pair_may_be_written_la() {
    let map = map();
    let s = position(&map, &["france army bur", "france leader bur", "germany army mun"]);
    let r = run(&map, &s, &["France: A Bur - Mun", "France: L Bur - Mun"], &rules());
    assert!(r.order_outcomes().iter().all(|o| o.success), "{:?}", r.order_outcomes());
    assert!(matches!(r.order_outcomes()[1].reason, Reason::Accompanied(_)));
    assert_eq!(board(&map, &r), ["france A mun", "france L mun", "germany A mun dislodged"]);
    // The source writes the pair IA (an army with its Leader); we read LA as the army's order.
    let r = run(&map, &s, &["France: LA Bur - Mun"], &rules());
    assert_eq!(board(&map, &r), ["france A mun", "france L mun", "germany A mun dislodged"]);
}

#[test]
fn a_unit_with_its_leader_defends_with_two() {
    let map = map();
    let s = position(&map, &["germany army mun", "germany leader mun", "france army bur", "france army ruh"]);
    let r = run(&map, &s, &["France: A Bur - Mun", "France: A Ruh S A Bur - Mun"], &rules());
    assert!(!r.order_outcomes()[0].success, "two against two");
    assert_eq!(board(&map, &r), ["france A bur", "france A ruh", "germany A mun", "germany L mun"]);
}

#[test]
fn a_single_attack_cuts_one_of_the_two_supports() {
    let map = map();
    let units = [
        "france army pic",
        "france army bur",
        "france leader bur",
        "england army bel",
        "germany army mun",
        "germany army ruh",
    ];
    let s = position(&map, &units);
    let take = ["France: A Pic - Bel", "France: A Bur S A Pic - Bel"];
    // One attack on Burgundy: one support is left, two against one.
    let one = [&take[..], &["Germany: A Mun - Bur"]].concat();
    let r = run(&map, &s, &one, &rules());
    assert!(r.order_outcomes()[0].success, "{:?}", r.order_outcomes());
    assert!(board(&map, &r).contains(&"england A bel dislodged".to_string()));
    // Two attacks cut both: one against one.
    let two = [&take[..], &["Germany: A Mun - Bur", "Germany: A Ruh - Bur"]].concat();
    let r = run(&map, &s, &two, &rules());
    assert!(!r.order_outcomes()[0].success, "{:?}", r.order_outcomes());
    // An army without its Leader loses its one support to a single attack.
    let s = position(&map, &["france army pic", "france army bur", "england army bel", "germany army mun"]);
    assert!(!run(&map, &s, &one, &rules()).order_outcomes()[0].success);
}

#[test]
fn a_leader_alone_has_no_strength_and_is_dislodged_by_an_army_entering() {
    let map = map();
    let s = position(&map, &["france leader bur", "germany army mun"]);
    let r = run(&map, &s, &["Germany: A Mun - Bur", "France: L Bur H"], &rules());
    assert!(r.order_outcomes()[0].success);
    assert_eq!(board(&map, &r), ["france L bur dislodged", "germany A bur"]);
    let graustark::Decided::Movement(m) = &r.decided else { panic!() };
    let retreats: Vec<String> = m.dislodged[0].retreats.iter().map(|&l| map.loc_id(l)).collect();
    assert!(!retreats.contains(&"mun".to_string()), "not where the attack came from: {retreats:?}");
    assert!(retreats.contains(&"par".to_string()), "{retreats:?}");
}

#[test]
fn a_leader_alone_cannot_enter_where_another_powers_army_stays_or_a_standoff_was_fought() {
    let map = map();
    let s = position(&map, &["france leader bur", "germany army mun", "germany army ruh", "france army pic"]);
    let r = run(&map, &s, &["France: L Bur - Mun"], &rules());
    assert!(!r.order_outcomes()[0].success);
    assert_eq!(board(&map, &r), ["france A pic", "france L bur", "germany A mun", "germany A ruh"]);
    // Belgium fought over by Picardy and the Ruhr: the Leader may not slip in.
    let r = run(&map, &s, &["France: L Bur - Bel", "France: A Pic - Bel", "Germany: A Ruh - Bel"], &rules());
    assert!(!r.order_outcomes()[0].success);
    // An empty province it enters.
    let r = run(&map, &s, &["France: L Bur - Bel"], &rules());
    assert!(r.order_outcomes()[0].success);
}

#[test]
fn leaders_of_several_powers_may_share_a_province_no_army_or_fleet_holds() {
    let map = map();
    let s = position(&map, &["france leader bur", "germany leader mun"]);
    let r = run(&map, &s, &["France: L Bur - Ruh", "Germany: L Mun - Ruh"], &rules());
    assert!(r.order_outcomes().iter().all(|o| o.success), "{:?}", r.order_outcomes());
    assert_eq!(board(&map, &r), ["france L ruh", "germany L ruh"]);
}

#[test]
fn a_leader_moves_over_land_or_sea_alone_or_to_join_a_fleet() {
    let map = map();
    // The source's example: from Belgium to the English Channel, alone or to join a fleet.
    let s = position(&map, &["france leader bel"]);
    assert!(run(&map, &s, &["France: L Bel - Eng"], &rules()).order_outcomes()[0].success);
    let s = position(&map, &["france leader bel", "france fleet eng"]);
    let r = run(&map, &s, &["France: L Bel - Eng"], &rules());
    assert_eq!(board(&map, &r), ["france F eng", "france L eng"]);
    // Joined, the fleet fights with two the next turn.
    let next = GameState { season: Season::Spring, ..r.next.clone() };
    let s2 = GameState { units: [next.units.clone(), position(&map, &["england fleet lon"]).units].concat(), ..next };
    let r2 = run(&map, &s2, &["France: F Eng - Lon"], &rules());
    assert!(r2.order_outcomes()[0].success, "two against one: {:?}", r2.order_outcomes());
}

#[test]
fn a_leader_given_another_order_stays_alone_and_its_unit_fights_single() {
    let map = map();
    let s = position(&map, &["france army bur", "france leader bur", "germany army mun"]);
    let r = run(&map, &s, &["France: A Bur - Mun", "France: L Bur - Par"], &rules());
    assert!(!r.order_outcomes()[0].success, "one against one");
    assert!(r.order_outcomes()[1].success);
    assert_eq!(board(&map, &r), ["france A bur", "france L par", "germany A mun"]);
}

#[test]
fn a_leader_whose_unit_is_dislodged_is_dislodged_with_it_and_may_retreat_to_its_own_unit() {
    let map = map();
    let s = position(
        &map,
        &[
            "france army bur",
            "france leader bur",
            "france army par",
            "germany army mun",
            "germany army ruh",
            "germany army mar",
        ],
    );
    let orders = ["Germany: A Mun - Bur", "Germany: A Ruh S A Mun - Bur", "Germany: A Mar S A Mun - Bur"];
    let r = run(&map, &s, &orders, &rules());
    assert!(r.order_outcomes()[0].success, "three against two");
    let b = board(&map, &r);
    assert!(
        b.contains(&"france A bur dislodged".to_string()) && b.contains(&"france L bur dislodged".to_string()),
        "{b:?}"
    );
    let graustark::Decided::Movement(m) = &r.decided else { panic!() };
    let leader = m.dislodged.iter().find(|d| s.units[d.unit].kind == UnitKind::Leader).unwrap();
    let army = m.dislodged.iter().find(|d| s.units[d.unit].kind == UnitKind::Army).unwrap();
    let ids = |v: &[graustark::LocId]| v.iter().map(|&l| map.loc_id(l)).collect::<Vec<_>>();
    assert!(
        ids(&leader.retreats).contains(&"par".to_string()),
        "into its own army's Paris: {:?}",
        ids(&leader.retreats)
    );
    assert!(!ids(&army.retreats).contains(&"par".to_string()), "the army may not: {:?}", ids(&army.retreats));
}

#[test]
fn a_leader_may_be_convoyed_alone() {
    let map = map();
    let s = position(&map, &["england leader lon", "england fleet nth"]);
    let r = run(&map, &s, &["England: L Lon - Bel", "England: F Nth C L Lon - Bel"], &rules());
    assert!(r.order_outcomes().iter().all(|o| o.success), "{:?}", r.order_outcomes());
    assert_eq!(board(&map, &r), ["england F nth", "england L bel"]);
    // Without the convoy it cannot go.
    let r = run(&map, &s, &["England: L Lon - Bel"], &rules());
    assert!(!r.order_outcomes()[0].success);
}

#[test]
fn an_army_with_its_leader_is_convoyed_together() {
    let map = map();
    let s = position(&map, &["england army lon", "england leader lon", "england fleet nth", "france army bel"]);
    let r = run(&map, &s, &["England: A Lon - Bel", "England: F Nth C A Lon - Bel"], &rules());
    assert!(r.order_outcomes()[0].success, "two against one: {:?}", r.order_outcomes());
    assert_eq!(board(&map, &r), ["england A bel", "england F nth", "england L bel", "france A bel dislodged"]);
}

#[test]
fn a_leader_alone_gives_no_support() {
    let map = map();
    let s = position(&map, &["france leader bur", "france army pic", "germany army bel"]);
    let r = run(&map, &s, &["France: L Bur S A Pic - Bel", "France: A Pic - Bel"], &rules());
    assert!(matches!(r.order_outcomes()[0].reason, Reason::Illegal(_)));
    assert!(!r.order_outcomes()[1].success);
}
