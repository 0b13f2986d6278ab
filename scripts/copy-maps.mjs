// Copies every map under maps/ into the site (www/maps/<id>/) and writes www/maps/index.json,
// so a page can offer a choice of map. A map is any folder of maps/ with a map.json; its id is
// the folder name. The site needs the rules (map.json) and the art (board.svg, layout.json);
// other files (previews, build inputs) stay out. Maps are data: a new folder needs no change here.
// A board.svg is copied with each border written once, not three times (compact-art.mjs: the
// border lines left to be drawn from the areas, the areas as rings of shared arcs), where the
// widget draws it back the same.
// A map without its own drawing names the folder whose drawing it uses in map.json's "art"
// (maps/standard-1958 is the standard board under other rules): its board.svg and layout.json
// are copied from there. The index lists the standard map first (pages open the first map by
// default), then the others by folder name, each with its rules preset and numbers of players,
// so a page can offer it before loading it.
// A map whose "requires" names a feature of the core that the site's wasm is built without
// (Das Dippyspiel's "world": maps/README.md) is left out, and said so: no page could read it.
//
//   node scripts/copy-maps.mjs [mapsDir] [siteMapsDir] [--whole-art]   (--whole-art: board.svg as it is)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactArt } from './compact-art.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((a) => a !== '--whole-art');
/** Whether each board.svg is copied as it is: the npm package's maps, which a program may draw itself. */
const wholeArt = process.argv.includes('--whole-art');
const from = path.resolve(args[0] ?? path.join(root, 'maps'));
const to = path.resolve(args[1] ?? path.join(root, 'www', 'maps'));
const SITE_FILES = ['map.json', 'board.svg', 'layout.json'];
/** The core's features the site's wasm is built with (scripts/build.sh): none of a map's `requires`. */
const SITE_FEATURES = [];

const DEFAULT_MAP = 'standard';
const byDefaultThenName = (a, b) => (b.name === DEFAULT_MAP) - (a.name === DEFAULT_MAP) || a.name.localeCompare(b.name);
const maps = [];
/** The maps left out, with why. */
const left = [];
for (const entry of fs.readdirSync(from, { withFileTypes: true }).sort(byDefaultThenName)) {
  const dir = path.join(from, entry.name);
  if (!entry.isDirectory() || !fs.existsSync(path.join(dir, 'map.json'))) continue;
  let data;
  try {
    data = JSON.parse(fs.readFileSync(path.join(dir, 'map.json'), 'utf8'));
  } catch (e) {
    console.error(`maps/${entry.name}/map.json is not valid JSON: ${e.message}`);
    process.exit(1);
  }
  if (typeof data.requires === 'string' && !SITE_FEATURES.includes(data.requires)) {
    left.push(`${entry.name} (needs the core's feature "${data.requires}", which the site's wasm leaves out)`);
    continue;
  }
  const art = typeof data.art === 'string' ? path.join(from, data.art) : dir;
  if (!fs.existsSync(art)) {
    console.error(`maps/${entry.name}/map.json: its "art" folder maps/${data.art} does not exist`);
    process.exit(1);
  }
  // Each file the site needs, from the map's own folder, or for the drawing from its "art" folder.
  const files = SITE_FILES.map((f) => [f, fs.existsSync(path.join(dir, f)) ? dir : art])
    .filter(([f, src]) => fs.existsSync(path.join(src, f)))
    .map(([f, src]) => ({ name: f, src: path.join(src, f) }));
  // What a page lists before it loads the map: its rules preset and its numbers of players (the
  // whole map's powers and each smaller game of `player_counts`); the engine checks them on load.
  const whole = Array.isArray(data.powers) ? data.powers.length : 0;
  const players = [whole, ...Object.keys(data.player_counts ?? {}).map(Number)].filter((n) => n > 0).sort((a, b) => a - b);
  maps.push({ id: entry.name, name: typeof data.name === 'string' ? data.name : entry.name, preset: typeof data.preset === 'string' ? data.preset : null, players, files });
}

// Rebuild the folder from scratch so a removed map or file does not linger.
fs.rmSync(to, { recursive: true, force: true });
/** The maps whose art is served compacted, with what was. */
const compacted = [];
for (const m of maps) {
  fs.mkdirSync(path.join(to, m.id), { recursive: true });
  for (const f of m.files) {
    const dest = path.join(to, m.id, f.name);
    if (f.name !== 'board.svg' || wholeArt) {
      fs.copyFileSync(f.src, dest);
      continue;
    }
    const { text, groups, arcs } = compactArt(fs.readFileSync(f.src, 'utf8'));
    fs.writeFileSync(dest, text);
    const parts = [...(groups.length ? [`lines: ${groups.join(', ')}`] : []), ...(arcs ? [`areas: ${arcs} arcs`] : [])];
    if (parts.length) compacted.push(`${m.id} (${parts.join('; ')})`);
  }
}
fs.mkdirSync(to, { recursive: true });
const index = maps.map((m) => ({ id: m.id, name: m.name, preset: m.preset, players: m.players, board: m.files.some((f) => f.name === 'board.svg') }));
fs.writeFileSync(path.join(to, 'index.json'), JSON.stringify(index, null, 2) + '\n');
console.log(`    ${maps.length} map(s) copied to ${path.relative(root, to) || to}: ${maps.map((m) => m.id).join(', ')}`);
if (left.length) console.log(`    left out: ${left.join('; ')}`);
if (compacted.length) console.log(`    board art with each border written once: ${compacted.join('; ')}`);
