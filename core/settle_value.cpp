#include "settle_value.h"

#include <initializer_list>

#include "echo.h"
#include "hand_io.h"
#include "json_number.h"
#include "json_writer.h"
#include "money.h"
#include "option_rules.h"
#include "rule_set.h"

namespace mahjong {
namespace {

using json::Value;

// Messages are joined from parts by one function, not by chains of string
// additions, which the module would inline at every message.
Error error_of(ErrorCode code, std::initializer_list<std::string_view> parts) {
  std::string message;
  for (std::string_view part : parts) message += part;
  return {code, std::move(message)};
}
Error parse_error(std::initializer_list<std::string_view> parts) { return error_of(ErrorCode::parse, parts); }
Error inconsistent(std::initializer_list<std::string_view> parts) { return error_of(ErrorCode::inconsistent, parts); }

Error bad_field(std::string_view key, std::string_view expected, const Value& v) {
  return parse_error({"The field \"", key, "\" must be ", expected, ", not ", shown_in_message(v), "."});
}

std::optional<Error> read_whole(const Value& v, std::string_view key, int lo, int hi, std::optional<int>& out) {
  // The digits as written decide: 1e-400 would read as 0.
  if (!v.is_number() || !json::whole_number_text(v.source()) || !whole_in_range(v.as_number(), lo, hi))
    return bad_field(key, "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi), v);
  out = int(v.as_number());
  return std::nullopt;
}

std::optional<Error> read_seat(const Value& v, std::string_view key, std::optional<Wind>& out) {
  if (v.is_string())
    if (auto w = parse_wind_code(v.as_string())) {
      out = *w;
      return std::nullopt;
    }
  return bad_field(key, "one of \"E\", \"S\", \"W\", \"N\"", v);
}

std::optional<Error> read_flag(const Value& v, std::string_view key, bool& out) {
  if (!v.is_bool()) return bad_field(key, "true or false", v);
  out = v.as_bool();
  return std::nullopt;
}

std::string_view seat_name(Wind w) { return wind_code(w); }

std::optional<Error> check(const SettleRequest& r) {
  const SettleRules& rules = rule_set(r.rules).settlement;
  if (auto err = rules.check_value(r)) return err;
  if (r.self_drawn && r.discarder)
    return inconsistent({"A self-drawn win has no discarder, but the request names one (", seat_name(*r.discarder), ")."});
  if (!r.self_drawn && !r.discarder)
    return inconsistent({"Say how the hand was won: \"self_drawn\": true, or the \"discarder\"'s seat."});
  if (r.discarder == r.winner)
    return inconsistent({"The discarder (", seat_name(r.winner),
                        ") is the winner's own seat; a player cannot win on their own discard."});
  if (r.robbing_kong && !r.discarder)
    return inconsistent({"A win robbing a kong is on the robbed player's kong: name them as the \"discarder\"."});
  if (rules.check_total)
    if (auto err = rules.check_total(r)) return err;
  if (auto err = option_error(r.rules, r.options, false)) return err;
  return rules.check_liable(r);
}

}  // namespace

Outcome<Score> settle_value(const SettleRequest& r) {
  if (auto err = check(r)) return *err;
  Outcome<Score> out(std::in_place);
  Score& s = out.value();
  s.rules = r.rules;
  s.extra = {};
  rule_set(r.rules).settlement.settle(r, s);
  return out;
}

Outcome<SettleRequest> settle_request_from_json(const Value& doc) {
  if (!doc.is_object())
    return parse_error({"A settlement request must be a JSON object such as {\"rules\": \"hk\", \"faan\": 3, "
                       "\"winner\": \"N\", \"discarder\": \"W\"}, not ", shown_in_message(doc), "."});
  Outcome<SettleRequest> result(std::in_place);
  SettleRequest& r = result.value();
  std::optional<int> points, faan, flowers;
  std::optional<Wind> winner;
  Value options = doc;
  bool has_options = false;
  for (auto [key, value] : doc.fields()) {
    std::optional<Error> err;
    if (key == "rules") {
      auto rules = value.is_string() ? rule_set_by_id(value.as_string()) : std::nullopt;
      if (rules) r.rules = *rules;
      else err = parse_error({"The field \"rules\" must be ", rule_set_ids(" or "), ", not ", shown_in_message(value), "."});
    } else if (key == "points") {
      err = read_whole(value, key, 0, kMaxPoints, points);
    } else if (key == "faan") {
      err = read_whole(value, key, 0, kMaxFaan, faan);
    } else if (key == "base_points") {
      err = read_whole(value, key, 1, kMaxBasePoints, r.base_points);
    } else if (key == "han") {
      err = read_whole(value, key, 1, kMaxHan, r.han);
    } else if (key == "fu") {
      err = read_whole(value, key, 20, kMaxFu, r.fu);
    } else if (key == "honba" || key == "deposits") {
      std::optional<int> n;
      err = read_whole(value, key, 0, kMaxSticks, n);
      (key == "honba" ? r.honba : r.deposits) = n.value_or(0);
    } else if (key == "flowers") {
      err = read_whole(value, key, 0, kBonusKinds, flowers);
    } else if (key == "winner") {
      err = read_seat(value, key, winner);
    } else if (key == "discarder") {
      if (!value.is_null()) err = read_seat(value, key, r.discarder);
    } else if (key == "liable") {
      err = read_seat(value, key, r.liable);
    } else if (key == "self_drawn") {
      err = read_flag(value, key, r.self_drawn);
    } else if (key == "robbing_kong") {
      err = read_flag(value, key, r.robbing_kong);
    } else if (key == "options") {
      options = value, has_options = true;
    } else {
      err = parse_error({"The field \"", echoed(key),
                        "\" is not part of a settlement request (rules, points or faan or base_points or han and "
                        "fu, flowers, honba, deposits, winner, self_drawn, discarder, robbing_kong, liable, options)."});
    }
    if (err) return *err;
  }
  // The value's name says its unit, so each rule set takes its own.
  if (auto err = rule_set(r.rules).settlement.take_value(r, points, faan, flowers)) return *err;
  // han, fu, honba and deposits are Riichi's (its unit is the han)
  if ((r.han || r.fu || r.honba || r.deposits) && rule_set(r.rules).unit != "han")
    return parse_error({"\"han\", \"fu\", \"honba\" and \"deposits\" are not read for ", rule_set(r.rules).id,
                        " hands, which are settled by ", rule_set(r.rules).unit, "."});
  if (!winner) return parse_error({"The request needs the \"winner\"'s seat (\"E\", \"S\", \"W\" or \"N\")."});
  r.winner = *winner;
  if (has_options)
    if (auto err = options_from_json(options, r.rules, r.options)) return *err;
  return result;
}

void settle_json(json::Reader& reader, std::string_view text, std::string& out) {
  auto read = reader.read(text);
  if (!read) return write_error(out, read.error());
  auto request = settle_request_from_json(read.value());
  if (!request) return write_error(out, request.error());
  auto settled = settle_value(request.value());
  if (!settled) return write_error(out, settled.error());
  const Score& s = settled.value();
  const bool has_value = request.value().value.has_value();
  out += "{\"ok\":true,\"rules\":\"";
  out += rule_set(s.rules).id;
  out += '"';
  if (has_value) out += ",\"total\":", json::write_int(out, s.total);
  rule_set(s.rules).settlement.write(out, s, has_value);
  if (s.payments) {
    out += ",\"payments\":{";
    for (int seat = 0; seat < 4; ++seat) {
      out += seat ? ",\"" : "\"";
      out += wind_code(Wind(seat));
      out += "\":";
      // In money, as a scored hand's result gives them.
      const int change = (*s.payments)[seat];
      if (s.stake == 1) json::write_int(out, change);
      else json::write_number(out, money(change, s.stake));
    }
    out += '}';
  }
  out += '}';
}

}  // namespace mahjong
