//! Property tests on random positions and plausible orders on the standard map: the
//! movement outcome does not depend on the order of orders or units, is deterministic (also
//! with a reused `Adjudicator`), leaves at most one unit per province, offers retreats only
//! into empty provinces that are neither the attacker's origin (unless it came by convoy,
//! DATC 4.A.5) nor a standoff; uncontested supports and lone moves into empty provinces stand
//! under every rule; and the order parser never panics on any text.

use graustark::game::{Decided, PhaseResult};
use graustark::map::{Map, ProvinceKind, UnitKind};
use graustark::order::{Action, Order};
use graustark::resolve::outcome::Reason;
use graustark::resolve::{Adjudicator, MovementResult};
use graustark::rules::RetreatAfterConvoy;
use graustark::state::{GameState, Phase, Season, Unit};
use graustark::{LocId, PowerId, ProvinceId, Rules, parse_order, play};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/standard/map.json")).unwrap())
}

/// A random position with one order per unit, under random rules.
#[derive(Clone, Debug)]
struct Case {
    state: GameState,
    orders: Vec<Order>,
    rules: Rules,
}

/// Per unit: location pick, power, fleet?, order kind, and three more picks.
type UnitSeed = (u16, u8, bool, u8, u16, u16, u16);

/// Builds a clustered position (most units next to an earlier one) and orders that mostly
/// interact: attacks on occupied provinces, supports of real moves, convoys along fleets.
fn build(seeds: &[UnitSeed], rule_picks: &[u8], fall: bool) -> Case {
    let map = map();
    let np = map.provinces.len();
    let stand_in = |k: UnitKind| -> Vec<Vec<LocId>> {
        let mut v = vec![Vec::new(); np];
        for l in (0..map.locations.len() as u16).map(LocId).filter(|&l| map.can_stand(k, l)) {
            v[map.province_of(l).0 as usize].push(l);
        }
        v
    };
    let (armies, fleets) = (stand_in(UnitKind::Army), stand_in(UnitKind::Fleet));
    let coastal: Vec<ProvinceId> =
        (0..np as u16).map(ProvinceId).filter(|&p| map.province(p).kind == ProvinceKind::Coast).collect();
    let near = |p: ProvinceId| -> Vec<ProvinceId> {
        map.army_neighbours(p).iter().chain(map.fleet_province_neighbours(p)).copied().collect()
    };
    let mut at_prov: Vec<Option<usize>> = vec![None; np];
    let mut units: Vec<Unit> = Vec::new();
    let mut picks = Vec::new();
    for &(at, power, fleet, kind, a, b, c) in seeds {
        let (k, by_prov) = if fleet { (UnitKind::Fleet, &fleets) } else { (UnitKind::Army, &armies) };
        let at = at as usize;
        let prov = if units.is_empty() || at.is_multiple_of(4) {
            ProvinceId((at / 4 % np) as u16)
        } else {
            let nb = near(map.province_of(units[at / 4 % units.len()].loc));
            nb[at / 16 % nb.len()]
        };
        let spots = &by_prov[prov.0 as usize];
        if spots.is_empty() || at_prov[prov.0 as usize].is_some() {
            continue;
        }
        at_prov[prov.0 as usize] = Some(units.len());
        units.push(Unit {
            power: PowerId(power % map.powers.len() as u8),
            kind: k,
            loc: spots[a as usize % spots.len()],
        });
        picks.push(([0, 1, 2, 3, 4, 5, 1, 1][kind as usize % 8], a as usize, b as usize, c as usize));
    }
    let n = units.len();
    let occupied = |l: LocId| at_prov[map.province_of(l).0 as usize].is_some();
    // A neighbour, preferring an occupied one when `attack`.
    let neighbour = |u: &Unit, i: usize, attack: bool| -> Option<LocId> {
        let all: Vec<LocId> = match u.kind {
            UnitKind::Army => {
                map.army_neighbours(map.province_of(u.loc)).iter().map(|&p| map.province_loc(p)).collect()
            }
            UnitKind::Fleet => map.fleet_neighbours(u.loc).to_vec(),
        };
        let hit: Vec<LocId> = all.iter().copied().filter(|&l| occupied(l)).collect();
        let list = if attack && !hit.is_empty() { hit } else { all };
        (!list.is_empty()).then(|| list[i % list.len()])
    };
    // First the moves and holds, then supports and convoys, which may refer to them.
    let mut actions = vec![Action::Hold; n];
    let mut convoy_for: Vec<Option<(usize, LocId)>> = vec![None; n];
    let mut dests: Vec<LocId> = Vec::new();
    for (i, u) in units.iter().enumerate() {
        let (k, a, b, c) = picks[i];
        actions[i] = match k {
            1 | 2 if u.kind == UnitKind::Fleet || k == 1 => {
                // Sometimes where an earlier unit goes (a standoff), else preferably an attack.
                let rival: Vec<LocId> =
                    dests.iter().copied().filter(|&l| !occupied(l) && map.can_move(u.kind, u.loc, l)).collect();
                let to = if b % 3 == 1 && !rival.is_empty() {
                    Some(rival[c % rival.len()])
                } else {
                    neighbour(u, a, b % 3 == 2)
                };
                to.map_or(Action::Hold, |to| {
                    dests.push(to);
                    Action::Move { to, via_convoy: false }
                })
            }
            2 => {
                // Through one or two fleets at sea next to the army, when there are any.
                let at_sea = |p: &ProvinceId| {
                    at_prov[p.0 as usize]
                        .is_some_and(|f| units[f].kind == UnitKind::Fleet && map.province(*p).kind == ProvinceKind::Sea)
                };
                let first: Vec<ProvinceId> =
                    map.fleet_province_neighbours(map.province_of(u.loc)).iter().copied().filter(at_sea).collect();
                let to = if first.is_empty() || c.is_multiple_of(5) {
                    coastal[a % coastal.len()]
                } else {
                    let f = first[a % first.len()];
                    let second: Vec<ProvinceId> =
                        map.fleet_province_neighbours(f).iter().copied().filter(at_sea).collect();
                    let last = if c.is_multiple_of(2) && !second.is_empty() { second[c % second.len()] } else { f };
                    let ends: Vec<ProvinceId> = map
                        .fleet_province_neighbours(last)
                        .iter()
                        .copied()
                        .filter(|p| map.province(*p).kind == ProvinceKind::Coast)
                        .collect();
                    let to = if ends.is_empty() { coastal[a % coastal.len()] } else { ends[b % ends.len()] };
                    for p in [f, last] {
                        convoy_for[at_prov[p.0 as usize].unwrap()] = Some((i, map.province_loc(to)));
                    }
                    to
                };
                Action::Move { to: map.province_loc(to), via_convoy: b.is_multiple_of(2) }
            }
            _ => Action::Hold,
        };
    }
    for (i, u) in units.iter().enumerate() {
        let (k, a, b, c) = picks[i];
        let j = a % n;
        let other = units[j];
        let reach = |j: &usize| {
            *j != i
                && matches!(actions[*j], Action::Move { to, .. } if map.can_reach(u.kind, u.loc, map.province_of(to)))
        };
        let helped: Vec<usize> = (0..n).filter(reach).collect();
        actions[i] = match (k, convoy_for[i]) {
            (0 | 1 | 5, Some((army, to))) if c % 4 != 0 => Action::Convoy { from: units[army].loc, to },
            (3, _) if j != i => {
                Action::Support { target: other.loc, target_kind: Some(other.kind), target_power: None, dest: None }
            }
            (4, _) if !helped.is_empty() && b % 4 != 0 => {
                let j = helped[c % helped.len()];
                let Action::Move { to, .. } = actions[j] else { unreachable!() };
                Action::Support {
                    target_power: None,
                    target: units[j].loc,
                    target_kind: Some(units[j].kind),
                    dest: Some(map.province_loc(map.province_of(to))),
                }
            }
            (4, _) if j != i => neighbour(&other, c, false).map_or(Action::Hold, |d| Action::Support {
                target_power: None,
                target: other.loc,
                target_kind: Some(other.kind),
                dest: Some(map.province_loc(map.province_of(d))),
            }),
            (5, _) if u.kind == UnitKind::Fleet => {
                let armies: Vec<usize> = (0..n).filter(|&x| units[x].kind == UnitKind::Army).collect();
                if armies.is_empty() {
                    Action::Hold
                } else {
                    let j = armies[a % armies.len()];
                    let to = match actions[j] {
                        Action::Move { to, .. } if b % 4 != 0 => to,
                        _ => map.province_loc(coastal[c % coastal.len()]),
                    };
                    Action::Convoy { from: units[j].loc, to }
                }
            }
            _ => actions[i],
        };
    }
    let orders = units
        .iter()
        .zip(&actions)
        .map(|(u, &action)| Order::Unit { power: Some(u.power), kind: Some(u.kind), loc: u.loc, action })
        .collect();
    let mut rules = Rules::default();
    for (opt, &pick) in Rules::describe().iter().zip(rule_picks) {
        rules.set(opt.name, opt.choices[pick as usize % opt.choices.len()].value).unwrap();
    }
    let mut state = GameState::initial(map, 1901);
    state.season = if fall { Season::Fall } else { Season::Spring };
    state.phase = Phase::Movement;
    state.units = units;
    Case { state, orders, rules }
}

