//! Convoy intent (DATC 4.A.3): whether an army ordered to a province it could reach by land
//! goes by convoy, and whether it may fall back to the land route when its convoy fails.

use super::prepare::{Act, Kinds, NONE, Prepared};
use crate::map::ProvinceId;
use crate::rules::{ConvoyOrder, ConvoyToAdjacent};

/// Convoy intent for armies moving to adjacent provinces (DATC 4.A.3): first list every
/// convoy order under the army it names, then decide, then keep only matching convoys.
#[inline(never)]
pub(crate) fn decide_convoy_intent(b: &mut Prepared, kinds: &Kinds) {
    // The 1958 rules have no convoy: an army that could walk does (no convoy order is legal,
    // but 'via convoy' on an illegal order, or an impossible convoy under the quasi-legal
    // reading, would otherwise still show intent).
    if b.rules.convoy_order == ConvoyOrder::None {
        return;
    }
    let units = b.units;
    for &f in kinds.convoys.iter().rev() {
        if let Act::Convoy { army, .. } = b.act[f as usize] {
            b.convoy_next[f as usize] = b.convoy_head[army as usize];
            b.convoy_head[army as usize] = f;
        }
    }
    let fall_back = b.rules.convoy_to_adjacent == ConvoyToAdjacent::OppositeMove;
    for &u in &kinds.moves {
        let u = u as usize;
        // Only an army named by a convoy order, or whose order says so, may want a convoy.
        if b.convoy_head[u] == NONE && !b.via_convoy[u] {
            continue;
        }
        if let Act::Move { dest, convoy: false, loc } = b.act[u]
            && units[u].kind.convoyable()
            && wants_convoy(b, u as u32, dest)
        {
            b.act[u] = Act::Move { dest, convoy: true, loc };
            b.may_fall_back[u] = fall_back;
        }
    }
    if !b.quasi_intent.is_empty() {
        show_quasi_legal_intent(b);
    }
    for &f in &kinds.convoys {
        if let Act::Convoy { army, .. } = b.act[f as usize] {
            b.convoy_head[army as usize] = NONE;
        }
    }
}

/// DATC 4.E.1, the quasi-legal reading: an impossible convoy order by the army's own power
/// still shows that the army means to go by convoy (under the choices that read intent).
fn show_quasi_legal_intent(b: &mut Prepared) {
    if !matches!(b.rules.convoy_to_adjacent, ConvoyToAdjacent::IntentNoFallback | ConvoyToAdjacent::IntentWithFallback)
    {
        return;
    }
    for k in 0..b.quasi_intent.len() {
        let (army, to) = b.quasi_intent[k];
        if let Act::Move { dest, convoy: false, loc } = b.act[army as usize]
            && dest == to
            && b.units[army as usize].kind.convoyable()
        {
            b.act[army as usize] = Act::Move { dest, convoy: true, loc };
        }
    }
}

/// Whether an army ordered to an adjacent province goes by convoy.
fn wants_convoy(b: &Prepared, u: u32, dest: ProvinceId) -> bool {
    let via = b.via_convoy[u as usize];
    let ordered = |f: u32| b.act[f as usize] == Act::Convoy { army: u, to: dest };
    let own_fleet = |f: u32| b.units[f as usize].power == b.units[u as usize].power;
    let opposite = || {
        let here = b.prov[u as usize];
        b.occupant_of(dest).is_some_and(|o| matches!(b.act[o as usize], Act::Move { dest: back, .. } if back == here))
    };
    match b.rules.convoy_to_adjacent {
        ConvoyToAdjacent::ExplicitOnly | ConvoyToAdjacent::ViaConvoyRequired => via,
        ConvoyToAdjacent::OppositeMove | ConvoyToAdjacent::OppositeMoveNoFallback => {
            b.convoys(u).any(ordered) && opposite()
        }
        ConvoyToAdjacent::AlwaysConvoy => b.convoys(u).any(ordered),
        ConvoyToAdjacent::IntentNoFallback => via || b.convoys(u).any(|f| own_fleet(f) && ordered(f)),
        // DATC 2.x: 'via convoy' with no convoy ordered at all falls back to the land route.
        ConvoyToAdjacent::IntentWithFallback => b.convoys(u).any(|f| ordered(f) && (via || own_fleet(f))),
    }
}
