//! The position of a game between phases, and its JSON form (what the site saves).

use crate::map::{LocId, Map, PowerId, ProvinceId, UnitKind};
use serde::{Deserialize, Serialize};
use std::fmt;

mod checks;
#[cfg(feature = "world")]
mod economy;
mod json;
use crate::mechanics::leaders::position as leaders;
mod numbers;

pub(crate) use checks::capital_of;
pub use checks::{check_sharing, numbers_once};
#[cfg(feature = "world")]
pub use economy::{Church, ChurchJson, Economy, EconomyJson, GoldJson, PapalCentre, PapalCentreJson, Pile};
#[cfg(feature = "world")]
pub use json::VentsJson;
#[cfg(all(feature = "world", feature = "json"))]
pub(crate) use json::read_transits;
pub use json::{DislodgedJson, StateJson, UnitJson};
pub(crate) use leaders::beside_by_leaders;
pub use leaders::{leader_of, unit_named_at};
use numbers::assign_numbers;
pub use numbers::number_units;
pub(crate) use numbers::{Carriers, UsedNumbers};

/// Spring, fall or winter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase", expecting = "a season: spring, fall or winter")]
pub enum Season {
    Spring,
    Fall,
    Winter,
}

/// What is played in a phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase", expecting = "a phase: movement, retreat or adjustment")]
pub enum Phase {
    Movement,
    Retreat,
    Adjustment,
}

/// A unit on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unit {
    pub power: PowerId,
    pub kind: UnitKind,
    pub loc: LocId,
    /// Its number among its power's units (from 1, as the 1958 rules number each marker), kept
    /// across phases; 0 for a unit not yet numbered (see [`GameState::number_units`]).
    pub number: u16,
    /// For an army on board a fleet (the 1958 rules), the number of its power's fleet that
    /// carries it, in the same province; 0 for every other unit.
    pub carrier: u16,
}

impl Unit {
    /// A unit not yet numbered.
    pub fn new(power: PowerId, kind: UnitKind, loc: LocId) -> Unit {
        Unit { power, kind, loc, number: 0, carrier: 0 }
    }
    /// Whether the unit is an army on board a fleet.
    #[inline]
    pub fn aboard(&self) -> bool {
        self.carrier != 0
    }
}

/// A unit dislodged in the last movement phase, waiting to retreat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dislodged {
    pub unit: Unit,
    /// The province its attacker came from.
    pub attacker_from: ProvinceId,
    /// Whether that attacker came by convoy (DATC 4.A.5).
    pub by_convoy: bool,
    /// Where Das Dippyspiel's cavalry rules change its retreats (rule 6).
    #[cfg(feature = "world")]
    pub cavalry: CavalryRetreat,
}

/// What Das Dippyspiel's rule 6 adds to a dislodged unit's retreats, decided by the season it
/// was dislodged in (`mechanics::cavalry`).
#[cfg(feature = "world")]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CavalryRetreat {
    /// Option a: a cavalry unit that held or was stood off in the first half, dislodged by a
    /// cavalry unit passing through, "must retreat to Aaaa", the province of its own second
    /// half, when that borders its own and is vacant after the season "for reasons other than a
    /// standoff".
    pub must: Option<ProvinceId>,
    /// A cavalry unit dislodged in the second half: it may also retreat to a province "left
    /// vacant as the result of a stand-off between two cavalry forces during the first half"
    /// ([`GameState::cavalry_standoffs`]).
    pub second_half: bool,
    /// Option b: where the cavalry unit that dislodged it went on to, unsupported, in the
    /// second half; it "may retreat there, thus standing off C Tyyy's second move", which sends
    /// that unit back to the province it passed through.
    pub stand_off: Option<ProvinceId>,
}

/// A unit crossing a sea that takes two seasons (Das Dippyspiel, rule 11: "Movement through
/// Arctic Ocean provinces requires two seasons each"): it was ordered from `from`, where it
/// still stands, to `to` in an earlier movement season, and that move is played in the next
/// (`mechanics::arctic`).
#[cfg(feature = "world")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transit {
    /// Where the unit stands.
    pub from: LocId,
    /// Where it is bound.
    pub to: LocId,
}

