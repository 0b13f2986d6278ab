//! Property tests on random positions and plausible orders on the standard map: the
//! movement outcome does not depend on the order of orders or units, is deterministic (also
//! with a reused `Adjudicator`), leaves at most one unit per province, offers retreats only
//! into empty provinces that are neither the attacker's origin (unless it came by convoy,
//! DATC 4.A.5) nor a standoff; uncontested supports and lone moves into empty provinces stand
//! under every rule; and the order parser never panics on any text. The generator is in
//! `generate/`, shared with `offered_orders.rs`.

use graustark::game::Decided;
use graustark::map::UnitKind;
use graustark::order::{Action, Order};
use graustark::resolve::outcome::Reason;
use graustark::resolve::{Adjudicator, MovementResult};
use graustark::rules::RetreatAfterConvoy;
use graustark::state::{GameState, Phase, Unit};
use graustark::{LocId, PowerId, ProvinceId, Rules, parse_order};
use proptest::prelude::*;

mod generate;

use generate::{Case, cases, config, map, permutation, run, show};

fn unit_key(u: &Unit) -> (LocId, PowerId, UnitKind) {
    (u.loc, u.power, u.kind)
}

/// The next position with its unit lists sorted, so positions compare whatever the unit order.
fn normalized(s: &GameState) -> GameState {
    let mut s = s.clone();
    s.units.sort_by_key(unit_key);
    s.dislodged.sort_by_key(|d| unit_key(&d.unit));
    s
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn order_of_orders_does_not_matter(c in cases(), seed in any::<u64>()) {
        let (r1, m1) = run(&c);
        let perm = permutation(c.orders.len(), seed);
        let shuffled = Case { orders: perm.iter().map(|&k| c.orders[k]).collect(), ..c.clone() };
        let (r2, m2) = run(&shuffled);
        prop_assert_eq!(&m1.units, &m2.units);
        prop_assert_eq!(&m1.moved_to, &m2.moved_to);
        prop_assert_eq!(&m1.dislodged, &m2.dislodged);
        prop_assert_eq!(&m1.standoffs, &m2.standoffs);
        for (k, &from) in perm.iter().enumerate() {
            prop_assert_eq!(&m2.orders[k], &m1.orders[from], "order {}", c.orders[from].describe(map()));
        }
        prop_assert_eq!(&r1.next, &r2.next);
    }

    #[test]
    fn order_of_units_does_not_matter(c in cases(), seed in any::<u64>()) {
        let (r1, m1) = run(&c);
        let perm = permutation(c.state.units.len(), seed);
        let mut permuted = c.clone();
        permuted.state.units = perm.iter().map(|&k| c.state.units[k]).collect();
        let (r2, m2) = run(&permuted);
        // Success and the kind of reason; which unit a bounce names is checked below.
        let gist = |o: &graustark::Outcome| (o.success, std::mem::discriminant(&o.reason));
        for (k, &from) in perm.iter().enumerate() {
            let u = c.state.units[from];
            prop_assert_eq!(gist(&m2.units[k]), gist(&m1.units[from]), "unit {} {}\n{}\npermuted as {:?}", u.kind.letter(), map().loc_short(u.loc), show(&c), perm);
            prop_assert_eq!(m2.moved_to[k], m1.moved_to[from]);
        }
        for (o1, o2) in m1.orders.iter().zip(&m2.orders) {
            prop_assert_eq!(gist(o1), gist(o2));
        }
        let key = |m: &MovementResult, units: &[Unit]| {
            let mut v: Vec<_> = m.dislodged.iter().map(|d| (unit_key(&units[d.unit]), d.by, d.attacker_from, d.by_convoy, d.retreats.clone())).collect();
            v.sort_by_key(|x| x.0);
            v
        };
        prop_assert_eq!(key(&m1, &c.state.units), key(&m2, &permuted.state.units));
        prop_assert_eq!(&m1.standoffs, &m2.standoffs);
        prop_assert_eq!(normalized(&r1.next), normalized(&r2.next));
    }

    #[test]
    fn adjudication_is_deterministic(c in cases(), other in cases()) {
        let (r1, _) = run(&c);
        let (r2, _) = run(&c);
        prop_assert_eq!(&r1, &r2);
        // A reused adjudicator keeps no state between calls.
        let mut adj = Adjudicator::default();
        let fresh = graustark::adjudicate_movement(map(), &c.state.units, &c.orders, &c.rules);
        let _ = adj.movement(map(), &other.state.units, &other.orders, &other.rules);
        let reused = adj.movement(map(), &c.state.units, &c.orders, &c.rules);
        prop_assert_eq!(&fresh, &reused);
        // So does a reused result: it is written over entirely.
        let mut into = MovementResult::default();
        adj.movement_into(map(), &other.state.units, &other.orders, &other.rules, &mut into);
        adj.movement_into(map(), &c.state.units, &c.orders, &c.rules, &mut into);
        prop_assert_eq!(&fresh, &into);
        let Decided::Movement(m1) = &r1.decided else { unreachable!() };
        prop_assert_eq!(m1, &fresh);
    }

    #[test]
    fn one_unit_per_province_and_retreats_into_empty_provinces(c in cases()) {
        let (r, m) = run(&c);
        let map = map();
        let mut seen = vec![false; map.provinces.len()];
        for u in &r.next.units {
            let p = map.province_of(u.loc);
            prop_assert!(!std::mem::replace(&mut seen[p.0 as usize], true), "two units in {}", map.province(p).id);
            prop_assert!(map.can_stand(u.kind, u.loc), "{:?} cannot stand at {}", u.kind, map.loc_id(u.loc));
        }
        // Under the Toronto-rule option an army can be destroyed outright.
        prop_assert_eq!(r.next.units.len() + m.dislodged.len() + m.destroyed.len(), c.state.units.len());
        if !m.dislodged.is_empty() {
            prop_assert_eq!(r.next.phase, Phase::Retreat);
            prop_assert_eq!(r.next.dislodged.len(), m.dislodged.len());
        }
        for (d, nd) in m.dislodged.iter().zip(&r.next.dislodged) {
            prop_assert_eq!(nd.unit, c.state.units[d.unit]);
            for &l in &d.retreats {
                prop_assert!(!seen[map.province_of(l).0 as usize], "retreat into occupied {}", map.loc_id(l));
                prop_assert!(map.can_move(nd.unit.kind, nd.unit.loc, l));
            }
            // The retreat phase offers the same places as the movement phase announced.
            let offered = graustark::retreat::options(map, &r.next, nd, &c.rules);
            prop_assert_eq!(&offered, &d.retreats);
        }
    }

    #[test]
    fn retreats_avoid_attacker_origin_and_standoffs(c in cases()) {
        let (_, m) = run(&c);
        let map = map();
        for d in &m.dislodged {
            let provs: Vec<ProvinceId> = d.retreats.iter().map(|&l| map.province_of(l)).collect();
            let origin_open = d.by_convoy && c.rules.retreat_after_convoy == RetreatAfterConvoy::MayRetreatToOrigin;
            if !origin_open {
                prop_assert!(!provs.contains(&d.attacker_from), "retreat to attacker's origin {}", map.province(d.attacker_from).id);
            }
            for s in &m.standoffs {
                prop_assert!(!provs.contains(s), "retreat to standoff {}", map.province(*s).id);
            }
            prop_assert!(!provs.contains(&map.province_of(c.state.units[d.unit].loc)));
        }
    }

    #[test]
    fn uncontested_orders_stand_under_every_rule(c in cases()) {
        // Nobody moving into a supporter's province: its support is neither cut nor lost to a
        // dislodgement. A lone move over land into an empty province: it moves. (The
        // adjudicator settles both before resolving anything else.) Every unit here has a
        // written order, so under implied_orders=on none is given an implied move: an order
        // that is illegal still blocks the implied one (house rule 3.8: an explicit order
        // overrides an implied one; an impossible order is a hold, 2023 rulebook and DATC
        // 4.E.1). So the moves that enter a province are the written ones.
        let (_, m) = run(&c);
        let map = map();
        let entered = |p: ProvinceId, except: usize| {
            c.orders.iter().enumerate().any(|(i, o)| {
                i != except
                    && matches!(o, Order::Unit { action: Action::Move { to, .. } | Action::MoveByPath { to, .. }, .. }
                        if map.province_of(*to) == p)
            })
        };
        let occupied = |p: ProvinceId| c.state.units.iter().any(|u| map.province_of(u.loc) == p);
        let convoy_named = |l: LocId| {
            c.orders.iter().any(|o| matches!(o, Order::Unit { action: Action::Convoy { from, .. }, .. }
                if map.province_of(*from) == map.province_of(l)))
        };
        for (i, o) in c.orders.iter().enumerate() {
            let Order::Unit { loc, action, .. } = *o else { continue };
            let here = map.province_of(loc);
            let outcome = m.orders[i];
            let judged = !matches!(outcome.reason, Reason::Illegal(_) | Reason::Overridden | Reason::ConflictingOrders);
            match action {
                Action::Support { .. } if judged && !entered(here, usize::MAX) => {
                    prop_assert!(
                        matches!(outcome.reason, Reason::Supported | Reason::Void(_)),
                        "unattacked support {} failed: {:?}\n{}", o.describe(map), outcome.reason, show(&c)
                    );
                }
                Action::Move { to, via_convoy: false } if judged => {
                    let dest = map.province_of(to);
                    let Some(u) = m.order_units[i] else { continue };
                    let unit = c.state.units[u];
                    let by_land = map.can_move(unit.kind, unit.loc, to)
                        || (unit.kind == UnitKind::Army && map.army_adjacent(here, dest));
                    if by_land && !convoy_named(unit.loc) && !occupied(dest) && !entered(dest, i) {
                        prop_assert_eq!(
                            outcome.reason, Reason::Moved, "lone move {} into empty {}\n{}", o.describe(map), map.province(dest).id, show(&c)
                        );
                    }
                }
                _ => {}
            }
        }
    }

    #[test]
    fn parser_never_panics_on_any_text(text in "\\PC{0,60}") {
        let _ = parse_order(map(), &text);
        let _ = graustark::parse::parse_order_sheet(map(), &text);
    }

    #[test]
    fn parser_never_panics_on_order_like_text(words in prop::collection::vec((prop::sample::select(VOCAB), prop::sample::select(SEPARATORS)), 0..10)) {
        let text: String = words.iter().map(|(w, s)| format!("{w}{s}")).collect();
        let _ = parse_order(map(), &text);
        let sheet = text.replace(';', "\n");
        let _ = graustark::parse::parse_order_sheet(map(), &format!("England:\n{sheet}"));
    }
}

