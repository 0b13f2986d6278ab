// An absurd year is refused by name wherever a year comes in (www/js/years.js): an imported
// game record, a typed year (the sandbox's atSeason), a link or the board element's position
// (checkState), a gamesmaster's file; the message names the field and the range and never
// prints the year whole (the notice held a year of 309 digits).
// Run: node --test www/test/years.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIRST_YEAR, LAST_YEAR, checkYear } from '../js/years.js';
import { importGameFile } from '../js/game/store.js';
import { readGameFile as readGmFile } from '../js/gm/game-file.js';
import { checkedState } from '../js/element/steps.js';
import { createGame } from '../js/game/flow.js';
import { T0, engine, setup } from './game-helpers.mjs';

const HUGE = Number(`1${'0'.repeat(308)}`);
const RANGE = `a year is a whole number from ${FIRST_YEAR} to ${LAST_YEAR}`;

test("the site's range of years is the engine's (src/state.rs FIRST_YEAR..=LAST_YEAR)", async () => {
  const eng = await engine();
  const state = eng.initialState();
  const raw = (year) => () => eng.engine.checkState({ ...state, year });
  assert.doesNotThrow(raw(FIRST_YEAR));
  assert.doesNotThrow(raw(LAST_YEAR));
  assert.throws(raw(FIRST_YEAR - 1), new RegExp(`not between ${FIRST_YEAR} and ${LAST_YEAR}`));
  assert.throws(raw(LAST_YEAR + 1), new RegExp(`not between ${FIRST_YEAR} and ${LAST_YEAR}`));
});

test('a year that is not one is refused by name and shown short', () => {
  assert.throws(() => checkYear(HUGE), { message: `year: 1e+308 is not a year: ${RANGE}` });
  assert.throws(() => checkYear('1'.repeat(309), 'state.year'), { message: `state.year: "111111111111…" is not a year: ${RANGE}` });
  assert.throws(() => checkYear(123456789012345678), { message: `year: 1.23e+17 is not a year: ${RANGE}` });
  assert.throws(() => checkYear(1901.5), { message: `year: 1901.5 is not a year: ${RANGE}` });
  assert.throws(() => checkYear(0), /year: 0 is not a year/);
  assert.throws(() => checkYear(null), /year: nothing is not a year/);
  assert.doesNotThrow(() => checkYear(1901));
});

test('every way a year comes in refuses an absurd one by name, in a short message', async () => {
  const eng = await engine();
  const state = eng.initialState();
  const short = (e) => { assert.ok(e.message.length < 200, e.message); assert.doesNotMatch(e.message, /0{20}/); return true; };
  // The sandbox's typed year and a link's or the element's position.
  assert.throws(() => eng.atSeason(state, 'spring', HUGE), (e) => short(e) && /^year: 1e\+308 is not a year/.test(e.message));
  assert.throws(() => eng.checkState({ ...state, year: HUGE }), (e) => short(e) && /^year: 1e\+308/.test(e.message));
  assert.throws(() => checkedState(eng, { ...state, year: HUGE }, 'the "position" attribute'),
    (e) => short(e) && e.message.startsWith('the "position" attribute: year: 1e+308 is not a year'));
  // An imported game-night record.
  const game = createGame(setup(eng), eng, T0);
  const text = JSON.stringify({ ...game, current: { ...game.current, state: { ...game.current.state, year: 0 } } }).replace('"year":0', `"year":1${'0'.repeat(308)}`);
  const read = importGameFile(text, eng, eng.options, T0);
  assert.ok('errors' in read);
  assert.ok(read.errors.some((e) => e.startsWith('current.state') && e.includes(`year: 1e+308 is not a year: ${RANGE}`)), read.errors.join('; '));
  for (const e of read.errors) short(new Error(e));
  // A gamesmaster's file.
  const gm = JSON.stringify({ map: 'standard', state: { ...state, year: 0 } }).replace('"year":0', `"year":1${'0'.repeat(308)}`);
  assert.throws(() => readGmFile(gm, [{ id: 'standard' }]), (e) => short(e) && e.message === `state.year: 1e+308 is not a year: ${RANGE}`);
  const history = JSON.stringify({ map: 'standard', state, history: [{ position: { ...state, year: -1 } }] });
  assert.throws(() => readGmFile(history, [{ id: 'standard' }]), { message: `history[0].position.year: -1 is not a year: ${RANGE}` });
});
