//! `graustark adjudicate`: judge cases in the JSON Lines format of shared/bench/README.md.

use crate::{Common, load_map, map_dir};
use graustark::cases::read_case;
use graustark::resolve::Adjudicator;
use graustark::{Map, Rules};
use std::io::{BufRead, BufWriter, Write};
use std::time::{Duration, Instant};

pub fn run(c: &Common) -> Result<(), String> {
    let map = load_map(&map_dir(c.map_dir.as_deref()))?;
    let stdin = std::io::stdin().lock();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut cases = 0u64;
    let mut spent = Duration::ZERO;
    let mut adjudicator = Adjudicator::default();
    for (n, line) in stdin.lines().enumerate() {
        let line = line.map_err(|e| format!("reading standard input: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        match adjudicate_line(&mut adjudicator, &map, &c.rules, &line, &mut spent) {
            Ok(text) => {
                cases += 1;
                out.write_all(text.as_bytes()).map_err(|e| e.to_string())?;
            }
            Err(e) => {
                let err = serde_json::json!({ "line": n + 1, "error": e });
                writeln!(out, "{err}").map_err(|e| e.to_string())?;
                continue;
            }
        }
        out.write_all(b"\n").map_err(|e| e.to_string())?;
    }
    out.flush().map_err(|e| e.to_string())?;
    if c.stats {
        let secs = spent.as_secs_f64();
        let rate = if secs > 0.0 { cases as f64 / secs } else { 0.0 };
        eprintln!("{}", serde_json::json!({ "cases": cases, "seconds": secs, "cases_per_second": rate.round() }));
    }
    Ok(())
}

/// Judges one case line, timing the adjudication alone; the error is for a line that is not a case.
fn adjudicate_line(
    adjudicator: &mut Adjudicator,
    map: &Map,
    rules: &Rules,
    line: &str,
    spent: &mut Duration,
) -> Result<String, String> {
    let prepared = read_case(map, line)?;
    let start = Instant::now();
    let m = adjudicator.movement(map, &prepared.units, &prepared.orders, rules);
    *spent += start.elapsed();
    Ok(prepared.result_line(map, &m))
}
