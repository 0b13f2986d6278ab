// The <graustark-board> element (and frame.html, which shows it) gives its board the engine's
// facts of the game played (issue 35, item 1): the 1958 board at 5 and 6 players deletes
// centres ("Venice and Naples are deleted as supply centers" at six), and the board then draws
// no marker and no badge for them. Run: node --test www/test/element-centres.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadEngine } from '../../scripts/wasm-node.mjs';
import { GameEngine } from '../js/engine.js';
import { mapFacts } from '../js/element/draw.js';
import { gameLayout, placePieces } from '../js/board/placement.js';

const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
const mapText = read('../../maps/calhamer-1958/map.json');
const layout = JSON.parse(read('../../maps/calhamer-1958/layout.json'));

/** The page's engine of the 1958 board for a game of `players`. */
async function engineFor(players) {
  const { mod } = await loadEngine('calhamer-1958');
  const raw = players === 7 ? new mod.Engine(JSON.parse(mapText)) : mod.Engine.forPlayers(JSON.parse(mapText), players);
  return new GameEngine(raw, 'calhamer-1958');
}

const DELETED = { 5: ['ank', 'erz', 'nap', 'ven'], 6: ['nap', 'ven'], 7: [] };

test('the element\'s board is given the centres, powers and names of the game played', async () => {
  for (const players of [5, 6, 7]) {
    const facts = mapFacts(await engineFor(players));
    assert.equal(facts.centres?.length, 35 - DELETED[players].length, `${players} players`);
    for (const id of DELETED[players]) assert.ok(!facts.centres?.includes(id), `${id} is no centre at ${players}`);
    for (const id of ['rom', 'con', 'smy', 'tri']) assert.ok(facts.centres?.includes(id), `${id} stays at ${players}`);
    assert.equal(Object.keys(facts.powers ?? {}).length, players, 'the powers playing');
    assert.equal(facts.powers?.austria?.adjective, 'Austrian', 'named as the map names them, not by id');
    assert.equal(facts.names?.ven, 'Venice');
  }
});

test('a deleted centre has no marker and no badge on the board of the game played', async () => {
  const facts = mapFacts(await engineFor(5));
  const shown = gameLayout(layout, facts.centres ?? null);
  for (const id of DELETED[5]) assert.equal(shown.provinces[id].centre, undefined, id);
  const units = [{ power: 'austria', type: 'army', region: 'ven' }, { power: 'austria', type: 'army', region: 'tri' }];
  const place = placePieces(shown, units, [], 40, () => ({ hw: 20, hh: 12 }));
  assert.ok(!place.badged.has('ven') && place.badged.has('tri'), 'Trieste is a centre; Venice is not at five');
});
