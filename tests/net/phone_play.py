#!/usr/bin/env python3
"""A whole game with seats played from phones, through the real window and real sockets.

CityBox starts GAME with two phone seats and a bot (--scene play:GAME,seats=phone+phone+bot) on
127.0.0.1; the phones join as a person does, by scanning the QR codes on the shared screen
(zbarimg reads them from a screenshot), and play over the WebSocket with Debian's
python3-websocket: each tap is one of the actions the seat's own message lists, chosen at random
(seeded), a reaction claimed at once when the seat has one (NEVER! first). Checked: the game
ends on every phone; each message carries the seat's own hand and no other's; the taps were
applied (the host's log); in Fun City a NEVER! claimed from a phone; the shared screen showed the
QR codes before the phones joined and none after. Screenshots: join, mid, end (kept in
CITYBOX_SHOTS when set).
With "browser", each phone is a headless Chromium (Debian's chromium and chromium-driver, driven
by python3-selenium) 360 px wide that opens the QR code's link and plays by tapping the page's
buttons, the second one in French (in Infinite City most place and tile choices by tapping the lit
spot or tile of the page's map of the city instead); screenshots of both phone pages at the start,
mid-game and the end, and in Infinite City the first time a page's map had a lit spot. Usage: phone_play.py GAME [browser]"""
import atexit
import json
import os
import random
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

import websocket

GAME = sys.argv[1]
GONE = 13  # seconds a phone stays away: past the host's setting (10 s, its least)
# while it is away its seat is played by a bot (Fun City) or at the screen (Infinite City)
FALLBACK = "bot" if GAME == "funcity" else "curtain"
newest = [0]  # the newest state any phone saw
GONE_SHOT = [""]  # the shared screen while a phone is away
BROWSER = len(sys.argv) > 2 and sys.argv[2] == "browser"
T = os.environ["T"]
BIN = os.environ["CITYBOX_BIN"]
failures = []
lock = threading.Lock()


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what, flush=True)
    if not cond:
        failures.append(what)


def wait_for(path, seconds):
    end = time.time() + seconds
    while time.time() < end and not os.path.exists(path):
        time.sleep(0.1)
    time.sleep(0.3)  # written whole
    return os.path.exists(path)


