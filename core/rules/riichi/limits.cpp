#include "limits.h"

namespace mahjong::riichi {
namespace {

struct LimitRow {
  int min_han;
  Limit limit;
  int base_points;
};

// By han, highest first.
constexpr LimitRow kByHan[] = {
    {13, Limit::yakuman, kYakumanBase},  // kazoe yakuman (or sanbaiman by the option)
    {11, Limit::sanbaiman, 6000},
    {8, Limit::baiman, 4000},
    {6, Limit::haneman, 3000},
    {5, Limit::mangan, kManganBase},
};
constexpr int kSanbaimanBase = 6000;
constexpr int kKiriageBase = 1920;  // 4 han 30 fu, 3 han 60 fu

}  // namespace

HandValue value_of(int han, int fu, int yakuman, const Options& o) {
  if (yakuman > 0) return {Limit::yakuman, kYakumanBase * yakuman};
  for (const LimitRow& row : kByHan)
    if (han >= row.min_han) {
      if (row.limit == Limit::yakuman && o.kazoe == Kazoe::sanbaiman) return {Limit::sanbaiman, kSanbaimanBase};
      return {row.limit, row.base_points};
    }
  const int base = fu << (2 + han);
  if (base > kManganBase || (o.kiriage && base == kKiriageBase)) return {Limit::mangan, kManganBase};
  return {Limit::none, base};
}

std::string_view limit_name(Limit limit) { return kLimitNames[int(limit)]; }

}  // namespace mahjong::riichi
