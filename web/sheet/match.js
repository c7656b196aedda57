// A match: four players, a rule set with its options, and the entries of the
// sheet in order (hands won or drawn, and penalties). Everything shown (seats,
// totals, standings, figures) is worked out from the entries by replay(), so
// editing or deleting an entry recomputes what follows. Plain data, so that it
// is stored and shared as it is.
import { WINDS } from './rotation.js';
import { falseWinAmount, falseWinPayments } from './settlement.js';
import { RULE_SET_IDS, sheetOf } from './rules.js';
import { effectiveOptions, matchOptions, sameValue, settleWin } from './core.js';
import { SheetError } from './errors.js';
import { addMoney } from './money.js';

export { SheetError };

export const FORMAT = 1;
// Not the winds: a player named East would sit North three hands on (i18n.js, unnamed).
// A kept match keeps the names it was started with, the old defaults too.
export const DEFAULT_NAMES = ['Player 1', 'Player 2', 'Player 3', 'Player 4'];

// The forms' limits (view.js: a name's input has maxlength 24, a note's 80).
// A long Hong Kong evening is under 200 hands; MCR has 16 and a few
// penalties: 400 entries is room for any real match, and keeps the sheet
// quick to draw. read-match.js holds a shared or stored match to them.
export const LIMITS = { name: 24, note: 80, entries: 400, fans: 40, hand: 200, id: 64, amount: 1e9 };

/**
 * A new match. `players`: four names in seat order at the first hand (East,
 * South, West, North); one left empty is named by `unnamed` (the sheet's
 * words for the n-th player). Its options are the core's, by their names
 * (every option of its rule set, taken from the calculator when the match
 * starts, index.js; what a match leaves out, as older matches kept none, is
 * the core's default), over the sheet's own of its rule set (its DEFAULTS:
 * where an MCR deal passes, whether an HK dealer keeps the deal on a draw).
 */
export function newMatch({ rules = RULE_SET_IDS[0], players = [], options = {}, id = randomId(), now = Date.now(), unnamed = DEFAULT_NAMES } = {}) {
  const own = sheetOf(rules);
  const names = [0, 1, 2, 3].map((p) => String(players[p] ?? '').trim() || unnamed[p]);
  if (new Set(names).size < 4) throw new SheetError('names', 'each player needs a name of their own');
  if (names.some((n) => n.length > LIMITS.name)) throw new SheetError('name_long', 'a name is too long', [LIMITS.name]);
  return {
    format: FORMAT, id, rules, players: names,
    options: { ...own.DEFAULTS, ...options },
    entries: [], created: now, updated: now, finished: false,
  };
}

