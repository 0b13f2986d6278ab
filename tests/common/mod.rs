//! The one harness for adjudication cases written as data (see tests/datc/FORMAT.md), and the
//! one helper that builds positions (`position`).
#![allow(dead_code)]

pub mod economy;
pub mod position;

use graustark::Rules;
use graustark::game::{Decided, play, read_orders};
use graustark::map::Map;
use graustark::order::Order;
use graustark::state::{GameState, Phase, Season};
use position::{Parts, UnitLine, dislodged_line, split_power, unit_line};
use serde::Deserialize;

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
    /// The second halves' results (Das Dippyspiel's cavalry), one per order given two halves.
    #[serde(default)]
    pub second: Vec<String>,
    pub after: Option<Vec<String>>,
    pub dislodged: Option<Vec<String>>,
    /// The vents after the step (Das Dippyspiel, rule 7): `"open: Scotland, Kassala"`,
    /// `"closed: Tibet"`; a list absent is empty.
    pub vents: Option<Vec<String>>,
    /// The economy after the step (Das Dippyspiel, rules 3, 8 and 12; `economy.rs`).
    #[serde(default)]
    pub economy: Vec<String>,
    /// Adjustments due at the start of the step (`"France: +1"`), from the engine's duties.
    #[serde(default)]
    pub due: Vec<String>,
}

#[derive(Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct Case {
    pub id: String,
    pub title: String,
    /// The map folder under maps/, where it is not the standard map.
    pub map: Option<String>,
    /// The number of players, where the map plays a smaller game with fewer (its
    /// `player_counts`: powers and centres removed, a smaller majority).
    pub players: Option<usize>,
    pub issue: Option<String>,
    pub source: Option<String>,
    pub phase: String,
    /// A rules preset (`rulebook-1958`, `cat`, `militarism-iii`) that `rules` then adjust.
    pub preset: Option<String>,
    #[serde(default)]
    pub rules: Vec<String>,
    pub units: Vec<String>,
    #[serde(default)]
    pub centres: Vec<String>,
    /// Every power owns its home centres, besides `centres`.
    #[serde(default)]
    pub home_centres: bool,
    /// Adjustments due at the start of the phase (`"France: +1"`, `"Germany: 0"`).
    #[serde(default)]
    pub due: Vec<String>,
    #[serde(default)]
    pub dislodged_units: Vec<String>,
    #[serde(default)]
    pub orders: Vec<String>,
    #[serde(default)]
    pub results: Vec<String>,
    /// The second halves' results (Das Dippyspiel's cavalry), one per order given two halves,
    /// in the order given, keyed by the province the unit starts the season in.
    #[serde(default)]
    pub second: Vec<String>,
    pub after: Vec<String>,
    #[serde(default)]
    pub dislodged: Vec<String>,
    /// The vents at the start (Das Dippyspiel, rule 7), as `vents` writes them.
    #[serde(default)]
    pub vents_before: Vec<String>,
    /// The vents after the phase.
    pub vents: Option<Vec<String>>,
    /// The economy at the start (Das Dippyspiel, rules 3, 8 and 12; `economy.rs`): gold, build
    /// centres and mines.
    #[serde(default)]
    pub economy_before: Vec<String>,
    /// The economy after the phase, as `economy.rs` writes it.
    #[serde(default)]
    pub economy: Vec<String>,
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
    paths.iter().flat_map(|p| load_file(p)).collect()
}

/// The cases of one TOML file.
pub fn load_file(path: &std::path::Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let f: File = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    f.case
}

