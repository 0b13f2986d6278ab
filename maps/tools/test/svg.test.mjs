// board.svg keeps the contract the site's board widget is built against.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadAll, boardNames, boardConfig } from './helpers.mjs';
import { distinguishability, neighbourPairs } from '../lib/colours.mjs';

for (const name of boardNames) {
  const { svgText, board, layout, map } = loadAll(name);

  test(`${name}: svg root has a viewBox matching layout.json and no width/height`, () => {
    assert.match(board.svgTag, /viewBox="0 0 \d+ \d+"/);
    assert.doesNotMatch(board.svgTag, /\s(width|height)=/);
    const viewBox = board.svgTag.match(/viewBox="([^"]+)"/)[1].split(' ').map(Number);
    assert.deepEqual(viewBox, layout.viewBox);
  });

  test(`${name}: groups come in the agreed order`, () => {
    assert.deepEqual(board.groups, ['sea', 'land', 'impassable', 'coasts', 'borders', 'coastline', 'connectors', 'centres', 'labels']);
  });

  test(`${name}: no scripts, external references or embedded fonts`, () => {
    assert.doesNotMatch(svgText, /<script|href=|url\((?!#)|@font-face|@import|<image|<foreignObject/i);
    assert.match(svgText, /font-family:system-ui,sans-serif/);
  });

  test(`${name}: one centre marker per supply centre, two labels per province`, () => {
    const centres = [...svgText.matchAll(/data-centre="([^"]+)"/g)].map((m) => m[1]).sort();
    assert.deepEqual(centres, map.provinces.filter((p) => p.supply_centre).map((p) => p.id).sort());
    for (const p of map.provinces) {
      assert.match(svgText, new RegExp(`<text data-label="${p.id}" class="abbr[^"]*"[^>]*>${p.id.toUpperCase()}</text>`));
      assert.match(svgText, new RegExp(`<text data-label="${p.id}" class="full[^"]*"[^>]*>`));
    }
  });

  test(`${name}: power colours stay distinguishable under colour-blindness simulation`, (t) => {
    for (const power of map.powers) assert.match(layout.powers[power.id]?.unit ?? '', /^#[0-9a-f]{6}$/);
    assert.deepEqual(Object.keys(layout.powers).sort(), map.powers.map((p) => p.id).sort(), 'a colour for each power, no others');
    // A board of many powers (lib/boards.mjs colourPairs): only powers whose home countries are near must differ.
    const { palette, colourPairs } = boardConfig(name);
    for (const row of distinguishability(palette, colourPairs ? neighbourPairs(map, colourPairs) : null)) {
      t.diagnostic(`${row.kind} ${row.vision}: min ΔE ${row.minDeltaE} (${row.closestPair})`);
      if (row.kind === 'unit') assert.ok(row.minDeltaE >= 15, `${row.vision}: ${row.closestPair} too close`);
    }
  });
}
