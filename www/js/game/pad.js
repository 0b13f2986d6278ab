// @ts-check
/**
 * A player's secret order pad: tap a unit and a legal target (the sandbox's tap-to-order), or
 * type; the sheet lists every unit with its order and any problem (illegal, unordered) before
 * the player seals it. Only this power's orders are ever in the page.
 * @module
 */

import { h } from '../sandbox/dom.js';
import {
  boardView, clearSelection, phaseTitle, powerAdjective, powerName, removeOrder, unitLabel, viewOf, withArticle,
} from '../sandbox/model.js';
import { choose, provinceTapped, startPending, unitTapped } from '../sandbox/tap.js';
import { drawChooser, hintOf } from '../sandbox/panel.js';
import { addTyped } from '../sandbox/typed.js';
import { entryOf, seal, toOverview, writeSheet } from './flow.js';
import { hashPin, isSecret, orderingPowers, playerOf } from './record.js';
import { header, nameOf } from './common.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./types.js').View} View */
/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('../sandbox/model.js').App} App */
/** @typedef {{ app: App, power: string, typed: string }} Pad the open pad and the text being typed */

/** Outcome words that mean the order cannot stand whatever the others write. */
const PROBLEMS = new Set(['illegal', 'conflicting', 'overridden', 'not allowed']);

/**
 * The pad for a power: the sandbox's order-entry state over this power's sheet only.
 * @param {Ctx} ctx
 * @param {GameRecord} game
 * @param {string} power
 * @returns {Pad}
 */
export function openPadFor(ctx, game, power) {
  const entry = entryOf(game, power);
  /** @type {App} */
  const app = {
    engine: ctx.engine, mapId: ctx.engine.mapId, info: ctx.info, state: game.current.state, orders: [...entry.orders],
    result: null, history: [], mode: 'orders', rules: game.rules, defaults: ctx.defaults, presets: [], options: [],
    selected: null, choices: [], pending: null, setupPower: power, setupLayer: 'units', notice: null, parsed: new Map(),
  };
  return { app, power, typed: '' };
}

/**
 * A pad action: runs it, keeps the selection to this power's units, and copies the sheet
 * into the game (which the page then saves).
 * @param {Ctx} ctx
 * @param {(app: App) => void} change
 */
function padAct(ctx, change) {
  const pad = ctx.pad;
  const game = ctx.game;
  if (!pad || !game) return;
  ctx.act(() => {
    change(pad.app);
    const { app, power } = pad;
    if (app.selected && !app.pending) {
      const own = app.choices.filter((c) => c.power === power);
      if (!own.length) {
        clearSelection(app);
        app.notice = { text: `You are writing ${powerAdjective(ctx.info, power)} orders: tap one of your own units${app.state.phase === 'adjustment' ? ' or home centres' : ''}.` };
      } else app.choices = own;
    }
    app.orders = app.orders.filter((o) => o.power === power);
    writeSheet(game, power, app.orders);
  });
}

/** Board taps on the pad. @param {Ctx} ctx */
export function padTaps(ctx) {
  return {
    /** @param {string} region @param {{ dislodged: boolean, power: string }} tap */
    unit: (region, tap) => padAct(ctx, (app) => {
      if (tap.power !== ctx.pad?.power && !app.pending) {
        app.notice = { text: `That is ${withArticle(unitLabel(ctx.info, { power: tap.power, type: 'unit', region }))}; you are writing ${powerName(ctx.info, ctx.pad?.power)}'s orders.` };
        clearSelection(app);
        return;
      }
      unitTapped(app, region, tap);
    }),
    /** @param {string} province @param {string | null} coast */
    province: (province, coast) => padAct(ctx, (app) => provinceTapped(app, province, coast)),
  };
}

/**
 * Every row of the sheet: each unit (or adjustment due) with its order or what happens
 * without one, and each order's problem, from adjudicating this sheet alone.
 * @param {Ctx} ctx
 * @param {GameRecord} game
 * @param {App} app
 * @param {string} power
 */
function sheetRows(ctx, game, app, power) {
  const { state } = game.current;
  /** @type {{ label: string, text: string | null, problem: string | null, index: number | null }[]} */
  const rows = [];
  let result = null;
  try { result = ctx.engine.adjudicate(state, app.orders, game.rules); } catch { result = null; }
  const problemOf = (/** @type {string} */ text) => {
    const r = result?.orders.find((o) => o.text === text);
    if (r && PROBLEMS.has(r.word)) return r.reason;
    const u = result?.unreadable.find((o) => o.text === text);
    return u ? u.error : null;
  };
  const used = new Set();
  const units = state.phase === 'retreat' ? (state.dislodged ?? []) : state.phase === 'movement' ? state.units : [];
  for (const unit of units.filter((u) => u.power === power)) {
    const province = unit.region.split('/')[0];
    const index = app.orders.findIndex((o, i) => !used.has(i) && viewOf(app, o)?.region?.split('/')[0] === province);
    if (index >= 0) used.add(index);
    const text = index >= 0 ? app.orders[index].text : null;
    rows.push({
      label: unitLabel(ctx.info, unit), text, index: index >= 0 ? index : null,
      problem: text ? problemOf(text) : state.phase === 'retreat' ? 'no order: it will be disbanded' : null,
    });
  }
  app.orders.forEach((o, i) => {
    if (!used.has(i)) rows.push({ label: '', text: o.text, index: i, problem: problemOf(o.text) });
  });
  return rows;
}

