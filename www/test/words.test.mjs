// Unit tests of the site's words (www/js/ui/words.js): the one helper for plurals, lists and
// messages put into a sentence.
// Run: node --test www/test/words.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listed, nounFor, plural, sentence } from '../js/ui/words.js';

test('plurals: one is singular, every other count plural (zero too)', () => {
  assert.equal(plural(1, 'order'), '1 order');
  assert.equal(plural(0, 'order'), '0 orders');
  assert.equal(plural(3, 'centre'), '3 centres');
  assert.equal(plural(2, 'army', 'armies'), '2 armies');
  assert.equal(nounFor(1, 'order'), 'order');
  assert.equal(nounFor(5, 'order'), 'orders');
});

test('lists: "A", "A and B", "A, B and C"', () => {
  assert.equal(listed([]), '');
  assert.equal(listed(['France']), 'France');
  assert.equal(listed(['Austria-Hungary', 'France']), 'Austria-Hungary and France');
  assert.equal(listed(['England', 'France', 'Italy']), 'England, France and Italy');
});

test('a message put into a sentence ends once', () => {
  assert.equal(sentence('it is not JSON'), 'it is not JSON.');
  assert.equal(sentence('it is not JSON.'), 'it is not JSON.');
  assert.equal(sentence('Why?'), 'Why?');
  assert.equal(sentence('and 3 more… '), 'and 3 more…');
});

test("the reveal's question names the powers that have not sealed as a list, with their units", async () => {
  const { unsealedQuestion } = await import('../js/game/table.js');
  assert.equal(unsealedQuestion(['Austria-Hungary', 'France'], 'movement'),
    'Austria-Hungary and France have not sealed orders: their units hold. Go to the reveal anyway?');
  assert.equal(unsealedQuestion(['France'], 'movement'), 'France has not sealed orders: its units hold. Go to the reveal anyway?');
  assert.equal(unsealedQuestion(['England', 'France', 'Italy'], 'adjustment'),
    'England, France and Italy have not sealed sheets: their builds are waived, or their removals chosen by the rules. Go to the reveal anyway?');
  assert.equal(unsealedQuestion(['Turkey'], 'retreat'), 'Turkey has not sealed a sheet: its dislodged units are disbanded. Go to the reveal anyway?');
});

test('a message put after text ending in a full stop ends once: resuming, importing', async () => {
  const { importRefusal, problemsText, refusal } = await import('../js/game/store.js');
  assert.equal(refusal('That game cannot be resumed', ['it is not JSON.']), 'That game cannot be resumed: it is not JSON.');
  assert.equal(refusal('That game cannot be resumed', ['a.', 'b', 'c.', 'd']), 'That game cannot be resumed: a; b; c; and 1 more.');
  assert.equal(importRefusal('g.json', ['The file is not a Graustark game: it is not JSON (Unexpected token).']),
    '“g.json” was not imported. The file is not a Graustark game: it is not JSON (Unexpected token).');
  assert.equal(problemsText(['x.', 'y.']), 'x; y');
});
