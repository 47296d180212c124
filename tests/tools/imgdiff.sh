#!/usr/bin/env bash
# imgdiff.sh: compares two PNGs with ImageMagick's `compare` (Debian's imagemagick, which the
# tests install). Usage: imgdiff.sh A.png B.png [max_percent (0.5)] [tolerance (8)]
# Prints the share of pixels whose colours lie further apart than the tolerance (a distance in
# 0..255 levels, ImageMagick's -fuzz); exits 1 when it is above max_percent, 2 when an image
# cannot be read or the sizes differ.
set -u
[ $# -ge 2 ] || { echo "usage: imgdiff.sh A.png B.png [max_percent] [tolerance]" >&2; exit 2; }
a=$1 b=$2 max=${3:-0.5} tol=${4:-8}
sa=$(identify -format '%wx%h' "$a" 2> /dev/null) || { echo "imgdiff: cannot read $a" >&2; exit 2; }
sb=$(identify -format '%wx%h' "$b" 2> /dev/null) || { echo "imgdiff: cannot read $b" >&2; exit 2; }
[ "$sa" = "$sb" ] || { echo "imgdiff: sizes differ: $sa vs $sb" >&2; exit 2; }
fuzz=$(awk -v t="$tol" 'BEGIN { printf "%.6f", t * 100 / 255 }')
# compare prints the count of differing pixels (AE) on stderr; exit 0 same, 1 different, 2 error
ae=$(compare -metric AE -fuzz "$fuzz%" "$a" "$b" null: 2>&1)
rc=$?
[ $rc -le 1 ] || { echo "imgdiff: compare failed: $ae" >&2; exit 2; }
awk -v ae="$ae" -v size="$sa" -v max="$max" 'BEGIN {
    split(size, d, "x"); pct = 100 * ae / (d[1] * d[2])
    printf "imgdiff: %.3f%% of %s pixels differ (limit %.3f%%)\n", pct, size, max
    exit pct > max ? 1 : 0 }'
