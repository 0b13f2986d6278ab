// Writes the site as it is served: a copy of www/ with every JavaScript and CSS file minified on
// its own by esbuild (comments and whitespace out, local names shortened; modules stay modules
// and keep their exported names, so no page changes and no bundle is made). The sources keep
// their doc comments, which the type-check reads; what a tablet downloads is a third smaller.
// Left out: the Node tests (test/), TypeScript declarations (*.d.ts) and hidden files.
// Each page's head is given a modulepreload for every module its scripts import (its static
// module graph, module-graph.mjs), so the browser asks for them all at once instead of a level
// of imports per round trip.
//
// The new copy is written beside the old one and swapped in whole, so a server answering
// during a build sends one build or the other, never a mix.
//
//   node scripts/dist.mjs [from] [to]      (default: www/ to dist/)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { moduleGraph, pageEntries } from './module-graph.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.resolve(process.argv[2] ?? path.join(ROOT, 'www'));
const to = path.resolve(process.argv[3] ?? path.join(ROOT, 'dist'));

/** Whether a path under www/ (with '/' separators) belongs to the served site. */
const served = (/** @type {string} */ rel) => !rel.split('/').some((p) => p.startsWith('.'))
  && rel !== 'test' && !rel.startsWith('test/') && !rel.endsWith('.d.ts') && !rel.endsWith('~');

const LOADERS = /** @type {const} */ ({ '.js': 'js', '.mjs': 'js', '.css': 'css' });

/** Copies `dir` (relative to `from`) into `out`, minifying as it goes; returns [files, raw bytes in, bytes out]. */
async function copy(/** @type {string} */ out, rel = '') {
  let files = 0, before = 0, after = 0;
  for (const entry of fs.readdirSync(path.join(from, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${entry.name}` : entry.name;
    if (!served(r)) continue;
    const src = path.join(from, r), dst = path.join(out, r);
    if (entry.isDirectory()) {
      fs.mkdirSync(dst, { recursive: true });
      const [f, b, a] = await copy(out, r);
      files += f; before += b; after += a;
      continue;
    }
    const data = fs.readFileSync(src);
    const loader = LOADERS[/** @type {keyof typeof LOADERS} */ (path.extname(r))];
    let written = data;
    if (loader) {
      try {
        // sw.js is a classic worker script, whose top-level names stay; every other script is a module.
        const format = loader === 'js' && r !== 'sw.js' ? 'esm' : undefined;
        const result = await transform(data.toString('utf8'), { loader, format, minify: true, legalComments: 'none', charset: 'utf8' });
        written = Buffer.from(result.code);
      } catch (err) {
        throw new Error(`cannot minify www/${r}: ${err instanceof Error ? err.message : err}`);
      }
    }
    fs.writeFileSync(dst, written);
    files++; before += data.length; after += written.length;
  }
  return [files, before, after];
}

/**
 * Adds to a served page's head a modulepreload for each module of its static graph (read from
 * the sources), its own scripts first, that it does not preload already: the preload scanner may
 * come to a script at the end of the body late. @param {string} out the new copy
 * @param {string} page the page's file name
 */
function preloadModules(out, page) {
  const file = path.join(out, page);
  const html = fs.readFileSync(file, 'utf8');
  const entries = pageEntries(path.join(from, page));
  const listed = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));
  const links = moduleGraph(entries).start
    .map((f) => path.relative(from, f).split(path.sep).join('/'))
    .filter((href) => !listed.has(href))
    .map((href) => `<link rel="modulepreload" href="${href}">`);
  if (links.length) fs.writeFileSync(file, html.replace('</head>', `${links.join('\n')}\n</head>`));
  return links.length;
}

const fresh = `${to}.new`, old = `${to}.old`;
fs.rmSync(fresh, { recursive: true, force: true });
fs.mkdirSync(fresh, { recursive: true });
const [files, before, after] = await copy(fresh);
let preloads = 0;
for (const page of fs.readdirSync(fresh).filter((f) => f.endsWith('.html'))) preloads += preloadModules(fresh, page);
fs.rmSync(old, { recursive: true, force: true });
if (fs.existsSync(to)) fs.renameSync(to, old);
fs.renameSync(fresh, to);
fs.rmSync(old, { recursive: true, force: true });
console.log(`    ${path.relative(ROOT, to) || to}: ${files} files, ${before} bytes in www/, ${after} served; ${preloads} modulepreloads added to the pages`);
