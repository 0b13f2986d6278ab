//! Das Dippyspiel's underground treasury (rules 8 and 16) where the cases cannot say it: the
//! Winter's upkeep as the result and both reports give it, the vents bought in a position's JSON,
//! and Pollutidar's victory by gold. The play itself, with the choices recorded, is
//! `tests/variants/treasury.toml`.
//!
//! Rule 16: "Pollutidar may construct units in addition to its limit of 7 ... at an annual
//! maintenance cost of 50G. Pollutidar may re-open closed vents at an initial cost of 100G and an
//! annual maintenance cost of 50G. New vents may be opened anywhere at an initial cost of 200G
//! and an annual maintenance cost of 100G. Gold expended by Pollutidar is removed from the global
//! inventory." Rule 8: "Pollutidar can win only by accumulating 95% of the world's current gold
//! supply on any move; this is not possible prior to 1516 DNO."

mod common;

use common::position::{map_for, position};
use graustark::map::Gold;
use graustark::report::{ReportOptions, ReportStyle, write_report};
use graustark::treasury::{Upkeep, underground_victory};
use graustark::{Decided, GameState, Map, ProvinceId, Rules, game::play};
use std::sync::OnceLock;

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| map_for("dippyspiel", None))
}

fn province(id: &str) -> ProvinceId {
    map().province_of(map().lookup(id).unwrap())
}

fn pollutidar() -> graustark::PowerId {
    map().lookup_power("pollutidar").unwrap()
}

/// A Winter with nine of Pollutidar's units up, 60 G underground and a new vent at Oslo that
/// served the year: one unit paid for, one gone down, the vent closed.
fn winter() -> (GameState, graustark::PhaseResult) {
    let units = [
        "Pollutidar: 1 A Tyrol",
        "Pollutidar: 2 A Rioja",
        "Pollutidar: 3 F Atlantic 1",
        "Pollutidar: 4 F Atlantic 2",
        "Pollutidar: 5 C Tyumen",
        "Pollutidar: 6 C Nebraska",
        "Pollutidar: 7 A Kassala",
        "Pollutidar: 8 A Scotland",
        "Pollutidar: 9 A Tibet",
    ];
    let mut state = position(map(), "winter 1510 adjustment", &units);
    state.vents.open.push(province("oslo"));
    state.vents.new.push(province("oslo"));
    state.economy.add_gold(pollutidar(), map().below.unwrap(), Gold::whole(60));
    let result = play(map(), &state, &[], &Rules::default());
    (state, result)
}

#[test]
fn the_upkeep_is_in_the_result() {
    let (state, result) = winter();
    let Decided::Adjustment(a) = &result.decided else { panic!("not an adjustment") };
    let up = a.upkeep.as_ref().expect("an upkeep");
    let tibet = state.units.iter().find(|u| u.number == 9).copied().unwrap();
    let want = Upkeep {
        units: 1,
        vents: vec![],
        paid: Gold::whole(50),
        returned: vec![tibet],
        closed: vec![province("oslo")],
    };
    assert_eq!(up, &want);
    // What was paid is gone from the world: 60 less 50.
    assert_eq!(result.next.economy.world_gold(), 100);
    assert_eq!(result.next.units.len(), 8);
    assert_eq!(result.next.vents.closed, [province("oslo")]);
    // A Winter that owes nothing has no upkeep.
    let quiet = position(map(), "winter 1510 adjustment", &["Pollutidar: A Tyrol"]);
    let Decided::Adjustment(a) = play(map(), &quiet, &[], &Rules::default()).decided else { panic!() };
    assert_eq!(a.upkeep, None);
}

#[test]
fn both_reports_give_the_upkeep() {
    let (state, result) = winter();
    for (style, names) in [(ReportStyle::Plain, ["Tibet", "Oslo"]), (ReportStyle::House2023, ["Tbet", "Osl"])] {
        let options = ReportOptions { rules: &Rules::default(), numbers: false, style, press: &[] };
        let report = write_report(map(), &state, &[], &result, &options);
        for want in [
            "Pollutidar's upkeep (rule 16): 50G paid, gone from the world".to_string(),
            "  for 1 unit(s) beyond 7 50G".to_string(),
            format!("  A {} went back down for want of gold", names[0]),
            format!("  the vent in {} closed for want of gold", names[1]),
        ] {
            assert!(report.contains(&want), "{style:?} lacks '{want}':\n{report}");
        }
    }
}

