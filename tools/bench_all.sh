#!/usr/bin/env bash
# Every timed figure of the README's performance table, in one run, each command as the table's
# last column names it, with the date and the load average printed before it. Run it on a quiet
# machine (load under 1; nothing else running) and copy the figures into the table with their
# date and load. The play-strength rows are counts of deterministic games, the same under any
# load: they are not here (their commands are in the table). Takes about 25 minutes on 2 cores.
# Usage: tools/bench_all.sh [build-dir (build/release)] [output-dir (a new temporary one)]
# Each part's whole output is kept in the output folder; the summary lines go to stdout.
set -uo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
type=()
[ -f "$build/CMakeCache.txt" ] || type=(-DCMAKE_BUILD_TYPE=Release)
cmake -S . -B "$build" "${type[@]}" -DCITYBOX_TESTS=ON > /dev/null
cmake --build "$build" -j2 --target citybox bare_window test_madcity_bot test_megacity_physics \
    test_infinitecity_frame test_json_load megacity_stats funcity_stats infinitecity_stats \
    funcity_sim > /dev/null || { echo "bench_all: the build failed" >&2; exit 1; }
export BENCH_NO_BUILD=1
part() { # name command...
    local name=$1
    shift
    echo "## $name: $(date -u '+%Y-%m-%d %H:%M') UTC, load $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "\$ $*" > "$out/$name.txt"
    "$@" >> "$out/$name.txt" 2>&1
    echo "   ($? ; $out/$name.txt)"
}
tests=$build/tests
part startup tools/bench_ui.sh "$build" 11
part frames env BENCH_SCENES="madcity:race mycity:late megacity:workshop megacity:city funcity:walk infinitecity:city" \
    tools/bench_frames.sh "$build" 300 3
part input tools/bench_input.sh "$build" 3
part mycity_bench "$build/citybox" bench mycity
part infinitecity_bench "$build/citybox" bench infinitecity --players 4
part funcity_bench "$build/citybox" bench funcity --players 4
part megacity_bench "$build/citybox" bench megacity
part madcity_bot "$tests/test_madcity_bot"
part physics "$tests/test_megacity_physics"
part infinitecity_frame "$tests/test_infinitecity_frame"
part json_load "$tests/test_json_load"
part funcity_reach "$build/games/funcity/funcity_sim" bench
part infinitecity_decisions "$build/games/infinitecity/infinitecity_stats" 30 32 9420000
part funcity_decisions_2 "$build/games/funcity/funcity_stats" 20 32 1
part funcity_decisions_4 "$build/games/funcity/funcity_stats" 10 3322 1
part megacity_decisions "$build/games/megacity/megacity_stats" games 8 3 213 1040
part race_memory tools/bench_race.sh "$build" 300 120
echo "bench_all: done; outputs in $out"
