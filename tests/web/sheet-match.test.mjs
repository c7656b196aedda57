// The score sheet's match model (web/sheet/match.js): recording, replay,
// totals, standings, figures, edits and undo; the CSV and the share link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SheetError, addEntry, customPenalty, deleteEntry, drawEntry, falseWin, figures, newMatch, nextHand,
  replaceEntry, replay, optionDifferences, standings, winByHand, winFromResult,
} from '../../web/sheet/match.js';
import { remember, undo } from '../../web/sheet/undo.js';
import { toCsv } from '../../web/sheet/csv.js';
import { compareCopies, decodeMatch, encodeMatch, matchLink, payloadOf } from '../../web/sheet/share.js';
import { effectiveOptions, useCore } from '../../web/sheet/core.js';
import { differenceWords, loadOptionWords } from '../../web/sheet/option-words.js';
import { SHEET_LANGUAGES, sheetStrings } from '../../web/sheet/i18n.js';
import { readMatch } from '../../web/sheet/read-match.js';
import { load } from '../../build/wasm/mahjong.js';

// The sheet settles hands entered by their value with the core's settle().
const calculator = await load('json'); // settle() is the JSON way's module, which loads with the sheet (issue 21)
useCore(calculator);

const sum = (a) => a.reduce((x, y) => x + y, 0);
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const mcr = () => newMatch({ players: NAMES, id: 'm1', now: 1 });

// A calculator result as the core gives it (README: the result's shape).
const mcrResult = (total, payments) => ({
  ok: true, rules: 'mcr', total, meets_minimum: true, payments,
  fans: [{ id: 'mixed_straight', name: 'Mixed Straight', zh: '花龙', points: 8, count: 1 }],
});

test('a new match: names default to Player 1 …, must differ, rules are mcr or hk', () => {
  assert.deepEqual(newMatch({ players: ['', 'Bo'] }).players, ['Player 1', 'Bo', 'Player 3', 'Player 4']);
  assert.throws(() => newMatch({ players: ['A', 'A', 'B', 'C'] }), SheetError);
  assert.throws(() => newMatch({ rules: 'sanma' }), SheetError);
  assert.equal(newMatch({ rules: 'hk' }).options.dealer_keeps_on_draw, true);
});

test('recording a calculator result maps its seats to the players of this hand', () => {
  let m = addEntry(mcr(), drawEntry()); // hand 2: the deal passed to Bo (East); Ann North, Cy South, Di West
  assert.deepEqual(nextHand(m).seats, ['N', 'E', 'S', 'W']);
  const result = mcrResult(12, { E: -20, S: -8, W: -8, N: 36 });
  const entry = winFromResult(m, result, { seat_wind: 'N', discarder: 'E', self_drawn: false, notation: '[EEE1]123m456p789s5p5p' });
  assert.equal(entry.winner, 0);
  assert.equal(entry.discarder, 1);
  assert.deepEqual(entry.delta, [36, -20, -8, -8]);
  m = addEntry(m, entry);
  assert.deepEqual(replay(m).totals, [36, -20, -8, -8]);
});

test('a calculator result that cannot be recorded says why', () => {
  const m = mcr();
  const code = (fn) => { try { fn(); } catch (e) { return e.code; } return null; };
  assert.equal(code(() => winFromResult(m, { ok: false }, {})), 'no_result');
  assert.equal(code(() => winFromResult(m, { ...mcrResult(7, null), meets_minimum: false }, {})), 'minimum');
  assert.equal(code(() => winFromResult(m, { ...mcrResult(9, null), payments: undefined }, { seat_wind: 'E' })), 'how_won');
  assert.equal(code(() => winFromResult(m, { ...mcrResult(9, {}), rules: 'hk' }, {})), 'rules');
});

test('a full MCR match: 16 hands, every hand sums to zero, the 17th is refused', () => {
  let m = mcr();
  for (let n = 0; n < 16; n += 1) {
    if (n % 5 === 4) m = addEntry(m, drawEntry());
    else m = addEntry(m, winByHand({ winner: n % 4, self_drawn: n % 3 === 0, discarder: (n + 1) % 4, points: 8 + n }, 'mcr'));
    if (n === 6) m = addEntry(m, falseWin(m, 3));
  }
  const { rows, totals, next } = replay(m);
  for (const row of rows) if (row.hand) assert.equal(sum(row.delta), 0, `hand ${row.hand}`);
  assert.equal(sum(totals), 0);
  assert.equal(rows.filter((r) => r.hand).length, 16);
  assert.equal(next.over, true);
  assert.throws(() => addEntry(m, drawEntry()), /sixteen/);
  // the penalty does not take a hand: the hand after it is the 8th
  const penalty = rows.findIndex((r) => r.entry.kind === 'penalty');
  assert.equal(rows[penalty].hand, null);
  assert.equal(rows[penalty + 1].hand, 8);
  assert.deepEqual(rows[penalty].delta, [10, 10, 10, -30]);
  // hand 1 self-drawn 8 points by Ann: 16 from each
  assert.deepEqual(rows[0].delta, [48, -16, -16, -16]);
  assert.equal(rows[15].prevalent, 'N');
});

