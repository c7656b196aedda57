// One test per MCR fan, in the order of ../shared/spec/mcr-fans.md: a hand
// where the fan counts, a near miss where it matters, and the fans it implies
// shown absent. Every expectation is worked out by hand from the 1998 rules
// as ../shared/spec/mcr-rulings.md settles them; the comments say how.
//
// Notation reminders: melds come first in brackets ("[123m1]" a claimed chow,
// "[5555p]" a concealed kong, "[5555p1]" a melded kong), then the standing
// tiles; the last tile written is the winning tile. Winds default to East
// prevalent and East seat, so wind pungs of S, W and N are neither unless the
// situation says so.
#include "test_support.h"

namespace {

using mahjong::test::check_score;

const std::string kDiscard = "{}";
const std::string kSelfDrawn = R"({"self_drawn": true})";

// A hand with no fan at all: chows 234m 567p 678m 345s in three suits, a
// wind pair, claimed melds and a two-sided wait (3-4 waiting on 2 or 5).
// Variants of it isolate one fan each.
const std::string kChickenHand = "[234m1][567p1]678mNN34s5s";

}  // namespace

// ---------------------------------------------------------------- 88 points

TEST_CASE("Big Four Winds 大四喜") {
  SUBCASE("with Half Flush, without the wind fans, All Pungs or Pung of Terminals or Honors") {
    // South is prevalent and West the seat: neither counts within the fan.
    check_score("[EEE1][SSS2][WWW3]NNN5m5m", R"({"prevalent_wind": "S", "seat_wind": "W"})",
                {{"Big Four Winds", 1}, {"Half Flush", 1}, {"Single Wait", 1}}, 95);
  }
  SUBCASE("with All Honors") {
    check_score("[EEE1][SSS2][WWW3]NNNCC", kDiscard,
                {{"Big Four Winds", 1}, {"All Honors", 1}, {"Single Wait", 1}}, 153);
  }
}

TEST_CASE("Big Three Dragons 大三元") {
  SUBCASE("implies Dragon Pung and Two Dragon Pungs") {
    check_score("[CCC1][FFF2]PPP123m5m5m", kDiscard,
                {{"Big Three Dragons", 1}, {"Half Flush", 1}, {"Single Wait", 1}}, 95);
  }
  SUBCASE("with All Honors") {
    check_score("[CCC1][FFF2][PPP3]SSSNN", kDiscard,
                {{"Big Three Dragons", 1}, {"All Honors", 1}, {"Single Wait", 1}}, 153);
  }
}

TEST_CASE("All Green 绿一色") {
  SUBCASE("with the green dragon: never Half Flush") {
    check_score("[FFF1][666s1]234s88s23s4s", kDiscard,
                {{"All Green", 1}, {"Dragon Pung", 1}, {"Pure Double Chow", 1}}, 91);
  }
  SUBCASE("without the green dragon: adds Full Flush and All Simples") {
    check_score("[222s1][666s1][888s1]333s4s4s", kDiscard,
                {{"All Green", 1}, {"Full Flush", 1}, {"All Pungs", 1}, {"All Simples", 1}}, 120);
  }
  SUBCASE("not with a red dragon") {
    check_score("[CCC1][666s1]234s88s23s4s", kDiscard,
                {{"Half Flush", 1}, {"Dragon Pung", 1}, {"Pure Double Chow", 1}}, 9);
  }
}

