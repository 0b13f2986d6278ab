//! `graustark-bench`: adjudication speed on the benchmark workload, and a scaling run on
//! generated maps. Prints figures; asserts nothing.
//!
//! ```text
//! cargo run --release --bin graustark-bench -- [WORKLOAD.jsonl[.gz]] [--rounds N] [--no-scaling]
//! ```

use flate2::read::GzDecoder;
use graustark::cases::{adjudicate_line, read_case};
use graustark::resolve::{Adjudicator, MovementResult};
use graustark::{Map, Order, Rules, Unit};
use std::io::Read;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rounds: usize = args
        .iter()
        .position(|a| a == "--rounds")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    let default = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/bench/workload-10k.jsonl.gz");
    let path =
        args.iter().find(|a| !a.starts_with("--") && a.parse::<usize>().is_err()).cloned().unwrap_or(default.into());
    let map_text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/maps/standard/map.json"))
        .expect("maps/standard/map.json");
    let map = Map::from_json(&map_text).expect("standard map");
    let rules = Rules::default();
    match read_workload(&path) {
        Ok(text) => workload(&map, &rules, &text, rounds),
        Err(e) => eprintln!("workload {path}: {e} (skipped)"),
    }
    if !args.iter().any(|a| a == "--no-scaling") {
        scaling(&rules);
    }
}

fn read_workload(path: &str) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    if path.ends_with(".gz") {
        let mut s = String::new();
        GzDecoder::new(&bytes[..]).read_to_string(&mut s).map_err(|e| e.to_string())?;
        Ok(s)
    } else {
        String::from_utf8(bytes).map_err(|e| e.to_string())
    }
}

fn best_of<F: FnMut()>(rounds: usize, mut f: F) -> f64 {
    (0..rounds.max(1))
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .fold(f64::MAX, f64::min)
}

fn workload(map: &Map, rules: &Rules, text: &str, rounds: usize) {
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let n = lines.len() as f64;
    let mut sink = 0usize;
    // The units and orders of every case, read once (for the adjudication-alone figure).
    let prepared: Vec<(Vec<Unit>, Vec<Order>)> =
        lines.iter().map(|l| read_case(map, l).map(|p| (p.units, p.orders)).expect("a workload case")).collect();
    let mut adjudicator = Adjudicator::default();
    if std::env::var_os("GRAUSTARK_PROFILE_ADJUDICATION").is_some() {
        // For a profiler: adjudication alone, many times over (and its best round).
        let mut result = MovementResult::default();
        let best = best_of(rounds, || {
            for (units, orders) in &prepared {
                adjudicator.movement_into(map, units, orders, rules, &mut result);
                sink += result.dislodged.len();
            }
        });
        println!("adjudication alone: {:.0} cases/s", n / best);
        std::hint::black_box(sink);
        return;
    }
    let case_path = best_of(rounds, || {
        for line in &lines {
            sink += adjudicate_line(&mut adjudicator, map, rules, line).map_or(0, |out| out.len());
        }
    });
    let read_and_adjudicate = best_of(rounds, || {
        for line in &lines {
            let case = read_case(map, line).expect("a workload case");
            sink += adjudicator.movement(map, &case.units, &case.orders, rules).dislodged.len();
        }
    });
    // Adjudication alone, as a caller adjudicating many phases does it: the result's memory
    // is reused from one case to the next (`Adjudicator::movement_into`).
    let mut result = MovementResult::default();
    let adjudicate_only = best_of(rounds, || {
        for (units, orders) in &prepared {
            adjudicator.movement_into(map, units, orders, rules, &mut result);
            sink += result.dislodged.len();
        }
    });
    let units: usize = prepared.iter().map(|(u, _)| u.len()).sum();
    println!(
        "workload: {} cases, {:.1} units per case (best of {rounds} rounds, one core)",
        lines.len(),
        units as f64 / n
    );
    println!("  case line in, result line out:        {:>10.0} cases/s", n / case_path);
    println!("  JSON + order text + adjudication:      {:>10.0} cases/s", n / read_and_adjudicate);
    println!(
        "  adjudication alone:                    {:>10.0} cases/s  ({:.2} µs per case)",
        n / adjudicate_only,
        adjudicate_only / n * 1e6
    );
    std::hint::black_box(sink);
}

