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
    army_fleet_swap,
    beleaguered_garrison,
    build_coast,
    build_designation,
    build_centres,
    civil_disorder,
    civil_disorder_support,
    coastal_convoy,
    convoy_paradox,
    convoy_path,
    convoy_to_adjacent,
    convoyed_attack_origin,
    dislodged_convoyed_effect,
    dislodged_supporter,
    disrupted_convoy_army,
    failed_move_defence,
    fleet_build_on_land,
    hold_support_to_mover,
    illegal_orders,
    implied_orders,
    konings_rule,
    multiple_builds,
    multiple_orders,
    multi_route_convoy,
    retreat_after_convoy,
    retreat_conflict,
    self_attack,
    self_cut,
    split_coasts,
    support_coast,
    support_nationality,
    too_many_builds,
    too_many_disbands,
    unit_designation,
    waive_builds,
}

/// Example positions whose outcome under a whole preset rightly differs from the outcome
/// under its one option, because another setting of the preset also applies to them.
const PRESET_INTERACTIONS: &[(&str, &str, &str)] = &[
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
            if let Some((_, _, why)) = PRESET_INTERACTIONS.iter().find(|(n, id, _)| *n == p.name && *id == case.id) {
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
