// MCR (Chinese Official) fan definitions shown when a player taps a fan in a
// result: what the fan requires. Keyed by the fan ids of
// shared/spec/mcr-fans.md, in that table's order (1-81, then the competition
// fan 82). The fans it does not count again are not listed here: the page
// writes that line from the catalogue's `implies` (core/rules/mcr/fan_table.cpp);
// a text only adds what that list cannot say (a partial exclusion, what still
// counts), following the default rulings of docs/mcr-rulings.md.
//
// The wording is the project's own, written for this page; it is not copied
// from any rulebook or other source. Plain strings, English (en) and
// Simplified Chinese (zh). Tile codes: 1m-9m characters, 1p-9p dots, 1s-9s
// bamboo, E S W N winds, C red dragon, F green dragon, P white dragon.

export default {
  big_four_winds: {
    en: "Pungs or kongs of all four winds, plus any pair.",
    zh: "东南西北四种风牌都成刻子或杠，另加任意一对将。",
  },
  big_three_dragons: {
    en: "Pungs or kongs of all three dragons (C F P).",
    zh: "中、发、白三种箭牌都成刻子或杠。",
  },
  all_green: {
    en: "Only green tiles: 2s 3s 4s 6s 8s and F, in any arrangement. Without F it also scores Full Flush and All Simples.",
    zh: "只用绿色的牌：2s 3s 4s 6s 8s和发财，组合不限。没有发财时另计清一色、断幺。",
  },
  nine_gates: {
    en: "Hold 1112345678999 of one suit with nothing claimed or declared, and win on any tile of that suit (e.g. 1112345678999m + 5m). Only one Pung of Terminals or Honors is left out.",
    zh: "同一花色1112345678999，不吃不碰不杠，和该花色任意一张（如1112345678999m和5m）。幺九刻少计一个。",
  },
  four_kongs: {
    en: "Four kongs, melded or concealed, and a pair.",
    zh: "四副杠（明杠暗杠均可）加一对将。",
  },
  seven_shifted_pairs: {
    en: "Seven pairs of seven consecutive numbers in one suit, e.g. 11223344556677p.",
    zh: "同一花色连续七个数字各一对，如11223344556677p。",
  },
  thirteen_orphans: {
    en: "One each of 1m 9m 1p 9p 1s 9s E S W N C F P, plus a second copy of any one of them.",
    zh: "1m 9m 1p 9p 1s 9s和七种字牌各一张，其中一种再多一张。",
  },
  all_terminals: {
    en: "Only 1 and 9 of the suits, no honors: pungs and a pair, or seven pairs. Triple Pung still counts.",
    zh: "只由各花色的1和9组成，无字牌（刻子加将，或七对）。三同刻照计。",
  },
  little_four_winds: {
    en: "Pungs or kongs of three winds and a pair of the fourth. These wind pungs score no Pung of Terminals or Honors. Seat Wind and Prevalent Wind still count.",
    zh: "三种风牌成刻子或杠，第四种风牌作将。这些风刻不计幺九刻；门风刻、圈风刻照计。",
  },
  little_three_dragons: {
    en: "Pungs or kongs of two dragons and a pair of the third.",
    zh: "两种箭牌成刻子或杠，第三种箭牌作将。",
  },
  all_honors: {
    en: "Only winds and dragons: pungs and a pair, or seven pairs. Wind and dragon fans still count.",
    zh: "全部是字牌（风牌、箭牌）：刻子加将，或七对。风刻、箭刻类番种照计。",
  },
  four_concealed_pungs: {
    en: "Four concealed pungs or kongs; a pung completed with a discard is not concealed. Self-Drawn still counts.",
    zh: "四副暗刻（暗杠也算；和别人打出的牌完成的刻子不算暗刻）。自摸照计。",
  },
  pure_terminal_chows: {
    en: "123, 123, 789, 789 and a pair of 5, all in one suit: 11223355778899s.",
    zh: "同一花色的123、123、789、789加一对5，即11223355778899s。",
  },
  quadruple_chow: {
    en: "Four identical chows in one suit, e.g. 234p 234p 234p 234p.",
    zh: "同一花色四副相同的顺子，如234p 234p 234p 234p。",
  },
  four_pure_shifted_pungs: {
    en: "Four pungs or kongs in one suit, numbers rising by one, e.g. 333m 444m 555m 666m.",
    zh: "同一花色四副数字依次递增一的刻子或杠，如333m 444m 555m 666m。",
  },
  four_pure_shifted_chows: {
    en: "Four chows in one suit, each starting one higher than the last, or each two higher (not mixed): 123 234 345 456s or 123 345 567 789s. Also not counted: any 1-point chow fan among them.",
    zh: "同一花色四副顺子，起点依次递增1或依次递增2（不可混用），如123 234 345 456s。四副之间也不计连六、老少副等1番顺子番。",
  },
  three_kongs: {
    en: "Three kongs, melded or concealed. Concealed kongs still count towards the concealed-pung fans.",
    zh: "三副杠，明杠暗杠均可。暗杠仍可计入暗刻类番种。",
  },
  all_terminals_and_honors: {
    en: "Only terminals (1 and 9) and honors, with both present: pungs and a pair, or seven pairs.",
    zh: "只由幺九牌（1和9）与字牌组成，两类都有：刻子加将，或七对。",
  },
  seven_pairs: {
    en: "Seven pairs and nothing declared; four of a tile may count as two pairs (adding Tile Hog). Self-Drawn still counts.",
    zh: "七个对子，不吃碰杠；四张相同的牌可当两对（另计四归一）。自摸照计。",
  },
  greater_honors_and_knitted_tiles: {
    en: "One of each honor plus seven suit tiles from a knitted set (147, 258, 369 in three different suits), e.g. ESWNCFP 17m 25p 369s.",
    zh: "七种字牌各一张，加七张不同的数牌，取自147、258、369分属三种花色的组合，如ESWNCFP 17m 25p 369s。",
  },
  all_even_pungs: {
    en: "Four pungs or kongs and a pair, all of 2, 4, 6 or 8, e.g. 222m 444p 666s 888s 44m. Seven pairs do not qualify.",
    zh: "四副刻子（或杠）和将牌都由2、4、6、8组成，如222m 444p 666s 888s 44m；七对不算。",
  },
  full_flush: {
    en: "Every tile is from one suit, with no honors.",
    zh: "全部是同一花色的数牌，没有字牌。",
  },
  pure_triple_chow: {
    en: "Three identical chows in one suit, e.g. 456p 456p 456p. Also not counted: Pure Double Chow among the three. A fourth chow may add one 1-point chow fan.",
    zh: "同一花色三副相同的顺子，如456p 456p 456p。三副之间也不计一般高；第四副顺子可再与其中一副计一个1番顺子番。",
  },
  pure_shifted_pungs: {
    en: "Three pungs or kongs in one suit, numbers rising by one, e.g. 444s 555s 666s.",
    zh: "同一花色三副数字依次递增一的刻子或杠，如444s 555s 666s。",
  },
  upper_tiles: {
    en: "Only suit tiles 7, 8 and 9, no honors.",
    zh: "只由数牌7、8、9组成，没有字牌。",
  },
  middle_tiles: {
    en: "Only suit tiles 4, 5 and 6, no honors.",
    zh: "只由数牌4、5、6组成，没有字牌。",
  },
  lower_tiles: {
    en: "Only suit tiles 1, 2 and 3, no honors.",
    zh: "只由数牌1、2、3组成，没有字牌。",
  },
  pure_straight: {
    en: "Chows 123, 456 and 789 of one suit, e.g. 123m 456m 789m. They make no 1-point chow fan among themselves; a fourth chow may add one with one of them.",
    zh: "同一花色123、456、789三副顺子，如123m 456m 789m。三副之间不计连六、老少副；第四副顺子可再与其中一副计一个1番顺子番。",
  },
  three_suited_terminal_chows: {
    en: "123 and 789 in one suit, 123 and 789 in a second, and a pair of 5 in the third, e.g. 123789m 123789s 55p.",
    zh: "一种花色123和789，另一种花色123和789，第三种花色一对5，如123789m 123789s 55p。",
  },
  pure_shifted_chows: {
    en: "Three chows in one suit, each starting one higher than the last, or each two higher (not mixed): 123p 234p 345p or 123p 345p 567p. No 1-point chow fan among the three; a fourth chow may add one.",
    zh: "同一花色三副顺子，起点依次递增1或依次递增2（不可混用），如123p 234p 345p或123p 345p 567p。三副之间不计1番顺子番；第四副可再计一个。",
  },
  all_fives: {
    en: "Every set and the pair contain a 5, e.g. 345m 456p 555s 567s 55m.",
    zh: "每副顺子、刻子和将牌都含5，如345m 456p 555s 567s 55m。",
  },
  triple_pung: {
    en: "Pungs or kongs of the same number in all three suits, e.g. 777m 777p 777s. No Double Pung among those three; a fourth pung may add one.",
    zh: "三种花色各一副数字相同的刻子或杠，如777m 777p 777s。这三副之间不计双同刻；第四副刻子可再计一个。",
  },
  three_concealed_pungs: {
    en: "Three concealed pungs or kongs; a pung completed with a discard is not concealed.",
    zh: "三副暗刻（暗杠也算；和别人打出的牌完成的刻子不算暗刻）。",
  },
  lesser_honors_and_knitted_tiles: {
    en: "Fourteen different single tiles: honors plus knitted suit tiles (147, 258, 369 in three different suits), e.g. 147m 25p 369s ESWNCP. All nine suit tiles add Knitted Straight.",
    zh: "十四张各不相同的单张：字牌加上取自147、258、369分属三种花色的数牌，如147m 25p 369s ESWNCP。九张数牌齐全时另计组合龙。",
  },
  knitted_straight: {
    en: "147, 258 and 369, each in a different suit (e.g. 147m 258p 369s), plus a set and a pair, or within Lesser Honors and Knitted Tiles. With a chow and a suit-tile pair, All Chows also counts.",
    zh: "147、258、369分属三种花色（如147m 258p 369s），另加一副顺子或刻子和一对将，或包含在全不靠中。另一副为顺子且将为数牌时可计平和。",
  },
  upper_four: {
    en: "Only suit tiles 6 to 9, no honors.",
    zh: "只由数牌6至9组成，没有字牌。",
  },
  lower_four: {
    en: "Only suit tiles 1 to 4, no honors.",
    zh: "只由数牌1至4组成，没有字牌。",
  },
  big_three_winds: {
    en: "Pungs or kongs of three winds, the fourth wind not being the pair. These wind pungs do not also score Pung of Terminals or Honors; Seat Wind and Prevalent Wind still count.",
    zh: "三种风牌成刻子或杠，第四种风牌不作将。这些风刻不再计幺九刻；门风刻、圈风刻照计。",
  },
  mixed_straight: {
    en: "Chows 123, 456 and 789, one in each suit, e.g. 123m 456s 789p.",
    zh: "三种花色分别组成123、456、789三副顺子，如123m 456s 789p。",
  },
  reversible_tiles: {
    en: "Only tiles that look the same upside down: 1234589p, 245689s and P (white dragon).",
    zh: "只用上下颠倒图案不变的牌：1234589p、245689s和白板。",
  },
  mixed_triple_chow: {
    en: "The same chow in all three suits, e.g. 345m 345p 345s. No Mixed Double Chow among those three; a fourth chow may add one 1-point chow fan.",
    zh: "三种花色各一副数字相同的顺子，如345m 345p 345s。这三副之间不计喜相逢；第四副顺子可再计一个1番顺子番。",
  },
  mixed_shifted_pungs: {
    en: "Pungs or kongs in three different suits, numbers rising by one, e.g. 333m 444p 555s.",
    zh: "三种花色各一副刻子或杠，数字依次递增一，如333m 444p 555s。",
  },
  chicken_hand: {
    en: "A complete hand in which no other fan scores at all, flowers aside. It is worth 8 by itself; Flower Tiles are added on top.",
    zh: "除花牌外没有任何其他番种的和牌。本身计8番，花牌另加。",
  },
  last_tile_draw: {
    en: "Win by drawing the last tile of the wall.",
    zh: "摸到牌墙最后一张牌自摸和牌。",
  },
  last_tile_claim: {
    en: "Win on the final discard of the hand: the tile thrown by the player who drew the wall's last tile.",
    zh: "和全局最后一张打出的牌，即摸到牌墙最后一张的人打出的牌。",
  },
  out_with_replacement_tile: {
    en: "Win on the replacement tile drawn after declaring a kong (not after a flower).",
    zh: "开杠后摸补牌和牌（补花不算）。",
  },
  robbing_the_kong: {
    en: "Win on the tile another player adds to a melded pung to make a kong.",
    zh: "别人把一张牌加到已碰的刻子上开杠时，抢这张牌和牌。",
  },
  all_pungs: {
    en: "Four pungs or kongs and a pair, no chows.",
    zh: "四副刻子或杠加一对将，没有顺子。",
  },
  half_flush: {
    en: "Tiles of one suit plus honors, with at least one honor.",
    zh: "由一种花色的数牌和字牌组成，须含字牌。",
  },
  mixed_shifted_chows: {
    en: "Three chows, one in each suit, each starting one higher than the last, e.g. 123m 234p 345s.",
    zh: "三种花色各一副顺子，起点依次递增1，如123m 234p 345s。",
  },
  all_types: {
    en: "The hand holds all five kinds: characters, dots, bamboo, winds and dragons.",
    zh: "和牌中万、饼、条、风牌、箭牌五类俱全。",
  },
  melded_hand: {
    en: "All four sets claimed from other players (no concealed kong), and won on a discard as a single wait for the pair.",
    zh: "四副牌都靠吃、碰、明杠别人的牌组成（没有暗杠），最后单钓将和别人打出的牌。",
  },
  two_concealed_kongs: {
    en: "Two concealed kongs. One more concealed pung still adds Three Concealed Pungs.",
    zh: "两副暗杠。另有一副暗刻时照计三暗刻。",
  },
  two_dragon_pungs: {
    en: "Pungs or kongs of two dragons, the third dragon not being the pair.",
    zh: "两种箭牌成刻子或杠，第三种箭牌不作将。",
  },
  outside_hand: {
    en: "Every set and the pair contain a terminal or an honor, e.g. 123m 789p 999s EEE 11p.",
    zh: "每副顺子、刻子和将牌都含幺九牌或字牌，如123m 789p 999s EEE 11p。",
  },
  fully_concealed_hand: {
    en: "No claimed melds (concealed kongs are fine) and won by self-draw.",
    zh: "没有吃、碰、明杠（暗杠可以），并自摸和牌。",
  },
  two_melded_kongs: {
    en: "Two melded kongs. One melded and one concealed kong score Concealed Kong and Melded Kong instead.",
    zh: "两副明杠。一明杠一暗杠则计明暗杠。",
  },
  last_tile: {
    en: "Win on the last copy of a tile: the other three are already in view, in discards or melds (your own included).",
    zh: "和牌张是该牌的最后一张：另外三张已在弃牌或副露中亮明（含自己的副露）。",
  },
  dragon_pung: {
    en: "A pung or kong of dragons (C, F or P), counted once per such pung. It does not also score Pung of Terminals or Honors.",
    zh: "中、发、白任一种的刻子或杠，每副计一次。该刻子不再计幺九刻。",
  },
  prevalent_wind: {
    en: "A pung or kong of the prevalent (round) wind. It does not also score Pung of Terminals or Honors.",
    zh: "圈风（本圈风）的刻子或杠。该刻子不再计幺九刻。",
  },
  seat_wind: {
    en: "A pung or kong of your own seat wind. It does not also score Pung of Terminals or Honors; if it is also the prevalent wind, Prevalent Wind counts too.",
    zh: "自己门风的刻子或杠。该刻子不再计幺九刻；若同时是圈风，圈风刻照计。",
  },
  concealed_hand: {
    en: "No claimed melds (concealed kongs are fine) and won on a discard. Won by self-draw, it is Fully Concealed Hand instead.",
    zh: "没有吃、碰、明杠（暗杠可以），和别人打出的牌。自摸则计不求人。",
  },
  all_chows: {
    en: "Four chows and a pair of suit tiles (not honors).",
    zh: "四副顺子加一对数牌作将（不能是字牌）。",
  },
  tile_hog: {
    en: "All four copies of a tile used in the hand without declaring a kong, e.g. 345m with 555m. Counted once per such tile.",
    zh: "同一种牌四张都用在和牌中但没有开杠，如345m加555m。每种计一次。",
  },
  double_pung: {
    en: "Two pungs or kongs of the same number in two suits, e.g. 555m 555s.",
    zh: "两种花色各一副数字相同的刻子或杠，如555m 555s。",
  },
  two_concealed_pungs: {
    en: "Two concealed pungs or kongs; a pung completed with a discard is not concealed. Two concealed kongs alone score Two Concealed Kongs instead.",
    zh: "两副暗刻（暗杠也算；和别人打出的牌完成的刻子不算暗刻）。只有两副暗杠时计双暗杠，不计此番。",
  },
  concealed_kong: {
    en: "A kong of four tiles you drew yourself, declared without claiming.",
    zh: "用自己摸到的四张相同的牌开杠（暗杠）。",
  },
  all_simples: {
    en: "Only suit tiles 2 to 8: no terminals, no honors.",
    zh: "只由2至8的数牌组成，没有幺九牌和字牌。",
  },
  pure_double_chow: {
    en: "Two identical chows in one suit, e.g. 345s 345s. With several chows, the 1-point chow fans together count at most one fewer than the chows involved.",
    zh: "同一花色两副相同的顺子，如345s 345s。多副顺子时，1番顺子番合计最多比涉及的顺子数少一个。",
  },
  mixed_double_chow: {
    en: "The same chow in two suits, e.g. 345m 345p. With several chows, the 1-point chow fans together count at most one fewer than the chows involved.",
    zh: "两种花色各一副数字相同的顺子，如345m 345p。多副顺子时，1番顺子番合计最多比涉及的顺子数少一个。",
  },
  short_straight: {
    en: "Two chows of one suit that follow on, e.g. 234p 567p. With several chows, the 1-point chow fans together count at most one fewer than the chows involved.",
    zh: "同一花色首尾相接的两副顺子，如234p 567p。多副顺子时，1番顺子番合计最多比涉及的顺子数少一个。",
  },
  two_terminal_chows: {
    en: "123 and 789 in the same suit, e.g. 123s 789s. With several chows, the 1-point chow fans together count at most one fewer than the chows involved.",
    zh: "同一花色的123和789两副顺子，如123s 789s。多副顺子时，1番顺子番合计最多比涉及的顺子数少一个。",
  },
  pung_of_terminals_or_honors: {
    en: "A pung or kong of a 1 or 9, or of a wind that is neither seat nor prevalent wind (not inside Big Three Winds or Little Four Winds). Dragons score Dragon Pung instead. Counted per pung.",
    zh: "1或9的刻子或杠，或既非门风也非圈风的风刻（三风刻、小四喜中的风刻除外）。箭牌刻子计箭刻，不计此番。每副计一次。",
  },
  melded_kong: {
    en: "A kong made by claiming a discard, or by adding a drawn tile to a melded pung.",
    zh: "杠别人打出的牌，或把摸到的第四张加到已碰的刻子上。",
  },
  one_voided_suit: {
    en: "Tiles from exactly two of the three suits; honors are allowed.",
    zh: "只含三种花色中的两种，可有字牌。",
  },
  no_honors: {
    en: "No winds or dragons anywhere in the hand.",
    zh: "和牌中没有风牌和箭牌。",
  },
  edge_wait: {
    en: "Win on the 3 with 12, or the 7 with 89, when that is the only tile the hand waits for. At most one of Edge, Closed and Single Wait counts.",
    zh: "以12等3或以89等7和牌，且只听这一张。边张、坎张、单钓将最多计一个。",
  },
  closed_wait: {
    en: "Win on the middle tile of a chow (e.g. 4p with 35p), when that is the only tile the hand waits for. At most one of Edge, Closed and Single Wait counts.",
    zh: "和顺子中间的一张（如35p等4p），且只听这一张。边张、坎张、单钓将最多计一个。",
  },
  single_wait: {
    en: "Win on the tile that completes the pair, when that is the only tile the hand waits for. At most one of Edge, Closed and Single Wait counts.",
    zh: "和牌张用来凑成将（单钓），且只听这一张。边张、坎张、单钓将最多计一个。",
  },
  self_drawn: {
    en: "Win on a tile you drew yourself.",
    zh: "和自己摸到的牌。",
  },
  flower_tiles: {
    en: "1 point for each flower or season tile. Flowers do not count towards the 8-point minimum.",
    zh: "每张花牌（春夏秋冬、梅兰竹菊）计1番，不计入8番起和。",
  },
  concealed_kong_and_melded_kong: {
    en: "Exactly two kongs, one melded and one concealed (competition rule, on by default). With the option off, those two score instead (1 + 2).",
    zh: "恰有两副杠，一明一暗（竞赛规则，默认启用）。关闭该选项时改计明杠加暗杠（1+2番）。",
  },
};
