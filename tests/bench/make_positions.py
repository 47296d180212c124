#!/usr/bin/env python3
"""Makes the saved games tools/bench_frames.sh starts its scenes from (run once; the outputs are
committed next to this file). Every save is a log of legal actions replayed by the rules, so it
is checked by `citybox replay --verify` like any save.

  mycity-late.json       4 easy bots, `citybox selfplay mycity --seed 7` cut 10 actions before
                         its end: the board nearly full, the bots play the last moves.
  mycity-human.json      the same board with a human (Alice) to move: tools/bench_ui.sh measures
                         the CPU an idle play screen uses while it waits for her.
  funcity-walk.json      4 easy bots, `citybox selfplay funcity --seed 7` cut after 40 actions:
                         the bots roll, walk and ride while the clock turns.
  megacity-city.json     4 easy bots, `citybox selfplay megacity --seed 7` cut before its last
                         five deliveries: 13 buildings in the city, the bots slide in the rest.
  megacity-workshop.json 2 players: Alice (a human, seat 0) has built the tallest tower the
                         rules allow (15 elements, the hand limit) by drawing and stacking; the
                         bot seat only ends its turns. It is Alice's turn, her tower in the
                         workshop.

Usage: tests/bench/make_positions.py BUILD_DIR
"""
import json
import os
import subprocess
import sys
import tempfile

build = sys.argv[1] if len(sys.argv) > 1 else "build/h"
here = os.path.dirname(os.path.abspath(__file__))
citybox = os.path.join(build, "citybox")
tmp = tempfile.mkdtemp()


def selfplay(game, players, seed):
    subprocess.run([citybox, "selfplay", game, "--players", str(players), "--games", "1",
                    "--seed", str(seed), "--save-dir", tmp], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return json.load(open(os.path.join(tmp, f"{game}-{seed}.json")))


def write(name, save):
    path = os.path.join(here, name)
    with open(path, "w") as f:
        head = {k: v for k, v in save.items() if k != "log"}
        f.write(json.dumps(head, ensure_ascii=False)[:-1] + ',"log":[\n')
        f.write(",\n".join(json.dumps(e, ensure_ascii=False) for e in save["log"]))
        f.write("]}\n")
    subprocess.run([citybox, "replay", path, "--verify"], check=True, stdout=subprocess.DEVNULL)
    print(name, len(save["log"]), "actions")


def plays(save):
    """True when every action of the log is legal (the rules replay it)."""
    path = os.path.join(tmp, "try.json")
    json.dump(save, open(path, "w"))
    return subprocess.run([citybox, "replay", path], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0


# ---- My City late in a game
s = selfplay("mycity", 4, 7)
s["log"] = s["log"][:-10]
write("mycity-late.json", s)
nxt = (s["log"][-1]["s"] + 1) % s["players"]
s["seats"][nxt] = {"name": "Alice", "kind": "human", "level": "easy", "colour": nxt,
                   "symbol": nxt, "device": "mouse", "device_index": 0}
write("mycity-human.json", s)

# ---- Fun City: four bots racing the clock (pawns walking, the clock turning)
s = selfplay("funcity", 4, 7)
s["log"] = s["log"][:40]
write("funcity-walk.json", s)

# ---- MegaCity: a city of many buildings, bots delivering
s = selfplay("megacity", 4, 7)
deliveries = [i for i, e in enumerate(s["log"]) if e["a"].startswith("deliver")]
s["log"] = s["log"][:deliveries[-5]]
write("megacity-city.json", s)

# ---- MegaCity: a human's workshop with a 15-element tower
SHAPES = ["block", "cube", "window", "arch", "bar", "short_bar", "plank", "small_cube",
          "small_arch", "post", "thin_post", "wedge", "roof"]  # wide and flat first
MATERIALS = ["concrete", "steel", "glass"]
TOPS = ("wedge", "roof")  # nothing stands on them: one at most, last


def workshop(seed):
    s = {"format": "citybox-save", "version": 1, "game": "megacity",
         "options": {"simplified": False}, "players": 2,
         "seats": [{"name": "Alice", "kind": "human", "level": "normal", "colour": 0,
                    "symbol": 0, "device": "mouse", "device_index": 0},
                   {"name": "Bob", "kind": "bot", "level": "easy", "colour": 1, "symbol": 1}],
         "seed": str(seed), "log": []}
    log = s["log"]

    def act(seat, text):
        log.append({"t": 0, "s": seat, "a": text})
        if plays(s):
            return True
        log.pop()
        return False

    plat = next(p for p in range(1, 25) if act(0, f"take platform {p}"))
    tops = [f"{m}:{t}" for t in TOPS for m in MATERIALS]
    others = [f"{m}:{t}" for t in reversed(SHAPES) if t not in TOPS for m in MATERIALS]
    built = 0
    for turn in range(12):
        for shape in SHAPES:  # what was drawn last turn goes on the tower
            if shape in TOPS:
                continue
            for m in MATERIALS:
                while built < 15 and act(0, f"stack P{plat} {m}:{shape} turned" if "post" in shape
                                         else f"stack P{plat} {m}:{shape}"):
                    built += 1
        for kind in tops:  # a roof or wedge only on top of the last one
            if built == 14 and act(0, f"stack P{plat} {kind}"):
                built += 1
        if built >= 15:
            return s, plat  # Alice's turn, no action taken yet
        while act(0, "draw"):  # until the turn passes; over 15: tops go back first
            for kind in tops + others:
                while act(0, f"return {kind}"):
                    pass
        act(1, "end")
    return None, plat


for seed in range(1, 40):
    s, plat = workshop(seed)
    if s:
        write("megacity-workshop.json", s)
        print("  seed", seed, "platform", plat)
        break
