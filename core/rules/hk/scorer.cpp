#include "scorer.h"

#include <string>
#include <utility>

#include "checks.h"
#include "exclusion.h"
#include "option_table.h"
#include "reading.h"
#include "rule_set.h"
#include "settlement.h"
#include "words.h"
#include "../shown_groups.h"

namespace mahjong::hk {
namespace {

// Every reading of the hand: each arrangement of four sets and a pair, then
// seven pairs (when played) and thirteen orphans, which need no melds.
template <class F>
void for_each_reading(const HandFacts& h, F&& visit) {
  Reading r;
  for_each_arrangement(h.standing, h.standing_mask, h.declared, 4 - h.declared.set_count,
                       [&](const Arrangement& a) {
                         r.arrangement = a;
                         visit(static_cast<const Reading&>(r));
                       });
  if (h.declared.set_count != 0) return;
  r = Reading{};
  if (h.options.seven_pairs && is_seven_pairs(h.standing)) r.shape = Shape::seven_pairs, visit(r);
  if (is_thirteen_orphans(h.standing)) r.shape = Shape::thirteen_orphans, visit(r);
}

struct Tally {
  FaanMask faan;
  int total = 0;
  int capped = 0;
  bool limit = false;
  bool meets_minimum = false;
};

Tally tally(FaanMask faan, const TableInForce& table, const HkOptions& o) {
  static const FaanMask kHandContent = hand_content_faan();
  Tally t;
  t.faan = faan;
  faan.for_each([&](FaanId f) { t.total += table.value(f); });
  const CappedFaan capped = cap_faan(t.total, o);
  t.capped = capped.capped;
  t.limit = capped.limit;
  const bool needs_hand_faan = o.min_faan > 0 && o.min_needs_hand_faan;
  const bool exempt = !(faan & (kHandContent | kWinWithoutHandFaan)).empty() || t.limit;
  t.meets_minimum = reaches_minimum(t.capped, o) && (!needs_hand_faan || exempt);
  return t;
}

// The reading a player would declare: one that may win, then the one paid
// most, then the most faan. On a full tie the first found stays, and the
// standard arrangements come first.
bool better(const Tally& t, const Tally& best, bool found) {
  if (!found) return true;
  if (t.meets_minimum != best.meets_minimum) return t.meets_minimum;
  if (t.capped != best.capped) return t.capped > best.capped;
  return t.total > best.total;
}

ShownGroup group_of(const TileSet& s, bool holds_win, bool discard) {
  // A pung the discard completes is exposed (ruling 8).
  return shown_set(s, s.concealed && !(holds_win && discard && s.is_pung_or_kong()), holds_win);
}

void show(const HandFacts& h, const Reading& r, FixedList<ShownGroup, kMaxGroups>& out) {
  switch (r.shape) {
    case Shape::standard: {
      const Arrangement& a = r.arrangement;
      // The winning tile goes where it scores best: the pair when it can
      // (Self Triplets on a discard), else the first standing set holding it.
      int win_set = -1;
      for (int i = h.declared.set_count; i < a.set_count && win_set < 0 && a.pair != h.win; ++i)
        if (a.sets[i].contains(h.win)) win_set = i;
      for (int i = 0; i < a.set_count; ++i) out.push_back(group_of(a.sets[i], i == win_set, !h.self_drawn));
      out.push_back(shown_pair(a.pair, win_set < 0));
      break;
    }
    case Shape::seven_pairs:
      for (int t = 0; t < kTileKinds; ++t)
        for (int k = 0; k < h.standing[t] / 2; ++k) out.push_back(shown_pair(Tile(t), t == h.win && k == 0));
      break;
    case Shape::thirteen_orphans: out.push_back(shown_tiles(h.standing)); break;
    case Shape::bonus_tiles: break;  // no tiles to show
  }
}

Error not_winning(const HandFacts& h) {
  std::string message =
      "These 14 tiles do not make a winning hand under Hong Kong rules: they are not four sets "
      "and a pair or thirteen orphans";
  if (!h.options.seven_pairs && h.declared.set_count == 0 && is_seven_pairs(h.standing))
    message += " (they are seven pairs, which win only with the option seven_pairs)";
  return {ErrorCode::not_winning, message + "."};
}

// Who pays for everyone (包, docs/hk-rules.md 6.3): the player the hand names
// as `liable` for a Great Dragons or Great Winds it completed, or the
// discarder whom a player with four melds laid down wins on.
Outcome<std::optional<Wind>> liable_seat(const Hand& hand, const HandFacts& h, FaanMask faan) {
  if (hand.liable) {
    if (!h.options.great_hands_liability)
      return Error{ErrorCode::inconsistent,
                   told("The hand names a liable player (包), but the option great_hands_liability is "
                        "off: turn it on, or leave \"liable\" out.")};
    if (!faan.has(great_dragons) && !faan.has(great_winds))
      return Error{ErrorCode::inconsistent,
                   told("The hand names a liable player (包), who fed the pung completing Great "
                        "Dragons or Great Winds, but the hand is neither.")};
    return Outcome<std::optional<Wind>>(hand.liable);
  }
  int laid_down = 0;
  for (const Meld& m : hand.melds) laid_down += !(m.type == MeldType::kong && m.concealed);
  if (h.options.four_melds_liability && laid_down == 4 && !h.self_drawn && h.discarder)
    return Outcome<std::optional<Wind>>(h.discarder);
  return Outcome<std::optional<Wind>>(std::nullopt);
}

}  // namespace

FaanMask hand_content_faan() {
  FaanMask m;
  for (const FaanRow& row : faan_table())
    if (row.family == Family::hand || row.family == Family::meld) m.add(row.id);
  return m;
}

Outcome<Score> score_hk(const Hand& hand, const CheckedHand& checked) {
  // Every return gives `out`, so that the 2 KB result is built where the
  // caller wants it (NRVO) instead of being copied there.
  Outcome<Score> out(std::in_place);
  if (auto err = check_hk_hand(hand)) {
    out = std::move(*err);
    return out;
  }
  const HandFacts h = facts_of(hand, checked);
  TableInForce table;
  table_in_force(h.options, table);
  FaanMask of_hand;
  bool found = false;
  Tally best;
  Reading best_reading;
  if (h.bonus_only) {
    // 花糊 or 八仙過海: the bonus tiles are the whole hand; nothing else counts.
    for (const HandDetectorEntry& d : hand_detectors())
      if (d.awards.has(flower_hand)) d.detect(h, of_hand);
    if (!of_hand.empty()) found = true, best = tally(of_hand, table, h.options);
    best_reading.shape = Shape::bonus_tiles;
  } else {
    for (const HandDetectorEntry& d : hand_detectors()) d.detect(h, of_hand);
  }
  if (!h.bonus_only) for_each_reading(h, [&](const Reading& r) {
    FaanMask faan = of_hand;
    for (const ReadingDetectorEntry& d : reading_detectors()) d.detect(h, r, faan);
    const Tally t = tally(apply_exclusions(faan, table), table, h.options);
    if (better(t, best, found)) found = true, best = t, best_reading = r;
  });
  if (!found) {
    out = not_winning(h);
    return out;
  }

  Score& score = out.value();
  score.rules = RuleSet::hk;
  score.total = best.total;
  score.extra[kCappedTotal] = best.capped;
  score.extra[kLimit] = best.limit;
  score.meets_minimum = best.meets_minimum;
  // Highest value first; equal values in table order (the walk's order).
  best.faan.for_each([&](FaanId f) {
    score.fans.push_back({table.info[f], 1});
    for (std::size_t i = score.fans.size() - 1; i > 0 && score.fans[i - 1].fan->points < score.fans[i].fan->points; --i)
      std::swap(score.fans[i - 1], score.fans[i]);
    if (faan_row(f).family == Family::bonus) score.flowers += table.value(f);
  });

  auto liable = liable_seat(hand, h, best.faan);
  if (!liable) {
    out = liable.error();
    return out;
  }
  score.extra[kBasePoints] = base_points(best.capped, h.options.payment_table);
  score.stake = stake_of(h.options);
  if (h.self_drawn || h.discarder) {
    // Below the minimum the hand cannot be declared: nobody pays (ruling 25).
    const WinSituation win{h.seat, h.self_drawn, h.discarder, h.robbing_kong, liable.value()};
    score.payments = best.meets_minimum ? settle(score.extra[kBasePoints], win, h.options) : std::array<int, 4>{};
  }
  show(h, best_reading, score.arrangement);
  return out;
}

}  // namespace mahjong::hk
