//! The gamesmaster who plays: his own orders sealed before the deadline. Das Dippyspiel's
//! rule 15: "Since the Gamesmaster is an active player in the game, moves must not be sent in
//! the ordinary way [...] The GM, meanwhile, will mail out a copy of his moves to one or more
//! other players, postmarked no later than 2 days prior to the deadline. A player who receives
//! GM moves should insure that precisely the same moves are printed." Any postal game may have
//! a playing gamesmaster, so this works on every board.
//!
//! Before the deadline the gamesmaster seals his sheet ([`seal_sheet`]): the game file's postal
//! section records, for the game's current phase and his power, the SHA-256 digest of the sheet
//! (a [`Seal`]), which he publishes with the copy he mails. At adjudication
//! ([`super::play_sheets`]) the sheets are refused whole unless the sheet that speaks for the
//! sealed power is the one sealed; the report says in one line that it matched.
//!
//! **What is hashed.** The sheet's text as mailed, made plain first so that the same sheet
//! gives the same digest whatever editor or mail program carried it: a byte-order mark at its
//! start is dropped, CR LF and lone CR line ends become LF, white space at the end of each line
//! is removed, blank lines at the end are removed, and the text ends with one LF (an empty
//! text stays empty). The digest is SHA-256 of that text's UTF-8 bytes, written as 64
//! lower-case hexadecimal digits: what `sha256sum SHEET.txt` prints for a sheet with LF line
//! ends, no white space at a line's end and one newline at its end.
//!
//! **Which sheet is the sealed power's.** A sheet speaks for a power when one of its lines
//! names the power at its start (`Frenciana:`, `Country: Frenciana`, `Frenciana, Spring 1501`),
//! as every order reader attributes orders. At adjudication, with a seal for the phase played:
//! - a sheet whose digest is the one sealed is the gamesmaster's, and no other sheet may speak
//!   for his power (else the orders played would not be the ones sealed);
//! - a sheet that speaks for his power without that digest refuses the play
//!   ([`SealBroken`]): nothing is adjudicated and the game file is unchanged;
//! - no sheet for his power at all: the sealed orders never arrived. That is an NMR like any
//!   other (the seal cannot make orders of a sheet nobody has), and the report says that the
//!   sealed orders never arrived, with the digest sealed.
//!
//! The seal is consumed with its phase: once played, it is kept in the phase's history entry
//! ([`super::PlayedPhase::seal`]) and the next phase needs a new one. `--amend` restores the
//! seal of the phase it takes back (a seal made meanwhile for the phase after is dropped: seal
//! that sheet again after the amended phase is played). A seal can only name the game's current
//! phase, so sealing a phase already played is impossible.

use super::file::GameFile;
use super::play::{PlayOptions, Sheet, play_sheets};
use super::refusal::PlayError;
use graustark::parse::{power_heading, press_line};
use graustark::{Map, PowerId};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// A gamesmaster's sheet sealed before the deadline: the phase it is for (its words, as the
/// history names phases), the power it speaks for (its id) and the SHA-256 digest of the sheet
/// (64 lower-case hexadecimal digits, of the sheet made plain as [`normalised`] says).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields, expecting = "a seal: an object with its phase, power and digest")]
pub struct Seal {
    pub phase: String,
    pub power: String,
    pub digest: String,
}

/// A sheet's text as it is hashed: no byte-order mark, LF line ends, no white space at the end
/// of a line, no blank line at the end, and one LF after the last line (none for an empty text).
pub fn normalised(text: &str) -> String {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let unified = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut lines: Vec<&str> = unified.split('\n').map(str::trim_end).collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    let mut out = lines.join("\n");
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

/// The digest of a sheet: SHA-256 of its [`normalised`] text, in lower-case hexadecimal (what
/// `sha256sum` prints for the sheet so written).
pub fn digest(text: &str) -> String {
    let hash = Sha256::digest(normalised(text).as_bytes());
    let mut hex = String::with_capacity(64);
    for byte in hash.iter() {
        hex.push(char::from_digit(u32::from(byte >> 4), 16).unwrap_or('0'));
        hex.push(char::from_digit(u32::from(byte & 0xf), 16).unwrap_or('0'));
    }
    hex
}

/// What [`seal_sheet`] recorded: the phase, the power's name, the digest to publish, and the
/// digest it replaced, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sealed {
    pub phase: String,
    pub power: String,
    pub digest: String,
    pub replaced: Option<String>,
}

