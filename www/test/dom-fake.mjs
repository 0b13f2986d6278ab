// A stand-in for the little of the DOM the pages' views build with (ui/dom.js `h`, the chooser's
// `replaceChildren`), for Node tests that draw a view: elements that keep their attributes,
// listeners and children, and give back their text. Nothing is laid out or styled.

class FakeElement {
  /** @param {string} tag */
  constructor(tag) {
    this.tagName = tag.toUpperCase();
    /** @type {Record<string, string>} */ this.attributes = {};
    /** @type {Record<string, (e: any) => void>} */ this.listeners = {};
    /** @type {any[]} */ this.childNodes = [];
    /** @type {Record<string, string>} */ this.dataset = {};
    this.style = { setProperty() {} };
    /** @type {Set<string>} */ const classes = new Set();
    this.classList = {
      /** @param {string} c @param {boolean} [on] */
      toggle: (c, on = !classes.has(c)) => { if (on) classes.add(c); else classes.delete(c); return on; },
      /** @param {string} c */ contains: (c) => classes.has(c),
    };
    this.hidden = false;
    this.value = '';
  }

  /** @param {string} name @param {string} value */
  setAttribute(name, value) {
    this.attributes[name] = value;
    if (name === 'value') this.value = value;
    if (name === 'id') this.id = value;
  }

  /** @param {string} name */
  getAttribute(name) {
    return this.attributes[name] ?? null;
  }

  /** @param {string} type @param {(e: any) => void} listener */
  addEventListener(type, listener) {
    this.listeners[type] = listener;
  }

  /** @param {...any} nodes */
  append(...nodes) {
    this.childNodes.push(...nodes);
  }

  /** @param {...any} nodes */
  replaceChildren(...nodes) {
    this.childNodes = nodes;
  }

  get textContent() {
    return this.childNodes.map((c) => (typeof c === 'string' ? c : c.textContent)).join('');
  }

  /** @param {string} text */
  set textContent(text) {
    this.childNodes = [String(text)];
  }

  /** Every element under this one, depth first. @returns {FakeElement[]} */
  descendants() {
    return this.childNodes.filter((c) => c instanceof FakeElement).flatMap((c) => [c, ...c.descendants()]);
  }
}

/** Installs the fake `document` (and `Node`, for `instanceof`) on the global object. */
export function installFakeDom() {
  const g = /** @type {any} */ (globalThis);
  g.document = { createElement: (/** @type {string} */ tag) => new FakeElement(tag) };
  g.Node = FakeElement;
}

/**
 * The elements of a list of view parts (a View's panel, side or actions) matching a test.
 * @param {any[]} parts @param {(e: FakeElement) => boolean} test
 */
export function findAll(parts, test) {
  return parts.filter((p) => p instanceof FakeElement).flatMap((p) => [p, ...p.descendants()]).filter(test);
}
