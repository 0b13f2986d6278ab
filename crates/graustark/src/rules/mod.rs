//! The rules a game is played by: one enum-valued option per disputed ruling, passed into
//! adjudication as a value. The default of every option is the DATC 3.0 preference.
//!
//! Each option is declared once in the `options!` table (`table.rs`), which generates the
//! field, its enum, parsing from and printing to the names used on the command line and in
//! JSON, a [`Setting`] variant (so that presets are typed), and the description listed by
//! `graustark rules`. Presets are in `presets.rs`; how every DATC section 4 issue is
//! covered is in `datc_issues.rs`.

use serde::Serialize;
use std::fmt;

/// How one option is described to a player or a tool. Without the feature `rule-texts` (the
/// site's wasm) every `summary` and `source` is empty and left out of its JSON.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "RuleOption"))]
pub struct OptionInfo {
    /// The name used in `--set NAME=VALUE` and in JSON.
    pub name: &'static str,
    /// One line a player understands.
    #[serde(skip_serializing_if = "str::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<String>", optional))]
    pub summary: &'static str,
    /// The DATC section 4 issue (or other source) the option settles.
    #[serde(skip_serializing_if = "str::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<String>", optional))]
    pub source: &'static str,
    /// Every choice, the default first.
    pub choices: &'static [ChoiceInfo],
}

/// One choice of an option.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "RuleChoice"))]
pub struct ChoiceInfo {
    /// The name of the choice, as written after `NAME=`.
    pub value: &'static str,
    /// What the choice means, with its source.
    #[serde(skip_serializing_if = "str::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<String>", optional))]
    pub summary: &'static str,
}

/// A problem with a `NAME=VALUE` setting, in a form a caller can match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// No option has this name.
    NoSuchOption(String),
    /// The option exists, but has no choice of this name.
    NoSuchChoice {
        /// The option's name.
        option: &'static str,
        /// The value that was given.
        value: String,
        /// Every choice of the option, the default first.
        choices: &'static [&'static str],
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::NoSuchOption(name) => {
                write!(f, "there is no rule option named '{name}'; `graustark rules` lists them")
            }
            RulesError::NoSuchChoice { option, value, choices } => {
                write!(f, "'{value}' is not a choice of {option}; choose one of: {}", choices.join(", "))
            }
        }
    }
}

impl std::error::Error for RulesError {}

/// A rule's description where the build carries them (feature `rule-texts`), else empty.
#[cfg(feature = "rule-texts")]
macro_rules! rule_text {
    ($text:literal) => {
        $text
    };
}
#[cfg(not(feature = "rule-texts"))]
macro_rules! rule_text {
    ($text:literal) => {
        ""
    };
}

