// Riichi in the score sheet (web/sheet/): a 東風戦 or 半荘 of four players
// from the preset's starting points, the dealer's repeats (連荘), the honba
// and the riichi deposits on the table, draws with who was ready, and the
// end: placement, return points, oka and uma. Every win is paid by the
// core's settle() (han and fu, or the calculator's basic points, with the
// honba and deposits this module counts); what is here is the table's
// bookkeeping around it. Each value of GAME is cited in docs/riichi-rules.md
// ("The score sheet").
import { h } from '../../sheet/dom.js';
import { coreDefault, settleWin } from '../../sheet/core.js';
import { WINDS } from '../../sheet/rotation.js';
import { SheetError } from '../../sheet/errors.js';
import { valueWords } from '../../sheet/option-words.js';

/**
 * The game by the preset (the core's option `preset`): starting points,
 * return points (返し; oka is their difference times four, to the first),
 * uma by place in thousands, whether a player below zero ends the game
 * (飛び), whether the dealer keeps the deal when ready at an exhaustive draw
 * (`tenpai_renchan`, テンパイ連荘), the all-last dealer first after a win
 * or ready at a draw ending the game (`agari_yame`, `tenpai_yame`:
 * アガリ止め, テンパイ止め, as online games play them: at once), `target`:
 * the points the first needs for the game to end after the last deal (else
 * one more round, sudden death: 西入, or 南入 in an East-only game; null:
 * no such round), how tied players share a place ('seat': the one nearer
 * the first dealer ranks higher; 'split': they share the places' uma and
 * oka), where deposits left at the end go ('first' or 'lost'); how many
 * players may win on one discard (`ron`: 1, head bump, only the nearest to
 * the discarder; 2, a third makes an abortive draw; 3); whether abortive
 * draws and nagashi mangan are played; a chombo's cost ('mangan': paid to
 * the others as a mangan, the offender as the payer; a number: taken off
 * the final score).
 */
const TENHOU = {
  start: 25000, return: 30000, uma: [20, 10, -10, -20], tobi: true, tenpai_renchan: true, agari_yame: true, tenpai_yame: true,
  target: 30000, ties: 'seat', leftover: 'first', ron: 2, abortive: true, nagashi: true, chombo: 'mangan',
};
const TABLE = { tobi: false, agari_yame: false, tenpai_yame: false, target: null, ties: 'split', chombo: 20000 };
export const GAME = {
  tenhou: TENHOU,
  mahjong_soul: { ...TENHOU, return: 25000, uma: [15, 5, -5, -15] },
  wrc: { ...TENHOU, ...TABLE, start: 30000, uma: [15, 5, -5, -15], ron: 1, abortive: false, nagashi: false },
  ema: { ...TENHOU, ...TABLE, start: 30000, uma: [15, 5, -5, -15], ron: 3, abortive: false, nagashi: false },
  // head bump, no abortive draws (docs/riichi-rules.md §8: M.League's rules as fans' guides set them out)
  m_league: { ...TENHOU, ...TABLE, uma: [30, 10, -10, -30], ron: 1, abortive: false },
};

/**
 * A table's own game (`game: 'custom'` in the match's options): these keys
 * of the options, each over the preset's value of the same meaning; the
 * rest (the end of the game, abortive draws, chombo) stay the preset's.
 */
export const CUSTOM = {
  start_points: 'start', return_points: 'return', uma: 'uma', ties: 'ties', leftover: 'leftover',
  tobi: 'tobi', tenpai_renchan: 'tenpai_renchan', max_ron: 'ron',
};
/** The bounds of a table's own points (a multiple of 100) and uma (each place, in thousands). */
export const POINTS_RANGE = [100, 1000000];
const UMA_MOST = 1000;

/**
 * Uma as a table writes it: two numbers "10-20" (2nd +10, 3rd -10, 1st +20,
 * 4th -20), or four by place "+20/+10/-10/-20" (commas, spaces or slashes
 * between), whole thousands, first to fourth, summing to zero. Null when it
 * is none of these.
 */
export function parseUma(text) {
  const s = String(text ?? '').trim().replace(/[−–]/g, '-').replace(/＋/g, '+');
  const pair = /^(\d{1,4})\s*-\s*(\d{1,4})$/.exec(s);
  let uma;
  if (pair) {
    const [low, high] = [Number(pair[1]), Number(pair[2])];
    uma = [high, low, -low, -high];
  } else {
    const parts = s.split(/[\s,/、]+/).filter(Boolean);
    if (parts.length !== 4 || !parts.every((x) => /^[+-]?\d{1,4}$/.test(x))) return null;
    uma = parts.map(Number).map((x) => x + 0); // -0 as 0
  }
  const ordered = uma.every((u, i) => i === 0 || uma[i - 1] >= u);
  const zero = uma.reduce((a, b) => a + b, 0) === 0;
  return ordered && zero && uma.every((u) => Math.abs(u) <= UMA_MOST) ? uma : null;
}

const pointsOk = (v) => Number.isInteger(v) && v >= POINTS_RANGE[0] && v <= POINTS_RANGE[1] && v % 100 === 0;
// each of a table's own keys: whether a value is one the game can play
const CUSTOM_CHECKS = {
  start_points: pointsOk,
  return_points: pointsOk,
  uma: (v) => parseUma(v) !== null,
  ties: (v) => v === 'seat' || v === 'split',
  leftover: (v) => v === 'first' || v === 'lost',
  tobi: (v) => typeof v === 'boolean',
  tenpai_renchan: (v) => typeof v === 'boolean',
  max_ron: (v) => [1, 2, 3].includes(v),
};

/**
 * Why a table's own game cannot be played (its first key and the English),
 * or null: each value in its range, the return points not below the
 * starting points (oka is never negative).
 */
