//! Das Dippyspiel's features of provinces and powers, each checked with its place: mines and
//! vents (rules 7 and 8), seas slow to cross and the poles (rule 11), canals (rule 17), and the
//! underground power (rule 7).

use super::super::{Problems, RawMap};
use super::Edges;
use crate::map::error::MapErrorKind as K;
use crate::map::{Location, Pole, Province, ProvinceId, ProvinceKind};

/// The most seasons a move through a province may take (rule 11: the Arctic's seas take two).
const MOST_SEASONS: i64 = 2;

/// Each province's `mine`, `vent`, `crossing`, `canal` and `pole`, where its kind and its
/// neighbours allow them.
pub(in crate::map::load) fn check_provinces(
    raw: &RawMap,
    provinces: &[Province],
    locations: &[Location],
    edges: Edges<'_>,
    problems: &mut Problems,
) {
    // Who borders whom is gathered only on a board with canals or poles to check.
    let borders = if raw.provinces.iter().any(|p| p.canal || p.pole.is_some()) {
        borders(provinces.len(), locations, edges)
    } else {
        Borders { fleet: vec![Vec::new(); provinces.len()], any: vec![Vec::new(); provinces.len()] }
    };
    for (i, (rp, p)) in raw.provinces.iter().zip(provinces).enumerate() {
        let at = format!("provinces[{}]", p.id);
        if rp.mine && !matches!(p.kind, ProvinceKind::Land | ProvinceKind::Coast) {
            problems.add(format!("{at}.mine"), K::MineNotOnLand(p.kind));
        }
        if rp.vent && p.kind == ProvinceKind::Impassable {
            problems.add(format!("{at}.vent"), K::VentImpassable);
        }
        if let Some(seasons) = rp.crossing {
            check_crossing(&at, p.kind, seasons, problems);
        }
        if rp.canal {
            check_canal(&at, provinces, p.kind, &borders.fleet[i], problems);
        }
    }
    check_poles(provinces, &borders.any, problems);
}

/// The map's `fleet_load` (rule 9), 1 where it is not given: at least 1, one army.
pub(in crate::map::load) fn fleet_load(raw: &RawMap, problems: &mut Problems) -> u8 {
    let Some(load) = raw.fleet_load else { return 1 };
    match u8::try_from(load) {
        Ok(load) if load >= 1 => load,
        _ => {
            problems.add("fleet_load", K::BadFleetLoad(load));
            1
        }
    }
}

/// The map's `"economy"` (rules 3 and 8) as written.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields, expecting = "the economy: an object with build_centres and gold_reserve")]
pub(in crate::map::load) struct RawEconomy {
    /// The most build centres a power may have (rule 3: 7).
    build_centres: i64,
    /// Each power's opening gold (rule 8: 100), in G, one decimal place at most.
    gold_reserve: f64,
}

/// The map's `"economy"`, if it gives one: at least one build centre, and no more than any
/// power starts with; an opening reserve in G to one decimal place.
pub(in crate::map::load) fn economy(raw: &RawMap, problems: &mut Problems) -> Option<crate::map::Economy> {
    let e = raw.economy.as_ref()?;
    let most = match u8::try_from(e.build_centres) {
        Ok(n) if n >= 1 => n,
        _ => {
            problems.add("economy.build_centres", K::BadBuildCentres(e.build_centres));
            return None;
        }
    };
    for p in raw.powers.iter().filter(|p| p.home_centres.len() > most as usize) {
        problems.add(format!("powers[{}].home_centres", p.id), K::MoreBuildCentres { has: p.home_centres.len(), most });
    }
    let Some(reserve) = crate::map::Gold::of_number(e.gold_reserve) else {
        problems.add("economy.gold_reserve", K::BadGold(e.gold_reserve.to_string()));
        return None;
    };
    Some(crate::map::Economy { most_build_centres: most, reserve })
}

/// The map's `"papacy"` (rule 5) as written.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields, expecting = "the papacy: an object with elect, schism, centres and reach")]
pub(in crate::map::load) struct RawPapacy {
    elect: i64,
    schism: i64,
    centres: i64,
    reach: i64,
}

/// The map's `"papacy"`, if it gives one: votes to elect from 1 to the board's supply centres, a
/// schism's votes from 1 to those, papal centres and their reach from 0 to 255.
pub(in crate::map::load) fn papacy(raw: &RawMap, problems: &mut Problems) -> Option<crate::map::Papacy> {
    let p = raw.papacy.as_ref()?;
    let centres = raw.provinces.iter().filter(|p| p.supply_centre).count() as i64;
    let mut field = |name: &str, value: i64, most: i64| match u32::try_from(value) {
        Ok(v) if value >= i64::from(name != "centres" && name != "reach") && value <= most => Some(v),
        _ => {
            problems.add(format!("papacy.{name}"), K::BadPapacy { value, most });
            None
        }
    };
    let elect = field("elect", p.elect, centres);
    let schism = field("schism", p.schism, p.elect.max(1));
    let (papal, reach) = (field("centres", p.centres, 255), field("reach", p.reach, 255));
    Some(crate::map::Papacy { elect: elect?, schism: schism?, centres: papal? as u8, reach: reach? as u8 })
}

