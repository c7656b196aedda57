// The spec's error table: every code, when it applies, which one wins when a
// hand has several faults, and that the message names the offending tile or
// field. A complete hand below the minimum is a result, not an error.
#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "test_support.h"
#include "notation.h"
#include "validate.h"

namespace {

using namespace mahjong;
using nlohmann::ordered_json;

// A hand with declared melds given as the spec's JSON, and the standing tiles
// and winning tile as notation ("456p789s123s5p5p": the last one wins).
Outcome<Hand> meld_hand(const std::string& melds, const std::string& standing,
                        const std::string& situation = "{}") {
  auto tiles = parse_notation(standing);
  REQUIRE_MESSAGE(tiles.ok(), standing);
  ordered_json j = ordered_json::parse(situation);
  j["concealed"] = ordered_json::array();
  for (Tile t : tiles.value().concealed) j["concealed"].push_back(std::string(tile_code(t)));
  j["melds"] = ordered_json::parse(melds);
  j["win_tile"] = std::string(tile_code(tiles.value().win_tile));
  return hand_from_document(document_from_json(j));
}

Outcome<Score> scored(const Outcome<Hand>& hand) {
  if (!hand) return hand.error();
  return score_hand(hand.value());
}

// `needles` is a list of alternatives separated by '|': the message must hold
// one of them (a tile's code or its name).
void check_refused(const Outcome<Hand>& hand, ErrorCode code, const std::string& needles) {
  auto result = scored(hand);
  REQUIRE_FALSE(result.ok());
  const Error& e = result.error();
  CAPTURE(e.message);
  CHECK_EQ(error_code_name(e.code), error_code_name(code));
  CHECK_FALSE(e.message.empty());
  bool named = false;
  std::istringstream in(needles);
  for (std::string needle; std::getline(in, needle, '|');) named |= e.message.find(needle) != std::string::npos;
  CHECK_MESSAGE(named, "the message names none of: " << needles);
}

struct TextCase {
  const char* what;
  const char* text;
  const char* situation;
  const char* needles;
};

struct MeldCase {
  const char* what;
  const char* melds;
  const char* standing;
  const char* needles;
};

void check_text_cases(const TextCase* begin, const TextCase* end, ErrorCode code) {
  for (const TextCase* c = begin; c != end; ++c) {
    INFO("what: ", std::string(c->what));
    INFO("text: ", std::string(c->text));
    INFO("situation: ", std::string(c->situation));
    check_refused(test::hand_of(c->text, c->situation), code, c->needles);
  }
}

void check_meld_cases(const MeldCase* begin, const MeldCase* end, ErrorCode code) {
  for (const MeldCase* c = begin; c != end; ++c) {
    INFO("what: ", std::string(c->what));
    INFO("melds: ", std::string(c->melds));
    check_refused(meld_hand(c->melds, c->standing), code, c->needles);
  }
}

// A complete hand (four chows and a pair of East) whose winning tile 3s shows
// nowhere else: the base every flag case starts from.
constexpr const char* kPlain = "123m456p789sEE12s3s";

}  // namespace

