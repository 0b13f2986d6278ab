//! The God Save The Zine house style (house rules 2023, section 5): provinces by the house
//! abbreviations (`abbrev.rs`), units as `A(Kie)`, each power's orders on one line, and the
//! marks of rule 5.3 in plain text:
//!
//! - `Std.` (stands) for a hold, and for a unit given no order;
//! - `NMR` (no moves received) for a power with units that sent no orders for the moves;
//! - `MS` (mutually supports) for two of a power's units supporting each other in place;
//! - a failed order underlined as e-mail writes it, `_A(Kie)-Hol_`;
//! - an illegal or impossible order, or one for a unit that does not exist, struck out,
//!   `~A(Kie)-Bur~` (the source prints it in another type that the text of the rules lost);
//! - `*` before a unit the moves dislodged, which must retreat;
//! - `NRO` (no retreat ordered) for a dislodged unit given no retreat, `NPRO` (no possible
//!   retreat ordered) for one whose retreat ordered could not be made: both are disbanded.

use super::abbrev::HouseNames;
use super::plain::{split_section, stacks_section};
use super::{heading, order_number};
use crate::adjust::AdjustmentResult;
use crate::duties::phase_duties;
use crate::game::{Decided, PhaseResult};
use crate::map::{LocId, Map, PowerId, ProvinceId, UnitKind};
use crate::order::{Action, Order};
use crate::resolve::MovementResult;
use crate::resolve::outcome::{Outcome, Reason};
use crate::retreat::RetreatResult;
use crate::rules::Rules;
use crate::state::{GameState, Phase, Unit, unit_named_at};
use std::fmt::Write;

/// Writes the house-style report of one phase up to its supply centres: `before` is the
/// position the orders were given in, numbered.
pub(super) fn body(
    map: &Map,
    before: &GameState,
    orders: &[Order],
    result: &PhaseResult,
    rules: &Rules,
    numbers: bool,
) -> String {
    let names = HouseNames::new(map);
    let w = Writer { map, names: &names, before, orders, result, numbers };
    let mut s = heading(map, before, rules);
    match &result.decided {
        Decided::Movement(m) => movement(&w, m, &mut s),
        Decided::Retreat(r) => retreats(&w, r, &mut s),
        Decided::Adjustment(a) => adjustments(&w, a, rules, &mut s),
    }
    if numbers || result.next.units.iter().any(|u| u.kind.accompanies()) {
        stacks_section(map, &result.next, numbers, &mut s);
    }
    centres_chart(map, &names, &result.next, rules, &mut s);
    #[cfg(feature = "world")]
    {
        let place = |p| names.province(p).to_string();
        super::economy::upkeep_section(map, result, &place, &mut s);
        super::economy::election_section(map, orders, result, &mut s);
        super::economy::economy_section(map, &result.next, &place, &mut s);
    }
    s
}

/// What every line of the report is written from.
struct Writer<'a> {
    map: &'a Map,
    names: &'a HouseNames,
    before: &'a GameState,
    orders: &'a [Order],
    result: &'a PhaseResult,
    numbers: bool,
}

