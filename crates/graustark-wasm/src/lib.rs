//! The JavaScript API, the only crate that knows about wasm. Values cross as plain objects
//! through serde; errors reach JavaScript as `Error` objects with the message. `types.rs` holds
//! the TypeScript declarations of the values that cross, `gm.rs` the gamesmaster's calls
//! (feature `gm`). Built for wasm32 only: natively the crate is empty.
#![cfg(target_arch = "wasm32")]

use graustark::duties::phase_duties;
use graustark::game::{read_orders, start_of_season, update_ownership};
use graustark::legal::legal_orders;
use graustark::map::KINDS;
use graustark::parse::{parse_order, parse_order_in, with_units};
use graustark::report::zine_report_numbered;
use graustark::rules::{PRESETS, PatronYear, Rules, preset};
use graustark::state::{GameState, Season, StateJson};
use graustark::view::{DutiesView, MapView, OrderKind, OrderView, PhaseView};
use graustark::{Map, Order, PhaseResult, play};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

#[cfg(feature = "gm")]
mod gm;
mod types;
mod values;

use values::{Adjudicated, OrderIn, Unreadable};

// Values cross the boundary as JavaScript values through serde-wasm-bindgen: objects out as
// JSON would write them (maps as plain objects, `None` as null). A value read in that is wrong
// is named by what it is (`position: …`); the checks after reading name the part
// (`units[3]: …`), and a part of the wrong kind is named by what was expected there
// (`expected a unit: an object with …`, each type's serde `expecting`). The full path to a part
// of the wrong kind (serde_path_to_error) was measured and left out: 7 KB more gzipped on the
// pages' wasm, 21 KB on the gamesmaster's. The site's wasm carries no JSON code (serde_json is
// the `json` feature's).
fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| JsError::new(&e.to_string()))
}

fn from_js<T: for<'de> Deserialize<'de>>(v: JsValue, what: &str) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(v).map_err(|e| JsError::new(&format!("{what}: {}", readable(message_of(e.into())))))
}

/// serde-wasm-bindgen's messages for a value of the wrong kind, in JavaScript's words: a plain
/// value where a list or an object belongs fails in its `Reflect.get` (a TypeError), an object
/// is written as Rust's debug form of it, and what was expected as a Rust type (`i32`, `a
/// sequence`).
fn readable(message: String) -> String {
    const NOT_OBJECT: [&str; 2] = ["TypeError: Reflect.get called on non-object", "Reflect.get called on non-object"];
    const RUST_WORDS: [(&str, &str); 6] = [
        (", expected a sequence", ", expected a list"),
        (", expected i32", ", expected a whole number"),
        (", expected u32", ", expected a whole number from 0"),
        (", expected u16", ", expected a whole number from 0 to 65535"),
        (", expected usize", ", expected a whole number from 0"),
        (", expected a borrowed string", ", expected a string"),
    ];
    if let Some(at) = NOT_OBJECT.iter().find_map(|m| message.find(m)) {
        return format!(
            "{}invalid type: a plain value (a number, text, true or false), expected a list or an object",
            &message[..at]
        );
    }
    let message = match RUST_WORDS.iter().find(|(rust, _)| message.ends_with(rust)) {
        Some((rust, js)) => format!("{}{js}", &message[..message.len() - rust.len()]),
        None => message,
    };
    let Some(at) = message.find("invalid type: JsValue(") else { return message };
    let rest = &message[at + "invalid type: JsValue(".len()..];
    let Some(expected) = rest.rfind(", expected ") else { return message };
    let kind = if rest.starts_with("Object(") { "an object" } else { "a value that is not plain data" };
    format!("{}invalid type: {kind}{}", &message[..at], &rest[expected..])
}

/// A string given from JavaScript. The bindings of a `&str` parameter would read a number or an
/// object as a string's bytes and trap (an out-of-bounds access), so strings a caller gives
/// arrive as values and anything else is refused, named.
fn text_of(v: JsValue, what: &str) -> Result<String, JsError> {
    v.as_string().ok_or_else(|| JsError::new(&format!("{what}: not a string")))
}

/// The message of an error thrown in JavaScript (without its `Error: ` prefix), or its text.
fn message_of(e: JsValue) -> String {
    match e.dyn_ref::<js_sys::Error>() {
        Some(error) => String::from(error.message()),
        None => e.as_string().unwrap_or_else(|| "not plain data".into()),
    }
}

/// Text read as JSON by the browser's own `JSON.parse` (the site's wasm has no JSON code of its
/// own); `what` names the text in the error.
fn parse_json(text: &str, what: &str) -> Result<JsValue, JsError> {
    js_sys::JSON::parse(text).map_err(|e| JsError::new(&format!("{what} is not JSON: {}", message_of(e))))
}

