//! What the judge says happened, under rule options whose words the case files cannot check:
//! the order an implied order carried out, why a convoy without a written route failed, and the
//! retreats left to a unit dislodged by an army that went by land (project issue 13), and why
//! a convoy is illegal where the rules have none.

use graustark::cases::adjudicate_line;
use graustark::{Adjudicator, Reason, Rules};
use serde_json::Value;

fn standard_map() -> graustark::Map {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/maps/standard/map.json")).unwrap();
    graustark::Map::from_json(&text).unwrap()
}

fn judge(rules: &Rules, units: &[(&str, &str, &str)], orders: &[(&str, &str)]) -> Value {
    let map = standard_map();
    let units: Vec<Value> =
        units.iter().map(|(p, t, r)| serde_json::json!({"power": p, "type": t, "region": r})).collect();
    let orders: Vec<Value> = orders.iter().map(|(p, t)| serde_json::json!({"power": p, "text": t})).collect();
    let line = serde_json::json!({"id": "t", "season": "spring", "year": 1901, "units": units, "orders": orders});
    let out = adjudicate_line(&mut Adjudicator::default(), &map, rules, &line.to_string()).expect("a case line");
    serde_json::from_str(&out).expect("a result line")
}

fn result_for<'a>(out: &'a Value, region: &str) -> &'a Value {
    out["results"].as_array().unwrap().iter().find(|r| r["region"] == region).expect("a result for the region")
}

fn rules(settings: &[(&str, &str)]) -> Rules {
    let mut r = Rules::default();
    for (k, v) in settings {
        r.set(k, v).unwrap();
    }
    r
}

/// House rule 3.8: Ruhr, which Germany did not order, carries out the move its support implies,
/// and the judge shows that move, not a hold.
#[test]
fn an_implied_order_is_shown_as_carried_out() {
    let out = judge(
        &rules(&[("implied_orders", "on")]),
        &[("germany", "army", "ruh"), ("germany", "army", "mun")],
        &[("germany", "A Mun S A Ruh - Bur")],
    );
    let ruhr = result_for(&out, "ruh");
    assert_eq!(ruhr["order"], "A Ruh - Bur");
    assert_eq!(ruhr["reason"], "moved");
    // Without implied orders Ruhr holds, and says so.
    let out = judge(
        &Rules::default(),
        &[("germany", "army", "ruh"), ("germany", "army", "mun")],
        &[("germany", "A Mun S A Ruh - Bur")],
    );
    assert_eq!(result_for(&out, "ruh")["order"], "A Ruh H");
}

/// DATC 4.A.6 under `convoy_path=required`: a move by convoy that writes no route fails because
/// no route was written, not because a convoy was disrupted.
#[test]
fn a_convoy_without_a_written_route_fails_for_that_reason() {
    let out = judge(
        &rules(&[("convoy_path", "required")]),
        &[("england", "army", "edi"), ("england", "fleet", "nth")],
        &[("england", "A Edi - Nwy via Convoy"), ("england", "F Nth C A Edi - Nwy")],
    );
    assert_eq!(result_for(&out, "edi")["reason"], "no convoy route written: the rules require one");
    assert_eq!(Reason::NoRouteWritten.word(), "no convoy");
}

/// DATC 4.A.5 allows a retreat to the attacker's province only after a real convoy: an army
/// ordered 'via convoy' that went by land (intent-with-fallback, no convoy ordered) leaves its
/// victim no retreat to Piedmont.
#[test]
fn no_retreat_to_the_origin_of_an_army_that_went_by_land() {
    let out = judge(
        &rules(&[("convoy_to_adjacent", "intent-with-fallback")]),
        &[("italy", "army", "pie"), ("italy", "fleet", "lyo"), ("france", "army", "mar")],
        &[("italy", "A Pie - Mar via Convoy"), ("italy", "F Lyo S A Pie - Mar")],
    );
    let dislodged = &out["dislodged"][0];
    assert_eq!(dislodged["region"], "mar");
    let retreats: Vec<&str> = dislodged["retreats"].as_array().unwrap().iter().map(|r| r.as_str().unwrap()).collect();
    assert!(!retreats.contains(&"pie"), "retreats {retreats:?}");
    assert!(retreats.contains(&"bur"), "retreats {retreats:?}");
}

/// DATC 6.F.14 under the All Hold rule alone: every move of the paradox fails, and says why.
#[test]
fn a_move_held_by_all_hold_says_so() {
    let out = judge(
        &rules(&[("convoy_paradox", "all-hold-only")]),
        &[
            ("england", "fleet", "lon"),
            ("england", "fleet", "wal"),
            ("france", "army", "bre"),
            ("france", "fleet", "eng"),
        ],
        &[
            ("england", "F Lon S F Wal - Eng"),
            ("england", "F Wal - Eng"),
            ("france", "A Bre - Lon"),
            ("france", "F Eng C A Bre - Lon"),
        ],
    );
    for region in ["wal", "bre", "eng"] {
        assert_eq!(result_for(&out, region)["reason"], "convoy paradox: every move in it fails (All Hold)", "{region}");
    }
    assert_eq!(result_for(&out, "lon")["reason"], "supported");
}

