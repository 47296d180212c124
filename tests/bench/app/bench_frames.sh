#!/usr/bin/env bash
# tools/bench_frames.sh in a tiny run (3 frames a scene, one run, offscreen) so it cannot rot:
# every scene starts from its saved game and prints a line of the right shape, then the verdict.
# It checks the shape, never the timings.
source "$(dirname "$0")/../../tools/app_common.sh"
src=$(cd "$(dirname "$0")/../../.." && pwd)
BENCH_NO_BUILD=1 bash "$src/tools/bench_frames.sh" "$(dirname "$CITYBOX_BIN")" 3 1 > "$T/out" ||
  fail "bench_frames.sh failed: $(cat "$T/out")"
python3 - "$T/out" << 'PY' || fail "bench output: $(cat "$T/out")"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
scenes = ["madcity:race", "mycity:late", "megacity:workshop", "megacity:city"]
assert [l.get("scene") for l in lines[:-1]] == scenes, [l.get("scene") for l in lines]
num = (int, float)
for l in lines[:-1]:
    assert (l["width"], l["height"]) == (1920, 1080), l
    assert l["runs"] == 1 and len(l["frames"]) == 1 and l["frames"][0] >= 1, l
    for k in ("frame_cpu_ms_p50", "frame_cpu_ms_p95", "process_cpu_ms_p95", "wall_ms_p50",
              "wall_ms_p95"):
        assert isinstance(l[k], num) and l[k] > 0, (k, l)
    assert l["frame_cpu_ms_p50"] <= l["frame_cpu_ms_p95"], l
    assert l["budget_p95_ms"] == 16.7 and l["within_budget"] == (l["frame_cpu_ms_p95"] <= 16.7), l
v = lines[-1]
assert v["verdict"] in ("pass", "fail") and v["budget_p95_ms"] == 16.7, v
assert v["over_budget"] == [l["scene"] for l in lines[:-1] if not l["within_budget"]], v
assert (v["verdict"] == "pass") == (not v["over_budget"]), v
PY
echo "bench_frames: ok"
