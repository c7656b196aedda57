#include "suit_patterns.h"

#include <vector>

namespace mahjong {
namespace {

// Every suit of up to four sets, with and without a pair, built once on first
// use into an open-addressed table. Ranks go up to five copies: a wait is
// judged by shape, so a hand holding four 8s still "waits" on an 8.
class PatternTable {
 public:
  PatternTable() : slots_(kSlots, kEmpty) {
    std::uint8_t counts[9] = {};
    add_sets(counts, 0, 0);
  }

  SuitShape find(SuitCode code) const {
    for (std::uint32_t i = hash(code);; i = (i + 1) & (kSlots - 1)) {
      std::uint32_t slot = slots_[i];
      if (slot == kEmpty) return kNotComplete;
      if ((slot & kCodeMask) == code) return SuitShape(slot >> 28);
    }
  }

 private:
  static constexpr int kMaxCopies = 5;
  static constexpr std::uint32_t kSlots = 1u << 17;
  static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
  static constexpr std::uint32_t kCodeMask = (1u << 27) - 1;

  static std::uint32_t hash(SuitCode code) { return (code * 2654435761u) >> 15; }

  void insert(SuitCode code, SuitShape shape) {
    for (std::uint32_t i = hash(code);; i = (i + 1) & (kSlots - 1)) {
      if (slots_[i] == kEmpty) {
        slots_[i] = code | (std::uint32_t(shape) << 28);
        return;
      }
      if ((slots_[i] & kCodeMask) == code) return;
    }
  }

  // Sets are added in non-decreasing order (pungs 0-8, then chows 9-15), so
  // each multiset of sets is visited once.
  void add_sets(std::uint8_t* c, int from, int sets) {
    insert(suit_code(c), kSets);
    for (int r = 0; r < 9; ++r) {
      if (c[r] > kMaxCopies - 2) continue;
      c[r] += 2;
      insert(suit_code(c), kSetsAndPair);
      c[r] -= 2;
    }
    if (sets == 4) return;
    for (int kind = from; kind < 16; ++kind) {
      if (kind < 9) {
        if (c[kind] > kMaxCopies - 3) continue;
        c[kind] += 3;
        add_sets(c, kind, sets + 1);
        c[kind] -= 3;
      } else {
        int r = kind - 9;
        if (c[r] >= kMaxCopies || c[r + 1] >= kMaxCopies || c[r + 2] >= kMaxCopies) continue;
        ++c[r], ++c[r + 1], ++c[r + 2];
        add_sets(c, kind, sets + 1);
        --c[r], --c[r + 1], --c[r + 2];
      }
    }
  }

  std::vector<std::uint32_t> slots_;
};

}  // namespace

SuitShape suit_shape(SuitCode code) {
  static const PatternTable table;
  return table.find(code);
}

}  // namespace mahjong
