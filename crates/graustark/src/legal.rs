//! Every order a unit may give in the current phase, for interfaces that offer choices
//! rather than take typed text. What is listed is legal in the sense of DATC 4.E.1: each
//! could be valid, given the right orders from the others.

use crate::adjust::{build_sites, capital_lost, may_build_leader, quota_allows_one, room_to_raise, site_kinds};
use crate::duties::out_of_game;
use crate::map::{Base, LocId, Map, ProvinceId, ProvinceKind, Terrain, UnitKind};
use crate::order::{Action, Order};
use crate::resolve::{
    RouteScratch, can_convoy_from, convoy_destinations, convoy_possible, fleet_is_necessary, fleet_within_reach,
};
use crate::retreat::options as retreat_options;
use crate::rules::{
    Boarding, CoastalConvoy, ConvoyOrder, ConvoyToAdjacent, PatronYear, Rules, SupportNationality, WaiveBuilds,
};
use crate::state::{GameState, Phase, Unit};

#[cfg(feature = "world")]
mod af;
#[cfg(feature = "world")]
mod convoys;
#[cfg(feature = "world")]
mod halves;

/// The orders the units (movement and retreat phases) or the power owning the province
/// (adjustment phase) at `loc` may give, each naming its unit's number. Where several units
/// share the province (a 1958 stack, an army on board), the orders of each are listed, in the
/// order of the position. On a board with cavalry (Das Dippyspiel, rule 6), a cavalry unit's
/// one-half orders are followed by its two-half orders (`legal/halves.rs` says which). At a
/// vent (Das Dippyspiel, rule 7), the underground power's orders come last: its units going
/// down and coming up where the vent is open (`mechanics::surfacing`), then its order to open
/// or close it, in the phases it may be given. Empty when there is nothing to order there.
pub fn legal_orders(map: &Map, state: &GameState, loc: LocId, rules: &Rules) -> Vec<Order> {
    #[allow(unused_mut)]
    let mut out = orders_at(map, state, loc, rules);
    #[cfg(feature = "world")]
    if map.vents {
        let boards = rules.boarding == Boarding::AF;
        out.extend(crate::mechanics::surfacing::offered(map, state, map.province_of(loc), boards));
        out.extend(crate::mechanics::vents::offered(map, state, map.province_of(loc)));
    }
    out
}

/// [`legal_orders`] but the vents'.
fn orders_at(map: &Map, state: &GameState, loc: LocId, rules: &Rules) -> Vec<Order> {
    let p = map.province_of(loc);
    let here = |u: &&Unit| map.province_of(u.loc) == p;
    match state.phase {
        Phase::Movement => {
            state.units.iter().filter(here).flat_map(|u| unit_movement_orders(map, state, u, rules)).collect()
        }
        Phase::Retreat => {
            let mut out = Vec::new();
            // An army on board a dislodged fleet goes with it: it has no order of its own.
            for d in state.dislodged.iter().filter(|d| here(&&d.unit) && !d.unit.aboard()) {
                out.extend(
                    retreat_options(map, state, d, rules)
                        .into_iter()
                        .map(|to| unit_order(&d.unit, Action::Retreat { to, priority: false })),
                );
                out.push(unit_order(&d.unit, Action::Disband));
            }
            out
        }
        Phase::Adjustment => adjustment_orders(map, state, p, rules),
    }
}

/// The orders the halves of a doubled unit at `loc` may give (Cat Diplomacy, rule 4: two
/// different orders to a doubled unit split it "into two units of the original type", and rule
/// 10: a coast guard divided becomes "one fleet and one army"). For each unit there of the
/// power whose year it is under `patron_year=doubled`, not split earlier this year: the orders
/// of a unit of each half's kind standing there (an army's and a fleet's for a coast guard,
/// else its own kind's), each naming that kind, which is how the resolver tells the halves of
/// a coast guard apart, and a half's support of the other half's move (example G: "DA
/// Cinnabar to Silver; DA Cinnabar S Cinnabar-Silver"). Empty outside movement and where no
/// unit is doubled.
pub fn half_orders(map: &Map, state: &GameState, loc: LocId, rules: &Rules) -> Vec<Order> {
    let doubled = map.year_patron(state.year).filter(|_| rules.patron_year == PatronYear::Doubled);
    let Some(patron) = doubled.filter(|_| state.phase == Phase::Movement) else { return Vec::new() };
    let p = map.province_of(loc);
    let mut out = Vec::new();
    let doubled_here = |u: &&Unit| {
        u.power == patron
            && map.province_of(u.loc) == p
            && !u.aboard()
            && u.kind.fights()
            && !state.single.contains(&(u.power, u.number))
    };
    for u in state.units.iter().filter(doubled_here) {
        let [first, second] = u.kind.halves().map(|kind| Unit { kind, ..*u });
        out.extend(movement_orders(map, state, &first, rules));
        out.extend(other_half_supported(map, first, second));
        // Two halves of one kind have the same orders: listed once.
        if second.kind != first.kind {
            out.extend(movement_orders(map, state, &second, rules));
            out.extend(other_half_supported(map, second, first));
        }
    }
    out
}

