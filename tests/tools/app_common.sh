# Shared by the app tests: a private preference folder and helpers. Sourced, not run.
set -euo pipefail
: "${CITYBOX_BIN:?run through ctest}"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export CITYBOX_PREF_DIR="$T/pref"
mkdir -p "$CITYBOX_PREF_DIR"
fail() { echo "FAIL: $*" >&2; exit 1; }
