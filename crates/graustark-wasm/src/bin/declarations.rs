//! Writes what JavaScript knows of the engine's values, from the Rust types: the TypeScript
//! declarations of every value that crosses the wasm boundary (`declarations d.ts`: ts-rs
//! derives, feature `ts`, with the Rust doc comments as JSDoc), which `types.rs` gives
//! wasm-bindgen for the package's `.d.ts`; and the kinds of unit and order as a JavaScript
//! module (`declarations kinds`), which the pages and the board import instead of listing them.
//! `scripts/types.sh` writes both files; `scripts/types.sh --check` fails when either is stale.

#[allow(dead_code)]
#[path = "../values.rs"]
mod values;

use graustark::map::{KINDS, UnitKind};
use graustark::view::OrderKind;
use ts_rs::{Config, TS};

fn main() {
    match std::env::args().nth(1).as_deref() {
        Some("d.ts") => print!("{}", declarations()),
        Some("kinds") => print!("{}", kinds_module()),
        _ => {
            eprintln!("usage: declarations d.ts|kinds");
            std::process::exit(2);
        }
    }
}

const HEADER: &str = "\
// The values that cross the wasm boundary, generated from the Rust types by scripts/types.sh
// (crates/graustark-wasm/src/bin/declarations.rs, ts-rs): do not edit; change the Rust types
// and their doc comments, and run scripts/types.sh.
";

/// Every declaration, each type once, in an order a reader follows: the position, the orders,
/// the results, the map, the duties, the rules, the gamesmaster's values.
fn declarations() -> String {
    use graustark::map::{ProvinceKind, VictoryMeasure};
    use graustark::report::ReportStyle;
    use graustark::rules::{ChoiceInfo, OptionInfo, Preset};
    use graustark::state::{ChurchJson, DislodgedJson, PapalCentreJson, Phase, Season, StateJson, UnitJson, VentsJson};
    use graustark::view::{
        CoastView, DislodgedView, DutiesView, MapView, OrderResultView, OrderView, PowerDutyView, PowerView,
        ProvinceView,
    };
    use graustark_gm::order_sets::{OrderSets, UnorderedSets};
    use graustark_gm::proxies::ProxyRule;
    let cfg = Config::new().with_large_int("number");
    check_words(&UnitKind::inline(&cfg), &UnitKind::ALL.map(UnitKind::word), "UnitKind");
    check_words(&OrderKind::inline(&cfg), &OrderKind::ALL.map(OrderKind::word), "OrderKind");
    check_words(&ProvinceKind::inline(&cfg), &ProvinceKind::ALL.map(ProvinceKind::word), "ProvinceKind");
    check_words(&VictoryMeasure::inline(&cfg), &VictoryMeasure::ALL.map(VictoryMeasure::word), "VictoryMeasure");
    let decls = [
        declared::<UnitKind>(&cfg),
        declared::<UnitJson>(&cfg),
        declared::<DislodgedJson>(&cfg),
        declared::<Season>(&cfg),
        declared::<Phase>(&cfg),
        declared::<StateJson>(&cfg),
        declared::<VentsJson>(&cfg),
        declared::<ChurchJson>(&cfg),
        declared::<PapalCentreJson>(&cfg),
        declared::<values::OrderIn>(&cfg),
        declared::<OrderKind>(&cfg),
        declared::<OrderView>(&cfg),
        declared::<OrderResultView>(&cfg),
        declared::<values::Unreadable>(&cfg),
        declared::<DislodgedView>(&cfg),
        declared::<values::Adjudicated>(&cfg),
        declared::<MapView>(&cfg),
        declared::<VictoryMeasure>(&cfg),
        declared::<PowerView>(&cfg),
        declared::<ProvinceView>(&cfg),
        declared::<ProvinceKind>(&cfg),
        declared::<CoastView>(&cfg),
        declared::<PowerDutyView>(&cfg),
        declared::<DutiesView>(&cfg),
        RULES.to_string(),
        declared::<OptionInfo>(&cfg),
        declared::<ChoiceInfo>(&cfg),
        declared::<Preset>(&cfg),
        declared::<values::GmSheetIn>(&cfg),
        declared::<values::GmOptionsIn>(&cfg),
        declared::<values::GmPlayedOut>(&cfg),
        declared::<values::GmChangedOut>(&cfg),
        declared::<values::GmSealedOut>(&cfg),
        declared::<values::GmNewIn>(&cfg),
        declared::<ReportStyle>(&cfg),
        declared::<OrderSets>(&cfg),
        declared::<UnorderedSets>(&cfg),
        declared::<ProxyRule>(&cfg),
    ];
    format!("{HEADER}{}", decls.concat())
}

/// The two values that have no Rust type of their own: rules cross as an object built over the
/// options table (`rules_of`, `rules_to_js`), and a map file as `JSON.parse` gives it.
const RULES: &str = "\
/** Rules as option names and choices (`{ convoy_order: \"1971\" }`): the options table's (`ruleOptions`). */
export type Rules = Record<string, string>;
/** A map file (map.json) as `JSON.parse` gives it; its shape is the map format's. */
export type MapFile = Record<string, unknown>;
";

