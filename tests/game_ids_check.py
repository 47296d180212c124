#!/usr/bin/env python3
"""game_ids_check.py SOURCE_DIR: no game is named in code outside its folder.

A game is a folder of src/games/; everything about it lives there and is found through its
game_def (docs/ARCHITECTURE.md, "A game's folder"). This test fails when a game's id appears as a
word, or as the start of an identifier (mycity_state), in the C code of src/ outside
src/games/<id>/ (comments are not code: an example id in a comment is fine), or in the build
files outside the one registration line (citybox_games in the top CMakeLists.txt).
First it checks itself on a small tree with a planted name in host code, which it must refuse.
"""
import os
import re
import sys
import tempfile

COMMENT_OR_STRING = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
                               re.S)


def code_of(text):
    """The C text with comments blanked (strings kept: an id in a string is a use)."""
    return COMMENT_OR_STRING.sub(lambda m: m.group(0) if m.group(0)[0] in '"\'' else
                                 re.sub(r'[^\n]', ' ', m.group(0)), text)


def games(root):
    base = os.path.join(root, 'src', 'games')
    return sorted(d for d in os.listdir(base) if os.path.isdir(os.path.join(base, d)))


def scan(root):
    """Every place a game is named outside its folder: (file, line, id, text)."""
    ids = games(root)
    word = re.compile(r'\b(' + '|'.join(map(re.escape, ids)) + r')(?:\b|_)')
    found = []
    for dirpath, _, files in os.walk(os.path.join(root, 'src')):
        for name in files:
            if not name.endswith(('.c', '.h')):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            with open(path, encoding='utf-8') as f:
                code = code_of(f.read())
            for n, line in enumerate(code.split('\n'), 1):
                if line.lstrip().startswith('#include'):
                    inc = re.search(r'"games/([a-z0-9_]+)/', line)
                    if inc and not rel.startswith(f'src/games/{inc.group(1)}/'):
                        found.append((rel, n, inc.group(1), line.strip()))
                    continue
                for m in word.finditer(line):
                    if not rel.startswith(f'src/games/{m.group(1)}/'):
                        found.append((rel, n, m.group(1), line.strip()))
    builds = [os.path.join(root, 'CMakeLists.txt')]
    cmake_dir = os.path.join(root, 'cmake')
    if os.path.isdir(cmake_dir):
        builds += [os.path.join(cmake_dir, f) for f in sorted(os.listdir(cmake_dir))]
    for path in builds:
        rel = os.path.relpath(path, root)
        with open(path, encoding='utf-8') as f:
            for n, line in enumerate(f, 1):
                text = line.split('#', 1)[0]
                if text.lstrip().startswith('citybox_games('):
                    continue  # the registration: the one place the build names the games
                for m in word.finditer(text):
                    found.append((rel, n, m.group(1), line.strip()))
    return found


def self_test():
    with tempfile.TemporaryDirectory() as t:
        for d in ('src/games/alpha', 'src/games/beta', 'src/host', 'cmake'):
            os.makedirs(os.path.join(t, d))
        files = {
            'src/games/alpha/alpha.c': 'int alpha_score;\n',
            'src/host/ok.c': '/* "alpha" in a comment */\nint x;\n',
            'src/host/bad.c': 'const char *g = "beta";\n',
            'src/host/bad2.c': '#include "games/alpha/alpha.h"\n',
            'CMakeLists.txt': 'citybox_games(MENU alpha beta)\nset(X alpha)\n',
        }
        for rel, text in files.items():
            with open(os.path.join(t, rel), 'w') as f:
                f.write(text)
        got = sorted((f, i) for f, _, i, _ in scan(t))
        want = [('CMakeLists.txt', 'alpha'), ('src/host/bad.c', 'beta'),
                ('src/host/bad2.c', 'alpha')]
        if got != want:
            print(f'FAIL: the check itself finds {got}, not {want}')
            sys.exit(1)


def main():
    self_test()
    root = sys.argv[1]
    found = scan(root)
    for rel, n, gid, text in found:
        print(f'{rel}:{n}: names the game "{gid}" outside src/games/{gid}/: {text}')
    if found:
        print(f'FAIL: {len(found)} place(s) name a game outside its folder; reach it through its '
              'game_def (games/game.h) or a table made from the registration')
        sys.exit(1)
    print(f'ok: no game of {", ".join(games(root))} is named outside its folder')


main()
