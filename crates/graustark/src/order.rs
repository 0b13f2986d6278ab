//! Orders as typed values, with ids resolved against a map.

use crate::map::{LocId, Map, PowerId, ProvinceId, UnitKind};
use crate::state::{GameState, Phase};

#[cfg(feature = "world")]
mod deed;
#[cfg(feature = "world")]
pub use deed::Deed;

/// What a unit is ordered to do. In a retreat phase a [`Action::Move`] is a retreat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Hold,
    /// Move (or retreat) to `to`; `via_convoy` when the order says so.
    Move {
        to: LocId,
        via_convoy: bool,
    },
    /// Support the unit at `target`, to hold (`dest` is None) or to move to `dest`.
    /// `target_power` is the nationality the order names, if any (`S Turkish F Con`);
    /// `target_number` the unit's number where the order names it so (`S 3 Bur`), else 0.
    Support {
        target: LocId,
        target_kind: Option<UnitKind>,
        target_power: Option<PowerId>,
        dest: Option<LocId>,
        target_number: u16,
    },
    /// Convoy the army at `from` to `to`.
    Convoy {
        from: LocId,
        to: LocId,
    },
    /// A fleet's convoy of two armies in one season, the army at `from[i]` to `to[i]` (Das
    /// Dippyspiel, rule 9: "A Fleet may convoy 1 C or 2 A in one season"; written `F Atl1 C A
    /// Lisa - Bres and A Exet - Norm`), played by `mechanics::convoy_load`.
    #[cfg(feature = "world")]
    ConvoyTwo {
        from: [LocId; 2],
        to: [LocId; 2],
    },
    /// Disband (retreat or adjustment phase).
    Disband,
    /// A move by convoy with its route written out (`A Yor - Nth - Bel`, DATC 4.A.6): the
    /// provinces of the convoying fleets, in order.
    MoveByPath {
        to: LocId,
        path: ConvoyPath,
    },
    /// An army goes on board the fleet at `fleet` (the 1958 rules): its power's fleet in the
    /// army's province (the fleet may move on), one moving into the army's coastal province,
    /// or one staying in a coastal province the army moves into. `fleet_number` is the
    /// fleet's number where the order names it so, else 0.
    Board {
        fleet: LocId,
        fleet_number: u16,
    },
    /// An army on board goes ashore in the coastal province where its fleet is, as the fleet
    /// moves out (the 1958 rules).
    Disembark,
    /// An army moves into the province of the fleet at `to` and boards it there (Das
    /// Dippyspiel, rule 13: `A Xxxx-Yyyy (becomes A/F)`), under `boarding=a-f`.
    #[cfg(feature = "world")]
    BecomesAF {
        to: LocId,
    },
    /// A fleet lets the foreign army at `army` board it (rule 13: "if the F is owned by another
    /// power, he must write an order for his F to accept the A"): `F Lond Accept A Kent`.
    #[cfg(feature = "world")]
    Accept {
        army: LocId,
    },
    /// An A/F's army lands in `to` with the support of its fleet at `by` (rule 13: `A Xxxx-Yyyy
    /// (S) by F Xxxx`). A landing without it is written as a move.
    #[cfg(feature = "world")]
    Land {
        to: LocId,
        by: LocId,
    },
    /// A retreat that says "(priority)": when two units of one power retreat to the same
    /// place, the one with priority goes there (house rules 3.2, under the option).
    Retreat {
        to: LocId,
        priority: bool,
    },
    /// A cavalry unit's two half-moves in one season (Das Dippyspiel, rule 6: `C Xxxx-Yyyy-Zzzz`,
    /// `C Xxxx-(H)-Yyyy`, `C Xxxx-Yyyy-(S) C Aaaa-Bbbb`), the second read from where the first
    /// leaves it (`mechanics::cavalry`).
    #[cfg(feature = "world")]
    Halves(Halves),
}

/// What a cavalry unit does in one half of a season (Das Dippyspiel, rule 6: "a Cavalry may
/// move, hold, support, &c.").
#[cfg(feature = "world")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Half {
    /// `(H)`.
    Hold,
    /// `-Yyyy`.
    Move(LocId),
    /// `(S) C Aaaa-Bbbb`, or `(S) A Aaaa` to hold: the unit standing at `target` when the half
    /// begins.
    Support { target: LocId, target_kind: Option<UnitKind>, dest: Option<LocId> },
}

#[cfg(feature = "world")]
impl Half {
    /// The half as the order one resolution plays.
    pub fn action(self) -> Action {
        match self {
            Half::Hold => Action::Hold,
            Half::Move(to) => Action::Move { to, via_convoy: false },
            Half::Support { target, target_kind, dest } => {
                Action::Support { target, target_kind, target_power: None, dest, target_number: 0 }
            }
        }
    }
}

