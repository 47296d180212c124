# Shared by the guided games' app tests (tests/<id>/app/<id>_lesson.sh). Sourced after
# app_common.sh. lesson_play GAME STEPS GUIDED EVERY HINTS [DRAG [HDRAG]]: plays GAME's "Learn to play"
# in the real window as a newcomer follows it with the mouse: GUIDED times, every EVERY seconds,
# the script's `coach` line (a press where the coach points: Next, a piece dragged to its spot, a
# spot or button clicked), snapshots of the guided part in $T, then HINTS turns alone with Hint
# (H, then the hint's pointer followed); DRAG: the seconds a drag takes (a steady hand; else the
# script's 0.4; 0.2 on a step that asks for a flick; HDRAG: the same for the Hint turns, DRAG when
# not given). It fails unless the game ends with the coach's last words (LESSON_END=open: the
# game may still be on after the HINTS turns) and the log shows the STEPS steps in order; the log
# is left in $T/out.
lesson_play() {
    local game=$1 nsteps=$2 guided=$3 every=$4 hints=$5 drag=${6:-}
    local hdrag=${7:-$drag} end=${LESSON_END:-over} s="$T/learn.txt" t=1 i gap=3
    [ -z "$hdrag" ] || gap=$((3 + ${hdrag%.*})) # a Hint waits for the drag before it
    : > "$s"
    for i in $(seq 1 "$guided"); do
        echo "$t.0 coach $drag" >> "$s"
        [ "$((i % 4))" -ne 0 ] || [ "$i" -gt 40 ] || echo "$t.5 snap $T/$game-lesson-$i.png" >> "$s"
        t=$((t + every))
    done
    for i in $(seq 1 "$hints"); do
        echo "$t.0 key h" >> "$s"
        echo "$((t + 1)).5 coach $hdrag" >> "$s"
        t=$((t + gap))
    done
    [ "$end" = open ] ||
        echo "$t.0 expect-text Game over: the score list goes through every point." >> "$s"
    printf '%s\n' "$t.5 snap $T/$game-lesson-over.png" "$((t + 1)).0 quit" >> "$s"
    SDL_VIDEODRIVER=offscreen timeout 1150 "$CITYBOX_BIN" --windowed 1280x720 --lang en \
        --scene "lesson:$game" --script "$s" > "$T/out" 2>&1 || { cat "$T/out"; fail "citybox"; }
    [ "$end" = open ] ||
        grep -q "expect-text Game over: the score list goes through every point.: ok" "$T/out" ||
        { cat "$T/out"; fail "the game did not end with the coach's last words"; }
    local want steps
    want=$(seq 1 "$nsteps" | tr '\n' ' ')
    steps=$(grep -o "lesson: step [0-9]* of $nsteps" "$T/out" | awk '{print $3}' | tr '\n' ' ')
    [ "$steps" = "$want" ] || { cat "$T/out"; fail "steps shown: $steps"; }
    [ -z "${CITYBOX_SHOTS:-}" ] || cp "$T"/"$game"-lesson-*.png "$CITYBOX_SHOTS"/
}

# lesson_said TEXT...: each TEXT is in a step the log showed ("lesson: step N of M: ...").
lesson_said() {
    local w
    for w in "$@"; do
        grep -q "lesson: step.*$w" "$T/out" || fail "no step saying: $w"
    done
}
