#!/usr/bin/env bash
# The Debian package as a player meets it: ./package.sh builds it, apt installs it (with its
# dependencies from Debian), and a user who is not root starts the installed citybox under a
# private X server, in French on whatever locales this machine has, and checks what it drew.
# Run as root on a clean machine: ../shared/tools/fresh-debian tools/deb_check.sh (Debian 12),
# FRESH_DEBIAN_SUITE=trixie ../shared/tools/fresh-debian tools/deb_check.sh (Debian 13).
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" = 0 ] || { echo "deb_check: run as root (it installs the package and adds a user)" >&2; exit 2; }
source tools/setup.sh
cb_install xvfb xauth passwd # passwd: useradd
deb=$(./package.sh | tail -n 1)
echo "deb_check: built $deb ($(du -k "$deb" | cut -f1) KiB) on $(. /etc/os-release; echo "$PRETTY_NAME")"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" > /tmp/deb_check_apt.log 2>&1 ||
  { tail -n 30 /tmp/deb_check_apt.log; echo "deb_check: apt could not install $deb" >&2; exit 1; }
dpkg -s citybox | sed -n 's/^\(Version\|Status\): /  \1: /p'
id player > /dev/null 2>&1 || useradd -m -s /bin/bash player
echo "deb_check: locales on this machine: $(locale -a 2>/dev/null | tr '\n' ' ')"
su - player -c 'citybox --version'
cat > /tmp/deb_check_script.txt << 'SCRIPT'
0.1 move 2 2
1.0 expect-text Réglages
1.0 expect-text Quitter
1.0 expect-text Mode club
1.1 screenshot /home/player/menu-fr.png
1.3 quit
SCRIPT
chmod 644 /tmp/deb_check_script.txt
su - player -c 'env LANG=C.UTF-8 SDL_AUDIODRIVER=dummy xvfb-run -a -s "-screen 0 1280x720x24" \
  citybox --windowed 1280x720 --lang fr --script /tmp/deb_check_script.txt'
test -s /home/player/menu-fr.png || { echo "deb_check: no screenshot" >&2; exit 1; }
ls -l /home/player/.local/state/citybox/citybox.log
echo "deb_check: OK: installed citybox started for user 'player' and drew the French menu" \
  "($(stat -c %s /home/player/menu-fr.png) bytes of PNG, sha256 $(sha256sum < /home/player/menu-fr.png | cut -c1-16))"
