// Hong Kong in the score sheet (web/sheet/): who deals, when the game ends
// (never: a table stops when it likes), the form's own options, a false
// win's custom, what a player behind needs, and the sheet's HK words. The
// sheet calls these where it used to ask "is this HK?".
import { h } from '../../sheet/dom.js';
import { coreDefault, coreOption, coreOptions, settleWin } from '../../sheet/core.js';
import { optionLabel, valueWords } from '../../sheet/option-words.js';
import { SheetError } from '../../sheet/errors.js';
import { WINDS } from '../../sheet/rotation.js';

// The dealer (East) keeps the deal after winning; otherwise it passes to the
// dealer's right, the player who sat South, and every seat wind moves one
// back. The prevalent wind moves once each player has dealt (four passes).
// Tables differ on a drawn hand (流局): `dealer_keeps_on_draw`.

/** The start of an HK game: player 0 deals. */
export const START = { dealer: 0, passes: 0 };
/** A game ends when the table stops: never over (an error's English, never seen). */
export const OVER = 'the table has stopped';

/** The winds of an HK hand from its dealer state. */
export function seating({ dealer, passes }) {
  return {
    prevalent: WINDS[Math.floor(passes / 4) % 4],
    seats: [0, 1, 2, 3].map((p) => WINDS[(p - dealer + 4) % 4]),
  };
}

/** The dealer state after a hand: `winner` is a player or null for a draw. */
export function nextDealer(state, winner, { dealer_keeps_on_draw = true } = {}) {
  const keeps = winner === null ? dealer_keeps_on_draw : winner === state.dealer;
  return keeps ? state : { dealer: (state.dealer + 1) % 4, passes: state.passes + 1 };
}

/** The hand-by-hand seating of a match, as replay() walks its entries. */
export function rotation(match) {
  let dealer = START;
  return {
    seating: () => seating(dealer),
    round: () => Math.floor(dealer.passes / 4) + 1,
    over: () => false,
    // options: null is an older record's "none" (a default parameter takes only undefined)
    after: (entry) => { dealer = nextDealer(dealer, entry.kind === 'win' ? entry.winner : null, match.options ?? {}); },
    // how many times the dealer has kept the deal in a row (連莊)
    repeat: (rows, seats) => {
      const east = seats.indexOf('E');
      let n = 0;
      for (let i = rows.length - 1; i >= 0; i -= 1) {
        if (rows[i].hand === null) continue;
        if (rows[i].seats.indexOf('E') !== east) break;
        n += 1;
      }
      return n;
    },
  };
}

/** The rule set's name in the sheet, and its line in the new match's choice of rules. */
export const NAMES = {
  en: { name: 'Hong Kong', choice: 'Hong Kong, any length' },
  'zh-Hans': { name: '香港麻将', choice: '香港麻将，不限局数' },
  'zh-Hant': { name: '香港麻雀', choice: '香港麻雀，不限局數' },
  ja: { name: '香港麻雀', choice: '香港麻雀、局数自由' },
};

/** What an HK game agrees before it starts that is the sheet's own (the rest are the core's options). */
export const DEFAULTS = { dealer_keeps_on_draw: true };
/** Option keys that are the sheet's, not the core's: older games also kept `limit_base`. */
export const OWN_OPTIONS = ['dealer_keeps_on_draw', 'limit_base'];
/** An HK hand is paid by its options (stake, payment table, limit). */
export const SETTLES_BY_OPTIONS = true;
/** The bound of a hand's faan in a kept record (core/settle_value.h). */
export const MAX_VALUE = 100;
/** The error code of a hand below the minimum (the fewest faan, 起糊). */
export const BELOW_MINIMUM = 'minimum';

/** A won hand's own fields from the calculator's result: the faan after the limit, and its base points. */
export function entryOfResult(result) {
  return { points: result.capped_total, base_points: result.base_points };
}

/** An entry's value as the sheet shows it: older sheets' hands by hand also gave their base points. */
export const valueCell = (e) => (e.base_points ? `${e.points} (${e.base_points})` : e.points);

/**
 * A kept entry's payments against the core's, as a shared sheet is checked:
 * the winner's gain, and nobody else gaining (older sheets split a limit
 * hand's payments their own way).
 */
export const paymentsAgree = (entry, same) => same(entry.winner) && entry.delta.every((d, p) => p === entry.winner || d <= 0);

/**
 * The customary amount each other player receives for a false win (詐糊):
 * seed 001 lists the "Maximum Penalty"; the custom is that the offender pays
 * each player what a self-drawn limit hand costs a player who is not the
 * dealer: the core's settlement of the limit, self-drawn, without the
 * dealer's doubling (so its table and stake).
 */