/// The underground power's vents (Das Dippyspiel, rule 7): those open, and those closed, which
/// "may not be reopened" but for gold (rule 16); every other vent of the map is yet to be
/// opened.
#[cfg(feature = "world")]
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Vents {
    pub open: Vec<ProvinceId>,
    pub closed: Vec<ProvinceId>,
    /// Of the open, those reopened after a close, for "an annual maintenance cost of 50G"
    /// (rule 16), in the order opened.
    pub reopened: Vec<ProvinceId>,
    /// Of the open, the new vents opened where the map has none, for "an annual maintenance
    /// cost of 100G" (rule 16), in the order opened.
    pub new: Vec<ProvinceId>,
}

/// A position: everything needed to play the next phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    pub season: Season,
    pub year: i32,
    pub phase: Phase,
    /// Units on the board (not counting dislodged ones).
    pub units: Vec<Unit>,
    /// Units dislodged in the last movement phase (retreat phase only).
    pub dislodged: Vec<Dislodged>,
    /// Provinces left empty by a standoff in the last movement phase.
    pub standoffs: Vec<ProvinceId>,
    /// The owner of each supply centre, indexed by province (None for neutral and non-centres).
    pub owners: Vec<Option<PowerId>>,
    /// Each power's capital where it is not the map's (indexed by power; None: the map's), as
    /// a power that lost its capital names another (the 1958 rules). See [`GameState::capital`].
    pub capitals: Vec<Option<ProvinceId>>,
    /// The units split this year, single until it ends (Cat Diplomacy): power and number.
    pub single: Vec<(PowerId, u16)>,
    /// Of the `standoffs`, those between cavalry units alone in the first half of the last
    /// movement (Das Dippyspiel, rule 6): open to a cavalry unit dislodged in the second.
    #[cfg(feature = "world")]
    pub cavalry_standoffs: Vec<ProvinceId>,
    /// The units crossing a slow sea, whose move is played in the next movement season (Das
    /// Dippyspiel, rule 11), kept through the retreats and adjustments between.
    #[cfg(feature = "world")]
    pub transits: Vec<Transit>,
    /// The underground power's vents, kept until it opens or closes one (rule 7).
    #[cfg(feature = "world")]
    pub vents: Vents,
    /// The economy (rules 3, 8 and 12): build centres, mines, gold. Empty on a board without one.
    #[cfg(feature = "world")]
    pub economy: Economy,
}

/// A problem in a position's JSON: where (`units[3]`, `centres.france`, `position` for the
/// whole text) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateError {
    /// The field: `units[3]`, `dislodged[0]`, `standoffs`, `centres`, `centres.france`, or
    /// `position` when the text is not a position at all.
    pub at: String,
    pub kind: StateErrorKind,
}

