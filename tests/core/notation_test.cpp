// The text notation (spec "Text notation"): suit runs, honours, Tenhou 1z-7z,
// melds in brackets with their claim digit, the winning tile last; the errors
// it refuses; and formatting back to text.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "hand_io.h"
#include "json_document.h"
#include "meld_shape.h"
#include "notation.h"

namespace {

using namespace mahjong;

// "1m 2m E" -> tiles.
std::vector<Tile> tiles(const std::string& codes) {
  std::vector<Tile> out;
  std::istringstream in(codes);
  for (std::string code; in >> code;) {
    auto t = parse_tile_code(code);
    REQUIRE_MESSAGE(t.has_value(), "bad code in the test: " << code);
    out.push_back(*t);
  }
  return out;
}

std::string codes(std::vector<Tile> ts, bool sorted) {
  if (sorted) std::sort(ts.begin(), ts.end());
  std::string out;
  for (Tile t : ts) out += (out.empty() ? "" : " ") + std::string(tile_code(t));
  return out;
}

std::string describe_meld(const Meld& m, bool with_claim) {
  std::string out = std::string(meld_type_name(m.type)) + (m.concealed ? " concealed " : " melded ") +
                    codes(m.tiles, /*sorted=*/true);
  if (with_claim) out += " from " + std::to_string(int(m.claimed_from));
  return out;
}

// A hand's tiles as one line: concealed as a multiset, melds in order, the
// winning tile. Equal lines mean the same hand.
std::string describe(const std::vector<Tile>& concealed, const std::vector<Meld>& melds, Tile win,
                     bool with_claim) {
  std::string out;
  for (const Meld& m : melds) out += "[" + describe_meld(m, with_claim) + "] ";
  out += codes(concealed, /*sorted=*/true);
  out += " | win " + std::string(tile_code(win));
  return out;
}

std::string describe(const HandTiles& h, bool with_claim = true) {
  return describe(h.concealed, h.melds, h.win_tile, with_claim);
}

HandTiles parsed(const std::string& text) {
  auto out = parse_notation(text);
  REQUIRE_MESSAGE(out.ok(), text << ": " << (out.ok() ? "" : out.error().message));
  return out.value();
}

std::string canonical(const std::string& text) {
  HandTiles h = parsed(text);
  return format_notation(h.concealed, h.melds, h.win_tile);
}

struct ReadCase {
  const char* text;
  const char* concealed;  // in the order written
  const char* win;
};

void check_reads(const ReadCase& c) {
  INFO("text: ", std::string(c.text));
  HandTiles h = parsed(c.text);
  CHECK(h.melds.empty());
  CHECK_EQ(codes(h.concealed, false), c.concealed);
  CHECK_EQ(std::string(tile_code(h.win_tile)), c.win);
}

struct ErrorCase {
  const char* text;
  const char* needle;  // what the message must name
};

void check_refused(const ErrorCase& c, ErrorCode code) {
  INFO("text: ", std::string(c.text));
  auto out = parse_notation(c.text);
  REQUIRE_FALSE(out.ok());
  CHECK_EQ(error_code_name(out.error().code), error_code_name(code));
  CAPTURE(out.error().message);
  CHECK_NE(out.error().message.find(c.needle), std::string::npos);
}

}  // namespace

