#!/usr/bin/env bash
# Input to photons on every game's board (src/app/bench_input.c): a thread plays a timed mouse
# script (tests/bench/GAME-input.script) into the app's event queue at wall-clock times, and each
# measured event's latency runs from its entering the queue to the end of the present (swap and
# glFinish) of the first frame whose pixels around the pointer show it. Budget: p95 at most
# 20 ms per board. Runs under Xvfb at 1920x1080 (the real X path), RUNS times a board; one JSON
# line per run, then a line per board with the median of the runs' p95.
# Usage: tools/bench_input.sh [build-dir] [runs]      (defaults: build/release 3)
#   BENCH_BOARDS="mycity:human ..."  only these (GAME:WHAT, WHAT a tests/bench save or "quick")
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/bench_lib.sh
bench_in_xvfb "$0" "$@"
build=${1:-build/release}
runs=${2:-3}
boards=${BENCH_BOARDS:-mycity:human madcity:quick funcity:quick infinitecity:city megacity:workshop}
bench_build "$build" citybox
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_AUDIODRIVER=dummy CITYBOX_PREF_DIR=$tmp
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
for b in $boards; do
  for _ in $(seq "$runs"); do
    "$build/citybox" --windowed 1920x1080 --scene "bench-input:$b" 2> /dev/null | tee -a "$tmp/all"
  done
done
python3 - "$tmp/all" << 'PY'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
boards = {}
for r in rows:
    boards.setdefault(r["scene"].split(":", 1)[1], []).append(r)
ok = True
for name, rs in boards.items():
    p95 = statistics.median(r["latency_ms_p95"] for r in rs)
    p50 = statistics.median(r["latency_ms_p50"] for r in rs)
    nothing = sum(r["showed_nothing"] for r in rs)
    good = p95 <= 20 and nothing == 0
    ok &= good
    print(json.dumps({"board": name, "runs": len(rs), "events_measured": rs[0]["measured"],
                      "latency_ms_p50": p50, "latency_ms_p95": p95,
                      "p95_each_run": [r["latency_ms_p95"] for r in rs],
                      "showed_nothing": nothing, "within_budget": good}))
print("input to photons: " + ("every board within 20 ms (p95)" if ok else "OVER BUDGET"))
PY
