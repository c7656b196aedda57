// The yaku detectors, one per yaku or family of yaku that share a test. Each
// adds what it finds in one reading of the hand; the scorer runs them all and
// keeps the best reading (scorer.cpp). Yakuman have their own list: a hand
// with one counts nothing else.
#pragma once

#include <array>

#include "reading.h"
#include "riichi_score.h"

namespace mahjong::riichi {

using Detector = void (*)(const HandFacts& f, const Reading& r, YakuList& out);

void situation_yaku(const HandFacts& f, const Reading& r, YakuList& out);  // riichi ... chankan, renhou as mangan
void sequence_yaku(const HandFacts& f, const Reading& r, YakuList& out);   // pinfu, iipeikou, ryanpeikou, sanshoku, ittsu
void pung_yaku(const HandFacts& f, const Reading& r, YakuList& out);       // toitoi, sanankou, sanshoku doukou, sankantsu
void honour_yaku(const HandFacts& f, const Reading& r, YakuList& out);     // dragons, winds, shousangen
void tile_yaku(const HandFacts& f, const Reading& r, YakuList& out);       // tanyao, chanta, junchan, honroutou, flushes, chiitoitsu

constexpr std::array<Detector, 5> kYakuDetectors = {situation_yaku, sequence_yaku, pung_yaku, honour_yaku,
                                                    tile_yaku};

// Every yakuman of the reading, each with its han (13, or 26 when the option
// double_yakuman doubles it); the options' stacking is the scorer's.
void yakuman(const HandFacts& f, const Reading& r, YakuList& out);

// Adds the yaku at its value for the hand (closed or open); a yaku worth
// nothing open is not added to an open hand.
void award(YakuList& out, const HandFacts& f, Yaku yaku, int count = 1);

// Whether the pair gives fu and denies pinfu: a dragon, the seat or the prevalent wind.
inline bool is_value_tile(const HandFacts& f, Tile t) {
  return is_dragon(t) || t == f.seat_wind || t == f.prevalent_wind;
}

bool is_pinfu(const HandFacts& f, const Reading& r);

}  // namespace mahjong::riichi
