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
import {
  GAME, finalScores, formRefusal, nearest, notenPayments, parseUma, readForm, scoreText, termsText,
} from '../../web/rules/riichi/sheet.js';
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

test('the end: a 東風戦 ends after four deals (WRC); a player below zero ends a Tenhou game, not an M.League one', () => {
  const east = play(game({ length: 'east', preset: 'wrc' }), [win(1, 0, 1, 30), win(2, 0, 1, 30), win(3, 0, 1, 30)]);
  assert.equal(replay(east).next.over, false);
  assert.equal(replay(play(east, [win(0, 1, 1, 30)])).next.over, true, 'East 4 passed: over');
  assert.throws(() => play(east, [win(0, 1, 1, 30), draw([])]), /over/);
  // Dai deals in a yakuman (8,000 x 4 = 32,000) from 25,000
  const tobi = [win(0, 3, 13, 0)];
  assert.equal(replay(play(game(), tobi)).next.over, true);
  assert.equal(replay(play(game({ preset: 'm_league' }), tobi)).next.over, false);
});

test('南入/西入: nobody at 30,000 after the last deal plays one more round, sudden death, to its fourth deal at most (Tenhou)', () => {
  // four non-dealer rons of 1,000: Aki 23,000, Bun 25,000, Chie and Dai 26,000
  const lead = [win(1, 0, 1, 30), win(2, 0, 1, 30), win(3, 0, 1, 30), win(0, 1, 1, 30)];
  const east = play(game({ length: 'east' }), lead);
  let r = replay(east);
  assert.equal(r.next.over, false, 'nobody holds 30,000: the South round');
  assert.equal(r.next.prevalent, 'S');
  assert.deepEqual(r.next.table, { honba: 0, deposits: 0, dealer: 0, deal: 1 }, 'South 1: Aki deals again');
  // South 1: Chie rons Aki for 5,200: 31,200, the game is over
  assert.equal(replay(play(east, [win(2, 0, 3, 40)])).next.over, true);
  // ... but when the dealer keeps the deal not being first, the game goes on (the dealer's repeat first):
  // Bun deals in to Aki (the dealer, 1,500) and Chie (5,200)
  const both = { ...win(0, 1, 1, 30), others: [{ winner: 2, points: 3, fu: 40 }] };
  r = replay(play(east, [both]));
  assert.deepEqual(r.totals, [24500, 18300, 31200, 26000]);
  assert.equal(r.next.over, false);
  assert.deepEqual([r.next.prevalent, r.next.table.dealer, r.next.table.honba], ['S', 0, 1]);
  // nobody reaching 30,000 in the South round: over after South 4 (no West round after an East game)
  const more = [win(2, 0, 1, 30), win(3, 0, 1, 30), win(1, 0, 1, 30), win(1, 0, 1, 30)];
  const south = play(east, more.slice(0, 3));
  assert.equal(replay(south).next.over, false);
  r = replay(play(south, more.slice(3)));
  assert.ok(r.totals.every((t) => t < 30000));
  assert.equal(r.next.over, true, 'South 4 passed');
  // a 半荘 goes into the West round the same way
  const hanchan = play(game(), [...lead, ...more]);
  assert.equal(replay(hanchan).next.over, false);
  assert.equal(replay(hanchan).next.prevalent, 'W');
  // WRC and M.League play no such round
  assert.equal(replay(play(game({ length: 'east', preset: 'm_league' }), lead)).next.over, true);
});

test('テンパイ止め: the all-last dealer ready, first and at 30,000 ends a Tenhou game; below 30,000, or by WRC, the game goes on', () => {
  // East-only; Dai deals East 4 after a haneman: 37,000
  const ahead = [win(1, 0, 1, 30), win(2, 0, 1, 30), win(3, 0, 6, 0)];
  assert.equal(replay(play(game({ length: 'east' }), [...ahead, draw([3])])).next.over, true);
  const wrc = replay(play(game({ length: 'east', preset: 'wrc' }), [...ahead, draw([3])]));
  assert.equal(wrc.next.over, false);
  assert.equal(wrc.next.table.dealer, 3, 'the ready dealer deals again');
  // Dai first with 27,000; ready with Aki: 28,500, first but below 30,000: East 4, 1 honba
  const below = play(game({ length: 'east' }), [win(1, 0, 1, 30), win(2, 0, 1, 30), win(3, 0, 2, 30), draw([0, 3])]);
  const r = replay(below);
  assert.deepEqual(r.totals, [22500, 24500, 24500, 28500]);
  assert.equal(r.next.over, false);
  assert.deepEqual([r.next.table.dealer, r.next.table.honba], [3, 1]);
  // a win below 30,000 is no アガリ止め either: Dai 28,500, first
  const low = replay(play(game({ length: 'east' }), [win(1, 0, 1, 30), win(2, 0, 1, 30), win(3, 0, 2, 30), win(3, 0, 1, 30)]));
  assert.equal(low.totals[3], 28500);
  assert.equal(low.next.over, false);
});

