//! `graustark player GAME.json POWER NAME`: a player takes a power from the game's current
//! phase on (a replacement, house rule 4.6; `graustark::gm::changes::new_player`).

use crate::game_file::{GameFile, GameFileIo};
use crate::gm::map_folder;
use crate::{Common, load_map_for};
use graustark::gm::changes::new_player;
use std::path::Path;

pub fn run(c: &Common) -> Result<(), String> {
    let [game, power, name] = c.positional.as_slice() else {
        return Err("usage: graustark player GAME.json POWER NAME".into());
    };
    let path = Path::new(game);
    let mut file = GameFile::read(path)?;
    let map = load_map_for(&map_folder(c, &file.map), file.players)?;
    let said = new_player(&map, &mut file, power, name).map_err(|e| format!("player: {e}"))?;
    if c.dry_run {
        return Ok(());
    }
    file.write(path)?;
    println!("{}: {said}", path.display());
    Ok(())
}
