#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_twentyfifth.py (standard library only).

    python3 test_gen_twentyfifth.py

The generator is run as a subprocess (seed 25 twice, seed 40 or $GEN25_OTHER_SEED once) into temporary directories and
its output is checked with code written independently of it (nothing is imported from it):
determinism, manifest schema, 16 kinds x 3 variants, kinds absent from the list of kinds already
used (env GEN25_ALLKINDS, default /tmp/allkinds.txt), clinical kinds carrying HEALTH values in tables,
labelled lines and prose (Arabic too), language/format/type coverage and volume, every value and
decoy verbatim in its document (DOCX: unzip, parse word/document.xml, join the runs of each
paragraph), RIB keys, IBAN mod-97, Luhn, identifier shapes, invented names absent from the shipped
name lists and from the corpus PERSON values, decoys that neither overlap nor contain a value, and,
when ../shared/eval/score.py is available, that the scorer finds every value and decoy in the
unmasked text and reports recall 1.0 / decoy survival 1.0 on a perfectly masked copy.
"""
import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
import unittest
import zipfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
if os.path.basename(HERE) == "generalisation" and os.path.basename(os.path.dirname(HERE)) == "tests":
    REPO = os.path.dirname(os.path.dirname(HERE))
else:
    REPO = "/work/main"
GEN = os.path.join(HERE, "gen_twentyfifth.py")
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
SHARED = os.path.normpath(os.path.join(REPO, "..", "shared"))
CORPUS_MANIFEST = os.path.join(SHARED, "corpus", "manifest.json")
SCORE = os.path.join(SHARED, "eval", "score.py")
ALLKINDS = os.environ.get("GEN25_ALLKINDS", "/tmp/allkinds.txt")
OTHER_SEED = int(os.environ.get("GEN25_OTHER_SEED", "40"))   # the second seed checked besides 25

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
# the six clinical kinds this generator promises (specification, not read from the generator)
CLINICAL = {"labour_ward_partogram", "urology_lithotripsy_record", "thyroid_clinic_followup",
            "leishmaniasis_treatment_card", "radiotherapy_planning_sheet", "spinal_cord_injury_rehab_chart"}
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
TITLES = {"m", "mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "monsieur", "madame", "maitre", "maître",
          "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة"}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
AR = re.compile("[\u0600-\u06ff]")
PLACEHOLDER = "[■]"

CHECKS = [0]


class Counting(unittest.TestCase):
    """Counts every assertion made, so that the summary can report the number of checks."""


for _name in ("assertEqual", "assertNotEqual", "assertTrue", "assertFalse", "assertIn", "assertNotIn",
              "assertGreater", "assertGreaterEqual", "assertLessEqual", "assertRegex", "assertIsInstance",
              "assertIsNotNone", "assertLess"):
    def _wrap(name):
        base = getattr(unittest.TestCase, name)

        def f(self, *a, **k):
            CHECKS[0] += 1
            return base(self, *a, **k)
        return f
    setattr(Counting, _name, _wrap(_name))


# ------------------------------------------------------------------ text helpers
def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def norm(s):
    s = unicodedata.normalize("NFKC", s).translate(TO_ASCII)
    return re.sub(r"\s+", " ", AR_DIAC.sub("", s).casefold()).strip()


def compact(s):
    return re.sub(r"[\W_]+", "", norm(s))


def digits(s):
    return re.sub(r"\D", "", s.translate(TO_ASCII))


def rib_ok(d):
    return len(d) == 20 and int(d[18:]) == 97 - (int(d[:18]) * 100) % 97


def iban_ok(s):
    s = re.sub(r"\s", "", s.translate(TO_ASCII)).upper()
    if not re.fullmatch(r"TN\d{22}", s):
        return False
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def docx_read(path):
    """(text, segments, root): one text line per paragraph (runs joined); segments = [(text, in_table)]."""
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        for need in ("[Content_Types].xml", "_rels/.rels", "word/document.xml"):
            if need not in names:
                raise AssertionError(f"{path}: missing {need}")
        ET.fromstring(z.read("[Content_Types].xml"))
        ET.fromstring(z.read("_rels/.rels"))
        root = ET.fromstring(z.read("word/document.xml"))
    body = root.find(W + "body")
    segs = []
    for child in body:
        if child.tag == W + "p":
            segs.append(("".join(t.text or "" for t in child.iter(W + "t")), False))
        elif child.tag == W + "tbl":
            for p in child.iter(W + "p"):
                segs.append(("".join(t.text or "" for t in p.iter(W + "t")), True))
    paras = ["".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p")]
    return "\n".join(paras), segs, root


def segments(fmt, text):
    if fmt == "csv":
        delim = ";" if text.split("\n", 1)[0].count(";") > text.split("\n", 1)[0].count(",") else ","
        return [(cell, True) for row in csv.reader(io.StringIO(text), delimiter=delim) for cell in row]
    return [(line, line.lstrip().startswith("|")) for line in text.split("\n")]


def styles_of(value, segs):
    """How a value is presented: 'table' (table cell), 'labelled' (label + colon just before it),
    'prose' (inside a sentence of at least 12 words, not right after a label)."""
    out = set()
    for seg, in_table in segs:
        i = seg.find(value)
        while i >= 0:
            if in_table:
                out.add("table")
            else:
                prefix = seg[:i]
                c = max(prefix.rfind(":"), prefix.rfind("："))
                after = prefix[c + 1:] if c >= 0 else None
                if c >= 0 and len(prefix[:c].split()) <= 8 and len(after.split()) <= 6:
                    out.add("labelled")
                if len(seg.split()) >= 12 and (after is None or len(after.split()) >= 3):
                    out.add("prose")
            i = seg.find(value, i + 1)
    return out


def run_gen(seed, out):
    t = subprocess.run([sys.executable, GEN, "--seed", str(seed), "--out", out],
                       capture_output=True, text=True, timeout=120)
    if t.returncode != 0:
        raise AssertionError(f"generator failed (seed {seed}):\n{t.stderr}")
    with open(os.path.join(out, "manifest.json"), encoding="utf-8") as fh:
        return json.load(fh)


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def read_names_lists():
    toks = set()
    if not os.path.isdir(NAMES_DIR):
        return toks, False
    for dirpath, _, files in os.walk(NAMES_DIR):
        for f in files:
            with open(os.path.join(dirpath, f), encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    toks.update(tokens(line))
    return toks, True


# ------------------------------------------------------------------ tests
class GenTwentyFifth(Counting):
    runs = ("a25", "c40")

    @classmethod
    def setUpClass(cls):
        cls.t0 = time.time()
        cls.tmp = tempfile.mkdtemp(prefix="gen_twentyfifth_")
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in ("a25", "b25", "c40")}
        cls.man = {"a25": run_gen(25, cls.dirs["a25"]), "b25": run_gen(25, cls.dirs["b25"]),
                   "c40": run_gen(OTHER_SEED, cls.dirs["c40"])}
        cls.texts, cls.segs, cls.roots = {}, {}, {}
        for k in cls.runs:
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    text, segs, root = docx_read(path)
                    cls.roots[(k, d["file"])] = root
                else:
                    with open(path, encoding="utf-8") as fh:
                        text = fh.read()
                    segs = segments(d["format"], text)
                cls.texts[(k, d["file"])] = text
                cls.segs[(k, d["file"])] = segs
        cls.list_tokens, cls.names_lists_used = read_names_lists()
        cls.corpus_tokens = set()
        cls.corpus_used = os.path.isfile(CORPUS_MANIFEST)
        if cls.corpus_used:
            with open(CORPUS_MANIFEST, encoding="utf-8") as fh:
                for d in json.load(fh):
                    for s in d.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            cls.corpus_tokens.update(tokens(s["value"]))
        with open(GEN, encoding="utf-8") as fh:
            cls.source_tokens = set(tokens(fh.read()))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    # -------------------------------------------------------------- determinism
    def test_deterministic_per_seed(self):
        a, b = self.dirs["a25"], self.dirs["b25"]
        fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
        self.assertEqual(fa, fb)
        for f in fa:
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)

    def test_other_seed_differs(self):
        va = [s["value"] for d in self.man["a25"] for s in d["sensitive"]]
        vc = [s["value"] for d in self.man["c40"] for s in d["sensitive"]]
        self.assertNotEqual(va, vc)
        self.assertEqual([d["file"] for d in self.man["a25"]], [d["file"] for d in self.man["c40"]])

    # -------------------------------------------------------------- schema & coverage
    def test_manifest_schema(self):
        for k in self.runs:
            files = set(os.listdir(self.dirs[k]))
            self.assertEqual(len(files), 49)
            self.assertIn("manifest.json", files)
            seen = set()
            for d in self.man[k]:
                self.assertEqual(set(d), {"file", "lang", "kind", "format", "expect", "sensitive", "decoys"}, d["file"])
                self.assertNotIn(d["file"], seen)
                seen.add(d["file"])
                self.assertIn(d["file"], files)
                self.assertRegex(d["file"], r"^\d{3}_[a-z_]+_(fr|ar|en|mixed)\.(txt|md|csv|docx)$")
                self.assertTrue(d["file"].endswith("." + d["format"]))
                self.assertIn(f"_{d['kind']}_{d['lang']}.", d["file"])
                self.assertEqual(d["expect"], "ok")
                self.assertIn(d["lang"], LANGS)
                self.assertIn(d["format"], FORMATS)
                self.assertIsInstance(d["sensitive"], list)
                self.assertIsInstance(d["decoys"], list)
                self.assertGreater(len(d["sensitive"]), 5, d["file"])
                self.assertGreater(len(d["decoys"]), 2, d["file"])
                pairs = [(s["type"], s["value"]) for s in d["sensitive"]]
                self.assertEqual(len(pairs), len(set(pairs)), d["file"])
                self.assertEqual(len(d["decoys"]), len(set(d["decoys"])), d["file"])
                for s in d["sensitive"]:
                    self.assertEqual(set(s), {"type", "value"})
                    self.assertIn(s["type"], TYPES)
                    self.assertIsInstance(s["value"], str)
                    self.assertTrue(s["value"].strip())
                    self.assertEqual(s["value"], s["value"].strip())
                    if d["format"] != "txt":
                        self.assertNotIn("\n", s["value"], d["file"])
                for v in d["decoys"]:
                    self.assertIsInstance(v, str)
                    self.assertTrue(v.strip())
                    self.assertGreaterEqual(len(compact(v)), 3, v)

    def test_kinds_languages_formats(self):
        for k in self.runs:
            m = self.man[k]
            self.assertEqual(len(m), 48)
            kinds = {}
            for d in m:
                kinds.setdefault(d["kind"], []).append((d["lang"], d["format"]))
            self.assertEqual(len(kinds), 16)
            for kind, variants in kinds.items():
                self.assertRegex(kind, r"^[a-z]+(_[a-z]+)+$")
                self.assertEqual(len(variants), 3, kind)
                self.assertEqual(len({l for l, _ in variants}), 3, kind)
            self.assertTrue(CLINICAL <= set(kinds), "the six clinical kinds are present")
            self.assertEqual({d["lang"] for d in m}, LANGS)
            self.assertEqual({d["format"] for d in m}, FORMATS)
            for x in LANGS:
                self.assertGreaterEqual(sum(d["lang"] == x for d in m), 8, x)
            for x in FORMATS:
                self.assertGreaterEqual(sum(d["format"] == x for d in m), 8, x)
            for kind in CLINICAL:
                self.assertIn("ar", [l for l, _ in kinds[kind]], f"clinical kind {kind} has an Arabic variant")

    def test_kinds_are_new(self):
        if not os.path.isfile(ALLKINDS):
            self.skipTest(f"{ALLKINDS} not found")
        with open(ALLKINDS, encoding="utf-8") as fh:
            used = {line.strip() for line in fh if line.strip() and not line.startswith("#")}
        mine = {d["kind"] for d in self.man["a25"]}
        if mine <= used:
            self.skipTest("every kind of this generator is already listed (generator committed)")
        clash = sorted(mine & used)
        self.assertEqual(clash, [], f"kinds already used by another generator: {clash}")

    def test_type_coverage_and_volume(self):
        for k in self.runs:
            m = self.man[k]
            counts, docs_per = {}, {}
            for d in m:
                for s in d["sensitive"]:
                    counts[s["type"]] = counts.get(s["type"], 0) + 1
                for t in {s["type"] for s in d["sensitive"]}:
                    docs_per[t] = docs_per.get(t, 0) + 1
            self.assertEqual(set(counts), TYPES)
            for t in TYPES:
                self.assertGreaterEqual(counts[t], 8, f"{k}: type {t} only {counts[t]} times")
                self.assertGreaterEqual(docs_per[t], 4, f"{k}: type {t} in only {docs_per[t]} documents")
            total = sum(counts.values())
            decoys = sum(len(d["decoys"]) for d in m)
            self.assertGreaterEqual(total, 1250)
            self.assertLessEqual(total, 1600)
            self.assertGreaterEqual(counts["HEALTH"], 240)
            self.assertLessEqual(counts["HEALTH"], 340)
            self.assertGreaterEqual(decoys, 420)
            self.assertLessEqual(decoys, 580)
            self.assertGreaterEqual(counts["PERSON"], 300)

    def test_variety_of_writing(self):
        for k in self.runs:
            m = self.man[k]
            vals = [s for d in m for s in d["sensitive"]]
            self.assertTrue(any(re.search("[٠-٩]", s["value"]) for s in vals), "no Arabic-Indic digits")
            self.assertTrue(any(s["type"] == "PERSON" and AR.search(s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "PERSON" and re.search(r"\b[A-Z]{4,}\b", s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "PHONE" and s["value"].startswith("+216") for s in vals))
            self.assertTrue(any(s["type"] == "PHONE" and s["value"].startswith("00216") for s in vals))
            self.assertTrue(any(s["type"] == "PHONE" and re.fullmatch(r"\d{8}", s["value"]) for s in vals))
            self.assertTrue(any("\n" in s["value"] for s in vals), "no value split over a line break")
            self.assertTrue(any(s["type"] == "DOB" and re.search(r"[a-zé]{3,}", s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "DOB" and AR.search(s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "DOB" and re.search(r"mil|mille", s["value"]) for s in vals),
                            "no date of birth written in words")
            self.assertTrue(any(s["type"] == "PLATE" and "تونس" in s["value"] for s in vals))
            self.assertTrue(any(s["type"] == "PLATE" and "TU" in s["value"] for s in vals))
            self.assertTrue(any(s["type"] == "HEALTH" and AR.search(s["value"]) for s in vals))
            self.assertGreaterEqual(len({s["value"] for s in vals if s["type"] == "TAX_ID"} and
                                        {re.sub(r"\d", "9", re.sub(r"[A-Z]", "X", s["value"]))
                                         for s in vals if s["type"] == "TAX_ID"}), 3, "TAX_ID shapes")
            short = 0
            for d in m:
                ps = [s["value"] for s in d["sensitive"] if s["type"] == "PERSON"]
                for a in ps:
                    if len(tokens(a)) == 1 and any(a != b and fold(a) in tokens(b) for b in ps):
                        short += 1
            self.assertGreater(short, 15, "short forms of names recorded as their own values")
            per_doc_persons = [len({s["value"] for s in d["sensitive"] if s["type"] == "PERSON"}) for d in m]
            self.assertGreaterEqual(sum(n >= 3 for n in per_doc_persons), 40, "several persons per document")

    def test_docx_structure(self):
        tables = 0
        for d in self.man["a25"]:
            if d["format"] != "docx":
                continue
            root = self.roots[("a25", d["file"])]
            self.assertIsNotNone(root.find(W + "body"))
            tables += len(list(root.iter(W + "tbl")))
            runs = sum(1 for p in root.iter(W + "p") if len(list(p.iter(W + "r"))) > 1)
            self.assertGreater(runs, 0, d["file"])
            if d["lang"] == "ar":
                self.assertGreater(len(list(root.iter(W + "bidi"))), 0, d["file"])
        self.assertGreater(tables, 5)

    def test_scripts(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                ar = len(AR.findall(t))
                lat = len(re.findall(r"[A-Za-zÀ-ÿ]", t))
                if d["lang"] == "mixed":
                    self.assertTrue(ar > 50 and lat > 50, d["file"])
                elif d["lang"] == "ar":
                    self.assertGreater(ar / (ar + lat), 0.6, f"{d['file']}: not genuinely Arabic")
                    self.assertTrue(any(s["type"] == "PERSON" and AR.search(s["value"]) for s in d["sensitive"]),
                                    d["file"])
                else:
                    self.assertLess(ar, 5, f"{d['file']}: Arabic in a {d['lang']} document")

    # -------------------------------------------------------------- clinical
    def test_clinical_health_presentation(self):
        for k in self.runs:
            by_kind = {}
            for d in self.man[k]:
                if d["kind"] not in CLINICAL:
                    continue
                hv = [s["value"] for s in d["sensitive"] if s["type"] == "HEALTH"]
                self.assertGreaterEqual(len(hv), 8, f"{k}/{d['file']}: too few HEALTH values")
                segs = self.segs[(k, d["file"])]
                st_all, st_ar = set(), set()
                for v in hv:
                    st = styles_of(v, segs)
                    self.assertTrue(st, f"{k}/{d['file']}: HEALTH {v!r} not located")
                    st_all |= st
                    if AR.search(v):
                        st_ar |= st
                by_kind.setdefault(d["kind"], set()).update(st_all)
                if d["lang"] == "ar":
                    self.assertEqual(st_ar, {"table", "labelled", "prose"},
                                     f"{k}/{d['file']}: Arabic HEALTH values by style {st_ar}")
            for kind, st in by_kind.items():
                self.assertEqual(st, {"table", "labelled", "prose"}, f"{k}: {kind} HEALTH styles {st}")
            total = sum(1 for d in self.man[k] if d["kind"] in CLINICAL for s in d["sensitive"] if s["type"] == "HEALTH")
            self.assertGreaterEqual(total, 200)

    # -------------------------------------------------------------- verbatim
    def test_values_and_decoys_verbatim(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                for s in d["sensitive"]:
                    self.assertIn(s["value"], t, f"{k}/{d['file']}: {s}")
                for v in d["decoys"]:
                    self.assertIn(v, t, f"{k}/{d['file']}: decoy {v!r}")

    def test_docx_values_within_one_paragraph(self):
        for k in self.runs:
            for d in self.man[k]:
                if d["format"] != "docx":
                    continue
                paras = self.texts[(k, d["file"])].split("\n")
                for v in [s["value"] for s in d["sensitive"]] + d["decoys"]:
                    self.assertTrue(any(v in p for p in paras), f"{d['file']}: {v!r} not inside one paragraph")

    # -------------------------------------------------------------- checksums & shapes
    def test_checksums_and_shapes(self):
        for k in self.runs:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    t, v, dg = s["type"], s["value"], digits(s["value"])
                    va = v.translate(TO_ASCII)
                    where = f"{k}/{d['file']}: {v!r}"
                    if t == "RIB":
                        self.assertTrue(re.fullmatch(r"[\d\s\-]+", va), where)
                        self.assertTrue(rib_ok(dg), where)
                    elif t == "IBAN":
                        self.assertTrue(iban_ok(v), where)
                        self.assertTrue(rib_ok(digits(v)[2:]), where)
                    elif t == "CARD":
                        self.assertEqual(len(dg), 16, where)
                        self.assertTrue(luhn_ok(dg), where)
                        self.assertIn(dg[0], "2345", where)
                    elif t == "CIN":
                        self.assertTrue(re.fullmatch(r"\d{8}", va), where)
                        self.assertIn(dg[0], "01", where)
                    elif t == "TAX_ID":
                        self.assertTrue(re.fullmatch(
                            r"\d{7}[ /]?[A-Z](?:[ /]?[ABPDN][ /]?[MCPNE][ /]?\d{3})?", v), where)
                        self.assertNotIn(v[7:].strip("/ ")[:1], "IOU", where)
                    elif t == "CNSS":
                        self.assertTrue(re.fullmatch(r"\d{8}[ \-/]?\d{2}", va), where)
                    elif t == "PHONE":
                        p = va.lstrip("(")
                        if p.startswith("00216"):
                            self.assertEqual(len(dg), 13, where)
                        elif p.startswith("+216") or (p.startswith("216") and len(dg) != 8):
                            self.assertEqual(len(dg), 11, where)
                        elif p.startswith(("+", "00")):
                            self.assertGreaterEqual(len(dg), 10, where)
                        else:
                            self.assertEqual(len(dg), 8, where)
                            self.assertIn(dg[0], "234579", where)
                    elif t == "EMAIL":
                        self.assertTrue(re.fullmatch(r"[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]{2,}", v), where)
                    elif t == "DOB":
                        years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", va)]
                        self.assertTrue((years and 1930 <= years[0] <= 2026) or re.search(r"\b(mil|mille)\b", v), where)
                    elif t == "PASSPORT":
                        self.assertTrue(re.fullmatch(r"[A-Z]\d{6,7}", v), where)
                    elif t == "PLATE":
                        self.assertTrue(re.search(r"TU|Tunis|تونس|RS|ن ت", v), where)
                        self.assertGreaterEqual(len(dg), 4, where)
                    elif t == "ADDRESS":
                        self.assertTrue(re.search(r"\d", va), where)
                        self.assertGreaterEqual(len(tokens(v)), 2, where)
                    elif t == "PERSON":
                        toks = tokens(v)
                        self.assertTrue(toks, where)
                        self.assertNotIn(toks[0], TITLES, where)
                    elif t == "HEALTH":
                        self.assertGreaterEqual(len(v), 3, where)

    def test_decoy_lookalikes_fail_checksums(self):
        n = 0
        for k in self.runs:
            for d in self.man[k]:
                for v in d["decoys"]:
                    if re.fullmatch(r"[\d\s.\-]+", v):
                        dg = digits(v)
                        if len(dg) == 16:
                            n += 1
                            self.assertFalse(luhn_ok(dg), v)
                        if len(dg) == 20:
                            n += 1
                            self.assertFalse(rib_ok(dg), v)
        self.assertGreaterEqual(n, 8)

    # -------------------------------------------------------------- names
    def test_names_are_unknown(self):
        if not self.names_lists_used:
            print(f"\nnote: {NAMES_DIR} not found; name-list check skipped", file=sys.stderr)
        if not self.corpus_used:
            print(f"\nnote: {CORPUS_MANIFEST} not found; corpus-name check skipped", file=sys.stderr)
        n = 0
        bad = set()
        for k in self.runs:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for t in name_parts(s["value"]):
                        n += 1
                        if t in self.list_tokens:
                            bad.add(("name list", t))
                        if t in self.corpus_tokens:
                            bad.add(("corpus", t))
                        if t in self.source_tokens:
                            bad.add(("generator source", t))
        self.assertEqual(sorted(bad), [], "invented name parts found elsewhere")
        self.assertGreater(n, 500)

    def test_name_parts_only_inside_values(self):
        """Every whole-word occurrence of a name part lies inside an occurrence of a sensitive value."""
        for k in self.runs:
            for d in self.man[k]:
                t = norm(self.texts[(k, d["file"])])
                ft = fold(t)
                if len(ft) != len(t):
                    continue
                spans = []
                for s in d["sensitive"]:
                    spans += [(m.start(), m.end()) for m in re.finditer(re.escape(norm(s["value"])), t)]
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for part in name_parts(s["value"]):
                        for m in re.finditer(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", ft):
                            self.assertTrue(any(a <= m.start() and m.end() <= b for a, b in spans),
                                            f"{k}/{d['file']}: name part {part!r} occurs outside any value")

    # -------------------------------------------------------------- decoys
    def test_decoys_do_not_overlap_values(self):
        for k in self.runs:
            for d in self.man[k]:
                text = self.texts[(k, d["file"])]
                parts = set()
                for s in d["sensitive"]:
                    if s["type"] == "PERSON":
                        parts.update(name_parts(s["value"]))
                for v in d["decoys"]:
                    cv = compact(v)
                    for s in d["sensitive"]:
                        cs = compact(s["value"])
                        self.assertFalse(cs in cv or cv in cs, f"{k}/{d['file']}: decoy {v!r} vs {s['value']!r}")
                        i = text.find(v)
                        while i >= 0:
                            j = text.find(s["value"])
                            while j >= 0:
                                self.assertFalse(i < j + len(s["value"]) and j < i + len(v),
                                                 f"{k}/{d['file']}: decoy {v!r} overlaps {s['value']!r}")
                                j = text.find(s["value"], j + 1)
                            i = text.find(v, i + 1)
                    self.assertFalse(set(tokens(v)) & parts, f"{k}/{d['file']}: decoy {v!r} holds a name part")

    def test_decoy_variety(self):
        for k in self.runs:
            decoys = [v for d in self.man[k] for v in d["decoys"]]
            self.assertTrue(any(re.search(r"(article|الفصل|loi|law|décret|decree)", v, re.I) for v in decoys))
            self.assertTrue(any(re.search(r"(TND|DT|dinars|دينار|د\.ت)", v) for v in decoys))
            self.assertTrue(any(re.search(r"(avenue|rue|boulevard|شارع|نهج)", v, re.I) for v in decoys))
            self.assertTrue(any(re.search(r"\b(mg|UI|Gy|ml)\b", v) for v in decoys), "no dosage/protocol decoy")
            self.assertTrue(any(re.fullmatch(r"[A-Z]+(-[A-Z]+)?-\d{4}-\d{4,6}", v) for v in decoys), "no file number")
            self.assertTrue(any(re.search(r"(19|20)\d\d", v) and re.search(r"\d{1,2}[/ .-]", v) for v in decoys),
                            "no non-birth date")
            per_doc = [len(d["decoys"]) for d in self.man[k]]
            self.assertGreaterEqual(min(per_doc), 3)

    # -------------------------------------------------------------- scorer
    def _score(self, run, outdir_name, transform):
        out = os.path.join(self.tmp, f"{run}_{outdir_name}")
        os.makedirs(out, exist_ok=True)
        for d in self.man[run]:
            with open(os.path.join(out, d["file"]), "w", encoding="utf-8") as fh:
                fh.write(transform(d, self.texts[(run, d["file"])]))
        cmd = f'cat "{out}/$(basename {{file}})"'
        p = subprocess.run([sys.executable, SCORE, "--manifest", os.path.join(self.dirs[run], "manifest.json"),
                            "--corpus", self.dirs[run], "--cmd", cmd, "--json"],
                           capture_output=True, text=True, timeout=600)
        self.assertEqual(p.returncode, 0, p.stderr)
        body = p.stdout.strip()
        return json.loads(body[:body.rfind("\n")])

    @staticmethod
    def _mask(d, text):
        for v in sorted({s["value"] for s in d["sensitive"]}, key=len, reverse=True):
            text = text.replace(v, PLACEHOLDER)
        return text

    def test_scorer_sees_everything_unmasked(self):
        if not os.path.isfile(SCORE):
            self.skipTest(f"{SCORE} not found")
        for run in self.runs:
            res = self._score(run, "plain", lambda d, t: t)
            missed = [(dd["file"], v) for dd in res["documents"] for v in dd.get("decoys_destroyed", [])]
            self.assertEqual(missed, [], f"{run}: the scorer does not find these decoys")
            found = {(dd["file"], x["value"]) for dd in res["documents"] for x in dd.get("leaked", [])}
            notfound = [(d["file"], s["value"]) for d in self.man[run] for s in d["sensitive"]
                        if (d["file"], s["value"]) not in found]
            self.assertEqual(notfound, [], f"{run}: the scorer does not find these values")
            self.assertEqual(res["leaked_total"], res["sensitive_total"])
            self.assertEqual(res["decoys_kept"], res["decoys_total"])

    def test_scorer_perfect_masking(self):
        if not os.path.isfile(SCORE):
            self.skipTest(f"{SCORE} not found")
        for run in self.runs:
            res = self._score(run, "masked", self._mask)
            leaks = [(l["file"], l["type"], l["value"], l["found"]) for l in res["leaks"]]
            self.assertEqual(leaks, [], f"{run}: leaks on a perfectly masked copy")
            lost = [(dd["file"], v) for dd in res["documents"] for v in dd.get("decoys_destroyed", [])]
            self.assertEqual(lost, [], f"{run}: decoys lost on a perfectly masked copy")
            self.assertEqual(res["recall"], 1.0)
            self.assertEqual(res["decoy_survival"], 1.0)
            self.assertEqual(res["unexpected_errors"], 0)


if __name__ == "__main__":
    t0 = time.time()
    prog = unittest.main(verbosity=1, exit=False)
    r = prog.result
    ok = r.wasSuccessful()
    print(f"gen_twentyfifth tests: {r.testsRun} run, {len(r.skipped)} skipped, {len(r.failures)} failures, "
          f"{len(r.errors)} errors, {CHECKS[0]} checks, {'OK' if ok else 'FAILED'} in {time.time() - t0:.1f}s")
    sys.exit(0 if ok else 1)
