//! The historical rule options, each proved on its source's example positions under every
//! choice (tests/rules/<option>.toml; sources and presets in tests/rules/README.md).

mod common;

use common::{Case, load_cases, run_case, standard_map};
use graustark::Rules;
use std::sync::OnceLock;

fn cases() -> &'static Vec<Case> {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(|| load_cases("rules"))
}

/// The cases that set `option`.
fn cases_of(option: &str) -> Vec<&'static Case> {
    let prefix = format!("{option}=");
    cases().iter().filter(|c| c.rules.iter().any(|r| r.starts_with(&prefix))).collect()
}

fn check(option: &str) {
    let map = standard_map();
    let cases = cases_of(option);
    assert!(!cases.is_empty(), "no example positions for {option}");
    let mut failures = Vec::new();
    for case in cases {
        let problems = run_case(&map, case);
        if !problems.is_empty() {
            failures.push(format!("{}:\n    {}", case.describe(), problems.join("\n    ")));
        }
    }
    assert!(failures.is_empty(), "{option}:\n  {}", failures.join("\n  "));
}

/// Every choice of every option other than the default is shown by at least one example
/// position, here or among the DATC alternatives (the defaults are what every DATC case uses).
#[test]
fn every_choice_has_an_example() {
    let datc = load_cases("datc");
    let used = |setting: &String| {
        cases()
            .iter()
            .chain(&datc)
            .any(|c| c.rules.contains(setting) || c.alt.iter().any(|a| a.rules.contains(setting)))
    };
    for option in Rules::describe() {
        for choice in option.choices.iter().skip(1) {
            let setting = format!("{}={}", option.name, choice.value);
            assert!(used(&setting), "no example position for {setting}");
        }
    }
}

