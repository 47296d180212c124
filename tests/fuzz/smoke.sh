#!/usr/bin/env bash
# smoke.sh NAME BINARY fuzz|replay SOURCE_DIR: the ctest of one harness. Seeds a temporary corpus
# (seeds.sh), then either fuzzes for 3 seconds from it and tests/fuzz/regressions/NAME (libFuzzer
# build) or feeds each of those inputs once (replay build). The source tree is never written.
set -euo pipefail
name=$1 bin=$2 mode=$3 src=$4
tmp=$(mktemp -d "${TMPDIR:-/tmp}/citybox-fuzz-$name.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
bash "$src/tests/fuzz/seeds.sh" "$name" "$src" "$tmp/corpus"
dirs=("$tmp/corpus")
reg="$src/tests/fuzz/regressions/$name"
[ -d "$reg" ] && dirs+=("$reg")
if [ -d "$reg" ] && [ "$name" = position -o "$name" = action_text ]; then
  # each kept input names its game on its first line (fuzz_common.h's fuzz_game): the one its
  # file name says, and a game with a folder in src/games/
  for f in "$reg"/*; do
    g=$(basename "$f" | cut -d_ -f1)
    [ "$(head -n 1 "$f")" = "$g" ] && [ -d "$src/src/games/$g" ] \
      || { echo "FAIL: $f does not name its game $g on its first line" >&2; exit 1; }
  done
fi
cd "$tmp" # crash-*, leak-* and timeout-* files land here, not in the source tree
if [ "$mode" = fuzz ]; then
  "$bin" -max_total_time="${CITYBOX_FUZZ_SECONDS:-3}" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 "${dirs[@]}"
else
  "$bin" "${dirs[@]}"
fi
