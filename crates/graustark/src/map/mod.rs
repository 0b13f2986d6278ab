//! Boards as data: provinces, coasts, powers and adjacency, loaded from JSON and validated.
//!
//! Ids from the file become dense integers at load time ([`ProvinceId`], [`LocId`],
//! [`PowerId`]); strings live only at the edges (parsing and display).

mod calendar;
#[cfg(feature = "world")]
mod economy;
mod error;
mod kind;
mod load;

pub use calendar::{Calendar, CalendarYear};
#[cfg(feature = "world")]
pub use economy::{Economy, Gold, Papacy};
pub use error::{MapError, MapErrorKind};
pub use kind::{Allowed, Base, Capabilities, KINDS, MapSwitch, Quota, Supply, Symbol, Terrain, UnitKind};

use rustc_hash::FxHashMap as HashMap;

/// Index of a province in [`Map::provinces`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ProvinceId(pub u16);

/// Index of a location (a province, or one coast of a split-coast province) in [`Map::locations`].
/// The first `provinces.len()` locations are the provinces themselves, in the same order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LocId(pub u16);

/// Index of a power in [`Map::powers`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PowerId(pub u8);

/// What a province is made of, which decides the units that may enter it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename_all = "lowercase"))]
pub enum ProvinceKind {
    /// Inland: armies only.
    Land,
    /// Land with a coastline: armies, and fleets along the coast.
    Coast,
    /// Water: fleets only.
    Sea,
    /// Drawn on the board but closed to every unit (Switzerland).
    Impassable,
}

impl ProvinceKind {
    /// Every kind, in declaration order.
    pub const ALL: [ProvinceKind; 4] =
        [ProvinceKind::Land, ProvinceKind::Coast, ProvinceKind::Sea, ProvinceKind::Impassable];

    /// The kind as a view writes it: `land`, `coast`, `sea` or `impassable`.
    pub const fn word(self) -> &'static str {
        match self {
            ProvinceKind::Land => "land",
            ProvinceKind::Coast => "coast",
            ProvinceKind::Sea => "sea",
            ProvinceKind::Impassable => "impassable",
        }
    }
}

/// The pole a province touches (the map's `pole`): Das Dippyspiel, rule 11, "otherwise
/// noncontiguous provinces which touch the same pole do not border".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "world", derive(serde::Deserialize))]
#[cfg_attr(feature = "world", serde(rename_all = "lowercase", expecting = "a pole: north or south"))]
pub enum Pole {
    North,
    South,
}

impl Pole {
    /// The pole as the map writes it: `north` or `south`.
    pub const fn word(self) -> &'static str {
        match self {
            Pole::North => "north",
            Pole::South => "south",
        }
    }
}

/// One province of the board.
#[derive(Clone, Debug)]
pub struct Province {
    /// Lower-case abbreviation, as in the map file (`stp`).
    pub id: String,
    /// Full name (`St Petersburg`).
    pub name: String,
    pub kind: ProvinceKind,
    pub supply_centre: bool,
    /// The power for which this is a home centre, if any.
    pub home_of: Option<PowerId>,
    /// The coasts of a split-coast province (empty for the others).
    pub coasts: Vec<LocId>,
    /// A mining centre (the map's `mine`; Das Dippyspiel, rule 8).
    pub mine: bool,
    /// A vent to the underground (the map's `vent`; Das Dippyspiel, rule 7).
    pub vent: bool,
    /// A canal (the map's `canal`; Das Dippyspiel, rule 17): a coast province joining two seas.
    pub canal: bool,
    /// The seasons a move through it takes (the map's `crossing`: 1, or 2 for Das Dippyspiel's
    /// Arctic seas, rule 11).
    pub crossing: u8,
    /// The pole it touches, if any (the map's `pole`).
    pub pole: Option<Pole>,
}

/// A place a unit can stand: a province, or one coast of a split-coast province.
#[derive(Clone, Debug)]
pub struct Location {
    pub province: ProvinceId,
    /// The coast's short id (`nc`), for coast locations only.
    pub coast: Option<String>,
    /// The coast's full name (`North Coast`), for coast locations only.
    pub coast_name: Option<String>,
}

