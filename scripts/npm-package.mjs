// Completes the npm package that wasm-pack wrote (scripts/package.sh runs it): adds the Node
// entry (npm/node.js and its declarations), the board widget (www/js/board/ as board/) and its
// stylesheet (board.css), replaces the README with docs/embedding.md's section on the package, and
// rewrites package.json: which files ship, and which entry each caller gets ("exports": Node
// the Node entry, a browser or a bundler wasm-bindgen's web bindings). The maps (maps/) and the
// board's declarations (board/*.d.ts) are written by package.sh around this script.
//
//   node scripts/npm-package.mjs PACKAGE_DIR
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || !fs.existsSync(path.join(out, 'package.json'))) {
  console.error('usage: node scripts/npm-package.mjs PACKAGE_DIR (a folder wasm-pack built)');
  process.exit(1);
}

// The Node entry, and the board widget with its stylesheet.
for (const file of ['node.js', 'node.d.ts']) fs.copyFileSync(path.join(root, 'npm', file), path.join(out, file));
fs.rmSync(path.join(out, 'board'), { recursive: true, force: true });
fs.cpSync(path.join(root, 'www', 'js', 'board'), path.join(out, 'board'), { recursive: true });
fs.copyFileSync(path.join(root, 'www', 'css', 'board.css'), path.join(out, 'board.css'));
// The licence: wasm-pack copies the crate folder's, and the crate (crates/graustark-wasm) shares the repository's.
fs.copyFileSync(path.join(root, 'LICENSE'), path.join(out, 'LICENSE'));

// The README: the section "The npm package" of docs/embedding.md, under the package's name.
const readme = fs.readFileSync(path.join(root, 'docs', 'embedding.md'), 'utf8');
const section = readme.match(/^## The npm package\n([^]*?)(?=^## )/m);
if (!section) {
  console.error('docs/embedding.md has no section "## The npm package" followed by another "## " section');
  process.exit(1);
}
const built = JSON.parse(fs.readFileSync(path.join(out, 'package.json'), 'utf8'));
fs.writeFileSync(path.join(out, 'README.md'), `# graustark\n\n${built.description}.\n${section[1].trimEnd()}\n`);

// package.json: wasm-pack's name, version, description and licence, with the rest made here.
const pkg = {
  name: 'graustark', // the npm package's name (the crate is graustark-wasm)
  version: built.version,
  description: built.description,
  license: built.license,
  keywords: ['diplomacy', 'adjudicator', 'datc', 'wasm', 'board-game'],
  type: 'module',
  files: [
    'graustark.js', 'graustark.d.ts', 'graustark_bg.wasm', 'graustark_bg.wasm.d.ts',
    'node.js', 'node.d.ts', 'board/', 'board.css', 'maps/',
  ],
  main: './node.js',
  module: './graustark.js',
  types: './graustark.d.ts',
  exports: {
    '.': { node: { types: './node.d.ts', default: './node.js' }, types: './graustark.d.ts', default: './graustark.js' },
    './board': { types: './board/board.d.ts', default: './board/board.js' },
    './board/*': './board/*',
    './board.css': './board.css',
    './maps/*': './maps/*',
    './graustark_bg.wasm': './graustark_bg.wasm',
    './package.json': './package.json',
  },
  // The Node entry loads the wasm on import; the rest has no side effects.
  sideEffects: ['./node.js', './snippets/*'],
  engines: { node: '>=18' },
};
fs.writeFileSync(path.join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
console.log(`    ${path.relative(root, out) || out}: package.json, README.md, node.js, board/, board.css`);
