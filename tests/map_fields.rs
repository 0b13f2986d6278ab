//! The map fields Das Dippyspiel's world board needs (issue 38): mining centres and vents
//! (rules 7 and 8), seas two seasons wide and the poles (rule 11), canals (rule 17), a first
//! year of 1501 without named years (rule 4), cavalry (rule 6) and the underground power
//! (rule 7). Each is read from a small board of our own, and each bad use is refused with its
//! place and message, all problems at once; boards without them read as before.

mod cli;

use graustark::map::{Map, MapErrorKind, Pole};
use graustark::state::{GameState, Season};
use graustark::{Order, Rules, UnitKind, parse_order, play};
use serde_json::{Value, json};

const STANDARD: &str = include_str!("../maps/standard/map.json");

/// A small board with every new field: a mine inland, a canal between two seas (one a vent), an
/// Arctic of four seas round the north pole taking two seasons each, cavalry, two powers whose
/// initials share a first letter, and an underground power.
fn board() -> Value {
    json!({
        "id": "tiny-world", "name": "Tiny World", "victory_centres": 3, "cavalry": true,
        "calendar": {"first_year": 1501},
        "powers": [
            {"id": "graustark", "name": "Graustark", "adjective": "Graustarkian", "initial": "Gr",
             "home_centres": ["lan", "cst"], "start": ["A lan", "C cst"]},
            {"id": "glockorla", "name": "Glockorla", "adjective": "Glockorlan", "initial": "Gl",
             "home_centres": ["can"], "start": ["F can"]},
            {"id": "pollutidar", "name": "Pollutidar", "adjective": "Pollutidarian", "initial": "Po",
             "underground": true, "home_centres": [], "start": []}
        ],
        "provinces": [
            {"id": "lan", "name": "Landia", "kind": "land", "supply_centre": true, "mine": true,
             "army": ["cst", "far"]},
            {"id": "far", "name": "Faraway", "kind": "land", "army": ["lan"]},
            {"id": "cst", "name": "Coastia", "kind": "coast", "supply_centre": true, "army": ["lan", "can"],
             "fleet": ["s1", "can"]},
            {"id": "can", "name": "Canalia", "kind": "coast", "supply_centre": true, "canal": true,
             "army": ["cst"], "fleet": ["cst", "s1", "s2"]},
            {"id": "s1", "name": "Sea 1", "kind": "sea", "vent": true, "fleet": ["cst", "can", "s2", "arc1"]},
            {"id": "s2", "name": "Sea 2", "kind": "sea", "fleet": ["can", "s1", "arc2"]},
            {"id": "arc1", "name": "Arctic 1", "kind": "sea", "crossing": 2, "pole": "north",
             "fleet": ["s1", "arc2", "arc4"]},
            {"id": "arc2", "name": "Arctic 2", "kind": "sea", "crossing": 2, "pole": "north",
             "fleet": ["s2", "arc1", "arc3"]},
            {"id": "arc3", "name": "Arctic 3", "kind": "sea", "crossing": 2, "pole": "north",
             "fleet": ["arc2", "arc4"]},
            {"id": "arc4", "name": "Arctic 4", "kind": "sea", "crossing": 1, "pole": "north",
             "fleet": ["arc1", "arc3"]},
            {"id": "ice", "name": "Antarctica", "kind": "impassable", "pole": "south"}
        ]
    })
}

fn map() -> Map {
    Map::from_json(&board().to_string()).unwrap()
}

fn province<'a>(v: &'a mut Value, id: &str) -> &'a mut Value {
    v["provinces"].as_array_mut().unwrap().iter_mut().find(|p| p["id"] == id).unwrap()
}

fn power<'a>(v: &'a mut Value, id: &str) -> &'a mut Value {
    v["powers"].as_array_mut().unwrap().iter_mut().find(|p| p["id"] == id).unwrap()
}

/// Adds the edge `a`-`b` both ways to the `kind` lists.
fn edge(v: &mut Value, kind: &str, a: &str, b: &str) {
    for (from, to) in [(a, b), (b, a)] {
        province(v, from)[kind].as_array_mut().unwrap().push(json!(to));
    }
}

/// The problems reported, as `place: message`, sorted.
fn problems(v: &Value) -> Vec<String> {
    let mut out: Vec<String> =
        Map::from_json(&v.to_string()).expect_err("refused").iter().map(|e| e.to_string()).collect();
    out.sort();
    out
}

