//! The gamesmaster's changes to a game between its seasons: a new player for a power, a unit
//! handed by proxy, a proposal put to the players. `graustark player`, `proxy` and `propose`
//! make them on a file, and the gamesmaster's page through the wasm; each changes the game
//! file and says what it did in a sentence, or says why it cannot.

use super::GameFile;
use super::ledger::{power_played_by, take_power};
use super::proxies::{Proxy, ProxyRule, unit_number};
use super::votes::{Proposal, Terms, read_terms};
use graustark::map::Map;

/// A player takes `power` from the game's current phase on (a replacement, house rule 4.6):
/// its civil disorder and its run of NMRs end, and a power no player took is played from now
/// on. Says "Zoe plays France from Fall 1902 movement on."
///
/// House rule 2.3: "Obviously, a player cannot play more than one Power in any given game."
/// A name already playing another power still in the game (its last player, not in civil
/// disorder; names compared as a gamesmaster reads them, case and spacing aside) is refused,
/// naming that power, unless the gamesmaster says it is a `standby` arrangement. The house
/// rules name no standby player: the exception rests on the gamesmaster's discretion over
/// "any eventuality not covered" (1.3), as when a game is held over for a replacement (4.6),
/// and the file records it (`standby` on the player).
pub fn new_player(map: &Map, file: &mut GameFile, power: &str, name: &str, standby: bool) -> Result<String, String> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err("the player's name is empty".into());
    }
    let p = map.lookup_power(power).ok_or_else(|| format!("no power '{power}' in this game"))?;
    let id = map.power(p).id.clone();
    let state = file.state(map).map_err(|e| format!("game file: {e}"))?;
    let from = state.label(map);
    let in_game = |other: &str| {
        map.lookup_power(other)
            .is_some_and(|o| state.units.iter().any(|u| u.power == o) || state.owners.contains(&Some(o)))
    };
    let other = power_played_by(&file.postal.powers, &name, &id, in_game).and_then(|o| map.lookup_power(o));
    if let (Some(o), false) = (other, standby) {
        return Err(format!(
            "{name} already plays {}: a player cannot play more than one Power in any given game (house rule 2.3); \
             they may take {} too only as a standby the gamesmaster allows (`graustark player --standby`, or the \
             standby box of the gamesmaster's page)",
            map.power(o).name,
            map.power(p).name
        ));
    }
    take_power(&mut file.postal.powers, &id, &name, &from, other.is_some());
    file.postal.no_player.retain(|x| *x != id);
    Ok(match other {
        Some(o) => format!(
            "{name} plays {} from {from} on, as a standby while playing {} too.",
            map.power(p).name,
            map.power(o).name
        ),
        None => format!("{name} plays {} from {from} on.", map.power(p).name),
    })
}

/// Hands `owner`'s unit (its number, or where it stands: `A Par`) to `holder`'s orders from now
/// on (house rule 9.1), or with no holder gives it back (9.2), in a game whose proxies are told
/// to the gamesmaster (`ProxyRule::Notified`).
pub fn hand_unit(
    map: &Map,
    file: &mut GameFile,
    owner: &str,
    unit: &str,
    holder: Option<&str>,
) -> Result<String, String> {
    if file.postal.proxy_rule != ProxyRule::Notified {
        return Err(format!(
            "this game's proxies are {}; only a game whose proxies are told to the gamesmaster (`graustark new --proxies notified`, or \"Told to the gamesmaster\" on the page) keeps a table of them",
            match file.postal.proxy_rule {
                ProxyRule::InOrderSet => "given in the owner's orders each phase (\"Proxy A Par to Germany\")",
                _ => "not allowed",
            }
        ));
    }
    let state = file.state(map).map_err(|e| format!("game file: {e}"))?;
    let o = map.lookup_power(owner).ok_or_else(|| format!("no power '{owner}' in this game"))?;
    let number = unit_number(map, &state, o, unit)?;
    let owner_id = map.power(o).id.clone();
    let mine = |p: &Proxy| p.owner == owner_id && p.number == number;
    match holder {
        None => {
            let before = file.postal.proxies.len();
            file.postal.proxies.retain(|p| !mine(p));
            if file.postal.proxies.len() == before {
                return Err(format!("{}'s unit {number} is not handed to anyone", map.power(o).name));
            }
            Ok(format!("{}'s unit {number} is its own to order again.", map.power(o).name))
        }
        Some(h) => {
            let h = map.lookup_power(h).ok_or_else(|| format!("no power '{h}' in this game"))?;
            if h == o {
                return Err("a power cannot hand a unit to itself".into());
            }
            file.postal.proxies.retain(|p| !mine(p));
            let from = state.label(map);
            file.postal.proxies.push(Proxy { owner: owner_id.clone(), number, holder: map.power(h).id.clone(), from });
            Ok(format!("{}'s unit {number} is ordered by {} until cancelled.", map.power(o).name, map.power(h).name))
        }
    }
}

/// Puts a proposal to end the game to the players (`draw POWER...`, `concede POWER`, `ranked
/// POWER... / POWER...`), who vote in their next sheets (`Vote: yes`). Put again in the season
/// after its defeat (no moves played since), abstention counts as assent (house rule 8.2), as
/// it does when `abstain_assents`.
pub fn propose(map: &Map, file: &mut GameFile, words: &[String], abstain_assents: bool) -> Result<String, String> {
    if let Some(end) = &file.postal.ended {
        return Err(format!("the game ended in {}", end.phase()));
    }
    let named = read_terms(map, words)?;
    let terms = named.clone().on_board(map);
    let same_sharers = |a: &Terms, b: &Terms| match (a, b) {
        (Terms::Draw(x), Terms::Draw(y)) => x.iter().all(|p| y.contains(p)) && y.iter().all(|p| x.contains(p)),
        _ => a == b,
    };
    let read_as = if same_sharers(&terms, &named) {
        String::new()
    } else {
        format!(
            " (proposed as {}: on this board every power shares a draw, those out of the game too)",
            named.describe(map)
        )
    };
    let again = file.postal.defeated.as_ref().filter(|d| {
        d.terms == terms
            && file.history.get(d.at..).is_some_and(|after| after.iter().all(|h| !h.phase.contains("movement")))
    });
    let times = again.map_or(1, |d| d.times + 1);
    file.postal.proposal = Some(Proposal { terms: terms.clone(), times, abstain_assents });
    let abstention = if times >= 2 || abstain_assents { "assent" } else { "dissent" };
    Ok(format!(
        "proposed, {}{read_as}: the players vote in their next sheets (`Vote: yes` or `Vote: no`); abstaining counts as {abstention}.",
        terms.describe(map)
    ))
}
