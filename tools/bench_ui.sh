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
for i in $(seq "$runs"); do "$build/bare_window" > "$tmp/bare.json"; field process_start_to_first_frame_ms < "$tmp/bare.json"; done | median > "$tmp/bare"
field empty_frame_cpu_ms < "$tmp/bare.json" > "$tmp/empty"
for i in $(seq "$runs"); do
  "$build/citybox" --windowed 1920x1080 --bench-ui --frames 1 2>/dev/null | field process_start_to_first_frame_ms
done | median > "$tmp/app"
"$build/citybox" --bench-ui 2>/dev/null > "$tmp/full"
python3 - "$(cat "$tmp/bare")" "$(cat "$tmp/app")" "$tmp/full" "$(cat "$tmp/empty")" <<'PY'
import json, sys
bare, app = float(sys.argv[1]), float(sys.argv[2])
empty = float(sys.argv[4])
full = json.load(open(sys.argv[3]))
print(json.dumps({"bare_window_first_frame_ms": bare, "citybox_first_frame_ms": app,
                  "ratio": round(app / bare, 2), "budget_ratio": 1.5,
                  "menu_frame_cpu_ms_p50": full["menu_frame_cpu_ms_p50"],
                  "menu_frame_cpu_ms_p95": full["menu_frame_cpu_ms_p95"],
                  "empty_frame_cpu_ms_1080p": empty, "draw_calls": full["draw_calls"],
                  "idle_cpu_percent": full["idle_cpu_percent"], "idle_budget_percent": 1.0}))
PY
rm -rf "$tmp"
