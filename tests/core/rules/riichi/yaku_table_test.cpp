// The yaku table itself: the spec's rows in its order, legal values, names.
#include <set>

#include "riichi_support.h"

namespace mahjong::riichi::test {
namespace {

TEST_CASE("Riichi yaku table") {
  const auto& rows = yaku_rows();
  CHECK_EQ(rows.size(), 49u);  // the spec's table, the three dragons as three rows
  std::set<std::string_view> ids, names, ja;
  for (const YakuRow& row : rows) {
    CAPTURE(row.id);
    CHECK(ids.insert(row.id).second);
    CHECK(names.insert(row.name).second);
    CHECK(ja.insert(row.ja).second);
    CHECK_EQ(yaku_named(row.id), &row);
    CHECK_LE(row.han_open, row.han_closed);
    if (row.kind == YakuKind::yakuman) CHECK_EQ(row.han_closed, 1);
    if (row.kind == YakuKind::yaku) {
      CHECK_GE(row.han_closed, 1);
      CHECK_LE(row.han_closed, 6);
      CHECK((row.han_open == 0 || row.han_open >= row.han_closed - 1));  // open: one han less at most, or none
    }
    CHECK_EQ(row.double_by_option, row.id == "kokushi_13" || row.id == "suuankou_tanki" ||
                                       row.id == "junsei_chuuren" || row.id == "daisuushii");
  }
  CHECK_EQ(yaku_named("nagashi_mangan"), nullptr);
  SUBCASE("values the spec gives") {
    CHECK_EQ(yaku_row(Yaku::chinitsu).han_closed, 6);
    CHECK_EQ(yaku_row(Yaku::chinitsu).han_open, 5);
    CHECK_EQ(yaku_row(Yaku::pinfu).han_open, 0);
    CHECK_EQ(yaku_row(Yaku::toitoi).han_open, 2);
    CHECK_EQ(yaku_row(Yaku::ryanpeikou).han_closed, 3);
  }
}

}  // namespace
}  // namespace mahjong::riichi::test
