// One test per Hong Kong faan, in the order of the seed's tables
// (docs/hk-rules.md, section 3): a hand where the faan counts, what it leaves
// out, and a near miss where it matters. Every expectation is worked out by
// hand from the seed's tables as docs/hk-rules.md settles them; the faan are
// listed in the result's order (highest value first, equal values in table
// order) with their values.
//
// Notation reminders: melds come first in brackets ("[123m1]" a claimed chow,
// "[555p1]" a claimed pung, "[5555p]" a concealed kong, "[5555p1]" a melded
// kong), then the standing tiles; the last tile written is the winning tile.
// Unless a case says otherwise the winner sits South in an East round and
// holds East's flower f1, which scores nothing for South: so no Seat or
// Prevailing Wind, no bonus-tile faan and no dealer sneak into a case.
#include "hk_test_support.h"

namespace {

using mahjong::test::hk::check_faan;
using mahjong::test::hk::error_of;

const std::string kDiscard = R"({"seat_wind": "S", "discarder": "W", "flowers": ["f1"]})";
const std::string kSelfDrawn = R"({"seat_wind": "S", "self_drawn": true, "flowers": ["f1"]})";

// Four chows and a pair, all concealed, on a two-sided wait: Common Hand and
// Win from Wall. Variants of it isolate a winning condition or a bonus tile.
const std::string kCommon = "234m567p345s99p67s8s";

// The situation `base` with more fields.
std::string with(const std::string& base, const std::string& more) {
  return base.substr(0, base.size() - 1) + ", " + more + "}";
}

}  // namespace

