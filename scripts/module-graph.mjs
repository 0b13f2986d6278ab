// A page's JavaScript modules as its HTML and their imports say, for measure-pages.mjs (what each
// page's own code weighs) and bundle.mjs (each page's scripts). Reads source text only:
// static imports (`import ... from`, `export ... from`, `import '...'`) and `import('...')` with
// a literal specifier, local ones (starting with '.'), comments stripped first.
import fs from 'node:fs';
import path from 'node:path';

/** Code with its comments removed, so JSDoc's `import('./types.js')` is not taken for a load. */
function code(/** @type {string} */ text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** A module's static and dynamic imports, as absolute paths. @param {string} file */
export function importsOf(file) {
  const text = code(fs.readFileSync(file, 'utf8'));
  const local = (/** @type {string} */ spec) => spec.startsWith('.') ? [path.resolve(path.dirname(file), spec)] : [];
  const stat = [...text.matchAll(/(?:^|[;\s}])(?:import|export)\b[^'"`;()]*?from\s*['"]([^'"]+)['"]|(?:^|[;\s}])import\s*['"]([^'"]+)['"]/g)]
    .flatMap((m) => local(m[1] ?? m[2]));
  const dyn = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].flatMap((m) => local(m[1]));
  return { stat, dyn };
}

/** The module scripts a page's HTML runs, as absolute paths. @param {string} html the page's file */
export function pageEntries(html) {
  const text = fs.readFileSync(html, 'utf8').replace(/<pre>[\s\S]*?<\/pre>/g, '');
  return [...text.matchAll(/<script type="module"[^>]*? src="([^"]+)"/g)].map((m) => path.join(path.dirname(html), m[1]));
}

/**
 * The modules reached from `entries` by static imports (each entry's own first, level by level,
 * so a small first script's modules come before the next one's), and those reached only
 * through `import()` (with their own imports).
 * @param {string[]} entries
 * @returns {{ start: string[], later: string[] }}
 */
export function moduleGraph(entries) {
  /** @type {Set<string>} */ const start = new Set();
  /** @type {Set<string>} */ const later = new Set();
  /** @type {string[]} */ const lazy = [];
  for (const entry of entries) {
    const todo = [entry];
    while (todo.length) {
      const f = /** @type {string} */ (todo.shift());
      if (start.has(f) || !fs.existsSync(f)) continue;
      start.add(f);
      const { stat, dyn } = importsOf(f);
      todo.push(...stat);
      lazy.push(...dyn);
    }
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
