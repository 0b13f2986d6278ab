//! The problems a map file can have, each with its place and a kind a caller can match.

#[cfg(feature = "world")]
use super::Pole;
use super::{ProvinceKind, UnitKind};
use crate::state::{FIRST_YEAR, LAST_YEAR};
use std::fmt;

/// One problem found in a map file, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapError {
    /// Where: `provinces[kie].fleet[3]`, `powers[england].start[0]`, `victory_centres`, or
    /// `line 3 column 5` when the file is not JSON of the right shape. A province or power
    /// whose id is empty is named by its index (`provinces[0]`).
    pub at: String,
    pub kind: MapErrorKind,
}

/// What is wrong. Names from the file are quoted as written (`'xyz'`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MapErrorKind {
    /// Not JSON, or not of the map's shape (the JSON reader's message).
    Json(String),
    /// More provinces and coasts than ids can number.
    TooManyLocations(usize),
    TooManyPowers,
    /// A map with no provinces.
    NoProvinces,
    /// A map with no powers.
    NoPowers,
    /// An id, name, adjective or initial that is empty.
    Empty,
    /// A province or coast id that is empty, has upper case or a '/'.
    BadId,
    /// A province or coast name, id or alias that another place already uses.
    NameUsedTwice(String),
    CoastsOnNonCoastal,
    SingleCoast,
    /// A `fleet` list beside `coasts` (fleet edges are listed per coast).
    FleetListBesideCoasts,
    UnknownProvince(String),
    UnknownLocation(String),
    ArmyEdgeToCoast(String),
    /// An army edge out of a province of this kind (sea or impassable).
    ArmyEdgeFrom(ProvinceKind),
    /// An army edge into the named province, of this kind.
    ArmyEdgeInto(String, ProvinceKind),
    EdgeToItself,
    /// An edge to the named place with no edge back.
    NoReverseEdge(String),
    /// A fleet edge into the named province, of this kind (land or impassable).
    FleetEdgeInto(String, ProvinceKind),
    /// A fleet edge to a split-coast province that names no coast; `example` is one of its coasts.
    CoastNotNamed {
        province: String,
        example: String,
    },
    /// Fleet edges out of a province fleets cannot enter.
    FleetEdgesFromLand,
    /// A power's id, name or adjective that another power already uses.
    PowerNameUsedTwice(String),
    NotASupplyCentre(String),
    /// A home centre already given to another power.
    HomeCentreOfTwo {
        province: String,
        power: String,
    },
    /// A start unit not written like `A par` or `F stp/sc`.
    NotAUnit(String),
    /// A start unit of a kind the board does not place: a coast guard without
    /// `"coast_guards": true`, or a Leader (Leaders are built).
    NotOnThisBoard(String),
    /// A start unit of cavalry without `"cavalry": true`.
    #[cfg(feature = "world")]
    CavalryNotOnThisBoard(String),
    /// A start unit where its kind cannot stand.
    CannotStand {
        kind: UnitKind,
        place: String,
    },
    /// A start unit in a province where an earlier one (`first`, its place) already stands.
    SecondUnit {
        province: String,
        first: String,
    },
    /// A start unit in a province where an earlier one (`first`) stands, and the map's
    /// `stacking` does not let them share it (not one power's units of one kind in its capital
    /// or naval base, as the stacking rule lists).
    StackNotAllowed {
        province: String,
        first: String,
    },
    /// A `stacking` kind that is neither army nor fleet.
    NotAUnitKind(String),
    /// A `stacking` kind the 1958 rule does not stack there (fleets in a capital, armies in a
    /// naval base: an army may not enter its capital while its fleet is there, nor the reverse).
    StackKindNotAllowed {
        place: &'static str,
        kind: String,
    },
    /// `stacking` names a place no power has (`capital`, `naval_base`).
    NoStackingPlace(&'static str),
    /// `victory_centres` (or `victory.count`) of zero.
    NoVictoryCentres,
    /// A `player_counts` key that is not a number of players below the map's powers.
    BadPlayerCount {
        key: String,
        powers: usize,
    },
    /// A `player_counts` entry removing the wrong number of powers.
    WrongPowersRemoved {
        players: usize,
        powers: usize,
        removed: usize,
    },
    /// A power id the map does not have.
    UnknownPower(String),
    /// A rules preset `graustark rules` does not list.
    UnknownPreset(String),
    /// The same power or centre listed twice.
    NamedTwice(String),
    /// A number of players the map offers no game for, and those it does.
    NoSuchPlayerCount {
        players: usize,
        offered: Vec<usize>,
    },
    /// A capital or naval base that is not one of the power's home centres.
    NotHomeCentre(String),
    /// A naval base with no coast.
    NavalBaseInland(String),
    /// Neither `victory` nor `victory_centres`.
    NoVictory,
    /// Both `victory` and `victory_centres`.
    VictoryTwice,
    /// A calendar's `first_year` that no position can hold: below `lowest` (the first year a
    /// position holds, or the one after it on a map that opens with builds the winter before).
    FirstYearOutOfRange {
        year: i32,
        lowest: i32,
    },
    /// A calendar whose `cycle` names no power.
    EmptyCycle,
    /// A `victory` measure that counts (`centres`, `units`) without a `count`.
    VictoryCountMissing,
    /// A `count` (in `victory`, or a `player_counts` entry's `victory`) for the `control`
    /// measure, which counts nothing.
    VictoryCountUnused,
    /// `victory_centres` above the number of supply centres on the board.
    VictoryAboveCentres {
        needed: u32,
        centres: usize,
    },
    #[cfg(feature = "world")]
    /// A `mine` in a province of this kind: a mining centre is land or coast (Das Dippyspiel,
    /// rule 8).
    MineNotOnLand(ProvinceKind),
    #[cfg(feature = "world")]
    /// A `vent` in an impassable province.
    VentImpassable,
    #[cfg(feature = "world")]
    /// A `crossing` given for a province of this kind: only a sea takes seasons to cross.
    CrossingNotSea(ProvinceKind),
    #[cfg(feature = "world")]
    /// A `crossing` other than 1 or 2 seasons.
    BadCrossing(i64),
    #[cfg(feature = "world")]
    /// A `fleet_load` below 1 (an army's weight) or above 255.
    BadFleetLoad(i64),
    #[cfg(feature = "world")]
    /// An economy's `build_centres` below 1 or above 255.
    BadBuildCentres(i64),
    #[cfg(feature = "world")]
    /// A power that starts with more build centres (its home centres) than the economy allows.
    MoreBuildCentres {
        has: usize,
        most: u8,
    },
    #[cfg(feature = "world")]
    /// A figure of the `papacy` out of its range: votes from 1 to the board's supply centres
    /// (a schism's to the votes that elect), centres and reach from 0 to 255.
    BadPapacy {
        value: i64,
        most: i64,
    },
    #[cfg(feature = "world")]
    /// An amount of gold below 0 or with more than one decimal place, as written.
    BadGold(String),
    #[cfg(feature = "world")]
    /// A calendar's `era` that is empty or begins or ends with spaces.
    BadEra(String),
    #[cfg(feature = "world")]
    /// A calendar's `era` beside a `cycle`: named years are not dated in an era.
    EraWithCycle,
    #[cfg(feature = "world")]
    /// A `canal` in a province of this kind: a canal is a coast province.
    CanalNotCoast(ProvinceKind),
    #[cfg(feature = "world")]
    /// A `canal` whose fleet edges reach fewer than two seas: those it reaches.
    CanalSeas(Vec<String>),
    #[cfg(feature = "world")]
    /// Two provinces touching `pole` that border each other across it: both border more than
    /// two others round it (Das Dippyspiel, rule 11).
    AcrossThePole {
        other: String,
        pole: Pole,
    },
    #[cfg(feature = "world")]
    /// A province touching `pole` that borders more than two others round it: those it borders.
    CrowdedPole {
        neighbours: Vec<String>,
        pole: Pole,
    },
    #[cfg(feature = "world")]
    /// An `underground` power with something on the surface: its home centres, home country or
    /// start units (the field).
    UndergroundOnSurface(&'static str),
}

impl MapError {
    /// What is wrong, without the place (`unknown province 'xyz'`).
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

impl fmt::Display for MapErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MapErrorKind as K;
        match self {
            K::Json(e) => f.write_str(e),
            K::TooManyLocations(n) => write!(f, "too many provinces and coasts ({n}; at most 65534)"),
            K::TooManyPowers => f.write_str("too many powers (at most 64)"),
            K::NoProvinces => f.write_str("the map has no provinces"),
            K::NoPowers => f.write_str("the map has no powers"),
            K::Empty => f.write_str("must not be empty"),
            K::BadId => f.write_str("id must be non-empty lower case without '/'"),
            K::NameUsedTwice(name) => write!(f, "name '{name}' is used twice"),
            K::CoastsOnNonCoastal => f.write_str("coasts are given but the province is not of kind \"coast\""),
            K::SingleCoast => f.write_str("a split-coast province needs at least two coasts"),
            K::FleetListBesideCoasts => {
                f.write_str("a province with coasts lists fleet neighbours per coast, not in \"fleet\"")
            }
            K::UnknownProvince(n) => write!(f, "unknown province '{n}'"),
            K::UnknownLocation(n) => write!(f, "unknown location '{n}'"),
            K::ArmyEdgeToCoast(n) => write!(f, "'{n}' is a coast; army edges name provinces"),
            K::ArmyEdgeFrom(kind) => write!(f, "army edge from a province of kind {kind:?}"),
            K::ArmyEdgeInto(n, kind) => write!(f, "army edge into '{n}', which is {kind:?}"),
            K::EdgeToItself => f.write_str("edge to itself"),
            K::NoReverseEdge(n) => write!(f, "edge to '{n}' has no reverse edge"),
            K::FleetEdgeInto(n, kind) => write!(f, "fleet edge into '{n}', which is {kind:?}"),
            K::CoastNotNamed { province, example } => write!(f, "'{province}' has coasts; name one ('{example}')"),
            K::FleetEdgesFromLand => f.write_str("fleet edges from a province that fleets cannot enter"),
            K::PowerNameUsedTwice(n) => write!(f, "name '{n}' is used by two powers"),
            K::NotASupplyCentre(h) => write!(f, "'{h}' is not a supply centre"),
            K::HomeCentreOfTwo { province, power } => write!(f, "'{province}' is already a home centre of {power}"),
            K::NotAUnit(s) => write!(f, "'{s}' is not a unit like \"A par\" or \"F stp/sc\""),
            K::NotOnThisBoard(s) => write!(
                f,
                "'{s}' cannot start here: coast guards need \"coast_guards\": true, and Leaders are built, never placed"
            ),
            #[cfg(feature = "world")]
            K::CavalryNotOnThisBoard(s) => write!(f, "'{s}' cannot start here: cavalry needs \"cavalry\": true"),
            K::CannotStand { kind, place } => write!(f, "{} cannot stand in {place}", kind.with_article()),
            K::SecondUnit { province, first } => write!(f, "a second unit in {province} (after {first})"),
            K::StackNotAllowed { province, first } => write!(
                f,
                "a second unit in {province} (after {first}): units share a province only as one power's armies in its capital or fleets in its naval base, where 'stacking' allows"
            ),
            K::NotAUnitKind(k) => write!(f, "'{k}' is not a unit kind (army or fleet)"),
            K::StackKindNotAllowed { place, kind } => write!(
                f,
                "{kind}s cannot stack in a {}: armies stack in capitals, fleets in naval bases",
                place.replace('_', " ")
            ),
            K::NoStackingPlace(place) => {
                write!(f, "no power has a {}, so nothing can stack there", place.replace('_', " "))
            }
            K::NoVictoryCentres => f.write_str("must be at least 1"),
            K::BadPlayerCount { key, powers } => {
                write!(f, "'{key}' is not a number of players from 1 to {}", powers.saturating_sub(1))
            }
            K::WrongPowersRemoved { players, powers, removed } => write!(
                f,
                "{players} players on a map of {powers} powers leave out {} of them, not {removed}",
                powers.saturating_sub(*players)
            ),
            K::UnknownPower(id) => write!(f, "unknown power '{id}'"),
            K::UnknownPreset(name) => write!(f, "unknown rules preset '{name}' (see `graustark rules`)"),
            K::NamedTwice(id) => write!(f, "'{id}' is listed twice"),
            K::NoSuchPlayerCount { players, offered } => {
                let list: Vec<String> = offered.iter().map(|n| n.to_string()).collect();
                write!(f, "the map offers no game for {players} players (it offers {})", list.join(", "))
            }
            K::NotHomeCentre(id) => write!(f, "'{id}' is not one of the power's home centres"),
            K::NavalBaseInland(id) => write!(f, "'{id}' has no coast: a naval base must be coastal"),
            K::NoVictory => f.write_str("the map needs 'victory' (or 'victory_centres')"),
            K::VictoryTwice => f.write_str("give 'victory' or 'victory_centres', not both"),
            K::FirstYearOutOfRange { year, lowest } => {
                write!(f, "the first year {year} is not between {lowest} and {LAST_YEAR}")?;
                if *lowest > FIRST_YEAR {
                    f.write_str(" (the game opens with builds in the winter before it)")?;
                }
                Ok(())
            }
            K::EmptyCycle => {
                f.write_str("the calendar's cycle names no power: list the powers the years are named after")
            }
            K::VictoryCountMissing => f.write_str("the victory measure counts: give its 'count'"),
            K::VictoryCountUnused => f.write_str(
                "victory by control counts nothing: give no count (its neutral centres and home country say it)",
            ),
            K::VictoryAboveCentres { needed, centres } => {
                write!(f, "{needed} is more than the {centres} supply centres on the board")
            }
            #[cfg(feature = "world")]
            K::MineNotOnLand(_)
            | K::VentImpassable
            | K::CrossingNotSea(_)
            | K::BadCrossing(_)
            | K::BadFleetLoad(_)
            | K::BadBuildCentres(_)
            | K::MoreBuildCentres { .. }
            | K::BadGold(_)
            | K::BadPapacy { .. }
            | K::BadEra(_)
            | K::EraWithCycle
            | K::CanalNotCoast(_)
            | K::CanalSeas(_)
            | K::AcrossThePole { .. }
            | K::CrowdedPole { .. }
            | K::UndergroundOnSurface(_) => world_message(self, f),
        }
    }
}