TEST_SUITE("hk") {

// ------------------------------------------------------------- hand types

TEST_CASE("Common Hand 平糊") {
  SUBCASE("four concealed chows on a discard, with Win from Wall") {
    check_faan(kCommon, kDiscard, {{"Common Hand", 1}, {"Win from Wall", 1}}, 2);
  }
  SUBCASE("claimed chows count too, and the pair may be a dragon") {
    check_faan("[123m1][456p1]789sCC23s4s", kDiscard, {{"Common Hand", 1}}, 1);
  }
  SUBCASE("one pung breaks it (a hand of no faan is still a result)") {
    check_faan("[123m1][456p1]777sCC23s4s", kDiscard, {}, 0);
  }
}

TEST_CASE("All in Triplets 對對糊") {
  SUBCASE("four pungs, two claimed, the discard completing the third") {
    check_faan("[222m1][555p1]888s33s99p3s", kDiscard, {{"All in Triplets", 3}}, 3);
  }
  SUBCASE("a kong is a pung") {
    check_faan("[2222m1][555p1]888s33s99p3s", kDiscard, {{"All in Triplets", 3}}, 3);
  }
  SUBCASE("concealed, but the discard completes a pung: Win from Wall, not Self Triplets") {
    check_faan("222m555p888s33s99p3s", kDiscard, {{"All in Triplets", 3}, {"Win from Wall", 1}}, 4);
  }
  SUBCASE("one chow breaks it") {
    check_faan("[222m1][555p1]888s99p23s4s", kDiscard, {}, 0);
  }
}

TEST_CASE("Seven Pairs 七對子") {
  const std::string kOn = R"("options": {"seven_pairs": true})";
  SUBCASE("with the option on; concealed by nature, so no Win from Wall") {
    check_faan("1133m5577p2299sEE", with(kDiscard, kOn), {{"Seven Pairs", 4}}, 4);
  }
  SUBCASE("stacks with Mixed One Suit and Self-Pick") {
    check_faan("1133557799pEECC", with(kSelfDrawn, kOn),
               {{"Seven Pairs", 4}, {"Mixed One Suit", 3}, {"Self-Pick", 1}}, 8);
  }
  SUBCASE("stacks with All One Suit; four of a kind are two pairs") {
    check_faan("1111333355779m9m", with(kDiscard, kOn), {{"All One Suit", 7}, {"Seven Pairs", 4}}, 11);
  }
  SUBCASE("stacks with All Honor Tiles") {
    check_faan("EESSWWNNCCFFPP", with(kDiscard, kOn), {{"All Honor Tiles", 10}, {"Seven Pairs", 4}}, 14);
  }
  SUBCASE("off by default: not a winning hand") {
    CHECK_EQ(error_of("1133m5577p2299sEE", kDiscard), mahjong::ErrorCode::not_winning);
  }
}

TEST_CASE("Mixed One Suit 混一色") {
  SUBCASE("characters and honours; the East pung is the prevailing wind") {
    check_faan("[EEE1]123m456m789mCC", kDiscard, {{"Mixed One Suit", 3}, {"Prevailing Wind", 1}}, 4);
  }
  SUBCASE("with Common Hand when the honours are only the pair") {
    check_faan("[123m1]456m789m23mNN4m", kDiscard, {{"Mixed One Suit", 3}, {"Common Hand", 1}}, 4);
  }
  SUBCASE("two suits: not") {
    check_faan("[EEE1]123m456m789pCC", kDiscard, {{"Prevailing Wind", 1}}, 1);
  }
}

TEST_CASE("All One Suit 清一色") {
  SUBCASE("excludes Mixed One Suit") {
    check_faan("[123m1]456789m11m23m4m", kDiscard, {{"All One Suit", 7}, {"Common Hand", 1}}, 8);
  }
  SUBCASE("with All in Triplets and Win from Wall") {
    check_faan("222444666s88s99s8s", kDiscard,
               {{"All One Suit", 7}, {"All in Triplets", 3}, {"Win from Wall", 1}}, 11);
  }
}

TEST_CASE("All Honor Tiles 字一色") {
  SUBCASE("excludes All in Triplets, Mixed One Suit and Mixed Orphans; the honour pungs still count") {
    check_faan("[EEE1][SSS1]WWWCCCPP", kDiscard,
               {{"All Honor Tiles", 10}, {"Seat Wind", 1}, {"Prevailing Wind", 1}, {"Red Dragon", 1}},
               13);
  }
}

TEST_CASE("Small Dragons 小三元") {
  SUBCASE("two dragon pungs and the third dragon as the pair: 5, its pungs included") {
    check_faan("[CCC1]FFFPP123m45m6m", kDiscard, {{"Small Dragons", 5}, {"Mixed One Suit", 3}}, 8);
  }
  SUBCASE("a wind pair instead: only the two dragon pungs") {
    check_faan("[CCC1]FFFNN123m45m6m", kDiscard,
               {{"Mixed One Suit", 3}, {"Red Dragon", 1}, {"Green Dragon", 1}}, 5);
  }
}

TEST_CASE("Great Dragons 大三元") {
  SUBCASE("three dragon pungs: 8, the dragon faan not again") {
    check_faan("[CCC1][FFF1]PPP99p23s4s", kDiscard, {{"Great Dragons", 8}}, 8);
  }
  SUBCASE("with All in Triplets when the fourth set is a pung") {
    check_faan("[CCC1][FFF1]PPP99p44s4s", kDiscard, {{"Great Dragons", 8}, {"All in Triplets", 3}}, 11);
  }
}

TEST_CASE("Small Winds 小四喜") {
  SUBCASE("three wind pungs and the fourth wind's pair, with Mixed One Suit (the seed's 6+3)") {
    check_faan("[EEE1][SSS1]WWWNN12p3p", kDiscard, {{"Small Winds", 6}, {"Mixed One Suit", 3}}, 9);
  }
  SUBCASE("with All in Triplets too (6+3+3)") {
    check_faan("[EEE1][SSS1]WWWNN22p2p", kDiscard,
               {{"Small Winds", 6}, {"All in Triplets", 3}, {"Mixed One Suit", 3}}, 12);
  }
  SUBCASE("with All Honor Tiles (the seed's 6+10), which replaces All in Triplets") {
    auto score = check_faan("[EEE1][SSS1]WWWNNCCC", kDiscard,
                            {{"All Honor Tiles", 10}, {"Small Winds", 6}, {"Red Dragon", 1}}, 17);
    CHECK_EQ(score.extra[mahjong::hk::kCappedTotal], 13);
  }
}

TEST_CASE("Great Winds 大四喜") {
  SUBCASE("four wind pungs: 13, without All in Triplets, Seat or Prevailing Wind") {
    auto score = check_faan("[EEE1][SSS1][WWW1]NNN5s5s", kDiscard,
                            {{"Great Winds", 13}, {"Mixed One Suit", 3}}, 16);
    CHECK_EQ(score.extra[mahjong::hk::kCappedTotal], 13);
    CHECK(score.extra[mahjong::hk::kLimit]);
  }
}

TEST_CASE("Thirteen Orphans 十三么") {
  SUBCASE("on a discard: alone, no Win from Wall, no Mixed Orphans") {
    auto score = check_faan("19m19p19sESWNCFP1m", kDiscard, {{"Thirteen Orphans", 13}}, 13);
    CHECK(score.extra[mahjong::hk::kLimit]);
  }
  SUBCASE("self-drawn, with its bonus tiles") {
    check_faan("19m19p19sESWNCFPP", R"({"seat_wind": "S", "self_drawn": true, "flowers": ["s2"]})",
               {{"Thirteen Orphans", 13}, {"Self-Pick", 1}, {"Season of Own Wind", 1}}, 15);
  }
}

TEST_CASE("All Kongs 十八羅漢") {
  SUBCASE("four kongs, concealed or not: 13, without All in Triplets") {
    check_faan("[2222m1][7777p][EEEE1][9999s]PP", kDiscard, {{"All Kongs", 13}, {"Prevailing Wind", 1}}, 14);
  }
  SUBCASE("three kongs are not") {
    check_faan("[2222m1][7777p][EEEE1]999sPP", kDiscard, {{"All in Triplets", 3}, {"Prevailing Wind", 1}}, 4);
  }
}

TEST_CASE("Self Triplets 坎坎糊") {
  SUBCASE("four concealed pungs, the discard completing the pair: without All in Triplets or Win from Wall") {
    check_faan("333m666p888sFFF2s2s", kDiscard, {{"Self Triplets", 10}, {"Green Dragon", 1}}, 11);
  }
  SUBCASE("self-drawn on a pung: Self-Pick counts") {
    check_faan("333m666p888s22sFFF", kSelfDrawn,
               {{"Self Triplets", 10}, {"Green Dragon", 1}, {"Self-Pick", 1}}, 12);
  }
  SUBCASE("a concealed kong is a concealed pung") {
    check_faan("[3333m]666p888sFFF2s2s", kDiscard, {{"Self Triplets", 10}, {"Green Dragon", 1}}, 11);
  }
  SUBCASE("a discard completing a pung exposes it") {
    check_faan("333m666p88sFFF22s8s", kDiscard,
               {{"All in Triplets", 3}, {"Green Dragon", 1}, {"Win from Wall", 1}}, 5);
  }
  SUBCASE("a claimed pung is not concealed") {
    check_faan("[333m1]666p888sFFF2s2s", kDiscard, {{"All in Triplets", 3}, {"Green Dragon", 1}}, 4);
  }
}

TEST_CASE("Orphans 么九") {
  SUBCASE("pungs of ones and nines and a pair of them: without All in Triplets or Mixed Orphans") {
    check_faan("[111m1]999m111p999s1s1s", kDiscard, {{"Orphans", 10}}, 10);
  }
  SUBCASE("an honour pair makes it Mixed Orphans") {
    check_faan("[111m1]999m111p999sEE", kDiscard, {{"All in Triplets", 3}, {"Mixed Orphans", 1}}, 4);
  }
}

TEST_CASE("Nine Gates 九子連環") {
  SUBCASE("1112345678999 standing, won on a discard: without All One Suit or Win from Wall") {
    check_faan("1112345678999m9m", kDiscard, {{"Nine Gates", 10}}, 10);
  }
  SUBCASE("self-drawn: Self-Pick counts") {
    check_faan("1112345678999s4s", kSelfDrawn, {{"Nine Gates", 10}, {"Self-Pick", 1}}, 11);
  }
  SUBCASE("the same 14 tiles after another wait are All One Suit") {
    // Standing 1112345678899m, waiting on 9m: not the nine gates.
    check_faan("1112345678899m9m", kDiscard, {{"All One Suit", 7}, {"Win from Wall", 1}}, 8);
  }
}

// ------------------------------------------------------------------ melds

TEST_CASE("Seat Wind 門風") {
  SUBCASE("a pung of the winner's seat wind") {
    check_faan("[SSS1]123m456p789s5p5p", kDiscard, {{"Seat Wind", 1}}, 1);
  }
  SUBCASE("a double wind scores both Seat and Prevailing Wind: 2") {
    check_faan("[SSS1]123m456p789s5p5p", with(kDiscard, R"("prevalent_wind": "S")"),
               {{"Seat Wind", 1}, {"Prevailing Wind", 1}}, 2);
  }
  SUBCASE("a pair is not a meld") {
    check_faan("[123m1]456p789s234sSS", kDiscard, {{"Common Hand", 1}}, 1);
  }
}

TEST_CASE("Prevailing Wind 圈風") {
  SUBCASE("a pung of the prevailing wind, concealed or claimed") {
    check_faan("[123m1]EEE456p789s5p5p", kDiscard, {{"Prevailing Wind", 1}}, 1);
  }
  SUBCASE("another wind scores nothing") {
    check_faan("[123m1]NNN456p789s5p5p", kDiscard, {}, 0);
  }
}

TEST_CASE("Red Dragon 紅中") {
  check_faan("[CCC1]123m456p789s5p5p", kDiscard, {{"Red Dragon", 1}}, 1);
}

TEST_CASE("Green Dragon 發財") {
  check_faan("[FFFF1]123m456p789s5p5p", kDiscard, {{"Green Dragon", 1}}, 1);
}

TEST_CASE("White Dragon 白板") {
  check_faan("[123m1]PPP456p789s5p5p", kDiscard, {{"White Dragon", 1}}, 1);
}

TEST_CASE("Mixed Orphans 混么九") {
  SUBCASE("only honours, ones and nines: on top of All in Triplets") {
    check_faan("[111m1]999pEEE999sNN", kDiscard,
               {{"All in Triplets", 3}, {"Prevailing Wind", 1}, {"Mixed Orphans", 1}}, 5);
  }
  SUBCASE("one simple breaks it") {
    check_faan("[111m1]999pEEE888sNN", kDiscard, {{"All in Triplets", 3}, {"Prevailing Wind", 1}}, 4);
  }
}

// ----------------------------------------------------- winning conditions

TEST_CASE("Self-Pick 自摸") {
  check_faan(kCommon, kSelfDrawn, {{"Common Hand", 1}, {"Self-Pick", 1}, {"Win from Wall", 1}}, 3);
}

TEST_CASE("Win from Wall 門前清") {
  SUBCASE("concealed until the discard") {
    check_faan(kCommon, kDiscard, {{"Common Hand", 1}, {"Win from Wall", 1}}, 2);
  }
  SUBCASE("a concealed kong keeps the hand concealed") {
    check_faan("[5555m]234m567p99p67s8s", kDiscard, {{"Win from Wall", 1}}, 1);
  }
  SUBCASE("a claimed chow or a melded kong does not") {
    check_faan("[234m1]567p345s99p67s8s", kDiscard, {{"Common Hand", 1}}, 1);
    check_faan("[5555m1]234m567p99p67s8s", kDiscard, {}, 0);
  }
}

TEST_CASE("Robbing Kong 搶槓") {
  check_faan(kCommon, with(kDiscard, R"("robbing_kong": true)"),
             {{"Common Hand", 1}, {"Win from Wall", 1}, {"Robbing Kong", 1}}, 3);
}

TEST_CASE("Win by Last Catch 海底撈月") {
  SUBCASE("self-drawn, the wall's last tile") {
    check_faan(kCommon, with(kSelfDrawn, R"("last_tile_of_wall": true)"),
               {{"Common Hand", 1}, {"Self-Pick", 1}, {"Win from Wall", 1}, {"Win by Last Catch", 1}}, 4);
  }
  SUBCASE("the last discard") {
    check_faan(kCommon, with(kDiscard, R"("last_tile_of_wall": true)"),
               {{"Common Hand", 1}, {"Win from Wall", 1}, {"Win by Last Catch", 1}}, 3);
  }
}

TEST_CASE("Win by Kong 槓上開花") {
  SUBCASE("the replacement tile for a kong: 2, the self-pick inside it") {
    check_faan("[5555m]234m567p99p67s8s", with(kSelfDrawn, R"("kong_replacement": true)"),
               {{"Win by Kong", 2}, {"Win from Wall", 1}}, 3);
  }
  SUBCASE("with Last Catch when the replacement was the wall's last tile") {
    check_faan("[5555m1]234m567p99p67s8s", with(kSelfDrawn, R"("kong_replacement": true, "last_tile_of_wall": true)"),
               {{"Win by Kong", 2}, {"Win by Last Catch", 1}}, 3);
  }
}

TEST_CASE("Win by Double-Kong 槓上槓") {
  SUBCASE("9, without Win by Kong or Self-Pick") {
    check_faan("[5555m][CCCC1]234m99p67s8s",
               with(kSelfDrawn, R"("kong_replacement": true, "kong_on_kong": true)"),
               {{"Win by Double-Kong", 9}, {"Red Dragon", 1}}, 10);
  }
  SUBCASE("kong_on_kong alone implies the replacement and the self-draw") {
    check_faan("[5555m][CCCC1]234m99p67s8s", R"({"seat_wind": "S", "kong_on_kong": true, "flowers": ["f1"]})",
               {{"Win by Double-Kong", 9}, {"Red Dragon", 1}}, 10);
  }
}

TEST_CASE("Heavenly Hand 天糊") {
  SUBCASE("East wins on the dealt hand: 13, self-drawn and concealed") {
    auto score = check_faan(kCommon, R"({"seat_wind": "E", "heavenly": true, "flowers": ["f2"]})",
                            {{"Heavenly Hand", 13}, {"Common Hand", 1}, {"Self-Pick", 1}, {"Win from Wall", 1}},
                            16);
    CHECK_EQ(score.extra[mahjong::hk::kCappedTotal], 13);
    CHECK(score.extra[mahjong::hk::kLimit]);
  }
}

TEST_CASE("Earthly Hand 地糊") {
  SUBCASE("another seat wins on East's first discard: 13") {
    auto score = check_faan(kCommon, R"({"seat_wind": "S", "earthly": true, "flowers": ["f1"]})",
                            {{"Earthly Hand", 13}, {"Common Hand", 1}, {"Win from Wall", 1}}, 15);
    CHECK(score.extra[mahjong::hk::kLimit]);
    REQUIRE(score.payments);
    CHECK_LT((*score.payments)[0], 0);  // East discarded
  }
}

// ------------------------------------------------------------ bonus tiles

TEST_CASE("Flower of Own Wind 正花") {
  SUBCASE("South's flower is f2") {
    check_faan(kCommon, R"({"seat_wind": "S", "discarder": "W", "flowers": ["f2", "s1"]})",
               {{"Common Hand", 1}, {"Win from Wall", 1}, {"Flower of Own Wind", 1}}, 3);
  }
  SUBCASE("another seat's flower scores nothing") {
    check_faan(kCommon, R"({"seat_wind": "N", "discarder": "W", "flowers": ["f2"]})",
               {{"Common Hand", 1}, {"Win from Wall", 1}}, 2);
  }
}

TEST_CASE("Season of Own Wind 正花（季）") {
  check_faan(kCommon, R"({"seat_wind": "W", "discarder": "S", "flowers": ["s3", "f1"]})",
             {{"Common Hand", 1}, {"Win from Wall", 1}, {"Season of Own Wind", 1}}, 3);
}

TEST_CASE("All Flowers 一台花") {
  SUBCASE("all four flowers: 2, the own flower not again") {
    check_faan(kCommon, R"({"seat_wind": "S", "discarder": "W", "flowers": ["f1", "f2", "f3", "f4"]})",
               {{"All Flowers", 2}, {"Common Hand", 1}, {"Win from Wall", 1}}, 4);
  }
  SUBCASE("all eight bonus tiles: All Flowers and All Seasons") {
    check_faan(kCommon,
               R"({"seat_wind": "S", "discarder": "W", "flowers": ["f1", "f2", "f3", "f4", "s1", "s2", "s3", "s4"]})",
               {{"All Flowers", 2}, {"All Seasons", 2}, {"Common Hand", 1}, {"Win from Wall", 1}}, 6);
  }
}

TEST_CASE("All Seasons 一台花（季）") {
  check_faan(kCommon, R"({"seat_wind": "S", "discarder": "W", "flowers": ["s4", "s3", "s2", "s1", "f2"]})",
             {{"All Seasons", 2}, {"Common Hand", 1}, {"Win from Wall", 1}, {"Flower of Own Wind", 1}}, 5);
}

TEST_CASE("No Flowers or Seasons 無花") {
  SUBCASE("no bonus tile at all") {
    check_faan(kCommon, R"({"seat_wind": "S", "discarder": "W"})",
               {{"Common Hand", 1}, {"Win from Wall", 1}, {"No Flowers or Seasons", 1}}, 3);
    check_faan(kCommon, R"({"seat_wind": "S", "discarder": "W", "flowers": []})",
               {{"Common Hand", 1}, {"Win from Wall", 1}, {"No Flowers or Seasons", 1}}, 3);
  }
  SUBCASE("not when bonus tiles are out of play") {
    check_faan(kCommon, R"({"seat_wind": "S", "discarder": "W", "options": {"flowers_in_play": false}})",
               {{"Common Hand", 1}, {"Win from Wall", 1}}, 2);
  }
}

}  // TEST_SUITE
