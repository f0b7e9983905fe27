#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Self-test of gen_wild.py (stdlib unittest, a few seconds).

  python3 tests/generalisation/test_gen_wild.py

Generates the set for two seeds and checks: values and decoys verbatim in the document text,
checksums (RIB key, IBAN mod 97, Luhn), no invented name word in Caviard's shipped lists,
determinism, manifest/metadata shape, and that a perfect masker scores recall 1.0 and decoy
survival 1.0 under the black-box scorer (score.py, run as a subprocess with --cmd).
"""
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest
import zipfile
from xml.sax.saxutils import unescape

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
GEN = os.path.join(HERE, "gen_wild.py")
SCORER = os.environ.get("CAVIARD_SCORER", "/work/shared/eval/score.py")
SEEDS = (4242, 7)
TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
PARTICLES = {"ben", "bent", "ép.", "ep.", "épouse", "veuve", "بن", "بنت", "حرم", "أرملة"}
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")

# The perfect masker: extracts the text the way the checks below do (docx: w:t of
# word/document.xml, one line per paragraph), then replaces every sensitive value of the document
# (looked up in the manifest next to it), longest first, then every name part of every person.
MASKER = r'''
import io, json, os, re, sys, zipfile
from xml.sax.saxutils import unescape
path = sys.argv[1]
data = open(path, "rb").read()
if path.endswith(".docx"):
    xml = zipfile.ZipFile(io.BytesIO(data)).read("word/document.xml").decode("utf-8")
    paras = re.findall(r"<w:p(?: [^>]*)?>.*?</w:p>|<w:p/>", xml, re.S)
    text = "\n".join("".join(unescape(t) for t in re.findall(r"<w:t(?: [^>]*)?>(.*?)</w:t>", p, re.S)) for p in paras)
else:
    text = data.decode("utf-8")
man = json.load(open(os.path.join(os.path.dirname(path), "manifest.json"), encoding="utf-8"))
doc = next(d for d in man if d["file"] == os.path.basename(path))
for v in sorted({s["value"] for s in doc["sensitive"]}, key=len, reverse=True):
    text = text.replace(v, "[MASK]")
for s in doc["sensitive"]:
    if s["type"] == "PERSON":
        for t in re.split(r"[\s\-]+", s["value"]):
            t = t.strip(".,;:()")
            if len(t) >= 3:
                text = re.sub(r"(?<!\w)(?:[\u0648\u0628\u0644\u0641\u0643]|\u0644\u0644)?" + re.escape(t) + r"(?!\w)",
                              "[MASK]", text, flags=re.I)
sys.stdout.write(text)
'''


def read(path, mode="rb"):
    with open(path, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as f:
        return f.read()


def doc_text(path):
    data = read(path)
    if not path.endswith(".docx"):
        return data.decode("utf-8")
    xml = zipfile.ZipFile(io.BytesIO(data)).read("word/document.xml").decode("utf-8")
    paras = re.findall(r"<w:p(?: [^>]*)?>.*?</w:p>|<w:p/>", xml, re.S)
    return "\n".join("".join(unescape(t) for t in re.findall(r"<w:t(?: [^>]*)?>(.*?)</w:t>", p, re.S)) for p in paras)


def digits(v):
    return re.sub(r"\D", "", v.translate(TO_ASCII))


def rib_ok(d):
    return len(d) == 20 and int(d[18:]) == 97 - (int(d[:18]) * 100) % 97


def iban_ok(v):
    s = re.sub(r"\s", "", v.translate(TO_ASCII)).upper()
    conv = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return s.startswith("TN59") and len(s) == 24 and int(conv) % 97 == 1 and rib_ok(s[4:])


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def refuse_words():
    root = os.path.join(REPO, "crates", "caviard", "data")
    words = set()
    for dp, _, fs in os.walk(root):
        for f in fs:
            try:
                words.update(w.casefold() for w in re.findall(r"[^\W\d_]+", read(os.path.join(dp, f), "r")))
            except (UnicodeDecodeError, OSError):
                pass
    return words


def gen(out, seed):
    subprocess.run([sys.executable, GEN, "--out", out, "--seed", str(seed), "--repo", REPO], check=True,
                   capture_output=True)


def tree_bytes(d):
    return {f: read(os.path.join(d, f)) for f in sorted(os.listdir(d))}


class TestGenWild(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.dirs = {}
        for s in SEEDS:
            cls.dirs[s] = os.path.join(cls.tmp.name, f"s{s}")
            gen(cls.dirs[s], s)
        cls.man = {s: json.loads(read(os.path.join(d, "manifest.json"), "r")) for s, d in cls.dirs.items()}

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_manifest_shape_and_coverage(self):
        for s, man in self.man.items():
            self.assertEqual(len(man), 48)
            for d in man:
                self.assertEqual(set(d), {"file", "lang", "kind", "format", "expect", "sensitive", "decoys"})
                self.assertEqual(d["expect"], "ok")
                self.assertTrue(os.path.exists(os.path.join(self.dirs[s], d["file"])))
                self.assertTrue(3 <= len(d["decoys"]) <= 8, d["file"])
                self.assertTrue(all(x["type"] in TYPES and x["value"] for x in d["sensitive"]))
            self.assertGreaterEqual(len({d["kind"] for d in man}), 14)
            self.assertEqual({d["lang"] for d in man}, {"fr", "ar", "en", "mixed"})
            self.assertEqual({d["format"] for d in man}, {"txt", "md", "csv", "docx"})
            self.assertEqual({x["type"] for d in man for x in d["sensitive"]}, TYPES)
            vals = [x for d in man for x in d["sensitive"]]
            self.assertGreaterEqual(sum("\n" in x["value"] for x in vals), 8)           # hard wraps
            self.assertGreaterEqual(sum(bool(re.search("[٠-٩۰-۹]", x["value"])) for x in vals), 8)
            seps = {re.sub(r"[٠-٩۰-۹\d]", "", x["value"]) for x in vals if x["type"] == "CNSS"}
            self.assertGreaterEqual(len(seps), 3, seps)

    def test_verbatim(self):
        for s, man in self.man.items():
            for d in man:
                text = doc_text(os.path.join(self.dirs[s], d["file"]))
                for v in [x["value"] for x in d["sensitive"]] + d["decoys"]:
                    self.assertIn(v, text, d["file"])

    def test_checksums_and_shapes(self):
        for man in self.man.values():
            for x in (x for d in man for x in d["sensitive"]):
                t, v, dg = x["type"], x["value"], digits(x["value"])
                if t == "RIB":
                    self.assertTrue(rib_ok(dg), v)
                elif t == "IBAN":
                    self.assertTrue(iban_ok(v), v)
                elif t == "CARD":
                    self.assertTrue(len(dg) == 16 and luhn_ok(dg), v)
                elif t == "CIN":
                    self.assertTrue(len(dg) == 8 and dg[0] in "01", v)
                elif t == "CNSS":
                    self.assertEqual(len(dg), 10, v)
                elif t == "TAX_ID":
                    self.assertRegex(re.sub(r"[\s/]", "", v), r"^\d{7}[A-Z][ABDNP][MPCNE]\d{3}$")

    def test_names_not_in_caviard_lists(self):
        refuse = refuse_words()
        self.assertGreater(len(refuse), 1000)
        for s, man in self.man.items():
            meta = json.loads(read(os.path.join(self.dirs[s], "metadata.json"), "r"))
            names = [x["value"] for d in man for x in d["sensitive"] if x["type"] == "PERSON"]
            names += [m["value"] for f in meta for m in f["metadata"]]
            for n in names:
                for w in n.split():
                    if w.casefold() not in PARTICLES:
                        self.assertNotIn(w.casefold(), refuse, n)

    def test_docx_metadata(self):
        for s, man in self.man.items():
            meta = {m["file"]: m["metadata"] for m in json.loads(read(os.path.join(self.dirs[s], "metadata.json"), "r"))}
            self.assertEqual(set(meta), {d["file"] for d in man if d["format"] == "docx"})
            wheres = {m["where"] for ms in meta.values() for m in ms}
            self.assertTrue({"core.creator", "comments.author", "ins.author"} <= wheres, wheres)
            for f, ms in meta.items():
                z = zipfile.ZipFile(io.BytesIO(read(os.path.join(self.dirs[s], f))))
                names = set(z.namelist())
                self.assertTrue({"[Content_Types].xml", "_rels/.rels", "word/document.xml", "docProps/core.xml"} <= names)
                for m in ms:
                    part = {"core": "docProps/core.xml", "comments": "word/comments.xml",
                            "ins": "word/document.xml"}[m["where"].split(".")[0]]
                    self.assertIn(m["value"], unescape(z.read(part).decode("utf-8")), f)
                    if m["where"] == "comments.author":
                        self.assertIn("comments.xml", z.read("word/_rels/document.xml.rels").decode())
                        self.assertIn("/word/comments.xml", z.read("[Content_Types].xml").decode())

    def test_determinism(self):
        again = os.path.join(self.tmp.name, "again")
        gen(again, SEEDS[0])
        a, b = tree_bytes(self.dirs[SEEDS[0]]), tree_bytes(again)
        self.assertEqual(a.keys(), b.keys())
        for f in a:
            self.assertEqual(a[f], b[f], f)
        self.assertNotEqual(a["manifest.json"], tree_bytes(self.dirs[SEEDS[1]])["manifest.json"])

    def test_perfect_masker_scores_one(self):
        if not os.path.exists(SCORER):
            self.skipTest("score.py not found")
        masker = os.path.join(self.tmp.name, "perfect_masker.py")
        with open(masker, "w", encoding="utf-8") as fh:
            fh.write(MASKER)
        for s, d in self.dirs.items():
            pr = subprocess.run([sys.executable, SCORER, "--manifest", os.path.join(d, "manifest.json"), "--corpus", d,
                                 "--cmd", f"{sys.executable} {masker} {{file}}", "--json"],
                                capture_output=True, text=True, check=True)
            res = json.loads(pr.stdout[:pr.stdout.rindex("}") + 1])
            self.assertEqual(res["recall"], 1.0, res["leaks"][:5])
            self.assertEqual(res["decoy_survival"], 1.0, [x for x in res["documents"] if x.get("decoys_destroyed")][:3])
            self.assertEqual(res["unexpected_errors"] + res["crashes"] + res["non_text_outputs"], 0)


if __name__ == "__main__":
    unittest.main()
