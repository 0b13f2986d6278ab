// What each page's own code weighs: the HTML, its stylesheets and the JS modules it loads at
// start (its module graph, static imports only), each file gzipped alone (level 6, as a web
// server sends it). Modules reached only by `import()` are listed apart: a page fetches them
// when it needs them. The engine (wasm and glue) and the maps are left out; measure-size.mjs
// counts them. Prints figures; asserts nothing.
//
//   node scripts/measure-pages.mjs [SITE-DIR]     (default: this checkout's dist/, as served;
//                                                 www/ gives the sources' weight)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const WWW = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const PAGES = ['game.html', 'sandbox.html', 'embed.html', 'gm.html'];

const gz = (/** @type {string} */ file) => zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;

/** Code with its comments removed, so JSDoc's `import('./types.js')` is not taken for a load. */
function code(/** @type {string} */ text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** A module's static and dynamic imports, as absolute paths of files under WWW. */
function importsOf(/** @type {string} */ file) {
  const text = code(fs.readFileSync(file, 'utf8'));
  const local = (/** @type {string} */ spec) => spec.startsWith('.') ? [path.resolve(path.dirname(file), spec)] : [];
  const stat = [...text.matchAll(/(?:^|[;\s}])(?:import|export)\b[^'"`;()]*?from\s*['"]([^'"]+)['"]|(?:^|[;\s}])import\s*['"]([^'"]+)['"]/g)]
    .flatMap((m) => local(m[1] ?? m[2]));
  const dyn = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].flatMap((m) => local(m[1]));
  return { stat, dyn };
}

/** The page's start files and the files it may fetch later, each set closed under static imports. */
function pageFiles(/** @type {string} */ page) {
  const html = path.join(WWW, page);
  const text = fs.readFileSync(html, 'utf8').replace(/<pre>[\s\S]*?<\/pre>/g, '');
  const start = new Set([html]);
  const later = new Set();
  /** @type {string[]} */ const todo = [];
  for (const m of text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) start.add(path.join(WWW, m[1]));
  for (const m of text.matchAll(/<script type="module" src="([^"]+)"/g)) todo.push(path.join(WWW, m[1]));
  /** @type {string[]} */ const lazy = [];
  while (todo.length) {
    const f = /** @type {string} */ (todo.pop());
    if (start.has(f) || !fs.existsSync(f)) continue;
    start.add(f);
    const { stat, dyn } = importsOf(f);
    todo.push(...stat);
    lazy.push(...dyn);
  }
  while (lazy.length) {
    const f = /** @type {string} */ (lazy.pop());
    if (start.has(f) || later.has(f) || !fs.existsSync(f)) continue;
    later.add(f);
    const { stat, dyn } = importsOf(f);
    lazy.push(...stat, ...dyn);
  }
  return { start: [...start], later: [...later] };
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const ours = (/** @type {string} */ f) => !path.relative(WWW, f).startsWith('pkg');
console.log(`The site's own code per page (${WWW}), each file gzipped alone`);
for (const page of PAGES) {
  const { start, later } = pageFiles(page);
  const sum = (/** @type {string[]} */ fs_) => fs_.filter(ours).reduce((t, f) => t + gz(f), 0);
  console.log(`  ${page.padEnd(13)} at start ${kb(sum(start)).padStart(9)} (${start.filter(ours).length} files)`
    + `   on demand ${kb(sum(later)).padStart(8)} (${later.length} files)`);
}
