// Reading a Riichi hand from the spec's JSON: red fives in lists and text,
// Riichi's fields, and clear parse errors for bad input.
#include <algorithm>

#include "notation.h"
#include "riichi_support.h"

namespace mahjong::riichi::test {
namespace {

Outcome<RiichiHand> read(const std::string& json) { return riichi_hand(nlohmann::json::parse(json)); }

Error error_of(const std::string& json) {
  auto hand = read(json);
  REQUIRE_FALSE(hand.ok());
  CHECK_FALSE(hand.error().message.empty());
  return hand.error();
}

TEST_CASE("Riichi hand reader: red fives") {
  SUBCASE("in tile lists: a 5 of its suit, counted by suit") {
    auto h = read(R"({"concealed": ["0m", "5p", "0s"], "melds": [{"type": "chow", "tiles": ["4p", "0p", "6p"]}],
                      "win_tile": "5s"})");
    REQUIRE(h.ok());
    CHECK_EQ(h.value().concealed[0], *parse_tile_code("5m"));
    CHECK_EQ(h.value().red, RedFives{1, 1, 1});
    CHECK_EQ(h.value().melds[0].tiles[1], *parse_tile_code("5p"));
  }
  SUBCASE("in text: each 0 among a suit's digits, not a claim digit") {
    RedFives red{};
    CHECK_EQ(without_red_fives("[340m1]0055p[5550s2]0s", red), "[345m1]5555p[5555s2]5s");
    CHECK_EQ(red, RedFives{1, 2, 2});
    auto h = read(R"({"text": "[340m1]123p456s789s0p5p"})");
    REQUIRE(h.ok());
    CHECK_EQ(h.value().red, RedFives{1, 1, 0});
    CHECK_EQ(h.value().win_tile, *parse_tile_code("5p"));
  }
  SUBCASE("red_five_code") {
    CHECK_EQ(red_five_code("0s"), parse_tile_code("5s"));
    CHECK_FALSE(red_five_code("5s").has_value());
    CHECK_FALSE(red_five_code("0z").has_value());
    CHECK_FALSE(red_five_code("0").has_value());
  }
  SUBCASE("formatted back: each red five as the first five of its suit, reading as the same hand") {
    static json::Reader reader;
    auto h = hand_from_json(reader, R"({"rules": "riichi", "text": "[340m1]123p456s789s0p5p"})");
    REQUIRE(h.ok());
    CHECK_EQ(format_notation(h.value()), "[340m1]1230p456789s5p");
    std::string tiles;
    write_hand_tiles(tiles, h.value());
    CHECK_EQ(tiles, R"({"rules":"riichi","concealed":["1p","2p","3p","4s","5s","6s","7s","8s","9s","0p"],)"
                    R"("melds":[{"type":"chow","concealed":false,"tiles":["3m","4m","0m"],"claimed_from":1}],"win_tile":"5p"})");
    auto again = hand_from_json(reader, R"({"rules": "riichi", "text": ")" + format_notation(h.value()) + "\"}");
    REQUIRE(again.ok());
    CHECK_EQ(again.value().red_fives, h.value().red_fives);
    auto sorted = [](std::vector<Tile> v) { return std::sort(v.begin(), v.end()), v; };
    CHECK_EQ(sorted(again.value().concealed), sorted(h.value().concealed));
  }
  SUBCASE("only a rule set with red fives reads them") {
    auto mcr = read(R"({"rules": "mcr", "text": "123m406789p13s99m2s"})");
    REQUIRE_FALSE(mcr.ok());
    CHECK_EQ(mcr.error().code, ErrorCode::parse);
    auto list = read(R"({"rules": "hk", "concealed": ["0m"]})");
    REQUIRE_FALSE(list.ok());
    CHECK_EQ(list.error().message.find("red fives"), std::string::npos);
  }
  SUBCASE("a second red five of a suit is too_many_copies") {
    auto s = riichi_score("123m400p789p13s99m2s", R"({"seat_wind": "S", "discarder": "W"})");
    REQUIRE_FALSE(s.ok());
    CHECK_EQ(s.error().code, ErrorCode::too_many_copies);
    auto shown = riichi_score("123m406789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "dora_indicators": ["0p"]})");
    REQUIRE_FALSE(shown.ok());
    CHECK_EQ(shown.error().code, ErrorCode::too_many_copies);
  }
  SUBCASE("indicators count among the four copies") {
    // Three 9m in the hand, one shown as the dora indicator, one as the ura.
    auto s = riichi_score("789m456789p13s99m2s", R"({"seat_wind": "S", "discarder": "W", "riichi": true,
                            "dora_indicators": ["9m"], "ura_dora_indicators": ["9m"]})");
    REQUIRE_FALSE(s.ok());
    CHECK_EQ(s.error().code, ErrorCode::too_many_copies);
  }
}

