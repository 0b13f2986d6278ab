// Issue 19, item 6: every page has a Content-Security-Policy (no inline scripts, nothing from
// another origin), the pages work under it, and the board art loader refuses art that would
// load anything. The policy's text and reasons are in the pages' <meta> and ARCHITECTURE.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { openPage, openBlankPage, assertClean, waitReady, server, SITE, ROOT } from './helpers.mjs';
import { newGame, allReady, takePad, typeOrders, seal, screen, settled } from './game-helpers.mjs';

const POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/gi;

/** The site's pages as served (dist/), each with its text. */
function pages() {
  return fs.readdirSync(SITE).filter((f) => f.endsWith('.html')).sort()
    .map((name) => ({ name, html: fs.readFileSync(path.join(SITE, name), 'utf8') }));
}

test('every page has one policy, the same, in its head before anything it loads', () => {
  const all = pages();
  assert.ok(all.length >= 4, `the site's pages: ${all.map((p) => p.name)}`);
  const policies = new Set();
  for (const { name, html } of all) {
    const metas = [...html.matchAll(POLICY)];
    assert.equal(metas.length, 1, `${name} has one Content-Security-Policy <meta>`);
    const head = html.slice(0, html.indexOf('</head>'));
    assert.ok(head.includes(metas[0][0]), `${name}: the policy is in <head>`);
    const before = html.slice(0, metas[0].index);
    assert.doesNotMatch(before, /<(link|script|style|base)\b/i, `${name}: nothing is loaded before the policy`);
    policies.add(metas[0][1]);
    // dist/ is www/ minified: the page as written has the same policy.
    assert.equal([...fs.readFileSync(path.join(ROOT, 'www', name), 'utf8').matchAll(POLICY)][0]?.[1], metas[0][1], `www/${name}`);
  }
  assert.equal(policies.size, 1, `one policy for every page: ${[...policies].join('\n')}`);
  const [policy] = policies;
  const directives = Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v.join(' ')]));
  assert.equal(directives['default-src'], "'self'");
  assert.equal(directives['script-src'], "'self' 'wasm-unsafe-eval'");
  assert.equal(directives['style-src'], "'self'");
  assert.equal(directives['img-src'], "'self' data: blob:");
  assert.equal(directives['object-src'], "'none'");
  assert.equal(directives['base-uri'], "'none'");
  assert.equal(directives['form-action'], "'none'");
  assert.doesNotMatch(policy, /unsafe-inline|'unsafe-eval'|https?:|\*/, 'no inline code, no eval, no other origin');
  assert.equal(directives['frame-ancestors'], undefined, 'a <meta> cannot say frame-ancestors (the browser would complain)');
});

test("each page's policy comment names frame.html as the page made to be framed, and no other", () => {
  for (const name of fs.readdirSync(path.join(ROOT, 'www')).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(ROOT, 'www', name), 'utf8');
    const comment = html.slice(0, html.search(/<meta http-equiv="Content-Security-Policy"/)).match(/<!--([\s\S]*?)-->\s*$/)?.[1] ?? '';
    const flat = comment.replace(/\s+/g, ' ');
    assert.match(flat, /frame\.html is the page made to be framed|frame\.html, the page made to be framed/, `${name}: ${flat}`);
    assert.match(flat, /frame-ancestors/, `${name} tells hosts about frame-ancestors`);
    assert.doesNotMatch(flat, /(embed|game|gm|index|sandbox)\.html,? (is )?(the page )?made to be framed/, `${name} names another page as framed`);
  }
});

test('no page has an inline script, style, event handler or javascript: address, nor loads from another origin', () => {
  for (const { name, html } of pages()) {
    for (const script of html.matchAll(/<script\b[^>]*>/gi)) assert.match(script[0], /\ssrc="[^"]+"/, `${name}: ${script[0]} has no src`);
    assert.doesNotMatch(html, /<style\b/i, `${name} has a <style> element`);
    assert.doesNotMatch(html, /<[a-z][^>]*\s(style|on[a-z]+)\s*=/i, `${name} has a style or event-handler attribute`);
    assert.doesNotMatch(html, /javascript:/i, `${name} has a javascript: address`);
    for (const [, url] of html.matchAll(/\s(?:src|href)="([^"]*)"/gi)) {
      assert.doesNotMatch(url, /^(https?:)?\/\//i, `${name} loads ${url}`);
    }
  }
});

