#include "settle_value.h"

#include <initializer_list>

#include "echo.h"
#include "hand_io.h"
#include "json_number.h"
#include "json_writer.h"
#include "option_rules.h"
#include "rules/hk/option_table.h"
#include "rules/hk/settlement.h"
#include "rules/mcr/option_table.h"
#include "rules/mcr/settlement.h"

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

// Who may be named liable (包) under the options, docs/hk-rules.md 6.3: the
// feeder of a great hand's last pung (great_hands_liability), or the
// discarder a player with four melds laid down wins on (four_melds_liability).
std::optional<Error> check_liable(const SettleRequest& r) {
  if (!r.liable) return std::nullopt;
  if (r.rules == RuleSet::mcr) return inconsistent({"A liable player (包) is a Hong Kong rule; MCR does not use it."});
  if (*r.liable == r.winner)
    return inconsistent({"The liable player (包) is the winner's own seat, ", seat_name(r.winner),
                        "; name the player who fed the pung or the discard."});
  const HkOptions& o = r.options.hk;
  if (o.great_hands_liability) return std::nullopt;
  if (!o.four_melds_liability)
    return inconsistent({"The request names a liable player (包), but the options great_hands_liability and "
                        "four_melds_liability are both off: turn one on, or leave \"liable\" out."});
  if (r.self_drawn || r.discarder != r.liable)
    return inconsistent({"With four_melds_liability alone, the liable player (包) is the discarder the winner "
                        "won on: the request must be won on ", seat_name(*r.liable), "'s discard."});
  return std::nullopt;
}

std::optional<Error> check(const SettleRequest& r) {
  const bool hk = r.rules == RuleSet::hk;
  if (!r.value && !r.base_points)
    return parse_error({hk ? "The request needs the hand's \"faan\" (or its \"base_points\")."
                          : "The request needs the hand's \"points\" (flowers included)."});
  if (hk && r.value && r.base_points) return parse_error({"Give either \"faan\" or \"base_points\", not both."});
  if (r.self_drawn && r.discarder)
    return inconsistent({"A self-drawn win has no discarder, but the request names one (", seat_name(*r.discarder), ")."});
  if (!r.self_drawn && !r.discarder)
    return inconsistent({"Say how the hand was won: \"self_drawn\": true, or the \"discarder\"'s seat."});
  if (r.discarder == r.winner)
    return inconsistent({"The discarder (", seat_name(r.winner),
                        ") is the winner's own seat; a player cannot win on their own discard."});
  if (r.robbing_kong && !r.discarder)
    return inconsistent({"A win robbing a kong is on the robbed player's kong: name them as the \"discarder\"."});
  if (!hk && r.value && r.flowers > *r.value)
    return inconsistent({"The hand's ", std::to_string(*r.value), " points cannot include ",
                        std::to_string(r.flowers), " flower points."});
  if (auto err = option_error(r.rules, r.options, false)) return err;
  return check_liable(r);
}

}  // namespace

Outcome<Score> settle_value(const SettleRequest& r) {
  if (auto err = check(r)) return *err;
  Outcome<Score> out(std::in_place);
  Score& s = out.value();
  s.rules = r.rules;
  const std::optional<Wind> discarder = r.self_drawn ? std::nullopt : r.discarder;
  if (r.rules == RuleSet::mcr) {
    s.total = s.capped_total = *r.value;
    s.flowers = r.flowers;
    s.meets_minimum = s.total - s.flowers >= mcr::kMinimumPoints;
    if (s.meets_minimum) s.payments = mcr::settle(s.total, r.winner, discarder);
    return out;
  }
  const HkOptions& o = r.options.hk;
  if (r.value) {
    const hk::CappedFaan capped = hk::cap_faan(*r.value, o);
    s.total = *r.value;
    s.capped_total = capped.capped;
    s.limit_hand = capped.limit;
    // The content rule (min_needs_hand_faan) needs the hand; a table entering
    // its faan has judged it.
    s.meets_minimum = hk::reaches_minimum(capped.capped, o);
    s.base_points = hk::base_points(capped.capped, o.payment_table);
  } else {
    s.meets_minimum = true;  // a table's base points are for a win
    s.base_points = *r.base_points;
  }
  s.stake = hk::stake_of(o);
  const hk::WinSituation win{r.winner, r.self_drawn, discarder, r.robbing_kong, r.liable};
  // Below the minimum nobody pays (ruling 25), as the scorer has it.
  s.payments = s.meets_minimum ? hk::settle(s.base_points, win, o) : std::array<int, 4>{};
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
      auto rules = value.is_string() ? rule_set_named(value.as_string()) : Outcome<RuleSet>(Error{});
      if (rules) r.rules = rules.value();
      else err = parse_error({"The field \"rules\" must be \"mcr\" or \"hk\", not ", shown_in_message(value), "."});
    } else if (key == "points") {
      err = read_whole(value, key, 0, kMaxMcrPoints, points);
    } else if (key == "faan") {
      err = read_whole(value, key, 0, kMaxFaan, faan);
    } else if (key == "base_points") {
      err = read_whole(value, key, 1, kMaxBasePoints, r.base_points);
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
                        "\" is not part of a settlement request (rules, points or faan or base_points, flowers, "
                        "winner, self_drawn, discarder, robbing_kong, liable, options)."});
    }
    if (err) return *err;
  }
  // The value's name says its unit, so each rule set takes its own.
  const bool hk = r.rules == RuleSet::hk;
  if (hk && points) return parse_error({"Hong Kong hands are settled by \"faan\" (or \"base_points\"), not \"points\"."});
  if (!hk && (faan || r.base_points))
    return parse_error({"MCR hands are settled by \"points\", not \"", faan ? "faan" : "base_points", "\"."});
  if (hk && flowers)
    return parse_error({"The field \"flowers\" is for MCR, whose minimum leaves flowers out; a Hong Kong hand's faan "
                       "include its bonus tiles."});
  if (!winner) return parse_error({"The request needs the \"winner\"'s seat (\"E\", \"S\", \"W\" or \"N\")."});
  r.winner = *winner;
  r.value = hk ? faan : points;
  r.flowers = flowers.value_or(0);
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
  const bool hk = s.rules == RuleSet::hk;
  out += hk ? "{\"ok\":true,\"rules\":\"hk\"" : "{\"ok\":true,\"rules\":\"mcr\"";
  if (request.value().value) out += ",\"total\":", json::write_int(out, s.total);
  if (!hk) out += ",\"flowers\":", json::write_int(out, s.flowers);
  out += ",\"meets_minimum\":", json::write_bool(out, s.meets_minimum);
  if (hk) {
    if (request.value().value) {
      out += ",\"capped_total\":", json::write_int(out, s.capped_total);
      out += ",\"limit\":", json::write_bool(out, s.limit_hand);
    }
    out += ",\"base_points\":", json::write_int(out, s.base_points);
    out += ",\"stake\":", json::write_number(out, s.stake);
  }
  if (s.payments) {
    out += ",\"payments\":{";
    for (int seat = 0; seat < 4; ++seat) {
      out += seat ? ",\"" : "\"";
      out += wind_code(Wind(seat));
      out += "\":";
      // In money, as a scored hand's result gives them.
      const int change = (*s.payments)[seat];
      if (hk) json::write_number(out, hk::money(change, s.stake));
      else json::write_int(out, change);
    }
    out += '}';
  }
  out += '}';
}

}  // namespace mahjong