/// A power (a player's country).
#[derive(Clone, Debug)]
pub struct Power {
    pub id: String,
    pub name: String,
    pub adjective: String,
    /// The letters drawn on the power's units: one, or two where powers share a first letter
    /// (Das Dippyspiel's 26).
    pub initial: String,
    pub home_centres: Vec<ProvinceId>,
    /// The provinces of its home country (its home centres when the map does not say).
    pub home_country: Vec<ProvinceId>,
    /// The home centre where it raises armies under `build_sites=capital-and-base`, if the
    /// map names one (the 1958 rules); a position may move it (`GameState::capitals`).
    pub capital: Option<ProvinceId>,
    /// The coastal home centres where it raises fleets under `build_sites=capital-and-base`.
    pub naval_bases: Vec<ProvinceId>,
    /// Its seat of government, whose name is its own press dateline (God Save The Zine house
    /// rule 10.3): the map's `seat`, else its `capital`; None if the map names neither.
    pub seat: Option<ProvinceId>,
    /// The units at the start of the game.
    pub start: Vec<(UnitKind, LocId)>,
    /// A power under the board (the map's `underground`; Das Dippyspiel's Pollutidar, rule 7):
    /// no home centres, home country or start units on the surface, and never out of the game
    /// for having no units or centres.
    pub underground: bool,
}

/// The underground's places on a board with vents and an underground power (Das Dippyspiel,
/// rule 7; [`Map::below`]): the one orders name, one for each vent a unit may come up at in a
/// season (at most `mechanics::vents::MOST_OPEN` are open), and the one
/// where units going down wait while the season is played.
#[cfg(feature = "world")]
pub const BELOW_PLACES: usize = crate::mechanics::vents::MOST_OPEN + 2;

/// Ids that index the adjacency tables.
pub(crate) trait DenseId: Copy + Ord {
    fn index(self) -> usize;
}

impl DenseId for ProvinceId {
    #[inline]
    fn index(self) -> usize {
        self.0 as usize
    }
}

impl DenseId for LocId {
    #[inline]
    fn index(self) -> usize {
        self.0 as usize
    }
}

/// The largest adjacency table, in bits, also kept as a bit matrix for constant-time lookups.
const DENSE_LIMIT_BITS: usize = 1 << 20;

/// Adjacency lists in compressed form: the neighbours of node `i` are
/// `targets[offsets[i]..offsets[i + 1]]`, sorted. On boards of ordinary size the same lists
/// are also kept as a bit matrix, so that asking whether two nodes touch costs no search.
#[derive(Clone, Debug, Default)]
pub(crate) struct Adjacency<T> {
    offsets: Vec<u32>,
    targets: Vec<T>,
    /// Row `i` holds bit `j` when `j` is a neighbour of `i` (`words` per row); empty when the
    /// board is too large for it.
    bits: Vec<u64>,
    words: usize,
    columns: usize,
}

impl<T: DenseId> Adjacency<T> {
    /// The lists of every node, whose targets are below `columns`.
    pub(crate) fn from_lists(lists: Vec<Vec<T>>, columns: usize) -> Self {
        let rows = lists.len();
        let dense = rows.saturating_mul(columns) <= DENSE_LIMIT_BITS;
        let words = if dense { columns.div_ceil(64) } else { 0 };
        let mut bits = vec![0u64; rows * words];
        let mut offsets = Vec::with_capacity(rows + 1);
        let mut targets = Vec::new();
        offsets.push(0);
        for (i, mut list) in lists.into_iter().enumerate() {
            list.sort_unstable();
            list.dedup();
            for t in &list {
                if let Some(w) = bits.get_mut(i * words + t.index() / 64) {
                    *w |= 1 << (t.index() % 64);
                }
            }
            targets.extend(list);
            offsets.push(targets.len() as u32);
        }
        Adjacency { offsets, targets, bits, words, columns }
    }
    #[inline]
    pub(crate) fn of(&self, i: usize) -> &[T] {
        &self.targets[self.offsets[i] as usize..self.offsets[i + 1] as usize]
    }
    /// Whether `t` is a neighbour of node `i`.
    #[inline(always)]
    pub(crate) fn contains(&self, i: usize, t: T) -> bool {
        if self.words == 0 {
            return self.listed(i, t);
        }
        let j = t.index();
        j < self.columns && self.bits.get(i * self.words + j / 64).is_some_and(|w| (w >> (j % 64)) & 1 == 1)
    }
    /// [`Adjacency::contains`] on a board too big for bit matrices (kept out of line, so that
    /// the bit test inlines where it is asked).
    #[inline(never)]
    fn listed(&self, i: usize, t: T) -> bool {
        self.of(i).binary_search(&t).is_ok()
    }
}

