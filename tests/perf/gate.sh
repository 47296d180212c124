#!/usr/bin/env bash
# The instruction-count gate (issue 28): callgrind counts instructions, which the machine's load
# does not change, so a regression shows on a busy CI machine as on a quiet one. One part a run:
#   startup               launch to the first frame presented (the menu)
#   frames:GAME:WHAT:N    N counted frames of a game's busiest scene (tests/bench, as
#                         tools/bench_frames.sh runs them), llvmpipe drawing on the main thread
#                         (LP_NUM_THREADS=0) so its rasterising counts as well
#   games:GAME:N          N games of random seats from seed 1 (`citybox selfplay`): the rules
# at 640x360 (the smallest window: the same code as 1080p with a quarter of the pixels, so that
# callgrind takes seconds, not minutes). The count is compared with tests/perf/baseline.json for
# this toolchain (compiler and build type, Mesa, valgrind, processor model: each gives other
# counts); more than +10 % fails. A toolchain with no baseline skips (exit 77) and prints the count to record.
# Changing the baseline on purpose is a commit of its own that says why; the counts are taken
# in the tests' environment (it changes them: start-up is 3.7 times dearer with a D-Bus to
# talk to), so record through ctest, in a Release build:
#   CITYBOX_PERF_RECORD=1 ctest --test-dir build/test -L perf
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
baseline=$here/baseline.json
record=${CITYBOX_PERF_RECORD:-0}
: "${CITYBOX_BIN:?run through ctest, or set CITYBOX_BIN}"
command -v valgrind > /dev/null || { echo "SKIP: no valgrind"; exit 77; }
mesa=$(dpkg-query -W -f '${Version}' libgl1-mesa-dri 2> /dev/null || echo unknown)
# the processor too: llvmpipe compiles its shaders for it (under valgrind as well), so another
# model gives other counts; a machine of another model skips rather than fail on noise
# (its name, family and model, and its feature flags: one name can cover generations)
cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
cpu="$cpu $(sed -n 's/^cpu family[[:space:]]*: //p' /proc/cpuinfo | head -1)"
cpu="$cpu/$(sed -n 's/^model[[:space:]]*: //p' /proc/cpuinfo | head -1)"
cpu="$cpu $(sed -n 's/^flags[[:space:]]*: //p' /proc/cpuinfo | head -1 | md5sum | cut -c1-8)"
key="${CITYBOX_CC:-unknown compiler} ${CITYBOX_BUILD_TYPE:-}; Mesa $mesa; $(valgrind --version); ${cpu:-unknown CPU}"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=none LP_NUM_THREADS=0
# Mesa compiles its shader variants afresh each run: under valgrind they are compiled for
# valgrind's CPU, which a cache filled by a run outside it does not hold, and a cache filled by
# an earlier part would make the counts depend on which parts ran first
export CITYBOX_PREF_DIR=$T/pref MESA_SHADER_CACHE_DISABLE=true
# and the first frame is drawn, not the picture a first run kept (gfx_snapshot.c): start-up
# counts what drawing the menu costs (a first start, or one after any change), so that a
# regression in it shows
export CITYBOX_FIRST_FRAME_CACHE=0
mkdir -p "$CITYBOX_PREF_DIR"
size=640x360

count() { # part -> instructions
  local part=$1 kind rest out=$T/cg.out
  kind=${part%%:*}
  rest=${part#*:}
  rm -f "$out"
  case $kind in
    startup)
      # a first run keeps the shader binaries (shaders.bin), as a player's second start does
      "$CITYBOX_BIN" --windowed $size --bench-ui --frames 1 > /dev/null 2>&1
      valgrind --tool=callgrind --callgrind-out-file="$out" \
        "$CITYBOX_BIN" --windowed $size --bench-ui --frames 1 > /dev/null 2> "$T/err"
      ;;
    frames)
      "$CITYBOX_BIN" --windowed $size --bench-ui --scene "bench:$rest" > /dev/null 2>&1
      # counted frames only: instrumentation starts at the first one (bench.c), collection is
      # inside bench_measured_frame
      valgrind --tool=callgrind --instr-atstart=no --toggle-collect=bench_measured_frame \
        --callgrind-out-file="$out" "$CITYBOX_BIN" --windowed $size --bench-ui \
        --scene "bench:$rest" > "$T/json" 2> "$T/err"
      local want=${rest##*:} got
      got=$(python3 -c 'import json,sys; print([json.loads(l) for l in open(sys.argv[1])
        if l.startswith("{\"bench\"")][0]["frames"])' "$T/json")
      [ "$got" = "$want" ] || { echo "FAIL: $part counted $got frames, not $want" >&2; exit 1; }
      ;;
    games)
      valgrind --tool=callgrind --callgrind-out-file="$out" "$CITYBOX_BIN" selfplay \
        "${rest%%:*}" --seats random,random --games "${rest##*:}" --seed 1 > /dev/null 2> "$T/err"
      ;;
    *) echo "unknown part $part" >&2; exit 2 ;;
  esac
  [ -s "$out" ] || { echo "FAIL: callgrind wrote nothing for $part:" >&2; tail -5 "$T/err" >&2; exit 1; }
  awk '/^totals:/ {print $2}' "$out"
}

status=0
for part in "$@"; do
  n=$(count "$part")
  # frames are counted between callgrind's client requests: a build configured before valgrind
  # was installed has none and counts nothing, which must neither pass nor be recorded
  [ "${n:-0}" -gt 0 ] || {
    echo "FAIL: $part: callgrind counted no instruction (a build without valgrind/callgrind.h?" \
      "reconfigure: cmake -U CITYBOX_HAVE_CALLGRIND_H BUILD)" >&2
    exit 1
  }
  if [ "$record" = 1 ]; then
    # parts run in parallel: one writer at a time
    flock "${TMPDIR:-/tmp}/citybox-perf-baseline.lock" python3 - "$baseline" "$key" "$part" "$n" << 'PY'
import json, os, sys
path, key, part, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
data = json.load(open(path)) if os.path.exists(path) else {"window": "640x360", "toolchains": {}}
data["toolchains"].setdefault(key, {})[part] = n
with open(path + ".tmp", "w") as f:
    json.dump(data, f, indent=2, sort_keys=True)
    f.write("\n")
os.replace(path + ".tmp", path)
print(f"recorded {part}: {n} instructions ({key})")
PY
    continue
  fi
  python3 - "$baseline" "$key" "$part" "$n" << 'PY' || status=$?
import json, sys
path, key, part, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
base = json.load(open(path))["toolchains"].get(key, {}).get(part)
if base is None:
    print(f"SKIP: no baseline for {part} with this toolchain ({key}); it counted {n} "
          f"instructions. Record it: CITYBOX_PERF_RECORD=1 ctest --test-dir BUILD -L perf")
    sys.exit(77)
ratio = n / base
print(f"{part}: {n} instructions, baseline {base}: {ratio:.3f}x (fails above 1.100x)")
if ratio > 1.10:
    print(f"FAIL: {part} costs {100 * (ratio - 1):.1f} % more instructions than its baseline")
    sys.exit(1)
if ratio < 0.90:
    print(f"note: {part} is {100 * (1 - ratio):.1f} % cheaper: record the new baseline in a "
          "commit of its own, so the gate keeps its edge")
PY
done
exit $status
