#!/usr/bin/env bash
# Installs the Debian packages CityBox needs (only those missing), with sudo when not root.
# Sourced by run.sh and test.sh. Nothing is downloaded but Debian packages.
cb_packages_build="cmake make gcc pkg-config gettext libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev
 libsdl2-mixer-dev libcglm-dev libepoxy-dev libchipmunk-dev libcjson-dev libsodium-dev liblz4-dev
 libmd4c-dev libwebsockets-dev libqrencode-dev fonts-dejavu-core libgl1-mesa-dri"
# xfonts-base: SDL's X11 message box needs X core fonts (without them CityBox falls back to
# xmessage from x11-utils; tests/app/no_gl.sh checks both)
# dpkg-dev, file: CPack's Debian package (dpkg-shlibdeps computes its dependencies); appstream,
# desktop-file-utils: tests/app/package.sh validates the packaged metainfo and desktop entry
cb_packages_package="dpkg-dev file"
cb_packages_test="libcmocka-dev xvfb xauth x11-utils xfonts-base clang-format valgrind imagemagick
 xdotool $cb_packages_package appstream desktop-file-utils clang libclang-rt-dev python3-websocket
 zbar-tools chromium chromium-driver python3-selenium"
# python3-websocket: the phones of tests/net/ (a WebSocket client); zbar-tools: they read the
# shared screen's QR codes (zbarimg), as a phone's camera does; chromium, chromium-driver,
# python3-selenium: the phone page in a real browser (tests/net/app/phone_browser.sh)
# clang, libclang-rt-dev: libFuzzer for the loaders' fuzz harnesses (tests/fuzz, tools/fuzz.sh);
# the unversioned names follow Debian's default clang (14 on Debian 12, 19 on Debian 13)

cb_install() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "citybox: installing Debian packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

cb_jobs() { nproc 2>/dev/null || echo 2; }
