//! `legal_orders` on set positions: the disagreements with the adjudicator that the property
//! `offered_orders_are_legal_and_others_not` (tests/properties.rs) found, each kept as an
//! example; and convoy moves offered exactly where the adjudicator finds a route.

use graustark::legal::legal_orders;
use graustark::map::{Map, UnitKind};
use graustark::order::{Action, Order};
use graustark::resolve::outcome::Reason;
use graustark::rules::SupportNationality;
use graustark::state::{GameState, Phase, Season, Unit};
use graustark::view::OrderView;
use graustark::{Rules, parse_order, play};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| Map::from_json(include_str!("../maps/standard/map.json")).unwrap())
}

fn rules(settings: &[(&str, &str)]) -> Rules {
    let mut r = Rules::default();
    for (k, v) in settings {
        r.set(k, v).unwrap();
    }
    r
}

fn unit(power: &str, kind: UnitKind, at: &str) -> Unit {
    Unit::new(map().lookup_power(power).unwrap(), kind, map().lookup(at).unwrap())
}

/// The reason of each order offered at `at`, each played alone.
fn offered_and_judged(state: &GameState, at: &str, rules: &Rules) -> Vec<(String, Reason)> {
    let map = map();
    legal_orders(map, state, map.lookup(at).unwrap(), rules)
        .into_iter()
        .map(|o| (o.describe(map), play(map, state, &[o], rules).order_outcomes()[0].reason))
        .collect()
}

fn assert_none_illegal(judged: &[(String, Reason)]) {
    for (order, reason) in judged {
        assert!(!matches!(reason, Reason::Illegal(_)), "offered {order} is {reason:?}");
    }
}

#[test]
fn offered_supports_name_the_nationality_some_rules_require() {
    let state = GameState::initial(map(), 1901);
    let required = rules(&[("support_nationality", "required")]);
    let judged = offered_and_judged(&state, "par", &required);
    assert!(judged.iter().any(|(o, _)| o == "A Par S A Mar - Bur"), "{judged:?}");
    assert_none_illegal(&judged);
}

#[test]
fn no_waive_offered_where_waiving_is_not_allowed() {
    let map = map();
    let mut state = GameState::initial(map, 1901);
    state.season = Season::Winter;
    state.phase = Phase::Adjustment;
    state.units.retain(|u| map.loc_id(u.loc) != "par");
    let waives = |rules: &Rules| {
        legal_orders(map, &state, map.lookup("par").unwrap(), rules)
            .contains(&Order::Waive { power: map.lookup_power("france") })
    };
    assert!(waives(&Rules::default()));
    let not_allowed = rules(&[("waive_builds", "not-allowed")]);
    assert!(!waives(&not_allowed));
    assert_none_illegal(&offered_and_judged(&state, "par", &not_allowed));
}

#[test]
fn convoy_moves_offered_where_the_adjudicator_finds_a_route() {
    let map = map();
    let mut state = GameState::empty(map, Season::Spring, 1901, Phase::Movement);
    state.units = vec![
        unit("england", UnitKind::Army, "lon"),
        unit("england", UnitKind::Fleet, "nth"),
        unit("england", UnitKind::Fleet, "nwg"),
        unit("france", UnitKind::Fleet, "eng"),
    ];
    let moves: Vec<String> = legal_orders(map, &state, map.lookup("lon").unwrap(), &Rules::default())
        .iter()
        .filter(|o| matches!(o, Order::Unit { action: Action::Move { .. }, .. }))
        .map(|o| o.describe(map))
        .collect();
    // Through the North Sea and the Norwegian Sea, or the Channel (a neighbour by convoy says
    // so); not beyond the fleets' reach.
    for want in ["A Lon - Nwy", "A Lon - Cly", "A Lon - Bre", "A Lon - Yor via Convoy"] {
        assert!(moves.iter().any(|m| m == want), "{want} not in {moves:?}");
    }
    for unwanted in ["A Lon - Stp", "A Lon - Ber", "A Lon - Kie"] {
        assert!(!moves.iter().any(|m| m == unwanted), "{unwanted} in {moves:?}");
    }
    assert_none_illegal(&offered_and_judged(&state, "lon", &Rules::default()));
    // The North Sea is necessary for London to Norway; the Norwegian Sea is not.
    let convoys = |at: &str| -> Vec<String> {
        legal_orders(map, &state, map.lookup(at).unwrap(), &Rules::default())
            .iter()
            .filter(|o| matches!(o, Order::Unit { action: Action::Convoy { .. }, .. }))
            .map(|o| o.describe(map))
            .collect()
    };
    assert!(convoys("nth").contains(&"F Nth C A Lon - Nwy".to_string()));
    assert!(!convoys("nwg").contains(&"F Nwg C A Lon - Nwy".to_string()));
}

/// Under `support_nationality=required` an offered support names the supported unit's power,
/// and its text says so, so that the text read back (as the site adjudicates it) is legal.
#[test]
fn offered_supports_name_the_power_where_the_rules_require_it() {
    let map = map();
    let state = GameState::initial(map, 1901);
    let mun = map.lookup("mun").unwrap();
    let mut rules = Rules::default();
    let text_of = |rules: &Rules| {
        let orders = legal_orders(map, &state, mun, rules);
        let support = orders
            .iter()
            .find(|o| matches!(o, Order::Unit { action: Action::Support { dest: Some(_), .. }, .. }))
            .copied()
            .unwrap();
        OrderView::of(map, &support).text
    };
    assert_eq!(text_of(&rules), "A Mun S A Ber - Kie");
    rules.support_nationality = SupportNationality::Required;
    let text = text_of(&rules);
    assert_eq!(text, "A Mun S German A Ber - Kie");
    let read = parse_order(map, &text).unwrap().with_power(map.lookup_power("germany").unwrap());
    let result = play(map, &state, &[read], &rules);
    assert!(!matches!(result.order_outcomes()[0].reason, Reason::Illegal(_)), "{:?}", result.order_outcomes()[0]);
}

/// Under `convoy_order=none` (the 1958 rules) nothing by sea is offered: no convoy, no move by
/// convoy, no support for one; what is offered is legal.
#[test]
fn nothing_by_sea_offered_without_the_convoy_order() {
    let map = map();
    let mut state = GameState::empty(map, Season::Spring, 1901, Phase::Movement);
    state.units = vec![
        unit("england", UnitKind::Army, "lon"),
        unit("england", UnitKind::Fleet, "nth"),
        unit("england", UnitKind::Fleet, "eng"),
    ];
    let none = rules(&[("convoy_order", "none")]);
    let offered = |at: &str| -> Vec<String> {
        legal_orders(map, &state, map.lookup(at).unwrap(), &none).iter().map(|o| o.describe(map)).collect()
    };
    let london = offered("lon");
    for want in ["A Lon - Yor", "A Lon - Wal"] {
        assert!(london.iter().any(|m| m == want), "{want} not in {london:?}");
    }
    assert!(!london.iter().any(|m| m.contains("Nwy") || m.contains("Bel") || m.contains("Convoy")), "{london:?}");
    let north_sea = offered("nth");
    assert!(!north_sea.iter().any(|o| o.contains(" C ") || o.contains("A Lon - Bel")), "{north_sea:?}");
    for at in ["lon", "nth", "eng"] {
        assert_none_illegal(&offered_and_judged(&state, at, &none));
    }
}
