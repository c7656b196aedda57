// Values and names: seed 001's tables (docs/hk-rules.md, section 3). What each
// row excludes: the seed's "only the criteria with the tighter requirements are
// scored" and its notes ("3 fān from All in Triplets not counted", "Bonus from
// Wall is not awarded"), settled as the rulings of docs/hk-rules.md say. The
// seed gives no Chinese for the bonus-tile rows; those names are ours.
#include "faan_table.h"

#include "../table_order.h"

namespace mahjong::hk {
namespace {

constexpr FanInfo no_limit = {"", "", "", 0};
constexpr FanInfo limit_of(FanInfo info) { return {info.id, info.name, info.zh, kAbsoluteLimit}; }

constexpr FanInfo kAllHonorTiles = {"all_honor_tiles", "All Honor Tiles", "字一色", 10};
constexpr FanInfo kSmallWinds = {"small_winds", "Small Winds", "小四喜", 6};
constexpr FanInfo kSelfTriplets = {"self_triplets", "Self Triplets", "坎坎糊", 10};
constexpr FanInfo kOrphans = {"orphans", "Orphans", "么九", 10};
constexpr FanInfo kNineGates = {"nine_gates", "Nine Gates", "九子連環", 10};

constexpr std::array<FaanRow, kFaanCount> kTable = {{
    // Hand types.
    {common_hand, Family::hand, {"common_hand", "Common Hand", "平糊", 1}, {}, no_limit},
    {all_in_triplets, Family::hand, {"all_in_triplets", "All in Triplets", "對對糊", 3}, {}, no_limit},
    // "Bonus from Wall is not awarded"; it stacks only with the three
    // one-suit hand types, so the melds' Mixed Orphans does not count (ruling 7).
    {seven_pairs, Family::hand, {"seven_pairs", "Seven Pairs", "七對子", 4},
     {win_from_wall, mixed_orphans}, no_limit},
    {mixed_one_suit, Family::hand, {"mixed_one_suit", "Mixed One Suit", "混一色", 3}, {}, no_limit},
    // Without honours the hand is tighter than Mixed One Suit (ruling 14).
    {all_one_suit, Family::hand, {"all_one_suit", "All One Suit", "清一色", 7}, {mixed_one_suit},
     no_limit},
    {all_honor_tiles, Family::hand, kAllHonorTiles,
     {all_in_triplets, mixed_one_suit, mixed_orphans}, limit_of(kAllHonorTiles)},
    // The seed's own example of the principle: two dragon pungs and the pair
    // are tighter than the pungs alone (ruling 2).
    {small_dragons, Family::hand, {"small_dragons", "Small Dragons", "小三元", 5},
     {red_dragon, green_dragon, white_dragon}, no_limit},
    {great_dragons, Family::hand, {"great_dragons", "Great Dragons", "大三元", 8},
     {red_dragon, green_dragon, white_dragon}, no_limit},
    // "6+3 for mixed one suit, 6+3 for all in triplets, 6+10 for all honours":
    // no wind faan among what adds to it (ruling 5).
    {small_winds, Family::hand, kSmallWinds, {seat_wind, prevailing_wind}, limit_of(kSmallWinds)},
    {great_winds, Family::hand, {"great_winds", "Great Winds", "大四喜", 13},
     {all_in_triplets, seat_wind, prevailing_wind}, no_limit},
    // Concealed by nature, like Seven Pairs and Nine Gates (ruling 9).
    {thirteen_orphans, Family::hand, {"thirteen_orphans", "Thirteen Orphans", "十三么", 13},
     {win_from_wall, mixed_orphans}, no_limit},
    {all_kongs, Family::hand, {"all_kongs", "All Kongs", "十八羅漢", 13}, {all_in_triplets}, no_limit},
    // "not for the bonus fan of winning from the wall"; four concealed pungs
    // are all in triplets (ruling 8).
    {self_triplets, Family::hand, kSelfTriplets, {all_in_triplets, win_from_wall},
     limit_of(kSelfTriplets)},
    {orphans, Family::hand, kOrphans, {all_in_triplets, mixed_orphans}, limit_of(kOrphans)},
    // "bonuses for win from wall and all one suit will not be considered".
    {nine_gates, Family::hand, kNineGates, {all_one_suit, win_from_wall}, limit_of(kNineGates)},

    // Melds. A double wind scores both wind rows: 2, as the seed says.
    {seat_wind, Family::meld, {"seat_wind", "Seat Wind", "門風", 1}, {}, no_limit},
    {prevailing_wind, Family::meld, {"prevailing_wind", "Prevailing Wind", "圈風", 1}, {}, no_limit},
    {red_dragon, Family::meld, {"red_dragon", "Red Dragon", "紅中", 1}, {}, no_limit},
    {green_dragon, Family::meld, {"green_dragon", "Green Dragon", "發財", 1}, {}, no_limit},
    {white_dragon, Family::meld, {"white_dragon", "White Dragon", "白板", 1}, {}, no_limit},
    {mixed_orphans, Family::meld, {"mixed_orphans", "Mixed Orphans", "混么九", 1}, {}, no_limit},

    // Winning conditions.
    {self_pick, Family::condition, {"self_pick", "Self-Pick", "自摸", 1}, {}, no_limit},
    {win_from_wall, Family::condition, {"win_from_wall", "Win from Wall", "門前清", 1}, {}, no_limit},
    {robbing_kong, Family::condition, {"robbing_kong", "Robbing Kong", "搶槓", 1}, {}, no_limit},
    {last_catch, Family::condition, {"last_catch", "Win by Last Catch", "海底撈月", 1}, {}, no_limit},
    // "2 (1 bonus +1 from self-pick)", "9 (8 bonus +1 from self-pick)" (ruling 3).
    {win_by_kong, Family::condition, {"win_by_kong", "Win by Kong", "槓上開花", 2}, {self_pick},
     no_limit},
    {win_by_double_kong, Family::condition,
     {"win_by_double_kong", "Win by Double-Kong", "槓上槓", 9}, {win_by_kong, self_pick}, no_limit},
    {heavenly_hand, Family::condition, {"heavenly_hand", "Heavenly Hand", "天糊", 13}, {}, no_limit},
    {earthly_hand, Family::condition, {"earthly_hand", "Earthly Hand", "地糊", 13}, {}, no_limit},

    // Bonus tiles.
    {own_flower, Family::bonus, {"own_flower", "Flower of Own Wind", "正花", 1}, {}, no_limit},
    {own_season, Family::bonus, {"own_season", "Season of Own Wind", "正花（季）", 1}, {}, no_limit},
    {all_flowers, Family::bonus, {"all_flowers", "All Flowers", "一台花", 2}, {own_flower}, no_limit},
    {all_seasons, Family::bonus, {"all_seasons", "All Seasons", "一台花（季）", 2}, {own_season}, no_limit},
    {no_flowers, Family::bonus, {"no_flowers", "No Flowers or Seasons", "無花", 1}, {}, no_limit},
    // The bonus-tile hands some tables play (option flower_hands): seven
    // bonus tiles while another player holds the eighth, or all eight, win
    // with no other tiles (docs/hk-rules.md, 3.6). hk-mahjong's values.
    {flower_hand, Family::bonus, {"flower_hand", "Flower Hand", "花糊", 3}, {}, no_limit},
    {eight_immortals, Family::bonus,
     {"eight_immortals", "Eight Immortals Crossing the Sea", "八仙過海", 13}, {}, no_limit},
}};

static_assert(rows_in_id_order(kTable, &FaanRow::id), "faan table rows must be in FaanId order");

}  // namespace

const std::array<FaanRow, kFaanCount>& faan_table() { return kTable; }

std::string_view family_name(Family f) {
  switch (f) {
    case Family::hand: return "hand";
    case Family::meld: return "meld";
    case Family::condition: return "condition";
    case Family::bonus: return "bonus";
  }
  return "hand";
}

}  // namespace mahjong::hk
