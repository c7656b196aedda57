// Faan of one reading of the hand: its shape, its sets and its pair.
#include "reading.h"

namespace mahjong::hk {
namespace {

void shape_faan(const HandFacts&, const Reading& r, FaanMask& faan) {
  if (r.shape == Shape::seven_pairs) faan.add(seven_pairs);
  if (r.shape == Shape::thirteen_orphans) faan.add(thirteen_orphans);
}

// Every meld a chow, every meld a pung; four concealed pungs; pungs of ones
// and nines only.
void set_kind_faan(const HandFacts& h, const Reading& r, FaanMask& faan) {
  if (r.shape != Shape::standard) return;
  const Arrangement& a = r.arrangement;
  int chows = 0, concealed_pungs = 0, terminal_pungs = 0;
  for (int i = 0; i < a.set_count; ++i) {
    const TileSet& s = a.sets[i];
    if (!s.is_pung_or_kong()) {
      ++chows;
      continue;
    }
    concealed_pungs += s.concealed;  // standing sets, and concealed kongs
    terminal_pungs += is_terminal(s.tile);
  }
  if (chows == 4) faan.add(common_hand);
  if (chows == 0) faan.add(all_in_triplets);
  // Self Triplets: "four concealed (unmelded) Pongs ... can only be won by
  // self-pick unless the discarded winning tile forms the pair" (ruling 8).
  if (concealed_pungs == 4 && (h.self_drawn || a.pair == h.win)) faan.add(self_triplets);
  // Orphans: "Pongs/Kongs of Ones and Nines only", the pair too (ruling 13).
  if (terminal_pungs == 4 && is_terminal(a.pair)) faan.add(orphans);
}

// Winds and dragons: the pungs of each, and the hands made of them.
void honor_faan(const HandFacts& h, const Reading& r, FaanMask& faan) {
  if (r.shape != Shape::standard) return;
  const Arrangement& a = r.arrangement;
  int winds = 0, dragons = 0;
  for (int i = 0; i < a.set_count; ++i) {
    const TileSet& s = a.sets[i];
    if (!s.is_pung_or_kong() || !is_honor(s.tile)) continue;
    winds += is_wind(s.tile);
    dragons += is_dragon(s.tile);
    if (s.tile == h.seat_wind) faan.add(seat_wind);
    if (s.tile == h.prevailing_wind) faan.add(prevailing_wind);
    if (s.tile == kRedDragon) faan.add(red_dragon);
    if (s.tile == kGreenDragon) faan.add(green_dragon);
    if (s.tile == kWhiteDragon) faan.add(white_dragon);
  }
  if (dragons == 3) faan.add(great_dragons);
  else if (dragons == 2 && is_dragon(a.pair)) faan.add(small_dragons);
  if (winds == 4) {
    faan.add(great_winds);
  } else if (winds == 3 && is_wind(a.pair)) {
    // Some tables refuse the seat or prevailing wind as the pair (ruling 6).
    const bool own_pair = a.pair == h.seat_wind || a.pair == h.prevailing_wind;
    if (!(h.options.small_winds_no_own_wind_pair && own_pair)) faan.add(small_winds);
  }
}

constexpr std::array<ReadingDetectorEntry, 3> kReadingDetectors = {{
    {"shapes", {seven_pairs, thirteen_orphans}, shape_faan},
    {"sets", {common_hand, all_in_triplets, self_triplets, orphans}, set_kind_faan},
    {"honour pungs",
     {small_dragons, great_dragons, small_winds, great_winds, seat_wind, prevailing_wind, red_dragon,
      green_dragon, white_dragon},
     honor_faan},
}};

}  // namespace

const std::array<ReadingDetectorEntry, 3>& reading_detectors() { return kReadingDetectors; }

}  // namespace mahjong::hk
