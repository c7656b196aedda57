// The analysis's part of a module's surface (wasm/bindings.cpp has the
// rest): analyze() by numbers and the command line's --analyze lines. The
// analysis module (built at -O2, loaded when the analysis is first needed)
// and each rule set's own carry it.
#include <emscripten/bind.h>

#include <cstdint>

#include "analysis/analysis_json.h"
#include "compact_analysis.h"
#include "hand_io.h"
#include "module_buffers.h"
#include "packed_hand.h"

namespace mahjong {
namespace {

// analyze(): the hand (13 or 14 tiles) packed, or as JSON text in the input
// buffer, as score() sends it -> its analysis as numbers
// (compact_analysis.h), at the address returned; 0: the packed form was
// refused (the hand then goes the JSON way).
CompactAnalysis& analysis_words() {
  static CompactAnalysis a;
  return a;
}
std::uintptr_t analysis_at(const Outcome<analysis::Analysis>& outcome) {
  write_compact_analysis(analysis_words(), outcome);
  return reinterpret_cast<std::uintptr_t>(analysis_words().words.data());
}
std::uintptr_t analyze_packed_js(unsigned size) {
  auto hand = hand_from_packed(packed_hand(size));
  return hand ? analysis_at(analysis::analyze(analysis::analysis_input_of(*hand))) : 0;
}
std::uintptr_t analyze_input_js(unsigned size) {
  auto hand = hand_from_json(reader(), input_text(size));
  if (!hand) return analysis_at(hand.error());
  return analysis_at(analysis::analyze(analysis::analysis_input_of(hand.value())));
}

// A line of `mahjong-score --analyze --jsonl` -> the line it prints.
std::string analyze_line_js(std::string line) {
  std::string out;
  analysis::analyze_line(reader(), line, out);
  return out;
}

}  // namespace
}  // namespace mahjong

EMSCRIPTEN_BINDINGS(mahjong_analysis) {
  emscripten::function("analyzePacked", &mahjong::analyze_packed_js);
  emscripten::function("analyzeInput", &mahjong::analyze_input_js);
  emscripten::function("analyzeLine", &mahjong::analyze_line_js);
}
