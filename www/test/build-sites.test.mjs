// The builds a power can make and where, as the engine's duties state them (issue 36, point 3),
// and the order entry that follows them: a 1958 capital takes every build due (the map stacks
// armies there), a site elsewhere one, and Militarism III's opening Leader besides the builds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine } from './game-helpers.mjs';
import { loadEngine } from '../../scripts/wasm-node.mjs';
import { addOrder, buildsLeft, newEntry } from '../js/ui/entry.js';

/** A preset's rules, as the engine gives them. @param {string} name */
async function preset(name) {
  const { mod } = await loadEngine();
  return mod.presetRules(name);
}

/**
 * Winter 1901: France holds Paris, Brest, Marseilles, Spain and Portugal with an army in
 * Burgundy and a fleet in the Channel (three builds due); a German army stands in Brest.
 * @param {import('../js/engine.js').GameEngine} eng
 */
function franceWithOnlyParis(eng) {
  const state = structuredClone(eng.initialState());
  state.units = state.units.filter((u) => u.power !== 'france' && u.region !== 'bre' && u.region !== 'mun')
    .concat([
      { power: 'france', type: 'army', region: 'bur' }, { power: 'france', type: 'fleet', region: 'eng' },
      { power: 'germany', type: 'army', region: 'bre' },
    ]);
  state.centres.france = [...state.centres.france, 'spa', 'por'];
  return eng.checkState(eng.atSeason(state, 'winter', 1901));
}

test('a 1958 capital takes every build due: the duty counts three, and the sheet keeps three armies in Paris', async () => {
  const eng = await engine('standard-1958');
  const rules = await preset('rulebook-1958');
  const state = franceWithOnlyParis(eng);
  const france = eng.duties(state, rules).powers.find((d) => d.power === 'france');
  assert.ok(france);
  assert.deepEqual([france.adjustment, france.builds, france.buildSites, france.buildsAt], [3, 3, ['par'], [3]]);
  const entry = newEntry(eng, state, rules, { power: 'france' });
  for (let i = 0; i < 3; i += 1) {
    assert.deepEqual(buildsLeft(entry, france).sites, ['par'], `room for build ${i + 1}`);
    addOrder(entry, eng.parseOrder('Build A Par', 'france', state));
  }
  assert.deepEqual(entry.orders.map((o) => o.text), ['Build A Par', 'Build A Par', 'Build A Par']);
  assert.deepEqual(buildsLeft(entry, france).sites, [], 'Paris is full');
  // A fourth replaces the earliest: the site takes three.
  addOrder(entry, eng.parseOrder('Build A Par', 'france', state));
  assert.equal(entry.orders.length, 3);
});

test('where units do not stack, a site takes one build and a second replaces the first', async () => {
  const eng = await engine('standard');
  const state = franceWithOnlyParis(eng);
  const france = eng.duties(state, eng.rules).powers.find((d) => d.power === 'france');
  assert.ok(france);
  assert.deepEqual([france.adjustment, france.builds, france.buildSites, france.buildsAt], [3, 2, ['mar', 'par'], [1, 1]]);
  const entry = newEntry(eng, state, eng.rules, { power: 'france' });
  addOrder(entry, eng.parseOrder('Build A Par', 'france', state));
  addOrder(entry, eng.parseOrder('Build A Par', 'france', state));
  assert.deepEqual(entry.orders.map((o) => o.text), ['Build A Par']);
  assert.deepEqual(buildsLeft(entry, france).sites, ['mar']);
});

test('Militarism III: the Leader is built besides the builds due, where the duty says', async () => {
  const eng = await engine('militarism-iii');
  const rules = await preset('militarism-iii');
  const state = eng.initialState();
  const england = eng.duties(state, rules).powers.find((d) => d.power === 'england');
  assert.ok(england);
  assert.deepEqual([england.adjustment, england.builds, england.leaderSites], [3, 3, ['edi', 'lon', 'lvp']]);
  const entry = newEntry(eng, state, rules, { power: 'england' });
  for (const text of ['Build F Edi', 'Build F Lon', 'Build A Lvp']) addOrder(entry, eng.parseOrder(text, 'england', state));
  assert.deepEqual(buildsLeft(entry, england), { sites: [], leader: ['edi', 'lon', 'lvp'] }, 'every build written, the Leader still to come');
  addOrder(entry, eng.parseOrder('Build L Lon', 'england', state));
  assert.deepEqual(buildsLeft(entry, england).leader, []);
  assert.equal(entry.orders.length, 4, 'the Leader stands beside the fleet in London');
});
