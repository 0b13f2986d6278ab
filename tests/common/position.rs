//! Positions written as the cases write them (tests/datc/FORMAT.md, "Units"): the one helper
//! every test uses to build a position, so a unit is written one way everywhere.
//!
//! A unit line is `Power: [number] kind place [(on board N F)] [(split)]`:
//! `France: A Paris`, `France: 3 A Paris`, `England: 3 A North Sea (on board 1 F)`,
//! `France: L Burgundy`, `Tellahoma: CG Iron`, `Tellahoma: A Silver (split)`.

use graustark::map::{LocId, Map, UnitKind};
use graustark::order::{Action, Order};
use graustark::state::{GameState, StateError, Unit};
use graustark::{PowerId, parse_order};
use serde_json::{Value, json};

/// A unit as a case line writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitLine {
    pub power: PowerId,
    /// Its number among its power's units, where the line writes one.
    pub number: Option<u16>,
    pub kind: UnitKind,
    pub loc: LocId,
    /// For an army on board: the number of the unit carrying it (`(on board 1 F)`), or `Some(0)`
    /// when the line writes `(on board F)` without the number.
    pub aboard: Option<u16>,
    /// Split this year (Cat Diplomacy): `(split)`.
    pub split: bool,
    /// Crossing a slow sea (Das Dippyspiel, rule 11): `(bound for arc14)`, its move played in
    /// the next movement season.
    pub bound_for: Option<LocId>,
}

/// The power of a `Power: text` line, and the text.
pub fn split_power<'a>(map: &Map, line: &'a str) -> (PowerId, &'a str) {
    let (p, rest) = line.split_once(':').unwrap_or_else(|| panic!("'{line}' has no 'Power:'"));
    (map.lookup_power(p.trim()).unwrap_or_else(|| panic!("unknown power in '{line}'")), rest.trim())
}

/// Reads a unit line (see the module's comment); panics naming the line if it is not one.
pub fn unit_line(map: &Map, line: &str) -> UnitLine {
    let (power, mut rest) = split_power(map, line);
    let (mut aboard, mut split, mut bound_for) = (None, false, None);
    // The marks in brackets at the end, each after a space (`Spain(nc)` has none).
    while let Some((head, mark)) = rest.strip_suffix(')').and_then(|r| r.rsplit_once(" (")) {
        match mark.trim() {
            "split" => split = true,
            m if m.starts_with("on board") => aboard = Some(carrier(m, line)),
            m if m.starts_with("bound for ") => {
                let to = &m["bound for ".len()..];
                bound_for = Some(map.lookup(to).unwrap_or_else(|| panic!("'{line}': unknown province '{to}'")));
            }
            _ => break,
        }
        rest = head.trim_end();
    }
    let (number, rest) = match rest.split_once(' ') {
        Some((n, r)) if n.parse::<u16>().is_ok() => (Some(n.parse().unwrap()), r),
        _ => (None, rest),
    };
    let (kind, loc) = match parse_order(map, rest) {
        Ok(Order::Unit { kind: Some(kind), loc, action: Action::Hold, .. }) => (kind, loc),
        other => panic!("'{line}' is not a unit: {other:?}"),
    };
    UnitLine { power, number, kind, loc, aboard, split, bound_for }
}

/// The carrier's number in `on board 1 F` (0 for `on board F`); the letter must name a kind
/// that carries.
fn carrier(mark: &str, line: &str) -> u16 {
    let words: Vec<&str> = mark.split_whitespace().skip(2).collect();
    let (number, letter) = match words[..] {
        [n, l] => (n.parse().unwrap_or_else(|_| panic!("'{line}': '{n}' is not a number")), l),
        [l] => (0, l),
        _ => panic!("'{line}': write '(on board 1 F)'"),
    };
    let kind = UnitKind::from_word(letter).unwrap_or_else(|| panic!("'{line}': no kind '{letter}'"));
    assert!(kind.carries(), "'{line}': {letter} carries no army");
    number
}

