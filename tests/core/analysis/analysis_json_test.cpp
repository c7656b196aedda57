// The analysis's JSON text (core/analysis/analysis_json.h): the issue's
// contract, exactly, and fans written as the scorer's own JSON writes them.
#include "analysis/analysis_json.h"
#include "test_support.h"

namespace {

using namespace mahjong;
using nlohmann::ordered_json;

Outcome<analysis::Analysis> analyse(const std::string& text, const std::string& situation = "{}") {
  auto hand = test::hand_of(text, situation);
  REQUIRE(hand.ok());
  return analysis::analyze(analysis::analysis_input_of(hand.value()));
}

// The scorer's JSON for the hand won on `win` (by discard or self-drawn).
ordered_json scored(const std::string& standing, const std::string& win, bool self_drawn,
                    const std::string& rules = "mcr") {
  ordered_json hand = {{"text", standing + win}, {"self_drawn", self_drawn}, {"rules", rules}};
  return json_from_document(score_document(document_from_json(hand)));
}

}  // namespace

TEST_CASE("analysis JSON: a hand not ready, to the byte") {
  // Ten of the thirteen orphans: any terminal or honour brings it closer.
  CHECK_EQ(analysis::analysis_json(analyse("1m5m9m1p5p9p1s5s9s1z2z3z4z")),
           R"({"ok":true,"rules":"mcr","tiles":13,"shanten":3,"waits":[],)"
           R"("useful":["1m","9m","1p","9p","1s","9s","E","S","W","N","C","F","P"]})");
}

TEST_CASE("analysis JSON: a ready hand's waits carry the scorer's fans") {
  const std::string standing = "1112345678999m";
  const std::string text = analysis::analysis_json(analyse(standing));
  const ordered_json got = ordered_json::parse(text);
  CHECK_EQ(text, got.dump());  // compact, in this key order
  CHECK_EQ(got["ok"], true);
  CHECK_EQ(got["rules"], "mcr");
  CHECK_EQ(got["tiles"], 13);
  CHECK_EQ(got["shanten"], 0);
  CHECK_EQ(got["useful"], ordered_json::array());
  REQUIRE_EQ(got["waits"].size(), 9u);
  for (const auto& w : got["waits"]) {
    const std::string tile = w["tile"];
    CAPTURE(tile);
    CHECK_EQ(std::vector<std::string>{"tile", "in_hand", "discard", "self_drawn"},
             [&] { std::vector<std::string> k; for (auto& [key, v] : w.items()) k.push_back(key); return k; }());
    for (bool self_drawn : {false, true}) {
      const ordered_json want = scored(standing, tile, self_drawn);
      const ordered_json& value = w[self_drawn ? "self_drawn" : "discard"];
      CHECK_EQ(value["total"], want["total"]);
      CHECK_EQ(value["meets_minimum"], want["meets_minimum"]);
      CHECK_EQ(value["fans"].dump(), want["fans"].dump());
    }
  }
}

TEST_CASE("analysis JSON: a wait on a fifth copy has no values") {
  CHECK_EQ(analysis::analysis_json(analyse("1111m456p789s111z")),
           R"({"ok":true,"rules":"mcr","tiles":13,"shanten":0,"waits":[{"tile":"1m","in_hand":4}],"useful":[]})");
}

TEST_CASE("analysis JSON: fourteen tiles list the discards, best first") {
  const ordered_json got = ordered_json::parse(analysis::analysis_json(analyse("123m456p789s11z55z2z")));
  CHECK_EQ(got["tiles"], 14);
  CHECK_EQ(got["shanten"], 0);
  CHECK_FALSE(got.contains("waits"));
  const ordered_json& best = got["discards"][0];
  CHECK_EQ(best["tile"], "S");
  CHECK_EQ(best["shanten"], 0);
  CHECK_EQ(best["useful"], ordered_json::array({"E", "P"}));
  CHECK_EQ(best["useful_count"], 4);
  CHECK_EQ(best["waits"].size(), 2u);
  CHECK_EQ(got["discards"][1]["waits"], ordered_json::array());
}

TEST_CASE("analysis JSON: Hong Kong values add the capped total and the limit") {
  const std::string text = analysis::analysis_json(
      analyse("1133m2233p5566s7z", R"({"rules": "hk", "options": {"seven_pairs": true}})"));
  const ordered_json got = ordered_json::parse(text);
  CHECK_EQ(got["rules"], "hk");
  const ordered_json& v = got["waits"][0]["discard"];
  CHECK(v.contains("capped_total"));
  CHECK(v.contains("limit"));
}

TEST_CASE("analysis JSON: errors as scoring writes them") {
  analysis::AnalysisInput in;
  in.concealed = {0, 1, 2};
  const std::string text = analysis::analysis_json(analysis::analyze(in));
  const ordered_json got = ordered_json::parse(text);
  CHECK_EQ(text, got.dump());
  CHECK_EQ(got["ok"], false);
  CHECK_EQ(got["error"]["code"], "tile_count");
  SUBCASE("a message's quotes and control characters are escaped") {
    const std::string odd = analysis::analysis_json(Error{ErrorCode::parse, "a \"b\" \\ \n\x01"});
    CHECK_EQ(ordered_json::parse(odd)["error"]["message"], "a \"b\" \\ \n\x01");
    CHECK_EQ(odd, ordered_json::parse(odd).dump());
  }
}

TEST_CASE("analysis JSON: well-formed and compact on fixture hands, 13 and 14 tiles") {
  int row_index = 0, written = 0;
  for (const char* file : {"mcr-public.jsonl", "hk-seed-examples.jsonl"}) {
    for (const auto& row : test::load_fixture(file)) {
      if (!row.contains("hand") || !row.contains("expect") || row_index++ % 32) continue;
      auto hand = hand_from_document(document_from_json(row["hand"]));
      REQUIRE(hand.ok());
      if (hand.value().win_tile == kNoTile) continue;
      CAPTURE(row["id"].get<std::string>());
      analysis::AnalysisInput in = analysis::analysis_input_of(hand.value());
      for (int tiles : {14, 13}) {
        if (tiles == 13) in.drawn = kNoTile;
        const std::string text = analysis::analysis_json(analysis::analyze(in));
        const ordered_json got = ordered_json::parse(text);
        CHECK_EQ(text, got.dump());
        CHECK_EQ(got["ok"], true);
        CHECK_EQ(got["tiles"], tiles);
        ++written;
      }
    }
  }
  CHECK_GT(written, 120);
}
