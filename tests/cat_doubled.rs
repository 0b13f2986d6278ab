//! Cat Diplomacy's doubled units and coast guards (Diplomacy World #3, 1974, rules 4 to 6 and
//! 10), on our Cat board (`maps/cat`), each of the source's examples A to G as it is written.
//! The examples are in Tellahoma I, the third year of the cycle, with Tellahoma's coast guard
//! in Iron; Iron is coastal, next to inland Cinnabar and Silver, and Tin is reachable from it
//! by an army and by a fleet.

use graustark::game::read_orders;
use graustark::map::Map;
use graustark::resolve::outcome::{Illegal, Reason};
use graustark::state::{GameState, Phase, Season};
use graustark::{PhaseResult, Rules, play};

fn cat() -> Map {
    Map::from_json(include_str!("../maps/cat/map.json")).unwrap()
}

/// The `cat` preset: the 1971 rules, with doubled units in a power's own year.
fn rules() -> Rules {
    graustark::rules::preset("cat").unwrap()
}

const TELLAHOMA_I: i32 = 3;

/// A spring position of `year` with these units (`power kind region`).
fn position(map: &Map, year: i32, units: &[&str]) -> GameState {
    let units: Vec<String> = units
        .iter()
        .map(|u| {
            let w: Vec<&str> = u.split(' ').collect();
            format!(r#"{{"power":"{}","type":"{}","region":"{}"}}"#, w[0], w[1], w[2])
        })
        .collect();
    let json = format!(r#"{{"season":"spring","year":{year},"phase":"movement","units":[{}]}}"#, units.join(","));
    GameState::from_json(map, &json).unwrap()
}

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

/// Cassiusica attacks Cinnabar with three: Tellahoma's army there, doubled in Tellahoma I, holds
/// with two, and only with a support besides.
const ATTACK_ON_CINNABAR: [(&str, &str); 3] =
    [("cassiusica", "A Tal - Cin"), ("cassiusica", "A Sil S A Tal - Cin"), ("cassiusica", "A Gol S A Tal - Cin")];

fn example_a_position(map: &Map) -> GameState {
    position(
        map,
        TELLAHOMA_I,
        &[
            "tellahoma cg iro",
            "tellahoma army cin",
            "cassiusica army tal",
            "cassiusica army sil",
            "cassiusica army gol",
        ],
    )
}

#[test]
fn a_the_army_half_supports_cinnabar_while_the_fleet_half_stands() {
    let map = cat();
    let s = example_a_position(&map);
    let mut orders = vec![("tellahoma", "DCG Iro S Cin"), ("tellahoma", "DCG Iro Stand")];
    orders.extend(ATTACK_ON_CINNABAR);
    let r = run(&map, &s, &orders, &rules());
    let outcomes = r.order_outcomes();
    assert!(outcomes[0].success && outcomes[1].success, "{outcomes:?}");
    // Cinnabar held with the army half's support; the halves, never parted, are whole again.
    assert!(board(&map, &r).contains(&"tellahoma A cin".to_string()), "{:?}", board(&map, &r));
    assert!(!outcomes[2].success, "three against two and the army half's support");
    assert!(board(&map, &r).contains(&"tellahoma CG iro".to_string()), "{:?}", board(&map, &r));
    assert!(r.next.single.is_empty());
    let graustark::game::Decided::Movement(m) = &r.decided else { panic!() };
    assert_eq!(m.splits.len(), 1);
    let kinds: Vec<&str> = m.splits[0].halves.iter().map(|h| h.kind.letter()).collect();
    assert_eq!(kinds, ["A", "F"], "the support is the army's, the stand the fleet's");
}

#[test]
fn b_an_attack_on_iron_cuts_the_support_out_of_iron() {
    let map = cat();
    let mut s = example_a_position(&map);
    s.units.extend(position(&map, TELLAHOMA_I, &["cassiusica cg qua"]).units);
    s.number_units();
    let mut orders =
        vec![("tellahoma", "DCG Iro S Cin"), ("tellahoma", "DCG Iro Stand"), ("cassiusica", "CG Qua - Iro")];
    orders.extend(ATTACK_ON_CINNABAR);
    let r = run(&map, &s, &orders, &rules());
    assert!(matches!(r.order_outcomes()[0].reason, Reason::Cut(_)), "{:?}", r.order_outcomes()[0]);
    assert!(board(&map, &r).contains(&"tellahoma A cin dislodged".to_string()), "{:?}", board(&map, &r));
    assert!(board(&map, &r).contains(&"cassiusica A cin".to_string()));
}

#[test]
fn c_a_whole_coast_guard_cannot_support_inland() {
    let map = cat();
    let s = example_a_position(&map);
    let mut orders = vec![("tellahoma", "DCG Iro S Cin")];
    orders.extend(ATTACK_ON_CINNABAR);
    let r = run(&map, &s, &orders, &rules());
    let cin = map.province_of(map.lookup("cin").unwrap());
    let iro = map.province_of(map.lookup("iro").unwrap());
    assert_eq!(r.order_outcomes()[0].reason, Reason::Illegal(Illegal::CannotReach(iro, cin)));
    assert!(board(&map, &r).contains(&"tellahoma A cin dislodged".to_string()), "{:?}", board(&map, &r));
}

#[test]
fn d_no_split_outside_ones_own_year() {
    let map = cat();
    let s = position(&map, TELLAHOMA_I, &["andromeda cg cop"]);
    let r = run(&map, &s, &[("andromeda", "DCG Cop - Gar"), ("andromeda", "DCG Cop Stand")], &rules());
    // Two orders to a single unit: the 1971 rule on several orders leaves it holding.
    assert_eq!(r.order_outcomes()[0].reason, Reason::ConflictingOrders);
    assert_eq!(board(&map, &r), ["andromeda CG cop"]);
    // In Andromeda I (year 2) the same orders split it.
    let s = position(&map, 2, &["andromeda cg cop"]);
    let r = run(&map, &s, &[("andromeda", "DCG Cop - Gar"), ("andromeda", "DCG Cop Stand")], &rules());
    assert_eq!(r.order_outcomes()[0].reason, Reason::Illegal(Illegal::SplitUnclear), "Garnet is on the coast");
}

#[test]
fn e_a_split_leaves_an_army_and_a_fleet_that_never_recombine() {
    let map = cat();
    let s = position(&map, TELLAHOMA_I, &["tellahoma cg iro"]);
    let r = run(&map, &s, &[("tellahoma", "DCG Iron-Silver"), ("tellahoma", "DCG Iron Stand")], &rules());
    assert_eq!(board(&map, &r), ["tellahoma A sil", "tellahoma F iro"]);
    assert_eq!(r.next.single.len(), 2, "both halves are single for the rest of the year");
    // In the fall they are single units: each takes one order, and a move back does not rejoin.
    let fall = &r.next;
    assert_eq!(fall.season, Season::Fall);
    let r2 = run(&map, fall, &[("tellahoma", "A Sil - Iro"), ("tellahoma", "F Iro - Qua")], &rules());
    assert_eq!(board(&map, &r2), ["tellahoma A iro", "tellahoma F qua"]);
    // The year ends: every unit is single, and nothing is remembered as split.
    assert!(r2.next.single.is_empty() || r2.next.phase == Phase::Adjustment);
}

#[test]
fn e_split_units_are_single_for_the_rest_of_the_year() {
    let map = cat();
    let s = position(&map, TELLAHOMA_I, &["tellahoma cg iro", "cassiusica army gyp"]);
    let r = run(&map, &s, &[("tellahoma", "DCG Iron-Silver"), ("tellahoma", "DCG Iron Stand")], &rules());
    // In the fall the army in Silver is single: it cannot take Gypsum from a unit that holds.
    let r2 = run(&map, &r.next, &[("tellahoma", "A Sil - Gyp")], &rules());
    assert!(!r2.order_outcomes()[0].success);
    // An unsplit unit of Tellahoma's, in the same fall, fights doubled and would have.
    let s3 = position(&map, TELLAHOMA_I, &["tellahoma army sil", "cassiusica army gyp"]);
    let r3 = run(&map, &s3, &[("tellahoma", "A Sil - Gyp")], &rules());
    assert!(r3.order_outcomes()[0].success);
    assert!(board(&map, &r3).contains(&"cassiusica A gyp dislodged".to_string()));
}

#[test]
fn f_an_unclear_split_fails_and_a_labelled_one_goes_through() {
    let map = cat();
    let s = position(&map, TELLAHOMA_I, &["tellahoma cg iro"]);
    let r = run(&map, &s, &[("tellahoma", "DCG Iron-Tin"), ("tellahoma", "DCG Iron Stand")], &rules());
    for o in r.order_outcomes() {
        assert_eq!(o.reason, Reason::Illegal(Illegal::SplitUnclear));
    }
    assert_eq!(board(&map, &r), ["tellahoma CG iro"]);
    let r = run(&map, &s, &[("tellahoma", "DCG Iron (army)-Tin"), ("tellahoma", "DCG Iron (fleet) Stand")], &rules());
    assert_eq!(board(&map, &r), ["tellahoma A tin", "tellahoma F iro"]);
    // The other way round: the fleet goes to Tin.
    let r = run(&map, &s, &[("tellahoma", "DCG Iron (fleet)-Tin"), ("tellahoma", "DCG Iron (army) Stand")], &rules());
    assert_eq!(board(&map, &r), ["tellahoma A iro", "tellahoma F tin"]);
}

#[test]
fn g_a_doubled_army_moves_with_one_support_from_its_own_other_half() {
    let map = cat();
    let s = position(&map, TELLAHOMA_I, &["tellahoma army cin", "cassiusica army sil", "cassiusica army gol"]);
    let split = [("tellahoma", "DA Cinnabar to Silver"), ("tellahoma", "DA Cinnabar S Cinnabar-Silver")];
    let r = run(&map, &s, &split, &rules());
    assert!(r.order_outcomes().iter().all(|o| o.success), "{:?}", r.order_outcomes());
    assert_eq!(
        board(&map, &r),
        ["cassiusica A gol", "cassiusica A sil dislodged", "tellahoma A cin", "tellahoma A sil"],
        "a single army moves with one support: two against one"
    );
    // The support may be cut without affecting the move order: one against one, it bounces.
    let mut cut = split.to_vec();
    cut.push(("cassiusica", "A Gol - Cin"));
    let r = run(&map, &s, &cut, &rules());
    assert!(!r.order_outcomes()[0].success);
    assert!(matches!(r.order_outcomes()[1].reason, Reason::Cut(_)), "{:?}", r.order_outcomes()[1]);
    assert_eq!(board(&map, &r), ["cassiusica A gol", "cassiusica A sil", "tellahoma A cin"]);
}

#[test]
fn a_doubled_unit_with_one_order_fights_with_two_and_only_in_its_year_under_the_option() {
    let map = cat();
    let units = ["tellahoma army sil", "cassiusica army gyp"];
    let take = [("tellahoma", "A Sil - Gyp")];
    let doubled = run(&map, &position(&map, TELLAHOMA_I, &units), &take, &rules());
    assert!(doubled.order_outcomes()[0].success, "two against one in Tellahoma I");
    let other_year = run(&map, &position(&map, 1, &units), &take, &rules());
    assert!(!other_year.order_outcomes()[0].success, "one against one in Cassiusica I");
    let name_only = run(&map, &position(&map, TELLAHOMA_I, &units), &take, &Rules::default());
    assert!(!name_only.order_outcomes()[0].success, "patron_year=name-only: one against one");
    // In defence too: Cassiusica's doubled army in Cassiusica I holds against two.
    let s = position(&map, 1, &["cassiusica army gyp", "tellahoma army sil", "tellahoma army tal"]);
    let attack = [("tellahoma", "A Sil - Gyp"), ("tellahoma", "A Tal S A Sil - Gyp")];
    assert!(!run(&map, &s, &attack, &rules()).order_outcomes()[0].success);
    assert!(run(&map, &s, &attack, &Rules::default()).order_outcomes()[0].success);
}

#[test]
fn a_coast_guard_moves_only_along_the_coast() {
    let map = cat();
    let s = position(&map, 1, &["tellahoma cg iro"]);
    for (to, ok) in [("Qua", true), ("Tin", true), ("Sal", false), ("Cin", false), ("Sil", false)] {
        let text = format!("CG Iro - {to}");
        let r = run(&map, &s, &[("tellahoma", text.as_str())], &rules());
        assert_eq!(r.order_outcomes()[0].success, ok, "{text}: {:?}", r.order_outcomes()[0]);
    }
}

#[test]
fn coast_guards_are_built_on_the_cat_board_only() {
    let map = cat();
    let json =
        r#"{"season":"winter","year":1,"phase":"adjustment","units":[],"centres":{"tellahoma":["iro","tin","zin"]}}"#;
    let s = GameState::from_json(&map, json).unwrap();
    let offered: Vec<String> = graustark::legal::legal_orders(&map, &s, map.lookup("iro").unwrap(), &rules())
        .iter()
        .map(|o| o.describe(&map))
        .collect();
    assert!(offered.contains(&"Build CG Iro".to_string()), "{offered:?}");
    let r = run(&map, &s, &[("tellahoma", "Build CG Iro"), ("tellahoma", "Build CG Cin")], &rules());
    assert!(r.order_outcomes()[0].success);
    assert!(matches!(r.order_outcomes()[1].reason, Reason::Illegal(_)), "Cinnabar is inland");
    assert!(board(&map, &r).contains(&"tellahoma CG iro".to_string()));
    // The standard board has none.
    let standard = Map::from_json(include_str!("../maps/standard/map.json")).unwrap();
    let json = r#"{"season":"winter","year":1901,"phase":"adjustment","units":[],"centres":{"england":["lon"]}}"#;
    let s = GameState::from_json(&standard, json).unwrap();
    let (orders, _, _) = read_orders(&standard, &s, [(Some("england"), "Build CG Lon")]);
    let r = play(&standard, &s, &orders, &Rules::default());
    assert_eq!(r.order_outcomes()[0].reason, Reason::Illegal(Illegal::NoCoastGuards));
}
