//! The marks an image is drawn with: unit glyphs, order lines with their heads, crosses and
//! rings, every one with a light halo so it reads on land and sea alike; and text escaped for
//! SVG.

use super::layout::Point;
use graustark::map::{Symbol, UnitKind};
use std::fmt::Write;

/// The ink of orders, outlines and text.
pub(super) const INK: &str = "#1d1a16";
/// The halo under every mark.
pub(super) const HALO: &str = "#fffaf0";
/// The ink of a retreat.
const RETREAT_INK: &str = "#7a2e00";
/// The cross on a failed order or a unit removed.
const CROSS_INK: &str = "#b3001b";

/// Text escaped for SVG, in an element or an attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML 1.0 does not allow at all.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// A number as short as it can be written (`12`, `12.5`).
pub fn num(v: f64) -> String {
    let v = if v.is_finite() { (v * 10.0).round() / 10.0 } else { 0.0 };
    let s = format!("{v:.1}");
    s.strip_suffix(".0").map_or(s.clone(), str::to_string)
}

/// A unit's glyph, drawn where it stands.
pub struct Glyph<'a> {
    pub kind: UnitKind,
    pub at: Point,
    /// The glyph's radius.
    pub r: f64,
    /// The power's colour and the colour of its initial.
    pub fill: &'a str,
    pub text: &'a str,
    pub initial: &'a str,
    /// What the glyph shows, for the `title` a reader's software says aloud.
    pub title: &'a str,
    /// A dislodged unit: smaller, with a dashed outline.
    pub dislodged: bool,
    /// The `data-` attributes naming the unit, already escaped.
    pub data: &'a str,
}

/// The path of a glyph's body by its kind's symbol, centred on 0,0: an army's cannon a block
/// with rounded corners, a fleet's ship a hull wider at the deck than at the keel, a coast
/// guard's anchor a shield, a Leader a star, a cavalry's horse a hexagon wider than tall, a
/// papal unit its kind's body under a mitre's peak. The shape, not the colour, tells them apart.
fn body(symbol: Symbol, r: f64) -> String {
    let n = |v: f64| num(v * r);
    match symbol {
        Symbol::Cannon => format!(
            "M{} {}H{}Q{} {} {} {}V{}Q{} {} {} {}H{}Q{} {} {} {}V{}Q{} {} {} {}Z",
            n(-0.6),
            n(-0.75),
            n(0.6),
            n(0.9),
            n(-0.75),
            n(0.9),
            n(-0.45),
            n(0.45),
            n(0.9),
            n(0.75),
            n(0.6),
            n(0.75),
            n(-0.6),
            n(-0.9),
            n(0.75),
            n(-0.9),
            n(0.45),
            n(-0.45),
            n(-0.9),
            n(-0.75),
            n(-0.6),
            n(-0.75)
        ),
        Symbol::Ship => {
            format!(
                "M{} {}H{}L{} {}Q0 {} {} {}Z",
                n(-1.15),
                n(-0.55),
                n(1.15),
                n(0.7),
                n(0.6),
                n(0.85),
                n(-0.7),
                n(0.6)
            )
        }
        Symbol::Anchor => format!(
            "M{} {}H{}V{}Q{} {} 0 {}Q{} {} {} {}Z",
            n(-0.85),
            n(-0.8),
            n(0.85),
            n(0.1),
            n(0.85),
            n(0.6),
            n(0.95),
            n(-0.85),
            n(0.6),
            n(-0.85),
            n(0.1)
        ),
        #[cfg(feature = "world")]
        Symbol::Horse => format!(
            "M{} 0L{} {}H{}L{} 0L{} {}H{}Z",
            n(-1.0),
            n(-0.55),
            n(-0.75),
            n(0.55),
            n(1.0),
            n(0.55),
            n(0.75),
            n(-0.55)
        ),
        #[cfg(feature = "world")]
        Symbol::PapalCannon => body(Symbol::Cannon, r) + &mitre(r, -0.75),
        #[cfg(feature = "world")]
        Symbol::PapalShip => body(Symbol::Ship, r) + &mitre(r, -0.55),
        #[cfg(feature = "world")]
        Symbol::PapalHorse => body(Symbol::Horse, r) + &mitre(r, -0.75),
        Symbol::Star => {
            let mut d = String::new();
            for i in 0..10 {
                let a = -std::f64::consts::FRAC_PI_2 + i as f64 * std::f64::consts::PI / 5.0;
                let k = if i % 2 == 0 { 0.95 } else { 0.42 };
                let _ = write!(d, "{}{} {}", if i == 0 { 'M' } else { 'L' }, n(k * a.cos()), n(k * a.sin()));
            }
            d + "Z"
        }
    }
}

