//! The command line's help: one line per command for `graustark --help`, and each command's
//! own usage for `graustark COMMAND --help` (or `graustark help COMMAND`).

/// A command of the judge: its name, the line `graustark --help` gives it, and its own help.
pub struct Command {
    pub name: &'static str,
    pub summary: &'static str,
    pub help: &'static str,
}

/// What every help page ends with: the exit statuses `main` returns.
pub const EXIT_STATUS: &str = "exit status:
  0  done (also for --help and --version)
  2  refused: a mistake in the command line, a file that cannot be read, or a sheet, game
     file or map that is refused; the reason is on standard error, and the game file is
     left as it was";

/// Every command, in the order `graustark --help` lists them.
pub const COMMANDS: &[Command] = &[
    Command {
        name: "adjudicate",
        summary: "judge movement cases (JSON Lines) from standard input",
        help: "usage: graustark adjudicate [--map DIR] [--rules PRESET] [--set NAME=VALUE]... [--stats]

Reads one movement case a line on standard input and writes one result line a case:
every unit's order, success and reason, and the dislodged units with their retreats.
A line that is not a case gets an error line ({\"error\":...,\"line\":N}) and the run goes
on, so such lines do not change the exit status.

options:
  --map DIR           the board (default maps/standard); a case may name another,
                      \"variant\":\"standard-1958\", a folder beside it
  --rules PRESET      the rules preset (default datc-2023); `graustark rules` lists them
  --set NAME=VALUE    one rule option over the preset (repeatable)
  --stats             print {\"cases\":N,\"seconds\":S,\"cases_per_second\":R} to standard error",
    },
    Command {
        name: "map",
        summary: "print a map's adjacency, or check a map and its smaller games",
        help: "usage: graustark map [DIR] (--adjacency | --check)

DIR is a map folder holding map.json (default maps/standard; --map DIR says the same).

options:
  --adjacency  print the army and fleet adjacency as JSON
  --check      check map.json and list every problem with its place, then check each
               smaller game its player_counts offers",
    },
    Command {
        name: "new",
        summary: "start a game file",
        help: "usage: graustark new GAME.json [--map DIR] [--players N] [--no-player POWER]...
                     [--rules PRESET] [--set NAME=VALUE]... [--name NAME] [--two-season]
                     [--nmr-house-rules] [--order-sets RULE] [--unordered-sets RULE]
                     [--proxies RULE] [--report STYLE]

Starts a game file at the map's first phase (Spring 1901; Cassiusica I on the Cat board).
GAME.json must not exist yet.

options:
  --map DIR              the board (default maps/standard)
  --players N            one of the map's smaller games (maps/standard-1958: 6 or 5)
  --no-player POWER      a power nobody plays: gm refuses its orders, its units hold, and
                         civil disorder removes what it must lose (repeatable)
  --rules PRESET         the rules preset; default the map's own (cat, rulebook-1958, ...),
                         else datc-2023
  --set NAME=VALUE       one rule option over the preset, in any order (repeatable)
  --name NAME            the game's name, which a sheet's \"Game:\" line must give (house rule 3.7)
  --two-season           a sheet a season: its moves, retreats and (autumn) builds (house rule 3.1)
  --nmr-house-rules      no game starts with an NMR (unless gm --force); two NMRs in a row put
                         a power in civil disorder until a new player takes it (house rules 4)
  --order-sets RULE      which of a power's several sets count (DATC 4.D.1): latest-unless-added
                         (default), combine-unless-replaced, combine or latest
  --unordered-sets RULE  sets in no known order (gm --unordered): combine (default) or all-hold
  --proxies RULE         units handed to another power (DATC 4.E.5): not-allowed (default),
                         notified (graustark proxy) or in-order-set (\"Proxy A Par to Germany\")
  --report STYLE         plain (default) or house-2023 (God Save The Zine: A(Kie)-Hol, NTH,
                         NMR, NRO, NPRO, MS, Std., _failed_, ~impossible~)",
    },
    Command {
        name: "gm",
        summary: "play order sheets on a game file and print the report",
        help: "usage: graustark gm GAME.json ORDERS.txt [MORE.txt]... [--amend] [--dry-run] [--force]
                    [--unordered] [--map DIR] [--map-image OUT.svg|OUT.png]
       graustark gm GAME.json --flying-dutchman UNIT... [--dry-run] [--map DIR]
       graustark gm GAME.json --seal SHEET.txt [--power POWER] [--replace] [--dry-run] [--map DIR]

Reads zine-style order sheets (\"England:\" then its orders; '>' lines are press), prints
the report and advances the game file. The version replaced is kept as GAME.json.prev.
A sheet with any line that cannot be read changes nothing: every such line is named.
A header (\"France, Spring 1901\", \"Player:\", \"Game:\", \"Country:\", \"Season:\", \"Year:\")
is checked against the game. A won game, or one ended by vote, plays nothing more.

options:
  --amend                play the sheets in place of the last phase (or season) played
  --dry-run              print the report, write nothing
  --force                play the first moves even with an NMR (--nmr-house-rules)
  --unordered            the sheets came in no known order (new --unordered-sets)
  --map DIR              the board, if the game file's map folder is not under maps/
  --map-image OUT        draw the position after the phase with its orders and results;
                         a PNG needs rsvg-convert, inkscape or chromium on the PATH
  --flying-dutchman UNIT remove a unit found on the board illegally (DATC 4.E.6): the one
                         named (\"A Lon\"), or of several, the one civil disorder removes first
  --seal SHEET.txt       seal the gamesmaster's own sheet for the current phase before the
                         deadline (Das Dippyspiel rule 15; any game): print its SHA-256 digest,
                         to publish, and record it; the phase is then played only if the sheet
                         for that power is the one sealed (the report says it matched), and
                         with none, the report says the sealed orders never arrived (an NMR)
  --power POWER          the power whose orders the sheet sealed is (default: the one it names)
  --replace              seal again a phase already sealed, replacing the digest

The digest is SHA-256 of the sheet made plain: CR LF and CR line ends as LF, white space at the
end of each line and blank lines at the end removed, one newline at the end (a byte-order mark
dropped). For a sheet so written it is what `sha256sum SHEET.txt` prints.",
    },
    Command {
        name: "player",
        summary: "record a new player for a power",
        help: "usage: graustark player GAME.json POWER NAME [--standby] [--dry-run] [--map DIR]

NAME plays POWER from the current phase on (house rule 4.6). A replacement ends the
power's civil disorder and its run of NMRs.

options:
  --standby   allow a name already playing another power, as a standby (house rule 2.3)
  --dry-run   say what would change, write nothing
  --map DIR   the board, if the game file's map folder is not under maps/",
    },
    Command {
        name: "proxy",
        summary: "hand a unit to another power's orders, or end that",
        help: "usage: graustark proxy GAME.json OWNER UNIT HOLDER [--dry-run] [--map DIR]
       graustark proxy GAME.json OWNER UNIT --cancel [--dry-run] [--map DIR]

From now on HOLDER's orders for OWNER's UNIT (its number, or \"A Par\") count as OWNER's,
wherever the unit goes, until cancelled (house rule 9; a game made with --proxies notified).

options:
  --cancel    end the proxy
  --dry-run   say what would change, write nothing
  --map DIR   the board, if the game file's map folder is not under maps/",
    },
    Command {
        name: "propose",
        summary: "put a proposal to end the game to the players' vote",
        help: "usage: graustark propose GAME.json (draw POWER... | concede POWER | ranked POWER... / POWER...)
                         [--abstain-assents] [--dry-run] [--map DIR]

Each player votes in its next sheet (\"Vote: yes\" or \"Vote: no\"). The game ends if every
player still in assents. Abstaining is dissent, but assent when the same proposal is put
again the season after its defeat. The report says only whether it was carried (house rules 8).

options:
  --abstain-assents  abstaining counts as assent on this proposal
  --dry-run          say what would change, write nothing
  --map DIR          the board, if the game file's map folder is not under maps/",
    },
    Command {
        name: "rules",
        summary: "list the rule options, the DATC issues they settle, and the presets",
        help: "usage: graustark rules

Lists every rule option with its choices and source, every DATC 3.0 section 4 issue with
the option that settles it (or why none can), and the presets.",
    },
];

/// The command named `name`, if there is one.
pub fn command(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// `graustark --help`: the commands with a line each, and the exit statuses.
pub fn overview() -> String {
    let mut text = format!(
        "graustark {}: a Diplomacy adjudicator and gamesmaster\n\n\
         usage: graustark COMMAND [ARGUMENTS]...\n       \
         graustark COMMAND --help    one command's usage and options (or: graustark help COMMAND)\n       \
         graustark --version\n\ncommands:\n",
        env!("CARGO_PKG_VERSION")
    );
    for c in COMMANDS {
        text.push_str(&format!("  {:<11} {}\n", c.name, c.summary));
    }
    text.push('\n');
    text.push_str(EXIT_STATUS);
    text
}

/// `graustark COMMAND --help`: the command's own usage and options, and the exit statuses.
pub fn of(command: &Command) -> String {
    format!("{}\n\n{EXIT_STATUS}", command.help)
}
