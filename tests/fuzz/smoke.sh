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
if [ "$name" = position ] && [ -d "$reg" ]; then
  # each regression's first byte must still pick the game its name says (the byte
  # is taken modulo the registry's size, so adding a game shifts them: seeds.sh game_byte)
  source <(sed -n '/^game_byte() {/,/^}/p' "$src/tests/fuzz/seeds.sh")
  for f in "$reg"/*.json; do
    g=$(basename "$f" | cut -d_ -f1)
    want=$(printf '%d' "'$(game_byte "$g")") got=$(od -An -tu1 -N1 "$f" | tr -d ' ')
    [ $((want % 6)) = $((got % 6)) ] || { echo "FAIL: $f: its first byte picks another game than $g" >&2; exit 1; }
  done
fi
cd "$tmp" # crash-*, leak-* and timeout-* files land here, not in the source tree
if [ "$mode" = fuzz ]; then
  "$bin" -max_total_time="${CITYBOX_FUZZ_SECONDS:-3}" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 "${dirs[@]}"
else
  "$bin" "${dirs[@]}"
fi
