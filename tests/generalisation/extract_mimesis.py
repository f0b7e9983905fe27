#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Extract held-out Arabic-script names from a Mimesis wheel (MIT) for gen.py --names held-out.

    pip download --no-deps mimesis==22.2.0 -d /tmp/mimesis
    extract_mimesis.py /tmp/mimesis/mimesis-22.2.0-py3-none-any.whl > names_mimesis_ar.tsv

Reads `mimesis/datasets/ar-tn/person.json` (female and male first names, surnames) inside the
wheel, drops entries with spaces, titles, and every name that Caviard's lists or the corpus
manifest hold, compared loosely (hamza seats, ta marbuta and alif maqsura folded, see
gen.loose()). Writes `kind<TAB>name` lines, sorted. Python standard library only.
"""
import hashlib
import json
import os
import sys
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

TITLES = {"الحاج", "حاج", "السيد", "السيدة", "الشيخ", "الدكتور", "الأستاذ"}


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    wheel = sys.argv[1]
    with open(wheel, "rb") as f:
        sha = hashlib.sha256(f.read()).hexdigest()
    with zipfile.ZipFile(wheel) as z:
        person = json.loads(z.read("mimesis/datasets/ar-tn/person.json").decode("utf-8"))
        meta = z.read(next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))).decode("utf-8")
    version = next(l.split(":", 1)[1].strip() for l in meta.splitlines() if l.startswith("Version:"))
    forbidden = {gen.loose(w) for w in gen.load_forbidden(gen.REPO, gen.CORPUS_MANIFEST)}
    out = set()
    for kind, names in (("female", person["names"]["female"]), ("male", person["names"]["male"]),
                        ("family", person["surnames"])):
        for n in names:
            n = gen.fold(n)
            if " " in n or n in TITLES or len(n) < 3 or gen.loose(n) in forbidden:
                continue
            out.add((kind, n))
    print(f"# Held-out Arabic-script names for tests/generalisation/gen.py --names held-out.")
    print(f"# Source: Mimesis {version} (PyPI `mimesis`), mimesis/datasets/ar-tn/person.json; wheel sha256 {sha}.")
    print("# Licence: MIT, Copyright (c) 2016-Present Isaak Uchakaev (Likid Geimfari); https://github.com/lk-geimfari/mimesis")
    print("# Kept: names absent from crates/caviard/data/names/*.txt and the corpus manifest (loose Arabic folding).")
    for kind, n in sorted(out):
        print(f"{kind}\t{n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
