// Points and payments: the standard score tables (ron and self-draw, dealer
// and not) for every han 1-13 at 20-110 fu, the limits and their options,
// honba and riichi deposits, and the property that a hand's payments sum to
// 1,000 x the deposits taken.
#include <map>

#include "riichi_support.h"
#include "rules/riichi/limits.h"
#include "rules/riichi/payments.h"
#include "test_support.h"

namespace mahjong::riichi::test {
namespace {

constexpr int kFus[] = {20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110};
constexpr int kFuColumns = 11;

// The score tables as players print them (han 1-4; 0 where the table has no
// entry, such as a 20-fu discard): one payer's points.
struct Table {
  int rows[4][kFuColumns];
};
// A non-dealer's win on a discard (子のロン).
constexpr Table kChildRon = {{{0, 0, 1000, 1300, 1600, 2000, 2300, 2600, 2900, 3200, 3600},
                              {0, 1600, 2000, 2600, 3200, 3900, 4500, 5200, 5800, 6400, 7100},
                              {0, 3200, 3900, 5200, 6400, 7700, 8000, 8000, 8000, 8000, 8000},
                              {0, 6400, 7700, 8000, 8000, 8000, 8000, 8000, 8000, 8000, 8000}}};
// The dealer's win on a discard (親のロン).
constexpr Table kDealerRon = {{{0, 0, 1500, 2000, 2400, 2900, 3400, 3900, 4400, 4800, 5300},
                               {0, 2400, 2900, 3900, 4800, 5800, 6800, 7700, 8700, 9600, 10600},
                               {0, 4800, 5800, 7700, 9600, 11600, 12000, 12000, 12000, 12000, 12000},
                               {0, 9600, 11600, 12000, 12000, 12000, 12000, 12000, 12000, 12000, 12000}}};
// A non-dealer's self-draw: what each other non-dealer pays, and the dealer.
constexpr Table kChildTsumoChild = {{{0, 0, 300, 400, 400, 500, 600, 700, 800, 800, 900},
                                     {400, 400, 500, 700, 800, 1000, 1200, 1300, 1500, 1600, 1800},
                                     {700, 800, 1000, 1300, 1600, 2000, 2000, 2000, 2000, 2000, 2000},
                                     {1300, 1600, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000}}};
constexpr Table kChildTsumoDealer = {{{0, 0, 500, 700, 800, 1000, 1200, 1300, 1500, 1600, 1800},
                                      {700, 800, 1000, 1300, 1600, 2000, 2300, 2600, 2900, 3200, 3600},
                                      {1300, 1600, 2000, 2600, 3200, 3900, 4000, 4000, 4000, 4000, 4000},
                                      {2600, 3200, 3900, 4000, 4000, 4000, 4000, 4000, 4000, 4000, 4000}}};
// The dealer's self-draw: what each seat pays (親のツモ, "all").
constexpr Table kDealerTsumo = kChildTsumoDealer;

// Above 4 han: the limits, by han 5-13 (one payer's share of a non-dealer's
// discard win; the others follow the 4:6 and 1:2 ratios).
constexpr int kLimitChildRon[] = {8000, 12000, 12000, 16000, 16000, 16000, 24000, 24000, 32000};

int up100(int n) { return (n + 99) / 100 * 100; }

// A payer's points where the table is blank: the rule, written out here.
int by_rule(int han, int fu, int times) { return up100(fu * (1 << (han + 2)) * times); }

int expected(const Table& t, int han, int column, int times) {
  if (han >= 5) return kLimitChildRon[han - 5] * times / 4;
  const int v = t.rows[han - 1][column];
  return v ? v : by_rule(han, kFus[column], times);
}

TEST_CASE("Riichi payments: every han 1-13 at 20-110 fu, ron and self-draw, dealer and not") {
  const Options o;
  for (int han = 1; han <= 13; ++han)
    for (int c = 0; c < kFuColumns; ++c) {
      const int fu = kFus[c];
      CAPTURE(han);
      CAPTURE(fu);
      const int base = value_of(han, fu, 0, o).base_points;
      const Payments child_ron = payments_of(base, Wind::south, Wind::west, 0, 0);
      CHECK_EQ(child_ron[int(Wind::west)], -expected(kChildRon, han, c, 4));
      CHECK_EQ(child_ron[int(Wind::south)], expected(kChildRon, han, c, 4));
      CHECK_EQ(child_ron[int(Wind::east)], 0);
      const Payments dealer_ron = payments_of(base, Wind::east, Wind::north, 0, 0);
      CHECK_EQ(dealer_ron[int(Wind::north)], -expected(kDealerRon, han, c, 6));
      const Payments child_tsumo = payments_of(base, Wind::west, std::nullopt, 0, 0);
      CHECK_EQ(child_tsumo[int(Wind::south)], -expected(kChildTsumoChild, han, c, 1));
      CHECK_EQ(child_tsumo[int(Wind::north)], -expected(kChildTsumoChild, han, c, 1));
      CHECK_EQ(child_tsumo[int(Wind::east)], -expected(kChildTsumoDealer, han, c, 2));
      const Payments dealer_tsumo = payments_of(base, Wind::east, std::nullopt, 0, 0);
      for (Wind w : {Wind::south, Wind::west, Wind::north})
        CHECK_EQ(dealer_tsumo[int(w)], -expected(kDealerTsumo, han, c, 2));
      for (const Payments& p : {child_ron, dealer_ron, child_tsumo, dealer_tsumo})
        CHECK_EQ(p[0] + p[1] + p[2] + p[3], 0);
    }
}

TEST_CASE("Riichi limits") {
  const Options o;
  SUBCASE("mangan: 5 han, or fewer when the formula passes 2,000 (4 han 40 fu, 3 han 70 fu)") {
    CHECK_EQ(value_of(5, 30, 0, o).limit, Limit::mangan);
    CHECK_EQ(value_of(4, 40, 0, o).limit, Limit::mangan);
    CHECK_EQ(value_of(3, 70, 0, o).limit, Limit::mangan);
    CHECK_EQ(value_of(4, 30, 0, o).limit, Limit::none);
    CHECK_EQ(value_of(4, 30, 0, o).base_points, 1920);
  }
  SUBCASE("kiriage: 4 han 30 fu and 3 han 60 fu are mangan") {
    Options k;
    k.kiriage = true;
    CHECK_EQ(value_of(4, 30, 0, k).limit, Limit::mangan);
    CHECK_EQ(value_of(3, 60, 0, k).base_points, kManganBase);
    CHECK_EQ(value_of(3, 50, 0, k).limit, Limit::none);
    CHECK_EQ(value_of(4, 25, 0, k).limit, Limit::none);
  }
  SUBCASE("haneman 6-7, baiman 8-10, sanbaiman 11-12") {
    for (int han : {6, 7}) CHECK_EQ(value_of(han, 30, 0, o).limit, Limit::haneman);
    for (int han : {8, 9, 10}) CHECK_EQ(value_of(han, 30, 0, o).limit, Limit::baiman);
    for (int han : {11, 12}) CHECK_EQ(value_of(han, 30, 0, o).limit, Limit::sanbaiman);
    CHECK_EQ(value_of(7, 110, 0, o).base_points, 3000);
  }
  SUBCASE("13 han without a yakuman: kazoe yakuman, or sanbaiman by the option") {
    CHECK_EQ(value_of(13, 30, 0, o).limit, Limit::yakuman);
    CHECK_EQ(value_of(20, 30, 0, o).base_points, kYakumanBase);
    Options s;
    s.kazoe = Kazoe::sanbaiman;
    CHECK_EQ(value_of(13, 30, 0, s).limit, Limit::sanbaiman);
    CHECK_EQ(value_of(13, 30, 0, s).base_points, 6000);
  }
  SUBCASE("yakuman: 8,000 each") {
    CHECK_EQ(value_of(26, 0, 2, o).base_points, 16000);
    CHECK_EQ(value_of(13, 0, 1, o).limit, Limit::yakuman);
  }
  SUBCASE("limit names") {
    CHECK_EQ(limit_name(Limit::none), "");
    CHECK_EQ(limit_name(Limit::haneman), "haneman");
  }
}

TEST_CASE("Riichi honba and deposits") {
  SUBCASE("on a discard: 300 a honba from the discarder, 1,000 a deposit to the winner") {
    const Payments p = payments_of(1000 / 4 * 1, Wind::south, Wind::west, 2, 3);
    // 1 han 30 fu's 240 basic points would be 1,000; here 250 -> 1,000 as well.
    CHECK_EQ(p[int(Wind::west)], -(1000 + 600));
    CHECK_EQ(p[int(Wind::south)], 1000 + 600 + 3000);
  }
  SUBCASE("on a self-draw: 100 a honba from each payer") {
    const Payments p = payments_of(2000, Wind::north, std::nullopt, 1, 1);
    CHECK_EQ(p[int(Wind::east)], -4100);
    CHECK_EQ(p[int(Wind::south)], -2100);
    CHECK_EQ(p[int(Wind::west)], -2100);
    CHECK_EQ(p[int(Wind::north)], 8300 + 1000);
  }
  SUBCASE("the spec's example: South self-draws 4 han 40 fu with one honba") {
    auto s = riichi_score("111m567p22s34568s7s", R"({"seat_wind": "S", "self_drawn": true, "riichi": true,
                           "dora_indicators": ["1s"], "honba": 1})");
    REQUIRE(s.ok());
    // riichi, tsumo, two dora; 20 + tsumo 2 + closed 111m 8 + kanchan 2 = 32 -> 40.
    CHECK_EQ(s.value().han, 4);
    CHECK_EQ(s.value().fu, 40);
    CHECK_EQ(s.value().limit, Limit::mangan);
    CHECK_EQ(s.value().payments, Payments{-4100, 8300, -2100, -2100});
  }
  SUBCASE("1 han 30 fu: 1,000 by discard, 300/500 by self-draw") {
    const int base = value_of(1, 30, 0, Options{}).base_points;
    CHECK_EQ(payments_of(base, Wind::south, Wind::east, 0, 0)[int(Wind::east)], -1000);
    const Payments t = payments_of(base, Wind::south, std::nullopt, 0, 0);
    CHECK_EQ(t[int(Wind::east)], -500);
    CHECK_EQ(t[int(Wind::west)], -300);
  }
}

TEST_CASE("Riichi property: every hand's payments sum to 1,000 x the deposits taken") {
  const auto rows = mahjong::test::load_fixture("riichi-public.jsonl");
  int checked = 0;
  for (const auto& row : rows) {
    for (int honba : {0, 1, 7})
      for (int sticks : {0, 2, 5}) {
        auto doc = nlohmann::json::parse(row["hand"].dump());
        doc["honba"] = honba;
        doc["riichi_sticks"] = sticks;
        auto hand = riichi_hand(doc);
        REQUIRE(hand.ok());
        auto s = score_riichi(hand.value());
        if (!s || !s.value().has_payments) continue;
        const Payments& p = s.value().payments;
        CAPTURE(row["id"]);
        CHECK_EQ(p[0] + p[1] + p[2] + p[3], 1000 * sticks);
        ++checked;
      }
  }
  CHECK_GT(checked, 2000);
}

}  // namespace
}  // namespace mahjong::riichi::test