export function customProblem(options) {
  if (options?.game !== 'custom') return null;
  for (const [key, ok] of Object.entries(CUSTOM_CHECKS)) {
    if (!ok(options[key])) return { key, english: `${key} is not a value a game can be played with` };
  }
  if (options.return_points < options.start_points) return { key: 'return_points', english: 'the return points are below the starting points' };
  return null;
}

/** The abortive draws (途中流局): nine terminals, four winds, four riichi, four kongs, three players winning on one discard. */
export const ABORTIVE = ['nine_terminals', 'four_winds', 'four_riichi', 'four_kongs', 'triple_ron'];

/** What a riichi costs (供託, one 1,000 stick) and the noten payments on an exhaustive draw (不聴罰符, 3,000 shared). */
export const DEPOSIT = 1000;
export const NOTEN = 3000;

/** The game's lengths: East only (東風戦, four deals) or East and South (半荘, eight). */
export const LENGTHS = { east: 1, south: 2 };

/** Why a match takes no more hands (an error's English). */
export const OVER = 'the game is over';

/** The core's preset of a match (Tenhou's by default). */
export const presetOf = (match) => match.options?.preset ?? coreDefault('riichi', 'preset');

/** The game's values: the preset's (an unknown preset is Tenhou's), a table's own over them. */
export function gameOf(match) {
  const base = GAME[presetOf(match)] ?? GAME.tenhou;
  const options = match.options ?? {};
  if (options.game !== 'custom') return base;
  const own = Object.fromEntries(Object.entries(CUSTOM).map(([key, field]) => [field, key === 'uma' ? parseUma(options.uma) : options[key]]));
  return { ...base, ...own };
}

const lengthOf = (match) => LENGTHS[match.options?.length] ?? LENGTHS.south;

/** The winds of a hand from the dealer and how many times the deal has passed. */
export function seating({ dealer, passes }) {
  return {
    prevalent: WINDS[Math.floor(passes / 4) % 4],
    seats: [0, 1, 2, 3].map((p) => WINDS[(p - dealer + 4) % 4]),
  };
}

/**
 * An exhaustive draw's noten payments by player from who was ready: 3,000
 * shared, the ready players receiving what the others pay (3 to 1: 1,000
 * each; 2 to 2: 1,500; 1 to 3: 3,000 from one); nobody or everybody ready,
 * nothing.
 */
export function notenPayments(ready) {
  const k = ready.length;
  if (k === 0 || k === 4) return [0, 0, 0, 0];
  return [0, 1, 2, 3].map((p) => (ready.includes(p) ? NOTEN / k : -NOTEN / (4 - k)));
}

const riichiOf = (entry) => entry.riichi ?? [];
/** A win's winners: the entry's own, and those on the same discard (`others`: {winner, points, fu}). */
const winsOf = (entry) => [entry, ...(entry.others ?? [])];

/** Of several winners on one discard, the one nearest the discarder in turn (E, S, W, N after the discarder's seat). */
export function nearest(winners, discarder, seats) {
  if (discarder === null || discarder === undefined) return winners[0];
  const after = (p) => (WINDS.indexOf(seats[p]) - WINDS.indexOf(seats[discarder]) + 4) % 4;
  return [...winners].sort((a, b) => after(a) - after(b))[0];
}

/**
 * A chombo's payments by the preset: a mangan paid by the offender to the
 * others (the offender's own mangan self-draw turned round: a dealer pays
 * 4,000 to each, a non-dealer 4,000 to the dealer and 2,000 to each other),
 * or nothing now, its points taken off the final score.
 */
export function chomboDelta(match, offender, seats) {
  const { chombo } = gameOf(match);
  if (chombo !== 'mangan') return [0, 0, 0, 0];
  return manganTsumo(match, offender, seats).map((d) => -d || 0);
}

/**
 * The hand-by-hand state of a game, as replay() walks its entries: the
 * seating, the honba and deposits on the table, each hand's payments, and
 * when the game ends.
 */
