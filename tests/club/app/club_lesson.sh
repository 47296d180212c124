#!/usr/bin/env bash
# Club mode offers the guided first game to a visitor (issue 30): during My City's title card a
# visitor taps the screen (a finger down and up), says Yes, and the setup made for them has
# "Learn to play" beside Rules; a mouse press and release on it starts the lesson with its
# coach's first words. Screenshot kept in CITYBOX_SHOTS when set.
source "$(dirname "$0")/../../tools/app_common.sh"
# at 800x450 the setup's bottom bar: Rules at the left, Learn to play beside it (322, 419)
cat > "$T/script" <<S
3.0 finger down 1 400 200
3.1 finger up 1 400 200
4.5 expect-top dialog
5.0 key Return
7.0 expect-top setup
7.1 expect-text Learn to play
7.2 snap $T/club-setup.png
7.5 down 322 419
7.6 up 322 419
9.0 expect-top play
9.1 expect-text Each landmark goes to whoever has the most access points next to it.
9.2 snap $T/club-lesson.png
9.5 quit
S
timeout 120 "$CITYBOX_BIN" --windowed 800x450 --lang en --club --club-seconds-per-game 60 \
    --club-idle-seconds 30 --script "$T/script" > "$T/out" 2>&1 ||
    { grep -v 'club: showing' "$T/out" | tail -30; fail "the visitor's run failed"; }
[ "$(grep -c ': ok' "$T/out")" -eq 5 ] || { cat "$T/out"; fail "a check failed"; }
grep -q "club: visitor's setup for mycity" "$T/out" || fail "no visitor's setup"
[ -z "${CITYBOX_SHOTS:-}" ] || cp "$T"/club-*.png "$CITYBOX_SHOTS"/
echo "club_lesson: a visitor's setup offers Learn to play, and it starts: ok"
