//! The JavaScript API (the only file that knows about wasm). Values cross as plain objects
//! through serde; errors reach JavaScript as `Error` objects with the message.

use crate::duties::phase_duties;
use crate::game::{read_orders, start_of_season, update_ownership};
#[cfg(feature = "gm-api")]
use crate::gm::{GameFile, NewGame, PlayOptions, Sheet, Year, ledger::Procedure, play_sheets};
use crate::legal::legal_orders;
use crate::parse::{parse_order, parse_order_in, with_units};
#[cfg(feature = "gm-api")]
use crate::report::ReportStyle;
#[cfg(feature = "gm-api")]
use crate::report::image::{LayoutFile, PhaseDrawn, draw_phases_on};
use crate::report::zine_report_numbered;
use crate::rules::{PRESETS, PatronYear, Rules, preset};
use crate::state::{GameState, Season, StateJson};
use crate::view::{DutiesView, MapView, OrderView, PhaseView};
use crate::{Map, play};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
/** A unit; `number` is its number among its power's units (the 1958 order sheet's), kept
 * across phases: optional when given, always in positions the engine returns. */
export interface Unit { power: string; type: UnitType; region: string; number?: number; aboard?: number }
/** The kinds of unit: the coast guard is Cat Diplomacy's, the leader Militarism III's. */
export type UnitType = "army" | "fleet" | "coast guard" | "leader";
/** A position: the State wire format (snake_case, shared with game files). */
export interface State {
  season: "spring" | "fall" | "winter"; year: number; phase: "movement" | "retreat" | "adjustment";
  units: Unit[]; dislodged?: (Unit & { attacker_from: string; by_convoy?: boolean })[];
  standoffs?: string[]; centres?: Record<string, string[]>;
  /** Capitals moved from the map's, by power (the 1958 rules). */
  capitals?: Record<string, string>;
  /** The numbers of each power's units split this year, single until it ends (Cat Diplomacy). */
  single?: Record<string, number[]>;
}
/** An order as written, by a power (without one: the order's own, or its unit's). */
export interface OrderText { power?: string | null; text: string }
/** The one order shape outside the engine; the board draws it as it is. */
export interface OrderView {
  power: string | null;
  kind: "hold" | "move" | "support" | "convoy" | "retreat" | "disband" | "build" | "waive" | "capital" | "board" | "disembark";
  region: string | null; type: UnitType | null; to: string | null; target: string | null;
  viaConvoy: boolean; text: string;
  /** The number of the unit ordered (or built), when the order was read in a position. */
  number?: number;
}
export interface OrderResult extends OrderView {
  /** The order's position in the list given; null for a unit left without an order. */
  index: number | null;
  success: boolean;
  /** The order cannot stand whatever the others write (illegal, conflicting, ...). */
  invalid: boolean;
  reason: string; word: string;
}
/** An order that could not be read, by its position in the list given. */
export interface Unreadable { index: number; power: string | null; text: string; error: string }
export interface PhaseView {
  /** "Spring 1901 movement", the year as Engine.yearName writes it. */
  phase: string; orders: OrderResult[]; unordered: OrderResult[];
  dislodged: (Unit & { by: string; attackerFrom: string; retreats: string[] })[];
  standoffs: string[]; civilDisorder: Unit[]; next: State; winner: string | null;
  unreadable: Unreadable[];
}
export interface MapInfo {
  id: string; name: string;
  /** The count needed to win; under "control", the fewest centres a winner holds. */
  victoryCentres: number;
  /** What wins: centres, units after the adjustments, or control of the neutral centres and
   * the home country after a year. */
  victoryMeasure: "centres" | "units" | "control";
  /** Who shares a draw: the powers still in, or every power of the game (eliminated too). */
  draw: "survivors" | "all-powers";
  /** The numbers of players the map can be played by (Engine.forPlayers), smallest first. */
  playerCounts: number[];
  /** The rules preset the map is played under (its map.json "preset"), or null. */
  preset: string | null;
  /** The year a game begins in: 1901, or the first of the map's named years (Engine.yearName). */
  firstYear: number;
  /** Whether units may share provinces (the 1958 capitals and naval bases): orders name them
   * by number. */
  stacks: boolean;
  powers: { id: string; name: string; adjective: string; initial: string; homeCentres: string[] }[];
  provinces: {
    id: string; name: string; kind: "land" | "coast" | "sea" | "impassable"; supplyCentre: boolean;
    homeOf: string | null; coasts: { id: string; name: string }[];
  }[];
}
export type Rules = Record<string, string>;
/** A map file (map.json) as `JSON.parse` gives it; its shape is the map format's. */
export type MapFile = Record<string, unknown>;
/**
 * A rule option and its choices, the default first. The descriptions (`summary`, `source`) are
 * in the npm package's build; the site's wasm leaves them out, and its pages read them from
 * `rules.json` (the same list, with them).
 */
