//! `graustark adjudicate`: judge cases in the JSON Lines format of shared/bench/README.md.

use crate::{Common, load_map, map_dir};
use graustark::resolve::Adjudicator;
use graustark::resolve::outcome::Outcome;
use graustark::state::UnitJson;
use graustark::{Map, Order, Rules, Season, parse_order};
use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufWriter, Write};
use std::time::{Duration, Instant};

#[derive(Deserialize)]
struct CaseIn<'a> {
    #[serde(borrow)]
    id: std::borrow::Cow<'a, str>,
    season: Season,
    #[allow(dead_code)]
    year: i32,
    units: Vec<UnitJson>,
    #[serde(default)]
    orders: Vec<OrderIn>,
}

#[derive(Deserialize)]
struct OrderIn {
    power: String,
    text: String,
}

#[derive(Serialize)]
struct ResultOut<'a> {
    region: &'a str,
    order: String,
    success: bool,
    reason: String,
}

#[derive(Serialize)]
struct DislodgedOut<'a> {
    region: &'a str,
    power: &'a str,
    #[serde(rename = "type")]
    kind: &'a str,
    by: &'a str,
    retreats: Vec<String>,
}

#[derive(Serialize)]
struct Problem<'a> {
    order: &'a str,
    error: String,
}

#[derive(Serialize)]
struct CaseOut<'a> {
    id: &'a str,
    results: Vec<ResultOut<'a>>,
    dislodged: Vec<DislodgedOut<'a>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    problems: Vec<Problem<'a>>,
}

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
        match judge_line(&mut adjudicator, &map, &c.rules, &line, &mut spent) {
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

/// Judges one case line; the error is for a line that is not a case at all.
fn judge_line(
    adjudicator: &mut Adjudicator,
    map: &Map,
    rules: &Rules,
    line: &str,
    spent: &mut Duration,
) -> Result<String, String> {
    let case: CaseIn = serde_json::from_str(line).map_err(|e| format!("not a case: {e}"))?;
    if case.season == Season::Winter {
        return Err("a movement case must be in spring or fall".into());
    }
    let mut units = Vec::with_capacity(case.units.len());
    for (i, u) in case.units.iter().enumerate() {
        units.push(u.to_unit(map, &format!("units[{i}]")).map_err(|e| e.to_string())?);
    }
    let mut problems = Vec::new();
    let mut orders: Vec<Order> = Vec::with_capacity(case.orders.len());
    let mut texts: Vec<&str> = Vec::with_capacity(case.orders.len());
    for o in &case.orders {
        let Some(power) = map.lookup_power(&o.power) else {
            problems.push(Problem { order: &o.text, error: format!("unknown power '{}'", o.power) });
            continue;
        };
        match parse_order(map, &o.text) {
            Ok(order) => {
                orders.push(order.with_power(power));
                texts.push(&o.text);
            }
            Err(e) => problems.push(Problem { order: &o.text, error: e.message }),
        }
    }
    let start = Instant::now();
    let m = adjudicator.movement(map, &units, &orders, rules);
    *spent += start.elapsed();
    let mut unit_text: Vec<Option<usize>> = vec![None; units.len()];
    for (oi, u) in m.order_units.iter().enumerate() {
        match u {
            Some(u) => unit_text[*u] = Some(oi),
            None => problems.push(Problem { order: texts[oi], error: m.orders[oi].reason.describe(map) }),
        }
    }
    let results = units
        .iter()
        .enumerate()
        .map(|(i, u)| {
            let outcome: &Outcome = match unit_text[i] {
                Some(oi) => &m.orders[oi],
                None => &m.units[i],
            };
            ResultOut {
                region: &case.units[i].region,
                order: match unit_text[i] {
                    Some(oi) => texts[oi].to_string(),
                    None => format!("{} {} H", u.kind.letter(), map.loc_short(u.loc)),
                },
                success: outcome.success,
                reason: outcome.reason.describe(map),
            }
        })
        .collect();
    let by: Vec<String> = m.dislodged.iter().map(|d| map.province(d.attacker_from).id.clone()).collect();
    let dislodged = m
        .dislodged
        .iter()
        .zip(&by)
        .map(|(d, by)| DislodgedOut {
            region: &case.units[d.unit].region,
            power: &map.power(units[d.unit].power).id,
            kind: units[d.unit].kind.word(),
            by,
            retreats: d.retreats.iter().map(|&l| map.loc_id(l)).collect(),
        })
        .collect();
    let out = CaseOut { id: &case.id, results, dislodged, problems };
    serde_json::to_string(&out).map_err(|e| e.to_string())
}
