// Named years (issue 16, point 5): the site's phase names take the year's name from the engine,
// so the Cat board reads "Spring Cassiusica I" and the standard board "Spring 1901".
// Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm-node.mjs';
import { GameEngine } from '../js/engine.js';
import { phaseShort, phaseTitle } from '../js/ui/names.js';

async function engine(mapId) {
  const { engine: e } = await loadEngine(mapId);
  return new GameEngine(e, mapId);
}

test('a Cat game opens in Spring Cassiusica I, and its phases are named by the year', async () => {
  const cat = await engine('cat');
  const start = cat.initialState();
  assert.equal(start.year, 1);
  assert.equal(phaseTitle(cat, start), 'Spring Cassiusica I · Movement');
  const winter4 = cat.atSeason(start, 'winter', 4);
  assert.equal(phaseShort(cat, winter4), 'Winter Cassiusica II adjustments');
  assert.equal(cat.yearName(5), 'Andromeda II');
});

test('the standard board keeps its numbered years', async () => {
  const standard = await engine('standard');
  const start = standard.initialState();
  assert.equal(phaseTitle(standard, start), 'Spring 1901 · Movement');
  assert.equal(phaseShort(standard, { ...start, season: 'fall' }), 'Fall 1901');
});
