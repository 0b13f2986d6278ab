// @ts-check
/**
 * A player's secret order pad: tap a unit and a legal target, or type (ui/entry.js); the
 * sheet lists every unit with its order and any problem (illegal, unordered), from the check
 * made when the sheet changed, before the player seals it. Only this power's orders are ever
 * in the page. The pad asks the engine when the sheet or the phase changes (a tap, a typed
 * order, a new phase), never to be drawn: what it draws of the engine's is asked once a phase
 * (phase-asked.js) or kept with the sheet (its check), and the drawing takes it as arguments.
 * @module
 */

import { h } from '../ui/dom.js';
import {
  buildsLeft, choose, chooseHalf, clearSelection, entryHint, newEntry, orderAt, provinceTapped, removeOrder, select, selectUnit, startPending,
  targets, unitTapped,
} from '../ui/entry.js';
import { addTyped, orderExample } from '../ui/typed.js';
import { drawChooser } from '../ui/chooser.js';
import { keyboardOffer } from '../ui/offer.js';
import { boardUnits, ownersOf, powerName, provinceOf, regionName, unitLabel } from '../ui/names.js';
import { entryOf, seal, toOverview, writeSheet } from './flow.js';
import { dutyOf, hashPin, isSecret, orderingPowers, playerOf } from './record.js';
import { header, nameOf } from './common.js';
import { forgetDraft, loadDraft, saveDraft } from './pad-draft.js';
import { phaseAsked } from './phase-asked.js';
import { listed, plural } from '../ui/words.js';

/** @typedef {import('./types.js').Ctx} Ctx */
/** @typedef {import('./types.js').View} View */
/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {import('../ui/entry.js').Entry} Entry */
/** @typedef {import('../engine.js').PowerDuty} PowerDuty */
/**
 * What the pad draws of the engine's answers, asked when the phase changed (not to draw): the
 * phase's title, whose units are doubled this year, and the power's duty in adjustments.
 * @typedef {{ title: string, doubled: string[], due: PowerDuty | null }} PadAsked
 */
/**
 * The open pad: its entry, the text being typed, the warning on the last typed order, a PIN
 * being chosen, and whether an order was just given on the board or in the chooser (the
 * keyboard's focus then goes to the next unit, or to the seal), or any other step taken there (the
 * focus then goes where the next step is taken: `stepFocus`).
 * @typedef {{ entry: Entry, power: string, typed: string, warning: string | null, pin: string, given?: boolean, stepped?: boolean }} Pad
 */

/**
 * The pad for a power: order entry over this power's sheet only.
 * @param {Ctx} ctx
 * @param {GameRecord} game
 * @param {string} power
 * @returns {Pad}
 */
export function openPadFor(ctx, game, power) {
  const sheet = entryOf(game, power);
  const entry = newEntry(ctx.engine, game.current.state, game.rules, { power, orders: sheet.orders });
  // After a reload: the order being typed and the selected unit, as they were.
  const draft = loadDraft(game, power);
  if (draft?.selected) select(entry, draft.selected);
  return { entry, power, typed: draft?.typed ?? '', warning: null, pin: '' };
}

/**
 * A pad action: runs it and copies the sheet into the game (which checks it; the page then
 * saves it).
 * @param {Ctx} ctx
 * @param {(entry: Entry) => void} change
 */
function padAct(ctx, change) {
  const pad = ctx.pad;
  const game = ctx.game;
  if (!pad || !game) return;
  pad.warning = null;
  const before = new Set(pad.entry.orders);
  ctx.act(() => {
    change(pad.entry);
    writeSheet(game, pad.power, pad.entry.orders, ctx.engine);
  });
  pad.given = pad.entry.orders.some((o) => !before.has(o));
  pad.stepped = true;
  saveDraft(game, pad.power, { typed: pad.typed, selected: pad.entry.selected });
}

