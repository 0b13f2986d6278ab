// The same wasm build the site loads, run in Node (no browser): the basis of the speed figure
// in scripts/measure.sh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm-node.mjs';

test('the wasm engine adjudicates in Node: a bounce is a bounce', async () => {
  const { engine } = await loadEngine('standard');
  const state = engine.initialState(1901);
  const phase = engine.adjudicate(state, [
    { power: 'france', text: 'A Par - Bur' },
    { power: 'germany', text: 'A Mun - Bur' },
  ]);
  const moves = phase.orders.filter((o) => o.to === 'bur');
  assert.equal(moves.length, 2);
  assert.ok(moves.every((o) => !o.success), JSON.stringify(moves));
  assert.deepEqual(phase.standoffs, ['bur']);
  assert.equal(phase.next.season, 'fall');
  assert.equal(phase.next.units.length, 22);
});

test('the wasm engine reports an unreadable order instead of failing', async () => {
  const { engine } = await loadEngine('standard');
  const phase = engine.adjudicate(engine.initialState(1901), [{ power: 'france', text: 'A Par - Moon' }]);
  assert.equal(phase.unreadable.length, 1, JSON.stringify(phase.unreadable));
  assert.equal(phase.unreadable[0].power, 'france');
});

// Issue 15, point 9: the wasm API takes the 1958 game's inputs as the command line does.
test('the wasm engine plays the 1958 variant: stacks, numbers, boarding and its reports', async () => {
  const { mod, mapText } = await loadEngine('standard-1958');
  const engine = mod.Engine.forPlayers(mapText, 7);
  const rules = mod.presetRules('rulebook-1958');
  const start = engine.initialState(1901);
  const paris = start.units.filter((u) => u.region === 'par');
  assert.deepEqual(paris.map((u) => u.number), [1, 2]);
  // Each army of the Parisian stack gets its own orders, named by number, that read back.
  const offered = engine.legalOrders(start, 'par', rules);
  const texts = offered.map((o) => o.text);
  assert.ok(texts.includes('1 A Par - Bur') && texts.includes('2 A Par - Bur'), JSON.stringify(texts));
  for (const o of offered) {
    assert.equal(engine.parseOrder(o.text, 'france', start).text, o.text);
  }
  assert.throws(() => engine.parseOrder('A Par - Bur', 'france', start), /2 units in Paris/);
  // The boarding order is offered to London's army, and the fleet coming for it takes it.
  const fall = { ...start, season: 'fall', units: start.units.map((u) => (u.power === 'england' && u.number === 1 ? { ...u, region: 'nth' } : u)) };
  assert.ok(engine.legalOrders(fall, 'lon', rules).some((o) => o.kind === 'board' && o.target === 'nth'));
  const orders = [
    { power: 'england', text: '1F Lon' },
    { power: 'england', text: '3 board 1F' },
    { power: 'france', text: '1 Bur' },
  ];
  const phase = engine.adjudicate(fall, orders, rules);
  const army = phase.next.units.find((u) => u.power === 'england' && u.number === 3);
  assert.equal(army.region, 'lon');
  assert.equal(army.aboard, 1);
  const report = engine.report(fall, orders, rules);
  assert.match(report, /\n {4}3 A Lon Board F Nth {2}\(went on board\)\n/);
  assert.match(report, /\n {2}London: English 1 F with 3 A on board\n/);
  // The sandbox's call: both from one play of the phase, the same as the two calls.
  const { report: beside, ...results } = engine.adjudicateWithReport(fall, orders, rules);
  assert.equal(beside, report);
  assert.deepEqual(results, phase);
});

