#include "compact_result.h"

#include <cstring>

#include "money.h"
#include "rule_set.h"

namespace mahjong {

void write_compact_error(CompactResult& out, const Error& error) {
  out.message = error.message;
  out.words[0] = 0;
  out.words[1] = int(error.code);
  out.words[2] = std::int32_t(reinterpret_cast<std::uintptr_t>(out.message.data()));
  out.words[3] = std::int32_t(out.message.size());
}

void write_compact_result(CompactResult& out, const Score& score) {
  const RuleSetInfo& rules = rule_set(score.rules);
  std::int32_t* w = out.words;
  if (rules.write_result) {  // a result form of its own: its JSON text
    out.message.clear();
    rules.write_result(out.message, score);
    w[0] = 2, w[1] = int(score.rules);
    w[2] = std::int32_t(reinterpret_cast<std::uintptr_t>(out.message.data()));
    w[3] = std::int32_t(out.message.size());
    return;
  }
  w[0] = 1, w[1] = int(score.rules), w[2] = score.total, w[3] = score.flowers, w[4] = score.meets_minimum;
  for (std::size_t i = 0; i < kMaxResultFields; ++i)
    w[CompactResult::kExtraAt + i] = i < rules.result_fields.size() ? score.extra[i] : 0;
  w[9] = score.payments.has_value();
  w[10] = int(score.fans.size()), w[11] = int(score.arrangement.size());
  if (score.payments)
    for (int seat = 0; seat < 4; ++seat) {
      // Payments are in the rule set's units until here: the stake makes them money.
      const double change = money((*score.payments)[seat], score.stake);
      std::memcpy(w + CompactResult::kPaymentsAt + 2 * seat, &change, sizeof change);
    }
  w += CompactResult::kFansAt;
  for (const FanLine& f : score.fans) {
    *w++ = rules.fan_row(f.fan);
    *w++ = f.fan->points;
    *w++ = f.count;
  }
  for (const ShownGroup& g : score.arrangement) {
    *w++ = int(g.kind);
    *w++ = (g.declared ? 1 : 0) + (g.concealed ? 2 : 0) + (g.has_winning_tile ? 4 : 0);
    *w++ = g.size;
    for (Tile t : g) *w++ = t;
  }
}

void score_compact(json::Reader& reader, std::string_view text, CompactResult& out) {
  auto hand = hand_from_json(reader, text);
  if (!hand) return write_compact_error(out, hand.error());
  auto score = score_hand(hand.value());
  if (!score) return write_compact_error(out, score.error());
  write_compact_result(out, score.value());
}

}  // namespace mahjong
