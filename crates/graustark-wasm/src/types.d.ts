// The values that cross the wasm boundary, generated from the Rust types by scripts/types.sh
// (crates/graustark-wasm/src/bin/declarations.rs, ts-rs): do not edit; change the Rust types
// and their doc comments, and run scripts/types.sh.
/**
 * The kinds of unit: the standard game's two, the coast guard of Cat Diplomacy, the Leader of
 * Militarism III and the cavalry of Das Dippyspiel. Each is a row of [`KINDS`].
 */
export type UnitType = "army" | "fleet" | "coast guard" | "leader" | "cavalry" | "papal army" | "papal fleet" | "papal cavalry";
/** The JSON form of a unit: `{"power":"england","type":"fleet","region":"stp/sc"}`. */
export type Unit = {
  power: string,
  type: UnitType,
  region: string,
  /** Its number among its power's units (from 1); optional when read, always written. */
  number?: number,
  /**
   * For an army on board a fleet (the 1958 rules): the number of its power's fleet that
   * carries it, in the same province. Absent for every other unit.
   */
  aboard?: number,
};
/** The JSON form of a dislodged unit. */
export type DislodgedUnit = {
  power: string,
  type: UnitType,
  region: string,
  /** The province its attacker came from. */
  attacker_from: string,
  by_convoy?: boolean,
  /** Its number among its power's units; optional when read, always written. */
  number?: number,
  /**
   * For an army on board a fleet (the 1958 rules): the number of its power's fleet that
   * carries it, in the same province. Absent for every other unit.
   */
  aboard?: number,
  /** The one province a cavalry unit must retreat to (Das Dippyspiel, rule 6, option a). */
  must_retreat_to?: string,
  /**
   * A cavalry unit dislodged in the second half of the season (rule 6): the first half's
   * standoffs between cavalry units are open to it.
   */
  second_half?: boolean,
  /**
   * Where the cavalry unit that dislodged it went on to, unsupported: it may retreat there
   * and send that unit back (rule 6, option b).
   */
  stand_off_in?: string,
};
/** Spring, fall or winter. */
export type Season = "spring" | "fall" | "winter";
/** What is played in a phase. */
export type Phase = "movement" | "retreat" | "adjustment";
/** The JSON form of a position: the State wire format (snake_case, shared with game files). */
export type State = {
  season: Season,
  year: number,
  phase: Phase,
  units: Array<Unit>,
  dislodged?: Array<DislodgedUnit>,
  standoffs?: Array<string>,
  /** Supply centres owned by each power. */
  centres?: { [key in string]: Array<string> },
  /**
   * Each power's capital where it is not the map's (`{"russia": "stp"}`): one of its home
   * centres, named after it lost its own (the 1958 rules). Absent when none has moved.
   */
  capitals?: { [key in string]: string },
  /**
   * The numbers of each power's units split this year, single until it ends (Cat
   * Diplomacy: `{"tellahoma": [3, 5]}`). Absent when none split.
   */
  single?: { [key in string]: Array<number> },
  /**
   * Of the `standoffs`, those between cavalry units alone in the first half of the season
   * (Das Dippyspiel, rule 6). Absent when none.
   */
  cavalry_standoffs?: Array<string>,
  /**
   * The units crossing a slow sea, by the region each stands in, and where each is bound:
   * its move there is played in the next movement season (Das Dippyspiel, rule 11:
   * `{"arkh": "arc14"}`). Absent when none.
   */
  transits?: { [key in string]: string },
  /**
   * The underground power's vents open and closed (Das Dippyspiel, rule 7:
   * `{"open": ["scot"], "closed": ["tbet"]}`). Absent when none has been opened.
   */
  vents?: Vents,
  /**
   * Each power's build centres where they moved from its home centres (Das Dippyspiel, rule
   * 3: `{"frenciana": ["pari", "lyon"]}`). Absent when none has moved.
   */
  build_centres?: { [key in string]: Array<string> },
  /** The owners of the mines that are not supply centres (rule 8: `{"frenciana": ["lorr"]}`). */
  mines?: { [key in string]: Array<string> },
  /**
   * Each power's gold by place, in G to one decimal place (rule 8: `{"frenciana": {"pari":
   * 100}}`); the underground power's under its own name.
   */
  gold?: { [key in string]: { [key in string]: number } },
  /** The Papacy (rule 5): the Pope, the schisms, the papal centres. Absent when empty. */
  papacy?: Papacy,
};
/**
 * The JSON form of the vents: the provinces of those open and of those closed, and of the open
 * those reopened and new (rule 16), whose lists are left out when empty, so that a position
 * without them reads and writes as before.
 */
