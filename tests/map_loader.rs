//! `Map::from_json`: the standard map loads with the right counts (checked through the public
//! API), every name, alias and coast is found in any case, and broken maps report each
//! problem with its place (`at`), kind and exact message, all problems at once: broken
//! edges, names and starts (two units in one province too), and degenerate maps (nothing in
//! them, empty ids or names, more centres needed to win than the board has).

use graustark::map::{Map, MapError, ProvinceKind};
use graustark::{LocId, ProvinceId};
use serde_json::{Value, json};

const STANDARD: &str = include_str!("../maps/standard/map.json");

fn standard() -> Map {
    Map::from_json(STANDARD).unwrap()
}

fn standard_value() -> Value {
    serde_json::from_str(STANDARD).unwrap()
}

fn province<'a>(v: &'a mut Value, id: &str) -> &'a mut Value {
    v["provinces"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|p| p["id"] == id)
        .unwrap_or_else(|| panic!("no province {id}"))
}

fn power<'a>(v: &'a mut Value, id: &str) -> &'a mut Value {
    v["powers"].as_array_mut().unwrap().iter_mut().find(|p| p["id"] == id).unwrap()
}

fn push(list: &mut Value, item: &str) -> usize {
    let a = list.as_array_mut().unwrap();
    a.push(json!(item));
    a.len() - 1
}

/// The problems reported for a map, as (at, message), sorted.
fn problems(v: &Value) -> Vec<(String, String)> {
    let errs: Vec<MapError> = Map::from_json(&v.to_string()).expect_err("the map should be rejected");
    let mut out: Vec<(String, String)> = errs.iter().map(|e| (e.at.clone(), e.message())).collect();
    out.sort();
    out
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = list.iter().map(|(a, m)| (a.to_string(), m.to_string())).collect();
    out.sort();
    out
}

#[test]
fn standard_map_counts() {
    let map = standard();
    assert_eq!(map.id, "standard");
    assert_eq!(map.provinces.len(), 76);
    let impassable: Vec<&str> =
        map.provinces.iter().filter(|p| p.kind == ProvinceKind::Impassable).map(|p| p.id.as_str()).collect();
    assert_eq!(impassable, ["swi"]);
    assert_eq!(map.supply_centre_count(), 34);
    assert_eq!(map.provinces.iter().filter(|p| p.supply_centre).count(), 34);
    assert_eq!(map.powers.len(), 7);
    assert_eq!(map.powers.iter().map(|p| p.start.len()).sum::<usize>(), 22);
    assert_eq!(map.powers.iter().map(|p| p.home_centres.len()).sum::<usize>(), 22);
    assert_eq!(map.victory_centres, 18);
    // Six coasts: stp, spa and bul have two each.
    assert_eq!(map.locations.len(), 76 + 6);
    for (i, p) in map.provinces.iter().enumerate() {
        if let Some(h) = p.home_of {
            assert!(map.power(h).home_centres.contains(&ProvinceId(i as u16)));
            assert!(p.supply_centre);
        }
    }
}

#[test]
fn standard_map_edges_are_symmetric_and_counted() {
    let map = standard();
    let mut army = 0;
    for i in 0..map.provinces.len() {
        let p = ProvinceId(i as u16);
        for &n in map.army_neighbours(p) {
            assert!(map.army_neighbours(n).contains(&p), "army {} - {}", map.province(p).id, map.province(n).id);
            army += 1;
        }
    }
    assert_eq!(army % 2, 0);
    assert_eq!(army / 2, 111);
    let mut fleet = 0;
    for i in 0..map.locations.len() {
        let l = LocId(i as u16);
        for &n in map.fleet_neighbours(l) {
            assert!(map.fleet_neighbours(n).contains(&l), "fleet {} - {}", map.loc_id(l), map.loc_id(n));
            assert!(map.can_stand(graustark::UnitKind::Fleet, n), "fleet edge into {}", map.loc_id(n));
            fleet += 1;
        }
    }
    assert_eq!(fleet % 2, 0);
    assert_eq!(fleet / 2, 141);
    // Switzerland touches nothing.
    let swi = map.province_of(map.lookup("swi").unwrap());
    assert!(map.army_neighbours(swi).is_empty());
}

