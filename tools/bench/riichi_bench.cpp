// riichi-bench: how fast the Riichi core scores the reference hands, beside
// MCR's score_hand on its own reference hands, per hand.
//
//   build/native/riichi-bench [--rounds N] [--pass NAME]
//
// Passes: riichi_score (score_hand, through the registry, on hands read
// beforehand), riichi_json
// (JSON text in, result text out), mcr_score (score_hand). Medians of N
// rounds; for instruction counts run under callgrind with --rounds 1
// --pass NAME and --toggle-collect=NAME_pass*.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "hand_io.h"

namespace {

struct Hands {
  std::vector<mahjong::Hand> riichi;
  std::vector<std::string> riichi_texts;
  std::vector<mahjong::Hand> mcr;
};

// Each row's "hand", read by `read` into `out` (rows it refuses are skipped).
template <class Read>
void load(const char* path, Read read) {
  std::ifstream in(path);
  mahjong::json::Reader reader;
  std::string line;
  while (std::getline(in, line)) {
    auto row = reader.read(line);
    if (!row) continue;
    mahjong::json::Value hand = row.value();
    if (hand.is_object() && hand.find("hand", hand) && hand.is_object()) read(hand);
  }
}

long riichi_all(const Hands& h) {
  long sum = 0;
  for (const auto& hand : h.riichi) {
    auto s = mahjong::score_hand(hand);
    sum += s ? s.value().total : -1;
  }
  return sum;
}

long riichi_json_all(const Hands& h) {
  static mahjong::json::Reader reader;
  static std::string out;
  long sum = 0;
  for (const auto& text : h.riichi_texts) {
    out.clear();
    mahjong::score_json(reader, text, out);
    sum += long(out.size());
  }
  return sum;
}

long mcr_all(const Hands& h) {
  long sum = 0;
  for (const auto& hand : h.mcr) {
    auto s = mahjong::score_hand(hand);
    sum += s ? s.value().total : -1;
  }
  return sum;
}

}  // namespace

__attribute__((noinline)) long riichi_score_pass(const Hands& h) { return riichi_all(h); }
__attribute__((noinline)) long riichi_json_pass(const Hands& h) { return riichi_json_all(h); }
__attribute__((noinline)) long mcr_score_pass(const Hands& h) { return mcr_all(h); }

int main(int argc, char** argv) {
  int rounds = 200;
  std::string only;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = std::max(0, std::atoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--pass") && i + 1 < argc) only = argv[++i];
  }
  Hands hands;
  load("tests/fixtures/riichi-public.jsonl", [&](const mahjong::json::Value& v) {
    auto read = mahjong::hand_from_json(v);
    if (!read) return;
    hands.riichi.push_back(std::move(read).value());
    hands.riichi_texts.emplace_back(v.source());
  });
  load("tests/fixtures/mcr-public.jsonl", [&](const mahjong::json::Value& v) {
    auto read = mahjong::hand_from_json(v);
    if (read) hands.mcr.push_back(std::move(read).value());
  });
  if (hands.riichi.empty() || hands.mcr.empty()) {
    std::fprintf(stderr, "run from the repository's root: no hands in tests/fixtures/\n");
    return 2;
  }
  struct Pass {
    const char* name;
    long (*warm_up)(const Hands&);  // not the pass itself, so that callgrind counts the measured rounds alone
    long (*run)(const Hands&);
    std::size_t count;
  };
  const Pass passes[] = {{"riichi_score", riichi_all, riichi_score_pass, hands.riichi.size()},
                         {"riichi_json", riichi_json_all, riichi_json_pass, hands.riichi.size()},
                         {"mcr_score", mcr_all, mcr_score_pass, hands.mcr.size()}};
  for (const Pass& pass : passes) {
    if (!only.empty() && only != pass.name) continue;
    volatile long sink = pass.warm_up(hands);  // the suit tables built once
    std::vector<double> per_hand;
    for (int r = 0; r < rounds; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      sink = sink + pass.run(hands);
      auto t1 = std::chrono::steady_clock::now();
      per_hand.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() / double(pass.count));
    }
    if (per_hand.empty()) continue;
    std::sort(per_hand.begin(), per_hand.end());
    std::printf("%s: %zu hands, median %.0f ns/hand (best %.0f)\n", pass.name, pass.count,
                per_hand[per_hand.size() / 2], per_hand.front());
  }
  return 0;
}
