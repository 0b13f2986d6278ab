// @ts-check
/**
 * Giving orders, for every page that takes them (the sandbox, the game-night pad, the embed's
 * "try it" board): tap a unit, and the engine lists its legal orders; tap a highlighted
 * province to give one; supports and convoys take two taps (the unit, then its destination)
 * after the Support or Convoy button (typed orders are in typed.js).
 * Orders are kept as the engine's order views, the shape the board draws, so nothing is
 * parsed twice.
 * @module
 */

import { boardUnits, errorText, powerAdjective, powerName, provinceOf, regionName, unitLabel, withArticle } from './names.js';

/** @typedef {import('../engine.js').GameEngine} GameEngine */
/** @typedef {import('../engine.js').MapInfo} MapInfo */
/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').Rules} Rules */
/** @typedef {import('../engine.js').OrderView} OrderView */

/**
 * @typedef {object} Entry
 * @property {GameEngine} engine
 * @property {MapInfo} info
 * @property {State} state the position being ordered
 * @property {Rules} rules
 * @property {OrderView[]} orders the orders given so far
 * @property {string | null} selected the unit (or, in adjustments, province) being ordered
 * @property {OrderView[]} choices its legal orders
 * @property {{ kind: 'support' | 'convoy', target: string | null } | null} pending a support or convoy being built
 * @property {{ region: string, units: import('../board/types.js').Unit[] } | null} stack a tapped piece of
 *   several units to order (a 1958 stack, an army on board, a Leader with its unit, the halves of
 *   a split unit), while its unit is chosen
 * @property {{ first: OrderView, halves: OrderView[], kind: string | null } | null} split a doubled unit
 *   tapped again after its first order (Cat Diplomacy): its halves' orders, as the engine lists
 *   them (`halfOrders`), for the second order that splits it; `kind` the half chosen (army or
 *   fleet, for a coast guard), whose orders are the choices
 * @property {{ text: string, error?: boolean } | null} notice a one-line message
 * @property {string | null} power only this power's units may be ordered (a player's pad), or null for any
 * @property {(() => void) | null} beforeChange called before the orders change (the sandbox's Undo)
 */

/**
 * A fresh entry for a position.
 * @param {GameEngine} engine
 * @param {State} state
 * @param {Rules} rules
 * @param {{ power?: string | null, orders?: OrderView[] }} [options]
 * @returns {Entry}
 */
export function newEntry(engine, state, rules, options = {}) {
  return {
    engine, info: engine.info, state, rules, orders: [...(options.orders ?? [])], selected: null, choices: [],
    pending: null, stack: null, split: null, notice: null, power: options.power ?? null, beforeChange: null,
  };
}

/** @param {Entry} entry */
export function clearSelection(entry) {
  entry.selected = null;
  entry.choices = [];
  entry.pending = null;
  entry.stack = null;
  entry.split = null;
}

/**
 * The order given to the unit (or build) in a region's province, with its index; with a
 * number, that unit's among several there.
 * @param {Entry} entry @param {string} region @param {string | null} [power] @param {number} [number]
 */
export function orderAt(entry, region, power = null, number = undefined) {
  const p = provinceOf(region);
  const index = entry.orders.findIndex((o) => o.region && provinceOf(o.region) === p && (!power || o.power === power)
    && (number === undefined || o.number === undefined || o.number === number));
  return index < 0 ? null : { order: entry.orders[index], index };
}

/**
 * Whether two orders are for the same unit (or, for builds, the same province) of the same
 * power: a Leader and the unit it shares a province with are apart (Militarism III: `Build A
 * Par` and `Build L Par`), and so are two numbered units of a stack and a capital named
 * beside a build (the 1958 rules).
 * @param {OrderView} a @param {OrderView} b
 */
function sameUnit(a, b) {
  if (!a.region || !b.region || a.power !== b.power || provinceOf(a.region) !== provinceOf(b.region)) return false;
  if ((a.type === 'leader') !== (b.type === 'leader')) return false;
  // The 1958 rules: naming a capital and building there are two orders.
  if ((a.kind === 'capital') !== (b.kind === 'capital')) return false;
  const numbered = a.kind !== 'build' && b.kind !== 'build' && a.number !== undefined && b.number !== undefined;
  return !numbered || a.number === b.number;
}