test('the server sends each page its own policy as a header, and lets only frame.html be framed elsewhere', async () => {
  const { url } = await server();
  for (const { name, html } of pages()) {
    const response = await fetch(new URL(name, url));
    const meta = [...html.matchAll(POLICY)][0][1];
    const framing = name === 'frame.html' ? '' : "; frame-ancestors 'self'";
    assert.equal(response.headers.get('content-security-policy'), meta + framing, name);
    // Pages are never shared with another origin; the files the board element fetches are.
    assert.equal(response.headers.get('access-control-allow-origin'), null, name);
  }
});

/**
 * Opens a page and checks it under its policy: no violation, and every request to the site's
 * own origin (data: asks nothing of the network: the icon).
 * @param {string} page
 * @param {(p: import('playwright-core').Page) => Promise<void>} use what to do on the page
 */
async function underPolicy(page, use) {
  const opened = await openPage(page);
  await use(opened.page);
  await opened.page.waitForLoadState('networkidle');
  const elsewhere = opened.requests.filter((u) => !u.startsWith('data:') && new URL(u).origin !== opened.origin);
  assert.deepEqual(elsewhere, [], `${page} asked another origin`);
  assert.ok(opened.requests.some((u) => u.endsWith('.js')), `${page}: the requests were recorded`);
  assert.deepEqual(opened.cspViolations, [], `${page} broke its policy`);
  assertClean(opened);
  return opened;
}

test('index.html runs under the policy and registers the service worker', async () => {
  await underPolicy('index.html', async (page) => {
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(new URL(scope).pathname, '/');
  });
});

test('the sandbox draws its board and adjudicates under the policy', async () => {
  await underPolicy('sandbox.html', async (page) => {
    await waitReady(page);
    assert.ok(await page.locator('#board [data-province]').count() > 70);
    // The art's own stylesheet applies (a constructed sheet): the seas are its colour.
    assert.equal(await page.locator('#board [data-province="nth"]').evaluate((e) => getComputedStyle(e).fill), 'rgb(185, 213, 234)');
    await page.click('#adjudicate');
    await page.waitForSelector('#continue:not([hidden])');
  });
});

test('embed.html draws its sample and another board under the policy', async () => {
  await underPolicy('embed.html', async (page) => {
    await page.waitForSelector('#board [data-province]');
    await page.selectOption('#board-choice', 'cat');
    await page.waitForSelector('#board [data-province="iro"]');
  });
});

test("the gamesmaster's page plays a phase under the policy, its map an image from a blob: address", async () => {
  await underPolicy('gm.html', async (page) => {
    await waitReady(page);
    await page.click('#show-new');
    await page.click('#new-form button[type="submit"]');
    await page.waitForSelector('#sheet-england');
    await page.waitForSelector('#board [data-province]');
    await page.fill('#sheet-england', 'England:\nF Lon - Nth\n');
    await page.click('#adjudicate');
    await page.waitForSelector('#result:not([hidden]), #unreadable:not([hidden])');
    assert.equal(await page.isVisible('#result'), true, await page.textContent('#unreadable') ?? '');
    const image = await page.locator('#season-image').evaluate(async (img) => {
      const map = /** @type {HTMLImageElement} */ (img);
      await map.decode();
      return { src: map.src, width: map.naturalWidth };
    });
    assert.match(image.src, /^blob:/);
    assert.ok(image.width > 0, 'the map is drawn');
  });
});

test('game night plays a year under the policy: its screens, its dialog and the centre chart', async () => {
  await underPolicy('game.html', async (page) => {
    await waitReady(page);
    const seating = await newGame(page);
    await allReady(page);
    await takePad(page, 'england', seating.england);
    await typeOrders(page, ['F Lon - Nth']);
    await seal(page);
    for (const season of ['spring', 'fall']) {
      if (season === 'fall') await allReady(page);
      await page.click('#to-reader');
      // The confirmation is a <form method="dialog">, which form-action 'none' leaves alone.
      await page.click('#confirm-yes');
      await page.click('#take-tablet');
      while ((await screen(page)) === 'reveal') await page.click('#reveal-next');
    }
    assert.match(await page.textContent('#phase') ?? '', /Spring 1902/);
    await page.click('#menu');
    await settled(page);
    const colour = await page.locator('#menu-card svg.chart .chart-line').first()
      .evaluate((line) => getComputedStyle(line).getPropertyValue('--c').trim());
    assert.notEqual(colour, '', 'the chart\'s lines have their power\'s colour');
  });
});

