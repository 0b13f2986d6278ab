// (a) The gzipped size of what the site's pages load, as served from dist/: the wasm, each page's
// script bundle (its modules and the wasm's JS glue inside: bundle.mjs), all of css/, the HTML
// pages, and the standard map's files. Prints figures; asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './wasm-node.mjs';
import { bundleEntries } from './bundle.mjs';

const WWW = path.join(ROOT, 'dist'); // the site as served (scripts/dist.mjs minifies www/)
const AIM = 250 * 1024;

function walk(dir, ext) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p, ext) : p.endsWith(ext) ? [p] : [];
  }).sort();
}

const groups = [
  ['engine', [path.join(WWW, 'pkg', 'graustark_bg.wasm')]],
  ['js', fs.existsSync(WWW) ? bundleEntries(WWW).sort() : []],
  ['css', walk(path.join(WWW, 'css'), '.css')],
  ['pages', fs.readdirSync(WWW).filter((f) => f.endsWith('.html')).sort().map((f) => path.join(WWW, f))],
  ['map', ['map.json', 'board.svg', 'layout.json'].map((f) => path.join(WWW, 'maps', 'standard', f))],
];

const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
let raw = 0, gz = 0;
console.log('Gzipped size of what the pages load (gzip level 6, what a web server typically sends; 1 KB = 1024 bytes)');
console.log(`  ${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzipped'.padStart(10)}`);
for (const [name, files] of groups) {
  let graw = 0, ggz = 0;
  for (const f of files) {
    const rel = path.relative(WWW, f);
    if (!fs.existsSync(f)) { console.log(`  ${rel.padEnd(44)} missing`); continue; }
    const data = fs.readFileSync(f);
    const z = zlib.gzipSync(data, { level: 6 }).length;
    graw += data.length; ggz += z;
    console.log(`  ${rel.padEnd(44)} ${kb(data.length)} ${kb(z)}`);
  }
  if (files.length > 1) console.log(`  ${`  ${name} (${files.length} files)`.padEnd(44)} ${kb(graw)} ${kb(ggz)}`);
  raw += graw; gz += ggz;
}
console.log(`  ${'TOTAL'.padEnd(44)} ${kb(raw)} ${kb(gz)}   (aim: under ${kb(AIM).trim()} gzipped: ${gz <= AIM ? 'within' : 'OVER'})`);
