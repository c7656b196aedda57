#include "situation_table.h"

namespace mahjong::mcr {
namespace {

using F = SituationFlag;
using W = SituationWhen;

// The reasons in MCR's words (和, 点炮, 抢杠和), in both scripts.
constexpr SituationReason kRobbingNotSelfDrawn = words_for(shared_situation::robbing_not_self_drawn, "抢杠和是和别人加杠的那张牌，不是自摸。",
                                                   "搶槓和是和別人加槓的那張牌，不是自摸。");
constexpr SituationReason kRobbingNotReplacement = words_for(shared_situation::robbing_not_replacement, "抢杠和不能同时是杠上开花。",
                                                   "搶槓和不能同時是槓上開花。");
constexpr SituationReason kRobbingTileShows = words_for(shared_situation::robbing_tile_shows, "被抢的是第四张，手中不能再有这张牌。",
                                                   "被搶的是第四張，手中不能再有這張牌。");
constexpr SituationReason kRobbingNotLastTile = words_for(shared_situation::robbing_not_last_tile, "海底牌不能开杠，无杠可抢。",
                                                   "海底牌不能開槓，無槓可搶。");
constexpr SituationReason kNeedsKong = {"needs_kong", "Needs a declared kong.",
    "需要先有杠。", "需要先有槓。"};
constexpr SituationReason kLastOfKindCopyStanding = words_for(shared_situation::last_of_kind_copy_standing, "手中还有一张和牌张，不是和绝张。",
                                                   "手中還有一張和牌張，不是和絕張。");
constexpr SituationReason kSelfDrawnNoDiscarder = words_for(shared_situation::self_drawn_no_discarder, "自摸没有点炮者。",
                                                   "自摸沒有點炮者。");
constexpr SituationReason kReplacementNoDiscarder = words_for(shared_situation::replacement_no_discarder, "杠上开花是自摸，没有点炮者。",
                                                   "槓上開花是自摸，沒有點炮者。");
constexpr SituationReason kDiscarderIsWinner = words_for(shared_situation::discarder_is_winner, "不能和自己打出的牌。",
                                                   "不能和自己打出的牌。");
constexpr SituationReason kHongKongOnly = {"hong_kong_only", "Only Hong Kong rules have this.",
    "这是港式麻将的规则，国标麻将没有。", "這是港式麻將的規則，國標麻將沒有。"};

constexpr std::array<SituationRule, kSituationRows> kRows = {{
    shared_row(shared_situation::robbing_not_self_drawn, kRobbingNotSelfDrawn),
    shared_row(shared_situation::robbing_not_replacement, kRobbingNotReplacement),
    shared_row(shared_situation::robbing_tile_shows, kRobbingTileShows),
    shared_row(shared_situation::robbing_not_last_tile, kRobbingNotLastTile),
    {F::kong_replacement, W::no_kong,
     "The hand says it won on a kong's replacement tile, but it declares no kong.",
     &kNeedsKong, SituationStage::shared},
    shared_row(shared_situation::last_of_kind_copy_standing, kLastOfKindCopyStanding),
    shared_row(shared_situation::self_drawn_no_discarder, kSelfDrawnNoDiscarder),
    shared_row(shared_situation::replacement_no_discarder, kReplacementNoDiscarder),
    shared_row(shared_situation::discarder_is_winner, kDiscarderIsWinner),
    // The flags MCR lacks last: its scorer refused them after every check.
    {F::heavenly, W::always,
     "The hand is marked heavenly, which Hong Kong rules score; MCR has no such fan. Use rules "
     "\"hk\" or leave the flag out.",
     &kHongKongOnly, SituationStage::shared},
    {F::earthly, W::always,
     "The hand is marked earthly, which Hong Kong rules score; MCR has no such fan. Use rules "
     "\"hk\" or leave the flag out.",
     &kHongKongOnly, SituationStage::shared},
    {F::kong_on_kong, W::always,
     "The hand is marked kong on kong, which Hong Kong rules score; MCR has no such fan. Use rules "
     "\"hk\" or leave the flag out.",
     &kHongKongOnly, SituationStage::shared},
    {F::liable, W::always,
     "A liable player (包) is a Hong Kong rule; these rules do not use it.",
     &kHongKongOnly, SituationStage::shared},
}};

}  // namespace

const std::array<SituationRule, kSituationRows>& situation_table() { return kRows; }

}  // namespace mahjong::mcr
