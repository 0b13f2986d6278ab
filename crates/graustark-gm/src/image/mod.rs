//! A map image of a phase (or of a season's phases) for the gamesmaster to send with the
//! report: the board's own drawing (`board.svg`) with the position after the phases, each unit
//! a glyph in its power's colour (army, fleet, coast guard and Leader told apart by shape, and
//! marked with the power's initial), the orders given with their results, the dislodged units,
//! the units built and removed, and each supply centre's owner (its marker in the owner's colour
//! with the owner's initial in it, for a black-and-white print; the province tinted); a
//! legend under the board that can be read when the image is printed on a page. The text report stays the record (house rules 11.1: maps
//! "do not form part of the adjudication"); the image only shows it.
//!
//! The library does no I/O: the caller reads the map's `board.svg` and `layout.json` (see
//! `layout.rs`) and writes the SVG text returned.

mod art;
mod draw;
#[cfg(feature = "world")]
mod economy;
mod layout;
mod legend;

use draw::{Glyph, Stroke, centre_marker, cross, escape, glyph, midpoint, num, order_line, ring};
use graustark::game::{Decided, PhaseResult};
use graustark::map::{LocId, Map, PowerId, ProvinceId};
use graustark::order::{Action, Order};
use graustark::state::{GameState, Unit};
use layout::{Layout, Point};
use std::fmt::Write;

pub use draw::escape as escape_svg;
pub use layout::LayoutFile;
pub use legend::{PRINT_PT, PRINT_WIDTH_MM};

/// One phase to draw: the position its orders were given in, the orders, and what `play` made
/// of them.
#[derive(Clone, Copy, Debug)]
pub struct PhaseDrawn<'a> {
    pub before: &'a GameState,
    pub orders: &'a [Order],
    pub result: &'a PhaseResult,
}

/// Why an image cannot be drawn: the board's drawing or its layout is not what the image needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImageError {
    /// `board.svg`'s problem.
    Art(String),
    /// `layout.json`'s problem.
    Layout(String),
}

impl std::fmt::Display for ImageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ImageError::Art(m) => write!(f, "board.svg: {m}"),
            ImageError::Layout(m) => write!(f, "layout.json: {m}"),
        }
    }
}

impl std::error::Error for ImageError {}

/// Draws `phases` (played one after another) on the board: `art` is the text of the map's
/// Whether a move set out in the phase on a crossing of two seasons (Das Dippyspiel, rule 11).
fn sets_out(phase: &PhaseDrawn) -> bool {
    #[cfg(feature = "world")]
    if let Decided::Movement(m) = &phase.result.decided {
        return !m.transits.is_empty();
    }
    let _ = phase;
    false
}

/// `board.svg`, `layout` the text of its `layout.json`. Returns the SVG document.
#[cfg(feature = "json")]
pub fn draw_phases(map: &Map, art: &str, layout: &str, phases: &[PhaseDrawn]) -> Result<String, ImageError> {
    draw_phases_on(map, art, LayoutFile::from_json(layout)?, phases)
}

/// [`draw_phases`] with the layout already read: the title above the board, the legend under
/// it (`legend.rs`).
pub fn draw_phases_on(map: &Map, art: &str, layout: LayoutFile, phases: &[PhaseDrawn]) -> Result<String, ImageError> {
    let layout = Layout::check(map, layout)?;
    let [vx, vy, vw, vh] = layout.view_box;
    let board = art::embed(art, layout.view_box)?;
    let labels: Vec<String> = phases.iter().map(|p| p.before.label(map)).collect();
    let title = legend::title_band(&format!("{}: {}", map.name, labels.join(", ")), vx, vy, vw);
    let owners = phases.last().map_or(&[][..], |p| &p.result.next.owners[..]);
    let kinds = phases.iter().flat_map(|p| p.before.units.iter().chain(&p.result.next.units)).map(|u| u.kind);
    #[cfg(feature = "world")]
    let (economy_marks, economy) = match phases.last() {
        Some(last) => economy::economy_marks(map, &layout, &last.result.next),
        None => (String::new(), economy::EconomyShown::default()),
    };
    let mut shown = legend::Shown {
        owners,
        kinds: Vec::new(),
        set_out: phases.iter().any(sets_out),
        #[cfg(feature = "world")]
        economy,
    };
    for kind in kinds {
        if !shown.kinds.contains(&kind) {
            shown.kinds.push(kind);
        }
    }
    let key = legend::legend_band(map, &layout, &shown, vx, vy + vh, vw);
    let (top, height) = (vy - title.height, title.height + vh + key.height);
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{} {} {} {}" width="{}" height="{}">"#,
        num(vx),
        num(top),
        num(vw),
        num(height),
        num(vw),
        num(height)
    );
    s.push_str(&centre_style(map, &layout, owners));
    s.push_str(&title.svg);
    s.push_str(&board);
    let mut marks = Marks {
        map,
        layout: &layout,
        ghosts: Vec::new(),
        builds: String::new(),
        units: String::new(),
        orders: String::new(),
    };
    for (k, phase) in phases.iter().enumerate() {
        marks.phase(phase, phases.get(k + 1));
    }
    if let Some(last) = phases.last() {
        marks.position(&last.result.next);
    }
    marks.draw_ghosts();
    #[cfg(not(feature = "world"))]
    let economy_marks = String::new();
    let _ = write!(
        s,
        r#"<g data-layer="builds">{}</g><g data-layer="centres">{}</g><g data-layer="economy">{}</g><g data-layer="units">{}</g><g data-layer="orders">{}</g><g data-layer="legend">{}</g>"#,
        marks.builds,
        centre_markers(map, &layout, owners),
        economy_marks,
        marks.units,
        marks.orders,
        key.svg
    );
    s.push_str("</svg>\n");
    Ok(s)
}

