// @ts-check
/**
 * Words every page prints with a count or a list in them, from one place: plurals ("1 order",
 * "3 orders"), lists ("Austria-Hungary and France"), and a message put into a sentence ending
 * once ("cannot be resumed: it is not JSON.", never "…JSON..").
 * @module
 */

/**
 * A count and its noun: "1 order", "3 orders", "1 NMR"; `many` is a plural not made by adding
 * "s" ("1 army in Paris", "2 armies").
 * @param {number} n @param {string} noun @param {string} [many]
 */
export function plural(n, noun, many) {
  return `${n} ${nounFor(n, noun, many)}`;
}

/** The noun alone, as a count of `n` takes it: "order" or "orders". @param {number} n @param {string} noun @param {string} [many] */
export function nounFor(n, noun, many = `${noun}s`) {
  return n === 1 ? noun : many;
}

/** A list in words: "France", "Austria-Hungary and France", "England, France and Italy". @param {string[]} items */
export function listed(items) {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A text ending its sentence once: a full stop added unless it already ends in one (or in ? ! …). @param {string} text */
export function sentence(text) {
  const trimmed = text.trimEnd();
  return /[.?!…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
