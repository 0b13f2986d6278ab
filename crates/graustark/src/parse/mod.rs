//! A lenient parser for orders as players write them.
//!
//! Accepts `A Par - Bur`, `A Par-Bur`, `a par to bur`, `F Spa/sc`, `F Spa(sc)`, `F StP (nc)`,
//! `A Lon - Bel via Convoy`, `A Mun S A Ruh - Bur`, `A Mun Supports A Ruh to Bur`,
//! `F Nth C A Lon - Nwy` (with the feature `world`, also a fleet's two armies: `F Atl1 C A
//! Lisa - Bres and A Exet - Norm`), `A(Mun) S A(Ruh)-Bur`, full province names, `Build A War`,
//! `Remove A Par`, `Waive`, `Capital War` (the 1958 rules), and an optional `England:` in front.
//!
//! Given a position ([`parse_order_in`], [`parse_order_sheet_in`]), units may also be named by
//! number as the 1958 order sheet does: `5 Bur`, `5 - Bur`, `5F Nth`, `5 F Nth`, `5 H`,
//! `5 S 3 Bur`, `5 S Austria 3 Bur` (the country before a foreign unit's number), `5 S 3 Par`
//! with 3 in Paris (its objective is its location: a support to hold), `5 C 3 Bel`, `Disband 5`.

#[cfg(feature = "world")]
mod af;
#[cfg(feature = "world")]
mod deeds;
mod error;
#[cfg(feature = "world")]
mod halves;
mod press;
mod season;
mod sheet;
mod units;
#[cfg(feature = "world")]
mod vents;
mod words;

pub use error::{ParseError, ParseErrorKind};
pub use press::{
    PressError, PressProblem, Release, Sender, SentRelease, press_line, read_press, reserved_dateline, sheet_press,
    sheet_releases,
};
pub(crate) use season::stood_at;
pub use season::{
    Condition, ConditionError, SeasonLine, SeasonPart, SheetError, SheetErrorKind, conditions, parse_season_sheet,
    parse_season_sheets,
};
pub use sheet::{SheetOrder, parse_order_sheet, parse_order_sheet_in, power_heading};
pub use units::{UnitRef, Units, find_unit, find_unit_as, unit_label, with_units};

use crate::map::{Capabilities, KINDS, LocId, Map, PowerId, ProvinceId, UnitKind};
use crate::order::{Action, ConvoyPath, Order};
use words::{
    BOARD, BUILD, CAPITAL, CONVOY, DISBAND, DISEMBARK, HOLD, MOVE, SUPPORT, Tok, WAIVE, half_word, is_any, kind_word,
    lower, number_word, push_normalized, tokenize,
};

/// Reads one order from its tokens, against the map (and the position, when units go by number).
struct Cursor<'a, 'm> {
    map: &'m Map,
    toks: Vec<Tok<'a>>,
    pos: usize,
    text: &'a str,
    /// The position numbers are read against, if any.
    units: Option<Units<'m>>,
    /// Whether a unit was named by number.
    by_number: bool,
}

