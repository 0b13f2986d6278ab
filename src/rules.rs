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
        AllHold = "all-hold": "every unit in the paradox holds",
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
    /// A fleet build in an inland centre.
    fleet_build_on_land: FleetBuildOnLand, "fleet_build_on_land", "DATC 4.C.4",
        "A fleet ordered to be built in an inland centre:" {
        Fails = "fails": "the build fails",
        BuildsArmy = "builds-army": "an army is built instead",
    }
    /// Which units a power that orders too few disbands loses.
    civil_disorder: CivilDisorder, "civil_disorder", "DATC 4.D.8, 6.J",
        "Which units are removed when a power orders too few disbands?" {
        OwnedCentres2023 = "owned-centres-2023": "farthest from its nearest owned centre, counting moves over land and sea; fleets first, then alphabetical (2023)",
        HomeCentres1971 = "home-centres-1971": "farthest from its home centres, each unit moving as it can; fleets first, then alphabetical (1971)",
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

/// The named presets, the default first.
pub const PRESETS: &[Preset] = &[Preset {
    name: "datc-2023",
    title: "DATC 3.0 / 2023 rulebook",
    summary: "The 2023 rulebook as DATC 3.0 reads it, with Kruijswijk's preferences where the rulebook is silent.",
    settings: &[],
}];

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