/// Under `convoy_order=none` (the 1958 rules) a convoy, and a move only a convoy could make,
/// are illegal and say why; an army moving next door goes by land even where a convoy order,
/// or a 'via convoy' on an order that does not count, would otherwise show intent.
#[test]
fn without_the_convoy_order_convoys_are_illegal_and_armies_walk() {
    let none = rules(&[("convoy_order", "none")]);
    let out = judge(
        &none,
        &[("england", "army", "lon"), ("england", "fleet", "nth"), ("england", "army", "wal")],
        &[("england", "A Lon - Nwy"), ("england", "F Nth C A Lon - Nwy"), ("england", "A Wal - Lvp via Convoy")],
    );
    for region in ["lon", "nth", "wal"] {
        assert_eq!(result_for(&out, region)["reason"], "illegal: the rules have no convoy order", "{region}");
    }
    // Inland, a move that is not adjacent is simply that.
    let out = judge(&none, &[("germany", "army", "mun")], &[("germany", "A Mun - War")]);
    assert_eq!(result_for(&out, "mun")["reason"], "illegal: Munich is not adjacent to Warsaw");
    // The quasi-legal reading would read the impossible convoy as intent; with no convoys, no.
    let quasi = rules(&[("convoy_order", "none"), ("illegal_orders", "quasi-legal")]);
    let out = judge(
        &quasi,
        &[("england", "army", "lon"), ("england", "fleet", "nth")],
        &[("england", "A Lon - Yor"), ("england", "F Nth C A Lon - Yor")],
    );
    assert_eq!(result_for(&out, "lon")["reason"], "moved");
    // An illegal 'via convoy' order does not make the legal one go by sea.
    let explicit = rules(&[("convoy_order", "none"), ("convoy_to_adjacent", "explicit-only")]);
    let out = judge(
        &explicit,
        &[("england", "army", "lon")],
        &[("england", "A Lon - Yor via Convoy"), ("england", "A Lon - Yor")],
    );
    assert_eq!(result_for(&out, "lon")["reason"], "moved");
}

/// Problems of the line, as (order, error) pairs.
fn problems(out: &Value) -> Vec<(String, String)> {
    let Some(list) = out["problems"].as_array() else { return Vec::new() };
    list.iter().map(|p| (p["order"].as_str().unwrap().into(), p["error"].as_str().unwrap().into())).collect()
}

/// DATC 4.D.3 under the 1958 rule (`multiple_orders=move-over-support`): "If it is ordered
/// both to move and to support, the move is considered, the support is ignored." Paris's line
/// shows the move that counted, which reached Picardy, whichever order was written first; the
/// support is reported as set aside (project issue 34, item 3: the line showed the support,
/// "another order counts instead", and never said Paris reached Picardy).
#[test]
fn a_unit_given_two_orders_shows_the_one_that_counted() {
    let units = [("france", "army", "par"), ("france", "army", "mar")];
    let rules_1958 = rules(&[("multiple_orders", "move-over-support")]);
    for orders in [
        [("france", "A Par - Pic"), ("france", "A Par S A Mar - Bur")],
        [("france", "A Par S A Mar - Bur"), ("france", "A Par - Pic")],
    ] {
        let all = [orders[0], orders[1], ("france", "A Mar - Bur")];
        let out = judge(&rules_1958, &units, &all);
        let paris = result_for(&out, "par");
        assert_eq!(paris["order"], "A Par - Pic", "{out}");
        assert_eq!(paris["success"], true);
        assert_eq!(paris["reason"], "moved");
        assert_eq!(
            problems(&out),
            [("A Par S A Mar - Bur".to_string(), "set aside: another order for this unit counts instead".to_string())]
        );
    }
    // Under `first` and `last` the line shows the order the rule keeps, the other set aside.
    let two = [("france", "A Par - Pic"), ("france", "A Par - Bur"), ("france", "A Mar H")];
    for (rule, kept, aside) in [("first", "A Par - Pic", "A Par - Bur"), ("last", "A Par - Bur", "A Par - Pic")] {
        let out = judge(&rules(&[("multiple_orders", rule)]), &units, &two);
        assert_eq!(result_for(&out, "par")["order"], kept, "{rule}: {out}");
        assert_eq!(result_for(&out, "par")["reason"], "moved");
        assert_eq!(problems(&out)[0].0, aside);
    }
    // An illegal order beside a legal one: the legal one counts, and shows.
    let out = judge(&Rules::default(), &units, &[("france", "A Par - Pic"), ("france", "A Par - Mos")]);
    assert_eq!(result_for(&out, "par")["order"], "A Par - Pic");
    assert_eq!(problems(&out)[0].0, "A Par - Mos");
    assert!(problems(&out)[0].1.starts_with("set aside: "), "{out}");
}
