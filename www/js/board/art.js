// @ts-check
/**
 * Loads the board art: parses board.svg (refusing art that refers to anything but itself),
 * scopes its style, indexes provinces, and adds the widget's layers and palette.
 * @module
 */

import { el, SVG_NS } from './svg.js';
import { artProblems } from './art-check.js';
import { expandArt } from './lines.js';
import { finishSteps, nextTask } from './steps.js';

/**
 * What the widget keeps of the art.
 * @typedef {object} Art
 * @property {SVGSVGElement} svg
 * @property {import('./types.js').Layout} layout
 * @property {{ x: number, y: number, w: number, h: number }} board
 * @property {Map<string, SVGElement>} provinces province id → path
 * @property {Map<string, SVGElement>} coasts coast region → path
 * @property {Map<string, SVGElement>} centres province id → centre circle
 * @property {SVGTextElement[]} labels the art's province names (abbreviated and full)
 * @property {Map<string, string>} names province id → full name
 * @property {Record<string, SVGGElement>} layers
 * @property {string} prefix prepended to every id in this board's SVG
 * @property {string} css the art's stylesheets (scoped to `.gk-board`, ids prefixed) after the
 *   powers' palette, for `adoptArtStyle`
 */


let instances = 0;

/** The widget's layers, drawn above the art's own groups in this order (the keyboard's focus ring on top). */
export const LAYERS = ['highlights', 'rings', 'standoffs', 'units', 'orders', 'marks', 'focus'];

/**
 * What the art's text alone gives: everything of `Art` but what the layout says.
 * @typedef {Omit<Art, 'layout' | 'board' | 'css'> & { artCss: string[] }} ReadArt
 */

/**
 * Art read ahead by `prepareArt`, by its text: read (`art`), or still being read (`steps`,
 * which `loadArt` finishes at once if it comes first); `loadArt` takes each once.
 * @type {Map<string, { steps: Generator<void, ReadArt, void>, art: ReadArt | null }>}
 */
const prepared = new Map();

/**
 * Reads board art ahead of `createBoard` or `set` (parsing, checking and indexing it), so the
 * frame that shows the board does not: a host calls it as the art arrives. It reads in two
 * tasks, each short on a slow tablet: parsing and checking in the caller's, the rest in the
 * next; the promise settles once both are done (awaiting it is optional). The next board given
 * this text takes it; art that will not do is left for `loadArt` to refuse. Keeps the last two
 * texts.
 * @param {string} text board.svg
 * @returns {Promise<void>}
 */
export async function prepareArt(text) {
  if (prepared.has(text)) return;
  const entry = { steps: readArtInSteps(text), art: /** @type {ReadArt | null} */ (null) };
  prepared.set(text, entry);
  if (prepared.size > 2) prepared.delete(/** @type {string} */ (prepared.keys().next().value));
  try {
    for (let step = entry.steps.next(); !entry.art; step = entry.steps.next()) {
      if (step.done) {
        entry.art = step.value;
        return;
      }
      await nextTask();
      // Taken by loadArt meanwhile (it finishes the reading itself), or pushed out.
      if (prepared.get(text) !== entry) return;
    }
  } catch {
    if (prepared.get(text) === entry) prepared.delete(text);
  }
}

/**
 * Parses the board art and builds the SVG the widget draws into. Art served with each border
 * written once (areas as arcs, lines left to be drawn: `lines.js`) is written out first. Art that refers to anything
 * but itself (a script, an event handler, a link or `url()` elsewhere than `#id`, `@import`:
 * `art-check.js`) is refused with an Error naming each problem. Its stylesheets leave the SVG
 * for `Art.css`, which `adoptArtStyle` applies. Art read ahead by `prepareArt` is not read again.
 * @param {string} text board.svg
 * @param {import('./types.js').Layout} layout
 * @returns {Art}
 */
export function loadArt(text, layout) {
  const ahead = prepared.get(text);
  prepared.delete(text);
  const read = ahead?.art ?? finishSteps(ahead?.steps ?? readArtInSteps(text));
  const { artCss, ...art } = read;
  const [x, y, w, h] = layout.viewBox ?? (art.svg.getAttribute('viewBox') ?? '0 0 1600 1344').split(/[\s,]+/).map(Number);
  return { ...art, layout, board: { x, y, w, h }, css: [paletteCss(layout), ...artCss].join('\n') };
}

/**
 * Everything `loadArt` makes of the art's text alone, in two steps of about equal work: the
 * text parsed and checked, then the SVG built and indexed.
 * @param {string} text board.svg
 * @returns {Generator<void, ReadArt, void>}
 */
