// The score sheet's words: English, Simplified Chinese (MCR's vocabulary) and
// Traditional Chinese; a rule set's game uses its own words (Hong Kong's faan,
// 番, 莊, 食糊, 流局, 詐糊), its sheet module's WORDS (web/rules/<id>/sheet.js),
// laid over the general ones. The rule options' labels and choices are not
// here: the sheet reads the options panel's (web/rules/<id>/options.js,
// through option-words.js).


import { withSafetyWords } from './i18n-safety.js';
import { overlay } from '../i18n/overlay.js';
import SHEETS from '../rules/all-sheet.js';

export { LAUNCHER, SHEET_LANGUAGES, sheetLanguage } from './i18n-launcher.js';
export const LANGUAGE_NAMES = { en: 'EN', 'zh-Hans': '简', 'zh-Hant': '繁' };

const WIND_NAMES = {
  en: { E: 'East', S: 'South', W: 'West', N: 'North' },
  'zh-Hans': { E: '东', S: '南', W: '西', N: '北' },
  'zh-Hant': { E: '東', S: '南', W: '西', N: '北' },
};

const STRINGS = {
  en: {
    title: 'Score sheet', close: 'Back to the calculator', language: 'Language', sep: ', ',
    winds: WIND_NAMES.en,
    new_match: 'New match', start_match: 'Start', kept: 'Matches kept on this phone', archived: 'finished',
    open_match: 'Open', delete_match: 'Delete', no_matches: 'No match yet.',
    player_at: (w) => `Player at ${w}`, rules: 'Rules',
    keeps_on_draw: 'Dealer keeps the deal on a draw',
    hand_of: (n) => `Hand ${n}`, round_wind: (w) => `${w} round`, of16: ' of 16',
    next_hand: (n, w) => `Next: hand ${n}, ${w} round`, over: 'All 16 hands are played.', deals: (name) => `${name} deals`,
    repeat: (n) => ` (repeat ${n})`,
    standings: 'Standings', sheet: 'Hands', figures: 'Figures', catchup: 'To overtake in the next hand',
    total: 'Total', player: 'Player', rank: '#',
    wins: 'Wins', self_draws: 'Self-drawn', dealt_in: 'Discards that lost', average: 'Average points',
    draw: 'Draw', record_draw: 'Draw (no winner)', enter_hand: 'Enter a hand', penalty: 'Penalty', undo: 'Undo',
    won_by: (name) => `${name} wins`, self_drawn: 'self-drawn', off: (name) => `off ${name}`,
    points: 'Points', points_unit: 'pts',
    false_win: 'False win', false_win_by: (name) => `False win by ${name}`, custom_penalty: 'Other penalty',
    each: 'Each other player receives', note: 'Note', amount_for: (name) => `${name}`,
    winner: 'Result', how: 'How it was won', discard_from: (name) => `${name}'s discard`,
    save: 'Save', cancel: 'Cancel', edit: 'Edit', delete: 'Delete', deleted: 'Deleted.', undone: 'Undone.',
    already: 'This hand is already recorded.',
    recorded_line: (n, what, pays) => `Hand ${n} recorded: ${what}: ${pays}`, recorded_draw: (n) => `Hand ${n} recorded: a draw.`,
    taken_back: (n) => `Hand ${n} taken back.`, worth: (v) => `${v} pts`,
    unnamed: { E: 'East', S: 'South', W: 'West', N: 'North' },
    deal: 'The deal passes', deal_right: 'to the dealer\'s right (下家), as at the table', deal_left: 'to the dealer\'s left: each player\'s wind moves on (the e-book\'s table)',
    deal_short: { right: 'deal to the right', left: 'deal to the left (e-book table)' },
    chart: 'Running score', chart_label: (hands) => `Each player's total after each of ${hands} hands`,
    by_fans: 'Record by fans', fans_ticked: (n, pts) => `${n} fans ticked: ${pts} pts`, flowers: 'Flowers',
    fan_times: (fan, n, next) => `${fan}: counted ×${n}; tap for ×${next}`,
    record_as_hand: (n, w) => `Record as hand ${n}, ${w} round`,
    share: 'Share', share_hint: 'Another phone at the table opens the same sheet from this link or code.',
    copy_link: 'Copy link', copied: 'Copied.', csv: 'CSV', print: 'Print', finish: 'Finish and archive', reopen: 'Reopen',
    replace_q: (name) => `This phone keeps an older copy of “${name}”. Replace it with the link's copy?`,
    replace: 'Replace', keep: 'Keep mine', opened_link: 'Opened the shared match.', kept_newer: 'This phone already has this match, as new or newer.',
    need_self: 'self-drawn', need_from: (name) => `from ${name}`, need_none: '–',
    catch_head: (a, b, gap) => `${a} behind ${b} by ${gap}`,
    needs_unit: 'pts',
    opt_on: 'on', opt_off: 'off', list_sep: '; ', sentence_sep: ' ', and_more: (n) => `and ${n} more`,
    options_default: 'as the rules have them by default.', scoring_options: 'Scoring options, from the calculator:',
    other_options: 'Other options, from the calculator:', match_rules: 'Rules',
    differs_rules: (calculator, match) => `the calculator plays ${calculator}, this match ${match}`,
    differs_option: (label, calculator, match) => `${label}: the calculator has “${calculator}”, this match “${match}”`,
    record_as_match: 'Record under the match\'s options', rescored: 'Scored again under the match\'s options, which the calculator now uses.',
    errors: {
      no_result: 'Score a hand in the calculator first.', rules: 'The calculator scores another rule set than this match: switch it.',
      minimum: 'The hand does not reach the minimum: it is not a win.', how_won: 'Say how the hand was won: self-drawn or whose discard.',
      over: 'The match is over: all 16 hands are played.', names: 'Each player needs a name of their own.',
      winner: 'Choose the winner.', pick_winner: 'Who won? Tap the winner\'s name on the seat row, then Record.', points: 'Give the points (an MCR win has at least 8).',
      core: 'The calculator is still loading: try again in a moment.',
      offender: 'Choose who declared the false win.', amounts: 'Give an amount for at least one player.', link: 'This link does not hold a score sheet.',
      prevalent: (n, w, calc) => `Not recorded: the calculator has the ${calc} round; this is hand ${n}, ${w} round.`,
      no_match: 'Start a match first.',
      options: (what) => `Not recorded: ${what}.`,
      stake_both: (preset, stake) => `“${preset}” already sets the money per point: leave “${stake}” at 1.`,
    },
  },
  'zh-Hans': {
    title: '记分表', close: '返回算番器', language: '语言', sep: '，',
    winds: WIND_NAMES['zh-Hans'],
    new_match: '新比赛', start_match: '开始', kept: '本机保存的比赛', archived: '已结束',
    open_match: '打开', delete_match: '删除', no_matches: '还没有比赛。',
    player_at: (w) => `${w}家`, rules: '规则',
    keeps_on_draw: '流局时庄家连庄', // an HK game's alone: its word (流局)
    hand_of: (n) => `第${n}局`, round_wind: (w) => `${w}风圈`, of16: '／16',
    next_hand: (n, w) => `下一局：第${n}局，${w}风圈`, over: '16局已全部打完。', deals: (name) => `${name}坐庄`,
    repeat: (n) => `（连庄${n}）`,
    standings: '排名', sheet: '各局', figures: '统计', catchup: '下一局反超所需',
    total: '总分', player: '选手', rank: '名次',
    wins: '和牌', self_draws: '自摸', dealt_in: '点炮', average: '平均番数',
    draw: '荒庄', record_draw: '荒庄（无人和牌）', enter_hand: '手动记一局', penalty: '罚分', undo: '撤销',
    won_by: (name) => `${name}和`, self_drawn: '自摸', off: (name) => `${name}点炮`,
    points: '番数', points_unit: '番',
    false_win: '错和', false_win_by: (name) => `${name}错和`, custom_penalty: '其他罚分',
    each: '其他三家各得', note: '备注', amount_for: (name) => `${name}`,
    winner: '结果', how: '和牌方式', discard_from: (name) => `${name}点炮`,
    save: '保存', cancel: '取消', edit: '修改', delete: '删除', deleted: '已删除。', undone: '已撤销。',
    already: '这一局已经记录过了。',
    recorded_line: (n, what, pays) => `第${n}局已记录：${what}：${pays}`, recorded_draw: (n) => `第${n}局已记录：荒庄。`,
    taken_back: (n) => `第${n}局已撤回。`, worth: (v) => `${v}番`,
    unnamed: { E: '东家', S: '南家', W: '西家', N: '北家' },
    deal: '坐庄轮转', deal_right: '传给庄家的下家（右手边），与牌桌相同', deal_left: '传给庄家的上家：各家门风依次后移（电子书的表）',
    deal_short: { right: '庄传下家', left: '庄传上家（电子书的表）' },
    chart: '累计得分', chart_label: (hands) => `每位选手在${hands}局中每局后的总分`,
    by_fans: '按番种记录', fans_ticked: (n, pts) => `已选${n}个番种：${pts}番`, flowers: '花牌',
    fan_times: (fan, n, next) => `${fan}：计${n}次，点按改为${next}次`,
    record_as_hand: (n, w) => `记为第${n}局（${w}风圈）`,
    share: '分享', share_hint: '同桌的另一部手机用此链接或二维码打开同一张记分表。',
    copy_link: '复制链接', copied: '已复制。', csv: 'CSV', print: '打印', finish: '结束并归档', reopen: '重新打开',
    replace_q: (name) => `本机保存着“${name}”的旧版本。要用链接中的版本替换吗？`,
    replace: '替换', keep: '保留本机的', opened_link: '已打开分享的比赛。', kept_newer: '本机已有这场比赛的相同或更新版本。',
    need_self: '自摸', need_from: (name) => `${name}点炮`, need_none: '–',
    catch_head: (a, b, gap) => `${a}落后${b} ${gap}分`,
    needs_unit: '番',
    opt_on: '开', opt_off: '关', list_sep: '；', sentence_sep: '', and_more: (n) => `另有${n}项不同`,
    options_default: '按规则的默认设置。', scoring_options: '计番选项（取自算番器）：',
    other_options: '其他选项（取自算番器）：', match_rules: '规则',
    differs_rules: (calculator, match) => `算番器用${calculator}，本比赛用${match}`,
    differs_option: (label, calculator, match) => `${label}：算番器为“${calculator}”，本比赛为“${match}”`,
    record_as_match: '按本比赛的设置记录', rescored: '已按本比赛的设置重新计算，算番器也改用这些设置。',
    errors: {
      no_result: '请先在算番器里算出一手牌。', rules: '算番器的规则与本比赛不同，请切换。',
      minimum: '这手牌不够起和番，不能和。', how_won: '请选择和牌方式：自摸或谁点炮。',
      over: '比赛已结束：16局已打完。', names: '每位选手的名字要不同。',
      winner: '请选择和牌者。', pick_winner: '谁和牌？请在座位一行点选和牌者，再点记录。', points: '请输入番数（国标至少8番）。',
      core: '算番器还在加载，请稍后再试。',
      offender: '请选择错和的选手。', amounts: '请至少给一位选手输入分数。', link: '这个链接里没有记分表。',
      prevalent: (n, w, calc) => `未记录：算番器是${calc}风圈，这是第${n}局，${w}风圈。`,
      no_match: '请先开始一场比赛。',
      options: (what) => `未记录：${what}。`,
      stake_both: (preset, stake) => `选了${preset}就不用再设${stake}：请保留为1。`,
    },
  },
};

