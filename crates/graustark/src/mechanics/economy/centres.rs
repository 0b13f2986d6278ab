//! Build centres (Das Dippyspiel, rule 3): designated and undesignated in Winter, after the
//! builds; the readings are `super`'s.

use crate::map::{Map, PowerId, ProvinceId};
use crate::order::{Deed, Order};
use crate::resolve::outcome::{Illegal, Limit, Outcome, Reason};
use crate::state::{Economy, GameState};

/// The Winter's designations: undesignations first, then designations in the order written.
pub(super) fn settle_build_centres(
    map: &Map,
    before: &GameState,
    orders: &[Order],
    out: &mut [Outcome],
    economy: &mut Economy,
) {
    let most = map.economy.map_or(0, |e| e.most_build_centres);
    if before.phase != crate::state::Phase::Adjustment {
        for (oi, order) in orders.iter().enumerate() {
            if let Order::Deed { deed: Deed::BuildCentre { .. }, .. } = order {
                out[oi] = Outcome { success: false, reason: Reason::Illegal(Illegal::WrongPhase) };
            }
        }
        return;
    }
    for designating in [false, true] {
        for (oi, order) in orders.iter().enumerate() {
            let Order::Deed { power, deed: Deed::BuildCentre { province, designate } } = *order else {
                continue;
            };
            let Some(power) = power else {
                out[oi] = Outcome { success: false, reason: Reason::Illegal(Illegal::NoPower) };
                continue;
            };
            if designate != designating {
                continue;
            }
            let result = match designate {
                true => designate_centre(map, before, power, province, most, economy),
                false => undesignate_centre(map, power, province, economy),
            };
            out[oi] = super::outcome(result.map(|()| Reason::Designated { designate }));
        }
    }
}

fn designate_centre(
    map: &Map,
    before: &GameState,
    power: PowerId,
    p: ProvinceId,
    most: u8,
    economy: &mut Economy,
) -> Result<(), Reason> {
    let illegal = |i| Err(Reason::Illegal(i));
    if !map.province(p).supply_centre {
        return illegal(Illegal::NotASupplyCentre(p));
    }
    if before.owners[p.0 as usize] != Some(power) {
        return illegal(Illegal::NotOwned(p));
    }
    let mine = economy.build_centres(map, power);
    if mine.contains(&p) {
        return illegal(Illegal::AlreadyABuildCentre(p));
    }
    if mine.len() >= most as usize {
        return Err(Reason::NotAllowed(Limit::BuildCentres(most)));
    }
    // A centre is one power's build centre at a time: the new owner's now.
    for other in (0..map.powers.len()).map(|i| PowerId(i as u8)).filter(|&o| o != power) {
        if economy.build_centres(map, other).contains(&p) {
            change_build_centres(map, economy, other, |list| list.retain(|&c| c != p));
        }
    }
    change_build_centres(map, economy, power, |list| list.push(p));
    Ok(())
}

fn undesignate_centre(map: &Map, power: PowerId, p: ProvinceId, economy: &mut Economy) -> Result<(), Reason> {
    if !economy.build_centres(map, power).contains(&p) {
        return Err(Reason::Illegal(Illegal::NotABuildCentre(p)));
    }
    change_build_centres(map, economy, power, |list| list.retain(|&c| c != p));
    Ok(())
}

/// Changes `power`'s build centres by `change`, keeping them listed only where they differ
/// from its home centres.
fn change_build_centres(map: &Map, economy: &mut Economy, power: PowerId, change: impl FnOnce(&mut Vec<ProvinceId>)) {
    let mut list = economy.build_centres(map, power).to_vec();
    change(&mut list);
    economy.build_centres.retain(|(p, _)| *p != power);
    let home = &map.power(power).home_centres;
    let as_home = list.len() == home.len() && list.iter().all(|c| home.contains(c));
    if !as_home {
        economy.build_centres.push((power, list));
        economy.build_centres.sort_unstable_by_key(|(p, _)| *p);
    }
}