export interface RuleOption { name: string; summary?: string; source?: string; choices: { value: string; summary?: string }[] }
export interface Preset { name: string; title: string; summary: string; settings: [string, string, string][] }
export interface PowerDuty {
  power: string; centres: number; units: number;
  /** Builds due (positive) or removals due (negative) in an adjustment phase; else 0. */
  adjustment: number;
  /** Builds it can make now (at most one per free build site). */
  builds: number;
  buildSites: string[];
  /** Whether it must order this phase. */
  orders: boolean;
}
/** Who orders in a phase, and who is out. */
export interface Duties { ordering: string[]; powers: PowerDuty[]; eliminated: string[] }
export type Season = "spring" | "fall" | "winter";
/** A gamesmaster's order sheet: its name (for the messages) and its text. */
export interface GmSheet { name: string; text: string }
/** How to play a gamesmaster's sheets: `force` plays a game's first moves despite an NMR (house
 * rules 4.2), `unordered` takes sheets in no known order (DATC 4.D.2), `amend` plays them in
 * place of the last phase; with the map's `art` (board.svg) and `layout` (layout.json) texts,
 * the result has a map image. */
export interface GmOptions { force?: boolean; unordered?: boolean; amend?: boolean; art?: string; layout?: string }
/** What playing the sheets gave: the report, the game file's new text, and the map image (SVG). */
export interface GmPlayed { report: string; game: string; image: string | null }
/** A new game's choices (`graustark new`'s): `map` is the map's folder name; `nmrHouseRules`
 * is `--nmr-house-rules`; `orderSets`, `unorderedSets` and `proxies` are the DATC 4.D.1,
 * 4.D.2 and 4.E.5 choices as `graustark new` names them. */
export interface GmNew {
  map: string; noPlayer?: string[]; twoSeason?: boolean; report?: "plain" | "house-2023";
  nmrHouseRules?: boolean;
  orderSets?: "combine" | "combine-unless-replaced" | "latest-unless-added" | "latest";
  unorderedSets?: "all-hold" | "combine";
  proxies?: "notified" | "in-order-set" | "not-allowed";
}
"#;

// Values cross the boundary as JavaScript values through serde-wasm-bindgen: objects out as
// JSON would write them (maps as plain objects, `None` as null), and in with the path to a bad
// field in the message. The site's wasm carries no JSON code (serde_json is the `json` feature's).
fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| JsError::new(&e.to_string()))
}

fn from_js<T: for<'de> Deserialize<'de>>(v: JsValue, what: &str) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(v).map_err(|e| JsError::new(&format!("{what}: {}", message_of(e.into()))))
}

/// The message of an error thrown in JavaScript (without its `Error: ` prefix), or its text.
fn message_of(e: JsValue) -> String {
    match e.dyn_ref::<js_sys::Error>() {
        Some(error) => String::from(error.message()),
        None => e.as_string().unwrap_or_else(|| "not plain data".into()),
    }
}

