//! Das Dippyspiel's economic orders (rules 3, 8 and 12), read only on a board with an economy:
//!
//! - `Designate Pari`, `Undesignate Pari`: a build centre made or unmade (rule 3; the source
//!   says "designate" and "redesignated as a plain supply center", and gives no notation);
//! - `Pari (T)-Glockorla` or `Cede Pari to Glockorla`: a centre given or sold (rule 12, which
//!   gives no notation: the first form is the source's "(T)-, transferred to (in reference to
//!   ownership, not movement)");
//! - `M Pari (P) 10G`: a mine worked (rule 8's `M XXXX (P) 10G`), the amount optional;
//! - `10G Pari (T)-Glockorla`: gold handed over where it lies (rule 8's `10G XXXX
//!   (T)-Glockorla`);
//! - `10G Pari - Burg`, `G Pari - Burg`: gold carried to a neighbouring province (rule 8: "G
//!   units travel as regular units"; the source writes no gold move, so a unit's move with the
//!   gold named as the transfer names it);
//! - `Capture 10G Pari`, `Capture G Pari`: unprotected foreign gold taken ("writing an order for
//!   the said G units"; the source gives no notation);
//! - on a board with a Papacy (rule 5, which gives no notation): `Vote Frenciana`, `Papal Tuni`,
//!   `Papal Tuni for Graustark`, `Remove papal Tuni`.

use super::Cursor;
use super::ParseErrorKind;
use super::words::{CAPTURE, CEDE, DESIGNATE, MINE, PAPAL, PRODUCES, TO, TRANSFERRED, Tok, UNDESIGNATE, VOTE, is_any};
use crate::map::{Gold, PowerId};
use crate::order::Deed;
use crate::parse::ParseError;

impl Cursor<'_, '_> {
    /// An economic order, on a board with an economy; None, with nothing read, where the words
    /// begin none.
    pub(super) fn deed(&mut self) -> Result<Option<Deed>, ParseError> {
        if self.map.economy.is_none() {
            return Ok(None);
        }
        if self.map.papacy.is_some()
            && let Some(deed) = self.papal_deed()?
        {
            return Ok(Some(deed));
        }
        for (words, designate) in [(DESIGNATE, true), (UNDESIGNATE, false)] {
            if self.eat_word(words) {
                let province = self.province_here()?;
                self.end()?;
                return Ok(Some(Deed::BuildCentre { province, designate }));
            }
        }
        if self.eat_word(CEDE) {
            let province = self.province_here()?;
            if !self.eat_word(TO) && !self.eat(Tok::Dash) {
                let found = self.describe_here();
                return Err(self.err(ParseErrorKind::Expected { what: "'to' and the power given the centre", found }));
            }
            let to = self.power_to_end()?;
            return Ok(Some(Deed::Cede { province, to }));
        }
        if self.eat_word(MINE) {
            let province = self.province_here()?;
            if !self.bracketed(PRODUCES) {
                let found = self.describe_here();
                return Err(self.err(ParseErrorKind::Expected { what: "'(P)' after the mine", found }));
            }
            let written = self.amount();
            self.end()?;
            return Ok(Some(Deed::Mine { province, written }));
        }
        if self.eat_word(CAPTURE) {
            let Some(amount) = self.gold_amount() else {
                let found = self.describe_here();
                return Err(self.err(ParseErrorKind::Expected { what: "the gold to capture ('10G' or 'G')", found }));
            };
            let at = self.province_here()?;
            self.end()?;
            return Ok(Some(Deed::Capture { amount, at }));
        }
        if let Some(amount) = self.gold_amount() {
            let from = self.province_here()?;
            if self.eat(Tok::Dash) {
                let to = self.province_here()?;
                self.end()?;
                return Ok(Some(Deed::MoveGold { amount, from, to }));
            }
            self.transferred()?;
            let Some(amount) = amount else {
                return Err(
                    self.err(ParseErrorKind::Expected { what: "the gold's amount ('10G')", found: "'G'".into() })
                );
            };
            let to = self.power_to_end()?;
            return Ok(Some(Deed::Transfer { amount, at: from, to }));
        }
        self.cession()
    }