/// A map file as given: `map.json` parsed (the site's way), or its text (read here by the
/// browser's own `JSON.parse`).
fn map_of(value: JsValue, players: Option<usize>) -> Result<Map, JsError> {
    let value = match value.as_string() {
        Some(text) => parse_json(&text, "the map")?,
        None => value,
    };
    Map::from_deserializer(serde_wasm_bindgen::Deserializer::from(value), players).map_err(|errors| {
        // serde-wasm-bindgen's errors are JavaScript errors, written with their `Error: `.
        let lines: Vec<String> =
            errors.iter().map(|e| readable(e.to_string().replacen(": Error: ", ": ", 1))).collect();
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
    adjudicator: std::cell::RefCell<graustark::resolve::Adjudicator>,
}

#[derive(Serialize)]
struct Reported {
    #[serde(flatten)]
    adjudicated: Adjudicated,
    report: String,
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
        #[wasm_bindgen(unchecked_optional_param_type = "Rules")] rules: JsValue,
    ) -> Result<Vec<String>, JsError> {
        let rules = rules_of(rules)?;
        if rules.patron_year != PatronYear::Doubled {
            return Ok(Vec::new());
        }
        Ok(self.map.year_patron(year).map(|p| self.map.powers[p.0 as usize].id.clone()).into_iter().collect())
    }

    /// The powers that share a draw the powers still in (`survivors`, ids or names) agree:
    /// they themselves, or where the map says so every power of the game, those out of it too
    /// (Cat Diplomacy, rule 8: "Two-way draws are expressly forbidden"); ids, each once.
    /// `Map::draw_sharers`, as `graustark propose` applies it.
    #[wasm_bindgen(js_name = drawSharers)]
    pub fn draw_sharers(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string[]")] survivors: JsValue,
    ) -> Result<Vec<String>, JsError> {
        let names: Vec<String> = from_js(survivors, "survivors")?;
        let powers = names
            .iter()
            .map(|n| self.map.lookup_power(n).ok_or_else(|| JsError::new(&format!("survivors: unknown power '{n}'"))))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(self.map.draw_sharers(&powers).iter().map(|&p| self.map.power(p).id.clone()).collect())
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
        #[wasm_bindgen(unchecked_param_type = "string")] region: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Rules")] rules: JsValue,
    ) -> Result<JsValue, JsError> {
        self.orders_at(state, region, rules, legal_orders)
    }

    /// The orders the halves of a doubled unit at `region` may give, its second order among
    /// them, which splits it (Cat Diplomacy): a coast guard's army half's and fleet half's
    /// orders, each naming its half's kind (`A Gal - Gyp`, `F Gal H`); an army's or fleet's
    /// own orders. Empty where no unit is doubled this year.
    #[wasm_bindgen(js_name = halfOrders, unchecked_return_type = "OrderView[]")]
    pub fn half_orders(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] region: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Rules")] rules: JsValue,
    ) -> Result<JsValue, JsError> {
        self.orders_at(state, region, rules, graustark::legal::half_orders)
    }

    /// The orders `list` gives for the unit at `region`, as views: `legalOrders` and
    /// `halfOrders` read their arguments one way.
    fn orders_at(
        &self,
        state: JsValue,
        region: JsValue,
        rules: JsValue,
        list: fn(&Map, &GameState, graustark::LocId, &Rules) -> Vec<Order>,
    ) -> Result<JsValue, JsError> {
        let region = text_of(region, "region")?;
        let s = self.state(state)?;
        let rules = rules_of(rules)?;
        let loc = self.map.lookup(&region).ok_or_else(|| JsError::new(&format!("unknown region '{region}'")))?;
        let views: Vec<OrderView> =
            list(&self.map, &s, loc, &rules).iter().map(|o| OrderView::in_position(&self.map, o, &s)).collect();
        to_js(&views)
    }

    /// Reads one order written in any notation the parser accepts. With a position, the order
    /// is read in its context: units may be named by number (`5 S 3 Bur`, the power's units),
    /// the power is taken from the unit it orders (or, for a build, the province's home power),
    /// a move in a retreat phase is a retreat, and the view carries the unit's number.
    #[wasm_bindgen(js_name = parseOrder, unchecked_return_type = "OrderView")]
    pub fn parse_order(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] power: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "State")] state: JsValue,
    ) -> Result<JsValue, JsError> {
        let text = &text_of(text, "the order")?;
        let power = if power.is_undefined() || power.is_null() { None } else { Some(text_of(power, "power")?) };
        let power = match power {
            Some(p) => Some(self.map.lookup_power(&p).ok_or_else(|| JsError::new(&format!("unknown power '{p}'")))?),
            None => None,
        };
        let error = |e: graustark::parse::ParseError| JsError::new(&e.to_string());
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
        #[wasm_bindgen(unchecked_optional_param_type = "Rules")] rules: JsValue,
    ) -> Result<JsValue, JsError> {
        let played = self.play_orders(state, orders, rules)?;
        to_js(&played.view(&self.map))
    }

    /// [`Engine::adjudicate`] and [`Engine::report`] from one play of the phase: the results
    /// with the report beside them (`report`), for a page that shows both.
    #[wasm_bindgen(js_name = adjudicateWithReport, unchecked_return_type = "PhaseView & { report: string }")]
    pub fn adjudicate_with_report(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
        #[wasm_bindgen(unchecked_param_type = "OrderText[]")] orders: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Rules")] rules: JsValue,
    ) -> Result<JsValue, JsError> {
        let played = self.play_orders(state, orders, rules)?;
        to_js(&Reported { report: played.report(&self.map), adjudicated: played.view(&self.map) })
    }

    /// The zine-style report of the phase `state` is in, played with the given orders (by
    /// number, with the stacks listed, on a board where units stack).
    pub fn report(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
        #[wasm_bindgen(unchecked_param_type = "OrderText[]")] orders: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Rules")] rules: JsValue,
    ) -> Result<String, JsError> {
        Ok(self.play_orders(state, orders, rules)?.report(&self.map))
    }

    /// Who must order in the phase `state` is in, what each power is due (builds, removals,
    /// where it may build), and who is out.
    #[wasm_bindgen(unchecked_return_type = "Duties")]
    pub fn duties(
        &self,
        #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Rules")] rules: JsValue,
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
        #[wasm_bindgen(unchecked_param_type = "string")] line: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "Rules")] rules: JsValue,
    ) -> Result<String, JsError> {
        let line = &text_of(line, "the case line")?;
        let rules = rules_of(rules)?;
        let mut adjudicator = self.adjudicator.borrow_mut();
        graustark::cases::adjudicate_line(&mut adjudicator, &self.map, &rules, line)
            .map_err(|e| JsError::new(&e.to_string()))
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

    /// Reads a position, its orders (as JavaScript gives them) and rules, and plays the phase.
    fn play_orders(&self, state: JsValue, orders: JsValue, rules: JsValue) -> Result<Played, JsError> {
        let state = self.state(state)?;
        let rules = rules_of(rules)?;
        let given: Vec<OrderIn> = from_js(orders, "orders")?;
        let (orders, indices, problems) =
            read_orders(&self.map, &state, given.iter().map(|o| (o.power.as_deref(), o.text.as_str())));
        let unreadable = problems
            .into_iter()
            .map(|u| Unreadable {
                index: u.index,
                power: given[u.index].power.clone(),
                text: given[u.index].text.clone(),
                error: u.message,
            })
            .collect();
        let result = play(&self.map, &state, &orders, &rules);
        Ok(Played { state, rules, orders, indices, unreadable, result })
    }
}

