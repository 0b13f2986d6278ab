//! What happened to each order, with a reason a player understands.

use crate::map::{Map, PowerId, ProvinceId, UnitKind};
use crate::state::Unit;

/// A unit named in a reason: the power, kind and place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnitName {
    pub power: PowerId,
    pub kind: UnitKind,
    pub province: ProvinceId,
}

impl UnitName {
    pub(crate) fn of(map: &Map, u: &Unit) -> UnitName {
        UnitName { power: u.power, kind: u.kind, province: map.province_of(u.loc) }
    }
    /// `A Mun`.
    pub fn short(&self, map: &Map) -> String {
        let mut p = map.province(self.province).id.clone();
        if let Some(f) = p.get_mut(0..1) {
            f.make_ascii_uppercase();
        }
        format!("{} {}", self.kind.letter(), p)
    }
}

/// Why an order is illegal (DATC 4.E.1: it could never be valid, whatever the other orders).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// No unit where the order says.
    NoUnit,
    /// The unit belongs to another power.
    NotYourUnit,
    /// The order kind does not belong to this phase.
    WrongPhase,
    /// The unit cannot go there: the text says why.
    Unreachable(String),
    /// Anything else, explained.
    Other(String),
}

/// The reason attached to an order's outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    Moved,
    /// Held (or had no order) and was not dislodged.
    Held,
    Supported,
    Convoyed,
    /// A move that failed against a stronger or equal unit.
    Bounced(UnitName),
    /// A move that failed because it would dislodge a unit of the same power.
    OwnUnit(UnitName),
    /// The unit was dislodged by the named unit.
    Dislodged(UnitName),
    /// A support cut by the named unit.
    Cut(UnitName),
    /// A support or convoy that matches no order: the text says what was missing.
    Void(String),
    /// No convoying fleet carried the army.
    NoConvoy,
    /// The convoy route was broken (a convoying fleet was dislodged).
    ConvoyDisrupted,
    /// The convoy failed by the paradox rule.
    Paradox,
    /// The unit had more than one order and holds.
    ConflictingOrders,
    Illegal(Illegal),
    // Retreats and adjustments.
    Retreated,
    /// Two or more units retreated to one place: all are disbanded.
    RetreatBounced(UnitName),
    /// Disbanded (ordered, or for want of a legal retreat order).
    Disbanded,
    Built,
    Waived,
    /// An adjustment that could not be made: the text says why.
    NotAllowed(String),
}

/// The outcome of one order (or of one unit that had no order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Whether the order did what it said (see the bench format for supports and convoys).
    pub success: bool,
    pub reason: Reason,
}

impl Reason {
    /// A short phrase for the player: `bounced with A Mun`, `support cut by F Nth`.
    pub fn describe(&self, map: &Map) -> String {
        match self {
            Reason::Moved => "moved".into(),
            Reason::Held => "held".into(),
            Reason::Supported => "supported".into(),
            Reason::Convoyed => "convoyed".into(),
            Reason::Bounced(u) => format!("bounced with {}", u.short(map)),
            Reason::OwnUnit(u) => format!("cannot dislodge own {}", u.short(map)),
            Reason::Dislodged(u) => format!("dislodged by {}", u.short(map)),
            Reason::Cut(u) => format!("support cut by {}", u.short(map)),
            Reason::Void(s) => format!("void: {s}"),
            Reason::NoConvoy => "no convoy".into(),
            Reason::ConvoyDisrupted => "convoy disrupted".into(),
            Reason::Paradox => "convoy paradox: fails by the Szykman rule".into(),
            Reason::ConflictingOrders => "more than one order: holds".into(),
            Reason::Illegal(i) => match i {
                Illegal::NoUnit => "illegal: no such unit".into(),
                Illegal::NotYourUnit => "illegal: not your unit".into(),
                Illegal::WrongPhase => "illegal: not an order for this phase".into(),
                Illegal::Unreachable(s) | Illegal::Other(s) => format!("illegal: {s}"),
            },
            Reason::Retreated => "retreated".into(),
            Reason::RetreatBounced(u) => format!("disbanded: retreated to the same place as {}", u.short(map)),
            Reason::Disbanded => "disbanded".into(),
            Reason::Built => "built".into(),
            Reason::Waived => "waived".into(),
            Reason::NotAllowed(s) => format!("not allowed: {s}"),
        }
    }
    /// One word for statistics and the judge's output: moved, bounced, cut, void, illegal, ...
    pub fn word(&self) -> &'static str {
        match self {
            Reason::Moved => "moved",
            Reason::Held => "held",
            Reason::Supported => "supported",
            Reason::Convoyed => "convoyed",
            Reason::Bounced(_) => "bounced",
            Reason::OwnUnit(_) => "bounced",
            Reason::Dislodged(_) => "dislodged",
            Reason::Cut(_) => "cut",
            Reason::Void(_) => "void",
            Reason::NoConvoy => "no convoy",
            Reason::ConvoyDisrupted => "disrupted",
            Reason::Paradox => "paradox",
            Reason::ConflictingOrders => "conflicting",
            Reason::Illegal(_) => "illegal",
            Reason::Retreated => "retreated",
            Reason::RetreatBounced(_) => "disbanded",
            Reason::Disbanded => "disbanded",
            Reason::Built => "built",
            Reason::Waived => "waived",
            Reason::NotAllowed(_) => "not allowed",
        }
    }
}
