//! What the property tests share: random positions with plausible orders on the standard map
//! under random rules (`cases()`), and the proptest configuration (a fixed seed in CI; the long
//! random search with `GRAUSTARK_PROPTEST_SEARCH=1`). Each test crate uses part of it.
#![allow(dead_code)]

use graustark::game::{Decided, PhaseResult};
use graustark::map::{Map, ProvinceKind, UnitKind};
use graustark::order::{Action, Order};
use graustark::resolve::MovementResult;
use graustark::state::{GameState, Phase, Season, Unit};
use graustark::{LocId, PowerId, ProvinceId, Rules, play};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};
use std::sync::OnceLock;

pub fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../../maps/standard/map.json")).unwrap())
}

/// A random position with one order per unit, under random rules.
#[derive(Clone, Debug)]
pub struct Case {
    pub state: GameState,
    pub orders: Vec<Order>,
    pub rules: Rules,
}

/// Per unit: location pick, power, fleet?, order kind, and three more picks.
pub type UnitSeed = (u16, u8, bool, u8, u16, u16, u16);

/// Builds a clustered position (most units next to an earlier one) and orders that mostly
/// interact: attacks on occupied provinces, supports of real moves, convoys along fleets.
pub fn build(seeds: &[UnitSeed], rule_picks: &[u8], fall: bool) -> Case {
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
        units.push(Unit::new(PowerId(power % map.powers.len() as u8), k, spots[a as usize % spots.len()]));
        picks.push(([0, 1, 2, 3, 4, 5, 1, 1][kind as usize % 8], a as usize, b as usize, c as usize));
    }
    let n = units.len();
    let occupied = |l: LocId| at_prov[map.province_of(l).0 as usize].is_some();
    // A neighbour, preferring an occupied one when `attack`.
    let neighbour = |u: &Unit, i: usize, attack: bool| -> Option<LocId> {
        let all: Vec<LocId> = match u.kind {
            UnitKind::Army | UnitKind::Cavalry | UnitKind::PapalArmy | UnitKind::PapalCavalry => {
                map.army_neighbours(map.province_of(u.loc)).iter().map(|&p| map.province_loc(p)).collect()
            }
            UnitKind::Fleet | UnitKind::CoastGuard | UnitKind::Leader | UnitKind::PapalFleet => {
                map.fleet_neighbours(u.loc).iter().copied().filter(|&l| map.can_move(u.kind, u.loc, l)).collect()
            }
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
            (3, _) if j != i => Action::Support {
                target: other.loc,
                target_kind: Some(other.kind),
                target_power: None,
                dest: None,
                target_number: 0,
            },
            (4, _) if !helped.is_empty() && b % 4 != 0 => {
                let j = helped[c % helped.len()];
                let Action::Move { to, .. } = actions[j] else { unreachable!() };
                Action::Support {
                    target_power: None,
                    target: units[j].loc,
                    target_kind: Some(units[j].kind),
                    dest: Some(map.province_loc(map.province_of(to))),
                    target_number: 0,
                }
            }
            (4, _) if j != i => neighbour(&other, c, false).map_or(Action::Hold, |d| Action::Support {
                target_power: None,
                target: other.loc,
                target_kind: Some(other.kind),
                dest: Some(map.province_loc(map.province_of(d))),
                target_number: 0,
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
        .map(|(u, &action)| Order::Unit { power: Some(u.power), kind: Some(u.kind), loc: u.loc, action, number: 0 })
        .collect();
    let mut rules = Rules::default();
    for (opt, &pick) in Rules::describe().iter().zip(rule_picks) {
        rules.set(opt.name, opt.choices[pick as usize % opt.choices.len()].value).unwrap();
    }
    let mut state = GameState::initial(map, 1901);
    state.season = if fall { Season::Fall } else { Season::Spring };
    state.phase = Phase::Movement;
    state.units = units;
    // Numbered as a position read from JSON is (so a permutation keeps each unit's number).
    state.number_units();
    Case { state, orders, rules }
}

pub fn cases() -> impl Strategy<Value = Case> {
    let unit = (any::<u16>(), any::<u8>(), any::<bool>(), any::<u8>(), any::<u16>(), any::<u16>(), any::<u16>());
    (prop::collection::vec(unit, 0..60), prop::collection::vec(any::<u8>(), Rules::describe().len()), any::<bool>())
        .prop_map(|(seeds, rules, fall)| build(&seeds, &rules, fall))
}

/// A permutation of 0..n from a seed (Fisher-Yates with splitmix64).
pub fn permutation(n: usize, mut seed: u64) -> Vec<usize> {
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

pub fn run(c: &Case) -> (PhaseResult, MovementResult) {
    let r = play(map(), &c.state, &c.orders, &c.rules);
    let Decided::Movement(m) = r.decided.clone() else { panic!("not a movement phase") };
    (r, m)
}

/// The position and orders as text, for failure messages.
pub fn show(c: &Case) -> String {
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

/// CI runs the properties on a fixed seed, so every run checks the same 256 cases and a red
/// run is the code's doing. The long random search draws new cases from a random seed:
/// `GRAUSTARK_PROPTEST_SEARCH=1 cargo test --release --test properties` (20 000 cases per
/// property, or PROPTEST_CASES); a failure prints the shrunk position and orders, and proptest
/// saves its seed in tests/properties.proptest-regressions, replayed first on every run.
pub fn config() -> ProptestConfig {
    let search = std::env::var_os("GRAUSTARK_PROPTEST_SEARCH").is_some_and(|v| v != "0");
    let default_cases = if search { 20_000 } else { 256 };
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(default_cases);
    let rng_seed = if search { RngSeed::Random } else { RngSeed::Fixed(0x4752_4155_5354_524B) };
    ProptestConfig { cases, rng_algorithm: RngAlgorithm::ChaCha, rng_seed, ..ProptestConfig::default() }
}
