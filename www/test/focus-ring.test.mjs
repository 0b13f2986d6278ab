// The board's keyboard: where the arrow keys go (www/js/board/roving.js) and the focus ring's
// contrast on every colour the boards draw (www/css/board.css). Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { ARROWS, nearestInDirection, nearestTo } from '../js/board/roving.js';

const MAPS = new URL('../../maps/', import.meta.url);
const read = (/** @type {string} */ rel) => readFileSync(new URL(rel, MAPS), 'utf8');
const standard = JSON.parse(read('standard/layout.json'));
/** Items at the provinces' unit places on the standard board. @param {string[]} ids */
const at = (ids) => ids.map((key) => ({ key, at: standard.provinces[key].unit }));
const go = (/** @type {{ key: string, at: number[] }[]} */ items, /** @type {string} */ from, /** @type {string} */ key) => {
  const here = items.find((i) => i.key === from);
  return nearestInDirection(items.filter((i) => i !== here), here.at, ARROWS[key])?.key ?? null;
};

test('the arrows go to the nearest item in their direction: Austria\'s units and the army in Vienna\'s destinations', () => {
  const units = at(['vie', 'bud', 'tri']);
  assert.equal(go(units, 'vie', 'ArrowRight'), 'bud');
  assert.equal(go(units, 'vie', 'ArrowDown'), 'tri');
  assert.equal(go(units, 'bud', 'ArrowLeft'), 'vie');
  assert.equal(go(units, 'tri', 'ArrowUp'), 'vie');
  assert.equal(go(units, 'vie', 'ArrowUp'), null, 'nothing above Vienna: the focus stays');
  assert.equal(go(units, 'vie', 'ArrowLeft'), null);
  const targets = at(['vie', 'boh', 'gal', 'bud', 'tri', 'tyr']);
  assert.equal(go(targets, 'vie', 'ArrowLeft'), 'tyr');
  assert.equal(go(targets, 'vie', 'ArrowDown'), 'tri');
  assert.equal(go(targets, 'vie', 'ArrowUp'), 'boh', 'Bohemia lies above Vienna, Galicia far to the right');
  assert.equal(go(targets, 'boh', 'ArrowRight'), 'gal', 'within 45 degrees of the arrow before anything far to one side');
});

test('beyond 45 degrees the arrow still goes on to what lies ahead, nearest along it and least aside', () => {
  const items = [{ key: 'a', at: [0, 0] }, { key: 'b', at: [10, 40] }, { key: 'c', at: [30, -60] }];
  assert.equal(go(items, 'a', 'ArrowRight'), 'b');
  assert.equal(nearestTo(items, [28, -50])?.key, 'c');
  assert.equal(nearestTo([], [0, 0]), null);
});

test('an item ringed by four others on its diagonals is the next one from those it lies within 45 degrees of (Dygertevsk, amid Kiev, Poltava, Taurida and Odessa)', () => {
  const ring = [['kiev', [-88, -136]], ['polt', [140, -116]], ['taur', [96, 94]], ['odes', [-120, 84]], ['cher', [-25, -279]], ['zapo', [220, 44]], ['mold', [-264, 104]], ['bla2', [-50, 236]]]
    .map(([key, at]) => ({ key: String(key), at: /** @type {number[]} */ (at) }));
  const items = [{ key: 'dyge', at: [0, 0] }, ...ring];
  assert.equal(go(items, 'kiev', 'ArrowDown'), 'dyge', 'not Odessa, further down and less aside');
  assert.equal(go(items, 'taur', 'ArrowLeft'), 'dyge', 'not Odessa, level with Taurida but twice as far');
  assert.equal(go(items, 'odes', 'ArrowRight'), 'dyge');
});

test('on every board, from any province the arrows reach every other (the sandbox\'s setup offers them all)', () => {
  for (const id of readdirSync(MAPS)) {
    if (!existsSync(new URL(`${id}/layout.json`, MAPS))) continue;
    const layout = JSON.parse(read(`${id}/layout.json`));
    const items = Object.entries(layout.provinces).map(([key, p]) => ({ key, at: /** @type {any} */ (p).unit }));
    const moves = new Map(items.map((i) => [i.key, Object.keys(ARROWS).map((k) => go(items, i.key, k)).filter(Boolean)]));
    for (const start of items) {
      const seen = new Set([start.key]);
      for (const queue = [start.key]; queue.length;) {
        for (const n of moves.get(/** @type {string} */ (queue.shift())) ?? []) if (!seen.has(n)) { seen.add(n); queue.push(n); }
      }
      assert.equal(seen.size, items.length, `${id}: from ${start.key} the arrows reach ${seen.size} of ${items.length}`);
    }
  }
});

/** WCAG's relative luminance of a #rrggbb colour. @param {string} hex */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/** WCAG's contrast ratio. @param {string} a @param {string} b */
function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

test('the focus ring stands out on every power\'s colour and tint and on land and sea, on the standard board and the variants\' (non-text contrast, 3:1)', () => {
  const css = readFileSync(new URL('../css/board.css', import.meta.url), 'utf8');
  const prop = (/** @type {string} */ name) => /** @type {string} */ (new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1]);
  const edge = prop('--gk-focus-edge'), core = prop('--gk-focus-core');
  assert.ok(edge && core, 'board.css declares both colours of the ring');
  assert.ok(contrast(edge, core) >= 3, 'the ring\'s two colours tell apart from each other');
  /** @type {Map<string, string>} colour → where it is drawn */
  const colours = new Map([['#fffaf0', 'the pieces\' halo'], ['#2b2419', 'the ink']]);
  const maps = ['standard', 'cat', 'militarism-iii', 'calhamer-1958', 'dippyspiel'];
  for (const id of maps) {
    const art = JSON.parse(read(`${id}/map.json`)).art ?? id;
    const layout = JSON.parse(read(`${art}/layout.json`));
    for (const [power, c] of Object.entries(layout.powers ?? {})) {
      colours.set(c.unit.toLowerCase(), `${id}: ${power}'s pieces`);
      colours.set(c.tint.toLowerCase(), `${id}: ${power}'s territory`);
    }
    const style = /<style>([\s\S]*?)<\/style>/.exec(read(`${art}/board.svg`))?.[1] ?? '';
    for (const m of style.matchAll(/([^{}]+)\{[^}]*?fill:(#[0-9a-f]{6})/gi)) colours.set(m[2].toLowerCase(), `${id}: the art's ${m[1].trim()}`);
  }
  assert.ok(colours.size > 20, `${colours.size} colours`);
  for (const [c, where] of colours) {
    const best = Math.max(contrast(edge, c), contrast(core, c));
    assert.ok(best >= 3, `${where} (${c}): the ring's better colour has ${best.toFixed(2)}:1`);
  }
});
