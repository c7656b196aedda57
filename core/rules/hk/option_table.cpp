#include "option_table.h"

#include <type_traits>

namespace mahjong::hk {
namespace {

template <class>
struct MemberOf;
template <class T>
struct MemberOf<T HkOptions::*> {
  using type = T;
};

template <auto Member>
constexpr OptionField field() {
  using T = typename MemberOf<decltype(Member)>::type;
  return {[](const HkOptions& o) -> double {
            if constexpr (std::is_enum_v<T>) return double(int(o.*Member));
            else return double(o.*Member);
          },
          [](HkOptions& o, double v) {
            if constexpr (std::is_enum_v<T>) o.*Member = T(int(v));
            else if constexpr (std::is_same_v<T, bool>) o.*Member = v != 0;
            else o.*Member = T(v);
          }};
}

using Choices = std::array<std::string_view, kMaxChoices>;
constexpr Choices kNoChoices = {};

constexpr OptionRow boolean(OptionId id, std::string_view name, OptionField f, std::string_view source,
                            std::string_view en, std::string_view zh) {
  return {id, name, OptionType::boolean, f, false, 0, 1, kNoChoices, source, en, zh};
}
constexpr OptionRow whole_number(OptionId id, std::string_view name, OptionField f, int min, int max,
                                 std::string_view source, std::string_view en, std::string_view zh) {
  return {id, name, OptionType::number, f, true, double(min), double(max), kNoChoices, source, en, zh};
}
// Any number above 0, up to `max`: money.
constexpr OptionRow positive_number(OptionId id, std::string_view name, OptionField f, double max,
                                    std::string_view source, std::string_view en, std::string_view zh) {
  return {id, name, OptionType::number, f, false, 0, max, kNoChoices, source, en, zh};
}
constexpr OptionRow choice(OptionId id, std::string_view name, OptionField f, Choices choices,
                           std::string_view source, std::string_view en, std::string_view zh) {
  return {id, name, OptionType::choice, f, false, 0, 0, choices, source, en, zh};
}

using Id = OptionId;

constexpr std::array<OptionRow, kOptionCount> kOptions = {{
    whole_number(Id::min_faan, "min_faan", field<&HkOptions::min_faan>(), 0, kAbsoluteLimit,
                 "seed 001: the Simplified and Canton tables are \"based on play where 3 faan is "
                 "the minimum\" (ruling 10)",
                 "The fewest faan (after the limit) a hand needs to win; below it nobody pays.",
                 "起糊：食糊最少要有的番數（按封頂後計），不足就不能食糊，不用找數。"),
    whole_number(Id::limit, "limit", field<&HkOptions::limit>(), 1, kAbsoluteLimit,
                 "seed 001: \"13 faan is considered the absolute limit\"; 8 and 10 are common",
                 "The faan cap: a hand is paid at most this many faan, and reaching it is a limit "
                 "hand.",
                 "封頂：番數到此為止，達到或超過即爆棚，按此數計。"),
    boolean(Id::seven_pairs, "seven_pairs", field<&HkOptions::seven_pairs>(),
            "seed 001: Seven Pairs is \"played by some variants\"",
            "Seven pairs is a winning hand, worth 4 faan.", "七對子可以食糊，計4番。"),
    boolean(Id::flowers_in_play, "flowers_in_play", field<&HkOptions::flowers_in_play>(),
            "seed 001, Scoring based on bonus tiles",
            "Bonus tiles are in play and score; off, no bonus-tile faan (not even No Flowers or "
            "Seasons) and the hand may hold none.",
            "打花：計正花、一台花及無花；不打花就不計任何花番，手上亦不可有花。"),
    choice(Id::payment_table, "payment_table", field<&HkOptions::payment_table>(),
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
    boolean(Id::dealer_doubles, "dealer_doubles", field<&HkOptions::dealer_doubles>(),
            "seed 001: \"If the winner is east all losers double ... If east player is a losing "
            "player he pays double\"",
            "East, the dealer, pays and receives double.", "莊家（東）輸贏都加倍。"),
    choice(Id::discard_payment, "discard_payment", field<&HkOptions::discard_payment>(),
           {"half", "all"},
           "seed 001: \"the discarder doubles\", which is Hong Kong's 半銃 (zh.wikipedia "
           "廣東麻雀籌碼計法: 放銃者要付雙份，其他兩家則付單份); all, 全銃, from the same page",
           "Who pays on a discard: half, every loser (the discarder double, the other two a "
           "single share); all, the discarder pays every loser's share.",
           "出銃點樣找數：半銃（出銃者付雙份，其餘兩家付單份）、全銃（出銃者包三家）。"),
    // At most 1,000: tables name stakes of a quarter to a few dollars a
    // point (二五雞 0.25, 五一 0.5, 一二蚊 1); 1,000 is far above any table's,
    // and more only makes payments too long to read or to pay.
    positive_number(Id::stake, "stake", field<&HkOptions::stake>(), 1000,
                    "ours: the money a base point is worth, at most 1,000",
                    "Money per base point: every payment is its base-point share times this, not "
                    "rounded. Leave it at 1 when a named stake is chosen.",
                    "每底分的金額：各家收付為底分乘以此數，不作四捨五入；揀咗注碼就唔使改。"),
    choice(Id::stake_preset, "stake_preset", field<&HkOptions::stake_preset>(),
           {"custom", "two_five_chicken", "five_one", "one_two"},
           "zh.wikipedia 廣東麻雀籌碼計法: 二五雞, 五一 and 一二蚊 name what a chicken hand costs "
           "under 半銃 (a single share, and the discarder's double share)",
           "The stake as players name it: custom uses the stake above; two_five_chicken "
           "(二五雞) is 0.25 a base point, five_one (五一) 0.5, one_two (一二蚊) 1.",
           "注碼：自訂（用上面每底分金額）、二五雞（每底分0.25）、五一（0.5）、一二蚊（1）。"),
    boolean(Id::ten_faan_limit_hands, "ten_faan_limit_hands", field<&HkOptions::ten_faan_limit_hands>(),
            "common Hong Kong practice (ruling 1)",
            "All Honor Tiles, Self Triplets, Orphans and Nine Gates are limit hands (13), not 10.",
            "字一色、坎坎糊、么九、九子連環當爆棚（13番），不是10番。"),
    boolean(Id::small_dragons_adds_dragons, "small_dragons_adds_dragons",
            field<&HkOptions::small_dragons_adds_dragons>(), "common Hong Kong practice (ruling 2)",
            "Small Dragons' two dragon pungs also score 1 faan each (7 in all).",
            "小三元另計兩組三元牌刻子，每組1番（共7番）。"),
    choice(Id::small_winds, "small_winds", field<&HkOptions::small_winds>(),
           {"seed", "with_winds", "limit"}, "seed 001 and common Hong Kong practice (ruling 5)",
           "Small Winds: seed, 6 faan and its wind pungs add nothing; with_winds, its seat and "
           "prevailing wind pungs also score; limit, a limit hand (13).",
           "小四喜：原文（6番，不另計風番）、另計門風圈風、或當爆棚（13番）。"),
    boolean(Id::small_winds_no_own_wind_pair, "small_winds_no_own_wind_pair",
            field<&HkOptions::small_winds_no_own_wind_pair>(),
            "seed 001's note: \"some variations have a further restriction with the prevailing "
            "wind or the seat wind disallowed as the pair\" (ruling 6)",
            "No Small Winds when its pair is the seat or prevailing wind.",
            "小四喜的眼不可以是門風或圈風。"),
    boolean(Id::kong_win_adds_self_pick, "kong_win_adds_self_pick",
            field<&HkOptions::kong_win_adds_self_pick>(), "common Hong Kong practice (ruling 3)",
            "Win by Kong and Win by Double-Kong also add Self-Pick (3 and 10).",
            "槓上開花、槓上槓另加自摸1番（共3番、10番）。"),
    boolean(Id::last_catch_on_discard, "last_catch_on_discard",
            field<&HkOptions::last_catch_on_discard>(),
            "seed 001: \"either the last tile from the wall or the last discard\" (ruling 4)",
            "Win by Last Catch also counts on the last discard; off, only on the wall's last tile.",
            "海底撈月包括食最後一隻打出的牌；關閉就只計自摸最後一隻牌。"),
    boolean(Id::win_from_wall_self_drawn_only, "win_from_wall_self_drawn_only",
            field<&HkOptions::win_from_wall_self_drawn_only>(),
            "seed 001: \"the additional requirement of winning by self-pick\" (ruling 9)",
            "Win from Wall counts only when self-drawn.", "門前清只計自摸，食出銃不計。"),
    boolean(Id::min_needs_hand_faan, "min_needs_hand_faan", field<&HkOptions::min_needs_hand_faan>(),
            "seed 001: \"at least one point must be from this set of criteria\" (ruling 10)",
            "To win, a hand needs a faan of its tiles (a hand type or a meld), unless it is a "
            "Heavenly, Earthly or Double-Kong win or reaches the limit.",
            "起糊要有牌型或刻子番（天糊、地糊、槓上槓或爆棚除外），不可以只靠自摸、門前清、花番。"),
    boolean(Id::robbed_pays_all, "robbed_pays_all", field<&HkOptions::robbed_pays_all>(),
            "seed 001: \"a 12-piece penalty will be imposed on the player being robbed\" "
            "(ruling 20)",
            "The player robbed of a kong pays every loser's share.", "被搶槓者包三家。"),
    boolean(Id::great_hands_liability, "great_hands_liability",
            field<&HkOptions::great_hands_liability>(),
            "Hong Kong practice (大三元包、大四喜包); seed 001's penalties table makes the feeder "
            "pay all losses in the same way (九張包, 十二張包自摸)",
            "Whoever fed the pung that completed Great Dragons or Great Winds (given as "
            "\"liable\") pays every loser's share, self-drawn or not.",
            "大三元、大四喜包：打出令對家完成第三組三元牌或第四組風牌刻子的人，要包三家。"),
    boolean(Id::four_melds_liability, "four_melds_liability",
            field<&HkOptions::four_melds_liability>(),
            "Hong Kong practice (十二張落地包); seed 001's penalties table: \"Discarder pays all "
            "losses\"",
            "A player with four melds laid down who wins on a discard: the discarder pays every "
            "loser's share.",
            "十二張落地：有四組牌落地的人食糊，出銃者包三家。"),
    boolean(Id::flower_hands, "flower_hands", field<&HkOptions::flower_hands>(),
            "Hong Kong practice, not in the seed; values as the hk-mahjong library scores them",
            "Bonus tiles alone win: seven while another player holds the eighth is a Flower Hand "
            "(3 faan), all eight is Eight Immortals Crossing the Sea (a limit hand). Enter the "
            "bonus tiles with no other tiles.",
            "花糊：摸到七隻花而第八隻在別家手上，即可食花糊（3番）；八隻花齊是八仙過海（爆棚）。"
            "只須輸入花牌。"),
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

int OptionRow::choice_count() const {
  int n = 0;
  while (n < kMaxChoices && !choices[n].empty()) ++n;
  return n;
}

const std::array<OptionRow, kOptionCount>& option_table() { return kOptions; }
const std::array<OptionEffect, 9>& option_effects() { return kEffects; }

void table_in_force(const HkOptions& options, TableInForce& out) {
  for (const FaanRow& row : faan_table()) {
    out.info[row.id] = &row.info;
    out.excludes[row.id] = row.excludes;
  }
  for (const OptionEffect& e : kEffects) {
    if (option_row(e.option).field.get(options) != e.value) continue;
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
