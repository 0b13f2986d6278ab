// @ts-check
/**
 * The new-game form: the variant and its number of players (setup-variant.js); the players'
 * names; powers drawn by lot (a fair draw, shown to the table) or chosen; the seating,
 * clockwise from the map's first power (England on the standard board, as the 1958 rules
 * seat it); the rules preset (the variant's own unless changed); the period lengths; and an
 * optional end time for the evening.
 * @module
 */

import { h } from '../ui/dom.js';
import { DEFAULT_MINUTES, shuffle } from './record.js';
import { badge } from './common.js';
import { chooseVariant, variantFields, variantLoaded } from './setup-variant.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./types.js').View} View */
/** @typedef {import('./flow.js').NewGame} NewGame */

/**
 * The form's values while it is filled in.
 * @typedef {object} Draft
 * @property {string} mapId the variant
 * @property {number} count its number of players
 * @property {string[]} names one per player, in the order typed
 * @property {'lots' | 'choice'} assignment
 * @property {(string | null)[]} powers the power of each player (by lot or by choice)
 * @property {string} preset
 * @property {{ first: number, later: number, writing: number }} minutes
 * @property {string} endTime "HH:MM", or '' for none
 * @property {boolean} pins whether each player chooses a PIN for their secret sheet (on unless the table turns it off)
 * @property {string | null} error
 */

/** A blank form, for the variant of the engine on the page (the last game's, or the standard one). @param {Ctx} ctx @returns {Draft} */
export function newDraft(ctx) {
  const n = ctx.info.powers.length;
  /** @type {Draft} */
  const draft = {
    mapId: ctx.engine.mapId, count: n, names: Array(n).fill(''), assignment: 'lots', powers: Array(n).fill(null),
    preset: ctx.presets[0]?.name ?? 'custom', minutes: { ...DEFAULT_MINUTES }, endTime: '', pins: true, error: null,
  };
  chooseVariant(ctx, draft, draft.mapId, n);
  return draft;
}

/**
 * @param {Ctx} ctx
 * @param {Draft} draft
 * @param {(setup: NewGame) => Promise<void>} start
 * @returns {View}
 */
