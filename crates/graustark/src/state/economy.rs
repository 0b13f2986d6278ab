//! Das Dippyspiel's economy in a position (feature `world`; rules 3, 8 and 12): each power's
//! build centres where they have moved, the owners of the mines that are not supply centres, and
//! the gold on the board and underground. `mechanics::economy` plays the orders that change it.

use super::{StateError, StateErrorKind};
use crate::keyed::Keyed;
use crate::map::{Gold, Map, PowerId, ProvinceId};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The economy of a position. Empty on a board without one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Economy {
    /// The build centres of the powers whose centres have moved from the map's (rule 3), in the
    /// order of the powers, each list in the order designated; a power not listed builds on its
    /// home centres.
    pub build_centres: Vec<(PowerId, Vec<ProvinceId>)>,
    /// The owners of the mines that are not supply centres (rule 8: "These mining centers are
    /// gained and lost exactly as are supply provinces"), in the order of the provinces; a mine
    /// that is a supply centre is its centre's owner's.
    pub mines: Vec<(ProvinceId, PowerId)>,
    /// The gold, in piles: a power's gold in one province, or underground (the underground
    /// power's, at [`Map::underground_place`]'s province); in the order of power and place.
    pub gold: Vec<Pile>,
    /// The Papacy (rule 5): the Pope, the schisms the last election allows, the papal centres.
    pub church: Church,
}

/// The Universal Avaricious Church (rule 5): "The Supreme Head of the Universal Avaricious
/// Church is the Pope".
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Church {
    /// The Pope, if one is elected.
    pub pope: Option<PowerId>,
    /// The papal centres each power's schism allows after the last election ("31-61 votes, 1
    /// center; ..."), for the powers with any, in the order of the powers.
    pub schisms: Vec<(PowerId, u8)>,
    /// The papal centres, in the order of the provinces.
    pub centres: Vec<PapalCentre>,
}

/// A papal supply centre (rule 5): it supports only its owner's papal units.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PapalCentre {
    pub province: ProvinceId,
    /// The power whose papal units it supports ("he may declare them his own property or give
    /// them to others").
    pub owner: PowerId,
    /// The Pope or Anti-Pope who made it.
    pub by: PowerId,
}

impl Church {
    /// Whether there is nothing of the Church yet.
    pub fn is_empty(&self) -> bool {
        self.pope.is_none() && self.schisms.is_empty() && self.centres.is_empty()
    }
    /// The papal centres a schism of `power` allows now.
    pub fn schism_of(&self, power: PowerId) -> u8 {
        self.schisms.iter().find(|(p, _)| *p == power).map_or(0, |&(_, n)| n)
    }
    /// The papal centre in `p`, if any.
    pub fn centre_in(&self, p: ProvinceId) -> Option<&PapalCentre> {
        self.centres.iter().find(|c| c.province == p)
    }
    /// The papal centres `power` owns.
    pub fn owned_by(&self, power: PowerId) -> usize {
        self.centres.iter().filter(|c| c.owner == power).count()
    }
    /// The papal centres `power` made.
    pub fn made_by(&self, power: PowerId) -> usize {
        self.centres.iter().filter(|c| c.by == power).count()
    }
}

/// One power's gold in one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pile {
    pub power: PowerId,
    pub at: ProvinceId,
    pub amount: Gold,
}

impl Economy {
    /// The opening economy of `map`: every power's reserve in its first build centre (the
    /// underground power's underground), the mines of each home country its power's.
    ///
    /// Rule 8: "They must be placed on the board in Spring 1501 (the reserves, that is)": the
    /// source names no place, so the position of Spring 1501 puts each reserve in its power's
    /// first build centre as the map lists them, from which it is moved and spent as any gold.
    /// "These mining centers are gained and lost exactly as are supply provinces": a mine in a
    /// power's 1501 provinces (its home country) is its own, as its home centres are.
    pub fn opening(map: &Map) -> Economy {
        let Some(rules) = map.economy else { return Economy::default() };
        let mut e = Economy::default();
        for (i, power) in map.powers.iter().enumerate() {
            let owner = PowerId(i as u8);
            let at = match map.is_underground(owner) {
                true => map.below,
                false => power.home_centres.first().copied(),
            };
            if let Some(at) = at.filter(|_| rules.reserve > Gold::ZERO) {
                e.gold.push(Pile { power: owner, at, amount: rules.reserve });
            }
            for &p in power.home_country.iter().filter(|&&p| map.is_mine(p) && !map.province(p).supply_centre) {
                e.mines.push((p, owner));
            }
        }
        e.mines.sort_unstable_by_key(|&(m, _)| m);
        e
    }

