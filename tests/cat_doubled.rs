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
    // Tellahoma holds Iron alone now, with two units: the winter comes first, the halves still
    // single in it; rule 6's reset, after it, is tested below (`rule_6_...`).
    assert_eq!(r2.next.phase, Phase::Adjustment);
    assert_eq!(r2.next.single.len(), 2, "single until the year ends");
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

// Rule 6: "At the end of every year, all units are considered single units. Thus a player
// during 'his year' who splits up units but gained no centers will have to remove something.
// This removal need not involve one of the units he split up." Played through `play` from
// Cassiusica I (year 1, Cassiusica's) to the springs after it.

/// Cassiusica I, spring: each power on its home centres with its three start units, but
/// Andromeda's army in Feldspar, beside Gypsum.
fn cassiusica_i(map: &Map) -> GameState {
    let json = r#"{"season":"spring","year":1,"phase":"movement","units":[
        {"power":"cassiusica","type":"army","region":"pyr"},{"power":"cassiusica","type":"cg","region":"gal"},
        {"power":"cassiusica","type":"fleet","region":"mic"},
        {"power":"andromeda","type":"army","region":"fel"},{"power":"andromeda","type":"cg","region":"cop"},
        {"power":"andromeda","type":"fleet","region":"azu"},
        {"power":"tellahoma","type":"army","region":"tin"},{"power":"tellahoma","type":"cg","region":"iro"},
        {"power":"tellahoma","type":"fleet","region":"zin"}],
      "centres":{"cassiusica":["gal","mic","pyr"],"andromeda":["azu","cob","cop"],"tellahoma":["iro","tin","zin"]}}"#;
    GameState::from_json(map, json).unwrap()
}

/// Cassiusica splits its coast guard in Galena (the army half into Gypsum, no centre), holds
/// in the fall, and reaches the winter owing a removal.
fn split_and_reach_the_winter(map: &Map) -> GameState {
    let spring =
        run(map, &cassiusica_i(map), &[("cassiusica", "DCG Gal - Gyp"), ("cassiusica", "DCG Gal Stand")], &rules());
    assert!(spring.order_outcomes().iter().all(|o| o.success), "{:?}", spring.order_outcomes());
    assert_eq!(spring.next.single.len(), 2);
    let fall = run(map, &spring.next, &[], &rules());
    assert_eq!((fall.next.season, fall.next.phase), (Season::Winter, Phase::Adjustment));
    fall.next
}

fn adjustment_of(map: &Map, s: &GameState, power: &str) -> i32 {
    let p = map.lookup_power(power).unwrap();
    graustark::duties::phase_duties(map, s, &rules()).powers[p.0 as usize].adjustment
}

#[test]
fn rule_6_a_split_that_gained_no_centre_must_remove_a_unit_and_may_remove_one_not_split() {
    let map = cat();
    let winter = split_and_reach_the_winter(&map);
    // "will have to remove something": four units on three centres.
    assert_eq!(adjustment_of(&map, &winter, "cassiusica"), -1);
    assert_eq!(adjustment_of(&map, &winter, "andromeda"), 0);
    let duties = graustark::duties::phase_duties(&map, &winter, &rules());
    assert_eq!(duties.ordering, [map.lookup_power("cassiusica").unwrap()], "only Cassiusica orders");
    // "This removal need not involve one of the units he split up": the army in Pyrite goes.
    let r = run(&map, &winter, &[("cassiusica", "Remove A Pyr")], &rules());
    assert!(r.order_outcomes()[0].success, "{:?}", r.order_outcomes());
    assert_eq!((r.next.season, r.next.year), (Season::Spring, 2));
    let cassiusica: Vec<String> = board(&map, &r).into_iter().filter(|u| u.starts_with("cassiusica")).collect();
    assert_eq!(cassiusica, ["cassiusica A gyp", "cassiusica F gal", "cassiusica F mic"], "both halves kept");
    // Removing one of the halves is as good.
    let r = run(&map, &winter, &[("cassiusica", "Remove A Gyp")], &rules());
    assert!(r.order_outcomes()[0].success, "{:?}", r.order_outcomes());
    let cassiusica: Vec<String> = board(&map, &r).into_iter().filter(|u| u.starts_with("cassiusica")).collect();
    assert_eq!(cassiusica, ["cassiusica A pyr", "cassiusica F gal", "cassiusica F mic"]);
}

#[test]
fn rule_6_after_the_year_every_unit_is_single_the_next_patron_doubled_and_last_years_not() {
    let map = cat();
    let winter = split_and_reach_the_winter(&map);
    assert_eq!(winter.single.len(), 2, "the halves are single through the winter");
    let spring = run(&map, &winter, &[("cassiusica", "Remove A Pyr")], &rules()).next;
    // "At the end of every year, all units are considered single units": nothing is
    // remembered as split in Andromeda I.
    assert_eq!((spring.year, spring.phase), (2, Phase::Movement));
    assert!(spring.single.is_empty(), "{:?}", spring.single);
    // Andromeda's army, doubled in Andromeda I, takes Gypsum from the army half (two against
    // one); Cassiusica's, no longer doubled, cannot take Feldspar (one against one).
    let r = run(&map, &spring, &[("andromeda", "A Fel - Gyp")], &rules());
    assert!(r.order_outcomes()[0].success, "{:?}", r.order_outcomes());
    let r = run(&map, &spring, &[("cassiusica", "A Gyp - Fel")], &rules());
    assert!(!r.order_outcomes()[0].success, "{:?}", r.order_outcomes());
    // Two years of holding later, in Cassiusica II, the former army half is an ordinary
    // Cassiusican unit again, doubled in its power's year: it takes Feldspar.
    let mut s = spring;
    while s.year < 4 {
        s = run(&map, &s, &[], &rules()).next;
    }
    assert_eq!((s.year, s.season, s.phase), (4, Season::Spring, Phase::Movement));
    assert_eq!(map.year_name(4), "Cassiusica II");
    let r = run(&map, &s, &[("cassiusica", "A Gyp - Fel")], &rules());
    assert!(r.order_outcomes()[0].success, "{:?}", r.order_outcomes());
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
    let s = position(&map, TELLAHOMA_I, &["tellahoma cg iro"]);
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
    let other_year = position(&map, TELLAHOMA_I + 1, &["tellahoma cg iro"]);
    assert!(graustark::legal::half_orders(&map, &other_year, iro, &rules()).is_empty());
    assert!(graustark::legal::half_orders(&map, &r.next, iro, &rules()).is_empty());
    assert!(graustark::legal::half_orders(&map, &s, iro, &Rules::default()).is_empty());
}

/// Example G by the offered orders: "DA Cinnabar to Silver; DA Cinnabar S Cinnabar-Silver". The
/// halves' orders include one half's support of the other's move, and the pair plays as G.
#[test]
fn g_the_halves_offer_a_support_of_the_other_halfs_move() {
    let map = cat();
    let s = position(&map, TELLAHOMA_I, &["tellahoma army cin", "cassiusica army sil", "cassiusica army gol"]);
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
