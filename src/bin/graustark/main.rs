//! `graustark`: the command-line judge.
//!
//! ```text
//! graustark adjudicate [--map DIR] [--stats] [--rules PRESET] [--set NAME=VALUE]...
//! graustark map [DIR] --adjacency | --check
//! graustark new GAME.json [--map DIR] [--players N] [--no-player POWER]... [--two-season]
//!               [--report STYLE]
//! graustark gm GAME.json ORDERS.txt [--amend] [--dry-run] [--map-image OUT.svg|OUT.png]
//! graustark gm GAME.json --flying-dutchman UNIT... [--dry-run]
//! graustark player GAME.json POWER NAME [--standby]
//! graustark propose GAME.json (draw POWER... | concede POWER | ranked POWER... / POWER...) [--abstain-assents]
//! graustark proxy GAME.json OWNER UNIT HOLDER | graustark proxy GAME.json OWNER UNIT --cancel
//! graustark rules
//! ```

mod adjudicate_cmd;
mod changes_cmd;
mod game_file;
mod gm;
mod hints;
mod map_cmd;
mod map_image;

use graustark::report::ReportStyle;
use graustark::{Map, Rules};
use lexopt::prelude::*;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage:
  graustark adjudicate [--map DIR] [--stats] [--rules PRESET] [--set NAME=VALUE]...
      read cases (JSON Lines) on standard input, write one result line per case
  graustark map [DIR] (--adjacency | --check)
      print a map's adjacency as JSON, or check the map file and list every problem
  graustark new GAME.json [--map DIR] [--players N] [--no-player POWER]... [--rules PRESET]
                [--set NAME=VALUE]... [--two-season] [--nmr-house-rules] [--order-sets RULE]
                [--unordered-sets all-hold|combine] [--proxies notified|in-order-set|not-allowed]
                [--report plain|house-2023] [--name NAME]
      start a game file at Spring of the map's first year (1901; Cassiusica I on the Cat
      board) (for N players, if the map offers a smaller game), under the map's own rules
      preset (its `preset`) unless --rules names another; --set applies over either;
      a power with no player takes no orders: its units hold, and civil disorder removes them;
      --two-season: a sheet a season, with its retreats and (autumn) builds and removals;
      --nmr-house-rules: no game starts with an NMR (unless gm --force), and two NMRs in a row
      put a power in civil disorder until a new player takes it (house rules 4.2, 4.3);
      --order-sets: which of a power's several order sets count (DATC 4.D.1): combine,
      combine-unless-replaced, latest-unless-added (the default) or latest; --unordered-sets:
      several sets in no known order (gm --unordered) all hold, or are combined (the default);
      --proxies: units handed to another power's orders (DATC 4.E.5): told to the gamesmaster
      beforehand (graustark proxy), given in the owner's orders (\"Proxy A Par to Germany\"), or
      not allowed (the default);
      --report house-2023: reports in the God Save The Zine house style (A(Kie)-Hol, NTH,
      NMR, NRO, NPRO, MS, Std., _failed_, ~impossible~); plain (the default) otherwise;
      --name: the game's name, which a sheet's \"Game:\" line must give (house rule 3.7)
  graustark gm GAME.json ORDERS.txt [MORE.txt]... [--unordered] [--amend] [--dry-run] [--force]
               [--map-image OUT.svg|OUT.png]
      adjudicate a zine-style order sheet, print the report, and advance the game file (the
      version replaced kept as GAME.json.prev); a sheet with an unreadable line changes
      nothing; --amend plays the sheet in place of the last phase (in a two-season game, the
      last season) played; lines starting with '>' are press, printed as written; a
      header (\"France, Spring 1901\", \"Player:\", \"Game:\", \"Country:\", \"Season:\",
      \"Year:\") is checked against the game, and a sheet for another season or game refused;
      a game won (the board's victory condition) or ended by vote plays nothing more, but
      --amend may replace the phase that won it; a game file names a folder of the maps
      folder (or --map gives the board);
      --map-image: draw the position after the phase (or season) with its orders and
      results on the map's board (a PNG needs rsvg-convert, inkscape or chromium)
  graustark gm GAME.json --flying-dutchman UNIT [--flying-dutchman UNIT]... [--dry-run]
      remove a unit found on the board illegally (DATC 4.E.6): the one named, or of several
      that could be it, the one the civil-disorder rule removes first (UNIT: \"A Lon\", \"F Edi\")
  graustark player GAME.json POWER NAME [--standby]
      NAME plays POWER from the current phase on (a replacement ends its civil disorder);
      a name already playing another power is refused (house rule 2.3) unless --standby
      says the gamesmaster allows it as a standby arrangement (recorded in the file)
  graustark proxy GAME.json OWNER UNIT HOLDER       (UNIT: its number, or \"A Par\")
  graustark proxy GAME.json OWNER UNIT --cancel
      hand the owner's unit to the holder's orders until cancelled (a game with --proxies notified)
  graustark propose GAME.json (draw POWER... | concede POWER | ranked POWER... / POWER...)
                    [--abstain-assents]
      put a proposal to end the game: each player votes in its next sheet (`Vote: yes` or
      `Vote: no`); every player still in must assent; abstaining is dissent, but assent when
      the same proposal is put again the season after its defeat, or with --abstain-assents;
      the report says only whether it was carried (house rules 8)
  graustark rules
      list every rule option, its choices and its source";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("graustark: {e}");
            ExitCode::from(2)
        }
    }
}

/// Options shared by several commands.
#[derive(Default)]
pub struct Common {
    pub map_dir: Option<PathBuf>,
    /// `--rules`: the preset named, if any (see [`Common::rules_on`]).
    pub preset: Option<Rules>,
    /// `--set NAME=VALUE`, in the order given, applied over the preset.
    pub settings: Vec<(String, String)>,
    pub positional: Vec<String>,
    pub stats: bool,
    pub adjacency: bool,
    pub check: bool,
    pub dry_run: bool,
    /// `gm --amend`: play the sheet in place of the last phase played.
    pub amend: bool,
    /// `new --two-season`: the game's year is two seasons, each played from one sheet.
    pub two_season: bool,
    /// `gm --force`: play the game's first moves even with an NMR.
    pub force: bool,
    /// `new --nmr-house-rules`: house rules 4.2 and 4.3 for NMRs (see `ledger::Procedure`).
    pub house_procedure: bool,
    /// `new --order-sets`: which of a power's several order sets count (DATC 4.D.1).
    pub order_sets: graustark_gm::order_sets::OrderSets,
    /// `new --unordered-sets`: several sets in no known order all hold or combine (DATC 4.D.2).
    pub unordered_sets: graustark_gm::order_sets::UnorderedSets,
    /// `gm --unordered`: the sheets given came in no known order.
    pub unordered: bool,
    /// `new --proxies`: whether and how units are handed to another power (DATC 4.E.5).
    pub proxy_rule: graustark_gm::proxies::ProxyRule,
    /// `proxy --cancel`: end a proxy.
    pub cancel: bool,
    /// `player --standby`: the gamesmaster allows a player of another power to take this
    /// one as a standby.
    pub standby: bool,
    /// `propose --abstain-assents`: abstention counts as assent on this proposal (house rule 8.3).
    pub abstain_assents: bool,
    /// Units that could be a Flying Dutchman (`gm --flying-dutchman`).
    pub dutchman: Vec<String>,
    /// The number of players (`new --players`), for a map's smaller games.
    pub players: Option<usize>,
    /// Powers left without a player (`new --no-player`).
    pub no_player: Vec<String>,
    /// The style of the game's reports (`new --report`).
    pub report: Option<ReportStyle>,
    /// Where `gm` draws the map image of the phase played (`--map-image`).
    pub map_image: Option<PathBuf>,
    /// The game's name (`new --name`).
    pub game_name: Option<String>,
}

impl Common {
    /// The rules asked for: the preset given with `--rules`, else `otherwise` (the map's own
    /// preset for a new game, the default for the judge's cases), with every `--set` over it.
    pub fn rules_on(&self, otherwise: Rules) -> Result<Rules, String> {
        let mut rules = self.preset.unwrap_or(otherwise);
        for (name, value) in &self.settings {
            rules.set(name, value).map_err(|e| e.to_string())?;
        }
        Ok(rules)
    }
}

fn run() -> Result<(), String> {
    let mut parser = lexopt::Parser::from_env();
    let command = match parser.next().map_err(|e| e.to_string())? {
        Some(Value(v)) => v.string().map_err(|e| e.to_string())?,
        Some(Long("help")) | Some(Short('h')) | None => {
            println!("{USAGE}");
            return Ok(());
        }
        Some(other) => return Err(format!("{}\n{USAGE}", other.unexpected())),
    };
    let mut c = Common::default();
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Long("map") => c.map_dir = Some(parser.value().map_err(|e| e.to_string())?.into()),
            Long("name") => {
                c.game_name = Some(parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?)
            }
            Long("stats") => c.stats = true,
            Long("adjacency") => c.adjacency = true,
            Long("check") => c.check = true,
            Long("dry-run") => c.dry_run = true,
            Long("amend") => c.amend = true,
            Long("two-season") => c.two_season = true,
            Long("force") => c.force = true,
            Long("nmr-house-rules") => c.house_procedure = true,
            Long("unordered") => c.unordered = true,
            Long("cancel") => c.cancel = true,
            Long("abstain-assents") => c.abstain_assents = true,
            Long("standby") => c.standby = true,
            Long("proxies") => {
                let v = parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?;
                c.proxy_rule = serde_json::from_value(serde_json::Value::String(v.clone()))
                    .map_err(|_| format!("--proxies takes notified, in-order-set or not-allowed, not '{v}'"))?;
            }
            Long("unordered-sets") => {
                let v = parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?;
                c.unordered_sets = serde_json::from_value(serde_json::Value::String(v.clone()))
                    .map_err(|_| format!("--unordered-sets takes all-hold or combine, not '{v}'"))?;
            }
            Long("order-sets") => {
                let v = parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?;
                c.order_sets = serde_json::from_value(serde_json::Value::String(v.clone())).map_err(|_| {
                    format!(
                        "--order-sets takes combine, combine-unless-replaced, latest-unless-added or latest, not '{v}'"
                    )
                })?;
            }
            Long("players") => {
                let n = parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?;
                c.players = Some(n.parse().map_err(|_| format!("--players takes a number, not '{n}'"))?);
            }
            Long("no-player") => {
                c.no_player.push(parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?)
            }
            Long("flying-dutchman") => {
                c.dutchman.push(parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?)
            }
            Long("report") => {
                let name = parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?;
                let styles: Vec<&str> = ReportStyle::ALL.iter().map(|s| s.name()).collect();
                c.report = Some(ReportStyle::named(&name).ok_or_else(|| {
                    format!("--report: no report style named '{name}'; the styles are {}", styles.join(", "))
                })?);
            }
            Long("map-image") => c.map_image = Some(parser.value().map_err(|e| e.to_string())?.into()),
            Long("rules") => {
                let name = parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?;
                c.preset = Some(
                    graustark::rules::preset(&name)
                        .ok_or_else(|| format!("no rules preset named '{name}'; `graustark rules` lists them"))?,
                );
            }
            Long("set") => {
                let kv = parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?;
                let (k, v) = kv.split_once('=').ok_or_else(|| format!("--set takes NAME=VALUE, not '{kv}'"))?;
                // Checked now, so a misspelt option is named before anything is read.
                Rules::default().set(k.trim(), v.trim()).map_err(|e| e.to_string())?;
                c.settings.push((k.trim().to_string(), v.trim().to_string()));
            }
            Value(v) => c.positional.push(v.string().map_err(|e| e.to_string())?),
            Long("help") | Short('h') => {
                println!("{USAGE}");
                return Ok(());
            }
            other => return Err(format!("{}\n{USAGE}", other.unexpected())),
        }
    }
    match command.as_str() {
        "adjudicate" => adjudicate_cmd::run(&c),
        "map" => map_cmd::run(&c),
        "new" => gm::new_game(&c),
        "gm" => gm::run(&c),
        "player" => changes_cmd::player(&c),
        "proxy" => changes_cmd::proxy(&c),
        "propose" => changes_cmd::propose_end(&c),
        "rules" => {
            print!("{}", graustark::rules::listing());
            Ok(())
        }
        other => Err(format!("unknown command '{other}'\n{USAGE}")),
    }
}

/// The folder of a map: the one given, else `maps/standard` here or beside the sources.
pub fn map_dir(given: Option<&Path>) -> PathBuf {
    if let Some(d) = given {
        return d.to_path_buf();
    }
    let here = PathBuf::from("maps/standard");
    if here.join("map.json").exists() {
        return here;
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("maps/standard")
}

/// Reads and validates the map in `dir`, listing every problem on failure.
pub fn load_map(dir: &Path) -> Result<Map, String> {
    load_map_for(dir, None)
}

/// Reads and validates the map in `dir` for `players` players (the whole map if None).
pub fn load_map_for(dir: &Path, players: Option<usize>) -> Result<Map, String> {
    let path = dir.join("map.json");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let map = match players {
        None => Map::from_json(&text),
        Some(n) => Map::from_json_for_players(&text, n),
    };
    map.map_err(|errors| {
        let mut s = format!("{} has {} problem(s):", path.display(), errors.len());
        for e in errors {
            s.push_str(&format!("\n  {e}"));
        }
        s
    })
}
