#include "group_distance.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace mahjong::analysis {
namespace {

constexpr std::uint8_t kFar = 99;

int count_at(SuitCode code, int index) { return int((code >> (3 * index)) & 7); }

// A suit by dynamic programming over its ranks. At each rank it chooses how
// many pungs, whether the pair, and how many chows start there; the chows
// started one and two ranks before also need a tile here. A rank costs the
// tiles it needs beyond those it holds. The state carries the chows still
// open, the sets so far and the pair.
//
// (Plain comparisons and memset rather than std::max and std::fill: at -Os
// Emscripten leaves those as calls, in the innermost loop.)
//
// Two shortcuts keep it small. A set touching no held tile costs three
// wherever it goes, so the search places at most as many sets as there are
// tiles and adds the rest at three each. And a second pung of a rank holding
// four or fewer is never better than a chow through that rank (the pung
// needs two or three more tiles, the chow at most one per rank), so only a
// rank holding five may take two.
GroupDistance compute_suit(SuitCode code) {
  int held[9], tiles = 0;
  for (int r = 0; r < 9; ++r) held[r] = count_at(code, r), tiles += held[r];
  const int most = std::min(kMaxSets, tiles);
  // cost[a][b][s][p]: a chows started two ranks back, b one rank back.
  using Costs = std::uint8_t[kMaxSets + 1][kMaxSets + 1][kMaxSets + 1][2];
  Costs cur, next;
  std::memset(cur, kFar, sizeof cur);
  cur[0][0][0][0] = 0;
  for (int r = 0; r < 9; ++r) {
    std::memset(next, kFar, sizeof next);
    const int h = held[r];
    const int most_pungs = h >= 5 ? 2 : 1;
    const bool chows_start = r <= 6;
    for (int s = 0; s <= most; ++s)
      for (int a = 0; a <= s; ++a)
        for (int b = 0; a + b <= s; ++b)
          for (int p = 0; p < 2; ++p) {
            const int base = cur[a][b][s][p];
            if (base == kFar) continue;
            for (int x = 0; x <= most_pungs && s + x <= most; ++x)
              for (int z = 0; s + x + z <= most && (z == 0 || chows_start); ++z)
                for (int y = 0; p + y < 2; ++y) {
                  const int need = 3 * x + 2 * y + a + b + z;
                  const int cost = base + (need > h ? need - h : 0);
                  std::uint8_t& slot = next[b][z][s + x + z][p + y];
                  if (cost < slot) slot = std::uint8_t(cost);
                }
          }
    std::memcpy(cur, next, sizeof cur);
  }
  GroupDistance d;
  for (int s = 0; s <= kMaxSets; ++s)
    for (int p = 0; p < 2; ++p) {
      int best = kFar;
      for (int placed = 0; placed <= std::min(s, most); ++placed)
        best = std::min(best, cur[0][0][placed][p] + 3 * (s - placed));
      d.to[s][p] = std::uint8_t(best);
    }
  return d;
}

// Honours make no chows: each kind holds pungs, the pair, or nothing.
GroupDistance compute_honors(SuitCode code) {
  std::uint8_t cur[kMaxSets + 1][2], next[kMaxSets + 1][2];
  std::memset(cur, kFar, sizeof cur);
  cur[0][0] = 0;
  for (int k = 0; k < 7; ++k) {
    std::memset(next, kFar, sizeof next);
    const int held = count_at(code, k);
    for (int s = 0; s <= kMaxSets; ++s)
      for (int p = 0; p < 2; ++p) {
        if (cur[s][p] == kFar) continue;
        for (int x = 0; s + x <= kMaxSets; ++x)
          for (int y = 0; p + y < 2; ++y) {
            const int need = 3 * x + 2 * y;
            const int cost = cur[s][p] + (need > held ? need - held : 0);
            std::uint8_t& slot = next[s + x][p + y];
            if (cost < slot) slot = std::uint8_t(cost);
          }
      }
    std::memcpy(cur, next, sizeof cur);
  }
  GroupDistance d;
  for (int s = 0; s <= kMaxSets; ++s)
    for (int p = 0; p < 2; ++p) d.to[s][p] = cur[s][p];
  return d;
}

// The table: patterns met so far, open-addressed. A hand meets a few dozen
// patterns per suit, so it stays small; should it ever fill, it starts over.
class DistanceTable {
 public:
  DistanceTable() : keys_(kSlots, kEmpty), values_(kSlots) {}

  void clear() {
    std::fill(keys_.begin(), keys_.end(), kEmpty);
    used_ = 0;
  }

  template <class Compute>
  GroupDistance find(std::uint32_t key, Compute&& compute) {
    for (std::uint32_t i = hash(key);; i = (i + 1) & (kSlots - 1)) {
      if (keys_[i] == key) return values_[i];
      if (keys_[i] != kEmpty) continue;
      if (used_ >= kSlots / 2) {  // keep probes short: start over
        clear();
        i = hash(key);
        while (keys_[i] != kEmpty) i = (i + 1) & (kSlots - 1);
      }
      keys_[i] = key;
      values_[i] = compute();
      ++used_;
      return values_[i];
    }
  }

 private:
  static constexpr std::uint32_t kSlots = 1u << 15;
  static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
  static std::uint32_t hash(std::uint32_t key) { return (key * 2654435761u) >> 17; }

  std::vector<std::uint32_t> keys_;
  std::vector<GroupDistance> values_;
  std::uint32_t used_ = 0;
};

DistanceTable& table() {
  static thread_local DistanceTable t;
  return t;
}

constexpr std::uint32_t kHonorKey = 1u << 28;  // codes use 27 bits

}  // namespace

void forget_group_distances() { table().clear(); }

GroupDistance suit_distance(SuitCode code) {
  return table().find(code, [&] { return compute_suit(code); });
}

GroupDistance honor_distance(SuitCode code) {
  return table().find(code | kHonorKey, [&] { return compute_honors(code); });
}

GroupDistance combine(const GroupDistance& a, const GroupDistance& b, int sets) {
  GroupDistance out;
  for (int s = 0; s <= sets; ++s)
    for (int p = 0; p < 2; ++p) {
      int best = kFar;
      for (int sa = 0; sa <= s; ++sa)
        for (int pa = 0; pa <= p; ++pa) {
          const int both = a.to[sa][pa] + b.to[s - sa][p - pa];
          if (both < best) best = both;
        }
      out.to[s][p] = std::uint8_t(best);
    }
  return out;
}

std::array<SuitCode, 4> group_codes(const Counts& c) {
  std::array<SuitCode, 4> codes{};
  for (int g = 0; g < 4; ++g) {
    const int first = g * 9, kinds = g < 3 ? 9 : 7;
    for (int r = 0; r < kinds; ++r) codes[g] |= SuitCode(c[first + r]) << (3 * r);
  }
  return codes;
}

}  // namespace mahjong::analysis
