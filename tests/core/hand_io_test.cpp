// The JSON boundary (spec "A hand", "A result"): every field read, the
// defaults, what is refused and how the message names it; the result and
// error JSON; the whole trip (score_json) with its id; the catalogue of fans
// and options. Hands are read from JSON text by the core's reader, as every
// interface reads them.
#include <doctest/doctest.h>

#include <cmath>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "meld_shape.h"
#include "rules/hk/option_table.h"
#include "test_support.h"

namespace {

using namespace mahjong;
using nlohmann::ordered_json;

Outcome<Hand> read(const std::string& json) {
  json::Reader reader;
  return hand_from_json(reader, json);
}

Hand read_ok(const Outcome<Hand>& hand) {
  REQUIRE_MESSAGE(hand.ok(), (hand.ok() ? "" : hand.error().message));
  return hand.value();
}

std::string score_line(const std::string& line) {
  json::Reader reader;
  std::string out;
  score_json(reader, line, out);
  return out;
}

ordered_json result_of(const ordered_json& hand) { return ordered_json::parse(score_line(hand.dump())); }

std::string codes(const std::vector<Tile>& tiles) {
  std::string out;
  for (Tile t : tiles) out += (out.empty() ? "" : " ") + std::string(tile_code(t));
  return out;
}

// A complete hand of four chows and a pair of East, winning on 3s.
constexpr const char* kText = "123m456p789sEE12s3s";

// A hand with `field` added to {"text": kText}.
std::string with(const std::string& field) {
  return std::string("{\"text\": \"") + kText + "\", " + field + "}";
}

struct Refusal {
  const char* json;
  const char* codes;    // acceptable codes, '|'-separated
  const char* needles;  // all must be in the message, '&'-separated
};

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string part; std::getline(in, part, sep);) out.push_back(part);
  return out;
}

void check_refusals(const Refusal* begin, const Refusal* end) {
  for (const Refusal* c = begin; c != end; ++c) {
    INFO("json: ", std::string(c->json));
    auto hand = read(c->json);
    REQUIRE_FALSE(hand.ok());
    const Error& e = hand.error();
    CAPTURE(e.message);
    std::string code(error_code_name(e.code));
    std::vector<std::string> allowed = split(c->codes, '|');
    CHECK_MESSAGE(std::find(allowed.begin(), allowed.end(), code) != allowed.end(), "code " << code);
    for (const std::string& needle : split(c->needles, '&'))
      CHECK_MESSAGE(e.message.find(needle) != std::string::npos, "message does not name " << needle);
  }
}

}  // namespace

