// What the game-night Node tests share: the seats, a start time, the page's engine over the
// wasm build, a new game's set-up, and playing a phase straight through its reveal.
import { loadEngine } from '../../scripts/wasm-node.mjs';
import { GameEngine } from '../js/engine.js';
import { entryOf, finishPhase, startReveal } from '../js/game/flow.js';

export const SEATS = ['england', 'germany', 'russia', 'turkey', 'austria', 'italy', 'france'];
export const T0 = Date.UTC(2026, 10, 22, 19, 0);

/** The page's engine interface (engine.js's GameEngine) over the wasm build, with the rules. */
export async function engine(mapId = 'standard') {
  const { engine: e, mod } = await loadEngine(mapId);
  return Object.assign(new GameEngine(e, mapId), { options: mod.ruleOptions(), rules: mod.defaultRules() });
}

/** A new game's set-up: seven players seated in the map's order, the default rules. */
export function setup(eng, extra = {}) {
  return {
    mapId: 'standard', players: SEATS.map((power, i) => ({ name: `P${i}`, power, pin: null })), assignment: 'lots',
    preset: 'datc-2023', rules: eng.rules, minutes: { first: 30, later: 15, writing: 0 }, endsAt: null, ...extra,
  };
}

/**
 * Plays the current phase with these orders straight through the reveal. An order the engine
 * cannot read is kept as its text, as a version-1 record kept it.
 */
export function play(game, eng, orders, now = T0) {
  for (const o of orders) {
    let view;
    try { view = eng.parseOrder(o.text, o.power, game.current.state); } catch {
      view = { power: o.power, kind: 'hold', region: null, type: null, to: null, target: null, viaConvoy: false, text: o.text };
    }
    entryOf(game, o.power).orders.push(view);
  }
  startReveal(game, eng);
  finishPhase(game, eng, now);
}