impl fmt::Display for Sealed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}'s orders for {} are sealed: {}", self.power, self.phase, self.digest)?;
        if let Some(old) = &self.replaced {
            write!(f, " (in place of {old})")?;
        }
        Ok(())
    }
}

/// Why a sheet cannot be sealed; the game file is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SealError {
    /// The power given is none of this game's (as written).
    UnknownPower(String),
    /// No power was given and the sheet does not name exactly one (the names it gives).
    WhichPower { named: Vec<String> },
    /// The sheet speaks for powers besides the one given (their names).
    OtherPowers { power: String, others: Vec<String> },
    /// The sheet would be refused when played (as the adjudication would say).
    Sheet(PlayError),
    /// The phase is sealed already; only an explicit replacement seals it again.
    AlreadySealed { phase: String, power: String, digest: String },
}

impl fmt::Display for SealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SealError::UnknownPower(name) => write!(f, "no power '{name}' in this game"),
            SealError::WhichPower { named } if named.is_empty() => {
                f.write_str("the sheet names no power: name the power whose orders it is")
            }
            SealError::WhichPower { named } => {
                write!(f, "the sheet names several powers ({}): name the power whose orders it is", named.join(", "))
            }
            SealError::OtherPowers { power, others } => write!(
                f,
                "the sheet gives orders for {} besides {power}: a sealed sheet carries its power's orders alone",
                others.join(", ")
            ),
            SealError::Sheet(e) => write!(f, "the sheet would be refused when played, so it is not sealed: {e}"),
            SealError::AlreadySealed { phase, power, digest } => write!(
                f,
                "{power}'s orders for {phase} are sealed already ({digest}); sealing them again replaces that \
                 digest, which the players may have been sent, and is done only when asked for"
            ),
        }
    }
}

impl std::error::Error for SealError {}

/// Seals `text`, the gamesmaster's sheet for the game's current phase, for `power` (a name or
/// id; none: the one power the sheet names). The sheet is read as the adjudication will read
/// it, and refused if it would be refused then. A seal for the phase already recorded is
/// replaced only if `replace`.
pub fn seal_sheet(
    map: &Map,
    file: &mut GameFile,
    text: &str,
    power: Option<&str>,
    replace: bool,
) -> Result<Sealed, SealError> {
    let state = file.state(map).map_err(|e| SealError::Sheet(e.into()))?;
    let phase = state.label(map);
    // The sheet read as the adjudication reads it, on a copy, with no seal in force.
    let mut trial = file.clone();
    trial.postal.seal = None;
    let sheet = Sheet { name: "the sheet", text };
    play_sheets(map, &mut trial, &[sheet], &PlayOptions { force: true, unordered: false }).map_err(SealError::Sheet)?;
    let named = speaks_for(map, text);
    let power = match power {
        Some(name) => map.lookup_power(name).ok_or_else(|| SealError::UnknownPower(name.to_string()))?,
        None => match named.as_slice() {
            [one] => *one,
            _ => return Err(SealError::WhichPower { named: names(map, &named) }),
        },
    };
    let others: Vec<PowerId> = named.iter().copied().filter(|&p| p != power).collect();
    if !others.is_empty() {
        return Err(SealError::OtherPowers { power: map.power(power).name.clone(), others: names(map, &others) });
    }
    let replaced = match file.postal.seal.take() {
        Some(old) if old.phase == phase && !replace => {
            let power = map.lookup_power(&old.power).map_or_else(|| old.power.clone(), |p| map.power(p).name.clone());
            let refusal = SealError::AlreadySealed { phase: old.phase.clone(), power, digest: old.digest.clone() };
            file.postal.seal = Some(old);
            return Err(refusal);
        }
        Some(old) if old.phase == phase => Some(old.digest),
        // A seal left from another phase is stale: nothing plays it.
        _ => None,
    };
    let digest = digest(text);
    file.postal.seal = Some(Seal { phase: phase.clone(), power: map.power(power).id.clone(), digest: digest.clone() });
    Ok(Sealed { phase, power: map.power(power).name.clone(), digest, replaced })
}