// Settlement by value (core/settle_value.h): a Riichi win entered by its
// basic points pays as the scorer pays the same hand, honba and deposits
// aside.
#include "settle_value.h"

namespace mahjong::riichi::test {
namespace {

nlohmann::json settled(const std::string& request) {
  static json::Reader reader;
  std::string out;
  settle_json(reader, request, out);
  return nlohmann::json::parse(out);
}

TEST_CASE("Riichi settlement by basic points") {
  SUBCASE("a non-dealer's mangan self-drawn: 2,000/4,000") {
    const auto r = settled(R"({"rules": "riichi", "base_points": 2000, "winner": "S", "self_drawn": true})");
    CHECK_EQ(r["ok"], true);
    CHECK_EQ(r["base_points"], 2000);
    CHECK_EQ(r["payments"], nlohmann::json::parse(R"({"E": -4000, "S": 8000, "W": -2000, "N": -2000})"));
  }
  SUBCASE("the dealer's 1 han 30 fu (240 basic points) on a discard: 1,500") {
    const auto r = settled(R"({"rules": "riichi", "base_points": 240, "winner": "E", "discarder": "N"})");
    CHECK_EQ(r["payments"], nlohmann::json::parse(R"({"E": 1500, "S": 0, "W": 0, "N": -1500})"));
  }
  SUBCASE("other units and a liable player are refused") {
    CHECK_EQ(settled(R"({"rules": "riichi", "points": 8, "winner": "E", "self_drawn": true})")["error"]["code"], "parse");
    CHECK_EQ(settled(R"({"rules": "riichi", "winner": "E", "self_drawn": true})")["error"]["code"], "parse");
    CHECK_EQ(settled(R"({"rules": "riichi", "base_points": 2000, "winner": "E", "discarder": "S", "liable": "W"})")["error"]["code"],
             "inconsistent");
  }
}

// A score sheet enters a hand as the table calls it, "3 han 30 fu", with the
// honba and deposits it keeps count of (the spec: 300 per honba, 1,000 per deposit).
TEST_CASE("Riichi settlement by han and fu, with honba and deposits") {
  SUBCASE("a non-dealer's 3 han 30 fu on a discard: 960 x 4 = 3,840, paid as 3,900") {
    const auto r = settled(R"({"rules": "riichi", "han": 3, "fu": 30, "winner": "S", "discarder": "W"})");
    CHECK_EQ(r["base_points"], 960);
    CHECK_EQ(r["payments"], nlohmann::json::parse(R"({"E": 0, "S": 3900, "W": -3900, "N": 0})"));
  }
  SUBCASE("the same with 1 honba and 2 deposits: the discarder pays 300 more, the winner takes 2,000 from the table") {
    const auto r = settled(R"({"rules": "riichi", "han": 3, "fu": 30, "winner": "S", "discarder": "W", "honba": 1, "deposits": 2})");
    CHECK_EQ(r["payments"], nlohmann::json::parse(R"({"E": 0, "S": 6200, "W": -4200, "N": 0})"));
  }
  SUBCASE("the dealer's 2 han 40 fu self-drawn with 2 honba: 1,300 + 200 all") {
    const auto r = settled(R"({"rules": "riichi", "han": 2, "fu": 40, "winner": "E", "self_drawn": true, "honba": 2})");
    CHECK_EQ(r["payments"], nlohmann::json::parse(R"({"E": 4500, "S": -1500, "W": -1500, "N": -1500})"));
  }
  SUBCASE("6 han needs no fu: haneman, 12,000 from a non-dealer's discard") {
    const auto r = settled(R"({"rules": "riichi", "han": 6, "winner": "N", "discarder": "E"})");
    CHECK_EQ(r["payments"]["N"], 12000);
  }
  SUBCASE("kiriage by the options: 4 han 30 fu is mangan under WRC, 7,700 under Tenhou") {
    CHECK_EQ(settled(R"({"rules": "riichi", "han": 4, "fu": 30, "winner": "S", "discarder": "E", "options": {"preset": "wrc"}})")["payments"]["S"], 8000);
    CHECK_EQ(settled(R"({"rules": "riichi", "han": 4, "fu": 30, "winner": "S", "discarder": "E"})")["payments"]["S"], 7700);
  }
  SUBCASE("refused: fu missing below 5 han, fu not rounded, both values, han in another rule set") {
    CHECK_EQ(settled(R"({"rules": "riichi", "han": 2, "winner": "E", "self_drawn": true})")["error"]["code"], "parse");
    CHECK_EQ(settled(R"({"rules": "riichi", "han": 2, "fu": 32, "winner": "E", "self_drawn": true})")["error"]["code"], "parse");
    CHECK_EQ(settled(R"({"rules": "riichi", "han": 2, "fu": 30, "base_points": 480, "winner": "E", "self_drawn": true})")["error"]["code"], "parse");
    CHECK_EQ(settled(R"({"rules": "hk", "faan": 3, "honba": 1, "winner": "E", "self_drawn": true})")["error"]["code"], "parse");
  }
}

}  // namespace
}  // namespace mahjong::riichi::test
