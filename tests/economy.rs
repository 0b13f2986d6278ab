//! Das Dippyspiel's economy (rules 3, 8 and 12) as the parser reads its orders, the map gives
//! it, the position keeps it and the reports print it; its play, with the choices recorded, is
//! `tests/variants/economy.toml` and `tests/rules/mine_output.toml`.

mod common;

use common::position::map_for;
use graustark::game::{play, read_orders};
use graustark::map::{Gold, MapErrorKind};
use graustark::order::{Deed, Order};
use graustark::report::{ReportOptions, ReportStyle, write_report};
use graustark::state::{Phase, Season, StateErrorKind};
use graustark::{GameState, Map, PowerId, ProvinceId, Rules, parse_order};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| map_for("dippyspiel", None))
}

fn province(id: &str) -> ProvinceId {
    map().province_of(map().lookup(id).unwrap())
}

fn power(name: &str) -> PowerId {
    map().lookup_power(name).unwrap()
}

fn deed(text: &str) -> Deed {
    match parse_order(map(), text) {
        Ok(Order::Deed { deed, .. }) => deed,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn the_source_s_notations_are_read_as_written() {
    // Rule 8: "thus; M XXXX (P) 10G; 10G XXXX (T)-Pollutidar; 10G XXXX (T)-Glockorla".
    let (bear, pris) = (province("bear"), province("pris"));
    assert_eq!(deed("M Bear (P) 10G"), Deed::Mine { province: bear, written: Some(Gold::whole(10)) });
    assert_eq!(deed("M Bear (P)"), Deed::Mine { province: bear, written: None });
    assert_eq!(
        deed("10G Pris (T)-Pollutidar"),
        Deed::Transfer { amount: Gold::whole(10), at: pris, to: power("pollutidar") }
    );
    let to_glockorla = Deed::Transfer { amount: Gold(125), at: pris, to: power("glockorla") };
    assert_eq!(deed("12.5G Pris (T)-Glockorla"), to_glockorla);
    assert_eq!(deed("12.5 G Peeris (T) - Glockorla"), to_glockorla);
    let ceded = Deed::Cede { province: province("aqui"), to: power("graustark") };
    assert_eq!(deed("Aqui (T)-Graustark"), ceded);
    assert_eq!(deed("Cede Aquitaine to Graustark"), ceded);
    assert_eq!(deed("Designate Aqui"), Deed::BuildCentre { province: province("aqui"), designate: true });
    assert_eq!(deed("Undesignate Exet"), Deed::BuildCentre { province: province("exet"), designate: false });
    let burg = province("burg");
    assert_eq!(deed("30G Pris - Burg"), Deed::MoveGold { amount: Some(Gold::whole(30)), from: pris, to: burg });
    assert_eq!(deed("G Peeris-Burgundy"), Deed::MoveGold { amount: None, from: pris, to: burg });
    assert_eq!(deed("Capture 60G Pris"), Deed::Capture { amount: Some(Gold::whole(60)), at: pris });
    assert_eq!(deed("capture g pris"), Deed::Capture { amount: None, at: pris });
}

#[test]
fn economic_orders_are_written_back_as_read() {
    for text in [
        "M Bear (P) 10G",
        "12.5G Pris (T)-Glockorla",
        "Aqui (T)-Graustark",
        "Designate Aqui",
        "Undesignate Exet",
        "30G Pris - Burg",
        "G Pris - Burg",
        "Capture 60G Pris",
        "Capture G Pris",
    ] {
        let order = parse_order(map(), text).unwrap();
        assert_eq!(order.describe(map()), text);
        assert_eq!(parse_order(map(), &order.describe(map())).unwrap(), order, "{text}");
    }
}

#[test]
fn a_bad_economic_order_is_refused_naming_what_is_wrong() {
    for (text, says) in [
        ("M Bear 10G", "expected '(P)' after the mine"),
        ("10G Pris (T)-Narnia", "unknown power 'Narnia'"),
        ("10G Pris Glockorla", "expected '(T)-'"),
        ("Cede Aqui", "expected 'to' and the power"),
        ("Designate Atlantis", "unknown province 'Atlantis'"),
        ("G Pris (T)-Glockorla", "expected the gold's amount"),
        ("Capture Pris", "expected the gold to capture"),
    ] {
        let e = parse_order(map(), text).unwrap_err();
        assert!(e.message().contains(says), "{text}: {}", e.message());
    }
    // Without an economy the words are no orders.
    let standard = map_for("standard", None);
    assert!(parse_order(&standard, "Designate Par").is_err());
    assert!(parse_order(&standard, "10G Par (T)-England").is_err());
}

#[test]
fn the_game_opens_with_each_reserve_on_the_board_and_each_home_mine_owned() {
    // Rule 8: "Each player has an opening gold reserve of 100 gold units (G)"; "They must be
    // placed on the board in Spring 1501 (the reserves, that is)".
    let s = GameState::initial(map(), 1501);
    let hundred = Gold::whole(100);
    for (i, p) in map().powers.iter().enumerate() {
        let at = match map().is_underground(PowerId(i as u8)) {
            true => map().below.unwrap(),
            false => p.home_centres[0],
        };
        assert_eq!(s.economy.gold_at(PowerId(i as u8), at), hundred, "{}", p.name);
    }
    assert_eq!(s.economy.world_gold(), 26 * 1000);
    // Westphalen, a mine in Graustark's 1501 provinces, is Graustark's; Ostmark, a mining
    // supply centre that is no home centre, is nobody's until taken.
    assert_eq!(s.mine_owner(map(), province("west")), Some(power("graustark")));
    assert_eq!(s.mine_owner(map(), province("ostm")), None);
    assert_eq!(s.build_centres(map(), power("frenciana")), map().power(power("frenciana")).home_centres.as_slice());
}

#[test]
fn the_position_keeps_the_economy_and_reads_it_back() {
    let s = GameState::initial(map(), 1501);
    let json = s.to_json(map());
    assert!(json.contains(r#""gold":{"#) && json.contains(r#""pollutidar":{"pollutidar":100}"#), "{json}");
    assert!(json.contains(r#""mines":{"#) && !json.contains("build_centres"), "{json}");
    assert_eq!(GameState::from_json(map(), &json).unwrap(), s);
    let standard = map_for("standard", None);
    let json = GameState::initial(&standard, 1901).to_json(&standard);
    assert!(!json.contains("gold") && !json.contains("mines"), "{json}");
}

#[test]
fn an_impossible_economy_is_refused_naming_where() {
    let base = r#"{"season":"winter","year":1501,"phase":"adjustment","units":[]"#;
    for (extra, at, kind) in [
        (r#""gold":{"frenciana":{"pollutidar":10}}"#, "gold.frenciana.pollutidar", "out of place"),
        (r#""gold":{"pollutidar":{"pris":10}}"#, "gold.pollutidar.pris", "out of place"),
        (
            r#""build_centres":{"frenciana":["exet","lurl","pris","prpl","prsl","prst","stpr","aqui"]}"#,
            "build_centres.frenciana",
            "too many",
        ),
        (r#""build_centres":{"frenciana":["bear"]}"#, "build_centres.frenciana", "not a centre"),
        (r#""build_centres":{"frenciana":["brem"]}"#, "build_centres.frenciana", "twice"),
        (r#""mines":{"frenciana":["ostm"]}"#, "mines.frenciana", "not a mine"),
        (r#""mines":{"narnia":["bear"]}"#, "mines.narnia", "power"),
    ] {
        let e = GameState::from_json(map(), &format!("{base},{extra}}}")).unwrap_err();
        assert_eq!(e.at, at, "{extra}");
        let right = match kind {
            "out of place" => matches!(e.kind, StateErrorKind::GoldOutOfPlace { .. }),
            "too many" => matches!(e.kind, StateErrorKind::TooManyBuildCentres { count: 8, most: 7 }),
            "not a centre" => matches!(e.kind, StateErrorKind::NotASupplyCentre(_)),
            "twice" => matches!(e.kind, StateErrorKind::BuildCentreTwice { .. }),
            "not a mine" => matches!(e.kind, StateErrorKind::NotAMine { .. }),
            _ => matches!(e.kind, StateErrorKind::UnknownPower(_)),
        };
        assert!(right, "{extra}: {e}");
    }
    // Rule 8: "Decimal G units, to one place".
    let e = GameState::from_json(map(), &format!(r#"{base},"gold":{{"frenciana":{{"pris":12.25}}}}}}"#)).unwrap_err();
    assert!(e.to_string().contains("one decimal place"), "{e}");
}

#[test]
fn a_map_s_economy_is_checked() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/maps/dippyspiel/map.json")).unwrap();
    let economy = r#""economy": {"build_centres":7,"gold_reserve":100}"#;
    assert!(text.contains(economy));
    for (bad, at, want) in [
        (r#""economy": {"build_centres":0,"gold_reserve":100}"#, "economy.build_centres", "build centres"),
        (r#""economy": {"build_centres":6,"gold_reserve":100}"#, "home_centres", "at most 6 build centres"),
        (r#""economy": {"build_centres":7,"gold_reserve":-1}"#, "economy.gold_reserve", "one decimal place"),
    ] {
        let errors = Map::from_json(&text.replace(economy, bad)).unwrap_err();
        let e = errors.iter().find(|e| e.at.contains(at)).unwrap_or_else(|| panic!("{bad}: {errors:?}"));
        assert!(e.to_string().contains(want), "{bad}: {e}");
        assert!(
            matches!(
                e.kind,
                MapErrorKind::BadBuildCentres(_) | MapErrorKind::MoreBuildCentres { .. } | MapErrorKind::BadGold(_)
            ),
            "{e:?}"
        );
    }
}

fn winter_played(orders: &[&str], style: ReportStyle) -> String {
    let mut s = GameState::initial(map(), 1501);
    let rules = Rules::default();
    for _ in 0..2 {
        s = play(map(), &s, &[], &rules).next;
    }
    assert_eq!((s.season, s.phase), (Season::Winter, Phase::Adjustment), "every Winter is played");
    let given: Vec<(Option<&str>, &str)> =
        orders.iter().map(|o| o.split_once(": ").map(|(p, t)| (Some(p), t)).unwrap()).collect();
    let (parsed, _, unreadable) = read_orders(map(), &s, given);
    assert!(unreadable.is_empty(), "{unreadable:?}");
    let result = play(map(), &s, &parsed, &rules);
    write_report(map(), &s, &parsed, &result, &ReportOptions { rules: &rules, numbers: false, style, press: &[] })
}

#[test]
fn the_reports_give_the_ledger_after_the_centres() {
    let orders = ["Graustark: M West (P) 100G", "Frenciana: 10G Exet (T)-Glockorla", "Frenciana: Designate Aqui"];
    let plain = winter_played(&orders, ReportStyle::Plain);
    for line in [
        "    M West (P) 100G  (produced 100G)",
        "  * Designate Aqui  (illegal: Aquitaine is not owned by this power)",
        "Build centres moved from the first:\n  none",
        "  Graustark    Westphalen",
        "  Frenciana    90G: 90G Exeter",
        "  Glockorla    110G: 100G Adelaide, 10G Exeter",
        "  Graustark    200G: 100G Bremen, 100G Westphalen",
        "  Pollutidar   100G: 100G underground",
        "  The world    2700G",
    ] {
        assert!(plain.contains(line), "{line}\n{plain}");
    }
    let house = winter_played(&orders, ReportStyle::House2023);
    assert!(house.contains("GRAUSTARK: M West (P) 100G (produced 100G)."), "{house}");
    assert!(house.contains("The world    2700G"), "{house}");
}

#[test]
fn the_papacy_s_orders_are_read_and_written_back() {
    let tuni = province("west");
    assert_eq!(deed("Vote Frenciana"), Deed::Vote { candidate: power("frenciana") });
    assert_eq!(deed("vote for Inca Empire"), Deed::Vote { candidate: power("inca empire") });
    assert_eq!(deed("Papal West"), Deed::Papal { province: tuni, owner: None });
    assert_eq!(deed("Papal West for Graustark"), Deed::Papal { province: tuni, owner: Some(power("graustark")) });
    assert_eq!(deed("Remove papal centre West"), Deed::RemovePapal { province: tuni });
    for text in ["Vote Frenciana", "Papal West", "Papal West for Graustark", "Remove papal West"] {
        assert_eq!(parse_order(map(), text).unwrap().describe(map()), text);
    }
    // A papal unit is written as the rule lists them: "Papal units (PA, PF, PC)".
    let Order::Build { kind, .. } = parse_order(map(), "Build PA West").unwrap() else { panic!() };
    assert_eq!(kind, Some(graustark::map::UnitKind::PapalArmy));
}

/// Rule 14: "In order to win, a player must (a) own 155 supply centers at the end of a Fall
/// move, together with retreats, (b) have a total of 155 units on the board at the end of the
/// subsequent Winter move, and (c) declare himself elected Pope. All three criteria must be
/// met in order to claim victory."
#[test]
fn the_winner_has_155_centres_155_units_and_the_papacy() {
    use graustark::game::winner;
    assert_eq!(map().victory.measure, graustark::map::VictoryMeasure::Papal);
    let frenciana = power("frenciana");
    let mut s = GameState::initial(map(), 1502);
    s.owners.iter_mut().filter(|o| **o == Some(frenciana)).for_each(|o| *o = None);
    let centres: Vec<usize> =
        (0..map().provinces.len()).filter(|&p| map().provinces[p].supply_centre).take(155).collect();
    for &c in &centres {
        s.owners[c] = Some(frenciana);
    }
    s.units.retain(|u| u.power != frenciana);
    let lands: Vec<graustark::LocId> = (0..map().provinces.len())
        .map(|p| ProvinceId(p as u16))
        .filter(|&p| map().province_kind(p) == graustark::map::ProvinceKind::Land)
        .filter(|&p| !s.units.iter().any(|u| map().province_of(u.loc) == p))
        .map(|p| map().province_loc(p))
        .take(155)
        .collect();
    s.units.extend(lands.iter().map(|&l| graustark::state::Unit::new(frenciana, graustark::map::UnitKind::Army, l)));
    s.number_units();
    assert_eq!(winner(map(), &s), None, "(c): not Pope");
    s.economy.church.pope = Some(frenciana);
    assert_eq!(winner(map(), &s), Some(frenciana));
    let report_line = graustark::report::victory_line(map(), &s, frenciana);
    assert_eq!(report_line, "Frenciana, Pope, has 155 supply centres and 155 units, and wins the game.");
    s.units.pop();
    assert_eq!(winner(map(), &s), None, "(b): 154 units");
    s.units.push(graustark::state::Unit::new(frenciana, graustark::map::UnitKind::Army, lands[154]));
    s.owners[centres[0]] = None;
    assert_eq!(winner(map(), &s), None, "(a): 154 centres");
    s.owners[centres[0]] = Some(frenciana);
    s.season = Season::Fall;
    assert_eq!(winner(map(), &s), None, "judged after the Winter only");
}

#[test]
fn the_reports_give_the_papacy() {
    let mut orders: Vec<String> = map()
        .powers
        .iter()
        .filter(|p| !["Pollutidar", "Squiji", "Xanadu"].contains(&p.name.as_str()))
        .map(|p| format!("{}: Vote Frenciana", p.name))
        .collect();
    orders.push("Frenciana: Papal Anjo".into());
    orders.push("Squiji: Vote Graustark".into());
    let orders: Vec<&str> = orders.iter().map(String::as_str).collect();
    let plain = winter_played(&orders, ReportStyle::Plain);
    for line in [
        "    Vote Frenciana  (7 votes)",
        "The election, votes received: Frenciana 161, Graustark 7.",
        "The Papacy (155 of 273 votes elect): Pope Frenciana.",
        "  Papal centre Anjou (Frenciana)",
    ] {
        assert!(plain.contains(line), "{line}\n{plain}");
    }
    let house = winter_played(&orders, ReportStyle::House2023);
    assert!(house.contains("The election, votes received: Frenciana 161, Graustark 7."), "{house}");
    // A Winter without votes holds no election.
    assert!(!winter_played(&["Frenciana: Papal Anjo"], ReportStyle::Plain).contains("The election"));
}