export function falseWinAmount(match) {
  const limit = coreOptions(match).limit ?? coreDefault('hk', 'limit');
  const plain = { ...match, options: { ...match.options, dealer_doubles: false, min_faan: 0 } };
  return -settleWin(plain, ['E', 'S', 'W', 'N'], { winner: 0, value: limit }).delta[1];
}

const MAX_FAAN = 100; // the core's bound on a request's faan; the limit comes long before

/**
 * The fewest faan that close a gap (catchup.js): from 0 up to the limit (the
 * core says when it is reached; null when even a limit hand is not enough); a
 * hand below the minimum is no win.
 */
export function need(gap, { settled, w, d, b }) {
  for (let v = 0; v <= MAX_FAAN; v += 1) {
    const s = settled(v, w, d);
    if (s.meets_minimum && s.delta[w] - s.delta[b] > gap) return v;
    if (s.limit) return null;
  }
  return null;
}

// ---- the new game's form ----

/**
 * The settlement options an HK game sets in its own form (who pays whom and
 * how much), in the form's order; the other options come from the
 * calculator. Each is drawn and read by its type in the core's catalogue,
 * and named by the options panel's words (option-words.js).
 */
export const FORM_OPTIONS = ['stake_preset', 'stake', 'dealer_doubles', 'discard_payment', 'payment_table', 'limit', 'min_faan'];

/**
 * The form's options read from its FormData over `options`: a box ticked or
 * not, a choice as chosen, a number as typed (a whole one where the
 * catalogue bounds it), the core's default where the field holds none.
 */
export function readForm(data, options) {
  if (!data.has('stake')) return options;
  const out = { ...options, dealer_keeps_on_draw: data.get('dealer_keeps_on_draw') !== null };
  for (const key of FORM_OPTIONS) {
    const option = coreOption('hk', key);
    const text = data.get(key);
    if (option.type === 'boolean') out[key] = text !== null;
    else if (option.type === 'choice') out[key] = option.choices.includes(text) ? text : option.default;
    else out[key] = numberOr(text, option);
  }
  return out;
}

function numberOr(text, option) {
  const n = Number(text);
  const whole = option.min !== undefined;
  const fits = text !== null && text !== '' && Number.isFinite(n) && (whole ? Number.isInteger(n) : n > 0);
  return fits ? n : option.default;
}

/** Why the form's options cannot start a game, or null: a named stake is a stake (the core refuses both). */
export function formRefusal(options, lang, sameValue) {
  if (options.stake_preset === coreDefault('hk', 'stake_preset') || sameValue(options.stake, 1)) return null;
  return new SheetError('stake_both', 'a named stake and money per point',
    ['stake_preset', 'stake'].map((id) => optionLabel('hk', id, lang)));
}

const check = (name, checked, text) => h('label', { class: 'choice' }, h('input', { type: 'checkbox', name, checked }), text);

// One of the game's own options, drawn by its type in the core's catalogue,
// its label and choices as the options panel names them (rules/hk/options.js),
// its choices in the core's order.
function control(key, value, lang, t) {
  const option = coreOption('hk', key);
  const label = h('span', { 'data-label': key }, optionLabel('hk', key, lang));
  if (option.type === 'boolean') return check(key, value, label);
  if (option.type === 'choice') {
    return h('label', { class: 'field' }, label, h('select', { name: key, 'data-testid': `option-${key}` },
      option.choices.map((c) => h('option', { value: c, selected: value === c }, valueWords('hk', key, c, lang, t)))));
  }
  const whole = option.min !== undefined;
  return h('label', { class: 'field' }, label, h('input', {
    type: 'number', name: key, value, min: option.min ?? '0', max: option.max, step: whole ? '1' : 'any', inputmode: whole ? 'numeric' : 'decimal',
  }));
}

/** The new game's own fields; the calculator's options said under `other_options`, those drawn here left out. */
export const form = {
  fields: (options, lang, t) => h('div', { class: 'sheet-options', 'data-testid': 'hk-form-options' },
    FORM_OPTIONS.flatMap((key) => (key === 'dealer_doubles'
      // the deal on a draw is the sheet's own setting (the core scores one hand), beside the other box
      ? [check('dealer_keeps_on_draw', options.dealer_keeps_on_draw, t.keeps_on_draw), control(key, options[key], lang, t)]
      : [control(key, options[key], lang, t)]))),
  heading: 'other_options',
  skip: FORM_OPTIONS,
};

// ---- the match's lines ----

/** After "Hand n, East round": who deals, and how often in a row. */
export const nextLine = (match, next, t, name) => `${t.sep}${t.deals(name(next.seats.indexOf('E')))}${next.repeat ? t.repeat(next.repeat) : ''}`;

/** After the match's options: the sheet's own, where it is not the custom. */
export const optionsTail = (match, t) => (match.options?.dealer_keeps_on_draw === false ? ` · ${t.keeps_on_draw}: ${t.opt_off}` : '');