    /// The build centres of `power`: those it designated, or the map's home centres.
    pub fn build_centres<'a>(&'a self, map: &'a Map, power: PowerId) -> &'a [ProvinceId] {
        match self.build_centres.iter().find(|(p, _)| *p == power) {
            Some((_, list)) => list,
            None => &map.power(power).home_centres,
        }
    }

    /// The owner of mine `p` that is no supply centre, if any.
    pub fn mine_owner(&self, p: ProvinceId) -> Option<PowerId> {
        self.mines.iter().find(|(m, _)| *m == p).map(|&(_, o)| o)
    }

    /// The gold `power` has at `at`.
    pub fn gold_at(&self, power: PowerId, at: ProvinceId) -> Gold {
        self.gold.iter().find(|g| g.power == power && g.at == at).map_or(Gold::ZERO, |g| g.amount)
    }

    /// Adds `amount` to `power`'s pile at `at`; false, with nothing changed, past the largest
    /// amount.
    pub fn add_gold(&mut self, power: PowerId, at: ProvinceId, amount: Gold) -> bool {
        match self.gold.iter_mut().find(|g| g.power == power && g.at == at) {
            Some(g) => match g.amount.checked_add(amount) {
                Some(sum) => g.amount = sum,
                None => return false,
            },
            None if amount > Gold::ZERO => {
                // Kept in the order of power and place, as a position read from JSON has them.
                let i = self.gold.partition_point(|g| (g.power, g.at) < (power, at));
                self.gold.insert(i, Pile { power, at, amount });
            }
            None => {}
        }
        true
    }

    /// Takes `amount` from `power`'s pile at `at`; false, with nothing taken, where the pile
    /// holds less. An emptied pile is gone.
    pub fn take_gold(&mut self, power: PowerId, at: ProvinceId, amount: Gold) -> bool {
        let Some(i) = self.gold.iter().position(|g| g.power == power && g.at == at) else {
            return amount == Gold::ZERO;
        };
        let Some(left) = self.gold[i].amount.checked_sub(amount) else { return false };
        if left == Gold::ZERO {
            self.gold.remove(i);
        } else {
            self.gold[i].amount = left;
        }
        true
    }

    /// All the gold of the world, on the board and underground (in tenths, summed wide).
    pub fn world_gold(&self) -> u64 {
        self.gold.iter().map(|g| u64::from(g.amount.0)).sum()
    }

    /// Each power's gold, indexed by power (in tenths, summed wide).
    pub fn gold_of_powers(&self, powers: usize) -> Vec<u64> {
        let mut sums = vec![0; powers];
        for g in &self.gold {
            sums[g.power.0 as usize] += u64::from(g.amount.0);
        }
        sums
    }
}

/// The economy's part of a position's JSON: `build_centres` (`{"frenciana": ["pari", ...]}`,
/// only the powers whose centres moved), `mines` (the owners of mines that are not supply
/// centres, `{"frenciana": ["lorr"]}`) and `gold` (`{"frenciana": {"pari": 100, "lyon": 12.5}}`,
/// the underground power's under its own name: `{"pollutidar": {"pollutidar": 300}}`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EconomyJson {
    pub build_centres: Keyed<Vec<String>>,
    pub mines: Keyed<Vec<String>>,
    pub gold: Keyed<Keyed<GoldJson>>,
    pub papacy: ChurchJson,
}

