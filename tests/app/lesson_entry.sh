#!/usr/bin/env bash
# "Learn to play" is one press away wherever a newcomer meets a game (issue 30): the link on
# the menu's card, the button in the setup beside Rules, and the button at the rules page's top
# right, each a mouse press and release (the menu's also a finger tap), each opening the guided
# game with its coach's first words; none on a rules page opened over a game (it goes back to
# that game instead), none for a game without a lesson. In French too. Screenshots kept in
# CITYBOX_SHOTS when set.
source "$(dirname "$0")/../tools/app_common.sh"
run() { # run NAME LANG SCENE SCRIPT-LINES...: every expect passes
    local name=$1 lang=$2 scene=$3 want
    shift 3
    printf '%s\n' "$@" > "$T/$name.txt"
    want=$(grep -c "expect-" "$T/$name.txt")
    mkdir -p "$T/pref-$name"
    CITYBOX_PREF_DIR="$T/pref-$name" SDL_VIDEODRIVER=offscreen timeout 120 "$CITYBOX_BIN" \
        --windowed 1280x720 --lang "$lang" --scene "$scene" --script "$T/$name.txt" \
        > "$T/$name.out" 2>&1 || { cat "$T/$name.out"; fail "$name: citybox failed"; }
    [ "$(grep -c ': ok' "$T/$name.out")" -eq "$want" ] || { cat "$T/$name.out"; fail "$name"; }
    [ -z "${CITYBOX_SHOTS:-}" ] || cp "$T/$name.png" "$CITYBOX_SHOTS/lesson-entry-$name.png"
}
first="Each landmark goes to whoever has the most access points next to it."
# the menu: My City's card has the link (at 147, 485 at 1280x720: pressed, then released)
run menu en menu \
    "0.5 expect-text Learn to play" "0.6 snap $T/menu.png" "0.8 down 147 485" "0.9 up 147 485" \
    "1.8 expect-scene menu>play" "1.9 expect-text $first" "2.0 quit"
run menu-finger en menu \
    "0.8 finger down 1 147 485" "0.9 finger up 1 147 485" "1.8 expect-scene menu>play" \
    "1.9 expect-text $first" "2.0 snap $T/menu-finger.png" "2.1 quit"
# the setup: beside Rules (344, 674)
run setup en setup:mycity \
    "0.5 expect-text Learn to play" "0.6 down 344 674" "0.7 up 344 674" \
    "1.8 expect-scene menu>setup>play" "1.9 expect-text $first" "2.0 snap $T/setup.png" "2.1 quit"
# the rules page: top right (1162, 41)
run rules en rules:mycity \
    "0.5 expect-text Learn to play" "0.6 down 1162 41" "0.7 up 1162 41" \
    "1.8 expect-scene menu>rules>play" "1.9 expect-text $first" "2.0 snap $T/rules.png" "2.1 quit"
# in French
run rules-fr fr rules:mycity \
    "0.5 expect-text Apprendre à jouer" "0.6 click 1162 41" "1.8 expect-scene menu>rules>play" \
    "1.9 expect-text Chaque monument va à qui a le plus de points d’accès à côté de lui." \
    "2.0 expect-text Règle : Décompte" "2.1 snap $T/rules-fr.png" "2.2 quit"
# the rules page over a game: no second game from it
run over-game en play:mycity \
    "0.5 key F1" "1.0 expect-scene menu>play>rules" "1.1 expect-no-text Learn to play" \
    "1.2 snap $T/over-game.png" "1.3 quit"
echo "lesson_entry: menu, setup, rules page, French: ok"