impl<'a, 'm> Cursor<'a, 'm> {
    fn err(&self, kind: ParseErrorKind) -> ParseError {
        ParseError { text: self.text.trim().to_string(), kind }
    }
    fn peek(&self) -> Option<Tok<'a>> {
        self.toks.get(self.pos).copied()
    }
    fn peek_word(&self) -> Option<&'a str> {
        match self.peek() {
            Some(Tok::Word(w)) => Some(w),
            _ => None,
        }
    }
    fn eat_word(&mut self, words: &[&str]) -> bool {
        if let Some(w) = self.peek_word()
            && is_any(w, words)
        {
            self.pos += 1;
            return true;
        }
        false
    }
    fn eat(&mut self, t: Tok<'_>) -> bool {
        if self.peek() == Some(t) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn describe_here(&self) -> String {
        match self.peek() {
            Some(Tok::Word(w)) => format!("'{w}'"),
            Some(Tok::Dash) => "'-'".into(),
            Some(Tok::Open) => "'('".into(),
            Some(Tok::Close) => "')'".into(),
            Some(Tok::Slash) => "'/'".into(),
            Some(Tok::Colon) => "':'".into(),
            None => "the end of the order".into(),
        }
    }
    /// A unit's kind as written (see [`kind_word`]), or a kind whose word is two words
    /// (`coast guard`), among those the board reads (`C` is cavalry only where the map has it,
    /// and the convoy word everywhere: `F Nth C A Lon - Nwy`).
    fn unit_kind(&mut self) -> Option<UnitKind> {
        let w = lower(self.peek_word()?);
        let kind = match kind_word(&w).filter(|&k| self.map.reads(k)) {
            Some(kind) => kind,
            None => {
                let Some(Tok::Word(next)) = self.toks.get(self.pos + 1) else { return None };
                let two = |k: &&Capabilities| k.word.split_once(' ').is_some_and(|(a, b)| a == w && is_any(next, &[b]));
                let kind = KINDS.iter().filter(|k| self.map.reads(k.kind)).find(two)?.kind;
                self.pos += 1;
                kind
            }
        };
        // "A" followed by nothing that can be a place is not a unit type.
        self.pos += 1;
        Some(kind)
    }

    /// `(army)` or `(fleet)` after a place: which half of a split coast guard an order is for
    /// (Cat Diplomacy's example F).
    fn half_label(&mut self) -> Option<UnitKind> {
        let label = match (self.toks.get(self.pos), self.toks.get(self.pos + 1), self.toks.get(self.pos + 2)) {
            (Some(Tok::Open), Some(Tok::Word(w)), Some(Tok::Close)) => half_word(w)?,
            _ => return None,
        };
        self.pos += 3;
        Some(label)
    }

    /// Longest run of tokens naming a province or coast (names may contain '-' and spaces).
    fn place(&mut self) -> Result<LocId, ParseError> {
        let bracketed = self.eat(Tok::Open);
        let start = self.pos;
        let mut best: Option<(usize, LocId)> = None;
        // The words so far, normalized as the map's names are (see `normalize_name`).
        let mut key = String::new();
        let mut end = start;
        let mut words = 0;
        while end < self.toks.len() && words < self.map.longest_name_words() {
            match self.toks[end] {
                Tok::Word(w) => {
                    words += 1;
                    push_normalized(&mut key, w);
                    if let Some(l) = self.map.lookup_normalized(&key) {
                        best = Some((end + 1, l));
                    }
                }
                Tok::Dash if end > start => {}
                _ => break,
            }
            end += 1;
        }
        let Some((next, mut loc)) = best else {
            return Err(match self.peek() {
                Some(Tok::Word(w)) => self.err(ParseErrorKind::UnknownProvince(w.to_string())),
                _ => self.err(ParseErrorKind::Expected { what: "a province", found: self.describe_here() }),
            });
        };
        self.pos = next;
        if bracketed {
            self.eat(Tok::Close);
        }
        loc = self.coast(loc)?;
        Ok(loc)
    }

    /// An optional coast after a province: `/nc`, `(nc)`, `(north coast)`, ` nc`.
    fn coast(&mut self, loc: LocId) -> Result<LocId, ParseError> {
        let prov = self.map.province_of(loc);
        let save = self.pos;
        let words: Vec<&str> = if self.eat(Tok::Slash) {
            let mut ws = Vec::new();
            if let Some(w) = self.peek_word() {
                self.pos += 1;
                ws.push(w);
                if self.eat_word(&["coast"]) {
                    ws.push("coast");
                }
            }
            ws
        } else if self.eat(Tok::Open) {
            let mut ws = Vec::new();
            while let Some(w) = self.peek_word() {
                ws.push(w);
                self.pos += 1;
            }
            // `(priority)` after a retreat is not a coast, nor `(army)` after a split unit, nor
            // `(H)` after a cavalry unit's supported unit (Das Dippyspiel).
            if !self.eat(Tok::Close)
                || ws.iter().any(|w| is_any(w, &["priority"]))
                || ws.len() == 1 && (half_word(ws[0]).is_some() || is_any(ws[0], HOLD))
                || self.landing_support_mark(&ws)
                || self.economy_mark(&ws)
            {
                self.pos = save;
                return Ok(loc);
            }
            ws
        } else {
            match self.peek_word() {
                Some(w) if is_any(w, &["nc", "sc", "ec", "wc", "north", "south", "east", "west"]) => {
                    self.pos += 1;
                    let mut ws = vec![w];
                    if self.eat_word(&["coast"]) {
                        ws.push("coast");
                    }
                    ws
                }
                _ => return Ok(loc),
            }
        };
        if words.is_empty() {
            return Err(self.err(ParseErrorKind::CoastMissing));
        }
        let name = words.join(" ");
        let short: String = match lower(&name).as_str() {
            "north coast" | "north" | "n" => "nc".into(),
            "south coast" | "south" | "s" => "sc".into(),
            "east coast" | "east" | "e" => "ec".into(),
            "west coast" | "west" | "w" => "wc".into(),
            other => other.to_string(),
        };
        // An unknown or irrelevant coast is ignored (DATC 4.B.6).
        Ok(self.map.lookup_coast(prov, &short).or_else(|| self.map.lookup_coast(prov, &name)).unwrap_or(loc))
    }

    /// `[nationality] [A|F] place`, or `[country] number`: a unit reference inside a support or
    /// convoy (a number without a country is one of `own`'s units). The flag says it was a number.
    fn unit_ref(
        &mut self,
        own: Option<PowerId>,
    ) -> Result<(Option<PowerId>, Option<UnitKind>, LocId, u16), ParseError> {
        let mut power = None;
        if let Some(w) = self.peek_word()
            && let Some(p) = self.map.lookup_power(w)
            && self.map.lookup(w).is_none()
        {
            self.pos += 1;
            power = Some(p);
        }
        if let Some((loc, kind, number)) = self.numbered_unit(power.or(own), false)? {
            return Ok((power, kind, loc, number));
        }
        let kind = self.unit_kind_before_place();
        let loc = self.place()?;
        self.not_ambiguous(loc, false, kind, power)?;
        Ok((power, kind, loc, 0))
    }

    /// A unit named by number (`5`, `5F`, `5 F`) of `power`: its place, the type written and
    /// the number.
    /// `ordered`: among the units given orders (else those on the board).
    fn numbered_unit(
        &mut self,
        power: Option<PowerId>,
        ordered: bool,
    ) -> Result<Option<(LocId, Option<UnitKind>, u16)>, ParseError> {
        let read = |(n, k): (u16, Option<UnitKind>)| k.is_none_or(|k| self.map.reads(k)).then_some((n, k));
        let Some((number, mut kind)) = self.peek_word().and_then(number_word).and_then(read) else {
            return Ok(None);
        };
        self.pos += 1;
        let Some(units) = self.units else {
            return Err(self.err(ParseErrorKind::NumberWithoutPosition(number)));
        };
        let Some(power) = power else {
            return Err(self.err(ParseErrorKind::NumberWithoutPower(number)));
        };
        let list = if ordered { units.ordered } else { units.board };
        let found = find_unit(self.map, list, UnitRef::Number { power, number }).map_err(|k| self.err(k))?;
        // The letter of a kind after the number; `C` only where it is the unit's own (a
        // cavalry unit's, which never convoys: `1 C Kiev - Dyge`), else the convoy word (`5 C 3 Bel`).
        let own_letter = |w: &str| found.is_some_and(|i| list[i].kind.letter().eq_ignore_ascii_case(w));
        if kind.is_none()
            && let Some(w) = self.peek_word()
            && (matches!(lower(w).as_str(), "a" | "f" | "l") || own_letter(w))
        {
            kind = self.unit_kind();
        }
        self.by_number = true;
        // The unit's own place may follow its number (`4 A Par - Gas`, as reports and the
        // engine's own texts write a stacked unit): it says nothing more, and a place written
        // there always is the unit's own, also in the 1958 sheet's `3 Par` (stay there).
        if let Some(i) = found {
            self.skip_own_place(self.map.province_of(list[i].loc));
        }
        // The type not written is the unit's own (the 1958 sheet writes `F` only for a fleet).
        Ok(found.map(|i| (list[i].loc, kind.or(Some(list[i].kind)), number)))
    }

    /// Steps over a place naming province `own` (a numbered unit's place), if one follows and
    /// something comes after it; a place alone after a number is its objective (`3 Par`).
    fn skip_own_place(&mut self, own: ProvinceId) {
        let save = self.pos;
        match self.place() {
            Ok(l) if self.map.province_of(l) == own && self.pos < self.toks.len() => {}
            _ => self.pos = save,
        }
    }

    /// Refuses a place where several units of the kind written (of `power`, if known) stand
    /// (only when reading against a position; see [`find_unit_as`]).
    fn not_ambiguous(
        &self,
        loc: LocId,
        ordered: bool,
        kind: Option<UnitKind>,
        power: Option<PowerId>,
    ) -> Result<(), ParseError> {
        if let Some(units) = self.units {
            let list = if ordered { units.ordered } else { units.board };
            find_unit_as(self.map, list, UnitRef::At(loc), kind, power).map_err(|k| self.err(k))?;
        }
        Ok(())
    }

    /// The rest of a board order (1958), after `Board`: the fleet, by place or by number, the
    /// number followed by the fleet's place if written (`2 A Lon Board 1 F Lon`, as the order
    /// is written back where an army and its fleet share London). Apart from [`Self::action`],
    /// which the standard game's orders run through.
    #[inline(never)]
    fn board(&mut self, own: Option<PowerId>) -> Result<Action, ParseError> {
        self.eat_word(&["board"]);
        let (_, kind, fleet, fleet_number) = self.unit_ref(own)?;
        if fleet_number != 0 {
            let save = self.pos;
            let here = self.map.province_of(fleet);
            if !matches!(self.place(), Ok(l) if self.map.province_of(l) == here) {
                self.pos = save;
            }
        }
        // A unit that boards is none to board.
        if let Some(k) = kind.filter(|k| k.boards()) {
            return Err(self.err(ParseErrorKind::Expected { what: "a fleet to board", found: k.with_article().into() }));
        }
        self.end()?;
        Ok(Action::Board { fleet, fleet_number })
    }

    /// A fleet's second army after `and` (`&`), the first being the army at `from` to `to`
    /// (Das Dippyspiel, rule 9: `F Atl1 C A Lisa - Bres and A Exet - Norm`): read as the first
    /// is, in [`Self::action`] (kept there, so that the pages' wasm, without the feature, is
    /// the same).
    #[cfg(feature = "world")]
    #[inline(never)]
    fn second_convoy(&mut self, own: Option<PowerId>, from: LocId, to: LocId) -> Result<Action, ParseError> {
        let (_, _, second, number) = self.unit_ref(own)?;
        let then = match self.bare_place(number != 0) {
            Some(then) => then,
            None if self.move_marker() => self.place()?,
            None => {
                let found = self.describe_here();
                return Err(self.err(ParseErrorKind::Expected { what: "'-' and a destination", found }));
            }
        };
        self.end()?;
        Ok(Action::ConvoyTwo { from: [from, second], to: [to, then] })
    }

    /// A unit type, only if what follows is not itself the rest of a place name.
    fn unit_kind_before_place(&mut self) -> Option<UnitKind> {
        let save = self.pos;
        let kind = self.unit_kind()?;
        if matches!(self.peek(), Some(Tok::Word(_)) | Some(Tok::Open)) {
            Some(kind)
        } else {
            self.pos = save;
            None
        }
    }

    /// `-`, `to`, `moves to`, `->` ...: any run of dashes and move words.
    fn move_marker(&mut self) -> bool {
        let start = self.pos;
        while self.eat(Tok::Dash) || self.eat_word(MOVE) {}
        self.pos > start
    }

    /// `(priority)`, `priority` or `with priority` after a retreat.
    fn priority(&mut self) -> bool {
        let save = self.pos;
        let open = self.eat(Tok::Open);
        self.eat_word(&["with"]);
        if self.eat_word(&["priority"]) && (!open || self.eat(Tok::Close)) {
            return true;
        }
        self.pos = save;
        false
    }

    fn via_convoy(&mut self) -> bool {
        let save = self.pos;
        if self.eat_word(&["via", "by"]) && self.eat_word(&["convoy", "c"]) {
            return true;
        }
        self.pos = save;
        false
    }

    fn end(&mut self) -> Result<(), ParseError> {
        if self.pos < self.toks.len() {
            return Err(self.err(ParseErrorKind::NotUnderstood(self.describe_here())));
        }
        Ok(())
    }

    /// The order; `given` is the power ordering when the text does not say (for numbers).
    fn order(&mut self, given: Option<PowerId>) -> Result<Order, ParseError> {
        let mut power = None;
        if let (Some(Tok::Word(w)), Some(Tok::Colon)) = (self.peek(), self.toks.get(self.pos + 1).copied()) {
            power =
                Some(self.map.lookup_power(w).ok_or_else(|| self.err(ParseErrorKind::UnknownPower(w.to_string())))?);
            self.pos += 2;
        }
        let own = power.or(given);
        if self.toks.is_empty() {
            return Err(self.err(ParseErrorKind::Empty));
        }
        // Adjustments written verb first.
        if self.eat_word(WAIVE) {
            self.eat_word(BUILD);
            self.end()?;
            return Ok(Order::Waive { power });
        }
        if self.eat_word(BUILD) {
            if self.eat_word(WAIVE) {
                self.end()?;
                return Ok(Order::Waive { power });
            }
            let kind = self.unit_kind_before_place();
            let loc = self.place()?;
            self.end()?;
            return Ok(Order::Build { power, kind, loc });
        }
        if self.eat_word(CAPITAL) {
            let loc = self.place()?;
            self.end()?;
            return Ok(Order::Capital { power, province: self.map.province_of(loc) });
        }
        #[cfg(feature = "world")]
        if let Some(open) = self.vent_word() {
            let loc = self.place()?;
            self.end()?;
            let deed = crate::order::Deed::Vent { province: self.map.province_of(loc), open };
            return Ok(Order::Deed { power, deed });
        }
        #[cfg(feature = "world")]
        if let Some(deed) = self.deed()? {
            return Ok(Order::Deed { power, deed });
        }
        if self.eat_word(DISBAND) {
            let (kind, loc, number) = self.ordered_unit(own)?;
            self.end()?;
            return Ok(Order::Unit { power, kind, loc, action: Action::Disband, number });
        }
        let (kind, loc, number) = self.ordered_unit(own)?;
        #[cfg(feature = "world")]
        if kind.is_some_and(|k| k.capabilities().moves_per_season == 2)
            && let Some(halves) = self.cavalry_halves(own)?
        {
            return Ok(Order::Unit { power, kind, loc, action: Action::Halves(halves), number });
        }
        let action = self.action(kind, number != 0, own)?;
        match action {
            Err(kind) => Ok(Order::Build { power, kind, loc }),
            Ok(action) => Ok(Order::Unit { power, kind, loc, action, number }),
        }
    }

    /// The unit an order is for: `[A|F] place`, or a number of `own`'s (then the number, else 0).
    fn ordered_unit(&mut self, own: Option<PowerId>) -> Result<(Option<UnitKind>, LocId, u16), ParseError> {
        if let Some((loc, kind, number)) = self.numbered_unit(own, true)? {
            return Ok((kind, loc, number));
        }
        let kind = self.unit_kind_before_place();
        let loc = self.place()?;
        // A half of a split unit is ordered as the kind it becomes (`DCG Iro (army) - Tin`).
        let kind = self.half_label().or(kind);
        self.not_ambiguous(loc, true, kind, own)?;
        Ok((kind, loc, 0))
    }

    /// A destination written without `-` after a unit named by number (`5 Bur`, `5 S 3 Bur`).
    fn bare_place(&mut self, numbered: bool) -> Option<LocId> {
        if !numbered || !matches!(self.peek(), Some(Tok::Word(_)) | Some(Tok::Open)) {
            return None;
        }
        let save = self.pos;
        match self.place() {
            Ok(l) => Some(l),
            Err(_) => {
                self.pos = save;
                None
            }
        }
    }

    /// Without the world game, no `(T)` or `(P)` is an economic order's mark (`parse/deeds.rs`).
    #[cfg(not(feature = "world"))]
    #[inline(always)]
    fn economy_mark(&self, _: &[&str]) -> bool {
        false
    }

    /// Without the world game, no `(S)` is the mark of an A/F's landing (`parse/af.rs`).
    #[cfg(not(feature = "world"))]
    #[inline(always)]
    fn landing_support_mark(&self, _: &[&str]) -> bool {
        false
    }

    /// What follows the unit. `Err(kind)` means the order was a build written `A War Build`.
    /// `numbered`: the unit was named by number, so a destination may follow without `-`.
    fn action(
        &mut self,
        kind: Option<UnitKind>,
        numbered: bool,
        own: Option<PowerId>,
    ) -> Result<Result<Action, Option<UnitKind>>, ParseError> {
        if self.pos == self.toks.len() || self.eat_word(HOLD) {
            self.end()?;
            return Ok(Ok(Action::Hold));
        }
        if self.eat_word(BUILD) {
            self.end()?;
            return Ok(Err(kind));
        }
        if self.eat_word(DISBAND) {
            self.end()?;
            return Ok(Ok(Action::Disband));
        }
        if self.eat_word(SUPPORT) {
            let (target_power, target_kind, target, target_number) = self.unit_ref(own)?;
            let by_number = target_number != 0;
            if self.eat_word(HOLD) || self.pos == self.toks.len() {
                self.end()?;
                return Ok(Ok(Action::Support { target, target_kind, target_power, dest: None, target_number }));
            }
            let dest = match self.bare_place(by_number) {
                Some(d) => d,
                None if self.move_marker() => self.place()?,
                None => return Err(self.err(ParseErrorKind::NotUnderstoodAfterSupportedUnit(self.describe_here()))),
            };
            // The 1958 sheet writes a support as the supported unit's number and objective; a
            // unit standing in its location has its location as its objective (`5 S 3 Par`).
            if by_number && self.map.province_of(dest) == self.map.province_of(target) {
                self.via_convoy();
                self.end()?;
                return Ok(Ok(Action::Support { target, target_kind, target_power, dest: None, target_number }));
            }
            self.via_convoy();
            self.end()?;
            return Ok(Ok(Action::Support { target, target_kind, target_power, dest: Some(dest), target_number }));
        }
        if self.eat_word(BOARD) {
            return self.board(own).map(Ok);
        }
        if self.eat_word(DISEMBARK) {
            self.eat_word(&["ashore"]);
            self.end()?;
            return Ok(Ok(Action::Disembark));
        }
        if self.eat_word(CONVOY) {
            let (_, _, from, number) = self.unit_ref(own)?;
            let to = match self.bare_place(number != 0) {
                Some(to) => to,
                None if self.move_marker() => self.place()?,
                None => {
                    let found = self.describe_here();
                    return Err(self.err(ParseErrorKind::Expected { what: "'-' and a destination", found }));
                }
            };
            // A fleet's second army, on a board that reads it (Das Dippyspiel, rule 9).
            #[cfg(feature = "world")]
            if self.eat_word(words::AND) {
                return self.second_convoy(own, from, to).map(Ok);
            }
            self.end()?;
            return Ok(Ok(Action::Convoy { from, to }));
        }
        let bare = self.bare_place(numbered);
        if bare.is_some() || self.move_marker() {
            let mut to = match bare {
                Some(to) => to,
                None => self.place()?,
            };
            // A written convoy path (`A Lon - Nth - Nwy`): the places before the last one.
            let mut path = Vec::new();
            while self.move_marker() {
                path.push(to);
                to = self.place()?;
            }
            let via_convoy = self.via_convoy();
            if !path.is_empty() {
                self.end()?;
                let path = ConvoyPath::new(&path).ok_or_else(|| self.err(ParseErrorKind::TooLongPath))?;
                return Ok(Ok(Action::MoveByPath { to, path }));
            }
            if self.priority() {
                self.end()?;
                return Ok(Ok(Action::Retreat { to, priority: true }));
            }
            // Boarding and landing as an A/F (Das Dippyspiel, rule 13).
            #[cfg(feature = "world")]
            if self.pos < self.toks.len()
                && let Some(a) = self.af_suffix(own, to)?
            {
                return Ok(Ok(a));
            }
            self.end()?;
            return Ok(Ok(Action::Move { to, via_convoy }));
        }
        // A fleet's owner accepting an army on board (Das Dippyspiel, rule 13).
        #[cfg(feature = "world")]
        if self.eat_word(words::ACCEPT) {
            return self.accept(own).map(Ok);
        }
        Err(self.err(ParseErrorKind::NotUnderstood(self.describe_here())))
    }
}