TEST_CASE("Nine Gates 九莲宝灯") {
  // 1112345678999m waits on every tile of its suit; the full table of
  // winning tiles is in rulings_test.cpp.
  SUBCASE("won on 5: implies Full Flush, No Honors, Concealed Hand and one Pung of Terminals") {
    check_score("1112345678999m5m", kDiscard,
                {{"Nine Gates", 1}, {"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 1}},
                91);
  }
  SUBCASE("won on 1: adds Pure Straight and Tile Hog") {
    check_score("1112345678999m1m", kDiscard,
                {{"Nine Gates", 1}, {"Pure Straight", 1}, {"Tile Hog", 1}}, 106);
  }
  SUBCASE("self-drawn: Self-Drawn, not Fully Concealed Hand") {
    check_score("1112345678999m9m", kSelfDrawn,
                {{"Nine Gates", 1}, {"Pure Straight", 1}, {"Tile Hog", 1}, {"Self-Drawn", 1}}, 107);
  }
  SUBCASE("not with a claimed pung") {
    check_score("[111m1]2345678999m5m", kDiscard,
                {{"Full Flush", 1}, {"Pung of Terminals or Honors", 2}}, 26);
  }
}

TEST_CASE("Four Kongs 四杠") {
  SUBCASE("four melded kongs on a discard: Melded Hand, never Single Wait or All Pungs") {
    check_score("[2222m1][5555p2][8888s3][6666m1]3s3s", kDiscard,
                {{"Four Kongs", 1}, {"Melded Hand", 1}, {"All Simples", 1}}, 96);
  }
  SUBCASE("implies every other kong fan") {
    check_score("[2222m][5555p][8888s1][6666m1]3s3s", kDiscard,
                {{"Four Kongs", 1}, {"Two Concealed Pungs", 1}, {"All Simples", 1}}, 92);
  }
  SUBCASE("not with three kongs and a pung") {
    check_score("[2222m1][5555p2][8888s3][666m1]3s3s", kDiscard,
                {{"Three Kongs", 1}, {"Melded Hand", 1}, {"All Pungs", 1}, {"All Simples", 1}}, 46);
  }
}

TEST_CASE("Seven Shifted Pairs 连七对") {
  SUBCASE("implies Seven Pairs, Full Flush and Single Wait; adds All Simples") {
    check_score("2233445566778m8m", kDiscard, {{"Seven Shifted Pairs", 1}, {"All Simples", 1}}, 90);
  }
  SUBCASE("self-drawn: Self-Drawn, not Fully Concealed Hand") {
    check_score("2233445566778m8m", kSelfDrawn,
                {{"Seven Shifted Pairs", 1}, {"All Simples", 1}, {"Self-Drawn", 1}}, 91);
  }
  SUBCASE("not with a gap: Seven Pairs and Full Flush") {
    // Also 123 123 456 456 88 as a standard hand, which scores less.
    check_score("1122334455668m8m", kDiscard, {{"Seven Pairs", 1}, {"Full Flush", 1}}, 48);
  }
}

TEST_CASE("Thirteen Orphans 十三幺") {
  SUBCASE("implies All Terminals and Honors, All Types, Concealed Hand and Single Wait") {
    check_score("19m19p19sESWNCFPE", kDiscard, {{"Thirteen Orphans", 1}}, 88);
  }
  SUBCASE("self-drawn: Self-Drawn, not Fully Concealed Hand") {
    check_score("19m19p19sESWNCFPE", kSelfDrawn, {{"Thirteen Orphans", 1}, {"Self-Drawn", 1}},
                89);
  }
}

// ---------------------------------------------------------------- 64 points

TEST_CASE("All Terminals 清幺九") {
  SUBCASE("implies All Pungs, Pung of Terminals, Double Pung and No Honors") {
    check_score("[111m1][999p1]111p999s1s1s", kDiscard,
                {{"All Terminals", 1}, {"Two Concealed Pungs", 1}, {"Single Wait", 1}}, 67);
  }
  SUBCASE("adds Triple Pung") {
    check_score("[111m1][111p1]111s999m9p9p", kDiscard,
                {{"All Terminals", 1}, {"Triple Pung", 1}, {"Two Concealed Pungs", 1},
                 {"Single Wait", 1}},
                83);
  }
  SUBCASE("as seven pairs, with Tile Hog") {
    check_score("1111m99m11p99p11s9s9s", kDiscard,
                {{"All Terminals", 1}, {"Seven Pairs", 1}, {"Tile Hog", 1}}, 90);
  }
  SUBCASE("not with an honour: All Terminals and Honors") {
    // All Terminals and Honors does not imply Double Pung (1m-1p, 9p-9s).
    check_score("[111m1][999p1]111p999sNN", kDiscard,
                {{"All Terminals and Honors", 1}, {"Double Pung", 2}, {"Two Concealed Pungs", 1},
                 {"Single Wait", 1}},
                39);
  }
}

TEST_CASE("Little Four Winds 小四喜") {
  SUBCASE("implies Big Three Winds; its wind pungs are no Pung of Terminals or Honors") {
    // East is both prevalent and seat wind; the S and W pungs add nothing.
    check_score("[EEE1][SSS2]WWW345mNN", kDiscard,
                {{"Little Four Winds", 1}, {"Half Flush", 1}, {"Prevalent Wind", 1},
                 {"Seat Wind", 1}, {"Single Wait", 1}},
                75);
  }
  SUBCASE("with All Pungs") {
    check_score("[EEE1][SSS2]WWW555mNN", kDiscard,
                {{"Little Four Winds", 1}, {"All Pungs", 1}, {"Half Flush", 1},
                 {"Prevalent Wind", 1}, {"Seat Wind", 1}, {"Two Concealed Pungs", 1},
                 {"Single Wait", 1}},
                83);
  }
  SUBCASE("not with four wind pungs: Big Four Winds") {
    check_score("[EEE1][SSS2][WWW3]NNN5m5m", kDiscard,
                {{"Big Four Winds", 1}, {"Half Flush", 1}, {"Single Wait", 1}}, 95);
  }
}

TEST_CASE("Little Three Dragons 小三元") {
  SUBCASE("implies Two Dragon Pungs and Dragon Pung; may add One Voided Suit") {
    check_score("[CCC1][FFF2]345m678sPP", kDiscard,
                {{"Little Three Dragons", 1}, {"One Voided Suit", 1}, {"Single Wait", 1}}, 66);
  }
  SUBCASE("not with a wind pair: Two Dragon Pungs") {
    check_score("[CCC1][FFF2]345m678sNN", kDiscard,
                {{"Two Dragon Pungs", 1}, {"One Voided Suit", 1}, {"Single Wait", 1}}, 8);
  }
}

TEST_CASE("All Honors 字一色") {
  const std::string north = R"({"prevalent_wind": "N", "seat_wind": "N"})";
  SUBCASE("implies All Pungs, All Terminals and Honors and Pung of Terminals or Honors") {
    check_score("[EEE1][SSS2]CCCFFFWW", north,
                {{"All Honors", 1}, {"Two Dragon Pungs", 1}, {"Two Concealed Pungs", 1},
                 {"Single Wait", 1}},
                73);
  }
  SUBCASE("as seven pairs") {
    check_score("EESSWWNNCCFFPP", kDiscard, {{"All Honors", 1}, {"Seven Pairs", 1}}, 88);
  }
  SUBCASE("not with a terminal pair: All Terminals and Honors and Half Flush") {
    check_score("[EEE1][SSS2]CCCFFF9m9m", north,
                {{"All Terminals and Honors", 1}, {"Half Flush", 1}, {"Two Dragon Pungs", 1},
                 {"Two Concealed Pungs", 1}, {"Single Wait", 1}},
                47);
  }
}

TEST_CASE("Four Concealed Pungs 四暗刻") {
  SUBCASE("self-drawn: implies All Pungs and Fully Concealed Hand, keeps Self-Drawn") {
    check_score("222m444p666s888m5m5m", kSelfDrawn,
                {{"Four Concealed Pungs", 1}, {"All Simples", 1}, {"Single Wait", 1},
                 {"Self-Drawn", 1}},
                68);
  }
  SUBCASE("on a discard completing the pair: no Concealed Hand") {
    check_score("222m444p666s888m5m5m", kDiscard,
                {{"Four Concealed Pungs", 1}, {"All Simples", 1}, {"Single Wait", 1}}, 67);
  }
  SUBCASE("not when a discard completes a pung: Three Concealed Pungs") {
    check_score("222m444p666s88m55m8m", kDiscard,
                {{"Three Concealed Pungs", 1}, {"All Pungs", 1}, {"All Simples", 1},
                 {"Concealed Hand", 1}},
                26);
  }
}

TEST_CASE("Pure Terminal Chows 一色双龙会") {
  SUBCASE("concealed: implies Seven Pairs, Full Flush, All Chows and the chow fans") {
    // Also waits on 6m (123 123 55 678 789): no wait fan.
    check_score("1122335577889m9m", kDiscard,
                {{"Pure Terminal Chows", 1}, {"Concealed Hand", 1}}, 66);
  }
  SUBCASE("with melded chows, on the pair") {
    check_score("[123p1][789p1]123p789p5p5p", kDiscard,
                {{"Pure Terminal Chows", 1}, {"Single Wait", 1}}, 65);
  }
  SUBCASE("not with the pair in another suit") {
    // 123 123 789 789: Pure Double Chow x2 and Two Terminal Chows x4, at
    // most 3, repeated Two Terminal Chows dropped first.
    check_score("[123p1][789p1]123p789p5m5m", kDiscard,
                {{"Pure Double Chow", 2}, {"Two Terminal Chows", 1}, {"All Chows", 1},
                 {"One Voided Suit", 1}, {"Single Wait", 1}},
                7);
  }
}

// ---------------------------------------------------------------- 48 points

TEST_CASE("Quadruple Chow 一色四同顺") {
  SUBCASE("implies Pure Triple Chow, Pure Double Chow and Tile Hog; keeps All Chows") {
    // Read as 222 333 444 + 234 it is only 50 (Pure Shifted Pungs, Three
    // Concealed Pungs, Tile Hog x3, ...).
    check_score("[234m1]234m234m234m5p5p", kDiscard,
                {{"Quadruple Chow", 1}, {"All Chows", 1}, {"All Simples", 1},
                 {"One Voided Suit", 1}, {"Single Wait", 1}},
                54);
  }
  SUBCASE("not with three: Pure Triple Chow") {
    check_score("[234m1]234m234m567m5p5p", kDiscard,
                {{"Pure Triple Chow", 1}, {"Short Straight", 1}, {"All Chows", 1},
                 {"All Simples", 1}, {"One Voided Suit", 1}, {"Single Wait", 1}},
                31);
  }
}

TEST_CASE("Four Pure Shifted Pungs 一色四节高") {
  SUBCASE("implies Pure Shifted Pungs and All Pungs") {
    check_score("[222m1][333m1]444m555m7p7p", kDiscard,
                {{"Four Pure Shifted Pungs", 1}, {"Two Concealed Pungs", 1}, {"All Simples", 1},
                 {"One Voided Suit", 1}, {"Single Wait", 1}},
                54);
  }
  SUBCASE("not with a gap: Pure Shifted Pungs") {
    check_score("[222m1][333m1]444m666m7p7p", kDiscard,
                {{"Pure Shifted Pungs", 1}, {"All Pungs", 1}, {"Two Concealed Pungs", 1},
                 {"All Simples", 1}, {"One Voided Suit", 1}, {"Single Wait", 1}},
                36);
  }
}

// ---------------------------------------------------------------- 32 points

TEST_CASE("Four Pure Shifted Chows 一色四步高") {
  SUBCASE("steps of 1: no other chow fan") {
    check_score("[123s1][234s1]345s456s9p9p", kDiscard,
                {{"Four Pure Shifted Chows", 1}, {"All Chows", 1}, {"One Voided Suit", 1},
                 {"Single Wait", 1}},
                36);
  }
  SUBCASE("steps of 2: not Two Terminal Chows either") {
    check_score("[123s1][345s1]567s789s5p5p", kDiscard,
                {{"Four Pure Shifted Chows", 1}, {"All Chows", 1}, {"One Voided Suit", 1},
                 {"Single Wait", 1}},
                36);
  }
}

TEST_CASE("Three Kongs 三杠") {
  SUBCASE("implies the melded kong fans") {
    check_score("[2222m1][5555p2][8888s3]345m7p7p", kDiscard,
                {{"Three Kongs", 1}, {"All Simples", 1}, {"Single Wait", 1}}, 35);
  }
  SUBCASE("not with two kongs: Two Melded Kongs") {
    check_score("[2222m1][5555p2][888s3]345m7p7p", kDiscard,
                {{"Two Melded Kongs", 1}, {"All Simples", 1}, {"Single Wait", 1}}, 7);
  }
}

TEST_CASE("All Terminals and Honors 混幺九") {
  SUBCASE("implies All Pungs, Outside Hand and Pung of Terminals or Honors") {
    check_score("[111m1][999p1]SSSCCC9s9s", kDiscard,
                {{"All Terminals and Honors", 1}, {"All Types", 1}, {"Dragon Pung", 1},
                 {"Two Concealed Pungs", 1}, {"Single Wait", 1}},
                43);
  }
  SUBCASE("as seven pairs") {
    check_score("1199m99pEESSCCNN", kDiscard,
                {{"All Terminals and Honors", 1}, {"Seven Pairs", 1}, {"One Voided Suit", 1}}, 57);
  }
  SUBCASE("not with a chow: Outside Hand") {
    check_score("[123m1][999p1]SSSCCC9s9s", kDiscard,
                {{"Outside Hand", 1}, {"All Types", 1}, {"Dragon Pung", 1},
                 {"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 2},
                 {"Single Wait", 1}},
                17);
  }
}

// ---------------------------------------------------------------- 24 points

TEST_CASE("Seven Pairs 七对") {
  SUBCASE("implies Concealed Hand and Single Wait") {
    check_score("1155m2288p3399s7s7s", kDiscard, {{"Seven Pairs", 1}, {"No Honors", 1}}, 25);
  }
  SUBCASE("self-drawn: Self-Drawn, not Fully Concealed Hand") {
    check_score("1155m2288p3399s7s7s", kSelfDrawn,
                {{"Seven Pairs", 1}, {"No Honors", 1}, {"Self-Drawn", 1}}, 26);
  }
  SUBCASE("four of a tile are two pairs and a Tile Hog") {
    check_score("1111m55m22p88p33s9s9s", kDiscard,
                {{"Seven Pairs", 1}, {"Tile Hog", 1}, {"No Honors", 1}}, 27);
  }
}

TEST_CASE("Greater Honors and Knitted Tiles 七星不靠") {
  SUBCASE("implies Lesser Honors and Knitted Tiles, All Types and Concealed Hand") {
    check_score("147m258p3sESWNCFP", kDiscard, {{"Greater Honors and Knitted Tiles", 1}}, 24);
  }
  SUBCASE("self-drawn: Self-Drawn, not Fully Concealed Hand") {
    check_score("147m258p3sESWNCFP", kSelfDrawn,
                {{"Greater Honors and Knitted Tiles", 1}, {"Self-Drawn", 1}}, 25);
  }
}

TEST_CASE("All Even Pungs 全双刻") {
  SUBCASE("implies All Pungs, All Simples and No Honors") {
    check_score("[222m1][444p1][666s1]888m4s4s", kDiscard,
                {{"All Even Pungs", 1}, {"Single Wait", 1}}, 25);
  }
  SUBCASE("not with an odd pair: All Pungs") {
    check_score("[222m1][444p1][666s1]888m5s5s", kDiscard,
                {{"All Pungs", 1}, {"All Simples", 1}, {"Single Wait", 1}}, 9);
  }
  SUBCASE("not as seven pairs") {
    check_score("2244m6688p224466s", kDiscard, {{"Seven Pairs", 1}, {"All Simples", 1}}, 26);
  }
}

TEST_CASE("Full Flush 清一色") {
  SUBCASE("implies No Honors") {
    check_score("[123m1][345m1]678m99m44m9m", kDiscard,
                {{"Full Flush", 1}, {"Short Straight", 1}, {"Pung of Terminals or Honors", 1}}, 26);
  }
  SUBCASE("as seven pairs") {
    check_score("11224455778899m", kDiscard, {{"Full Flush", 1}, {"Seven Pairs", 1}}, 48);
  }
  SUBCASE("not with an honour: Half Flush") {
    check_score("[123m1][345m1]678m99mCC9m", kDiscard,
                {{"Half Flush", 1}, {"Short Straight", 1}, {"Pung of Terminals or Honors", 1}}, 8);
  }
}

TEST_CASE("Pure Triple Chow 一色三同顺") {
  SUBCASE("implies Pure Double Chow") {
    check_score("[345m1]345m345m789p9s9s", kDiscard,
                {{"Pure Triple Chow", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 27);
  }
  SUBCASE("not with two: Pure Double Chow") {
    check_score("[345m1]345m456m789p9s9s", kDiscard,
                {{"Pure Double Chow", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 4);
  }
}

TEST_CASE("Pure Shifted Pungs 一色三节高") {
  SUBCASE("counts") {
    check_score("[333m1][444m1]555m789p9s9s", kDiscard,
                {{"Pure Shifted Pungs", 1}, {"No Honors", 1}, {"Single Wait", 1}}, 26);
  }
  SUBCASE("not with steps of 2") {
    check_score("[333m1][555m1]777m789p9s9s", kDiscard, {{"No Honors", 1}, {"Single Wait", 1}},
                2);
  }
}

TEST_CASE("Upper Tiles 全大") {
  SUBCASE("implies Upper Four and No Honors") {
    check_score("[789m1][789p1]777s999s8m8m", kDiscard,
                {{"Upper Tiles", 1}, {"Mixed Double Chow", 1}, {"Two Concealed Pungs", 1},
                 {"Pung of Terminals or Honors", 1}, {"Single Wait", 1}},
                29);
  }
  SUBCASE("not with a 6: Upper Four") {
    check_score("[789m1][678p1]777s999s8m8m", kDiscard,
                {{"Upper Four", 1}, {"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 1},
                 {"Single Wait", 1}},
                16);
  }
}

TEST_CASE("Middle Tiles 全中") {
  SUBCASE("implies All Simples and No Honors") {
    check_score("[456m1][456p1]444s666s5m5m", kDiscard,
                {{"Middle Tiles", 1}, {"Mixed Double Chow", 1}, {"Two Concealed Pungs", 1},
                 {"Single Wait", 1}},
                28);
  }
  SUBCASE("not with a 3: All Simples") {
    check_score("[345m1][456p1]444s666s5m5m", kDiscard,
                {{"All Simples", 1}, {"Two Concealed Pungs", 1}, {"Single Wait", 1}}, 5);
  }
}

TEST_CASE("Lower Tiles 全小") {
  SUBCASE("implies Lower Four and No Honors") {
    check_score("[123m1][123p1]111s333s2m2m", kDiscard,
                {{"Lower Tiles", 1}, {"Mixed Double Chow", 1}, {"Two Concealed Pungs", 1},
                 {"Pung of Terminals or Honors", 1}, {"Single Wait", 1}},
                29);
  }
  SUBCASE("not with a 4: Lower Four") {
    check_score("[234m1][123p1]111s333s2m2m", kDiscard,
                {{"Lower Four", 1}, {"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 1},
                 {"Single Wait", 1}},
                16);
  }
}

// ---------------------------------------------------------------- 16 points

TEST_CASE("Pure Straight 清龙") {
  SUBCASE("counts") {
    check_score("[123m1]456m789m345p7s7s", kDiscard,
                {{"Pure Straight", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 19);
  }
  SUBCASE("the fourth chow adds one 1-point chow fan") {
    check_score("[123m1]456m789m123p7s7s", kDiscard,
                {{"Pure Straight", 1}, {"Mixed Double Chow", 1}, {"All Chows", 1},
                 {"Single Wait", 1}},
                20);
  }
  SUBCASE("not across suits: Mixed Straight") {
    check_score("[123m1]456p789m345p7s7s", kDiscard,
                {{"All Chows", 1}, {"Two Terminal Chows", 1}, {"Single Wait", 1}}, 4);
  }
}

TEST_CASE("Three-Suited Terminal Chows 三色双龙会") {
  SUBCASE("implies All Chows, Mixed Double Chow, Two Terminal Chows and No Honors") {
    check_score("[123m1][789m1]123p789p5s5s", kDiscard,
                {{"Three-Suited Terminal Chows", 1}, {"Single Wait", 1}}, 17);
  }
  SUBCASE("not with the pair in a suit of the chows") {
    // Mixed Double Chow x2 and Two Terminal Chows x2: at most 3.
    check_score("[123m1][789m1]123p789p5p5p", kDiscard,
                {{"Mixed Double Chow", 2}, {"Two Terminal Chows", 1}, {"All Chows", 1},
                 {"One Voided Suit", 1}, {"Single Wait", 1}},
                7);
  }
}

TEST_CASE("Pure Shifted Chows 一色三步高") {
  SUBCASE("steps of 1") {
    check_score("[123m1]234m345m789p5s5s", kDiscard,
                {{"Pure Shifted Chows", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 19);
  }
  SUBCASE("steps of 2") {
    check_score("[123m1]345m567m789p5s5s", kDiscard,
                {{"Pure Shifted Chows", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 19);
  }
  SUBCASE("not with mixed steps") {
    check_score("[123m1]234m456m789p5s5s", kDiscard,
                {{"Short Straight", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 4);
  }
}

TEST_CASE("All Fives 全带五") {
  SUBCASE("implies All Simples and No Honors") {
    check_score("[345m1][456s1]555p567s5m5m", kDiscard, {{"All Fives", 1}, {"Single Wait", 1}},
                17);
  }
  SUBCASE("not with a set without a 5: All Simples") {
    check_score("[345m1][456s1]555p678s5m5m", kDiscard, {{"All Simples", 1}, {"Single Wait", 1}},
                3);
  }
}

TEST_CASE("Triple Pung 三同刻") {
  SUBCASE("implies Double Pung") {
    check_score("[222m1][222p1]222s789m5p5p", kDiscard,
                {{"Triple Pung", 1}, {"No Honors", 1}, {"Single Wait", 1}}, 18);
  }
  SUBCASE("not in two suits: Double Pung") {
    check_score("[222m1][222p1]333s789m5p5p", kDiscard,
                {{"Double Pung", 1}, {"No Honors", 1}, {"Single Wait", 1}}, 4);
  }
}

TEST_CASE("Three Concealed Pungs 三暗刻") {
  SUBCASE("implies Two Concealed Pungs") {
    check_score("[789m1]222p444s666m5p5p", kDiscard,
                {{"Three Concealed Pungs", 1}, {"No Honors", 1}, {"Single Wait", 1}}, 18);
  }
  SUBCASE("a pung completed by a self-drawn tile is concealed") {
    check_score("[789m1]222p444s66m55p6m", kSelfDrawn,
                {{"Three Concealed Pungs", 1}, {"No Honors", 1}, {"Self-Drawn", 1}}, 18);
  }
  SUBCASE("not when a discard completes the third pung: Two Concealed Pungs") {
    check_score("[789m1]222p444s66m55p6m", kDiscard,
                {{"Two Concealed Pungs", 1}, {"No Honors", 1}}, 3);
  }
}

// ---------------------------------------------------------------- 12 points

TEST_CASE("Lesser Honors and Knitted Tiles 全不靠") {
  SUBCASE("implies All Types, Concealed Hand and Single Wait") {
    check_score("147m258p3sESWNCF6s", kDiscard, {{"Lesser Honors and Knitted Tiles", 1}}, 12);
  }
  SUBCASE("self-drawn: Self-Drawn, not Fully Concealed Hand") {
    check_score("147m258p3sESWNCF6s", kSelfDrawn,
                {{"Lesser Honors and Knitted Tiles", 1}, {"Self-Drawn", 1}}, 13);
  }
  SUBCASE("with Knitted Straight") {
    check_score("147m258p36sESWNC9s", kDiscard,
                {{"Lesser Honors and Knitted Tiles", 1}, {"Knitted Straight", 1}}, 24);
  }
}

TEST_CASE("Knitted Straight 组合龙") {
  SUBCASE("with a chow and a suited pair: All Chows") {
    check_score("147m258p369s456m5s5s", kDiscard,
                {{"Knitted Straight", 1}, {"All Chows", 1}, {"Concealed Hand", 1},
                 {"Single Wait", 1}},
                17);
  }
  SUBCASE("with a dragon pung and a wind pair: All Types") {
    check_score("147m258p369sCCCNN", kDiscard,
                {{"Knitted Straight", 1}, {"All Types", 1}, {"Dragon Pung", 1},
                 {"Concealed Hand", 1}, {"Single Wait", 1}},
                23);
  }
}

TEST_CASE("Upper Four 大于五") {
  SUBCASE("implies No Honors") {
    check_score("[678m1][678p1]777s999s6m6m", kDiscard,
                {{"Upper Four", 1}, {"Mixed Double Chow", 1}, {"Two Concealed Pungs", 1},
                 {"Pung of Terminals or Honors", 1}, {"Single Wait", 1}},
                17);
  }
  SUBCASE("not with a 5") {
    check_score("[567m1][678p1]777s999s6m6m", kDiscard,
                {{"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 1}, {"No Honors", 1},
                 {"Single Wait", 1}},
                5);
  }
}

TEST_CASE("Lower Four 小于五") {
  SUBCASE("implies No Honors") {
    check_score("[234m1][234p1]111s333s2m2m", kDiscard,
                {{"Lower Four", 1}, {"Mixed Double Chow", 1}, {"Two Concealed Pungs", 1},
                 {"Pung of Terminals or Honors", 1}, {"Single Wait", 1}},
                17);
  }
  SUBCASE("not with a 5") {
    check_score("[345m1][234p1]111s333s2m2m", kDiscard,
                {{"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 1}, {"No Honors", 1},
                 {"Single Wait", 1}},
                5);
  }
}

TEST_CASE("Big Three Winds 三风刻") {
  SUBCASE("its wind pungs are no Pung of Terminals or Honors; may add One Voided Suit") {
    check_score("[EEE1][SSS2]WWW456m7p7p", R"({"prevalent_wind": "N", "seat_wind": "N"})",
                {{"Big Three Winds", 1}, {"One Voided Suit", 1}, {"Single Wait", 1}}, 14);
  }
  SUBCASE("with Prevalent Wind and Seat Wind") {
    check_score("[EEE1][SSS2]WWW456m7p7p", R"({"prevalent_wind": "E", "seat_wind": "W"})",
                {{"Big Three Winds", 1}, {"Prevalent Wind", 1}, {"Seat Wind", 1},
                 {"One Voided Suit", 1}, {"Single Wait", 1}},
                18);
  }
  SUBCASE("not with two: a Pung of Terminals or Honors each") {
    check_score("[EEE1][SSS2]345m456p7s7s", R"({"prevalent_wind": "N", "seat_wind": "N"})",
                {{"Pung of Terminals or Honors", 2}, {"Single Wait", 1}}, 3);
  }
}

// ----------------------------------------------------------------- 8 points

TEST_CASE("Mixed Straight 花龙") {
  SUBCASE("counts") {
    check_score("[123m1]456p789s234m5s5s", kDiscard,
                {{"Mixed Straight", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 11);
  }
  SUBCASE("not with two chows in one suit") {
    check_score("[123m1]456p789m234m5s5s", kDiscard,
                {{"Two Terminal Chows", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 4);
  }
}

TEST_CASE("Reversible Tiles 推不倒") {
  SUBCASE("implies One Voided Suit") {
    check_score("[123p1][456s1]PPP888p9s9s", kDiscard,
                {{"Reversible Tiles", 1}, {"Dragon Pung", 1}, {"Two Concealed Pungs", 1},
                 {"Single Wait", 1}},
                13);
  }
  SUBCASE("not with a 3 of bamboo") {
    check_score("[123p1][345s1]PPP888p9s9s", kDiscard,
                {{"Dragon Pung", 1}, {"Two Concealed Pungs", 1}, {"One Voided Suit", 1},
                 {"Single Wait", 1}},
                6);
  }
}

TEST_CASE("Mixed Triple Chow 三色三同顺") {
  SUBCASE("implies Mixed Double Chow") {
    check_score("[345m1][345p1]345s789m5p5p", kDiscard,
                {{"Mixed Triple Chow", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 11);
  }
  SUBCASE("the fourth chow adds Short Straight") {
    check_score("[345m1][345p1]345s678m5p5p", kDiscard,
                {{"Mixed Triple Chow", 1}, {"Short Straight", 1}, {"All Chows", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                14);
  }
  SUBCASE("not in two suits: Mixed Double Chow") {
    check_score("[345m1][345p1]456s789m5p5p", kDiscard,
                {{"Mixed Double Chow", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 4);
  }
}

TEST_CASE("Mixed Shifted Pungs 三色三节高") {
  SUBCASE("counts") {
    check_score("[333m1][444p1]555s789m7p7p", kDiscard,
                {{"Mixed Shifted Pungs", 1}, {"No Honors", 1}, {"Single Wait", 1}}, 10);
  }
  SUBCASE("not with two pungs in one suit") {
    check_score("[333m1][444p1]555m789s7p7p", kDiscard, {{"No Honors", 1}, {"Single Wait", 1}},
                2);
  }
}

TEST_CASE("Chicken Hand 无番和") {
  SUBCASE("counts when nothing else does") {
    check_score(kChickenHand, kDiscard, {{"Chicken Hand", 1}}, 8);
  }
  SUBCASE("flowers are added afterwards") {
    check_score(kChickenHand, R"({"flowers": 2})", {{"Chicken Hand", 1}, {"Flower Tiles", 2}}, 10);
  }
  SUBCASE("not with any other fan, even of 1 point") {
    check_score(kChickenHand, kSelfDrawn, {{"Self-Drawn", 1}}, 1);
  }
}

TEST_CASE("Last Tile Draw 妙手回春") {
  SUBCASE("implies Self-Drawn") {
    check_score(kChickenHand, R"({"self_drawn": true, "last_tile_of_wall": true})",
                {{"Last Tile Draw", 1}}, 8);
  }
  SUBCASE("not on the last discard: Last Tile Claim") {
    check_score(kChickenHand, R"({"last_tile_of_wall": true})", {{"Last Tile Claim", 1}}, 8);
  }
}

TEST_CASE("Last Tile Claim 海底捞月") {
  SUBCASE("counts") {
    check_score(kChickenHand, R"({"last_tile_of_wall": true})", {{"Last Tile Claim", 1}}, 8);
  }
  SUBCASE("with Last Tile") {
    check_score(kChickenHand, R"({"last_tile_of_wall": true, "last_of_kind": true})",
                {{"Last Tile Claim", 1}, {"Last Tile", 1}}, 12);
  }
}

TEST_CASE("Out with Replacement Tile 杠上开花") {
  const std::string kong_hand = "[2222m1][567p1]678mNN34s5s";
  SUBCASE("implies Self-Drawn") {
    check_score(kong_hand, R"({"self_drawn": true, "kong_replacement": true})",
                {{"Out with Replacement Tile", 1}, {"Melded Kong", 1}}, 9);
  }
  SUBCASE("not on an ordinary draw") {
    check_score(kong_hand, kSelfDrawn, {{"Melded Kong", 1}, {"Self-Drawn", 1}}, 2);
  }
}

TEST_CASE("Robbing the Kong 抢杠和") {
  SUBCASE("counts") {
    check_score(kChickenHand, R"({"robbing_kong": true})", {{"Robbing the Kong", 1}}, 8);
  }
  SUBCASE("implies Last Tile") {
    check_score(kChickenHand, R"({"robbing_kong": true, "last_of_kind": true})",
                {{"Robbing the Kong", 1}}, 8);
  }
}

// ----------------------------------------------------------------- 6 points

TEST_CASE("All Pungs 碰碰和") {
  SUBCASE("counts") {
    check_score("[222m1][555p1]888s333mEE", kDiscard,
                {{"All Pungs", 1}, {"Two Concealed Pungs", 1}, {"Single Wait", 1}}, 9);
  }
  SUBCASE("not with a chow") {
    check_score("[222m1][555p1]888s345mEE", kDiscard, {{"Single Wait", 1}}, 1);
  }
}

TEST_CASE("Half Flush 混一色") {
  SUBCASE("counts") {
    check_score("[123m1][345m1]999mCCC5m5m", kDiscard,
                {{"Half Flush", 1}, {"Dragon Pung", 1}, {"Two Concealed Pungs", 1},
                 {"Pung of Terminals or Honors", 1}, {"Single Wait", 1}},
                12);
  }
  SUBCASE("not with a second suit: One Voided Suit") {
    check_score("[123m1][345p1]999mCCC5m5m", kDiscard,
                {{"Dragon Pung", 1}, {"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 1},
                 {"One Voided Suit", 1}, {"Single Wait", 1}},
                7);
  }
}

TEST_CASE("Mixed Shifted Chows 三色三步高") {
  SUBCASE("the fourth chow adds Two Terminal Chows") {
    check_score("[123m1][234p1]345s789m5p5p", kDiscard,
                {{"Mixed Shifted Chows", 1}, {"Two Terminal Chows", 1}, {"All Chows", 1},
                 {"Single Wait", 1}},
                10);
  }
  SUBCASE("not with steps of 2") {
    check_score("[123m1][345p1]567s789m5p5p", kDiscard,
                {{"Two Terminal Chows", 1}, {"All Chows", 1}, {"Single Wait", 1}}, 4);
  }
}

TEST_CASE("All Types 五门齐") {
  SUBCASE("counts") {
    check_score("[123m1][345p1]789sSSSCC", kDiscard,
                {{"All Types", 1}, {"Pung of Terminals or Honors", 1}, {"Single Wait", 1}}, 8);
  }
  SUBCASE("not without a dragon") {
    check_score("[123m1][345p1]789sSSSNN", kDiscard,
                {{"Pung of Terminals or Honors", 1}, {"Single Wait", 1}}, 2);
  }
}

TEST_CASE("Melded Hand 全求人") {
  const std::string melded = "[123m1][345p2][789s3][555m1]5s5s";
  SUBCASE("implies Single Wait") {
    check_score(melded, kDiscard, {{"Melded Hand", 1}, {"No Honors", 1}}, 7);
  }
  SUBCASE("not when self-drawn") {
    check_score(melded, kSelfDrawn, {{"Self-Drawn", 1}, {"Single Wait", 1}, {"No Honors", 1}}, 3);
  }
}

TEST_CASE("Two Concealed Kongs 双暗杠") {
  SUBCASE("implies Concealed Kong and Two Concealed Pungs; the hand stays concealed") {
    check_score("[2222m][5555p]678s345m9p9p", kDiscard,
                {{"Two Concealed Kongs", 1}, {"Concealed Hand", 1}, {"No Honors", 1},
                 {"Single Wait", 1}},
                10);
  }
  SUBCASE("not with one melded: Concealed Kong and Melded Kong") {
    check_score("[2222m][5555p1]678s345m9p9p", kDiscard,
                {{"Concealed Kong and Melded Kong", 1}, {"No Honors", 1}, {"Single Wait", 1}}, 7);
  }
}

TEST_CASE("Two Dragon Pungs 双箭刻") {
  SUBCASE("implies Dragon Pung") {
    check_score("[CCC1][FFF2]345m678s9m9m", kDiscard,
                {{"Two Dragon Pungs", 1}, {"One Voided Suit", 1}, {"Single Wait", 1}}, 8);
  }
}

// ----------------------------------------------------------------- 4 points

TEST_CASE("Outside Hand 全带幺") {
  SUBCASE("counts") {
    check_score("[123m1][789p1]999s111pNN", kDiscard,
                {{"Outside Hand", 1}, {"Two Concealed Pungs", 1},
                 {"Pung of Terminals or Honors", 2}, {"Single Wait", 1}},
                9);
  }
  SUBCASE("not with a pair of 5") {
    check_score("[123m1][789p1]999s111p5m5m", kDiscard,
                {{"Two Concealed Pungs", 1}, {"Pung of Terminals or Honors", 2}, {"No Honors", 1},
                 {"Single Wait", 1}},
                6);
  }
}

TEST_CASE("Fully Concealed Hand 不求人") {
  const std::string concealed = "234m567p678mNN34s5s";
  SUBCASE("implies Concealed Hand and Self-Drawn") {
    check_score(concealed, kSelfDrawn, {{"Fully Concealed Hand", 1}}, 4);
  }
  SUBCASE("not on a discard: Concealed Hand") {
    check_score(concealed, kDiscard, {{"Concealed Hand", 1}}, 2);
  }
}

TEST_CASE("Two Melded Kongs 双明杠") {
  SUBCASE("implies Melded Kong") {
    check_score("[2222m1][5555p1]678s345m9p9p", kDiscard,
                {{"Two Melded Kongs", 1}, {"No Honors", 1}, {"Single Wait", 1}}, 6);
  }
}

TEST_CASE("Last Tile 和绝张") {
  SUBCASE("counts") {
    check_score(kChickenHand, R"({"last_of_kind": true})", {{"Last Tile", 1}}, 4);
  }
  SUBCASE("proven by the player's own pung of the winning tile") {
    // Three 5s in the pung and the fourth won: also a Tile Hog.
    check_score("[555s1][567p1]678mNN34s5s", kDiscard, {{"Last Tile", 1}, {"Tile Hog", 1}}, 6);
  }
}

// ----------------------------------------------------------------- 2 points

TEST_CASE("Dragon Pung 箭刻") {
  SUBCASE("counts, never also a Pung of Terminals or Honors") {
    check_score("[CCC1][567p1]678m88p34s5s", kDiscard, {{"Dragon Pung", 1}}, 2);
  }
  SUBCASE("not counted twice: two are Two Dragon Pungs") {
    check_score("[CCC1][FFF1]678m88p34s5s", kDiscard, {{"Two Dragon Pungs", 1}}, 6);
  }
}

TEST_CASE("Prevalent Wind 圈风刻") {
  SUBCASE("counts, never also a Pung of Terminals or Honors") {
    check_score("[SSS1][567p1]678mNN34s5s", R"({"prevalent_wind": "S", "seat_wind": "W"})",
                {{"Prevalent Wind", 1}}, 2);
  }
  SUBCASE("not for another wind: Pung of Terminals or Honors") {
    check_score("[SSS1][567p1]678mNN34s5s", R"({"prevalent_wind": "W", "seat_wind": "W"})",
                {{"Pung of Terminals or Honors", 1}}, 1);
  }
}

TEST_CASE("Seat Wind 门风刻") {
  SUBCASE("counts, never also a Pung of Terminals or Honors") {
    check_score("[SSS1][567p1]678mNN34s5s", R"({"prevalent_wind": "E", "seat_wind": "S"})",
                {{"Seat Wind", 1}}, 2);
  }
  SUBCASE("with Prevalent Wind when the pung is both") {
    check_score("[SSS1][567p1]678mNN34s5s", R"({"prevalent_wind": "S", "seat_wind": "S"})",
                {{"Prevalent Wind", 1}, {"Seat Wind", 1}}, 4);
  }
}

TEST_CASE("Concealed Hand 门前清") {
  SUBCASE("counts on a discard") {
    check_score("234m567p678mNN34s5s", kDiscard, {{"Concealed Hand", 1}}, 2);
  }
  SUBCASE("a concealed kong keeps the hand concealed") {
    check_score("[2222m]567p678mNN34s5s", kDiscard, {{"Concealed Kong", 1}, {"Concealed Hand", 1}},
                4);
  }
  SUBCASE("not with a claimed meld") {
    check_score(kChickenHand, kDiscard, {{"Chicken Hand", 1}}, 8);
  }
}

TEST_CASE("All Chows 平和") {
  SUBCASE("implies No Honors") {
    check_score("[123m1][567p1]678m88p34s5s", kDiscard, {{"All Chows", 1}}, 2);
  }
  SUBCASE("with All Simples") {
    check_score("[234m1][567p1]678m88p34s5s", kDiscard, {{"All Chows", 1}, {"All Simples", 1}}, 4);
  }
  SUBCASE("not with an honour pair") {
    check_score(kChickenHand, kDiscard, {{"Chicken Hand", 1}}, 8);
  }
  SUBCASE("not with a pung") {
    check_score("[234m1][555p1]678m88p34s5s", kDiscard, {{"All Simples", 1}}, 2);
  }
}

TEST_CASE("Tile Hog 四归一") {
  SUBCASE("four of a tile outside a kong") {
    check_score("[345m1][567p1]456m44m23s4s", kDiscard,
                {{"Tile Hog", 1}, {"All Chows", 1}, {"All Simples", 1}}, 6);
  }
  SUBCASE("counts for each tile") {
    check_score("[345m1][345p1]456m555p4m4m", kDiscard,
                {{"Tile Hog", 2}, {"Mixed Double Chow", 1}, {"All Simples", 1},
                 {"One Voided Suit", 1}},
                8);
  }
  SUBCASE("not for a kong") {
    check_score("[4444m1][567p1]678m88p23s4s", kDiscard, {{"Melded Kong", 1}, {"All Simples", 1}},
                3);
  }
}

TEST_CASE("Double Pung 双同刻") {
  SUBCASE("counts") {
    check_score("[222m1][222p1]567s345m9p9p", kDiscard,
                {{"Double Pung", 1}, {"No Honors", 1}, {"Single Wait", 1}}, 4);
  }
  SUBCASE("counts twice") {
    check_score("[222m1][222p1]888m888p5s5s", kDiscard,
                {{"Double Pung", 2}, {"All Pungs", 1}, {"Two Concealed Pungs", 1},
                 {"All Simples", 1}, {"Single Wait", 1}},
                15);
  }
}

TEST_CASE("Two Concealed Pungs 双暗刻") {
  SUBCASE("counts") {
    check_score("[234m1][567p1]888m222s5p5p", kDiscard,
                {{"Two Concealed Pungs", 1}, {"All Simples", 1}, {"Single Wait", 1}}, 5);
  }
  SUBCASE("not when a discard completes one of them") {
    check_score("[234m1][567p1]888m22s55p2s", kDiscard, {{"All Simples", 1}}, 2);
  }
}

TEST_CASE("Concealed Kong 暗杠") {
  SUBCASE("counts") {
    check_score("[2222m][567p1]678mNN34s5s", kDiscard, {{"Concealed Kong", 1}}, 2);
  }
}

TEST_CASE("All Simples 断幺") {
  SUBCASE("implies No Honors") {
    check_score("[234m1][555p1]678m88p34s5s", kDiscard, {{"All Simples", 1}}, 2);
  }
  SUBCASE("not with a terminal: No Honors") {
    check_score("[234m1][555p1]789m88p34s5s", kDiscard, {{"No Honors", 1}}, 1);
  }
}

// ------------------------------------------------------------------ 1 point

TEST_CASE("Pure Double Chow 一般高") {
  SUBCASE("counts") {
    check_score("[234m1][555p1]234m88p34s5s", kDiscard,
                {{"Pure Double Chow", 1}, {"All Simples", 1}}, 3);
  }
}

TEST_CASE("Mixed Double Chow 喜相逢") {
  SUBCASE("counts") {
    check_score("[234m1][555p1]234p88p34s5s", kDiscard,
                {{"Mixed Double Chow", 1}, {"All Simples", 1}}, 3);
  }
}

TEST_CASE("Short Straight 连六") {
  SUBCASE("counts") {
    check_score("[234m1][555p1]567m88p34s5s", kDiscard,
                {{"Short Straight", 1}, {"All Simples", 1}}, 3);
  }
  SUBCASE("not across suits") {
    check_score("[234m1][555p1]567s88p34s5s", kDiscard, {{"All Simples", 1}}, 2);
  }
}

TEST_CASE("Two Terminal Chows 老少副") {
  SUBCASE("counts") {
    check_score("[123m1][555p1]789m88p34s5s", kDiscard,
                {{"Two Terminal Chows", 1}, {"No Honors", 1}}, 2);
  }
  SUBCASE("not across suits") {
    check_score("[123m1][555p1]789s88p34s5s", kDiscard, {{"No Honors", 1}}, 1);
  }
}

TEST_CASE("Pung of Terminals or Honors 幺九刻") {
  SUBCASE("a pung of a terminal") {
    check_score("[999m1][567p1]678mNN34s5s", kDiscard, {{"Pung of Terminals or Honors", 1}}, 1);
  }
  SUBCASE("counts for each pung, a wind that is neither prevalent nor seat included") {
    check_score("[999m1][SSS1]678pNN34s5s", kDiscard, {{"Pung of Terminals or Honors", 2}}, 2);
  }
}

TEST_CASE("Melded Kong 明杠") {
  SUBCASE("counts") {
    check_score("[2222m1][567p1]678mNN34s5s", kDiscard, {{"Melded Kong", 1}}, 1);
  }
}

TEST_CASE("One Voided Suit 缺一门") {
  SUBCASE("counts") {
    check_score("[234m1][789m1]345sNN56s7s", kDiscard, {{"One Voided Suit", 1}}, 1);
  }
}

TEST_CASE("No Honors 无字") {
  SUBCASE("counts") {
    check_score("[123m1][555p1]678m88p34s5s", kDiscard, {{"No Honors", 1}}, 1);
  }
}

TEST_CASE("Edge Wait 边张") {
  SUBCASE("1-2 waiting on 3") {
    check_score("[234m1][567p1]678mNN12s3s", kDiscard, {{"Edge Wait", 1}}, 1);
  }
  SUBCASE("not when the hand also waits on another tile") {
    // 1222 waits on 1 (11 + 222) and on 3 (123 + 22).
    check_score("[234m1][567p1]678m1222s3s", kDiscard, {{"All Chows", 1}}, 2);
  }
}

TEST_CASE("Closed Wait 坎张") {
  SUBCASE("1-3 waiting on 2") {
    check_score("[234m1][567p1]678mNN13s2s", kDiscard, {{"Closed Wait", 1}}, 1);
  }
  SUBCASE("not when the hand also waits on another tile") {
    // 1333 waits on 1 (11 + 333) and on 2 (123 + 33).
    check_score("[234m1][567p1]678m1333s2s", kDiscard, {{"All Chows", 1}}, 2);
  }
}

TEST_CASE("Single Wait 单钓将") {
  SUBCASE("waiting on the pair") {
    check_score("[234m1][567p1]678m345sNN", kDiscard, {{"Single Wait", 1}}, 1);
  }
  SUBCASE("not when the hand also waits on another tile") {
    // 3456 waits on 3 and on 6.
    check_score("[234m1][567p1]678m3456s6s", kDiscard, {{"All Chows", 1}, {"All Simples", 1}}, 4);
  }
}

TEST_CASE("Self-Drawn 自摸") {
  SUBCASE("counts") {
    check_score(kChickenHand, kSelfDrawn, {{"Self-Drawn", 1}}, 1);
  }
}

TEST_CASE("Flower Tiles 花牌") {
  SUBCASE("one point each") {
    check_score(kChickenHand, R"({"self_drawn": true, "flowers": 3})",
                {{"Self-Drawn", 1}, {"Flower Tiles", 3}}, 4);
  }
  SUBCASE("given as a list of bonus tiles") {
    check_score(kChickenHand, R"({"self_drawn": true, "flowers": ["f1", "s3"]})",
                {{"Self-Drawn", 1}, {"Flower Tiles", 2}}, 3);
  }
}

// ------------------------------------------- competition rules (seed 003)

TEST_CASE("Concealed Kong and Melded Kong 明暗杠") {
  const std::string kongs = "[2222m][5555p1]678s345m9p9p";
  SUBCASE("implies Concealed Kong and Melded Kong") {
    check_score(kongs, kDiscard,
                {{"Concealed Kong and Melded Kong", 1}, {"No Honors", 1}, {"Single Wait", 1}}, 7);
  }
  SUBCASE("turned off: Concealed Kong and Melded Kong instead") {
    check_score(kongs, R"({"options": {"concealed_and_melded_kong_fan": false}})",
                {{"Concealed Kong", 1}, {"Melded Kong", 1}, {"No Honors", 1}, {"Single Wait", 1}},
                5);
  }
}
