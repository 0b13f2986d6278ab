//! The order parser against the standard map: every notation players write (`A Par - Bur`,
//! `a par to bur`, `F Spa(sc)`, full names, aliases, builds, removals, `England:` prefixes,
//! nationality in supports), the exact error message for bad input, and order sheets
//! (powers on their own lines, `;`, `#` comments, line numbers).

use graustark::map::{Map, UnitKind};
use graustark::order::{Action, Order};
use graustark::parse::parse_order_sheet;
use graustark::parse_order;
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| {
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/maps/standard/map.json")).unwrap();
        Map::from_json(&text).unwrap()
    })
}

fn parse(text: &str) -> Order {
    parse_order(map(), text).unwrap_or_else(|e| panic!("'{text}' does not parse: {e}"))
}

/// The order in the short notation, so each case states what it must mean.
fn reads_as(text: &str, want: &str) {
    assert_eq!(parse(text).describe(map()), want, "reading '{text}'");
}

fn error(text: &str) -> String {
    match parse_order(map(), text) {
        Ok(o) => panic!("'{text}' parsed as {o:?}"),
        Err(e) => e.message(),
    }
}

fn loc(name: &str) -> graustark::LocId {
    map().lookup(name).unwrap_or_else(|| panic!("no location {name}"))
}

fn power(name: &str) -> Option<graustark::PowerId> {
    Some(map().lookup_power(name).unwrap())
}

#[test]
fn moves_in_every_spelling() {
    let want = Order::Unit {
        power: None,
        kind: Some(UnitKind::Army),
        loc: loc("par"),
        action: Action::Move { to: loc("bur"), via_convoy: false },
        number: 0,
    };
    for text in [
        "A Par - Bur",
        "A Par-Bur",
        "a par to bur",
        "A Paris - Burgundy",
        "A PAR -> BUR",
        "Army Paris moves Burgundy",
        "A Par – Bur",
    ] {
        assert_eq!(parse(text), want, "reading '{text}'");
    }
}

#[test]
fn moves_to_in_plain_english() {
    reads_as("A Par moves to Bur", "A Par - Bur");
    reads_as("F Nth C A Lon moves to Nwy", "F Nth C A Lon - Nwy");
}

#[test]
fn coasts_after_slash_brackets_or_space() {
    reads_as("F Spa/sc", "F Spa/sc H");
    reads_as("F Spa(sc)", "F Spa/sc H");
    reads_as("F StP (nc)", "F Stp/nc H");
    reads_as("F Stp north coast", "F Stp/nc H");
    reads_as("F St Petersburg (South Coast)", "F Stp/sc H");
    reads_as("F Bul/ec - Bla", "F Bul/ec - Bla");
    // `bul/nc` is the map's alias of the east coast.
    reads_as("F Bul/nc - Bla", "F Bul/ec - Bla");
    reads_as("F Mao - Spa(nc)", "F Mao - Spa/nc");
    let o = parse("F Spa(sc)");
    assert_eq!(
        o,
        Order::Unit { power: None, kind: Some(UnitKind::Fleet), loc: loc("spa/sc"), action: Action::Hold, number: 0 }
    );
}

#[test]
fn coast_name_after_slash() {
    reads_as("F Stp/North Coast", "F Stp/nc H");
    reads_as("F Mao - Spa/south coast", "F Mao - Spa/sc");
}

#[test]
fn an_unknown_coast_is_ignored() {
    // DATC 4.B.6: a coast that does not exist is dropped, not an error.
    reads_as("F Por - Spa/xc", "F Por - Spa");
    reads_as("A Par - Bur(nc)", "A Par - Bur");
}

#[test]
fn move_via_convoy() {
    let o = parse("A Lon - Bel via Convoy");
    assert_eq!(
        o,
        Order::Unit {
            power: None,
            kind: Some(UnitKind::Army),
            loc: loc("lon"),
            action: Action::Move { to: loc("bel"), via_convoy: true },
            number: 0
        }
    );
    reads_as("A Lon - Bel by convoy", "A Lon - Bel via Convoy");
    // A written convoy path is kept with the move (DATC 4.A.6; the rules decide what it means).
    reads_as("A Lon - Nth - Nwy", "A Lon - Nth - Nwy");
    let map = map();
    let Order::Unit { action: Action::MoveByPath { to, path }, .. } = parse("A Yor - North Sea - Bel") else {
        panic!("not a move with a convoy path")
    };
    assert_eq!(to, map.lookup("bel").unwrap());
    assert_eq!(path.steps(), &[map.lookup("nth").unwrap()]);
}

