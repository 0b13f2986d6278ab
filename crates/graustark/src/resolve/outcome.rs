//! What happened to each order, with a reason a player understands.

use crate::map::{LocId, Map, PowerId, ProvinceId, UnitKind};
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// No unit where the order says.
    NoUnit,
    /// The unit belongs to another power.
    NotYourUnit,
    /// The order kind does not belong to this phase.
    WrongPhase,
    /// A move to the province the unit is in.
    OwnProvince,
    /// An army to sea, a fleet inland, anyone into impassable land.
    CannotEnter(UnitKind, ProvinceId),
    /// The destination is not next to the unit.
    NotAdjacent(ProvinceId, ProvinceId),
    /// A move that needs a convoy without 'via convoy', where that is required (DAIDE).
    ViaConvoyNeeded(ProvinceId),
    /// No chain of fleets could carry the army there.
    NoConvoyRoute(ProvinceId, ProvinceId),
    /// An army ordered to a coast (DATC 4.B.6, when coasts are not ignored).
    ArmyToCoast,
    /// The order names a coast the unit is not on (DATC 4.B.5, when not ignored).
    WrongCoast,
    /// A fleet move to a two-coast province that must say which coast.
    CoastNeeded(ProvinceId),
    /// A fleet move to a coast it cannot reach.
    CoastUnreachable(LocId),
    /// A fleet ordered to move via convoy.
    OnlyArmiesConvoyed,
    /// A support for a unit that is not there.
    NothingToSupport(ProvinceId),
    SupportSelf,
    /// A support into the supporter's own province (DATC 6.D.34).
    SupportIntoOwnProvince,
    /// The supporter could not move there itself.
    CannotReach(ProvinceId, ProvinceId),
    /// The supported unit could not make that move (DATC 6.D.31).
    SupportedCannotMove(UnitName, ProvinceId),
    OnlyFleetsConvoy,
    /// A fleet in a coastal province may not convoy.
    CannotConvoyFrom(ProvinceId),
    NoArmyToConvoy(ProvinceId),
    CannotBeConvoyedTo(ProvinceId),
    /// The fleet is on no convoy route the army could take (DATC 6.G.19).
    NotOnConvoyRoute(ProvinceId, ProvinceId),
    /// A convoy order, or a move that needs a convoy, where the rules have no convoy order
    /// (`convoy_order=none`, the 1958 rules).
    NoConvoys,
    /// The order does not say which power gives it.
    NoPower,
    /// A retreat order for a unit that was not dislodged.
    NotDislodged(ProvinceId),
    /// A retreat to a province that is occupied, the attacker's origin, or left empty by a standoff.
    RetreatClosed(ProvinceId),
    /// A build outside the power's home centres.
    NotHomeCentre(ProvinceId),
    /// A build in a home centre the power does not own.
    NotOwned(ProvinceId),
    /// An army built outside the power's capital (`build_sites=capital-and-base`).
    NotCapital(ProvinceId),
    /// A fleet built outside the power's naval bases (`build_sites=capital-and-base`).
    NotNavalBase(ProvinceId),
    /// A build in an occupied centre.
    Occupied(ProvinceId),
    /// A fleet build in an inland centre.
    FleetInland(ProvinceId),
    /// A build that must say army or fleet.
    KindNeeded(ProvinceId),
    /// The order names the wrong unit type (A for a fleet), under the option that forbids it.
    WrongUnitType,
    /// The order leaves out the unit type, under the option that requires it.
    MissingUnitType,
    /// A waive, where waiving builds is not allowed.
    WaiveNotAllowed,
    /// A support naming the wrong nationality, under the option that forbids it.
    WrongNationality,
    /// A support naming no nationality, under the option that requires it.
    MissingNationality,
    /// A support naming a coast, where a support has no coast (`support_coast=illegal`, DAIDE).
    CoastInSupport,
    /// A board order that is not an army boarding its own power's fleet in its province, one
    /// that may enter the army's coastal province, or one in a coastal province the army may
    /// enter (1958).
    CannotBoard,
    /// A disembark order for a unit not on board a fleet.
    NotAboard,
    /// An army on board a fleet ordered to move, support or convoy: it has no fighting power
    /// and goes where its fleet goes until it disembarks (1958).
    AboardNoFightingPower,
    /// A disembark order at sea.
    CannotLand(ProvinceId),
    /// Two orders to a doubled coast guard that either half could carry out, neither saying
    /// which half is the army and which the fleet (Cat Diplomacy, example F).
    SplitUnclear,
    /// A Leader ordered to support or convoy: alone it has no strength (Militarism III, rule 4).
    LeaderNoStrength,
    /// A coast guard built on a board that has none (Cat Diplomacy's rule 10 is the map's).
    NoCoastGuards,
    /// A cavalry unit built on a board that has none (Das Dippyspiel's rule 6 is the map's).
    #[cfg(feature = "world")]
    NoCavalry,
    /// A papal unit on a board without a Papacy.
    #[cfg(feature = "world")]
    NoPapacy,
    /// A papal unit built where no papal centre of the power is (Das Dippyspiel, rule 5:
    /// "Papal centers support only Papal units").
    #[cfg(feature = "world")]
    NotPapalCentreOf(ProvinceId),
    /// An army or fleet built on a papal centre, which supports papal units only.
    #[cfg(feature = "world")]
    OnlyPapalUnits(ProvinceId),
    /// A second half given to a unit of a kind that moves once a season (Das Dippyspiel, rule
    /// 6: only cavalry moves twice).
    #[cfg(feature = "world")]
    OneMoveASeason(crate::map::UnitKind),
    /// An order for a unit crossing a slow sea, whose move to the named province, ordered last
    /// season, is played this season instead (Das Dippyspiel, rule 11).
    #[cfg(feature = "world")]
    InTransit(ProvinceId),
    /// A centre designated or ceded that is no supply centre (Das Dippyspiel, rules 3 and 12).
    #[cfg(feature = "world")]
    NotASupplyCentre(ProvinceId),
    /// A mine worked in a province without one (rule 8).
    #[cfg(feature = "world")]
    NotAMine(ProvinceId),
    /// A mine worked a second time in one Winter.
    #[cfg(feature = "world")]
    MinedTwice(ProvinceId),
    /// A build centre undesignated that is not one of the power's.
    #[cfg(feature = "world")]
    NotABuildCentre(ProvinceId),
    /// A centre designated that is a build centre of the power already.
    #[cfg(feature = "world")]
    AlreadyABuildCentre(ProvinceId),
    /// A centre ceded, or gold handed over, to the power that gives it.
    #[cfg(feature = "world")]
    ToItself,
    /// Gold captured where the power has no army or fleet, or where the gold's owner has one
    /// (rule 8: only "unprotected G units which are in a province controlled by a military unit
    /// of a foreign power").
    #[cfg(feature = "world")]
    NotControlled(ProvinceId),
    /// Gold carried where a power's gold may not go: underground, or a province no unit enters.
    #[cfg(feature = "world")]
    GoldCannotGo(ProvinceId),
    /// A second vote by one power in one election (rule 5).
    #[cfg(feature = "world")]
    VotedTwice,
    /// A papal centre made by a power neither Pope nor allowed a schism by the last election.
    #[cfg(feature = "world")]
    NoPapalRight,
    /// A papal centre made on a supply centre, or where no army stands ("any 7 non-supply
    /// centers").
    #[cfg(feature = "world")]
    PapalOnSupplyCentre(ProvinceId),
    /// A papal centre made where there is one.
    #[cfg(feature = "world")]
    AlreadyPapal(ProvinceId),
    /// A papal centre removed that the power did not make, or none.
    #[cfg(feature = "world")]
    NotPapal(ProvinceId),
    /// A papal centre of the Pope's removed during his term.
    #[cfg(feature = "world")]
    PopesCentreFixed(ProvinceId),
    /// A papal centre made where another power's unit stands.
    #[cfg(feature = "world")]
    OccupiedByOthers(ProvinceId),
    /// A papal centre made farther from every build centre of its owner than the map allows.
    #[cfg(feature = "world")]
    FarFromBuildCentre(ProvinceId),
    /// Gold handed over beyond what the power has there: the place and what it has.
    #[cfg(feature = "world")]
    NotEnoughGold {
        at: ProvinceId,
        has: crate::map::Gold,
    },
    /// A vent order by a power that is not underground (Das Dippyspiel, rule 7).
    #[cfg(feature = "world")]
    NotUnderground,
    /// A vent order for a province without a vent.
    #[cfg(feature = "world")]
    NotAVent(ProvinceId),
    /// A vent opened that is open.
    #[cfg(feature = "world")]
    VentOpen(ProvinceId),
    /// A vent closed that is not open.
    #[cfg(feature = "world")]
    VentNotOpen(ProvinceId),
    /// A vent opened that was closed: "once closed, it may not be reopened" (rule 16's gold is
    /// issue 40's).
    #[cfg(feature = "world")]
    VentClosedForGood(ProvinceId),
    /// A unit of a surface power ordered to come up through a vent or to go down (Das
    /// Dippyspiel, rule 7: the underground power's alone).
    #[cfg(feature = "world")]
    NotUndergroundUnit,
    /// A unit coming up without its kind written (`A`, `F` or `C Pollutidar-Scot`).
    #[cfg(feature = "world")]
    KindToComeUp,
    /// An order for a unit underground other than coming up at a vent.
    #[cfg(feature = "world")]
    OnlyComesUp,
    /// A second unit ordered up the vent in the named province this season: one comes up a
    /// vent a season.
    #[cfg(feature = "world")]
    VentTaken(ProvinceId),
    /// A unit other than a fleet coming up in a sea (rule 7: "Only Fleets may enter high-seas
    /// provinces").
    #[cfg(feature = "world")]
    HighSeas(crate::map::UnitKind, ProvinceId),
    /// A fleet ordered to convoy more than it carries in a season (Das Dippyspiel, rule 9: "A
    /// Fleet may convoy 1 C or 2 A in one season"): the fleet, its load (the map's
    /// `fleet_load`) and what the units it names take of a load (their kinds' `convoy_weight`).
    #[cfg(feature = "world")]
    OverLoad {
        fleet: UnitName,
        load: u8,
        weight: u8,
    },
    /// One fleet convoying two units into each other's provinces (rule 9: "two units may not
    /// exchange places by means of convoy by a single F").
    #[cfg(feature = "world")]
    ConvoyExchange(ProvinceId, ProvinceId),
    /// One fleet convoying one army into a province and another out of it (rule 9: "nor may a
    /// F convoy one A to a province and another A from that province to a third location").
    #[cfg(feature = "world")]
    ConvoyRelay(ProvinceId),
    /// An order to become an A/F that no fleet could take (Das Dippyspiel, rule 13): not an
    /// army, or no fleet in a coastal province it may enter or in a sea beside its coast.
    #[cfg(feature = "world")]
    CannotBecomeAF,
    /// An accept order for no army beside the fleet, or by a unit that is not a fleet, or where
    /// armies do not board as A/Fs.
    #[cfg(feature = "world")]
    CannotAccept,
    /// A convoy by a fleet carrying an army (rule 13: "An A/F may not convoy").
    #[cfg(feature = "world")]
    AFConvoys,
    /// A landing supported by a fleet in another province than the army's own.
    #[cfg(feature = "world")]
    NotCarriedBy(ProvinceId),
    // Militarism III's Leaders outside the movement phase (builds, disbands):
    /// A Leader built where the rules have none (`leaders=none`).
    NoLeaders,
    /// A Leader built after the opening builds (Militarism III, rule 3: "L may not otherwise
    /// be built").
    LeaderOnlyInOpening,
    /// A second Leader for a power that has one, or builds one this phase (one Leader a power).
    SecondLeader,
    /// A Leader disbanded in an adjustment phase: it needs no supply, so it is never removed
    /// for want of centres (Militarism III, rule 3).
    LeaderNotDisbanded,
}

