//! The named presets: rules values with a reason for each setting. Sources and reasons in full:
//! tests/rules/README.md (whose preset tables a test checks against these).

use super::*;
use serde::ser::{Serialize, SerializeTuple, Serializer};

/// A named rulebook: a rules value with a reason for each setting.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Preset {
    /// The name used in `--rules NAME`.
    pub name: &'static str,
    /// A title for menus.
    pub title: &'static str,
    /// Why the preset exists and what it follows.
    pub summary: &'static str,
    /// The options that differ from the default, with the source of each. Serialised as
    /// `[option, choice, why]` triples.
    #[cfg_attr(feature = "ts", ts(as = "Vec<(String, String, String)>"))]
    pub settings: &'static [PresetSetting],
}

/// One setting of a preset and why the preset has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PresetSetting {
    /// The option and its choice.
    pub setting: Setting,
    /// The source of the choice.
    pub why: &'static str,
}

impl Serialize for PresetSetting {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut t = serializer.serialize_tuple(3)?;
        t.serialize_element(self.setting.option())?;
        t.serialize_element(self.setting.choice())?;
        t.serialize_element(self.why)?;
        t.end()
    }
}

impl Preset {
    /// The rules value of this preset.
    pub fn rules(&self) -> Rules {
        let mut rules = Rules::default();
        for s in self.settings {
            s.setting.apply(&mut rules);
        }
        rules
    }
}

const fn set(setting: Setting, why: &'static str) -> PresetSetting {
    PresetSetting { setting, why }
}

