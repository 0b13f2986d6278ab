//! The source's other spellings of the Cat powers, read as aliases (`powers[].aliases`)
//! wherever a power is named. Diplomacy World #3 spells one power "Telahoma" in the rules ("(2).
//! The three players are Cassiusica, Telahoma, and Andromeda.") and "Tellahoma" in the examples
//! ("(A) In Tellahoma I, Tellahoma orders DCG ..."), and writes "Casiusica" once; our ids and
//! names are the examples' `tellahoma` and `cassiusica`.

mod cli;

use graustark::game::read_orders;
use graustark::map::{Map, MapErrorKind};
use graustark::parse::{parse_order_in, parse_order_sheet, parse_season_sheet, with_units};
use graustark::state::GameState;
use std::sync::OnceLock;

fn cat() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/cat/map.json")).unwrap())
}

fn tellahoma() -> Option<graustark::PowerId> {
    cat().lookup_power("tellahoma")
}

#[test]
fn the_map_reads_the_rules_spellings_as_the_powers_they_name() {
    for name in ["Telahoma", "telahoma", "TELAHOMA", "Telahoman", "Tellahoma", "Tellahoman"] {
        assert_eq!(cat().lookup_power(name), tellahoma(), "{name}");
    }
    assert_eq!(cat().lookup_power("Casiusica"), cat().lookup_power("cassiusica"));
    // Shown as the map names it.
    assert_eq!(cat().power(tellahoma().unwrap()).name, "Tellahoma");
}

#[test]
fn an_alias_is_checked_like_a_name() {
    let text = include_str!("../maps/cat/map.json");
    let empty = text.replace(r#""aliases": ["Telahoma", "Telahoman"]"#, r#""aliases": ["Telahoma", " "]"#);
    let errors = Map::from_json(&empty).unwrap_err();
    assert!(
        errors.iter().any(|e| e.at == "powers[tellahoma].aliases[1]" && e.kind == MapErrorKind::Empty),
        "{errors:?}"
    );
    let clash = text.replace(r#""aliases": ["Telahoma", "Telahoman"]"#, r#""aliases": ["Andromeda"]"#);
    let errors = Map::from_json(&clash).unwrap_err();
    assert!(errors.iter().any(|e| e.kind == MapErrorKind::PowerNameUsedTwice("Andromeda".into())), "{errors:?}");
}

/// Spring of Tellahoma I (year 3), each power on its start units, the centres its home's; the
/// power names written as the rules spell them.
/// A position whose JSON spells the powers both ways (the spellings are what is tested, so it
/// is written out rather than built by `tests/common/position.rs`).
fn spelt_position() -> GameState {
    let json = r#"{"season":"spring","year":3,"phase":"movement","units":[
        {"power":"Telahoma","type":"army","region":"tin"},{"power":"telahoma","type":"cg","region":"iro"},
        {"power":"casiusica","type":"army","region":"pyr"}],
      "centres":{"Telahoma":["iro","tin","zin"],"Casiusica":["gal","mic","pyr"]},
      "single":{"Telahoma":[]}}"#;
    GameState::from_json(cat(), json).unwrap()
}

#[test]
fn a_position_names_its_powers_either_way() {
    let s = spelt_position();
    assert!(s.units.iter().take(2).all(|u| Some(u.power) == tellahoma()));
    let back = s.to_json_value(cat());
    assert_eq!(back.units[0].power, "tellahoma", "written with the id");
    let text = serde_json::to_string(&back).unwrap();
    assert!(text.contains(r#""centres":{"cassiusica":["gal","mic","pyr"],"tellahoma":["iro","tin","zin"]}"#), "{text}");
}

#[test]
fn orders_name_the_power_either_way() {
    let s = spelt_position();
    // The ordering power, and a support's nationality.
    let (orders, _, unreadable) = read_orders(cat(), &s, [(Some("Telahoma"), "A Tin - Cin")]);
    assert!(unreadable.is_empty(), "{unreadable:?}");
    assert_eq!(orders[0].power(), tellahoma());
    let o = with_units(&s, |units| parse_order_in(cat(), units, None, "CG Iro S Telahoman A Tin")).unwrap();
    assert_eq!(o.describe(cat()), "CG Iro S A Tin");
}

#[test]
fn sheets_head_the_power_either_way() {
    let read = parse_order_sheet(cat(), "Telahoma:\nA Tin - Cin\nCasiusica: A Pyr H\n");
    let powers: Vec<_> = read.iter().map(|l| l.order.as_ref().unwrap().power()).collect();
    assert_eq!(powers, [tellahoma(), cat().lookup_power("cassiusica")]);
    let lines = parse_season_sheet(cat(), &spelt_position(), "Telahoma: A Tin - Cin\n").unwrap();
    assert_eq!(lines[0].order.power(), tellahoma());
}

#[test]
fn the_gamesmaster_names_the_power_either_way() {
    let game = cli::GmGame::new("cat-spellings", &["--map", "maps/cat"]);
    let (ok, out, err) = game.run(&["player", &game.path, "Telahoma", "Ernie"]);
    assert!(ok, "{err}");
    assert!(out.contains("Tellahoma"), "{out}");
    assert_eq!(game.json()["postal"]["powers"]["tellahoma"]["players"][0]["name"], "Ernie", "{}", game.json());
    let (ok, out, err) = game.run(&["propose", &game.path, "draw", "Telahoma", "Casiusica", "andromeda"]);
    assert!(ok, "{err}");
    assert!(out.contains("proposed, a draw between Cassiusica, Andromeda and Tellahoma: "), "{out}");
    let (ok, report, err) = game.gm("Telahoma: A Tin - Cin\nCasiusica: A Pyr H\nAndromeda: A Cob H\n", &[]);
    assert!(ok, "{err}");
    assert!(report.contains("A Tin - Cin"), "{report}");
}