impl Writer<'_> {
    /// A place: `Par`, `NTH`, `StP/sc`.
    fn place(&self, l: LocId) -> String {
        self.names.loc(self.map, l)
    }

    /// A unit: `A(Par)`; where the order leaves out the kind, the kind of the unit there (of
    /// the dislodged units in a retreat phase), or `(Par)` if none stands there.
    fn unit(&self, kind: Option<UnitKind>, l: LocId) -> String {
        let p = self.map.province_of(l);
        let kind = kind.or_else(|| match self.before.phase {
            Phase::Retreat => {
                let dislodged = self.before.dislodged.iter().map(|d| &d.unit);
                unit_named_at(self.map, dislodged, p, None).map(|i| self.before.dislodged[i].unit.kind)
            }
            _ => unit_named_at(self.map, &self.before.units, p, None).map(|i| self.before.units[i].kind),
        });
        match kind {
            Some(k) => format!("{}({})", k.letter(), self.place(l)),
            None => format!("({})", self.place(l)),
        }
    }

    /// A unit of the position, with its number when the report prints numbers: `A(Vie)`,
    /// `2 A(Vie)`.
    fn unit_of(&self, u: &Unit) -> String {
        match self.numbers {
            true => format!("{} {}", u.number, self.unit(Some(u.kind), u.loc)),
            false => self.unit(Some(u.kind), u.loc),
        }
    }

    /// A power's units as a unit is named elsewhere in the report: `A(Ser)`.
    fn unit_in(&self, kind: UnitKind, p: ProvinceId) -> String {
        format!("{}({})", kind.letter(), self.names.province(p))
    }

    /// Order `i` as the house writes it, unmarked (`A(Mun) S A(Ruh)-Bur`, `Build F(Edi)`).
    fn order_text(&self, i: usize) -> String {
        let Some(&order) = self.orders.get(i) else { return String::new() };
        let number = if self.numbers { order_number(self.map, self.before, self.orders, self.result, i) } else { None };
        let (before_unit, after_build) = match number {
            Some(n) if n.starts_with(' ') => (String::new(), n),
            Some(n) => (n, String::new()),
            None => (String::new(), String::new()),
        };
        match order {
            Order::Unit { kind, loc, action, .. } => {
                let u = format!("{before_unit}{}", self.unit(kind, loc));
                self.action_text(&u, action)
            }
            Order::Build { kind, loc, .. } => match kind {
                Some(k) => format!("Build {}({}){after_build}", k.letter(), self.place(loc)),
                None => format!("Build {}{after_build}", self.place(loc)),
            },
            Order::Waive { .. } => "Waive".into(),
            Order::Capital { province, .. } => format!("Capital {}", self.names.province(province)),
            #[cfg(feature = "world")]
            Order::Deed { deed, .. } => deed.describe(self.map, |p| self.names.province(p).to_string()),
        }
    }

    /// What unit `u` is ordered to do, after its name.
    fn action_text(&self, u: &str, action: Action) -> String {
        let target = |kind: Option<UnitKind>, l: LocId| self.unit(kind, l);
        match action {
            Action::Hold => format!("{u} Std."),
            Action::Move { to, via_convoy } => {
                format!("{u}-{}{}", self.place(to), if via_convoy { " via convoy" } else { "" })
            }
            Action::Support { target: t, target_kind, dest: None, .. } => format!("{u} S {}", target(target_kind, t)),
            Action::Support { target: t, target_kind, dest: Some(d), .. } => {
                format!("{u} S {}-{}", target(target_kind, t), self.place(d))
            }
            Action::Convoy { from, to } => format!("{u} C A({})-{}", self.place(from), self.place(to)),
            #[cfg(feature = "world")]
            Action::ConvoyTwo { from, to } => {
                let [a, b] = [0, 1].map(|i| format!("A({})-{}", self.place(from[i]), self.place(to[i])));
                format!("{u} C {a} and {b}")
            }
            Action::Disband if self.before.phase == Phase::Adjustment => format!("Remove {u}"),
            Action::Disband => format!("Disband {u}"),
            Action::MoveByPath { to, path } => {
                let steps: Vec<String> = path.steps().iter().map(|&l| self.place(l)).collect();
                format!("{u}-{}-{}", steps.join("-"), self.place(to))
            }
            Action::Board { fleet, .. } => format!("{u} Board F({})", self.place(fleet)),
            Action::Disembark => format!("{u} Disembark"),
            // As rule 13 writes them.
            #[cfg(feature = "world")]
            Action::BecomesAF { to } => format!("{u}-{} (becomes A/F)", self.place(to)),
            #[cfg(feature = "world")]
            Action::Accept { army } => format!("{u} Accept A({})", self.place(army)),
            #[cfg(feature = "world")]
            Action::Land { to, by } => format!("{u}-{} (S) by F({})", self.place(to), self.place(by)),
            Action::Retreat { to, priority } => {
                format!("{u}-{}{}", self.place(to), if priority { " (priority)" } else { "" })
            }
            // As rule 6 writes it: `C Xxxx-Yyyy-(H)`, `C Xxxx-Yyyy-(S) C Aaaa-Bbbb`.
            #[cfg(feature = "world")]
            Action::Halves(crate::order::Halves(halves)) => {
                let [a, b] = halves.map(|h| self.half_text(h));
                format!("{u}-{a}-{b}")
            }
        }
    }

    /// One half of a cavalry unit's season: `(H)`, `Dyg`, `(S) C(Zap)-Tau`.
    #[cfg(feature = "world")]
    fn half_text(&self, half: crate::order::Half) -> String {
        use crate::order::Half;
        match half {
            Half::Hold => "(H)".to_string(),
            Half::Move(to) => self.place(to),
            Half::Support { target, target_kind, dest: None } => format!("(S) {} (H)", self.unit(target_kind, target)),
            Half::Support { target, target_kind, dest: Some(d) } => {
                format!("(S) {}-{}", self.unit(target_kind, target), self.place(d))
            }
        }
    }

    /// A cavalry unit's order with each half marked by its own outcome (`C(Kie)-_Dyg_-Pol`:
    /// stood off in Dygertevsk, on to Poltava); None for any other order.
    fn halves_text(&self, i: usize, first: Option<&Outcome>) -> Option<String> {
        #[cfg(feature = "world")]
        if let Some(&Order::Unit { kind, loc, action: Action::Halves(crate::order::Halves(h)), .. }) =
            self.orders.get(i)
        {
            let second = super::second_half(self.result, i);
            let hold = |x: crate::order::Half| x == crate::order::Half::Hold;
            let [a, b] = h.map(|x| self.half_text(x));
            let (a, b) = (marked(a, first, hold(h[0])), marked(b, second.as_ref(), hold(h[1])));
            return Some(format!("{}-{a}-{b}", self.unit(kind, loc)));
        }
        let _ = (i, first);
        None
    }

    /// The powers in alphabetical order of their names, as zines list them.
    fn powers(&self) -> Vec<PowerId> {
        let mut powers: Vec<PowerId> = (0..self.map.powers.len()).map(|p| PowerId(p as u8)).collect();
        crate::sort_stably(&mut powers, |p| self.map.power(*p).name.as_str());
        powers
    }

    /// The indices of the orders `power` gave.
    fn orders_of(&self, power: PowerId) -> Vec<usize> {
        (0..self.orders.len()).filter(|&i| self.orders[i].power() == Some(power)).collect()
    }
}

