#include "write_result.h"

#include "../../hand_io.h"
#include "../../json_writer.h"
#include "read_hand.h"
#include "scorer.h"

namespace mahjong::riichi {

void write_riichi_result(std::string& out, const RiichiScore& s) {
  out += "{\"ok\":true,\"rules\":\"riichi\",\"han\":";
  json::write_int(out, s.han);
  if (s.yakuman == 0) {  // the spec leaves fu out of a yakuman hand
    out += ",\"fu\":";
    json::write_int(out, s.fu);
  }
  out += ",\"limit\":";
  if (s.limit == Limit::none) out += "null";
  else json::write_string(out, limit_name(s.limit));
  out += ",\"yakuman\":";
  json::write_int(out, s.yakuman);
  out += ",\"yaku\":[";
  for (std::size_t i = 0; i < s.yaku.size(); ++i) {
    const YakuLine& y = s.yaku[i];
    const YakuRow& row = yaku_row(y.yaku);
    out += i ? ",{\"id\":" : "{\"id\":";
    json::write_string(out, row.id);
    out += ",\"name\":";
    json::write_string(out, row.name);
    out += ",\"ja\":";
    json::write_string(out, row.ja);
    out += ",\"han\":";
    json::write_int(out, y.han);
    out += ",\"count\":";
    json::write_int(out, y.count);
    out += '}';
  }
  out += "],\"fu_details\":[";
  for (std::size_t i = 0; i < s.fu_details.size(); ++i) {
    out += i ? ",{\"reason\":" : "{\"reason\":";
    json::write_string(out, fu_reason_id(s.fu_details[i].reason));
    out += ",\"fu\":";
    json::write_int(out, s.fu_details[i].fu);
    out += '}';
  }
  out += "],\"base_points\":";
  json::write_int(out, s.base_points);
  out += ",\"meets_minimum\":";
  json::write_bool(out, s.meets_minimum);
  if (s.has_payments) {
    out += ",\"payments\":{";
    for (int seat = 0; seat < 4; ++seat) {
      out += seat ? ",\"" : "\"";
      out += wind_code(Wind(seat));
      out += "\":";
      json::write_int(out, s.payments[seat]);
    }
    out += '}';
  }
  out += '}';
}

void score_riichi_json(json::Reader& reader, std::string_view text, std::string& out) {
  auto hand = riichi_hand_from_json(reader, text);
  if (!hand) return write_error(out, hand.error());
  auto score = score_riichi(hand.value());
  if (!score) return write_error(out, score.error());
  write_riichi_result(out, score.value());
}

}  // namespace mahjong::riichi
