#!/usr/bin/env bash
# UI benchmark: start-up against a bare SDL2 + GL window (median of N runs each, interleaved),
# then `citybox --bench-ui` on the menu (frame CPU p50/p95 at 1920x1080 and idle CPU over 10 s)
# and on a play screen waiting for a human (My City late in a game, Alice to move: its idle CPU).
# Start-up is launch to the first frame presented (swapped and finished, as the bare window
# does), budget 1.3 times the bare window's; "settled" is when the first frame's deferred work
# (sound device, gamepads) is done and the main thread is free for the next frame.
# Usage: tools/bench_ui.sh [build-dir] [runs]      (re-runs itself under Xvfb without a display)
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/bench_lib.sh
bench_in_xvfb "$0" "$@"
build=${1:-build/release}
runs=${2:-11}
bench_build "$build" citybox bare_window
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CITYBOX_PREF_DIR=$tmp SDL_AUDIODRIVER=dummy
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# launch time (ns) to a moment the program prints (ns): ms precision, where /proc's process
# start times are only 10 ms apart
since() { python3 -c "import json,sys; print((json.loads(sys.stdin.readline())['$1'] - $2) / 1e6)"; }
for i in $(seq "$runs"); do
  t0=$(date +%s%N); "$build/bare_window" > "$tmp/bare.json"
  since first_frame_realtime_ns "$t0" < "$tmp/bare.json" >> "$tmp/bare.all"
  t0=$(date +%s%N); "$build/citybox" --windowed 1920x1080 --bench-ui --frames 1 2> /dev/null > "$tmp/app.json"
  since first_frame_realtime_ns "$t0" < "$tmp/app.json" >> "$tmp/app.all"
  since after_first_frame_realtime_ns "$t0" < "$tmp/app.json" >> "$tmp/settled.all"
done
"$build/citybox" --bench-ui 2> /dev/null > "$tmp/full"
cp tests/bench/mycity-human.json "$tmp/autosave-mycity.json"
"$build/citybox" --bench-ui --scene resume:mycity 2> /dev/null > "$tmp/play"
python3 - "$tmp" "$runs" << 'PY'
import json, statistics, sys
tmp, runs = sys.argv[1], int(sys.argv[2])
col = lambda name: [float(x) for x in open(f"{tmp}/{name}.all")]
bare, app, settled = statistics.median(col("bare")), statistics.median(col("app")), statistics.median(col("settled"))
full = json.load(open(f"{tmp}/full"))
play = json.load(open(f"{tmp}/play"))
empty = json.loads(open(f"{tmp}/bare.json").readline())["empty_frame_cpu_ms"]
print(json.dumps({"bare_window_first_frame_ms": round(bare, 1), "citybox_first_frame_ms": round(app, 1),
                  "ratio": round(app / bare, 2), "budget_ratio": 1.3, "within_budget": app / bare <= 1.3,
                  "citybox_settled_ms": round(settled, 1), "settled_ratio": round(settled / bare, 2),
                  "runs": runs,
                  "menu_frame_cpu_ms_p50": full["menu_frame_cpu_ms_p50"],
                  "menu_frame_cpu_ms_p95": full["menu_frame_cpu_ms_p95"],
                  "empty_frame_cpu_ms_1080p": empty, "draw_calls": full["draw_calls"],
                  "idle_cpu_percent": full["idle_cpu_percent"],
                  "play_idle_scene": "mycity late, a human to move",
                  "play_idle_cpu_percent": play["idle_cpu_percent"], "idle_budget_percent": 1.0}))
PY
