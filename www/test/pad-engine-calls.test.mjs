// The order pad asks the engine when the sheet or the phase changes, never merely because it is
// drawn (issue 37, item 6: "views only draw"). The pad is drawn as the page draws it (padView,
// then the board's variant marks), over a fake DOM, with the page's engine (engine.js's
// GameEngine over the wasm build) wrapped so that every call on it is counted.
// The sandbox's drawing is held to the same (its model and panel, drawn as sandbox/main.js does),
// and so is the <graustark-board> element's (element/draw.js).
// Run: node --test www/test/pad-engine-calls.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { installFakeDom, findAll } from './dom-fake.mjs';
import { T0, engine, setup } from './game-helpers.mjs';
import { createGame, openPad, toggleReady } from '../js/game/flow.js';
import { openPadFor, padTaps, padView } from '../js/game/pad.js';
import { variantMarks } from '../js/game/common.js';
import { freshPhase } from '../js/game/record.js';
import { boardUnits, provinceOf } from '../js/ui/names.js';
import { loadEngine } from '../../scripts/wasm-node.mjs';
import { clearSelection, newEntry, provinceTapped, select } from '../js/ui/entry.js';
import { drawChooser } from '../js/ui/chooser.js';
import { adjudicate, boardView, proceed, titles } from '../js/sandbox/model.js';
import { drawDue, drawOrders, hintOf } from '../js/sandbox/panel.js';
import { drawElement, skeleton } from '../js/element/draw.js';

installFakeDom();

/**
 * The engine with every method call counted by name, the page's calls on the generated wasm
 * binding (`engine.engine`) among them (calls the engine makes on itself are not the page's,
 * and are not counted).
 * @param {import('../js/engine.js').GameEngine} real
 */
function counted(real) {
  /** @type {Record<string, number>} */
  const calls = {};
  /** @template {object} T @param {T} on @returns {T} */
  const counting = (on) => new Proxy(on, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (name === 'engine' && value && typeof value === 'object') return counting(value);
      if (typeof value !== 'function' || typeof name !== 'string') return value;
      return (/** @type {any[]} */ ...args) => {
        calls[name] = (calls[name] ?? 0) + 1;
        return value.apply(target, args);
      };
    },
  });
  return { engine: counting(real), calls, take: () => { const c = { ...calls }; for (const k of Object.keys(calls)) delete calls[k]; return c; } };
}

/**
 * A game-night table on a power's pad, drawn as the page draws it: `act` changes the game and
 * draws again, `draw` draws again with nothing changed.
 * `preset` names the rules (the map's default rules else); `position` changes the game before the
 * pad opens. `first` is what the pad's first drawing asked.
 * @param {{ mapId?: string, preset?: string, power?: string, position?: (game: any, eng: any) => void }} [options]
 */
async function table({ mapId = 'standard', preset, power = 'england', position } = {}) {
  const real = await engine(mapId);
  if (preset) real.rules = { ...real.rules, ...(await loadEngine(mapId)).mod.presetRules(preset) };
  const count = counted(real);
  const eng = count.engine;
  const players = real.info.powers.map((p, i) => ({ name: `P${i}`, power: p.id, pin: null }));
  const game = createGame({ ...setup(real), mapId, preset: preset ?? 'datc-2023', rules: real.rules, players }, real, T0);
  for (const p of game.players) toggleReady(game, p.power, real, T0);
  position?.(game, real);
  openPad(game, power, real);
  /** @type {any} */
  const ctx = {
    engine: eng, info: real.info, game, pad: null, history: null, menu: false, labels: 'abbr', notice: null,
    now: () => T0, render: () => draw(), act: (/** @type {() => void} */ change) => { change(); draw(); },
  };
  /** @type {any} */
  let view = null;
  function draw() {
    ctx.pad ??= openPadFor(ctx, game, power);
    view = padView(ctx, game);
    view.board = { ...view.board, ...variantMarks(ctx) };
    return view;
  }
  draw();
  const first = count.take();
  const taps = padTaps(ctx);
  return {
    game, ctx, taps, count, draw, first, view: () => view,
    /** Taps a unit of the power on the board, as the board reports it. @param {string} region */
    tapUnit(region) {
      const units = boardUnits(game.current.state).filter((u) => provinceOf(u.region) === provinceOf(region));
      taps.unit(region, { dislodged: false, power: units[0]?.power ?? '', units });
    },
    /** Picks an order in the drawn chooser. @param {string} text */
    choose(text) {
      const [button] = findAll(view.panel, (e) => e.attributes['data-order'] === text);
      assert.ok(button, `the chooser offers ${text}`);
      button.listeners.click({});
    },
    /** The text of the drawn pad's panel. */
    text: () => findAll([...view.panel, ...view.side], () => true).map((e) => e.textContent).join('\n'),
    /** The drawn sheet, as its lines read. */
    sheet: () => findAll(view.panel, (e) => e.attributes.id === 'sheet').flatMap((s) => s.childNodes.map((/** @type {any} */ li) => li.childNodes[0].textContent)),
  };
}

