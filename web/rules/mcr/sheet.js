// MCR in the score sheet (web/sheet/): sixteen hands and where the deal
// passes, a false win's custom, what a player behind needs, and the form's
// choice of deal. The sheet calls these where it used to ask "is this MCR?".
import { h } from '../../sheet/dom.js';
import { coreMinimum } from '../../sheet/core.js';
import { WINDS } from '../../sheet/rotation.js';

// Sixteen hands, four for each prevalent wind (seeds 000 and 002: "exactly
// 4 hands for each prevailing wind ... one match consists of exactly 16
// hands"). The seats move after every hand, a drawn hand included (seed 003,
// "Rotation and rounds"). Which way is where the sources disagree: seed 003's
// sentence says the winds rotate counterclockwise, as at a table, where the
// dealer's marker passes to the dealer's right-hand neighbour (下家, who
// sat South) and the old dealer becomes North; its table lists one player as
// East, South, West, North in turn, which moves every player's wind on one,
// the deal going to the left (the player who sat North). A match plays the
// table's way ('right') unless it chose the seed table's ('left'); matches
// kept before the choice existed played the seed table's and keep it
// (dealOf). Seeds 000 and 002 speak of changing chairs (at the half, or
// every four hands); that moves people around the table, not the winds.
// A rule set that fixes its length exports HANDS: the next-hand line says "hand 4 of 16" (view.js).
export const HANDS = 16;
/** Why a match takes no more hands (an error's English). */
export const OVER = 'all sixteen hands are played';

/** Where the deal passes: to the dealer's right (the table) or left (seed 003's table). */
export const DEALS = ['right', 'left'];

/** The winds of hand `n` (0-based): the prevalent wind and each player's seat. */
export function seating(n, deal = 'right') {
  const step = deal === 'left' ? n : 4 - (n % 4);
  return {
    prevalent: WINDS[Math.floor(n / 4) % 4],
    seats: [0, 1, 2, 3].map((p) => WINDS[(p + step) % 4]),
  };
}

/** Where a match's deal passes; one kept before the choice existed played seed 003's table ('left'). */
export function dealOf(match) {
  return DEALS.includes(match.options?.deal) ? match.options.deal : 'left';
}

/** The hand-by-hand seating of a match, as replay() walks its entries. */
export function rotation(match) {
  const deal = dealOf(match);
  let played = 0;
  return {
    seating: () => seating(played, deal),
    round: () => Math.floor(played / 4) + 1,
    over: () => played >= HANDS,
    after: () => { played += 1; },
    repeat: () => 0,
  };
}

/** The rule set's name in the sheet, and its line in the new match's choice of rules. */
export const NAMES = {
  en: { name: 'Chinese Official (MCR)', choice: 'Chinese Official (MCR), 16 hands' },
  'zh-Hans': { name: '国标麻将', choice: '国标麻将，16局' },
  'zh-Hant': { name: '國標麻將', choice: '國標麻將，16局' },
  ja: { name: '中国麻将（国標）', choice: '中国麻将（国標）、16局' },
};

/** What a match keeps of its own: where the deal passes, the table's way unless it says otherwise. */
export const DEFAULTS = { deal: DEALS[0] };
export const OWN_OPTIONS = ['deal'];
/** MCR pays by the points alone: the options change the fans, not the payments. */
export const SETTLES_BY_OPTIONS = false;
/** The bound of a hand's points in a kept record (core/settle_value.h). */
export const MAX_VALUE = 1000;
/** The error code of a hand below the minimum: the form's words say "at least 8". */
export const BELOW_MINIMUM = 'points';

/** A won hand's own fields from the calculator's result: its points. */
export const entryOfResult = (result) => ({ points: result.total });
export const valueCell = (e) => e.points;
/** A kept entry's payments are the core's, to the last player. */
export const paymentsAgree = (entry, same) => [0, 1, 2, 3].every(same);
/** A kept record's own option, checked as it is read: null when it is right. */
export const optionProblem = (options) => (options?.deal === undefined || options?.deal === null || DEALS.includes(options.deal)
  ? null : { key: 'deal', english: `deal is not one of ${DEALS.join(', ')}` });

/**
 * The customary false win (错和): 10 points to each other player, 30 in all,
 * as MCR tournaments apply the official rulebook's penalty (our seeds do not
 * give one; the form lets a table change it).
 */
export const falseWinAmount = () => 10;

/** The fewest points that close a gap (catchup.js): MCR pays 8 + x, a straight line from the minimum, read off two settlements. */
export function need(gap, { gain, w, d, b }) {
  const low = coreMinimum('mcr');
  const base = gain(low, w, d, b);
  if (base > gap) return low;
  const slope = gain(low + 1, w, d, b) - base;
  if (slope <= 0) return null;
  return low + Math.floor((gap - base) / slope) + 1;
}

/** A hand recorded by its fans: the form lists them (the catalogue's names). */
export const BY_FAN_LIST = true;

/**
 * The fans a hand can hold more than once, and how many times at most, for
 * the form by fans (the fan spec: a fan "reported once with its count"). The
 * catalogue does not say; these are the counts the core's detectors can
 * reach: four pungs of terminals or honours (pung_fans.cpp); two Double
 * Pungs among four pungs; three Tile Hogs in fourteen tiles (hand_fans.cpp);
 * two of each chow pair fan, as the account-once rule leaves them
 * (chow_fans.cpp), which drops a second Two Terminal Chows first (so once).
 * Kongs and Dragon Pung have their own fans for two (Two Melded Kongs …).
 */
export const FAN_REPEATS = {
  pung_of_terminals_or_honors: 4, tile_hog: 3, double_pung: 2,
  pure_double_chow: 2, mixed_double_chow: 2, short_straight: 2,
};

// ---- the new match's form ----

/** The form's deal over `options`. */
export function readForm(data, options) {
  return DEALS.includes(data.get('deal')) ? { ...options, deal: data.get('deal') } : options;
}

export const formRefusal = () => null;

export const form = {
  fields: (options, lang, t) => h('fieldset', { 'data-testid': 'deal-choice' }, h('legend', {}, t.deal),
    DEALS.map((d) => h('label', { class: 'choice' },
      h('input', { type: 'radio', name: 'deal', value: d, checked: (options.deal ?? DEALS[0]) === d }), t[`deal_${d}`]))),
  heading: 'scoring_options',
  skip: [],
};

// ---- the match's lines ----

export const nextLine = () => '';
export const optionsTail = (match, t) => h('span', { 'data-testid': 'match-deal', 'data-deal': dealOf(match) }, ` · ${t.deal_short[dealOf(match)]}`);
/** "3/16" in the list of kept matches. */
export const playedOf = (played) => `${played}/${HANDS}`;