/// The supports `supporter`, one half of a split unit, may give the moves of `mover`, the
/// other half in its province (where both can go).
fn other_half_supported(map: &Map, supporter: Unit, mover: Unit) -> Vec<Order> {
    let reach = reachable_provinces(map, &supporter);
    reachable_provinces(map, &mover)
        .into_iter()
        .filter(|to| reach.contains(to))
        .map(|to| {
            let support = Action::Support {
                target: mover.loc,
                target_kind: Some(mover.kind),
                target_power: None,
                dest: Some(map.province_loc(to)),
                target_number: 0,
            };
            unit_order(&supporter, support)
        })
        .collect()
}

/// A unit's movement orders: its one-half orders, and a cavalry unit's two halves after them.
fn unit_movement_orders(map: &Map, state: &GameState, u: &Unit, rules: &Rules) -> Vec<Order> {
    // A unit crossing a slow sea has one order: the move it set out on (Das Dippyspiel, rule 11).
    #[cfg(feature = "world")]
    if let Some(t) = state.transits.iter().find(|t| t.from == u.loc) {
        return vec![unit_order(u, Action::Move { to: t.to, via_convoy: false })];
    }
    let one_half = movement_orders(map, state, u, rules);
    #[cfg(feature = "world")]
    if map.cavalry && halves::moves_twice(u) && !u.aboard() {
        let two = halves::halves_orders(map, state, u, &one_half, rules);
        return one_half.into_iter().chain(two).collect();
    }
    one_half
}

fn unit_order(u: &Unit, action: Action) -> Order {
    Order::Unit { power: Some(u.power), kind: Some(u.kind), loc: u.loc, action, number: u.number }
}

/// The fleets that may convoy, by province: the convoy routes of the position, asked of the
/// adjudicator's own search (`resolve::convoy`), so that what is offered and what is judged
/// agree. Under `convoy_order=none` no fleet may, so no convoy, convoyed move or support of
/// one is offered.
struct ConvoyFleets<'m> {
    map: &'m Map,
    can_convoy: Vec<bool>,
    scratch: RouteScratch,
}

impl<'m> ConvoyFleets<'m> {
    fn new(map: &'m Map, state: &GameState, rules: &Rules) -> Self {
        let coasts_too = rules.coastal_convoy == CoastalConvoy::CoastsToo;
        let mut can_convoy = vec![false; map.provinces.len()];
        let convoys = rules.convoy_order == ConvoyOrder::Allowed;
        for f in state.units.iter().filter(|f| convoys && f.kind.convoys()) {
            let p = map.province_of(f.loc);
            can_convoy[p.0 as usize] = can_convoy_from(map, p, coasts_too);
        }
        ConvoyFleets { map, can_convoy, scratch: RouteScratch::default() }
    }

    /// Provinces an army at `from` could reach by convoy.
    fn destinations(&mut self, from: ProvinceId) -> Vec<ProvinceId> {
        let can_convoy = &self.can_convoy;
        convoy_destinations(self.map, from, |p| can_convoy[p.0 as usize], &mut self.scratch)
    }

    /// Whether an army at `from` could be convoyed to `to` without the fleet in `without`
    /// (DATC 6.D.31: a fleet does not convoy the army it supports).
    fn possible_without(&mut self, from: ProvinceId, to: ProvinceId, without: ProvinceId) -> bool {
        let can_convoy = &self.can_convoy;
        convoy_possible(self.map, from, to, |p| p != without && can_convoy[p.0 as usize], &mut self.scratch)
    }