test('the recorder sees a violation (so the checks above can fail)', async () => {
  const opened = await openPage('embed.html');
  await opened.page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { color: red }';
    document.head.append(style);
  });
  await settled(opened.page);
  // Refused by both the <meta> and the header, each reporting it.
  assert.ok(opened.cspViolations.length >= 1, 'the inline style is refused');
  for (const v of opened.cspViolations) assert.match(v, /^style-src-elem refused inline/);
});

/** An SVG drawing whose inside is `inner`, with what may come before its root. @param {string} inner */
const drawing = (inner) => `<?xml version="1.0" encoding="UTF-8"?>\n<!-- supplied -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

const LAYOUT = { viewBox: [0, 0, 10, 10], unit_radius: 1, provinces: {} };

/**
 * Loads art on the page and draws it on a board element; returns each marked element's fill.
 * @param {import('playwright-core').Page} page
 * @param {string} svg
 */
function drawArt(page, svg) {
  return page.evaluate(async ([text, layout]) => {
    const { loadArt, adoptArtStyle } = await import('/js/board/art.js');
    const host = document.createElement('div');
    host.className = 'gk-board';
    document.body.append(host);
    const art = loadArt(text, layout);
    host.append(art.svg);
    const remove = adoptArtStyle(art.svg, art.css);
    const fills = Object.fromEntries([...art.svg.querySelectorAll('[data-test]')]
      .map((e) => [e.getAttribute('data-test'), getComputedStyle(e).fill]));
    remove();
    host.remove();
    return { fills, gradient: art.svg.querySelector('linearGradient')?.id ?? '' };
  }, /** @type {const} */ ([svg, LAYOUT]));
}

const GRADIENT = '<defs><linearGradient id="grad"><stop offset="0" stop-color="#123456"/></linearGradient></defs>';

test('the art loader refuses supplied art that would load another file, naming the problem', async () => {
  const opened = await openBlankPage();
  const refused = await opened.page.evaluate(async (svgs) => {
    const { loadArt } = await import('/js/board/art.js');
    return svgs.map((svg) => {
      try {
        loadArt(svg, { viewBox: [0, 0, 10, 10], unit_radius: 1, provinces: {} });
        return 'drawn';
      } catch (e) {
        return e instanceof Error ? e.message : String(e);
      }
    });
  }, [
    drawing('<rect style="fill:url(https://evil.example/x.png)" width="10" height="10"/>'),
    drawing('<style>@import "https://evil.example/x.css";</style>'),
    drawing('<style>.a { fill: url(http://evil.example/x.png) }</style>'),
    drawing('<image href="https://evil.example/x.png" width="10" height="10"/>'),
    drawing('<rect onclick="alert(1)" width="1" height="1"/>'),
    '<svg viewBox="0 0 1 1"/>',
    drawing('<rect>'),
  ]);
  assert.deepEqual(refused, [
    'board art refused: <rect> style: url(https://evil.example/x.png) refers outside the drawing (only url(#id) may be used)',
    'board art refused: <style>: @import would load another stylesheet',
    'board art refused: <style>: url(http://evil.example/x.png) refers outside the drawing (only url(#id) may be used)',
    'board art refused: <image> href: "https://evil.example/x.png" links outside the drawing (only #id may be used)',
    'board art refused: <rect> onclick: event handlers are not allowed',
    'board art: not a valid SVG document (it must be one <svg> element in the SVG namespace)',
    'board art: not a valid SVG document (not well-formed XML)',
  ]);
  // A style attribute is given to the drawn element through the CSSOM, as it was written.
  const drawn = await drawArt(opened.page, drawing(`${GRADIENT}<rect style="fill: url(#grad)" data-test="attribute" width="5" height="5"/>`));
  assert.deepEqual(drawn.fills, { attribute: `url("#${drawn.gradient}")` });
  assertClean(opened);
});

test('art using url(#id) in its stylesheet and attributes is drawn under the policy, its ids prefixed', async () => {
  const opened = await openPage('embed.html');
  await opened.page.waitForSelector('#board [data-province]');
  const drawn = await drawArt(opened.page, drawing(`${GRADIENT}<style>.a { fill: url(#grad) }</style>
    <rect class="a" data-test="sheet" width="5" height="5"/>
    <rect fill="url(#grad)" data-test="presentation" x="5" width="5" height="5"/>`));
  assert.match(drawn.gradient, /^gk\d+-grad$/);
  const fill = `url("#${drawn.gradient}")`;
  assert.deepEqual(drawn.fills, { sheet: fill, presentation: fill });
  assert.deepEqual(opened.cspViolations, []);
  assertClean(opened);
});
