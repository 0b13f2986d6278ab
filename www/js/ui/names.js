// @ts-check
/**
 * Names for people: regions, coasts, units, powers and phases, all from the engine's map view
 * (coast names included) and the engine's year names, so no page keeps its own table. Also the map's facts as the board
 * widget takes them (its names and powers) and a position as the board draws it.
 * @module
 */

/** @typedef {import('../engine.js').State} State */
/** @typedef {import('../engine.js').MapInfo} MapInfo */
/** @typedef {import('../board/types.js').BoardConfig} BoardConfig */
/** Names years as the engine does (`GameEngine.yearName`). @typedef {{ yearName: (year: number) => string }} Years */

/** The province of a region: "stp/nc" → "stp". @param {string} region */
export const provinceOf = (region) => region.split('/')[0];

/** "spring" → "Spring". @param {string} s */
export const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Spring 1901 · Movement" ("Spring Cassiusica I · Movement" where years have names). @param {Years} years @param {State} state */
export function phaseTitle(years, state) {
  const kind = { movement: 'Movement', retreat: 'Retreats', adjustment: 'Adjustments' }[state.phase] ?? capital(state.phase);
  return `${capital(state.season)} ${years.yearName(state.year)} · ${kind}`;
}

/** "Spring 1901" or "Winter 1901 adjustments", for buttons. @param {Years} years @param {State} state */
export function phaseShort(years, state) {
  const kind = { movement: '', retreat: ' retreats', adjustment: ' adjustments' }[state.phase] ?? '';
  return `${capital(state.season)} ${years.yearName(state.year)}${kind}`;
}

/** A power's name. @param {MapInfo} info @param {string | null | undefined} power */
export function powerName(info, power) {
  return info.powers.find((p) => p.id === power)?.name ?? capital(power ?? '');
}

/** A power's adjective. @param {MapInfo} info @param {string} power */
export function powerAdjective(info, power) {
  return info.powers.find((p) => p.id === power)?.adjective ?? capital(power);
}

/** "Spain (north coast)", from the map's province and coast names. @param {MapInfo} info @param {string} region */
export function regionName(info, region) {
  const province = info.provinces.find((p) => p.id === provinceOf(region));
  const name = province?.name ?? provinceOf(region).toUpperCase();
  if (!region.includes('/')) return name;
  const coast = province?.coasts.find((c) => c.id === region)?.name ?? region.split('/')[1];
  return `${name} (${coast.toLowerCase()})`;
}

/** "a French", "an English". @param {string} word */
export function withArticle(word) {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** "French army in Paris". @param {MapInfo} info @param {{ power: string, type: string, region: string }} unit */
export function unitLabel(info, unit) {
  return `${powerAdjective(info, unit.power)} ${unit.type} in ${regionName(info, unit.region)}`;
}

/** Every province and coast region with its readable name, for the board widget. @param {MapInfo} info */
export function boardNames(info) {
  /** @type {Record<string, string>} */
  const names = {};
  for (const p of info.provinces) {
    names[p.id] = p.name;
    for (const c of p.coasts) names[c.id] = regionName(info, c.id);
  }
  return names;
}

/** The supply centres of the game, for the board widget's `centres` (a smaller game has fewer than its art draws). @param {MapInfo} info */
export function boardCentres(info) {
  return info.provinces.filter((p) => p.supplyCentre).map((p) => p.id);
}

/** The powers as the board widget names them. @param {MapInfo} info */
export function boardPowers(info) {
  return Object.fromEntries(info.powers.map((p) => [p.id, { initial: p.initial, name: p.name, adjective: p.adjective }]));
}

/** province → power, from the state's centre lists. @param {State} state */
export function ownersOf(state) {
  /** @type {Record<string, string>} */
  const owners = {};
  for (const [power, list] of Object.entries(state.centres ?? {})) for (const c of list) owners[c] = power;
  return owners;
}

/** The units of a position as the board draws them, dislodged ones too in a retreat phase. @param {State} state */
export function boardUnits(state) {
  /** @type {import('../board/types.js').Unit[]} */
  const units = state.units.map((u) => ({ ...u }));
  for (const d of state.phase === 'retreat' ? state.dislodged ?? [] : []) {
    units.push({ power: d.power, type: d.type, region: d.region, number: d.number, aboard: d.aboard, dislodged: true });
  }
  return units;
}

/** The position as the board draws it, with no orders. @param {State} state @returns {BoardConfig} */
export function positionView(state) {
  return { units: boardUnits(state), orders: [], owners: ownersOf(state), standoffs: [], highlight: [], selected: null };
}

/** The message of a thrown error. @param {unknown} e */
export function errorText(e) {
  return e instanceof Error ? e.message : String(e);
}