export function setupView(ctx, draft, start) {
  const powers = powersOf(ctx, draft);
  const redraw = () => ctx.render();
  const nameInputs = draft.names.map((name, i) => h('label', { class: 'player-field' },
    h('span', { class: 'muted' }, `Player ${i + 1}`),
    h('input', {
      type: 'text', value: name, autocomplete: 'off', id: `player-${i}`, 'data-player': i, maxlength: 24, 'aria-label': `Player ${i + 1}'s name`,
      oninput: (/** @type {Event} */ e) => { draft.names[i] = /** @type {HTMLInputElement} */ (e.target).value; showSeatNames(ctx, draft); },
    }),
    draft.assignment === 'choice' && h('select', {
      'aria-label': `Power of player ${i + 1}`, 'data-choice': i,
      onchange: (/** @type {Event} */ e) => { draft.powers[i] = /** @type {HTMLSelectElement} */ (e.target).value || null; redraw(); },
    }, h('option', { value: '' }, 'power…'), ...powers.map((p) => h('option', { value: p.id, selected: draft.powers[i] === p.id }, p.name)))));

  const drawn = draft.assignment === 'lots' && draft.powers.every((p) => p !== null);
  const seating = seatingOf(ctx, draft);

  return {
    title: 'New game · Graustark',
    cover: [h('form', {
      class: 'sheet setup-form',
      onsubmit: (/** @type {Event} */ e) => {
        e.preventDefault();
        readForm(/** @type {HTMLFormElement} */ (e.currentTarget), draft);
        const result = validate(ctx, draft);
        if (typeof result === 'string') { draft.error = result; redraw(); return; }
        start(result).catch((err) => { draft.error = err instanceof Error ? err.message : String(err); redraw(); });
      },
    },
    h('p', { class: 'brand' }, h('a', { href: './' }, 'Graustark'), ' · Game night'),
    h('h1', null, 'A new game'),
    ...variantFields(ctx, draft),
    h('h2', { class: 'section-title' }, 'The players'),
    h('div', { class: 'player-grid' }, ...nameInputs),
    h('p', { class: 'hint' }, 'Leave a name blank for a power nobody plays: it never orders, and the table goes on without it.'),
    h('h2', { class: 'section-title' }, 'Who plays which power'),
    h('div', { class: 'segmented', role: 'group', 'aria-label': 'How powers are assigned' },
      ...[['lots', 'Draw lots'], ['choice', 'By choice']].map(([v, label]) => h('button', {
        type: 'button', 'aria-pressed': String(draft.assignment === v), 'data-assignment': v,
        onclick: () => { draft.assignment = /** @type {any} */ (v); draft.powers = draft.powers.map(() => null); redraw(); },
      }, label))),
    draft.assignment === 'lots' && h('div', { class: 'button-row lots' },
      h('button', {
        type: 'button', id: 'draw-lots', class: drawn ? '' : 'primary',
        disabled: !variantLoaded(ctx, draft),
        onclick: () => { draft.powers = shuffle(powers.map((p) => p.id)); redraw(); },
      }, drawn ? 'Draw again' : 'Draw lots'),
      h('span', { class: 'muted' }, drawn ? 'Drawn at random on this tablet. Show it round the table.' : 'Every player gets a power at random, each order equally likely.')),
    h('h2', { class: 'section-title' }, `Seating, clockwise from ${powers[0]?.name ?? 'the first power'}`),
    !powers.length && h('p', { class: 'muted', role: 'status' }, 'Loading the board of this game…'),
    h('ol', { class: 'seating', 'aria-label': 'Seating, clockwise' }, ...seating.map(({ power, name }) => h('li', { 'data-seat': power },
      badge(ctx, power), h('strong', null, powers.find((p) => p.id === power)?.name ?? power), h('span', { 'data-seat-name': power }, seatName(name))))),
    h('h2', { class: 'section-title' }, 'Rules and clock'),
    h('div', { class: 'setup-grid' },
      h('label', null, 'Rules', h('select', {
        id: 'setup-preset', onchange: (/** @type {Event} */ e) => { draft.preset = /** @type {HTMLSelectElement} */ (e.target).value; },
      }, ...ctx.presets.map((p) => h('option', { value: p.name, selected: p.name === draft.preset }, p.title)))),
      minutesField(draft, 'first', 'Diplomacy before the first move'),
      minutesField(draft, 'later', 'Diplomacy before each later move'),
      minutesField(draft, 'writing', 'Order writing after it (0 for none)'),
      h('label', null, 'The evening ends at (optional)', h('input', {
        type: 'time', id: 'setup-end', value: draft.endTime,
        oninput: (/** @type {Event} */ e) => { draft.endTime = /** @type {HTMLInputElement} */ (e.target).value; },
      }))),
    h('label', { class: 'check-field' }, h('input', {
      type: 'checkbox', id: 'setup-pins', checked: draft.pins,
      onchange: (/** @type {Event} */ e) => { draft.pins = /** @type {HTMLInputElement} */ (e.target).checked; },
    }), h('span', null, 'Each player chooses a PIN before sealing, so nobody else can open their sheet (turn off to make PINs optional)')),
    draft.error && h('p', { class: 'field-error', role: 'alert' }, draft.error),
    h('div', { class: 'button-row' },
      h('button', { type: 'button', class: 'quiet', onclick: () => { ctx.home = 'list'; ctx.render(); } }, 'Back'),
      h('button', { type: 'submit', class: 'primary big', id: 'start-game' }, 'Start the game')))],
  };
}

/** @param {Draft} draft @param {'first' | 'later' | 'writing'} key @param {string} label */
function minutesField(draft, key, label) {
  return h('label', null, `${label}, minutes`, h('input', {
    type: 'number', min: 0, max: 600, step: 1, inputmode: 'numeric', value: draft.minutes[key], 'data-minutes': key,
    oninput: (/** @type {Event} */ e) => { draft.minutes[key] = Number(/** @type {HTMLInputElement} */ (e.target).value); },
  }));
}

/**
 * Takes the typed fields from the form as it is when submitted (the input events keep the
 * draft current too, but what the table sees in the fields is what counts).
 * @param {HTMLFormElement} form
 * @param {Draft} draft
 */
