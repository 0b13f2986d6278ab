//! Unit numbers: the numbers each power uses, and the lowest free one a new unit takes. Linear
//! in the number of units, so a position listing thousands of stacked units (the 1958 rules
//! stack armies in a capital without limit) is numbered at once, not in cubic time.

use super::Unit;
use crate::map::{Map, PowerId, ProvinceId};

/// The numbers one power's units use (a flag per number), and the lowest number from 1 not
/// among them. Numbers are only ever added, so that lowest one never goes down: handing out
/// numbers one after another costs, in all, the highest number handed out.
#[derive(Clone, Default)]
pub(crate) struct UsedNumbers {
    used: Vec<bool>,
    lowest: usize,
}

impl UsedNumbers {
    /// The numbers in `numbers` (0, a unit not yet numbered, is skipped).
    pub(crate) fn of(numbers: impl IntoIterator<Item = u16>) -> UsedNumbers {
        let mut set = UsedNumbers::default();
        for n in numbers {
            set.insert(n);
        }
        set
    }

    /// Marks `n` used; false if it already was (0 is never marked).
    pub(crate) fn insert(&mut self, n: u16) -> bool {
        let n = n as usize;
        if n == 0 {
            return true;
        }
        if n >= self.used.len() {
            self.used.resize(n + 1, false);
        }
        !std::mem::replace(&mut self.used[n], true)
    }

    /// The lowest number from 1 not used, now marked used (65535 once every number is).
    pub(crate) fn take_lowest(&mut self) -> u16 {
        self.lowest = self.lowest.max(1);
        while self.used.get(self.lowest).copied().unwrap_or(false) && self.lowest < u16::MAX as usize {
            self.lowest += 1;
        }
        let n = self.lowest as u16;
        self.insert(n);
        n
    }
}

/// Gives every unit numbered 0 the lowest number its power does not use, in the order the
/// units are listed (a list without numbers gets 1, 2, 3... per power).
pub fn number_units(units: &mut [Unit]) {
    assign_numbers(units.iter_mut());
}

/// Gives every unit numbered 0 the lowest number its power does not use, in the order the
/// units are listed (`units`, then `dislodged`).
pub(super) fn assign_numbers<'u>(units: impl Iterator<Item = &'u mut Unit>) {
    let mut units: Vec<&mut Unit> = units.collect();
    if units.iter().all(|u| u.number != 0) {
        return;
    }
    let mut used: Vec<UsedNumbers> = vec![UsedNumbers::default(); 256];
    for u in units.iter() {
        used[u.power.0 as usize].insert(u.number);
    }
    for u in units.iter_mut().filter(|u| u.number == 0) {
        u.number = used[u.power.0 as usize].take_lowest();
    }
}

/// The numbered fleets of a list of units, by power and number: where an army on board
/// finds the fleet it names, at the cost of one look, however many units the list holds.
pub(crate) struct Carriers<'u> {
    units: &'u [Unit],
    /// For each power, for each number, 1 + the index of the first fleet listed with it (0: none).
    first: Vec<Vec<u32>>,
}

impl<'u> Carriers<'u> {
    /// The fleets of `units` (none indexed when no army is on board: nothing will ask).
    pub(crate) fn of(units: &'u [Unit]) -> Carriers<'u> {
        let mut first: Vec<Vec<u32>> = Vec::new();
        if !units.iter().any(Unit::aboard) {
            return Carriers { units, first };
        }
        for (i, f) in units.iter().enumerate().filter(|(_, f)| f.kind.carries() && f.number != 0) {
            let (power, number) = (f.power.0 as usize, f.number as usize);
            if power >= first.len() {
                first.resize(power + 1, Vec::new());
            }
            let mine = &mut first[power];
            if number >= mine.len() {
                mine.resize(number + 1, 0);
            }
            if mine[number] == 0 {
                mine[number] = i as u32 + 1;
            }
        }
        Carriers { units, first }
    }

    /// The index of the first fleet listed of `power` numbered `number` in `province`; where
    /// `power` has none, with the world game, another power's fleet of that number there (an
    /// A/F on a foreign fleet, Das Dippyspiel's rule 13: only one fleet stands in a province
    /// where they can be).
    pub(crate) fn find(&self, map: &Map, power: PowerId, number: u16, province: ProvinceId) -> Option<usize> {
        let own = self.own(map, power, number, province);
        #[cfg(feature = "world")]
        let own = own.or_else(|| {
            let here = |f: &Unit| f.kind.carries() && f.number == number && map.province_of(f.loc) == province;
            self.units.iter().position(here)
        });
        own
    }

    /// The index of the first fleet listed of `power` numbered `number` in `province`.
    fn own(&self, map: &Map, power: PowerId, number: u16, province: ProvinceId) -> Option<usize> {
        let i = *self.first.get(power.0 as usize)?.get(number as usize)?;
        let i = (i as usize).checked_sub(1)?;
        if map.province_of(self.units[i].loc) == province {
            return Some(i);
        }
        // One power's two fleets with one number (refused in positions read, met only in ones
        // built in code): the first in that province.
        self.units.iter().position(|f| {
            f.power == power && f.kind.carries() && f.number == number && map.province_of(f.loc) == province
        })
    }
}

#[cfg(test)]
mod tests {
    use super::UsedNumbers;

    #[test]
    fn the_lowest_free_number_fills_gaps_first() {
        let mut used = UsedNumbers::of([0, 2, 4, 5]);
        assert_eq!([used.take_lowest(), used.take_lowest(), used.take_lowest()], [1, 3, 6]);
        assert!(!used.insert(3), "3 was handed out");
        assert!(used.insert(9));
        assert_eq!([used.take_lowest(), used.take_lowest(), used.take_lowest()], [7, 8, 10]);
    }

    #[test]
    fn numbers_run_out_at_the_largest() {
        let mut used = UsedNumbers::of(1..u16::MAX);
        assert_eq!(used.take_lowest(), u16::MAX);
        assert_eq!(used.take_lowest(), u16::MAX, "every number is used: the last one again");
    }
}