/// A type's declaration with its doc comment, exported, a field a line.
fn declared<T: TS + 'static>(cfg: &Config) -> String {
    compact_docs(&format!("{}export {}\n", T::docs().unwrap_or_default(), laid_out(&T::decl(cfg))))
}

/// Doc comments of one line written on one line (`/** The supply centres it owns. */`).
fn compact_docs(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < lines.len() {
        let one_line = lines
            .get(i..i + 3)
            .filter(|l| l[0].trim() == "/**" && l[1].trim_start().starts_with("* ") && l[2].trim() == "*/");
        match one_line {
            Some(l) => {
                let indent = &l[0][..l[0].len() - l[0].trim_start().len()];
                out.push_str(&format!("{indent}/** {} */\n", &l[1].trim_start()[2..]));
                i += 3;
            }
            None => {
                out.push_str(lines[i]);
                out.push('\n');
                i += 1;
            }
        }
    }
    out
}

/// A declaration laid out a field a line: ts-rs writes an object type on one line, each
/// field's doc comment inside it.
fn laid_out(decl: &str) -> String {
    let Some(open) = decl.find("= { ") else { return decl.to_string() };
    let (head, body) = decl.split_at(open + 3);
    let body = body.trim().strip_suffix("};").unwrap_or(body).trim_end();
    let mut out = format!("{}\n", head.trim_end());
    for field in top_level_fields(body) {
        for line in field.lines() {
            out.push_str(&format!("  {}\n", line.trim_end()));
        }
        out.pop();
        out.push_str(",\n");
    }
    out + "};"
}

/// The fields of an object type's body, split at its own commas (not those of the types
/// inside it, nor of its doc comments).
fn top_level_fields(body: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let (mut field, mut depth, mut in_doc, mut in_string) = (String::new(), 0i32, false, false);
    let chars: Vec<char> = body.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        field.push(c);
        if in_doc {
            in_doc = !(c == '/' && i > 0 && chars[i - 1] == '*');
        } else if in_string {
            in_string = c != '"';
        } else {
            match c {
                '/' if chars.get(i + 1) == Some(&'*') => in_doc = true,
                '"' => in_string = true,
                '{' | '<' | '[' | '(' => depth += 1,
                '}' | '>' | ']' | ')' => depth -= 1,
                ',' if depth == 0 => {
                    field.pop();
                    fields.push(std::mem::take(&mut field).trim().to_string());
                }
                _ => {}
            }
        }
    }
    if !field.trim().is_empty() {
        fields.push(field.trim().to_string());
    }
    fields
}

/// Refuses to write declarations whose words differ from the engine's own table: a kind's
/// TypeScript name comes from its derive, its word from the table the engine writes with.
fn check_words(union: &str, words: &[&str], what: &str) {
    let declared: Vec<&str> = union.split(" | ").map(|w| w.trim_matches('"')).collect();
    if declared != words {
        eprintln!("{what}: the TypeScript names {declared:?} are not the engine's words {words:?}");
        std::process::exit(1);
    }
}

/// The kinds of unit (the table `KINDS`) and of order (`OrderKind`) as a JavaScript module.
fn kinds_module() -> String {
    let quoted = |w: &str| format!("'{w}'");
    let unit_types: Vec<String> = UnitKind::ALL.iter().map(|k| quoted(k.word())).collect();
    let order_kinds: Vec<String> = OrderKind::ALL.iter().map(|k| quoted(k.word())).collect();
    let rows: Vec<String> = KINDS
        .iter()
        .map(|k| {
            format!(
                "  {{ type: '{}', letter: '{}', withArticle: '{}', title: '{}' }},\n",
                k.word, k.letter, k.with_article, k.title
            )
        })
        .collect();
    format!(
        "\
// @ts-check
// Generated from the engine's Rust types by scripts/types.sh
// (crates/graustark-wasm/src/bin/declarations.rs): do not edit.
/**
 * The kinds of unit and of order, as the engine writes them: the one list the pages and the
 * board read (the unit kinds' table, `KINDS` in crates/graustark/src/map/kind.rs; the order
 * kinds, `OrderKind` in crates/graustark/src/view.rs).
 * @module
 */

/**
 * The kinds of unit: the coast guard is Cat Diplomacy's, the leader Militarism III's, the cavalry
 * Das Dippyspiel's.
 * @typedef {{{}}} UnitType
 */

/**
 * What an order does (`OrderView.kind`).
 * @typedef {{{}}} OrderKind
 */

/**
 * The kinds of unit in the engine's order: the word positions and views write (`type`), the
 * letter orders write, the word with its article, and the title a legend gives it.
 * @type {{readonly {{ type: UnitType, letter: string, withArticle: string, title: string }}[]}}
 */
export const UNIT_KINDS = Object.freeze([
{}]);

/** The words of the kinds of unit. @type {{readonly UnitType[]}} */
export const UNIT_TYPES = Object.freeze([{}]);

/** The kinds of order. @type {{readonly OrderKind[]}} */
export const ORDER_KINDS = Object.freeze([{}]);
",
        unit_types.join(" | "),
        order_kinds.join(" | "),
        rows.concat(),
        unit_types.join(", "),
        order_kinds.join(", "),
    )
}
