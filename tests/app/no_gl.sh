#!/usr/bin/env bash
# Without OpenGL 3.3 the app explains it and exits cleanly (exit 1, no crash, no core dump).
# CITYBOX_GL_VERSION asks for a version this machine does not have.
source "$(dirname "$0")/../tools/app_common.sh"
set +e
CITYBOX_GL_VERSION=9.9 timeout 60 "$CITYBOX_BIN" --windowed 640x480 --screenshot "$T/x.png" 2> "$T/err"
code=$?
set -e
[ $code -eq 1 ] || { cat "$T/err"; fail "exit $code, want 1"; }
grep -q "needs OpenGL 9.9" "$T/err" || { cat "$T/err"; fail "message names the missing OpenGL"; }
[ ! -e "$T/x.png" ] || fail "no screenshot without GL"
echo "no GL: clear message, exit 1"
