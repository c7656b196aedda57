// Points and names: ../shared/spec/mcr-fans.md. What each fan implies: the
// "not counted" lists of the 1998 rules, settled as docs/mcr-rulings.md says.
// Where a seed words it otherwise, the comment on the row says so.
#include "fan_table.h"

#include "../table_order.h"

namespace mahjong::mcr {
namespace {

constexpr FanMask kConcealedByNature = {concealed_hand, fully_concealed_hand, single_wait};

constexpr std::array<FanRow, kFanCount> kTable = {{
    // 88 points
    {big_four_winds, 1, {"big_four_winds", "Big Four Winds", "大四喜", 88},
     {big_three_winds, little_four_winds, all_pungs, prevalent_wind, seat_wind,
      pung_of_terminals_or_honors}, {}, false},
    {big_three_dragons, 2, {"big_three_dragons", "Big Three Dragons", "大三元", 88},
     {little_three_dragons, two_dragon_pungs, dragon_pung}, {}, false},
    // Never Half Flush; Full Flush and All Simples may still count.
    {all_green, 3, {"all_green", "All Green", "绿一色", 88}, {half_flush}, {}, false},
    // Its own 111 or 999 is one Pung of Terminals; a second one still counts.
    {nine_gates, 4, {"nine_gates", "Nine Gates", "九莲宝灯", 88},
     {full_flush, no_honors, concealed_hand, fully_concealed_hand},
     {pung_of_terminals_or_honors}, false},
    // Four kongs always wait on the pair.
    {four_kongs, 5, {"four_kongs", "Four Kongs", "四杠", 88},
     {three_kongs, two_concealed_kongs, concealed_kong_and_melded_kong, two_melded_kongs,
      concealed_kong, melded_kong, all_pungs, single_wait}, {}, false},
    {seven_shifted_pairs, 6, {"seven_shifted_pairs", "Seven Shifted Pairs", "连七对", 88},
     {seven_pairs, full_flush, no_honors, concealed_hand, fully_concealed_hand, single_wait},
     {}, false},
    {thirteen_orphans, 7, {"thirteen_orphans", "Thirteen Orphans", "十三幺", 88},
     {all_terminals_and_honors, all_types, concealed_hand, fully_concealed_hand, single_wait},
     {}, false},

    // 64 points
    {all_terminals, 8, {"all_terminals", "All Terminals", "清幺九", 64},
     {all_terminals_and_honors, all_pungs, outside_hand, pung_of_terminals_or_honors,
      double_pung, no_honors}, {}, false},
    {little_four_winds, 9, {"little_four_winds", "Little Four Winds", "小四喜", 64},
     {big_three_winds}, {}, false},
    {little_three_dragons, 10, {"little_three_dragons", "Little Three Dragons", "小三元", 64},
     {two_dragon_pungs, dragon_pung}, {}, false},
    {all_honors, 11, {"all_honors", "All Honors", "字一色", 64},
     {all_terminals_and_honors, all_pungs, outside_hand, pung_of_terminals_or_honors}, {},
     false},
    {four_concealed_pungs, 12, {"four_concealed_pungs", "Four Concealed Pungs", "四暗刻", 64},
     {three_concealed_pungs, two_concealed_pungs, all_pungs, concealed_hand,
      fully_concealed_hand}, {}, false},
    {pure_terminal_chows, 13, {"pure_terminal_chows", "Pure Terminal Chows", "一色双龙会", 64},
     {seven_pairs, full_flush, all_chows, pure_double_chow, two_terminal_chows, no_honors}, {},
     false},

    // 48 points
    {quadruple_chow, 14, {"quadruple_chow", "Quadruple Chow", "一色四同顺", 48},
     {pure_triple_chow, pure_shifted_pungs, tile_hog, pure_double_chow}, {}, false},
    {four_pure_shifted_pungs, 15, {"four_pure_shifted_pungs", "Four Pure Shifted Pungs", "一色四节高", 48}, {pure_shifted_pungs, pure_triple_chow, all_pungs}, {}, false},

    // 32 points
    {four_pure_shifted_chows, 16, {"four_pure_shifted_chows", "Four Pure Shifted Chows", "一色四步高", 32}, {pure_shifted_chows}, {}, false},
    {three_kongs, 17, {"three_kongs", "Three Kongs", "三杠", 32},
     {two_concealed_kongs, concealed_kong_and_melded_kong, two_melded_kongs, concealed_kong,
      melded_kong}, {}, false},
    {all_terminals_and_honors, 18, {"all_terminals_and_honors", "All Terminals and Honors", "混幺九", 32}, {all_pungs, outside_hand, pung_of_terminals_or_honors}, {}, false},

    // 24 points
    {seven_pairs, 19, {"seven_pairs", "Seven Pairs", "七对", 24}, kConcealedByNature, {}, false},
    {greater_honors_and_knitted_tiles, 20, {"greater_honors_and_knitted_tiles", "Greater Honors and Knitted Tiles", "七星不靠", 24},
     kConcealedByNature | FanMask{lesser_honors_and_knitted_tiles, all_types}, {}, false},
    {all_even_pungs, 21, {"all_even_pungs", "All Even Pungs", "全双刻", 24},
     {all_pungs, all_simples, no_honors}, {}, false},
    {full_flush, 22, {"full_flush", "Full Flush", "清一色", 24}, {no_honors}, {}, false},
    {pure_triple_chow, 23, {"pure_triple_chow", "Pure Triple Chow", "一色三同顺", 24},
     {pure_shifted_pungs}, {}, false},
    {pure_shifted_pungs, 24, {"pure_shifted_pungs", "Pure Shifted Pungs", "一色三节高", 24},
     {pure_triple_chow}, {}, false},
    {upper_tiles, 25, {"upper_tiles", "Upper Tiles", "全大", 24}, {upper_four, no_honors}, {},
     false},
    {middle_tiles, 26, {"middle_tiles", "Middle Tiles", "全中", 24}, {all_simples, no_honors}, {},
     false},
    {lower_tiles, 27, {"lower_tiles", "Lower Tiles", "全小", 24}, {lower_four, no_honors}, {},
     false},

    // 16 points
    {pure_straight, 28, {"pure_straight", "Pure Straight", "清龙", 16}, {}, {}, false},
    {three_suited_terminal_chows, 29, {"three_suited_terminal_chows", "Three-Suited Terminal Chows", "三色双龙会", 16},
     {all_chows, mixed_double_chow, two_terminal_chows, no_honors}, {}, false},
    {pure_shifted_chows, 30, {"pure_shifted_chows", "Pure Shifted Chows", "一色三步高", 16}, {},
     {}, false},
    {all_fives, 31, {"all_fives", "All Fives", "全带五", 16}, {all_simples, no_honors}, {}, false},
    {triple_pung, 32, {"triple_pung", "Triple Pung", "三同刻", 16}, {}, {}, false},
    {three_concealed_pungs, 33, {"three_concealed_pungs", "Three Concealed Pungs", "三暗刻", 16},
     {two_concealed_pungs}, {}, false},

    // 12 points
    {lesser_honors_and_knitted_tiles, 34, {"lesser_honors_and_knitted_tiles", "Lesser Honors and Knitted Tiles", "全不靠", 12},
     kConcealedByNature | FanMask{all_types}, {}, false},
    {knitted_straight, 35, {"knitted_straight", "Knitted Straight", "组合龙", 12}, {}, {}, false},
    {upper_four, 36, {"upper_four", "Upper Four", "大于五", 12}, {no_honors}, {}, false},
    {lower_four, 37, {"lower_four", "Lower Four", "小于五", 12}, {no_honors}, {}, false},
    {big_three_winds, 38, {"big_three_winds", "Big Three Winds", "三风刻", 12}, {}, {}, false},

    // 8 points
    {mixed_straight, 39, {"mixed_straight", "Mixed Straight", "花龙", 8}, {}, {}, false},
    {reversible_tiles, 40, {"reversible_tiles", "Reversible Tiles", "推不倒", 8},
     {one_voided_suit}, {}, false},
    {mixed_triple_chow, 41, {"mixed_triple_chow", "Mixed Triple Chow", "三色三同顺", 8}, {}, {},
     false},
    {mixed_shifted_pungs, 42, {"mixed_shifted_pungs", "Mixed Shifted Pungs", "三色三节高", 8}, {},
     {}, false},
    {chicken_hand, 43, {"chicken_hand", "Chicken Hand", "无番和", 8}, {}, {}, false},
    {last_tile_draw, 44, {"last_tile_draw", "Last Tile Draw", "妙手回春", 8}, {self_drawn}, {},
     false},
    {last_tile_claim, 45, {"last_tile_claim", "Last Tile Claim", "海底捞月", 8}, {}, {}, false},
    {out_with_replacement_tile, 46, {"out_with_replacement_tile", "Out with Replacement Tile", "杠上开花", 8}, {self_drawn}, {}, false},
    {robbing_the_kong, 47, {"robbing_the_kong", "Robbing the Kong", "抢杠和", 8}, {last_tile}, {},
     false},

    // 6 points
    {all_pungs, 48, {"all_pungs", "All Pungs", "碰碰和", 6}, {}, {}, false},
    {half_flush, 49, {"half_flush", "Half Flush", "混一色", 6}, {}, {}, false},
    {mixed_shifted_chows, 50, {"mixed_shifted_chows", "Mixed Shifted Chows", "三色三步高", 6}, {},
     {}, false},
    {all_types, 51, {"all_types", "All Types", "五门齐", 6}, {}, {}, false},
    {melded_hand, 52, {"melded_hand", "Melded Hand", "全求人", 6}, {single_wait}, {}, false},
    // The 1998 text has it "also" count Two Concealed Pungs; the rulings do not.
    {two_concealed_kongs, 53, {"two_concealed_kongs", "Two Concealed Kongs", "双暗杠", 6},
     {concealed_kong, two_concealed_pungs}, {}, false},
    {two_dragon_pungs, 54, {"two_dragon_pungs", "Two Dragon Pungs", "双箭刻", 6}, {dragon_pung},
     {}, false},
    // Competition rules (seed 003, notes 4-5); the option turns it off.
    {concealed_kong_and_melded_kong, 82, {"concealed_kong_and_melded_kong", "Concealed Kong and Melded Kong", "明暗杠", 5}, {concealed_kong, melded_kong}, {}, true},

    // 4 points
    {outside_hand, 55, {"outside_hand", "Outside Hand", "全带幺", 4}, {}, {}, false},
    {fully_concealed_hand, 56, {"fully_concealed_hand", "Fully Concealed Hand", "不求人", 4},
     {concealed_hand, self_drawn}, {}, false},
    {two_melded_kongs, 57, {"two_melded_kongs", "Two Melded Kongs", "双明杠", 4}, {melded_kong},
     {}, false},
    {last_tile, 58, {"last_tile", "Last Tile", "和绝张", 4}, {}, {}, false},

    // 2 points
    {dragon_pung, 59, {"dragon_pung", "Dragon Pung", "箭刻", 2}, {}, {}, false},
    {prevalent_wind, 60, {"prevalent_wind", "Prevalent Wind", "圈风刻", 2}, {}, {}, false},
    {seat_wind, 61, {"seat_wind", "Seat Wind", "门风刻", 2}, {}, {}, false},
    {concealed_hand, 62, {"concealed_hand", "Concealed Hand", "门前清", 2}, {}, {}, false},
    {all_chows, 63, {"all_chows", "All Chows", "平和", 2}, {no_honors}, {}, false},
    {tile_hog, 64, {"tile_hog", "Tile Hog", "四归一", 2}, {}, {}, false},
    {double_pung, 65, {"double_pung", "Double Pung", "双同刻", 2}, {}, {}, false},
    {two_concealed_pungs, 66, {"two_concealed_pungs", "Two Concealed Pungs", "双暗刻", 2}, {}, {},
     false},
    {concealed_kong, 67, {"concealed_kong", "Concealed Kong", "暗杠", 2}, {}, {}, false},
    {all_simples, 68, {"all_simples", "All Simples", "断幺", 2}, {no_honors}, {}, false},

    // 1 point
    {pure_double_chow, 69, {"pure_double_chow", "Pure Double Chow", "一般高", 1}, {}, {}, false},
    {mixed_double_chow, 70, {"mixed_double_chow", "Mixed Double Chow", "喜相逢", 1}, {}, {},
     false},
    {short_straight, 71, {"short_straight", "Short Straight", "连六", 1}, {}, {}, false},
    {two_terminal_chows, 72, {"two_terminal_chows", "Two Terminal Chows", "老少副", 1}, {}, {},
     false},
    {pung_of_terminals_or_honors, 73, {"pung_of_terminals_or_honors", "Pung of Terminals or Honors", "幺九刻", 1}, {}, {}, false},
    {melded_kong, 74, {"melded_kong", "Melded Kong", "明杠", 1}, {}, {}, false},
    {one_voided_suit, 75, {"one_voided_suit", "One Voided Suit", "缺一门", 1}, {}, {}, false},
    {no_honors, 76, {"no_honors", "No Honors", "无字", 1}, {}, {}, false},
    {edge_wait, 77, {"edge_wait", "Edge Wait", "边张", 1}, {}, {}, false},
    {closed_wait, 78, {"closed_wait", "Closed Wait", "坎张", 1}, {}, {}, false},
    {single_wait, 79, {"single_wait", "Single Wait", "单钓将", 1}, {}, {}, false},
    {self_drawn, 80, {"self_drawn", "Self-Drawn", "自摸", 1}, {}, {}, false},
    {flower_tiles, 81, {"flower_tiles", "Flower Tiles", "花牌", 1}, {}, {}, false},
}};

static_assert(rows_in_id_order(kTable, &FanRow::id), "fan table rows must be in FanId order");

}  // namespace

const std::array<FanRow, kFanCount>& kFanRows = kTable;
const std::array<FanRow, kFanCount>& fan_table() { return kTable; }

}  // namespace mahjong::mcr
