#!/usr/bin/env bash
# Render test: the real binary draws the main menu headless; the PNG must match the golden
# image (tests/golden/menu-1280x720.png) within a small tolerance. To refresh the golden after
# a deliberate change: CITYBOX_UPDATE_GOLDEN=1 ctest -R render_menu, then look at the PNG.
source "$(dirname "$0")/../tools/app_common.sh"
golden="$CITYBOX_SOURCE/tests/golden/menu-1280x720.png"
# The pointer goes to a corner first, so no card is hovered wherever the X server's pointer
# happened to be.
printf '0.1 move 2 2\n1.0 screenshot %s\n1.2 quit\n' "$T/menu.png" > "$T/script.txt"
timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --script "$T/script.txt" \
  || fail "citybox --script failed"
if [ "${CITYBOX_UPDATE_GOLDEN:-0}" = 1 ]; then cp "$T/menu.png" "$golden"; echo "golden updated"; fi
"$CITYBOX_IMGDIFF" "$T/menu.png" "$golden" 1.0 12 || { cp "$T/menu.png" /tmp/citybox-menu-actual.png; fail "menu differs from golden (actual: /tmp/citybox-menu-actual.png)"; }

# The My City board at the start of a game (fixed seed; Bob, a human, moves first, so nothing
# moves): landmark art, trays and counters must all be there. Caught art missing from the
# board's cached layer once.
golden="$CITYBOX_SOURCE/tests/golden/mycity-board-1280x720.png"
printf '0.1 move 2 2\n1.5 screenshot %s\n1.7 quit\n' "$T/board.png" > "$T/board.txt"
timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --scene play:mycity --script "$T/board.txt" \
  || fail "citybox --scene play:mycity failed"
if [ "${CITYBOX_UPDATE_GOLDEN:-0}" = 1 ]; then cp "$T/board.png" "$golden"; echo "golden updated"; fi
"$CITYBOX_IMGDIFF" "$T/board.png" "$golden" 1.0 12 || { cp "$T/board.png" /tmp/citybox-board-actual.png; fail "board differs from golden (actual: /tmp/citybox-board-actual.png)"; }

# The Infinite City board at the start of a game (fixed seed; Alice, the human, moves first
# against three bots, so nothing moves): the five face-down tiles, the players' row, the hand's
# tile art with names and values, the running score.
golden="$CITYBOX_SOURCE/tests/golden/infinitecity-board-1280x720.png"
printf '0.1 move 2 2\n1.5 screenshot %s\n1.7 quit\n' "$T/ic.png" > "$T/ic.txt"
timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang en --scene play:infinitecity,seats=mouse+bot+bot+bot \
  --script "$T/ic.txt" || fail "citybox --scene play:infinitecity failed"
if [ "${CITYBOX_UPDATE_GOLDEN:-0}" = 1 ]; then cp "$T/ic.png" "$golden"; echo "golden updated"; fi
"$CITYBOX_IMGDIFF" "$T/ic.png" "$golden" 1.0 12 || { cp "$T/ic.png" /tmp/citybox-ic-actual.png; fail "Infinite City board differs from golden (actual: /tmp/citybox-ic-actual.png)"; }
