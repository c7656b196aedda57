// The page's words in English, Simplified and Traditional Chinese, each with
// the vocabulary of the rule set on screen: MCR players say 和牌, 点炮, 起和
// and 万/饼/条; Hong Kong players say 食糊, 出銃, 起糊 and 萬/筒/索. Fan names
// come from the scorer's table, not from here. Traditional Chinese is the
// Simplified text converted by ./i18n/script.js, with the few words that
// differ by more than their characters set apart below.
import { toHans, toHant } from './i18n/script.js';

export const LANGUAGES = ['en', 'zh-Hans', 'zh-Hant'];
/** The name of each language in itself, for the switch. */
export const LANGUAGE_NAMES = { en: 'English', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' };
/** A short name for the header's button. */
export const LANGUAGE_SHORT = { en: 'EN', 'zh-Hans': '简', 'zh-Hant': '繁' };

const EN = {
  title: 'Mahjong calculator',
  rules_mcr: 'MCR',
  rules_hk: 'HK',
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
  discarder: 'Discarded by',
  discarder_unknown: 'not said',
  liable: 'Fed the last pung (pays all)',
  won_from: 'Won from',
  prevalent_wind: 'Prevalent wind',
  seat_wind: 'Seat wind',
  your_seat: 'Your seat',
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
  winds: { E: 'East', S: 'South', W: 'West', N: 'North' },
  result: 'Result',
  total_points: 'points',
  total_faan: 'faan',
  meets_minimum: (min) => `Reaches the ${min}-point minimum`,
  below_minimum: (min) => `Below the ${min}-point minimum: not a winning hand`,
  hk_minimum: (min) => `Reaches the ${min}-faan minimum`,
  hk_below_minimum: (min) => `Below the ${min}-faan minimum`,
  hk_limit: 'Limit hand',
  hk_capped: (n) => `capped at ${n}`,
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
  not_winning: 'These 14 tiles do not make a winning hand: they need four sets and a pair (or a special hand).',
  option_number_range: (min, max) => (max === undefined ? `A number above ${min}.` : `A whole number from ${min} to ${max}.`),
  option_number_positive: 'A number above 0.',
  notices: {
    stored_dropped: 'Part of the saved hand could not be read and was left out.',
    stored_unreadable: 'The saved hand could not be read; starting afresh.',
    storage_failed: 'This hand could not be saved on this device (storage full or blocked); the link still holds it.',
    link_too_long: 'That link is too long to be a hand, so it was not opened.',
    link_dropped: 'Part of that link could not be read and was left out.',
    options_dropped: 'A rule option that these rules do not have, or a value out of range, was left out.',
    seat_was_discarder: 'Your seat was the discarder\'s: say who discarded again.',
  },
  reasons: {
    chow_needs_suit: 'A chow is three suited tiles in a row.',
    chow_lowest: 'Tap the lowest tile of the chow: 1 to 7.',
    four_melds: 'A hand has at most four melds.',
    hand_full: 'The hand already has 14 tiles.',
    fifth_copy: 'There are only four of each tile.',
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

// Hong Kong players' words where they differ from MCR's.
const EN_HK = {
  meets_minimum: (min) => `Reaches the ${min}-faan minimum`,
  suits: { ...EN.suits },
};

const HANS = {
  title: '麻将算番器',
  rules_mcr: '国标',
  rules_hk: '港式',
  rules_label: '规则',
  language: '语言',
  hand: '手牌',
  tiles_count: (n) => `${n}/14`,
  tiles_count_long: (n) => `${n} / 14 张`,
  empty_hand: '点牌组成手牌。最后加入的一张是和牌张。',
  palette: '牌',
  suits: { m: '万子', p: '饼子', s: '条子', z: '字牌', f: '花牌' },
  suit_tabs: { m: '万', p: '饼', s: '条', z: '字', f: '花' },
  declare: '点牌时加入',
  hand_full_hint: '手牌已满：点手牌中的牌可移除。',
  mode_tile: '单张',
  mode_chow: '吃',
  mode_pung: '碰',
  mode_kong: '明杠',
  mode_concealed_kong: '暗杠',
  mode_hint: {
    tile: '点牌加入手牌；点手牌中的牌将其移除。',
    chow: '点顺子中最小的一张（1至7）来吃。',
    pung: '点要碰的牌。',
    kong: '点要明杠的牌。',
    concealed_kong: '点要暗杠的牌。',
  },
  choose_win: '选和牌张',
  choosing_win: '点和牌的那张',
  choosing_win_hint: '点手牌中和牌的那一张。',
  new_hand: '新一局',
  undo: '撤销',
  redo: '重做',
  keyboard_open: '选牌',
  keyboard_close: '收起',
  remove_tile: (name) => `移除${name}`,
  remove_meld: (name) => `移除${name}`,
  make_winning: (name) => `以${name}为和牌张`,
  winning_tile: '和牌张',
  meld_names: { chow: '吃', pung: '碰', kong: '明杠', concealed_kong: '暗杠' },
  situation: '和牌情况',
  self_drawn: '自摸',
  self_drawn_short: '自摸',
  discard: '点和',
  dealt_in: '点炮',
  discarder: '点炮者',
  discarder_unknown: '未指定',
  liable: '包牌者',
  won_from: '和谁的牌',
  prevalent_wind: '圈风',
  seat_wind: '门风',
  your_seat: '你的门风',
  last_of_kind: '和绝张',
  kong_replacement: '杠上开花',
  robbing_kong: '抢杠和',
  last_tile_of_wall: '和最后一张牌（妙手回春／海底捞月）',
  heavenly: '天和',
  earthly: '地和',
  kong_on_kong: '杠上杠',
  flowers: '花牌',
  flowers_hint: '在选牌的“花”页点花牌加入。',
  options: '规则选项',
  display: '显示',
  theme: '配色',
  theme_auto: '跟随手机',
  theme_light: '浅色',
  theme_dark: '深色',
  large_tiles: '大号牌',
  winds: { E: '东', S: '南', W: '西', N: '北' },
  result: '结果',
  total_points: '番',
  total_faan: '番',
  meets_minimum: (min) => `达到${min}番起和`,
  below_minimum: (min) => `不足${min}番起和：不能和牌`,
  hk_minimum: (min) => `达到${min}番起糊`,
  hk_below_minimum: (min) => `不足${min}番起糊`,
  hk_limit: '爆棚',
  hk_capped: (n) => `封顶 ${n}`,
  payments: '输赢',
  payments_hint: '选点炮者（或自摸）即可看到各家输赢。',
  payments_none: '不足起和番数，没有输赢。',
  seat_hint: '点一家设为你的门风。',
  you: '你',
  arrangement: '牌型',
  groups: { chow: '顺子', pung: '刻子', kong: '杠', pair: '将', knitted: '组合龙', tiles: '单张' },
  loading: '正在加载算番器…',
  load_failed: '算番器加载失败，请刷新页面重试。',
  notation: '文字手牌',
  notation_hint: '粘贴或输入手牌，如 [EEE1]123m456p789s5p5p',
  notation_empty: '输入框是空的：请先输入手牌（清空手牌请点“新一局”）。',
  apply: '应用',
  copy_link: '复制链接',
  copied: '链接已复制',
  copy_failed: '复制失败：链接在地址栏中',
  fan_definition: '番种说明',
  definitions_loading: '加载中…',
  fan_table: '番种表',
  fan_table_open: '在番种表中查看',
  fan_table_search: '搜索番种',
  fan_table_none: '没有相符的番种。',
  fan_table_implies: '不再计：',
  close: '关闭',
  points_short: (n) => `${n}番`,
  faan_short: (n) => `${n}番`,
  add_more: (n) => `还需 ${n} 张牌。`,
  remove_some: (n) => `多了 ${n} 张牌。`,
  not_winning: '这14张牌不能和牌：需要四组牌加一对将（或特殊牌型）。',
  option_number_range: (min, max) => (max === undefined ? `须大于${min}。` : `须是${min}至${max}的整数。`),
  option_number_positive: '须大于0。',
  notices: {
    stored_dropped: '保存的手牌有部分无法读取，已略去。',
    stored_unreadable: '保存的手牌无法读取，已重新开始。',
    storage_failed: '这手牌无法保存在本机（存储已满或被禁用）；链接中仍有这手牌。',
    link_too_long: '这个链接太长，不是一手牌，没有打开。',
    link_dropped: '链接有部分无法读取，已略去。',
    options_dropped: '有规则选项不属于这套规则或数值超出范围，已略去。',
    seat_was_discarder: '你的门风原是点炮者：请重新选点炮者。',
  },
  reasons: {
    chow_needs_suit: '吃是同一花色的三张连续序数牌。',
    chow_lowest: '请点顺子中最小的一张：1至7。',
    four_melds: '最多只能有四副副露。',
    hand_full: '手牌已满14张。',
    fifth_copy: '每种牌只有四张。',
  },
  errors: {
    parse: '这不是一手牌。',
    tile_count: '牌数不对。',
    too_many_copies: '每种牌只有四张。',
    bad_meld: '副露不是吃、碰或杠。',
    not_winning: '这些牌不能和牌。',
    inconsistent: '和牌情况与手牌矛盾。',
  },
  update_ready: '新版本已就绪。',
  update_apply: '更新',
  ready_offline: '已可离线使用。',
};

// Hong Kong vocabulary (written here in Simplified characters; Traditional
// is derived): 食糊, 出铳, 起糊, 萬/筒/索, 番 for faan.
const HANS_HK = {
  empty_hand: '点牌组成手牌。最后加入的一张是食糊的牌。',
  suits: { m: '万子', p: '筒子', s: '索子', z: '字牌', f: '花牌' },
  suit_tabs: { m: '万', p: '筒', s: '索', z: '字', f: '花' },
  mode_chow: '上',
  mode_hint: { ...HANS.mode_hint, chow: '点顺子中最小的一张（1至7）来上。' },
  choose_win: '选食糊的牌',
  choosing_win: '点食糊的那张',
  choosing_win_hint: '点手牌中食糊的那一张。',
  make_winning: (name) => `以${name}为食糊的牌`,
  winning_tile: '食糊的牌',
  meld_names: { chow: '上', pung: '碰', kong: '明杠', concealed_kong: '暗杠' },
  situation: '食糊情况',
  discard: '出铳',
  dealt_in: '出铳',
  discarder: '出铳者',
  liable: '包家（打出成碰那张牌的人）',
  won_from: '食边家',
  last_of_kind: '食绝张',
  kong_replacement: '杠上自摸（或补花自摸）',
  robbing_kong: '抢杠',
  last_tile_of_wall: '海底捞月',
  heavenly: '天糊',
  earthly: '地糊',
  kong_on_kong: '杠上杠',
  payments_hint: '选出铳者（或自摸）即可看到各家输赢。',
  payments_none: '不够起糊番数，没有输赢。',
  arrangement: '牌型',
  groups: { ...HANS.groups, pair: '眼', knitted: '组合龙' },
  not_winning: '这14张牌不能食糊：需要四组牌加一对眼（或特殊牌型）。',
  notation_empty: '输入框是空的：请先输入手牌（清空手牌请点“新一局”）。',
  errors: { ...HANS.errors, not_winning: '这些牌不能食糊。', inconsistent: '食糊情况与手牌矛盾。' },
  notices: { ...HANS.notices, seat_was_discarder: '你的门风原是出铳者：请重新选出铳者。' },
};

// Words written differently in Traditional Chinese beyond their characters.
const HANT = {
  title: '麻雀計番器',
  suits: { m: '萬子', p: '餅子', s: '條子', z: '字牌', f: '花牌' },
  large_tiles: '大字牌面',
  theme_auto: '跟隨手機',
  copy_failed: '複製失敗：連結在網址列中',
  copy_link: '複製連結',
  copied: '連結已複製',
};
const HANT_HK = { ...HANT, suits: { m: '萬子', p: '筒子', s: '索子', z: '字牌', f: '花牌' } };

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
  }
  return 'en';
}

/**
 * A panel's words by language and rule set, built once per pair: English, and
 * Simplified Chinese with each rule set's vocabulary, from which Traditional
 * is converted (`toTraditional`) and then corrected by `hant` / `hantHk`.
 */
export function wordBook({ en, enHk = {}, hans, hansHk = {}, hant = {}, hantHk = hant, toTraditional = toHant }) {
  const built = new Map();
  return (lang, rules = 'mcr') => {
    const language = normalizeLanguage(lang) ?? 'en';
    const key = `${language}|${rules}`;
    if (!built.has(key)) {
      const hk = rules === 'hk';
      let table;
      if (language === 'en') table = hk ? { ...en, ...enHk } : en;
      else {
        const simplified = hk ? { ...hans, ...hansHk } : hans;
        table = language === 'zh-Hans' ? simplified : { ...convert(simplified, toTraditional), ...(hk ? hantHk : hant) };
      }
      built.set(key, table);
    }
    return built.get(key);
  };
}

/** The page's words in `lang` for the rule set `rules` ('mcr' or 'hk'). */
export const strings = wordBook({ en: EN, enHk: EN_HK, hans: HANS, hansHk: HANS_HK, hant: HANT, hantHk: HANT_HK });

/** A Chinese text from the core or the definitions in the script of `lang`. */
export function inScript(text, lang) {
  const language = normalizeLanguage(lang);
  if (language === 'zh-Hant') return toHant(text);
  if (language === 'zh-Hans') return toHans(text);
  return text;
}

/**
 * A definition's text in `lang`, from its {en, zh} entry: Chinese in the
 * reader's script, and an option named by its id spelt out in words (a
 * player never sees `seven_pairs`, but "seven pairs").
 */
export function definitionText(entry, lang) {
  const text = isChinese(lang) ? inScript(entry.zh ?? entry.en, lang) : entry.en;
  return String(text).replace(/\b[a-z]+(?:_[a-z0-9]+)+\b/g, (id) => id.replace(/_/g, ' '));
}

/** The secondary language shown beside a fan's name. */
export const isChinese = (lang) => (normalizeLanguage(lang) ?? 'en') !== 'en';

const NUM_ZH = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const SUIT_EN = { m: 'Characters', p: 'Dots', s: 'Bamboo' };
const SUIT_ZH = { mcr: { m: '万', p: '饼', s: '条' }, hk: { m: '万', p: '筒', s: '索' } };
const HONOR = {
  E: ['East Wind', '东风'], S: ['South Wind', '南风'], W: ['West Wind', '西风'], N: ['North Wind', '北风'],
  C: ['Red Dragon', '红中'], F: ['Green Dragon', '发财'], P: ['White Dragon', '白板'],
};
const BONUS_NAMES = {
  f1: ['Plum (flower 1)', '梅'], f2: ['Orchid (flower 2)', '兰'], f3: ['Chrysanthemum (flower 3)', '菊'], f4: ['Bamboo (flower 4)', '竹'],
  s1: ['Spring (season 1)', '春'], s2: ['Summer (season 2)', '夏'], s3: ['Autumn (season 3)', '秋'], s4: ['Winter (season 4)', '冬'],
};

/** A tile's name for labels and screen readers: "5 of Dots", "五饼", "五筒". */
export function tileName(code, lang, rules = 'mcr') {
  const zh = isChinese(lang);
  let name;
  if (HONOR[code]) name = HONOR[code][zh ? 1 : 0];
  else if (BONUS_NAMES[code]) name = BONUS_NAMES[code][zh ? 1 : 0];
  else {
    const [n, suit] = code;
    name = zh ? NUM_ZH[Number(n)] + SUIT_ZH[rules === 'hk' ? 'hk' : 'mcr'][suit] : `${n} of ${SUIT_EN[suit]}`;
  }
  return zh ? inScript(name, lang) : name;
}