/** Board taps on the pad. @param {Ctx} ctx */
export function padTaps(ctx) {
  return {
    /** @param {string} region @param {{ dislodged: boolean, power: string }} tap */
    unit: (region, tap) => padAct(ctx, (entry) => unitTapped(entry, region, tap)),
    /** @param {string} province @param {string | null} coast */
    province: (province, coast) => padAct(ctx, (entry) => provinceTapped(entry, province, coast)),
    /** Escape on the board: a support or convoy being built is dropped, else the unit. */
    escape: () => {
      const entry = ctx.pad?.entry;
      if (entry?.pending) padAct(ctx, (e) => startPending(e, null));
      else if (entry?.selected || entry?.stack) padAct(ctx, (e) => { clearSelection(e); e.notice = null; });
    },
  };
}

/**
 * Every row of the sheet: each unit with its order or what happens without one, and each
 * order's problem, read from the check stored with the sheet.
 * @param {Ctx} ctx
 * @param {GameRecord} game
 * @param {Pad} pad
 */
function sheetRows(ctx, game, pad) {
  const { state } = game.current;
  const { entry, power } = pad;
  const check = entryOf(game, power).check;
  /** @type {{ label: string, text: string | null, problem: string | null, index: number | null }[]} */
  const rows = [];
  const used = new Set();
  const units = state.phase === 'adjustment' ? [] : boardUnits(state).filter((u) => (state.phase === 'retreat') === !!u.dislodged);
  for (const unit of units.filter((u) => u.power === power)) {
    const at = orderAt(entry, unit.region, power, unit.number);
    const index = at && !used.has(at.index) ? at.index : null;
    if (index !== null) used.add(index);
    const fate = check?.unordered[unit.region];
    rows.push({
      label: unitLabel(ctx.info, unit), text: index !== null ? entry.orders[index].text : null, index,
      problem: index !== null ? check?.problems[index] ?? null : fate && fate !== 'held' ? `no order: ${fate}` : null,
    });
    // A doubled unit's second order (Cat Diplomacy), which splits it, stays beside the first.
    const first = index !== null ? entry.orders[index] : null;
    // A coast guard's halves are an army and a fleet: the second names its half's kind.
    const second = first ? entry.orders.findIndex((o, i) => !used.has(i) && o.region === first.region && o.power === first.power
      && (o.number !== undefined ? o.number === first.number : o.type === first.type)) : -1;
    if (second >= 0) {
      used.add(second);
      const kind = entry.orders[second].type;
      const half = kind && kind !== first?.type ? `its ${kind} half` : 'its other half';
      rows.push({ label: `${unitLabel(ctx.info, unit)}, ${half}`, text: entry.orders[second].text, index: second, problem: check?.problems[second] ?? null });
    }
  }
  entry.orders.forEach((o, i) => {
    if (!used.has(i)) rows.push({ label: '', text: o.text, index: i, problem: check?.problems[i] ?? null });
  });
  return rows;
}

/**
 * The entry screen, from what the engine said of the phase (asked once a phase) and the sheet's
 * check (asked when the sheet changed): drawing it asks the engine nothing.
 * @param {Ctx} ctx @param {GameRecord} game @returns {View}
 */
export function padView(ctx, game) {
  const pad = /** @type {Pad} */ (ctx.pad);
  return drawPad(ctx, game, pad, padAsked(ctx, game, pad.power));
}

/**
 * What the pad draws of the engine's, as kept for the phase in play.
 * @param {Ctx} ctx @param {GameRecord} game @param {string} power @returns {PadAsked}
 */
function padAsked(ctx, game, power) {
  const asked = phaseAsked(ctx.engine, game);
  const due = game.current.state.phase === 'adjustment' ? padDuty(asked.duties, game, power) : null;
  return { title: asked.title, doubled: asked.doubled, due };
}

/**
 * Draws the pad: its sheet, chooser, hints and board marks, from the entry, the game record and
 * what the engine said (`asked`).
 * @param {Ctx} ctx @param {GameRecord} game @param {Pad} pad @param {PadAsked} asked @returns {View}
 */
