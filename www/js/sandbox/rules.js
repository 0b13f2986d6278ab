// @ts-check
/**
 * The rules selector: a preset dropdown and, in a disclosure, every option with its one-line
 * summary and a select of its choices. The chosen rules go to legalOrders and adjudicate.
 * The engine's options carry names only (the pages' wasm leaves the texts out); the texts
 * come from rules.json (the same table, with them) when the disclosure first opens.
 * @module
 */

import { h } from '../ui/dom.js';
import { nounFor } from '../ui/words.js';

/** @typedef {import('./model.js').App} App */
/** @typedef {import('../engine.js').Rules} Rules */

/** @type {Promise<import('../engine.js').RuleOption[]> | null} */
let texts = null;

/** The options with their descriptions (rules.json), fetched once; on failure, asked again next time. */
export function ruleTexts() {
  texts ??= fetch(new URL('../../rules.json', import.meta.url)).then((response) => {
    if (!response.ok) throw new Error(`cannot load rules.json (${response.status})`);
    return response.json();
  }).catch((e) => { texts = null; throw e; });
  return texts;
}

/** The preset whose rules are exactly these, or null (custom). @param {App} app */
export function presetOf(app) {
  return app.presets.find((p) => app.options.every((o) => (p.rules[o.name] ?? app.defaults[o.name]) === app.rules[o.name]))?.name ?? null;
}

/**
 * The defaults with every valid override from `given` (e.g. from a link).
 * @param {App} app
 * @param {Record<string, unknown>} given
 * @returns {Rules}
 */
export function rulesFrom(app, given) {
  /** @type {Rules} */
  const rules = { ...app.defaults };
  for (const o of app.options) {
    const v = given[o.name];
    if (typeof v === 'string' && o.choices.some((c) => c.value === v)) rules[o.name] = v;
  }
  return rules;
}

/**
 * Builds the selector into its elements once.
 * @param {App} app
 * @param {{ preset: HTMLSelectElement, summary: HTMLElement, list: HTMLElement, count: HTMLElement }} els
 * @param {(rules: Rules) => void} changed called with the new rules
 */
export function mountRules(app, els, changed) {
  els.preset.replaceChildren(
    ...app.presets.map((p) => h('option', { value: p.name }, p.title)),
    h('option', { value: '', disabled: true }, 'Custom'),
  );
  els.preset.addEventListener('change', () => {
    const p = app.presets.find((x) => x.name === els.preset.value);
    if (p) changed({ ...app.defaults, ...p.rules });
  });
  // The options' list (some 800 elements) is built when its disclosure first opens: laid out
  // at load, it was the longest task of the sandbox's start on a slow tablet. Its texts are
  // read then too; without them (no network, no cache), the names stand in.
  let building = false;
  const build = async () => {
    if (els.list.childElementCount || building) return;
    building = true;
    const withTexts = await ruleTexts().catch(() => /** @type {import('../engine.js').RuleOption[]} */ ([]));
    const described = new Map(withTexts.map((o) => /** @type {const} */ ([o.name, o])));
    els.list.replaceChildren(...app.options.map((o) => {
      const text = described.get(o.name);
      const choiceText = (/** @type {string} */ value) => text?.choices.find((c) => c.value === value)?.summary ?? value;
      const select = h('select', { id: `rule-${o.name}`, 'data-rule': o.name },
        ...o.choices.map((c, i) => h('option', { value: c.value }, `${choiceText(c.value)}${i === 0 ? ' (default)' : ''}`)));
      select.addEventListener('change', () => changed({ ...app.rules, [o.name]: /** @type {HTMLSelectElement} */ (select).value }));
      return h('div', { class: 'rule' },
        h('label', { for: `rule-${o.name}` }, text?.summary ?? o.name),
        select,
        h('p', { class: 'rule-source' }, text?.source ?? ''));
    }));
    building = false;
    updateRules(app, els);
  };
  const details = els.list.closest('details');
  if (details && !details.open) details.addEventListener('toggle', build, { once: true });
  else build();
  updateRules(app, els);
}

/**
 * Shows the current rules in the selector.
 * @param {App} app
 * @param {{ preset: HTMLSelectElement, summary: HTMLElement, list: HTMLElement, count: HTMLElement }} els
 */
export function updateRules(app, els) {
  const name = presetOf(app);
  els.preset.value = name ?? '';
  const p = app.presets.find((x) => x.name === name);
  els.summary.textContent = p ? p.summary : 'Custom rules: the options below differ from every named rulebook.';
  const changed = app.options.filter((o) => app.rules[o.name] !== app.defaults[o.name]).length;
  for (const select of els.list.querySelectorAll('select')) {
    const key = /** @type {HTMLSelectElement} */ (select).dataset.rule ?? '';
    /** @type {HTMLSelectElement} */ (select).value = app.rules[key];
    select.closest('.rule')?.classList.toggle('changed', app.rules[key] !== app.defaults[key]);
  }
  els.count.textContent = changed ? `${changed} ${nounFor(changed, 'differs', 'differ')} from DATC 3.0` : 'all as DATC 3.0';
}
