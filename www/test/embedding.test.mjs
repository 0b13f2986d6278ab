// The embedding kit's pure parts (issue 19, items 3 and 4): what the board element reads of
// what a host gives it (positions, orders, game files; steps.js, with the wasm engine), and
// what frame.html reads of its address and of the messages posted to it (protocol.js): every
// problem refused with a message naming what and where, nothing half taken.
// Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { checkedState, gameSteps, readOrders, resultOf, MAX_ORDERS } from '../js/element/steps.js';
import { boardOf, toFile } from '../js/game/game-file.js';
import { createGame, entryOf } from '../js/game/flow.js';
import { readFrameUrl, readMessage, readOrigins } from '../js/frame/protocol.js';
import { toBase64url } from '../js/ui/base64url.js';
import { T0, engine, play, setup } from './game-helpers.mjs';

test('orders are a list of { power, text }, each refused with its place', () => {
  assert.deepEqual(readOrders([{ power: 'france', text: 'A Par - Bur', extra: 1 }], 'the orders'), [{ power: 'france', text: 'A Par - Bur' }]);
  assert.throws(() => readOrders({ power: 'france' }, 'the orders'), /^Error: the orders must be a list of orders/);
  assert.throws(() => readOrders([{ power: 'france', text: 'A Par - Bur' }, 'A Mun - Bur'], 'the orders'), /^Error: the orders\[1\] is not an order/);
  assert.throws(() => readOrders(Array(MAX_ORDERS + 1).fill({ power: 'f', text: 'x' }), 'the orders'), /has 1001 orders; at most 1000/);
});

test('a position is checked by the engine, its problem named with where it is', async () => {
  const eng = await engine();
  const opening = eng.initialState();
  assert.deepEqual(checkedState(eng, opening, 'the position'), opening);
  assert.throws(() => checkedState(eng, 'par', 'the position'), /^Error: the position is not a position/);
  assert.throws(() => checkedState(eng, { units: 3 }, 'played[2].state'), /^Error: played\[2\].state has no list of "units"/);
  const bad = { ...opening, units: [...opening.units, { power: 'france', type: 'army', region: 'atlantis' }] };
  assert.throws(() => checkedState(eng, bad, 'current.state'), /^Error: current\.state: .*atlantis/);
});