#[test]
fn lookups_by_id_name_alias_and_case() {
    let map = standard();
    let id = |name: &str| map.lookup(name).map(|l| map.loc_id(l));
    for (names, want) in [
        (&["lyo", "gol", "GOL", "Gulf of Lyon", "gulf of lions", "LYO"][..], "lyo"),
        (&["mao", "mid", "MID", "Mid-Atlantic Ocean", "mid atlantic", "MAO"][..], "mao"),
        (&["nao", "nat", "NAT", "North Atlantic Ocean"][..], "nao"),
        (&["nwg", "nrg", "NRG", "Norwegian Sea"][..], "nwg"),
        (&["stp", "St Petersburg", "st. petersburg", "ST PETERSBURG"][..], "stp"),
        (&["par", "Paris", "PARIS", "pAr"][..], "par"),
        (&["swi", "Switzerland"][..], "swi"),
    ] {
        for n in names {
            assert_eq!(id(n).as_deref(), Some(want), "lookup '{n}'");
        }
    }
    assert_eq!(id("xyz"), None);
    assert_eq!(id(""), None);
}

#[test]
fn lookups_of_coasts() {
    let map = standard();
    let id = |name: &str| map.lookup(name).map(|l| map.loc_id(l));
    assert_eq!(id("stp/nc").as_deref(), Some("stp/nc"));
    assert_eq!(id("STP/NC").as_deref(), Some("stp/nc"));
    assert_eq!(id("spa/sc").as_deref(), Some("spa/sc"));
    assert_eq!(id("bul/ec").as_deref(), Some("bul/ec"));
    assert_eq!(id("bul/nc").as_deref(), Some("bul/ec"), "bul/nc is an alias of bul/ec");
    assert_eq!(id("bul/sc").as_deref(), Some("bul/sc"));
    assert_eq!(id("spa/ec"), None);
    let stp_nc = map.lookup("stp/nc").unwrap();
    assert_eq!(map.province_of(stp_nc), map.province_of(map.lookup("stp").unwrap()));
    assert_eq!(map.loc_name(stp_nc), "St Petersburg (North Coast)");
    let bul = map.province_of(map.lookup("bul").unwrap());
    assert_eq!(map.lookup_coast(bul, "nc"), map.lookup("bul/ec"));
    assert_eq!(map.lookup_coast(bul, "East Coast"), map.lookup("bul/ec"));
    assert_eq!(map.lookup_coast(bul, "wc"), None);
    assert_eq!(map.province(bul).coasts.len(), 2);
    // A fleet stands on a coast, not in the split province itself; an army the reverse.
    assert!(!map.can_stand(graustark::UnitKind::Fleet, map.lookup("spa").unwrap()));
    assert!(map.can_stand(graustark::UnitKind::Fleet, map.lookup("spa/nc").unwrap()));
    assert!(!map.can_stand(graustark::UnitKind::Army, map.lookup("spa/nc").unwrap()));
}

#[test]
fn lookups_of_powers() {
    let map = standard();
    for n in ["england", "England", "ENGLISH", "English"] {
        assert_eq!(map.lookup_power(n).map(|p| map.power(p).id.as_str()), Some("england"));
    }
    assert_eq!(map.lookup_power("Austria-Hungary").map(|p| map.power(p).id.as_str()), Some("austria"));
    assert_eq!(map.lookup_power("narnia"), None);
}

#[test]
fn edge_without_reverse() {
    let mut v = standard_value();
    let bur = province(&mut v, "bur");
    bur["army"].as_array_mut().unwrap().retain(|n| n != "par");
    assert_eq!(problems(&v), pairs(&[("provinces[par].army", "edge to 'bur' has no reverse edge")]));
}

#[test]
fn unknown_id_in_army_edge() {
    let mut v = standard_value();
    let j = push(&mut province(&mut v, "par")["army"], "xyz");
    assert_eq!(problems(&v), pairs(&[(&format!("provinces[par].army[{j}]"), "unknown province 'xyz'")]));
}