/// Why an adjustment that could be legal was not made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// The power has no builds due.
    NoBuilds,
    /// The power has no units to disband.
    NoDisbands,
    /// A unit is already built in that province.
    AlreadyBuilt(ProvinceId),
    /// The unit is already disbanded by an earlier order.
    AlreadyDisbanded,
    /// More builds than allowed: the number allowed.
    BuildsAllowed(u32),
    /// More disbands than due: the number due.
    DisbandsDue(u32),
    /// The power is out of the game (the elimination option) and builds no more.
    OutOfGame,
    /// A capital named while the power still holds its own.
    CapitalHeld,
    /// A second capital named in one phase.
    CapitalAlreadyNamed,
    /// A build of a kind beyond its quota (Das Dippyspiel's cavalry, rule 6): the kind and how
    /// many of it the power may have.
    #[cfg(feature = "world")]
    Quota { kind: UnitKind, allowed: u32 },
    /// A vent opened beyond the most that may be open at once (Das Dippyspiel, rule 7).
    #[cfg(feature = "world")]
    VentsOpen(usize),
    /// A papal centre made beyond what the Pope (7) or a schism (1 to 4) may make (rule 5).
    #[cfg(feature = "world")]
    PapalCentres(u8),
    /// A build centre designated beyond the most a power may have (Das Dippyspiel, rule 3: "No
    /// country may have more than 7 build centers").
    #[cfg(feature = "world")]
    BuildCentres(u8),
    /// A unit coming up beyond the most the underground power may have on the surface (rule
    /// 7: "as many as 7 units on the surface").
    #[cfg(feature = "world")]
    OnSurface(u32),
    /// A unit coming up beyond the most of its kind on the surface (rule 7: "no more than 5
    /// may be of any one type").
    #[cfg(feature = "world")]
    OfAKindOnSurface { kind: UnitKind, most: u32 },
    /// A vent reopened or opened anew that the underground's gold cannot pay for (Das
    /// Dippyspiel, rule 16): what it costs, and what the underground holds.
    #[cfg(feature = "world")]
    Cost { cost: crate::map::Gold, has: crate::map::Gold },
    /// A unit coming up beyond the 7 whose year the underground's gold cannot pay for (rule 16:
    /// "an annual maintenance cost of 50G"): the year's cost of the units beyond 7 with it, and
    /// what the underground holds.
    #[cfg(feature = "world")]
    Upkeep { cost: crate::map::Gold, has: crate::map::Gold },
}

