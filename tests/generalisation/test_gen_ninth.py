#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_ninth.py (standard library only, does not import the generator).

    python3 tests/generalisation/test_gen_ninth.py

Runs the generator (seed 9 twice, seed 10 once) into temporary directories and
checks determinism, the manifest schema, that every labelled value and decoy is
written verbatim, identifier checksums, coverage of kinds/languages/formats/types,
that names are refused by the name lists and the corpus, and that decoys do not
overlap sensitive values.  Checks are re-implemented here on purpose.
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
GEN = os.path.join(HERE, "gen_ninth.py")
ROOT = os.path.dirname(os.path.dirname(HERE))
NAMES_DIR = os.path.join(ROOT, "crates", "caviard", "data", "names")
CORPUS_MANIFEST = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "manifest.json")

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS",
         "DOB", "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "bin", "ibn", "el", "al", "ould", "بن", "بنت", "ابن"}
TO_ASCII = {**{0x660 + i: str(i) for i in range(10)}, **{0x6F0 + i: str(i) for i in range(10)}}


def fold(s):
    s = unicodedata.normalize("NFKC", s)
    s = "".join(ch for ch in unicodedata.normalize("NFD", s) if not unicodedata.combining(ch))
    s = s.casefold().replace("\u0640", "").replace("ة", "ه").replace("ى", "ي")
    return s


def parts(v):
    out = []
    for t in re.split(r"[\s\-]+", v):
        t = fold(t).strip(".,;:()")
        if len(t) >= 3 and t not in PARTICLES:
            out.append(t)
    return out


def ascii_digits(s):
    return s.translate(TO_ASCII)


def only_digits(s):
    return re.sub(r"\D", "", ascii_digits(s))


def docx_plain(path):
    with zipfile.ZipFile(path) as z:
        xml = z.read("word/document.xml").decode("utf-8")
    paras = []
    for m in re.finditer(r"<w:p\b[^>]*?(?:/>|>(.*?)</w:p>)", xml, re.S):
        body = m.group(1) or ""
        body = re.sub(r"<w:br\s*/>", "\n", body)
        body = re.sub(r"<w:tab\s*/>", "\t", body)
        body = re.sub(r"<[^>]+>", "", body)
        paras.append(body.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
                     .replace("&apos;", "'").replace("&amp;", "&"))
    return "\n".join(paras)


def doc_text(path):
    if path.endswith(".docx"):
        return docx_plain(path)
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def rib_ok(d):
    return len(d) == 20 and (int(d[:18]) * 100 + int(d[18:])) % 97 == 0 and \
        int(d[18:]) == 97 - (int(d[:18]) * 100) % 97


def iban_ok(s):
    s = re.sub(r"\s", "", s).upper()
    if not re.fullmatch(r"TN\d{22}", s):
        return False
    conv = "".join(str(int(ch, 36)) for ch in s[4:] + s[:4])
    return int(conv) % 97 == 1 and rib_ok(s[4:])


MF_KEYS = "ABCDEFGHJKLMNPQRSTVWXYZ"


def mf_ok(v):
    m = re.fullmatch(r"(\d{7})[ /]?([A-Z])[ /]?([ABPDN])[ /]?([MPCNE])[ /]?(\d{3})", v)
    if not m:
        return False
    d7 = m.group(1)
    return MF_KEYS[sum(int(x) * (7 - i) for i, x in enumerate(d7)) % 23] == m.group(2)


def inside(small, big):
    return re.search(r"(?<![^\W_])" + re.escape(small) + r"(?![^\W_])", big) is not None


def run_gen(seed, out):
    subprocess.run([sys.executable, GEN, "--seed", str(seed), "--out", out], check=True,
                   capture_output=True, timeout=120)
    with open(os.path.join(out, "manifest.json"), encoding="utf-8") as fh:
        return json.load(fh)


