//! The title above the board and the legend under it, sized to be read in print: the image is
//! printed across an A4 page's width less its margins (US letter is wider, so A4 is the worse
//! case) and its words are then at least [`PRINT_PT`] points. The legend names every power of
//! the map with its colour, initial and the centres it owns, and shows each mark the board
//! can carry, drawn as on the board.

use super::draw::{Glyph, Stroke, centre_marker, cross, escape, glyph, num, order_line, ring};
use super::layout::{Layout, Point};
use graustark::map::{Allowed, Map, PowerId, UnitKind};
use std::fmt::Write;

/// The width the image is printed at, in millimetres: A4 (210 mm) less 15 mm each side.
pub const PRINT_WIDTH_MM: f64 = 180.0;
/// The smallest text of the title and the legend at that width, in points (72 to the inch).
pub const PRINT_PT: f64 = 9.0;

/// The ink and paper of the bands.
const INK: &str = "#1d1a16";
const PAPER: &str = "#fffaf0";
/// The fill of the unit drawn beside a mark that belongs to no power.
const ANY_UNIT: &str = "#c9c3b8";

/// The legend's font size, in the image's units, for an image `width` units wide.
pub fn font_size(width: f64) -> f64 {
    (PRINT_PT * 25.4 / 72.0 * width / PRINT_WIDTH_MM).ceil()
}

/// A band of the image, above or below the board: its marks and its height.
pub struct Band {
    pub svg: String,
    pub height: f64,
}

/// The width `text` will take at `size`, estimated on the generous side (a sans-serif letter
/// is about half its size wide), since the image cannot measure its fonts.
fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.56
}

fn text_at(x: f64, y: f64, size: f64, weight: u32, text: &str) -> String {
    format!(
        r#"<text x="{}" y="{}" font-family="sans-serif" font-size="{}" font-weight="{weight}" dominant-baseline="central" fill="{INK}">{}</text>"#,
        num(x),
        num(y),
        num(size),
        escape(text)
    )
}