impl UnitLine {
    /// The line as the cases write it, with the numbers or without.
    pub fn show(&self, map: &Map, numbered: bool) -> String {
        let mut s = format!("{}:", map.power(self.power).name);
        if numbered && let Some(n) = self.number {
            s.push_str(&format!(" {n}"));
        }
        s.push_str(&format!(" {} {}", self.kind.letter(), map.loc_id(self.loc)));
        match self.aboard {
            Some(n) if numbered && n != 0 => s.push_str(&format!(" (on board {n} F)")),
            Some(_) => s.push_str(" (on board F)"),
            None => {}
        }
        if self.split {
            s.push_str(" (split)");
        }
        if let Some(to) = self.bound_for {
            s.push_str(&format!(" (bound for {})", map.loc_id(to)));
        }
        s
    }
    /// A unit of a position, as a line.
    pub fn of(u: &Unit, state: &GameState) -> UnitLine {
        UnitLine {
            power: u.power,
            number: (u.number != 0).then_some(u.number),
            kind: u.kind,
            loc: u.loc,
            aboard: u.aboard().then_some(u.carrier),
            split: state.single.contains(&(u.power, u.number)),
            bound_for: state.transits.iter().find(|t| t.from == u.loc).map(|t| t.to),
        }
    }
    fn json(&self, map: &Map) -> Value {
        let mut u =
            json!({"power": map.power(self.power).id, "type": self.kind.word(), "region": map.loc_id(self.loc)});
        if let Some(n) = self.number {
            u["number"] = json!(n);
        }
        if let Some(n) = self.aboard {
            assert!(n != 0, "a unit on board at the start names its carrier's number: (on board 1 F)");
            u["aboard"] = json!(n);
        }
        u
    }
}

/// The parts of a position, each written as the cases write it.
#[derive(Clone, Debug, Default)]
pub struct Parts<'a> {
    /// `spring 1901 movement`: season, year, phase.
    pub phase: &'a str,
    pub units: &'a [String],
    /// `Russia: St Petersburg, Moscow`.
    pub centres: &'a [String],
    /// Every power owns its home centres, but those `centres` gives another.
    pub home_centres: bool,
    /// `Austria: F Trieste <- Tyrolia`.
    pub dislodged: &'a [String],
    /// `open: Scotland, Kassala`, `closed: Tibet`, `reopened: ...`, `new: ...` (Das
    /// Dippyspiel's vents).
    pub vents: &'a [String],
    /// Das Dippyspiel's gold, build centres and mines (`economy.rs`).
    pub economy: &'a [String],
}

/// The vents of lines `open: Scotland, Kassala` and `closed: Tibet`, and of the open those
/// `reopened: Scotland` and `new: Oslo` for gold (rule 16), each list in the order written.
pub fn vents_of(map: &Map, lines: &[String]) -> graustark::state::Vents {
    let mut v = graustark::state::Vents::default();
    for line in lines {
        let (which, names) = line.split_once(':').unwrap_or_else(|| panic!("'{line}': write 'open: ...'"));
        let list = match which.trim() {
            "open" => &mut v.open,
            "closed" => &mut v.closed,
            "reopened" => &mut v.reopened,
            "new" => &mut v.new,
            w => panic!("'{line}': '{w}' is none of open, closed, reopened and new"),
        };
        for name in names.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            let l = map.lookup(name).unwrap_or_else(|| panic!("'{line}': unknown province '{name}'"));
            list.push(map.province_of(l));
        }
    }
    v
}

/// A dislodged unit line: the unit and the province its attacker came from.
pub fn dislodged_line(map: &Map, line: &str) -> (UnitLine, graustark::ProvinceId) {
    let (unit, from) = line.split_once("<-").unwrap_or_else(|| panic!("'{line}' has no '<-'"));
    let from = map.lookup(from.trim()).unwrap_or_else(|| panic!("unknown province in '{line}'"));
    (unit_line(map, unit.trim()), map.province_of(from))
}

