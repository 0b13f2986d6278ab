//! Provinces as the God Save The Zine report writes them (house rules 2023, 5.1 and 5.2):
//! "abbreviated to the first three letters of their names, capitals for sea spaces, lower case
//! for land spaces", with the listed exceptions.

use crate::map::{LocId, Map, ProvinceId, ProvinceKind};

/// The exceptions of rule 5.2, as the source writes them, with the names they stand for.
/// A province takes one when the name is the province's name or one of its aliases on the map.
pub const EXCEPTIONS: [(&str, &str); 11] = [
    ("GoB", "Gulf of Bothnia"),
    ("GoL", "Gulf of Lyons"),
    ("Lvn", "Livonia"),
    ("Lpl", "Liverpool"),
    ("MAO", "Mid Atlantic Ocean"),
    ("NAf", "North Africa"),
    ("NAO", "North Atlantic Ocean"),
    ("NTH", "North Sea"),
    ("Nwy", "Norway"),
    ("NWG", "Norwegian Sea"),
    ("TYS", "Tyrrhenian Sea"),
];

/// Every province's abbreviation in the house style, computed once for a map.
#[derive(Clone, Debug)]
pub struct HouseNames {
    names: Vec<String>,
}

impl HouseNames {
    /// The abbreviations of `map`'s provinces: rule 5.2's exception where the map names the
    /// province so, else the first three letters of its name (5.1), all capitals for a sea and
    /// for land the first letter of each word a capital and the rest lower case (`Par`, and
    /// `StP` for St Petersburg, as rule 10.3 writes it). Two provinces the rules would write
    /// alike (on a board the exceptions were not made for) are both written by their ids in the
    /// same case, so that no abbreviation names two provinces.
    pub fn new(map: &Map) -> HouseNames {
        let mut names: Vec<String> =
            map.provinces.iter().map(|p| cased(&first_three_letters(&p.name), p.kind == ProvinceKind::Sea)).collect();
        for (short, name) in EXCEPTIONS {
            if let Some(l) = map.lookup(name) {
                names[map.province_of(l).0 as usize] = short.to_string();
            }
        }
        // The underground's places (Das Dippyspiel) are written by the name orders give them
        // (`A(Pollutidar)-Sco`), clashing with no province: set apart until the clashes are
        // found.
        #[cfg(feature = "world")]
        if let Some(b) = map.below {
            for (k, name) in names[b.0 as usize..].iter_mut().enumerate() {
                *name = format!("/{k}");
            }
        }
        let clashes: Vec<usize> = (0..names.len())
            .filter(|&i| (0..names.len()).any(|j| j != i && names[j].eq_ignore_ascii_case(&names[i])))
            .collect();
        for i in clashes {
            let p = &map.provinces[i];
            names[i] = cased_id(&p.id, p.kind == ProvinceKind::Sea);
        }
        #[cfg(feature = "world")]
        if let Some(b) = map.below {
            let id = cased_id(&map.province(b).id, false);
            names[b.0 as usize..].fill(id);
        }
        HouseNames { names }
    }

    /// A province's abbreviation (`Par`, `NTH`, `StP`).
    pub fn province(&self, p: ProvinceId) -> &str {
        self.names.get(p.0 as usize).map_or("?", String::as_str)
    }

    /// A location's: its province's, with the coast after a slash (`StP/sc`).
    pub fn loc(&self, map: &Map, l: LocId) -> String {
        let short = self.province(map.province_of(l));
        match map.locations.get(l.0 as usize).and_then(|loc| loc.coast.as_deref()) {
            Some(coast) => format!("{short}/{coast}"),
            None => short.to_string(),
        }
    }
}

/// The first three letters of a name, each with whether it begins a word (`St Petersburg`:
/// S, t, P).
fn first_three_letters(name: &str) -> Vec<(char, bool)> {
    let mut out = Vec::new();
    let mut word_start = true;
    for c in name.chars() {
        if c.is_alphabetic() {
            out.push((c, word_start));
            word_start = false;
            if out.len() == 3 {
                break;
            }
        } else {
            word_start = true;
        }
    }
    out
}

/// Letters in the house case: all capitals at sea; on land a capital where a word begins.
fn cased(letters: &[(char, bool)], sea: bool) -> String {
    letters
        .iter()
        .map(|&(c, starts)| if sea || starts { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() })
        .collect()
}

/// A map id in the house case (used where two names clash): its first letter a capital.
fn cased_id(id: &str, sea: bool) -> String {
    let letters: Vec<(char, bool)> = id.chars().enumerate().map(|(i, c)| (c, i == 0)).collect();
    cased(&letters, sea)
}