TEST_CASE("notation: reading standing tiles") {
  SUBCASE("suited runs share one suit letter") {
    const ReadCase cases[] = {
        {"123m456p789s", "1m 2m 3m 4p 5p 6p 7s 8s", "9s"},
        {"1m2m3m", "1m 2m", "3m"},
        {"99m11p", "9m 9m 1p", "1p"},
        {"1112345678999m5m", "1m 1m 1m 2m 3m 4m 5m 6m 7m 8m 9m 9m 9m", "5m"},
        {"5s", "", "5s"},
    };
    for (const auto& c : cases) check_reads(c);
  }

  SUBCASE("honours are the letters E S W N C F P") {
    const ReadCase cases[] = {
        {"ESWNCFP", "E S W N C F", "P"},
        {"CCFFPP", "C C F F P", "P"},
        {"12mEE3m", "1m 2m E E", "3m"},
    };
    for (const auto& c : cases) check_reads(c);
  }

  SUBCASE("Tenhou 1z-7z: E S W N, then 5z white P, 6z green F, 7z red C") {
    const ReadCase cases[] = {
        {"1234567z", "E S W N P F", "C"},
        {"5z6z7z", "P F", "C"},
        {"11z22m1z", "E E 2m 2m", "E"},
    };
    for (const auto& c : cases) check_reads(c);
  }

  SUBCASE("the last tile written is the winning tile") {
    HandTiles h = parsed("[EEE1]123m456p789s5p5p");
    REQUIRE_EQ(h.melds.size(), 1u);
    CHECK_EQ(codes(h.concealed, true), "1m 2m 3m 4p 5p 5p 6p 7s 8s 9s");
    CHECK_EQ(std::string(tile_code(h.win_tile)), "5p");
    // Not the highest, nor the last of its run's sorted order.
    CHECK_EQ(std::string(tile_code(parsed("9m1m").win_tile)), "1m");
    CHECK_EQ(std::string(tile_code(parsed("123m").win_tile)), "3m");
    CHECK_EQ(std::string(tile_code(parsed("321m").win_tile)), "1m");
  }

  SUBCASE("no tiles at all: nothing to win on, which validation reports") {
    HandTiles h = parsed("");
    CHECK(h.concealed.empty());
    CHECK(h.melds.empty());
    CHECK_EQ(h.win_tile, kNoTile);
  }

  SUBCASE("spaces between groups and inside brackets are ignored") {
    const char* pairs[][2] = {
        {"[EEE1]123m456p789s5p5p", " [EEE1] 123m 456p 789s 5p 5p "},
        {"[EEE1]123m456p789s5p5p", "[ EEE 1]123m\t456p\n789s5p 5p"},
        {"[567m2][8888p]EE", "[ 567m 2] [ 8888p ] E E"},
        {"1234567z", "1234567z "},
    };
    for (const auto& p : pairs) {
      INFO("text: ", std::string(p[1]));
      CHECK_EQ(describe(parsed(p[1])), describe(parsed(p[0])));
    }
  }
}

TEST_CASE("notation: melds in brackets") {
  struct MeldCase {
    const char* text;
    MeldType type;
    bool concealed;
    int claimed_from;
    const char* tiles;
  };
  const MeldCase cases[] = {
      // Chows: claimed, with or without the digit.
      {"[567m]", MeldType::chow, false, 0, "5m 6m 7m"},
      {"[567m2]", MeldType::chow, false, 2, "5m 6m 7m"},
      {"[765m1]", MeldType::chow, false, 1, "5m 6m 7m"},
      {"[789s3]", MeldType::chow, false, 3, "7s 8s 9s"},
      // Pungs: claimed, with or without the digit.
      {"[999s]", MeldType::pung, false, 0, "9s 9s 9s"},
      {"[999s3]", MeldType::pung, false, 3, "9s 9s 9s"},
      {"[EEE1]", MeldType::pung, false, 1, "E E E"},
      {"[555z2]", MeldType::pung, false, 2, "P P P"},
      // Kongs: no digit is a concealed kong, 1-3 a melded kong, 5-7 an added kong.
      {"[8888p]", MeldType::kong, true, 0, "8p 8p 8p 8p"},
      {"[CCCC]", MeldType::kong, true, 0, "C C C C"},
      {"[8888p1]", MeldType::kong, false, 1, "8p 8p 8p 8p"},
      {"[8888p3]", MeldType::kong, false, 3, "8p 8p 8p 8p"},
      {"[8888p5]", MeldType::kong, false, 5, "8p 8p 8p 8p"},
      {"[FFFF6]", MeldType::kong, false, 6, "F F F F"},
      {"[7777z7]", MeldType::kong, false, 7, "C C C C"},
  };
  for (const auto& c : cases) {
    INFO("text: ", std::string(c.text));
    HandTiles h = parsed(std::string(c.text) + "EE");
    REQUIRE_EQ(h.melds.size(), 1u);
    const Meld& m = h.melds[0];
    CHECK_EQ(meld_type_name(m.type), meld_type_name(c.type));
    CHECK_EQ(m.concealed, c.concealed);
    CHECK_EQ(int(m.claimed_from), c.claimed_from);
    CHECK_EQ(codes(m.tiles, true), c.tiles);
    CHECK_EQ(codes(h.concealed, false), "E");
    CHECK_EQ(std::string(tile_code(h.win_tile)), "E");
  }

  SUBCASE("several melds keep their order, the standing tiles follow") {
    HandTiles h = parsed("[567m2][999s][8888p][EEEE5]NN");
    REQUIRE_EQ(h.melds.size(), 4u);
    CHECK_EQ(describe(h), "[chow melded 5m 6m 7m from 2] [pung melded 9s 9s 9s from 0] "
                          "[kong concealed 8p 8p 8p 8p from 0] [kong melded E E E E from 5] N | win N");
  }
}

