// A small XML reader for the Node tests, which have no DOM: a well-formed document as nodes
// with the few properties art-check.js reads (nodeType, namespaceURI, localName, attributes,
// childNodes, textContent). Namespaces are resolved as XML does; anything it cannot read throws.

const ENTITIES = /** @type {Record<string, string>} */ ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" });
const TOKEN = new RegExp([
  /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/.source,
  /<!\[CDATA\[(?<cdata>[\s\S]*?)\]\]>/.source,
  /<\?(?<pi>[\s\S]*?)\?>/.source,
  /<(?<close>\/?)(?<name>[\w:.-]+)(?<attrs>(?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(?<empty>\/?)>/.source,
  /(?<text>[^<]+)/.source,
].join('|'), 'gi');

/** Decodes the predefined and numeric character references. @param {string} text */
function decode(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, ref) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? m;
    return String.fromCodePoint(ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
  });
}

/** @param {string} data */
const textNode = (data) => ({ nodeType: 3, childNodes: [], textContent: data });

/**
 * The document element of `text`.
 * @param {string} text
 */
export function parseXml(text) {
  const top = { childNodes: /** @type {any[]} */ ([]), namespaces: /** @type {Record<string, string>} */ ({}), localName: '' };
  const open = [top];
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index !== at) throw new Error(`cannot read the XML at ${at}: ${text.slice(at, at + 40)}`);
    at = m.index + m[0].length;
    const parent = open[open.length - 1];
    const g = /** @type {Record<string, string | undefined>} */ (m.groups);
    if (g.cdata !== undefined) parent.childNodes.push(textNode(g.cdata));
    else if (g.pi !== undefined) {
      if (!/^xml\s/.test(g.pi)) parent.childNodes.push({ nodeType: 7, childNodes: [], textContent: g.pi });
    } else if (g.text !== undefined) parent.childNodes.push(textNode(decode(g.text)));
    else if (g.close) {
      const [, local] = /** @type {string} */ (g.name).match(/(?:[^:]*:)?(.*)/) ?? [];
      if (open.length < 2 || open.pop()?.localName !== local) throw new Error(`</${g.name}> closes nothing open`);
    } else if (g.name) {
      const node = element(g.name, g.attrs ?? '', parent.namespaces);
      parent.childNodes.push(node);
      if (!g.empty) open.push(node);
    }
  }
  if (at !== text.length || open.length !== 1) throw new Error('the XML ends inside an element');
  const root = top.childNodes.find((n) => n.nodeType === 1);
  if (!root) throw new Error('no document element');
  return root;
}

/**
 * @param {string} name
 * @param {string} attrText
 * @param {Record<string, string>} inherited the namespaces in scope
 */
function element(name, attrText, inherited) {
  const attributes = [...attrText.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map(([, n, d, s]) => ({
    name: n, localName: n.includes(':') ? n.slice(n.indexOf(':') + 1) : n, value: decode(d ?? s ?? ''),
  }));
  const namespaces = { ...inherited };
  for (const a of attributes) {
    if (a.name === 'xmlns') namespaces[''] = a.value;
    else if (a.name.startsWith('xmlns:')) namespaces[a.localName] = a.value;
  }
  const [prefix, localName] = name.includes(':') ? name.split(':') : ['', name];
  /** @type {any[]} */
  const childNodes = [];
  return {
    nodeType: 1, localName, namespaceURI: namespaces[prefix] ?? null, attributes, childNodes, namespaces,
    get textContent() { return childNodes.map((c) => c.textContent ?? '').join(''); },
  };
}
