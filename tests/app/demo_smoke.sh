#!/usr/bin/env bash
# Demo smoke test of one game (ctest app_demo_<id>, one per game): `--scene demo:<id>` (four
# bots, or the game's most) runs a fixed number of frames and saves a screenshot, which must
# exist, have the window's size and show a game: many colours, not a uniform or near-empty
# picture. A game that cannot start its demo fails (nothing is skipped).
# Usage: demo_smoke.sh GAME [FRAMES]
source "$(dirname "$0")/../tools/app_common.sh"
id="${1:?usage: demo_smoke.sh GAME [FRAMES]}"
frames="${2:-300}"
shot="$T/demo-$id.png"
set +e
timeout 240 "$CITYBOX_BIN" --windowed 1280x720 --lang en --scene "demo:$id" --frames "$frames" \
  --screenshot "$shot" > "$T/out.txt" 2>&1
rc=$?
set -e
[ $rc -eq 0 ] || { cat "$T/out.txt" >&2; fail "citybox --scene demo:$id exited with $rc"; }
[ -s "$shot" ] || { cat "$T/out.txt" >&2; fail "no screenshot saved for demo:$id"; }
size=$(identify -format '%wx%h' "$shot") || fail "screenshot of demo:$id is not an image"
[ "$size" = 1280x720 ] || fail "screenshot of demo:$id is $size, not 1280x720"
colours=$(identify -format '%k' "$shot")
# the share of the picture in its most common colour (a blank or mostly empty window is high)
top=$(convert "$shot" -format %c histogram:info:- | sort -rn | awk 'NR == 1 {print $1 + 0}')
share=$((top * 100 / (1280 * 720)))
echo "demo:$id after $frames frames: $colours colours, the commonest covers $share %"
mkdir -p "${CITYBOX_BUILD:-/tmp}/demo_smoke" && cp "$shot" "${CITYBOX_BUILD:-/tmp}/demo_smoke/"
[ "$colours" -ge 200 ] || fail "demo:$id shows only $colours colours: blank or nearly so"
[ "$share" -le 85 ] || fail "demo:$id is $share % one colour: nothing drawn"