fn cases() -> impl Strategy<Value = Case> {
    let unit = (any::<u16>(), any::<u8>(), any::<bool>(), any::<u8>(), any::<u16>(), any::<u16>(), any::<u16>());
    (prop::collection::vec(unit, 0..60), prop::collection::vec(any::<u8>(), 24), any::<bool>())
        .prop_map(|(seeds, rules, fall)| build(&seeds, &rules, fall))
}

/// A permutation of 0..n from a seed (Fisher-Yates with splitmix64).
fn permutation(n: usize, mut seed: u64) -> Vec<usize> {
    let mut p: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        p.swap(i, (z % (i as u64 + 1)) as usize);
    }
    p
}

fn run(c: &Case) -> (PhaseResult, MovementResult) {
    let r = play(map(), &c.state, &c.orders, &c.rules);
    let Decided::Movement(m) = r.decided.clone() else { panic!("not a movement phase") };
    (r, m)
}

/// The position and orders as text, for failure messages.
fn show(c: &Case) -> String {
    let map = map();
    let units: Vec<String> = c
        .state
        .units
        .iter()
        .map(|u| format!("{}: {} {}", map.power(u.power).id, u.kind.letter(), map.loc_short(u.loc)))
        .collect();
    let orders: Vec<String> = c.orders.iter().map(|o| o.describe(map)).collect();
    format!("units [{}]\norders [{}]", units.join(", "), orders.join(", "))
}

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

/// CI runs the properties on a fixed seed, so every run checks the same 256 cases and a red
/// run is the code's doing. The long random search draws new cases from a random seed:
/// `GRAUSTARK_PROPTEST_SEARCH=1 cargo test --release --test properties` (20 000 cases per
/// property, or PROPTEST_CASES); a failure prints the shrunk position and orders, and proptest
/// saves its seed in tests/properties.proptest-regressions, replayed first on every run.
fn config() -> ProptestConfig {
    let search = std::env::var_os("GRAUSTARK_PROPTEST_SEARCH").is_some_and(|v| v != "0");
    let default_cases = if search { 20_000 } else { 256 };
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(default_cases);
    let rng_seed = if search { RngSeed::Random } else { RngSeed::Fixed(0x4752_4155_5354_524B) };
    ProptestConfig { cases, rng_algorithm: RngAlgorithm::ChaCha, rng_seed, ..ProptestConfig::default() }
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
    let unit = |power: &str, loc: &str| Unit {
        power: map.lookup_power(power).unwrap(),
        kind: UnitKind::Fleet,
        loc: map.lookup(loc).unwrap(),
    };
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
    for _ in 0..256 {
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
