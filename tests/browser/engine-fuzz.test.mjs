// @ts-check
// "Nothing panics on user input", tried on the pages' own wasm build, where a panic aborts: a
// Rust panic there is a WebAssembly trap (RuntimeError: unreachable), and an engine that traps
// mid-game is lost until the page reloads. Positions, orders, rules and maps are taken from
// each map's real play, then broken at random (a seeded generator, so a failure repeats): a
// part replaced by a value of another kind or an out-of-range number, removed, doubled, or a
// name swapped for another real or unknown one. Every call must answer or throw a plain Error
// with a message, and the engine must still answer a good call afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm-node.mjs';

const MAPS = ['standard', 'standard-1958', 'calhamer-1958', 'militarism-iii', 'cat'];
const ROUNDS = 150;

/** A small seeded generator (mulberry32): the same seed, the same breakages. @param {number} seed */
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** @template T @param {T[]} list @returns {T} */
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** Values of every kind and edge, for a broken part. @param {string[]} names real names of the map */
function oddValues(names) {
  return [0, -1, 1.5, 65535, 65536, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e300, NaN, Infinity, -Infinity,
    '', ' ', 'x', 'xyz/qq', '/', 'É'.repeat(40), '\u0000', null, undefined, true, false, {}, [], [0], [[]], { a: 1 },
    'army', 'fleet', 'leader', 'coast guard', 'spring', 'fall', 'winter', 'movement', 'retreat', 'adjustment', ...names];
}

/** Every place in a value where a part can be broken: [parent, key] pairs. @param {any} root */
function places(root) {
  /** @type {[any, string | number][]} */
  const out = [];
  const walk = (/** @type {any} */ v) => {
    if (Array.isArray(v)) v.forEach((x, i) => { out.push([v, i]); walk(x); });
    else if (v && typeof v === 'object') for (const k of Object.keys(v)) { out.push([v, k]); walk(v[k]); }
  };
  walk(root);
  return out;
}

/**
 * The value with one to three parts broken.
 * @param {any} value @param {ReturnType<typeof generator>} rng @param {any[]} odd
 */
function broken(value, rng, odd) {
  const root = { value: structuredClone(value) };
  const times = 1 + Math.floor(rng.next() * 3);
  const oddOne = () => structuredClone(rng.pick(odd));
  for (let n = 0; n < times; n++) {
    const spots = places(root);
    const [parent, key] = rng.pick(spots);
    const how = rng.next();
    if (how < 0.55) parent[key] = oddOne();
    else if (how < 0.7 && parent !== root) {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (how < 0.85 && Array.isArray(parent)) parent.push(structuredClone(parent[key]));
    else if (Array.isArray(parent[key])) parent[key].push(oddOne());
    else if (parent[key] && typeof parent[key] === 'object') parent[key][rng.pick(['x', 'number', 'aboard', 'units'])] = oddOne();
    else parent[key] = oddOne();
  }
  return root.value;
}

/**
 * Runs a call; it may answer or throw an Error with a message, never trap.
 * @param {string} what @param {() => unknown} call
 */
function answers(what, call) {
  try {
    call();
  } catch (e) {
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `${what} trapped (a panic in the wasm): ${e}`);
    assert.ok(e instanceof Error && typeof e.message === 'string' && e.message.length > 0, `${what} threw something that is not an Error with a message: ${e}`);
  }
}

/** A few phases of real play on a map: positions of each phase kind, with orders. @param {any} engine */
function realPlay(engine) {
  /** @type {{ state: any, orders: { power: string, text: string }[] }[]} */
  const seen = [];
  let state = engine.initialState();
  for (let i = 0; i < 6; i++) {
    /** @type {{ power: string, text: string }[]} */
    const orders = [];
    for (const unit of state.units) {
      const offered = engine.legalOrders(state, unit.region, undefined);
      const move = offered.find((/** @type {any} */ o) => o.kind === 'move') ?? offered[0];
      if (move) orders.push({ power: unit.power, text: move.text });
    }
    seen.push({ state, orders });
    const result = engine.adjudicate(state, state.phase === 'movement' ? orders : [], undefined);
    state = result.next;
  }
  return seen;
}