/// Parses one order. A leading `Power:` sets the order's power.
///
/// ```
/// # let map = graustark::Map::from_json(&std::fs::read_to_string("../../maps/standard/map.json").unwrap()).unwrap();
/// let order = graustark::parse_order(&map, "A Mun Supports A Ruh to Bur").unwrap();
/// assert_eq!(order.describe(&map), "A Mun S A Ruh - Bur");
/// let err = graustark::parse_order(&map, "A Par - Burgundyy").unwrap_err();
/// assert_eq!(err.message(), "unknown province 'Burgundyy'");
/// assert_eq!(err.kind, graustark::parse::ParseErrorKind::UnknownProvince("Burgundyy".into()));
/// ```
pub fn parse_order(map: &Map, text: &str) -> Result<Order, ParseError> {
    let mut c = Cursor { map, toks: tokenize(text), pos: 0, text, units: None, by_number: false };
    c.order(None)
}

/// Parses one order in a position, where units may also be named by number (`5 S 3 Bur`):
/// `power` orders when the text does not say (numbers without a country are its units'). A
/// number no unit has, or a province where several units stand, is refused.
///
/// ```
/// # let map = graustark::Map::from_json(&std::fs::read_to_string("../../maps/standard/map.json").unwrap()).unwrap();
/// let state = graustark::GameState::initial(&map, 1901);
/// let units = graustark::parse::Units::of(&state);
/// let france = map.lookup_power("france");
/// let order = graustark::parse::parse_order_in(&map, units, france, "3 Bur").unwrap();
/// assert_eq!(order.describe(&map), "A Par - Bur");
/// let err = graustark::parse::parse_order_in(&map, units, france, "7 Bur").unwrap_err();
/// assert_eq!(err.message(), "France has no unit 7");
/// ```
pub fn parse_order_in(map: &Map, units: Units<'_>, power: Option<PowerId>, text: &str) -> Result<Order, ParseError> {
    parse_in(map, units, power, text).map(|(o, _)| o)
}

/// [`parse_order_in`], also saying whether the text named a unit by number.
pub(crate) fn parse_in(
    map: &Map,
    units: Units<'_>,
    power: Option<PowerId>,
    text: &str,
) -> Result<(Order, bool), ParseError> {
    let mut c = Cursor { map, toks: tokenize(text), pos: 0, text, units: Some(units), by_number: false };
    let order = c.order(power)?;
    Ok((order, c.by_number))
}
