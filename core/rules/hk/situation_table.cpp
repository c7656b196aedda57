#include "situation_table.h"

namespace mahjong::hk {
namespace {

using F = SituationFlag;
using W = SituationWhen;

// The reasons in Hong Kong's words (食糊, 出銃, 搶槓, tiles counted with 隻),
// in both scripts.
constexpr SituationReason kBonusWinFlags = {"bonus_win_flags", "A win on bonus tiles alone is self-drawn or on another player's eighth bonus tile.",
    "花糊、八仙过海只计花牌：自摸，或者抢别家的第八只花。", "花糊、八仙過海只計花牌：自摸，或者搶別家的第八隻花。"};
constexpr SituationReason kEightImmortalsSelfDrawn = {"eight_immortals_self_drawn", "All eight bonus tiles are the winner's own draws: nobody discarded.",
    "八仙过海是自己摸齐八只花，没有人出铳。", "八仙過海是自己摸齊八隻花，沒有人出銃。"};
constexpr SituationReason kRobbingNotSelfDrawn = words_for(shared_situation::robbing_not_self_drawn, "抢杠是食别人加杠的那只牌，不是自摸。",
                                                   "搶槓是食別人加槓的那隻牌，不是自摸。");
constexpr SituationReason kRobbingNotReplacement = words_for(shared_situation::robbing_not_replacement, "抢杠不能同时是杠上开花。",
                                                   "搶槓不能同時是槓上開花。");
constexpr SituationReason kRobbingTileShows = words_for(shared_situation::robbing_tile_shows, "被抢的是第四只，手上不能再有这只牌。",
                                                   "被搶的是第四隻，手上不能再有這隻牌。");
constexpr SituationReason kRobbingNotLastTile = words_for(shared_situation::robbing_not_last_tile, "最后一只牌不能开杠，没有杠可以抢。",
                                                   "最後一隻牌不能開槓，沒有槓可以搶。");
constexpr SituationReason kNeedsKongOrFlower = {"needs_kong_or_flower", "Needs a declared kong or a bonus tile.",
    "要先有杠或者花牌，才有杠上开花。", "要先有槓或者花牌，才有槓上開花。"};
constexpr SituationReason kLastOfKindCopyStanding = words_for(shared_situation::last_of_kind_copy_standing, "手上还有一只同样的牌，不是绝张。",
                                                   "手上還有一隻同樣的牌，不是絕張。");
constexpr SituationReason kSelfDrawnNoDiscarder = words_for(shared_situation::self_drawn_no_discarder, "自摸没有人出铳。",
                                                   "自摸沒有人出銃。");
constexpr SituationReason kReplacementNoDiscarder = words_for(shared_situation::replacement_no_discarder, "杠上开花是自摸，没有人出铳。",
                                                   "槓上開花是自摸，沒有人出銃。");
constexpr SituationReason kDiscarderIsWinner = words_for(shared_situation::discarder_is_winner, "不能食自己打出的牌。",
                                                   "不能食自己打出的牌。");
constexpr SituationReason kLiableIsWinner = {"liable_is_winner", "The liable player is the one who fed the pung, not the winner.",
    "包牌的是喂牌的人，不是食糊的人。", "包牌的是餵牌的人，不是食糊的人。"};
constexpr SituationReason kHeavenlyNotEarthly = {"heavenly_not_earthly", "A hand cannot be both heavenly (the dealer's) and earthly (another player's).",
    "天糊是庄家的，地糊是闲家的，不能两样都是。", "天糊是莊家的，地糊是閒家的，不能兩樣都是。"};
constexpr SituationReason kNeedsTwoKongs = {"needs_two_kongs", "Needs two declared kongs.",
    "杠上杠要有两个杠。", "槓上槓要有兩個槓。"};
constexpr SituationReason kKongOnKongNoDiscarder = {"kong_on_kong_no_discarder", "A double-kong win is on a replacement tile: no discarder.",
    "杠上杠是摸杠尾，没有人出铳。", "槓上槓是摸槓尾，沒有人出銃。"};
constexpr SituationReason kKongOnKongNotRobbing = {"kong_on_kong_not_robbing", "A double-kong win is on a replacement tile: it robs no kong.",
    "杠上杠是摸杠尾，不是抢杠。", "槓上槓是摸槓尾，不是搶槓。"};
constexpr SituationReason kHeavenlyNeedsEast = {"heavenly_needs_east", "Only East, the dealer, can win on the dealt tiles.",
    "只有庄家（东）可以天糊。", "只有莊家（東）可以天糊。"};
constexpr SituationReason kEarthlyNotEast = {"earthly_not_east", "An earthly hand wins on East's first discard: not East's own.",
    "地糊是食庄家打出的第一只牌，庄家自己不能地糊。", "地糊是食莊家打出的第一隻牌，莊家自己不能地糊。"};
constexpr SituationReason kFirstTurnNoMelds = {"first_turn_no_melds", "A heavenly or earthly hand has declared nothing yet.",
    "天糊、地糊之前不能有上、碰或杠。", "天糊、地糊之前不能有上、碰或槓。"};
constexpr SituationReason kFirstTurnNotRobbing = {"first_turn_not_robbing", "A heavenly or earthly hand cannot be on a robbed kong.",
    "天糊、地糊不能是抢杠。", "天糊、地糊不能是搶槓。"};
constexpr SituationReason kFirstTurnNotLastTile = {"first_turn_not_last_tile", "A heavenly or earthly hand cannot be on the last tile of the wall.",
    "天糊、地糊不能是海底捞月。", "天糊、地糊不能是海底撈月。"};
constexpr SituationReason kFirstTurnNotReplacement = {"first_turn_not_replacement", "A heavenly or earthly hand cannot be on a kong's replacement tile.",
    "天糊、地糊不能是杠上开花。", "天糊、地糊不能是槓上開花。"};
constexpr SituationReason kHeavenlyNoDiscarder = {"heavenly_no_discarder", "A heavenly hand is self-drawn: no discarder.",
    "天糊是自摸，没有人出铳。", "天糊是自摸，沒有人出銃。"};
constexpr SituationReason kEarthlyNotSelfDrawn = {"earthly_not_self_drawn", "An earthly hand is won on East's discard: not self-drawn.",
    "地糊是食庄家打出的牌，不是自摸。", "地糊是食莊家打出的牌，不是自摸。"};
constexpr SituationReason kEarthlyDiscarderEast = {"earthly_discarder_east", "An earthly hand is won on East's discard: the discarder is East.",
    "地糊是食庄家的牌，出铳的是东。", "地糊是食莊家的牌，出銃的是東。"};

constexpr std::array<SituationRule, kSituationRows> kRows = {{
    // 花糊 and 八仙過海 (option flower_hands): bonus tiles alone, self-drawn or
    // on the eighth bonus tile another player holds.
    {F::kong_replacement, W::bonus_tiles_only,
     "A win on bonus tiles alone (花糊, 八仙過海) is won on a bonus tile, not on a kong's replacement "
     "tile.",
     &kBonusWinFlags, SituationStage::shared},
    {F::robbing_kong, W::bonus_tiles_only,
     "A win on bonus tiles alone (花糊, 八仙過海) robs no kong.",
     &kBonusWinFlags, SituationStage::shared},
    {F::last_tile_of_wall, W::bonus_tiles_only,
     "A win on bonus tiles alone (花糊, 八仙過海) scores nothing for the last tile of the wall; leave "
     "the flag out.",
     &kBonusWinFlags, SituationStage::shared},
    {F::last_of_kind, W::bonus_tiles_only,
     "A win on bonus tiles alone (花糊, 八仙過海) has no winning tile to be the last of its kind.",
     &kBonusWinFlags, SituationStage::shared},
    {F::liable, W::bonus_tiles_only,
     "A win on bonus tiles alone (花糊, 八仙過海) has no pung anyone fed, so nobody is liable.",
     &kBonusWinFlags, SituationStage::shared},
    {F::discarder, W::eight_bonus_tiles_only,
     "All eight bonus tiles (八仙過海) are the winner's own draws, so nobody discarded; make it "
     "self-drawn.",
     &kEightImmortalsSelfDrawn, SituationStage::shared},
    shared_row(shared_situation::robbing_not_self_drawn, kRobbingNotSelfDrawn),
    shared_row(shared_situation::robbing_not_replacement, kRobbingNotReplacement),
    shared_row(shared_situation::robbing_tile_shows, kRobbingTileShows),
    shared_row(shared_situation::robbing_not_last_tile, kRobbingNotLastTile),
    // Hong Kong also pays a win on a bonus tile's replacement as Win by Kong
    // ("a replacement tile due to a Kong or a Bonus Tile", docs/hk-rules.md
    // ruling 17).
    {F::kong_replacement, W::no_kong_or_bonus_tile,
     "The hand says it won on a kong's replacement tile, but it declares no kong and holds no bonus "
     "tile.",
     &kNeedsKongOrFlower, SituationStage::shared},
    shared_row(shared_situation::last_of_kind_copy_standing, kLastOfKindCopyStanding),
    shared_row(shared_situation::self_drawn_no_discarder, kSelfDrawnNoDiscarder),
    shared_row(shared_situation::replacement_no_discarder, kReplacementNoDiscarder),
    shared_row(shared_situation::discarder_is_winner, kDiscarderIsWinner),
    {F::liable, W::liable_is_winner,
     "The liable player (包) is the winner's own seat, {seat}; name the player who fed the pung.",
     &kLiableIsWinner, SituationStage::shared},

    // Hong Kong's own flags, checked after its options and bonus tiles.
    {F::heavenly, W::bonus_tiles_only,
     "A win on bonus tiles alone (花糊, 八仙過海) is not a heavenly hand.",
     &kBonusWinFlags, SituationStage::after_options},
    {F::earthly, W::bonus_tiles_only,
     "A win on bonus tiles alone (花糊, 八仙過海) is not an earthly hand.",
     &kBonusWinFlags, SituationStage::after_options},
    {F::kong_on_kong, W::bonus_tiles_only,
     "A win on bonus tiles alone (花糊, 八仙過海) is not a win by double kong.",
     &kBonusWinFlags, SituationStage::after_options},
    {F::heavenly, W::earthly,
     "A hand cannot be both heavenly (the dealer's) and earthly (another player's, on the dealer's "
     "first discard).",
     &kHeavenlyNotEarthly, SituationStage::after_options},
    {F::kong_on_kong, W::fewer_than_two_kongs,
     "A win by double kong (kong_on_kong) follows a kong declared on a kong's replacement tile, so "
     "the hand needs two kongs; it has {kongs}.",
     &kNeedsTwoKongs, SituationStage::after_options},
    {F::kong_on_kong, W::discarder,
     "A win by double kong (kong_on_kong) is on a replacement tile from the wall, so it has no "
     "discarder and robs no kong.",
     &kKongOnKongNoDiscarder, SituationStage::after_options},
    {F::kong_on_kong, W::robbing_kong,
     "A win by double kong (kong_on_kong) is on a replacement tile from the wall, so it has no "
     "discarder and robs no kong.",
     &kKongOnKongNotRobbing, SituationStage::after_options},
    // Heavenly: "East wins with initial hand"; Earthly: "Non-East player wins
    // on East's first discard" (ruling 18). Neither can have declared anything.
    {F::heavenly, W::seat_not_east,
     "A heavenly hand (East winning with the dealt tiles) is East's, but the winner's seat is {seat}.",
     &kHeavenlyNeedsEast, SituationStage::after_options},
    {F::earthly, W::seat_east,
     "An earthly hand (winning on East's first discard) cannot be East's own.",
     &kEarthlyNotEast, SituationStage::after_options},
    {F::heavenly, W::any_meld,
     "A heavenly hand (East winning with the dealt tiles) has declared nothing, but the hand has "
     "{melds}.",
     &kFirstTurnNoMelds, SituationStage::after_options},
    {F::earthly, W::any_meld,
     "An earthly hand (winning on East's first discard) has declared nothing, but the hand has "
     "{melds}.",
     &kFirstTurnNoMelds, SituationStage::after_options},
    {F::heavenly, W::robbing_kong,
     "A heavenly hand (East winning with the dealt tiles) cannot also be won on a robbed kong.",
     &kFirstTurnNotRobbing, SituationStage::after_options},
    {F::earthly, W::robbing_kong,
     "An earthly hand (winning on East's first discard) cannot also be won on a robbed kong.",
     &kFirstTurnNotRobbing, SituationStage::after_options},
    {F::heavenly, W::last_tile_of_wall,
     "A heavenly hand (East winning with the dealt tiles) cannot also be won on the last tile of the "
     "wall.",
     &kFirstTurnNotLastTile, SituationStage::after_options},
    {F::earthly, W::last_tile_of_wall,
     "An earthly hand (winning on East's first discard) cannot also be won on the last tile of the "
     "wall.",
     &kFirstTurnNotLastTile, SituationStage::after_options},
    {F::heavenly, W::kong_replacement,
     "A heavenly hand (East winning with the dealt tiles) cannot also be won on a kong's "
     "replacement tile.",
     &kFirstTurnNotReplacement, SituationStage::after_options},
    {F::earthly, W::kong_replacement,
     "An earthly hand (winning on East's first discard) cannot also be won on a kong's replacement "
     "tile.",
     &kFirstTurnNotReplacement, SituationStage::after_options},
    {F::heavenly, W::discarder,
     "A heavenly hand (East winning with the dealt tiles) has no discarder, but the hand names "
     "{discarder_seat}.",
     &kHeavenlyNoDiscarder, SituationStage::after_options},
    {F::earthly, W::self_drawn,
     "An earthly hand (winning on East's first discard) is won on a discard, so it cannot be "
     "self-drawn.",
     &kEarthlyNotSelfDrawn, SituationStage::after_options},
    {F::earthly, W::discarder_not_east,
     "An earthly hand (winning on East's first discard) is won on East's discard, but the hand names "
     "{discarder_seat} as the discarder.",
     &kEarthlyDiscarderEast, SituationStage::after_options},
}};

}  // namespace

const std::array<SituationRule, kSituationRows>& situation_table() { return kRows; }

}  // namespace mahjong::hk
