// A scored Riichi hand (the spec's riichi.md, "A result").
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "../../fixed_list.h"
#include "reading.h"
#include "yaku_table.h"

namespace mahjong::riichi {

struct YakuLine {
  Yaku yaku;
  int han;    // of one (13 per yakuman, 26 for a double one)
  int count;  // dora and the wind pungs may count more than once
};
using YakuList = FixedList<YakuLine, kYakuCount>;

enum class FuReason : std::uint8_t {
  base,            // 副底 20
  menzen_ron,      // 門前加符 10: a closed hand won on a discard
  tsumo,           // 自摸符 2 (not with pinfu)
  kanchan, penchan, tanki,  // waits, 2 each
  dragon_pair, seat_wind_pair, prevalent_wind_pair, double_wind_pair,
  open_pung, closed_pung, open_kong, closed_kong,  // simples; terminals and honours count double
  open_pinfu,      // an open hand with no fu at all counts 30
  seven_pairs,     // 七対子 25, nothing else
};
std::string_view fu_reason_id(FuReason reason);

struct FuLine {
  FuReason reason;
  int fu;
  Tile tile = kNoTile;  // the set or pair it is for
};
using FuList = FixedList<FuLine, 12>;

enum class Limit : std::uint8_t { none, mangan, haneman, baiman, sanbaiman, yakuman };
std::string_view limit_name(Limit limit);  // "" for none

struct RiichiScore {
  int han = 0;
  int fu = 0;       // rounded up to 10 (25 for seven pairs); 0 for a yakuman hand
  int yakuman = 0;  // how many the hand counts; 13 han each
  Limit limit = Limit::none;
  int base_points = 0;  // fu x 2^(2 + han), or the limit's
  bool meets_minimum = false;
  YakuList yaku;
  FuList fu_details;
  bool has_payments = false;  // self-drawn, or the discarder named
  std::array<int, 4> payments{};  // by seat: E S W N
  Reading reading;  // the arrangement chosen
};

}  // namespace mahjong::riichi
