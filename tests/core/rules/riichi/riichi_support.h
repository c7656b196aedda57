// Helpers for the Riichi tests: a hand from text notation plus its other
// fields as JSON, scored; the yaku as {id: han x count} to compare exactly.
#pragma once

#include <doctest/doctest.h>

#include <deque>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "hand_io.h"
#include "json_reader.h"
#include "rules/riichi/hand_fields.h"
#include "rules/riichi/payments.h"
#include "rules/riichi/scorer.h"

namespace mahjong::riichi::test {

// Through the registry's reader (core/hand_io.h), "rules": "riichi" unless
// the hand says otherwise, and Riichi's check of the fields it does not have.
inline Outcome<RiichiHand> riichi_hand(nlohmann::json hand) {
  static json::Reader reader;
  if (hand.is_object() && !hand.contains("rules")) hand["rules"] = "riichi";
  const std::string text = hand.dump();
  auto read = hand_from_json(reader, text);
  if (!read) return read.error();
  if (auto err = check_fields(read.value())) return *err;
  // A RiichiHand views its Hand's lists: the hands read stay for the run.
  static std::deque<Hand> kept;
  return riichi_hand_of(kept.emplace_back(std::move(read).value()));
}

// "[EEE1]123m456p789s5p5p" with fields such as R"({"riichi": true})".
inline Outcome<RiichiScore> riichi_score(const std::string& text, const std::string& fields = "{}") {
  auto doc = nlohmann::json::parse(fields);
  doc["text"] = text;
  doc["rules"] = "riichi";
  auto hand = riichi_hand(doc);
  if (!hand) return hand.error();
  return score_riichi(hand.value());
}

using YakuHan = std::map<std::string, int>;  // id -> han x count

inline YakuHan yaku_of(const RiichiScore& s) {
  YakuHan out;
  for (const YakuLine& y : s.yaku) out[std::string(yaku_row(y.yaku).id)] += y.han * y.count;
  return out;
}

inline std::string describe(const YakuHan& yaku) {
  std::string s;
  for (const auto& [id, han] : yaku) s += (s.empty() ? "" : ", ") + id + " " + std::to_string(han);
  return s.empty() ? "(none)" : s;
}

// The hand scores exactly these yaku (an extra one fails too), han and fu.
inline RiichiScore check_riichi(const std::string& text, const std::string& fields, const YakuHan& expected, int han,
                                int fu) {
  INFO("hand: " << text << " " << fields);
  auto result = riichi_score(text, fields);
  REQUIRE_MESSAGE(result.ok(), (result.ok() ? "" : result.error().message));
  CHECK_EQ(describe(yaku_of(result.value())), describe(expected));
  CHECK_EQ(result.value().han, han);
  CHECK_EQ(result.value().fu, fu);
  return result.value();
}

inline ErrorCode riichi_error(const std::string& text, const std::string& fields = "{}") {
  auto result = riichi_score(text, fields);
  REQUIRE_FALSE(result.ok());
  CHECK_FALSE(result.error().message.empty());
  return result.error().code;
}

}  // namespace mahjong::riichi::test
