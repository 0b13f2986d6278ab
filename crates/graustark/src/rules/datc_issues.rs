//! Every disputed issue of DATC 3.0 section 4 (4.A.1 to 4.E.6), with the options that settle
//! it, or the reason no option can: this adjudicator judges one phase at a time, from a
//! position and orders already read.

/// How the adjudicator covers one DATC issue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coverage {
    /// The options (by name) whose choices settle the issue.
    Options(&'static [&'static str]),
    /// The options that settle the issue, and how they do.
    OptionsNoted(&'static [&'static str], &'static str),
    /// Why no option can settle it here.
    NoOption(&'static str),
}

/// One issue of DATC 3.0 section 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DatcIssue {
    /// `4.A.1`.
    pub id: &'static str,
    /// The DATC's title.
    pub title: &'static str,
    /// The options that settle it, or why none does.
    pub coverage: Coverage,
}

const fn by(id: &'static str, title: &'static str, options: &'static [&'static str]) -> DatcIssue {
    DatcIssue { id, title, coverage: Coverage::Options(options) }
}

const fn noted(
    id: &'static str,
    title: &'static str,
    options: &'static [&'static str],
    how: &'static str,
) -> DatcIssue {
    DatcIssue { id, title, coverage: Coverage::OptionsNoted(options, how) }
}

const fn none(id: &'static str, title: &'static str, why: &'static str) -> DatcIssue {
    DatcIssue { id, title, coverage: Coverage::NoOption(why) }
}

/// Every issue of DATC 3.0 section 4, in its order.
pub const DATC_ISSUES: &[DatcIssue] = &[
    noted(
        "4.A.1",
        "Multi-route convoy disruption",
        &["multi_route_convoy"],
        "all-routes-broken (1982 on; DATC 3.0's b), any-route-broken (the 1971 rulebook, DATC 3.0's a), own-fleets-first (the DPTG's: the 1971 rule, other powers' fleets ignored where the army's own offer a route; DATC 6.F.10 and 6.F.20 come out as under the later rules)",
    ),
    by("4.A.2", "Convoy disruption paradoxes", &["convoy_paradox"]),
    by("4.A.3", "Convoying to adjacent province", &["convoy_to_adjacent"]),
    by("4.A.4", "Support cut on attack on itself via convoy", &["convoyed_attack_origin"]),
    by("4.A.5", "Retreat when dislodged by convoy", &["retreat_after_convoy"]),
    by("4.A.6", "Convoy path specification", &["convoy_path"]),
    by("4.A.7", "Avoiding a head-to-head battle to bounce a unit", &["dislodged_convoyed_effect"]),
    by("4.B.1", "Omitted coast, two coasts possible", &["ambiguous_coast"]),
    by("4.B.2", "Omitted coast, one coast possible", &["omitted_coast"]),
    by("4.B.3", "Move order to impossible coast", &["impossible_coast"]),
    noted(
        "4.B.4",
        "Coast specification in support order",
        &["support_coast"],
        "any-unit (DATC 3.0), own-unit-only (Calhamer), required, ignored (the DPTG: the coast never read), illegal (DAIDE, whose support order has no coast: a support naming one is refused, DATC 6.B.4)",
    ),
    by("4.B.5", "Wrong coast of ordered unit", &["ordered_coast"]),
    by("4.B.6", "Unknown coasts or irrelevant coasts", &["irrelevant_coast"]),
    by("4.B.7", "Coast specification in build order", &["build_coast"]),
    by("4.C.1", "Missing unit designation", &["unit_designation"]),
    by("4.C.2", "Wrong unit designation", &["unit_designation"]),
    by("4.C.3", "Missing unit designation in build order", &["build_designation"]),
    by("4.C.4", "Building a fleet in a land area", &["fleet_build_on_land"]),
    by("4.C.5", "Missing nationality in support order", &["support_nationality"]),
    by("4.C.6", "Wrong nationality in support order", &["support_nationality"]),
    none(
        "4.D.1",
        "Multiple order sets with defined order",
        "order sets are merged before adjudication: the caller decides which count; `graustark gm` offers each reading as the game file's `order_sets`",
    ),
    none(
        "4.D.2",
        "Multiple order sets with undefined order",
        "as 4.D.1: the adjudicator receives one list of orders per phase; `graustark gm --unordered` combines or holds, as the game file's `unordered_sets` says",
    ),
    by("4.D.3", "Multiple orders to the same unit", &["multiple_orders"]),
    by("4.D.4", "Too many build orders", &["too_many_builds"]),
    by("4.D.5", "Multiple build orders for one province", &["multiple_builds"]),
    by("4.D.6", "Too many disband orders", &["too_many_disbands"]),
    by("4.D.7", "Waiving builds", &["waive_builds"]),
    by("4.D.8", "Removing a unit in civil disorder", &["civil_disorder"]),
    by("4.D.9", "Receiving hold support in civil disorder", &["civil_disorder_support"]),
    noted(
        "4.E.1",
        "Illegal orders",
        &["illegal_orders", "hold_support_to_mover"],
        "what an impossible order still does; hold_support_to_mover also decides for legal moves that fail",
    ),
    noted(
        "4.E.2",
        "Poorly written orders",
        &["convoy_to_adjacent", "support_coast"],
        "the parser reads each order on its own; the two places where one order clarifies another are 4.A.3 and 4.B.4: judged singly under explicit-only or via-convoy-required and any-unit, required, ignored or illegal; as a set under the intent choices and own-unit-only",
    ),
    by("4.E.3", "Implicit orders", &["implied_orders"]),
    none(
        "4.E.4",
        "Perpetual orders",
        "not allowed (the DATC's choice b): orders are given for one phase; a gamesmaster whose game allows them repeats a power's sheet each turn",
    ),
    none(
        "4.E.5",
        "Proxy orders",
        "an order names its power, and only that power's units may be ordered; `graustark gm` offers each reading as the game file's `proxy_rule` (`graustark proxy`, or `Proxy A Par to Germany` in the owner's orders), turning a holder's order into the owner's before adjudication",
    ),
    noted(
        "4.E.6",
        "Flying Dutchman",
        &["civil_disorder"],
        "the DATC's removal rules, for the gamesmaster: `graustark gm GAME.json --flying-dutchman UNIT...` removes the unit named, or of several that could be it, the one the civil-disorder rule removes first (`adjust::flying_dutchman`); the adjudicator itself takes the position it is given as true and refuses an impossible one",
    ),
];