STRINGS['zh-Hant'] = {
  ...STRINGS['zh-Hans'],
  title: '記分表', close: '返回算番器', language: '語言', winds: WIND_NAMES['zh-Hant'],
  new_match: '新比賽', start_match: '開始', kept: '本機保存的比賽', archived: '已結束', open_match: '打開', delete_match: '刪除',
  no_matches: '還沒有比賽。', player_at: (w) => `${w}家`, rules: '規則',
  keeps_on_draw: '流局時莊家連莊', round_wind: (w) => `${w}風圈`,
  next_hand: (n, w) => `下一局：第${n}局，${w}風圈`, over: '16局已全部打完。', deals: (name) => `${name}坐莊`,
  repeat: (n) => `（連莊${n}）`, standings: '排名', sheet: '各局', figures: '統計', catchup: '下一局反超所需',
  total: '總分', player: '選手', rank: '名次', wins: '和牌', self_draws: '自摸', dealt_in: '放銃', average: '平均番數',
  draw: '荒莊', record_draw: '荒莊（無人和牌）', enter_hand: '手動記一局', penalty: '罰分', undo: '撤銷',
  won_by: (name) => `${name}和`, off: (name) => `${name}放銃`, points: '番數',
  false_win: '錯和', false_win_by: (name) => `${name}錯和`, custom_penalty: '其他罰分', each: '其他三家各得', note: '備註',
  winner: '結果', how: '和牌方式', discard_from: (name) => `${name}放銃`, save: '保存', delete: '刪除', deleted: '已刪除。', undone: '已撤銷。',
  already: '這一局已經記錄過了。', share: '分享',
  recorded_line: (n, what, pays) => `第${n}局已記錄：${what}：${pays}`, recorded_draw: (n) => `第${n}局已記錄：荒莊。`,
  taken_back: (n) => `第${n}局已撤回。`,
  unnamed: { E: '東家', S: '南家', W: '西家', N: '北家' },
  deal: '坐莊輪轉', deal_right: '傳給莊家的下家（右手邊），與牌桌相同', deal_left: '傳給莊家的上家：各家門風依次後移（電子書的表）',
  deal_short: { right: '莊傳下家', left: '莊傳上家（電子書的表）' },
  chart: '累計得分', chart_label: (hands) => `每位選手在${hands}局中每局後的總分`,
  by_fans: '按番種記錄', fans_ticked: (n, pts) => `已選${n}個番種：${pts}番`, flowers: '花牌',
  fan_times: (fan, n, next) => `${fan}：計${n}次，點按改為${next}次`,
  record_as_hand: (n, w) => `記為第${n}局（${w}風圈）`,
  share_hint: '同桌的另一部手機用此連結或二維碼打開同一張記分表。', copy_link: '複製連結', copied: '已複製。', print: '列印',
  finish: '結束並歸檔', reopen: '重新打開', replace_q: (name) => `本機保存着「${name}」的舊版本。要用連結中的版本替換嗎？`,
  replace: '替換', keep: '保留本機的', opened_link: '已打開分享的比賽。', kept_newer: '本機已有這場比賽的相同或更新版本。',
  need_from: (name) => `${name}放銃`, catch_head: (a, b, gap) => `${a}落後${b} ${gap}分`,
  opt_on: '開', opt_off: '關', and_more: (n) => `另有${n}項不同`,
  options_default: '按規則的預設設定。', scoring_options: '計番選項（取自算番器）：',
  other_options: '其他選項（取自算番器）：', match_rules: '規則',
  differs_rules: (calculator, match) => `算番器用${calculator}，本比賽用${match}`,
  differs_option: (label, calculator, match) => `${label}：算番器為「${calculator}」，本比賽為「${match}」`,
  record_as_match: '按本比賽的設定記錄', rescored: '已按本比賽的設定重新計算，算番器亦改用這些設定。',
  errors: {
    ...STRINGS['zh-Hans'].errors,
    no_result: '請先在算番器裏計出一手牌。', rules: '算番器的規則與本比賽不同，請切換。', minimum: '這手牌不夠起糊番數，不能和。',
    how_won: '請選擇和牌方式：自摸或誰放銃。', over: '比賽已結束：16局已打完。', names: '每位選手的名字要不同。',
    winner: '請選擇和牌者。', pick_winner: '誰和牌？請在座位一行點選和牌者，再點記錄。', points: '請輸入番數（國標至少8番）。', offender: '請選擇錯和的選手。',
    core: '算番器仲載入緊，請稍後再試。',
    amounts: '請至少給一位選手輸入分數。', link: '這個連結裏沒有記分表。',
    prevalent: (n, w, calc) => `未記錄：算番器是${calc}風圈，這是第${n}局，${w}風圈。`, no_match: '請先開始一場比賽。',
    options: (what) => `未記錄：${what}。`,
    stake_both: (preset, stake) => `揀了${preset}就唔使再設${stake}：請保留為1。`,
  },
};

/** The words for a language and rule set. */
export function sheetStrings(lang, rules) {
  const base = STRINGS[lang] ?? STRINGS.en;
  const known = STRINGS[lang] ? lang : 'en';
  const own = rules && SHEETS[rules]?.WORDS?.[lang];
  // every rule set's name, and its line in the new match's choice, from its sheet module
  const names = Object.entries(SHEETS).map(([id, module]) => [id, module.NAMES[known]]);
  const named = { ...base, rule_names: Object.fromEntries(names.map(([id, n]) => [id, n.name])), rule_choices: Object.fromEntries(names.map(([id, n]) => [id, n.choice])) };
  return withSafetyWords(own ? overlay(named, own) : named, known);
}

export const STRING_TABLES = STRINGS;