/// What is wrong with a position. Names are quoted as written; provinces named by the map's
/// full name are not quoted (`a second unit in London`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum StateErrorKind {
    /// The text is not a position's JSON (the JSON reader's message).
    Json(String),
    UnknownPower(String),
    /// A unit type the board does not read.
    UnknownUnitType {
        /// The type as written.
        written: String,
        /// The kinds the board reads, in words: `army, fleet, coast guard or leader`.
        board_reads: String,
    },
    UnknownRegion(String),
    UnknownProvince(String),
    /// A unit where its kind may not stand (an army at sea, a fleet inland or on no coast).
    CannotStand {
        kind: UnitKind,
        place: String,
    },
    /// A second unit in a province (coasts of one province count as one).
    SecondUnit {
        province: String,
    },
    /// A second unit in a province where the map's stacking does not let them share it.
    StackNotAllowed {
        province: String,
    },
    /// An army on board a fleet its power does not have in that province.
    NoCarrier {
        number: u16,
        province: String,
    },
    /// An army on board a fleet that already carries one (one army to a fleet).
    CarrierFull {
        number: u16,
    },
    NotASupplyCentre(String),
    /// A supply centre listed under two powers, or twice.
    OwnedTwice(String),
    /// A capital that is not one of its power's home centres.
    NotHomeCentre(String),
    /// A unit number used twice by one power (the power's name and the number).
    NumberTwice {
        power: String,
        number: u16,
    },
    /// A unit number 0 (numbers start at 1).
    NumberZero,
    /// A year outside [`FIRST_YEAR`]..=[`LAST_YEAR`].
    YearOutOfRange(i32),
    /// A phase its season does not have: movement or retreats in winter, adjustments in spring
    /// or fall.
    PhaseNotInSeason {
        season: Season,
        phase: Phase,
    },
    /// A province among the first half's cavalry standoffs that is not among the standoffs
    /// (Das Dippyspiel, rule 6).
    #[cfg(feature = "world")]
    CavalryStandoffNotStandoff {
        province: String,
    },
    /// A vent listed that is none of the map's (Das Dippyspiel, rule 7).
    #[cfg(feature = "world")]
    NotAVent {
        province: String,
    },
    /// A vent listed both open and closed, or twice.
    #[cfg(feature = "world")]
    VentTwice {
        province: String,
    },
    /// More vents open than the rule allows ("No more than 10 ... may be open at any one time").
    #[cfg(feature = "world")]
    TooManyVentsOpen(usize),
    /// An open vent where the map has none that is listed neither reopened nor new (rule 16:
    /// such a vent is opened for gold).
    #[cfg(feature = "world")]
    VentNotPaidFor {
        province: String,
    },
    /// A vent listed reopened or new that is not open, or listed both; `list` names the list.
    #[cfg(feature = "world")]
    VentPaidNotOpen {
        province: String,
        list: &'static str,
    },
    /// A vent listed new where the map has one (rule 16's new vents are opened elsewhere).
    #[cfg(feature = "world")]
    NewVentOfTheMap {
        province: String,
    },
    /// More build centres than the board allows a power (rule 3: "No country may have more
    /// than 7 build centers").
    #[cfg(feature = "world")]
    TooManyBuildCentres {
        count: usize,
        most: usize,
    },
    /// A build centre of two powers.
    #[cfg(feature = "world")]
    BuildCentreTwice {
        province: String,
        other: String,
    },
    /// A mine listed that is none of the map's, or is a supply centre (owned as its centre).
    #[cfg(feature = "world")]
    NotAMine {
        province: String,
    },
    /// A mine listed with two owners.
    #[cfg(feature = "world")]
    MineTwice {
        province: String,
    },
    /// Gold underground that is not the underground power's, or the underground power's gold
    /// on the surface (rule 8: "Gold transferred to Pollutidar automatically vanishes
    /// underground").
    #[cfg(feature = "world")]
    GoldOutOfPlace {
        place: String,
    },
    /// A papal centre on a supply centre, or where no army stands (Das Dippyspiel, rule 5: "any
    /// 7 non-supply centers").
    #[cfg(feature = "world")]
    PapalCentreOutOfPlace(String),
    /// More gold in one pile than a position holds.
    #[cfg(feature = "world")]
    TooMuchGold,
    /// A unit in transit from a place where no unit stands.
    #[cfg(feature = "world")]
    TransitNoUnit {
        place: String,
    },
    /// A unit in transit to a province that takes one season to cross (Das Dippyspiel, rule
    /// 11: only a slow sea's crossing spans two seasons).
    #[cfg(feature = "world")]
    TransitNotSlow {
        province: String,
    },
    /// A unit in transit to a province it cannot move to from where it stands.
    #[cfg(feature = "world")]
    TransitOutOfReach {
        kind: UnitKind,
        from: String,
        to: String,
    },
    /// A second dislodged unit in a province (one attack dislodges one unit).
    SecondDislodged {
        province: String,
    },
    /// A dislodged unit whose attacker came from the unit's own province: no unit dislodges
    /// from where it stands (but a besieged garrison, whose attackers bounced in its province,
    /// a standoff, has no other origin).
    AttackedFromOwnProvince {
        province: String,
    },
    /// Dislodged units outside a retreat phase (they retreat or disband in the one that follows
    /// the movement).
    DislodgedOutsideRetreat(Phase),
    /// A second Leader of one power (Militarism III: one Leader a power; the power's name).
    SecondLeader {
        power: String,
    },
    /// A Leader beside another power's army or fleet, or beside a coast guard (a Leader
    /// accompanies only its own army or fleet).
    LeaderBesideForeignUnit {
        province: String,
    },
    /// More units (on the board and dislodged) than [`MAX_UNITS`].
    TooManyUnits(usize),
}

