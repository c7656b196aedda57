// The score sheet under hostile links and records (issue 27): a shared or
// kept match is read whole and strictly before anything is kept or drawn,
// links are bounded before and while inflating, a CSV never hands a
// spreadsheet a formula, and money adds up to the stake's decimals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync, strToU8 } from 'fflate';
import {
  SheetError, addEntry, customPenalty, drawEntry, newMatch, replay, standings,
} from '../../web/sheet/match.js';
import { readMatch, readStored } from '../../web/sheet/read-match.js';
import { decodeMatch, encodeMatch, inflateBounded, MAX_PAYLOAD } from '../../web/sheet/share.js';
import { toCsv } from '../../web/sheet/csv.js';
import { useCore } from '../../web/sheet/core.js';
import { sheetStrings } from '../../web/sheet/i18n.js';
import { load } from '../../build/wasm/mahjong.js';

useCore(await load('json')); // settle() is the JSON way's module, which loads with the sheet (issue 21)

const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const base = (extra = {}) => ({
  format: 1, id: 'hostile', rules: 'mcr', players: [...NAMES], created: 1, updated: 2, finished: false, entries: [], ...extra,
});
const win = { kind: 'win', source: 'hand', winner: 2, self_drawn: true, discarder: null, points: 8, at: 1 };

/** The reason a match is refused with: the SheetError's first word. */
function refusal(match) {
  try {
    decodeMatch(encodeMatch(match));
  } catch (err) {
    assert.ok(err instanceof SheetError, String(err));
    return err.code === 'bad_match' ? err.words[0] : err.code;
  }
  return null;
}

test('regression: seventeen MCR draws (a 258-character link) are refused, not saved to crash the sheet', () => {
  const match = base({ entries: Array.from({ length: 17 }, () => ({ kind: 'draw', at: 1 })) });
  const payload = encodeMatch(match);
  assert.ok(payload.length < 300, `a short link (${payload.length})`);
  assert.equal(refusal(match), 'hands');
  // its words say why, in each language
  try { decodeMatch(payload); } catch (err) {
    assert.match(sheetStrings('en', null).errors.bad_match(...err.words), /cannot be opened: an MCR match has 16 hands/);
    assert.match(sheetStrings('zh-Hant', null).errors.bad_match(...err.words), /16局/);
  }
});

test('regression: each malformed entry the issue found is refused with its reason', () => {
  const cases = {
    'a null entry': [base({ entries: [null] }), 'entry'],
    'a delta that is not a list': [base({ entries: [{ kind: 'penalty', reason: 'custom', delta: 'x', note: '' }] }), 'entry'],
    'winner 9': [base({ entries: [{ ...win, winner: 9 }] }), 'entry'],
    'names that are objects': [base({ players: [{}, {}, {}, {}] }), 'names'],
    'a name twice': [base({ players: ['A', 'A', 'B', 'C'] }), 'names'],
    'an unknown option': [base({ options: { nonsense: 1 } }), 'options'],
    'a choice the core refuses': [base({ rules: 'hk', options: { discard_payment: 'constructor' } }), 'options'],
    'an option that is an object': [base({ options: { seven_pairs: {} } }), 'options'],
    'options that are a list': [base({ options: [] }), 'options'],
    'no players': [base({ players: undefined }), 'names'],
    'entries not a list': [base({ entries: {} }), 'fields'],
    'no rules': [base({ rules: undefined }), 'fields'],
    'an unknown kind': [base({ entries: [{ kind: 'bribe' }] }), 'entry'],
    'a discarder on a self-draw': [base({ entries: [{ ...win, discarder: 1 }] }), 'entry'],
    'a winner on their own discard': [base({ entries: [{ ...win, self_drawn: false, discarder: 2 }] }), 'entry'],
    'points below the minimum': [base({ entries: [{ ...win, points: 3 }] }), 'entry'],
    'fractional points': [base({ entries: [{ ...win, points: 8.5 }] }), 'entry'],
  };
  for (const [what, [match, reason]] of Object.entries(cases)) assert.equal(refusal(match), reason, what);
});

