//! Units have identity (issue 15, point 1; Calhamer 1958: "Each marker is numbered for
//! identification"): numbers in positions (given, assigned, refused twice); orders by number as the
//! 1958 order sheet writes them; an unknown number and an ambiguous province refused with
//! messages naming them; the judge's case format and `graustark gm` played by number. Numbers
//! kept across a movement, a retreat and an adjustment, builds taking new ones, are cases in
//! tests/variants/unit_numbers.toml.

mod cli;

use graustark::cases::adjudicate_line;
use graustark::game::read_orders;
use graustark::map::Map;
use graustark::parse::{ParseErrorKind, UnitRef, Units, find_unit, parse_order_in, parse_order_sheet_in};
use graustark::resolve::Adjudicator;
use graustark::state::Unit;
use graustark::{GameState, Order, PowerId, Rules, StateErrorKind, UnitKind, parse_order};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| {
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/maps/standard/map.json")).unwrap();
        Map::from_json(&text).unwrap()
    })
}

fn power(name: &str) -> PowerId {
    map().lookup_power(name).unwrap()
}

/// The number of `power`'s unit at `region` in `state`.
fn number_at(state: &GameState, power_name: &str, region: &str) -> u16 {
    let loc = map().lookup(region).unwrap();
    let u = state.units.iter().find(|u| u.loc == loc).unwrap_or_else(|| panic!("no unit at {region}"));
    assert_eq!(u.power, power(power_name), "the unit at {region}");
    u.number
}

/// Reads `text` for `power` in `state` and writes it back in the short notation, with the
/// nationality a support names.
fn by_number(state: &GameState, power_name: Option<&str>, text: &str) -> String {
    let order = parse_order_in(map(), Units::of(state), power_name.map(power), text)
        .unwrap_or_else(|e| panic!("'{text}' does not parse: {e}"));
    order.describe_exactly(map())
}

fn by_number_error(state: &GameState, power_name: Option<&str>, text: &str) -> String {
    match parse_order_in(map(), Units::of(state), power_name.map(power), text) {
        Ok(o) => panic!("'{text}' parsed as {o:?}"),
        Err(e) => e.message(),
    }
}

#[test]
fn the_opening_position_numbers_each_powers_units_in_the_maps_order() {
    let s = GameState::initial(map(), 1901);
    // France starts with F Bre, A Mar, A Par (the map's order).
    assert_eq!(
        [number_at(&s, "france", "bre"), number_at(&s, "france", "mar"), number_at(&s, "france", "par")],
        [1, 2, 3]
    );
    assert_eq!(number_at(&s, "russia", "stp/sc"), 3);
    let json: serde_json::Value = serde_json::from_str(&s.to_json(map())).unwrap();
    assert!(json["units"].as_array().unwrap().iter().all(|u| u["number"].is_u64()), "{json}");
}

#[test]
fn a_position_without_numbers_is_numbered_in_the_order_its_units_are_listed() {
    let text = r#"{"season":"spring","year":1901,"phase":"movement","units":[
        {"power":"france","type":"army","region":"par"},{"power":"germany","type":"army","region":"mun"},
        {"power":"france","type":"fleet","region":"bre"},{"power":"france","type":"army","region":"mar","number":1}]}"#;
    let s = GameState::from_json(map(), text).unwrap();
    // Mar keeps its 1; the others take the lowest free numbers in the order listed.
    assert_eq!(number_at(&s, "france", "par"), 2);
    assert_eq!(number_at(&s, "france", "bre"), 3);
    assert_eq!(number_at(&s, "france", "mar"), 1);
    assert_eq!(number_at(&s, "germany", "mun"), 1);
    // Written back with the numbers, and read back the same.
    let again = GameState::from_json(map(), &s.to_json(map())).unwrap();
    assert_eq!(again, s);
}

#[test]
fn a_number_used_twice_by_one_power_is_refused() {
    let text = r#"{"season":"spring","year":1901,"phase":"movement","units":[
        {"power":"france","type":"army","region":"par","number":4},{"power":"germany","type":"army","region":"mun","number":4},
        {"power":"france","type":"fleet","region":"bre","number":4}]}"#;
    let e = GameState::from_json(map(), text).unwrap_err();
    assert_eq!(e.to_string(), "units[2]: France has two units numbered 4");
    assert_eq!(e.kind, StateErrorKind::NumberTwice { power: "France".into(), number: 4 });
    let zero = r#"{"season":"spring","year":1901,"phase":"movement","units":[
        {"power":"france","type":"army","region":"par","number":0}]}"#;
    assert_eq!(GameState::from_json(map(), zero).unwrap_err().to_string(), "units[0]: unit numbers start at 1");
}