/// Declares every option: the `Rules` field, its enum, its [`Setting`] variant, and how it is
/// described. Used once, in `table.rs`.
macro_rules! options {
    ($(
        $(#[doc = $doc:literal])*
        $(#[cfg($ocfg:meta)])?
        $field:ident : $Enum:ident, $name:literal, $source:literal, $summary:literal {
            $( $(#[doc = $vdoc:literal])* $(#[cfg($vcfg:meta)])? $Variant:ident = $value:literal : $vsummary:literal ),+ $(,)?
        }
    )*) => {
        $(
            $(#[doc = $doc])*
            $(#[cfg($ocfg)])?
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
            pub enum $Enum {
                $( $(#[doc = $vdoc])* #[doc = $vsummary] $(#[cfg($vcfg)])? $Variant ),+
            }

            /// Written as its choice's name.
            $(#[cfg($ocfg)])?
            impl serde::Serialize for $Enum {
                fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.serialize_str(self.as_str())
                }
            }

            /// Read from its choice's name (`serial.rs`: one reader for every option).
            $(#[cfg($ocfg)])?
            impl<'de> serde::Deserialize<'de> for $Enum {
                fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    super::serial::choice(deserializer, Self::NAMES).map(|index| Self::ALL[index])
                }
            }

            $(#[cfg($ocfg)])?
            impl $Enum {
                /// Every choice, the default first.
                pub const ALL: &'static [$Enum] = &[$($(#[cfg($vcfg)])? $Enum::$Variant),+];
                /// The names of every choice, the default first.
                pub const NAMES: &'static [&'static str] = &[$($(#[cfg($vcfg)])? $value),+];
                /// The name of this choice.
                pub fn as_str(self) -> &'static str {
                    Self::NAMES[self as usize]
                }
                /// Parses a choice by name.
                pub fn parse(s: &str) -> Option<Self> {
                    Self::NAMES.iter().position(|name| *name == s).map(|index| Self::ALL[index])
                }
            }

            $(#[cfg($ocfg)])?
            impl Default for $Enum {
                fn default() -> Self { Self::ALL[0] }
            }
        )*

        /// The rules value: one field per option. `Rules::default()` is DATC 3.0. In JSON, an
        /// object of option names and choices; options left out keep their defaults, and an
        /// unknown option is refused (`serial.rs`).
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct Rules {
            $( $(#[doc = $doc])* $(#[cfg($ocfg)])? pub $field: $Enum, )*
        }

        /// Every option's name, in table order.
        pub(super) const OPTION_NAMES: &[&str] = &[$($(#[cfg($ocfg)])? $name),*];

        /// The options and choices only some builds have (a `#[cfg]` in the table: Das
        /// Dippyspiel's, with the feature `world`), as `(option, None)` for a whole option and
        /// `(option, Some(choice))` for one choice: what the pages' engine, without them, does
        /// not read.
        pub const GATED: &[(&str, Option<&str>)] = &[
            $( $( #[cfg($ocfg)] ($name, None), )? $( $( #[cfg($vcfg)] ($name, Some($value)), )? )+ )*
        ];

        /// Per option, in table order: its choices' names, and how to set a choice by index.
        pub(super) const SETTERS: &[(&[&str], fn(&mut Rules, usize))] =
            &[$($(#[cfg($ocfg)])? ($Enum::NAMES, |rules: &mut Rules, choice: usize| rules.$field = $Enum::ALL[choice])),*];

        /// One option set to one choice: a typed `NAME=VALUE`, so that a preset with a
        /// misspelt option or choice does not compile.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Setting {
            $( $(#[doc = $doc])* $(#[cfg($ocfg)])? $Enum($Enum), )*
        }

        impl Setting {
            /// The option's name.
            pub fn option(self) -> &'static str {
                match self { $($(#[cfg($ocfg)])? Setting::$Enum(_) => $name,)* }
            }
            /// The choice's name.
            pub fn choice(self) -> &'static str {
                match self { $($(#[cfg($ocfg)])? Setting::$Enum(v) => v.as_str(),)* }
            }
            /// Sets this option of `rules` to this choice.
            pub fn apply(self, rules: &mut Rules) {
                match self { $($(#[cfg($ocfg)])? Setting::$Enum(v) => rules.$field = v,)* }
            }
        }

        impl Rules {
            /// Describes every option and its choices, in table order (a static table, so
            /// that describing the rules is data, not code).
            pub fn describe() -> &'static [OptionInfo] {
                const OPTIONS: &[OptionInfo] = &[$($(#[cfg($ocfg)])? OptionInfo {
                    name: $name,
                    summary: rule_text!($summary),
                    source: rule_text!($source),
                    choices: &[$($(#[cfg($vcfg)])? ChoiceInfo { value: $value, summary: rule_text!($vsummary) }),+],
                }),*];
                OPTIONS
            }
            /// Every option of this value, as settings (in table order).
            pub fn settings(&self) -> Vec<Setting> {
                vec![$($(#[cfg($ocfg)])? Setting::$Enum(self.$field)),*]
            }
            /// Sets one option from its name and a choice name. Looked up in the static
            /// table, not matched name by name, which keeps it small in the wasm.
            pub fn set(&mut self, name: &str, value: &str) -> Result<(), RulesError> {
                let index = OPTION_NAMES
                    .iter()
                    .position(|option| *option == name)
                    .ok_or_else(|| RulesError::NoSuchOption(name.to_string()))?;
                let (choices, set_choice) = SETTERS[index];
                let choice = choices.iter().position(|c| *c == value).ok_or_else(|| RulesError::NoSuchChoice {
                    option: OPTION_NAMES[index],
                    value: value.to_string(),
                    choices,
                })?;
                set_choice(self, choice);
                Ok(())
            }
            /// The current choice of an option, by name.
            pub fn get(&self, name: &str) -> Option<&'static str> {
                let index = OPTION_NAMES.iter().position(|option| *option == name)?;
                Some(self.settings()[index].choice())
            }
        }
    };
}

mod datc_issues;
mod presets;
mod serial;
mod table;

pub use datc_issues::{Coverage, DATC_ISSUES, DatcIssue};
pub use presets::{PRESETS, Preset, PresetSetting, preset};
pub use table::*;

/// Every option with its choices (default first), how each DATC section 4 issue is covered,
/// and every preset, as text.
pub fn listing() -> String {
    let mut s = String::from("Rule options (the first choice is the default, DATC 3.0):\n\n");
    for o in Rules::describe() {
        s.push_str(&format!("{}  [{}]\n  {}\n", o.name, o.source, o.summary));
        for c in o.choices {
            s.push_str(&format!("    {:<26} {}\n", c.value, c.summary));
        }
        s.push('\n');
    }
    s.push_str("DATC 3.0 section 4 issues, and the option that settles each:\n\n");
    for i in DATC_ISSUES {
        match i.coverage {
            Coverage::Options(names) => s.push_str(&format!("  {:<6} {:<48} {}\n", i.id, i.title, names.join(", "))),
            Coverage::OptionsNoted(names, how) => {
                s.push_str(&format!("  {:<6} {:<48} {} ({how})\n", i.id, i.title, names.join(", ")))
            }
            Coverage::NoOption(why) => s.push_str(&format!("  {:<6} {:<48} no option: {why}\n", i.id, i.title)),
        }
    }
    s.push_str("\nPresets (--rules NAME):\n\n");
    for p in PRESETS {
        s.push_str(&format!("{:<22} {}\n  {}\n", p.name, p.title, p.summary));
        for ps in p.settings {
            s.push_str(&format!("    {}={}  ({})\n", ps.setting.option(), ps.setting.choice(), ps.why));
        }
    }
    s
}