/// The first year a position may have: the calendar counts from 1 (no year 0 or before).
pub const FIRST_YEAR: i32 = 1;
/// The last year a position may have: four digits, as every game's calendar writes them, and
/// far from the overflow of `year + 1` when a year ends.
pub const LAST_YEAR: i32 = 9999;

/// The most units a position may hold, on the board and dislodged together. No game of our
/// sources comes near it (the standard board holds at most 34 units, a variant without stacks
/// one a province), and it keeps a crafted position from tying up a page: the resolver weighs
/// each move against every rival for its province, so thousands of units ordered into one
/// place cost the square of their number (measured natively: 4,000 stacked armies all ordered
/// into one province, 0.4 s to play; 64,000, 140 s).
pub const MAX_UNITS: usize = 4096;

/// Refuses a position of more than [`MAX_UNITS`] units (`count`, on the board and dislodged),
/// before any of them is read.
pub(crate) fn check_unit_count(count: usize) -> Result<(), StateError> {
    if count > MAX_UNITS {
        return Err(StateError::new("units", StateErrorKind::TooManyUnits(count)));
    }
    Ok(())
}

impl StateError {
    pub(crate) fn new(at: impl Into<String>, kind: StateErrorKind) -> StateError {
        StateError { at: at.into(), kind }
    }
}