export function rotation(match) {
  const game = gameOf(match);
  const deals = 4 * lengthOf(match);
  let dealer = 0;
  let passes = 0;
  let honba = 0;
  let deposits = 0;
  let over = false;
  return {
    seating: () => seating({ dealer, passes }),
    round: () => Math.floor(passes / 4) + 1,
    over: () => over,
    // the sticks on the table before the hand to come
    table: () => ({ honba, deposits, dealer, deal: (passes % 4) + 1 }),
    // what each player's score changes by in this hand: the core's payment
    // of the win (with the honba and every deposit on the table, this hand's
    // riichi included), each riichi declared costing its player 1,000
    delta: (entry, seats) => {
      if (entry.kind === 'penalty') return undefined;
      const paid = [0, 1, 2, 3].map((p) => (riichiOf(entry).includes(p) ? -DEPOSIT : 0));
      if (entry.kind === 'draw') {
        if (entry.abortive && !game.abortive) throw new SheetError('abortive', 'the rules play no abortive draws');
        if (entry.abortive === 'triple_ron' && game.ron !== 2) throw new SheetError('abortive', 'three players winning on one discard is no draw in these rules');
        if (entry.nagashi?.length && !game.nagashi) throw new SheetError('nagashi', 'the rules play no nagashi mangan');
        // an abortive draw pays no noten payments; nagashi mangan is paid instead of them
        const hand = entry.abortive ? [0, 0, 0, 0]
          : entry.nagashi?.length ? entry.nagashi.map((p) => manganTsumo(match, p, seats)).reduce((a, b) => a.map((x, i) => x + b[i]))
            : notenPayments(entry.ready ?? []);
        return hand.map((d, p) => d + paid[p]);
      }
      const wins = winsOf(entry);
      if (wins.length > game.ron) throw new SheetError('ron', `at most ${game.ron} may win on one discard in these rules`, [game.ron]);
      // the honba and every deposit to the winner nearest the discarder in turn
      const first = nearest(wins.map((w) => w.winner), entry.discarder, seats);
      const total = [...paid];
      for (const w of wins) {
        const value = w.base_points && entry.source !== 'hand' ? {} : { han: w.points, ...(w.fu ? { fu: w.fu } : {}) };
        const table = w.winner === first ? { honba, deposits: deposits + riichiOf(entry).length } : {};
        settleWin(match, seats, {
          winner: w.winner, discarder: entry.self_drawn ? null : entry.discarder,
          base_points: w.base_points && entry.source !== 'hand' ? w.base_points : null, extra: { ...value, ...table },
        }).delta.forEach((d, p) => { total[p] += d; });
      }
      return total;
    },
    after: (entry, totals) => {
      // the all-last hand (the last deal of the game's length) or one of the round after it
      const allLast = passes >= deals - 1;
      const was = dealer;
      let keeps;
      if (entry.kind === 'draw') {
        // the dealer keeps the deal when ready, where the rules say so (テンパイ連荘); the sticks stay
        keeps = game.tenpai_renchan && (entry.ready ?? []).includes(dealer);
        honba += 1;
        deposits += riichiOf(entry).length;
        // an abortive draw: the dealer deals again
        if (entry.abortive) keeps = true;
      } else {
        // the dealer among the winners keeps the deal (EMA RCR 2016 §3.4.9: "whether more players win or not")
        keeps = winsOf(entry).some((w) => w.winner === dealer);
        honba = keeps ? honba + 1 : 0;
        deposits = 0;
      }
      if (!keeps) {
        passes += 1;
        dealer = (dealer + 1) % 4;
      }
      over = (game.tobi && totals.some((t) => t < 0)) || (allLast && gameEnds(game, { entry, totals, keeps, dealer: was, passes, deals }));
    },
    // how many times the dealer has kept the deal (the honba after a dealer's win or a draw)
    repeat: () => honba,
  };
}

/**
 * Whether the game ends after its all-last hand (or one of the round after
 * it): the dealer who keeps the deal plays on, unless first (and holding the
 * preset's target) after a win or ready at a draw where the rules stop there
 * (アガリ止め, テンパイ止め); otherwise it ends once the deal has passed the
 * last dealer, where the rules play no round after the last; where they do,
 * once a player holds the target (sudden death), and after that round's
 * fourth deal whatever the points (Tenhou: no North round).
 */
export function gameEnds(game, { entry, totals, keeps, dealer, passes, deals }) {
  const reached = (p) => game.target === null || totals[p] >= game.target;
  if (keeps) {
    const first = totals.every((t, p) => p === dealer || totals[dealer] > t);
    const stops = entry.kind === 'win' ? game.agari_yame : !entry.abortive && game.tenpai_yame;
    return stops && first && reached(dealer);
  }
  if (game.target === null) return passes >= deals;
  return passes >= deals + 4 || totals.some((t) => t >= game.target);
}

/** What a mangan self-drawn by `winner` pays at these seats (the core's settlement): nagashi mangan, and a chombo turned round. */
export function manganTsumo(match, winner, seats) {
  return settleWin(match, seats, { winner, discarder: null, base_points: 2000 }).delta;
}

/** Every player's score before the first hand: the preset's starting points. */
export const startingTotals = (match) => [0, 1, 2, 3].map(() => gameOf(match).start);

/**
 * The end of a game: each player's final points (the deposits left on the
 * table to the first, by the preset), place, and the score players quote:
 * (points - return) / 1000 + uma, the oka to the first; tied players by the
 * preset (the one nearer the first dealer ranks higher, or sharing).
 */
export function finalScores(match, totals, deposits) {
  const game = gameOf(match);
  const order = [0, 1, 2, 3].sort((a, b) => totals[b] - totals[a] || a - b);
  const points = [...totals];
  if (game.leftover === 'first' && deposits) points[order[0]] += deposits * DEPOSIT;
  const oka = ((game.return - game.start) * 4) / 1000;
  const bonus = game.uma.map((u, i) => u + (i === 0 ? oka : 0));
  const places = [...order].sort((a, b) => points[b] - points[a] || a - b);
  const out = [0, 1, 2, 3].map((p) => ({ player: p, points: points[p] }));
  // a chombo by a fixed amount comes off the final score, after the placing (EMA, WRC, M.League)
  const chombos = [0, 1, 2, 3].map((p) => (match.entries ?? []).filter((e) => e.kind === 'penalty' && e.reason === 'false_win' && e.offender === p).length);
  const fine = typeof game.chombo === 'number' ? game.chombo / 1000 : 0;
  places.forEach((p, i) => {
    const tied = game.ties === 'split' ? places.filter((q) => points[q] === points[p]) : [p];
    const from = places.indexOf(tied[0]);
    const share = tied.reduce((s, _, j) => s + bonus[from + j], 0) / tied.length;
    out[p].place = game.ties === 'split' ? from + 1 : i + 1;
    out[p].score = round1((points[p] - game.return) / 1000 + share - fine * chombos[p]);
  });
  return out;
}

const round1 = (x) => Math.round(x * 10) / 10;

/** A score as players quote it: +47.0, -12.3. */
export const scoreText = (s) => `${s > 0 ? '+' : s < 0 ? '-' : '±'}${Math.abs(s).toFixed(1)}`;

