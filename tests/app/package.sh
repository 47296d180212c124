#!/usr/bin/env bash
# The Debian package: CPack builds it from the build under test, dpkg unpacks it into a temporary
# folder, and the unpacked copy of citybox (no CITYBOX_DATA) must find its own data there and
# draw the main menu like the golden picture. Then: the files a desktop expects are in the
# package, the metainfo passes appstreamcli, and the dependencies were computed from the binary.
# Skipped (exit 0 with a note) when dpkg-shlibdeps or file is missing (Debian packages dpkg-dev,
# file). Build the real package with ./package.sh (see packaging/README.md).
source "$(dirname "$0")/../tools/app_common.sh"
for tool in cpack dpkg-deb dpkg-shlibdeps file; do
    command -v $tool > /dev/null || { echo "SKIP: $tool is missing (packages dpkg-dev, file)"; exit 0; }
done
: "${CITYBOX_BUILD:?run through ctest}"

# ---- build the package (the build is up to date: ctest runs after it) -------------------------
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$CITYBOX_BUILD/CMakeCache.txt")
app_id=$(sed -n 's/^CITYBOX_APP_ID:STRING=//p' "$CITYBOX_BUILD/CMakeCache.txt")
[ -n "$version" ] && [ -n "$app_id" ] || fail "no version or CITYBOX_APP_ID in $CITYBOX_BUILD/CMakeCache.txt"
# (CPack runs dpkg-shlibdeps, which must not see the test's LD_PRELOAD of Mesa under ASan.)
(cd "$T" && env -u LD_PRELOAD timeout 240 cpack --config "$CITYBOX_BUILD/CPackConfig.cmake" -B "$T/pkg" \
    > "$T/cpack.log" 2>&1) || { cat "$T/cpack.log" >&2; fail "cpack failed"; }
deb="$T/pkg/citybox_${version}_$(dpkg --print-architecture).deb"
[ -f "$deb" ] || { cat "$T/cpack.log" >&2; ls "$T/pkg" >&2; fail "no $deb"; }

# ---- control fields --------------------------------------------------------------------------
dpkg-deb -f "$deb" Package Version Section Depends Recommends > "$T/control"
grep -qx "Package: citybox" "$T/control" || fail "package name: $(cat "$T/control")"
grep -qx "Version: $version" "$T/control" || fail "version is not $version"
grep -qx "Section: games" "$T/control" || fail "section is not games"
depends=$(dpkg-deb -f "$deb" Depends)
# computed by dpkg-shlibdeps (versioned library packages), plus by hand the fonts and the two
# libraries loaded after the first frame (src/platform/late_lib.h: SDL_image 2.6 for its SVG sizes)
for dep in 'libsdl2-2\.0-0 (>= ' 'libsdl2-image-2\.0-0 (>= ' 'libsdl2-ttf-2\.0-0 (>= ' \
    'libsdl2-mixer-2\.0-0 (>= ' 'libepoxy0 (>= ' 'libsodium23 (>= ' 'libmd4c0 (>= ' 'libc6 (>= ' 'fonts-dejavu-core'; do
    grep -q "$dep" <<< "$depends" || fail "Depends lacks ${dep%% (*}: $depends"
done

# ---- contents --------------------------------------------------------------------------------
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' > "$T/files"
bin=/usr/games/citybox
grep -qx "$bin" "$T/files" || bin=/usr/bin/citybox
for f in "$bin" /usr/share/citybox/shaders/batch.vert /usr/share/citybox/data/art/logo.svg \
    /usr/share/citybox/sounds/sounds.json \
    /usr/share/locale/en/LC_MESSAGES/citybox.mo /usr/share/locale/fr/LC_MESSAGES/citybox.mo \
    "/usr/share/applications/$app_id.desktop" "/usr/share/metainfo/$app_id.metainfo.xml" \
    /usr/share/icons/hicolor/scalable/apps/citybox.svg \
    /usr/share/icons/hicolor/{64x64,128x128,256x256}/apps/citybox.png \
    /usr/share/man/man6/citybox.6.gz \
    /usr/share/doc/citybox/copyright /usr/share/doc/citybox/changelog.gz; do
    grep -qx "$f" "$T/files" || fail "$f is not in the package"
done
! grep -q '\.py$\|README' "$T/files" || fail "development files in the package: $(grep '\.py$\|README' "$T/files")"

root="$T/root"
dpkg -x "$deb" "$root"
file "$root$bin" | grep -q "ELF.*stripped" || fail "binary: $(file "$root$bin")"
file "$root$bin" | grep -q "not stripped" && fail "the packaged binary is not stripped"
for px in 64 128 256; do
    file "$root/usr/share/icons/hicolor/${px}x${px}/apps/citybox.png" | grep -q "$px x $px, 8-bit/color RGBA" ||
        fail "icon ${px}px: $(file "$root/usr/share/icons/hicolor/${px}x${px}/apps/citybox.png")"
done
gzip -t "$root/usr/share/man/man6/citybox.6.gz" "$root/usr/share/doc/citybox/changelog.gz" || fail "bad gzip"
grep -q "^Exec=citybox$" "$root/usr/share/applications/$app_id.desktop" || fail "desktop entry: no Exec=citybox"
grep -q "^Icon=citybox$" "$root/usr/share/applications/$app_id.desktop" || fail "desktop entry: no Icon=citybox"
if command -v appstreamcli > /dev/null; then
    appstreamcli validate --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml" > "$T/as.txt" 2>&1 ||
        { cat "$T/as.txt" >&2; fail "appstreamcli validate failed"; }
else
    echo "note: appstreamcli is missing (package appstream): metainfo not validated"
fi
if command -v desktop-file-validate > /dev/null; then
    desktop-file-validate "$root/usr/share/applications/$app_id.desktop" || fail "desktop-file-validate"
fi

# ---- the unpacked copy runs on its own data --------------------------------------------------
golden="$CITYBOX_SOURCE/tests/golden/menu-1280x720.png"
menu() { # out.png: the unpacked binary draws the menu, pointer in a corner (as render_menu.sh)
    printf '0.1 move 2 2\n1.0 screenshot %s\n1.2 quit\n' "$1" > "$T/script.txt"
    (cd "$T" && env -u CITYBOX_DATA timeout 120 "$root$bin" --windowed 1280x720 --lang en \
        --script "$T/script.txt") || fail "the unpacked citybox failed"
    [ -s "$1" ] || fail "no screenshot $1"
}
menu "$T/menu.png"
if "$CITYBOX_IMGDIFF" "$T/menu.png" "$golden" 1.0 12; then
    :
else
    rc=$?
    cp "$T/menu.png" /tmp/citybox-package-menu.png
    [ $rc = 2 ] || fail "the packaged menu differs from the golden (actual: /tmp/citybox-package-menu.png)"
    # sizes differ (a display that scales): at least not blank
    colors=$(convert "$T/menu.png" -format %k info: 2> /dev/null || echo 0)
    [ "$colors" -gt 50 ] || fail "the packaged menu looks blank ($colors colours)"
fi
# Proof that the copy read the package's data and not the source tree's: without the logo in the
# unpacked tree, the menu draws its fallback emblem and no longer matches.
rm "$root/usr/share/citybox/data/art/logo.svg"
menu "$T/menu-nologo.png"
# (The logo is small: compared with the first picture, where two runs of one binary agree.)
if "$CITYBOX_IMGDIFF" "$T/menu-nologo.png" "$T/menu.png" 0.05 12; then
    fail "the unpacked citybox did not use its own data folder (removing its logo changed nothing)"
fi
echo "package OK: $(basename "$deb"), $(wc -l < "$T/files") entries"
