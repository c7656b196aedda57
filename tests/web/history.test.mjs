// Undo and redo (web/panels/history/state.js) and New hand (web/state.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import './situation-table.mjs';
import * as S from '../../web/state.js';
import { HISTORY_LIMIT, emptyHistory, record, redo, undo } from '../../web/panels/history/state.js';

test('every change is a step: undo walks back, redo forward, a new change drops the redone', () => {
  let history = emptyHistory();
  let state = S.initialState();
  const seen = [state];
  for (const tile of ['1m', '2m', '3m']) {
    const next = S.tap(state, tile);
    history = record(history, state, next);
    state = next;
    seen.push(state);
  }
  let step = undo(history, state);
  assert.deepEqual(step.state.tiles, ['1m', '2m']);
  step = undo(step.history, step.state);
  assert.deepEqual(step.state.tiles, ['1m']);
  const back = redo(step.history, step.state);
  assert.deepEqual(back.state.tiles, ['1m', '2m']);
  // A new change after an undo: nothing left to redo.
  const branched = record(back.history, back.state, S.tap(back.state, 'E'));
  assert.equal(redo(branched, S.tap(back.state, 'E')), null);
  assert.equal(undo(emptyHistory(), state), null, 'nothing to undo at the start');
});

test('a change of meld mode alone is not a step; an unchanged state is not one either', () => {
  const s = S.tap(S.initialState(), '1m');
  assert.equal(record(emptyHistory(), s, S.setMode(s, 'pung')).past.length, 0);
  assert.equal(record(emptyHistory(), s, s).past.length, 0);
});

test('the history keeps the last steps only', () => {
  let history = emptyHistory();
  let state = S.initialState();
  for (let i = 0; i < HISTORY_LIMIT + 20; i++) {
    const next = S.setSituation(state, 'seat_wind', S.WINDS[(i + 1) % 4]);
    history = record(history, state, next);
    state = next;
  }
  assert.equal(history.past.length, HISTORY_LIMIT);
});

test('New hand clears the tiles, flowers and the win\'s circumstances, and keeps the rules, winds and options', () => {
  let s = S.setRules(S.initialState(), 'hk');
  for (const t of ['1m', '2m', '3m', 'E']) s = S.tap(s, t);
  s = S.toggleFlower(s, 'f2');
  s = S.setSituation(s, 'seat_wind', 'S');
  s = S.setSituation(s, 'prevalent_wind', 'W');
  s = S.setSituation(s, 'discarder', 'N');
  s = S.setSituation(s, 'last_tile_of_wall', true);
  s = S.setOption(s, 'limit', 10, 13);
  const fresh = S.newHand(s);
  assert.deepEqual([fresh.tiles, fresh.melds, fresh.flowers], [[], [], []]);
  assert.equal(fresh.discarder, null);
  assert.equal(fresh.last_tile_of_wall, false);
  assert.equal(fresh.self_drawn, false);
  assert.equal(fresh.rules, 'hk');
  assert.equal(fresh.seat_wind, 'S');
  assert.equal(fresh.prevalent_wind, 'W');
  assert.deepEqual(fresh.options, { limit: 10 });
});

test('the seats row: self-drawn or a discarder in one step, never both', () => {
  let s = S.setSituation(S.initialState(), 'seat_wind', 'S');
  s = S.setWonFrom(s, 'W');
  assert.deepEqual([s.self_drawn, s.discarder], [false, 'W']);
  s = S.setWonFrom(s, 'self');
  assert.deepEqual([s.self_drawn, s.discarder], [true, null]);
  s = S.setWonFrom(s, 'N');
  assert.deepEqual([s.self_drawn, s.discarder], [false, 'N']);
  // Your seat moved to the discarder's: the discarder is no longer known.
  assert.equal(S.setSeat(s, 'N').discarder, null);
});

test('regression: a chow on 8 or 9 is refused with its reason, not silently read as 789', () => {
  const chow = S.setMode(S.initialState(), 'chow');
  assert.equal(S.cannotAdd(chow, '9m'), 'chow_lowest');
  assert.equal(S.cannotAdd(chow, '8p'), 'chow_lowest');
  assert.equal(S.tap(chow, '9m').melds.length, 0);
  assert.deepEqual(S.tap(chow, '7m').melds[0].tiles, ['7m', '8m', '9m']);
});

test('F13: undo and redo of a declared meld land in plain tile entry, not the meld mode', () => {
  const armed = S.setMode(S.tap(S.initialState(), '1m'), 'concealed_kong');
  const declared = S.tap(armed, 'E');
  assert.equal(declared.melds.length, 1);
  const history = record(emptyHistory(), armed, declared);
  const back = undo(history, declared);
  assert.equal(back.state.melds.length, 0);
  assert.equal(back.state.mode, 'tile', 'the next tap adds a tile');
  assert.equal(S.tap(back.state, 'S').melds.length, 0);
  const again = redo(back.history, S.setMode(back.state, 'pung'));
  assert.equal(again.state.melds.length, 1);
  assert.equal(again.state.mode, 'tile');
});
