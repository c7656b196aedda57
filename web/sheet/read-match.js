// The strict reader of a match that comes from outside this page's memory: a
// shared link's, or a record read back from storage. The whole match is
// checked before anything is kept or drawn, as the core reads a shared hand:
// its fields and their kinds, names and notes within the forms' limits, at
// most as many entries as a real match has, the options by the core's own
// reader, and every entry's payments: four finite changes, summing to zero
// where the rules make them, and the core's own where the entry says how the
// hand was won. A match that fails is refused with its reason (a SheetError
// 'bad_match' whose words are the reason's code and figures, i18n-safety.js).
import { FORMAT, LIMITS, replay } from './match.js';
import { optionsRefusal, settleWin } from './core.js';
import { falseWinPayments } from './settlement.js';
import { millionths, sumsToZero } from './money.js';
import { SheetError } from './errors.js';
import { RULE_SET_IDS, sheetOf } from './rules.js';

const MAX_BASE_POINTS = 1000000;

const plain = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const seat = (v) => Number.isInteger(v) && v >= 0 && v <= 3;
const whole = (v, lo, hi) => Number.isInteger(v) && v >= lo && v <= hi;
const text = (v, max) => typeof v === 'string' && v.length <= max;
const optional = (v, check) => v === undefined || v === null || check(v);

function refuse(reason, english, ...words) {
  return new SheetError('bad_match', english, [reason, ...words]);
}

/** `value` when it is a match this sheet can keep and draw; else throws the reason. */
export function readMatch(value) {
  if (!plain(value) || value.format !== FORMAT || !text(value.id, LIMITS.id) || !/^[\w-]+$/.test(value.id)
    || !RULE_SET_IDS.includes(value.rules) || !Number.isFinite(value.created) || !Number.isFinite(value.updated)
    || !optional(value.finished, (f) => typeof f === 'boolean')) {
    throw refuse('fields', 'its id, rules, dates or format are missing or wrong');
  }
  const names = value.players;
  if (!Array.isArray(names) || names.length !== 4 || !names.every((n) => text(n, LIMITS.name) && n.trim())
    || new Set(names).size !== 4) {
    throw refuse('names', 'the players need four different names of at most 24 characters', LIMITS.name);
  }
  readOptions(value);
  const { entries } = value;
  if (!Array.isArray(entries)) throw refuse('fields', 'it has no list of entries');
  if (entries.length > LIMITS.entries) throw refuse('entries', `more than ${LIMITS.entries} entries`, LIMITS.entries);
  entries.forEach((e, i) => readEntry(e, i + 1, value.rules));
  let rows;
  try {
    ({ rows } = replay(value));
  } catch (err) {
    if (!(err instanceof SheetError)) throw err;
    throw refuse('hands', 'an MCR match has sixteen hands');
  }
  for (const row of rows) checkPayments(value, row);
  return value;
}

/**
 * A stored record as the list shows it: {match} when it reads, else
 * {bad: {id, reason: the SheetError}}; the record itself is kept as it is.
 */
export function readStored(record) {
  try {
    return { match: readMatch(record) };
  } catch (err) {
    if (!(err instanceof SheetError)) throw err;
    const id = plain(record) && (typeof record.id === 'string' || typeof record.id === 'number') ? String(record.id) : '?';
    return { bad: { id, record, reason: err } };
  }
}

function readOptions(match) {
  if (!optional(match.options, plain)) throw refuse('options', 'its options are not a list of options', 'options');
  for (const v of Object.values(match.options ?? {})) {
    if (!['boolean', 'number', 'string'].includes(typeof v) && v !== null) throw refuse('options', 'an option is not a value', 'options');
  }
  // the sheet's own (each rule set's sheet module) beside the core's
  for (const id of RULE_SET_IDS) {
    const problem = sheetOf(id).optionProblem(match.options);
    if (problem) throw refuse('options', problem.english, problem.key);
  }
  const refused = optionsRefusal(match);
  if (refused) throw refuse('options', refused, refused);
}