/** The rule set's name in the sheet, and its line in the new match's choice of rules. */
export const NAMES = {
  en: { name: 'Riichi', choice: 'Riichi (Japanese), East or East-South game' },
  'zh-Hans': { name: '日本麻将', choice: '日本麻将（立直），东风战或半庄战' },
  'zh-Hant': { name: '日本麻雀', choice: '日本麻雀（立直），東風戰或半莊戰' },
  ja: { name: 'リーチ麻雀', choice: 'リーチ麻雀、東風戦・半荘戦' },
};

/**
 * The game's own options: its length, and whether the table plays the
 * preset's game or its own (`game: 'custom'` with the keys of CUSTOM); the
 * rest are the core's, the preset among them.
 */
export const DEFAULTS = { length: 'south' };
export const OWN_OPTIONS = ['length', 'game', ...Object.keys(CUSTOM)];
/** A win is paid by the options (kiriage changes 4 han 30 fu). */
export const SETTLES_BY_OPTIONS = true;
/** Payments are worked out hand by hand (the honba and deposits follow any edit before), never kept. */
export const SETTLES_IN_REPLAY = true;
/** The bound of a hand's han in a kept record (core/settle_value.h kMaxHan). */
export const MAX_VALUE = 130;
export const BELOW_MINIMUM = 'points';
/** A value the core settles under any options, to ask whether it reads them (core.js optionsRefusal): a mangan needs no fu. */
export const PROBE = { han: 5 };
/** No list of fans to tick: a table calls a hand by its han and fu. */
export const BY_FAN_LIST = false;
/** A draw says who was ready: recorded through the sheet's form. */
export const DRAW_BY_FORM = true;

/** A won hand's own fields from the calculator's result: han, fu, its basic points, and the winner's riichi. */
export function entryOfResult(result, situation, winner) {
  return {
    points: result.han, ...(result.fu ? { fu: result.fu } : {}), base_points: result.base_points,
    riichi: situation.riichi || situation.double_riichi ? [winner] : [], delta: undefined,
  };
}

/** The calculator's next hand: the sticks on the table. */
export const nextSituation = (next) => ({ honba: next.table.honba, riichi_sticks: next.table.deposits });

const players = (v) => Array.isArray(v) && v.length <= 4 && new Set(v).size === v.length && v.every((p) => [0, 1, 2, 3].includes(p));

/** A kept entry's own fields, checked as it is read (read-match.js): who declared riichi, who was ready, the fu. */
export function readEntry(e) {
  if (e.riichi !== undefined && !players(e.riichi)) return false;
  if (e.kind === 'draw') {
    return (e.ready === undefined || players(e.ready)) && (e.abortive === undefined || ABORTIVE.includes(e.abortive))
      && (e.nagashi === undefined || (players(e.nagashi) && e.nagashi.length > 0 && e.abortive === undefined));
  }
  const fu = (f) => f === undefined || (Number.isInteger(f) && f >= 20 && f <= 130);
  const other = (o) => o && typeof o === 'object' && [0, 1, 2, 3].includes(o.winner) && o.winner !== e.winner && o.winner !== e.discarder
    && Number.isInteger(o.points) && o.points >= 0 && o.points <= MAX_VALUE && fu(o.fu)
    && (o.base_points === undefined || (Number.isInteger(o.base_points) && o.base_points > 0));
  const others = e.others === undefined || (Array.isArray(e.others) && e.others.length <= 2 && !e.self_drawn && e.others.every(other)
    && new Set(e.others.map((o) => o.winner)).size === e.others.length);
  return fu(e.fu) && others;
}

export const valueCell = (e) => (e.fu ? `${e.points}/${e.fu}` : `${e.points}`);
export const paymentsAgree = () => true;
export function optionProblem(options) {
  if (options?.length !== undefined && options?.length !== null && !(options.length in LENGTHS)) {
    return { key: 'length', english: `length is not one of ${Object.keys(LENGTHS).join(', ')}` };
  }
  if (options?.game !== undefined && options?.game !== null && options.game !== 'custom') return { key: 'game', english: 'game is not custom' };
  return customProblem(options);
}

/** A false win is a chombo, its payments by the preset (chomboDelta), not an amount from each. */
export const falseWinAmount = () => 0;
export const falseWinDelta = chomboDelta;

// ---- the new game's form ----

// The table's own game as the form's fields hold it, from a game's values (the preset's, to start from).
const customOf = (g) => ({
  start_points: g.start, return_points: g.return, uma: umaText(g.uma), ties: g.ties, leftover: g.leftover,
  tobi: g.tobi, tenpai_renchan: g.tenpai_renchan, max_ron: g.ron,
});

/** Uma as players write it: +20/+10/-10/-20. */
export const umaText = (uma) => uma.map((u) => (u > 0 ? `+${u}` : String(u))).join('/');

export function readForm(data, options) {
  if (!(data.get('length') in LENGTHS)) return options;
  const out = { ...options, length: data.get('length') };
  for (const key of OWN_OPTIONS.slice(1)) delete out[key];
  if (data.get('game') !== 'custom') return out;
  // the choice just made: the preset's values to start from (the fields are drawn next)
  if (!data.has('start_points')) return { ...out, game: 'custom', ...customOf(gameOf({ options: out })) };
  const num = (k) => (data.get(k) === '' ? null : Number(data.get(k)));
  return {
    ...out, game: 'custom', start_points: num('start_points'), return_points: num('return_points'), uma: String(data.get('uma') ?? ''),
    ties: data.get('ties'), leftover: data.get('leftover'), tobi: data.has('tobi'), tenpai_renchan: data.has('tenpai_renchan'),
    max_ron: num('max_ron'),
  };
}

