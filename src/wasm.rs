//! The JavaScript API (the only file that knows about wasm). Values cross as plain objects
//! through serde; errors reach JavaScript as `Error` objects with the message.

use crate::legal::legal_orders;
use crate::parse::parse_order;
use crate::report::zine_report;
use crate::rules::{PRESETS, Rules, preset};
use crate::state::{GameState, StateJson};
use crate::view::{MapView, OrderView, PhaseView};
use crate::{Map, Order, play};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
export interface Unit { power: string; type: "army" | "fleet"; region: string }
export interface State {
  season: "spring" | "fall" | "winter"; year: number; phase: "movement" | "retreat" | "adjustment";
  units: Unit[]; dislodged?: (Unit & { attacker_from: string; by_convoy?: boolean })[];
  standoffs?: string[]; centres?: Record<string, string[]>;
}
export interface OrderText { power: string; text: string }
export interface OrderView {
  power: string | null; kind: "hold" | "move" | "support" | "convoy" | "disband" | "build" | "waive";
  region: string | null; type: "army" | "fleet" | null; to: string | null; target: string | null;
  via_convoy: boolean; text: string;
}
export interface OrderResult extends OrderView { success: boolean; reason: string; word: string }
export interface Unreadable { power: string; text: string; error: string }
export interface PhaseView {
  phase: string; orders: OrderResult[]; unordered: OrderResult[];
  dislodged: (Unit & { by: string; attacker_from: string; retreats: string[] })[];
  standoffs: string[]; civil_disorder: Unit[]; next: State; winner: string | null;
  unreadable: Unreadable[]; report: string;
}
export interface MapInfo {
  id: string; name: string; victory_centres: number;
  powers: { id: string; name: string; adjective: string; initial: string; home_centres: string[] }[];
  provinces: { id: string; name: string; kind: "land" | "coast" | "sea" | "impassable"; supply_centre: boolean; home_of: string | null; coasts: string[] }[];
}
export type Rules = Record<string, string>;
export interface RuleOption { name: string; summary: string; source: string; choices: { value: string; summary: string }[] }
export interface Preset { name: string; title: string; summary: string; settings: [string, string, string][] }
export interface Due { power: string; centres: number; units: number; adjustment: number }
"#;

// Values cross the boundary as JSON text: one string each way is much faster than building
// or reading a JavaScript object field by field.
fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    let text = serde_json::to_string(v).map_err(|e| JsError::new(&e.to_string()))?;
    js_sys::JSON::parse(&text).map_err(|_| JsError::new("internal error: result is not JSON"))
}

fn from_js<T: for<'de> Deserialize<'de>>(v: JsValue, what: &str) -> Result<T, JsError> {
    let text: String =
        js_sys::JSON::stringify(&v).map(String::from).map_err(|_| JsError::new(&format!("{what}: not plain data")))?;
    serde_json::from_str(&text).map_err(|e| JsError::new(&format!("{what}: {e}")))
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
    adjudicator: std::cell::RefCell<crate::resolve::Adjudicator>,
}

#[derive(Deserialize)]
struct OrderIn {
    power: String,
    text: String,
}

#[derive(Serialize)]
struct Unreadable {
    power: String,
    text: String,
    error: String,
}

#[derive(Serialize)]
struct Adjudicated {
    #[serde(flatten)]
    view: PhaseView,
    unreadable: Vec<Unreadable>,
    report: String,
}

#[derive(Serialize)]
struct Due {
    power: String,
    centres: u32,
    units: u32,
    adjustment: i32,
}

#[wasm_bindgen]
impl Engine {
    /// Loads a map from its JSON text; the error lists every problem in the file.
    #[wasm_bindgen(constructor)]
    pub fn new(map_json: &str) -> Result<Engine, JsError> {
        Map::from_json(map_json).map(|map| Engine { map, adjudicator: Default::default() }).map_err(|errors| {
            let lines: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
            JsError::new(&format!("the map has {} problem(s):\n{}", lines.len(), lines.join("\n")))
        })
    }

    /// Everything a board needs to know about the map.
    #[wasm_bindgen(js_name = mapInfo, unchecked_return_type = "MapInfo")]
    pub fn map_info(&self) -> Result<JsValue, JsError> {
        to_js(&MapView::of(&self.map))
    }

