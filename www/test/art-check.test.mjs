// The board art loader refuses a supplied drawing that refers to anything but itself
// (art-check.js): what is refused and what is not, on SVG text read by a small XML reader.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { artProblems, styleProblems } from '../js/board/art-check.js';
import { parseXml } from './xml.mjs';

/** The problems of a drawing, given its inside. @param {string} inner */
const problemsOf = (inner) => artProblems(parseXml(
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inner}</svg>`));

/** How many nodes under `node` (itself included) pass `keep`. */
const count = (node, keep) => (keep(node) ? 1 : 0) + node.childNodes.reduce((n, c) => n + count(c, keep), 0);

test('the boards the site offers are accepted as drawn', () => {
  for (const map of ['standard', 'cat']) {
    const text = readFileSync(new URL(`../../maps/${map}/board.svg`, import.meta.url), 'utf8');
    const root = parseXml(text);
    assert.deepEqual(artProblems(root), [], `maps/${map}/board.svg`);
    const provinces = count(root, (n) => n.attributes?.some((a) => a.name === 'data-province'));
    assert.equal(provinces, text.match(/data-province=/g)?.length, `maps/${map}: every province read`);
  }
});

test('url(#id) is accepted in a stylesheet, a style attribute and a presentation attribute', () => {
  assert.deepEqual(problemsOf(`
    <defs><linearGradient id="grad"><stop offset="0" stop-color="#fff"/></linearGradient>
      <clipPath id="clip"><rect width="5" height="5"/></clipPath></defs>
    <style>.sea { fill: url(#grad); } .land { fill: url( "#grad" ) }</style>
    <rect style="fill:url(#grad); stroke: #b9d5ea" width="10" height="10" clip-path="url('#clip')"/>
    <use href="#clip"/><use xlink:href="#grad"/>`), []);
});

test('a style attribute with a url() to another origin is refused, naming it', () => {
  assert.deepEqual(problemsOf('<rect style="fill:url(https://evil.example/x.png)" width="10" height="10"/>'),
    ['<rect> style: url(https://evil.example/x.png) refers outside the drawing (only url(#id) may be used)']);
});

test('a stylesheet with @import or a url() to a file is refused', () => {
  assert.deepEqual(problemsOf('<style>@import "https://evil.example/x.css"; .a { fill: red }</style>'),
    ['<style>: @import would load another stylesheet']);
  assert.deepEqual(problemsOf("<style>@import url('x.css');</style>"), [
    '<style>: @import would load another stylesheet',
    '<style>: url(x.css) refers outside the drawing (only url(#id) may be used)',
  ]);
  assert.deepEqual(problemsOf('<style>.sea { fill: url(http://evil.example/sea.png) }</style>'),
    ['<style>: url(http://evil.example/sea.png) refers outside the drawing (only url(#id) may be used)']);
  assert.deepEqual(problemsOf('<style><![CDATA[ .a { background: url(data:image/png;base64,AAAA) } ]]></style>'),
    ['<style>: url(data:image/png;base64,AAAA) refers outside the drawing (only url(#id) may be used)']);
});

test('styles are read as the browser reads them: escapes decoded, comments out', () => {
  assert.equal(styleProblems('.a { fill: u\\72l(https://evil.example/x.png) }').length, 1, 'u\\72l( is url(');
  assert.equal(styleProblems('.a { fill: \\75 rl(https://evil.example/x.png) }').length, 1);
  assert.equal(styleProblems('@im/* */port "x.css";').length, 1, 'a comment does not hide @import');
  assert.deepEqual(styleProblems('.a { background: image-set("https://evil.example/x.png" 1x) }'), ['image-set() could load a file']);
  assert.deepEqual(styleProblems('.a { fill: #b9d5ea; font-family: "Url Sans" } /* url(x) */'), []);
});

test('a presentation attribute with a url() elsewhere is refused', () => {
  assert.deepEqual(problemsOf('<rect fill="url(https://evil.example/x.svg#g)" width="1" height="1"/>'),
    ['<rect> fill: url(https://evil.example/x.svg#g) refers outside the drawing (only url(#id) may be used)']);
});

test('links anywhere but #id are refused: images of other origins, other files, data: and javascript:', () => {
  assert.deepEqual(problemsOf(`<image href="https://evil.example/x.png" width="1" height="1"/>
    <use xlink:href="other.svg#x"/><image href="data:image/png;base64,AAAA"/><a href="javascript:alert(1)"><text>x</text></a>`), [
    '<image> href: "https://evil.example/x.png" links outside the drawing (only #id may be used)',
    '<use> xlink:href: "other.svg#x" links outside the drawing (only #id may be used)',
    '<image> href: "data:image/png;base64,AAAA" links outside the drawing (only #id may be used)',
    '<a> href: "javascript:alert(1)" links outside the drawing (only #id may be used)',
  ]);
});

test('scripts, event handlers, foreign objects, animations of references and other markup are refused', () => {
  assert.deepEqual(problemsOf(`<script>alert(1)</script><rect onclick="alert(1)" width="1" height="1"/>
    <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
    <a href="#a"><set attributeName="href" to="https://evil.example/"/></a>
    <h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example/"/>
    <?xml-stylesheet href="https://evil.example/x.css"?>`), [
    '<script>: scripts are not allowed',
    '<rect> onclick: event handlers are not allowed',
    '<foreignObject>: it would embed another document',
    '<set>: it could rewrite a reference',
    '<iframe>: not an SVG element',
    'a processing instruction: it could load a stylesheet',
  ]);
});
