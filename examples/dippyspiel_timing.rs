//! Times Das Dippyspiel's adjudication: the map read, and movement phases of the opening
//! position with every unit given one of its legal orders and Pollutidar coming up at ten open
//! vents. Prints figures; asserts nothing. Written to measure the underground's edges to every
//! province (rule 16's new vents, `map/load/features/below.rs`) against edges to the map's vents
//! only.
//!
//! ```text
//! cargo run --release --example dippyspiel_timing -- [ROUNDS]
//! ```

use graustark::legal::legal_orders;
use graustark::{GameState, Map, Order, Rules, game::play};
use std::time::Instant;

fn main() {
    let rounds: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(5);
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/maps/dippyspiel/map.json")).unwrap();
    let load = best_of(rounds, || {
        std::hint::black_box(Map::from_json(&text).unwrap());
    });
    let map = Map::from_json(&text).unwrap();
    let rules = Rules::default();
    let mut state = GameState::initial(&map, 1501);
    let vents: Vec<_> = (0..map.provinces.len())
        .map(|p| graustark::ProvinceId(p as u16))
        .filter(|&p| map.is_vent(p))
        .take(10)
        .collect();
    state.vents.open = vents.clone();
    let phases = phases(&map, &state, &rules, &vents);
    let orders: usize = phases.iter().map(Vec::len).sum();
    let t = best_of(rounds, || {
        for orders in &phases {
            std::hint::black_box(play(&map, &state, orders, &rules));
        }
    });
    println!("map read: {:.2} ms", load * 1e3);
    println!(
        "{} movement phases, {} units, {orders} orders: {:.2} ms, {:.0} phases/s",
        phases.len(),
        state.units.len(),
        t * 1e3,
        phases.len() as f64 / t
    );
}

/// Sixty sets of orders: each unit one of its legal orders, chosen by a fixed sequence, and an
/// army or fleet of Pollutidar's up at each open vent.
fn phases(map: &Map, state: &GameState, rules: &Rules, vents: &[graustark::ProvinceId]) -> Vec<Vec<Order>> {
    let offered: Vec<Vec<Order>> = state.units.iter().map(|u| legal_orders(map, state, u.loc, rules)).collect();
    let ups: Vec<Vec<Order>> = vents.iter().map(|&v| legal_orders(map, state, map.province_loc(v), rules)).collect();
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    (0..60)
        .map(|_| {
            let mut orders: Vec<Order> = offered.iter().filter(|o| !o.is_empty()).map(|o| o[next(o.len())]).collect();
            orders.extend(ups.iter().filter(|o| !o.is_empty()).map(|o| o[next(o.len())]));
            orders
        })
        .collect()
}

fn best_of(rounds: usize, mut f: impl FnMut()) -> f64 {
    (0..rounds.max(1))
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .fold(f64::MAX, f64::min)
}