/**
 * Adds an order, replacing any earlier order of the same unit (or, for builds, the same
 * province) by the same power. A unit the engine says is doubled this year (Cat Diplomacy)
 * takes a second, different order, which splits it (the engine judges that); a later one
 * replaces the second. A build site the engine says takes several builds (a 1958 capital or
 * naval base, `buildsAt`) keeps the earlier builds of the kind until it is full.
 * @param {Entry} entry
 * @param {OrderView} view
 */
export function addOrder(entry, view) {
  entry.beforeChange?.();
  const same = entry.orders.filter((o) => sameUnit(o, view));
  const doubled = entry.state.phase === 'movement' && !!view.power && same.length > 0 && same[0].text !== view.text
    && entry.engine.doubledPowers(entry.state.year, entry.rules).includes(view.power);
  const replaced = doubled ? same.slice(1) : view.kind === 'build' ? buildsReplaced(entry, view, same) : same;
  entry.orders = entry.orders.filter((o) => !replaced.includes(o));
  entry.orders.push(view);
}

/**
 * The power's duty in the entry's phase, as the engine states it.
 * @param {Entry} entry @param {string} power
 */
function dutyOf(entry, power) {
  return entry.engine.duties(entry.state, entry.rules).powers.find((d) => d.power === power) ?? null;
}

/**
 * How many builds the power's site in a region's province takes this phase, as the engine's
 * duty says (`buildsAt`: one, or where units stack, every build due); one where it names none.
 * @param {{ buildSites: string[], buildsAt?: number[] } | null} due @param {string} region
 */
export function buildsAtSite(due, region) {
  const at = due ? due.buildSites.indexOf(provinceOf(region)) : -1;
  return at < 0 ? 1 : due?.buildsAt?.[at] ?? 1;
}

/**
 * The earlier builds in a build's province that it replaces: those of another kind (a site
 * raises one kind in a phase), and of its own kind only those beyond what the site takes.
 * @param {Entry} entry @param {OrderView} view @param {OrderView[]} same
 */
function buildsReplaced(entry, view, same) {
  // Only a map whose units stack has sites that take several builds.
  if (!entry.info.stacks) return same;
  const room = view.power && view.region ? buildsAtSite(dutyOf(entry, view.power), view.region) : 1;
  if (room <= 1) return same;
  const alike = same.filter((o) => o.kind === 'build' && o.type === view.type);
  return [...same.filter((o) => !alike.includes(o)), ...alike.slice(0, Math.max(0, alike.length - room + 1))];
}

/**
 * Where the sheet can still take a build, from the engine's duty: its build sites with fewer
 * builds written than they take (`buildsAt`), and, while no Leader is written, where its
 * Leader may be built besides them (`leaderSites`, Militarism III's opening). Province ids.
 * @param {Entry} entry
 * @param {{ buildSites: string[], buildsAt?: number[], leaderSites?: string[] }} due
 * @returns {{ sites: string[], leader: string[] }}
 */
export function buildsLeft(entry, due) {
  const written = entry.orders.filter((o) => o.kind === 'build' && (!entry.power || o.power === entry.power));
  const at = (/** @type {string} */ site) => written.filter((o) => o.type !== 'leader' && provinceOf(o.region ?? '') === site).length;
  const sites = due.buildSites.filter((site, i) => at(site) < (due.buildsAt?.[i] ?? 1));
  const leader = written.some((o) => o.type === 'leader') ? [] : due.leaderSites ?? [];
  return { sites, leader };
}

/** @param {Entry} entry @param {number} index */
export function removeOrder(entry, index) {
  entry.beforeChange?.();
  entry.orders = entry.orders.filter((_, i) => i !== index);
}

/** The choices a board tap picks among, given the support or convoy being built. @param {Entry} entry */
export function relevantChoices(entry) {
  const { pending, choices } = entry;
  if (!pending) return choices.filter((c) => c.kind === 'move' || c.kind === 'retreat');
  const own = choices.filter((c) => c.kind === pending.kind);
  if (pending.target === null) return own;
  const t = provinceOf(pending.target);
  return own.filter((c) => c.target && provinceOf(c.target) === t);
}

/**
 * The region a tap stands for in a choice: the destination, or while a support or convoy
 * waits for its unit, the unit to support or convoy.
 * @param {Entry} entry
 * @param {OrderView} c
 */
export function tapKey(entry, c) {
  if (entry.pending?.target === null) return c.target;
  if (entry.pending) return c.to ?? c.target;
  return c.to;
}

