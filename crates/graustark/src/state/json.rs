//! The JSON form of a position: what the site saves and the engine reads, every name checked
//! against the map when it is read.

use super::checks::{capital_of, check_sharing, numbers_once};
use super::{
    Dislodged, FIRST_YEAR, GameState, LAST_YEAR, Phase, Season, StateError, StateErrorKind, Unit, check_unit_count,
    leaders, season_has_phase,
};
use crate::keyed::Keyed;
use crate::map::Map;
use serde::{Deserialize, Serialize};

/// The JSON form of a unit: `{"power":"england","type":"fleet","region":"stp/sc"}`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "Unit"))]
#[serde(deny_unknown_fields, expecting = "a unit: an object with its power, type and region")]
pub struct UnitJson {
    pub power: String,
    #[serde(rename = "type")]
    #[cfg_attr(feature = "ts", ts(as = "crate::map::UnitKind"))]
    pub kind: String,
    pub region: String,
    /// Its number among its power's units (from 1); optional when read, always written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub number: Option<u16>,
    /// For an army on board a fleet (the 1958 rules): the number of its power's fleet that
    /// carries it, in the same province. Absent for every other unit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub aboard: Option<u16>,
}

/// The JSON form of a dislodged unit.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "DislodgedUnit"))]
#[serde(deny_unknown_fields, expecting = "a dislodged unit: an object with its power, type, region and attacker_from")]
pub struct DislodgedJson {
    pub power: String,
    #[serde(rename = "type")]
    #[cfg_attr(feature = "ts", ts(as = "crate::map::UnitKind"))]
    pub kind: String,
    pub region: String,
    /// The province its attacker came from.
    pub attacker_from: String,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub by_convoy: bool,
    /// Its number among its power's units; optional when read, always written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub number: Option<u16>,
    /// For an army on board a fleet (the 1958 rules): the number of its power's fleet that
    /// carries it, in the same province. Absent for every other unit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub aboard: Option<u16>,
    /// The one province a cavalry unit must retreat to (Das Dippyspiel, rule 6, option a).
    #[cfg(feature = "world")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub must_retreat_to: Option<String>,
    /// A cavalry unit dislodged in the second half of the season (rule 6): the first half's
    /// standoffs between cavalry units are open to it.
    #[cfg(feature = "world")]
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub second_half: bool,
    /// Where the cavalry unit that dislodged it went on to, unsupported: it may retreat there
    /// and send that unit back (rule 6, option b).
    #[cfg(feature = "world")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub stand_off_in: Option<String>,
}

