#include "write_result.h"

#include "../../json_writer.h"
#include "../../rule_set.h"
#include "limits.h"

namespace mahjong::riichi {
namespace {

using Variants = std::array<FanInfo, 2>;

// The spec names each yaku in English and Japanese; the Chinese terms Riichi
// players use are the page's (issue 22), so `zh` stays empty here.
const std::array<Variants, kYakuCount>& fan_rows() {
  static const std::array<Variants, kYakuCount> kRows = [] {
    std::array<Variants, kYakuCount> rows{};
    for (const YakuRow& y : yaku_rows()) {
      int one = y.han_closed, other = y.han_open;
      if (y.kind == YakuKind::yakuman) one = kYakumanHan, other = 2 * kYakumanHan;
      if (y.kind == YakuKind::by_option) one = kRenhouManganHan, other = kYakumanHan;
      rows[int(y.yaku)] = {FanInfo{y.id, y.name, "", one}, FanInfo{y.id, y.name, "", other}};
    }
    return rows;
  }();
  return kRows;
}

}  // namespace

const FanInfo& yaku_fan(Yaku yaku, int han) {
  const Variants& v = fan_rows()[int(yaku)];
  return v[0].points == han ? v[0] : v[1];
}

int yaku_of_fan(const FanInfo* fan) {
  const int row = row_in_table(fan_rows(), fan);
  return row < 0 ? -1 : row;
}

void to_score(const RiichiScore& r, Score& s) {
  s.rules = RuleSet::riichi;
  s.total = r.han;
  for (const YakuLine& y : r.yaku) s.fans.push_back({&yaku_fan(y.yaku, y.han), y.count});
  s.meets_minimum = r.meets_minimum;
  if (r.has_payments) s.payments = r.payments;
  s.extra = {r.fu, r.yakuman, int(r.limit), r.base_points};
  for (const FuLine& f : r.fu_details) s.details.push_back({fu_reason_id(f.reason), f.fu, f.tile});
}

void write_riichi_result(std::string& out, const Score& s) {
  out += "{\"ok\":true,\"rules\":\"riichi\",\"han\":";
  json::write_int(out, s.total);
  if (s.extra[kYakuman] == 0) {  // the spec leaves fu out of a yakuman hand
    out += ",\"fu\":";
    json::write_int(out, s.extra[kFu]);
  }
  out += ",\"limit\":";
  if (s.extra[kLimit] == 0) out += "null";
  else json::write_string(out, kLimitNames[s.extra[kLimit]]);
  out += ",\"yakuman\":";
  json::write_int(out, s.extra[kYakuman]);
  out += ",\"yaku\":[";
  for (std::size_t i = 0; i < s.fans.size(); ++i) {
    const FanLine& f = s.fans[i];
    out += i ? ",{\"id\":" : "{\"id\":";
    json::write_string(out, f.fan->id);
    out += ",\"name\":";
    json::write_string(out, f.fan->name);
    out += ",\"ja\":";
    json::write_string(out, yaku_rows()[yaku_of_fan(f.fan)].ja);
    out += ",\"han\":";
    json::write_int(out, f.fan->points);
    out += ",\"count\":";
    json::write_int(out, f.count);
    out += '}';
  }
  out += "],\"fu_details\":[";
  for (std::size_t i = 0; i < s.details.size(); ++i) {
    out += i ? ",{\"reason\":" : "{\"reason\":";
    json::write_string(out, s.details[i].reason);
    out += ",\"fu\":";
    json::write_int(out, s.details[i].value);
    out += '}';
  }
  out += "],\"base_points\":";
  json::write_int(out, s.extra[kBasePoints]);
  out += ",\"meets_minimum\":";
  json::write_bool(out, s.meets_minimum);
  if (s.payments) {
    out += ",\"payments\":{";
    for (int seat = 0; seat < 4; ++seat) {
      out += seat ? ",\"" : "\"";
      out += wind_code(Wind(seat));
      out += "\":";
      json::write_int(out, (*s.payments)[seat]);
    }
    out += '}';
  }
  out += '}';
}

}  // namespace mahjong::riichi