#[test]
fn a_vent_bought_is_reported_with_its_cost() {
    let mut state = position(map(), "spring 1510 movement", &[]);
    state.vents.closed.push(province("scot"));
    state.economy.add_gold(pollutidar(), map().below.unwrap(), Gold::whole(300));
    let orders: Vec<graustark::Order> = ["Open Scot", "Open Oslo"]
        .iter()
        .map(|t| graustark::parse_order(map(), t).unwrap().with_power(pollutidar()))
        .collect();
    let result = play(map(), &state, &orders, &Rules::default());
    let plain = ReportOptions { rules: &Rules::default(), numbers: false, style: ReportStyle::Plain, press: &[] };
    let report = write_report(map(), &state, &orders, &result, &plain);
    assert!(report.contains("(reopened for 100G)") && report.contains("(opened a new vent for 200G)"), "{report}");
    let house = ReportOptions { style: ReportStyle::House2023, ..plain };
    let report = write_report(map(), &state, &orders, &result, &house);
    assert!(report.contains("(reopened, 100G)") && report.contains("(new vent, 200G)"), "{report}");
}

#[test]
fn the_vents_bought_are_kept_in_json() {
    let (state, _) = winter();
    let json = state.to_json(map());
    assert!(json.contains(r#""vents":{"open":["oslo"],"new":["oslo"]}"#), "{json}");
    assert_eq!(GameState::from_json(map(), &json).unwrap(), state);
    // Without vents bought the lists are left out, as before rule 16.
    let mut plain = state.clone();
    plain.vents.open = vec![province("scot")];
    plain.vents.new.clear();
    assert!(plain.to_json(map()).contains(r#""vents":{"open":["scot"]}"#));
    let refused = [
        (r#"{"open":["oslo"]}"#, "the vent in Oslo is none of the map's: list it reopened or new"),
        (r#"{"open":["scot"],"new":["scot"]}"#, "Scotland has a vent of the map's: it is no new vent"),
        (r#"{"closed":["oslo"],"new":["oslo"]}"#, "the vent in Oslo is listed new but is not open"),
        (
            r#"{"open":["oslo"],"new":["oslo"],"reopened":["oslo"]}"#,
            "the vent in Oslo is listed new but is not open, or is listed twice",
        ),
        (r#"{"open":["pollutidar"],"new":["pollutidar"]}"#, "Pollutidar has no vent"),
    ];
    for (vents, why) in refused {
        let text = format!(r#"{{"season":"spring","year":1510,"phase":"movement","units":[],"vents":{vents}}}"#);
        let err = GameState::from_json(map(), &text).unwrap_err().to_string();
        assert!(err.contains(why), "{vents}: {err}");
    }
}

/// A position of `year` with `own` G underground and `others` G on the board.
fn with_gold(year: i32, own: u32, others: u32) -> GameState {
    let mut state = position(map(), &format!("spring {year} movement"), &[]);
    state.economy.add_gold(pollutidar(), map().below.unwrap(), Gold(own));
    let kalmar = map().lookup_power("kalmar").unwrap();
    state.economy.add_gold(kalmar, province("oslo"), Gold(others));
    state
}

#[test]
fn pollutidar_wins_with_95_percent_of_the_gold_from_1516() {
    // "95% of the world's current gold supply": 950 of 1000, on the board and underground.
    assert_eq!(underground_victory(map(), &with_gold(1516, 950, 50)), Some(pollutidar()));
    assert_eq!(underground_victory(map(), &with_gold(1520, 1000, 0)), Some(pollutidar()));
    assert_eq!(underground_victory(map(), &with_gold(1516, 949, 51)), None);
    // "this is not possible prior to 1516 DNO".
    assert_eq!(underground_victory(map(), &with_gold(1515, 1000, 0)), None);
    // No gold in the world: nobody holds 95% of it.
    assert_eq!(underground_victory(map(), &with_gold(1516, 0, 0)), None);
    // A board without the underground power or an economy has no such victory.
    let standard = map_for("standard", None);
    let state = position(&standard, "spring 1901 movement", &[]);
    assert_eq!(underground_victory(&standard, &state), None);
}

/// The underground's victory is the game's: `winner` names it after any phase, and the report's
/// last line says why.
#[test]
fn the_underground_s_victory_ends_the_game() {
    let s = with_gold(1516, 950, 50);
    assert_eq!(graustark::game::winner(map(), &s), Some(pollutidar()));
    assert_eq!(
        graustark::report::victory_line(map(), &s, pollutidar()),
        "Pollutidar holds 95G of the world's 100G and wins the game."
    );
    assert_eq!(graustark::game::winner(map(), &with_gold(1515, 950, 50)), None);
}
