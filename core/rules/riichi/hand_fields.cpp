#include "hand_fields.h"

#include <string>

namespace mahjong::riichi {

const std::array<HandField, 8>& hand_fields() {
  static constexpr std::array<HandField, 8> kFields = {{
      {"riichi", HandField::Type::flag, kRiichi},
      {"double_riichi", HandField::Type::flag, kDoubleRiichi},
      {"ippatsu", HandField::Type::flag, kIppatsu},
      {"first_turn", HandField::Type::flag, kFirstTurn},
      {"dora_indicators", HandField::Type::tiles, kDoraIndicators, 0, kMaxIndicators},
      {"ura_dora_indicators", HandField::Type::tiles, kUraDoraIndicators, 0, kMaxIndicators},
      {"honba", HandField::Type::count, kHonba, 0, kMaxCounter},
      {"riichi_sticks", HandField::Type::count, kRiichiSticks, 0, kMaxCounter},
  }};
  return kFields;
}

RiichiHand riichi_hand_of(const Hand& h) {
  RiichiHand r;
  r.concealed = h.concealed;
  r.melds = h.melds;
  r.win_tile = h.win_tile;
  r.red = h.red_fives;
  r.self_drawn = h.self_drawn;
  r.kong_replacement = h.kong_replacement;
  r.robbing_kong = h.robbing_kong;
  r.last_tile_of_wall = h.last_tile_of_wall;
  r.riichi = h.field_values[kRiichi];
  r.double_riichi = h.field_values[kDoubleRiichi];
  r.ippatsu = h.field_values[kIppatsu];
  r.first_turn = h.field_values[kFirstTurn];
  r.prevalent_wind = h.prevalent_wind;
  r.seat_wind = h.seat_wind;
  r.discarder = h.discarder;
  r.dora_indicators = h.field_tiles[kDoraIndicators];
  r.ura_dora_indicators = h.field_tiles[kUraDoraIndicators];
  r.red_indicators = h.red_fives_shown;
  r.honba = h.field_values[kHonba];
  r.riichi_sticks = h.field_values[kRiichiSticks];
  r.options = h.options.riichi.effective();
  return r;
}

std::optional<Error> check_fields(const Hand& h) {
  auto refuse = [](std::string_view field) {
    return Error{ErrorCode::parse, "The field \"" + std::string(field) +
                                       "\" is not part of a Riichi hand (see the hand format: the win flags, "
                                       "winds, riichi, indicators, honba, riichi_sticks, options)."};
  };
  if (h.last_of_kind) return refuse("last_of_kind");
  if (h.heavenly) return refuse("heavenly");
  if (h.earthly) return refuse("earthly");
  if (h.kong_on_kong) return refuse("kong_on_kong");
  if (h.liable) return refuse("liable");
  if (h.flower_count) return refuse("flowers");
  // A preset never gives 3, so only a value named can.
  if (h.options.riichi.named.double_wind_pair_fu == 3)
    return Error{ErrorCode::parse, "The field \"options.double_wind_pair_fu\" must be 2 or 4, not 3."};
  return std::nullopt;
}

}  // namespace mahjong::riichi