/// A map file as given: `map.json` parsed (the site's way), or its text (read here by the
/// browser's own `JSON.parse`).
fn map_of(value: JsValue, players: Option<usize>) -> Result<Map, JsError> {
    let value = match value.as_string() {
        Some(text) => {
            js_sys::JSON::parse(&text).map_err(|e| JsError::new(&format!("the map is not JSON: {}", message_of(e))))?
        }
        None => value,
    };
    Map::from_deserializer(serde_wasm_bindgen::Deserializer::from(value), players).map_err(|errors| {
        // serde-wasm-bindgen's errors are JavaScript errors, written with their `Error: `.
        let lines: Vec<String> = errors.iter().map(|e| e.to_string().replacen(": Error: ", ": ", 1)).collect();
        JsError::new(&format!("the map has {} problem(s):\n{}", lines.len(), lines.join("\n")))
    })
}

/// Installs the panic hook so that a bug shows in the console with its message.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// An adjudicator for one map.
#[wasm_bindgen]
pub struct Engine {
    map: Map,
    /// The judge's reusable adjudicator (`adjudicateCase`).
    #[cfg(feature = "json")]
    adjudicator: std::cell::RefCell<crate::resolve::Adjudicator>,
}

#[derive(Deserialize)]
struct OrderIn {
    #[serde(default)]
    power: Option<String>,
    text: String,
}

#[derive(Serialize)]
struct Unreadable {
    index: usize,
    power: Option<String>,
    text: String,
    error: String,
}

#[derive(Serialize)]
struct Adjudicated {
    #[serde(flatten)]
    view: PhaseView,
    unreadable: Vec<Unreadable>,
}

#[cfg(feature = "gm-api")]
#[derive(Deserialize)]
struct GmSheetIn {
    name: String,
    text: String,
}

#[cfg(feature = "gm-api")]
#[derive(Deserialize, Default)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
struct GmOptionsIn {
    force: bool,
    unordered: bool,
    amend: bool,
    art: Option<String>,
    layout: Option<String>,
}

#[cfg(feature = "gm-api")]
#[derive(Serialize)]
struct GmPlayedOut {
    report: String,
    game: String,
    image: Option<String>,
}

#[cfg(feature = "gm-api")]
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct GmNewIn {
    map: String,
    #[serde(default)]
    no_player: Vec<String>,
    #[serde(default)]
    two_season: bool,
    #[serde(default)]
    report: Option<String>,
    #[serde(default)]
    nmr_house_rules: bool,
    #[serde(default)]
    order_sets: crate::gm::order_sets::OrderSets,
    #[serde(default)]
    unordered_sets: crate::gm::order_sets::UnorderedSets,
    #[serde(default)]
    proxies: crate::gm::proxies::ProxyRule,
}

