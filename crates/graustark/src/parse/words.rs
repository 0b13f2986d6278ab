//! The words of an order: the text cut into tokens, and the words each part of an order may
//! be written with.

use crate::map::{KINDS, UnitKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tok<'a> {
    Word(&'a str),
    Dash,
    Open,
    Close,
    Slash,
    Colon,
}

/// The text cut into words and the marks between them; runs of dashes and arrows are one
/// dash, and spaces, commas and semicolons only separate.
pub(super) fn tokenize(text: &str) -> Vec<Tok<'_>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let c = text[i..].chars().next().unwrap_or(' ');
        let len = c.len_utf8();
        match c {
            c if c.is_whitespace() || c == ',' || c == ';' => i += len,
            '-' | '–' | '—' | '→' | '>' | '=' => {
                if out.last() != Some(&Tok::Dash) {
                    out.push(Tok::Dash);
                }
                i += len;
            }
            '(' | '[' => {
                out.push(Tok::Open);
                i += len;
            }
            ')' | ']' => {
                out.push(Tok::Close);
                i += len;
            }
            '/' => {
                out.push(Tok::Slash);
                i += len;
            }
            ':' => {
                out.push(Tok::Colon);
                i += len;
            }
            _ => {
                let start = i;
                while i < text.len() {
                    let c = text[i..].chars().next().unwrap_or(' ');
                    if c.is_alphanumeric() || c == '.' || c == '\'' || c == '_' {
                        i += c.len_utf8();
                    } else {
                        break;
                    }
                }
                if i == start {
                    // A character we do not use: keep it as a word so it is named in errors.
                    i += len;
                }
                out.push(Tok::Word(&text[start..i]));
            }
        }
    }
    out
}

/// A unit number as written: `5`, or `5F`/`5A`/`5L` with the unit's type after it (a kind
/// whose letter is one letter).
pub(super) fn number_word(w: &str) -> Option<(u16, Option<UnitKind>)> {
    let digits = w.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let n: u16 = w[..digits].parse().ok()?;
    let kind = match &w[digits..] {
        "" => None,
        letter => {
            Some(UnitKind::ALL.into_iter().find(|k| k.letter().len() == 1 && k.letter().eq_ignore_ascii_case(letter))?)
        }
    };
    Some((n, kind))
}

/// The parser's own ways to write a unit, beyond the table's words and letters: a prefix
/// before the letter of a kind it may go with. Cat Diplomacy writes a doubled unit `DA`, `DF`,
/// `DCG` (any unit that fights may be doubled), Militarism III an army or fleet with its
/// Leader `IA`, `IF` (rule 3: "An A or F which is accompanied by an L (IA or IF)"), also
/// written `LA`, `LF`. The order is the unit's (the Leader goes with it).
const PREFIXED: [Prefixed; 3] = [
    Prefixed { prefix: "d", goes_with: UnitKind::fights },
    Prefixed { prefix: "i", goes_with: UnitKind::hosts },
    Prefixed { prefix: "l", goes_with: UnitKind::hosts },
];

/// A prefix the parser reads before a kind's letter, and the capability of the kinds it may
/// go before.
struct Prefixed {
    prefix: &'static str,
    goes_with: fn(UnitKind) -> bool,
}

/// The kind a word names, in lower case (see [`lower`]): a kind's word, letter or other
/// written form in the table (`army`, `a`, `cg`, `coastguard`, `l`), or one of the parser's
/// prefixed forms ([`PREFIXED`]: `da`, `dcg`, `ia`, `lf`).
pub(super) fn kind_word(w: &str) -> Option<UnitKind> {
    // The letters first: what nearly every order writes (`A`, `F`).
    let letter = KINDS.iter().find(|k| k.letter.eq_ignore_ascii_case(w)).map(|k| k.kind);
    letter.or_else(|| UnitKind::from_word(w)).or_else(|| {
        PREFIXED.iter().find_map(|p| {
            let letter = w.strip_prefix(p.prefix)?;
            UnitKind::ALL.into_iter().find(|&k| (p.goes_with)(k) && k.letter().eq_ignore_ascii_case(letter))
        })
    })
}

/// The kind of a unit's half a word names, `army` or `a`, `fleet` or `f` (in any case, with or
/// without a trailing `.`): a kind that is one of two different halves a unit splits into (Cat
/// Diplomacy's coast guard: "one fleet and one army", example F writes `(army)`).
pub(super) fn half_word(w: &str) -> Option<UnitKind> {
    let is_half =
        |k: UnitKind| UnitKind::ALL.iter().any(|s| matches!(s.halves(), [a, b] if a != b && (a == k || b == k)));
    UnitKind::from_word(&lower(w)).filter(|&k| is_half(k))
}

/// A word in lower case, without a trailing `.` (`Par.` is `par`).
pub(super) fn lower(w: &str) -> String {
    crate::case::lowercase(w.trim_end_matches('.'))
}

/// Whether a word is one of `words`, in any case and with or without a trailing `.`.
pub(super) fn is_any(w: &str, words: &[&str]) -> bool {
    let w = w.trim_end_matches('.');
    words.iter().any(|k| w.eq_ignore_ascii_case(k))
}

/// Appends a word to a name being built in normalized form (as `normalize_name` writes it):
/// words one space apart, lower case, `.` and `'` dropped, `_` as a space.
pub(super) fn push_normalized(key: &mut String, word: &str) {
    let mut space = !key.is_empty();
    for c in word.chars() {
        match c {
            '.' | '\'' => {}
            '_' => space = !key.is_empty(),
            c => {
                if space {
                    key.push(' ');
                    space = false;
                }
                if c.is_ascii() {
                    key.push(c.to_ascii_lowercase());
                } else {
                    key.push(crate::case::lower(c));
                }
            }
        }
    }
}