TEST_CASE("validation: bad_meld") {
  SUBCASE("a JSON meld whose tiles are not its type's shape") {
    const MeldCase cases[] = {
        {"chow of spaced tiles", R"([{"type":"chow","tiles":["1m","3m","5m"]}])", "456p789s123s5p5p", "chow|1m"},
        {"chow across suits", R"([{"type":"chow","tiles":["1m","2p","3s"]}])", "456p789s123s5p5p", "chow|1m"},
        {"chow of winds", R"([{"type":"chow","tiles":["E","S","W"]}])", "456p789s123s5p5p", "chow|E"},
        {"chow of one tile thrice", R"([{"type":"chow","tiles":["5m","5m","5m"]}])", "456p789s123s5p5p", "chow|5m"},
        {"pung of two kinds", R"([{"type":"pung","tiles":["1m","1m","2m"]}])", "456p789s123s5p5p", "pung|1m"},
        {"pung of four", R"([{"type":"pung","tiles":["9m","9m","9m","9m"]}])", "456p789s123s5p5p", "pung|9m"},
        {"kong of three", R"([{"type":"kong","tiles":["E","E","E"]}])", "456p789s123s5p5p", "kong|E"},
        {"kong of a chow's tiles", R"([{"type":"kong","tiles":["1m","2m","3m","4m"]}])", "456p789s123s5p5p", "kong|1m"},
        {"the second meld is the bad one", R"([{"type":"pung","tiles":["N","N","N"]},{"type":"pung","tiles":["C","C","F"]}])", "789s123s5p5p", "Meld 2|melds[1]"},
        {"a type that is none of chow, pung, kong", R"([{"type":"triple","tiles":["1m","1m","1m"]}])", "456p789s123s5p5p", "triple"},
        {"a meld without tiles", R"([{"type":"pung"}])", "456p789s123s5p5p", "tiles"},
    };
    check_meld_cases(std::begin(cases), std::end(cases), ErrorCode::bad_meld);
  }

  SUBCASE("a concealed chow or pung: only a kong can be declared concealed") {
    const MeldCase cases[] = {
        {"concealed chow", R"([{"type":"chow","concealed":true,"tiles":["1m","2m","3m"]}])", "456p789s123s5p5p", "concealed"},
        {"concealed pung", R"([{"type":"pung","concealed":true,"tiles":["E","E","E"]}])", "456p789s123s5p5p", "concealed"},
    };
    check_meld_cases(std::begin(cases), std::end(cases), ErrorCode::bad_meld);
  }

  SUBCASE("a claim digit out of range") {
    const MeldCase cases[] = {
        {"chow claimed from 4", R"([{"type":"chow","claimed_from":4,"tiles":["1m","2m","3m"]}])", "456p789s123s5p5p", "4"},
        {"pung claimed from 5 (added kongs only)", R"([{"type":"pung","claimed_from":5,"tiles":["E","E","E"]}])", "456p789s123s5p5p", "5"},
        {"chow claimed from 7", R"([{"type":"chow","claimed_from":7,"tiles":["1m","2m","3m"]}])", "456p789s123s5p5p", "7"},
        {"kong claimed from 4", R"([{"type":"kong","claimed_from":4,"tiles":["E","E","E","E"]}])", "456p789s123s5p5p", "4"},
    };
    check_meld_cases(std::begin(cases), std::end(cases), ErrorCode::bad_meld);
  }

  SUBCASE("in notation, brackets that hold no meld") {
    const TextCase cases[] = {
        {"spaced tiles", "[135m1]456p789s123s5p5p", "{}", "[135m1]"},
        {"a pair in brackets", "[55m1]123m456p789s123s5p5p", "{}", "[55m1]"},
    };
    check_text_cases(std::begin(cases), std::end(cases), ErrorCode::bad_meld);
  }
}

// The claim digit out of range is the same fault whatever its value: 8 is as
// far out as 4.
TEST_CASE("validation: bad_meld: a claim digit of 8 or more") {
  const MeldCase cases[] = {
      {"kong claimed from 8", R"([{"type":"kong","claimed_from":8,"tiles":["E","E","E","E"]}])", "456p789s123s5p5p", "8"},
      {"chow claimed from 9", R"([{"type":"chow","claimed_from":9,"tiles":["1m","2m","3m"]}])", "456p789s123s5p5p", "9"},
  };
  check_meld_cases(std::begin(cases), std::end(cases), ErrorCode::bad_meld);
}

