// A rule set's table is indexed by its enum: a row out of place would give a
// fan another's name, so each table is checked where the compiler can see it
// (static_assert(rows_in_id_order(kTable, &Row::id), ...)).
#pragma once

#include <array>
#include <cstddef>

namespace mahjong {

template <class Row, std::size_t N, class Id>
constexpr bool rows_in_id_order(const std::array<Row, N>& rows, Id Row::*id) {
  for (std::size_t i = 0; i < N; ++i)
    if (std::size_t(rows[i].*id) != i) return false;
  return true;
}

}  // namespace mahjong
