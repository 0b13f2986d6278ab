//! A fleet's two-army convoys offered on a board whose fleets carry more than one army (Das
//! Dippyspiel, rule 9: "A Fleet may convoy 1 C or 2 A in one season"): every pair of the fleet's
//! one-army convoys, of two units whose weights fit its load, that the rule does not forbid (an
//! exchange of places, one carried into a province and another out of it).

use crate::map::Map;
use crate::mechanics::convoy_load::{forbidden, weight_of};
use crate::order::{Action, Order};
use crate::state::{GameState, Unit};

/// The two-army convoys of fleet `u`, from its one-army convoys `single` (in their order, each
/// pair once, the first army as `single` lists it first).
pub(super) fn two_army_convoys(map: &Map, state: &GameState, u: &Unit, single: &[Order]) -> Vec<Order> {
    let convoys: Vec<_> = single
        .iter()
        .filter_map(|o| match *o {
            Order::Unit { action: Action::Convoy { from, to }, .. } => Some((from, to, weight_at(map, state, from))),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    for (i, &(a, x, wa)) in convoys.iter().enumerate() {
        for &(b, y, wb) in &convoys[i + 1..] {
            if a == b || wa + wb > map.fleet_load || forbidden(map, [a, b], [x, y]).is_some() {
                continue;
            }
            out.push(super::unit_order(u, Action::ConvoyTwo { from: [a, b], to: [x, y] }));
        }
    }
    out
}

/// What the unit at `loc` takes of a fleet's load.
fn weight_at(map: &Map, state: &GameState, loc: crate::map::LocId) -> u8 {
    let here = map.province_of(loc);
    state.units.iter().find(|v| map.province_of(v.loc) == here).map_or(0, |v| weight_of(v.kind))
}
