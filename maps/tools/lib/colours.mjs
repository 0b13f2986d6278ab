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

/** Power colours by board name (lib/boards.mjs). */
export const PALETTES = { standard: POWER_COLOURS, cat: CAT_COLOURS };

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

/** Smallest pairwise ΔE per vision type, for units and for territory tints (plus neutral land for tints). */
export function distinguishability(palette = POWER_COLOURS) {
  const powers = Object.keys(palette).sort();
  const report = [];
  for (const kind of ['unit', 'tint']) {
    const colourOf = (p) => palette[p][kind];
    for (const [vision, matrix] of [['normal', null], ...Object.entries(SIMULATIONS)]) {
      const seen = (p) => (matrix ? simulate(colourOf(p), matrix) : colourOf(p));
      let worst = { deltaE: Infinity };
      for (let i = 0; i < powers.length; i++) for (let j = i + 1; j < powers.length; j++) {
        const d = deltaE(seen(powers[i]), seen(powers[j]));
        if (d < worst.deltaE) worst = { deltaE: d, pair: `${powers[i]}/${powers[j]}` };
      }
      report.push({ kind, vision, minDeltaE: Math.round(worst.deltaE * 10) / 10, closestPair: worst.pair });
    }
  }
  return report;
}
