// Each page's script as one file, for the site as served (dist.mjs): esbuild bundles the module a
// page runs (and the board element's public entry, js/graustark-board.js) with everything it
// imports, minified, and writes the bundle where the entry was. One file compresses better than
// forty (measured on game.html: 60 KB of JavaScript gzipped as modules, 45 KB as one bundle),
// is one request instead of forty, and leaves the page no modulepreload list to parse.
//
// Two things keep their meaning inside a bundle:
// - `import.meta.url` still names the module it is written in (it becomes that module's
//   address, worked out from the bundle's), so `new URL('../maps/…', import.meta.url)` and the
//   wasm's bindings find their files as before;
// - the gamesmaster's engine (pkg-gm/), loaded on demand with `import()`, stays a file of its
//   own, its address rewritten to be relative to the bundle.
// The modules stay in dist/ as well, each minified on its own, for anything that imports one.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { pageEntries } from './module-graph.mjs';

/** A relative module address with '/' separators, starting with '.' when it must. */
const relative = (/** @type {string} */ from, /** @type {string} */ to) => {
  const rel = path.relative(from, to).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/**
 * The plugin that keeps `import.meta.url` and on-demand imports right in a bundle written to `dir`.
 * @param {string} dir the folder the bundle is written to, in the sources
 * @returns {import('esbuild').Plugin}
 */
function keepAddresses(dir) {
  return {
    name: 'keep-addresses',
    setup(b) {
      b.onLoad({ filter: /\.js$/ }, async (args) => {
        const text = await fs.promises.readFile(args.path, 'utf8');
        const own = `new URL(${JSON.stringify(relative(dir, args.path))}, import.meta.url).href`;
        return { contents: text.includes('import.meta.url') ? text.replaceAll('import.meta.url', own) : text, loader: 'js' };
      });
      b.onResolve({ filter: /\/pkg-gm\/graustark\.js$/ }, (args) => ({
        path: relative(dir, path.resolve(args.resolveDir, args.path)), external: true,
      }));
    },
  };
}

/**
 * The entry modules to bundle: every page's module scripts, and the board element's.
 * @param {string} from the site's sources (www/)
 */
export function bundleEntries(from) {
  const pages = fs.readdirSync(from).filter((f) => f.endsWith('.html')).map((f) => path.join(from, f));
  const element = path.join(from, 'js', 'graustark-board.js');
  return [...new Set([...pages.flatMap(pageEntries), ...(fs.existsSync(element) ? [element] : [])])];
}

/**
 * Writes each entry's bundle into `out` at the entry's own path, and gives each page of `out`
 * a modulepreload for its scripts only (its modules are inside them). Returns the bundles' bytes.
 * @param {string} from the site's sources (www/)
 * @param {string} out the site as served, being written (every file already copied)
 */
export async function bundlePages(from, out) {
  let bytes = 0;
  for (const entry of bundleEntries(from)) {
    const rel = path.relative(from, entry);
    let result;
    try {
      result = await build({
        entryPoints: [entry], bundle: true, format: 'esm', minify: true, write: false,
        legalComments: 'none', charset: 'utf8', logLevel: 'silent', plugins: [keepAddresses(path.dirname(entry))],
      });
    } catch (err) {
      throw new Error(`cannot bundle www/${rel}: ${err instanceof Error ? err.message : err}`);
    }
    fs.writeFileSync(path.join(out, rel), result.outputFiles[0].contents);
    bytes += result.outputFiles[0].contents.length;
  }
  for (const page of fs.readdirSync(out).filter((f) => f.endsWith('.html'))) {
    const file = path.join(out, page);
    const scripts = pageEntries(path.join(from, page)).map((e) => relative(from, e).replace(/^\.\//, ''));
    const links = scripts.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n');
    const html = fs.readFileSync(file, 'utf8').replace(/<link rel="modulepreload" href="[^"]+">\n?/g, '');
    fs.writeFileSync(file, links ? html.replace('</head>', `${links}\n</head>`) : html);
  }
  return bytes;
}
