//! Cat Diplomacy's doubled units and coast guards (Diplomacy World #3, 1974, rules 4 to 6 and
//! 10), on our Cat board (`maps/cat`): the orders the pad offers, which a case cannot check.
//! Every example A to G as it is written, and every rule played, is a case in
//! tests/variants/cat_doubled.toml.
//! The examples are in Tellahoma I, the third year of the cycle, with Tellahoma's coast guard
//! in Iron; Iron is coastal, next to inland Cinnabar and Silver, and Tin is reachable from it
//! by an army and by a fleet.

mod common;

use common::position::position;
use graustark::game::read_orders;
use graustark::map::Map;
use graustark::state::GameState;
use graustark::{PhaseResult, Rules, play};

fn cat() -> Map {
    Map::from_json(include_str!("../maps/cat/map.json")).unwrap()
}

/// The `cat` preset: the 1971 rules, with doubled units in a power's own year.
fn rules() -> Rules {
    graustark::rules::preset("cat").unwrap()
}

/// A spring of Tellahoma I, the third year of the cycle.
const TELLAHOMA_I: &str = "spring 3 movement";

fn run(map: &Map, s: &GameState, orders: &[(&str, &str)], rules: &Rules) -> PhaseResult {
    let (orders, _, unreadable) = read_orders(map, s, orders.iter().map(|(p, t)| (Some(*p), *t)));
    assert!(unreadable.is_empty(), "{unreadable:?}");
    play(map, s, &orders, rules)
}

/// The units after the phase, as `power kind region` (dislodged ones marked).
fn board(map: &Map, r: &PhaseResult) -> Vec<String> {
    let mut out: Vec<String> = r
        .next
        .units
        .iter()
        .map(|u| format!("{} {} {}", map.power(u.power).id, u.kind.letter(), map.loc_id(u.loc)))
        .chain(r.next.dislodged.iter().map(|d| {
            format!("{} {} {} dislodged", map.power(d.unit.power).id, d.unit.kind.letter(), map.loc_id(d.unit.loc))
        }))
        .collect();
    out.sort();
    out
}

/// Rule 10: "Players may build Coast Guards (CG)." The build is offered on the coast (its
/// play, and the refusals inland and on the standard board, are cases in
/// tests/variants/cat_doubled.toml).
#[test]
fn a_coast_guard_build_is_offered_on_the_coast() {
    let map = cat();
    let json =
        r#"{"season":"winter","year":1,"phase":"adjustment","units":[],"centres":{"tellahoma":["iro","tin","zin"]}}"#;
    let s = GameState::from_json(&map, json).unwrap();
    let offered: Vec<String> = graustark::legal::legal_orders(&map, &s, map.lookup("iro").unwrap(), &rules())
        .iter()
        .map(|o| o.describe(&map))
        .collect();
    assert!(offered.contains(&"Build CG Iro".to_string()), "{offered:?}");
}

/// What the pad offers for a doubled unit's second order: the halves' orders, from
/// `legal::half_orders`. Rule 4: two different orders split a doubled unit "into two units of
/// the original type"; rule 10: a coast guard divided becomes "one fleet and one army". So in
/// Tellahoma I the coast guard in Iron offers an army's orders (into inland Silver, which a
/// whole coast guard cannot enter) and a fleet's, each naming its half; played beside a first
/// order written for the whole coast guard, each pair splits it as example E does.
#[test]
fn the_halves_of_a_doubled_coast_guard_offer_an_armys_and_a_fleets_orders_and_each_pair_splits_it() {
    let map = cat();
    let s = position(&map, TELLAHOMA_I, &["Tellahoma: CG Iron"]);
    let iro = map.lookup("iro").unwrap();
    let offered: Vec<String> = graustark::legal::half_orders(&map, &s, iro, &rules())
        .iter()
        .map(|o| graustark::view::OrderView::in_position(&map, o, &s).text)
        .collect();
    assert!(offered.contains(&"A Iro - Sil".to_string()), "{offered:?}");
    assert!(offered.contains(&"F Iro H".to_string()), "{offered:?}");
    assert!(offered.contains(&"A Iro H".to_string()), "{offered:?}");
    // Whole, the coast guard cannot go inland.
    let whole: Vec<String> = graustark::legal::legal_orders(&map, &s, iro, &rules())
        .iter()
        .map(|o| graustark::view::OrderView::in_position(&map, o, &s).text)
        .collect();
    assert!(!whole.iter().any(|t| t.ends_with("- Sil")), "{whole:?}");
    // Example E by tapping: the whole coast guard's hold, then the army half's move.
    let r = run(&map, &s, &[("tellahoma", "CG Iro H"), ("tellahoma", "A Iro - Sil")], &rules());
    assert_eq!(board(&map, &r), ["tellahoma A sil", "tellahoma F iro"]);
    // The fleet half named second: the whole's order goes to the army half.
    let r = run(&map, &s, &[("tellahoma", "CG Iro - Tin"), ("tellahoma", "F Iro H")], &rules());
    assert_eq!(board(&map, &r), ["tellahoma A tin", "tellahoma F iro"]);
    // Outside its year, or once split, nothing is offered.
    let other_year = position(&map, "spring 4 movement", &["Tellahoma: CG Iron"]);
    assert!(graustark::legal::half_orders(&map, &other_year, iro, &rules()).is_empty());
    assert!(graustark::legal::half_orders(&map, &r.next, iro, &rules()).is_empty());
    assert!(graustark::legal::half_orders(&map, &s, iro, &Rules::default()).is_empty());
}

/// Example G by the offered orders: "DA Cinnabar to Silver; DA Cinnabar S Cinnabar-Silver". The
/// halves' orders include one half's support of the other's move, and the pair plays as G.
#[test]
fn g_the_halves_offer_a_support_of_the_other_halfs_move() {
    let map = cat();
    let s = position(&map, TELLAHOMA_I, &["Tellahoma: A Cinnabar", "Cassiusica: A Silver", "Cassiusica: A Gold"]);
    let cin = map.lookup("cin").unwrap();
    let offered: Vec<String> = graustark::legal::half_orders(&map, &s, cin, &rules())
        .iter()
        .map(|o| graustark::view::OrderView::in_position(&map, o, &s).text)
        .collect();
    assert!(offered.contains(&"A Cin - Sil".to_string()), "{offered:?}");
    assert!(offered.contains(&"A Cin S A Cin - Sil".to_string()), "{offered:?}");
    assert_eq!(offered.iter().filter(|t| *t == "A Cin S A Cin - Sil").count(), 1, "listed once: {offered:?}");
    let r = run(&map, &s, &[("tellahoma", "A Cin - Sil"), ("tellahoma", "A Cin S A Cin - Sil")], &rules());
    assert!(r.order_outcomes().iter().all(|o| o.success), "{:?}", r.order_outcomes());
    assert_eq!(
        board(&map, &r),
        ["cassiusica A gol", "cassiusica A sil dislodged", "tellahoma A cin", "tellahoma A sil"]
    );
}
