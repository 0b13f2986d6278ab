//! Das Dippyspiel's mechanics under random positions and orders (after the property tests of
//! the standard game, `tests/properties.rs`): around the Arctic and the northern Atlantic, with
//! units crossing, vents open and closed, and orders drawn from those the pad offers (units
//! coming up through the open vents and going down among them) and from moves into the Arctic.
//! Whatever the orders, a phase is played without a panic, every order has its outcome, the
//! position after it reads back as itself, every crossing it keeps has its unit, no unit is
//! left underground, and units that came up keep the underground power within its limits;
//! the phases after it are played too, so that the crossings arrive.
//! They are played under the board's own preset, so that armies board fleets as A/Fs and land.
//!
//! The economy's gold (rule 8) is played the same way, with gold piled in the region and
//! underground, mines owned, and random orders carrying, handing over, capturing and mining gold:
//! nothing creates or loses gold but a mine's production, every pile holds some, and the
//! underground power's gold is all underground and no other power's is. Votes and papal
//! centres are among the orders, so the Papacy is played and read back too.

mod common;
mod generate;

use common::position::map_for;
use generate::config;
use graustark::legal::legal_orders;
use graustark::map::{Gold, Map, ProvinceKind, UnitKind};
use graustark::order::{Action, Deed, Order};
use graustark::state::{GameState, Phase, Season, Transit, Unit};
use graustark::{PowerId, ProvinceId, Rules, play};
use proptest::prelude::*;
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| map_for("dippyspiel", None))
}

/// The board's own rules (`dippyspiel`: armies board as A/Fs).
fn rules() -> Rules {
    graustark::rules::preset("dippyspiel").unwrap()
}

/// The provinces the units are placed in: the White Sea's shores, the Arctic seas beside them,
/// the Norwegian coast and two vents.
const REGION: [&str; 18] = [
    "arkh", "kare", "komi", "murm", "yama", "pets", "finm", "narv", "lapl", "arc14", "arc11", "arc6", "arc7", "arc8",
    "atl10", "nord", "scot", "kass",
];

fn province(id: &str) -> ProvinceId {
    map().province_of(map().lookup(id).unwrap())
}

/// Per unit: province pick, power pick, kind pick, order pick, crossing pick.
type UnitSeed = (u8, u8, u8, u16, u8);

/// A position of the units the seeds place (one a province, the kinds that can stand there),
/// some fleets crossing into a neighbouring Arctic sea, and some vents open or closed.
fn position(seeds: &[UnitSeed], vents: u8, fall: bool) -> GameState {
    let map = map();
    let powers = ["ruritania", "kalmar", "sevastopol", "pollutidar"].map(|p| map.lookup_power(p).unwrap());
    let mut state = GameState::empty(map, if fall { Season::Fall } else { Season::Spring }, 1501, Phase::Movement);
    for &(at, power, kind, _, crossing) in seeds {
        let p = province(REGION[at as usize % REGION.len()]);
        if state.units.iter().any(|u| map.province_of(u.loc) == p) {
            continue;
        }
        let kinds: Vec<UnitKind> = [UnitKind::Army, UnitKind::Fleet, UnitKind::Cavalry]
            .into_iter()
            .filter(|&k| {
                map.can_stand(k, map.province_loc(p))
                    || k == UnitKind::Fleet && map.province_kind(p) == ProvinceKind::Coast
            })
            .collect();
        let kind = kinds[kind as usize % kinds.len()];
        let loc = (0..map.locations.len() as u16)
            .map(graustark::LocId)
            .find(|&l| map.province_of(l) == p && map.can_stand(kind, l));
        let Some(loc) = loc else { continue };
        let unit = Unit::new(powers[power as usize % powers.len()], kind, loc);
        state.units.push(unit);
        let arctic: Vec<graustark::LocId> = map
            .fleet_neighbours(loc)
            .iter()
            .copied()
            .filter(|&l| map.crossing_seasons(map.province_of(l)) > 1)
            .collect();
        if kind == UnitKind::Fleet && crossing % 3 == 0 && !arctic.is_empty() {
            state.transits.push(Transit { from: loc, to: arctic[crossing as usize % arctic.len()] });
        }
    }
    let vent_provinces = [province("scot"), province("kass")];
    for (i, &v) in vent_provinces.iter().enumerate() {
        match (vents >> (2 * i)) & 3 {
            1 => state.vents.open.push(v),
            2 => state.vents.closed.push(v),
            _ => {}
        }
    }
    state.number_units();
    state
}

