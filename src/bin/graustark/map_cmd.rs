//! `graustark map`: print a map's adjacency, or check it.

use crate::{Common, load_map, load_map_for, map_dir};
use graustark::{LocId, UnitKind, VictoryMeasure};
use std::path::Path;

pub fn run(c: &Common) -> Result<(), String> {
    let dir = map_dir(c.positional.first().map(Path::new).or(c.map_dir.as_deref()));
    let map = load_map(&dir)?;
    if c.check {
        println!(
            "{}: {} provinces, {} powers, {} supply centres: no problems",
            dir.display(),
            map.provinces.len(),
            map.powers.len(),
            map.supply_centre_count()
        );
        // Each smaller game the map offers is a map of its own, checked whole.
        for &n in map.player_counts.iter().filter(|&&n| n != map.powers.len()) {
            let smaller = load_map_for(&dir, Some(n))?;
            let to_win = match smaller.victory.measure {
                VictoryMeasure::Control => "control to win".to_string(),
                _ => format!("{} to win", smaller.victory.count),
            };
            println!(
                "  for {n} players: {} powers, {} supply centres, {to_win}: no problems",
                smaller.powers.len(),
                smaller.supply_centre_count(),
            );
        }
        return Ok(());
    }
    if !c.adjacency {
        return Err("say what to print: --adjacency or --check".into());
    }
    let mut army = Vec::new();
    let mut fleet = Vec::new();
    for l in 0..map.locations.len() {
        let from = LocId(l as u16);
        if map.can_stand(UnitKind::Army, from) {
            for &p in map.army_neighbours(map.province_of(from)) {
                push_pair(&mut army, map.loc_id(from), map.loc_id(map.province_loc(p)));
            }
        }
        for &to in map.fleet_neighbours(from) {
            push_pair(&mut fleet, map.loc_id(from), map.loc_id(to));
        }
    }
    for list in [&mut army, &mut fleet] {
        list.sort();
        list.dedup();
    }
    let out = serde_json::json!({ "army": army, "fleet": fleet });
    println!("{out}");
    Ok(())
}

fn push_pair(list: &mut Vec<[String; 2]>, a: String, b: String) {
    if a < b { list.push([a, b]) } else { list.push([b, a]) }
}
