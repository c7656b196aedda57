// The disputed points of ../shared/spec/mcr-rulings.md, one test per section
// and one case per ruling. Every expectation is worked out by hand from the
// rulings; the comments give the arithmetic where it is not obvious.
#include <array>
#include <initializer_list>
#include <optional>
#include <string>

#include "rules/mcr/fan_table.h"
#include "test_support.h"

namespace {

using mahjong::test::check_score;
using mahjong::test::FanCounts;

const std::string kDiscard = "{}";
const std::string kSelfDrawn = R"({"self_drawn": true})";

// Chows 234m 567p 678m 345s, a wind pair, claimed melds, a two-sided wait:
// no fan at all.
const std::string kChickenHand = "[234m1][567p1]678mNN34s5s";

mahjong::Score scored(const std::string& text, const std::string& situation) {
  auto result = mahjong::test::score_of(text, situation);
  REQUIRE_MESSAGE(result.ok(), (result.ok() ? "" : result.error().message));
  return result.value();
}

// Payments in seat order East, South, West, North.
using Payments = std::array<int, 4>;

// The hand scores `others` plus exactly one of Edge, Closed and Single Wait:
// for a winning tile that completes more than one of those shapes, where the
// rulings only say that at most one counts.
void check_one_wait_fan(const std::string& text, const std::string& situation,
                        const FanCounts& others, int total) {
  INFO("hand: " << text << " " << situation);
  mahjong::Score score = scored(text, situation);
  FanCounts fans = mahjong::test::fans_of(score);
  int waits = 0;
  for (const char* wait : {"Edge Wait", "Closed Wait", "Single Wait"}) {
    auto it = fans.find(wait);
    if (it == fans.end()) continue;
    waits += it->second;
    fans.erase(it);
  }
  CHECK_EQ(waits, 1);
  CHECK_EQ(mahjong::test::describe(fans), mahjong::test::describe(others));
  CHECK_EQ(score.total, total);
}

}  // namespace

