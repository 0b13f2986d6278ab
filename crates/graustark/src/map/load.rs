//! Reading a map file: the raw JSON shape, and validation that reports every problem.

mod calendar;
mod features;
mod places;
mod players;
mod powers;
mod stacking;
mod victory;

use calendar::{RawCalendar, calendar};
use places::Places;
use stacking::{RawStacking, stacking};
use victory::{RawVictory, victory};

use super::error::{MapError, MapErrorKind as K};
use super::{Adjacency, DrawShare, LocId, Location, Map, MapSwitch, Opening, PowerId, Province, ProvinceId};
use crate::keyed::Keyed;
use serde::Deserialize;

/// A core feature a map needs (the map's `requires`).
#[cfg(feature = "world")]
#[derive(Deserialize)]
#[serde(rename_all = "lowercase", expecting = "a feature of the core: world")]
enum Requirement {
    World,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a map: an object with its id, name, powers and provinces")]
struct RawMap {
    id: String,
    name: String,
    /// Supply centres needed to win (the older form of `victory`).
    #[serde(default)]
    victory_centres: Option<u32>,
    #[serde(default)]
    victory: Option<RawVictory>,
    /// Smaller games, by number of players.
    #[serde(default)]
    player_counts: Keyed<players::RawPlayerCount>,
    /// The map folder whose drawing this map uses (read by the site's build, not the engine).
    #[serde(default)]
    #[allow(dead_code)]
    art: Option<String>,
    /// The core feature an engine needs to read this map (`"world"`: Das Dippyspiel's fields),
    /// read by the site's build, which leaves out a map its wasm cannot read. Only an engine
    /// with the feature reads it; another refuses the map by it.
    #[cfg(feature = "world")]
    #[serde(default)]
    #[allow(dead_code)]
    requires: Option<Requirement>,
    /// The rules preset the map is played under (a name of `graustark rules`), if any.
    #[serde(default)]
    preset: Option<String>,
    /// Which units may share a province (the 1958 capitals and naval bases).
    #[serde(default)]
    stacking: Option<RawStacking>,
    /// The game's first phase: `movement` (Spring) or `adjustment` (the winter before).
    #[serde(default)]
    opening: Opening,
    /// Whether coast guards are played (Cat Diplomacy, rule 10).
    #[serde(default)]
    coast_guards: bool,
    /// Whether cavalry is played (Das Dippyspiel, rule 6).
    #[cfg(feature = "world")]
    #[serde(default)]
    cavalry: bool,
    /// What a fleet convoys in a season, in the kinds' `convoy_weight` (Das Dippyspiel, rule
    /// 9: 2, "1 C or 2 A"); 1, one army, where it is not given.
    #[cfg(feature = "world")]
    #[serde(default)]
    fleet_load: Option<i64>,
    /// Das Dippyspiel's economy (rules 3 and 8): `{"build_centres": 7, "gold_reserve": 100}`.
    #[cfg(feature = "world")]
    #[serde(default)]
    economy: Option<features::RawEconomy>,
    /// Das Dippyspiel's Papacy (rule 5): `{"elect": 155, "schism": 31, "centres": 7, "reach": 2}`.
    #[cfg(feature = "world")]
    #[serde(default)]
    papacy: Option<features::RawPapacy>,
    /// Named years: the first year and the powers the years are named after, in turn.
    #[serde(default)]
    calendar: Option<RawCalendar>,
    /// Who shares a draw: `survivors` (the powers still in) or `all-powers` (Cat Diplomacy).
    #[serde(default)]
    draw: DrawShare,
    powers: Vec<RawPower>,
    provinces: Vec<RawProvince>,
    /// The ids and names of the powers a smaller game leaves out (set by `players::apply`).
    #[serde(skip)]
    left_out: Vec<(String, String)>,
}

#[derive(Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a power: an object with its id, name, adjective, initial, home_centres and start"
)]
struct RawPower {
    id: String,
    name: String,
    adjective: String,
    initial: String,
    /// Other names the power is read by (a source's other spelling: Cat Diplomacy's
    /// "Telahoma"), matched like its id, name and adjective.
    #[serde(default)]
    aliases: Vec<String>,
    home_centres: Vec<String>,
    /// The provinces of the power's home country (by default its home centres).
    #[serde(default)]
    home_country: Vec<String>,
    /// The home centre where armies are raised (the 1958 rules).
    #[serde(default)]
    capital: Option<String>,
    /// The coastal home centres where fleets are raised (the 1958 rules).
    #[serde(default)]
    naval_bases: Vec<String>,
    /// The home centre whose name is the power's own press dateline (house rule 10.3).
    #[serde(default)]
    seat: Option<String>,
    start: Vec<String>,
    /// A power under the board, with nothing on the surface (Das Dippyspiel's Pollutidar).
    #[cfg(feature = "world")]
    #[serde(default)]
    underground: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a province: an object with its id, name and kind")]
struct RawProvince {
    id: String,
    name: String,
    kind: RawKind,
    #[serde(default)]
    aliases: Vec<String>,
    #[serde(default)]
    supply_centre: bool,
    #[serde(default)]
    army: Vec<String>,
    #[serde(default)]
    fleet: Vec<String>,
    #[serde(default)]
    coasts: Keyed<RawCoast>,
    /// A mining centre (Das Dippyspiel, rule 8).
    #[cfg(feature = "world")]
    #[serde(default)]
    mine: bool,
    /// A vent to the underground (Das Dippyspiel, rule 7).
    #[cfg(feature = "world")]
    #[serde(default)]
    vent: bool,
    /// A canal joining two seas (Das Dippyspiel, rule 17).
    #[cfg(feature = "world")]
    #[serde(default)]
    canal: bool,
    /// The seasons a move through this sea takes (Das Dippyspiel, rule 11): 1 or 2.
    #[cfg(feature = "world")]
    #[serde(default)]
    crossing: Option<i64>,
    /// The pole the province touches (Das Dippyspiel, rule 11).
    #[cfg(feature = "world")]
    #[serde(default)]
    pole: Option<super::Pole>,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase", expecting = "a province kind: land, coast, sea or impassable")]
enum RawKind {
    Land,
    Coast,
    Sea,
    Impassable,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a coast: an object with its name and fleet neighbours")]
struct RawCoast {
    name: String,
    #[serde(default)]
    aliases: Vec<String>,
    fleet: Vec<String>,
}

/// Collects problems while the map is built.
struct Problems(Vec<MapError>);

impl Problems {
    fn add(&mut self, at: impl Into<String>, kind: K) {
        self.0.push(MapError { at: at.into(), kind });
    }
}

impl Map {
    /// Parses and validates a map file. Every problem found is reported, each with its place.
    ///
    /// ```
    /// # std::env::set_current_dir("../..").unwrap(); // the examples run in crates/graustark
    /// let text = std::fs::read_to_string("maps/standard/map.json").unwrap();
    /// let map = graustark::Map::from_json(&text).unwrap();
    /// assert_eq!(map.provinces.len(), 76);
    /// ```
    #[cfg(feature = "json")]
    pub fn from_json(text: &str) -> Result<Map, Vec<MapError>> {
        build(read(text)?)
    }

