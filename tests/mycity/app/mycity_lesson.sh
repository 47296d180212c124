#!/usr/bin/env bash
# My City's "Learn to play" through the real window, as a newcomer follows it with the mouse
# (the script's `coach` line presses where the coach points: its Next, or the lit counter
# dragged to the lit square, a press and a release): each step of the script comes up in its
# order with its words and its rule's button, the score lines of a move are explained, the
# rules page opens at the cited section and comes back to the same step, then the learner plays
# on with Hint (H: the hint's move is pointed at on the board too) to the end of the game. A
# second learner leaves the lesson by its button and finishes the game alone with Hint; a third
# undoes the step's move and is asked for it again. In French, the steps in French. Screenshots of every step kept in CITYBOX_SHOTS when set.
source "$(dirname "$0")/../../tools/app_common.sh"
run() { # run NAME LANG SCRIPT-FILE: every expect passes, no coach line fails
    local name=$1 lang=$2 script=$3 want
    want=$(grep -c "expect-" "$script")
    CITYBOX_PREF_DIR="$T/pref-$name" SDL_VIDEODRIVER=offscreen timeout 900 "$CITYBOX_BIN" \
        --windowed 1280x720 --lang "$lang" --scene lesson:mycity --script "$script" \
        > "$T/$name.out" 2>&1 || { cat "$T/$name.out"; fail "$name: citybox failed"; }
    [ "$(grep -c ': ok' "$T/$name.out")" -eq "$want" ] || { cat "$T/$name.out"; fail "$name"; }
    if grep -q "coach: FAILED" "$T/$name.out"; then cat "$T/$name.out"; fail "$name: coach"; fi
    [ -z "${CITYBOX_SHOTS:-}" ] || cp "$T"/"$name"-*.png "$CITYBOX_SHOTS"/
}
mkdir -p "$T/pref-learn" "$T/pref-leave" "$T/pref-fr"
# the guided part: a step every few seconds (the easy bot answers each move after the pace)
cat > "$T/learn.txt" <<S
1.0 expect-text Each landmark goes to whoever has the most access points next to it.
1.1 expect-text Rule: Scoring
1.2 expect-text Your turn
1.3 snap $T/learn-1-read.png
1.5 coach
2.5 expect-text Drag the lit counter to the lit square, next to a landmark.
2.6 snap $T/learn-2-point.png
2.8 coach
3.5 expect-text Your score:
3.6 snap $T/learn-3-moved.png
5.0 expect-text Its number now counts for that landmark.
5.1 expect-no-text Your score:
5.2 expect-text Place another counter: never next to a zone of its own type, corners included.
5.3 snap $T/learn-3-explained.png
5.5 coach-button rule
6.5 expect-scene menu>play>rules
6.6 expect-text Rules: My City
6.7 expect-text Adjacency
6.75 expect-no-text Build
6.8 snap $T/learn-4-rule.png
7.0 key Escape
8.0 expect-text Place another counter: never next to a zone of its own type, corners included.
8.2 coach
11.0 expect-text Show control (C) puts each player's access total on every landmark.
11.1 snap $T/learn-5-read.png
11.3 key c
12.0 snap $T/learn-5-control.png
12.2 key c
12.5 coach
13.5 expect-text Outnumber your opponent next to a landmark to take it.
13.6 snap $T/learn-6-point.png
13.8 coach
17.0 expect-text Play on to the end: the board fills up, then the landmarks score.
17.1 snap $T/learn-7-alone.png
S
# then on alone, with Hint each turn, until the game is over (coach lines do nothing then)
t=17
for i in $(seq 1 24); do
    echo "$((t + 1)).0 key h" >> "$T/learn.txt"
    [ "$i" -ne 2 ] || echo "$((t + 2)).4 snap $T/learn-8-hint.png" >> "$T/learn.txt"
    echo "$((t + 2)).5 coach" >> "$T/learn.txt"
    t=$((t + 4))
done
cat >> "$T/learn.txt" <<S
$((t + 2)).0 expect-text Game over: the score list goes through every point.
$((t + 2)).1 expect-top play
$((t + 20)).0 snap $T/learn-9-over.png
$((t + 20)).5 quit
S
run learn en "$T/learn.txt"
# leaving by the button on the second step, then playing on with Hint to the end
cat > "$T/leave.txt" <<S
1.0 coach
2.0 expect-text Leave the lesson
2.1 coach-button leave
2.5 expect-text Lesson left: play on as you like. Hint helps when asked.
2.6 snap $T/leave-1-left.png
3.0 expect-no-text Drag the lit counter
S
t=3
for i in $(seq 1 24); do
    echo "$((t + 1)).0 key h" >> "$T/leave.txt"
    echo "$((t + 2)).5 coach" >> "$T/leave.txt"
    t=$((t + 4))
done
cat >> "$T/leave.txt" <<S
$((t + 2)).0 expect-no-text Game over: the score list
$((t + 2)).1 expect-text Game over
$((t + 20)).0 snap $T/leave-2-over.png
$((t + 20)).5 quit
S
run leave en "$T/leave.txt"
# undo: the learner takes back the move a step asked for (and the bot's answer): the coach asks
# for it again, and the first step (read before any move) stays read
mkdir -p "$T/pref-undo"
cat > "$T/undo.txt" <<S
1.0 coach
2.0 coach
5.0 expect-text Place another counter: never next to a zone of its own type, corners included.
5.5 key ctrl+z
6.5 expect-text Drag the lit counter to the lit square, next to a landmark.
6.6 expect-no-text Each landmark goes to whoever has the most access points next to it.
6.7 snap $T/undo-1-back.png
6.8 quit
S
run undo en "$T/undo.txt"
# in French
cat > "$T/fr.txt" <<S
1.0 expect-text Règle : Décompte
1.1 expect-text Votre tour
1.3 coach
2.5 snap $T/fr-1-point.png
2.8 coach
3.5 expect-text Votre score :
3.6 snap $T/fr-2-explained.png
5.5 quit
S
run fr fr "$T/fr.txt"
echo "mycity_lesson: the guided game to its end, leaving it, French: ok"
