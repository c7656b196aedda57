// The Hong Kong faan table: one row per faan with its value, its names and the
// faan it excludes (does not count beside it). Detectors, the exclusion step,
// the command line and the page all read names and values from here. The
// rows and their order are docs/hk-rules.md, section 3.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string_view>

#include "../../fan_info.h"

namespace mahjong::hk {

// In the seed's order: hand types, melds, winning conditions, bonus tiles.
// The result lists equal values in this order.
enum FaanId : std::uint8_t {
  common_hand, all_in_triplets, seven_pairs, mixed_one_suit, all_one_suit, all_honor_tiles,
  small_dragons, great_dragons, small_winds, great_winds, thirteen_orphans, all_kongs,
  self_triplets, orphans, nine_gates,
  seat_wind, prevailing_wind, red_dragon, green_dragon, white_dragon, mixed_orphans,
  self_pick, win_from_wall, robbing_kong, last_catch, win_by_kong, win_by_double_kong,
  heavenly_hand, earthly_hand,
  own_flower, own_season, all_flowers, all_seasons, no_flowers, flower_hand, eight_immortals,
  kFaanCount
};

// The seed's four tables. A hand needs a faan of the first two to win
// (ruling 10).
enum class Family : std::uint8_t { hand, meld, condition, bonus };
std::string_view family_name(Family f);

// A set of faan; 34 fit in one word.
class FaanMask {
 public:
  constexpr FaanMask() = default;
  constexpr FaanMask(std::initializer_list<FaanId> faan) {
    for (FaanId f : faan) add(f);
  }
  constexpr void add(FaanId f) { bits_ |= bit(f); }
  constexpr void remove(FaanId f) { bits_ &= ~bit(f); }
  constexpr bool has(FaanId f) const { return bits_ & bit(f); }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr FaanMask operator|(FaanMask o) const { return FaanMask(bits_ | o.bits_); }
  constexpr FaanMask operator&(FaanMask o) const { return FaanMask(bits_ & o.bits_); }
  constexpr FaanMask operator~() const { return FaanMask(~bits_ & all().bits_); }
  constexpr bool operator==(FaanMask o) const { return bits_ == o.bits_; }
  constexpr bool operator!=(FaanMask o) const { return bits_ != o.bits_; }
  int count() const { return __builtin_popcountll(bits_); }

  // Calls f(FaanId) for each member, in table order.
  template <class F>
  void for_each(F&& f) const {
    for (std::uint64_t b = bits_; b; b &= b - 1) f(FaanId(__builtin_ctzll(b)));
  }

  static constexpr FaanMask all() { return FaanMask((std::uint64_t(1) << kFaanCount) - 1); }

 private:
  constexpr explicit FaanMask(std::uint64_t bits) : bits_(bits) {}
  static constexpr std::uint64_t bit(FaanId f) { return std::uint64_t(1) << f; }
  std::uint64_t bits_ = 0;
};

struct FaanRow {
  FaanId id;
  Family family;
  FanInfo info;       // the id, English and Chinese (traditional) names, faan
  FaanMask excludes;  // not counted when this one counts ("only the tightest criterion")
  // The same row worth the limit, for the hands an option makes limit hands
  // (ten_faan_limit_hands, small_winds "limit"); points 0 for the others.
  FanInfo as_limit;
};

const std::array<FaanRow, kFaanCount>& faan_table();
inline const FaanRow& faan_row(FaanId id) { return faan_table()[id]; }

// The seed calls 13 faan "the absolute limit"; every value lies below it.
constexpr int kAbsoluteLimit = 13;
constexpr std::array<int, 11> kLegalValues = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13};

}  // namespace mahjong::hk
