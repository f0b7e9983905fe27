#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Checks for gen_fresh.py (the fifth held-out set).

    python3 tests/generalisation/test_gen_fresh.py        # ~10 s

Generates the set twice with one seed and once with another, then checks:
manifest format, every value and decoy present in its document (docx read back
from word/document.xml), checksums (RIB key, IBAN mod 97 and length, Luhn, CIN,
phone, matricule fiscal, CNSS, passport, plate shapes), decoys disjoint from
values, 20-digit decoys with a wrong RIB key and 16-digit decoys failing Luhn,
no name part in Caviard's name lists or the corpus manifest, determinism, and,
when ../shared/eval/score.py exists, that a perfect masker scores recall 1.0
with every decoy kept while a masker printing the text unchanged scores ~0.
Standard library only; this file re-implements its checks instead of reusing
the generator's.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import unittest
import zipfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
GEN = os.path.join(HERE, "gen_fresh.py")
SCORE = next((p for p in (os.path.join(REPO, "..", "shared", "eval", "score.py"), "/work/shared/eval/score.py")
              if os.path.exists(p)), None)
CORPUS_MANIFEST = next((p for p in (os.path.join(REPO, "..", "shared", "corpus", "manifest.json"),
                                    "/work/shared/corpus/manifest.json") if os.path.exists(p)), None)
SEED_A, SEED_B = 4242, 4243
TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB", "ADDRESS",
         "PLATE", "HEALTH"}
BANK_CODES = {"01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "16", "17", "20", "21", "23", "24", "25",
              "26", "27", "28", "29", "32", "47"}
IBAN_LEN = {"TN": 24, "FR": 27, "DE": 22, "BE": 16, "IT": 27, "ES": 24, "GB": 22, "NL": 18, "CH": 21, "MA": 28,
            "LU": 20, "SA": 24}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
DIGITS = {**{0x660 + i: str(i) for i in range(10)}, **{0x6F0 + i: str(i) for i in range(10)}}


def read_bytes(path):
    with open(path, "rb") as fh:
        return fh.read()


def ascii_digits(s):
    return s.translate(DIGITS)


def only_digits(s):
    return re.sub(r"\D", "", ascii_digits(s))


