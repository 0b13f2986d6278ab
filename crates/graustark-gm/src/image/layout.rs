//! A board's `layout.json` as the image reads it: the view box, the units' size, where each
//! province's and coast's unit (and dislodged unit) stands, where each supply centre's marker
//! is, and each power's colours.

use super::ImageError;
use graustark::map::{LocId, Map, PowerId, ProvinceId};
use serde::Deserialize;
use std::collections::HashMap;

/// A point on the board.
pub(super) type Point = (f64, f64);

/// A board's `layout.json` as read, before it is checked against the map it is drawn for: from
/// its text ([`LayoutFile::from_json`]) or from any serde deserializer (the gamesmaster's wasm
/// reads it as the browser's `JSON.parse` gave it).
#[derive(Deserialize)]
#[serde(expecting = "a layout: an object with its viewBox, unit_radius and provinces")]
pub struct LayoutFile {
    #[serde(rename = "viewBox")]
    view_box: [f64; 4],
    unit_radius: f64,
    provinces: HashMap<String, Anchors>,
    #[serde(default)]
    coasts: HashMap<String, Anchors>,
    #[serde(default)]
    powers: HashMap<String, PowerColours>,
}

#[derive(Deserialize)]
#[serde(expecting = "anchors: an object with a unit point")]
struct Anchors {
    unit: [f64; 2],
    #[serde(default)]
    dislodged: Option<[f64; 2]>,
    /// The supply centre's marker (a province's only).
    #[serde(default)]
    centre: Option<[f64; 2]>,
    /// The centre of the province's name (a province's only).
    #[serde(default)]
    label: Option<[f64; 2]>,
}

/// A power's colours: its units' fill, the colour of the initial written on them, and the tint
/// of the provinces whose centres it owns (none: not tinted).
#[derive(Deserialize, Clone)]
#[serde(expecting = "a power's colours: an object with its unit and text colours")]
pub(super) struct PowerColours {
    pub unit: String,
    pub text: String,
    #[serde(default)]
    pub tint: Option<String>,
}

/// An owned centre's marker's radius, in unit radii: larger than the board's own dot, for the
/// owner's initial written in it.
pub(super) const CENTRE_MARKER: f64 = 0.7;

/// The box a province's name is kept clear of, in board units: half a bold capital's width of
/// the drawing's 22-unit names (measured: LON is 50 units wide), and half their height.
const NAME_HALF_LETTER: f64 = 8.5;
const NAME_HALF_HEIGHT: f64 = 11.0;

/// Room kept between a centre's marker (with its outline) and a name.
const MARKER_ROOM: f64 = 2.5;

/// `centre` moved, if it must be, so a marker of radius `r` there leaves the name of `letters`
/// centred at `label` uncovered: straight away from the nearest point of the name's box (out
/// above or below when the marker's centre is inside it).
pub(super) fn clear_of_label(centre: Point, r: f64, label: Point, letters: usize) -> Point {
    let (hw, hh) = (NAME_HALF_LETTER * letters as f64, NAME_HALF_HEIGHT);
    let near = (centre.0.clamp(label.0 - hw, label.0 + hw), centre.1.clamp(label.1 - hh, label.1 + hh));
    let (dx, dy) = (centre.0 - near.0, centre.1 - near.1);
    let apart = dx.hypot(dy);
    let need = r + MARKER_ROOM;
    if apart >= need {
        return centre;
    }
    if apart > 0.0 {
        let k = need / apart;
        return (near.0 + dx * k, near.1 + dy * k);
    }
    // Inside the box: out through its nearer side, above or below.
    let below = centre.1 >= label.1;
    let y = if below { label.1 + hh + need } else { label.1 - hh - need };
    (centre.0, y)
}

/// The layout, checked against the map it is drawn for.
pub(super) struct Layout {
    pub view_box: [f64; 4],
    pub radius: f64,
    /// Each location's unit anchor and dislodged anchor, by location index.
    anchors: Vec<(Point, Point)>,
    /// Where each province's supply-centre marker goes, by province index: the layout's
    /// `centre`, else above its unit's place, moved clear of its name (see [`clear_of_label`]).
    centres: Vec<Point>,
    /// Each power's colours, by power index.
    colours: Vec<PowerColours>,
}

