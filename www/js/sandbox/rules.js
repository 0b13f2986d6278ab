// @ts-check
/**
 * The rules selector: a preset dropdown and, in a disclosure, every option with its one-line
 * summary and a select of its choices. The chosen rules go to legalOrders and adjudicate.
 * @module
 */

import { h } from '../ui/dom.js';

/** @typedef {import('./model.js').App} App */
/** @typedef {import('../engine.js').Rules} Rules */

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
  // at load, it was the longest task of the sandbox's start on a slow tablet.
  const build = () => {
    if (els.list.childElementCount) return;
    els.list.replaceChildren(...app.options.map((o) => {
      const select = h('select', { id: `rule-${o.name}`, 'data-rule': o.name },
        ...o.choices.map((c, i) => h('option', { value: c.value }, `${c.summary}${i === 0 ? ' (default)' : ''}`)));
      select.addEventListener('change', () => changed({ ...app.rules, [o.name]: /** @type {HTMLSelectElement} */ (select).value }));
      return h('div', { class: 'rule' },
        h('label', { for: `rule-${o.name}` }, o.summary),
        select,
        h('p', { class: 'rule-source' }, o.source));
    }));
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
  els.count.textContent = changed ? `${changed} differ from DATC 3.0` : 'all as DATC 3.0';
}
