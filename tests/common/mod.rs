//! The one harness for adjudication cases written as data (see tests/datc/FORMAT.md).

use graustark::game::{Decided, play};
use graustark::map::{Map, UnitKind};
use graustark::order::{Action, Order};
use graustark::state::{Dislodged, GameState, Phase, Season, Unit};
use graustark::{Rules, parse_order};
use serde::Deserialize;
use std::collections::BTreeSet;

#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub phase: Option<String>,
    #[serde(default)]
    pub rules: Vec<String>,
    #[serde(default)]
    pub orders: Vec<String>,
    #[serde(default)]
    pub results: Vec<String>,
    pub after: Option<Vec<String>>,
    pub dislodged: Option<Vec<String>>,
}

#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct Case {
    pub id: String,
    pub title: String,
    /// The map folder under maps/, where it is not the standard map.
    pub map: Option<String>,
    pub issue: Option<String>,
    pub source: Option<String>,
    pub phase: String,
    #[serde(default)]
    pub rules: Vec<String>,
    pub units: Vec<String>,
    #[serde(default)]
    pub centres: Vec<String>,
    #[serde(default)]
    pub dislodged_units: Vec<String>,
    #[serde(default)]
    pub orders: Vec<String>,
    #[serde(default)]
    pub results: Vec<String>,
    pub after: Vec<String>,
    #[serde(default)]
    pub dislodged: Vec<String>,
    #[serde(default)]
    pub then: Vec<Step>,
    #[serde(default)]
    pub alt: Vec<Step>,
}

#[derive(Deserialize)]
struct File {
    case: Vec<Case>,
}

pub fn standard_map() -> Map {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/maps/standard/map.json")).unwrap();
    Map::from_json(&text).unwrap()
}

/// Every case in the TOML files of a folder under tests/.
pub fn load_cases(dir: &str) -> Vec<Case> {
    let dir = format!("{}/tests/{dir}", env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let text = std::fs::read_to_string(&p).unwrap();
        let f: File = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        out.extend(f.case);
    }
    out
}

fn split_power<'a>(map: &Map, line: &'a str) -> (graustark::PowerId, &'a str) {
    let (p, rest) = line.split_once(':').unwrap_or_else(|| panic!("'{line}' has no 'Power:'"));
    (map.lookup_power(p.trim()).unwrap_or_else(|| panic!("unknown power in '{line}'")), rest.trim())
}

fn unit_of(map: &Map, line: &str) -> Unit {
    let (power, rest) = split_power(map, line);
    match parse_order(map, rest) {
        Ok(Order::Unit { kind: Some(kind), loc, action: Action::Hold, .. }) => Unit::new(power, kind, loc),
        other => panic!("'{line}' is not a unit: {other:?}"),
    }
}

fn dislodged_of(map: &Map, line: &str) -> (Unit, graustark::ProvinceId) {
    let (unit, from) = line.split_once("<-").unwrap_or_else(|| panic!("'{line}' has no '<-'"));
    let from = map.lookup(from.trim()).unwrap_or_else(|| panic!("unknown province in '{line}'"));
    (unit_of(map, unit.trim()), map.province_of(from))
}

fn parse_phase(s: &str) -> (Season, i32, Phase) {
    let w: Vec<&str> = s.split_whitespace().collect();
    let season = match w[0] {
        "spring" => Season::Spring,
        "fall" => Season::Fall,
        "winter" => Season::Winter,
        x => panic!("season {x}"),
    };
    let phase = match w[2] {
        "movement" => Phase::Movement,
        "retreat" => Phase::Retreat,
        "adjustment" => Phase::Adjustment,
        x => panic!("phase {x}"),
    };
    (season, w[1].parse().unwrap(), phase)
}

fn show_unit(map: &Map, u: &Unit) -> String {
    format!("{}: {} {}", map.power(u.power).id, u.kind.letter(), map.loc_id(u.loc))
}

