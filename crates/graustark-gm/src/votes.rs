//! Ending the game by vote (God Save The Zine house rules 8): the gamesmaster puts a proposal
//! with its terms (`graustark propose`: a draw among named powers, a concession, a ranked
//! result); each player votes in the next sheet, `Vote: yes` or `Vote: no` under its name; the
//! game ends if every player still in assents. Abstaining (or an NMR) is dissent the first
//! time a proposal is put, and assent when the same proposal, defeated, is put again the season
//! after (8.2), or when the gamesmaster says so on putting it (8.3); but the game does not end
//! when more than half of the players who sent orders did not mention it (8.4). The report
//! says only whether it was carried (8.5), never who proposed it or how anyone voted.

use super::ending::Ending;
use super::lines::take_lines;
use super::refusal::{LineWhy, PlayError, RefusedLine, VoteError, all_read};
use graustark::{Map, PowerId};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a proposal would end the game with.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(
    rename_all = "kebab-case",
    deny_unknown_fields,
    expecting = "terms: an object with one of draw, concession or ranked"
)]
pub enum Terms {
    /// A draw shared by these powers (ids).
    Draw(Vec<String>),
    /// Everyone concedes to this power.
    Concession(String),
    /// A result ranked in tiers, the first tier best (8.6).
    Ranked(Vec<Vec<String>>),
}

impl Terms {
    /// The terms as this board allows them: a draw (or a ranked result's first tier, when it
    /// is shared) is shared by the powers the map's `draw` says ([`Map::draw_sharers`]). On
    /// the Cat board a draw between two powers is the draw between all three: rule 8 says "such
    /// a game is considered a three-way draw", so a proposal of one is read as the game it
    /// would be scored as (`tests/cat_draws.rs` says why it is not refused). Names the map does
    /// not know are kept as they are.
    pub fn on_board(self, map: &Map) -> Terms {
        let shared = |ids: &[String]| -> Option<Vec<String>> {
            let powers: Option<Vec<PowerId>> = ids.iter().map(|id| map.lookup_power(id)).collect();
            let sharers = map.draw_sharers(&powers?);
            let ids: Vec<String> = sharers.iter().map(|&p| map.power(p).id.clone()).collect();
            Some(ids)
        };
        match self {
            Terms::Draw(ids) => Terms::Draw(shared(&ids).unwrap_or(ids)),
            Terms::Ranked(tiers) if tiers.first().is_some_and(|t| t.len() > 1) => match shared(&tiers[0]) {
                Some(all) if all.len() > tiers[0].len() => Terms::Draw(all),
                _ => Terms::Ranked(tiers),
            },
            other => other,
        }
    }

    /// The terms as the report states them: "a draw between England, France and Germany".
    pub fn describe(&self, map: &Map) -> String {
        let name = |id: &String| map.lookup_power(id).map_or_else(|| id.clone(), |p| map.power(p).name.clone());
        let list = |ids: &[String]| {
            let names: Vec<String> = ids.iter().map(name).collect();
            match names.as_slice() {
                [] => String::new(),
                [one] => one.clone(),
                [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
            }
        };
        match self {
            Terms::Draw(ids) => format!("a draw between {}", list(ids)),
            Terms::Concession(id) => format!("a concession to {}", name(id)),
            Terms::Ranked(tiers) => {
                let tiers: Vec<String> = tiers.iter().map(|t| list(t)).collect();
                format!("a ranked result: {}", tiers.join("; then "))
            }
        }
    }
}

/// A proposal put to the players, and how many seasons running it has been put.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, expecting = "a proposal: an object with its terms and times")]
pub struct Proposal {
    pub terms: Terms,
    /// 1 the first time; 2 or more when put again the season after its defeat.
    pub times: u32,
    /// The gamesmaster declared abstention assent on putting it (8.3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub abstain_assents: bool,
}

/// A vote as a sheet gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vote {
    Yes,
    No,
}

/// Each power's vote, as its sheets gave it.
pub type Votes = Vec<(PowerId, Vote)>;

/// Takes a sheet's `Vote: yes|no` lines out of its text (kept as the power's name, so the
/// line numbers stay), with each power's last vote. Errors name the line (in the `sheet`th
/// sheet).
pub fn read_votes(map: &Map, sheet: usize, text: &str) -> Result<(String, Votes), Vec<RefusedLine>> {
    let answer = |rest: &str| {
        rest.split_once(':').filter(|(h, _)| h.trim().eq_ignore_ascii_case("vote")).map(|(_, a)| a.trim().to_string())
    };
    let (kept, read) = take_lines(
        map,
        text,
        |_, rest| answer(rest).is_some(),
        |t| {
            let said = answer(t.rest).unwrap_or_default();
            let vote = match said.trim_end_matches('.').to_ascii_lowercase().as_str() {
                "yes" | "aye" | "accept" | "agree" => Some(Vote::Yes),
                "no" | "nay" | "reject" | "refuse" => Some(Vote::No),
                _ => None,
            };
            let refuse =
                |kind| Err(RefusedLine { sheet, line: t.line, text: t.rest.to_string(), why: LineWhy::Vote(kind) });
            match (t.power, vote) {
                (Some(p), Some(v)) => Ok((p, v)),
                (None, _) => refuse(VoteError::NoPower),
                (_, None) => refuse(VoteError::Unreadable),
            }
        },
    );
    // Each power's last vote counts.
    let mut votes: Votes = Vec::new();
    for (p, v) in all_read(read)? {
        votes.retain(|(q, _)| *q != p);
        votes.push((p, v));
    }
    Ok((kept, votes))
}

