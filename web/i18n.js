// The page's words: English here, Simplified and Traditional Chinese in
// ./i18n/zh.js and Japanese in ./i18n/ja.js, each loaded only when its
// language is on screen (an English first load carries neither); each with
// the vocabulary of the rule set on screen (web/rules/<id>/page.js, zh.js and
// ja.js, laid over these). Fan names come from the scorer's table, but for
// Japanese, whose names are each rule folder's ja.js.
import RULE_SETS, { RULE_SET_IDS } from './rules/all-page.js';
import LATER_WORDS from './rules/all-words.js';
import LATER_CHINESE from './rules/all-zh-words.js';
import { overlay } from './i18n/overlay.js';
//
// loadLanguage(lang) must have resolved before Chinese or Japanese words are
// asked for: until then strings() answers in English and inScript() leaves
// text as it is.
export const LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ja'];
/** The name of each language in itself, for the switch. */
export const LANGUAGE_NAMES = { en: 'English', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', ja: '日本語' };
/** A short name for the header's button. */
export const LANGUAGE_SHORT = { en: 'EN', 'zh-Hans': '简', 'zh-Hant': '繁', ja: '日' };
/**
 * The rule set a language's first visit starts on, when the page has it: a
 * Japanese player meets Riichi first (web/rules/riichi/, once registered);
 * without it, the first rule set as for everyone.
 */
export const FIRST_RULES = { ja: 'riichi' };

const EN = {
  title: 'Mahjong calculator',
  rules_label: 'Rules',
  language: 'Language',
  hand: 'Hand',
  tiles_count: (n) => `${n}/14`,
  tiles_count_long: (n) => `${n} of 14 tiles`,
  empty_hand: 'Tap tiles to build a hand. The last tile you add is the winning tile.',
  palette: 'Tiles',
  suits: { m: 'Characters', p: 'Dots', s: 'Bamboo', z: 'Honours', f: 'Flowers and seasons' },
  suit_tabs: { m: 'Char', p: 'Dots', s: 'Bam', z: 'Hon', f: 'Flowers' },
  declare: 'What a tap adds',
  hand_full_hint: 'The hand is full: tap a tile in the hand to remove it.',
  mode_tile: 'Tile',
  mode_chow: 'Chow',
  mode_pung: 'Pung',
  mode_kong: 'Kong',
  mode_concealed_kong: 'Hidden kong',
  mode_hint: {
    tile: 'Tap a tile to add it; tap a tile in the hand to remove it.',
    chow: 'Tap the lowest tile of the chow (1 to 7) to declare it.',
    pung: 'Tap the tile of the pung to declare it.',
    kong: 'Tap the tile of the melded kong to declare it.',
    concealed_kong: 'Tap the tile of the concealed kong to declare it.',
  },
  choose_win: 'Winning tile…',
  choosing_win: 'Tap the winning tile',
  choosing_win_hint: 'Tap the tile in the hand that won it.',
  new_hand: 'New hand',
  undo: 'Undo',
  redo: 'Redo',
  keyboard_open: 'Tiles',
  keyboard_close: 'Hide tiles',
  remove_tile: (name) => `Remove ${name}`,
  remove_meld: (name) => `Remove the ${name}`,
  make_winning: (name) => `Make ${name} the winning tile`,
  winning_tile: 'winning tile',
  meld_names: { chow: 'chow', pung: 'pung', kong: 'kong', concealed_kong: 'concealed kong' },
  situation: 'How it was won',
  self_drawn: 'Self-drawn',
  self_drawn_short: 'Self-drawn',
  discard: 'Discard',
  dealt_in: 'Discard',
  from_seat: (seat) => `from ${seat}`,
  from_player: (name) => `from ${name}`,
  rules_in_force: 'Rules in force',
  discarder: 'Discarded by',
  discarder_unknown: 'not said',
  liable: 'Fed the last pung (pays all)',
  won_from: 'Won from',
  prevalent_wind: 'Prevalent wind',
  seat_wind: 'Seat wind',
  your_seat: 'Your seat',
  who_won: 'Who won',            // the seat row while a score sheet's match is open
  last_of_kind: 'Last of its kind',
  kong_replacement: 'Kong replacement',
  robbing_kong: 'Robbing the kong',
  last_tile_of_wall: 'Last tile of the wall',
  heavenly: 'Heavenly hand',
  earthly: 'Earthly hand',
  kong_on_kong: 'Kong on kong',
  flowers: 'Flowers',
  flowers_hint: 'Add flowers and seasons from the Flowers tab of the tiles.',
  options: 'Rule options',
  display: 'Display',
  theme: 'Colours',
  theme_auto: 'As the phone',
  theme_light: 'Light',
  theme_dark: 'Dark',
  large_tiles: 'Larger tiles',
  keys_layout: 'Tile keys',
  keys_tabs: 'By suit',
  keys_all: 'All at once',
  keys_all_hint: 'All at once where the screen is tall or wide enough; by suit elsewhere.',
  winds: { E: 'East', S: 'South', W: 'West', N: 'North' },
  result: 'Result',
  total_points: 'points',
  total_faan: 'faan',
  meets_minimum: (min) => `Reaches the ${min}-point minimum`,
  below_minimum: (min) => `Below the ${min}-point minimum: not a winning hand`,
  payments: 'Payments',
  payments_hint: 'Tap self-drawn or who discarded to see the payments.',
  payments_none: 'No payments below the minimum.',
  seat_hint: 'Tap a seat to make it yours.',
  you: 'you',
  arrangement: 'Read as',
  groups: { chow: 'chow', pung: 'pung', kong: 'kong', pair: 'pair', knitted: 'knitted', tiles: 'tiles' },
  loading: 'Loading the scorer…',
  load_failed: 'The scorer could not load. Reload the page to try again.',
  notation: 'Hand as text',
  notation_hint: 'Paste or type a hand, e.g. [EEE1]123m456p789s5p5p',
  notation_empty: 'The box is empty: type a hand first (New hand clears the hand).',
  apply: 'Apply',
  copy_link: 'Copy link',
  copied: 'Link copied',
  copy_failed: 'Copy failed: the link is in the address bar',
  fan_definition: 'What this fan is',
  definitions_loading: 'Loading…',
  fan_table: 'All fans',
  fan_table_open: 'See in the table of all fans',
  fan_table_search: 'Search the fans',
  fan_table_none: 'No fan matches.',
  fan_table_implies: 'Not counted with it:',
  close: 'Close',
  points_short: (n) => `${n} pt${n === 1 ? '' : 's'}`,
  faan_short: (n) => `${n} faan`,
  add_more: (n) => `Add ${n} more tile${n === 1 ? '' : 's'}.`,
  remove_some: (n) => `Remove ${n} tile${n === 1 ? '' : 's'}.`,
  not_winning: 'Not a winning hand yet: a win needs four sets and a pair (or a special hand).',
  option_number_range: (min, max) => (max === undefined ? `A number above ${min}.` : `A whole number from ${min} to ${max}.`),
  option_number_positive: 'A number above 0.',
  option_other: 'Other',
  notices: {
    stored_dropped: 'Part of the saved hand could not be read and was left out.',
    stored_unreadable: 'The saved hand could not be read; starting afresh.',
    storage_failed: 'This hand could not be saved on this device (storage full or blocked); the link still holds it.',
    link_too_long: 'That link is too long to be a hand, so it was not opened.',
    link_dropped: 'Part of that link could not be read and was left out.',
    options_dropped: 'A rule option that these rules do not have, a value out of range, or one that cannot go with another option was left out.',
    seat_was_discarder: 'Your seat was the discarder\'s: say who discarded again.',
  },
  reasons: {
    chow_needs_suit: 'A chow is three suited tiles in a row.',
    chow_lowest: 'Tap the lowest tile of the chow: 1 to 7.',
    four_melds: 'A hand has at most four melds.',
    hand_full: 'The hand already has 14 tiles.',
    fifth_copy: 'There are only four of each tile.',
    flowers_off: 'Flowers are not in play: "Play with flowers" is off in the rule options.',
  },
  errors: {
    parse: 'That is not a hand.',
    tile_count: 'The hand has the wrong number of tiles.',
    too_many_copies: 'There are only four of each tile.',
    bad_meld: 'A meld is not a chow, pung or kong.',
    not_winning: 'These tiles do not make a winning hand.',
    inconsistent: 'The situation contradicts the hand.',
  },
  update_ready: 'A new version is ready.',
  update_apply: 'Update',
  ready_offline: 'Ready to use offline.',
};

// The Chinese word book and script conversion (./i18n/zh.js) and the
// Japanese word book (./i18n/ja.js), each once loaded.
let chinese = null;
let japanese = null;

/** Whether `lang`'s words are at hand (English always is). */
export const languageLoaded = (lang) => (isJapanese(lang) ? japanese !== null : !isChinese(lang) || chinese !== null);

/** Loads `lang`'s words if they are not yet at hand; resolves once they are. */
export async function loadLanguage(lang) {
  if (languageLoaded(lang)) return;
  if (isJapanese(lang)) return useJapanese(await import('./i18n/ja.js'));
  const module = await import('./i18n/zh.js');
  // The Chinese of the rule sets whose page words are in (or coming), first.
  await Promise.all([...wordsIn, ...wordsLoading.keys()].map((id) => laterChinese(module, id)));
  useChinese(module);
}

// A rule set's Chinese words that come with its page words
// (web/rules/<id>/zh-words.js), laid over its zh.js in `module`'s book.
function laterChinese(module, id) {
  if (!module || !LATER_CHINESE[id] || module.words.own[id]?.hans) return Promise.resolve();
  return LATER_CHINESE[id]().then((words) => {
    module.words.own[id] = { ...module.words.own[id], ...words.default };
  });
}

/** Takes the Chinese module in (the embeddable element imports it with itself). */
export function useChinese(module) {
  chinese = module;
}

/** Takes the Japanese module in (the embeddable element imports it with itself). */
export function useJapanese(module) {
  japanese = module;
}

// A rule set's page words and result hooks that wait until it is shown
// (web/rules/<id>/words.js, laid over its page.js): the ids whose words are
// in, and each load on its way.
const wordsIn = new Set();
const wordsLoading = new Map();

/** Whether rule set `id`'s page words are at hand (a rule set without words.js has them all in page.js). */
export const ruleWordsLoaded = (id) => !LATER_WORDS[id] || wordsIn.has(id);

/**
 * Loads rule set `id`'s words.js and lays it over its page.js; resolves once
 * they are in. A failed load (offline before the file was kept) is tried
 * again at the next call.
 */
export function loadRuleWords(id) {
  if (ruleWordsLoaded(id)) return Promise.resolve();
  if (!wordsLoading.has(id)) {
    wordsLoading.set(id, Promise.all([LATER_WORDS[id](), laterChinese(chinese, id)]).then(([module]) => {
      Object.assign(RULE_SETS[id], module.default);
      wordsIn.add(id);
    }).finally(() => wordsLoading.delete(id)));
  }
  return wordsLoading.get(id);
}

// Traditional text quotes with 「」 where the mainland writes “”.
const cornerQuotes = (text) => text.replace(/“/g, '「').replace(/”/g, '」');

/** Simplified <-> Traditional conversion (text as it is until Chinese is loaded). */
export const toHant = (text) => (chinese ? cornerQuotes(chinese.toHant(text)) : String(text));
export const toHans = (text) => (chinese ? chinese.toHans(text) : String(text));

// Applies a text conversion to every string of a table, functions included.
function convert(table, fn) {
  if (typeof table === 'string') return fn(table);
  if (typeof table === 'function') return (...args) => fn(table(...args));
  if (table && typeof table === 'object') {
    return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, convert(v, fn)]));
  }
  return table;
}