function randomId() {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * How the calculator's hand is scored differently from this match: its rule
 * set ({id: 'rules'}) or each option whose value differs, what either leaves
 * out being the core's default. [] when it is scored as the match plays. A
 * hand scored under other options would not add up with the rest (another
 * stake, payment table, limit, or fans the match does not count).
 */
export function optionDifferences(match, rules, options = {}) {
  if (rules !== match.rules) return [{ id: 'rules', calculator: rules, match: match.rules }];
  const game = matchOptions(match);
  const calculator = effectiveOptions(rules, options);
  return Object.keys(game).filter((id) => !sameValue(game[id], calculator[id]))
    .map((id) => ({ id, calculator: calculator[id], match: game[id] }));
}

// ---- entries ----

/** A hand won, from the calculator's result and the situation it was scored in. */
export function winFromResult(match, result, situation, now = Date.now()) {
  if (!result?.ok) throw new SheetError('no_result', 'the calculator has no scored hand');
  if (result.rules !== match.rules) throw new SheetError('rules', `the hand is scored by ${result.rules} rules, the match plays ${match.rules}`);
  if (!result.meets_minimum) throw new SheetError('minimum', 'the hand does not reach the minimum');
  if (!result.payments) throw new SheetError('how_won', 'say how the hand was won: self-drawn or whose discard');
  const { seats } = nextHand(match);
  const winner = seats.indexOf(situation.seat_wind);
  const delta = seats.map((w) => result.payments[w]);
  if (!(delta[winner] > 0)) throw new SheetError('how_won', 'the payments do not match the seat wind');
  const discarder = situation.self_drawn ? null : seats.indexOf(situation.discarder);
  if (!situation.self_drawn && discarder < 0) throw new SheetError('how_won', 'say how the hand was won: self-drawn or whose discard');
  const entry = {
    kind: 'win', source: 'calculator', winner, self_drawn: !!situation.self_drawn, discarder,
    // fan ids only: their names are the catalogue's (fan-names.js), and the link stays short
    fans: (result.fans ?? result.yaku).map((f) => ({ id: f.id, points: f.points ?? f.han, count: f.count })),
    delta, at: now,
    // the rule set's own fields (a rule set that settles in replay leaves the delta out)
    ...sheetOf(match.rules).entryOfResult(result, situation, winner),
  };
  if (entry.delta === undefined) delete entry.delta;
  if (situation.notation) entry.hand = situation.notation;
  return entry;
}

/**
 * A hand won, entered by its value: MCR points (flowers included) or HK
 * faan. Its payments are the core's (core.js), worked out in replay() from
 * the seats it is played at, so that they follow any edit before it. Entries
 * of older sheets also carry HK `base_points`, which they are settled by.
 */
export function winByHand({ winner, self_drawn, discarder = null, points }, rules, now = Date.now()) {
  if (![0, 1, 2, 3].includes(winner)) throw new SheetError('winner', 'choose the winner');
  if (!self_drawn && (![0, 1, 2, 3].includes(discarder) || discarder === winner)) {
    throw new SheetError('how_won', 'choose who discarded the winning tile');
  }
  if (!Number.isInteger(points) || points < 0) throw new SheetError('points', 'the value is a whole number');
  return { kind: 'win', source: 'hand', winner, self_drawn: !!self_drawn, discarder: self_drawn ? null : discarder, points, at: now };
}

export function drawEntry(now = Date.now()) {
  return { kind: 'draw', at: now };
}

/** A false win by `offender`, at the rule set's customary amount unless `each` is given. */
export function falseWin(match, offender, each = falseWinAmount(match), note = '', now = Date.now(), seats = nextHand(match).seats) {
  if (![0, 1, 2, 3].includes(offender)) throw new SheetError('offender', 'choose who declared the false win');
  // a rule set whose false win is paid by the seats (Riichi's chombo: a mangan, or a fine at the end)
  const own = sheetOf(match.rules).falseWinDelta;
  if (own) return { kind: 'penalty', reason: 'false_win', offender, delta: own(match, offender, seats), note: shortNote(note), at: now };
  if (!Number.isFinite(each) || Math.abs(3 * each) > LIMITS.amount) throw new SheetError('amounts', 'give an amount for each player');
  return { kind: 'penalty', reason: 'false_win', offender, delta: falseWinPayments(offender, each), note: shortNote(note), at: now };
}

/** Any penalty: an amount per player (a loss negative) and a note saying why. */
export function customPenalty(delta, note, now = Date.now()) {
  if (delta.length !== 4 || !delta.every((d) => Number.isFinite(d) && Math.abs(d) <= LIMITS.amount)) {
    throw new SheetError('amounts', 'give an amount for each player');
  }
  if (delta.every((d) => d === 0)) throw new SheetError('amounts', 'every amount is zero');
  return { kind: 'penalty', reason: 'custom', delta: [...delta], note: shortNote(note), at: now };
}

function shortNote(note) {
  const text = String(note ?? '');
  if (text.length > LIMITS.note) throw new SheetError('note_long', 'the note is too long', [LIMITS.note]);
  return text;
}

// ---- changes (each returns a new match) ----

const touched = (match, entries, now) => ({ ...match, entries, updated: Math.max(now, match.updated + 1) });

export function addEntry(match, entry, now = Date.now()) {
  if (entry.kind !== 'penalty' && nextHand(match).over) throw new SheetError('over', `the match is over: ${sheetOf(match.rules).OVER}`);
  if (match.entries.length >= LIMITS.entries) throw new SheetError('full', 'the sheet is full', [LIMITS.entries]);
  const next = touched(match, [...match.entries, entry], now);
  refuseUnsettled(next, next.entries.length - 1);
  return next;
}

export function replaceEntry(match, index, entry, now = Date.now()) {
  if (!match.entries[index]) throw new SheetError('index', `no entry ${index}`);
  const entries = match.entries.with(index, entry);
  const next = touched(match, entries, now);
  refuseUnsettled(next, index); // and an edit that breaks the sheet (a 17th MCR hand) throws in replay
  return next;
}

// A new or edited hand the core does not settle (below the minimum, say) is refused.
function refuseUnsettled(match, index) {
  const refused = replay(match).rows.find((r) => r.index === index)?.refused;
  if (refused) throw refused;
}

export function deleteEntry(match, index, now = Date.now()) {
  if (!match.entries[index]) throw new SheetError('index', `no entry ${index}`);
  return touched(match, match.entries.filter((_, i) => i !== index), now);
}

export function finish(match, finished = true, now = Date.now()) {
  return { ...match, finished, updated: Math.max(now, match.updated + 1) };
}

// ---- replay ----

/**
 * Every entry with its hand number, winds, payments and the running totals
 * after it; the hand to come; the totals.
 */
export function replay(match) {
  const rows = [];
  const own = sheetOf(match.rules);
  // the scores before the first hand: 0, or the rule set's starting points (Riichi's 25,000)
  const totals = own.startingTotals?.(match) ?? [0, 0, 0, 0];
  let played = 0;
  const turn = own.rotation(match);
  for (const [index, entry] of match.entries.entries()) {
    const { prevalent, seats } = turn.seating();
    if (entry.kind !== 'penalty' && turn.over()) throw new SheetError('over', `the match is over: ${sheetOf(match.rules).OVER}`);
    let refused = null;
    let delta = entry.kind === 'draw' ? [0, 0, 0, 0] : entry.delta;
    // a rule set whose payments follow the table's state (Riichi's honba and
    // deposits) works each hand out here; others settle a hand entered by its value
    const inReplay = turn.delta && entry.kind !== 'penalty';
    if (inReplay || (entry.kind === 'win' && entry.source === 'hand')) {
      // A hand the core refuses (a shared sheet's, say) pays nothing and says why.
      try {
        delta = inReplay ? turn.delta(entry, seats) : settleByHand(match, entry, seats);
      } catch (err) {
        if (!(err instanceof SheetError)) throw err;
        delta = [0, 0, 0, 0];
        refused = err;
      }
    }
    delta.forEach((d, p) => { totals[p] = addMoney(totals[p], d); });
    rows.push({
      index, entry, hand: entry.kind === 'penalty' ? null : played + 1,
      round: turn.round(),
      prevalent, seats: [...seats], delta, totals: [...totals], refused,
      // what was on the table before it (Riichi's deal, honba and deposits), where the rule set keeps it
      table: turn.table?.() ?? null,
    });
    if (entry.kind === 'penalty') continue;
    played += 1;
    turn.after(entry, [...totals]);
  }
  const { prevalent, seats } = turn.seating();
  const next = {
    hand: played + 1, prevalent, seats, round: turn.round(), over: turn.over(),
    // how many times the dealer has kept the deal in a row (HK's 連莊; 0 where the deal always passes)
    repeat: turn.repeat(rows, seats),
    // what is on the table (Riichi's honba and deposits), where the rule set keeps it
    table: turn.table?.() ?? null,
  };
  return { rows, next, totals, played };
}

// The core's payments for a hand entered by its value, at the seats it was
// played at: by its faan (points), or by the base points older entries carry.
function settleByHand(match, entry, seats) {
  const settled = settleWin(match, seats, {
    winner: entry.winner, discarder: entry.self_drawn ? null : entry.discarder,
    value: entry.points, base_points: entry.base_points ?? null, flowers: entry.flowers ?? 0,
  });
  // below the minimum: the rule set's words for it
  if (!settled.meets_minimum) throw new SheetError(sheetOf(match.rules).BELOW_MINIMUM, 'the hand does not reach the minimum');
  return settled.delta;
}

/** The hand to come: its number, winds and whether the match is over. */
export function nextHand(match) {
  return replay(match).next;
}

/** Players by total, highest first; equal totals share a rank. */
export function standings(match, totals = replay(match).totals) {
  const order = [0, 1, 2, 3].sort((a, b) => totals[b] - totals[a] || a - b);
  return order.map((player) => ({
    player, name: match.players[player], total: totals[player],
    rank: 1 + totals.filter((t) => t > totals[player]).length,
  }));
}

/** Per player: hands won, of them self-drawn, discards that lost, and average points (or faan) per win. */
export function figures(match, rows = replay(match).rows) {
  const out = [0, 1, 2, 3].map((player) => ({ player, wins: 0, self_drawn: 0, dealt_in: 0, penalties: 0, points: 0, average: null }));
  for (const { entry } of rows) {
    if (entry.kind === 'penalty' && entry.reason === 'false_win') out[entry.offender].penalties += 1;
    if (entry.kind !== 'win') continue;
    // every winner of the hand (several on one discard where the rules allow it: `others`)
    for (const { winner, points } of [entry, ...(entry.others ?? [])]) {
      const w = out[winner];
      w.wins += 1;
      w.points += points;
      if (entry.self_drawn) w.self_drawn += 1;
    }
    if (!entry.self_drawn) out[entry.discarder].dealt_in += 1;
  }
  for (const f of out) f.average = f.wins ? Math.round((f.points / f.wins) * 10) / 10 : null;
  return out;
}

export { WINDS };