#[test]
fn fleet_edge_into_inland_province() {
    let mut v = standard_value();
    let j = push(&mut province(&mut v, "kie")["fleet"], "mun");
    assert_eq!(
        problems(&v),
        pairs(&[
            (&format!("provinces[kie].fleet[{j}]"), "fleet edge into 'mun', which is Land"),
            ("provinces[kie].fleet", "edge to 'mun' has no reverse edge"),
        ])
    );
}

#[test]
fn coasts_on_a_province_not_of_kind_coast() {
    let mut v = standard_value();
    province(&mut v, "mun")["coasts"] =
        json!({ "nc": { "name": "North Coast", "fleet": [] }, "sc": { "name": "South Coast", "fleet": [] } });
    assert_eq!(
        problems(&v),
        pairs(&[("provinces[mun]", "coasts are given but the province is not of kind \"coast\"")])
    );
}

#[test]
fn fleet_edge_to_split_coast_province_without_its_coast() {
    let mut v = standard_value();
    let list = province(&mut v, "gas")["fleet"].as_array_mut().unwrap();
    let j = list.iter().position(|n| n == "spa/nc").unwrap();
    list[j] = json!("spa");
    assert_eq!(
        problems(&v),
        pairs(&[
            (&format!("provinces[gas].fleet[{j}]"), "'spa' has coasts; name one ('spa/nc')"),
            ("provinces[gas].fleet", "edge to 'spa' has no reverse edge"),
            ("provinces[spa/nc].fleet", "edge to 'gas' has no reverse edge"),
        ])
    );
}

#[test]
fn home_centre_that_is_not_a_supply_centre() {
    let mut v = standard_value();
    let j = push(&mut power(&mut v, "england")["home_centres"], "yor");
    assert_eq!(problems(&v), pairs(&[(&format!("powers[england].home_centres[{j}]"), "'yor' is not a supply centre")]));
}

#[test]
fn start_unit_that_cannot_stand_there() {
    let mut v = standard_value();
    let j = push(&mut power(&mut v, "england")["start"], "A nth");
    assert_eq!(problems(&v), pairs(&[(&format!("powers[england].start[{j}]"), "an army cannot stand in nth")]));
    let mut v = standard_value();
    power(&mut v, "russia")["start"][2] = json!("F stp");
    assert_eq!(problems(&v), pairs(&[("powers[russia].start[2]", "a fleet cannot stand in stp")]));
}

/// Coast guards start only on a board that plays them (Cat Diplomacy); Leaders are built.
#[test]
fn start_units_of_kinds_the_board_does_not_place() {
    let mut v = standard_value();
    power(&mut v, "england")["start"][0] = json!("CG edi");
    power(&mut v, "france")["start"][0] = json!("L par");
    let why = "cannot start here: coast guards need \"coast_guards\": true, and Leaders are built, never placed";
    assert_eq!(
        problems(&v),
        pairs(&[
            ("powers[england].start[0]", &format!("'CG edi' {why}")),
            ("powers[france].start[0]", &format!("'L par' {why}"))
        ])
    );
    v["coast_guards"] = json!(true);
    assert_eq!(problems(&v), pairs(&[("powers[france].start[0]", &format!("'L par' {why}"))]));
}

#[test]
fn duplicate_name() {
    let mut v = standard_value();
    province(&mut v, "yor")["aliases"] = json!(["London"]);
    assert_eq!(problems(&v), pairs(&[("provinces[yor]", "name 'London' is used twice")]));
}

#[test]
fn unknown_field_names_line_and_column() {
    let text = STANDARD.replacen("\"supply_centre\": true", "\"suply_centre\": true", 1);
    let line = text.lines().position(|l| l.contains("suply_centre")).unwrap() + 1;
    let errs = Map::from_json(&text).unwrap_err();
    assert_eq!(errs.len(), 1);
    assert!(errs[0].at.starts_with(&format!("line {line} column ")), "{:?}", errs[0]);
    assert!(errs[0].message().starts_with("unknown field `suply_centre`, expected one of"), "{:?}", errs[0]);
}

