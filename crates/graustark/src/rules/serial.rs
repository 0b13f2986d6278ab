//! Rules in JSON, written by hand over the options table rather than derived: one reader of a
//! choice for every option, and one of the rules object, instead of a derived reader per option
//! (some 60 KB of the gamesmaster's wasm). The JSON is what the derived code read and wrote: an
//! object of option names and choices in table order; options left out keep their defaults;
//! an unknown option, an unknown choice or an option given twice is refused with serde's own
//! message ("unknown field `x`, expected one of ...", "unknown variant ...", "duplicate field").

use super::Rules;
use super::table::{OPTION_NAMES, SETTERS};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Visitor};
use serde::ser::{Serialize, SerializeStruct, Serializer};
use std::fmt;

/// Reads a choice's name: its index in `names`, the option's choices.
pub(super) fn choice<'de, D: Deserializer<'de>>(
    deserializer: D,
    names: &'static [&'static str],
) -> Result<usize, D::Error> {
    deserializer.deserialize_str(Name::Choice(names))
}

/// The reader of a name from a fixed list: its index there.
#[derive(Clone, Copy)]
enum Name {
    /// One of an option's choices (the default first); another is an unknown variant.
    Choice(&'static [&'static str]),
    /// A rule option's name; another is an unknown field.
    Option,
}

impl<'de> Visitor<'de> for Name {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Name::Choice(_) => "the name of a choice",
            Name::Option => "the name of a rule option",
        })
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<usize, E> {
        let names = match self {
            Name::Choice(names) => names,
            Name::Option => OPTION_NAMES,
        };
        names.iter().position(|name| *name == value).ok_or_else(|| match self {
            Name::Choice(_) => E::unknown_variant(value, names),
            Name::Option => E::unknown_field(value, names),
        })
    }
}

impl<'de> DeserializeSeed<'de> for Name {
    type Value = usize;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<usize, D::Error> {
        deserializer.deserialize_str(self)
    }
}

/// The reader of a rules object.
struct RulesObject;

impl<'de> Visitor<'de> for RulesObject {
    type Value = Rules;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object of rule options and choices")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Rules, A::Error> {
        let mut rules = Rules::default();
        let mut seen = vec![false; OPTION_NAMES.len()];
        while let Some(index) = map.next_key_seed(Name::Option)? {
            if std::mem::replace(&mut seen[index], true) {
                return Err(de::Error::duplicate_field(OPTION_NAMES[index]));
            }
            let (choices, set_choice) = SETTERS[index];
            set_choice(&mut rules, map.next_value_seed(Name::Choice(choices))?);
        }
        Ok(rules)
    }
}

impl<'de> serde::Deserialize<'de> for Rules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        deserializer.deserialize_map(RulesObject)
    }
}

/// Every option with its choice, in table order.
/// Every option with its choice, but an option only some builds have (`GATED`) left out at its
/// default: rules written by the command line (with the world game) open in the pages (without
/// it) unless they play it.
impl Serialize for Rules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let settings = self.settings();
        let mut object = serializer.serialize_struct("Rules", settings.len())?;
        for setting in settings {
            let gated = super::GATED.contains(&(setting.option(), None));
            if gated && Rules::default().get(setting.option()) == Some(setting.choice()) {
                continue;
            }
            object.serialize_field(setting.option(), setting.choice())?;
        }
        object.end()
    }
}