/// The orders: for each unit one the pad offers, or a move into a neighbouring Arctic sea, or
/// none; the underground power's units coming up at the vents (`up` picks among those the pad
/// offers there); and its vent orders.
fn orders(state: &GameState, seeds: &[UnitSeed], vents: u8, up: u8) -> Vec<Order> {
    let map = map();
    let mut out = Vec::new();
    for (u, &(_, _, _, pick, _)) in state.units.iter().zip(seeds) {
        let offered = legal_orders(map, state, u.loc, &rules());
        let arctic = map.fleet_neighbours(u.loc).iter().find(|&&l| map.crossing_seasons(map.province_of(l)) > 1);
        match (pick % 5, arctic) {
            (0, _) => {}
            (1, Some(&to)) => out.push(Order::Unit {
                power: Some(u.power),
                kind: Some(u.kind),
                loc: u.loc,
                action: Action::Move { to, via_convoy: false },
                number: u.number,
            }),
            _ if !offered.is_empty() => out.push(offered[pick as usize % offered.len()]),
            _ => {}
        }
    }
    for (i, id) in ["scot", "kass"].iter().enumerate() {
        let below = |o: &&Order| matches!(o, Order::Unit { loc, .. } if map.is_below(map.province_of(*loc)));
        let offered: Vec<Order> =
            legal_orders(map, state, map.province_loc(province(id)), &rules()).iter().filter(below).copied().collect();
        if (up >> (4 * i)) & 8 == 8 && !offered.is_empty() {
            out.push(offered[((up >> (4 * i)) & 7) as usize % offered.len()]);
        }
    }
    let pollutidar = map.lookup_power("pollutidar").map(|p: PowerId| p);
    for (i, id) in ["scot", "kass", "oslo"].iter().enumerate() {
        if (vents >> (4 + i)) & 1 == 1 {
            let deed = Deed::Vent { province: province(id), open: (vents >> i) & 1 == 0 };
            out.push(Order::Deed { power: pollutidar, deed });
        }
    }
    out
}

/// Plays a phase and checks what every phase must keep; returns the next position.
fn played(state: &GameState, orders: &[Order]) -> Result<GameState, TestCaseError> {
    let map = map();
    let r = play(map, state, orders, &rules());
    prop_assert_eq!(r.order_outcomes().len(), orders.len());
    let next = r.next.clone();
    let json = next.to_json(map);
    let back = GameState::from_json(map, &json).map_err(|e| TestCaseError::fail(format!("{e}: {json}")))?;
    prop_assert_eq!(&back, &next);
    for t in &next.transits {
        prop_assert!(next.units.iter().any(|u| u.loc == t.from), "a crossing without its unit: {json}");
    }
    prop_assert!(next.vents.open.len() <= 10);
    prop_assert!(next.units.iter().all(|u| !map.is_below(map.province_of(u.loc))), "a unit underground: {json}");
    if let graustark::game::Decided::Movement(m) = &r.decided
        && !m.surfaced.is_empty()
    {
        let below: Vec<&Unit> = next.units.iter().filter(|u| map.is_underground(u.power)).collect();
        prop_assert!(below.len() <= 7, "more than 7 of the underground's units: {json}");
        for &(_, u) in &m.surfaced {
            prop_assert!(below.iter().filter(|v| v.kind == u.kind).count() <= 5, "more than 5 of a kind: {json}");
        }
    }
    Ok(next)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: config().cases.min(96), ..config() })]

    #[test]
    fn world_phases_play_and_keep_their_positions(
        seeds in prop::collection::vec(any::<UnitSeed>(), 1..12),
        vents in any::<u8>(),
        fall in any::<bool>(),
        up in any::<u8>(),
    ) {
        let state = position(&seeds, vents, fall);
        let given = orders(&state, &seeds, vents, up);
        let mut next = played(&state, &given)?;
        // The phases after it, unordered: retreats, adjustments, the crossings' arrival.
        for _ in 0..3 {
            next = played(&next, &[])?;
        }
    }
}

/// The four powers the units and the gold belong to.
fn powers() -> [PowerId; 4] {
    ["ruritania", "kalmar", "sevastopol", "pollutidar"].map(|p| map().lookup_power(p).unwrap())
}

/// The map's mines that are no supply centre, the first few: each owned by one of the powers.
fn mines() -> Vec<ProvinceId> {
    let map = map();
    (0..map.provinces.len())
        .map(|p| ProvinceId(p as u16))
        .filter(|&p| map.is_mine(p) && !map.province(p).supply_centre)
        .take(6)
        .collect()
}

/// Per pile: power pick, place pick, amount in tenths.
type PileSeed = (u8, u8, u16);
/// Per economic order: kind pick, power pick, place or target pick, amount in tenths (0: all).
type DeedSeed = (u8, u8, u8, u16);