#[test]
fn json_syntax_error_names_line_and_column() {
    let errs = Map::from_json("{\n  \"id\": \"x\",\n  oops\n}").unwrap_err();
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].at, "line 3 column 3");
    assert!(errs[0].message().contains("line 3 column 3"), "{:?}", errs[0]);
    assert!(errs[0].to_string().starts_with("line 3 column 3: "));
}

#[test]
fn several_problems_reported_at_once() {
    let mut v = standard_value();
    let a = push(&mut province(&mut v, "par")["army"], "xyz");
    province(&mut v, "bur")["army"].as_array_mut().unwrap().retain(|n| n != "mun");
    province(&mut v, "yor")["aliases"] = json!(["Paris"]);
    let h = push(&mut power(&mut v, "france")["home_centres"], "pic");
    v["victory_centres"] = json!(0);
    let got = problems(&v);
    assert_eq!(got.len(), 5, "{got:#?}");
    assert_eq!(
        got,
        pairs(&[
            (&format!("provinces[par].army[{a}]"), "unknown province 'xyz'"),
            ("provinces[mun].army", "edge to 'bur' has no reverse edge"),
            ("provinces[yor]", "name 'Paris' is used twice"),
            (&format!("powers[france].home_centres[{h}]"), "'pic' is not a supply centre"),
            ("victory_centres", "must be at least 1"),
        ])
    );
}

#[test]
fn start_unit_problem_reported_with_the_others() {
    let mut v = standard_value();
    let a = push(&mut province(&mut v, "par")["army"], "xyz");
    let s = push(&mut power(&mut v, "england")["start"], "A nth");
    let got = problems(&v);
    assert_eq!(
        got,
        pairs(&[
            (&format!("provinces[par].army[{a}]"), "unknown province 'xyz'"),
            (&format!("powers[england].start[{s}]"), "an army cannot stand in nth")
        ])
    );
}

#[test]
fn small_hand_written_map() {
    let good = json!({
        "id": "tiny", "name": "Tiny", "victory_centres": 1,
        "powers": [{ "id": "red", "name": "Red", "adjective": "Redish", "initial": "R", "home_centres": ["a"], "start": ["A a"] }],
        "provinces": [
            { "id": "a", "name": "Alpha", "kind": "coast", "supply_centre": true, "army": ["b"], "fleet": ["s"] },
            { "id": "b", "name": "Beta", "kind": "land", "army": ["a"] },
            { "id": "s", "name": "Sea", "kind": "sea", "fleet": ["a"] }
        ]
    });
    let map = Map::from_json(&good.to_string()).unwrap();
    assert_eq!((map.provinces.len(), map.supply_centre_count(), map.powers[0].start.len()), (3, 1, 1));
    let mut bad = good.clone();
    bad["provinces"][1]["army"] = json!([]);
    bad["provinces"][2]["kind"] = json!("lake");
    let errs = Map::from_json(&bad.to_string()).unwrap_err();
    assert_eq!(errs.len(), 1, "a bad kind is a JSON error: {errs:?}");
    assert!(errs[0].message().contains("unknown variant `lake`"), "{errs:?}");
}

/// Issue 14, item 9: a start that puts two units in one province, which every position
/// built from it would refuse (coasts of one province count as one).
#[test]
fn two_start_units_in_one_province() {
    let mut v = standard_value();
    let england = power(&mut v, "england");
    let first = england["start"].as_array().unwrap().iter().position(|s| s == "A lvp").unwrap();
    let j = push(&mut england["start"], "F lvp");
    let russia = power(&mut v, "russia");
    let sc = russia["start"].as_array().unwrap().iter().position(|s| s == "F stp/sc").unwrap();
    let nc = push(&mut russia["start"], "F stp/nc");
    assert_eq!(
        problems(&v),
        pairs(&[
            (
                &format!("powers[england].start[{j}]"),
                &format!("a second unit in lvp (after powers[england].start[{first}])")
            ),
            (
                &format!("powers[russia].start[{nc}]"),
                &format!("a second unit in stp (after powers[russia].start[{sc}])")
            ),
        ])
    );
}