/// The title, in as many lines as the width needs, in a band whose bottom is at `bottom`.
pub fn title_band(title: &str, x: f64, bottom: f64, width: f64) -> Band {
    let size = (font_size(width) * 1.3).round();
    let pad = size * 0.5;
    let mut lines: Vec<String> = Vec::new();
    for word in title.split(' ') {
        match lines.last_mut() {
            Some(line) if text_width(line, size) + text_width(word, size) + size * 0.3 <= width - 2.0 * pad => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    let line_height = size * 1.25;
    let height = 2.0 * pad + lines.len() as f64 * line_height;
    let top = bottom - height;
    let mut svg = background(x, top, width, height);
    for (i, line) in lines.iter().enumerate() {
        svg.push_str(&text_at(x + pad, top + pad + (i as f64 + 0.5) * line_height, size, 700, line));
    }
    Band { svg, height }
}

fn background(x: f64, y: f64, w: f64, h: f64) -> String {
    format!(r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{PAPER}"/>"#, num(x), num(y), num(w), num(h))
}

/// What an entry of the legend shows beside its words.
#[derive(Clone, Copy)]
enum Sample {
    /// A power's army, in its colour with its initial.
    Power(PowerId),
    /// A unit of a kind, told by its shape.
    Kind(UnitKind),
    /// A supply centre's marker: owned (by the map's first power, for the sample) or neutral.
    Centre(bool),
    /// An order's line; failed or not.
    Line(Stroke, bool),
    /// A unit dislodged (dashed), built (ringed) or gone (crossed).
    Dislodged,
    Built,
    Gone,
    /// A build that failed: the dashed, crossed ring.
    BuildFailed,
    /// A move set out on a crossing of two seasons: its arrow stops halfway.
    SetOut,
    /// Das Dippyspiel's build centre's frame, papal centre's mitre and gold's coin.
    #[cfg(feature = "world")]
    BuildCentre,
    #[cfg(feature = "world")]
    PapalCentre,
    #[cfg(feature = "world")]
    Gold,
}

/// The marks the board can carry: the sample, the words, the entry's `data-legend` name.
const MARKS: [(Sample, &str, &str); 11] = [
    (Sample::Centre(true), "centre owned: owner's colour and initial, province tinted", "centre-owned"),
    (Sample::Centre(false), "neutral centre", "centre-neutral"),
    (Sample::Line(Stroke::Move, false), "move", "move"),
    (Sample::Line(Stroke::Support, false), "support", "support"),
    (Sample::Line(Stroke::Convoy, false), "convoy", "convoy"),
    (Sample::Line(Stroke::Move, true), "failed order", "failed"),
    (Sample::Dislodged, "dislodged", "dislodged"),
    (Sample::Line(Stroke::Retreat, false), "retreat", "retreat"),
    (Sample::Built, "built", "built"),
    (Sample::BuildFailed, "build that failed", "build-failed"),
    (Sample::Gone, "disbanded or removed", "removed"),
];

/// What the legend tells of a position: the owner of each province's centre, and the kinds of
/// unit on the board besides armies and fleets (coast guards, Leaders).
pub struct Shown<'a> {
    pub owners: &'a [Option<PowerId>],
    pub kinds: Vec<UnitKind>,
    /// Whether a move set out on a crossing of two seasons (Das Dippyspiel, rule 11).
    pub set_out: bool,
    /// What of Das Dippyspiel's economy the board shows.
    #[cfg(feature = "world")]
    pub economy: super::economy::EconomyShown,
}

/// The legend under the board, whose top is at `top`: every power of `map` with the centres it
/// owns, the kinds of unit, then each mark.
pub fn legend_band(map: &Map, layout: &Layout, shown: &Shown, x: f64, top: f64, width: f64) -> Band {
    let owners = shown.owners;
    let size = font_size(width);
    let mut entries: Vec<(Sample, String, &str)> = Vec::new();
    for (i, power) in map.powers.iter().enumerate() {
        let p = PowerId(i as u8);
        let n = owners.iter().filter(|o| **o == Some(p)).count();
        let label = format!("{}: {n} {}", power.name, if n == 1 { "centre" } else { "centres" });
        entries.push((Sample::Power(p), label, "power"));
    }
    let first_of_marks = entries.len();
    // The kinds every board has, and the others where they stand.
    for kind in UnitKind::ALL {
        if kind.allowed() == Allowed::Always || shown.kinds.contains(&kind) {
            entries.push((Sample::Kind(kind), kind.capabilities().title.to_string(), "kind"));
        }
    }
    entries.extend(MARKS.iter().map(|(sample, label, name)| (*sample, label.to_string(), *name)));
    if shown.set_out {
        entries.push((Sample::SetOut, "setting out: arrives next season".to_string(), "set-out"));
    }
    #[cfg(feature = "world")]
    economy_entries(shown.economy, &mut entries);

    let pad = size * 0.5;
    let row = size * 2.3;
    let sample_width = size * 3.0;
    let (mut cx, mut rows) = (x + pad, 1.0);
    let mut marks = String::new();
    for (i, (sample, label, name)) in entries.iter().enumerate() {
        let w = sample_width + size * 0.4 + text_width(label, size);
        let new_row = i == first_of_marks || cx + w > x + width - pad;
        if new_row && cx > x + pad {
            cx = x + pad;
            rows += 1.0;
        }
        let cy = top + pad + (rows - 0.5) * row;
        let power = match sample {
            Sample::Power(p) => format!(r#" data-power="{}""#, escape(&map.power(*p).id)),
            _ => String::new(),
        };
        let _ = write!(marks, r#"<g data-legend="{name}"{power}>"#);
        marks.push_str(&draw_sample(sample, map, layout, (cx + sample_width / 2.0, cy), size));
        marks.push_str(&text_at(cx + sample_width + size * 0.4, cy, size, 400, label));
        marks.push_str("</g>");
        cx += w + size * 1.2;
    }
    let height = 2.0 * pad + rows * row;
    let mut svg = background(x, top, width, height);
    let _ =
        write!(svg, r#"<path d="M{} {}H{}" stroke="{INK}" stroke-width="2"/>"#, num(x), num(top + 1.0), num(x + width));
    svg.push_str(&marks);
    Band { svg, height }
}

/// Das Dippyspiel's economy's entries, for what the board shows of it.
#[cfg(feature = "world")]
fn economy_entries(shown: super::economy::EconomyShown, entries: &mut Vec<(Sample, String, &str)>) {
    let all = [
        (shown.build_centres, Sample::BuildCentre, "build centre (framed)", "build-centre"),
        (shown.papal_centres, Sample::PapalCentre, "papal centre: owner's colour and initial", "papal-centre"),
        (shown.gold, Sample::Gold, "gold: G in a coin ringed in its owner's colour", "gold"),
    ];
    for (on, sample, label, name) in all {
        if on {
            entries.push((sample, label.to_string(), name));
        }
    }
}

/// An entry's sample, centred on `at`, for words of `size`.
fn draw_sample(sample: &Sample, map: &Map, layout: &Layout, at: Point, size: f64) -> String {
    let r = size * 0.6;
    let unit = |kind: UnitKind, dislodged: bool| {
        glyph(&Glyph { kind, at, r, fill: ANY_UNIT, text: INK, initial: "", title: "", dislodged, data: "" })
    };
    let any_unit = |dislodged: bool| unit(UnitKind::Army, dislodged);
    let (left, right) = ((at.0 - size * 1.5, at.1), (at.0 + size * 1.5, at.1));
    match *sample {
        Sample::Power(p) => {
            let (fill, text) = layout.colours(p);
            let power = map.power(p);
            // The initial is written as large as the words beside it.
            glyph(&Glyph {
                kind: UnitKind::Army,
                at,
                r: size * 1.06,
                fill,
                text,
                initial: &power.initial,
                title: &power.name,
                dislodged: false,
                data: "",
            })
        }
        Sample::Kind(kind) => unit(kind, false),
        Sample::Centre(owned) => {
            // The initial as large as the words beside it.
            let owner = (owned && !map.powers.is_empty()).then_some(PowerId(0)).map(|p| {
                let (fill, text) = layout.colours(p);
                (fill, text, map.power(p).initial.as_str())
            });
            centre_marker(at, size / 1.3, owner, "", "")
        }
        Sample::Line(stroke, failed) => order_line(stroke, &[left, right], r, failed, ""),
        Sample::Dislodged => any_unit(true),
        Sample::Built => any_unit(false) + &ring(at, r, false),
        Sample::BuildFailed => ring(at, r, true),
        Sample::Gone => any_unit(true) + &cross(at, r * 0.7),
        // Shorter than the move's sample: the arrow stops short of where it is bound.
        Sample::SetOut => order_line(Stroke::Move, &[left, (at.0 + size * 0.9, at.1)], r, false, ""),
        #[cfg(feature = "world")]
        Sample::BuildCentre => {
            centre_marker(at, size / 1.3, None, "", "") + &super::economy::build_frame(at, size / 1.3, "", "")
        }
        #[cfg(feature = "world")]
        Sample::PapalCentre => {
            let owner = if map.powers.is_empty() { None } else { Some(PowerId(0)) };
            let (fill, text) = owner.map_or((ANY_UNIT, INK), |p| layout.colours(p));
            let initial = owner.map_or("", |p| map.power(p).initial.as_str());
            super::economy::papal_marker(at, size / 1.3, (fill, text, initial), "", "")
        }
        #[cfg(feature = "world")]
        Sample::Gold => super::economy::coin(at, size * 0.75, INK, "10", "", ""),
    }
}
