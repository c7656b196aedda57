// Hand analysis: how far a hand is from ready, what a ready hand waits on and
// what each winning tile is worth, which tiles help a hand that is not ready,
// and which discard keeps 14 tiles closest. Every registered rule set.
//
//   AnalysisInput in;             // 13 tiles: concealed + 3 per meld
//   in.concealed = {...};         // 14 tiles: the same plus `drawn` (or one
//   in.melds = {...};             //   more concealed tile)
//   auto out = analyze(in);       // Outcome<Analysis>: the result or an Error
//
// Shanten is by shape (shape_distance.h): a hand that would win on a fifth
// copy of a tile it holds four of is ready, and that wait is listed with
// in_hand 4 and no values, since it cannot be won. Useful tiles need a copy
// left to draw. Winning tiles are scored with score_hand, as the given
// situation (winds, flowers, options) would score them: once won on a discard
// (nobody named as discarder) and once self-drawn, with no other win flag;
// and, where the rule set has a declaration the hand could still make
// (RuleSetInfo::analysis_reading: Riichi's riichi, for a closed hand not in
// riichi), both ways again with it made.
#pragma once

#include <optional>
#include <vector>

#include "hand.h"
#include "outcome.h"
#include "score.h"

namespace mahjong::analysis {

struct AnalysisInput {
  RuleSet rules = RuleSet{};
  std::vector<Tile> concealed;  // the standing tiles
  std::vector<Meld> melds;
  Tile drawn = kNoTile;         // 14 tiles: the tile just drawn, if not in `concealed`
  Wind prevalent_wind = Wind::east;
  Wind seat_wind = Wind::east;
  int flower_count = 0;                // MCR: how many bonus tiles
  std::vector<BonusTile> bonus_tiles;  // Hong Kong: which (sets the count too)
  Options options;
  // The rule set's own hand fields (Hand's slots: Riichi's riichi, indicators,
  // honba ...), kept for every winning tile scored; its red fives among the
  // tiles (a discarded five is taken to be a plain one while the hand keeps
  // another five of its suit) and among its own tile lists.
  std::array<int, kHandFieldSlots> field_values{};
  std::array<std::vector<Tile>, kHandTileListSlots> field_tiles;
  RedFives red_fives{};
  RedFives red_fives_shown{};
};

// A scoring hand read as an analysis input: its winning tile, if any, is the
// tile just drawn; its win flags are not used.
AnalysisInput analysis_input_of(const Hand& hand);

// What winning on a tile is worth, from its Score.
struct WinValue {
  int total = 0;         // points (faan), flowers included
  bool meets_minimum = false;
  std::vector<FanLine> fans;  // highest value first, as the Score lists them
  int flowers = 0;
  // The rule set's own result fields (Score::extra); the analysis shows
  // those its description marks (Hong Kong's capped total and limit).
  std::array<int, kMaxResultFields> extra;
};

struct Wait {
  Tile tile = kNoTile;
  int in_hand = 0;  // copies among the 13 tiles, melds included
  // Both empty when in_hand is 4: the tile cannot be won.
  std::optional<WinValue> discard;
  std::optional<WinValue> self_drawn;
  // The values with the rule set's declaration made, when the hand could
  // still make it (RuleSetInfo::analysis_reading) and the tile can be won.
  struct Declared {
    WinValue discard, self_drawn;
  };
  std::optional<Declared> declared;

  bool winnable() const { return in_hand < kCopiesPerTile; }
};

// One distinct standing tile of 14 let go.
struct DiscardOption {
  Tile tile = kNoTile;
  int shanten = 0;          // of the 13 tiles left
  std::vector<Tile> useful;  // tiles that lower it, with a copy left, in tile order
  // Sum over `useful` of 4 less their copies among the 14 tiles, melds and
  // the discarded tile included (as the reference app's 牌理 screen counts).
  int useful_count = 0;
  std::vector<Wait> waits;  // when shanten is 0, in tile order
  // Ready discards: copies left of the waits that reach the minimum (by
  // discard or self-drawn), and the highest total of any wait.
  int winning_count = 0;
  int best_total = 0;
};

struct Analysis {
  RuleSet rules = RuleSet{};
  int tiles = 13;   // 13 or 14
  int shanten = 0;  // -1: 14 tiles that already win
  // 13 tiles: when ready, every winning tile in tile order; when not, the
  // tiles that lower the shanten and have a copy left, in tile order.
  std::vector<Wait> waits;
  std::vector<Tile> useful;
  // 14 tiles: every distinct standing tile, best first: lower shanten; then,
  // ready, more winning_count, then higher best_total; then more
  // useful_count; then tile order.
  std::vector<DiscardOption> discards;
};

// Errors as scoring gives them: tile_count (13 or 14 tiles, at most four
// melds, a flower count of 0-8), too_many_copies, bad_meld, parse (a tile
// code out of range), inconsistent (options or bonus tiles Hong Kong
// refuses); and any error scoring a winning tile gives.
Outcome<Analysis> analyze(const AnalysisInput& input);

}  // namespace mahjong::analysis