#[test]
fn supports() {
    let want = Order::Unit {
        power: None,
        kind: Some(UnitKind::Army),
        loc: loc("mun"),
        action: Action::Support {
            target: loc("ruh"),
            target_kind: Some(UnitKind::Army),
            target_power: None,
            dest: Some(loc("bur")),
            target_number: 0,
        },
        number: 0,
    };
    for text in [
        "A Mun S A Ruh - Bur",
        "A Mun Supports A Ruh to Bur",
        "A(Mun) S A(Ruh)-Bur",
        "A Munich supports A Ruhr - Burgundy",
    ] {
        assert_eq!(parse(text), want, "reading '{text}'");
    }
    reads_as("A Mun S A Ruh", "A Mun S A Ruh");
    reads_as("A Mun S A Ruh H", "A Mun S A Ruh");
    reads_as("A Mun S Ruh - Bur", "A Mun S Ruh - Bur");
    reads_as("F Mid-Atlantic Ocean Supports F Gascony - Spain(nc)", "F Mao S F Gas - Spa/nc");
}

#[test]
fn nationality_in_supports_is_skipped() {
    reads_as("A Rum S Turkish F Con - Bul", "A Rum S F Con - Bul");
    reads_as("A Rum S Turkey F Con", "A Rum S F Con");
    let Order::Unit { power, action: Action::Support { target, .. }, .. } = parse("A Rum S Turkish F Con - Bul") else {
        panic!()
    };
    assert_eq!(power, None, "the supported unit's nationality is not the order's power");
    assert_eq!(target, loc("con"));
}

#[test]
fn convoys() {
    let want = Order::Unit {
        power: None,
        kind: Some(UnitKind::Fleet),
        loc: loc("nth"),
        action: Action::Convoy { from: loc("lon"), to: loc("nwy") },
        number: 0,
    };
    for text in ["F Nth C A Lon - Nwy", "F North Sea convoys A London to Norway", "F Nth C Lon - Nwy"] {
        assert_eq!(parse(text), want, "reading '{text}'");
    }
}

#[test]
fn full_province_names() {
    reads_as("F North Sea - Picardy", "F Nth - Pic");
    reads_as("A St Petersburg - Moscow", "A Stp - Mos");
    reads_as("A St. Petersburg - Moscow", "A Stp - Mos");
    reads_as("F Gulf of Lyon - Tyrrhenian Sea", "F Lyo - Tys");
    reads_as("F Mid-Atlantic Ocean - Brest", "F Mao - Bre");
}

#[test]
fn aliases_in_any_case() {
    reads_as("F GOL - Tys", "F Lyo - Tys");
    reads_as("F gol - tys", "F Lyo - Tys");
    reads_as("F Mid - Bre", "F Mao - Bre");
    reads_as("F MAO - Bre", "F Mao - Bre");
    reads_as("F NAT - Iri", "F Nao - Iri");
    reads_as("F nao - iri", "F Nao - Iri");
    reads_as("F nrg - Nth", "F Nwg - Nth");
    reads_as("F NWG - NTH", "F Nwg - Nth");
    reads_as("F Lyo - Wes", "F Lyo - Wes");
}

#[test]
fn adjustment_orders() {
    assert_eq!(parse("Build A War"), Order::Build { power: None, kind: Some(UnitKind::Army), loc: loc("war") });
    assert_eq!(parse("Build F StP/nc"), Order::Build { power: None, kind: Some(UnitKind::Fleet), loc: loc("stp/nc") });
    assert_eq!(parse("A War Build"), Order::Build { power: None, kind: Some(UnitKind::Army), loc: loc("war") });
    let disband =
        Order::Unit { power: None, kind: Some(UnitKind::Army), loc: loc("par"), action: Action::Disband, number: 0 };
    assert_eq!(parse("Remove A Par"), disband);
    assert_eq!(parse("A Par Disband"), disband);
    assert_eq!(parse("Waive"), Order::Waive { power: None });
    assert_eq!(parse("Build waive"), Order::Waive { power: None });
    reads_as("Build F StP/nc", "Build F Stp/nc");
}

