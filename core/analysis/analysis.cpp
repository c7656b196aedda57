// The analysis itself: shanten of the hand, then, tile by tile, what adding
// it does (shanten.h), and for the winning tiles what they score.
#include "analysis.h"

#include <algorithm>

#include "input_check.h"
#include "rule_set.h"
#include "shanten.h"

namespace mahjong::analysis {
namespace {

WinValue value_of(const Score& s) {
  WinValue v;
  v.total = s.total;
  v.meets_minimum = s.meets_minimum;
  v.fans.assign(s.fans.begin(), s.fans.end());
  v.flowers = s.flowers;
  v.extra = s.extra;
  return v;
}

// Scores `tile` won on a discard and self-drawn into the two values; false
// when it does not win. Scoring has the last word on what wins (the tests
// hold the shapes to it on every fixture hand); any other error it gives,
// such as bonus tiles a rule set refuses, is the analysis's.
Outcome<bool> value_both_ways(Hand& hand, Tile tile, std::optional<WinValue>& discard,
                              std::optional<WinValue>& self_drawn) {
  hand.win_tile = tile;
  bool wins = true;
  for (bool by_self : {false, true}) {
    hand.self_drawn = by_self;
    auto score = score_hand(hand);
    if (!score && score.error().code == ErrorCode::not_winning) wins = false;
    else if (!score) return score.error();
    else (by_self ? self_drawn : discard) = value_of(score.value());
  }
  return wins;
}

// The rule set's declaration a hand could still make
// (RuleSetInfo::analysis_reading), as the slots of the hand it changes.
struct Declaration {
  int flag = -1;     // Hand::field_values' slot set to 1
  int unknown = -1;  // Hand::field_tiles' slot emptied, or -1
};

std::optional<Declaration> declaration_of(const Hand& situation) {
  const RuleSetInfo& rules = rule_set(situation.rules);
  const AnalysisReading& reading = rules.analysis_reading;
  if (!reading.open || !reading.open(situation)) return std::nullopt;
  Declaration d;
  for (const HandField& f : rules.hand_fields) {
    if (f.type == HandField::Type::flag && f.name == reading.flag) d.flag = f.slot;
    if (f.type == HandField::Type::tiles && f.name == reading.unknown) d.unknown = f.slot;
  }
  if (d.flag < 0) return std::nullopt;  // tests/core/rule_set_test.cpp holds each reading to its fields
  return d;
}

// The winning tiles of 13 standing tiles (`hand` holds them and the
// situation), each scored both ways, and both ways again with `declaration`
// made when there is one.
Outcome<std::vector<Wait>> waits_of(Hand hand, const DrawDistances& d, const Counts& all13,
                                    const std::optional<Declaration>& declaration) {
  std::optional<Hand> declared;
  if (declaration) {
    declared = hand;
    declared->field_values[declaration->flag] = 1;
    if (declaration->unknown >= 0) declared->field_tiles[declaration->unknown].clear();
  }
  std::vector<Wait> waits;
  for (int t = 0; t < kTileKinds; ++t) {
    if (d.after[t] != 0) continue;
    Wait w;
    w.tile = Tile(t);
    w.in_hand = all13[t];
    if (w.winnable()) {
      auto wins = value_both_ways(hand, w.tile, w.discard, w.self_drawn);
      if (!wins) return wins.error();
      if (!wins.value()) continue;
      if (declared) {
        std::optional<WinValue> discard, self_drawn;
        auto also = value_both_ways(*declared, w.tile, discard, self_drawn);
        if (!also) return also.error();
        if (also.value()) w.declared = Wait::Declared{std::move(*discard), std::move(*self_drawn)};
      }
    }
    waits.push_back(std::move(w));
  }
  return waits;
}

// Tiles that lower the distance and have a copy left among `seen` tiles;
// gives the copies left.
int useful_tiles(const DrawDistances& d, const Counts& seen, std::vector<Tile>& out) {
  int left = 0;
  for (int t = 0; t < kTileKinds; ++t)
    if (d.after[t] < d.before && seen[t] < kCopiesPerTile) {
      out.push_back(Tile(t));
      left += kCopiesPerTile - seen[t];
    }
  return left;
}

std::vector<Tile> tiles_of(const Counts& c) {
  std::vector<Tile> out;
  for (int t = 0; t < kTileKinds; ++t)
    for (int k = 0; k < c[t]; ++k) out.push_back(Tile(t));
  return out;
}

bool better(const DiscardOption& a, const DiscardOption& b) {
  if (a.shanten != b.shanten) return a.shanten < b.shanten;
  if (a.shanten == 0) {
    if (a.winning_count != b.winning_count) return a.winning_count > b.winning_count;
    if (a.best_total != b.best_total) return a.best_total > b.best_total;
  }
  if (a.useful_count != b.useful_count) return a.useful_count > b.useful_count;
  return a.tile < b.tile;
}

}  // namespace

AnalysisInput analysis_input_of(const Hand& hand) {
  AnalysisInput in;
  in.rules = hand.rules;
  in.concealed = hand.concealed;
  in.melds = hand.melds;
  in.drawn = hand.win_tile;
  in.prevalent_wind = hand.prevalent_wind;
  in.seat_wind = hand.seat_wind;
  in.flower_count = hand.flower_count;
  in.bonus_tiles = hand.bonus_tiles;
  in.options = hand.options;
  in.field_values = hand.field_values;
  in.field_tiles = hand.field_tiles;
  in.red_fives = hand.red_fives;
  in.red_fives_shown = hand.red_fives_shown;
  return in;
}

Outcome<Analysis> analyze(const AnalysisInput& input) {
  auto checked = check_input(input);
  if (!checked) return checked.error();
  const CheckedInput& c = checked.value();
  const ShapeRules shapes = shapes_for(input.rules, input.options);
  const int melds = int(input.melds.size());
  Hand hand = situation_of(input);
  const std::optional<Declaration> declaration = declaration_of(hand);

  Outcome<Analysis> out(std::in_place);
  Analysis& a = out.value();
  a.rules = input.rules;
  a.tiles = c.tiles;

  if (c.tiles == 13) {
    const DrawDistances d = distances_by_draw(c.standing, melds, shapes);
    a.shanten = d.before - 1;
    if (a.shanten == 0) {
      hand.concealed = tiles_of(c.standing);
      auto waits = waits_of(hand, d, c.all, declaration);
      if (!waits) return waits.error();
      a.waits = std::move(waits).value();
    } else {
      useful_tiles(d, c.all, a.useful);
    }
    return out;
  }

  a.shanten = shanten(c.standing, melds, shapes);
  for (int t = 0; t < kTileKinds; ++t) {
    if (!c.standing[t]) continue;
    Counts standing = c.standing, all13 = c.all;
    --standing[t], --all13[t];
    const DrawDistances d = distances_by_draw(standing, melds, shapes);
    DiscardOption option;
    option.tile = Tile(t);
    option.shanten = d.before - 1;
    option.useful_count = useful_tiles(d, c.all, option.useful);
    if (option.shanten == 0) {
      hand.concealed = tiles_of(standing);
      hand.red_fives = input.red_fives;
      if (is_suited(Tile(t)) && rank_of(Tile(t)) == 5 && all13[t] == 0) hand.red_fives[int(suit_of(Tile(t)))] = 0;
      auto waits = waits_of(hand, d, all13, declaration);
      if (!waits) return waits.error();
      option.waits = std::move(waits).value();
      for (const Wait& w : option.waits) {
        if (!w.winnable()) continue;
        if (w.discard->meets_minimum || w.self_drawn->meets_minimum)
          option.winning_count += kCopiesPerTile - c.all[w.tile];
        option.best_total = std::max({option.best_total, w.discard->total, w.self_drawn->total});
      }
    }
    a.discards.push_back(std::move(option));
  }
  std::sort(a.discards.begin(), a.discards.end(), better);
  return out;
}

}  // namespace mahjong::analysis
