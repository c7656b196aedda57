// Tiles (spec "Tiles"): every code both ways, the bonus tiles, and the
// helpers named after the rulebook's terms.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "tile.h"

namespace {

using namespace mahjong;

// The spec's table, in the order of tile.h's numbering.
constexpr const char* kCodes[kTileKinds] = {
    "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",  //
    "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p",  //
    "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s",  //
    "E",  "S",  "W",  "N",  "C",  "F",  "P"};

constexpr const char* kBonus[kBonusKinds] = {"f1", "f2", "f3", "f4", "s1", "s2", "s3", "s4"};

Tile tile(const char* code) { return *parse_tile_code(code); }

}  // namespace

TEST_CASE("tile codes") {
  SUBCASE("every one of the 34 tiles reads and writes its code") {
    std::set<std::string> seen;
    for (int i = 0; i < kTileKinds; ++i) {
      INFO("code: ", std::string(kCodes[i]));
      auto t = parse_tile_code(kCodes[i]);
      REQUIRE(t.has_value());
      CHECK_EQ(int(*t), i);
      CHECK_EQ(std::string(tile_code(*t)), kCodes[i]);
      seen.insert(std::string(tile_code(Tile(i))));
    }
    CHECK_EQ(seen.size(), std::size_t(kTileKinds));
  }

  SUBCASE("the dragons: C red, F green, P white") {
    CHECK_EQ(tile("C"), kRedDragon);
    CHECK_EQ(tile("F"), kGreenDragon);
    CHECK_EQ(tile("P"), kWhiteDragon);
  }

  SUBCASE("the winds follow the seats E S W N") {
    const Wind winds[] = {Wind::east, Wind::south, Wind::west, Wind::north};
    for (int w = 0; w < 4; ++w) {
      CAPTURE(w);
      CHECK_EQ(wind_tile(winds[w]), tile(kCodes[27 + w]));
      CHECK_EQ(std::string(wind_code(winds[w])), kCodes[27 + w]);
      CHECK(parse_wind_code(kCodes[27 + w]) == winds[w]);
      CHECK(wind_of(tile(kCodes[27 + w])) == winds[w]);
    }
  }

  SUBCASE("suited_tile builds the same tiles as the codes") {
    const Suit suits[] = {Suit::characters, Suit::dots, Suit::bamboo};
    for (int s = 0; s < 3; ++s)
      for (int rank = 1; rank <= 9; ++rank) {
        CAPTURE(s);
        CAPTURE(rank);
        CHECK_EQ(suited_tile(suits[s], rank), tile(kCodes[s * 9 + rank - 1]));
      }
  }

  SUBCASE("unknown codes are refused") {
    const char* unknown[] = {"",   "0m", "10m", "m",  "1",  "1M", "1x", "e",   "Z",  "1z",
                             "5z", "E ", " E", "1m2m", "f1", "s1", "Ch", "red", "9", "mm"};
    for (const char* code : unknown) {
      INFO("code: ", std::string(code));
      CHECK_FALSE(parse_tile_code(code).has_value());
    }
  }

  SUBCASE("a value that is no tile writes as a placeholder, not out of bounds") {
    CHECK_EQ(std::string(tile_code(Tile(kTileKinds))), "?");
    CHECK_EQ(std::string(tile_code(kNoTile)), "?");
  }
}

TEST_CASE("bonus tile codes") {
  SUBCASE("all 8 bonus tiles read and write their code") {
    for (int b = 0; b < kBonusKinds; ++b) {
      INFO("code: ", std::string(kBonus[b]));
      auto read = parse_bonus_code(kBonus[b]);
      REQUIRE(read.has_value());
      CHECK_EQ(int(*read), b);
      CHECK_EQ(std::string(bonus_code(*read)), kBonus[b]);
    }
  }

  SUBCASE("f1-f4 are flowers, s1-s4 seasons, the number is the seat") {
    const Wind seats[] = {Wind::east, Wind::south, Wind::west, Wind::north};
    for (int b = 0; b < kBonusKinds; ++b) {
      INFO("code: ", std::string(kBonus[b]));
      BonusTile t = *parse_bonus_code(kBonus[b]);
      CHECK_EQ(is_flower(t), kBonus[b][0] == 'f');
      CHECK(seat_of_bonus(t) == seats[kBonus[b][1] - '1']);
    }
  }

  SUBCASE("unknown bonus codes are refused") {
    const char* unknown[] = {"", "f0", "f5", "s0", "s5", "F1", "1f", "f", "g1", "1m", "E", "f12"};
    for (const char* code : unknown) {
      INFO("code: ", std::string(code));
      CHECK_FALSE(parse_bonus_code(code).has_value());
    }
  }

  SUBCASE("unknown wind codes are refused") {
    const char* unknown[] = {"", "e", "X", "C", "1z", "East", "EE"};
    for (const char* code : unknown) {
      INFO("code: ", std::string(code));
      CHECK_FALSE(parse_wind_code(code).has_value());
    }
  }
}

