// Power colours close to the traditional board, checked for colour-blind
// safety: every pair is compared (CIE76 ΔE in Lab) under simulated
// deuteranopia, protanopia and tritanopia (Machado et al. 2009, severity 1).
// Colour is never the only cue: the site draws each unit with its power's initial.

/** unit: the unit glyph; tint: territory fill for owned provinces (light, so labels stay readable). */
export const POWER_COLOURS = {
  austria: { unit: '#c8281e', tint: '#eba095' }, // red
  england: { unit: '#2a2f86', tint: '#8f96d8' }, // dark blue
  france: { unit: '#5ab4ea', tint: '#a6d9f7' }, // light blue
  germany: { unit: '#3b3b3b', tint: '#aaa49e' }, // dark grey
  italy: { unit: '#0f9a5a', tint: '#93d6a6' }, // green
  russia: { unit: '#f5f5f0', tint: '#ded6ea' }, // white (pale lavender land, so it differs from neutral)
  turkey: { unit: '#f2d930', tint: '#f7ea85' }, // yellow
};

/** The cat board's three powers (our own choice): far apart in lightness as well as hue. */
const CAT_COLOURS = {
  andromeda: { unit: '#7b3294', tint: '#b99ad0' }, // purple (not blue: its land must not read as sea)
  cassiusica: { unit: '#d55e00', tint: '#f2b68a' }, // vermilion
  tellahoma: { unit: '#f0e442', tint: '#eadb6a' }, // yellow
};

/**
 * Das Dippyspiel's 26 powers: written by tools/sketches/dippyspiel-colours.mjs, which gives a set
 * of distinct colours to the powers so that powers whose home countries are near differ most,
 * for colour-blind players too. Pieces carry two-letter initials as well.
 */
export const DIPPYSPIEL_COLOURS = {
  armadonia: { unit: '#ff6f61', tint: '#ffb7b0' },
  beaucouillon: { unit: '#bfef45', tint: '#dff7a2' },
  confederacy: { unit: '#3cb44b', tint: '#9edaa5' },
  costaguana: { unit: '#800000', tint: '#c08080' },
  efgiart: { unit: '#a9a9a9', tint: '#d4d4d4' },
  etheropium: { unit: '#3b3b3b', tint: '#9d9d9d' },
  frenciana: { unit: '#469990', tint: '#a3ccc8' },
  glockorla: { unit: '#808000', tint: '#c0c080' },
  graustark: { unit: '#000075', tint: '#8080ba' },
  hydunderbad: { unit: '#6a5acd', tint: '#b5ade6' },
  inca: { unit: '#4363d8', tint: '#a1b1ec' },
  kalif: { unit: '#556b2f', tint: '#aab597' },
  kalmar: { unit: '#9a6324', tint: '#cdb192' },
  lompoc: { unit: '#ffe119', tint: '#fff08c' },
  marsovia: { unit: '#ffffff', tint: '#ded6ea' },
  miskatonia: { unit: '#fabed4', tint: '#fddfea' },
  periland: { unit: '#f032e6', tint: '#f899f3' },
  poderkagg: { unit: '#2e8b57', tint: '#97c5ab' },
  pollutidar: { unit: '#f58231', tint: '#fac198' },
  quebec: { unit: '#911eb4', tint: '#c88fda' },
  romany: { unit: '#dcbeff', tint: '#eedfff' },
  ruritania: { unit: '#42d4f4', tint: '#a1eafa' },
  sevastopol: { unit: '#b8860b', tint: '#dcc385' },
  siunik: { unit: '#aaffc3', tint: '#d4ffe1' },
  squiji: { unit: '#d2691e', tint: '#e9b48f' },
  xanadu: { unit: '#e6194b', tint: '#f38ca5' },
};

/** Power colours by board name (lib/boards.mjs). */
export const PALETTES = { standard: POWER_COLOURS, cat: CAT_COLOURS, dippyspiel: DIPPYSPIEL_COLOURS };

const SIMULATIONS = {
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

const hexToRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const rgbToHex = (rgb) => '#' + rgb.map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, '0')).join('');
const toLinear = (v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toGamma = (v) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

function luminance(hex) {
  const [r, g, b] = hexToRgb(hex).map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function simulate(hex, matrix) {
  const lin = hexToRgb(hex).map(toLinear);
  const out = matrix.map((row) => row.reduce((s, m, i) => s + m * lin[i], 0));
  return rgbToHex(out.map((v) => toGamma(Math.min(1, Math.max(0, v)))));
}

function lab(hex) {
  const [r, g, b] = hexToRgb(hex).map(toLinear);
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ];
  const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : (841 / 108) * t + 4 / 29);
  const [fx, fy, fz] = xyz.map(f);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const deltaE = (a, b) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]));

/** Black or white, whichever contrasts more with the background (WCAG ratio). */
function textColour(hex) {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** {power: {unit, tint, text}} for layout.json; `palette` is one of PALETTES. */
export function powerColours(palette = POWER_COLOURS) {
  const out = {};
  for (const power of Object.keys(palette).sort()) {
    const { unit, tint } = palette[power];
    out[power] = { unit, tint, text: textColour(unit) };
  }
  return out;
}

/**
 * Smallest pairwise ΔE per vision type, for units and for territory tints (plus neutral land for tints).
 * pairs: [[a, b], ...], the pairs to compare (a board of many powers: only neighbours must differ); all by default.
 */
export function distinguishability(palette = POWER_COLOURS, pairs = null) {
  const powers = Object.keys(palette).sort();
  const compared = pairs ?? powers.flatMap((a, i) => powers.slice(i + 1).map((b) => [a, b]));
  const report = [];
  for (const kind of ['unit', 'tint']) {
    const colourOf = (p) => palette[p][kind];
    for (const [vision, matrix] of [['normal', null], ...Object.entries(SIMULATIONS)]) {
      const seen = (p) => (matrix ? simulate(colourOf(p), matrix) : colourOf(p));
      let worst = { deltaE: Infinity };
      for (const [a, b] of compared) {
        const d = deltaE(seen(a), seen(b));
        if (d < worst.deltaE) worst = { deltaE: d, pair: `${a}/${b}` };
      }
      report.push({ kind, vision, minDeltaE: Math.round(worst.deltaE * 10) / 10, closestPair: worst.pair });
    }
  }
  return report;
}

/**
 * The pairs of powers whose colours must differ on a board of many powers: those whose home
 * countries are at most `steps` edges of the map apart (2: they border each other or face one sea).
 */
export function neighbourPairs(map, steps = 2) {
  const home = {};
  for (const p of map.powers) for (const id of p.home_country ?? p.home_centres) home[id] = p.id;
  const next = {};
  for (const p of map.provinces) {
    const own = [...(p.army ?? []), ...(p.fleet ?? []), ...Object.values(p.coasts ?? {}).flatMap((c) => c.fleet)];
    next[p.id] = [...new Set(own.map((n) => n.split('/')[0]))];
  }
  const pairs = new Set();
  for (const start of Object.keys(home).sort()) {
    let reach = new Set([start]);
    for (let k = 0; k < steps; k++) reach = new Set([...reach, ...[...reach].flatMap((n) => next[n] ?? [])]);
    for (const id of reach) if (home[id] && home[id] !== home[start]) pairs.add([home[start], home[id]].sort().join('/'));
  }
  return [...pairs].sort().map((pair) => pair.split('/'));
}
