//! Named years (the map's `calendar`): Cat Diplomacy's years are named after its powers in
//! turn, each round of the cycle numbered in Roman numerals (Diplomacy World #3, 1974, Cat
//! Diplomacy rule 3: "The game begins in Cassiusica I, the second year is Andromeda I, and the
//! third Telahoma I. The fourth is Cassiusica II, etc.").

use super::PowerId;

/// A map's calendar: the first year of the game and the cycle of names its years take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Calendar {
    /// The year the game begins in, the first of the first cycle.
    pub first_year: i32,
    /// One cycle of years, in order, each named after a power; empty on a map that gives only
    /// its first year (Das Dippyspiel's 1501), whose years are shown as numbers.
    pub cycle: Vec<CalendarYear>,
    /// The era a year shown as a number is dated in, written after it (Das Dippyspiel, rule 4:
    /// "The game begins in 1501 D.N.O."); empty for none.
    #[cfg(feature = "world")]
    pub era: String,
}

/// One year of the cycle: the power it is named after.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CalendarYear {
    /// The power's name, as the map gives it (`Cassiusica`).
    pub name: String,
    /// The power, or `None` in a smaller game that leaves it out (the year keeps its name).
    pub patron: Option<PowerId>,
}

impl Calendar {
    /// The year of the cycle that `year` is, and its round (1 for the first cycle); `None`
    /// for a year before the first, or where years are not named (an empty cycle).
    pub fn place_of(&self, year: i32) -> Option<(&CalendarYear, u32)> {
        let since = u32::try_from(year.checked_sub(self.first_year)?).ok()?;
        let length = u32::try_from(self.cycle.len()).ok().filter(|&n| n > 0)?;
        Some((&self.cycle[(since % length) as usize], since / length + 1))
    }
}

/// `n` in Roman numerals (`1` → `I`, `14` → `XIV`); thousands beyond three go on as `M`s.
pub fn roman(mut n: u32) -> String {
    const DIGITS: [(u32, &str); 13] = [
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ];
    let mut out = String::new();
    for (value, digits) in DIGITS {
        while n >= value {
            out.push_str(digits);
            n -= value;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roman_numerals() {
        let written: Vec<String> = [1, 2, 3, 4, 5, 9, 14, 40, 90, 400, 1974, 3999, 4000].map(roman).to_vec();
        assert_eq!(
            written,
            ["I", "II", "III", "IV", "V", "IX", "XIV", "XL", "XC", "CD", "MCMLXXIV", "MMMCMXCIX", "MMMM"]
        );
    }

    #[test]
    fn a_year_is_placed_in_its_cycle_and_round() {
        let year = |name: &str, p: u8| CalendarYear { name: name.into(), patron: Some(PowerId(p)) };
        let calendar = Calendar {
            first_year: 10,
            cycle: vec![year("A", 0), year("B", 1)],
            #[cfg(feature = "world")]
            era: String::new(),
        };
        let placed = |y| calendar.place_of(y).map(|(e, round)| (e.name.clone(), round));
        assert_eq!(placed(9), None);
        assert_eq!(placed(10), Some(("A".into(), 1)));
        assert_eq!(placed(11), Some(("B".into(), 1)));
        assert_eq!(placed(12), Some(("A".into(), 2)));
        assert_eq!(placed(i32::MIN), None);
        let numbered = Calendar {
            first_year: 1,
            cycle: vec![],
            #[cfg(feature = "world")]
            era: String::new(),
        };
        assert_eq!(numbered.place_of(1), None);
    }
}
