#include "settlement.h"

#include <cmath>

namespace mahjong::hk {
namespace {

// The seed's tables as printed, its styles of translation, and two from
// Hong Kong practice (docs/hk-rules.md, 6.1).
constexpr std::array<PaymentTableRows, kPaymentTables> kTables = {{
    // traditional: the Fān-Laak table, "0 1, 1 2, 2 4, 3 8, 4-6 16, 7-9 32, 10+/Limit 64".
    {1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64, 64},
    // simplified: "3 1, 4-6 2, 7-9 4, 10+ 8 (limit)". The seed starts it at 3
    // faan ("based on play where 3 faan is the minimum"): below, nothing.
    {0, 0, 0, 1, 2, 2, 2, 4, 4, 4, 8, 8, 8, 8},
    // canton: its "By Discard" column, read as base points as its text and
    // examples do (ruling 22). Its text's "9 faan is worth 128 base points"
    // is the 10-faan row; we follow the table (ruling 23).
    {1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384},
    // half_spicy 半辣: doubles to 4 faan, then half a step per faan; the same
    // progression as the seed's Canton table.
    {1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384},
    // full_spicy 全辣: every faan doubles.
    {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192},
    // four_faan_max: the seed's "traditional style": "a hand worth more than
    // four points pays exactly the same as one worth exactly as a four-point
    // hand", so a limit hand is 16 times a scoreless one.
    {1, 2, 4, 8, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16},
    // seven_faan_max: the seed's "modern style" with its second limit at the
    // seventh point only (with the optional third at ten it is traditional).
    {1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 32, 32, 32, 32},
    // parlour: the seed's "parlor style", "the translation function is
    // constant": every win pays the same.
    {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
}};

// 二五雞, 五一, 一二蚊 name a chicken hand's (0 faan) price under 半銃: a
// single share and the discarder's double share, in dollars (二五雞: $0.25
// and $0.50). A 0-faan hand's base point is 1 on every doubling table.
constexpr std::array<double, 4> kPresetStakes = {0, 0.25, 0.5, 1};

}  // namespace

const std::array<PaymentTableRows, kPaymentTables>& payment_tables() { return kTables; }

int base_points(int capped_faan, HkOptions::PaymentTable table) {
  const int row = capped_faan < 0 ? 0 : capped_faan > kAbsoluteLimit ? kAbsoluteLimit : capped_faan;
  return kTables[int(table)][row];
}

CappedFaan cap_faan(int total, const HkOptions& options) {
  return {total < options.limit ? total : options.limit, total >= options.limit};
}

double stake_of(const HkOptions& options) {
  return options.stake_preset == HkOptions::StakePreset::custom ? options.stake
                                                                 : kPresetStakes[int(options.stake_preset)];
}

std::array<int, 4> settle(int base, const WinSituation& win, const HkOptions& options) {
  std::array<int, 4> change{};
  const int winner = int(win.winner);
  const int discarder = win.discarder ? int(*win.discarder) : -1;
  const int east = int(Wind::east);
  // The seed's doublings, which multiply ("double and then redouble"): for a
  // self-drawn win, for the discarder, for the dealer paying or being paid.
  std::array<int, 4> share{};
  int all_shares = 0;
  for (int seat = 0; seat < 4; ++seat) {
    if (seat == winner) continue;
    int m = 1;
    if (win.self_drawn) m *= 2;
    if (seat == discarder) m *= 2;
    if (options.dealer_doubles && (winner == east || seat == east)) m *= 2;
    share[seat] = base * m;
    all_shares += share[seat];
  }

  // Who pays for everyone on this win, if anyone: the liable player (包),
  // or on a discard under 全銃 the discarder; the robbed player too ("a
  // 12-piece penalty will be imposed on the player being robbed", ruling 20).
  std::optional<int> pays_all;
  if (win.liable) pays_all = int(*win.liable);
  else if (!win.self_drawn && discarder >= 0 &&
           (options.discard_payment == HkOptions::DiscardPayment::all ||
            (win.robbing_kong && options.robbed_pays_all)))
    pays_all = discarder;
  for (int seat = 0; seat < 4; ++seat) {
    if (seat == winner) continue;
    const int pays = !pays_all ? share[seat] : seat == *pays_all ? all_shares : 0;
    change[seat] -= pays;
    change[winner] += pays;
  }
  return change;
}

}  // namespace mahjong::hk
