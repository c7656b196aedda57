// The result's JSON form: the reference hands through the whole trip (JSON
// text in, result text out), judged as ../shared/tools/check-riichi judges
// them; and the fields the spec asks for.
#include "riichi_support.h"
#include "rules/riichi/write_result.h"
#include "test_support.h"

namespace mahjong::riichi::test {
namespace {

nlohmann::json result_of(const std::string& hand_json) {
  static json::Reader reader;
  std::string out;
  score_json(reader, hand_json, out);  // the registry's whole trip (core/hand_io.h)
  return nlohmann::json::parse(out);
}

// check-riichi's yaku map: {id: han x count} from the result's list.
YakuHan yaku_map(const nlohmann::json& result) {
  YakuHan out;
  for (const auto& y : result["yaku"]) out[y["id"].get<std::string>()] += y["han"].get<int>() * y["count"].get<int>();
  return out;
}

TEST_CASE("Riichi result JSON: the reference hands as check-riichi judges them") {
  int agreeing = 0;
  const auto rows = mahjong::test::load_fixture("riichi-public.jsonl");
  for (const auto& row : rows) {
    const auto got = result_of(row["hand"].dump());
    const nlohmann::json e = nlohmann::json::parse(row["expect"].dump());
    bool ok = got["ok"] == true;
    if (ok && e.contains("meets_minimum")) ok = got["meets_minimum"] == false && !got.contains("payments");
    else if (ok) {
      ok = got["meets_minimum"] == true && got["han"] == e["han"] && got["yakuman"] == e["yakuman"] &&
           (!e.contains("fu") || got["fu"] == e["fu"]) && got["payments"] == e["payments"];
      YakuHan want;
      for (const auto& [id, han] : e["yaku"].items()) want[id] = han.get<int>();
      ok = ok && yaku_map(got) == want;
    }
    if (ok) ++agreeing;
    else
      MESSAGE(row["id"].get<std::string>() << ": " << got.dump());
  }
  CHECK_EQ(agreeing, int(rows.size()));
}

TEST_CASE("Riichi result JSON: fields") {
  SUBCASE("a scoring hand") {
    const auto r = result_of(
        R"({"rules": "riichi", "text": "111m567p22s34568s7s", "seat_wind": "S", "self_drawn": true, "riichi": true,
            "dora_indicators": ["1s"], "honba": 1})");
    CHECK_EQ(r["ok"], true);
    CHECK_EQ(r["rules"], "riichi");
    CHECK_EQ(r["han"], 4);
    CHECK_EQ(r["fu"], 40);
    CHECK_EQ(r["limit"], "mangan");
    CHECK_EQ(r["yakuman"], 0);
    CHECK_EQ(r["base_points"], 2000);
    CHECK_EQ(r["yaku"][0], nlohmann::json::parse(R"({"id": "riichi", "name": "Riichi", "ja": "立直", "han": 1, "count": 1})"));
    CHECK_EQ(r["fu_details"][0], nlohmann::json::parse(R"({"reason": "base", "fu": 20})"));
    CHECK_EQ(r["payments"], nlohmann::json::parse(R"({"E": -4100, "S": 8300, "W": -2100, "N": -2100})"));
  }
  SUBCASE("a yakuman leaves fu out; a hand below the limits has limit null") {
    const auto y = result_of(R"({"rules": "riichi", "text": "111m999p444s777s2p2p", "discarder": "N"})");
    CHECK_FALSE(y.contains("fu"));
    CHECK_EQ(y["yakuman"], 1);
    CHECK_EQ(y["limit"], "yakuman");
    const auto p = result_of(R"({"rules": "riichi", "text": "123m456789p23s99m1s", "seat_wind": "S", "discarder": "W"})");
    CHECK(p["limit"].is_null());
    CHECK_EQ(p["payments"]["W"], -1000);
  }
  SUBCASE("a hand without yaku: no payments") {
    const auto r = result_of(R"({"rules": "riichi", "text": "[123m1]456789p13s99m2s", "seat_wind": "S", "discarder": "W"})");
    CHECK_EQ(r["ok"], true);
    CHECK_EQ(r["meets_minimum"], false);
    CHECK_FALSE(r.contains("payments"));
  }
  SUBCASE("an error") {
    const auto r = result_of(R"({"rules": "riichi", "text": "123m", "honba": -1})");
    CHECK_EQ(r["ok"], false);
    CHECK_EQ(r["error"]["code"], "parse");
  }
}

}  // namespace
}  // namespace mahjong::riichi::test