/// The JSON form of a position: the State wire format (snake_case, shared with game files).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "State"))]
#[serde(deny_unknown_fields, expecting = "a position: an object with its season, year, phase and units")]
pub struct StateJson {
    pub season: Season,
    pub year: i32,
    pub phase: Phase,
    pub units: Vec<UnitJson>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<DislodgedJson>>", optional))]
    pub dislodged: Vec<DislodgedJson>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<String>>", optional))]
    pub standoffs: Vec<String>,
    /// Supply centres owned by each power.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<std::collections::BTreeMap<String, Vec<String>>>", optional))]
    pub centres: Keyed<Vec<String>>,
    /// Each power's capital where it is not the map's (`{"russia": "stp"}`): one of its home
    /// centres, named after it lost its own (the 1958 rules). Absent when none has moved.
    #[serde(default, skip_serializing_if = "Keyed::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<std::collections::BTreeMap<String, String>>", optional))]
    pub capitals: Keyed<String>,
    /// The numbers of each power's units split this year, single until it ends (Cat
    /// Diplomacy: `{"tellahoma": [3, 5]}`). Absent when none split.
    #[serde(default, skip_serializing_if = "Keyed::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<std::collections::BTreeMap<String, Vec<u16>>>", optional))]
    pub single: Keyed<Vec<u16>>,
    /// Of the `standoffs`, those between cavalry units alone in the first half of the season
    /// (Das Dippyspiel, rule 6). Absent when none.
    #[cfg(feature = "world")]
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<String>>", optional))]
    pub cavalry_standoffs: Vec<String>,
    /// The units crossing a slow sea, by the region each stands in, and where each is bound:
    /// its move there is played in the next movement season (Das Dippyspiel, rule 11:
    /// `{"arkh": "arc14"}`). Absent when none.
    #[cfg(feature = "world")]
    #[serde(default, skip_serializing_if = "Keyed::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<std::collections::BTreeMap<String, String>>", optional))]
    pub transits: Keyed<String>,
    /// The underground power's vents open and closed (Das Dippyspiel, rule 7:
    /// `{"open": ["scot"], "closed": ["tbet"]}`). Absent when none has been opened.
    #[cfg(feature = "world")]
    #[serde(default, skip_serializing_if = "VentsJson::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<VentsJson>", optional))]
    pub vents: VentsJson,
    /// Each power's build centres where they moved from its home centres (Das Dippyspiel, rule
    /// 3: `{"frenciana": ["pari", "lyon"]}`). Absent when none has moved.
    #[cfg(feature = "world")]
    #[serde(default, skip_serializing_if = "Keyed::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<std::collections::BTreeMap<String, Vec<String>>>", optional))]
    pub build_centres: Keyed<Vec<String>>,
    /// The owners of the mines that are not supply centres (rule 8: `{"frenciana": ["lorr"]}`).
    #[cfg(feature = "world")]
    #[serde(default, skip_serializing_if = "Keyed::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<std::collections::BTreeMap<String, Vec<String>>>", optional))]
    pub mines: Keyed<Vec<String>>,
    /// Each power's gold by place, in G to one decimal place (rule 8: `{"frenciana": {"pari":
    /// 100}}`); the underground power's under its own name.
    #[cfg(feature = "world")]
    #[serde(default, skip_serializing_if = "Keyed::is_empty")]
    #[cfg_attr(
        feature = "ts",
        ts(as = "Option<std::collections::BTreeMap<String, std::collections::BTreeMap<String, f64>>>", optional)
    )]
    pub gold: Keyed<Keyed<super::GoldJson>>,
    /// The Papacy (rule 5): the Pope, the schisms, the papal centres. Absent when empty.
    #[cfg(feature = "world")]
    #[serde(default, skip_serializing_if = "super::ChurchJson::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<super::ChurchJson>", optional))]
    pub papacy: super::ChurchJson,
}

/// The JSON form of the vents: the provinces of those open and of those closed, and of the open
/// those reopened and new (rule 16), whose lists are left out when empty, so that a position
/// without them reads and writes as before.
#[cfg(feature = "world")]
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "Vents"))]
#[serde(deny_unknown_fields, expecting = "the vents: an object with the lists open, closed, reopened and new")]
pub struct VentsJson {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<String>>", optional))]
    pub open: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<String>>", optional))]
    pub closed: Vec<String>,
    /// Of the open, those reopened for gold (rule 16); absent when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<String>>", optional))]
    pub reopened: Vec<String>,
    /// Of the open, the new vents opened for gold where the map has none (rule 16); absent
    /// when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<String>>", optional))]
    pub new: Vec<String>,
}

#[cfg(feature = "world")]
impl VentsJson {
    fn is_empty(&self) -> bool {
        self.open.is_empty() && self.closed.is_empty()
    }
    fn of(v: &super::Vents, map: &Map) -> VentsJson {
        let ids = |list: &[crate::map::ProvinceId]| list.iter().map(|&p| map.province(p).id.clone()).collect();
        VentsJson { open: ids(&v.open), closed: ids(&v.closed), reopened: ids(&v.reopened), new: ids(&v.new) }
    }
    /// The vents, each listed once, at most ten open: the map's, and elsewhere (rule 16) only
    /// those listed reopened or new, which are open; a closed one in a province a unit may enter.
    pub(crate) fn read(&self, map: &Map) -> Result<super::Vents, StateError> {
        let mut v = super::Vents::default();
        let lists = [(&self.open, "open"), (&self.closed, "closed"), (&self.reopened, "reopened"), (&self.new, "new")];
        for (list, at) in lists {
            for name in list {
                let p = map.lookup(name).map(|l| map.province_of(l)).ok_or_else(|| {
                    StateError::new(format!("vents.{at}"), StateErrorKind::UnknownProvince(name.clone()))
                })?;
                read_vent(map, &mut v, p, at)?;
            }
        }
        if let Some(&p) = v.open.iter().find(|&&p| !map.is_vent(p) && !v.reopened.contains(&p) && !v.new.contains(&p)) {
            let province = map.province(p).name.clone();
            return Err(StateError::new("vents.open", StateErrorKind::VentNotPaidFor { province }));
        }
        if v.open.len() > crate::mechanics::vents::MOST_OPEN {
            return Err(StateError::new("vents.open", StateErrorKind::TooManyVentsOpen(v.open.len())));
        }
        Ok(v)
    }
}