/// The cases of a TOML text.
pub fn load_str(text: &str) -> Vec<Case> {
    let f: File = toml::from_str(text).unwrap_or_else(|e| panic!("{e}"));
    f.case
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

/// A result line's province, word and the reason text it expects (`Berlin: fails (cut by F Nth)`).
fn result_parts(want: &str) -> (&str, &str, Option<&str>) {
    let (key, word) = want.split_once(':').unwrap_or_else(|| panic!("result '{want}' has no ':'"));
    let word = word.trim();
    match word.split_once(" (") {
        Some((w, why)) => (key.trim(), w, Some(why.strip_suffix(')').unwrap_or(why))),
        None => (key.trim(), word, None),
    }
}

/// Checks the adjustments due in `state` against `due` (`France: +1`).
fn check_due(map: &Map, state: &GameState, rules: &Rules, due: &[String], problems: &mut Vec<String>) {
    let duties = graustark::duties::phase_duties(map, state, rules);
    for line in due {
        let (power, n) = split_power(map, line);
        let want: i32 = n.trim_start_matches('+').parse().unwrap_or_else(|_| panic!("due '{line}'"));
        let got = duties.powers[power.0 as usize].adjustment;
        if got != want {
            problems.push(format!("{line}: the duties say {got:+}"));
        }
    }
}

/// What a step expects.
struct Expect<'a> {
    orders: &'a [String],
    results: &'a [String],
    second: &'a [String],
    after: Option<&'a [String]>,
    dislodged: Option<&'a [String]>,
    vents: Option<&'a [String]>,
    economy: &'a [String],
    due: &'a [String],
}

impl<'a> Expect<'a> {
    /// What a `then` or `alt` step expects of `orders` (its own, or the case's).
    fn of(orders: &'a [String], step: &'a Step) -> Expect<'a> {
        Expect {
            orders,
            results: &step.results,
            second: &step.second,
            after: step.after.as_deref(),
            dislodged: step.dislodged.as_deref(),
            vents: step.vents.as_deref(),
            economy: &step.economy,
            due: &step.due,
        }
    }
}

/// Plays one phase and checks it; returns the next state and the list of differences.
fn run_step(map: &Map, state: &GameState, rules: &Rules, e: Expect) -> (GameState, Vec<String>) {
    let mut problems = Vec::new();
    check_due(map, state, rules, e.due, &mut problems);
    let given: Vec<(Option<&str>, &str)> = e
        .orders
        .iter()
        .map(|o| {
            let (p, t) = o.split_once(':').unwrap_or_else(|| panic!("'{o}' has no 'Power:'"));
            (Some(p.trim()), t.trim())
        })
        .collect();
    let (parsed, _, unreadable) = read_orders(map, state, given);
    if let Some(u) = unreadable.first() {
        panic!("order '{}' does not parse: {}", e.orders[u.index], u.message);
    }
    let r = play(map, state, &parsed, rules);
    let outcomes = r.order_outcomes();
    if !e.results.is_empty() && e.results.len() != e.orders.len() {
        problems.push(format!("{} results for {} orders", e.results.len(), e.orders.len()));
    }
    for (i, want) in e.results.iter().enumerate() {
        let (key, _, _) = result_parts(want);
        let Some(got) = outcomes.get(i) else { continue };
        let order_prov = match parsed[i] {
            Order::Unit { loc, .. } | Order::Build { loc, .. } => Some(map.province_of(loc)),
            Order::Capital { province, .. } => Some(province),
            Order::Deed { deed, .. } => deed.province(),
            Order::Waive { .. } => None,
        };
        // A waive has no province, nor a vote: their results are keyed `waive` and `vote`.
        let unplaced = key == "waive" || key == "vote";
        let key_loc = if unplaced { None } else { map.lookup(key) };
        if key_loc.is_none() && !unplaced {
            panic!("unknown province '{key}'");
        }
        if order_prov.is_some_and(|p| Some(p) != key_loc.map(|l| map.province_of(l))) {
            problems.push(format!("result '{want}' is not keyed by the province of order '{}'", e.orders[i]));
        }
        check_word(map, &e.orders[i], want, got, &mut problems);
    }
    check_second(map, &e, &parsed, &r, &mut problems);
    if let Some(want) = e.vents {
        let sorted = |mut v: graustark::state::Vents| {
            v.open.sort_unstable();
            v.closed.sort_unstable();
            v.reopened.sort_unstable();
            v.new.sort_unstable();
            v
        };
        let want = sorted(position::vents_of(map, want));
        let got = sorted(r.next.vents.clone());
        if want != got {
            let names = |v: &graustark::state::Vents| {
                let list = |l: &[graustark::ProvinceId]| {
                    l.iter().map(|&p| map.province(p).name.as_str()).collect::<Vec<_>>().join(", ")
                };
                format!(
                    "open: {}; closed: {}; reopened: {}; new: {}",
                    list(&v.open),
                    list(&v.closed),
                    list(&v.reopened),
                    list(&v.new)
                )
            };
            problems.push(format!("vents after the phase: {}, expected {}", names(&got), names(&want)));
        }
    }
    economy::check_economy(map, &r.next, e.economy, &mut problems);
    if let Some(after) = e.after {
        let want = after.iter().map(|l| (unit_line(map, l), None)).collect();
        let got = r.next.units.iter().map(|u| (UnitLine::of(u, &r.next), None)).collect();
        compare(map, want, got, "unit", " after the phase", &mut problems);
    }
    if let Some(dis) = e.dislodged {
        let want = dis
            .iter()
            .map(|l| {
                let (u, f) = dislodged_line(map, l);
                (u, Some(f))
            })
            .collect();
        let got = match &r.decided {
            Decided::Movement(m) => {
                // Split units (Cat Diplomacy) are listed as they were adjudicated.
                let units = m.units_adjudicated(&state.units);
                m.dislodged.iter().map(|d| (UnitLine::of(&units[d.unit], state), Some(d.attacker_from))).collect()
            }
            _ => Vec::new(),
        };
        compare(map, want, got, "dislodged", "", &mut problems);
    }
    (r.next, problems)
}

