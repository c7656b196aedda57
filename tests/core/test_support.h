// Helpers shared by the core tests: score a hand from notation with its
// situation written as JSON, and compare fan lists exactly.
#pragma once

#include <doctest/doctest.h>

#include <map>
#include <string>

#include "hand_io.h"
#include "json_document.h"
#include "score.h"

namespace mahjong::test {

// A hand from text notation plus the spec's other fields as JSON, e.g.
// hand_of("[EEE1]123m456p789s5p5p", R"({"self_drawn": true})").
inline Outcome<Hand> hand_of(const std::string& text, const std::string& situation = "{}") {
  auto doc = nlohmann::ordered_json::parse(situation);
  doc["text"] = text;
  return hand_from_document(document_from_json(doc));
}

inline Outcome<Score> score_of(const std::string& text, const std::string& situation = "{}") {
  auto hand = hand_of(text, situation);
  if (!hand) return hand.error();
  return score_hand(hand.value());
}

using FanCounts = std::map<std::string, int>;  // English name -> count

inline FanCounts fans_of(const Score& score) {
  FanCounts out;
  for (const FanLine& f : score.fans) out[std::string(f.fan->name)] += f.count;
  return out;
}

inline std::string describe(const FanCounts& fans) {
  std::string s;
  for (const auto& [name, n] : fans) s += (s.empty() ? "" : ", ") + name + (n > 1 ? " x" + std::to_string(n) : "");
  return s.empty() ? "(none)" : s;
}

// The hand scores exactly these fans (an extra fan fails too) and this total.
inline void check_score(const std::string& text, const std::string& situation,
                        const FanCounts& expected, int total) {
  INFO("hand: " << text << " " << situation);
  auto result = score_of(text, situation);
  REQUIRE_MESSAGE(result.ok(), (result.ok() ? "" : result.error().message));
  CHECK_EQ(describe(fans_of(result.value())), describe(expected));
  CHECK_EQ(result.value().total, total);
}

inline void check_score(const std::string& text, const FanCounts& expected, int total) {
  check_score(text, "{}", expected, total);
}

inline ErrorCode error_of(const std::string& text, const std::string& situation = "{}") {
  auto result = score_of(text, situation);
  REQUIRE_FALSE(result.ok());
  CHECK_FALSE(result.error().message.empty());
  return result.error().code;
}

}  // namespace mahjong::test
