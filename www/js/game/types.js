// @ts-check
/**
 * Types shared by the game-night page's modules. This file has no code.
 * @module
 */

/**
 * The page's context: the engine, the game in play, and what is only on screen.
 * @typedef {object} Ctx
 * @property {import('../engine.js').GameEngine} engine
 * @property {import('../engine.js').MapInfo} info the map of `engine`
 * @property {import('./variants.js').Catalogue} maps every variant the site offers, with its engines
 * @property {(engine: import('../engine.js').GameEngine) => Promise<void>} useEngine makes `engine` the page's, with its map's board
 * @property {import('../engine.js').RuleOption[]} options
 * @property {{ name: string, title: string, summary: string, rules: import('../engine.js').Rules }[]} presets
 * @property {import('../engine.js').Rules} defaults
 * @property {import('./record.js').GameRecord | null} game the game in play, or null on the list of games
 * @property {import('./pad.js').Pad | null} pad the order pad open on the entry screen
 * @property {number | null} history the played phase being looked at, or null
 * @property {boolean} menu whether the game menu is open
 * @property {'list' | 'new'} home what shows when no game is open
 * @property {'abbr' | 'full' | 'none'} labels how the board names provinces (a preference of this tablet)
 * @property {{ text: string, error?: boolean } | null} notice a one-line message
 * @property {(change: () => void) => void} act changes the game, saves it and redraws
 * @property {() => void} render redraws
 * @property {() => number} now the wall clock, in ms
 * @property {(message: string, yes: string) => Promise<boolean>} confirm asks the table
 */

/**
 * What a screen puts on the page: the side panel's content and its action buttons, a cover
 * over everything (hand-offs, the list of games), and the board.
 * @typedef {object} View
 * @property {(Node | null | undefined | false | '')[]} [panel] the panel's main part
 * @property {(Node | null | undefined | false | '')[]} [side] the panel's second part (beside the main part on a portrait tablet, below it otherwise)
 * @property {(Node | null | undefined | false | '')[]} [actions]
 * @property {(Node | null | undefined | false | '')[] | null} [cover]
 * @property {import('../board/types.js').BoardConfig} [board]
 * @property {'board' | 'seal' | 'chooser' | null} [focus] where the keyboard's focus goes after this drawing,
 *   when it was on the board or on a control now gone: the board's next unit, or the seal
 * @property {string} title the document title
 */

export {};
