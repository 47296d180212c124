#!/usr/bin/env bash
# French shows whatever locales the system has: the app runs under LANG=C.UTF-8 (the only
# locale of a minimal install or a club's kiosk machine) with --lang fr, and the menu it draws
# must be French; then with LANG=fr_FR.UTF-8 and no such locale installed, French is picked
# from the environment. The screenshots are kept in the build folder to be looked at.
source "$(dirname "$0")/../tools/app_common.sh"
shots="$CITYBOX_BUILD/shots"
mkdir -p "$shots"
if locale -a 2>/dev/null | grep -qi '^fr'; then
  echo "note: this system has a French locale; the test still runs with LANG=C.UTF-8"
fi
cat > "$T/fr.txt" <<SCRIPT
0.1 move 2 2
1.0 expect-text Réglages
1.0 expect-text Quitter
1.0 expect-text À propos
1.0 expect-text Mode club
1.1 screenshot $shots/menu-fr-c-utf8.png
1.3 quit
SCRIPT
env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 timeout 120 "$CITYBOX_BIN" \
  --windowed 1280x720 --lang fr --script "$T/fr.txt" > "$T/out.txt" 2>&1 \
  || { cat "$T/out.txt"; fail "--lang fr under LANG=C.UTF-8 did not draw the French menu"; }
grep -c ': ok$' "$T/out.txt" | grep -qx 4 || { cat "$T/out.txt"; fail "expected 4 checks"; }

# No --lang, a French LANG whose locale the system lacks: French from the environment.
sed -i "s#menu-fr-c-utf8#menu-fr-lang-env#" "$T/fr.txt"
env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=fr_FR.UTF-8 timeout 120 "$CITYBOX_BIN" \
  --windowed 1280x720 --script "$T/fr.txt" > "$T/out2.txt" 2>&1 \
  || { cat "$T/out2.txt"; fail "LANG=fr_FR.UTF-8 without that locale did not draw French"; }

# And English stays English under the same C.UTF-8 locale.
printf '0.1 move 2 2\n1.0 expect-text Settings\n1.0 expect-text Quit\n1.2 quit\n' > "$T/en.txt"
env -u LANGUAGE -u LC_ALL LANG=C.UTF-8 timeout 120 "$CITYBOX_BIN" --windowed 1280x720 \
  --lang en --script "$T/en.txt" > "$T/out3.txt" 2>&1 || { cat "$T/out3.txt"; fail "English menu"; }
echo "French menu drawn under LANG=C.UTF-8 ($shots/menu-fr-c-utf8.png)"