/** The entry screen. @param {Ctx} ctx @param {GameRecord} game @returns {View} */
export function padView(ctx, game) {
  const pad = /** @type {Pad} */ (ctx.pad);
  const { app, power } = pad;
  const { state } = game.current;
  const player = playerOf(game, power);
  const secret = isSecret(state, orderingPowers(game, ctx.engine.due(state)));
  const rows = sheetRows(ctx, game, app, power);
  const chooser = h('section', { class: 'card chooser', 'aria-label': 'Orders for the selected unit', id: 'chooser' });
  drawChooser(app, chooser, {
    choose: (view) => padAct(ctx, (a) => choose(a, view)),
    pending: (kind) => padAct(ctx, (a) => startPending(a, kind)),
    cancel: () => padAct(ctx, (a) => { clearSelection(a); a.notice = null; }),
    remove: (i) => padAct(ctx, (a) => removeOrder(a, i)),
  });
  const due = state.phase === 'adjustment' ? ctx.engine.due(state).find((d) => d.power === power) : null;
  const input = /** @type {HTMLInputElement} */ (h('input', {
    id: 'pad-input', type: 'text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false',
    placeholder: state.phase === 'adjustment' ? 'Build A Par' : 'A Par - Bur', 'aria-label': 'Type an order', value: pad.typed,
    oninput: () => { pad.typed = input.value; },
  }));
  const error = h('p', { class: 'field-error', role: 'alert', id: 'pad-error' }, app.notice?.error ? app.notice.text : '');
  const pin = player && !player.pin ? /** @type {HTMLInputElement} */ (h('input', {
    type: 'password', inputmode: 'numeric', autocomplete: 'new-password', id: 'set-pin', placeholder: 'optional', 'aria-label': 'PIN to protect your sheet',
  })) : null;

  return {
    title: `${powerName(ctx.info, power)} · writing orders`,
    board: boardView(app),
    panel: [
      header(ctx, game, `${powerName(ctx.info, power)} · ${phaseTitle(state).split(' · ')[0]}`),
      h('p', { class: 'hint' }, secret ? `${nameOf(ctx, game, power)}, only you should see this screen. ${hintOf(app)}` : hintOf(app)),
      app.notice && !app.notice.error && h('p', { class: 'notice', role: 'status' }, app.notice.text),
      chooser,
      due && h('p', { class: 'due' }, due.adjustment > 0
        ? `${due.adjustment} build${due.adjustment === 1 ? '' : 's'} due (${due.centres} centres, ${due.units} units). Builds not given are waived.`
        : `${-due.adjustment} removal${due.adjustment === -1 ? '' : 's'} due (${due.centres} centres, ${due.units} units). Removals not given are chosen by the rules.`),
      h('section', { 'aria-labelledby': 'sheet-title' },
        h('h2', { id: 'sheet-title', class: 'section-title' }, 'Your sheet'),
        rows.length ? h('ul', { class: 'orders sheet', id: 'sheet' }, ...rows.map((r) => h('li', { class: `order${r.problem ? ' problem' : ''}` },
          h('span', { class: 'text' }, r.text ?? (state.phase === 'movement' ? 'no order: holds' : '—')),
          h('span', { class: 'reason' }, [r.label, r.problem].filter(Boolean).join(' · ')),
          r.index !== null && h('button', { type: 'button', class: 'remove', 'aria-label': `Remove ${r.text}`, onclick: () => padAct(ctx, (a) => removeOrder(a, /** @type {number} */ (r.index))) }, '×'))))
          : h('p', { class: 'muted' }, 'Nothing written yet.')),
    ],
    side: [
      h('form', {
        class: 'entry', id: 'pad-form',
        onsubmit: (/** @type {Event} */ e) => {
          e.preventDefault();
          padAct(ctx, (a) => {
            a.notice = null;
            let theirs = null;
            try { theirs = ctx.engine.parseOrder(input.value, power).power; } catch { theirs = null; }
            if (theirs && theirs !== power) { a.notice = { text: `This is ${powerName(ctx.info, power)}'s sheet: write only its orders.`, error: true }; return; }
            const out = addTyped(a, input.value, power);
            if (out.error) a.notice = { text: out.error, error: true };
            else pad.typed = '';
          });
        },
      },
      h('label', { for: 'pad-input', class: 'label' }, 'Or type an order'),
      h('div', { class: 'entry-row' }, input, h('button', { type: 'submit' }, 'Add')),
      error),
      pin && h('label', { class: 'pin-field' }, 'Protect your sheet with a PIN', pin),
    ],
    actions: [
      h('button', { type: 'button', id: 'pad-back', onclick: () => ctx.act(() => toOverview(game)) },
        !secret ? 'Back' : entryOf(game, power).sealed ? 'Back, still sealed' : 'Back, not sealed'),
      h('button', {
        type: 'button', class: 'primary', id: 'seal',
        onclick: () => ctx.act(() => {
          const chosen = pin?.value.trim();
          if (chosen && player) player.pin = hashPin(chosen);
          seal(game, power, ctx.engine);
        }),
      }, secret ? 'Seal my orders' : 'Done: show the result'),
    ],
  };
}
