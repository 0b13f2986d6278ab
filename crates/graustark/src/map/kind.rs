//! Kinds of unit as a table of capabilities: what each kind can do is written once, here, and
//! every rule asks the capability (`kind.terrain()`, `kind.fights()`, `kind.needs_supply()`),
//! never the kind. A new kind is a new row and, where it does something no row does yet, a new
//! column; Das Dippyspiel's cavalry is a row with `moves_per_season: 2`, `convoy_weight: 2`,
//! `boards: false` and a [`Quota`] of one, and one more for every three armies; its papal units
//! would be a `Supply` of their own.
//!
//! A cavalry unit's two half-moves are `mechanics::cavalry`'s, for the kinds whose
//! `moves_per_season` is 2; what a kind takes of a fleet's load (rule 9: "1 C or 2 A") is its
//! `convoy_weight`, read by `mechanics::convoy_load` against the map's `fleet_load`.

/// The kinds of unit: the standard game's two, the coast guard of Cat Diplomacy, the Leader of
/// Militarism III and the cavalry of Das Dippyspiel. Each is a row of [`KINDS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "UnitType", rename_all = "lowercase"))]
pub enum UnitKind {
    Army,
    Fleet,
    /// Cat Diplomacy's coast guard (rule 10): it moves and supports only along the coast, from
    /// one coastal province to another that shares its coastline; split, it becomes an army
    /// and a fleet.
    #[cfg_attr(feature = "ts", ts(rename = "coast guard"))]
    CoastGuard,
    /// Militarism III's Leader (rules 3 and 4): it doubles its own country's army or fleet in
    /// its province, has no strength alone, moves over land or sea, and may share a province
    /// with its own unit, or with other powers' Leaders where no army or fleet stands.
    Leader,
    /// Das Dippyspiel's cavalry (rule 6): a land unit of strength 1, supplied like an army,
    /// moving twice a season, built within its ratio to armies; a fleet convoys one cavalry or
    /// two armies (rule 9), and it never boards (rule 13). Its two half-moves are
    /// `mechanics::cavalry`'s.
    /// Only with the crate's `world` feature (the site's wasm leaves it out).
    #[cfg(feature = "world")]
    Cavalry,
    /// Das Dippyspiel's papal army (rule 5: "Papal centers support only Papal units (PA, PF,
    /// PC)"): an army supplied by papal centres alone, raised on one.
    #[cfg(feature = "world")]
    #[cfg_attr(feature = "ts", ts(rename = "papal army"))]
    PapalArmy,
    /// The papal fleet (rule 5), a fleet supplied by papal centres.
    #[cfg(feature = "world")]
    #[cfg_attr(feature = "ts", ts(rename = "papal fleet"))]
    PapalFleet,
    /// The papal cavalry (rule 5), a cavalry unit supplied by papal centres.
    #[cfg(feature = "world")]
    #[cfg_attr(feature = "ts", ts(rename = "papal cavalry"))]
    PapalCavalry,
}

/// Where a kind of unit moves and stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terrain {
    /// Land and coastal provinces, province to province (an army).
    Land,
    /// Seas and coasts, from the coast it stands on (a fleet).
    Water,
    /// Coastal provinces only, along a shared coastline (Cat Diplomacy's coast guard, rule 10).
    Coast,
    /// Over land or sea, province to province (Militarism III's Leader, rule 4).
    LandOrSea,
}

impl Terrain {
    /// Whether a unit moving so stands in a province as a whole, never on one of its coasts.
    #[inline]
    pub fn stands_on_provinces(self) -> bool {
        matches!(self, Terrain::Land | Terrain::LandOrSea)
    }
}

/// What keeps a unit on the board at the adjustment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Supply {
    /// A supply centre each (the standard rule).
    Centre,
    /// Nothing: never counted, removed or disbanded for supply (Militarism III's Leader).
    Free,
    /// A papal supply centre each (Das Dippyspiel, rule 5: "Papal centers support only Papal
    /// units"), counted apart from the supply centres.
    #[cfg(feature = "world")]
    Papal,
}

