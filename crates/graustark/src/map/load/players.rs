//! Fewer players (`player_counts` in map.json): the powers and centres a smaller game leaves
//! out, and the count it needs to win, checked with their place and applied before the map is
//! built.

use super::super::error::MapErrorKind as K;
use super::victory::RawMeasure;
use super::{Problems, RawMap};
use serde::Deserialize;

/// One smaller game: what it leaves out of the full map.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a smaller game: an object with its remove_powers")]
pub(super) struct RawPlayerCount {
    /// The powers no player takes (their units and home-centre status go; their provinces
    /// stay, and their home centres not listed below stay as neutral centres).
    remove_powers: Vec<String>,
    /// Supply centres that stop being centres.
    #[serde(default)]
    remove_centres: Vec<String>,
    /// The count needed to win, in the map's victory measure (none for victory by control).
    #[serde(default)]
    victory: Option<u32>,
}

/// Checks every entry of `player_counts`: a number of players below the full count, that many
/// powers removed (known, each once), known supply centres removed, and a victory count
/// between 1 and the centres left (no count where the map wins by control).
pub(super) fn check(raw: &RawMap, problems: &mut Problems) {
    let full = raw.powers.len();
    let centres = raw.provinces.iter().filter(|p| p.supply_centre).count();
    for (key, entry) in &raw.player_counts {
        let at = format!("player_counts[{key}]");
        match key.parse::<usize>() {
            Ok(n) if (1..full).contains(&n) => {
                if entry.remove_powers.len() != full - n {
                    problems.add(
                        format!("{at}.remove_powers"),
                        K::WrongPowersRemoved { players: n, powers: full, removed: entry.remove_powers.len() },
                    );
                }
            }
            _ => problems.add(&at, K::BadPlayerCount { key: key.clone(), powers: full }),
        }
        // Lists, not sets: each id is looked up in the map's own lists anyway, which are longer.
        let mut seen: Vec<&String> = Vec::new();
        for (j, id) in entry.remove_powers.iter().enumerate() {
            if !raw.powers.iter().any(|p| &p.id == id) {
                problems.add(format!("{at}.remove_powers[{j}]"), K::UnknownPower(id.clone()));
            } else if seen.contains(&id) {
                problems.add(format!("{at}.remove_powers[{j}]"), K::NamedTwice(id.clone()));
            } else {
                seen.push(id);
            }
        }
        let mut gone: Vec<&String> = Vec::new();
        for (j, id) in entry.remove_centres.iter().enumerate() {
            match raw.provinces.iter().find(|p| &p.id == id) {
                None => problems.add(format!("{at}.remove_centres[{j}]"), K::UnknownProvince(id.clone())),
                Some(p) if !p.supply_centre => {
                    problems.add(format!("{at}.remove_centres[{j}]"), K::NotASupplyCentre(id.clone()))
                }
                Some(_) if gone.contains(&id) => {
                    problems.add(format!("{at}.remove_centres[{j}]"), K::NamedTwice(id.clone()))
                }
                Some(_) => gone.push(id),
            }
        }
        let left = centres - gone.len();
        let control = raw.victory.as_ref().is_some_and(|v| v.measure == RawMeasure::Control);
        match entry.victory {
            Some(_) if control => problems.add(format!("{at}.victory"), K::VictoryCountUnused),
            None if control => {}
            None => problems.add(format!("{at}.victory"), K::VictoryCountMissing),
            Some(0) => problems.add(format!("{at}.victory"), K::NoVictoryCentres),
            Some(n) if n as usize > left => {
                problems.add(format!("{at}.victory"), K::VictoryAboveCentres { needed: n, centres: left })
            }
            Some(_) => {}
        }
    }
}

/// The raw map for `players` players: the full map when that is its number of powers, else the
/// map's own entry for that count applied (the powers and centres removed, the victory count
/// set). Call after [`check`] found no problem in the full map.
pub(super) fn apply(mut raw: RawMap, players: usize, problems: &mut Problems) -> RawMap {
    if players == raw.powers.len() {
        return raw;
    }
    let Some(entry) = raw.player_counts.remove(&players.to_string()) else {
        let mut offered: Vec<usize> = raw.player_counts.keys().filter_map(|k| k.parse().ok()).collect();
        offered.push(raw.powers.len());
        offered.sort_unstable();
        problems.add("player_counts", K::NoSuchPlayerCount { players, offered });
        return raw;
    };
    // A power left out keeps its named year (the calendar's), so its name is kept.
    let (kept, gone): (Vec<_>, Vec<_>) =
        std::mem::take(&mut raw.powers).into_iter().partition(|p| !entry.remove_powers.contains(&p.id));
    raw.powers = kept;
    raw.left_out = gone.into_iter().map(|p| (p.id, p.name)).collect();
    for p in raw.provinces.iter_mut().filter(|p| entry.remove_centres.contains(&p.id)) {
        p.supply_centre = false;
    }
    // Victory by control keeps no count; a counting measure takes the entry's.
    match (&mut raw.victory, &mut raw.victory_centres) {
        (Some(v), _) if v.measure == RawMeasure::Control => {}
        (Some(v), _) => v.count = entry.victory,
        (None, count) => *count = entry.victory,
    }
    // The smaller game offers no further counts of its own.
    raw.player_counts.clear();
    raw
}
