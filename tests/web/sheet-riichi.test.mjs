// A Riichi game on the score sheet (web/rules/riichi/sheet.js through
// web/sheet/match.js): the deal, the honba and deposits, draws with who was
// ready, wins by han and fu or from the calculator, the end and the final
// ±scores. Every figure is worked out here from the rules (the spec's
// payments: basic points = fu x 2^(2 + han); a discard pays 4x, 6x to the
// dealer; a self-draw 1x, 2x from or to the dealer; each rounded up to 100;
// 300 per honba; 1,000 per deposit), not read back from the code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addEntry, drawEntry, falseWin, newMatch, replay, replaceEntry, deleteEntry, winByHand, winFromResult } from '../../web/sheet/match.js';
import { readMatch } from '../../web/sheet/read-match.js';
import { decodeMatch, encodeMatch } from '../../web/sheet/share.js';
import { toCsv } from '../../web/sheet/csv.js';
import { useCore } from '../../web/sheet/core.js';
import { sheetStrings } from '../../web/sheet/i18n.js';
import { GAME, finalScores, nearest, notenPayments, scoreText } from '../../web/rules/riichi/sheet.js';
import { load } from '../../build/wasm/mahjong.js';

const calculator = await load('riichi');
useCore(calculator);

const NAMES = ['Aki', 'Bun', 'Chie', 'Dai'];
const game = (options = {}) => newMatch({ rules: 'riichi', players: NAMES, options, id: 'r1', now: 1 });
const win = (winner, from, han, fu, riichi = []) => ({
  ...winByHand({ winner, self_drawn: from === 'self', discarder: from === 'self' ? null : from, points: han }, 'riichi', 1),
  ...(fu ? { fu } : {}), riichi,
});
const draw = (ready, riichi = []) => ({ ...drawEntry(1), ready, riichi });
const play = (match, entries) => entries.reduce((m, e) => addEntry(m, e, 1), match);

test('a game starts from the preset\'s points: 25,000 by Tenhou, 30,000 by WRC; East deals first, no honba', () => {
  assert.deepEqual(replay(game()).totals, [25000, 25000, 25000, 25000]);
  assert.deepEqual(replay(game({ preset: 'wrc' })).totals, [30000, 30000, 30000, 30000]);
  const { next } = replay(game());
  assert.deepEqual(next.seats, ['E', 'S', 'W', 'N']);
  assert.deepEqual(next.table, { honba: 0, deposits: 0, dealer: 0, deal: 1 });
});

test('noten payments: 3,000 shared between the ready and the rest', () => {
  assert.deepEqual(notenPayments([2]), [-1000, -1000, 3000, -1000]);
  assert.deepEqual(notenPayments([0, 3]), [1500, -1500, -1500, 1500]);
  assert.deepEqual(notenPayments([0, 1, 2]), [1000, 1000, 1000, -3000]);
  assert.deepEqual(notenPayments([]), [0, 0, 0, 0]);
  assert.deepEqual(notenPayments([0, 1, 2, 3]), [0, 0, 0, 0]);
});

