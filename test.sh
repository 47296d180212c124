#!/usr/bin/env bash
# Installs what is missing (Debian packages), builds CityBox with its tests and runs the whole
# suite with ctest: once in a normal build, once under AddressSanitizer + UndefinedBehaviorSanitizer.
# Without a display the suite runs under Xvfb (or SDL's offscreen driver if Xvfb is missing).
# The ASan pass ends with a few seconds of real libFuzzer on every loader (clang, tests/fuzz).
# ./test.sh -R mycity   passes extra arguments to ctest.  CITYBOX_NO_ASAN=1 skips the ASan pass.
set -euo pipefail
cd "$(dirname "$0")"
source tools/setup.sh
# shellcheck disable=SC2086
cb_install $cb_packages_build $cb_packages_test

run_suite() { # build-dir, extra cmake args...
  local dir=$1; shift
  cmake -S . -B "$dir" -DCITYBOX_TESTS=ON "$@" >/dev/null
  cmake --build "$dir" -j"$(cb_jobs)" 2>&1 | grep -Ev '^\[|^-- ' || true
  cmake --build "$dir" -j"$(cb_jobs)" >/dev/null # fail here if the build failed
  local ctest=(ctest --test-dir "$dir" --output-on-failure -j"$(cb_jobs)" "${CTEST_ARGS[@]}")
  if [ -z "${DISPLAY:-}" ] && command -v xvfb-run >/dev/null; then
    xvfb-run -a -s "-screen 0 1920x1080x24" "${ctest[@]}"
  elif [ -z "${DISPLAY:-}" ]; then
    SDL_VIDEODRIVER=offscreen "${ctest[@]}"
  else
    "${ctest[@]}"
  fi
}

CTEST_ARGS=("$@")
echo "== tests (Release: what ./run.sh builds) =="
run_suite build/test -DCMAKE_BUILD_TYPE=Release
if [ "${CITYBOX_NO_ASAN:-0}" != 1 ]; then
  echo "== tests under ASan + UBSan =="
  run_suite build/asan -DCMAKE_BUILD_TYPE=Debug -DCITYBOX_SANITIZE=ON
  if [ ${#CTEST_ARGS[@]} -eq 0 ]; then
    echo "== libFuzzer smoke of the loaders (clang, ASan + UBSan) =="
    CC=clang cmake -S . -B build/fuzz -DCITYBOX_TESTS=ON -DCITYBOX_SANITIZE=ON -DCITYBOX_FUZZ=ON \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
    targets=$(sed -n 's/^set(CB_FUZZ_HARNESSES \(.*\))$/\1/p' tests/fuzz/CMakeLists.txt)
    # shellcheck disable=SC2046
    cmake --build build/fuzz -j"$(cb_jobs)" --target $(printf 'fuzz_%s ' $targets) 2>&1 |
      grep -Ev '^\[|^-- ' || true
    # shellcheck disable=SC2046
    cmake --build build/fuzz -j"$(cb_jobs)" --target $(printf 'fuzz_%s ' $targets) >/dev/null
    ctest --test-dir build/fuzz --output-on-failure -j"$(cb_jobs)" -L fuzz
  fi
fi
