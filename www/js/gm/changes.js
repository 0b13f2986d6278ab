// @ts-check
/**
 * The gamesmaster's changes between seasons, on gm.html: a new player for a power, a unit
 * ordered by another power (in a game whose proxies are told to the gamesmaster), a proposal
 * to end the game. The engine makes each change (`graustark player`, `proxy` and `propose`'s
 * own code) and says what it did; this page only gathers what the gamesmaster chose.
 * @module
 */

import { byId, h } from '../ui/dom.js';
import { errorText, powerName } from '../ui/names.js';
import { refusalOf } from './sheets.js';

/** @typedef {import('../engine-gm.js').GamesmasterEngine} GamesmasterEngine */
/** @typedef {import('../engine-gm.js').GmChanged} GmChanged */
/** @typedef {import('./game-file.js').GameFileView} GameFileView */

/**
 * What the forms need of the page: the game open, and what to do with a change made.
 * @typedef {object} Desk
 * @property {() => { game: string, name: string, file: GameFileView, engine: GamesmasterEngine } | null} current
 * @property {(game: string) => Promise<void>} changed the new file is opened and kept
 */

/** Fills a select with the map's powers, keeping the choice made. @param {HTMLSelectElement} select @param {GamesmasterEngine} engine @param {[string, string][]} [first] */
function powerChoices(select, engine, first = []) {
  const chosen = select.value;
  select.replaceChildren(...first.map(([value, text]) => h('option', { value }, text)),
    ...engine.info.powers.map((p) => h('option', { value: p.id }, p.name)));
  if ([...select.options].some((o) => o.value === chosen)) select.value = chosen;
}

/** Draws the forms for the game open (hidden when none is, or it has ended). @param {Desk} desk */
export function drawChanges(desk) {
  const open = desk.current();
  const details = byId('changes');
  details.hidden = !open || Boolean(open.file.ended);
  if (!open || open.file.ended) return;
  const { file, engine } = open;
  // What a form said is about the game and season it was said of: another clears it.
  const season = `${open.name}#${file.history.length}`;
  if (details.dataset.season !== season) for (const p of details.querySelectorAll('.change-said')) p.textContent = '';
  details.dataset.season = season;
  powerChoices(/** @type {HTMLSelectElement} */ (byId('player-power')), engine);
  powerChoices(/** @type {HTMLSelectElement} */ (byId('proxy-owner')), engine);
  powerChoices(/** @type {HTMLSelectElement} */ (byId('proxy-holder')), engine, [['', 'Its owner again (cancel)']]);
  byId('proxy-form').hidden = file.proxyRule !== 'notified';
  byId('proxy-list').replaceChildren(...file.proxies.map((p) =>
    h('li', null, `${powerName(engine.info, p.owner)}'s unit ${p.number}: ordered by ${powerName(engine.info, p.holder)} since ${p.from}`)));
  // The example names two of this board's powers (a Cat game's example is no France and Germany).
  const [first, second] = engine.info.powers;
  /** @type {HTMLInputElement} */ (byId('propose-terms')).placeholder = `draw ${first?.id ?? ''} ${second?.id ?? ''}`.trim();
  byId('proposal-now').textContent = file.proposing
    ? 'A proposal is before the players: they vote in their next sheets. A new one takes its place.'
    : 'No proposal is before the players.';
}

/** What the page adds to a change refused of these kinds: the control that allows it. @type {Record<string, string>} */
const HINTS = {
  'already-plays': 'Tick “A standby” to allow it.',
  'proxies-not-told': 'Only a game started with proxies “Told to the gamesmaster” keeps a table of them.',
};

/** A change's refusal in words, with the control that acts on it (by the refusal's kind). @param {unknown} e */
function refusedText(e) {
  const kind = refusalOf(e)?.kind;
  const hint = kind ? HINTS[kind] : undefined;
  const text = errorText(e);
  return hint ? `${text}. ${hint}` : text;
}

/**
 * Wires the three forms: each asks the engine for the change and hands it to the page.
 * @param {Desk} desk
 */
export function setUpChanges(desk) {
  const value = (/** @type {string} */ id) => /** @type {HTMLInputElement | HTMLSelectElement} */ (byId(id)).value;
  /** @param {string} formId @param {(open: NonNullable<ReturnType<Desk['current']>>) => GmChanged} make */
  const onSubmit = (formId, make) => {
    const form = /** @type {HTMLFormElement} */ (byId(formId));
    const said = /** @type {HTMLElement} */ (form.querySelector('.change-said'));
    /** What was done, or why not, under the form's button. @param {string} text @param {boolean} error */
    const say = (text, error) => { said.textContent = text; said.classList.toggle('error', error); };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const open = desk.current();
      if (!open) return;
      let changed;
      try {
        changed = make(open);
      } catch (e) {
        say(refusedText(e), true);
        return;
      }
      const done = changed.said.charAt(0).toUpperCase() + changed.said.slice(1);
      desk.changed(changed.game).then(() => { form.reset(); say(done, false); }, (e) => say(errorText(e), true));
    });
  };
  onSubmit('player-form', (o) => o.engine.newPlayer(o.game, value('player-power'), value('player-name'),
    /** @type {HTMLInputElement} */ (byId('player-standby')).checked));
  onSubmit('proxy-form', (o) => o.engine.proxy(o.game, value('proxy-owner'), value('proxy-unit'), value('proxy-holder') || null));
  onSubmit('propose-form', (o) => o.engine.propose(o.game, value('propose-terms'),
    /** @type {HTMLInputElement} */ (byId('propose-abstain')).checked));
}
