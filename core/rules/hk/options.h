// Hong Kong's rule variants, chosen at run time (docs/hk-rules.md, section 7).
#pragma once

#include <cstdint>

namespace mahjong {

// Hong Kong: the defaults are docs/hk-rules.md's (section 7 and the rulings);
// the table in core/rules/hk/option_table.cpp names and describes them.
struct HkOptions {
  enum class PaymentTable : std::uint8_t {
    traditional, simplified, canton, half_spicy, full_spicy, four_faan_max, seven_faan_max, parlour
  };
  // 半銃, the seed's rule: the discarder pays double, the others their share;
  // 全銃: the discarder pays every share.
  enum class DiscardPayment : std::uint8_t { half, all };
  // The stakes HK players name (docs/hk-rules.md, 6.4); custom: `stake`.
  enum class StakePreset : std::uint8_t { custom, two_five_chicken, five_one, one_two };
  enum class SmallWinds : std::uint8_t { seed, with_winds, limit };

  int min_faan = 3;
  int limit = 13;
  bool seven_pairs = false;
  bool flowers_in_play = true;
  PaymentTable payment_table = PaymentTable::traditional;
  bool dealer_doubles = true;
  DiscardPayment discard_payment = DiscardPayment::half;
  double stake = 1;
  StakePreset stake_preset = StakePreset::custom;
  bool ten_faan_limit_hands = false;
  bool small_dragons_adds_dragons = false;
  SmallWinds small_winds = SmallWinds::seed;
  bool small_winds_no_own_wind_pair = false;
  bool kong_win_adds_self_pick = false;
  bool last_catch_on_discard = true;
  bool win_from_wall_self_drawn_only = false;
  bool min_needs_hand_faan = true;
  bool robbed_pays_all = true;
  // 包: who fed the pung completing Great Dragons or Great Winds pays for
  // everyone; the discard a player with four melds laid down wins on, too.
  bool great_hands_liability = false;
  bool four_melds_liability = false;
  // 花糊 and 八仙過海: seven or eight bonus tiles win alone.
  bool flower_hands = false;
};

}  // namespace mahjong