/// The Papacy's part of a position's JSON: `{"pope": "frenciana", "schisms": {"graustark": 2},
/// "centres": {"tuni": {"owner": "graustark", "by": "graustark"}}}`, each part absent when empty.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "Papacy"))]
#[serde(deny_unknown_fields, expecting = "the papacy: an object with pope, schisms and centres")]
pub struct ChurchJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub pope: Option<String>,
    #[serde(default, skip_serializing_if = "Keyed::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<std::collections::BTreeMap<String, u8>>", optional))]
    pub schisms: Keyed<u8>,
    #[serde(default, skip_serializing_if = "Keyed::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<std::collections::BTreeMap<String, PapalCentreJson>>", optional))]
    pub centres: Keyed<PapalCentreJson>,
}

/// A papal centre's owner and maker, by their ids.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "PapalCentre"))]
#[serde(deny_unknown_fields, expecting = "a papal centre: an object with owner and by")]
pub struct PapalCentreJson {
    pub owner: String,
    pub by: String,
}

impl ChurchJson {
    /// Whether there is nothing to write.
    pub fn is_empty(&self) -> bool {
        self.pope.is_none() && self.schisms.is_empty() && self.centres.is_empty()
    }

    fn of(c: &Church, map: &Map) -> ChurchJson {
        let power = |p: PowerId| map.power(p).id.clone();
        ChurchJson {
            pope: c.pope.map(power),
            schisms: c.schisms.iter().map(|&(p, n)| (power(p), n)).collect(),
            centres: c
                .centres
                .iter()
                .map(|pc| {
                    let json = PapalCentreJson { owner: power(pc.owner), by: power(pc.by) };
                    (map.province(pc.province).id.clone(), json)
                })
                .collect(),
        }
    }

    /// The Church, every name checked: papal centres on provinces that are no supply centre.
    fn read(&self, map: &Map) -> Result<Church, StateError> {
        let power_at = |at: &str, name: &String| {
            map.lookup_power(name).ok_or_else(|| StateError::new(at, StateErrorKind::UnknownPower(name.clone())))
        };
        let mut c =
            Church { pope: self.pope.as_ref().map(|p| power_at("papacy.pope", p)).transpose()?, ..Church::default() };
        for (name, &n) in self.schisms.iter() {
            c.schisms.push((power_at(&format!("papacy.schisms.{name}"), name)?, n));
        }
        for (name, pc) in self.centres.iter() {
            let at = format!("papacy.centres.{name}");
            let province = map
                .lookup(name)
                .map(|l| map.province_of(l))
                .ok_or_else(|| StateError::new(&at, StateErrorKind::UnknownProvince(name.clone())))?;
            if map.province(province).supply_centre
                || !matches!(
                    map.province_kind(province),
                    crate::map::ProvinceKind::Land | crate::map::ProvinceKind::Coast
                )
            {
                return Err(StateError::new(
                    at,
                    StateErrorKind::PapalCentreOutOfPlace(map.province(province).name.clone()),
                ));
            }
            c.centres.push(PapalCentre { province, owner: power_at(&at, &pc.owner)?, by: power_at(&at, &pc.by)? });
        }
        c.schisms.sort_unstable_by_key(|&(p, _)| p);
        c.centres.sort_unstable_by_key(|pc| pc.province);
        Ok(c)
    }
}

/// An amount of gold as JSON writes it: a number of G, to one decimal place.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoldJson(pub Gold);

impl Serialize for GoldJson {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0.0 % 10 {
            0 => s.serialize_u32(self.0.0 / 10),
            _ => s.serialize_f64(self.0.as_number()),
        }
    }
}

impl<'de> Deserialize<'de> for GoldJson {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = f64::deserialize(d)?;
        Gold::of_number(n).map(GoldJson).ok_or_else(|| {
            serde::de::Error::custom(format_args!("gold is written in G, at least 0, to one decimal place, not {n}"))
        })
    }
}

impl EconomyJson {
    /// The JSON form of `e`.
    pub fn of(e: &Economy, map: &Map) -> EconomyJson {
        let id = |p: ProvinceId| map.province(p).id.clone();
        let power = |p: PowerId| map.power(p).id.clone();
        let mut out = EconomyJson {
            build_centres: e
                .build_centres
                .iter()
                .map(|(p, list)| (power(*p), list.iter().map(|&c| id(c)).collect()))
                .collect(),
            papacy: ChurchJson::of(&e.church, map),
            ..EconomyJson::default()
        };
        for &(mine, owner) in &e.mines {
            out.mines.entry_or_default(power(owner)).push(id(mine));
        }
        for g in &e.gold {
            *out.gold.entry_or_default(power(g.power)).entry_or_default(id(g.at)) = GoldJson(g.amount);
        }
        out
    }