/** The destinations a tap may choose now, for the board's highlight. @param {Entry} entry */
export function targets(entry) {
  return [...new Set(relevantChoices(entry).map((c) => tapKey(entry, c)).filter((k) => k !== null))];
}

/**
 * A tap on a unit that is not a tap target. A piece of several units this entry may order
 * offers the choice of one (`stack`); a piece with one of them selects it.
 * @param {Entry} entry
 * @param {string} region
 * @param {{ dislodged: boolean, power: string, units?: import('../board/types.js').Unit[] }} tap
 */
export function unitTapped(entry, region, tap) {
  entry.notice = null;
  if (region === entry.selected || entry.stack?.region === region) { clearSelection(entry); return; }
  if (entry.pending && entry.pending.target === null && entry.selected) {
    entry.notice = { text: `The ${unitLabel(entry.info, { ...tap, type: 'unit', region })} cannot be given that ${entry.pending.kind} from here.` };
    return;
  }
  // The units of the tapped piece this entry may order, from the position: every unit in its
  // province (a stack, an army on board, a Leader beside its army), or in a retreat every
  // dislodged one; a Leader's own star stands for the Leader alone.
  if (tap.units) {
    const retreating = entry.state.phase === 'retreat';
    const star = tap.units.length === 1 && tap.units[0].type === 'leader';
    const mine = (star ? tap.units : boardUnits(entry.state).filter((u) => provinceOf(u.region) === provinceOf(region) && !!u.dislodged === retreating))
      .filter((u) => !entry.power || u.power === entry.power);
    if (mine.length > 1) { clearSelection(entry); entry.stack = { region, units: mine }; return; }
    if (mine.length === 1) { clearSelection(entry); selectUnit(entry, region, mine[0]); return; }
  }
  if (entry.power && tap.power !== entry.power) {
    entry.notice = { text: `That is ${withArticle(unitLabel(entry.info, { power: tap.power, type: 'unit', region }))}; you are writing ${powerName(entry.info, entry.power)}'s orders.` };
    clearSelection(entry);
    return;
  }
  if (entry.state.phase === 'retreat' && !tap.dislodged) {
    entry.notice = { text: 'Only dislodged units move in a retreat phase: tap one with a red ring.' };
    return;
  }
  select(entry, region);
}

/**
 * A tap on a province (or on a unit standing in a highlighted one).
 * @param {Entry} entry
 * @param {string} province
 * @param {string | null} coast
 */
export function provinceTapped(entry, province, coast) {
  entry.notice = null;
  if (entry.state.phase === 'adjustment' && !entry.selected) { select(entry, province); return; }
  if (!entry.selected) {
    entry.notice = { text: `${regionName(entry.info, province)}. Tap a unit to give it an order.` };
    return;
  }
  const region = coast ? `${province}/${coast}` : province;
  const hits = relevantChoices(entry).filter((c) => {
    const k = tapKey(entry, c);
    return k !== null && (k === region || (!coast && provinceOf(k) === province));
  });
  const keys = [...new Set(hits.map((c) => tapKey(entry, c)))];
  if (!hits.length) {
    if (entry.state.phase === 'adjustment') { select(entry, province); return; }
    clearSelection(entry);
    return;
  }
  if (keys.length > 1) {
    entry.notice = { text: `Which coast of ${regionName(entry.info, province)}? Pick it in the list.` };
    return;
  }
  const key = /** @type {string} */ (keys[0]);
  if (entry.pending && entry.pending.target === null) {
    entry.pending = { kind: entry.pending.kind, target: key };
    const left = relevantChoices(entry);
    if (left.length === 1) choose(entry, left[0]);
    return;
  }
  choose(entry, hits.find((c) => !c.viaConvoy) ?? hits[0]);
}

/**
 * Selects a unit (or in adjustments a province) and asks the engine for its orders; on a
 * player's pad, only that power's.
 * @param {Entry} entry
 * @param {string} region
 */
