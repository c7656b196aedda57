// Helpers for the Hong Kong tests: score a hand from notation with its
// situation as JSON (rules "hk" added), and compare the faan exactly, in the
// result's order, with their values.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "test_support.h"
#include "rules/hk/rule_set.h"

namespace mahjong::test::hk {

// English name and value, highest value first, equal values in table order.
using FaanList = std::vector<std::pair<std::string, int>>;

inline std::string with_rules(const std::string& situation) {
  auto doc = nlohmann::ordered_json::parse(situation);
  doc["rules"] = "hk";
  return doc.dump();
}

inline Outcome<Score> score_of(const std::string& text, const std::string& situation = "{}") {
  return test::score_of(text, with_rules(situation));
}

// The result as the JSON form gives it (payments in money, base_points).
inline nlohmann::ordered_json result_of(const std::string& text, const std::string& situation = "{}") {
  auto doc = nlohmann::ordered_json::parse(with_rules(situation));
  doc["text"] = text;
  return json_from_document(score_document(document_from_json(doc)));
}

inline FaanList faan_of(const Score& score) {
  FaanList out;
  for (const FanLine& f : score.fans) out.emplace_back(std::string(f.fan->name), f.fan->points);
  return out;
}

inline std::string describe(const FaanList& faan) {
  std::string s;
  for (const auto& [name, value] : faan) s += (s.empty() ? "" : ", ") + name + " " + std::to_string(value);
  return s.empty() ? "(none)" : s;
}

inline Score scored(const std::string& text, const std::string& situation) {
  auto result = score_of(text, situation);
  REQUIRE_MESSAGE(result.ok(), (result.ok() ? "" : result.error().message));
  return result.value();
}

// The hand scores exactly these faan, in this order (an extra one fails too),
// and this total.
inline Score check_faan(const std::string& text, const std::string& situation, const FaanList& expected,
                        int total) {
  INFO("hand: " << text << " " << situation);
  Score score = scored(text, situation);
  CHECK_EQ(describe(faan_of(score)), describe(expected));
  CHECK_EQ(score.total, total);
  int sum = 0;
  for (const FanLine& f : score.fans) sum += f.fan->points * f.count;
  CHECK_EQ(sum, score.total);
  return score;
}

inline ErrorCode error_of(const std::string& text, const std::string& situation = "{}") {
  auto result = score_of(text, situation);
  REQUIRE_FALSE(result.ok());
  CHECK_FALSE(result.error().message.empty());
  return result.error().code;
}

}  // namespace mahjong::test::hk
