// Helpers shared by the core tests: score a hand from notation with its
// situation written as JSON, and compare fan lists exactly.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

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

// The same, from a result in the spec's JSON form.
inline FanCounts fans_of(const nlohmann::ordered_json& result) {
  FanCounts out;
  for (const auto& f : result["fans"]) out[f["name"].get<std::string>()] += f["count"].get<int>();
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

// The rows of a JSON-lines file in tests/fixtures/.
inline std::vector<nlohmann::ordered_json> load_fixture(const std::string& name) {
  std::ifstream in(std::string(MAHJONG_FIXTURES) + "/" + name);
  REQUIRE_MESSAGE(in.good(), "missing fixture " << name);
  std::vector<nlohmann::ordered_json> rows;
  std::string line;
  while (std::getline(in, line))
    if (!line.empty()) rows.push_back(nlohmann::ordered_json::parse(line));
  return rows;
}

// What every rule set's table promises of its rows' FanInfo: unique ids and
// names in both languages, snake_case ids, a Chinese name of two or more
// characters.
template <class Rows>
void check_fan_names(const Rows& rows) {
  std::set<std::string_view> ids, names, zh;
  for (const auto& row : rows) {
    CAPTURE(row.info.name);
    CHECK(ids.insert(row.info.id).second);
    CHECK(names.insert(row.info.name).second);
    CHECK(zh.insert(row.info.zh).second);
    CHECK(std::all_of(row.info.id.begin(), row.info.id.end(),
                      [](char c) { return std::islower(static_cast<unsigned char>(c)) || c == '_'; }));
    CHECK_GE(row.info.zh.size(), 6u);  // two or more CJK characters in UTF-8
  }
}

}  // namespace mahjong::test