/// The powers a sheet speaks for, in the order first named: those a line names at its start
/// (`Frenciana:`; a header's `Country: Frenciana` or `Frenciana, Spring 1501`), press lines
/// and comments aside.
pub fn speaks_for(map: &Map, text: &str) -> Vec<PowerId> {
    let mut powers = Vec::new();
    for raw in text.lines() {
        if press_line(raw).is_some() {
            continue;
        }
        let line = raw.split('#').next().unwrap_or("").trim();
        let named = power_heading(map, line).map(|(p, _)| p).or_else(|| header_power(map, line));
        if let Some(p) = named.filter(|p| !powers.contains(p)) {
            powers.push(p);
        }
    }
    powers
}

/// The power a header line names other than as `Power:`: `Country: France`, `Power: France`,
/// `France, Spring 1901`, or the power's name alone.
fn header_power(map: &Map, line: &str) -> Option<PowerId> {
    if let Some((key, value)) = line.split_once(':') {
        let key = key.trim().to_ascii_lowercase();
        return if key == "country" || key == "power" { map.lookup_power(value.trim()) } else { None };
    }
    let head = line.split(',').next().unwrap_or("").trim();
    map.lookup_power(head)
}

/// The names of `powers`.
fn names(map: &Map, powers: &[PowerId]) -> Vec<String> {
    powers.iter().map(|&p| map.power(p).name.clone()).collect()
}

/// Sheets refused because the gamesmaster's sealed orders are not what was received: nothing
/// was adjudicated and the game file is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SealBroken {
    /// The sealed power's name.
    pub power: String,
    /// The digest sealed.
    pub sealed: String,
    /// Every sheet's name, as given (the indices below index it).
    pub sheets: Vec<String>,
    /// The sheet that has the digest sealed, if one does.
    pub sealed_sheet: Option<usize>,
    /// Each sheet that speaks for the power without the digest sealed, with its digest.
    pub unsealed: Vec<(usize, String)>,
}

impl SealBroken {
    /// Why one sheet refused (given its digest) is not the gamesmaster's sheet sealed, said of
    /// that sheet alone: what a page puts under it.
    pub fn why_sheet(&self, digest: &str) -> String {
        match self.sealed_sheet.and_then(|k| self.sheets.get(k)) {
            None => format!(
                "not the sheet sealed for {}: its digest is {digest}, the one sealed {}",
                self.power, self.sealed
            ),
            Some(name) => format!(
                "a second sheet of {}'s orders beside the sheet sealed ({name}): the gamesmaster's orders are that \
                 sheet alone",
                self.power
            ),
        }
    }
}

impl fmt::Display for SealBroken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |k: usize| self.sheets.get(k).map_or("a sheet", String::as_str);
        let listed: Vec<String> =
            self.unsealed.iter().map(|(k, digest)| format!("{} has the digest {digest}", name(*k))).collect();
        match self.sealed_sheet {
            None => write!(
                f,
                "the gamesmaster's orders for {} were sealed with the digest {}, but the sheet received is not the \
                 one sealed: {}",
                self.power,
                self.sealed,
                listed.join("; ")
            )?,
            Some(k) => write!(
                f,
                "{} is the gamesmaster's sheet sealed for {} ({}), but other sheets give {}'s orders too: {}",
                name(k),
                self.power,
                self.sealed,
                self.power,
                listed.join("; ")
            )?,
        }
        f.write_str(". Nothing was adjudicated and the game file is unchanged")
    }
}