/// A deterministic random number generator (xorshift64*), so every run measures the same thing.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A square grid of land provinces with 4-neighbour adjacency, as map JSON.
fn grid_map(side: usize) -> String {
    let id = |x: usize, y: usize| format!("p{x}_{y}");
    let mut provinces = Vec::new();
    for y in 0..side {
        for x in 0..side {
            let mut army = Vec::new();
            if x > 0 {
                army.push(id(x - 1, y));
            }
            if x + 1 < side {
                army.push(id(x + 1, y));
            }
            if y > 0 {
                army.push(id(x, y - 1));
            }
            if y + 1 < side {
                army.push(id(x, y + 1));
            }
            provinces.push(serde_json::json!({ "id": id(x, y), "name": format!("Grid {x} {y}"), "kind": "land", "supply_centre": (x + y) % 3 == 0, "army": army }));
        }
    }
    let powers: Vec<_> = (0..7).map(|p| serde_json::json!({ "id": format!("power{p}"), "name": format!("Power {p}"), "adjective": format!("Power-{p}"), "initial": format!("{p}"), "home_centres": [], "start": [] })).collect();
    serde_json::json!({ "id": "grid", "name": "Grid", "victory_centres": 1, "powers": powers, "provinces": provinces })
        .to_string()
}

fn scaling(rules: &Rules) {
    println!("scaling on generated grid maps (units on half the provinces; 50% moves, 30% supports, 20% holds):");
    for units_wanted in [1_000usize, 2_000, 5_000, 10_000, 20_000] {
        let side = ((units_wanted * 2) as f64).sqrt().ceil() as usize;
        let map = Map::from_json(&grid_map(side)).expect("grid map");
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ units_wanted as u64);
        let mut taken = vec![false; map.provinces.len()];
        let mut units = Vec::new();
        while units.len() < units_wanted {
            let p = rng.below(map.provinces.len());
            if !std::mem::replace(&mut taken[p], true) {
                units.push(Unit::new(
                    graustark::PowerId(rng.below(7) as u8),
                    graustark::UnitKind::Army,
                    graustark::LocId(p as u16),
                ));
            }
        }
        let mut orders = Vec::new();
        for u in &units {
            let here = map.province_of(u.loc);
            let next = map.army_neighbours(here);
            let to = map.province_loc(next[rng.below(next.len())]);
            let roll = rng.below(10);
            let action = if roll < 5 {
                graustark::Action::Move { to, via_convoy: false }
            } else if roll < 8 {
                // Support a neighbour: to hold, or into another of our neighbours.
                let target = map.province_loc(next[rng.below(next.len())]);
                let dest = map.province_loc(next[rng.below(next.len())]);
                graustark::Action::Support {
                    target,
                    target_kind: None,
                    target_power: None,
                    dest: (dest != target).then_some(dest),
                    target_number: 0,
                }
            } else {
                graustark::Action::Hold
            };
            orders.push(Order::Unit { power: Some(u.power), kind: Some(u.kind), loc: u.loc, action, number: 0 });
        }
        // One adjudicator, its memory reused from round to round as a long-running caller's
        // would be: a fresh one pays the operating system for new pages on each call, a cost
        // that grows with the memory and says nothing of the algorithm.
        let mut adjudicator = Adjudicator::default();
        let mut result = MovementResult::default();
        let secs = best_of(5, || {
            adjudicator.movement_into(&map, &units, &orders, rules, &mut result);
            std::hint::black_box(&result);
        });
        println!(
            "  {:>6} units on {:>6} provinces: {:>8.2} ms, {:>6.0} ns per unit",
            units.len(),
            map.provinces.len(),
            secs * 1e3,
            secs / units.len() as f64 * 1e9
        );
    }
}