/// A cavalry unit's two halves, in order.
#[cfg(feature = "world")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Halves(pub [Half; 2]);

/// The seas a convoy route passes through, as an order writes them (at most eight).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConvoyPath {
    len: u8,
    steps: [LocId; 8],
}

impl ConvoyPath {
    /// A path from the places written between the army and its destination; None if there are
    /// none or more than eight.
    pub fn new(steps: &[LocId]) -> Option<ConvoyPath> {
        if steps.is_empty() || steps.len() > 8 {
            return None;
        }
        let mut p = ConvoyPath { len: steps.len() as u8, steps: [LocId(0); 8] };
        p.steps[..steps.len()].copy_from_slice(steps);
        Some(p)
    }
    /// The places of the path, in order.
    pub fn steps(&self) -> &[LocId] {
        &self.steps[..self.len as usize]
    }
}

/// One order, as written by a power (the power may be unknown when the text did not say).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Order {
    /// An order to the unit standing at `loc`: the one numbered `number` of the ordering
    /// power where the order names it by number (needed where several units share `loc`),
    /// else (0) the one unit there.
    Unit { power: Option<PowerId>, kind: Option<UnitKind>, loc: LocId, action: Action, number: u16 },
    /// Build a unit of `kind` at `loc`.
    Build { power: Option<PowerId>, kind: Option<UnitKind>, loc: LocId },
    /// Decline a build.
    Waive { power: Option<PowerId> },
    /// Name the home centre at `province` the power's capital, after losing its own (the 1958
    /// rules; an adjustment order, written `Capital Mos`).
    Capital { power: Option<PowerId>, province: ProvinceId },
    /// An order that moves no unit (Das Dippyspiel: vents, build centres, cessions, mines,
    /// gold; [`Deed`]).
    #[cfg(feature = "world")]
    Deed { power: Option<PowerId>, deed: Deed },
}

impl Order {
    /// The power that gave the order, if known.
    pub fn power(&self) -> Option<PowerId> {
        match *self {
            Order::Unit { power, .. }
            | Order::Build { power, .. }
            | Order::Waive { power }
            | Order::Capital { power, .. } => power,
            #[cfg(feature = "world")]
            Order::Deed { power, .. } => power,
        }
    }
    /// The same order, given by `power`.
    pub fn with_power(mut self, p: PowerId) -> Order {
        match &mut self {
            Order::Unit { power, .. }
            | Order::Build { power, .. }
            | Order::Waive { power }
            | Order::Capital { power, .. } => *power = Some(p),
            #[cfg(feature = "world")]
            Order::Deed { power, .. } => *power = Some(p),
        }
        self
    }

    /// The order read in the context of a position: a missing power is taken from the unit it
    /// orders (in a retreat phase, the dislodged unit) or, for a build, from the province's
    /// home power; in a retreat phase a plain move is a retreat.
    pub fn in_position(self, map: &Map, state: &GameState) -> Order {
        match self {
            Order::Unit { power, kind, loc, action, number } => {
                let p = map.province_of(loc);
                let retreating = state.phase == Phase::Retreat;
                let owner = if retreating {
                    crate::state::unit_named_at(map, state.dislodged.iter().map(|d| &d.unit), p, kind)
                        .map(|i| state.dislodged[i].unit.power)
                } else {
                    crate::state::unit_named_at(map, &state.units, p, kind).map(|i| state.units[i].power)
                };
                let action = match action {
                    Action::Move { to, via_convoy: false } if retreating => Action::Retreat { to, priority: false },
                    a => a,
                };
                Order::Unit { power: power.or(owner), kind, loc, action, number }
            }
            Order::Build { power, kind, loc } => {
                Order::Build { power: power.or(map.province(map.province_of(loc)).home_of), kind, loc }
            }
            Order::Capital { power, province } => {
                Order::Capital { power: power.or(map.province(province).home_of), province }
            }
            waive => waive,
        }
    }

    /// Writes the order in the short notation (`A Par - Bur`, `F Nth C A Lon - Nwy`).
    pub fn describe(&self, map: &Map) -> String {
        self.write(map, false, Numbers::default())
    }

    /// The short notation with the nationality a support names (`A Rum S Turkish F Con`), so
    /// that reading the text back gives the same order.
    pub fn describe_exactly(&self, map: &Map) -> String {
        self.write(map, true, Numbers::default())
    }

    /// [`Order::describe_exactly`] with the units' numbers where `numbers` asks for them
    /// (`4 A Par - Gas`, `F Bre S French 5 A Par - Pic`): the text that names one unit of a
    /// stack, and reads back as the same order for the power that gives it.
    pub fn describe_numbered(&self, map: &Map, numbers: Numbers) -> String {
        self.write(map, true, numbers)
    }

