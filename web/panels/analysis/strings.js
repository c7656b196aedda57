// The analysis panel's words (issue 13), in the page's four languages and
// with each rule set's vocabulary: MCR says 听牌, 点和, 番 (points); Hong Kong
// says 叫糊, 食出铳, 番 (faan) and what a win pays (web/rules/hk/analysis.js). Traditional Chinese is the
// Simplified text converted, as web/i18n.js does for the rest of the page.
// Japanese says 聴牌, 待ち, 向聴, 有効牌 as Japanese players do.
import { toHant, wordBook } from '../../i18n.js';
import RULE_SETS from '../../rules/all-analysis.js';

const EN = {
  waits_title: (n) => `Ready: ${n} winning tile${n === 1 ? '' : 's'}`,
  waits_hint: 'Tap a tile to see the hand won on it.',
  wait_tile: 'Wins on',
  by_discard: 'Discard',
  by_self_draw: 'Self-drawn',
  left: 'Left',
  left_count: (n) => `${n}`,
  none_left: 'all 4 held',
  below: (min) => `below ${min}`,
  unit: 'pts',
  shanten: (n) => `${n} tile${n === 1 ? '' : 's'} from ready`,
  useful_title: 'Tiles that bring it closer:',
  useful_count: (n) => `${n} tile${n === 1 ? '' : 's'} left to draw`,
  discards_title: 'Discards, best first',
  discards_hint: 'Tap a discard to let it go and see its waits.',
  discard: 'Discard',
  after: 'Then',
  useful: 'Useful',
  ready_on: 'ready:',
  steps: (n) => `${n} from ready`,
  pays: (n) => `+${n}`,
  limit: 'limit',
  quiz_prompt: 'Which tiles win this hand? Tap each one, then check.',
  quiz_check: 'Check my answer',
  quiz_again: 'Try again',
  quiz_result: (right, waits, wrong) => `${right} of ${waits} winning tiles found${wrong ? `, ${wrong} wrong` : ''}.`,
  quiz_right: 'right',
  quiz_wrong: 'does not win',
  quiz_missed: 'missed',
  needs_13: 'This view shows a hand of 13 tiles and what it waits on.',
};

const HANS = {
  waits_title: (n) => `听牌：${n}张可和`,
  waits_hint: '点一张牌，看和这张的结果。',
  wait_tile: '和张',
  by_discard: '点和',
  by_self_draw: '自摸',
  left: '剩余',
  left_count: (n) => `${n}`,
  none_left: '四张都在手',
  below: (min) => `不足${min}`,
  unit: '番',
  shanten: (n) => `${n}向听`,
  useful_title: '进张：',
  useful_count: (n) => `共${n}张可摸`,
  discards_title: '打哪张：好的在前',
  discards_hint: '点一张打出，看打后的听牌。',
  discard: '打出',
  after: '打后',
  useful: '进张',
  ready_on: '听',
  steps: (n) => `${n}向听`,
  pays: (n) => `+${n}`,
  limit: '爆棚',
  quiz_prompt: '这手牌和哪几张？逐一点选，再核对答案。',
  quiz_check: '核对答案',
  quiz_again: '再试一次',
  quiz_result: (right, waits, wrong) => `找到${waits}张和张中的${right}张${wrong ? `，选错${wrong}张` : ''}。`,
  quiz_right: '对',
  quiz_wrong: '不能和',
  quiz_missed: '漏了',
  needs_13: '这里显示13张的手牌和它听的牌。',
};

const JA = {
  waits_title: (n) => `聴牌：待ち${n}種`,
  waits_hint: '牌をタップすると、その牌で和了ったときの結果が出ます。',
  wait_tile: '待ち',
  by_discard: 'ロン',
  by_self_draw: 'ツモ',
  left: '残り',
  left_count: (n) => `${n}`,
  none_left: '4枚とも手の内',
  below: (min) => `${min}未満`,
  unit: '点',
  shanten: (n) => `${n}向聴`,
  useful_title: '有効牌：',
  useful_count: (n) => `残り${n}枚`,
  discards_title: '打牌候補（良い順）',
  discards_hint: '打牌をタップすると、切った後の待ちが出ます。',
  discard: '打牌',
  after: '切った後',
  useful: '有効牌',
  ready_on: '待ち：',
  steps: (n) => `${n}向聴`,
  pays: (n) => `+${n}`,
  limit: '爆棚',
  quiz_prompt: 'この手の和了牌は？ 1枚ずつタップして答え合わせ。',
  quiz_check: '答え合わせ',
  quiz_again: 'もう一度',
  quiz_result: (right, waits, wrong) => `和了牌${waits}種のうち${right}種正解${wrong ? `、${wrong}種不正解` : ''}。`,
  quiz_right: '正解',
  quiz_wrong: '和了れない',
  quiz_missed: '見落とし',
  needs_13: 'ここには13枚の手牌とその待ちを表示します。',
};

// Characters of these words that the page's script map (web/i18n/script-map.js)
// does not turn yet; tests/web/analysis.test.mjs checks none is left.
const MORE_HANT = { 余: '餘', 进: '進', 几: '幾', 钱: '錢', 错: '錯' };
const hant = (text) => toHant(text).replace(/[余进几钱错]/g, (c) => MORE_HANT[c]);

/** The panel's words in `lang` for `rules`. */
export const analysisStrings = wordBook({ en: EN, hans: HANS, ja: JA, own: RULE_SETS, toTraditional: hant });

/** Every key each table has, for the test that no language lacks one. */
export const TABLES = { EN, HANS, JA, own: RULE_SETS };
