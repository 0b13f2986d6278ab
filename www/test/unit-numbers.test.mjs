// Units have identity (issue 15): the wasm engine reads orders by number given a position,
// and its positions and order views carry each unit's number.
// Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm-node.mjs';
import { GameEngine } from '../js/engine.js';

async function engine() {
  const { engine: e } = await loadEngine('standard');
  return new GameEngine(e, 'standard');
}

test('positions number each power\'s units; a position without numbers gets them', async () => {
  const eng = await engine();
  const start = eng.initialState(1901);
  const par = start.units.find((u) => u.region === 'par');
  assert.deepEqual(par, { power: 'france', type: 'army', region: 'par', number: 3 });
  const plain = { ...start, units: start.units.map(({ number: _n, ...u }) => u) };
  assert.deepEqual(eng.checkState(plain), start);
});

test('parseOrder reads numbers in a position and the view carries the number', async () => {
  const eng = await engine();
  const start = eng.initialState(1901);
  const move = eng.parseOrder('3 Bur', 'france', start);
  assert.equal(move.text, 'A Par - Bur');
  assert.equal(move.region, 'par');
  assert.equal(move.to, 'bur');
  assert.equal(move.number, 3);
  const support = eng.parseOrder('3 S France 3 Bur', 'germany', start);
  assert.equal(support.text, 'A Mun S French A Par - Bur');
  assert.equal(support.number, 3);
  assert.throws(() => eng.parseOrder('9 Bur', 'france', start), /France has no unit 9/);
  // Without a position a number cannot be read; a province can, and has no number.
  assert.throws(() => eng.parseOrder('3 Bur', 'france'), /can only be read against a position/);
  assert.equal(eng.parseOrder('A Par - Bur', 'france').number, undefined);
});

test('adjudicate plays orders by number and lists an unknown number as unreadable', async () => {
  const eng = await engine();
  const start = eng.initialState(1901);
  const r = eng.adjudicate(start, [
    { power: 'france', text: '3 Bur' },
    { power: 'france', text: '2 S 3 Bur' },
    { power: 'germany', text: '9 Bur' },
  ]);
  assert.deepEqual(r.orders.map((o) => [o.text, o.number, o.success]), [['A Par - Bur', 3, true], ['A Mar S A Par - Bur', 2, true]]);
  assert.deepEqual(r.unreadable, [{ index: 2, power: 'germany', text: '9 Bur', error: 'Germany has no unit 9' }]);
  assert.equal(r.unordered.find((o) => o.region === 'mun').number, 3);
  assert.deepEqual(r.next.units.find((u) => u.region === 'bur'), { power: 'france', type: 'army', region: 'bur', number: 3 });
});