/// Plays one phase and checks it; returns the next state and the list of differences.
fn run_step(
    map: &Map,
    state: &GameState,
    rules: &Rules,
    orders: &[String],
    results: &[String],
    after: Option<&[String]>,
    dislodged: Option<&[String]>,
) -> (GameState, Vec<String>) {
    let mut problems = Vec::new();
    let parsed: Vec<Order> = orders
        .iter()
        .map(|o| {
            let (power, text) = split_power(map, o);
            parse_order(map, text).unwrap_or_else(|e| panic!("order '{o}' does not parse: {e}")).with_power(power)
        })
        .collect();
    let r = play(map, state, &parsed, rules);
    let outcomes = r.order_outcomes();
    if !results.is_empty() && results.len() != orders.len() {
        problems.push(format!("{} results for {} orders", results.len(), orders.len()));
    }
    for (i, want) in results.iter().enumerate() {
        let (key, word) = want.rsplit_once(':').unwrap();
        let word = word.trim();
        let Some(got) = outcomes.get(i) else { continue };
        let order_prov = match parsed[i] {
            Order::Unit { loc, .. } | Order::Build { loc, .. } => Some(map.province_of(loc)),
            Order::Capital { province, .. } => Some(province),
            Order::Waive { .. } => None,
        };
        // A waive has no province: its result is keyed `waive`.
        let key_loc = if key.trim() == "waive" { None } else { map.lookup(key.trim()) };
        if key_loc.is_none() && key.trim() != "waive" {
            panic!("unknown province '{key}'");
        }
        if order_prov.is_some_and(|p| Some(p) != key_loc.map(|l| map.province_of(l))) {
            problems.push(format!("result '{want}' is not keyed by the province of order '{}'", orders[i]));
        }
        let is_illegal = matches!(got.reason, graustark::Reason::Illegal(_));
        let ok = match word {
            "ok" => got.success,
            "fails" => !got.success && !is_illegal,
            "illegal" => is_illegal,
            w => panic!("unknown result word '{w}'"),
        };
        if !ok {
            problems.push(format!(
                "{}: expected {word}, got {} ({})",
                orders[i],
                if got.success { "ok" } else { "fails" },
                got.reason.describe(map)
            ));
        }
    }
    if let Some(after) = after {
        let want: BTreeSet<String> = after.iter().map(|l| show_unit(map, &unit_of(map, l))).collect();
        let got: BTreeSet<String> = r.next.units.iter().map(|u| show_unit(map, u)).collect();
        for w in want.difference(&got) {
            problems.push(format!("expected unit {w} after the phase"));
        }
        for g in got.difference(&want) {
            problems.push(format!("unexpected unit {g} after the phase"));
        }
    }
    if let Some(dis) = dislodged {
        let want: BTreeSet<String> = dis
            .iter()
            .map(|l| {
                let (u, f) = dislodged_of(map, l);
                format!("{} <- {}", show_unit(map, &u), map.province(f).id)
            })
            .collect();
        let got: BTreeSet<String> = match &r.decided {
            Decided::Movement(m) => {
                // Split units (Cat Diplomacy) are listed as they were adjudicated.
                let units = m.units_adjudicated(&state.units);
                m.dislodged
                    .iter()
                    .map(|d| format!("{} <- {}", show_unit(map, &units[d.unit]), map.province(d.attacker_from).id))
                    .collect()
            }
            _ => BTreeSet::new(),
        };
        for w in want.difference(&got) {
            problems.push(format!("expected dislodged {w}"));
        }
        for g in got.difference(&want) {
            problems.push(format!("unexpected dislodged {g}"));
        }
    }
    (r.next, problems)
}

fn rules_of(base: &[String], extra: &[String]) -> Rules {
    let mut rules = Rules::default();
    for s in base.iter().chain(extra) {
        let (k, v) = s.split_once('=').unwrap_or_else(|| panic!("rule '{s}' is not name=value"));
        rules.set(k.trim(), v.trim()).unwrap_or_else(|e| panic!("{e}"));
    }
    rules
}

fn initial_state(map: &Map, c: &Case) -> GameState {
    let (season, year, phase) = parse_phase(&c.phase);
    let mut state = GameState::empty(map, season, year, phase);
    state.units = c.units.iter().map(|l| unit_of(map, l)).collect();
    for line in &c.centres {
        let (power, rest) = split_power(map, line);
        for name in rest.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let l = map.lookup(name).unwrap_or_else(|| panic!("unknown centre '{name}'"));
            state.owners[map.province_of(l).0 as usize] = Some(power);
        }
    }
    state.dislodged = c
        .dislodged_units
        .iter()
        .map(|l| {
            let (unit, from) = dislodged_of(map, l);
            Dislodged { unit, attacker_from: from, by_convoy: false }
        })
        .collect();
    let _ = UnitKind::Army;
    state
}

impl Case {
    /// The case's name for a failure message: id, title, and where it comes from.
    pub fn describe(&self) -> String {
        let mut s = format!("{} {}", self.id, self.title);
        if let Some(i) = &self.issue {
            s.push_str(&format!(" (DATC issue {i})"));
        }
        if let Some(src) = &self.source {
            s.push_str(&format!(" [source: {src}]"));
        }
        s
    }
}

/// Runs a case (and its following phases, and its alternatives); returns every difference.
pub fn run_case(map: &Map, c: &Case) -> Vec<String> {
    let own;
    let map = match &c.map {
        Some(folder) => {
            let path = format!("{}/maps/{folder}/map.json", env!("CARGO_MANIFEST_DIR"));
            own = Map::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
            &own
        }
        None => map,
    };
    let mut problems = Vec::new();
    let state = initial_state(map, c);
    let rules = rules_of(&c.rules, &[]);
    let (mut next, p) = run_step(map, &state, &rules, &c.orders, &c.results, Some(&c.after), Some(&c.dislodged));
    problems.extend(p);
    for (k, step) in c.then.iter().enumerate() {
        if let Some(ph) = &step.phase {
            let (season, _, phase) = parse_phase(ph);
            if (next.season, next.phase) != (season, phase) {
                problems.push(format!("then[{k}]: expected {ph}, the game is in {}", next.label(map)));
            }
        }
        let rules = rules_of(&c.rules, &step.rules);
        let (n, p) =
            run_step(map, &next, &rules, &step.orders, &step.results, step.after.as_deref(), step.dislodged.as_deref());
        problems.extend(p.into_iter().map(|s| format!("then[{k}]: {s}")));
        next = n;
    }
    for (k, alt) in c.alt.iter().enumerate() {
        let rules = rules_of(&c.rules, &alt.rules);
        let (_, p) =
            run_step(map, &state, &rules, &c.orders, &alt.results, alt.after.as_deref(), alt.dislodged.as_deref());
        problems.extend(p.into_iter().map(|s| format!("alt[{k}] {:?}: {s}", alt.rules)));
    }
    problems
}