test('nagashi mangan: paid as a mangan self-drawn instead of the noten payments, a draw for the deal; none in WRC', () => {
  // East 1: Chie's nagashi; Aki (dealer) ready keeps the deal
  const r = replay(addEntry(game(), { ...draw([0], [1]), nagashi: [2] }, 1));
  assert.deepEqual(r.rows[0].delta, [-4000, -3000, 8000, -2000], 'the dealer pays 4,000, the others 2,000; Bun\'s riichi to the table');
  assert.deepEqual(r.next.table, { honba: 1, deposits: 1, dealer: 0, deal: 1 });
  // the dealer's: 4,000 from each
  assert.deepEqual(replay(addEntry(game(), { ...draw([]), nagashi: [0] }, 1)).rows[0].delta, [12000, -4000, -4000, -4000]);
  assert.throws(() => addEntry(game({ preset: 'wrc' }), { ...draw([]), nagashi: [2] }, 1), /nagashi/);
  // kept and read back; a nagashi on an abortive draw is no entry a sheet makes
  const m = addEntry(game(), { ...draw([0]), nagashi: [2] }, 1);
  assert.ok(readMatch(decodeMatch(encodeMatch(m))));
  assert.throws(() => readMatch({ ...m, entries: [{ ...m.entries[0], abortive: 'four_winds' }] }), /entry 1/);
});

const CUSTOM = {
  game: 'custom', start_points: 30000, return_points: 30000, uma: '5-15', ties: 'split', leftover: 'lost',
  tobi: false, tenpai_renchan: false, max_ron: 1,
};

