//! `graustark adjudicate`: adjudicate cases in the JSON Lines format of shared/bench/README.md.

use crate::{Common, load_map, map_dir};
use graustark::cases::read_case;
use graustark::resolve::Adjudicator;
use graustark::{Map, Rules};
use std::io::{BufRead, BufWriter, Write};
use std::time::{Duration, Instant};

pub fn run(c: &Common) -> Result<(), String> {
    let map = load_map(&map_dir(c.map_dir.as_deref()))?;
    let mut stdin = std::io::stdin().lock();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut cases = 0u64;
    let mut spent = Duration::ZERO;
    let mut adjudicator = Adjudicator::default();
    let mut bytes = Vec::new();
    for n in 0.. {
        // Bytes, not text: a line that is not UTF-8 gets its own error line, and the rest go on.
        bytes.clear();
        if stdin.read_until(b'\n', &mut bytes).map_err(|e| format!("reading standard input: {e}"))? == 0 {
            break;
        }
        let line = match line_text(&bytes) {
            Ok(line) => line,
            Err(e) => {
                writeln!(out, "{}", serde_json::json!({ "line": n + 1, "error": e })).map_err(|e| e.to_string())?;
                continue;
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        match adjudicate_line(&mut adjudicator, &map, &c.rules, line, &mut spent) {
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

/// The text of a line read with its end (`\n` or `\r\n`); the error says where it stops being UTF-8.
fn line_text(bytes: &[u8]) -> Result<&str, String> {
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|e| format!("not UTF-8 (an invalid byte at position {})", e.valid_up_to() + 1))
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