TEST_CASE("General principles") {
  SUBCASE("every arrangement is scored and the highest wins") {
    // 111 222 333 as pungs: Pure Shifted Pungs + Three Concealed Pungs + ... = 45;
    // as 123 x3: Pure Triple Chow + All Chows + ... = 29.
    check_score("111222333m789p5s5s", kDiscard,
                {{"Pure Shifted Pungs", 1}, {"Three Concealed Pungs", 1}, {"Concealed Hand", 1},
                 {"Pung of Terminals or Honors", 1}, {"No Honors", 1}, {"Single Wait", 1}},
                45);
  }
  SUBCASE("seven pairs when it scores more than the standard hand") {
    // As 123 123 456 456 77 it would be 7.
    check_score("112233m445566p7s7s", kDiscard, {{"Seven Pairs", 1}, {"No Honors", 1}}, 25);
  }
  SUBCASE("the standard hand when it scores more than seven pairs") {
    // Seven pairs + Full Flush would be 48.
    check_score("1122335577889m9m", kDiscard,
                {{"Pure Terminal Chows", 1}, {"Concealed Hand", 1}}, 66);
  }
  SUBCASE("on a tie between seven pairs and a standard hand, the standard hand") {
    // Seven Pairs + Middle Tiles = 48; 456m 456m 456p 456p 55s: Middle Tiles
    // 24 + All Fives 16 + Pure Double Chow x2 + Mixed Double Chow (of x4) +
    // All Chows 2 + Concealed Hand 2 + Single Wait 1 = 48.
    check_score("445566m445566p5s5s", kDiscard,
                {{"Middle Tiles", 1}, {"All Fives", 1}, {"Pure Double Chow", 2},
                 {"Mixed Double Chow", 1}, {"All Chows", 1}, {"Concealed Hand", 1},
                 {"Single Wait", 1}},
                48);
  }
  SUBCASE("non-repetition, fan by fan: All Green with Full Flush keeps All Simples") {
    check_score("[222s1][666s1][888s1]333s4s4s", kDiscard,
                {{"All Green", 1}, {"Full Flush", 1}, {"All Pungs", 1}, {"All Simples", 1}}, 120);
  }
  SUBCASE("account once: 234567s234567p is Mixed Double Chow x2 and Short Straight x1") {
    check_score("234567s234567p9m9m", kDiscard,
                {{"Mixed Double Chow", 2}, {"Short Straight", 1}, {"All Chows", 1},
                 {"Concealed Hand", 1}, {"Single Wait", 1}},
                8);
  }
  SUBCASE("account once: 234s223344567p is Pure, Mixed Double Chow and Short Straight") {
    check_score("234s223344567p9m9m", kDiscard,
                {{"Pure Double Chow", 1}, {"Mixed Double Chow", 1}, {"Short Straight", 1},
                 {"All Chows", 1}, {"Concealed Hand", 1}, {"Single Wait", 1}},
                8);
  }
  SUBCASE("account once: three chows without a three-chow fan make at most two") {
    // 123 123 789: Pure Double Chow and Two Terminal Chows x2, the repeat dropped.
    check_score("[123m1]123m789m555p9s9s", kDiscard,
                {{"Pure Double Chow", 1}, {"Two Terminal Chows", 1}, {"No Honors", 1},
                 {"Single Wait", 1}},
                4);
  }
  SUBCASE("account once: a three-chow fan leaves the fourth chow one 1-point fan") {
    check_score("[123m1]456m789m123p7s7s", kDiscard,
                {{"Pure Straight", 1}, {"Mixed Double Chow", 1}, {"All Chows", 1},
                 {"Single Wait", 1}},
                20);
  }
  SUBCASE("account once: a four-chow fan leaves no other chow fan") {
    check_score("[123s1][345s1]567s789s5p5p", kDiscard,
                {{"Four Pure Shifted Chows", 1}, {"All Chows", 1}, {"One Voided Suit", 1},
                 {"Single Wait", 1}},
                36);
  }
  SUBCASE("pungs: a three-pung fan leaves the fourth pung one Double Pung") {
    check_score("[222m1][333m1]444m222p9s9s", kDiscard,
                {{"Pure Shifted Pungs", 1}, {"All Pungs", 1}, {"Double Pung", 1},
                 {"Two Concealed Pungs", 1}, {"No Honors", 1}, {"Single Wait", 1}},
                36);
  }
  SUBCASE("pungs: without a three-pung fan, Double Pung for every pair that makes it") {
    check_score("[222m1][222p1]888m888p5s5s", kDiscard,
                {{"Double Pung", 2}, {"All Pungs", 1}, {"Two Concealed Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                15);
  }
  SUBCASE("a tie prefers Pure Triple Chow: 333444555p") {
    // Won on 5p from a discard: as pungs, Pure Shifted Pungs 24 + Two
    // Concealed Pungs 2 + All Simples 2 = 28; as 345p x3, Pure Triple Chow 24
    // + All Chows 2 + All Simples 2 = 28.
    check_score("[678m1]33344455p22s5p", kDiscard,
                {{"Pure Triple Chow", 1}, {"All Chows", 1}, {"All Simples", 1}}, 28);
  }
  SUBCASE("Chicken Hand only when nothing else scores; flowers added afterwards") {
    check_score(kChickenHand, R"({"flowers": 3})", {{"Chicken Hand", 1}, {"Flower Tiles", 3}}, 11);
    mahjong::Score score = scored(kChickenHand, R"({"flowers": 3})");
    CHECK_EQ(score.flowers, 3);
    CHECK(score.meets_minimum);
  }
  SUBCASE("a hand below 8 is scored but does not meet the minimum, flowers or not") {
    check_score(kChickenHand, R"({"self_drawn": true, "flowers": 7})",
                {{"Self-Drawn", 1}, {"Flower Tiles", 7}}, 8);
    CHECK_FALSE(scored(kChickenHand, R"({"self_drawn": true, "flowers": 7})").meets_minimum);
    CHECK_FALSE(scored(kChickenHand, kSelfDrawn).meets_minimum);
    CHECK(scored("1155m2288p3399s7s7s", kDiscard).meets_minimum);
  }
  SUBCASE("payments: self-drawn, each other seat pays 8 + total") {
    mahjong::Score score = scored(
        kChickenHand, R"({"self_drawn": true, "last_tile_of_wall": true, "seat_wind": "W"})");
    REQUIRE_EQ(score.total, 8);
    REQUIRE(score.payments.has_value());
    CHECK_EQ(*score.payments, Payments{-16, -16, 48, -16});
  }
  SUBCASE("payments: on a discard, the discarder pays 8 + total and the others 8") {
    mahjong::Score score =
        scored(kChickenHand, R"({"seat_wind": "S", "discarder": "N", "flowers": 2})");
    REQUIRE_EQ(score.total, 10);
    REQUIRE(score.payments.has_value());
    CHECK_EQ(*score.payments, Payments{-8, 34, -8, -18});
  }
  SUBCASE("payments: none when neither self-drawn nor the discarder is known") {
    CHECK_FALSE(scored(kChickenHand, kDiscard).payments.has_value());
  }
  SUBCASE("payments: a discarder who is the winner is refused") {
    CHECK_EQ(mahjong::test::error_of(kChickenHand, R"({"seat_wind": "S", "discarder": "S"})"),
             mahjong::ErrorCode::inconsistent);
  }
}

TEST_CASE("Kongs and concealed pungs") {
  // Every hand below is built from the same sets so that only the kong and
  // concealed-pung fans change: 2m, 6m, 4p and 8p as kongs, concealed pungs
  // or claimed pungs, and the pair 5s won on a discard. Outside the kongs
  // that gives All Pungs 6 + All Simples 2 + Single Wait 1 = 9 (Four Kongs
  // and Four Concealed Pungs imply All Pungs, Four Kongs Single Wait).
  SUBCASE("Two Concealed Kongs without Two Concealed Pungs, in a concealed hand") {
    check_score("[2222m][6666m]345p678p5s5s", kDiscard,
                {{"Two Concealed Kongs", 1}, {"Concealed Hand", 1}, {"Short Straight", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                12);
  }
  SUBCASE("one melded and one concealed kong: Concealed Kong and Melded Kong (5)") {
    check_score("[2222m][6666m1][444p1][888p1]5s5s", kDiscard,
                {{"Concealed Kong and Melded Kong", 1}, {"All Pungs", 1}, {"All Simples", 1},
                 {"Single Wait", 1}},
                14);
  }
  SUBCASE("with concealed_and_melded_kong_fan off: Melded Kong and Concealed Kong") {
    const std::string off = R"({"options": {"concealed_and_melded_kong_fan": false}})";
    check_score("[2222m][6666m1][444p1][888p1]5s5s", off,
                {{"Concealed Kong", 1}, {"Melded Kong", 1}, {"All Pungs", 1}, {"All Simples", 1},
                 {"Single Wait", 1}},
                12);
    check_score("[2222m][6666m1]444p888p5s5s", off,
                {{"Concealed Kong", 1}, {"Melded Kong", 1}, {"Three Concealed Pungs", 1},
                 {"All Pungs", 1}, {"All Simples", 1}, {"Single Wait", 1}},
                28);
  }
  SUBCASE("with concealed_and_melded_kong_fan on explicitly") {
    check_score("[2222m][6666m1][444p1][888p1]5s5s",
                R"({"options": {"concealed_and_melded_kong_fan": true}})",
                {{"Concealed Kong and Melded Kong", 1}, {"All Pungs", 1}, {"All Simples", 1},
                 {"Single Wait", 1}},
                14);
  }

  // The table, row by row.
  SUBCASE("1m + 2 concealed pungs: Melded Kong + Two Concealed Pungs") {
    check_score("[2222m1][888p1]666m444p5s5s", kDiscard,
                {{"Melded Kong", 1}, {"Two Concealed Pungs", 1}, {"All Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                12);
  }
  SUBCASE("1m + 3 concealed pungs: Melded Kong + Three Concealed Pungs") {
    check_score("[2222m1]666m444p888p5s5s", kDiscard,
                {{"Melded Kong", 1}, {"Three Concealed Pungs", 1}, {"All Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                26);
  }
  SUBCASE("1c + 1 concealed pung: Concealed Kong + Two Concealed Pungs") {
    check_score("[2222m][444p1][888p1]666m5s5s", kDiscard,
                {{"Concealed Kong", 1}, {"Two Concealed Pungs", 1}, {"All Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                13);
  }
  SUBCASE("1c + 2 concealed pungs: Concealed Kong + Three Concealed Pungs") {
    check_score("[2222m][888p1]666m444p5s5s", kDiscard,
                {{"Concealed Kong", 1}, {"Three Concealed Pungs", 1}, {"All Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                27);
  }
  SUBCASE("1c + 3 concealed pungs: Concealed Kong + Four Concealed Pungs") {
    check_score("[2222m]666m444p888p5s5s", kDiscard,
                {{"Concealed Kong", 1}, {"Four Concealed Pungs", 1}, {"All Simples", 1},
                 {"Single Wait", 1}},
                69);
  }
  SUBCASE("2m + 2 concealed pungs: Two Melded Kongs + Two Concealed Pungs") {
    check_score("[2222m1][6666m1]444p888p5s5s", kDiscard,
                {{"Two Melded Kongs", 1}, {"Two Concealed Pungs", 1}, {"All Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                15);
  }
  SUBCASE("1m 1c + 1 concealed pung: Concealed Kong and Melded Kong + Two Concealed Pungs") {
    check_score("[2222m][6666m1][888p1]444p5s5s", kDiscard,
                {{"Concealed Kong and Melded Kong", 1}, {"Two Concealed Pungs", 1},
                 {"All Pungs", 1}, {"All Simples", 1}, {"Single Wait", 1}},
                16);
  }
  SUBCASE("1m 1c + 2 concealed pungs: Concealed Kong and Melded Kong + Three Concealed Pungs") {
    check_score("[2222m][6666m1]444p888p5s5s", kDiscard,
                {{"Concealed Kong and Melded Kong", 1}, {"Three Concealed Pungs", 1},
                 {"All Pungs", 1}, {"All Simples", 1}, {"Single Wait", 1}},
                30);
  }
  SUBCASE("2c + 0 concealed pungs: Two Concealed Kongs alone") {
    check_score("[2222m][6666m][444p1][888p1]5s5s", kDiscard,
                {{"Two Concealed Kongs", 1}, {"All Pungs", 1}, {"All Simples", 1},
                 {"Single Wait", 1}},
                15);
  }
  SUBCASE("2c + 1 concealed pung: Two Concealed Kongs + Three Concealed Pungs") {
    check_score("[2222m][6666m][888p1]444p5s5s", kDiscard,
                {{"Two Concealed Kongs", 1}, {"Three Concealed Pungs", 1}, {"All Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                31);
  }
  SUBCASE("2c + 2 concealed pungs: Two Concealed Kongs + Four Concealed Pungs") {
    check_score("[2222m][6666m]444p888p5s5s", kDiscard,
                {{"Two Concealed Kongs", 1}, {"Four Concealed Pungs", 1}, {"All Simples", 1},
                 {"Single Wait", 1}},
                73);
  }
  SUBCASE("2m 1c + 0 concealed pungs: Three Kongs alone") {
    check_score("[2222m1][6666m1][4444p][888p1]5s5s", kDiscard,
                {{"Three Kongs", 1}, {"All Pungs", 1}, {"All Simples", 1}, {"Single Wait", 1}},
                41);
  }
  SUBCASE("2m 1c + 1 concealed pung: Three Kongs + Two Concealed Pungs") {
    check_score("[2222m1][6666m1][4444p]888p5s5s", kDiscard,
                {{"Three Kongs", 1}, {"Two Concealed Pungs", 1}, {"All Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                43);
  }
  SUBCASE("1m 2c + 0 concealed pungs: Three Kongs + Two Concealed Pungs") {
    check_score("[2222m1][6666m][4444p][888p1]5s5s", kDiscard,
                {{"Three Kongs", 1}, {"Two Concealed Pungs", 1}, {"All Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                43);
  }
  SUBCASE("1m 2c + 1 concealed pung: Three Kongs + Three Concealed Pungs") {
    check_score("[2222m1][6666m][4444p]888p5s5s", kDiscard,
                {{"Three Kongs", 1}, {"Three Concealed Pungs", 1}, {"All Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                57);
  }
  SUBCASE("3c + 0 concealed pungs: Three Kongs + Three Concealed Pungs") {
    check_score("[2222m][6666m][4444p][888p1]5s5s", kDiscard,
                {{"Three Kongs", 1}, {"Three Concealed Pungs", 1}, {"All Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                57);
  }
  SUBCASE("3c + 1 concealed pung: Three Kongs + Four Concealed Pungs") {
    check_score("[2222m][6666m][4444p]888p5s5s", kDiscard,
                {{"Three Kongs", 1}, {"Four Concealed Pungs", 1}, {"All Simples", 1},
                 {"Single Wait", 1}},
                99);
  }
  SUBCASE("3m 1c: Four Kongs") {
    check_score("[2222m1][6666m1][4444p1][8888p]5s5s", kDiscard,
                {{"Four Kongs", 1}, {"All Simples", 1}}, 90);
  }
  SUBCASE("2m 2c: Four Kongs + Two Concealed Pungs") {
    check_score("[2222m1][6666m1][4444p][8888p]5s5s", kDiscard,
                {{"Four Kongs", 1}, {"Two Concealed Pungs", 1}, {"All Simples", 1}}, 92);
  }
  SUBCASE("1m 3c: Four Kongs + Three Concealed Pungs") {
    check_score("[2222m1][6666m][4444p][8888p]5s5s", kDiscard,
                {{"Four Kongs", 1}, {"Three Concealed Pungs", 1}, {"All Simples", 1}}, 106);
  }
  SUBCASE("4c: Four Kongs + Four Concealed Pungs") {
    check_score("[2222m][6666m][4444p][8888p]5s5s", kDiscard,
                {{"Four Kongs", 1}, {"Four Concealed Pungs", 1}, {"All Simples", 1}}, 154);
  }

  SUBCASE("a pung completed by a discard is not concealed") {
    // Waiting on 44p or 55s: won on 4p, 444p is a claimed pung.
    check_score("[888p1]222m666m44p55s4p", kDiscard,
                {{"Two Concealed Pungs", 1}, {"All Pungs", 1}, {"All Simples", 1}}, 10);
  }
  SUBCASE("a pung completed by a self-drawn tile is concealed") {
    check_score("[888p1]222m666m44p55s4p", kSelfDrawn,
                {{"Three Concealed Pungs", 1}, {"All Pungs", 1}, {"All Simples", 1},
                 {"Self-Drawn", 1}},
                25);
  }
}

TEST_CASE("Waits") {
  SUBCASE("Edge Wait: 1-2 waiting on 3 alone") {
    check_score("[234m1][567p1]678mNN12s3s", kDiscard, {{"Edge Wait", 1}}, 1);
  }
  SUBCASE("Closed Wait: 1-3 waiting on 2 alone") {
    check_score("[234m1][567p1]678mNN13s2s", kDiscard, {{"Closed Wait", 1}}, 1);
  }
  SUBCASE("Single Wait: a lone tile waiting on its pair") {
    check_score("[234m1][567p1]678m345sNN", kDiscard, {{"Single Wait", 1}}, 1);
  }
  SUBCASE("a two-sided wait scores none") {
    check_score(kChickenHand, kDiscard, {{"Chicken Hand", 1}}, 8);
  }
  SUBCASE("1222 waits on 1 and 3: won on 3, no Edge Wait") {
    check_score("[234m1][567p1]678m1222s3s", kDiscard, {{"All Chows", 1}}, 2);
  }
  SUBCASE("1333 waits on 1 and 2: won on 2, no Closed Wait") {
    check_score("[234m1][567p1]678m1333s2s", kDiscard, {{"All Chows", 1}}, 2);
  }
  SUBCASE("3456 waits on 3 and 6: won on 6, no Single Wait") {
    check_score("[234m1][567p1]678m3456s6s", kDiscard, {{"All Chows", 1}, {"All Simples", 1}}, 4);
  }
  SUBCASE("by shape: a tile whose four copies are held still counts as a wait (1222 + 111)") {
    // The four 1s are the claimed pung and the standing 1: the hand can only
    // win on 3s, yet by shape it waits on 1s too.
    check_score("[111s1][567p1]678m1222s3s", kDiscard,
                {{"Tile Hog", 1}, {"Pung of Terminals or Honors", 1}, {"No Honors", 1}}, 4);
  }
  SUBCASE("by shape: 5555678 waits on 5 and 8, so no Single Wait on 8") {
    check_score("[123p1][789s1]5555678m8m", kDiscard, {{"Tile Hog", 1}, {"No Honors", 1}}, 3);
  }
  SUBCASE("at most one of the three: 1233 won on 3 is an edge or a single, not both") {
    check_one_wait_fan("[234m1][567p1]678m1233s3s", kDiscard, {{"All Chows", 1}}, 3);
  }
  SUBCASE("never Single Wait: Seven Pairs") {
    check_score("1155m2288p3399s7s7s", kDiscard, {{"Seven Pairs", 1}, {"No Honors", 1}}, 25);
  }
  SUBCASE("never Single Wait: Thirteen Orphans waiting on one tile") {
    check_score("19m19p19sESWNCCFP", kDiscard, {{"Thirteen Orphans", 1}}, 88);
  }
  SUBCASE("never Single Wait: Lesser and Greater Honors and Knitted Tiles") {
    check_score("147m258p3sESWNCF6s", kDiscard, {{"Lesser Honors and Knitted Tiles", 1}}, 12);
    check_score("147m258p3sESWNCFP", kDiscard, {{"Greater Honors and Knitted Tiles", 1}}, 24);
  }
  SUBCASE("never Single Wait: Seven Shifted Pairs") {
    check_score("2233445566778m8m", kDiscard, {{"Seven Shifted Pairs", 1}, {"All Simples", 1}}, 90);
  }
  SUBCASE("never Single Wait: Melded Hand") {
    check_score("[123m1][345p2][789s3][555m1]5s5s", kDiscard,
                {{"Melded Hand", 1}, {"No Honors", 1}}, 7);
  }
  SUBCASE("knitted straight: All Chows and Closed Wait in the fourth chow") {
    check_score("147m258p369s46m55s5m", kDiscard,
                {{"Knitted Straight", 1}, {"All Chows", 1}, {"Concealed Hand", 1},
                 {"Closed Wait", 1}},
                17);
  }
  SUBCASE("knitted straight: Edge Wait in the fourth chow") {
    check_score("147m258p369s12m55s3m", kDiscard,
                {{"Knitted Straight", 1}, {"All Chows", 1}, {"Concealed Hand", 1},
                 {"Edge Wait", 1}},
                17);
  }
  SUBCASE("knitted straight: Single Wait on the pair") {
    check_score("147m258p369s456m5s5s", kDiscard,
                {{"Knitted Straight", 1}, {"All Chows", 1}, {"Concealed Hand", 1},
                 {"Single Wait", 1}},
                17);
  }
}

TEST_CASE("Concealed hands") {
  SUBCASE("a concealed standard hand: Fully Concealed Hand when self-drawn") {
    check_score("234m567p678mNN34s5s", kSelfDrawn, {{"Fully Concealed Hand", 1}}, 4);
  }
  SUBCASE("by nature: Seven Pairs self-drawn scores Self-Drawn") {
    check_score("1155m2288p3399s7s7s", kSelfDrawn,
                {{"Seven Pairs", 1}, {"No Honors", 1}, {"Self-Drawn", 1}}, 26);
  }
  SUBCASE("by nature: Seven Pairs on a discard, no Concealed Hand") {
    check_score("1155m2288p3399s7s7s", kDiscard, {{"Seven Pairs", 1}, {"No Honors", 1}}, 25);
  }
  SUBCASE("by nature: Seven Shifted Pairs") {
    check_score("2233445566778m8m", kSelfDrawn,
                {{"Seven Shifted Pairs", 1}, {"All Simples", 1}, {"Self-Drawn", 1}}, 91);
  }
  SUBCASE("by nature: Thirteen Orphans") {
    check_score("19m19p19sESWNCFPE", kSelfDrawn, {{"Thirteen Orphans", 1}, {"Self-Drawn", 1}},
                89);
  }
  SUBCASE("by nature: Lesser Honors and Knitted Tiles") {
    check_score("147m258p3sESWNCF6s", kSelfDrawn,
                {{"Lesser Honors and Knitted Tiles", 1}, {"Self-Drawn", 1}}, 13);
  }
  SUBCASE("by nature: Greater Honors and Knitted Tiles") {
    check_score("147m258p3sESWNCFP", kSelfDrawn,
                {{"Greater Honors and Knitted Tiles", 1}, {"Self-Drawn", 1}}, 25);
  }
  SUBCASE("by nature: Four Concealed Pungs, self-drawn and on a discard") {
    check_score("222m444p666s888m5m5m", kSelfDrawn,
                {{"Four Concealed Pungs", 1}, {"All Simples", 1}, {"Single Wait", 1},
                 {"Self-Drawn", 1}},
                68);
    check_score("222m444p666s888m5m5m", kDiscard,
                {{"Four Concealed Pungs", 1}, {"All Simples", 1}, {"Single Wait", 1}}, 67);
  }
  SUBCASE("by nature: Nine Gates") {
    check_score("1112345678999m5m", kSelfDrawn,
                {{"Nine Gates", 1}, {"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 1},
                 {"Self-Drawn", 1}},
                92);
  }
  SUBCASE("Out with Replacement Tile does not add Self-Drawn") {
    check_score("[2222m1][567p1]678mNN34s5s", R"({"self_drawn": true, "kong_replacement": true})",
                {{"Out with Replacement Tile", 1}, {"Melded Kong", 1}}, 9);
  }
  SUBCASE("Last Tile Draw does not add Self-Drawn") {
    check_score(kChickenHand, R"({"self_drawn": true, "last_tile_of_wall": true})",
                {{"Last Tile Draw", 1}}, 8);
  }
  SUBCASE("a replacement tile that is the wall's last: both") {
    check_score("[2222m1][567p1]678mNN34s5s",
                R"({"self_drawn": true, "kong_replacement": true, "last_tile_of_wall": true})",
                {{"Out with Replacement Tile", 1}, {"Last Tile Draw", 1}, {"Melded Kong", 1}}, 17);
  }
  SUBCASE("Robbing the Kong never combines with Last Tile") {
    check_score(kChickenHand, R"({"robbing_kong": true, "last_of_kind": true})",
                {{"Robbing the Kong", 1}}, 8);
  }
  SUBCASE("Last Tile proven by three copies in the player's own melds") {
    check_score("[555s1][567p1]678mNN34s5s", kDiscard, {{"Last Tile", 1}, {"Tile Hog", 1}}, 6);
  }
}

TEST_CASE("Combinations that the seeds word differently") {
  SUBCASE("Seven Pairs with All Green and Tile Hog") {
    check_score("222233446688sFF", kDiscard,
                {{"All Green", 1}, {"Seven Pairs", 1}, {"Tile Hog", 1}}, 114);
  }
  SUBCASE("Seven Pairs with All Honors") {
    check_score("EESSWWNNCCFFPP", kDiscard, {{"All Honors", 1}, {"Seven Pairs", 1}}, 88);
  }
  SUBCASE("Seven Pairs with All Terminals") {
    check_score("1111m99m11p99p11s9s9s", kDiscard,
                {{"All Terminals", 1}, {"Seven Pairs", 1}, {"Tile Hog", 1}}, 90);
  }
  SUBCASE("Seven Pairs with All Terminals and Honors") {
    check_score("1199m99pEESSCCNN", kDiscard,
                {{"All Terminals and Honors", 1}, {"Seven Pairs", 1}, {"One Voided Suit", 1}}, 57);
  }
  SUBCASE("Seven Pairs with Lower Tiles") {
    check_score("112233m1133p2233s", kDiscard, {{"Seven Pairs", 1}, {"Lower Tiles", 1}}, 48);
  }
  SUBCASE("Seven Pairs with Full Flush") {
    check_score("11224455778899m", kDiscard, {{"Full Flush", 1}, {"Seven Pairs", 1}}, 48);
  }
  SUBCASE("Seven Pairs with Half Flush") {
    check_score("1133557799mEECC", kDiscard, {{"Seven Pairs", 1}, {"Half Flush", 1}}, 30);
  }
  SUBCASE("Seven Pairs with All Simples and Tile Hog") {
    check_score("222233m4466p6688s", kDiscard,
                {{"Seven Pairs", 1}, {"Tile Hog", 1}, {"All Simples", 1}}, 28);
  }
  SUBCASE("Seven Pairs never with All Even Pungs") {
    check_score("2244m6688p224466s", kDiscard, {{"Seven Pairs", 1}, {"All Simples", 1}}, 26);
  }
  SUBCASE("All Honors adds neither All Pungs nor Pung of Terminals or Honors") {
    check_score("[EEE1][SSS2]CCCFFFWW", R"({"prevalent_wind": "N", "seat_wind": "N"})",
                {{"All Honors", 1}, {"Two Dragon Pungs", 1}, {"Two Concealed Pungs", 1},
                 {"Single Wait", 1}},
                73);
  }
  SUBCASE("All Terminals and Honors adds neither All Pungs nor Pung of Terminals or Honors") {
    check_score("[111m1][999p1]SSSCCC9s9s", kDiscard,
                {{"All Terminals and Honors", 1}, {"All Types", 1}, {"Dragon Pung", 1},
                 {"Two Concealed Pungs", 1}, {"Single Wait", 1}},
                43);
  }
  SUBCASE("All Terminals adds neither Double Pung nor No Honors") {
    check_score("[111m1][999p1]111p999s1s1s", kDiscard,
                {{"All Terminals", 1}, {"Two Concealed Pungs", 1}, {"Single Wait", 1}}, 67);
  }
  SUBCASE("All Terminals adds Triple Pung") {
    check_score("[111m1][111p1]111s999m9p9p", kDiscard,
                {{"All Terminals", 1}, {"Triple Pung", 1}, {"Two Concealed Pungs", 1},
                 {"Single Wait", 1}},
                83);
  }
  SUBCASE("One Voided Suit with Big Three Dragons") {
    check_score("[CCC1][FFF2]PPP123m5p5p", kDiscard,
                {{"Big Three Dragons", 1}, {"One Voided Suit", 1}, {"Single Wait", 1}}, 90);
  }
  SUBCASE("One Voided Suit with Little Three Dragons") {
    check_score("[CCC1][FFF2]345m678sPP", kDiscard,
                {{"Little Three Dragons", 1}, {"One Voided Suit", 1}, {"Single Wait", 1}}, 66);
  }
  SUBCASE("One Voided Suit with Big Three Winds") {
    check_score("[EEE1][SSS2]WWW456m7p7p", R"({"prevalent_wind": "N", "seat_wind": "N"})",
                {{"Big Three Winds", 1}, {"One Voided Suit", 1}, {"Single Wait", 1}}, 14);
  }
  SUBCASE("One Voided Suit with Quadruple Chow") {
    check_score("[234m1]234m234m234m5p5p", kDiscard,
                {{"Quadruple Chow", 1}, {"All Chows", 1}, {"All Simples", 1},
                 {"One Voided Suit", 1}, {"Single Wait", 1}},
                54);
  }
  SUBCASE("One Voided Suit with Four Pure Shifted Pungs") {
    check_score("[222m1][333m1]444m555m7p7p", kDiscard,
                {{"Four Pure Shifted Pungs", 1}, {"Two Concealed Pungs", 1}, {"All Simples", 1},
                 {"One Voided Suit", 1}, {"Single Wait", 1}},
                54);
  }
  SUBCASE("One Voided Suit with Four Pure Shifted Chows") {
    check_score("[123s1][234s1]345s456s9p9p", kDiscard,
                {{"Four Pure Shifted Chows", 1}, {"All Chows", 1}, {"One Voided Suit", 1},
                 {"Single Wait", 1}},
                36);
  }
  SUBCASE("never One Voided Suit with Reversible Tiles") {
    check_score("[123p1][456s1]PPP888p9s9s", kDiscard,
                {{"Reversible Tiles", 1}, {"Dragon Pung", 1}, {"Two Concealed Pungs", 1},
                 {"Single Wait", 1}},
                13);
  }
  SUBCASE("Big Four Winds with Half Flush, without Prevalent Wind or Seat Wind") {
    check_score("[EEE1][SSS2][WWW3]NNN5m5m", R"({"prevalent_wind": "S", "seat_wind": "W"})",
                {{"Big Four Winds", 1}, {"Half Flush", 1}, {"Single Wait", 1}}, 95);
  }
  SUBCASE("Big Four Winds with All Honors") {
    check_score("[EEE1][SSS2][WWW3]NNNCC", kDiscard,
                {{"Big Four Winds", 1}, {"All Honors", 1}, {"Single Wait", 1}}, 153);
  }
  SUBCASE("Little Four Winds with Half Flush") {
    check_score("[EEE1][SSS2]WWW345mNN", kDiscard,
                {{"Little Four Winds", 1}, {"Half Flush", 1}, {"Prevalent Wind", 1},
                 {"Seat Wind", 1}, {"Single Wait", 1}},
                75);
  }
  SUBCASE("Little Four Winds with All Honors") {
    check_score("[EEE1][SSS2]WWWCCCNN", kDiscard,
                {{"Little Four Winds", 1}, {"All Honors", 1}, {"Dragon Pung", 1},
                 {"Prevalent Wind", 1}, {"Seat Wind", 1}, {"Two Concealed Pungs", 1},
                 {"Single Wait", 1}},
                137);
  }
  SUBCASE("All Green with the green dragon: never Half Flush") {
    check_score("[FFF1][666s1]234s88s23s4s", kDiscard,
                {{"All Green", 1}, {"Dragon Pung", 1}, {"Pure Double Chow", 1}}, 91);
  }
  SUBCASE("All Green without the green dragon: Full Flush and All Simples") {
    check_score("[222s1][666s1][888s1]333s4s4s", kDiscard,
                {{"All Green", 1}, {"Full Flush", 1}, {"All Pungs", 1}, {"All Simples", 1}}, 120);
  }
  SUBCASE("a Prevalent Wind and Seat Wind pung is no Pung of Terminals or Honors") {
    check_score("[SSS1][567p1]678mNN34s5s", R"({"prevalent_wind": "S", "seat_wind": "S"})",
                {{"Prevalent Wind", 1}, {"Seat Wind", 1}}, 4);
  }

  // Nine Gates, 1112345678999m, on each tile of its suit.
  SUBCASE("Nine Gates won on 1: Pure Straight and Tile Hog") {
    check_score("1112345678999m1m", kDiscard,
                {{"Nine Gates", 1}, {"Pure Straight", 1}, {"Tile Hog", 1}}, 106);
  }
  SUBCASE("Nine Gates won on 2: Two Concealed Pungs, a Pung of Terminals, Short Straight") {
    // 111 22 345 678 999
    check_score("1112345678999m2m", kDiscard,
                {{"Nine Gates", 1}, {"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 1},
                 {"Short Straight", 1}},
                92);
  }
  SUBCASE("Nine Gates won on 3: Short Straight") {
    // 11 123 345 678 999
    check_score("1112345678999m3m", kDiscard, {{"Nine Gates", 1}, {"Short Straight", 1}}, 89);
  }
  SUBCASE("Nine Gates won on 4: Short Straight") {
    // 111 234 456 789 99
    check_score("1112345678999m4m", kDiscard, {{"Nine Gates", 1}, {"Short Straight", 1}}, 89);
  }
  SUBCASE("Nine Gates won on 5: Two Concealed Pungs and a Pung of Terminals") {
    // 111 234 55 678 999: 234 and 678 make no chow fan.
    check_score("1112345678999m5m", kDiscard,
                {{"Nine Gates", 1}, {"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 1}},
                91);
  }
  SUBCASE("Nine Gates won on 6: Short Straight") {
    // 11 123 456 678 999
    check_score("1112345678999m6m", kDiscard, {{"Nine Gates", 1}, {"Short Straight", 1}}, 89);
  }
  SUBCASE("Nine Gates won on 7: Short Straight") {
    // 111 234 567 789 99
    check_score("1112345678999m7m", kDiscard, {{"Nine Gates", 1}, {"Short Straight", 1}}, 89);
  }
  SUBCASE("Nine Gates won on 8: Two Concealed Pungs, a Pung of Terminals, Short Straight") {
    // 111 234 567 88 999
    check_score("1112345678999m8m", kDiscard,
                {{"Nine Gates", 1}, {"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 1},
                 {"Short Straight", 1}},
                92);
  }
  SUBCASE("Nine Gates won on 9: Pure Straight and Tile Hog") {
    check_score("1112345678999m9m", kDiscard,
                {{"Nine Gates", 1}, {"Pure Straight", 1}, {"Tile Hog", 1}}, 106);
  }

  SUBCASE("Pure Shifted Chows with steps of 1") {
    check_score("[123m1]234m345m789p5s5s", kDiscard,
                {{"Pure Shifted Chows", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 19);
  }
  SUBCASE("Pure Shifted Chows with steps of 2, the same fan") {
    check_score("[123m1]345m567m789p5s5s", kDiscard,
                {{"Pure Shifted Chows", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 19);
  }
  SUBCASE("Pure Shifted Chows not with steps of 1 and 2 mixed") {
    check_score("[123m1]234m456m789p5s5s", kDiscard,
                {{"Short Straight", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 4);
  }
  SUBCASE("Four Pure Shifted Chows with steps of 2") {
    check_score("[123s1][345s1]567s789s5p5p", kDiscard,
                {{"Four Pure Shifted Chows", 1}, {"All Chows", 1}, {"One Voided Suit", 1},
                 {"Single Wait", 1}},
                36);
  }
  SUBCASE("no heavenly or earthly hand among the fans") {
    const auto& table = mahjong::mcr::fan_table();
    CHECK_EQ(table.size(), 82u);
    for (const auto& row : table) {
      CAPTURE(row.info.name);
      CHECK(row.info.name.find("Heavenly") == std::string_view::npos);
      CHECK(row.info.name.find("Earthly") == std::string_view::npos);
      CHECK(row.info.zh != "天和");
      CHECK(row.info.zh != "地和");
    }
  }
}
