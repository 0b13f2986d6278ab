//! Das Dippyspiel's vent orders (rule 7): the underground power opens and closes its vents,
//! `Open Scot`, `Close Scot` (the source gives no notation: these are the words it uses, "may
//! simultaneously close and open any vent(s)"). Read only on a board with vents.
//!
//! Units through the vents need no words of their own (`mechanics::surfacing`): the
//! underground is a place of the map, so `A Pollutidar-Scot` and `A Scot-Pollutidar` are
//! read as moves are; the source's `(R)` in `A Scot (R)-Pollutidar` is read as any word in
//! brackets after a place that names none of its coasts is (DATC 4.B.6): it says nothing more.

use super::Cursor;
use super::words::{CLOSE, OPEN};

impl Cursor<'_, '_> {
    /// `Open` or `Close` at the start of an order on a board with vents: whether it opens.
    pub(super) fn vent_word(&mut self) -> Option<bool> {
        if !self.map.vents {
            return None;
        }
        if self.eat_word(OPEN) {
            Some(true)
        } else if self.eat_word(CLOSE) {
            Some(false)
        } else {
            None
        }
    }
}