/// The messages of Das Dippyspiel's board fields (feature `world`).
#[cfg(feature = "world")]
fn world_message(kind: &MapErrorKind, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    use MapErrorKind as K;
    match kind {
        K::MineNotOnLand(kind) => write!(f, "a mining centre must be a land or coast province, not {kind:?}"),
        K::VentImpassable => f.write_str("a vent must be a province units can enter, not Impassable"),
        K::CrossingNotSea(kind) => write!(f, "only a sea takes seasons to cross: this province is {kind:?}"),
        K::BadCrossing(n) => write!(f, "a move through a sea takes 1 or 2 seasons, not {n}"),
        K::BadFleetLoad(n) => write!(f, "a fleet's load is 1 (one army) to 255, not {n}"),
        K::BadBuildCentres(n) => write!(f, "a power may have 1 to 255 build centres, not {n}"),
        K::MoreBuildCentres { has, most } => {
            write!(f, "{has} home centres, but a power may have at most {most} build centres")
        }
        K::BadGold(n) => write!(f, "gold is written in G, at least 0, to one decimal place, not {n}"),
        K::BadPapacy { value, most } => write!(f, "{value} is out of range: at most {most}"),
        K::BadEra(era) => write!(f, "an era is written after a year ('D.N.O.'), not '{era}'"),
        K::EraWithCycle => {
            f.write_str("an era dates years shown as numbers: a calendar that names its years takes none")
        }
        K::CanalNotCoast(kind) => write!(f, "a canal must be a coast province, not {kind:?}"),
        K::CanalSeas(seas) => match seas.as_slice() {
            [] => f.write_str("a canal joins two seas: its fleet edges reach no sea"),
            [one] => write!(f, "a canal joins two seas: its fleet edges reach only '{one}'"),
            _ => f.write_str("a canal joins two seas"),
        },
        K::AcrossThePole { other, pole } => write!(
            f,
            "borders '{other}' across the {} pole: provinces touching a pole border only their neighbours round it, as a ring or a path",
            pole.word()
        ),
        K::CrowdedPole { neighbours, pole } => write!(
            f,
            "borders {}, which touch the {} pole too: a province touching a pole borders at most two others round it",
            quoted_list(neighbours),
            pole.word()
        ),
        K::UndergroundOnSurface(field) => write!(
            f,
            "an underground power has nothing on the surface: give it no {}",
            if *field == "start" { "start units".to_string() } else { field.replace('_', " ") }
        ),
        // Only the kinds above are sent here.
        _ => Ok(()),
    }
}

/// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
#[cfg(feature = "world")]
fn quoted_list(names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

impl fmt::Display for MapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.at, self.kind)
    }
}

impl std::error::Error for MapError {}