/// The named presets, the default first.
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
            set(
                Setting::CivilDisorder(CivilDisorder::HomeCentres1971),
                "DATC 4.D.8: before 2023, distance to the home country",
            ),
            set(
                Setting::ConvoyParadox(ConvoyParadox::AllHold),
                "DATC 4.A.2: the 2000 rule, which leaves some paradoxes open",
            ),
        ],
    },
    Preset {
        name: "rulebook-1982",
        title: "1982 rulebook",
        summary: "The 1982 (and 1992) rulebook, with its own paradox rule.",
        settings: &[
            set(Setting::ConvoyParadox(ConvoyParadox::Rule1982), "DATC 4.A.2: the 1982 rule"),
            set(Setting::CivilDisorder(CivilDisorder::HomeCentres1971), "DATC 4.D.8: the 1971 and 1982 texts alike"),
            set(
                Setting::HoldSupportToMover(HoldSupportToMover::Never),
                "DATC section 2: only from 2000 may an illegal move not refuse support",
            ),
        ],
    },
    Preset {
        name: "rulebook-1971",
        title: "1971 rulebook",
        summary: "The 1971 (and 1976) rulebook, the first mature one, with its own paradox rule (Szykman where it gives no answer).",
        settings: &[
            set(Setting::ConvoyParadox(ConvoyParadox::Rule1971), "DATC 4.A.2: the 1971 rule"),
            set(Setting::MultiRouteConvoy(MultiRouteConvoy::AnyRouteBroken), "DATC 4.A.1, 6.F.9-10"),
            set(
                Setting::ConvoyToAdjacent(ConvoyToAdjacent::OppositeMove),
                "DATC 4.A.3: how the DATC reads the 1971 rules",
            ),
            set(Setting::CivilDisorder(CivilDisorder::HomeCentres1971), "DATC 4.D.8; 1971 rule on civil disorder"),
            set(Setting::HoldSupportToMover(HoldSupportToMover::Never), "DATC section 2; 1971 rule IX.6"),
        ],
    },
    Preset {
        name: "rulebook-1961-literal",
        title: "1961 rulebook, read literally",
        summary: "The 1959/1961 text read literally, before Koning's Rule: only what a source says the literal text gives.",
        settings: &[
            set(
                Setting::KoningsRule(KoningsRule::Literal),
                "Walker, The Koning Rule: no language in the rules allows Koning's Rule",
            ),
            set(
                Setting::DislodgedSupporter(DislodgedSupporter::Boardman),
                "Walker: Boardman's reading, absent language to the contrary",
            ),
            set(Setting::SelfCut(SelfCut::SelfCut), "Walker, Cutting Your Own Throat: technically possible"),
            set(
                Setting::ConvoySwap(ConvoySwap::Forbidden),
                "Walker, The Brannan Rule: application 5 is 'an exception to the Rulebook's statement that two units may not exchange places'",
            ),
            set(
                Setting::HoldSupportToMover(HoldSupportToMover::Never),
                "McCallum, Laurania #2 (1969): postal practice did not let a unit ordered to move be supported standing (Youngstown's exception ended)",
            ),
        ],
    },
    Preset {
        name: "rulebook-1958",
        title: "Calhamer's 1958 rules",
        summary: "The 1958 rules as McCallum printed them in Laurania #2 (1969): only what that text decides (a move beats a support, a foreign unit's country named, one unit takes a lone retreat, a power without units is out, armies raised in the capital and fleets in a naval base, no convoy order but armies on board fleets); the rest as 2023. Play it on maps/standard-1958 for its capitals and naval bases, victory by units and the six- and five-player games.",
        settings: &[
            set(
                Setting::MultipleOrders(MultipleOrders::MoveOverSupport),
                "1958: 'If it is ordered both to move and to support, the move is considered, the support is ignored.'",
            ),
            set(
                Setting::SupportNationality(SupportNationality::RequiredForForeign),
                "1958: 'If a foreign unit is to receive support, its country must also be given.'",
            ),
            set(
                Setting::RetreatConflict(RetreatConflict::OneSurvives),
                "1958: 'only one retreat is possible for two retreating units, the unit or units unable to retreat are annihilated' (which one goes is our choice)",
            ),
            set(
                Setting::Elimination(Elimination::NoUnits),
                "1958: 'Any player who loses all his military units is out of the game'",
            ),
            set(
                Setting::BuildSites(BuildSites::CapitalAndBase),
                "1958: 'Armies start in their capital, fleets in their naval base' (the capitals and bases are map data)",
            ),
            set(
                Setting::Boarding(Boarding::Allowed),
                "1958: 'If a fleet and army are in the same province, the army may be ordered \"on board\" the designated fleet and the fleet moved on the same move.'",
            ),
            set(
                Setting::ConvoyOrder(ConvoyOrder::None),
                "1958, Armies on board fleets: armies cross water on board; the text has no convoy order",
            ),
        ],
    },
    Preset {
        name: "militarism-iii",
        title: "Militarism III",
        summary: "Lewis Pulsipher's Militarism III (Diplomacy World #3, 1974): the 1971 rules, and a Winter 1900 builds phase that opens the game, a power ordering none getting the customary units, and one Leader a power (rules 3 and 4): built in that winter, doubling the army or fleet it goes with, moving alone by land or sea without strength. Play it on maps/militarism-iii, which opens with that phase.",
        settings: &[
            set(
                Setting::ConvoyParadox(ConvoyParadox::Rule1971),
                "Rule 1: 'The 1971 Rules of Diplomacy are used'; DATC 4.A.2",
            ),
            set(Setting::MultiRouteConvoy(MultiRouteConvoy::AnyRouteBroken), "Rule 1: the 1971 rules; DATC 4.A.1"),
            set(
                Setting::ConvoyToAdjacent(ConvoyToAdjacent::OppositeMove),
                "Rule 1: the 1971 rules as DATC 4.A.3 reads them",
            ),
            set(Setting::CivilDisorder(CivilDisorder::HomeCentres1971), "Rule 1: the 1971 rule on civil disorder"),
            set(Setting::HoldSupportToMover(HoldSupportToMover::Never), "Rule 1: 1971 rule IX.6"),
            set(
                Setting::DefaultBuilds(DefaultBuilds::StartUnits),
                "Rule 2: 'Before Spring 1901, a Winter 1900 turn occurs. If a player gives no build orders, the customary units are built.'",
            ),
            set(
                Setting::Leaders(Leaders::OnePerPower),
                "Rules 3 and 4: 'Each country also receives one Leader unit (L) which is built in Winter 1900 in a home center. L may not otherwise be built.'",
            ),
        ],
    },
    Preset {
        name: "cat",
        title: "Cat Diplomacy",
        summary: "Ernie Melchoir's Cat Diplomacy (Diplomacy World #3, 1974), for three players: rule 1, the 1971 rules; rules 3 to 6, each power's units doubled in the year named after it, split by two different orders; rule 9, builds only from home and neutral centres. Play it on maps/cat, which holds rule 3's named years, rule 7's victory (every neutral centre and the whole home country), rule 8's draw (shared by all three powers) and rule 10's coast guards.",
        settings: &[
            set(
                Setting::ConvoyParadox(ConvoyParadox::Rule1971),
                "Rule 1: 'All rules of 1971 Calhamer Diplomacy apply'; DATC 4.A.2",
            ),
            set(Setting::MultiRouteConvoy(MultiRouteConvoy::AnyRouteBroken), "Rule 1: the 1971 rules; DATC 4.A.1"),
            set(
                Setting::ConvoyToAdjacent(ConvoyToAdjacent::OppositeMove),
                "Rule 1: the 1971 rules as DATC 4.A.3 reads them",
            ),
            set(Setting::CivilDisorder(CivilDisorder::HomeCentres1971), "Rule 1: the 1971 rule on civil disorder"),
            set(Setting::HoldSupportToMover(HoldSupportToMover::Never), "Rule 1: 1971 rule IX.6"),
            set(
                Setting::PatronYear(PatronYear::Doubled),
                "Rule 4: 'In the years named after a player's country, his units are doubled in strength. These doubled armies and fleets may be divided into two single armies or fleets ... by simply giving two different orders to the same province.'",
            ),
            set(
                Setting::SupplyCounts(SupplyCounts::HomeAndNeutral),
                "Rule 9: 'Builds only are derived from home centers and neutral centers. Ownership of one or more enemy centers does not entitle a power to additional units, though it will obviously cost the involved enemy power his unit.'",
            ),
        ],
    },
    Preset {
        name: "walker",
        title: "Rod Walker's rulings",
        summary: "Koning yes, Miller yes, Brannan yes, no self-cut, no coastal crawl, no Changing of the Guard, the garrison stands, no guerilla raise.",
        settings: &[set(
            Setting::ConvoyedAttackOrigin(ConvoyedAttackOrigin::LastFleet),
            "Walker, The Brannan Rule: the attack is delivered through the last convoying fleet",
        )],
    },
    Preset {
        name: "house-2023",
        title: "2023 house-rules sheet",
        summary: "Stephen Agar's 2023 house rules: the 2023 rulebook plus the owner's priority in retreat conflicts, its civil-disorder removals and implied orders.",
        settings: &[
            set(Setting::RetreatConflict(RetreatConflict::OwnerChooses), "House rules 3.2"),
            set(Setting::CivilDisorder(CivilDisorder::House2023), "House rules 3.5"),
            set(Setting::ImpliedOrders(ImpliedOrders::On), "House rules 3.8"),
        ],
    },
    #[cfg(feature = "world")]
    Preset {
        name: "dippyspiel",
        title: "Das Dippyspiel",
        summary: "The world game's rules (rule 1: 'the rules of Diplomacy apply except as modified below'): the 2023 rules, and armies riding fleets as A/Fs (rule 13). Its cavalry, convoy load, Arctic seas and vents are its map's data. Play it on maps/dippyspiel.",
        settings: &[set(
            Setting::Boarding(Boarding::AF),
            "Rule 13: 'Armies may board fleets and ride with them as they move. Such a combined unit is designated \"A/F\".'",
        )],
    },
];

/// The rules value of a named preset (None if no preset has that name).
pub fn preset(name: &str) -> Option<Rules> {
    PRESETS.iter().find(|p| p.name == name).map(Preset::rules)
}
