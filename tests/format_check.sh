#!/usr/bin/env bash
# The code follows .clang-format (run tools/format.sh to fix).
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"
command -v clang-format >/dev/null || { echo "clang-format not installed: skipped"; exit 0; }
files=$(git ls-files 'src/*.c' 'src/*.h' 'tests/*.c' 2>/dev/null || find src tests -name '*.[ch]')
bad=0
for f in $files; do
  [ -f "$f" ] || continue
  if ! clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then echo "not formatted: $f"; bad=1; fi
done
[ $bad = 0 ] && echo "format: all files follow .clang-format"
exit $bad
