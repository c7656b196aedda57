// The analysis on named hard hands: nine gates' nine waits, knitted hands,
// seven pairs with four of a kind, waits on a tile the hand holds four of,
// Hong Kong's seven pairs option; the discard advice and its order; useful
// tiles against the slow search; the errors.
#include <algorithm>

#include "analysis/analysis.h"
#include "random_hands.h"
#include "slow_shanten.h"
#include "test_support.h"

namespace {

using namespace mahjong;
using analysis::Analysis;

Analysis analyse(const std::string& text, const std::string& situation = "{}") {
  auto hand = test::hand_of(text, situation);
  REQUIRE_MESSAGE(hand.ok(), hand.error().message);
  auto got = analysis::analyze(analysis::analysis_input_of(hand.value()));
  REQUIRE_MESSAGE(got.ok(), got.error().message);
  return got.value();
}

std::string codes(const std::vector<Tile>& tiles) {
  std::string s;
  for (Tile t : tiles) s += (s.empty() ? "" : " ") + std::string(tile_code(t));
  return s;
}

std::string wait_codes(const std::vector<analysis::Wait>& waits) {
  std::vector<Tile> tiles;
  for (const auto& w : waits) tiles.push_back(w.tile);
  return codes(tiles);
}

bool has_fan(const analysis::WinValue& v, const std::string& name) {
  return std::any_of(v.fans.begin(), v.fans.end(), [&](const FanLine& f) { return f.fan->name == name; });
}

}  // namespace

TEST_CASE("analysis: named hard hands") {
  SUBCASE("nine gates waits on all nine tiles of its suit, each Nine Gates") {
    Analysis a = analyse("1112345678999m");
    CHECK_EQ(a.tiles, 13);
    CHECK_EQ(a.shanten, 0);
    CHECK_EQ(wait_codes(a.waits), "1m 2m 3m 4m 5m 6m 7m 8m 9m");
    for (const auto& w : a.waits) {
      CAPTURE(tile_code(w.tile));
      REQUIRE(w.discard.has_value());
      CHECK(has_fan(*w.discard, "Nine Gates"));
      CHECK(has_fan(*w.self_drawn, "Nine Gates"));
      CHECK_GT(w.self_drawn->total, w.discard->total);  // Self-Drawn adds a point
      CHECK(w.discard->meets_minimum);
    }
    CHECK_EQ(a.waits[0].in_hand, 3);
    CHECK_EQ(a.waits[1].in_hand, 1);
  }
  SUBCASE("honours and knitted tiles wait on the three honours missing") {
    Analysis a = analyse("147m258p369s1234z");
    CHECK_EQ(wait_codes(a.waits), "C F P");
    CHECK(has_fan(*a.waits[0].discard, "Lesser Honors and Knitted Tiles"));
  }
  SUBCASE("a knitted straight with a set and a pair waits on its missing knitted tile") {
    Analysis a = analyse("147m258p36s234m55z");
    CHECK_EQ(wait_codes(a.waits), "9s");
    CHECK(has_fan(*a.waits[0].discard, "Knitted Straight"));
  }
  SUBCASE("a knitted straight with one meld declared") {
    Analysis a = analyse("[234m1]147m258p369s5z");
    CHECK_EQ(wait_codes(a.waits), "P");
    CHECK(has_fan(*a.waits[0].discard, "Knitted Straight"));
  }
  SUBCASE("seven pairs with four of a kind waits on the single") {
    Analysis a = analyse("1111m2233p5566s7z");
    CHECK_EQ(a.shanten, 0);
    CHECK_EQ(wait_codes(a.waits), "C");
    CHECK(has_fan(*a.waits[0].discard, "Seven Pairs"));
  }
  SUBCASE("a wait on a tile whose four copies the hand holds is listed without values") {
    Analysis a = analyse("1111234m456p789s");
    CHECK_EQ(wait_codes(a.waits), "1m 4m");
    CHECK_EQ(a.waits[0].in_hand, 4);
    CHECK_FALSE(a.waits[0].winnable());
    CHECK_FALSE(a.waits[0].discard.has_value());
    CHECK_FALSE(a.waits[0].self_drawn.has_value());
    CHECK(a.waits[1].discard.has_value());
  }
  SUBCASE("a hand whose only wait is a fifth copy is ready, and cannot win") {
    Analysis a = analyse("1111m456p789s111z");
    CHECK_EQ(a.shanten, 0);
    CHECK_EQ(wait_codes(a.waits), "1m");
    CHECK_FALSE(a.waits[0].winnable());
    Analysis melded = analyse("[111m1]1m456p789s111z");  // the copies counted in the meld
    CHECK_EQ(wait_codes(melded.waits), "1m");
    CHECK_EQ(melded.waits[0].in_hand, 4);
  }
  SUBCASE("Hong Kong: seven pairs wait only with the option on") {
    Analysis off = analyse("1133m2233p5566s7z", R"({"rules": "hk"})");
    CHECK_EQ(off.shanten, 3);
    CHECK(off.waits.empty());
    CHECK_FALSE(off.useful.empty());
    Analysis on = analyse("1133m2233p5566s7z", R"({"rules": "hk", "options": {"seven_pairs": true}})");
    CHECK_EQ(on.shanten, 0);
    CHECK_EQ(wait_codes(on.waits), "C");
    CHECK(has_fan(*on.waits[0].discard, "Seven Pairs"));
  }
  SUBCASE("Hong Kong knows no knitted shapes") {
    Analysis a = analyse("147m258p369s1234z", R"({"rules": "hk"})");
    CHECK_GT(a.shanten, 0);
    CHECK(a.waits.empty());
  }
  SUBCASE("the situation reaches the scores: winds and flowers") {
    Analysis plain = analyse("123m456p789s11z55z");
    Analysis east = analyse("123m456p789s11z55z", R"({"seat_wind": "E", "prevalent_wind": "E", "flowers": 2})");
    REQUIRE_EQ(wait_codes(east.waits), "E P");
    CHECK(has_fan(*east.waits[0].discard, "Prevalent Wind"));
    CHECK(has_fan(*east.waits[0].discard, "Seat Wind"));
    CHECK_EQ(east.waits[0].discard->flowers, 2);
    CHECK_GT(east.waits[0].discard->total, plain.waits[0].discard->total);
  }
}