/// The position's JSON text (as the site and the judge read it).
pub fn json_of(map: &Map, parts: &Parts) -> String {
    let w: Vec<&str> = parts.phase.split_whitespace().collect();
    let [season, year, phase] = w[..] else { panic!("phase '{}' is not 'season year phase'", parts.phase) };
    let lines: Vec<UnitLine> = parts.units.iter().map(|l| unit_line(map, l)).collect();
    let v = vents_of(map, parts.vents);
    let ids = |list: &[graustark::ProvinceId]| list.iter().map(|&p| map.province(p).id.clone()).collect::<Vec<_>>();
    let vents =
        json!({"open": ids(&v.open), "closed": ids(&v.closed), "reopened": ids(&v.reopened), "new": ids(&v.new)});
    let units: Vec<Value> = lines.iter().map(|u| u.json(map)).collect();
    let transits: serde_json::Map<String, Value> =
        lines.iter().filter_map(|u| u.bound_for.map(|to| (map.loc_id(u.loc), json!(map.loc_id(to))))).collect();
    let mut centres = serde_json::Map::new();
    // A centre has one owner: the last line that names it (so `centres` overrides `home_centres`).
    let mut own = |power: PowerId, province: String| {
        for list in centres.values_mut() {
            list.as_array_mut().unwrap().retain(|c| c != &json!(province));
        }
        let list = centres.entry(map.power(power).id.clone()).or_insert_with(|| json!([]));
        if !list.as_array().unwrap().contains(&json!(province)) {
            list.as_array_mut().unwrap().push(json!(province));
        }
    };
    if parts.home_centres {
        for (i, p) in map.powers.iter().enumerate() {
            for &h in &p.home_centres {
                own(PowerId(i as u8), map.province(h).id.clone());
            }
        }
    }
    for line in parts.centres {
        let (power, rest) = split_power(map, line);
        for name in rest.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let l = map.lookup(name).unwrap_or_else(|| panic!("unknown centre '{name}'"));
            own(power, map.province(map.province_of(l)).id.clone());
        }
    }
    let dislodged: Vec<Value> = parts
        .dislodged
        .iter()
        .map(|l| {
            let (u, from) = dislodged_line(map, l);
            let mut d = u.json(map);
            d["attacker_from"] = json!(map.province(from).id);
            d
        })
        .collect();
    let mut v = json!({"season": season, "year": year.parse::<i32>().unwrap(), "phase": phase, "units": units,
        "centres": centres, "dislodged": dislodged, "transits": transits, "vents": vents});
    super::economy::set_economy(map, parts.economy, &mut v);
    v.to_string()
}

/// The position, or the engine's refusal of it. Units marked `(split)` are single this year.
pub fn try_position(map: &Map, parts: &Parts) -> Result<GameState, StateError> {
    let mut state = GameState::from_json(map, &json_of(map, parts))?;
    for (i, line) in parts.units.iter().enumerate() {
        if unit_line(map, line).split {
            let u = state.units[i];
            state.single.push((u.power, u.number));
        }
    }
    Ok(state)
}

/// The position (panics with the engine's refusal).
pub fn build(map: &Map, parts: &Parts) -> GameState {
    try_position(map, parts).unwrap_or_else(|e| panic!("position refused: {e} ({parts:?})"))
}

/// A position with these units (`France: A Paris`), and nothing else but the phase.
pub fn position(map: &Map, phase: &str, units: &[&str]) -> GameState {
    let units: Vec<String> = units.iter().map(|s| s.to_string()).collect();
    build(map, &Parts { phase, units: &units, ..Parts::default() })
}

/// A position with these units and centres (`France: Paris, Brest`).
pub fn position_with_centres(map: &Map, phase: &str, units: &[&str], centres: &[&str]) -> GameState {
    let units: Vec<String> = units.iter().map(|s| s.to_string()).collect();
    let centres: Vec<String> = centres.iter().map(|s| s.to_string()).collect();
    build(map, &Parts { phase, units: &units, centres: &centres, ..Parts::default() })
}

/// The same, each power owning its home centres.
pub fn position_at_home(map: &Map, phase: &str, units: &[&str]) -> GameState {
    let units: Vec<String> = units.iter().map(|s| s.to_string()).collect();
    build(map, &Parts { phase, units: &units, home_centres: true, ..Parts::default() })
}

/// A map folder under maps/ (`standard`, `cat`, `calhamer-1958`).
pub fn map_named(folder: &str) -> Map {
    map_for(folder, None)
}

/// A map folder under maps/, for a number of players where given (`Map::from_json_for_players`).
pub fn map_for(folder: &str, players: Option<usize>) -> Map {
    let path = format!("{}/maps/{folder}/map.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    match players {
        Some(n) => Map::from_json_for_players(&text, n),
        None => Map::from_json(&text),
    }
    .unwrap_or_else(|e| panic!("{path} ({players:?} players): {e:?}"))
}

/// Units written as words, unchecked (`england army lon`, `narnia tank xyz`), as the JSON list
/// of a position: for the positions the engine must refuse, which `unit_line` would not read.
pub fn units_words_json(units: &[&str]) -> String {
    let units: Vec<Value> = units
        .iter()
        .map(|u| {
            let w: Vec<&str> = u.split(' ').collect();
            json!({"power": w[0], "type": w[1], "region": w[2]})
        })
        .collect();
    Value::Array(units).to_string()
}

/// A Spring 1901 movement position of such units, as JSON text.
pub fn words_position_json(units: &[&str]) -> String {
    format!(r#"{{"season":"spring","year":1901,"phase":"movement","units":{}}}"#, units_words_json(units))
}
