//! The map's `stacking`: where several units of one power may share a province.

use super::{Problems, RawMap, RawPower};
use crate::map::Stacking;
use crate::map::error::MapErrorKind as K;
use serde::Deserialize;

/// `"stacking": {"capital": ["army"], "naval_base": ["fleet"]}`: the kinds that may stack in
/// a power's capital and in its naval bases.
#[derive(Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a stacking: an object with the kinds that stack in a capital and in a naval base"
)]
pub(super) struct RawStacking {
    #[serde(default)]
    capital: Vec<String>,
    #[serde(default)]
    naval_base: Vec<String>,
}

/// The map's `stacking`: which kinds may stack in a capital and in a naval base.
pub(super) fn stacking(raw: &RawMap, problems: &mut Problems) -> Stacking {
    let mut out = Stacking::default();
    let Some(st) = &raw.stacking else { return out };
    for (field, list) in [("capital", &st.capital), ("naval_base", &st.naval_base)] {
        for (j, k) in list.iter().enumerate() {
            let at = format!("stacking.{field}[{j}]");
            match (field, k.as_str()) {
                ("capital", "army") => out.armies_in_capital = true,
                ("naval_base", "fleet") => out.fleets_in_naval_base = true,
                (_, "army" | "fleet") => problems.add(at, K::StackKindNotAllowed { place: field, kind: k.clone() }),
                _ => problems.add(at, K::NotAUnitKind(k.clone())),
            }
        }
    }
    let places = |f: fn(&RawPower) -> bool| raw.powers.iter().any(f);
    if out.armies_in_capital && !places(|p| p.capital.is_some()) {
        problems.add("stacking.capital", K::NoStackingPlace("capital"));
    }
    if out.fleets_in_naval_base && !places(|p| !p.naval_bases.is_empty()) {
        problems.add("stacking.naval_base", K::NoStackingPlace("naval_base"));
    }
    out
}