TEST_CASE("analysis: a hand not ready lists the tiles that lower its shanten") {
  Analysis a = analyse("159m159p159s1234z");
  CHECK_GT(a.shanten, 0);
  CHECK(a.waits.empty());
  CHECK(std::is_sorted(a.useful.begin(), a.useful.end()));
  SUBCASE("a tile with no copy left is not useful") {
    // 1111m: the fifth 1m would help by shape but cannot be drawn.
    Analysis b = analyse("1111m3m5p8p2s7s1234z");
    CHECK(std::find(b.useful.begin(), b.useful.end(), Tile(0)) == b.useful.end());
    CHECK(std::find(b.useful.begin(), b.useful.end(), Tile(2)) != b.useful.end());  // 3m pairs
  }
}

TEST_CASE("analysis: useful tiles equal the slow search's on random hands") {
  test::HandMaker maker(13);
  const ShapeRules mcr{true, true, true};
  for (int i = 0; i < 40; ++i) {
    const int melds = i % 3 == 0 ? 1 : 0;
    const test::RandomHand h = maker.make(i % 2 ? test::Near::random : test::Near::standard, melds, 13, 2 + maker.below(3));
    analysis::AnalysisInput in;
    // Declared melds as pungs of tiles nobody holds, so that the copies stay legal.
    Counts all = h.standing;
    for (int m = 0, t = 0; m < melds; ++t)
      if (all[t] == 0) {
        in.melds.push_back(Meld{MeldType::pung, false, {Tile(t), Tile(t), Tile(t)}, 1});
        all[t] = 3, ++m;
      }
    for (int t = 0; t < kTileKinds; ++t)
      for (int k = 0; k < h.standing[t]; ++k) in.concealed.push_back(Tile(t));
    auto got = analysis::analyze(in);
    REQUIRE(got.ok());
    const int before = test::slow::distance(h.standing, melds, mcr);
    CHECK_EQ(got.value().shanten, before - 1);
    if (before == 1) continue;
    std::vector<Tile> want;
    for (int t = 0; t < kTileKinds; ++t) {
      if (all[t] >= kCopiesPerTile) continue;
      Counts more = h.standing;
      ++more[t];
      if (test::slow::distance(more, melds, mcr) < before) want.push_back(Tile(t));
    }
    CHECK_EQ(codes(got.value().useful), codes(want));
  }
}

TEST_CASE("analysis: each discard's shanten equals the slow search's on random hands") {
  test::HandMaker maker(14);
  const ShapeRules mcr{true, true, true};
  for (int i = 0; i < 40; ++i) {
    const test::RandomHand h = maker.make(i % 2 ? test::Near::random : test::Near::standard, 0, 14, maker.below(4));
    analysis::AnalysisInput in;
    for (int t = 0; t < kTileKinds; ++t)
      for (int k = 0; k < h.standing[t]; ++k) in.concealed.push_back(Tile(t));
    auto got = analysis::analyze(in);
    REQUIRE(got.ok());
    CHECK_EQ(got.value().shanten, test::slow::distance(h.standing, 0, mcr) - 1);
    for (const auto& d : got.value().discards) {
      Counts rest = h.standing;
      --rest[d.tile];
      CAPTURE(tile_code(d.tile));
      CHECK_EQ(d.shanten, test::slow::distance(rest, 0, mcr) - 1);
    }
  }
}

