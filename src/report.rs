//! A phase's results written as a zine prints them: every order with failures marked,
//! dislodged units and their retreats, supply centres and the adjustments due.

use crate::duties::phase_duties;
use crate::game::{Decided, PhaseResult, winner};
use crate::map::{Map, PowerId, UnitKind, VictoryMeasure};
use crate::order::Order;
use crate::resolve::outcome::{Outcome, Reason};
use crate::rules::Rules;
use crate::state::{GameState, Phase, Unit, unit_named_at};
use std::fmt::Write;

/// Writes the report of one phase: `before` is the position the orders were given in.
pub fn zine_report(map: &Map, before: &GameState, orders: &[Order], result: &PhaseResult, rules: &Rules) -> String {
    zine_report_numbered(map, before, orders, result, rules, false)
}

/// [`zine_report`], with each unit's number when `numbers` (`    3 A Par - Bur`, a build's
/// new number after it: `    Build A Par (2)`, `French 3 A Paris` in the other sections).
pub fn zine_report_numbered(
    map: &Map,
    before: &GameState,
    orders: &[Order],
    result: &PhaseResult,
    rules: &Rules,
    numbers: bool,
) -> String {
    let mut numbered = before.clone();
    numbered.number_units();
    let before = &numbered;
    // `French A` or `French 3 A`.
    let who = |unit: &Unit| match numbers {
        true => format!("{} {} {}", map.power(unit.power).adjective, unit.number, unit.kind.letter()),
        false => format!("{} {}", map.power(unit.power).adjective, unit.kind.letter()),
    };
    let outcomes = result.order_outcomes();
    let number_of = |i: usize, o: &Order| -> Option<String> {
        if !numbers {
            return None;
        }
        match *o {
            Order::Unit { loc, number, kind, .. } => {
                let p = map.province_of(loc);
                let n = if number != 0 {
                    Some(number)
                } else if before.phase == Phase::Retreat {
                    let dislodged = before.dislodged.iter().map(|d| &d.unit);
                    unit_named_at(map, dislodged, p, kind).map(|i| before.dislodged[i].unit.number)
                } else {
                    unit_named_at(map, &before.units, p, kind).map(|i| before.units[i].number)
                };
                n.map(|n| format!("{n} "))
            }
            Order::Build { loc, .. } => match &result.decided {
                // Two builds in one place (a 1958 capital) are numbered in the order given.
                Decided::Adjustment(a) => {
                    let nth = orders[..i]
                        .iter()
                        .zip(outcomes.iter())
                        .filter(|(b, out)| out.success && matches!(b, Order::Build { loc: l, .. } if l == &loc))
                        .count();
                    a.built.iter().filter(|u| u.loc == loc).nth(nth).map(|u| format!(" ({})", u.number))
                }
                _ => None,
            },
            _ => None,
        }
    };
    let mut s = String::new();
    let title = before.label(map);
    let _ = writeln!(s, "{title}\n{}\n", "=".repeat(title.len()));
    if let Some(p) = map.year_patron(before.year)
        && rules.patron_year == crate::rules::PatronYear::Doubled
        && before.phase == crate::state::Phase::Movement
    {
        let name = &map.power(p).name;
        let _ = writeln!(s, "{name}'s year: its armies, fleets and coast guards are doubled.\n");
    }
    let mut by_power: Vec<Vec<(usize, &Order)>> = vec![Vec::new(); map.powers.len()];
    let mut unassigned = Vec::new();
    for (i, o) in orders.iter().enumerate() {
        match o.power() {
            Some(p) => by_power[p.0 as usize].push((i, o)),
            None => unassigned.push(i),
        }
    }
    for (p, list) in by_power.iter().enumerate() {
        if list.is_empty() {
            continue;
        }
        let _ = writeln!(s, "{}", map.powers[p].name.to_uppercase());
        for &(i, o) in list {
            let _ = writeln!(s, "{}", order_line(map, o, outcomes.get(i), number_of(i, o)));
        }
        s.push('\n');
    }
    if let Decided::Retreat(r) = &result.decided {
        // A dislodged unit given no retreat is disbanded (its outcome says so); an army on
        // board goes with its fleet and is not listed.
        let unordered: Vec<usize> = (0..before.dislodged.len())
            .filter(|d| !r.order_units.contains(&Some(*d)) && !before.dislodged[*d].unit.aboard())
            .collect();
        if !unordered.is_empty() {
            let _ = writeln!(s, "No retreat ordered (disbanded):");
            for d in unordered {
                let unit = &before.dislodged[d].unit;
                let _ = writeln!(s, "    {} {}", who(unit), map.loc_name(unit.loc));
            }
            s.push('\n');
        }
    }
    if let Decided::Movement(m) = &result.decided {
        let unordered: Vec<usize> = (0..before.units.len()).filter(|u| !m.order_units.contains(&Some(*u))).collect();
        if !unordered.is_empty() {
            let _ = writeln!(s, "No orders (hold):");
            for u in unordered {
                let unit = &before.units[u];
                let outcome = &m.units[u];
                let mark = if outcome.success { "  " } else { "* " };
                let implied = match m.implied.iter().find(|(v, _)| *v == u) {
                    Some((_, order)) => format!(" (implied: {})", order.describe(map)),
                    None => String::new(),
                };
                let _ = writeln!(s, "  {mark}{} {}{implied}{}", who(unit), map.loc_name(unit.loc), tail(map, outcome));
            }
            s.push('\n');
        }
        if !m.splits.is_empty() {
            split_section(map, m, &result.next, &mut s);
        }
        let units = m.units_adjudicated(&before.units);
        if !m.dislodged.is_empty() {
            let _ = writeln!(s, "Dislodged:");
            for d in &m.dislodged {
                let unit = &units[d.unit];
                let options: Vec<String> = d.retreats.iter().map(|&l| map.loc_name(l)).collect();
                let can = if options.is_empty() {
                    "no retreat: must disband".to_string()
                } else {
                    format!("may retreat to {} or disband", options.join(", "))
                };
                let _ = writeln!(
                    s,
                    "  {} {} (dislodged by {} from {}): {can}.",
                    who(unit),
                    map.loc_name(unit.loc),
                    d.by.map_or_else(|| "attacks from two sides".to_string(), |b| b.short(map)),
                    map.province(d.attacker_from).name
                );
            }
            s.push('\n');
        }
        if !m.standoffs.is_empty() {
            let names: Vec<&str> = m.standoffs.iter().map(|&p| map.province(p).name.as_str()).collect();
            let _ = writeln!(s, "Standoffs: {}.\n", names.join(", "));
        }
    }
    if let Decided::Adjustment(a) = &result.decided {
        for &p in &a.customary {
            let units: Vec<String> = a
                .built
                .iter()
                // A Leader it ordered is no customary unit; one given for want of an order is.
                .filter(|u| u.power == p && (u.kind != UnitKind::Leader || a.customary_leaders.contains(&p)))
                .map(|u| format!("{} {}", u.kind.letter(), map.loc_short(u.loc)))
                .collect();
            let name = &map.power(p).name;
            let _ = writeln!(s, "{name} ordered no builds: its customary units are built: {}.", units.join(", "));
        }
        for &p in a.customary_leaders.iter().filter(|p| !a.customary.contains(p)) {
            let name = &map.power(p).name;
            if let Some(l) = a.built.iter().find(|u| u.power == p && u.kind == UnitKind::Leader) {
                let _ = writeln!(s, "{name} ordered no Leader: its Leader is built: L {}.", map.loc_short(l.loc));
            }
        }
        for &u in &a.civil_disorder {
            let unit = &before.units[u];
            let _ = writeln!(s, "Civil disorder: {} {} is removed.", who(unit), map.loc_name(unit.loc));
        }
        if !a.customary.is_empty() || !a.customary_leaders.is_empty() || !a.civil_disorder.is_empty() {
            s.push('\n');
        }
    }
    // Leaders share provinces with their units and each other (Militarism III): shown too.
    if numbers || result.next.units.iter().any(|u| u.kind == UnitKind::Leader) {
        stacks_section(map, &result.next, numbers, &mut s);
    }
    centres_section(map, &result.next, rules, &mut s);
    if let Some(w) = winner(map, &result.next) {
        let name = &map.power(w).name;
        let _ = match map.victory.measure {
            VictoryMeasure::Centres => {
                writeln!(
                    s,
                    "{name} has {} supply centres and wins the game.",
                    result.next.centre_counts(map)[w.0 as usize]
                )
            }
            VictoryMeasure::Units => {
                writeln!(s, "{name} has {} units and wins the game.", result.next.unit_counts(map)[w.0 as usize])
            }
            VictoryMeasure::Control => {
                writeln!(s, "{name} controls every neutral centre and its whole home country, and wins the game.")
            }
        };
    }
    let _ = writeln!(s, "Next: {}.", result.next.label(map));
    s
}

