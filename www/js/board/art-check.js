// @ts-check
/**
 * What a supplied board drawing may hold. The art is drawn inside the host page, so it may refer
 * to nothing but itself: every reference is a local `#id` (`href="#x"`, `url(#x)`), and nothing
 * in it runs, loads a file or rewrites its own references. `artProblems` names everything that
 * breaks this; the art loader refuses a drawing with any problem rather than drawing part of it.
 * Pure: it reads a parsed tree through the few Node properties below, so it runs in Node too.
 * @module
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const ELEMENT_NODE = 1;
const PROCESSING_INSTRUCTION_NODE = 7;

/** Elements refused wherever they stand, with why. */
const REFUSED_ELEMENTS = new Map([
  ['script', 'scripts are not allowed'],
  ['foreignObject', 'it would embed another document'],
  ['set', 'it could rewrite a reference'],
  ['animate', 'it could rewrite a reference'],
]);

/** Functions of CSS that take a file's address as a string, outside url(). */
const LOADING_FUNCTIONS = /(?<![\w-])((?:-webkit-)?image-set|image|src)\(/gi;

/**
 * A node of a parsed SVG: as much of the DOM's `Node` as the check reads.
 * @typedef {object} ArtNode
 * @property {number} nodeType
 * @property {string | null} [namespaceURI]
 * @property {string} [localName]
 * @property {Iterable<{ name: string, localName: string, value: string }>} [attributes]
 * @property {Iterable<ArtNode>} childNodes
 * @property {string | null} textContent
 */

/**
 * Every reason to refuse the drawing whose root is `root`, each naming its element, in
 * document order; empty when the art may be drawn.
 * @param {ArtNode} root
 * @returns {string[]}
 */
export function artProblems(root) {
  /** @type {string[]} */
  const problems = [];
  /** @param {ArtNode} node */
  const visit = (node) => {
    if (node.nodeType === PROCESSING_INSTRUCTION_NODE) {
      problems.push('a processing instruction: it could load a stylesheet');
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const name = node.localName ?? '';
    const tag = `<${name}>`;
    if (node.namespaceURI !== SVG_NS) {
      problems.push(`${tag}: not an SVG element`);
      return;
    }
    const refused = REFUSED_ELEMENTS.get(name);
    if (refused) {
      problems.push(`${tag}: ${refused}`);
      return;
    }
    for (const attribute of node.attributes ?? []) {
      for (const problem of attributeProblems(attribute.localName, attribute.value)) {
        problems.push(`${tag} ${attribute.name}: ${problem}`);
      }
    }
    if (name === 'style') {
      for (const problem of styleProblems(node.textContent ?? '')) problems.push(`${tag}: ${problem}`);
    }
    for (const child of node.childNodes) visit(child);
  };
  visit(root);
  return problems;
}

/**
 * What is wrong with one attribute: an event handler, a link anywhere but to `#id`, or (in a
 * style or any presentation attribute, which CSS reads) what `styleProblems` refuses.
 * @param {string} localName the attribute's name without its prefix (`href` for `xlink:href`)
 * @param {string} value
 * @returns {string[]}
 */
export function attributeProblems(localName, value) {
  if (/^on/i.test(localName)) return ['event handlers are not allowed'];
  if (localName.toLowerCase() === 'href') {
    return isFragment(value) ? [] : [`${quote(value)} links outside the drawing (only #id may be used)`];
  }
  return styleProblems(value);
}

/**
 * What a stylesheet or a style attribute may not hold: `@import`, a `url()` to anything but
 * `#id` (so no other file, origin or `data:` address), and the functions that load a file
 * named by a string (`image-set()`, `image()`, `src()`). Comments are read as removed and
 * escapes as decoded, as the browser reads them, so `u\72l(` is a `url(`.
 * @param {string} css
 * @returns {string[]}
 */
export function styleProblems(css) {
  const text = decodeCss(css);
  /** @type {string[]} */
  const problems = [];
  if (/@import/i.test(text)) problems.push('@import would load another stylesheet');
  for (const [, doubled, single, bare] of text.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))/gi)) {
    const target = (doubled ?? single ?? bare ?? '').trim();
    if (!isFragment(target)) problems.push(`url(${shorten(target)}) refers outside the drawing (only url(#id) may be used)`);
  }
  for (const [, name] of text.matchAll(LOADING_FUNCTIONS)) problems.push(`${name}() could load a file`);
  return problems;
}

/** A CSS text as the browser tokenizes it: comments out, escapes decoded. @param {string} css */
function decodeCss(css) {
  return css.replace(/\/\*[\s\S]*?\*\//g, '').replace(
    /\\([0-9a-f]{1,6})[ \t\r\n\f]?|\\([^\r\n\f0-9a-f])/gi,
    (_m, hex, char) => (hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : char),
  );
}

/** Whether a reference is a local fragment, `#id`. @param {string} reference */
function isFragment(reference) {
  return /^#[^\s#'"()]+$/.test(reference.trim());
}

/** @param {string} text */
function shorten(text) {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** @param {string} text */
function quote(text) {
  return `"${shorten(text)}"`;
}