TEST_CASE("hand JSON: reading the spec's fields") {
  SUBCASE("the spec's example hand, field by field") {
    auto hand = read(R"({
      "rules": "mcr",
      "concealed": ["1m", "2m", "3m", "5p", "5p", "E", "E", "E", "7s", "8s"],
      "melds": [ { "type": "chow", "concealed": false, "tiles": ["4p", "5p", "6p"] } ],
      "win_tile": "9s",
      "self_drawn": false,
      "last_of_kind": false,
      "kong_replacement": false,
      "robbing_kong": false,
      "last_tile_of_wall": false,
      "prevalent_wind": "E",
      "seat_wind": "S",
      "flowers": 0,
      "options": {}
    })");
    Hand h = read_ok(hand);
    CHECK(h.rules == RuleSet::mcr);
    CHECK_EQ(codes(h.concealed), "1m 2m 3m 5p 5p E E E 7s 8s");
    REQUIRE_EQ(h.melds.size(), 1u);
    CHECK(h.melds[0].type == MeldType::chow);
    CHECK_FALSE(h.melds[0].concealed);
    CHECK_EQ(codes(h.melds[0].tiles), "4p 5p 6p");
    CHECK_EQ(std::string(tile_code(h.win_tile)), "9s");
    CHECK_FALSE(h.self_drawn);
    CHECK_FALSE(h.last_of_kind);
    CHECK_FALSE(h.kong_replacement);
    CHECK_FALSE(h.robbing_kong);
    CHECK_FALSE(h.last_tile_of_wall);
    CHECK(h.prevalent_wind == Wind::east);
    CHECK(h.seat_wind == Wind::south);
    CHECK_EQ(h.flower_count, 0);
    CHECK(h.options.mcr.concealed_and_melded_kong_fan);
  }

  SUBCASE("each win flag, set to true, is read into its own field") {
    struct Flag {
      const char* key;
      bool Hand::*field;
    };
    const Flag flags[] = {
        {"self_drawn", &Hand::self_drawn},         {"last_of_kind", &Hand::last_of_kind},
        {"kong_replacement", &Hand::kong_replacement}, {"robbing_kong", &Hand::robbing_kong},
        {"last_tile_of_wall", &Hand::last_tile_of_wall}, {"heavenly", &Hand::heavenly},
        {"earthly", &Hand::earthly},               {"kong_on_kong", &Hand::kong_on_kong},
    };
    for (const Flag& f : flags) {
      INFO("flag: ", std::string(f.key));
      Hand h = read_ok(read(with("\"" + std::string(f.key) + "\": true")));
      for (const Flag& other : flags) {
        INFO("other flag: ", std::string(other.key));
        CHECK_EQ(h.*other.field, &other == &f);
      }
    }
  }

  SUBCASE("winds: prevalent, seat and discarder take E S W N") {
    const char* wind_codes[] = {"E", "S", "W", "N"};
    const Wind winds[] = {Wind::east, Wind::south, Wind::west, Wind::north};
    for (int w = 0; w < 4; ++w) {
      INFO("wind: ", std::string(wind_codes[w]));
      std::string code = std::string("\"") + wind_codes[w] + "\"";
      CHECK(read_ok(read(with("\"prevalent_wind\": " + code))).prevalent_wind == winds[w]);
      CHECK(read_ok(read(with("\"seat_wind\": " + code))).seat_wind == winds[w]);
      CHECK(read_ok(read(with("\"discarder\": " + code))).discarder == winds[w]);
    }
    CHECK_FALSE(read_ok(read(with(R"("discarder": null)"))).discarder.has_value());
  }

  SUBCASE("rules: mcr or hk") {
    CHECK(read_ok(read(with(R"("rules": "mcr")"))).rules == RuleSet::mcr);
    CHECK(read_ok(read(with(R"("rules": "hk")"))).rules == RuleSet::hk);
  }

  SUBCASE("melds: type, concealed and tiles") {
    Hand h = read_ok(read(R"({
      "concealed": ["1m", "2m", "3m", "5p"],
      "melds": [ { "type": "kong", "concealed": true, "tiles": ["E", "E", "E", "E"] },
                 { "type": "kong", "concealed": false, "tiles": ["9s", "9s", "9s", "9s"] },
                 { "type": "pung", "tiles": ["C", "C", "C"] } ],
      "win_tile": "5p"
    })"));
    REQUIRE_EQ(h.melds.size(), 3u);
    CHECK(h.melds[0].type == MeldType::kong);
    CHECK(h.melds[0].concealed);
    CHECK(h.melds[1].type == MeldType::kong);
    CHECK_FALSE(h.melds[1].concealed);
    CHECK(h.melds[2].type == MeldType::pung);
    CHECK_FALSE(h.melds[2].concealed);  // left out: not concealed
    CHECK_EQ(codes(h.melds[2].tiles), "C C C");
  }

  SUBCASE("flowers: a number, or a list of bonus tile codes") {
    Hand n = read_ok(read(with(R"("flowers": 3)")));
    CHECK_EQ(n.flower_count, 3);
    CHECK(n.bonus_tiles.empty());

    Hand l = read_ok(read(with(R"("flowers": ["f1", "s3", "f4"])")));
    CHECK_EQ(l.flower_count, 3);
    REQUIRE_EQ(l.bonus_tiles.size(), 3u);
    CHECK_EQ(std::string(bonus_code(l.bonus_tiles[0])), "f1");
    CHECK_EQ(std::string(bonus_code(l.bonus_tiles[1])), "s3");
    CHECK_EQ(std::string(bonus_code(l.bonus_tiles[2])), "f4");

    CHECK_EQ(read_ok(read(with(R"("flowers": [])"))).flower_count, 0);
    CHECK_EQ(read_ok(read(with(R"("flowers": 8)"))).flower_count, 8);
    CHECK_EQ(read_ok(read(with(R"("flowers": 2.0)"))).flower_count, 2);
    CHECK_EQ(read_ok(read(with(R"("flowers": 3e0)"))).flower_count, 3);
  }

  SUBCASE("regression (issue 27): flowers that only read as a whole number are refused") {
    // 1e-400 underflows to 0 and a long 0.000…1 rounds to 0: neither is 0 flowers.
    for (const std::string& text : std::vector<std::string>{"1e-400", "0." + std::string(60000, '0') + "1", "1.0000000000000000001", "2.5"}) {
      const Outcome<Hand> got = read(with("\"flowers\": " + text));
      REQUIRE_FALSE(got.ok());
      CHECK_EQ(got.error().code, ErrorCode::parse);
      CHECK_NE(got.error().message.find("whole number"), std::string::npos);
    }
  }

  SUBCASE("options: concealed_and_melded_kong_fan") {
    CHECK(read_ok(read(with(R"("options": {"concealed_and_melded_kong_fan": true})"))).options.mcr.concealed_and_melded_kong_fan);
    CHECK_FALSE(read_ok(read(with(R"("options": {"concealed_and_melded_kong_fan": false})"))).options.mcr.concealed_and_melded_kong_fan);
  }

  SUBCASE("options: the kong option changes the fans (mcr-fans.md, fan 82)") {
    auto fan_ids = [](const ordered_json& result) {
      std::set<std::string> ids;
      for (const auto& f : result["fans"]) ids.insert(f["id"].get<std::string>());
      return ids;
    };
    ordered_json hand = {{"text", "[EEEE1][SSSS]123m456p5p5p"}};
    auto on = fan_ids(result_of(hand));
    CHECK(on.count("concealed_kong_and_melded_kong"));
    CHECK_FALSE(on.count("melded_kong"));
    CHECK_FALSE(on.count("concealed_kong"));
    hand["options"] = {{"concealed_and_melded_kong_fan", false}};
    auto off = fan_ids(result_of(hand));
    CHECK_FALSE(off.count("concealed_kong_and_melded_kong"));
    CHECK(off.count("melded_kong"));
    CHECK(off.count("concealed_kong"));
  }

  SUBCASE("\"id\" is accepted and does not change the hand") {
    Hand plain = read_ok(read(std::string("{\"text\": \"") + kText + "\"}"));
    for (const char* id : {R"("id": "mcr-00001")", R"("id": 7)"}) {
      INFO("id: ", std::string(id));
      Hand h = read_ok(read(with(id)));
      CHECK_EQ(codes(h.concealed), codes(plain.concealed));
      CHECK_EQ(h.win_tile, plain.win_tile);
    }
  }
}

