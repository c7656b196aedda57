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
#include "bench_kit.h"

#ifndef MAHJONG_DEFAULT_VECTORS
#define MAHJONG_DEFAULT_VECTORS "tests/fixtures/mcr-public.jsonl"
#endif

using bench::Hands;

BENCH_PASS long score_hand_pass(const Hands& h) { return bench::score_all(h); }
BENCH_PASS long read_score_pass(const Hands& h) { return bench::read_score_all(h); }
BENCH_PASS long score_json_pass(const Hands& h) { return bench::score_json_all(h); }

int main(int argc, char** argv) {
  const bench::Args args = bench::read_args(argc, argv, MAHJONG_DEFAULT_VECTORS);
  Hands hands;
  if (!bench::load(args.path, hands)) {
    std::fprintf(stderr, "cannot read %s\n", args.path.c_str());
    return 2;
  }
  if (hands.read.empty()) {
    std::fprintf(stderr, "no hands in %s\n", args.path.c_str());
    return 2;
  }
  std::printf("hands: %zu from %s, rounds: %d\n", hands.read.size(), args.path.c_str(), args.rounds);
  const bench::Pass passes[] = {
      {"score_hand", bench::score_all, score_hand_pass, &hands},
      {"read_score", bench::read_score_all, read_score_pass, &hands},
      {"score_json", bench::score_json_all, score_json_pass, &hands},
  };
  bench::run(passes, std::size(passes), args);
  return 0;
}