/// Why a support or convoy matches no order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Void {
    /// Support to hold for a unit that moved.
    DidNotHold(UnitName),
    /// Support for a move that was not ordered.
    DidNotMoveTo(UnitName, ProvinceId),
    /// Convoy for a move that was not ordered by convoy.
    NotConvoyedTo(UnitName, ProvinceId),
    /// Hold support for a unit whose power gave no orders (the civil-disorder option).
    InCivilDisorder(UnitName),
    /// A support between units of one province: a stack, or an army and its fleet (1958).
    SameProvince(UnitName),
    /// A second support from one stack for the same unit: it counts once (1958).
    StackSupportsOnce(UnitName),
    /// A support for an army on board a fleet, which has no fighting power (1958).
    Aboard(UnitName),
    /// A disembark order whose fleet is not ordered out of the province: the army stays on
    /// board (1958).
    FleetNotLeaving(UnitName),
    /// A board order whose fleet neither stays for the army nor comes to it (1958).
    FleetNotMeeting(UnitName),
    /// A board order for a fleet that already carries an army, or that another army boards
    /// (one army to a fleet).
    FleetFull(UnitName),
    /// A convoy by another power's fleet for an army its own power's fleets carry
    /// (`multi_route_convoy=own-fleets-first`, the DPTG's reading of DATC 4.A.1).
    OwnFleetsCarry(UnitName),
    /// An order to become an A/F whose fleet is ordered to move or support (Das Dippyspiel,
    /// rule 13: "A F being boarded may not move or support").
    #[cfg(feature = "world")]
    FleetBusy(UnitName),
    /// An order to board another power's fleet whose owner did not order it to accept the army
    /// (rule 13).
    #[cfg(feature = "world")]
    NotAccepted(UnitName),
    /// An order to become an A/F whose fleet was dislodged (rule 13: "dislodging of the F being
    /// boarded invalidates the boarding order").
    #[cfg(feature = "world")]
    FleetDislodged(UnitName),
}

