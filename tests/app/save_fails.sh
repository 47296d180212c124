#!/usr/bin/env bash
# The real app with its saves folder on a disk that is full from the very start (a tmpfs of 64 KiB
# filled up): a new game says "Your game is not being saved: the disk is full." over the board on
# its first frames, in English and in French, at 1280x720 and in the smallest window (640x360),
# and the game plays on; the folder made read-only says so too. Root only (a tmpfs; CI runs as
# root): skipped with a note otherwise (test_save_fails covers the same in-process for anyone).
# The screenshots are copied to $CITYBOX_BUILD/save_fails_app_*.png to be looked at.
source "$(dirname "$0")/../tools/app_common.sh"
P="$CITYBOX_PREF_DIR"
if [ "$(id -u)" != 0 ] || ! mount -t tmpfs -o size=64k,mode=0755 citybox-app-test "$P" 2> /dev/null; then
    echo "SKIPPED: a real full disk needs a tmpfs, so root (CI runs as root; this is uid $(id -u))."
    echo "test_save_fails checks the same in-process with fsutil's fault injection."
    exit 0
fi
trap 'mount -o remount,rw "$P" 2> /dev/null; umount "$P"; rm -rf "$T"' EXIT
echo '{"format":"citybox-settings","version":1,"bot_pace":"fast"}' > "$P/settings.json"
dd if=/dev/zero of="$P/filler" bs=4k > /dev/null 2>&1 || true # the disk is full now
run() { # run NAME SIZE LANG SCRIPT-LINES...
    local name=$1 size=$2 lang=$3
    shift 3
    printf '%s\n' "$@" > "$T/$name.txt"
    timeout 120 "$CITYBOX_BIN" --windowed "$size" --lang "$lang" \
        --scene play:mycity,seats=mouse+bot --script "$T/$name.txt" > "$T/$name.out" 2>&1 \
        || { cat "$T/$name.out"; fail "$name: citybox failed (an expectation, or the app)"; }
    grep -q "expect-text.*: ok" "$T/$name.out" || { cat "$T/$name.out"; fail "$name: not said"; }
    cp "$T/$name.png" "${CITYBOX_BUILD:-$T}/save_fails_app_$name.png"
}
run full_en 1280x720 en "0.8 expect-text Your game is not being saved: the disk is full." \
    "0.9 expect-text CityBox tries again after every move and every few seconds." \
    "1.0 snap $T/full_en.png" "1.5 quit"
nb=$(printf '\xc2\xa0') # French: a non-breaking space before the colon
run full_fr_small 640x360 fr \
    "0.8 expect-text Votre partie n’est pas sauvegardée${nb}: le disque est plein." \
    "1.0 snap $T/full_fr_small.png" "1.5 quit"
[ ! -e "$P/autosave-mycity.json" ] || fail "a save appeared on a full disk"
ls "$P"/*.tmp > /dev/null 2>&1 && fail "a temporary file was left: $(ls "$P")"
rm -f "$P/filler"
mount -o remount,ro "$P" || fail "cannot remount read-only"
run ro_en 1280x720 en "0.8 expect-text Your game is not being saved: the folder is read-only." \
    "1.0 snap $T/ro_en.png" "1.5 quit"
echo "the app says it: full disk (en, fr at 640x360) and read-only folder"
