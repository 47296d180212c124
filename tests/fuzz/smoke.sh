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
cd "$tmp" # crash-*, leak-* and timeout-* files land here, not in the source tree
if [ "$mode" = fuzz ]; then
  "$bin" -max_total_time="${CITYBOX_FUZZ_SECONDS:-3}" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 "${dirs[@]}"
else
  "$bin" "${dirs[@]}"
fi
