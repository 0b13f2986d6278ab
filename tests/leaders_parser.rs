//! Orders to Militarism III's Leaders (rules 3 and 4): `L Par - Bur`, `Leader Par H`,
//! `Build L Par`; an army or fleet with its Leader, written as the source writes it (rule 3:
//! "An A or F which is accompanied by an L (IA or IF) operates with the strength of two units")
//! or `LA`, `LF`, and read as the army's or fleet's order, on every kind of sheet; and, in a position where a Leader shares a province
//! with its army or fleet, the order naming the place with a kind finds that kind's unit, and
//! the order naming only the place finds the army or fleet.

use graustark::map::Map;
use graustark::order::{Action, Order};
use graustark::parse::{ParseErrorKind, Units, parse_order, parse_order_in};
use graustark::{GameState, UnitKind};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/militarism-iii/map.json")).unwrap())
}

fn kind_of(o: &Order) -> Option<UnitKind> {
    match *o {
        Order::Unit { kind, .. } | Order::Build { kind, .. } => kind,
        _ => None,
    }
}

#[test]
fn leaders_are_ordered_as_armies_and_fleets_are() {
    for (text, kind, shown) in [
        ("L Par - Bur", Some(UnitKind::Leader), "L Par - Bur"),
        ("L Par H", Some(UnitKind::Leader), "L Par H"),
        ("Leader Par - Bur", Some(UnitKind::Leader), "L Par - Bur"),
        ("leader Bel - Eng", Some(UnitKind::Leader), "L Bel - Eng"),
        ("L Lon - Bel via convoy", Some(UnitKind::Leader), "L Lon - Bel via Convoy"),
        ("LA Par - Bur", Some(UnitKind::Army), "A Par - Bur"),
        ("LF Lon - Nth", Some(UnitKind::Fleet), "F Lon - Nth"),
        ("IA Par - Bur", Some(UnitKind::Army), "A Par - Bur"),
        ("IF Lon - Nth", Some(UnitKind::Fleet), "F Lon - Nth"),
        ("ia Par S IF Lon - Nth", Some(UnitKind::Army), "A Par S F Lon - Nth"),
        ("Build L Par", Some(UnitKind::Leader), "Build L Par"),
        ("L Par Build", Some(UnitKind::Leader), "Build L Par"),
    ] {
        let o = parse_order(map(), text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!((kind_of(&o), o.describe(map()).as_str()), (kind, shown), "{text}");
    }
}

/// France's army and Leader in Paris, Germany's and Italy's Leaders in Burgundy.
fn shared() -> GameState {
    let text = r#"{"season":"spring","year":1901,"phase":"movement","units":[
        {"power":"france","type":"army","region":"par"},
        {"power":"france","type":"leader","region":"par"},
        {"power":"germany","type":"leader","region":"bur"},
        {"power":"italy","type":"leader","region":"bur"}]}"#;
    GameState::from_json(map(), text).unwrap()
}

#[test]
fn an_order_naming_a_shared_place_finds_the_unit_of_its_kind_and_power() {
    let s = shared();
    let units = Units::of(&s);
    let france = map().lookup_power("france");
    let germany = map().lookup_power("germany");
    for (power, text, kind) in [
        (france, "A Par - Bur", Some(UnitKind::Army)),
        (france, "L Par - Bur", Some(UnitKind::Leader)),
        (france, "LA Par - Bur", Some(UnitKind::Army)),
        (france, "Par - Bur", None),
        (germany, "L Bur - Mun", Some(UnitKind::Leader)),
        (germany, "Bur - Mun", None),
    ] {
        let o = parse_order_in(map(), units, power, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(kind_of(&o), kind, "{text}");
        // The power read from the position is the unit's.
        let o = o.in_position(map(), &s);
        assert_eq!(o.power(), power, "{text}");
    }
    // Read in the position without a power, each order goes to its kind's unit in Paris.
    let (orders, _, unreadable) = graustark::game::read_orders(map(), &s, [(None, "L Par - Gas"), (None, "Par - Bur")]);
    assert!(unreadable.is_empty());
    assert!(orders.iter().all(|o| o.power() == france));
    assert!(matches!(orders[0], Order::Unit { kind: Some(UnitKind::Leader), action: Action::Move { .. }, .. }));
}

#[test]
fn leaders_of_several_powers_need_their_power_to_be_told_apart() {
    let s = shared();
    let e = parse_order_in(map(), Units::of(&s), None, "L Bur - Mun").unwrap_err();
    assert_eq!(
        e.kind,
        ParseErrorKind::AmbiguousUnit {
            province: "Burgundy".into(),
            units: vec!["German 1 L Bur".into(), "Italian 1 L Bur".into()]
        }
    );
}

/// France's army and Leader in Paris, its fleet in Brest; England's fleet in London.
fn with_fleets() -> GameState {
    let text = r#"{"season":"spring","year":1901,"phase":"movement","units":[
        {"power":"france","type":"army","region":"par"},
        {"power":"france","type":"leader","region":"par"},
        {"power":"france","type":"fleet","region":"bre"},
        {"power":"england","type":"fleet","region":"lon"}]}"#;
    GameState::from_json(map(), text).unwrap()
}