function* readArtInSteps(text) {
  const src = parseArt(expandArt(text));
  const problems = artProblems(src);
  if (problems.length) {
    const more = problems.length > 5 ? `; and ${problems.length - 5} more` : '';
    throw new Error(`board art refused: ${problems.slice(0, 5).join('; ')}${more}`);
  }
  yield;
  src.querySelector('#labels')?.classList.add('gk-art-labels');
  const prefix = `gk${++instances}-`;
  const ids = new Set([...src.querySelectorAll('[id]')].map((n) => n.id));
  const artCss = [...src.querySelectorAll('style')].map((style) => {
    style.remove();
    return prefixIds(scopeCss(style.textContent ?? '', '.gk-board'), ids, prefix);
  });
  // Ids get a per-board prefix, so they clash neither with the host page nor another board.
  // Style attributes are given through the CSSOM once the art is in the page, so they apply
  // under a policy refusing inline styles in every browser (though such a page still reports
  // each as the text is read: map art keeps its styles in its <style>, as maps/tools draws it).
  const nodes = [...src.querySelectorAll('*')];
  /** @type {Map<number, string>} */
  const inlineStyles = new Map();
  nodes.forEach((node, i) => {
    if (node.id) node.id = prefix + node.id;
    for (const a of [...node.attributes]) {
      if (a.name !== 'id' && a.value.includes('#')) node.setAttribute(a.name, prefixIds(a.value, ids, prefix));
    }
    const style = node.getAttribute('style');
    if (style !== null) inlineStyles.set(i, style);
    node.removeAttribute('style');
  });
  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (document.importNode(src, true)));
  const copies = svg.querySelectorAll('*');
  for (const [i, style] of inlineStyles) /** @type {SVGElement} */ (copies[i]).style.cssText = style;
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('class', 'gk-svg');
  svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', 'Diplomacy board');

  const names = new Map();
  for (const t of svg.querySelectorAll('text.full[data-label]')) {
    names.set(t.getAttribute('data-label') ?? '', (t.textContent ?? '').trim());
  }
  /** @type {Map<string, SVGElement>} */
  const provinces = new Map();
  for (const p of svg.querySelectorAll('[data-province]')) {
    const id = p.getAttribute('data-province') ?? '';
    provinces.set(id, /** @type {SVGElement} */ (p));
    if (!p.classList.contains('impassable')) {
      p.setAttribute('role', 'button');
      p.setAttribute('tabindex', '-1'); // the roving focus gives one item the tab stop (keys.js)
    } else {
      p.setAttribute('role', 'img'); // named like the others, but not a button
    }
    if (!names.has(id)) names.set(id, id.toUpperCase());
  }
  /** @type {Map<string, SVGElement>} */
  const coasts = new Map();
  for (const p of svg.querySelectorAll('[data-coast]')) {
    const id = p.getAttribute('data-coast') ?? '';
    coasts.set(id, /** @type {SVGElement} */ (p));
    p.setAttribute('role', 'button');
    p.setAttribute('tabindex', '-1'); // the roving focus gives one item the tab stop (keys.js)
  }
  const labels = /** @type {SVGTextElement[]} */ ([...svg.querySelectorAll('text[data-label]')]);
  /** @type {Map<string, SVGElement>} */
  const centres = new Map();
  for (const c of svg.querySelectorAll('[data-centre]')) {
    centres.set(c.getAttribute('data-centre') ?? '', /** @type {SVGElement} */ (c));
  }

  const defs = svg.querySelector('defs') ?? svg.insertBefore(el('defs'), svg.firstChild);
  defs.appendChild(el('pattern', {
    id: `${prefix}stripes`, width: 14, height: 14, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(-45)',
  }, [el('rect', { class: 'gk-stripe', width: 5, height: 14 })]));

  /** @type {Record<string, SVGGElement>} */
  const layers = {};
  // Highlights and owner rings go under the centres and labels; the rest on top.
  const centresGroup = svg.querySelector(`[id="${prefix}centres"]`);
  for (const name of LAYERS) {
    const g = /** @type {SVGGElement} */ (el('g', { class: `gk-layer gk-${name}` }));
    layers[name] = g;
    if (centresGroup && (name === 'highlights' || name === 'rings')) svg.insertBefore(g, centresGroup);
    else svg.appendChild(g);
  }
  return { svg, provinces, coasts, centres, labels, names, layers, prefix, artCss };
}

