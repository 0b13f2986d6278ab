// @ts-check
/**
 * The years a position may hold, checked where a year comes in (an imported game, a typed
 * year, a link, the board element's attributes, a gamesmaster's file) before the engine reads
 * it, so an absurd year is refused by name and never printed whole (a year of 1e308 is 309
 * digits in the engine's own words).
 * @module
 */

/** The engine's first and last year (`FIRST_YEAR..=LAST_YEAR` in `src/state.rs`; www/test/years.test.mjs keeps them equal). */
export const FIRST_YEAR = 1;
export const LAST_YEAR = 9999;

/** A value as a message shows it: at most a dozen characters or so. @param {unknown} value */
export function shortValue(value) {
  if (typeof value === 'number') return String(value).length <= 12 ? String(value) : value.toPrecision(3);
  if (typeof value === 'string') return JSON.stringify(value.length <= 12 ? value : `${value.slice(0, 12)}…`);
  if (value === null || value === undefined) return 'nothing';
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value;
}

/**
 * Refuses a year that is not a whole number from FIRST_YEAR to LAST_YEAR, naming the field and
 * the range. @param {unknown} year @param {string} [field] its name in the message
 */
export function checkYear(year, field = 'year') {
  if (Number.isInteger(year) && /** @type {number} */ (year) >= FIRST_YEAR && /** @type {number} */ (year) <= LAST_YEAR) return;
  throw new Error(`${field}: ${shortValue(year)} is not a year: a year is a whole number from ${FIRST_YEAR} to ${LAST_YEAR}`);
}