/** A table's own game that cannot be played, in the form's words: which field. */
export function formRefusal(options, lang) {
  const problem = customProblem(options);
  if (!problem) return null;
  const t = WORDS[lang] ?? WORDS.en;
  if (problem.key === 'return_points' && Number.isInteger(options.return_points)) return new SheetError('custom_return', problem.english);
  return new SheetError('custom_game', problem.english, [t.custom[problem.key]]);
}

const radios = (name, value, choices, testid) => Object.entries(choices).map(([v, label]) => h('label', { class: 'choice' },
  h('input', { type: 'radio', name, value: v, checked: String(value) === v, 'data-testid': testid }), label));
const box = (name, checked, label) => h('label', { class: 'choice' }, h('input', { type: 'checkbox', name, checked, 'data-testid': `custom-${name}` }), label);
const field = (name, value, label, attrs) => h('label', { class: 'field' }, label,
  h('input', { name, value: value ?? '', autocomplete: 'off', 'data-testid': `custom-${name}`, ...attrs }));
const pointsField = (name, value, label) => field(name, value, label, { type: 'number', inputmode: 'numeric', min: String(POINTS_RANGE[0]), step: '100' });

// The game: the preset's (named), or the table's own with its fields, each filled from the preset to start.
function gameFields(options, lang, t) {
  const custom = options.game === 'custom';
  const c = t.custom;
  return h('fieldset', { 'data-testid': 'game-choice' }, h('legend', {}, t.game),
    radios('game', custom ? 'custom' : 'preset', { preset: t.game_preset(valueWords('riichi', 'preset', presetOf({ options }), lang, t)), custom: t.game_custom }, 'game-choice'),
    custom && h('div', { class: 'sheet-options', 'data-testid': 'custom-game' },
      pointsField('start_points', options.start_points, c.start_points),
      pointsField('return_points', options.return_points, c.return_points),
      field('uma', options.uma, c.uma, { inputmode: 'text', placeholder: '10-20', 'aria-describedby': 'uma-hint' }),
      h('small', { class: 'hint', id: 'uma-hint' }, c.uma_hint),
      h('fieldset', {}, h('legend', {}, c.ties), radios('ties', options.ties, c.ties_choices, 'custom-ties')),
      h('fieldset', {}, h('legend', {}, c.leftover), radios('leftover', options.leftover, c.leftover_choices, 'custom-leftover')),
      h('fieldset', {}, h('legend', {}, c.max_ron), radios('max_ron', options.max_ron, c.max_ron_choices, 'custom-max_ron')),
      box('tobi', options.tobi, c.tobi),
      box('tenpai_renchan', options.tenpai_renchan, c.tenpai_renchan)));
}

export const form = {
  fields: (options, lang, t) => h('div', {},
    h('fieldset', { 'data-testid': 'length-choice' }, h('legend', {}, t.length),
      radios('length', options.length ?? DEFAULTS.length, t.lengths, 'length-choice')),
    gameFields(options, lang, t)),
  heading: 'scoring_options',
  skip: [],
};

/**
 * The terms the final scores are worked out by, as a line: whose game
 * (the preset's or the table's own), starting and return points with the
 * oka, uma, ties and the deposits left.
 */
export function termsText(match, t, lang) {
  const g = gameOf(match);
  const who = match.options?.game === 'custom' ? t.game_custom_short : valueWords('riichi', 'preset', presetOf(match), lang, t);
  const oka = ((g.return - g.start) * 4) / 1000;
  return t.terms(who, t.figure(g.start), t.figure(g.return), oka ? `+${oka}` : '0', umaText(g.uma),
    t.custom.ties_choices[g.ties], t.custom.leftover_choices[g.leftover]);
}

// ---- the hand's form: han and fu, who declared riichi, who was ready ----

const ticks = (name, chosen, who) => [0, 1, 2, 3].map((p) => h('label', { class: 'choice' },
  h('input', { type: 'checkbox', name, value: p, checked: (chosen ?? []).includes(p), 'data-testid': `form-${name}` }), who(p)));

/** The hand form's own fields, after the value. */
const number = (name, value, label, attrs = {}) => h('label', { class: 'field' }, label,
  h('input', { type: 'number', name, value: value ?? '', inputmode: 'numeric', min: '0', step: '1', ...attrs }));

/**
 * The hand form's own fields, after the value: the fu; on a discard, others
 * who won on it too (ダブロン) with their han and fu; on a draw, whether it
 * was exhaustive (who was ready) or abortive (which); who declared riichi.
 */
export function handForm(v, who, t) {
  const ron = v.winner !== 'draw' && v.winner !== null && v.how !== 'self';
  const also = (p) => (v.others ?? []).find((o) => o.winner === p);
  return [
    v.winner !== 'draw' && number('fu', v.fu, t.fu, { min: '20', step: '10', 'data-testid': 'form-fu' }),
    ron && h('fieldset', { 'data-testid': 'form-others' }, h('legend', {}, t.also_won),
      [0, 1, 2, 3].filter((p) => p !== v.winner && p !== v.how).map((p) => h('div', { class: 'sheet-also' },
        h('label', { class: 'choice' }, h('input', { type: 'checkbox', name: 'also', value: p, checked: !!also(p), 'data-testid': 'form-also' }), who(p)),
        also(p) && number(`also_han${p}`, also(p).points, t.points, { 'data-testid': `form-also-han-${p}` }),
        also(p) && number(`also_fu${p}`, also(p).fu, t.fu, { min: '20', step: '10', 'data-testid': `form-also-fu-${p}` })))),
    v.winner === 'draw' && h('fieldset', {}, h('legend', {}, t.draw_kind),
      ['exhaustive', ...ABORTIVE].map((k) => h('label', { class: 'choice' },
        h('input', { type: 'radio', name: 'draw_kind', value: k, checked: (v.abortive ?? 'exhaustive') === k, 'data-testid': 'form-draw-kind' }), t.draw_kinds[k]))),
    v.winner === 'draw' && !v.abortive && h('fieldset', {}, h('legend', {}, t.ready), ticks('ready', v.ready, who)),
    v.winner === 'draw' && !v.abortive && h('fieldset', {}, h('legend', {}, t.nagashi), ticks('nagashi', v.nagashi, who)),
    h('fieldset', {}, h('legend', {}, t.riichi_declared), ticks('riichi', v.riichi, who)),
  ];
}

