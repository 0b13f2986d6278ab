// @ts-check
/**
 * The sheets of the gamesmaster's page: a box for each power's sheet, pasted as received
 * (each starts with the power's name, as the engine reads a sheet), and every line the engine
 * could not take shown at once, under its sheet and in a list at the top, each a button that
 * selects the line in its box.
 * @module
 */

import { h } from '../ui/dom.js';
import { nounFor, plural, sentence } from '../ui/words.js';
import { errorText } from '../ui/names.js';

/** @typedef {import('../engine-gm.js').GmSheet} GmSheet */

/**
 * A power's box: its id and name, and a note (its player, an NMR streak) beside the name.
 * @typedef {{ id: string, name: string, note?: string }} SheetPower
 */

/** A line the engine could not take: its sheet's name, its number, its text and why. @typedef {{ sheet: string, line: number, text: string, why: string }} Unreadable */

/** A sheet refused whole: its name and why (a sheet for the gamesmaster's power not the one he sealed). @typedef {{ sheet: string, why: string }} RefusedSheet */

/**
 * A refusal's data, as the gamesmaster's engine puts it on the Error it throws (`refusal`):
 * its kind (`order-lines`, `first-moves-missed`...), each line that cannot be taken, and each
 * sheet refused whole.
 * @typedef {{ kind: string, lines: Unreadable[], sheets: RefusedSheet[] }} Refusal
 */

/** The box of a sheet, by power id. @param {HTMLElement} list @param {string} id */
const boxOf = (list, id) => /** @type {HTMLTextAreaElement | null} */ (list.querySelector(`textarea[data-power="${CSS.escape(id)}"]`));

/**
 * Draws a box for each power, with the text kept for it (a new box starts with the power's
 * name, the sheet's first line); `typed` hears every change.
 * @param {HTMLElement} list @param {SheetPower[]} powers @param {Record<string, string>} texts
 * @param {(power: string, text: string) => void} typed
 */
export function drawSheets(list, powers, texts, typed) {
  list.replaceChildren(...powers.map((p) => {
    const area = h('textarea', {
      id: `sheet-${p.id}`, rows: 5, spellcheck: 'false', autocapitalize: 'off', 'data-power': p.id,
      'aria-describedby': `sheet-${p.id}-errors`,
    });
    const box = /** @type {HTMLTextAreaElement} */ (area);
    box.value = texts[p.id] ?? `${p.name}:\n`;
    box.addEventListener('input', () => {
      box.removeAttribute('aria-invalid');
      typed(p.id, box.value);
    });
    return h('div', { class: 'sheet' },
      h('label', { for: `sheet-${p.id}`, class: 'sheet-label' }, h('strong', null, p.name), p.note ? h('span', { class: 'muted' }, ` · ${p.note}`) : null),
      box,
      h('ul', { id: `sheet-${p.id}-errors`, class: 'sheet-errors' }));
  }));
}

/**
 * The sheets to play: each box with more in it than its power's name, named by its power.
 * @param {HTMLElement} list @param {SheetPower[]} powers @returns {GmSheet[]}
 */
export function readSheets(list, powers) {
  /** @type {GmSheet[]} */
  const sheets = [];
  for (const p of powers) {
    const text = boxOf(list, p.id)?.value ?? '';
    const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
    const onlyName = lines.length === 0 || (lines.length === 1 && lines[0].toLowerCase() === `${p.name.toLowerCase()}:`);
    if (!onlyName) sheets.push({ name: p.name, text });
  }
  return sheets;
}

/**
 * The refusal an error thrown by the engine carries (none for an error of another kind).
 * @param {unknown} e @returns {Refusal | null}
 */
export function refusalOf(e) {
  const data = e instanceof Error ? /** @type {{ refusal?: unknown }} */ (e).refusal : undefined;
  if (!data || typeof data !== 'object') return null;
  const { kind, lines, sheets } = /** @type {Partial<Refusal>} */ (data);
  if (typeof kind !== 'string' || !Array.isArray(lines)) return null;
  const whole = Array.isArray(sheets) ? sheets.filter((s) => typeof s?.sheet === 'string' && typeof s?.why === 'string') : [];
  return { kind, lines, sheets: whole };
}