#[test]
fn each_field_is_read() {
    let map = map();
    let p = |id: &str| map.province_of(map.lookup(id).unwrap());
    let mines: Vec<&str> = map.provinces.iter().filter(|q| q.mine).map(|q| q.id.as_str()).collect();
    assert_eq!(mines, ["lan"]);
    assert!(map.is_mine(p("lan")) && !map.is_mine(p("cst")));
    assert!(map.is_vent(p("s1")) && !map.is_vent(p("s2")));
    assert!(map.is_canal(p("can")) && !map.is_canal(p("cst")));
    let crossing: Vec<u8> =
        ["s1", "arc1", "arc2", "arc3", "arc4", "lan"].map(|id| map.crossing_seasons(p(id))).to_vec();
    assert_eq!(crossing, [1, 2, 2, 2, 1, 1], "two seasons where the map says so, else one");
    assert_eq!(map.pole(p("arc3")), Some(Pole::North));
    assert_eq!(map.pole(p("ice")), Some(Pole::South));
    assert_eq!(map.pole(p("s1")), None);
    assert!(map.cavalry && !map.coast_guards);
    let graustark = &map.powers[0];
    assert_eq!(
        graustark.start,
        [(UnitKind::Army, map.lookup("lan").unwrap()), (UnitKind::Cavalry, map.lookup("cst").unwrap())]
    );
    assert_eq!((graustark.initial.as_str(), map.powers[1].initial.as_str()), ("Gr", "Gl"));
    let pollutidar = &map.powers[2];
    assert!(pollutidar.underground && !graustark.underground);
    assert!(pollutidar.home_centres.is_empty() && pollutidar.home_country.is_empty() && pollutidar.start.is_empty());
}

/// The standard board's files say none of it, and it has none of it (Kiel and Constantinople
/// are canals by their edges alone).
#[test]
fn the_standard_board_has_none_of_them() {
    let map = Map::from_json(STANDARD).unwrap();
    assert!(map.provinces.iter().all(|p| !p.mine && !p.vent && !p.canal && p.crossing == 1 && p.pole.is_none()));
    assert!(map.powers.iter().all(|p| !p.underground));
    assert!(!map.cavalry && map.calendar.is_none());
}

#[test]
fn a_mine_is_on_land_and_a_vent_anywhere_a_unit_can_go() {
    let mut v = board();
    province(&mut v, "s2")["mine"] = json!(true);
    province(&mut v, "ice")["vent"] = json!(true);
    province(&mut v, "cst")["mine"] = json!(true);
    province(&mut v, "lan")["vent"] = json!(true);
    assert_eq!(
        problems(&v),
        [
            "provinces[ice].vent: a vent must be a province units can enter, not Impassable",
            "provinces[s2].mine: a mining centre must be a land or coast province, not Sea",
        ]
    );
}

#[test]
fn only_a_sea_takes_one_or_two_seasons_to_cross() {
    let mut v = board();
    province(&mut v, "lan")["crossing"] = json!(2);
    province(&mut v, "arc1")["crossing"] = json!(3);
    province(&mut v, "arc2")["crossing"] = json!(0);
    province(&mut v, "arc3")["crossing"] = json!(-1);
    assert_eq!(
        problems(&v),
        [
            "provinces[arc1].crossing: a move through a sea takes 1 or 2 seasons, not 3",
            "provinces[arc2].crossing: a move through a sea takes 1 or 2 seasons, not 0",
            "provinces[arc3].crossing: a move through a sea takes 1 or 2 seasons, not -1",
            "provinces[lan].crossing: only a sea takes seasons to cross: this province is Land",
        ]
    );
    province(&mut v, "arc1")["crossing"] = json!(1.5);
    let errors = Map::from_json(&v.to_string()).unwrap_err();
    assert!(
        matches!(&errors[0].kind, MapErrorKind::Json(m) if m.contains("invalid type: floating point")),
        "{errors:?}"
    );
}

#[test]
fn a_canal_is_a_coast_province_touching_two_seas() {
    let mut v = board();
    province(&mut v, "lan")["canal"] = json!(true);
    province(&mut v, "cst")["canal"] = json!(true);
    province(&mut v, "s1")["canal"] = json!(true);
    assert_eq!(
        problems(&v),
        [
            "provinces[cst].canal: a canal joins two seas: its fleet edges reach only 's1'",
            "provinces[lan].canal: a canal must be a coast province, not Land",
            "provinces[s1].canal: a canal must be a coast province, not Sea",
        ]
    );
    let mut v = board();
    province(&mut v, "can")["fleet"] = json!(["cst"]);
    for sea in ["s1", "s2"] {
        let list = province(&mut v, sea)["fleet"].as_array_mut().unwrap();
        list.retain(|n| n != "can");
    }
    let errors = Map::from_json(&v.to_string()).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].kind, MapErrorKind::CanalSeas(vec![]));
    assert_eq!(errors[0].to_string(), "provinces[can].canal: a canal joins two seas: its fleet edges reach no sea");
}

