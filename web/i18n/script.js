// Simplified <-> Traditional characters for the texts the page shows, by a
// table of the characters it uses (generated from OpenCC, see
// scripts/make-script-map.mjs): a Simplified-reading MCR player and a
// Traditional-reading Hong Kong player each see one script on a whole screen.
import { S2T, T2S } from './script-map.js';

// Where one character alone is ambiguous, the reading our texts mean.
const FIXES_S2T = { 幺: '么', 么: '麼', 干: '乾', 台: '台', 里: '裡', 只: '只', 着: '著' };
const FIXES_T2S = {};

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
  return apply(s2t, String(text));
}

export function toHans(text) {
  t2s ??= mapOf(T2S, FIXES_T2S);
  return apply(t2s, String(text));
}
