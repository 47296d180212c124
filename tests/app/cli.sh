#!/usr/bin/env bash
# The headless command line of the real binary: exit codes, byte-for-byte deterministic
# selfplay, replay --verify of a selfplay save and of the golden games, score sheets, bench.
# Needs CITYBOX_BIN (set by ctest) and opens no window.
set -euo pipefail
bin=${CITYBOX_BIN:?CITYBOX_BIN must name the built citybox binary}
src=${CITYBOX_SOURCE:-$(dirname "$0")/../..}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
expect_rc() { # expect_rc CODE command...
    local want=$1; shift
    set +e; "$@" >"$tmp/out" 2>"$tmp/err"; local rc=$?; set -e
    [ "$rc" = "$want" ] || fail "$* exited $rc, not $want: $(cat "$tmp/err")"
}
export SDL_VIDEODRIVER=offscreen # the CLI must not need it; this only keeps a bug from hanging

# selfplay: same arguments, same bytes
for game in template mycity; do
    args=(selfplay "$game" --games 3 --seed 42 --save-dir "$tmp/saves")
    expect_rc 0 "$bin" "${args[@]}"; cp "$tmp/out" "$tmp/a"
    expect_rc 0 "$bin" "${args[@]}"; cmp -s "$tmp/a" "$tmp/out" || fail "$game selfplay differs"
    [ "$(wc -l < "$tmp/a")" = 4 ] || fail "$game selfplay: 3 games + summary expected"
    grep -q '"summary":"selfplay"' "$tmp/a" || fail "$game: no summary line"
done
expect_rc 0 "$bin" selfplay template --games 2 --seats random,bot:hard --option stones=15

# replay and score of what selfplay saved, and of the golden games
for f in "$tmp"/saves/*.json "$src"/tests/*/data/golden.json; do
    expect_rc 0 "$bin" replay "$f" --verify
    grep -q '"verified":true' "$tmp/out" || fail "replay --verify $f: $(cat "$tmp/out")"
    expect_rc 0 "$bin" score "$f"
    grep -q 'Winners:' "$tmp/out" || fail "score $f printed no winners"
done

# bench prints one JSON line per game
expect_rc 0 "$bin" bench template --decisions 1
grep -q '"random_actions_per_s"' "$tmp/out" || fail "bench output: $(cat "$tmp/out")"
expect_rc 0 "$bin" bench mycity --decisions 1 --players 4
grep -q '"players":4' "$tmp/out" || fail "bench --players 4: $(cat "$tmp/out")"

# errors: a message on stderr and exit 2
expect_rc 2 "$bin" selfplay no-such-game
grep -q 'no-such-game' "$tmp/err" || fail "unknown game not named"
expect_rc 2 "$bin" selfplay template --option nosuch=1
expect_rc 2 "$bin" selfplay template --players 9
expect_rc 2 "$bin" replay "$tmp/missing.json"
head -c 40 "$src/tests/template/data/golden.json" > "$tmp/truncated.json"
expect_rc 2 "$bin" replay "$tmp/truncated.json"
grep -q 'JSON' "$tmp/err" || fail "truncated save: $(cat "$tmp/err")"
expect_rc 2 "$bin" score "$tmp/missing.json"
# position files: a referee describes a city and gets its score sheet
for f in "$src"/tests/mycity/data/*.json "$src"/tests/madcity/data/*.json; do
    case "$f" in *golden*) continue ;; esac
    expect_rc 0 "$bin" score "$f"
    grep -q 'Totals:' "$tmp/out" || fail "score $f printed no totals"
done
expect_rc 0 "$bin" score "$src/tests/mycity/data/control.json"
grep -Eq 'Player 1 +7 +#1' "$tmp/out" || fail "control.json: Player 1 should have 7"
grep -q 'Airport (4) at E4 — access Player 1: 4, Player 2: 4, Player 3: 1' "$tmp/out" || fail "control.json: tied airport"
echo '{"game":"mycity","players":2,"board":"not rows"}' > "$tmp/badpos.json"
expect_rc 2 "$bin" score "$tmp/badpos.json"
grep -q 'rows' "$tmp/err" || fail "a bad position names what is wrong: $(cat "$tmp/err")"
# the memory of a load is bounded (core/json_load.h): an oversized file is not even read, a
# dense one is refused before cJSON builds its tree (before: 4.2 GB for a 50 MB array)
head -c $((8 * 1024 * 1024 + 1)) /dev/zero | tr '\0' ' ' > "$tmp/huge.json"
expect_rc 2 "$bin" score "$tmp/huge.json"
grep -q 'larger than 8 MB' "$tmp/err" || fail "an oversized file: $(cat "$tmp/err")"
{ printf '['; for _ in $(seq 4096); do printf '1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,'; done; printf '1]'; } > "$tmp/dense.json"
expect_rc 2 "$bin" score "$tmp/dense.json"
grep -q 'too many values for its size' "$tmp/err" || fail "a dense file: $(cat "$tmp/err")"
expect_rc 2 "$bin" replay "$tmp/dense.json"
grep -q 'too many values for its size' "$tmp/err" || fail "a dense save: $(cat "$tmp/err")"
# selfplay with handicaps: the same games, seat 2's total 10 points higher (5 levels of +2), its
# saves keep them; an out-of-range level is refused
expect_rc 0 "$bin" selfplay mycity --seats bot:easy,bot:easy --games 2 --seed 5
cp "$tmp/out" "$tmp/plain"
expect_rc 0 "$bin" selfplay mycity --seats bot:easy,bot:easy --games 2 --seed 5 --handicaps 0,5 \
    --save-dir "$tmp/hsaves"
python3 - "$tmp/plain" "$tmp/out" << 'PY' || fail "selfplay --handicaps"
import json, sys
plain = [json.loads(l) for l in open(sys.argv[1]) if '"index"' in l]
given = [json.loads(l) for l in open(sys.argv[2]) if '"index"' in l]
assert len(plain) == len(given) == 2
for p, g in zip(plain, given):
    assert g["hash"] == p["hash"] and g["actions"] == p["actions"], (p, g)
    assert g["scores"] == [p["scores"][0], p["scores"][1] + 10], (p, g)
PY
grep -l '"handicaps":\[0,5\]' "$tmp"/hsaves/*.json > /dev/null || fail "selfplay saves lost the handicaps"
expect_rc 2 "$bin" selfplay mycity --seats bot,bot --handicaps 0,9
grep -q "The handicap of player 2 is out of range." "$tmp/err" || fail "handicap 9: $(cat "$tmp/err")"
expect_rc 2 "$bin" selfplay mycity --seats bot,bot --handicaps 0,x
echo "cli: all checks passed"
