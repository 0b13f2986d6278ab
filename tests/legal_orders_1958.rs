//! `legal_orders` where several units share a province (issue 15, point 9: the wasm API takes
//! the same inputs): every member of a stack and every army on board gets its own orders,
//! each naming its unit by number; supports name a stacked unit by number; boarding is offered
//! the three ways of the 1958 rules; the text of each order offered reads back as that order;
//! and no order offered is illegal when played.

use graustark::legal::legal_orders;
use graustark::map::Map;
use graustark::order::{Action, Order};
use graustark::parse::{parse_order_in, with_units};
use graustark::resolve::outcome::{Reason, Void};
use graustark::state::GameState;
use graustark::view::OrderView;
use graustark::{Rules, play};

fn map() -> Map {
    Map::from_json(include_str!("../maps/standard-1958/map.json")).unwrap()
}

mod common;
use common::position::{Parts, build, position_at_home};

fn rules() -> Rules {
    graustark::rules::preset("rulebook-1958").unwrap()
}

/// The orders offered at `at`, as the site sees them (their text in the position).
fn offered(map: &Map, s: &GameState, at: &str) -> Vec<(Order, String)> {
    legal_orders(map, s, map.lookup(at).unwrap(), &rules())
        .into_iter()
        .map(|o| {
            let text = OrderView::in_position(map, &o, s).text;
            (o, text)
        })
        .collect()
}

/// Every order offered anywhere reads back from its text (for its power) as the same order,
/// and played alone is not illegal.
fn assert_every_offer_reads_back_and_is_legal(map: &Map, s: &GameState) {
    let mut seen = 0;
    for p in &map.provinces {
        for (o, text) in offered(map, s, &p.id) {
            seen += 1;
            let power = o.power();
            let read = with_units(s, |units| parse_order_in(map, units, power, &text))
                .unwrap_or_else(|e| panic!("'{text}' offered at {} does not read back: {e}", p.id));
            let read = read.with_power(power.unwrap()).in_position(map, s);
            assert_eq!(same_unit_numbers(read, &o), o, "'{text}' read back differently");
            // Played alone it may fail, or be void for want of the other unit's order (a
            // fleet that does not come or leave), but never be illegal or void in itself.
            let reason = play(map, s, &[o], &rules()).order_outcomes()[0].reason;
            let in_itself = matches!(reason, Reason::Void(Void::SameProvince(_) | Void::Aboard(_)));
            assert!(!matches!(reason, Reason::Illegal(_)) && !in_itself, "offered '{text}' is {reason:?}");
        }
    }
    assert!(seen > 0);
}

/// `read` with the numbers of `offered` where `read` names its units by place (the text names
/// a unit by number only where its province holds several).
fn same_unit_numbers(read: Order, offered: &Order) -> Order {
    match (read, offered) {
        (Order::Unit { power, kind, loc, mut action, number }, Order::Unit { action: a, number: n, .. }) => {
            if let (Action::Support { target_number: t @ 0, .. }, Action::Support { target_number, .. }) =
                (&mut action, a)
            {
                *t = *target_number;
            }
            if let (Action::Board { fleet_number: f @ 0, .. }, Action::Board { fleet_number, .. }) = (&mut action, a) {
                *f = *fleet_number;
            }
            Order::Unit { power, kind, loc, action, number: if number == 0 { *n } else { number } }
        }
        (read, _) => read,
    }
}

fn texts(list: &[(Order, String)]) -> Vec<&str> {
    list.iter().map(|(_, t)| t.as_str()).collect()
}

#[test]
fn each_member_of_a_stack_gets_its_own_orders_by_number() {
    let map = map();
    let s = GameState::initial(&map, 1901);
    let paris = offered(&map, &s, "par");
    let t = texts(&paris);
    assert!(t.contains(&"1 A Par H") && t.contains(&"2 A Par H"), "{t:?}");
    assert!(t.contains(&"1 A Par - Bur") && t.contains(&"2 A Par - Bur"), "{t:?}");
    // Never a support between the two.
    assert!(!t.iter().any(|o| o.contains(" S ") && o.matches("Par").count() > 1 && !o.contains('-')), "{t:?}");
    // A neighbour names which Parisian army it supports.
    let t: Vec<String> = offered(&map, &s, "bre").into_iter().map(|(_, t)| t).collect();
    assert!(
        t.contains(&"F Bre S 1 A Par - Pic".to_string()) && t.contains(&"F Bre S 2 A Par - Gas".to_string()),
        "{t:?}"
    );
    assert_every_offer_reads_back_and_is_legal(&map, &s);
}

#[test]
fn a_foreign_stacked_unit_is_named_by_its_power_and_number() {
    let map = map();
    let s = position_at_home(&map, "spring 1901 movement", &["France: 1 A par", "France: 2 A par", "Germany: 1 A bur"]);
    let t: Vec<String> = offered(&map, &s, "bur").into_iter().map(|(_, t)| t).collect();
    assert!(t.contains(&"A Bur S French 2 A Par - Pic".to_string()), "{t:?}");
    assert_every_offer_reads_back_and_is_legal(&map, &s);
}