export function readHandForm(data) {
  const list = (k) => data.getAll(k).map(Number);
  const num = (k) => (data.get(k) === null || data.get(k) === '' ? null : Number(data.get(k)));
  const kind = data.get('draw_kind');
  return {
    ready: list('ready'), riichi: list('riichi'), fu: num('fu'), nagashi: list('nagashi'),
    abortive: ABORTIVE.includes(kind) ? kind : null,
    others: list('also').map((p) => ({ winner: p, points: num(`also_han${p}`), fu: num(`also_fu${p}`) })),
  };
}

export const formValues = (entry) => ({
  ready: entry?.ready ?? [], riichi: entry?.riichi ?? [], fu: entry?.fu ?? null, abortive: entry?.abortive ?? null, nagashi: entry?.nagashi ?? [],
  others: (entry?.others ?? []).map((o) => ({ ...o })),
});

/** The entry's own fields from the form. */
export function handExtras(v) {
  const out = { riichi: [...(v.riichi ?? [])].sort() };
  if (v.winner === 'draw') {
    if (v.abortive) out.abortive = v.abortive;
    else out.ready = [...(v.ready ?? [])].sort();
    if (!v.abortive && v.nagashi?.length) out.nagashi = [...v.nagashi].sort();
    return out;
  }
  if (v.fu !== null && v.fu !== undefined) out.fu = v.fu;
  const others = v.how === 'self' ? [] : (v.others ?? []).filter((o) => o.winner !== v.winner && o.winner !== v.how);
  for (const o of others) {
    if (!Number.isInteger(o.points) || o.points < 1) throw new SheetError('points', 'the value is a whole number');
  }
  if (others.length) out.others = others.map((o) => ({ winner: o.winner, points: o.points, ...(o.fu ? { fu: o.fu } : {}) }));
  return out;
}

/** What a row says beyond who won: the others on the same discard; a draw's kind and who was ready. */
export function describeMore(entry, name, t) {
  if (entry.kind === 'draw') {
    if (entry.abortive) return ` (${t.draw_kinds[entry.abortive]})`;
    const nagashi = entry.nagashi?.length ? `${t.sep}${t.nagashi_by(entry.nagashi.map(name).join(t.fan_sep))}` : '';
    return (entry.ready?.length ? `${t.sep}${t.ready_list(entry.ready.map(name).join(t.fan_sep))}` : `${t.sep}${t.none_ready}`) + nagashi;
  }
  return (entry.others ?? []).map((o) => `${t.sep}${t.also(name(o.winner), o.points)}`).join('');
}

// ---- the match's lines ----

/** After "Next: hand n, East round": 東2局 1本場, the deposits on the table, who deals. */
export const nextLine = (match, next, t, name) => `${t.sep}${t.deal_no(t.winds[next.prevalent], next.table.deal)}${next.table.honba ? t.sep + t.honba(next.table.honba) : ''}`
  + `${next.table.deposits ? t.sep + t.deposits(next.table.deposits) : ''}${t.sep}${t.deals(name(next.table.dealer))}`;
export const optionsTail = (match, t, lang) => [h('span', { 'data-testid': 'match-length', 'data-length': match.options?.length ?? DEFAULTS.length },
  ` · ${t.lengths[match.options?.length ?? DEFAULTS.length]}`),
// a table's own game said where the match's rules are (the preset's are its name, already there)
match.options?.game === 'custom' ? h('span', { 'data-testid': 'match-terms' }, ` · ${termsText(match, t, lang)}`) : null];
/** Under the final table: the terms its scores are worked out by. */
export const finalTerms = termsText;
export const playedOf = (played) => `${played}`;
/** A row's round as players say it: East 3 (東3局), its honba beside it. */
export const roundOf = (row, t) => (row.table ? `${t.deal_no(t.winds[row.prevalent], row.table.deal)}${row.table.honba ? `${t.sep}${t.honba(row.table.honba)}` : ''}` : null);