#[test]
fn ia_names_the_army_beside_its_leader_not_the_leader() {
    let s = with_fleets();
    let units = Units::of(&s);
    let france = map().lookup_power("france");
    let o = parse_order_in(map(), units, france, "IA Par - Bur").unwrap();
    assert_eq!((kind_of(&o), o.describe(map()).as_str()), (Some(UnitKind::Army), "A Par - Bur"));
}

#[test]
fn ia_and_if_on_an_order_sheet() {
    let sheet = "France:\nIA Par - Bur\nIF Bre - Mao\n";
    let read = graustark::parse::parse_order_sheet(map(), sheet);
    let shown: Vec<String> = read.iter().map(|l| l.order.as_ref().unwrap().describe(map())).collect();
    assert_eq!(shown, ["A Par - Bur", "F Bre - Mao"]);
    assert!(read.iter().all(|l| l.order.as_ref().unwrap().power() == map().lookup_power("france")));
}

/// A season's sheet of the two-season year (`if <order> succeeds`): `IF` the fleet with its
/// Leader, at the head of an order, inside one, and in a condition, and `if` the condition.
#[test]
fn if_the_fleet_with_its_leader_and_if_the_condition_read_apart_on_a_season_sheet() {
    use graustark::parse::{Condition, SeasonPart, parse_season_sheet};
    let sheet = "France:\n\
                 IF Bre - Mao\n\
                 IA Par S IF Bre - Mao\n\
                 Retreats:\n\
                 IF Bre - Pic if F Lon - Eng succeeds\n\
                 A Par - Gas if IF Bre - Mao fails\n\
                 England:\n\
                 F Lon - Eng\n";
    let lines = parse_season_sheet(map(), &with_fleets(), sheet).unwrap_or_else(|e| panic!("{e:?}"));
    let read: Vec<(String, SeasonPart, Vec<Condition>)> =
        lines.iter().map(|l| (l.order.describe(map()), l.part, l.conditions.clone())).collect();
    let mao = Condition::Order { move_index: 0, succeeds: false };
    let eng = Condition::Order { move_index: 4, succeeds: true };
    assert_eq!(
        read,
        [
            ("F Bre - Mao".to_string(), SeasonPart::Moves, vec![]),
            ("A Par S F Bre - Mao".to_string(), SeasonPart::Moves, vec![]),
            ("F Bre - Pic".to_string(), SeasonPart::Retreats, vec![eng]),
            ("A Par - Gas".to_string(), SeasonPart::Retreats, vec![mao]),
            ("F Lon - Eng".to_string(), SeasonPart::Moves, vec![]),
        ]
    );
    // A move with a condition is still refused: the ` if ` after a whole order is a condition.
    let errors =
        parse_season_sheet(map(), &with_fleets(), "France:\nIF Bre - Mao if F Lon - Eng succeeds\n").unwrap_err();
    assert!(errors[0].message().contains("a move cannot be conditional"), "{errors:?}");
}
