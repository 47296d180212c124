#!/usr/bin/env bash
# The phone page in a real browser: Fun City (until the end, with a NEVER! claimed from a phone)
# and Infinite City to the end, each with two phone seats that are headless Chromium pages 360 px
# wide (Debian's chromium and chromium-driver, driven by python3-selenium), the second in French,
# opened from the QR codes on the shared screen and played by tapping the page's buttons; the
# table on the wall clock (a reaction's countdown as people see it). tests/net/phone_play.py;
# screenshots of the phone pages and the shared screen kept in CITYBOX_SHOTS when set.
source "$(dirname "$0")/../../tools/app_common.sh"
export T
games="funcity infinitecity"
# under ASan + UBSan CityBox draws several times slower while the pages play on the wall clock:
# Infinite City's whole game there (Fun City's, with its countdowns, in the normal pass)
[ -n "${CITYBOX_SANITIZED:-}" ] && games="infinitecity"
for game in $games; do
    rm -f "$T/mid" "$T/gone" "$T/over"
    /usr/bin/python3 "$(dirname "$0")/../phone_play.py" "$game" browser || fail "$game in the browser"
done
echo "phone_browser: Fun City and Infinite City played to the end from phone pages: ok"
