//! The 1958 board (`maps/calhamer-1958`, issue 34): the board Calhamer's 1958 rules (seed 000,
//! McCallum's *Laurania* #2) describe, each point on the text's own words. Its reasoning is in
//! `maps/calhamer-1958/README.md`; `maps/standard-1958` is the same rules on the modern board.
//! The fleets played on Finland's two coasts, and the smaller games played, are cases in
//! tests/variants/calhamer_1958.toml.

use graustark::ProvinceId;
use graustark::map::{Map, ProvinceKind};
use graustark::state::GameState;
use serde_json::Value;

const BOARD_1958: &str = include_str!("../maps/calhamer-1958/map.json");
const MODERN_1958: &str = include_str!("../maps/standard-1958/map.json");

fn board() -> Map {
    Map::from_json(BOARD_1958).unwrap()
}

fn for_players(n: usize) -> Map {
    Map::from_json_for_players(BOARD_1958, n).unwrap()
}

fn province(map: &Map, name: &str) -> ProvinceId {
    map.province_of(map.lookup(name).unwrap_or_else(|| panic!("no province {name}")))
}

fn ids(map: &Map, ps: &[ProvinceId]) -> Vec<String> {
    let mut v: Vec<String> = ps.iter().map(|&p| map.province(p).id.clone()).collect();
    v.sort();
    v
}

/// The fleet neighbours of a place (`fin/nc`), as ids.
fn fleet_neighbours(map: &Map, at: &str) -> Vec<String> {
    let mut v: Vec<String> = map.fleet_neighbours(map.lookup(at).unwrap()).iter().map(|&l| map.loc_id(l)).collect();
    v.sort();
    v
}

fn home_centres(map: &Map, power: &str) -> Vec<String> {
    ids(map, &map.power(map.lookup_power(power).unwrap()).home_centres)
}

/// "Thirty-five spaces on the board are designated as supply centers. ... At the start of the
/// game each Great Power contains three supply centers, except Russia, which contains four."
#[test]
fn thirty_five_centres_three_home_centres_a_power_and_four_for_russia() {
    let map = board();
    assert_eq!(map.supply_centre_count(), 35);
    for power in &map.powers {
        let expected = if power.id == "russia" { 4 } else { 3 };
        assert_eq!(power.home_centres.len(), expected, "{}", power.id);
    }
    assert_eq!(map.neutral_centres().count(), 35 - 22, "22 home centres and 13 neutral");
    // "Each Great Power has three military units, except Russia, which has four."
    assert_eq!(GameState::initial(&map, 1901).units.len(), 22);
}

/// "As will be apparent by the mention of Erzurum and by reference to 35 supply centers the map
/// was not identical with the one with which we are now so familiar": Erzurum is a Turkish home
/// centre inland in the east of Anatolia, and Smyrna, so that Turkey "contains three supply
/// centers", a neutral one.
#[test]
fn erzurum_is_a_turkish_home_centre_in_the_east_of_anatolia_and_smyrna_neutral() {
    let map = board();
    let erz = province(&map, "Erzurum");
    assert_eq!(province(&map, "erzerum"), erz, "the older spelling is read too");
    assert_eq!(map.province_kind(erz), ProvinceKind::Land);
    assert!(map.province(erz).supply_centre);
    assert_eq!(map.province(erz).home_of, map.lookup_power("turkey"));
    assert_eq!(home_centres(&map, "turkey"), ["ank", "con", "erz"]);
    assert_eq!(ids(&map, map.army_neighbours(erz)), ["ank", "arm", "smy", "syr"]);
    let smy = province(&map, "smy");
    assert!(map.province(smy).supply_centre && map.province(smy).home_of.is_none(), "Smyrna is a neutral centre");
    // Armenia keeps the north-east, the Black Sea coast east of Ankara and the Caucasus.
    let arm = province(&map, "arm");
    assert_eq!(ids(&map, map.army_neighbours(arm)), ["ank", "erz", "sev"]);
    assert_eq!(ids(&map, map.fleet_province_neighbours(arm)), ["ank", "bla", "sev"]);
    // Turkey's capital and naval base are the modern board 1958 game's: "two armies in its
    // capital and one fleet in its naval base".
    let turkey = map.power(map.lookup_power("turkey").unwrap());
    assert_eq!(turkey.capital, Some(province(&map, "con")));
    assert_eq!(turkey.naval_bases, [province(&map, "ank")]);
}

