// @ts-check
/**
 * "Seal my orders" on gm.html: a gamesmaster who plays a power himself seals his sheet before
 * the deadline (Das Dippyspiel rule 15; any board). The engine takes the digest (SHA-256 of
 * the sheet made plain, `graustark gm --seal`'s own code) and records it in the game file; the
 * page shows it to copy and publish, and puts the sheet sealed in the power's box, where the
 * adjudication then checks it. This page computes no digest and knows no rule of it.
 * @module
 */

import { byId, h } from '../ui/dom.js';
import { errorText, powerName } from '../ui/names.js';
import { refusalOf } from './sheets.js';

/** @typedef {import('./changes.js').Desk} Desk */
/** @typedef {import('./game-file.js').GameFileView} GameFileView */
/** @typedef {import('./game-file.js').SealView} SealView */
/** @typedef {import('../engine-gm.js').GamesmasterEngine} GamesmasterEngine */

/**
 * What the page says of a seal recorded: who sealed, for which phase (the digest is shown
 * whole beside it). @param {SealView} seal @param {GamesmasterEngine} engine
 */
export function sealWords(seal, engine) {
  return `${powerName(engine.info, seal.power)}'s orders for ${seal.phase} are sealed.`;
}

/** What the page adds to a seal refused of these kinds: the control that acts on it. @type {Record<string, string>} */
const HINTS = {
  'already-sealed': 'Tick “Replace the digest sealed for this phase” to seal this sheet instead.',
  'which-power': 'Choose your power.',
};

/** A seal's refusal in words, with the control that acts on it (by the refusal's kind). @param {unknown} e */
export function sealRefusedText(e) {
  const kind = refusalOf(e)?.kind;
  const hint = kind ? HINTS[kind] : undefined;
  const text = errorText(e);
  return hint ? `${text}. ${hint}` : text;
}

/** Draws the seal for the game open (hidden when none is open, or it has ended). @param {Desk} desk */
export function drawSeal(desk) {
  const open = desk.current();
  const details = byId('seal');
  details.hidden = !open || Boolean(open.file.ended);
  if (!open || open.file.ended) return;
  const { file, engine } = open;
  const select = /** @type {HTMLSelectElement} */ (byId('seal-power'));
  const chosen = select.value;
  select.replaceChildren(h('option', { value: '' }, 'The power my sheet names'),
    ...engine.info.powers.map((p) => h('option', { value: p.id }, p.name)));
  const seal = file.seal;
  select.value = seal?.power ?? ([...select.options].some((o) => o.value === chosen) ? chosen : '');
  byId('seal-state').textContent = seal ? `· sealed for ${powerName(engine.info, seal.power)}` : '';
  byId('seal-replace-row').hidden = !seal;
  if (!seal) /** @type {HTMLInputElement} */ (byId('seal-replace')).checked = false;
  byId('seal-sealed').hidden = !seal;
  byId('seal-who').textContent = seal ? sealWords(seal, engine) : '';
  byId('seal-digest').textContent = seal?.digest ?? '';
  byId('seal-button').textContent = seal ? 'Seal another sheet' : 'Seal my orders';
}

/**
 * Wires the form: the engine seals the sheet, and `sealed` hands the page the new game file
 * with the sheet for its power's box (the power's id).
 * @param {Desk} desk @param {(game: string, power: string, sheet: string) => Promise<void>} sealed
 * @param {(text: string, error?: boolean) => void} say the page's notice
 */
export function setUpSeal(desk, sealed, say) {
  const form = /** @type {HTMLFormElement} */ (byId('seal-form'));
  const said = byId('seal-said');
  const sheet = /** @type {HTMLTextAreaElement} */ (byId('seal-sheet'));
  /** @param {string} text @param {boolean} error */
  const tell = (text, error) => { said.textContent = text; said.classList.toggle('error', error); };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const open = desk.current();
    if (!open) return;
    const power = /** @type {HTMLSelectElement} */ (byId('seal-power')).value || null;
    const replace = /** @type {HTMLInputElement} */ (byId('seal-replace')).checked;
    let done;
    try {
      done = open.engine.seal(open.game, sheet.value, power, replace);
    } catch (e) {
      tell(sealRefusedText(e), true);
      return;
    }
    const id = open.engine.info.powers.find((p) => p.name === done.power)?.id ?? power ?? '';
    const text = sheet.value;
    sealed(done.game, id, text).then(() => {
      sheet.value = '';
      tell(`Sealed. The sheet is in ${done.power}'s box below: adjudicate with it as it is.`, false);
    }, (e) => tell(errorText(e), true));
  });
  byId('copy-digest').addEventListener('click', () => {
    const digest = byId('seal-digest').textContent ?? '';
    navigator.clipboard.writeText(digest).then(() => say('The digest is copied.'), () => say('This browser would not copy: select the digest and copy it.', true));
  });
}
