// Issue 35, items 1 and 6: the board element draws only the centres of the game played (the
// 1958 board at 5 and 6 players: no marker and no "neutral supply centre" for a deleted one),
// marks a civil-disorder removal as an ordered removal is, and covers no province's name with
// a build's ghost, a stack's marks or an arrowhead; game night's centre chart draws equal
// counts apart. Each at 1280x800 and 800x1280, audited by axe, with screenshots in
// tests/browser/shots/.
// Run: node --test tests/browser/board-says.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertClean, openPage, screenshot } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { allReady, newGame, openGame, screen, setPosition, settled } from './game-helpers.mjs';

const SIZES = [[1280, 800], [800, 1280]];
const u = (power, type, region) => ({ power, type, region });

/** frame.html showing a position (null: the opening) and its orders, adjudicated. */
const frameLink = (map, state, orders, players) => `frame.html#p=${Buffer.from(JSON.stringify({
  map, ...(players ? { players } : {}), ...(state ? { state } : {}), orders, rules: {},
})).toString('base64url')}`;

/** Waits until the element has drawn its pieces, and its orders when there are some. */
async function drawn(page, orders = false) {
  await page.waitForSelector(orders ? 'graustark-board .gk-order' : 'graustark-board .gk-unit', { state: 'attached' });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The centres the element draws, and the provinces its board names a centre. */
function centresShown(page) {
  return page.locator('graustark-board').evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const markers = [...root.querySelectorAll('[data-centre]')].filter((c) => c.getAttribute('display') !== 'none').map((c) => c.getAttribute('data-centre'));
    const named = [...root.querySelectorAll('[data-province][aria-label*="supply centre"]')].map((p) => p.getAttribute('data-province'));
    return { markers: markers.sort(), named: [...new Set(named)].sort() };
  });
}

/** Audits the page with axe, its board's shadow DOM included (pieces with marks too). */
async function audit(page, name) {
  assert.deepEqual(await axeViolations(page), [], `${name}: axe violations`);
}

const DELETED = { 5: ['ank', 'erz', 'nap', 'ven'], 6: ['nap', 'ven'], 7: [] };

for (const [width, height] of SIZES) {
  test(`the 1958 board at 5, 6 and 7 players draws and names only the game's centres: the element and the frame (${width}×${height})`, async () => {
    const page1 = `<!doctype html><html lang="en"><meta charset="utf-8"><title>element</title>
      <script type="module" src="/js/graustark-board.js"></script><main><h1>Board</h1>
      <graustark-board map="calhamer-1958" players="5" style="display:block;height:${height - 120}px"></graustark-board></main>`;
    const opened = await openPage('/__element__.html', { html: page1, width, height });
    const { page } = opened;
    for (const players of [5, 6, 7]) {
      await page.locator('graustark-board').evaluate((el, n) => el.setAttribute('players', String(n)), players);
      await page.waitForFunction((n) => {
        const root = document.querySelector('graustark-board')?.shadowRoot;
        const shown = [...(root?.querySelectorAll('[data-centre]') ?? [])].filter((c) => c.getAttribute('display') !== 'none');
        return shown.length === { 5: 31, 6: 33, 7: 35 }[n];
      }, players);
      await drawn(page);
      const { markers, named } = await centresShown(page);
      for (const id of DELETED[players]) {
        assert.ok(!markers.includes(id), `${players} players: no marker for ${id}`);
        assert.ok(!named.includes(id), `${players} players: ${id} is not called a supply centre`);
      }
      assert.equal(named.length, markers.length, `${players} players: every centre drawn is named one, and no other`);
      await screenshot(page, `board-says-element-1958-${players}-${width}x${height}`);
    }
    await audit(page, 'the element');
    assertClean(opened);
    await page.context().close();

    for (const players of [5, 6]) {
      const frame = await openPage(`frame.html?map=calhamer-1958&players=${players}`, { width, height });
      await drawn(frame.page);
      const { markers, named } = await centresShown(frame.page);
      assert.equal(markers.length, 35 - DELETED[players].length);
      for (const id of DELETED[players]) assert.ok(!markers.includes(id) && !named.includes(id), `the frame at ${players}: ${id}`);
      const venice = await frame.page.locator('graustark-board [data-province="ven"]').first().getAttribute('aria-label');
      assert.equal(venice, 'Venice', 'Venice is a province, no centre');
      await screenshot(frame.page, `board-says-frame-1958-${players}-${width}x${height}`);
      await audit(frame.page, `the frame at ${players}`);
      assertClean(frame);
      await frame.page.context().close();
    }
  });
}

