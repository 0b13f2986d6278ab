//! Letter case for names and orders, without the full Unicode case tables.
//!
//! The standard library's `to_lowercase`/`to_uppercase` carry about 25 KB of tables into the
//! wasm (15 KB of the pages' download, gzipped). Board and order text needs the scripts maps are
//! written in: ASCII, the Latin-1 Supplement and Latin Extended-A (`Königsberg`, `Łódź`,
//! `Göteborg`), modern Greek and basic Cyrillic. In those blocks these functions agree with the standard
//! library wherever it maps a letter to one letter (the tests check every one); the few letters
//! it maps to two (`İ`, `ß` in upper case, `ŉ`) map to one here, or stay. Other letters stay as
//! written: a name in another script still matches when written as in the map file.

/// The lower-case form of a letter of those blocks; any other character as it is.
pub fn lower(c: char) -> char {
    let u = c as u32;
    let even = u & 1 == 0;
    let lowered = match u {
        0x41..=0x5A | 0xC0..=0xD6 | 0xD8..=0xDE => u + 0x20,
        0x130 => 'i' as u32,
        0x100..=0x137 | 0x14A..=0x177 if even => u + 1,
        0x139..=0x148 | 0x179..=0x17E if !even => u + 1,
        0x178 => 0xFF,
        0x386 => 0x3AC,
        0x388..=0x38A => u + 37,
        0x38C => 0x3CC,
        0x38E..=0x38F => u + 63,
        0x391..=0x3A1 | 0x3A3..=0x3AB => u + 0x20,
        0x400..=0x40F => u + 0x50,
        0x410..=0x42F => u + 0x20,
        _ => u,
    };
    char::from_u32(lowered).unwrap_or(c)
}

/// The upper-case form of a letter of those blocks; any other character as it is.
pub fn upper(c: char) -> char {
    let u = c as u32;
    let even = u & 1 == 0;
    let raised = match u {
        0x61..=0x7A | 0xE0..=0xF6 | 0xF8..=0xFE => u - 0x20,
        0xFF => 0x178,
        0xB5 => 0x39C,
        0x131 => 'I' as u32,
        0x101..=0x137 | 0x14B..=0x177 if !even => u - 1,
        0x13A..=0x148 | 0x17A..=0x17E if even => u - 1,
        0x17F => 'S' as u32,
        0x3AC => 0x386,
        0x3AD..=0x3AF => u - 37,
        0x3CC => 0x38C,
        0x3CD..=0x3CE => u - 63,
        0x3C2 => 0x3A3,
        0x3B1..=0x3C1 | 0x3C3..=0x3CB => u - 0x20,
        0x430..=0x44F => u - 0x20,
        0x450..=0x45F => u - 0x50,
        _ => u,
    };
    char::from_u32(raised).unwrap_or(c)
}

/// `s` in lower case (`lower`, letter by letter).
pub fn lowercase(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    s.chars().map(lower).collect()
}

/// `s` in upper case (`upper`, letter by letter).
pub fn uppercase(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_uppercase();
    }
    s.chars().map(upper).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The letters covered: Basic Latin, Latin-1 Supplement, Latin Extended-A, modern Greek
    /// (with its accented letters) and the Cyrillic of U+0400 to U+045F.
    fn covered() -> impl Iterator<Item = char> {
        (0u32..0x180).chain(0x386..0x3CF).chain(0x400..0x460).filter_map(char::from_u32)
    }

    fn single(mut it: impl Iterator<Item = char>) -> Option<char> {
        let first = it.next()?;
        it.next().is_none().then_some(first)
    }

    #[test]
    fn lower_agrees_with_the_standard_library_on_every_letter_it_maps_to_one() {
        for c in covered() {
            if let Some(expected) = single(c.to_lowercase()) {
                assert_eq!(lower(c), expected, "{c:?} (U+{:04X})", c as u32);
            }
        }
        assert_eq!(lower('İ'), 'i');
    }

    #[test]
    fn upper_agrees_with_the_standard_library_on_every_letter_it_maps_to_one() {
        for c in covered() {
            if let Some(expected) = single(c.to_uppercase()) {
                assert_eq!(upper(c), expected, "{c:?} (U+{:04X})", c as u32);
            }
        }
        assert_eq!(upper('ß'), 'ß');
    }

    #[test]
    fn names_in_the_covered_scripts_change_case_as_people_write_them() {
        assert_eq!(lowercase("KÖNIGSBERG"), "königsberg");
        assert_eq!(lowercase("Łódź"), "łódź");
        assert_eq!(uppercase("Αθήνα"), "ΑΘΉΝΑ");
        assert_eq!(lowercase("МОСКВА"), "москва");
        assert_eq!(uppercase("ST PETERSBURG"), "ST PETERSBURG");
        // Outside the blocks, letters stay as written.
        assert_eq!(lowercase("Ａ"), "Ａ");
    }
}
