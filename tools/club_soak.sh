#!/usr/bin/env bash
# Club mode soak: runs attract mode (`citybox --club`) for a long time in real time, as on a club's
# table, and prints resident memory at the end of each cycle of games, then a summary: memory after
# the first cycle and at the end (growth must stay under 5 MB), and the log's errors. Not run by
# ctest (30 minutes); the README gives its figures.
# Usage: tools/club_soak.sh [--minutes M (30)] [--seconds-per-game S (180)] [--bin PATH]
#                           [--size WxH (1280x720)]
# Without a display it starts its own Xvfb. Exit 1 when memory grew 5 MB or more after the first
# cycle, when an error was logged, or when no cycle finished.
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=30 spg=180 bin=build/h/citybox size=1280x720
while [ $# -gt 0 ]; do
    case "$1" in
    --minutes) minutes=$2; shift 2 ;;
    --seconds-per-game) spg=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    *) echo "usage: $0 [--minutes M] [--seconds-per-game S] [--bin PATH] [--size WxH]" >&2; exit 2 ;;
    esac
done
[ -x "$bin" ] || { echo "club_soak: no citybox at $bin (build it, or give --bin)" >&2; exit 2; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export CITYBOX_PREF_DIR="$T/pref" SDL_AUDIODRIVER=${SDL_AUDIODRIVER:-dummy}
export DBUS_SESSION_BUS_ADDRESS=disabled: MESA_SHADER_CACHE_DISABLE=true
mkdir -p "$CITYBOX_PREF_DIR"
secs=$((minutes * 60))
run=(timeout -s INT "$secs" "$bin" --windowed "$size" --club --club-seconds-per-game "$spg")
if [ -z "${DISPLAY:-}" ]; then run=(xvfb-run -a -s "-screen 0 1920x1080x24" "${run[@]}"); fi
echo "club soak: $minutes min, $spg s a game, $size, $(date -u +%H:%M:%S) UTC"
start=$(date +%s)
# the app ends itself on SIGINT (timeout) like on a window close: exit 0
set +e
"${run[@]}" 2>&1 | tee "$T/log" | while IFS= read -r line; do
    case "$line" in
    *"club: cycle "*" done"*)
        echo "$(( ($(date +%s) - start) / 60 )) min: ${line#*club: }" ;;
    *"citybox error:"*) echo "$line" ;;
    esac
done
set -e
cp "$T/log" "${TMPDIR:-/tmp}/club_soak.log"
echo "log: ${TMPDIR:-/tmp}/club_soak.log"
rss() { sed -n "s/.*club: cycle $1 done.*resident memory \([0-9]*\) kB.*/\1/p" "$T/log"; }
cycles=$(grep -c 'club: cycle [0-9]* done' "$T/log" || true)
errors=$(grep -c 'citybox error:' "$T/log" || true)
shown=$(grep -o 'club: showing [a-z]*' "$T/log" | sort | uniq -c |
    awk '{printf "%s%s %d times", s, $4, $1; s=", "}')
echo "games shown: $shown"
[ "$cycles" -ge 1 ] || { echo "club soak: no cycle finished"; exit 1; }
first=$(rss 1) last=$(rss "$cycles")
growth=$((last - first))
echo "club soak: $cycles cycles in $minutes min; resident memory $first kB after cycle 1," \
    "$last kB after cycle $cycles: growth $growth kB; $errors errors in the log"
[ "$growth" -lt 5120 ] && [ "$errors" -eq 0 ]
