#include "yaku_table.h"

#include "../table_order.h"

namespace mahjong::riichi {
namespace {

using K = YakuKind;

constexpr std::array<YakuRow, kYakuCount> kRows = {{
    {Yaku::riichi, "riichi", "Riichi", "立直", K::yaku, 1, 0},
    {Yaku::double_riichi, "double_riichi", "Double Riichi", "ダブル立直", K::yaku, 2, 0},
    {Yaku::ippatsu, "ippatsu", "Ippatsu", "一発", K::yaku, 1, 0},
    {Yaku::menzen_tsumo, "menzen_tsumo", "Fully Concealed Self-draw", "門前清自摸和", K::yaku, 1, 0},
    {Yaku::pinfu, "pinfu", "Pinfu", "平和", K::yaku, 1, 0},
    // Open: 1 with open_tanyao, refused without it (the detector asks).
    {Yaku::tanyao, "tanyao", "All Simples", "断幺九", K::yaku, 1, 1},
    {Yaku::iipeikou, "iipeikou", "Pure Double Sequence", "一盃口", K::yaku, 1, 0},
    {Yaku::haku, "haku", "White Dragon", "役牌 白", K::yaku, 1, 1},
    {Yaku::hatsu, "hatsu", "Green Dragon", "役牌 發", K::yaku, 1, 1},
    {Yaku::chun, "chun", "Red Dragon", "役牌 中", K::yaku, 1, 1},
    {Yaku::seat_wind, "seat_wind", "Seat Wind", "自風牌", K::yaku, 1, 1},
    {Yaku::prevalent_wind, "prevalent_wind", "Prevalent Wind", "場風牌", K::yaku, 1, 1},
    {Yaku::haitei, "haitei", "Under the Sea", "海底摸月", K::yaku, 1, 1},
    {Yaku::houtei, "houtei", "Under the River", "河底撈魚", K::yaku, 1, 1},
    {Yaku::rinshan, "rinshan", "After a Kong", "嶺上開花", K::yaku, 1, 1},
    {Yaku::chankan, "chankan", "Robbing a Kong", "槍槓", K::yaku, 1, 1},
    {Yaku::chiitoitsu, "chiitoitsu", "Seven Pairs", "七対子", K::yaku, 2, 0},
    {Yaku::sanshoku, "sanshoku", "Mixed Triple Sequence", "三色同順", K::yaku, 2, 1},
    {Yaku::ittsu, "ittsu", "Pure Straight", "一気通貫", K::yaku, 2, 1},
    {Yaku::chanta, "chanta", "Half Outside Hand", "混全帯幺九", K::yaku, 2, 1},
    {Yaku::toitoi, "toitoi", "All Pungs", "対々和", K::yaku, 2, 2},
    {Yaku::sanankou, "sanankou", "Three Concealed Pungs", "三暗刻", K::yaku, 2, 2},
    {Yaku::sanshoku_doukou, "sanshoku_doukou", "Triple Pungs", "三色同刻", K::yaku, 2, 2},
    {Yaku::sankantsu, "sankantsu", "Three Kongs", "三槓子", K::yaku, 2, 2},
    {Yaku::honroutou, "honroutou", "All Terminals and Honours", "混老頭", K::yaku, 2, 2},
    {Yaku::shousangen, "shousangen", "Little Three Dragons", "小三元", K::yaku, 2, 2},
    {Yaku::ryanpeikou, "ryanpeikou", "Twice Pure Double Sequence", "二盃口", K::yaku, 3, 0},
    {Yaku::junchan, "junchan", "Fully Outside Hand", "純全帯幺九", K::yaku, 3, 2},
    {Yaku::honitsu, "honitsu", "Half Flush", "混一色", K::yaku, 3, 2},
    {Yaku::chinitsu, "chinitsu", "Full Flush", "清一色", K::yaku, 6, 5},
    {Yaku::kokushi, "kokushi", "Thirteen Orphans", "国士無双", K::yakuman, 1, 0},
    {Yaku::kokushi_13, "kokushi_13", "Thirteen Orphans, 13-sided wait", "国士無双十三面待ち", K::yakuman, 1, 0, true},
    {Yaku::suuankou, "suuankou", "Four Concealed Pungs", "四暗刻", K::yakuman, 1, 0},
    {Yaku::suuankou_tanki, "suuankou_tanki", "Four Concealed Pungs, single wait", "四暗刻単騎", K::yakuman, 1, 0, true},
    {Yaku::daisangen, "daisangen", "Big Three Dragons", "大三元", K::yakuman, 1, 1},
    {Yaku::shousuushii, "shousuushii", "Little Four Winds", "小四喜", K::yakuman, 1, 1},
    {Yaku::daisuushii, "daisuushii", "Big Four Winds", "大四喜", K::yakuman, 1, 1, true},
    {Yaku::tsuuiisou, "tsuuiisou", "All Honours", "字一色", K::yakuman, 1, 1},
    {Yaku::chinroutou, "chinroutou", "All Terminals", "清老頭", K::yakuman, 1, 1},
    {Yaku::ryuuiisou, "ryuuiisou", "All Green", "緑一色", K::yakuman, 1, 1},
    {Yaku::chuuren, "chuuren", "Nine Gates", "九蓮宝燈", K::yakuman, 1, 0},
    {Yaku::junsei_chuuren, "junsei_chuuren", "True Nine Gates", "純正九蓮宝燈", K::yakuman, 1, 0, true},
    {Yaku::suukantsu, "suukantsu", "Four Kongs", "四槓子", K::yakuman, 1, 1},
    {Yaku::tenhou, "tenhou", "Blessing of Heaven", "天和", K::yakuman, 1, 0},
    {Yaku::chiihou, "chiihou", "Blessing of Earth", "地和", K::yakuman, 1, 0},
    {Yaku::renhou, "renhou", "Blessing of Man", "人和", K::by_option, 1, 0},
    {Yaku::dora, "dora", "Dora", "ドラ", K::dora, 1, 1},
    {Yaku::aka_dora, "aka_dora", "Red Five", "赤ドラ", K::dora, 1, 1},
    {Yaku::ura_dora, "ura_dora", "Ura Dora", "裏ドラ", K::dora, 1, 1},
}};

static_assert(rows_in_id_order(kRows, &YakuRow::yaku), "yaku rows must follow the enum");

}  // namespace

const std::array<YakuRow, kYakuCount>& yaku_rows() { return kRows; }

const YakuRow* yaku_named(std::string_view id) {
  for (const YakuRow& row : kRows)
    if (row.id == id) return &row;
  return nullptr;
}

}  // namespace mahjong::riichi