test('drawing the pad again with nothing changed asks the engine nothing', async () => {
  const t = await table();
  t.draw();
  assert.deepEqual(t.count.take(), {}, 'a second drawing');
  t.draw();
  t.draw();
  assert.deepEqual(t.count.take(), {}, 'a third and a fourth');
});

test('a tap asks the engine for that change only: a unit its legal orders, its target the sheet check', async () => {
  const t = await table();
  t.tapUnit('lon');
  assert.deepEqual(t.count.take(), { legalOrders: 1 }, 'the unit tapped');
  assert.ok(t.view().board.highlight.includes('nth'), 'its targets are marked');
  t.draw();
  assert.deepEqual(t.count.take(), {}, 'drawn again with the unit selected');
  t.taps.province('nth', null);
  assert.deepEqual(t.count.take(), { adjudicate: 1 }, 'the order given: the sheet checked once');
  assert.deepEqual(t.sheet().filter((s) => s === 'F Lon - Nth'), ['F Lon - Nth']);
  t.draw();
  assert.deepEqual(t.count.take(), {}, 'drawn again with the order on the sheet');
  // A tap that changes only the message on the pad (a province with no unit selected).
  t.taps.province('wal', null);
  assert.deepEqual(t.count.take(), {}, 'a notice only');
  assert.match(t.text(), /Wales\. Tap a unit to give it an order\./);
});

test('a whole sheet (England, three units) asks the engine twice a unit: its legal orders, and the sheet’s check', async (ctx) => {
  const t = await table();
  for (const [unit, target] of [['lon', 'nth'], ['edi', 'nwg'], ['lvp', 'yor']]) {
    t.tapUnit(unit);
    t.taps.province(target, null);
  }
  assert.deepEqual(t.sheet(), ['F Edi - Nwg', 'F Lon - Nth', 'A Lvp - Yor']);
  const calls = t.count.take();
  ctx.diagnostic(`engine calls for the sheet: ${JSON.stringify(calls)}`);
  assert.deepEqual(calls, { legalOrders: 3, adjudicate: 3 });
});

test('Cat Diplomacy: the doubled year is asked once a phase; a second order asks for that change only', async () => {
  const t = await table({ mapId: 'cat', preset: 'cat', power: 'cassiusica' });
  assert.deepEqual(t.first, { yearName: 1, doubledPowers: 1 }, 'the phase asked when first drawn');
  assert.match(t.text(), /Your units are doubled this year/);
  assert.deepEqual(t.view().board.doubled, ['cassiusica'], 'the board marks the doubled power');
  t.draw();
  assert.deepEqual(t.count.take(), {}, 'drawn again');
  t.tapUnit('pyr');
  t.taps.province('sil', null);
  assert.deepEqual(t.count.take(), { legalOrders: 1, adjudicate: 1 }, 'the first order');
  t.tapUnit('pyr');
  assert.deepEqual(t.count.take(), { legalOrders: 1, halfOrders: 1 }, 'tapped again: its halves offered');
  t.draw();
  assert.deepEqual(t.count.take(), {}, 'drawn again with the halves offered');
  t.choose('A Pyr - Gyp');
  assert.deepEqual(t.count.take(), { doubledPowers: 1, adjudicate: 1 }, 'the second order, which splits it');
  assert.deepEqual(t.sheet().filter((line) => line.startsWith('A Pyr')), ['A Pyr - Sil', 'A Pyr - Gyp']);
});

