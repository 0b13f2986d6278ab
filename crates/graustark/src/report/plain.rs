//! The plain report (the style every game had before the house style): every order on a line
//! of its own with failures starred and their reasons in words, the units given no order,
//! dislodged units and their retreats, supply centres and the adjustments due.

use super::{heading, order_number};
use crate::duties::phase_duties;
use crate::game::{Decided, PhaseResult};
use crate::map::{LocId, Map, PowerId};
use crate::order::Order;
use crate::resolve::outcome::{Outcome, Reason};
use crate::rules::Rules;
use crate::state::{GameState, Phase, Unit};
use std::fmt::Write;

/// Writes the plain report of one phase up to its supply centres (the press and the closing
/// lines are the caller's): `before` is the position the orders were given in, numbered.
pub(super) fn body(
    map: &Map,
    before: &GameState,
    orders: &[Order],
    result: &PhaseResult,
    rules: &Rules,
    numbers: bool,
) -> String {
    // `French A` or `French 3 A`.
    let who = |unit: &Unit| match numbers {
        true => format!("{} {} {}", map.power(unit.power).adjective, unit.number, unit.kind.letter()),
        false => format!("{} {}", map.power(unit.power).adjective, unit.kind.letter()),
    };
    let outcomes = result.order_outcomes();
    let number_of = |i: usize, _: &Order| numbers.then(|| order_number(map, before, orders, result, i)).flatten();
    let mut s = heading(map, before, rules);
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
        let _ = writeln!(s, "{}", crate::case::uppercase(&map.powers[p].name));
        for &(i, o) in list {
            let line = match super::second_half(result, i) {
                Some(second) => halves_line(map, o, outcomes.get(i), &second, number_of(i, o)),
                None => order_line(map, o, outcomes.get(i), number_of(i, o)),
            };
            let _ = writeln!(s, "{line}");
        }
        s.push('\n');
    }
    match &result.decided {
        Decided::Retreat(r) => retreat_sections(map, before, result, r, &who, &mut s),
        Decided::Movement(m) => movement_sections(map, before, result, m, &who, &mut s),
        Decided::Adjustment(_) => {}
    }
    if let Decided::Adjustment(a) = &result.decided {
        for &p in &a.customary {
            // A Leader it ordered is no customary unit; one given for want of an order is.
            let units: Vec<String> = a
                .customary_built()
                .filter(|u| u.power == p)
                .map(|u| format!("{} {}", u.kind.letter(), map.loc_short(u.loc)))
                .collect();
            let name = &map.power(p).name;
            let _ = writeln!(s, "{name} ordered no builds: its customary units are built: {}.", units.join(", "));
        }
        for &p in a.customary_leaders.iter().filter(|p| !a.customary.contains(p)) {
            let name = &map.power(p).name;
            // Its only customary unit is its Leader (it is not among the powers given units).
            if let Some(l) = a.customary_built().find(|u| u.power == p) {
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
    if numbers || result.next.units.iter().any(|u| u.kind.accompanies()) {
        stacks_section(map, &result.next, numbers, &mut s);
    }
    centres_section(map, &result.next, rules, &mut s);
    #[cfg(feature = "world")]
    {
        let place = |p| map.province(p).name.clone();
        super::economy::upkeep_section(map, result, &place, &mut s);
        super::economy::election_section(map, orders, result, &mut s);
        super::economy::economy_section(map, &result.next, &place, &mut s);
    }
    s
}

/// After a retreat phase's orders: the units a retreat stood off, and the dislodged units given
/// no retreat (disbanded).
fn retreat_sections(
    map: &Map,
    before: &GameState,
    result: &PhaseResult,
    r: &crate::retreat::RetreatResult,
    who: &dyn Fn(&Unit) -> String,
    s: &mut String,
) {
    // A dislodged unit given no retreat is disbanded (its outcome says so); an army on
    // board goes with its fleet and is not listed.
    let unordered: Vec<usize> = (0..before.dislodged.len())
        .filter(|d| !r.order_units.contains(&Some(*d)) && !before.dislodged[*d].unit.aboard())
        .collect();
    for line in super::stood_off_lines(map, before, result) {
        let _ = writeln!(s, "{line}\n");
    }
    if !unordered.is_empty() {
        let _ = writeln!(s, "No retreat ordered (disbanded):");
        for d in unordered {
            let unit = &before.dislodged[d].unit;
            let _ = writeln!(s, "    {} {}", who(unit), map.loc_name(unit.loc));
        }
        s.push('\n');
    }
}

/// After a movement phase's orders: the units given none, the split units, the dislodged with
/// their retreats, and the standoffs.
fn movement_sections(
    map: &Map,
    before: &GameState,
    result: &PhaseResult,
    m: &crate::resolve::MovementResult,
    who: &dyn Fn(&Unit) -> String,
    s: &mut String,
) {
    #[allow(unused_mut)]
    let mut unordered: Vec<usize> = (0..before.units.len()).filter(|u| !m.order_units.contains(&Some(*u))).collect();
    #[cfg(feature = "world")]
    arriving_section(map, before, m, who, &mut unordered, s);
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
        split_section(map, m, &result.next, &|l| map.loc_short(l), s);
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

/// The units whose crossing of a slow sea ended this season with no order of their own (Das
/// Dippyspiel, rule 11), each with its move, taken out of `unordered`.
#[cfg(feature = "world")]
fn arriving_section(
    map: &Map,
    before: &GameState,
    m: &crate::resolve::MovementResult,
    who: &dyn Fn(&Unit) -> String,
    unordered: &mut Vec<usize>,
    s: &mut String,
) {
    let arriving: Vec<usize> = unordered.iter().copied().filter(|u| m.arrivals.contains(u)).collect();
    if arriving.is_empty() {
        return;
    }
    unordered.retain(|u| !arriving.contains(u));
    let _ = writeln!(s, "Arriving (moves ordered last season):");
    for u in arriving {
        let Some((_, Order::Unit { action: crate::order::Action::Move { to, .. }, .. })) =
            m.implied.iter().find(|(v, _)| *v == u)
        else {
            continue;
        };
        let (unit, outcome) = (&before.units[u], &m.units[u]);
        let mark = if outcome.success { "  " } else { "* " };
        let (from, to) = (map.loc_name(unit.loc), map.loc_name(*to));
        let _ = writeln!(s, "  {mark}{} {from} - {to}{}", who(unit), tail(map, outcome));
    }
    s.push('\n');
}

/// What follows an order's text: why it failed, or where an army on board went (`(on board
/// F Lon)`, `(went ashore)`); nothing for any other success.
fn tail(map: &Map, outcome: &Outcome) -> String {
    if outcome.success && !said_on_success(&outcome.reason) {
        String::new()
    } else {
        format!("  ({})", outcome.reason.describe(map))
    }
}

/// The successes a line explains: where an army on board went, a crossing set out on, a unit
/// that came up through a vent or went down, what a mine produced and what a vent cost.
fn said_on_success(reason: &Reason) -> bool {
    match reason {
        Reason::Boarded | Reason::Disembarked | Reason::Carried(_) | Reason::Accompanied(_) => true,
        #[cfg(feature = "world")]
        Reason::SetOut(_) | Reason::CameUp | Reason::WentDown => true,
        #[cfg(feature = "world")]
        Reason::Mined(_) | Reason::Voted(_) | Reason::Captured(_) | Reason::VentPaid { .. } => true,
        _ => false,
    }
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

/// A cavalry unit's two halves (Das Dippyspiel, rule 6) and what each did, marked failed where
/// either failed: `  * C Kie - Dyg - Pol  (first half: bounced with A Ode; second half: moved)`.
fn halves_line(map: &Map, order: &Order, first: Option<&Outcome>, second: &Outcome, number: Option<String>) -> String {
    let text = match number {
        Some(n) => format!("{n}{}", order.describe(map)),
        None => order.describe(map),
    };
    let failed = first.is_some_and(|o| !o.success) || !second.success;
    let mark = if failed { "  * " } else { "    " };
    let first = first.map_or_else(String::new, |o| o.reason.describe(map));
    format!("{mark}{text}  (first half: {first}; second half: {})", second.reason.describe(map))
}

/// The provinces where several units stand after the phase (a stack, a fleet with an army
/// on board, a Leader with its unit or with other powers' Leaders), each with its units, by
/// number when `numbers`: `  Paris: French 1 A, 2 A`, `  London: English 3 F with 5 A on
/// board`, `  Paris: French 1 A (with 4 L)`, `  Burgundy: German L, Italian L`. Nothing when
/// every unit stands alone.
pub(super) fn stacks_section(map: &Map, next: &GameState, numbers: bool, s: &mut String) {
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
        let hosts = |u: &&&Unit| !u.aboard() && !u.kind.accompanies();
        let leader_of = |power| here.iter().find(|l| l.power == power && l.kind.accompanies());
        let alone = |l: &&&Unit| l.kind.accompanies() && !here.iter().any(|u| u.power == l.power && hosts(&u));
        let mut named: Vec<(PowerId, String)> = here
            .iter()
            .filter(hosts)
            .map(|u| {
                let mut text = named_as(u);
                let aboard: Vec<String> = here
                    .iter()
                    .filter(|a| a.aboard() && a.power == u.power && a.carrier == u.number && u.kind.carries())
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

/// The doubled units that two orders split (Cat Diplomacy), and whether their halves parted;
/// `place` writes a location as the report's style does.
pub(super) fn split_section(
    map: &Map,
    m: &crate::resolve::MovementResult,
    next: &GameState,
    place: &dyn Fn(LocId) -> String,
    s: &mut String,
) {
    let _ = writeln!(s, "Split:");
    for split in &m.splits {
        let whole = &split.whole;
        let [a, b] = split.halves.map(|h| format!("{} {}", h.kind.letter(), place(h.loc)));
        let parted = next.single.contains(&(whole.power, whole.number));
        let fate = if parted { "single units until the year ends" } else { "whole again, having not parted" };
        let adjective = &map.power(whole.power).adjective;
        let _ =
            writeln!(s, "  {adjective} {} {} split into {a} and {b}: {fate}.", whole.kind.letter(), place(whole.loc));
    }
    s.push('\n');
}
