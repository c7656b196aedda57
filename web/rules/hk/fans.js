// Hong Kong faan definitions shown when a player taps a faan in an HK result:
// what the faan requires and its value. The faan it does not count again are
// written by the page from the catalogue's `implies`, not here; a text only
// adds what that list cannot say (a setting, what still counts). Keyed by the faan ids of
// `mahjong-score --catalog hk` (core/rules/hk/faan_table.cpp), in that order.
// The values and exclusions follow docs/hk-rules.md (sections 3 and 8) with
// the default options; a setting that changes the reading is named as the
// options panel names it (web/definitions/hk-options.js), never by its id.
//
// The wording is the project's own, written for this page; it is not copied
// from any rulebook or other source. Plain strings, English (en),
// Traditional Chinese as Hong Kong players say it (zh: 食糊, 出銃, 自摸,
// 爆棚, tiles counted with 隻) and Japanese (ja: 番, 爆棚, ツモ, ロン; settings
// named as the options panel names them in Japanese). Tile codes: 1m-9m characters, 1p-9p dots,
// 1s-9s bamboo, E S W N winds, C red dragon, F green dragon, P white dragon;
// f1-f4 flowers, s1-s4 seasons (1 East ... 4 North).

// Written in Traditional: shown in Simplified through the page's table (scripts/chinese-sources.mjs).
export const SCRIPT = 'hant';