/// "When a province has two separated stretches of coastline, however (i.e., Spain, Finland,
/// St. Petersburg, Bulgaria), a fleet which enters the province by one part of its coastline may
/// move out only to a province or body of water adjacent to that stretch of coastline."
#[test]
fn spain_finland_st_petersburg_and_bulgaria_have_two_coasts() {
    let map = board();
    let split: Vec<&str> = map.provinces.iter().filter(|p| !p.coasts.is_empty()).map(|p| p.id.as_str()).collect();
    assert_eq!(split, ["bul", "fin", "spa", "stp"]);
    assert_eq!(map.province(province(&map, "fin")).coasts.len(), 2);
    // Finland's north coast on the Barents Sea, its south coast on the Gulf of Bothnia.
    assert_eq!(fleet_neighbours(&map, "fin/nc"), ["bar", "nwy", "stp/nc"]);
    assert_eq!(fleet_neighbours(&map, "fin/sc"), ["bot", "stp/sc", "swe"]);
    assert_eq!(map.lookup("fin/wc"), map.lookup("fin/sc"), "the Bothnian shore faces west too");
    assert_eq!(fleet_neighbours(&map, "stp/nc"), ["bar", "fin/nc"]);
    assert_eq!(fleet_neighbours(&map, "stp/sc"), ["bot", "fin/sc", "lvn"]);
    assert_eq!(fleet_neighbours(&map, "bar"), ["fin/nc", "nwg", "nwy", "stp/nc"]);
    // Finland lies between Norway and St Petersburg on the Arctic shore: they no longer touch.
    let [nwy, stp, fin] = ["nwy", "stp", "fin"].map(|n| province(&map, n));
    assert!(!map.army_adjacent(nwy, stp) && !map.fleet_provinces_adjacent(nwy, stp));
    assert_eq!(ids(&map, map.army_neighbours(fin)), ["nwy", "stp", "swe"]);
}

/// "With six players, Italy is deleted as Great Power, and Venice and Naples are deleted as
/// supply centers. A majority of units is then 17. With five players, Turkey is deleted, and
/// Ankara and Erzurum deleted as supply centers, bringing a majority down to 16." A majority of
/// 35 is 18 ("a majority (18) of the possible units"), of 33 is 17 and of 31 is 16: the five-
/// player game deletes Italy as well (a majority of 33 would be 17).
#[test]
fn the_smaller_games_delete_the_centres_the_text_names_and_need_a_majority() {
    let majority = |centres: usize| centres as u32 / 2 + 1;
    let full = board();
    assert_eq!(full.player_counts, [5, 6, 7]);
    assert_eq!((full.supply_centre_count(), full.victory.count), (35, 18));
    assert_eq!(full.victory.count, majority(35));
    let centre = |m: &Map, id: &str| m.province(province(m, id)).clone();

    let six = for_players(6);
    assert_eq!((six.powers.len(), six.supply_centre_count(), six.victory.count), (6, 33, 17));
    assert_eq!(six.victory.count, majority(33));
    assert!(six.lookup_power("italy").is_none());
    assert!(!centre(&six, "ven").supply_centre && !centre(&six, "nap").supply_centre);
    assert!(centre(&six, "rom").supply_centre && centre(&six, "rom").home_of.is_none(), "Rome stays, neutral");
    assert_eq!(home_centres(&six, "turkey"), ["ank", "con", "erz"]);

    let five = for_players(5);
    assert_eq!((five.powers.len(), five.supply_centre_count(), five.victory.count), (5, 31, 16));
    assert_eq!(five.victory.count, majority(31));
    assert!(five.lookup_power("italy").is_none() && five.lookup_power("turkey").is_none());
    for gone in ["ank", "erz", "ven", "nap"] {
        assert!(!centre(&five, gone).supply_centre, "{gone} is no centre for five players");
    }
    for neutral in ["con", "smy", "rom"] {
        assert!(centre(&five, neutral).supply_centre && centre(&five, neutral).home_of.is_none(), "{neutral}");
    }
}

/// Everything the text does not change is the modern board's 1958 game: the powers' capitals,
/// naval bases and opening stacks, victory by units, the preset, and every province but those
/// Erzurum and Finland's north coast touch.
#[test]
fn the_rest_is_the_modern_board_1958_game() {
    let ours: Value = serde_json::from_str(BOARD_1958).unwrap();
    let modern: Value = serde_json::from_str(MODERN_1958).unwrap();
    for key in ["preset", "victory", "stacking"] {
        assert_eq!(ours[key], modern[key], "{key}");
    }
    let powers = |v: &Value| {
        let mut ps = v["powers"].as_array().unwrap().clone();
        for p in &mut ps {
            let p = p.as_object_mut().unwrap();
            p.remove("home_centres");
            p.remove("home_country");
        }
        ps
    };
    assert_eq!(powers(&ours), powers(&modern), "capitals, naval bases and opening units");
    let by_id = |v: &Value| -> Vec<(String, Value)> {
        v["provinces"].as_array().unwrap().iter().map(|p| (p["id"].as_str().unwrap().to_string(), p.clone())).collect()
    };
    let modern_provinces = by_id(&modern);
    let mut changed: Vec<String> = by_id(&ours)
        .into_iter()
        .filter(|(id, p)| modern_provinces.iter().find(|(m, _)| m == id).is_none_or(|(_, m)| m != p))
        .map(|(id, _)| id)
        .collect();
    changed.sort();
    assert_eq!(changed, ["ank", "arm", "bar", "bot", "erz", "fin", "nwy", "smy", "stp", "swe", "syr"]);
}