/// Checks one outcome against a result line's word and reason (`ok`, `fails (cut by F Nth)`).
fn check_word(map: &Map, order: &str, want: &str, got: &graustark::Outcome, problems: &mut Vec<String>) {
    let (_, word, why) = result_parts(want);
    let is_illegal = matches!(got.reason, graustark::Reason::Illegal(_));
    let ok = match word {
        "ok" => got.success,
        "fails" => !got.success && !is_illegal,
        "illegal" => is_illegal,
        w => panic!("unknown result word '{w}'"),
    };
    let said = got.reason.describe(map);
    if !ok || why.is_some_and(|w| !said.contains(w)) {
        let got_word = if got.success {
            "ok"
        } else if is_illegal {
            "illegal"
        } else {
            "fails"
        };
        problems.push(format!("{order}: expected {}, got {got_word} ({said})", want.split_once(':').unwrap().1.trim()));
    }
}

/// Checks the second halves of the orders given two (Das Dippyspiel's cavalry), in the order
/// given, each keyed by its unit's province.
fn check_second(map: &Map, e: &Expect, parsed: &[Order], r: &graustark::PhaseResult, problems: &mut Vec<String>) {
    let halves = match &r.decided {
        Decided::Movement(m) => m.second_halves.as_slice(),
        _ => &[],
    };
    if halves.len() != e.second.len() {
        problems.push(format!("{} second halves played, {} expected", halves.len(), e.second.len()));
        return;
    }
    for (&(oi, got), want) in halves.iter().zip(e.second) {
        let (key, _, _) = result_parts(want);
        let Order::Unit { loc, .. } = parsed[oi] else { continue };
        if map.lookup(key).map(|l| map.province_of(l)) != Some(map.province_of(loc)) {
            problems.push(format!("second half '{want}' is not keyed by the province of order '{}'", e.orders[oi]));
        }
        check_word(map, &format!("{} (second half)", e.orders[oi]), want, &got, problems);
    }
}

/// A unit line and, for a dislodged unit, its attacker's origin.
type Placed = (UnitLine, Option<graustark::ProvinceId>);

