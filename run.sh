#!/usr/bin/env bash
# Installs what is missing (Debian packages), builds CityBox (Release) and starts it.
# Extra arguments are passed to the game: ./run.sh --lang fr --windowed 1280x720
set -euo pipefail
cd "$(dirname "$0")"
source tools/setup.sh
# shellcheck disable=SC2086
cb_install $cb_packages_build
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DCITYBOX_TESTS=OFF >/dev/null
cmake --build build/release -j"$(cb_jobs)" 2>&1 | grep -v '^\[' || true
test -x build/release/citybox
exec build/release/citybox "$@"