TEST_CASE("validation: too_many_copies") {
  SUBCASE("a fifth copy, counting melds and the winning tile") {
    const TextCase cases[] = {
        {"four standing and the winning tile", "123m5555p789s123s5p", "{}", "5p"},
        {"a pung, one standing and the winning tile", "[555p1]123m789s123s5p5p", "{}", "5p"},
        {"a kong and the winning tile", "[5555p1]123m789s123sE5p", "{}", "5p"},
        {"a concealed kong and one standing", "[EEEE]123m456p789sE5p5p", "{}", "East|(E)"},
        {"two pungs of one tile", "[999s1][999s2]123m456p11m5p", "{}", "9s"},
        {"spread over two chows and the standing tiles", "[345m1][345m2]333m456p5p5p", "{}", "3m"},
    };
    check_text_cases(std::begin(cases), std::end(cases), ErrorCode::too_many_copies);
  }

  SUBCASE("a bonus tile listed twice") {
    const TextCase cases[] = {
        {"f1 twice", kPlain, R"({"flowers": ["f1", "f1"]})", "f1"},
        {"s3 twice among others", kPlain, R"({"flowers": ["f1", "s3", "f2", "s3"]})", "s3"},
        {"nine bonus tiles", kPlain, R"({"flowers": ["f1","f2","f3","f4","s1","s2","s3","s4","f1"]})", "9|f1"},
    };
    check_text_cases(std::begin(cases), std::end(cases), ErrorCode::too_many_copies);
  }
}

TEST_CASE("validation: tile_count") {
  SUBCASE("too few or too many tiles") {
    const TextCase cases[] = {
        {"13 tiles", "123m456p789s123s5p", "{}", "13"},
        {"15 tiles", "123m456p789s123s5p5p5p", "{}", "15"},
        {"11 tiles with a meld", "[123m1]456p789s5p5p", "{}", "11"},
        {"17 tiles with a meld", "[123m1]123m456p789s123s5p5p", "{}", "17"},
        {"kongs count as three", "[1111m][2222m][3333m][4444m]5m5m5m", "{}", "15"},
        {"5 melds", "[123m1][456m1][789m1][123p1][456p1]9s", "{}", "5 melds"},
        {"no tiles at all", "", "{}", "winning tile"},
    };
    check_text_cases(std::begin(cases), std::end(cases), ErrorCode::tile_count);
  }

  SUBCASE("no winning tile") {
    auto hand = hand_from_document(document_from_json(ordered_json::parse(
        R"({"concealed": ["1m","2m","3m","4p","5p","6p","7s","8s","9s","1s","2s","3s","5p"]})")));
    check_refused(hand, ErrorCode::tile_count, "winning tile");
  }

  SUBCASE("flowers out of range") {
    for (int flowers : {9, 12, -1}) {
      CAPTURE(flowers);
      auto hand = test::hand_of(kPlain);
      REQUIRE(hand.ok());
      hand.value().flower_count = flowers;
      check_refused(hand, ErrorCode::tile_count, "flowers");
      check_refused(hand, ErrorCode::tile_count, std::to_string(flowers));
    }
  }
}

