// The site's build copies the maps its pages can read (scripts/copy-maps.mjs): a map whose
// `requires` names a core feature the site's wasm is built without (Das Dippyspiel's "world")
// is left out of www/maps and its index, and the build says so; the others are copied as they are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

test('a map needing a feature the site lacks is left out, and said so', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-maps-'));
  const maps = path.join(dir, 'maps');
  const site = path.join(dir, 'site');
  for (const [id, extra] of [['plain', {}], ['world', { requires: 'world' }]]) {
    fs.mkdirSync(path.join(maps, id), { recursive: true });
    fs.writeFileSync(path.join(maps, id, 'map.json'), JSON.stringify({ id, name: `Board ${id}`, ...extra, powers: [], provinces: [] }));
  }
  const said = execFileSync('node', [path.join(root, 'scripts', 'copy-maps.mjs'), maps, site], { encoding: 'utf8' });
  const index = JSON.parse(fs.readFileSync(path.join(site, 'index.json'), 'utf8'));
  assert.deepEqual(index.map((m) => m.id), ['plain']);
  assert.ok(!fs.existsSync(path.join(site, 'world')), 'nothing of it is copied');
  assert.match(said, /left out: world \(needs the core's feature "world", which the site's wasm leaves out\)/);
  fs.rmSync(dir, { recursive: true, force: true });
});
