# Shared by the project's scripts: where things are and how to build them.
# Everything a build prints goes to stderr, so that `npm run --silent score`
# writes nothing but results on stdout.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}  # Debian's Emscripten needs its node modules

generator() { command -v ninja >/dev/null 2>&1 && echo Ninja || echo "Unix Makefiles"; }

# configure_and_build DIR [cmake args...]: configure once, then build (a no-op
# when up to date). BUILD_TARGETS, when set, names the targets to build.
configure_and_build() {
  local dir=$1; shift
  if [ ! -f "$ROOT/$dir/CMakeCache.txt" ]; then
    cmake -S "$ROOT" -B "$ROOT/$dir" -G "$(generator)" $(compiler_cache) "$@" >&2
  fi
  local targets=()
  for t in ${BUILD_TARGETS:-}; do targets+=(--target "$t"); done
  cmake --build "$ROOT/$dir" --parallel "$(nproc 2>/dev/null || echo 2)" "${targets[@]}" >&2
}

# ccache, when installed, in front of the compiler: a second clone (or a
# cleaned build/) then compiles nothing it compiled before. npm test does not
# install it: a fresh machine (CI's) starts with an empty cache.
compiler_cache() {
  if command -v ccache >/dev/null 2>&1; then
    export CCACHE_BASEDIR="$ROOT"  # paths below the clone hash alike in every clone
    echo -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
  fi
}

# Its files compiled in batches, as the sanitized tree's (CMake's unity
# build): the command-line scorer in 14 s instead of 31 on 2 cores, the same
# bytes out over every fixture and reference vector, 4,023 instructions a
# hand scored against 4,013 (npm run bench's callgrind count).
build_native() {
  "$ROOT/scripts/ensure-tools" native doctest json >&2
  configure_and_build build/native -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON
}

# The command-line scorer alone (npm run score and analyze; npm test, whose
# unit tests are built once, in the sanitized tree below).
build_cli() { BUILD_TARGETS=mahjong-score build_native; }

# The core's tests under AddressSanitizer and UndefinedBehaviorSanitizer and
# the libFuzzer harnesses, in one clang tree (CMakeLists.txt, MAHJONG_FUZZ):
# the core is compiled once for both, with both sanitizers and libFuzzer's
# coverage. -O1: the tests and fuzzers run several times faster than at -O0,
# and it compiles faster than -O2. Line tables only for debug information:
# a sanitizer's report still names each frame's file and line, and the tree
# builds in 74 s instead of 82 on 2 cores. Its files are compiled in batches (CMake's
# unity build; CMakeLists.txt names the files compiled alone). npm test runs
# the unit tests from this tree only: built and run a second time by gcc they would assert nothing new
# (the gcc-built core is what the command line, its tests and the reference
# vectors run).
build_sanitized() {
  "$ROOT/scripts/ensure-tools" clang doctest json >&2
  BUILD_TARGETS="mahjong-tests fuzz-notation fuzz-line fuzz-compact fuzz-analyze" \
    configure_and_build build/fuzz -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS=-O1 \
    -DCMAKE_CXX_FLAGS_DEBUG=-gline-tables-only -DMAHJONG_SANITIZE=ON -DMAHJONG_FUZZ=ON -DCMAKE_UNITY_BUILD=ON
}
build_fuzzers() { build_sanitized; }

# run_doctests BINARY SHARDS: the doctests in SHARDS processes at once (a run
# is one thread: on 2 cores one idled for the three minutes the sanitized
# tests take). Each process runs a range of the test cases in one shuffled
# order: the same seed in each, so together they run every case once, and
# the shuffle spreads the slow ones. Fails when any shard fails.
run_doctests() {
  local bin=$1 shards=$2 count per i status=0 pids=()
  count=$("$bin" --count | sed -n 's/.*passing the current filters: \([0-9]*\).*/\1/p')
  [ -n "$count" ] && [ "$count" -gt 0 ] || { echo "run_doctests: no test cases in $bin" >&2; return 1; }
  per=$(( (count + shards - 1) / shards ))
  for ((i = 0; i < shards; i++)); do
    # doctest's range is 1-based and inclusive
    "$bin" --minimal --order-by=rand --rand-seed=29 --first=$((i * per + 1)) --last=$(((i + 1) * per)) &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=$?; done
  [ "$status" -eq 0 ] && echo "[doctest] $count test cases in $shards processes: all passed" >&2
  return "$status"
}

