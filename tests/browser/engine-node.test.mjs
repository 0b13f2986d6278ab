// The same wasm build the site loads, run in Node (no browser): the basis of the speed figure
// in scripts/measure.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm-node.mjs';

test('the wasm engine adjudicates in Node: a bounce is a bounce', async () => {
  const { engine } = await loadEngine('standard');
  const state = engine.initialState(1901);
  const phase = engine.adjudicate(state, [
    { power: 'france', text: 'A Par - Bur' },
    { power: 'germany', text: 'A Mun - Bur' },
  ]);
  const moves = phase.orders.filter((o) => o.to === 'bur');
  assert.equal(moves.length, 2);
  assert.ok(moves.every((o) => !o.success), JSON.stringify(moves));
  assert.deepEqual(phase.standoffs, ['bur']);
  assert.equal(phase.next.season, 'fall');
  assert.equal(phase.next.units.length, 22);
});

test('the wasm engine reports an unreadable order instead of failing', async () => {
  const { engine } = await loadEngine('standard');
  const phase = engine.adjudicate(engine.initialState(1901), [{ power: 'france', text: 'A Par - Moon' }]);
  assert.equal(phase.unreadable.length, 1, JSON.stringify(phase.unreadable));
  assert.equal(phase.unreadable[0].power, 'france');
});
