//! Positions on maps/standard-1958 for the 1958 tests (`tests/stacks_1958.rs`,
//! `tests/legal_orders_1958.rs`): units with numbers and the fleet an army is aboard.

use graustark::map::Map;
use graustark::state::GameState;
use serde_json::{Value, json};

/// A position from its JSON parts: `units` as `[power, type, region, number, aboard]` (0: not
/// aboard); the home centres of all seven powers owned; `extra` fields replace or add to it.
pub fn position_with(
    map: &Map,
    season: &str,
    phase: &str,
    units: &[(&str, &str, &str, u16, u16)],
    extra: Value,
) -> GameState {
    let units: Vec<Value> = units
        .iter()
        .map(|&(p, t, r, n, a)| {
            let mut u = json!({"power": p, "type": t, "region": r, "number": n});
            if a != 0 {
                u["aboard"] = json!(a);
            }
            u
        })
        .collect();
    let mut text = json!({"season": season, "year": 1901, "phase": phase, "units": units, "centres": {
        "england": ["lon", "edi", "lvp"], "germany": ["ber", "kie", "mun"], "russia": ["mos", "stp", "sev", "war"],
        "france": ["par", "bre", "mar"], "austria": ["vie", "bud", "tri"], "italy": ["rom", "nap", "ven"],
        "turkey": ["con", "ank", "smy"]}});
    if let Value::Object(more) = extra {
        for (k, v) in more {
            text[k] = v;
        }
    }
    GameState::from_json(map, &text.to_string()).unwrap()
}
