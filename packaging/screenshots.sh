#!/usr/bin/env bash
# Regenerates the AppStream screenshots packaging/screenshots/<game>.png with the real app: one
# four-bot demo game per line of packaging/screenshots.txt, pictured at 1280x720 after the given
# seconds of simulated time, then optimised losslessly with optipng. Look at every PNG before
# committing: bots think on their own thread, so a run may not give the very same position.
#   packaging/screenshots.sh [BUILD_DIR] [GAME...]     (default build/release, every game)
# Needs a built citybox, xvfb-run (xvfb, xauth) and optipng.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
[ $# -gt 0 ] && shift
bin=$build/citybox
[ -x "$bin" ] || { echo "screenshots: no $bin: build first (cmake --build $build)" >&2; exit 1; }
for tool in xvfb-run optipng; do
    command -v $tool > /dev/null || { echo "screenshots: $tool is missing" >&2; exit 1; }
done
out=$root/packaging/screenshots
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

while IFS='|' read -r game secs _caption_en _caption_fr; do
    case "$game" in '' | '#'*) continue ;; esac
    if [ $# -gt 0 ] && [[ " $* " != *" $game "* ]]; then continue; fi
    # The pointer goes to a corner first so nothing is hovered; simulated time is 1/60 s a frame.
    printf '0.05 move 2 2\n%s screenshot %s\n%s quit\n' "$secs" "$tmp/$game.png" \
        "$(awk "BEGIN{print $secs + 0.2}")" > "$tmp/$game.script"
    SDL_AUDIODRIVER=dummy LIBGL_ALWAYS_SOFTWARE=1 CITYBOX_PREF_DIR="$tmp/pref-$game" \
        CITYBOX_DATA="$root" timeout 600 \
        xvfb-run -a -s "-screen 0 1920x1080x24" \
        "$bin" --windowed 1280x720 --lang en --scene "demo:$game" --script "$tmp/$game.script" \
        > "$tmp/$game.log" 2>&1 || { cat "$tmp/$game.log" >&2; exit 1; }
    [ -s "$tmp/$game.png" ] || { cat "$tmp/$game.log" >&2; echo "screenshots: no picture for $game" >&2; exit 1; }
    optipng -quiet -o2 -strip all "$tmp/$game.png"
    mv "$tmp/$game.png" "$out/$game.png"
    echo "$out/$game.png ($(stat -c %s "$out/$game.png") bytes)"
done < "$root/packaging/screenshots.txt"