impl fmt::Display for StateErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StateErrorKind::Json(e) => f.write_str(e),
            StateErrorKind::UnknownPower(p) => write!(f, "unknown power '{p}'"),
            StateErrorKind::UnknownUnitType { written, board_reads } => {
                write!(f, "unit type '{written}' is not {board_reads}")
            }
            StateErrorKind::UnknownRegion(r) => write!(f, "unknown region '{r}'"),
            StateErrorKind::UnknownProvince(p) => write!(f, "unknown province '{p}'"),
            StateErrorKind::CannotStand { kind, place } => {
                write!(f, "{} cannot stand in {place}", kind.with_article())
            }
            StateErrorKind::SecondUnit { province } => write!(f, "a second unit in {province}"),
            StateErrorKind::StackNotAllowed { province } => write!(
                f,
                "a second unit in {province}: units share a province only as one power's armies in its capital or fleets in its naval base"
            ),
            StateErrorKind::NoCarrier { number, province } => {
                write!(f, "on board fleet {number}, but its power has no fleet {number} in {province}")
            }
            StateErrorKind::CarrierFull { number } => {
                write!(f, "on board fleet {number}, which already carries an army (one army to a fleet)")
            }
            StateErrorKind::NotASupplyCentre(p) => write!(f, "{p} is not a supply centre"),
            StateErrorKind::OwnedTwice(p) => write!(f, "{p} is owned twice"),
            StateErrorKind::NotHomeCentre(p) => write!(f, "{p} is not one of the power's home centres"),
            StateErrorKind::NumberTwice { power, number } => write!(f, "{power} has two units numbered {number}"),
            StateErrorKind::NumberZero => f.write_str("unit numbers start at 1"),
            StateErrorKind::TooManyUnits(n) => write!(f, "a position holds at most {MAX_UNITS} units, not {n}"),
            StateErrorKind::YearOutOfRange(y) => write!(f, "year {y} is not between {FIRST_YEAR} and {LAST_YEAR}"),
            StateErrorKind::PhaseNotInSeason { season, phase } => {
                write!(f, "{} has no {} phase", season_word(*season), phase_word(*phase))
            }
            StateErrorKind::SecondDislodged { province } => write!(f, "a second dislodged unit in {province}"),
            #[cfg(feature = "world")]
            StateErrorKind::CavalryStandoffNotStandoff { province } => {
                write!(f, "{province} is given as a cavalry standoff but is not among the standoffs")
            }
            #[cfg(feature = "world")]
            StateErrorKind::NotAVent { province } => write!(f, "{province} has no vent"),
            #[cfg(feature = "world")]
            StateErrorKind::VentTwice { province } => write!(f, "the vent in {province} is listed twice"),
            #[cfg(feature = "world")]
            StateErrorKind::TooManyVentsOpen(n) => {
                write!(f, "{n} vents are open; at most {} may be", crate::mechanics::vents::MOST_OPEN)
            }
            #[cfg(feature = "world")]
            StateErrorKind::VentNotPaidFor { province } => {
                write!(f, "the vent in {province} is none of the map's: list it reopened or new")
            }
            #[cfg(feature = "world")]
            StateErrorKind::VentPaidNotOpen { province, list } => {
                write!(f, "the vent in {province} is listed {list} but is not open, or is listed twice")
            }
            #[cfg(feature = "world")]
            StateErrorKind::NewVentOfTheMap { province } => {
                write!(f, "{province} has a vent of the map's: it is no new vent")
            }
            #[cfg(feature = "world")]
            StateErrorKind::TooManyBuildCentres { count, most } => {
                write!(f, "{count} build centres; a power may have at most {most}")
            }
            #[cfg(feature = "world")]
            StateErrorKind::BuildCentreTwice { province, other } => {
                write!(f, "{province} is already a build centre of {other}")
            }
            #[cfg(feature = "world")]
            StateErrorKind::NotAMine { province } => {
                write!(f, "{province} is no mine apart from a supply centre (a centre's mine is its owner's)")
            }
            #[cfg(feature = "world")]
            StateErrorKind::MineTwice { province } => write!(f, "the mine in {province} is listed twice"),
            #[cfg(feature = "world")]
            StateErrorKind::GoldOutOfPlace { place } => {
                write!(f, "gold in {place}: only the underground power's gold is underground, and all of it")
            }
            #[cfg(feature = "world")]
            StateErrorKind::PapalCentreOutOfPlace(p) => {
                write!(f, "{p} cannot be a papal centre: a papal centre is a land province that is no supply centre")
            }
            #[cfg(feature = "world")]
            StateErrorKind::TooMuchGold => f.write_str("more gold in one place than a position holds"),
            #[cfg(feature = "world")]
            StateErrorKind::TransitNoUnit { place } => write!(f, "no unit stands in {place} to be in transit"),
            #[cfg(feature = "world")]
            StateErrorKind::TransitNotSlow { province } => {
                write!(f, "{province} takes one season to cross: no unit is in transit to it")
            }
            #[cfg(feature = "world")]
            StateErrorKind::TransitOutOfReach { kind, from, to } => {
                write!(f, "{} in {from} cannot move to {to}, so it cannot be in transit there", kind.with_article())
            }
            StateErrorKind::AttackedFromOwnProvince { province } => write!(
                f,
                "a unit dislodged in {province} by an attacker from {province} itself; its attacker came from \
                 another province"
            ),
            StateErrorKind::DislodgedOutsideRetreat(phase) => {
                write!(
                    f,
                    "dislodged units in {} {} phase; only a retreat phase has them",
                    article(phase_word(*phase)),
                    phase_word(*phase)
                )
            }
            StateErrorKind::SecondLeader { power } => write!(f, "{power} has a second Leader (one Leader a power)"),
            StateErrorKind::LeaderBesideForeignUnit { province } => write!(
                f,
                "a Leader in {province} beside a unit it cannot accompany: a Leader shares a province only with its own army or fleet, or with other powers' Leaders"
            ),
        }
    }
}

fn season_word(s: Season) -> &'static str {
    match s {
        Season::Spring => "spring",
        Season::Fall => "fall",
        Season::Winter => "winter",
    }
}

fn phase_word(p: Phase) -> &'static str {
    match p {
        Phase::Movement => "movement",
        Phase::Retreat => "retreat",
        Phase::Adjustment => "adjustment",
    }
}

/// "a" or "an" before `word` (by its first letter; the words here have no silent letters).
fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']) { "an" } else { "a" }
}

/// Whether `season` has a `phase`: movement and retreats in spring and fall, adjustments in winter.
pub fn season_has_phase(season: Season, phase: Phase) -> bool {
    (season == Season::Winter) == (phase == Phase::Adjustment)
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.at, self.kind)
    }
}

impl std::error::Error for StateError {}

