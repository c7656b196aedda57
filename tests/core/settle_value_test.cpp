// Settlement by value (core/settle_value.h): a hand entered by its points or
// faan pays what the same hand scored pays, and a request the rules refuse
// gets an error value.
#include <array>
#include <cmath>
#include <vector>
#include <string>

#include "json_reader.h"
#include "rules/hk/settlement.h"
#include "settle_value.h"
#include "test_support.h"

using namespace mahjong;
using nlohmann::ordered_json;

namespace {

ordered_json settled(const ordered_json& request) {
  json::Reader reader;
  std::string out;
  settle_json(reader, request.dump(), out);
  return ordered_json::parse(out);
}

ordered_json scored(const ordered_json& hand) { return json_from_document(score_document(document_from_json(hand))); }

ErrorCode error_of(const ordered_json& request) {
  const ordered_json got = settled(request);
  REQUIRE_MESSAGE(!got["ok"].get<bool>(), got.dump());
  CHECK_FALSE(got["error"]["message"].get<std::string>().empty());
  const std::string code = got["error"]["code"];
  return code == "parse" ? ErrorCode::parse : code == "inconsistent" ? ErrorCode::inconsistent : ErrorCode::not_winning;
}

// The settlement request for a scored hand: its value and how it was won.
ordered_json request_for(const ordered_json& hand, const ordered_json& result) {
  const bool hk = hand.value("rules", "mcr") == "hk";
  ordered_json r = {{"rules", hk ? "hk" : "mcr"}, {hk ? "faan" : "points", result["total"]},
                    {"winner", hand.value("seat_wind", "E")}};
  if (!hk) r["flowers"] = result["flowers"];
  if (hand.value("self_drawn", false) || hand.value("kong_replacement", false)) r["self_drawn"] = true;
  if (hand.contains("discarder") && !hand["discarder"].is_null()) r["discarder"] = hand["discarder"];
  if (hand.value("robbing_kong", false)) r["robbing_kong"] = true;
  if (hand.contains("liable")) r["liable"] = hand["liable"];
  // 十二張落地 (four melds laid down) won on a discard under
  // four_melds_liability: the table names the discarder liable.
  int laid_down = 0;
  for (const auto& m : hand.value("melds", ordered_json::array())) laid_down += !(m["type"] == "kong" && m.value("concealed", false));
  if (hand.contains("options") && hand["options"].value("four_melds_liability", false) && laid_down == 4 &&
      r.contains("discarder"))
    r["liable"] = r["discarder"];
  if (hand.contains("options")) r["options"] = hand["options"];
  return r;
}

const char* const kWinds[] = {"E", "S", "W", "N"};

}  // namespace

