// Riichi's options and presets: each option changes a hand, each preset sets
// every option as docs/riichi-rules.md cites, and an option beside a preset wins.
#include "riichi_support.h"
#include "rules/riichi/option_table.h"

namespace mahjong::riichi::test {
namespace {

Options options_of(const std::string& json) {
  auto hand = riichi_hand(nlohmann::json::parse(R"({"text": "123m456789p13s99m2s", "options": )" + json + "}"));
  REQUIRE_MESSAGE(hand.ok(), (hand.ok() ? "" : hand.error().message));
  return hand.value().options;
}

TEST_CASE("Riichi options: defaults are Tenhou's") {
  const Options o = options_of("{}");
  CHECK(o.aka_dora);
  CHECK(o.open_tanyao);
  CHECK_FALSE(o.kiriage);
  CHECK_EQ(o.kazoe, Kazoe::yakuman);
  CHECK_FALSE(o.double_yakuman);
  CHECK(o.yakuman_stacking);
  CHECK_EQ(o.double_wind_pair_fu, 4);
  CHECK_EQ(o.renhou, Renhou::none);
}

TEST_CASE("Riichi options change the score") {
  SUBCASE("kiriage: 4 han 30 fu is mangan") {
    // riichi + tsumo + two dora; 20 + tsumo 2 + kanchan 2 -> 30 fu.
    const char* hand = "123m456789p13s99m2s";
    const std::string fields = R"({"seat_wind": "S", "self_drawn": true, "riichi": true, "dora_indicators": ["8m"])";
    auto plain = riichi_score(hand, fields + "}");
    REQUIRE(plain.ok());
    CHECK_EQ(plain.value().han, 4);
    CHECK_EQ(plain.value().fu, 30);
    CHECK_EQ(plain.value().limit, Limit::none);
    CHECK_EQ(plain.value().payments, Payments{-3900, 7900, -2000, -2000});
    auto kiriage = riichi_score(hand, fields + R"(, "options": {"kiriage": true}})");
    REQUIRE(kiriage.ok());
    CHECK_EQ(kiriage.value().limit, Limit::mangan);
    CHECK_EQ(kiriage.value().payments, Payments{-4000, 8000, -2000, -2000});
  }
  SUBCASE("kazoe: 13 han of yaku and dora") {
    const std::string fields =
        R"({"seat_wind": "S", "discarder": "W", "riichi": true, "dora_indicators": ["8m"], "ura_dora_indicators": ["8m"]})";
    // riichi 1 + pinfu 1 + iipeikou 1 + ittsu 2 + chinitsu 6 + dora 1 + ura 1 = 13.
    auto kazoe = riichi_score("1122334555678m9m", fields);
    REQUIRE(kazoe.ok());
    CHECK_EQ(kazoe.value().han, 13);
    CHECK_EQ(kazoe.value().yakuman, 0);
    CHECK_EQ(kazoe.value().limit, Limit::yakuman);
    CHECK_EQ(kazoe.value().base_points, 8000);
    auto sanbaiman = riichi_score("1122334555678m9m", fields.substr(0, fields.size() - 1) +
                                                           R"(, "options": {"kazoe": "sanbaiman"}})");
    REQUIRE(sanbaiman.ok());
    CHECK_EQ(sanbaiman.value().limit, Limit::sanbaiman);
    CHECK_EQ(sanbaiman.value().han, 13);
    CHECK_EQ(sanbaiman.value().fu, 30);
  }
}

TEST_CASE("Riichi presets") {
  SUBCASE("each preset's values") {
    const Options t = options_of(R"({"preset": "tenhou"})");
    CHECK_EQ(t.double_wind_pair_fu, 4);
    CHECK_FALSE(t.double_yakuman);
    const Options m = options_of(R"({"preset": "mahjong_soul"})");
    CHECK(m.aka_dora);
    CHECK(m.double_yakuman);
    CHECK_FALSE(m.kiriage);
    const Options w = options_of(R"({"preset": "wrc"})");
    CHECK_FALSE(w.aka_dora);
    CHECK(w.kiriage);
    CHECK_EQ(w.kazoe, Kazoe::sanbaiman);
    CHECK_EQ(w.double_wind_pair_fu, 2);
    CHECK_EQ(w.renhou, Renhou::mangan);
    const Options e = options_of(R"({"preset": "ema"})");
    CHECK_FALSE(e.aka_dora);
    CHECK_FALSE(e.kiriage);
    CHECK_EQ(e.kazoe, Kazoe::sanbaiman);
    CHECK_FALSE(e.yakuman_stacking);
    CHECK_EQ(e.renhou, Renhou::mangan);
    const Options l = options_of(R"({"preset": "m_league"})");
    CHECK(l.aka_dora);
    CHECK(l.kiriage);
    for (const PresetRow& row : preset_rows()) {
      CHECK_EQ(&preset_options(row.preset), &row.values);
      CHECK_EQ(preset_named(row.id), &row);
      CHECK(row.values.open_tanyao);
    }
  }
  SUBCASE("an option beside the preset wins, wherever it is written") {
    CHECK(options_of(R"({"aka_dora": true, "preset": "wrc"})").aka_dora);
    CHECK_FALSE(options_of(R"({"preset": "wrc", "kiriage": false})").kiriage);
  }
  SUBCASE("a preset changes a score: a red five is no dora under WRC") {
    check_riichi("123m406789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "riichi": true, "options": {"preset": "wrc"}})",
                 {{"riichi", 1}}, 1, 40);
  }
}

TEST_CASE("Riichi options: bad values are parse errors naming the field") {
  auto bad = [](const std::string& options) {
    auto hand = riichi_hand(nlohmann::json::parse(R"({"text": "123m456789p13s99m2s", "options": )" + options + "}"));
    REQUIRE_FALSE(hand.ok());
    CHECK_EQ(hand.error().code, ErrorCode::parse);
    return hand.error().message;
  };
  CHECK_NE(bad(R"({"preset": "nope"})").find("options.preset"), std::string::npos);
  CHECK_NE(bad(R"({"kazoe": "double"})").find("\"yakuman\", \"sanbaiman\""), std::string::npos);
  CHECK_NE(bad(R"({"double_wind_pair_fu": 3})").find("2 or 4"), std::string::npos);
  CHECK_NE(bad(R"({"aka_dora": 1})").find("true or false"), std::string::npos);
  CHECK_NE(bad(R"({"nagashi": true})").find("not a Riichi option"), std::string::npos);
  CHECK_NE(bad(R"([])").find("must be an object"), std::string::npos);
}

}  // namespace
}  // namespace mahjong::riichi::test
