#include "compact_analysis.h"

#include "rule_set.h"

namespace mahjong {
namespace {

using analysis::Analysis;
using analysis::Wait;
using analysis::WinValue;

class WordWriter {
 public:
  WordWriter(std::vector<std::int32_t>& w, const RuleSetInfo& rules) : w_(w), rules_(rules) {}

  void add(int v) { w_.push_back(v); }
  void tiles(const std::vector<Tile>& tiles) {
    add(int(tiles.size()));
    for (Tile t : tiles) add(t);
  }
  void value(const WinValue& v) {
    add(v.total), add(v.meets_minimum);
    for (int x : v.extra) add(x);
    add(int(v.fans.size()));
    for (const FanLine& f : v.fans) add(rules_.fan_row(f.fan)), add(f.fan->points), add(f.count);
  }
  void waits(const std::vector<Wait>& waits) {
    add(int(waits.size()));
    for (const Wait& x : waits) {
      add(x.tile), add(x.in_hand), add((x.discard ? 1 : 0) + (x.self_drawn ? 2 : 0) + (x.declared ? 4 : 0));
      if (x.discard) value(*x.discard);
      if (x.self_drawn) value(*x.self_drawn);
      if (x.declared) value(x.declared->discard), value(x.declared->self_drawn);
    }
  }

 private:
  std::vector<std::int32_t>& w_;
  const RuleSetInfo& rules_;
};

}  // namespace

void write_compact_analysis(CompactAnalysis& out, const Outcome<Analysis>& outcome) {
  std::vector<std::int32_t>& w = out.words;
  w.clear();
  if (!outcome) {
    out.message = outcome.error().message;
    w = {0, int(outcome.error().code), std::int32_t(reinterpret_cast<std::uintptr_t>(out.message.data())),
         std::int32_t(out.message.size())};
    return;
  }
  const Analysis& a = outcome.value();
  const RuleSetInfo& rules = rule_set(a.rules);
  int shown = 0;
  for (std::size_t i = 0; i < rules.result_fields.size(); ++i) shown |= rules.result_fields[i].in_analysis << i;
  w = {1, int(a.rules), a.tiles, a.shanten, shown};
  WordWriter words(w, rules);
  if (a.tiles == 13) {
    words.waits(a.waits);
    words.tiles(a.useful);
    return;
  }
  words.add(int(a.discards.size()));
  for (const analysis::DiscardOption& d : a.discards) {
    words.add(d.tile), words.add(d.shanten);
    words.tiles(d.useful);
    words.add(d.useful_count);
    words.waits(d.waits);
  }
}

}  // namespace mahjong