#[wasm_bindgen]
impl Engine {
    /// Loads a map: `map.json` as parsed by `JSON.parse` (or its text); the error lists every
    /// problem in the file.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "MapFile | string")] map: JsValue) -> Result<Engine, JsError> {
        map_of(map, None).map(Engine::on)
    }

    /// Loads a map for a game of `players` players (its `player_counts`: the 1958 six- and
    /// five-player games); the error lists every problem, or the counts the map offers.
    #[wasm_bindgen(js_name = forPlayers)]
    pub fn for_players(
        #[wasm_bindgen(unchecked_param_type = "MapFile | string")] map: JsValue,
        players: usize,
    ) -> Result<Engine, JsError> {
        map_of(map, Some(players)).map(Engine::on)
    }

    /// Everything a board needs to know about the map.
    #[wasm_bindgen(js_name = mapInfo, unchecked_return_type = "MapInfo")]
    pub fn map_info(&self) -> Result<JsValue, JsError> {
        to_js(&MapView::of(&self.map))
    }

    /// The opening position, in `year` or, without one, in the map's first year (1901, or
    /// the first of its named years).
    #[wasm_bindgen(js_name = initialState, unchecked_return_type = "State")]
    pub fn initial_state(&self, year: Option<i32>) -> Result<JsValue, JsError> {
        let year = year.unwrap_or_else(|| self.map.first_year());
        to_js(&GameState::initial(&self.map, year).to_json_value(&self.map))
    }

    /// A year as people read it: `1901`, or on a map with named years its name
    /// (`Cassiusica I`). Positions keep the number; the site shows this wherever it shows a year.
    #[wasm_bindgen(js_name = yearName)]
    pub fn year_name(&self, year: i32) -> String {
        self.map.year_name(year)
    }

    /// The powers whose units are doubled in `year` under `rules`: the power the year is named
    /// after when `patron_year=doubled` (Cat Diplomacy), else none.
    #[wasm_bindgen(js_name = doubledPowers)]
    pub fn doubled_powers(
        &self,
        year: i32,
        #[wasm_bindgen(unchecked_param_type = "Rules | undefined")] rules: JsValue,
    ) -> Result<Vec<String>, JsError> {
        let rules = rules_of(rules)?;
        if rules.patron_year != PatronYear::Doubled {
            return Ok(Vec::new());
        }
        Ok(self.map.year_patron(year).map(|p| self.map.powers[p.0 as usize].id.clone()).into_iter().collect())
    }

    /// Checks a position and returns it in canonical form; the error names what is wrong.
    #[wasm_bindgen(js_name = checkState, unchecked_return_type = "State")]
    pub fn check_state(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
    ) -> Result<JsValue, JsError> {
        let s = self.state(state)?;
        to_js(&s.to_json_value(&self.map))
    }

    /// Every order the unit (or, in adjustments, the power) at `region` may give now. Where
    /// several units share the province (a 1958 stack, an army on board), the orders of each,
    /// every one carrying its unit's `number` and a text that names it by number.
    #[wasm_bindgen(js_name = legalOrders, unchecked_return_type = "OrderView[]")]
    pub fn legal_orders(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
        region: &str,
        #[wasm_bindgen(unchecked_param_type = "Rules | undefined")] rules: JsValue,
    ) -> Result<JsValue, JsError> {
        let s = self.state(state)?;
        let rules = rules_of(rules)?;
        let loc = self.map.lookup(region).ok_or_else(|| JsError::new(&format!("unknown region '{region}'")))?;
        let views: Vec<OrderView> =
            legal_orders(&self.map, &s, loc, &rules).iter().map(|o| OrderView::in_position(&self.map, o, &s)).collect();
        to_js(&views)
    }

    /// Reads one order written in any notation the parser accepts. With a position, the order
    /// is read in its context: units may be named by number (`5 S 3 Bur`, the power's units),
    /// the power is taken from the unit it orders (or, for a build, the province's home power),
    /// a move in a retreat phase is a retreat, and the view carries the unit's number.
    #[wasm_bindgen(js_name = parseOrder, unchecked_return_type = "OrderView")]
    pub fn parse_order(
        &self,
        text: &str,
        power: Option<String>,
        #[wasm_bindgen(unchecked_param_type = "State | undefined")] state: JsValue,
    ) -> Result<JsValue, JsError> {
        let power = match power {
            Some(p) => Some(self.map.lookup_power(&p).ok_or_else(|| JsError::new(&format!("unknown power '{p}'")))?),
            None => None,
        };
        let error = |e: crate::parse::ParseError| JsError::new(&e.to_string());
        if state.is_undefined() || state.is_null() {
            let mut order = parse_order(&self.map, text).map_err(error)?;
            if let Some(id) = power {
                order = order.with_power(id);
            }
            return to_js(&OrderView::of(&self.map, &order));
        }
        let s = self.state(state)?;
        let mut order = with_units(&s, |units| parse_order_in(&self.map, units, power, text)).map_err(error)?;
        if let Some(id) = power {
            order = order.with_power(id);
        }
        order = order.in_position(&self.map, &s);
        to_js(&OrderView::in_position(&self.map, &order, &s))
    }

    /// Plays the phase `state` is in with the given orders. Orders that cannot be read are
    /// listed in `unreadable` (their units hold); every result carries the position of its
    /// order in the list given; the result holds the next position.
    #[wasm_bindgen(unchecked_return_type = "PhaseView")]
    pub fn adjudicate(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
        #[wasm_bindgen(unchecked_param_type = "OrderText[]")] orders: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Rules | undefined")] rules: JsValue,
    ) -> Result<JsValue, JsError> {
        let s = self.state(state)?;
        let rules = rules_of(rules)?;
        let given: Vec<OrderIn> = from_js(orders, "orders")?;
        let (parsed, indices, problems) =
            read_orders(&self.map, &s, given.iter().map(|o| (o.power.as_deref(), o.text.as_str())));
        let unreadable = problems
            .into_iter()
            .map(|u| Unreadable {
                index: u.index,
                power: given[u.index].power.clone(),
                text: given[u.index].text.clone(),
                error: u.message,
            })
            .collect();
        let result = play(&self.map, &s, &parsed, &rules);
        to_js(&Adjudicated { view: PhaseView::of(&self.map, &s, &parsed, &indices, &result), unreadable })
    }

    /// The zine-style report of the phase `state` is in, played with the given orders (by
    /// number, with the stacks listed, on a board where units stack).
    pub fn report(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
        #[wasm_bindgen(unchecked_param_type = "OrderText[]")] orders: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Rules | undefined")] rules: JsValue,
    ) -> Result<String, JsError> {
        let s = self.state(state)?;
        let rules = rules_of(rules)?;
        let given: Vec<OrderIn> = from_js(orders, "orders")?;
        let (parsed, _, _) = read_orders(&self.map, &s, given.iter().map(|o| (o.power.as_deref(), o.text.as_str())));
        let result = play(&self.map, &s, &parsed, &rules);
        // A board where units stack names them by number, as `graustark gm` does.
        Ok(zine_report_numbered(&self.map, &s, &parsed, &result, &rules, self.map.stacking.any()))
    }

    /// Who must order in the phase `state` is in, what each power is due (builds, removals,
    /// where it may build), and who is out.
    #[wasm_bindgen(unchecked_return_type = "Duties")]
    pub fn duties(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Rules | undefined")] rules: JsValue,
    ) -> Result<JsValue, JsError> {
        let s = self.state(state)?;
        let rules = rules_of(rules)?;
        to_js(&DutiesView::of(&self.map, &s, &phase_duties(&self.map, &s, &rules)))
    }

    /// The position with every supply centre a unit stands on owned by that unit's power.
    #[wasm_bindgen(js_name = centresFollowUnits, unchecked_return_type = "State")]
    pub fn centres_follow_units(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
    ) -> Result<JsValue, JsError> {
        let mut s = self.state(state)?;
        update_ownership(&self.map, &mut s);
        to_js(&s.to_json_value(&self.map))
    }

    /// The position moved to the start of another season (its first phase: movement, or
    /// adjustments in winter), with nothing dislodged and no standoffs.
    #[wasm_bindgen(js_name = atSeason, unchecked_return_type = "State")]
    pub fn at_season(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Season")] season: JsValue,
        year: i32,
    ) -> Result<JsValue, JsError> {
        let s = self.state(state)?;
        let season: Season = from_js(season, "season")?;
        to_js(&start_of_season(s, season, year).to_json_value(&self.map))
    }

    /// Adjudicates one case line in the JSON Lines case format (as `graustark adjudicate`
    /// does) and returns its result line. Only in a wasm with the `json` feature (the npm
    /// package's, the gamesmaster's): the site's pages never judge case lines.
    #[cfg(feature = "json")]
    #[wasm_bindgen(js_name = adjudicateCase)]
    pub fn adjudicate_case(
        &self,
        line: &str,
        #[wasm_bindgen(unchecked_param_type = "Rules | undefined")] rules: JsValue,
    ) -> Result<String, JsError> {
        let rules = rules_of(rules)?;
        let mut adjudicator = self.adjudicator.borrow_mut();
        crate::cases::adjudicate_line(&mut adjudicator, &self.map, &rules, line).map_err(|e| JsError::new(&e))
    }
}