function drawPad(ctx, game, pad, asked) {
  const { entry, power } = pad;
  const { state } = game.current;
  const player = playerOf(game, power);
  const secret = isSecret(state, orderingPowers(game));
  const rows = sheetRows(ctx, game, pad);
  const { due } = asked;
  const marks = padMarks(game, entry, due);
  const removals = due ? Math.max(0, -due.adjustment) - entry.orders.filter((o) => o.kind === 'disband').length : 0;
  const keys = keyboardOffer(entry, boardUnits(state), { removing: removals > 0 });
  // After an order given on the board or in the chooser, the keyboard goes on to the next unit
  // (or build site), or once there is none, to the seal.
  const focus = pad.given ? (keys.next || (marks.highlight.length && !entry.selected) ? 'board' : 'seal')
    : pad.stepped ? stepFocus(entry) : null;
  pad.given = pad.stepped = false;
  const chooser = h('section', { class: 'card chooser', 'aria-label': 'Orders for the selected unit', id: 'chooser' });
  drawChooser(entry, chooser, {
    choose: (view) => padAct(ctx, (e) => choose(e, view)),
    pending: (kind) => padAct(ctx, (e) => startPending(e, kind)),
    cancel: () => padAct(ctx, (e) => { clearSelection(e); e.notice = null; }),
    pick: (unit) => padAct(ctx, (e) => selectUnit(e, e.stack?.region ?? unit.region, unit)),
    half: (kind) => padAct(ctx, (e) => chooseHalf(e, kind)),
  });
  const input = /** @type {HTMLInputElement} */ (h('input', {
    id: 'pad-input', type: 'text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false',
    placeholder: orderExample(entry, due), value: pad.typed, 'aria-describedby': 'pad-error pad-warning',
    oninput: () => { pad.typed = input.value; saveDraft(game, power, { typed: pad.typed, selected: entry.selected }); },
  }));
  const error = h('p', { class: 'field-error', role: 'alert', id: 'pad-error' }, entry.notice?.error ? entry.notice.text : '');
  const warning = h('p', { class: 'field-warning', role: 'status', id: 'pad-warning' }, pad.warning ?? '');
  const sheetEntry = entryOf(game, power);
  const reopened = sheetEntry.sealed ? sheetEntry.reopened ?? 0 : 0;
  const pin = secret && player && !player.pin ? /** @type {HTMLInputElement} */ (h('input', {
    type: 'password', inputmode: 'numeric', autocomplete: 'new-password', id: 'set-pin', placeholder: game.pins ? 'PIN' : 'optional', value: pad.pin,
    required: !!game.pins, 'aria-describedby': askedPin.has(pad) ? 'set-pin-error' : null,
    oninput: () => { pad.pin = pin?.value ?? ''; },
  })) : null;

  return {
    title: `${powerName(ctx.info, power)} · writing orders`,
    board: {
      units: boardUnits(state), orders: entry.orders, owners: ownersOf(state), standoffs: state.standoffs ?? [],
      ...marks, ...keys,
    },
    focus,
    panel: [
      header(ctx, game, `${powerName(ctx.info, power)} · ${asked.title.split(' · ')[0]}`, state.year, asked.doubled),
      h('p', { class: 'hint', id: 'pad-hint' }, `${secret ? `${nameOf(ctx, game, power)}, only you should see this screen. ` : ''}${entryHint(entry, due)}${variantHint(game, pad, due, asked.doubled)}`),
      reopened > 0 && h('p', { class: 'notice error', id: 'reopened' },
        `This sealed sheet has been opened ${reopened === 1 ? 'once' : `${reopened} times`} since it was sealed, now included. Without a PIN anyone can open it.`),
      pin && h('label', { class: 'pin-field', for: 'set-pin' }, h('span', null, game.pins ? 'Choose a PIN: nobody else can open your sheet' : 'A PIN keeps your sheet private (optional)'), pin),
      pin && askedPin.has(pad) && h('p', { class: 'field-error', role: 'alert', id: 'set-pin-error' }, 'Choose a PIN before sealing: you type it to open your sheet again.'),
      entry.notice && !entry.notice.error && h('p', { class: 'notice', role: 'status' }, entry.notice.text),
      chooser,
      due && dueLine(ctx, due),
      h('section', { 'aria-labelledby': 'sheet-title' },
        h('h2', { id: 'sheet-title', class: 'section-title' }, 'Your sheet'),
        rows.length ? h('ul', { class: 'orders sheet', id: 'sheet' }, ...rows.map((r) => h('li', { class: `order${r.problem ? ' problem' : ''}` },
          h('span', { class: 'text' }, r.text ?? (state.phase === 'movement' ? 'no order: holds' : '—')),
          h('span', { class: 'reason' }, [r.label, r.problem].filter(Boolean).join(' · ')),
          r.index !== null && h('button', { type: 'button', class: 'remove', 'aria-label': `Remove ${r.text}`, onclick: () => padAct(ctx, (e) => removeOrder(e, /** @type {number} */ (r.index))) }, '×'))))
          : h('p', { class: 'muted' }, 'Nothing written yet.')),
    ],
    side: [
      h('form', {
        class: 'entry', id: 'pad-form',
        onsubmit: (/** @type {Event} */ e) => {
          e.preventDefault();
          padAct(ctx, (en) => {
            en.notice = null;
            const out = addTyped(en, input.value, power);
            if (out.error) en.notice = { text: out.error, error: true };
            else pad.typed = '';
            pad.warning = out.warning ?? null;
          });
        },
      },
      h('label', { for: 'pad-input', class: 'label' }, 'Or type an order'),
      // Above the box, so they stay in sight while it has the focus.
      error, warning,
      h('div', { class: 'entry-row' }, input, h('button', { type: 'submit' }, 'Add'))),
    ],
    actions: [
      h('button', { type: 'button', id: 'pad-back', onclick: () => { forgetDraft(); ctx.act(() => toOverview(game)); } },
        !secret ? 'Back' : entryOf(game, power).sealed ? 'Back, still sealed' : 'Back, not sealed'),
      h('button', {
        type: 'button', class: 'primary', id: 'seal',
        onclick: () => pin && game.pins && !pad.pin.trim() ? askPin(ctx, pad, pin) : ctx.act(() => {
          forgetDraft();
          const chosen = pad.pin.trim();
          if (chosen && player) player.pin = hashPin(chosen);
          seal(game, power, ctx.engine);
        }),
      }, secret ? 'Seal my orders' : 'Done: show the result'),
    ],
  };
}

