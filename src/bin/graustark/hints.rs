//! What the command line adds to the gamesmaster's refusals: the library says what is wrong and
//! where, by kind, and names no flag; here each kind that the gamesmaster can act on gets the
//! command or flag that does it.

use graustark_gm::PlayError;
use graustark_gm::changes::ChangeError;
use graustark_gm::header::HeaderErrorKind;
use graustark_gm::proxies::ProxyRule;
use graustark_gm::refusal::LineWhy;
use graustark_gm::seal::SealError;

/// `gm`'s refusal of the sheets, with how to act on it where a command or flag does.
pub fn play_refused(e: &PlayError) -> String {
    let hint = match e {
        PlayError::FirstMovesMissed { .. } => Some("`gm --force` forces it; `graustark player` records a new player."),
        PlayError::NoProposal => Some("`graustark propose` puts a proposal to the players."),
        PlayError::ProxyNotAllowed(ProxyRule::Notified) => Some("`graustark proxy` records a proxy."),
        PlayError::Over(graustark_gm::refusal::GameOver::Victory { .. }) => {
            Some("`gm --amend` plays the last phase again.")
        }
        PlayError::Seal(_) => Some(
            "give the gamesmaster's sheet exactly as sealed: `sha256sum` of a sheet with LF line ends gives its \
             digest (`graustark gm --help` says what is hashed).",
        ),
        PlayError::Lines(lines)
            if lines.lines.iter().any(|l| matches!(l.why, LineWhy::Header(HeaderErrorKind::OtherPlayer { .. }))) =>
        {
            Some("`graustark player` records a new player.")
        }
        _ => None,
    };
    match hint {
        Some(hint) => format!("{e}\n({hint})"),
        None => e.to_string(),
    }
}

/// A change's refusal (`player`, `proxy`, `propose`), with how to act on it.
pub fn change_refused(e: &ChangeError) -> String {
    match e {
        ChangeError::AlreadyPlays { .. } => format!("{e} (`graustark player --standby`)"),
        ChangeError::ProxiesNotTold(_) => format!("{e} (`graustark new --proxies notified`)"),
        _ => e.to_string(),
    }
}

/// A seal refused (`gm --seal`), with how to act on it.
pub fn seal_refused(e: &SealError) -> String {
    match e {
        SealError::WhichPower { .. } => format!("{e} (`--power POWER`)"),
        SealError::AlreadySealed { .. } => format!("{e} (`--replace`)"),
        SealError::Sheet(play) => {
            format!("the sheet would be refused when played, so it is not sealed: {}", play_refused(play))
        }
        _ => e.to_string(),
    }
}