/// The position with the piles of gold the seeds place (the underground power's underground)
/// and the mines owned.
fn with_gold(mut state: GameState, piles: &[PileSeed]) -> GameState {
    let map = map();
    for &(power, at, amount) in piles {
        let power = powers()[power as usize % 4];
        let at = match map.is_underground(power) {
            true => map.below.unwrap(),
            false => province(REGION[at as usize % REGION.len()]),
        };
        state.economy.add_gold(power, at, Gold(u32::from(amount) + 1));
    }
    state.economy.mines = mines().into_iter().enumerate().map(|(i, m)| (m, powers()[i % 4])).collect();
    state.economy.mines.sort_unstable_by_key(|&(m, _)| m);
    state
}

/// Random economic orders: gold carried, handed over and captured, mines worked, and the
/// underground power's vents opened (for gold where closed or none of the map's) and closed.
fn deeds(state: &GameState, seeds: &[DeedSeed]) -> Vec<Order> {
    let map = map();
    let place = |pick: u8| province(REGION[pick as usize % REGION.len()]);
    let mut out = Vec::new();
    for &(kind, power, pick, amount) in seeds {
        let power = powers()[power as usize % 4];
        let amount = (amount % 4 != 0).then_some(Gold(u32::from(amount % 300)));
        let mine: Vec<&graustark::state::Pile> = state.economy.gold.iter().filter(|g| g.power == power).collect();
        let from = mine.get(pick as usize % mine.len().max(1)).map_or(place(pick), |g| g.at);
        let deed = match kind % 8 {
            0 => {
                let near: Vec<ProvinceId> =
                    map.army_neighbours(from).iter().chain(map.fleet_province_neighbours(from)).copied().collect();
                let to = near.get(pick as usize % near.len().max(1)).copied().unwrap_or(place(pick));
                Deed::MoveGold { amount, from, to }
            }
            1 => Deed::Transfer { amount: amount.unwrap_or(Gold(10)), at: from, to: powers()[pick as usize % 4] },
            2 => Deed::Capture { amount, at: place(pick) },
            3 => Deed::Vote { candidate: powers()[pick as usize % 4] },
            4 => Deed::Papal { province: place(pick), owner: Some(powers()[(pick / 4) as usize % 4]) },
            5 => Deed::Vent { province: place(pick), open: true },
            6 => Deed::Vent { province: place(pick), open: false },
            _ => Deed::Mine { province: mines()[pick as usize % mines().len()], written: None },
        };
        out.push(Order::Deed { power: Some(power), deed });
    }
    out
}

/// Plays a phase and checks its gold: the world's changes only by what mines produced and what
/// the underground power spent (rule 16: "Gold expended by Pollutidar is removed from the global
/// inventory": vents bought, in the orders' outcomes, and a Winter's upkeep, in the result), no
/// pile is empty, and only the underground power's gold, all of it, is underground.
fn gold_kept(state: &GameState, orders: &[Order]) -> Result<GameState, TestCaseError> {
    let map = map();
    let r = play(map, state, orders, &rules());
    let produced: u64 = r
        .order_outcomes()
        .iter()
        .filter_map(|o| match o.reason {
            graustark::Reason::Mined(g) if o.success => Some(u64::from(g.0)),
            _ => None,
        })
        .sum();
    let bought: u64 = r
        .order_outcomes()
        .iter()
        .filter_map(|o| match o.reason {
            graustark::Reason::VentPaid { cost, .. } if o.success => Some(u64::from(cost.0)),
            _ => None,
        })
        .sum();
    let upkeep = match &r.decided {
        graustark::Decided::Adjustment(a) => a.upkeep.as_ref().map_or(0, |u| u64::from(u.paid.0)),
        _ => 0,
    };
    let json = r.next.to_json(map);
    let spent = bought + upkeep;
    prop_assert_eq!(r.next.economy.world_gold() + spent, state.economy.world_gold() + produced, "{}", json);
    for g in &r.next.economy.gold {
        prop_assert!(g.amount > Gold::ZERO, "an empty pile: {json}");
        prop_assert_eq!(map.below == Some(g.at), map.is_underground(g.power), "{}", json);
    }
    let back = GameState::from_json(map, &json).map_err(|e| TestCaseError::fail(format!("{e}: {json}")))?;
    prop_assert_eq!(&back, &r.next);
    Ok(r.next)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: config().cases.min(96), ..config() })]

    #[test]
    fn gold_is_made_only_by_mines_and_never_lost(
        seeds in prop::collection::vec(any::<UnitSeed>(), 1..10),
        piles in prop::collection::vec(any::<PileSeed>(), 1..10),
        given in prop::collection::vec(any::<DeedSeed>(), 0..12),
        fall in any::<bool>(),
    ) {
        let state = with_gold(position(&seeds, 0, fall), &piles);
        let mut orders = self::orders(&state, &seeds, 0, 0);
        orders.extend(deeds(&state, &given));
        let mut next = gold_kept(&state, &orders)?;
        // The phases after it, each with its own economic orders: a Winter's mines among them.
        for _ in 0..4 {
            let more = deeds(&next, &given);
            next = gold_kept(&next, &more)?;
        }
    }
}