/** Turkey owes one removal and orders none: civil disorder removes the fleet in Albania. */
const disorder = {
  season: 'winter', year: 1901, phase: 'adjustment',
  centres: { turkey: ['ank', 'con', 'smy'], austria: ['vie', 'bud', 'tri', 'ser'] },
  units: [
    u('turkey', 'fleet', 'alb'), u('turkey', 'army', 'con'), u('turkey', 'army', 'smy'), u('turkey', 'fleet', 'bla'),
    u('austria', 'army', 'ser'), u('austria', 'army', 'vie'), u('austria', 'fleet', 'tri'),
  ],
};

for (const [width, height] of SIZES) {
  test(`a civil-disorder removal is crossed out as an ordered removal is, in the frame and the sandbox, whose list names it (${width}×${height})`, async () => {
    const opened = await openPage(frameLink('standard', disorder, [{ power: 'austria', text: 'Build A Bud' }]), { width, height });
    const { page } = opened;
    await drawn(page, true);
    const removal = page.locator('graustark-board .gk-order.gk-disband');
    assert.equal(await removal.count(), 1);
    assert.match(await removal.getAttribute('class') ?? '', /gk-succeeded/);
    assert.match(await removal.getAttribute('aria-label') ?? '', /^Turkish fleet in Albania disbands: succeeded \(civil disorder/);
    await screenshot(page, `board-says-civil-disorder-frame-${width}x${height}`);
    await audit(page, 'the frame');
    assertClean(opened);
    await page.context().close();

    const link = `sandbox.html#p=${Buffer.from(JSON.stringify({ map: 'standard', state: disorder, orders: [{ power: 'austria', text: 'Build A Bud' }], rules: {} })).toString('base64url')}`;
    const sandbox = await openPage(link, { width, height });
    await sandbox.page.waitForFunction(() => document.body?.dataset.ready === 'true');
    await sandbox.page.click('#adjudicate');
    const crossed = sandbox.page.locator('#board .gk-order.gk-disband');
    await crossed.waitFor();
    assert.match(await crossed.getAttribute('aria-label') ?? '', /^Turkish fleet in Albania disbands: succeeded \(civil disorder/);
    assert.match(await sandbox.page.textContent('[data-power="turkey"] [data-region="alb"]') ?? '', /Turkish fleet in Albania removed.*civil disorder/, 'the list says so too');
    await screenshot(sandbox.page, `board-says-civil-disorder-sandbox-${width}x${height}`);
    await audit(sandbox.page, 'the sandbox');
    assertClean(sandbox);
    await sandbox.page.context().close();
  });
}

/** How much of each name the drawn marks cover, from the page's own boxes: name → worst share. */
function namesCovered(page) {
  return page.locator('graustark-board').evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const marks = [...root.querySelectorAll('.gk-build-glyph .gk-body, .gk-head, .gk-tag, .gk-unit .gk-body')].map((m) => m.getBoundingClientRect());
    /** @type {Record<string, number>} */
    const worst = {};
    for (const t of root.querySelectorAll('text[data-label]')) {
      const b = t.getBoundingClientRect();
      if (!b.width || getComputedStyle(t).display === 'none') continue;
      let share = 0;
      for (const m of marks) {
        const w = Math.min(b.right, m.right) - Math.max(b.left, m.left);
        const h = Math.min(b.bottom, m.bottom) - Math.max(b.top, m.top);
        if (w > 0 && h > 0) share = Math.max(share, (w * h) / (b.width * b.height));
      }
      worst[/** @type {string} */ (t.getAttribute('data-label'))] = share;
    }
    return worst;
  });
}

