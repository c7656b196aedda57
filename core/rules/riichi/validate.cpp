#include "validate.h"

#include <string>

#include "situation_table.h"

namespace mahjong::riichi {
namespace {

std::optional<Error> check_indicator_copies(const RiichiHand& hand, const Counts& all) {
  Counts shown = all;
  for (const auto* list : {&hand.dora_indicators, &hand.ura_dora_indicators})
    for (Tile t : *list)
      if (++shown[t] > kCopiesPerTile)
        return Error{ErrorCode::too_many_copies,
                     "The hand and the dora indicators show " + std::to_string(shown[t]) + " copies of the " +
                         tile_name(t) + " (" + std::string(tile_code(t)) + "); a set has only four."};
  for (int s = 0; s < kRedFiveSuits; ++s)
    if (hand.red[s] + hand.red_indicators[s] > 1)
      return Error{ErrorCode::too_many_copies, "The hand and its indicators show " +
                                                   std::to_string(hand.red[s] + hand.red_indicators[s]) +
                                                   " red fives " + std::string(red_five_code_of(Suit(s))) +
                                                   "; a set has one of each suit."};
  return std::nullopt;
}

}  // namespace

std::optional<Error> check_riichi_flags(const RiichiHand& hand, const CheckedHand& checked) {
  if (auto err = check_indicator_copies(hand, checked.all)) return err;
  return situation_error(hand);
}

Outcome<CheckedHand> check_riichi_hand(const RiichiHand& hand) {
  // The core's checks of the tiles alone: its flags stay unset, since
  // Riichi's own table (situation_table.cpp) judges them.
  Hand tiles;
  tiles.rules = RuleSet::riichi;
  tiles.concealed.assign(hand.concealed.begin(), hand.concealed.end());
  tiles.melds.assign(hand.melds.begin(), hand.melds.end());
  tiles.win_tile = hand.win_tile;
  auto checked = check_hand(tiles);
  if (!checked) return checked.error();
  if (auto err = check_riichi_flags(hand, checked.value())) return *err;
  return checked;
}

}  // namespace mahjong::riichi