    /// Whether the fleet in `fleet` lies on a route from `from` to `to` that needs it (DATC 6.G.19).
    fn needs(&mut self, from: ProvinceId, to: ProvinceId, fleet: ProvinceId) -> bool {
        let can_convoy = &self.can_convoy;
        fleet_is_necessary(self.map, from, to, fleet, |p| can_convoy[p.0 as usize], &mut self.scratch)
    }
}

/// Whether the unit `v` could move into province `p`, not counting a convoy by the fleet in
/// `supporter` (what a support of that move needs).
fn could_move_to(map: &Map, fleets: &mut ConvoyFleets, v: &Unit, p: ProvinceId, supporter: ProvinceId) -> bool {
    let here = map.province_of(v.loc);
    if here == p {
        return false;
    }
    // A Leader alone has no strength to support (Militarism III, rule 4).
    v.kind.fights()
        && (map.can_reach(v.kind, v.loc, p) || (v.kind.convoyable() && fleets.possible_without(here, p, supporter)))
}

/// The places a unit could move to by itself, in the order its orders list them: a unit that
/// stands on provinces to each province it touches (an army over land, a Leader over land or
/// sea), one that stands on coasts to each location its coast reaches.
fn own_moves(map: &Map, u: &Unit) -> Vec<LocId> {
    let here = map.province_of(u.loc);
    match u.kind.terrain() {
        Terrain::Land => map.army_neighbours(here).iter().map(|&p| map.province_loc(p)).collect(),
        Terrain::LandOrSea => map.leader_neighbours(here).into_iter().map(|p| map.province_loc(p)).collect(),
        Terrain::Water | Terrain::Coast => {
            map.fleet_neighbours(u.loc).iter().copied().filter(|&l| map.can_move(u.kind, u.loc, l)).collect()
        }
    }
}

fn movement_orders(map: &Map, state: &GameState, u: &Unit, rules: &Rules) -> Vec<Order> {
    let here = map.province_of(u.loc);
    let mut out = vec![unit_order(u, Action::Hold)];
    // On board, an army holds (stays aboard) or goes ashore as its fleet moves out (1958), or
    // as an A/F lands (Das Dippyspiel).
    #[cfg(feature = "world")]
    if u.aboard() && rules.boarding == Boarding::AF {
        return af::aboard(map, state, u);
    }
    if u.aboard() {
        if map.province_kind(here) == ProvinceKind::Coast {
            out.push(unit_order(u, Action::Disembark));
        }
        return out;
    }
    let mut fleets = ConvoyFleets::new(map, state, rules);
    // Moves.
    for to in own_moves(map, u) {
        out.push(unit_order(u, Action::Move { to, via_convoy: false }));
    }
    if u.kind.convoyable() {
        // A move by convoy says so where it could go by itself, or where the rules want every
        // convoyed move to say so (DAIDE).
        let always_say = rules.convoy_to_adjacent == ConvoyToAdjacent::ViaConvoyRequired;
        for p in fleets.destinations(here) {
            let adjacent = map.can_reach(u.kind, u.loc, p);
            out.push(unit_order(u, Action::Move { to: map.province_loc(p), via_convoy: adjacent || always_say }));
        }
    }
    if u.kind.boards() {
        out.extend(boarding_orders(map, state, u, rules));
    }
    #[cfg(feature = "world")]
    if rules.boarding == Boarding::AF && u.kind.carries() {
        out.extend(af::accepts(map, state, u));
        let convoys = rules.convoy_order == ConvoyOrder::Allowed;
        if convoys && !af_carrying(map, state, u, rules) && map.province_kind(here) == ProvinceKind::Sea {
            out.extend(af::convoys_to_board(map, state, u));
        }
    }
    // A Leader gives no support: alone it has no strength.
    if !u.kind.fights() {
        return out;
    }
    // Supports: to hold any unit it could reach, and to move any unit into a place it could
    // reach. Where the rules require it (DATC 4.C.5) they name the supported unit's power.
    let name_power = |v: &Unit| match rules.support_nationality {
        SupportNationality::Required => true,
        SupportNationality::RequiredForForeign => v.power != u.power,
        SupportNationality::Ignore | SupportNationality::MustBeRight => false,
    };
    // Units of one province do not support each other, and an army on board receives no
    // support (1958); a unit sharing its province is named by number (and its power, if foreign).
    for v in state.units.iter().filter(|v| !v.aboard()) {
        let vp = map.province_of(v.loc);
        if vp == here {
            continue;
        }
        let by_number = state.units.iter().filter(|w| map.province_of(w.loc) == vp).count() > 1;
        let support = |dest: Option<LocId>| Action::Support {
            target: map.province_loc(vp),
            target_kind: Some(v.kind),
            target_power: (name_power(v) || (by_number && v.power != u.power)).then_some(v.power),
            dest,
            target_number: if by_number { v.number } else { 0 },
        };
        if map.can_reach(u.kind, u.loc, vp) {
            out.push(unit_order(u, support(None)));
        }
        for p in reachable_provinces(map, u) {
            if could_move_to(map, &mut fleets, v, p, here) {
                out.push(unit_order(u, support(Some(map.province_loc(p)))));
            }
        }
    }
    // Convoys: any army it lies on a route for; where the board's fleets carry two armies,
    // any two of them after (`legal/convoys.rs`).
    if u.kind.convoys() && fleets.can_convoy[here.0 as usize] && !af_carrying(map, state, u, rules) {
        #[cfg(feature = "world")]
        let first = out.len();
        for a in state.units.iter().filter(|a| a.kind.convoyable()) {
            let from = map.province_of(a.loc);
            for to in fleets.destinations(from) {
                if fleets.needs(from, to, here) {
                    out.push(unit_order(u, Action::Convoy { from: map.province_loc(from), to: map.province_loc(to) }));
                }
            }
        }
        #[cfg(feature = "world")]
        if map.fleet_load > 1 {
            let two = convoys::two_army_convoys(map, state, u, &out[first..]);
            out.extend(two);
        }
    }
    out
}