const winter = {
  season: 'winter', year: 1901, phase: 'adjustment',
  centres: {
    germany: ['ber', 'kie', 'mun', 'den', 'hol'], england: ['lon', 'edi', 'lvp', 'nwy'], russia: ['mos', 'stp', 'war', 'sev', 'swe', 'rum'],
    turkey: ['ank', 'con', 'smy', 'bul'], france: ['par', 'bre', 'mar', 'spa', 'por'],
  },
  units: [
    u('germany', 'fleet', 'den'), u('germany', 'army', 'hol'), u('germany', 'army', 'mun'),
    u('england', 'fleet', 'nwy'), u('england', 'fleet', 'nth'), u('england', 'army', 'edi'),
    u('russia', 'army', 'war'), u('russia', 'fleet', 'swe'), u('russia', 'army', 'rum'), u('russia', 'fleet', 'sev'),
    u('turkey', 'fleet', 'bla'), u('turkey', 'army', 'bul'),
    u('france', 'army', 'spa'), u('france', 'fleet', 'por'), u('france', 'army', 'bur'),
  ],
};
const order = (power, text) => ({ power, text });
const CASES = [
  {
    name: 'winter-ghosts', link: frameLink('standard', winter, [
      order('germany', 'Build A Kie'), order('germany', 'Build A Ber'), order('england', 'Build F Lon'), order('russia', 'Build A Mos'),
      order('russia', 'Build A Stp'), order('turkey', 'Build F Smy'), order('turkey', 'Build A Con'), order('france', 'Build F Bre'), order('france', 'Build A Par'),
    ]),
    names: ['kie', 'ber', 'mos', 'lon', 'smy', 'stp', 'con', 'bre', 'par'],
  },
  {
    name: 'standard-arrows', link: frameLink('standard', null, [
      order('england', 'F Edi - Nth'), order('england', 'A Lvp - Yor'), order('england', 'F Lon - Eng'), order('germany', 'F Kie - Den'),
    ]),
    names: ['nth', 'yor', 'eng', 'den'],
  },
  {
    name: 'cat-arrows', link: frameLink('cat', null, [
      order('cassiusica', 'F Mic - Fel'), order('cassiusica', 'CG Gal - Bas'), order('cassiusica', 'A Pyr - Qua'),
    ]),
    names: ['fel', 'bas', 'qua'],
  },
  { name: '1958-stacks-6', link: frameLink('calhamer-1958', null, [], 6), names: ['vie', 'ber', 'par', 'lon', 'mos', 'con'] },
  { name: '1958-stacks-7', link: frameLink('calhamer-1958', null, []), names: ['vie', 'rom', 'ber', 'par', 'mos', 'con'] },
  {
    // Militarism III opens with every power building its customary units: a board of ghosts.
    name: 'militarism-iii-opening', link: frameLink('militarism-iii', null, [
      ['england', 'F Edi', 'F Lon', 'A Lvp'], ['germany', 'A Ber', 'F Kie', 'A Mun'], ['russia', 'A Mos', 'F Sev', 'F Stp/sc', 'A War'],
      ['turkey', 'F Ank', 'A Con', 'A Smy'], ['austria', 'A Vie', 'A Bud', 'F Tri'], ['italy', 'A Rom', 'F Nap', 'A Ven'],
      ['france', 'F Bre', 'A Mar', 'A Par'],
    ].flatMap(([power, ...units]) => units.map((unit) => order(power, `Build ${unit}`)))),
    names: ['edi', 'lon', 'lvp', 'ber', 'kie', 'mun', 'mos', 'sev', 'stp', 'war', 'ank', 'con', 'smy', 'vie', 'bud', 'tri', 'rom', 'nap', 'ven', 'bre', 'mar', 'par'],
  },
];

for (const [width, height] of SIZES) {
  test(`no ghost, stack mark or arrowhead covers a province's name (${width}×${height})`, async () => {
    for (const c of CASES) {
      const opened = await openPage(c.link, { width, height });
      const { page } = opened;
      await drawn(page, !c.name.startsWith('1958'));
      assert.equal(await page.locator('graustark-board .gk-error:not([hidden])').count(), 0, c.name);
      const covered = await namesCovered(page);
      for (const id of c.names) assert.ok((covered[id] ?? 1) < 0.05, `${c.name}: ${id} is ${((covered[id] ?? 1) * 100).toFixed(0)}% covered`);
      await screenshot(page, `board-says-${c.name}-${width}x${height}`);
      await audit(page, c.name);
      assertClean(opened);
      await page.context().close();
    }
  });
}

