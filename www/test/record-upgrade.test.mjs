// Every game night record ever saved, and every gamesmaster's file, opens at the table as the
// one game file of version 4 (www/js/game/game-file.js, store.js): real saved files of each
// version (www/test/game-files/: a version-1 record made with the site of commit 8b4b663, a
// version-2 record exported by the site before version 3, a gamesmaster's file from before
// version 3 written by the gamesmaster's wasm) open, play on and save as version 4; a
// version-1 record made in memory keeps its orders, results and duties; the history's phase
// words and reports are the gamesmaster's; a file that cannot be read is refused by name.
// Run: node --test www/test/
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadEngine } from '../../scripts/wasm-node.mjs';
import { T0, engine, play, setup } from './game-helpers.mjs';
import { createGame, entryOf, finishPhase, startReveal } from '../js/game/flow.js';
import { phaseWords } from '../js/game/record.js';
import { fromFile, toFile, toCurrentFile, upgradeVersion1 } from '../js/game/game-file.js';
import { checkRecord, exportFile, importRefusal, loadGame, importGameFile, saveGame, upgradeRecord } from '../js/game/store.js';

const FILES = new URL('./game-files/', import.meta.url);
const fixture = (name) => fs.readFileSync(new URL(name, FILES), 'utf8');

class FakeStorage {
  #items = new Map();
  get length() { return this.#items.size; }
  key(i) { return [...this.#items.keys()][i] ?? null; }
  getItem(k) { return this.#items.has(k) ? this.#items.get(k) : null; }
  setItem(k, v) { this.#items.set(k, String(v)); }
  removeItem(k) { this.#items.delete(k); }
}
beforeEach(() => { globalThis.localStorage = new FakeStorage(); });

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
  delete v1.history;
  const text = (o) => ({ power: o.power, text: o.text });
  for (const p of v1.played) {
    delete p.at;
    p.result = resultV1(p.result, p.state.phase);
    p.orders = p.orders.map(text);
  }
  delete v1.current.duties;
  delete v1.current.steps;
  delete v1.current.of;
  for (const e of Object.values(v1.current.entries)) { e.orders = e.orders.map(text); delete e.check; }
  if (v1.current.result) v1.current.result = { ...resultV1(v1.current.result, v1.current.state.phase), report: 'a report' };
  return v1;
}

/** A game of two phases played and a retreat in its reveal. */
async function retreatInReveal(eng) {
  const game = createGame(setup(eng), eng, T0);
  play(game, eng, [
    { power: 'france', text: 'A Par - Bur' }, { power: 'germany', text: 'A Mun - Ruh' },
    { power: 'germany', text: 'A Ber - Mun' }, { power: 'germany', text: 'F Kie - Atlantis' }, { power: 'italy', text: 'A Ven - Pie' },
  ]);
  play(game, eng, [{ power: 'germany', text: 'A Ruh - Bur' }, { power: 'germany', text: 'A Mun S A Ruh - Bur' }]);
  assert.equal(game.current.state.phase, 'retreat');
  entryOf(game, 'france').orders.push(eng.parseOrder('A Bur - Gas', 'france', game.current.state));
  startReveal(game, eng);
  return game;
}

test('a version-1 game (made in memory) opens with the same orders, results and duties', async () => {
  const eng = await engine();
  const game = await retreatInReveal(eng);
  const old = asVersion1(game);
  const v2 = structuredClone(old);
  assert.equal(upgradeVersion1(v2, eng), null);
  assert.equal(v2.version, 2);
  assert.deepEqual(checkRecord(v2, eng, eng.options), []);
  assert.deepEqual(v2.current.duties, game.current.duties);
  assert.deepEqual(v2.current.steps, game.current.steps);
  assert.equal(v2.current.result.orders[0].kind, 'retreat', 'a retreat is its own kind');
  assert.equal(v2.current.result.report, undefined, 'the report is not kept');
  // The unreadable order keeps its place: the orders after it keep theirs.
  assert.deepEqual(v2.played[0].result.unreadable.map((u) => u.index), [3]);

  const read = toCurrentFile(old, eng, eng.options, checkRecord);
  assert.ok('file' in read, JSON.stringify(read));
  assert.equal(read.file.version, 4);
  assert.equal(old.version, 1, 'reading does not change what is kept');
  const back = fromFile(read.file, eng, T0);
  assert.deepEqual(back.current.duties, game.current.duties);
  assert.deepEqual(back.current.steps, game.current.steps);
  assert.deepEqual(back.screen, game.screen);
  assert.deepEqual(back.current.entries.france.orders, game.current.entries.france.orders);
  for (const [i, p] of game.played.entries()) {
    assert.deepEqual(back.played[i].result, p.result, `played[${i}].result`);
    assert.deepEqual(back.played[i].state, p.state, `played[${i}].state`);
  }
});

test('a version-1 order that no longer reads is kept as its text, and reported when adjudicated', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  const old = asVersion1(game);
  old.current.entries.france = { orders: [{ power: 'france', text: 'A Par - Atlantis' }], sealed: true };
  assert.equal(upgradeVersion1(old, eng), null);
  const kept = old.current.entries.france.orders[0];
  assert.equal(kept.text, 'A Par - Atlantis');
  assert.equal(kept.region, null);
  const result = eng.adjudicate(old.current.state, old.current.entries.france.orders, old.rules);
  assert.equal(result.unreadable[0].index, 0);
});

test("the history's phase words are the engine's on every map, in every phase", async () => {
  for (const mapId of ['standard', 'cat', 'standard-1958', 'militarism-iii']) {
    const eng = await engine(mapId);
    const start = eng.initialState();
    for (const [season, phase] of [['spring', 'movement'], ['fall', 'movement'], ['winter', 'adjustment']]) {
      const state = eng.atSeason(start, season, start.year + 1);
      assert.equal(phaseWords(eng, state), eng.adjudicate(state, [], eng.rules).phase, `${mapId} ${season}`);
    }
  }
});

test("a phase played at the table is written as the gamesmaster writes it: its words, its orders, its report", async () => {
  const eng = await engine();
  const { engine: gm, mod } = await loadEngine('standard', { gm: true });
  const game = createGame(setup(eng, { rules: mod.presetRules('datc-2023') }), eng, T0);
  const spring = {
    england: ['F Lon - Nth', 'F Edi - Nwg', 'A Lvp - Yor'], germany: ['A Mun - Bur', 'A Ber - Kie', 'F Kie - Den'],
    russia: ['A War - Gal', 'A Mos - Ukr', 'F Sev - Bla', 'F Stp/sc - Bot'], turkey: ['A Con - Bul', 'A Smy - Con', 'F Ank - Bla'],
    austria: ['A Vie - Gal', 'A Bud - Ser', 'F Tri - Alb'], italy: ['A Ven - Pie', 'A Rom - Apu', 'F Nap - Ion'], france: ['A Par - Bur', 'A Mar - Spa', 'F Bre - Mao'],
  };
  play(game, eng, Object.entries(spring).flatMap(([power, orders]) => orders.map((text) => ({ power, text }))));
  const [entry] = toFile(game).history;
  // The gamesmaster plays the same sheets on its own file of the same game.
  const made = gm.gmNew({ map: 'standard' }, mod.presetRules('datc-2023'));
  const sheets = Object.entries(spring).map(([power, orders]) => ({ name: power, text: `${power}:\n${orders.join('\n')}\n` }));
  const postal = JSON.parse(gm.gmPlay(made, sheets).game).history[0];
  assert.equal(entry.phase, postal.phase);
  assert.equal(entry.phase, 'Spring 1901 movement');
  assert.equal(entry.report, postal.report, 'the report is the gamesmaster\'s, to the letter');
  assert.deepEqual(entry.orders.map((o) => o.replace(/^(\w+): /, '')), postal.orders.map((o) => o.replace(/^(\w+): /, '')));
  assert.deepEqual(entry.position, postal.position);
  assert.equal(entry.reader, 'england');
  // Each order is read back by the engine with its power.
  const replayed = eng.adjudicate(entry.position, entry.orders.map((text) => ({ text })), game.rules);
  assert.deepEqual(replayed.unreadable, []);
  assert.equal(replayed.orders.length, 22);
});

test("a game night file reads back into the same game and writes the same file, mid-reveal too", async () => {
  const eng = await engine();
  const game = await retreatInReveal(eng);
  const file = toFile(game);
  const text = JSON.stringify(file);
  const back = fromFile(JSON.parse(text), eng, T0 + 999);
  assert.equal(JSON.stringify(toFile(back)), text);
  assert.deepEqual(back.current.result, game.current.result, 'the reveal\'s adjudication is made again');
  assert.deepEqual(back.played.map((p) => p.result), game.played.map((p) => p.result), 'every phase replayed');
  assert.equal(back.played[0].result.unreadable[0].text, 'F Kie - Atlantis', 'an order that never read stays as written');
});

/** Plays the phase under way at the table, every sheet as given, through its reveal. */
function playOn(game, eng, orders) {
  for (const [power, texts] of Object.entries(orders)) {
    for (const text of texts) entryOf(game, power).orders.push(eng.parseOrder(text, power, game.current.state));
    entryOf(game, power).sealed = true;
  }
  startReveal(game, eng);
  finishPhase(game, eng, T0 + 5000);
}

/** Reads a fixture at the table, plays a phase on, saves it; returns the game and the file kept. */
function openPlaySave(name, eng, orders) {
  const text = fixture(name);
  const read = importGameFile(text, eng, eng.options, T0);
  assert.ok('game' in read, `${name}: ${JSON.stringify(read)}`);
  const { game } = read;
  const before = game.played.length;
  const phase = phaseWords(eng, game.current.state);
  playOn(game, eng, orders);
  assert.equal(game.played.length, before + 1, `${name}: a phase played on`);
  assert.equal(saveGame(game, T0 + 6000), null);
  const kept = loadGame(game.id);
  assert.equal(kept.version, 4, `${name}: kept as version 4`);
  assert.equal(kept.format, 'graustark-game');
  assert.equal(kept.history.at(-1).phase, phase);
  assert.equal(kept.history.at(-1).report, eng.engine.report(game.played.at(-1).state, game.played.at(-1).orders, game.rules));
  // Opened again from what is kept, it is the same game.
  const again = loadGame(game.id);
  assert.equal(upgradeRecord(again, eng), null);
  assert.equal(JSON.stringify(toFile(again)), localStorage.getItem(`graustark.game.${game.id}`));
  return { text, game, kept };
}

test('a version-2 record exported by the site before version 3 opens, plays on and saves as version 4', async () => {
  const eng = await engine();
  const old = JSON.parse(fixture('game-night-v2.json'));
  assert.equal(old.version, 2);
  const { game, kept } = openPlaySave('game-night-v2.json', eng, { germany: ['A Kie - Hol'], france: ['A Bur - Bel'] });
  assert.deepEqual(game.players, old.players, 'the seats as they were');
  assert.equal(game.id, old.id);
  assert.equal(kept.history.length, old.played.length + 1);
  assert.equal(kept.history[0].phase, 'Spring 1901 movement');
  assert.deepEqual(kept.history[0].orders.slice(0, 2), old.played[0].orders.slice(0, 2).map((o) => `${o.power}: ${o.text}`));
  assert.equal(kept.history[0].reader, old.played[0].reader);
  assert.deepEqual(game.played[0].result.orders, old.played[0].result.orders, 'the results replayed are those recorded');
  // England's sheet, sealed in the version-2 record's Fall, was played with the others.
  assert.match(kept.history[1].report, /F Nth - Nwy/);
});

test('a version-1 record made by the site of commit 8b4b663 opens, plays on and saves as version 4', { skip: !fs.existsSync(new URL('game-night-v1.json', FILES)) }, async () => {
  const eng = await engine();
  const old = JSON.parse(fixture('game-night-v1.json'));
  assert.equal(old.version, 1);
  const { game, kept } = openPlaySave('game-night-v1.json', eng, { germany: ['A Kie - Hol'], france: ['A Bur - Bel'] });
  assert.deepEqual(game.players, old.players);
  assert.equal(kept.history.length, old.played.length + 1);
  assert.deepEqual(kept.history[0].orders.slice(0, 2), old.played[0].orders.slice(0, 2).map((o) => `${o.power}: ${o.text}`));
  assert.equal(game.played[0].result.orders.length, old.played[0].result.orders.length);
});

test("a gamesmaster's file imports with seats from its ledger, plays on and keeps its postal section untouched", async () => {
  const eng = await engine();
  const old = JSON.parse(fixture('gamesmaster-before-3.json'));
  assert.equal(old.format, undefined, 'a file from before version 3');
  const { game, kept } = openPlaySave('gamesmaster-before-3.json', eng, { england: ['F Nth - Nwy'], austria: ['A Ser - Gre'] });
  const seats = Object.fromEntries(game.players.map((p) => [p.power, p.name]));
  assert.equal(seats.england, 'Ann Fleet', 'a player from the ledger');
  assert.equal(seats.france, 'Pierre');
  assert.equal(seats.italy, '', 'a power no player takes is nobody\'s');
  assert.equal(seats.germany, 'Germany', 'a power the ledger names nobody for is played under its name');
  assert.equal(game.name, 'Zine game 12');
  // The gamesmaster's phase is replayed, Austria's sheet named "Austria-Hungary" as gm.html names it.
  assert.deepEqual(game.played[0].result.unreadable, []);
  assert.deepEqual(game.played[0].result.standoffs.sort(), ['bla', 'bur', 'gal']);
  assert.deepEqual(kept.history[0], old.history[0], 'the gamesmaster\'s phase is kept as written');
  const postal = Object.fromEntries(Object.entries(old).filter(([k]) => ['no_player', 'powers', 'numbered'].includes(k)));
  assert.deepEqual(kept.postal, postal, 'the postal fields, moved into postal, as they were');
  assert.equal(kept.name, 'Zine game 12');
  assert.equal(kept.history[1].phase, 'Fall 1901 movement');
  // A version-3 file with its postal section reads the same, and saves it the same.
  const v3 = toCurrentFile(old, eng, eng.options);
  assert.ok('file' in v3);
  const again = importGameFile(JSON.stringify(v3.file), eng, eng.options, T0);
  assert.ok('game' in again);
  assert.deepEqual(toFile(again.game).postal, v3.file.postal);
  assert.equal(toFile(again.game).table.phase.of, 'Fall 1901 movement', 'the table takes up the phase the gamesmaster is at');
});

test('a file that cannot be read is refused by name, and nothing kept is touched', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  assert.equal(saveGame(game, T0), null);
  const before = localStorage.getItem(`graustark.game.${game.id}`);
  const good = JSON.parse(exportFile(game, 'x').text);
  const cases = [
    ['later.json', { ...good, version: 5 }, /version 5; this site reads versions 1 to 4/],
    ['other.json', { ...good, format: 'someone-else' }, /"format" is "someone-else"/],
    ['damaged.json', { ...good, state: { ...good.state, units: [{ power: 'france', type: 'army', region: 'atlantis' }] } }, /^state: .*atlantis/],
    ['seats.json', { ...good, table: { ...good.table, seats: good.table.seats.slice(1) } }, /^table\.seats: 7 seats are needed/],
    ['history.json', { ...good, history: [{ phase: 'Spring 1901 movement', orders: 'F Lon - Nth', report: '' }] }, /^history\[0\]\.orders: must be a list/],
    ['gm.json', { map: 'standard', state: good.state, nonsense: 1 }, /^nonsense: not a field of a game file/],
    ['extra.json', { ...good, nonsense: 1 }, /^nonsense: not a field of a game file/],
  ];
  for (const [name, data, why] of cases) {
    const read = importGameFile(JSON.stringify(data), eng, eng.options, T0);
    assert.ok('errors' in read, name);
    assert.ok(read.errors.some((e) => why.test(e)), `${name}: ${read.errors.join('; ')}`);
    assert.match(importRefusal(name, read.errors), new RegExp(`^“${name.replace('.', '\\.')}” was not imported`));
  }
  assert.equal(localStorage.length, 2, 'nothing was added');
  assert.equal(localStorage.getItem(`graustark.game.${game.id}`), before, 'the game kept is untouched');
});

test("a gamesmaster's game that has ended opens at the table as ended: a victory, or a vote's draw", async () => {
  const eng = await engine();
  const old = JSON.parse(fixture('gamesmaster-before-3.json'));
  for (const [ended, kind, winner] of [[{ won: 'france', phase: 'Spring 1901 movement' }, 'victory', 'france'], [{ terms: { draw: ['france', 'england'] }, phase: 'Spring 1901 movement' }, 'draw', null]]) {
    const read = importGameFile(JSON.stringify({ ...old, ended }), eng, eng.options, T0);
    assert.ok('game' in read, JSON.stringify(read));
    assert.equal(read.game.end?.kind, kind);
    assert.equal(read.game.end?.winner, winner);
    assert.equal(read.game.screen.name, 'over');
    assert.deepEqual(toFile(read.game).postal.ended, ended, 'the ending kept as the gamesmaster wrote it');
  }
});
