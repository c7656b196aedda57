// The rulings of docs/hk-rules.md (section 8), one test per ruling or group
// of rulings, each with the option for the other reading where there is one;
// then the hand's limit and minimum, the choice of arrangement, and the
// inputs Hong Kong refuses. Every expectation is worked out by hand; the
// comments give the arithmetic where it is not obvious.
#include "hk_test_support.h"

namespace {

using mahjong::ErrorCode;
using mahjong::test::hk::check_faan;
using mahjong::test::hk::error_of;
using mahjong::test::hk::result_of;
using mahjong::test::hk::scored;

// South wins in an East round holding East's flower (no bonus faan), on
// West's discard or from the wall.
const std::string kDiscard = R"({"seat_wind": "S", "discarder": "W", "flowers": ["f1"]})";
const std::string kSelfDrawn = R"({"seat_wind": "S", "self_drawn": true, "flowers": ["f1"]})";
const std::string kCommon = "234m567p345s99p67s8s";

std::string with(const std::string& base, const std::string& more) {
  return base.substr(0, base.size() - 1) + ", " + more + "}";
}
std::string options(const std::string& base, const std::string& opts) {
  return with(base, "\"options\": " + opts);
}

}  // namespace

TEST_SUITE("hk") {

// ---------------------------------------------------------- hand values

TEST_CASE("Ruling 1: the 10-faan hands, or limit hands with ten_faan_limit_hands") {
  const std::string on = R"({"ten_faan_limit_hands": true})";
  SUBCASE("10 by default, as the seed's table says") {
    check_faan("[111m1]999m111p999s1s1s", kDiscard, {{"Orphans", 10}}, 10);
    check_faan("1112345678999m9m", kDiscard, {{"Nine Gates", 10}}, 10);
  }
  SUBCASE("13 with the option, each of the four") {
    auto orphans = check_faan("[111m1]999m111p999s1s1s", options(kDiscard, on), {{"Orphans", 13}}, 13);
    CHECK(orphans.extra[mahjong::hk::kLimit]);
    check_faan("1112345678999m9m", options(kDiscard, on), {{"Nine Gates", 13}}, 13);
    check_faan("333m666p888sFFF2s2s", options(kDiscard, on), {{"Self Triplets", 13}, {"Green Dragon", 1}}, 14);
    check_faan("[EEE1][SSS1]WWWCCCPP", options(kDiscard, on),
               {{"All Honor Tiles", 13}, {"Seat Wind", 1}, {"Prevailing Wind", 1}, {"Red Dragon", 1}}, 16);
  }
  SUBCASE("the result says the value in force") {
    auto r = result_of("1112345678999m9m", options(kDiscard, on));
    CHECK_EQ(r["fans"][0]["id"], "nine_gates");
    CHECK_EQ(r["fans"][0]["points"], 13);
  }
}

TEST_CASE("Ruling 2: Small Dragons is 5 in all, or 7 with small_dragons_adds_dragons") {
  check_faan("[CCC1]FFFPP123m45m6m", kDiscard, {{"Small Dragons", 5}, {"Mixed One Suit", 3}}, 8);
  check_faan("[CCC1]FFFPP123m45m6m", options(kDiscard, R"({"small_dragons_adds_dragons": true})"),
             {{"Small Dragons", 5}, {"Mixed One Suit", 3}, {"Red Dragon", 1}, {"Green Dragon", 1}}, 10);
  SUBCASE("Great Dragons is not changed by it") {
    check_faan("[CCC1][FFF1]PPP99p23s4s", options(kDiscard, R"({"small_dragons_adds_dragons": true})"),
               {{"Great Dragons", 8}}, 8);
  }
}

TEST_CASE("Ruling 3: Win by Kong's 2 includes the self-pick, or adds it with kong_win_adds_self_pick") {
  const std::string kong = "[5555m]234m567p99p67s8s";
  const std::string replacement = with(kSelfDrawn, R"("kong_replacement": true)");
  check_faan(kong, replacement, {{"Win by Kong", 2}, {"Win from Wall", 1}}, 3);
  check_faan(kong, with(replacement, R"("options": {"kong_win_adds_self_pick": true})"),
             {{"Win by Kong", 2}, {"Self-Pick", 1}, {"Win from Wall", 1}}, 4);
  SUBCASE("Win by Double-Kong: 9, or 10 with the option; never with Win by Kong") {
    const std::string two = "[5555m][CCCC1]234m99p67s8s";
    const std::string double_kong = with(kSelfDrawn, R"("kong_on_kong": true)");
    check_faan(two, double_kong, {{"Win by Double-Kong", 9}, {"Red Dragon", 1}}, 10);
    check_faan(two, with(double_kong, R"("options": {"kong_win_adds_self_pick": true})"),
               {{"Win by Double-Kong", 9}, {"Red Dragon", 1}, {"Self-Pick", 1}}, 11);
  }
}

TEST_CASE("Ruling 4: Last Catch on the last discard too, or only from the wall with last_catch_on_discard false") {
  const std::string last_discard = with(kDiscard, R"("last_tile_of_wall": true)");
  check_faan(kCommon, last_discard, {{"Common Hand", 1}, {"Win from Wall", 1}, {"Win by Last Catch", 1}}, 3);
  const std::string off = R"("options": {"last_catch_on_discard": false})";
  check_faan(kCommon, with(last_discard, off), {{"Common Hand", 1}, {"Win from Wall", 1}}, 2);
  check_faan(kCommon, with(with(kSelfDrawn, R"("last_tile_of_wall": true)"), off),
             {{"Common Hand", 1}, {"Self-Pick", 1}, {"Win from Wall", 1}, {"Win by Last Catch", 1}}, 4);
}

TEST_CASE("Ruling 5: how Small Winds is valued (small_winds)") {
  // East seat in an East round: the East pung would be a double wind.
  const std::string east = R"({"seat_wind": "E", "discarder": "W", "flowers": ["f2"]})";
  const std::string hand = "[EEE1][SSS1]WWWNN12p3p";
  SUBCASE("seed: 6, the wind pungs add nothing") {
    check_faan(hand, east, {{"Small Winds", 6}, {"Mixed One Suit", 3}}, 9);
  }
  SUBCASE("with_winds: the seat and prevailing wind pungs among its three score") {
    check_faan(hand, options(east, R"({"small_winds": "with_winds"})"),
               {{"Small Winds", 6}, {"Mixed One Suit", 3}, {"Seat Wind", 1}, {"Prevailing Wind", 1}}, 11);
  }
  SUBCASE("limit: 13") {
    auto score = check_faan(hand, options(east, R"({"small_winds": "limit"})"),
                            {{"Small Winds", 13}, {"Mixed One Suit", 3}}, 16);
    CHECK(score.extra[mahjong::hk::kLimit]);
  }
  SUBCASE("Great Winds never adds the wind faan") {
    check_faan("[EEE1][SSS1][WWW1]NNN5s5s", options(east, R"({"small_winds": "with_winds"})"),
               {{"Great Winds", 13}, {"Mixed One Suit", 3}}, 16);
  }
}

TEST_CASE("Ruling 6: Small Winds with the seat or prevailing wind as its pair (small_winds_no_own_wind_pair)") {
  const std::string hand = "[EEE1][SSS1]WWWNN12p3p";
  const std::string north = R"({"seat_wind": "N", "discarder": "W", "flowers": ["f1"]})";
  const std::string on = R"({"small_winds_no_own_wind_pair": true})";
  check_faan(hand, north, {{"Small Winds", 6}, {"Mixed One Suit", 3}}, 9);
  // The pair is North's seat wind: no Small Winds; the East pung is the prevailing wind.
  check_faan(hand, options(north, on), {{"Mixed One Suit", 3}, {"Prevailing Wind", 1}}, 4);
  // South's pair of North is neither its seat nor the prevailing wind.
  check_faan(hand, options(kDiscard, on), {{"Small Winds", 6}, {"Mixed One Suit", 3}}, 9);
}

TEST_CASE("Ruling 7: Mixed Orphans adds to All in Triplets; not on seven pairs or thirteen orphans") {
  check_faan("[111m1]999pEEE999sNN", kDiscard,
             {{"All in Triplets", 3}, {"Prevailing Wind", 1}, {"Mixed Orphans", 1}}, 5);
  check_faan("1199m1199pEECCPP", options(kDiscard, R"({"seven_pairs": true})"), {{"Seven Pairs", 4}}, 4);
  check_faan("19m19p19sESWNCFP1m", kDiscard, {{"Thirteen Orphans", 13}}, 13);
}

TEST_CASE("Ruling 8: Self Triplets") {
  SUBCASE("alone, without All in Triplets; the discard may complete the pair only") {
    check_faan("333m666p888s222s4p4p", kDiscard, {{"Self Triplets", 10}}, 10);
    check_faan("333m666p888s22s44p4p", kDiscard, {{"All in Triplets", 3}, {"Win from Wall", 1}}, 4);
    check_faan("333m666p888s22s44p4p", kSelfDrawn, {{"Self Triplets", 10}, {"Self-Pick", 1}}, 11);
  }
  SUBCASE("four concealed kongs: All Kongs and Self Triplets") {
    check_faan("[3333m][6666p][8888s][FFFF]2s2s", kDiscard,
               {{"All Kongs", 13}, {"Self Triplets", 10}, {"Green Dragon", 1}}, 24);
  }
}

TEST_CASE("Ruling 9: Win from Wall") {
  SUBCASE("on a discard too; with win_from_wall_self_drawn_only, only from the wall") {
    check_faan(kCommon, kDiscard, {{"Common Hand", 1}, {"Win from Wall", 1}}, 2);
    const std::string on = R"({"win_from_wall_self_drawn_only": true})";
    check_faan(kCommon, options(kDiscard, on), {{"Common Hand", 1}}, 1);
    check_faan(kCommon, options(kSelfDrawn, on), {{"Common Hand", 1}, {"Self-Pick", 1}, {"Win from Wall", 1}}, 3);
  }
  SUBCASE("never with the hands concealed by nature") {
    check_faan("1133m5577p2299sEE", options(kSelfDrawn, R"({"seven_pairs": true})"),
               {{"Seven Pairs", 4}, {"Self-Pick", 1}}, 5);
    check_faan("333m666p888s22s44p4p", kSelfDrawn, {{"Self Triplets", 10}, {"Self-Pick", 1}}, 11);
    check_faan("1112345678999m9m", kSelfDrawn, {{"Nine Gates", 10}, {"Self-Pick", 1}}, 11);
    check_faan("19m19p19sESWNCFP1m", kSelfDrawn, {{"Thirteen Orphans", 13}, {"Self-Pick", 1}}, 14);
  }
}

TEST_CASE("Ruling 10: the minimum") {
  // 222m 456p 789s 678m 33s: no hand type, no meld faan.
  const std::string plain = "222m456p789s33s67m8m";
  SUBCASE("3 faan by default, bonus tiles included") {
    auto r = result_of(kCommon, R"({"seat_wind": "S", "discarder": "W", "flowers": ["f2"]})");
    CHECK_EQ(r["capped_total"], 3);
    CHECK_EQ(r["meets_minimum"], true);
    auto two = result_of(kCommon, kDiscard);
    CHECK_EQ(two["meets_minimum"], false);
  }
  SUBCASE("a faan of the hand itself is needed: Self-Pick, Win from Wall and No Flowers are not enough") {
    auto r = result_of(plain, R"({"seat_wind": "S", "self_drawn": true})");
    CHECK_EQ(r["total"], 3);
    CHECK_EQ(r["meets_minimum"], false);
    CHECK_EQ(r["payments"].dump(), R"({"E":0,"S":0,"W":0,"N":0})");
    auto any = result_of(plain, R"({"seat_wind": "S", "self_drawn": true, "options": {"min_needs_hand_faan": false}})");
    CHECK_EQ(any["meets_minimum"], true);
    CHECK_EQ(any["payments"].dump(), R"({"E":-32,"S":64,"W":-16,"N":-16})");
  }
  SUBCASE("the seed's improbable high-scoring hands win without one") {
    auto heavenly = result_of(plain, R"({"seat_wind": "E", "heavenly": true, "flowers": ["f2"]})");
    CHECK_EQ(heavenly["meets_minimum"], true);
    auto double_kong = result_of("[5555m][7777s1]456p33s67m8m", R"({"seat_wind": "S", "kong_on_kong": true, "flowers": ["f1"]})");
    CHECK_EQ(double_kong["total"], 9);
    CHECK_EQ(double_kong["meets_minimum"], true);
  }
  SUBCASE("min_faan 0 asks for nothing, not even a faan of the hand") {
    auto r = result_of("[123m1][456p1]777sCC23s4s", options(kDiscard, R"({"min_faan": 0})"));
    CHECK_EQ(r["total"], 0);
    CHECK_EQ(r["meets_minimum"], true);
    // Base 1, the traditional table's 0 row: East 1 x2, West 1 x2, North 1.
    CHECK_EQ(r["payments"].dump(), R"({"E":-2,"S":5,"W":-2,"N":-1})");
  }
}

TEST_CASE("Ruling 11: Seven Pairs") {
  const std::string on = R"({"seven_pairs": true})";
  SUBCASE("four identical tiles are two pairs") {
    check_faan("1111m5577p2299sEE", options(kDiscard, on), {{"Seven Pairs", 4}}, 4);
  }
  SUBCASE("no melds, not even a concealed kong") {
    // A declared kong stands for three tiles: with five pairs the hand is
    // one tile short, and with a single more it is no seven pairs.
    CHECK_EQ(error_of("[1111m]5577p2299sEE", options(kDiscard, on)), ErrorCode::tile_count);
    CHECK_EQ(error_of("[1111m]5577p2299sEEN", options(kDiscard, on)), ErrorCode::not_winning);
  }
  SUBCASE("a hand that is also a standard hand takes the better reading") {
    // 11 22 33 55 77 88 99 m: as seven pairs 4 + All One Suit 7 = 11; as 123 123 55 789 789 with
    // Common Hand and Win from Wall, 9.
    check_faan("11223355778899m", options(kDiscard, on), {{"All One Suit", 7}, {"Seven Pairs", 4}}, 11);
    check_faan("11223355778899m", kDiscard, {{"All One Suit", 7}, {"Common Hand", 1}, {"Win from Wall", 1}}, 9);
  }
}

TEST_CASE("Ruling 12: Nine Gates is the 13 standing tiles 1112345678999") {
  for (const char* win : {"1m", "2m", "5m", "8m", "9m"}) {
    CAPTURE(win);
    auto score = scored(std::string("1112345678999m") + win, kDiscard);
    CHECK_EQ(score.fans[0].fan->id, "nine_gates");
  }
  check_faan("1113345678999m2m", kDiscard, {{"All One Suit", 7}, {"Win from Wall", 1}}, 8);
}

TEST_CASE("Rulings 13-15: Orphans includes the pair; Mixed One Suit needs honours; Common Hand is four chows") {
  check_faan("[111m1]999m111p999sEE", kDiscard, {{"All in Triplets", 3}, {"Mixed Orphans", 1}}, 4);
  check_faan("[123m1]456789m11m23m4m", kDiscard, {{"All One Suit", 7}, {"Common Hand", 1}}, 8);
  // Any pair (here a dragon), any wait (here closed), bonus tiles or not.
  check_faan("[123m1][456p1]789sPP24s3s", R"({"seat_wind": "S", "discarder": "W", "flowers": ["f2", "s2"]})",
             {{"Common Hand", 1}, {"Flower of Own Wind", 1}, {"Season of Own Wind", 1}}, 3);
}

TEST_CASE("Ruling 16: the limit hands are scored with whatever else applies") {
  check_faan("[CCC1][FFF1]PPP99p44s4s", kDiscard, {{"Great Dragons", 8}, {"All in Triplets", 3}}, 11);
  check_faan("[EEE1][SSS1][WWW1]NNNCC", kDiscard, {{"Great Winds", 13}, {"All Honor Tiles", 10}}, 23);
  check_faan("[2222m1][3333m1][EEEE1][9999m1]PP", kDiscard,
             {{"All Kongs", 13}, {"Mixed One Suit", 3}, {"Prevailing Wind", 1}}, 17);
}

TEST_CASE("Ruling 17: Win by Kong on a bonus tile's replacement") {
  const std::string flower = R"({"seat_wind": "S", "kong_replacement": true, "flowers": ["f1"]})";
  check_faan(kCommon, flower, {{"Win by Kong", 2}, {"Common Hand", 1}, {"Win from Wall", 1}}, 4);
  SUBCASE("without a kong or a bonus tile it is refused") {
    CHECK_EQ(error_of(kCommon, R"({"seat_wind": "S", "kong_replacement": true})"), ErrorCode::inconsistent);
  }
  SUBCASE("Win by Double-Kong needs two kongs") {
    CHECK_EQ(error_of("[5555m]234m567p99p67s8s", with(kSelfDrawn, R"("kong_on_kong": true)")),
             ErrorCode::inconsistent);
  }
}

TEST_CASE("Ruling 18: Heavenly and Earthly Hands") {
  SUBCASE("Heavenly is East's, dealt, self-drawn, concealed") {
    check_faan(kCommon, R"({"heavenly": true, "flowers": ["f2"]})",
               {{"Heavenly Hand", 13}, {"Common Hand", 1}, {"Self-Pick", 1}, {"Win from Wall", 1}}, 16);
    auto r = result_of(kCommon, R"({"heavenly": true, "flowers": ["f2"]})");
    CHECK_EQ(r["payments"].dump(), R"({"E":768,"S":-256,"W":-256,"N":-256})");
  }
  SUBCASE("Earthly is won on East's discard: East pays double twice") {
    auto r = result_of(kCommon, R"({"seat_wind": "S", "earthly": true, "flowers": ["f1"]})");
    CHECK_EQ(r["payments"].dump(), R"({"E":-256,"S":384,"W":-64,"N":-64})");
  }
  SUBCASE("what contradicts them is refused") {
    const char* refused[] = {
        R"({"seat_wind": "S", "heavenly": true})",
        R"({"heavenly": true, "discarder": "W"})",
        R"({"heavenly": true, "kong_replacement": true, "flowers": ["f1"]})",
        R"({"heavenly": true, "last_tile_of_wall": true})",
        R"({"heavenly": true, "earthly": true})",
        R"({"seat_wind": "E", "earthly": true})",
        R"({"seat_wind": "S", "earthly": true, "self_drawn": true})",
        R"({"seat_wind": "S", "earthly": true, "discarder": "W"})",
        R"({"seat_wind": "S", "earthly": true, "robbing_kong": true})",
    };
    for (const char* situation : refused) {
      CAPTURE(situation);
      CHECK_EQ(error_of(kCommon, situation), ErrorCode::inconsistent);
    }
    CHECK_EQ(error_of("[234m]567p345s99p67s8s", R"({"heavenly": true})"), ErrorCode::inconsistent);
    CHECK_EQ(error_of("[5555m]234m567p99p67s8s", R"({"heavenly": true})"), ErrorCode::inconsistent);
  }
}

TEST_CASE("Ruling 19: 13 faan only from winning conditions takes Heavenly or Earthly") {
  // The seed's example: a kong on the second-last tile, won on the
  // replacement (the wall's last tile): Win by Kong 2 + Last Catch 1 + Win
  // from Wall 1 by its own table.
  check_faan("[5555m]234m567p99p67s8s", with(kSelfDrawn, R"("kong_replacement": true, "last_tile_of_wall": true)"),
             {{"Win by Kong", 2}, {"Win from Wall", 1}, {"Win by Last Catch", 1}}, 4);
}

// ------------------------------------------------------ limit, minimum

TEST_CASE("The limit (limit) and the limit hand") {
  const std::string hand = "[CCC1][FFF1]PPP99p23s4s";  // Great Dragons, 8
  SUBCASE("13 by default") {
    auto r = result_of(hand, kDiscard);
    CHECK_EQ(r["total"], 8);
    CHECK_EQ(r["capped_total"], 8);
    CHECK_EQ(r["limit"], false);
  }
  SUBCASE("reaching a lower limit makes a limit hand; the faan are still all listed") {
    auto r = result_of("[CCC1][FFF1]PPP99p44s4s", options(kDiscard, R"({"limit": 8})"));
    CHECK_EQ(r["total"], 11);
    CHECK_EQ(r["capped_total"], 8);
    CHECK_EQ(r["limit"], true);
    CHECK_EQ(r["fans"].size(), 2u);
    CHECK_EQ(r["base_points"], 32);  // the traditional 7-9 row
  }
  SUBCASE("the traditional table's old four-point maximum is limit 4") {
    auto r = result_of(hand, options(kDiscard, R"({"limit": 4, "min_faan": 1})"));
    CHECK_EQ(r["capped_total"], 4);
    CHECK_EQ(r["base_points"], 16);
  }
  SUBCASE("min_faan above limit is a contradiction") {
    CHECK_EQ(error_of(hand, options(kDiscard, R"({"limit": 8, "min_faan": 9})")), ErrorCode::inconsistent);
  }
}

TEST_CASE("The best arrangement: one that may win, then the highest capped total, then the total") {
  SUBCASE("111222333m as pungs (Self Triplets) beats three chows") {
    // As chows 123m x3, only Win from Wall.
    check_faan("111222333m777p9m9m", kDiscard, {{"Self Triplets", 10}}, 10);
  }
  SUBCASE("a reading that meets the minimum beats one that does not") {
    // 222333444m 66p 789s on a discard of 6p. As pungs: All in Triplets? No: 789s is a chow.
    // As chows 234 x3 + 789s: Common Hand 1 + Win from Wall 1 + No Flowers 1 = 3 and a
    // hand faan; as pungs + 789s: Win from Wall + No Flowers = 2 without one.
    auto r = result_of("222333444m789s6p6p", R"({"seat_wind": "S", "discarder": "W"})");
    CHECK_EQ(r["meets_minimum"], true);
    CHECK_EQ(r["fans"][0]["id"], "common_hand");
  }
}

// ----------------------------------------------------------- settlement

TEST_CASE("Rulings 20-21, 25: robbing a kong, the stake, below the minimum") {
  SUBCASE("the robbed player pays every share (robbed_pays_all)") {
    const std::string robbed = R"({"seat_wind": "S", "discarder": "W", "robbing_kong": true, "flowers": ["f2"]})";
    // Common Hand, Win from Wall, Robbing Kong, own flower: 4 faan, base 16.
    // Shares: East 16 x2, West 16 x2, North 16: West pays 80.
    auto r = result_of(kCommon, robbed);
    CHECK_EQ(r["payments"].dump(), R"({"E":0,"S":80,"W":-80,"N":0})");
    auto plain = result_of(kCommon, options(robbed, R"({"robbed_pays_all": false})"));
    CHECK_EQ(plain["payments"].dump(), R"({"E":-32,"S":80,"W":-32,"N":-16})");
  }
  SUBCASE("the stake multiplies every payment, unrounded") {
    const std::string win = R"({"seat_wind": "S", "discarder": "W", "flowers": ["f2"]})";
    auto r = result_of(kCommon, options(win, R"({"stake": 0.5})"));
    CHECK_EQ(r["base_points"], 8);
    CHECK_EQ(r["payments"].dump(), R"({"E":-8,"S":20,"W":-8,"N":-4})");
    auto tenth = result_of(kCommon, options(win, R"({"stake": 0.1, "payment_table": "simplified"})"));
    CHECK_EQ(tenth["payments"]["S"].get<double>(), doctest::Approx(0.5));
  }
  SUBCASE("below the minimum nobody pays; no discarder and no self-draw, no payments") {
    auto r = result_of(kCommon, kDiscard);
    CHECK_EQ(r["payments"].dump(), R"({"E":0,"S":0,"W":0,"N":0})");
    auto unknown = result_of(kCommon, R"({"seat_wind": "S", "flowers": ["f2"]})");
    CHECK_FALSE(unknown.contains("payments"));
    CHECK_EQ(unknown["base_points"], 8);
  }
  SUBCASE("simplified pays nothing below 3 faan") {
    auto r = result_of(kCommon, options(kDiscard, R"({"payment_table": "simplified", "min_faan": 1})"));
    CHECK_EQ(r["meets_minimum"], true);
    CHECK_EQ(r["base_points"], 0);
    CHECK_EQ(r["payments"].dump(), R"({"E":0,"S":0,"W":0,"N":0})");
  }
}

// ------------------------------------------------------------- refusals

TEST_CASE("HK refusals: the bonus tiles") {
  SUBCASE("a number of flowers: Hong Kong needs to know which") {
    CHECK_EQ(error_of(kCommon, R"({"seat_wind": "S", "discarder": "W", "flowers": 2})"), ErrorCode::inconsistent);
    check_faan(kCommon, R"({"seat_wind": "S", "discarder": "W", "flowers": 0})",
               {{"Common Hand", 1}, {"Win from Wall", 1}, {"No Flowers or Seasons", 1}}, 3);
  }
  SUBCASE("bonus tiles while they are out of play") {
    CHECK_EQ(error_of(kCommon, options(kDiscard, R"({"flowers_in_play": false})")), ErrorCode::inconsistent);
  }
  SUBCASE("the same bonus tile twice, or an unknown one") {
    CHECK_EQ(error_of(kCommon, R"({"flowers": ["f1", "f1"]})"), ErrorCode::too_many_copies);
    CHECK_EQ(error_of(kCommon, R"({"flowers": ["f5"]})"), ErrorCode::parse);
  }
}

TEST_CASE("HK refusals: contradictory flags") {
  const char* refused[] = {
      R"({"seat_wind": "S", "kong_on_kong": true, "discarder": "W"})",
      R"({"seat_wind": "S", "kong_on_kong": true, "robbing_kong": true})",
      R"({"seat_wind": "S", "self_drawn": true, "discarder": "W"})",
      R"({"seat_wind": "S", "discarder": "S"})",
      R"({"seat_wind": "S", "self_drawn": true, "robbing_kong": true})",
  };
  for (const char* situation : refused) {
    CAPTURE(situation);
    CHECK_EQ(error_of("[5555m][CCCC1]234m99p67s8s", situation), ErrorCode::inconsistent);
  }
}

TEST_CASE("HK refusals: options are read by the hand's rule set") {
  using mahjong::test::hand_of;
  auto code_of = [](const std::string& json) {
    auto hand = mahjong::hand_from_document(mahjong::document_from_json(nlohmann::ordered_json::parse(json)));
    REQUIRE_FALSE(hand.ok());
    return std::make_pair(hand.error().code, hand.error().message);
  };
  SUBCASE("an unknown option, or one of the other rule set, is a parse error") {
    for (const char* json : {R"({"rules": "hk", "text": "1m", "options": {"no_such": true}})",
                             R"({"rules": "hk", "text": "1m", "options": {"concealed_and_melded_kong_fan": true}})",
                             R"({"text": "1m", "options": {"seven_pairs": true}})"}) {
      CAPTURE(json);
      auto [code, message] = code_of(json);
      CHECK_EQ(code, ErrorCode::parse);
      CHECK_NE(message.find("options."), std::string::npos);
    }
  }
  SUBCASE("an ill-typed or out-of-range value is a parse error naming the option") {
    const std::pair<const char*, const char*> cases[] = {
        {R"({"limit": "13"})", "options.limit"},
        {R"({"limit": 14})", "options.limit"},
        {R"({"limit": 0})", "options.limit"},
        {R"({"min_faan": 2.5})", "options.min_faan"},
        {R"({"seven_pairs": 1})", "options.seven_pairs"},
        {R"({"payment_table": "spicy"})", "options.payment_table"},
        {R"({"payment_table": 2})", "options.payment_table"},
        {R"({"discard_payment": "none"})", "options.discard_payment"},
        {R"({"small_winds": true})", "options.small_winds"},
        {R"({"stake": 0})", "options.stake"},
        {R"({"stake": -1})", "options.stake"},
        {R"({"stake": "1"})", "options.stake"},
    };
    for (const auto& [opts, name] : cases) {
      const std::string options_text(opts);  // clang cannot capture a structured binding
      CAPTURE(options_text);
      auto [code, message] = code_of(std::string(R"({"rules": "hk", "text": "1m", "options": )") + opts + "}");
      CHECK_EQ(code, ErrorCode::parse);
      CHECK_NE(message.find(name), std::string::npos);
    }
  }
  SUBCASE("\"rules\" may come after \"options\"") {
    auto hand = hand_of("1m", R"({"options": {"seven_pairs": true, "payment_table": "canton", "stake": 2.5}, "rules": "hk"})");
    REQUIRE(hand.ok());
    CHECK(hand.value().options.hk.seven_pairs);
    CHECK(hand.value().options.hk.payment_table == mahjong::HkOptions::PaymentTable::canton);
    CHECK_EQ(hand.value().options.hk.stake, 2.5);
  }
}

}  // TEST_SUITE
