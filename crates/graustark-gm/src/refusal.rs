//! Why the gamesmaster's sheets are refused ([`PlayError`]): errors with kinds, each naming
//! what and where in the gamesmaster's words (the sheet, the line, the power, the unit). They
//! name no flag of the command line and no control of the page: each caller adds its own hint
//! by the kind (`graustark gm` the flag, gm.html the box to tick), and gm.html places each line
//! refused under its sheet by [`RefusedLine`]'s data, not by the message's text.

use super::header::HeaderErrorKind;
use super::proxies::ProxyRule;
use super::seal::SealBroken;
use graustark::parse::{ConditionError, ParseErrorKind, PressError, PressProblem, Sender, SheetErrorKind};
use graustark::state::StateError;
use graustark::{Map, PowerId};
use std::fmt;

/// Why the sheets received for a phase (or a two-season game's season) are refused: nothing
/// was adjudicated and the game file is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlayError {
    /// No sheet was given.
    NoSheet,
    /// The game file's position cannot be read.
    Position(StateError),
    /// The game is over: nothing more is played.
    Over(GameOver),
    /// Lines of the sheets that cannot be taken, each with its sheet, number, text and why.
    Lines(LinesRefused),
    /// A sheet gives a proxy in its orders, which the game's proxy rule does not take.
    ProxyNotAllowed(ProxyRule),
    /// A sheet votes, but no proposal to end the game is before the players.
    NoProposal,
    /// A two-season game is at another phase than a season's movement (the phase it is at).
    NotSeasonStart { at: String },
    /// The game's first moves, with powers (their names) that sent no orders, under the house
    /// procedure (house rule 4.2: a game does not start with an NMR), not forced.
    FirstMovesMissed { powers: Vec<String> },
    /// The gamesmaster's orders were sealed for this phase, and the sheets received for his
    /// power are not the sheet sealed (Das Dippyspiel rule 15).
    Seal(SealBroken),
    /// The seal recorded for this phase names no power of the game (its id as written).
    SealedPowerUnknown(String),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::NoSheet => f.write_str("no order sheet was given"),
            PlayError::Position(e) => write!(f, "game file: {e}"),
            PlayError::Over(over) => over.fmt(f),
            PlayError::Lines(lines) => lines.fmt(f),
            PlayError::ProxyNotAllowed(rule) => write!(
                f,
                "the sheet gives a proxy in its orders, which this game does not allow (its proxies are {}); \
                 nothing was adjudicated and the game file is unchanged",
                match rule {
                    ProxyRule::Notified => "given to the gamesmaster beforehand",
                    _ => "not allowed",
                }
            ),
            PlayError::NoProposal => f.write_str(
                "the sheet votes, but no proposal to end the game is before the players; nothing was adjudicated \
                 and the game file is unchanged",
            ),
            PlayError::NotSeasonStart { at } => write!(
                f,
                "the game is at {at}, but a two-season game is played from the start of a season (its movement phase)"
            ),
            PlayError::FirstMovesMissed { powers } => write!(
                f,
                "{} sent no orders for the game's first moves; a game does not start with an NMR (house rule 4.2): \
                 nothing was adjudicated and the game file is unchanged. Find the orders or a new player, or force \
                 the play to have their units hold.",
                powers.join(", ")
            ),
            PlayError::Seal(broken) => broken.fmt(f),
            PlayError::SealedPowerUnknown(id) => write!(
                f,
                "the gamesmaster's orders are sealed for a power '{id}', which this game does not have; nothing was \
                 adjudicated and the game file is unchanged"
            ),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<StateError> for PlayError {
    fn from(e: StateError) -> Self {
        PlayError::Position(e)
    }
}

/// Why a game that is over plays nothing more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameOver {
    /// Ended by a vote carried in `phase`, with these terms (as the report states them).
    Vote { phase: String, terms: String },
    /// Won in `phase`; `line` is the report's ("England has 18 supply centres and wins the
    /// game."). Amending that phase may replace it.
    Victory { phase: String, line: String },
    /// A position some power has won, in a file written before victories were recorded.
    Won { line: String },
}

impl fmt::Display for GameOver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameOver::Vote { phase, terms } => {
                write!(f, "the game ended in {phase} by vote, with {terms}; nothing more is adjudicated")
            }
            GameOver::Victory { phase, line } => {
                write!(
                    f,
                    "the game ended in {phase}: {line} Nothing more is adjudicated (amending {phase} may replace it)"
                )
            }
            GameOver::Won { line } => write!(f, "the game is over: {line} Nothing more is adjudicated"),
        }
    }
}

