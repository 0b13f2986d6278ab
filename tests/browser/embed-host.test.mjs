// Issue 19, items 3-5: the board on a hobby site of another origin, as embed.html's "For
// hosts" says. The snippets are read from the page as it shows them and run as written (the
// iframe's `https://your-site.example` replaced by the host's origin, as the page says to do),
// on a host page served from a second origin under the page's Content-Security-Policy: the
// <graustark-board> element plays a phase and steps through a game file; the iframe shows a
// shared position, plays a phase for a host that talks to it, and ignores every message from
// an origin its address does not list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { browser, openPage, server } from './helpers.mjs';
import { loadEngine } from '../../scripts/wasm-node.mjs';

/** The snippets of embed.html, by their data-snippet name, as the page shows them. */
let snippets = /** @type {Record<string, string>} */ ({});
let siteOrigin = '';
/** The host's pages, by path: what it serves. @type {Map<string, { type: string, body: string }>} */
const hostFiles = new Map();
/** @type {http.Server} */
let host;
let hostOrigin = '';

before(async () => {
  siteOrigin = new URL((await server()).url).origin;
  const opened = await openPage('embed.html');
  await opened.page.waitForSelector('body[data-snippets="ready"]', { timeout: 20000 });
  snippets = Object.fromEntries(await opened.page.$$eval('code[data-snippet]', (codes) => codes.map((c) => [c.getAttribute('data-snippet'), c.textContent])));
  await opened.page.context().close();
  host = http.createServer((req, res) => {
    const file = hostFiles.get((req.url ?? '/').split('?')[0]);
    if (!file) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store', 'Content-Security-Policy': hostPolicy() });
    res.end(file.body);
  });
  await new Promise((resolve) => host.listen(0, '127.0.0.1', () => resolve(undefined)));
  hostOrigin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (host.address()).port}`;
});

after(() => host?.close());

/** The policy of the hosts' snippet, as the header it says to send. */
function hostPolicy() {
  const [name, value] = snippets.csp.split(/:\s(.*)/s);
  assert.equal(name, 'Content-Security-Policy');
  return value.trim();
}

/** A host page around a snippet (HTML), with the host's own files beside it. @param {string} body @param {Record<string, string>} [files] */
function hostPage(path, body, files = {}) {
  hostFiles.set(path, { type: 'text/html; charset=utf-8', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A hobby site</title><link rel="stylesheet" href="/theme.css"></head><body><h1>Our game</h1>\n${body}\n</body></html>` });
  hostFiles.set('/theme.css', { type: 'text/css', body: snippets.theme });
  for (const [p, text] of Object.entries(files)) hostFiles.set(p, { type: p.endsWith('.json') ? 'application/json' : 'text/javascript', body: text });
  return `${hostOrigin}${path}`;
}

/**
 * Opens a host page: its console, errors, policy violations, and every request that went
 * neither to the host nor to the site.
 * @param {string} url
 */
async function openHost(url) {
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const log = /** @type {string[]} */ ([]);
  const errors = /** @type {string[]} */ ([]);
  await context.exposeBinding('__violation', (_s, text) => errors.push(`CSP violation: ${text}`));
  await context.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => {
    /** @type {any} */ (window).__violation(`${e.effectiveDirective} refused ${e.blockedURI}`);
  }));
  page.on('console', (m) => (m.type() === 'error' ? errors : log).push(m.text()));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  await context.route('**/*', (route) => {
    const origin = new URL(route.request().url()).origin;
    if (origin !== hostOrigin && origin !== siteOrigin) { errors.push(`asked ${route.request().url()}`); return route.abort(); }
    return route.continue();
  });
  page.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) errors.push(`HTTP ${r.status()}: ${r.url()}`); });
  await page.goto(url);
  return { page, log, errors, close: () => context.close() };
}

/** Taps a unit, then a province, on a board inside `scope` (a page or a frame). */
async function order(scope, unit, to) {
  await scope.locator(`graustark-board .gk-unit[data-unit="${unit}"]`).click();
  await scope.locator(`graustark-board [data-province="${to}"]`).first().click({ force: true });
}

/** Waits until the log has every line. @param {string[]} log @param {string[]} lines */
async function logged(log, lines) {
  for (let i = 0; i < 100 && !lines.every((l) => log.includes(l)); i++) await new Promise((r) => setTimeout(r, 100));
  for (const line of lines) assert.ok(log.includes(line), `the host logged "${line}" (it logged: ${log.join(' | ')})`);
}

const BOUNCE = ['order: A Par - Bur', 'order: A Mun - Bur', 'A Par - Bur fails: bounced with A Mun', 'A Mun - Bur fails: bounced with A Par'];

