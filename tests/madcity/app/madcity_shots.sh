#!/usr/bin/env bash
# Screenshots of the Mad City board, headless: the scripted race and its round summary in
# French (madcity_race.sh in English does the same checks), and the end of a finished game
# (played out by the command line's self-play, then resumed with two humans and two bots) in
# English and French. Set CITYBOX_SHOTS_DIR to keep the pictures and look at them.
here=$(dirname "$0")
MADCITY_LANG=fr bash "$here/madcity_race.sh" || exit 1
source "$here/../tools/app_common.sh"
command -v python3 > /dev/null || { echo "python3 missing: skipped"; exit 0; }
check() { # check PNG: exists and is not a blank frame
    [ -s "$1" ] || fail "no screenshot $1"
    [ "$(stat -c %s "$1")" -gt 60000 ] || fail "$1 looks empty ($(stat -c %s "$1") bytes)"
    [ -z "${CITYBOX_SHOTS_DIR:-}" ] || { mkdir -p "$CITYBOX_SHOTS_DIR"; cp "$1" "$CITYBOX_SHOTS_DIR/"; }
}
"$CITYBOX_BIN" selfplay madcity --players 4 --games 1 --playouts 10 --seed 3 --save-dir "$T/sp" \
    > "$T/sp.out" 2>&1 || { cat "$T/sp.out"; fail "selfplay"; }
python3 - "$T/sp/madcity-3.json" "$T/finished.json" << 'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for i, s in enumerate(d["seats"]):
    s["name"] = ["Alice", "Bob", "Chloé", "David"][i]
    s["kind"] = "human" if i < 2 else "bot"
json.dump(d, open(sys.argv[2], "w"))
PY
for lang in en fr; do
    cp "$T/finished.json" "$CITYBOX_PREF_DIR/autosave.json"
    printf '0.5 key Return\n1.6 screenshot %s\n2.0 quit\n' "$T/madcity-end-$lang.png" > "$T/end.txt"
    SDL_VIDEODRIVER=offscreen timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang $lang --scene resume \
        --script "$T/end.txt" > "$T/end.out" 2>&1 || { cat "$T/end.out"; fail "end run ($lang)"; }
    check "$T/madcity-end-$lang.png"
done
echo "madcity shots: ok"
