// A Riichi hand (the spec's riichi.md, "A hand"): the tiles as the
// core reads them (a red five is a 5 of its suit), which of them are red, and
// the fields only Riichi has: riichi, the first turn, the indicators, the
// counters on the table and the rule options.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "../../hand.h"
#include "../../tile.h"
#include "option_table.h"

namespace mahjong::riichi {

// A list the registry's Hand holds, seen without copying: scoring a hand
// copies none of its tiles (riichi_hand_of, hand_fields.h). The Hand must
// outlive the RiichiHand.
template <class T>
class ListView {
 public:
  ListView() = default;
  ListView(const std::vector<T>& v) : data_(v.data()), size_(v.size()) {}
  const T* begin() const { return data_; }
  const T* end() const { return data_ + size_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](std::size_t i) const { return data_[i]; }

 private:
  const T* data_ = nullptr;
  std::size_t size_ = 0;
};

constexpr int kMaxIndicators = 5;  // 1 + one per kong, four kongs at most
constexpr int kMaxCounter = 99;    // honba and deposits

struct RiichiHand {
  ListView<Tile> concealed;  // standing tiles, without the winning tile
  ListView<Meld> melds;
  Tile win_tile = kNoTile;
  // Red fives among the hand's tiles (standing, melds and winning tile).
  RedFives red{};

  bool self_drawn = false;
  bool kong_replacement = false;  // rinshan
  bool robbing_kong = false;      // chankan
  bool last_tile_of_wall = false; // haitei when self-drawn, houtei when not
  bool riichi = false;
  bool double_riichi = false;  // implies riichi
  bool ippatsu = false;
  bool first_turn = false;

  Wind prevalent_wind = Wind::east;
  Wind seat_wind = Wind::east;
  std::optional<Wind> discarder;

  ListView<Tile> dora_indicators;
  ListView<Tile> ura_dora_indicators;
  // Red fives shown as indicators: they count among the set's one red five
  // per suit.
  RedFives red_indicators{};
  int honba = 0;
  int riichi_sticks = 0;

  Options options;

  bool declared_riichi() const { return riichi || double_riichi; }
  bool dealer() const { return seat_wind == Wind::east; }
};

}  // namespace mahjong::riichi