impl Engine {
    fn on(map: Map) -> Engine {
        intern_names(&map);
        Engine {
            map,
            #[cfg(feature = "json")]
            adjudicator: Default::default(),
        }
    }

    fn state(&self, v: JsValue) -> Result<GameState, JsError> {
        let raw: StateJson = from_js(v, "position")?;
        raw.into_state(&self.map).map_err(|e| JsError::new(&e.to_string()))
    }
}

/// The words the engine's views repeat most (every place and power, the kinds of unit, order,
/// season and phase, the keys of flattened parts), made JavaScript strings once: each later
/// use is a lookup, not a decode (measured: `scripts/measure-calls.mjs`).
fn intern_names(map: &Map) {
    for l in 0..map.locations.len() {
        wasm_bindgen::intern(&map.loc_id(crate::LocId(l as u16)));
    }
    for power in &map.powers {
        wasm_bindgen::intern(&power.id);
    }
    for word in [
        "army",
        "fleet",
        "coast guard",
        "leader",
        "hold",
        "move",
        "support",
        "convoy",
        "retreat",
        "disband",
        "build",
        "waive",
        "capital",
        "board",
        "disembark",
        "spring",
        "fall",
        "winter",
        "movement",
        "adjustment",
        // The keys of the views' flattened parts (serde writes those as map keys, not names).
        "power",
        "kind",
        "region",
        "type",
        "to",
        "target",
        "viaConvoy",
        "text",
        "number",
        "aboard",
        "index",
        "success",
        "invalid",
        "reason",
        "word",
        "by",
        "attackerFrom",
        "retreats",
    ] {
        wasm_bindgen::intern(word);
    }
}

