//! Militarism III's Leaders in the retreat phase (rules 3 and 4): a dislodged Leader retreats
//! over land or sea ("An L may retreat into a space containing one of its own units"); it
//! never bounces with another retreating unit, but it cannot end beside another power's army
//! or fleet, so it fails where one of those retreats successfully. "An L is eliminated ...
//! when it is forced to retreat with no legal retreat route available": with no retreat, it
//! is disbanded as any unit.

use crate::map::{LocId, Map, PowerId, UnitKind};
use crate::resolve::outcome::{Outcome, Reason, UnitName};
use crate::state::{GameState, Unit};

/// Whether a retreat order naming a place (no number) with `kind`, given by `power`, means
/// dislodged `unit`: `L Bel` the Leader, `A Bel` or `Bel` the army or fleet dislodged with it;
/// among several powers' Leaders, the ordering power's.
pub(crate) fn named_by_kind(unit: &Unit, kind: Option<UnitKind>, power: Option<PowerId>) -> bool {
    let is_leader = unit.kind.accompanies();
    is_leader == kind.is_some_and(UnitKind::accompanies) && (!is_leader || power.is_none_or(|p| p == unit.power))
}

/// Settles the Leaders' retreats once the other units' are decided (`units`, by dislodged
/// unit): a Leader retreating where another power's army or fleet ends fails, naming it, and
/// is disbanded; otherwise it goes where it was ordered.
pub(crate) fn settle(
    map: &Map,
    state: &GameState,
    chosen: &[Option<(usize, LocId)>],
    out: &mut [Outcome],
    units: &mut [(Option<LocId>, Outcome)],
) {
    for (i, d) in state.dislodged.iter().enumerate() {
        let Some((oi, l)) = chosen[i] else { continue };
        if d.unit.kind.fights() {
            continue;
        }
        let p = map.province_of(l);
        let blocker = (0..units.len()).find(|&j| {
            let other = &state.dislodged[j].unit;
            other.kind.fights() && other.power != d.unit.power && units[j].0.is_some_and(|m| map.province_of(m) == p)
        });
        if let Some(j) = blocker {
            let r = Reason::RetreatBounced(UnitName::of(map, &state.dislodged[j].unit));
            out[oi] = Outcome { success: false, reason: r };
            units[i] = (None, Outcome { success: false, reason: r });
        }
    }
}
