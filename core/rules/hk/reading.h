// What the Hong Kong detectors look at: facts of the whole hand, computed
// once, and one reading of it (a shape and its sets).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "../../hand.h"
#include "../../shapes.h"
#include "../../validate.h"
#include "../detector_entry.h"
#include "../tile_facts.h"
#include "faan_table.h"

namespace mahjong::hk {

struct HandFacts : TileFacts {
  int kongs = 0;               // declared kongs, concealed or not
  bool has_claimed_meld = false;  // a meld other than a concealed kong

  // The situation, with what the flags imply filled in: a replacement tile
  // and the dealt hand are self-drawn; an earthly hand is won on East's discard.
  bool self_drawn = false;
  bool kong_replacement = false;
  bool kong_on_kong = false;
  bool robbing_kong = false;
  bool last_tile_of_wall = false;
  bool heavenly = false;
  bool earthly = false;
  Wind seat = Wind::east;
  Tile seat_wind = 27;
  Tile prevailing_wind = 27;
  std::optional<Wind> discarder;
  unsigned bonus = 0;  // bit b: the bonus tile b (f1-f4, s1-s4)
  // A win on bonus tiles alone (花糊, 八仙過海): no tiles, only bonus tiles
  // (validation lets it through only with the option flower_hands).
  bool bonus_only = false;

  HkOptions options;
};

HandFacts facts_of(const Hand& hand, const CheckedHand& checked);

// bonus_tiles: 花糊 or 八仙過海, a win on bonus tiles alone.
enum class Shape : std::uint8_t { standard, seven_pairs, thirteen_orphans, bonus_tiles };

struct Reading {
  Shape shape = Shape::standard;
  Arrangement arrangement;  // standard only: the four sets and the pair
};

// Detectors come in families; each says which faan it can award, so the
// table test can check that every faan has one. Hand detectors run once per
// hand, reading detectors once per arrangement of its tiles.
using HandDetector = void (*)(const HandFacts&, FaanMask&);
using ReadingDetector = void (*)(const HandFacts&, const Reading&, FaanMask&);

using HandDetectorEntry = DetectorEntry<FaanMask, HandDetector>;
using ReadingDetectorEntry = DetectorEntry<FaanMask, ReadingDetector>;

// The tiles the hand holds, its kongs, how it was won, its bonus tiles.
const std::array<HandDetectorEntry, 4>& hand_detectors();
// The shape, the sets and the pair.
const std::array<ReadingDetectorEntry, 3>& reading_detectors();

}  // namespace mahjong::hk
