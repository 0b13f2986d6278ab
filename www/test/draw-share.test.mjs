// Who shares an agreed draw (www/js/game/vote.js drawSharers), asked of the engine
// (`Engine.drawSharers`, the map's rule; no rules fact in the site): the powers still in on the
// standard board, every power on the Cat board (Cat Diplomacy, rule
// 8: "Two-way draws are expressly forbidden ... such a game is considered a three-way draw").
// Game night opens on the standard board only, so the Cat game is set up here by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { survivors } from '../js/game/record.js';
import { createGame } from '../js/game/flow.js';
import { castVote, drawSharers, openVote, proposeDraw } from '../js/game/vote.js';
import { SEATS, T0, engine, setup } from './game-helpers.mjs';

const CAT_SEATS = ['cassiusica', 'andromeda', 'tellahoma'];

/** Takes `out`'s units off the board and gives its centres to `to`, with the duties again. */
function eliminate(game, eng, out, to) {
  const state = structuredClone(game.current.state);
  state.units = state.units.filter((u) => u.power !== out);
  state.centres[to] = [...state.centres[to], ...state.centres[out]];
  state.centres[out] = [];
  game.current.state = eng.checkState(state);
  game.current.duties = eng.duties(game.current.state, game.rules);
}

/** Every power still in votes yes. */
function agree(game) {
  proposeDraw(game);
  for (const power of survivors(game)) {
    assert.deepEqual(game.screen, { name: 'handoff', power, purpose: 'vote' });
    openVote(game, power);
    castVote(game, power, true, T0);
  }
}

test('the engine says who shares a draw: the survivors, or every power', async () => {
  const standard = await engine();
  assert.deepEqual(standard.drawSharers(['france', 'england']), ['france', 'england']);
  const cat = await engine('cat');
  // "Two-way draws are expressly forbidden": two powers still in share it with the third.
  assert.deepEqual(cat.drawSharers(['cassiusica', 'andromeda']), CAT_SEATS);
  assert.deepEqual(cat.drawSharers(['Telahoma', 'andromeda']), CAT_SEATS, 'named as the rules spell it');
  assert.throws(() => cat.drawSharers(['france']), /survivors: unknown power 'france'/);
  assert.equal('draw' in cat.info, false, 'the map view carries no draw rule for the site to read');
});

test('on the Cat board the two powers still in vote, and all three share the draw', async () => {
  const eng = await engine('cat');
  const players = CAT_SEATS.map((power, i) => ({ name: `P${i}`, power, pin: null }));
  const game = createGame(setup(eng, { mapId: 'cat', players }), eng, T0);
  assert.deepEqual(drawSharers(game, eng), CAT_SEATS);
  eliminate(game, eng, 'andromeda', 'tellahoma');
  assert.deepEqual(survivors(game), ['cassiusica', 'tellahoma']);
  agree(game);
  assert.equal(game.end?.kind, 'draw');
  assert.deepEqual(drawSharers(game, eng), CAT_SEATS, 'the eliminated Andromeda shares it too');
});

test('on the standard board a draw is shared by the powers still in', async () => {
  const eng = await engine();
  const game = createGame(setup(eng), eng, T0);
  eliminate(game, eng, 'italy', 'austria');
  agree(game);
  assert.equal(game.end?.kind, 'draw');
  assert.deepEqual(drawSharers(game, eng), SEATS.filter((p) => p !== 'italy'));
});