/// The reason attached to an order's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// One of the two supports of a unit with its Leader cut by the named unit, the other
    /// given (Militarism III rule 3).
    PartlyCut(UnitName),
    /// A support or convoy that matches no order.
    Void(Void),
    /// No convoying fleet carried the army.
    NoConvoy,
    /// The convoy route was broken (a convoying fleet was dislodged).
    ConvoyDisrupted,
    /// The convoy failed by the paradox rule.
    Paradox,
    /// The move failed because every move in a convoy paradox fails (All Hold).
    ParadoxAllHold,
    /// The unit had more than one order and holds.
    ConflictingOrders,
    /// Another order for the same unit counts instead (the multiple-orders option).
    Overridden,
    /// Forced out by attacks from two sides (the beleaguered-garrison option).
    Besieged,
    /// An army lost with its disrupted convoy (the Toronto-rule option).
    Destroyed,
    /// Destroyed by attacks from two sides (the beleaguered garrison's `annihilated` choice).
    Annihilated,
    /// A move by convoy whose order writes no route, where routes are required (DATC 4.A.6).
    NoRouteWritten,
    /// An army went on board its fleet (1958).
    Boarded,
    /// The fleet an army was to board did not reach it, or the army did not reach the fleet:
    /// the army stays ashore (1958).
    NotBoarded(UnitName),
    /// An army on board went ashore as its fleet moved out (1958).
    Disembarked,
    /// An army on board could not go ashore, its fleet not having moved out: it stays on board.
    StayedAboard(UnitName),
    /// An army on board went where its fleet went (or stayed with it).
    Carried(UnitName),
    /// An army whose landing stood off, lost as its fleet was dislodged by the named unit from
    /// elsewhere than the province it invaded (Das Dippyspiel, rule 13; the text is cut off
    /// there, and this is our reading: `tests/variants/af.toml`).
    #[cfg(feature = "world")]
    LostLanding(UnitName),
    /// A Leader went with its army or fleet, doubling it (Militarism III); the success is the
    /// unit's.
    Accompanied(UnitName),
    Illegal(Illegal),
    // Retreats and adjustments.
    Retreated,
    /// Two or more units retreated to one place: all are disbanded.
    RetreatBounced(UnitName),
    /// Disbanded (ordered, or for want of a legal retreat order).
    Disbanded,
    Built,
    Waived,
    /// A new capital named (the 1958 rules).
    CapitalNamed,
    /// An adjustment that could not be made.
    NotAllowed(Limit),
    /// A move into a sea that takes two seasons to cross set out: the unit holds where it is
    /// this season, and its move to the named province is played in the next (Das Dippyspiel,
    /// rule 11).
    #[cfg(feature = "world")]
    SetOut(ProvinceId),
    /// A vent opened, or closed (Das Dippyspiel, rule 7).
    #[cfg(feature = "world")]
    Vent {
        open: bool,
    },
    /// A unit came up through a vent: its attack on the vent's province succeeded (rule 7).
    #[cfg(feature = "world")]
    CameUp,
    /// A unit went down through the vent in its province, leaving the board (rule 7).
    #[cfg(feature = "world")]
    WentDown,
    /// A build centre made (`designate`) or made a plain supply centre again (Das
    /// Dippyspiel, rule 3).
    #[cfg(feature = "world")]
    Designated {
        designate: bool,
    },
    /// A centre given or sold to another power (rule 12).
    #[cfg(feature = "world")]
    Ceded,
    /// A mine worked: what it produced (rule 8).
    #[cfg(feature = "world")]
    Mined(crate::map::Gold),
    /// Gold handed over where it lies (rule 8).
    #[cfg(feature = "world")]
    Transferred,
    /// Unprotected foreign gold taken: how much (rule 8).
    #[cfg(feature = "world")]
    Captured(crate::map::Gold),
    /// Votes given in the Pope's election: how many (rule 5).
    #[cfg(feature = "world")]
    Voted(u16),
    /// A papal centre made, or unmade (rule 5).
    #[cfg(feature = "world")]
    PapalCentre {
        made: bool,
    },
    /// A vent opened for gold (rule 16): a new one where the map has none (`new`), or one
    /// closed before reopened; what the underground paid.
    #[cfg(feature = "world")]
    VentPaid {
        cost: crate::map::Gold,
        new: bool,
    },
}

