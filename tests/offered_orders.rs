//! Offered orders are legal (after shakmaty's `legals_are_legal`): every order `legal_orders`
//! lists, adjudicated alone, is not illegal; and an order it does not list is. Movement,
//! retreat and adjustment phases, on the positions the property tests generate.

mod generate;

use generate::{cases, config, map, permutation, run, show};
use graustark::map::UnitKind;
use graustark::order::{Action, Order};
use graustark::resolve::Adjudicator;
use graustark::resolve::outcome::Reason;
use graustark::state::{GameState, Phase, Season, Unit};
use graustark::{LocId, ProvinceId, Rules, play};
use proptest::prelude::*;

/// At most `n` of `0..len`, picked by `seed`.
fn sample(len: usize, n: usize, seed: u64) -> Vec<usize> {
    let mut p = permutation(len, seed);
    p.truncate(n);
    p
}

/// A splitmix64 step: the next pseudo-random number from `seed`.
fn next_random(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *seed;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A random movement order for `u`, written as `legal_orders` writes orders (province
/// locations for supports and convoys, the supported unit's true type, and its power where
/// `name_power`), so that "not listed" means a different order, not another spelling of a
/// listed one.
fn random_movement_order(state: &GameState, u: &Unit, name_power: bool, seed: &mut u64) -> Order {
    let map = map();
    let np = map.provinces.len() as u64;
    let province = |seed: &mut u64| map.province_loc(ProvinceId((next_random(seed) % np) as u16));
    let standing: Vec<LocId> =
        (0..map.locations.len() as u16).map(LocId).filter(|&l| map.can_stand(u.kind, l)).collect();
    let action = match next_random(seed) % 4 {
        0 => Action::Move { to: standing[next_random(seed) as usize % standing.len()], via_convoy: false },
        kind => {
            let (target, dest) = (province(seed), province(seed));
            match kind {
                3 => Action::Convoy { from: target, to: dest },
                _ => {
                    let occupant = state.unit_in(map, map.province_of(target));
                    Action::Support {
                        target,
                        target_kind: Some(occupant.map_or(UnitKind::Army, |v| v.kind)),
                        target_power: occupant.filter(|_| name_power).map(|v| v.power),
                        dest: (kind == 2).then_some(dest),
                        target_number: 0,
                    }
                }
            }
        }
    };
    Order::Unit { power: Some(u.power), kind: Some(u.kind), loc: u.loc, action, number: u.number }
}

/// Whether `order` is one of `offered`, up to the spellings the rules accept for one order:
/// `via convoy` or not, and a fleet's move naming a coast it cannot reach when the rules
/// ignore it and only one coast of that province is reachable (DATC 4.B.3).
fn is_offered(offered: &[Order], order: &Order, rules: &Rules) -> bool {
    let map = map();
    let Order::Unit { action: Action::Move { to, .. }, .. } = *order else { return offered.contains(order) };
    let ignore_coast = rules.impossible_coast == graustark::rules::ImpossibleCoast::IgnoreCoast;
    offered.iter().any(|o| match *o {
        Order::Unit { action: Action::Move { to: t, .. }, .. } => {
            t == to || (ignore_coast && map.province_of(t) == map.province_of(to))
        }
        _ => false,
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn offered_orders_are_legal_and_others_not(c in cases(), seed in any::<u64>()) {
        let map = map();
        let mut adjudicator = Adjudicator::default();
        let mut random = seed;
        for k in sample(c.state.units.len(), 6, seed) {
            let u = c.state.units[k];
            let offered = graustark::legal::legal_orders(map, &c.state, u.loc, &c.rules);
            let hold = Order::Unit { power: Some(u.power), kind: Some(u.kind), loc: u.loc, action: Action::Hold, number: u.number };
            prop_assert!(offered.contains(&hold));
            for o in &offered {
                let m = adjudicator.movement(map, &c.state.units, std::slice::from_ref(o), &c.rules);
                prop_assert!(!matches!(m.orders[0].reason, Reason::Illegal(_)),
                    "offered {} is {:?}\n{}\nrules {:?}", o.describe(map), m.orders[0].reason, show(&c), c.rules);
            }
            for _ in 0..24 {
                let named = c.rules.support_nationality == graustark::rules::SupportNationality::Required;
                let o = random_movement_order(&c.state, &u, named, &mut random);
                if is_offered(&offered, &o, &c.rules) {
                    continue;
                }
                let m = adjudicator.movement(map, &c.state.units, std::slice::from_ref(&o), &c.rules);
                prop_assert!(matches!(m.orders[0].reason, Reason::Illegal(_)),
                    "not offered {} is {:?}\n{}\nrules {:?}", o.describe(map), m.orders[0].reason, show(&c), c.rules);
            }
        }
    }

    #[test]
    fn offered_retreats_and_adjustments_are_legal(c in cases(), seed in any::<u64>()) {
        let map = map();
        let (r, _) = run(&c);
        let mut random = seed;
        if r.next.phase == Phase::Retreat {
            for d in &r.next.dislodged {
                let offered = graustark::legal::legal_orders(map, &r.next, d.unit.loc, &c.rules);
                for o in &offered {
                    let why = play(map, &r.next, std::slice::from_ref(o), &c.rules).order_outcomes()[0].reason;
                    prop_assert!(!matches!(why, Reason::Illegal(_)), "offered retreat {} is {:?}\n{}", o.describe(map), why, show(&c));
                }
                let standing: Vec<LocId> =
                    (0..map.locations.len() as u16).map(LocId).filter(|&l| map.can_stand(d.unit.kind, l)).collect();
                for _ in 0..12 {
                    let to = standing[next_random(&mut random) as usize % standing.len()];
                    let o = Order::Unit { power: Some(d.unit.power), kind: Some(d.unit.kind), loc: d.unit.loc, action: Action::Move { to, via_convoy: false }, number: 0 };
                    if offered.iter().any(|x| matches!(x, Order::Unit { action: Action::Move { to: t, .. } | Action::Retreat { to: t, .. }, .. } if *t == to)) {
                        continue;
                    }
                    let why = play(map, &r.next, &[o], &c.rules).order_outcomes()[0].reason;
                    prop_assert!(matches!(why, Reason::Illegal(_)), "not offered retreat {} is {:?}\n{}", o.describe(map), why, show(&c));
                }
            }
        }
        // The same units in a winter adjustment phase, the home centres owned as at the start.
        let mut winter = c.state.clone();
        winter.season = Season::Winter;
        winter.phase = Phase::Adjustment;
        for p in (0..map.provinces.len() as u16).map(ProvinceId) {
            for o in graustark::legal::legal_orders(map, &winter, map.province_loc(p), &c.rules) {
                let why = play(map, &winter, &[o], &c.rules).order_outcomes()[0].reason;
                prop_assert!(!matches!(why, Reason::Illegal(_)), "offered adjustment {} is {:?}\nrules {:?}", o.describe(map), why, c.rules);
            }
        }
    }
}