/// Lines that cannot be taken, of one kind, each under its sheet: a sheet with any of them
/// advances nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinesRefused {
    /// What the lines are.
    pub what: LineKind,
    /// Every sheet's name, as given (a line's `sheet` indexes it).
    pub sheets: Vec<String>,
    /// The lines, in sheet and line order.
    pub lines: Vec<RefusedLine>,
}

/// What lines were refused: the step of reading a sheet that refused them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// The sheet's header (player, game, country, season and year).
    Header,
    /// `Vote:` lines.
    Vote,
    /// `Proxy ... to ...` lines.
    Proxy,
    /// Orders of a phase.
    Order,
    /// Press releases (`> ...`).
    Press,
    /// Lines of a two-season game's sheet (moves, retreats, builds and their conditions).
    Season,
}

impl LineKind {
    /// The lines as a refusal counts them, and whether they cannot be "read" or "taken".
    fn words(self) -> (&'static str, &'static str) {
        match self {
            LineKind::Header => ("header line(s)", "taken"),
            LineKind::Vote => ("vote(s)", "read"),
            LineKind::Proxy => ("proxy line(s)", "read"),
            LineKind::Order => ("order(s)", "read"),
            LineKind::Press => ("press release(s)", "taken"),
            LineKind::Season => ("line(s)", "taken"),
        }
    }
}

/// A line that cannot be taken: its sheet (an index into the sheets given), its 1-based
/// number, its text and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedLine {
    pub sheet: usize,
    pub line: usize,
    pub text: String,
    pub why: LineWhy,
}

/// Why a line cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LineWhy {
    Header(HeaderErrorKind),
    Vote(VoteError),
    Proxy(ProxyLineError),
    /// The order cannot be read.
    Order(ParseErrorKind),
    /// An order for a power no player takes (or in civil disorder).
    NoPlayer,
    Press(PressWhy),
    /// A two-season game's line.
    Season(SheetErrorKind),
}

impl fmt::Display for LineWhy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineWhy::Header(kind) => kind.fmt(f),
            LineWhy::Vote(e) => e.fmt(f),
            LineWhy::Proxy(e) => e.fmt(f),
            LineWhy::Order(kind) => kind.fmt(f),
            LineWhy::NoPlayer => {
                f.write_str("that power has no player in this game: its units hold, and civil disorder removes them")
            }
            LineWhy::Press(e) => e.fmt(f),
            LineWhy::Season(kind) => kind.fmt(f),
        }
    }
}

impl LinesRefused {
    /// The sheets' lines of kind `what` refused (given in sheet and line order).
    pub fn new(what: LineKind, sheets: Vec<String>, lines: Vec<RefusedLine>) -> LinesRefused {
        LinesRefused { what, sheets, lines }
    }

    /// The lines refused in sheet `k`.
    pub fn of_sheet(&self, k: usize) -> impl Iterator<Item = &RefusedLine> {
        self.lines.iter().filter(move |l| l.sheet == k)
    }
}

impl fmt::Display for LinesRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (noun, verb) = self.what.words();
        let mut first = true;
        for (k, name) in self.sheets.iter().enumerate() {
            let count = self.of_sheet(k).count();
            if count == 0 {
                continue;
            }
            if !first {
                f.write_str("\n")?;
            }
            first = false;
            write!(
                f,
                "{name}: {count} {noun} cannot be {verb}; nothing was adjudicated and the game file is unchanged:"
            )?;
            for l in self.of_sheet(k) {
                write!(f, "\n  line {}: \"{}\": {}", l.line, l.text, l.why)?;
            }
        }
        Ok(())
    }
}

/// Every line read, or every line that cannot be (a sheet is read whole or refused whole).
pub fn all_read<T>(read: Vec<Result<T, RefusedLine>>) -> Result<Vec<T>, Vec<RefusedLine>> {
    let mut taken = Vec::new();
    let mut refused = Vec::new();
    for r in read {
        match r {
            Ok(t) => taken.push(t),
            Err(line) => refused.push(line),
        }
    }
    if refused.is_empty() { Ok(taken) } else { Err(refused) }
}

/// A line of one sheet that cannot be read: its 1-based number, its text and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError<K> {
    pub line: usize,
    pub text: String,
    pub kind: K,
}

impl<K: fmt::Display> fmt::Display for LineError<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: \"{}\": {}", self.line, self.text, self.kind)
    }
}