/**
 * The power's duty this phase, as the phase's duties say it (phase-asked.js: the stored ones,
 * or for a record stored before they said how many builds each site takes and where a Leader
 * may be built, the engine's again); none where the phase stored none for it.
 * @param {import('../engine.js').Duties} duties @param {GameRecord} game @param {string} power
 */
function padDuty(duties, game, power) {
  const stored = dutyOf(game, power);
  return stored && (duties.powers.find((d) => d.power === power) ?? stored);
}

/**
 * What the variants add to the pad's hint, as the engine said it: a power whose units are
 * doubled this year (Cat Diplomacy: `doubled`) splits one by two orders; the opening builds
 * include a Leader (Militarism III); a piece of several units lists them when tapped.
 * @param {GameRecord} game @param {Pad} pad @param {PowerDuty | null} due @param {string[]} doubled
 */
function variantHint(game, pad, due, doubled) {
  const { state } = game.current;
  if (pad.entry.selected || pad.entry.pending || pad.entry.stack) return '';
  if (state.phase === 'movement' && doubled.includes(pad.power)) {
    return ' Your units are doubled this year: tap one again after its first order to give it a second, different one, and it splits in two.';
  }
  if (due?.leaderSites?.length) {
    return ' Build your Leader too, beside an army or fleet: tap its centre again and pick Build a Leader.';
  }
  const mine = state.units.filter((u) => u.power === pad.power).map((u) => provinceOf(u.region));
  if (state.phase === 'movement' && mine.some((p, i) => mine.indexOf(p) !== i)) {
    return ' Where several of your units share a piece, a tap lists them: pick the one to order.';
  }
  return '';
}

/**
 * What the board marks on the pad: the legal targets of the selected unit; in adjustments, the
 * home centres where the power can build (the engine's build sites, less those already built
 * on the sheet, while builds remain) until one is tapped, then that one.
 * @param {GameRecord} game
 * @param {Entry} entry
 * @param {PowerDuty | null} due
 * @returns {{ highlight: string[], selected: string | null }}
 */