/// Whether the proposal is carried by these votes from the players still in (`voters`), of
/// whom `sent_orders` sent orders this time.
pub fn carried(proposal: &Proposal, voters: &[PowerId], sent_orders: &[PowerId], votes: &[(PowerId, Vote)]) -> bool {
    let vote_of = |p: PowerId| votes.iter().find(|(q, _)| *q == p).map(|&(_, v)| v);
    let abstention_assents = proposal.abstain_assents || proposal.times >= 2;
    let all_assent = voters.iter().all(|&p| match vote_of(p) {
        Some(v) => v == Vote::Yes,
        None => abstention_assents,
    });
    // 8.4: not when more than half of those who sent orders never mentioned it.
    let active: Vec<PowerId> = voters.iter().copied().filter(|p| sent_orders.contains(p)).collect();
    let silent = active.iter().filter(|&&p| vote_of(p).is_none()).count();
    all_assent && silent * 2 <= active.len()
}

/// A proposal defeated, kept so that putting it again the season after counts abstention as
/// assent (8.2).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(deny_unknown_fields, expecting = "a defeated proposal: an object with its terms, times and at")]
pub struct Defeated {
    pub terms: Terms,
    pub times: u32,
    /// The length of the game's history when it was defeated.
    pub at: usize,
}

/// Why a proposal's terms cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TermsError {
    /// None of the forms terms take.
    Unreadable,
    /// A word that names no power of this game (as written).
    UnknownPower(String),
    /// A ranked result with an empty tier.
    EmptyTier,
}

impl fmt::Display for TermsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TermsError::Unreadable => {
                f.write_str("a proposal reads `draw POWER...`, `concede POWER` or `ranked POWER... / POWER...`")
            }
            TermsError::UnknownPower(name) => write!(f, "no power '{name}' in this game"),
            TermsError::EmptyTier => f.write_str("a ranked result has an empty tier: write POWER... / POWER..."),
        }
    }
}

impl std::error::Error for TermsError {}

/// Reads the terms a gamesmaster writes: `draw POWER...`, `concede POWER`, or
/// `ranked POWER... / POWER... / ...` (tiers between slashes, the first best).
pub fn read_terms(map: &Map, words: &[String]) -> Result<Terms, TermsError> {
    let id = |w: &str| {
        map.lookup_power(w).map(|p| map.power(p).id.clone()).ok_or_else(|| TermsError::UnknownPower(w.to_string()))
    };
    let (kind, rest) = words.split_first().ok_or(TermsError::Unreadable)?;
    let ids = |ws: &[String]| ws.iter().filter(|w| w.as_str() != "/").map(|w| id(w)).collect::<Result<Vec<_>, _>>();
    match kind.to_ascii_lowercase().as_str() {
        "draw" if !rest.is_empty() => Ok(Terms::Draw(ids(rest)?)),
        "concede" | "concession" if rest.len() == 1 => Ok(Terms::Concession(id(&rest[0])?)),
        "ranked" if !rest.is_empty() => {
            let tiers = rest.split(|w| w == "/").map(ids).collect::<Result<Vec<_>, _>>()?;
            if tiers.iter().any(Vec::is_empty) {
                return Err(TermsError::EmptyTier);
            }
            Ok(Terms::Ranked(tiers))
        }
        _ => Err(TermsError::Unreadable),
    }
}

/// Settles the proposal before the players, if any, with the votes this phase's sheets gave:
/// the game file records the ending or the defeat, and the report's line is returned. Votes
/// with no proposal before the players are refused.
#[allow(clippy::too_many_arguments)]
pub fn settle(
    map: &Map,
    file: &mut super::file::GameFile,
    state: &graustark::GameState,
    votes: &[(PowerId, Vote)],
    sent_orders: &[PowerId],
    excused: &[PowerId],
    phase: &str,
) -> Result<Vec<String>, PlayError> {
    let Some(proposal) = file.postal.proposal.clone() else {
        if votes.is_empty() {
            return Ok(Vec::new());
        }
        return Err(PlayError::NoProposal);
    };
    let out = graustark::phase_duties(map, state, &file.rules).eliminated;
    let voters: Vec<PowerId> =
        (0..map.powers.len()).map(|i| PowerId(i as u8)).filter(|p| !out.contains(p) && !excused.contains(p)).collect();
    let terms = proposal.terms.clone().on_board(map);
    let described = terms.describe(map);
    file.postal.proposal = None;
    if carried(&proposal, &voters, sent_orders, votes) {
        file.postal.ended = Some(Ending::Vote { terms, phase: phase.to_string() });
        Ok(vec![format!("The proposal to end the game with {described} was carried: the game ends.")])
    } else {
        file.postal.defeated = Some(Defeated { terms, times: proposal.times, at: file.history.len() + 1 });
        Ok(vec![format!("The proposal to end the game with {described} was not carried.")])
    }
}
