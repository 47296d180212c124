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
echo "i18n: French and English catalogs complete"