class Phone(threading.Thread):
    """A phone over the WebSocket. lang: the page's language (its messages then come in it).
    drop: the phone goes away once (in Fun City during a reaction's countdown) for GONE seconds,
    longer than the host's setting, and comes back with the same token."""

    def __init__(self, link, seed, lang="en", drop=False):
        super().__init__(daemon=True)
        u = urllib.parse.urlsplit(link)
        frag = urllib.parse.parse_qs(u.fragment)
        self.seat, self.token = int(frag["s"][0]), frag["t"][0]
        self.url = "ws://%s/" % u.netloc
        self.rng = random.Random(seed)
        self.lang, self.drop = lang, drop
        self.moves = self.nevers = self.claims = self.views = self.refusals = 0
        self.map_taps = 0  # Infinite City: spots and tiles tapped on the page's map of the city
        self.map_shot = None  # where to keep the page the first time its map has a lit spot
        self.over = False
        self.dropped = self.back = False
        self.drop_seq = self.back_seq = 0
        self.logs = {}  # seq: the log lines seen with it
        self.words = {}  # an action's text form: its button's words on this page
        self.bad = []
        self.last = []  # the last messages, said when the game does not end

    def connect(self):
        ws = websocket.create_connection(self.url, subprotocols=["citybox-phone"], timeout=60)
        ws.send(json.dumps({"t": "hello", "token": self.token}))
        ws.send(json.dumps({"t": "lang", "lang": self.lang}))
        return ws

    def run(self):
        ws = self.connect()
        tapped = -1  # the state a tap was sent on: one tap a state, as the page does
        while not self.over:
            try:
                m = json.loads(ws.recv())
            except Exception as e:  # noqa: BLE001 - any end of the socket ends the phone
                self.bad.append("the socket ended: %r" % e)
                return
            if m["t"] == "refused":
                self.refusals += 1
                tapped = -1
                continue
            if m["t"] != "view":
                continue
            self.views += 1
            if self.dropped and not self.back:
                self.back, self.back_seq = True, m["seq"]
                print("seat %d's first view back: %d" % (self.seat + 1, m["seq"]), flush=True)
            self.logs[m["seq"]] = m.get("log") or []
            newest[0] = max(newest[0], m["seq"])
            self.last = (self.last + [{k: m.get(k) for k in ("seq", "turn", "react_ms", "actions")}])[-4:]
            if m["seat"] != self.seat:
                self.bad.append("a message for seat %d" % m["seat"])
            if GAME in ("funcity", "infinitecity") and "hand" not in m:
                self.bad.append("a message without the seat's hand")
            self.over = m["over"]
            if (self.drop and not self.dropped and not self.over and os.path.exists(os.path.join(T, "mid")) and
                    (GAME != "funcity" or m["react_ms"] >= 0)):
                ws.close()  # the phone in a pocket, mid-countdown
                self.dropped = True
                self.drop_seq = m["seq"]
                print("seat %d's phone gone at seq %d (react_ms %d)" % (self.seat + 1, m["seq"], m["react_ms"]),
                      flush=True)
                time.sleep(GONE - 2)
                open(os.path.join(T, "gone"), "w").close()  # the screen, with the seat's fallback
                # back once the shared screen was taken with the seat's fallback on it
                end = time.time() + 60
                while not os.path.exists(GONE_SHOT[0]) and time.time() < end:
                    time.sleep(0.2)
                time.sleep(1)
                # a bot plays the seat meanwhile: away until the table has gone on (the script's
                # time runs slower than the wall clock on a loaded machine)
                end = time.time() + 120
                while FALLBACK == "bot" and newest[0] < self.drop_seq + 4 and time.time() < end:
                    time.sleep(0.2)
                print("seat %d's phone back (the table at %d)" % (self.seat + 1, newest[0]), flush=True)
                ws = self.connect()
                tapped = -1
                continue
            acts = m.get("actions") or []
            labels = m.get("labels") or []
            if acts and len(labels) != len(acts) or not all(labels):
                self.bad.append("actions without their words: %s / %s" % (acts, labels))
            self.words.update(zip(acts, labels))
            if self.over or not acts or m["seq"] == tapped:
                continue
            if m["react_ms"] >= 0:  # a window's countdown: claim a reaction, or let it pass
                claims = [a for a in acts if a.startswith("react ")]
                never = [a for a in claims if a == "react never"]
                if never:
                    self.nevers += 1
                    pick = never[0]
                elif claims and self.rng.random() < 0.7:
                    pick = self.rng.choice(claims)
                else:
                    continue
                self.claims += 1
            else:
                pick = self.rng.choice(acts)
            ws.send(json.dumps({"t": "act", "a": pick, "seq": m["seq"]}))
            tapped = m["seq"]
            self.moves += 1
        ws.close()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(port, proc, seconds=30):
    """Until something listens on 127.0.0.1:port (proc, which must not have died meanwhile)."""
    end = time.time() + seconds
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), 1).close()
            return
        except OSError:
            if time.time() > end or proc.poll() is not None:
                raise RuntimeError("%s did not start on 127.0.0.1:%d" % (proc.args[0], port))
            time.sleep(0.2)