/**
 * Reads board.svg into an element outside any document, as an XML fragment: well-formed and
 * namespaced as XML is, but never styled there. (DOMParser's document would process each
 * `<style>` at once, and a page whose Content-Security-Policy refuses inline styles would
 * report every one.) Before the root, as for the map image (`src/report/image/art.rs`), only an
 * XML declaration, comments and a document type without an internal subset may come.
 * @param {string} text
 * @returns {Element} the root `<svg>`
 */
function parseArt(text) {
  const body = text.replace(/^\uFEFF?\s*(?:<\?xml[\s\S]*?\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^[>]*>)\s*)*/i, '');
  const holder = document.implementation.createDocument(null, null).createElementNS(null, 'art');
  try {
    holder.innerHTML = body;
  } catch {
    throw new Error('board art: not a valid SVG document (not well-formed XML)');
  }
  const [root, ...more] = holder.children;
  if (!root || more.length || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    throw new Error('board art: not a valid SVG document (it must be one <svg> element in the SVG namespace)');
  }
  return root;
}

/**
 * Applies the art's stylesheet to the document (or shadow root) that holds the SVG, as a
 * constructed stylesheet: a Content-Security-Policy without 'unsafe-inline' in `style-src`
 * (the site's pages have one) refuses every `<style>` element a script makes, but not a
 * constructed sheet. A browser without them (before Safari 16.4, Firefox 101, Chrome 73) gets a
 * `<style>` element in the SVG, which only a page allowing inline styles applies.
 * @param {SVGSVGElement} svg the art's SVG, already in its page
 * @param {string} css `Art.css`
 * @returns {() => void} removes the stylesheet
 */
export function adoptArtStyle(svg, css) {
  const found = svg.getRootNode();
  const root = found instanceof ShadowRoot ? found : svg.ownerDocument;
  if ('adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => { root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet); };
  }
  const style = svg.insertBefore(el('style', {}, [document.createTextNode(css)]), svg.firstChild);
  return () => style.remove();
}

/**
 * A readable name for a region: the host's name for it ("Spain (north coast)"), else the
 * art's province name with the coast's id ("Spain (nc)").
 * @param {Art} art
 * @param {Record<string, string>} names the host's names (BoardConfig.names)
 * @param {string} region
 */
export function regionName(art, names, region) {
  if (names[region]) return names[region];
  const [p, c] = region.split('/');
  const name = names[p] ?? art.names.get(p) ?? p.toUpperCase();
  return c ? `${name} (${c})` : name;
}

/**
 * Prefixes every selector of a plain stylesheet with `scope`, so the art's class names
 * (`.sea`, `.full`, ...) do not leak into the host page.
 * @param {string} css
 * @param {string} scope
 */
export function scopeCss(css, scope) {
  return css.replace(/(^|})\s*([^{}@]+)\{/g, (_m, close, selectors) => {
    const scoped = String(selectors).split(',').map((s) => `${scope} ${s.trim()}`).join(',');
    return `${close}\n${scoped}{`;
  });
}

/**
 * Rewrites `#id` references (in CSS or in `url(#id)` and `href="#id"`) to prefixed ids.
 * Only ids in `ids` are touched, so colours such as `#b9d5ea` stay as they are.
 * @param {string} text
 * @param {Set<string>} ids
 * @param {string} prefix
 */
export function prefixIds(text, ids, prefix) {
  return text.replace(/#([A-Za-z_][\w-]*)/g, (m, id) => (ids.has(id) ? `#${prefix}${id}` : m));
}

/**
 * One class per power carrying its colours as custom properties, each overridable by the
 * host page with `--power-<id>`, `--power-<id>-tint` and `--power-<id>-text`.
 * @param {import('./types.js').Layout} layout
 */
export function paletteCss(layout) {
  const hex = (/** @type {unknown} */ v, /** @type {string} */ d) => (typeof v === 'string' && /^#[0-9a-f]{3,8}$/i.test(v) ? v : d);
  let css = '';
  for (const [id, c] of Object.entries(layout.powers ?? {})) {
    if (!/^[a-z0-9_-]+$/i.test(id)) continue;
    css += `.gk-board .gk-p-${id}{--gk-unit:var(--power-${id},${hex(c.unit, '#777')});`
      + `--gk-tint:var(--power-${id}-tint,${hex(c.tint, '#ccc')});`
      + `--gk-text:var(--power-${id}-text,${hex(c.text, '#000')})}\n`;
  }
  return css;
}

/**
 * A CSS class naming a power, or a neutral one for ids the palette cannot carry.
 * @param {string} power
 */
export function powerClass(power) {
  return /^[a-z0-9_-]+$/i.test(power) ? `gk-p-${power}` : 'gk-p-unknown';
}
