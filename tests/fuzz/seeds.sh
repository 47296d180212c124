#!/usr/bin/env bash
# seeds.sh NAME SOURCE_DIR OUT_DIR: fills OUT_DIR with the seed corpus of harness NAME, taken
# from the project's own files (tests/<id>/data, data/, sounds/) and tests/fuzz/seeds/<NAME>/, in the
# harness's input format (a game's id line before a position, a NUL and a figure after a page...).
# Used by the ctest smoke runs and by tools/fuzz.sh; the source tree is only read.
set -euo pipefail
# (pipefail: never cut a pipeline short with head, whose early exit can kill the writer with
# SIGPIPE and fail this script at random; sed -n reads its input to the end)
name=$1 src=$2 out=$3
mkdir -p "$out"
shopt -s nullglob
# A game's inputs begin with its id on a line of its own (fuzz_common.h's fuzz_game): they keep
# their game whatever the registry holds.
game_line() { printf '%s\n' "$1"; }
# The games: the folders of src/games/ (each game's one home); their positions are in tests/<id>/data.
games() { for d in "$src"/src/games/*/; do basename "$d"; done; }
positions() { # game file... : every position file of the project, with its game
  for g in $(games); do
    for f in "$src"/tests/$g/data/*.json; do
      grep -q '"log"' "$f" || echo "$g $f"
    done
  done
  for f in "$src"/data/rules/*/figures/*.json; do echo "$(basename "$(dirname "$(dirname "$f")")") $f"; done
  for f in "$src"/tests/fuzz/seeds/position/*.json; do echo "$(basename "$f" | cut -d_ -f1) $f"; done
}
saves() {
  for f in "$src"/tests/*/data/*.json "$src"/tests/fuzz/seeds/save/*.json; do
    grep -q '"citybox-save"' "$f" && echo "$f"
  done
  return 0
}
copy_hand_made() { for f in "$src/tests/fuzz/seeds/$name"/*; do cp "$f" "$out/"; done; return 0; }

case $name in
save)
  for f in $(saves); do cp "$f" "$out/$(basename "$(dirname "$f")")_$(basename "$f")"; done ;;
position)
  positions | while read -r g f; do
    { game_line "$g"; cat "$f"; } > "$out/${g}_$(basename "$f")"
  done ;;
cli_score)
  positions | while read -r g f; do cp "$f" "$out/${g}_$(basename "$f")"; done
  for f in $(saves); do cp "$f" "$out/save_$(basename "$f")"; done
  copy_hand_made ;;
action_text)
  # every action of the saves, typed on a fresh game (byte 1: 0) and 7 moves in (byte 1: 0x38)
  for f in $(saves); do
    g=$(grep -o '"game":"[a-z]*"' "$f" | sed -n 1p | cut -d'"' -f4)
    i=0
    grep -o '"a":"[^"]*"' "$f" | cut -d'"' -f4 | sort -u | sed -n 1,15p | while read -r a; do
      i=$((i + 1))
      { game_line "$g"; printf '\0'; printf '%s' "$a"; } > "$out/${g}_$(basename "$f" .json)_$i"
      { game_line "$g"; printf '8'; printf '%s' "$a"; } > "$out/${g}_$(basename "$f" .json)_${i}_moved"
    done
  done
  copy_hand_made ;;
settings)
  copy_hand_made ;;
sounds)
  cp "$src/sounds/sounds.json" "$out/sounds.json"
  copy_hand_made ;;
ladder | wire)
  copy_hand_made ;;
rules)
  for f in "$src"/data/rules/*/*.md; do
    cp "$f" "$out/$(basename "$(dirname "$f")")_$(basename "$f")"
  done
  for f in "$src"/data/rules/*/figures/*; do
    g=$(basename "$(dirname "$(dirname "$f")")") ext=${f##*.}
    { printf '# Figure\n\n![A **figure** of %s](figures/%s/fuzz.%s#road)\n\n1. after\n' "$g" "$g" "$ext"
      printf '\0'; cat "$f"; } > "$out/figure_${g}_$(basename "$f")"
  done ;;
*) echo "seeds.sh: unknown harness $name" >&2; exit 2 ;;
esac
