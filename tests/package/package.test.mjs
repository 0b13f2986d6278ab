// The npm package as a user gets it: `npm pack` of what scripts/package.sh built, installed from
// the tarball into an empty folder, then used from there: a Node script that adjudicates, the
// README's two examples as written (the package's README is docs/embedding.md's section on it;
// the Node script's output compared with the README's, the page opened in headless Chromium),
// and a TypeScript caller checked against the declarations.
//
//   bash scripts/package.sh && node --test tests/package/
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from '../browser/browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PACKAGE = path.resolve(ROOT, process.env.CARGO_TARGET_DIR ?? 'target', 'npm', 'graustark');
const TSC = path.join(ROOT, 'tests', 'browser', 'node_modules', '.bin', 'tsc');

/** The empty folder the tarball is installed into, and what `npm pack` said it packed. */
let app = '';
/** @type {{ filename: string, size: number, files: { path: string }[] }} */
let packed;

/** Runs a command; its standard output, or an error with its standard error. */
function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: e });
  }
}

/** The code blocks of docs/embedding.md's section on the package (its README), in order, by their language. */
function readmeBlocks(lang) {
  const readme = fs.readFileSync(path.join(ROOT, 'docs', 'embedding.md'), 'utf8');
  const section = readme.match(/^## The npm package\n([^]*?)(?=^## )/m)?.[1] ?? '';
  return [...section.matchAll(/^```(\w+)\n([^]*?)^```$/gm)].filter((m) => m[1] === lang).map((m) => m[2]);
}

before(() => {
  assert.ok(fs.existsSync(path.join(PACKAGE, 'package.json')), `${PACKAGE} is missing: run bash scripts/package.sh`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'graustark-npm-'));
  [packed] = JSON.parse(run('npm', ['pack', PACKAGE, '--json', '--pack-destination', tmp], tmp));
  app = path.join(tmp, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  // A local tarball with no dependencies: nothing to ask a registry.
  run('npm', ['install', path.join(tmp, packed.filename), '--offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
});

after(() => {
  if (app) fs.rmSync(path.dirname(app), { recursive: true, force: true });
});

test('the tarball holds the wasm, its bindings and declarations, the Node entry, the board widget and the maps', () => {
  const files = new Set(packed.files.map((f) => f.path));
  for (const file of [
    'package.json', 'README.md', 'LICENSE', 'graustark_bg.wasm', 'graustark.js', 'graustark.d.ts', 'node.js', 'node.d.ts',
    'board/board.js', 'board/board.d.ts', 'board/types.d.ts', 'board.css', 'maps/index.json',
    'maps/standard/map.json', 'maps/standard/board.svg', 'maps/standard/layout.json',
  ]) assert.ok(files.has(file), `${file} is not in the tarball`);
  const widget = fs.readdirSync(path.join(ROOT, 'www', 'js', 'board'));
  for (const file of widget) assert.ok(files.has(`board/${file}`), `board/${file} is not in the tarball`);
  assert.ok(![...files].some((f) => f.endsWith('.png')), 'the map previews stay out');
  // The art whole, as maps/ has it, not as the site serves it (each border once): a program may draw it itself.
  const art = fs.readFileSync(path.join(app, 'node_modules', 'graustark', 'maps', 'standard', 'board.svg'), 'utf8');
  assert.equal(art, fs.readFileSync(path.join(ROOT, 'maps', 'standard', 'board.svg'), 'utf8'), 'the standard art as drawn');
  const pkg = JSON.parse(fs.readFileSync(path.join(app, 'node_modules', 'graustark', 'package.json'), 'utf8'));
  assert.equal(pkg.name, 'graustark');
  assert.equal(pkg.dependencies, undefined, 'the package depends on nothing');
  // Every type the engine's calls take and return is declared.
  const types = fs.readFileSync(path.join(app, 'node_modules', 'graustark', 'graustark.d.ts'), 'utf8');
  for (const type of ['State', 'Unit', 'OrderText', 'OrderView', 'OrderResult', 'PhaseView', 'MapInfo', 'Rules', 'Duties', 'GmPlayed']) {
    assert.match(types, new RegExp(`export (interface|type) ${type}\\b`), `${type} is not declared`);
  }
});

test('a Node script in an empty folder imports the installed package and adjudicates a bounce', () => {
  fs.writeFileSync(path.join(app, 'bounce.mjs'), `
    import init, { Engine, loadEngine, listMaps, readMapFile, presetRules, ruleOptions } from 'graustark';
    await init(); // already loaded: code written for the browser runs unchanged
    const engine = loadEngine();
    const phase = engine.adjudicate(engine.initialState(), [
      { power: 'france', text: 'A Par - Bur' },
      { power: 'germany', text: 'A Mun - Bur' },
    ], presetRules('rulebook-1971'));
    const own = new Engine(readMapFile('standard'));
    let refused = '';
    try { readMapFile('../../package.json'); } catch (e) { refused = e.message; }
    console.log(JSON.stringify({
      orders: phase.orders.map((o) => [o.text, o.success, o.reason]),
      standoffs: phase.standoffs,
      next: [phase.next.season, phase.next.year, phase.next.units.length],
      maps: listMaps().map((m) => m.id),
      ownMap: own.mapInfo().name,
      sixPlayers: loadEngine('standard-1958', { players: 6 }).mapInfo().powers.length,
      gm: typeof engine.gmPlay,
      selfCut: ruleOptions().find((o) => o.name === 'self_cut'),
      refused,
    }));
  `);
  const out = JSON.parse(run(process.execPath, ['bounce.mjs'], app));
  assert.deepEqual(out.orders, [
    ['A Par - Bur', false, 'bounced with A Mun'],
    ['A Mun - Bur', false, 'bounced with A Par'],
  ]);
  assert.deepEqual(out.standoffs, ['bur']);
  assert.deepEqual(out.next, ['fall', 1901, 22]);
  assert.ok(out.maps.includes('standard') && out.maps.includes('cat'), out.maps.join());
  assert.equal(out.ownMap, 'Standard Diplomacy');
  assert.equal(out.sixPlayers, 6, 'a smaller game of a map the package carries');
  assert.equal(out.gm, 'function', 'the package carries the gamesmaster\'s calls');
  // The package carries the options' descriptions (feature rule-texts), which the pages' wasm leaves out.
  assert.equal(out.selfCut.summary, 'Does attacking my own supporting unit cut its support?');
  assert.deepEqual(out.selfCut.choices.map((c) => c.summary), ['no', 'yes, as the rulebook read literally allows']);
  assert.match(out.refused, /no map '\.\.\/\.\.\/package\.json' in the package/);
});

/** The snippet of the hosts' page (www/embed.html) named `name`, as the page shows it. */
function hostsSnippet(name) {
  const page = fs.readFileSync(path.join(ROOT, 'www', 'embed.html'), 'utf8');
  const code = page.match(new RegExp(`<code data-snippet="${name}">([^]*?)</code>`))?.[1] ?? '';
  return code.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

test("the README's Node example prints what the README says it prints, and the hosts' page shows it as it is", () => {
  const [script] = readmeBlocks('js');
  const [printed] = readmeBlocks('text');
  assert.ok(script && printed, 'docs/embedding.md shows a Node script and what it prints');
  assert.equal(`${hostsSnippet('npm-node')}\n`, script, "embed.html's npm snippet is the README's, which this test runs");
  fs.writeFileSync(path.join(app, 'research.mjs'), script);
  assert.equal(run(process.execPath, ['research.mjs'], app), printed);
});

test('the declarations type-check a caller, in Node and in a bundler', () => {
  assert.ok(fs.existsSync(TSC), `${TSC} is missing: run bash scripts/setup.sh --package`);
  const caller = `
    import init, { Engine, presetRules, type PhaseView, type OrderResult, type State } from 'graustark';
    import { createBoard, type BoardConfig } from 'graustark/board';
    export async function bounce(mapText: string): Promise<boolean[]> {
      await init();
      const engine = new Engine(mapText);
      const state: State = engine.initialState();
      const phase: PhaseView = engine.adjudicate(state, [{ power: 'france', text: 'A Par - Bur' }], presetRules('datc-2023'));
      // @ts-expect-error: the declarations are real types, not any
      phase.orders[0].nonsense;
      return phase.orders.map((o: OrderResult) => o.success);
    }
    export function draw(element: HTMLElement, config: BoardConfig) {
      // @ts-expect-error: createBoard needs an element
      createBoard('board');
      return createBoard(element, config).fit;
    }
  `;
  fs.writeFileSync(path.join(app, 'caller.ts'), caller);
  // Node's resolution takes the "node" entry (node.d.ts) and can use its own calls.
  fs.writeFileSync(path.join(app, 'node-caller.ts'), `
    import { loadEngine, listMaps, readMapFile, type MapListing } from 'graustark';
    const maps: MapListing[] = listMaps();
    export const units: number = loadEngine(maps[0].id, { players: 7 }).initialState().units.length;
    export const art: string = readMapFile('standard', 'board.svg');
    // @ts-expect-error: a map's files are named
    readMapFile('standard', 'preview.png');
  `);
  // wasm-bindgen declares Engine disposable (Symbol.dispose): a caller's lib names it, or skipLibCheck.
  const common = ['--noEmit', '--strict', '--target', 'es2022', '--lib', 'es2023,dom,esnext.disposable'];
  run(TSC, [...common, '--module', 'nodenext', '--moduleResolution', 'nodenext', 'caller.ts', 'node-caller.ts'], app);
  run(TSC, [...common, '--module', 'esnext', '--moduleResolution', 'bundler', 'caller.ts'], app);
});

test("the README's browser example adjudicates and draws the board in Chromium", async () => {
  const [page] = readmeBlocks('html');
  assert.ok(page, 'docs/embedding.md shows a page');
  fs.writeFileSync(path.join(app, 'index.html'), page);
  fs.writeFileSync(path.join(app, 'favicon.ico'), ''); // the browser asks for one
  const server = await startServer({ root: app, port: 0 });
  const browser = await launchBrowser();
  try {
    const tab = await browser.newPage();
    const origin = new URL(server.url).origin;
    /** @type {string[]} */ const problems = [];
    tab.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`); });
    tab.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    tab.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
    await tab.route('**/*', (route) => (new URL(route.request().url()).origin === origin
      ? route.continue() : (problems.push(`left the origin: ${route.request().url()}`), route.abort())));
    await tab.goto(server.url);
    await tab.waitForFunction(() => document.querySelectorAll('#board .gk-order').length === 3, null, { timeout: 15000 })
      .catch((e) => { throw new Error(`the board never showed the three orders: ${problems.join('; ') || e.message}`); });
    assert.equal(await tab.locator('#board .gk-unit').count(), 22);
    assert.equal(await tab.locator('#board .gk-order.gk-failed').count(), 2, 'the two moves to Burgundy bounce');
    assert.equal(await tab.locator('#board .gk-order.gk-succeeded').count(), 1);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    await server.close();
  }
});
