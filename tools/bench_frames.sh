#!/usr/bin/env bash
# Frame cost of every playable game's busiest scene at 1920x1080, against the budget (frame CPU
# p95 at most 16.7 ms). One JSON line per scene, then a verdict line:
#   madcity:race       the race with six bots (frames counted while the race runs)
#   mycity:late        four bots play the last ten moves of a nearly full board
#   megacity:workshop  a human's 15-element tower (the most the rules allow) in the workshop:
#                      elements dragged over it, dropped, settling, undone (a timed script)
#   megacity:city      four bots deliver the last buildings into a city of thirteen
#   funcity:walk       (BENCH_SCENES) four bots race the clock: pawns walk, the clock turns
# Each scene is `citybox --bench-ui --scene bench:GAME:WHAT:N` (src/app/bench.c): N frames
# counted while the scene is busy, every frame drawn and finished, 1/60 s of game per frame;
# frame CPU = the main thread and the GL driver's threads (llvmpipe), bot thinking excluded. The
# positions are saved games in tests/bench/ (tests/bench/README.md). The machine is shared: each
# scene runs RUNS times and the line gives the medians, with every run's p95.
# Usage: tools/bench_frames.sh [build-dir] [frames] [runs]       (defaults: build/release 600 3)
#   BENCH_SCENES="mycity:late ..."  only these scenes
#   BENCH_CALLGRIND=N               also the instructions per counted frame, over N frames under
#                                   callgrind (LP_NUM_THREADS=0: llvmpipe draws on the main
#                                   thread): reproducible on a noisy machine, slow (minutes)
#   BENCH_X=1                       under Xvfb (the default is SDL's offscreen driver, EGL)
#   BENCH_NO_BUILD=1                use the build as it is (the ctest)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
frames=${2:-600}
runs=${3:-3}
scenes=${BENCH_SCENES:-madcity:race mycity:late megacity:workshop megacity:city}
source tools/bench_lib.sh
[ "${BENCH_X:-0}" != 1 ] || bench_in_xvfb "$0" "$@"
bench_build "$build" citybox
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_AUDIODRIVER=dummy
[ "${BENCH_X:-0}" = 1 ] || export SDL_VIDEODRIVER=offscreen
for scene in $scenes; do
  for r in $(seq "$runs"); do
    mkdir -p "$tmp/pref"
    CITYBOX_PREF_DIR=$tmp/pref "$build/citybox" --windowed 1920x1080 --bench-ui \
      --scene "bench:$scene:$frames" 2> "$tmp/err" | grep '"bench":"frames"' >> "$tmp/$scene.json" ||
      { echo "bench_frames: $scene failed:" >&2; tail -5 "$tmp/err" >&2; exit 1; }
  done
  if [ "${BENCH_CALLGRIND:-0}" -gt 0 ]; then
    # instructions of the counted frames only (bench_measured_frame wraps them)
    CITYBOX_PREF_DIR=$tmp/pref LP_NUM_THREADS=0 MESA_SHADER_CACHE_DISABLE=true \
      valgrind --tool=callgrind --toggle-collect=bench_measured_frame \
      --callgrind-out-file="$tmp/cg.out" "$build/citybox" --windowed 1920x1080 --bench-ui \
      --scene "bench:$scene:$BENCH_CALLGRIND" 2> "$tmp/cg.err" | grep '"bench":"frames"' \
      > "$tmp/$scene.cg.json" || true
    awk '/^summary:/ {print $2}' "$tmp/cg.out" > "$tmp/$scene.ir" 2> /dev/null || true
  fi
done
python3 - "$tmp" "$runs" $scenes << 'PY'
import json, os, statistics, sys
tmp, runs, scenes = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
BUDGET = 16.7
over = []
for scene in scenes:
    rs = [json.loads(l) for l in open(os.path.join(tmp, scene + ".json"))]
    med = lambda k: round(statistics.median(r[k] for r in rs), 2)
    p95 = med("frame_cpu_ms_p95")
    line = {"scene": scene, "width": rs[0]["width"], "height": rs[0]["height"],
            "players": rs[0]["players"], "runs": len(rs), "frames": [r["frames"] for r in rs],
            "frame_cpu_ms_p50": med("frame_cpu_ms_p50"), "frame_cpu_ms_p95": p95,
            "frame_cpu_ms_p95_runs": [r["frame_cpu_ms_p95"] for r in rs],
            "process_cpu_ms_p95": med("process_cpu_ms_p95"), "wall_ms_p50": med("wall_ms_p50"),
            "wall_ms_p95": med("wall_ms_p95"), "budget_p95_ms": BUDGET,
            "within_budget": p95 <= BUDGET}
    ir, cg = os.path.join(tmp, scene + ".ir"), os.path.join(tmp, scene + ".cg.json")
    if os.path.exists(ir) and os.path.getsize(ir) and os.path.exists(cg) and os.path.getsize(cg):
        n = json.load(open(cg))["frames"]
        if n:
            line["callgrind_frames"] = n
            line["instructions_per_frame"] = int(open(ir).read().split()[0]) // n
    if not line["within_budget"]:
        over.append(scene)
    print(json.dumps(line))
print(json.dumps({"verdict": "pass" if not over else "fail", "budget_p95_ms": BUDGET,
                  "over_budget": over}))
PY