function padMarks(game, entry, due) {
  const { state } = game.current;
  if (state.phase === 'retreat') return { highlight: targets(entry), selected: null };
  if (state.phase !== 'adjustment') return { highlight: targets(entry), selected: entry.selected };
  const tapped = entry.selected;
  if (!tapped) {
    // The sites with room for a build still to give, while the engine's count of builds is not
    // reached (a 1958 capital takes several), and where the Leader may be built until it is
    // written (Militarism III's opening: besides the builds, so its sites stay marked).
    if (!due) return { highlight: [], selected: null };
    const given = entry.orders.filter((o) => o.kind === 'build' && o.type !== 'leader').length;
    const { sites, leader } = buildsLeft(entry, due);
    return { highlight: [...new Set([...(due.builds > given ? sites : []), ...leader])], selected: null };
  }
  const unitThere = state.units.some((u) => provinceOf(u.region) === provinceOf(tapped));
  return { highlight: unitThere ? [] : [tapped], selected: unitThere ? state.units.find((u) => provinceOf(u.region) === provinceOf(tapped))?.region ?? null : null };
}

/**
 * Where the keyboard goes after a step that gave no order: to the chooser when only it offers
 * the next choice (a stack's unit, a split coast guard's half, a build's kind, a removal, a
 * unit with nowhere to move), to the board when a support or convoy waits for its unit there.
 * @param {Entry} entry
 * @returns {'board' | 'chooser' | null}
 */
function stepFocus(entry) {
  if (entry.stack) return 'chooser';
  if (!entry.selected) return null;
  if (entry.pending) return 'board';
  return targets(entry).length ? null : 'chooser';
}

/** The pads whose seal was refused for want of a PIN, which then say so under the PIN field. */
const askedPin = /** @type {WeakSet<Pad>} */ (new WeakSet());

/**
 * A seal refused until the player chooses a PIN (a game whose PINs are on, as a new game's are).
 * @param {Ctx} ctx @param {Pad} pad @param {HTMLInputElement} pin
 */
function askPin(ctx, pad, pin) {
  askedPin.add(pad);
  ctx.render();
  requestAnimationFrame(() => document.getElementById(pin.id)?.focus());
}

/**
 * "2 builds due (5 centres, 3 units)", from the engine's duty, and what becomes of builds not
 * written: waived, or where the engine names customary units (Militarism III's opening), those
 * built for a power that writes none, and its Leader if it writes none.
 * @param {Ctx} ctx @param {import('../engine.js').PowerDuty} due
 */
function dueLine(ctx, due) {
  const n = Math.abs(due.adjustment);
  const counts = `${plural(due.centres, 'centre')}, ${plural(due.units, 'unit')}`;
  if (due.adjustment < 0) return h('p', { class: 'due' }, `${plural(n, 'removal')} due (${counts}). Removals not given are chosen by the rules.`);
  const limited = due.builds < due.adjustment ? ` You can build ${due.builds}: your free home centres take no more.` : '';
  // Where a site takes several builds (a 1958 capital or naval base), as the engine counts.
  const several = due.buildSites.filter((_, i) => (due.buildsAt?.[i] ?? 1) > 1)
    .map((site) => ` You can build all ${due.builds} in ${regionName(ctx.info, site)}.`).join('');
  const customary = due.customaryUnits ?? [];
  const named = (/** @type {{ type: string, region: string }} */ u) => `${u.type} in ${regionName(ctx.info, u.region)}`;
  const unwritten = customary.length
    ? ` Write no build${due.customaryLeader ? ' (your Leader aside)' : ''} and your customary units are built: ${listed(customary.map(named))}. Write any, and builds not written are waived.`
    : ' Builds not given are waived.';
  const leader = due.customaryLeader ? ` Write no Leader and yours is built in ${regionName(ctx.info, due.customaryLeader.region)}.` : '';
  return h('p', { class: 'due', 'data-customary': customary.length ? '' : undefined }, `${plural(n, 'build')} due (${counts}).${limited}${several}${unwritten}${leader}`);
}
