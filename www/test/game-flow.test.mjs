// Unit tests of the game-night flow (www/js/game/record.js, flow.js, store.js) with the real
// wasm engine in Node: the reader's rotation, the clock, the draw vote, victory, the evening's
// end, undo, and the checks on an imported game. Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  readerOf, shuffle, newTimer, timeLeft, togglePause, addTime, dueAlerts, survivors, orderingPowers, isSecret,
  centreHistory, hashPin,
} from '../js/game/record.js';
import {
  createGame, toggleReady, periodExpired, startReveal, finishPhase, undoLast, entryOf, seal, revealSteps, writeSheet, openPad,
} from '../js/game/flow.js';
import { drawSharers, proposeDraw, castVote, openVote, withdrawDraw } from '../js/game/vote.js';
import { checkRecord } from '../js/game/store.js';
import { SEATS, T0, engine, play, setup } from './game-helpers.mjs';

/** The engine's duties again after a test changes the position by hand. */
function positionChanged(game, eng) {
  game.current.duties = eng.duties(game.current.state, game.rules);
}

test('a new game opens with the 30-minute period; every ready closes it', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  assert.equal(game.screen.name, 'diplomacy');
  assert.equal(timeLeft(game.current.timer, T0), 30 * 60_000);
  for (const p of SEATS.slice(0, 6)) toggleReady(game, p, eng, T0);
  assert.equal(game.screen.name, 'diplomacy', 'six of seven is not all');
  toggleReady(game, 'england', eng, T0);
  assert.equal(game.screen.name, 'diplomacy', 'a ready taken back');
  toggleReady(game, 'england', eng, T0);
  toggleReady(game, 'france', eng, T0);
  assert.equal(game.screen.name, 'orders');
});

test('the clock keeps wall-clock time: pause, add time, warnings once, expiry closes the period', async () => {
  const eng = await engine();
  const timer = newTimer('diplomacy', 15, T0);
  assert.equal(timeLeft(timer, T0 + 60_000), 14 * 60_000);
  togglePause(timer, T0 + 60_000);
  assert.equal(timeLeft(timer, T0 + 10 * 60_000), 14 * 60_000, 'paused time does not run');
  togglePause(timer, T0 + 10 * 60_000);
  assert.equal(timeLeft(timer, T0 + 11 * 60_000), 13 * 60_000);
  assert.deepEqual(dueAlerts(timer, T0 + 23 * 60_000 + 1), ['minute']);
  assert.deepEqual(dueAlerts(timer, T0 + 23 * 60_000 + 2), [], 'each warning once');
  addTime(timer, 5 * 60_000, T0 + 23 * 60_000 + 2);
  assert.deepEqual(dueAlerts(timer, T0 + 27 * 60_000), [], 'added time re-arms the one-minute warning');
  assert.deepEqual(dueAlerts(timer, T0 + 28 * 60_000 + 30_000), ['minute']);
  assert.deepEqual(dueAlerts(timer, T0 + 30 * 60_000), ['zero']);

  const game = createGame(setup(eng), eng, T0);
  assert.equal(periodExpired(game, eng, T0 + 29 * 60_000), false);
  assert.equal(periodExpired(game, eng, T0 + 30 * 60_000), true);
  assert.equal(game.screen.name, 'orders');
});

test('an order-writing period follows the diplomacy period when one is set', async () => {
  const eng = await engine();
  const game = createGame(setup(eng, { minutes: { first: 30, later: 15, writing: 5 } }), eng, T0);
  periodExpired(game, eng, T0 + 30 * 60_000);
  assert.equal(game.current.timer?.kind, 'writing');
  assert.equal(timeLeft(game.current.timer, T0 + 30 * 60_000), 5 * 60_000);
});

test('the reader is England for two moves, then Germany, passing over powers that are out', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  const readers = [];
  for (let move = 0; move < 6; move += 1) {
    readers.push(readerOf(game));
    play(game, eng, []);
  }
  assert.deepEqual(readers, ['england', 'england', 'germany', 'germany', 'russia', 'russia']);
  // Turkey out of the game: the duty passes from Russia to Austria.
  game.current.state.units = game.current.state.units.filter((u) => u.power !== 'turkey');
  delete game.current.state.centres.turkey;
  positionChanged(game, eng);
  assert.deepEqual(survivors(game), SEATS.filter((p) => p !== 'turkey'));
  game.played.push(game.played[0], game.played[0]);
  assert.equal(readerOf(game), 'austria');
});

test('retreats are written openly by one power, secretly by two or more', async () => {
  const eng = await engine();
  const state = { ...eng.initialState(), phase: 'retreat' };
  assert.equal(isSecret(state, ['france']), false);
  assert.equal(isSecret(state, ['france', 'germany']), true);
  assert.equal(isSecret(eng.initialState(), ['france']), true, 'moves are always secret');
});