/// Whether an order failed as illegal or impossible (struck out) rather than by the play of
/// the other orders (underlined): an illegal order, a non-existent unit, a support or convoy
/// matching no order (a misorder, house rule 3.8), a convoy move with no fleet ordered to carry
/// it, a unit ordered twice, an adjustment not allowed.
fn impossible(reason: &Reason) -> bool {
    matches!(
        reason,
        Reason::Illegal(_)
            | Reason::Void(_)
            | Reason::NoConvoy
            | Reason::ConflictingOrders
            | Reason::Overridden
            | Reason::NoRouteWritten
            | Reason::NotAllowed(_)
    )
}

/// An order's text with the mark its outcome calls for. A hold is never underlined: a holding
/// unit fails only by being dislodged, which the `*` before it says.
fn marked(text: String, outcome: Option<&Outcome>, hold: bool) -> String {
    match outcome {
        // What a mine produced, which its order need not write (Das Dippyspiel, rule 8).
        #[cfg(feature = "world")]
        Some(Outcome { success: true, reason: Reason::Mined(g) }) => format!("{text} (produced {g})"),
        // How many votes a power gave (rule 5).
        #[cfg(feature = "world")]
        Some(Outcome { success: true, reason: Reason::Voted(n) }) => format!("{text} ({n} votes)"),
        #[cfg(feature = "world")]
        Some(Outcome { success: true, reason: Reason::Captured(g) }) => format!("{text} (captured {g})"),
        // What a vent opened for gold cost (rule 16).
        #[cfg(feature = "world")]
        Some(Outcome { success: true, reason: Reason::VentPaid { cost, new } }) => {
            format!("{text} ({}{cost})", if *new { "new vent, " } else { "reopened, " })
        }
        Some(o) if !o.success && impossible(&o.reason) => format!("~{text}~"),
        Some(o) if !o.success && !hold => format!("_{text}_"),
        _ => text,
    }
}

/// A power's line: `GERMANY: A(Ber)-Kie, F(Kie)-Den.` (no second full stop after `Std.`).
fn power_line(map: &Map, power: PowerId, entries: &[String], s: &mut String) {
    let mut line = format!("{}: {}", map.power(power).name.to_uppercase(), entries.join(", "));
    if !line.ends_with('.') {
        line.push('.');
    }
    let _ = writeln!(s, "{line}");
}

/// An order's text with a crossing's word after it: `F(Ark)-Arc14 (setting out)`.
fn with_crossing(text: String, word: Option<&str>) -> String {
    match word {
        Some(w) => format!("{text} ({w})"),
        None => text,
    }
}

fn is_hold(order: &Order) -> bool {
    matches!(order, Order::Unit { action: Action::Hold, .. })
}