/// A phase played from JavaScript's values: what its results and its report are drawn from.
struct Played {
    state: GameState,
    rules: Rules,
    orders: Vec<Order>,
    indices: Vec<usize>,
    unreadable: Vec<Unreadable>,
    result: PhaseResult,
}

impl Played {
    /// The results as the pages show them, with the orders that could not be read.
    fn view(self, map: &Map) -> Adjudicated {
        let view = PhaseView::of(map, &self.state, &self.orders, &self.indices, &self.result);
        Adjudicated { view, unreadable: self.unreadable }
    }

    /// The zine-style report (by number, with the stacks listed, on a board where units stack,
    /// as `graustark gm` writes it).
    fn report(&self, map: &Map) -> String {
        zine_report_numbered(map, &self.state, &self.orders, &self.result, &self.rules, map.stacking.any())
    }
}

/// The words the engine's views repeat most (every place and power, the kinds of unit, order,
/// season and phase, the keys of flattened parts), made JavaScript strings once: each later
/// use is a lookup, not a decode (measured: `scripts/measure-calls.mjs`).
fn intern_names(map: &Map) {
    for l in 0..map.locations.len() {
        wasm_bindgen::intern(&map.loc_id(graustark::LocId(l as u16)));
    }
    for power in &map.powers {
        wasm_bindgen::intern(&power.id);
    }
    for word in REPEATED {
        wasm_bindgen::intern(word);
    }
}

/// The fixed words of `intern_names`: the kinds of unit and order, from the engine's own tables,
/// then the seasons, the phases and the keys of the views' flattened parts (serde writes those
/// as map keys, not names). One list, built when compiled, so it costs one loop.
const REPEATED: [&str; KINDS.len() + OrderKind::WORDS.len() + OTHER_WORDS.len()] = {
    let mut words = [""; KINDS.len() + OrderKind::WORDS.len() + OTHER_WORDS.len()];
    let mut i = 0;
    while i < words.len() {
        words[i] = match i {
            _ if i < KINDS.len() => KINDS[i].word,
            _ if i < KINDS.len() + OrderKind::WORDS.len() => OrderKind::WORDS[i - KINDS.len()],
            _ => OTHER_WORDS[i - KINDS.len() - OrderKind::WORDS.len()],
        };
        i += 1;
    }
    words
};

const OTHER_WORDS: [&str; 23] = [
    "spring",
    "fall",
    "winter",
    "movement",
    "adjustment",
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
];

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
pub fn preset_rules(#[wasm_bindgen(unchecked_param_type = "string")] name: JsValue) -> Result<JsValue, JsError> {
    let name = text_of(name, "the preset's name")?;
    let r = preset(&name).ok_or_else(|| JsError::new(&format!("no rules preset named '{name}'")))?;
    Ok(rules_to_js(&r))
}