test('a table\'s own game: its starting points, no tenpai renchan, head bump, no tobi, its uma, ties and deposits left', () => {
  const m = game(CUSTOM);
  assert.deepEqual(replay(m).totals, [30000, 30000, 30000, 30000]);
  // the dealer ready at a draw: the deal passes all the same
  assert.equal(replay(addEntry(m, draw([0]), 1)).next.table.dealer, 1);
  // one winner on a discard at most
  assert.throws(() => addEntry(m, { ...win(1, 3, 2, 30), others: [{ winner: 2, points: 3, fu: 40 }] }, 1), /at most 1/);
  // below zero: the game goes on
  assert.equal(replay(addEntry(m, win(0, 3, 13, 0), 1)).next.over, false);
  // uma 5-15, no oka; the deposit left is lost; tied players share
  assert.deepEqual(finalScores(m, [42000, 31000, 17000, 30000], 1).map((f) => [f.place, f.points, f.score]),
    [[1, 42000, 27], [2, 31000, 6], [4, 17000, -28], [3, 30000, -5]]);
  assert.deepEqual(finalScores(m, [35000, 35000, 25000, 25000], 0).map((f) => f.score), [15, 15, -15, -15]);
  // the rest stays the preset's (Tenhou: a chombo is a mangan paid)
  assert.deepEqual(falseWin(m, 1).delta, [4000, -8000, 2000, 2000]);
  // four values of uma, and the oka of 25,000 / 30,000
  const four = { ...CUSTOM, start_points: 25000, uma: '+30 +10 -10 -30' };
  assert.deepEqual(finalScores(game(four), [42000, 31000, 17000, 10000], 0).map((f) => f.score), [62, 11, -23, -50]);
  // the terms shown under the final table, in figures as players read them
  const t = sheetStrings('en', 'riichi');
  assert.match(termsText(game(four), t, 'en'), /^The table's own game: 25,000 start, 30,000 returned \(oka \+20\), uma \+30\/\+10\/-10\/-30, tied players share the places, deposits left lost$/);
  assert.match(termsText(game(), t, 'en'), /25,000 start, 30,000 returned \(oka \+20\), uma \+20\/\+10\/-10\/-20, tied players by seat/);
});

test('uma as a table writes it: 10-20, or four values adding up to zero', () => {
  assert.deepEqual(parseUma('10-20'), [20, 10, -10, -20]);
  assert.deepEqual(parseUma(' 5 - 15 '), [15, 5, -5, -15]);
  assert.deepEqual(parseUma('+30/+10/-10/-30'), [30, 10, -10, -30]);
  assert.deepEqual(parseUma('20, 10, −10, −20'), [20, 10, -10, -20]);
  assert.deepEqual(parseUma('0/0/0/0'), [0, 0, 0, 0]);
  for (const bad of ['', '20-10', '10', '20/10/-10', '20/10/-10/-10', '10/20/-10/-20', 'a-b', '1.5-3', '10-20-30']) assert.equal(parseUma(bad), null, bad);
});

test('a table\'s own game is checked where it is kept and shared, and refused in the form\'s words', () => {
  const m = addEntry(game(CUSTOM), win(1, 0, 2, 30), 1);
  const back = readMatch(decodeMatch(encodeMatch(m)));
  assert.deepEqual(back.options, m.options);
  assert.deepEqual(replay(back).totals, replay(m).totals);
  for (const [key, value] of [['uma', '15-5'], ['start_points', 25050], ['start_points', 0], ['return_points', 20000], ['ties', 'coin'],
    ['leftover', 'dealer'], ['tobi', 'yes'], ['max_ron', 4], ['game', 'house']]) {
    assert.throws(() => readMatch({ ...m, options: { ...m.options, [key]: value } }), (err) => err.code === 'bad_match' && err.words[0] === 'options', `${key} ${value}`);
  }
  // the form: the field to check, in the form's language; the return points below the start said as such
  const refused = formRefusal({ ...CUSTOM, uma: '20-10' }, 'ja');
  assert.equal(refused.code, 'custom_game');
  assert.equal(sheetStrings('ja', 'riichi').errors.custom_game(...refused.words), '「ウマ」を確かめてください：対局に使えない値です。');
  assert.equal(formRefusal({ ...CUSTOM, return_points: 25000 }, 'en').code, 'custom_return');
  assert.equal(formRefusal(CUSTOM, 'en'), null);
  assert.equal(formRefusal({ preset: 'tenhou' }, 'en'), null);
});

test('the new game\'s form: the preset\'s game, or the table\'s own, its fields filled from the preset to start', () => {
  const data = (entries) => {
    const d = new FormData();
    for (const [k, v] of entries) d.append(k, v);
    return d;
  };
  const options = { preset: 'wrc', length: 'south' };
  // another rule set's form: left alone
  assert.equal(readForm(data([['stake', '1']]), options), options);
  assert.deepEqual(readForm(data([['length', 'east'], ['game', 'preset']]), { ...options, ...CUSTOM }), { preset: 'wrc', length: 'east' });
  // the table's own just chosen: WRC's values to start from
  assert.deepEqual(readForm(data([['length', 'south'], ['game', 'custom']]), options), {
    ...options, game: 'custom', start_points: 30000, return_points: 30000, uma: '+15/+5/-5/-15', ties: 'split', leftover: 'first',
    tobi: false, tenpai_renchan: true, max_ron: 1,
  });
  const filled = readForm(data([['length', 'south'], ['game', 'custom'], ['start_points', '25000'], ['return_points', '30000'], ['uma', '10-30'],
    ['ties', 'seat'], ['leftover', 'lost'], ['tobi', 'on'], ['max_ron', '3']]), options);
  assert.deepEqual(filled, {
    ...options, game: 'custom', start_points: 25000, return_points: 30000, uma: '10-30', ties: 'seat', leftover: 'lost',
    tobi: true, tenpai_renchan: false, max_ron: 3,
  });
  assert.equal(readForm(data([['length', 'south'], ['game', 'custom'], ['start_points', '']]), options).start_points, null);
  assert.equal(formRefusal(readForm(data([['length', 'south'], ['game', 'custom'], ['start_points', '']]), options), 'en').code, 'custom_game');
});

test('Riichi points as each language writes them: grouped by thousands', () => {
  assert.equal(sheetStrings('en', 'riichi').figure(31200), '31,200');
  assert.equal(sheetStrings('ja', 'riichi').figure(-1200), '-1,200');
  assert.equal(sheetStrings('zh-Hans', 'riichi').figure(100000), '100,000');
  assert.equal(sheetStrings('zh-Hant', 'riichi').figure(900), '900');
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
  // WRC and M.League play head bump: a second winner is refused
  assert.throws(() => addEntry(game({ preset: 'wrc' }), ron, 1), /at most 1/);
  assert.throws(() => addEntry(game({ preset: 'm_league' }), ron, 1), /at most 1/);
  // Tenhou: a third is an abortive draw, not three wins
  const triple = { ...win(1, 3, 2, 30), others: [{ winner: 2, points: 1, fu: 30 }, { winner: 0, points: 1, fu: 30 }] };
  assert.throws(() => addEntry(game(), triple, 1), /at most 2/);
  assert.deepEqual(replay(addEntry(game({ preset: 'ema' }), triple, 1)).rows[0].delta.reduce((a, b) => a + b, 0), 0);
});

test('abortive draws: no noten payments, the riichi stay, the dealer deals again; none in EMA or M.League', () => {
  const four = { ...drawEntry(1), abortive: 'four_riichi', riichi: [0, 1, 2, 3] };
  const r = replay(addEntry(game(), four, 1));
  assert.deepEqual(r.rows[0].delta, [-1000, -1000, -1000, -1000]);
  assert.deepEqual(r.next.table, { honba: 1, deposits: 4, dealer: 0, deal: 1 });
  assert.throws(() => addEntry(game({ preset: 'ema' }), four, 1), /abortive/);
  assert.throws(() => addEntry(game({ preset: 'm_league' }), four, 1), /abortive/);
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
    for (const key of ['fu', 'ready', 'riichi_declared', 'final', 'final_score', 'nagashi', 'game', 'game_custom']) assert.equal(typeof t[key], 'string', `${lang} ${key}`);
    assert.equal(typeof t.honba(2), 'string');
    assert.ok(t.rule_names.riichi);
    assert.equal(typeof t.errors.ron(1), 'string');
    assert.notEqual(t.errors.ron(1), t.errors.ron(2));
    assert.equal(typeof t.errors.abortive, 'string');
    assert.equal(typeof t.errors.points, 'string', 'the general errors stay');
  }
});
