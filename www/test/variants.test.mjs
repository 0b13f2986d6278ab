// Game night's variants (issue 17, points 1 and 4), through the page's modules and the wasm
// engine: a record is checked against the engine of its own map, an older record without a
// map is a standard game, a Militarism III game opens with the Winter 1900 builds, and the
// engine says whose units are doubled in a Cat year.
// Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame } from '../js/game/flow.js';
import { problemsOf } from '../js/game/store.js';
import { variantSummary } from '../js/game/variants.js';
import { T0, engine, play, setup } from './game-helpers.mjs';
import { loadEngine } from '../../scripts/wasm-node.mjs';

/** A picker as the page's catalogue gives it (variants.js forRecord), over these engines. */
function picker(engines) {
  return (record) => engines[record?.mapId ?? 'standard'] ?? `mapId: the map "${record?.mapId}" is not one this site offers`;
}

async function variant(mapId, preset) {
  const eng = await engine(mapId);
  const { mod } = await loadEngine(mapId);
  eng.rules = { ...eng.rules, ...mod.presetRules(preset) };
  return eng;
}

test('each map names its rules preset, and the new-game screen words it from the preset', async () => {
  const { mod } = await loadEngine('standard');
  const presets = mod.presets();
  for (const [mapId, preset] of [['standard', 'datc-2023'], ['standard-1958', 'rulebook-1958'], ['calhamer-1958', 'rulebook-1958'], ['militarism-iii', 'militarism-iii'], ['cat', 'cat']]) {
    const eng = await engine(mapId);
    assert.equal(eng.info.preset, preset, mapId);
    assert.ok(variantSummary({ id: mapId, name: eng.info.name, info: eng.info, preset, playerCounts: eng.info.playerCounts }, presets).length > 20);
  }
  assert.deepEqual((await engine('standard-1958')).info.playerCounts, [5, 6, 7]);
  assert.deepEqual((await engine('calhamer-1958')).info.playerCounts, [5, 6, 7]);
});

test('a record is checked against its own map; one without a map is a standard game', async () => {
  const standard = await engine('standard');
  const cat = await variant('cat', 'cat');
  const engines = { standard, cat };
  const catGame = createGame({ ...setup(cat), mapId: 'cat', preset: 'cat', rules: cat.rules, players: ['cassiusica', 'andromeda', 'tellahoma'].map((power, i) => ({ name: `P${i}`, power, pin: null })) }, cat, T0);
  assert.deepEqual(problemsOf(catGame, picker(engines), standard.options), []);
  assert.match(problemsOf(catGame, standard, standard.options).join('; '), /mapId: "cat" is not the map "standard"/);
  assert.deepEqual(problemsOf({ ...catGame, mapId: 'atlantis' }, picker(engines), standard.options), ['mapId: the map "atlantis" is not one this site offers']);
  const old = createGame(setup(standard), standard, T0);
  delete old.mapId;
  assert.deepEqual(problemsOf(old, picker(engines), standard.options), [], 'an older record opens as standard');
});

test('Militarism III opens with the Winter 1900 builds, a silent power getting its customary units and Leader', async () => {
  const m3 = await variant('militarism-iii', 'militarism-iii');
  const game = createGame({ ...setup(m3), mapId: 'militarism-iii', preset: 'militarism-iii', rules: m3.rules }, m3, T0);
  assert.equal(game.screen.name, 'orders', 'no diplomacy period before the builds');
  assert.equal(game.current.state.phase, 'adjustment');
  assert.equal(game.current.state.year, 1900);
  assert.equal(game.current.duties.ordering.length, 7);
  play(game, m3, [{ power: 'france', text: 'Build A Par' }, { power: 'france', text: 'Build L Par' }]);
  const s = game.current.state;
  assert.equal(s.season, 'spring');
  assert.equal(s.year, 1901);
  assert.deepEqual(s.units.filter((u) => u.power === 'france').map((u) => `${u.type} ${u.region}`).sort(), ['army par', 'leader par']);
  assert.deepEqual(s.units.filter((u) => u.power === 'england').map((u) => `${u.type} ${u.region}`).sort(), ['army lvp', 'fleet edi', 'fleet lon', 'leader edi']);
  assert.equal(game.screen.name, 'diplomacy');
  assert.equal(game.current.timer?.length, 30 * 60_000, 'Spring 1901 has the first period\'s length: the winter builds were no move');
});

test('the engine says whose units are doubled in a Cat year', async () => {
  const cat = await variant('cat', 'cat');
  assert.deepEqual(cat.doubledPowers(1, cat.rules), ['cassiusica']);
  assert.deepEqual(cat.doubledPowers(2, cat.rules), ['andromeda']);
  assert.deepEqual(cat.doubledPowers(3, { ...cat.rules, patron_year: 'name-only' }), []);
  const standard = await engine('standard');
  assert.deepEqual(standard.doubledPowers(1901, standard.rules), []);
});

