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
 * @typedef {'army' | 'fleet' | 'coast guard' | 'leader' | 'cavalry' | 'papal army' | 'papal fleet' | 'papal cavalry'} UnitType
 */

/**
 * What an order does (`OrderView.kind`).
 * @typedef {'hold' | 'move' | 'support' | 'convoy' | 'retreat' | 'disband' | 'build' | 'waive' | 'capital' | 'board' | 'disembark' | 'deed'} OrderKind
 */

/**
 * The kinds of unit in the engine's order: the word positions and views write (`type`), the
 * letter orders write, the word with its article, and the title a legend gives it.
 * @type {readonly { type: UnitType, letter: string, withArticle: string, title: string }[]}
 */
export const UNIT_KINDS = Object.freeze([
  { type: 'army', letter: 'A', withArticle: 'an army', title: 'army' },
  { type: 'fleet', letter: 'F', withArticle: 'a fleet', title: 'fleet' },
  { type: 'coast guard', letter: 'CG', withArticle: 'a coast guard', title: 'coast guard' },
  { type: 'leader', letter: 'L', withArticle: 'a leader', title: 'Leader' },
  { type: 'cavalry', letter: 'C', withArticle: 'a cavalry unit', title: 'cavalry' },
  { type: 'papal army', letter: 'PA', withArticle: 'a papal army', title: 'papal army' },
  { type: 'papal fleet', letter: 'PF', withArticle: 'a papal fleet', title: 'papal fleet' },
  { type: 'papal cavalry', letter: 'PC', withArticle: 'a papal cavalry unit', title: 'papal cavalry' },
]);

/** The words of the kinds of unit. @type {readonly UnitType[]} */
export const UNIT_TYPES = Object.freeze(['army', 'fleet', 'coast guard', 'leader', 'cavalry', 'papal army', 'papal fleet', 'papal cavalry']);

/** The kinds of order. @type {readonly OrderKind[]} */
export const ORDER_KINDS = Object.freeze(['hold', 'move', 'support', 'convoy', 'retreat', 'disband', 'build', 'waive', 'capital', 'board', 'disembark', 'deed']);
