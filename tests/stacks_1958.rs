//! Calhamer's 1958 rules for several units in one province (seed 000, "Capitals and naval
//! bases" and "Armies on board fleets"), each on a position built for it on
//! maps/standard-1958, played through `play` with the `rulebook-1958` preset. The choices
//! where the source is silent are written in tests/rules/README.md ("Stacks and armies on
//! board").

use graustark::game::Decided;
use graustark::game::{PhaseResult, read_orders};
use graustark::map::Map;
use graustark::resolve::MovementResult;
use graustark::resolve::outcome::{Reason, Void};
use graustark::state::{GameState, StateErrorKind};
use graustark::{Rules, play};

mod positions_1958;
use serde_json::json;

const MAP_1958: &str = include_str!("../maps/standard-1958/map.json");

fn map() -> Map {
    Map::from_json(MAP_1958).unwrap()
}

fn rules() -> Rules {
    graustark::rules::preset("rulebook-1958").unwrap()
}

/// A position from its JSON parts: `units` as `[power, type, region, number, aboard]`.
fn position(map: &Map, season: &str, phase: &str, units: &[(&str, &str, &str, u16, u16)]) -> GameState {
    positions_1958::position_with(map, season, phase, units, json!({}))
}

/// Plays `orders` (each `power: order`, every one readable).
fn played(map: &Map, s: &GameState, orders: &[&str]) -> PhaseResult {
    let given = orders.iter().map(|o| {
        let (p, t) = o.split_once(": ").unwrap();
        (Some(p), t)
    });
    let (orders, _, unreadable) = read_orders(map, s, given);
    assert!(unreadable.is_empty(), "{unreadable:?}");
    play(map, s, &orders, &rules())
}

/// What a movement phase decided for `orders`.
fn movement(map: &Map, s: &GameState, orders: &[&str]) -> MovementResult {
    let Decided::Movement(m) = played(map, s, orders).decided else { panic!("not a movement phase") };
    m
}

/// Plays `orders` and returns the unit outcomes by unit and the next position's units as
/// `power number type region [aboard N]`.
fn run(map: &Map, s: &GameState, orders: &[&str]) -> (Vec<Reason>, Vec<String>, GameState) {
    let r = played(map, s, orders);
    let reasons = match &r.decided {
        Decided::Movement(m) => m.units.iter().map(|o| o.reason).collect(),
        Decided::Retreat(rr) => rr.units.iter().map(|(_, o)| o.reason).collect(),
        Decided::Adjustment(_) => vec![],
    };
    (reasons, units_of(map, &r.next), r.next)
}