test('regression: forged payments are refused (not summing to zero, 1e308, not the rules\')', () => {
  const calc = (delta) => ({ kind: 'win', source: 'calculator', winner: 0, self_drawn: false, discarder: 1, points: 10, fans: [], delta, at: 1 });
  assert.equal(refusal(base({ entries: [calc([34, -18, -8, -8])] })), null, 'the rules\' payments read');
  assert.equal(refusal(base({ entries: [calc([35, -18, -8, -8])] })), 'payments', 'not summing to zero');
  assert.equal(refusal(base({ entries: [calc([1e308, -1e308, 0, 0])] })), 'entry', '1e308');
  assert.equal(refusal(base({ entries: [calc([44, -28, -8, -8])] })), 'payments', 'summing to zero, not what 10 points pay');
  assert.equal(refusal(base({ entries: [{ kind: 'penalty', reason: 'false_win', offender: 1, delta: [10, -30, 10, 11], note: '' }] })), 'payments');
  assert.equal(refusal(base({ entries: [{ kind: 'penalty', reason: 'custom', delta: [0, Infinity, 0, 0], note: '' }] })), 'entry', 'Infinity (null in JSON)');
});

test('regression: names, notes and entries past the forms\' limits are refused', () => {
  // a 2-million-character name in a 2,790-character link: past the bound on what a link unpacks to
  const huge = base({ players: ['x'.repeat(2_000_000), 'Bo', 'Cy', 'Di'] });
  const link = encodeMatch(huge);
  assert.ok(link.length < 2953, `it fits a QR code (${link.length})`);
  const started = performance.now();
  assert.throws(() => decodeMatch(link), { code: 'link_long' });
  // a figure, not a bound: the page's own timed test is tests/browser/sheet-hostile.test.mjs
  console.log(`a 2,790-character link with a 2-million-character name: refused in ${(performance.now() - started).toFixed(1)} ms`);
  assert.throws(() => readMatch(huge), (err) => err.words[0] === 'names');
  assert.equal(refusal(base({ players: ['x'.repeat(25), 'Bo', 'Cy', 'Di'] })), 'names');
  assert.equal(refusal(base({ players: ['x'.repeat(24), 'Bo', 'Cy', 'Di'] })), null, '24 characters, as the form allows');
  assert.equal(refusal(base({ entries: [{ kind: 'penalty', reason: 'custom', delta: [0, -5, 0, 0], note: 'n'.repeat(81) }] })), 'notes');
  const many = base({ rules: 'hk', entries: Array.from({ length: 401 }, () => ({ kind: 'draw', at: 1 })) });
  assert.equal(refusal(many), 'entries');
  // the page's own model holds to the same limits
  assert.throws(() => newMatch({ players: ['x'.repeat(25), 'Bo', 'Cy', 'Di'] }), { code: 'name_long' });
  assert.throws(() => customPenalty([0, -5, 0, 0], 'n'.repeat(81)), { code: 'note_long' });
  let full = newMatch({ rules: 'hk', players: NAMES });
  full = { ...full, entries: Array.from({ length: 400 }, () => drawEntry(1)) };
  assert.throws(() => addEntry(full, drawEntry()), { code: 'full' });
});

test('regression: a 380 KB link is refused before inflating', () => {
  const bomb = encodeMatch({ junk: 'a'.repeat(300_000_000 / 1000) }).padEnd(380_000, 'A');
  const started = performance.now();
  assert.throws(() => decodeMatch(bomb), { code: 'link_long' });
  const took = performance.now() - started;
  console.log(`a 380 KB link: refused in ${took.toFixed(2)} ms`);
});

test('regression: inflating stops at its bound: a link that unpacks to 30 MB is refused early', () => {
  // 30 MB of one letter deflates to some 30 KB, under the link's bound; 1 MB of it to about 1 KB
  const payload = Buffer.from(deflateSync(strToU8(`{"x":"${'a'.repeat(30_000_000)}"}`), { level: 9 })).toString('base64url');
  assert.ok(payload.length < MAX_PAYLOAD, `under the length bound (${payload.length})`);
  const started = performance.now();
  assert.throws(() => decodeMatch(payload), { code: 'link_long' });
  console.log(`a link that unpacks to 30 MB: refused in ${(performance.now() - started).toFixed(1)} ms`);
  // what it stops at: past 64 KB here, never the whole 30 MB
  assert.throws(() => inflateBounded(Buffer.from(payload, 'base64url'), 65536), { code: 'link_long' });
  assert.equal(inflateBounded(Buffer.from(payload, 'base64url'), 40_000_000).length, 30_000_008, 'with room, the whole');
});