test('standings rank by total and share ranks on a tie; figures count wins, self-draws and discards that lost', () => {
  let m = mcr();
  m = addEntry(m, winByHand({ winner: 1, self_drawn: true, points: 10 }, 'mcr')); // Bo +54, others -18
  m = addEntry(m, winByHand({ winner: 2, self_drawn: false, discarder: 0, points: 8 }, 'mcr')); // Cy +32, Ann -16, Bo -8, Di -8
  const s = standings(m);
  assert.deepEqual(s.map((r) => [r.name, r.total, r.rank]), [['Bo', 46, 1], ['Cy', 14, 2], ['Di', -26, 3], ['Ann', -34, 4]]);
  const f = figures(m);
  assert.deepEqual([f[1].wins, f[1].self_drawn, f[1].average], [1, 1, 10]);
  assert.deepEqual([f[0].wins, f[0].dealt_in, f[0].average], [0, 1, null]);
  const tie = standings(addEntry(mcr(), drawEntry()));
  assert.deepEqual(tie.map((r) => r.rank), [1, 1, 1, 1]);
});

test('editing or deleting a hand recomputes every total after it; undo brings the match back', () => {
  let m = mcr();
  m = addEntry(m, winByHand({ winner: 0, self_drawn: true, points: 8 }, 'mcr'));
  m = addEntry(m, winByHand({ winner: 1, self_drawn: false, discarder: 0, points: 20 }, 'mcr'));
  let history = [];
  history = remember(history, m);
  const edited = replaceEntry(m, 0, winByHand({ winner: 0, self_drawn: true, points: 12 }, 'mcr'));
  assert.deepEqual(replay(edited).rows[1].totals, [60 - 28, -20 + 44, -20 - 8, -20 - 8]);
  assert.ok(edited.updated > m.updated);
  history = remember(history, edited);
  const deleted = deleteEntry(edited, 0);
  assert.deepEqual(replay(deleted).totals, [-28, 44, -8, -8]);
  assert.equal(replay(deleted).rows[0].hand, 1);
  const [back, rest] = undo(history);
  assert.deepEqual(back, edited);
  assert.deepEqual(undo(rest)[0], m);
  assert.equal(undo([]), null);
});

test('HK by faan: the dealer repeats on a win, the deal passes otherwise, doublings follow the dealer, each hand is the core\'s', () => {
  let m = newMatch({ rules: 'hk', players: NAMES, options: { stake: 2 } });
  // Ann deals and self-draws 3 faan (base 8): everyone pays 8 x2 (self-draw) x2 (dealer) x stake 2 = 64
  m = addEntry(m, winByHand({ winner: 0, self_drawn: true, points: 3 }, 'hk'));
  assert.deepEqual(replay(m).rows[0].delta, [192, -64, -64, -64]);
  assert.equal(nextHand(m).repeat, 1);
  m = addEntry(m, drawEntry()); // dealer keeps the deal on a draw (default)
  assert.deepEqual(nextHand(m).seats, ['E', 'S', 'W', 'N']);
  // Cy wins 4 faan (base 16) on Bo's discard, 半銃: Bo 16 x2, Ann 16 x2 (dealer), Di 16; x stake 2
  m = addEntry(m, winByHand({ winner: 2, self_drawn: false, discarder: 1, points: 4 }, 'hk'));
  const { rows, next } = replay(m);
  assert.deepEqual(rows[2].delta, [-64, -64, 160, -32]);
  assert.deepEqual(next.seats, ['N', 'E', 'S', 'W']); // Bo deals
  for (const row of rows) {
    assert.equal(sum(row.delta), 0);
    if (row.entry.kind !== 'win') continue;
    const e = row.entry;
    const direct = calculator.settle({
      rules: 'hk', faan: e.points, winner: row.seats[e.winner], options: { stake: 2 },
      ...(e.self_drawn ? { self_drawn: true } : { discarder: row.seats[e.discarder] }),
    });
    assert.deepEqual(row.delta, row.seats.map((w) => direct.payments[w]));
  }
  // an edit before a hand by hand changes its seats, and so its doublings:
  // with Bo winning hand 1 the deal passes, Bo is East at hand 3 and pays x2 twice
  const edited = replaceEntry(m, 0, winByHand({ winner: 1, self_drawn: true, points: 3 }, 'hk'));
  assert.deepEqual(replay(edited).rows[2].seats, ['N', 'E', 'S', 'W']);
  assert.deepEqual(replay(edited).rows[2].delta, [-32, -128, 192, -32]);
  // below the minimum (3 faan) a hand is not a win: refused, the match unchanged
  assert.throws(() => addEntry(m, winByHand({ winner: 3, self_drawn: true, points: 2 }, 'hk')), (e) => e.code === 'minimum');
  assert.throws(() => winByHand({ winner: 3, self_drawn: true, points: 2.5 }, 'hk'), (e) => e.code === 'points');
});

