// @ts-check
/**
 * The sandbox's page state and the pure functions on it: history, orders, names, and what
 * the board should draw. Everything that talks to the DOM lives elsewhere.
 * @module
 */

/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').OrderView} OrderView */
/** @typedef {import('../engine.js').PhaseView} PhaseView */
/** @typedef {import('../engine.js').MapInfo} MapInfo */
/** @typedef {import('../engine.js').Rules} Rules */
/** @typedef {import('../engine.js').RuleOption} RuleOption */
/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../board/types.js').Order} BoardOrder */
/** @typedef {import('../board/types.js').Unit} BoardUnit */
/** @typedef {{ power: string, text: string }} OrderText */
/** @typedef {{ state: State, orders: OrderText[], result: PhaseView | null }} Step */
/** @typedef {{ name: string, title: string, summary: string, rules: Rules }} PresetRules */

/**
 * @typedef {object} App
 * @property {GameEngine} engine
 * @property {string} mapId
 * @property {MapInfo} info
 * @property {State} state the position being played
 * @property {OrderText[]} orders the orders entered for it
 * @property {PhaseView | null} result the adjudication, once done (the page is then read-only)
 * @property {Step[]} history earlier steps, for Undo
 * @property {'orders' | 'setup'} mode
 * @property {Rules} rules
 * @property {Rules} defaults the default rules (links carry only the differences)
 * @property {PresetRules[]} presets
 * @property {RuleOption[]} options
 * @property {string | null} selected the unit (or, in adjustments, province) being ordered
 * @property {OrderView[]} choices its legal orders
 * @property {{ kind: 'support' | 'convoy', target: string | null } | null} pending a support or convoy being built
 * @property {string} setupPower the power new units get in set-up mode
 * @property {'units' | 'centres'} setupLayer what a tap changes in set-up mode
 * @property {{ text: string, error?: boolean } | null} notice a one-line message under the title
 * @property {Map<string, OrderView | null>} parsed parse cache, keyed by power and text
 */

/** @param {string} region */
export const provinceOf = (region) => region.split('/')[0];

/** @param {string} s */
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Spring 1901 · Movement". @param {State} state */
export function phaseTitle(state) {
  const kind = { movement: 'Movement', retreat: 'Retreats', adjustment: 'Adjustments' }[state.phase] ?? capital(state.phase);
  return `${capital(state.season)} ${state.year} · ${kind}`;
}

/** "Spring 1901" or "Winter 1901 adjustments", for buttons. @param {State} state */
export function phaseShort(state) {
  const kind = { movement: '', retreat: ' retreats', adjustment: ' adjustments' }[state.phase] ?? '';
  return `${capital(state.season)} ${state.year}${kind}`;
}

/** A power's name. @param {MapInfo} info @param {string | null | undefined} power */
export function powerName(info, power) {
  return info.powers.find((p) => p.id === power)?.name ?? capital(power ?? '');
}

/** A power's adjective. @param {MapInfo} info @param {string} power */
export function powerAdjective(info, power) {
  return info.powers.find((p) => p.id === power)?.adjective ?? capital(power);
}

/** "Spain (north coast)". @param {MapInfo} info @param {string} region */
export function regionName(info, region) {
  const [id, coast] = region.split('/');
  const name = info.provinces.find((p) => p.id === id)?.name ?? id.toUpperCase();
  const coasts = /** @type {Record<string, string>} */ ({ nc: 'north coast', sc: 'south coast', ec: 'east coast', wc: 'west coast' });
  return coast ? `${name} (${coasts[coast] ?? coast})` : name;
}

