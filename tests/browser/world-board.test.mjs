// Issue 38, item 5: Das Dippyspiel's world board as a tablet shows it, in the board widget (which
// knows no rules, so it draws this board before the site's engine plays it: issue 41). The
// whole world at a glance with every power's pieces and centres in its colour; zoomed with the
// wheel as far as the widget goes, over Europe and over the Caribbean, every piece is 9 mm
// wide on a 10-inch tablet (54 CSS px), every name reads, and a tap on a piece is that piece's.
// At 1280x800 and 800x1280, audited by axe, with screenshots in tests/browser/shots/.
// Run: node --test tests/browser/world-board.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assertClean, hasPage, openPage, screenshot, settled } from './helpers.mjs';
import { axeViolations } from './axe.mjs';

const MAP = new URL('../../maps/dippyspiel/', import.meta.url);
const svg = readFileSync(new URL('board.svg', MAP), 'utf8');
const layout = JSON.parse(readFileSync(new URL('layout.json', MAP), 'utf8'));
const map = JSON.parse(readFileSync(new URL('map.json', MAP), 'utf8'));
const TYPES = /** @type {Record<string, string>} */ ({ A: 'army', F: 'fleet', C: 'cavalry' });

/** What a host gives the widget for the position of Spring 1501, read from map.json. */
const opening = {
  units: map.powers.flatMap((/** @type {any} */ p) => p.start.map((/** @type {string} */ s) => {
    const [letter, region] = s.split(' ');
    return { power: p.id, type: TYPES[letter], region };
  })),
  owners: Object.fromEntries(map.powers.flatMap((/** @type {any} */ p) => p.home_centres.map((/** @type {string} */ c) => [c, p.id]))),
  powers: Object.fromEntries(map.powers.map((/** @type {any} */ p) => [p.id, { initial: p.initial, name: p.name, adjective: p.adjective }])),
};

/** Two regions to zoom to, by a province at their heart. */
const REGIONS = [['europe', 'dyge'], ['caribbean', 'cucu']];

const PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Das Dippyspiel: the world board</title>
  <link rel="stylesheet" href="/css/board.css">
  <style>body{margin:0} h1{font:600 18px system-ui;margin:8px 12px;height:24px} #board{height:calc(100vh - 40px)}</style>
  <main><h1>Das Dippyspiel, Spring 1501</h1><div id="board"></div></main>
  <script type="module">
    import { createBoard } from '/js/board/board.js';
    window.taps = [];
    window.mount = (cfg) => { window.api = createBoard(document.getElementById('board'), { ...cfg, onUnitTap: (r) => taps.push(r), onProvinceTap: (p) => taps.push(p) }); };
  </script>`;

/**
 * The view's box in board units, and the SVG's on screen.
 * @param {import('playwright-core').Page} page
 */
function viewOf(page) {
  return page.evaluate(() => {
    const s = /** @type {SVGSVGElement} */ (document.querySelector('#board svg'));
    const [x, y, w, h] = (s.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const b = s.getBoundingClientRect();
    return { x, y, w, h, left: b.left, top: b.top, width: b.width, height: b.height };
  });
}

/**
 * Zooms with the wheel over a province until the widget goes no deeper; returns the view.
 * @param {import('playwright-core').Page} page
 * @param {string} province
 */
async function zoomFully(page, province) {
  for (let i = 0; i < 40; i += 1) {
    const v = await viewOf(page);
    const [bx, by] = layout.provinces[province].unit;
    const x = v.left + ((bx - v.x) / v.w) * v.width, y = v.top + ((by - v.y) / v.h) * v.height;
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, -1000);
    await settled(page);
    if ((await viewOf(page)).w === v.w) break;
  }
  await page.waitForTimeout(300); // the pieces are redrawn at their new size once the view is still
  await settled(page);
  return viewOf(page);
}

/**
 * The pieces and names wholly inside the board's box on screen, with their sizes.
 * @param {import('playwright-core').Page} page
 */
function inView(page) {
  return page.evaluate(() => {
    const b = /** @type {SVGSVGElement} */ (document.querySelector('#board svg')).getBoundingClientRect();
    const inside = (/** @type {DOMRect} */ r) => r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom && r.width > 0;
    const pieces = [...document.querySelectorAll('#board .gk-unit')].map((u) => ({ region: u.getAttribute('data-unit'), box: u.getBoundingClientRect() }))
      .filter((p) => inside(p.box)).map((p) => ({ region: p.region, width: p.box.width, x: p.box.x + p.box.width / 2, y: p.box.y + p.box.height / 2 }));
    const names = [...document.querySelectorAll('#board text[data-label].abbr')].filter((t) => getComputedStyle(t).display !== 'none')
      .map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }))
      .filter((n) => inside(n.box)).map((n) => ({ text: n.text, height: n.box.height }));
    return { pieces, names };
  });
}

for (const [width, height] of [[1280, 800], [800, 1280]]) {
  test(`the world board on a tablet: the whole world at a glance, and zoomed to a region every piece 9 mm wide, every name readable, every piece tappable (${width}×${height})`, async (t) => {
    if (!hasPage('css/board.css')) return;
    const opened = await openPage('/__world_board__.html', { html: PAGE, width, height });
    const { page } = opened;
    await page.waitForFunction(() => typeof (/** @type {any} */ (window).mount) === 'function');
    const started = Date.now();
    await page.evaluate(([art, position]) => /** @type {any} */ (window).mount({ art, ...position }), /** @type {const} */ ([{ svg, layout }, opening]));
    await page.waitForFunction((n) => document.querySelectorAll('#board .gk-unit').length === n, opening.units.length);
    await settled(page);
    t.diagnostic(`the world drawn with its ${opening.units.length} pieces in ${Date.now() - started} ms`);

    // At a glance: every power's pieces and centres in its colour, each piece with its initials.
    const glance = await page.evaluate(() => {
      const owned = [...document.querySelectorAll('#board [data-province][data-owner]')].map((p) => p.getAttribute('data-owner'));
      const colours = new Set([...document.querySelectorAll('#board path.gk-owned')].map((p) => getComputedStyle(p).fill));
      const initials = new Set([...document.querySelectorAll('#board .gk-unit-marks text.gk-initial')].map((x) => x.textContent));
      return { owners: new Set(owned).size, colours: colours.size, initials: initials.size };
    });
    // Pollutidar is underground (rule 7): it holds no surface province and starts with no unit.
    const surface = map.powers.filter((/** @type {any} */ p) => !p.underground).length;
    assert.equal(surface, 25);
    assert.equal(glance.owners, surface, 'every surface power\'s home centres are tinted');
    assert.equal(glance.colours, surface, `in ${surface} colours`);
    assert.equal(glance.initials, surface, 'each power\'s pieces carry its own initials');
    await screenshot(page, `world-board-whole-${width}x${height}`);

    for (const [region, heart] of REGIONS) {
      await page.evaluate(() => /** @type {any} */ (window).api.fit());
      await page.waitForTimeout(600);
      const v = await zoomFully(page, heart);
      t.diagnostic(`${region}: ${v.w.toFixed(0)} board units across ${v.width} px, zoom ${(layout.viewBox[2] / v.w).toFixed(1)} of the world's width`);
      const { pieces, names } = await inView(page);
      t.diagnostic(`${region}: ${pieces.length} pieces and ${names.length} names in view`);
      assert.ok(pieces.length >= 2, `${region}: pieces in view (${pieces.length})`);
      for (const p of pieces) assert.ok(p.width >= 53.5, `${region}: the piece in ${p.region} is ${p.width.toFixed(1)} px wide`);
      assert.ok(names.length >= 8, `${region}: names in view (${names.length})`);
      for (const n of names) assert.ok(n.height >= 16, `${region}: ${n.text} is ${n.height.toFixed(1)} px high`);
      await screenshot(page, `world-board-${region}-${width}x${height}`);
      for (const p of pieces.slice(0, 2)) {
        await page.evaluate(() => { /** @type {any} */ (window).taps.length = 0; });
        await page.mouse.click(p.x, p.y);
        await settled(page);
        assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).taps), [p.region], `${region}: a tap on the piece in ${p.region} is its own`);
      }
    }
    assert.deepEqual(await axeViolations(page), [], 'the world board passes axe-core');
    assertClean(opened);
    await page.context().close();
  });
}
