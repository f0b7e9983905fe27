#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_twentyfirst.py (standard library only).

    python3 test_gen_twentyfirst.py

Runs the generator as a subprocess (seed 21 twice, seed 22 once) into temporary
directories and checks its output with checks written independently of the
generator (nothing is imported from it): determinism, manifest schema, 16 kinds
x 3 variants, kinds absent from /tmp/allkinds.txt (skipped when that list
already names every kind of this generator), at least 8 clinical kinds whose
HEALTH values appear in tables, labelled lines and prose (Arabic too),
language/format/type coverage and volume, every value and decoy verbatim in its
document (DOCX: unzip, parse word/document.xml, join the runs of each
paragraph), RIB keys, IBAN mod-97, Luhn and other shapes, invented names absent
from the name lists, the corpus PERSON values and the generator's own words,
decoys that neither overlap nor contain a value, and -- when score.py is found
-- that the scorer itself finds every value and decoy in the unmasked text.
"""
import glob
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
GEN = os.path.join(HERE, "gen_twentyfirst.py")


def _find_repo():
    for cand in (os.path.dirname(os.path.dirname(HERE)), os.environ.get("CAVIARD_REPO", ""), "/work/main"):
        if cand and os.path.isdir(os.path.join(cand, "crates", "caviard")):
            return cand
    return os.path.dirname(os.path.dirname(HERE))


REPO = _find_repo()
SHARED = os.path.normpath(os.path.join(REPO, "..", "shared"))
if not os.path.isdir(os.path.join(SHARED, "eval")):
    SHARED = "/work/shared"
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
CORPUS_MANIFEST = os.path.join(SHARED, "corpus", "manifest.json")
SCORE = os.path.join(SHARED, "eval", "score.py")
ALLKINDS = os.environ.get("GEN21_ALLKINDS", "/tmp/allkinds.txt")

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
TITLES = {"m", "mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "me", "monsieur", "madame", "maitre", "maître",
          "docteur", "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة"}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
ARABIC = re.compile("[\u0600-\u06ff]")


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


def docx_parse(path):
    """(text with one line per paragraph, root, [(paragraph text, [run texts], inside a table cell)])"""
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        for need in ("[Content_Types].xml", "_rels/.rels", "word/document.xml"):
            if need not in names:
                raise AssertionError(f"{path}: missing {need}")
        ET.fromstring(z.read("[Content_Types].xml"))
        ET.fromstring(z.read("_rels/.rels"))
        root = ET.fromstring(z.read("word/document.xml"))
    in_cell = set()
    for tc in root.iter(W + "tc"):
        for p in tc.iter(W + "p"):
            in_cell.add(id(p))
    paras = []
    for p in root.iter(W + "p"):
        runs = [t.text or "" for t in p.iter(W + "t")]
        paras.append(("".join(runs), runs, id(p) in in_cell))
    return "\n".join(x[0] for x in paras), root, paras


def run_gen(seed, out):
    t = subprocess.run([sys.executable, GEN, "--seed", str(seed), "--out", out],
                       capture_output=True, text=True, timeout=50)
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


# ---------------------------------------------------------------------- where a value sits
LABEL_END = re.compile(r"(?:[:：]|\.{3,}|…)\s*(?:\*\*)?\s*$")
LABEL_START = re.compile(r"^\s*(?:[-*•]\s*)?(?:\*\*)?[^:：\n]{2,45}[:：]")


def placements(doc, text, paras, value):
    """Set of 'table', 'labelled', 'prose' describing the occurrences of value."""
    out = set()
    fmt = doc["format"]
    if fmt == "docx":
        units = [(p, cell) for p, _, cell in paras]
    else:
        units = [(ln, None) for ln in text.split("\n")]
    for unit, cell in units:
        i = unit.find(value)
        while i >= 0:
            before = unit[:i]
            is_table = (cell is True or fmt == "csv" and unit.count(",") >= 3
                        or fmt in ("md", "txt") and (unit.count("|") >= 2 or unit.count("\t") >= 2
                                                     or len(re.findall(r"\S {2,}\S", unit)) >= 2
                                                     and not LABEL_END.search(before)))
            if is_table:
                out.add("table")
            elif LABEL_END.search(before) or LABEL_START.match(unit) and \
                    LABEL_START.match(unit).end() <= i and len(re.findall(r"[^\W\d_]+", unit)) <= 30:
                out.add("labelled")
            elif len(re.findall(r"[^\W\d_]+", unit)) >= 12:
                out.add("prose")
            i = unit.find(value, i + 1)
    return out


class GenTwentyFirst(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.t0 = time.time()
        cls.tmp = tempfile.mkdtemp(prefix="gen_twentyfirst_")
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in ("a21", "b21", "c22")}
        cls.man = {"a21": run_gen(21, cls.dirs["a21"]), "b21": run_gen(21, cls.dirs["b21"]),
                   "c22": run_gen(22, cls.dirs["c22"])}
        cls.texts, cls.paras = {}, {}
        for k in ("a21", "c22"):
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    text, _, paras = docx_parse(path)
                    cls.texts[(k, d["file"])] = text
                    cls.paras[(k, d["file"])] = paras
                else:
                    with open(path, encoding="utf-8") as fh:
                        cls.texts[(k, d["file"])] = fh.read()
                    cls.paras[(k, d["file"])] = None
        cls.list_tokens = set()
        cls.names_lists_used = os.path.isdir(NAMES_DIR)
        for path in glob.glob(os.path.join(NAMES_DIR, "*.txt")):
            with open(path, encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    cls.list_tokens.update(tokens(line))
        cls.corpus_tokens = set()
        if os.path.isfile(CORPUS_MANIFEST):
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

    runs = ("a21", "c22")

    # ------------------------------------------------------------------ determinism
    def test_deterministic_per_seed(self):
        a, b = self.dirs["a21"], self.dirs["b21"]
        fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
        self.assertEqual(fa, fb)
        for f in fa:
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)

    def test_other_seed_differs(self):
        va = [s["value"] for d in self.man["a21"] for s in d["sensitive"]]
        vc = [s["value"] for d in self.man["c22"] for s in d["sensitive"]]
        self.assertNotEqual(va, vc)
        ia = {s["value"] for d in self.man["a21"] for s in d["sensitive"] if s["type"] != "HEALTH"}
        ic = {s["value"] for d in self.man["c22"] for s in d["sensitive"] if s["type"] != "HEALTH"}
        self.assertLess(len(ia & ic), len(ia) // 50, "seeds 21 and 22 share too many identifiers or names")
        self.assertEqual([d["file"] for d in self.man["a21"]], [d["file"] for d in self.man["c22"]])
        for f in os.listdir(self.dirs["a21"]):
            if f == "manifest.json":
                continue
            with open(os.path.join(self.dirs["a21"], f), "rb") as x, open(os.path.join(self.dirs["c22"], f), "rb") as y:
                self.assertNotEqual(x.read(), y.read(), f)

    # ------------------------------------------------------------------ schema & coverage
    def test_manifest_schema(self):
        for k in self.runs:
            files = set(os.listdir(self.dirs[k]))
            self.assertEqual(len(files), 49)
            seen = set()
            for i, d in enumerate(self.man[k]):
                self.assertEqual(set(d), {"file", "lang", "kind", "format", "expect", "sensitive", "decoys"}, d["file"])
                self.assertNotIn(d["file"], seen)
                seen.add(d["file"])
                self.assertIn(d["file"], files)
                self.assertRegex(d["file"], r"^\d{3}_[a-z_]+_(fr|ar|en|mixed)\.(txt|md|csv|docx)$")
                self.assertTrue(d["file"].startswith("%03d_" % (i + 1)), d["file"])
                self.assertTrue(d["file"].endswith("." + d["format"]))
                self.assertIn(f"_{d['kind']}_{d['lang']}.", d["file"])
                self.assertEqual(d["expect"], "ok")
                self.assertIn(d["lang"], LANGS)
                self.assertIn(d["format"], FORMATS)
                self.assertGreater(len(d["sensitive"]), 0, d["file"])
                self.assertGreater(len(d["decoys"]), 0, d["file"])
                pairs = [(s["type"], s["value"]) for s in d["sensitive"]]
                self.assertEqual(len(pairs), len(set(pairs)), d["file"])
                self.assertEqual(len(d["decoys"]), len(set(d["decoys"])), d["file"])
                for s in d["sensitive"]:
                    self.assertEqual(set(s), {"type", "value"})
                    self.assertIn(s["type"], TYPES)
                    self.assertIsInstance(s["value"], str)
                    self.assertTrue(s["value"])
                    self.assertEqual(s["value"], s["value"].strip())
                    if d["format"] != "txt":
                        self.assertNotIn("\n", s["value"], d["file"])
                for v in d["decoys"]:
                    self.assertIsInstance(v, str)
                    self.assertTrue(v.strip())
                    self.assertNotIn("\n", v)

    def test_sixteen_kinds_three_variants(self):
        for k in self.runs:
            m = self.man[k]
            self.assertEqual(len(m), 48)
            kinds = {}
            for d in m:
                kinds.setdefault(d["kind"], []).append((d["lang"], d["format"]))
            self.assertEqual(len(kinds), 16)
            for kind, variants in kinds.items():
                self.assertEqual(len(variants), 3, kind)
                self.assertEqual(len({l for l, _ in variants}), 3, f"{kind}: variants share a language")
                self.assertRegex(kind, r"^[a-z]+(_[a-z]+)+$")
        self.assertEqual([d["kind"] for d in self.man["a21"]], [d["kind"] for d in self.man["c22"]])

    def test_kinds_are_new(self):
        if not os.path.isfile(ALLKINDS):
            self.skipTest(f"{ALLKINDS} not present")
        with open(ALLKINDS, encoding="utf-8") as fh:
            listed = {w.strip() for w in fh.read().split() if w.strip()}
        mine = {d["kind"] for d in self.man["a21"]}
        if mine <= listed:
            self.skipTest(f"{ALLKINDS} already lists every kind of this generator")
        for kind in sorted(mine):
            self.assertNotIn(kind, listed, f"kind {kind} already exists in another generator")

    def test_languages_formats_types_volume(self):
        for k in self.runs:
            m = self.man[k]
            self.assertEqual({d["lang"] for d in m}, LANGS)
            self.assertEqual({d["format"] for d in m}, FORMATS)
            for x in LANGS:
                self.assertGreaterEqual(sum(d["lang"] == x for d in m), 8, x)
            for x in FORMATS:
                self.assertGreaterEqual(sum(d["format"] == x for d in m), 8, x)
            counts = {}
            for d in m:
                for s in d["sensitive"]:
                    counts[s["type"]] = counts.get(s["type"], 0) + 1
            self.assertEqual(set(counts), TYPES)
            for t, n in counts.items():
                self.assertGreaterEqual(n, 5, f"{k}: type {t} only {n} times")
            for t in TYPES:
                n = sum(any(s["type"] == t for s in d["sensitive"]) for d in m)
                self.assertGreaterEqual(n, 3, f"{k}: type {t} in only {n} documents")
            nv = sum(counts.values())
            nd = sum(len(d["decoys"]) for d in m)
            self.assertTrue(1000 <= nv <= 1500, f"{k}: {nv} values")
            self.assertTrue(280 <= nd <= 450, f"{k}: {nd} decoys")
            self.assertGreaterEqual(counts["HEALTH"], 150, k)
            for lang in LANGS:
                types = {s["type"] for d in m if d["lang"] == lang for s in d["sensitive"]}
                self.assertGreaterEqual(len(types), 10, f"{k}: only {len(types)} types in {lang} documents")

    def test_clinical_kinds_health_layouts(self):
        for k in self.runs:
            m = self.man[k]
            by_kind = {}
            for d in m:
                by_kind.setdefault(d["kind"], []).append(d)
            clinical = [kind for kind, ds in by_kind.items()
                        if all(sum(s["type"] == "HEALTH" for s in d["sensitive"]) >= 3 for d in ds)]
            self.assertGreaterEqual(len(clinical), 8, f"{k}: clinical kinds {clinical}")
            where = {"table": 0, "labelled": 0, "prose": 0}
            where_ar = {"table": 0, "labelled": 0, "prose": 0}
            kinds_with = {"table": set(), "labelled": set(), "prose": set()}
            for kind in clinical:
                for d in by_kind[kind]:
                    text, paras = self.texts[(k, d["file"])], self.paras[(k, d["file"])]
                    for s in d["sensitive"]:
                        if s["type"] != "HEALTH":
                            continue
                        for pl in placements(d, text, paras, s["value"]):
                            where[pl] += 1
                            kinds_with[pl].add(kind)
                            if ARABIC.search(s["value"]):
                                where_ar[pl] += 1
            for pl in where:
                self.assertGreaterEqual(where[pl], 15, f"{k}: HEALTH in {pl}: {where}")
                self.assertGreaterEqual(where_ar[pl], 3, f"{k}: Arabic HEALTH in {pl}: {where_ar}")
                self.assertGreaterEqual(len(kinds_with[pl]), 5, f"{k}: HEALTH {pl} in kinds {kinds_with[pl]}")
            # every clinical kind has HEALTH values in Arabic and in a Latin script
            for kind in clinical:
                hv = [s["value"] for d in by_kind[kind] for s in d["sensitive"] if s["type"] == "HEALTH"]
                self.assertTrue(any(ARABIC.search(v) for v in hv), f"{kind}: no Arabic HEALTH value")
                self.assertTrue(any(not ARABIC.search(v) for v in hv), f"{kind}: no Latin HEALTH value")

    def test_variety_of_writing(self):
        for k in self.runs:
            m = self.man[k]
            vals = [s for d in m for s in d["sensitive"]]
            self.assertTrue(any(re.search("[٠-٩]", s["value"]) for s in vals), "no Arabic-Indic digits")
            self.assertGreaterEqual(sum(s["type"] == "PERSON" and bool(ARABIC.search(s["value"])) for s in vals), 60)
            self.assertTrue(any(s["type"] == "PERSON" and re.search(r"\b[A-Z]{4,}\b", s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "PERSON" and re.search(r"\bbent?\b", s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "PERSON" and re.search(r"(^| )بنت? ", s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "PERSON" and re.match(r"[A-Z]\. ", s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "PHONE" and s["value"].startswith("+216") for s in vals))
            self.assertTrue(any(s["type"] == "PHONE" and s["value"].startswith("00216") for s in vals))
            self.assertTrue(any(s["type"] == "PHONE" and not s["value"].startswith(("+", "0", "(")) for s in vals))
            self.assertTrue(any(s["type"] == "PHONE" and not s["value"].startswith(("+216", "00216", "(+216)", "216"))
                                and s["value"].startswith("+") for s in vals), "no foreign phone number")
            self.assertTrue(any(s["type"] == "PLATE" and "تونس" in s["value"] for s in vals))
            self.assertTrue(any(s["type"] == "PLATE" and s["value"].startswith("RS ") for s in vals))
            self.assertTrue(any(s["type"] == "ADDRESS" and ARABIC.search(s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "DOB" and re.search(r"[a-zéû]{3,}", s["value"]) for s in vals))
            self.assertTrue(any(s["type"] == "DOB" and ARABIC.search(s["value"]) for s in vals))
            self.assertTrue(any("\n" in s["value"] for s in vals), "no value split over a line break")
            short = 0
            for d in m:
                ps = [s["value"] for s in d["sensitive"] if s["type"] == "PERSON"]
                for a in ps:
                    if len(tokens(a)) == 1 and any(a != b and fold(a) in tokens(b) for b in ps):
                        short += 1
            self.assertGreaterEqual(short, 5, f"{k}: short forms of names")

    def test_docx_structure_and_split_runs(self):
        tables = split = 0
        for d in self.man["a21"]:
            if d["format"] != "docx":
                continue
            _, root, paras = docx_parse(os.path.join(self.dirs["a21"], d["file"]))
            self.assertIsNotNone(root.find(W + "body"))
            tables += len(list(root.iter(W + "tbl")))
            for v in [s["value"] for s in d["sensitive"]]:
                for text, runs, _ in paras:
                    if v in text and not any(v in r for r in runs):
                        split += 1
                        break
        self.assertGreater(tables, 10)
        self.assertGreater(split, 20, "values should sometimes be split across runs")

    def test_mixed_documents_mix_scripts(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                has_ar = bool(ARABIC.search(t))
                has_lat = bool(re.search("[A-Za-zÀ-ÿ]{4,}", t))
                if d["lang"] == "mixed":
                    self.assertTrue(has_ar and has_lat, d["file"])
                    self.assertGreaterEqual(len(re.findall("[\u0600-\u06ff]{3,}", t)), 10, d["file"])
                    self.assertGreaterEqual(len(re.findall("[A-Za-zÀ-ÿ]{4,}", t)), 10, d["file"])
                if d["lang"] == "ar":
                    self.assertTrue(has_ar, d["file"])
                    self.assertGreater(len(re.findall("[\u0600-\u06ff]{3,}", t)), len(re.findall("[A-Za-z]{4,}", t)),
                                       d["file"])
                if d["lang"] in ("fr", "en"):
                    self.assertTrue(has_lat, d["file"])

    # ------------------------------------------------------------------ verbatim
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

    def test_csv_parses(self):
        import csv
        for k in self.runs:
            for d in self.man[k]:
                if d["format"] != "csv":
                    continue
                rows = list(csv.reader(self.texts[(k, d["file"])].splitlines()))
                wide = [r for r in rows if len(r) >= 5]
                self.assertGreaterEqual(len(wide), 8, d["file"])
                self.assertEqual(len({len(r) for r in wide}), 1, f"{d['file']}: ragged table")

    # ------------------------------------------------------------------ checksums & shapes
    def test_checksums_and_shapes(self):
        for k in self.runs:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    t, v, dg = s["type"], s["value"], digits(s["value"])
                    where = f"{k}/{d['file']}: {v!r}"
                    if t == "RIB":
                        self.assertTrue(re.fullmatch(r"[\d\s\-]+", v.translate(TO_ASCII)), where)
                        self.assertTrue(rib_ok(dg), where)
                    elif t == "IBAN":
                        self.assertTrue(iban_ok(v), where)
                        self.assertTrue(rib_ok(digits(v)[2:]), where)
                    elif t == "CARD":
                        self.assertEqual(len(dg), 16, where)
                        self.assertTrue(luhn_ok(dg), where)
                        self.assertIn(dg[0], "45", where)
                    elif t == "CIN":
                        self.assertTrue(re.fullmatch(r"[\d ]+", v.translate(TO_ASCII)), where)
                        self.assertEqual(len(dg), 8, where)
                        self.assertIn(dg[0], "01", where)
                    elif t == "TAX_ID":
                        self.assertTrue(re.fullmatch(r"\d{7}[ /]?[A-Z](?:[ /][A-Z]){0,2}(?:[ /]\d{3})?", v), where)
                        self.assertNotIn(v[7:].strip("/ ")[:1], "IOU", where)
                    elif t == "CNSS":
                        self.assertTrue(re.fullmatch(r"\d{8}[ \-/]?\d{2}", v.translate(TO_ASCII)), where)
                    elif t == "PHONE":
                        va = v.translate(TO_ASCII).lstrip("(")
                        if va.startswith("00216"):
                            self.assertEqual(len(dg), 13, where)
                        elif va.startswith("+216") or va.startswith("216") and len(dg) != 8:
                            self.assertEqual(len(dg), 11, where)
                            self.assertIn(dg[3], "24579", where)
                        elif va.startswith(("+", "00")):
                            self.assertGreaterEqual(len(dg), 10, where)
                        else:
                            self.assertEqual(len(dg), 8, where)
                            self.assertIn(dg[0], "24579", where)
                    elif t == "EMAIL":
                        self.assertTrue(re.fullmatch(r"[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]{2,}", v), where)
                    elif t == "DOB":
                        years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", v.translate(TO_ASCII))]
                        self.assertTrue(years and 1930 <= years[0] <= 2025, where)
                    elif t == "PASSPORT":
                        self.assertTrue(re.fullmatch(r"[A-Z0-9]{7,9}", v), where)
                        self.assertTrue(re.search(r"[A-Z]", v) and len(dg) >= 5, where)
                    elif t == "PLATE":
                        self.assertTrue(re.search(r"TU|Tunis|تونس|^RS ", v), where)
                        self.assertGreaterEqual(len(dg), 4, where)
                    elif t == "ADDRESS":
                        self.assertTrue(re.search(r"\d", v.translate(TO_ASCII)), where)
                        self.assertGreaterEqual(len(tokens(v)), 2, where)
                    elif t == "HEALTH":
                        self.assertGreaterEqual(len(v), 5, where)
                    elif t == "PERSON":
                        toks = tokens(v)
                        self.assertGreaterEqual(len(toks), 1, where)
                        self.assertNotIn(toks[0], TITLES, where)
                        self.assertFalse(set(toks) & (TITLES - {"m"}), where)

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
        self.assertGreaterEqual(n, 10)

    # ------------------------------------------------------------------ names
    def test_names_are_unknown(self):
        if not self.names_lists_used:
            print(f"\nnote: {NAMES_DIR} not found; name-list check skipped", file=sys.stderr)
        if not os.path.isfile(CORPUS_MANIFEST):
            print(f"\nnote: {CORPUS_MANIFEST} not found; corpus-name check skipped", file=sys.stderr)
        n = 0
        for k in self.runs:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for t in name_parts(s["value"]):
                        n += 1
                        where = f"{k}/{d['file']}: a PERSON part"
                        self.assertNotIn(t, self.list_tokens, where + " is in a name list")
                        self.assertNotIn(t, self.corpus_tokens, where + " is a corpus PERSON part")
                        self.assertNotIn(t, self.source_tokens, where + " is a template word")
        self.assertGreater(n, 600)

    def test_name_parts_only_inside_values(self):
        """Every whole-word occurrence of a name part lies inside an occurrence of a sensitive value."""
        checked = 0
        for k in self.runs:
            for d in self.man[k]:
                t = norm(self.texts[(k, d["file"])])
                ft = fold(t)
                if len(ft) != len(t):
                    continue
                checked += 1
                spans = []
                for s in d["sensitive"]:
                    spans += [(m.start(), m.end()) for m in re.finditer(re.escape(norm(s["value"])), t)]
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for part in name_parts(s["value"]):
                        for m in re.finditer(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", ft):
                            self.assertTrue(any(a <= m.start() and m.end() <= b for a, b in spans),
                                            f"{k}/{d['file']}: a name part occurs outside any value")
        self.assertGreater(checked, 40)

    def test_people_distinct_within_seed(self):
        for k in self.runs:
            fams = {}
            for d in self.man[k]:
                for s in d["sensitive"]:
                    if s["type"] == "PERSON" and not ARABIC.search(s["value"]) and len(tokens(s["value"])) >= 2:
                        fams.setdefault(d["file"], set()).add(s["value"])
            total = sum(len(v) for v in fams.values())
            self.assertGreater(total, 200, k)

    # ------------------------------------------------------------------ decoys
    def test_decoys_do_not_overlap_sensitive(self):
        for k in self.runs:
            for d in self.man[k]:
                text = self.texts[(k, d["file"])]
                parts = set()
                for s in d["sensitive"]:
                    if s["type"] == "PERSON":
                        parts.update(name_parts(s["value"]))
                for v in d["decoys"]:
                    cv = compact(v)
                    self.assertTrue(cv, v)
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
            self.assertGreaterEqual(len(decoys), 280)
            checks = {
                "legal reference": r"(article|الفصل|loi |law no|القانون|décret|circulaire)",
                "amount": r"(TND|DT\b|dinars|دينار|د\.ت)",
                "street named after a person": r"(avenue|rue|boulevard|شارع|نهج) .*(Bourguiba|Khaldoun|Hached|Chaker|Haddad|Chebbi|Mohamed V|Savary|Jugurtha|9 Avril|بورقيبة|خلدون|حشاد|الحداد|الشابي|شاكر|الخامس)",
                "hospital or institution": r"(Hôpital|CHU|Institut|مستشفى|المستشفى|معهد|INNORPI|CNAM|Office|ديوان|Tribunal|المحكمة|Consulat)",
                "non-birth date": r"^(\d{2}/\d{2}/20\d\d|\d{1,2} \w+ 20\d\d|20\d\d-\d\d-\d\d|[A-Z][a-z]+ \d{1,2}, 20\d\d)$",
                "reference number": r"^[A-Z]{2,5}-20\d\d-\d{5}$",
            }
            for what, rx in checks.items():
                n = sum(bool(re.search(rx, v)) for v in decoys)
                self.assertGreaterEqual(n, 3, f"{k}: only {n} decoys of kind {what}")
            self.assertTrue(any(ARABIC.search(v) for v in decoys))

    # ------------------------------------------------------------------ scorer
    def test_scorer_finds_everything_unmasked(self):
        if not os.path.isfile(SCORE):
            self.skipTest(f"{SCORE} not present")
        for k in self.runs:
            outdir = os.path.join(self.tmp, "identity_" + k)
            os.makedirs(outdir, exist_ok=True)
            for d in self.man[k]:
                with open(os.path.join(outdir, d["file"] + ".masked.txt"), "w", encoding="utf-8") as fh:
                    fh.write(self.texts[(k, d["file"])])
            p = subprocess.run([sys.executable, SCORE, "--manifest", os.path.join(self.dirs[k], "manifest.json"),
                                "--corpus", self.dirs[k], "--outputs", outdir, "--json"],
                               capture_output=True, text=True, timeout=120)
            self.assertEqual(p.returncode, 0, p.stderr)
            body = p.stdout.rstrip("\n").rsplit("\n", 1)[0]
            res = json.loads(body)
            total = sum(len(d["sensitive"]) for d in self.man[k])
            self.assertEqual(res["sensitive_total"], total)
            self.assertEqual(res["leaked_total"], total, f"{k}: the scorer misses values in the unmasked text")
            self.assertEqual(res["decoys_total"], sum(len(d["decoys"]) for d in self.man[k]))
            self.assertEqual(res["decoys_kept"], res["decoys_total"], f"{k}: the scorer misses decoys")
            self.assertEqual(res["unexpected_errors"], 0)
            self.assertEqual(res["non_text_outputs"], 0)
            for t, v in res["per_type"].items():
                if v["total"]:
                    self.assertEqual(v["recall"], 0.0, t)

    def test_runtime(self):
        self.assertLess(time.time() - self.t0, 60)


if __name__ == "__main__":
    t0 = time.time()
    prog = unittest.main(verbosity=1, exit=False)
    r = prog.result
    ok = r.wasSuccessful()
    print(f"gen_twentyfirst tests: {r.testsRun} run, {len(r.failures)} failures, {len(r.errors)} errors, "
          f"{len(r.skipped)} skipped, {'OK' if ok else 'FAILED'} in {time.time() - t0:.1f}s")
    sys.exit(0 if ok else 1)
