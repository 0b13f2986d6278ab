// @ts-check
/**
 * The one script a host page needs for the board element:
 * `<script type="module" src="https://…/js/graustark-board.js"></script>`, then
 * `<graustark-board map="standard"></graustark-board>` anywhere in the page (embed.html,
 * "For hosts", has the attributes, properties and events). Defines the element once, so
 * loading the script twice does no harm.
 * @module
 */

import { GraustarkBoard } from './element/element.js';

if (!customElements.get('graustark-board')) customElements.define('graustark-board', GraustarkBoard);

export { GraustarkBoard };