pub(super) const MOVE: &[&str] = &["to", "m", "move", "moves", "mv", "attack", "attacks", "retreat", "retreats", "r"];
pub(super) const HOLD: &[&str] = &["h", "hold", "holds", "stand", "stands"];
pub(super) const SUPPORT: &[&str] = &["s", "sup", "supp", "support", "supports"];
pub(super) const CONVOY: &[&str] = &["c", "convoy", "convoys"];
/// Between a fleet's two armies (Das Dippyspiel, rule 9).
#[cfg(feature = "world")]
pub(super) const AND: &[&str] = &["and", "&"];
/// A fleet's owner letting a foreign army board it (Das Dippyspiel, rule 13).
#[cfg(feature = "world")]
pub(super) const ACCEPT: &[&str] = &["accept", "accepts"];
/// The A/F's marks: `(becomes A/F)`, `(S) by F Xxxx`.
#[cfg(feature = "world")]
pub(super) const BECOMES: &[&str] = &["becomes", "become"];
#[cfg(feature = "world")]
pub(super) const BY: &[&str] = &["by"];
/// Going on board a fleet (1958): `A Lon board F Nth`, `5 on board 3F`.
pub(super) const BOARD: &[&str] = &["board", "boards", "aboard", "embark", "embarks", "on"];
/// Going ashore from a fleet (1958): `A Nwy off`, `5 disembark`.
pub(super) const DISEMBARK: &[&str] = &["off", "disembark", "disembarks", "land", "lands"];
pub(super) const DISBAND: &[&str] = &["d", "disband", "disbands", "remove", "removes"];
pub(super) const BUILD: &[&str] = &["b", "build", "builds"];
pub(super) const WAIVE: &[&str] = &["waive", "waives", "waived"];
pub(super) const CAPITAL: &[&str] = &["capital"];
/// Das Dippyspiel's vents (rule 7): `Open Scot`, `Close Scot`.
#[cfg(feature = "world")]
pub(super) const OPEN: &[&str] = &["open"];
#[cfg(feature = "world")]
pub(super) const CLOSE: &[&str] = &["close"];
#[cfg(feature = "world")]
pub(super) const DESIGNATE: &[&str] = &["designate"];
#[cfg(feature = "world")]
pub(super) const UNDESIGNATE: &[&str] = &["undesignate", "redesignate"];
#[cfg(feature = "world")]
pub(super) const CEDE: &[&str] = &["cede", "give", "sell"];
#[cfg(feature = "world")]
pub(super) const TO: &[&str] = &["to"];
#[cfg(feature = "world")]
pub(super) const CAPTURE: &[&str] = &["capture"];
#[cfg(feature = "world")]
pub(super) const VOTE: &[&str] = &["vote"];
#[cfg(feature = "world")]
pub(super) const PAPAL: &[&str] = &["papal"];
#[cfg(feature = "world")]
pub(super) const MINE: &[&str] = &["m", "mine"];
#[cfg(feature = "world")]
pub(super) const PRODUCES: &[&str] = &["p"];
#[cfg(feature = "world")]
pub(super) const TRANSFERRED: &[&str] = &["t"];

#[cfg(test)]
mod tests {
    use super::{half_word, kind_word, number_word};
    use crate::map::UnitKind;

    #[test]
    fn every_written_form_of_a_kind_reads_as_before() {
        let (a, f, cg, l) = (UnitKind::Army, UnitKind::Fleet, UnitKind::CoastGuard, UnitKind::Leader);
        let forms = [
            ("a", a),
            ("army", a),
            ("da", a),
            ("la", a),
            ("ia", a),
            ("f", f),
            ("fleet", f),
            ("df", f),
            ("lf", f),
            ("if", f),
            ("cg", cg),
            ("coastguard", cg),
            ("dcg", cg),
            ("l", l),
            ("leader", l),
        ];
        for (w, kind) in forms {
            assert_eq!(kind_word(w), Some(kind), "{w}");
        }
        // A Leader is never doubled nor accompanied, a coast guard never accompanied (Militarism
        // III, rule 3: "An A or F which is accompanied by an L (IA or IF)"); a prefix goes before
        // a letter only.
        for w in ["dl", "il", "ll", "icg", "lcg", "d", "i", "darmy", "lfleet", "coast", "guard", "x", ""] {
            assert_eq!(kind_word(w), None, "{w}");
        }
    }

    #[test]
    fn a_half_is_an_army_or_a_fleet_and_a_number_takes_a_one_letter_kind() {
        for (w, kind) in
            [("army", UnitKind::Army), ("A", UnitKind::Army), ("Fleet.", UnitKind::Fleet), ("f", UnitKind::Fleet)]
        {
            assert_eq!(half_word(w), Some(kind), "{w}");
        }
        for w in ["cg", "coastguard", "l", "leader", "da", "priority"] {
            assert_eq!(half_word(w), None, "{w}");
        }
        assert_eq!(number_word("5F"), Some((5, Some(UnitKind::Fleet))));
        assert_eq!(number_word("12a"), Some((12, Some(UnitKind::Army))));
        assert_eq!(number_word("4L"), Some((4, Some(UnitKind::Leader))));
        assert_eq!(number_word("7"), Some((7, None)));
        assert_eq!(number_word("5CG"), None);
        assert_eq!(number_word("5x"), None);
    }
}