test('dealer repeat, honba and deposits through a win, a ready draw with a riichi, and a non-dealer\'s tsumo', () => {
  let m = game();
  // East 1: Aki (dealer) ron off Bun, 2 han 30 fu: 480 x 6 = 2,880 -> 2,900; Aki keeps the deal, 1 honba
  m = addEntry(m, win(0, 1, 2, 30), 1);
  let r = replay(m);
  assert.deepEqual(r.rows[0].delta, [2900, -2900, 0, 0]);
  assert.deepEqual(r.next.table, { honba: 1, deposits: 0, dealer: 0, deal: 1 });
  // East 1, 1 honba: a draw, Chie declared riichi, Aki and Chie ready: 1,500 each way; Chie's 1,000 to the table
  m = addEntry(m, draw([0, 2], [2]), 1);
  r = replay(m);
  assert.deepEqual(r.rows[1].delta, [1500, -1500, 500, -1500]);
  assert.deepEqual(r.next.table, { honba: 2, deposits: 1, dealer: 0, deal: 1 }, 'the dealer was ready: keeps the deal');
  // East 1, 2 honba: Dai tsumo 3 han 40 fu with riichi: 1,280 -> 1,300 each, 2,600 from the dealer,
  // + 200 honba from each, + 2 deposits (Chie's and his own), - his own 1,000
  m = addEntry(m, win(3, 'self', 3, 40, [3]), 1);
  r = replay(m);
  assert.deepEqual(r.rows[2].delta, [-2800, -1500, -1500, 6800]);
  assert.deepEqual(r.totals, [26600, 19100, 24000, 30300]);
  assert.deepEqual(r.next.table, { honba: 0, deposits: 0, dealer: 1, deal: 2 }, 'a non-dealer\'s win: the deal passes, the honba cleared');
  assert.deepEqual(r.next.seats, ['N', 'E', 'S', 'W']);
  // East 2: nobody ready: the dealer passes, a honba added
  m = addEntry(m, draw([]), 1);
  r = replay(m);
  assert.deepEqual(r.next.table, { honba: 1, deposits: 0, dealer: 2, deal: 3 });
  // an edit before changes what follows: hand 1 made a non-dealer's win moves every later hand
  const edited = replaceEntry(m, 0, win(1, 0, 2, 30), 1);
  const e = replay(edited);
  assert.deepEqual(e.rows[0].delta, [-2000, 2000, 0, 0], '480 x 4 = 1,920 -> 2,000');
  assert.deepEqual(e.rows[1].seats, ['N', 'E', 'S', 'W'], 'hand 2 is now East 2');
  // deleting the last hand takes it back
  assert.deepEqual(replay(deleteEntry(m, 3, 1)).next.table.dealer, 1);
});

test('the end: a 東風戦 ends after four deals; a player below zero ends a Tenhou game, not an M.League one', () => {
  const east = play(game({ length: 'east' }), [win(1, 0, 1, 30), win(2, 0, 1, 30), win(3, 0, 1, 30)]);
  assert.equal(replay(east).next.over, false);
  assert.equal(replay(play(east, [win(0, 1, 1, 30)])).next.over, true, 'East 4 passed: over');
  assert.throws(() => play(east, [win(0, 1, 1, 30), draw([])]), /over/);
  // Dai deals in a yakuman (8,000 x 4 = 32,000) from 25,000
  const tobi = [win(0, 3, 13, 0)];
  assert.equal(replay(play(game(), tobi)).next.over, true);
  assert.equal(replay(play(game({ preset: 'm_league' }), tobi)).next.over, false);
});

test('all-last: the dealer first after a win ends a Tenhou game (アガリ止め), not a WRC one', () => {
  // an East-only game: three deals passed by non-dealer wins, then Dai deals East 4
  const lead = [win(1, 0, 1, 30), win(2, 0, 1, 30), win(3, 0, 6, 0)];
  const tenhou = play(game({ length: 'east' }), lead);
  assert.equal(replay(tenhou).next.table.dealer, 3);
  assert.equal(replay(play(tenhou, [win(3, 0, 1, 30)])).next.over, true);
  const wrc = play(game({ length: 'east', preset: 'wrc' }), lead);
  assert.equal(replay(play(wrc, [win(3, 0, 1, 30)])).next.over, false);
});