/// Checks the sheets received, as received, against the seal recorded for the phase played
/// (`phase`), if any: the report's line on it, or the refusal.
pub(crate) fn check(
    map: &Map,
    seal: Option<&Seal>,
    phase: &str,
    sheets: &[Sheet],
) -> Result<Option<String>, PlayError> {
    let Some(seal) = seal.filter(|s| s.phase == phase) else {
        return Ok(None);
    };
    let Some(power) = map.lookup_power(&seal.power) else {
        return Err(PlayError::SealedPowerUnknown(seal.power.clone()));
    };
    let name = &map.power(power).name;
    let digests: Vec<String> = sheets.iter().map(|s| digest(s.text)).collect();
    let sealed_sheet = digests.iter().position(|d| *d == seal.digest);
    let unsealed: Vec<(usize, String)> = sheets
        .iter()
        .enumerate()
        .filter(|&(k, s)| digests[k] != seal.digest && speaks_for(map, s.text).contains(&power))
        .map(|(k, _)| (k, digests[k].clone()))
        .collect();
    match (sealed_sheet, unsealed.is_empty()) {
        (Some(_), true) => Ok(Some(format!(
            "The gamesmaster's orders ({name}) match the digest sealed before the deadline: {}.",
            seal.digest
        ))),
        (None, true) => Ok(Some(format!(
            "The gamesmaster's orders ({name}) were sealed before the deadline with the digest {}, but never \
             arrived: no sheet for {name} was received.",
            seal.digest
        ))),
        (sealed_sheet, false) => Err(PlayError::Seal(SealBroken {
            power: name.clone(),
            sealed: seal.digest.clone(),
            sheets: super::play::sheet_names(sheets),
            sealed_sheet,
            unsealed,
        })),
    }
}

#[cfg(test)]
mod tests {
    use super::{digest, normalised};

