// The waits of every fixture hand with its winning tile taken out, against a
// brute force: add each of the 34 tiles and score the hand (score_hand), won
// on a discard and self-drawn. A tile the hand already holds four of cannot
// be added; there the shape functions of shapes.h say whether it would win.
#include "analysis/analysis.h"
#include "analysis/shanten.h"
#include "test_support.h"

namespace {

using namespace mahjong;
using analysis::AnalysisInput;
using analysis::WinValue;

// The fixture's hand with no win flag: the situation the analysis scores in.
Hand plain(Hand h) {
  h.self_drawn = h.last_of_kind = h.kong_replacement = h.robbing_kong = h.last_tile_of_wall = false;
  h.heavenly = h.earthly = h.kong_on_kong = false;
  h.discarder.reset();
  return h;
}

bool wins_by_shape(const Counts& standing14, int melds, const Hand& h) {
  const ShapeRules rules{h.rules == RuleSet::mcr || h.options.hk.seven_pairs, true, h.rules == RuleSet::mcr};
  if (is_standard_complete(standing14, 4 - melds)) return true;
  if (melds == 0 && rules.seven_pairs && is_seven_pairs(standing14)) return true;
  if (melds == 0 && is_thirteen_orphans(standing14)) return true;
  if (rules.knitted && melds == 0 && honors_and_knitted_way(standing14) >= 0) return true;
  if (rules.knitted && melds <= 1) {
    Counts before = standing14;
    for (int t = 0; t < kTileKinds; ++t)
      if (before[t]) {
        --before[t];
        // Knitted straight: winning_tiles of the 13 others, by shape.
        const bool wins = winning_tiles(before, melds, rules) & mask_of(Tile(t));
        ++before[t];
        if (wins) return true;
      }
  }
  return false;
}

void check_value(const WinValue& got, const Score& want) {
  CHECK_EQ(got.total, want.total);
  CHECK_EQ(got.meets_minimum, want.meets_minimum);
  REQUIRE_EQ(got.fans.size(), want.fans.size());
  for (std::size_t i = 0; i < got.fans.size(); ++i) {
    CHECK_EQ(got.fans[i].fan->id, want.fans[i].fan->id);
    CHECK_EQ(got.fans[i].count, want.fans[i].count);
  }
}

// Analyses the 13 tiles and checks each of the 34 tiles against scoring.
void check_hand_waits(const Hand& fixture) {
  Hand h = plain(fixture);
  h.win_tile = kNoTile;
  auto got = analysis::analyze(analysis::analysis_input_of(h));
  REQUIRE_MESSAGE(got.ok(), got.error().message);
  const analysis::Analysis& a = got.value();
  Counts all{}, standing{};
  for (Tile t : h.concealed) ++all[t], ++standing[t];
  for (const Meld& m : h.melds)
    for (Tile t : m.tiles) ++all[t];

  std::vector<Tile> want_waits;
  std::size_t next = 0;
  for (int t = 0; t < kTileKinds; ++t) {
    CAPTURE(tile_code(Tile(t)));
    Hand won = h;
    won.win_tile = Tile(t);
    bool wins;
    Outcome<Score> discard = Error{ErrorCode::parse, ""}, self_drawn = discard;
    if (all[t] < kCopiesPerTile) {
      discard = score_hand(won);
      won.self_drawn = true;
      self_drawn = score_hand(won);
      wins = discard.ok();
      CHECK_EQ(self_drawn.ok(), wins);
      if (!wins) CHECK_EQ(discard.error().code, ErrorCode::not_winning);
    } else {
      Counts fourteen = standing;
      ++fourteen[t];
      wins = wins_by_shape(fourteen, int(h.melds.size()), h);
    }
    // The shapes alone agree with scoring (the analysis drops nothing).
    Counts fourteen = standing;
    ++fourteen[t];
    CHECK_EQ(analysis::distance(fourteen, int(h.melds.size()), analysis::shapes_for(h.rules, h.options)) == 0,
             wins);
    if (!wins) continue;
    want_waits.push_back(Tile(t));
    REQUIRE_EQ(a.shanten, 0);
    REQUIRE_LT(next, a.waits.size());
    const analysis::Wait& w = a.waits[next++];
    CHECK_EQ(int(w.tile), t);
    CHECK_EQ(w.in_hand, all[t]);
    if (all[t] == kCopiesPerTile) {
      CHECK_FALSE(w.discard.has_value());
      CHECK_FALSE(w.self_drawn.has_value());
      continue;
    }
    REQUIRE(w.discard.has_value());
    REQUIRE(w.self_drawn.has_value());
    check_value(*w.discard, discard.value());
    check_value(*w.self_drawn, self_drawn.value());
  }
  CHECK_EQ(next, a.waits.size());
  // Every fixture hand won, so without its winning tile it is ready.
  CHECK_EQ(a.shanten, 0);
  CHECK_FALSE(want_waits.empty());
  CHECK(a.useful.empty());
}

}  // namespace

TEST_CASE("waits equal adding each tile and scoring, on every fixture hand") {
  int hands = 0;
  for (const char* file : {"mcr-public.jsonl", "mcr-seed-examples.jsonl", "hk-seed-examples.jsonl"}) {
    for (const auto& row : test::load_fixture(file)) {
      if (!row.contains("hand") || !row.contains("expect")) continue;
      auto hand = hand_from_document(document_from_json(row["hand"]));
      REQUIRE(hand.ok());
      if (hand.value().win_tile == kNoTile) continue;
      CAPTURE(row["id"].get<std::string>());
      check_hand_waits(hand.value());
      ++hands;
    }
  }
  CHECK_GT(hands, 2200);
}

TEST_CASE("invalid fixture hands get the error scoring gives") {
  int checked = 0;
  for (const auto& row : test::load_fixture("mcr-invalid.jsonl")) {
    const std::string code = row["expect_error"].get<std::string>();
    if (code != "too_many_copies" && code != "bad_meld") continue;
    auto hand = hand_from_document(document_from_json(row["hand"]));
    if (!hand) continue;
    CAPTURE(row["id"].get<std::string>());
    auto got = analysis::analyze(analysis::analysis_input_of(hand.value()));
    REQUIRE_FALSE(got.ok());
    CHECK_EQ(std::string(error_code_name(got.error().code)), code);
    ++checked;
  }
  CHECK_GT(checked, 10);
}