export type Vents = {
  open?: Array<string>,
  closed?: Array<string>,
  /** Of the open, those reopened for gold (rule 16); absent when none. */
  reopened?: Array<string>,
  /**
   * Of the open, the new vents opened for gold where the map has none (rule 16); absent
   * when none.
   */
  new?: Array<string>,
};
/**
 * The Papacy's part of a position's JSON: `{"pope": "frenciana", "schisms": {"graustark": 2},
 * "centres": {"tuni": {"owner": "graustark", "by": "graustark"}}}`, each part absent when empty.
 */
export type Papacy = {
  pope?: string,
  schisms?: { [key in string]: number },
  centres?: { [key in string]: PapalCentre },
};
/** A papal centre's owner and maker, by their ids. */
export type PapalCentre = {
  owner: string,
  by: string,
};
/** An order as written, by a power (without one: the order's own, or its unit's). */
export type OrderText = {
  power?: string | null,
  text: string,
};
/**
 * What an order does, as the views write it: `hold`, `move`, `support`, `convoy`, `retreat`,
 * `disband`, `build`, `waive`, `capital` (a new capital named: its region), `board` (an army
 * going on board the fleet at `target`), `disembark` (1958), or `deed` (an order that moves no
 * unit: a vent, a build centre, a cession, a mine, gold handed over, at its region; Das
 * Dippyspiel, feature `world`).
 */
export type OrderKind = "hold" | "move" | "support" | "convoy" | "retreat" | "disband" | "build" | "waive" | "capital" | "board" | "disembark" | "deed";
/**
 * An order as data: its kind, the places it names, and its text in short notation. This is
 * the one shape of an order outside the engine: the board draws it as it is.
 */
export type OrderView = {
  /** The power giving it, when known (from the order, or its unit in a position). */
  power: string | null,
  /**
   * What the order does: an [`OrderKind`]'s word (a string, so that the word is written
   * where the view is made: the pages' wasm is smaller so).
   */
  kind: OrderKind,
  /** The unit's region (`stp/sc`), or the build's. */
  region: string | null,
  /** The kind of unit ordered or built, when known. */
  type: UnitType | null,
  /** Destination region of a move, retreat, support or convoy. */
  to: string | null,
  /** The supported or convoyed unit's region (a boarding army's: its fleet's). */
  target: string | null,
  /** Whether the move goes by convoy. */
  viaConvoy: boolean,
  /** The order in short notation (`A Par - Bur`). */
  text: string,
  /** The number of the unit ordered (or built), where a position says it; absent otherwise. */
  number?: number,
};
/** An order given, with its outcome. */
export type OrderResult = {
  /** The order's position in the list given; null for a unit left without an order. */
  index: number | null,
  /** Whether it succeeded. */
  success: boolean,
  /**
   * Whether the order cannot stand whatever the others write (illegal, conflicting,
   * overridden, not allowed), as opposed to failing against other orders.
   */
  invalid: boolean,
  /** A phrase for the player: `bounced with A Mun`. */
  reason: string,
  /** One word: moved, bounced, cut, void, illegal, ... */
  word: string,
  /** The power giving it, when known (from the order, or its unit in a position). */
  power: string | null,
  /**
   * What the order does: an [`OrderKind`]'s word (a string, so that the word is written
   * where the view is made: the pages' wasm is smaller so).
   */
  kind: OrderKind,
  /** The unit's region (`stp/sc`), or the build's. */
  region: string | null,
  /** The kind of unit ordered or built, when known. */
  type: UnitType | null,
  /** Destination region of a move, retreat, support or convoy. */
  to: string | null,
  /** The supported or convoyed unit's region (a boarding army's: its fleet's). */
  target: string | null,
  /** Whether the move goes by convoy. */
  viaConvoy: boolean,
  /** The order in short notation (`A Par - Bur`). */
  text: string,
  /** The number of the unit ordered (or built), where a position says it; absent otherwise. */
  number?: number,
};
/** An order that could not be read, by its position in the list given. */
export type Unreadable = {
  index: number,
  power: string | null,
  text: string,
  /** Why it could not be read. */
  error: string,
};
/** A dislodged unit and where it may go. */
export type DislodgedResult = {
  /** The unit that dislodged it (`A Mun`), or `attacks from two sides`. */
  by: string,
  /** The province its attacker came from. */
  attackerFrom: string,
  /** Where it may retreat. */
  retreats: Array<string>,
  power: string,
  type: UnitType,
  region: string,
  /** Its number among its power's units (from 1); optional when read, always written. */
  number?: number,
  /**
   * For an army on board a fleet (the 1958 rules): the number of its power's fleet that
   * carries it, in the same province. Absent for every other unit.
   */
  aboard?: number,
};
/**
 * Everything a phase decided, as the pages show it: the results, and the orders that could
 * not be read (their units hold).
 */