/// Adds the vent at `p` from the list `at` to `v`, checked against the lists read before it.
#[cfg(feature = "world")]
fn read_vent(map: &Map, v: &mut super::Vents, p: crate::map::ProvinceId, at: &'static str) -> Result<(), StateError> {
    let province = map.province(p).name.clone();
    let path = format!("vents.{at}");
    // A vent elsewhere than the map's stands in a province a unit may enter (rule 16: "New
    // vents may be opened anywhere").
    let enterable = !map.is_below(p) && map.province_kind(p) != crate::map::ProvinceKind::Impassable;
    let list = match at {
        "open" | "closed" if !map.is_vent(p) && !enterable => {
            return Err(StateError::new(path, StateErrorKind::NotAVent { province }));
        }
        "open" | "closed" if v.open.contains(&p) || v.closed.contains(&p) => {
            return Err(StateError::new(path, StateErrorKind::VentTwice { province }));
        }
        "open" => &mut v.open,
        "closed" => &mut v.closed,
        _ if !v.open.contains(&p) || v.reopened.contains(&p) || v.new.contains(&p) => {
            return Err(StateError::new(path, StateErrorKind::VentPaidNotOpen { province, list: at }));
        }
        "new" if map.is_vent(p) => return Err(StateError::new(path, StateErrorKind::NewVentOfTheMap { province })),
        "new" => &mut v.new,
        _ => &mut v.reopened,
    };
    list.push(p);
    Ok(())
}

impl UnitJson {
    /// The JSON form of a unit.
    pub fn from_unit(u: &Unit, map: &Map) -> UnitJson {
        UnitJson {
            power: map.power(u.power).id.clone(),
            kind: u.kind.word().into(),
            region: map.loc_id(u.loc),
            number: (u.number != 0).then_some(u.number),
            aboard: u.aboard().then_some(u.carrier),
        }
    }
    /// Reads a unit, checking that it may stand where it is.
    pub fn to_unit(&self, map: &Map, at: &str) -> Result<Unit, StateError> {
        let power = map
            .lookup_power(&self.power)
            .ok_or_else(|| StateError::new(at, StateErrorKind::UnknownPower(self.power.clone())))?;
        let Some(kind) = map.kind_from_word(&self.kind) else {
            let written = self.kind.to_ascii_lowercase();
            return Err(StateError::new(at, StateErrorKind::UnknownUnitType { written, board_reads: kinds_read(map) }));
        };
        let loc = map
            .lookup(&self.region)
            .ok_or_else(|| StateError::new(at, StateErrorKind::UnknownRegion(self.region.clone())))?;
        // An army on board stands where its fleet does: at sea, or in a coastal province.
        let stands = match self.aboard {
            Some(_) => kind.boards() && map.can_carry(loc),
            None => map.can_stand(kind, loc),
        };
        if !stands {
            return Err(StateError::new(at, StateErrorKind::CannotStand { kind, place: map.loc_name(loc) }));
        }
        if self.aboard == Some(0) {
            return Err(StateError::new(at, StateErrorKind::NumberZero));
        }
        if self.number == Some(0) {
            return Err(StateError::new(at, StateErrorKind::NumberZero));
        }
        Ok(Unit { power, kind, loc, number: self.number.unwrap_or(0), carrier: self.aboard.unwrap_or(0) })
    }
}

