//! The rules a game is played by: one enum-valued option per disputed ruling, passed into
//! adjudication as a value. The default of every option is the DATC 3.0 preference.
//!
//! Each option is declared once in the `options!` table below, which generates the field,
//! its enum, parsing from and printing to the names used on the command line and in JSON,
//! and the description listed by `graustark rules`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How one option is described to a player or a tool.
#[derive(Clone, Debug, Serialize)]
pub struct OptionInfo {
    /// The name used in `--set NAME=VALUE` and in JSON.
    pub name: &'static str,
    /// One line a player understands.
    pub summary: &'static str,
    /// The DATC section 4 issue (or other source) the option settles.
    pub source: &'static str,
    /// Every choice, the default first.
    pub choices: Vec<ChoiceInfo>,
}

/// One choice of an option.
#[derive(Clone, Debug, Serialize)]
pub struct ChoiceInfo {
    pub value: &'static str,
    pub summary: &'static str,
}

/// A problem with a `NAME=VALUE` setting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError(pub String);

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

macro_rules! options {
    ($(
        $(#[doc = $doc:literal])*
        $field:ident : $Enum:ident, $name:literal, $source:literal, $summary:literal {
            $( $(#[doc = $vdoc:literal])* $Variant:ident = $value:literal : $vsummary:literal ),+ $(,)?
        }
    )*) => {
        $(
            $(#[doc = $doc])*
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
            pub enum $Enum {
                $( $(#[doc = $vdoc])* #[serde(rename = $value)] $Variant ),+
            }

            impl $Enum {
                /// Every choice, the default first.
                pub const ALL: &'static [$Enum] = &[$($Enum::$Variant),+];
                /// The name of this choice.
                pub fn as_str(self) -> &'static str {
                    match self { $($Enum::$Variant => $value),+ }
                }
                /// Parses a choice by name.
                pub fn parse(s: &str) -> Option<Self> {
                    match s { $($value => Some($Enum::$Variant),)+ _ => None }
                }
            }

            impl Default for $Enum {
                fn default() -> Self { Self::ALL[0] }
            }
        )*

        /// The rules value: one field per option. `Rules::default()` is DATC 3.0.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(default, deny_unknown_fields)]
        pub struct Rules {
            $( $(#[doc = $doc])* pub $field: $Enum, )*
        }

        impl Rules {
            /// Describes every option and its choices.
            pub fn describe() -> Vec<OptionInfo> {
                vec![$(OptionInfo {
                    name: $name,
                    summary: $summary,
                    source: $source,
                    choices: vec![$(ChoiceInfo { value: $value, summary: $vsummary }),+],
                }),*]
            }
            /// Sets one option from its name and a choice name.
            pub fn set(&mut self, name: &str, value: &str) -> Result<(), RulesError> {
                match name {
                    $($name => {
                        self.$field = $Enum::parse(value).ok_or_else(|| RulesError(format!(
                            "'{value}' is not a choice of {name}; choose one of: {}",
                            $Enum::ALL.iter().map(|c| c.as_str()).collect::<Vec<_>>().join(", ")
                        )))?;
                        Ok(())
                    })*
                    _ => Err(RulesError(format!("there is no rule option named '{name}'; `graustark rules` lists them"))),
                }
            }
            /// The current choice of an option, by name.
            pub fn get(&self, name: &str) -> Option<&'static str> {
                match name { $($name => Some(self.$field.as_str()),)* _ => None }
            }
        }
    };
}

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
    /// The beleaguered garrison: must a unit attacked equally from two sides retreat?
    beleaguered_garrison: BeleagueredGarrison, "beleaguered_garrison", "Walker, The Beleaguered Garrison; 1958 rules; DATC 6.E.13",
        "If my unit is attacked from two sides by attacks that bounce each other, each strong enough to dislodge it, must it retreat?" {
        Stands = "stands": "no: it stays (the rules)",
        Retreats = "retreats": "yes: it must retreat (the 'realist heresy'; not standard)",
    }
    /// The guerilla raise: may a power build in a home centre another power holds?
    build_centres: BuildCentres, "build_centres", "1958 rules (Laurania letters); Walker; DATC 6.I.5",
        "Where may a power build?" {
        OwnedHome = "owned-home": "only in its own empty home centres that it still owns",
        AnyVacantHome = "any-vacant-home": "in any of its empty home centres, even one another power holds (the guerilla raise)",
    }
    /// The Toronto rule: what happens to an army whose convoying fleet is dislodged?
    disrupted_convoy_army: DisruptedConvoyArmy, "disrupted_convoy_army", "1958 rules (Laurania letters); DATC 6.F.6-8",
        "If the fleet carrying my army is dislodged, what happens to the army?" {
        Stays = "stays": "it stays where it was",
        Destroyed = "destroyed": "it is destroyed (the Toronto rule)",
    }
    /// The Key-Just rule: does a unit whose move failed still defend its province?
    failed_move_defence: FailedMoveDefence, "failed_move_defence", "1958 rules (Laurania letters); DATC 6.D.7",
        "If my move failed, does my unit still defend its own province?" {
        Normal = "normal": "yes, with its normal strength",
        None = "none": "no: a single unsupported attack dislodges it (the Key-Just rule)",
    }
    /// Retreat conflicts: who goes when several units retreat to one place?
    retreat_conflict: RetreatConflict, "retreat_conflict", "House rules 2023, 3.2; DATC 6.H.7-8",
        "If two of my units retreat to the same place, can I say which one goes there?" {
        AllDisbanded = "all-disbanded": "no: all units retreating to one place are disbanded",
        OwnerChooses = "owner-chooses": "yes: when all of them are mine, the one I marked '(priority)' goes, the others are disbanded",
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
        AnyRouteBroken = "any-route-broken": "as soon as any route is broken (1971 rulebook)",
    }
    /// How a convoy paradox is resolved.
    convoy_paradox: ConvoyParadox, "convoy_paradox", "DATC 4.A.2",
        "How is a convoy paradox resolved?" {
        Szykman = "szykman": "Szykman rule: the convoyed army does not move and has no effect",
        AllHold = "all-hold": "the 2000/2023 rulebook rule (a convoyed army does not cut support for an attack on its convoying fleet), then every move still in a paradox fails",
        Rule1982 = "rule-1982": "the 1982 rulebook rule: a convoyed army does not cut a fleet's support for an action in a sea holding a convoying fleet",
        Rule1971 = "rule-1971": "the 1971 rulebook rule: a convoyed army does not cut a fleet's support for a fleet attacking one of its convoying fleets; Szykman where it gives no answer",
    }
    /// When a move to an adjacent province goes by convoy.
    convoy_to_adjacent: ConvoyToAdjacent, "convoy_to_adjacent", "DATC 4.A.3",
        "When does an army moving to an adjacent province go by convoy?" {
        IntentNoFallback = "intent-no-fallback": "if it says 'via convoy' or one of its own fleets convoys it; no fallback to the land route (2023 rulebook, DATC 3.0)",
        IntentWithFallback = "intent-with-fallback": "as above, but an army whose convoy fails takes the land route (2000 rulebook as DATC 2.x read it)",
        ExplicitOnly = "explicit-only": "only if the order says 'via convoy' (DPTG)",
        OppositeMove = "opposite-move": "when fleets convoy it and the unit there moves the opposite way, taking the land route if the convoy fails (1971 rulebook)",
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
    /// A fleet move naming a coast it cannot reach.
    impossible_coast: ImpossibleCoast, "impossible_coast", "DATC 4.B.3",
        "A fleet ordered to a coast it cannot reach, where another coast of that province can be reached:" {
        Illegal = "illegal": "the order is illegal",
        IgnoreCoast = "ignore-coast": "the coast is ignored and the fleet goes to the coast it can reach",
    }
    /// Whether a support without a coast matches a move to a coast.
    support_coast: SupportCoast, "support_coast", "DATC 4.B.4",
        "A support that does not name the coast of a fleet's move to a two-coast province:" {
        AnyUnit = "any-unit": "is valid for any power's fleet (face-to-face practice, DATC 6.B.15)",
        OwnUnitOnly = "own-unit-only": "is valid only for the supporting power's own fleet (Calhamer)",
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
    coastal_convoy: CoastalConvoy, "coastal_convoy", "DATC 6.F.1; 1958 rules",
        "Can a fleet in a coastal province convoy?" {
        SeasOnly = "seas-only": "no: only fleets at sea convoy",
        CoastsToo = "coasts-too": "yes: fleets in coastal provinces may convoy too",
    }
    /// Hold support for a unit that was ordered to move.
    hold_support_to_mover: HoldSupportToMover, "hold_support_to_mover", "DATC 4.E.1, 6.D.7-8, 6.D.28-32",
        "Can a unit ordered to move receive support to hold?" {
        IfMoveIllegal = "if-move-illegal": "only when its move is illegal, so that it holds (2023 rulebook)",
        Never = "never": "never, even when its move is illegal",
        IfMoveFails = "if-move-fails": "whenever its move fails",
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
    support_nationality: SupportNationality, "support_nationality", "DATC 4.C.5, 4.C.6",
        "A support that names no nationality for the unit it supports, or the wrong one:" {
        Ignore = "ignore": "the nationality is ignored: the support stands",
        MustBeRight = "must-be-right": "a wrong nationality makes the support illegal; a missing one is fine",
        Required = "required": "the nationality must be written, and right, or the support is illegal",
    }
    /// More than one order for the same unit.
    multiple_orders: MultipleOrders, "multiple_orders", "DATC 4.D.3",
        "A unit given two different legal orders:" {
        Hold = "hold": "neither counts: the unit holds (and may be supported to hold)",
        First = "first": "the first order counts",
        Last = "last": "the last order counts",
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
    /// Which units a power that orders too few disbands loses.
    civil_disorder: CivilDisorder, "civil_disorder", "DATC 4.D.8, 6.J",
        "Which units are removed when a power orders too few disbands?" {
        OwnedCentres2023 = "owned-centres-2023": "farthest from its nearest owned centre, counting moves over land and sea; fleets first, then alphabetical (2023)",
        HomeCentres1971 = "home-centres-1971": "farthest from its home centres, fleets moving as fleets and armies over land or sea; fleets first, then alphabetical (1971)",
        House2023 = "house-2023": "only units off supply centres, farthest from a home centre; then units at sea, units abroad, fleets, alphabetical (house rules 3.5)",
    }
}

/// A named rulebook: a rules value with a reason for each setting.
#[derive(Clone, Debug, Serialize)]
pub struct Preset {
    pub name: &'static str,
    pub title: &'static str,
    /// Why the preset exists and what it follows.
    pub summary: &'static str,
    /// The options that differ from the default, with the source of each.
    pub settings: &'static [(&'static str, &'static str, &'static str)],
}

/// The named presets, the default first. Sources and reasons: tests/rules/README.md.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "datc-2023",
        title: "DATC 3.0 / 2023 rulebook",
        summary: "The 2023 rulebook as DATC 3.0 reads it, with Kruijswijk's preferences where the rulebook is silent.",
        settings: &[],
    },
    Preset {
        name: "rulebook-2000",
        title: "2000 rulebook",
        summary: "The 2000 (and 2008) rulebook: as 2023 except for disbanding units in civil disorder; its own paradox rule, with All Hold where it gives no answer.",
        settings: &[
            ("civil_disorder", "home-centres-1971", "DATC 4.D.8: before 2023, distance to the home country"),
            ("convoy_paradox", "all-hold", "DATC 4.A.2: the 2000 rule, which leaves some paradoxes open"),
        ],
    },
    Preset {
        name: "rulebook-1982",
        title: "1982 rulebook",
        summary: "The 1982 (and 1992) rulebook, with its own paradox rule.",
        settings: &[
            ("convoy_paradox", "rule-1982", "DATC 4.A.2: the 1982 rule"),
            ("civil_disorder", "home-centres-1971", "DATC 4.D.8: the 1971 and 1982 texts alike"),
            ("hold_support_to_mover", "never", "DATC section 2: only from 2000 may an illegal move not refuse support"),
        ],
    },
    Preset {
        name: "rulebook-1971",
        title: "1971 rulebook",
        summary: "The 1971 (and 1976) rulebook, the first mature one, with its own paradox rule (Szykman where it gives no answer).",
        settings: &[
            ("convoy_paradox", "rule-1971", "DATC 4.A.2: the 1971 rule"),
            ("multi_route_convoy", "any-route-broken", "DATC 4.A.1, 6.F.9-10"),
            ("convoy_to_adjacent", "opposite-move", "DATC 4.A.3: how the DATC reads the 1971 rules"),
            ("civil_disorder", "home-centres-1971", "DATC 4.D.8; 1971 rule on civil disorder"),
            ("hold_support_to_mover", "never", "DATC section 2; 1971 rule IX.6"),
        ],
    },
    Preset {
        name: "rulebook-1961-literal",
        title: "1961 rulebook, read literally",
        summary: "The 1959/1961 text read literally, before Koning's Rule: only what a source says the literal text gives.",
        settings: &[
            ("konings_rule", "literal", "Walker, The Koning Rule: no language in the rules allows Koning's Rule"),
            ("dislodged_supporter", "boardman", "Walker: Boardman's reading, absent language to the contrary"),
            ("self_cut", "self-cut", "Walker, Cutting Your Own Throat: technically possible"),
            (
                "hold_support_to_mover",
                "never",
                "1958 rules (Laurania): a unit ordered to move could not be supported standing",
            ),
        ],
    },
    Preset {
        name: "walker",
        title: "Rod Walker's rulings",
        summary: "Koning yes, Miller yes, Brannan yes, no self-cut, no coastal crawl, no Changing of the Guard, the garrison stands, no guerilla raise.",
        settings: &[(
            "convoyed_attack_origin",
            "last-fleet",
            "Walker, The Brannan Rule: the attack is delivered through the last convoying fleet",
        )],
    },
    Preset {
        name: "house-2023",
        title: "2023 house-rules sheet",
        summary: "Stephen Agar's 2023 house rules: the 2023 rulebook plus implied orders (rules 3.2 and 3.5 are not offered yet).",
        settings: &[("implied_orders", "on", "House rules 3.8")],
    },
];

/// The rules value of a named preset.
pub fn preset(name: &str) -> Option<Rules> {
    let p = PRESETS.iter().find(|p| p.name == name)?;
    let mut rules = Rules::default();
    for (option, value, _) in p.settings {
        rules.set(option, value).ok()?;
    }
    Some(rules)
}

/// Every option with its choices (default first), and every preset, as text.
pub fn listing() -> String {
    let mut s = String::from("Rule options (the first choice is the default, DATC 3.0):\n\n");
    for o in Rules::describe() {
        s.push_str(&format!("{}  [{}]\n  {}\n", o.name, o.source, o.summary));
        for c in &o.choices {
            s.push_str(&format!("    {:<26} {}\n", c.value, c.summary));
        }
        s.push('\n');
    }
    s.push_str("Presets (--rules NAME):\n\n");
    for p in PRESETS {
        s.push_str(&format!("{:<22} {}\n  {}\n", p.name, p.title, p.summary));
        for (o, v, why) in p.settings {
            s.push_str(&format!("    {o}={v}  ({why})\n"));
        }
    }
    s
}
