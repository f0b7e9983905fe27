#!/usr/bin/env python3
"""Import cycles between the modules of a Rust crate (non-test code), one module per file.

    scripts/module_cycles.py [SRC_DIR] [--edges] [--why]

SRC_DIR defaults to crates/caviard/src. Every `crate::`, `super::` and `self::` path of a file
(in `use` trees and inline) is resolved to the module that defines it, following the `pub use`
re-exports of a module. Comments, strings, `#[cfg(test)]` items and test files are skipped;
a parent's bare paths to its children (`child::f()`, not in a `use`) are not followed. Prints
each cycle (a strongly connected component of more than one module) with its edges (`--why`:
the paths behind each edge); `--edges` prints the whole graph. Exits 1 when there is a cycle.
"""
import os
import re
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
here = os.path.dirname(__file__)
root = args[0] if args else os.path.join(here, "..", "crates", "caviard", "src")

mods = {}  # module path (tuple) -> file
for dp, _, fs in os.walk(root):
    for f in fs:
        if not f.endswith(".rs"):
            continue
        p = os.path.join(dp, f)
        rel = os.path.relpath(p, root)[:-3].split(os.sep)
        if rel in (["lib"], ["main"]):
            m = ()
        elif rel[-1] == "mod":
            m = tuple(rel[:-1])
        else:
            m = tuple(rel)
        mods[m] = p

CHAR = re.compile(r"'(?:\\(?:u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^'\\\n])'")
RAW = re.compile(r'b?r(#*)"')


def code_only(src):
    """The source without comments, string and char literals."""
    out, i, n = [], 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
        elif src.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if src.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif src.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c in "rb" and (i == 0 or not (src[i - 1].isalnum() or src[i - 1] == "_")) \
                and RAW.match(src, i):
            m = RAW.match(src, i)
            end = src.find('"' + m.group(1), m.end())
            out.append('""')
            i = n if end < 0 else end + 1 + len(m.group(1))
        elif c == '"':
            i += 1
            while i < n and src[i] != '"':
                i += 2 if src[i] == "\\" else 1
            out.append('""')
            i += 1
        elif c == "'" and CHAR.match(src, i):
            out.append("' '")
            i = CHAR.match(src, i).end()
        else:
            out.append(c)
            i += 1
    return "".join(out)


def without_tests(src):
    """Drop every `#[cfg(test)]` item (up to its matching brace or `;`)."""
    out, i = [], 0
    while True:
        j = src.find("#[cfg(test)]", i)
        if j < 0:
            out.append(src[i:])
            return "".join(out)
        out.append(src[i:j])
        k, depth = j + len("#[cfg(test)]"), 0
        while k < len(src):
            c = src[k]
            k += 1
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    break
            elif c == ";" and depth == 0:
                break
        i = k


def use_paths(tree):
    """`a::{b, c::d as e}` -> [[a, b], [a, c, d]]."""
    tree = re.sub(r"\s+as\s+\w+", "", tree)
    tree = re.sub(r"\s+", "", tree)
    res = []

    def rec(prefix, t):
        parts, depth, cur = [], 0, ""
        for c in t:
            depth += (c == "{") - (c == "}")
            if c == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += c
        if cur:
            parts.append(cur)
        for p in parts:
            if "{" in p:
                head, rest = p.split("{", 1)
                rec(prefix + [x for x in head.split("::") if x], rest[: rest.rfind("}")])
            else:
                res.append(prefix + [x for x in p.split("::") if x])

    rec([], tree)
    return res


def absolute(mod, segs):
    if not segs:
        return None
    if segs[0] == "crate":
        return segs[1:]
    cur = list(mod)
    if segs[0] in ("super", "self"):
        while segs and segs[0] in ("super", "self"):
            if segs[0] == "super":
                cur = cur[:-1]
            segs = segs[1:]
        return cur + segs
    if tuple(cur + [segs[0]]) in mods:  # a child module: `use record::X` in audit/mod.rs
        return cur + segs
    return None


# modules declared `#[cfg(test)] mod x;` (a test file) are left out with their descendants
test_files = set()
for m, p in mods.items():
    src = code_only(open(p, encoding="utf-8").read())
    for t in re.findall(r"#\[cfg\(test\)\]\s*mod\s+(\w+)\s*;", src):
        test_files.add(m + (t,))
mods = {m: p for m, p in mods.items() if not any(m[: len(t)] == t for t in test_files)}

reexports, uses = {}, {}
for m, p in mods.items():
    src = without_tests(code_only(open(p, encoding="utf-8").read()))
    paths, rex = [], {}
    for u in re.finditer(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", src):
        for segs in use_paths(u.group(2)):
            a = absolute(m, segs)
            if a is None:
                continue
            paths.append(a)
            if u.group(1) and a and a[-1] != "*":
                rex[a[-1]] = a
    for q in re.finditer(r"\b((?:crate|super|self)(?:::\w+)+)", src):
        a = absolute(m, q.group(1).split("::"))
        if a is not None:
            paths.append(a)
    uses[m], reexports[m] = paths, rex


def defining(a, depth=0):
    """The module defining path `a`, through re-exports."""
    for i in range(len(a), -1, -1):
        if tuple(a[:i]) in mods:
            base, rest = tuple(a[:i]), a[i:]
            break
    r = reexports.get(base, {}).get(rest[0]) if rest else None
    if r is not None and r != a and depth < 8:
        return defining(r, depth + 1)
    return base


edges = {m: set() for m in mods}
why = {}
for m, paths in uses.items():
    for a in paths:
        t = defining(a)
        if t not in (m, ()):
            edges[m].add(t)
            why.setdefault((m, t), set()).add("::".join(a))

name = lambda t: "::".join(t) or "crate"
if "--edges" in sys.argv:
    for m in sorted(edges):
        for t in sorted(edges[m]):
            print(f"{name(m)} -> {name(t)}")

# Tarjan's strongly connected components.
index, low, stack, on, cycles = {}, {}, [], set(), []
sys.setrecursionlimit(10000)


def visit(v):
    index[v] = low[v] = len(index)
    stack.append(v)
    on.add(v)
    for w in edges[v]:
        if w not in index:
            visit(w)
            low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop()
            on.discard(w)
            comp.append(w)
            if w == v:
                break
        if len(comp) > 1:
            cycles.append(sorted(comp))


for v in sorted(edges):
    if v not in index:
        visit(v)

for comp in sorted(cycles):
    print("cycle:", ", ".join(name(c) for c in comp))
    for a in comp:
        for b in sorted(edges[a] & set(comp)):
            w = "  [" + ", ".join(sorted(why[(a, b)])) + "]" if "--why" in sys.argv else ""
            print(f"    {name(a)} -> {name(b)}{w}")
if not cycles:
    print(f"no module cycle ({len(mods)} modules, {sum(map(len, edges.values()))} edges)")
sys.exit(1 if cycles else 0)
