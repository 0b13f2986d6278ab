// @ts-check
/**
 * Whether a partial configuration changes what the board draws, so that a host setting the
 * same position again (as it redraws its own panels) costs no redraw of the pieces. Pure: no
 * DOM, so Node tests it.
 *
 * The widget keeps a copy of the data it was last given (`remember`) and compares what it is
 * given next with that copy (`changesDrawing`), so a host that changes an array in place and
 * sets it again is still redrawn.
 * @module
 */

/**
 * Whether `partial` changes anything drawn, against the copy `seen` of what was set before.
 * Tap handlers draw nothing. Art is the same when its text and layout are the same objects
 * (as the widget reads them). Other values are compared by content.
 * @param {Record<string, unknown>} seen kept by `remember`
 * @param {Record<string, unknown>} partial what `api.set()` was given
 */
export function changesDrawing(seen, partial) {
  for (const [key, value] of Object.entries(partial)) {
    if (typeof value === 'function') continue;
    if (!Object.hasOwn(seen, key)) return true;
    const old = seen[key];
    if (key === 'art') {
      const a = /** @type {{ svg?: unknown, layout?: unknown } | undefined} */ (old);
      const b = /** @type {{ svg?: unknown, layout?: unknown } | undefined} */ (value);
      if (a?.svg !== b?.svg || a?.layout !== b?.layout) return true;
    } else if (old === UNCOPIED || !sameData(old, value)) return true;
  }
  return false;
}

/** Stands for a value that could not be copied: it always counts as changed. */
const UNCOPIED = Symbol('uncopied');

/**
 * Updates `seen` with copies of what `partial` sets (the art as given: it is compared by
 * identity). Returns `seen`.
 * @param {Record<string, unknown>} seen
 * @param {Record<string, unknown>} partial
 */
export function remember(seen, partial) {
  for (const [key, value] of Object.entries(partial)) {
    if (typeof value === 'function') continue;
    if (key === 'art') {
      const art = /** @type {{ svg?: unknown, layout?: unknown } | undefined} */ (value);
      seen[key] = art && { svg: art.svg, layout: art.layout };
      continue;
    }
    try {
      seen[key] = structuredClone(value);
    } catch {
      seen[key] = UNCOPIED;
    }
  }
  return seen;
}

/**
 * Deep equality of JSON-like data: primitives, arrays and plain objects.
 * @param {unknown} a @param {unknown} b
 * @returns {boolean}
 */
export function sameData(a, b) {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ob = /** @type {Record<string, unknown>} */ (b), oa = /** @type {Record<string, unknown>} */ (a);
  return ka.every((k) => Object.hasOwn(ob, k) && sameData(oa[k], ob[k]));
}
