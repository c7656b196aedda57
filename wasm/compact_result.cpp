#include "compact_result.h"

#include "json_writer.h"

namespace mahjong {

void write_compact_error(std::string& out, const Error& error) {
  out += "0|";
  out += error_code_name(error.code);
  out += '|';
  out += error.message;
}

void write_compact_result(std::string& out, const Score& score) {
  const bool hk = score.rules == RuleSet::hk;
  out += hk ? "1|hk|" : "1|mcr|";
  json::write_int(out, score.total);
  out += '|';
  json::write_int(out, score.flowers);
  out += score.meets_minimum ? "|1|" : "|0|";
  json::write_int(out, score.capped_total);
  out += score.limit_hand ? "|1|" : "|0|";
  json::write_int(out, score.base_points);
  out += '|';
  if (score.payments)
    for (int seat = 0; seat < 4; ++seat) {
      if (seat) out += ',';
      // Hong Kong payments are in base points until here: the stake makes them money.
      if (hk) json::write_number(out, (*score.payments)[seat] * score.stake);
      else json::write_int(out, (*score.payments)[seat]);
    }
  out += '|';
  bool first = true;
  for (const FanLine& f : score.fans) {
    if (!first) out += ',';
    first = false;
    out += f.fan->id;
    out += ':';
    json::write_int(out, f.fan->points);
    out += ':';
    json::write_int(out, f.count);
  }
  out += '|';
  first = true;
  for (const ShownGroup& g : score.arrangement) {
    if (!first) out += ',';
    first = false;
    out += char('0' + int(g.kind));
    out += char('0' + (g.declared ? 1 : 0) + (g.concealed ? 2 : 0) + (g.has_winning_tile ? 4 : 0));
    for (Tile t : g) out += char('0' + t);
  }
}

void score_compact(json::Reader& reader, std::string_view text, std::string& out) {
  auto hand = hand_from_json(reader, text);
  if (!hand) return write_compact_error(out, hand.error());
  auto score = score_hand(hand.value());
  if (!score) return write_compact_error(out, score.error());
  write_compact_result(out, score.value());
}

std::string tile_codes() {
  std::string out;
  for (int t = 0; t < kTileKinds; ++t) out += (t ? "," : "") + std::string(tile_code(Tile(t)));
  return out;
}

std::string group_kinds() {
  std::string out;
  for (int k = 0; k <= int(ShownGroup::Kind::tiles); ++k)
    out += (k ? "," : "") + std::string(group_kind_name(ShownGroup::Kind(k)));
  return out;
}

}  // namespace mahjong