/** The language a stored or given name means ('zh' is Simplified, as it was before). */
export function normalizeLanguage(lang) {
  if (LANGUAGES.includes(lang)) return lang;
  if (typeof lang !== 'string') return null;
  const l = lang.toLowerCase();
  if (l === 'zh' || l.startsWith('zh-hans') || l === 'zh-cn' || l === 'zh-sg') return 'zh-Hans';
  if (l.startsWith('zh-hant') || l === 'zh-hk' || l === 'zh-tw' || l === 'zh-mo') return 'zh-Hant';
  if (l.startsWith('zh')) return 'zh-Hans';
  if (l.startsWith('en')) return 'en';
  if (l === 'ja' || l.startsWith('ja-')) return 'ja';
  return null;
}

/**
 * The language for a first visit, from the browser's list: Hong Kong, Taiwan
 * and Macau read Traditional characters; other Chinese, Simplified.
 */
export function pickLanguage(languages = []) {
  for (const lang of languages) {
    const l = String(lang).toLowerCase();
    if (/^zh-(hk|tw|mo)\b/.test(l) || l.startsWith('zh-hant')) return 'zh-Hant';
    if (l.startsWith('zh')) return 'zh-Hans';
    if (l.startsWith('en')) return 'en';
    if (l === 'ja' || l.startsWith('ja-')) return 'ja';
  }
  return 'en';
}

