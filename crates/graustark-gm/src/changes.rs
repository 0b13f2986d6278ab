//! The gamesmaster's changes to a game between its seasons: a new player for a power, a unit
//! handed by proxy, a proposal put to the players. `graustark player`, `proxy` and `propose`
//! make them on a file, and the gamesmaster's page through the wasm; each changes the game
//! file and says what it did in a sentence, or says why it cannot.

use super::GameFile;
use super::ledger::{power_played_by, take_power};
use super::proxies::{Proxy, ProxyRule, unit_number};
use super::refusal::UnitError;
use super::votes::{Proposal, Terms, TermsError, read_terms};
use graustark::map::Map;
use graustark::state::{GameState, StateError};
use std::fmt;

/// Why a change to the game cannot be made; the game file is left as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ChangeError {
    /// The game file's position cannot be read.
    Position(StateError),
    /// A name that is none of this game's powers (as written).
    UnknownPower(String),
    /// The new player's name is empty.
    EmptyName,
    /// The player already plays another power still in the game (house rule 2.3), and the
    /// gamesmaster did not allow it as a standby: the player, the power they play and the one
    /// they were to take (names).
    AlreadyPlays { player: String, plays: String, power: String },
    /// The game keeps no table of proxies: its proxies are given in the owner's orders, or not
    /// allowed.
    ProxiesNotTold(ProxyRule),
    /// The unit to hand cannot be found.
    Unit(UnitError),
    /// The power's unit (its name and the unit's number) is not handed to anyone.
    NotHanded { power: String, number: u16 },
    /// A power handing a unit to itself.
    HandedToItself,
    /// The game ended (in this phase).
    Ended { phase: String },
    /// The proposal's terms cannot be read.
    Terms(TermsError),
}

impl fmt::Display for ChangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChangeError::Position(e) => write!(f, "game file: {e}"),
            ChangeError::UnknownPower(name) => write!(f, "no power '{name}' in this game"),
            ChangeError::EmptyName => f.write_str("the player's name is empty"),
            ChangeError::AlreadyPlays { player, plays, power } => write!(
                f,
                "{player} already plays {plays}: a player cannot play more than one Power in any given game (house \
                 rule 2.3); they may take {power} too only as a standby the gamesmaster allows"
            ),
            ChangeError::ProxiesNotTold(rule) => write!(
                f,
                "this game's proxies are {}; only a game whose proxies are told to the gamesmaster keeps a table of them",
                match rule {
                    ProxyRule::InOrderSet => "given in the owner's orders each phase (\"Proxy A Par to Germany\")",
                    _ => "not allowed",
                }
            ),
            ChangeError::Unit(e) => e.fmt(f),
            ChangeError::NotHanded { power, number } => write!(f, "{power}'s unit {number} is not handed to anyone"),
            ChangeError::HandedToItself => f.write_str("a power cannot hand a unit to itself"),
            ChangeError::Ended { phase } => write!(f, "the game ended in {phase}"),
            ChangeError::Terms(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ChangeError {}

impl From<StateError> for ChangeError {
    fn from(e: StateError) -> Self {
        ChangeError::Position(e)
    }
}

/// The game's position, for a change.
fn position(map: &Map, file: &GameFile) -> Result<GameState, ChangeError> {
    Ok(file.state.clone().into_state(map)?)
}

/// The power `name` names in this game.
fn power_named(map: &Map, name: &str) -> Result<graustark::PowerId, ChangeError> {
    map.lookup_power(name).ok_or_else(|| ChangeError::UnknownPower(name.to_string()))
}

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
pub fn new_player(
    map: &Map,
    file: &mut GameFile,
    power: &str,
    name: &str,
    standby: bool,
) -> Result<String, ChangeError> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(ChangeError::EmptyName);
    }
    let p = power_named(map, power)?;
    let id = map.power(p).id.clone();
    let state = position(map, file)?;
    let from = state.label(map);
    let in_game = |other: &str| {
        map.lookup_power(other)
            .is_some_and(|o| state.units.iter().any(|u| u.power == o) || state.owners.contains(&Some(o)))
    };
    let other = power_played_by(&file.postal.powers, &name, &id, in_game).and_then(|o| map.lookup_power(o));
    if let (Some(o), false) = (other, standby) {
        return Err(ChangeError::AlreadyPlays {
            player: name,
            plays: map.power(o).name.clone(),
            power: map.power(p).name.clone(),
        });
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
) -> Result<String, ChangeError> {
    if file.postal.proxy_rule != ProxyRule::Notified {
        return Err(ChangeError::ProxiesNotTold(file.postal.proxy_rule));
    }
    let state = position(map, file)?;
    let o = power_named(map, owner)?;
    let number = unit_number(map, &state, o, unit).map_err(ChangeError::Unit)?;
    let owner_id = map.power(o).id.clone();
    let mine = |p: &Proxy| p.owner == owner_id && p.number == number;
    match holder {
        None => {
            let before = file.postal.proxies.len();
            file.postal.proxies.retain(|p| !mine(p));
            if file.postal.proxies.len() == before {
                return Err(ChangeError::NotHanded { power: map.power(o).name.clone(), number });
            }
            Ok(format!("{}'s unit {number} is its own to order again.", map.power(o).name))
        }
        Some(h) => {
            let h = power_named(map, h)?;
            if h == o {
                return Err(ChangeError::HandedToItself);
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
pub fn propose(map: &Map, file: &mut GameFile, words: &[String], abstain_assents: bool) -> Result<String, ChangeError> {
    if let Some(end) = &file.postal.ended {
        return Err(ChangeError::Ended { phase: end.phase().to_string() });
    }
    let named = read_terms(map, words).map_err(ChangeError::Terms)?;
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
