#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_twentythird.py (standard library only).

    python3 tests/generalisation/test_gen_twentythird.py

Runs the generator (found beside this file) as a subprocess -- seed 23 twice,
seed 38 once -- into temporary directories and checks its output with checks
written independently of the generator (nothing is imported from it):
determinism, manifest schema, 16 kinds x 3 variants, kinds absent from the list
of kinds already used (GEN23_ALLKINDS, default /tmp/allkinds.txt; skipped when
absent), clinical kinds with HEALTH values in tables, labelled lines and prose
(Arabic too), language/format/type coverage and volume, every value and decoy
verbatim in its document (DOCX: unzip, parse word/document.xml, join the runs
of each paragraph), RIB keys, IBAN mod-97, Luhn, identifier shapes, invented
names absent from the shipped name lists and from the corpus PERSON values,
decoys that neither overlap nor contain a value, and -- when ../shared/eval/score.py
is available -- that the scorer finds every value and decoy in the unmasked
text and reports recall 1.0 / decoy survival 1.0 on a perfectly masked copy.
"""
import glob
import importlib.util
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
import warnings
import zipfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, "gen_twentythird.py")


def _repo():
    cand = os.path.dirname(os.path.dirname(HERE))
    if os.path.basename(HERE) == "generalisation" and os.path.isdir(os.path.join(cand, "crates")):
        return cand
    return "/work/main"


REPO = _repo()
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
_shared = os.path.normpath(os.path.join(REPO, "..", "shared"))
SHARED = _shared if os.path.isdir(_shared) else "/work/shared"
CORPUS_MANIFEST = os.path.join(SHARED, "corpus", "manifest.json")
SCORE_PY = os.path.join(SHARED, "eval", "score.py")
ALLKINDS = os.environ.get("GEN23_ALLKINDS", "/tmp/allkinds.txt")

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
TITLES = {"m", "mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "monsieur", "madame", "maitre", "maître",
          "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة"}
# words too generic to make two kind names synonyms
GENERIC = {"form", "forms", "log", "list", "register", "sheet", "file", "record", "records", "report", "request",
           "declaration", "note", "notes", "card", "plan", "application", "letter", "order", "book", "table",
           "followup", "assessment", "review", "minutes", "claim", "certificate", "the", "of", "and"}
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
    return len(d) == 20 and d.isdigit() and int(d[18:]) == 97 - (int(d[:18]) * 100) % 97


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


def docx_paragraphs(path):
    """[(paragraph text with runs joined, inside a table?)] and the document root."""
    with zipfile.ZipFile(path) as z:
        if z.testzip() is not None:
            raise AssertionError(f"{path}: corrupt member")
        names = set(z.namelist())
        for need in ("[Content_Types].xml", "_rels/.rels", "word/document.xml"):
            if need not in names:
                raise AssertionError(f"{path}: missing {need}")
        ET.fromstring(z.read("[Content_Types].xml"))
        ET.fromstring(z.read("_rels/.rels"))
        root = ET.fromstring(z.read("word/document.xml"))
    in_tbl = set()
    for tbl in root.iter(W + "tbl"):
        in_tbl.update(id(p) for p in tbl.iter(W + "p"))
    paras = [("".join(t.text or "" for t in p.iter(W + "t")), id(p) in in_tbl) for p in root.iter(W + "p")]
    return paras, root


def run_gen(seed, out):
    t = subprocess.run([sys.executable, GEN, "--seed", str(seed), "--out", out],
                       capture_output=True, text=True, timeout=60)
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


def line_is_table(line, fmt):
    if fmt == "csv":
        return ";" in line or "," in line or "\t" in line
    return line.count("|") >= 2 or "\t" in line or len(re.findall(r"\S {2,}(?=\S)", line)) >= 2


class GenTwentyThird(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen_twentythird_")
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in ("a23", "b23", "c38")}
        cls.man = {"a23": run_gen(23, cls.dirs["a23"]), "b23": run_gen(23, cls.dirs["b23"]),
                   "c38": run_gen(38, cls.dirs["c38"])}
        cls.texts, cls.lines = {}, {}
        for k in ("a23", "c38"):
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    paras, _ = docx_paragraphs(path)
                    cls.texts[(k, d["file"])] = "\n".join(p for p, _ in paras)
                    cls.lines[(k, d["file"])] = paras
                else:
                    with open(path, encoding="utf-8") as fh:
                        t = fh.read()
                    cls.texts[(k, d["file"])] = t
                    cls.lines[(k, d["file"])] = [(ln, line_is_table(ln, d["format"])) for ln in t.split("\n")]
        cls.list_tokens = set()
        cls.names_lists_used = os.path.isdir(NAMES_DIR)
        for dirpath, _, files in os.walk(NAMES_DIR):
            for f in files:
                with open(os.path.join(dirpath, f), encoding="utf-8", errors="replace") as fh:
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

    runs = ("a23", "c38")

    # ------------------------------------------------------------------ determinism
    def test_deterministic_per_seed(self):
        a, b = self.dirs["a23"], self.dirs["b23"]
        fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
        self.assertEqual(fa, fb)
        for f in fa:
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)

    def test_other_seed_differs(self):
        va = [s["value"] for d in self.man["a23"] for s in d["sensitive"]]
        vc = [s["value"] for d in self.man["c38"] for s in d["sensitive"]]
        self.assertNotEqual(va, vc)
        self.assertEqual([d["file"] for d in self.man["a23"]], [d["file"] for d in self.man["c38"]])

    # ------------------------------------------------------------------ schema & coverage
    def test_manifest_schema(self):
        for k in self.runs:
            files = set(os.listdir(self.dirs[k]))
            self.assertEqual(len(files), 49)
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
                    self.assertEqual(v, v.strip())

    def test_kinds_languages_formats(self):
        for k in self.runs:
            m = self.man[k]
            self.assertEqual(len(m), 48)
            kinds = {}
            for d in m:
                kinds.setdefault(d["kind"], []).append((d["lang"], d["format"]))
            self.assertEqual(len(kinds), 16)
            for kind, variants in kinds.items():
                self.assertEqual(len(variants), 3, kind)
                self.assertEqual(len({l for l, _ in variants}), 3, kind)
                self.assertGreaterEqual(len({f for _, f in variants}), 2, kind)
            self.assertEqual({d["lang"] for d in m}, LANGS)
            self.assertEqual({d["format"] for d in m}, FORMATS)
            for x in LANGS:
                self.assertGreaterEqual(sum(d["lang"] == x for d in m), 8, x)
            for x in FORMATS:
                self.assertGreaterEqual(sum(d["format"] == x for d in m), 8, x)

    def test_kinds_not_already_used(self):
        if not os.path.isfile(ALLKINDS):
            self.skipTest(f"{ALLKINDS} not found")
        with open(ALLKINDS, encoding="utf-8") as fh:
            used = {ln.strip() for ln in fh if ln.strip()}
        used = {u[:-5] if u.endswith(".json") else u for u in used}
        mine = {d["kind"] for d in self.man["a23"]}
        if mine <= used:
            self.skipTest("the kinds list already holds every kind of this set (appended later)")

        def sig(kind):
            return {t for t in kind.split("_") if t not in GENERIC}
        for kind in mine:
            self.assertNotIn(kind, used)
            for u in used:
                if len(u) >= 5:
                    self.assertNotIn(u, kind, f"{kind} contains the used kind {u}")
                    self.assertNotIn(kind, u, f"{kind} is part of the used kind {u}")
                a, b = sig(kind), sig(u)
                if a and b:
                    self.assertFalse(a <= b or b <= a, f"{kind} looks like a synonym of {u}")

    def test_types_and_volume(self):
        for k in self.runs:
            m = self.man[k]
            counts = {}
            for d in m:
                for s in d["sensitive"]:
                    counts[s["type"]] = counts.get(s["type"], 0) + 1
            self.assertEqual(set(counts), TYPES)
            for t, n in counts.items():
                self.assertGreaterEqual(n, 5, f"{k}: type {t} only {n} times")
            docs_per_type = {t: sum(any(s["type"] == t for s in d["sensitive"]) for d in m) for t in TYPES}
            for t, n in docs_per_type.items():
                self.assertGreaterEqual(n, 3, f"{k}: type {t} in only {n} documents")
            nv = sum(counts.values())
            nd = sum(len(d["decoys"]) for d in m)
            self.assertTrue(1300 <= nv <= 1500, f"{k}: {nv} values")
            self.assertTrue(400 <= nd <= 500, f"{k}: {nd} decoys")
            self.assertGreaterEqual(counts["HEALTH"], 150)
            for lang in LANGS:
                self.assertGreaterEqual(sum(len(d["sensitive"]) for d in m if d["lang"] == lang), 150, lang)

    def test_clinical_kinds_and_health_contexts(self):
        for k in self.runs:
            m = self.man[k]
            by_kind = {}
            for d in m:
                by_kind.setdefault(d["kind"], []).append(d)
            clinical = [kd for kd, ds in by_kind.items()
                        if all(sum(s["type"] == "HEALTH" for s in d["sensitive"]) >= 4 for d in ds)]
            self.assertGreaterEqual(len(clinical), 6, f"{k}: clinical kinds {clinical}")
            ctx = {"table": 0, "label": 0, "prose": 0}
            ctx_ar = {"table": 0, "label": 0, "prose": 0}
            for d in m:
                if d["kind"] not in clinical:
                    continue
                found = set()
                for s in d["sensitive"]:
                    if s["type"] != "HEALTH":
                        continue
                    v, here = s["value"], set()
                    for line, in_table in self.lines[(k, d["file"])]:
                        if v not in line:
                            continue
                        if in_table:
                            here.add("table")
                            continue
                        if re.match(r"^[\s\-*•>]*[^:\n]{1,45}:\**\s*" + re.escape(v), line):
                            here.add("label")
                        before = line.split(v)[0].rsplit(":", 1)[-1]
                        if len(re.findall(r"[^\W\d_]+", before)) >= 2 and \
                                len(re.findall(r"[^\W\d_]+", line.replace(v, " "))) >= 7:
                            here.add("prose")
                    for c in here:
                        ctx[c] += 1
                        if ARABIC.search(v):
                            ctx_ar[c] += 1
                    found |= here
                self.assertTrue(found, f"{k}/{d['file']}: no HEALTH context")
            self.assertGreaterEqual(ctx["table"], 40, ctx)
            self.assertGreaterEqual(ctx["label"], 10, ctx)
            self.assertGreaterEqual(ctx["prose"], 15, ctx)
            for c, n in ctx_ar.items():
                self.assertGreaterEqual(n, 2, f"{k}: Arabic HEALTH values in {c}: {ctx_ar}")

    def test_variety_of_writing(self):
        for k in self.runs:
            m = self.man[k]
            vals = [s for d in m for s in d["sensitive"]]
            by = lambda t: [s["value"] for s in vals if s["type"] == t]
            self.assertTrue(any(re.search("[٠-٩]", s["value"]) for s in vals), "no Arabic-Indic digits")
            self.assertGreaterEqual(sum(bool(ARABIC.search(v)) for v in by("PERSON")), 30)
            self.assertGreaterEqual(sum(bool(re.search(r"\b[A-Z]{4,}\b", v)) for v in by("PERSON")), 10)
            ph = [v.translate(TO_ASCII) for v in by("PHONE")]
            self.assertTrue(any(v.startswith("+216") for v in ph))
            self.assertTrue(any(v.startswith("(+216)") for v in ph))
            self.assertTrue(any(v.startswith("00216") for v in ph))
            self.assertTrue(any(re.fullmatch(r"\d\d\.\d{3}\.\d{3}", v) for v in ph))
            self.assertTrue(any(re.fullmatch(r"\d\d-\d{3}-\d{3}", v) for v in ph))
            self.assertTrue(any(re.fullmatch(r"\d\d \d{3} \d{3}", v) for v in ph))
            self.assertTrue(any(v.startswith("+") and not v.startswith("+216") for v in ph), "no foreign phone")
            self.assertGreaterEqual(sum("\n" in s["value"] for s in vals), 3, "values split over a line break")
            ad = by("ADDRESS")
            self.assertTrue(any(ARABIC.search(v) for v in ad))
            self.assertTrue(any(re.search(r"France|Italia|Deutschland|Belgique|Canada|España", v) for v in ad))
            self.assertTrue(any(re.search(r"Résidence|Residence|إقامة", v) for v in ad))
            shapes = set()
            for v in by("PLATE"):
                va = v.translate(TO_ASCII)
                for name, pat in (("tu", r"\d{1,3} TU \d{1,4}"), ("ar", r"\d{1,3} تونس \d{4}"), ("ar_rev", r"\d{4} تونس \d{1,3}"),
                                  ("tu_first", r"TU \d{1,3} \d{1,4}"), ("tunis", r"\d{1,3} Tunis \d{1,4}")):
                    if re.fullmatch(pat, va):
                        shapes.add(name)
            self.assertGreaterEqual(len(shapes), 3, shapes)
            dobs = [v.translate(TO_ASCII) for v in by("DOB")]
            self.assertTrue(any(re.fullmatch(r"\d\d/\d\d/\d{4}", v) for v in dobs))
            self.assertTrue(any(re.fullmatch(r"\d{4}-\d\d-\d\d", v) for v in dobs))
            self.assertTrue(any(re.search(r"[a-zé]{3,}", v) for v in dobs))
            self.assertTrue(any(ARABIC.search(v) for v in dobs))
            short = 0
            for d in m:
                ps = [s["value"] for s in d["sensitive"] if s["type"] == "PERSON"]
                for a in ps:
                    if len(name_parts(a)) == 1 and any(a != b and set(name_parts(a)) <= set(name_parts(b)) for b in ps):
                        short += 1
            self.assertGreater(short, 15)

    def test_docx_structure(self):
        tables = split_runs = 0
        for d in self.man["a23"]:
            if d["format"] == "docx":
                _, root = docx_paragraphs(os.path.join(self.dirs["a23"], d["file"]))
                self.assertIsNotNone(root.find(W + "body"))
                tables += len(list(root.iter(W + "tbl")))
                split_runs += sum(len(list(p.iter(W + "r"))) > 1 for p in root.iter(W + "p"))
        self.assertGreaterEqual(tables, 10)
        self.assertGreater(split_runs, 10)

    def test_mixed_documents_mix_scripts(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                has_ar = bool(ARABIC.search(t))
                has_lat = bool(re.search("[A-Za-zÀ-ÿ]{4,}", t))
                if d["lang"] == "mixed":
                    self.assertTrue(has_ar and has_lat, d["file"])
                    self.assertGreaterEqual(len(re.findall(r"[\u0600-\u06ff]{3,}", t)), 5, d["file"])
                if d["lang"] == "ar":
                    self.assertTrue(has_ar, d["file"])
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
                paras = [p for p, _ in self.lines[(k, d["file"])]]
                for v in [s["value"] for s in d["sensitive"]] + d["decoys"]:
                    self.assertTrue(any(v in p for p in paras), f"{d['file']}: {v!r} not inside one paragraph")

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
                    elif t == "CIN":
                        self.assertEqual(len(dg), 8, where)
                        self.assertIn(dg[0], "01", where)
                    elif t == "TAX_ID":
                        self.assertTrue(re.fullmatch(r"\d{7}[ /]?[A-Z](?:[ /]?[A-Z]){0,2}(?:[ /]?\d{3})?", v), where)
                        self.assertNotIn(v[7:].strip("/ ")[:1], "IOU", where)
                    elif t == "CNSS":
                        self.assertTrue(re.fullmatch(r"\d{8}[ \-/]?\d{2}", v.translate(TO_ASCII)), where)
                    elif t == "PHONE":
                        va = v.translate(TO_ASCII).lstrip("(")
                        if va.startswith("00216"):
                            self.assertEqual(len(dg), 13, where)
                        elif va.startswith(("+216", "216")):
                            self.assertEqual(len(dg), 11, where)
                        elif va.startswith(("+", "00")):
                            self.assertGreaterEqual(len(dg), 10, where)
                        else:
                            self.assertEqual(len(dg), 8, where)
                    elif t == "EMAIL":
                        self.assertTrue(re.fullmatch(r"[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]{2,}", v), where)
                    elif t == "DOB":
                        years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", v.translate(TO_ASCII))]
                        self.assertTrue(years and 1930 <= years[0] <= 2024, where)
                    elif t == "PASSPORT":
                        self.assertTrue(re.fullmatch(r"[A-Z0-9]{7,9}", v), where)
                        self.assertTrue(re.search(r"[A-Z]", v) and len(dg) >= 5, where)
                    elif t == "PLATE":
                        self.assertTrue(re.search(r"TU|Tunis|تونس", v), where)
                        self.assertGreaterEqual(len(dg), 4, where)
                    elif t == "ADDRESS":
                        self.assertTrue(re.search(r"\d", v.translate(TO_ASCII)), where)
                    elif t == "PERSON":
                        toks = tokens(v)
                        self.assertTrue(toks, where)
                        self.assertNotIn(toks[0], TITLES, where)

    def test_decoy_lookalikes_fail_checksums(self):
        for k in self.runs:
            n = 0
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
            self.assertGreaterEqual(n, 6, k)

    # ------------------------------------------------------------------ names
    def test_names_are_unknown(self):
        if not self.names_lists_used:
            print(f"\nnote: {NAMES_DIR} not found; name-list check skipped", file=sys.stderr)
        n = 0
        for k in self.runs:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for t in name_parts(s["value"]):
                        n += 1
                        where = f"{k}/{d['file']}: a PERSON part"
                        self.assertNotIn(t, self.list_tokens, where + " is in a shipped name list")
                        self.assertNotIn(t, self.corpus_tokens, where + " is a corpus PERSON part")
                        self.assertNotIn(t, self.source_tokens, where + " is a template word")
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
                                            f"{k}/{d['file']}: a name part occurs outside any value")

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
        decoys = [v for d in self.man["a23"] for v in d["decoys"]]
        self.assertTrue(any(re.search(r"(article|الفصل|loi|Law)", v, re.I) for v in decoys), "no legal reference")
        self.assertTrue(any(re.search(r"(TND|DT|dinars|دينار|د\.ت)", v) for v in decoys), "no amount")
        self.assertTrue(any(re.search(r"\b(avenue|rue)\b", v) for v in decoys), "no institutional street address")
        self.assertTrue(any(re.search(r"(CNAM|CNSS|Banque|Bank|Ministry|Ministère|Instance|Hôpital|مستشفى|الهيئة)", v)
                            for v in decoys), "no institution")
        self.assertTrue(any(re.fullmatch(r"[+()\d\s]{10,}", v) and 8 <= len(digits(v)) <= 11 for v in decoys),
                        "no company phone line")
        self.assertTrue(any(re.fullmatch(r"\d\d/\d\d/\d{4}", v) for v in decoys), "no non-birth date")
        self.assertGreaterEqual(sum(bool(re.search(r"[A-Z]{2,}-?\d", v)) for v in decoys), 20, "few product/lot codes")

    # ------------------------------------------------------------------ scorer
    def test_scorer_perfect_mask(self):
        if not os.path.isfile(SCORE_PY):
            self.skipTest(f"{SCORE_PY} not found")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ResourceWarning)
            self._scorer_checks()

    def _scorer_checks(self):
        spec = importlib.util.spec_from_file_location("caviard_score_gen23", SCORE_PY)
        sc = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sc)
        k = "a23"
        man = self.man[k]
        raw = os.path.join(self.tmp, "out_raw")
        masked = os.path.join(self.tmp, "out_masked")
        os.makedirs(raw, exist_ok=True)
        os.makedirs(masked, exist_ok=True)
        for d in man:
            text = self.texts[(k, d["file"])]
            nt = sc.norm(text)
            for s in d["sensitive"]:
                self.assertIsNotNone(sc.leaked(s, nt), f"{d['file']}: scorer does not find {s}")
            for v in d["decoys"]:
                self.assertTrue(sc.present(v, nt), f"{d['file']}: scorer does not find decoy {v!r}")
            mt = text
            for v in sorted({s["value"] for s in d["sensitive"]}, key=len, reverse=True):
                mt = mt.replace(v, "[XXXX]")
            with open(os.path.join(raw, d["file"] + ".masked.txt"), "w", encoding="utf-8") as fh:
                fh.write(text)
            with open(os.path.join(masked, d["file"] + ".masked.txt"), "w", encoding="utf-8") as fh:
                fh.write(mt)
        res = sc.score(man, self.dirs[k], outputs=masked)
        bad = [(l["file"], l["type"]) for l in res["leaks"]][:5]
        lost = [(dd["file"], v) for dd in res["documents"] for v in dd.get("decoys_destroyed", [])][:5]
        self.assertEqual(res["recall"], 1.0, f"leaks after perfect masking: {bad}")
        self.assertEqual(res["decoy_survival"], 1.0, f"decoys lost after perfect masking: {lost}")
        for t, v in res["per_type"].items():
            if v["total"]:
                self.assertEqual(v["recall"], 1.0, t)
        res0 = sc.score(man, self.dirs[k], outputs=raw)
        self.assertEqual(res0["leaked_total"], res0["sensitive_total"])
        self.assertEqual(res0["decoy_survival"], 1.0)


if __name__ == "__main__":
    t0 = time.time()
    prog = unittest.main(verbosity=1, exit=False)
    r = prog.result
    ok = r.wasSuccessful()
    print(f"gen_twentythird tests: {r.testsRun} run, {len(r.failures)} failures, {len(r.errors)} errors, "
          f"{len(r.skipped)} skipped, {'OK' if ok else 'FAILED'} in {time.time() - t0:.1f}s")
    sys.exit(0 if ok else 1)
