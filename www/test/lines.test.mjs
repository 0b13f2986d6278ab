// Each border of the board art downloaded once (issue 19, item 7): board/lines.js draws the
// border lines from the areas, board/arcs.js the areas' outlines from shared arcs, and
// scripts/compact-art.mjs leaves to them only what they draw back exactly as the art has it.
// Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { arcLines, expandArt, expandArtInSteps } from '../js/board/lines.js';
import { compactArt, compactAreas } from '../../scripts/compact-art.mjs';
import { expandAreas, findArcs, pathRings } from '../js/board/arcs.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A unit square area with its corner at (x, y), written as maps/tools writes outlines. @param {string} kind @param {number} x @param {number} y */
const square = (kind, x, y) => ({ kind, d: `M${x} ${y}l1 0 0 1-1 0z` });

/** Art of these areas, written as maps/tools writes it. @param {{ kind: string, d: string }[]} areas @param {string} [lines] */
const artOf = (areas, lines = '') => '<svg xmlns="http://www.w3.org/2000/svg">\n<g id="areas">\n'
  + areas.map((a, i) => `<path data-province="p${i}" class="${a.kind}" d="${a.d}"/>\n`).join('') + `</g>\n${lines}</svg>\n`;

/** The lines the widget draws for these areas, by class. @param {{ kind: string, d: string }[]} areas */
function linesOf(areas) {
  const { text, arcs } = compactAreas(artOf(areas));
  assert.ok(arcs > 0, text);
  return /** @type {Record<string, string>} */ (arcLines(text, /** @type {any} */ (findArcs(text)).arcs));
}

/** The undirected edges of path data's lines, as sorted keys in board units. @param {string} d */
function edges(d) {
  const keys = new Set();
  for (const ring of pathRings(d)) {
    for (let i = 1; i < ring.length; i++) {
      const [a, b] = [ring[i - 1], ring[i]].map((p) => p.map((v) => v / 100).join(',')).sort();
      keys.add(`${a} ${b}`);
    }
  }
  return [...keys].sort();
}

test('an arc between land and sea is coastline, between two lands a land border, between two seas a sea border', () => {
  assert.deepEqual(linesOf([square('coast', 0, 0), square('sea', 1, 0)]), { 'land-border': '', 'sea-border': '', coastline: 'M1 0l0 1' });
  const lands = linesOf([square('land', 0, 0), square('impassable', 1, 0)]);
  assert.deepEqual(edges(lands['land-border']), ['1,0 1,1']);
  assert.equal(lands.coastline, '');
  const seas = linesOf([square('sea', 0, 0), square('sea', 0, 1)]);
  assert.deepEqual(edges(seas['sea-border']), ['0,1 1,1']);
});

test('the outer edge of off-board land is coastline; the board\'s edge elsewhere is no line', () => {
  const lines = linesOf([square('offboard', 0, 0), square('land', 1, 0)]);
  assert.deepEqual(edges(lines.coastline), ['0,0 0,1', '0,0 1,0', '0,1 1,1']);
  assert.deepEqual(edges(lines['land-border']), ['1,0 1,1']);
});

test('arcs join into one line through points where only two meet, and stop where three do', () => {
  // Three lands in a row over one long sea: the coastline runs unbroken along the whole shore.
  const lands = [0, 1, 2].map((x) => square('land', x, 0));
  const sea = { kind: 'sea', d: 'M0 1l1 0 1 0 1 0 0 1-3 0z' };
  const lines = linesOf([...lands, sea]);
  assert.equal(lines.coastline.split('M').length - 1, 1, lines.coastline);
  assert.deepEqual(edges(lines.coastline), ['0,1 1,1', '1,1 2,1', '2,1 3,1']);
  // The land borders meet the coast at a point of three arcs: each is a line of its own.
  assert.equal(lines['land-border'].split('M').length - 1, 2, lines['land-border']);
});

test('outlines are read alike from absolute and relative commands, implicit lines after a move and decimals', () => {
  const rings = (/** @type {string} */ d) => JSON.stringify(pathRings(d));
  assert.equal(rings('M0 0H1.5V1H0Z'), rings('m0 0 1.5 0 0 1-1.5 0z'));
  assert.equal(rings('M0 0L1.5 0L1.5 1L0 1'), rings('M0 0h1.5v1h-1.5z'));
  assert.deepEqual(pathRings('M0 0h1.5v1h-1.5z'), [[[0, 0], [150, 0], [150, 100], [0, 100]]]);
});

test('an outline with curves is refused by name, and such art is served as it is', () => {
  assert.throws(() => pathRings('M0 0C1 1 2 2 3 3Z'), /only straight edges/);
  const curved = artOf([{ kind: 'land', d: 'M0 0C1 1 2 2 3 3Z' }, square('sea', 3, 0)]);
  assert.deepEqual(compactArt(curved), { text: curved, groups: [], arcs: 0 });
});

test('expandArt fills each marked group with the lines it names, and leaves art without one as it is', () => {
  const plain = artOf([square('land', 0, 0), square('sea', 1, 0)], '<g id="coastline">\n<path class="coastline" d="M1 0l0 1"/>\n</g>\n'
    + '<g id="borders">\n<path class="land-border" d=""/>\n<path class="sea-border" d=""/>\n</g>\n');
  const { text: art, groups } = compactArt(plain);
  assert.deepEqual(groups, ['coastline', 'borders']);
  assert.match(art, /<g id="coastline" data-derive="coastline"><\/g>/);
  const out = expandArt(art);
  assert.match(out, /<g id="coastline"><path class="coastline" d="M1 0l0 1"\/><\/g>/);
  assert.match(out, /<g id="borders"><path class="land-border" d=""\/><path class="sea-border" d=""\/><\/g>/);
  assert.doesNotMatch(out, /data-derive|data-rings|data-arcs/);
  // Only the three lines are drawn, whatever else a group names.
  assert.match(expandArt(art.replace('data-derive="coastline"', 'data-derive="constructor coastline toString"')), /<g id="coastline"><path class="coastline" d="M1 0l0 1"\/><\/g>/);
  assert.equal(expandArt(plain), plain);
  // Lines to draw in art whose areas are written out are refused, not left out unsaid.
  assert.throws(() => expandArt(plain.replace('<g id="coastline">', '<g id="coastline" data-derive="coastline"></g><g>')), /not all given as arcs/);
});