/// The board's own centre markers set aside (the image draws the centres of the game, which a
/// smaller game has fewer of), and each owned centre's province tinted by its owner, as the
/// site's board does.
fn centre_style(map: &Map, layout: &Layout, owners: &[Option<PowerId>]) -> String {
    let mut css = String::from("svg svg [data-centre]{display:none}");
    for (i, province) in map.provinces.iter().enumerate() {
        let owner = owners.get(i).copied().flatten().filter(|_| province.supply_centre);
        if let Some(tint) = owner.and_then(|p| layout.tint(p)).filter(|t| is_plain_colour(t)) {
            let _ = write!(css, r#"svg svg path[data-province="{}"]{{fill:{tint}}}"#, escape(&province.id));
        }
    }
    format!("<style>{css}</style>")
}

/// Whether a colour can be written into a style sheet as it is (`#a6d9f7`, `rgb(1 2 3)`, a name).
fn is_plain_colour(c: &str) -> bool {
    !c.is_empty()
        && c.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '#' | '(' | ')' | ',' | '.' | '%' | ' '))
}

/// A marker on each supply centre of the game: its owner's colour and initial, or plain.
fn centre_markers(map: &Map, layout: &Layout, owners: &[Option<PowerId>]) -> String {
    let mut s = String::new();
    for (i, province) in map.provinces.iter().enumerate().filter(|(_, p)| p.supply_centre) {
        let at = layout.centre_at(ProvinceId(i as u16));
        let owner = owners.get(i).copied().flatten();
        let (title, data_owner) = match owner {
            Some(p) => {
                (format!("{}: {} supply centre", province.name, map.power(p).adjective), map.power(p).id.as_str())
            }
            None => (format!("{}: neutral supply centre", province.name), "none"),
        };
        let data = format!(r#"data-centre="{}" data-owner="{}""#, escape(&province.id), escape(data_owner));
        let colours = owner.map(|p| {
            let (fill, text) = layout.colours(p);
            (fill, text, map.power(p).initial.as_str())
        });
        s.push_str(&centre_marker(at, layout.radius * layout::CENTRE_MARKER, colours, &title, &data));
    }
    s
}

/// [`draw_phases`] for one phase.
#[cfg(feature = "json")]
pub fn draw_phase(
    map: &Map,
    art: &str,
    layout: &str,
    before: &GameState,
    orders: &[Order],
    result: &PhaseResult,
) -> Result<String, ImageError> {
    draw_phases(map, art, layout, &[PhaseDrawn { before, orders, result }])
}

/// A unit no longer where the image shows the position: dislodged (drawn at its province's
/// dislodged place), or removed in the winter; crossed when it left the board.
struct Ghost {
    unit: Unit,
    at: Point,
    crossed: bool,
}

/// The image's marks as they are gathered.
struct Marks<'a> {
    map: &'a Map,
    layout: &'a Layout,
    ghosts: Vec<Ghost>,
    /// The rings of builds, under the centres' markers (which they would otherwise hide).
    builds: String,
    units: String,
    orders: String,
}