for (const [width, height] of SIZES) {
  test(`game night's centre chart draws equal counts apart, each initial at its line's end (${width}×${height})`, async () => {
    const opened = await openGame({ width, height });
    const { page } = opened;
    await newGame(page);
    // A year in which every unit holds: six powers on 3 centres, Russia on 4, twice.
    for (const season of ['spring', 'fall']) {
      await allReady(page);
      await page.click('#to-reader');
      await page.click('#confirm-yes');
      await page.click('#take-tablet');
      while ((await screen(page)) === 'reveal') await page.click('#reveal-next');
      assert.notEqual(season, '', 'played');
    }
    assert.match(await page.textContent('#phase') ?? '', /Spring 1902/);
    await page.click('#menu');
    await settled(page);
    const chart = await page.locator('#menu-card svg.chart').evaluate((svg) => [...svg.querySelectorAll('.chart-line')].map((g) => {
      const points = (g.querySelector('polyline')?.getAttribute('points') ?? '').split(' ').map((p) => p.split(',').map(Number));
      const text = /** @type {SVGTextElement} */ (g.querySelector('.chart-initial'));
      const leader = g.querySelector('.chart-leader');
      const box = text.getBBox();
      return {
        power: g.getAttribute('data-power'), points, box: { x: box.x, y: box.y, w: box.width, h: box.height },
        leader: leader ? [Number(leader.getAttribute('x1')), Number(leader.getAttribute('y1')), Number(leader.getAttribute('x2')), Number(leader.getAttribute('y2'))] : null,
      };
    }));
    assert.equal(chart.length, 7);
    for (const a of chart) {
      for (const b of chart) {
        if (a === b) continue;
        a.points.forEach(([, ay], i) => assert.ok(Math.abs(ay - b.points[i][1]) >= 3, `${a.power} and ${b.power} apart at point ${i}`));
        // A text's box holds its line's whole height, above its capitals and below: 1.5 may meet.
        const overlap = Math.min(a.box.x + a.box.w, b.box.x + b.box.w) > Math.max(a.box.x, b.box.x)
          && Math.min(a.box.y + a.box.h, b.box.y + b.box.h) - Math.max(a.box.y, b.box.y) > 1.5;
        assert.ok(!overlap, `the initials of ${a.power} and ${b.power} do not touch`);
      }
      const [endX, endY] = a.points.at(-1) ?? [0, 0];
      const mid = a.box.y + a.box.h / 2;
      if (a.leader) {
        assert.deepEqual(a.leader.slice(0, 2).map(Math.round), [Math.round(endX), Math.round(endY)], `${a.power}'s leader starts at its line's end`);
        assert.ok(Math.abs(a.leader[3] - mid) <= 4, `${a.power}'s leader ends at its initial`);
      } else assert.ok(Math.abs(mid - endY) <= 4, `${a.power}'s initial is at its line's end`);
      assert.ok(a.box.x > endX && a.box.x - endX < 14, `${a.power}'s initial just right of its end`);
    }
    await page.locator('#menu-card svg.chart').scrollIntoViewIfNeeded();
    await screenshot(page, `board-says-centre-chart-${width}x${height}`);
    await audit(page, 'the menu with the chart');
    assertClean(opened);
    await page.context().close();
  });
}

for (const [width, height] of SIZES) {
  test(`game night's reveal crosses out a civil-disorder removal with its power's results (${width}×${height})`, async () => {
    const opened = await openGame({ width, height });
    const { page } = opened;
    await newGame(page);
    // Winter: France keeps two centres for its three units and writes no removal.
    await setPosition(page, { season: 'winter', phase: 'adjustment', centres: { france: ['bre', 'par'], germany: ['ber', 'kie', 'mun', 'mar'] } });
    await page.click('#to-reader');
    await page.click('#confirm-yes');
    await page.click('#take-tablet');
    const crossed = page.locator('#board .gk-order.gk-disband');
    const steps = [];
    while ((await screen(page)) === 'reveal') {
      const step = await page.locator('.reveal-step').getAttribute('data-step');
      steps.push([step, await crossed.count()]);
      if (step === 'results') {
        assert.match(await crossed.first().getAttribute('aria-label') ?? '', /^French (army|fleet) in .* disbands: succeeded \(civil disorder/);
        assert.equal(await page.locator('[data-civil-disorder]').count(), 1, 'listed as well');
        await screenshot(page, `board-says-civil-disorder-reveal-${width}x${height}`);
        await audit(page, 'the reveal with a civil-disorder removal');
      }
      await page.click('#reveal-next');
    }
    assert.deepEqual(steps, [['orders', 0], ['results', 1], ['summary', 1]], 'crossed out once its power\'s results are shown');
    assertClean(opened);
    await page.context().close();
  });
}