/// What a victory counts (the map's `victory.measure`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename_all = "lowercase"))]
pub enum VictoryMeasure {
    /// Supply centres owned (every rulebook from 1961).
    Centres,
    /// Units on the board after the adjustment phase (1958: "a majority (18) of the possible
    /// units in the game").
    Units,
    /// Control, after a year (at the start of a spring): every neutral centre (a supply centre
    /// that is no power's home) owned, and the whole home country: each home centre owned, and
    /// no other power's unit standing in any of its other provinces. Cat Diplomacy, rule 7:
    /// "controls all five neutral centers, and his entire home country (centers and neutral
    /// province(s))". The source leaves "controls" undefined for a province that is not a
    /// centre; ours is that no enemy stands in it (`maps/cat/README.md` says why). No count.
    Control,
    /// The Pope's victory (Das Dippyspiel, rule 14): "(a) own 155 supply centers at the end of a
    /// Fall move, together with retreats, (b) have a total of 155 units on the board at the end
    /// of the subsequent Winter move, and (c) declare himself elected Pope", `count` each; judged
    /// after the Winter, on the centres it leaves. Only with the `world` feature.
    #[cfg(feature = "world")]
    Papal,
}

impl VictoryMeasure {
    /// Every measure, in declaration order.
    #[cfg(not(feature = "world"))]
    pub const ALL: [VictoryMeasure; 3] = [VictoryMeasure::Centres, VictoryMeasure::Units, VictoryMeasure::Control];
    /// Every measure, in declaration order.
    #[cfg(feature = "world")]
    pub const ALL: [VictoryMeasure; 4] =
        [VictoryMeasure::Centres, VictoryMeasure::Units, VictoryMeasure::Control, VictoryMeasure::Papal];

    /// The measure as the map and a view write it: `centres`, `units` or `control`.
    pub const fn word(self) -> &'static str {
        match self {
            VictoryMeasure::Centres => "centres",
            VictoryMeasure::Units => "units",
            VictoryMeasure::Control => "control",
            #[cfg(feature = "world")]
            VictoryMeasure::Papal => "papal",
        }
    }
}

/// Who shares a draw (the map's `draw`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "kebab-case", expecting = "a draw: survivors or all-powers")]
pub enum DrawShare {
    /// The powers still in the game (every rulebook: "Draws include all survivors").
    #[default]
    Survivors,
    /// Every power of the game, eliminated ones too (Cat Diplomacy, rule 8: "Two-way draws are
    /// expressly forbidden ... such a game is considered a three-way draw").
    AllPowers,
}

/// Which units may share a province (the map's `stacking`): several units of one power and
/// one kind, in that power's capital or in one of its naval bases, where the kind is listed
/// (1958: "any number of its own fleets in its naval base and any number of its own armies in
/// its capital"). Nothing by default, so a standard map keeps one unit to a province.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stacking {
    /// Armies may stack in their power's capital.
    pub armies_in_capital: bool,
    /// Fleets may stack in their power's naval bases.
    pub fleets_in_naval_base: bool,
}

impl Stacking {
    /// Whether the map lets any units stack.
    pub fn any(&self) -> bool {
        self.armies_in_capital || self.fleets_in_naval_base
    }
}

/// The game's first phase (the map's `opening`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "lowercase", expecting = "an opening: movement or adjustment")]
pub enum Opening {
    /// Spring movement, the `start` units on the board (every rulebook).
    #[default]
    Movement,
    /// The adjustment phase of the winter before, every home centre owned and empty: each power
    /// builds its opening units (Militarism III's Winter 1900); the `start` units are then its
    /// customary ones, given to a power that orders none under `default_builds=start-units`.
    Adjustment,
}

/// How a game is won: `count` of `measure`. Under [`VictoryMeasure::Control`] the map gives no
/// count; `count` is then the fewest supply centres a winner holds (its home centres and the
/// neutral ones, the smallest over the powers), for callers that draw the centre threshold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Victory {
    pub measure: VictoryMeasure,
    pub count: u32,
}