    /// The economy, every name checked: build centres supply centres, no more than the board
    /// allows, none any other power's; mines that are no supply centre; gold in places of the
    /// board, underground only for the underground power.
    pub fn read(&self, map: &Map) -> Result<Economy, StateError> {
        let mut e = Economy::default();
        let power_at = |at: &str, name: &String| {
            map.lookup_power(name).ok_or_else(|| StateError::new(at, StateErrorKind::UnknownPower(name.clone())))
        };
        let province_at = |at: &str, name: &String| {
            map.lookup(name)
                .map(|l| map.province_of(l))
                .ok_or_else(|| StateError::new(at, StateErrorKind::UnknownProvince(name.clone())))
        };
        for (name, list) in self.build_centres.iter() {
            let at = format!("build_centres.{name}");
            let power = power_at(&at, name)?;
            let centres = list.iter().map(|c| province_at(&at, c)).collect::<Result<Vec<_>, _>>()?;
            e.build_centres.push((power, centres));
        }
        check_build_centres(map, &e)?;
        for (name, list) in self.mines.iter() {
            let at = format!("mines.{name}");
            let power = power_at(&at, name)?;
            for m in list {
                let p = province_at(&at, m)?;
                let province = map.province(p).name.clone();
                if !map.is_mine(p) || map.province(p).supply_centre {
                    return Err(StateError::new(at, StateErrorKind::NotAMine { province }));
                }
                if e.mine_owner(p).is_some() {
                    return Err(StateError::new(at, StateErrorKind::MineTwice { province }));
                }
                e.mines.push((p, power));
            }
        }
        e.mines.sort_unstable_by_key(|&(m, _)| m);
        e.build_centres.sort_unstable_by_key(|(p, _)| *p);
        e.church = self.papacy.read(map)?;
        for (name, piles) in self.gold.iter() {
            let power = power_at(&format!("gold.{name}"), name)?;
            for (place, amount) in piles.iter() {
                let at = format!("gold.{name}.{place}");
                let p = province_at(&at, place)?;
                let underground = map.below == Some(p);
                if (map.is_below(p) && !underground) || underground != map.is_underground(power) {
                    let place = map.province(p).name.clone();
                    return Err(StateError::new(at, StateErrorKind::GoldOutOfPlace { place }));
                }
                if amount.0 > Gold::ZERO && !e.add_gold(power, p, amount.0) {
                    return Err(StateError::new(at, StateErrorKind::TooMuchGold));
                }
            }
        }
        Ok(e)
    }
}

/// Each power's build centres: supply centres, at most the board's number, each a build centre
/// of one power only (a power's listed, or the map's home centres of one not listed).
fn check_build_centres(map: &Map, e: &Economy) -> Result<(), StateError> {
    let Some(rules) = map.economy else { return Ok(()) };
    let most = rules.most_build_centres as usize;
    let mut seen: Vec<(ProvinceId, PowerId)> = Vec::new();
    // The powers whose centres are listed last, so that a centre listed twice is named where
    // it was listed.
    let mut powers: Vec<PowerId> = (0..map.powers.len()).map(|i| PowerId(i as u8)).collect();
    powers.sort_by_key(|&p| e.build_centres.iter().any(|(q, _)| *q == p));
    for power in powers {
        let at = format!("build_centres.{}", map.power(power).id);
        let list = e.build_centres(map, power);
        if list.len() > most {
            return Err(StateError::new(at, StateErrorKind::TooManyBuildCentres { count: list.len(), most }));
        }
        for &c in list {
            let province = map.province(c).name.clone();
            if !map.province(c).supply_centre {
                return Err(StateError::new(at, StateErrorKind::NotASupplyCentre(province)));
            }
            if let Some(&(_, other)) = seen.iter().find(|(p, _)| *p == c) {
                let other = map.power(other).name.clone();
                return Err(StateError::new(at, StateErrorKind::BuildCentreTwice { province, other }));
            }
            seen.push((c, power));
        }
    }
    Ok(())
}
