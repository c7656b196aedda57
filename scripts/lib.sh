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
    cmake -S "$ROOT" -B "$ROOT/$dir" -G "$(generator)" "$@" >&2
  fi
  local targets=()
  for t in ${BUILD_TARGETS:-}; do targets+=(--target "$t"); done
  cmake --build "$ROOT/$dir" --parallel "$(nproc 2>/dev/null || echo 2)" "${targets[@]}" >&2
}

build_native() {
  "$ROOT/scripts/ensure-tools" native doctest json >&2
  configure_and_build build/native -DCMAKE_BUILD_TYPE=Release
}

# The WebAssembly module, by Debian's Emscripten (docs/wasm-build-notes.md).
build_wasm() {
  "$ROOT/scripts/ensure-tools" emscripten >&2
  if [ ! -f "$ROOT/build/wasm/CMakeCache.txt" ]; then
    emcmake cmake -S "$ROOT" -B "$ROOT/build/wasm" -G "$(generator)" -DCMAKE_BUILD_TYPE=MinSizeRel \
      -DCMAKE_CROSSCOMPILING_EMULATOR="$(command -v node)" >&2
  fi
  cmake --build "$ROOT/build/wasm" --parallel "$(nproc 2>/dev/null || echo 2)" >&2
}

section() { printf '\n== %s\n' "$*" >&2; }

# The npm packages of package-lock.json (the score sheet's libraries, the
# browser tests' driver), installed by `npm ci` when node_modules is missing or
# older than the lock file. Nothing is fetched but what the lock file names.
ensure_npm_packages() {
  local installed="$ROOT/node_modules/.package-lock.json"
  if [ ! -f "$installed" ] || [ "$ROOT/package-lock.json" -nt "$installed" ]; then
    (cd "$ROOT" && npm ci --no-audit --no-fund) >&2
  fi
}
