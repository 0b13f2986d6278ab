// @ts-check
/**
 * What the open pad holds that is not yet on the sheet: the order being typed and the selected
 * unit, kept so that a reload does not lose them. They live in this tab's sessionStorage, not
 * in the game record: they are not orders (nothing to adjudicate, export or undo), the record
 * is saved on every action while this changes on every keystroke, and sessionStorage is this
 * tab's alone and dies with it. The draft names its game, phase and power, so it comes back
 * only on that same pad, and it is forgotten as soon as the pad is left or sealed: the secret
 * sheet is never kept anywhere the next player's screen reads.
 * @module
 */

const KEY = 'graustark.pad-draft';

/** @typedef {import('./record.js').GameRecord} GameRecord */
/** @typedef {{ typed: string, selected: string | null }} PadDraft */

/** The pad a draft belongs to: the game, the phase and the power. @param {GameRecord} game @param {string} power */
function padId(game, power) {
  const { year, season, phase } = game.current.state;
  return `${game.id}|${game.played.length}|${year} ${season} ${phase}|${power}`;
}

/** The draft of this pad, if the tab kept one. @param {GameRecord} game @param {string} power @returns {PadDraft | null} */
export function loadDraft(game, power) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (saved?.pad === padId(game, power)) return { typed: String(saved.typed ?? ''), selected: saved.selected ?? null };
  } catch { /* nothing kept */ }
  forgetDraft();
  return null;
}

/** Keeps the pad's draft for a reload. @param {GameRecord} game @param {string} power @param {PadDraft} draft */
export function saveDraft(game, power, draft) {
  try {
    if (!draft.typed && !draft.selected) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify({ pad: padId(game, power), typed: draft.typed, selected: draft.selected }));
  } catch { /* a convenience only */ }
}

/** Forgets any draft (the pad was left or sealed). */
export function forgetDraft() {
  try { sessionStorage.removeItem(KEY); } catch { /* nothing kept */ }
}
