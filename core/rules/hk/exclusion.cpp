#include "exclusion.h"

namespace mahjong::hk {

FaanMask apply_exclusions(FaanMask detected, const TableInForce& table) {
  FaanMask excluded;
  detected.for_each([&](FaanId f) { excluded = excluded | table.excludes[f]; });
  return detected & ~excluded;
}

}  // namespace mahjong::hk
