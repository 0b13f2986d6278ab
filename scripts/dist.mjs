// Writes the site as it is served: a copy of www/ with every JavaScript and CSS file minified on
// its own by esbuild (comments and whitespace out, local names shortened; modules stay modules
// and keep their exported names). The sources keep
// their doc comments, which the type-check reads; what a tablet downloads is a third smaller.
// Left out: the Node tests (test/), TypeScript declarations (*.d.ts) and hidden files.
// Each page's script is then bundled with everything it imports (bundle.mjs): one file, one
// request, smaller once gzipped; the page's head preloads it.
//
// The new copy is written beside the old one and swapped in whole, so a server answering
// during a build sends one build or the other, never a mix.
//
//   node scripts/dist.mjs [from] [to]      (default: www/ to dist/)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { bundlePages } from './bundle.mjs';

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

const fresh = `${to}.new`, old = `${to}.old`;
fs.rmSync(fresh, { recursive: true, force: true });
fs.mkdirSync(fresh, { recursive: true });
const [files, before, after] = await copy(fresh);
const bundled = await bundlePages(from, fresh);
fs.rmSync(old, { recursive: true, force: true });
if (fs.existsSync(to)) fs.renameSync(to, old);
fs.renameSync(fresh, to);
fs.rmSync(old, { recursive: true, force: true });
console.log(`    ${path.relative(ROOT, to) || to}: ${files} files, ${before} bytes in www/, ${after} served; the pages' scripts bundled (${bundled} bytes)`);
