#!/usr/bin/env bash
# A corrupt settings file: the app starts with defaults, says so, keeps the bad file aside
# byte for byte and never overwrites it.
source "$(dirname "$0")/../tools/app_common.sh"
for bad in '{"format":"citybox-settings","version":1,"ui_scale":' 'not json at all' \
           '{"format":"citybox-settings","version":99}' '[1,2,3]'; do
  rm -rf "$CITYBOX_PREF_DIR"; mkdir -p "$CITYBOX_PREF_DIR"
  printf '%s' "$bad" > "$CITYBOX_PREF_DIR/settings.json"
  timeout 120 "$CITYBOX_BIN" --windowed 640x360 --screenshot "$T/shot.png" 2> "$T/err" \
    || { cat "$T/err"; fail "app failed on settings: $bad"; }
  [ -f "$T/shot.png" ] || fail "no screenshot"
  kept=$(ls "$CITYBOX_PREF_DIR"/settings.json.bad-* 2>/dev/null | head -1)
  [ -n "$kept" ] || fail "bad file not kept aside for: $bad"
  [ "$(cat "$kept")" = "$bad" ] || fail "kept file differs"
  grep -qi "settings" "$CITYBOX_PREF_DIR/citybox.log" || fail "no log line"
done
echo "corrupt settings: defaults used, bad files kept, app ran"
