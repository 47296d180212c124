#!/usr/bin/env bash
# The layering in docs/ARCHITECTURE.md is a fact: the real tree follows the layer rules
# (cmake/check_layers.cmake, which the build runs under any generator), and each rule really
# refuses a file that breaks it, in a small tree made here.
set -euo pipefail
src=$1
check() { cmake -DSRC="$1" -P "$src/cmake/check_layers.cmake"; }
check "$src/src" > /dev/null || { echo "FAIL: the tree breaks a layer rule"; exit 1; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# a clean tree: two games, a rules file and a bot using what they may
tree() {
  rm -rf "$T/src"
  mkdir -p "$T/src"/{core,ai,match,net,ui,scenes,play,club,games/alpha/{rules,bot,board,physics},games/beta/rules}
  printf '#include <stdint.h>\n' > "$T/src/core/rng.h"
  printf '#include "core/rng.h"\n' > "$T/src/games/game.h"
  printf '#include "games/game.h"\n' > "$T/src/ai/ai.h"
  printf '#include <SDL.h>\n' > "$T/src/ui/ui.h"
  printf '#include "ui/ui.h"\n' > "$T/src/scenes/scene.h"
  printf '#include "games/game.h"\n#include "scenes/scene.h"\n' > "$T/src/play/play.h"
  printf '#include "play/play.h"\n' > "$T/src/club/club.h"
  printf '#include "match/match.h"\n' > "$T/src/match/match.h"
  printf '#include "match/match.h"\n' > "$T/src/net/phone.h"
  printf '#include "core/rng.h"\n' > "$T/src/games/alpha/physics/physics.h"
  printf '#include "games/game.h"\n#include "games/alpha/physics/physics.h"\n' \
    > "$T/src/games/alpha/rules/alpha.h"
  printf '#include "alpha.h"\n#include "core/rng.h"\n' > "$T/src/games/alpha/rules/alpha.c"
  printf '#include "ai/ai.h"\n#include "games/alpha/rules/alpha.h"\n' > "$T/src/games/alpha/bot/bot.c"
  printf '#include "ui/ui.h"\n#include "play/play.h"\n' > "$T/src/games/alpha/board/board.c"
  printf '#include "games/game.h"\n' > "$T/src/games/beta/rules/beta.h"
}
tree
check "$T/src" > /dev/null 2> "$T/err" || { cat "$T/err"; echo "FAIL: a clean tree was refused"; exit 1; }
refused() { # file line what-the-message-names
  tree
  printf '%s\n' "$2" >> "$T/src/$1"
  if check "$T/src" > /dev/null 2> "$T/err"; then
    echo "FAIL: $1 with $2 was not refused"
    exit 1
  fi
  grep -q "$3" "$T/err" || { cat "$T/err"; echo "FAIL: the refusal of $2 does not name $3"; exit 1; }
  n=$((n + 1))
}
n=0
refused games/alpha/rules/alpha.c '#include "ui/ui.h"' 'alpha.c includes "ui/ui.h"'
refused games/alpha/rules/alpha.c '#include "play/play.h"' 'alpha.c includes "play/play.h"'
refused games/alpha/rules/alpha.c '#include "match/match.h"' 'alpha.c includes "match/match.h"'
refused games/alpha/rules/alpha.c '#include "ai/ai.h"' 'alpha.c includes "ai/ai.h"'
refused games/alpha/rules/alpha.c '#include "games/beta/rules/beta.h"' 'another game'"'"'s\|beta.h'
refused games/alpha/rules/alpha.c '#include "games/alpha/board/board.c"' 'alpha/board'
refused games/alpha/rules/alpha.h '#include <SDL_events.h>' 'alpha.h includes <SDL_events.h>'
refused games/alpha/physics/physics.h '#include <epoxy/gl.h>' 'reaches <epoxy/gl.h> through'
refused games/alpha/bot/bot.c '#include "play/play.h"' 'bot.c includes "play/play.h"'
refused core/rng.h '#include <GL/gl.h>' 'includes <GL/gl.h>'
refused games/alpha/physics/physics.c '#include <SDL.h>' 'physics.c includes <SDL.h>'
# the host folders: each includes only the layers below it
refused play/play.h '#include "club/club.h"' 'play may not include club'
refused scenes/scene.h '#include "play/play.h"' 'scenes may not include play'
refused ui/ui.h '#include "scenes/scene.h"' 'ui may not include scenes'
refused play/play.h '#include "games/alpha/board/board.c"' 'play may not include board'
refused games/alpha/bot/bot.c '#include "games/alpha/board/board.c"' 'bot may not include board'
refused core/rng.h '#include "match/match.h"' 'core may not include match'
refused ai/ai.h '#include "games/alpha/bot/bot.c"' 'ai may not include bot'
refused net/phone.h '#include <SDL.h>' 'phone.h includes <SDL.h>'
refused net/phone.h '#include "ui/ui.h"' 'net may not include ui'
refused match/match.h '#include "net/phone.h"' 'match may not include net'
mkdir -p "$T/src/misc" && printf '#include "core/rng.h"\n' > "$T/src/misc/x.c"
if check "$T/src" > /dev/null 2> "$T/err"; then echo "FAIL: a folder in no layer passed"; exit 1; fi
grep -q 'misc/x.c is in no layer' "$T/err" || { cat "$T/err"; echo "FAIL: misc/x.c not named"; exit 1; }
n=$((n + 1))
echo "layer rules: the tree follows them; $n breaking includes refused, each named"
