# Shared by the app tests: a private X server and preference folder, and helpers. Sourced.
set -euo pipefail
: "${CITYBOX_BIN:?run through ctest}"
# Each app test gets an X server of its own (ctest runs them in parallel, and windows on a
# shared display would take each other's pointer events). Without xvfb-run, the display the
# suite was given is used as it is.
if [ -z "${CITYBOX_PRIVATE_X:-}" ] && command -v xvfb-run > /dev/null; then
    export CITYBOX_PRIVATE_X=1
    # a display number from our process id (parallel `xvfb-run -a` calls can pick the same
    # one), moved on past any number a running server holds: two ids 700 apart met once on a
    # clean machine ("Xvfb failed to start")
    n=$((200 + $$ % 700))
    while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((200 + (n - 199) % 700)); done
    # a test may ask for another screen (a fullscreen window takes the screen's size)
    exec xvfb-run -n "$n" -s "-screen 0 ${CITYBOX_TEST_SCREEN:-1920x1080}x24" bash "$0" "$@"
fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export CITYBOX_PREF_DIR="$T/pref"
mkdir -p "$CITYBOX_PREF_DIR"
fail() { echo "FAIL: $*" >&2; exit 1; }