/// Where a player may raise a kind under `build_sites=capital-and-base` (the 1958 rules), and
/// where units of it may stack when the map lets them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    /// The power's capital (armies).
    Capital,
    /// One of the power's naval bases (fleets).
    NavalBase,
    /// No base of its own.
    None,
}

/// How many units of a kind a power may keep besides what its supply allows: a limit of the
/// kind's own, checked when it is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quota {
    /// None: as many as its builds due raise.
    None,
    /// `free` units, and one more for every `each` units of kind `of` the power has (Das
    /// Dippyspiel's cavalry, rule 6: "a required ratio of 1 C for every 3 A", which "always
    /// excludes the minimum of 1 C to which every nation is entitled").
    #[cfg(feature = "world")]
    PerUnits { of: UnitKind, each: u8, free: u8 },
}

#[cfg(feature = "world")]
impl Quota {
    /// How many units of its kind a power may have, `counted` saying how many it has of a
    /// kind; `None` where there is no limit.
    pub fn allowed(self, counted: impl Fn(UnitKind) -> u32) -> Option<u32> {
        match self {
            Quota::None => None,
            Quota::PerUnits { of, each, free } => Some(u32::from(free) + counted(of) / u32::from(each)),
        }
    }
    /// The limit in the source's words: `1, and 1 more for every 3 A`; empty where there is none.
    pub fn words(self) -> String {
        match self {
            Quota::None => String::new(),
            Quota::PerUnits { of, each, free } => format!("{free}, and 1 more for every {each} {}", of.letter()),
        }
    }
}

/// What lets a kind of unit onto a board at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allowed {
    /// Every board.
    Always,
    /// A board whose map turns the switch on (`"coast_guards": true`, `"cavalry": true`).
    ByMap(MapSwitch),
    /// Only the rules put it on the board, never a map's starting units (Militarism III's
    /// Leaders, under `leaders=one-per-power`).
    ByRules,
}

/// A map's field that lets a kind of unit onto its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapSwitch {
    /// `coast_guards` (Cat Diplomacy, rule 10).
    CoastGuards,
    /// `cavalry` (Das Dippyspiel, rule 6).
    #[cfg(feature = "world")]
    Cavalry,
    /// `papacy` (Das Dippyspiel, rule 5): papal units, raised on papal centres only.
    #[cfg(feature = "world")]
    Papacy,
}

impl MapSwitch {
    /// The map's field, as `map.json` writes it.
    pub const fn field(self) -> &'static str {
        match self {
            MapSwitch::CoastGuards => "coast_guards",
            #[cfg(feature = "world")]
            MapSwitch::Cavalry => "cavalry",
            #[cfg(feature = "world")]
            MapSwitch::Papacy => "papacy",
        }
    }
    /// Whether the kind's words are read on a board without it too, to be refused by name (a
    /// coast guard). Cavalry's are not: its letter `C` is the convoy word (`F Nth C A Lon -
    /// Nwy`), and a board without cavalry reads every order, position and map as before it.
    pub const fn read_elsewhere(self) -> bool {
        match self {
            MapSwitch::CoastGuards => true,
            #[cfg(feature = "world")]
            MapSwitch::Cavalry | MapSwitch::Papacy => false,
        }
    }
}

impl Allowed {
    /// Whether a map's starting units and a player's ordinary builds may be of a kind so
    /// allowed, on a board whose switches (`coast_guards`, `cavalry`) `lets_in` says are on. A
    /// kind only the rules raise never is.
    #[inline]
    pub fn on_board(self, lets_in: impl Fn(MapSwitch) -> bool) -> bool {
        match self {
            Allowed::Always => true,
            Allowed::ByMap(switch) => lets_in(switch),
            Allowed::ByRules => false,
        }
    }
}