test('the snippets name this site and nothing else', () => {
  for (const name of ['element', 'element-events', 'element-game', 'frame-link', 'frame-host', 'frame-script', 'theme', 'csp', 'npm-node']) {
    assert.ok(snippets[name], `embed.html shows the ${name} snippet`);
    assert.doesNotMatch(snippets[name], /graustark\.example|#p=SAMPLE/, `${name} is filled in for this site`);
  }
  assert.ok(snippets.element.includes(`${siteOrigin}/js/graustark-board.js`));
  assert.match(snippets['frame-link'], new RegExp(`${siteOrigin}/frame\\.html#p=[\\w-]+`));
});

test('the element plays a phase on a page of another origin, under the hosts\' policy and theme', async () => {
  const opened = await openHost(hostPage('/element.html', `${snippets.element}\n<script type="module" src="board-events.js"></script>`,
    { '/board-events.js': snippets['element-events'] }));
  const { page } = opened;
  await order(page, 'par', 'bur');
  await order(page, 'mun', 'bur');
  await page.locator('graustark-board button.gk-primary').click();
  await logged(opened.log, BOUNCE);
  // The host's theme reaches into the shadow root; its height is the host's.
  assert.equal(await page.locator('graustark-board .gk-board').evaluate((e) => getComputedStyle(e).backgroundColor), 'rgb(244, 239, 228)');
  assert.equal(await page.locator('graustark-board').evaluate((e) => e.getBoundingClientRect().height), 560);
  assert.match(await page.locator('graustark-board .gk-title').textContent(), /Spring 1901 · Movement \(1 of 2\)/);
  assert.equal(await page.locator('graustark-board .gk-order').count(), 2, 'both moves drawn with their results');
  await page.locator('graustark-board button[aria-label="Next phase"]').click();
  assert.match(await page.locator('graustark-board .gk-title').textContent(), /Fall 1901/);
  assert.deepEqual(opened.errors, []);
  await opened.close();
});

test('the element steps through a game file, each phase adjudicated again from its orders', async () => {
  const { engine } = await loadEngine('standard');
  const spring = engine.initialState();
  const springOrders = [{ power: 'france', text: 'A Par - Bur' }, { power: 'germany', text: 'A Mun - Bur' }];
  const fall = engine.adjudicate(spring, springOrders).next;
  const fallOrders = [{ power: 'germany', text: 'F Kie - Den' }];
  const winter = engine.adjudicate(fall, fallOrders).next;
  // The game file (version 3): each phase's position and orders (its report is not read), then
  // the position now, with the phase being written at the table: its orders are secret and never shown.
  const line = (o) => `${o.power}: ${o.text}`;
  const game = {
    format: 'graustark-game', version: 3, map: 'standard', state: winter,
    history: [
      { phase: 'Spring 1901 movement', orders: springOrders.map(line), report: 'not read', position: spring },
      { phase: 'Fall 1901 movement', orders: fallOrders.map(line), report: 'not read', position: fall },
    ],
    table: { phase: { of: 'Winter 1901 adjustment', entries: { germany: { orders: ['Build A Kie'], sealed: true } } } },
  };
  // The element snippet's first line loads the element; the game snippet is the element's tag.
  const opened = await openHost(hostPage('/game.html', `${snippets.element.split('\n')[0]}\n${snippets['element-game']}`, { '/my-game.json': JSON.stringify(game) }));
  const { page } = opened;
  const title = page.locator('graustark-board .gk-title');
  await page.waitForSelector('graustark-board .gk-order, graustark-board .gk-error:not([hidden])');
  assert.equal(await page.locator('graustark-board .gk-error:not([hidden])').count(), 0, await page.locator('graustark-board .gk-error').textContent() ?? '');
  assert.equal(await title.textContent(), 'Spring 1901 · Movement (1 of 3)');
  assert.equal(await page.locator('graustark-board .gk-order').count(), 2);
  assert.match(await page.locator('graustark-board .gk-hint').textContent(), /0 of 2 orders succeeded/);
  await page.locator('graustark-board button[aria-label="Next phase"]').click();
  assert.equal(await title.textContent(), 'Fall 1901 · Movement (2 of 3)');
  await page.locator('graustark-board button[aria-label="Next phase"]').click();
  assert.match(await title.textContent(), /^Winter 1901/);
  // The board redraws on the next animation frame: the fall's order is gone once it has.
  await page.locator('graustark-board .gk-order').first().waitFor({ state: 'detached' });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal(await page.locator('graustark-board .gk-order').count(), 0, 'the sealed orders of the phase being written stay hidden');
  assert.ok(await page.locator('graustark-board button[aria-label="Next phase"]').isDisabled());
  assert.deepEqual(opened.errors, []);
  await opened.close();
});

test('the element names what is wrong with what it is given, and keeps working', async () => {
  const opened = await openHost(hostPage('/bad.html', `${snippets.element.replace('ordering', 'position=\'{"units": 3}\'')}`));
  const { page } = opened;
  const error = page.locator('graustark-board .gk-error');
  await error.waitFor();
  assert.match(await error.textContent(), /^the position/);
  await page.locator('graustark-board').evaluate((/** @type {any} */ b) => b.showPosition(null, [{ power: 'france', text: 'A Par - Bur' }]));
  await page.waitForSelector('graustark-board .gk-error', { state: 'hidden' });
  await page.locator('graustark-board .gk-order').first().waitFor(); // drawn on the next animation frame
  assert.equal(await page.locator('graustark-board .gk-order').count(), 1);
  // Orders given while orders are taken are the sheet to go on with: one the engine cannot read is named, the others kept.
  await page.locator('graustark-board').evaluate((/** @type {any} */ b) => {
    b.ordering = true;
    b.showPosition(null, [{ power: 'france', text: 'A Par - Atlantis' }, { power: 'germany', text: 'A Mun - Bur' }]);
  });
  await page.waitForSelector('graustark-board .gk-error:not([hidden])');
  assert.match(await error.textContent(), /^the orders\[0\] "A Par - Atlantis": /);
  assert.deepEqual(await page.locator('graustark-board').evaluate((/** @type {any} */ b) => b.orders), [{ power: 'germany', text: 'A Mun - Bur' }]);
  assert.deepEqual(opened.errors, []);
  await opened.close();
});

test('the iframe shows a shared position on a page that runs no script', async () => {
  const opened = await openHost(hostPage('/link.html', snippets['frame-link']));
  const frame = opened.page.frameLocator('iframe');
  await frame.locator('graustark-board .gk-order').first().waitFor({ timeout: 20000 });
  assert.equal(await frame.locator('graustark-board .gk-order').count(), 2);
  assert.match(await frame.locator('graustark-board .gk-hint').textContent(), /0 of 2 orders succeeded/);
  assert.deepEqual(opened.errors, []);
  await opened.close();
});

test('the iframe plays a phase for the host it lists, and answers a bad message with what is wrong', async () => {
  const html = snippets['frame-host'].replace('https://your-site.example', hostOrigin);
  const opened = await openHost(hostPage('/frame.html', html, { '/board-frame.js': snippets['frame-script'] }));
  const { page } = opened;
  const frame = page.frameLocator('iframe');
  await frame.locator('graustark-board .gk-unit[data-unit="par"]').waitFor({ timeout: 20000 });
  await order(frame, 'par', 'bur');
  await order(frame, 'mun', 'bur');
  await frame.locator('graustark-board button.gk-primary').click();
  await logged(opened.log, BOUNCE);
  const reply = await page.evaluate((site) => new Promise((resolve) => {
    window.addEventListener('message', (e) => { if (e.origin === site) resolve(e.data); });
    /** @type {HTMLIFrameElement} */ (document.querySelector('iframe')).contentWindow?.postMessage({ type: 'graustark:show', colour: 'red' }, site);
  }), siteOrigin);
  assert.deepEqual(reply, { type: 'graustark:error', message: 'graustark:show: "colour" is not something to show (map, players, position, orders, game, rules, phase, ordering, power, labels)' });
  assert.deepEqual(opened.errors, []);
  await opened.close();
});

test('the iframe ignores a message from an origin its address does not list, and tells that origin nothing', async () => {
  const frameUrl = (/** @type {string} */ origins) => `${siteOrigin}/frame.html?ordering&origins=${encodeURIComponent(origins)}`;
  const opened = await openHost(hostPage('/two.html',
    `<iframe id="other" src="${frameUrl('https://elsewhere.example')}" title="a"></iframe><iframe id="mine" src="${frameUrl(hostOrigin)}" title="b"></iframe>`));
  const { page } = opened;
  for (const id of ['other', 'mine']) await page.frameLocator(`#${id}`).locator('graustark-board [data-province="par"]').first().waitFor({ timeout: 20000 });
  const heard = await page.evaluate(async (site) => {
    const got = /** @type {string[]} */ ([]);
    window.addEventListener('message', (e) => got.push(`${/** @type {HTMLIFrameElement} */ (document.querySelector('#other')).contentWindow === e.source ? 'other' : 'mine'} ${e.data?.type}`));
    for (const id of ['other', 'mine']) {
      /** @type {HTMLIFrameElement} */ (document.querySelector(`#${id}`)).contentWindow?.postMessage({ type: 'graustark:show', map: 'cat' }, site);
    }
    await new Promise((r) => setTimeout(r, 2500));
    return got;
  }, siteOrigin);
  assert.equal(await page.frameLocator('#mine').locator('graustark-board [data-province="iro"]').count() > 0, true, 'the listed host changed its frame');
  assert.equal(await page.frameLocator('#other').locator('graustark-board [data-province="iro"]').count(), 0, 'the unlisted one did not');
  assert.equal(await page.frameLocator('#other').locator('graustark-board [data-province="par"]').count() > 0, true);
  assert.ok(heard.includes('mine graustark:ready'), heard.join());
  assert.deepEqual(heard.filter((h) => h.startsWith('other')), [], 'nothing was posted to the unlisted origin');
  await opened.close();
});