/// The movement: a line a power, the dislodged units, the standoffs.
fn movement(w: &Writer, m: &MovementResult, s: &mut String) {
    let map = w.map;
    let units = m.units_adjudicated(&w.before.units);
    let dislodged = |u: usize| m.dislodged.iter().any(|d| d.unit == u);
    let star = |u: Option<usize>| if u.is_some_and(dislodged) { "*" } else { "" };
    let mut any = false;
    for power in w.powers() {
        let mine = w.orders_of(power);
        let unordered: Vec<usize> = (0..w.before.units.len())
            .filter(|&u| units[u].power == power && !m.order_units.contains(&Some(u)))
            .collect();
        if mine.is_empty() && unordered.is_empty() {
            continue;
        }
        let mut entries = Vec::new();
        let pairs = mutual_supports(w, m, &mine);
        for &i in &mine {
            if pairs.iter().any(|&(_, j)| j == i) {
                continue;
            }
            let outcome = m.orders.get(i);
            let text = match pairs.iter().find(|&&(a, _)| a == i) {
                Some(&(_, j)) => format!("{} MS {}", unit_part(w, i), unit_part(w, j)),
                None => w.order_text(i),
            };
            let unit = m.order_units.get(i).copied().flatten();
            let text = w.halves_text(i, outcome).unwrap_or_else(|| marked(text, outcome, is_hold(&w.orders[i])));
            let text = with_crossing(text, super::crossing_word(m, unit, outcome));
            entries.push(format!("{}{text}", star(unit)));
        }
        let nmr = mine.is_empty();
        for u in unordered {
            let unit = &units[u];
            let outcome = m.units.get(u);
            let text = match m.implied.iter().find(|(v, _)| *v == u) {
                Some((_, order)) => {
                    let Order::Unit { action, .. } = *order else { continue };
                    let why = super::crossing_word(m, Some(u), None).unwrap_or("implied");
                    format!("{} ({why})", marked(w.action_text(&w.unit_of(unit), action), outcome, false))
                }
                None if nmr => format!("{} Std.", w.unit_of(unit)),
                None => format!("{} Std. (unordered)", w.unit_of(unit)),
            };
            entries.push(format!("{}{text}", star(Some(u))));
        }
        if nmr {
            entries[0] = format!("NMR. {}", entries[0]);
        }
        power_line(map, power, &entries, s);
        any = true;
    }
    if any {
        s.push('\n');
    }
    if !m.splits.is_empty() {
        split_section(map, m, &w.result.next, &|l| w.place(l), s);
    }
    if !m.dislodged.is_empty() {
        let _ = writeln!(s, "Dislodged:");
        for d in &m.dislodged {
            let unit = &units[d.unit];
            let by = match d.by {
                Some(b) => format!("by {}", w.unit_in(b.kind, b.province)),
                None => "by attacks from two sides".into(),
            };
            let options: Vec<String> = d.retreats.iter().map(|&l| w.place(l)).collect();
            let can = match options.split_last() {
                None => "no possible retreat".to_string(),
                Some((last, [])) => format!("may retreat to {last}"),
                Some((last, rest)) => format!("may retreat to {} or {last}", rest.join(", ")),
            };
            let adjective = &map.power(unit.power).adjective;
            let _ = writeln!(s, "  *{adjective} {} dislodged {by}: {can}.", w.unit_of(unit));
        }
        s.push('\n');
    }
    if !m.standoffs.is_empty() {
        let names: Vec<&str> = m.standoffs.iter().map(|&p| w.names.province(p)).collect();
        let _ = writeln!(s, "Standoffs: {}.\n", names.join(", "));
    }
}

/// A unit order's unit with its number, for `MS` (`A(Bur)`, `3 A(Bur)`).
fn unit_part(w: &Writer, i: usize) -> String {
    let Some(&Order::Unit { kind, loc, .. }) = w.orders.get(i) else { return String::new() };
    let number = if w.numbers { order_number(w.map, w.before, w.orders, w.result, i) } else { None };
    format!("{}{}", number.unwrap_or_default(), w.unit(kind, loc))
}

