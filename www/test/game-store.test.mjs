// Unit tests of keeping games (www/js/game/store.js, check.js) with a fake localStorage and the
// real wasm engine in Node: what is kept is the game file of version 4, a save never overwrites
// a newer revision, every stored shape is checked, one damaged record never hides the others, a
// game without a date still exports.
// Run: node --test www/test/
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, entryOf, startReveal, finishPhase } from '../js/game/flow.js';
import {
  checkRecord, saveGame, loadGame, listGames, exportFile, importGameFile, revisionOf, problemsOf, StorageFailure, summaryOf, upgradeRecord,
} from '../js/game/store.js';
import { save, saveAgain } from '../js/game/sync.js';
import { T0, engine, setup } from './game-helpers.mjs';

/** A localStorage in memory, with the browser's interface. */
class FakeStorage {
  #items = new Map();
  get length() { return this.#items.size; }
  key(i) { return [...this.#items.keys()][i] ?? null; }
  getItem(k) { return this.#items.has(k) ? this.#items.get(k) : null; }
  setItem(k, v) { this.#items.set(k, String(v)); }
  removeItem(k) { this.#items.delete(k); }
  clear() { this.#items.clear(); }
}

/**
 * A localStorage whose writes from the Nth on throw, `times` of them: refusing the write (as a
 * full storage does), or after making it (an exception on the way out).
 */
class FailingStorage extends FakeStorage {
  writes = 0;
  constructor(nth, { times = 1, written = false } = {}) { super(); Object.assign(this, { nth, times, written }); }
  setItem(k, v) {
    this.writes += 1;
    if (this.writes < this.nth || this.writes >= this.nth + this.times) { super.setItem(k, v); return; }
    if (this.written) super.setItem(k, v);
    throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
  }
}

beforeEach(() => { globalThis.localStorage = new FakeStorage(); });

function newGame(eng, id = 'g1') {
  const game = createGame(setup(eng), eng, T0);
  game.id = id;
  return game;
}

/** A game with one phase played and the next one in its reveal. */
function inReveal(eng) {
  const game = newGame(eng);
  const order = (power, text) => entryOf(game, power).orders.push(eng.parseOrder(text, power, game.current.state));
  order('england', 'F Lon - Nth');
  startReveal(game, eng);
  finishPhase(game, eng, T0);
  order('germany', 'A Mun - Ruh');
  startReveal(game, eng);
  return game;
}

const copy = (x) => JSON.parse(JSON.stringify(x));

/** A kept game opened as a tab opens it: the file read into the game in play. */
function openKept(id, eng) {
  const game = loadGame(id);
  assert.equal(upgradeRecord(game, eng), null);
  return game;
}

/** The powers ready in a kept file's phase under way. */
const readyKept = (id) => loadGame(id).table.phase.ready;

test('a save never overwrites a newer one: a stale copy is refused and given the newer record', async () => {
  const eng = await engine();
  const game = newGame(eng);
  assert.equal(saveGame(game, T0), null);
  assert.equal(revisionOf(game), 1);
  assert.equal(loadGame('g1').version, 4, 'storage holds the game file of version 4');
  assert.equal(loadGame('g1').table.revision, 1, 'its revision in the table section');
  const tabA = openKept('g1', eng);
  const tabB = openKept('g1', eng);
  entryOf(tabA, 'england').orders.push(eng.parseOrder('F Lon - Nth', 'england', tabA.current.state));
  entryOf(tabA, 'england').sealed = true;
  assert.equal(saveGame(tabA, T0 + 1), null, 'tab A saves');
  assert.equal(revisionOf(loadGame('g1')), 2);
  tabB.current.ready.push('germany');
  const newer = saveGame(tabB, T0 + 2);
  assert.ok(newer, 'tab B, one revision behind, is refused');
  assert.equal(revisionOf(newer), 2);
  const kept = loadGame('g1');
  assert.equal(kept.table.phase.entries.england.sealed, true, "England's sealed sheet is still kept");
  assert.deepEqual(kept.table.phase.ready, [], "tab B's ready was not written");
  assert.equal(revisionOf(tabB), 1, 'the refused copy keeps its revision');
});

test('a record from before revisions reads as revision 0 and saves on, as version 4', async () => {
  const eng = await engine();
  const game = newGame(eng);
  delete game.revision;
  localStorage.setItem('graustark.game.g1', JSON.stringify(game));
  assert.equal(revisionOf(loadGame('g1')), 0);
  assert.deepEqual(checkRecord(loadGame('g1'), eng, eng.options), []);
  assert.equal(saveGame(openKept('g1', eng), T0), null);
  assert.equal(revisionOf(loadGame('g1')), 1);
  assert.equal(loadGame('g1').version, 4);
});

test('every stored shape the screens read is checked, a reveal with a misshapen result too', async () => {
  const eng = await engine();
  const game = inReveal(eng);
  assert.deepEqual(checkRecord(copy(game), eng, eng.options), [], 'a sound game in its reveal');
  /** Each breakage, with the place its error must name. */
  const cases = [
    ['current.result.orders', (g) => { g.current.result = { orders: 'x' }; }],
    ['played[0].result.orders[0].success', (g) => { g.played[0].result.orders[0].success = 'yes'; }],
    ['played[0].orders[0].kind', (g) => { g.played[0].orders[0].kind = 'teleport'; }],
    ['current.entries.germany.orders[0].viaConvoy', (g) => { delete g.current.entries.germany.orders[0].viaConvoy; }],
    ['current.duties.powers[0].buildSites', (g) => { g.current.duties.powers[0].buildSites = null; }],
    ['current.steps[1]', (g) => { g.current.steps[1] = { kind: 'dance', power: null }; }],
    ['screen.step', (g) => { g.screen.step = 99; }],
    ['current.result.next', (g) => { g.current.result.next = { units: 3 }; }],
    ['created', (g) => { delete g.created; }],
    ['screen.power', (g) => { g.screen = { name: 'entry', power: 'atlantis' }; }],
  ];
  for (const [where, breakIt] of cases) {
    const broken = copy(game);
    breakIt(broken);
    const errors = checkRecord(broken, eng, eng.options);
    assert.ok(errors.some((e) => e.startsWith(where)), `${where} is named: ${errors.join('; ')}`);
  }
  const issue = copy(game);
  issue.screen = { name: 'reveal', step: 0 };
  issue.current.result = { orders: 'x' };
  const read = importGameFile(JSON.stringify(issue), eng, eng.options, T0);
  assert.ok('errors' in read, 'the file of the issue is refused on import');
});

test('one damaged record is listed as damaged and never hides the sound games', async () => {
  const eng = await engine();
  saveGame(newGame(eng, 'a'), T0);
  saveGame(newGame(eng, 'b'), T0 + 1);
  localStorage.setItem('graustark.game.m5', JSON.stringify({ id: 'm5' }));
  localStorage.setItem('graustark.game.junk', '{not json');
  const listed = listGames((g) => `${summaryOf(g).players[0].name} ${g.table.id}`, (g) => problemsOf(g, eng, eng.options));
  assert.deepEqual(listed.filter((l) => !l.damaged).map((l) => l.id), ['b', 'a'], 'the sound games, newest first');
  const damaged = Object.fromEntries(listed.filter((l) => l.damaged).map((l) => [l.id, l]));
  assert.deepEqual(Object.keys(damaged).sort(), ['junk', 'm5']);
  assert.match(damaged.m5.damaged, /not a Graustark game/);
  assert.match(damaged.junk.damaged, /not JSON/);
  assert.equal(damaged.m5.game, null);
  assert.match(damaged.m5.title, /m5/);
});

test('a game without its date is refused on import, and exporting a record never throws', async () => {
  const eng = await engine();
  const game = newGame(eng);
  const undated = copy(game);
  delete undated.created;
  const read = importGameFile(JSON.stringify(undated), eng, eng.options, T0);
  assert.ok('errors' in read && read.errors.some((e) => e.startsWith('created')), JSON.stringify(read));
  const file = JSON.parse(exportFile(game, 'P0, P1').text);
  delete file.table.created;
  const refused = importGameFile(JSON.stringify(file), eng, eng.options, T0);
  assert.ok('errors' in refused && refused.errors.some((e) => e.startsWith('table.created')), JSON.stringify(refused));
  const f = exportFile(undated, 'P0, P1');
  assert.match(f.name, /^graustark-\d{4}-\d\d-\d\d-p0-p1\.json$/);
  assert.equal(JSON.parse(f.text).table.id, 'g1', 'the game is exported as the file of version 4');
  assert.equal(JSON.parse(f.text).version, 4);
  assert.equal(exportFile('{"id":"m5"}', 'Damaged game “m5”').text, '{"id":"m5"}', 'a damaged record is exported as kept');
  assert.match(exportFile({ created: 'soon' }, '').name, /^graustark-\d{4}-\d\d-\d\d-game\.json$/);
});

/** A record as version 1 kept it: orders as text, results in snake_case without indices. */
function asVersion1(game) {
  const v1 = copy(game);
  const order = ({ index: _i, invalid: _v, viaConvoy, kind, ...o }) => ({ ...o, kind: kind === 'retreat' ? 'move' : kind, via_convoy: viaConvoy });
  const result = ({ civilDisorder, dislodged, orders, unordered, unreadable, ...r }) => ({
    ...r, civil_disorder: civilDisorder, orders: orders.map(order), unordered: unordered.map(order),
    dislodged: dislodged.map(({ attackerFrom, ...d }) => ({ ...d, attacker_from: attackerFrom })),
    unreadable: unreadable.map(({ index: _i, ...u }) => u), report: '',
  });
  v1.version = 1;
  for (const p of v1.played) { p.orders = p.orders.map((o) => ({ power: o.power, text: o.text })); p.result = result(p.result); }
  delete v1.current.duties;
  delete v1.current.steps;
  if (v1.current.result) v1.current.result = result(v1.current.result);
  for (const e of Object.values(v1.current.entries)) e.orders = e.orders.map((o) => ({ power: o.power, text: o.text }));
  return v1;
}

test('a version-1 record, upgraded, passes the full check (it is not listed as damaged)', async () => {
  const eng = await engine();
  const game = inReveal(eng);
  game.played[0].result.unreadable.push({ index: 9, power: 'england', text: 'F Lon - Mars', error: 'no such province' });
  const v1 = asVersion1(game);
  assert.deepEqual(problemsOf(v1, eng, eng.options), []);
  assert.equal(v1.version, 1, 'the check does not change the record');
  localStorage.setItem('graustark.game.g1', JSON.stringify(v1));
  const listed = listGames(() => 'old game', (g) => problemsOf(g, eng, eng.options));
  assert.deepEqual(listed.map((l) => l.damaged), [null]);
});

/** Replaces the storage by one holding the same items whose Nth write from now on fails. */
function failFrom(nth, mode = {}) {
  const storage = new FailingStorage(nth, mode);
  for (let i = 0; i < localStorage.length; i += 1) {
    const k = localStorage.key(i);
    FakeStorage.prototype.setItem.call(storage, k, localStorage.getItem(k));
  }
  globalThis.localStorage = storage;
}

/** The page's context as sync.js reads it, on the standard map's engine. */
function pageOf(eng, game) {
  return { game, notice: null, engine: eng, options: eng.options, maps: { forRecord: () => eng }, history: null, pad: null, menu: false, render() {} };
}

test('storage failing at any write of a save never blames another tab and never drops an action', async () => {
  const eng = await engine();
  const actions = ['england', 'germany', 'russia', 'turkey'];
  // Each save writes the record, then the game open here: writes 1 to 8 are every write of
  // the four saves; each refused once, or made and then thrown on, or refused three times.
  for (const mode of [{}, { written: true }, { times: 3 }]) {
    for (let nth = 1; nth <= 2 * actions.length; nth += 1) {
      const what = `write ${nth}, ${JSON.stringify(mode)}`;
      globalThis.localStorage = new FakeStorage();
      const game = newGame(eng);
      assert.equal(saveGame(game, T0), null);
      failFrom(nth, mode);
      const page = pageOf(eng, game);
      const notices = [];
      for (const power of actions) {
        page.notice = null;
        page.game.current.ready.push(power);
        save(page);
        if (page.notice) notices.push(page.notice.text);
      }
      // A record written though storage threw is saved: nothing to tell.
      const saved = mode.written && nth % 2 === 1;
      assert.equal(notices.length > 0, !saved, `${what}: the failure is told`);
      for (const text of notices) {
        assert.doesNotMatch(text, /another tab/, `${what}: ${text}`);
        assert.match(text, /storage is full or unavailable \(QuotaExceededError: The quota has been exceeded\.\)/, what);
      }
      assert.equal(page.game, game, `${what}: the game in play is still this page's`);
      assert.deepEqual(game.current.ready, actions, `${what}: every action is kept in the page`);
      // The page tries again every two seconds, till storage takes it.
      for (let tries = 0; tries < (mode.times ?? 1); tries += 1) saveAgain(page);
      const kept = loadGame('g1');
      assert.deepEqual(kept.table.phase.ready, actions, `${what}: every action is saved once storage works`);
      assert.equal(revisionOf(kept), revisionOf(game), `${what}: the page's revision is the one kept`);
      assert.equal(localStorage.getItem('graustark.last-game'), 'g1', what);
    }
  }
});

test('a failed save is told as what it is, and the revision follows what storage holds', async () => {
  const eng = await engine();
  const game = newGame(eng);
  assert.equal(saveGame(game, T0), null);
  const stored = localStorage.getItem('graustark.game.g1');
  failFrom(1);
  game.current.ready.push('england');
  assert.throws(() => saveGame(game, T0 + 1), (e) => e instanceof StorageFailure && !e.saved && /could not be saved/.test(e.message));
  assert.equal(localStorage.getItem('graustark.game.g1'), stored, 'the record refused is not kept');
  assert.equal(revisionOf(game), 1, 'the first write refused: the revision is the one kept');
  assert.deepEqual(game.current.ready, ['england'], 'the action stays in the page');
  failFrom(2);
  assert.throws(() => saveGame(game, T0 + 2), (e) => e instanceof StorageFailure && e.saved && /The game is saved, but/.test(e.message));
  assert.equal(revisionOf(game), 2, 'the second write refused: the record was kept, at revision 2');
  assert.equal(revisionOf(loadGame('g1')), 2);
  assert.deepEqual(readyKept('g1'), ['england']);
});

test("after a failed save, another tab's save is still refused to this one", async () => {
  const eng = await engine();
  const game = newGame(eng);
  assert.equal(saveGame(game, T0), null);
  const powers = [['russia', 'turkey', 'austria'], ['italy', 'france', 'england'], ['germany', 'russia', 'turkey']];
  for (const [i, [nth, written]] of [[1, false], [2, false], [2, true]].entries()) {
    const [mine, others, later] = powers[i];
    failFrom(nth, { written });
    game.current.ready.push(mine);
    assert.throws(() => saveGame(game, T0 + nth), StorageFailure);
    const other = openKept('g1', eng);
    other.current.ready.push(others);
    assert.equal(saveGame(other, T0 + 10), null, 'the other tab saves');
    game.current.ready.push(later);
    const newer = saveGame(game, T0 + 20);
    assert.ok(newer, `after write ${nth} failed (written: ${written}), the other tab's save is still seen`);
    assert.equal(revisionOf(newer), revisionOf(other));
    game.revision = revisionOf(newer);
    game.current.ready = [...newer.table.phase.ready];
  }
});

test('a version-2 record kept by the site before version 3 opens from storage and is kept as version 4 at its next save', async () => {
  const eng = await engine();
  const text = (await import('node:fs')).readFileSync(new URL('./game-files/game-night-v2.json', import.meta.url), 'utf8');
  const old = JSON.parse(text);
  localStorage.setItem(`graustark.game.${old.id}`, text);
  assert.deepEqual(problemsOf(loadGame(old.id), eng, eng.options), [], 'listed as sound');
  const listed = listGames((g) => summaryOf(g).players.map((p) => p.name).join(' '), (g) => problemsOf(g, eng, eng.options));
  assert.equal(listed[0].title, old.players.map((p) => p.name).join(' '));
  assert.equal(localStorage.getItem(`graustark.game.${old.id}`), text, 'listing changes nothing kept');
  const game = openKept(old.id, eng);
  assert.equal(revisionOf(game), revisionOf(old));
  assert.deepEqual(game.current.entries.england.orders.map((o) => o.text), old.current.entries.england.orders.map((o) => o.text));
  assert.equal(game.current.entries.england.sealed, true);
  assert.equal(saveGame(game, T0), null, 'no other tab is blamed for the upgrade');
  const kept = loadGame(old.id);
  assert.equal(kept.version, 4);
  assert.equal(kept.table.revision, revisionOf(old) + 1);
  assert.deepEqual(kept.table.phase.entries.england, { orders: ['F Nth - Nwy', 'A Yor - Lon'], sealed: true });
});