impl Marks<'_> {
    /// The `data-` attributes naming a power's mark.
    fn power_data(&self, p: PowerId) -> String {
        format!(r#"data-power="{}""#, escape(&self.map.power(p).id))
    }

    fn unit_title(&self, u: &Unit, how: &str) -> String {
        let adjective = &self.map.power(u.power).adjective;
        format!("{adjective} {} {how}{}", u.kind.capabilities().title, self.map.loc_name(u.loc))
    }

    fn glyph_of(&self, u: &Unit, at: Point, dislodged: bool, how: &str) -> String {
        let (fill, text) = self.layout.colours(u.power);
        let data = format!(r#"{} data-loc="{}""#, self.power_data(u.power), escape(&self.map.loc_short(u.loc)));
        glyph(&Glyph {
            kind: u.kind,
            at,
            r: self.layout.radius,
            fill,
            text,
            initial: &self.map.power(u.power).initial,
            title: &self.unit_title(u, how),
            dislodged,
            data: &data,
        })
    }

    /// The units of the position drawn: each at its place, a second unit in a province (a
    /// stack, an army on board, a Leader) a little aside and smaller; and the dislodged units
    /// still waiting to retreat.
    fn position(&mut self, next: &GameState) {
        let mut seen: Vec<(graustark::map::ProvinceId, u32)> = Vec::new();
        for u in &next.units {
            let p = self.map.province_of(u.loc);
            let nth = match seen.iter_mut().find(|(q, _)| *q == p) {
                Some((_, n)) => {
                    *n += 1;
                    *n
                }
                None => {
                    seen.push((p, 0));
                    0
                }
            };
            let (x, y) = self.layout.unit_at(u.loc);
            let shift = nth as f64 * self.layout.radius * 0.9;
            let g = self.glyph_of(u, (x + shift, y - shift * 0.6), false, "in ");
            self.units.push_str(&g);
        }
        for d in &next.dislodged {
            if !self.ghosts.iter().any(|g| same_unit(&g.unit, &d.unit)) {
                let at = self.layout.dislodged_at(d.unit.loc);
                self.ghosts.push(Ghost { unit: d.unit, at, crossed: false });
            }
        }
    }

    fn draw_ghosts(&mut self) {
        for g in std::mem::take(&mut self.ghosts) {
            let how = if g.crossed { "gone from " } else { "dislodged in " };
            let glyph = self.glyph_of(&g.unit, g.at, true, how);
            self.units.push_str(&glyph);
            if g.crossed {
                self.units.push_str(&cross(g.at, self.layout.radius * 0.7));
            }
        }
    }

    /// One phase's orders and what became of its units; `next` is the phase drawn after it.
    fn phase(&mut self, phase: &PhaseDrawn, next: Option<&PhaseDrawn>) {
        let mut before = phase.before.clone();
        before.number_units();
        let outcomes = phase.result.order_outcomes();
        match &phase.result.decided {
            Decided::Movement(m) => {
                let units = m.units_adjudicated(&before.units);
                for d in &m.dislodged {
                    let Some(&unit) = units.get(d.unit) else { continue };
                    // Crossed unless it waits to retreat or a retreat phase drawn after moves it.
                    let crossed = match next.map(|n| &n.result.decided) {
                        Some(Decided::Retreat(_)) => false,
                        _ => !phase.result.next.dislodged.iter().any(|x| same_unit(&x.unit, &unit)),
                    };
                    let at = self.layout.dislodged_at(unit.loc);
                    self.ghosts.push(Ghost { unit, at, crossed });
                }
                for (i, order) in phase.orders.iter().enumerate() {
                    // Where the unit stood when ordered: the position's (a unit dislodged in a
                    // cavalry season's second half is drawn dislodged where the first half left
                    // it), or a split unit's second half's.
                    let at_start = |u: usize| before.units.get(u).or(units.get(u));
                    let unit = m.order_units.get(i).copied().flatten().and_then(at_start);
                    let ended =
                        m.order_units.get(i).copied().flatten().and_then(|u| m.moved_to.get(u).copied().flatten());
                    let failed = outcomes.get(i).is_some_and(|o| !o.success);
                    #[cfg(feature = "world")]
                    if outcomes.get(i).is_some_and(|o| matches!(o.reason, graustark::Reason::SetOut(_))) {
                        self.set_out_line(order, unit.map(|u| u.loc));
                        continue;
                    }
                    #[cfg(feature = "world")]
                    if let Order::Unit { action: Action::Halves(halves), .. } = *order {
                        let second_failed = m.second_halves.iter().any(|&(oi, o)| oi == i && !o.success);
                        self.halves_lines(order, halves, unit.map(|u| u.loc), [failed, second_failed]);
                        continue;
                    }
                    #[cfg(feature = "world")]
                    if self.through_vent(order, unit.copied(), failed) {
                        continue;
                    }
                    self.movement_order(order, unit.map(|u| u.loc), ended, failed);
                }
                // Orders implied for units their power did not order (house rule 3.8).
                for (u, order) in &m.implied {
                    let ended = m.moved_to.get(*u).copied().flatten();
                    let failed = m.units.get(*u).is_some_and(|o| !o.success);
                    self.movement_order(order, units.get(*u).map(|x| x.loc), ended, failed);
                }
            }
            Decided::Retreat(r) => {
                for (d, dislodged) in before.dislodged.iter().enumerate() {
                    let gone = r.units.get(d).is_some_and(|(to, _)| to.is_none());
                    match self.ghosts.iter_mut().find(|g| same_unit(&g.unit, &dislodged.unit)) {
                        Some(g) => g.crossed = gone,
                        None => {
                            let at = self.layout.dislodged_at(dislodged.unit.loc);
                            self.ghosts.push(Ghost { unit: dislodged.unit, at, crossed: gone });
                        }
                    }
                }
                for (i, order) in phase.orders.iter().enumerate() {
                    let Order::Unit { loc, action: Action::Retreat { to, .. } | Action::Move { to, .. }, .. } = *order
                    else {
                        continue;
                    };
                    let from = r.order_units.get(i).copied().flatten().and_then(|d| before.dislodged.get(d));
                    let from = self.layout.dislodged_at(from.map_or(loc, |d| d.unit.loc));
                    let failed = outcomes.get(i).is_some_and(|o| !o.success);
                    let power = order.power().map(|p| self.power_data(p)).unwrap_or_default();
                    let data = format!(r#"data-order="retreat" data-result="{}" {power}"#, result_word(failed));
                    let line = order_line(
                        Stroke::Retreat,
                        &[from, self.layout.unit_at(to)],
                        self.layout.radius,
                        failed,
                        &data,
                    );
                    self.orders.push_str(&line);
                }
            }
            Decided::Adjustment(a) => {
                for u in &a.built {
                    self.builds.push_str(&ring(self.layout.unit_at(u.loc), self.layout.radius, false));
                }
                for &u in &a.disbanded {
                    if let Some(&unit) = before.units.get(u) {
                        let at = self.layout.unit_at(unit.loc);
                        self.ghosts.push(Ghost { unit, at, crossed: true });
                    }
                }
                for (i, order) in phase.orders.iter().enumerate() {
                    if let (Order::Build { loc, .. }, Some(o)) = (order, outcomes.get(i))
                        && !o.success
                    {
                        self.builds.push_str(&ring(self.layout.unit_at(*loc), self.layout.radius, true));
                    }
                }
            }
        }
    }

    /// A movement order's line: from its unit (`unit`, where the order names one), to where it
    /// went (`ended`) or was ordered.
    fn movement_order(&mut self, order: &Order, unit: Option<LocId>, ended: Option<LocId>, failed: bool) {
        let Order::Unit { loc, action, power, .. } = *order else { return };
        // A fleet's two armies (Das Dippyspiel, rule 9): a convoy line to each.
        #[cfg(feature = "world")]
        if let Action::ConvoyTwo { from: armies, to } = action {
            for (army, to) in armies.into_iter().zip(to) {
                let one = Order::Unit { power, kind: None, loc, action: Action::Convoy { from: army, to }, number: 0 };
                self.movement_order(&one, unit, ended, failed);
            }
            return;
        }
        let from = self.layout.unit_at(unit.unwrap_or(loc));
        let at = |l: LocId| self.layout.unit_at(l);
        let (stroke, kind, points) = match action {
            Action::Move { to, .. } => {
                let to = if failed { to } else { ended.unwrap_or(to) };
                (Stroke::Move, "move", vec![from, at(to)])
            }
            Action::MoveByPath { to, path } => {
                let to = if failed { to } else { ended.unwrap_or(to) };
                let mut points = vec![from];
                points.extend(path.steps().iter().map(|&l| at(l)));
                points.push(at(to));
                (Stroke::Move, "move", points)
            }
            Action::Support { target, dest: None, .. } => (Stroke::SupportHold, "support", vec![from, at(target)]),
            Action::Support { target, dest: Some(d), .. } => {
                (Stroke::Support, "support", vec![from, midpoint(at(target), at(d))])
            }
            Action::Convoy { from: army, to } => (Stroke::Convoy, "convoy", vec![from, midpoint(at(army), at(to))]),
            Action::Board { fleet, .. } => (Stroke::Support, "board", vec![from, at(fleet)]),
            _ => return,
        };
        let power = power.map(|p| self.power_data(p)).unwrap_or_default();
        let data = format!(r#"data-order="{kind}" data-result="{}" {power}"#, result_word(failed));
        self.orders.push_str(&order_line(stroke, &points, self.layout.radius, failed, &data));
    }
}

#[cfg(feature = "world")]
impl Marks<'_> {
    /// A move into a sea of two seasons' crossing that set out (Das Dippyspiel, rule 11): its
    /// arrow stops halfway, the unit standing where it was until the next season plays it.
    fn set_out_line(&mut self, order: &Order, unit: Option<LocId>) {
        let Order::Unit { loc, action: Action::Move { to, .. }, power, .. } = *order else { return };
        let from = self.layout.unit_at(unit.unwrap_or(loc));
        let halfway = midpoint(from, self.layout.unit_at(to));
        let power = power.map(|p| self.power_data(p)).unwrap_or_default();
        let data = format!(r#"data-order="set-out" data-result="{}" {power}"#, result_word(false));
        self.orders.push_str(&order_line(Stroke::Move, &[from, halfway], self.layout.radius, false, &data));
    }

    /// An order through a vent (Das Dippyspiel, rule 7), none of whose marks is drawn
    /// underground: a unit coming up is a ring on the vent's province, as a build is (struck
    /// through where it did not come up); one going down is crossed out where it stood; a
    /// support of one coming up is a support line to the vent's province. Whether it was one.
    fn through_vent(&mut self, order: &Order, unit: Option<Unit>, failed: bool) -> bool {
        let Order::Unit { loc, action, power, .. } = *order else { return false };
        let map = self.map;
        let below = |l: LocId| map.is_below(map.province_of(l));
        match action {
            Action::Move { to, .. } if below(loc) => {
                self.builds.push_str(&ring(self.layout.unit_at(to), self.layout.radius, failed));
            }
            Action::Move { to, .. } if below(to) => {
                if let Some(unit) = unit.filter(|_| !failed) {
                    self.ghosts.push(Ghost { unit, at: self.layout.unit_at(unit.loc), crossed: true });
                }
            }
            Action::Support { target, dest: Some(d), .. } if below(target) => {
                let from = self.layout.unit_at(unit.map_or(loc, |u| u.loc));
                let power = power.map(|p| self.power_data(p)).unwrap_or_default();
                let data = format!(r#"data-order="support" data-result="{}" {power}"#, result_word(failed));
                let points = [from, self.layout.unit_at(d)];
                self.orders.push_str(&order_line(Stroke::Support, &points, self.layout.radius, failed, &data));
            }
            Action::Support { target, .. } | Action::Convoy { from: target, .. } if below(target) => {}
            _ => return false,
        }
        true
    }

    /// A cavalry unit's two halves (Das Dippyspiel, rule 6), each drawn as the order it is in
    /// its half, with its own outcome: the first from where the unit stood, the second from
    /// where the first left it (its destination, or where it stood when the first failed).
    fn halves_lines(
        &mut self,
        order: &Order,
        halves: graustark::order::Halves,
        from: Option<LocId>,
        failed: [bool; 2],
    ) {
        let Order::Unit { loc, power, kind, number, .. } = *order else { return };
        let start = from.unwrap_or(loc);
        let [first, second] = halves.0;
        let half =
            |at: LocId, h: graustark::order::Half| Order::Unit { power, kind, loc: at, action: h.action(), number };
        self.movement_order(&half(start, first), Some(start), None, failed[0]);
        let then = match first {
            graustark::order::Half::Move(to) if !failed[0] => to,
            _ => start,
        };
        self.movement_order(&half(then, second), Some(then), None, failed[1]);
    }
}

fn result_word(failed: bool) -> &'static str {
    if failed { "failed" } else { "succeeded" }
}

/// Whether two records are the same unit (its power and number, and kind).
fn same_unit(a: &Unit, b: &Unit) -> bool {
    a.power == b.power && a.number == b.number && a.kind == b.kind
}
