// What the MCR detectors look at: facts of the whole hand, computed once, and
// one reading of it (a shape, its sets, and where the winning tile sits).
#pragma once

#include <array>
#include <cstdint>

#include "../../hand.h"
#include "../../shapes.h"
#include "../../validate.h"
#include "../detector_entry.h"
#include "../tile_facts.h"
#include "fan_table.h"

namespace mahjong::mcr {

struct HandFacts : TileFacts {
  int fours = 0;  // kinds of which the hand holds all four
  int melded_kongs = 0;
  int concealed_kongs = 0;
  bool has_claimed_meld = false;  // a meld other than a concealed kong

  bool self_drawn = false;
  bool last_of_kind = false;  // said, or proven by the player's own melds
  bool kong_replacement = false;
  bool robbing_kong = false;
  bool last_tile_of_wall = false;
  Tile seat_wind = 27;
  Tile prevalent_wind = 27;
  int flowers = 0;
  McrOptions options;

  // Edge, Closed and Single Wait need the hand to wait on this tile alone.
  bool waits_on_one_tile() const;

 private:
  mutable std::int8_t one_tile_wait_ = -1;  // -1 not yet known
};

HandFacts facts_of(const Hand& hand, const CheckedHand& checked);

enum class Shape : std::uint8_t {
  standard,           // four sets and a pair
  knitted_straight,   // a knitted straight, one set and a pair
  seven_pairs,
  thirteen_orphans,
  honors_and_knitted  // Lesser or Greater Honors and Knitted Tiles
};

enum class WaitKind : std::uint8_t { none, edge, closed, single };

struct Reading {
  Shape shape = Shape::standard;
  Arrangement arrangement;  // standard: 4 sets; knitted straight: 1 set
  int knitted_way = -1;
  // The set the winning tile completes (its index), or one of these:
  static constexpr int kInPair = -1;
  static constexpr int kElsewhere = -2;  // a special shape or the knitted tiles
  int win_set = kElsewhere;
  WaitKind wait = WaitKind::none;  // the wait this reading would make
};

struct FanCounts {
  std::array<std::uint8_t, kFanCount> count{};
  FanMask present;

  void add(FanId f, int n = 1) {
    if (n <= 0) return;
    count[f] = std::uint8_t(count[f] + n);
    present.add(f);
  }
  void clear(FanId f) {
    count[f] = 0;
    present.remove(f);
  }
  void reduce(FanId f) {
    if (count[f] && --count[f] == 0) present.remove(f);
  }
  int total() const {
    int sum = 0;
    present.for_each([&](FanId f) { sum += points_of(f) * count[f]; });
    return sum;
  }
};

// Detectors come in families; each says which fans it can award, so the table
// test can check that every fan has one. They run at three depths: once per
// hand, once per arrangement of its sets, once per place of the winning tile.
using HandDetector = void (*)(const HandFacts&, FanCounts&);
using ReadingDetector = void (*)(const HandFacts&, const Reading&, FanCounts&);

using HandDetectorEntry = DetectorEntry<FanMask, HandDetector>;
using ReadingDetectorEntry = DetectorEntry<FanMask, ReadingDetector>;

// Fans of the whole hand, the same for every reading.
const std::array<HandDetectorEntry, 4>& hand_detectors();
// Fans of the sets and the pair, whichever set the winning tile completes.
const std::array<ReadingDetectorEntry, 4>& arrangement_detectors();
// Fans that turn on where the winning tile sits: concealed pungs and waits.
const std::array<ReadingDetectorEntry, 2>& position_detectors();

}  // namespace mahjong::mcr
