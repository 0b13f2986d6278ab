// The sandbox's shared links at their limits: rule settings this site does not know are named,
// a link may carry at most MAX_ORDERS orders and MAX_LINK characters (a message says why one
// was cut or refused), and a new link opened in a tab already on the sandbox (only the hash
// changes) is opened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, waitReady, assertClean, hasPage, screenshot } from './helpers.mjs';
import { loadEngine } from '../../scripts/wasm-node.mjs';
import { GameEngine } from '../../www/js/engine.js';

/** The standard map's engine and rule options, in Node. */
async function engine() {
  const { engine: e, mod } = await loadEngine('standard');
  return { eng: new GameEngine(e, 'standard'), options: mod.ruleOptions() };
}

/** A link's hash for a position, its orders and rules. */
function hashOf(state, orders, rules = {}) {
  return `#p=${Buffer.from(JSON.stringify({ map: 'standard', state, orders, rules })).toString('base64url')}`;
}

/** The orders the panel lists, as written. */
function listedOrders(page) {
  return page.$$eval('#order-list li.order', (items) => items.length);
}

async function openSandbox(hash = '', size = {}) {
  const opened = await openPage(`sandbox.html${hash}`, size);
  await waitReady(opened.page);
  return opened;
}

test('rule settings the site does not know are named, the known ones kept', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('no sandbox'); return; }
  const { eng, options } = await engine();
  const known = options.find((o) => o.choices.length > 1);
  const other = known.choices[known.choices.length - 1].value;
  const second = options.find((o) => o !== known && o.choices.length > 1);
  const rules = { [known.name]: other, no_such_rule: 'on', [second.name]: 'whatever' };
  const opened = await openSandbox(hashOf(eng.initialState(), [{ power: 'france', text: 'A Par - Bur' }], rules));
  const { page } = opened;
  const notice = await page.textContent('#notice') ?? '';
  assert.match(notice, /“no_such_rule” \(no such option\)/);
  assert.match(notice, new RegExp(`“${second.name}: whatever” \\(not one of its choices\\)`));
  assert.ok(!notice.includes(`“${known.name}`), `the known setting is not named: ${notice}`);
  assert.equal(await listedOrders(page), 1, 'the order is kept');
  await screenshot(page, 'sandbox-link-unknown-rules-1280x800');
  assertClean(opened);
});

test('a link carries at most 1,000 orders and 100,000 characters, and says so', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('no sandbox'); return; }
  const { eng } = await engine();
  const state = { ...eng.initialState(), season: 'fall' };
  // 10,000 orders: refused before it is read, the opening shown.
  const huge = hashOf(state, Array.from({ length: 10_000 }, () => ({ power: 'france', text: 'A Par - Bur' })));
  assert.ok(huge.length > 100_000);
  let opened = await openSandbox(huge);
  assert.match(await opened.page.textContent('#notice') ?? '', /too long.*100,000.*Starting from the opening/);
  assert.equal(await opened.page.textContent('#phase'), 'Spring 1901 · Movement');
  assert.equal(await listedOrders(opened.page), 0);
  assertClean(opened);
  // 1,500 short orders fit in the length but not in the count: the position without its orders.
  const many = hashOf(state, Array.from({ length: 1500 }, () => ({ power: 'france', text: 'A Par H' })));
  assert.ok(many.length < 100_000, `${many.length} characters`);
  opened = await openSandbox(many, { width: 800, height: 1280 });
  assert.match(await opened.page.textContent('#notice') ?? '', /1,500 orders, more than the 1,000 a link may carry/);
  assert.equal(await opened.page.textContent('#phase'), 'Fall 1901 · Movement', 'the position is kept');
  assert.equal(await listedOrders(opened.page), 0);
  await screenshot(opened.page, 'sandbox-link-too-many-800x1280');
  assertClean(opened);
});

test('a new link opened in a tab already on the sandbox is opened', async (t) => {
  if (!hasPage('sandbox.html')) { t.skip('no sandbox'); return; }
  const { eng } = await engine();
  const opened = await openSandbox();
  const { page } = opened;
  assert.equal(await page.textContent('#phase'), 'Spring 1901 · Movement');
  const link = hashOf({ ...eng.initialState(), season: 'fall' }, [{ power: 'russia', text: 'A War - Gal' }]);
  await page.evaluate((hash) => { location.hash = hash; }, link);
  await page.waitForFunction(() => document.querySelector('#phase')?.textContent === 'Fall 1901 · Movement');
  await page.waitForFunction(() => document.querySelectorAll('#order-list li.order').length === 1);
  await screenshot(page, 'sandbox-link-hashchange-1280x800');
  assertClean(opened);
});
