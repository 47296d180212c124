#!/usr/bin/env bash
# The first frame's picture kept between runs (src/render/gfx_snapshot.c), and its glyphs
# rendered ahead (gfx_text_prewarm): a second start with
# the same first frame shows the kept picture, pixel for pixel what drawing gives; a first
# frame that differs (another language) is drawn, never the stale picture; a damaged or cut
# file is not used, and is replaced by a whole one; CITYBOX_FIRST_FRAME_CACHE=0 always draws.
source "$(dirname "$0")/../tools/app_common.sh"
kept="$CITYBOX_PREF_DIR/first-frame.bin"
whole() { # the header's packed size plus the header is the file's size
  python3 -c "import struct,sys,os; d=open(sys.argv[1],'rb').read(36); sys.exit(not (d[:8]==b'CBFRAME3' and struct.unpack('<III',d[16:28])[:2]==(1280,720) and 36+struct.unpack('<I',d[24:28])[0]==os.path.getsize(sys.argv[1])))" "$kept"
}
start() { # $1: screenshot, then citybox's arguments; the log on stderr goes to $1.log
  local shot=$1
  shift
  timeout 120 "$CITYBOX_BIN" --windowed 1280x720 --screenshot "$shot" --frames 1 "$@" \
    2> "$shot.log" || { cat "$shot.log"; fail "citybox $* failed"; }
}
used() { grep -q "the first frame is the picture kept" "$1.log"; }
same() { "$CITYBOX_IMGDIFF" "$1" "$2" 0 0 || fail "$1 and $2 differ"; }

# a first start draws its first frame and keeps it
start "$T/a.png" --lang en
used "$T/a.png" && fail "a first start used a kept picture"
whole || fail "the first frame was not kept whole ($kept)"
# the second start shows it: the same pixels as drawing
start "$T/b.png" --lang en
used "$T/b.png" || { cat "$T/b.png.log"; fail "the second start drew its first frame again"; }
same "$T/a.png" "$T/b.png"
# drawn again, from the glyphs a worker rendered while the window opened (the list the first
# start kept): the same pixels as the first start's, which rendered them on the main thread
CITYBOX_FIRST_FRAME_CACHE=0 start "$T/drawn.png" --lang en
used "$T/drawn.png" && fail "CITYBOX_FIRST_FRAME_CACHE=0 used the kept picture"
grep -q "glyphs of the first screen rendered while the window opened" "$T/drawn.png.log" \
  || { cat "$T/drawn.png.log"; fail "the first screen's glyphs were not rendered ahead"; }
same "$T/drawn.png" "$T/b.png"

# another first frame (the French menu): drawn, not the English picture; then kept in its place
start "$T/fr.png" --lang fr
used "$T/fr.png" && fail "the French menu showed the English menu's kept picture"
"$CITYBOX_IMGDIFF" "$T/fr.png" "$T/a.png" 0 0 2> /dev/null && fail "the French menu looks English"
CITYBOX_FIRST_FRAME_CACHE=0 start "$T/fr-drawn.png" --lang fr
same "$T/fr.png" "$T/fr-drawn.png"
start "$T/fr2.png" --lang fr
used "$T/fr2.png" || fail "the French menu's picture was not kept"
same "$T/fr.png" "$T/fr2.png"

# a file cut short, with bytes after the picture, or with its picture damaged: not used,
# replaced by a whole one
for damage in cut long bad; do
  if [ $damage = bad ]; then # one packed byte changed in their middle
    python3 -c "import sys; p=sys.argv[1]; d=bytearray(open(p,'rb').read()); d[len(d)//2]^=1; open(p,'wb').write(d)" "$kept"
  elif [ $damage = cut ]; then
    head -c $(($(stat -c %s "$kept") / 2)) "$kept" > "$T/x" && mv "$T/x" "$kept"
  else
    printf 'x' >> "$kept"
  fi
  start "$T/$damage.png" --lang fr
  used "$T/$damage.png" && fail "a $damage file was used"
  same "$T/$damage.png" "$T/fr-drawn.png"
  whole || fail "the $damage file was not replaced by a whole one"
done
echo "ok: the kept first frame is used only when it is the frame, pixel for pixel"
