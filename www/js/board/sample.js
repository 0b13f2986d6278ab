// @ts-check
/**
 * Sample positions for embed.html (and for trying the widget): Fall 1901 with results, the
 * retreat that follows and the winter adjustments. Demo data only; the widget never imports it.
 * @module
 */

/** @typedef {import('./types.js').Unit} Unit */
/** @typedef {import('./types.js').Order} Order */

/**
 * @param {string} power
 * @param {string} list e.g. "F nth, A yor"
 * @returns {Unit[]}
 */
function units(power, list) {
  return list.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const [t, region, flag] = s.split(' ');
    return { power, type: t === 'F' ? 'fleet' : 'army', region, ...(flag === '*' ? { dislodged: true } : {}) };
  });
}

const HOME = {
  england: ['edi', 'lon', 'lvp'], germany: ['ber', 'kie', 'mun'], russia: ['mos', 'sev', 'stp', 'war'],
  turkey: ['ank', 'con', 'smy'], austria: ['bud', 'tri', 'vie'], italy: ['nap', 'rom', 'ven'], france: ['bre', 'mar', 'par'],
};

/**
 * @param {Record<string, string[]>} byPower
 * @returns {Record<string, string>}
 */
function owners(byPower) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [power, list] of Object.entries(byPower)) for (const p of list) out[p] = power;
  return out;
}

/** @param {boolean} success @param {string} [reason] */
const res = (success, reason) => ({ success, ...(reason ? { reason } : {}) });

const fallUnits = [
  ...units('england', 'F nth, F nwg, A yor'),
  ...units('germany', 'A ruh, A hol, F den'),
  ...units('france', 'A bur, A pic, F mao'),
  ...units('italy', 'A apu, F ion, A ven'),
  ...units('austria', 'A ser, F gre, A gal *'),
  ...units('russia', 'F bot, A war, F sev, A ukr'),
  ...units('turkey', 'A bul *, F ank, A smy'),
];

/** @type {Order[]} */
const fallOrders = [
  { kind: 'move', power: 'england', region: 'nth', to: 'hol', result: res(false, 'bounced: the German army in Holland holds, 1 against 1') },
  { kind: 'move', power: 'england', region: 'nwg', to: 'nwy', result: res(true) },
  { kind: 'hold', power: 'england', region: 'yor', result: res(true) },
  { kind: 'move', power: 'germany', region: 'ruh', to: 'bel', result: res(false, 'bounced: 1 against 2, the French army from Burgundy enters') },
  { kind: 'support', power: 'germany', region: 'hol', target: 'ruh', to: 'bel', result: res(false, 'cut by the English fleet from the North Sea') },
  { kind: 'move', power: 'germany', region: 'den', to: 'swe', result: res(false, 'bounced with the Russian fleet from the Gulf of Bothnia') },
  { kind: 'move', power: 'france', region: 'bur', to: 'bel', result: res(true, '2 against 1') },
  { kind: 'support', power: 'france', region: 'pic', target: 'bur', to: 'bel', result: res(true) },
  { kind: 'move', power: 'france', region: 'mao', to: 'por', result: res(true) },
  { kind: 'move', power: 'italy', region: 'apu', to: 'tun', viaConvoy: true, result: res(true) },
  { kind: 'convoy', power: 'italy', region: 'ion', target: 'apu', to: 'tun', result: res(true) },
  { kind: 'hold', power: 'italy', region: 'ven', result: res(true) },
  { kind: 'move', power: 'austria', region: 'ser', to: 'bul', result: res(true, 'dislodged the Turkish army, 2 against 1') },
  { kind: 'support', power: 'austria', region: 'gre', target: 'ser', to: 'bul', result: res(true) },
  { kind: 'move', power: 'austria', region: 'gal', to: 'ukr', result: res(false, 'bounced, then dislodged by the Russian army from Warsaw, 2 against 1') },
  { kind: 'move', power: 'russia', region: 'bot', to: 'swe', result: res(false, 'bounced with the German fleet from Denmark') },
  { kind: 'move', power: 'russia', region: 'war', to: 'gal', result: res(true, 'dislodged the Austrian army, 2 against 1') },
  { kind: 'support', power: 'russia', region: 'ukr', target: 'war', to: 'gal', result: res(true) },
  { kind: 'move', power: 'russia', region: 'sev', to: 'rum', result: res(false, 'bounced with the Turkish army from Bulgaria, 1 against 1') },
  { kind: 'move', power: 'turkey', region: 'bul', to: 'rum', result: res(false, 'bounced with the Russian fleet from Sevastopol; dislodged by the Austrian army from Serbia') },
  { kind: 'hold', power: 'turkey', region: 'ank', result: res(true) },
  { kind: 'support', power: 'turkey', region: 'smy', target: 'ank', result: res(true) },
];

