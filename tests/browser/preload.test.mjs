// Issue 19, item 7: each page asks for its wasm and map files at once (preloads in its head,
// a modulepreload for its bundled script), and the later fetch takes the preloaded response: no file
// is fetched twice, every preload is used, and the browser warns of no preload. Times nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, server, hasPage } from './helpers.mjs';

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
