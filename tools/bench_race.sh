#!/usr/bin/env bash
# Mad City benchmarks, one JSON line:
#  (a) the race screen with 6 players (bots racing) at 1920x1080: frame CPU time p50/p95 and
#      draw calls, from `citybox --bench-ui --scene bench:madcity:race:N` (N frames counted while a race
#      runs; the ready phase and the 3-2-1 are not; CPU time of the whole process, so llvmpipe's
#      threads count);
#  (b) peak memory (max RSS, `/usr/bin/time -v`) of the app playing a 6-bot game for S seconds
#      of real time (several whole rounds: `--scene demo:madcity,seats=bot+...`), budget 80 MB;
#      and its split, sampled from /proc/PID/status every 0.2 s: the file-backed part (shared
#      library code: libLLVM, swrast_dri, libstdc++..., the same for any GL program here) and the
#      anonymous part (heaps, textures, buffers: ours and the driver's), each at its peak;
#  (c) the racing bot's arrangement search (plan CPU p50/p95 per level over its deals), printed
#      by tests/madcity/unit/test_madcity_bot.
# Usage: tools/bench_race.sh [build-dir] [frames] [seconds]   (no X needed: SDL's offscreen
# video driver, EGL on llvmpipe)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
frames=${2:-300}
seconds=${3:-120}
# a new build dir is configured Release; an existing one keeps its build type
type=()
[ -f "$build/CMakeCache.txt" ] || type=(-DCMAKE_BUILD_TYPE=Release)
cmake -S . -B "$build" "${type[@]}" -DCITYBOX_TESTS=ON > /dev/null
cmake --build "$build" --target citybox test_madcity_bot -j2 > /dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CITYBOX_PREF_DIR=$tmp SDL_AUDIODRIVER=dummy SDL_VIDEODRIVER=offscreen
# (a)
"$build/citybox" --windowed 1920x1080 --bench-ui --scene bench:madcity:race:"$frames" 2> /dev/null \
  | grep '"bench":"frames"' > "$tmp/race.json"
# (b)
echo "$seconds quit" > "$tmp/quit.txt"
find "$tmp" \( -name demo.json -o -name last-demo.json \) -delete
/usr/bin/time -v "$build/citybox" --windowed 1920x1080 --scene demo:madcity,seats=bot+bot+bot+bot+bot+bot \
  --script "$tmp/quit.txt" > /dev/null 2> "$tmp/time.txt" &
timer=$!
# the peaks of RSS, RssFile and RssAnon (kB) while the game runs: the child of time is the app
peak() { awk -v k="$1:" '$1 == k && $2 > m {m = $2} END {print m + 0}' "$tmp/status.txt"; }
: > "$tmp/status.txt"
while kill -0 "$timer" 2> /dev/null; do
  app=$(pgrep -P "$timer" | head -1 || true)
  [ -n "$app" ] && grep -E '^(VmRSS|RssAnon|RssFile):' "/proc/$app/status" >> "$tmp/status.txt" 2> /dev/null || true
  sleep 0.2
done
wait "$timer"
rss_kb=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$tmp/time.txt")
# a bots-only game autosaves to demo.json and, once over, renames it last-demo.json (play.h)
save=$(find "$tmp" -name last-demo.json | head -1)
over=$([ -n "$save" ] && echo true || echo false)
[ -n "$save" ] || save=$(find "$tmp" -name demo.json | head -1)
[ -n "$save" ] || { echo "bench_race: the game wrote no demo.json or last-demo.json under $tmp" >&2; exit 1; }
rounds=$(python3 -c 'import json,sys; l=json.load(open(sys.argv[1]))["log"]; print(sum(e["a"]=="ready" for e in l)//6)' "$save")
# (c)
"$build/tests/test_madcity_bot" 2> /dev/null | grep 'plan CPU' > "$tmp/plan.txt" || true
python3 - "$tmp/race.json" "$rss_kb" "$rounds" "$over" "$seconds" "$tmp/plan.txt" \
  "$(peak RssFile)" "$(peak RssAnon)" "$(peak VmRSS)" << 'PY'
import json, re, sys
race = json.load(open(sys.argv[1]))
plan = {}
for line in open(sys.argv[6]):
    m = re.search(r"plan CPU, (\w+) .*p50 ([\d.]+) ms, p95 ([\d.]+) ms", line)
    if m:
        plan[m.group(1)] = {"p50_ms": float(m.group(2)), "p95_ms": float(m.group(3))}
rss_mb = int(sys.argv[2]) / 1024
print(json.dumps({"race_6p_1080p_frame_cpu_ms_p50": race["frame_cpu_ms_p50"],
                  "race_6p_1080p_frame_cpu_ms_p95": race["frame_cpu_ms_p95"],
                  "race_frames": race["frames"], "race_draw_calls": race["draw_calls"],
                  "game_6bots_max_rss_mb": round(rss_mb, 1), "rss_budget_mb": 80,
                  "rss_within_budget": rss_mb <= 80,
                  "sampled_peak_rss_mb": round(int(sys.argv[9]) / 1024, 1),
                  "peak_file_backed_mb": round(int(sys.argv[7]) / 1024, 1),
                  "peak_anon_mb": round(int(sys.argv[8]) / 1024, 1),
                  "game_seconds": int(sys.argv[5]),
                  "rounds_played": int(sys.argv[3]), "game_over": sys.argv[4] == "true",
                  "bot_plan_cpu": plan}))
PY