#[test]
fn orders_name_units_by_number_as_the_1958_order_sheet_does() {
    let s = GameState::initial(map(), 1901);
    let france = Some("france");
    assert_eq!(by_number(&s, france, "3 Bur"), "A Par - Bur");
    assert_eq!(by_number(&s, france, "3 - Bur"), "A Par - Bur");
    assert_eq!(by_number(&s, france, "3 to Burgundy"), "A Par - Bur");
    assert_eq!(by_number(&s, france, "1F Mao"), "F Bre - Mao");
    assert_eq!(by_number(&s, france, "1 F Mao"), "F Bre - Mao");
    assert_eq!(by_number(&s, france, "1F - Mid-Atlantic Ocean"), "F Bre - Mao");
    assert_eq!(by_number(&s, france, "3 H"), "A Par H");
    assert_eq!(by_number(&s, france, "3"), "A Par H");
    assert_eq!(by_number(&s, france, "2 S 3 Bur"), "A Mar S A Par - Bur");
    assert_eq!(by_number(&s, france, "2 S 3 - Bur"), "A Mar S A Par - Bur");
    assert_eq!(by_number(&s, france, "2 S 3"), "A Mar S A Par");
    assert_eq!(by_number(&s, france, "2 S 3 H"), "A Mar S A Par");
    // The supported unit's objective is its location: it holds (the 1958 sheet's wording).
    assert_eq!(by_number(&s, france, "2 S 3 Par"), "A Mar S A Par");
    assert_eq!(by_number(&s, france, "2 S 3 - Paris"), "A Mar S A Par");
    // A foreign unit's number comes after its country.
    assert_eq!(by_number(&s, Some("germany"), "3 S France 3 Bur"), "A Mun S French A Par - Bur");
    assert_eq!(by_number(&s, Some("germany"), "3 S French 3 Bur"), "A Mun S French A Par - Bur");
    // The power written in the order serves when none is given.
    assert_eq!(by_number(&s, None, "France: 3 Bur"), "A Par - Bur");
    // Convoys by number.
    assert_eq!(by_number(&s, Some("england"), "1 C 3 Nwy"), "F Edi C A Lvp - Nwy");
    // Provinces keep working, in the same order as numbers.
    assert_eq!(by_number(&s, france, "A Par - Bur"), "A Par - Bur");
    assert_eq!(by_number(&s, france, "2 S A Par - Bur"), "A Mar S A Par - Bur");
    assert_eq!(by_number(&s, france, "A Mar S 3 Bur"), "A Mar S A Par - Bur");
    // Every unit's order by number is the order by province, carrying the number (which names
    // the unit where several share a province).
    for u in &s.units {
        let text = format!("{} H", u.number);
        let read = parse_order_in(map(), Units::of(&s), Some(u.power), &text).unwrap();
        assert_eq!(
            read,
            Order::Unit {
                power: None,
                kind: Some(u.kind),
                loc: u.loc,
                action: graustark::Action::Hold,
                number: u.number
            }
        );
    }
}

#[test]
fn an_unknown_number_is_refused_naming_the_power_and_number() {
    let s = GameState::initial(map(), 1901);
    assert_eq!(by_number_error(&s, Some("france"), "7 Bur"), "France has no unit 7");
    assert_eq!(by_number_error(&s, Some("germany"), "3 S France 9 Bur"), "France has no unit 9");
    assert_eq!(by_number_error(&s, None, "3 Bur"), "unit 3 of which power? (write 'England:' before the order)");
    // Without a position a number means nothing.
    assert_eq!(parse_order(map(), "3 Bur").unwrap_err().message(), "unit 3 can only be read against a position");
    // In read_orders it is an unreadable order with that message; the others are read.
    let (orders, indices, unreadable) =
        read_orders(map(), &s, [(Some("france"), "9 Bur"), (Some("france"), "3 Bur"), (Some("russia"), "5F Bla")]);
    assert_eq!(orders.len(), 1);
    assert_eq!(orders[0].describe(map()), "A Par - Bur");
    assert_eq!(indices, [1]);
    assert_eq!(
        unreadable.iter().map(|u| (u.index, u.message.as_str())).collect::<Vec<_>>(),
        [(0, "France has no unit 9"), (2, "Russia has no unit 5")]
    );
}

