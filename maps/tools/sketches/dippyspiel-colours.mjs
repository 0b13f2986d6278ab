// Das Dippyspiel's 26 power colours: a fixed set of distinct colours, given to the powers so that
// powers whose home countries are near (lib/colours.mjs neighbourPairs) differ most, for normal
// vision and under simulated deuteranopia, protanopia and tritanopia (the smallest CIE76 ΔE over
// those pairs, units first, then territory tints, is made as large as a swap search finds).
// Prints the palette for lib/colours.mjs (DIPPYSPIEL_COLOURS). Usage: node sketches/dippyspiel-colours.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distinguishability, neighbourPairs } from '../lib/colours.mjs';
import { BOARDS } from '../lib/boards.mjs';

/**
 * 26 distinct colours (after Sasha Trubetskoy's list of 20, with six more): [unit, tint]; each tint
 * is the unit mixed with white until it is at least 14 ΔE from neutral land (white's is lavender).
 */
export const COLOURS = [
  ['#e6194b', '#f38ca5'], ['#3cb44b', '#9edaa5'], ['#ffe119', '#fff08c'], ['#4363d8', '#a1b1ec'], ['#f58231', '#fac198'],
  ['#911eb4', '#c88fda'], ['#42d4f4', '#a1eafa'], ['#f032e6', '#f899f3'], ['#bfef45', '#dff7a2'], ['#fabed4', '#fddfea'],
  ['#469990', '#a3ccc8'], ['#dcbeff', '#eedfff'], ['#9a6324', '#cdb192'], ['#800000', '#c08080'], ['#aaffc3', '#d4ffe1'],
  ['#808000', '#c0c080'], ['#000075', '#8080ba'], ['#a9a9a9', '#d4d4d4'], ['#ffffff', '#ded6ea'], ['#3b3b3b', '#9d9d9d'],
  ['#2e8b57', '#97c5ab'], ['#ff6f61', '#ffb7b0'], ['#6a5acd', '#b5ade6'], ['#b8860b', '#dcc385'], ['#d2691e', '#e9b48f'],
  ['#556b2f', '#aab597'],
];

/** How many steps of the map's edges apart two powers' home countries may be and still count as neighbours (lib/boards.mjs). */
export const NEAR = BOARDS.dippyspiel.colourPairs;

const score = (palette, pairs) => {
  const rows = distinguishability(palette, pairs);
  const units = Math.min(...rows.filter((r) => r.kind === 'unit').map((r) => r.minDeltaE));
  const tints = Math.min(...rows.filter((r) => r.kind === 'tint').map((r) => r.minDeltaE));
  return units * 1000 + tints;
};

/** The best assignment a deterministic swap search finds: {power: {unit, tint}}. */
export function assign(powers, pairs) {
  let order = powers.map((_, i) => i);
  const paletteOf = (o) => Object.fromEntries(powers.map((p, i) => [p, { unit: COLOURS[o[i]][0], tint: COLOURS[o[i]][1] }]));
  let best = score(paletteOf(order), pairs);
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 0; i < powers.length; i++) for (let j = i + 1; j < powers.length; j++) {
      const next = [...order];
      [next[i], next[j]] = [next[j], next[i]];
      const s = score(paletteOf(next), pairs);
      if (s > best) { best = s; order = next; improved = true; }
    }
  }
  return paletteOf(order);
}

const here = path.dirname(fileURLToPath(import.meta.url));
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const map = JSON.parse(fs.readFileSync(path.join(here, '..', '..', 'dippyspiel', 'map.json'), 'utf8'));
  const powers = map.powers.map((p) => p.id);
  const pairs = neighbourPairs(map, NEAR);
  const palette = assign(powers, pairs);
  console.log(`${pairs.length} neighbouring pairs`);
  for (const r of distinguishability(palette, pairs)) console.log(`  ${r.kind} ${r.vision} ${r.minDeltaE} (${r.closestPair})`);
  console.log('export const DIPPYSPIEL_COLOURS = {');
  for (const p of powers) console.log(`  ${p}: { unit: '${palette[p].unit}', tint: '${palette[p].tint}' },`);
  console.log('};');
}
