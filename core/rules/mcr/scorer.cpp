#include "scorer.h"

#include <utility>

#include "exclusion.h"
#include "reading.h"
#include "settlement.h"
#include "../../option_rules.h"
#include "../shown_groups.h"

namespace mahjong::mcr {
namespace {

WaitKind wait_in_chow(Tile first, Tile win) {
  if (win == first + 1) return WaitKind::closed;
  if ((win == first + 2 && rank_of(first) == 1) || (win == first && rank_of(first) == 7))
    return WaitKind::edge;
  return WaitKind::none;
}

// Every place the winning tile can sit in an arrangement of the standing
// tiles: the pair, or one of the sets found there (identical sets once).
template <class F>
void for_each_win_position(const HandFacts& h, Reading& r, F& visit) {
  const Arrangement& a = r.arrangement;
  if (a.pair == h.win) {
    r.win_set = Reading::kInPair;
    r.wait = WaitKind::single;
    visit(r);
  }
  for (int i = h.declared.set_count; i < a.set_count; ++i) {
    const TileSet& s = a.sets[i];
    if (!s.contains(h.win)) continue;
    bool repeat = false;
    for (int j = h.declared.set_count; j < i; ++j)
      repeat |= a.sets[j].tile == s.tile && a.sets[j].kind == s.kind;
    if (repeat) continue;
    r.win_set = i;
    r.wait = s.kind == SetKind::chow ? wait_in_chow(s.tile, h.win) : WaitKind::none;
    visit(r);
  }
}

// Every arrangement of the hand, as a reading without the winning tile's
// place: four sets and a pair, a knitted straight with a set and a pair, or a
// special shape. `visit(reading, places)` gets each with a function that
// calls back once per place of the winning tile.
template <class F>
void for_each_arrangement_reading(const HandFacts& h, F&& visit) {
  const int melds = h.declared.set_count;
  Reading r;
  auto standard_places = [&](Reading& reading, auto&& at) { for_each_win_position(h, reading, at); };
  for_each_arrangement(h.standing, h.standing_mask, h.declared, 4 - melds, [&](const Arrangement& a) {
    r.arrangement = a;
    visit(r, standard_places);
  });

  if (melds <= 1) {
    for (unsigned ways = knitted_straight_ways(h.standing_mask); ways; ways &= ways - 1) {
      const int way = __builtin_ctz(ways);
      const TileMask knitted = knitted_mask(way);
      Counts rest = h.standing;
      TileMask rest_kinds = h.standing_mask;
      for (TileMask k = knitted; k; k &= k - 1) {
        int t = __builtin_ctzll(k);
        if (--rest[t] == 0) rest_kinds &= ~mask_of(Tile(t));
      }
      r = Reading{};
      r.shape = Shape::knitted_straight;
      r.knitted_way = way;
      // The winning tile completes the knitted straight, or the set or pair.
      auto knitted_places = [&](Reading& reading, auto&& at) {
        if (knitted & mask_of(h.win)) {
          reading.win_set = Reading::kElsewhere;
          reading.wait = WaitKind::none;
          at(reading);
        }
        if (rest[h.win]) for_each_win_position(h, reading, at);
      };
      for_each_arrangement(rest, rest_kinds, h.declared, 1 - melds, [&](const Arrangement& a) {
        r.arrangement = a;
        visit(r, knitted_places);
      });
    }
  }
  if (melds != 0) return;
  auto one_place = [](Reading& reading, auto&& at) {
    reading.win_set = Reading::kElsewhere;
    reading.wait = WaitKind::none;
    at(reading);
  };
  r = Reading{};
  // Seven pairs have at most seven kinds; the other two shapes at least twelve.
  const int kinds = __builtin_popcountll(h.standing_mask);
  if (kinds <= 7 && is_seven_pairs(h.standing)) r.shape = Shape::seven_pairs, visit(r, one_place);
  if (kinds < 12) return;
  if (is_thirteen_orphans(h.standing)) r.shape = Shape::thirteen_orphans, visit(r, one_place);
  if (int way = honors_and_knitted_way(h.standing); way >= 0) {
    r.shape = Shape::honors_and_knitted;
    r.knitted_way = way;
    visit(r, one_place);
  }
}

struct Best {
  bool found = false;
  Reading reading;
  FanCounts fans;
  int total = 0;
};

// On a tie the rulings prefer the reading with Pure Triple Chow or Triple
// Pung (333444555 is three chows); between readings that differ only in how
// the wait is read, Edge Wait before Closed Wait before Single Wait.
int tie_rank(const FanCounts& f) {
  int rank = 0;
  if (f.present.has(pure_triple_chow) || f.present.has(triple_pung)) rank += 8;
  if (f.present.has(edge_wait)) rank += 3;
  else if (f.present.has(closed_wait)) rank += 2;
  else if (f.present.has(single_wait)) rank += 1;
  return rank;
}

bool better(int total, const FanCounts& fans, const Best& best) {
  if (!best.found || total > best.total) return true;
  if (total < best.total) return false;
  return tie_rank(fans) > tie_rank(best.fans);
}

void show(const HandFacts& h, const Reading& r, FixedList<ShownGroup, kMaxGroups>& out) {
  const Arrangement& a = r.arrangement;
  auto add_sets = [&] {
    for (int i = 0; i < a.set_count; ++i) out.push_back(shown_set(a.sets[i], a.sets[i].concealed, i == r.win_set));
    out.push_back(shown_pair(a.pair, r.win_set == Reading::kInPair));
  };
  switch (r.shape) {
    case Shape::standard: add_sets(); break;
    case Shape::knitted_straight: {
      ShownGroup knitted = ShownGroup::of(ShownGroup::Kind::knitted, false, true, r.win_set == Reading::kElsewhere);
      for (int t = 0; t < 27; ++t)
        if (knitted_mask(r.knitted_way) & mask_of(Tile(t))) knitted.add(Tile(t));
      out.push_back(knitted);
      add_sets();
      break;
    }
    case Shape::seven_pairs:
      for (int t = 0; t < kTileKinds; ++t)
        for (int k = 0; k < h.standing[t] / 2; ++k) out.push_back(shown_pair(Tile(t), t == h.win));
      break;
    case Shape::thirteen_orphans:
    case Shape::honors_and_knitted: out.push_back(shown_tiles(h.standing)); break;
  }
}

std::optional<std::array<int, 4>> payments_of(const Hand& hand, int total, bool legal) {
  const bool self_drawn = hand.self_drawn || hand.kong_replacement;
  if (!legal || (!self_drawn && !hand.discarder)) return std::nullopt;
  return settle(total, hand.seat_wind, self_drawn ? std::nullopt : hand.discarder);
}

}  // namespace

Outcome<Score> score_mcr(const Hand& hand, const CheckedHand& checked) {
  // Every return gives `out`, so that the 2 KB result is built where the
  // caller wants it (NRVO) instead of being copied there.
  Outcome<Score> out(std::in_place);
  // Hong Kong's flags under MCR are refused by validation (situation_table.cpp).
  // Options that cannot go together: its option rules (option_table.cpp).
  if (auto err = option_error(RuleSet::mcr, hand.options, false)) {
    out = std::move(*err);
    return out;
  }
  const HandFacts h = facts_of(hand, checked);
  const ImpliesTable& implies = implies_for(h.options);
  FanCounts base;
  for (const HandDetectorEntry& d : hand_detectors()) d.detect(h, base);

  Best best;
  for_each_arrangement_reading(h, [&](Reading& r, auto&& places) {
    FanCounts of_sets = base;
    for (const ReadingDetectorEntry& d : arrangement_detectors()) d.detect(h, r, of_sets);
    places(r, [&](const Reading& placed) {
      FanCounts fans = of_sets;
      for (const ReadingDetectorEntry& d : position_detectors()) d.detect(h, placed, fans);
      apply_exclusions(fans, implies);
      FanMask scoring = fans.present;
      scoring.remove(flower_tiles);
      if (scoring.empty()) fans.add(kAwardedWhenNothingElse);
      int total = fans.total();
      if (better(total, fans, best)) best = Best{true, placed, fans, total};
    });
  });
  if (!best.found) {
    out = Error{ErrorCode::not_winning,
                "These 14 tiles do not make a winning hand: they are not four sets and a pair, "
                "seven pairs, thirteen orphans, or a knitted hand."};
    return out;
  }

  Score& score = out.value();
  score.rules = RuleSet::mcr;
  score.total = best.total;
  score.flowers = best.fans.count[flower_tiles];
  best.fans.present.for_each(
      [&](FanId f) { score.fans.push_back({&fan_row(f).info, best.fans.count[f]}); });
  score.meets_minimum = score.total - score.flowers >= kMinimumPoints;
  score.payments = payments_of(hand, score.total, score.meets_minimum);
  show(h, best.reading, score.arrangement);
  return out;
}

}  // namespace mahjong::mcr
