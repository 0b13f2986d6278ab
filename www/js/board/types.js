// @ts-check
/**
 * Types shared by the board widget's modules. This file has no code.
 * @module
 */

/**
 * layout.json, as written by maps/tools (see maps/README.md).
 * @typedef {object} Layout
 * @property {[number, number, number, number]} viewBox
 * @property {number} unit_radius
 * @property {Record<string, { unit: [number, number], dislodged?: [number, number],
 *   label?: [number, number], centre?: [number, number] }>} provinces
 * @property {Record<string, { unit: [number, number], dislodged?: [number, number] }>} [coasts]
 * @property {Record<string, { unit: string, tint: string, text: string }>} [powers]
 */

/**
 * The kinds of unit, as the engine names them (`kinds.js`, generated from its Rust types): the
 * coast guard is Cat Diplomacy's, the leader Militarism III's (drawn as a small star beside its
 * province's piece).
 * @typedef {import('./kinds.js').UnitType} UnitType
 */

/**
 * A unit on the board.
 * @typedef {object} Unit
 * @property {string} power power id, e.g. "france"
 * @property {UnitType} type
 * @property {string} region province or coast region, e.g. "par" or "stp/sc"
 * @property {boolean} [dislodged] drawn at the dislodged anchor with a red ring
 * @property {number} [number] its number among its power's units (drawn when `numbers` is set)
 * @property {number} [aboard] an army on board: its power's fleet of this number, in the same
 *   province, whose piece it rides
 */

/**
 * An order to draw: the engine's order view as it is (`OrderView`, or `OrderResult` after
 * adjudication), or the same shape from any host. The widget checks nothing: it draws what it
 * is given, and skips orders with no power or region (and waives and capital designations,
 * where nothing moves, and the 1958 board and disembark orders, not drawn yet).
 * @typedef {object} Order
 * @property {import('./kinds.js').OrderKind} kind
 * @property {string | null} power
 * @property {string | null} region the ordered unit's region (for a build: where it is built)
 * @property {string | null} [to] destination region (move, retreat; support to move; convoy)
 * @property {string | null} [target] the supported or convoyed unit's region
 * @property {boolean} [viaConvoy] a move by convoy (drawn as a curved arrow)
 * @property {UnitType | null} [type] the unit type (of a build: else a plain "+" marker)
 * @property {boolean} [success] after adjudication: whether it succeeded (undefined before)
 * @property {string} [reason] after adjudication: why, in words
 */

/**
 * A power as the host names it. Colours come from layout.powers, overridable in CSS with
 * `--power-<id>` (unit), `--power-<id>-tint` (territory) and `--power-<id>-text` (initial).
 * @typedef {object} PowerInfo
 * @property {string} initial the letter drawn on its units, e.g. "F", or two letters where powers share
 *   a first letter (Das Dippyspiel), drawn smaller
 * @property {string} [name] e.g. "France"
 * @property {string} [adjective] e.g. "French", for labels like "French army in Paris"
 */

/**
 * The widget's configuration. Every field is optional; `api.set()` merges a partial one.
 * @typedef {object} BoardConfig
 * @property {{ svg: string, layout: Layout }} [art] board.svg text and layout.json
 * @property {Unit[]} [units]
 * @property {Record<string, string>} [owners] supply-centre province → power id
 * @property {Record<string, PowerInfo>} [powers]
 * @property {string[] | null} [centres] the supply centres of the game shown, when it has fewer
 *   than the art draws (a smaller game deletes some): the others' markers are not drawn
 * @property {Record<string, string>} [names] readable names of provinces and coast regions
 *   ("stp/nc" → "St Petersburg (north coast)"); else the art's province names are used
 * @property {Order[]} [orders]
 * @property {string[]} [highlight] provinces or coast regions marked as tap targets
 * @property {string | null} [selected] a unit region drawn as selected
 * @property {(Unit | string)[] | null} [offer] what the keyboard's arrow keys move among while no
 *   target is highlighted (the board is one tab stop, its focus roving: `keys.js`): the pieces of
 *   these units (the units the host lets its user order) and these provinces or coasts; null (the
 *   default): every piece. While targets are highlighted, the keys move among them and the
 *   selected piece.
 * @property {Unit | null} [next] the unit whose piece the keyboard's focus goes to when the item it
 *   was on is gone (a target, once the order is given) or the host calls `api.focus()`: the next
 *   unit without an order
 * @property {() => void} [onEscape] Escape pressed on the board while a unit is selected or
 *   targets are highlighted: the host backs out (the focus returns to the piece it came from)
 * @property {'abbr' | 'full' | 'none'} [labels]
 * @property {string[]} [standoffs] provinces marked with a standoff symbol
 * @property {number} [unitPixels] how wide pieces are drawn on screen, in CSS px (default 54:
 *   9 mm on a 10-inch 1280×800 tablet), within the two limits below
 * @property {number} [unitSize] the smallest glyph radius in board units (default 23), reached
 *   when zoomed in
 * @property {number} [unitMaxSize] the largest glyph radius in board units (default 60), so a
 *   small board is not covered in pieces
 * @property {number} [maxZoom] the deepest zoom, at least (default 6): deeper on a board large for
 *   the screen, so that zoomed in fully the smallest pieces (`unitSize`) are `unitPixels` wide
 * @property {(province: string, coast: string | null) => void} [onProvinceTap]
 * @property {boolean} [numbers] draw each piece's unit numbers (a board where units stack)
 * @property {string[]} [doubled] powers whose units are doubled this year (Cat Diplomacy): their
 *   pieces wear a double outline and a "D" (as the source writes DA, DF, DCG)
 * @property {Record<string, number[]>} [single] by power, the numbers of units split this year,
 *   drawn plainly although their power is doubled (the position's `single`)
 * @property {(region: string, info: UnitTap) => void} [onUnitTap] several units in one province
 *   are one piece (a stack, or a fleet with an army on board): `info.units` lists them all, so
 *   the host can offer a choice
 */

/**
 * What a tap on a piece tells the host.
 * @typedef {object} UnitTap
 * @property {boolean} dislodged
 * @property {string} power the drawn unit's power
 * @property {Unit[]} units the units of the piece: a stack's members in listing order, then the
 *   armies on board (one unit for most pieces; a Leader's star stands for the Leader)
 */

export {};
