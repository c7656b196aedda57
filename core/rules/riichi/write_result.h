// A Riichi result: the scorer's RiichiScore as the registry's Score (its
// yaku as fan lines, its han as the total, fu, yakuman, limit and basic
// points as its own result fields, the fu details as the value's lines), and
// that Score in the spec's JSON form (riichi.md, "A result"), which the
// shared writer cannot say.
#pragma once

#include <string>

#include "../../score.h"
#include "riichi_score.h"

namespace mahjong::riichi {

// Score::extra's order, as the description's result fields list them.
enum ResultFieldAt { kFu, kYakuman, kLimit, kBasePoints };

void to_score(const RiichiScore& riichi, Score& out);
void write_riichi_result(std::string& out, const Score& score);

// A yaku's rows as fan lines point at them: its value closed and open
// (yakuman: single and double; renhou: as mangan and as yakuman).
const FanInfo& yaku_fan(Yaku yaku, int han);
// The yaku of a fan line's row (-1 for another row).
int yaku_of_fan(const FanInfo* fan);

}  // namespace mahjong::riichi
