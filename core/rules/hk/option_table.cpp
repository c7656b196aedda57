#include "option_table.h"

#include <type_traits>

namespace mahjong::hk {
namespace {

using Id = OptionId;

constexpr std::array<OptionRow, kOptionCount> kOptions = {{
    whole_number_option("min_faan", option_member<&HkOptions::min_faan>(), 0, kAbsoluteLimit,
                 "seed 001: the Simplified and Canton tables are \"based on play where 3 faan is "
                 "the minimum\" (ruling 10)",
                 "The fewest faan (after the limit) a hand needs to win; below it nobody pays.",
                 "起糊：食糊最少要有的番數（按封頂後計），不足就不能食糊，不用找數。"),
    whole_number_option("limit", option_member<&HkOptions::limit>(), 1, kAbsoluteLimit,
                 "seed 001: \"13 faan is considered the absolute limit\"; 8 and 10 are common",
                 "The faan cap: a hand is paid at most this many faan, and reaching it is a limit "
                 "hand.",
                 "封頂：番數到此為止，達到或超過即爆棚，按此數計。"),
    boolean_option("seven_pairs", option_member<&HkOptions::seven_pairs>(),
            "seed 001: Seven Pairs is \"played by some variants\"",
            "Seven pairs is a winning hand, worth 4 faan.", "七對子可以食糊，計4番。"),
    boolean_option("flowers_in_play", option_member<&HkOptions::flowers_in_play>(),
            "seed 001, Scoring based on bonus tiles",
            "Bonus tiles are in play and score; off, no bonus-tile faan (not even No Flowers or "
            "Seasons) and the hand may hold none.",
            "打花：計正花、一台花及無花；不打花就不計任何花番，手上亦不可有花。"),
    choice_option("payment_table", option_member<&HkOptions::payment_table>(),
           {"traditional", "simplified", "canton", "half_spicy", "full_spicy", "four_faan_max",
            "seven_faan_max", "parlour"},
           "seed 001's Traditional, Simplified and Canton tables and its point-translation styles "
           "(four-faan maximum, the modern limits at seven and ten, parlour, no limit); half_spicy "
           "半辣上 and full_spicy 辣辣上 as zh.wikipedia's 廣東麻雀籌碼計法 tabulates them",
           "How faan become base points: traditional 1-2-4-8, 16 (4-6), 32 (7-9), 64 (10+); "
           "simplified the same divided by 8 from 3 faan; canton and half_spicy double to 4 faan, "
           "then half a step a faan (24, 32, 48 ...); full_spicy doubles every faan, no limit; "
           "four_faan_max stops at 4 faan (16); seven_faan_max stops at 7 (32); parlour pays 1 "
           "for any win.",
           "番數換算：傳統（4至6番16、7至9番32、10番或以上64）、簡化（3番起，傳統÷8）、廣東及半辣上"
           "（4番後每番升半級）、辣辣上（每番加倍，不封頂）、四番滿（4番或以上同計16）、七番滿"
           "（7番或以上同計32）、麻雀館式（食糊一律計1）。"),
    boolean_option("dealer_doubles", option_member<&HkOptions::dealer_doubles>(),
            "seed 001: \"If the winner is east all losers double ... If east player is a losing "
            "player he pays double\"",
            "East, the dealer, pays and receives double.", "莊家（東）輸贏都加倍。"),
    choice_option("discard_payment", option_member<&HkOptions::discard_payment>(),
           {"half", "all"},
           "seed 001: \"the discarder doubles\", which is Hong Kong's 半銃 (zh.wikipedia "
           "廣東麻雀籌碼計法: 放銃者要付雙份，其他兩家則付單份); all, 全銃, from the same page",
           "Who pays on a discard: half, every loser (the discarder double, the other two a "
           "single share); all, the discarder pays every loser's share.",
           "出銃點樣找數：半銃（出銃者付雙份，其餘兩家付單份）、全銃（出銃者包三家）。"),
    // At most 1,000: tables name stakes of a quarter to a few dollars a
    // point (二五雞 0.25, 五一 0.5, 一二蚊 1); 1,000 is far above any table's,
    // and more only makes payments too long to read or to pay.
    positive_number_option("stake", option_member<&HkOptions::stake>(), 1000,
                    "ours: the money a base point is worth, at most 1,000",
                    "Money per base point: every payment is its base-point share times this, not "
                    "rounded. Leave it at 1 when a named stake is chosen.",
                    "每底分的金額：各家收付為底分乘以此數，不作四捨五入；揀咗注碼就唔使改。"),
    choice_option("stake_preset", option_member<&HkOptions::stake_preset>(),
           {"custom", "two_five_chicken", "five_one", "one_two"},
           "zh.wikipedia 廣東麻雀籌碼計法: 二五雞, 五一 and 一二蚊 name what a chicken hand costs "
           "under 半銃 (a single share, and the discarder's double share)",
           "The stake as players name it: custom uses the stake above; two_five_chicken "
           "(二五雞) is 0.25 a base point, five_one (五一) 0.5, one_two (一二蚊) 1.",
           "注碼：自訂（用上面每底分金額）、二五雞（每底分0.25）、五一（0.5）、一二蚊（1）。"),
    boolean_option("ten_faan_limit_hands", option_member<&HkOptions::ten_faan_limit_hands>(),
            "common Hong Kong practice (ruling 1)",
            "All Honor Tiles, Self Triplets, Orphans and Nine Gates are limit hands (13), not 10.",
            "字一色、坎坎糊、么九、九子連環當爆棚（13番），不是10番。"),
    boolean_option("small_dragons_adds_dragons", option_member<&HkOptions::small_dragons_adds_dragons>(), "common Hong Kong practice (ruling 2)",
            "Small Dragons' two dragon pungs also score 1 faan each (7 in all).",
            "小三元另計兩組三元牌刻子，每組1番（共7番）。"),
    choice_option("small_winds", option_member<&HkOptions::small_winds>(),
           {"seed", "with_winds", "limit"}, "seed 001 and common Hong Kong practice (ruling 5)",
           "Small Winds: seed, 6 faan and its wind pungs add nothing; with_winds, its seat and "
           "prevailing wind pungs also score; limit, a limit hand (13).",
           "小四喜：原文（6番，不另計風番）、另計門風圈風、或當爆棚（13番）。"),
    boolean_option("small_winds_no_own_wind_pair", option_member<&HkOptions::small_winds_no_own_wind_pair>(),
            "seed 001's note: \"some variations have a further restriction with the prevailing "
            "wind or the seat wind disallowed as the pair\" (ruling 6)",
            "No Small Winds when its pair is the seat or prevailing wind.",
            "小四喜的眼不可以是門風或圈風。"),
    boolean_option("kong_win_adds_self_pick", option_member<&HkOptions::kong_win_adds_self_pick>(), "common Hong Kong practice (ruling 3)",
            "Win by Kong and Win by Double-Kong also add Self-Pick (3 and 10).",
            "槓上開花、槓上槓另加自摸1番（共3番、10番）。"),
    boolean_option("last_catch_on_discard", option_member<&HkOptions::last_catch_on_discard>(),
            "seed 001: \"either the last tile from the wall or the last discard\" (ruling 4)",
            "Win by Last Catch also counts on the last discard; off, only on the wall's last tile.",
            "海底撈月包括食最後一隻打出的牌；關閉就只計自摸最後一隻牌。"),
    boolean_option("win_from_wall_self_drawn_only", option_member<&HkOptions::win_from_wall_self_drawn_only>(),
            "seed 001: \"the additional requirement of winning by self-pick\" (ruling 9)",
            "Win from Wall counts only when self-drawn.", "門前清只計自摸，食出銃不計。"),
    boolean_option("min_needs_hand_faan", option_member<&HkOptions::min_needs_hand_faan>(),
            "seed 001: \"at least one point must be from this set of criteria\" (ruling 10)",
            "To win, a hand needs a faan of its tiles (a hand type or a meld), unless it is a "
            "Heavenly, Earthly or Double-Kong win or reaches the limit.",
            "起糊要有牌型或刻子番（天糊、地糊、槓上槓或爆棚除外），不可以只靠自摸、門前清、花番。"),
    boolean_option("robbed_pays_all", option_member<&HkOptions::robbed_pays_all>(),
            "seed 001: \"a 12-piece penalty will be imposed on the player being robbed\" "
            "(ruling 20)",
            "The player robbed of a kong pays every loser's share.", "被搶槓者包三家。"),
    boolean_option("great_hands_liability", option_member<&HkOptions::great_hands_liability>(),
            "Hong Kong practice (大三元包、大四喜包); seed 001's penalties table makes the feeder "
            "pay all losses in the same way (九張包, 十二張包自摸)",
            "Whoever fed the pung that completed Great Dragons or Great Winds (given as "
            "\"liable\") pays every loser's share, self-drawn or not.",
            "大三元、大四喜包：打出令對家完成第三組三元牌或第四組風牌刻子的人，要包三家。"),
    boolean_option("four_melds_liability", option_member<&HkOptions::four_melds_liability>(),
            "Hong Kong practice (十二張落地包); seed 001's penalties table: \"Discarder pays all "
            "losses\"",
            "A player with four melds laid down who wins on a discard: the discarder pays every "
            "loser's share.",
            "十二張落地：有四組牌落地的人食糊，出銃者包三家。"),
    boolean_option("flower_hands", option_member<&HkOptions::flower_hands>(),
            "Hong Kong practice, not in the seed; values as the hk-mahjong library scores them",
            "Bonus tiles alone win: seven while another player holds the eighth is a Flower Hand "
            "(3 faan), all eight is Eight Immortals Crossing the Sea (a limit hand). Enter the "
            "bonus tiles with no other tiles.",
            "花糊：摸到七隻花而第八隻在別家手上，即可食花糊（3番）；八隻花齊是八仙過海（爆棚）。"
            "只須輸入花牌。"),
}};

constexpr std::uint8_t row(OptionId id) { return std::uint8_t(id); }

// In the order a hand is checked: the first row broken gives the error.
constexpr std::array<OptionRule, 3> kRules = {{
    {row(Id::min_faan), row(Id::limit), {}, OptionRelation::above, OptionResolve::refuse,
     "The option min_faan is above the option limit, so no hand could ever win; lower min_faan or "
     "raise limit.",
     "The minimum faan to win cannot be above the faan cap: no hand could ever win.",
     "起糊番数不可以高过爆棚番数，否则没有牌可以食糊。", "起糊番數不可以高過爆棚番數，否則沒有牌可以食糊。"},
    // A named stake is a money per point of its own: the player who types
    // an amount means their own (custom), the one who names a stake means
    // its amount; either way the other follows.
    {row(Id::stake), row(Id::stake_preset), {}, OptionRelation::both_set, OptionResolve::carry,
     "The option stake_preset names a stake and the option stake gives another; choose one "
     "(stake_preset \"custom\" uses stake).",
     "A named stake sets the money per point: typing an amount makes the stake Custom, and naming "
     "a stake puts the amount back to 1.",
     "注码已定每底分金额：自己输入金额就改为自订；拣注码就把金额改回1。",
     "注碼已定每底分金額：自己輸入金額就改為自訂；揀注碼就把金額改回1。"},
    // Refused, not carried: the flowers are tiles the player entered, and
    // taking them out of the hand is theirs to do.
    {row(Id::flowers_in_play), 0, "bonus_tiles", OptionRelation::off_with_fact, OptionResolve::refuse,
     "The hand holds bonus tiles, but the option flowers_in_play is false: either leave the "
     "flowers out or turn the option on.",
     "The hand holds flowers: take them out of the hand first, then play without flowers.",
     "手上有花牌：先把花牌从手牌拿走，才可以不打花。", "手上有花牌：先把花牌從手牌拿走，才可以不打花。"},
}};

constexpr std::array<OptionEffect, 9> kEffects = {{
    {Id::ten_faan_limit_hands, 1, all_honor_tiles, {}, true},
    {Id::ten_faan_limit_hands, 1, self_triplets, {}, true},
    {Id::ten_faan_limit_hands, 1, orphans, {}, true},
    {Id::ten_faan_limit_hands, 1, nine_gates, {}, true},
    {Id::small_dragons_adds_dragons, 1, small_dragons, {red_dragon, green_dragon, white_dragon}, false},
    {Id::small_winds, double(HkOptions::SmallWinds::with_winds), small_winds,
     {seat_wind, prevailing_wind}, false},
    {Id::small_winds, double(HkOptions::SmallWinds::limit), small_winds, {}, true},
    {Id::kong_win_adds_self_pick, 1, win_by_kong, {self_pick}, false},
    {Id::kong_win_adds_self_pick, 1, win_by_double_kong, {self_pick}, false},
}};

}  // namespace

const std::array<OptionRow, kOptionCount>& option_table() { return kOptions; }
const std::array<OptionEffect, 9>& option_effects() { return kEffects; }
const std::array<OptionRule, 3>& option_rules() { return kRules; }

void table_in_force(const HkOptions& options, TableInForce& out) {
  for (const FaanRow& row : faan_table()) {
    out.info[row.id] = &row.info;
    out.excludes[row.id] = row.excludes;
  }
  for (const OptionEffect& e : kEffects) {
    if (option_row(e.option).field.get(&options) != e.value) continue;
    out.excludes[e.faan] = out.excludes[e.faan] & ~e.releases;
    if (e.raises_to_limit) out.info[e.faan] = &faan_row(e.faan).as_limit;
  }
}

FaanMask optional_faan() {
  FaanMask m = {seven_pairs};
  for (const FaanRow& row : faan_table())
    if (row.family == Family::bonus) m.add(row.id);
  return m;
}

}  // namespace mahjong::hk