for (const mapId of MAPS) {
  test(`the ${mapId} engine answers broken positions, orders and rules without a trap`, async () => {
    const { mod, engine, mapText } = await loadEngine(mapId);
    const map = JSON.parse(mapText);
    const names = [...map.provinces.map((/** @type {any} */ p) => p.id), ...map.powers.map((/** @type {any} */ p) => p.id)];
    const odd = oddValues(names);
    const played = realPlay(engine);
    const good = played[0].state;
    const first = engine.adjudicate(played[0].state, played[0].orders, undefined);
    const rules = mod.defaultRules();
    const rng = generator(0x5eed + mapId.length);
    for (let round = 0; round < ROUNDS; round++) {
      const { state, orders } = rng.pick(played);
      const position = rng.next() < 0.6 ? broken(state, rng, odd) : state;
      const sheet = rng.next() < 0.5 ? broken(orders, rng, odd) : orders;
      const ruling = rng.next() < 0.3 ? broken(rules, rng, odd) : rules;
      const region = rng.next() < 0.7 ? rng.pick(names) : rng.pick(odd);
      const season = rng.next() < 0.7 ? rng.pick(['spring', 'fall', 'winter']) : rng.pick(odd);
      // A real order with one word changed, or two odd values.
      const words = String(rng.pick(orders)?.text ?? 'A Par H').split(' ');
      words[Math.floor(rng.next() * words.length)] = String(rng.pick(rng.next() < 0.5 ? names : odd));
      const text = rng.next() < 0.8 ? words.join(' ') : `${String(rng.pick(odd))} ${String(rng.pick(odd))}`;
      const power = rng.next() < 0.7 ? rng.pick([undefined, ...map.powers.map((/** @type {any} */ p) => p.id)]) : rng.pick(odd);
      const year = rng.pick([1901, 1902, 1910, 0, -5, 9999, 10000, 2 ** 31 - 1, NaN, 1.5]);
      const where = `${mapId}, round ${round}`;
      answers(`checkState (${where})`, () => engine.checkState(position));
      answers(`legalOrders (${where})`, () => engine.legalOrders(position, region, ruling));
      answers(`adjudicate (${where})`, () => engine.adjudicate(position, sheet, ruling));
      answers(`report (${where})`, () => engine.report(position, sheet, ruling));
      answers(`adjudicateWithReport (${where})`, () => engine.adjudicateWithReport(position, sheet, ruling));
      answers(`duties (${where})`, () => engine.duties(position, ruling));
      answers(`atSeason (${where})`, () => engine.atSeason(position, season, year));
      answers(`centresFollowUnits (${where})`, () => engine.centresFollowUnits(position));
      answers(`parseOrder (${where})`, () => engine.parseOrder(text, power, rng.next() < 0.3 ? undefined : position));
      answers(`doubledPowers (${where})`, () => engine.doubledPowers(year, ruling));
      answers(`yearName (${where})`, () => engine.yearName(year));
      const powers = map.powers.map((/** @type {any} */ p) => p.id);
      answers(`drawSharers (${where})`, () => engine.drawSharers(rng.next() < 0.8 ? broken(powers, rng, odd) : rng.pick(odd)));
      // The engine still answers good calls: nothing it holds was left half-changed.
      assert.deepEqual(engine.checkState(good), good, `the engine no longer reads a good position after ${where}`);
      assert.deepEqual(engine.adjudicate(played[0].state, played[0].orders, undefined), first, `the engine no longer adjudicates the same after ${where}`);
    }
  });
}

test('a broken map is refused with an Error, never a trap, and good maps still load after', async () => {
  const { mod, mapText } = await loadEngine('standard');
  const rng = generator(0x3a9);
  for (const mapId of MAPS) {
    const { mapText: text } = await loadEngine(mapId);
    const map = JSON.parse(text);
    const odd = oddValues([...map.provinces.map((/** @type {any} */ p) => p.id), ...map.powers.map((/** @type {any} */ p) => p.id)]);
    for (let round = 0; round < 60; round++) {
      const bad = broken(map, rng, odd);
      answers(`new Engine (${mapId}, round ${round})`, () => new mod.Engine(bad));
      answers(`Engine.forPlayers (${mapId}, round ${round})`, () => mod.Engine.forPlayers(bad, rng.pick([1, 2, 3, 7, 0, -1, 99])));
    }
  }
  assert.equal(new mod.Engine(JSON.parse(mapText)).mapInfo().powers.length, 7);
});

test("the gamesmaster's engine answers broken game files, sheets and options without a trap", async () => {
  const { engine, mapText } = await loadEngine('standard', { gm: true });
  const map = JSON.parse(mapText);
  const odd = oddValues([...map.provinces.map((/** @type {any} */ p) => p.id), ...map.powers.map((/** @type {any} */ p) => p.id)]);
  const sheet = { name: 'spring.txt', text: 'England: F Lon - Nth; F Edi - Nwg; A Lvp - Yor\nFrance: A Par - Bur\n> Paris: peace.\n' };
  const fresh = engine.gmNew({ map: 'standard' }, undefined);
  const expected = engine.gmPlay(fresh, [sheet], { force: true }).game;
  const played = JSON.parse(expected);
  const rng = generator(0x6a3);
  for (let round = 0; round < ROUNDS; round++) {
    const where = `round ${round}`;
    const file = rng.next() < 0.7 ? broken(played, rng, odd) : played;
    const sheets = rng.next() < 0.5 ? broken([sheet], rng, odd) : [sheet];
    const options = rng.next() < 0.3 ? broken({ force: true, unordered: false }, rng, odd) : { force: true };
    answers(`gmPlay (${where})`, () => engine.gmPlay(JSON.stringify(file) ?? 'null', sheets, options));
    answers(`gmPlay with a non-string file (${where})`, () => engine.gmPlay(file, sheets, options));
    answers(`gmNewPlayer (${where})`, () => engine.gmNewPlayer(JSON.stringify(file) ?? 'null', rng.pick(odd), rng.pick(odd)));
    answers(`gmProxy (${where})`, () => engine.gmProxy(JSON.stringify(file) ?? 'null', rng.pick(odd), rng.pick(['A Par', '3', ...odd]), rng.pick(odd)));
    answers(`gmPropose (${where})`, () => engine.gmPropose(JSON.stringify(file) ?? 'null', rng.pick(['draw france germany', 'ranked / /', ...odd]), rng.pick(odd)));
    answers(`gmNew (${where})`, () => engine.gmNew(broken({ map: 'standard', noPlayer: ['italy'], twoSeason: false }, rng, odd), undefined));
    assert.equal(engine.gmPlay(fresh, [sheet], { force: true }).game, expected, `the engine no longer plays the same after ${where}`);
  }
});