test('the page\'s own matches still read: every kind of entry, and older ones without options', () => {
  const old = base({
    id: 'kept-before-options',
    entries: [
      win,
      { kind: 'win', source: 'calculator', winner: 0, self_drawn: false, discarder: 1, points: 10, fans: [], delta: [34, -18, -8, -8], at: 2 },
      { kind: 'draw', at: 3 },
      { kind: 'penalty', reason: 'false_win', offender: 1, delta: [10, -30, 10, 10], note: '', at: 4 },
      { kind: 'penalty', reason: 'custom', delta: [0, -5, 0, 0], note: 'slow play', at: 5 },
    ],
  });
  assert.deepEqual(decodeMatch(encodeMatch(old)), old);
  const oldHk = base({ rules: 'hk', options: { stake: 2, discard_payment: 'seed', dealer_keeps_on_draw: true }, entries: [{ ...win, points: 3 }] });
  assert.deepEqual(readMatch(oldHk), oldHk);
});

test('regression: a stored record that does not read is listed apart with its reason, kept as it is', () => {
  for (const record of [{ id: 'a', format: 1 }, base({ entries: 'x' }), base({ rules: 'sanma' }), base({ options: null, players: null }), 'text', null]) {
    const read = readStored(record);
    assert.ok(read.bad, JSON.stringify(record));
    assert.equal(read.bad.record, record, 'kept as it is');
    assert.ok(read.bad.reason instanceof SheetError);
  }
  assert.ok(readStored(base({ options: null })).match, 'options: null is an older match\'s "none"');
});

test('regression: CSV cells that begin with =, +, -, @, tab or CR are written as text', () => {
  const players = ['=HYPERLINK("http://x")', '@SUM(1+1)*小明', '+1', '-2'];
  let m = newMatch({ players, id: 'csv', now: 1 });
  m = addEntry(m, customPenalty([0, -5, 0, 0], '=1+1', 2));
  m = addEntry(m, customPenalty([0, 0, 0, -1], '\tx', 3));
  m = addEntry(m, customPenalty([0, 0, 0, -1], '\rx', 4));
  const csv = toCsv(m, (e) => e.note);
  const cells = csv.match(/"(?:[^"]|"")*"|[^,\r\n]+/g).map((c) => (c.startsWith('"') ? c.slice(1, -1).replace(/""/g, '"') : c));
  const formulas = cells.filter((c) => /^[=+@\t\r]/.test(c) || (/^-/.test(c) && !/^-\d+(\.\d+)?$/.test(c)));
  assert.deepEqual(formulas, [], 'no cell a spreadsheet reads as a formula');
  assert.ok(cells.includes('\'=HYPERLINK("http://x") seat'), 'the name kept, as text');
  assert.ok(cells.includes('\'=1+1'));
  assert.ok(cells.includes('-5'), 'a loss is still a number');
});

test('regression: running totals at a stake of 0.1 are the stake\'s decimals, not 0.8000000000000007', () => {
  let m = newMatch({ rules: 'hk', players: NAMES, id: 'tenth', now: 1, options: { stake: 0.1 } });
  for (let i = 0; i < 12; i += 1) m = addEntry(m, { kind: 'win', source: 'hand', winner: i % 4, self_drawn: i % 3 === 0, discarder: i % 3 === 0 ? null : (i + 1) % 4, points: 3 + (i % 5), at: i });
  const { rows, totals } = replay(m);
  for (const row of rows) {
    for (const x of [...row.delta, ...row.totals]) assert.ok((String(x).split('.')[1] ?? '').length <= 1, `${x}`);
  }
  assert.equal(totals.reduce((a, b) => a + b * 10, 0), 0);
  for (const s of standings(m, totals)) assert.ok(!/\d{5}/.test(String(s.total)), String(s.total));
});