test('a unanimous secret vote ends the game in a draw; one "no" does not, and names nobody', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  proposeDraw(game);
  for (const p of SEATS) {
    assert.deepEqual(game.screen, { name: 'handoff', power: p, purpose: 'vote' });
    openVote(game, p);
    castVote(game, p, p !== 'italy', T0);
  }
  assert.equal(game.screen.name, 'voted');
  assert.equal(game.current.drawAgreed, false);
  assert.equal(game.current.votes, null, 'the votes are not kept');
  proposeDraw(game);
  for (const p of SEATS) castVote(game, p, true, T0);
  assert.equal(game.end?.kind, 'draw');
  assert.equal(game.screen.name, 'over');
});

test('who shares a draw is asked of the engine with the powers still in, never read from the map', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  /** @type {string[][]} */
  const asked = [];
  const engineLike = { drawSharers: (/** @type {string[]} */ survivors) => { asked.push(survivors); return ['the engine says']; } };
  assert.deepEqual(drawSharers(game, /** @type {any} */ (engineLike)), ['the engine says']);
  assert.deepEqual(asked, [SEATS]);
  // The Cat board's engine: the two powers still in share a draw with the third (rule 8: "Two-way
  // draws are expressly forbidden").
  const cat = await engine('cat');
  assert.deepEqual(cat.drawSharers(['tellahoma', 'cassiusica']), ['cassiusica', 'andromeda', 'tellahoma']);
});

test('once the evening has ended, no new move starts: the survivors tie', async () => {
  const eng = await engine();
  const game = createGame(setup(eng, { endsAt: T0 + 60 * 60_000 }), eng, T0);
  play(game, eng, [], T0 + 30 * 60_000);
  assert.equal(game.screen.name, 'diplomacy', 'Fall 1901 starts before the end');
  play(game, eng, [{ power: 'france', text: 'A Par - Bur' }], T0 + 61 * 60_000);
  assert.equal(game.end?.kind, 'time');
  assert.equal(game.played.length, 2);
});

test('a majority of centres wins at once', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  const state = game.current.state;
  const centres = eng.info.provinces.filter((p) => p.supplyCentre).map((p) => p.id);
  state.season = 'fall';
  state.centres = { france: centres.slice(0, 18), ...Object.fromEntries(SEATS.filter((p) => p !== 'france').map((p) => [p, []])) };
  state.units = centres.slice(0, 18).filter((c) => eng.info.provinces.find((p) => p.id === c)?.kind !== 'sea')
    .map((region) => ({ power: 'france', type: 'army', region }));
  game.current.state = eng.checkState(state);
  positionChanged(game, eng);
  play(game, eng, []);
  assert.deepEqual(game.end && { kind: game.end.kind, winner: game.end.winner }, { kind: 'victory', winner: 'france' });
  assert.equal(centreHistory(game).at(-1).counts.france, 18);
});

test('a sealed sheet stays sealed when reopened, and must be sealed again once changed', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  const order = eng.parseOrder('A Par - Bur', 'france', game.current.state);
  writeSheet(game, 'france', [order], eng);
  seal(game, 'france', eng);
  openPad(game, 'france', eng);
  writeSheet(game, 'france', [order], eng);
  assert.equal(game.current.entries.france.sealed, true);
  assert.equal(game.current.entries.france.reopened, 1, 'opening a sealed sheet is counted');
  openPad(game, 'france', eng);
  assert.equal(game.current.entries.france.reopened, 2);
  seal(game, 'france', eng);
  assert.equal(game.current.entries.france.reopened, undefined, 'sealing again starts the count afresh');
  writeSheet(game, 'france', [], eng);
  assert.equal(game.current.entries.france.sealed, false);
});

test('a draw proposal withdrawn drops the votes cast so far and returns where it was made', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  proposeDraw(game);
  openVote(game, 'england');
  castVote(game, 'england', true, T0);
  withdrawDraw(game);
  assert.equal(game.current.votes, null);
  assert.equal(game.screen.name, 'diplomacy');
  assert.equal(game.end, null);
});

test('undo takes back the last adjudication with every sheet sealed as given', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  play(game, eng, [{ power: 'france', text: 'A Par - Bur' }, { power: 'germany', text: 'A Mun - Ruh' }]);
  assert.equal(game.current.state.season, 'fall');
  assert.equal(undoLast(game, eng), true);
  assert.equal(game.current.state.season, 'spring');
  const { orders, sealed } = game.current.entries.france;
  assert.deepEqual({ orders: orders.map((o) => ({ power: o.power, text: o.text })), sealed }, { orders: [{ power: 'france', text: 'A Par - Bur' }], sealed: true });
  assert.equal(game.screen.name, 'orders');
  assert.equal(undoLast(game, eng), false);
});

test('the reveal reads every ordering power, then shows its results, then the whole phase', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  entryOf(game, 'france').orders.push(eng.parseOrder('A Par - Bur', 'france', game.current.state));
  seal(game, 'france', eng);
  assert.deepEqual(game.screen, { name: 'sealed', power: 'france' });
  startReveal(game, eng);
  const steps = revealSteps(game);
  assert.deepEqual(game.current.steps, steps, 'the steps are stored when the reveal begins');
  assert.equal(steps.length, 15);
  assert.deepEqual(steps.slice(0, 2).map((s) => s.power), ['england', 'germany']);
  assert.deepEqual(steps.at(-1), { kind: 'summary', power: null });
  assert.deepEqual(orderingPowers(game), SEATS);
});