def load_name_words():
    bad = set()
    if os.path.isdir(NAMES_DIR):
        for fn in os.listdir(NAMES_DIR):
            if fn.endswith(".txt"):
                with open(os.path.join(NAMES_DIR, fn), encoding="utf-8", errors="replace") as fh:
                    bad |= {fold(w) for w in re.findall(r"[^\W\d_]+", fh.read())}
    return bad - PARTICLES


class GenNinthTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen9test_")
        cls.a, cls.b, cls.c = (os.path.join(cls.tmp, x) for x in ("a", "b", "c"))
        cls.ma = run_gen(9, cls.a)
        cls.mb = run_gen(9, cls.b)
        cls.mc = run_gen(10, cls.c)
        cls.sets = [(cls.a, cls.ma), (cls.c, cls.mc)]

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def docs(self):
        for d, m in self.sets:
            for e in m:
                yield d, e

    def test_determinism(self):
        fa, fb = sorted(os.listdir(self.a)), sorted(os.listdir(self.b))
        self.assertEqual(fa, fb)
        for f in fa:
            with open(os.path.join(self.a, f), "rb") as x, open(os.path.join(self.b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)
        self.assertNotEqual(json.dumps(self.ma), json.dumps(self.mc))

    def test_manifest_schema(self):
        for d, m in self.sets:
            self.assertIsInstance(m, list)
            self.assertEqual(len(m), 48)
            self.assertEqual(len({e["file"] for e in m}), 48)
            listed = set(os.listdir(d)) - {"manifest.json"}
            self.assertEqual(listed, {e["file"] for e in m})
            for e in m:
                self.assertTrue({"file", "lang", "kind", "format", "expect", "sensitive", "decoys"} <= set(e), e["file"])
                self.assertEqual(e["expect"], "ok")
                self.assertIn(e["lang"], LANGS)
                self.assertIn(e["format"], FORMATS)
                self.assertTrue(e["file"].endswith("." + e["format"]))
                self.assertRegex(e["file"], r"^\d{3}_" + re.escape(e["kind"]) + "_" + e["lang"] + r"\.")
                self.assertTrue(e["sensitive"], e["file"])
                for s in e["sensitive"]:
                    self.assertEqual(set(s), {"type", "value"})
                    self.assertIn(s["type"], TYPES)
                    self.assertIsInstance(s["value"], str)
                    self.assertTrue(s["value"].strip())
                for v in e["decoys"]:
                    self.assertIsInstance(v, str)
                    self.assertTrue(v.strip())

    def test_kinds_langs_formats_types(self):
        for d, m in self.sets:
            kinds = {}
            for e in m:
                kinds.setdefault(e["kind"], []).append(e)
            self.assertEqual(len(kinds), 16)
            for k, es in kinds.items():
                self.assertEqual(len(es), 3, k)
            self.assertEqual({e["lang"] for e in m}, LANGS)
            self.assertEqual({e["format"] for e in m}, FORMATS)
            self.assertEqual({s["type"] for e in m for s in e["sensitive"]}, TYPES)
            self.assertGreater(sum(1 for e in m if e["decoys"]), 40)

    def test_docx_valid(self):
        tables = 0
        for d, e in self.docs():
            if e["format"] != "docx":
                continue
            with zipfile.ZipFile(os.path.join(d, e["file"])) as z:
                names = set(z.namelist())
                self.assertTrue({"[Content_Types].xml", "_rels/.rels", "word/document.xml"} <= names)
                for n in names:
                    ET.fromstring(z.read(n))
                xml = z.read("word/document.xml").decode("utf-8")
                tables += "<w:tbl>" in xml
        self.assertGreater(tables, 3)

    def test_values_verbatim(self):
        for d, e in self.docs():
            text = doc_text(os.path.join(d, e["file"]))
            for s in e["sensitive"]:
                self.assertIn(s["value"], text, f"{e['file']} {s['type']}")
            for v in e["decoys"]:
                self.assertIn(v, text, f"{e['file']} decoy")

    def test_checksums_and_shapes(self):
        for d, e in self.docs():
            for s in e["sensitive"]:
                t, v = s["type"], s["value"]
                dg = only_digits(v)
                msg = f"{e['file']} {t} {v!r}"
                if t == "RIB":
                    self.assertTrue(rib_ok(dg), msg)
                elif t == "IBAN":
                    self.assertTrue(iban_ok(v), msg)
                    self.assertTrue(re.sub(r"\s", "", v).startswith("TN59"), msg)
                elif t == "CARD":
                    self.assertIn(len(dg), (15, 16), msg)
                    self.assertTrue(luhn_ok(dg), msg)
                elif t == "TAX_ID":
                    self.assertTrue(mf_ok(v), msg)
                elif t == "CIN":
                    self.assertRegex(ascii_digits(v), r"^\d{8}$", msg)
                elif t == "CNSS":
                    self.assertEqual(len(dg), 10, msg)
                    self.assertEqual(int(dg[8:]), 97 - int(dg[:8]) % 97, msg)
                elif t == "PHONE":
                    nat = dg[5:] if dg.startswith("00216") else dg[3:] if dg.startswith("216") and len(dg) == 11 else dg
                    self.assertRegex(nat, r"^[2-9]\d{7}$", msg)
                elif t == "EMAIL":
                    self.assertRegex(v, r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$", msg)
                elif t == "PASSPORT":
                    self.assertRegex(v, r"^([A-Z]\d{6}|\d{2}[A-Z]{2}\d{5})$", msg)
                elif t == "PLATE":
                    self.assertRegex(ascii_digits(v), r"^(\d{1,3} ?(TU|TUN|تونس) ?\d{1,4}|RS \d{4,6}|"
                                                      r"[A-Z]{2}-\d{3}-[A-Z]{2})$", msg)
                elif t == "DOB":
                    years = [int(y) for y in re.findall(r"(?<!\d)(19\d\d|20\d\d)(?!\d)", ascii_digits(v))]
                    self.assertEqual(len(years), 1, msg)
                    self.assertTrue(1900 < years[0] < 2022, msg)

    def test_names_refused(self):
        bad = load_name_words()
        corpus = set()
        if os.path.exists(CORPUS_MANIFEST):
            with open(CORPUS_MANIFEST, encoding="utf-8") as fh:
                for e in json.load(fh):
                    for s in e.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            corpus |= set(parts(s["value"]))
        n = 0
        for d, e in self.docs():
            for s in e["sensitive"]:
                if s["type"] != "PERSON":
                    continue
                for p in parts(s["value"]):
                    n += 1
                    self.assertNotIn(p, bad, f"{e['file']} {s['value']!r}")
                    self.assertNotIn(p, corpus, f"{e['file']} {s['value']!r}")
                    if p.startswith("ال"):
                        self.assertNotIn(p[2:], bad, f"{e['file']} {s['value']!r}")
        self.assertGreater(n, 200)

    def test_decoys_do_not_overlap(self):
        for d, e in self.docs():
            text = doc_text(os.path.join(d, e["file"]))
            masked = text
            for s in sorted(e["sensitive"], key=lambda s: -len(s["value"])):
                masked = masked.replace(s["value"], "\u2588")
            pparts = {p for s in e["sensitive"] if s["type"] == "PERSON" for p in parts(s["value"])}
            for v in e["decoys"]:
                self.assertIn(v, masked, f"{e['file']} decoy {v!r} only inside a sensitive value")
                for s in e["sensitive"]:
                    self.assertFalse(inside(s["value"], v) or inside(v, s["value"]),
                                     f"{e['file']} decoy {v!r} vs {s['value']!r}")
                for w in re.findall(r"[^\W\d_]+", v):
                    self.assertNotIn(fold(w), pparts, f"{e['file']} decoy {v!r} holds a name part")
                dg = only_digits(v)
                if re.fullmatch(r"[\d\s.\-]+", v) and len(dg) == 20:
                    self.assertFalse(rib_ok(dg), v)
                if re.fullmatch(r"[\d\s.\-]+", v) and len(dg) == 16:
                    self.assertFalse(luhn_ok(dg), v)


if __name__ == "__main__":
    unittest.main(verbosity=1)
