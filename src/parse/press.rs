//! Press on an order sheet (God Save The Zine house rules 10.1: "Press releases for publication
//! alongside the game are welcome"): printed in the report as written, never read as orders.
//!
//! A press line starts with `>` (after any spaces), as a quoted line of an e-mail does; its
//! text is what follows the `>` and one space after it, kept as written (`#`, `;` and `:`
//! included; only the line's trailing spaces are dropped). Consecutive press lines are one
//! release; any other line, a blank one too, ends it. A line `>` alone is a blank line inside
//! a release. Press lines may stand anywhere on a sheet and change neither the power nor the
//! part of the season the lines after them belong to.
//!
//! ```text
//! England: F Lon - Nth; A Lvp - Yor
//! > London (Govt.): England wants only peace.
//! >
//! > And Belgium.
//!
//! > Versailles: the deadline is Friday.
//! France: A Par - Bur
//! ```
//!
//! That sheet carries two releases, and France's order after them.

/// The text of a press line (after its `>`), or None if the line is not press.
pub fn press_line(raw: &str) -> Option<&str> {
    let rest = raw.trim_start().strip_prefix('>')?;
    let rest = rest.strip_prefix(' ').unwrap_or(rest);
    Some(rest.trim_end())
}

/// The press releases of a sheet, in the order written, each its lines joined by `\n` (blank
/// `>` lines at a release's start or end left out).
pub fn sheet_press(text: &str) -> Vec<String> {
    let mut releases: Vec<String> = Vec::new();
    let mut open = false;
    for raw in text.lines() {
        match press_line(raw) {
            Some(line) if open => {
                if let Some(last) = releases.last_mut() {
                    last.push('\n');
                    last.push_str(line);
                }
            }
            Some(line) => {
                releases.push(line.to_string());
                open = true;
            }
            None => open = false,
        }
    }
    // Blank `>` lines before or after a release are no part of it; one of nothing but blank
    // lines says nothing.
    releases.into_iter().map(|r| r.trim_matches('\n').to_string()).filter(|r| !r.trim().is_empty()).collect()
}
