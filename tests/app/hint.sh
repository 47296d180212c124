#!/usr/bin/env bash
# The Hint button through the real window, in every game (quick matches: Alice at the mouse,
# Bob a bot). My City: pressed (a press and a release) on Alice's turn, the toast names the
# normal bot's move in the log's words and what it does to her score; pressed again with the
# key H. Fun City: a roll is named, never its outcome (nobody knows the dice yet). Infinite City
# and MegaCity: a move named. Mad City: in the race, the racer's next placement. In French, the
# same in French. On a bot's turn the button is greyed and says why; bots alone have none. Screenshots kept in
# CITYBOX_SHOTS when set. On every game's board, the hint's
# piece and spot are ringed until its person moves: the script's coach line follows them.
source "$(dirname "$0")/../tools/app_common.sh"
run() { # run NAME SCENE LANG SCRIPT-LINES...: expects every check to pass
    local name=$1 scene=$2 lang=$3
    shift 3
    printf '%s\n' "$@" > "$T/$name.txt"
    local want
    want=$(grep -c "expect-" "$T/$name.txt")
    CITYBOX_PREF_DIR="$T/pref-$name" SDL_VIDEODRIVER=offscreen timeout 120 "$CITYBOX_BIN" \
        --windowed 1280x720 --lang "$lang" --scene "$scene" --script "$T/$name.txt" \
        > "$T/$name.out" 2>&1 || { cat "$T/$name.out"; fail "$name: citybox failed"; }
    [ "$(grep -c ': ok' "$T/$name.out")" -eq "$want" ] || { cat "$T/$name.out"; fail "$name"; }
    [ -z "${CITYBOX_SHOTS:-}" ] || cp "$T/$name.png" "$CITYBOX_SHOTS/hint-$name.png"
}
# Hint is at (730, 30) in the top bar at 1280x720
mkdir -p "$T"/pref-mycity "$T"/pref-mycity-fr
run mycity "play:mycity,seats=mouse+bot" en \
    "3.0 move 400 400" "3.4 down 730 30" "3.5 up 730 30" \
    "4.5 expect-text Hint for Alice: " "4.6 expect-text It takes your score from 0 to" \
    "8.0 key h" "9.0 expect-text Hint for Alice: " "9.1 snap $T/mycity.png" "9.2 coach" \
    "9.9 quit"
grep -q "coach: drag" "$T/mycity.out" || fail "mycity: the hint's counter and square were not pointed at"
run mycity-fr "play:mycity,seats=mouse+bot" fr \
    "3.0 click 730 30" "4.5 expect-text Indice pour Alice" "4.6 expect-text Votre score passe de 0" \
    "4.7 snap $T/mycity-fr.png" "5.0 quit"
run funcity "play:funcity,seats=mouse+bot" en \
    "3.0 click 730 30" "4.5 expect-text Hint for Alice: roll." "4.6 snap $T/funcity.png" \
    "4.7 coach" "6.2 key h" "7.5 expect-text Hint for Alice: goes to" "7.6 coach" "9.0 quit"
# the Roll button, then the place the walk ends on, ringed and pressed where they are
[ "$(grep -c "coach: click" "$T/funcity.out")" -eq 2 ] || fail "funcity: the hint's button and place"
run infinitecity "play:infinitecity,seats=mouse+bot" en \
    "3.0 click 730 30" "4.5 expect-text Hint for Alice: " "4.6 snap $T/infinitecity.png" "5.0 quit"
run megacity "play:megacity,seats=mouse+bot" en \
    "3.0 click 730 30" "5.0 expect-text Hint for Alice: takes contract" "5.1 snap $T/megacity.png" \
    "5.2 coach" "6.5 key h" "8.0 expect-text Hint for Alice: takes platform" "8.1 coach" "9.0 quit"
# the contract's card, then the platform on offer, ringed and pressed where they are
[ "$(grep -c "coach: click" "$T/megacity.out")" -eq 2 ] || fail "megacity: the hint's contract and platform"
# Mad City: Alice says ready (two panels side by side: her Ready at 429, 681), the race starts
# after the 3-2-1
run madcity "play:madcity,seats=mouse+bot" en \
    "0.5 click 429 681" "6.0 click 730 30" "6.5 expect-text Hint for Alice: places a tile on" \
    "6.6 snap $T/madcity.png" "6.7 coach" "7.5 snap $T/madcity-placed.png" "7.6 quit"
# the board rings the hinted tile and its cell: the pointer, followed with the mouse, places it
grep -q "coach: drag" "$T/madcity.out" || fail "madcity: the hint's tile and cell were not pointed at"
# Two people on two devices, Alice at the mouse and Bob on the keyboard's left half, Bob to play
# first: a finger tap on Hint (down, then up) and Alice's mouse press and release both give Bob's
# hint, the person who must act
run couch "play:mycity,seats=mouse+left" en \
    "1.0 finger down 1 730 30" "1.1 finger up 1 730 30" "2.5 expect-text Hint for Bob: " \
    "9.0 down 730 30" "9.1 up 730 30" "10.5 expect-text Hint for Bob: " \
    "10.6 snap $T/couch.png" "11.0 quit"
# Alice at the mouse, Bob a bot who plays first: on his turn the button is greyed and a tap
# says why; a two-bot game has no Hint at all
run wait "play:mycity,seats=mouse+bot" en \
    "0.3 click 730 30" "0.4 expect-text A hint is for a person who may act now" \
    "0.5 snap $T/wait.png" "0.8 quit"
run bots "play:mycity,seats=bot+bot" en \
    "1.0 expect-no-text Hint" "1.1 snap $T/bots.png" "1.5 quit"
echo "hint: every game, en and fr: ok"
