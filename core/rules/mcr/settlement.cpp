#include "settlement.h"

namespace mahjong::mcr {

std::array<int, 4> settle(int total, Wind winner, std::optional<Wind> discarder) {
  std::array<int, 4> pay{};
  for (int seat = 0; seat < 4; ++seat) {
    if (seat == int(winner)) continue;
    const bool full = !discarder || int(*discarder) == seat;
    const int owed = 8 + (full ? total : 0);
    pay[seat] -= owed;
    pay[int(winner)] += owed;
  }
  return pay;
}

}  // namespace mahjong::mcr
