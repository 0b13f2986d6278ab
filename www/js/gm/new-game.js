// @ts-check
/**
 * The new-game form of the gamesmaster's page: the map and its number of players, the rules,
 * and the game file's own choices (`graustark new`'s options). The engine makes the file.
 * @module
 */

import { fetchMapFile } from '../engine.js';
import { gamesmasterEngineFor, gamesmasterPresetRules, gamesmasterPresets } from '../engine-gm.js';
import { byId, h } from '../ui/dom.js';
import { errorText } from '../ui/names.js';

/** @typedef {import('../engine.js').MapListing} MapListing */
/** @typedef {import('../engine-gm.js').GmNew} GmNew */
/** @typedef {import('../engine-gm.js').GamesmasterEngine} GamesmasterEngine */

/**
 * Wires the form; `started` gets each new game's file (its text).
 * @param {MapListing[]} maps @param {(game: string) => void} started
 */
export async function setUpNewGame(maps, started) {
  const form = /** @type {HTMLFormElement} */ (byId('new-form'));
  const mapSelect = /** @type {HTMLSelectElement} */ (byId('new-map'));
  const playersSelect = /** @type {HTMLSelectElement} */ (byId('new-players'));
  const presetSelect = /** @type {HTMLSelectElement} */ (byId('new-preset'));
  const noPlayer = byId('new-no-player');
  const error = byId('new-error');
  const presets = await gamesmasterPresets();
  mapSelect.replaceChildren(...maps.map((m) => h('option', { value: m.id }, m.name)));
  presetSelect.replaceChildren(...presets.map((p) => h('option', { value: p.name }, p.title)));
  /** The chosen map's engine, for the players chosen. @type {{ engine: GamesmasterEngine } | null} */
  let chosen = null;

  const listing = () => maps.find((m) => m.id === mapSelect.value) ?? maps[0];
  /** The players chosen, or undefined for every power of the map. */
  const players = () => {
    const all = listing().players ?? [];
    const n = Number(playersSelect.value);
    return all.length && n !== all[all.length - 1] ? n : undefined;
  };

  async function mapChosen() {
    const map = listing();
    const counts = map.players ?? [];
    playersSelect.replaceChildren(...[...counts].reverse().map((n) => h('option', { value: String(n) }, `${n}`)));
    playersSelect.disabled = counts.length < 2;
    // The map's own rules (the 1958 rules, Militarism III...), or DATC 3.0.
    const preset = map.preset ?? 'datc-2023';
    if ([...presetSelect.options].some((o) => o.value === preset)) presetSelect.value = preset;
    await playersChosen();
  }

  async function playersChosen() {
    error.textContent = '';
    try {
      const map = listing();
      const mapText = await fetchMapFile(map.id, 'map.json');
      chosen = { engine: await gamesmasterEngineFor(map.id, mapText, players()) };
      noPlayer.replaceChildren(
        h('legend', null, 'Powers nobody plays (their units hold)'),
        ...chosen.engine.info.powers.map((p) => h('label', null, h('input', { type: 'checkbox', value: p.id }), ` ${p.name}`)),
      );
    } catch (e) {
      chosen = null;
      error.textContent = errorText(e);
    }
  }

  mapSelect.addEventListener('change', () => void mapChosen());
  playersSelect.addEventListener('change', () => void playersChosen());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void (async () => {
      if (!chosen) return;
      try {
        const value = (/** @type {string} */ id) => /** @type {HTMLSelectElement} */ (byId(id)).value;
        const rules = await gamesmasterPresetRules(presetSelect.value);
        const name = /** @type {HTMLInputElement} */ (byId('new-name')).value.trim();
        const twoSeason = /** @type {HTMLInputElement | null} */ (form.querySelector('input[name="year"]:checked'))?.value === 'two-season';
        /** @type {GmNew} */
        const options = {
          map: listing().id,
          ...(name ? { name } : {}),
          twoSeason,
          report: /** @type {GmNew['report']} */ (value('new-report')),
          nmrHouseRules: /** @type {HTMLInputElement} */ (byId('new-nmr')).checked,
          proxies: /** @type {GmNew['proxies']} */ (value('new-proxies')),
          orderSets: /** @type {GmNew['orderSets']} */ (value('new-order-sets')),
          noPlayer: [...noPlayer.querySelectorAll('input:checked')].map((i) => /** @type {HTMLInputElement} */ (i).value),
        };
        started(chosen.engine.newGame(options, rules));
      } catch (e) {
        error.textContent = errorText(e);
      }
    })();
  });
  await mapChosen();
}