impl StateJson {
    /// The JSON form of a position.
    pub(super) fn from_state(s: &GameState, map: &Map) -> StateJson {
        let mut centres: Keyed<Vec<String>> = Keyed::new();
        for (i, o) in s.owners.iter().enumerate() {
            if let Some(o) = o {
                centres.entry_or_default(map.power(*o).id.clone()).push(map.provinces[i].id.clone());
            }
        }
        #[cfg(feature = "world")]
        let economy = super::EconomyJson::of(&s.economy, map);
        StateJson {
            season: s.season,
            year: s.year,
            phase: s.phase,
            units: s.units.iter().map(|u| UnitJson::from_unit(u, map)).collect(),
            dislodged: s
                .dislodged
                .iter()
                .map(|d| {
                    let u = UnitJson::from_unit(&d.unit, map);
                    DislodgedJson {
                        power: u.power,
                        kind: u.kind,
                        region: u.region,
                        attacker_from: map.province(d.attacker_from).id.clone(),
                        by_convoy: d.by_convoy,
                        number: u.number,
                        aboard: u.aboard,
                        #[cfg(feature = "world")]
                        must_retreat_to: d.cavalry.must.map(|p| map.province(p).id.clone()),
                        #[cfg(feature = "world")]
                        second_half: d.cavalry.second_half,
                        #[cfg(feature = "world")]
                        stand_off_in: d.cavalry.stand_off.map(|p| map.province(p).id.clone()),
                    }
                })
                .collect(),
            standoffs: s.standoffs.iter().map(|&p| map.province(p).id.clone()).collect(),
            centres,
            capitals: (0..map.powers.len())
                .filter_map(|i| {
                    let c = s.capitals.get(i).copied().flatten()?;
                    (Some(c) != map.powers[i].capital).then(|| (map.powers[i].id.clone(), map.province(c).id.clone()))
                })
                .collect(),
            single: s.single.iter().fold(Keyed::new(), |mut m, &(p, n)| {
                m.entry_or_default(map.power(p).id.clone()).push(n);
                m
            }),
            #[cfg(feature = "world")]
            cavalry_standoffs: s.cavalry_standoffs.iter().map(|&p| map.province(p).id.clone()).collect(),
            #[cfg(feature = "world")]
            transits: s.transits.iter().map(|t| (map.loc_id(t.from), map.loc_id(t.to))).collect(),
            #[cfg(feature = "world")]
            vents: VentsJson::of(&s.vents, map),
            #[cfg(feature = "world")]
            build_centres: economy.build_centres,
            #[cfg(feature = "world")]
            mines: economy.mines,
            #[cfg(feature = "world")]
            gold: economy.gold,
            #[cfg(feature = "world")]
            papacy: economy.papacy,
        }
    }

    /// Checks the position against the map and builds it.
    pub fn into_state(self, map: &Map) -> Result<GameState, StateError> {
        if !(FIRST_YEAR..=LAST_YEAR).contains(&self.year) {
            return Err(StateError::new("year", StateErrorKind::YearOutOfRange(self.year)));
        }
        if !season_has_phase(self.season, self.phase) {
            let (season, phase) = (self.season, self.phase);
            return Err(StateError::new("phase", StateErrorKind::PhaseNotInSeason { season, phase }));
        }
        check_unit_count(self.units.len() + self.dislodged.len())?;
        if self.phase != Phase::Retreat && !self.dislodged.is_empty() {
            return Err(StateError::new("dislodged", StateErrorKind::DislodgedOutsideRetreat(self.phase)));
        }
        let mut units = Vec::with_capacity(self.units.len());
        for (i, u) in self.units.iter().enumerate() {
            units.push(u.to_unit(map, &format!("units[{i}]"))?);
        }
        let mut single = Vec::new();
        for (power, numbers) in &self.single {
            let at = format!("single.{power}");
            let pw = map
                .lookup_power(power)
                .ok_or_else(|| StateError::new(&at, StateErrorKind::UnknownPower(power.clone())))?;
            single.extend(numbers.iter().map(|&n| (pw, n)));
        }
        let dislodged = self.read_dislodged(map, &single)?;
        let mut standoffs = Vec::new();
        for s in &self.standoffs {
            let l = map
                .lookup(s)
                .ok_or_else(|| StateError::new("standoffs", StateErrorKind::UnknownProvince(s.clone())))?;
            standoffs.push(map.province_of(l));
        }
        let mut owners = vec![None; map.provinces.len()];
        for (power, list) in &self.centres {
            let pw = map
                .lookup_power(power)
                .ok_or_else(|| StateError::new("centres", StateErrorKind::UnknownPower(power.clone())))?;
            let at = format!("centres.{power}");
            for c in list {
                let l =
                    map.lookup(c).ok_or_else(|| StateError::new(&at, StateErrorKind::UnknownProvince(c.clone())))?;
                let p = map.province_of(l);
                let name = || map.province(p).name.clone();
                if !map.province(p).supply_centre {
                    return Err(StateError::new(&at, StateErrorKind::NotASupplyCentre(name())));
                }
                if owners[p.0 as usize].replace(pw).is_some() {
                    return Err(StateError::new(&at, StateErrorKind::OwnedTwice(name())));
                }
            }
        }
        let mut capitals = vec![None; map.powers.len()];
        for (power, province) in &self.capitals {
            let at = format!("capitals.{power}");
            let pw = map
                .lookup_power(power)
                .ok_or_else(|| StateError::new(&at, StateErrorKind::UnknownPower(power.clone())))?;
            let p = map
                .lookup(province)
                .map(|l| map.province_of(l))
                .ok_or_else(|| StateError::new(&at, StateErrorKind::UnknownProvince(province.clone())))?;
            if map.province(p).home_of != Some(pw) {
                return Err(StateError::new(&at, StateErrorKind::NotHomeCentre(map.province(p).name.clone())));
            }
            capitals[pw.0 as usize] = (Some(p) != map.power(pw).capital).then_some(p);
        }
        // Before numbering, which costs more on a huge position that stacks where it may not.
        check_sharing(map, &units, |p| capital_of(map, &capitals, p))?;
        let dislodged_units: Vec<Unit> = dislodged.iter().map(|d| d.unit).collect();
        leaders::check_dislodged_leaders(map, &units, &dislodged_units)?;
        check_attack_origins(map, &dislodged, &standoffs)?;
        numbers_once(map, units.iter().chain(dislodged.iter().map(|d| &d.unit)), units.len())?;
        let (season, year, phase) = (self.season, self.year, self.phase);
        #[cfg(feature = "world")]
        let cavalry_standoffs = read_cavalry_standoffs(map, &self.cavalry_standoffs, &standoffs)?;
        #[cfg(feature = "world")]
        let transits = read_transits(map, &self.transits, &units)?;
        #[cfg(feature = "world")]
        let vents = self.vents.read(map)?;
        #[cfg(feature = "world")]
        let economy = super::EconomyJson {
            build_centres: self.build_centres.clone(),
            mines: self.mines.clone(),
            gold: self.gold.clone(),
            papacy: self.papacy.clone(),
        }
        .read(map)?;
        let mut state = GameState {
            season,
            year,
            phase,
            units,
            dislodged,
            standoffs,
            owners,
            capitals,
            single,
            #[cfg(feature = "world")]
            cavalry_standoffs,
            #[cfg(feature = "world")]
            transits,
            #[cfg(feature = "world")]
            vents,
            #[cfg(feature = "world")]
            economy,
        };
        state.number_units();
        Ok(state)
    }