test('drawing lots is a permutation, and each power is equally likely in each seat', () => {
  // mulberry32, a small seeded generator, so the test is repeatable.
  let seed = 12345;
  const random = (max) => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * max);
  };
  const counts = Object.fromEntries(SEATS.map((p) => [p, 0]));
  for (let i = 0; i < 7000; i += 1) {
    const drawn = shuffle(SEATS, random);
    assert.deepEqual([...drawn].sort(), [...SEATS].sort());
    counts[drawn[0]] += 1;
  }
  for (const [p, n] of Object.entries(counts)) assert.ok(n > 850 && n < 1150, `${p} first ${n} times in 7000`);
  assert.deepEqual([...shuffle(SEATS)].sort(), [...SEATS].sort(), 'the crypto-backed draw too');
});

test('an imported game is checked in full, each problem named with where it is', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  assert.deepEqual(checkRecord(JSON.parse(JSON.stringify(game)), eng, eng.options), []);
  assert.match(checkRecord({ hello: 1 }, eng, eng.options)[0], /not a Graustark game/);
  const broken = JSON.parse(JSON.stringify(game));
  broken.players[2].power = 'france';
  broken.current.state.units[0].region = 'atlantis';
  broken.rules.convoy_paradox = 'whatever';
  broken.minutes.first = -5;
  const errors = checkRecord(broken, eng, eng.options);
  assert.ok(errors.some((e) => e.startsWith('players[2].power')), errors.join('\n'));
  assert.ok(errors.some((e) => e.startsWith('current.state') && /atlantis/.test(e)), errors.join('\n'));
  assert.ok(errors.some((e) => e.startsWith('rules.convoy_paradox')), errors.join('\n'));
  assert.ok(errors.some((e) => e.startsWith('minutes.first')), errors.join('\n'));
  assert.notEqual(hashPin('1234'), hashPin('1235'));
  assert.ok(!hashPin('1234').includes('1234'));
});

test('a retreat by one power opens its pad at once; two powers retreating write in secret', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  // Spring: a French army goes to Burgundy; in the fall Germany takes it with support.
  play(game, eng, [{ power: 'france', text: 'A Par - Bur' }, { power: 'germany', text: 'A Mun - Ruh' }, { power: 'germany', text: 'A Ber - Mun' }]);
  play(game, eng, [
    { power: 'germany', text: 'A Ruh - Bur' }, { power: 'germany', text: 'A Mun S A Ruh - Bur' },
    { power: 'france', text: 'A Bur H' },
  ]);
  assert.equal(game.current.state.phase, 'retreat');
  assert.deepEqual(game.screen, { name: 'entry', power: 'france' }, 'one power: written openly');

  const two = createGame(setup(eng), eng, T0);
  play(two, eng, [
    { power: 'france', text: 'A Par - Bur' }, { power: 'germany', text: 'A Mun - Ruh' }, { power: 'germany', text: 'A Ber - Mun' },
    { power: 'italy', text: 'A Ven - Tyr' }, { power: 'austria', text: 'A Vie - Boh' }, { power: 'austria', text: 'A Bud - Vie' },
  ]);
  play(two, eng, [
    { power: 'germany', text: 'A Ruh - Bur' }, { power: 'germany', text: 'A Mun S A Ruh - Bur' },
    { power: 'france', text: 'A Bur H' },
    { power: 'austria', text: 'A Boh - Tyr' }, { power: 'austria', text: 'A Vie S A Boh - Tyr' }, { power: 'italy', text: 'A Tyr H' },
  ]);
  assert.equal(two.current.state.phase, 'retreat');
  assert.deepEqual(orderingPowers(two), ['italy', 'france']);
  assert.equal(two.screen.name, 'orders', 'two powers: each writes in secret');
});

test('a power that writes no removals is put in civil disorder by the rules, shown in the reveal', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  const state = structuredClone(game.current.state);
  state.season = 'winter';
  state.phase = 'adjustment';
  state.centres.france = ['bre', 'par'];
  state.centres.germany = [...state.centres.germany, 'mar'];
  game.current.state = eng.checkState(state);
  positionChanged(game, eng);
  // Germany has a build due but every home centre is occupied: the engine does not ask it.
  assert.deepEqual(orderingPowers(game), ['france']);
  state.units = state.units.map((u) => (u.region === 'kie' ? { ...u, region: 'hol' } : u));
  game.current.state = eng.checkState(state);
  positionChanged(game, eng);
  assert.deepEqual(orderingPowers(game), ['germany', 'france'], 'with Kiel free, Germany builds');
  startReveal(game, eng);
  assert.equal(game.current.result.civilDisorder.filter((u) => u.power === 'france').length, 1);
  finishPhase(game, eng, T0);
  assert.equal(game.current.state.units.filter((u) => u.power === 'france').length, 2);
});