/// What follows an order's text: why it failed, or where an army on board went (`(on board
/// F Lon)`, `(went ashore)`); nothing for any other success.
fn tail(map: &Map, outcome: &Outcome) -> String {
    let aboard =
        matches!(outcome.reason, Reason::Boarded | Reason::Disembarked | Reason::Carried(_) | Reason::Accompanied(_));
    if outcome.success && !aboard { String::new() } else { format!("  ({})", outcome.reason.describe(map)) }
}

/// An order's line; `number`: the unit's number before it (`3 `) or a build's after it (` (2)`).
fn order_line(map: &Map, order: &Order, outcome: Option<&Outcome>, number: Option<String>) -> String {
    let text = match number {
        Some(n) if n.starts_with(' ') => format!("{}{n}", order.describe(map)),
        Some(n) => format!("{n}{}", order.describe(map)),
        None => order.describe(map),
    };
    match outcome {
        Some(o) if o.success => format!("    {text}{}", tail(map, o)),
        Some(o) => format!("  * {text}{}", tail(map, o)),
        None => format!("    {text}"),
    }
}

/// The provinces where several units stand after the phase (a stack, a fleet with an army
/// on board, a Leader with its unit or with other powers' Leaders), each with its units, by
/// number when `numbers`: `  Paris: French 1 A, 2 A`, `  London: English 3 F with 5 A on
/// board`, `  Paris: French 1 A (with 4 L)`, `  Burgundy: German L, Italian L`. Nothing when
/// every unit stands alone.
fn stacks_section(map: &Map, next: &GameState, numbers: bool, s: &mut String) {
    let mut lines = Vec::new();
    let named_as = |u: &Unit| match numbers {
        true => format!("{} {}", u.number, u.kind.letter()),
        false => u.kind.letter().to_string(),
    };
    for p in 0..map.provinces.len() {
        let here: Vec<&Unit> = next.units.iter().filter(|u| map.province_of(u.loc).0 as usize == p).collect();
        if here.len() < 2 {
            continue;
        }
        let hosts = |u: &&&Unit| !u.aboard() && u.kind != UnitKind::Leader;
        let leader_of = |power| here.iter().find(|l| l.power == power && l.kind == UnitKind::Leader);
        let alone = |l: &&&Unit| l.kind == UnitKind::Leader && !here.iter().any(|u| u.power == l.power && hosts(&u));
        let mut named: Vec<(PowerId, String)> = here
            .iter()
            .filter(hosts)
            .map(|u| {
                let mut text = named_as(u);
                let aboard: Vec<String> = here
                    .iter()
                    .filter(|a| a.aboard() && a.power == u.power && a.carrier == u.number && u.kind == UnitKind::Fleet)
                    .map(|a| named_as(a))
                    .collect();
                if !aboard.is_empty() {
                    let _ = write!(text, " with {} on board", aboard.join(", "));
                }
                if let Some(l) = leader_of(u.power) {
                    let _ = write!(text, " (with {})", named_as(l));
                }
                (u.power, text)
            })
            .collect();
        named.extend(here.iter().filter(alone).map(|l| (l.power, named_as(l))));
        // Each power's units after its adjective: `French 1 A, 2 A`, `German L, Italian L`.
        let mut parts: Vec<String> = Vec::new();
        for (i, (power, text)) in named.iter().enumerate() {
            match i > 0 && named[i - 1].0 == *power {
                true => parts.push(text.clone()),
                false => parts.push(format!("{} {text}", map.power(*power).adjective)),
            }
        }
        lines.push(format!("  {}: {}", map.provinces[p].name, parts.join(", ")));
    }
    if !lines.is_empty() {
        let _ = writeln!(s, "Several units in one province:\n{}\n", lines.join("\n"));
    }
}

