#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_sixth.py (standard library only, runs in a few seconds).

    python3 -m unittest tests/generalisation/test_gen_sixth.py -v

The generator is run as a subprocess; every check below is re-implemented here rather than
imported from it: manifest format, values and decoys present verbatim in the extracted text,
checksums (RIB key, IBAN mod 97, Luhn), decoys disjoint from values, no invented name part
found in the product's name lists or in the corpus' PERSON values, determinism, and (when
../shared/eval/score.py exists) a perfect masker scoring recall 1.0 with every decoy kept and
an identity masker scoring ~0.
"""
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import unittest
import xml.dom.minidom
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
GEN = os.path.join(HERE, "gen_sixth.py")
SCORE = os.path.abspath(os.path.join(ROOT, "..", "shared", "eval", "score.py"))
NAMES = os.path.join(ROOT, "crates", "caviard", "data", "names")
CORPUS = os.path.abspath(os.path.join(ROOT, "..", "shared", "corpus", "manifest.json"))
TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB", "ADDRESS",
         "PLATE", "HEALTH"}
SEEDS = tuple(int(x) for x in os.environ.get("GEN_SIXTH_SEEDS", "101,202").split(","))[:2]

# --------------------------------------------------------------------------- helpers (independent)
_EXTRACT = r'''
import io, json, os, re, sys, zipfile
def text_of(path):
    with open(path, "rb") as fh:
        data = fh.read()
    if path.endswith(".docx"):
        xml = zipfile.ZipFile(io.BytesIO(data)).read("word/document.xml").decode("utf-8")
        out = []
        for p in re.findall(r"<w:p[ >].*?</w:p>", xml, flags=re.S):
            s = ""
            for m in re.finditer(r"<w:t(?: [^>]*)?>(.*?)</w:t>|<w:tab/>|<w:br/>", p, flags=re.S):
                g = m.group(0)
                s += "\t" if g == "<w:tab/>" else "\n" if g == "<w:br/>" else (m.group(1).replace("&lt;", "<")
                     .replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&"))
            out.append(s)
        return "\n".join(out)
    return data.decode("utf-8-sig")
'''
PERFECT = _EXTRACT + r'''
man = json.load(open(sys.argv[1], encoding="utf-8"))
path = sys.argv[2]
entry = [d for d in man if d["file"] == os.path.basename(path)][0]
t = text_of(path)
for v in sorted({s["value"] for s in entry["sensitive"]}, key=len, reverse=True):
    t = t.replace(v, "[MASQUÉ]")
sys.stdout.write(t)
'''
IDENTITY = _EXTRACT + r'''
sys.stdout.write(text_of(sys.argv[1]))
'''
exec(compile(_EXTRACT, "extract", "exec"))  # defines text_of for the tests as well

AR_IND = {**{0x660 + i: str(i) for i in range(10)}, **{0x6F0 + i: str(i) for i in range(10)}}


def dig(s):
    return re.sub(r"\D", "", s.translate(AR_IND))


def luhn(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def rib_ok(d20):
    return len(d20) == 20 and int(d20) % 97 == 0 and 1 <= int(d20[-2:]) <= 97


def iban_ok(s):
    s = re.sub(r"[\s\-]", "", s).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def fold(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]", "", s)
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return s.casefold().replace("\u0629", "\u0647").replace("\u0649", "\u064a").strip(".,;:()'\"")


def norm(s):
    s = unicodedata.normalize("NFKC", s).translate(AR_IND)
    s = re.sub("[\u064B-\u065F\u0670\u0640\u200b-\u200f\ufeff]", "", s)
    return re.sub(r"\s+", " ", s.casefold()).strip()


PARTICLES = {"ben", "bent", "bin", "ibn", "el", "bel", "بن", "بنت", "ابن"}


def refused_set():
    out = set()

    def add(t):
        f = fold(t)
        if f:
            out.add(f)
            if f.startswith("ال") and len(f) > 3:
                out.add(f[2:])
    if os.path.isdir(NAMES):
        for fn in os.listdir(NAMES):
            if fn.endswith(".txt"):
                with open(os.path.join(NAMES, fn), encoding="utf-8") as fh:
                    for line in fh:
                        line = line.strip()
                        if line and not line.startswith("#"):
                            for t in re.split(r"[\s\-'’]+", line):
                                add(t)
    if os.path.exists(CORPUS):
        with open(CORPUS, encoding="utf-8") as fh:
            corpus = json.load(fh)
        for d in corpus:
            for s in d["sensitive"]:
                if s["type"] == "PERSON":
                    for t in re.split(r"[\s\-'’]+", s["value"]):
                        add(t)
    return out


def run_gen(seed, out):
    r = subprocess.run([sys.executable, GEN, "--seed", str(seed), "--out", out], capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        raise AssertionError(f"generator failed (seed {seed}): {r.stderr[-2000:]}")


def last_line_scores(stdout):
    line = [l for l in stdout.strip().splitlines() if l.startswith("recall=")][-1]
    return float(re.search(r"recall=([\d.]+)", line).group(1)), float(re.search(r"decoy_survival=([\d.]+)", line).group(1))


class GenSixthTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen-sixth-test-")
        cls.dirs, cls.man = {}, {}
        for s in SEEDS:
            cls.dirs[s] = os.path.join(cls.tmp, f"s{s}")
            run_gen(s, cls.dirs[s])
            with open(os.path.join(cls.dirs[s], "manifest.json"), encoding="utf-8") as fh:
                cls.man[s] = json.load(fh)
        cls.again = os.path.join(cls.tmp, "again")
        run_gen(SEEDS[0], cls.again)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def each(self):
        for s in SEEDS:
            for d in self.man[s]:
                yield s, d

    def test_manifest_format(self):
        for s in SEEDS:
            m = self.man[s]
            self.assertIsInstance(m, list)
            self.assertTrue(44 <= len(m) <= 52, len(m))
            kinds = {}
            for d in m:
                self.assertEqual(set(d) - {"edge", "note"}, {"file", "lang", "kind", "format", "expect", "sensitive", "decoys"})
                self.assertRegex(d["file"], r"^\d{3}_[a-z_]+_(fr|ar|en|mixed)\.(txt|md|csv|docx)$")
                self.assertIn(d["lang"], ("fr", "ar", "en", "mixed"))
                self.assertEqual(d["format"], d["file"].rsplit(".", 1)[1])
                self.assertEqual(d["expect"], "ok")
                self.assertTrue(os.path.exists(os.path.join(self.dirs[s], d["file"])))
                self.assertGreater(len(d["sensitive"]), 3, d["file"])
                for it in d["sensitive"]:
                    self.assertEqual(set(it), {"type", "value"})
                    self.assertIn(it["type"], TYPES)
                    self.assertIsInstance(it["value"], str)
                    self.assertEqual(it["value"], it["value"].strip())
                self.assertTrue(all(isinstance(x, str) and x for x in d["decoys"]))
                kinds[d["kind"]] = kinds.get(d["kind"], 0) + 1
            self.assertEqual(len(kinds), 16, kinds)
            self.assertEqual({d["lang"] for d in m}, {"fr", "ar", "en", "mixed"})
            self.assertEqual({d["format"] for d in m}, {"txt", "md", "csv", "docx"})
            types = {it["type"] for d in m for it in d["sensitive"]}
            self.assertEqual(types, TYPES)
            tables = []
            for d in m:
                if d["format"] == "docx":
                    with zipfile.ZipFile(os.path.join(self.dirs[s], d["file"])) as z:
                        if b"<w:tbl>" in z.read("word/document.xml"):
                            tables.append(d["file"])
            self.assertGreater(len(tables), 2)

    def test_values_and_decoys_verbatim(self):
        for s, d in self.each():
            text = text_of(os.path.join(self.dirs[s], d["file"]))
            for it in d["sensitive"]:
                self.assertIn(it["value"], text, (d["file"], it))
            for v in d["decoys"]:
                self.assertIn(v, text, (d["file"], v))

    def test_docx_is_valid_ooxml(self):
        for s, d in self.each():
            if d["format"] != "docx":
                continue
            with zipfile.ZipFile(os.path.join(self.dirs[s], d["file"])) as z:
                self.assertIsNone(z.testzip())
                names = z.namelist()
                for n in ("[Content_Types].xml", "_rels/.rels", "word/document.xml"):
                    self.assertIn(n, names)
                for n in names:
                    xml.dom.minidom.parseString(z.read(n))
                    self.assertEqual(z.getinfo(n).date_time, (1980, 1, 1, 0, 0, 0))

    def test_checksums_and_shapes(self):
        for s, d in self.each():
            for it in d["sensitive"]:
                t, v = it["type"], it["value"]
                dv = dig(v)
                ctx = (d["file"], v)
                if t == "CIN":
                    self.assertRegex(dv, r"^[01]\d{7}$", ctx)
                    self.assertFalse(re.search(r"[A-Za-z]", v), ctx)
                elif t == "RIB":
                    self.assertTrue(rib_ok(dv), ctx)
                elif t == "IBAN":
                    self.assertTrue(iban_ok(v), ctx)
                    if v.upper().startswith("TN"):
                        self.assertTrue(rib_ok(dig(v)[2:]), ctx)
                elif t == "CARD":
                    self.assertEqual(len(dv), 16, ctx)
                    self.assertTrue(luhn(dv), ctx)
                    self.assertIn(dv[0], "45", ctx)
                elif t == "CNSS":
                    self.assertEqual(len(dv), 10, ctx)
                elif t == "TAX_ID":
                    self.assertRegex(v, r"^\d{7}[\s/\-]?([A-Z][\s/\-]?)?([A-Z][\s/\-]?[A-Z][\s/\-]?\d{3})?$", ctx)
                elif t == "PASSPORT":
                    self.assertRegex(v, r"^([A-Z][\s\-]?\d{6,7}|\d{2}[A-Z]{2}\d{5}|[A-Z0-9]{9}|E[A-Z]\d{6})$", ctx)
                elif t == "PHONE":
                    if re.match(r"^\s*(\+|00\s?)(33|49|39)", v.translate(AR_IND)):
                        continue
                    nat = dv[5:] if dv.startswith("00216") else dv[3:] if dv.startswith("216") and len(dv) > 8 else dv
                    if len(nat) == 9 and nat.startswith("0") and "(0)" in v.translate(AR_IND):
                        nat = nat[1:]
                    self.assertRegex(nat, r"^[2-9]\d{7}$", ctx)
                elif t == "EMAIL":
                    self.assertRegex(v, r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$", ctx)
                elif t == "DOB":
                    self.assertTrue(re.search(r"(19|20)\d\d|\b\d\d$", v.translate(AR_IND)), ctx)
                elif t == "PLATE":
                    self.assertRegex(v.translate(AR_IND), r"^(\d{1,4}\s?(تونس|TU|TUN|Tunis)\s?\d{1,4}|\d{3}-TU-\d{1,4}|RS \d{5}|"
                                                          r"[A-Z]{2}-\d{3}-[A-Z]{2})$", ctx)

    def test_decoys_are_real_decoys(self):
        n20 = n16 = 0
        for s, d in self.each():
            vals = [norm(it["value"]) for it in d["sensitive"]]
            self.assertEqual(len(d["decoys"]), len(set(d["decoys"])), d["file"])
            self.assertGreater(len(d["decoys"]), 1, d["file"])
            for v in d["decoys"]:
                nv = norm(v)
                for x in vals:
                    self.assertFalse(nv in x or x in nv, (d["file"], v, x))
                dv = dig(v)
                if re.fullmatch(r"[\d\s]+", v.translate(AR_IND)) and len(dv) == 20:
                    n20 += 1
                    self.assertFalse(rib_ok(dv), (d["file"], v))
                if re.fullmatch(r"[\d\s]+", v.translate(AR_IND)) and len(dv) == 16:
                    n16 += 1
                    self.assertFalse(luhn(dv), (d["file"], v))
        self.assertGreater(n20, 0, "no wrong-key 20-digit decoy")

    def test_no_refused_name_part(self):
        refused = refused_set()
        self.assertGreater(len(refused), 1000, "name lists not found")
        for s, d in self.each():
            for it in d["sensitive"]:
                if it["type"] != "PERSON":
                    continue
                for tok in re.split(r"[\s\-,]+", it["value"]):
                    f = fold(tok)
                    if len(f) <= 2 or f in PARTICLES:
                        continue
                    self.assertNotIn(f, refused, (d["file"], it["value"], tok))
                    if f.startswith("ال"):
                        self.assertNotIn(f[2:], refused, (d["file"], it["value"], tok))

    def test_determinism(self):
        a, b = self.dirs[SEEDS[0]], self.again
        self.assertEqual(sorted(os.listdir(a)), sorted(os.listdir(b)))
        for f in os.listdir(a):
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)
        va = {it["value"] for d in self.man[SEEDS[0]] for it in d["sensitive"]}
        vb = {it["value"] for d in self.man[SEEDS[1]] for it in d["sensitive"]}
        self.assertLess(len(va & vb) / len(va), 0.2)

    @unittest.skipUnless(os.path.exists(SCORE), "shared scorer not available")
    def test_scorer_perfect_and_identity(self):
        s = SEEDS[1]
        man = os.path.join(self.dirs[s], "manifest.json")
        perfect = os.path.join(self.tmp, "perfect.py")
        identity = os.path.join(self.tmp, "identity.py")
        for path, src in ((perfect, PERFECT), (identity, IDENTITY)):
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(src)
        r = subprocess.run([sys.executable, SCORE, "--manifest", man, "--cmd", f"{sys.executable} {perfect} {man} {{file}}"],
                           capture_output=True, text=True, timeout=300)
        self.assertEqual(r.returncode, 0, r.stderr[-2000:])
        rec, dec = last_line_scores(r.stdout)
        self.assertEqual(rec, 1.0, r.stdout[-3000:])
        self.assertEqual(dec, 1.0, r.stdout[-3000:])
        r = subprocess.run([sys.executable, SCORE, "--manifest", man, "--cmd", f"{sys.executable} {identity} {{file}}"],
                           capture_output=True, text=True, timeout=300)
        self.assertEqual(r.returncode, 0, r.stderr[-2000:])
        rec, dec = last_line_scores(r.stdout)
        self.assertLessEqual(rec, 0.02, r.stdout[-3000:])
        self.assertEqual(dec, 1.0, r.stdout[-3000:])


if __name__ == "__main__":
    unittest.main()
