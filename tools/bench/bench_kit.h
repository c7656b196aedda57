// What the native score benches share (bench.cpp, riichi_bench.cpp): the
// reference hands of a vector file, the loops that score them, and the timed
// pass (the median of N rounds, per hand). Each bench names its passes as
// functions of its own, marked BENCH_PASS, so that callgrind can count the
// measured rounds alone (--toggle-collect=NAME_pass*).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "hand_io.h"

// A bench's measured pass: never inlined, nor folded into another pass of
// the same body (GCC's identical code folding would leave callgrind one
// name for two passes).
#if defined(__GNUC__) && !defined(__clang__)
#define BENCH_PASS __attribute__((noinline, noipa))
#else
#define BENCH_PASS __attribute__((noinline))
#endif

namespace bench {

struct Hands {
  std::vector<mahjong::Hand> read;
  std::vector<std::string> texts;  // each hand's JSON text, as in the file
};

// The "hand" of each row of the file at `path` that the core reads (rows it
// refuses are skipped); false when the file cannot be read.
inline bool load(const std::string& path, Hands& out) {
  std::ifstream in(path);
  if (!in) return false;
  mahjong::json::Reader reader;
  std::string line;
  while (std::getline(in, line)) {
    auto row = reader.read(line);
    if (!row) continue;
    mahjong::json::Value hand = row.value();
    if (!hand.is_object() || (hand.find("hand", hand), !hand.is_object())) continue;
    auto read = mahjong::hand_from_json(hand);
    if (!read) continue;
    out.texts.emplace_back(hand.source());
    out.read.push_back(std::move(read).value());
  }
  return true;
}

// The core alone, on hands read beforehand.
inline long score_all(const Hands& h) {
  long sum = 0;
  for (const auto& hand : h.read) {
    auto s = mahjong::score_hand(hand);
    sum += s ? s.value().total : -1;
  }
  return sum;
}

// The JSON text in, read and scored.
inline long read_score_all(const Hands& h) {
  static mahjong::json::Reader reader;
  long sum = 0;
  for (const auto& text : h.texts) {
    auto hand = mahjong::hand_from_json(reader, text);
    if (!hand) continue;
    auto s = mahjong::score_hand(hand.value());
    sum += s ? s.value().total : -1;
  }
  return sum;
}

// The whole call: JSON text in, the result's JSON text out (not printed).
inline long score_json_all(const Hands& h) {
  static mahjong::json::Reader reader;
  static std::string out;
  long sum = 0;
  for (const auto& text : h.texts) {
    out.clear();
    mahjong::score_json(reader, text, out);
    sum += long(out.size());
  }
  return sum;
}

struct Pass {
  const char* name;
  long (*warm_up)(const Hands&);  // the loop itself, not the pass: callgrind counts the measured rounds alone
  long (*run)(const Hands&);      // the bench's noinline NAME_pass
  const Hands* hands;
};

// The command line every score bench takes: [VECTOR_FILE] [--rounds N] [--pass NAME].
struct Args {
  std::string path;
  int rounds = 200;  // --rounds 0 still warms up, for callgrind
  std::string only;
};

inline Args read_args(int argc, char** argv, std::string path) {
  Args a{std::move(path)};
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rounds") && i + 1 < argc) a.rounds = std::max(0, std::atoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--pass") && i + 1 < argc) a.only = argv[++i];
    else a.path = argv[i];
  }
  return a;
}

// Times each pass the arguments ask for (the warm-up builds the suit tables
// once, as any long-lived caller would have them) and prints its median.
inline void run(const Pass* passes, std::size_t count, const Args& args) {
  for (const Pass* pass = passes; pass != passes + count; ++pass) {
    if (!args.only.empty() && args.only != pass->name) continue;
    const double hands = double(pass->hands->read.size());
    volatile long sink = pass->warm_up(*pass->hands);
    std::vector<double> per_round;
    for (int r = 0; r < args.rounds; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      sink = sink + pass->run(*pass->hands);
      auto t1 = std::chrono::steady_clock::now();
      per_round.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() / hands);
    }
    if (per_round.empty()) continue;
    std::sort(per_round.begin(), per_round.end());
    const double median = per_round[per_round.size() / 2];
    std::printf("%s: median %.0f ns/hand (best %.0f), %.0f hands/s\n", pass->name, median, per_round.front(),
                1e9 / median);
  }
}

}  // namespace bench
