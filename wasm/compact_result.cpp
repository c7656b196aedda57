#include "compact_result.h"

#include <cstring>

#include "rules/hk/faan_table.h"
#include "rules/hk/settlement.h"
#include "rules/mcr/fan_table.h"

namespace mahjong {

namespace {

// A fan's row in its rule set's table: a score's fans point into the rows
// (at a row's FanInfo, or a Hong Kong row's as_limit), so the row is found
// by address. -1, which JS shows as an unknown fan, is never met.
template <class Table>
int row_of(const Table& table, const FanInfo* fan) {
  const std::ptrdiff_t at = reinterpret_cast<const char*>(fan) - reinterpret_cast<const char*>(table.data());
  return at >= 0 && std::size_t(at) < sizeof table ? int(std::size_t(at) / sizeof table[0]) : -1;
}

}  // namespace

void write_compact_error(CompactResult& out, const Error& error) {
  out.message = error.message;
  out.words[0] = 0;
  out.words[1] = int(error.code);
  out.words[2] = std::int32_t(reinterpret_cast<std::uintptr_t>(out.message.data()));
  out.words[3] = std::int32_t(out.message.size());
}

void write_compact_result(CompactResult& out, const Score& score) {
  const bool hk = score.rules == RuleSet::hk;
  std::int32_t* w = out.words;
  w[0] = 1, w[1] = hk, w[2] = score.total, w[3] = score.flowers, w[4] = score.meets_minimum;
  w[5] = score.capped_total, w[6] = score.limit_hand, w[7] = score.base_points, w[8] = score.payments.has_value();
  w[9] = int(score.fans.size()), w[10] = int(score.arrangement.size());
  if (score.payments)
    for (int seat = 0; seat < 4; ++seat) {
      // Hong Kong payments are in base points until here: the stake makes them money.
      const double change = hk ? hk::money((*score.payments)[seat], score.stake) : (*score.payments)[seat];
      std::memcpy(w + CompactResult::kPaymentsAt + 2 * seat, &change, sizeof change);
    }
  w += CompactResult::kFansAt;
  for (const FanLine& f : score.fans) {
    *w++ = hk ? row_of(hk::faan_table(), f.fan) : row_of(mcr::fan_table(), f.fan);
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
