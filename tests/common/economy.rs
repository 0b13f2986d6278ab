//! Das Dippyspiel's economy as the cases write it (rules 3, 8 and 12), one line a power and a
//! kind: `gold Frenciana: 100 Peeris, 12.5 Lyon` (`underground` for the underground's gold),
//! `build centres Frenciana: Peeris, Lyon`, `mines Frenciana: Lorraine` (mines that are no supply
//! centre), `centres Frenciana: Peeris` (supply centres owned), and the Papacy (rule 5): `pope:
//! Frenciana` (or `pope: none`), `schism Graustark: 2` (the papal centres its schism allows),
//! `papal Graustark: Westphalen, Anjou (by Frenciana)` (papal centres it owns, made by itself
//! where no maker is written). Before a phase they set the
//! position (`economy_before`; `centres` there is the case's own `centres`); after it
//! (`economy`) each kind written is checked: every power's gold where a `gold` line is given,
//! and the powers named for the other kinds.

use graustark::map::{Gold, Map};
use graustark::state::GameState;
use graustark::{PowerId, ProvinceId};
use serde_json::{Value, json};

/// One line: its kind, its power and what it lists.
fn read_line<'a>(map: &Map, line: &'a str) -> (&'a str, PowerId, Vec<&'a str>) {
    let (head, list) = line.split_once(':').unwrap_or_else(|| panic!("'{line}' has no ':'"));
    let kind = ["gold", "build centres", "mines", "centres", "schism", "papal"]
        .into_iter()
        .find(|k| head.trim_start().starts_with(k))
        .unwrap_or_else(|| panic!("'{line}': write gold, build centres, mines, centres, schism or papal first"));
    let name = head.trim_start()[kind.len()..].trim();
    let power = map.lookup_power(name).unwrap_or_else(|| panic!("'{line}': unknown power '{name}'"));
    (kind, power, list.split(',').map(str::trim).filter(|s| !s.is_empty()).collect())
}

fn province(map: &Map, line: &str, name: &str) -> ProvinceId {
    if name == "underground" {
        return map.below.unwrap_or_else(|| panic!("'{line}': this board has no underground"));
    }
    map.province_of(map.lookup(name).unwrap_or_else(|| panic!("'{line}': unknown province '{name}'")))
}

/// A pile as written: `12.5 Lyon`.
fn pile(map: &Map, line: &str, item: &str) -> (Gold, ProvinceId) {
    let (amount, place) = item.split_once(' ').unwrap_or_else(|| panic!("'{line}': write '100 Peeris'"));
    let g = Gold::read(amount).unwrap_or_else(|| panic!("'{line}': '{amount}' is no amount"));
    (g, province(map, line, place.trim()))
}

/// A papal centre as written: `Anjou` or `Anjou (by Frenciana)`; its maker, if written.
fn papal_item(map: &Map, line: &str, item: &str) -> (ProvinceId, Option<PowerId>) {
    match item.strip_suffix(')').and_then(|i| i.split_once(" (by ")) {
        Some((place, by)) => (province(map, line, place.trim()), Some(map.lookup_power(by.trim()).unwrap())),
        None => (province(map, line, item), None),
    }
}

/// The Pope a `pope:` line names (None for `none`).
fn pope_of(map: &Map, line: &str) -> Option<Option<PowerId>> {
    let name = line.strip_prefix("pope:")?.trim();
    Some((name != "none").then(|| map.lookup_power(name).unwrap_or_else(|| panic!("'{line}': unknown power"))))
}