/// Supply-centre counts and, before a winter, the adjustments due.
fn centres_section(map: &Map, next: &GameState, rules: &Rules, s: &mut String) {
    let counts = next.centre_counts(map);
    let units = next.unit_counts(map);
    let _ = writeln!(s, "Supply centres:");
    for (p, power) in map.powers.iter().enumerate() {
        let owned: Vec<&str> = (0..map.provinces.len())
            .filter(|&c| next.owners[c] == Some(PowerId(p as u8)))
            .map(|c| map.provinces[c].id.as_str())
            .collect();
        let _ =
            writeln!(s, "  {:<16} {:>2} centres, {:>2} units  {}", power.name, counts[p], units[p], owned.join(" "));
    }
    if next.phase == Phase::Adjustment {
        // A power out of the game has nothing due (the duties say so).
        let duties = phase_duties(map, next, rules);
        let list: Vec<String> = duties
            .powers
            .iter()
            .map(|d| d.adjustment)
            .enumerate()
            .filter(|&(_, d)| d != 0)
            .map(|(p, d)| {
                format!(
                    "{} {}",
                    map.powers[p].name,
                    if d > 0 { format!("builds {d}") } else { format!("removes {}", -d) }
                )
            })
            .collect();
        let _ = writeln!(s, "Adjustments: {}.", if list.is_empty() { "none".to_string() } else { list.join(", ") });
    }
    s.push('\n');
}

/// The doubled units that two orders split (Cat Diplomacy), and whether their halves parted.
fn split_section(map: &Map, m: &crate::resolve::MovementResult, next: &GameState, s: &mut String) {
    let _ = writeln!(s, "Split:");
    for split in &m.splits {
        let whole = &split.whole;
        let [a, b] = split.halves.map(|h| format!("{} {}", h.kind.letter(), map.loc_short(h.loc)));
        let parted = next.single.contains(&(whole.power, whole.number));
        let fate = if parted { "single units until the year ends" } else { "whole again, having not parted" };
        let adjective = &map.power(whole.power).adjective;
        let _ = writeln!(
            s,
            "  {adjective} {} {} split into {a} and {b}: {fate}.",
            whole.kind.letter(),
            map.loc_short(whole.loc)
        );
    }
    s.push('\n');
}
