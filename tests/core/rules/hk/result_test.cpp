// The Hong Kong result and catalogue as JSON: the fields the page and the
// command line read, with their exact names and types.
#include <map>
#include <set>

#include "hk_test_support.h"
#include "rules/hk/faan_table.h"
#include "rules/hk/option_table.h"

namespace {

using nlohmann::ordered_json;
using mahjong::test::hk::result_of;

std::vector<std::string> keys_of(const ordered_json& o) {
  std::vector<std::string> keys;
  for (const auto& [k, v] : o.items()) keys.push_back(k);
  return keys;
}

}  // namespace

TEST_SUITE("hk") {

TEST_CASE("HK result: the fields, in order") {
  // The fixtures' Small Dragons hand: East, the dealer, wins on South's discard.
  ordered_json r = result_of("[CCC1]FFFPP123m56m7m", R"({"seat_wind": "E", "discarder": "S", "flowers": ["f1", "f2"]})");
  CHECK_EQ(keys_of(r), std::vector<std::string>{"ok", "rules", "total", "fans", "flowers", "meets_minimum",
                                                "capped_total", "limit", "base_points", "payments",
                                                "arrangement"});
  CHECK_EQ(r["rules"], "hk");
  CHECK_EQ(r["total"], 9);
  CHECK_EQ(r["capped_total"], 9);
  CHECK_EQ(r["limit"], false);
  CHECK_EQ(r["meets_minimum"], true);
  CHECK_EQ(r["base_points"], 32);
  CHECK_EQ(r["flowers"], 1);  // the faan of bonus tiles inside the total
  CHECK_EQ(r["payments"].dump(), R"({"E":256,"S":-128,"W":-64,"N":-64})");
  CHECK_EQ(r["fans"][0].dump(),
           R"({"id":"small_dragons","name":"Small Dragons","zh":"小三元","points":5,"count":1})");
  CHECK_EQ(r["fans"].size(), 3u);
  SUBCASE("the arrangement: the sets, the pair, where the winning tile went") {
    REQUIRE_EQ(r["arrangement"].size(), 5u);
    CHECK_EQ(r["arrangement"][0].dump(),
             R"({"kind":"pung","tiles":["C","C","C"],"declared":true,"concealed":false})");
    // The declared melds first, then the standing sets in tile order, then the pair.
    CHECK_EQ(r["arrangement"][2].dump(),
             R"({"kind":"chow","tiles":["5m","6m","7m"],"declared":false,"concealed":true,"winning_tile":true})");
    CHECK_EQ(r["arrangement"][3]["tiles"].dump(), R"(["F","F","F"])");
    CHECK_EQ(r["arrangement"][4].dump(), R"({"kind":"pair","tiles":["P","P"],"declared":false,"concealed":true})");
  }
  SUBCASE("a pung completed by a discard shows as exposed") {
    ordered_json p = result_of("222m555p888s33s99p3s", R"({"seat_wind": "S", "discarder": "W"})");
    bool found = false;
    for (const auto& g : p["arrangement"])
      if (g.contains("winning_tile")) {
        found = true;
        CHECK_EQ(g["kind"], "pung");
        CHECK_EQ(g["concealed"], false);
      }
    CHECK(found);
  }
  SUBCASE("seven pairs and thirteen orphans") {
    ordered_json p = result_of("1133m5577p2299sEE", R"({"seat_wind": "S", "discarder": "W", "options": {"seven_pairs": true}})");
    CHECK_EQ(p["arrangement"].size(), 7u);
    ordered_json t = result_of("19m19p19sESWNCFP1m", R"({"seat_wind": "S", "discarder": "W"})");
    CHECK_EQ(t["arrangement"].size(), 1u);
    CHECK_EQ(t["arrangement"][0]["tiles"].size(), 14u);
  }
}

TEST_CASE("HK catalogue: the faan table and the options, from the core") {
  ordered_json c = mahjong::json_from_document(mahjong::catalog(mahjong::RuleSet::hk));
  CHECK_EQ(keys_of(c), std::vector<std::string>{"rules", "fans", "options", "minimum", "limit", "situation_rules", "option_rules", "unit", "shown_total", "minimum_option", "flowers", "red_fives", "hand_fields", "result_fields"});
  CHECK_EQ(c["rules"], "hk");
  CHECK_EQ(c["minimum"], 3);
  CHECK_EQ(c["limit"], 13);

  SUBCASE("every faan with its number, names, value, exclusions and family") {
    REQUIRE_EQ(c["fans"].size(), 36u);
    std::set<std::string> ids;
    for (const auto& f : c["fans"]) ids.insert(f["id"].get<std::string>());
    int number = 0;
    for (const auto& f : c["fans"]) {
      CAPTURE(f["id"].get<std::string>());
      CHECK_EQ(keys_of(f), std::vector<std::string>{"id", "number", "name", "zh", "points", "implies",
                                                    "optional", "family"});
      CHECK_EQ(f["number"], ++number);
      for (const auto& g : f["implies"]) CHECK(ids.count(g.get<std::string>()));
      const std::string family = f["family"];
      CHECK((family == "hand" || family == "meld" || family == "condition" || family == "bonus"));
    }
    CHECK_EQ(c["fans"][0].dump(),
             R"({"id":"common_hand","number":1,"name":"Common Hand","zh":"平糊","points":1,"implies":[],"optional":false,"family":"hand"})");
    CHECK_EQ(c["fans"][2]["optional"], true);  // seven_pairs
    CHECK_EQ(c["fans"][14]["implies"].dump(), R"(["all_one_suit","win_from_wall"])");  // nine_gates
  }

  SUBCASE("every option with its type, default and choices or range") {
    REQUIRE_EQ(c["options"].size(), 21u);
    std::map<std::string, ordered_json> by_id;
    for (const auto& o : c["options"]) {
      CAPTURE(o["id"].get<std::string>());
      by_id[o["id"]] = o;
      const std::string type = o["type"];
      CHECK((type == "boolean" || type == "number" || type == "choice"));
      CHECK_EQ(o.contains("choices"), type == "choice");
      for (const char* key : {"source", "en", "zh"}) CHECK_FALSE(o[key].get<std::string>().empty());
    }
    CHECK_EQ(keys_of(by_id["min_faan"]),
             std::vector<std::string>{"id", "type", "default", "min", "max", "source", "en", "zh"});
    CHECK_EQ(by_id["min_faan"]["default"], 3);
    CHECK_EQ(by_id["min_faan"]["min"], 0);
    CHECK_EQ(by_id["min_faan"]["max"], 13);
    CHECK_EQ(by_id["limit"]["default"], 13);
    CHECK_EQ(by_id["limit"]["min"], 1);
    CHECK_EQ(by_id["seven_pairs"]["default"], false);
    CHECK_EQ(by_id["flowers_in_play"]["default"], true);
    CHECK_EQ(by_id["payment_table"]["default"], "traditional");
    CHECK_EQ(by_id["payment_table"]["choices"].dump(),
             R"(["traditional","simplified","canton","half_spicy","full_spicy","four_faan_max",)"
             R"("seven_faan_max","parlour"])");
    CHECK_EQ(by_id["dealer_doubles"]["type"], "boolean");
    CHECK_EQ(by_id["discard_payment"]["choices"].dump(), R"(["half","all"])");
    CHECK_EQ(by_id["discard_payment"]["default"], "half");
    CHECK_EQ(by_id["stake_preset"]["choices"].dump(),
             R"(["custom","two_five_chicken","five_one","one_two"])");
    CHECK_EQ(by_id["great_hands_liability"]["default"], false);
    CHECK_EQ(by_id["four_melds_liability"]["default"], false);
    CHECK_EQ(by_id["stake"]["type"], "number");
    CHECK_EQ(by_id["stake"]["default"], 1);
    CHECK_FALSE(by_id["stake"].contains("min"));
    CHECK_EQ(by_id["small_winds"]["choices"].dump(), R"(["seed","with_winds","limit"])");
  }
}

}  // TEST_SUITE