test('final scores: return points, oka to the first, uma by the preset; ties by seat or split; deposits left to the first', () => {
  const of = (preset, totals, deposits = 0) => finalScores({ options: { preset } }, totals, deposits).map((f) => [f.place, f.score]);
  // Tenhou: 25,000 / 30,000, oka 20, uma 10-20
  assert.deepEqual(of('tenhou', [42000, 31000, 17000, 10000]), [[1, 52], [2, 11], [3, -23], [4, -40]]);
  // M.League: oka 20, uma 10-30
  assert.deepEqual(of('m_league', [42000, 31000, 17000, 10000]), [[1, 62], [2, 11], [3, -23], [4, -50]]);
  // WRC: 30,000 / 30,000, uma 5-15, ties share the places' uma
  assert.deepEqual(of('wrc', [36000, 36000, 18000, 30000]), [[1, 16], [1, 16], [4, -27], [3, -5]]);
  // Tenhou's ties: the player nearer the first dealer ranks higher
  assert.deepEqual(of('tenhou', [20000, 30000, 30000, 20000]), [[3, -20], [1, 40], [2, 10], [4, -30]]);
  // one deposit left: 1,000 more to the first
  assert.deepEqual(of('tenhou', [41000, 31000, 17000, 10000], 1), of('tenhou', [42000, 31000, 17000, 10000]));
  assert.equal(scoreText(47), '+47.0');
  assert.equal(scoreText(-3.5), '-3.5');
  for (const g of Object.values(GAME)) assert.equal(g.uma.reduce((a, b) => a + b, 0), 0);
});

test('a win from the calculator: by its basic points, the sheet\'s honba and deposits, the winner\'s riichi', () => {
  let m = addEntry(game(), draw([1], [1]), 1); // Bun ready with riichi: 1 honba, 1 deposit; Aki keeps no deal
  // East 2 (Bun deals): Chie (South) rons Aki (North) for a mangan with riichi
  const result = {
    ok: true, rules: 'riichi', han: 5, fu: 40, base_points: 2000, meets_minimum: true,
    yaku: [{ id: 'riichi', han: 1, count: 1 }, { id: 'dora', han: 1, count: 4 }],
    payments: { E: 0, S: 10300, W: 0, N: -8300 },
  };
  const entry = winFromResult(m, result, { seat_wind: 'S', discarder: 'N', self_drawn: false, riichi: true, notation: '123m' });
  assert.equal(entry.delta, undefined, 'the payments are worked out in replay');
  assert.deepEqual(entry.riichi, [2]);
  m = addEntry(m, entry, 1);
  const row = replay(m).rows[1];
  // 8,000 + 300 from Aki; 1 + 1 deposits to Chie, less her own 1,000
  assert.deepEqual(row.delta, [-8300, 0, 9300, 0]);
  // kept and shared: read back strictly, the same figures
  const back = decodeMatch(encodeMatch(m));
  assert.deepEqual(replay(readMatch(back)).totals, replay(m).totals);
  assert.match(toCsv(m, () => 'x'), /-8300,0,9300,0/);
  // a kept entry with a stray field is refused
  assert.throws(() => readMatch({ ...m, entries: [m.entries[0], { ...m.entries[1], riichi: [7] }] }), /entry 2/);
});

test('double ron: each winner paid by the discarder, the honba and every deposit to the one nearest in turn; head bump refuses it', () => {
  // East 1: Aki (dealer) alone ready with riichi: +3,000 - 1,000; the deal stays, 1 honba, 1 deposit
  let m = addEntry(game(), draw([0], [0]), 1);
  assert.deepEqual(replay(m).rows[0].delta, [2000, -1000, -1000, -1000]);
  // East 1, 1 honba: Dai (North) discards; Bun (South) 2 han 30 fu and Chie (West, riichi this hand) 3 han 40 fu.
  // After North in turn come East, South, West: Bun is nearest and takes 300 and both deposits.
  const ron = { ...win(1, 3, 2, 30, [2]), others: [{ winner: 2, points: 3, fu: 40 }] };
  m = addEntry(m, ron, 1);
  const r = replay(m);
  // Bun 1,920 -> 2,000 + 300 + 2,000; Chie 5,120 -> 5,200 - 1,000; Dai pays 2,300 + 5,200
  assert.deepEqual(r.rows[1].delta, [0, 4300, 4200, -7500]);
  assert.deepEqual(r.next.table, { honba: 0, deposits: 0, dealer: 1, deal: 2 }, 'the dealer did not win: the deal passes');
  assert.equal(nearest([2, 1], 3, ['E', 'S', 'W', 'N']), 1);
  assert.equal(nearest([0, 2], 1, ['E', 'S', 'W', 'N']), 2, 'after South: West before East');
  // WRC plays head bump: a second winner is refused
  assert.throws(() => addEntry(game({ preset: 'wrc' }), ron, 1), /at most 1/);
  // Tenhou: a third is an abortive draw, not three wins
  const triple = { ...win(1, 3, 2, 30), others: [{ winner: 2, points: 1, fu: 30 }, { winner: 0, points: 1, fu: 30 }] };
  assert.throws(() => addEntry(game(), triple, 1), /at most 2/);
  assert.deepEqual(replay(addEntry(game({ preset: 'ema' }), triple, 1)).rows[0].delta.reduce((a, b) => a + b, 0), 0);
});