TEST_CASE("Riichi hand reader: fields") {
  auto h = read(R"({"rules": "riichi", "id": "x", "text": "123m456789p13s99m2s", "seat_wind": "W", "prevalent_wind": "S",
                    "discarder": null, "self_drawn": true, "riichi": true, "double_riichi": true, "ippatsu": true,
                    "first_turn": false, "kong_replacement": false, "robbing_kong": false, "last_tile_of_wall": true,
                    "dora_indicators": ["1m", "E"], "ura_dora_indicators": ["C"], "honba": 3, "riichi_sticks": 2})");
  REQUIRE(h.ok());
  const RiichiHand& r = h.value();
  CHECK_EQ(r.seat_wind, Wind::west);
  CHECK_EQ(r.prevalent_wind, Wind::south);
  CHECK_FALSE(r.discarder.has_value());
  CHECK(r.double_riichi);
  CHECK(r.ippatsu);
  CHECK(r.last_tile_of_wall);
  CHECK_EQ(r.dora_indicators.size(), 2u);
  CHECK_EQ(r.ura_dora_indicators[0], kRedDragon);
  CHECK_EQ(r.honba, 3);
  CHECK_EQ(r.riichi_sticks, 2);
}

TEST_CASE("Riichi hand reader: bad input") {
  CHECK_EQ(error_of(R"({"text": "123m", "honba": -1})").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"({"text": "123m", "riichi_sticks": 100})").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"({"text": "123m", "honba": 1.5})").code, ErrorCode::parse);
  const Error six = error_of(R"({"text": "123m", "dora_indicators": ["1m", "1m", "1m", "1m", "2m", "2m"]})");
  CHECK_EQ(six.code, ErrorCode::parse);
  CHECK_NE(six.message.find("at most 5"), std::string::npos);
  // Riichi's fields belong to Riichi hands; other rule sets' fields are refused.
  CHECK_EQ(error_of(R"({"text": "123m", "rules": "mcr", "riichi": true})").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"({"text": "123m", "rules": "riichi", "flowers": 2})").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"({"text": "123m", "heavenly": true})").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"({"text": "123m", "liable": "S"})").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"({"text": "123m", "riichi": "yes"})").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"({"text": "123m", "concealed": ["1m"]})").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"({"concealed": ["6z"]})").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"({"melds": [{"type": "pair", "tiles": ["1m", "1m"]}]})").code, ErrorCode::bad_meld);
  CHECK_EQ(error_of(R"({"melds": [{"tiles": ["1m", "1m", "1m"]}]})").code, ErrorCode::bad_meld);
  CHECK_EQ(error_of(R"({"seat_wind": "X"})").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"([1, 2])").code, ErrorCode::parse);
  CHECK_EQ(error_of(R"({"text": "12x3m"})").code, ErrorCode::parse);
  const Error field = error_of(R"({"dora_indicators": ["1m", "0z"]})");
  CHECK_NE(field.message.find("dora_indicators[1]"), std::string::npos);
}

TEST_CASE("Riichi hand reader: tiles that cannot score") {
  CHECK_EQ(riichi_error("123m456789p13s99m"), ErrorCode::tile_count);
  CHECK_EQ(riichi_error("11111m456789p13s9m2s"), ErrorCode::too_many_copies);
  CHECK_EQ(riichi_error("124m456789p13s99m2s"), ErrorCode::not_winning);
  CHECK_EQ(riichi_error("[124m1]456789p13s99m2s"), ErrorCode::bad_meld);
}

}  // namespace
}  // namespace mahjong::riichi::test