    /// Whether the bracketed words `ws` just read after a place are `(T)` or `(P)` on a board
    /// with an economy: the marks of its orders, not a coast.
    pub(super) fn economy_mark(&self, ws: &[&str]) -> bool {
        self.map.economy.is_some() && matches!(ws, [w] if is_any(w, TRANSFERRED) || is_any(w, PRODUCES))
    }

    /// The Papacy's orders (rule 5): `Vote Frenciana`, `Papal Tuni [for Graustark]`, `Remove
    /// papal Tuni`; None, with nothing read, where the words begin none.
    fn papal_deed(&mut self) -> Result<Option<Deed>, ParseError> {
        if self.eat_word(VOTE) {
            self.eat_word(&["for"]);
            let candidate = self.power_to_end()?;
            return Ok(Some(Deed::Vote { candidate }));
        }
        if self.eat_word(PAPAL) {
            let province = self.province_here()?;
            if self.eat_word(&["for"]) || self.eat_word(TO) {
                let owner = self.power_to_end()?;
                return Ok(Some(Deed::Papal { province, owner: Some(owner) }));
            }
            self.end()?;
            return Ok(Some(Deed::Papal { province, owner: None }));
        }
        let save = self.pos;
        if self.eat_word(&["remove", "unmake"]) && self.eat_word(PAPAL) {
            self.eat_word(&["centre", "center"]);
            let province = self.province_here()?;
            self.end()?;
            return Ok(Some(Deed::RemovePapal { province }));
        }
        self.pos = save;
        Ok(None)
    }

    /// `Pari (T)-Glockorla`: None, with nothing read, unless a place is followed by `(T)`.
    fn cession(&mut self) -> Result<Option<Deed>, ParseError> {
        let save = self.pos;
        let Ok(loc) = self.place() else {
            self.pos = save;
            return Ok(None);
        };
        if !self.bracketed(TRANSFERRED) {
            self.pos = save;
            return Ok(None);
        }
        self.eat(Tok::Dash);
        let to = self.power_to_end()?;
        Ok(Some(Deed::Cede { province: self.map.province_of(loc), to }))
    }

    /// The province named here.
    fn province_here(&mut self) -> Result<crate::map::ProvinceId, ParseError> {
        let loc = self.place()?;
        Ok(self.map.province_of(loc))
    }

    /// `(word)` with the word one of `words`; nothing read otherwise.
    fn bracketed(&mut self, words: &[&str]) -> bool {
        let save = self.pos;
        if self.eat(Tok::Open) && self.eat_word(words) && self.eat(Tok::Close) {
            return true;
        }
        self.pos = save;
        false
    }

    /// `(T)-` before the power given the gold.
    fn transferred(&mut self) -> Result<(), ParseError> {
        if self.bracketed(TRANSFERRED) {
            self.eat(Tok::Dash);
            return Ok(());
        }
        let found = self.describe_here();
        Err(self.err(ParseErrorKind::Expected { what: "'(T)-' and the power given the gold", found }))
    }

    /// Gold as an order names it: an amount (`10G`), or `G` for all of it there (None).
    fn gold_amount(&mut self) -> Option<Option<Gold>> {
        if self.eat_word(&["g"]) {
            return Some(None);
        }
        self.amount().map(Some)
    }

    /// An amount of gold, `10G`, `12.5G` or `10 G`; nothing read otherwise.
    fn amount(&mut self) -> Option<Gold> {
        let w = self.peek_word()?;
        if w.ends_with(['G', 'g']) {
            let g = Gold::read(w)?;
            self.pos += 1;
            return Some(g);
        }
        let next = self.toks.get(self.pos + 1).copied();
        let g = Gold::read(w).filter(|_| matches!(next, Some(Tok::Word(n)) if is_any(n, &["g"])))?;
        self.pos += 2;
        Some(g)
    }

    /// The power named by the rest of the order (`Glockorla`, `Inca Empire`).
    fn power_to_end(&mut self) -> Result<PowerId, ParseError> {
        let mut words = Vec::new();
        while let Some(w) = self.peek_word() {
            words.push(w);
            self.pos += 1;
        }
        if words.is_empty() {
            let found = self.describe_here();
            return Err(self.err(ParseErrorKind::Expected { what: "the power given it", found }));
        }
        let name = words.join(" ");
        let power = self.map.lookup_power(&name).ok_or_else(|| self.err(ParseErrorKind::UnknownPower(name)))?;
        self.end()?;
        Ok(power)
    }
}