/** What the page adds to a refusal of these kinds: the control that acts on it. @type {Record<string, string>} */
const HINTS = {
  'first-moves-missed': 'Tick “Play even if a power sent nothing” to have their units hold, or record a new player under “Between seasons”.',
  'no-proposal': 'Put a proposal to the players under “Between seasons” first.',
  'not-the-sheet-sealed': 'Your power\'s box must hold your sheet exactly as you sealed it (“Seal my orders” shows its digest).',
};

/**
 * Shows the engine's refusal (the Error it threw): at `summary` every line that cannot be
 * taken, under its sheet's name, and under each box its own, placed by the refusal's data
 * (the sheet each line is in), never by the message's words; each line is a button selecting
 * it in its box. A refusal of no lines shows its message, with the control that acts on it,
 * and under each sheet it refuses whole (by the refusal's `sheets`) the message again.
 * @param {HTMLElement} summary @param {HTMLElement} list @param {SheetPower[]} powers @param {unknown} error
 */
export function showRefusal(summary, list, powers, error) {
  clearRefusal(summary, list);
  const refusal = refusalOf(error);
  const lines = refusal?.lines ?? [];
  const byName = new Map(powers.map((p) => [p.name, p.id]));
  /** @param {Unreadable} u */
  const button = (u) => h('button', { type: 'button', class: 'unreadable-line', onclick: () => selectLine(list, byName.get(u.sheet), u.line) },
    h('span', { class: 'line-no' }, `line ${u.line}`), ' ', h('code', null, u.text), h('span', { class: 'why' }, u.why));
  const sheets = [...new Set(lines.map((u) => u.sheet))];
  const other = lines.length ? [] : errorText(error).split('\n').map((l) => l.trim()).filter(Boolean);
  const hint = refusal ? HINTS[refusal.kind] : undefined;
  summary.replaceChildren(
    h('p', { class: 'unreadable-head' }, lines.length
      ? `Nothing was adjudicated: ${lines.length === 1 ? 'one line' : plural(lines.length, 'line')} cannot be taken. Correct ${nounFor(lines.length, 'it', 'them')} and adjudicate again.`
      : 'Nothing was adjudicated.'),
    ...[...other.map(capitalised), ...(hint ? [hint] : [])].map((o) => h('p', null, o)),
    ...sheets.map((name) => h('div', { class: 'unreadable-sheet' },
      h('p', { class: 'unreadable-name' }, name),
      h('ul', null, lines.filter((u) => u.sheet === name).map((u) => h('li', null, button(u)))))),
  );
  summary.hidden = false;
  for (const name of sheets) {
    const id = byName.get(name);
    const box = id ? boxOf(list, id) : null;
    if (!box || !id) continue;
    box.setAttribute('aria-invalid', 'true');
    const under = list.querySelector(`#sheet-${CSS.escape(id)}-errors`);
    under?.replaceChildren(...lines.filter((u) => u.sheet === name).map((u) => h('li', null, button(u))));
  }
  for (const whole of refusal?.sheets ?? []) {
    const id = byName.get(whole.sheet);
    const box = id ? boxOf(list, id) : null;
    if (!box || !id) continue;
    box.setAttribute('aria-invalid', 'true');
    list.querySelector(`#sheet-${CSS.escape(id)}-errors`)?.replaceChildren(h('li', { class: 'sheet-whole' }, sentence(capitalised(whole.why))));
  }
}

/** A message as a sentence of the page begins: with a capital. @param {string} text */
function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Clears a refusal shown. @param {HTMLElement} summary @param {HTMLElement} list */
export function clearRefusal(summary, list) {
  summary.hidden = true;
  summary.replaceChildren();
  for (const ul of list.querySelectorAll('.sheet-errors')) ul.replaceChildren();
  for (const box of list.querySelectorAll('textarea')) box.removeAttribute('aria-invalid');
}

/**
 * Selects line `n` (1-based) of a power's box and scrolls it into view.
 * @param {HTMLElement} list @param {string | undefined} power @param {number} n
 */
function selectLine(list, power, n) {
  const box = power ? boxOf(list, power) : null;
  if (!box) return;
  const rows = box.value.split('\n');
  const start = rows.slice(0, n - 1).reduce((sum, r) => sum + r.length + 1, 0);
  box.focus();
  box.setSelectionRange(start, start + (rows[n - 1] ?? '').length);
  box.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
