//! Why an order text could not be read: `ParseError` and the kinds a caller can match.

use std::fmt;

/// Why an order text could not be read: the text, and what went wrong in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The order text.
    pub text: String,
    /// What went wrong, naming the word that could not be understood.
    pub kind: ParseErrorKind,
}

/// What went wrong in an order text. Words are quoted as written (`'Burgundyy'`); `found`
/// describes what stood there instead (`'xyz'`, `'-'`, `the end of the order`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The order has no words.
    Empty,
    /// A word where a province was expected that names none.
    UnknownProvince(String),
    /// A `Power:` prefix that names no power.
    UnknownPower(String),
    /// Something else stood where the order needs `what`.
    Expected { what: &'static str, found: String },
    /// A `/` with no coast after it.
    CoastMissing,
    /// Words the order cannot use.
    NotUnderstood(String),
    /// Words after the supported unit that are neither `hold` nor a move.
    NotUnderstoodAfterSupportedUnit(String),
    /// A written convoy route longer than eight seas.
    TooLongPath,
    /// An order on a sheet before any `England:` line.
    NoPowerNamed,
    /// A unit named by number where no position was given to find it in.
    NumberWithoutPosition(u16),
    /// A unit named by number in an order whose power is not known (`France:` missing).
    NumberWithoutPower(u16),
    /// No unit of the power has that number (the power's name and the number).
    UnknownNumber { power: String, number: u16 },
    /// A province where several units stand, named without a number: the province and the
    /// units there (`French 3 A Bur`).
    AmbiguousUnit { province: String, units: Vec<String> },
}

impl ParseError {
    /// What went wrong, as a sentence without the order text (`unknown province 'Burgundyy'`).
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::Empty => f.write_str("the order is empty"),
            ParseErrorKind::UnknownProvince(w) => write!(f, "unknown province '{w}'"),
            ParseErrorKind::UnknownPower(w) => write!(f, "unknown power '{w}'"),
            ParseErrorKind::Expected { what, found } => write!(f, "expected {what}, found {found}"),
            ParseErrorKind::CoastMissing => f.write_str("expected a coast after '/'"),
            ParseErrorKind::NotUnderstood(found) => write!(f, "could not understand {found}"),
            ParseErrorKind::NotUnderstoodAfterSupportedUnit(found) => {
                write!(f, "could not understand {found} after the supported unit")
            }
            ParseErrorKind::TooLongPath => f.write_str("a convoy path has at most eight seas"),
            ParseErrorKind::NoPowerNamed => f.write_str("no power named before this order (write 'England:' first)"),
            ParseErrorKind::NumberWithoutPosition(n) => write!(f, "unit {n} can only be read against a position"),
            ParseErrorKind::NumberWithoutPower(n) => {
                write!(f, "unit {n} of which power? (write 'England:' before the order)")
            }
            ParseErrorKind::UnknownNumber { power, number } => write!(f, "{power} has no unit {number}"),
            ParseErrorKind::AmbiguousUnit { province, units } => {
                write!(f, "{} units in {province}: {}; name one by its number", units.len(), units.join(" and "))
            }
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (in \"{}\")", self.kind, self.text)
    }
}

impl std::error::Error for ParseError {}
