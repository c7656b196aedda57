// riichi-bench: how fast the Riichi core scores its reference hands, beside
// MCR's score_hand on its own reference hands, per hand.
//
//   build/native/riichi-bench [--rounds N] [--pass NAME]   (from the repository's root)
//
// Passes: riichi_score (score_hand, through the registry, on hands read
// beforehand), riichi_json (JSON text in, result text out), mcr_score
// (score_hand). Medians of N rounds; for instruction counts run under
// callgrind with --rounds 1 --pass NAME and --toggle-collect=NAME_pass*.
#include "bench_kit.h"

using bench::Hands;

BENCH_PASS long riichi_score_pass(const Hands& h) { return bench::score_all(h); }
BENCH_PASS long riichi_json_pass(const Hands& h) { return bench::score_json_all(h); }
BENCH_PASS long mcr_score_pass(const Hands& h) { return bench::score_all(h); }

int main(int argc, char** argv) {
  const bench::Args args = bench::read_args(argc, argv, "");
  Hands riichi, mcr;
  bench::load("tests/fixtures/riichi-public.jsonl", riichi);
  bench::load("tests/fixtures/mcr-public.jsonl", mcr);
  if (riichi.read.empty() || mcr.read.empty()) {
    std::fprintf(stderr, "run from the repository's root: no hands in tests/fixtures/\n");
    return 2;
  }
  std::printf("hands: %zu Riichi, %zu MCR, rounds: %d\n", riichi.read.size(), mcr.read.size(), args.rounds);
  const bench::Pass passes[] = {
      {"riichi_score", bench::score_all, riichi_score_pass, &riichi},
      {"riichi_json", bench::score_json_all, riichi_json_pass, &riichi},
      {"mcr_score", bench::score_all, mcr_score_pass, &mcr},
  };
  bench::run(passes, std::size(passes), args);
  return 0;
}