TEST_CASE("validation: inconsistent") {
  const TextCase cases[] = {
      {"robbing the kong and self-drawn", kPlain, R"({"robbing_kong": true, "self_drawn": true})", "self-drawn"},
      {"robbing the kong, the tile standing in the hand", "123m456p789s123s5p5p", R"({"robbing_kong": true})", "5p|5 of Dots"},
      {"robbing the kong, the tile in a declared chow", "[345s1]123m456p12sEE3s", R"({"robbing_kong": true})", "3s|3 of Bamboo"},
      {"robbing the kong, the tile in a declared pung", "[333s1]123m456p45sEE3s", R"({"robbing_kong": true})", "3s|3 of Bamboo"},
      {"robbing the kong and a kong replacement", "[EEEE1]123m456p12sNN3s", R"({"robbing_kong": true, "kong_replacement": true})", "kong"},
      {"robbing the kong on the last tile of the wall", kPlain, R"({"robbing_kong": true, "last_tile_of_wall": true})", "last tile"},
      {"a kong replacement without a kong", kPlain, R"({"kong_replacement": true, "self_drawn": true})", "kong"},
      {"a kong replacement with only a pung", "[EEE1]123m456p12sNN3s", R"({"kong_replacement": true, "self_drawn": true})", "kong"},
      {"last of its kind while another copy stands in the hand", "123m456p789s123s5p5p", R"({"last_of_kind": true})", "5p|5 of Dots"},
      {"last of its kind, the pair wait", "123m456p789s123sEE", R"({"last_of_kind": true})", "E|East"},
      {"a discarder who is the winner", kPlain, R"({"seat_wind": "S", "discarder": "S"})", "discarder"},
      {"the dealer's own discard", kPlain, R"({"discarder": "E"})", "discarder"},
      {"a discarder with a self-drawn hand", kPlain, R"({"self_drawn": true, "discarder": "W"})", "discarder|self-drawn"},
      {"heavenly under MCR", kPlain, R"({"heavenly": true})", "heavenly"},
      {"earthly under MCR", kPlain, R"({"earthly": true})", "earthly"},
      {"kong on kong under MCR", "[EEEE1]123m456p12sNN3s", R"({"kong_on_kong": true, "self_drawn": true})", "kong on kong|kong_on_kong"},
  };
  check_text_cases(std::begin(cases), std::end(cases), ErrorCode::inconsistent);

  SUBCASE("a concealed kong said to be claimed from a player") {
    check_refused(meld_hand(R"([{"type":"kong","concealed":true,"claimed_from":2,"tiles":["E","E","E","E"]}])",
                            "456p789s123s5p5p"),
                  ErrorCode::inconsistent, "concealed");
  }

  SUBCASE("flags that agree are accepted") {
    const TextCase fine[] = {
        {"robbing the kong alone", kPlain, R"({"robbing_kong": true})", ""},
        {"robbing the kong with a named discarder", kPlain, R"({"robbing_kong": true, "discarder": "N"})", ""},
        {"a kong replacement with a kong", "[EEEE1]123m456p12sNN3s", R"({"kong_replacement": true, "self_drawn": true})", ""},
        {"a kong replacement, self-drawn left implied", "[EEEE]123m456p12sNN3s", R"({"kong_replacement": true})", ""},
        {"last of its kind, the others in the hand's own pung", "[555p1]46p789sEEE11m5p", R"({"last_of_kind": true})", ""},
        {"last tile of the wall, self-drawn", kPlain, R"({"last_tile_of_wall": true, "self_drawn": true})", ""},
        {"last tile of the wall, on a discard", kPlain, R"({"last_tile_of_wall": true, "discarder": "S"})", ""},
    };
    for (const auto& c : fine) {
      INFO("what: ", std::string(c.what));
      auto result = test::score_of(c.text, c.situation);
      CHECK_MESSAGE(result.ok(), (result.ok() ? "" : result.error().message));
    }
  }
}

// Kong replacement implies self-drawn (spec, "A hand"), and a self-drawn hand
// has no discarder.
TEST_CASE("validation: inconsistent: a discarder with a kong replacement") {
  const TextCase cases[] = {
      {"kong replacement and a discarder", "[EEEE1]123m456p12sNN3s", R"({"kong_replacement": true, "discarder": "W"})", "discarder"},
  };
  check_text_cases(std::begin(cases), std::end(cases), ErrorCode::inconsistent);
}

TEST_CASE("validation: not_winning") {
  const TextCase cases[] = {
      {"odd tiles scattered", "13579m2468p1357s9s", "{}", "winning|14"},
      {"three sets and two pairs and a single", "123m456p789s1199sE", "{}", "winning|14"},
      {"five pairs and four singles", "1133m5577p99sESWN", "{}", "winning|14"},
      {"a meld and no shape in the rest", "[123m1]13579p2468sEE", "{}", "winning|14"},
      {"thirteen orphans with a middle tile", "19m19p19sESWNCFF5m", "{}", "winning|14"},
      {"knitted tiles with two of one kind", "147m258p369sESWNN", "{}", "winning|14"},
  };
  check_text_cases(std::begin(cases), std::end(cases), ErrorCode::not_winning);
}