/**
 * The rule set for a first visit, from the browser's list: a rule set's own
 * LOCALES start on it (Hong Kong and Macau play Hong Kong rules), a
 * language's FIRST_RULES where the page has that rule set (Japanese: Riichi);
 * everyone else starts on the first (MCR). The first Chinese, Japanese or
 * English entry decides, as for the language.
 */
export function pickRules(languages = [], ids = RULE_SET_IDS) {
  for (const lang of languages) {
    const l = String(lang).toLowerCase();
    const own = ids.find((id) => RULE_SETS[id]?.LOCALES?.test(l));
    if (own) return own;
    const language = normalizeLanguage(l);
    if (language) return ids.includes(FIRST_RULES[language]) ? FIRST_RULES[language] : ids[0];
  }
  return ids[0];
}

/**
 * A panel's words by language and rule set, built once per pair: English, and
 * Simplified Chinese, from which Traditional is converted (`toTraditional`)
 * and then corrected by `hant`; and Japanese (`ja`); each with the rule set's
 * own words laid over them (`own[rules]`: {en, hans, hant, ja}, as
 * web/rules/<id>/ gives them). The Chinese tables may instead come from
 * `chinese()` and the Japanese from `japanese()`, called when first needed
 * ({hans, hant, own} and {ja, own}, or null while they are not loaded: the
 * words are then English's, and not kept).
 */