TEST_CASE("hand JSON: defaults for fields left out") {
  Hand h = read_ok(read(std::string("{\"text\": \"") + kText + "\"}"));
  CHECK(h.rules == RuleSet::mcr);
  CHECK_FALSE(h.self_drawn);
  CHECK_FALSE(h.last_of_kind);
  CHECK_FALSE(h.kong_replacement);
  CHECK_FALSE(h.robbing_kong);
  CHECK_FALSE(h.last_tile_of_wall);
  CHECK_FALSE(h.heavenly);
  CHECK_FALSE(h.earthly);
  CHECK_FALSE(h.kong_on_kong);
  CHECK(h.prevalent_wind == Wind::east);
  CHECK(h.seat_wind == Wind::east);
  CHECK_FALSE(h.discarder.has_value());
  CHECK_EQ(h.flower_count, 0);
  CHECK(h.bonus_tiles.empty());
  CHECK(h.options.mcr.concealed_and_melded_kong_fan);

  SUBCASE("melds left out: none") {
    Hand m = read_ok(read(R"({"concealed": ["1m","2m","3m","4p","5p","6p","7s","8s","9s","E","E","1s","2s"], "win_tile": "3s"})"));
    CHECK(m.melds.empty());
    CHECK_EQ(m.concealed.size(), 13u);
  }
}

