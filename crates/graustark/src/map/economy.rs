//! Das Dippyspiel's economy as the board gives it (feature `world`; rules 3 and 8): how many
//! build centres a power may have and each power's opening gold. The map's `"economy"` turns
//! the economy on: build centres that move, mines that produce, gold on the board.

use std::fmt;

/// An amount of gold, in tenths of a G (rule 8: "Decimal G units, to one place, are
/// permissable (but not recommended)").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Gold(pub u32);

impl Gold {
    /// No gold.
    pub const ZERO: Gold = Gold(0);

    /// Whole G units.
    pub const fn whole(g: u32) -> Gold {
        Gold(g * 10)
    }

    /// An amount as written, `10`, `12.5`, `10G` or `12.5G` (one decimal place at most); None
    /// for anything else, a second decimal place among them.
    pub fn read(text: &str) -> Option<Gold> {
        let digits = text.strip_suffix(['G', 'g']).unwrap_or(text);
        let (whole, tenth) = match digits.split_once('.') {
            Some((w, t)) if t.len() == 1 => (w, t),
            Some(_) => return None,
            None => (digits, "0"),
        };
        if whole.is_empty() || !whole.bytes().chain(tenth.bytes()).all(|b| b.is_ascii_digit()) {
            return None;
        }
        let whole: u32 = whole.parse().ok()?;
        Some(Gold(whole.checked_mul(10)?.checked_add(tenth.parse::<u32>().ok()?)?))
    }

    /// The amount as a JSON number: whole G, tenths after the point.
    pub fn as_number(self) -> f64 {
        f64::from(self.0) / 10.0
    }

    /// The amount read from a JSON number: None unless it is at least 0 with one decimal place
    /// at most.
    pub fn of_number(n: f64) -> Option<Gold> {
        let tenths = n * 10.0;
        let rounded = tenths.round();
        (n >= 0.0 && (tenths - rounded).abs() < 1e-6 && rounded <= f64::from(u32::MAX)).then_some(Gold(rounded as u32))
    }

    /// The sum, or None past the largest amount.
    pub fn checked_add(self, other: Gold) -> Option<Gold> {
        self.0.checked_add(other.0).map(Gold)
    }

    /// The difference, or None below nothing.
    pub fn checked_sub(self, other: Gold) -> Option<Gold> {
        self.0.checked_sub(other.0).map(Gold)
    }
}

/// `10G`, `12.5G`.
impl fmt::Display for Gold {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 % 10 {
            0 => write!(f, "{}G", self.0 / 10),
            t => write!(f, "{}.{t}G", self.0 / 10),
        }
    }
}

/// The board's economy (the map's `"economy"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Economy {
    /// The most build centres a power may have (rule 3: "No country may have more than 7 build
    /// centers").
    pub most_build_centres: u8,
    /// Each power's gold at the start (rule 8: "Each player has an opening gold reserve of 100
    /// gold units (G)").
    pub reserve: Gold,
}

#[cfg(test)]
mod tests {
    use super::Gold;

    #[test]
    fn amounts_are_read_to_one_decimal_place() {
        assert_eq!(Gold::read("10G"), Some(Gold(100)));
        assert_eq!(Gold::read("12.5G"), Some(Gold(125)));
        assert_eq!(Gold::read("100"), Some(Gold(1000)));
        assert_eq!(Gold::read("0.5g"), Some(Gold(5)));
        for bad in ["", "G", "1.25G", "-5G", ".5G", "5.G", "ten", "1e3"] {
            assert_eq!(Gold::read(bad), None, "{bad}");
        }
    }

    #[test]
    fn amounts_are_written_as_the_source_writes_them() {
        assert_eq!(Gold(100).to_string(), "10G");
        assert_eq!(Gold(125).to_string(), "12.5G");
        assert_eq!(Gold::of_number(12.5), Some(Gold(125)));
        assert_eq!(Gold::of_number(12.25), None);
        assert_eq!(Gold::of_number(-1.0), None);
    }
}

/// The board's Papacy (the map's `"papacy"`; Das Dippyspiel, rule 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Papacy {
    /// The votes that elect a Pope ("To be elected, a player must receive 155 votes").
    pub elect: u32,
    /// The votes for each papal centre of a schism ("31-61 votes, 1 center; 62-92 votes, 2";
    /// at most as many as votes short of election allow: 4).
    pub schism: u32,
    /// The papal centres a Pope designates ("any 7 non-supply centers").
    pub centres: u8,
    /// How far from a build centre of its owner a papal centre may be ("not ... more than 2
    /// provinces distant").
    pub reach: u8,
}

impl Papacy {
    /// The papal centres a schism of `votes` allows: one for each `schism` votes, fewer than
    /// elect a Pope ("31-61 votes, 1 center; ... 124-154 votes, 4").
    pub fn schism_centres(self, votes: u32) -> u8 {
        let most = (self.elect.saturating_sub(1) / self.schism.max(1)).min(u32::from(u8::MAX));
        (votes / self.schism.max(1)).min(most) as u8
    }
}
