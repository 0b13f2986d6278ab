// Offline use and installing: after one visit the service worker (www/sw.js) has every file of
// the site, so with the network cut the sandbox still adjudicates and the other pages load; a
// new build replaces the cache; every page links a web app manifest whose icons exist.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { openPage, assertClean, waitReady, hasPage, screenshot, browser, SITE, ROOT } from './helpers.mjs';
import { startServer } from '../../scripts/serve.mjs';

/** What the build listed for precaching (dist/offline-files.js): { version, files }. */
function offlineList(www = SITE) {
  const file = path.join(www, 'offline-files.js');
  assert.ok(fs.existsSync(file), 'dist/offline-files.js is missing: run bash scripts/build.sh');
  const self = {};
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), { self });
  return /** @type {{ version: string, files: string[] }} */ (self.OFFLINE);
}

/** Waits until a service worker controls the page (so its install, the precache, is done). */
function controlled(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** The site's caches, each with the paths it holds: { name: ['css/board.css', ...] }. */
function readCaches(page) {
  return page.evaluate(async () => {
    /** @type {Record<string, string[]>} */ const out = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((r) => new URL(r.url).pathname.slice(1)).sort();
    }
    return out;
  });
}

/** Types one order for a power into the sandbox's order box and adds it. */
async function typeOrder(page, power, text) {
  await page.selectOption('#type-power', power);
  await page.fill('#type-input', text);
  await page.click('#type-form button[type="submit"]');
}

test('after one visit the sandbox adjudicates and every page loads with no network', async () => {
  const opened = await openPage('sandbox.html');
  const { page, origin } = opened;
  await waitReady(page);
  await controlled(page);

  const list = offlineList();
  const cached = await readCaches(page);
  const names = Object.keys(cached);
  assert.equal(names.length, 1, `one cache: ${names.join(', ')}`);
  assert.ok(names[0].endsWith(list.version), `the cache ${names[0]} is named after the build ${list.version}`);
  assert.deepEqual(cached[names[0]], [...list.files].sort(), 'the cache holds exactly the listed files');
  for (const f of ['index.html', 'sandbox.html', 'embed.html', 'game.html', 'gm.html', 'js/gm/main.js', 'pkg-gm/graustark_bg.wasm', 'js/game/main.js', 'css/game.css', 'manifest.webmanifest', 'pkg/graustark_bg.wasm',
    'js/sandbox/main.js', 'js/embed/main.js', 'js/frame/main.js', 'js/graustark-board.js', 'pkg-gm/graustark.js', 'css/site.css', 'maps/index.json', 'maps/standard/map.json',
    'maps/standard/board.svg', 'maps/standard/layout.json', 'icons/icon-192.png']) {
    assert.ok(list.files.includes(f), `${f} is precached`);
  }
  for (const f of list.files) assert.ok(!f.startsWith('test/') && !f.endsWith('.d.ts'), `${f} is not for the site`);
  // The modules inside the pages' bundles are not fetched by any page, so not precached.
  for (const f of ['js/engine.js', 'js/board/board.js', 'pkg/graustark.js']) assert.ok(!list.files.includes(f), `${f} is inside the bundles`);

  await page.context().setOffline(true);
  // Chromium's offline emulation no longer reaches the service worker's own requests (its
  // fetch of a file it has not cached went to the server), so the network is also cut for every
  // request the context makes, the worker's included.
  await page.context().route('**/*', (route) => route.abort('internetdisconnected'));
  assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
  /** @type {string[]} */ const fromNetwork = [];
  page.on('response', (r) => { if (!r.fromServiceWorker()) fromNetwork.push(r.url()); });

  // The sandbox, reloaded with no network: the board is drawn and a bounce is adjudicated.
  await page.reload();
  await waitReady(page);
  assert.ok(await page.locator('#board [data-province]').count() >= 75, 'the board is drawn offline');
  await typeOrder(page, 'france', 'A Par - Bur');
  await typeOrder(page, 'germany', 'A Mun - Bur');
  await page.click('#adjudicate');
  await page.locator('#order-list li[data-success]').first().waitFor();
  const results = await page.$$eval('#order-list li[data-success]', (items) => items.map((li) => li.getAttribute('data-success')));
  assert.deepEqual(results, ['false', 'false'], 'both moves to Burgundy bounce, offline');
  await screenshot(page, 'offline-sandbox');

  // The network really is cut: what is not cached cannot be fetched. (The failed request is
  // expected here, so it is taken off the page's error list.)
  const missing = `/not-cached-${Date.now()}.txt`;
  const outcome = await page.evaluate((u) => fetch(u).then((r) => `reached (${r.status})`, () => 'failed'), missing);
  assert.equal(outcome, 'failed', 'an uncached file cannot be fetched offline');
  opened.errors.splice(0, opened.errors.length, ...opened.errors.filter((e) => !e.includes(missing)));

  // The other pages, also with a query string or a hash, and the folder itself.
  for (const [url, check] of /** @type {const} */ ([
    ['/', 'h1'], ['index.html', 'h1'], ['sandbox.html?from=home#nothing', '#board [data-province]'],
    ['embed.html?sample=builds', '#board [data-province]'], ['game.html', 'body[data-ready="true"] #new-game'],
    ['gm.html', 'body[data-ready="true"] #show-new'],
  ])) {
    await page.goto(new URL(url, origin).href);
    await page.waitForSelector(check, { timeout: 15000 });
  }
  assert.deepEqual(fromNetwork, [], 'everything came from the service worker');
  await page.context().unroute('**/*');
  await page.context().setOffline(false);
  assertClean(opened);
});