TEST_CASE("hand JSON: \"text\" in place of concealed, melds and win_tile") {
  SUBCASE("the text gives all three") {
    Hand h = read_ok(read(R"({"text": "[EEE1]123m456p789s5p5p", "seat_wind": "S"})"));
    REQUIRE_EQ(h.melds.size(), 1u);
    CHECK(h.melds[0].type == MeldType::pung);
    CHECK_EQ(codes(h.melds[0].tiles), "E E E");
    CHECK_EQ(codes(h.concealed), "1m 2m 3m 4p 5p 6p 7s 8s 9s 5p");
    CHECK_EQ(std::string(tile_code(h.win_tile)), "5p");
    CHECK(h.seat_wind == Wind::south);
  }

  SUBCASE("text and JSON tiles score the same") {
    ordered_json by_text = {{"text", "[EEE1]123m456p789s5p5p"}};
    ordered_json by_json = ordered_json::parse(R"({
      "concealed": ["1m","2m","3m","4p","5p","6p","7s","8s","9s","5p"],
      "melds": [{"type": "pung", "tiles": ["E","E","E"]}], "win_tile": "5p"})");
    CHECK_EQ(result_of(by_text)["fans"].dump(), result_of(by_json)["fans"].dump());
    CHECK_EQ(result_of(by_text)["total"], result_of(by_json)["total"]);
  }

  SUBCASE("text together with concealed, melds or win_tile is refused") {
    const Refusal cases[] = {
        {R"({"text": "123m456p789sEE12s3s", "concealed": ["1m"]})", "parse", "text&concealed"},
        {R"({"concealed": ["1m"], "text": "123m456p789sEE12s3s"})", "parse", "text&concealed"},
        {R"({"text": "123m456p789sEE12s3s", "melds": []})", "parse", "text&melds"},
        {R"({"text": "123m456p789sEE12s3s", "win_tile": "3s"})", "parse", "text&win_tile"},
    };
    check_refusals(std::begin(cases), std::end(cases));
  }

  SUBCASE("errors in the text come back with the notation's codes") {
    const Refusal cases[] = {
        {R"({"text": "x123m"})", "parse", "'x'"},
        {R"({"text": "[135m]456p789s123s5p5p"})", "bad_meld", "[135m]"},
    };
    check_refusals(std::begin(cases), std::end(cases));
  }
}