export default {
  common_hand: {
    en: "1 faan. All four sets are chows, declared or concealed. The pair, the wait and bonus tiles do not matter.",
    zh: "1番。四組牌全是順子（上牌或暗藏皆可）；眼、等張及花牌不論。",
    ja: "1番。4つの面子がすべて順子（副露・門前を問わない）。雀頭・待ち・花牌は問わない。",
  },
  all_in_triplets: {
    en: "3 faan. All four sets are pungs or kongs, plus a pair.",
    zh: "3番。四組牌全是刻子或槓，另加一對眼。",
    ja: "3番。4つの面子がすべて刻子か槓子、それに雀頭。",
  },
  seven_pairs: {
    en: "4 faan, only with the setting “Seven pairs” on. Seven pairs, no melds (not even a concealed kong); four alike count as two pairs. Adds the one-suit and all-honour types.",
    zh: "4番，要開啟設定「七對子」。全手七對，不可以上、碰或暗槓；四隻相同作兩對。可加混一色、清一色、字一色。",
    ja: "4番。設定「七対子」がオンのときだけ。対子7つで副露なし（暗槓も不可）。同じ牌4枚は対子2つに数える。混一色・清一色・字一色は付く。",
  },
  mixed_one_suit: {
    en: "3 faan. Only one suit plus honours, with at least one of each. With no honours it is All One Suit, with no suited tiles All Honor Tiles, which replace it.",
    zh: "3番。只有一門花色加字牌，兩者都有。無字牌是清一色、全是字牌是字一色，均不再計混一色。",
    ja: "3番。1種の数牌と字牌だけで、両方を含む。字牌がなければ清一色、数牌がなければ字一色となり、こちらは付かない。",
  },
  all_one_suit: {
    en: "7 faan. Every tile is of one suit; no honours.",
    zh: "7番。全手同一門花色，沒有字牌。",
    ja: "7番。すべての牌が1種の数牌で、字牌なし。",
  },
  all_honor_tiles: {
    en: "10 faan (13 with the setting “Ten-faan hands are limit hands”). Only winds and dragons. Wind and dragon pungs still score.",
    zh: "10番（設定「十番牌當爆棚」：13番）。全手只有風牌及三元牌。風牌、三元牌刻子照計。",
    ja: "10番（設定「10番の役を爆棚に」なら13番）。風牌と三元牌だけ。風牌・三元牌の刻子の番は付く。",
  },
  small_dragons: {
    en: "5 faan. Pungs or kongs of two dragons and a pair of the third. Its two dragon pungs add nothing (with the setting “Small Dragons adds its dragons” they add 1 each: 7 in all).",
    zh: "5番。兩種三元牌成刻子或槓，第三種作眼。不另計三元牌番（設定「小三元另計三元牌」開啟時每組另加1番，共7番）。",
    ja: "5番。三元牌2種が刻子か槓子、残る1種が雀頭。その三元牌の刻子2つに番は付かない（設定「小三元に三元牌の刻子も付ける」なら1番ずつ、計7番）。",
  },
  great_dragons: {
    en: "8 faan. Pungs or kongs of all three dragons (C F P).",
    zh: "8番。中、發、白三種都成刻子或槓。",
    ja: "8番。三元牌3種（中・發・白）すべてが刻子か槓子。",
  },
  small_winds: {
    en: "6 faan. Pungs or kongs of three winds and a pair of the fourth. The setting “Small Winds” can score Seat and Prevailing Wind too, or make the hand a limit hand (13); “Small Winds: no own-wind pair” bars a seat or prevailing wind pair.",
    zh: "6番。三種風牌成刻子或槓，第四種作眼。設定「小四喜」可另計門風、圈風，或當爆棚（13番）；設定「小四喜不可以門風、圈風作眼」開啟時，眼不可以是門風或圈風。",
    ja: "6番。風牌3種が刻子か槓子、残る1種が雀頭。設定「小四喜」で門風・圏風も付けるか、爆棚（13番）にできる。「小四喜：自風・場風の雀頭は不可」なら雀頭が自風か場風のとき成立しない。",
  },
  great_winds: {
    en: "13 faan, a limit hand. Pungs or kongs of all four winds, plus any pair.",
    zh: "13番（爆棚）。東南西北四種風牌都成刻子或槓，另加任何一對眼。",
    ja: "13番、爆棚。風牌4種すべてが刻子か槓子、それに任意の雀頭。",
  },
  thirteen_orphans: {
    en: "13 faan, a limit hand. No melds; one each of 1m 9m 1p 9p 1s 9s E S W N C F P plus one extra of these. Adds no other hand or meld faan.",
    zh: "13番（爆棚）。不可以上、碰：1m 9m 1p 9p 1s 9s及七種字牌各一隻，再多其中一隻。其他牌型、刻子番亦不計。",
    ja: "13番、爆棚。副露なし。1m 9m 1p 9p 1s 9s 東 南 西 北 中 發 白を1枚ずつと、そのどれか1枚。ほかの手役・刻子の番は付かない。",
  },
  all_kongs: {
    en: "13 faan, a limit hand. Four kongs, melded or concealed, and a pair.",
    zh: "13番（爆棚）。四組都是槓（明槓、暗槓皆可）加一對眼。",
    ja: "13番、爆棚。槓子4つ（明槓・暗槓を問わない）と雀頭。",
  },
  self_triplets: {
    en: "10 faan (13 with the setting “Ten-faan hands are limit hands”). Four concealed pungs (concealed kongs count) and a pair; won on a discard only if that tile completes the pair.",
    zh: "10番（設定「十番牌當爆棚」：13番）。四組暗刻（暗槓亦算）加一對眼；食出銃的話，那隻牌必須成眼。",
    ja: "10番（設定「10番の役を爆棚に」なら13番）。暗刻4つ（暗槓を含む）と雀頭。ロン和了はその牌で雀頭が完成するときだけ。",
  },
  orphans: {
    en: "10 faan (13 with the setting “Ten-faan hands are limit hands”). Only 1s and 9s of the suits, pair included: four pungs or kongs of terminals and a terminal pair.",
    zh: "10番（設定「十番牌當爆棚」：13番）。全手只有一、九（眼亦然）：四組么九刻子加么九眼。",
    ja: "10番（設定「10番の役を爆棚に」なら13番）。数牌の1と9だけで雀頭も含む：幺九牌の刻子か槓子4つと幺九牌の雀頭。",
  },
  nine_gates: {
    en: "10 faan (13 with the setting “Ten-faan hands are limit hands”). No melds; the 13 standing tiles are exactly 1112345678999 of one suit, won on any tile of that suit, drawn or discarded.",
    zh: "10番（設定「十番牌當爆棚」：13番）。不可以上、碰；未食糊的十三隻正是同一門1112345678999，自摸或食同門任何一隻。",
    ja: "10番（設定「10番の役を爆棚に」なら13番）。副露なし。手の13枚が1種の数牌でちょうど1112345678999、その種類のどれかでツモかロン。",
  },
  seat_wind: {
    en: "1 faan. A pung or kong of your seat wind (East for the dealer). If it is also the prevailing wind, Prevailing Wind adds 1 more. Not counted with Great Winds, nor Small Winds unless the setting “Small Winds” adds the wind pungs.",
    zh: "1番。自己門風的刻子或槓（莊家為東）；同時是圈風則另計圈風，共2番。大四喜不另計，小四喜亦不計（設定「小四喜」揀另計門風、圈風除外）。",
    ja: "1番。自風（親は東）の刻子か槓子。場風でもあれば圏風がさらに1番。大四喜には付かず、小四喜には設定「小四喜」で風牌の刻子を付けるときだけ付く。",
  },
  prevailing_wind: {
    en: "1 faan. A pung or kong of the round's prevailing wind. If it is also your seat wind, Seat Wind adds 1 more. Not counted with Great Winds, nor Small Winds unless the setting “Small Winds” adds the wind pungs.",
    zh: "1番。圈風的刻子或槓；同時是自己門風則另計門風，共2番。大四喜不另計，小四喜亦不計（設定「小四喜」揀另計門風、圈風除外）。",
    ja: "1番。その場の場風の刻子か槓子。自風でもあれば門風がさらに1番。大四喜には付かず、小四喜には設定「小四喜」で風牌の刻子を付けるときだけ付く。",
  },
  red_dragon: {
    en: "1 faan. A pung or kong of red dragons (C). Not counted with Great Dragons, nor Small Dragons unless the setting “Small Dragons adds its dragons” is on.",
    zh: "1番。紅中的刻子或槓。大三元不另計，小三元亦不計（設定「小三元另計三元牌」開啟時照計）。",
    ja: "1番。中の刻子か槓子。大三元には付かず、小三元には設定「小三元に三元牌の刻子も付ける」がオンのときだけ付く。",
  },
  green_dragon: {
    en: "1 faan. A pung or kong of green dragons (F). Not counted with Great Dragons, nor Small Dragons unless the setting “Small Dragons adds its dragons” is on.",
    zh: "1番。發財的刻子或槓。大三元不另計，小三元亦不計（設定「小三元另計三元牌」開啟時照計）。",
    ja: "1番。發の刻子か槓子。大三元には付かず、小三元には設定「小三元に三元牌の刻子も付ける」がオンのときだけ付く。",
  },
  white_dragon: {
    en: "1 faan. A pung or kong of white dragons (P). Not counted with Great Dragons, nor Small Dragons unless the setting “Small Dragons adds its dragons” is on.",
    zh: "1番。白板的刻子或槓。大三元不另計，小三元亦不計（設定「小三元另計三元牌」開啟時照計）。",
    ja: "1番。白の刻子か槓子。大三元には付かず、小三元には設定「小三元に三元牌の刻子も付ける」がオンのときだけ付く。",
  },
  mixed_orphans: {
    en: "1 faan. Only 1s, 9s and honours, with at least one terminal and one honour; All in Triplets still counts beside it. Not counted with Orphans, All Honor Tiles, Seven Pairs or Thirteen Orphans.",
    zh: "1番。全手只有一、九及字牌，兩類都有；對對糊照計。么九、字一色、七對子、十三么不另計。",
    ja: "1番。1・9と字牌だけで、幺九牌と字牌を1枚以上含む。対対糊は並んで付く。幺九・字一色・七対子・十三幺には付かない。",
  },
  self_pick: {
    en: "1 faan. You drew the winning tile from the wall yourself. Not counted with Win by Kong or Double-Kong, which include it (the setting “Kong wins add Self-Pick” adds it to them).",
    zh: "1番。自己摸到食糊的牌。槓上開花、槓上槓已包括自摸，不另計（設定「槓上開花另計自摸」開啟時另加）。",
    ja: "1番。和了牌を自分で牌山から引いた。槓上開花・槓上槓には含まれていて付かない（設定「槓上開花に自摸も付ける」なら付く）。",
  },
  win_from_wall: {
    en: "1 faan. Nothing claimed or declared before the win (concealed kongs allowed); a discard win counts too unless the setting “Concealed hand only when self-drawn” is on. Not counted with Seven Pairs, Thirteen Orphans, Self Triplets or Nine Gates.",
    zh: "1番。食糊前沒有上、碰、明槓（暗槓不影響）；食出銃亦計，設定「門前清只計自摸」開啟時只計自摸。七對子、十三么、坎坎糊、九子連環不另計。",
    ja: "1番。和了まで副露なし（暗槓はよい）。ロン和了でも付く（設定「門前清はツモのみ」なら付かない）。七対子・十三幺・坎坎糊・九子連環には付かない。",
  },
  robbing_kong: {
    en: "1 faan. You win on the tile another player adds to a melded pung to make a kong. The robbed player then pays for all three losers (the setting “Robbed player pays for all”).",
    zh: "1番。別人將一隻牌加到已碰的刻子開槓時，搶那隻牌食糊。被搶槓的人包三家（設定「被搶槓者包三家」）。",
    ja: "1番。他家がポンした刻子に加えて槓にする牌で和了。搶槓された人が負け3人分を払う（設定「搶槓された人が全員分」）。",
  },
  last_catch: {
    en: "1 faan. You win on the wall's last tile, or on the discard that follows it. With the setting “Last Catch on the last discard” off, only the drawn last tile counts. Combines with Win by Kong.",
    zh: "1番。摸牌牆最後一隻牌食糊，或食之後打出的最後一隻牌；設定「食最後一隻打出的牌都計海底撈月」關閉時只計自摸。可與槓上開花同計。",
    ja: "1番。牌山の最後の牌で和了、またはその後の捨て牌で和了。設定「最後の捨て牌でも海底撈月」がオフなら、最後の牌をツモったときだけ。槓上開花と複合する。",
  },
  win_by_kong: {
    en: "2 faan. You win on the replacement tile drawn after declaring a kong or setting aside a flower or season. Self-Pick is included, not added (with the setting “Kong wins add Self-Pick”: 3 in all).",
    zh: "2番。開槓或補花後摸的槓尾牌食糊。已包括自摸，不另計（設定「槓上開花另計自摸」開啟時共3番）。",
    ja: "2番。槓をするか花牌・季節牌を抜いて引いた補充牌で和了。自摸は含まれていて加えない（設定「槓上開花に自摸も付ける」なら計3番）。",
  },
  win_by_double_kong: {
    en: "9 faan. You win on the replacement for a kong that was itself declared with a replacement tile (two kongs in hand). Self-Pick is included (with the setting “Kong wins add Self-Pick”: 10 in all).",
    zh: "9番。摸槓尾再開槓，以第二隻槓尾牌食糊（手上有兩組槓）。已包括自摸（設定「槓上開花另計自摸」開啟時共10番）。",
    ja: "9番。補充牌で槓をし、その槓の補充牌で和了（手に槓子2つ）。自摸は含まれる（設定「槓上開花に自摸も付ける」なら計10番）。",
  },
  heavenly_hand: {
    en: "13 faan, a limit hand. East, the dealer, wins with the dealt hand before any discard, having declared nothing. Self-Pick and Win from Wall are listed too.",
    zh: "13番（爆棚）。莊家（東）以起手牌食糊，未有打牌或上牌。同時列出自摸、門前清。",
    ja: "13番、爆棚。親（東）が配牌のまま、打牌も宣言もせずに和了。自摸と門前清も並ぶ。",
  },
  earthly_hand: {
    en: "13 faan, a limit hand. A player other than East wins on East's first discard, having declared nothing. Win from Wall is listed too.",
    zh: "13番（爆棚）。閒家食莊家打出的第一隻牌，未有上、碰。同時列出門前清。",
    ja: "13番、爆棚。親以外が、何も宣言せずに親の第一打で和了。門前清も並ぶ。",
  },
  own_flower: {
    en: "1 faan. You hold the flower of your seat: f1 East, f2 South, f3 West, f4 North. Not counted with All Flowers. No bonus faan when the setting “Play with flowers” is off.",
    zh: "1番。持有自己位置的花：f1東、f2南、f3西、f4北。有一台花（梅蘭菊竹）時不另計。設定「打花」關閉時不計花番。",
    ja: "1番。自分の席の花牌を持つ：f1が東、f2が南、f3が西、f4が北。一台花には付かない。設定「花牌あり」がオフなら花の番はない。",
  },
  own_season: {
    en: "1 faan. You hold the season of your seat: s1 East, s2 South, s3 West, s4 North. Not counted with All Seasons. No bonus faan when the setting “Play with flowers” is off.",
    zh: "1番。持有自己位置的季：s1東、s2南、s3西、s4北。有一台花（春夏秋冬）時不另計。設定「打花」關閉時不計花番。",
    ja: "1番。自分の席の季節牌を持つ：s1が東、s2が南、s3が西、s4が北。一台花（季）には付かない。設定「花牌あり」がオフなら花の番はない。",
  },
  all_flowers: {
    en: "2 faan. You hold all four flowers, f1 to f4. All eight bonus tiles score All Flowers plus All Seasons (4), or Eight Immortals with the setting “Flower hands”.",
    zh: "2番。持有f1至f4（梅蘭菊竹）一台花。八隻花齊就兩台花共4番（設定「花糊」開啟時另計八仙過海）。",
    ja: "2番。花牌4枚（f1〜f4）すべてを持つ。花牌8枚すべてなら一台花と一台花（季）で4番、設定「花糊」なら八仙過海。",
  },
  all_seasons: {
    en: "2 faan. You hold all four seasons, s1 to s4. All eight bonus tiles score All Flowers plus All Seasons (4), or Eight Immortals with the setting “Flower hands”.",
    zh: "2番。持有s1至s4（春夏秋冬）一台花。八隻花齊就兩台花共4番（設定「花糊」開啟時另計八仙過海）。",
    ja: "2番。季節牌4枚（s1〜s4）すべてを持つ。花牌8枚すべてなら一台花と一台花（季）で4番、設定「花糊」なら八仙過海。",
  },
  no_flowers: {
    en: "1 faan. You hold no flower or season. Not scored when the setting “Play with flowers” is off.",
    zh: "1番。手上沒有任何花牌。設定「打花」關閉時不計。",
    ja: "1番。花牌も季節牌も持たない。設定「花牌あり」がオフなら付かない。",
  },
  flower_hand: {
    en: "3 faan, only with the setting “Flower hands” on. You hold seven of the eight bonus tiles and another player holds the eighth: the bonus tiles win alone, whatever your other tiles. The player with the eighth pays as the discarder (or the win is self-drawn, as your table plays it). Nothing else counts.",
    zh: "3番，要開啟設定「花糊」。摸到八隻花中的七隻，而第八隻在別家：只憑花牌食糊，其他牌不論。有第八隻花的人當出銃（或按枱例當自摸）。不計其他番。",
    ja: "3番。設定「花糊」がオンのときだけ。花牌8枚のうち7枚を持ち、8枚目を他家が持つ：ほかの牌にかかわらず花牌だけで和了。8枚目を持つ人が放銃者として払う（またはツモ扱い、卓の決めによる）。ほかの番は付かない。",
  },
  eight_immortals: {
    en: "13 faan, a limit hand, only with the setting “Flower hands” on. You draw all eight bonus tiles: they win alone, self-drawn. Nothing else counts.",
    zh: "13番（爆棚），要開啟設定「花糊」。自己摸齊八隻花：只憑花牌食糊，當自摸。不計其他番。",
    ja: "13番、爆棚。設定「花糊」がオンのときだけ。花牌8枚すべてを引く：花牌だけでツモ和了。ほかの番は付かない。",
  },
};
