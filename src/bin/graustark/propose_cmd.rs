//! `graustark propose GAME.json draw|concede|ranked ...`: puts a proposal to end the game to
//! the players, who vote in their next sheets (`Vote: yes`); see `votes.rs`.

use crate::game_file::{GameFile, GameFileIo};
use crate::gm::map_folder;
use crate::{Common, load_map_for};
use graustark::gm::votes::{Proposal, read_terms};
use std::path::Path;

pub fn run(c: &Common) -> Result<(), String> {
    let [game, words @ ..] = c.positional.as_slice() else {
        return Err("usage: graustark propose GAME.json (draw POWER... | concede POWER | ranked POWER... / POWER...) [--abstain-assents]".into());
    };
    let path = Path::new(game);
    let mut file = GameFile::read(path)?;
    if let Some(end) = &file.ended {
        return Err(format!("propose: the game ended in {}", end.phase));
    }
    let map = load_map_for(&map_folder(c, &file.map), file.players)?;
    let terms = read_terms(&map, words).map_err(|e| format!("propose: {e}"))?;
    // Put again the season after its defeat (no moves played since): abstention is assent (8.2).
    let again = file.defeated.as_ref().filter(|d| {
        d.terms == terms
            && file.history.get(d.at..).is_some_and(|after| after.iter().all(|h| !h.phase.contains("movement")))
    });
    let times = again.map_or(1, |d| d.times + 1);
    file.proposal = Some(Proposal { terms: terms.clone(), times, abstain_assents: c.abstain_assents });
    if !c.dry_run {
        file.write(path)?;
    }
    let abstention = if times >= 2 || c.abstain_assents { "assent" } else { "dissent" };
    println!(
        "{}: proposed, {}: the players vote in their next sheets (`Vote: yes` or `Vote: no`); abstaining counts as {abstention}.",
        path.display(),
        terms.describe(&map)
    );
    Ok(())
}