TEST_CASE("hand JSON: refusals name the field") {
  SUBCASE("unknown fields are refused, not ignored") {
    const Refusal cases[] = {
        {R"({"text": "123m456p789sEE12s3s", "selfdrawn": true})", "parse", "\"selfdrawn\""},
        {R"({"text": "123m456p789sEE12s3s", "seatWind": "S"})", "parse", "\"seatWind\""},
        {R"({"text": "123m456p789sEE12s3s", "option": {}})", "parse", "\"option\""},
        {R"({"Text": "123m456p789sEE12s3s"})", "parse", "\"Text\""},
        {R"({"text": "123m456p789sEE12s3s", "options": {"kong_bonus": true}})", "parse", "kong_bonus"},
        {R"({"concealed": ["1m"], "melds": [{"type": "pung", "tiles": ["E","E","E"], "from": 1}], "win_tile": "1m"})", "parse", "melds[0].from"},
    };
    check_refusals(std::begin(cases), std::end(cases));
  }

  SUBCASE("wrong types and values are refused") {
    const Refusal cases[] = {
        {R"({"text": "123m456p789sEE12s3s", "self_drawn": "yes"})", "parse", "self_drawn&yes"},
        {R"({"text": "123m456p789sEE12s3s", "self_drawn": 1})", "parse", "self_drawn"},
        {R"({"text": "123m456p789sEE12s3s", "robbing_kong": null})", "parse", "robbing_kong"},
        // The number of bonus tiles is 0-8 (spec "A hand").
        {R"({"text": "123m456p789sEE12s3s", "flowers": 9})", "parse|tile_count", "flowers&9"},
        {R"({"text": "123m456p789sEE12s3s", "flowers": -1})", "parse|tile_count", "flowers"},
        {R"({"text": "123m456p789sEE12s3s", "flowers": 2.5})", "parse", "flowers&2.5"},
        {R"({"text": "123m456p789sEE12s3s", "flowers": "2"})", "parse", "flowers"},
        {R"({"text": "123m456p789sEE12s3s", "flowers": true})", "parse", "flowers"},
        {R"({"text": "123m456p789sEE12s3s", "flowers": ["f1", "x9"]})", "parse", "flowers[1]&x9"},
        {R"({"text": "123m456p789sEE12s3s", "flowers": ["1m"]})", "parse", "flowers[0]&1m"},
        {R"({"text": "123m456p789sEE12s3s", "flowers": [1]})", "parse", "flowers[0]"},
        {R"({"text": "123m456p789sEE12s3s", "seat_wind": "X"})", "parse", "seat_wind&X"},
        {R"({"text": "123m456p789sEE12s3s", "prevalent_wind": "east"})", "parse", "prevalent_wind&east"},
        {R"({"text": "123m456p789sEE12s3s", "prevalent_wind": 1})", "parse", "prevalent_wind"},
        {R"({"text": "123m456p789sEE12s3s", "discarder": "C"})", "parse", "discarder"},
        {R"({"text": "123m456p789sEE12s3s", "rules": "sanma"})", "parse", "rules&sanma"},
        {R"({"text": "123m456p789sEE12s3s", "options": []})", "parse", "options"},
        {R"({"text": "123m456p789sEE12s3s", "options": {"concealed_and_melded_kong_fan": "no"}})", "parse", "concealed_and_melded_kong_fan"},
        {R"({"text": 5})", "parse", "text"},
        {R"({"concealed": "123m", "win_tile": "4m"})", "parse", "concealed"},
        {R"({"concealed": ["1m", "2m", "3m", "1x", "5m"], "win_tile": "4m"})", "parse", "concealed[3]&1x"},
        {R"({"concealed": ["1m", 2], "win_tile": "4m"})", "parse", "concealed[1]"},
        {R"({"concealed": ["1m"], "win_tile": "10m"})", "parse", "win_tile&10m"},
        {R"({"concealed": ["1m"], "win_tile": ["5p"]})", "parse", "win_tile"},
        {R"({"concealed": ["1m"], "melds": {}, "win_tile": "1m"})", "parse", "melds"},
        {R"({"concealed": ["1m"], "melds": ["EEE"], "win_tile": "1m"})", "parse", "melds[0]"},
        {R"({"concealed": ["1m"], "melds": [{"type": "pung", "tiles": ["E","1x","E"]}], "win_tile": "1m"})", "parse", "melds[0].tiles[1]&1x"},
        {R"({"concealed": ["1m"], "melds": [{"type": "pung", "concealed": "no", "tiles": ["E","E","E"]}], "win_tile": "1m"})", "parse", "melds[0].concealed"},
        {R"({"concealed": ["1m"], "melds": [{"type": "set", "tiles": ["E","E","E"]}], "win_tile": "1m"})", "bad_meld", "melds[0].type&set"},
    };
    check_refusals(std::begin(cases), std::end(cases));
  }

  SUBCASE("a hand that is not an object") {
    for (const char* json : {"[]", "\"123m\"", "5", "null"}) {
      INFO("json: ", std::string(json));
      auto hand = read(json);
      REQUIRE_FALSE(hand.ok());
      CHECK_EQ(error_code_name(hand.error().code), "parse");
      CHECK_FALSE(hand.error().message.empty());
    }
  }
}