TEST_CASE("validation: precedence, in the order a person would fix them") {
  SUBCASE("bad_meld before too_many_copies and tile_count") {
    check_refused(meld_hand(R"([{"type":"chow","tiles":["1m","3m","5m"]}])", "5555p5p"), ErrorCode::bad_meld, "chow");
    check_refused(meld_hand(R"([{"type":"chow","tiles":["1m","3m","5m"]}])", "5p"), ErrorCode::bad_meld, "chow");
  }
  SUBCASE("bad_meld before inconsistent flags") {
    auto hand = meld_hand(R"([{"type":"pung","tiles":["1m","1m","2m"]}])", "456p789s123s5p5p",
                          R"({"robbing_kong": true, "self_drawn": true})");
    check_refused(hand, ErrorCode::bad_meld, "pung");
  }
  const TextCase copies_first[] = {
      {"a fifth copy in a hand of 15 tiles", "123m5555p789s123s5p5p", "{}", "5p"},
      {"a fifth copy in a hand of 5 melds", "[5555p1][123m1][456m1][789m1][123s1]5p", "{}", "5p"},
      {"a fifth copy and contradicting flags", "123m5555p789s123s5p", R"({"robbing_kong": true, "self_drawn": true})", "5p"},
  };
  SUBCASE("too_many_copies before tile_count and inconsistent") {
    check_text_cases(std::begin(copies_first), std::end(copies_first), ErrorCode::too_many_copies);
  }
  const TextCase count_first[] = {
      {"13 tiles and contradicting flags", "123m456p789s12sE3s", R"({"robbing_kong": true, "self_drawn": true})", "13"},
      {"15 tiles and heavenly under MCR", "123m456p789s12sEEE3s", R"({"heavenly": true})", "15"},
  };
  SUBCASE("tile_count before inconsistent") {
    check_text_cases(std::begin(count_first), std::end(count_first), ErrorCode::tile_count);
  }
  const TextCase flags_first[] = {
      {"no shape, robbing the kong and self-drawn", "13579m2468p1357s9s", R"({"robbing_kong": true, "self_drawn": true})", "self-drawn"},
      {"no shape, heavenly under MCR", "13579m2468p1357s9s", R"({"heavenly": true})", "heavenly"},
  };
  SUBCASE("inconsistent before not_winning") {
    check_text_cases(std::begin(flags_first), std::end(flags_first), ErrorCode::inconsistent);
  }
}

TEST_CASE("check_hand counts the kinds held four times, a kong's and the standing tiles' alike") {
  // A concealed kong of East and 1111m standing (111m 123m); three 9p.
  auto hand = meld_hand(R"([{"type": "kong", "concealed": true, "tiles": ["E", "E", "E", "E"]}])",
                        "1111m23m99p55s9p");
  REQUIRE(hand.ok());
  auto checked = check_hand(hand.value());
  REQUIRE(checked.ok());
  CHECK_EQ(int(checked.value().fours), 2);
  auto none = meld_hand("[]", "123m456p789s123sEE");
  REQUIRE(none.ok());
  CHECK_EQ(int(check_hand(none.value()).value().fours), 0);
}

TEST_CASE("validation: a complete hand below 8 points is a result, not an error") {
  // All Chows, No Honours, Single Wait: well short of 8.
  const char* low = "[123m1][345p1][789s1]678s5m5m";

  SUBCASE("ok, with meets_minimum false") {
    auto result = test::score_of(low);
    REQUIRE_MESSAGE(result.ok(), (result.ok() ? "" : result.error().message));
    CHECK_LT(result.value().total, 8);
    CHECK_GT(result.value().total, 0);
    CHECK_FALSE(result.value().meets_minimum);
  }

  SUBCASE("flowers never count towards the minimum") {
    auto result = test::score_of(low, R"({"flowers": 8})");
    REQUIRE(result.ok());
    CHECK_GE(result.value().total, 8);
    CHECK_EQ(result.value().flowers, 8);
    CHECK_FALSE(result.value().meets_minimum);
  }

  SUBCASE("the same through the JSON boundary") {
    auto doc = json_from_document(score_document(document_from_json(ordered_json{{"text", low}})));
    CHECK(doc["ok"] == true);
    CHECK(doc["meets_minimum"] == false);
    CHECK_FALSE(doc.contains("error"));
  }
}