/// A validated board. Build one with [`Map::from_json`].
#[derive(Clone, Debug)]
pub struct Map {
    pub id: String,
    pub name: String,
    /// The number needed to win: supply centres, or units where `victory.measure` says so; under
    /// victory by control, the fewest centres a winner holds (the same as `victory.count`, kept
    /// for callers that draw the centre threshold).
    pub victory_centres: u32,
    /// How the game is won.
    pub victory: Victory,
    /// Who shares a draw.
    pub draw: DrawShare,
    /// Which units may share a province.
    pub stacking: Stacking,
    /// The game's first phase.
    pub opening: Opening,
    /// Whether powers may build coast guards (Cat Diplomacy, rule 10: `"coast_guards": true`).
    pub coast_guards: bool,
    /// Whether powers may have cavalry (Das Dippyspiel, rule 6: `"cavalry": true`).
    pub cavalry: bool,
    /// Whether any province takes two seasons to cross (Das Dippyspiel, rule 11: the map's
    /// `crossing`), so that a move may span two movement seasons (`mechanics::arctic`).
    #[cfg(feature = "world")]
    pub slow_seas: bool,
    /// Whether any province has a vent to the underground (Das Dippyspiel, rule 7: the map's
    /// `vent`), so that vent orders are read (`mechanics::vents`).
    #[cfg(feature = "world")]
    pub vents: bool,
    /// The first of the underground's places (Das Dippyspiel, rule 7), after every province
    /// the file gives, on a board with vents and an underground power: the one named for the
    /// power (`Pollutidar`), which orders write, then those the resolution stands units at
    /// (`mechanics::surfacing`). Nothing borders them; none is ever in a position.
    #[cfg(feature = "world")]
    pub below: Option<ProvinceId>,
    /// What a fleet convoys in a season, in the kinds' `convoy_weight` (Das Dippyspiel, rule
    /// 9: `"fleet_load": 2`, one cavalry or two armies); 1, one army, on every other board.
    #[cfg(feature = "world")]
    pub fleet_load: u8,
    /// Das Dippyspiel's economy (rules 3 and 8: the map's `"economy"`): build centres that move,
    /// mines that produce, gold on the board; None on every other board.
    #[cfg(feature = "world")]
    pub economy: Option<Economy>,
    /// Das Dippyspiel's Papacy (rule 5: the map's `"papacy"`): elections, papal centres and
    /// units; None on every other board.
    #[cfg(feature = "world")]
    pub papacy: Option<Papacy>,
    /// The rules preset the map is played under (`"preset"`), if it names one; the engine
    /// never applies it (rules are a value passed in): callers offer it.
    pub preset: Option<String>,
    /// Named years (Cat Diplomacy's), if the map has them; read them with [`Map::year_name`].
    pub calendar: Option<Calendar>,
    /// The numbers of players the map can be played by (its `player_counts` and its full
    /// number of powers), smallest first; a map made for fewer players offers only its own.
    pub player_counts: Vec<usize>,
    /// The number of powers of the whole map this one was made from (its own for a whole map).
    pub full_players: usize,
    pub powers: Vec<Power>,
    pub provinces: Vec<Province>,
    pub locations: Vec<Location>,
    /// The province of each location, and the kind of each province, kept apart from the
    /// records above so that the adjudicator's lookups stay in few cache lines on big boards.
    location_province: Vec<ProvinceId>,
    province_kinds: Vec<ProvinceKind>,
    army: Adjacency<ProvinceId>,
    fleet: Adjacency<LocId>,
    /// Fleet adjacency between provinces, coasts merged (for convoy routes).
    fleet_by_province: Adjacency<ProvinceId>,
    /// For each location, the provinces a fleet there can reach (for supports).
    fleet_reach: Adjacency<ProvinceId>,
    names: HashMap<String, LocId>,
    /// The most words in any name, id or alias (how far the order parser looks ahead).
    longest_name: usize,
    power_names: HashMap<String, PowerId>,
}

