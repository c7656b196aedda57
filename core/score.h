// Scoring a hand: the one entry point every interface calls.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "hand.h"
#include "outcome.h"
#include "shapes.h"

namespace mahjong {

struct FanLine {
  std::string_view id;    // the rule set's fan id, e.g. "pure_straight"
  std::string_view name;  // English
  std::string_view zh;    // Chinese (traditional for Hong Kong)
  int points = 0;         // per occurrence (faan in Hong Kong)
  int count = 0;
};

// How the hand was read, for showing it: sets, the pair, or a special shape's
// tiles.
struct ShownGroup {
  enum class Kind { chow, pung, kong, pair, knitted, tiles } kind;
  std::vector<Tile> tiles;
  bool declared = false;   // a meld laid down before the win
  bool concealed = true;
  bool has_winning_tile = false;
};

struct Score {
  RuleSet rules = RuleSet::mcr;
  int total = 0;               // points (faan), flowers included
  std::vector<FanLine> fans;   // highest value first
  int flowers = 0;             // the flower points inside `total`
  bool meets_minimum = false;
  // Each seat's change (E, S, W, N), when the discarder is known or the hand
  // was self-drawn and the win is legal; sums to zero.
  std::optional<std::array<int, 4>> payments;
  std::vector<ShownGroup> arrangement;
  // Hong Kong: the total after the limit, and whether it is a limit hand.
  int capped_total = 0;
  bool limit_hand = false;
};

Outcome<Score> score_hand(const Hand& hand);

}  // namespace mahjong
