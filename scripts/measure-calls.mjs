// The time of the engine calls the site makes in a turn, per call, in Node: for one or more
// builds of the wasm package, run alternately in one process (machines drift, so builds are
// only compared within one run). Prints figures; asserts nothing.
//
//   node scripts/measure-calls.mjs [PKG_DIR ...]      (default: www/pkg; ROUNDS=5, REPS=200)
//
// A turn is what a player's tapping and the table's adjudication ask of the engine on the
// standard board in Spring 1901: the duties, every unit's legal orders (a tap each), the
// orders adjudicated, the next position checked; the map's loading (`new Engine`, with the
// JSON.parse the site does first when the engine takes the parsed map) and mapInfo apart.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './wasm-node.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const REPS = Number(process.env.REPS ?? 200);
const dirs = process.argv.slice(2).length ? process.argv.slice(2) : [path.join(ROOT, 'www', 'pkg')];
const mapText = fs.readFileSync(path.join(ROOT, 'maps', 'standard', 'map.json'), 'utf8');

/** A build: its module, and how it takes the map (parsed, or only as text: older builds). */
async function load(dir) {
  const js = path.resolve(dir, 'graustark.js');
  if (!fs.existsSync(js)) throw new Error(`${js} is missing (build the package first)`);
  // A query string makes each directory its own module instance even for equal paths.
  const mod = await import(`${pathToFileURL(js).href}?${encodeURIComponent(dir)}`);
  mod.initSync({ module: fs.readFileSync(path.resolve(dir, 'graustark_bg.wasm')) });
  let parsed = true;
  try {
    new mod.Engine(JSON.parse(mapText)).free();
  } catch {
    parsed = false;
  }
  const newEngine = () => new mod.Engine(parsed ? JSON.parse(mapText) : mapText);
  return { dir, mod, newEngine, parsed, engine: newEngine() };
}

const builds = [];
for (const dir of dirs) builds.push(await load(dir));

// The turn's position and orders: the opening, each unit given one of its legal orders
// (spread over the kinds: moves, supports, holds), the same for every build.
const first = builds[0].engine;
const state = first.initialState();
const regions = state.units.map((u) => u.region);
const orders = regions.map((region, i) => {
  const legal = first.legalOrders(state, region);
  return { power: legal[0].power, text: legal[(i * 7) % legal.length].text };
});

/** The calls of one turn, each timed apart. */
const calls = {
  duties: (e) => e.duties(state),
  [`legalOrders ×${regions.length}`]: (e) => { for (const r of regions) e.legalOrders(state, r); },
  [`adjudicate (${orders.length} orders)`]: (e) => e.adjudicate(state, orders),
  checkState: (e) => e.checkState(state),
  mapInfo: (e) => e.mapInfo(),
};
const turnCalls = Object.keys(calls).filter((k) => k !== 'mapInfo');

/** Median of a list of numbers. */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** µs per call of `fn` on `engine`, the median of ROUNDS batches of REPS calls. */
function time(fn, engine) {
  const batches = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t = performance.now();
    for (let i = 0; i < REPS; i++) fn(engine);
    batches.push(((performance.now() - t) * 1000) / REPS);
  }
  return median(batches);
}

// Warm-up (the JIT tiers the wasm up), then the builds alternately, call by call.
for (const b of builds) for (const fn of Object.values(calls)) for (let i = 0; i < 50; i++) fn(b.engine);
/** @type {Record<string, number[]>[]} per build, per call, the medians of the alternations */
const results = builds.map(() => ({}));
const ALTERNATIONS = 3;
for (let a = 0; a < ALTERNATIONS; a++) {
  for (const [name, fn] of Object.entries(calls)) {
    builds.forEach((b, i) => (results[i][name] ??= []).push(time(fn, b.engine)));
  }
  builds.forEach((b, i) => {
    const t = performance.now();
    for (let k = 0; k < 20; k++) b.newEngine().free();
    (results[i]['new Engine (map load)'] ??= []).push(((performance.now() - t) * 1000) / 20);
  });
}

const names = Object.keys(results[0]);
const label = (b) => `${path.relative(ROOT, path.resolve(b.dir)) || b.dir}${b.parsed ? '' : ' (map as text)'}`;
console.log(`Engine calls per turn in Node ${process.version}: µs per call, median of ${ROUNDS}×${REPS} calls, ${ALTERNATIONS} alternations`);
builds.forEach((b, i) => console.log(`  [${i + 1}] ${label(b)}: wasm ${fs.statSync(path.resolve(b.dir, 'graustark_bg.wasm')).size} bytes`));
const pad = Math.max(...names.map((n) => n.length), 'turn (all but mapInfo)'.length) + 2;
console.log(`  ${''.padEnd(pad)}${builds.map((_, i) => `[${i + 1}]`.padStart(10)).join('')}${builds.length > 1 ? builds.slice(1).map((_, i) => `[${i + 2}]/[1]`.padStart(10)).join('') : ''}`);
const row = (name, values) => {
  const ratios = values.slice(1).map((v) => (v / values[0]).toFixed(2).padStart(10)).join('');
  console.log(`  ${name.padEnd(pad)}${values.map((v) => v.toFixed(1).padStart(10)).join('')}${ratios}`);
};
for (const name of names) row(name, results.map((r) => median(r[name])));
row('turn (all but mapInfo)', results.map((r) => turnCalls.reduce((sum, n) => sum + median(r[n]), 0)));
