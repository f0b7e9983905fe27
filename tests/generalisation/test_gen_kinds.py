#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Self-checks for gen_kinds.py:  python3 tests/generalisation/test_gen_kinds.py"""
import filecmp
import json
import os
import re
import sys
import tempfile
import unittest
import zipfile
from html import unescape

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_kinds as G  # noqa: E402

NAMES = os.path.join(HERE, "..", "..", "crates", "caviard", "data", "names")
PARTICLES = {"ben", "bent", "bin", "ibn", "بن", "بنت"}


def doc_text(path):
    if path.endswith(".docx"):
        with zipfile.ZipFile(path) as z:
            paras = []
            for n in z.namelist():
                if n.startswith("word/") and n.endswith(".xml"):
                    xml = z.read(n).decode("utf-8")
                    for p in re.findall(r"<w:p[ >].*?</w:p>|<w:p/>", xml, re.S):
                        paras.append("".join(unescape(t) for t in re.findall(r"<w:t[^>]*>(.*?)</w:t>", p, re.S)))
            return "\n".join(paras)
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def name_lists():
    words = set()
    if not os.path.isdir(NAMES):
        return words
    for f in os.listdir(NAMES):
        if f.endswith(".txt"):
            with open(os.path.join(NAMES, f), encoding="utf-8") as fh:
                for line in fh:
                    line = line.strip()
                    if line and not line.startswith("#"):
                        words.add(line.casefold())
    return words


def person_parts(v):
    return [t for t in re.split(r"[\s\-]+", v) if t and t.casefold() not in PARTICLES]


class GenKindsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.a = os.path.join(cls.tmp.name, "a")
        cls.b = os.path.join(cls.tmp.name, "b")
        cls.c = os.path.join(cls.tmp.name, "c")
        cls.man = G.generate(1, cls.a)
        G.generate(1, cls.b)
        G.generate(2, cls.c)
        cls.texts = {d["file"]: doc_text(os.path.join(cls.a, d["file"])) for d in cls.man}

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_manifest_shape(self):
        with open(os.path.join(self.a, "manifest.json"), encoding="utf-8") as fh:
            m = json.load(fh)
        self.assertEqual(m, self.man)
        self.assertGreaterEqual(len(m), 40)
        kinds = {d["kind"] for d in m}
        self.assertGreaterEqual(len(kinds), 14)
        for d in m:
            self.assertEqual(d["expect"], "ok")
            self.assertIn(d["format"], ("txt", "md", "csv", "docx"))
            self.assertIn(d["lang"], ("fr", "ar", "en", "mixed"))
            self.assertTrue(d["file"].endswith("." + d["format"]))
            self.assertTrue(8 <= len(d["sensitive"]) <= 25, (d["file"], len(d["sensitive"])))
            self.assertTrue(3 <= len(d["decoys"]) <= 6, (d["file"], d["decoys"]))
        langs = [d["lang"] for d in m]
        self.assertGreater(langs.count("fr"), langs.count("ar"))
        self.assertGreater(langs.count("ar"), langs.count("en"))
        self.assertGreater(langs.count("mixed"), 0)

    def test_values_present(self):
        for d in self.man:
            text = self.texts[d["file"]]
            for s in d["sensitive"]:
                self.assertIn(s["value"], text, (d["file"], s))
            for v in d["decoys"]:
                self.assertIn(v, text, (d["file"], v))

    def test_docx_valid(self):
        for d in self.man:
            if d["format"] == "docx":
                with zipfile.ZipFile(os.path.join(self.a, d["file"])) as z:
                    names = set(z.namelist())
                    self.assertTrue({"[Content_Types].xml", "_rels/.rels", "word/document.xml"} <= names)
                    import xml.dom.minidom
                    xml.dom.minidom.parseString(z.read("word/document.xml"))

    def test_names_not_in_lists(self):
        words = name_lists()
        if not words:
            self.skipTest("Caviard name lists not found")
        for d in self.man:
            for s in d["sensitive"]:
                if s["type"] != "PERSON":
                    continue
                for t in person_parts(s["value"]):
                    self.assertGreaterEqual(len(t), 3, s)
                    self.assertNotIn(t.casefold(), words, (d["file"], s["value"], t))
                    # not a word of the generator's own templates either
                    self.assertNotIn(t.casefold(), G.VOCAB, (d["file"], s["value"], t))
                    self.assertFalse(re.match(r"^(m\.|mme|monsieur|madame|dr|maître|السيد|السيدة)$", t.casefold()), s)

    def test_identifiers_valid(self):
        for d in self.man:
            for s in d["sensitive"]:
                t, v = s["type"], s["value"]
                dg = re.sub(r"\D", "", v)
                if t == "RIB":
                    self.assertTrue(G.rib_valid(dg), v)
                    self.assertIn(dg[:2], G.BANK_CODES, v)
                elif t == "IBAN":
                    self.assertTrue(G.iban_valid(v), v)
                    if v.startswith("TN"):
                        self.assertTrue(G.rib_valid(re.sub(r"\D", "", v.replace(" ", "")[4:])), v)
                elif t == "CARD":
                    self.assertEqual(len(dg), 16, v)
                    self.assertTrue(G.luhn_ok(dg), v)
                elif t == "CIN":
                    self.assertRegex(v, r"^\d{8}$")
                elif t == "PASSPORT":
                    self.assertRegex(v, r"^[A-Z]\d{6,7}$")
                elif t == "TAX_ID":
                    self.assertRegex(v, r"^\d{7}/?[A-HJ-NP-TV-Z]/?[APBDN]/?[MPCNE]/?\d{3}$")
                elif t == "CNSS":
                    self.assertRegex(v, r"^\d{8}-?\d{2}$")
                elif t == "PHONE":
                    self.assertTrue(len(dg) in (8, 11, 13) or v.startswith("+33"), v)
                elif t == "EMAIL":
                    self.assertRegex(v, r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")

    def test_decoys_disjoint(self):
        for d in self.man:
            text = self.texts[d["file"]]
            for v in d["decoys"]:
                nd = re.sub(r"\D", "", v)
                if len(nd) == 20:
                    self.assertFalse(G.rib_valid(nd), v)
                if len(nd) == 16 and re.fullmatch(r"[\d ]+", v):
                    self.assertFalse(G.luhn_ok(nd), v)
                for s in d["sensitive"]:
                    self.assertNotIn(v, s["value"], (d["file"], v, s))
                    self.assertNotIn(s["value"], v, (d["file"], v, s))
                    if s["type"] == "PERSON":
                        for part in person_parts(s["value"]):
                            self.assertIsNone(re.search(r"(?<!\w)" + re.escape(part) + r"(?!\w)", v, re.I),
                                              (d["file"], v, part))
            self.assertTrue(text.strip())

    def test_deterministic(self):
        files = sorted(os.listdir(self.a))
        self.assertEqual(files, sorted(os.listdir(self.b)))
        match, mismatch, errors = filecmp.cmpfiles(self.a, self.b, files, shallow=False)
        self.assertEqual((mismatch, errors), ([], []))

    def test_other_seed_differs(self):
        with open(os.path.join(self.a, "manifest.json"), "rb") as fh:
            ma = fh.read()
        with open(os.path.join(self.c, "manifest.json"), "rb") as fh:
            mc = fh.read()
        self.assertNotEqual(ma, mc)


if __name__ == "__main__":
    unittest.main(verbosity=1)
