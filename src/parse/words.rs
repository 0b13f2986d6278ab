//! The words of an order: the text cut into tokens, and the words each part of an order may
//! be written with.

use crate::map::UnitKind;

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

/// A unit number as written: `5`, or `5F`/`5A` with the unit's type after it.
pub(super) fn number_word(w: &str) -> Option<(u16, Option<UnitKind>)> {
    let digits = w.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let n: u16 = w[..digits].parse().ok()?;
    let kind = match &w[digits..] {
        "" => None,
        "f" | "F" => Some(UnitKind::Fleet),
        "a" | "A" => Some(UnitKind::Army),
        "l" | "L" => Some(UnitKind::Leader),
        _ => return None,
    };
    Some((n, kind))
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
/// Going on board a fleet (1958): `A Lon board F Nth`, `5 on board 3F`.
pub(super) const BOARD: &[&str] = &["board", "boards", "aboard", "embark", "embarks", "on"];
/// Going ashore from a fleet (1958): `A Nwy off`, `5 disembark`.
pub(super) const DISEMBARK: &[&str] = &["off", "disembark", "disembarks", "land", "lands"];
pub(super) const DISBAND: &[&str] = &["d", "disband", "disbands", "remove", "removes"];
pub(super) const BUILD: &[&str] = &["b", "build", "builds"];
pub(super) const WAIVE: &[&str] = &["waive", "waives", "waived"];
pub(super) const CAPITAL: &[&str] = &["capital"];