export function wordBook({ en, hans, hant = {}, ja, own = {}, chinese = null, japanese = null, toTraditional = toHant }) {
  const built = new Map();
  return (lang, rules = RULE_SET_IDS[0]) => {
    const language = normalizeLanguage(lang) ?? 'en';
    // A rule set's words that come later (loadRuleWords) give another table once in.
    const key = `${language}|${rules}|${ruleWordsLoaded(rules)}`;
    if (built.has(key)) return built.get(key);
    const english = overlay(en, own[rules]?.en);
    let table;
    if (language === 'en') table = english;
    else if (language === 'ja') {
      const words = japanese ? japanese() : { ja, own };
      if (!words) return english;
      // Over English: a rule set's English word its ja.js lacks yet shows in
      // English, never as "undefined" (tests/web/japanese.test.mjs asks for all).
      table = overlay(overlay(english, words.ja), words.own?.[rules]?.ja);
    } else {
      const zh = chinese ? chinese() : { hans, hant, own };
      if (!zh) return english;
      const mine = zh.own?.[rules] ?? {};
      const simplified = overlay(zh.hans, mine.hans);
      table = language === 'zh-Hans' ? simplified
        : { ...convert(simplified, toTraditional), ...overlay(zh.hant ?? {}, mine.hant) };
    }
    built.set(key, table);
    return table;
  };
}

/** The page's words in `lang` for the rule set `rules` (one of the core's). */
export const strings = wordBook({
  en: EN, own: RULE_SETS, chinese: () => chinese?.words ?? null, japanese: () => japanese?.words ?? null,
});

/** A rule folder's Japanese (web/rules/<id>/ja.js: name, ja, fans, reasons, option_rules, rule_words), or null before it loads. */
export const japaneseOf = (rules) => japanese?.words.own?.[rules] ?? null;
/** A rule folder's Chinese (web/rules/<id>/zh.js: name, hans, hant, rule_words), or null before it loads. */
export const chineseOf = (rules) => chinese?.words.own?.[rules] ?? null;

/**
 * One of the core's reasons in Japanese: `kind` 'reasons' (a situation
 * rule's, by its reason id) or 'option_rules' (by "<option>|<other or
 * fact>"), the rule folder's own over the general; null when there is none
 * (the caller then shows the core's English).
 */
export function japaneseReason(kind, rules, key) {
  return japaneseOf(rules)?.[kind]?.[key] ?? japanese?.words[kind]?.[key] ?? null;
}