TEST_CASE("result JSON") {
  // Mixed Straight and more: over the minimum, so payments are due.
  ordered_json hand = {{"text", "[EEE1]123m456p789s5p5p"}, {"seat_wind", "S"}, {"flowers", 2}};

  SUBCASE("the spec's fields with their types") {
    ordered_json r = result_of(hand);
    CAPTURE(r.dump());
    REQUIRE(r["ok"].is_boolean());
    REQUIRE(r["ok"] == true);
    CHECK(r["rules"] == "mcr");
    CHECK(r["total"].is_number_integer());
    CHECK(r["flowers"] == 2);
    CHECK(r["meets_minimum"].is_boolean());
    CHECK(r["meets_minimum"] == true);
    REQUIRE(r["fans"].is_array());
    CHECK_FALSE(r["fans"].empty());
    CHECK_FALSE(r.contains("payments"));  // neither self-drawn nor a discarder named
    REQUIRE(r["arrangement"].is_array());
  }

  SUBCASE("fans: id, name, zh, points, count, from the highest value down; total is their sum") {
    ordered_json r = result_of(hand);
    CAPTURE(r.dump());
    int sum = 0, previous = 1 << 30;
    std::set<std::string> ids;
    for (const auto& f : r["fans"]) {
      CAPTURE(f.dump());
      REQUIRE(f["id"].is_string());
      CHECK(f["name"].is_string());
      CHECK(f["zh"].is_string());
      REQUIRE(f["points"].is_number_integer());
      REQUIRE(f["count"].is_number_integer());
      CHECK_GE(f["count"].get<int>(), 1);
      CHECK_LE(f["points"].get<int>(), previous);
      CHECK(ids.insert(f["id"].get<std::string>()).second);  // each fan once
      previous = f["points"].get<int>();
      sum += f["points"].get<int>() * f["count"].get<int>();
    }
    CHECK_EQ(sum, r["total"].get<int>());
    CHECK(ids.count("mixed_straight"));
    CHECK(ids.count("flower_tiles"));
  }

  SUBCASE("arrangement: groups of tiles with their kind and flags") {
    ordered_json r = result_of(hand);
    std::size_t tiles = 0;
    const std::set<std::string> kinds = {"chow", "pung", "kong", "pair", "knitted", "tiles"};
    for (const auto& g : r["arrangement"]) {
      CAPTURE(g.dump());
      CHECK(kinds.count(g["kind"].get<std::string>()));
      REQUIRE(g["tiles"].is_array());
      for (const auto& t : g["tiles"]) CHECK(parse_tile_code(t.get<std::string>()).has_value());
      tiles += g["tiles"].size();
      CHECK(g["declared"].is_boolean());
      CHECK(g["concealed"].is_boolean());
    }
    CHECK_EQ(tiles, 14u);
    CHECK_EQ(r["arrangement"].size(), 5u);
  }

  SUBCASE("payments: on a discard the discarder pays 8 + total, the others 8") {
    ordered_json h = hand;
    h["discarder"] = "W";
    ordered_json r = result_of(h);
    CAPTURE(r.dump());
    REQUIRE(r["payments"].is_object());
    const int total = r["total"].get<int>();
    CHECK_EQ(r["payments"]["W"].get<int>(), -(8 + total));
    CHECK_EQ(r["payments"]["E"].get<int>(), -8);
    CHECK_EQ(r["payments"]["N"].get<int>(), -8);
    CHECK_EQ(r["payments"]["S"].get<int>(), 8 + total + 16);
  }

  SUBCASE("payments: self-drawn, each other seat pays 8 + total") {
    ordered_json h = hand;
    h["self_drawn"] = true;
    ordered_json r = result_of(h);
    CAPTURE(r.dump());
    REQUIRE(r["payments"].is_object());
    const int total = r["total"].get<int>();
    int sum = 0;
    for (const char* seat : {"E", "S", "W", "N"}) {
      INFO("seat: ", std::string(seat));
      REQUIRE(r["payments"][seat].is_number_integer());
      sum += r["payments"][seat].get<int>();
      if (std::string(seat) != "S") CHECK_EQ(r["payments"][seat].get<int>(), -(8 + total));
    }
    CHECK_EQ(sum, 0);
    CHECK_EQ(r["payments"]["S"].get<int>(), 3 * (8 + total));
  }
}

TEST_CASE("error JSON: {ok: false, error: {code, message}}") {
  const char* cases[][2] = {
      {R"({"text": "123x"})", "parse"},
      {R"({"text": "123m456p789s12sE3s"})", "tile_count"},
      {R"({"text": "123m5555p789s123s5p"})", "too_many_copies"},
      {R"({"text": "[135m]456p789s123s5p5p"})", "bad_meld"},
      {R"({"text": "13579m2468p1357s9s"})", "not_winning"},
      {R"({"text": "123m456p789sEE12s3s", "robbing_kong": true, "self_drawn": true})", "inconsistent"},
      {R"({"text": "123m456p789sEE12s3s", "bogus": 1})", "parse"},
  };
  for (const auto& c : cases) {
    INFO("hand: ", std::string(c[0]));
    ordered_json r = result_of(ordered_json::parse(c[0]));
    CAPTURE(r.dump());
    REQUIRE(r.is_object());
    CHECK_EQ(r.size(), 2u);
    CHECK(r["ok"] == false);
    REQUIRE(r["error"].is_object());
    CHECK_EQ(r["error"].size(), 2u);
    CHECK(r["error"]["code"] == c[1]);
    REQUIRE(r["error"]["message"].is_string());
    CHECK_FALSE(r["error"]["message"].get<std::string>().empty());
  }
}