const afterFall = [
  ...units('england', 'F nth, F nwy, A yor'),
  ...units('germany', 'A ruh, A hol, F den'),
  ...units('france', 'A bel, A pic, F por'),
  ...units('italy', 'A tun, F ion, A ven'),
  ...units('austria', 'A bul, F gre, A gal *'),
  ...units('russia', 'F bot, A gal, F sev, A ukr'),
  ...units('turkey', 'A bul *, F ank, A smy'),
];

const winterOwners = owners({
  ...HOME,
  england: [...HOME.england, 'nwy'],
  germany: [...HOME.germany, 'hol', 'den'],
  france: [...HOME.france, 'bel', 'por'],
  italy: [...HOME.italy, 'tun'],
  austria: [...HOME.austria, 'gre', 'bul'],
});

const winterUnits = [
  ...afterFall.filter((u) => !u.dislodged),
  { power: 'austria', type: /** @type {'army'} */ ('army'), region: 'vie' },
];

/**
 * @typedef {object} Sample
 * @property {string} caption
 * @property {Unit[]} units
 * @property {Record<string, string>} owners
 * @property {Order[]} orders
 * @property {string[]} [standoffs]
 */

/** @type {Record<string, Sample>} */
export const SAMPLES = {
  orders: {
    caption: 'Fall 1901: the orders as written, with the results.',
    units: fallUnits,
    owners: owners(HOME),
    orders: fallOrders,
    standoffs: ['swe', 'rum'],
  },
  retreats: {
    caption: 'Fall 1901 retreats: Austria falls back to Vienna; Turkey gives up its army.',
    units: afterFall,
    owners: owners(HOME),
    orders: [
      { kind: 'retreat', power: 'austria', region: 'gal', to: 'vie', result: res(true) },
      { kind: 'disband', power: 'turkey', region: 'bul', result: res(true) },
    ],
    standoffs: ['swe', 'rum'],
  },
  builds: {
    caption: 'Winter 1901: the new owners and the builds.',
    units: winterUnits,
    owners: winterOwners,
    orders: [
      { kind: 'build', power: 'england', region: 'edi', type: 'fleet' },
      { kind: 'build', power: 'germany', region: 'kie', type: 'fleet' },
      { kind: 'build', power: 'germany', region: 'ber', type: 'army' },
      { kind: 'build', power: 'france', region: 'par', type: 'army' },
      { kind: 'build', power: 'france', region: 'bre', type: 'fleet' },
      { kind: 'build', power: 'italy', region: 'nap', type: 'fleet' },
      { kind: 'build', power: 'austria', region: 'tri', type: 'fleet' },
      { kind: 'build', power: 'austria', region: 'bud', type: 'army' },
      { kind: 'build', power: 'turkey', region: 'con', type: 'army' },
    ],
  },
  try: {
    caption: 'Spring 1901: tap a unit, then a striped province, to draw a move.',
    units: [
      ...units('england', 'F edi, F lon, A lvp'), ...units('germany', 'A ber, F kie, A mun'),
      ...units('russia', 'A mos, F sev, F stp/sc, A war'), ...units('turkey', 'F ank, A con, A smy'),
      ...units('austria', 'A bud, F tri, A vie'), ...units('italy', 'F nap, A rom, A ven'),
      ...units('france', 'F bre, A mar, A par'),
    ],
    owners: owners(HOME),
    orders: [],
  },
};