export const playedOf = (played) => `${played}`;
/** A kept record's own option, checked as it is read: null when it is right. */
export const optionProblem = (options) => (options?.dealer_keeps_on_draw === undefined || options?.dealer_keeps_on_draw === null
  || typeof options.dealer_keeps_on_draw === 'boolean' ? null : { key: 'dealer_keeps_on_draw', english: 'dealer_keeps_on_draw is not true or false' });
export const BY_FAN_LIST = false;


// Hong Kong's own words, for an HK game, over the sheet's (a table of words
// is laid one level deep: `errors` adds to the general errors).
export const WORDS = {
  en: {
    points: 'Faan', points_unit: 'faan', needs_unit: 'faan', average: 'Average faan', dealt_in: 'Dealt in', draw: 'Draw (流局)',
    record_draw: 'Draw (流局, no winner)', recorded_draw: (n) => `Hand ${n} recorded: a draw (流局).`, worth: (v) => `${v} faan`, by_fans: 'Record by faan', self_drawn: 'self-pick', self_draws: 'Self-pick', need_self: 'self-pick', false_win: 'False win (詐糊)',
    false_win_by: (name) => `False win (詐糊) by ${name}`, deals: (name) => `${name} is dealer (莊)`,
    repeat: (n) => ` (連莊 ${n})`, off: (name) => `on ${name}'s discard`,
    differs_rules: (calculator, match) => `the calculator plays ${calculator}, this game ${match}`,
    differs_option: (label, calculator, match) => `${label}: the calculator has “${calculator}”, this game “${match}”`,
    record_as_match: 'Record under the game\'s options', rescored: 'Scored again under the game\'s options, which the calculator now uses.',
    errors: { points: 'Give the faan (a whole number).', minimum: 'The hand does not reach the fewest faan to win (起糊).' },
  },
  'zh-Hans': {
    points: '番数', draw: '流局', record_draw: '流局（无人食糊）', won_by: (name) => `${name}食糊`, false_win: '诈糊',
    recorded_draw: (n) => `第${n}局已记录：流局。`, by_fans: '按番数记录', how: '食糊方式',
    false_win_by: (name) => `${name}诈糊`, off: (name) => `${name}出铳`, dealt_in: '出铳', discard_from: (name) => `${name}出铳`,
    need_from: (name) => `${name}出铳`,
    differs_rules: (calculator, match) => `算番器用${calculator}，本局用${match}`,
    differs_option: (label, calculator, match) => `${label}：算番器为“${calculator}”，本局为“${match}”`,
    record_as_match: '按本局设置记录', rescored: '已按本局设置重新计算，算番器也改用这些设置。',
    errors: { points: '请输入番数（整数）。', minimum: '这手牌不够起糊番数。', pick_winner: '谁食糊？请在座位一行点选食糊的人，再点记录。' },
  },
  'zh-Hant': {
    points: '番數', draw: '流局', record_draw: '流局（無人食糊）', won_by: (name) => `${name}食糊`, false_win: '詐糊',
    recorded_draw: (n) => `第${n}局已記錄：流局。`, by_fans: '按番數記錄', how: '食糊方式',
    false_win_by: (name) => `${name}詐糊`, off: (name) => `${name}出銃`, dealt_in: '出銃', discard_from: (name) => `${name}出銃`,
    need_from: (name) => `${name}出銃`, self_draws: '自摸', average: '平均番數',
    differs_rules: (calculator, match) => `算番器用${calculator}，本局用${match}`,
    differs_option: (label, calculator, match) => `${label}：算番器為「${calculator}」，本局為「${match}」`,
    record_as_match: '按本局設定記錄', rescored: '已按本局設定重新計算，算番器亦改用呢啲設定。',
    errors: { points: '請輸入番數（整數）。', minimum: '呢手牌唔夠起糊番數。', pick_winner: '邊個食糊？請喺座位一行揀食糊嘅人，再撳記錄。' },
  },
  ja: {
    points: '番数', points_unit: '番', needs_unit: '番', average: '平均番数', worth: (v) => `${v}番`, by_fans: '番で記録',
    false_win: '詐糊', false_win_by: (name) => `${name}の詐糊`, repeat: (n) => `（連荘${n}）`,
    fans_ticked: (n, pts) => `${n}役を選択：${pts}番`,
    differs_rules: (calculator, match) => `計算機は${calculator}、このゲームは${match}`,
    differs_option: (label, calculator, match) => `${label}：計算機は「${calculator}」、このゲームは「${match}」`,
    record_as_match: 'このゲームの設定で記録', rescored: 'このゲームの設定で計算し直しました。計算機もこの設定になりました。',
    errors: { points: '番数を入れてください（整数）。', minimum: 'この手は縛りの番数に届きません。' },
  },
};