test('a game file says its board before its engine is loaded, whichever version it is', () => {
  assert.deepEqual(boardOf({ format: 'graustark-game', version: 3, map: 'cat', players: 3, state: {} }), { mapId: 'cat', players: 3 });
  assert.deepEqual(boardOf({ format: 'graustark-game', version: 2, mapId: 'cat', players: [1, 2, 3] }), { mapId: 'cat', players: 3 });
  assert.deepEqual(boardOf({ format: 'graustark-game', version: 1, players: [] }), { mapId: 'standard', players: 0 }, 'a record from before variants is a standard game');
  assert.deepEqual(boardOf({ map: 'standard-1958', state: {}, players: 6 }), { mapId: 'standard-1958', players: 6 });
  // A file sent by someone else reads no board but the site's own folders (issue 34, item 14).
  for (const map of ['maps/standard-1958/', '../../standard', '/etc', '.hidden']) {
    assert.throws(() => boardOf({ map, state: {} }), /map: ".*" is not the name of a map folder of this site/, map);
  }
  assert.throws(() => boardOf([]), /not a Graustark game: it holds no game record/);
  assert.throws(() => boardOf({ format: 'graustark-game', version: 5, map: 'standard' }), /version 5; this site reads versions 1 to 4/);
  assert.deepEqual(boardOf({ format: 'graustark-game', version: 4, map: 'cat', players: 3, state: {} }), { mapId: 'cat', players: 3 });
  assert.throws(() => boardOf({ state: {} }), /neither "format": "graustark-game" nor a gamesmaster's "map" and "state"/);
});

test("a game night's phases are its history, adjudicated again, then the position now without its secret orders", async () => {
  const eng = await engine();
  const game = createGame(setup(eng, { rules: { ...eng.rules, convoy_paradox: 'szykman' } }), eng, T0);
  const orders = [{ power: 'france', text: 'A Par - Bur' }, { power: 'germany', text: 'A Mun - Bur' }];
  play(game, eng, orders);
  entryOf(game, 'france').orders.push(eng.parseOrder('A Bur - Pic', 'france', game.current.state));
  const file = toFile(game);
  // A result the file does not hold: the phase is adjudicated again from its orders.
  const { steps, rules } = gameSteps(eng, file);
  assert.equal(rules?.convoy_paradox, 'szykman');
  assert.equal(steps.length, 2);
  assert.deepEqual(steps[0].orders, orders, 'each order read back with its power');
  assert.equal(steps[1].orders, null, 'the orders being written are not shown');
  const result = resultOf(eng, steps[0], undefined);
  assert.deepEqual(result?.orders.map((o) => o.success), [false, false]);
  assert.equal(resultOf(eng, steps[1], undefined), null);
  assert.throws(() => gameSteps(eng, { ...file, history: [{ ...file.history[0], orders: 'A Par - Bur' }] }), /history\[0\]\.orders must be a list/);
  assert.throws(() => gameSteps(eng, { ...file, state: {} }), /^Error: state has no list of "units"/);
  // A version-2 record, as the site kept it before version 3, is read by the same reader.
  const v2 = JSON.parse(fs.readFileSync(new URL('./game-files/game-night-v2.json', import.meta.url), 'utf8'));
  const old = gameSteps(eng, v2);
  assert.equal(old.steps.length, v2.played.length + 1);
  assert.deepEqual(old.steps[0].orders, v2.played[0].orders.map((o) => ({ power: o.power, text: o.text })));
});

test("a gamesmaster's file shows its phases with their orders, then the position now; a season of a two-season year its position alone", async () => {
  const eng = await engine();
  const gm = JSON.parse(fs.readFileSync(new URL('./game-files/gamesmaster-before-3.json', import.meta.url), 'utf8'));
  const { steps } = gameSteps(eng, gm);
  assert.deepEqual(steps.map((s) => s.state.season), ['spring', 'fall']);
  assert.deepEqual(resultOf(eng, steps[0], gm.rules)?.unreadable, [], 'every order read, "Austria-Hungary: A Vie - Gal" too');
  const spring = eng.initialState();
  const season = { phase: 'Spring 1901 movement (the season)', orders: ['A Par - Bur', 'Retreats:'], report: '…', position: spring };
  const two = gameSteps(eng, { map: 'standard', state: gm.state, history: [season, { phase: 'x', orders: [], report: '…' }] });
  assert.deepEqual(two.steps.map((s) => s.orders), [null, null]);
});

test('the frame answers only exact origins its address lists', () => {
  assert.deepEqual(readOrigins('https://a.example, http://127.0.0.1:8080 https://a.example'), { origins: ['https://a.example', 'http://127.0.0.1:8080'], refused: [] });
  assert.deepEqual(readOrigins('https://a.example/ *  null https://b.example/page javascript:x').origins, []);
  assert.deepEqual(readOrigins(null), { origins: [], refused: [] });
});

test('every message is checked whole, and one that is not a message is refused with what is wrong', () => {
  assert.deepEqual(readMessage({ type: 'graustark:show', map: 'cat', ordering: true, phase: 2 }), { type: 'show', show: { map: 'cat', ordering: true, phase: 2 } });
  assert.deepEqual(readMessage({ type: 'graustark:phase', index: 3 }), { type: 'phase', index: 3 });
  assert.deepEqual(readMessage({ type: 'graustark:adjudicate' }), { type: 'adjudicate' });
  for (const [message, error] of /** @type {[unknown, RegExp][]} */ ([
    ['show', /must be an object with a "type"/],
    [null, /must be an object/],
    [{ type: 'show' }, /must start with "graustark:"/],
    [{ type: 'graustark:eval', code: 'x' }, /"graustark:eval" is not a message the board takes/],
    [{ type: 'graustark:show', map: '../../secrets' }, /"map" has a value of the wrong kind/],
    [{ type: 'graustark:show', position: 'x' }, /"position" has a value of the wrong kind/],
    [{ type: 'graustark:show', orders: {} }, /"orders" has a value of the wrong kind/],
    [{ type: 'graustark:show', __proto__x: 1 }, /"__proto__x" is not something to show/],
    [{ type: 'graustark:phase', index: -1 }, /"index" must be a whole number from 0/],
    [{ type: 'graustark:phase', index: 1, extra: 2 }, /takes only "index"/],
    [{ type: 'graustark:clear', now: true }, /graustark:clear takes no "now"/],
  ])) assert.throws(() => readMessage(message), error, JSON.stringify(message));
});

test("the frame's address carries a sandbox link's position or a game file, and options as the element's attributes", () => {
  const shared = { map: 'standard', state: { units: [] }, orders: [{ power: 'france', text: 'A Par - Bur' }], rules: { x: 'y' } };
  assert.deepEqual(readFrameUrl(new URL(`https://s.example/frame.html?ordering&labels=full#p=${toBase64url(JSON.stringify(shared))}`)), {
    ordering: true, labels: 'full', map: 'standard', players: undefined, position: shared.state, orders: shared.orders, rules: { x: 'y' },
  });
  const game = { format: 'graustark-game', mapId: 'cat', note: 'Žluťoučký kůň' };
  assert.deepEqual(readFrameUrl(new URL(`https://s.example/frame.html?phase=2#g=${toBase64url(JSON.stringify(game))}`)), { phase: 2, game });
  assert.deepEqual(readFrameUrl(new URL('https://s.example/frame.html?ordering=0&rules=rulebook-1971')), { ordering: false, rules: 'rulebook-1971' });
  assert.throws(() => readFrameUrl(new URL('https://s.example/frame.html#p=!!!')), /#p is not base64url JSON/);
  assert.throws(() => readFrameUrl(new URL('https://s.example/frame.html?labels=big')), /the address: "labels" has a value of the wrong kind/);
  assert.throws(() => readFrameUrl(new URL(`https://s.example/frame.html#g=${'A'.repeat(100_001)}`)), /at most 100000 are read/);
});
