//! A phase's results written as a zine prints them: every order with failures marked,
//! dislodged units and their retreats, supply centres and the adjustments due, and the press
//! sent with the orders. Two styles ([`ReportStyle`]): the plain one (`plain.rs`), and the God
//! Save The Zine house style of 2023 (`house.rs`, with its abbreviations in `abbrev.rs`). The
//! map image of a phase is drawn by the gamesmaster's crate (`graustark_gm::image`).

mod abbrev;
#[cfg(feature = "world")]
mod economy;
mod house;
mod plain;

pub use abbrev::{EXCEPTIONS, HouseNames};

use crate::game::{Decided, PhaseResult, winner};
use crate::map::{Map, PowerId, VictoryMeasure};
use crate::order::Order;
use crate::rules::Rules;
use crate::state::{GameState, Phase, unit_named_at};
use std::fmt::Write;

/// How a report is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(expecting = "a report style: plain or house-2023")]
pub enum ReportStyle {
    /// One order a line, failures starred with their reasons in words, full province names in
    /// the other sections.
    #[default]
    #[serde(rename = "plain")]
    Plain,
    /// The God Save The Zine house style (house rules 2023, section 5): three-letter
    /// abbreviations, seas in capitals; NMR, NRO, NPRO, MS, Std.; failed moves underlined
    /// (`_A(Kie)-Hol_`), illegal or impossible ones struck out (`~A(Kie)-Bur~`), `*` before a
    /// unit that must retreat; a power's orders on one line.
    #[serde(rename = "house-2023")]
    House2023,
}

impl ReportStyle {
    /// Every style, as named on the command line and in game files.
    pub const ALL: [ReportStyle; 2] = [ReportStyle::Plain, ReportStyle::House2023];

    /// The style's name (`plain`, `house-2023`).
    pub fn name(self) -> &'static str {
        match self {
            ReportStyle::Plain => "plain",
            ReportStyle::House2023 => "house-2023",
        }
    }

    /// The style a name stands for.
    pub fn named(name: &str) -> Option<ReportStyle> {
        ReportStyle::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// What a report is written with besides the phase itself.
#[derive(Clone, Copy, Debug)]
pub struct ReportOptions<'a> {
    /// The rules the phase was played under.
    pub rules: &'a Rules,
    /// Whether units are written with their numbers (`3 A Par - Bur`).
    pub numbers: bool,
    pub style: ReportStyle,
    /// The press to print (see [`printed_press`]), as written, after the supply centres.
    pub press: &'a [String],
}

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
    // The plain style straight, so that a caller of this alone (the site's wasm) carries no
    // other style's code.
    let mut numbered = before.clone();
    numbered.number_units();
    let mut s = plain::body(map, &numbered, orders, result, rules, numbers);
    closing(map, &result.next, &mut s);
    s
}

/// Writes the report of one phase in the style, with the press, that `options` give.
pub fn write_report(
    map: &Map,
    before: &GameState,
    orders: &[Order],
    result: &PhaseResult,
    options: &ReportOptions,
) -> String {
    let mut numbered = before.clone();
    numbered.number_units();
    let before = &numbered;
    let mut s = match options.style {
        ReportStyle::Plain => plain::body(map, before, orders, result, options.rules, options.numbers),
        ReportStyle::House2023 => house::body(map, before, orders, result, options.rules, options.numbers),
    };
    s.push_str(&press_section(options.press));
    closing(map, &result.next, &mut s);
    s
}

/// The releases the report prints: those whose conditions held in the season `facts` tell
/// of (house rule 10.1: press "may be conditional on that season's moves"), as written.
pub fn printed_press(map: &Map, releases: &[crate::parse::Release], facts: &crate::season::SeasonFacts) -> Vec<String> {
    releases.iter().filter(|r| facts.hold(map, &r.conditions)).map(|r| r.text.clone()).collect()
}

/// The press, each release as written and a blank line after it; nothing without press.
pub fn press_section(press: &[String]) -> String {
    if press.is_empty() {
        return String::new();
    }
    let mut s = String::from("Press:\n\n");
    for release in press {
        s.push_str(release);
        s.push_str("\n\n");
    }
    s
}

/// The title, and on a doubled power's year (Cat Diplomacy) a line saying so.
fn heading(map: &Map, before: &GameState, rules: &Rules) -> String {
    let mut s = String::new();
    let title = before.label(map);
    let _ = writeln!(s, "{title}\n{}\n", "=".repeat(title.len()));
    if let Some(p) = map.year_patron(before.year)
        && rules.patron_year == crate::rules::PatronYear::Doubled
        && before.phase == Phase::Movement
    {
        let name = &map.power(p).name;
        let _ = writeln!(s, "{name}'s year: its armies, fleets and coast guards are doubled.\n");
    }
    s
}