/// The outcome of one order (or of one unit that had no order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
            Reason::PartlyCut(u) => format!("one of two supports cut by {}", u.short(map)),
            Reason::Void(v) => v.describe(map),
            Reason::NoConvoy => "no convoy".into(),
            Reason::ConvoyDisrupted => "convoy disrupted".into(),
            Reason::Paradox => "convoy paradox: fails by the Szykman rule".into(),
            Reason::ParadoxAllHold => "convoy paradox: every move in it fails (All Hold)".into(),
            Reason::ConflictingOrders => "more than one order: holds".into(),
            Reason::Overridden => "another order for this unit counts instead".into(),
            Reason::Besieged => "forced to retreat by attacks from two sides".into(),
            Reason::Destroyed => "destroyed with its disrupted convoy".into(),
            Reason::Annihilated => "annihilated by attacks from two sides".into(),
            Reason::Boarded => "went on board".into(),
            Reason::NotBoarded(u) => format!("did not board: {} and the army did not meet", u.short(map)),
            Reason::Disembarked => "went ashore".into(),
            Reason::StayedAboard(u) => format!("stayed on board: {} did not move out", u.short(map)),
            Reason::Carried(u) => format!("on board {}", u.short(map)),
            #[cfg(feature = "world")]
            Reason::LostLanding(u) => {
                format!("lost: its landing stood off and {} dislodged its fleet from elsewhere", u.short(map))
            }
            Reason::Accompanied(u) => format!("with {}", u.short(map)),
            Reason::NoRouteWritten => "no convoy route written: the rules require one".into(),
            Reason::Illegal(i) => format!("illegal: {}", i.describe(map)),
            Reason::Retreated => "retreated".into(),
            Reason::RetreatBounced(u) => {
                format!("disbanded: retreated to the same place as {}", u.short(map))
            }
            Reason::Disbanded => "disbanded".into(),
            Reason::Built => "built".into(),
            Reason::Waived => "waived".into(),
            Reason::CapitalNamed => "named the capital".into(),
            #[cfg(feature = "world")]
            Reason::SetOut(p) => format!("set out for {}: arrives next season", map.province(*p).name),
            #[cfg(feature = "world")]
            Reason::Vent { open: true } => "opened".into(),
            #[cfg(feature = "world")]
            Reason::Vent { open: false } => "closed".into(),
            #[cfg(feature = "world")]
            Reason::CameUp => "came up".into(),
            #[cfg(feature = "world")]
            Reason::WentDown => "went down".into(),
            #[cfg(feature = "world")]
            Reason::Designated { designate: true } => "made a build centre".into(),
            #[cfg(feature = "world")]
            Reason::Designated { designate: false } => "made a plain supply centre".into(),
            #[cfg(feature = "world")]
            Reason::Ceded => "ceded".into(),
            #[cfg(feature = "world")]
            Reason::Mined(g) => format!("produced {g}"),
            #[cfg(feature = "world")]
            Reason::Transferred => "handed over".into(),
            #[cfg(feature = "world")]
            Reason::Captured(g) => format!("captured {g}"),
            #[cfg(feature = "world")]
            Reason::Voted(n) => format!("{n} votes"),
            #[cfg(feature = "world")]
            Reason::PapalCentre { made: true } => "made a papal centre".into(),
            #[cfg(feature = "world")]
            Reason::PapalCentre { made: false } => "papal centre removed".into(),
            #[cfg(feature = "world")]
            Reason::VentPaid { cost, new: true } => format!("opened a new vent for {cost}"),
            #[cfg(feature = "world")]
            Reason::VentPaid { cost, new: false } => format!("reopened for {cost}"),
            Reason::NotAllowed(l) => match l {
                Limit::NoBuilds => "not allowed: no builds are due".into(),
                Limit::NoDisbands => "not allowed: no disbands are due".into(),
                Limit::AlreadyBuilt(p) => format!("not allowed: a unit is already built in {}", map.province(*p).name),
                Limit::AlreadyDisbanded => "not allowed: the unit is already disbanded".into(),
                Limit::BuildsAllowed(n) => format!("not allowed: only {n} build(s) due"),
                Limit::DisbandsDue(n) => format!("not allowed: only {n} disband(s) due"),
                Limit::CapitalHeld => "not allowed: the power still holds its capital".into(),
                Limit::CapitalAlreadyNamed => "not allowed: a capital is already named this phase".into(),
                Limit::OutOfGame => "not allowed: the power has lost all its units and is out of the game".into(),
                #[cfg(feature = "world")]
                Limit::Quota { kind, allowed } => {
                    format!("not allowed: at most {allowed} {} ({})", kind.letter(), kind.quota().words())
                }
                #[cfg(feature = "world")]
                Limit::PapalCentres(most) => format!("not allowed: this power may make {most} papal centres"),
                #[cfg(feature = "world")]
                Limit::BuildCentres(most) => format!("not allowed: at most {most} build centres"),
                #[cfg(feature = "world")]
                Limit::VentsOpen(most) => format!("not allowed: at most {most} vents may be open at once"),
                #[cfg(feature = "world")]
                Limit::OnSurface(most) => {
                    format!("not allowed: at most {most} units of the underground on the surface")
                }
                #[cfg(feature = "world")]
                Limit::OfAKindOnSurface { kind, most } => {
                    format!("not allowed: at most {most} {} of the underground on the surface", kind.letter())
                }
                #[cfg(feature = "world")]
                Limit::Cost { cost, has } => format!("not allowed: it costs {cost}, and the underground holds {has}"),
                #[cfg(feature = "world")]
                Limit::Upkeep { cost, has } => format!(
                    "not allowed: the units beyond {} would cost {cost} a year, and the underground holds {has}",
                    crate::mechanics::surfacing::MOST_ON_SURFACE
                ),
            },
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
            Reason::PartlyCut(_) => "partly cut",
            Reason::Void(_) => "void",
            Reason::NoConvoy => "no convoy",
            Reason::ConvoyDisrupted => "disrupted",
            Reason::Paradox => "paradox",
            Reason::ParadoxAllHold => "paradox",
            Reason::ConflictingOrders => "conflicting",
            Reason::Overridden => "overridden",
            Reason::Besieged => "dislodged",
            Reason::Destroyed => "destroyed",
            Reason::Annihilated => "destroyed",
            Reason::Boarded => "boarded",
            Reason::NotBoarded(_) => "bounced",
            Reason::Disembarked => "disembarked",
            Reason::StayedAboard(_) => "bounced",
            Reason::Carried(_) => "carried",
            #[cfg(feature = "world")]
            Reason::LostLanding(_) => "destroyed",
            Reason::Accompanied(_) => "accompanied",
            Reason::NoRouteWritten => "no convoy",
            Reason::Illegal(_) => "illegal",
            Reason::Retreated => "retreated",
            Reason::RetreatBounced(_) => "disbanded",
            Reason::Disbanded => "disbanded",
            Reason::Built => "built",
            Reason::Waived => "waived",
            Reason::CapitalNamed => "capital",
            Reason::NotAllowed(_) => "not allowed",
            #[cfg(feature = "world")]
            Reason::SetOut(_) => "set out",
            #[cfg(feature = "world")]
            Reason::Vent { open: true } => "opened",
            #[cfg(feature = "world")]
            Reason::Vent { open: false } => "closed",
            #[cfg(feature = "world")]
            Reason::CameUp => "came up",
            #[cfg(feature = "world")]
            Reason::WentDown => "went down",
            #[cfg(feature = "world")]
            Reason::Designated { designate: true } => "designated",
            #[cfg(feature = "world")]
            Reason::Designated { designate: false } => "undesignated",
            #[cfg(feature = "world")]
            Reason::Ceded => "ceded",
            #[cfg(feature = "world")]
            Reason::Mined(_) => "mined",
            #[cfg(feature = "world")]
            Reason::Transferred => "transferred",
            #[cfg(feature = "world")]
            Reason::Captured(_) => "captured",
            #[cfg(feature = "world")]
            Reason::Voted(_) => "voted",
            #[cfg(feature = "world")]
            Reason::PapalCentre { made: true } => "papal",
            #[cfg(feature = "world")]
            Reason::PapalCentre { made: false } => "unpapal",
            #[cfg(feature = "world")]
            Reason::VentPaid { .. } => "opened",
        }
    }
}

