//! Das Dippyspiel's orders that move no unit (feature `world`): the underground power's vents
//! (rule 7), build centres designated (rule 3), centres ceded (rule 12), mines worked and gold
//! handed over (rule 8). Each is [`crate::Order::Deed`]; `mechanics::vents` and
//! `mechanics::economy` play them, after the phase or, for a cession, before the count.

use crate::map::{Gold, Map, PowerId, ProvinceId};

/// What a deed does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Deed {
    /// Open (`open`) or close the vent in `province` (rule 7: the underground power's, written
    /// `Open Scot`, `Close Scot`).
    Vent { province: ProvinceId, open: bool },
    /// Make the supply centre `province` a build centre (rule 3: "on any Winter move, a player
    /// may designate any supply center(s) he owns as build centers"), written `Designate Pari`;
    /// or, `designate` false, a plain supply centre again (`Undesignate Pari`).
    BuildCentre { province: ProvinceId, designate: bool },
    /// Give or sell the supply centre `province` to `to` (rule 12: "Players may sell or donate
    /// supply centers to other players"), written `Pari (T)-Glockorla` after the source's mark
    /// of a transfer of ownership, or `Cede Pari to Glockorla`.
    Cede { province: ProvinceId, to: PowerId },
    /// Work the mine in `province` this Winter (rule 8: "Mining orders must be written along
    /// with builds or production does not take place"), written `M Xxxx (P) 10G`; the amount,
    /// if written, is what the writer expects.
    Mine { province: ProvinceId, written: Option<Gold> },
    /// Hand `amount` of the gold at `at` to `to` where it lies (rule 8: `10G Xxxx
    /// (T)-Glockorla`, "transferred to (in reference to ownership, not movement)").
    Transfer { amount: Gold, at: ProvinceId, to: PowerId },
    /// Carry `amount` of the power's gold at `from` (all of it where no amount is written) to
    /// `to`, a neighbouring province by land or sea (rule 8: "G units travel as regular units";
    /// "They may travel with or without protection of military units, on land or sea"), written
    /// `10G Pris-Burg` or `G Pris-Burg`.
    MoveGold { amount: Option<Gold>, from: ProvinceId, to: ProvinceId },
    /// Take the unprotected gold of other powers at `at`, `amount` of it or all (rule 8: "Any
    /// unprotected G units which are in a province controlled by a military unit of a foreign
    /// power change ownership only if the foreign power indicates his intent to capture by
    /// writing an order for the said G units"), written `Capture 10G Pris` or `Capture G Pris`.
    Capture { amount: Option<Gold>, at: ProvinceId },
    /// Give the power's votes, one for each supply centre it owns, to `candidate` in the
    /// Winter's election of a Pope (rule 5: "The Pope is elected by the players, each of whom
    /// has one vote for each supply center he owns"), written `Vote Frenciana`.
    Vote { candidate: PowerId },
    /// Make `province`, no supply centre, a papal supply centre of `owner` (the maker where none
    /// is written): the Pope's ("The Pope may designate any 7 non-supply centers as Papal supply
    /// centers ... he may declare them his own property or give them to others") or a schism's,
    /// written `Papal Tuni` or `Papal Tuni for Graustark`.
    Papal { province: ProvinceId, owner: Option<PowerId> },
    /// Unmake the papal centre in `province` the power made (rule 5: an Anti-Pope "must
    /// decrease his total of Papal supply centers"), written `Remove papal Tuni`.
    RemovePapal { province: ProvinceId },
}

impl Deed {
    /// The province the deed is about, where the views place it; None for a vote.
    pub fn province(self) -> Option<ProvinceId> {
        match self {
            Deed::Vent { province, .. }
            | Deed::BuildCentre { province, .. }
            | Deed::Cede { province, .. }
            | Deed::Mine { province, .. }
            | Deed::Papal { province, .. }
            | Deed::RemovePapal { province } => Some(province),
            Deed::Transfer { at, .. } | Deed::Capture { at, .. } => Some(at),
            Deed::MoveGold { from, .. } => Some(from),
            Deed::Vote { .. } => None,
        }
    }

    /// The deed as orders write it, each place by `place`.
    pub fn describe(self, map: &Map, place: impl Fn(ProvinceId) -> String) -> String {
        let power = |p: PowerId| map.power(p).name.clone();
        let gold = |g: Option<Gold>| g.map_or_else(|| "G".to_string(), |g| g.to_string());
        match self {
            Deed::Vent { province, open: true } => format!("Open {}", place(province)),
            Deed::Vent { province, open: false } => format!("Close {}", place(province)),
            Deed::BuildCentre { province, designate: true } => format!("Designate {}", place(province)),
            Deed::BuildCentre { province, designate: false } => format!("Undesignate {}", place(province)),
            Deed::Cede { province, to } => format!("{} (T)-{}", place(province), power(to)),
            Deed::Mine { province, written: Some(g) } => format!("M {} (P) {g}", place(province)),
            Deed::Mine { province, written: None } => format!("M {} (P)", place(province)),
            Deed::Transfer { amount, at, to } => format!("{amount} {} (T)-{}", place(at), power(to)),
            Deed::MoveGold { amount, from, to } => format!("{} {} - {}", gold(amount), place(from), place(to)),
            Deed::Capture { amount, at } => format!("Capture {} {}", gold(amount), place(at)),
            Deed::Vote { candidate } => format!("Vote {}", power(candidate)),
            Deed::Papal { province, owner: None } => format!("Papal {}", place(province)),
            Deed::Papal { province, owner: Some(o) } => format!("Papal {} for {}", place(province), power(o)),
            Deed::RemovePapal { province } => format!("Remove papal {}", place(province)),
        }
    }
}