// Issue 16, point 5: Cat Diplomacy's named years come from the engine; positions keep numbers.
test('the wasm engine names the Cat years and starts the game in Cassiusica I', async () => {
  const { engine } = await loadEngine('cat');
  assert.equal(engine.mapInfo().firstYear, 1);
  const start = engine.initialState();
  assert.equal(start.year, 1);
  assert.deepEqual([1, 2, 3, 4, 7].map((y) => engine.yearName(y)),
    ['Cassiusica I', 'Andromeda I', 'Tellahoma I', 'Cassiusica II', 'Cassiusica III']);
  const phase = engine.adjudicate(start, [{ power: 'cassiusica', text: 'A Pyr H' }]);
  assert.equal(phase.phase, 'Spring Cassiusica I movement');
  assert.equal(phase.next.year, 1);
  assert.match(engine.report(start, []), /^Spring Cassiusica I movement\n=+\n[^]*Next: Fall Cassiusica I movement\.\n/);
  const { engine: standard } = await loadEngine('standard');
  assert.equal(standard.mapInfo().firstYear, 1901);
  assert.equal(standard.initialState().year, 1901);
  assert.equal(standard.yearName(1901), '1901');
});

// Issue 16: Cat Diplomacy's doubled units through the wasm API: in Tellahoma I (year 3) two
// different orders split Tellahoma's coast guard (the source's example A), and the report says so.
test('the wasm engine plays Cat doubled units: a coast guard split in its own year', async () => {
  const { engine, mod } = await loadEngine('cat');
  const rules = mod.presetRules('cat');
  const state = {
    season: 'spring', year: 3, phase: 'movement',
    units: [
      { power: 'tellahoma', type: 'coast guard', region: 'iro' },
      { power: 'tellahoma', type: 'army', region: 'cin' },
    ],
  };
  const orders = [
    { power: 'tellahoma', text: 'DCG Iro S Cin' },
    { power: 'tellahoma', text: 'DCG Iro Stand' },
  ];
  const phase = engine.adjudicate(state, orders, rules);
  assert.deepEqual(phase.orders.map((o) => o.success), [true, true]);
  // The halves never parted: the coast guard is whole again.
  assert.deepEqual(phase.next.units.map((u) => `${u.type} ${u.region}`).sort(), ['army cin', 'coast guard iro']);
  const report = engine.report(state, orders, rules);
  assert.match(report, /Tellahoma's year: its armies, fleets and coast guards are doubled\./);
  assert.match(report, /Tellahoman CG Iro split into A Iro and F Iro: whole again, having not parted\./);
  // An unclear split fails, and says how to write it.
  const unclear = engine.adjudicate(state, [
    { power: 'tellahoma', text: 'DCG Iro - Tin' },
    { power: 'tellahoma', text: 'DCG Iro Stand' },
  ], rules);
  assert.match(unclear.orders[0].reason, /write \(army\) and \(fleet\)/);
});

// Issue 16: Militarism III through the wasm API: the Winter 1900 builds with a Leader, then an
// army with its Leader attacking with two.
test('the wasm engine plays Militarism III: the opening Leader, and an army with its Leader', async () => {
  const { engine, mod } = await loadEngine('militarism-iii');
  const rules = mod.presetRules('militarism-iii');
  const winter = engine.initialState();
  assert.equal(winter.phase, 'adjustment');
  assert.ok(engine.legalOrders(winter, 'par', rules).some((o) => o.text === 'Build L Par'));
  const builds = engine.adjudicate(winter, [
    { power: 'france', text: 'Build A Par' }, { power: 'france', text: 'Build L Par' },
  ], rules);
  const spring = builds.next;
  const french = spring.units.filter((u) => u.power === 'france').map((u) => `${u.type} ${u.region}`);
  assert.deepEqual(french, ['army par', 'leader par']);
  const phase = engine.adjudicate(spring, [{ power: 'france', text: 'LA Par - Bur' }], rules);
  assert.ok(phase.orders[0].success);
  const after = phase.next.units.filter((u) => u.power === 'france').map((u) => `${u.type} ${u.region}`);
  assert.deepEqual(after, ['army bur', 'leader bur']);
  assert.match(engine.report(spring, [{ power: 'france', text: 'LA Par - Bur' }], rules), /Burgundy: French A \(with L\)/);
});

// Issue 18: the gamesmaster through the wasm API, the calls the command line makes (the
// library's gm::play_sheets): a new game file, a two-season sheet played with its report and
// map image, and a sheet with a bad line refused with the line named.
test('the wasm engine runs a gamesmaster\'s game: a new file, a season played, a bad sheet refused', async () => {
  const { engine, mod } = await loadEngine('standard', { gm: true });
  const fs = await import('node:fs');
  const art = fs.readFileSync(new URL('../../maps/standard/board.svg', import.meta.url), 'utf8');
  const layout = fs.readFileSync(new URL('../../maps/standard/layout.json', import.meta.url), 'utf8');
  const game = engine.gmNew({ map: 'standard', twoSeason: true }, mod.presetRules('house-2023'));
  assert.equal(JSON.parse(game).postal.year, 'two-season');
  const sheet = 'England: F Lon - Nth; F Edi - Nwg; A Lvp - Yor\nRetreats:\nF Edi - Cly\n> London (Govt.): peace.\n';
  const played = engine.gmPlay(game, [{ name: 'spring.txt', text: sheet }], { force: true, art, layout });
  assert.match(played.report, /F Lon - Nth/);
  assert.match(played.report, /London \(Govt\.\): peace\./, 'press printed as written');
  assert.match(played.report, /F Edi - Cly \(the unit was not dislodged\)/);
  const next = JSON.parse(played.game);
  assert.equal(next.state.season, 'fall');
  assert.equal(next.history.length, 1);
  assert.match(played.image ?? '', /^<svg[\s\S]*<\/svg>\s*$/);
  assert.throws(() => engine.gmPlay(played.game, [{ name: 'fall.txt', text: 'England: F Nth - Nwy\nlorem ipsum\n' }]),
    /fall\.txt: 1 line\(s\) cannot be taken[\s\S]*line 2: "lorem ipsum"/);
  // The game file's other choices, as `graustark new` takes them.
  const chosen = JSON.parse(engine.gmNew({ map: 'standard', nmrHouseRules: true, proxies: 'notified', orderSets: 'combine',
    unorderedSets: 'all-hold', noPlayer: ['italy'] }));
  assert.deepEqual([chosen.format, chosen.version], ['graustark-game', 4]);
  const { postal } = chosen;
  assert.deepEqual([postal.procedure, postal.proxy_rule, postal.order_sets, postal.unordered_sets, postal.no_player],
    ['house2023', 'notified', 'combine', 'all-hold', ['italy']]);
  assert.throws(() => engine.gmNew({ map: 'standard', proxies: 'sometimes' }), /options.*unknown variant `sometimes`/);
});

// Issue 19, point 2: values cross as JavaScript values (serde-wasm-bindgen); the map arrives
// parsed, so the pages' wasm carries no JSON code.
test('the engine takes map.json parsed or as text, and names what is wrong with either', async () => {
  const { mod, mapText } = await loadEngine('standard');
  const parsed = JSON.parse(mapText);
  assert.deepEqual(new mod.Engine(parsed).mapInfo(), new mod.Engine(mapText).mapInfo());
  assert.equal(mod.Engine.forPlayers(parsed, 7).mapInfo().powers.length, 7);
  assert.throws(() => new mod.Engine('{"id": "x",'), /the map is not JSON/);
  assert.throws(() => new mod.Engine({ ...parsed, victory_centres: 'x' }), /the map has 1 problem.*the map: invalid type: string "x", expected a whole number from 0$/s);
  assert.throws(() => new mod.Engine(null), /the map: invalid type: unit value, expected a map: an object with its id, name, powers and provinces/);
  // A part of the wrong kind is named by what belongs there, in the map's words, not the engine's.
  assert.throws(() => new mod.Engine({ ...parsed, provinces: [{ ...parsed.provinces[0], kind: 5 }] }),
    /invalid type: floating point `5\.0`, expected a province kind: land, coast, sea or impassable/);
  assert.throws(() => new mod.Engine({ ...parsed, powers: 3 }),
    /the map: invalid type: a plain value \(a number, text, true or false\), expected a list or an object/);
  assert.throws(() => new mod.Engine({ ...parsed, powers: [] }), /the map has .*problem/s);
});

test('bad positions, orders and rules from JavaScript are refused with the field named', async () => {
  const { mod, engine } = await loadEngine('standard');
  const state = engine.initialState(1901);
  assert.throws(() => engine.checkState({ ...state, season: 'summer' }), /position: unknown variant `summer`/);
  assert.throws(() => engine.checkState({ ...state, units: [{ ...state.units[0], type: 'tank' }] }), /units\[0\]: unit type 'tank' is not army/);
  assert.throws(() => engine.checkState({ ...state, units: [{ ...state.units[0], region: 'atlantis' }] }), /atlantis/);
  assert.throws(() => engine.adjudicate(state, [{ power: 'france' }]), /orders: missing field `text`/);
  // A part of the wrong kind is named by what belongs there; serde-wasm-bindgen's own words
  // (a JavaScript TypeError, Rust's debug form of an object) never reach the message.
  const wrong = (/** @type {any} */ position) => () => engine.checkState(position);
  assert.throws(wrong({ ...state, units: [5] }), /^Error: position: invalid type: floating point `5\.0`, expected a unit: an object with its power, type and region$/);
  assert.throws(wrong({ ...state, units: 'abc' }), /^Error: position: invalid type: a plain value \(a number, text, true or false\), expected a list or an object$/);
  assert.throws(wrong({ ...state, units: {} }), /^Error: position: invalid type: an object, expected a list$/);
  assert.throws(wrong({ ...state, phase: 2 }), /expected a phase: movement, retreat or adjustment/);
  assert.throws(wrong({ ...state, year: '1901' }), /^Error: position: invalid type: string "1901", expected a whole number$/);
  // A position holds at most 4,096 units: more are refused before any is read.
  const crowd = Array.from({ length: 4097 }, () => state.units[0]);
  assert.throws(wrong({ ...state, units: crowd }), /^Error: units: a position holds at most 4096 units, not 4097$/);
  // A string parameter given something else is refused by name: the bindings of a `&str` read a
  // number as a string's bytes and trapped ("memory access out of bounds").
  const region = /** @type {any} */ (5);
  assert.throws(() => engine.legalOrders(state, region, undefined), /^Error: region: not a string$/);
  assert.throws(() => engine.parseOrder(/** @type {any} */ ({}), undefined, undefined), /^Error: the order: not a string$/);
  assert.throws(() => engine.parseOrder('A Par H', /** @type {any} */ (7), undefined), /^Error: power: not a string$/);
  assert.throws(() => mod.presetRules(/** @type {any} */ (true)), /^Error: the preset's name: not a string$/);
  assert.equal(engine.parseOrder('A Par H', null, undefined).text, engine.parseOrder('A Par H', undefined, undefined).text);
  assert.throws(wrong(7), /^Error: position: invalid type: floating point `7\.0`, expected a position: an object with its season, year, phase and units$/);
  assert.throws(() => engine.adjudicate(state, 5), /^Error: orders: invalid type: a plain value/);
  assert.throws(() => engine.adjudicate(state, [5]), /orders: invalid type: floating point `5\.0`, expected an order: an object with its text \(and the power giving it\)/);
  assert.throws(() => engine.adjudicate(state, [], { konings_rule: 'sometimes' }), /rules: 'sometimes' is not a choice of konings_rule/);
  assert.throws(() => engine.adjudicate(state, [], { no_such_rule: 'x' }), /rules: .*no_such_rule/);
  assert.throws(() => engine.adjudicate(state, [], { konings_rule: 1 }), /rules\.konings_rule: not a string/);
  assert.throws(() => engine.adjudicate(state, [], ['x']), /rules: not an object/);
  // Rules round-trip: a preset's value is taken back as it was given.
  const literal = mod.presetRules('rulebook-1961-literal');
  assert.equal(literal.konings_rule, 'literal');
  assert.deepEqual(Object.keys(literal), Object.keys(mod.defaultRules()));
  const phase = engine.adjudicate(state, [{ power: 'france', text: 'A Par - Bur' }], literal);
  assert.equal(phase.orders[0].success, true);
});

test("the pages' and the gamesmaster's wasm have no JSON reader and no case judge; the npm package has both", async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { ROOT } = await import('../../scripts/wasm-node.mjs');
  // A message only serde_json's parser carries: present exactly where serde_json is linked.
  const marker = 'EOF while parsing';
  const text = (/** @type {string} */ dir) => fs.readFileSync(path.join(dir, 'graustark_bg.wasm')).toString('latin1');
  assert.ok(!text(path.join(ROOT, 'www', 'pkg')).includes(marker), "serde_json is in the pages' wasm");
  assert.ok(!text(path.join(ROOT, 'www', 'pkg-gm')).includes(marker), "serde_json is in the gamesmaster's wasm");
  const npm = path.resolve(ROOT, process.env.CARGO_TARGET_DIR ?? 'target', 'npm', 'graustark');
  assert.ok(text(npm).includes(marker), "serde_json is not in the npm package's wasm: the check proves nothing");
  const { engine } = await loadEngine('standard');
  assert.equal(engine.adjudicateCase, undefined);
  const { engine: gmEngine } = await loadEngine('standard', { gm: true });
  assert.equal(gmEngine.adjudicateCase, undefined);
  const { engine: npmEngine } = await loadEngine('standard', { npm: true });
  assert.equal(typeof npmEngine.adjudicateCase, 'function');
});

// The gamesmaster's wasm reads and writes game files with the browser's JSON, the command line
// with serde_json: the same game gives the same file, byte for byte.
/**
 * Runs `body` with a fresh folder, a game file's path in it and the command line (the debug
 * build `cargo test` makes), then removes the folder.
 * @param {(game: { dir: string, file: string, graustark: (...args: string[]) => string }) => Promise<void>} body
 */
async function withCommandLine(body) {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const { execFileSync } = await import('node:child_process');
  const { ROOT } = await import('../../scripts/wasm-node.mjs');
  const cli = path.resolve(ROOT, process.env.CARGO_TARGET_DIR ?? 'target', 'debug', 'graustark');
  assert.ok(fs.existsSync(cli), `${cli} is missing: run cargo test (or cargo build) first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graustark-gm-'));
  try {
    const graustark = (/** @type {string[]} */ ...args) => execFileSync(cli, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    await body({ dir, file: path.join(dir, 'game.json'), graustark });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("the gamesmaster's wasm writes the game file the command line writes", async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  await withCommandLine(async ({ dir, file, graustark }) => {
    graustark('new', file, '--rules', 'house-2023', '--nmr-house-rules', '--no-player', 'italy', '--report', 'house-2023');
    const { engine, mod } = await loadEngine('standard', { gm: true });
    let game = engine.gmNew({ map: 'standard', nmrHouseRules: true, noPlayer: ['italy'], report: 'house-2023' }, mod.presetRules('house-2023'));
    assert.equal(game, fs.readFileSync(file, 'utf8'), 'a new game');
    const sheets = [
      'Austria: A Vie - Gal; A Bud - Ser; F Tri - Alb\nEngland: F Lon - Nth; F Edi - Nwg; A Lvp - Yor\nFrance: A Par - Bur; A Mar S A Par - Bur; F Bre - Mid\n'
        + 'Germany: A Mun - Bur; A Ber - Kie; F Kie - Den\nRussia: A War - Gal; F Sev - Bla; A Mos - Ukr; F Stp/sc - Bot\nTurkey: F Ank - Bla; A Con - Bul; A Smy - Arm\n> Constantinople (Govt.): Bonjour.\n',
      'Austria: A Gal - War; A Ser H; F Alb - Gre\nEngland: F Nth - Nwy; F Nwg - Bar; A Yor - Lon\nFrance: A Bur - Mun; A Mar - Spa; F Mid - Por\n'
        + 'Germany: A Kie - Hol; F Den H; A Mun S A Kie - Hol\nRussia: A Ukr - Rum; F Bot - Swe; A War H\nTurkey: A Bul - Gre; A Arm - Sev; F Ank - Con\n',
    ];
    for (const [i, sheet] of sheets.entries()) {
      const orders = path.join(dir, `sheet-${i}.txt`);
      fs.writeFileSync(orders, sheet);
      const printed = graustark('gm', file, orders, '--force');
      const played = engine.gmPlay(game, [{ name: `sheet-${i}.txt`, text: sheet }], { force: true });
      game = played.game;
      assert.equal(game, fs.readFileSync(file, 'utf8'), `the game file after sheet ${i + 1}`);
      assert.ok(printed.includes(played.report.trim().split('\n')[0]), `the same report: ${printed}`);
    }
    assert.ok(JSON.parse(game).history.length >= 2);
    assert.throws(() => engine.gmPlay('{"map": "standard",', []), /the game file is not JSON/);
    assert.throws(() => engine.gmPlay('{"map": "standard"}', []), /the game file is not a game file: its position \("state"\) is missing/);
    const edited = JSON.parse(game);
    assert.throws(() => engine.gmPlay(JSON.stringify({ ...edited, history: 3 }), []),
      /the game file is not a game file: its history: invalid type: a plain value \(a number, text, true or false\), expected a list or an object/);
    assert.throws(() => engine.gmPlay(JSON.stringify({ ...edited, history: [7] }), []),
      /the game file is not a game file: its history: invalid type: floating point `7\.0`, expected a played phase: an object with its phase, orders and report/);
  });
});

// The changes between seasons (a new player, a proxy, a proposal) are the command line's own
// code: the same change gives the same file, and the sentence the command prints.
test("the gamesmaster's wasm changes a game between seasons as graustark player, proxy and propose do", async () => {
  const fs = await import('node:fs');
  await withCommandLine(async ({ file, graustark }) => {
    graustark('new', file, '--proxies', 'notified');
    const { engine } = await loadEngine('standard', { gm: true });
    let game = engine.gmNew({ map: 'standard', proxies: 'notified' }, undefined);
    assert.equal(game, fs.readFileSync(file, 'utf8'));
    /** Makes a change both ways: the same file, and the command's sentence. @param {string[]} args @param {() => { game: string, said: string }} change */
    const both = (args, change) => {
      const printed = graustark(...args);
      const changed = change();
      game = changed.game;
      assert.equal(game, fs.readFileSync(file, 'utf8'), args.join(' '));
      assert.equal(printed.trim(), `${file}: ${changed.said}`);
      return changed.said;
    };
    assert.equal(both(['player', file, 'france', 'Zoe'], () => engine.gmNewPlayer(game, 'france', 'Zoe')), 'Zoe plays France from Spring 1901 movement on.');
    // House rule 2.3: a second power only as a standby, the same way on both.
    assert.throws(() => engine.gmNewPlayer(game, 'italy', ' zoe '), /^Error: zoe already plays France: a player cannot play more than one Power/);
    assert.equal(both(['player', file, 'italy', 'zoe', '--standby'], () => engine.gmNewPlayer(game, 'italy', 'zoe', true)),
      'zoe plays Italy from Spring 1901 movement on, as a standby while playing France too.');
    assert.match(both(['proxy', file, 'france', 'A Par', 'germany'], () => engine.gmProxy(game, 'france', 'A Par', 'germany')), /France's unit \d+ is ordered by Germany until cancelled\./);
    assert.match(both(['proxy', file, 'france', 'A Par', '--cancel'], () => engine.gmProxy(game, 'france', 'A Par', null)), /its own to order again/);
    assert.match(both(['propose', file, 'draw', 'france', 'germany'], () => engine.gmPropose(game, 'draw france, germany', false)), /^proposed, a draw between France and Germany: .* abstaining counts as dissent\.$/);
    assert.match(both(['propose', file, 'ranked', 'france', '/', 'germany', '--abstain-assents'], () => engine.gmPropose(game, 'ranked france/germany', true)), /abstaining counts as assent/);
    // Refusals name why, and change nothing.
    assert.throws(() => engine.gmNewPlayer(game, 'narnia', 'Zoe'), /^Error: no power 'narnia' in this game$/);
    assert.throws(() => engine.gmNewPlayer(game, 'france', '  '), /the player's name is empty/);
    assert.throws(() => engine.gmProxy(game, 'france', 'A Par', 'france'), /cannot hand a unit to itself/);
    assert.throws(() => engine.gmProxy(game, 'france', '9', 'germany'), /France has no unit 9/);
    assert.throws(() => engine.gmPropose(game, 'surrender', false), /a proposal reads/);
    const plain = engine.gmNew({ map: 'standard' }, undefined);
    assert.throws(() => engine.gmProxy(plain, 'france', 'A Par', 'germany'), /this game's proxies are not allowed/);
  });
});

// Cat Diplomacy, rule 8: "Two-way draws are expressly forbidden. ... such a game is considered a
// three-way draw": the engine says so to the command line, gm.html and game night alike.
test('the engine reads a two-way draw on the Cat board as the three-way draw, everywhere', async () => {
  const fs = await import('node:fs');
  await withCommandLine(async ({ file, graustark }) => {
    graustark('new', file, '--map', 'maps/cat');
    const { engine } = await loadEngine('cat', { gm: true });
    const game = engine.gmNew({ map: 'cat' }, undefined);
    assert.equal(game, fs.readFileSync(file, 'utf8'));
    assert.equal(JSON.parse(game).rules.patron_year, 'doubled', 'no rules named: the board\'s own (Cat rule 4)');
    const printed = graustark('propose', file, 'draw', 'cassiusica', 'andromeda');
    const changed = engine.gmPropose(game, 'draw cassiusica andromeda', false);
    assert.equal(changed.game, fs.readFileSync(file, 'utf8'), 'the same game file');
    assert.equal(printed.trim(), `${file}: ${changed.said}`);
    assert.match(changed.said, /^proposed, a draw between Cassiusica, Andromeda and Tellahoma \(proposed as a draw between Cassiusica and Andromeda: on this board every power shares a draw, those out of the game too\)/);
    assert.deepEqual(JSON.parse(changed.game).postal.proposal.terms, { draw: ['cassiusica', 'andromeda', 'tellahoma'] });
  });
  const { engine } = await loadEngine('cat');
  assert.deepEqual(engine.drawSharers(['andromeda', 'tellahoma']), ['cassiusica', 'andromeda', 'tellahoma']);
  assert.deepEqual((await loadEngine('standard')).engine.drawSharers(['italy', 'france']), ['italy', 'france']);
  assert.throws(() => engine.drawSharers('cassiusica'), /survivors: invalid type/);
});

// The sources' spellings: Cat's "Telahoma" (rules 2 and 3) and Militarism III's "IA or IF"
// (rule 3), as the site's typed orders give them to the engine.
test("the engine reads the sources' spellings in typed orders", async () => {
  const { engine } = await loadEngine('cat');
  const state = engine.initialState();
  assert.equal(engine.parseOrder('A Tin - Cin', 'Telahoma', state).power, 'tellahoma');
  assert.equal(engine.parseOrder('CG Iro S Telahoman A Tin', null, state).text, 'CG Iro S Tellahoman A Tin', 'the nationality as the map names it');
  const mil = (await loadEngine('militarism-iii')).engine;
  assert.equal(mil.parseOrder('IF Bre - Mao', 'france').text, 'F Bre - Mao');
  assert.equal(mil.parseOrder('IA Par S IF Bre - Pic', 'france').text, 'A Par S F Bre - Pic');
  const checked = engine.checkState({ ...state, units: state.units.map((u) => (u.power === 'tellahoma' ? { ...u, power: 'Telahoma' } : u)) });
  assert.equal(checked.units.filter((u) => u.power === 'tellahoma').length, 3, 'a position naming Telahoma');
});

test("the pages' wasm names the rule options without their texts, which rules.json holds", async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { ROOT } = await import('../../scripts/wasm-node.mjs');
  const { mod } = await loadEngine('standard');
  const options = mod.ruleOptions();
  const texts = JSON.parse(fs.readFileSync(path.join(ROOT, 'www', 'rules.json'), 'utf8'));
  assert.deepEqual(options.map((o) => o.name), texts.map((o) => o.name), 'the same options, in the same order');
  assert.deepEqual(options.map((o) => o.choices.map((c) => c.value)), texts.map((o) => o.choices.map((c) => c.value)));
  assert.ok(options.every((o) => o.summary === undefined && o.source === undefined && o.choices.every((c) => c.summary === undefined)));
  const wasm = fs.readFileSync(path.join(ROOT, 'www', 'pkg', 'graustark_bg.wasm')).toString('latin1');
  assert.ok(!wasm.includes(texts[0].summary), "an option's text is in the pages' wasm");
});