impl Void {
    /// Why a support or convoy is void, for the player: `void: A Mun did not hold`.
    pub fn describe(&self, map: &Map) -> String {
        match self {
            Void::DidNotHold(u) => format!("void: {} did not hold", u.short(map)),
            Void::DidNotMoveTo(u, p) => format!("void: {} did not move to {}", u.short(map), map.province(*p).name),
            Void::NotConvoyedTo(u, p) => {
                format!("void: {} was not ordered to {} by convoy", u.short(map), map.province(*p).name)
            }
            Void::InCivilDisorder(u) => format!("void: {}'s power is in civil disorder", u.short(map)),
            Void::SameProvince(u) => {
                format!("void: {} shares the province, and may not be supported from it", u.short(map))
            }
            Void::StackSupportsOnce(u) => {
                format!("void: another unit of the same stack supports {}, and a stack supports once", u.short(map))
            }
            Void::Aboard(u) => format!("void: {} is on board a fleet and has no fighting power", u.short(map)),
            Void::FleetNotLeaving(u) => {
                format!("void: {} is not ordered out, so the army stays on board", u.short(map))
            }
            Void::FleetNotMeeting(u) => {
                format!("void: {} neither stays for the army nor comes to it", u.short(map))
            }
            Void::FleetFull(u) => format!("void: {} carries another army", u.short(map)),
            Void::OwnFleetsCarry(u) => {
                format!("void: {}'s own fleets carry it, and other powers' fleets are not used", u.short(map))
            }
            #[cfg(feature = "world")]
            Void::FleetBusy(u) => {
                format!("void: {} is ordered to move or support, which a fleet being boarded may not", u.short(map))
            }
            #[cfg(feature = "world")]
            Void::NotAccepted(u) => format!("void: {} was not ordered to accept the army", u.short(map)),
            #[cfg(feature = "world")]
            Void::FleetDislodged(u) => format!("void: {} was dislodged", u.short(map)),
        }
    }
}

