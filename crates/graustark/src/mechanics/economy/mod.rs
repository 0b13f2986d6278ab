//! Das Dippyspiel's economy (feature `world`): build centres (rule 3), centres given or sold
//! (rule 12), mines and gold handed over (rule 8), and the underground power's treasury (rules 8
//! and 16: [`treasury`]). Its orders are [`Deed`]s; the position keeps
//! what they change as its [`Economy`]. The Winter is played every year on a board with an
//! economy, since "Mining orders must be written along with builds or production does not take
//! place". Our readings, with their tests in `tests/variants/economy.toml`:
//!
//! - **Cessions** are Winter orders, played before the count ("Any player selling or donating
//!   must adjust his unit strength to his new total, if necessary, by removing unit(s)"), so the
//!   giver's removals and the receiver's builds are those of its new total. Only a supply centre
//!   the giver owns is ceded. A centre ceded while the giver's unit stands in it is the
//!   receiver's until a Fall ends with a unit elsewhere than the receiver's in it, as any centre.
//! - **Build centres** are designated and undesignated in Winter and "considered changed after
//!   builds have taken place": the Winter's builds use the centres it began with. Undesignations
//!   are played before designations, so one unmade makes room for one made beside it ("for each
//!   new build center, an old one must be redesignated as a plain supply center"); designations
//!   beyond the most are refused in the order written. A power designates only a supply centre
//!   it owns; a build centre another power takes stays its power's (as a home centre does in
//!   the regular rules, which "apply, except as noted") until the new owner designates it,
//!   which makes it the new owner's alone.
//! - **Mines** are worked by their owners in Winter, each once; a mine that is a supply centre
//!   is owned with it, any other is gained and lost as a centre is, after each Fall. What a mine
//!   produces is the option `mine_output` (the rule's 100, or its example's 10); an amount
//!   written in the order is the writer's expectation, and the report says what was produced.
//!   The gold appears in the mine's province ("begin in mining provinces that produce them in
//!   the Winter"); the underground power's goes underground, as all gold given to it does.
//! - **Gold handed over** (`10G Xxxx (T)-Glockorla`) changes owner where it lies, in Spring,
//!   Fall or Winter, after the phase's mining; gold given to the underground power "vanishes
//!   underground without travel". A power hands over only gold it has there. Gold the
//!   underground power hands over comes up in the receiver's first build centre, where its
//!   reserve was put (the source says only how gold goes down).
//! - **Gold carried** (`10G Xxxx-Yyyy`, "G units travel as regular units ... with or without
//!   protection of military units, on land or sea") goes with the moves of Spring and Fall to a
//!   province bordering its own by land or sea, never underground; nothing stops it, since it
//!   does not fight. It moves after the phase's handing over, so a power carries only what it
//!   still has. It crosses a slow sea in one season: the source says nothing of gold there.
//! - **Gold captured** (`Capture 10G Xxxx`): "unprotected G units which are in a province
//!   controlled by a military unit of a foreign power change ownership only if the foreign power
//!   indicates his intent to capture by writing an order": judged on the position after the
//!   phase (the moves played, gold carried), in any season but the retreats. The capturer's army
//!   or fleet stands in the province and no army or fleet of the gold's owner does; the order
//!   takes the amount written, from the piles in the powers' order, or with `G` all of it. Gold
//!   the underground power captures goes underground.

mod centres;
mod gold;
mod papacy;
pub mod treasury;

pub use treasury::Upkeep;

use crate::map::{Gold, Map, ProvinceId};
use crate::order::{Deed, Order};
use crate::resolve::outcome::{Illegal, Outcome, Reason};
use crate::rules::{MineOutput, Rules};
use crate::state::{GameState, Phase};

/// Whether the phase has economic orders to play (not counting vents).
#[inline]
pub(crate) fn any_economy_orders(map: &Map, orders: &[Order]) -> bool {
    map.economy.is_some()
        && orders.iter().any(|o| matches!(o, Order::Deed { deed, .. } if !matches!(deed, Deed::Vent { .. })))
}

/// What a mine produces in a year under `rules`.
pub fn mine_output(rules: &Rules) -> Gold {
    match rules.mine_output {
        MineOutput::Hundred => Gold::whole(100),
        MineOutput::Ten => Gold::whole(10),
    }
}

/// What the Winter plays before the count: the cessions, then the Papacy's election and papal
/// centres (`papacy.rs`); each order's outcome in `out` (indexed as `orders`), and the position
/// after them, or None where they changed nothing.
pub(crate) fn before_count(
    map: &Map,
    state: &GameState,
    orders: &[Order],
    out: &mut [Option<Outcome>],
) -> Option<GameState> {
    let mut after = cede_centres(map, state, orders, out);
    if map.papacy.is_some() && papacy::any_papal_orders(orders) {
        let mut s = after.unwrap_or_else(|| state.clone());
        papacy::before_count(map, &mut s, orders, out);
        after = Some(s);
    }
    after
}

