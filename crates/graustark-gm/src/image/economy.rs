//! Das Dippyspiel's economy on the map image (graustark's `world`; rules 3, 5 and 8): each build
//! centre framed by a square round its centre's marker, each papal centre a mitre in its owner's
//! colour with its initial, and each pile of gold a coin ringed in its owner's colour with its
//! amount; the underground's gold is the legend's to tell, not the board's.

use super::draw::{HALO, INK, escape, initial_scale, num};
use super::layout::{Layout, Point};
use graustark::map::{Gold, Map, PowerId, ProvinceId};
use graustark::state::GameState;
use std::fmt::Write;

/// Gold's colour on the image.
pub(super) const GOLD: &str = "#e0b000";

/// What of the economy the image shows, for the legend.
#[derive(Clone, Copy, Debug, Default)]
pub struct EconomyShown {
    pub build_centres: bool,
    pub papal_centres: bool,
    pub gold: bool,
}

/// The economy's marks for the position `s`: build centres, papal centres, gold; and what the
/// legend must explain.
pub(super) fn economy_marks(map: &Map, layout: &Layout, s: &GameState) -> (String, EconomyShown) {
    let mut out = String::new();
    let mut shown = EconomyShown::default();
    if map.economy.is_none() {
        return (out, shown);
    }
    let k = layout.radius * super::layout::CENTRE_MARKER;
    for (i, power) in map.powers.iter().enumerate() {
        for &c in s.build_centres(map, PowerId(i as u8)) {
            let title = format!("{}: build centre of {}", map.province(c).name, power.name);
            let data =
                format!(r#"data-build-centre="{}" data-power="{}""#, escape(&map.province(c).id), escape(&power.id));
            out.push_str(&build_frame(layout.centre_at(c), k, &title, &data));
            shown.build_centres = true;
        }
    }
    for c in &s.economy.church.centres {
        let (fill, text) = layout.colours(c.owner);
        let owner = map.power(c.owner);
        let title = format!("{}: papal centre of {}", map.province(c.province).name, owner.name);
        let data = format!(
            r#"data-papal-centre="{}" data-owner="{}""#,
            escape(&map.province(c.province).id),
            escape(&owner.id)
        );
        // Above the centre's place, clear of a papal unit raised on it.
        let (x, y) = layout.centre_at(c.province);
        out.push_str(&papal_marker((x, y - 0.6 * k), k, (fill, text, &owner.initial), &title, &data));
        shown.papal_centres = true;
    }
    shown.gold = gold_marks(map, layout, s, &mut out);
    (out, shown)
}

/// A coin for each pile of gold on the board, beside its province's unit; several in one
/// province side by side. Whether any was drawn.
fn gold_marks(map: &Map, layout: &Layout, s: &GameState, out: &mut String) -> bool {
    let r = layout.radius * 0.55;
    let mut drawn: Vec<ProvinceId> = Vec::new();
    for pile in s.economy.gold.iter().filter(|g| map.below != Some(g.at)) {
        let nth = drawn.iter().filter(|&&p| p == pile.at).count() as f64;
        drawn.push(pile.at);
        let (ux, uy) = layout.unit_at(map.province_loc(pile.at));
        let at = (ux + layout.radius * 1.1 + nth * r * 2.2, uy + layout.radius * 0.9);
        let (ring, _) = layout.colours(pile.power);
        let power = map.power(pile.power);
        let title = format!("{}: {} of {}", map.province(pile.at).name, pile.amount, power.name);
        let data = format!(r#"data-gold="{}" data-power="{}""#, escape(&map.province(pile.at).id), escape(&power.id));
        out.push_str(&coin(at, r, ring, &amount(pile.amount), &title, &data));
    }
    !drawn.is_empty()
}

/// An amount as the coin writes it: whole G without the letter (`40`, `12.5`).
fn amount(g: Gold) -> String {
    g.to_string().trim_end_matches('G').to_string()
}

/// A build centre's frame: a square round the centre's marker of radius `k`.
pub(super) fn build_frame(at: Point, k: f64, title: &str, data: &str) -> String {
    let h = k * 1.45;
    format!(
        r#"<g {data}><title>{}</title><rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{INK}" stroke-width="2"/></g>"#,
        escape(title),
        num(at.0 - h),
        num(at.1 - h),
        num(2.0 * h),
        num(2.0 * h)
    )
}

/// A papal centre's marker: a mitre of height about `2k` in its owner's colour (`fill`, the
/// initial's colour, the initial).
pub(super) fn papal_marker(
    at: Point,
    k: f64,
    (fill, text, initial): (&str, &str, &str),
    title: &str,
    data: &str,
) -> String {
    let (x, y) = at;
    let d = format!(
        "M{} {}L{} {}L{} {}L{} {}L{} {}Z",
        num(x - k),
        num(y + k),
        num(x - k),
        num(y - 0.2 * k),
        num(x),
        num(y - 1.3 * k),
        num(x + k),
        num(y - 0.2 * k),
        num(x + k),
        num(y + k)
    );
    format!(
        r#"<g {data}><title>{}</title><path d="{d}" fill="{}" stroke="{INK}" stroke-width="2.5"/><text x="{}" y="{}" font-family="sans-serif" font-weight="700" font-size="{}" text-anchor="middle" dominant-baseline="central" fill="{}">{}</text></g>"#,
        escape(title),
        escape(fill),
        num(x),
        num(y + 0.15 * k),
        num(k * 1.1 * initial_scale(initial)),
        escape(text),
        escape(initial)
    )
}

/// A coin of radius `r`: gold, ringed in `ring`, with `label` written on it.
pub(super) fn coin(at: Point, r: f64, ring: &str, label: &str, title: &str, data: &str) -> String {
    let size = if label.chars().count() > 3 { r * 0.8 } else { r * 1.05 };
    let mut s = format!(
        r#"<g {data}><title>{}</title><circle cx="{}" cy="{}" r="{}" fill="{GOLD}" stroke="{}" stroke-width="{}"/>"#,
        escape(title),
        num(at.0),
        num(at.1),
        num(r),
        escape(ring),
        num(r * 0.35)
    );
    let _ = write!(
        s,
        r#"<text x="{}" y="{}" font-family="sans-serif" font-weight="700" font-size="{}" text-anchor="middle" dominant-baseline="central" fill="{INK}" stroke="{HALO}" stroke-width="0.5" paint-order="stroke">{}</text></g>"#,
        num(at.0),
        num(at.1),
        num(size),
        escape(label)
    );
    s
}