impl Illegal {
    /// What is wrong, for the player.
    pub fn describe(&self, map: &Map) -> String {
        let name = |p: &ProvinceId| map.province(*p).name.clone();
        match self {
            Illegal::NoUnit => "there is no such unit".into(),
            Illegal::NotYourUnit => "that unit belongs to another power".into(),
            Illegal::WrongPhase => "not an order for this phase".into(),
            Illegal::OwnProvince => "a unit cannot move to its own province".into(),
            Illegal::CannotEnter(k, p) => {
                format!("{} cannot enter {}", k.with_article(), name(p))
            }
            Illegal::NotAdjacent(a, b) => format!("{} is not adjacent to {}", name(a), name(b)),
            Illegal::ViaConvoyNeeded(p) => format!("a move to {} needs a convoy and must say 'via convoy'", name(p)),
            Illegal::NoConvoyRoute(a, b) => {
                format!("no convoy route from {} to {}", name(a), name(b))
            }
            Illegal::ArmyToCoast => "an army cannot move to a coast".into(),
            Illegal::WrongCoast => "the unit is not on that coast".into(),
            Illegal::CoastNeeded(p) => format!("the order must say which coast of {}", name(p)),
            Illegal::CoastUnreachable(l) => format!("cannot reach {}", map.loc_name(*l)),
            Illegal::OnlyArmiesConvoyed => "only armies can be convoyed".into(),
            Illegal::NothingToSupport(p) => format!("there is no unit in {} to support", name(p)),
            Illegal::SupportSelf => "a unit cannot support itself".into(),
            Illegal::SupportIntoOwnProvince => "a unit cannot support a move into its own province".into(),
            Illegal::CannotReach(a, b) => format!("{} cannot reach {}", name(a), name(b)),
            Illegal::SupportedCannotMove(u, p) => {
                format!("{} cannot move to {}", u.short(map), name(p))
            }
            Illegal::OnlyFleetsConvoy => "only fleets can convoy".into(),
            Illegal::CannotConvoyFrom(p) => format!("a fleet in {} cannot convoy", name(p)),
            Illegal::NoArmyToConvoy(p) => format!("there is no army in {} to convoy", name(p)),
            Illegal::CannotBeConvoyedTo(p) => format!("an army cannot be convoyed to {}", name(p)),
            Illegal::NotOnConvoyRoute(f, p) => {
                format!("{} is not on any convoy route to {}", name(f), name(p))
            }
            Illegal::NoConvoys => "the rules have no convoy order".into(),
            Illegal::NoPower => "the order does not say which power gives it".into(),
            Illegal::NotDislodged(p) => format!("there is no dislodged unit in {}", name(p)),
            Illegal::RetreatClosed(p) => {
                format!("cannot retreat to {}: occupied, the attacker's origin, or left empty by a standoff", name(p))
            }
            #[cfg(not(feature = "world"))]
            Illegal::NotHomeCentre(p) => format!("{} is not a home centre of this power", name(p)),
            #[cfg(feature = "world")]
            Illegal::NotHomeCentre(p) => format!("{} is not a {} of this power", name(p), home_centre_words(map)),
            Illegal::NotOwned(p) => format!("{} is not owned by this power", name(p)),
            Illegal::NotCapital(p) => format!("{} is not this power's capital, where armies are raised", name(p)),
            Illegal::NotNavalBase(p) => {
                format!("{} is not a naval base of this power, where fleets are raised", name(p))
            }
            Illegal::Occupied(p) => format!("{} is occupied", name(p)),
            Illegal::FleetInland(p) => format!("a fleet cannot be built in {}", name(p)),
            Illegal::KindNeeded(p) => {
                format!("say whether to build an army or a fleet in {}", name(p))
            }
            Illegal::WrongUnitType => "the order names the wrong type of unit".into(),
            Illegal::MissingUnitType => "the order must say army or fleet".into(),
            Illegal::WaiveNotAllowed => "builds may not be waived".into(),
            Illegal::WrongNationality => "the support names the wrong nationality".into(),
            Illegal::MissingNationality => "the support must name the supported unit's nationality".into(),
            Illegal::CoastInSupport => "a support names no coast".into(),
            Illegal::CannotBoard => "only an army boards, and only its own power's fleet: one in its province, one that can enter it, or one in a coastal province it can enter".into(),
            Illegal::NotAboard => "the army is not on board a fleet".into(),
            Illegal::AboardNoFightingPower => {
                "an army on board a fleet cannot move, support or convoy: it goes with its fleet until it disembarks".into()
            }
            Illegal::CannotLand(p) => format!("an army cannot go ashore in {}", name(p)),
            Illegal::NoCoastGuards => "this board has no coast guards".into(),
            Illegal::LeaderNoStrength => "a Leader alone has no strength: it holds, moves or is convoyed".into(),
            Illegal::SplitUnclear => {
                "it is not clear which half of the coast guard is the army and which the fleet: write (army) and (fleet)"
                    .into()
            }
            Illegal::NoLeaders => "there are no Leaders under these rules".into(),
            Illegal::LeaderOnlyInOpening => {
                "a Leader is built only in the opening builds (Winter 1900), never later".into()
            }
            Illegal::SecondLeader => "each power has one Leader, and this one has it already".into(),
            Illegal::LeaderNotDisbanded => {
                "a Leader needs no supply and is not removed in adjustments: it is lost only with its country, or when it cannot retreat".into()
            }
            #[cfg(feature = "world")]
            Illegal::CannotBecomeAF
            | Illegal::CannotAccept
            | Illegal::AFConvoys
            | Illegal::NotCarriedBy(..)
            | Illegal::NoCavalry
            | Illegal::NoPapacy
            | Illegal::NotPapalCentreOf(..)
            | Illegal::OnlyPapalUnits(..)
            | Illegal::OneMoveASeason(..)
            | Illegal::NotASupplyCentre(..)
            | Illegal::NotAMine(..)
            | Illegal::MinedTwice(..)
            | Illegal::NotABuildCentre(..)
            | Illegal::AlreadyABuildCentre(..)
            | Illegal::ToItself
            | Illegal::NotControlled(..)
            | Illegal::GoldCannotGo(..)
            | Illegal::VotedTwice
            | Illegal::NoPapalRight
            | Illegal::PapalOnSupplyCentre(..)
            | Illegal::AlreadyPapal(..)
            | Illegal::NotPapal(..)
            | Illegal::PopesCentreFixed(..)
            | Illegal::OccupiedByOthers(..)
            | Illegal::FarFromBuildCentre(..)
            | Illegal::NotEnoughGold { .. }
            | Illegal::NotUnderground
            | Illegal::NotAVent(..)
            | Illegal::VentOpen(..)
            | Illegal::VentNotOpen(..)
            | Illegal::VentClosedForGood(..)
            | Illegal::NotUndergroundUnit
            | Illegal::KindToComeUp
            | Illegal::OnlyComesUp
            | Illegal::VentTaken(..)
            | Illegal::HighSeas(..)
            | Illegal::InTransit(..)
            | Illegal::OverLoad { .. }
            | Illegal::ConvoyExchange(..)
            | Illegal::ConvoyRelay(..) => self.describe_world(map),
        }
    }
}

