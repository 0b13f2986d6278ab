//! A cavalry unit's two half-moves, as Das Dippyspiel's rule 6 writes them: "Each such move
//! must be written separately: e.g., C Xxxx-(H)-(H); C Xxxx-Yyyy-Zzzz; C Xxxx-(H)-Yyyy;
//! C Xxxx-Yyyy-(H); C Xxxx-Yyyy-(S) C Aaaa-Bbbb".
//!
//! Each half is `(H)` (or `H`), a place, or `(S)` and a unit, with `- place` for a support to
//! move. A support in the first half takes the place after it as the supported unit's
//! destination, and a second half follows after one more `-`; a support to hold in the first
//! half with a second half after it writes its hold, `(S) A Aaaa (H) - Zzzz`, as
//! [`Order::describe`](crate::Order::describe) does in either half (`- (S) A Aaaa (H)` last).
//! A cavalry order with one half written (`C Xxxx - Yyyy`, `C Xxxx H`, `C Xxxx S A Aaaa -
//! Bbbb`) is read as any unit's order: its first half, and a hold for the second.

use super::Cursor;
use super::words::{HOLD, SUPPORT, Tok};
use crate::map::PowerId;
use crate::order::{Half, Halves};
use crate::parse::ParseError;

impl Cursor<'_, '_> {
    /// The two halves after `C Xxxx`, when the order writes two (or a first half that only
    /// this form writes: `-(H)`, `-(S) ...`); None, with nothing read, for a one-half order.
    pub(super) fn cavalry_halves(&mut self, own: Option<PowerId>) -> Result<Option<Halves>, ParseError> {
        let start = self.pos;
        if !self.move_marker() {
            return Ok(None);
        }
        let first = self.half(own)?;
        if !self.move_marker() {
            if let Half::Move(_) = first {
                // `C Xxxx - Yyyy` (and `via Convoy`), read as any unit's move.
                self.pos = start;
                return Ok(None);
            }
            self.end()?;
            return Ok(Some(Halves([first, Half::Hold])));
        }
        let second = self.half(own)?;
        self.end()?;
        Ok(Some(Halves([first, second])))
    }

    /// One half: `(H)`, `(S) unit [(H) | - place]`, or a place. A support to hold may say `(H)`
    /// after its unit, in either half (as [`Order::describe`](crate::Order::describe) writes it).
    fn half(&mut self, own: Option<PowerId>) -> Result<Half, ParseError> {
        if self.marked(HOLD) {
            return Ok(Half::Hold);
        }
        if !self.marked(SUPPORT) {
            return Ok(Half::Move(self.place()?));
        }
        let (_, target_kind, target, _) = self.unit_ref(own)?;
        if self.marked(HOLD) {
            return Ok(Half::Support { target, target_kind, dest: None });
        }
        let save = self.pos;
        if self.move_marker() && !self.starts_half() {
            return Ok(Half::Support { target, target_kind, dest: Some(self.place()?) });
        }
        self.pos = save;
        Ok(Half::Support { target, target_kind, dest: None })
    }

    /// A word of `words`, bracketed (`(H)`, `(S)`) or not.
    pub(super) fn marked(&mut self, words: &[&str]) -> bool {
        let save = self.pos;
        let open = self.eat(Tok::Open);
        if self.eat_word(words) && (!open || self.eat(Tok::Close)) {
            return true;
        }
        self.pos = save;
        false
    }

    /// Whether a half's own word comes next (`(H)`, `(S)`): after a supported unit, a second
    /// half rather than the support's destination.
    fn starts_half(&mut self) -> bool {
        let save = self.pos;
        let found = self.marked(HOLD) || self.marked(SUPPORT);
        self.pos = save;
        found
    }
}
