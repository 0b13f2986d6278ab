// @ts-check
/**
 * What the board's keyboard moves among while orders are taken (`board/keys.js`), for every
 * page that takes them: the units that take orders in the phase and the next one without an
 * order, where the focus goes once an order is given.
 * @module
 */

import { orderAt } from './entry.js';

/**
 * The units that take orders in the entry's phase (standing ones, or in a retreat the
 * dislodged; on a player's pad that power's only), then the places given (build sites), and
 * the first unit without an order: never a Leader, which goes with its unit unless ordered;
 * in adjustments only while removals are due.
 * @param {import('./entry.js').Entry} entry
 * @param {import('../board/types.js').Unit[]} units the board's units
 * @param {{ sites?: string[], removing?: boolean }} [options]
 * @returns {{ offer: (import('../board/types.js').Unit | string)[], next: import('../board/types.js').Unit | null }}
 */
export function keyboardOffer(entry, units, { sites = [], removing = false } = {}) {
  const { phase } = entry.state;
  const ordering = units.filter((u) => (phase === 'retreat') === !!u.dislodged && (!entry.power || u.power === entry.power));
  const asked = phase !== 'adjustment' || removing;
  const next = asked ? ordering.find((u) => u.type !== 'leader' && !orderAt(entry, u.region, u.power, u.number)) ?? null : null;
  return { offer: [...ordering, ...sites], next };
}