TEST_CASE("notation: errors") {
  SUBCASE("parse: text that is not a hand, with a message naming the problem") {
    const ErrorCase cases[] = {
        // Unknown letters.
        {"x123m", "'x'"},
        {"123mq", "'q'"},
        {"123m456p789sM", "'M'"},
        {"e", "'e'"},
        {"123m#", "'#'"},
        {"123m\xC3\xA9", "non-ASCII"},
        // A rank 0.
        {"102m", "0m"},
        {"0p", "0p"},
        {"05s", "0s"},
        // Honours past 7z, or 0z.
        {"8z", "8z"},
        {"1238z", "8z"},
        {"0z", "0z"},
        // Digits without a suit letter.
        {"123", "\"123\""},
        {"123m45", "\"45\""},
        {"12E", "\"12\""},
        // Brackets.
        {"[123m", "'['"},
        {"[EEE1", "'['"},
        {"123m]", "']'"},
        {"]123m", "']'"},
        {"[123m]]", "']'"},
        {"[[123m]]", "'['"},
        // Two claim digits.
        {"[123m12]", "\"12\""},
        {"[EEEE55]", "\"55\""},
        // A claim digit that is no player: 4, 8, 9.
        {"[123m4]", "[123m4]"},
        {"[EEE4]", "[EEE4]"},
        {"[EEEE4]", "[EEEE4]"},
        {"[EEEE8]", "[EEEE8]"},
        {"[EEEE9]", "[EEEE9]"},
        // 5-7 only for a kong added to a pung.
        {"[EEE5]", "[EEE5]"},
        {"[999s7]", "[999s7]"},
        {"[123m5]", "[123m5]"},
    };
    for (const auto& c : cases) check_refused(c, ErrorCode::parse);
  }

  SUBCASE("bad_meld: brackets that hold no chow, pung or kong") {
    const ErrorCase cases[] = {
        {"[135m]", "[135m]"},
        {"[12m]", "[12m]"},
        {"[EEEEE]", "[EEEEE]"},
        {"[11112m]", "[11112m]"},
        {"[EFP]", "[EFP]"},
        {"[123z]", "[123z]"},
        {"[1m2p3s]", "[1m2p3s]"},
        {"[89s1s]", "[89s1s]"},
        {"[1234m]", "[1234m]"},
        {"[]", "[]"},
        {"[EE1]", "[EE1]"},
    };
    for (const auto& c : cases) check_refused(c, ErrorCode::bad_meld);
  }
}

// Spaces are ignored (spec "Text notation" reads runs and brackets, not spaces),
// also between a claim digit and the closing bracket.
TEST_CASE("notation: reading: a space after the claim digit") {
  for (const char* text : {"[EEE1 ]123m456p789s5p5p", "[ 567m 2 ]EE"}) {
    INFO("text: ", std::string(text));
    auto out = parse_notation(text);
    CHECK_MESSAGE(out.ok(), (out.ok() ? "" : out.error().message));
  }
}

// "123x": the letter the person typed is the problem, so the message names it.
TEST_CASE("notation: errors: an unknown letter after digits is named") {
  const ErrorCase cases[] = {{"123x", "'x'"}, {"12q3m", "'q'"}, {"123m456p789s1234M", "'M'"}};
  for (const auto& c : cases) check_refused(c, ErrorCode::parse);
}

// The spec gives the claim digits as 1-3 and 5-7 and nothing else.
TEST_CASE("notation: errors: a claim digit 0 is refused") {
  const ErrorCase cases[] = {{"[5555m0]", "[5555m0]"}, {"[567m0]", "[567m0]"}};
  for (const auto& c : cases) check_refused(c, ErrorCode::parse);
}

// A digit in the middle of the brackets is a slip in the writing (parse), and
// the message says what: the bracket is closed, so it must not say it is not.
TEST_CASE("notation: errors: a claim digit followed by more tiles") {
  const ErrorCase c = {"[EEEE1E]", "claim digit"};
  check_refused(c, ErrorCode::parse);
  auto out = parse_notation(c.text);
  REQUIRE_FALSE(out.ok());
  CHECK_EQ(out.error().message.find("never closed"), std::string::npos);
}