    fn write(&self, map: &Map, nationality: bool, numbers: Numbers) -> String {
        let unit = |k: Option<UnitKind>, l: LocId| match k {
            Some(k) => format!("{} {}", k.letter(), map.loc_short(l)),
            None => map.loc_short(l),
        };
        let numbered = |n: u16, text: String| match n {
            0 => text,
            n => format!("{n} {text}"),
        };
        let named = |p: Option<PowerId>, k: Option<UnitKind>, l: LocId, n: u16| {
            let text = if numbers.target { numbered(n, unit(k, l)) } else { unit(k, l) };
            match p {
                Some(p) if nationality => format!("{} {text}", map.power(p).adjective),
                _ => text,
            }
        };
        match *self {
            Order::Unit { kind, loc, action, number, .. } => {
                let u = if numbers.unit { numbered(number, unit(kind, loc)) } else { unit(kind, loc) };
                match action {
                    Action::Hold => format!("{u} H"),
                    Action::Move { to, via_convoy } => {
                        format!("{u} - {}{}", map.loc_short(to), if via_convoy { " via Convoy" } else { "" })
                    }
                    Action::Support { target, target_kind, target_power, dest: None, target_number } => {
                        format!("{u} S {}", named(target_power, target_kind, target, target_number))
                    }
                    Action::Support { target, target_kind, target_power, dest: Some(d), target_number } => {
                        let t = named(target_power, target_kind, target, target_number);
                        format!("{u} S {t} - {}", map.loc_short(d))
                    }
                    Action::Convoy { from, to } => {
                        format!("{u} C A {} - {}", map.loc_short(from), map.loc_short(to))
                    }
                    #[cfg(feature = "world")]
                    Action::ConvoyTwo { from, to } => {
                        let [a, b] = [0, 1].map(|i| format!("A {} - {}", map.loc_short(from[i]), map.loc_short(to[i])));
                        format!("{u} C {a} and {b}")
                    }
                    Action::Disband => format!("{u} Disband"),
                    Action::MoveByPath { to, path } => {
                        let steps: Vec<String> = path.steps().iter().map(|&l| map.loc_short(l)).collect();
                        format!("{u} - {} - {}", steps.join(" - "), map.loc_short(to))
                    }
                    Action::Board { fleet, fleet_number } => match numbers.target {
                        true => format!("{u} Board {}", numbered(fleet_number, unit(Some(UnitKind::Fleet), fleet))),
                        false => format!("{u} Board F {}", map.loc_short(fleet)),
                    },
                    Action::Disembark => format!("{u} Disembark"),
                    #[cfg(feature = "world")]
                    Action::BecomesAF { to } => format!("{u} - {} (becomes A/F)", map.loc_short(to)),
                    #[cfg(feature = "world")]
                    Action::Accept { army } => format!("{u} Accept A {}", map.loc_short(army)),
                    #[cfg(feature = "world")]
                    Action::Land { to, by } => format!("{u} - {} (S) by F {}", map.loc_short(to), map.loc_short(by)),
                    Action::Retreat { to, priority } => {
                        format!("{u} - {}{}", map.loc_short(to), if priority { " (priority)" } else { "" })
                    }
                    #[cfg(feature = "world")]
                    Action::Halves(Halves(halves)) => {
                        // A support to hold says so (`(S) A Aaaa (H)`), so that a second half
                        // after it is not read as the supported unit's destination.
                        let [a, b] = halves.map(|h| match h {
                            Half::Hold => "(H)".to_string(),
                            Half::Move(to) => map.loc_short(to),
                            Half::Support { target, target_kind, dest: None } => {
                                format!("(S) {} (H)", unit(target_kind, target))
                            }
                            Half::Support { target, target_kind, dest: Some(d) } => {
                                format!("(S) {} - {}", unit(target_kind, target), map.loc_short(d))
                            }
                        });
                        format!("{u} - {a} - {b}")
                    }
                }
            }
            Order::Build { kind, loc, .. } => format!("Build {}", unit(kind, loc)),
            Order::Waive { .. } => "Waive".into(),
            Order::Capital { province, .. } => format!("Capital {}", map.loc_short(map.province_loc(province))),
            #[cfg(feature = "world")]
            Order::Deed { deed, .. } => deed.describe(map, |p| map.loc_short(map.province_loc(p))),
        }
    }
}

/// Which numbers an order's text gives (see [`Order::describe_numbered`]): the ordered unit's,
/// and the supported unit's or boarded fleet's. A number 0 is never written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Numbers {
    pub unit: bool,
    pub target: bool,
}