TEST_CASE("analysis: discard advice for fourteen tiles") {
  SUBCASE("the discard that leaves the hand ready comes first") {
    Analysis a = analyse("123m456p789s11z55z2z");
    CHECK_EQ(a.tiles, 14);
    CHECK_EQ(a.shanten, 0);
    REQUIRE_FALSE(a.discards.empty());
    const auto& best = a.discards[0];
    CHECK_EQ(std::string(tile_code(best.tile)), "S");
    CHECK_EQ(best.shanten, 0);
    CHECK_EQ(wait_codes(best.waits), "E P");
    CHECK_EQ(codes(best.useful), "E P");
    CHECK_EQ(best.useful_count, 4);  // two of each left
    for (std::size_t i = 1; i < a.discards.size(); ++i) CHECK_GT(a.discards[i].shanten, 0);
  }
  SUBCASE("a winning hand has shanten -1 and still gets its discards") {
    Analysis a = analyse("11123455678999m");
    CHECK_EQ(a.shanten, -1);
    CHECK_EQ(a.discards.size(), 9u);
    // Letting go the extra 5m keeps nine gates: nine waits.
    CHECK_EQ(std::string(tile_code(a.discards[0].tile)), "5m");
    CHECK_EQ(a.discards[0].waits.size(), 9u);
  }
  SUBCASE("the discarded tile counts among the copies seen") {
    // Letting go of an East leaves a wait on East and White: three Easts seen
    // (two kept, one let go), so one left, and two Whites.
    Analysis a = analyse("123m456p789s111z55z");
    auto it = std::find_if(a.discards.begin(), a.discards.end(), [](const auto& d) { return d.tile == 27; });
    REQUIRE(it != a.discards.end());
    CHECK_EQ(it->shanten, 0);
    CHECK_EQ(wait_codes(it->waits), "E P");
    CHECK_EQ(it->useful_count, (4 - 3) + (4 - 2));
  }
}

TEST_CASE("analysis: discards of fixture hands, best first") {
  // Every eighth hand: a 14-tile analysis scores a few hundred hands' worth,
  // and the suite also runs under the sanitizers.
  int hands = 0, row_index = 0;
  for (const auto& row : test::load_fixture("mcr-public.jsonl")) {
    if (row_index++ % 8) continue;
    auto hand = hand_from_document(document_from_json(row["hand"]));
    REQUIRE(hand.ok());
    CAPTURE(row["id"].get<std::string>());
    auto got = analysis::analyze(analysis::analysis_input_of(hand.value()));
    REQUIRE(got.ok());
    const Analysis& a = got.value();
    CHECK_EQ(a.shanten, -1);
    // One entry per distinct standing tile.
    TileMask standing = mask_of(hand.value().win_tile), seen = 0;
    for (Tile t : hand.value().concealed) standing |= mask_of(t);
    for (const auto& d : a.discards) {
      CHECK_EQ(seen & mask_of(d.tile), TileMask(0));
      seen |= mask_of(d.tile);
      CHECK_EQ(d.waits.empty(), d.shanten != 0);
    }
    CHECK_EQ(seen, standing);
    // Letting go of the winning tile gives back the ready hand.
    auto back = std::find_if(a.discards.begin(), a.discards.end(),
                             [&](const auto& d) { return d.tile == hand.value().win_tile; });
    CHECK_EQ(back->shanten, 0);
    for (std::size_t i = 1; i < a.discards.size(); ++i) {
      const auto &x = a.discards[i - 1], &y = a.discards[i];
      CHECK_LE(x.shanten, y.shanten);
      if (x.shanten == y.shanten && x.shanten == 0) {
        CHECK_GE(x.winning_count, y.winning_count);
        if (x.winning_count == y.winning_count) CHECK_GE(x.best_total, y.best_total);
      } else if (x.shanten == y.shanten) {
        CHECK_GE(x.useful_count, y.useful_count);
      }
    }
    ++hands;
  }
  CHECK_GT(hands, 250);
}

TEST_CASE("analysis: bad input gets scoring's errors") {
  auto error_of = [](const analysis::AnalysisInput& in) {
    auto got = analysis::analyze(in);
    REQUIRE_FALSE(got.ok());
    CHECK_FALSE(got.error().message.empty());
    return got.error().code;
  };
  analysis::AnalysisInput in;
  in.concealed = {0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 28};
  CHECK_EQ(error_of(in), ErrorCode::tile_count);  // 12 tiles
  in.concealed.push_back(28);
  in.concealed.push_back(28);
  in.concealed.push_back(28);
  CHECK_EQ(error_of(in), ErrorCode::tile_count);  // 15 tiles
  in.concealed = {0, 0, 0, 0, 0, 10, 11, 18, 19, 20, 27, 27, 28};
  CHECK_EQ(error_of(in), ErrorCode::too_many_copies);
  in.concealed = {0, 1, 2, 9, 10, 11, 18, 19, 20, 27};
  in.melds = {Meld{MeldType::chow, false, {27, 28, 29}, 1}};
  CHECK_EQ(error_of(in), ErrorCode::bad_meld);
  in.melds = {};
  in.concealed = {0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 28, 40};
  CHECK_EQ(error_of(in), ErrorCode::parse);
  in.concealed.back() = 28;
  in.flower_count = 9;
  CHECK_EQ(error_of(in), ErrorCode::tile_count);
  in.flower_count = 2;
  in.rules = RuleSet::hk;  // Hong Kong needs to know which bonus tiles
  CHECK_EQ(error_of(in), ErrorCode::inconsistent);
}