function readForm(form, draft) {
  form.querySelectorAll('input[data-player]').forEach((el) => {
    draft.names[Number(/** @type {HTMLInputElement} */ (el).dataset.player)] = /** @type {HTMLInputElement} */ (el).value;
  });
  form.querySelectorAll('input[data-minutes]').forEach((el) => {
    const input = /** @type {HTMLInputElement} */ (el);
    draft.minutes[/** @type {'first' | 'later' | 'writing'} */ (input.dataset.minutes)] = input.value === '' ? NaN : Number(input.value);
  });
  const pins = /** @type {HTMLInputElement | null} */ (form.querySelector('#setup-pins'));
  if (pins) draft.pins = pins.checked;
  const end = /** @type {HTMLInputElement | null} */ (form.querySelector('#setup-end'));
  if (end) draft.endTime = end.value;
  const preset = /** @type {HTMLSelectElement | null} */ (form.querySelector('#setup-preset'));
  if (preset) draft.preset = preset.value;
}

/** The powers of the chosen variant and number of players (none while its map loads). @param {Ctx} ctx @param {Draft} draft */
function powersOf(ctx, draft) {
  return ctx.maps.engine(draft.mapId, draft.count)?.info.powers ?? [];
}

/** Updates the names in the seating as they are typed, without redrawing the form. @param {Ctx} ctx @param {Draft} draft */
function showSeatNames(ctx, draft) {
  for (const { power, name } of seatingOf(ctx, draft)) {
    const el = document.querySelector(`[data-seat-name="${power}"]`);
    if (el) el.textContent = seatName(name);
  }
}

/** A seat's name as shown: nobody's yet (no power drawn), nobody's (a blank name), or its player's. @param {string | null} name */
function seatName(name) {
  return name === null ? '—' : name || 'nobody plays it';
}

/** Each seat's power and player name (empty: nobody plays it), in seating order. @param {Ctx} ctx @param {Draft} draft */
function seatingOf(ctx, draft) {
  return powersOf(ctx, draft).map((p) => {
    const i = draft.powers.indexOf(p.id);
    return { power: p.id, name: i >= 0 ? draft.names[i].trim() : null };
  });
}

/**
 * The game to start, or what is wrong with the form.
 * @param {Ctx} ctx
 * @param {Draft} draft
 * @returns {NewGame | string}
 */
function validate(ctx, draft) {
  if (!variantLoaded(ctx, draft)) return 'The board of this game is still loading: try again in a moment.';
  const names = draft.names.map((n) => n.trim());
  if (!names.some((n) => n)) return 'Give the players their names (a power whose player is left blank is played by nobody).';
  const twice = names.find((n, i) => n && names.findIndex((m) => m.toLowerCase() === n.toLowerCase()) !== i);
  if (twice) return `Two players are called ${twice}: give them names the table can tell apart.`;
  if (draft.assignment === 'choice') {
    // A blank seat given no power takes one no named player chose: nobody plays it.
    const left = powersOf(ctx, draft).map((p) => p.id).filter((p) => !draft.powers.includes(p));
    draft.powers = draft.powers.map((p, i) => p ?? (names[i] ? null : left.shift() ?? null));
  }
  if (draft.powers.some((p) => p === null)) {
    return draft.assignment === 'lots' ? 'Draw lots for the powers first.' : 'Choose a power for every player.';
  }
  const taken = draft.powers.find((p, i) => draft.powers.indexOf(p) !== i);
  if (taken) return `${powersOf(ctx, draft).find((p) => p.id === taken)?.name} is chosen twice.`;
  for (const [key, value] of Object.entries(draft.minutes)) {
    if (!(Number.isFinite(value) && value >= 0 && value <= 600)) return `The ${key} period must be 0 to 600 minutes.`;
  }
  const preset = ctx.presets.find((p) => p.name === draft.preset);
  const players = seatingOf(ctx, draft).map(({ power, name }) => ({ name: name ?? '', power, pin: null }));
  return {
    mapId: draft.mapId, players, assignment: draft.assignment, preset: preset?.name ?? 'custom',
    rules: { ...ctx.defaults, ...(preset?.rules ?? {}) }, minutes: { ...draft.minutes }, endsAt: endOf(draft.endTime, ctx.now()), pins: draft.pins,
  };
}

/** The next moment the clock shows "HH:MM" (tonight, or after midnight). @param {string} hhmm @param {number} now */
function endOf(hhmm, now) {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const end = new Date(now);
  end.setHours(Number(m[1]), Number(m[2]), 0, 0);
  if (end.getTime() <= now) end.setDate(end.getDate() + 1);
  return end.getTime();
}