/// Rule 11: "otherwise noncontiguous provinces which touch the same pole do not border". The
/// Arctic's seas border round the pole as a ring; an edge across it is named by its two ends.
#[test]
fn provinces_at_a_pole_border_only_round_it() {
    let mut v = board();
    edge(&mut v, "fleet", "arc1", "arc3");
    assert_eq!(
        problems(&v),
        [
            "provinces[arc1].pole: borders 'arc3' across the north pole: provinces touching a pole border only their neighbours round it, as a ring or a path"
        ]
    );
    // A fifth sea at the pole bordering one of the ring: that one borders three round it.
    let mut v = board();
    let arc5 = json!({"id": "arc5", "name": "Arctic 5", "kind": "sea", "pole": "north", "fleet": ["arc1"]});
    v["provinces"].as_array_mut().unwrap().push(arc5);
    province(&mut v, "arc1")["fleet"].as_array_mut().unwrap().push(json!("arc5"));
    let errors = Map::from_json(&v.to_string()).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(
        errors[0].kind,
        MapErrorKind::CrowdedPole { neighbours: vec!["arc2".into(), "arc4".into(), "arc5".into()], pole: Pole::North }
    );
    assert_eq!(
        errors[0].to_string(),
        "provinces[arc1].pole: borders 'arc2', 'arc4' and 'arc5', which touch the north pole too: a province touching a pole borders at most two others round it"
    );
    // A path is as good as a ring; provinces at the other pole are no neighbours round this one.
    let mut v = board();
    for (a, b) in [("arc3", "arc4")] {
        for (from, to) in [(a, b), (b, a)] {
            province(&mut v, from)["fleet"].as_array_mut().unwrap().retain(|n| n != to);
        }
    }
    province(&mut v, "arc4")["pole"] = json!("south");
    assert!(Map::from_json(&v.to_string()).is_ok());
    province(&mut v, "arc4")["pole"] = json!("east");
    let errors = Map::from_json(&v.to_string()).unwrap_err();
    assert!(errors[0].message().contains("unknown variant `east`, expected `north` or `south`"), "{errors:?}");
}

#[test]
fn an_underground_power_has_nothing_on_the_surface() {
    let mut v = board();
    let pollutidar = power(&mut v, "pollutidar");
    pollutidar["home_centres"] = json!(["far"]);
    pollutidar["home_country"] = json!(["far"]);
    pollutidar["start"] = json!(["A far"]);
    province(&mut v, "far")["supply_centre"] = json!(true);
    assert_eq!(
        problems(&v),
        [
            "powers[pollutidar].home_centres: an underground power has nothing on the surface: give it no home centres",
            "powers[pollutidar].home_country: an underground power has nothing on the surface: give it no home country",
            "powers[pollutidar].start: an underground power has nothing on the surface: give it no start units",
        ]
    );
}

/// An underground power is never out of the game for having no units or centres (rule 7: "an
/// unlimited supply of units"); a power on the surface with none is.
#[test]
fn an_underground_power_is_never_out_of_the_game() {
    let map = map();
    let mut state = GameState::initial(&map, 1501);
    state.units.retain(|u| map.power(u.power).id != "glockorla");
    state.owners.iter_mut().filter(|o| o.is_some_and(|p| map.power(p).id == "glockorla")).for_each(|o| *o = None);
    assert_eq!(graustark::duties::out_of_game(&map, &state, &Rules::default()), [false, true, false]);
}

