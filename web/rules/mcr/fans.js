// MCR (Chinese Official) fan definitions shown when a player taps a fan in a
// result: what the fan requires. Keyed by the fan ids of
// shared/spec/mcr-fans.md, in that table's order (1-81, then the competition
// fan 82). The fans it does not count again are not listed here: the page
// writes that line from the catalogue's `implies` (core/rules/mcr/fan_table.cpp);
// a text only adds what that list cannot say (a partial exclusion, what still
// counts), following the default rulings of docs/mcr-rulings.md.
//
// The wording is the project's own, written for this page; it is not copied
// from any rulebook or other source. Plain strings, English (en),
// Simplified Chinese (zh) and Japanese (ja, fans named as web/rules/mcr/ja.js
// names them). Tile codes: 1m-9m characters, 1p-9p dots, 1s-9s
// bamboo, E S W N winds, C red dragon, F green dragon, P white dragon.

export default {
  big_four_winds: {
    en: "Pungs or kongs of all four winds, plus any pair.",
    zh: "东南西北四种风牌都成刻子或杠，另加任意一对将。",
    ja: "東南西北4種の風牌すべてが刻子か槓子、それに任意の雀頭。",
  },
  big_three_dragons: {
    en: "Pungs or kongs of all three dragons (C F P).",
    zh: "中、发、白三种箭牌都成刻子或杠。",
    ja: "三元牌3種（中・發・白）すべてが刻子か槓子。",
  },
  all_green: {
    en: "Only green tiles: 2s 3s 4s 6s 8s and F, in any arrangement. Without F it also scores Full Flush and All Simples.",
    zh: "只用绿色的牌：2s 3s 4s 6s 8s和发财，组合不限。没有发财时另计清一色、断幺。",
    ja: "緑の牌（2s 3s 4s 6s 8sと發）だけで作る。形は自由。發がなければ清一色と断幺も付く。",
  },
  nine_gates: {
    en: "Hold 1112345678999 of one suit with nothing claimed or declared, and win on any tile of that suit (e.g. 1112345678999m + 5m). Only one Pung of Terminals or Honors is left out.",
    zh: "同一花色1112345678999，不吃不碰不杠，和该花色任意一张（如1112345678999m和5m）。幺九刻少计一个。",
    ja: "1種の数牌で1112345678999を門前で持ち（副露も暗槓もなし）、その種類のどれかで和了（例：1112345678999m＋5m）。幺九刻だけが1つ付かない。",
  },
  four_kongs: {
    en: "Four kongs, melded or concealed, and a pair.",
    zh: "四副杠（明杠暗杠均可）加一对将。",
    ja: "槓子4つ（明槓・暗槓を問わない）と雀頭。",
  },
  seven_shifted_pairs: {
    en: "Seven pairs of seven consecutive numbers in one suit, e.g. 11223344556677p.",
    zh: "同一花色连续七个数字各一对，如11223344556677p。",
    ja: "1種の数牌で連続する7つの数の対子7つ。例：11223344556677p。",
  },
  thirteen_orphans: {
    en: "One each of 1m 9m 1p 9p 1s 9s E S W N C F P, plus a second copy of any one of them.",
    zh: "1m 9m 1p 9p 1s 9s和七种字牌各一张，其中一种再多一张。",
    ja: "1m 9m 1p 9p 1s 9s 東 南 西 北 中 發 白を1枚ずつ、そのどれか1つをもう1枚。",
  },
  all_terminals: {
    en: "Only 1 and 9 of the suits, no honors: pungs and a pair, or seven pairs. Triple Pung still counts.",
    zh: "只由各花色的1和9组成，无字牌（刻子加将，或七对）。三同刻照计。",
    ja: "数牌の1と9だけで字牌なし：刻子と雀頭、または七対。三同刻は付く。",
  },
  little_four_winds: {
    en: "Pungs or kongs of three winds and a pair of the fourth. These wind pungs score no Pung of Terminals or Honors. Seat Wind and Prevalent Wind still count.",
    zh: "三种风牌成刻子或杠，第四种风牌作将。这些风刻不计幺九刻；门风刻、圈风刻照计。",
    ja: "風牌3種が刻子か槓子、残る1種が雀頭。この風牌の刻子に幺九刻は付かない。門風刻と圏風刻は付く。",
  },
  little_three_dragons: {
    en: "Pungs or kongs of two dragons and a pair of the third.",
    zh: "两种箭牌成刻子或杠，第三种箭牌作将。",
    ja: "三元牌2種が刻子か槓子、残る1種が雀頭。",
  },
  all_honors: {
    en: "Only winds and dragons: pungs and a pair, or seven pairs. Wind and dragon fans still count.",
    zh: "全部是字牌（风牌、箭牌）：刻子加将，或七对。风刻、箭刻类番种照计。",
    ja: "風牌と三元牌だけ：刻子と雀頭、または七対。風牌・三元牌の役は付く。",
  },
  four_concealed_pungs: {
    en: "Four concealed pungs or kongs; a pung completed with a discard is not concealed. Self-Drawn still counts.",
    zh: "四副暗刻（暗杠也算；和别人打出的牌完成的刻子不算暗刻）。自摸照计。",
    ja: "暗刻か暗槓が4つ。ロンで完成した刻子は暗刻ではない。自摸は付く。",
  },
  pure_terminal_chows: {
    en: "123, 123, 789, 789 and a pair of 5, all in one suit: 11223355778899s.",
    zh: "同一花色的123、123、789、789加一对5，即11223355778899s。",
    ja: "1種の数牌で123・123・789・789と5の雀頭：11223355778899s。",
  },
  quadruple_chow: {
    en: "Four identical chows in one suit, e.g. 234p 234p 234p 234p.",
    zh: "同一花色四副相同的顺子，如234p 234p 234p 234p。",
    ja: "1種の数牌で同じ順子4つ。例：234p 234p 234p 234p。",
  },
  four_pure_shifted_pungs: {
    en: "Four pungs or kongs in one suit, numbers rising by one, e.g. 333m 444m 555m 666m.",
    zh: "同一花色四副数字依次递增一的刻子或杠，如333m 444m 555m 666m。",
    ja: "1種の数牌で数が1つずつ上がる刻子か槓子4つ。例：333m 444m 555m 666m。",
  },
  four_pure_shifted_chows: {
    en: "Four chows in one suit, each starting one higher than the last, or each two higher (not mixed): 123 234 345 456s or 123 345 567 789s. Also not counted: any 1-point chow fan among them.",
    zh: "同一花色四副顺子，起点依次递增1或依次递增2（不可混用），如123 234 345 456s。四副之间也不计连六、老少副等1番顺子番。",
    ja: "1種の数牌で始まりが1つずつ、または2つずつ上がる順子4つ（混ぜない）：123 234 345 456sや123 345 567 789s。その中の1点の順子役も付かない。",
  },
  three_kongs: {
    en: "Three kongs, melded or concealed. Concealed kongs still count towards the concealed-pung fans.",
    zh: "三副杠，明杠暗杠均可。暗杠仍可计入暗刻类番种。",
    ja: "槓子3つ（明槓・暗槓を問わない）。暗槓は暗刻の役に数える。",
  },
  all_terminals_and_honors: {
    en: "Only terminals (1 and 9) and honors, with both present: pungs and a pair, or seven pairs.",
    zh: "只由幺九牌（1和9）与字牌组成，两类都有：刻子加将，或七对。",
    ja: "幺九牌（1と9）と字牌だけで、両方を含む：刻子と雀頭、または七対。",
  },
  seven_pairs: {
    en: "Seven pairs and nothing declared; four of a tile may count as two pairs (adding Tile Hog). Self-Drawn still counts.",
    zh: "七个对子，不吃碰杠；四张相同的牌可当两对（另计四归一）。自摸照计。",
    ja: "対子7つで副露なし。同じ牌4枚は対子2つに数えてよい（四帰一が付く）。自摸は付く。",
  },
  greater_honors_and_knitted_tiles: {
    en: "One of each honor plus seven suit tiles from a knitted set (147, 258, 369 in three different suits), e.g. ESWNCFP 17m 25p 369s.",
    zh: "七种字牌各一张，加七张不同的数牌，取自147、258、369分属三种花色的组合，如ESWNCFP 17m 25p 369s。",
    ja: "字牌7種を1枚ずつと、組合龍の数牌（147・258・369を3種の数牌に1つずつ）から7枚。例：東南西北中發白 17m 25p 369s。",
  },
  all_even_pungs: {
    en: "Four pungs or kongs and a pair, all of 2, 4, 6 or 8, e.g. 222m 444p 666s 888s 44m. Seven pairs do not qualify.",
    zh: "四副刻子（或杠）和将牌都由2、4、6、8组成，如222m 444p 666s 888s 44m；七对不算。",
    ja: "刻子か槓子4つと雀頭がすべて2・4・6・8。例：222m 444p 666s 888s 44m。七対は不可。",
  },
  full_flush: {
    en: "Every tile is from one suit, with no honors.",
    zh: "全部是同一花色的数牌，没有字牌。",
    ja: "すべての牌が1種の数牌で、字牌なし。",
  },
  pure_triple_chow: {
    en: "Three identical chows in one suit, e.g. 456p 456p 456p. Also not counted: Pure Double Chow among the three. A fourth chow may add one 1-point chow fan.",
    zh: "同一花色三副相同的顺子，如456p 456p 456p。三副之间也不计一般高；第四副顺子可再与其中一副计一个1番顺子番。",
    ja: "1種の数牌で同じ順子3つ。例：456p 456p 456p。その中の一般高も付かない。4つ目の順子で1点の順子役が1つ付くことがある。",
  },
  pure_shifted_pungs: {
    en: "Three pungs or kongs in one suit, numbers rising by one, e.g. 444s 555s 666s.",
    zh: "同一花色三副数字依次递增一的刻子或杠，如444s 555s 666s。",
    ja: "1種の数牌で数が1つずつ上がる刻子か槓子3つ。例：444s 555s 666s。",
  },
  upper_tiles: {
    en: "Only suit tiles 7, 8 and 9, no honors.",
    zh: "只由数牌7、8、9组成，没有字牌。",
    ja: "数牌の7・8・9だけで字牌なし。",
  },
  middle_tiles: {
    en: "Only suit tiles 4, 5 and 6, no honors.",
    zh: "只由数牌4、5、6组成，没有字牌。",
    ja: "数牌の4・5・6だけで字牌なし。",
  },
  lower_tiles: {
    en: "Only suit tiles 1, 2 and 3, no honors.",
    zh: "只由数牌1、2、3组成，没有字牌。",
    ja: "数牌の1・2・3だけで字牌なし。",
  },
  pure_straight: {
    en: "Chows 123, 456 and 789 of one suit, e.g. 123m 456m 789m. They make no 1-point chow fan among themselves; a fourth chow may add one with one of them.",
    zh: "同一花色123、456、789三副顺子，如123m 456m 789m。三副之间不计连六、老少副；第四副顺子可再与其中一副计一个1番顺子番。",
    ja: "1種の数牌で順子123・456・789。例：123m 456m 789m。この3つの間で1点の順子役は付かない。4つ目の順子がそのどれかと1つ付けることがある。",
  },
  three_suited_terminal_chows: {
    en: "123 and 789 in one suit, 123 and 789 in a second, and a pair of 5 in the third, e.g. 123789m 123789s 55p.",
    zh: "一种花色123和789，另一种花色123和789，第三种花色一对5，如123789m 123789s 55p。",
    ja: "1種で123と789、別の1種で123と789、残る1種で5の雀頭。例：123789m 123789s 55p。",
  },
  pure_shifted_chows: {
    en: "Three chows in one suit, each starting one higher than the last, or each two higher (not mixed): 123p 234p 345p or 123p 345p 567p. No 1-point chow fan among the three; a fourth chow may add one.",
    zh: "同一花色三副顺子，起点依次递增1或依次递增2（不可混用），如123p 234p 345p或123p 345p 567p。三副之间不计1番顺子番；第四副可再计一个。",
    ja: "1種の数牌で始まりが1つずつ、または2つずつ上がる順子3つ（混ぜない）：123p 234p 345pや123p 345p 567p。この3つの間で1点の順子役は付かない。4つ目の順子で1つ付くことがある。",
  },
  all_fives: {
    en: "Every set and the pair contain a 5, e.g. 345m 456p 555s 567s 55m.",
    zh: "每副顺子、刻子和将牌都含5，如345m 456p 555s 567s 55m。",
    ja: "すべての面子と雀頭に5を含む。例：345m 456p 555s 567s 55m。",
  },
  triple_pung: {
    en: "Pungs or kongs of the same number in all three suits, e.g. 777m 777p 777s. No Double Pung among those three; a fourth pung may add one.",
    zh: "三种花色各一副数字相同的刻子或杠，如777m 777p 777s。这三副之间不计双同刻；第四副刻子可再计一个。",
    ja: "3種の数牌で同じ数の刻子か槓子。例：777m 777p 777s。この3つの間で双同刻は付かない。4つ目の刻子で1つ付くことがある。",
  },
  three_concealed_pungs: {
    en: "Three concealed pungs or kongs; a pung completed with a discard is not concealed.",
    zh: "三副暗刻（暗杠也算；和别人打出的牌完成的刻子不算暗刻）。",
    ja: "暗刻か暗槓が3つ。ロンで完成した刻子は暗刻ではない。",
  },
  lesser_honors_and_knitted_tiles: {
    en: "Fourteen different single tiles: honors plus knitted suit tiles (147, 258, 369 in three different suits), e.g. 147m 25p 369s ESWNCP. All nine suit tiles add Knitted Straight.",
    zh: "十四张各不相同的单张：字牌加上取自147、258、369分属三种花色的数牌，如147m 25p 369s ESWNCP。九张数牌齐全时另计组合龙。",
    ja: "すべて違う牌14枚：字牌と組合龍の数牌（147・258・369を3種の数牌に1つずつ）。例：147m 25p 369s 東南西北中白。数牌9枚がそろえば組合龍も付く。",
  },
  knitted_straight: {
    en: "147, 258 and 369, each in a different suit (e.g. 147m 258p 369s), plus a set and a pair, or within Lesser Honors and Knitted Tiles. With a chow and a suit-tile pair, All Chows also counts.",
    zh: "147、258、369分属三种花色（如147m 258p 369s），另加一副顺子或刻子和一对将，或包含在全不靠中。另一副为顺子且将为数牌时可计平和。",
    ja: "147・258・369をそれぞれ別の数牌で（例：147m 258p 369s）、それに面子1つと雀頭、または全不靠の中で。順子と数牌の雀頭なら平和も付く。",
  },
  upper_four: {
    en: "Only suit tiles 6 to 9, no honors.",
    zh: "只由数牌6至9组成，没有字牌。",
    ja: "数牌の6〜9だけで字牌なし。",
  },
  lower_four: {
    en: "Only suit tiles 1 to 4, no honors.",
    zh: "只由数牌1至4组成，没有字牌。",
    ja: "数牌の1〜4だけで字牌なし。",
  },
  big_three_winds: {
    en: "Pungs or kongs of three winds, the fourth wind not being the pair. These wind pungs do not also score Pung of Terminals or Honors; Seat Wind and Prevalent Wind still count.",
    zh: "三种风牌成刻子或杠，第四种风牌不作将。这些风刻不再计幺九刻；门风刻、圈风刻照计。",
    ja: "風牌3種が刻子か槓子で、4種目の風牌は雀頭ではない。この風牌の刻子に幺九刻は付かない。門風刻と圏風刻は付く。",
  },
  mixed_straight: {
    en: "Chows 123, 456 and 789, one in each suit, e.g. 123m 456s 789p.",
    zh: "三种花色分别组成123、456、789三副顺子，如123m 456s 789p。",
    ja: "順子123・456・789を3種の数牌に1つずつ。例：123m 456s 789p。",
  },
  reversible_tiles: {
    en: "Only tiles that look the same upside down: 1234589p, 245689s and P (white dragon).",
    zh: "只用上下颠倒图案不变的牌：1234589p、245689s和白板。",
    ja: "上下逆さにしても同じに見える牌だけ：1234589p、245689sと白。",
  },
  mixed_triple_chow: {
    en: "The same chow in all three suits, e.g. 345m 345p 345s. No Mixed Double Chow among those three; a fourth chow may add one 1-point chow fan.",
    zh: "三种花色各一副数字相同的顺子，如345m 345p 345s。这三副之间不计喜相逢；第四副顺子可再计一个1番顺子番。",
    ja: "3種の数牌で同じ順子。例：345m 345p 345s。この3つの間で喜相逢は付かない。4つ目の順子で1点の順子役が1つ付くことがある。",
  },
  mixed_shifted_pungs: {
    en: "Pungs or kongs in three different suits, numbers rising by one, e.g. 333m 444p 555s.",
    zh: "三种花色各一副刻子或杠，数字依次递增一，如333m 444p 555s。",
    ja: "3種の数牌で数が1つずつ上がる刻子か槓子。例：333m 444p 555s。",
  },
  chicken_hand: {
    en: "A complete hand in which no other fan scores at all, flowers aside. It is worth 8 by itself; Flower Tiles are added on top.",
    zh: "除花牌外没有任何其他番种的和牌。本身计8番，花牌另加。",
    ja: "花牌のほかに役が1つも付かない和了形。それだけで8点。花牌は別に加える。",
  },
  last_tile_draw: {
    en: "Win by drawing the last tile of the wall.",
    zh: "摸到牌墙最后一张牌自摸和牌。",
    ja: "牌山の最後の牌をツモって和了。",
  },
  last_tile_claim: {
    en: "Win on the final discard of the hand: the tile thrown by the player who drew the wall's last tile.",
    zh: "和全局最后一张打出的牌，即摸到牌墙最后一张的人打出的牌。",
    ja: "その局の最後の捨て牌（牌山の最後の牌を引いた人が打った牌）で和了。",
  },
  out_with_replacement_tile: {
    en: "Win on the replacement tile drawn after declaring a kong (not after a flower).",
    zh: "开杠后摸补牌和牌（补花不算）。",
    ja: "槓をして引いた嶺上牌で和了（花牌の補充では付かない）。",
  },
  robbing_the_kong: {
    en: "Win on the tile another player adds to a melded pung to make a kong.",
    zh: "别人把一张牌加到已碰的刻子上开杠时，抢这张牌和牌。",
    ja: "他家がポンした刻子に加えて槓にする牌で和了。",
  },
  all_pungs: {
    en: "Four pungs or kongs and a pair, no chows.",
    zh: "四副刻子或杠加一对将，没有顺子。",
    ja: "刻子か槓子4つと雀頭、順子なし。",
  },
  half_flush: {
    en: "Tiles of one suit plus honors, with at least one honor.",
    zh: "由一种花色的数牌和字牌组成，须含字牌。",
    ja: "1種の数牌と字牌だけで、字牌を1枚以上含む。",
  },
  mixed_shifted_chows: {
    en: "Three chows, one in each suit, each starting one higher than the last, e.g. 123m 234p 345s.",
    zh: "三种花色各一副顺子，起点依次递增1，如123m 234p 345s。",
    ja: "3種の数牌に1つずつ、始まりが1つずつ上がる順子。例：123m 234p 345s。",
  },
  all_types: {
    en: "The hand holds all five kinds: characters, dots, bamboo, winds and dragons.",
    zh: "和牌中万、饼、条、风牌、箭牌五类俱全。",
    ja: "萬子・筒子・索子・風牌・三元牌の5種すべてを含む。",
  },
  melded_hand: {
    en: "All four sets claimed from other players (no concealed kong), and won on a discard as a single wait for the pair.",
    zh: "四副牌都靠吃、碰、明杠别人的牌组成（没有暗杠），最后单钓将和别人打出的牌。",
    ja: "4つの面子すべてを他家から副露し（暗槓なし）、雀頭の単騎待ちでロン和了。",
  },
  two_concealed_kongs: {
    en: "Two concealed kongs. One more concealed pung still adds Three Concealed Pungs.",
    zh: "两副暗杠。另有一副暗刻时照计三暗刻。",
    ja: "暗槓2つ。もう1つ暗刻があれば三暗刻も付く。",
  },
  two_dragon_pungs: {
    en: "Pungs or kongs of two dragons, the third dragon not being the pair.",
    zh: "两种箭牌成刻子或杠，第三种箭牌不作将。",
    ja: "三元牌2種が刻子か槓子で、3種目は雀頭ではない。",
  },
  outside_hand: {
    en: "Every set and the pair contain a terminal or an honor, e.g. 123m 789p 999s EEE 11p.",
    zh: "每副顺子、刻子和将牌都含幺九牌或字牌，如123m 789p 999s EEE 11p。",
    ja: "すべての面子と雀頭に幺九牌か字牌を含む。例：123m 789p 999s 東東東 11p。",
  },
  fully_concealed_hand: {
    en: "No claimed melds (concealed kongs are fine) and won by self-draw.",
    zh: "没有吃、碰、明杠（暗杠可以），并自摸和牌。",
    ja: "副露なし（暗槓はよい）でツモ和了。",
  },
  two_melded_kongs: {
    en: "Two melded kongs. One melded and one concealed kong score Concealed Kong and Melded Kong instead.",
    zh: "两副明杠。一明杠一暗杠则计明暗杠。",
    ja: "明槓2つ。明槓1つと暗槓1つなら代わりに明暗槓。",
  },
  last_tile: {
    en: "Win on the last copy of a tile: the other three are already in view, in discards or melds (your own included).",
    zh: "和牌张是该牌的最后一张：另外三张已在弃牌或副露中亮明（含自己的副露）。",
    ja: "見えている最後の1枚で和了：残り3枚が捨て牌か副露（自分のものを含む）にすでに見えている。",
  },
  dragon_pung: {
    en: "A pung or kong of dragons (C, F or P), counted once per such pung. It does not also score Pung of Terminals or Honors.",
    zh: "中、发、白任一种的刻子或杠，每副计一次。该刻子不再计幺九刻。",
    ja: "三元牌（中・發・白）の刻子か槓子。1つごとに数える。幺九刻は付かない。",
  },
  prevalent_wind: {
    en: "A pung or kong of the prevalent (round) wind. It does not also score Pung of Terminals or Honors.",
    zh: "圈风（本圈风）的刻子或杠。该刻子不再计幺九刻。",
    ja: "場風（圏風）の刻子か槓子。幺九刻は付かない。",
  },
  seat_wind: {
    en: "A pung or kong of your own seat wind. It does not also score Pung of Terminals or Honors; if it is also the prevalent wind, Prevalent Wind counts too.",
    zh: "自己门风的刻子或杠。该刻子不再计幺九刻；若同时是圈风，圈风刻照计。",
    ja: "自風（門風）の刻子か槓子。幺九刻は付かない。場風でもあれば圏風刻も付く。",
  },
  concealed_hand: {
    en: "No claimed melds (concealed kongs are fine) and won on a discard. Won by self-draw, it is Fully Concealed Hand instead.",
    zh: "没有吃、碰、明杠（暗杠可以），和别人打出的牌。自摸则计不求人。",
    ja: "副露なし（暗槓はよい）でロン和了。ツモなら代わりに不求人。",
  },
  all_chows: {
    en: "Four chows and a pair of suit tiles (not honors).",
    zh: "四副顺子加一对数牌作将（不能是字牌）。",
    ja: "順子4つと数牌の雀頭（字牌でない）。",
  },
  tile_hog: {
    en: "All four copies of a tile used in the hand without declaring a kong, e.g. 345m with 555m. Counted once per such tile.",
    zh: "同一种牌四张都用在和牌中但没有开杠，如345m加555m。每种计一次。",
    ja: "同じ牌4枚を槓にせずに手の中で使う。例：345mと555m。そのような牌1種ごとに数える。",
  },
  double_pung: {
    en: "Two pungs or kongs of the same number in two suits, e.g. 555m 555s.",
    zh: "两种花色各一副数字相同的刻子或杠，如555m 555s。",
    ja: "2種の数牌で同じ数の刻子か槓子。例：555m 555s。",
  },
  two_concealed_pungs: {
    en: "Two concealed pungs or kongs; a pung completed with a discard is not concealed. Two concealed kongs alone score Two Concealed Kongs instead.",
    zh: "两副暗刻（暗杠也算；和别人打出的牌完成的刻子不算暗刻）。只有两副暗杠时计双暗杠，不计此番。",
    ja: "暗刻か暗槓が2つ。ロンで完成した刻子は暗刻ではない。暗槓2つだけなら代わりに双暗槓。",
  },
  concealed_kong: {
    en: "A kong of four tiles you drew yourself, declared without claiming.",
    zh: "用自己摸到的四张相同的牌开杠（暗杠）。",
    ja: "自分で引いた4枚の槓で、鳴かずに宣言したもの。",
  },
  all_simples: {
    en: "Only suit tiles 2 to 8: no terminals, no honors.",
    zh: "只由2至8的数牌组成，没有幺九牌和字牌。",
    ja: "数牌の2〜8だけ：幺九牌も字牌もなし。",
  },
  pure_double_chow: {
    en: "Two identical chows in one suit, e.g. 345s 345s. With several chows, the 1-point chow fans together count at most one fewer than the chows involved.",
    zh: "同一花色两副相同的顺子，如345s 345s。多副顺子时，1番顺子番合计最多比涉及的顺子数少一个。",
    ja: "1種の数牌で同じ順子2つ。例：345s 345s。順子が多いとき、1点の順子役は関わる順子の数より1つ少ない数までしか付かない。",
  },
  mixed_double_chow: {
    en: "The same chow in two suits, e.g. 345m 345p. With several chows, the 1-point chow fans together count at most one fewer than the chows involved.",
    zh: "两种花色各一副数字相同的顺子，如345m 345p。多副顺子时，1番顺子番合计最多比涉及的顺子数少一个。",
    ja: "2種の数牌で同じ順子。例：345m 345p。順子が多いとき、1点の順子役は関わる順子の数より1つ少ない数までしか付かない。",
  },
  short_straight: {
    en: "Two chows of one suit that follow on, e.g. 234p 567p. With several chows, the 1-point chow fans together count at most one fewer than the chows involved.",
    zh: "同一花色首尾相接的两副顺子，如234p 567p。多副顺子时，1番顺子番合计最多比涉及的顺子数少一个。",
    ja: "1種の数牌で続く順子2つ。例：234p 567p。順子が多いとき、1点の順子役は関わる順子の数より1つ少ない数までしか付かない。",
  },
  two_terminal_chows: {
    en: "123 and 789 in the same suit, e.g. 123s 789s. With several chows, the 1-point chow fans together count at most one fewer than the chows involved.",
    zh: "同一花色的123和789两副顺子，如123s 789s。多副顺子时，1番顺子番合计最多比涉及的顺子数少一个。",
    ja: "同じ種類の123と789。例：123s 789s。順子が多いとき、1点の順子役は関わる順子の数より1つ少ない数までしか付かない。",
  },
  pung_of_terminals_or_honors: {
    en: "A pung or kong of a 1 or 9, or of a wind that is neither seat nor prevalent wind (not inside Big Three Winds or Little Four Winds). Dragons score Dragon Pung instead. Counted per pung.",
    zh: "1或9的刻子或杠，或既非门风也非圈风的风刻（三风刻、小四喜中的风刻除外）。箭牌刻子计箭刻，不计此番。每副计一次。",
    ja: "1か9、または自風でも場風でもない風牌の刻子か槓子（三風刻・小四喜の中のものを除く）。三元牌は代わりに箭刻。刻子ごとに数える。",
  },
  melded_kong: {
    en: "A kong made by claiming a discard, or by adding a drawn tile to a melded pung.",
    zh: "杠别人打出的牌，或把摸到的第四张加到已碰的刻子上。",
    ja: "捨て牌を鳴いた槓、またはポンした刻子に引いた牌を加えた槓。",
  },
  one_voided_suit: {
    en: "Tiles from exactly two of the three suits; honors are allowed.",
    zh: "只含三种花色中的两种，可有字牌。",
    ja: "3種の数牌のうちちょうど2種だけを使う。字牌はあってよい。",
  },
  no_honors: {
    en: "No winds or dragons anywhere in the hand.",
    zh: "和牌中没有风牌和箭牌。",
    ja: "手のどこにも風牌も三元牌もない。",
  },
  edge_wait: {
    en: "Win on the 3 with 12, or the 7 with 89, when that is the only tile the hand waits for. At most one of Edge, Closed and Single Wait counts.",
    zh: "以12等3或以89等7和牌，且只听这一张。边张、坎张、单钓将最多计一个。",
    ja: "12で3、89で7を待ち、それが唯一の待ちのときの和了。辺張・嵌張・単調将は1つしか付かない。",
  },
  closed_wait: {
    en: "Win on the middle tile of a chow (e.g. 4p with 35p), when that is the only tile the hand waits for. At most one of Edge, Closed and Single Wait counts.",
    zh: "和顺子中间的一张（如35p等4p），且只听这一张。边张、坎张、单钓将最多计一个。",
    ja: "順子の真ん中（例：35pで4p）を待ち、それが唯一の待ちのときの和了。辺張・嵌張・単調将は1つしか付かない。",
  },
  single_wait: {
    en: "Win on the tile that completes the pair, when that is the only tile the hand waits for. At most one of Edge, Closed and Single Wait counts.",
    zh: "和牌张用来凑成将（单钓），且只听这一张。边张、坎张、单钓将最多计一个。",
    ja: "雀頭を完成させる牌を待ち、それが唯一の待ちのときの和了。辺張・嵌張・単調将は1つしか付かない。",
  },
  self_drawn: {
    en: "Win on a tile you drew yourself.",
    zh: "和自己摸到的牌。",
    ja: "自分で引いた牌で和了。",
  },
  flower_tiles: {
    en: "1 point for each flower or season tile. Flowers do not count towards the 8-point minimum.",
    zh: "每张花牌（春夏秋冬、梅兰竹菊）计1番，不计入8番起和。",
    ja: "花牌・季節牌1枚ごとに1点。花牌は8点縛りには数えない。",
  },
  concealed_kong_and_melded_kong: {
    en: "Exactly two kongs, one melded and one concealed (competition rule, on by default). With the option off, those two score instead (1 + 2).",
    zh: "恰有两副杠，一明一暗（竞赛规则，默认启用）。关闭该选项时改计明杠加暗杠（1+2番）。",
    ja: "槓子がちょうど2つで、明槓1つと暗槓1つ（競技ルール、既定でオン）。オプションがオフなら、その2つ（1＋2）を数える。",
  },
};
