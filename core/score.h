// Scoring a hand: the one entry point every interface calls.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "fan_info.h"
#include "fixed_list.h"
#include "hand.h"
#include "outcome.h"
#include "shapes.h"

namespace mahjong {

// Plain aggregates (no member initialisers) so that a result's fixed lists
// cost nothing to set up.
struct FanLine {
  const FanInfo* fan;  // a row of the rule set's table
  int count;
};

// One line per fan of the table at most; seven pairs make the most groups.
constexpr std::size_t kMaxFanLines = 96;
constexpr std::size_t kMaxGroups = 7;
constexpr std::size_t kMaxResultFields = 4;
constexpr std::size_t kMaxValueLines = 12;

// A line of how a rule set reached its value, when it shows that (Riichi's
// fu): the reason's id, what it adds, and the tile it is for (kNoTile: none).
struct ValueLine {
  std::string_view reason;
  int value;
  Tile tile;
};

// How the hand was read, for showing it: sets, the pair, or a special shape's
// tiles.
struct ShownGroup {
  enum class Kind { chow, pung, kong, pair, knitted, tiles } kind;
  std::array<Tile, 14> tiles;
  std::uint8_t size;
  bool declared;  // a meld laid down before the win
  bool concealed;
  bool has_winning_tile;

  static ShownGroup of(Kind kind, bool declared, bool concealed, bool has_winning_tile) {
    ShownGroup g;
    g.kind = kind, g.size = 0;
    g.declared = declared, g.concealed = concealed, g.has_winning_tile = has_winning_tile;
    return g;
  }

  void add(Tile t) { tiles[size++] = t; }
  const Tile* begin() const { return tiles.data(); }
  const Tile* end() const { return tiles.data() + size; }
};

struct Score {
  Score() {}  // leaves the fixed lists' room uncleared (value-init would zero it)

  RuleSet rules = RuleSet{};
  int total = 0;               // points (faan), flowers included
  FixedList<FanLine, kMaxFanLines> fans;  // highest value first
  int flowers = 0;             // the flower points inside `total`
  bool meets_minimum = false;
  // Each seat's change (E, S, W, N), when the discarder is known or the hand
  // was self-drawn and the win is legal; sums to zero.
  std::optional<std::array<int, 4>> payments;
  FixedList<ShownGroup, kMaxGroups> arrangement;
  // The money a payment's unit is worth: `payments` are in units (Hong
  // Kong's base points) until the result's JSON form gives them times this.
  double stake = 1;
  // The rule set's own result fields, in the order its description lists
  // them (core/rule_set.h, ResultField): Hong Kong's capped total, limit and
  // base points.
  std::array<int, kMaxResultFields> extra;
  // How the value was reached (Riichi's fu details); empty in the others.
  FixedList<ValueLine, kMaxValueLines> details;
};

Outcome<Score> score_hand(const Hand& hand);

}  // namespace mahjong