// Riichi's own words over the sheet's.
export const WORDS = {
  en: {
    points: 'Han', points_unit: 'han', needs_unit: 'han', average: 'Average han', worth: (v) => `${v} han`, fu: 'Fu',
    draw: 'Draw (流局)', record_draw: 'Draw (流局, no winner)', recorded_draw: (n) => `Hand ${n} recorded: a draw (流局).`,
    self_drawn: 'tsumo', off: (name) => `ron off ${name}`, discard_from: (name) => `Ron: ${name}'s discard`, dealt_in: 'Dealt in',
    ready: 'Ready (tenpai)', riichi_declared: 'Riichi declared this hand (1,000 each to the table)',
    length: 'Length', lengths: { east: 'East only (東風戦)', south: 'East and South (半荘)' },
    deal_no: (w, n) => `${w} ${n}`, honba: (n) => `${n} honba`, deposits: (n) => `${n} on the table (${(n * 1000).toLocaleString('en-US')})`,
    deals: (name) => `${name} deals`, over: 'The game is over.',
    errors: {
      custom_game: (field) => `Check “${field}”: it is not a value a game can be played with.`,
      custom_return: 'The return points are below the starting points.', nagashi: 'These rules play no nagashi mangan.',
      abortive: 'These rules play no such abortive draw.', ron: (n) => (n === 1 ? 'These rules let only the player nearest the discarder win (head bump).' : `At most ${n} players may win on one discard under these rules.`) },
    figure: (v) => v.toLocaleString('en-US'),
    game: 'Game', game_preset: (name) => `As the rules: ${name}`, game_custom: 'The table\'s own', game_custom_short: 'The table\'s own game',
    custom: {
      start_points: 'Starting points', return_points: 'Return points (oka to the first)', uma: 'Uma',
      uma_hint: 'Two numbers (10-20: +20/+10/-10/-20) or four, first to fourth, adding up to 0.',
      ties: 'Tied players', ties_choices: { split: 'share the places', seat: 'by seat (nearer the first dealer ranks higher)' },
      leftover: 'Deposits left at the end', leftover_choices: { first: 'to the first', lost: 'lost' },
      max_ron: 'Players who may win on one discard', max_ron_choices: { 1: 'one (head bump)', 2: 'two (double ron)', 3: 'three (triple ron)' },
      tobi: 'A player below zero ends the game (tobi)', tenpai_renchan: 'The dealer keeps the deal when ready at a draw (tenpai renchan)',
    },
    terms: (who, start, ret, oka, uma, ties, leftover) => `${who}: ${start} start, ${ret} returned (oka ${oka}), uma ${uma}, tied players ${ties}, deposits left ${leftover}`,
    nagashi: 'Nagashi mangan (流し満貫)', nagashi_by: (names) => `nagashi mangan: ${names}`,
    final: 'Final', place: 'Place', final_points: 'Points', final_score: 'Score',
    also_won: 'Also won on this discard (double ron)', also: (name, han) => `${name} too (${han} han)`,
    draw_kind: 'Draw', ready_list: (names) => `ready: ${names}`, none_ready: 'nobody ready',
    draw_kinds: { exhaustive: 'Exhaustive (流局)', nine_terminals: 'Nine terminals (九種九牌)', four_winds: 'Four winds (四風連打)', four_riichi: 'Four riichi (四家立直)', four_kongs: 'Four kongs (四槓散了)', triple_ron: 'Triple ron (三家和)' },
    false_win: 'Chombo (錯和)', false_win_by: (name) => `Chombo by ${name}`,
  },
  'zh-Hans': {
    points: '番', points_unit: '番', needs_unit: '番', average: '平均番数', worth: (v) => `${v}番`, fu: '符',
    draw: '流局', record_draw: '流局（无人和牌）', recorded_draw: (n) => `第${n}局已记录：流局。`,
    self_drawn: '自摸', off: (name) => `荣和${name}`, discard_from: (name) => `荣和：${name}放铳`, dealt_in: '放铳',
    ready: '听牌', riichi_declared: '本局立直（每人1000点供托）',
    length: '局数', lengths: { east: '东风战', south: '半庄战' },
    deal_no: (w, n) => `${w}${n}局`, honba: (n) => `${n}本场`, deposits: (n) => `供托${n}根`,
    deals: (name) => `${name}坐庄`, over: '对局结束。',
    errors: {
      custom_game: (field) => `请检查“${field}”：这个值不能用于对局。`, custom_return: '返点低于起始点数。', nagashi: '本规则没有流局满贯。',
      abortive: '本规则没有这种中途流局。', ron: (n) => (n === 1 ? '本规则只算放铳者下家方向最近的一家和牌（截和）。' : `本规则一张牌最多${n}家和牌。`) },
    figure: (v) => v.toLocaleString('zh-CN'),
    game: '规则', game_preset: (name) => `按规则：${name}`, game_custom: '自定', game_custom_short: '自定规则',
    custom: {
      start_points: '起始点数', return_points: '返点（一位得冈）', uma: '马点',
      uma_hint: '两个数（10-20即+20/+10/-10/-20）或一至四位的四个数，合计为0。',
      ties: '同分', ties_choices: { split: '平分名次', seat: '按座位（离起家近者在前）' },
      leftover: '终局剩余供托', leftover_choices: { first: '归一位', lost: '没收' },
      max_ron: '一张牌最多和牌人数', max_ron_choices: { 1: '一人（截和）', 2: '两人（双响）', 3: '三人（三响）' },
      tobi: '点数低于零即终局（击飞）', tenpai_renchan: '流局时庄家听牌连庄',
    },
    terms: (who, start, ret, oka, uma, ties, leftover) => `${who}：起始${start}，返点${ret}（冈${oka}），马点${uma}，同分${ties}，剩余供托${leftover}`,
    nagashi: '流局满贯', nagashi_by: (names) => `流局满贯：${names}`,
    final: '终局', place: '名次', final_points: '点数', final_score: '得分',
    also_won: '同一张牌另有和牌（一炮多响）', also: (name, han) => `${name}也和（${han}番）`,
    draw_kind: '流局', ready_list: (names) => `听牌：${names}`, none_ready: '全员未听',
    draw_kinds: { exhaustive: '荒牌流局', nine_terminals: '九种九牌', four_winds: '四风连打', four_riichi: '四家立直', four_kongs: '四杠散了', triple_ron: '三家和了' },
    false_win: '错和', false_win_by: (name) => `${name}错和`,
  },
  'zh-Hant': {
    points: '番', points_unit: '番', needs_unit: '番', average: '平均番數', worth: (v) => `${v}番`, fu: '符',
    draw: '流局', record_draw: '流局（無人和牌）', recorded_draw: (n) => `第${n}局已記錄：流局。`,
    self_drawn: '自摸', off: (name) => `榮和${name}`, discard_from: (name) => `榮和：${name}放銃`, dealt_in: '放銃',
    ready: '聽牌', riichi_declared: '本局立直（每人1000點供託）',
    length: '局數', lengths: { east: '東風戰', south: '半莊戰' },
    deal_no: (w, n) => `${w}${n}局`, honba: (n) => `${n}本場`, deposits: (n) => `供託${n}根`,
    deals: (name) => `${name}坐莊`, over: '對局結束。',
    errors: {
      custom_game: (field) => `請檢查「${field}」：這個值不能用於對局。`, custom_return: '返點低於起始點數。', nagashi: '本規則沒有流局滿貫。',
      abortive: '本規則沒有這種中途流局。', ron: (n) => (n === 1 ? '本規則只算放銃者下家方向最近的一家和牌（截和）。' : `本規則一張牌最多${n}家和牌。`) },
    figure: (v) => v.toLocaleString('zh-TW'),
    game: '規則', game_preset: (name) => `按規則：${name}`, game_custom: '自訂', game_custom_short: '自訂規則',
    custom: {
      start_points: '起始點數', return_points: '返點（一位得岡）', uma: '馬點',
      uma_hint: '兩個數（10-20即+20/+10/-10/-20）或一至四位的四個數，合計為0。',
      ties: '同分', ties_choices: { split: '平分名次', seat: '按座位（離起家近者在前）' },
      leftover: '終局剩餘供託', leftover_choices: { first: '歸一位', lost: '沒收' },
      max_ron: '一張牌最多和牌人數', max_ron_choices: { 1: '一人（截和）', 2: '兩人（雙響）', 3: '三人（三響）' },
      tobi: '點數低於零即終局（擊飛）', tenpai_renchan: '流局時莊家聽牌連莊',
    },
    terms: (who, start, ret, oka, uma, ties, leftover) => `${who}：起始${start}，返點${ret}（岡${oka}），馬點${uma}，同分${ties}，剩餘供託${leftover}`,
    nagashi: '流局滿貫', nagashi_by: (names) => `流局滿貫：${names}`,
    final: '終局', place: '名次', final_points: '點數', final_score: '得分',
    also_won: '同一張牌另有和牌（一炮多響）', also: (name, han) => `${name}也和（${han}番）`,
    draw_kind: '流局', ready_list: (names) => `聽牌：${names}`, none_ready: '全員未聽',
    draw_kinds: { exhaustive: '荒牌流局', nine_terminals: '九種九牌', four_winds: '四風連打', four_riichi: '四家立直', four_kongs: '四槓散了', triple_ron: '三家和了' },
    false_win: '錯和', false_win_by: (name) => `${name}錯和`,
  },
  ja: {
    points: '飜', points_unit: '飜', needs_unit: '飜', average: '平均飜数', worth: (v) => `${v}飜`, fu: '符',
    draw: '流局', record_draw: '流局（和了なし）', recorded_draw: (n) => `${n}局目を記録：流局。`,
    self_drawn: 'ツモ', off: (name) => `${name}からロン`, discard_from: (name) => `ロン：${name}の放銃`, dealt_in: '放銃',
    ready: '聴牌', riichi_declared: 'この局のリーチ（供託1000点ずつ）',
    length: '対局', lengths: { east: '東風戦', south: '半荘戦' },
    deal_no: (w, n) => `${w}${n}局`, honba: (n) => `${n}本場`, deposits: (n) => `供託${n}本`,
    deals: (name) => `親：${name}`, over: '対局終了。',
    errors: {
      custom_game: (field) => `「${field}」を確かめてください：対局に使えない値です。`, custom_return: '返しが持ち点より少なくなっています。', nagashi: 'このルールに流し満貫はありません。',
      abortive: 'このルールにはこの途中流局はありません。', ron: (n) => (n === 1 ? 'このルールは頭ハネです：放銃者から見て近い一人だけが和了します。' : `このルールでは同じ牌で和了できるのは${n}人までです。`) },
    figure: (v) => v.toLocaleString('ja-JP'),
    game: 'ルール', game_preset: (name) => `ルールどおり：${name}`, game_custom: '卓のルール', game_custom_short: '卓のルール',
    custom: {
      start_points: '持ち点', return_points: '返し（オカはトップへ）', uma: 'ウマ',
      uma_hint: '二つの数（10-20なら+20/+10/-10/-20）か、1位から4位の四つの数（合計0）。',
      ties: '同点', ties_choices: { split: '順位を分ける', seat: '席順（起家に近い方が上）' },
      leftover: '終局時の供託', leftover_choices: { first: 'トップ取り', lost: '没収' },
      max_ron: '一つの牌で和了できる人数', max_ron_choices: { 1: '一人（頭ハネ）', 2: '二人（ダブロン）', 3: '三人（トリロン）' },
      tobi: '持ち点がマイナスで終了（トビ）', tenpai_renchan: '流局時、親の聴牌で連荘',
    },
    terms: (who, start, ret, oka, uma, ties, leftover) => `${who}：${start}点持ち${ret}点返し（オカ${oka}）、ウマ${uma}、同点は${ties}、供託は${leftover}`,
    nagashi: '流し満貫', nagashi_by: (names) => `流し満貫：${names}`,
    final: '終局', place: '順位', final_points: '持ち点', final_score: 'スコア',
    also_won: '同じ牌で他にもロン（ダブロン）', also: (name, han) => `${name}も和了（${han}飜）`,
    draw_kind: '流局', ready_list: (names) => `聴牌：${names}`, none_ready: '全員ノーテン',
    draw_kinds: { exhaustive: '荒牌流局', nine_terminals: '九種九牌', four_winds: '四風連打', four_riichi: '四家立直', four_kongs: '四槓散了', triple_ron: '三家和' },
    false_win: 'チョンボ（錯和）', false_win_by: (name) => `${name}のチョンボ`,
  },
};