test('HK: an older sheet kept on the phone still loads and adds up: hands by base points, its "seed" discard payment', () => {
  // As the sheet stored them before hands were entered by faan: the base
  // points of each hand by hand, and the options' old names.
  const old = {
    format: 1, id: 'old1', rules: 'hk', players: NAMES, created: 1, updated: 5, finished: false,
    options: { stake: 2, dealer_keeps_on_draw: true, dealer_doubles: true, discard_payment: 'seed', limit_base: 64 },
    entries: [
      { kind: 'win', source: 'hand', winner: 0, self_drawn: true, discarder: null, points: 4, base_points: 2, at: 2 },
      { kind: 'draw', at: 3 },
      { kind: 'win', source: 'hand', winner: 2, self_drawn: false, discarder: 1, points: 3, base_points: 1, at: 4 },
    ],
  };
  const { rows, totals } = replay(old);
  // Ann deals and self-draws 2 base points: 2 x2 x2 x stake 2 from each
  assert.deepEqual(rows[0].delta, [48, -16, -16, -16]);
  // Cy wins 1 base point on Bo's discard: Bo 1 x2 x2 (dealer? no: Ann deals) ... Ann x2 dealer, Bo x2 discarder, Di x1; x2
  assert.deepEqual(rows[2].delta, [-4, -4, 10, -2]);
  assert.deepEqual(totals, [44, -20, -6, -18]);
  assert.ok(rows.every((r) => r.refused === null));
  // the link keeps it as it is
  assert.deepEqual(replay(decodeMatch(encodeMatch(old))).totals, totals);
});