TEST_CASE("catalog(mcr)") {
  ordered_json c = json_from_document(catalog(RuleSet::mcr));

  SUBCASE("82 fans, each with id, number, name, zh, points and implies") {
    REQUIRE(c["fans"].is_array());
    CHECK_EQ(c["fans"].size(), 82u);
    std::set<std::string> ids;
    std::set<int> numbers;
    const std::set<int> legal = {1, 2, 4, 5, 6, 8, 12, 16, 24, 32, 48, 64, 88};
    for (const auto& f : c["fans"]) {
      CAPTURE(f.dump());
      REQUIRE(f["id"].is_string());
      CHECK(ids.insert(f["id"].get<std::string>()).second);
      REQUIRE(f["number"].is_number_integer());
      numbers.insert(f["number"].get<int>());
      CHECK(f["name"].is_string());
      CHECK_FALSE(f["name"].get<std::string>().empty());
      CHECK(f["zh"].is_string());
      CHECK_FALSE(f["zh"].get<std::string>().empty());
      REQUIRE(f["points"].is_number_integer());
      CHECK(legal.count(f["points"].get<int>()));
      CHECK(f["implies"].is_array());
    }
    CHECK_EQ(numbers.size(), 82u);
    CHECK_EQ(*numbers.begin(), 1);
    CHECK_EQ(*numbers.rbegin(), 82);
    // What a fan implies is another fan of the table, never itself.
    for (const auto& f : c["fans"]) {
      CAPTURE(f["id"].get<std::string>());
      for (const auto& g : f["implies"]) {
        CHECK(ids.count(g.get<std::string>()));
        CHECK_NE(g, f["id"]);
      }
    }
  }

  SUBCASE("fan 82 and the spec's result example read from the table") {
    bool found = false;
    for (const auto& f : c["fans"])
      if (f["id"] == "pure_straight") {
        found = true;
        CHECK(f["name"] == "Pure Straight");
        CHECK(f["zh"] == "清龙");
        CHECK(f["points"] == 16);
      } else if (f["id"] == "concealed_kong_and_melded_kong") {
        CHECK(f["number"] == 82);
        CHECK(f["points"] == 5);
      }
    CHECK(found);
  }

  SUBCASE("the option and its default") {
    REQUIRE(c["options"].is_array());
    bool found = false;
    for (const auto& o : c["options"])
      if (o["id"] == "concealed_and_melded_kong_fan") {
        found = true;
        CHECK(o["default"] == true);
      }
    CHECK(found);
  }
}

TEST_CASE("score_json: the whole trip, as the command line and score:wasm make it") {
  SUBCASE("the id comes first, exactly as written") {
    CHECK_EQ(score_line(R"({"id": 8.0, "text": "1m"})").rfind(R"({"id":8.0,"ok":false,"error":{"code":"tile_count")", 0), 0u);
    CHECK_EQ(score_line(R"({"text": "1m", "id": 9223372036854775808})").rfind(R"({"id":9223372036854775808,"ok":false)", 0), 0u);
    CHECK_EQ(score_line(R"({"id": {"a": [1, "\u00e9"]}, "text": "1m"})").rfind(R"({"id":{"a":[1,"é"]},"ok":false)", 0), 0u);
  }
  SUBCASE("no id: the result alone; a line that is not JSON gets no id") {
    CHECK_EQ(score_line(R"({"text": "1m"})").rfind(R"({"ok":false,"error":{"code":"tile_count")", 0), 0u);
    CHECK_EQ(score_line(R"({"id": 1, "text": )").rfind(R"({"ok":false,"error":{"code":"parse","message":"The input is not JSON)", 0), 0u);
  }
  SUBCASE("one line, valid JSON, for a result") {
    const std::string out = score_line(R"({"id": "x", "text": "[EEE1]123m456p789s5p5p", "discarder": "W"})");
    CHECK_EQ(out.find('\n'), std::string::npos);
    ordered_json r = ordered_json::parse(out);
    CHECK_EQ(r["id"], "x");
    CHECK_EQ(r["total"], 13);
    CHECK_EQ(r.begin().key(), "id");
  }
}

TEST_CASE("hand JSON: regressions of issue 11") {
  SUBCASE("a notation longer than any hand is refused by its length, so no count passes 255") {
    auto hand = read(R"({"text": ")" + std::string(256, '1') + "m\"}");
    REQUIRE_FALSE(hand.ok());
    CHECK_EQ(hand.error().code, ErrorCode::parse);
    CHECK_NE(hand.error().message.find("\"text\" is 257 characters long; a hand's notation is at most 256"),
             std::string::npos);
  }
  SUBCASE("what a message echoes is capped") {
    auto hand = read(R"({"text": "1m", "seat_wind": ")" + std::string(5000, 'W') + "\"}");
    REQUIRE_FALSE(hand.ok());
    CHECK_LT(hand.error().message.size(), 200u);
    CHECK_NE(hand.error().message.find("WWW..."), std::string::npos);
  }
  SUBCASE("a field given twice is refused") {
    auto hand = read(R"({"text": "1m", "text": "2m"})");
    REQUIRE_FALSE(hand.ok());
    CHECK_NE(hand.error().message.find("\"text\" is given twice"), std::string::npos);
  }
  SUBCASE("unknown rule set names are errors (catalog('HK') was MCR)") {
    CHECK(rule_set_named("mcr").ok());
    CHECK(rule_set_named("hk").ok());
    for (const char* name : {"HK", "Mcr", "", "Riichi", "sanma"}) {
      auto r = rule_set_named(name);
      REQUIRE_FALSE(r.ok());
      CHECK_NE(r.error().message.find("Unknown rule set"), std::string::npos);
    }
  }
  SUBCASE("a hand without a winning tile reads (13 tiles for an analysis); scoring wants 14") {
    auto hand = read(R"({"concealed": ["1m","2m","3m","4p","5p","6p","7s","8s","9s","E","E","W","W"]})");
    REQUIRE(hand.ok());
    CHECK_EQ(hand.value().win_tile, kNoTile);
    CHECK_EQ(hand.value().concealed.size(), 13u);
    CHECK_EQ(score_hand(hand.value()).error().code, ErrorCode::tile_count);
  }
}