impl<K: fmt::Display + fmt::Debug> std::error::Error for LineError<K> {}

/// Why a `Vote:` line cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoteError {
    /// No power is named before it.
    NoPower,
    /// Its answer is neither yes nor no.
    Unreadable,
}

impl fmt::Display for VoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            VoteError::NoPower => "no power named before this vote",
            VoteError::Unreadable => "a vote reads `Vote: yes` or `Vote: no`",
        })
    }
}

/// Why a `Proxy` line cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProxyLineError {
    /// No power is named before it.
    NoPower,
    /// It is not `Proxy <unit> to <power>`.
    Unreadable,
    /// The power it hands the unit to is none of this game's (as written).
    UnknownHolder(String),
    /// The unit it hands cannot be found.
    Unit(UnitError),
}

impl fmt::Display for ProxyLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProxyLineError::NoPower => f.write_str("no power named before this proxy (write 'England:' first)"),
            ProxyLineError::Unreadable => f.write_str("a proxy reads `Proxy <unit> to <power>`"),
            ProxyLineError::UnknownHolder(name) => write!(f, "no power '{name}' in this game"),
            ProxyLineError::Unit(e) => e.fmt(f),
        }
    }
}

/// Why a power's unit, named by number or place, cannot be found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnitError {
    /// The power (its name) has no unit of that number.
    NoNumber { power: String, number: u16 },
    /// No place is called so (as written).
    UnknownPlace(String),
    /// The power has no unit in that place (the power's and the place's names).
    NoneThere { power: String, place: String },
}

impl fmt::Display for UnitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnitError::NoNumber { power, number } => write!(f, "{power} has no unit {number}"),
            UnitError::UnknownPlace(place) => write!(f, "no place '{place}' on this map"),
            UnitError::NoneThere { power, place } => write!(f, "{power} has no unit in {place}"),
        }
    }
}

impl std::error::Error for UnitError {}

/// Why a press release cannot be taken, its powers named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PressWhy {
    /// Its dateline is reserved to the gamesmaster (house rule 10.2).
    GamesmastersDateline { dateline: String },
    /// Its dateline is reserved to another power (its name; house rule 10.3).
    OthersDateline { dateline: String, owner: String },
    /// Its conditions cannot be read.
    Condition(ConditionError),
    /// It waits on retreats, which are not known when it is printed.
    RetreatsUnknown,
}

impl PressWhy {
    /// The problem of a release, its dateline's owner named by the map's names.
    pub fn of(map: &Map, problem: PressProblem) -> PressWhy {
        match problem {
            PressProblem::Reserved { dateline, owner: Sender::Gamesmaster } => {
                PressWhy::GamesmastersDateline { dateline }
            }
            PressProblem::Reserved { dateline, owner: Sender::Power(p) } => {
                PressWhy::OthersDateline { dateline, owner: map.power(p).name.clone() }
            }
            PressProblem::Condition(e) => PressWhy::Condition(e),
            PressProblem::RetreatsUnknown => PressWhy::RetreatsUnknown,
        }
    }
}

impl fmt::Display for PressWhy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PressWhy::GamesmastersDateline { dateline } => {
                write!(f, "the dateline \"{dateline}\" is the gamesmaster's reserved dateline (house rule 10.2)")
            }
            PressWhy::OthersDateline { dateline, owner } => write!(
                f,
                "the dateline \"{dateline}\" is reserved for {owner} (house rule 10.3), and this release is not theirs"
            ),
            PressWhy::Condition(e) => e.fmt(f),
            PressWhy::RetreatsUnknown => f.write_str(
                "press printed with the moves cannot wait on retreats (a game played a phase at a time retreats later)",
            ),
        }
    }
}

/// The refusal of a phase's sheets (named `sheets`) for press that cannot be taken: each
/// release by its sheet and first line, and why.
pub fn press_refused(map: &Map, sheets: Vec<String>, errors: Vec<PressError>) -> PlayError {
    let mut lines = Vec::with_capacity(errors.len());
    for e in errors {
        let why = LineWhy::Press(PressWhy::of(map, e.problem));
        let mut text = String::from("> ");
        text.push_str(&e.text);
        lines.push(RefusedLine { sheet: e.sheet, line: e.line, text, why });
    }
    PlayError::Lines(LinesRefused::new(LineKind::Press, sheets, lines))
}

/// The names of `powers`, for a refusal.
pub fn names(map: &Map, powers: &[PowerId]) -> Vec<String> {
    powers.iter().map(|&p| map.power(p).name.clone()).collect()
}