/// Rule 4: "The game begins in 1501 D.N.O.": a calendar of a first year alone, its years shown
/// as numbers; a cycle, where given, must still name a power.
#[test]
fn a_game_begins_in_1501_and_its_years_are_numbers() {
    let map = map();
    assert_eq!(map.first_year(), 1501);
    assert_eq!((map.year_name(1501), map.year_name(1502), map.year_patron(1501)), ("1501".into(), "1502".into(), None));
    let s = GameState::initial(&map, map.first_year());
    assert_eq!(s.label(&map), "Spring 1501 movement");
    let next = play(&map, &s, &[], &Rules::default()).next;
    assert_eq!((next.season, next.year), (Season::Fall, 1501));
    let mut v = board();
    v["calendar"] = json!({"first_year": 1501, "cycle": []});
    assert_eq!(
        problems(&v),
        ["calendar.cycle: the calendar's cycle names no power: list the powers the years are named after"]
    );
    v["calendar"] = json!({"first_year": 0});
    assert_eq!(problems(&v), ["calendar.first_year: the first year 0 is not between 1 and 9999"]);
}

/// Cavalry starts only on a board that has it; its letter is the convoy word everywhere, and on
/// a board without cavalry `C` and `cavalry` read as before (nothing).
#[test]
fn cavalry_only_where_the_map_has_it() {
    let mut v = board();
    v["cavalry"] = json!(false);
    assert_eq!(
        problems(&v),
        ["powers[graustark].start[1]: 'C cst' cannot start here: cavalry needs \"cavalry\": true"]
    );
    let standard = Map::from_json(STANDARD).unwrap();
    let convoy = parse_order(&standard, "F Nth C A Lon - Nwy").unwrap();
    assert_eq!(convoy.describe(&standard), "F Nth C A Lon - Nwy");
    for text in ["C Lon - Nwy", "Cavalry Lon - Nwy", "F Nth C C Lon - Nwy", "Build C Lon"] {
        let e = parse_order(&standard, text).unwrap_err();
        assert!(
            e.message().starts_with("unknown province 'C") || e.message().starts_with("unknown province 'c"),
            "{text}: {e}"
        );
    }
    let opening = GameState::initial(&standard, 1901);
    let units = graustark::parse::Units::of(&opening);
    let e = graustark::parse::parse_order_in(&standard, units, standard.lookup_power("england"), "2C Nth").unwrap_err();
    assert_eq!(e.message(), "unknown province '2C'");
    let position = r#"{"season":"spring","year":1901,"phase":"movement","units":[{"power":"england","type":"cavalry","region":"lon"}]}"#;
    let e = GameState::from_json(&standard, position).unwrap_err();
    assert_eq!(e.to_string(), "units[0]: unit type 'cavalry' is not army, fleet, coast guard or leader");
}