#[test]
fn a_map_with_nothing_in_it() {
    let empty = json!({ "id": "", "name": " ", "victory_centres": 1, "powers": [], "provinces": [] });
    assert_eq!(
        problems(&empty),
        pairs(&[
            ("id", "must not be empty"),
            ("name", "must not be empty"),
            ("provinces", "the map has no provinces"),
            ("powers", "the map has no powers"),
            ("victory_centres", "1 is more than the 0 supply centres on the board"),
        ])
    );
}

#[test]
fn empty_names_of_provinces_and_powers() {
    let mut v = standard_value();
    province(&mut v, "par")["name"] = json!("");
    let england = power(&mut v, "england");
    england["name"] = json!("");
    england["initial"] = json!("");
    v["powers"][1]["id"] = json!("");
    v["powers"][1]["adjective"] = json!("");
    assert_eq!(
        problems(&v),
        pairs(&[
            ("provinces[par].name", "must not be empty"),
            ("powers[england].name", "must not be empty"),
            ("powers[england].initial", "must not be empty"),
            ("powers[1].id", "must not be empty"),
            ("powers[1].adjective", "must not be empty"),
        ])
    );
    let mut v = standard_value();
    v["provinces"][0]["id"] = json!("");
    let got = problems(&v);
    assert!(got.contains(&("provinces[0]".into(), "id must be non-empty lower case without '/'".into())), "{got:#?}");
}

#[test]
fn victory_needs_no_more_centres_than_the_board_has() {
    let mut v = standard_value();
    v["victory_centres"] = json!(35);
    assert_eq!(problems(&v), pairs(&[("victory_centres", "35 is more than the 34 supply centres on the board")]));
    v["victory_centres"] = json!(34);
    assert!(Map::from_json(&v.to_string()).is_ok());
}

#[test]
fn coasts_with_empty_ids_or_names() {
    let tiny = json!({
        "id": "tiny", "name": "Tiny", "victory_centres": 1,
        "powers": [{ "id": "red", "name": "Red", "adjective": "Redish", "initial": "R", "home_centres": ["a"], "start": ["A a"] }],
        "provinces": [
            { "id": "a", "name": "Alpha", "kind": "coast", "supply_centre": true, "coasts": {
                "": { "name": "", "fleet": ["s"] },
                "sc": { "name": "South Coast", "fleet": ["s"] } } },
            { "id": "s", "name": "Sea", "kind": "sea", "fleet": ["a/", "a/sc"] }
        ]
    });
    assert_eq!(
        problems(&tiny),
        pairs(&[
            ("provinces[a].coasts[]", "id must be non-empty lower case without '/'"),
            ("provinces[a].coasts[].name", "must not be empty"),
        ])
    );
}

/// Each problem has a kind a caller can match, and is a `std::error::Error`.
#[test]
fn problems_carry_a_kind() {
    use graustark::MapErrorKind as K;
    let mut v = standard_value();
    let j = push(&mut province(&mut v, "par")["army"], "xyz");
    let errs = Map::from_json(&v.to_string()).unwrap_err();
    assert_eq!(
        errs,
        vec![MapError { at: format!("provinces[par].army[{j}]"), kind: K::UnknownProvince("xyz".into()) }]
    );
    let e: Box<dyn std::error::Error> = Box::new(errs[0].clone());
    assert_eq!(e.to_string(), format!("provinces[par].army[{j}]: unknown province 'xyz'"));
    let errs = Map::from_json("{").unwrap_err();
    assert!(matches!(errs[0].kind, K::Json(_)), "{errs:?}");
}

