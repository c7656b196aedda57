#include "payments.h"

namespace mahjong::riichi {

int round_up_100(int points) { return (points + 99) / 100 * 100; }

Payments payments_of(int base, Wind winner, std::optional<Wind> discarder, int honba, int deposits) {
  Payments p{};
  const bool dealer = winner == Wind::east;
  const int w = int(winner);
  if (discarder) {
    const int paid = round_up_100(base * (dealer ? 6 : 4)) + kHonbaPoints * honba;
    p[int(*discarder)] -= paid;
    p[w] += paid;
  } else {
    for (int seat = 0; seat < 4; ++seat) {
      if (seat == w) continue;
      const bool pays_double = dealer || seat == int(Wind::east);
      const int paid = round_up_100(base * (pays_double ? 2 : 1)) + kHonbaPoints / 3 * honba;
      p[seat] -= paid;
      p[w] += paid;
    }
  }
  p[w] += kDepositPoints * deposits;
  return p;
}

}  // namespace mahjong::riichi
