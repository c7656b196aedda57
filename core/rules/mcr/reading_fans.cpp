// Fans that look at every set of a reading (fives, terminals, concealed pungs),
// the wait, and the special shapes; and the table of reading detectors.
#include "reading.h"

namespace mahjong::mcr {

void detect_pung_fans(const HandFacts&, const Reading&, FanCounts&);
void detect_chow_fans(const HandFacts&, const Reading&, FanCounts&);

namespace {

// What a set holds, looked up rather than worked out per reading.
enum SetTrait : std::uint8_t { kHasFive = 1, kHasTerminalOrHonor = 2 };

struct SetTraits {
  std::uint8_t chow[kTileKinds] = {};
  std::uint8_t pung[kTileKinds] = {};  // pungs and kongs, and the pair
};

constexpr std::uint8_t traits_of_tile(Tile t) {
  return std::uint8_t((is_suited(t) && rank_of(t) == 5 ? kHasFive : 0) |
                      (is_terminal_or_honor(t) ? kHasTerminalOrHonor : 0));
}

constexpr SetTraits make_set_traits() {
  SetTraits st;
  for (int t = 0; t < kTileKinds; ++t) {
    st.pung[t] = traits_of_tile(Tile(t));
    if (is_suited(Tile(t)) && rank_of(Tile(t)) <= 7)
      st.chow[t] = traits_of_tile(Tile(t)) | traits_of_tile(Tile(t + 1)) | traits_of_tile(Tile(t + 2));
  }
  return st;
}

constexpr SetTraits kSetTraits = make_set_traits();

void detect_composition_fans(const HandFacts&, const Reading& r, FanCounts& fans) {
  if (r.shape != Shape::standard) return;
  const Arrangement& a = r.arrangement;
  std::uint8_t every = kSetTraits.pung[a.pair];  // traits every set and the pair share
  for (int i = 0; i < a.set_count; ++i) {
    const TileSet& s = a.sets[i];
    every &= s.kind == SetKind::chow ? kSetTraits.chow[s.tile] : kSetTraits.pung[s.tile];
  }
  if (every & kHasFive) fans.add(all_fives);
  if (every & kHasTerminalOrHonor) fans.add(outside_hand);
}

void detect_concealed_pungs(const HandFacts& h, const Reading& r, FanCounts& fans) {
  if (r.shape != Shape::standard && r.shape != Shape::knitted_straight) return;
  const Arrangement& a = r.arrangement;
  // A pung completed by a discard is not concealed.
  int concealed = 0;
  for (int i = 0; i < a.set_count; ++i) {
    const TileSet& s = a.sets[i];
    concealed += s.is_pung_or_kong() && s.concealed && (i != r.win_set || h.self_drawn);
  }
  if (concealed == 4) fans.add(four_concealed_pungs);
  else if (concealed == 3) fans.add(three_concealed_pungs);
  else if (concealed == 2) fans.add(two_concealed_pungs);
}

void detect_wait_fans(const HandFacts& h, const Reading& r, FanCounts& fans) {
  static constexpr FanId kWaitFan[] = {kFanCount, edge_wait, closed_wait, single_wait};
  if (r.wait == WaitKind::none || !h.waits_on_one_tile()) return;
  fans.add(kWaitFan[int(r.wait)]);
}

void detect_shape_fans(const HandFacts& h, const Reading& r, FanCounts& fans) {
  switch (r.shape) {
    case Shape::standard: break;
    case Shape::knitted_straight: fans.add(knitted_straight); break;
    case Shape::seven_pairs: {
      fans.add(seven_pairs);
      // Seven Shifted Pairs: seven consecutive pairs of one suit.
      int first = 0;
      while (h.standing[first] == 0) ++first;
      bool shifted = is_suited(Tile(first)) && rank_of(Tile(first)) <= 3;
      for (int k = 0; k < 7 && shifted; ++k) shifted = h.standing[first + k] == 2;
      if (shifted) fans.add(seven_shifted_pairs);
      break;
    }
    case Shape::thirteen_orphans: fans.add(thirteen_orphans); break;
    case Shape::honors_and_knitted: {
      int honors = 0;
      for (int t = 27; t < kTileKinds; ++t) honors += h.standing[t];
      fans.add(honors == 7 ? greater_honors_and_knitted_tiles : lesser_honors_and_knitted_tiles);
      if (knitted_straight_ways(h.standing_mask)) fans.add(knitted_straight);
      break;
    }
  }
}

constexpr std::array<ReadingDetectorEntry, 4> kArrangementDetectors = {{
    {"shapes",
     {seven_pairs, seven_shifted_pairs, thirteen_orphans, greater_honors_and_knitted_tiles,
      lesser_honors_and_knitted_tiles, knitted_straight},
     detect_shape_fans},
    {"pungs",
     {big_four_winds, big_three_dragons, little_four_winds, little_three_dragons,
      four_pure_shifted_pungs, all_even_pungs, pure_shifted_pungs, triple_pung, big_three_winds,
      mixed_shifted_pungs, all_pungs, two_dragon_pungs, dragon_pung, prevalent_wind, seat_wind,
      double_pung, pung_of_terminals_or_honors},
     detect_pung_fans},
    {"chows",
     {quadruple_chow, four_pure_shifted_chows, pure_terminal_chows, pure_triple_chow,
      pure_straight, three_suited_terminal_chows, pure_shifted_chows, mixed_straight,
      mixed_triple_chow, mixed_shifted_chows, all_chows, pure_double_chow, mixed_double_chow,
      short_straight, two_terminal_chows},
     detect_chow_fans},
    {"composition", {all_fives, outside_hand}, detect_composition_fans},
}};

constexpr std::array<ReadingDetectorEntry, 2> kPositionDetectors = {{
    {"concealed pungs", {four_concealed_pungs, three_concealed_pungs, two_concealed_pungs},
     detect_concealed_pungs},
    {"waits", {edge_wait, closed_wait, single_wait}, detect_wait_fans},
}};

}  // namespace

const std::array<ReadingDetectorEntry, 4>& arrangement_detectors() { return kArrangementDetectors; }
const std::array<ReadingDetectorEntry, 2>& position_detectors() { return kPositionDetectors; }

}  // namespace mahjong::mcr
