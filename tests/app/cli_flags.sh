#!/usr/bin/env bash
# The app's command line: --help, --version, unknown flags (usage on stderr, exit 2).
source "$(dirname "$0")/../tools/app_common.sh"
"$CITYBOX_BIN" --help > "$T/help" || fail "--help exit"
grep -q -- "--screenshot FILE" "$T/help" || fail "--help lists --screenshot"
"$CITYBOX_BIN" --version | grep -q "^citybox [0-9]" || fail "--version"
set +e
"$CITYBOX_BIN" --no-such-flag > "$T/out" 2> "$T/err"; code=$?
set -e
[ $code -eq 2 ] || fail "unknown flag exit $code, want 2"
grep -q "no-such-flag" "$T/err" || fail "unknown flag named on stderr"
grep -q "Usage" "$T/err" || fail "usage on stderr"
[ ! -s "$T/out" ] || fail "nothing on stdout"
set +e
"$CITYBOX_BIN" --windowed banana 2> "$T/err"; code=$?
set -e
[ $code -eq 2 ] || fail "--windowed banana exit $code"
# --scene bench:GAME:WHAT:N (tools/bench_frames.sh): an unknown game or position is refused
for bad in bench:nosuchgame:race:3 bench:mycity:nosuchposition:3 bench:mycity:late:0 bench:template:race:3; do
    set +e
    SDL_VIDEODRIVER=offscreen "$CITYBOX_BIN" --bench-ui --scene "$bad" > "$T/out" 2> "$T/err"; code=$?
    set -e
    [ $code -eq 2 ] || fail "--scene $bad exit $code, want 2"
    grep -q "unknown scene" "$T/err" || fail "--scene $bad: $(cat "$T/err")"
    [ ! -s "$T/out" ] || fail "--scene $bad printed $(cat "$T/out")"
done
echo "cli flags: ok"
