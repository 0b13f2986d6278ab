//! The options table: every disputed ruling, its source, and its choices (the default first).

use super::{ChoiceInfo, OptionInfo, RulesError};

options! {
    /// Koning's Rule: may a dislodged unit still stand off a unit entering its attacker's province?
    konings_rule: KoningsRule, "konings_rule", "Walker, The Koning Rule; DATC 6.E.1",
        "If my unit is dislodged by a unit coming from X, can it still bounce a third unit moving into X?" {
        Modern = "modern": "no: a unit dislodged by an attack from X has no effect on X (Koning's Rule, 1971 on)",
        Literal = "literal": "yes: the 1961 text read literally, before Koning's Rule",
    }
    /// Boardman's dilemma: is the support of a unit dislodged from the province it supports into cut?
    dislodged_supporter: DislodgedSupporter, "dislodged_supporter", "Walker, Boardman's Dilemma and Miller's Rule; DATC 6.D.17",
        "If my supporting unit is dislodged by the very unit it supports an attack against, does the support still count?" {
        Miller = "miller": "no: dislodgement cuts the support (Miller's Rule)",
        Boardman = "boardman": "yes: the support stands (Boardman)",
    }
    /// The Gilliland situation: does an attack on one's own unit stand off others?
    self_attack: SelfAttack, "self_attack", "Walker, The Gilliland Situation; DATC 6.E.12",
        "My attack on my own unit cannot dislodge it; does it still bounce other units?" {
        StandsOff = "stands-off": "yes: it stands off equal attacks (Walker's ruling)",
        NoEffect = "no-effect": "no: it has no effect at all (the Chalker Rule)",
    }
    /// Cutting your own throat: does attacking one's own supporting unit cut its support?
    self_cut: SelfCut, "self_cut", "Walker, Cutting Your Own Throat; DATC 6.D.20",
        "Does attacking my own supporting unit cut its support?" {
        NoSelfCut = "no-self-cut": "no",
        SelfCut = "self-cut": "yes, as the rulebook read literally allows",
    }
    /// The coastal crawl: are the two coasts of a split province one space or two?
    split_coasts: SplitCoasts, "split_coasts", "Walker, The Coastal Crawl; DATC 6.B.13",
        "Can fleets pass each other along the two coasts of Spain, Bulgaria or St Petersburg?" {
        OneSpace = "one-space": "no: the coasts are one space, so the fleets bounce",
        TwoSpaces = "two-spaces": "yes: the coasts are two spaces (the coastal crawl)",
    }
    /// The Changing of the Guard: may an army and a fleet swap places without a convoy?
    army_fleet_swap: ArmyFleetSwap, "army_fleet_swap", "Walker, The Changing of the Guard",
        "Can an army and a fleet in adjacent coastal provinces swap places without a convoy?" {
        Forbidden = "forbidden": "no: they meet head to head, like any two units",
        Allowed = "allowed": "yes: one goes by land, the other by sea",
    }
    /// Brannan's application 5: may two units exchange places when one or both go by convoy?
    convoy_swap: ConvoySwap, "convoy_swap", "Walker, The Brannan Rule, application 5; DATC 6.G.1",
        "Can two units exchange places when one or both of them go by convoy?" {
        Allowed = "allowed": "yes: a convoyed army meets nobody head to head (every rulebook from 1971; Brannan's application 5: 'Two armies may change places if one or both of them are convoys')",
        Forbidden = "forbidden": "no: they meet head to head as if they went by land, so neither moves unless one is the stronger (the 1961 text read literally: Walker calls application 5 'an exception to the Rulebook's statement that two units may not exchange places')",
    }
    /// The beleaguered garrison: must a unit attacked equally from two sides retreat?
    beleaguered_garrison: BeleagueredGarrison, "beleaguered_garrison", "Walker, The Beleaguered Garrison; Calhamer's 1958 rules (Laurania #2); DATC 6.E.13",
        "If my unit is attacked from two sides by attacks that bounce each other, each strong enough to dislodge it, must it retreat?" {
        Stands = "stands": "no: it stays (the rules)",
        Retreats = "retreats": "yes: it must retreat (the 'realist heresy'; not standard)",
        Annihilated = "annihilated": "it is destroyed, with no retreat (the harsher heresy Walker reports: 'or even, some say, is annihilated')",
    }
    /// The guerilla raise: may a power build in a home centre another power holds?
    build_centres: BuildCentres, "build_centres", "Laurania #2 (1969): Ver Ploeg's letter on Calhamer, McCallum's reply; Walker; DATC 6.I.5",
        "Where may a power build?" {
        OwnedHome = "owned-home": "only in its own empty home centres that it still owns",
        AnyVacantHome = "any-vacant-home": "in any of its empty home centres, even one another power holds (the guerilla raise)",
    }
    /// The Toronto rule: what happens to an army whose convoying fleet is dislodged?
    disrupted_convoy_army: DisruptedConvoyArmy, "disrupted_convoy_army", "McCallum, Laurania #2 (1969): the Toronto group's practice; DATC 6.F.6-8",
        "If the fleet carrying my army is dislodged, what happens to the army?" {
        Stays = "stays": "it stays where it was",
        Destroyed = "destroyed": "it is destroyed (the Toronto group's rule, as McCallum reports it)",
    }
    /// The Key-Just rule: does a unit whose move failed still defend its province?
    failed_move_defence: FailedMoveDefence, "failed_move_defence", "McCallum, Laurania #2 (1969): the Key-Just group's practice; DATC 6.D.7",
        "If my move failed, does my unit still defend its own province?" {
        Normal = "normal": "yes, with its normal strength",
        None = "none": "no: a single unsupported attack dislodges it (the Key-Just group's rule, as McCallum reports it)",
    }
    /// Retreat conflicts: who goes when several units retreat to one place?
    retreat_conflict: RetreatConflict, "retreat_conflict", "House rules 2023, 3.2; DATC 6.H.7-8; Calhamer's 1958 rules (Laurania #2)",
        "If two of my units retreat to the same place, can I say which one goes there?" {
        AllDisbanded = "all-disbanded": "no: all units retreating to one place are disbanded",
        OwnerChooses = "owner-chooses": "yes: when all of them are mine, the one I marked '(priority)' goes, the others are disbanded",
        OneSurvives = "one-survives": "no, but one of them goes: the one with the fewest retreats open to it, of equals the first by the name of the province it leaves; the others are disbanded (1958: 'only one retreat is possible for two retreating units, the unit or units unable to retreat are annihilated')",
    }
    /// Implied orders: does a support or convoy order also order the unit it names?
    implied_orders: ImpliedOrders, "implied_orders", "House rules 2023, 3.8; DATC 4.E.3",
        "Does 'A Mun S A Ruh - Bur' also order my unordered A Ruh to Burgundy?" {
        Off = "off": "no: an unordered unit holds",
        On = "on": "yes, if the same power gave the support or convoy and did not order that unit otherwise",
    }
    /// When does a convoy with several routes fail?
    multi_route_convoy: MultiRouteConvoy, "multi_route_convoy", "DATC 4.A.1",
        "When a convoy has several routes, is it disrupted when one route is broken?" {
        AllRoutesBroken = "all-routes-broken": "only when every route is broken (1982 rulebook on)",
        AnyRouteBroken = "any-route-broken": "as soon as any route is broken (the 1971 rulebook; DATC 6.F.10: 'this will disrupt the convoy and the army will stay in London')",
        OwnFleetsFirst = "own-fleets-first": "as soon as any route is broken, but where the army's own power's fleets offer a route the other powers' fleets are ignored (the DPTG's choice, DATC 2.x 4.A.1 a; DATC 6.F.11: 'one could adopt a rule (DPTG) that foreign fleets are not used when not necessary'), so in 6.F.10 the army reaches Belgium by the North Sea",
    }
    /// How a convoy paradox is resolved.
    convoy_paradox: ConvoyParadox, "convoy_paradox", "DATC 4.A.2",
        "How is a convoy paradox resolved?" {
        Szykman = "szykman": "Szykman rule: the convoyed army does not move and has no effect",
        AllHold = "all-hold": "the 2000/2023 rulebook rule (a convoyed army does not cut support for an attack on its convoying fleet), then every move still in a paradox fails",
        Rule1982 = "rule-1982": "the 1982 rulebook rule: a convoyed army does not cut a fleet's support for an action in a sea holding a convoying fleet",
        Rule1971 = "rule-1971": "the 1971 rulebook rule: a convoyed army does not cut a fleet's support for a fleet attacking one of its convoying fleets; Szykman where it gives no answer",
        AllHoldOnly = "all-hold-only": "the All Hold rule alone: every move in a paradox fails (DATC 2.x 4.A.2 e)",
        Dptg = "dptg": "the DPTG rule: the convoys in a paradox fail where that is consistent, otherwise every move in it fails (DATC 2.x 4.A.2 f)",
        ConvoyedArmyCuts = "convoyed-army-cuts": "the convoyed army attacks from the side and cuts the support, so the convoy goes through where that is consistent; Szykman otherwise (the 'converse' of Brannan's rule in Walker's column)",
    }
    /// When a move to an adjacent province goes by convoy.
    convoy_to_adjacent: ConvoyToAdjacent, "convoy_to_adjacent", "DATC 4.A.3",
        "When does an army moving to an adjacent province go by convoy?" {
        IntentNoFallback = "intent-no-fallback": "if it says 'via convoy' or one of its own fleets convoys it; no fallback to the land route (2023 rulebook, DATC 3.0)",
        IntentWithFallback = "intent-with-fallback": "as above, but an army ordered 'via convoy' that no fleet is ordered to convoy takes the land route; a convoy ordered and disrupted still fails (2000 rulebook as DATC 2.x read it: 6.G.8, 6.H.12)",
        ExplicitOnly = "explicit-only": "only if the order says 'via convoy'; no fallback (DPTG, DATC 2.x 4.A.3 e)",
        OppositeMove = "opposite-move": "when fleets convoy it and the unit there moves the opposite way, taking the land route if the convoy fails (1971 rulebook as DATC 3.0 reads it; DATC 2.x 4.A.3 c)",
        OppositeMoveNoFallback = "opposite-move-no-fallback": "when fleets convoy it and the unit there moves the opposite way, failing if the convoy fails (Walker's rule, DATC 2.x 4.A.3 b)",
        AlwaysConvoy = "always-convoy": "whenever any fleet is ordered to convoy it there, failing if the convoy fails; 'via convoy' is ignored (DATC 2.x 4.A.3 a)",
        ViaConvoyRequired = "via-convoy-required": "only if the order says 'via convoy', to any province: a move that needs a convoy and does not say so is illegal (DAIDE, DATC 2.x 4.A.3 f)",
    }
    /// Where a convoyed attack comes from, for cutting support.
    convoyed_attack_origin: ConvoyedAttackOrigin, "convoyed_attack_origin", "DATC 4.A.4",
        "Does an army convoyed into a supporting unit cut support for an attack on the army's own province?" {
        ArmyProvince = "army-province": "no: the attack comes from the army's own province",
        LastFleet = "last-fleet": "yes: the attack comes from the last convoying fleet (Brannan's rule)",
    }
    /// Whether a unit dislodged by a convoyed army may retreat to the army's province.
    retreat_after_convoy: RetreatAfterConvoy, "retreat_after_convoy", "DATC 4.A.5",
        "May a unit dislodged by a convoyed army retreat to the province the army came from?" {
        MayRetreatToOrigin = "may-retreat-to-origin": "yes (2023 rulebook)",
        NotToOrigin = "not-to-origin": "no, as with any attacker",
    }
    /// Whether a unit dislodged by a convoyed army still bounces others at the army's origin.
    dislodged_convoyed_effect: DislodgedConvoyedEffect, "dislodged_convoyed_effect", "DATC 4.A.7",
        "Can a unit dislodged by a convoyed army still stand off a third unit in the army's province?" {
        OnlyRealHeadToHead = "only-real-head-to-head": "yes: only a real head-to-head battle takes its effect away",
        NeverAtAttackerOrigin = "never-at-attacker-origin": "no: a dislodged unit never affects its attacker's province",
    }
    /// A fleet move to a split-coast province without a coast, where only one coast is reachable.
    omitted_coast: OmittedCoast, "omitted_coast", "DATC 4.B.2",
        "A fleet ordered to a two-coast province without naming the coast, where only one coast can be reached:" {
        OnlyPossibleCoast = "only-possible-coast": "goes to the only coast it can reach",
        Fails = "fails": "the order is illegal",
    }
    /// A fleet move to a split-coast province without a coast, where both coasts are reachable.
    ambiguous_coast: AmbiguousCoast, "ambiguous_coast", "DATC 4.B.1",
        "A fleet ordered to a two-coast province without naming the coast, where both coasts can be reached:" {
        Fails = "fails": "the order is illegal (DATC 3.0)",
        DefaultCoast = "default-coast": "goes to the province's default coast: the first the map lists that it can reach (the early e-mail judges)",
    }
    /// A fleet move naming a coast it cannot reach.
    impossible_coast: ImpossibleCoast, "impossible_coast", "DATC 4.B.3",
        "A fleet ordered to a coast it cannot reach, where another coast of that province can be reached:" {
        Illegal = "illegal": "the order is illegal",
        IgnoreCoast = "ignore-coast": "the coast is ignored and the fleet goes to the coast it can reach",
    }
    /// Whether a support without a coast matches a move to a coast.
    support_coast: SupportCoast, "support_coast", "DATC 4.B.4",
        "A support for a fleet's move to a two-coast province that does not name the coast:" {
        AnyUnit = "any-unit": "is valid for any power's fleet (face-to-face practice, DATC 6.B.15)",
        OwnUnitOnly = "own-unit-only": "is valid only for the supporting power's own fleet (Calhamer)",
        Required = "required": "is void: a support for a fleet moving to a two-coast province must name the coast (DATC 4.B.4, 2.x choice a)",
        Ignored = "ignored": "is valid, and so is one naming another coast: a support's coast is ignored (the DPTG's choice, DATC 2.x 4.B.4 e)",
        Illegal = "illegal": "is valid, but a support that names a coast is illegal: a support has no coast (DAIDE, whose support order, SUP (unit) MTO province, names a province and no coast; DATC 6.B.4's support of F Gas - Spa(nc) fails and the fleets bounce)",
    }
    /// An order naming the wrong coast for the unit it orders.
    ordered_coast: OrderedCoast, "ordered_coast", "DATC 4.B.5",
        "An order that names the wrong coast for the fleet it orders:" {
        IgnoreWrongCoast = "ignore-wrong-coast": "the coast is ignored: the order stands",
        Fails = "fails": "the order is illegal",
    }
    /// A coast where none is needed (an army moving to a coast).
    irrelevant_coast: IrrelevantCoast, "irrelevant_coast", "DATC 4.B.6",
        "An army ordered to a named coast:" {
        Ignore = "ignore": "the coast is ignored",
        Fails = "fails": "the order is illegal",
    }
    /// Whether fleets in coastal provinces may convoy.
    coastal_convoy: CoastalConvoy, "coastal_convoy", "DATC 6.F.1; McCallum, Laurania #2 (1969): the groups outside the zines before 1966",
        "Can a fleet in a coastal province convoy?" {
        SeasOnly = "seas-only": "no: only fleets at sea convoy",
        CoastsToo = "coasts-too": "yes: fleets in coastal provinces may convoy too (the practice McCallum reports of the groups that joined the zines in 1966)",
    }
    /// Whether the rules have a convoy order at all.
    convoy_order: ConvoyOrder, "convoy_order", "Calhamer's 1958 rules (Laurania #2): no convoy order; armies cross water on board fleets",
        "Can fleets convoy armies?" {
        Allowed = "allowed": "yes: fleets may convoy an army across water (the published rulebooks)",
        None = "none": "no: there is no convoy order; an army moves only to a province next to it by land, and a convoy order or a move that needs one is illegal (1958: armies cross water 'on board' fleets, the boarding option)",
    }
    /// Hold support for a unit that was ordered to move.
    hold_support_to_mover: HoldSupportToMover, "hold_support_to_mover", "DATC 4.E.1, 6.D.7-8, 6.D.28-32; McCallum, Laurania #2 (1969)",
        "Can a unit ordered to move receive support to hold?" {
        IfMoveIllegal = "if-move-illegal": "only when its move is illegal, so that it holds (2023 rulebook)",
        Never = "never": "never, even when its move is illegal",
        IfMoveFails = "if-move-fails": "whenever its move fails (the Youngstown practice McCallum reports: 'a unit ordered to move could be supported standing')",
    }
    /// What an illegal order still does (DATC 4.E.1).
    illegal_orders: IllegalOrders, "illegal_orders", "DATC 4.E.1",
        "Does an order that could never be valid still count for anything?" {
        Ignored = "ignored": "no: it is ignored entirely and the unit holds (2023 rulebook, DATC 3.0)",
        QuasiLegal = "quasi-legal": "partly: an impossible move still refuses a hold support, and an impossible convoy by the army's own power still shows its intent to go by convoy",
    }
    /// A convoy route written into the army's order (`A Yor - Nth - Bel`).
    convoy_path: ConvoyPathRule, "convoy_path", "DATC 4.A.6",
        "A move order that writes out its convoy route (A Yor - Nth - Bel):" {
        Ignored = "ignored": "the route is ignored: any convoy may carry the army",
        Allowed = "allowed": "a written route must be followed exactly; a move without one may take any",
        Required = "required": "every move by convoy must write its route and follow it",
    }
    /// A unit order whose unit type (A/F) is missing or wrong.
    unit_designation: UnitDesignation, "unit_designation", "DATC 4.C.1, 4.C.2",
        "An order that leaves out the unit type, or names the wrong one (A for a fleet):" {
        Ignore = "ignore": "the type is ignored: the order stands",
        MustBeRight = "must-be-right": "a wrong type makes the order illegal; a missing one is fine",
        Required = "required": "the type must be written, and right, or the order is illegal",
    }
    /// A support that leaves out the nationality of the supported unit, or names the wrong one.
    support_nationality: SupportNationality, "support_nationality", "DATC 4.C.5, 4.C.6; Calhamer's 1958 rules (Laurania #2)",
        "A support that names no nationality for the unit it supports, or the wrong one:" {
        Ignore = "ignore": "the nationality is ignored: the support stands",
        MustBeRight = "must-be-right": "a wrong nationality makes the support illegal; a missing one is fine",
        Required = "required": "the nationality must be written, and right, or the support is illegal",
        RequiredForForeign = "required-for-foreign": "the nationality must be written, and right, for another power's unit; for one's own it may be left out (1958: 'If a foreign unit is to receive support, its country must also be given')",
    }
    /// More than one order for the same unit.
    multiple_orders: MultipleOrders, "multiple_orders", "DATC 4.D.3; Calhamer's 1958 rules (Laurania #2)",
        "A unit given two different legal orders:" {
        Hold = "hold": "neither counts: the unit holds (and may be supported to hold)",
        First = "first": "the first order counts",
        Last = "last": "the last order counts",
        MoveOverSupport = "move-over-support": "a move and a support for one unit: the move counts, the support is ignored, whichever came first (1958: 'If it is ordered both to move and to support, the move is considered, the support is ignored'); other pairs of orders: the unit holds",
    }
    /// Too many build orders.
    too_many_builds: TooManyBuilds, "too_many_builds", "DATC 4.D.4",
        "A power orders more builds than it may make:" {
        FirstLegal = "first-legal": "the first legal builds are made",
        LastLegal = "last-legal": "the last legal builds are made",
        AllInvalid = "all-invalid": "no build is made",
    }
    /// Too many disband orders.
    too_many_disbands: TooManyDisbands, "too_many_disbands", "DATC 4.D.6",
        "A power orders more disbands than it must make:" {
        FirstLegal = "first-legal": "the first legal disbands are made",
        LastLegal = "last-legal": "the last legal disbands are made",
        CivilDisorder = "civil-disorder": "all are ignored and the civil disorder rule chooses",
    }
    /// Two builds in one province.
    multiple_builds: MultipleBuilds, "multiple_builds", "DATC 4.D.5",
        "Two builds ordered in the same province:" {
        First = "first": "the first is built",
        BothFail = "both-fail": "neither is built",
        Last = "last": "the last is built",
    }
    /// Waiving a build.
    waive_builds: WaiveBuilds, "waive_builds", "DATC 4.D.7",
        "Can a power waive a build?" {
        Allowed = "allowed": "yes: a waive uses up one build (2000 and 2023 rulebooks)",
        NotAllowed = "not-allowed": "no: a waive order is illegal and uses up nothing",
    }
    /// A build order without a unit type.
    build_designation: BuildDesignation, "build_designation", "DATC 4.C.3",
        "A build order that does not say army or fleet:" {
        ArmyInlandFleetOnCoast = "army-inland-fleet-on-coast": "an army inland, a fleet where a coast is named, otherwise illegal",
        ArmyInland = "army-inland": "an army inland, otherwise illegal",
        Fails = "fails": "the build is illegal",
    }
    /// A fleet build in a two-coast centre that names no coast.
    build_coast: BuildCoast, "build_coast", "DATC 4.B.7",
        "A fleet build in a two-coast centre (St Petersburg) that does not name the coast:" {
        Fails = "fails": "the build is illegal (DATC 3.0)",
        DefaultCoast = "default-coast": "the fleet is built on the default coast, the first the map lists (the early e-mail judges)",
    }
    /// A fleet build in an inland centre.
    fleet_build_on_land: FleetBuildOnLand, "fleet_build_on_land", "DATC 4.C.4",
        "A fleet ordered to be built in an inland centre:" {
        Fails = "fails": "the build fails",
        BuildsArmy = "builds-army": "an army is built instead",
    }
    /// Hold support for a unit whose power gave no orders.
    civil_disorder_support: CivilDisorderSupport, "civil_disorder_support", "DATC 4.D.9",
        "Can a unit of a power in civil disorder (no orders at all) be supported to hold?" {
        Succeeds = "succeeds": "yes",
        Fails = "fails": "no: the support is void",
    }
    /// When a power is out of the game.
    elimination: Elimination, "elimination", "Calhamer's 1958 rules (Laurania #2), Object of the Game",
        "When is a power out of the game?" {
        NoUnitsAndNoCentres = "no-units-and-no-centres": "when it has neither units nor supply centres: a power with centres but no units still builds (the later rulebooks)",
        NoUnits = "no-units": "as soon as it has no units on the board, centres or not: it builds no more (1958: 'Any player who loses all his military units is out of the game')",
    }
    /// Where armies and fleets are raised.
    build_sites: BuildSites, "build_sites", "Calhamer's 1958 rules (Laurania #2), Occupation of supply centers",
        "Where may I raise an army, and where a fleet?" {
        HomeCentres = "home-centres": "either in any of my home centres (a fleet on the coast)",
        CapitalAndBase = "capital-and-base": "armies only in my capital, fleets only in a naval base I hold (1958: 'Armies start in their capital, fleets in their naval base'); a power that lost its capital names another home centre it holds ('Capital Mos'), and the capital returns on recapture. On a map naming neither for a power, as home-centres",
    }
    /// Armies on board fleets: may an army ride a fleet, and go ashore where it puts in?
    boarding: Boarding, "boarding", "Calhamer's 1958 rules (Laurania #2), Armies on board fleets",
        "May my army go on board my fleet, sail with it and go ashore?" {
        NotAllowed = "not-allowed": "no: armies cross water only by convoy (every rulebook from 1961)",
        Allowed = "allowed": "yes: an army boards its power's fleet in its province, or as one of them enters the other's coastal province ('A Lon Board F Nth'); aboard it has no fighting power and goes where the fleet goes; it goes ashore ('A Nwy Disembark') as the fleet moves out, and stays aboard if the fleet cannot (1958: 'Armies on board fleets')",
        #[cfg(feature = "world")]
        AF = "a-f": "yes, as an A/F (Das Dippyspiel, rule 13): an army moves into the province of a fleet that holds there ('A Kent - Lond (becomes A/F)'), a foreign fleet only if its owner orders it to accept the army ('F Lond Accept A Kent'), whose owner then orders the A/F; the fleet's dislodgement voids the boarding, an attack that fails does not; the army lands as a move to a province the fleet could enter, which the fleet may support ('A Lond - Essx (S) by F Lond'); an A/F may not convoy",
    }
    /// What a power that orders no builds gets in a game that opens with builds.
    default_builds: DefaultBuilds, "default_builds", "Militarism III (Diplomacy World #3, 1974), rule 2",
        "In a game that opens with a builds phase (Winter 1900), what does a power that orders no build get?" {
        Nothing = "nothing": "nothing: its home centres stay empty until it builds",
        StartUnits = "start-units": "its customary units, the map's opening units (Militarism III: 'If a player gives no build orders, the customary units are built.'); a power that orders any build or waive gets only what it orders",
    }
    /// What a year named after a power (a map's `calendar`) does to that power's units.
    patron_year: PatronYear, "patron_year", "Cat Diplomacy (Diplomacy World #3, 1974), rules 3 to 6",
        "On a board whose years are named after its powers, what does a power's own year give it?" {
        Name = "name-only": "only the name: every unit fights with the strength of one",
        Doubled = "doubled": "its armies, fleets and coast guards are doubled in strength ('In the years named after a player's country, his units are doubled in strength'); two different orders to one of them split it into two single units of its kind, a coast guard into an army and a fleet, which stay single for the rest of the year",
    }
    /// Militarism III's Leaders.
    leaders: Leaders, "leaders", "Militarism III (Diplomacy World #3, 1974), rules 3 and 4",
        "Does each power have a Leader?" {
        None = "none": "no: a Leader may not be built",
        OnePerPower = "one-per-power": "yes: each power builds one Leader (L) in the opening builds (Winter 1900) in a home centre, besides its units, and never again; its army or fleet in the Leader's province fights with the strength of two in attack, defence and support, and a single attack on it cuts one of its two supports; alone a Leader has no strength, moves over land or sea, may be convoyed, and may share a province with its own unit or with other powers' Leaders; it needs no supply and is lost only with its country or when it cannot retreat",
    }
    /// Which owned centres count for builds and removals.
    supply_counts: SupplyCounts, "supply_counts", "Cat Diplomacy (Diplomacy World #3, 1974), rule 9",
        "Which of the centres I own count towards my builds?" {
        AllOwned = "all-owned": "every supply centre I own (every rulebook)",
        HomeAndNeutral = "home-and-neutral": "only my own home centres and the neutral centres I own; an enemy's home centre I own counts for nobody, so its owner loses it and I gain nothing (Cat Diplomacy: 'Builds only are derived from home centers and neutral centers. Ownership of one or more enemy centers does not entitle a power to additional units, though it will obviously cost the involved enemy power his unit.')",
    }
    /// Which units a power that orders too few disbands loses.
    civil_disorder: CivilDisorder, "civil_disorder", "DATC 4.D.8, 6.J",
        "Which units are removed when a power orders too few disbands?" {
        OwnedCentres2023 = "owned-centres-2023": "farthest from its nearest owned centre, counting moves over land and sea; fleets first, then alphabetical (2023)",
        HomeCentres1971 = "home-centres-1971": "farthest from its home centres, fleets moving as fleets and armies over land or sea; fleets first, then alphabetical (1971)",
        House2023 = "house-2023": "only units off supply centres, farthest from a home centre; then units at sea, units abroad, fleets, alphabetical (house rules 3.5)",
    }
    /// What armies and fleets do in the second half of a season of cavalry halves (Das
    /// Dippyspiel, rule 6).
    #[cfg(feature = "world")]
    cavalry_season: CavalrySeason, "cavalry_season", "Das Dippyspiel (seed 002), rule 6",
        "While cavalry takes its second half of a season, what do my armies and fleets do?" {
        FirstHalfOnly = "first-half-only": "they hold where the first half left them, with their own strength, and support nothing: their one order was played in the first half ('Armies and Fleets move and function as in regular Diplomacy': one order a season)",
        SupportsStand = "supports-stand": "a support they gave in the first half, not cut there, is given again in the second from where they stand, to the unit holding at the place it names or making the move it names ('function as in regular Diplomacy': a support stands the whole season)",
    }
    /// Which armies count for the cavalry a power may build (Das Dippyspiel, rule 6).
    #[cfg(feature = "world")]
    cavalry_ratio: CavalryRatio, "cavalry_ratio", "Das Dippyspiel (seed 002), rule 6",
        "When I build cavalry, which of my armies count for its ratio of one to every three?" {
        AfterBuilds = "after-builds": "the armies I keep after this Winter's builds, those built with the cavalry among them (the rule speaks of the force kept: 'a required ratio of 1 C for every 3 A')",
        BeforeBuilds = "before-builds": "only the armies I had when the Winter began: a cavalry unit waits a year for the armies built beside it ('no new C units may be built until he has built sufficient A units')",
    }
    /// What a mine produces in a year (Das Dippyspiel, rule 8).
    #[cfg(feature = "world")]
    mine_output: MineOutput, "mine_output", "Das Dippyspiel (seed 002), rule 8",
        "How much gold does a mine produce in a year?" {
        Hundred = "hundred": "100 G, as the rule says: 'Each mine produces 100 annually'",
        Ten = "ten": "10 G, as the rule's own example of a mining order writes it: 'M XXXX (P) 10G'",
    }
}