test('a shared sheet\'s hand by hand that the core refuses pays nothing and says why; the rest still adds up', () => {
  const shared = {
    ...mcr(),
    entries: [
      { kind: 'win', source: 'hand', winner: 0, self_drawn: true, discarder: null, points: 5, at: 2 }, // below 8
      { kind: 'win', source: 'hand', winner: 1, self_drawn: true, discarder: null, points: 1e9, at: 3 }, // beyond any hand
      { kind: 'win', source: 'hand', winner: 7, self_drawn: true, discarder: null, points: 8, at: 4 }, // no such player
      { kind: 'win', source: 'hand', winner: 2, self_drawn: true, discarder: null, points: 8, at: 5 },
    ],
  };
  const { rows, totals } = replay(shared);
  assert.deepEqual(rows.map((r) => r.refused?.code ?? null), ['points', 'settle', 'settle', null]);
  assert.match(rows[1].refused.message, /points/);
  assert.match(rows[2].refused.message, /winner/);
  assert.deepEqual(rows.slice(0, 3).map((r) => r.delta), [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
  // hand 4: Cy self-draws 8 points, 16 from each, wherever the seats are
  assert.deepEqual(totals, [-16, -16, 48, -16]);
});

test('HK: with dealer_keeps_on_draw off a draw passes the deal', () => {
  let m = newMatch({ rules: 'hk', players: NAMES, options: { dealer_keeps_on_draw: false } });
  m = addEntry(m, drawEntry());
  assert.deepEqual(nextHand(m).seats, ['N', 'E', 'S', 'W']);
});

test('a calculator hand scored under another rule set or options is told apart, option by option', () => {
  const hk = newMatch({ rules: 'hk', players: NAMES, options: { stake: 2 } });
  assert.deepEqual(optionDifferences(hk, 'hk', {}), [{ id: 'stake', calculator: 1, match: 2 }]);
  assert.deepEqual(optionDifferences(hk, 'hk', { stake: 2 }), []);
  assert.deepEqual(optionDifferences(hk, 'hk', { stake: '2' }), [], 'a number read from an address is the same number');
  assert.deepEqual(optionDifferences(hk, 'hk', { stake: 2, discard_payment: 'all', payment_table: 'parlour' }).map((d) => d.id),
    ['payment_table', 'discard_payment']);
  // scoring options count too, and an MCR match has them (the core's defaults when it kept none)
  assert.deepEqual(optionDifferences(hk, 'hk', { stake: 2, seven_pairs: true }), [{ id: 'seven_pairs', calculator: true, match: false }]);
  assert.deepEqual(optionDifferences(mcr(), 'mcr', {}), []);
  assert.deepEqual(optionDifferences(mcr(), 'mcr', { concealed_and_melded_kong_fan: false }),
    [{ id: 'concealed_and_melded_kong_fan', calculator: false, match: true }]);
  const strict = newMatch({ players: NAMES, options: { concealed_and_melded_kong_fan: false } });
  assert.deepEqual(optionDifferences(strict, 'mcr', { concealed_and_melded_kong_fan: false }), []);
  assert.deepEqual(optionDifferences(mcr(), 'hk', {}), [{ id: 'rules', calculator: 'hk', match: 'mcr' }]);
  // an older HK game's 'seed' is the core's 'half'; the sheet's own dealer_keeps_on_draw is no core option
  const old = { ...hk, options: { stake: 2, discard_payment: 'seed', dealer_keeps_on_draw: false } };
  assert.deepEqual(optionDifferences(old, 'hk', { stake: 2, discard_payment: 'half' }), []);
});

test('the differences in players\' words, each language, at most two and how many more', async () => {
  await loadOptionWords('hk');
  const hk = newMatch({ rules: 'hk', players: NAMES });
  const differs = optionDifferences(hk, 'hk', { payment_table: 'canton', dealer_doubles: false, stake: 3 });
  assert.equal(differenceWords(differs, 'hk', 'en', sheetStrings('en', 'hk')),
    'Faan to points: the calculator has “Canton table (as half-spicy)”, this game “Traditional: 16/32/64 at 4/7/10”; '
    + 'Dealer pays and wins double: the calculator has “off”, this game “on”; and 1 more');
  assert.match(differenceWords(differs, 'hk', 'zh-Hant', sheetStrings('zh-Hant', 'hk')), /^番數計法：算番器為「廣東表（同半辣上）」，本局為「傳統/);
  assert.match(differenceWords(differs, 'hk', 'zh-Hans', sheetStrings('zh-Hans', 'hk')), /^番数计法：算番器为“广东表（同半辣上）”，本局为“传统/);
  assert.equal(differenceWords([{ id: 'rules', calculator: 'hk', match: 'mcr' }], 'mcr', 'en', sheetStrings('en', 'mcr')),
    'the calculator plays Hong Kong, this match Chinese Official (MCR)');
});

test('regression: a match stored before it kept its options (none, or only the HK stake) settles and totals as before', () => {
  const stored = { ...newMatch({ players: NAMES, id: 'old', now: 1 }) };
  delete stored.options;
  let m = addEntry(stored, winByHand({ winner: 2, self_drawn: true, points: 8 }, 'mcr'));
  m = addEntry(m, winByHand({ winner: 0, self_drawn: false, discarder: 1, points: 10 }, 'mcr'));
  assert.deepEqual(replay(m).totals, [-16 + 34, -16 - 18, 48 - 8, -16 - 8]);
  assert.deepEqual(optionDifferences(m, 'mcr', {}), []);
  const oldHk = { ...newMatch({ rules: 'hk', players: NAMES, id: 'oldhk', now: 1 }), options: { stake: 2, discard_payment: 'seed' } };
  // Ann deals; Bo wins 3 faan (base 8) on Cy's discard: Cy 2 x 8, Ann (the dealer) 2 x 8, Di 8; at stake 2
  const hand = addEntry(oldHk, winByHand({ winner: 1, self_drawn: false, discarder: 2, points: 3 }, 'hk'));
  assert.deepEqual(replay(hand).totals, [-32, 80, -32, -16]);
});

test('a custom penalty: any amount per player with a note', () => {
  const m = addEntry(mcr(), customPenalty([0, -5, 0, 0], 'slow play'));
  assert.deepEqual(replay(m).totals, [0, -5, 0, 0]);
  assert.throws(() => customPenalty([0, 0, 0, 0], ''), SheetError);
});

test('the CSV has a row per entry, quotes what needs it, and ends each record with CRLF', () => {
  let m = newMatch({ players: ['Ann', 'Bo, Jr', 'Cy "C"', 'Di'] });
  m = addEntry(m, winByHand({ winner: 0, self_drawn: true, points: 8 }, 'mcr'));
  m = addEntry(m, drawEntry());
  const csv = toCsv(m, (e) => e.kind);
  const lines = csv.split('\r\n');
  assert.equal(lines.length, 4); // header, 2 rows, '' after the last CRLF
  assert.match(lines[0], /"Bo, Jr seat","Cy ""C"" seat"/);
  assert.equal(lines[1], '1,E,win,8,E,S,W,N,48,-16,-16,-16,48,-16,-16,-16,');
  assert.equal(lines[2], '2,E,draw,,N,E,S,W,0,0,0,0,48,-16,-16,-16,');
});

test('a match survives the link: encode, decode, and the fragment', () => {
  // as the page starts one: with every option of its rule set
  let m = newMatch({ players: NAMES, id: 'm1', now: 1, options: effectiveOptions('mcr', {}) });
  for (let n = 0; n < 16; n += 1) {
    m = addEntry(m, winFromResult(m, mcrResult(8 + n, { E: -16 - n, S: -8, W: -8, N: 32 + n }),
      { seat_wind: 'N', discarder: 'E', notation: '[EEE1]123m456p789s5p5p' }));
  }
  const link = matchLink(m, 'https://example.org/calc/?x=1');
  assert.match(link, /^https:\/\/example\.org\/calc\/\?x=1#sheet=[A-Za-z0-9_-]+$/);
  const payload = payloadOf(new URL(link).hash);
  assert.deepEqual(decodeMatch(payload), m);
  assert.ok(link.length < 2900, `a 16-hand match fits a QR code (${link.length} characters)`);
  assert.equal(payloadOf('#h=123m'), null);
  assert.throws(() => decodeMatch('abc'), SheetError);
  assert.throws(() => decodeMatch(encodeMatch({ hello: 1 })), SheetError);
});

test('opening a shared copy: new, same, newer (ask) or older (keep ours)', () => {
  const m = mcr();
  const later = addEntry(m, drawEntry(), m.updated + 10);
  assert.equal(compareCopies(null, m), 'new');
  assert.equal(compareCopies(m, structuredClone(m)), 'same');
  assert.equal(compareCopies(m, later), 'newer');
  assert.equal(compareCopies(later, m), 'older');
});

test('regression: an MCR match kept before the deal was a choice keeps seed 003\'s order; a new one plays the table\'s', () => {
  const fresh = addEntry(mcr(), drawEntry());
  assert.equal(fresh.options.deal, 'right');
  assert.deepEqual(nextHand(fresh).seats, ['N', 'E', 'S', 'W']);
  const old = { ...mcr(), options: {} };
  assert.deepEqual(nextHand(addEntry(old, drawEntry())).seats, ['S', 'W', 'N', 'E']);
  const seedTable = newMatch({ players: NAMES, options: { deal: 'left' } });
  assert.deepEqual(nextHand(addEntry(seedTable, drawEntry())).seats, ['S', 'W', 'N', 'E']);
});

test('players left unnamed are named by their place in the words given', () => {
  assert.deepEqual(newMatch({ rules: 'hk', players: ['', 'Bo'], unnamed: ['玩家1', '玩家2', '玩家3', '玩家4'] }).players, ['玩家1', 'Bo', '玩家3', '玩家4']);
});

// Regression: an unnamed player was called by their first seat (東家), and
// three hands on the form read "東家 (北)食糊": a name that is a wind misleads
// once the seats move.
test('the words for an unnamed player never name a wind, in any language', () => {
  for (const lang of SHEET_LANGUAGES) {
    const t = sheetStrings(lang, 'hk');
    const names = [1, 2, 3, 4].map((n) => t.unnamed(n));
    assert.equal(new Set(names).size, 4, lang);
    for (const name of names) {
      for (const w of Object.values(t.winds)) assert.ok(!name.includes(w), `${lang}: ${name} names ${w}`);
    }
  }
  assert.deepEqual([1, 2, 3, 4].map(sheetStrings('zh-Hant', 'hk').unnamed), ['玩家1', '玩家2', '玩家3', '玩家4']);
});

test('a kept match started with the old defaults (the winds) keeps them as its names', () => {
  const old = { ...newMatch({ id: 'old', players: ['East', 'South', 'West', 'North'] }), entries: [] };
  assert.deepEqual(readMatch(old).players, ['East', 'South', 'West', 'North']);
});