const VOCAB: &[&str] = &[
    "A",
    "F",
    "a",
    "f",
    "Army",
    "Fleet",
    "Par",
    "Bur",
    "Mun",
    "Ruh",
    "Lon",
    "Nth",
    "Nwy",
    "Spa",
    "StP",
    "Bul",
    "Con",
    "Mid-Atlantic Ocean",
    "North Sea",
    "St Petersburg",
    "Gulf of Lyon",
    "gol",
    "nrg",
    "nat",
    "mid",
    "swi",
    "S",
    "Supports",
    "C",
    "Convoys",
    "H",
    "Hold",
    "to",
    "via",
    "Convoy",
    "by",
    "Build",
    "Remove",
    "Disband",
    "Waive",
    "B",
    "D",
    "R",
    "England",
    "England:",
    "Turkish",
    "Narnia:",
    "nc",
    "sc",
    "ec",
    "north",
    "coast",
    "(",
    ")",
    "/",
    "-",
    "->",
    ":",
    "#",
    ";",
    "é",
    "ß",
    "\u{2014}",
    "",
    ".",
    "'",
];
const SEPARATORS: &[&str] = &[" ", "", "-", "/", "(", ")", ": ", " ; ", "\n", "  ", "\t"];

/// The unit a bounce is blamed on depends on the order of the units (found by
/// `order_of_units_does_not_matter` before it compared only the kind of reason).
#[test]
fn bounce_reason_does_not_depend_on_unit_order() {
    let map = map();
    let unit =
        |power: &str, loc: &str| Unit::new(map.lookup_power(power).unwrap(), UnitKind::Fleet, map.lookup(loc).unwrap());
    let units = [unit("england", "eng"), unit("france", "nth"), unit("austria", "pic")];
    let orders: Vec<Order> = ["England: F Eng - Bel", "France: F Nth - Bel", "Austria: F Pic - Bel"]
        .iter()
        .map(|t| parse_order(map, t).unwrap())
        .collect();
    let rules = Rules::default();
    let m1 = graustark::adjudicate_movement(map, &units, &orders, &rules);
    let reversed: Vec<Unit> = units.iter().rev().copied().collect();
    let m2 = graustark::adjudicate_movement(map, &reversed, &orders, &rules);
    let why = |m: &MovementResult| m.orders.iter().map(|o| o.reason.describe(map)).collect::<Vec<_>>();
    assert_eq!(why(&m1), why(&m2));
}