/// A mitre's peak above a body whose top is at `top` (of `r`): Das Dippyspiel's papal units
/// (rule 5) are their kinds' bodies under it.
#[cfg(feature = "world")]
fn mitre(r: f64, top: f64) -> String {
    let n = |v: f64| num(v * r);
    format!("M{} {}L0 {}L{} {}Z", n(-0.4), n(top), n(top - 0.55), n(0.4), n(top))
}

/// A unit's glyph with its power's initial.
pub fn glyph(g: &Glyph) -> String {
    let r = if g.dislodged { g.r * 0.8 } else { g.r };
    let symbol = g.kind.capabilities().symbol;
    let d = body(symbol, r);
    let dash = if g.dislodged { r#" stroke-dasharray="4 3""# } else { "" };
    let mut s = format!(
        r#"<g data-unit="{}" {}{} transform="translate({} {})"><title>{}</title>"#,
        g.kind.letter(),
        g.data,
        if g.dislodged { r#" data-dislodged="yes""# } else { "" },
        num(g.at.0),
        num(g.at.1),
        escape(g.title)
    );
    let _ = write!(s, r#"<path d="{d}" fill="none" stroke="{HALO}" stroke-width="{}"/>"#, num(r * 0.3));
    let _ = write!(s, r#"<path d="{d}" fill="{}" stroke="{INK}" stroke-width="2"{dash}/>"#, escape(g.fill));
    // No initial on a star; on a hull, a little above its middle.
    if symbol != Symbol::Star && !g.initial.is_empty() {
        let y = if symbol == Symbol::Ship { -0.02 * r } else { 0.0 };
        let _ = write!(
            s,
            r#"<text y="{}" font-family="sans-serif" font-weight="700" font-size="{}" text-anchor="middle" dominant-baseline="central" fill="{}">{}</text>"#,
            num(y),
            num(r * 0.95 * initial_scale(g.initial)),
            escape(g.text),
            escape(g.initial)
        );
    }
    s.push_str("</g>");
    s
}

/// How much smaller a power's initial is written than one letter: two letters (Das
/// Dippyspiel's 26 powers share first letters) at 0.72 of the size, so that both fit inside a
/// glyph's body or a centre's marker.
pub(super) fn initial_scale(initial: &str) -> f64 {
    if initial.chars().count() > 1 { 0.72 } else { 1.0 }
}

/// A supply centre's marker at `at`, of radius `k`: the owner's colour with the owner's initial
/// written in it (so that a black-and-white print still tells owners apart, as the units' glyphs
/// do), or plain and smaller when it is neutral. `owner` gives the fill, the initial's colour and
/// the initial; `data` names the centre, already escaped.
pub fn centre_marker(at: Point, k: f64, owner: Option<(&str, &str, &str)>, title: &str, data: &str) -> String {
    let (x, y) = (num(at.0), num(at.1));
    let (r, fill) = match owner {
        Some((fill, _, _)) => (k, escape(fill)),
        None => (k * 0.65, HALO.to_string()),
    };
    let mut s = format!(
        r#"<g {data}><title>{}</title><circle cx="{x}" cy="{y}" r="{}" fill="{fill}" stroke="{INK}" stroke-width="2.5"/>"#,
        escape(title),
        num(r)
    );
    if let Some((_, text, initial)) = owner {
        let _ = write!(
            s,
            r#"<text x="{x}" y="{y}" font-family="sans-serif" font-weight="700" font-size="{}" text-anchor="middle" dominant-baseline="central" fill="{}">{}</text>"#,
            num(k * 1.3 * initial_scale(initial)),
            escape(text),
            escape(initial)
        );
    }
    s.push_str("</g>");
    s
}

/// The kinds of order line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stroke {
    /// A move: a solid line with an arrowhead.
    Move,
    /// A retreat: a move's arrow in a brown ink, from the dislodged unit.
    Retreat,
    /// A support to move: a dotted line ending in a small ring on the move's path.
    Support,
    /// A support to hold: the same, its ring at the edge of the unit supported.
    SupportHold,
    /// A convoy: a dash-and-dot line ending in a small diamond.
    Convoy,
}

/// An order's line from `from` to `to` through `via` (a convoy route written out), kept clear
/// of the glyphs at both ends (`r` their radius). A failed order is dashed and crossed where it
/// ends.
pub fn order_line(stroke: Stroke, points: &[Point], r: f64, failed: bool, data: &str) -> String {
    let (Some(&first), Some(&last)) = (points.first(), points.last()) else { return String::new() };
    let second = points.get(1).copied().unwrap_or(last);
    let before_last = if points.len() > 1 { points[points.len() - 2] } else { first };
    let start = toward(first, second, r * 0.9);
    let end_gap = match stroke {
        Stroke::Move | Stroke::Retreat => r * 1.05,
        Stroke::SupportHold => r * 1.15,
        Stroke::Support | Stroke::Convoy => r * 0.2,
    };
    let end = toward(last, before_last, end_gap);
    let head = r * 0.75;
    // The line stops where the head begins.
    let line_end = match stroke {
        Stroke::Move | Stroke::Retreat => toward(end, before_last, head * 0.8),
        Stroke::Support | Stroke::SupportHold | Stroke::Convoy => end,
    };
    let mut d = format!("M{} {}", num(start.0), num(start.1));
    for p in &points[1..points.len().saturating_sub(1)] {
        let _ = write!(d, "L{} {}", num(p.0), num(p.1));
    }
    let _ = write!(d, "L{} {}", num(line_end.0), num(line_end.1));
    let (ink, width, dash) = match stroke {
        Stroke::Move => (INK, 4.0, if failed { "10 6" } else { "" }),
        Stroke::Retreat => (RETREAT_INK, 4.0, if failed { "10 6" } else { "" }),
        Stroke::Support | Stroke::SupportHold => (INK, 2.5, "2 5"),
        Stroke::Convoy => (INK, 2.5, "10 4 2 4"),
    };
    let dash_attr = if dash.is_empty() { String::new() } else { format!(r#" stroke-dasharray="{dash}""#) };
    let mut s = format!(r#"<g {data}>"#);
    let _ = write!(
        s,
        r#"<path d="{d}" fill="none" stroke="{HALO}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"/>"#,
        num(width + 4.0)
    );
    let _ = write!(
        s,
        r#"<path d="{d}" fill="none" stroke="{ink}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"{dash_attr}/>"#,
        num(width)
    );
    s.push_str(&ending(stroke, end, before_last, head, ink));
    if failed {
        let at = match stroke {
            Stroke::Move | Stroke::Retreat => toward(end, before_last, head * 1.6),
            Stroke::Support | Stroke::SupportHold | Stroke::Convoy => midpoint(start, end),
        };
        s.push_str(&cross(at, r * 0.42));
    }
    s.push_str("</g>");
    s
}

/// The end of an order's line: an arrowhead, a ring or a diamond at `end`, pointing away from
/// `from`.
fn ending(stroke: Stroke, end: Point, from: Point, head: f64, ink: &str) -> String {
    let (dx, dy) = unit_vector(from, end);
    match stroke {
        Stroke::Move | Stroke::Retreat => {
            let base = (end.0 - dx * head, end.1 - dy * head);
            let w = head * 0.55;
            let a = (base.0 - dy * w, base.1 + dx * w);
            let b = (base.0 + dy * w, base.1 - dx * w);
            let d = format!("M{} {}L{} {}L{} {}Z", num(end.0), num(end.1), num(a.0), num(a.1), num(b.0), num(b.1));
            format!(r#"<path d="{d}" fill="{ink}" stroke="{HALO}" stroke-width="1.5" stroke-linejoin="round"/>"#)
        }
        Stroke::Support | Stroke::SupportHold => format!(
            r#"<circle cx="{}" cy="{}" r="{}" fill="{HALO}" stroke="{ink}" stroke-width="2.5"/>"#,
            num(end.0),
            num(end.1),
            num(head * 0.35)
        ),
        Stroke::Convoy => {
            let k = head * 0.4;
            let d = format!(
                "M{} {}L{} {}L{} {}L{} {}Z",
                num(end.0),
                num(end.1 - k),
                num(end.0 + k),
                num(end.1),
                num(end.0),
                num(end.1 + k),
                num(end.0 - k),
                num(end.1)
            );
            format!(r#"<path d="{d}" fill="{HALO}" stroke="{ink}" stroke-width="2.5"/>"#)
        }
    }
}

/// A cross of half-size `k` at `at`: an order failed, a unit disbanded or removed.
pub fn cross(at: Point, k: f64) -> String {
    let d = format!(
        "M{} {}L{} {}M{} {}L{} {}",
        num(at.0 - k),
        num(at.1 - k),
        num(at.0 + k),
        num(at.1 + k),
        num(at.0 - k),
        num(at.1 + k),
        num(at.0 + k),
        num(at.1 - k)
    );
    format!(
        r#"<g data-mark="cross"><path d="{d}" stroke="{HALO}" stroke-width="8" stroke-linecap="round"/><path d="{d}" stroke="{CROSS_INK}" stroke-width="4" stroke-linecap="round"/></g>"#
    )
}

/// A ring around a unit built this phase; dashed, with a small cross on it, around the place of
/// a build that failed (whatever stands there is not crossed out).
pub fn ring(at: Point, r: f64, failed: bool) -> String {
    let dash = if failed { r#" stroke-dasharray="6 4""# } else { "" };
    let mut s = format!(
        r#"<g data-mark="{}"><circle cx="{x}" cy="{y}" r="{k}" fill="none" stroke="{HALO}" stroke-width="7"/><circle cx="{x}" cy="{y}" r="{k}" fill="none" stroke="{INK}" stroke-width="3"{dash}/>"#,
        if failed { "build-failed" } else { "built" },
        x = num(at.0),
        y = num(at.1),
        k = num(r * 1.4),
    );
    if failed {
        s.push_str(&cross((at.0 + r, at.1 - r), r * 0.35));
    }
    s.push_str("</g>");
    s
}

/// The point `distance` from `from` toward `to` (`from` itself when they meet).
fn toward(from: Point, to: Point, distance: f64) -> Point {
    let (dx, dy) = unit_vector(from, to);
    (from.0 + dx * distance, from.1 + dy * distance)
}

fn unit_vector(from: Point, to: Point) -> Point {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1e-9 { (0.0, 0.0) } else { (dx / len, dy / len) }
}

/// The point halfway between two.
pub fn midpoint(a: Point, b: Point) -> Point {
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
}

#[cfg(test)]
mod tests {
    use super::{Glyph, glyph};
    use graustark::map::UnitKind;

    /// Each kind is drawn by its symbol: the initial on all but the Leader's star, a little
    /// above the middle of a fleet's hull.
    #[test]
    fn each_kind_is_drawn_by_its_symbol() {
        let drawn = |kind| {
            let g = Glyph {
                kind,
                at: (0.0, 0.0),
                r: 10.0,
                fill: "red",
                text: "white",
                initial: "E",
                title: "",
                dislodged: false,
                data: "",
            };
            glyph(&g)
        };
        assert!(drawn(UnitKind::Army).contains(r#"<text y="0""#));
        assert!(drawn(UnitKind::Fleet).contains(r#"<text y="-0.2""#));
        assert!(drawn(UnitKind::CoastGuard).contains(r#"<text y="0""#));
        assert!(!drawn(UnitKind::Leader).contains("<text"));
        let path = |k| drawn(k).split(r#"d=""#).nth(1).and_then(|d| d.split('"').next()).map(str::to_string);
        let paths: Vec<Option<String>> = UnitKind::ALL.iter().map(|&k| path(k)).collect();
        for (i, p) in paths.iter().enumerate() {
            assert!(p.is_some());
            assert!(paths[i + 1..].iter().all(|q| q != p), "each kind has a shape of its own");
        }
    }

    /// Das Dippyspiel's 26 powers share first letters: a two-letter initial is written smaller,
    /// on a glyph and on a centre's marker, so that both letters fit inside.
    #[test]
    fn a_two_letter_initial_is_written_smaller() {
        let size = |initial: &str| {
            let g = Glyph {
                kind: UnitKind::Army,
                at: (0.0, 0.0),
                r: 10.0,
                fill: "red",
                text: "white",
                initial,
                title: "",
                dislodged: false,
                data: "",
            };
            let s = glyph(&g);
            s.split(r#"font-size=""#).nth(1).and_then(|t| t.split('"').next()).map(str::to_string)
        };
        assert_eq!(size("G").as_deref(), Some("9.5"));
        assert_eq!(size("Gr").as_deref(), Some("6.8"));
        let marker = super::centre_marker((0.0, 0.0), 10.0, Some(("red", "white", "Gr")), "", "");
        assert!(marker.contains(r#"font-size="9.4""#), "{marker}");
    }
}
