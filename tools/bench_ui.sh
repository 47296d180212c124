#!/usr/bin/env bash
# UI benchmark: start-up against a bare SDL2 + GL window (median of N runs each), then one
# `citybox --bench-ui` (menu frame CPU p50/p95 at 1920x1080 and idle CPU over 10 s).
# Usage: tools/bench_ui.sh [build-dir] [runs]      (re-runs itself under Xvfb without a display)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$@"
fi
build=${1:-build/release}
runs=${2:-11}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target citybox bare_window -j2 >/dev/null
tmp=$(mktemp -d)
export CITYBOX_PREF_DIR=$tmp SDL_AUDIODRIVER=dummy
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
field() { python3 -c "import json,sys; print(json.loads(sys.stdin.readline())['$1'])"; }
# launch time (ns) to the first presented frame (ns, printed by the program): ms precision,
# where /proc's process start times are only 10 ms apart
since() { python3 -c "import json,sys; print((json.loads(sys.stdin.readline())['first_frame_realtime_ns'] - $1) / 1e6)"; }
for i in $(seq "$runs"); do
  t0=$(date +%s%N); "$build/bare_window" > "$tmp/bare.json"; since "$t0" < "$tmp/bare.json"
  t0=$(date +%s%N); "$build/citybox" --windowed 1920x1080 --bench-ui --frames 1 2>/dev/null > "$tmp/app.json"
  since "$t0" < "$tmp/app.json" >> "$tmp/app.all"
done | median > "$tmp/bare"
median < "$tmp/app.all" > "$tmp/app"
field empty_frame_cpu_ms < "$tmp/bare.json" > "$tmp/empty"
"$build/citybox" --bench-ui 2>/dev/null > "$tmp/full"
python3 - "$(cat "$tmp/bare")" "$(cat "$tmp/app")" "$tmp/full" "$(cat "$tmp/empty")" "$runs" <<'PY'
import json, sys
bare, app = float(sys.argv[1]), float(sys.argv[2])
empty = float(sys.argv[4])
full = json.load(open(sys.argv[3]))
print(json.dumps({"bare_window_first_frame_ms": round(bare, 1), "citybox_first_frame_ms": round(app, 1),
                  "ratio": round(app / bare, 2), "budget_ratio": 1.5, "runs": int(sys.argv[5]),
                  "menu_frame_cpu_ms_p50": full["menu_frame_cpu_ms_p50"],
                  "menu_frame_cpu_ms_p95": full["menu_frame_cpu_ms_p95"],
                  "empty_frame_cpu_ms_1080p": empty, "draw_calls": full["draw_calls"],
                  "idle_cpu_percent": full["idle_cpu_percent"], "idle_budget_percent": 1.0}))
PY
rm -rf "$tmp"
