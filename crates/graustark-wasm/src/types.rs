//! The TypeScript declarations of the values that cross the boundary, added to the bindings'
//! `.d.ts` by wasm-bindgen.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
/** A unit; `number` is its number among its power's units (the 1958 order sheet's), kept
 * across phases: optional when given, always in positions the engine returns. */
export interface Unit { power: string; type: UnitType; region: string; number?: number; aboard?: number }
/** The kinds of unit: the coast guard is Cat Diplomacy's, the leader Militarism III's. */
export type UnitType = "army" | "fleet" | "coast guard" | "leader";
/** A position: the State wire format (snake_case, shared with game files). */
export interface State {
  season: "spring" | "fall" | "winter"; year: number; phase: "movement" | "retreat" | "adjustment";
  units: Unit[]; dislodged?: (Unit & { attacker_from: string; by_convoy?: boolean })[];
  standoffs?: string[]; centres?: Record<string, string[]>;
  /** Capitals moved from the map's, by power (the 1958 rules). */
  capitals?: Record<string, string>;
  /** The numbers of each power's units split this year, single until it ends (Cat Diplomacy). */
  single?: Record<string, number[]>;
}
/** An order as written, by a power (without one: the order's own, or its unit's). */
export interface OrderText { power?: string | null; text: string }
/** The one order shape outside the engine; the board draws it as it is. */
export interface OrderView {
  power: string | null;
  kind: "hold" | "move" | "support" | "convoy" | "retreat" | "disband" | "build" | "waive" | "capital" | "board" | "disembark";
  region: string | null; type: UnitType | null; to: string | null; target: string | null;
  viaConvoy: boolean; text: string;
  /** The number of the unit ordered (or built), when the order was read in a position. */
  number?: number;
}
export interface OrderResult extends OrderView {
  /** The order's position in the list given; null for a unit left without an order. */
  index: number | null;
  success: boolean;
  /** The order cannot stand whatever the others write (illegal, conflicting, ...). */
  invalid: boolean;
  reason: string; word: string;
}
/** An order that could not be read, by its position in the list given. */
export interface Unreadable { index: number; power: string | null; text: string; error: string }
export interface PhaseView {
  /** "Spring 1901 movement", the year as Engine.yearName writes it. */
  phase: string; orders: OrderResult[]; unordered: OrderResult[];
  dislodged: (Unit & { by: string; attackerFrom: string; retreats: string[] })[];
  standoffs: string[]; civilDisorder: Unit[]; next: State; winner: string | null;
  unreadable: Unreadable[];
  /** Units built by the rules for want of orders: customary units and Leaders (Militarism III). */
  customary: Unit[];
}
export interface MapInfo {
  id: string; name: string;
  /** The count needed to win; under "control", the fewest centres a winner holds. */
  victoryCentres: number;
  /** What wins: centres, units after the adjustments, or control of the neutral centres and
   * the home country after a year. */
  victoryMeasure: "centres" | "units" | "control";
  /** The numbers of players the map can be played by (Engine.forPlayers), smallest first. */
  playerCounts: number[];
  /** The rules preset the map is played under (its map.json "preset"), or null. */
  preset: string | null;
  /** The year a game begins in: 1901, or the first of the map's named years (Engine.yearName). */
  firstYear: number;
  /** Whether units may share provinces (the 1958 capitals and naval bases): orders name them
   * by number. */
  stacks: boolean;
  powers: { id: string; name: string; adjective: string; initial: string; homeCentres: string[] }[];
  provinces: {
    id: string; name: string; kind: "land" | "coast" | "sea" | "impassable"; supplyCentre: boolean;
    homeOf: string | null; coasts: { id: string; name: string }[];
  }[];
}
export type Rules = Record<string, string>;
/** A map file (map.json) as `JSON.parse` gives it; its shape is the map format's. */
export type MapFile = Record<string, unknown>;
/**
 * A rule option and its choices, the default first. The descriptions (`summary`, `source`) are
 * in the npm package's build; the site's wasm leaves them out, and its pages read them from
 * `rules.json` (the same list, with them).
 */
export interface RuleOption { name: string; summary?: string; source?: string; choices: { value: string; summary?: string }[] }
export interface Preset { name: string; title: string; summary: string; settings: [string, string, string][] }
export interface PowerDuty {
  power: string; centres: number; units: number;
  /** Builds due (positive) or removals due (negative) in an adjustment phase; else 0. */
  adjustment: number;
  /** Builds it can make now: its builds due as far as its sites take them (the engine's count;
   * a 1958 capital or naval base takes every build due). */
  builds: number;
  buildSites: string[];
  /** How many builds each of buildSites takes this phase, in its order: 1, or where the map
   * stacks the kind raised there (1958) every build due. */
  buildsAt: number[];
  /** Where it may build its Leader now (Militarism III's opening builds), besides the builds due. */
  leaderSites: string[];
  /** Whether it must order this phase. */
  orders: boolean;
  /** The units the rules build for it if it writes no build and no waive (its customary
   * units, Militarism III); empty when builds not written are waived. */
  customaryUnits: Unit[];
  /** The Leader the rules build for it if it writes none (Militarism III), else null. */
  customaryLeader: Unit | null;
}
/** Who orders in a phase, and who is out. */
export interface Duties { ordering: string[]; powers: PowerDuty[]; eliminated: string[] }
export type Season = "spring" | "fall" | "winter";
/** A gamesmaster's order sheet: its name (for the messages) and its text. */
export interface GmSheet { name: string; text: string }
/** How to play a gamesmaster's sheets: `force` plays a game's first moves despite an NMR (house
 * rules 4.2), `unordered` takes sheets in no known order (DATC 4.D.2), `amend` plays them in
 * place of the last phase; with the map's `art` (board.svg) and `layout` (layout.json) texts,
 * the result has a map image. */
export interface GmOptions { force?: boolean; unordered?: boolean; amend?: boolean; art?: string; layout?: string }
/** What playing the sheets gave: the report, the game file's new text, and the map image (SVG). */
export interface GmPlayed { report: string; game: string; image: string | null }
/** A change to a game between its seasons (a new player, a proxy, a proposal): the game file's
 * new text, and what was done in a sentence. */
export interface GmChanged { game: string; said: string }
/** A new game's choices (`graustark new`'s): `map` is the map's folder name; `name` the game's,
 * which a sheet's "Game:" line must give; `nmrHouseRules`
 * is `--nmr-house-rules`; `orderSets`, `unorderedSets` and `proxies` are the DATC 4.D.1,
 * 4.D.2 and 4.E.5 choices as `graustark new` names them. */
export interface GmNew {
  map: string; name?: string; noPlayer?: string[]; twoSeason?: boolean; report?: "plain" | "house-2023";
  nmrHouseRules?: boolean;
  orderSets?: "combine" | "combine-unless-replaced" | "latest-unless-added" | "latest";
  unorderedSets?: "all-hold" | "combine";
  proxies?: "notified" | "in-order-set" | "not-allowed";
}
"#;
