#include "money.h"

#include <cmath>

namespace mahjong {

int stake_decimals(double stake) {
  double scale = 1;
  for (int d = 0; d < kStakeDecimals; ++d, scale *= 10) {
    const double scaled = stake * scale;
    if (std::fabs(scaled - std::round(scaled)) <= 1e-9 * (scaled < 1 ? 1 : scaled)) return d;
  }
  return kStakeDecimals;
}

double money(int change, double stake) {
  double scale = 1;
  for (int d = stake_decimals(stake); d > 0; --d) scale *= 10;
  const long long unit = std::llround(stake * scale);  // the stake in its smallest units
  return double(static_cast<long long>(change) * unit) / scale;
}

}  // namespace mahjong