test('a record stored before the duties counted builds per site: the engine\'s duties asked once a phase, not per drawing', async () => {
  const t = await table({
    position(game, eng) {
      const winter = eng.atSeason(game.current.state, 'winter', 1901);
      // England holds Norway, and its fleet has left London free.
      const units = winter.units.map((/** @type {any} */ u) => (u.region === 'lon' ? { ...u, region: 'nth' } : u));
      const state = eng.checkState({ ...winter, units, centres: { ...winter.centres, england: [...winter.centres.england, 'nwy'] } });
      const duties = eng.duties(state, game.rules);
      // As an older record stored them: without buildsAt and leaderSites.
      duties.powers = duties.powers.map(({ buildsAt: _a, leaderSites: _l, ...d }) => /** @type {any} */ (d));
      game.current = freshPhase(state, duties);
    },
  });
  assert.deepEqual(t.first, { yearName: 1, doubledPowers: 1, duties: 1 }, 'the phase asked when first drawn');
  assert.match(t.text(), /1 build due \(4 centres, 3 units\)/);
  t.draw();
  t.draw();
  assert.deepEqual(t.count.take(), {}, 'drawn again');
  t.taps.province('lon', null);
  assert.deepEqual(t.count.take(), { legalOrders: 1 }, 'a home centre tapped');
  t.choose('Build F Lon');
  assert.deepEqual(t.count.take(), { adjudicate: 1 }, 'the build given');
  assert.deepEqual(t.sheet(), ['Build F Lon']);
  t.draw();
  assert.deepEqual(t.count.take(), {}, 'drawn again');
});

/** The sandbox at the standard opening, its engine counted. */
async function sandbox() {
  const real = await engine();
  const count = counted(real);
  const state = real.initialState();
  /** @type {any} */
  const app = {
    ...newEntry(count.engine, state, { ...real.rules }),
    mapId: 'standard', players: null, result: null, report: '', history: [], mode: 'orders', defaults: real.rules,
    presets: [], options: real.options, setupPower: 'england', setupLayer: 'units',
  };
  const box = () => document.createElement('div');
  /** What sandbox/main.js draws, but for the rules panel (which asks the engine nothing). */
  const draw = () => {
    const t = titles(app);
    drawChooser(app, box(), { choose() {}, pending() {}, cancel() {}, pick() {} });
    drawDue(app, box());
    drawOrders(app, box(), () => {});
    return { board: boardView(app), phase: t.phase, next: t.next, hint: hintOf(app) };
  };
  return { app, count, draw };
}

test('the sandbox: drawn again with nothing changed, it asks the engine nothing', async () => {
  const { app, count, draw } = await sandbox();
  assert.equal(draw().phase, 'Spring 1901 · Movement');
  assert.deepEqual(count.take(), { yearName: 1, doubledPowers: 1 }, 'the position asked when first drawn');
  draw();
  assert.deepEqual(count.take(), {}, 'drawn again');
  select(app, 'par');
  provinceTapped(app, 'bur', null);
  assert.deepEqual(count.take(), { legalOrders: 1 }, 'an order given');
  draw();
  assert.deepEqual(count.take(), {}, 'drawn with the order');
  adjudicate(app);
  assert.equal(draw().next, 'Continue to Fall 1901');
  assert.deepEqual(count.take(), { adjudicateWithReport: 1, yearName: 1 }, 'adjudicated: the next phase named once');
  draw();
  assert.deepEqual(count.take(), {}, 'the results drawn again');
  proceed(app);
  clearSelection(app);
  assert.equal(draw().phase, 'Fall 1901 · Movement');
  assert.deepEqual(count.take(), { yearName: 1, doubledPowers: 1 }, 'the next position asked once');
  draw();
  assert.deepEqual(count.take(), {}, 'drawn again');
});

test('the board element: drawn again with nothing changed, it asks the engine nothing', async () => {
  const real = await engine('cat');
  const { mod } = await loadEngine('cat');
  const rules = { ...real.rules, ...mod.presetRules('cat') };
  const count = counted(real);
  const state = real.initialState();
  /** @type {any} */
  const root = document.createElement('div');
  const noop = () => {};
  const parts = skeleton(root, { step: noop, adjudicate: noop, clear: noop, entry: noop });
  /** @type {any} */
  let drawn = null;
  const board = /** @type {any} */ ({ set: (/** @type {any} */ config) => { drawn = config; } });
  const shown = { engine: count.engine, rules, steps: [{ state, orders: null, result: null }], index: 0, entry: newEntry(count.engine, state, rules) };
  const draw = () => drawElement(parts, board, shown, { labels: 'abbr', ordering: true });
  draw();
  assert.deepEqual(count.take(), { yearName: 1, doubledPowers: 1 }, 'the position asked when first drawn');
  assert.deepEqual(drawn.doubled, ['cassiusica']);
  assert.match(parts.title.textContent, /Cassiusica I/);
  draw();
  assert.deepEqual(count.take(), {}, 'drawn again');
  select(shown.entry, 'pyr');
  assert.deepEqual(count.take(), { legalOrders: 1 }, 'a unit tapped');
  draw();
  draw();
  assert.deepEqual(count.take(), {}, 'drawn again with the unit selected');
});