    /// The dislodged units, each checked, two in one province only where they left it
    /// together; `single`: the units split this year.
    fn read_dislodged(&self, map: &Map, single: &[(crate::map::PowerId, u16)]) -> Result<Vec<Dislodged>, StateError> {
        let mut dislodged = Vec::new();
        for (i, d) in self.dislodged.iter().enumerate() {
            let at = format!("dislodged[{i}]");
            let unit = UnitJson {
                power: d.power.clone(),
                kind: d.kind.clone(),
                region: d.region.clone(),
                number: d.number,
                aboard: d.aboard,
            }
            .to_unit(map, &at)?;
            let from = map
                .lookup(&d.attacker_from)
                .ok_or_else(|| StateError::new(&at, StateErrorKind::UnknownProvince(d.attacker_from.clone())))?;
            // Units dislodged together left one province: a stack, an army on board its fleet,
            // the two halves of a split unit, or Leaders with their host or each other.
            let half = |u: &Unit| single.contains(&(u.power, u.number));
            let shared = |o: &Dislodged| {
                map.province_of(o.unit.loc) == map.province_of(unit.loc)
                    && !(unit.aboard()
                        || o.unit.aboard()
                        || map.stacking.any() && o.unit.power == unit.power && o.unit.kind == unit.kind
                        || o.unit.power == unit.power && half(&o.unit) && half(&unit)
                        || leaders::beside_by_leaders(&o.unit, &unit))
            };
            if dislodged.iter().any(shared) {
                let province = map.province(map.province_of(unit.loc)).name.clone();
                return Err(StateError::new(at, StateErrorKind::SecondDislodged { province }));
            }
            dislodged.push(Dislodged {
                unit,
                attacker_from: map.province_of(from),
                by_convoy: d.by_convoy,
                #[cfg(feature = "world")]
                cavalry: d.cavalry_retreat(map, &at)?,
            });
        }
        Ok(dislodged)
    }
}