impl LayoutFile {
    /// Reads a `layout.json`'s text.
    #[cfg(feature = "json")]
    pub fn from_json(text: &str) -> Result<LayoutFile, ImageError> {
        serde_json::from_str(text).map_err(|e| ImageError::Layout(format!("not a board layout: {e}")))
    }
}

impl Layout {
    /// Checks `json` has an anchor for every place a unit can stand on `map` and colours for
    /// every power: every one missing is named.
    pub fn check(map: &Map, json: LayoutFile) -> Result<Layout, ImageError> {
        let [_, _, w, h] = json.view_box;
        if !(w > 0.0 && h > 0.0 && json.view_box.iter().all(|v| v.is_finite())) {
            return Err(ImageError::Layout("\"viewBox\" must be four numbers with a positive width and height".into()));
        }
        if !(json.unit_radius > 0.0 && json.unit_radius.is_finite()) {
            return Err(ImageError::Layout("\"unit_radius\" must be a positive number".into()));
        }
        let mut missing = Vec::new();
        let mut anchors = Vec::with_capacity(map.locations.len());
        let mut centres = vec![(0.0, 0.0); map.provinces.len()];
        for loc in &map.locations {
            let province = &map.province(loc.province).id;
            let found = match &loc.coast {
                Some(coast) => json.coasts.get(&format!("{province}/{coast}")),
                None => json.provinces.get(province),
            };
            match found {
                Some(a) => {
                    let unit = (a.unit[0], a.unit[1]);
                    let offset = 0.9 * json.unit_radius;
                    let dislodged = a.dislodged.map_or((unit.0 + offset, unit.1 - offset), |d| (d[0], d[1]));
                    anchors.push((unit, dislodged));
                    if loc.coast.is_none() {
                        let centre = a.centre.map_or((unit.0, unit.1 - 1.6 * json.unit_radius), |c| (c[0], c[1]));
                        let marker = CENTRE_MARKER * json.unit_radius;
                        let letters = province.chars().count();
                        centres[loc.province.0 as usize] =
                            a.label.map_or(centre, |l| clear_of_label(centre, marker, (l[0], l[1]), letters));
                    }
                }
                None if map.province(loc.province).kind == graustark::map::ProvinceKind::Impassable => {
                    anchors.push(((0.0, 0.0), (0.0, 0.0)));
                }
                None => {
                    missing.push(match &loc.coast {
                        Some(coast) => format!("coasts.\"{province}/{coast}\""),
                        None => format!("provinces.\"{province}\""),
                    });
                }
            }
        }
        let mut colours = Vec::with_capacity(map.powers.len());
        for power in &map.powers {
            match json.powers.get(&power.id) {
                Some(c) => colours.push(c.clone()),
                None => missing.push(format!("powers.\"{}\"", power.id)),
            }
        }
        if !missing.is_empty() {
            return Err(ImageError::Layout(format!("no entry for {}", missing.join(", "))));
        }
        Ok(Layout { view_box: json.view_box, radius: json.unit_radius, anchors, centres, colours })
    }

    /// Where a unit at `l` stands.
    pub fn unit_at(&self, l: LocId) -> Point {
        self.anchors.get(l.0 as usize).map_or((0.0, 0.0), |a| a.0)
    }

    /// Where a dislodged unit at `l` stands.
    pub fn dislodged_at(&self, l: LocId) -> Point {
        self.anchors.get(l.0 as usize).map_or((0.0, 0.0), |a| a.1)
    }

    /// Where province `p`'s supply-centre marker goes.
    pub fn centre_at(&self, p: ProvinceId) -> Point {
        self.centres.get(p.0 as usize).copied().unwrap_or((0.0, 0.0))
    }

    /// The tint of the provinces whose centres `p` owns, if the layout gives one.
    pub fn tint(&self, p: PowerId) -> Option<&str> {
        self.colours.get(p.0 as usize).and_then(|c| c.tint.as_deref())
    }

    /// A power's colours: its units' fill and its initial's (grey and black for a power the
    /// layout was not checked for).
    pub fn colours(&self, p: PowerId) -> (&str, &str) {
        self.colours.get(p.0 as usize).map_or(("#808080", "#000000"), |c| (c.unit.as_str(), c.text.as_str()))
    }
}