/** "a French", "an English". @param {string} word */
export function withArticle(word) {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** "French army in Paris". @param {MapInfo} info @param {{ power: string, type: string, region: string }} unit */
export function unitLabel(info, unit) {
  return `${powerAdjective(info, unit.power)} ${unit.type} in ${regionName(info, unit.region)}`;
}

/** A copy of the current step. @param {App} app @returns {Step} */
export function snapshot(app) {
  return structuredClone({ state: app.state, orders: app.orders, result: app.result });
}

/** Remembers the current step so that Undo can return to it. @param {App} app */
export function remember(app) {
  app.history.push(snapshot(app));
  if (app.history.length > 200) app.history.shift();
}

/** Returns to the previous step; false if there is none. @param {App} app */
export function undo(app) {
  const step = app.history.pop();
  if (!step) return false;
  Object.assign(app, step);
  clearSelection(app);
  return true;
}

/** @param {App} app */
export function clearSelection(app) {
  app.selected = null;
  app.choices = [];
  app.pending = null;
}

/**
 * The order as the engine reads it (cached), or null if it cannot be read.
 * @param {App} app
 * @param {OrderText} order
 */
export function viewOf(app, order) {
  const key = `${order.power}\n${order.text}`;
  if (!app.parsed.has(key)) {
    let view = null;
    try { view = app.engine.parseOrder(order.text, order.power); } catch { view = null; }
    app.parsed.set(key, view);
  }
  return app.parsed.get(key) ?? null;
}

/**
 * Adds an order, replacing any earlier order of the same unit (or, for builds, the same
 * province), and records the step for Undo.
 * @param {App} app
 * @param {OrderText} order
 */
export function addOrder(app, order) {
  const view = viewOf(app, order);
  const region = view?.region ? provinceOf(view.region) : null;
  remember(app);
  app.orders = app.orders.filter((o) => {
    const v = viewOf(app, o);
    return !(region && v?.region && provinceOf(v.region) === region && v.power === view?.power);
  });
  app.orders.push(order);
}

/** @param {App} app @param {number} index */
export function removeOrder(app, index) {
  remember(app);
  app.orders = app.orders.filter((_, i) => i !== index);
}

/** The power of the unit (or, in retreats, the dislodged unit) in a region's province. @param {State} state @param {string} region */
export function powerAt(state, region) {
  const p = provinceOf(region);
  const pool = state.phase === 'retreat' ? state.dislodged ?? [] : state.units;
  return pool.find((u) => provinceOf(u.region) === p)?.power ?? null;
}

/** province → power, from the state's centre lists. @param {State} state */
export function ownersOf(state) {
  /** @type {Record<string, string>} */
  const owners = {};
  for (const [power, list] of Object.entries(state.centres ?? {})) for (const c of list) owners[c] = power;
  return owners;
}

/**
 * An engine order as the board draws it.
 * @param {OrderView} v
 * @param {string} phase
 * @param {{ success: boolean, reason?: string }} [result]
 * @returns {BoardOrder | null}
 */
export function boardOrder(v, phase, result) {
  if (!v.region || !v.power || v.kind === 'waive') return null;
  const kind = v.kind === 'move' && phase === 'retreat' ? 'retreat' : v.kind;
  /** @type {BoardOrder} */
  const o = { kind, power: v.power, region: v.region };
  if (v.to) o.to = v.to;
  if (v.target) o.target = v.target;
  if (v.via_convoy) o.viaConvoy = true;
  if (v.kind === 'build' && v.type) o.type = v.type;
  if (result) o.result = result;
  return o;
}

/** The destinations a tap may choose now, for the board's highlight. @param {App} app */
export function targets(app) {
  return [...new Set(relevantChoices(app).map((c) => tapKey(app, c)).filter((k) => k !== null))];
}

/** The choices a board tap picks among, given the support or convoy being built. @param {App} app */
export function relevantChoices(app) {
  const { pending, choices } = app;
  if (!pending) return choices.filter((c) => c.kind === 'move');
  const own = choices.filter((c) => c.kind === pending.kind);
  if (pending.target === null) return own;
  const t = provinceOf(pending.target);
  return own.filter((c) => c.target && provinceOf(c.target) === t);
}

/**
 * The region a tap stands for in a choice: the destination, or while a support or convoy
 * waits for its unit, the unit to support or convoy.
 * @param {App} app
 * @param {OrderView} c
 */
export function tapKey(app, c) {
  if (app.pending?.target === null) return c.target;
  if (app.pending) return c.to ?? c.target;
  return c.to;
}

/**
 * Everything the board shows for the app.
 * @param {App} app
 * @returns {import('../board/types.js').BoardConfig}
 */
export function boardView(app) {
  const { state, result } = app;
  /** @type {BoardUnit[]} */
  let units = state.units.map((u) => ({ ...u }));
  /** @type {BoardOrder[]} */
  let orders = [];
  let standoffs = state.standoffs ?? [];
  if (result) {
    const gone = new Set(result.dislodged.map((d) => d.region));
    units = units.map((u) => (gone.has(u.region) && result.dislodged.some((d) => d.region === u.region && d.power === u.power) ? { ...u, dislodged: true } : u));
    for (const r of [...result.orders, ...result.unordered.filter((u) => !u.success)]) {
      const o = boardOrder(r, state.phase, { success: r.success, reason: r.reason });
      if (o) orders.push(o);
    }
    standoffs = result.standoffs;
  } else {
    if (state.phase === 'retreat') for (const d of state.dislodged ?? []) units.push({ power: d.power, type: d.type, region: d.region, dislodged: true });
    for (const o of app.orders) {
      const v = viewOf(app, o);
      const b = v && boardOrder(v, state.phase);
      if (b) orders.push(b);
    }
  }
  return {
    units, orders, standoffs,
    owners: ownersOf(state),
    highlight: app.mode === 'orders' ? targets(app) : [],
    // The widget rings only units that stand (not dislodged ones), so a retreating unit is
    // shown by its highlighted retreats alone.
    selected: app.mode !== 'orders' || state.phase === 'retreat' ? null : app.selected,
  };
}
