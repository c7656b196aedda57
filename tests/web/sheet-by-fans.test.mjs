// A hand entered by its fans (web/sheet/by-fans.js): a fan held more than
// once counts its points as many times, up to its most (MCR's FAN_REPEATS),
// and is kept as the sheet keeps fans ({id, points, count}), which a kept
// match reads back (read-match.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fanPoints, fanRows, nextTimes, timesOf } from '../../web/sheet/by-fans.js';
import { FAN_REPEATS } from '../../web/rules/mcr/sheet.js';
import { load } from '../../build/wasm/mahjong.js';

const core = await load('json'); // settle() is the JSON way's module, which loads with the sheet (issue 21)
const catalog = JSON.parse(JSON.stringify(core.catalog('mcr')));
const names = Object.fromEntries(catalog.fans.map((f) => [f.id, { name: f.name, points: f.points }]));

test('Pure Double Chow 一般高 ×2 counts 2 points, the rest once', () => {
  const v = { fans: ['mixed_straight', 'pure_double_chow', 'all_chows'], times: { pure_double_chow: 2 }, flowers: 0 };
  assert.equal(fanPoints(v, names, FAN_REPEATS), 8 + 2 * 1 + 2);
  assert.deepEqual(fanRows(v, names, FAN_REPEATS), [
    { id: 'mixed_straight', points: 8, count: 1 }, { id: 'pure_double_chow', points: 1, count: 2 }, { id: 'all_chows', points: 2, count: 1 },
  ]);
});

test('Pung of Terminals or Honors 幺九刻 ×4 and flowers: each point counted, flowers kept last', () => {
  const v = { fans: ['all_pungs', 'pung_of_terminals_or_honors'], times: { pung_of_terminals_or_honors: 4 }, flowers: 2 };
  assert.equal(fanPoints(v, names, FAN_REPEATS), 6 + 4 + 2);
  assert.deepEqual(fanRows(v, names, FAN_REPEATS).at(-1), { id: 'flower_tiles', points: 1, count: 2 });
});

test('a fan that cannot repeat counts once whatever its times say; a count is held to its most', () => {
  assert.equal(timesOf('seven_pairs', { seven_pairs: 3 }, FAN_REPEATS), 1);
  assert.equal(timesOf('pure_double_chow', { pure_double_chow: 9 }, FAN_REPEATS), 2);
  assert.equal(timesOf('pure_double_chow', { pure_double_chow: 0 }, FAN_REPEATS), 1);
  assert.equal(fanPoints({ fans: ['seven_pairs'], times: { seven_pairs: 3 } }, names, FAN_REPEATS), 24);
});

test('the button cycles ×1, ×2 … its most, then ×1', () => {
  const seen = [];
  let times = {};
  for (let i = 0; i < 5; i += 1) {
    times = { tile_hog: nextTimes('tile_hog', times, FAN_REPEATS) };
    seen.push(times.tile_hog);
  }
  assert.deepEqual(seen, [2, 3, 1, 2, 3]);
  assert.equal(nextTimes('seven_pairs', {}, FAN_REPEATS), 1);
});

test('every fan that may repeat is in the catalogue, worth 1 or 2 points, at most four times', () => {
  for (const [id, most] of Object.entries(FAN_REPEATS)) {
    assert.ok(names[id], `${id} is a catalogue fan`);
    assert.ok(names[id].points <= 2, `${id}'s points`);
    assert.ok(Number.isInteger(most) && most >= 2 && most <= 4, `${id}: ${most}`);
  }
});

// The core itself reports each repeat the form lets a player count, at its most.
test('a hand the core scores with each repeating fan at its most', () => {
  const hands = {
    pure_double_chow: '123m123m456p99s[456p]', // a declared chow: not Seven Pairs
    mixed_double_chow: '123m123p456m99s[456p]',
    pung_of_terminals_or_honors: '111m999m111p999p55s',
    tile_hog: '1111m5555m9999p44s',
    double_pung: '222m222p555m555p99s',
    short_straight: '123m456m345p678p99s',
  };
  for (const [id, text] of Object.entries(hands)) {
    const result = core.score({ rules: 'mcr', text, self_drawn: true, seat_wind: 'E', prevalent_wind: 'E' });
    const plain = JSON.parse(JSON.stringify(result));
    assert.ok(plain.ok, `${id}: ${JSON.stringify(plain.error)}`);
    const fan = plain.fans.find((f) => f.id === id);
    assert.equal(fan?.count, FAN_REPEATS[id], `${id} in ${text}: ${JSON.stringify(plain.fans)}`);
  }
});