#[test]
fn power_prefix() {
    let o = parse("England: F Lon - Nth");
    assert_eq!(
        o,
        Order::Unit {
            power: power("england"),
            kind: Some(UnitKind::Fleet),
            loc: loc("lon"),
            action: Action::Move { to: loc("nth"), via_convoy: false },
            number: 0
        }
    );
    assert_eq!(parse("english: F Lon - Nth").power(), power("england"));
    assert_eq!(parse("Russia: Build F StP/nc").power(), power("russia"));
    assert_eq!(parse("France: Waive"), Order::Waive { power: power("france") });
}

#[test]
fn holds() {
    let want =
        Order::Unit { power: None, kind: Some(UnitKind::Army), loc: loc("par"), action: Action::Hold, number: 0 };
    for text in ["A Par H", "A Par Hold", "A Par", "a paris holds", "Army Paris stands"] {
        assert_eq!(parse(text), want, "reading '{text}'");
    }
    // Without a unit type the kind is left open.
    assert_eq!(parse("Par"), Order::Unit { power: None, kind: None, loc: loc("par"), action: Action::Hold, number: 0 });
}

#[test]
fn errors_name_the_word() {
    assert_eq!(error("A Par - Burgundyy"), "unknown province 'Burgundyy'");
    assert_eq!(error("A Par - Bur xyz"), "could not understand 'xyz'");
    assert_eq!(error("A Par -"), "expected a province, found the end of the order");
    assert_eq!(error(""), "the order is empty");
    assert_eq!(error("   "), "the order is empty");
    assert_eq!(error("Narnia: A Par H"), "unknown power 'Narnia'");
    assert_eq!(error("A Xyz - Bur"), "unknown province 'Xyz'");
    assert_eq!(error("A Par Bur"), "could not understand 'Bur'");
    assert_eq!(error("A Mun S A Ruh Bur"), "could not understand 'Bur' after the supported unit");
    assert_eq!(error("F Nth C A Lon Nwy"), "expected '-' and a destination, found 'Nwy'");
    assert_eq!(error("F Spa/"), "expected a coast after '/'");
    assert_eq!(error("England:"), "expected a province, found the end of the order");
}

#[test]
fn error_display_quotes_the_order() {
    let e = parse_order(map(), "  A Par - Burgundyy ").unwrap_err();
    assert_eq!(e.text, "A Par - Burgundyy");
    assert_eq!(e.to_string(), "unknown province 'Burgundyy' (in \"A Par - Burgundyy\")");
}

#[test]
fn sheet_powers_on_their_own_lines_and_semicolons() {
    let sheet = "England:\nF Lon - Nth; A Lvp - Yor\n\nFrance:\n  A Par - Bur\nGermany: A Mun H; F Kie - Den\n";
    let got = parse_order_sheet(map(), sheet);
    let rows: Vec<(usize, &str, String, Option<graustark::PowerId>)> = got
        .iter()
        .map(|s| {
            let o = s.order.as_ref().unwrap();
            (s.line, s.text.as_str(), o.describe(map()), o.power())
        })
        .collect();
    assert_eq!(
        rows,
        vec![
            (2, "F Lon - Nth", "F Lon - Nth".to_string(), power("england")),
            (2, "A Lvp - Yor", "A Lvp - Yor".to_string(), power("england")),
            (5, "A Par - Bur", "A Par - Bur".to_string(), power("france")),
            (6, "A Mun H", "A Mun H".to_string(), power("germany")),
            (6, "F Kie - Den", "F Kie - Den".to_string(), power("germany")),
        ]
    );
}