/// Rules from a JavaScript object of option names and choices (`{ convoy_order: "1971" }`);
/// options left out keep their defaults. Read through the options table's own `Rules::set`,
/// not serde, so the site's wasm carries one reader of rules, with the table's messages.
fn rules_of(v: JsValue) -> Result<Rules, JsError> {
    let mut rules = Rules::default();
    if v.is_undefined() || v.is_null() {
        return Ok(rules);
    }
    if !v.is_object() || js_sys::Array::is_array(&v) {
        return Err(JsError::new("rules: not an object of option names and choices"));
    }
    for entry in js_sys::Object::entries(v.unchecked_ref()).iter() {
        let pair: js_sys::Array = entry.unchecked_into();
        let name = pair.get(0).as_string().unwrap_or_default();
        let value = pair.get(1).as_string().ok_or_else(|| JsError::new(&format!("rules.{name}: not a string")))?;
        rules.set(&name, &value).map_err(|e| JsError::new(&format!("rules: {e}")))?;
    }
    Ok(rules)
}

/// Rules as a JavaScript object of every option's name and choice, in the table's order.
fn rules_to_js(rules: &Rules) -> JsValue {
    let object = js_sys::Object::new();
    for setting in rules.settings() {
        // Setting a property of a new plain object cannot fail.
        let _ = js_sys::Reflect::set(&object, &setting.option().into(), &setting.choice().into());
    }
    object.into()
}

/// The gamesmaster's calls (feature `gm-api`).
#[cfg(feature = "gm-api")]
#[wasm_bindgen]
impl Engine {
    /// A gamesmaster's new game file (its text) on this map, under `rules`.
    #[wasm_bindgen(js_name = gmNew)]
    pub fn gm_new(
        &self,
        #[wasm_bindgen(unchecked_param_type = "GmNew")] options: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Rules | undefined")] rules: JsValue,
    ) -> Result<String, JsError> {
        let o: GmNewIn = from_js(options, "options")?;
        let report = match o.report.as_deref() {
            None => ReportStyle::default(),
            Some(name) => ReportStyle::named(name)
                .ok_or_else(|| JsError::new(&format!("options.report: no report style '{name}'")))?,
        };
        let game = NewGame {
            map: o.map,
            rules: rules_of(rules)?,
            no_player: o.no_player,
            year: if o.two_season { Year::TwoSeason } else { Year::ByPhase },
            report,
            procedure: if o.nmr_house_rules { Procedure::House2023 } else { Procedure::Plain },
            order_sets: o.order_sets,
            unordered_sets: o.unordered_sets,
            proxy_rule: o.proxies,
        };
        let file = GameFile::new(&self.map, &game).map_err(|e| JsError::new(&e))?;
        game_file_text(&file)
    }

