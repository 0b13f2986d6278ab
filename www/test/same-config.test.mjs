// Which `api.set()` calls change what the board draws (www/js/board/same-config.js). Run: node --test www/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changesDrawing, remember, sameData } from '../js/board/same-config.js';

const units = () => [{ type: 'army', power: 'fra', region: 'par' }, { type: 'fleet', power: 'eng', region: 'stp/nc' }];
const layout = { viewBox: [0, 0, 10, 10], provinces: {} };
const NONE = /** @type {string[]} */ ([]);

test('the same position given again changes nothing drawn, as new objects or as the same ones', () => {
  const first = { units: units(), owners: { par: 'fra' }, selected: null, labels: 'abbr', orders: NONE, art: { svg: '<svg/>', layout } };
  const seen = remember({}, first);
  assert.equal(changesDrawing(seen, { units: units(), owners: { par: 'fra' }, selected: null, labels: 'abbr' }), false);
  assert.equal(changesDrawing(seen, { orders: NONE, units: first.units }), false, 'the same objects, unchanged');
  assert.equal(changesDrawing(seen, { art: { svg: '<svg/>', layout } }), false, 'the same art text and layout');
  assert.equal(changesDrawing(seen, {}), false);
});

test('any change of content is a change, however deep', () => {
  const seen = remember({}, { units: units(), owners: { par: 'fra' }, selected: null });
  const moved = units();
  moved[1].region = 'stp/sc';
  assert.equal(changesDrawing(seen, { units: moved }), true);
  assert.equal(changesDrawing(seen, { units: units().slice(1) }), true, 'a unit fewer');
  assert.equal(changesDrawing(seen, { owners: { par: 'fra', bre: 'fra' } }), true, 'a key more');
  assert.equal(changesDrawing(seen, { owners: { bre: 'fra' } }), true, 'a key swapped');
  assert.equal(changesDrawing(seen, { selected: 'par' }), true);
  assert.equal(changesDrawing(seen, { standoffs: [] }), true, 'a field not set before');
  assert.equal(changesDrawing(seen, { art: { svg: '<svg/>', layout } }), true, 'art not set before');
});

test('an array changed in place and set again is a change, and is remembered as changed', () => {
  const list = units();
  const seen = remember({}, { units: list });
  list.pop();
  assert.equal(changesDrawing(seen, { units: list }), true);
  remember(seen, { units: list });
  assert.equal(changesDrawing(seen, { units: list }), false);
  list[0].region = 'bur';
  assert.equal(changesDrawing(seen, { units: list }), true, 'a unit inside changed in place');
});

test('tap handlers draw nothing; new art text or a new layout object is new art', () => {
  const seen = remember({}, { onUnitTap: () => {}, art: { svg: '<svg/>', layout } });
  assert.equal(changesDrawing(seen, { onUnitTap: () => {} }), false);
  assert.equal(changesDrawing(seen, { art: { svg: '<svg></svg>', layout } }), true);
  assert.equal(changesDrawing(seen, { art: { svg: '<svg/>', layout: { ...layout } } }), true);
});

test('a value that cannot be copied always counts as changed', () => {
  const odd = { at: Symbol('x') };
  const seen = remember({}, { units: odd });
  assert.equal(changesDrawing(seen, { units: odd }), true);
});

test('sameData tells arrays from objects and compares NaN and nulls as values', () => {
  assert.equal(sameData([1, 2], { 0: 1, 1: 2 }), false);
  assert.equal(sameData({ a: undefined }, { b: undefined }), false);
  assert.equal(sameData(NaN, NaN), true);
  assert.equal(sameData(null, {}), false);
  assert.equal(sameData({ a: [null, { b: 'x' }] }, { a: [null, { b: 'x' }] }), true);
});