class BrowserPhone(threading.Thread):
    """A phone's browser: the page itself, tapped as a thumb does (one button at a time)."""

    def __init__(self, link, seed, lang, code=None, seat=None):
        super().__init__(daemon=True)
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        # the browser is the phone's, not CityBox's: none of the sanitized pass's preloads
        env = {k: v for k, v in os.environ.items()
               if k not in ("LD_PRELOAD", "ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS")}
        # Chromium and chromedriver are started here and reached by 127.0.0.1, never by the name
        # "localhost": a machine without /etc/hosts (a fresh chroot) cannot resolve it, and both
        # selenium's Service and chromedriver's own launch of the browser wait on that name
        self.profile = tempfile.mkdtemp(prefix="citybox-phone-")
        chrome_port, driver_port = free_port(), free_port()
        self.procs = [subprocess.Popen(
            ["/usr/bin/chromium", "--headless=new", "--no-sandbox", "--disable-gpu",
             "--disable-dev-shm-usage", "--no-first-run", "--lang=" + lang, "--accept-lang=" + lang,
             "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=%d" % chrome_port,
             "--user-data-dir=" + self.profile, "about:blank"],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
        self.procs.append(subprocess.Popen(["/usr/bin/chromedriver", "--port=%d" % driver_port],
                                           env=env, stdout=subprocess.DEVNULL,
                                           stderr=subprocess.DEVNULL))
        for p in self.procs:
            atexit.register(p.kill)  # a test that stops early leaves no browser behind
        wait_port(chrome_port, self.procs[0])
        wait_port(driver_port, self.procs[1])
        o = Options()
        o.debugger_address = "127.0.0.1:%d" % chrome_port
        self.d = webdriver.Remote(command_executor="http://127.0.0.1:%d" % driver_port, options=o)
        # a phone's screen: 360 px wide, touch (a desktop window would not go under 500 px), set
        # through the DevTools protocol as chromedriver's mobileEmulation would
        self.d.command_executor._commands["cdp"] = ("POST", "/session/$sessionId/goog/cdp/execute")
        for cmd, params in (("Emulation.setDeviceMetricsOverride",
                             {"width": 360, "height": 740, "deviceScaleFactor": 2.0, "mobile": True}),
                            ("Emulation.setTouchEmulationEnabled", {"enabled": True})):
            self.d.execute("cdp", {"cmd": cmd, "params": params})
        self.link, self.rng, self.lang = link, random.Random(seed), lang
        self.code = code  # the short address: the page asks for the seat's code
        self.seat = seat if seat is not None else int(
            urllib.parse.parse_qs(urllib.parse.urlsplit(link).fragment)["s"][0])
        self.joined_by_code = False
        self.moves = self.nevers = self.claims = self.views = self.refusals = 0
        self.map_taps = 0  # Infinite City: spots and tiles tapped on the page's map of the city
        self.map_shot = None  # where to keep the page the first time its map has a lit spot
        self.passes = self.passes_said = 0  # passes tapped in a window, and the page said so
        self.pass_shot = None  # where to keep the page the first time it passed
        self.over = False
        self.bad, self.last = [], []
        self.shot_lock = threading.Lock()

    def shot(self, path):
        with self.shot_lock:
            self.d.save_screenshot(path)

    def text(self, css):
        from selenium.webdriver.common.by import By
        return self.d.find_element(By.CSS_SELECTOR, css).text

    def run(self):
        from selenium.common.exceptions import ElementClickInterceptedException as Covered
        from selenium.common.exceptions import StaleElementReferenceException as Stale
        from selenium.common.exceptions import ElementNotInteractableException as Gone
        try:
            self.d.get(self.link)
            if self.code:  # typed with the thumb, then "Take my seat"
                from selenium.webdriver.common.by import By
                self.d.find_element(By.CSS_SELECTOR, "#code").send_keys(self.code)
                self.d.find_element(By.CSS_SELECTOR, "#go").click()
                end = time.time() + 30
                while time.time() < end and "&t=" not in self.d.current_url:
                    time.sleep(0.2)
                self.joined_by_code = ("#s=%d&t=" % self.seat) in self.d.current_url
            end = time.time() + 900
            while time.time() < end and not self.over:
                try:
                    with self.shot_lock:
                        self.tap()
                except (Stale, Covered, Gone):  # a new view drawn under the thumb: look again
                    pass
                time.sleep(0.05)
        except Exception as e:  # noqa: BLE001 - a page that breaks fails the test
            self.bad.append("the page: %r" % e)

    def press(self, el):
        """A thumb on el: brought to the middle of the screen first (not under the header)."""
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", el)
        el.click()

    def tap(self):
        """One look at the page, and a tap when there is something to do."""
        from selenium.webdriver.common.by import By
        if self.text("#turn").startswith(("Game over", "Partie terminée")):
            self.over = True
            return
        claim = self.d.find_element(By.CSS_SELECTOR, "#claim")
        if claim.is_displayed() and claim.is_enabled():  # a reaction's countdown
            if "NEVER" in claim.text or self.rng.random() < 0.7:
                never = "NEVER" in claim.text
                self.press(claim)
                self.nevers += never
                self.claims += 1
                self.moves += 1
                return
        buttons = [b for b in self.d.find_elements(By.CSS_SELECTOR, "#actions button")
                   if b.is_enabled()]
        if self.d.find_element(By.CSS_SELECTOR, "#react").is_displayed():
            # every asked seat sees the countdown; its pass waits for the end (the host applies
            # every pass then) and the page says it was taken
            passes = [b for b in buttons if b.get_attribute("data-a") == "pass"]
            if passes and self.rng.random() < 0.5:
                self.press(passes[0])
                self.passes += 1
                said = self.text("#prompt")
                self.passes_said += said.startswith(("You pass", "Vous passez"))
                if self.pass_shot and said:
                    self.d.save_screenshot(self.pass_shot)
                    self.pass_shot = None
            return
        # a lit spot or tile of the city's map that plays one action: tapped there, as a thumb does
        spots = [d for d in self.d.find_elements(By.CSS_SELECTOR, "#city .pick")
                 if "|" not in (d.get_attribute("data-a") or "|")]
        if spots and buttons and self.map_shot:
            self.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", spots[0])
            self.d.save_screenshot(self.map_shot)
            self.map_shot = None
        if spots and buttons and self.rng.random() < 0.7:
            self.press(self.rng.choice(spots))
            self.moves += 1
            self.map_taps += 1
        elif buttons:
            self.press(self.rng.choice(buttons))
            self.moves += 1

    def close(self):
        try:
            self.d.quit()
        finally:
            for p in self.procs:
                p.terminate()
                p.wait(10)
            shutil.rmtree(self.profile, ignore_errors=True)


def main():
    shots = {k: os.path.join(T, "phone-%s-%s.png" % (GAME, k)) for k in ("join", "mid", "gone", "end")}
    GONE_SHOT[0] = shots["gone"]
    with open(os.path.join(T, "phone.script"), "w") as f:
        f.write("1.5 snap %s\n1.6 read-text %s/join.txt\n2 wait-file %s/mid\n2.2 snap %s\n2.4 wait-file %s/gone\n2.6 snap %s\n"
                "3 wait-file %s/over\n6 snap %s\n7 quit\n"
                % (shots["join"], T, T, shots["mid"], T, shots["gone"], T, shots["end"]))
    # the bot plays at once and moves are not walked out: a whole game in a few minutes
    pref = os.environ["CITYBOX_PREF_DIR"]
    os.makedirs(pref, exist_ok=True)
    with open(os.path.join(pref, "settings.json"), "w") as f:
        json.dump({"format": "citybox-settings", "version": 1, "fullscreen": False,
                   "window_w": 1280, "window_h": 720, "music_volume": 0, "effects_volume": 0,
                   "language": "en", "ui_scale": 100, "reduced_motion": True,
                   "bot_pace": "instant", "reaction_seconds": 3, "attract_idle_minutes": 0,
                   "phone_gone_seconds": 10, "phone_fallback": FALLBACK}, f)
    env = dict(os.environ, CITYBOX_PHONE_ADDR="127.0.0.1", CITYBOX_PHONE_PORT="0")
    if BROWSER:  # pages tapped by selenium: the table on the wall clock, as people play it
        env["CITYBOX_SCRIPT_REALTIME"] = "1"
    with open(os.path.join(T, "out"), "w") as out:
        app = subprocess.Popen([BIN, "--windowed", "1280x720", "--lang", "en", "--scene",
                                "play:%s,seats=phone+phone+bot" % GAME, "--script",
                                os.path.join(T, "phone.script")],
                               env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        check(wait_for(shots["join"], 60), "the shared screen came up")
        links = []
        for _ in range(10):  # a loaded machine may still be writing the picture
            qr = subprocess.run(["zbarimg", "-q", "--raw", shots["join"]], capture_output=True,
                                text=True).stdout.split()
            links = sorted(l for l in qr if l.startswith("http://127.0.0.1:"))
            if len(links) == 2:
                break
            time.sleep(1)
        check(len(links) == 2, "two QR codes on the shared screen, read by zbarimg: %s" %
              [re.sub(r"t=.*", "t=…", l) for l in links])
        if BROWSER:
            # the second phone types the short address and its seat's code, as read on the screen
            wait_for(os.path.join(T, "join.txt"), 30)
            codes = re.findall(r"then the code (\d{3}) (\d{3})", open(os.path.join(T, "join.txt")).read())
            check(len(codes) == 2, "two seats' codes on the shared screen: %d" % len(codes))
            short = re.sub(r"#.*", "", links[1])
            phones = [BrowserPhone(links[0], 7, "en"),
                      BrowserPhone(short, 8, "fr", code="".join(codes[1]) if len(codes) == 2 else None,
                                   seat=1)]
        else:
            # the second phone's page in French; the first goes away once and comes back
            phones = [Phone(l, 7 + i, "en" if i == 0 else "fr", drop=i == 0)
                      for i, l in enumerate(links)]
        page_shots = []
        for p in phones:
            if BROWSER and GAME == "infinitecity":
                p.map_shot = os.path.join(T, "phone-%s-page-%d-map.png" % (GAME, p.seat + 1))
                page_shots.append(p.map_shot)
            if BROWSER and GAME == "funcity":
                p.pass_shot = os.path.join(T, "phone-%s-page-%d-pass.png" % (GAME, p.seat + 1))
                page_shots.append(p.pass_shot)
            p.start()
        if BROWSER:
            time.sleep(3)
            for p in phones:
                page_shots.append(os.path.join(T, "phone-%s-page-%d-start.png" % (GAME, p.seat + 1)))
                p.shot(page_shots[-1])
        end = time.time() + float(os.environ.get("PHONE_PLAY_SECONDS", "500"))
        mid = False
        while time.time() < end and not all(p.over for p in phones):
            if not mid and sum(p.moves for p in phones) >= 12:
                open(os.path.join(T, "mid"), "w").close()
                mid = True
                for p in phones if BROWSER else []:
                    page_shots.append(os.path.join(T, "phone-%s-page-%d-mid.png" % (GAME, p.seat + 1)))
                    p.shot(page_shots[-1])
            if any(not p.is_alive() and not p.over for p in phones):
                break
            time.sleep(0.2)
        open(os.path.join(T, "mid"), "w").close()
        open(os.path.join(T, "gone"), "w").close()
        pages = {}  # each page's words at the end: its headings, hand and log
        for p in phones if BROWSER else []:
            page_shots.append(os.path.join(T, "phone-%s-page-%d-end.png" % (GAME, p.seat + 1)))
            p.shot(page_shots[-1])
            pages[p.lang] = {k: p.text(k) for k in ("#turn", "#hand-title", "#hand", "#log")}
            p.close()
        open(os.path.join(T, "over"), "w").close()
        app.wait(timeout=120)
    finally:
        if app.poll() is None:
            app.kill()
    log = open(os.path.join(T, "out")).read()
    for p in phones:
        check(p.over, "seat %d's phone saw the game end (%d views, %d taps, %d claims, %d refused)"
              % (p.seat + 1, p.views, p.moves, p.claims, p.refusals))
        check(not p.bad, "seat %d's messages were its own: %s" % (p.seat + 1, p.bad[:3]))
        if not p.over:
            print("  seat %d's last messages: %s" % (p.seat + 1, json.dumps(p.last)[:1500]))
    if not BROWSER:
        same = [q for q in phones[0].logs if q in phones[1].logs and phones[0].logs[q]]
        french = [q for q in same if phones[0].logs[q] != phones[1].logs[q]]
        check(len(same) > 0 and len(french) * 2 >= len(same),
              "the French page's log is in French (%d of %d states both saw), e.g. %s"
              % (len(french), len(same), phones[1].logs[french[0]][-1:] if french else None))
        both = [a for a in phones[0].words if a in phones[1].words]
        differ = [a for a in both if phones[0].words[a] != phones[1].words[a]]
        check(len(both) >= 3 and len(differ) * 10 >= len(both) * 8,
              "the buttons' words in each page's language (%d of %d moves both had), e.g. %s"
              % (len(differ), len(both), [(a, phones[0].words[a], phones[1].words[a]) for a in differ[:3]]))
        gone = re.findall(r"phone: \S+'s phone gone 10 s: (.*)", log)
        check(phones[0].dropped and phones[0].back, "seat 1's phone went away %d s and came back"
              % GONE)
        check(gone == ["a bot plays it" if FALLBACK == "bot" else "the screen plays it"],
              "the host's fallback for it: %s" % gone)
        check("seat is back on its phone" in log, "the seat went back to its phone")
        moved = phones[0].back_seq - phones[0].drop_seq
        check(moved > 0 or FALLBACK != "bot", "the table went on while the phone was away (%d moves)"
              % moved)
    if BROWSER and GAME == "infinitecity":
        check(sum(p.map_taps for p in phones) > 0,
              "spots and tiles tapped on the pages' map of the city: %s (the host applied them)"
              % [p.map_taps for p in phones])
    if BROWSER:
        check(phones[1].joined_by_code, "the French phone joined with the short address and its "
              "seat's code (the page then holds the seat's link)")
    if BROWSER and len(pages) == 2:
        # the end with who won: "Game over: Chloé wins", "Partie terminée : vous gagnez !"
        won = re.compile(r"(Game over: (you win!|.+ wins|.+ share the win)|Partie terminée : "
                         r"(vous gagnez !|.+ gagne|.+ se partagent la victoire))$")
        check(pages["en"]["#turn"].startswith("Game over") and won.match(pages["en"]["#turn"])
              and pages["fr"]["#turn"].startswith("Partie terminée") and won.match(pages["fr"]["#turn"]),
              "each page says the end and who won in its language: %s / %s"
              % (pages["en"]["#turn"], pages["fr"]["#turn"]))
        check(pages["en"]["#log"] != pages["fr"]["#log"] and pages["fr"]["#log"],
              "the French page's log is in French: %r" % pages["fr"]["#log"][-120:])
    taps = len(re.findall(r"phone: \S+ plays ", log))
    # the host's refusals of presses (a pass refused as stale was no press: see tap())
    refusals = len(re.findall(r"phone: \S+'s tap \"(?!pass\")[^\n]*\" refused", log))
    presses = sum(p.moves for p in phones)
    if BROWSER:
        # every press reached the host: played, or refused (a view the table had moved past);
        # a pass in a window is not a press (the host applies it when the countdown ends)
        lost = presses - taps - refusals
        check(taps >= 10 and 0 <= lost <= max(2, presses // 50),
              "the host applied %d phone taps and refused %d, of %d presses" % (taps, refusals, presses))
    else:
        check(taps > 0 and taps >= presses // 2, "the host applied %d phone taps (%d presses)"
              % (taps, presses))
    if BROWSER and GAME == "funcity":
        passes, said = sum(p.passes for p in phones), sum(p.passes_said for p in phones)
        check(passes > 0 and said * 10 >= passes * 9,
              "passes tapped in a window: %d, the page said 'You pass' for %d" % (passes, said))
    if GAME == "funcity":
        never = len(re.findall(r"phone: \S+ plays react never", log))
        check(never > 0, "a NEVER! claimed from a phone and played (%d)" % never)
    check(app.returncode == 0, "citybox ended cleanly (%s)" % app.returncode)
    join_qr = subprocess.run(["zbarimg", "-q", "--raw", shots["end"]], capture_output=True,
                             text=True).stdout
    check("127.0.0.1" not in join_qr, "no QR code on the shared screen once the phones joined")
    keep = os.environ.get("CITYBOX_SHOTS")
    if keep:
        for s in list(shots.values()) + (page_shots if BROWSER else []):
            if os.path.exists(s):
                shutil.copy(s, keep)
    if failures:
        print(log[-3000:])
    print("phone_play %s: %d failures" % (GAME, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