impl Map {
    /// The location that is the province itself.
    #[inline]
    pub fn province_loc(&self, p: ProvinceId) -> LocId {
        LocId(p.0)
    }
    /// The province a location belongs to.
    #[inline]
    pub fn province_of(&self, l: LocId) -> ProvinceId {
        self.location_province[l.0 as usize]
    }
    /// The kind of province `p` (land, coast, sea, impassable).
    #[inline]
    pub fn province_kind(&self, p: ProvinceId) -> ProvinceKind {
        self.province_kinds[p.0 as usize]
    }
    pub fn province(&self, p: ProvinceId) -> &Province {
        &self.provinces[p.0 as usize]
    }
    pub fn power(&self, p: PowerId) -> &Power {
        &self.powers[p.0 as usize]
    }
    /// Provinces an army can move to from `p`.
    #[inline]
    pub fn army_neighbours(&self, p: ProvinceId) -> &[ProvinceId] {
        self.army.of(p.0 as usize)
    }
    /// Locations a fleet can move to from `l`.
    #[inline]
    pub fn fleet_neighbours(&self, l: LocId) -> &[LocId] {
        self.fleet.of(l.0 as usize)
    }
    /// Provinces a fleet in any coast of `p` could move to (coasts merged).
    #[inline]
    pub fn fleet_province_neighbours(&self, p: ProvinceId) -> &[ProvinceId] {
        self.fleet_by_province.of(p.0 as usize)
    }
    /// Whether an army can move from province `a` to province `b`.
    #[inline]
    pub fn army_adjacent(&self, a: ProvinceId, b: ProvinceId) -> bool {
        self.army.contains(a.index(), b)
    }
    /// Whether a fleet in some coast of `a` could move to some part of `b` (coasts merged).
    #[inline]
    pub fn fleet_provinces_adjacent(&self, a: ProvinceId, b: ProvinceId) -> bool {
        self.fleet_by_province.contains(a.index(), b)
    }
    /// The provinces a Leader may move to from `p`: over land or sea (Militarism III, rule 4),
    /// in id order.
    pub fn leader_neighbours(&self, p: ProvinceId) -> Vec<ProvinceId> {
        let mut v: Vec<ProvinceId> =
            self.army_neighbours(p).iter().chain(self.fleet_province_neighbours(p)).copied().collect();
        v.sort_unstable();
        v.dedup();
        v
    }
    /// Whether a unit of `kind` at `from` may move to location `to` (exact coast for fleets).
    pub fn can_move(&self, kind: UnitKind, from: LocId, to: LocId) -> bool {
        match kind.terrain() {
            Terrain::Land => self.army_adjacent(self.province_of(from), self.province_of(to)),
            Terrain::Water => self.fleet.contains(from.index(), to),
            Terrain::Coast => {
                self.fleet.contains(from.index(), to) && self.province_kind(self.province_of(to)) == ProvinceKind::Coast
            }
            Terrain::LandOrSea => {
                let (a, b) = (self.province_of(from), self.province_of(to));
                self.is_province_loc(to) && (self.army_adjacent(a, b) || self.fleet_provinces_adjacent(a, b))
            }
        }
    }
    /// Whether a unit of `kind` at `from` can reach some part of province `to`
    /// (what a support needs: DATC 6.B.4).
    pub fn can_reach(&self, kind: UnitKind, from: LocId, to: ProvinceId) -> bool {
        match kind.terrain() {
            Terrain::Land => self.army_adjacent(self.province_of(from), to),
            Terrain::Water => self.fleet_reach.contains(from.index(), to),
            Terrain::Coast => {
                self.fleet_reach.contains(from.index(), to) && self.province_kind(to) == ProvinceKind::Coast
            }
            Terrain::LandOrSea => {
                let a = self.province_of(from);
                self.army_adjacent(a, to) || self.fleet_provinces_adjacent(a, to)
            }
        }
    }
    /// Whether units of `power` and `kind` may stack in province `p`, its capital being
    /// `capital` (the map's, or the one a position names after losing it).
    pub fn may_stack(&self, power: PowerId, kind: UnitKind, p: ProvinceId, capital: Option<ProvinceId>) -> bool {
        self.may_stack_at(power, kind.base(), p, capital)
    }
    /// Whether units raised at `base` may stack in province `p` (see [`Map::may_stack`]).
    fn may_stack_at(&self, power: PowerId, base: Base, p: ProvinceId, capital: Option<ProvinceId>) -> bool {
        match base {
            Base::Capital => self.stacking.armies_in_capital && capital == Some(p),
            Base::NavalBase => self.stacking.fleets_in_naval_base && self.power(power).naval_bases.contains(&p),
            Base::None => false,
        }
    }
    /// Whether `armies` armies and `fleets` fleets of `power`, none on board, may stand
    /// together in province `p` (its capital `capital`): one unit anywhere; more where one of
    /// the kinds stacks, beside at most one unit of the other kind (Calhamer's 1958 rules: "An
    /// army may not move into its own capital if one of its own fleets is in it, nor a fleet
    /// into its naval base if occupied by its own army. But the presence of such units shall
    /// not prevent the raising of a unit in its proper place.").
    pub fn may_share(
        &self,
        power: PowerId,
        p: ProvinceId,
        capital: Option<ProvinceId>,
        armies: u32,
        fleets: u32,
    ) -> bool {
        armies + fleets <= 1
            || (fleets <= 1 && self.may_stack_at(power, Base::Capital, p, capital))
            || (armies <= 1 && self.may_stack_at(power, Base::NavalBase, p, capital))
    }
    /// Whether an army may be on board a fleet at `loc`: a sea or a coastal province, named
    /// as the province (an army aboard a fleet on one coast stands in the province).
    pub fn can_carry(&self, loc: LocId) -> bool {
        self.is_province_loc(loc)
            && matches!(self.province(self.province_of(loc)).kind, ProvinceKind::Sea | ProvinceKind::Coast)
    }
    /// Whether a unit of `kind` may stand at `loc` at all.
    pub fn can_stand(&self, kind: UnitKind, loc: LocId) -> bool {
        let prov = self.province(self.province_of(loc));
        let on_coast = prov.coasts.is_empty() || !self.is_province_loc(loc);
        match (kind.terrain(), prov.kind) {
            (_, ProvinceKind::Impassable) => false,
            (Terrain::Land, ProvinceKind::Sea) => false,
            (Terrain::Land, _) => loc.0 as usize == self.province_of(loc).0 as usize,
            (Terrain::Water, ProvinceKind::Land) => false,
            (Terrain::Water, _) => on_coast,
            (Terrain::Coast, ProvinceKind::Coast) => on_coast,
            (Terrain::Coast, _) => false,
            (Terrain::LandOrSea, _) => self.is_province_loc(loc),
        }
    }
    #[inline]
    fn is_province_loc(&self, l: LocId) -> bool {
        (l.0 as usize) < self.provinces.len()
    }
    /// Finds a province or coast by id, full name or alias, in any case
    /// (`lyo`, `GOL`, `gulf of lyon`, `stp/nc`, `St Petersburg (north coast)` is not handled here).
    pub fn lookup(&self, name: &str) -> Option<LocId> {
        if is_normalized(name) {
            return self.lookup_normalized(name);
        }
        self.lookup_normalized(&normalize_name(name))
    }
    /// The most words in any name, id or alias of a place.
    pub(crate) fn longest_name_words(&self) -> usize {
        self.longest_name
    }
    /// Finds a province or coast by a name already in normalized form.
    pub(crate) fn lookup_normalized(&self, key: &str) -> Option<LocId> {
        self.names.get(key).copied()
    }
    /// Finds a power by id, name or adjective, in any case.
    pub fn lookup_power(&self, name: &str) -> Option<PowerId> {
        if is_normalized(name) {
            return self.power_names.get(name).copied();
        }
        self.power_names.get(&normalize_name(name)).copied()
    }
    /// The coast of province `p` named `coast` (`nc`, `north coast`, or an alias).
    pub fn lookup_coast(&self, p: ProvinceId, coast: &str) -> Option<LocId> {
        let key = normalize_name(coast);
        let pid = &self.province(p).id;
        self.names.get(&format!("{pid}/{key}")).copied()
    }
    /// `stp/nc` style id of a location.
    pub fn loc_id(&self, l: LocId) -> String {
        let loc = &self.locations[l.0 as usize];
        let p = &self.province(loc.province).id;
        match &loc.coast {
            Some(c) => format!("{p}/{c}"),
            None => p.clone(),
        }
    }
    /// `Stp` / `Spa/nc` style short name of a location, as orders are written.
    pub fn loc_short(&self, l: LocId) -> String {
        let loc = &self.locations[l.0 as usize];
        let mut p = self.province(loc.province).id.clone();
        if let Some(first) = p.get_mut(0..1) {
            first.make_ascii_uppercase();
        }
        match &loc.coast {
            Some(c) => format!("{p}/{c}"),
            None => p,
        }
    }
    /// Full name of a location (`Spain (North Coast)`).
    pub fn loc_name(&self, l: LocId) -> String {
        let loc = &self.locations[l.0 as usize];
        let p = &self.province(loc.province).name;
        match &loc.coast_name {
            Some(c) => format!("{p} ({c})"),
            None => p.clone(),
        }
    }
    /// Whether province `p` is a mining centre (Das Dippyspiel, rule 8).
    pub fn is_mine(&self, p: ProvinceId) -> bool {
        self.province(p).mine
    }
    /// Whether power `p` lives under the board (Das Dippyspiel's Pollutidar, rule 7); never
    /// without the `world` feature, which alone reads the field.
    #[inline]
    pub fn is_underground(&self, p: PowerId) -> bool {
        cfg!(feature = "world") && self.power(p).underground
    }
    /// Whether province `p` is one of the underground's places ([`Map::below`]); never without
    /// the `world` feature.
    #[inline]
    pub fn is_below(&self, p: ProvinceId) -> bool {
        #[cfg(feature = "world")]
        return self.below.is_some_and(|b| p >= b);
        #[cfg(not(feature = "world"))]
        {
            let _ = p;
            false
        }
    }
    /// The underground's place as orders write it (`A Pollutidar-Scot`), on a board that has
    /// one.
    #[cfg(feature = "world")]
    pub fn underground_place(&self) -> Option<LocId> {
        self.below.map(|b| self.province_loc(b))
    }
    /// The id of the underground's place as orders write it (`pollutidar`), or empty.
    pub fn underground_id(&self) -> &str {
        #[cfg(feature = "world")]
        if let Some(b) = self.below {
            return &self.province(b).id;
        }
        ""
    }
    /// Whether province `p` is a vent to the underground (Das Dippyspiel, rule 7).
    pub fn is_vent(&self, p: ProvinceId) -> bool {
        self.province(p).vent
    }
    /// Whether province `p` is a canal (Das Dippyspiel, rule 17). The standard board's Kiel and
    /// Constantinople are canals by their edges alone and are not marked.
    pub fn is_canal(&self, p: ProvinceId) -> bool {
        self.province(p).canal
    }
    /// The seasons a move through province `p` takes: 1, or 2 for Das Dippyspiel's Arctic seas
    /// (rule 11).
    pub fn crossing_seasons(&self, p: ProvinceId) -> u8 {
        self.province(p).crossing
    }
    /// The pole province `p` touches, if any (Das Dippyspiel, rule 11).
    pub fn pole(&self, p: ProvinceId) -> Option<Pole> {
        self.province(p).pole
    }
    /// Whether the map turns `switch` on (`"coast_guards": true`, `"cavalry": true`).
    pub fn lets_in(&self, switch: MapSwitch) -> bool {
        match switch {
            MapSwitch::CoastGuards => self.coast_guards,
            #[cfg(feature = "world")]
            MapSwitch::Cavalry => self.cavalry,
            #[cfg(feature = "world")]
            MapSwitch::Papacy => self.papacy.is_some(),
        }
    }
    /// Whether a map's starting units and a power's ordinary builds may be of `kind` on this
    /// board (coast guards and cavalry where the map lets them in; Leaders never).
    pub fn allows(&self, kind: UnitKind) -> bool {
        kind.allowed().on_board(|s| self.lets_in(s))
    }
    /// Whether this board reads `kind`'s words at all: every kind, but cavalry only where the
    /// map has it (its letter `C` is the convoy word; see [`MapSwitch::read_elsewhere`]).
    #[inline]
    pub fn reads(&self, kind: UnitKind) -> bool {
        match kind.allowed() {
            Allowed::ByMap(switch) if !switch.read_elsewhere() => self.lets_in(switch),
            _ => true,
        }
    }
    /// A kind as positions and orders write it ([`UnitKind::from_word`]), among those this
    /// board reads ([`Map::reads`]): `c` and `cavalry` name nothing on a board without cavalry.
    pub fn kind_from_word(&self, w: &str) -> Option<UnitKind> {
        UnitKind::from_word(w).filter(|&k| self.reads(k))
    }
    /// Number of supply centres on the board.
    pub fn supply_centre_count(&self) -> usize {
        self.provinces.iter().filter(|p| p.supply_centre).count()
    }
    /// The year a game on this map begins in: its calendar's first year (Das Dippyspiel's 1501,
    /// Cat Diplomacy's 1), else 1901 (the standard game's). On a map that opens with builds, the game's first phase is the
    /// winter before it.
    pub fn first_year(&self) -> i32 {
        self.calendar.as_ref().map_or(STANDARD_FIRST_YEAR, |c| c.first_year)
    }
    /// The power `year` is named after on a map with a calendar (Cat Diplomacy: year 1 is
    /// Cassiusica's, year 2 Andromeda's); `None` on a map without one, for a year before the
    /// calendar's first, or when a smaller game left that power out.
    pub fn year_patron(&self, year: i32) -> Option<PowerId> {
        self.calendar.as_ref()?.place_of(year)?.0.patron
    }
    /// The year as people read it: on a map with named years its name, the patron's name and
    /// the round of the cycle in Roman numerals (`Cassiusica I`, `Andromeda I`, `Tellahoma I`,
    /// `Cassiusica II`...); otherwise (a calendar of a first year alone too), and for a year
    /// before the calendar's first, the number (`1901`), with the calendar's era after it where
    /// it has one (`1501 D.N.O.`, Das Dippyspiel). Positions and files keep the number; only
    /// what is shown changes.
    pub fn year_name(&self, year: i32) -> String {
        match self.calendar.as_ref().and_then(|c| c.place_of(year)) {
            Some((entry, round)) => format!("{} {}", entry.name, calendar::roman(round)),
            #[cfg(feature = "world")]
            None if self.calendar.as_ref().is_some_and(|c| !c.era.is_empty()) => {
                format!("{year} {}", self.calendar.as_ref().map_or("", |c| c.era.as_str()))
            }
            None => year.to_string(),
        }
    }

