// Every yaku and yakuman of the spec's table: each alone in a full hand
// (the exact set of yaku, han and fu), then in hands where several count.
// Seats: South wins unless said, East is the prevalent wind.
#include "riichi_support.h"

namespace mahjong::riichi::test {
namespace {

constexpr const char* kRon = R"({"seat_wind": "S", "discarder": "W"})";
constexpr const char* kTsumo = R"({"seat_wind": "S", "self_drawn": true})";

std::string with(const std::string& base, const std::string& more) {
  auto doc = nlohmann::json::parse(base);
  doc.update(nlohmann::json::parse(more));
  return doc.dump();
}

// A closed hand with no yaku of its own: 123m 456p 789p 1-3s (kanchan on 2s) 99m.
constexpr const char* kPlainClosed = "123m456789p13s99m2s";
// The same open: a chow of 123m claimed.
constexpr const char* kPlainOpen = "[123m1]456789p13s99m2s";

TEST_CASE("Riichi yaku of the moment of the win") {
  SUBCASE("riichi 立直") { check_riichi(kPlainClosed, with(kRon, R"({"riichi": true})"), {{"riichi", 1}}, 1, 40); }
  SUBCASE("double riichi ダブル立直 in place of riichi") {
    check_riichi(kPlainClosed, with(kRon, R"({"riichi": true, "double_riichi": true})"), {{"double_riichi", 2}}, 2, 40);
  }
  SUBCASE("ippatsu 一発") {
    check_riichi(kPlainClosed, with(kRon, R"({"riichi": true, "ippatsu": true})"), {{"riichi", 1}, {"ippatsu", 1}}, 2,
                 40);
  }
  SUBCASE("menzen tsumo 門前清自摸和: 20 + tsumo 2 + kanchan 2 = 30") {
    check_riichi(kPlainClosed, kTsumo, {{"menzen_tsumo", 1}}, 1, 30);
  }
  SUBCASE("an open self-draw is no yaku") {
    auto s = riichi_score(kPlainOpen, kTsumo);
    REQUIRE(s.ok());
    CHECK_FALSE(s.value().meets_minimum);
    CHECK_FALSE(s.value().has_payments);
  }
  SUBCASE("haitei 海底摸月: open, self-drawn last tile") {
    check_riichi(kPlainOpen, with(kTsumo, R"({"last_tile_of_wall": true})"), {{"haitei", 1}}, 1, 30);
  }
  SUBCASE("houtei 河底撈魚: open, the last discard") {
    check_riichi(kPlainOpen, with(kRon, R"({"last_tile_of_wall": true})"), {{"houtei", 1}}, 1, 30);
  }
  SUBCASE("rinshan 嶺上開花: 20 + tsumo 2 + kanchan 2 + open kong 8 = 40") {
    check_riichi("[8888s1]123m456p13s99m2s", with(kTsumo, R"({"kong_replacement": true})"), {{"rinshan", 1}}, 1, 40);
  }
  SUBCASE("chankan 槍槓") {
    check_riichi(kPlainOpen, with(kRon, R"({"robbing_kong": true})"), {{"chankan", 1}}, 1, 30);
  }
}

TEST_CASE("Riichi yaku of the sets") {
  SUBCASE("pinfu 平和: four chows, a plain pair, a two-sided wait; 30 fu on a discard") {
    check_riichi("123m456789p23s99m1s", kRon, {{"pinfu", 1}}, 1, 30);
  }
  SUBCASE("no pinfu on a closed wait") {
    auto s = riichi_score(kPlainClosed, kRon);
    REQUIRE(s.ok());
    CHECK_FALSE(s.value().meets_minimum);
  }
  SUBCASE("no pinfu with a pair of the seat wind") {
    auto s = riichi_score("123m456789p23sSS1s", kRon);
    REQUIRE(s.ok());
    CHECK_FALSE(s.value().meets_minimum);
  }
  SUBCASE("iipeikou 一盃口: closed only") {
    check_riichi("112233m456p789s5s5s", kRon, {{"iipeikou", 1}}, 1, 40);
    auto open = riichi_score("[123m1]123m456p789s5s5s", kRon);
    REQUIRE(open.ok());
    CHECK_FALSE(open.value().meets_minimum);
  }
  SUBCASE("ryanpeikou 二盃口 in place of iipeikou, and above seven pairs") {
    check_riichi("112233m445566p9s9s", kRon, {{"ryanpeikou", 3}}, 3, 40);
  }
  SUBCASE("sanshoku 三色同順: 2 closed, 1 open") {
    check_riichi("123m123p123s45s99m6s", kRon, {{"sanshoku", 2}, {"pinfu", 1}}, 3, 30);
    check_riichi("[123m1]123p123s45s99m6s", kRon, {{"sanshoku", 1}}, 1, 30);
  }
  SUBCASE("ittsu 一気通貫: 2 closed, 1 open") {
    check_riichi("123456789p45s99m6s", kRon, {{"ittsu", 2}, {"pinfu", 1}}, 3, 30);
    check_riichi("[123p1]456789p45s99m6s", kRon, {{"ittsu", 1}}, 1, 30);
  }
  SUBCASE("toitoi 対々和: 20 + 4 + 4 + 2 + 4 + tanki 2 = 36 -> 40") {
    check_riichi("[111m1][999p1][444s1]666s5p5p", kRon, {{"toitoi", 2}}, 2, 40);
  }
  SUBCASE("sanankou 三暗刻: 20 + 10 + 8 + 8 + 4 = 50") {
    check_riichi("111m999p444s23s5p5p1s", kRon, {{"sanankou", 2}}, 2, 50);
  }
  SUBCASE("a pung completed by a discard is not concealed: toitoi and sanankou, not suuankou") {
    // 20 + 10 + 8 + 8 + 4 + the pung won on a discard 2 = 52 -> 60.
    check_riichi("111m999p444s77s22p7s", kRon, {{"toitoi", 2}, {"sanankou", 2}}, 4, 60);
  }
  SUBCASE("sanshoku doukou 三色同刻") {
    check_riichi("[222m1][222p1]222s456m9s9s", kRon, {{"sanshoku_doukou", 2}}, 2, 30);
  }
  SUBCASE("sankantsu 三槓子: 20 + 16 + 16 + 8 + 2 = 62 -> 70") {
    check_riichi("[1111m1][9999p1][4444s1]567s5p5p", kRon, {{"sankantsu", 2}}, 2, 70);
  }
}

TEST_CASE("Riichi yaku of the value tiles (yakuhai)") {
  SUBCASE("haku 白, hatsu 發, chun 中: 20 + open honour pung 4 + tanki 2 = 26 -> 30") {
    check_riichi("[PPP1]123m456p789s5s5s", kRon, {{"haku", 1}}, 1, 30);
    check_riichi("[FFF1]123m456p789s5s5s", kRon, {{"hatsu", 1}}, 1, 30);
    check_riichi("[CCC1]123m456p789s5s5s", kRon, {{"chun", 1}}, 1, 30);
  }
  SUBCASE("seat wind 自風 and prevalent wind 場風") {
    check_riichi("[SSS1]123m456p789s5s5s", kRon, {{"seat_wind", 1}}, 1, 30);
    check_riichi("[EEE1]123m456p789s5s5s", kRon, {{"prevalent_wind", 1}}, 1, 30);
    check_riichi("[WWW1]123m456p789s5s5s", kRon, {}, 0, 30);
  }
  SUBCASE("East for the dealer in the East round counts both") {
    check_riichi("[EEE1]123m456p789s5s5s", R"({"seat_wind": "E", "discarder": "W"})",
                 {{"seat_wind", 1}, {"prevalent_wind", 1}}, 2, 30);
  }
  SUBCASE("shousangen 小三元 with its two dragon pungs") {
    check_riichi("[PPP1][FFF1]123m456pCC", kRon, {{"haku", 1}, {"hatsu", 1}, {"shousangen", 2}}, 4, 40);
  }
}

TEST_CASE("Riichi yaku of the tiles") {
  SUBCASE("tanyao 断幺九, open with open_tanyao (kuitan)") {
    check_riichi("[234m1]456p67s345s66p8s", kRon, {{"tanyao", 1}}, 1, 30);
    auto off = riichi_score("[234m1]456p67s345s66p8s", with(kRon, R"({"options": {"open_tanyao": false}})"));
    REQUIRE(off.ok());
    CHECK_FALSE(off.value().meets_minimum);
    check_riichi("234m456p67s345s66p8s", with(kRon, R"({"options": {"open_tanyao": false}})"),
                 {{"tanyao", 1}, {"pinfu", 1}}, 2, 30);
  }
  SUBCASE("chanta 混全帯幺九: 20 + closed honour pung 8 + tanki 2 = 30") {
    check_riichi("[123m1]789p123sNNN9m9m", kRon, {{"chanta", 1}}, 1, 30);
  }
  SUBCASE("junchan 純全帯幺九 in place of chanta") {
    check_riichi("[123m1]789p123s999m1p1p", kRon, {{"junchan", 2}}, 2, 30);
  }
  SUBCASE("honroutou 混老頭 with toitoi, never chanta") {
    check_riichi("[111m1][999p1][EEE1]999sNN", R"({"seat_wind": "W", "prevalent_wind": "S", "discarder": "N"})",
                 {{"honroutou", 2}, {"toitoi", 2}}, 4, 50);
  }
  SUBCASE("honitsu 混一色: 3 closed, 2 open") {
    check_riichi("[123m1]456m999mEEE5m5m", R"({"seat_wind": "W", "prevalent_wind": "S", "discarder": "N"})",
                 {{"honitsu", 2}}, 2, 40);
  }
  SUBCASE("chinitsu 清一色: 6 closed, 5 open") {
    check_riichi("[123m1]456m999m111m5m5m", kRon, {{"chinitsu", 5}}, 5, 40);
  }
  SUBCASE("chiitoitsu 七対子: 25 fu") {
    check_riichi("1122m3344p5566s7s7s", kRon, {{"chiitoitsu", 2}}, 2, 25);
  }
  SUBCASE("four of a kind is not two of the seven pairs") {
    CHECK_EQ(riichi_error("1111m3344p5566s7s7s", kRon), ErrorCode::not_winning);
  }
}

TEST_CASE("Riichi yakuman") {
  SUBCASE("kokushi 国士無双, single wait") {
    auto s = check_riichi("119m19p19sESWNCFP", kRon, {{"kokushi", 13}}, 13, 0);
    CHECK_EQ(s.yakuman, 1);
    CHECK_EQ(s.limit, Limit::yakuman);
  }
  SUBCASE("kokushi 13-sided 国士無双十三面待ち: double only by the option") {
    check_riichi("19m19p19sESWNCFP1m", kRon, {{"kokushi_13", 13}}, 13, 0);
    check_riichi("19m19p19sESWNCFP1m", with(kRon, R"({"options": {"double_yakuman": true}})"), {{"kokushi_13", 26}},
                 26, 0);
  }
  SUBCASE("suuankou 四暗刻 by self-draw on a double wait") {
    check_riichi("111m999p444s77s22p7s", kTsumo, {{"suuankou", 13}}, 13, 0);
  }
  SUBCASE("suuankou tanki 四暗刻単騎") { check_riichi("111m999p444s777s2p2p", kRon, {{"suuankou_tanki", 13}}, 13, 0); }
  SUBCASE("daisangen 大三元") { check_riichi("[PPP1][FFF1]CCC123m9s9s", kRon, {{"daisangen", 13}}, 13, 0); }
  SUBCASE("shousuushii 小四喜") { check_riichi("[EEE1][SSS1]WWW123mNN", kRon, {{"shousuushii", 13}}, 13, 0); }
  SUBCASE("daisuushii 大四喜") {
    check_riichi("[EEE1][SSS1]WWWNNN9m9m", kRon, {{"daisuushii", 13}}, 13, 0);
    check_riichi("[EEE1][SSS1]WWWNNN9m9m", with(kRon, R"({"options": {"double_yakuman": true}})"),
                 {{"daisuushii", 26}}, 26, 0);
  }
  SUBCASE("tsuuiisou 字一色") { check_riichi("[EEE1][SSS1]WWWCCCPP", kRon, {{"tsuuiisou", 13}}, 13, 0); }
  SUBCASE("chinroutou 清老頭") { check_riichi("[111m1][999p1]111s999s9m9m", kRon, {{"chinroutou", 13}}, 13, 0); }
  SUBCASE("ryuuiisou 緑一色") { check_riichi("[FFF1]234s234s666s8s8s", kRon, {{"ryuuiisou", 13}}, 13, 0); }
  SUBCASE("chuuren 九蓮宝燈 and the true nine gates 純正九蓮宝燈") {
    check_riichi("1112345567899m9m", kRon, {{"chuuren", 13}}, 13, 0);
    check_riichi("1112345678999m5m", kRon, {{"junsei_chuuren", 13}}, 13, 0);
  }
  SUBCASE("suukantsu 四槓子") {
    check_riichi("[1111m1][9999p1][4444s1][2222s1]5p5p", kRon, {{"suukantsu", 13}}, 13, 0);
  }
  SUBCASE("tenhou 天和 for the dealer, chiihou 地和 for another seat") {
    check_riichi("123m456789p23s99m1s", R"({"seat_wind": "E", "self_drawn": true, "first_turn": true})",
                 {{"tenhou", 13}}, 13, 0);
    check_riichi("123m456789p23s99m1s", with(kTsumo, R"({"first_turn": true})"), {{"chiihou", 13}}, 13, 0);
  }
  SUBCASE("renhou 人和 by the option: none, mangan, yakuman") {
    const std::string first = with(kRon, R"({"first_turn": true})");
    check_riichi("123m456789p23s99m1s", first, {{"pinfu", 1}}, 1, 30);
    check_riichi("123m456789p23s99m1s", with(first, R"({"options": {"renhou": "mangan"}})"),
                 {{"renhou", 5}, {"pinfu", 1}}, 6, 30);
    check_riichi("123m456789p23s99m1s", with(first, R"({"options": {"renhou": "yakuman"}})"), {{"renhou", 13}}, 13, 0);
  }
  SUBCASE("several yakuman add up; without stacking the highest counts alone") {
    const char* hand = "[EEE1][SSS1]WWWNNNPP";
    auto s = check_riichi(hand, kRon, {{"daisuushii", 13}, {"tsuuiisou", 13}}, 26, 0);
    CHECK_EQ(s.yakuman, 2);
    CHECK_EQ(s.base_points, 16000);
    check_riichi(hand, with(kRon, R"({"options": {"yakuman_stacking": false}})"), {{"daisuushii", 13}}, 13, 0);
  }
  SUBCASE("a yakuman hand counts no dora and no other yaku") {
    check_riichi("111m999p444s777s2p2p", with(kRon, R"({"riichi": true, "dora_indicators": ["9m"]})"),
                 {{"suuankou_tanki", 13}}, 13, 0);
  }
}

TEST_CASE("Riichi hands where several yaku count") {
  SUBCASE("riichi, ippatsu, tsumo, pinfu, tanyao, iipeikou and dora: 20 fu, 8 han") {
    check_riichi("223344m567p34s88p5s",
                 R"({"seat_wind": "S", "self_drawn": true, "riichi": true, "ippatsu": true, "dora_indicators": ["7p"]})",
                 {{"riichi", 1}, {"ippatsu", 1}, {"menzen_tsumo", 1}, {"pinfu", 1}, {"tanyao", 1}, {"iipeikou", 1},
                  {"dora", 2}},
                 8, 20);
  }
  SUBCASE("22334455m667788p: ryanpeikou, tanyao, pinfu rather than seven pairs") {
    check_riichi("2233445m667788p5m", kRon, {{"ryanpeikou", 3}, {"tanyao", 1}, {"pinfu", 1}}, 5, 30);
  }
  SUBCASE("chinitsu with ittsu and pinfu, closed: baiman") {
    auto s = check_riichi("12345678923m99m4m", kRon, {{"chinitsu", 6}, {"ittsu", 2}, {"pinfu", 1}}, 9, 30);
    CHECK_EQ(s.limit, Limit::baiman);
  }
}

}  // namespace
}  // namespace mahjong::riichi::test