/// Two powers' armies never share a province in a position (only a power's own stack, Leaders
/// and armies on board do), so the refusal is tested on a list of units, as the parser uses it.
#[test]
fn a_province_with_two_units_is_refused_naming_both() {
    let bur = map().lookup("bur").unwrap();
    let units = [
        Unit { number: 3, ..Unit::new(power("france"), UnitKind::Army, bur) },
        Unit { number: 2, ..Unit::new(power("germany"), UnitKind::Army, bur) },
        Unit { number: 1, ..Unit::new(power("germany"), UnitKind::Army, map().lookup("mun").unwrap()) },
    ];
    let want = ParseErrorKind::AmbiguousUnit {
        province: "Burgundy".into(),
        units: vec!["French 3 A Bur".into(), "German 2 A Bur".into()],
    };
    assert_eq!(find_unit(map(), &units, UnitRef::At(bur)), Err(want.clone()));
    assert_eq!(want.to_string(), "2 units in Burgundy: French 3 A Bur and German 2 A Bur; name one by its number");
    // One unit, or none, in a province is found (or not) without complaint.
    assert_eq!(find_unit(map(), &units, UnitRef::At(map().lookup("mun").unwrap())), Ok(Some(2)));
    assert_eq!(find_unit(map(), &units, UnitRef::At(map().lookup("par").unwrap())), Ok(None));
    assert_eq!(find_unit(map(), &units, UnitRef::Number { power: power("germany"), number: 2 }), Ok(Some(1)));
    // The parser refuses the province, for the unit ordered and for a supported one, and
    // accepts the numbers.
    let board = Units { board: &units, ordered: &units };
    let germany = Some(power("germany"));
    for text in ["A Bur - Ruh", "1 S A Bur - Ruh"] {
        let e = parse_order_in(map(), board, germany, text).unwrap_err();
        assert_eq!(e.kind, want, "{text}");
    }
    let order = parse_order_in(map(), board, germany, "1 S 2 Ruh").unwrap();
    assert_eq!(order.describe(map()), "A Mun S A Bur - Ruh");
}

#[test]
fn an_order_sheet_is_read_by_number_in_its_position() {
    let s = GameState::initial(map(), 1901);
    let sheet = "France:\n3 Bur; 2 S 3 Bur\nA Par - Gas\nGermany: 3 S France 3 Bur\n";
    let read = parse_order_sheet_in(map(), &s, sheet);
    let texts: Vec<String> = read.iter().map(|o| o.order.as_ref().unwrap().describe_exactly(map())).collect();
    assert_eq!(texts, ["A Par - Bur", "A Mar S A Par - Bur", "A Par - Gas", "A Mun S French A Par - Bur"]);
    assert_eq!(read.iter().map(|o| o.by_number).collect::<Vec<_>>(), [true, true, false, true]);
    assert_eq!(read[3].order.as_ref().unwrap().power(), Some(power("germany")));
    // A position made in code without numbers is numbered as JSON would be before reading.
    let mut unnumbered = s.clone();
    unnumbered.units.iter_mut().for_each(|u| u.number = 0);
    unnumbered.units.reverse();
    let read = parse_order_sheet_in(map(), &unnumbered, "France:\n1 Bur\n");
    assert_eq!(read[0].order.as_ref().unwrap().describe(map()), "A Par - Bur");
    let (orders, _, _) = read_orders(map(), &unnumbered, [(Some("france"), "3F Mao")]);
    assert_eq!(orders[0].describe(map()), "F Bre - Mao");
}

#[test]
fn the_case_format_carries_numbers_only_when_the_case_does() {
    let numbered = r#"{"id":"n","season":"spring","year":1901,"units":[
        {"power":"france","type":"army","region":"par","number":5},{"power":"france","type":"army","region":"mar","number":3},
        {"power":"germany","type":"army","region":"mun","number":5}],
        "orders":[{"power":"france","text":"5 Bur"},{"power":"france","text":"3 S 5 Bur"},
                  {"power":"germany","text":"5 Bur"},{"power":"germany","text":"2 Ruh"}]}"#
        .replace('\n', "");
    let mut adj = Adjudicator::default();
    let line = adjudicate_line(&mut adj, map(), &Rules::default(), &numbered).unwrap();
    let got: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(
        got,
        serde_json::json!({"id":"n","results":[
            {"region":"par","number":5,"order":"5 Bur","success":true,"reason":"moved"},
            {"region":"mar","number":3,"order":"3 S 5 Bur","success":true,"reason":"supported"},
            {"region":"mun","number":5,"order":"5 Bur","success":false,"reason":"bounced with A Par"}],
            "dislodged":[],
            "problems":[{"order":"2 Ruh","error":"Germany has no unit 2"}]})
    );
    // Without numbers in the case: no numbers in the result, though orders may use the ones
    // given in the order listed.
    let plain = r#"{"id":"p","season":"spring","year":1901,"units":[{"power":"france","type":"army","region":"par"}],
        "orders":[{"power":"france","text":"1 Bur"}]}"#
        .replace('\n', "");
    let line = adjudicate_line(&mut adj, map(), &Rules::default(), &plain).unwrap();
    assert_eq!(
        line,
        r#"{"id":"p","results":[{"region":"par","order":"1 Bur","success":true,"reason":"moved"}],"dislodged":[]}"#
    );
}