    /// The map for a game of `players` players: the whole map when that is its number of
    /// powers, otherwise as its `player_counts` entry for that number makes it (powers and
    /// centres removed, the victory count changed). The whole map is checked first.
    ///
    /// ```
    /// # std::env::set_current_dir("../..").unwrap(); // the examples run in crates/graustark
    /// let text = std::fs::read_to_string("maps/standard-1958/map.json").unwrap();
    /// let six = graustark::Map::from_json_for_players(&text, 6).unwrap();
    /// assert_eq!((six.powers.len(), six.supply_centre_count(), six.victory.count), (6, 32, 17));
    /// ```
    #[cfg(feature = "json")]
    pub fn from_json_for_players(text: &str, players: usize) -> Result<Map, Vec<MapError>> {
        for_players(read(text)?, players)
    }

    /// Reads and validates a map already parsed into another form: any serde `Deserializer`
    /// of the map file's shape (the wasm API hands over the JavaScript object of `map.json`).
    /// With `players`, the map for a game of that many players, as `from_json_for_players`.
    /// A value of the wrong shape is reported with serde's message (the field, the value expected).
    pub fn from_deserializer<'de, D: serde::Deserializer<'de>>(
        value: D,
        players: Option<usize>,
    ) -> Result<Map, Vec<MapError>> {
        let raw = RawMap::deserialize(value)
            .map_err(|e| vec![MapError { at: "the map".into(), kind: K::Json(e.to_string()) }])?;
        match players {
            Some(players) => for_players(raw, players),
            None => build(raw),
        }
    }
}

/// The map for a game of `players` players, from the whole map (see `from_json_for_players`).
fn for_players(raw: RawMap, players: usize) -> Result<Map, Vec<MapError>> {
    let full = raw.powers.len();
    let mut problems = Problems(Vec::new());
    players::check(&raw, &mut problems);
    if !problems.0.is_empty() {
        return Err(problems.0);
    }
    let raw = players::apply(raw, players, &mut problems);
    if !problems.0.is_empty() {
        return Err(problems.0);
    }
    let mut map = build(raw)?;
    map.full_players = full;
    Ok(map)
}

/// The map file as JSON, before any check.
#[cfg(feature = "json")]
fn read(text: &str) -> Result<RawMap, Vec<MapError>> {
    serde_json::from_str(text).map_err(|e| {
        vec![MapError { at: format!("line {} column {}", e.line(), e.column()), kind: K::Json(e.to_string()) }]
    })
}

fn build(raw: RawMap) -> Result<Map, Vec<MapError>> {
    let mut problems = Problems(Vec::new());
    players::check(&raw, &mut problems);
    check_sizes(&raw, &mut problems)?;
    check_whole_map(&raw, &mut problems);
    let mut places = Places::read(&raw, &mut problems);
    #[allow(unused_mut)]
    let mut army = places.army_adjacency(&raw, &mut problems);
    #[allow(unused_mut)]
    let mut fleet = places.fleet_adjacency(&raw, &mut problems);
    let stacking = stacking(&raw, &mut problems);
    let powers = powers::read(&raw, &places, &stacking, &mut problems);
    features::check_powers(&raw, &mut problems);
    #[cfg(feature = "world")]
    let fleet_load = features::fleet_load(&raw, &mut problems);
    #[cfg(feature = "world")]
    let economy = features::economy(&raw, &mut problems);
    #[cfg(feature = "world")]
    let papacy = features::papacy(&raw, &mut problems);
    features::check_provinces(&raw, &places.provinces, &places.locations, (&army, &fleet), &mut problems);
    for (p, h) in places.provinces.iter_mut().zip(&powers.home_of) {
        p.home_of = h.map(PowerId);
    }
    let victory = victory(&raw, &places.provinces, &powers.powers, &mut problems);
    let calendar = calendar(&raw, &mut problems);
    if let Some(name) = raw.preset.as_ref().filter(|n| crate::rules::preset(n).is_none()) {
        problems.add("preset", K::UnknownPreset(name.clone()));
    }
    if !problems.0.is_empty() {
        return Err(problems.0);
    }
    let cavalry = features::cavalry(&raw);
    let mut player_counts: Vec<usize> = raw.player_counts.keys().filter_map(|k| k.parse().ok()).collect();
    player_counts.push(powers.powers.len());
    player_counts.sort_unstable();
    #[cfg(feature = "world")]
    let below = features::connect_below(&raw, &places, &mut army, &mut fleet);
    let adjacency = Adjacencies::of(&places, army, fleet);
    Ok(Map {
        full_players: powers.powers.len(),
        player_counts,
        id: raw.id,
        name: raw.name,
        victory_centres: victory.count,
        victory,
        draw: raw.draw,
        stacking,
        opening: raw.opening,
        coast_guards: raw.coast_guards,
        cavalry,
        #[cfg(feature = "world")]
        slow_seas: places.provinces.iter().any(|p| p.crossing > 1),
        #[cfg(feature = "world")]
        vents: places.provinces.iter().any(|p| p.vent),
        #[cfg(feature = "world")]
        below,
        #[cfg(feature = "world")]
        fleet_load,
        #[cfg(feature = "world")]
        economy,
        #[cfg(feature = "world")]
        papacy,
        preset: raw.preset,
        calendar,
        powers: powers.powers,
        location_province: places.locations.iter().map(|l| l.province).collect(),
        province_kinds: places.provinces.iter().map(|p| p.kind).collect(),
        provinces: places.provinces,
        locations: places.locations,
        army: adjacency.army,
        fleet: adjacency.fleet,
        fleet_by_province: adjacency.fleet_by_province,
        fleet_reach: adjacency.fleet_reach,
        longest_name: places.names.keys().map(|k| k.split(' ').count()).max().unwrap_or(1),
        names: places.names,
        power_names: powers.names,
    })
}

/// A map too large for the ids: more locations than a `LocId` counts, more powers than 64.
fn check_sizes(raw: &RawMap, problems: &mut Problems) -> Result<(), Vec<MapError>> {
    let locations_needed = raw.provinces.len() + raw.provinces.iter().map(|p| p.coasts.len()).sum::<usize>();
    if locations_needed >= u16::MAX as usize {
        problems.add("provinces", K::TooManyLocations(locations_needed));
        return Err(std::mem::take(&mut problems.0));
    }
    if raw.powers.len() > 64 {
        problems.add("powers", K::TooManyPowers);
        return Err(std::mem::take(&mut problems.0));
    }
    Ok(())
}

/// The adjacency lists in the compressed form the map keeps: the armies', the fleets' by
/// location, and the fleets' by province (the provinces a fleet in a province may reach from
/// any of its coasts, and from each location).
struct Adjacencies {
    army: Adjacency<ProvinceId>,
    fleet: Adjacency<LocId>,
    fleet_by_province: Adjacency<ProvinceId>,
    fleet_reach: Adjacency<ProvinceId>,
}

impl Adjacencies {
    fn of(places: &Places, army: Vec<Vec<ProvinceId>>, fleet: Vec<Vec<LocId>>) -> Adjacencies {
        let locations = &places.locations;
        let reach: Vec<Vec<ProvinceId>> =
            fleet.iter().map(|list| list.iter().map(|n| locations[n.0 as usize].province).collect()).collect();
        let mut by_province: Vec<Vec<ProvinceId>> = vec![Vec::new(); places.provinces.len()];
        for (l, list) in fleet.iter().enumerate() {
            let from = locations[l].province;
            by_province[from.0 as usize].extend(list.iter().map(|n| locations[n.0 as usize].province));
        }
        let (province_count, location_count) = (places.provinces.len(), locations.len());
        Adjacencies {
            army: Adjacency::from_lists(army, province_count),
            fleet: Adjacency::from_lists(fleet, location_count),
            fleet_by_province: Adjacency::from_lists(by_province, province_count),
            fleet_reach: Adjacency::from_lists(reach, province_count),
        }
    }
}

/// Whether the map file turns `switch` on (see [`Map::lets_in`]).
fn lets_in(raw: &RawMap, switch: MapSwitch) -> bool {
    match switch {
        MapSwitch::CoastGuards => raw.coast_guards,
        #[cfg(feature = "world")]
        MapSwitch::Cavalry => features::cavalry(raw),
        // Papal units are raised on papal centres, which no game starts with.
        #[cfg(feature = "world")]
        MapSwitch::Papacy => false,
    }
}

/// The `spa/nc` style id of a location, for messages written before the `Map` exists.
fn loc_id_text(provinces: &[Province], locations: &[Location], l: LocId) -> String {
    let loc = &locations[l.0 as usize];
    let p = &provinces[loc.province.0 as usize].id;
    match &loc.coast {
        Some(c) => format!("{p}/{c}"),
        None => p.clone(),
    }
}

/// The place of a province or power in messages: by its id, or by its index when the id is empty.
fn place(list: &str, id: &str, index: usize) -> String {
    if id.is_empty() { format!("{list}[{index}]") } else { format!("{list}[{id}]") }
}

/// Whether a province or coast id is usable: non-empty, lower case, without '/'.
fn is_good_id(id: &str) -> bool {
    !id.is_empty() && !id.contains('/') && id == crate::case::lowercase(id)
}

/// Problems of the file as a whole: an empty id or name, no provinces, no powers.
fn check_whole_map(raw: &RawMap, problems: &mut Problems) {
    if raw.id.trim().is_empty() {
        problems.add("id", K::Empty);
    }
    if raw.name.trim().is_empty() {
        problems.add("name", K::Empty);
    }
    if raw.provinces.is_empty() {
        problems.add("provinces", K::NoProvinces);
    }
    if raw.powers.is_empty() {
        problems.add("powers", K::NoPowers);
    }
}