    /// Plays a gamesmaster's sheets on a game file (its text), as `graustark gm` does: any
    /// line that cannot be taken refuses them all, each named in the error.
    #[wasm_bindgen(js_name = gmPlay, unchecked_return_type = "GmPlayed")]
    pub fn gm_play(
        &self,
        game: &str,
        #[wasm_bindgen(unchecked_param_type = "GmSheet[]")] sheets: JsValue,
        #[wasm_bindgen(unchecked_param_type = "GmOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        let mut file = read_game_file(game)?;
        if file.players.is_some_and(|n| n != self.map.powers.len()) {
            return Err(JsError::new(&format!(
                "the game file is for {} players; this map has {}",
                file.players.unwrap_or(0),
                self.map.powers.len()
            )));
        }
        let sheets: Vec<GmSheetIn> = from_js(sheets, "sheets")?;
        let o: GmOptionsIn = if options.is_undefined() { GmOptionsIn::default() } else { from_js(options, "options")? };
        if o.amend {
            file.take_back_last_phase().map_err(|e| JsError::new(&e))?;
        }
        let received: Vec<Sheet> = sheets.iter().map(|s| Sheet { name: &s.name, text: &s.text }).collect();
        let played =
            play_sheets(&self.map, &mut file, &received, &PlayOptions { force: o.force, unordered: o.unordered })
                .map_err(|e| JsError::new(&e))?;
        let image = match (&o.art, &o.layout) {
            (Some(art), Some(layout)) => {
                let phases: Vec<PhaseDrawn> = played
                    .phases
                    .iter()
                    .map(|p| PhaseDrawn { before: &p.before, orders: &p.orders, result: &p.result })
                    .collect();
                let layout: LayoutFile = from_js(parse_json(layout, "layout.json")?, "layout.json")?;
                Some(draw_phases_on(&self.map, art, layout, &phases).map_err(|e| JsError::new(&e.to_string()))?)
            }
            _ => None,
        };
        to_js(&GmPlayedOut { report: played.report, game: game_file_text(&file)?, image })
    }
}

/// Text read as JSON by the browser's own `JSON.parse` (the gamesmaster's wasm has no JSON
/// code of its own); `what` names the text in the error.
#[cfg(feature = "gm-api")]
fn parse_json(text: &str, what: &str) -> Result<JsValue, JsError> {
    js_sys::JSON::parse(text).map_err(|e| JsError::new(&format!("{what} is not JSON: {}", message_of(e))))
}

/// A game file from its text.
#[cfg(feature = "gm-api")]
fn read_game_file(text: &str) -> Result<GameFile, JsError> {
    let value = parse_json(text, "the game file")?;
    serde_wasm_bindgen::from_value(value)
        .map_err(|e| JsError::new(&format!("the game file is not a game file: {}", message_of(e.into()))))
}

/// A game file's text as `graustark` writes it (`GameFile::to_json`): two spaces of indent,
/// a newline at the end, here by the browser's own `JSON.stringify`.
#[cfg(feature = "gm-api")]
fn game_file_text(file: &GameFile) -> Result<String, JsError> {
    let text = js_sys::JSON::stringify_with_replacer_and_space(&to_js(file)?, &JsValue::NULL, &JsValue::from(2))
        .map_err(|e| JsError::new(&message_of(e)))?;
    Ok(String::from(text) + "\n")
}

/// The default rules (DATC 3.0).
#[wasm_bindgen(js_name = defaultRules, unchecked_return_type = "Rules")]
pub fn default_rules() -> JsValue {
    rules_to_js(&Rules::default())
}

/// Every rule option with its choices, the default first (with their descriptions where the
/// build has the feature `rule-texts`).
#[wasm_bindgen(js_name = ruleOptions, unchecked_return_type = "RuleOption[]")]
pub fn rule_options() -> Result<JsValue, JsError> {
    to_js(&Rules::describe())
}

/// The named presets.
#[wasm_bindgen(unchecked_return_type = "Preset[]")]
pub fn presets() -> Result<JsValue, JsError> {
    to_js(&PRESETS)
}

/// The rules of a named preset.
#[wasm_bindgen(js_name = presetRules, unchecked_return_type = "Rules")]
pub fn preset_rules(name: &str) -> Result<JsValue, JsError> {
    let r = preset(name).ok_or_else(|| JsError::new(&format!("no rules preset named '{name}'")))?;
    Ok(rules_to_js(&r))
}
