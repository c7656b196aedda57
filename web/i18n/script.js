// Simplified <-> Traditional characters for the texts the page shows, by a
// table of the characters it uses (generated from OpenCC, see
// scripts/make-script-map.mjs): a Simplified-reading MCR player and a
// Traditional-reading Hong Kong player each see one script on a whole screen.
import { S2T, T2S } from './script-map.js';

// Where one character alone is ambiguous, the reading our texts mean, and
// where OpenCC's character is not the one Hong Kong and Taiwan write: 么 is
// mahjong's 么 (十三么, 混么九; Hong Kong writes 幺 as 么 too), not 麼;
// 為, 啟 and 吃 as players read them, not OpenCC's 爲, 啓 and 喫.
const FIXES_S2T = { 幺: '么', 么: '么', 干: '乾', 台: '台', 里: '裡', 只: '只', 着: '著', 为: '為', 启: '啟', 吃: '吃' };
const FIXES_T2S = {};
// Words whose Traditional form is another word, replaced before the
// characters: the question word's 么 is 麼; 复制 is 複製 (复 alone 復);
// Hong Kong and Taiwan 搜尋.
const WORDS_S2T = [['甚么', '甚麼'], ['什么', '什麼'], ['怎么', '怎麼'], ['复制', '複製'], ['搜索', '搜尋']];

function mapOf([from, to], fixes) {
  const map = new Map();
  const a = [...from];
  const b = [...to];
  a.forEach((c, i) => map.set(c, b[i]));
  for (const [c, d] of Object.entries(fixes)) map.set(c, d);
  return map;
}

let s2t = null;
let t2s = null;
const apply = (map, text) => text.replace(/[\u3400-\u9fff]/g, (c) => map.get(c) ?? c);

export function toHant(text) {
  s2t ??= mapOf(S2T, FIXES_S2T);
  let words = String(text);
  for (const [simplified, traditional] of WORDS_S2T) words = words.replaceAll(simplified, traditional);
  return apply(s2t, words);
}

export function toHans(text) {
  t2s ??= mapOf(T2S, FIXES_T2S);
  return apply(t2s, String(text));
}