/// Whether `f` is an A/F's fleet, which may not convoy (Das Dippyspiel, rule 13).
fn af_carrying(map: &Map, state: &GameState, f: &Unit, rules: &Rules) -> bool {
    #[cfg(feature = "world")]
    if rules.boarding == Boarding::AF {
        return af::carrying(map, state, f);
    }
    let _ = (map, state, f, rules);
    false
}

/// An army's board orders (under `boarding=allowed`): its power's fleets without an army on
/// board, in its province, in a coastal province it can enter, or able to enter its own
/// coastal province (the three ways of the 1958 rules); as an A/F, `legal/af.rs`.
fn boarding_orders(map: &Map, state: &GameState, a: &Unit, rules: &Rules) -> Vec<Order> {
    #[cfg(feature = "world")]
    if rules.boarding == Boarding::AF {
        return af::boardings(map, state, a, rules.convoy_order == ConvoyOrder::Allowed);
    }
    if rules.boarding != Boarding::Allowed {
        return Vec::new();
    }
    let here = map.province_of(a.loc);
    let carrying = |f: &Unit| state.units.iter().any(|x| x.power == f.power && x.carrier == f.number && x.aboard());
    state
        .units
        .iter()
        .filter(|f| f.power == a.power && f.kind.carries() && !carrying(f))
        .filter(|f| fleet_within_reach(map, here, f.loc))
        .map(|f| unit_order(a, Action::Board { fleet: f.loc, fleet_number: f.number }))
        .collect()
}

/// Whether a kind is one of Das Dippyspiel's papal units, raised only on papal centres.
#[inline]
fn papal(kind: UnitKind) -> bool {
    #[cfg(feature = "world")]
    return kind.supply() == crate::map::Supply::Papal;
    #[cfg(not(feature = "world"))]
    {
        let _ = kind;
        false
    }
}

/// The papal units `owner` may raise on its papal centre `p` (Das Dippyspiel, rule 5), where its
/// papal centres allow one more and nothing stands there: the papal kinds that may stand there.
#[cfg(feature = "world")]
fn papal_builds(
    map: &Map,
    state: &GameState,
    owner: crate::map::PowerId,
    p: ProvinceId,
    due: &[i32],
    out: &mut Vec<Order>,
) {
    let empty = !state.units.iter().any(|u| map.province_of(u.loc) == p);
    if !empty || due.get(map.powers.len() + owner.0 as usize).is_none_or(|&d| d <= 0) {
        return;
    }
    for kind in UnitKind::ALL.into_iter().filter(|&k| papal(k)) {
        let locs: Vec<LocId> = match kind.terrain().stands_on_provinces() {
            true => vec![map.province_loc(p)],
            false if map.province_kind(p) != ProvinceKind::Coast => Vec::new(),
            false if map.province(p).coasts.is_empty() => vec![map.province_loc(p)],
            false => map.province(p).coasts.clone(),
        };
        out.extend(locs.into_iter().map(|loc| Order::Build { power: Some(owner), kind: Some(kind), loc }));
    }
}

