#!/usr/bin/env python3
"""The phone seats' budgets (issue 31), measured on a running CityBox over 127.0.0.1:

  tap to screen   a phone's tap (the moment its message leaves the phone) to the present of the
                  shared screen's first frame that shows the move: p50, p95, max over TAPS taps
                  of a Fun City game with two phones and a bot (budget: p95 <= 100 ms). Both
                  ends read CLOCK_MONOTONIC: CityBox logs "shown tap SEAT:SEQ at T ms" when
                  CITYBOX_LOG_SHOWN is set (ui_mark_shown).
  memory          CityBox's resident memory with six phones joined and shown their seat's view,
                  less that before any joined, per phone (Infinite City, six phone seats, the
                  join panels gone; budget: under 1 MB).
  page            the bytes of the page's first load, as a phone's browser fetches them: the
                  page, its style sheet and its script (budget: under 200 KB).

Usage: tools/bench_phone.py BUILD_DIR [TAPS]   (Debian's python3 and python3-websocket; runs
under xvfb-run when there is no display). Prints one line per figure and the machine's load."""
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

import websocket

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = sys.argv[1] if len(sys.argv) > 1 else "build/release"
TAPS = int(sys.argv[2]) if len(sys.argv) > 2 else 200


def start(tmp, scene, shot):
    """CityBox on the wall clock with a script that shows the QR codes, then waits for 'quit'."""
    script = os.path.join(tmp, "bench.script")
    with open(script, "w") as f:
        f.write("1 snap %s\n2 wait-file %s/quit\n3 quit\n" % (shot, tmp))
    pref = os.path.join(tmp, "pref")
    os.makedirs(pref, exist_ok=True)
    with open(os.path.join(pref, "settings.json"), "w") as f:
        json.dump({"format": "citybox-settings", "version": 1, "music_volume": 0,
                   "effects_volume": 0, "language": "en", "reduced_motion": False,
                   "bot_pace": "normal", "reaction_seconds": 3}, f)
    env = dict(os.environ, CITYBOX_PHONE_ADDR="127.0.0.1", CITYBOX_PHONE_PORT="0",
               CITYBOX_SCRIPT_REALTIME="1", CITYBOX_LOG_SHOWN="1", CITYBOX_PREF_DIR=pref,
               CITYBOX_DATA=ROOT, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "x11"))
    out = open(os.path.join(tmp, "out"), "w")
    app = subprocess.Popen([os.path.join(BUILD, "citybox"), "--windowed", "1280x720", "--lang",
                            "en", "--scene", scene, "--script", script],
                           env=env, stdout=out, stderr=subprocess.STDOUT)
    return app


def links_of(shot, n):
    end = time.time() + 60
    while time.time() < end:
        if os.path.exists(shot):
            time.sleep(0.5)
            qr = subprocess.run(["zbarimg", "-q", "--raw", shot], capture_output=True,
                                text=True).stdout.split()
            links = sorted(l for l in qr if l.startswith("http://127.0.0.1:"))
            if len(links) == n:
                return links
        time.sleep(0.3)
    sys.exit("bench_phone: %d QR codes did not show" % n)


def rss_kb(pid):
    with open("/proc/%d/status" % pid) as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))


