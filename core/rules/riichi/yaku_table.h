// Every yaku of the spec's riichi.md, one row each: id, names, han when the
// hand is closed and when open (0: not with an open hand), or how many
// yakuman it is worth. The order is the spec's table.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace mahjong::riichi {

enum class Yaku : std::uint8_t {
  riichi, double_riichi, ippatsu, menzen_tsumo, pinfu, tanyao, iipeikou, haku, hatsu, chun,
  seat_wind, prevalent_wind, haitei, houtei, rinshan, chankan, chiitoitsu, sanshoku, ittsu, chanta,
  toitoi, sanankou, sanshoku_doukou, sankantsu, honroutou, shousangen, ryanpeikou, junchan, honitsu,
  chinitsu,
  // yakuman
  kokushi, kokushi_13, suuankou, suuankou_tanki, daisangen, shousuushii, daisuushii, tsuuiisou,
  chinroutou, ryuuiisou, chuuren, junsei_chuuren, suukantsu, tenhou, chiihou, renhou,
  // dora: han but not a yaku
  dora, aka_dora, ura_dora,
};
constexpr int kYakuCount = int(Yaku::ura_dora) + 1;

enum class YakuKind : std::uint8_t {
  yaku,
  yakuman,
  dora,     // counts han, never meets the minimum
  by_option // renhou: its row's value is the option's (option_table.h)
};

struct YakuRow {
  Yaku yaku;
  std::string_view id;
  std::string_view name;  // English, as the spec writes it
  std::string_view ja;
  YakuKind kind;
  int han_closed;  // yakuman: 1
  int han_open;    // 0: the yaku needs a closed hand
  // Yakuman worth two with the option double_yakuman.
  bool double_by_option = false;
};

const std::array<YakuRow, kYakuCount>& yaku_rows();
inline const YakuRow& yaku_row(Yaku y) { return yaku_rows()[int(y)]; }
const YakuRow* yaku_named(std::string_view id);

// What one yakuman counts as han (the spec: 13 per yakuman).
constexpr int kYakumanHan = 13;

// han of renhou with the option "mangan": enough for mangan on its own
// (docs/riichi-rules.md, "Renhou").
constexpr int kRenhouManganHan = 5;

}  // namespace mahjong::riichi
