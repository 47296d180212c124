#!/usr/bin/env python3
"""naming_check.py SOURCE_DIR BUILD_DIR: every game's files and symbols carry the game's id.

The scheme (issue 29): a game's prefix is its id (the name of its folder in src/games/).
* Every file in src/games/<id>/ is named <id>*: <id>.c, <id>_board.c, <id>_bot_eval.c, ...
* Every C or shell file in tests/<id>/ is named test_<id>* or <id>* (fixtures <id>_fixture.h),
  except perturb.c, the hook the generic suite finds by that name.
* Every symbol a game's object exports (nm: functions and globals that are not static) starts
  with <id>_: <id>_..., the board's <id>_board_..., the bot's <id>_bot_...; the registration
  names the build makes from the id (<id>_game, <id>_board, <id>_bot, <id>_racer) follow it.
* Every name a game's header gives the rest of the game (macros, typedef names, struct, union
  and enum tags, enum constants) starts with <id>_ or <ID>_; include guards (CB_..._H) are not
  names. Names local to one .c file may be short.
First it checks itself on a small planted tree that breaks each rule, which it must refuse.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ALLOWED_TEST_FILES = {"perturb.c"}
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
STRING = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'')


def games(root):
    base = os.path.join(root, "src", "games")
    return sorted(d for d in os.listdir(base) if os.path.isdir(os.path.join(base, d)))


def prefixed(name, gid):
    return name.startswith(gid + "_") or name.startswith(gid.upper() + "_") or name in (
        gid, gid.upper())


def header_names(text):
    """The names a header declares for its includers: (kind, name)."""
    code = STRING.sub('""', COMMENT.sub(" ", text))
    code = re.sub(r"\\\n", " ", code)
    out = []
    guards = set(re.findall(r"^\s*#\s*ifndef\s+(\w+)\s*\n\s*#\s*define\s+\1\b", code, re.M))
    for m in re.finditer(r"^\s*#\s*define\s+([A-Za-z_]\w*)", code, re.M):
        if m.group(1) not in guards:  # an include guard (CB_..._H) names no symbol
            out.append(("macro", m.group(1)))
    for m in re.finditer(r"\b(struct|union|enum)\s+([A-Za-z_]\w*)\s*\{", code):
        out.append((m.group(1) + " tag", m.group(2)))
    # typedef names: the last identifier before the ';' that ends a typedef at depth 0
    for m in re.finditer(r"\btypedef\b", code):
        depth, i = 0, m.end()
        while i < len(code):
            c = code[i]
            if c in "{(":
                depth += 1
            elif c in "})":
                depth -= 1
            elif c == ";" and depth == 0:
                break
            i += 1
        decl = code[m.end():i]
        # function pointer typedef: typedef void (*name)(...)
        fp = re.search(r"\(\s*\*\s*([A-Za-z_]\w*)\s*\)", decl)
        tail = re.sub(r"\{.*\}", " ", decl, flags=re.S) if not fp else ""
        if fp:
            out.append(("typedef", fp.group(1)))
        else:
            for part in tail.split(","):
                ids = re.findall(r"[A-Za-z_]\w*", re.sub(r"\[[^\]]*\]", "", part))
                if ids:
                    out.append(("typedef", ids[-1]))
    # enum constants
    for m in re.finditer(r"\benum\b[^{;]*\{", code):
        depth, i = 1, m.end()
        while i < len(code) and depth:
            depth += {"{": 1, "}": -1}.get(code[i], 0)
            i += 1
        body = code[m.end():i - 1]
        body = re.sub(r"\([^()]*\)", "", body)
        for item in body.split(","):
            n = re.match(r"\s*([A-Za-z_]\w*)", item)
            if n:
                out.append(("enum constant", n.group(1)))
    return out


def exported(obj):
    r = subprocess.run(["nm", "-g", "--defined-only", obj], capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(f"nm {obj}: {r.stderr.strip()}")
    names = []
    for line in r.stdout.splitlines():
        parts = line.split()
        # the sanitizers add their own symbols beside the game's (gcc's ODR indicators
        # __odr_asan.<name>, clang's __asan_* and __sancov_*): the compiler's, not the game's
        if len(parts) >= 3 and not parts[2].startswith(("__odr_asan", "__asan", "__sancov", "__ubsan")):
            names.append(parts[2])
    return names


def object_of(build, gid, rel):
    """The object the build made of src/games/<gid>/<rel> (None when not built: a tool)."""
    for kind in ("rules", "bot", "board"):
        o = os.path.join(build, "games", gid, "CMakeFiles", f"cb_{gid}_{kind}.dir", rel + ".o")
        if os.path.exists(o):
            return o
    return None


def scan(root, build):
    """Every break of the scheme: (path, what)."""
    bad = []
    for gid in games(root):
        gdir = os.path.join(root, "src", "games", gid)
        objects = 0
        for d, _, files in os.walk(gdir):
            for f in sorted(files):
                path = os.path.join(d, f)
                rel = os.path.relpath(path, gdir)
                if f == "CMakeLists.txt":
                    continue
                if not f.startswith(gid):
                    bad.append((f"src/games/{gid}/{rel}", f"file name does not start with {gid}"))
                if f.endswith(".h"):
                    with open(path, encoding="utf-8") as fh:
                        for kind, name in header_names(fh.read()):
                            if not prefixed(name, gid):
                                bad.append((f"src/games/{gid}/{rel}",
                                            f"{kind} {name} does not start with {gid}_"))
                if f.endswith(".c") and build:
                    obj = object_of(build, gid, rel)
                    if obj:
                        objects += 1
                        for name in exported(obj):
                            if not name.startswith(gid + "_"):
                                bad.append((f"src/games/{gid}/{rel}",
                                            f"exports {name}, which does not start with {gid}_"))
        if build and not objects:
            bad.append((f"src/games/{gid}", f"no object of the game under {build}: build it first"))
        tdir = os.path.join(root, "tests", gid)
        for d, _, files in os.walk(tdir):
            for f in sorted(files):
                if not f.endswith((".c", ".h", ".sh")) or f in ALLOWED_TEST_FILES:
                    continue
                if not (f.startswith(gid) or f.startswith("test_" + gid)):
                    rel = os.path.relpath(os.path.join(d, f), root)
                    bad.append((rel, f"test file name does not start with test_{gid} or {gid}"))
    return bad


def self_test():
    """A planted tree with one break of each rule must be refused for each."""
    tmp = tempfile.mkdtemp()
    try:
        g = os.path.join(tmp, "src", "games", "alpha")
        for sub in ("rules", "board"):
            os.makedirs(os.path.join(g, sub))
        os.makedirs(os.path.join(tmp, "tests", "alpha", "unit"))
        with open(os.path.join(g, "rules", "alpha.h"), "w") as f:
            f.write("#ifndef CB_ALPHA_H\n#define CB_ALPHA_H\n#define ALPHA_OK 1\n#define AL_BAD 2\n"
                    "typedef struct alpha_state { int x; } alpha_state;\n"
                    "typedef struct al_board al_board;\n"
                    "enum { ALPHA_ONE, AL_TWO = 3 };\n"
                    "typedef int (*al_hook)(int);\n#endif\n")
        with open(os.path.join(g, "board", "alb_draw.c"), "w") as f:
            f.write("void alpha_fine(void) {}\n")
        with open(os.path.join(g, "rules", "alpha.c"), "w") as f:
            f.write("static int local(void) { return 1; }\n"
                    "int alpha_ok(void) { return local(); }\nint al_bad(void) { return 2; }\n"
                    "int al_global = 3;\n")
        with open(os.path.join(tmp, "tests", "alpha", "unit", "test_al.c"), "w") as f:
            f.write("int main(void) { return 0; }\n")
        build = os.path.join(tmp, "build")
        od = os.path.join(build, "games", "alpha", "CMakeFiles", "cb_alpha_rules.dir", "rules")
        os.makedirs(od)
        cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
        compiled = False
        if cc:
            compiled = subprocess.run([cc, "-c", "-o", os.path.join(od, "alpha.c.o"),
                                       os.path.join(g, "rules", "alpha.c")]).returncode == 0
        found = {what for _, what in scan(tmp, build)}
        want = {"macro AL_BAD does not start with alpha_", "typedef al_board does not start with alpha_",
                "enum constant AL_TWO does not start with alpha_",
                "typedef al_hook does not start with alpha_",
                "file name does not start with alpha",
                "test file name does not start with test_alpha or alpha"}
        if not compiled:
            want.add(f"no object of the game under {build}: build it first")
        if compiled:
            want |= {"exports al_bad, which does not start with alpha_",
                     "exports al_global, which does not start with alpha_"}
        if found != want:
            print("naming_check: the self-check failed:\n  found " + "\n        ".join(
                sorted(found)) + "\n  wanted " + "\n         ".join(sorted(want)))
            return False
        return True
    finally:
        shutil.rmtree(tmp)


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    root = sys.argv[1]
    build = sys.argv[2] if len(sys.argv) > 2 else None
    if not self_test():
        return 1
    bad = scan(root, build)
    for path, what in bad:
        print(f"{path}: {what}")
    if bad:
        print(f"naming_check: {len(bad)} names break the scheme (one prefix per game: its id)")
        return 1
    print("naming_check: every game's files and symbols start with its id")
    return 0


if __name__ == "__main__":
    sys.exit(main())