    /// Rule 15: "A player who receives GM moves should insure that precisely the same moves are
    /// printed": the digest is SHA-256 as `sha256sum` prints it (vectors from Python's hashlib).
    #[test]
    fn the_digest_is_sha256_in_hex_as_sha256sum_prints_it() {
        // hashlib.sha256(b'').hexdigest()
        assert_eq!(digest(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        // hashlib.sha256(b'England:\nF Lon - Nth\n').hexdigest()
        assert_eq!(
            digest("England:\nF Lon - Nth\n"),
            "1a0c3a8c83aa088ecf2fbf307b0a0e2d0c02ba64e10435ce2df8e9a3bf7e5ce8"
        );
        // hashlib.sha256(b'Frenciana:\nA Par - Bur\nF Bre - MAO\n').hexdigest()
        assert_eq!(
            digest("Frenciana:\nA Par - Bur\nF Bre - MAO\n"),
            "2d4d623e0a54ea4411c142f30be1cbd0f608d280ba518440bd7eeb3b4180266b"
        );
    }

    /// The same sheet carried by another editor or mail program hashes the same: CR LF or CR
    /// line ends, white space at a line's end, blank lines or no newline at the end, a
    /// byte-order mark.
    #[test]
    fn the_sheet_is_made_plain_before_it_is_hashed() {
        let plain = "Frenciana:\nA Par - Bur\nF Bre - MAO\n";
        for carried in [
            "Frenciana:\r\nA Par - Bur  \r\nF Bre - MAO\r\n\r\n\n",
            "Frenciana:\rA Par - Bur\rF Bre - MAO",
            "\u{feff}Frenciana:\nA Par - Bur\t\nF Bre - MAO\n\n",
        ] {
            assert_eq!(normalised(carried), plain, "{carried:?}");
            assert_eq!(digest(carried), digest(plain));
        }
        // Within a line, and blank lines before the end, are the sheet's own.
        assert_ne!(digest("Frenciana:\nA Par -  Bur\n"), digest("Frenciana:\nA Par - Bur\n"));
        assert_ne!(digest("Frenciana:\n\nA Par - Bur\n"), digest("Frenciana:\nA Par - Bur\n"));
        assert_eq!(normalised("\n\n"), "");
    }
}

/// Sheets played under a seal, on the standard board (its map read as JSON: feature `json`,
/// which the workspace's tests have).
#[cfg(all(test, feature = "json"))]
mod played {
    use super::{Seal, SealError, seal_sheet};
    use crate::{GameFile, NewGame, PlayError, PlayOptions, Sheet, play_sheets};
    use graustark::Map;

    fn map() -> Map {
        Map::from_json(include_str!("../../../maps/standard/map.json")).unwrap()
    }

    fn game(map: &Map) -> GameFile {
        GameFile::new(map, &NewGame { map: "standard".into(), ..NewGame::default() }).unwrap()
    }

    const ENGLAND: &str = "England:\nF Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\n";
    const FRANCE: &str = "France:\nA Par - Bur\n";

    fn play(map: &Map, file: &mut GameFile, sheets: &[(&str, &str)]) -> Result<String, PlayError> {
        let sheets: Vec<Sheet> = sheets.iter().map(|&(name, text)| Sheet { name, text }).collect();
        play_sheets(map, file, &sheets, &PlayOptions::default()).map(|p| p.report)
    }

    /// Rule 15: "These envelopes will not be opened by the GM until the move deadline [...] A
    /// player who receives GM moves should insure that precisely the same moves are printed":
    /// the sheet sealed plays, the report says it matched with the whole digest, and the seal
    /// is consumed with the phase, kept in its history entry.
    #[test]
    fn the_sheet_sealed_plays_and_the_report_says_it_matched() {
        let map = map();
        let mut file = game(&map);
        let sealed = seal_sheet(&map, &mut file, ENGLAND, None, false).unwrap();
        assert_eq!((sealed.power.as_str(), sealed.phase.as_str()), ("England", "Spring 1901 movement"));
        assert_eq!(sealed.digest, super::digest(ENGLAND));
        // Carried by a mail program that wrote CR LF: the same sheet.
        let report =
            play(&map, &mut file, &[("france.txt", FRANCE), ("gm.txt", &ENGLAND.replace('\n', "\r\n"))]).unwrap();
        let line = format!(
            "The gamesmaster's orders (England) match the digest sealed before the deadline: {}.",
            sealed.digest
        );
        assert!(report.contains(&line), "{report}");
        assert_eq!(file.postal.seal, None, "the seal is consumed with its phase");
        let entry = file.history.last().unwrap();
        assert!(entry.report.contains(&line));
        assert_eq!(entry.seal.as_ref().map(|s| s.digest.as_str()), Some(sealed.digest.as_str()));
    }

    /// A sheet for the sealed power that is not the sheet sealed refuses the play, naming the
    /// power, the digest sealed and the digest received; the file is as it was.
    #[test]
    fn an_altered_sheet_is_refused_with_both_digests() {
        let map = map();
        let mut file = game(&map);
        let sealed = seal_sheet(&map, &mut file, ENGLAND, Some("england"), false).unwrap();
        let altered = ENGLAND.replace("A Lvp - Yor", "A Lvp - Wal");
        let before = file.to_json().unwrap();
        let e = play(&map, &mut file, &[("france.txt", FRANCE), ("gm.txt", &altered)]).unwrap_err();
        let PlayError::Seal(broken) = &e else { panic!("{e}") };
        assert_eq!((broken.power.as_str(), broken.sealed.as_str()), ("England", sealed.digest.as_str()));
        assert_eq!((broken.sealed_sheet, broken.unsealed.clone()), (None, vec![(1, super::digest(&altered))]));
        let said = e.to_string();
        assert!(
            said.contains(&sealed.digest) && said.contains(&super::digest(&altered)) && said.contains("gm.txt"),
            "{said}"
        );
        assert_eq!(file.to_json().unwrap(), before, "a refusal leaves the game file as it was");
    }

    /// The sealed sheet and another giving the gamesmaster's power orders besides: refused, or
    /// the orders played would not be the ones sealed.
    #[test]
    fn orders_for_the_sealed_power_beside_the_sealed_sheet_are_refused() {
        let map = map();
        let mut file = game(&map);
        seal_sheet(&map, &mut file, ENGLAND, None, false).unwrap();
        let more = "England:\nAdds to earlier orders\nA Lvp - Wal\n";
        let e = play(&map, &mut file, &[("gm.txt", ENGLAND), ("more.txt", more)]).unwrap_err();
        let PlayError::Seal(broken) = &e else { panic!("{e}") };
        assert_eq!(broken.sealed_sheet, Some(0));
        assert_eq!(broken.unsealed.iter().map(|u| u.0).collect::<Vec<_>>(), [1]);
        assert!(e.to_string().contains("other sheets give England's orders too"), "{e}");
        assert_eq!(
            broken.why_sheet(&broken.unsealed[0].1),
            "a second sheet of England's orders beside the sheet sealed (gm.txt): the gamesmaster's orders are that \
             sheet alone"
        );
    }

    /// No sheet for the sealed power: an NMR like any other, and the report says the sealed
    /// orders never arrived.
    #[test]
    fn sealed_orders_that_never_arrived_are_an_nmr_and_the_report_says_so() {
        let map = map();
        let mut file = game(&map);
        let sealed = seal_sheet(&map, &mut file, ENGLAND, None, false).unwrap();
        let report = play(&map, &mut file, &[("france.txt", FRANCE)]).unwrap();
        assert!(
            report
                .contains(&format!("sealed before the deadline with the digest {}, but never arrived", sealed.digest)),
            "{report}"
        );
        assert_eq!(file.postal.seal, None);
    }

    /// Sealing twice for one phase is refused unless asked; asked, the new digest replaces the
    /// old. A seal names the current phase only: the next phase needs its own.
    #[test]
    fn sealing_again_replaces_only_when_asked() {
        let map = map();
        let mut file = game(&map);
        let first = seal_sheet(&map, &mut file, ENGLAND, None, false).unwrap();
        let other = "England:\nF Lon - Eng\n";
        let e = seal_sheet(&map, &mut file, other, None, false).unwrap_err();
        assert!(matches!(&e, SealError::AlreadySealed { digest, .. } if *digest == first.digest), "{e}");
        assert_eq!(file.postal.seal.as_ref().map(|s| &s.digest), Some(&first.digest), "the refusal keeps the seal");
        let second = seal_sheet(&map, &mut file, other, None, true).unwrap();
        assert_eq!(second.replaced, Some(first.digest));
        play(&map, &mut file, &[("gm.txt", other), ("france.txt", FRANCE)]).unwrap();
        // The seal is consumed: a seal now names the next phase, and needs no replacing.
        let sealed =
            seal_sheet(&map, &mut file, "England:\nF Eng - Bre\n", None, false).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(sealed.phase, "Fall 1901 movement");
    }

    /// The power sealed is the one the sheet names, or the one given; a sheet naming none or
    /// several, or others than the one given, and a sheet the adjudication would refuse, are
    /// not sealed.
    #[test]
    fn a_sheet_is_sealed_for_one_power_and_only_if_it_would_be_played() {
        let map = map();
        let mut file = game(&map);
        let both = "England:\nF Lon - Nth\nFrance:\nA Par - Bur\n";
        assert!(
            matches!(seal_sheet(&map, &mut file, both, None, false), Err(SealError::WhichPower { named }) if named.len() == 2)
        );
        assert!(matches!(
            seal_sheet(&map, &mut file, both, Some("england"), false),
            Err(SealError::OtherPowers { .. })
        ));
        assert!(matches!(
            seal_sheet(&map, &mut file, ENGLAND, Some("Atlantis"), false),
            Err(SealError::UnknownPower(_))
        ));
        let e = seal_sheet(&map, &mut file, "England:\nF Lon - Moon\n", None, false).unwrap_err();
        assert!(matches!(&e, SealError::Sheet(PlayError::Lines(_))), "{e}");
        // A header naming the power is read as the power's.
        let headed = "Country: England\nSpring 1901\nF Lon - Nth\n";
        assert_eq!(seal_sheet(&map, &mut file, headed, None, false).unwrap().power, "England");
        assert!(file.postal.seal.is_some());
    }

    /// A two-season game's sheet carries the season (house rule 3.1): sealed at the season's
    /// movement phase, checked when the season is played, kept in the season's history entry.
    #[test]
    fn a_two_season_game_s_season_is_sealed_whole() {
        let map = map();
        let mut file = GameFile::new(
            &map,
            &NewGame { map: "standard".into(), year: crate::Year::TwoSeason, ..NewGame::default() },
        )
        .unwrap();
        let sealed = seal_sheet(&map, &mut file, ENGLAND, None, false).unwrap();
        assert!(matches!(play(&map, &mut file, &[("gm.txt", "England:\nF Lon - Eng\n")]), Err(PlayError::Seal(_))));
        let report = play(&map, &mut file, &[("gm.txt", ENGLAND), ("france.txt", FRANCE)]).unwrap();
        assert!(
            report.contains(&format!("match the digest sealed before the deadline: {}", sealed.digest)),
            "{report}"
        );
        let entry = file.history.last().unwrap();
        assert!(entry.phase.ends_with("(the season)"), "{}", entry.phase);
        assert_eq!(entry.seal.as_ref().map(|s| &s.digest), Some(&sealed.digest));
    }

    /// A seal left for another phase than the one played (the game played on elsewhere, at
    /// the table) checks nothing, and is dropped with the phase played.
    #[test]
    fn a_seal_for_another_phase_checks_nothing() {
        let map = map();
        let mut file = game(&map);
        file.postal.seal =
            Some(Seal { phase: "Fall 1900 movement".into(), power: "england".into(), digest: "00".repeat(32) });
        let report = play(&map, &mut file, &[("gm.txt", "England:\nF Lon - Eng\n")]).unwrap();
        assert!(!report.contains("gamesmaster's orders"), "{report}");
        assert_eq!(file.postal.seal, None);
        assert_eq!(file.history[0].seal, None);
    }

    /// `--amend` plays the phase again under the seal it was played with.
    #[test]
    fn amending_a_phase_restores_its_seal() {
        let map = map();
        let mut file = game(&map);
        let sealed = seal_sheet(&map, &mut file, ENGLAND, None, false).unwrap();
        play(&map, &mut file, &[("gm.txt", ENGLAND)]).unwrap();
        file.take_back_last_phase().unwrap();
        assert_eq!(file.postal.seal.as_ref().map(|s| &s.digest), Some(&sealed.digest));
        assert!(matches!(play(&map, &mut file, &[("gm.txt", "England:\nF Lon H\n")]), Err(PlayError::Seal(_))));
    }

    /// The seal is written in the postal section and read back.
    #[test]
    fn the_seal_is_kept_in_the_game_file() {
        let map = map();
        let mut file = game(&map);
        seal_sheet(&map, &mut file, ENGLAND, None, false).unwrap();
        let text = file.to_json().unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["version"], 4);
        let seal: Seal = serde_json::from_value(value["postal"]["seal"].clone()).unwrap();
        assert_eq!((seal.phase.as_str(), seal.power.as_str()), ("Spring 1901 movement", "england"));
        assert_eq!(GameFile::from_json(&text).unwrap().postal.seal, Some(seal));
    }
}