    /// The opening position.
    #[wasm_bindgen(js_name = initialState, unchecked_return_type = "State")]
    pub fn initial_state(&self, year: i32) -> Result<JsValue, JsError> {
        to_js(&GameState::initial(&self.map, year).to_json_value(&self.map))
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

    /// Every order the unit (or, in adjustments, the power) at `region` may give now.
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
            legal_orders(&self.map, &s, loc, &rules).iter().map(|o| OrderView::of(&self.map, o)).collect();
        to_js(&views)
    }

    /// Reads one order written in any notation the parser accepts.
    #[wasm_bindgen(js_name = parseOrder, unchecked_return_type = "OrderView")]
    pub fn parse_order(&self, text: &str, power: Option<String>) -> Result<JsValue, JsError> {
        let mut order = parse_order(&self.map, text).map_err(|e| JsError::new(&e.to_string()))?;
        if let Some(p) = power {
            let id = self.map.lookup_power(&p).ok_or_else(|| JsError::new(&format!("unknown power '{p}'")))?;
            order = order.with_power(id);
        }
        to_js(&OrderView::of(&self.map, &order))
    }

    /// Plays the phase `state` is in with the given orders. Orders that cannot be read are
    /// listed in `unreadable` (their units hold); the result holds the next position.
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
        let mut parsed: Vec<Order> = Vec::with_capacity(given.len());
        let mut unreadable = Vec::new();
        for o in given {
            let Some(power) = self.map.lookup_power(&o.power) else {
                unreadable.push(Unreadable {
                    error: format!("unknown power '{}'", o.power),
                    power: o.power,
                    text: o.text,
                });
                continue;
            };
            match parse_order(&self.map, &o.text) {
                Ok(order) => parsed.push(order.with_power(power)),
                Err(e) => unreadable.push(Unreadable { power: o.power, text: o.text, error: e.message() }),
            }
        }
        let result = play(&self.map, &s, &parsed, &rules);
        let report = zine_report(&self.map, &s, &parsed, &result);
        to_js(&Adjudicated { view: PhaseView::of(&self.map, &s, &parsed, &result), unreadable, report })
    }

    /// Judges one case line in the judge's JSON Lines format (as `graustark adjudicate` does)
    /// and returns its result line.
    pub fn judge(
        &self,
        line: &str,
        #[wasm_bindgen(unchecked_param_type = "Rules | undefined")] rules: JsValue,
    ) -> Result<String, JsError> {
        let rules = rules_of(rules)?;
        let mut adjudicator = self.adjudicator.borrow_mut();
        crate::cases::adjudicate_line(&mut adjudicator, &self.map, &rules, line).map_err(|e| JsError::new(&e))
    }

    /// Centres, units and the adjustment due (builds positive, removals negative) per power.
    #[wasm_bindgen(unchecked_return_type = "Due[]")]
    pub fn due(&self, #[wasm_bindgen(unchecked_param_type = "State")] state: JsValue) -> Result<JsValue, JsError> {
        let s = self.state(state)?;
        let centres = s.centre_counts(&self.map);
        let units = s.unit_counts(&self.map);
        let due: Vec<Due> = self
            .map
            .powers
            .iter()
            .enumerate()
            .map(|(i, p)| Due {
                power: p.id.clone(),
                centres: centres[i],
                units: units[i],
                adjustment: centres[i] as i32 - units[i] as i32,
            })
            .collect();
        to_js(&due)
    }
}

impl Engine {
    fn state(&self, v: JsValue) -> Result<GameState, JsError> {
        let raw: StateJson = from_js(v, "position")?;
        raw.into_state(&self.map).map_err(|e| JsError::new(&e.to_string()))
    }
}

fn rules_of(v: JsValue) -> Result<Rules, JsError> {
    if v.is_undefined() || v.is_null() {
        return Ok(Rules::default());
    }
    from_js(v, "rules")
}

/// The default rules (DATC 3.0).
#[wasm_bindgen(js_name = defaultRules, unchecked_return_type = "Rules")]
pub fn default_rules() -> Result<JsValue, JsError> {
    to_js(&Rules::default())
}

/// Every rule option with its choices, the default first.
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
    to_js(&r)
}