test('the victory is worded by the variant: units under the 1958 rules, control on the Cat board', async () => {
  const { winsWith } = await import('../js/game/common.js');
  assert.equal(winsWith((await engine('standard-1958')).info), '18 units on the board');
  assert.equal(winsWith((await engine('cat')).info), 'every neutral centre and its whole home country');
  assert.equal(winsWith((await engine('standard')).info), 'a majority of the supply centres');
});

test('a power nobody plays never orders, is never ready, never votes and never reads', async () => {
  const { orderingPowers, present, readerOf, survivors } = await import('../js/game/record.js');
  const eng = await engine('standard');
  const s = setup(eng);
  s.players[0].name = '';
  const game = createGame(s, eng, T0);
  assert.ok(!orderingPowers(game).includes('england'));
  assert.ok(!present(game).includes('england'));
  assert.ok(survivors(game).includes('england'), 'it is still in the game');
  assert.equal(readerOf(game), 'germany', 'the reading passes to the next seat');
  assert.deepEqual(problemsOf(game, eng, eng.options), []);
  s.players.forEach((p) => { p.name = ''; });
  assert.match(problemsOf(createGame(s, eng, T0), eng, eng.options).join('; '), /players: nobody plays/);
});

test('on the pad a doubled unit takes a second, different order, which splits it; others are replaced', async () => {
  const { addOrder, newEntry } = await import('../js/ui/entry.js');
  const cat = await variant('cat', 'cat');
  const state = cat.initialState();
  const entry = newEntry(cat, state, cat.rules, { power: null });
  const order = (text, power) => cat.parseOrder(text, power, state);
  addOrder(entry, order('A Pyr - Sil', 'cassiusica'));
  addOrder(entry, order('A Pyr - Gyp', 'cassiusica'));
  assert.deepEqual(entry.orders.map((o) => o.text), ['A Pyr - Sil', 'A Pyr - Gyp'], 'Cassiusica is doubled in Cassiusica I');
  addOrder(entry, order('A Pyr H', 'cassiusica'));
  assert.deepEqual(entry.orders.map((o) => o.text), ['A Pyr - Sil', 'A Pyr H'], 'a third order replaces the second');
  addOrder(entry, order('A Cob - Mal', 'andromeda'));
  addOrder(entry, order('A Cob - Pla', 'andromeda'));
  assert.deepEqual(entry.orders.filter((o) => o.power === 'andromeda').map((o) => o.text), ['A Cob - Pla'], 'Andromeda is not doubled this year');
  const result = cat.adjudicate(state, entry.orders.map((o) => ({ power: o.power, text: o.text })), cat.rules);
  const units = result.next.units.filter((u) => u.power === 'cassiusica').map((u) => u.region).sort();
  assert.ok(units.includes('sil') && units.includes('pyr'), `the army split: ${units}`);
});

test('an imported game file is read on the engine of its own map', async () => {
  const { importGameFile } = await import('../js/game/store.js');
  const standard = await engine('standard');
  const cat = await variant('cat', 'cat');
  const players = ['cassiusica', 'andromeda', 'tellahoma'].map((power, i) => ({ name: `P${i}`, power, pin: null }));
  const game = createGame({ ...setup(cat), mapId: 'cat', preset: 'cat', rules: cat.rules, players }, cat, T0);
  globalThis.localStorage ??= /** @type {any} */ ({ getItem: () => null });
  const read = importGameFile(JSON.stringify(game), picker({ standard, cat }), standard.options, T0);
  assert.ok('game' in read, JSON.stringify(read));
  const refused = importGameFile(JSON.stringify({ ...game, mapId: 'atlantis' }), picker({ standard, cat }), standard.options, T0);
  assert.deepEqual(refused, { errors: ['mapId: the map "atlantis" is not one this site offers'] });
});

test('the 1958 game puts a power with no units out, as the engine\'s duties say, and the table reads it', async () => {
  const { survivors, present } = await import('../js/game/record.js');
  const m58 = await variant('standard-1958', 'rulebook-1958');
  const game = createGame({ ...setup(m58), mapId: 'standard-1958', preset: 'rulebook-1958', rules: m58.rules }, m58, T0);
  const state = { ...game.current.state, units: game.current.state.units.filter((u) => u.power !== 'england') };
  game.current.duties = m58.duties(state, m58.rules);
  assert.ok(game.current.duties.eliminated.includes('england'), 'England, without units, is out');
  assert.ok(!survivors(game).includes('england'));
  assert.ok(!present(game).includes('england'));
});
