// mahjong-analysis-bench: how fast the core analyses the reference hands.
//
//   build/native/mahjong-analysis-bench [VECTOR_FILE] [--rounds N]
//
// Reads every hand of the file (default: tests/fixtures/mcr-public.jsonl) and
// analyses each twice over: its 14 tiles (every discard's shanten and useful
// tiles, and every wait of every ready discard scored by discard and by
// self-draw), and its 13 tiles without the winning tile (the waits, scored).
// Prints ns per hand (the median round, and the slowest single hand) and
// hands per second. Only analyze() is timed: no JSON, no I/O. The first pass
// warms up the per-suit distance table, as a long-lived caller (the page)
// would have it; a last pass times each hand cold, the table emptied first.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "analysis/analysis.h"
#include "analysis/group_distance.h"
#include "hand_io.h"
#include "json_document.h"
#include "notation.h"

#ifndef MAHJONG_DEFAULT_VECTORS
#define MAHJONG_DEFAULT_VECTORS "tests/fixtures/mcr-public.jsonl"
#endif

using mahjong::analysis::AnalysisInput;
using Clock = std::chrono::steady_clock;

__attribute__((noinline)) long analyse_all(const std::vector<AnalysisInput>& inputs) {
  long sum = 0;
  for (const auto& in : inputs) {
    auto a = mahjong::analysis::analyze(in);
    sum += a ? long(a.value().discards.size() + a.value().waits.size()) : -1;
  }
  return sum;
}

struct Figures {
  double median = 0, best = 0, slowest_hand = 0, cold_median = 0, cold_slowest = 0;
  long checksum = 0;
};

Figures measure(const std::vector<AnalysisInput>& inputs, int rounds) {
  Figures f;
  f.checksum = analyse_all(inputs);  // warm-up
  std::vector<double> per_round;
  for (int r = 0; r < rounds; ++r) {
    auto t0 = Clock::now();
    f.checksum += analyse_all(inputs);
    per_round.push_back(std::chrono::duration<double, std::nano>(Clock::now() - t0).count() / inputs.size());
  }
  // The slowest hand: each timed alone, best of a few tries.
  for (const auto& in : inputs) {
    double fastest = 1e18;
    for (int k = 0; k < 3; ++k) {
      auto t0 = Clock::now();
      auto a = mahjong::analysis::analyze(in);
      fastest = std::min(fastest, std::chrono::duration<double, std::nano>(Clock::now() - t0).count());
      f.checksum += a.ok();
    }
    f.slowest_hand = std::max(f.slowest_hand, fastest);
  }
  // Cold: each hand alone after the distance table is emptied, as a page's
  // first analysis finds it (best of three tries, each emptied first).
  std::vector<double> cold;
  for (const auto& in : inputs) {
    double fastest = 1e18;
    for (int k = 0; k < 3; ++k) {
      mahjong::analysis::forget_group_distances();
      auto t0 = Clock::now();
      auto a = mahjong::analysis::analyze(in);
      fastest = std::min(fastest, std::chrono::duration<double, std::nano>(Clock::now() - t0).count());
      f.checksum += a.ok();
    }
    cold.push_back(fastest);
  }
  std::sort(cold.begin(), cold.end());
  f.cold_median = cold[cold.size() / 2], f.cold_slowest = cold.back();
  std::sort(per_round.begin(), per_round.end());
  if (!per_round.empty()) f.median = per_round[per_round.size() / 2], f.best = per_round.front();
  return f;
}

void print(const char* what, const std::vector<AnalysisInput>& inputs, const Figures& f) {
  std::printf("%s (%zu hands): median %.0f ns/hand (best round %.0f), %.0f hands/s; slowest hand %.0f ns\n",
              what, inputs.size(), f.median, f.best, 1e9 / f.median, f.slowest_hand);
  std::printf("  cold (distance table emptied before each hand): median %.0f ns, slowest %.0f ns\n",
              f.cold_median, f.cold_slowest);
}

int main(int argc, char** argv) {
  std::string path = MAHJONG_DEFAULT_VECTORS;
  int rounds = 20;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = std::max(0, std::atoi(argv[++i]));
    else path = argv[i];
  }
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    return 2;
  }
  std::vector<AnalysisInput> fourteen, thirteen;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    auto j = nlohmann::ordered_json::parse(line);
    auto hand = mahjong::hand_from_document(mahjong::document_from_json(j.contains("hand") ? j["hand"] : j));
    if (!hand || hand.value().win_tile == mahjong::kNoTile) continue;
    AnalysisInput a = mahjong::analysis::analysis_input_of(hand.value());
    if (!mahjong::analysis::analyze(a)) continue;  // the file's invalid hands
    fourteen.push_back(a);
    a.drawn = mahjong::kNoTile;
    thirteen.push_back(a);
  }
  if (fourteen.empty()) {
    std::fprintf(stderr, "no hands in %s\n", path.c_str());
    return 2;
  }
  std::printf("hands from %s, rounds: %d\n", path.c_str(), rounds);
  const Figures f14 = measure(fourteen, rounds);
  print("14 tiles: every discard, every wait scored", fourteen, f14);
  const Figures f13 = measure(thirteen, rounds);
  print("13 tiles: shanten and the waits scored", thirteen, f13);
  std::printf("checksum: %ld\n", f14.checksum + f13.checksum);
  return 0;
}