function readEntry(e, n, rules) {
  const bad = () => refuse('entry', `entry ${n} is not one a score sheet makes`, n);
  if (!plain(e) || !optional(e.at, Number.isFinite)) throw bad();
  const own = sheetOf(rules);
  // a rule set's own fields (Riichi's riichi declarations, who was ready, fu)
  if (e.kind !== 'penalty' && own.readEntry && !own.readEntry(e)) throw bad();
  // payments worked out in replay (Riichi's): a hand keeps none
  if (own.SETTLES_IN_REPLAY && e.kind === 'win' && e.source === 'calculator') {
    if (!seat(e.winner) || typeof e.self_drawn !== 'boolean' || !whole(e.points, 0, own.MAX_VALUE)
      || !whole(e.base_points, 1, MAX_BASE_POINTS) || e.delta !== undefined) throw bad();
    if (e.self_drawn ? !optional(e.discarder, () => false) : !seat(e.discarder) || e.discarder === e.winner) throw bad();
    if (!optional(e.hand, (h) => text(h, LIMITS.hand)) || !optional(e.fans, (f) => Array.isArray(f) && f.length <= LIMITS.fans && f.every(fan))) throw bad();
    return;
  }
  if (e.kind === 'draw') return;
  if (e.kind === 'win') {
    if (!seat(e.winner) || typeof e.self_drawn !== 'boolean' || !whole(e.points, 0, sheetOf(rules).MAX_VALUE)
      || !optional(e.base_points, (b) => whole(b, 1, MAX_BASE_POINTS))) throw bad();
    if (e.self_drawn ? !optional(e.discarder, () => false) : !seat(e.discarder) || e.discarder === e.winner) throw bad();
    if (e.source === 'hand') {
      // entered by its fans (MCR): the fans name the row, the flowers are paid beside the points
      if (!optional(e.fans, (f) => Array.isArray(f) && f.length <= LIMITS.fans && f.every(fan))
        || !optional(e.flowers, (f) => whole(f, 0, 8))) throw bad();
      return;
    }
    if (e.source !== 'calculator' || !changes(e.delta) || !optional(e.hand, (h) => text(h, LIMITS.hand))
      || !optional(e.fans, (f) => Array.isArray(f) && f.length <= LIMITS.fans && f.every(fan))) throw bad();
    return;
  }
  if (e.kind !== 'penalty' || !changes(e.delta)) throw bad();
  if (!optional(e.note, (note) => typeof note === 'string')) throw bad();
  if (e.note && e.note.length > LIMITS.note) throw refuse('notes', `entry ${n}'s note is longer than ${LIMITS.note} characters`, n, LIMITS.note);
  if (e.reason === 'custom') return;
  if (e.reason !== 'false_win' || !seat(e.offender)) throw bad();
  // paid by the seats (Riichi's chombo): checked against the rule set's own in checkPayments
  if (own.falseWinDelta) return;
  // the offender pays each other player the same amount
  const each = e.delta[(e.offender + 1) % 4];
  if (!falseWinPayments(e.offender, each).every((d, p) => millionths(d) === millionths(e.delta[p]))) {
    throw refuse('payments', `entry ${n}'s payments do not add up`, n);
  }
}

const changes = (d) => Array.isArray(d) && d.length === 4 && d.every((x) => Number.isFinite(x) && Math.abs(x) <= LIMITS.amount);
const fan = (f) => plain(f) && text(f.id, LIMITS.id) && whole(f.points, 0, 1000) && whole(f.count, 1, 16);

// A hand from the calculator keeps the payments it was scored with: they sum
// to zero, and the core, settling the hand by its value at the seats it was
// played at, pays the winner the same. Hong Kong's 包 and a robbed kong only
// move who pays, so there the losers' shares may differ; MCR's may not.
function checkPayments(match, row) {
  const { entry, index } = row;
  const n = index + 1;
  if (row.refused) throw refuse('entry', `entry ${n}: ${row.refused.message}`, n);
  const falseWinDelta = sheetOf(match.rules).falseWinDelta;
  if (entry.kind === 'penalty' && entry.reason === 'false_win' && falseWinDelta
    && !falseWinDelta(match, entry.offender, row.seats).every((d, p) => millionths(d) === millionths(entry.delta[p]))) {
    throw refuse('payments', `entry ${n}'s payments are not what the rules pay`, n);
  }
  if (entry.kind !== 'win' || entry.source !== 'calculator' || sheetOf(match.rules).SETTLES_IN_REPLAY) return;
  const wrong = () => refuse('payments', `entry ${n}'s payments are not what the rules pay`, n);
  if (!sumsToZero(entry.delta)) throw wrong();
  let core;
  try {
    core = settleWin(match, row.seats, {
      winner: entry.winner, discarder: entry.self_drawn ? null : entry.discarder,
      value: entry.points, base_points: entry.base_points ?? null,
    }).delta;
  } catch (err) {
    if (!(err instanceof SheetError)) throw err;
    throw wrong();
  }
  const same = (p) => millionths(core[p]) === millionths(entry.delta[p]);
  if (!sheetOf(match.rules).paymentsAgree(entry, same)) throw wrong();
}
