// The game record's migration (www/js/game/store.js upgradeRecord): a version-1 record (orders
// as text, snake_case results, no duties) opens as version 2 with the same game in it. The
// version-1 record is made from a played version-2 game by writing it back in the old shapes.
// Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { T0, engine, play, setup } from './game-helpers.mjs';
import { createGame, entryOf, startReveal } from '../js/game/flow.js';
import { VERSION } from '../js/game/record.js';
import { checkRecord, upgradeRecord } from '../js/game/store.js';

/** A version-1 result: snake_case fields, retreats as moves, no indices, no invalid flag. */
function resultV1(r, phase) {
  const order = ({ index: _i, invalid: _v, viaConvoy, ...o }) => ({ ...o, via_convoy: viaConvoy, kind: o.kind === 'retreat' ? 'move' : o.kind });
  const { civilDisorder, ...rest } = r;
  return {
    ...rest,
    orders: r.orders.map(order),
    unordered: phase === 'movement' ? r.unordered.map(order) : [],
    dislodged: r.dislodged.map(({ attackerFrom, ...d }) => ({ ...d, attacker_from: attackerFrom })),
    civil_disorder: civilDisorder,
    unreadable: r.unreadable.map(({ index: _i, ...u }) => u),
  };
}

/** The game written back as version 1 wrote it. */
function asVersion1(game) {
  const v1 = structuredClone(game);
  v1.version = 1;
  const text = (o) => ({ power: o.power, text: o.text });
  for (const p of v1.played) {
    p.result = resultV1(p.result, p.state.phase);
    p.orders = p.orders.map(text);
  }
  delete v1.current.duties;
  delete v1.current.steps;
  for (const e of Object.values(v1.current.entries)) { e.orders = e.orders.map(text); delete e.check; }
  if (v1.current.result) v1.current.result = { ...resultV1(v1.current.result, v1.current.state.phase), report: 'a report' };
  return v1;
}

test('a version-1 game opens as version 2 with the same orders, results and duties', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  play(game, eng, [
    { power: 'france', text: 'A Par - Bur' }, { power: 'germany', text: 'A Mun - Ruh' },
    { power: 'germany', text: 'A Ber - Mun' }, { power: 'germany', text: 'F Kie - Atlantis' }, { power: 'italy', text: 'A Ven - Pie' },
  ]);
  play(game, eng, [{ power: 'germany', text: 'A Ruh - Bur' }, { power: 'germany', text: 'A Mun S A Ruh - Bur' }]);
  assert.equal(game.current.state.phase, 'retreat');
  // The retreat is written and revealed: the game is saved mid-reveal.
  entryOf(game, 'france').orders.push(eng.parseOrder('A Bur - Gas', 'france', game.current.state));
  startReveal(game, eng);

  const old = asVersion1(game);
  assert.equal(upgradeRecord(old, eng), null);
  assert.equal(old.version, VERSION);
  assert.deepEqual(checkRecord(old, eng, eng.options), []);
  assert.deepEqual(old.current.duties, game.current.duties);
  assert.deepEqual(old.current.steps, game.current.steps);
  assert.deepEqual(old.current.entries.france.orders, game.current.entries.france.orders);
  assert.equal(old.current.result.orders[0].kind, 'retreat', 'a retreat is its own kind');
  assert.equal(old.current.result.report, undefined, 'the report is not kept');
  for (const [i, p] of game.played.entries()) {
    assert.deepEqual(old.played[i].orders, p.orders, `played[${i}].orders`);
    assert.deepEqual(old.played[i].result.orders, p.result.orders, `played[${i}].result.orders`);
    assert.deepEqual(old.played[i].result.dislodged, p.result.dislodged, `played[${i}].result.dislodged`);
    assert.deepEqual(old.played[i].result.unreadable, p.result.unreadable, `played[${i}].result.unreadable`);
  }
  // The unreadable order keeps its place: the orders after it keep theirs.
  assert.deepEqual(old.played[0].result.unreadable.map((u) => u.index), [3]);
});

test('a version-1 order that no longer reads is kept as its text, and reported when adjudicated', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  const old = asVersion1(game);
  old.current.entries.france = { orders: [{ power: 'france', text: 'A Par - Atlantis' }], sealed: true };
  assert.equal(upgradeRecord(old, eng), null);
  const kept = old.current.entries.france.orders[0];
  assert.equal(kept.text, 'A Par - Atlantis');
  assert.equal(kept.region, null);
  const result = eng.adjudicate(old.current.state, old.current.entries.france.orders, old.rules);
  assert.equal(result.unreadable[0].index, 0);
});