export type PhaseView = {
  unreadable: Array<Unreadable>,
  /**
   * `Spring 1901 movement` (the year by its name on a map with named years, as
   * `Engine.yearName` writes it).
   */
  phase: string,
  /** The orders given, with their outcomes, in the order given. */
  orders: Array<OrderResult>,
  /**
   * Units without an order, with their outcome: in movement they hold; in retreats they
   * are disbanded.
   */
  unordered: Array<OrderResult>,
  /** The units dislodged, with where each may retreat. */
  dislodged: Array<DislodgedResult>,
  /** The provinces left empty by a standoff. */
  standoffs: Array<string>,
  /** Units removed by the civil-disorder rule. */
  civilDisorder: Array<Unit>,
  /**
   * Units built by the rules for want of orders: customary units and Leaders (Militarism
   * III, `default_builds=start-units`), with their numbers.
   */
  customary: Array<Unit>,
  /** The position after the phase. */
  next: State,
  /** The power that has won, if one has. */
  winner: string | null,
};
/** What a board needs to know about a map. */
export type MapInfo = {
  id: string,
  name: string,
  /**
   * The count needed to win (`victoryMeasure` says of what); under `control`, the fewest
   * supply centres a winner holds.
   */
  victoryCentres: number,
  /**
   * `centres`, `units` (on the board after the adjustment phase; the 1958 rules), or
   * `control` (every neutral centre and the whole home country after a year; Cat Diplomacy).
   */
  victoryMeasure: VictoryMeasure,
  /** The numbers of players the map can be played by, smallest first. */
  playerCounts: Array<number>,
  /** The rules preset the map is played under, if it names one. */
  preset: string | null,
  /** The year a game begins in (1901, or the first of the map's named years). */
  firstYear: number,
  /**
   * Whether units may share provinces (the 1958 capitals and naval bases), so that orders
   * name them by number.
   */
  stacks: boolean,
  powers: Array<MapPower>,
  provinces: Array<MapProvince>,
};
/** What a victory counts (the map's `victory.measure`). */
export type VictoryMeasure = "centres" | "units" | "control" | "papal";
/** A power: its names and home centres. */
export type MapPower = {
  id: string,
  name: string,
  adjective: string,
  initial: string,
  homeCentres: Array<string>,
};
/** A province and its coasts. */
export type MapProvince = {
  id: string,
  name: string,
  /** `land`, `coast`, `sea` or `impassable`. */
  kind: ProvinceKind,
  supplyCentre: boolean,
  homeOf: string | null,
  /** Split coasts, in the map's order. */
  coasts: Array<MapCoast>,
};
/** What a province is made of, which decides the units that may enter it. */
export type ProvinceKind = "land" | "coast" | "sea" | "impassable";
/** One coast of a split-coast province. */
export type MapCoast = {
  /** The coast's region id (`stp/nc`). */
  id: string,
  /** Its full name (`North Coast`). */
  name: string,
};
/** One power's duty in a phase, as data. */
export type PowerDuty = {
  power: string,
  /** The supply centres it owns. */
  centres: number,
  /** Its units on the board. */
  units: number,
  /** Builds due (positive) or removals due (negative), in an adjustment phase; else 0. */
  adjustment: number,
  /**
   * Builds it can make now: the engine's count (`PowerDuty::builds`), its builds due as far
   * as its sites take them (a 1958 capital or naval base takes several); else 0.
   */
  builds: number,
  /** The home centres where it may build now. */
  buildSites: Array<string>,
  /** How many builds each of the build sites takes this phase, in their order. */
  buildsAt: Array<number>,
  /** Where it may build its Leader now (Militarism III's opening), besides the builds due. */
  leaderSites: Array<string>,
  /** Whether it must give orders this phase. */
  orders: boolean,
  /**
   * The units the rules build for it if it writes no build and no waive (its customary
   * units); empty when builds not written are waived.
   */
  customaryUnits: Array<Unit>,
  /** The Leader the rules build for it if it writes none. */
  customaryLeader: Unit | null,
};
/** Who orders in a phase, and who is out, as data. */
export type Duties = {
  /** The powers that must order this phase, in the map's order. */
  ordering: Array<string>,
  /** Each power's duty, in the map's order. */
  powers: Array<PowerDuty>,
  /** Powers with neither centres nor units. */
  eliminated: Array<string>,
};
/** Rules as option names and choices (`{ convoy_order: "1971" }`): the options table's (`ruleOptions`). */
export type Rules = Record<string, string>;
/** A map file (map.json) as `JSON.parse` gives it; its shape is the map format's. */
export type MapFile = Record<string, unknown>;
/**
 * How one option is described to a player or a tool. Without the feature `rule-texts` (the
 * site's wasm) every `summary` and `source` is empty and left out of its JSON.
 */