/// The Winter's cessions: each cession's outcome in `out`, and the position with the centres
/// handed over, or None where no centre changed hands.
fn cede_centres(map: &Map, state: &GameState, orders: &[Order], out: &mut [Option<Outcome>]) -> Option<GameState> {
    let mut after: Option<GameState> = None;
    for (oi, order) in orders.iter().enumerate() {
        let Order::Deed { power, deed: Deed::Cede { province, to } } = *order else { continue };
        let owners = &after.as_ref().unwrap_or(state).owners;
        let result = match power {
            None => Err(Illegal::NoPower),
            Some(_) if !map.province(province).supply_centre => Err(Illegal::NotASupplyCentre(province)),
            Some(power) if owners[province.0 as usize] != Some(power) => Err(Illegal::NotOwned(province)),
            Some(power) if power == to => Err(Illegal::ToItself),
            Some(_) => Ok(()),
        };
        out[oi] = Some(match result {
            Ok(()) => {
                after.get_or_insert_with(|| state.clone()).owners[province.0 as usize] = Some(to);
                Outcome { success: true, reason: Reason::Ceded }
            }
            Err(i) => Outcome { success: false, reason: Reason::Illegal(i) },
        });
    }
    after
}

/// When in a phase each kind of economic order is played, in this order: the Winter's mines,
/// gold handed over, gold carried, gold captured; then the Winter's build centres.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Mining,
    HandingOver,
    Carrying,
    Capturing,
}

impl Stage {
    const ALL: [Stage; 4] = [Stage::Mining, Stage::HandingOver, Stage::Carrying, Stage::Capturing];

    fn of(deed: Deed) -> Option<Stage> {
        match deed {
            Deed::Mine { .. } => Some(Stage::Mining),
            Deed::Transfer { .. } => Some(Stage::HandingOver),
            Deed::MoveGold { .. } => Some(Stage::Carrying),
            Deed::Capture { .. } => Some(Stage::Capturing),
            _ => None,
        }
    }

    /// Whether the orders of the stage are given in `phase`: mines with the builds, gold
    /// carried with the moves, gold handed over and captured in any phase but the retreats.
    fn in_phase(self, phase: Phase) -> bool {
        match self {
            Stage::Mining => phase == Phase::Adjustment,
            Stage::Carrying => phase == Phase::Movement,
            Stage::HandingOver | Stage::Capturing => phase != Phase::Retreat,
        }
    }
}

/// Plays the phase's economic orders other than cessions, given in `before`, into `next` (the
/// position after the phase, its units placed), each outcome into `out`, stage by stage
/// ([`Stage`]); in Winter the build centres last. An order out of its season is refused as
/// such.
pub(crate) fn settle(
    map: &Map,
    before: &GameState,
    orders: &[Order],
    rules: &Rules,
    out: &mut [Outcome],
    next: &mut GameState,
) {
    let mut mined: Vec<ProvinceId> = Vec::new();
    for stage in Stage::ALL {
        for (oi, order) in orders.iter().enumerate() {
            let Order::Deed { power, deed } = *order else { continue };
            if Stage::of(deed) != Some(stage) {
                continue;
            }
            let Some(power) = power.filter(|_| stage.in_phase(before.phase)) else {
                let illegal = if power.is_none() { Illegal::NoPower } else { Illegal::WrongPhase };
                out[oi] = Outcome { success: false, reason: Reason::Illegal(illegal) };
                continue;
            };
            let economy = &mut next.economy;
            let result = match deed {
                Deed::Mine { province, .. } => {
                    gold::work_mine(map, before, rules, power, province, &mut mined, economy)
                }
                Deed::Transfer { amount, at, to } => gold::hand_over(map, power, amount, at, to, economy),
                Deed::MoveGold { amount, from, to } => gold::move_gold(map, power, amount, (from, to), economy),
                Deed::Capture { amount, at } => gold::capture(map, &next.units, power, amount, at, economy),
                _ => continue,
            };
            out[oi] = outcome(result);
        }
    }
    centres::settle_build_centres(map, before, orders, out, &mut next.economy);
}

fn outcome(result: Result<Reason, Reason>) -> Outcome {
    match result {
        Ok(reason) => Outcome { success: true, reason },
        Err(reason) => Outcome { success: false, reason },
    }
}

/// After a Fall: each mine that is no supply centre becomes the power's whose army or fleet
/// stands in it (rule 8: "gained and lost exactly as are supply provinces").
pub(crate) fn take_mines(map: &Map, s: &mut GameState) {
    if map.economy.is_none() {
        return;
    }
    for i in 0..s.units.len() {
        let u = s.units[i];
        let p = map.province_of(u.loc);
        if !u.kind.fights() || !map.is_mine(p) || map.province(p).supply_centre {
            continue;
        }
        s.economy.mines.retain(|(m, _)| *m != p);
        s.economy.mines.push((p, u.power));
    }
    s.economy.mines.sort_unstable_by_key(|(m, _)| *m);
}

/// The Pope's victory (rule 14), judged after a Winter: the Pope, if he owns the map's count of
/// supply centres and has as many units on the board. "(a) own 155 supply centers at the end of
/// a Fall move, together with retreats, (b) have a total of 155 units on the board at the end
/// of the subsequent Winter move, and (c) declare himself elected Pope. All three criteria must
/// be met": the centres are counted as the Winter leaves them, which differs from the Fall's
/// only by the Winter's cessions.
pub(crate) fn papal_winner(map: &Map, s: &GameState) -> Option<crate::map::PowerId> {
    let pope = s.economy.church.pope?;
    let count = map.victory.count;
    let (centres, units) = (s.centre_counts(map), s.counted_units(map));
    (centres[pope.0 as usize] >= count && units[pope.0 as usize] >= count).then_some(pope)
}
