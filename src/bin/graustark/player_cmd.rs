//! `graustark player GAME.json POWER NAME`: a player takes a power from the game's current
//! phase on (a replacement, house rule 4.6): its civil disorder and its run of NMRs end, and a
//! power no player took is played from now on.

use crate::game_file::{GameFile, GameFileIo};
use crate::gm::map_folder;
use crate::{Common, load_map_for};
use graustark::gm::ledger::take_power;
use std::path::Path;

pub fn run(c: &Common) -> Result<(), String> {
    let [game, power, name] = c.positional.as_slice() else {
        return Err("usage: graustark player GAME.json POWER NAME".into());
    };
    let name = name.trim();
    if name.is_empty() {
        return Err("player: the player's name is empty".into());
    }
    let path = Path::new(game);
    let mut file = GameFile::read(path)?;
    let map = load_map_for(&map_folder(c, &file.map), file.players)?;
    let p = map.lookup_power(power).ok_or_else(|| format!("player: no power '{power}' in this game"))?;
    let id = map.power(p).id.clone();
    let from = file.state(&map)?.label(&map);
    take_power(&mut file.powers, &id, name, &from);
    file.no_player.retain(|x| *x != id);
    if c.dry_run {
        return Ok(());
    }
    file.write(path)?;
    println!("{}: {name} plays {} from {from} on.", path.display(), map.power(p).name);
    Ok(())
}
