//! Das Dippyspiel's economy in the reports (feature `world`; rules 3 and 8): each power's build
//! centres where they have moved, its mines, and its gold with where it lies, and the world's
//! gold; printed after the supply centres on a board with an economy. Both report styles print
//! it, each naming places its own way.

use crate::game::{Decided, PhaseResult};
use crate::map::{Gold, Map, PowerId, ProvinceId};
use crate::state::GameState;
use std::fmt::Write;

/// The underground power's upkeep of a Winter (rule 16): what it paid for its units beyond 7
/// and its vents bought, gone from the world, and the units and vents it lost for want of gold;
/// nothing where it owed none.
pub(super) fn upkeep_section(map: &Map, result: &PhaseResult, place: &dyn Fn(ProvinceId) -> String, s: &mut String) {
    let Decided::Adjustment(a) = &result.decided else { return };
    let (Some(up), Some(power)) = (&a.upkeep, crate::mechanics::economy::treasury::underground_power(map)) else {
        return;
    };
    let name = &map.power(power).name;
    let mut paid: Vec<String> = Vec::new();
    if up.units > 0 {
        let cost = Gold(crate::mechanics::economy::treasury::UNIT_UPKEEP.0 * up.units);
        paid.push(format!("{} unit(s) beyond {} {cost}", up.units, crate::mechanics::surfacing::MOST_ON_SURFACE));
    }
    paid.extend(up.vents.iter().map(|&(p, cost)| format!("the vent in {} {cost}", place(p))));
    let _ = writeln!(s, "{name}'s upkeep (rule 16): {} paid, gone from the world", up.paid);
    if !paid.is_empty() {
        let _ = writeln!(s, "  for {}", paid.join(", "));
    }
    for u in &up.returned {
        let _ = writeln!(s, "  {} {} went back down for want of gold", u.kind.letter(), place(map.province_of(u.loc)));
    }
    for &p in &up.closed {
        let _ = writeln!(s, "  the vent in {} closed for want of gold", place(p));
    }
    s.push('\n');
}

/// The Winter's election by candidate (Das Dippyspiel, rule 5): the votes each received, most
/// first, from the votes given (`orders` and their outcomes in `result`); nothing where nobody
/// voted.
pub(super) fn election_section(
    map: &Map,
    orders: &[crate::order::Order],
    result: &crate::game::PhaseResult,
    s: &mut String,
) {
    let mut tally = vec![0u32; map.powers.len()];
    let mut any = false;
    for (order, outcome) in orders.iter().zip(result.order_outcomes()) {
        if let (crate::order::Order::Deed { deed: crate::order::Deed::Vote { candidate }, .. }, crate::Reason::Voted(n)) =
            (order, outcome.reason)
            && outcome.success
        {
            tally[candidate.0 as usize] += u32::from(n);
            any = true;
        }
    }
    if !any {
        return;
    }
    let mut candidates: Vec<usize> = (0..tally.len()).filter(|&p| tally[p] > 0).collect();
    crate::sort_stably(&mut candidates, |&p| std::cmp::Reverse(tally[p]));
    let list: Vec<String> = candidates.iter().map(|&p| format!("{} {}", map.powers[p].name, tally[p])).collect();
    let _ = writeln!(s, "The election, votes received: {}.\n", list.join(", "));
}

/// The economy's sections, places named by `place`; nothing on a board without an economy.
pub(super) fn economy_section(map: &Map, next: &GameState, place: &dyn Fn(ProvinceId) -> String, s: &mut String) {
    if map.economy.is_none() {
        return;
    }
    let width = map.powers.iter().map(|p| p.name.chars().count()).max().unwrap_or(0);
    let moved: Vec<(PowerId, String)> = next
        .economy
        .build_centres
        .iter()
        .map(|(p, list)| (*p, list.iter().map(|&c| place(c)).collect::<Vec<_>>().join(", ")))
        .collect();
    let _ = writeln!(s, "Build centres moved from the first:");
    if moved.is_empty() {
        let _ = writeln!(s, "  none");
    }
    for (p, list) in &moved {
        let _ = writeln!(s, "  {:<width$} {list}", map.power(*p).name);
    }
    let _ = writeln!(s, "Mines:");
    for (i, power) in map.powers.iter().enumerate() {
        let mines: Vec<String> = (0..map.provinces.len())
            .map(|p| ProvinceId(p as u16))
            .filter(|&p| map.is_mine(p) && next.mine_owner(map, p) == Some(PowerId(i as u8)))
            .map(&place)
            .collect();
        if !mines.is_empty() {
            let _ = writeln!(s, "  {:<width$} {}", power.name, mines.join(", "));
        }
    }
    papacy_section(map, next, place, s);
    gold_section(map, next, place, width, s);
}

/// The Pope, the schisms the last election allows, and the papal centres with their owners.
fn papacy_section(map: &Map, next: &GameState, place: &dyn Fn(ProvinceId) -> String, s: &mut String) {
    let Some(rules) = map.papacy else { return };
    let church = &next.economy.church;
    let name = |p: PowerId| map.power(p).name.as_str();
    let total: u32 = (0..map.provinces.len()).filter(|&p| map.provinces[p].supply_centre).count() as u32;
    let pope = church.pope.map_or("none".to_string(), |p| name(p).to_string());
    let _ = writeln!(s, "The Papacy ({} of {total} votes elect): Pope {pope}.", rules.elect);
    if !church.schisms.is_empty() {
        let list: Vec<String> = church.schisms.iter().map(|&(p, n)| format!("{} {n}", name(p))).collect();
        let _ = writeln!(s, "  Schisms allowed: {}.", list.join(", "));
    }
    for c in &church.centres {
        let owner = match c.owner == c.by {
            true => name(c.owner).to_string(),
            false => format!("{}, given by {}", name(c.owner), name(c.by)),
        };
        let _ = writeln!(s, "  Papal centre {} ({owner})", place(c.province));
    }
}

/// Each power's gold, its total and where it lies, and the world's.
fn gold_section(map: &Map, next: &GameState, place: &dyn Fn(ProvinceId) -> String, width: usize, s: &mut String) {
    let _ = writeln!(s, "Gold:");
    let totals = next.economy.gold_of_powers(map.powers.len());
    for (i, power) in map.powers.iter().enumerate() {
        let piles: Vec<String> = next
            .economy
            .gold
            .iter()
            .filter(|g| g.power.0 as usize == i)
            .map(|g| match map.below == Some(g.at) {
                true => format!("{} underground", g.amount),
                false => format!("{} {}", g.amount, place(g.at)),
            })
            .collect();
        if !piles.is_empty() {
            let total = tenths(totals[i]);
            let _ = writeln!(s, "  {:<width$} {total}: {}", power.name, piles.join(", "));
        }
    }
    let _ = writeln!(s, "  {:<width$} {}", "The world", tenths(next.economy.world_gold()));
    s.push('\n');
}

/// A sum of tenths written as gold is (`2600G`, `12.5G`).
fn tenths(t: u64) -> String {
    match u32::try_from(t) {
        Ok(t) => Gold(t).to_string(),
        Err(_) => format!("{}.{}G", t / 10, t % 10),
    }
}
