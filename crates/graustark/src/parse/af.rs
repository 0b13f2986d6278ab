//! The A/F's orders as Das Dippyspiel's rule 13 writes them: boarding, "A Xxxx-Yyyy (becomes
//! A/F)"; landing with the fleet's support, "A Xxxx-Yyyy (S) by F Xxxx"; and the order "for
//! his F to accept the A", for which the source gives no notation: `F Lond Accept A Kent`.

use super::Cursor;
use super::ParseErrorKind;
use super::words::{BECOMES, BY, SUPPORT, Tok, is_any};
use crate::map::{PowerId, UnitKind};
use crate::order::Action;
use crate::parse::ParseError;

impl Cursor<'_, '_> {
    /// What may follow a move to `to`: `(becomes A/F)` or `(S) by F Xxxx`; None, with nothing
    /// read, where neither does.
    pub(super) fn af_suffix(
        &mut self,
        own: Option<PowerId>,
        to: crate::map::LocId,
    ) -> Result<Option<Action>, ParseError> {
        if self.becomes_af() {
            self.end()?;
            return Ok(Some(Action::BecomesAF { to }));
        }
        if !self.marked(SUPPORT) {
            return Ok(None);
        }
        if !self.eat_word(BY) {
            let found = self.describe_here();
            return Err(
                self.err(ParseErrorKind::Expected { what: "'by' and the fleet that supports the landing", found })
            );
        }
        let (_, kind, by, _) = self.unit_ref(own)?;
        if let Some(k) = kind.filter(|k| !k.carries()) {
            return Err(self.err(ParseErrorKind::Expected {
                what: "the fleet that carries the army",
                found: k.with_article().into(),
            }));
        }
        self.end()?;
        Ok(Some(Action::Land { to, by }))
    }

    /// Whether the bracketed words `ws` just read are the `(S)` of `(S) by F Xxxx` (or of one
    /// that leaves out `by`, to be refused by name), not a south coast.
    pub(super) fn landing_support_mark(&self, ws: &[&str]) -> bool {
        ws.len() == 1
            && is_any(ws[0], SUPPORT)
            && self.peek_word().is_some_and(|w| is_any(w, BY) || is_any(w, &["f", "fleet"]))
    }

    /// `(becomes A/F)` (also `becomes AF`, brackets optional).
    fn becomes_af(&mut self) -> bool {
        let save = self.pos;
        let open = self.eat(Tok::Open);
        let af = self.eat_word(BECOMES)
            && (self.eat_word(&["af"]) || (self.eat_word(&["a"]) && self.eat(Tok::Slash) && self.eat_word(&["f"])))
            && (!open || self.eat(Tok::Close));
        if !af {
            self.pos = save;
        }
        af
    }

    /// The rest of an accept order, after `Accept`: the army (`A Kent`).
    pub(super) fn accept(&mut self, own: Option<PowerId>) -> Result<Action, ParseError> {
        let (_, kind, army, _) = self.unit_ref(own)?;
        if let Some(k) = kind.filter(|&k| k != UnitKind::Army) {
            return Err(self
                .err(ParseErrorKind::Expected { what: "the army to take on board", found: k.with_article().into() }));
        }
        self.end()?;
        Ok(Action::Accept { army })
    }
}