/// How a kind is drawn on a map image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    Cannon,
    Ship,
    Anchor,
    Star,
    #[cfg(feature = "world")]
    /// A cavalry's horse: a hexagon, wider than it is tall.
    Horse,
    /// A papal army (Das Dippyspiel, rule 5): the cannon under a mitre's peak.
    #[cfg(feature = "world")]
    PapalCannon,
    /// A papal fleet: the ship under a mitre's peak.
    #[cfg(feature = "world")]
    PapalShip,
    /// A papal cavalry unit: the horse under a mitre's peak.
    #[cfg(feature = "world")]
    PapalHorse,
}

/// What one kind of unit can do: a row of [`KINDS`].
#[derive(Clone, Copy, Debug)]
pub struct Capabilities {
    pub kind: UnitKind,
    /// As orders and positions write it: `A`, `F`, `CG`, `L`, `C`.
    pub letter: &'static str,
    /// `army`, `fleet`, `coast guard`, `leader`, `cavalry`.
    pub word: &'static str,
    /// `an army`.
    pub with_article: &'static str,
    /// As a legend titles it: `army`, `Leader` (the source writes it capitalised).
    pub title: &'static str,
    /// The other words that name it (lower case).
    pub also_written: &'static [&'static str],
    pub terrain: Terrain,
    /// Its strength alone (a Leader has none: rule 4).
    pub strength_alone: u8,
    /// What it adds to its own power's army or fleet in its province (a Leader doubles it).
    pub strength_beside_own: u8,
    /// Whether a unit that accompanies its own (a Leader) may stand beside it (Militarism III,
    /// rule 3: "An A or F which is accompanied by an L"; a coast guard is neither).
    pub hosts: bool,
    pub supply: Supply,
    /// Whether it counts for victory and for a power's survival.
    pub counts: bool,
    /// How much of a fleet's load it takes (the map's `fleet_load`: 1 on most boards, 2 on Das
    /// Dippyspiel's, whose fleet convoys "1 C or 2 A", rule 9); 0 if it cannot be convoyed. A
    /// fleet's two armies are `mechanics::convoy_load`'s.
    pub convoy_weight: u8,
    /// Whether it convoys others.
    pub convoys: bool,
    /// How many units it may carry on board (the 1958 rules' boarding).
    pub carries: u8,
    /// Whether it may go on board a fleet.
    pub boards: bool,
    /// How many moves it makes in a movement season: 2 gives an order written in two halves
    /// a second half (`mechanics::cavalry`).
    pub moves_per_season: u8,
    /// The kinds its two halves take when it is doubled and given two orders (Cat Diplomacy:
    /// a coast guard splits into an army and a fleet).
    pub halves: [UnitKind; 2],
    pub base: Base,
    /// How many of it a power may keep besides its supply (cavalry's ratio to armies).
    pub quota: Quota,
    pub allowed: Allowed,
    pub symbol: Symbol,
}

/// How many kinds there are: cavalry and the papal units only with the `world` feature.
pub const KIND_COUNT: usize = if cfg!(feature = "world") { 8 } else { 4 };

/// The army's row.
const ARMY: Capabilities = Capabilities {
    kind: UnitKind::Army,
    letter: "A",
    word: "army",
    with_article: "an army",
    title: "army",
    also_written: &["a"],
    terrain: Terrain::Land,
    strength_alone: 1,
    strength_beside_own: 0,
    hosts: true,
    supply: Supply::Centre,
    counts: true,
    convoy_weight: 1,
    convoys: false,
    carries: 0,
    boards: true,
    moves_per_season: 1,
    halves: [UnitKind::Army, UnitKind::Army],
    base: Base::Capital,
    quota: Quota::None,
    allowed: Allowed::Always,
    symbol: Symbol::Cannon,
};