TEST_CASE("notation: formatting") {
  SUBCASE("canonical text: melds as declared, standing tiles sorted, the winning tile last") {
    const char* cases[][2] = {
        {"[EEE1]123m456p789s5p5p", "[EEE1]123m4556p789s5p"},
        {"987s654p321m11m", "1123m456p789s1m"},
        {"111222333444z77z", "EEESSSWWWNNNCC"},
        {"[8888p][765s2]EE1m1m", "[8888p][567s2]1mEE1m"},
        {" [ 567m 2] 5z 5z ", "[567m2]PP"},
        {"[EEEE5]S", "[EEEE5]S"},
        {"[999s][123m]N", "[999s][123m]N"},
        {"PFCNWSE", "SWNCFPE"},
    };
    for (const auto& c : cases) {
      INFO("hand: ", std::string(c[0]));
      CHECK_EQ(canonical(c[0]), c[1]);
    }
  }

  SUBCASE("format_tiles writes one suit letter per run") {
    CHECK_EQ(format_tiles(tiles("5m 6m 7m")), "567m");
    CHECK_EQ(format_tiles(tiles("1m 2p 3s")), "1m2p3s");
    CHECK_EQ(format_tiles(tiles("E E E")), "EEE");
    CHECK_EQ(format_tiles(tiles("1m 1m E 2p")), "11mE2p");
  }

  SUBCASE("a claimed meld given without a digit still reads back as claimed") {
    const MeldType types[] = {MeldType::chow, MeldType::pung, MeldType::kong};
    const char* meld_tiles[] = {"3s 4s 5s", "W W W", "5m 5m 5m 5m"};
    for (int i = 0; i < 3; ++i) {
      INFO("meld: ", std::string(meld_tiles[i]));
      Meld m{types[i], false, tiles(meld_tiles[i]), 0};
      std::string text = format_notation({}, {m}, tiles("E")[0]);
      CAPTURE(text);
      HandTiles back = parsed(text);
      REQUIRE_EQ(back.melds.size(), 1u);
      CHECK_EQ(describe_meld(back.melds[0], false), describe_meld(m, false));
    }
  }
}

TEST_CASE("notation: round trip") {
  SUBCASE("text -> hand -> text -> the same hand") {
    const char* corpus[] = {
        "[EEE1]123m456p789s5p5p",
        "[567m2][999s3][8888p]123m5m5m",
        "[8888p1][EEEE5][SSSS6][WWWW7]NN",
        "[111z2][222z][3333z][4444z6]1m1m",
        "1112345678999m5m",
        "19m19p19sESWNCFPP",
        "147m258p369sESWNC",
        "1133m5577p99sEEC",
        "[123p1][456p2][789p3]11s2s2s",
        "5z6z7z1z2z3z4z5z6z7z1z2z3z4z",
        "[765s]1m",
    };
    for (const char* text : corpus) {
      INFO("text: ", std::string(text));
      HandTiles first = parsed(text);
      std::string formatted = format_notation(first.concealed, first.melds, first.win_tile);
      CAPTURE(formatted);
      CHECK_EQ(describe(parsed(formatted)), describe(first));
      // The canonical text is a fixed point.
      CHECK_EQ(canonical(formatted), formatted);
    }
  }

  SUBCASE("every public vector: JSON hand -> text -> the same tiles") {
    std::ifstream in(std::string(MAHJONG_FIXTURES) + "/mcr-public.jsonl");
    REQUIRE(in.good());
    int checked = 0;
    for (std::string line; std::getline(in, line);) {
      if (line.empty()) continue;
      auto v = nlohmann::ordered_json::parse(line);
      CAPTURE(v["id"].get<std::string>());
      auto hand = hand_from_document(document_from_json(v["hand"]));
      REQUIRE_MESSAGE(hand.ok(), (hand.ok() ? "" : hand.error().message));
      const Hand& h = hand.value();
      std::string text = format_notation(h);
      CAPTURE(text);
      auto back = parse_notation(text);
      REQUIRE_MESSAGE(back.ok(), (back.ok() ? "" : back.error().message));
      // Type, concealed flag and tiles of each meld; the claim digit is not
      // part of the spec's JSON hand.
      CHECK_EQ(describe(back.value(), false), describe(h.concealed, h.melds, h.win_tile, false));
      ++checked;
    }
    MESSAGE(checked << " public hands round-tripped");
    CHECK_GT(checked, 2000);
  }
}
