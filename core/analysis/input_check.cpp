#include "input_check.h"

#include <string>

#include "meld_shape.h"
#include "../rule_set.h"

namespace mahjong::analysis {
namespace {

Error tile_count(std::string message) { return {ErrorCode::tile_count, std::move(message)}; }

}  // namespace

Hand situation_of(const AnalysisInput& input) {
  Hand h;
  h.rules = input.rules;
  h.melds = input.melds;
  h.prevalent_wind = input.prevalent_wind;
  h.seat_wind = input.seat_wind;
  h.flower_count = input.bonus_tiles.empty() ? input.flower_count : int(input.bonus_tiles.size());
  h.bonus_tiles = input.bonus_tiles;
  h.options = input.options;
  h.field_values = input.field_values;
  h.field_tiles = input.field_tiles;
  h.red_fives = input.red_fives;
  h.red_fives_shown = input.red_fives_shown;
  return h;
}

Outcome<CheckedInput> check_input(const AnalysisInput& input) {
  Outcome<CheckedInput> out(std::in_place);
  CheckedInput& c = out.value();
  if (input.melds.size() > 4)
    return tile_count("The hand declares " + std::to_string(input.melds.size()) +
                      " melds; a hand has at most four.");
  for (std::size_t i = 0; i < input.melds.size(); ++i) {
    auto base = check_meld(input.melds[i], i + 1);
    if (!base) return base.error();
  }
  const std::size_t tiles =
      input.concealed.size() + (input.drawn != kNoTile) + 3 * input.melds.size();
  if (tiles != 13 && tiles != 14)
    return tile_count("The hand has " + std::to_string(tiles) +
                      " tiles; analysis takes 13 (to see the waits) or 14 (to choose a discard), "
                      "not counting kongs' fourth tiles and flowers.");
  c.tiles = int(tiles);
  auto count_in = [&](Tile t) -> bool {
    if (t >= kTileKinds) return false;
    ++c.standing[t];
    return true;
  };
  for (Tile t : input.concealed)
    if (!count_in(t)) return Error{ErrorCode::parse, "A standing tile is not a tile code."};
  if (input.drawn != kNoTile && !count_in(input.drawn))
    return Error{ErrorCode::parse, "The drawn tile is not a tile code."};
  c.all = c.standing;
  for (const Meld& m : input.melds)
    for (Tile t : m.tiles) ++c.all[t];  // check_meld saw every tile is a tile
  for (int t = 0; t < kTileKinds; ++t)
    if (c.all[t] > kCopiesPerTile)
      return Error{ErrorCode::too_many_copies,
                   "The hand has " + std::to_string(c.all[t]) + " copies of the " +
                       tile_name(Tile(t)) + " (" + std::string(tile_code(Tile(t))) +
                       "), counting melds; a set has only four."};
  if (input.flower_count < 0 || input.flower_count > kBonusKinds)
    return tile_count("The hand says " + std::to_string(input.flower_count) +
                      " flowers; there are 8 bonus tiles (0 to 8).");
  unsigned seen = 0;
  for (BonusTile b : input.bonus_tiles) {
    if (b >= kBonusKinds) return Error{ErrorCode::parse, "A bonus tile is not a bonus tile code."};
    if (seen & (1u << b))
      return Error{ErrorCode::too_many_copies, "The bonus tile " + std::string(bonus_code(b)) +
                                                   " is listed twice; each flower and season exists once."};
    seen |= 1u << b;
  }
  if (const auto check = rule_set(input.rules).check)
    if (auto err = check(situation_of(input))) return *err;
  return out;
}

}  // namespace mahjong::analysis
