// Metamorphic checks over every fixture hand (MCR, and Hong Kong further
// down): no MCR fan cares which suit is which, and every fan but two maps to
// itself when the numbers are mirrored (n -> 10 - n). So relabelling the
// suits, or mirroring the numbers, of a winning hand must give the same fans
// and total, whatever the arrangement search, the waits or the exclusions do.
// The exceptions are named in the tables below. Last, neither the order of
// the concealed tiles nor (beyond one point each) the flowers may matter.
// These reach every fan on hands nobody wrote out by hand.
#include <cstring>
#include <functional>

#include "test_support.h"

namespace {

using nlohmann::ordered_json;
using namespace mahjong;

// Fans tied to particular tiles: a relabelled hand may gain or lose them, and
// with them the fans they imply. Hands with them on either side are skipped.
const std::set<std::string> kTileBoundFans = {"All Green", "Reversible Tiles"};

// Mirroring swaps these (and keeps every other fan).
const std::map<std::string, std::string> kMirroredFans = {
    {"Upper Tiles", "Lower Tiles"}, {"Lower Tiles", "Upper Tiles"},
    {"Upper Four", "Lower Four"},   {"Lower Four", "Upper Four"},
};

using TileMap = std::function<std::string(const std::string&)>;

bool suited(const std::string& t) { return t.size() == 2 && t[0] >= '1' && t[0] <= '9' && std::strchr("mps", t[1]); }

TileMap relabel(const std::string& order) {  // "psm": m -> p, p -> s, s -> m
  return [order](const std::string& t) {
    if (!suited(t)) return t;
    return std::string(1, t[0]) + order[std::string("mps").find(t[1])];
  };
}

std::string mirror(const std::string& t) {
  if (!suited(t)) return t;
  return std::string(1, char('0' + 10 - (t[0] - '0'))) + t[1];
}

// The same hand with every tile mapped; a meld's tiles stay in ascending order.
ordered_json map_hand(ordered_json hand, const TileMap& f) {
  for (auto& t : hand["concealed"]) t = f(t.get<std::string>());
  for (auto& m : hand["melds"]) {
    std::vector<std::string> tiles;
    for (const auto& t : m["tiles"]) tiles.push_back(f(t.get<std::string>()));
    std::sort(tiles.begin(), tiles.end(), [](const std::string& a, const std::string& b) { return a[0] < b[0]; });
    m["tiles"] = tiles;
  }
  if (hand.contains("win_tile")) hand["win_tile"] = f(hand["win_tile"].get<std::string>());
  return hand;
}

struct Scored {
  bool ok = false;
  int total = 0;
  test::FanCounts fans;
};

Scored score_json(const ordered_json& hand) {
  ordered_json got = json_from_document(score_document(document_from_json(hand)));
  Scored s;
  s.ok = got["ok"].get<bool>();
  if (!s.ok) return s;
  s.total = got["total"].get<int>();
  s.fans = test::fans_of(got);
  return s;
}

bool tile_bound(const test::FanCounts& fans) {
  for (const auto& [name, n] : fans)
    if (kTileBoundFans.count(name)) return true;
  return false;
}

// Every winning fixture hand of `files` without a tile-bound fan, scored once:
// each map below is compared against the same scores (scoring them again for
// each of the six maps was most of this file's time).
struct Baseline {
  ordered_json hand;
  std::string id;
  Scored scored;
};

const std::vector<Baseline>& baselines(const std::vector<std::string>& files) {
  static std::map<std::vector<std::string>, std::vector<Baseline>> cache;
  auto [it, fresh] = cache.try_emplace(files);
  if (!fresh) return it->second;
  for (const std::string& file : files) {
    for (const auto& v : test::load_fixture(file)) {
      if (!v.contains("expect") || !v.contains("hand") || !v["hand"].contains("concealed")) continue;
      Scored before = score_json(v["hand"]);
      if (!before.ok || tile_bound(before.fans)) continue;
      it->second.push_back({v["hand"], v["id"].get<std::string>(), std::move(before)});
    }
  }
  return it->second;
}

// Scores the image under `f` of every baseline hand; `rename` says what each
// fan becomes. Returns how many pairs were compared.
int check_invariant(const TileMap& f, const std::function<std::string(const std::string&)>& rename,
                    const std::vector<std::string>& files = {"mcr-public.jsonl", "mcr-seed-examples.jsonl"}) {
  int compared = 0;
  for (const Baseline& base : baselines(files)) {
    Scored after = score_json(map_hand(base.hand, f));
    CAPTURE(base.id);
    REQUIRE(after.ok);
    if (tile_bound(after.fans)) continue;
    test::FanCounts expected;
    for (const auto& [name, n] : base.scored.fans) expected[rename(name)] += n;
    CHECK_EQ(test::describe(after.fans), test::describe(expected));
    CHECK_EQ(after.total, base.scored.total);
    ++compared;
  }
  return compared;
}

}  // namespace

TEST_CASE("relabelling the suits of any fixture hand changes none of its fans") {
  for (const std::string order : {"msp", "pms", "psm", "smp", "spm"}) {
    CAPTURE(order);
    int compared = check_invariant(relabel(order), [](const std::string& name) { return name; });
    CHECK_GT(compared, 2000);
  }
}

TEST_CASE("mirroring the numbers of any fixture hand swaps upper and lower fans and changes nothing else") {
  int compared = check_invariant(mirror, [](const std::string& name) {
    auto it = kMirroredFans.find(name);
    return it == kMirroredFans.end() ? name : it->second;
  });
  CHECK_GT(compared, 2000);
}

// Hong Kong's faan are all blind to suits and to the mirror (Nine Gates and
// Orphans included): every hand must keep every faan.
TEST_CASE("Hong Kong: relabelling the suits or mirroring the numbers keeps every faan") {
  const auto same = [](const std::string& name) { return name; };
  for (const std::string order : {"msp", "pms", "psm", "smp", "spm"}) {
    CAPTURE(order);
    CHECK_GT(check_invariant(relabel(order), same, {"hk-seed-examples.jsonl"}), 40);
  }
  CHECK_GT(check_invariant(mirror, same, {"hk-seed-examples.jsonl"}), 40);
}

// Two more things that must not matter: the order the concealed tiles are
// given in, and (beyond one point each) the flowers.
TEST_CASE("MCR: the order of the concealed tiles changes nothing; each flower adds exactly one point") {
  int compared = 0;
  for (const std::string file : {"mcr-public.jsonl", "mcr-seed-examples.jsonl"}) {
    for (const auto& v : test::load_fixture(file)) {
      if (!v.contains("expect")) continue;
      CAPTURE(v["id"].get<std::string>());
      const ordered_json before = json_from_document(score_document(document_from_json(v["hand"])));
      REQUIRE(before["ok"].get<bool>());

      ordered_json reversed = v["hand"];
      std::reverse(reversed["concealed"].begin(), reversed["concealed"].end());
      CHECK_EQ(json_from_document(score_document(document_from_json(reversed))).dump(), before.dump());

      const int flowers = v["hand"].value("flowers", 0);
      if (flowers < 8) {
        ordered_json more = v["hand"];
        more["flowers"] = flowers + 1;
        Scored after = score_json(more);
        Scored was = score_json(v["hand"]);
        REQUIRE(after.ok);
        CHECK_EQ(after.total, was.total + 1);
        was.fans["Flower Tiles"] += 1;
        CHECK_EQ(test::describe(after.fans), test::describe(was.fans));
      }
      ++compared;
    }
  }
  CHECK_GT(compared, 2000);
}