macro_rules! options {
    ($($name:ident),* $(,)?) => {
        $(#[test] fn $name() { check(stringify!($name)); })*
    };
}

options! {
    ambiguous_coast,
    cavalry_ratio,
    mine_output,
    cavalry_season,
    army_fleet_swap,
    beleaguered_garrison,
    boarding,
    build_coast,
    build_sites,
    build_designation,
    build_centres,
    civil_disorder,
    civil_disorder_support,
    coastal_convoy,
    convoy_order,
    convoy_paradox,
    convoy_path,
    convoy_swap,
    convoy_to_adjacent,
    convoyed_attack_origin,
    default_builds,
    dislodged_convoyed_effect,
    dislodged_supporter,
    disrupted_convoy_army,
    elimination,
    failed_move_defence,
    fleet_build_on_land,
    hold_support_to_mover,
    illegal_orders,
    implied_orders,
    konings_rule,
    leaders,
    multiple_builds,
    multiple_orders,
    multi_route_convoy,
    patron_year,
    retreat_after_convoy,
    retreat_conflict,
    self_attack,
    self_cut,
    split_coasts,
    supply_counts,
    support_coast,
    support_nationality,
    too_many_builds,
    too_many_disbands,
    unit_designation,
    waive_builds,
}

/// Why the 1958 preset differs on positions written with supports for foreign units that do
/// not name the unit's country.
const FOREIGN_UNNAMED: &str =
    "support_nationality=required-for-foreign: a support for a foreign unit that does not name its country is illegal";

/// Why the 1958 preset differs on positions that order a convoy, or a move only a convoy
/// could make (the support or hold support that depends on it included).
const NO_CONVOY_ORDER: &str =
    "convoy_order=none: the 1958 rules have no convoy order, so convoys and moves by sea are illegal";

/// Why the Cat preset differs on positions where a power owns another's home centre.
const ENEMY_HOME_CENTRE: &str = "supply_counts=home-and-neutral: an enemy's home centre the power owns gives it no build and keeps no unit (Cat rule 9)";

/// Example positions whose outcome under a whole preset rightly differs from the outcome
/// under its one option, because another setting of the preset also applies to them.
/// The 1961 text read literally: two units may not exchange places even by convoy.
const CONVOY_SWAP_FORBIDDEN: &str = "convoy_swap=forbidden: the armies exchanging places meet head to head";

const PRESET_INTERACTIONS: &[(&str, &str, &str)] = &[
    ("rulebook-1958", "support-for-russia/succeeds", FOREIGN_UNNAMED),
    ("rulebook-1958", "hold-support-6.D.28/if-move-illegal", FOREIGN_UNNAMED),
    ("rulebook-1958", "hold-support-6.D.32/if-move-illegal", FOREIGN_UNNAMED),
    ("rulebook-1958", "impossible-move-6.D.28/ignored", FOREIGN_UNNAMED),
    ("rulebook-1958", "implied-foreign/off", FOREIGN_UNNAMED),
    ("rulebook-1958", "own-support-6.E.12/stands-off", FOREIGN_UNNAMED),
    ("rulebook-1958", "support-coast-6.B.15/any-unit", FOREIGN_UNNAMED),
    ("rulebook-1958", "paradox-6.F.14/szykman", NO_CONVOY_ORDER),
    ("rulebook-1958", "paradox-6.F.22/szykman", NO_CONVOY_ORDER),
    ("rulebook-1958", "paradox-6.F.24/szykman", NO_CONVOY_ORDER),
    ("rulebook-1958", "paradox-walker-naples/szykman", NO_CONVOY_ORDER),
    ("rulebook-1958", "path-written/ignored", NO_CONVOY_ORDER),
    ("rulebook-1958", "path-not-written/ignored", NO_CONVOY_ORDER),
    ("rulebook-1958", "path-through-idle-fleet/ignored", NO_CONVOY_ORDER),
    ("rulebook-1958", "adjacent-6.G.1/intent-no-fallback", NO_CONVOY_ORDER),
    ("rulebook-1958", "adjacent-6.G.2/intent-no-fallback", NO_CONVOY_ORDER),
    ("rulebook-1958", "adjacent-6.G.8/intent-no-fallback", NO_CONVOY_ORDER),
    ("rulebook-1958", "adjacent-6.G.20/intent-no-fallback", NO_CONVOY_ORDER),
    ("rulebook-1958", "adjacent-disrupted-swap/intent-no-fallback", NO_CONVOY_ORDER),
    ("rulebook-1958", "plain-convoy/intent-no-fallback", NO_CONVOY_ORDER),
    ("rulebook-1958", "brannan-app5-both-convoyed/allowed", NO_CONVOY_ORDER),
    ("rulebook-1958", "brannan-app5-one-convoyed/allowed", NO_CONVOY_ORDER),
    ("rulebook-1958", "app5-supported/allowed", NO_CONVOY_ORDER),
    ("rulebook-1961-literal", "swap-6.G.1/allowed", CONVOY_SWAP_FORBIDDEN),
    ("rulebook-1961-literal", "adjacent-6.G.1/intent-no-fallback", CONVOY_SWAP_FORBIDDEN),
    ("rulebook-1961-literal", "brannan-app5-both-convoyed/army-province", CONVOY_SWAP_FORBIDDEN),
    ("rulebook-1961-literal", "brannan-app5-one-convoyed/army-province", CONVOY_SWAP_FORBIDDEN),
    ("rulebook-1958", "brannan-naples/army-province", NO_CONVOY_ORDER),
    ("rulebook-1958", "brannan-app1/army-province", NO_CONVOY_ORDER),
    ("rulebook-1958", "brannan-app2/army-province", NO_CONVOY_ORDER),
    ("rulebook-1958", "brannan-app3/army-province", NO_CONVOY_ORDER),
    ("rulebook-1958", "brannan-app5-both-convoyed/army-province", NO_CONVOY_ORDER),
    ("rulebook-1958", "brannan-app5-one-convoyed/army-province", NO_CONVOY_ORDER),
    ("rulebook-1958", "brannan-6.G.13/army-province", NO_CONVOY_ORDER),
    ("rulebook-1958", "dislodged-convoyed-6.G.10/only-real-head-to-head", NO_CONVOY_ORDER),
    ("rulebook-1958", "dislodged-convoyed-6.G.14/only-real-head-to-head", NO_CONVOY_ORDER),
    ("rulebook-1958", "dislodged-convoyed-6.G.15/only-real-head-to-head", NO_CONVOY_ORDER),
    ("rulebook-1958", "toronto-6.F.7/stays", NO_CONVOY_ORDER),
    ("rulebook-1958", "toronto-6.F.8/stays", NO_CONVOY_ORDER),
    ("rulebook-1958", "toronto-bounce/stays", NO_CONVOY_ORDER),
    ("rulebook-1958", "hold-support-6.D.8/if-move-illegal", NO_CONVOY_ORDER),
    ("rulebook-1958", "implied-convoy/off", NO_CONVOY_ORDER),
    ("rulebook-1958", "multi-route-6.F.9/all-routes-broken", NO_CONVOY_ORDER),
    ("rulebook-1958", "multi-route-6.F.10/all-routes-broken", NO_CONVOY_ORDER),
    ("rulebook-1958", "retreat-convoy-6.H.11/may-retreat-to-origin", NO_CONVOY_ORDER),
    ("rulebook-1958", "retreat-convoy-6.H.12/may-retreat-to-origin", NO_CONVOY_ORDER),
    ("cat", "guerilla-raise-6.I.5/owned-home", ENEMY_HOME_CENTRE),
    ("cat", "guerilla-raise-overrun/owned-home", ENEMY_HOME_CENTRE),
    ("cat", "cd-6.J.11/home-centres-1971", ENEMY_HOME_CENTRE),
    ("rulebook-1982", "brannan-naples/army-province", "the 1982 paradox rule spares Naples' support: no paradox"),
    ("rulebook-1971", "brannan-naples/army-province", "the 1971 paradox rule spares Naples' support: no paradox"),
    (
        "rulebook-2000",
        "brannan-naples/army-province",
        "the 2000 paradox rule spares Naples' support: no paradox, so the convoy is not paradox-failed",
    ),
    ("rulebook-1982", "two-orders/hold", "hold_support_to_mover=never: a unit ordered to move gets no hold support"),
    ("rulebook-1971", "two-orders/hold", "hold_support_to_mover=never: a unit ordered to move gets no hold support"),
    (
        "rulebook-1961-literal",
        "two-orders/hold",
        "hold_support_to_mover=never: a unit ordered to move gets no hold support",
    ),
    (
        "rulebook-1971",
        "brannan-6.G.13/army-province",
        "convoy to an adjacent province: under opposite-move the army goes by land",
    ),
    ("rulebook-1971", "retreat-convoy-6.H.11/may-retreat-to-origin", "under opposite-move the army goes by land"),
    (
        "rulebook-1971",
        "via-convoy/allowed",
        "under opposite-move 'via convoy' is not read: with no convoy ordered the army goes by land",
    ),
    (
        "rulebook-1982",
        "impossible-move-6.D.28/ignored",
        "hold_support_to_mover=never: the impossible move refuses the hold support",
    ),
    (
        "rulebook-1971",
        "impossible-move-6.D.28/ignored",
        "hold_support_to_mover=never: the impossible move refuses the hold support",
    ),
    (
        "rulebook-1961-literal",
        "impossible-move-6.D.28/ignored",
        "hold_support_to_mover=never: the impossible move refuses the hold support",
    ),
    (
        "rulebook-1971",
        "retreat-convoy-6.H.12/may-retreat-to-origin",
        "under opposite-move the armies meet head to head",
    ),
    (
        "militarism-iii",
        "winter-1900/start-units",
        "leaders=one-per-power: a power given its customary units is given its Leader too",
    ),
];

/// Every preset is a valid rules value, and reproduces each example position whose setting
/// it shares (run under the whole preset, not just that one option).
#[test]
fn presets_reproduce_their_examples() {
    let map = standard_map();
    let mut checked = 0;
    let mut failures = Vec::new();
    for p in graustark::rules::PRESETS {
        let rules = graustark::rules::preset(p.name).unwrap_or_else(|| panic!("preset {} does not build", p.name));
        for case in cases() {
            let agrees = !case.rules.is_empty()
                && case.rules.iter().all(|r| r.split_once('=').is_some_and(|(k, v)| rules.get(k) == Some(v)));
            if !agrees {
                continue;
            }
            let mut under_preset = case.clone();
            under_preset.rules = Rules::describe()
                .iter()
                .map(|o| format!("{}={}", o.name, rules.get(o.name).unwrap_or_default()))
                .collect();
            let problems = run_case(&map, &under_preset);
            // Militarism III and Cat Diplomacy play the 1971 rules (their rule 1): they share
            // those rules' interactions, besides their own.
            let plays_1971 = ["militarism-iii", "cat"].contains(&p.name);
            let names = [p.name, if plays_1971 { "rulebook-1971" } else { p.name }];
            if let Some((_, _, why)) = PRESET_INTERACTIONS.iter().find(|(n, id, _)| names.contains(n) && *id == case.id)
            {
                assert!(
                    !problems.is_empty(),
                    "preset {} now agrees on {} ({why}): remove it from PRESET_INTERACTIONS",
                    p.name,
                    case.id
                );
                continue;
            }
            if !problems.is_empty() {
                failures.push(format!("preset {} on {}: {}", p.name, case.id, problems.join("; ")));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 50, "only {checked} preset checks ran");
}

/// The preset tables of tests/rules/README.md say what the presets are: every row naming an
/// option gives the preset's value, and every option a preset changes has a row.
#[test]
fn readme_preset_tables_match_the_presets() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/rules/README.md")).unwrap();
    let presets = text.split("\n## Presets").nth(1).expect("a Presets section");
    let mut problems = Vec::new();
    let mut seen = Vec::new();
    for section in presets.split("\n### `").skip(1) {
        let name = section.split('`').next().unwrap_or_default();
        let Some(rules) = graustark::rules::preset(name) else {
            problems.push(format!("README table for unknown preset '{name}'"));
            continue;
        };
        seen.push(name.to_string());
        let mut rows = Vec::new();
        for line in section.lines().filter(|l| l.starts_with("| ")) {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            let (option, value) = (cells[1], cells[2]);
            let Some(actual) = rules.get(option) else { continue };
            rows.push(option.to_string());
            if actual != value {
                problems.push(format!("{name}: README says {option}={value}, the preset has {actual}"));
            }
        }
        for s in rules.settings() {
            if s.choice() != Rules::default().get(s.option()).unwrap_or_default()
                && !rows.iter().any(|r| r == s.option())
            {
                problems.push(format!(
                    "{name}: the preset sets {}={} but the README has no row",
                    s.option(),
                    s.choice()
                ));
            }
        }
    }
    for p in graustark::rules::PRESETS {
        if !seen.iter().any(|s| s == p.name) {
            problems.push(format!("no README table for preset {}", p.name));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A bad setting says which kind of mistake it is, and lists the choices.
#[test]
fn rules_errors_can_be_matched() {
    use graustark::rules::RulesError;
    let mut rules = Rules::default();
    assert_eq!(rules.set("no_such_option", "x"), Err(RulesError::NoSuchOption("no_such_option".into())));
    match rules.set("convoy_paradox", "szykmann") {
        Err(RulesError::NoSuchChoice { option, value, choices }) => {
            assert_eq!((option, value.as_str()), ("convoy_paradox", "szykmann"));
            assert_eq!(choices[0], "szykman");
        }
        other => panic!("{other:?}"),
    }
    let e: Box<dyn std::error::Error> = Box::new(RulesError::NoSuchOption("x".into()));
    assert!(e.to_string().contains("no rule option named 'x'"));
}

/// Setting any choice of any option by name sets that option alone, and reads back by name
/// (`set` and `get` look names up in the static table, by position).
#[test]
fn every_choice_sets_its_own_option_only() {
    let options = Rules::describe();
    for (index, option) in options.iter().enumerate() {
        for choice in option.choices {
            let mut rules = Rules::default();
            rules.set(option.name, choice.value).unwrap();
            assert_eq!(rules.get(option.name), Some(choice.value));
            for (other, setting) in rules.settings().into_iter().enumerate() {
                let expected = if other == index { choice.value } else { options[other].choices[0].value };
                assert_eq!(setting.choice(), expected, "{}={} changed {}", option.name, choice.value, setting.option());
                assert_eq!(setting.option(), options[other].name);
            }
        }
    }
    assert_eq!(Rules::default().get("no_such_option"), None);
}

/// The site's copy of the options' descriptions, `www/rules.json`, is this table exactly. The
/// site's wasm leaves the texts out (feature `rule-texts`); the sandbox's list of options reads
/// them from that file. After changing the table, write it again with
/// `GRAUSTARK_WRITE_RULES_JSON=1 cargo test --test rules site_rule_texts`.
#[test]
fn site_rule_texts_are_the_tables() {
    // The pages' engine has no world game: its options and choices are left out.
    let gated = graustark::rules::GATED;
    let pages: Vec<graustark::rules::OptionInfo> = Rules::describe()
        .iter()
        .filter(|o| !gated.contains(&(o.name, None)))
        .map(|o| {
            let kept: Vec<_> =
                o.choices.iter().filter(|c| !gated.contains(&(o.name, Some(c.value)))).cloned().collect();
            graustark::rules::OptionInfo { choices: Box::leak(kept.into_boxed_slice()), ..o.clone() }
        })
        .collect();
    assert!(gated.contains(&("boarding", Some("a-f"))) && gated.contains(&("cavalry_season", None)), "{gated:?}");
    let expected = serde_json::to_string_pretty(&pages).unwrap() + "\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/www/rules.json");
    if std::env::var_os("GRAUSTARK_WRITE_RULES_JSON").is_some() {
        std::fs::write(path, &expected).unwrap();
    }
    let actual = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        actual == expected,
        "www/rules.json is not the rules table's texts: write it again with \
         GRAUSTARK_WRITE_RULES_JSON=1 cargo test --test rules site_rule_texts"
    );
    assert!(Rules::describe().iter().all(|o| !o.summary.is_empty() && o.choices.iter().all(|c| !c.summary.is_empty())));
}

/// Rules in JSON (`src/rules/serial.rs`): an object of every option's choice in table order
/// (the world game's own options only where not at their defaults);
/// read back with options left out kept at their defaults; an unknown option, an unknown
/// choice, an option given twice or anything but an object refused with serde's messages.
#[test]
fn rules_json_is_an_object_of_option_names_and_choices() {
    let mut rules = Rules::default();
    rules.set("self_cut", "self-cut").unwrap();
    let json = serde_json::to_value(rules).unwrap();
    let object = json.as_object().unwrap();
    // An option only some builds have is left out at its default (the world game's: a file
    // the command line writes opens in the pages).
    let gated = graustark::rules::GATED;
    let names: Vec<&str> = Rules::describe().iter().map(|o| o.name).filter(|n| !gated.contains(&(n, None))).collect();
    assert_eq!(object.len(), names.len());
    assert!(!object.contains_key("cavalry_season"));
    rules.set("cavalry_season", "supports-stand").unwrap();
    assert_eq!(
        serde_json::to_value(rules).unwrap()["cavalry_season"],
        "supports-stand",
        "written where not the default"
    );
    assert_eq!(serde_json::from_value::<Rules>(serde_json::to_value(rules).unwrap()).unwrap(), rules);
    rules.set("cavalry_season", "first-half-only").unwrap();
    assert_eq!(serde_json::to_string(&rules).unwrap().matches("\":\"").count(), names.len());
    assert!(serde_json::to_string(&rules).unwrap().starts_with(&format!("{{\"{}\":", names[0])), "table order");
    assert_eq!(object["self_cut"], "self-cut");
    assert_eq!(object["convoy_paradox"], "szykman");
    assert_eq!(serde_json::from_value::<Rules>(json).unwrap(), rules);

    let read = |text: &str| serde_json::from_str::<Rules>(text).map_err(|e| e.to_string());
    assert_eq!(read("{}").unwrap(), Rules::default());
    assert_eq!(read(r#"{"self_cut": "self-cut"}"#).unwrap(), rules);
    let unknown = read(r#"{"self_cutt": "self-cut"}"#).unwrap_err();
    assert!(unknown.starts_with("unknown field `self_cutt`, expected one of `konings_rule`"), "{unknown}");
    let choice = read(r#"{"self_cut": "sometimes"}"#).unwrap_err();
    assert!(choice.starts_with("unknown variant `sometimes`, expected `no-self-cut` or `self-cut`"), "{choice}");
    let twice = read(r#"{"self_cut": "self-cut", "self_cut": "no-self-cut"}"#).unwrap_err();
    assert!(twice.starts_with("duplicate field `self_cut`"), "{twice}");
    let not_object = read(r#"["self_cut"]"#).unwrap_err();
    assert!(not_object.contains("expected an object of rule options and choices"), "{not_object}");
    let not_string = read(r#"{"self_cut": 1}"#).unwrap_err();
    assert!(not_string.contains("expected the name of a choice"), "{not_string}");

    // One option's choice alone reads and writes as its name.
    use graustark::rules::SelfCut;
    assert_eq!(serde_json::to_string(&SelfCut::SelfCut).unwrap(), "\"self-cut\"");
    assert_eq!(serde_json::from_str::<SelfCut>("\"self-cut\"").unwrap(), SelfCut::SelfCut);
    assert_eq!(
        (SelfCut::parse("self-cut"), SelfCut::parse("no-self-cut"), SelfCut::parse("self")),
        (Some(SelfCut::SelfCut), Some(SelfCut::NoSelfCut), None)
    );
    assert_eq!(SelfCut::ALL.iter().map(|c| c.as_str()).collect::<Vec<_>>(), SelfCut::NAMES);
}

/// Presets are typed settings, served as `[option, choice, why]` triples; each builds a rules
/// value that differs from the default in exactly its settings.
#[test]
fn presets_are_typed_settings_served_as_triples() {
    for p in graustark::rules::PRESETS {
        let json = serde_json::to_value(p).unwrap();
        for (k, triple) in json["settings"].as_array().unwrap().iter().enumerate() {
            let s = p.settings[k];
            assert_eq!(triple[0], s.setting.option());
            assert_eq!(triple[1], s.setting.choice());
            assert_eq!(triple[2], s.why);
        }
        let rules = p.rules();
        let changed = rules.settings().into_iter().filter(|s| !Rules::default().settings().contains(s)).count();
        assert_eq!(changed, p.settings.len(), "preset {} repeats a default or an option", p.name);
    }
}

/// `graustark rules` names every DATC 3.0 section 4 issue, 4.A.1 to 4.E.6, with an option that
/// exists or the reason none can apply.
#[test]
fn every_datc_section_4_issue_is_named() {
    use graustark::rules::{Coverage, DATC_ISSUES};
    let expected: Vec<String> = [("A", 7), ("B", 7), ("C", 6), ("D", 9), ("E", 6)]
        .iter()
        .flat_map(|(s, n)| (1..=*n).map(move |i| format!("4.{s}.{i}")))
        .collect();
    let ids: Vec<&str> = DATC_ISSUES.iter().map(|i| i.id).collect();
    assert_eq!(ids, expected);
    let listing = graustark::rules::listing();
    for issue in DATC_ISSUES {
        assert!(listing.contains(issue.id), "{} not listed", issue.id);
        if let Coverage::Options(names) | Coverage::OptionsNoted(names, _) = issue.coverage {
            for n in names {
                assert!(Rules::default().get(n).is_some(), "{}: no option {n}", issue.id);
            }
        }
    }
}

/// The README's count of files and cases is the count of the files and cases.
#[test]
fn readme_counts_the_cases() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/rules");
    let text = std::fs::read_to_string(format!("{dir}/README.md")).unwrap().replace('\n', " ");
    let files = std::fs::read_dir(dir)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|x| x == "toml"))
        .count();
    let claim = format!("{files} files, {} cases", cases().len());
    assert!(text.contains(&claim), "README should say '{claim}'");
}