class Phone(threading.Thread):
    """Taps one of its seat's actions as soon as it may (a claim when a window offers one)."""

    def __init__(self, link, seed, stop, tap=True):
        super().__init__(daemon=True)
        frag = urllib.parse.parse_qs(urllib.parse.urlsplit(link).fragment)
        self.seat, self.token = int(frag["s"][0]), frag["t"][0]
        self.url = "ws://%s/" % urllib.parse.urlsplit(link).netloc
        self.rng, self.stop, self.tap = random.Random(seed), stop, tap
        self.sent = {}  # seq: CLOCK_MONOTONIC ms when the tap left
        self.views = 0
        self.over = False
        self.ws = None

    def run(self):
        self.ws = websocket.create_connection(self.url, subprotocols=["citybox-phone"], timeout=30)
        self.ws.send(json.dumps({"t": "hello", "token": self.token}))
        tapped = -1
        while not self.stop.is_set():
            try:
                m = json.loads(self.ws.recv())
            except Exception:  # noqa: BLE001 - the end of the run
                return
            if m.get("t") != "view":
                tapped = -1
                continue
            self.views += 1
            self.over = m["over"]
            acts = m.get("actions") or []
            if m["over"] or not acts or m["seq"] == tapped or not self.tap:
                continue
            if m["react_ms"] >= 0:
                claims = [a for a in acts if a.startswith("react ")]
                if not claims:
                    continue
                pick = claims[0]
            else:
                pick = self.rng.choice(acts)
            self.sent[m["seq"]] = time.clock_gettime(time.CLOCK_MONOTONIC) * 1e3
            self.ws.send(json.dumps({"t": "act", "a": pick, "seq": m["seq"]}))
            tapped = m["seq"]


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100.0 * (len(xs) - 1))))]


def bench_taps(tmp):
    shot = os.path.join(tmp, "join.png")
    app = start(tmp, "play:funcity,seats=phone+phone+bot", shot)
    stop = threading.Event()
    phones = [Phone(l, 3 + i, stop) for i, l in enumerate(links_of(shot, 2))]
    for p in phones:
        p.start()
    lat, end = [], time.time() + 900
    log = os.path.join(tmp, "out")
    while time.time() < end and len(lat) < TAPS and app.poll() is None:
        time.sleep(1)
        lat = []
        for seat, seq, at in re.findall(r"shown tap (\d+):(\d+) at ([\d.]+) ms", open(log).read()):
            sent = phones[int(seat)].sent.get(int(seq))
            if sent is not None:
                lat.append(float(at) - sent)
        if all(p.over for p in phones):  # the game's end: its taps are all in
            break
    stop.set()
    open(os.path.join(tmp, "quit"), "w").close()
    app.wait(timeout=60)
    return lat


def bench_memory(tmp):
    shot = os.path.join(tmp, "join6.png")
    app = start(tmp, "play:infinitecity,seats=" + "+".join(["phone"] * 6), shot)
    links = links_of(shot, 6)
    time.sleep(2)
    before = rss_kb(app.pid)
    u = urllib.parse.urlsplit(links[0])
    page = 0
    for name in ("", "phone.css", "phone.js"):  # what the browser fetches on its first load
        with urllib.request.urlopen("http://%s/%s" % (u.netloc, name)) as r:
            page += len(r.read()) + sum(len(k) + len(v) + 4 for k, v in r.getheaders())
    stop = threading.Event()
    # joined and shown their seat, not playing: what the phones cost, not the game's moves
    phones = [Phone(l, 11 + i, stop, tap=False) for i, l in enumerate(links)]
    for p in phones:
        p.start()
    time.sleep(10)
    after = rss_kb(app.pid)
    views = sum(p.views for p in phones)
    stop.set()
    open(os.path.join(tmp, "quit"), "w").close()
    app.wait(timeout=60)
    return before, after, views, page


def main():
    load = os.getloadavg()[0]
    lat = []
    if TAPS > 0:
        with tempfile.TemporaryDirectory() as tmp:
            lat = bench_taps(tmp)
    with tempfile.TemporaryDirectory() as tmp:
        before, after, views, page = bench_memory(tmp)
    if TAPS > 0 and not lat:
        sys.exit("bench_phone: no tap was shown")
    if lat:
        print("phone tap to screen: %d taps, p50 %.1f ms, p95 %.1f ms, max %.1f ms (budget p95 100)"
              % (len(lat), pct(lat, 50), pct(lat, 95), max(lat)))
    print("memory per phone: %.0f KB (six phones: resident %d -> %d KB, %d views; budget 1024)"
          % ((after - before) / 6.0, before, after, views))
    print("page first load: %d bytes (page, style, script, with headers; budget 204800)" % page)
    print("load average at start: %.2f, at end: %.2f" % (load, os.getloadavg()[0]))


if __name__ == "__main__":
    main()