impl GameState {
    /// The opening position of a map: Spring of `year`, movement, start units, home centres owned.
    /// On a map that opens with builds (`opening: adjustment`), the winter before `year`:
    /// every home centre owned and empty.
    pub fn initial(map: &Map, year: i32) -> GameState {
        if map.opening == crate::map::Opening::Adjustment {
            let mut s = GameState::empty(map, Season::Winter, year - 1, Phase::Adjustment);
            for (i, p) in map.powers.iter().enumerate() {
                for &h in &p.home_centres {
                    s.owners[h.0 as usize] = Some(PowerId(i as u8));
                }
            }
            return s;
        }
        let mut owners = vec![None; map.provinces.len()];
        let mut units = Vec::new();
        for (i, p) in map.powers.iter().enumerate() {
            let power = PowerId(i as u8);
            for &h in &p.home_centres {
                owners[h.0 as usize] = Some(power);
            }
            for (n, &(kind, loc)) in p.start.iter().enumerate() {
                units.push(Unit { power, kind, loc, number: n as u16 + 1, carrier: 0 });
            }
        }
        GameState {
            season: Season::Spring,
            year,
            phase: Phase::Movement,
            units,
            dislodged: vec![],
            standoffs: vec![],
            owners,
            capitals: vec![None; map.powers.len()],
            single: vec![],
            #[cfg(feature = "world")]
            cavalry_standoffs: vec![],
            #[cfg(feature = "world")]
            transits: vec![],
            #[cfg(feature = "world")]
            vents: Vents::default(),
            #[cfg(feature = "world")]
            economy: Economy::opening(map),
        }
    }

    /// An empty board at the given time, with no owners.
    pub fn empty(map: &Map, season: Season, year: i32, phase: Phase) -> GameState {
        GameState {
            season,
            year,
            phase,
            units: vec![],
            dislodged: vec![],
            standoffs: vec![],
            owners: vec![None; map.provinces.len()],
            capitals: vec![None; map.powers.len()],
            single: vec![],
            #[cfg(feature = "world")]
            cavalry_standoffs: vec![],
            #[cfg(feature = "world")]
            transits: vec![],
            #[cfg(feature = "world")]
            vents: Vents::default(),
            #[cfg(feature = "world")]
            economy: Economy::default(),
        }
    }

    /// The build centres of `power` now: its home centres, or where Das Dippyspiel's rule 3
    /// has moved them.
    #[inline]
    pub fn build_centres<'a>(&'a self, map: &'a Map, power: PowerId) -> &'a [ProvinceId] {
        #[cfg(feature = "world")]
        return self.economy.build_centres(map, power);
        #[cfg(not(feature = "world"))]
        &map.power(power).home_centres
    }

    /// The power whose build centre `p` is: its home power, or where Das Dippyspiel's rule 3
    /// has moved build centres, the one that designated it.
    #[inline]
    pub fn build_centre_of(&self, map: &Map, p: ProvinceId) -> Option<PowerId> {
        #[cfg(feature = "world")]
        if !self.economy.build_centres.is_empty() {
            return (0..map.powers.len())
                .map(|i| PowerId(i as u8))
                .find(|&power| self.build_centres(map, power).contains(&p));
        }
        map.province(p).home_of
    }

    /// The owner of the mine at `p` (Das Dippyspiel, rule 8): its supply centre's, or, for a
    /// mine that is no centre, the one the economy records.
    #[cfg(feature = "world")]
    pub fn mine_owner(&self, map: &Map, p: ProvinceId) -> Option<PowerId> {
        match map.province(p).supply_centre {
            true => self.owners[p.0 as usize],
            false => self.economy.mine_owner(p),
        }
    }

    /// The capital of `power` now: the one it named after losing the map's, or the map's.
    pub fn capital(&self, map: &Map, power: PowerId) -> Option<ProvinceId> {
        capital_of(map, &self.capitals, power)
    }

    /// Gives every unit not yet numbered (number 0) the lowest number its power does not use,
    /// in the order the units are listed (units on the board, then dislodged ones). Positions
    /// read from JSON and [`crate::play`] do this; a position without numbers gets 1, 2, 3...
    /// per power in the order its units are listed.
    pub fn number_units(&mut self) {
        assign_numbers(self.units.iter_mut().chain(self.dislodged.iter_mut().map(|d| &mut d.unit)));
    }

