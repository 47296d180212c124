#!/usr/bin/env python3
"""Writes tests/bench/GAME-input.script, the mouse of tools/bench_input.sh (input to photons,
src/app/bench_input.c), for every game's board at 1920x1080 window points. Each measured event
is 0.1 s after the one before (the benchmark follows one event at a time); "quiet" events are
played, not measured: they show nothing where the pointer is (a release after a button press
was cancelled, Mad City's Ready before the race)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

HEADERS = {
    "mycity": "My City, Alice (a human) to move late in a game (mycity-human.json): she presses "
              "her Highway counter (it lifts), drags it over the board (it follows) and lets it "
              "go on a square it may not take (it flies back), four times.",
    "madcity": "Mad City, Alice (mouse) against Bob (a normal bot), a quick match: she presses "
               "Ready, and in the race drags a tile from her supply onto each of eight cells of "
               "her grid (it lifts, follows, lands) while the hourglass runs.",
    "funcity": "Fun City, Alice (mouse) against a bot, a quick match, her turn: she presses "
               "Roll the dice (it presses down) and slides off it (it comes back up, nothing "
               "happens), sixteen times.",
    "infinitecity": "Infinite City, Alice (a human) to move in a city of some 90 tiles "
                    "(infinitecity-city.json): she presses her first hand tile (it lifts), "
                    "drags it over the city (it follows) and lets it go there (not a spot: it "
                    "goes back), four times.",
    "megacity": "MegaCity, Alice's 15-element tower in her workshop (megacity-workshop.json): "
                "she lifts the small cube off the top, drags it aside and drops it (it falls), "
                "then presses Undo (the tower is rebuilt from the record), six times. Undo's "
                "release is quiet: a clicked button stays pressed 0.18 s (ui_widgets.c) and "
                "its result shows elsewhere.",
}


def script(game):
    out, t = [], [1.0]

    def ev(kind, x, y, quiet=False, dt=0.1):
        out.append(f"{t[0]:.2f} {kind} {x:.0f} {y:.0f}{' quiet' if quiet else ''}")
        t[0] += dt

    def drag(x0, y0, x1, y1, steps):
        ev("down", x0, y0)
        for i in range(1, steps + 1):
            ev("move", x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps)
        ev("up", x1, y1, dt=0.4)

    if game == "mycity":
        for x1, y1 in [(400, 400), (450, 850), (700, 880), (300, 560)]:
            drag(1216, 506, x1, y1, 14)
    elif game == "madcity":
        ev("move", 418, 1022, True, 0.05)
        ev("down", 418, 1022, True, 0.05)
        ev("up", 418, 1022, True, 4.0)  # Ready; then 3-2-1
        for x1, y1 in [(255, 255), (418, 255), (582, 255), (255, 418), (418, 418), (582, 418),
                       (255, 582), (418, 582)]:
            drag(101, 752, x1, y1, 7)
    elif game == "funcity":
        for _ in range(16):
            ev("move", 1775, 1002, True)
            ev("down", 1775, 1002)
            ev("move", 1500, 880)
            ev("up", 1500, 880, True, 0.2)
    elif game == "infinitecity":
        for x1, y1 in [(700, 700), (900, 500), (1200, 300), (500, 400)]:
            drag(87, 998, x1, y1, 12)
            ev("move", 87, 998, True, 0.3)
    elif game == "megacity":
        for _ in range(6):
            drag(1077, 452, 1500, 300, 8)
            ev("move", 1456, 46, True, 1.0)
            ev("down", 1456, 46)
            ev("up", 1456, 46, True, 1.5)
    words, lines, line = HEADERS[game].split(), [], "#"
    for w in words:
        if len(line) + 1 + len(w) > 96:
            lines.append(line)
            line = "#"
        line += " " + w
    lines.append(line)
    lines.append("# Made by tests/bench/make_input_scripts.py; \"SECONDS down|move|up X Y [quiet]\".")
    return "\n".join(lines + out) + "\n"


if __name__ == "__main__":
    for g in HEADERS:
        with open(os.path.join(HERE, f"{g}-input.script"), "w") as f:
            f.write(script(g))
