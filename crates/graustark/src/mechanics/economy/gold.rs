//! Gold (Das Dippyspiel, rule 8): mines worked, gold handed over, moved and captured; the
//! readings are `super`'s.

use crate::map::ProvinceKind;
use crate::map::{Gold, Map, PowerId, ProvinceId};
use crate::resolve::outcome::{Illegal, Reason};
use crate::rules::Rules;
use crate::state::{Economy, GameState, Unit};

/// The mine at `p` worked by `power`: its output added where it appears.
pub(super) fn work_mine(
    map: &Map,
    before: &GameState,
    rules: &Rules,
    power: PowerId,
    p: ProvinceId,
    mined: &mut Vec<ProvinceId>,
    economy: &mut Economy,
) -> Result<Reason, Reason> {
    let illegal = |i| Err(Reason::Illegal(i));
    if !map.is_mine(p) {
        return illegal(Illegal::NotAMine(p));
    }
    if before.mine_owner(map, p) != Some(power) {
        return illegal(Illegal::NotOwned(p));
    }
    if mined.contains(&p) {
        return illegal(Illegal::MinedTwice(p));
    }
    mined.push(p);
    let output = super::mine_output(rules);
    let at = if map.is_underground(power) { map.below.unwrap_or(p) } else { p };
    economy.add_gold(power, at, output);
    Ok(Reason::Mined(output))
}

/// `amount` of `power`'s gold at `at` handed to `to`: where it lies, underground where `to` is the
/// underground power, and where the underground power hands it over, in `to`'s first build centre.
pub(super) fn hand_over(
    map: &Map,
    power: PowerId,
    amount: Gold,
    at: ProvinceId,
    to: PowerId,
    economy: &mut Economy,
) -> Result<Reason, Reason> {
    if power == to {
        return Err(Reason::Illegal(Illegal::ToItself));
    }
    let dest = match (map.is_underground(to), map.below == Some(at)) {
        (true, _) => map.below.unwrap_or(at),
        // The underground's gold comes up where the receiver's reserve was put: its first
        // build centre.
        (false, true) => match economy.build_centres(map, to).first() {
            Some(&c) => c,
            None => return Err(Reason::Illegal(Illegal::GoldCannotGo(at))),
        },
        (false, false) => at,
    };
    if !economy.take_gold(power, at, amount) {
        return Err(Reason::Illegal(Illegal::NotEnoughGold { at, has: economy.gold_at(power, at) }));
    }
    economy.add_gold(to, dest, amount);
    Ok(Reason::Transferred)
}

/// `amount` of `power`'s gold at `from` (all of it, for None) carried to the neighbouring `to`.
pub(super) fn move_gold(
    map: &Map,
    power: PowerId,
    amount: Option<Gold>,
    (from, to): (ProvinceId, ProvinceId),
    economy: &mut Economy,
) -> Result<Reason, Reason> {
    let illegal = |i| Err(Reason::Illegal(i));
    let neighbours =
        |p: ProvinceId| map.army_neighbours(p).contains(&to) || map.fleet_province_neighbours(p).contains(&to);
    if map.is_below(to) || map.province_kind(to) == ProvinceKind::Impassable {
        return illegal(Illegal::GoldCannotGo(to));
    }
    if !neighbours(from) {
        return illegal(Illegal::NotAdjacent(from, to));
    }
    let has = economy.gold_at(power, from);
    let amount = amount.unwrap_or(has);
    if amount == Gold::ZERO || !economy.take_gold(power, from, amount) {
        return illegal(Illegal::NotEnoughGold { at: from, has });
    }
    economy.add_gold(power, to, amount);
    Ok(Reason::Moved)
}

/// The unprotected gold of other powers at `at` taken by `power`, whose army or fleet (in
/// `units`, the position after the phase) holds it: `amount` of it, from the piles in the
/// powers' order, or all of it.
pub(super) fn capture(
    map: &Map,
    units: &[Unit],
    power: PowerId,
    amount: Option<Gold>,
    at: ProvinceId,
    economy: &mut Economy,
) -> Result<Reason, Reason> {
    let military_of =
        |w: PowerId| units.iter().any(|u| u.power == w && u.kind.fights() && map.province_of(u.loc) == at);
    let takeable: Vec<(PowerId, Gold)> = match military_of(power) {
        true => economy
            .gold
            .iter()
            .filter(|g| g.at == at && g.power != power && !military_of(g.power))
            .map(|g| (g.power, g.amount))
            .collect(),
        false => Vec::new(),
    };
    let available = takeable.iter().fold(Gold::ZERO, |sum, &(_, g)| sum.checked_add(g).unwrap_or(sum));
    if takeable.is_empty() {
        return Err(Reason::Illegal(Illegal::NotControlled(at)));
    }
    let mut wanted = amount.unwrap_or(available);
    if wanted > available || wanted == Gold::ZERO {
        return Err(Reason::Illegal(Illegal::NotEnoughGold { at, has: available }));
    }
    let dest = if map.is_underground(power) { map.below.unwrap_or(at) } else { at };
    for (owner, pile) in takeable {
        let taken = pile.min(wanted);
        economy.take_gold(owner, at, taken);
        economy.add_gold(power, dest, taken);
        wanted = Gold(wanted.0 - taken.0);
    }
    Ok(Reason::Captured(amount.unwrap_or(available)))
}
