#!/usr/bin/env python3
"""Regenerate Caviard's ordinary-word set, ``words.fst``.

Usage (from the repository's root):
    python3 crates/caviard/data/words/build.py FRENCH_DIR ENGLISH_DIR [--out FILE]

FRENCH_DIR   the unpacked npm package an-array-of-french-words 2.0.0 (the folder holding
             ``index.json``; ``npm pack an-array-of-french-words@2.0.0`` then ``tar xzf``)
ENGLISH_DIR  the unpacked npm package an-array-of-english-words 2.0.0

Every word of both lists is NFC-normalised and lower-cased; words of fewer than three
characters or with a space are left out; a word with accents is also added without them
(`état` and `etat`), since capitals often lose their accents (`ETAT CIVIL`). The sorted list
is turned into a finite-state set by the crate's `build_words` example (the `fst` crate).

Only the Python standard library is used; see README.md beside this script.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import unicodedata
from pathlib import Path

EXPECTED = {"an-array-of-french-words": "2.0.0", "an-array-of-english-words": "2.0.0"}


def words_of(folder: Path, name: str) -> list[str]:
    meta = json.loads((folder / "package.json").read_text(encoding="utf-8"))
    if meta.get("name") != name or meta.get("version") != EXPECTED[name]:
        sys.exit(f"{folder}: expected {name} {EXPECTED[name]}, found {meta.get('name')} {meta.get('version')}")
    return json.loads((folder / "index.json").read_text(encoding="utf-8"))


def folded(w: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", w) if not unicodedata.combining(c))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("french", type=Path)
    ap.add_argument("english", type=Path)
    ap.add_argument("--out", type=Path, default=Path(__file__).with_name("words.fst"))
    a = ap.parse_args()
    words: set[str] = set()
    for folder, name in ((a.french, "an-array-of-french-words"), (a.english, "an-array-of-english-words")):
        for w in words_of(folder, name):
            w = unicodedata.normalize("NFC", w).lower()
            if len(w) < 3 or " " in w:
                continue
            words.add(w)
            words.add(unicodedata.normalize("NFC", folded(w)))
    ordered = sorted(words, key=lambda w: w.encode("utf-8"))
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt", delete=False) as f:
        f.write("".join(w + "\n" for w in ordered))
        listing = f.name
    subprocess.run(
        ["cargo", "run", "--release", "--quiet", "-p", "caviard", "--example", "build_words", "--", listing, str(a.out)],
        check=True,
    )
    Path(listing).unlink()
    print(f"{len(ordered)} words -> {a.out}")


if __name__ == "__main__":
    main()
