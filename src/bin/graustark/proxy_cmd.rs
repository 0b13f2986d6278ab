//! `graustark proxy GAME.json OWNER UNIT HOLDER` hands the owner's unit (its number, or where
//! it stands: `A Par`) to the holder's orders from now on (house rule 9.1), in a game whose
//! proxies are told to the gamesmaster (`new --proxies notified`); `--cancel` ends it (9.2).

use crate::game_file::{GameFile, GameFileIo};
use crate::gm::map_folder;
use crate::{Common, load_map_for};
use graustark::gm::proxies::{Proxy, ProxyRule, unit_number};
use std::path::Path;

pub fn run(c: &Common) -> Result<(), String> {
    let usage = "usage: graustark proxy GAME.json OWNER UNIT HOLDER | graustark proxy GAME.json OWNER UNIT --cancel";
    let (game, owner, unit, holder) = match (c.positional.as_slice(), c.cancel) {
        ([g, o, u, h], false) => (g, o, u, Some(h)),
        ([g, o, u], true) => (g, o, u, None),
        _ => return Err(usage.into()),
    };
    let path = Path::new(game);
    let mut file = GameFile::read(path)?;
    if file.proxy_rule != ProxyRule::Notified {
        return Err(format!(
            "proxy: this game's proxies are {}; only a game made with --proxies notified keeps a table of them",
            match file.proxy_rule {
                ProxyRule::InOrderSet => "given in the owner's orders each phase (\"Proxy A Par to Germany\")",
                _ => "not allowed",
            }
        ));
    }
    let map = load_map_for(&map_folder(c, &file.map), file.players)?;
    let state = file.state(&map)?;
    let o = map.lookup_power(owner).ok_or_else(|| format!("proxy: no power '{owner}' in this game"))?;
    let number = unit_number(&map, &state, o, unit).map_err(|e| format!("proxy: {e}"))?;
    let owner_id = map.power(o).id.clone();
    let mine = |p: &Proxy| p.owner == owner_id && p.number == number;
    let said = match holder {
        None => {
            let before = file.proxies.len();
            file.proxies.retain(|p| !mine(p));
            if file.proxies.len() == before {
                return Err(format!("proxy: {}'s unit {number} is not handed to anyone", map.power(o).name));
            }
            format!("{}'s unit {number} is its own to order again.", map.power(o).name)
        }
        Some(h) => {
            let h = map.lookup_power(h).ok_or_else(|| format!("proxy: no power '{h}' in this game"))?;
            if h == o {
                return Err("proxy: a power cannot hand a unit to itself".into());
            }
            file.proxies.retain(|p| !mine(p));
            let from = state.label(&map);
            file.proxies.push(Proxy { owner: owner_id.clone(), number, holder: map.power(h).id.clone(), from });
            format!("{}'s unit {number} is ordered by {} until cancelled.", map.power(o).name, map.power(h).name)
        }
    };
    if !c.dry_run {
        file.write(path)?;
    }
    println!("{}: {said}", path.display());
    Ok(())
}