fn graustark(args: &[&str]) -> std::process::Output {
    cli::graustark(args, b"")
}

/// A gamesmaster's game played through 1901 from sheets written by number: the reports print
/// the numbers, builds get new ones, and a number no unit has refuses the sheet, naming it.
#[test]
fn a_gm_game_is_played_by_number_through_a_year() {
    let dir = std::env::temp_dir().join(format!("graustark-numbers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json");
    let game = game.to_str().unwrap();
    let out = graustark(&["new", game]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let wrong = dir.join("wrong.txt");
    std::fs::write(&wrong, "France:\n3 Bur; 2 Spa; 1F Mao\nGermany:\n2F Den; 1 Kie; 3 Ruh; 9 Hol\n").unwrap();
    let refused = graustark(&["gm", game, wrong.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(2));
    let err = String::from_utf8(refused.stderr).unwrap();
    assert!(err.contains("  line 4: \"9 Hol\": Germany has no unit 9"), "{err}");
    let sheets = [
        "France:\n3 Bur; 2 Spa; 1F Mao\nGermany:\n2F Den; 1 Kie; 3 Ruh\n",
        "France:\n1F Por; 2 H; 3 Bel\nGermany:\n2F H; 1 Hol; 3 H\n",
        "France:\nBuild A Par; Build F Bre; Build A Mar\nGermany:\nBuild A Ber; Build F Kie\n",
    ];
    let mut reports = Vec::new();
    for (i, sheet) in sheets.iter().enumerate() {
        let path = dir.join(format!("orders{i}.txt"));
        std::fs::write(&path, sheet).unwrap();
        let out = graustark(&["gm", game, path.to_str().unwrap()]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        reports.push(String::from_utf8(out.stdout).unwrap());
    }
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let spring = &reports[0];
    assert!(spring.contains("FRANCE\n    3 A Par - Bur\n    2 A Mar - Spa\n    1 F Bre - Mao\n"), "{spring}");
    assert!(spring.contains("    Italian 2 A Rome\n"), "{spring}");
    assert!(reports[1].contains("    3 A Bur - Bel\n"), "{}", reports[1]);
    let winter = &reports[2];
    assert!(winter.contains("FRANCE\n    Build A Par (4)\n    Build F Bre (5)\n    Build A Mar (6)\n"), "{winter}");
    assert!(winter.contains("GERMANY\n    Build A Ber (4)\n    Build F Kie (5)\n"), "{winter}");
    assert!(winter.contains("Next: Spring 1902 movement."), "{winter}");
    assert_eq!(file["postal"]["numbered"], true);
    let numbers: Vec<(String, String, u64)> = file["state"]["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["power"] == "france" || u["power"] == "germany")
        .map(|u| {
            (u["power"].as_str().unwrap().into(), u["region"].as_str().unwrap().into(), u["number"].as_u64().unwrap())
        })
        .collect();
    let want = [
        ("germany", "den", 2),
        ("germany", "ruh", 3),
        ("germany", "hol", 1),
        ("germany", "ber", 4),
        ("germany", "kie", 5),
        ("france", "por", 1),
        ("france", "spa", 2),
        ("france", "bel", 3),
        ("france", "par", 4),
        ("france", "bre", 5),
        ("france", "mar", 6),
    ];
    let mut got = numbers;
    got.sort();
    let mut want: Vec<(String, String, u64)> = want.iter().map(|&(p, r, n)| (p.into(), r.into(), n)).collect();
    want.sort();
    assert_eq!(got, want);
}

/// A game whose sheets name no unit by number reports as before: no numbers.
#[test]
fn a_gm_game_by_province_reports_without_numbers() {
    let dir = std::env::temp_dir().join(format!("graustark-plain-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("g.json");
    let game = game.to_str().unwrap();
    assert!(graustark(&["new", game]).status.success());
    let sheet = dir.join("orders.txt");
    std::fs::write(&sheet, "France:\nA Par - Bur\n").unwrap();
    let out = graustark(&["gm", game, sheet.to_str().unwrap()]);
    let file: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(game).unwrap()).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let report = String::from_utf8(out.stdout).unwrap();
    assert!(report.contains("FRANCE\n    A Par - Bur\n"), "{report}");
    assert!(report.contains("    Italian A Rome\n"), "{report}");
    assert!(file["postal"].get("numbered").is_none(), "{file}");
}
