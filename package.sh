#!/usr/bin/env bash
# Builds the Debian package of CityBox and prints its path:
#   ./package.sh            -> build/release/citybox_<version>_<arch>.deb
# Then: sudo apt install ./build/release/citybox_<version>_amd64.deb (see packaging/README.md).
# Installs what is missing (Debian packages), configures build/release (Release, prefix /usr),
# then builds and packages with CPack: cmake --build build/release --target package.
set -euo pipefail
cd "$(dirname "$0")"
source tools/setup.sh
# shellcheck disable=SC2086
cb_install $cb_packages_build ${cb_packages_package:-dpkg-dev file}
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr >/dev/null
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' build/release/CMakeCache.txt)
deb=build/release/citybox_${version}_$(dpkg --print-architecture).deb
rm -f "$deb"
log=build/release/package.log
if ! cmake --build build/release -j"$(cb_jobs)" --target package > "$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "package.sh: the build or CPack failed; the whole output is in $log" >&2
    exit 1
fi
[ -f "$deb" ] || { echo "package.sh: $deb was not made (see $log)" >&2; exit 1; }
echo "$(pwd)/$deb"