TEST_CASE("result JSON: the fan tables' strings need no escaping (write_result copies them as they are)") {
  for (RuleSet rules : {RuleSet::mcr, RuleSet::hk}) {
    const Document c = catalog(rules);
    for (const Document& fan : c.find("fans")->items())
      for (const char* key : {"id", "name", "zh"}) {
        const std::string& s = fan.find(key)->as_string();
        CAPTURE(s);
        for (unsigned char ch : s) CHECK((ch >= 0x20 && ch != '"' && ch != '\\'));
      }
  }
}

TEST_CASE("hand JSON: the field rules a faster reader shares (wasm/packed_hand.h)") {
  SUBCASE("hand_flags lists every win flag the reader takes, each setting its own field") {
    std::size_t count = 0;
    const HandFlag* flags = hand_flags(count);
    CHECK(count == 8);
    for (std::size_t i = 0; i < count; ++i) {
      const Hand hand = read_ok(read(R"({"text":"1m",")" + std::string(flags[i].key) + R"(":true})"));
      for (std::size_t j = 0; j < count; ++j) CHECK_MESSAGE(hand.*flags[j].field == (i == j), flags[i].key);
    }
  }
  SUBCASE("meld types by name, as meld_type_name writes them") {
    for (MeldType t : {MeldType::chow, MeldType::pung, MeldType::kong}) CHECK(meld_type_named(meld_type_name(t)) == t);
    CHECK_FALSE(meld_type_named("Pung"));
    CHECK_FALSE(meld_type_named(""));
  }
  SUBCASE("whole numbers in a range: both ends in, fractions and the rest out") {
    CHECK(whole_in_range(0, 0, 9));
    CHECK(whole_in_range(9, 0, 9));
    CHECK(whole_in_range(-0.0, 0, 9));
    CHECK_FALSE(whole_in_range(10, 0, 9));
    CHECK_FALSE(whole_in_range(-1, 0, 9));
    CHECK_FALSE(whole_in_range(2.5, 0, 9));
    CHECK_FALSE(whole_in_range(std::nan(""), 0, 9));
  }
  SUBCASE("the reader refuses exactly what a number option's row refuses (OptionRow::fits)") {
    for (const OptionRow& row : hk::option_table()) {
      if (row.type != OptionType::number) continue;
      for (double n : {row.min - 1, row.min, row.min + 0.5, row.max, row.max + 1}) {
        std::ostringstream hand;
        hand.precision(17);
        hand << R"({"text":"1m","rules":"hk","options":{")" << row.name << R"(":)" << n << "}}";
        CHECK_MESSAGE(read(hand.str()).ok() == row.fits(n), hand.str());
      }
    }
  }
}
