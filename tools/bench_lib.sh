# Sourced by the benchmark scripts (tools/bench_*.sh): what they share.

# bench_in_xvfb "$0" "$@": runs the calling script again under Xvfb at 1920x1080 when there is
# no display (the real X path: the benchmarks measure what a player's screen gets)
bench_in_xvfb() {
  if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1920x1080x24" "$@"
  fi
}

# bench_build BUILD_DIR TARGET...: configures (a new directory as Release) and builds the
# targets, unless BENCH_NO_BUILD=1 (the tests run the build as it is)
bench_build() {
  local build=$1 type=()
  shift
  [ "${BENCH_NO_BUILD:-0}" = 1 ] && return 0
  [ -f "$build/CMakeCache.txt" ] || type=(-DCMAKE_BUILD_TYPE=Release)
  cmake -S . -B "$build" "${type[@]}" > /dev/null
  cmake --build "$build" --target "$@" -j2 > /dev/null
}
