#!/usr/bin/env python3
"""The phone seats' server (src/net/phone.h) on 127.0.0.1, through real sockets: Debian's
websocket-client (python3-websocket) plays the phones against tests/net/phone_host.c.

Checked: the page's folder served over HTTP (and nothing outside it); a phone with its seat's token
gets its seat's view and its actions reach the host; a wrong token, a message before the token, a
malformed message, one over 512 bytes, a binary one and a flood each close the connection with
nothing sent; the same token again takes the seat over (the phone came back) and the older
connection is closed; a renewed link shuts the old token out and closes its phone; six phones at
once each get their own seat's view only; the host holds under 1 MB per phone; a seat's join
code (the short address's) gets the seat and its token, once, and ten wrong codes turn codes off.
Usage: phone_server.py PHONE_HOST"""
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import websocket

HOST = sys.argv[1]
failures = []


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what, flush=True)
    if not cond:
        failures.append(what)


class Host:
    def __init__(self, seats, www):
        self.p = subprocess.Popen([HOST, str(seats), www], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.lines = queue.Queue()
        self.seen = []
        threading.Thread(target=self._read, daemon=True).start()
        self.port = int(self.expect("port ").split()[1])
        self.tokens, self.codes = {}, {}
        for _ in range(seats):
            _, seat, tok = self.expect("token ").split()
            self.tokens[int(seat)] = tok
            _, seat, code = self.expect("code ").split()
            self.codes[int(seat)] = code

    def _read(self):
        for line in self.p.stdout:
            self.lines.put(line.rstrip("\n"))

    def expect(self, prefix, timeout=5.0):
        end = time.time() + timeout
        while time.time() < end:
            try:
                line = self.lines.get(timeout=max(0.01, end - time.time()))
            except queue.Empty:
                break
            self.seen.append(line)
            if line.startswith(prefix):
                return line
        raise AssertionError("the host never said %r (it said %r)" % (prefix, self.seen[-8:]))

    def say(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def stop(self):
        self.say("quit")
        self.p.wait(timeout=10)


def phone(host):
    return websocket.create_connection("ws://127.0.0.1:%d/" % host.port,
                                       subprotocols=["citybox-phone"], timeout=5)


def hello(ws, token):
    ws.send('{"t":"hello","token":"%s"}' % token)


def closed_with_nothing(ws, drain=False, code=1008):
    """The server closes ws with status code without sending it a view (drain: views sent before
    are let go). The page reads the code: 4001 a dead link, 4002 the seat taken on another
    device, 1008 a broken rule."""
    try:
        while True:
            op, data = ws.recv_data(control_frame=True)
            if op == websocket.ABNF.OPCODE_CLOSE:
                got = int.from_bytes(data[:2], "big") if len(data) >= 2 else None
                if code is not None and got != code:
                    print("  (closed with %r, not %d)" % (got, code), flush=True)
                return code is None or got == code
            if op == websocket.ABNF.OPCODE_TEXT and not drain:
                print("  (it was sent %r)" % data[:80], flush=True)
                return False
    except (websocket.WebSocketConnectionClosedException, ConnectionError):
        if code is not None:
            print("  (no close frame)", flush=True)
        return code is None  # None: gone either way (a flood's socket is reset mid-send)
    except websocket.WebSocketTimeoutException:
        print("  (still open after 5 s)", flush=True)
        return False
    finally:
        ws.close()


def main():
    www = tempfile.mkdtemp()
    with open(os.path.join(www, "index.html"), "w") as f:
        f.write("<!doctype html><title>phone</title>hello phone")
    secret = os.path.join(os.path.dirname(www), "secret.txt")
    host = Host(2, www)

    page = urllib.request.urlopen("http://127.0.0.1:%d/" % host.port, timeout=5).read().decode()
    check("hello phone" in page, "the page's folder is served over HTTP")
    try:
        urllib.request.urlopen("http://127.0.0.1:%d/../%s" % (host.port, os.path.basename(secret)),
                               timeout=5).read()
        check(False, "nothing outside the page's folder is served")
    except Exception:
        check(True, "nothing outside the page's folder is served")

    a = phone(host)
    hello(a, host.tokens[0])
    host.expect("joined 0")
    check('"seat":0' in a.recv(), "a phone with seat 1's token gets seat 1's view")
    a.send('{"t":"act","a":"take 2","seq":5}')
    host.expect("msg 0 act take 2 5")
    check('"a":"take 2"' in a.recv(), "its action reaches the host, which answers with a view")
    a.send('{"t":"lang","lang":"fr"}')
    host.expect("msg 0 fr")

    bad = {
        "a wrong token": '{"t":"hello","token":"%s"}' % ("A" * 43),
        "a message before the token": '{"t":"act","a":"take 2","seq":1}',
        "malformed JSON": '{"t":"hello",',
        "an unknown kind": '{"t":"quit"}',
        "a key twice": '{"t":"hello","token":"%s","token":"%s"}' % (host.tokens[1], host.tokens[1]),
        "a message over 512 bytes": '{"t":"ping","pad":"%s"}' % ("x" * 600),
    }
    for what, text in bad.items():
        ws = phone(host)
        ws.send(text)
        code = 4001 if what == "a wrong token" else 1008
        check(closed_with_nothing(ws, code=code), "%s: closed (%d), nothing sent" % (what, code))
        host.expect("refused")
    ws = phone(host)
    ws.send_binary(b"\x00\x01")
    check(closed_with_nothing(ws), "a binary message: closed, nothing sent")
    host.expect("refused -1 a binary message")

    b = phone(host)
    hello(b, host.tokens[1])
    host.expect("joined 1")
    b.recv()
    for _ in range(100):
        try:
            b.send('{"t":"ping"}')
        except Exception:
            break
    host.expect("refused 1 more messages a second")
    check(closed_with_nothing(b, drain=True, code=None), "a flood of 100 messages at once: closed")
    host.expect("left 1")

    # the phone came back: the same token takes the seat over, the older connection is closed
    a2 = phone(host)
    hello(a2, host.tokens[0])
    host.expect("left 0 taken over")
    host.expect("joined 0")
    check('"seat":0' in a2.recv(), "the same token again gets the seat back, with its view")
    check(closed_with_nothing(a, drain=True, code=4002),
          "the older connection of the seat is closed (4002: the page stops, no tug of war)")

    # a renewed link: the old token gets nothing, the phone that had it is closed
    old = host.tokens[0]
    host.say("renew 0")
    host.tokens[0] = host.expect("token 0").split()[2]
    check(host.tokens[0] != old, "a renewed link has a new token")
    check(closed_with_nothing(a2, drain=True, code=4001), "the phone of a renewed link is closed (4001)")
    ws = phone(host)
    hello(ws, old)
    check(closed_with_nothing(ws, code=4001), "the old token gets nothing (4001)")
    host.expect("refused -1 a wrong or old token")
    host.say("bytes 0")
    held = int(host.expect("bytes 0").split()[2])
    check(held < 1 << 20, "the host holds %d bytes for a phone (under 1 MB)" % held)
    host.stop()

    # the short address: a seat's join code typed on the phone gets the seat and its token
    host = Host(3, www)
    check(len(set(host.codes.values())) == 3 and all(len(c) == 6 and c.isdigit()
                                                     for c in host.codes.values()),
          "each seat has its own join code of six digits")
    ws = phone(host)
    ws.send('{"t":"join","code":"%s"}' % host.codes[1])
    host.expect("joined 1")
    first = ws.recv()
    check('"t":"seat"' in first and host.tokens[1] in first and '"seat":1' in first,
          "the right code gets its seat's token first (the page keeps it)")
    check('"seat":1' in ws.recv(), "then its seat's view")
    ws.close()
    host.expect("left 1")
    host.say("code 1")
    check(host.expect("code 1").split()[2] == "-", "a seat's code stops working once it had a phone")
    ws = phone(host)
    ws.send('{"t":"join","code":"%s"}' % host.codes[1])
    check(closed_with_nothing(ws, code=4001), "its code again gets nothing (4001)")
    host.expect("refused -1 a wrong join code")
    for what, text in {"a code of five digits": '{"t":"join","code":"12345"}',
                       "a code with a letter": '{"t":"join","code":"12345a"}'}.items():
        ws = phone(host)
        ws.send(text)
        check(closed_with_nothing(ws), "%s: closed (1008), nothing sent" % what)
        host.expect("refused")
    wrong = [c for c in ("%06d" % n for n in range(1000000)) if c not in host.codes.values()]
    for c in wrong[:9]:  # with the one above: ten wrong codes
        ws = phone(host)
        ws.send('{"t":"join","code":"%s"}' % c)
        closed_with_nothing(ws, code=4001)
    host.expect("refused -1 too many wrong codes")
    ws = phone(host)
    ws.send('{"t":"join","code":"%s"}' % host.codes[2])
    check(closed_with_nothing(ws, code=4001), "after ten wrong codes even a right one gets nothing")
    ws = phone(host)
    hello(ws, host.tokens[2])
    host.expect("joined 2")
    check('"seat":2' in ws.recv(), "the QR code's token still works")
    ws.close()
    host.stop()

    # six phones at once, each its own seat
    host = Host(6, www)
    phones = [phone(host) for _ in range(6)]
    for i, ws in enumerate(phones):
        hello(ws, host.tokens[i])
    for i, ws in enumerate(phones):
        ws.send('{"t":"act","a":"seat %d move","seq":1}' % i)
    ok = True
    for i, ws in enumerate(phones):
        got = ws.recv()  # only the newest view waits: the join's may have been replaced
        while ('"a":"seat %d move"' % i) not in got:
            got += ws.recv()
        ok = ok and ('"seat":%d' % i) in got
        ok = ok and all(('"seat":%d' % j) not in got for j in range(6) if j != i)
        ws.close()
    check(ok, "six phones at once: each gets its own seat's views, no other seat's")
    host.stop()
    print("phone_server: %d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