/// Compares the units a case expects with those the phase left, as multisets (two unnumbered
/// armies in one capital are two lines), naming what is missing and what is extra. A line that
/// writes a number (or a carrier's) is compared with it; one that does not matches any.
fn compare(map: &Map, mut want: Vec<Placed>, got: Vec<Placed>, what: &str, when: &str, problems: &mut Vec<String>) {
    // Numbered lines first, so that an unnumbered one never takes the unit a numbered one names.
    want.sort_by_key(|(u, _)| u.number.is_none());
    let mut left = got;
    for (w, from) in &want {
        let matches = |(g, f): &Placed| {
            (g.power, g.kind, g.loc, g.split, g.aboard.is_some(), g.bound_for)
                == (w.power, w.kind, w.loc, w.split, w.aboard.is_some(), w.bound_for)
                && f == from
                && w.number.is_none_or(|n| g.number == Some(n))
                && w.aboard.is_none_or(|n| n == 0 || g.aboard == Some(n))
        };
        match left.iter().position(matches) {
            Some(i) => {
                left.remove(i);
            }
            None => problems.push(format!("expected {what} {}{when}", show_placed(map, w, *from))),
        }
    }
    for (g, from) in &left {
        problems.push(format!("unexpected {what} {}{when}", show_placed(map, g, *from)));
    }
}

fn show_placed(map: &Map, u: &UnitLine, from: Option<graustark::ProvinceId>) -> String {
    match from {
        Some(f) => format!("{} <- {}", u.show(map, true), map.province(f).id),
        None => u.show(map, true),
    }
}

fn rules_of(preset: Option<&str>, base: &[String], extra: &[String]) -> Rules {
    let mut rules = match preset {
        Some(name) => graustark::rules::preset(name).unwrap_or_else(|| panic!("no preset '{name}'")),
        None => Rules::default(),
    };
    for s in base.iter().chain(extra) {
        let (k, v) = s.split_once('=').unwrap_or_else(|| panic!("rule '{s}' is not name=value"));
        rules.set(k.trim(), v.trim()).unwrap_or_else(|e| panic!("{e}"));
    }
    rules
}

fn initial_state(map: &Map, c: &Case) -> GameState {
    let parts = Parts {
        phase: &c.phase,
        units: &c.units,
        centres: &c.centres,
        home_centres: c.home_centres,
        dislodged: &c.dislodged_units,
        vents: &c.vents_before,
        economy: &c.economy_before,
    };
    position::build(map, &parts)
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
    let map = match (&c.map, c.players) {
        (Some(folder), players) => {
            own = position::map_for(folder, players);
            &own
        }
        (None, Some(_)) => panic!("{}: `players` needs `map`", c.id),
        (None, None) => map,
    };
    let mut problems = Vec::new();
    let state = initial_state(map, c);
    let preset = c.preset.as_deref();
    let rules = rules_of(preset, &c.rules, &[]);
    let expect = Expect {
        orders: &c.orders,
        results: &c.results,
        second: &c.second,
        after: Some(&c.after),
        dislodged: Some(&c.dislodged),
        vents: c.vents.as_deref(),
        economy: &c.economy,
        due: &c.due,
    };
    let (mut next, p) = run_step(map, &state, &rules, expect);
    problems.extend(p);
    for (k, step) in c.then.iter().enumerate() {
        if let Some(ph) = &step.phase {
            let (season, _, phase) = parse_phase(ph);
            if (next.season, next.phase) != (season, phase) {
                problems.push(format!("then[{k}]: expected {ph}, the game is in {}", next.label(map)));
            }
        }
        let rules = rules_of(preset, &c.rules, &step.rules);
        let expect = Expect::of(&step.orders, step);
        let (n, p) = run_step(map, &next, &rules, expect);
        problems.extend(p.into_iter().map(|s| format!("then[{k}]: {s}")));
        next = n;
    }
    for (k, alt) in c.alt.iter().enumerate() {
        let rules = rules_of(preset, &c.rules, &alt.rules);
        let expect = Expect::of(&c.orders, alt);
        let (_, p) = run_step(map, &state, &rules, expect);
        problems.extend(p.into_iter().map(|s| format!("alt[{k}] {:?}: {s}", alt.rules)));
    }
    problems
}