/// The fleet's row.
const FLEET: Capabilities = Capabilities {
    kind: UnitKind::Fleet,
    letter: "F",
    word: "fleet",
    with_article: "a fleet",
    title: "fleet",
    also_written: &["f"],
    terrain: Terrain::Water,
    strength_alone: 1,
    strength_beside_own: 0,
    hosts: true,
    supply: Supply::Centre,
    counts: true,
    convoy_weight: 0,
    convoys: true,
    carries: 1,
    boards: false,
    moves_per_season: 1,
    halves: [UnitKind::Fleet, UnitKind::Fleet],
    base: Base::NavalBase,
    quota: Quota::None,
    allowed: Allowed::Always,
    symbol: Symbol::Ship,
};

/// Das Dippyspiel's cavalry's row.
#[cfg(feature = "world")]
const CAVALRY: Capabilities = Capabilities {
    kind: UnitKind::Cavalry,
    letter: "C",
    word: "cavalry",
    with_article: "a cavalry unit",
    title: "cavalry",
    also_written: &["cav"],
    terrain: Terrain::Land,
    strength_alone: 1,
    strength_beside_own: 0,
    hosts: false,
    supply: Supply::Centre,
    counts: true,
    convoy_weight: 2,
    convoys: false,
    carries: 0,
    boards: false,
    moves_per_season: 2,
    halves: [UnitKind::Cavalry, UnitKind::Cavalry],
    base: Base::Capital,
    // Rule 6: "a required ratio of 1 C for every 3 A", beside "the minimum of 1 C".
    quota: Quota::PerUnits { of: UnitKind::Army, each: 3, free: 1 },
    allowed: Allowed::ByMap(MapSwitch::Cavalry),
    symbol: Symbol::Horse,
};

/// The table: one row per kind, in the order of [`UnitKind`].
pub const KINDS: [Capabilities; KIND_COUNT] = [
    ARMY,
    FLEET,
    Capabilities {
        kind: UnitKind::CoastGuard,
        letter: "CG",
        word: "coast guard",
        with_article: "a coast guard",
        title: "coast guard",
        also_written: &["cg", "coastguard"],
        terrain: Terrain::Coast,
        strength_alone: 1,
        strength_beside_own: 0,
        hosts: false,
        supply: Supply::Centre,
        counts: true,
        convoy_weight: 0,
        convoys: false,
        carries: 0,
        boards: false,
        moves_per_season: 1,
        halves: [UnitKind::Army, UnitKind::Fleet],
        base: Base::None,
        quota: Quota::None,
        allowed: Allowed::ByMap(MapSwitch::CoastGuards),
        symbol: Symbol::Anchor,
    },
    Capabilities {
        kind: UnitKind::Leader,
        letter: "L",
        word: "leader",
        with_article: "a leader",
        title: "Leader",
        also_written: &["l"],
        terrain: Terrain::LandOrSea,
        strength_alone: 0,
        strength_beside_own: 1,
        hosts: false,
        supply: Supply::Free,
        counts: false,
        convoy_weight: 0,
        convoys: false,
        carries: 0,
        boards: false,
        moves_per_season: 1,
        halves: [UnitKind::Leader, UnitKind::Leader],
        base: Base::None,
        quota: Quota::None,
        allowed: Allowed::ByRules,
        symbol: Symbol::Star,
    },
    #[cfg(feature = "world")]
    CAVALRY,
    #[cfg(feature = "world")]
    papal(UnitKind::PapalArmy, ARMY, ["PA", "papal army", "a papal army", "papal army"], Symbol::PapalCannon),
    #[cfg(feature = "world")]
    papal(UnitKind::PapalFleet, FLEET, ["PF", "papal fleet", "a papal fleet", "papal fleet"], Symbol::PapalShip),
    #[cfg(feature = "world")]
    papal(
        UnitKind::PapalCavalry,
        CAVALRY,
        ["PC", "papal cavalry", "a papal cavalry unit", "papal cavalry"],
        Symbol::PapalHorse,
    ),
];