export type RuleOption = {
  /** The name used in `--set NAME=VALUE` and in JSON. */
  name: string,
  /** One line a player understands. */
  summary?: string,
  /** The DATC section 4 issue (or other source) the option settles. */
  source?: string,
  /** Every choice, the default first. */
  choices: Array<RuleChoice>,
};
/** One choice of an option. */
export type RuleChoice = {
  /** The name of the choice, as written after `NAME=`. */
  value: string,
  /** What the choice means, with its source. */
  summary?: string,
};
/** A named rulebook: a rules value with a reason for each setting. */
export type Preset = {
  /** The name used in `--rules NAME`. */
  name: string,
  /** A title for menus. */
  title: string,
  /** Why the preset exists and what it follows. */
  summary: string,
  /**
   * The options that differ from the default, with the source of each. Serialised as
   * `[option, choice, why]` triples.
   */
  settings: Array<[string, string, string]>,
};
/** A gamesmaster's order sheet: its name (for the messages) and its text. */
export type GmSheet = {
  name: string,
  text: string,
};
/**
 * How to play a gamesmaster's sheets: `force` plays a game's first moves despite an NMR (house
 * rules 4.2), `unordered` takes sheets in no known order (DATC 4.D.2), `amend` plays them in
 * place of the last phase; with the map's `art` (board.svg) and `layout` (layout.json) texts,
 * the result has a map image.
 */
export type GmOptions = {
  force?: boolean,
  unordered?: boolean,
  amend?: boolean,
  art?: string,
  layout?: string,
};
/** What playing the sheets gave: the report, the game file's new text, and the map image (SVG). */
export type GmPlayed = {
  report: string,
  game: string,
  image: string | null,
};
/**
 * A change to a game between its seasons (a new player, a proxy, a proposal): the game file's
 * new text, and what was done in a sentence.
 */
export type GmChanged = {
  game: string,
  said: string,
};
/**
 * The gamesmaster's own sheet sealed for the current phase (Das Dippyspiel rule 15): the game
 * file's new text, the digest to publish (SHA-256, 64 hexadecimal digits, as `sha256sum` gives
 * it for the sheet with LF line ends), the power's name, the phase, the digest it replaced, and
 * what was done in a sentence.
 */
export type GmSealed = {
  game: string,
  digest: string,
  power: string,
  phase: string,
  replaced: string | null,
  said: string,
};
/** A new game's choices (`graustark new`'s). */
export type GmNew = {
  /** The map's folder name. */
  map: string,
  /** The game's name, which a sheet's "Game:" line must give. */
  name?: string,
  /** The powers no one plays. */
  noPlayer?: Array<string>,
  /** The two-season year (`--two-season`). */
  twoSeason?: boolean,
  /** The report's style. */
  report?: ReportStyle,
  /** The house rules' NMR procedure (`--nmr-house-rules`). */
  nmrHouseRules?: boolean,
  /** DATC 4.D.1, as `graustark new` names its choices. */
  orderSets?: OrderSets,
  /** DATC 4.D.2, as `graustark new` names its choices. */
  unorderedSets?: UnorderedSets,
  /** DATC 4.E.5, as `graustark new` names its choices. */
  proxies?: ProxyRule,
};
/** How a report is written. */
export type ReportStyle = "plain" | "house-2023";
/** How a power's several order sets count (the four readings of DATC 4.D.1). */
export type OrderSets = "combine" | "combine-unless-replaced" | "latest-unless-added" | "latest";
/** How a power's several order sets count when their order is unknown (DATC 4.D.2). */
export type UnorderedSets = "all-hold" | "combine";
/** Whether and how proxies are given (the three readings of DATC 4.E.5). */
export type ProxyRule = "notified" | "in-order-set" | "not-allowed";
