#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""The development corpus with every name replaced by an invented one: its layouts, unseen names.

    swap_names.py [--corpus DIR] [--out DIR] [--seed N] [--repo DIR]

`../shared/corpus` measures the detectors on the documents they were tuned on, names included.
This script reads that corpus at run time and writes a copy of its text, Markdown, CSV and DOCX
documents (PDFs and edge cases are left out: their text cannot be edited in place) in which every
part of every PERSON value is replaced, as a whole word and consistently across the document, by
a name part invented by `gen.py`'s `NameMaker` (refused when Caviard's lists or the corpus hold
it). The case of each occurrence is kept (`AYARI` -> `KHOUDALI`, `ayari` in an e-mail address ->
`khoudali`), and the same replacement is applied to every manifest value, so an e-mail address
spelled from a name stays consistent with it. It writes the documents and a `manifest.json` in the
format `../shared/eval/score.py` reads, under `--out` (default `target/swapped`); nothing of the
corpus is committed. Same seed, same bytes. Python standard library only.

What it measures: the corpus' sentences, tables and layouts, with names the product has never
seen. Caveat: the sentences are still the ones the detectors were tuned on.
"""
import argparse
import io
import json
import os
import random
import re
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402  (the name maker and the refusal lists)

FORMATS = ("txt", "md", "csv", "docx")
PARTICLES = {"ben", "bent", "bin", "ibn", "ould", "el", "al", "bou", "abou", "abu", "de", "du",
             "بن", "بنت", "ابن", "ال", "أبو", "ابو", "بو"}
ARABIC = re.compile("[\u0600-\u06FF]")
WORD_CHAR = r"[^\W\d_]"  # a letter (Latin or Arabic): digits and "_" end a name in an e-mail address ("ayari85@"), Arabic punctuation such as "،" too


def parts_of(value):
    """The name parts of a PERSON value that are replaced: words of three letters or more that
    are not particles or initials, with whether each is the value's last part."""
    words = [w for w in re.split(r"[\s\-]+", value) if w]
    out = []
    for k, w in enumerate(words):
        w = w.strip(".,;:()")
        if len(w) < 3 or w.casefold() in PARTICLES:
            continue
        out.append((w, k == len(words) - 1))
    return out


def with_case_of(model, new):
    if model.isupper():
        return new.upper()
    if model.islower():
        # a name in lower case is most often in an e-mail address, which has no accents
        return gen.strip_accents(new).lower()
    return new[:1].upper() + new[1:]


class Swapper:
    def __init__(self, maker):
        self.maker = maker
        self.map = {}  # casefolded old part -> new part (as invented)

    def add(self, part, last):
        key = part.casefold()
        if key in self.map:
            return
        lat, ar = self.maker.family() if last else self.maker.first(self.maker.rng.random() < 0.5)
        self.map[key] = ar if ARABIC.search(part) else lat

    def compile(self):
        if not self.map:
            self.rx = None
            return
        alts = sorted(self.map, key=len, reverse=True)
        self.rx = re.compile(
            rf"(?<!{WORD_CHAR})(?:" + "|".join(re.escape(a) for a in alts) + rf")(?!{WORD_CHAR})",
            re.IGNORECASE,
        )

    def apply(self, s):
        if self.rx is None:
            return s
        return self.rx.sub(lambda m: with_case_of(m.group(0), self.map[m.group(0).casefold()]), s)


def docx_apply(data, f):
    """The DOCX with `f` applied to the text between its XML tags (tags and attributes kept)."""
    src = zipfile.ZipFile(io.BytesIO(data))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            body = src.read(info.filename)
            if info.filename.endswith(".xml"):
                xml = body.decode("utf-8")
                xml = re.sub(r">([^<]+)<", lambda m: ">" + f(m.group(1)) + "<", xml)
                body = xml.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(zi, body)
    return buf.getvalue()


def docx_text(data):
    z = zipfile.ZipFile(io.BytesIO(data))
    return "".join(
        re.sub(r"<[^>]+>", "", z.read(n).decode("utf-8")) for n in z.namelist() if n.endswith(".xml")
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", default=os.path.join(gen.REPO, "..", "shared", "corpus"))
    ap.add_argument("--out", default=os.path.join(gen.REPO, "target", "swapped"))
    ap.add_argument("--seed", type=int, default=20261202)
    ap.add_argument("--repo", default=gen.REPO)
    a = ap.parse_args()
    manifest_path = os.path.join(a.corpus, "manifest.json")
    with open(manifest_path, encoding="utf-8") as f:
        manifest = json.load(f)
    forbidden = gen.load_forbidden(a.repo, manifest_path)
    maker = gen.NameMaker(random.Random(a.seed), forbidden)
    os.makedirs(a.out, exist_ok=True)
    out_manifest, missing, swapped = [], 0, 0
    for d in manifest:
        if d.get("edge") or d.get("expect") != "ok" or d.get("format") not in FORMATS:
            continue
        sw = Swapper(maker)
        for s in d.get("sensitive", []):
            if s["type"] == "PERSON":
                for p, last in parts_of(s["value"]):
                    sw.add(p, last)
        sw.compile()
        swapped += len(sw.map)
        with open(os.path.join(a.corpus, d["file"]), "rb") as f:
            data = f.read()
        if d["format"] == "docx":
            new = docx_apply(data, sw.apply)
            text = docx_text(new)
        else:
            text = sw.apply(data.decode("utf-8"))
            new = text.encode("utf-8")
        e = dict(d)
        e["sensitive"] = [dict(s, value=sw.apply(s["value"])) for s in d.get("sensitive", [])]
        e["decoys"] = [sw.apply(x) for x in d.get("decoys", [])]
        for s in e["sensitive"]:
            if "\n" not in s["value"] and s["value"] not in text:
                missing += 1
                print(f"swap_names.py: {d['file']}: {s['type']} value not found after the swap: "
                      f"{s['value']!r}", file=sys.stderr)
        with open(os.path.join(a.out, d["file"]), "wb") as f:
            f.write(new)
        out_manifest.append(e)
    with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(out_manifest, f, ensure_ascii=False, indent=1)
    print(f"swap_names.py: {len(out_manifest)} documents, {swapped} name parts replaced, "
          f"{missing} values not found verbatim, into {a.out}")
    if missing:
        # a value the scorer would look for in vain measures nothing
        sys.exit(1)


if __name__ == "__main__":
    main()
