// The MCR fan table: one row per fan with its points, names and the fans it
// implies (does not count again). Detectors, the exclusion step, the command
// line and the page all read names and points from here.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string_view>

#include "../../fan_info.h"

namespace mahjong::mcr {

// Ordered by points, highest first, so that walking the ids in order applies
// the exclusions of bigger fans first. `number` in the table is the rulebook's.
enum FanId : std::uint8_t {
  big_four_winds, big_three_dragons, all_green, nine_gates, four_kongs, seven_shifted_pairs,
  thirteen_orphans,
  all_terminals, little_four_winds, little_three_dragons, all_honors, four_concealed_pungs,
  pure_terminal_chows,
  quadruple_chow, four_pure_shifted_pungs,
  four_pure_shifted_chows, three_kongs, all_terminals_and_honors,
  seven_pairs, greater_honors_and_knitted_tiles, all_even_pungs, full_flush, pure_triple_chow,
  pure_shifted_pungs, upper_tiles, middle_tiles, lower_tiles,
  pure_straight, three_suited_terminal_chows, pure_shifted_chows, all_fives, triple_pung,
  three_concealed_pungs,
  lesser_honors_and_knitted_tiles, knitted_straight, upper_four, lower_four, big_three_winds,
  mixed_straight, reversible_tiles, mixed_triple_chow, mixed_shifted_pungs, chicken_hand,
  last_tile_draw, last_tile_claim, out_with_replacement_tile, robbing_the_kong,
  all_pungs, half_flush, mixed_shifted_chows, all_types, melded_hand, two_concealed_kongs,
  two_dragon_pungs,
  concealed_kong_and_melded_kong,
  outside_hand, fully_concealed_hand, two_melded_kongs, last_tile,
  dragon_pung, prevalent_wind, seat_wind, concealed_hand, all_chows, tile_hog, double_pung,
  two_concealed_pungs, concealed_kong, all_simples,
  pure_double_chow, mixed_double_chow, short_straight, two_terminal_chows,
  pung_of_terminals_or_honors, melded_kong, one_voided_suit, no_honors, edge_wait, closed_wait,
  single_wait, self_drawn, flower_tiles,
  kFanCount
};

// A set of fans; 82 fit in two words.
class FanMask {
 public:
  constexpr FanMask() = default;
  constexpr FanMask(std::initializer_list<FanId> fans) {
    for (FanId f : fans) add(f);
  }
  constexpr void add(FanId f) { word_[f >> 6] |= std::uint64_t(1) << (f & 63); }
  constexpr void remove(FanId f) { word_[f >> 6] &= ~(std::uint64_t(1) << (f & 63)); }
  constexpr bool has(FanId f) const { return (word_[f >> 6] >> (f & 63)) & 1; }
  constexpr bool empty() const { return (word_[0] | word_[1]) == 0; }
  constexpr FanMask operator|(FanMask o) const { return {word_[0] | o.word_[0], word_[1] | o.word_[1]}; }
  constexpr FanMask operator&(FanMask o) const { return {word_[0] & o.word_[0], word_[1] & o.word_[1]}; }
  constexpr FanMask operator~() const { return {~word_[0], ~word_[1]}; }
  constexpr bool operator==(FanMask o) const { return word_[0] == o.word_[0] && word_[1] == o.word_[1]; }
  int count() const { return __builtin_popcountll(word_[0]) + __builtin_popcountll(word_[1]); }

  // Calls f(FanId) for each member, in id order (highest points first).
  template <class F>
  void for_each(F&& f) const {
    for (int w = 0; w < 2; ++w)
      for (std::uint64_t bits = word_[w]; bits; bits &= bits - 1)
        f(FanId(w * 64 + __builtin_ctzll(bits)));
  }

  static constexpr FanMask all() {
    FanMask m;
    for (int f = 0; f < kFanCount; ++f) m.add(FanId(f));
    return m;
  }

 private:
  constexpr FanMask(std::uint64_t a, std::uint64_t b) : word_{a, b} {}
  std::uint64_t word_[2] = {0, 0};
};

struct FanRow {
  FanId id;
  int number;           // 1-81 in the rulebook; 82 for the competition fan
  FanInfo info;         // the spec's id, English and Chinese names, points
  FanMask implies;      // not counted again when this fan counts
  FanMask implies_one;  // one occurrence of these is part of this fan
  bool optional;        // can be switched off by an option
};

const std::array<FanRow, kFanCount>& fan_table();
// The same table, for the scorer's lookups of a row (a load, not a call).
extern const std::array<FanRow, kFanCount>& kFanRows;
inline const FanRow& fan_row(FanId id) { return kFanRows[id]; }
inline int points_of(FanId id) { return kFanRows[id].info.points; }

// The only point values a fan may have in MCR.
constexpr std::array<int, 13> kLegalPoints = {1, 2, 4, 5, 6, 8, 12, 16, 24, 32, 48, 64, 88};

}  // namespace mahjong::mcr
