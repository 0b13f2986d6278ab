// Shared harness for the browser tests (node --test tests/browser/). Each test file gets its own
// static server on a free port (scripts/serve.mjs, the server `bash scripts/run.sh` uses) and one
// headless Debian Chromium, both closed when the file's tests end. A page fails its test on any
// console error, uncaught exception, failed or 4xx/5xx request, Content-Security-Policy
// violation, or any request that leaves the page's own origin (those are blocked, so a test
// never touches the network).
import { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './browser.mjs';
import { startServer, ROOT } from '../../scripts/serve.mjs';

export { ROOT };
/** The site as served: www/ as scripts/build.sh minifies it. */
export const SITE = path.join(ROOT, 'dist');
export const SHOTS = path.join(ROOT, 'tests', 'browser', 'shots');
export { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs';

/** Each open page's error list, so waitReady can say why a page never became ready. */
const pageErrors = new WeakMap();

/** @type {Promise<{url: string, close: () => Promise<void>}> | undefined} */
let serverP;
/** @type {Promise<import('playwright-core').Browser> | undefined} */
let browserP;

/** The file's static server for the built site, dist/ (started on first use). */
export function server() {
  serverP ??= startServer({ root: SITE, port: 0 });
  return serverP;
}

/** The file's browser (launched on first use; playwright gives it a fresh, empty profile). */
export function browser() {
  browserP ??= launchBrowser();
  return browserP;
}

after(async () => {
  if (browserP) await (await browserP).close().catch(() => {});
  if (serverP) await (await serverP).close();
});

/** True when the site has this page (a path relative to dist/). */
export function hasPage(rel) {
  return fs.existsSync(path.join(SITE, rel));
}

/**
 * Opens a page of the site in a new browser context.
 * @param {string} urlPath path on the site, e.g. 'embed.html' or '/sandbox.html?x=1'
 * @param {{ html?: string, width?: number, height?: number,
 *           waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' }} [options]
 *   html: serve this text at `urlPath` instead of a file (a blank page on the site's origin,
 *   for tests that only need the origin; nothing is added to www/)
 * @returns {Promise<{ page: import('playwright-core').Page, errors: string[],
 *   foreignRequests: string[], requests: string[], cspViolations: string[], origin: string, url: string }>}
 *   requests: every URL the page asked for; cspViolations: each `securitypolicyviolation` event
 */
export async function openPage(urlPath, { html, width = 1280, height = 900, waitUntil = 'load' } = {}) {
  const origin = new URL((await server()).url).origin;
  const context = await (await browser()).newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const url = new URL(urlPath.replace(/^\/*/, '/'), origin).href;
  /** @type {string[]} */ const errors = [];
  /** @type {string[]} */ const foreignRequests = [];
  /** @type {string[]} */ const requests = [];
  /** @type {string[]} */ const cspViolations = [];
  pageErrors.set(page, errors);
  // Every violation of the page's policy, as the page's own event reports it (from the first
  // script on, whatever the console says).
  await context.exposeBinding('__graustarkCspViolation', (_source, text) => {
    cspViolations.push(text);
    errors.push(`CSP violation: ${text}`);
  });
  await context.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => {
    /** @type {any} */ (window).__graustarkCspViolation(`${e.effectiveDirective} refused ${e.blockedURI || 'something'} at ${e.sourceFile}:${e.lineNumber}`);
  }));
  const own = (/** @type {string} */ u) => u.startsWith('data:') || u.startsWith('blob:') || new URL(u).origin === origin;

  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()} ${where(m.location())}`.trim());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.stack ?? e.message}`));
  page.on('request', (r) => {
    requests.push(r.url());
    if (!own(r.url())) foreignRequests.push(r.url());
  });
  page.on('requestfailed', (r) => {
    if (own(r.url())) errors.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  await context.route('**/*', (route) => {
    const u = route.request().url();
    if (!own(u)) return route.abort('blockedbyclient');
    if (html !== undefined && u === url) {
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    }
    return route.continue();
  });
  await page.goto(url, { waitUntil });
  return { page, errors, foreignRequests, requests, cspViolations, origin, url };
}

function where(loc) {
  return loc?.url ? `(${loc.url}:${loc.lineNumber})` : '';
}

/** A blank page on the site's origin, for tests that import modules or fetch files. */
export function openBlankPage() {
  return openPage('/__test_blank__.html', { html: '<!doctype html><meta charset="utf-8"><title>test</title>' });
}

/** Fails the test if the page logged an error or reached beyond its origin. */
export function assertClean({ errors, foreignRequests }) {
  assert.deepEqual(errors, [], `the page reported errors:\n${errors.join('\n')}`);
  assert.deepEqual(foreignRequests, [], `the page made requests beyond its origin:\n${foreignRequests.join('\n')}`);
}

/** Waits for `document.body.dataset.ready === "true"` (what pages set when their board is usable). */
export async function waitReady(page, timeout = 15000) {
  try {
    await page.waitForFunction(() => document.body?.dataset.ready === 'true', null, { timeout });
  } catch (e) {
    const errors = pageErrors.get(page) ?? [];
    throw new Error(`${page.url()} did not set body[data-ready="true"] within ${timeout} ms`
      + (errors.length ? `; the page reported:\n${errors.join('\n')}` : ' (and reported no error)'), { cause: e });
  }
}

/** Waits for the page's and the board's coalesced redraws (two animation frames). */
export function settled(page) {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined)))));
}

/** Saves a PNG of the page into tests/browser/shots/ (git-ignored) and returns its path. */
export async function screenshot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file });
  return file;
}