FUZZ_TARGETS="notation line compact analyze"

# The fuzzers' seed corpora: the fixtures' hands (tests/fuzz/make-corpus.py),
# beside the hand-made hostile shapes and every input that once failed, kept
# in tests/fuzz/corpus/<target>/.
fuzz_corpora() {
  local out="$ROOT/build/fuzz/corpus"
  python3 "$ROOT/tests/fuzz/make-corpus.py" "$ROOT/tests/fixtures" "$out"
  ln -sfn line "$out/analyze"  # the analysis reads the same lines (as 14 tiles)
}

# fuzz TARGET INTO [libFuzzer flags...]: runs build/fuzz/fuzz-TARGET over
# every seed corpus and every input found before (build/fuzz/found/TARGET:
# what `npm run fuzz` kept, and each input that failed), the new inputs it
# finds going into INTO. Prints the fuzzer's closing lines and, when it
# fails, the failing input and the command that replays it.
fuzz() {
  local target=$1 into=$2; shift 2
  local dir="$ROOT/build/fuzz" status=0 corpora=("corpus/$target" "$ROOT/tests/fuzz/corpus/$target")
  [ "$into" = "found/$target" ] || corpora+=("found/$target")
  mkdir -p "$dir/found/$target" "$dir/$into"
  (cd "$dir" && "./fuzz-$target" -max_len=70000 -print_final_stats=1 -artifact_prefix="found/$target/" "$@" \
     "$into" "${corpora[@]}" 2>&1 \
     | grep -E "^(stat::number_of_executed_units|Done|==|SUMMARY|Base64:)|INITED|DONE|Test unit written" >&2) || status=$?
  if [ "$status" -ne 0 ]; then
    local input
    input=$(ls -t "$dir/found/$target"/{crash,leak,timeout,oom,slow-unit}-* 2>/dev/null | head -1 || true)
    if [ -n "$input" ]; then
      printf 'fuzz-%s failed on %s (%d bytes), as text:\n' "$target" "$input" "$(wc -c < "$input")" >&2
      head -c 2000 "$input" | cat -v >&2; echo >&2
      printf 'replay it: build/fuzz/fuzz-%s %s\nkeep it: copy it into tests/fuzz/corpus/%s/ once fixed\n' \
        "$target" "$input" "$target" >&2
    fi
  fi
  return "$status"
}

# The WebAssembly module, by Debian's Emscripten (docs/wasm-build-notes.md).
build_wasm() {
  "$ROOT/scripts/ensure-tools" emscripten >&2
  if [ ! -f "$ROOT/build/wasm/CMakeCache.txt" ]; then
    emcmake cmake -S "$ROOT" -B "$ROOT/build/wasm" -G "$(generator)" -DCMAKE_BUILD_TYPE=MinSizeRel \
      -DCMAKE_CXX_COMPILER_LAUNCHER="$ROOT/scripts/em-compile" \
      -DCMAKE_CROSSCOMPILING_EMULATOR="$(command -v node)" >&2
  fi
  cmake --build "$ROOT/build/wasm" --parallel "$(nproc 2>/dev/null || echo 2)" >&2
}

# A section's heading, with the minutes and seconds since the first.
SECTIONS_START=${SECTIONS_START:-$SECONDS}
section() {
  local t=$((SECONDS - SECTIONS_START))
  printf '\n== [%d:%02d] %s\n' $((t / 60)) $((t % 60)) "$*" >&2
}

# The npm packages of package-lock.json (the score sheet's libraries, the
# browser tests' driver), installed by `npm ci` when node_modules is missing or
# older than the lock file. Nothing is fetched but what the lock file names.
ensure_npm_packages() {
  local installed="$ROOT/node_modules/.package-lock.json"
  if [ ! -f "$installed" ] || [ "$ROOT/package-lock.json" -nt "$installed" ]; then
    (cd "$ROOT" && npm ci --no-audit --no-fund) >&2
  fi
}