/// Provinces a unit could move into by itself (what it may support into): none for a unit
/// that does not fight (a Leader alone has no strength).
fn reachable_provinces(map: &Map, u: &Unit) -> Vec<ProvinceId> {
    if !u.kind.fights() {
        return Vec::new();
    }
    let mut v: Vec<ProvinceId> = own_moves(map, u).into_iter().map(|l| map.province_of(l)).collect();
    v.dedup();
    v
}

fn adjustment_orders(map: &Map, state: &GameState, p: ProvinceId, rules: &Rules) -> Vec<Order> {
    let due = crate::adjust::pools_due(map, state, rules);
    let mut here: Vec<&Unit> = state.units.iter().filter(|u| map.province_of(u.loc) == p).collect();
    // A Leader needs no supply: it is never disbanded in adjustments (Militarism III).
    let mut out: Vec<Order> = here
        .iter()
        .filter(|u| due[crate::adjust::pool(map, u.power, Some(u.kind))] < 0 && u.kind.needs_supply())
        .map(|u| unit_order(u, Action::Disband))
        .collect();
    #[cfg(feature = "world")]
    if let Some(c) = state.economy.church.centre_in(p) {
        papal_builds(map, state, c.owner, p, &due, &mut out);
        return out;
    }
    let Some(power) = state.build_centre_of(map, p) else {
        return out;
    };
    // A foreign unit there blocks every build; the power's own stacked units may leave room
    // (`build_sites` says where).
    if here.iter().any(|u| u.power != power) {
        return out;
    }
    // The opening Leader (Militarism III), whatever builds are due; its own Leader there
    // leaves room for the others.
    if may_build_leader(map, state, power, p, rules) {
        out.push(Order::Build { power: Some(power), kind: Some(UnitKind::Leader), loc: map.province_loc(p) });
    }
    here.retain(|u| !u.kind.accompanies());
    // The 1958 rules: a power that lost its capital may name another home centre it holds.
    let renames = capital_lost(map, state, power) && state.owners[p.0 as usize] == Some(power);
    if renames && !out_of_game(map, state, rules)[power.0 as usize] {
        out.push(Order::Capital { power: Some(power), province: p });
    }
    if due[power.0 as usize] <= 0 || !build_sites(map, state, power, rules).contains(&p) {
        return out;
    }
    let prov = map.province(p);
    // Under build_sites=capital-and-base an army only in the capital, or in a centre that may
    // be named capital (valid with the power's own `Capital` order for it), a fleet only in a
    // naval base it holds.
    let (mut army, mut fleet) = site_kinds(map, state, power, p, rules);
    // Beside its own units, only a unit the map lets stand with them (1958: an army in the
    // capital beside its own fleet, a fleet in the naval base beside its own army).
    army &= room_to_raise(map, state, power, UnitKind::Army, p);
    fleet &= room_to_raise(map, state, power, UnitKind::Fleet, p);
    if army || (renames && here.is_empty()) {
        // An army, and cavalry where the board has it (Das Dippyspiel) and its ratio to armies
        // on the board allows one more (rule 6): the kinds this board allows that are raised
        // where armies are.
        let loc = map.province_loc(p);
        let with_armies = |k: &UnitKind| {
            k.base() == Base::Capital && map.allows(*k) && !papal(*k) && quota_allows_one(state, power, *k, loc, rules)
        };
        for kind in UnitKind::ALL.into_iter().filter(with_armies) {
            out.push(Order::Build { power: Some(power), kind: Some(kind), loc });
        }
    }
    if prov.kind == ProvinceKind::Coast && fleet {
        // A fleet, and a coast guard where the board has them (Cat Diplomacy): the kinds this
        // board allows that stand on coasts.
        let on_coasts = |k: &UnitKind| !k.terrain().stands_on_provinces() && map.allows(*k) && !papal(*k);
        for kind in UnitKind::ALL.into_iter().filter(on_coasts) {
            if prov.coasts.is_empty() {
                out.push(Order::Build { power: Some(power), kind: Some(kind), loc: map.province_loc(p) });
            } else {
                for &c in &prov.coasts {
                    out.push(Order::Build { power: Some(power), kind: Some(kind), loc: c });
                }
            }
        }
    }
    if rules.waive_builds == WaiveBuilds::Allowed {
        out.push(Order::Waive { power: Some(power) });
    }
    out
}