/// The position's JSON `v` given the economy of `lines` (`centres` lines are not read here).
pub fn set_economy(map: &Map, lines: &[String], v: &mut Value) {
    for line in lines {
        if let Some(pope) = pope_of(map, line) {
            if let Some(p) = pope {
                v["papacy"]["pope"] = json!(map.power(p).id);
            }
            continue;
        }
        let (kind, power, items) = read_line(map, line);
        let power_id = map.power(power).id.clone();
        let id = |p: ProvinceId| map.province(p).id.clone();
        match kind {
            "gold" => {
                for item in items {
                    let (g, at) = pile(map, line, item);
                    v["gold"][&power_id][id(at)] = json!(g.as_number());
                }
            }
            "build centres" => {
                v["build_centres"][&power_id] = items.iter().map(|n| id(province(map, line, n))).collect();
            }
            "mines" => v["mines"][&power_id] = items.iter().map(|n| id(province(map, line, n))).collect(),
            "schism" => v["papacy"]["schisms"][&power_id] = json!(items[0].parse::<u8>().unwrap()),
            "papal" => {
                for item in items {
                    let (p, by) = papal_item(map, line, item);
                    let by = map.power(by.unwrap_or(power)).id.clone();
                    v["papacy"]["centres"][id(p)] = json!({"owner": power_id, "by": by});
                }
            }
            _ => panic!("'{line}': set centres with the case's `centres`"),
        }
    }
}

/// Checks the economy of `next` against `lines`; every difference into `problems`.
pub fn check_economy(map: &Map, next: &GameState, lines: &[String], problems: &mut Vec<String>) {
    let name = |p: ProvinceId| map.province(p).name.clone();
    let mut want_gold: Vec<String> = Vec::new();
    let mut gold_written = false;
    for line in lines {
        if let Some(pope) = pope_of(map, line) {
            if next.economy.church.pope != pope {
                problems
                    .push(format!("{line}: the phase left {:?}", next.economy.church.pope.map(|p| &map.power(p).name)));
            }
            continue;
        }
        let (kind, power, items) = read_line(map, line);
        let sorted = |mut v: Vec<String>| {
            v.sort();
            v
        };
        let want = || sorted(items.iter().map(|n| name(province(map, line, n))).collect());
        let got = match kind {
            "gold" => {
                gold_written = true;
                want_gold.extend(items.iter().map(|i| {
                    let (g, at) = pile(map, line, i);
                    format!("{} {g} {}", map.power(power).name, name(at))
                }));
                continue;
            }
            "build centres" => sorted(next.build_centres(map, power).iter().map(|&p| name(p)).collect()),
            "schism" => {
                let got = next.economy.church.schism_of(power).to_string();
                if got != items.first().copied().unwrap_or("0") {
                    problems.push(format!("{line}: the phase left {got}"));
                }
                continue;
            }
            "papal" => {
                let mut got: Vec<String> = next
                    .economy
                    .church
                    .centres
                    .iter()
                    .filter(|c| c.owner == power)
                    .map(|c| match c.by == power {
                        true => name(c.province),
                        false => format!("{} (by {})", name(c.province), map.power(c.by).name),
                    })
                    .collect();
                got.sort();
                let mut want: Vec<String> = items
                    .iter()
                    .map(|i| match papal_item(map, line, i) {
                        (p, Some(by)) if by != power => format!("{} (by {})", name(p), map.power(by).name),
                        (p, _) => name(p),
                    })
                    .collect();
                want.sort();
                if got != want {
                    problems.push(format!("{line}: the phase left {}", got.join(", ")));
                }
                continue;
            }
            "mines" => sorted(
                (0..map.provinces.len())
                    .map(|p| ProvinceId(p as u16))
                    .filter(|&p| map.is_mine(p) && !map.province(p).supply_centre)
                    .filter(|&p| next.mine_owner(map, p) == Some(power))
                    .map(name)
                    .collect(),
            ),
            _ => sorted(
                (0..map.provinces.len())
                    .filter(|&p| next.owners[p] == Some(power))
                    .map(|p| name(ProvinceId(p as u16)))
                    .collect(),
            ),
        };
        if got != want() {
            problems.push(format!("{line}: the phase left {}", got.join(", ")));
        }
    }
    if gold_written {
        let mut got: Vec<String> = next
            .economy
            .gold
            .iter()
            .map(|g| format!("{} {} {}", map.power(g.power).name, g.amount, name(g.at)))
            .collect();
        got.sort();
        want_gold.sort();
        if got != want_gold {
            problems.push(format!("gold after the phase: {}; expected {}", got.join("; "), want_gold.join("; ")));
        }
    }
}
