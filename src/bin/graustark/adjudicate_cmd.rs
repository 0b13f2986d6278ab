//! `graustark adjudicate`: adjudicate cases in the JSON Lines format of shared/bench/README.md.

use crate::{Common, load_map_for, map_dir};
use graustark::cases::{Board, board_of, read_case};
use graustark::resolve::Adjudicator;
use graustark::{Map, Rules};
use std::collections::HashMap;
use std::io::{BufRead, BufWriter, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The maps of the cases read so far: the judge's own, and those of the variants and player
/// counts cases name (each loaded once; one that cannot be loaded is remembered as its error).
struct Boards {
    dir: PathBuf,
    own: Map,
    others: HashMap<Board, Result<Map, String>>,
}

impl Boards {
    fn get(&mut self, board: Board) -> Result<&Map, String> {
        if board == Board::default() {
            return Ok(&self.own);
        }
        let dir = match &board.variant {
            Some(v) if v.is_empty() || v.contains(['/', '\\']) || v.starts_with('.') => {
                return Err(format!("'{v}' is not a variant's name"));
            }
            Some(v) => self.dir.with_file_name(v),
            None => self.dir.clone(),
        };
        let players = board.players;
        let map = self.others.entry(board).or_insert_with(|| load_map_for(&dir, players));
        map.as_ref().map_err(|e| e.clone())
    }
}

pub fn run(c: &Common) -> Result<(), String> {
    let rules = c.rules_on(Rules::default())?;
    let dir = map_dir(c.map_dir.as_deref());
    let mut boards = Boards { own: load_map_for(&dir, None)?, dir, others: HashMap::new() };
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
        let result =
            boards.get(board_of(line)).and_then(|map| adjudicate_line(&mut adjudicator, map, &rules, line, &mut spent));
        match result {
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
    let prepared = read_case(map, line).map_err(|e| e.to_string())?;
    let start = Instant::now();
    let m = prepared.adjudicate(adjudicator, map, rules);
    *spent += start.elapsed();
    Ok(prepared.result_line(map, &m))
}