    /// The powers that share a draw agreed among `named`, each once: those named, in their
    /// order, or under [`DrawShare::AllPowers`] every power of the game, in the map's order
    /// (Cat Diplomacy, rule 8: "Two-way draws are expressly forbidden. ... such a game is
    /// considered a three-way draw"). The one place the map's `draw` is applied: `graustark
    /// propose` and `Engine.gmPropose` (through `gm::votes::Terms::on_board`) and game night's
    /// vote (`Engine.drawSharers`, with the powers still in).
    pub fn draw_sharers(&self, named: &[PowerId]) -> Vec<PowerId> {
        match self.draw {
            DrawShare::Survivors => {
                named.iter().enumerate().filter(|&(i, p)| !named[..i].contains(p)).map(|(_, &p)| p).collect()
            }
            DrawShare::AllPowers => (0..self.powers.len()).map(|i| PowerId(i as u8)).collect(),
        }
    }

    /// The neutral centres: supply centres that are no power's home.
    pub fn neutral_centres(&self) -> impl Iterator<Item = ProvinceId> + '_ {
        (self.provinces.iter().enumerate())
            .filter(|(_, p)| p.supply_centre && p.home_of.is_none())
            .map(|(i, _)| ProvinceId(i as u16))
    }
}

/// The first year of the standard game, and of any map without a calendar.
const STANDARD_FIRST_YEAR: i32 = 1901;

/// Whether a name is already as `normalize_name` would write it (the common case: ids).
fn is_normalized(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'/')
}

/// Lower-cases, trims and collapses spaces (`-` and `_` count as spaces); `.` and `'` are dropped.
pub(crate) fn normalize_name(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut space = false;
    for c in s.trim().chars() {
        match c {
            '.' | '\'' => {}
            c if c.is_whitespace() || c == '-' || c == '_' => space = true,
            c => {
                if space && !out.is_empty() {
                    out.push(' ');
                }
                space = false;
                out.push(crate::case::lower(c));
            }
        }
    }
    out
}