def luhn(n):
    total = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def iban_ok(v):
    s = re.sub(r"\s", "", v).upper()
    if len(s) != IBAN_LEN.get(s[:2], -1):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def fold(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub("[\u064B-\u065F\u0670\u0640]", "", s)
    s = "".join(c for c in unicodedata.normalize("NFD", s.casefold()) if not unicodedata.combining(c))
    s = unicodedata.normalize("NFC", s)
    return s.translate(str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ة": "ه", "ى": "ي"}))


def docx_paragraphs(xml_bytes):
    """Text of every w:p, runs joined, w:tab -> tab, w:br -> newline."""
    root = ET.fromstring(xml_bytes)
    out = []
    for p in root.iter(W + "p"):
        buf = []
        for el in p.iter():
            if el.tag == W + "t":
                buf.append(el.text or "")
            elif el.tag == W + "tab":
                buf.append("\t")
            elif el.tag == W + "br":
                buf.append("\n")
        out.append("".join(buf))
    return out


def doc_text(path, with_header=False):
    if path.endswith(".docx"):
        with zipfile.ZipFile(path) as z:
            paras = docx_paragraphs(z.read("word/document.xml"))
            if with_header:
                for n in sorted(z.namelist()):
                    if re.match(r"word/header\d*\.xml$", n):
                        paras = docx_paragraphs(z.read(n)) + paras
        return "\n".join(paras) + "\n"
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return fh.read()


PERFECT = r'''
import json, os, re, sys, zipfile, xml.etree.ElementTree as ET
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
def paras(b):
    out = []
    for p in ET.fromstring(b).iter(W + "p"):
        out.append("".join((e.text or "") if e.tag == W + "t" else "\t" if e.tag == W + "tab" else "\n" if e.tag == W + "br" else ""
                           for e in p.iter()))
    return out
path = sys.argv[1]
if path.endswith(".docx"):
    z = zipfile.ZipFile(path)
    ps = [q for n in sorted(z.namelist()) if re.match(r"word/header\d*\.xml$", n) for q in paras(z.read(n))]
    text = "\n".join(ps + paras(z.read("word/document.xml"))) + "\n"
else:
    text = open(path, encoding="utf-8-sig", newline="").read()
if os.environ.get("IDENTITY") != "1":
    man = json.load(open(os.path.join(os.path.dirname(path), "manifest.json"), encoding="utf-8"))
    entry = next(d for d in man if d["file"] == os.path.basename(path))
    for v in sorted({s["value"] for s in entry["sensitive"]}, key=len, reverse=True):
        text = re.sub(re.escape(v), "[X]", text, flags=re.I)
sys.stdout.write(text)
'''


def load_list_words():
    words = set()
    ndir = os.path.join(REPO, "crates", "caviard", "data", "names")
    for fn in sorted(os.listdir(ndir)) if os.path.isdir(ndir) else []:
        if fn.endswith(".txt"):
            with open(os.path.join(ndir, fn), encoding="utf-8") as fh:
                lines = fh.read().splitlines()
            for line in lines:
                line = line.strip()
                if line and not line.startswith("#"):
                    words.add(fold(line))
                    words.update(fold(t) for t in re.split(r"[\s\-]+", line) if t)
    if CORPUS_MANIFEST:
        with open(CORPUS_MANIFEST, encoding="utf-8") as fh:
            corpus = json.load(fh)
        for d in corpus:
            for s in d.get("sensitive", []):
                if s["type"] == "PERSON":
                    words.update(fold(t.strip(".,;:()")) for t in re.split(r"[\s\-]+", s["value"]) if t)
    words.discard("")
    return words


PARTICLES = {"ben", "bent", "el", "ép.", "بن", "بنت"}
TITLES = {"m.", "mme", "mlle", "dr", "dr.", "maître", "maitre", "monsieur", "madame", "mr", "mrs", "ms", "السيد",
          "السيدة", "الدكتور", "الأستاذ", "épouse", "حرم"}


def gen(seed, out):
    subprocess.run([sys.executable, GEN, "--seed", str(seed), "--out", out, "--quiet"], check=True)


class GenFreshTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen_fresh_test_")
        cls.a1, cls.a2, cls.b = (os.path.join(cls.tmp, x) for x in ("a1", "a2", "b"))
        gen(SEED_A, cls.a1)
        gen(SEED_A, cls.a2)
        gen(SEED_B, cls.b)
        cls.man = json.loads(read_bytes(os.path.join(cls.a1, "manifest.json")))
        cls.man_b = json.loads(read_bytes(os.path.join(cls.b, "manifest.json")))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def entries(self):
        for m, d in ((self.man, self.a1), (self.man_b, self.b)):
            for e in m:
                yield d, e

    # ---------------------------------------------------------------- format
    def test_manifest_format(self):
        for man in (self.man, self.man_b):
            self.assertEqual(len(man), 48)
            kinds = {}
            for e in man:
                self.assertEqual(set(e), {"file", "lang", "kind", "format", "expect", "sensitive", "decoys"})
                self.assertEqual(e["expect"], "ok")
                self.assertIn(e["lang"], {"fr", "ar", "en", "mixed"})
                self.assertIn(e["format"], {"txt", "md", "csv", "docx"})
                self.assertTrue(e["file"].endswith("." + e["format"]))
                self.assertRegex(e["file"], r"^\d{3}_[a-z_]+_(fr|ar|en|mixed)\.(txt|md|csv|docx)$")
                self.assertGreaterEqual(len(e["sensitive"]), 5, e["file"])
                self.assertGreaterEqual(len({s["type"] for s in e["sensitive"]}), 3, e["file"])
                self.assertGreaterEqual(len(e["decoys"]), 2, e["file"])
                for s in e["sensitive"]:
                    self.assertEqual(set(s), {"type", "value"})
                    self.assertIn(s["type"], TYPES)
                    self.assertEqual(s["value"], s["value"].strip())
                kinds[e["kind"]] = kinds.get(e["kind"], 0) + 1
            self.assertEqual(len(kinds), 16)
            self.assertTrue(all(v == 3 for v in kinds.values()))
            langs = [e["lang"] for e in man]
            self.assertGreaterEqual(langs.count("fr"), 14)
            self.assertGreaterEqual(langs.count("ar"), 10)
            self.assertGreaterEqual(langs.count("en") + langs.count("mixed"), 16)
            self.assertEqual({e["format"] for e in man}, {"txt", "md", "csv", "docx"})
            types = {s["type"] for e in man for s in e["sensitive"]}
            self.assertEqual(types, TYPES)
            self.assertTrue(any("\n" in s["value"] for e in man for s in e["sensitive"]))
            self.assertTrue(any(re.search("[٠-٩]", s["value"]) for e in man for s in e["sensitive"]))

    def test_docx_well_formed(self):
        for d, e in self.entries():
            if e["format"] != "docx":
                continue
            with zipfile.ZipFile(os.path.join(d, e["file"])) as z:
                names = z.namelist()
                for need in ("[Content_Types].xml", "_rels/.rels", "word/document.xml"):
                    self.assertIn(need, names)
                for n in names:
                    ET.fromstring(z.read(n))
                    self.assertEqual(z.getinfo(n).date_time, (2025, 1, 1, 0, 0, 0))
                ct = z.read("[Content_Types].xml").decode()
                self.assertIn("/word/document.xml", ct)
                if "docProps/core.xml" in names:
                    core = z.read("docProps/core.xml").decode()
                    m = re.search(r"<dc:creator>(.*?)</dc:creator>", core)
                    if m:   # the author is a person of the document: listed and in the body
                        persons = [s["value"].casefold() for s in e["sensitive"] if s["type"] == "PERSON"]
                        self.assertIn(m.group(1).casefold(), persons, e["file"])
                        self.assertIn(m.group(1), doc_text(os.path.join(d, e["file"])), e["file"])

    # ---------------------------------------------------------------- presence
    def test_values_and_decoys_present(self):
        for d, e in self.entries():
            text = doc_text(os.path.join(d, e["file"]))
            for s in e["sensitive"]:
                self.assertIn(s["value"], text, f"{e['file']}: {s}")
            for v in e["decoys"]:
                self.assertIn(v, text, f"{e['file']}: decoy {v!r}")

    def test_decoys_disjoint_from_values(self):
        norm = (lambda s: re.sub(r"\s+", " ", fold(ascii_digits(s))).strip())
        for d, e in self.entries():
            for v in e["decoys"]:
                nv = norm(v)
                dv = only_digits(v)
                for s in e["sensitive"]:
                    ns = norm(s["value"])
                    self.assertNotIn(nv, ns, f"{e['file']}: decoy {v!r} inside {s['value']!r}")
                    self.assertNotIn(ns, nv, f"{e['file']}: value {s['value']!r} inside decoy {v!r}")
                    ds = only_digits(s["value"])
                    if len(dv) >= 6 and len(ds) >= 6 and not re.search(r"[^\W\d_]", ns + nv):
                        self.assertNotIn(dv, ds)
                        self.assertNotIn(ds, dv)

    # ---------------------------------------------------------------- checksums and shapes
    def test_checksums_and_shapes(self):
        seen = set()
        for d, e in self.entries():
            for s in e["sensitive"]:
                t, v = s["type"], ascii_digits(s["value"])
                dg = only_digits(v)
                seen.add(t)
                if t == "RIB":
                    self.assertEqual(len(dg), 20, v)
                    self.assertEqual(int(dg) % 97, 0, v)
                    self.assertIn(dg[:2], BANK_CODES, v)
                    self.assertRegex(v, r"^[\d .\-]+$")
                elif t == "IBAN":
                    self.assertTrue(iban_ok(v), v)
                    if v.startswith("TN"):
                        r = only_digits(v)[2:]
                        self.assertTrue(v.replace(" ", "").replace("\n", "").startswith("TN59"), v)
                        self.assertEqual(int(r) % 97, 0, v)
                        self.assertIn(r[:2], BANK_CODES, v)
                elif t == "CARD":
                    self.assertEqual(len(dg), 16, v)
                    self.assertTrue(luhn(dg), v)
                    self.assertIn(dg[0], "2345", v)
                elif t == "CIN":
                    self.assertEqual(len(dg), 8, v)
                    self.assertIn(dg[0], "01", v)
                elif t == "PHONE":
                    compact = re.sub(r"[\s()]", "", v)
                    if re.match(r"^(\+|00)216", compact):
                        local = re.sub(r"^(00)?216", "", dg)
                        self.assertEqual(len(local), 8, v)
                        self.assertIn(local[0], "234579", v)
                    elif v.startswith("+"):
                        self.assertGreaterEqual(len(dg), 9, v)
                    else:
                        self.assertEqual(len(dg), 8, v)
                        self.assertIn(dg[0], "234579", v)
                elif t == "TAX_ID":
                    self.assertRegex(re.sub(r"[\s/\-]", "", v), r"^\d{7}[A-HJ-NP-TV-Z][APBDN][MPCNE]\d{3}$")
                elif t == "CNSS":
                    self.assertEqual(len(dg), 10, v)
                    self.assertRegex(v, r"^[\d .\-/]+$")
                elif t == "PASSPORT":
                    self.assertRegex(v, r"^[A-Z] ?\d{6,7}$")
                elif t == "PLATE":
                    self.assertRegex(v, r"^(\d{2,3}[ \-]?(TU|Tunis|تونس)[ \-]?\d{1,4}|\d{6} RS)$")
                elif t == "EMAIL":
                    self.assertRegex(v, r"^[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]{2,}$")
                elif t == "DOB":
                    years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", v)]
                    self.assertTrue(years and 1940 <= years[0] <= 2022, v)
                elif t == "ADDRESS":
                    self.assertRegex(v, r"(?<!\d)\d{4}(?!\d)")                 # postal code
                    self.assertGreaterEqual(len(re.findall(r"\d+", v)), 2, v)   # and a number
                    self.assertRegex(v.lower(), r"\b(rue|avenue|impasse|cité|route|résidence)\b|نهج|شارع|طريق|حي|زنقة|عمارة")
                elif t == "HEALTH":
                    self.assertNotRegex(v, r"\d\d")
                    self.assertGreaterEqual(len(v), 3)
            for v in e["decoys"]:
                dg = only_digits(v)
                bare = ascii_digits(v)
                if re.fullmatch(r"[\d .\-]+", bare) and len(dg) == 20:
                    self.assertNotEqual(int(dg) % 97, 0, f"decoy {v!r} is a valid RIB")
                if re.fullmatch(r"[\d .\-]+", bare) and len(dg) == 16:
                    self.assertFalse(luhn(dg), f"decoy {v!r} passes Luhn")
        self.assertEqual(seen, TYPES)

    def test_invalid_lookalikes_present(self):
        for man in (self.man, self.man_b):
            decoys = [ascii_digits(v) for e in man for v in e["decoys"]]
            self.assertTrue(any(re.fullmatch(r"[\d .\-]+", v) and len(only_digits(v)) == 20 for v in decoys))
            self.assertTrue(any(re.fullmatch(r"[\d .\-]+", v) and len(only_digits(v)) == 16 for v in decoys))
            flat = " ".join(decoys)
            self.assertTrue(any(x in flat for x in ("CNAM", "STEG", "INPDP", "ATTT")))
            self.assertRegex(flat, r"\d \d{3}")          # an amount written with a space

    # ---------------------------------------------------------------- names
    def test_names_unknown_to_caviard(self):
        listed = load_list_words()
        self.assertGreater(len(listed), 1000, "Caviard's name lists not found")
        for d, e in self.entries():
            for s in e["sensitive"]:
                if s["type"] != "PERSON":
                    continue
                for tok in re.split(r"[\s\-]+", s["value"]):
                    lt = tok.lower()
                    self.assertNotIn(lt, TITLES, f"title inside {s['value']!r}")
                    if lt in PARTICLES or re.fullmatch(r"[A-Za-z]\.", tok):
                        continue
                    f = fold(tok)
                    forms = {f}
                    if f.startswith("ال"):
                        forms.add(f[2:])
                    if re.match("[\u0600-\u06ff]", f):
                        self.assertGreaterEqual(len(f[2:] if f.startswith("ال") else f), 3, tok)
                        forms.add("ال" + f)
                    else:
                        self.assertGreaterEqual(len(f), 4, tok)
                    for x in forms:
                        self.assertNotIn(x, listed, f"{e['file']}: name part {tok!r} is in Caviard's lists")

    # ---------------------------------------------------------------- determinism
    def test_determinism(self):
        files = sorted(os.listdir(self.a1))
        self.assertEqual(files, sorted(os.listdir(self.a2)))
        self.assertEqual(len(files), 49)
        for f in files:
            self.assertEqual(read_bytes(os.path.join(self.a1, f)), read_bytes(os.path.join(self.a2, f)), f)
        differ = 0
        for f in files:
            pb = os.path.join(self.b, f)
            if not os.path.exists(pb) or read_bytes(pb) != read_bytes(os.path.join(self.a1, f)):
                differ += 1
        self.assertGreaterEqual(differ, 45)
        pa = {s["value"] for e in self.man for s in e["sensitive"] if s["type"] == "PERSON"}
        pb = {s["value"] for e in self.man_b for s in e["sensitive"] if s["type"] == "PERSON"}
        self.assertLess(len(pa & pb), len(pa) // 10)

    # ---------------------------------------------------------------- scoring
    def _score(self, env_identity):
        script = os.path.join(self.tmp, "perfect.py")
        with open(script, "w", encoding="utf-8") as fh:
            fh.write(PERFECT)
        env = dict(os.environ, IDENTITY="1" if env_identity else "0")
        cmd = f"{sys.executable} {script} {{file}}"
        out = subprocess.run([sys.executable, SCORE, "--manifest", os.path.join(self.a1, "manifest.json"),
                              "--cmd", cmd, "--json"], capture_output=True, text=True, env=env, check=True).stdout
        return json.JSONDecoder().raw_decode(out.lstrip())[0]   # the summary line follows the JSON

    @unittest.skipUnless(SCORE, "../shared/eval/score.py not found")
    def test_perfect_masker_scores_one(self):
        res = self._score(False)
        leaks = [(x["file"], x["value"], x["found"]) for x in res["leaks"]][:5]
        self.assertEqual(res["recall"], 1.0, leaks)
        self.assertEqual(res["decoy_survival"], 1.0)
        self.assertEqual(res["crashes"], 0)

    @unittest.skipUnless(SCORE, "../shared/eval/score.py not found")
    def test_identity_masker_scores_zero(self):
        res = self._score(True)
        self.assertLessEqual(res["recall"], 0.01)
        self.assertEqual(res["decoy_survival"], 1.0)

    @unittest.skipUnless(SCORE, "../shared/eval/score.py not found")
    def test_values_present_for_the_scorer(self):
        sys.path.insert(0, os.path.dirname(SCORE))
        try:
            import score as sc
        finally:
            sys.path.pop(0)
        for d, e in self.entries():
            nt = sc.norm(doc_text(os.path.join(d, e["file"])))
            for s in e["sensitive"]:
                self.assertIsNotNone(sc.leaked(s, nt), f"{e['file']}: {s}")
            for v in e["decoys"]:
                self.assertTrue(sc.present(v, nt), f"{e['file']}: decoy {v!r}")
                for s in e["sensitive"]:
                    self.assertFalse(sc.present(v, sc.norm(s["value"])), (v, s))
                    self.assertFalse(sc.present(s["value"], sc.norm(v)), (v, s))


if __name__ == "__main__":
    unittest.main(verbosity=1)
