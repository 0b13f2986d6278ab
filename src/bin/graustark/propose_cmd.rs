//! `graustark propose GAME.json draw|concede|ranked ...`: puts a proposal to end the game to
//! the players, who vote in their next sheets (`Vote: yes`); see `votes.rs` and
//! `graustark::gm::changes::propose`.

use crate::game_file::{GameFile, GameFileIo};
use crate::gm::map_folder;
use crate::{Common, load_map_for};
use graustark::gm::changes::propose;
use std::path::Path;

pub fn run(c: &Common) -> Result<(), String> {
    let [game, words @ ..] = c.positional.as_slice() else {
        return Err("usage: graustark propose GAME.json (draw POWER... | concede POWER | ranked POWER... / POWER...) [--abstain-assents]".into());
    };
    let path = Path::new(game);
    let mut file = GameFile::read(path)?;
    let map = load_map_for(&map_folder(c, &file.map), file.players)?;
    let said = propose(&map, &mut file, words, c.abstain_assents).map_err(|e| format!("propose: {e}"))?;
    if !c.dry_run {
        file.write(path)?;
    }
    println!("{}: {said}", path.display());
    Ok(())
}
