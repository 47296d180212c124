#!/usr/bin/env bash
# A player's files follow the XDG base directories (as the installed package runs them):
# settings in $XDG_CONFIG_HOME/citybox, the log in $XDG_STATE_HOME/citybox, saves in SDL's
# pref path under $XDG_DATA_HOME; with the variables unset, the ~/.config, ~/.local/state and
# ~/.local/share defaults. Settings left beside the saves by an older CityBox are moved over.
source "$(dirname "$0")/../tools/app_common.sh"
unset CITYBOX_PREF_DIR XDG_CONFIG_HOME XDG_STATE_HOME XDG_DATA_HOME
export HOME="$T/home"
legacy="$HOME/.local/share/CityBox/citybox"
mkdir -p "$legacy"
echo '{"format":"citybox-settings","version":1,"language":"fr","bot_pace":"fast"}' \
  > "$legacy/settings.json"
timeout 120 "$CITYBOX_BIN" --windowed 640x360 --screenshot "$T/a.png" 2> "$T/err" ||
  { cat "$T/err"; fail "app failed with the default XDG folders"; }
log="$HOME/.local/state/citybox/citybox.log"
[ -s "$log" ] || fail "no log at $log"
[ -s "$HOME/.config/citybox/settings.json" ] || fail "settings not moved to ~/.config/citybox"
grep -q '"fr"' "$HOME/.config/citybox/settings.json" || fail "moved settings lost the language"
grep -q "settings: moved from" "$log" || fail "the move is not in the log"
[ -s "$legacy/settings.json" ] || fail "the old settings file must be left where it was"

export XDG_CONFIG_HOME="$T/cfg" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
timeout 120 "$CITYBOX_BIN" --windowed 640x360 --screenshot "$T/b.png" 2> "$T/err" ||
  { cat "$T/err"; fail "app failed with XDG variables set"; }
[ -s "$T/state/citybox/citybox.log" ] || fail "no log in \$XDG_STATE_HOME/citybox"
[ -d "$T/cfg/citybox" ] || fail "no \$XDG_CONFIG_HOME/citybox folder"
[ -d "$T/data/CityBox/citybox" ] || fail "no save folder in \$XDG_DATA_HOME"
echo "XDG folders: config, state and data used; legacy settings moved"