for (const map of ['standard', 'cat']) {
  test(`${map}: the site's copy leaves the borders and coastline to be drawn, and they are drawn exactly as the art draws them`, () => {
    const text = fs.readFileSync(path.join(ROOT, 'maps', map, 'board.svg'), 'utf8');
    const { text: compact, groups, arcs } = compactArt(text);
    assert.deepEqual(groups, ['borders', 'coastline']);
    assert.ok(arcs > 50, `${arcs} arcs`);
    assert.doesNotMatch(compact, /<path data-province="[^"]*" class="[^"]*" d=/, 'every province is given by arcs');
    assert.ok(compact.length < text.length * 0.6, `${compact.length} of ${text.length} bytes`);
    const own = (/** @type {string} */ t, /** @type {string} */ c) => edges([...t.matchAll(new RegExp(`<path class="${c}" d="([^"]*)"`, 'g'))].map((m) => m[1]).join(''));
    const expanded = expandArt(compact);
    for (const c of ['land-border', 'sea-border', 'coastline']) {
      const original = own(text, c);
      assert.ok(original.length > 0, `${map} draws its ${c}`);
      assert.deepEqual(own(expanded, c), original, `${map}: the ${c} drawn from the areas`);
    }
    // Everything else of the art is as it was, each area's outline to the character.
    const rest = (/** @type {string} */ t) => t.replace(/<g id="(borders|coastline)"[\s\S]*?<\/g>/g, '');
    assert.equal(rest(expanded), rest(text));
  });
}

test('the art written out in steps is the art written out at once: two steps for compact art, one for whole art', () => {
  const text = fs.readFileSync(path.join(ROOT, 'maps', 'standard', 'board.svg'), 'utf8');
  const run = (/** @type {string} */ t) => {
    const steps = expandArtInSteps(t);
    let calls = 1;
    let step = steps.next();
    for (; !step.done; calls++) step = steps.next();
    return { calls, value: step.value };
  };
  const compact = compactArt(text).text;
  assert.deepEqual(run(compact), { calls: 2, value: expandArt(compact) });
  assert.deepEqual(run(text), { calls: 1, value: text });
  const marked = text.replace('<g id="coastline">', '<g id="coastline" data-derive="coastline"></g><g>');
  assert.notEqual(marked, text);
  assert.throws(() => expandArtInSteps(marked).next(), /not all given as arcs/, 'refused at the first step');
});

test('a line group the areas would not draw the same is served as the art has it', () => {
  const text = fs.readFileSync(path.join(ROOT, 'maps', 'cat', 'board.svg'), 'utf8');
  // The coastline with one step cut off its first line: no longer what the areas give.
  const cut = text.replace(/(<path class="coastline" d="M[^l]+l)[-.\d]+[ -]?[-.\d]+ ?/, '$1');
  assert.notEqual(cut, text);
  const { text: compact, groups } = compactArt(cut);
  assert.deepEqual(groups, ['borders']);
  assert.match(compact, /<g id="coastline">\s*<path class="coastline"/);
});

/** Art of two unit squares, land and sea, written as maps/tools writes outlines. */
const PAIR = '<svg xmlns="http://www.w3.org/2000/svg">\n<g id="land">\n<path data-province="a" class="land" d="M0 0l1 0 0 1-1 0z"/>\n</g>\n'
  + '<g id="sea">\n<path data-province="b" class="sea" d="M1 0l1 0 0 1-1 0z"/>\n</g>\n</svg>\n';

test('areas become rings of shared arcs, the border they share written once, and are drawn back to the character', () => {
  const { text, arcs } = compactAreas(PAIR);
  // The shared edge; the land's other three edges, cut where its ring starts; the sea's three.
  assert.equal(arcs, 4, text);
  const a = /data-province="a" class="land" data-rings="([^"]*)"/.exec(text)?.[1];
  const b = /data-province="b" class="sea" data-rings="([^"]*)"/.exec(text)?.[1];
  assert.ok(a && b, text);
  // The shared edge is one arc, run one way by the land and the other way by the sea.
  const shared = a.split(' ').map(Number).find((n) => b.split(' ').map(Number).includes(-n - 1) || b.split(' ').map(Number).includes(n));
  assert.notEqual(shared, undefined, `${a} / ${b}`);
  assert.equal(expandAreas(text), PAIR);
  assert.equal(expandArt(text), PAIR);
});

test('outlines not written as the arcs would give them back are served as they are', () => {
  const absolute = PAIR.replace('M0 0l1 0 0 1-1 0z', 'M0 0L1 0L1 1L0 1Z');
  assert.deepEqual(compactAreas(absolute), { text: absolute, arcs: 0 });
});

test('an area naming an arc the art does not have is refused by name', () => {
  const { text } = compactAreas(PAIR);
  assert.throws(() => expandAreas(text.replace(/data-rings="[^"]*"/, 'data-rings="0 7"')), /names arc '7', which the art does not have/);
});
