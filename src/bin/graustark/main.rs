//! `graustark`: the command-line judge. `graustark --help` lists its commands, and
//! `graustark COMMAND --help` gives each one's usage (`help.rs`). Every error ends the run
//! with exit status 2 and its reason on standard error.

mod adjudicate_cmd;
mod changes_cmd;
mod game_file;
mod gm;
mod help;
mod hints;
mod map_cmd;
mod map_image;

use graustark::report::ReportStyle;
use graustark::{Map, Rules};
use lexopt::prelude::*;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The exit status of every refusal (`help::EXIT_STATUS` states it).
const REFUSED: u8 = 2;

fn main() -> ExitCode {
    let mut parser = lexopt::Parser::from_env();
    match command_named(&mut parser) {
        Ok(Wanted::Run(command)) => match run(command, parser) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("graustark {}: {e}", command.name);
                ExitCode::from(REFUSED)
            }
        },
        Ok(Wanted::Print(text)) => {
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("graustark: {e}\n(`graustark --help` lists the commands)");
            ExitCode::from(REFUSED)
        }
    }
}

/// What the first argument asks for: a command to run, or a text to print (help, version).
enum Wanted {
    Run(&'static help::Command),
    Print(String),
}

/// Reads the first argument: a command, `help [COMMAND]`, `--help`, `--version`, or nothing
/// (the overview).
fn command_named(parser: &mut lexopt::Parser) -> Result<Wanted, String> {
    let known = |name: &str| {
        help::command(name).ok_or_else(|| {
            let names: Vec<&str> = help::COMMANDS.iter().map(|c| c.name).collect();
            format!("no command named '{name}'; the commands are {}", names.join(", "))
        })
    };
    match parser.next().map_err(|e| e.to_string())? {
        None | Some(Long("help") | Short('h')) => Ok(Wanted::Print(help::overview())),
        Some(Long("version") | Short('V')) => Ok(Wanted::Print(format!("graustark {}", env!("CARGO_PKG_VERSION")))),
        Some(Value(v)) => {
            let name = v.string().map_err(|e| e.to_string())?;
            if name != "help" {
                return Ok(Wanted::Run(known(&name)?));
            }
            match parser.next().map_err(|e| e.to_string())? {
                None => Ok(Wanted::Print(help::overview())),
                Some(Value(v)) => Ok(Wanted::Print(help::of(known(&v.string().map_err(|e| e.to_string())?)?))),
                Some(other) => Err(other.unexpected().to_string()),
            }
        }
        Some(other) => Err(other.unexpected().to_string()),
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
    /// `gm --seal SHEET.txt`: the gamesmaster's own sheet to seal before the deadline.
    pub seal: Option<PathBuf>,
    /// `gm --power POWER`: the power whose orders the sheet sealed is.
    pub power: Option<String>,
    /// `gm --replace`: a seal for the phase replaces the one recorded.
    pub replace: bool,
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

/// Reads the command's arguments and runs it; `--help` anywhere prints its help instead.
fn run(command: &help::Command, mut parser: lexopt::Parser) -> Result<(), String> {
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
            Long("replace") => c.replace = true,
            Long("seal") => c.seal = Some(parser.value().map_err(|e| e.to_string())?.into()),
            Long("power") => {
                c.power = Some(parser.value().map_err(|e| e.to_string())?.string().map_err(|e| e.to_string())?)
            }
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
                println!("{}", help::of(command));
                return Ok(());
            }
            other => {
                return Err(format!("{}\n(`graustark {} --help` shows its usage)", other.unexpected(), command.name));
            }
        }
    }
    match command.name {
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
        // help::COMMANDS lists only the commands above (a test runs each one's --help).
        other => Err(format!("'{other}' has help but no body")),
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