/// A papal kind (Das Dippyspiel, rule 5): the row `row` (an army, a fleet, a cavalry unit),
/// supplied by papal centres, raised only by the Papacy, with no quota; its letter and words.
#[cfg(feature = "world")]
const fn papal(
    kind: UnitKind,
    row: Capabilities,
    [letter, word, with_article, title]: [&'static str; 4],
    symbol: Symbol,
) -> Capabilities {
    Capabilities {
        kind,
        letter,
        word,
        with_article,
        title,
        also_written: &[],
        supply: Supply::Papal,
        halves: [kind, kind],
        quota: Quota::None,
        allowed: Allowed::ByMap(MapSwitch::Papacy),
        symbol,
        ..row
    }
}

impl UnitKind {
    /// Every kind, in the table's order.
    pub const ALL: [UnitKind; KIND_COUNT] = [
        UnitKind::Army,
        UnitKind::Fleet,
        UnitKind::CoastGuard,
        UnitKind::Leader,
        #[cfg(feature = "world")]
        UnitKind::Cavalry,
        #[cfg(feature = "world")]
        UnitKind::PapalArmy,
        #[cfg(feature = "world")]
        UnitKind::PapalFleet,
        #[cfg(feature = "world")]
        UnitKind::PapalCavalry,
    ];

    /// Its row of the table.
    #[inline]
    pub fn capabilities(self) -> &'static Capabilities {
        &KINDS[self as usize]
    }
    /// `A`, `F`, `CG`, `L` or `C`.
    #[inline]
    pub fn letter(self) -> &'static str {
        self.capabilities().letter
    }
    /// `an army`, `a fleet`, `a coast guard`, `a leader`.
    #[inline]
    pub fn with_article(self) -> &'static str {
        self.capabilities().with_article
    }
    /// `army`, `fleet`, `coast guard`, `leader` or `cavalry`.
    #[inline]
    pub fn word(self) -> &'static str {
        self.capabilities().word
    }
    /// Reads a kind as positions and orders write it (its word, its letter or another of its
    /// written forms: `army`, `a`, `coast guard`, `coastguard`, `cg`, `l`, `cavalry`, `c`), in
    /// any case. On a board, read with [`crate::Map::kind_from_word`], which keeps out a kind
    /// whose words the board does not read (cavalry where it has none).
    pub fn from_word(w: &str) -> Option<UnitKind> {
        KINDS
            .iter()
            .find(|k| {
                k.word.eq_ignore_ascii_case(w)
                    || k.letter.eq_ignore_ascii_case(w)
                    || k.also_written.iter().any(|a| a.eq_ignore_ascii_case(w))
            })
            .map(|k| k.kind)
    }
    /// Where it moves and stands.
    #[inline]
    pub fn terrain(self) -> Terrain {
        self.capabilities().terrain
    }
    /// Whether it fights: it has a strength of its own (armies, fleets, coast guards; a Leader
    /// does not, rule 4).
    #[inline]
    pub fn fights(self) -> bool {
        self.capabilities().strength_alone > 0
    }
    /// Whether it strengthens its own power's fighting unit beside it rather than fighting
    /// (a Leader).
    #[inline]
    pub fn accompanies(self) -> bool {
        self.capabilities().strength_beside_own > 0
    }
    /// Whether a unit that accompanies its own (a Leader) may stand beside it.
    #[inline]
    pub fn hosts(self) -> bool {
        self.capabilities().hosts
    }
    /// Whether it needs a supply centre, or a papal one (Das Dippyspiel's papal units).
    #[inline]
    pub fn needs_supply(self) -> bool {
        self.capabilities().supply != Supply::Free
    }
    /// What keeps it on the board.
    #[inline]
    pub fn supply(self) -> Supply {
        self.capabilities().supply
    }
    /// Whether it counts for victory and survival.
    #[inline]
    pub fn counts(self) -> bool {
        self.capabilities().counts
    }
    /// Whether fleets may convoy it.
    #[inline]
    pub fn convoyable(self) -> bool {
        self.capabilities().convoy_weight > 0
    }
    /// Whether it convoys others.
    #[inline]
    pub fn convoys(self) -> bool {
        self.capabilities().convoys
    }
    /// Whether it may carry others on board.
    #[inline]
    pub fn carries(self) -> bool {
        self.capabilities().carries > 0
    }
    /// Whether it may go on board a fleet.
    #[inline]
    pub fn boards(self) -> bool {
        self.capabilities().boards
    }
    /// The kinds its halves take when it splits.
    #[inline]
    pub fn halves(self) -> [UnitKind; 2] {
        self.capabilities().halves
    }
    /// Where it is raised under `build_sites=capital-and-base`, and may stack.
    #[inline]
    pub fn base(self) -> Base {
        self.capabilities().base
    }
    /// How many of it a power may keep besides its supply.
    #[inline]
    pub fn quota(self) -> Quota {
        self.capabilities().quota
    }
    /// What lets it onto a board.
    #[inline]
    pub fn allowed(self) -> Allowed {
        self.capabilities().allowed
    }
    /// The kind that raised at, or stacking in, `base` (an army for the capital, a fleet for a
    /// naval base).
    pub fn of_base(base: Base) -> Option<UnitKind> {
        KINDS.iter().find(|k| k.base == base && base != Base::None).map(|k| k.kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_row_is_its_own_kind() {
        for kind in UnitKind::ALL {
            assert_eq!(kind.capabilities().kind, kind);
            assert_eq!(UnitKind::from_word(kind.letter()), Some(kind));
            assert_eq!(UnitKind::from_word(&kind.word().to_uppercase()), Some(kind));
        }
        assert_eq!(UnitKind::from_word("coastguard"), Some(UnitKind::CoastGuard));
        assert_eq!(UnitKind::from_word("horse"), None);
    }

    #[test]
    fn a_leader_neither_fights_nor_needs_supply_but_doubles_its_own_unit() {
        let l = UnitKind::Leader;
        assert!(!l.fights() && l.accompanies() && !l.needs_supply() && !l.counts() && !l.hosts());
        for k in UnitKind::ALL.into_iter().filter(|&k| k != UnitKind::Leader) {
            assert!(k.fights() && !k.accompanies() && k.needs_supply() && k.counts());
        }
        // Rule 3: "An A or F which is accompanied by an L": not a coast guard.
        assert!(UnitKind::Army.hosts() && UnitKind::Fleet.hosts() && !UnitKind::CoastGuard.hosts());
    }

    #[test]
    fn armies_are_convoyed_and_board_fleets_that_convoy_and_carry() {
        assert!(UnitKind::Army.convoyable() && UnitKind::Army.boards());
        assert!(UnitKind::Fleet.convoys() && UnitKind::Fleet.carries());
        assert_eq!(UnitKind::of_base(Base::Capital), Some(UnitKind::Army));
        assert_eq!(UnitKind::of_base(Base::NavalBase), Some(UnitKind::Fleet));
        assert_eq!(UnitKind::of_base(Base::None), None);
        assert_eq!(UnitKind::CoastGuard.halves(), [UnitKind::Army, UnitKind::Fleet]);
    }

    /// Das Dippyspiel's cavalry (rules 6, 9 and 13): a land unit of strength 1, supplied like
    /// an army, moving twice a season, taking a whole fleet's convoy, never boarding.
    #[test]
    #[cfg(feature = "world")]
    fn cavalry_is_a_land_unit_that_moves_twice_fills_a_convoy_and_never_boards() {
        assert_eq!(UnitKind::from_word("cav"), Some(UnitKind::Cavalry));
        let c = UnitKind::Cavalry.capabilities();
        assert_eq!((c.letter, c.word, c.terrain, c.strength_alone), ("C", "cavalry", Terrain::Land, 1));
        assert_eq!((c.supply, c.moves_per_season, c.convoy_weight, c.boards), (Supply::Centre, 2, 2, false));
        assert!(UnitKind::Cavalry.convoyable() && !UnitKind::Cavalry.convoys() && !UnitKind::Cavalry.hosts());
        // Raised where armies are: the capital's kind stays the army.
        assert_eq!(UnitKind::Cavalry.base(), Base::Capital);
        assert_eq!(UnitKind::of_base(Base::Capital), Some(UnitKind::Army));
        assert!(!MapSwitch::Cavalry.read_elsewhere() && MapSwitch::CoastGuards.read_elsewhere());
    }

    /// Rule 6, "Numbers of Cavalry": "Additional C units may be built, but only within a
    /// required ratio of 1 C for every 3 A. [...] The 3-to-1 ratio always excludes the minimum
    /// of 1 C to which every nation is entitled." No other kind has a limit of its own.
    #[test]
    #[cfg(feature = "world")]
    fn cavalry_is_kept_to_one_and_one_more_for_every_three_armies() {
        let quota = UnitKind::Cavalry.quota();
        let with_armies = |a: u32| quota.allowed(|k| if k == UnitKind::Army { a } else { 99 });
        let allowed: Vec<Option<u32>> = [0, 2, 3, 5, 6, 9].into_iter().map(with_armies).collect();
        assert_eq!(allowed, [1, 1, 2, 2, 3, 4].map(Some));
        assert_eq!(quota.words(), "1, and 1 more for every 3 A");
        for kind in UnitKind::ALL.into_iter().filter(|&k| k != UnitKind::Cavalry) {
            assert_eq!((kind.quota(), kind.quota().allowed(|_| 99)), (Quota::None, None));
        }
    }

    /// Das Dippyspiel's papal units (rule 5): "Papal centers support only Papal units (PA, PF,
    /// PC)": an army, a fleet and a cavalry unit in all else, supplied apart, raised only where
    /// the map has a Papacy.
    #[test]
    #[cfg(feature = "world")]
    fn papal_units_are_their_kinds_supplied_by_papal_centres() {
        for (papal, like, letter) in [
            (UnitKind::PapalArmy, UnitKind::Army, "PA"),
            (UnitKind::PapalFleet, UnitKind::Fleet, "PF"),
            (UnitKind::PapalCavalry, UnitKind::Cavalry, "PC"),
        ] {
            let (p, l) = (papal.capabilities(), like.capabilities());
            assert_eq!(p.letter, letter);
            assert_eq!(
                (p.terrain, p.strength_alone, p.convoy_weight, p.moves_per_season),
                (l.terrain, l.strength_alone, l.convoy_weight, l.moves_per_season)
            );
            assert_eq!((p.supply, l.supply), (Supply::Papal, Supply::Centre));
            assert!(papal.needs_supply() && papal.counts() && papal.fights());
            assert_eq!((papal.quota(), papal.allowed()), (Quota::None, Allowed::ByMap(MapSwitch::Papacy)));
        }
    }

    #[test]
    #[cfg(feature = "world")]
    fn a_map_lets_in_coast_guards_and_cavalry_and_only_the_rules_raise_leaders() {
        let on = |k: UnitKind, cg: bool, cav: bool| {
            k.allowed().on_board(|s| match s {
                MapSwitch::CoastGuards => cg,
                MapSwitch::Cavalry => cav,
                MapSwitch::Papacy => false,
            })
        };
        assert!(on(UnitKind::Army, false, false) && on(UnitKind::Fleet, false, false));
        assert!(on(UnitKind::CoastGuard, true, false) && !on(UnitKind::CoastGuard, false, true));
        assert!(on(UnitKind::Cavalry, false, true) && !on(UnitKind::Cavalry, true, false));
        assert!(!on(UnitKind::Leader, true, true) && !on(UnitKind::Leader, false, false));
    }
}
