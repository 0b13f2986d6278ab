//! Kinds of unit as a table of capabilities: what each kind can do is written once, here, and
//! every rule asks the capability (`kind.terrain()`, `kind.fights()`, `kind.needs_supply()`),
//! never the kind. A new kind is a new row and, where it does something no row does yet, a new
//! column; Das Dippyspiel's cavalry would be a row with `moves_per_season: 2`,
//! `convoy_weight: 2` and `boards: false`; its papal units a `Supply` of their own.

/// The kinds of unit: the standard game's two, the coast guard of Cat Diplomacy and the
/// Leader of Militarism III. Each is a row of [`KINDS`].
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

/// What lets a kind of unit onto a board at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allowed {
    /// Every board.
    Always,
    /// A board whose map says `coast_guards` (Cat Diplomacy).
    ByMap,
    /// Only the rules put it on the board, never a map's starting units (Militarism III's
    /// Leaders, under `leaders=one-per-power`).
    ByRules,
}

impl Allowed {
    /// Whether a map's starting units and a player's ordinary builds may be of a kind so
    /// allowed, on a board that lets in the kinds a map must name (`by_map`: Cat Diplomacy's
    /// `coast_guards`) or keeps them out. A kind only the rules raise never is.
    #[inline]
    pub fn on_board(self, by_map: bool) -> bool {
        match self {
            Allowed::Always => true,
            Allowed::ByMap => by_map,
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
}

/// What one kind of unit can do: a row of [`KINDS`].
#[derive(Clone, Copy, Debug)]
pub struct Capabilities {
    pub kind: UnitKind,
    /// As orders and positions write it: `A`, `F`, `CG`, `L`.
    pub letter: &'static str,
    /// `army`, `fleet`, `coast guard`, `leader`.
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
    /// How much of a fleet's convoy it takes; 0 if it cannot be convoyed.
    pub convoy_weight: u8,
    /// Whether it convoys others.
    pub convoys: bool,
    /// How many units it may carry on board (the 1958 rules' boarding).
    pub carries: u8,
    /// Whether it may go on board a fleet.
    pub boards: bool,
    /// How many moves it makes in a movement season.
    pub moves_per_season: u8,
    /// The kinds its two halves take when it is doubled and given two orders (Cat Diplomacy:
    /// a coast guard splits into an army and a fleet).
    pub halves: [UnitKind; 2],
    pub base: Base,
    pub allowed: Allowed,
    pub symbol: Symbol,
}

/// The table: one row per kind, in the order of [`UnitKind`].
pub const KINDS: [Capabilities; 4] = [
    Capabilities {
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
        allowed: Allowed::Always,
        symbol: Symbol::Cannon,
    },
    Capabilities {
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
        allowed: Allowed::Always,
        symbol: Symbol::Ship,
    },
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
        allowed: Allowed::ByMap,
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
        allowed: Allowed::ByRules,
        symbol: Symbol::Star,
    },
];

impl UnitKind {
    /// Every kind, in the table's order.
    pub const ALL: [UnitKind; 4] = [UnitKind::Army, UnitKind::Fleet, UnitKind::CoastGuard, UnitKind::Leader];

    /// Its row of the table.
    #[inline]
    pub fn capabilities(self) -> &'static Capabilities {
        &KINDS[self as usize]
    }
    /// `A`, `F`, `CG` or `L`.
    #[inline]
    pub fn letter(self) -> &'static str {
        self.capabilities().letter
    }
    /// `an army`, `a fleet`, `a coast guard`, `a leader`.
    #[inline]
    pub fn with_article(self) -> &'static str {
        self.capabilities().with_article
    }
    /// `army`, `fleet`, `coast guard` or `leader`.
    #[inline]
    pub fn word(self) -> &'static str {
        self.capabilities().word
    }
    /// Reads a kind as positions and orders write it (its word, its letter or another of its
    /// written forms: `army`, `a`, `coast guard`, `coastguard`, `cg`, `l`), in any case.
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
    /// Whether it needs a supply centre.
    #[inline]
    pub fn needs_supply(self) -> bool {
        self.capabilities().supply == Supply::Centre
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
        assert_eq!(UnitKind::from_word("cavalry"), None);
    }

    #[test]
    fn a_leader_neither_fights_nor_needs_supply_but_doubles_its_own_unit() {
        let l = UnitKind::Leader;
        assert!(!l.fights() && l.accompanies() && !l.needs_supply() && !l.counts() && !l.hosts());
        for k in [UnitKind::Army, UnitKind::Fleet, UnitKind::CoastGuard] {
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

    #[test]
    fn a_map_lets_in_coast_guards_and_only_the_rules_raise_leaders() {
        let on = |k: UnitKind, by_map| k.allowed().on_board(by_map);
        assert!(on(UnitKind::Army, false) && on(UnitKind::Fleet, false));
        assert!(on(UnitKind::CoastGuard, true) && !on(UnitKind::CoastGuard, false));
        assert!(!on(UnitKind::Leader, true) && !on(UnitKind::Leader, false));
    }
}