TEST_SUITE("settle_value") {

TEST_CASE("Issue 15's 半銃 example: its faan settled by value pays what the scored hand pays") {
  const ordered_json hand = ordered_json::parse(
      R"({"rules":"hk","text":"234m567p345s99p67s8s","seat_wind":"N","discarder":"W","flowers":["f4"],)"
      R"("options":{"discard_payment":"half","dealer_doubles":false}})");
  const ordered_json result = scored(hand);
  REQUIRE_MESSAGE(result["ok"].get<bool>(), result.dump());
  // Worked by hand: Common Hand (all chows, a pair of 9p) 1, Concealed Hand 1
  // (won on a discard), North's own flower f4 1: 3 faan, base 8 on the
  // traditional table. 半銃: West 8 x 2, East 8, South 8; North takes 32.
  CHECK_EQ(result["total"], 3);
  CHECK_EQ(result["base_points"], 8);
  const ordered_json expected = {{"E", -8}, {"S", -8}, {"W", -16}, {"N", 32}};
  CHECK_EQ(result["payments"], expected);

  const ordered_json got = settled({{"rules", "hk"}, {"faan", 3}, {"winner", "N"}, {"discarder", "W"},
                                    {"options", {{"discard_payment", "half"}, {"dealer_doubles", false}}}});
  REQUIRE_MESSAGE(got["ok"].get<bool>(), got.dump());
  CHECK_EQ(got["payments"], expected);
  CHECK_EQ(got["base_points"], 8);
  CHECK_EQ(got["capped_total"], 3);
  CHECK_EQ(got["meets_minimum"], true);
  CHECK_EQ(got["stake"], 1);
}

TEST_CASE("Property: every fixture hand that scores pays the same settled by its total or faan") {
  int compared = 0, content_rule = 0;
  for (const char* file : {"mcr-public.jsonl", "mcr-seed-examples.jsonl", "hk-seed-examples.jsonl"}) {
    for (const auto& f : test::load_fixture(file)) {
      if (!f.contains("hand")) continue;
      const ordered_json& original = f["hand"];
      // A hand won on a discard that names no discarder is tried on each
      // other seat's discard, so that it has payments to compare.
      std::vector<ordered_json> hands;
      const bool says_how = original.value("self_drawn", false) || original.value("kong_replacement", false) ||
                            (original.contains("discarder") && !original["discarder"].is_null());
      if (says_how) hands.push_back(original);
      else
        for (const char* seat : kWinds)
          if (seat != original.value("seat_wind", "E")) {
            ordered_json h = original;
            h["discarder"] = seat;
            hands.push_back(h);
          }
      for (const ordered_json& hand : hands) {
        const ordered_json result = scored(hand);
        if (!result["ok"].get<bool>()) continue;
        CAPTURE(f["id"].get<std::string>());
        CAPTURE(hand.dump());
        const ordered_json got = settled(request_for(hand, result));
        REQUIRE_MESSAGE(got["ok"].get<bool>(), got.dump());
        // Hong Kong's minimum also asks for a faan of the hand's content
        // (min_needs_hand_faan), which a value cannot show: a table entering
        // the faan has judged it. Those hands are counted, not compared.
        if (result["meets_minimum"] != got["meets_minimum"]) {
          REQUIRE_EQ(result["rules"], "hk");
          CHECK_EQ(got["capped_total"], result["capped_total"]);
          ++content_rule;
          continue;
        }
        CHECK_EQ(got.value("payments", ordered_json()).dump(), result.value("payments", ordered_json()).dump());
        for (const char* key : {"total", "flowers", "capped_total", "limit", "base_points"}) {
          CAPTURE(key);
          if (result.contains(key) && got.contains(key)) CHECK_EQ(got[key], result[key]);
        }
        ++compared;
      }
    }
  }
  MESSAGE("settled by value and compared: " << compared << " hands; HK content rule only: " << content_rule);
  CHECK_GE(compared, 4000);
}

// A score sheet enters a Riichi hand by the han and fu the table calls (a
// yakuman hand by its basic points), with the honba and deposits it counts.
TEST_CASE("Property: every Riichi fixture hand that wins pays the same settled by its han and fu, honba and deposits") {
  int compared = 0;
  for (const auto& f : test::load_fixture("riichi-public.jsonl")) {
    if (!f.contains("hand")) continue;
    const ordered_json& hand = f["hand"];
    const ordered_json result = scored(hand);
    if (!result["ok"].get<bool>() || !result["meets_minimum"].get<bool>() || !result.contains("payments")) continue;
    CAPTURE(f["id"].get<std::string>());
    ordered_json request = {{"rules", "riichi"}, {"winner", hand["seat_wind"]}, {"honba", hand.value("honba", 0)},
                            {"deposits", hand.value("riichi_sticks", 0)}, {"options", hand.value("options", ordered_json::object())}};
    if (hand.value("self_drawn", false)) request["self_drawn"] = true;
    else request["discarder"] = hand["discarder"];
    if (result["yakuman"].get<int>() > 0) {
      request["base_points"] = result["base_points"];
    } else {
      request["han"] = result["han"];
      request["fu"] = result["fu"];
    }
    const ordered_json got = settled(request);
    REQUIRE_MESSAGE(got["ok"].get<bool>(), got.dump());
    CHECK_EQ(got["base_points"], result["base_points"]);
    CHECK_EQ(got["payments"].dump(), result["payments"].dump());
    ++compared;
  }
  MESSAGE("Riichi hands settled by value and compared: " << compared);
  CHECK_GE(compared, 200);
}

TEST_CASE("Every settlement example of seed 001, settled by value") {
  int n = 0;
  for (const auto& f : test::load_fixture("hk-seed-examples.jsonl")) {
    if (f["kind"] != "settlement") continue;
    CAPTURE(f["id"].get<std::string>());
    ordered_json in = f["input"];
    ordered_json request = {{"rules", "hk"}, {"faan", in["faan"]}, {"winner", in["winner"]}};
    for (const char* key : {"self_drawn", "discarder", "robbing_kong", "options"})
      if (in.contains(key) && !in[key].is_null()) request[key] = in[key];
    // The seed's tables start at 0 faan; its worked examples ignore the minimum.
    request["options"]["min_faan"] = 0;
    const ordered_json got = settled(request);
    REQUIRE_MESSAGE(got["ok"].get<bool>(), got.dump());
    CHECK_EQ(got["base_points"], f["expect"]["base_points"]);
    for (const char* seat : kWinds) CHECK_EQ(got["payments"][seat].get<double>(), f["expect"]["payments"][seat].get<double>());
    ++n;
  }
  CHECK_GE(n, 79);
}

TEST_CASE("MCR: 8 + x, and no payments below the minimum") {
  SUBCASE("self-drawn 24 points: 32 from each") {
    const ordered_json got = settled({{"points", 24}, {"winner", "S"}, {"self_drawn", true}});
    CHECK_EQ(got["payments"], ordered_json({{"E", -32}, {"S", 96}, {"W", -32}, {"N", -32}}));
  }
  SUBCASE("on a discard: the discarder 8 + x, the others 8") {
    const ordered_json got = settled({{"rules", "mcr"}, {"points", 10}, {"winner", "E"}, {"discarder", "N"}});
    CHECK_EQ(got["payments"], ordered_json({{"E", 34}, {"S", -8}, {"W", -8}, {"N", -18}}));
  }
  SUBCASE("9 points of which 2 flowers: below 8, no payments, as the scorer") {
    const ordered_json got = settled({{"points", 9}, {"flowers", 2}, {"winner", "E"}, {"discarder", "N"}});
    CHECK_EQ(got["meets_minimum"], false);
    CHECK_FALSE(got.contains("payments"));
  }
}

TEST_CASE("Hong Kong: limit, minimum, tables, stake, base points, 包") {
  SUBCASE("over the limit pays the limit") {
    const ordered_json got = settled({{"rules", "hk"}, {"faan", 20}, {"winner", "S"}, {"self_drawn", true},
                                      {"options", {{"limit", 10}}}});
    CHECK_EQ(got["capped_total"], 10);
    CHECK_EQ(got["limit"], true);
    CHECK_EQ(got["base_points"], 64);
    // self-drawn x2, East x2 as dealer: E 256, S and N 128 each... S is the winner: E, W, N pay.
    CHECK_EQ(got["payments"], ordered_json({{"E", -256}, {"S", 512}, {"W", -128}, {"N", -128}}));
  }
  SUBCASE("below min_faan: nobody pays, as the scorer (ruling 25)") {
    const ordered_json got = settled({{"rules", "hk"}, {"faan", 2}, {"winner", "S"}, {"discarder", "W"}});
    CHECK_EQ(got["meets_minimum"], false);
    CHECK_EQ(got["payments"], ordered_json({{"E", 0}, {"S", 0}, {"W", 0}, {"N", 0}}));
  }
  SUBCASE("four_faan_max and a named stake: 二五雞 is 0.25 a base point") {
    const ordered_json got = settled({{"rules", "hk"}, {"faan", 9}, {"winner", "N"}, {"discarder", "W"},
                                      {"options", {{"payment_table", "four_faan_max"}, {"stake_preset", "two_five_chicken"},
                                                   {"dealer_doubles", false}}}});
    // 9 faan pays as 4: base 16; W 32, E 16, S 16 base points; times 0.25.
    CHECK_EQ(got["base_points"], 16);
    CHECK_EQ(got["stake"], 0.25);
    CHECK_EQ(got["payments"], ordered_json({{"E", -4}, {"S", -4}, {"W", -8}, {"N", 16}}));
  }
  SUBCASE("全銃: the discarder pays every share") {
    const ordered_json got = settled({{"rules", "hk"}, {"faan", 3}, {"winner", "N"}, {"discarder", "W"},
                                      {"options", {{"discard_payment", "all"}, {"dealer_doubles", false}}}});
    CHECK_EQ(got["payments"], ordered_json({{"E", 0}, {"S", 0}, {"W", -32}, {"N", 32}}));
  }
  SUBCASE("base points read off a table's own chart") {
    const ordered_json got = settled({{"rules", "hk"}, {"base_points", 5}, {"winner", "E"}, {"discarder", "S"}});
    // East wins: every share doubled for the dealer; South doubled again.
    CHECK_EQ(got["payments"], ordered_json({{"E", 40}, {"S", -20}, {"W", -10}, {"N", -10}}));
    CHECK_FALSE(got.contains("total"));
  }
  SUBCASE("包 under great_hands_liability: the liable seat pays for everyone") {
    const ordered_json got = settled({{"rules", "hk"}, {"faan", 13}, {"winner", "S"}, {"discarder", "N"},
                                      {"liable", "W"}, {"options", {{"great_hands_liability", true}}}});
    // base 64: East 128 (dealer), West 64, North 128 (discarder): West pays 320.
    CHECK_EQ(got["payments"], ordered_json({{"E", 0}, {"S", 320}, {"W", -320}, {"N", 0}}));
  }
  SUBCASE("robbing a kong: the robbed player pays every share") {
    const ordered_json got = settled({{"rules", "hk"}, {"faan", 3}, {"winner", "S"}, {"discarder", "W"},
                                      {"robbing_kong", true}, {"options", {{"dealer_doubles", false}}}});
    CHECK_EQ(got["payments"], ordered_json({{"E", 0}, {"S", 32}, {"W", -32}, {"N", 0}}));
  }
}

TEST_CASE("Requests the rules refuse get error values") {
  using E = ErrorCode;
  CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 3}, {"winner", "N"}, {"discarder", "N"}}), E::inconsistent);
  CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 3}, {"winner", "N"}}), E::inconsistent);
  CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 3}, {"winner", "N"}, {"self_drawn", true}, {"discarder", "E"}}), E::inconsistent);
  CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 3}, {"winner", "N"}, {"self_drawn", true}, {"robbing_kong", true}}), E::inconsistent);
  SUBCASE("包") {
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 13}, {"winner", "N"}, {"self_drawn", true}, {"liable", "E"}}), E::inconsistent);
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 13}, {"winner", "N"}, {"self_drawn", true}, {"liable", "N"},
                       {"options", {{"great_hands_liability", true}}}}), E::inconsistent);
    // four_melds_liability alone: the liable player is the discarder
    const ordered_json four = {{"four_melds_liability", true}};
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 5}, {"winner", "N"}, {"discarder", "E"}, {"liable", "S"}, {"options", four}}),
             E::inconsistent);
    const ordered_json ok = settled({{"rules", "hk"}, {"faan", 5}, {"winner", "N"}, {"discarder", "E"}, {"liable", "E"}, {"options", four}});
    CHECK_EQ(ok["ok"], true);
    CHECK_EQ(error_of({{"points", 13}, {"winner", "N"}, {"discarder", "E"}, {"liable", "E"}}), E::inconsistent);
  }
  SUBCASE("fields and ranges") {
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", -1}, {"winner", "N"}, {"self_drawn", true}}), E::parse);
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 2.5}, {"winner", "N"}, {"self_drawn", true}}), E::parse);
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 101}, {"winner", "N"}, {"self_drawn", true}}), E::parse);
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", "3"}, {"winner", "N"}, {"self_drawn", true}}), E::parse);
    CHECK_EQ(error_of({{"rules", "hk"}, {"points", 3}, {"winner", "N"}, {"self_drawn", true}}), E::parse);
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 3}, {"base_points", 8}, {"winner", "N"}, {"self_drawn", true}}), E::parse);
    CHECK_EQ(error_of({{"faan", 3}, {"winner", "N"}, {"self_drawn", true}}), E::parse);  // MCR settles by points
    CHECK_EQ(error_of({{"points", 8}, {"self_drawn", true}}), E::parse);                  // no winner
    CHECK_EQ(error_of({{"points", 8}, {"winner", "X"}, {"self_drawn", true}}), E::parse);
    CHECK_EQ(error_of({{"points", 8}, {"winner", "E"}, {"self_drawn", "yes"}}), E::parse);
    CHECK_EQ(error_of({{"points", 8}, {"winner", "E"}, {"self_drawn", true}, {"seat", "E"}}), E::parse);
    CHECK_EQ(error_of({{"points", 9}, {"flowers", 10}, {"winner", "E"}, {"self_drawn", true}}), E::parse);
    CHECK_EQ(error_of({{"points", 5}, {"flowers", 6}, {"winner", "E"}, {"self_drawn", true}}), E::inconsistent);
    CHECK_EQ(error_of(ordered_json::array()), E::parse);
    json::Reader reader;
    std::string out;
    settle_json(reader, "{\"points\": 8,", out);
    CHECK_EQ(ordered_json::parse(out)["error"]["code"], "parse");
  }
  SUBCASE("options: only known ones, read as a hand's are") {
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 3}, {"winner", "N"}, {"self_drawn", true}, {"options", {{"discard_payment", "seed"}}}}),
             E::parse);
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 3}, {"winner", "N"}, {"self_drawn", true}, {"options", {{"stake", 0}}}}), E::parse);
    CHECK_EQ(error_of({{"rules", "hk"}, {"faan", 3}, {"winner", "N"}, {"self_drawn", true}, {"options", {{"nonsense", true}}}}),
             E::parse);
    CHECK_EQ(error_of({{"points", 8}, {"winner", "N"}, {"self_drawn", true}, {"options", {{"payment_table", "canton"}}}}), E::parse);
  }
}

