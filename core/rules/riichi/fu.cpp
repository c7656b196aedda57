#include "fu.h"

namespace mahjong::riichi {
namespace {

constexpr int kBase = 20;
constexpr int kMenzenRon = 10;
constexpr int kTsumo = 2;
constexpr int kWait = 2;
constexpr int kValuePair = 2;
constexpr int kSevenPairs = 25;
constexpr int kOpenNoFu = 30;  // 喰い平和形: an open hand without fu scores 30, not 20

FuReason set_reason(const TileSet& s, bool concealed) {
  if (s.kind == SetKind::kong) return concealed ? FuReason::closed_kong : FuReason::open_kong;
  return concealed ? FuReason::closed_pung : FuReason::open_pung;
}

void pair_fu(const HandFacts& f, Tile pair, FuList& lines) {
  const Options& o = f.hand->options;
  if (is_dragon(pair)) lines.push_back({FuReason::dragon_pair, kValuePair, pair});
  const bool seat = pair == f.seat_wind, prevalent = pair == f.prevalent_wind;
  if (seat && prevalent) lines.push_back({FuReason::double_wind_pair, o.double_wind_pair_fu, pair});
  else if (seat) lines.push_back({FuReason::seat_wind_pair, kValuePair, pair});
  else if (prevalent) lines.push_back({FuReason::prevalent_wind_pair, kValuePair, pair});
}

}  // namespace

int set_fu(const TileSet& s, bool concealed) {
  if (!s.is_pung_or_kong()) return 0;
  int fu = concealed ? 4 : 2;
  if (s.kind == SetKind::kong) fu *= 4;
  if (is_terminal_or_honor(s.tile)) fu *= 2;
  return fu;
}

Fu fu_of(const HandFacts& f, const Reading& r, bool pinfu) {
  Fu out;
  if (r.shape == Shape::seven_pairs) {
    out.lines.push_back({FuReason::seven_pairs, kSevenPairs});
    out.total = kSevenPairs;
    return out;
  }
  const RiichiHand& h = *f.hand;
  FuList& lines = out.lines;
  lines.push_back({FuReason::base, kBase});
  if (f.closed && !h.self_drawn) lines.push_back({FuReason::menzen_ron, kMenzenRon});
  if (h.self_drawn && !pinfu) lines.push_back({FuReason::tsumo, kTsumo});
  if (r.wait == Wait::kanchan) lines.push_back({FuReason::kanchan, kWait, f.win});
  if (r.wait == Wait::penchan) lines.push_back({FuReason::penchan, kWait, f.win});
  if (r.wait == Wait::tanki) lines.push_back({FuReason::tanki, kWait, f.win});
  if (r.shape == Shape::standard) {
    pair_fu(f, r.arrangement.pair, lines);
    for (int i = 0; i < r.arrangement.set_count; ++i) {
      const TileSet& s = r.arrangement.sets[i];
      const bool concealed = r.set_concealed(f, i);
      if (s.is_pung_or_kong()) lines.push_back({set_reason(s, concealed), set_fu(s, concealed), s.tile});
    }
  }
  int raw = 0;
  for (const FuLine& l : lines) raw += l.fu;
  if (!f.closed && raw == kBase) {
    lines.push_back({FuReason::open_pinfu, kOpenNoFu - kBase});
    raw = kOpenNoFu;
  }
  out.total = (raw + 9) / 10 * 10;
  return out;
}

std::string_view fu_reason_id(FuReason reason) {
  static constexpr std::string_view kIds[] = {
      "base",        "menzen_ron",     "tsumo",          "kanchan",           "penchan",
      "tanki",       "dragon_pair",    "seat_wind_pair", "prevalent_wind_pair", "double_wind_pair",
      "open_pung",   "closed_pung",    "open_kong",      "closed_kong",       "open_pinfu",
      "seven_pairs"};
  return kIds[int(reason)];
}

}  // namespace mahjong::riichi
