#!/usr/bin/env bash
# The evening ladder shows who played with a handicap: a ladder file with two games where Chloé
# had one (levels 2 and 1); the ladder screen, opened from the menu by a mouse click, says
# "with a handicap: 2" beside her name, in English and in French.
source "$(dirname "$0")/../../tools/app_common.sh"
cat > "$CITYBOX_PREF_DIR/ladder.json" <<'J'
{"format":"citybox-ladder","version":1,"active":true,"started":"2026-12-03 19:30",
 "players":["Ann","Bob","Chloé"],
 "games":[{"game":"mycity","key":"1","seats":[{"name":"Ann","rank":2,"points":3},
                                          {"name":"Chloé","rank":1,"points":5,"handicap":2}]},
          {"game":"infinitecity","key":"2","seats":[{"name":"Bob","rank":1,"points":5},
                                          {"name":"Chloé","rank":2,"points":3,"handicap":1}]}]}
J
for lang in en fr; do
  want="with a handicap: 2"
  [ $lang = fr ] && want="avec handicap : 2"
  printf '0.5 click 1150 40\n1.5 expect-top ladder\n1.6 expect-text %s\n1.8 quit\n' "$want" > "$T/s.txt"
  timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --lang $lang --script "$T/s.txt" > "$T/out" 2> "$T/err" \
    || { cat "$T/out" "$T/err"; fail "ladder script ($lang)"; }
  cat "$T/out"
  [ "$(grep -c ': ok' "$T/out")" -eq 2 ] || fail "expected 2 passing checks ($lang)"
done
echo "ladder: handicaps shown beside the name (en, fr): ok"
