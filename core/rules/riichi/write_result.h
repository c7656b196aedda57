// A Riichi result in the spec's JSON form (riichi.md, "A result"), appended
// to a string; and the whole trip from a hand's JSON text to its result or
// error, for the interfaces to call once the rule-set registry routes
// "rules": "riichi" here.
#pragma once

#include <string>
#include <string_view>

#include "../../json_reader.h"
#include "riichi_score.h"

namespace mahjong::riichi {

void write_riichi_result(std::string& out, const RiichiScore& score);

// The hand read, scored, and its result or error appended (one JSON object).
void score_riichi_json(json::Reader& reader, std::string_view text, std::string& out);

}  // namespace mahjong::riichi
