#!/usr/bin/env bash
# Every string marked with _() or N_() in src/ must have a French translation in po/fr/*.po,
# and no French translation may be fuzzy or empty. English is the source language.
set -euo pipefail
src=${1:-$(dirname "$0")/..}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
find "$src/src" -name '*.[ch]' | sort > "$tmp/files"
xgettext --from-code=UTF-8 -k_ -kN_ -kC_:1c,2 --language=C --no-location -f "$tmp/files" -o "$tmp/citybox.pot"
msgcat --use-first -o "$tmp/fr.po" "$src"/po/fr/*.po
# msgcmp: every msgid of the template must be in the catalog (fuzzy ones do not count).
msgcmp "$tmp/fr.po" "$tmp/citybox.pot"
stats=$(msgfmt --check-format --statistics -o /dev/null "$tmp/fr.po" 2>&1)
echo "fr: $stats"
case "$stats" in *untranslated*|*fuzzy*) echo "French catalog incomplete" >&2; exit 1;; esac
# The phone page (data/phone/phone.js) carries its own words: each in English and in French.
python3 - "$src/data/phone/phone.js" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
table = text[text.index("const WORDS"):text.index("};", text.index("const WORDS"))]
keys = {}
for lang, body in re.findall(r"\b(en|fr): \{(.*?)\n  \}", table, re.S):
    keys[lang] = set(re.findall(r"(\w+): \"", body))
missing = {l: sorted(keys.get("en", set()) ^ keys.get(l, set())) for l in ("en", "fr")}
if len(keys) != 2 or len(keys["en"]) < 10 or any(missing.values()):
    sys.exit("phone page: words not in both languages: %s" % missing)
print("phone page: %d words in English and French" % len(keys["en"]))
PY
echo "i18n: French and English catalogs complete"