TEST_CASE("rulebook helpers") {
  SUBCASE("is_terminal: the 1 and 9 of each suit, never an honour") {
    for (int i = 0; i < kTileKinds; ++i) {
      INFO("code: ", std::string(kCodes[i]));
      std::string code = kCodes[i];
      bool expected = code.size() == 2 && (code[0] == '1' || code[0] == '9');
      CHECK_EQ(is_terminal(Tile(i)), expected);
    }
  }

  SUBCASE("is_honor: the winds and dragons") {
    for (int i = 0; i < kTileKinds; ++i) {
      INFO("code: ", std::string(kCodes[i]));
      bool expected = std::string(kCodes[i]).size() == 1;
      CHECK_EQ(is_honor(Tile(i)), expected);
      CHECK_EQ(is_suited(Tile(i)), !expected);
      CHECK_EQ(is_terminal_or_honor(Tile(i)), expected || is_terminal(Tile(i)));
    }
    CHECK_FALSE(is_honor(kNoTile));
  }

  SUBCASE("is_wind and is_dragon split the honours") {
    for (const char* w : {"E", "S", "W", "N"}) {
      INFO("wind: ", std::string(w));
      CHECK(is_wind(tile(w)));
      CHECK_FALSE(is_dragon(tile(w)));
    }
    for (const char* d : {"C", "F", "P"}) {
      INFO("dragon: ", std::string(d));
      CHECK(is_dragon(tile(d)));
      CHECK_FALSE(is_wind(tile(d)));
    }
  }

  SUBCASE("suit_of: the suit letter, or winds, or dragons") {
    for (int i = 0; i < kTileKinds; ++i) {
      INFO("code: ", std::string(kCodes[i]));
      std::string code = kCodes[i];
      Suit expected = code.size() == 2
                          ? (code[1] == 'm' ? Suit::characters : code[1] == 'p' ? Suit::dots : Suit::bamboo)
                          : (std::string("ESWN").find(code[0]) != std::string::npos ? Suit::winds
                                                                                   : Suit::dragons);
      CHECK(suit_of(Tile(i)) == expected);
    }
  }

  SUBCASE("rank_of: the digit of a suited tile") {
    for (int i = 0; i < 27; ++i) {
      INFO("code: ", std::string(kCodes[i]));
      CHECK_EQ(rank_of(Tile(i)), kCodes[i][0] - '0');
    }
  }

  SUBCASE("tile_name reads like the rulebook") {
    CHECK_EQ(tile_name(tile("5p")), "5 of Dots");
    CHECK_EQ(tile_name(tile("1m")), "1 of Characters");
    CHECK_EQ(tile_name(tile("9s")), "9 of Bamboo");
    CHECK_EQ(tile_name(tile("E")), "East Wind");
    CHECK_EQ(tile_name(tile("C")), "Red Dragon");
    CHECK_EQ(tile_name(tile("F")), "Green Dragon");
    CHECK_EQ(tile_name(tile("P")), "White Dragon");
  }
}

// sort_tiles replaced std::sort where the core sorts tiles (a meld's, a
// notation run's): the same order, every value (kNoTile too), and linear in
// a long list, which a hostile hand can be.
TEST_CASE("sort_tiles orders as std::sort does, also a long hostile list") {
  std::vector<Tile> tiles;
  for (int i = 0; i < 100000; ++i) tiles.push_back(Tile((i * 37 + i / 7) % 256));
  tiles.push_back(kNoTile);
  std::vector<Tile> expected = tiles;
  std::sort(expected.begin(), expected.end());
  sort_tiles(tiles);
  CHECK(tiles == expected);
  std::vector<Tile> none;
  sort_tiles(none);
  CHECK(none.empty());
}
