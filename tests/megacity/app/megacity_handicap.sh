#!/usr/bin/env bash
# MegaCity's handicap through the real window (decision H1): the two-human game of
# megacity_ui.sh resumed before Alice delivers P8, with Alice given three levels (75% steadier).
# The strip above the board names it; Alice flings the platform along the track in 0.2 s; the
# platform under her hand is capped at 1.5 m/s^2, so 0.4 s after the release it is still on its way
# (the picture), and the delivery's outcome, computed from the frames played, is the one the
# screen showed (no "slide replay differs"). The same fling without the handicap is over by then.
source "$(dirname "$0")/../../tools/app_common.sh"
command -v python3 > /dev/null || { echo "python3 missing: skipped"; exit 0; }
run() { # run NAME HANDICAPS: resumes the save with those handicaps and flings the platform
    local d="$T/$1"
    mkdir -p "$d"
    echo '{"format":"citybox-settings","version":1,"bot_pace":"fast"}' > "$d/settings.json"
    python3 - "$CITYBOX_SOURCE/tests/megacity/data/deliver_p8.json" "$d/autosave.json" "$2" << 'PY'
import json, sys
save = json.load(open(sys.argv[1]))
if sys.argv[3] != "none":
    save["handicaps"] = json.loads(sys.argv[3])
json.dump(save, open(sys.argv[2], "w"))
PY
    cat > "$d/s.txt" << S
0.8 expect-top play
1.0 click 990 691
1.5 click 293 305
2.0 down 600 400
2.1 move 790 400
2.2 move 980 400
2.3 up 980 400
2.7 snap $d/mid.png
7.0 screenshot $d/end.png
8.0 quit
S
    CITYBOX_PREF_DIR="$d" timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --scene resume \
        --script "$d/s.txt" > "$d/out" 2>&1 || { cat "$d/out"; fail "$1: citybox failed"; }
    grep -q "slide replay differs" "$d/out" && fail "$1: the outcome differs from the screen"
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["log"][-1]["a"])' \
        "$d/autosave-megacity.json" > "$d/last"
    grep -q "^deliver P8 at 1,0" "$d/last" || { cat "$d/last"; fail "$1: no delivery in the log"; }
    [ -s "$d/mid.png" ] && [ -s "$d/end.png" ] || fail "$1: no screenshots"
    [ -z "${CITYBOX_SHOTS_DIR:-}" ] || { mkdir -p "$CITYBOX_SHOTS_DIR";
        cp "$d/mid.png" "$CITYBOX_SHOTS_DIR/megacity-handicap-$1-mid.png"; }
}
run steady "[3,0]"
grep -q '"handicaps":\[3,0\]' "$T/steady/autosave-megacity.json" || fail "the autosave lost the handicap"
run plain none
# the steady platform was still moving 0.4 s after the release, the plain one had arrived: the
# two pictures of that moment differ, and the steady one differs from its own end
cmp -s "$T/steady/mid.png" "$T/plain/mid.png" && fail "the handicap changed nothing on screen"
echo "megacity handicap: steadier slide shown, delivered as seen: ok"
