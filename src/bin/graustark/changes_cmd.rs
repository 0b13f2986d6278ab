//! The changes between seasons, each made by `graustark_gm::changes` on the game file and
//! said in one sentence (written unless `--dry-run`, said either way):
//! - `graustark player GAME.json POWER NAME [--standby]`: a player takes a power from the
//!   game's current phase on (a replacement, house rule 4.6; `new_player`), refused to a name
//!   already playing another power (2.3) unless `--standby`;
//! - `graustark proxy GAME.json OWNER UNIT HOLDER` hands the owner's unit (its number, or
//!   where it stands: `A Par`) to the holder's orders from now on (house rule 9.1), in a game
//!   whose proxies are told to the gamesmaster (`new --proxies notified`); `--cancel` ends it
//!   (9.2; `hand_unit`);
//! - `graustark propose GAME.json draw|concede|ranked ...` puts a proposal to end the game to
//!   the players, who vote in their next sheets (`Vote: yes`; `propose`, and `votes.rs`).

use crate::game_file::{GameFile, GameFileIo};
use crate::gm::map_folder;
use crate::hints::change_refused;
use crate::{Common, load_map_for};
use graustark::map::Map;
use graustark_gm::changes::{hand_unit, new_player, propose};
use std::path::Path;

/// `graustark player GAME.json POWER NAME [--standby]`.
pub fn player(c: &Common) -> Result<(), String> {
    let [game, power, name] = c.positional.as_slice() else {
        return Err("usage: graustark player GAME.json POWER NAME [--standby]".into());
    };
    change(c, game, "player", |map, file| new_player(map, file, power, name, c.standby).map_err(|e| change_refused(&e)))
}

/// `graustark proxy GAME.json OWNER UNIT HOLDER`, or `... OWNER UNIT --cancel`.
pub fn proxy(c: &Common) -> Result<(), String> {
    let usage = "usage: graustark proxy GAME.json OWNER UNIT HOLDER | graustark proxy GAME.json OWNER UNIT --cancel";
    let (game, owner, unit, holder) = match (c.positional.as_slice(), c.cancel) {
        ([g, o, u, h], false) => (g, o, u, Some(h.as_str())),
        ([g, o, u], true) => (g, o, u, None),
        _ => return Err(usage.into()),
    };
    change(c, game, "proxy", |map, file| hand_unit(map, file, owner, unit, holder).map_err(|e| change_refused(&e)))
}

/// `graustark propose GAME.json (draw POWER... | concede POWER | ranked POWER... / POWER...)`.
pub fn propose_end(c: &Common) -> Result<(), String> {
    let [game, words @ ..] = c.positional.as_slice() else {
        return Err("usage: graustark propose GAME.json (draw POWER... | concede POWER | ranked POWER... / POWER...) [--abstain-assents]".into());
    };
    change(c, game, "propose", |map, file| propose(map, file, words, c.abstain_assents).map_err(|e| change_refused(&e)))
}

/// Reads the game file at `game`, makes the change on it, writes it back (not with
/// `--dry-run`) and prints what was done; a refusal is named after the command.
fn change<E: std::fmt::Display>(
    c: &Common,
    game: &str,
    command: &str,
    make: impl FnOnce(&Map, &mut GameFile) -> Result<String, E>,
) -> Result<(), String> {
    let path = Path::new(game);
    let mut file = GameFile::read(path)?;
    let map = load_map_for(&map_folder(c, &file)?, file.players)?;
    let said = make(&map, &mut file).map_err(|e| format!("{command}: {e}"))?;
    if !c.dry_run {
        file.write(path)?;
    }
    println!("{}: {said}", path.display());
    Ok(())
}
