// The analysis as the command line and the JS API print it (issue 13's
// contract), one compact JSON line, written by a small writer of our own so
// that the core needs no JSON library:
//
// 13 tiles: {"ok":true,"rules":"mcr","tiles":13,"shanten":S,"waits":[...],"useful":[...]}
//   a wait: {"tile":"5p","in_hand":N,"discard":V,"self_drawn":V} (no V when in_hand is 4);
//   where the hand could still make its rule set's declaration
//   (RuleSetInfo::analysis_reading), the values with it made after them:
//   Riichi's ,"riichi":{"discard":V,"self_drawn":V}
//   V: {"total":T,"meets_minimum":B,"fans":[...]} with the fans as a score
//   lists them; Hong Kong adds "capped_total" and "limit", as its score does.
// 14 tiles: {"ok":true,"rules":"mcr","tiles":14,"shanten":S,"discards":[
//   {"tile":"9m","shanten":S2,"useful":[...],"useful_count":U,"waits":[...]}, ...]}
// An error: {"ok":false,"error":{"code":"tile_count","message":"..."}}
#pragma once

#include <string>
#include <string_view>

#include "analysis.h"
#include "json_reader.h"

namespace mahjong::analysis {

std::string analysis_json(const Analysis& analysis);
std::string analysis_json(const Error& error);
std::string analysis_json(const Outcome<Analysis>& outcome);

// A hand as JSON text (the spec's hand form with 13 or 14 tiles, read by the
// same field rules as scoring, hand_io.h) -> its analysis or error, appended.
// The line of `npm run analyze -- --jsonl`: the hand's "id" echoed first.
void analyze_line(json::Reader& reader, std::string_view text, std::string& out);
// The same without the "id": what the JS API's analyze() parses.
void analyze_hand_json(json::Reader& reader, std::string_view text, std::string& out);

}  // namespace mahjong::analysis
