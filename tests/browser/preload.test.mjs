// Issue 19, item 7: each page asks for its wasm and map files at once (preloads in its head,
// a modulepreload for its bundled script), and the later fetch takes the preloaded response: no file
// is fetched twice, every preload is used, and the browser warns of no preload. Times nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, server, hasPage, openBlankPage, assertClean } from './helpers.mjs';

const PAGES = ['sandbox.html', 'game.html', 'embed.html', 'gm.html'];

for (const name of PAGES) {
  test(`${name} fetches each file once and uses its preloads`, { skip: !hasPage(name) && `no dist/${name}` }, async () => {
    const origin = new URL((await server()).url).origin;
    const context = await (await browser()).newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      /** @type {Map<string, number>} */
      const counts = new Map();
      /** @type {string[]} */
      const warnings = [];
      // Every request the network sees: a preload the page's fetch does not take makes two.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', (e) => {
        if (new URL(e.request.url).origin === origin) counts.set(e.request.url, (counts.get(e.request.url) ?? 0) + 1);
      });
      page.on('console', (m) => { if (/preload/i.test(m.text())) warnings.push(m.text()); });
      await page.goto(`${origin}/${name}`);
      await page.waitForFunction(() => document.body?.dataset.ready === 'true' || !!document.querySelector('#board [data-province]'), null, { timeout: 15000 });
      const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload], link[rel=modulepreload]')]
        .map((l) => /** @type {HTMLLinkElement} */ (l).href));
      // Chromium says a preload went unused a few seconds after the load event.
      await page.waitForTimeout(3500);
      const twice = [...counts].filter(([, n]) => n > 1).map(([url, n]) => `${url} (${n}x)`);
      assert.deepEqual(twice, [], `${name} fetched files more than once`);
      assert.deepEqual(warnings, [], `${name}: the browser warned about preloads`);
      for (const url of preloaded) assert.ok(counts.has(url), `${name} preloads ${url}`);
      assert.ok(preloaded.some((u) => u.endsWith('.wasm')), `${name} preloads its wasm`);
    } finally {
      await context.close();
    }
  });
}

test('art read ahead is read in two tasks, and a board given it midway finishes the reading at once', async () => {
  const opened = await openBlankPage();
  try {
    const got = await opened.page.evaluate(async () => {
      const { prepareArt, loadArt } = await import('/js/board/art.js');
      const text = await (await fetch('/maps/standard/board.svg')).text();
      const layout = await (await fetch('/maps/standard/layout.json')).json();
      // Read ahead whole: the promise waits a task between the steps.
      let done = false;
      const ahead = prepareArt(text).then(() => { done = true; });
      await Promise.resolve();
      await Promise.resolve();
      const doneInFirstTask = done;
      await ahead;
      // A board given other art in between: the art read ahead was built before it (lower prefix).
      const other = loadArt(`${text}\n`, layout);
      const read = loadArt(text, layout);
      // Given midway: the board finishes the reading, and the reading stops.
      const midway = `${text}\n\n`;
      const stopped = prepareArt(midway);
      const finished = loadArt(midway, layout);
      await stopped;
      const again = loadArt(midway, layout);
      const number = (/** @type {string} */ prefix) => Number(prefix.replace(/\D/g, ''));
      let refused = '';
      const bad = '<svg xmlns="http://www.w3.org/2000/svg"><rect onclick="x()"/></svg>';
      await prepareArt(bad);
      try { loadArt(bad, layout); } catch (e) { refused = e instanceof Error ? e.message : String(e); }
      return {
        doneInFirstTask,
        readFirst: number(read.prefix) < number(other.prefix),
        provinces: [read.provinces.size, finished.provinces.size, again.provinces.size],
        takenOnce: finished.svg !== again.svg,
        refused,
      };
    });
    assert.equal(got.doneInFirstTask, false, 'the second step waits for a task of its own');
    assert.ok(got.readFirst, 'the board took the art read ahead');
    assert.ok(got.provinces[0] > 70 && got.provinces.every((n) => n === got.provinces[0]), `provinces: ${got.provinces}`);
    assert.ok(got.takenOnce, 'art read ahead is taken once');
    assert.match(got.refused, /^board art refused: <rect> onclick/, 'refused art is left for loadArt to refuse');
    assertClean(opened);
  } finally {
    await opened.page.context().close();
  }
});