TEST_CASE("Random requests: every answer is one JSON object, a settlement summing to zero or an error") {
  // Fields of every kind with values of every type, as a hostile caller might send.
  const std::vector<std::string> keys = {"rules", "points", "faan", "base_points", "flowers", "winner", "self_drawn",
                                         "discarder", "robbing_kong", "liable", "options", "seat"};
  const std::vector<ordered_json> values = {
      "hk", "mcr", "E", "N", "X", "", true, false, nullptr, 0, 3, 8, 13, 100, 101, -1, 2.5, 1e300, 1000000,
      ordered_json::array(), ordered_json::object(), ordered_json{{"discard_payment", "all"}},
      ordered_json{{"limit", 5}, {"min_faan", 8}}, ordered_json{{"great_hands_liability", true}},
      ordered_json{{"stake_preset", "five_one"}, {"payment_table", "parlour"}}};
  unsigned seed = 12345;
  auto next = [&](std::size_t n) { return (seed = seed * 1103515245u + 12345u) / 65536u % n; };
  int ok = 0;
  for (int i = 0; i < 20000; ++i) {
    // A good request of either rule set, then up to three fields changed or added.
    ordered_json r = next(2) ? ordered_json{{"points", 8 + int(next(50))}, {"winner", "E"}, {"self_drawn", true}}
                             : ordered_json{{"rules", "hk"}, {"faan", int(next(14))}, {"winner", "S"}, {"discarder", "N"}};
    for (int k = int(next(4)); k > 0; --k) r[keys[next(keys.size())]] = values[next(values.size())];
    CAPTURE(r.dump());
    const ordered_json got = settled(r);
    REQUIRE(got["ok"].is_boolean());
    if (!got["ok"].get<bool>()) {
      CHECK_FALSE(got["error"]["message"].get<std::string>().empty());
      continue;
    }
    ++ok;
    if (!got.contains("payments")) continue;
    double sum = 0;
    for (const char* seat : kWinds) sum += got["payments"][seat].get<double>();
    CHECK(std::abs(sum) < 1e-6 * (1 + std::abs(got["payments"]["E"].get<double>())));
  }
  MESSAGE("settled: " << ok << " of 20000");
  CHECK_GT(ok, 100);
}

