//! `graustark proxy GAME.json OWNER UNIT HOLDER` hands the owner's unit (its number, or where
//! it stands: `A Par`) to the holder's orders from now on (house rule 9.1), in a game whose
//! proxies are told to the gamesmaster (`new --proxies notified`); `--cancel` ends it (9.2).
//! See `graustark::gm::changes::hand_unit`.

use crate::game_file::{GameFile, GameFileIo};
use crate::gm::map_folder;
use crate::{Common, load_map_for};
use graustark::gm::changes::hand_unit;
use std::path::Path;

pub fn run(c: &Common) -> Result<(), String> {
    let usage = "usage: graustark proxy GAME.json OWNER UNIT HOLDER | graustark proxy GAME.json OWNER UNIT --cancel";
    let (game, owner, unit, holder) = match (c.positional.as_slice(), c.cancel) {
        ([g, o, u, h], false) => (g, o, u, Some(h.as_str())),
        ([g, o, u], true) => (g, o, u, None),
        _ => return Err(usage.into()),
    };
    let path = Path::new(game);
    let mut file = GameFile::read(path)?;
    let map = load_map_for(&map_folder(c, &file.map), file.players)?;
    let said = hand_unit(&map, &mut file, owner, unit, holder).map_err(|e| format!("proxy: {e}"))?;
    if !c.dry_run {
        file.write(path)?;
    }
    println!("{}: {said}", path.display());
    Ok(())
}
