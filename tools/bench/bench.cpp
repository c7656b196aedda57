// mahjong-bench: how fast the core scores the reference hands, alone and as
// the whole call an interface makes.
//
//   build/native/mahjong-bench [VECTOR_FILE] [--rounds N] [--pass NAME]
//
// Reads every hand of the file (default: tests/fixtures/mcr-public.jsonl) and
// times, over the same hands, the median of N passes of:
//   score_hand   the core alone, on hands read beforehand;
//   read_score   the JSON text in, read and scored (hand_from_json, score_hand);
//   score_json   the whole call: JSON text in, the result's JSON text out
//                (score_json, as the command line and score:wasm make it),
//                not printed.
// For instruction counts that do not depend on the machine's load, run it
// under callgrind with --rounds 1 --pass NAME, collecting NAME_pass alone
// (npm run bench does this and prints the ratios).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "hand_io.h"

#ifndef MAHJONG_DEFAULT_VECTORS
#define MAHJONG_DEFAULT_VECTORS "tests/fixtures/mcr-public.jsonl"
#endif

namespace {

}  // namespace

struct Hands {
  std::vector<mahjong::Hand> read;
  std::vector<std::string> texts;  // each hand's JSON text, as in the file
};

namespace {

long score_all(const Hands& h) {
  long sum = 0;
  for (const auto& hand : h.read) {
    auto s = mahjong::score_hand(hand);
    sum += s ? s.value().total : -1;
  }
  return sum;
}

long read_score_all(const Hands& h) {
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

long score_json_all(const Hands& h) {
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

}  // namespace

// Separate functions so that callgrind can count the measured passes alone
// (--toggle-collect=score_hand_pass*): reading the file and the warm-up
// (which builds the suit-pattern table once, as any long-lived caller would)
// are left out.
__attribute__((noinline)) long score_hand_pass(const Hands& h) { return score_all(h); }
__attribute__((noinline)) long read_score_pass(const Hands& h) { return read_score_all(h); }
__attribute__((noinline)) long score_json_pass(const Hands& h) { return score_json_all(h); }

namespace {

struct Pass {
  const char* name;
  long (*warm_up)(const Hands&);
  long (*run)(const Hands&);
};
constexpr Pass kPasses[] = {
    {"score_hand", score_all, score_hand_pass},
    {"read_score", read_score_all, read_score_pass},
    {"score_json", score_json_all, score_json_pass},
};

}  // namespace

int main(int argc, char** argv) {
  std::string path = MAHJONG_DEFAULT_VECTORS, only;
  int rounds = 200;  // --rounds 0 still warms up, for callgrind
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = std::max(0, std::atoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--pass") && i + 1 < argc) only = argv[++i];
    else path = argv[i];
  }
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    return 2;
  }
  Hands hands;
  mahjong::json::Reader reader;
  std::string line;
  while (std::getline(in, line)) {
    auto row = reader.read(line);
    if (!row) continue;
    mahjong::json::Value hand = row.value();
    if (!hand.is_object() || (hand.find("hand", hand), !hand.is_object())) continue;
    auto read = mahjong::hand_from_json(hand);
    if (!read) continue;
    hands.texts.emplace_back(hand.source());
    hands.read.push_back(std::move(read).value());
  }
  if (hands.read.empty()) {
    std::fprintf(stderr, "no hands in %s\n", path.c_str());
    return 2;
  }

  std::printf("hands: %zu from %s, rounds: %d\n", hands.read.size(), path.c_str(), rounds);
  for (const Pass& pass : kPasses) {
    if (!only.empty() && only != pass.name) continue;
    volatile long sink = pass.warm_up(hands);
    std::vector<double> per_round;
    for (int r = 0; r < rounds; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      sink = sink + pass.run(hands);
      auto t1 = std::chrono::steady_clock::now();
      per_round.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() / hands.read.size());
    }
    if (per_round.empty()) continue;
    std::sort(per_round.begin(), per_round.end());
    const double median = per_round[per_round.size() / 2];
    std::printf("%s: median %.0f ns/hand (best %.0f), %.0f hands/s\n", pass.name, median, per_round.front(),
                1e9 / median);
  }
  return 0;
}