#[cfg(feature = "world")]
impl DislodgedJson {
    /// What Das Dippyspiel's rule 6 adds to its retreats, each name checked.
    fn cavalry_retreat(&self, map: &Map, at: &str) -> Result<super::CavalryRetreat, StateError> {
        let province = |name: &Option<String>| match name {
            Some(name) => map
                .lookup(name)
                .map(|l| Some(map.province_of(l)))
                .ok_or_else(|| StateError::new(at, StateErrorKind::UnknownProvince(name.clone()))),
            None => Ok(None),
        };
        let (must, stand_off) = (province(&self.must_retreat_to)?, province(&self.stand_off_in)?);
        Ok(super::CavalryRetreat { must, second_half: self.second_half, stand_off })
    }
}

/// The units crossing a slow sea (rule 11), by the region each stands in: each bound for a
/// province that takes two seasons to cross, and that it could move to from where it stands;
/// listed in the order of their units.
#[cfg(feature = "world")]
pub(crate) fn read_transits(
    map: &Map,
    written: &Keyed<String>,
    units: &[Unit],
) -> Result<Vec<super::Transit>, StateError> {
    let mut out = Vec::new();
    for (region, name) in written {
        let at = format!("transits.{region}");
        let unknown = |n: &String| StateError::new(&at, StateErrorKind::UnknownRegion(n.clone()));
        let (from, to) =
            (map.lookup(region).ok_or_else(|| unknown(region))?, map.lookup(name).ok_or_else(|| unknown(name))?);
        let Some(i) = units.iter().position(|u| map.province_of(u.loc) == map.province_of(from)) else {
            let place = map.loc_name(from);
            return Err(StateError::new(&at, StateErrorKind::TransitNoUnit { place }));
        };
        let u = &units[i];
        let province = map.province(map.province_of(to)).name.clone();
        if map.crossing_seasons(map.province_of(to)) < 2 {
            return Err(StateError::new(&at, StateErrorKind::TransitNotSlow { province }));
        }
        if !map.can_move(u.kind, u.loc, to) {
            let (kind, from) = (u.kind, map.loc_name(u.loc));
            return Err(StateError::new(&at, StateErrorKind::TransitOutOfReach { kind, from, to: province }));
        }
        out.push((i, super::Transit { from: u.loc, to }));
    }
    // In the order of their units, as a movement leaves them, so that a position reads back as
    // itself.
    out.sort_by_key(|&(u, _)| u);
    Ok(out.into_iter().map(|(_, t)| t).collect())
}

/// The first half's standoffs between cavalry units, each one of the position's `standoffs`.
#[cfg(feature = "world")]
fn read_cavalry_standoffs(
    map: &Map,
    names: &[String],
    standoffs: &[crate::map::ProvinceId],
) -> Result<Vec<crate::map::ProvinceId>, StateError> {
    let mut out = Vec::with_capacity(names.len());
    for name in names {
        let at = "cavalry_standoffs";
        let p = map
            .lookup(name)
            .map(|l| map.province_of(l))
            .ok_or_else(|| StateError::new(at, StateErrorKind::UnknownProvince(name.clone())))?;
        if !standoffs.contains(&p) {
            let province = map.province(p).name.clone();
            return Err(StateError::new(at, StateErrorKind::CavalryStandoffNotStandoff { province }));
        }
        out.push(p);
    }
    Ok(out)
}

/// Refuses a dislodged unit whose attacker came from the unit's own province, the one origin
/// no attack has; but for the one dislodgement with none other: a besieged garrison
/// (`beleaguered_garrison=retreats`), whose attackers bounced in its province, so that the
/// province is a standoff.
fn check_attack_origins(
    map: &Map,
    dislodged: &[Dislodged],
    standoffs: &[crate::map::ProvinceId],
) -> Result<(), StateError> {
    for (i, d) in dislodged.iter().enumerate() {
        let here = map.province_of(d.unit.loc);
        if d.attacker_from == here && !standoffs.contains(&here) {
            let province = map.province(here).name.clone();
            let kind = StateErrorKind::AttackedFromOwnProvince { province };
            return Err(StateError::new(format!("dislodged[{i}]"), kind));
        }
    }
    Ok(())
}

/// The kinds a board reads, in words, for a refusal: `army, fleet, coast guard or leader`, with
/// `or cavalry` on a board that has it.
fn kinds_read(map: &Map) -> String {
    let words: Vec<&str> = crate::map::KINDS.iter().filter(|k| map.reads(k.kind)).map(|k| k.word).collect();
    match words.split_last() {
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}