/// The generator reaches the interesting cases: dislodgements, standoffs, convoys that carry
/// an army, supports given, and retreats by convoy (so the properties above are not vacuous).
#[test]
fn generated_positions_are_not_vacuous() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    let mut runner = TestRunner::new_with_rng(Config::default(), TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    let (mut dislodged, mut standoffs, mut convoyed, mut supported, mut moved, mut units) = (0, 0, 0, 0, 0, 0);
    // 512 draws: the rules are drawn one pick per option, so each new option changes the
    // positions drawn; with 256 (and 48 options) only 8 convoys carried their army.
    for _ in 0..512 {
        let c = cases().new_tree(&mut runner).unwrap().current();
        let (_, m) = run(&c);
        units += c.state.units.len();
        dislodged += m.dislodged.len();
        standoffs += m.standoffs.len();
        convoyed += m.dislodged.iter().filter(|d| d.by_convoy).count();
        for (o, out) in c.orders.iter().zip(&m.orders) {
            match o {
                Order::Unit { action: Action::Convoy { .. }, .. } if out.success => convoyed += 1,
                Order::Unit { action: Action::Support { .. }, .. } if out.success => supported += 1,
                Order::Unit { action: Action::Move { .. }, .. } if out.success => moved += 1,
                _ => {}
            }
        }
    }
    eprintln!(
        "units {units}, moved {moved}, supported {supported}, convoyed {convoyed}, dislodged {dislodged}, standoffs {standoffs}"
    );
    assert!(dislodged >= 20 && standoffs >= 20 && convoyed >= 10 && supported >= 50 && moved >= 200);
}