/** A rule set's short name on the header's switch: its page.js NAME, in Chinese its zh.js name, in Japanese its ja.js name (once loaded). */
export function ruleSetName(id, lang) {
  const own = isJapanese(lang) ? japaneseOf(id)?.name : isChinese(lang) && chinese?.words.own?.[id]?.name;
  if (own) return isJapanese(lang) ? own : inScript(own, lang);
  return RULE_SETS[id]?.NAME ?? id.toUpperCase();
}

/**
 * A fan's name in `lang`: English, Chinese in the reader's script, or the
 * name Japanese players write: the rule folder's ja.js, else the catalogue's
 * own `ja` (Riichi's core names its yaku), else the Chinese name as the core
 * writes it.
 */
export function fanNameIn(fan, lang, rules) {
  if (isJapanese(lang)) return japaneseOf(rules)?.fans?.[fan.id] ?? fan.ja ?? fan.zh ?? fan.name;
  return isChinese(lang) ? inScript(fan.zh, lang) : fan.name;
}

/** A Chinese text from the core or the definitions in the script of `lang`. */
export function inScript(text, lang) {
  const language = normalizeLanguage(lang);
  if (language === 'zh-Hant') return toHant(text);
  if (language === 'zh-Hans') return toHans(text);
  return text;
}

/**
 * A definition's text in `lang`, from its {en, zh, ja} entry: Chinese in the
 * reader's script, Japanese (English where an entry has none yet), and an
 * option named by its id spelt out in words (a player never sees
 * `seven_pairs`, but "seven pairs").
 */
export function definitionText(entry, lang) {
  const text = isJapanese(lang) ? entry.ja ?? entry.en : isChinese(lang) ? inScript(entry.zh ?? entry.en, lang) : entry.en;
  return String(text).replace(/\b[a-z]+(?:_[a-z0-9]+)+\b/g, (id) => id.replace(/_/g, ' '));
}

/** Whether `lang` is Simplified or Traditional Chinese. */
export const isChinese = (lang) => (normalizeLanguage(lang) ?? 'en').startsWith('zh');
/** Whether `lang` is Japanese. */
export const isJapanese = (lang) => normalizeLanguage(lang) === 'ja';
/** Whether `lang` writes in Chinese characters (Chinese or Japanese): the fan's English goes beside its name. */
export const isCJK = (lang) => isChinese(lang) || isJapanese(lang);

// 0: Riichi's red five (0m 0p 0s), a five as players name it
const NUM_ZH = ['赤五', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const SUIT_EN = { m: 'Characters', p: 'Dots', s: 'Bamboo' };
const HONOR = {
  E: ['East Wind', '东风'], S: ['South Wind', '南风'], W: ['West Wind', '西风'], N: ['North Wind', '北风'],
  C: ['Red Dragon', '红中'], F: ['Green Dragon', '发财'], P: ['White Dragon', '白板'],
};
const BONUS_NAMES = {
  f1: ['Plum (flower 1)', '梅'], f2: ['Orchid (flower 2)', '兰'], f3: ['Chrysanthemum (flower 3)', '菊'], f4: ['Bamboo (flower 4)', '竹'],
  s1: ['Spring (season 1)', '春'], s2: ['Summer (season 2)', '夏'], s3: ['Autumn (season 3)', '秋'], s4: ['Winter (season 4)', '冬'],
};

/** A tile's name for labels and screen readers: "5 of Dots", "五饼", "五筒"; Japanese from ./i18n/ja.js. */
export function tileName(code, lang, rules = RULE_SET_IDS[0]) {
  if (isJapanese(lang) && japanese) return japanese.tileName(code);
  const zh = isChinese(lang);
  let name;
  if (HONOR[code]) name = HONOR[code][zh ? 1 : 0];
  else if (BONUS_NAMES[code]) name = BONUS_NAMES[code][zh ? 1 : 0];
  else {
    const [n, suit] = code;
    name = zh ? NUM_ZH[Number(n)] + (RULE_SETS[rules] ?? RULE_SETS[RULE_SET_IDS[0]]).SUITS_ZH[suit] : `${n === '0' ? 'Red 5' : n} of ${SUIT_EN[suit]}`;
  }
  return zh ? inScript(name, lang) : name;
}
