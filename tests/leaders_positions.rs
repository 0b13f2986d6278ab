//! Militarism III's Leaders in positions (rules 3 and 4), read from game files and judge
//! cases alike: a Leader beside its own army or fleet, Leaders of several powers together where
//! no army or fleet stands, never beside another power's army or fleet, one Leader a power; and
//! a dislodged Leader beside its dislodged host.

use graustark::cases::read_case;
use graustark::map::Map;
use graustark::{GameState, StateErrorKind, UnitKind};
use std::sync::OnceLock;

mod common;
use common::position::{units_words_json, words_position_json as position};

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/militarism-iii/map.json")).unwrap())
}

/// A judge case with these units and no orders.
fn case(units: &[&str]) -> String {
    format!(r#"{{"id":"x","season":"spring","year":1901,"units":{},"orders":[]}}"#, units_words_json(units))
}

#[test]
fn a_leader_shares_a_province_with_its_own_army_or_fleet_or_with_other_leaders() {
    for units in [
        &["france army par", "france leader par"][..],
        &["france leader par", "france army par"],
        &["england fleet nth", "england leader nth"],
        &["france leader bur", "germany leader bur", "italy leader bur"],
        &["france leader stp"],
    ] {
        let s = GameState::from_json(map(), &position(units)).unwrap_or_else(|e| panic!("{units:?}: {e}"));
        assert_eq!(
            s.units.iter().filter(|u| u.kind == UnitKind::Leader).count(),
            units.iter().filter(|u| u.contains("leader")).count()
        );
        read_case(map(), &case(units)).unwrap_or_else(|e| panic!("{units:?}: {e}"));
    }
}

#[test]
fn a_leader_beside_another_powers_unit_or_a_second_leader_is_refused_with_the_place_named() {
    let beside = |province: &str| StateErrorKind::LeaderBesideForeignUnit { province: province.into() };
    let cases: Vec<(Vec<&str>, &str, StateErrorKind, String)> = vec![
        (
            vec!["germany army bur", "france leader bur"],
            "units[1]",
            beside("Burgundy"),
            "units[1]: a Leader in Burgundy beside a unit it cannot accompany: a Leader shares a province only with its own army or fleet, or with other powers' Leaders".into(),
        ),
        (
            // The Leader listed first: the army after it is still another power's.
            vec!["france leader bur", "germany army bur"],
            "units[0]",
            beside("Burgundy"),
            "units[0]: a Leader in Burgundy beside a unit it cannot accompany: a Leader shares a province only with its own army or fleet, or with other powers' Leaders".into(),
        ),
        (
            // Leaders of two powers where one of them has an army: the other may not be there.
            vec!["france army bur", "france leader bur", "germany leader bur"],
            "units[2]",
            beside("Burgundy"),
            "units[2]: a Leader in Burgundy beside a unit it cannot accompany: a Leader shares a province only with its own army or fleet, or with other powers' Leaders".into(),
        ),
        (
            vec!["france leader par", "france leader bur"],
            "units[1]",
            StateErrorKind::SecondLeader { power: "France".into() },
            "units[1]: France has a second Leader (one Leader a power)".into(),
        ),
        (
            // Two armies and a Leader: still one army to a province.
            vec!["france army par", "france leader par", "france army par"],
            "units[2]",
            StateErrorKind::SecondUnit { province: "Paris".into() },
            "units[2]: a second unit in Paris".into(),
        ),
    ];
    for (units, at, kind, message) in cases {
        let e = GameState::from_json(map(), &position(&units)).expect_err("the position should be refused");
        assert_eq!((e.at.as_str(), &e.kind, e.to_string()), (at, &kind, message.clone()), "{units:?}");
        assert_eq!(read_case(map(), &case(&units)).err().map(|e| e.to_string()), Some(message), "{units:?}");
    }
}

#[test]
fn a_leader_stands_in_the_province_never_on_a_coast() {
    let e = GameState::from_json(map(), &position(&["russia leader stp/nc"])).unwrap_err();
    assert_eq!(e.to_string(), "units[0]: a leader cannot stand in St Petersburg (North Coast)");
}

/// A retreat phase with one army in London and these dislodged units
/// (`"france leader bel hol"`: dislodged by the unit from Holland).
fn retreat(dislodged: &[&str]) -> String {
    let dislodged: Vec<String> = dislodged
        .iter()
        .map(|u| {
            let w: Vec<&str> = u.split(' ').collect();
            format!(r#"{{"power":"{}","type":"{}","region":"{}","attacker_from":"{}"}}"#, w[0], w[1], w[2], w[3])
        })
        .collect();
    format!(
        r#"{{"season":"fall","year":1901,"phase":"retreat","units":[{{"power":"england","type":"army","region":"lon"}}],"dislodged":[{}]}}"#,
        dislodged.join(",")
    )
}

#[test]
fn a_leader_is_dislodged_with_its_host_or_beside_other_leaders_and_nothing_else() {
    for dislodged in [
        &["france army bel hol", "france leader bel hol"][..],
        &["france leader bel hol", "france army bel hol"],
        &["france leader bel hol", "germany leader bel hol"],
    ] {
        GameState::from_json(map(), &retreat(dislodged)).unwrap_or_else(|e| panic!("{dislodged:?}: {e}"));
    }
    let second = StateErrorKind::SecondDislodged { province: "Belgium".into() };
    for (dislodged, at, kind) in [
        (&["germany army bel hol", "france leader bel hol"][..], "dislodged[1]", second.clone()),
        (&["france army bel hol", "france leader bel hol", "germany army bel hol"], "dislodged[2]", second),
        (
            // A second Leader: dislodged beside one on the board.
            &["england leader bel hol"],
            "dislodged[0]",
            StateErrorKind::SecondLeader { power: "England".into() },
        ),
    ] {
        let mut text = retreat(dislodged);
        if dislodged[0].starts_with("england") {
            text = text.replace(
                r#"{"power":"england","type":"army","region":"lon"}"#,
                r#"{"power":"england","type":"army","region":"lon"},{"power":"england","type":"leader","region":"lon"}"#,
            );
        }
        let e = GameState::from_json(map(), &text).expect_err("the position should be refused");
        assert_eq!((e.at.as_str(), &e.kind), (at, &kind), "{dislodged:?}");
    }
}