#[cfg(feature = "world")]
impl Illegal {
    /// What is wrong with an order of Das Dippyspiel's, for the player.
    fn describe_world(&self, map: &Map) -> String {
        let name = |p: &ProvinceId| map.province(*p).name.clone();
        match self {
            Illegal::CannotBecomeAF => "only an army becomes an A/F, boarding a fleet in a coastal province it can enter, or in a sea beside its coast".into(),
            Illegal::CannotAccept => "only a fleet accepts an army, one in a province beside it, where armies board as A/Fs".into(),
            Illegal::AFConvoys => "an A/F may not convoy".into(),
            Illegal::NotCarriedBy(p) => format!("the army is not on board a fleet in {}", name(p)),
            Illegal::NoCavalry => "this board has no cavalry".into(),
            Illegal::NoPapacy => "this board has no Papacy".into(),
            Illegal::NotPapalCentreOf(p) => format!("{} is no papal centre of this power", name(p)),
            Illegal::OnlyPapalUnits(p) => format!("{} is a papal centre: it supports only papal units", name(p)),
            Illegal::OneMoveASeason(k) => format!("{} moves once a season: it has no second half", k.with_article()),
            Illegal::NotASupplyCentre(p) => format!("{} is no supply centre", name(p)),
            Illegal::NotAMine(p) => format!("{} has no mine", name(p)),
            Illegal::MinedTwice(p) => format!("the mine in {} is worked once a year", name(p)),
            Illegal::NotABuildCentre(p) => format!("{} is not one of this power's build centres", name(p)),
            Illegal::AlreadyABuildCentre(p) => format!("{} is a build centre of this power already", name(p)),
            Illegal::ToItself => "a power gives nothing to itself".into(),
            Illegal::NotControlled(p) => {
                format!("no unprotected foreign gold in {} that this power's army or fleet holds", name(p))
            }
            Illegal::GoldCannotGo(p) => format!("gold is not carried into {}", name(p)),
            Illegal::VotedTwice => "a power votes once in an election".into(),
            Illegal::NoPapalRight => "only the Pope, or a power whose votes allow a schism, makes papal centres".into(),
            Illegal::PapalOnSupplyCentre(p) => format!("{} is a supply centre or no land: papal centres are made on others", name(p)),
            Illegal::AlreadyPapal(p) => format!("{} is a papal centre already", name(p)),
            Illegal::NotPapal(p) => format!("{} is no papal centre this power made", name(p)),
            Illegal::PopesCentreFixed(p) => format!("{} is the Pope's, fixed for his term", name(p)),
            Illegal::OccupiedByOthers(p) => format!("another power's unit stands in {}", name(p)),
            Illegal::FarFromBuildCentre(p) => format!(
                "{} is more than {} provinces from every build centre of its owner",
                name(p),
                map.papacy.map_or(0, |r| r.reach)
            ),
            Illegal::NotEnoughGold { at, has } => format!("this power has only {has} in {}", name(at)),
            Illegal::NotUnderground => "only the underground power has vents to open and close".into(),
            Illegal::NotAVent(p) => format!("{} has no vent", name(p)),
            Illegal::VentOpen(p) => format!("the vent in {} is open already", name(p)),
            Illegal::VentNotOpen(p) => format!("the vent in {} is not open", name(p)),
            Illegal::VentClosedForGood(p) => format!("the vent in {} was closed, and may not be reopened", name(p)),
            Illegal::NotUndergroundUnit => {
                "only the underground power's units come up through the vents and go down".into()
            }
            Illegal::KindToComeUp => "a unit coming up must say its kind: A, F or C".into(),
            Illegal::OnlyComesUp => "a unit underground only comes up through an open vent".into(),
            Illegal::VentTaken(p) => format!("one unit comes up a vent a season: another comes up in {}", name(p)),
            Illegal::HighSeas(k, p) => {
                format!("only fleets enter the high seas: {} cannot come up in {}", k.with_article(), name(p))
            }
            Illegal::InTransit(p) => {
                format!("the unit is crossing to {}: that move, ordered last season, is its order", name(p))
            }
            Illegal::OverLoad { fleet, load, weight } => {
                let takes = crate::mechanics::convoy_load::weights(map);
                format!("{} convoys a load of {load} a season ({takes}): the units named take {weight}", fleet.short(map))
            }
            Illegal::ConvoyExchange(a, b) => {
                format!("one fleet may not convoy two units to exchange places ({} and {})", name(a), name(b))
            }
            Illegal::ConvoyRelay(p) => {
                format!("one fleet may not convoy one army into {} and another out of it", name(p))
            }
            // Only the kinds above are sent here.
            _ => String::new(),
        }
    }
}

/// What a power's build sites are called on `map`: home centres, or, where they move (Das
/// Dippyspiel, rule 3), build centres.
#[cfg(feature = "world")]
fn home_centre_words(map: &Map) -> &'static str {
    if map.economy.is_some() { "build centre" } else { "home centre" }
}