#[test]
fn sheet_comments_and_line_numbers() {
    let sheet = "# Spring 1901\nEngland: # the islanders\nF Lon - Nth # to the sea\n# A Lvp - Yor\nA Lvp - Edi\n";
    let got = parse_order_sheet(map(), sheet);
    assert_eq!(got.len(), 2);
    assert_eq!((got[0].line, got[0].text.as_str()), (3, "F Lon - Nth"));
    assert_eq!((got[1].line, got[1].text.as_str()), (5, "A Lvp - Edi"));
    assert!(got.iter().all(|s| s.order.as_ref().unwrap().power() == power("england")));
}

#[test]
fn sheet_order_before_any_power_is_an_error() {
    let got = parse_order_sheet(map(), "A Par - Bur\nFrance:\nA Par - Bur\n");
    assert_eq!(got.len(), 2);
    assert_eq!(got[0].line, 1);
    let e = got[0].order.as_ref().unwrap_err();
    assert_eq!(e.message(), "no power named before this order (write 'England:' first)");
    assert_eq!(e.text, "A Par - Bur");
    assert_eq!(got[1].line, 3);
    assert_eq!(got[1].order.as_ref().unwrap().power(), power("france"));
}

#[test]
fn sheet_bad_order_keeps_its_line_and_the_rest_still_parse() {
    let got = parse_order_sheet(map(), "Italy:\nA Ven - Tyrr\nA Rom - Apu; F Nap - Ion xyz\n");
    assert_eq!(got.len(), 3);
    assert_eq!((got[0].line, got[0].order.as_ref().unwrap_err().message().as_str()), (2, "unknown province 'Tyrr'"));
    assert_eq!(got[1].order.as_ref().unwrap().describe(map()), "A Rom - Apu");
    assert_eq!((got[2].line, got[2].order.as_ref().unwrap_err().message().as_str()), (3, "could not understand 'xyz'"));
}

#[test]
fn sheet_inline_power_carries_to_following_lines() {
    // `England: A Lon - Yor` also sets the power for the lines after it.
    let got = parse_order_sheet(map(), "England: F Lon - Nth\nA Lvp - Yor\n");
    assert_eq!(got[1].order.as_ref().unwrap().power(), power("england"));
}

#[test]
fn sheet_unknown_power_prefix() {
    let got = parse_order_sheet(map(), "France:\nNarnia: A Par H\n");
    assert_eq!(got[0].order.as_ref().unwrap_err().message(), "unknown power 'Narnia'");
    // Before any power, the missing power is what is reported.
    let got = parse_order_sheet(map(), "Narnia: A Par H\n");
    assert_eq!(
        got[0].order.as_ref().unwrap_err().message(),
        "no power named before this order (write 'England:' first)"
    );
}

/// Each error carries a kind a caller can match; its message is the sentence shown, and the
/// error itself (a `std::error::Error`) adds the order text.
#[test]
fn errors_carry_a_kind_and_the_message() {
    use graustark::ParseErrorKind as K;
    let kind = |text: &str| parse_order(map(), text).unwrap_err().kind;
    assert_eq!(kind(""), K::Empty);
    assert_eq!(kind("A Par - Burgundyy"), K::UnknownProvince("Burgundyy".into()));
    assert_eq!(kind("Narnia: A Par H"), K::UnknownPower("Narnia".into()));
    assert_eq!(kind("A Par - -"), K::Expected { what: "a province", found: "the end of the order".into() });
    assert_eq!(kind("F Nth C A Lon Nwy"), K::Expected { what: "'-' and a destination", found: "'Nwy'".into() });
    assert_eq!(kind("F Spa/ - Mao"), K::CoastMissing);
    assert_eq!(kind("A Par - Bur xyz"), K::NotUnderstood("'xyz'".into()));
    assert_eq!(kind("A Mun S A Ruh xyz"), K::NotUnderstoodAfterSupportedUnit("'xyz'".into()));
    let nine = "A Lon - Nth - Nwg - Bar - Nwg - Nth - Eng - Mao - Wes - Lyo - Tys";
    assert_eq!(kind(nine), K::TooLongPath);
    assert_eq!(error(nine), "a convoy path has at most eight seas");
    let e: Box<dyn std::error::Error> = Box::new(parse_order(map(), "A Par - Burgundyy").unwrap_err());
    assert_eq!(e.to_string(), "unknown province 'Burgundyy' (in \"A Par - Burgundyy\")");
}