    /// Whether some unit is not yet numbered.
    pub fn needs_numbers(&self) -> bool {
        self.units.iter().chain(self.dislodged.iter().map(|d| &d.unit)).any(|u| u.number == 0)
    }

    /// The unit whose location is in province `p`: where a Leader accompanies its army or
    /// fleet, the army or fleet (see [`unit_named_at`]).
    pub fn unit_in(&self, map: &Map, p: ProvinceId) -> Option<&Unit> {
        unit_named_at(map, &self.units, p, None).map(|i| &self.units[i])
    }

    /// Number of supply centres each power owns, indexed by power.
    pub fn centre_counts(&self, map: &Map) -> Vec<u32> {
        let mut counts = vec![0; map.powers.len()];
        for o in self.owners.iter().flatten() {
            counts[o.0 as usize] += 1;
        }
        counts
    }

    /// Number of units each power has on the board that need supply centres, indexed by power:
    /// what the adjustments weigh against its centres (every unit but a Leader, Militarism III:
    /// "it does not require supplies for support", and Das Dippyspiel's papal units, which
    /// papal centres supply).
    pub fn unit_counts(&self, map: &Map) -> Vec<u32> {
        self.count_units(map, |k| k.supply() == crate::map::Supply::Centre)
    }

    /// Number of units each power has on the board that count for victory and survival,
    /// indexed by power (every unit but a Leader, Militarism III: it "is eliminated only when
    /// its country is eliminated").
    pub fn counted_units(&self, map: &Map) -> Vec<u32> {
        self.count_units(map, UnitKind::counts)
    }

    fn count_units(&self, map: &Map, counted: fn(UnitKind) -> bool) -> Vec<u32> {
        let mut counts = vec![0; map.powers.len()];
        for u in self.units.iter().filter(|u| counted(u.kind)) {
            counts[u.power.0 as usize] += 1;
        }
        counts
    }

    /// `Spring 1901 movement`; on a map with named years, the year's name (`Spring
    /// Cassiusica I movement`).
    pub fn label(&self, map: &Map) -> String {
        let s = match self.season {
            Season::Spring => "Spring",
            Season::Fall => "Fall",
            Season::Winter => "Winter",
        };
        let p = match self.phase {
            Phase::Movement => "movement",
            Phase::Retreat => "retreat",
            Phase::Adjustment => "adjustment",
        };
        format!("{s} {} {p}", map.year_name(self.year))
    }

    /// Reads a position from its JSON form, checking every name against the map.
    #[cfg(feature = "json")]
    pub fn from_json(map: &Map, text: &str) -> Result<GameState, StateError> {
        let raw: StateJson =
            serde_json::from_str(text).map_err(|e| StateError::new("position", StateErrorKind::Json(e.to_string())))?;
        raw.into_state(map)
    }

    /// Writes a position in its JSON form.
    #[cfg(feature = "json")]
    pub fn to_json(&self, map: &Map) -> String {
        serde_json::to_string(&StateJson::from_state(self, map)).unwrap_or_default()
    }

    /// The JSON value form, for embedding in other documents.
    pub fn to_json_value(&self, map: &Map) -> StateJson {
        StateJson::from_state(self, map)
    }
}

#[cfg(test)]
mod tests {
    use super::{GameState, Phase, Season, Unit};
    use crate::map::{Map, UnitKind};

    /// A Leader "does not require supplies for support" and "is eliminated only when its
    /// country is eliminated" (Militarism III, rule 3): neither count has it.
    #[test]
    fn a_leader_is_neither_supplied_nor_counted() {
        let map = Map::from_json(include_str!("../../../maps/militarism-iii/map.json")).unwrap();
        let (par, bre) = (map.lookup("par").unwrap(), map.lookup("bre").unwrap());
        let france = map.lookup_power("france").unwrap();
        let mut state = GameState::empty(&map, Season::Spring, 1901, Phase::Movement);
        state.units = vec![Unit::new(france, UnitKind::Army, par), Unit::new(france, UnitKind::Leader, par)];
        state.units.push(Unit::new(france, UnitKind::Fleet, bre));
        let i = france.0 as usize;
        assert_eq!((state.unit_counts(&map)[i], state.counted_units(&map)[i]), (2, 2));
    }
}
