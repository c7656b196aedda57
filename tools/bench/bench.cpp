// mahjong-bench: how fast the core scores the reference hands.
//
//   build/native/mahjong-bench [VECTOR_FILE] [--rounds N]
//
// Reads every hand of the file (default: tests/fixtures/mcr-public.jsonl),
// converts them once, then scores them all N times and prints ns per hand and
// hands per second. Only score_hand is timed: no JSON, no I/O. For an
// instruction count that does not depend on the machine's load, run it under
// callgrind with one round and divide by the hands (the bench prints the
// command).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "hand_io.h"
#include "json_document.h"

#ifndef MAHJONG_DEFAULT_VECTORS
#define MAHJONG_DEFAULT_VECTORS "tests/fixtures/mcr-public.jsonl"
#endif

// Separate functions so that callgrind can count the measured passes alone:
// --toggle-collect=score_pass skips reading the file and the warm-up (which
// builds the suit-pattern table once, as any long-lived caller would).
long score_all_hands(const std::vector<mahjong::Hand>& hands) {
  long sum = 0;
  for (const auto& h : hands) {
    auto s = mahjong::score_hand(h);
    sum += s ? s.value().total : -1;
  }
  return sum;
}

__attribute__((noinline)) long score_pass(const std::vector<mahjong::Hand>& hands) {
  return score_all_hands(hands);
}

__attribute__((noinline)) void warm_up(const std::vector<mahjong::Hand>& hands) {
  volatile long sink = score_all_hands(hands);
  (void)sink;
}

int main(int argc, char** argv) {
  std::string path = MAHJONG_DEFAULT_VECTORS;
  int rounds = 200;  // --rounds 0 still warms up, for callgrind
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = std::max(0, std::atoi(argv[++i]));
    else path = argv[i];
  }
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    return 2;
  }
  std::vector<mahjong::Hand> hands;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    auto j = nlohmann::ordered_json::parse(line);
    auto hand = mahjong::hand_from_document(mahjong::document_from_json(j.contains("hand") ? j["hand"] : j));
    if (hand) hands.push_back(std::move(hand).value());
  }
  if (hands.empty()) {
    std::fprintf(stderr, "no hands in %s\n", path.c_str());
    return 2;
  }

  long checksum = 0;
  auto score_all = [&] { checksum += score_pass(hands); };
  warm_up(hands);
  std::vector<double> per_round;
  for (int r = 0; r < rounds; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    score_all();
    auto t1 = std::chrono::steady_clock::now();
    per_round.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() / hands.size());
  }
  if (per_round.empty()) return 0;
  std::sort(per_round.begin(), per_round.end());
  double median = per_round[per_round.size() / 2], best = per_round.front();
  std::printf("hands: %zu from %s, rounds: %d\n", hands.size(), path.c_str(), rounds);
  std::printf("score_hand: median %.0f ns/hand (best %.0f), %.0f hands/s\n", median, best, 1e9 / median);
  std::printf("checksum: %ld\n", checksum);
  std::printf("instructions per hand: valgrind --tool=callgrind --toggle-collect=score_pass "
              "%s %s --rounds 1, then divide the collected count by %zu (npm run bench does this)\n",
              argv[0], path.c_str(), hands.size());
  return 0;
}
