#!/usr/bin/env bash
# Screenshots of the My City board, headless: a bots-only game in progress, and the score
# screen of a finished game (played out by the command line's self-play, then resumed), in
# English and French. Checked to exist and to hold a real picture; set CITYBOX_SHOTS_DIR to
# keep them and look at them.
source "$(dirname "$0")/../../tools/app_common.sh"
command -v python3 > /dev/null || { echo "python3 missing: skipped"; exit 0; }
echo '{"format":"citybox-settings","version":1,"bot_pace":"fast"}' > "$CITYBOX_PREF_DIR/settings.json"
check() { # check PNG: exists and is not a blank frame
    [ -s "$1" ] || fail "no screenshot $1"
    [ "$(stat -c %s "$1")" -gt 60000 ] || fail "$1 looks empty ($(stat -c %s "$1") bytes)"
    [ -z "${CITYBOX_SHOTS_DIR:-}" ] || { mkdir -p "$CITYBOX_SHOTS_DIR"; cp "$1" "$CITYBOX_SHOTS_DIR/"; }
}

# a game in progress: four bots at a fast pace for 240 frames (4 simulated seconds)
timeout 200 "$CITYBOX_BIN" --windowed 1280x720 --lang en --scene demo:mycity --frames 240 \
    --screenshot "$T/mycity-demo.png" > "$T/demo.out" 2>&1 || { cat "$T/demo.out"; fail "demo run"; }
check "$T/mycity-demo.png"

# a finished game: self-play to the end, then the app resumes it and walks through the score
"$CITYBOX_BIN" selfplay mycity --players 4 --games 1 --playouts 40 --seed 3 --save-dir "$T/sp" \
    > "$T/sp.out" 2>&1 || { cat "$T/sp.out"; fail "selfplay"; }
python3 - "$T/sp/mycity-3.json" "$T/finished.json" << 'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for i, s in enumerate(d["seats"]):
    s["name"] = ["Alice", "Bob", "Chloé", "David"][i]
json.dump(d, open(sys.argv[2], "w"))
PY
for lang in en fr; do
    cp "$T/finished.json" "$CITYBOX_PREF_DIR/autosave.json"
    # Enter skips the walk-through to the final ranking, as a player in a hurry would.
    printf '0.5 key Return\n1.6 screenshot %s\n2.0 quit\n' "$T/mycity-score-$lang.png" > "$T/score.txt"
    timeout 200 "$CITYBOX_BIN" --windowed 1280x720 --lang $lang --scene resume \
        --script "$T/score.txt" > "$T/score.out" 2>&1 \
        || { cat "$T/score.out"; fail "score run ($lang)"; }
    check "$T/mycity-score-$lang.png"
done
echo "mycity shots: ok"
