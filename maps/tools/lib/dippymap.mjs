// Das Dippyspiel's map.json from the cleaned list (names, markers, powers, units), the powers'
// file (ids, names, adjectives, initials) and the adjacency read off the drawing (lib/derive.mjs).
// What each marker means is the lead's reading, in maps/dippyspiel/markers.json; without it,
// `+` is a build centre (and so a supply centre), `*` a supply centre, `#` a mine, `x` a vent, and
// `¢` is not read.
import { splitFleetLists } from './derive.mjs';

/** Marker -> what it makes a province, when maps/dippyspiel/markers.json is not there. */
export const DEFAULT_MARKERS = { '+': ['build_centre', 'supply_centre'], '*': ['supply_centre'], '#': ['mine'], 'x': ['vent'], '¢': [] };

/**
 * The meanings of markers.json: {"symbols": {symbol: {"means": ["build centre", "supply centre",
 * "mining centre", "vent"]}}} -> {symbol: ['build_centre', 'supply_centre', 'mine', 'vent']}.
 */
export function readMarkers(file) {
  if (!file) return DEFAULT_MARKERS;
  const words = { 'build centre': 'build_centre', 'supply centre': 'supply_centre', 'mining centre': 'mine', vent: 'vent' };
  const out = {};
  for (const [symbol, entry] of Object.entries(file.symbols ?? {})) {
    out[symbol] = (entry.means ?? []).map((m) => {
      if (!words[m]) throw new Error(`markers.json: '${symbol}' means '${m}', which the map has no field for`);
      return words[m];
    });
  }
  return out;
}

/** Each province's first kind, before the drawing says which land is coast: {id: kind}. */
export function provisionalKinds(seeds) {
  const kinds = {};
  for (const id of Object.keys(seeds.land)) kinds[id] = 'land';
  for (const id of Object.keys(seeds.sea)) kinds[id] = 'sea';
  for (const id of Object.keys(seeds.lakes ?? {})) kinds[id] = 'impassable';
  return kinds;
}

const seaName = (id, oceans) => `${oceans[id.replace(/\d+$/, '')]} ${id.match(/\d+$/)[0]}`;

/** The meanings of one row's markers, as a set. */
function meaningsOf(row, markers) {
  const set = new Set();
  for (const symbol of [...(row.markers ?? '')]) for (const m of markers[symbol] ?? []) set.add(m);
  return set;
}

/** A fleet's place in a province: the province, or for a split coast the coast with the most sea. */
function fleetPlace(id, coasts, fleet) {
  if (!coasts[id]) return id;
  const best = Object.keys(coasts[id]).sort((a, b) => coasts[id][b].fleet.length - coasts[id][a].fleet.length || a.localeCompare(b))[0];
  return `${id}/${best}`;
}

function provinceEntry(id, name, kind, flags, derived) {
  const entry = { id, name, kind };
  for (const flag of ['supply_centre', 'mine', 'vent', 'canal']) if (flags.has(flag)) entry[flag] = true;
  if (derived.pole.includes(id)) entry.pole = 'north';
  if (flags.has('crossing')) entry.crossing = 2;
  if (derived.army[id]?.length) entry.army = derived.army[id];
  if (derived.coasts[id]) {
    entry.coasts = Object.fromEntries(Object.keys(derived.coasts[id]).sort().map((c) => [c, { name: derived.coasts[id][c].name, fleet: derived.coasts[id][c].fleet }]));
  } else if (derived.fleet[id]?.length) entry.fleet = derived.fleet[id];
  return entry;
}

/**
 * board: lib/boards.mjs's entry (canals, seaVents, arctic, victory); rows: the list; powers:
 * powers.json's; markers: markers.json or null; derived: lib/derive.mjs's. Returns {map, report}.
 */
