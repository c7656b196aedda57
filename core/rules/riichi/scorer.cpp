#include "scorer.h"

#include <algorithm>

#include "detectors.h"
#include "dora.h"
#include "fu.h"
#include "limits.h"
#include "payments.h"
#include "validate.h"

namespace mahjong::riichi {
namespace {

int han_of(const YakuList& list) {
  int han = 0;
  for (const YakuLine& y : list) han += y.han * y.count;
  return han;
}

// The yakuman of a reading as the options count them: all of them, or
// without stacking the one worth most (the table's first of equals).
int count_yakuman(YakuList& list, const Options& o) {
  if (!o.yakuman_stacking && list.size() > 1) {
    const YakuLine best = *std::max_element(list.begin(), list.end(),
                                            [](const YakuLine& a, const YakuLine& b) {
                                              return a.han < b.han || (a.han == b.han && a.yaku > b.yaku);
                                            });
    list = YakuList{};
    list.push_back(best);
  }
  return han_of(list) / kYakumanHan;
}

void value_reading(const HandFacts& f, const Reading& r, const YakuList& dora, RiichiScore& s) {
  const Options& o = f.hand->options;
  yakuman(f, r, s.yaku);
  if (!s.yaku.empty()) {
    s.yakuman = count_yakuman(s.yaku, o);
    s.han = kYakumanHan * s.yakuman;
    s.meets_minimum = true;
  } else {
    for (Detector detect : kYakuDetectors) detect(f, r, s.yaku);
    s.meets_minimum = !s.yaku.empty();
    Fu fu = fu_of(f, r, is_pinfu(f, r));
    s.fu = fu.total;
    s.fu_details = fu.lines;
    for (const YakuLine& d : dora) s.yaku.push_back(d);
    s.han = han_of(s.yaku);
  }
  const HandValue v = value_of(s.han, s.fu, s.yakuman, o);
  s.limit = v.limit;
  s.base_points = v.base_points;
  s.reading = r;
}

// Paying most first (a hand without a yaku pays nothing), then han, then fu.
bool better(const RiichiScore& a, const RiichiScore& b) {
  if (a.meets_minimum != b.meets_minimum) return a.meets_minimum;
  if (a.base_points != b.base_points) return a.base_points > b.base_points;
  if (a.han != b.han) return a.han > b.han;
  return a.fu > b.fu;
}

Outcome<RiichiScore> score_checked(const RiichiHand& hand, const CheckedHand& checked) {
  const HandFacts f = facts_of(hand, checked);
  YakuList dora;
  add_dora(hand, f.all, dora);

  Outcome<RiichiScore> out(std::in_place);
  RiichiScore& best = out.value();
  bool found = false;
  RiichiScore candidate;
  for_each_reading(f, [&](const Reading& r) {
    candidate = RiichiScore{};
    value_reading(f, r, dora, candidate);
    if (!found || better(candidate, best)) best = candidate;
    found = true;
  });
  if (!found) {  // `out` on every return, so that it is built in place (NRVO)
    out = Error{ErrorCode::not_winning,
                "The tiles do not make a winning hand: four sets and a pair, seven different pairs, or "
                "thirteen orphans."};
    return out;
  }
  if (best.meets_minimum && (hand.self_drawn || hand.discarder)) {
    best.has_payments = true;
    best.payments = payments_of(best.base_points, hand.seat_wind, hand.self_drawn ? std::nullopt : hand.discarder,
                                hand.honba, hand.riichi_sticks);
  }
  return out;
}

}  // namespace

Outcome<RiichiScore> score_riichi(const RiichiHand& hand) {
  auto checked = check_riichi_hand(hand);
  if (!checked) return checked.error();
  return score_checked(hand, checked.value());
}

Outcome<RiichiScore> score_riichi(const RiichiHand& hand, const CheckedHand& checked) {
  if (auto err = check_riichi_flags(hand, checked)) return *err;
  return score_checked(hand, checked);
}

}  // namespace mahjong::riichi