#[test]
fn victory_by_measure_or_by_centres_but_not_both() {
    use graustark::{Victory, VictoryMeasure};
    assert_eq!(standard().victory, Victory { measure: VictoryMeasure::Centres, count: 18 });
    let mut v = standard_value();
    v.as_object_mut().unwrap().remove("victory_centres");
    v["victory"] = json!({"measure": "units", "count": 18});
    let map = Map::from_json(&v.to_string()).unwrap();
    assert_eq!(map.victory, Victory { measure: VictoryMeasure::Units, count: 18 });
    assert_eq!(map.victory_centres, 18);
    v["victory"] = json!({"measure": "units", "count": 35});
    assert_eq!(problems(&v), pairs(&[("victory.count", "35 is more than the 34 supply centres on the board")]));
    v["victory_centres"] = json!(18);
    assert_eq!(problems(&v), pairs(&[("victory", "give 'victory' or 'victory_centres', not both")]));
    v.as_object_mut().unwrap().remove("victory_centres");
    v.as_object_mut().unwrap().remove("victory");
    assert_eq!(problems(&v), pairs(&[("victory", "the map needs 'victory' (or 'victory_centres')")]));
    v["victory"] = json!({"measure": "armies", "count": 18});
    assert!(Map::from_json(&v.to_string()).is_err());
}

/// Victory by control (Cat Diplomacy, rule 7) takes no count, a counting measure needs one, and
/// a smaller game of a map won by control gives none either. The map's `draw` says who shares
/// a draw: the survivors unless it says every power.
#[test]
fn victory_by_control_takes_no_count_and_the_draw_names_its_sharers() {
    use graustark::{DrawShare, Victory, VictoryMeasure};
    assert_eq!(standard().draw, DrawShare::Survivors);
    let mut v = standard_value();
    v.as_object_mut().unwrap().remove("victory_centres");
    v["victory"] = json!({"measure": "control"});
    v["draw"] = json!("all-powers");
    let map = Map::from_json(&v.to_string()).unwrap();
    // The fewest centres a winner holds: 12 neutral centres and 3 home centres.
    assert_eq!(
        (map.victory, map.draw),
        (Victory { measure: VictoryMeasure::Control, count: 15 }, DrawShare::AllPowers)
    );
    v["victory"] = json!({"measure": "control", "count": 8});
    assert_eq!(
        problems(&v),
        pairs(&[(
            "victory.count",
            "victory by control counts nothing: give no count (its neutral centres and home country say it)"
        )])
    );
    v["victory"] = json!({"measure": "centres"});
    assert_eq!(problems(&v), pairs(&[("victory", "the victory measure counts: give its 'count'")]));
    v["victory"] = json!({"measure": "control"});
    v["player_counts"] = json!({"6": {"remove_powers": ["italy"], "victory": 17}});
    assert_eq!(
        problems(&v),
        pairs(&[(
            "player_counts[6].victory",
            "victory by control counts nothing: give no count (its neutral centres and home country say it)"
        )])
    );
    v["player_counts"] = json!({"6": {"remove_powers": ["italy"]}});
    let six = Map::from_json_for_players(&v.to_string(), 6).unwrap();
    // Italy's three home centres are neutral now.
    assert_eq!((six.victory.measure, six.victory.count), (VictoryMeasure::Control, 18));
    v["draw"] = json!("winners");
    assert!(Map::from_json(&v.to_string()).is_err());
}

const STANDARD_1958: &str = include_str!("../maps/standard-1958/map.json");