TEST_CASE("Regression (issue 27): money at a fractional stake is whole units of its last decimal and sums to zero") {
  SUBCASE("96 base points at 0.1 pay 9.6, not 9.600000000000001") {
    const ordered_json got = settled({{"rules", "hk"}, {"base_points", 8}, {"winner", "E"}, {"self_drawn", true},
                                      {"options", {{"stake", 0.1}}}});
    // East self-draws: each share 8 x 2 (self-drawn) x 2 (dealer) = 32 base points, 96 in all.
    CHECK_EQ(got.dump(), R"({"ok":true,"rules":"hk","meets_minimum":true,"base_points":8,"stake":0.1,)"
                         R"("payments":{"E":9.6,"S":-3.2,"W":-3.2,"N":-3.2}})");
  }
  SUBCASE("1,408 settlements at each fractional stake sum to exactly zero in the stake's unit") {
    const std::vector<std::string> tables = {"traditional", "simplified", "canton", "half_spicy",
                                             "full_spicy", "four_faan_max", "seven_faan_max", "parlour"};
    for (const double stake : {0.1, 0.3, 0.7, 1.1, 0.05, 2.35}) {
      const int decimals = hk::stake_decimals(stake);
      const double unit = std::pow(10.0, decimals);
      int settlements = 0;
      for (const std::string& table : tables)
        for (int faan = 0; faan <= 10; ++faan)
          for (int w = 0; w < 4; ++w)
            for (int how = -1; how < 4; ++how) {
              if (how == w) continue;
              ordered_json r = {{"rules", "hk"}, {"faan", faan}, {"winner", kWinds[w]},
                                {"options", {{"stake", stake}, {"payment_table", table}, {"min_faan", 0}}}};
              if (how < 0) r["self_drawn"] = true;
              else r["discarder"] = kWinds[how];
              const ordered_json got = settled(r);
              REQUIRE_MESSAGE(got["ok"].get<bool>(), got.dump());
              long long units = 0;
              for (const auto& [seat, pay] : got["payments"].items()) {
                const double scaled = pay.get<double>() * unit;
                CHECK_EQ(scaled, std::round(scaled));  // no digits past the stake's
                units += std::llround(scaled);
              }
              CHECK_EQ(units, 0);
              ++settlements;
            }
      CHECK_EQ(settlements, 1408);
    }
  }
  SUBCASE("the stake's decimals") {
    CHECK_EQ(hk::stake_decimals(1), 0);
    CHECK_EQ(hk::stake_decimals(0.25), 2);
    CHECK_EQ(hk::stake_decimals(0.1), 1);
    CHECK_EQ(hk::stake_decimals(1.0 / 3), hk::kStakeDecimals);  // rounded once, to the millionth
    CHECK_EQ(hk::money(3, 1.0 / 3), 0.999999);
    CHECK_EQ(hk::money(-96, 0.1), -9.6);
  }
}

TEST_CASE("Regression (issue 27): a request's whole numbers as written (1e-400 is not 0 flowers)") {
  json::Reader reader;
  const auto answer = [&](const std::string& fields) {
    std::string out;
    settle_json(reader, R"({"rules":"mcr","winner":"E","self_drawn":true,)" + fields + "}", out);
    return ordered_json::parse(out);
  };
  CHECK(answer(R"("points":9,"flowers":1)")["ok"].get<bool>());
  CHECK(answer(R"("points":9,"flowers":1.0)")["ok"].get<bool>());
  for (const std::string fields : {R"("points":9,"flowers":1e-400)", R"("points":9,"flowers":0.000001e-300)",
                                   R"("points":8.0000000000000000001)"}) {
    const ordered_json got = answer(fields);
    REQUIRE_FALSE_MESSAGE(got["ok"].get<bool>(), fields);
    CHECK_NE(got["error"]["message"].get<std::string>().find("whole number"), std::string::npos);
  }
}

}  // TEST_SUITE