/// Pairs of a power's orders (indices into the orders, the earlier first) in which two units
/// support each other in place with the same outcome, neither dislodged: written `MS`.
fn mutual_supports(w: &Writer, m: &MovementResult, mine: &[usize]) -> Vec<(usize, usize)> {
    let province = |l: LocId| w.map.province_of(l);
    let support_of = |i: usize| match w.orders[i] {
        Order::Unit { loc, action: Action::Support { target, dest: None, .. }, .. } => {
            Some((province(loc), province(target)))
        }
        _ => None,
    };
    let clean = |i: usize| {
        let unit = m.order_units.get(i).copied().flatten();
        unit.is_some() && !unit.is_some_and(|u| m.dislodged.iter().any(|d| d.unit == u))
    };
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for (k, &a) in mine.iter().enumerate() {
        for &b in &mine[k + 1..] {
            let (Some((pa, ta)), Some((pb, tb))) = (support_of(a), support_of(b)) else { continue };
            let taken = pairs.iter().any(|&(x, y)| [x, y].contains(&a) || [x, y].contains(&b));
            if ta == pb && tb == pa && !taken && clean(a) && clean(b) && m.orders.get(a) == m.orders.get(b) {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

/// The retreats: a line a power with its retreats and disbands, `NRO` for a dislodged unit
/// given no retreat, `NPRO` after a retreat that could not be made.
fn retreats(w: &Writer, r: &RetreatResult, s: &mut String) {
    let mut any = false;
    for power in w.powers() {
        let mut entries = Vec::new();
        for i in w.orders_of(power) {
            let outcome = r.orders.get(i);
            let mut text = marked(w.order_text(i), outcome, false);
            if outcome.is_some_and(|o| !o.success && impossible(&o.reason)) {
                text.push_str(" NPRO");
            }
            entries.push(text);
        }
        for (d, dislodged) in w.before.dislodged.iter().enumerate() {
            let unit = &dislodged.unit;
            if unit.power == power && !unit.aboard() && !r.order_units.contains(&Some(d)) {
                entries.push(format!("{} NRO", w.unit_of(unit)));
            }
        }
        if !entries.is_empty() {
            power_line(w.map, power, &entries, s);
            any = true;
        }
    }
    for line in super::stood_off_lines(w.map, w.before, w.result) {
        let _ = writeln!(s, "{line}");
        any = true;
    }
    if any {
        s.push('\n');
    }
}

/// The builds and removals, the customary units of a power that ordered no builds, the
/// removals of civil disorder, and a power due builds that ordered none.
fn adjustments(w: &Writer, a: &AdjustmentResult, rules: &Rules, s: &mut String) {
    let duties = phase_duties(w.map, w.before, rules);
    let mut any = false;
    for power in w.powers() {
        let mine = w.orders_of(power);
        let mut entries: Vec<String> = mine.iter().map(|&i| marked(w.order_text(i), a.orders.get(i), false)).collect();
        let customary = a.customary.contains(&power);
        // A Leader it ordered is no customary unit; one given for want of an order is.
        for u in a.customary_built().filter(|u| u.power == power) {
            entries.push(format!("Build {} (customary)", w.unit_of(u)));
        }
        for &u in &a.civil_disorder {
            let unit = &w.before.units[u];
            if unit.power == power {
                entries.push(format!("Remove {} (civil disorder)", w.unit_of(unit)));
            }
        }
        let due = duties.powers.get(power.0 as usize).map_or(0, |d| d.adjustment);
        if due > 0 && mine.is_empty() && !customary {
            entries.push(format!("no builds ordered ({due} due)"));
        }
        if !entries.is_empty() {
            power_line(w.map, power, &entries, s);
            any = true;
        }
    }
    if any {
        s.push('\n');
    }
}

/// The supply-centre chart: each power's centres (alphabetical, by abbreviation) and count, the
/// unowned centres, and before a winter each power's adjustment (`+1`, `-2`).
fn centres_chart(map: &Map, names: &HouseNames, next: &GameState, rules: &Rules, s: &mut String) {
    let listed = |owner: Option<PowerId>| {
        let mut centres: Vec<&str> = (0..map.provinces.len())
            .filter(|&c| map.provinces[c].supply_centre && next.owners.get(c).copied().flatten() == owner)
            .map(|c| names.province(ProvinceId(c as u16)))
            .collect();
        crate::sort_stably(&mut centres, |c| c.to_ascii_lowercase());
        centres
    };
    let mut rows: Vec<(String, Vec<&str>)> = Vec::new();
    let mut powers: Vec<usize> = (0..map.powers.len()).collect();
    crate::sort_stably(&mut powers, |p| map.powers[*p].name.as_str());
    for &p in &powers {
        rows.push((map.powers[p].name.clone(), listed(Some(PowerId(p as u8)))));
    }
    rows.push(("Unowned".into(), listed(None)));
    let width = rows.iter().map(|(n, _)| n.chars().count()).max().unwrap_or(0);
    let _ = writeln!(s, "Supply centres:");
    for (name, centres) in &rows {
        let line = format!("  {name:<width$} {:>2}  {}", centres.len(), centres.join(", "));
        let _ = writeln!(s, "{}", line.trim_end());
    }
    if next.phase == Phase::Adjustment {
        // A power out of the game has nothing due (the duties say so).
        let duties = phase_duties(map, next, rules);
        let due: Vec<String> = powers
            .iter()
            .filter_map(|&p| duties.powers.get(p).map(|d| (p, d.adjustment)))
            .filter(|&(_, d)| d != 0)
            .map(|(p, d)| format!("{} {d:+}", map.powers[p].name))
            .collect();
        let _ = writeln!(s, "Adjustments: {}.", if due.is_empty() { "none".to_string() } else { due.join(", ") });
    }
    s.push('\n');
}