/// A `crossing`: a sea's, of 1 or 2 seasons.
fn check_crossing(at: &str, kind: ProvinceKind, seasons: i64, problems: &mut Problems) {
    if kind != ProvinceKind::Sea {
        problems.add(format!("{at}.crossing"), K::CrossingNotSea(kind));
    } else if !(1..=MOST_SEASONS).contains(&seasons) {
        problems.add(format!("{at}.crossing"), K::BadCrossing(seasons));
    }
}

/// A `canal`: a coast province that touches at least two seas by its fleet edges.
fn check_canal(at: &str, provinces: &[Province], kind: ProvinceKind, fleet: &[ProvinceId], problems: &mut Problems) {
    if kind != ProvinceKind::Coast {
        problems.add(format!("{at}.canal"), K::CanalNotCoast(kind));
        return;
    }
    let seas: Vec<String> = (fleet.iter())
        .filter(|n| provinces[n.0 as usize].kind == ProvinceKind::Sea)
        .map(|n| provinces[n.0 as usize].id.clone())
        .collect();
    if seas.len() < 2 {
        problems.add(format!("{at}.canal"), K::CanalSeas(seas));
    }
}

/// The provinces each province borders, sorted and each once: by fleet edges (coasts
/// merged), and by army or fleet edges.
struct Borders {
    fleet: Vec<Vec<ProvinceId>>,
    any: Vec<Vec<ProvinceId>>,
}

fn borders(count: usize, locations: &[Location], (army, fleet): Edges<'_>) -> Borders {
    let mut by_fleet = vec![Vec::new(); count];
    for (l, list) in fleet.iter().enumerate() {
        let from = locations[l].province.0 as usize;
        by_fleet[from].extend(list.iter().map(|n| locations[n.0 as usize].province));
    }
    let mut any = by_fleet.clone();
    for (list, extra) in any.iter_mut().zip(army) {
        list.extend(extra);
    }
    for list in by_fleet.iter_mut().chain(any.iter_mut()) {
        list.sort_unstable();
        list.dedup();
    }
    Borders { fleet: by_fleet, any }
}

/// The provinces touching one pole border each other only round it, as a ring or a path
/// (rule 11: "otherwise noncontiguous provinces which touch the same pole do not border"):
/// each borders at most two others at its pole. An edge between two provinces that both
/// border more is across the pole, and named; a province with too many neighbours at its pole
/// and no such edge is named with them.
fn check_poles(provinces: &[Province], borders: &[Vec<ProvinceId>], problems: &mut Problems) {
    let at_pole = |i: usize| -> Vec<ProvinceId> {
        let Some(pole) = provinces[i].pole else { return Vec::new() };
        borders[i].iter().copied().filter(|n| provinces[n.0 as usize].pole == Some(pole)).collect()
    };
    let around: Vec<Vec<ProvinceId>> = (0..provinces.len()).map(at_pole).collect();
    let crowded = |p: ProvinceId| around[p.0 as usize].len() > 2;
    for (i, list) in around.iter().enumerate() {
        let (here, pole) = (ProvinceId(i as u16), provinces[i].pole.unwrap_or(Pole::North));
        if !crowded(here) {
            continue;
        }
        let across: Vec<&ProvinceId> = list.iter().filter(|&&n| crowded(n)).collect();
        let at = format!("provinces[{}].pole", provinces[i].id);
        for n in across.iter().filter(|n| here < ***n) {
            problems.add(&at, K::AcrossThePole { other: provinces[n.0 as usize].id.clone(), pole });
        }
        if across.is_empty() {
            let named = list.iter().map(|n| provinces[n.0 as usize].id.clone()).collect();
            problems.add(&at, K::CrowdedPole { neighbours: named, pole });
        }
    }
}

/// An `underground` power has nothing on the surface: no home centres, home country or start
/// units (its capital, naval bases and seat, which must be home centres, are refused as such).
pub(in crate::map::load) fn check_powers(raw: &RawMap, problems: &mut Problems) {
    for (i, p) in raw.powers.iter().enumerate().filter(|(_, p)| p.underground) {
        let at = super::super::place("powers", &p.id, i);
        let surface = [("home_centres", &p.home_centres), ("home_country", &p.home_country), ("start", &p.start)];
        for (field, _) in surface.into_iter().filter(|(_, list)| !list.is_empty()) {
            problems.add(format!("{at}.{field}"), K::UndergroundOnSurface(field));
        }
    }
}
