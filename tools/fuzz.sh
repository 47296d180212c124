#!/usr/bin/env bash
# tools/fuzz.sh [SECONDS_PER_HARNESS] [JOBS]: a fuzzing campaign over every loader of outside
# input (tests/fuzz/fuzz_*.c). Builds build/fuzz with clang, ASan + UBSan and libFuzzer coverage
# (CITYBOX_FUZZ), then runs each harness for SECONDS (default 60) with JOBS workers (default 1).
# The corpus grows in build/fuzz/corpus/<name> (seeded from tests/fuzz/seeds.sh); crashes, leaks
# and timeouts are written to build/fuzz/findings/<name>/ (keep the input in
# tests/fuzz/regressions/<name>/ once fixed). Prints per harness: executions, exec/s, findings;
# then a total line. Exit status 1 when anything was found.
#   HARNESSES="save rules" tools/fuzz.sh 30   runs only those.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-60} jobs=${2:-1}
build=build/fuzz
all="save position cli_score action_text settings sounds rules"
harnesses=${HARNESSES:-$all}
command -v clang >/dev/null || { echo "fuzz.sh: needs clang and libclang-rt-14-dev" >&2; exit 2; }
CC=clang cmake -S . -B "$build" -DCITYBOX_TESTS=ON -DCITYBOX_SANITIZE=ON -DCITYBOX_FUZZ=ON \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
targets=()
for h in $harnesses; do targets+=("fuzz_$h"); done
cmake --build "$build" -j"$(nproc)" --target "${targets[@]}" >/dev/null

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:verify_asan_link_order=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/lsan.supp:print_suppressions=0}
export SDL_AUDIODRIVER=dummy LANGUAGE=en LANG=C.UTF-8

total_execs=0 total_found=0 total_secs=0
summary=()
for h in $harnesses; do
  corpus=$build/corpus/$h findings=$build/findings/$h logs=$build/logs/$h
  mkdir -p "$corpus" "$findings" "$logs"
  rm -f "$logs"/*
  bash tests/fuzz/seeds.sh "$h" "$PWD" "$corpus"
  dirs=("$corpus")
  [ -d "tests/fuzz/regressions/$h" ] && dirs+=("tests/fuzz/regressions/$h")
  before=$(ls "$findings" | wc -l)
  start=$(date +%s)
  set +e
  if [ "$jobs" -gt 1 ]; then
    (cd "$logs" && "$OLDPWD/$build/tests/fuzz/fuzz_$h" -max_total_time="$secs" -timeout=10 \
      -rss_limit_mb=2048 -detect_leaks=1 -print_final_stats=1 -jobs="$jobs" -workers="$jobs" \
      -artifact_prefix="$OLDPWD/$findings/" "${dirs[@]/#/$OLDPWD/}" >/dev/null 2>&1)
  else
    "$build/tests/fuzz/fuzz_$h" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
      -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$findings/" "${dirs[@]}" \
      >"$logs/fuzz-0.log" 2>&1
  fi
  rc=$?
  set -e
  took=$(($(date +%s) - start))
  execs=0 found=0
  for log in "$logs"/fuzz-*.log; do
    e=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    execs=$((execs + ${e:-0}))
  done
  found=$(($(ls "$findings" | wc -l) - before))
  [ $rc != 0 ] && [ $found = 0 ] && found=1 # stopped on something without an artifact
  rate=$((execs / (took > 0 ? took : 1)))
  kinds=$(ls -t "$findings" 2>/dev/null | sed -n "1,${found}p" | sed 's/-.*//' | sort | uniq -c |
    awk '{printf "%s%s %s", (NR > 1 ? ", " : ""), $1, $2}')
  line=$(printf '%-12s %12d execs %8d exec/s %5ds  corpus %5d  found %d%s' "$h" "$execs" "$rate" \
    "$took" "$(ls "$corpus" | wc -l)" "$found" "${kinds:+ ($kinds)}")
  echo "$line"
  summary+=("$line")
  total_execs=$((total_execs + execs)) total_found=$((total_found + found))
  total_secs=$((total_secs + took))
done
printf '%-12s %12d execs %8d exec/s %5ds  found %d (crashes, leaks, timeouts, OOMs)\n' total \
  "$total_execs" $((total_execs / (total_secs > 0 ? total_secs : 1))) "$total_secs" "$total_found"
[ "$total_found" = 0 ]