/// The winner, if the game is won, and the next phase.
fn closing(map: &Map, next: &GameState, s: &mut String) {
    if let Some(w) = winner(map, next) {
        let _ = writeln!(s, "{}", victory_line(map, next, w));
    }
    let _ = writeln!(s, "Next: {}.", next.label(map));
}

/// The line that says `w` has won in position `s`, by the board's measure: "England has 18
/// supply centres and wins the game."
pub fn victory_line(map: &Map, s: &GameState, w: PowerId) -> String {
    let name = &map.power(w).name;
    #[cfg(feature = "world")]
    if crate::mechanics::economy::treasury::underground_victory(map, s) == Some(w) {
        let (own, world) = (s.economy.gold_of_powers(map.powers.len())[w.0 as usize], s.economy.world_gold());
        let g = |t: u64| crate::map::Gold(u32::try_from(t).unwrap_or(u32::MAX));
        return format!("{name} holds {} of the world's {} and wins the game.", g(own), g(world));
    }
    match map.victory.measure {
        VictoryMeasure::Centres => {
            format!("{name} has {} supply centres and wins the game.", s.centre_counts(map)[w.0 as usize])
        }
        VictoryMeasure::Units => format!("{name} has {} units and wins the game.", s.counted_units(map)[w.0 as usize]),
        VictoryMeasure::Control => {
            format!("{name} controls every neutral centre and its whole home country, and wins the game.")
        }
        #[cfg(feature = "world")]
        VictoryMeasure::Papal => format!(
            "{name}, Pope, has {} supply centres and {} units, and wins the game.",
            s.centre_counts(map)[w.0 as usize],
            s.counted_units(map)[w.0 as usize]
        ),
    }
}

/// The number written with order `i` when reports print numbers: the unit's before its text
/// (`3 `), or a build's new unit's after it (` (2)`). `before` is numbered.
fn order_number(map: &Map, before: &GameState, orders: &[Order], result: &PhaseResult, i: usize) -> Option<String> {
    match *orders.get(i)? {
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
                    .zip(result.order_outcomes().iter())
                    .filter(|(b, out)| out.success && matches!(b, Order::Build { loc: l, .. } if l == &loc))
                    .count();
                a.built.iter().filter(|u| u.loc == loc).nth(nth).map(|u| format!(" ({})", u.number))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The second half of order `i`, where it gave a cavalry unit two (Das Dippyspiel, rule 6).
fn second_half(result: &PhaseResult, i: usize) -> Option<crate::resolve::outcome::Outcome> {
    #[cfg(feature = "world")]
    if let crate::game::Decided::Movement(m) = &result.decided {
        return m.second_halves.iter().find(|&&(oi, _)| oi == i).map(|&(_, o)| o);
    }
    let _ = (result, i);
    None
}

/// What a movement order's line adds for a crossing of a slow sea (Das Dippyspiel, rule 11):
/// `setting out` for a move that set out this season, `arriving` for the move of a unit whose
/// crossing ended this season (its own or carried out for it, not an order refused); and for a
/// unit through a vent (rule 7), `came up` or `went down`.
fn crossing_word(
    m: &crate::resolve::MovementResult,
    unit: Option<usize>,
    outcome: Option<&crate::resolve::outcome::Outcome>,
) -> Option<&'static str> {
    #[cfg(feature = "world")]
    {
        use crate::resolve::outcome::Reason;
        match outcome.map(|o| o.reason) {
            Some(Reason::SetOut(_)) => return Some("setting out"),
            // Through a vent (Das Dippyspiel, rule 7).
            Some(Reason::CameUp) => return Some("came up"),
            Some(Reason::WentDown) => return Some("went down"),
            Some(Reason::Illegal(_)) => return None,
            _ => {}
        }
        if unit.is_some_and(|u| m.arrivals.contains(&u)) {
            return Some("arriving");
        }
    }
    let _ = (m, unit, outcome);
    None
}

/// The units a retreat sent back by standing off their second half (Das Dippyspiel's cavalry,
/// rule 6, option b), each as a sentence: "Ruritanian C Biyelovsk, its second move stood off
/// by a retreat, returns to Kiev."
fn stood_off_lines(map: &Map, before: &GameState, result: &PhaseResult) -> Vec<String> {
    #[cfg(feature = "world")]
    if let crate::game::Decided::Retreat(r) = &result.decided {
        return r
            .returned
            .iter()
            .map(|&(t, to)| {
                let u = &before.units[t];
                let (adjective, letter) = (&map.power(u.power).adjective, u.kind.letter());
                let (at, back) = (map.loc_name(u.loc), map.loc_name(to));
                format!("{adjective} {letter} {at}, its second move stood off by a retreat, returns to {back}.")
            })
            .collect();
    }
    let _ = (map, before, result);
    Vec::new()
}
