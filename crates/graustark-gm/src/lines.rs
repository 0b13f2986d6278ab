//! Lines a gamesmaster's sheet carries besides orders (a vote, a proxy, a set's relation to
//! the earlier ones): found under the power named last, and taken out of the text so the
//! order readers never see them.

use graustark::parse::power_heading;
use graustark::{Map, PowerId};

/// One line taken out: its 1-based number, the power named before it (if any) and its text
/// after any power's name (`Vote: yes`).
pub struct Taken<'t> {
    pub line: usize,
    pub power: Option<PowerId>,
    pub rest: &'t str,
}

/// Walks the sheet's lines with the power named last (`England:` at a line's start), and takes
/// out the lines `claims` (given that power and the line) says are its own: each is kept as the power's name alone, so the line
/// numbers stay and the lines after it still belong to that power. Returns the text left and
/// what `take` made of each line taken.
pub fn take_lines<'t, T>(
    map: &Map,
    text: &'t str,
    claims: impl Fn(Option<PowerId>, &str) -> bool,
    mut take: impl FnMut(Taken<'t>) -> T,
) -> (String, Vec<T>) {
    let mut kept = String::new();
    let mut taken = Vec::new();
    let mut power = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        let mut rest = line;
        if let Some((p, tail)) = power_heading(map, line) {
            power = Some(p);
            rest = tail;
        }
        if !claims(power, rest) {
            kept.push_str(raw);
            kept.push('\n');
            continue;
        }
        if let Some(p) = power {
            kept.push_str(&map.power(p).name);
            kept.push(':');
        }
        kept.push('\n');
        taken.push(take(Taken { line: i + 1, power, rest }));
    }
    (kept, taken)
}