/// On a board with cavalry, `C` before a place is cavalry and after a unit the convoy word:
/// both in one order read back as written.
#[test]
fn cavalry_is_read_and_written_with_its_letter() {
    let map = map();
    for text in
        ["C cst - lan", "Cavalry cst - lan", "cav cst H", "F s1 C C cst - s2", "F s1 C A cst - s2", "A lan S C cst"]
    {
        let order = parse_order(&map, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let again = parse_order(&map, &order.describe(&map)).unwrap();
        assert_eq!(again, order, "{text}");
    }
    let Order::Unit { kind, .. } = parse_order(&map, "C cst - lan").unwrap() else { panic!() };
    assert_eq!(kind, Some(UnitKind::Cavalry));
    let Order::Build { kind, .. } = parse_order(&map, "Build C cst").unwrap() else { panic!() };
    assert_eq!(kind, Some(UnitKind::Cavalry));
    // A convoy order keeps no kind of the unit it carries: it is written with an army's letter.
    assert_eq!(parse_order(&map, "F s1 C C cst - s2").unwrap().describe(&map), "F S1 C A Cst - S2");
}

/// What cavalry does today, until issue 39 gives it two half-moves: it moves as an army, one
/// province a season, and is built where an army is.
#[test]
fn cavalry_moves_as_an_army_today() {
    let map = map();
    let graustark = map.lookup_power("graustark").unwrap();
    let s = GameState::initial(&map, 1501);
    let orders = ["C cst - can", "A lan - far"].map(|t| parse_order(&map, t).unwrap().with_power(graustark));
    let result = play(&map, &s, &orders, &Rules::default());
    let moved: Vec<(UnitKind, String)> = result.next.units.iter().map(|u| (u.kind, map.loc_id(u.loc))).collect();
    assert!(moved.contains(&(UnitKind::Cavalry, "cst".into())), "bounced off the fleet in can: {moved:?}");
    let two_away = parse_order(&map, "C cst - far").unwrap().with_power(graustark);
    let result = play(&map, &s, &[two_away], &Rules::default());
    assert!(
        result.next.units.iter().any(|u| u.kind == UnitKind::Cavalry && map.loc_id(u.loc) == "cst"),
        "one province a season"
    );
    let one_away = parse_order(&map, "C cst - lan").unwrap().with_power(graustark);
    let mut empty = s.clone();
    empty.units.retain(|u| u.kind != UnitKind::Army);
    let result = play(&map, &empty, &[one_away], &Rules::default());
    assert!(result.next.units.iter().any(|u| u.kind == UnitKind::Cavalry && map.loc_id(u.loc) == "lan"));
}

/// `graustark map --check` names the place of each problem; `graustark new` begins in Spring
/// 1501 and `gm` plays on to Fall 1501, the game file keeping the year as a number.
#[test]
fn the_judge_checks_the_fields_and_plays_from_1501() {
    let dir = std::env::temp_dir().join(format!("graustark-map-fields-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let board_dir = dir.join("tiny-world");
    std::fs::create_dir_all(&board_dir).unwrap();
    let mut bad = board();
    province(&mut bad, "s2")["mine"] = json!(true);
    std::fs::write(board_dir.join("map.json"), bad.to_string()).unwrap();
    let folder = board_dir.to_str().unwrap();
    let check = cli::graustark(&["map", folder, "--check"], b"");
    let said = String::from_utf8_lossy(&check.stderr);
    assert_eq!(check.status.code(), Some(2), "{said}");
    assert!(said.contains("provinces[s2].mine: a mining centre must be a land or coast province, not Sea"), "{said}");
    std::fs::write(board_dir.join("map.json"), board().to_string()).unwrap();
    let check = cli::graustark(&["map", folder, "--check"], b"");
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
    let game = dir.join("game.json");
    let game = game.to_str().unwrap();
    let new = cli::graustark(&["new", game, "--map", folder], b"");
    let said = String::from_utf8_lossy(&new.stdout);
    assert!(said.ends_with("a new 3-player game on Tiny World at Spring 1501 movement\n"), "{said}");
    let sheet = dir.join("orders.txt");
    std::fs::write(&sheet, "Graustark:\nC Cst H\n").unwrap();
    let out = cli::graustark(&["gm", game, sheet.to_str().unwrap(), "--map", folder], b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let report = String::from_utf8(out.stdout).unwrap();
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(report.starts_with("Spring 1501 movement\n"), "{report}");
    assert!(report.contains("Next: Fall 1501 movement."), "{report}");
    assert_eq!((file["state"]["year"].as_i64(), file["state"]["season"].as_str()), (Some(1501), Some("fall")));
    let kinds: Vec<&str> =
        file["state"]["units"].as_array().unwrap().iter().filter_map(|u| u["type"].as_str()).collect();
    assert!(kinds.contains(&"cavalry"), "{kinds:?}");
}

/// Where an army may be built, so may cavalry on a board that has it; a cavalry build on a
/// board without it is refused by name.
#[test]
fn cavalry_is_built_where_armies_are_and_only_where_the_map_has_it() {
    use graustark::state::Phase;
    let builds_at = |map: &Map, power: &str, at: &str| -> (Vec<String>, GameState) {
        let mut s = GameState::empty(map, Season::Winter, 1501, Phase::Adjustment);
        let p = map.lookup_power(power).unwrap();
        for &h in &map.power(p).home_centres {
            s.owners[h.0 as usize] = Some(p);
        }
        let offered = graustark::legal::legal_orders(map, &s, map.lookup(at).unwrap(), &Rules::default());
        (offered.iter().map(|o| o.describe(map)).collect(), s)
    };
    let map = map();
    assert_eq!(builds_at(&map, "graustark", "lan").0, ["Build A Lan", "Build C Lan", "Waive"]);
    assert_eq!(builds_at(&map, "graustark", "cst").0, ["Build A Cst", "Build C Cst", "Build F Cst", "Waive"]);
    let standard = Map::from_json(STANDARD).unwrap();
    let (offered, s) = builds_at(&standard, "france", "par");
    assert_eq!(offered, ["Build A Par", "Waive"]);
    let france = standard.lookup_power("france");
    let build = Order::Build { power: france, kind: Some(UnitKind::Cavalry), loc: standard.lookup("par").unwrap() };
    let result = graustark::adjust::adjudicate_adjustments(&standard, &s, &[build], &Rules::default());
    assert!(!result.orders[0].success);
    assert_eq!(result.orders[0].reason.describe(&standard), "illegal: this board has no cavalry");
}