export function select(entry, region) {
  clearSelection(entry);
  let choices = [];
  try {
    choices = entry.engine.legalOrders(entry.state, region, entry.rules);
  } catch (e) {
    entry.notice = { text: errorText(e), error: true };
    return;
  }
  const own = entry.power ? choices.filter((c) => c.power === entry.power) : choices;
  if (!own.length) {
    const adjusting = entry.state.phase === 'adjustment';
    entry.notice = { text: entry.power && choices.length
      ? `You are writing ${powerAdjective(entry.info, entry.power)} orders: tap one of your own units${adjusting ? ' or home centres' : ''}.`
      : adjusting ? `No build or removal is due in ${regionName(entry.info, region)}.`
        : `There is no unit to order in ${regionName(entry.info, region)}.` };
    return;
  }
  entry.selected = region;
  entry.choices = own;
  splitOffered(entry, region);
}

/**
 * A doubled unit that has its first order (Cat Diplomacy) offers its halves' orders, for the
 * second order that splits it: the engine's `halfOrders`, less the first order itself. A coast
 * guard's halves are an army and a fleet: the half is chosen first (`chooseHalf`).
 * @param {Entry} entry @param {string} region
 */
function splitOffered(entry, region) {
  if (entry.state.phase !== 'movement') return;
  const power = entry.choices[0]?.power ?? null;
  const first = orderAt(entry, region, power)?.order;
  if (!first || first.kind === 'build') return;
  let halves = [];
  try {
    halves = entry.engine.halfOrders(entry.state, region, entry.rules);
  } catch {
    return;
  }
  halves = halves.filter((c) => c.power === first.power && (first.number === undefined || c.number === first.number) && c.text !== first.text);
  if (!halves.length) return;
  const kinds = [...new Set(halves.map((c) => c.type))];
  entry.split = { first, halves, kind: kinds.length === 1 ? kinds[0] : null };
  entry.choices = kinds.length === 1 ? halves : [];
}

/**
 * The half of a split coast guard that takes the second order: its orders become the choices.
 * @param {Entry} entry @param {string} kind "army" or "fleet"
 */
export function chooseHalf(entry, kind) {
  if (!entry.split) return;
  entry.split.kind = kind;
  entry.choices = entry.split.halves.filter((c) => c.type === kind);
  entry.pending = null;
}

/**
 * Selects one unit of several in a province (a stack, or an army on board its fleet): the
 * province's legal orders, kept to that unit's (its power and number).
 * @param {Entry} entry
 * @param {string} region
 * @param {{ power: string, type?: string, number?: number }} unit
 */
export function selectUnit(entry, region, unit) {
  select(entry, region);
  if (!entry.selected) return;
  // A split's halves are orders of the unit's number, of the halves' kinds.
  if (entry.split) return;
  entry.choices = entry.choices.filter((c) => c.power === unit.power && (unit.type === undefined || c.type === unit.type)
    && (unit.number === undefined || c.number === unit.number));
  if (!entry.choices.length) {
    entry.notice = { text: 'That unit has no order to give here.' };
    clearSelection(entry);
  }
}

/** Starts (or cancels) a support or convoy. @param {Entry} entry @param {'support' | 'convoy' | null} kind */
export function startPending(entry, kind) {
  entry.notice = null;
  entry.pending = kind ? { kind, target: null } : null;
}

/** Gives the chosen legal order, as the engine listed it. @param {Entry} entry @param {OrderView} view */
export function choose(entry, view) {
  addOrder(entry, view);
  clearSelection(entry);
  entry.notice = null;
}

/** The guidance line for giving orders. @param {Entry} entry @param {import('./typed.js').Due | null} [due] */
export function entryHint(entry, due = null) {
  const { phase } = entry.state;
  const removing = !!due && due.adjustment < 0;
  const building = !!due && due.adjustment > 0;
  if (entry.pending) {
    return entry.pending.target === null
      ? `Tap the unit to ${entry.pending.kind}, or pick it below.`
      : 'Tap where it goes, or pick below.';
  }
  if (entry.split && !entry.split.kind) return 'Pick the half that takes its second order below.';
  if (entry.selected && phase === 'adjustment') return `Pick the ${removing ? 'removal' : building ? 'build' : 'build or removal'} below.`;
  if (entry.selected) return `Tap a striped province to ${phase === 'retreat' ? 'retreat' : 'move'} there, or pick below.`;
  if (phase === 'retreat') return 'Tap a dislodged unit (red ring) to retreat or disband it.';
  if (phase === 'adjustment') {
    if (removing) return 'Tap one of your units to remove it.';
    if (building) return 'Tap a striped home centre to build there.';
    return 'Tap a home centre to build, or a unit to remove it.';
  }
  return 'Tap a unit, then a striped province. Units without orders hold.';
}