/// The 1958 modifications for fewer players on the modern board: six players (Italy deleted,
/// Venice and Naples no longer centres, 17 to win) and five (Turkey and Ankara too, 16).
#[test]
fn the_1958_map_for_six_and_five_players() {
    use graustark::VictoryMeasure;
    let full = Map::from_json(STANDARD_1958).unwrap();
    assert_eq!(full.player_counts, vec![5, 6, 7]);
    assert_eq!(graustark::view::MapView::of(&full).player_counts, vec![5, 6, 7]);
    assert_eq!((full.victory.measure, full.victory.count), (VictoryMeasure::Units, 18));
    let six = Map::from_json_for_players(STANDARD_1958, 6).unwrap();
    assert_eq!((six.powers.len(), six.supply_centre_count(), six.victory.count), (6, 32, 17));
    assert!(six.lookup_power("italy").is_none());
    let centre = |m: &Map, id: &str| m.province(m.province_of(m.lookup(id).unwrap())).clone();
    assert!(!centre(&six, "nap").supply_centre && !centre(&six, "ven").supply_centre);
    // Rome stays a centre, now neutral.
    assert!(centre(&six, "rom").supply_centre && centre(&six, "rom").home_of.is_none());
    assert_eq!(six.player_counts, vec![6]);
    assert_eq!(six.full_players, 7);
    let five = Map::from_json_for_players(STANDARD_1958, 5).unwrap();
    assert_eq!((five.powers.len(), five.supply_centre_count(), five.victory.count), (5, 31, 16));
    assert!(!centre(&five, "ank").supply_centre);
    assert!(centre(&five, "con").supply_centre && centre(&five, "con").home_of.is_none());
    let seven = Map::from_json_for_players(STANDARD_1958, 7).unwrap();
    assert_eq!(seven.powers.len(), 7);
    let err = Map::from_json_for_players(STANDARD_1958, 4).unwrap_err();
    assert_eq!(
        err.iter().map(|e| (e.at.clone(), e.message())).collect::<Vec<_>>(),
        pairs(&[("player_counts", "the map offers no game for 4 players (it offers 5, 6, 7)")])
    );
}

#[test]
fn player_count_problems_are_reported_with_their_place() {
    let mut v: Value = serde_json::from_str(STANDARD_1958).unwrap();
    v["player_counts"] = json!({
        "6": {"remove_powers": ["italy", "atlantis"], "remove_centres": ["nap", "pie", "xyz"], "victory": 40},
        "seven": {"remove_powers": [], "victory": 18},
        "5": {"remove_powers": ["italy", "italy"], "victory": 0}
    });
    assert_eq!(
        problems(&v),
        pairs(&[
            ("player_counts[5].remove_powers[1]", "'italy' is listed twice"),
            ("player_counts[5].victory", "must be at least 1"),
            ("player_counts[6].remove_powers", "6 players on a map of 7 powers leave out 1 of them, not 2"),
            ("player_counts[6].remove_powers[1]", "unknown power 'atlantis'"),
            ("player_counts[6].remove_centres[1]", "'pie' is not a supply centre"),
            ("player_counts[6].remove_centres[2]", "unknown province 'xyz'"),
            ("player_counts[6].victory", "40 is more than the 33 supply centres on the board"),
            ("player_counts[seven]", "'seven' is not a number of players from 1 to 6"),
        ])
    );
}

#[test]
fn the_maps_preset_is_read_and_an_unknown_one_refused() {
    assert_eq!(standard().preset.as_deref(), Some("datc-2023"));
    let mut v = standard_value();
    v.as_object_mut().unwrap().remove("preset");
    assert_eq!(Map::from_json(&v.to_string()).unwrap().preset, None);
    v["preset"] = json!("no-such-rules");
    assert_eq!(problems(&v), pairs(&[("preset", "unknown rules preset 'no-such-rules' (see `graustark rules`)")]));
}

/// A part of the wrong kind is named by what belongs there, in the map's words (each raw type's
/// serde `expecting`), never by the engine's type names.
#[test]
fn wrong_kind_of_part_names_what_belongs_there() {
    let mut v = standard_value();
    v["provinces"][0] = json!("lon");
    let errs = Map::from_json(&v.to_string()).unwrap_err();
    assert_eq!(errs.len(), 1);
    assert!(
        errs[0]
            .message()
            .starts_with("invalid type: string \"lon\", expected a province: an object with its id, name and kind"),
        "{:?}",
        errs[0]
    );
    let mut v = standard_value();
    v["victory"] = json!("centres");
    v.as_object_mut().unwrap().remove("victory_centres");
    let errs = Map::from_json(&v.to_string()).unwrap_err();
    assert!(errs[0].message().contains("expected a victory: an object with its measure and count"), "{:?}", errs[0]);
    for e in Map::from_json("7").unwrap_err() {
        assert!(e.message().contains("expected a map: an object with its id, name, powers and provinces"), "{e:?}");
        assert!(!e.message().contains("Raw"), "{e:?}");
    }
}
