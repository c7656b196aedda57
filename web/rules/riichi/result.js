// How a Riichi result reads at the table (page.js's hooks): the yaku by the
// romaji players say, with the English (or, in Chinese and Japanese, the
// players' own name first); the limit's name; the payments as players say
// them ("Tsumo 2,000/4,000", "Tsumo 4,000 all", "Ron 8,000"), read off the
// core's payments, honba taken out (the spec: 100 per honba from each payer
// of a self-draw, 300 from the discarder).

// The romaji of each yaku of the core's table (core/rules/riichi/yaku_table.cpp).
export const ROMAJI = {
  riichi: 'Riichi', double_riichi: 'Double Riichi', ippatsu: 'Ippatsu', menzen_tsumo: 'Menzen Tsumo', pinfu: 'Pinfu',
  tanyao: 'Tanyao', iipeikou: 'Iipeikou', haku: 'Haku', hatsu: 'Hatsu', chun: 'Chun', seat_wind: 'Jikaze',
  prevalent_wind: 'Bakaze', haitei: 'Haitei', houtei: 'Houtei', rinshan: 'Rinshan Kaihou', chankan: 'Chankan',
  chiitoitsu: 'Chiitoitsu', sanshoku: 'Sanshoku', ittsu: 'Ittsu', chanta: 'Chanta', toitoi: 'Toitoi',
  sanankou: 'Sanankou', sanshoku_doukou: 'Sanshoku Doukou', sankantsu: 'Sankantsu', honroutou: 'Honroutou',
  shousangen: 'Shousangen', ryanpeikou: 'Ryanpeikou', junchan: 'Junchan', honitsu: 'Honitsu', chinitsu: 'Chinitsu',
  kokushi: 'Kokushi Musou', kokushi_13: 'Kokushi Musou Juusanmen', suuankou: 'Suuankou', suuankou_tanki: 'Suuankou Tanki',
  daisangen: 'Daisangen', shousuushii: 'Shousuushii', daisuushii: 'Daisuushii', tsuuiisou: 'Tsuuiisou',
  chinroutou: 'Chinroutou', ryuuiisou: 'Ryuuiisou', chuuren: 'Chuuren Poutou', junsei_chuuren: 'Junsei Chuuren Poutou',
  suukantsu: 'Suukantsu', tenhou: 'Tenhou', chiihou: 'Chiihou', renhou: 'Renhou', dora: 'Dora', aka_dora: 'Aka Dora',
  ura_dora: 'Ura Dora',
};

const WINDS = ['E', 'S', 'W', 'N'];

/** Points as players write them: 8,000 (a sign kept: +8,300, -4,100). */
export const pointsText = (n) => `${n > 0 ? '+' : ''}${n < 0 ? '-' : ''}${Math.abs(n).toLocaleString('en-US')}`;

/**
 * A yaku's names, the reader's first: English pages the romaji and the
 * English name beside it; Chinese and Japanese pages the players' own name
 * (t.yaku_names, else the catalogue's Japanese) and the romaji beside it.
 */
export function fanNames(fan, t, chinese) {
  const romaji = ROMAJI[fan.id] ?? fan.name;
  if (t.yaku_names) return [t.yaku_names[fan.id] ?? fan.ja ?? romaji, romaji];
  return [romaji, chinese || fan.name === romaji ? (fan.ja ?? '') : fan.name];
}

/** The fan table's value of a yaku: closed/open han, "closed only", or yakuman. */
export function tableValue(fan, t) {
  if (fan.kind === 'yakuman') return t.yakuman_word;
  if (fan.kind === 'by_option') return '–';
  if (fan.han_open === null) return `${t.han_short(fan.han_closed)} · ${t.closed_only}`;
  if (fan.han_open === fan.han_closed) return t.han_short(fan.han_closed);
  return `${t.han_short(fan.han_closed)} · ${t.open_value(fan.han_open)}`;
}

/** The limit's name (Mangan, Haneman, …, Double yakuman, Kazoe yakuman), or null. */
export function limitName(r, t) {
  if (!r.ok || !r.limit) return null;
  if (r.limit === 'yakuman' && !r.yakuman) return t.kazoe;
  if (r.limit === 'yakuman') return yakumanName(r.yakuman, t);
  return t.limits[r.limit] ?? r.limit;
}

// The spec (../shared/spec/riichi.md, "A result"): a yakuman hand's han is 13 per
// yakuman, and a yaku that counts twice (double_yakuman) has 26.
const YAKUMAN_HAN = 13;

/** n yakuman as players say them: Yakuman, Double yakuman, 3× yakuman. */
export const yakumanName = (n, t) => (n > 1 ? t.yakuman_times(n) : t.limits.yakuman);

/**
 * The result in the shared form the result card reads: han as its total,
 * the yaku as its fans. A yakuman is named, not counted in han: its total
 * reads "Yakuman" (or "Double yakuman"), with no unit, and each of its yaku
 * how many yakuman it is; a counted yakuman (kazoe: 13 han without one,
 * yakuman 0) keeps its han.
 */
export function shownResult(r, t) {
  if (!r.ok || !r.yaku) return r;
  const named = (han) => (r.yakuman ? yakumanName(han / YAKUMAN_HAN, t) : han);
  return { ...r, total: named(r.han), unit: r.yakuman ? '' : undefined, fans: r.yaku.map((y) => ({ ...y, points: named(y.han) })) };
}

/** The limit beside the total, unless the total names it already. */
export const badges = (r, t) => [!r.yakuman && limitName(r, t)];

/**
 * What the win pays, as players say it: "Tsumo 2,000/4,000" (each
 * non-dealer / the dealer), "Tsumo 4,000 all" (the dealer's), "Ron 8,000";
 * the honba on the table taken back out of each payment. Null without
 * payments (how it was won not said).
 */
export function paymentWords(r, state, t) {
  const p = r.payments;
  if (!p) return t.meets_minimum();
  const honba = state.honba ?? 0;
  const pays = (w) => (-p[w] - (state.self_drawn ? 100 : 300) * honba).toLocaleString('en-US');
  const note = honba ? ` · ${t.honba_note(honba)}` : '';
  const payers = WINDS.filter((w) => p[w] < 0);
  if (!state.self_drawn) return t.ron(pays(payers[0])) + note;
  if (state.seat_wind === 'E') return t.tsumo_all(pays(payers[0])) + note;
  return t.tsumo_split(pays(payers.find((w) => w !== 'E')), pays('E')) + note;
}
