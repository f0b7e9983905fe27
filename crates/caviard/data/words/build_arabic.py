#!/usr/bin/env python3
"""Regenerate Caviard's Arabic ordinary-word set, ``arabic.fst``.

Usage (from the repository's root):
    python3 crates/caviard/data/words/build_arabic.py WORDFREQ_WHEEL [--out FILE]

WORDFREQ_WHEEL  the wheel of the PyPI package wordfreq 3.1.1
                (``pip download wordfreq==3.1.1 --no-deps``:
                ``wordfreq-3.1.1-py3-none-any.whl``), whose ``wordfreq/data/large_ar.msgpack.gz``
                lists about 620,000 tokens of Arabic text by frequency.

Every token is read (frequencies are dropped); its Arabic diacritics and tatweel are removed and
its letters folded the way Caviard folds a word before looking it up (``fold`` below, and
``dictionary::arabic_key`` in the crate); tokens that are not made of Arabic letters only, or
shorter than two letters, are left out. The sorted list is turned into a finite-state set by
the crate's ``build_words`` example (the ``fst`` crate).

Only the Python standard library is used (the wheel's MessagePack is decoded below); see
README.md beside this script.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import re
import subprocess
import tempfile
import zipfile
from pathlib import Path

WHEEL_SHA256 = "4b1c6ecffc6198be3396d5cf871c4423ca71c907c231348d352dd54d62b97473"
MEMBER = "wordfreq/data/large_ar.msgpack.gz"

DIACRITICS = re.compile("[\u064b-\u065f\u0670\u0640]")
FOLD = str.maketrans(
    {
        "أ": "ا",
        "إ": "ا",
        "آ": "ا",
        "ٱ": "ا",
        "ى": "ي",
        "ة": "ه",
        "ڨ": "ق",
        "ڤ": "ف",
        "پ": "ب",
        "گ": "ك",
        "ی": "ي",
        "ک": "ك",
    }
)
ARABIC_WORD = re.compile("^[\u0621-\u064a\u066e-\u06d3\u06d5\u06fa-\u06ff]+$")


def fold(w: str) -> str:
    return DIACRITICS.sub("", w).translate(FOLD)


def unpack(data: bytes):
    """The subset of MessagePack that wordfreq's lists use: maps, arrays, strings, integers."""
    pos = 0

    def read():
        nonlocal pos
        b = data[pos]
        pos += 1

        def take(n: int) -> bytes:
            nonlocal pos
            chunk = data[pos : pos + n]
            pos += n
            return chunk

        def size(n: int) -> int:
            return int.from_bytes(take(n), "big")

        if b <= 0x7F:
            return b
        if 0x80 <= b <= 0x8F:
            return {read(): read() for _ in range(b & 0x0F)}
        if 0x90 <= b <= 0x9F:
            return [read() for _ in range(b & 0x0F)]
        if 0xA0 <= b <= 0xBF:
            return take(b & 0x1F).decode("utf-8")
        if b == 0xD9:
            return take(size(1)).decode("utf-8")
        if b == 0xDA:
            return take(size(2)).decode("utf-8")
        if b == 0xDC:
            return [read() for _ in range(size(2))]
        if b == 0xDD:
            return [read() for _ in range(size(4))]
        if b in (0xCC, 0xCD, 0xCE):
            return size(1 << (b - 0xCC))
        raise ValueError(f"unexpected MessagePack byte {b:#x} at {pos - 1}")

    value = read()
    if pos != len(data):
        raise ValueError("trailing bytes after the MessagePack value")
    return value


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("wheel", type=Path)
    ap.add_argument("--out", type=Path, default=Path(__file__).with_name("arabic.fst"))
    a = ap.parse_args()
    digest = hashlib.sha256(a.wheel.read_bytes()).hexdigest()
    if digest != WHEEL_SHA256:
        raise SystemExit(f"{a.wheel}: sha256 {digest}, expected wordfreq 3.1.1's {WHEEL_SHA256}")
    with zipfile.ZipFile(a.wheel) as z:
        listing = unpack(gzip.decompress(z.read(MEMBER)))
    header, buckets = listing[0], listing[1:]
    if header != {"format": "cB", "version": 1}:
        raise SystemExit(f"unexpected wordfreq list header {header!r}")
    words = {w for bucket in buckets for w in map(fold, bucket) if len(w) >= 2 and ARABIC_WORD.match(w)}
    ordered = sorted(words, key=lambda w: w.encode("utf-8"))
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt", delete=False) as f:
        f.write("".join(w + "\n" for w in ordered))
        path = f.name
    subprocess.run(
        ["cargo", "run", "--release", "--quiet", "-p", "caviard", "--example", "build_words", "--", path, str(a.out)],
        check=True,
    )
    Path(path).unlink()
    print(f"{len(ordered)} words -> {a.out}")


if __name__ == "__main__":
    main()