test('abortive draws: no noten payments, the riichi stay, the dealer deals again; none in EMA', () => {
  const four = { ...drawEntry(1), abortive: 'four_riichi', riichi: [0, 1, 2, 3] };
  const r = replay(addEntry(game(), four, 1));
  assert.deepEqual(r.rows[0].delta, [-1000, -1000, -1000, -1000]);
  assert.deepEqual(r.next.table, { honba: 1, deposits: 4, dealer: 0, deal: 1 });
  assert.throws(() => addEntry(game({ preset: 'ema' }), four, 1), /abortive/);
});

test('chombo by the preset: a mangan paid to the others (Tenhou), or 20 off the final score (M.League)', () => {
  // Bun (not the dealer) at East 1: 4,000 to the dealer, 2,000 to each other
  const tenhou = addEntry(game(), falseWin(game(), 1), 1);
  assert.deepEqual(replay(tenhou).rows[0].delta, [4000, -8000, 2000, 2000]);
  assert.equal(replay(tenhou).rows[0].hand, null, 'the hand is played again');
  // the dealer's chombo: 4,000 to each
  assert.deepEqual(falseWin(game(), 0).delta, [-12000, 4000, 4000, 4000]);
  const league = addEntry(game({ preset: 'm_league' }), falseWin(game({ preset: 'm_league' }), 1), 1);
  assert.deepEqual(replay(league).rows[0].delta, [0, 0, 0, 0]);
  // 25,000 each, all tied, sharing (20 + 30 + 10 - 10 - 30) / 4 = 5: -5 + 5 = 0 each, Bun 20 less
  assert.deepEqual(finalScores(league, [25000, 25000, 25000, 25000], 0).map((f) => f.score), [0, -20, 0, 0]);
  // kept and read back: the chombo's payments are checked against the seats
  assert.ok(readMatch(decodeMatch(encodeMatch(tenhou))));
  const forged = { ...tenhou, entries: [{ ...tenhou.entries[0], delta: [8000, -8000, 0, 0] }] };
  assert.throws(() => readMatch(forged), /payments/);
});

test('the sheet\'s Riichi words in every language', () => {
  for (const lang of ['en', 'zh-Hans', 'zh-Hant', 'ja']) {
    const t = sheetStrings(lang, 'riichi');
    for (const key of ['fu', 'ready', 'riichi_declared', 'final', 'final_score']) assert.equal(typeof t[key], 'string', `${lang} ${key}`);
    assert.equal(typeof t.honba(2), 'string');
    assert.ok(t.rule_names.riichi);
    assert.equal(typeof t.errors.ron(1), 'string');
    assert.notEqual(t.errors.ron(1), t.errors.ron(2));
    assert.equal(typeof t.errors.abortive, 'string');
    assert.equal(typeof t.errors.points, 'string', 'the general errors stay');
  }
});
