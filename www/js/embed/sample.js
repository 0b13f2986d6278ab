// @ts-check
/**
 * The sample game of embed.html, as data only: a Fall 1901 position and the orders written
 * for it, then the retreat and build orders for the phases that follow. Every result shown
 * on the page is the engine's adjudication of these texts; nothing here says what succeeds.
 * @module
 */

/** @typedef {import('../engine.js').State} State */
/** @typedef {State['units'][number]} Unit */
/** @typedef {import('../engine.js').OrderText} OrderText */
import { UNIT_KINDS } from '../board/kinds.js';

/**
 * "F nth, A yor" → units of one power (each kind by the letter the engine writes it with).
 * @param {string} power
 * @param {string} list
 * @returns {Unit[]}
 */
function units(power, list) {
  return list.split(',').map((s) => s.trim().split(' ')).map(([letter, region]) => (
    { power, type: UNIT_KINDS.find((k) => k.letter === letter)?.type ?? 'army', region }));
}

/**
 * Orders of one power, one per line.
 * @param {string} power
 * @param {string} lines
 * @returns {OrderText[]}
 */
function orders(power, lines) {
  return lines.split('\n').map((s) => s.trim()).filter(Boolean).map((text) => ({ power, text }));
}

/**
 * Fall 1901, before the orders. The supply centres are still the home centres.
 * @type {State}
 */
export const FALL_1901 = {
  season: 'fall', year: 1901, phase: 'movement',
  units: [
    ...units('england', 'F nth, F nwg, A yor'),
    ...units('germany', 'A ruh, A hol, F den'),
    ...units('france', 'A bur, A pic, F mao'),
    ...units('italy', 'A apu, F ion, A ven'),
    ...units('austria', 'A ser, F gre, A gal'),
    ...units('russia', 'F bot, A war, F sev, A ukr'),
    ...units('turkey', 'A bul, F ank, A smy'),
  ],
  centres: {
    england: ['edi', 'lon', 'lvp'], germany: ['ber', 'kie', 'mun'], france: ['bre', 'mar', 'par'],
    italy: ['nap', 'rom', 'ven'], austria: ['bud', 'tri', 'vie'], russia: ['mos', 'sev', 'stp', 'war'],
    turkey: ['ank', 'con', 'smy'],
  },
};

/** The Fall 1901 orders, as each power wrote them. */
export const FALL_ORDERS = [
  ...orders('england', 'F North Sea - Holland\nF Norwegian Sea - Norway\nA Yorkshire H'),
  ...orders('germany', 'A Ruhr - Belgium\nA Holland S A Ruhr - Belgium\nF Denmark - Sweden'),
  ...orders('france', 'A Burgundy - Belgium\nA Picardy S A Burgundy - Belgium\nF Mid-Atlantic Ocean - Portugal'),
  ...orders('italy', 'A Apulia - Tunis via convoy\nF Ionian Sea C A Apulia - Tunis\nA Venice H'),
  ...orders('austria', 'A Serbia - Bulgaria\nF Greece S A Serbia - Bulgaria\nA Galicia - Ukraine'),
  ...orders('russia', 'F Gulf of Bothnia - Sweden\nA Warsaw - Galicia\nA Ukraine S A Warsaw - Galicia\nF Sevastopol - Rumania'),
  ...orders('turkey', 'A Bulgaria - Rumania\nF Ankara H\nA Smyrna S F Ankara'),
];

/** The retreats of Fall 1901. */
export const RETREAT_ORDERS = [
  ...orders('austria', 'A Galicia - Vienna'),
  ...orders('turkey', 'A Bulgaria disband'),
];

/** The builds of Winter 1901. */
export const BUILD_ORDERS = [
  ...orders('england', 'Build F Edinburgh'),
  ...orders('germany', 'Build F Kiel\nBuild A Berlin'),
  ...orders('france', 'Build A Paris\nBuild F Brest'),
  ...orders('italy', 'Build F Naples'),
  ...orders('austria', 'Build F Trieste\nBuild A Budapest'),
  ...orders('turkey', 'Build A Constantinople'),
];
