// The sandbox's phase steps (js/sandbox/model.js) over the wasm build: adjudicate, Continue,
// a change of rules while results are shown, back to the opening, and Undo across them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine } from './game-helpers.mjs';
import { newEntry } from '../js/ui/entry.js';
import { adjudicate, changeRules, proceed, resetToOpening, undo } from '../js/sandbox/model.js';

/** A sandbox at the standard opening with these orders. */
async function sandbox(orders = []) {
  const eng = await engine();
  const state = eng.initialState();
  const app = {
    ...newEntry(eng, state, { ...eng.rules }),
    mapId: 'standard', players: null, result: null, report: '', history: [], mode: 'setup', defaults: eng.rules,
    presets: [], options: eng.options, setupPower: 'england', setupLayer: 'units',
  };
  app.orders = orders.map(([power, text]) => eng.parseOrder(text, power, state));
  return app;
}

test('adjudicating shows the results and the report, and Undo takes them back', async () => {
  const app = await sandbox([['france', 'A Par - Bur'], ['germany', 'A Mun - Bur']]);
  const before = app.state;
  adjudicate(app);
  assert.equal(app.mode, 'orders');
  assert.equal(app.notice, null);
  assert.ok(app.result, 'results are shown');
  assert.equal(app.state, before, 'the position waits for Continue');
  assert.match(app.report, /Bur/);
  assert.equal(app.history.length, 1);
  assert.ok(undo(app));
  assert.equal(app.result, null);
  assert.equal(app.report, '');
});

test('Continue moves to the next phase with no orders, and only after adjudicating', async () => {
  const app = await sandbox([['france', 'A Par - Bur']]);
  assert.equal(proceed(app), false, 'nothing adjudicated yet');
  adjudicate(app);
  const next = app.result?.next;
  assert.equal(proceed(app), true);
  assert.equal(app.state, next);
  assert.equal(app.state.season, 'fall');
  assert.deepEqual(app.orders, []);
  assert.equal(app.result, null);
  assert.ok(app.state.units.some((u) => u.region === 'bur' && u.power === 'france'));
  undo(app);
  assert.ok(app.result, 'Undo returns to the results');
});

test('an engine error becomes the notice and changes nothing', async () => {
  const app = await sandbox([['france', 'A Par - Bur']]);
  const state = app.state;
  // The sandbox plays a phase on the generated binding itself (GameEngine.engine).
  const binding = Object.assign(Object.create(app.engine.engine), { adjudicateWithReport: () => { throw new Error('no such order'); } });
  app.engine = Object.assign(Object.create(app.engine), { engine: binding });
  adjudicate(app);
  assert.deepEqual(app.notice, { text: 'no such order', error: true });
  assert.equal(app.result, null);
  assert.equal(app.state, state);
  assert.equal(app.history.length, 0, 'nothing to undo');
});

test('new rules adjudicate the results on show again', async () => {
  const app = await sandbox([['france', 'A Par - Bur']]);
  adjudicate(app);
  let asked = 0;
  const real = app.engine.engine;
  const once = () => assert.fail('the phase is played once, for its results and report together');
  const binding = Object.assign(Object.create(real), {
    adjudicateWithReport: (/** @type {any[]} */ ...a) => { asked++; return real.adjudicateWithReport(...a); },
    adjudicate: once, report: once,
  });
  app.engine = Object.assign(Object.create(app.engine), { adjudicate: once, engine: binding });
  changeRules(app, { ...app.rules, convoy_order: app.options.find((o) => o.name === 'convoy_order').choices[1].value });
  assert.equal(asked, 1);
  assert.ok(app.result && !('report' in app.result), 'the report is kept beside the results');
  assert.match(app.report, /^Spring 1901 movement\n/);
  assert.notEqual(app.rules.convoy_order, app.defaults.convoy_order);
  assert.ok(app.result);
  app.result = null;
  changeRules(app, app.defaults);
  assert.equal(asked, 1, 'no results on show: nothing adjudicated');
});

test('back to the opening keeps Undo', async () => {
  const app = await sandbox([['france', 'A Par - Bur']]);
  adjudicate(app);
  proceed(app);
  const fall = app.state;
  resetToOpening(app);
  assert.equal(app.state.season, 'spring');
  assert.equal(app.mode, 'orders');
  assert.deepEqual(app.orders, []);
  assert.ok(undo(app));
  assert.deepEqual(app.state, fall);
});