fn units_of(map: &Map, s: &GameState) -> Vec<String> {
    let mut out: Vec<String> = s
        .units
        .iter()
        .map(|u| {
            let aboard = if u.aboard() { format!(" aboard {}", u.carrier) } else { String::new() };
            format!("{} {} {} {}{aboard}", map.power(u.power).id, u.number, u.kind.letter(), map.loc_id(u.loc))
        })
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
fn a_stack_is_worth_one_in_defence_so_two_dislodge_it_all() {
    let map = map();
    let s = position(
        &map,
        "spring",
        "movement",
        &[
            ("germany", "army", "ber", 1, 0),
            ("germany", "army", "ber", 2, 0),
            ("russia", "army", "sil", 1, 0),
            ("russia", "army", "pru", 2, 0),
        ],
    );
    let (reasons, units, next) = run(&map, &s, &["russia: A Sil - Ber", "russia: A Pru S A Sil - Ber"]);
    assert!(matches!(reasons[0], Reason::Dislodged(_)) && matches!(reasons[1], Reason::Dislodged(_)), "{reasons:?}");
    assert_eq!(next.dislodged.len(), 2, "both members retreat");
    assert!(units.contains(&"russia 1 A ber".to_string()));
}

#[test]
fn a_stack_holds_against_one() {
    let map = map();
    let s = position(
        &map,
        "spring",
        "movement",
        &[("germany", "army", "ber", 1, 0), ("germany", "army", "ber", 2, 0), ("russia", "army", "sil", 1, 0)],
    );
    let (reasons, _, _) = run(&map, &s, &["russia: A Sil - Ber"]);
    assert!(matches!(reasons[2], Reason::Bounced(_)), "{reasons:?}");
}

#[test]
fn only_one_member_receives_support_the_best_supported() {
    let map = map();
    // Munich supports member 1 and Silesia member 2: the stack defends with 1 + 1 (its best
    // member), never 1 + 2, so Russia's three (Prussia, with the Baltic and Kiel) dislodge it.
    let s = position(
        &map,
        "spring",
        "movement",
        &[
            ("germany", "army", "ber", 1, 0),
            ("germany", "army", "ber", 2, 0),
            ("germany", "army", "sil", 5, 0),
            ("germany", "army", "mun", 3, 0),
            ("russia", "fleet", "bal", 1, 0),
            ("russia", "army", "pru", 2, 0),
            ("russia", "army", "kie", 4, 0),
        ],
    );
    let orders = [
        "germany: 3 S 1 H",
        "germany: 5 S 2 H",
        "russia: A Pru - Ber",
        "russia: F Bal S A Pru - Ber",
        "russia: A Kie S A Pru - Ber",
    ];
    let (reasons, _, _) = run(&map, &s, &orders);
    assert!(matches!(reasons[0], Reason::Dislodged(_)) && matches!(reasons[1], Reason::Dislodged(_)), "{reasons:?}");
    // Both supports to member 1: 1 + 2 holds against three.
    let (reasons, _, _) = run(&map, &s, &["germany: 3 S 1 H", "germany: 5 S 1 H", orders[2], orders[3], orders[4]]);
    assert!(matches!(reasons[5], Reason::Bounced(_)), "{reasons:?}");
}

#[test]
fn members_may_not_support_each_other() {
    let map = map();
    let s = position(
        &map,
        "spring",
        "movement",
        &[
            ("germany", "army", "ber", 1, 0),
            ("germany", "army", "ber", 2, 0),
            ("russia", "army", "sil", 1, 0),
            ("russia", "army", "pru", 2, 0),
        ],
    );
    let (reasons, _, _) = run(&map, &s, &["germany: 1 S 2 H", "russia: A Sil - Ber", "russia: A Pru S A Sil - Ber"]);
    // The support is void, and the stack is dislodged.
    assert!(matches!(reasons[1], Reason::Dislodged(_)), "{reasons:?}");
    let m = movement(&map, &s, &["germany: 1 S 2 H"]);
    assert!(matches!(m.orders[0].reason, Reason::Void(Void::SameProvince(_))), "{:?}", m.orders[0]);
}

#[test]
fn two_members_supporting_one_outside_unit_count_once() {
    let map = map();
    let s = position(
        &map,
        "spring",
        "movement",
        &[
            ("germany", "army", "ber", 1, 0),
            ("germany", "army", "ber", 2, 0),
            ("germany", "army", "pru", 3, 0),
            ("russia", "army", "lvn", 1, 0),
            ("russia", "army", "war", 2, 0),
            ("russia", "fleet", "bal", 3, 0),
        ],
    );
    // Prussia held with 1 + 1 (not 1 + 2) against Russia's 3: dislodged.
    let orders = [
        "germany: 1 S 3 H",
        "germany: 2 S 3 H",
        "russia: A Lvn - Pru",
        "russia: A War S A Lvn - Pru",
        "russia: F Bal S A Lvn - Pru",
    ];
    let m = movement(&map, &s, &orders);
    assert!(matches!(m.orders[1].reason, Reason::Void(Void::StackSupportsOnce(_))), "{:?}", m.orders[1]);
    assert!(matches!(m.units[2].reason, Reason::Dislodged(_)), "{:?}", m.units[2]);
}

#[test]
fn an_army_joins_its_own_capital_but_not_while_its_fleet_is_there() {
    let map = map();
    let s = position(
        &map,
        "spring",
        "movement",
        &[("germany", "army", "ber", 1, 0), ("germany", "army", "ber", 2, 0), ("germany", "army", "mun", 3, 0)],
    );
    let (reasons, units, _) = run(&map, &s, &["germany: 3 Ber"]);
    assert_eq!(reasons[2], Reason::Moved);
    assert!(units.contains(&"germany 3 A ber".to_string()));
    let s =
        position(&map, "spring", "movement", &[("germany", "fleet", "ber", 1, 0), ("germany", "army", "mun", 3, 0)]);
    let (reasons, _, _) = run(&map, &s, &["germany: 3 Ber"]);
    assert!(matches!(reasons[1], Reason::OwnUnit(_)), "{reasons:?}");
}

#[test]
fn own_stacked_units_do_not_block_raising_a_unit() {
    let map = map();
    let mut s =
        position(&map, "winter", "adjustment", &[("germany", "army", "ber", 1, 0), ("germany", "army", "ber", 2, 0)]);
    s.owners[map.province_of(map.lookup("den").unwrap()).0 as usize] = map.lookup_power("germany");
    let r = played(&map, &s, &["germany: Build A Ber", "germany: Build A Ber"]);
    let armies = r.next.units.iter().filter(|u| map.loc_id(u.loc) == "ber").count();
    assert_eq!(armies, 4, "two builds due (five centres, two units... ) all in Berlin");
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

/// Calhamer's 1958 rules, Capitals and naval bases: "An army may not move into its own capital
/// if one of its own fleets is in it, nor a fleet into its naval base if occupied by its own
/// army. But the presence of such units shall not prevent the raising of a unit in its proper
/// place." An army raised in London beside England's fleet shares the province with it, not
/// on board ("If a fleet and army are in the same province, the army may be ordered on
/// board"): each may leave on its own, the army may board the fleet there, and the two are
/// worth one in defence and may not support each other.
fn london_shared(map: &Map) -> GameState {
    position(map, "spring", "movement", &[("england", "fleet", "lon", 1, 0), ("england", "army", "lon", 4, 0)])
}

#[test]
fn an_army_beside_its_fleet_in_the_capital_is_raised_there() {
    let map = map();
    let mut s = position(&map, "winter", "adjustment", &[("england", "fleet", "lon", 1, 0)]);
    s.owners[map.province_of(map.lookup("nwy").unwrap()).0 as usize] = map.lookup_power("england");
    let r = played(&map, &s, &["england: Build A Lon"]);
    let Decided::Adjustment(a) = &r.decided else { panic!("an adjustment phase") };
    assert!(a.orders.iter().all(|o| o.success), "{:?}", a.orders);
    assert_eq!(units_of(&map, &r.next), vec!["england 1 F lon", "england 2 A lon"]);
    // And a fleet in the naval base beside its own army.
    let mut s = position(&map, "winter", "adjustment", &[("england", "army", "edi", 1, 0)]);
    s.owners[map.province_of(map.lookup("nwy").unwrap()).0 as usize] = map.lookup_power("england");
    let r = played(&map, &s, &["england: Build F Edi"]);
    assert_eq!(units_of(&map, &r.next), vec!["england 1 A edi", "england 2 F edi"]);
}

#[test]
fn an_army_and_a_fleet_sharing_the_capital_each_move_out() {
    let map = map();
    let s = london_shared(&map);
    let (reasons, units, _) = run(&map, &s, &["england: A Lon - Wal", "england: F Lon - Eng"]);
    assert_eq!(reasons, vec![Reason::Moved, Reason::Moved]);
    assert_eq!(units, vec!["england 1 F eng", "england 4 A wal"]);
    // Named by number, too; the one not ordered stays.
    let (reasons, units, _) = run(&map, &s, &["england: 4 Yor"]);
    assert_eq!(reasons, vec![Reason::Held, Reason::Moved]);
    assert_eq!(units, vec!["england 1 F lon", "england 4 A yor"]);
}

#[test]
fn an_army_beside_its_fleet_boards_it_and_sails() {
    let map = map();
    let s = london_shared(&map);
    let (reasons, units, _) = run(&map, &s, &["england: A Lon Board F Lon", "england: F Lon - Nth"]);
    assert_eq!(reasons, vec![Reason::Moved, Reason::Boarded]);
    assert_eq!(units, vec!["england 1 F nth", "england 4 A nth aboard 1"]);
}

#[test]
fn an_army_and_a_fleet_sharing_the_capital_are_worth_one_in_defence() {
    let map = map();
    let mut units = vec![("england", "fleet", "lon", 1, 0), ("england", "army", "lon", 4, 0)];
    units.extend([("france", "fleet", "eng", 1, 0), ("france", "fleet", "nth", 2, 0)]);
    let s = position(&map, "spring", "movement", &units);
    // One attack is held off.
    let (reasons, _, _) = run(&map, &s, &["france: F Eng - Lon"]);
    assert!(matches!(reasons[2], Reason::Bounced(_)), "{reasons:?}");
    // Two drive both out: they are worth one, not two, and may not support each other.
    let orders = ["england: F Lon S A Lon", "france: F Eng - Lon", "france: F Nth S F Eng - Lon"];
    let m = movement(&map, &s, &orders[..1]);
    assert!(matches!(m.orders[0].reason, Reason::Void(Void::SameProvince(_))), "{:?}", m.orders[0]);
    let (reasons, units, next) = run(&map, &s, &orders);
    assert!(matches!(reasons[0], Reason::Dislodged(_)) && matches!(reasons[1], Reason::Dislodged(_)), "{reasons:?}");
    assert_eq!(next.dislodged.len(), 2, "both retreat");
    assert!(units.contains(&"france 1 F lon".to_string()), "{units:?}");
}

#[test]
fn an_army_is_carried_from_london_to_norway_and_goes_ashore() {
    let map = map();
    let s =
        position(&map, "spring", "movement", &[("england", "army", "lon", 3, 0), ("england", "fleet", "eng", 1, 0)]);
    let (reasons, units, s) = run(&map, &s, &["england: 3 board 1F", "england: 1F Lon"]);
    assert_eq!(reasons, vec![Reason::Boarded, Reason::Moved]);
    assert_eq!(units, vec!["england 1 F lon", "england 3 A lon aboard 1"]);
    let (_, units, s) = run(&map, &s, &["england: 1F Nth"]);
    assert_eq!(units, vec!["england 1 F nth", "england 3 A nth aboard 1"]);
    let s = graustark::game::start_of_season(s, graustark::state::Season::Spring, 1902);
    let (_, units, s) = run(&map, &s, &["england: 1F Nwy"]);
    assert_eq!(units, vec!["england 1 F nwy", "england 3 A nwy aboard 1"]);
    let (reasons, units, _) = run(&map, &s, &["england: 3 off", "england: 1F Ska"]);
    assert_eq!(reasons, vec![Reason::Disembarked, Reason::Moved], "army, then fleet");
    assert_eq!(units, vec!["england 1 F ska", "england 3 A nwy"]);
}

#[test]
fn an_army_on_board_has_no_fighting_power_and_may_not_support_its_fleet() {
    let map = map();
    let s =
        position(&map, "spring", "movement", &[("england", "fleet", "nth", 1, 0), ("england", "army", "nth", 3, 1)]);
    let m = movement(&map, &s, &["england: 3 S 1F H", "england: 3 Yor"]);
    assert!(m.orders.iter().all(|o| !o.success), "{:?}", m.orders);
}

#[test]
fn a_stopped_fleet_keeps_its_army_on_board() {
    let map = map();
    let s = position(
        &map,
        "spring",
        "movement",
        &[("england", "fleet", "nth", 1, 0), ("england", "army", "nth", 3, 1), ("russia", "fleet", "nwy", 1, 0)],
    );
    let (reasons, units, _) = run(&map, &s, &["england: 1F Nwy"]);
    assert!(matches!(reasons[0], Reason::Bounced(_)));
    assert!(units.contains(&"england 3 A nth aboard 1".to_string()), "{units:?}");
    // Going ashore needs the fleet to move out: ordered off while the fleet is stopped, it stays.
    let s = position(
        &map,
        "spring",
        "movement",
        &[("england", "fleet", "nwy", 1, 0), ("england", "army", "nwy", 3, 1), ("russia", "fleet", "ska", 1, 0)],
    );
    let (reasons, units, _) = run(&map, &s, &["england: 3 off", "england: 1F Ska"]);
    assert!(matches!(reasons[1], Reason::StayedAboard(_)), "{reasons:?}");
    assert!(units.contains(&"england 3 A nwy aboard 1".to_string()), "{units:?}");
}

#[test]
fn a_landing_army_defends_as_if_it_had_been_there() {
    let map = map();
    let s = position(
        &map,
        "spring",
        "movement",
        &[
            ("england", "fleet", "nwy", 1, 0),
            ("england", "army", "nwy", 3, 1),
            ("russia", "army", "swe", 1, 0),
            ("russia", "army", "fin", 2, 0),
        ],
    );
    // One attacker bounces off the landed army; two dislodge it.
    let (reasons, _, _) = run(&map, &s, &["england: 3 off", "england: 1F Nth", "russia: A Swe - Nwy"]);
    assert_eq!(reasons[1], Reason::Disembarked);
    assert!(matches!(reasons[2], Reason::Bounced(_)));
    let (reasons, _, next) =
        run(&map, &s, &["england: 3 off", "england: 1F Nth", "russia: A Swe - Nwy", "russia: A Fin S A Swe - Nwy"]);
    assert!(matches!(reasons[1], Reason::Dislodged(_)), "{reasons:?}");
    assert_eq!(next.dislodged.len(), 1);
}

#[test]
fn an_army_aboard_a_dislodged_fleet_retreats_with_it() {
    let map = map();
    let s = position(
        &map,
        "spring",
        "movement",
        &[
            ("england", "fleet", "nth", 1, 0),
            ("england", "army", "nth", 3, 1),
            ("germany", "fleet", "hel", 1, 0),
            ("germany", "fleet", "den", 2, 0),
        ],
    );
    let (_, _, next) = run(&map, &s, &["germany: F Hel - Nth", "germany: F Den S F Hel - Nth"]);
    assert_eq!(next.dislodged.len(), 2, "the fleet and the army on board");
    let (reasons, units, _) = run(&map, &next, &["england: 1F Nwg"]);
    assert_eq!(reasons[0], Reason::Retreated);
    assert!(units.contains(&"england 3 A nwg aboard 1".to_string()), "{units:?}");
}

#[test]
fn a_fleet_enters_a_coastal_province_whose_army_boards_it_and_an_army_enters_to_board() {
    let map = map();
    // The army walks into the fleet's province to board it.
    let s =
        position(&map, "spring", "movement", &[("england", "army", "wal", 3, 0), ("england", "fleet", "lon", 1, 0)]);
    let (reasons, units, _) = run(&map, &s, &["england: 3 board 1F"]);
    assert_eq!(reasons[0], Reason::Boarded);
    assert_eq!(units, vec!["england 1 F lon", "england 3 A lon aboard 1"]);
    // The fleet moving away leaves the army ashore: the order is void.
    let (reasons, units, _) = run(&map, &s, &["england: 3 board 1F", "england: 1F Eng"]);
    assert_eq!(reasons[0], Reason::Held);
    assert_eq!(units, vec!["england 1 F eng", "england 3 A wal"]);
}