#[test]
fn boarding_is_offered_the_three_ways_and_an_army_on_board_holds_or_lands() {
    let map = map();
    let s = position_at_home(
        &map,
        "spring 1901 movement",
        &[
            "England: 1 F nth", // can enter London: it may come for the army there
            "England: 2 A lon",
            "England: 3 F edi", // coastal, next to Yorkshire: the army may go to it
            "England: 4 A yor",
            "England: 7 F eng",
            "England: 8 A eng (on board 7 F)", // on board
            "England: 9 A wal",
        ],
    );
    let boards = |at: &str| -> Vec<String> {
        offered(&map, &s, at)
            .into_iter()
            .filter(|(o, _)| matches!(o, Order::Unit { action: Action::Board { .. }, .. }))
            .map(|(_, t)| t)
            .collect()
    };
    assert_eq!(boards("lon"), ["A Lon Board F Nth"]);
    // From Yorkshire: Edinburgh's fleet (coastal, next door), the North Sea's (it can enter).
    assert_eq!(boards("yor"), ["A Yor Board F Nth", "A Yor Board F Edi"]);
    // From Wales: not the fleet in the Channel, which carries an army already.
    assert!(boards("wal").is_empty());
    // The army on board holds (stays aboard) or goes ashore; nothing else. At sea it cannot land.
    assert_eq!(
        texts(&offered(&map, &s, "eng")).into_iter().filter(|t| t.starts_with("8 ")).collect::<Vec<_>>(),
        ["8 A Eng H"]
    );
    // No support is offered to an army on board.
    assert!(!texts(&offered(&map, &s, "lon")).iter().any(|t| t.contains("S 8")));
    assert_every_offer_reads_back_and_is_legal(&map, &s);
    // Without the 1958 option, no boarding.
    let modern = Rules::default();
    assert!(
        !legal_orders(&map, &s, map.lookup("lon").unwrap(), &modern)
            .iter()
            .any(|o| matches!(o, Order::Unit { action: Action::Board { .. }, .. }))
    );
}

#[test]
fn a_coastal_army_on_board_may_go_ashore() {
    let map = map();
    let s = position_at_home(&map, "spring 1901 movement", &["England: 1 F lon", "England: 2 A lon (on board 1 F)"]);
    assert_eq!(
        texts(&offered(&map, &s, "lon")).into_iter().filter(|t| t.starts_with("2 ")).collect::<Vec<_>>(),
        ["2 A Lon H", "2 A Lon Disembark"]
    );
    assert_every_offer_reads_back_and_is_legal(&map, &s);
}

#[test]
fn each_dislodged_member_retreats_by_number_and_an_army_on_board_goes_with_its_fleet() {
    let map = map();
    let dislodged = [
        "France: 1 A par <- bur",
        "France: 2 A par <- bur",
        "England: 1 F eng <- mao",
        "England: 2 A eng (on board 1 F) <- mao",
    ]
    .map(String::from);
    let units = ["Germany: 1 A par".to_string()];
    let parts = Parts {
        phase: "spring 1901 retreat",
        units: &units,
        dislodged: &dislodged,
        home_centres: true,
        ..Parts::default()
    };
    let s = build(&map, &parts);
    let t = texts(&offered(&map, &s, "par")).into_iter().map(String::from).collect::<Vec<_>>();
    assert!(t.contains(&"1 A Par - Gas".into()) && t.contains(&"2 A Par - Gas".into()), "{t:?}");
    assert!(t.contains(&"1 A Par Disband".into()) && t.contains(&"2 A Par Disband".into()), "{t:?}");
    let t = texts(&offered(&map, &s, "eng")).into_iter().map(String::from).collect::<Vec<_>>();
    assert!(t.iter().all(|o| o.starts_with("1 F Eng")), "only the fleet retreats: {t:?}");
    assert_every_offer_reads_back_and_is_legal(&map, &s);
}

#[test]
fn builds_beside_own_units_are_offered_where_they_may_share() {
    let map = map();
    // France holds five centres with three units (two of them armies in Paris); England's fleet
    // stands in its capital with an army on board.
    let units = [
        "France: 1 A par",
        "France: 2 A par",
        "France: 3 F bre",
        "England: 1 F lon",
        "England: 2 A lon (on board 1 F)",
    ]
    .map(String::from);
    let centres = ["France: par, bre, mar, spa, bel", "England: lon, edi, lvp, nwy"].map(String::from);
    let parts = Parts { phase: "winter 1901 adjustment", units: &units, centres: &centres, ..Parts::default() };
    let s = build(&map, &parts);
    let paris = texts(&offered(&map, &s, "par")).into_iter().map(String::from).collect::<Vec<_>>();
    assert_eq!(paris, ["Build A Par", "Waive"]);
    // Brest: the naval base, a fleet beside the fleet; Marseilles: no unit may be raised there.
    assert_eq!(texts(&offered(&map, &s, "bre")), ["Build F Bre", "Waive"]);
    assert!(offered(&map, &s, "mar").is_empty());
    // London: a fleet stands in the capital, and an army is raised beside it ("the presence
    // of such units shall not prevent the raising of a unit in its proper place").
    assert_eq!(texts(&offered(&map, &s, "lon")), ["Build A Lon", "Waive"]);
    assert_every_offer_reads_back_and_is_legal(&map, &s);
}

/// An army raised beside its fleet in London shares the province with it, not on board (1958:
/// "the presence of such units shall not prevent the raising of a unit in its proper place";
/// "If a fleet and army are in the same province, the army may be ordered on board"): each is
/// offered its own orders by number, moving out and the army's boarding among them, never a
/// support between the two, and every offer reads back and is legal.
#[test]
fn an_army_beside_its_fleet_in_the_capital_gets_its_own_orders() {
    let map = map();
    let s = position_at_home(&map, "spring 1901 movement", &["England: 1 F lon", "England: 2 A lon"]);
    let london = offered(&map, &s, "lon");
    let t = texts(&london);
    assert!(t.contains(&"1 F Lon - Eng") && t.contains(&"2 A Lon - Wal"), "{t:?}");
    assert!(t.contains(&"2 A Lon Board 1 F Lon"), "{t:?}");
    assert!(!t.iter().any(|o| o.starts_with("1 F Lon S 2") || o.starts_with("2 A Lon S 1")), "{t:?}");
    assert_every_offer_reads_back_and_is_legal(&map, &s);
}
