#!/usr/bin/env bash
# The layering in docs/ARCHITECTURE.md is a fact: every pure layer of this build opened no SDL
# or GL header (the compiler's dependency files say so), and the check really refuses one that
# does (a dependency file naming SDL2/SDL_events.h must fail it).
set -euo pipefail
src=$1 build=$2
check() { cmake -DOBJ_DIR="$1" -DTARGET="$2" -P "$src/cmake/check_pure.cmake"; }
# the shared pure layers, then every game's rules and bot (src/games/<id>/rules, bot)
dirs=()
for t in cb_core cb_games cb_match cb_ai cb_cli; do dirs+=("$build/CMakeFiles/$t.dir"); done
for d in "$build"/games/*/CMakeFiles/cb_*_rules.dir "$build"/games/*/CMakeFiles/cb_*_bot.dir; do
  [ -d "$d" ] && dirs+=("$d")
done
ngames=$(ls -d "$build"/games/*/CMakeFiles/cb_*_rules.dir 2>/dev/null | wc -l)
[ "$ngames" -ge 3 ] || { echo "FAIL: found $ngames games' rules targets under $build/games"; exit 1; }
for d in "${dirs[@]}"; do
  t=$(basename "$d" .dir)
  check "$d" "$t" || { echo "FAIL: $t includes app-side headers"; exit 1; }
done
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
mkdir -p "$T/fake/src"
printf 'x.c.o: /src/x.c /usr/include/stdio.h \\\n /usr/include/SDL2/SDL_events.h\n' > "$T/fake/src/x.c.o.d"
if check "$T/fake" fake 2> "$T/err"; then echo "FAIL: an SDL include was not refused"; exit 1; fi
grep -q "SDL_events.h" "$T/err" || { cat "$T/err"; echo "FAIL: the refusal does not name the header"; exit 1; }
echo "pure layers: ${#dirs[@]} targets checked ($ngames games' rules), an SDL include refused"