test('a new build replaces the cache, and the old one is deleted', async () => {
  // A copy of the site on its own server, so that this test can rebuild it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graustark-offline-'));
  fs.cpSync(SITE, dir, { recursive: true, filter: (src) => path.relative(SITE, src) !== 'test' });
  const site = await startServer({ root: dir, port: 0 });
  const context = await (await browser()).newContext();
  try {
    const page = await context.newPage();
    /** @type {string[]} */ const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => { if (!r.url().startsWith(site.url)) errors.push(`request beyond the origin: ${r.url()}`); });
    await page.goto(`${site.url}index.html`);
    await controlled(page);
    const first = offlineList(dir);
    assert.deepEqual(Object.keys(await readCaches(page)).map((n) => n.split(' ').pop()), [first.version]);

    // The next build: one file changed, the list written again (as scripts/build.sh does).
    fs.appendFileSync(path.join(dir, 'css', 'site.css'), '\n/* the next build */\n');
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'offline-files.mjs'), dir], { stdio: 'pipe' });
    const next = offlineList(dir);
    assert.notEqual(next.version, first.version, 'a changed file changes the version');

    // The browser's update check (as at the next visit) finds the new list: the new worker
    // precaches, takes over, and deletes the old cache.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const changed = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      await registration.update();
      await changed;
    });
    await page.waitForFunction(async (v) => {
      const names = await caches.keys();
      return names.length === 1 && names[0].endsWith(` ${v}`);
    }, next.version, { timeout: 10000 });
    const css = await page.evaluate(() => fetch('css/site.css').then((r) => r.text()));
    assert.match(css, /the next build/, 'the page gets the new build\'s files');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a broken or removed worker never keeps the user on an old site', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graustark-retire-'));
  fs.cpSync(SITE, dir, { recursive: true, filter: (src) => path.relative(SITE, src) !== 'test' });
  const site = await startServer({ root: dir, port: 0 });
  const context = await (await browser()).newContext();
  /** Writes a file of the site whole (renamed into place: the server never sends half of it). */
  const put = (/** @type {string} */ rel, /** @type {string} */ text) => {
    fs.writeFileSync(path.join(dir, `.${rel}.tmp`), text);
    fs.renameSync(path.join(dir, `.${rel}.tmp`), path.join(dir, rel));
  };
  /** Adds a marked paragraph to the landing page, as a new build of the site would. */
  const nextBuild = (/** @type {string} */ mark) => {
    put('index.html', fs.readFileSync(path.join(dir, 'index.html'), 'utf8').replace('</body>', `<p id="${mark}">${mark}</p></body>`));
  };
  const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  /** @type {string[]} */ const errors = [];
  /** A new page of the context, its errors watched. */
  const watched = async () => {
    const p = await context.newPage();
    p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('request', (r) => { if (!r.url().startsWith(site.url)) errors.push(`request beyond the origin: ${r.url()}`); });
    return p;
  };
  try {
    let page = await watched();
    await page.goto(`${site.url}index.html`);
    await controlled(page);

    // A build whose sw.js is broken: the browser cannot install it and keeps the old worker,
    // which sees another build on the server and answers from the network.
    put('sw.js', 'this is not a service worker {');
    nextBuild('build-two');
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'offline-files.mjs'), dir], { stdio: 'pipe' });
    await page.reload();
    await page.waitForSelector('#build-two', { timeout: 10000 });
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the old worker still runs, for offline use');
    await screenshot(page, 'offline-broken-worker');

    // A build without the worker's list: the worker finds no build on the server and retires.
    fs.rmSync(path.join(dir, 'offline-files.js'));
    nextBuild('build-three');
    await page.reload();
    await page.waitForSelector('#build-three', { timeout: 10000 });
    const retired = () => page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0
      && (await caches.keys()).length === 0, null, { timeout: 10000 });
    await retired();
    // The next visit comes from the network too. (Chrome may bring a retiring worker back for
    // a page that opens before its last page is gone: it retires again at each page load.)
    await page.close();
    page = await watched();
    await page.goto(`${site.url}index.html`);
    await page.waitForSelector('#build-three');
    await retired();

    // Offline use back, then a build without sw.js alone: the page retires the worker.
    put('sw.js', worker);
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'offline-files.mjs'), dir], { stdio: 'pipe' });
    await page.reload();
    await controlled(page);
    fs.rmSync(path.join(dir, 'sw.js'));
    nextBuild('build-four');
    await page.reload();
    await retired();
    await page.close();
    page = await watched();
    await page.goto(`${site.url}index.html`);
    // Chrome may bring the retiring worker back for this first page (see above): that page
    // retires it again, and the one after it comes from the network.
    if (!(await page.waitForSelector('#build-four', { timeout: 10000 }).catch(() => null))) {
      await retired();
      await page.reload();
      await page.waitForSelector('#build-four', { timeout: 10000 });
    }
    await retired();
    // The removed files answer 404, which the browser logs: expected here, nothing else is.
    assert.deepEqual(errors.filter((e) => !/\b404\b/.test(e)), []);
  } finally {
    await context.close();
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a Wi-Fi login page answering for the server never replaces the cached site', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graustark-portal-'));
  fs.cpSync(SITE, dir, { recursive: true, filter: (src) => path.relative(SITE, src) !== 'test' });
  const site = await startServer({ root: dir, port: 0 });
  const context = await (await browser()).newContext();
  try {
    const page = await context.newPage();
    /** @type {string[]} */ const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}index.html`);
    await controlled(page);
    // The network now answers every request with a login page (the worker's too).
    let portal = 0;
    await context.route('**/*', (route) => {
      portal += 1;
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Log in to the Wi-Fi</title><h1 id="portal">Log in</h1>' });
    });
    await page.reload();
    await page.waitForSelector('body h1');
    assert.ok(portal > 0, 'the worker asked the network');
    assert.equal(await page.locator('#portal').count(), 0, 'the cached site, not the login page');
    assert.equal(await page.evaluate(() => caches.keys().then((k) => k.length)), 1, 'the worker did not retire');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('every page links the manifest, the theme colour and a home-screen icon; the manifest is sound', async () => {
  const pages = ['index.html', 'sandbox.html', 'embed.html', 'game.html', 'gm.html'];
  let opened;
  for (const p of pages) {
    opened = await openPage(p);
    const head = await opened.page.evaluate(() => ({
      manifest: document.querySelector('head link[rel="manifest"]')?.getAttribute('href'),
      theme: document.querySelector('head meta[name="theme-color"]')?.getAttribute('content'),
      touch: document.querySelector('head link[rel="apple-touch-icon"]')?.getAttribute('href'),
    }));
    assert.deepEqual(head, { manifest: 'manifest.webmanifest', theme: '#1d5b73', touch: 'icons/icon-192.png' }, `the <head> of ${p}`);
    assertClean(opened);
  }

  // The manifest, read as a browser reads it, from the landing page.
  opened = await openPage('index.html');
  const { page } = opened;
  const found = await page.evaluate(async (gamePage) => {
    const href = /** @type {HTMLLinkElement} */ (document.querySelector('link[rel="manifest"]')).href;
    const response = await fetch(href);
    const manifest = JSON.parse(await response.text());
    const icons = [];
    for (const icon of manifest.icons ?? []) {
      const r = await fetch(new URL(icon.src, href));
      const blob = await r.blob();
      const img = new Image();
      img.src = URL.createObjectURL(blob);
      const decoded = await img.decode().then(() => true, () => false);
      icons.push({ ...icon, ok: r.ok, contentType: blob.type, decoded, size: `${img.naturalWidth}x${img.naturalHeight}` });
    }
    const start = new URL(manifest.start_url, href);
    const startOk = gamePage ? (await fetch(start)).ok : null;
    const touch = await fetch(/** @type {HTMLLinkElement} */ (document.querySelector('link[rel="apple-touch-icon"]')).href);
    const css = getComputedStyle(document.documentElement);
    return {
      contentType: response.headers.get('content-type'), manifest, icons, touchOk: touch.ok,
      startUrl: start.pathname, startOk,
      accent: css.getPropertyValue('--accent').trim(), paper: css.getPropertyValue('--paper').trim(),
    };
  }, hasPage('game.html'));
  const m = found.manifest;
  assert.match(found.contentType ?? '', /^application\/manifest\+json/);
  assert.equal(m.name, 'Graustark');
  assert.ok(m.short_name && m.short_name.length <= 12, `a short name for the home screen: ${m.short_name}`);
  assert.equal(found.startUrl, '/game.html', 'it opens on the game-night page');
  if (found.startOk !== null) assert.ok(found.startOk, 'the start page loads');
  assert.equal(m.display, 'standalone');
  assert.equal(m.orientation, 'any');
  assert.equal(m.theme_color, found.accent, 'theme colour: site.css --accent');
  assert.equal(m.background_color, found.paper, 'background colour: site.css --paper');
  for (const icon of found.icons) {
    assert.ok(icon.ok, `${icon.src} is on the site`);
    assert.equal(icon.contentType, icon.type, `${icon.src} is served as ${icon.type}`);
    assert.ok(icon.decoded, `${icon.src} is an image`);
    if (icon.sizes !== 'any') assert.equal(icon.size, icon.sizes, `${icon.src} is ${icon.sizes}`);
  }
  for (const size of ['192x192', '512x512']) {
    assert.ok(found.icons.some((i) => i.sizes === size && i.type === 'image/png' && (i.purpose ?? 'any').includes('any')), `a ${size} PNG icon`);
  }
  assert.ok(found.icons.some((i) => i.purpose?.includes('maskable')), 'a maskable icon');
  assert.ok(found.touchOk, 'the apple-touch-icon is on the site');
  assertClean(opened);
});