export function assembleMap({ board, rows, powers, markers, derived }) {
  const meaning = readMarkers(markers);
  const { fleet, coasts } = splitFleetLists({ ...derived.fleet }, structuredClone(derived.coasts));
  const d = { ...derived, fleet, coasts };
  const provinces = [];
  for (const row of rows) {
    const flags = meaningsOf(row, meaning);
    if (board.canals.includes(row.name)) flags.add('canal');
    provinces.push(provinceEntry(row.id, row.name, derived.kind[row.id], flags, d));
  }
  for (const id of Object.keys(derived.kind).filter((i) => derived.kind[i] === 'sea').sort()) {
    const flags = new Set();
    if (board.seaVents.includes(id)) flags.add('vent');
    if (id.startsWith(board.arctic)) flags.add('crossing');
    provinces.push(provinceEntry(id, seaName(id, board.oceans), 'sea', flags, d));
  }
  for (const [id, lake] of Object.entries(board.lakes)) provinces.push({ id, name: lake.name, kind: 'impassable' });
  provinces.sort((a, b) => a.id.localeCompare(b.id));
  const powerList = powers.map((p) => powerEntry(p, rows, meaning, coasts, fleet));
  const centres = provinces.filter((p) => p.supply_centre).length;
  const map = {
    id: board.name, name: board.title, requires: 'world', preset: board.preset,
    // Rule 14: 155 centres after a Fall, 155 units after the Winter, and the Papacy.
    victory: { measure: 'papal', count: Math.min(board.victory, centres) },
    calendar: { first_year: board.firstYear, era: board.era }, cavalry: true, fleet_load: board.fleetLoad,
    economy: board.economy, papacy: board.papacy, powers: powerList, provinces,
  };
  return { map, report: reportOf(map, rows, derived, board) };
}

function powerEntry(power, rows, meaning, coasts, fleet) {
  const mine = rows.filter((r) => r.power === power.id);
  const entry = { ...power };
  entry.home_centres = mine.filter((r) => meaningsOf(r, meaning).has('build_centre')).map((r) => r.id).sort();
  if (!power.underground) entry.home_country = mine.map((r) => r.id).sort();
  entry.start = mine.filter((r) => r.unit).map((r) => `${r.unit} ${r.unit === 'F' ? fleetPlace(r.id, coasts, fleet) : r.id}`).sort();
  return entry;
}

function reportOf(map, rows, derived, board) {
  const byKind = {};
  for (const p of map.provinces) byKind[p.kind] = (byKind[p.kind] ?? 0) + 1;
  const pairs = (list) => new Set(Object.entries(list).flatMap(([a, ns]) => ns.map((b) => [a.split('/')[0], b.split('/')[0]].sort().join('-')))).size;
  const fleetAll = { ...derived.fleet };
  const lines = [
    `provinces: ${map.provinces.length} (${Object.entries(byKind).map(([k, n]) => `${n} ${k}`).join(', ')}); list rows ${rows.length}`,
    `edges: ${pairs(derived.army)} army pairs, ${pairs(fleetAll)} fleet pairs; split coasts: ${Object.keys(derived.coasts).length} provinces`,
    `supply centres: ${map.provinces.filter((p) => p.supply_centre).length}; mines ${map.provinces.filter((p) => p.mine).length}; vents ${map.provinces.filter((p) => p.vent).length}`,
    `north pole: ${derived.pole.join(' ')}`,
  ];
  for (const name of board.canals) {
    const row = rows.find((r) => r.name === name);
    const seas = row ? (derived.fleet[row.id] ?? []).filter((n) => derived.kind[n] === 'sea') : [];
    lines.push(`canal ${name}: ${row ? `${row.id} touches ${seas.length} seas (${seas.join(' ')})` : 'not in the list'}`);
  }
  for (const id of board.seaVents) if (!map.provinces.some((p) => p.id === id)) lines.push(`sea vent ${id}: no such sea`);
  for (const row of rows.filter((r) => r.unit === 'F' && derived.kind[r.id] !== 'coast')) lines.push(`PROBLEM: fleet start ${row.id} (${row.name}) is not coastal`);
  const names = new Map();
  for (const p of map.provinces) names.set(p.name.toLowerCase(), [...(names.get(p.name.toLowerCase()) ?? []), p.id]);
  for (const [n, ids] of names) if (ids.length > 1) lines.push(`name '${n}' used by ${ids.join(', ')}`);
  return lines;
}

/** map.json as the other boards write it: one power and one province a line. */
export function mapJson(map) {
  const lines = Object.entries(map).map(([k, v]) => {
    if (k === 'powers' || k === 'provinces') return ` ${JSON.stringify(k)}: [\n${v.map((x) => '  ' + JSON.stringify(x)).join(',\n')}\n ]`;
    return ` ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  });
  return '{\n' + lines.join(',\n') + '\n}\n';
}
