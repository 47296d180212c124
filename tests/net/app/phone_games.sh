#!/usr/bin/env bash
# Seats played from phones, a whole game each of Fun City (with a NEVER! claimed from a phone) and
# Infinite City, through the real window: tests/net/phone_play.py (the phones scan the QR codes on
# the shared screen with zbarimg and play over real sockets on 127.0.0.1, Debian's python3-websocket).
source "$(dirname "$0")/../../tools/app_common.sh"
export T
for game in funcity infinitecity; do
    rm -f "$T/mid" "$T/gone" "$T/over"
    /usr/bin/python3 "$(dirname "$0")/../phone_play.py" "$game" || fail "$game with phones"
done
echo "phone_games: Fun City and Infinite City played to the end from phones: ok"
