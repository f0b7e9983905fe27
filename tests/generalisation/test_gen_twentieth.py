#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_twentieth.py (standard library only).

    python3 tests/generalisation/test_gen_twentieth.py

Runs the generator as a subprocess (seed 20 twice, seed 21 once) into temporary
directories and checks its output with checks written independently of the generator
(nothing is imported from it): determinism, manifest schema, 16 new kinds x 3 variants
(none of them in /tmp/allkinds.txt when that list is present), at least 6 clinical kinds
with HEALTH values in tables, labelled lines and prose (Arabic too), language/format/type
coverage and volume, every value and decoy verbatim in its document (DOCX: unzip, parse
word/document.xml, join the runs of each paragraph), RIB keys, IBAN mod-97, Luhn, shapes,
invented names absent from the name lists, the corpus PERSON values and the generator's
own words, decoys that neither overlap nor contain a value, and - when score.py is
present - that the scorer itself finds every value and decoy in the unmasked text.
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
import zipfile
import xml.etree.ElementTree as ET

T0 = time.time()
HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, "gen_twentieth.py")
REPO = os.path.dirname(os.path.dirname(HERE))
if not os.path.isdir(os.path.join(REPO, "crates")):
    REPO = "/work/main"
SHARED = os.path.normpath(os.path.join(REPO, "..", "shared"))
if not os.path.isdir(SHARED):
    SHARED = "/work/shared"
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
CORPUS_MANIFEST = os.path.join(SHARED, "corpus", "manifest.json")
SCORE_PY = os.path.join(SHARED, "eval", "score.py")
ALLKINDS = "/tmp/allkinds.txt"

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
TITLES = {"m", "mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "monsieur", "madame", "maitre", "maître",
          "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة"}
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


def docx_text(path):
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        for need in ("[Content_Types].xml", "_rels/.rels", "word/document.xml"):
            if need not in names:
                raise AssertionError(f"{path}: missing {need}")
        ET.fromstring(z.read("[Content_Types].xml"))
        ET.fromstring(z.read("_rels/.rels"))
        root = ET.fromstring(z.read("word/document.xml"))
    paras = ["".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p")]
    return "\n".join(paras), root


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


def shape(v):
    return re.sub(r"[^\W\d_]+", "a", re.sub(r"\d", "9", v.translate(TO_ASCII)))


def load_scorer():
    if not os.path.isfile(SCORE_PY):
        return None
    spec = importlib.util.spec_from_file_location("caviard_score", SCORE_PY)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class GenTwentieth(unittest.TestCase):
    runs = ("a20", "c21")

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen_twentieth_")
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in ("a20", "b20", "c21")}
        cls.man = {"a20": run_gen(20, cls.dirs["a20"]), "b20": run_gen(20, cls.dirs["b20"]),
                   "c21": run_gen(21, cls.dirs["c21"])}
        cls.texts = {}
        for k in cls.runs:
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    cls.texts[(k, d["file"])] = docx_text(path)[0]
                else:
                    with open(path, encoding="utf-8") as fh:
                        cls.texts[(k, d["file"])] = fh.read()
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

    # ------------------------------------------------------------------ determinism
    def test_deterministic_per_seed(self):
        a, b = self.dirs["a20"], self.dirs["b20"]
        fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
        self.assertEqual(fa, fb)
        for f in fa:
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)

    def test_other_seed_differs(self):
        va = [s["value"] for d in self.man["a20"] for s in d["sensitive"]]
        vc = [s["value"] for d in self.man["c21"] for s in d["sensitive"]]
        self.assertNotEqual(va, vc)
        self.assertEqual([d["file"] for d in self.man["a20"]], [d["file"] for d in self.man["c21"]])

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

    def test_kinds_are_new(self):
        kinds = sorted({d["kind"] for d in self.man["a20"]})
        self.assertEqual(len(kinds), 16)
        if not os.path.isfile(ALLKINDS):
            print(f"\nnote: {ALLKINDS} not found; new-kind check skipped", file=sys.stderr)
            return
        with open(ALLKINDS, encoding="utf-8") as fh:
            used = {ln.strip() for ln in fh if ln.strip()}
        # (a later session lists this generator's own kinds among the used ones)
        if set(kinds) <= used:
            print(f"\nnote: {ALLKINDS} already lists all of this generator's kinds; new-kind check skipped",
                  file=sys.stderr)
            return
        for kind in kinds:
            self.assertNotIn(kind, used, f"kind {kind} is already used")

    def test_kinds_languages_formats_types(self):
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
                self.assertEqual(len({f for _, f in variants}), 3, kind)
            for x in LANGS:
                self.assertGreaterEqual(sum(d["lang"] == x for d in m), 8, x)
            for x in FORMATS:
                self.assertGreaterEqual(sum(d["format"] == x for d in m), 8, x)
            counts = {}
            for d in m:
                for s in d["sensitive"]:
                    counts[s["type"]] = counts.get(s["type"], 0) + 1
            self.assertEqual(set(counts), TYPES)
            self.assertGreaterEqual(sum(counts.values()), 850, f"{k}: only {sum(counts.values())} values")
            for t, n in counts.items():
                self.assertGreaterEqual(n, 5, f"{k}: type {t} only {n} times")
            docs_per_type = {t: sum(any(s["type"] == t for s in d["sensitive"]) for d in m) for t in TYPES}
            for t, n in docs_per_type.items():
                self.assertGreaterEqual(n, 3, f"{k}: type {t} in only {n} documents")

    def test_clinical_kinds(self):
        """At least 6 kinds are clinical: every variant carries >= 8 HEALTH values."""
        for k in self.runs:
            per_kind = {}
            for d in self.man[k]:
                n = sum(s["type"] == "HEALTH" for s in d["sensitive"])
                per_kind.setdefault(d["kind"], []).append(n)
            clinical = [kd for kd, ns in per_kind.items() if min(ns) >= 8]
            self.assertGreaterEqual(len(clinical), 6, clinical)

    def test_health_writing(self):
        """HEALTH values appear in table rows, labelled lines and prose, and in Arabic."""
        where = {"table": 0, "label": 0, "prose": 0}
        arabic = 0
        for d in self.man["a20"]:
            t = self.texts[("a20", d["file"])]
            lines = t.split("\n")
            for s in d["sensitive"]:
                if s["type"] != "HEALTH":
                    continue
                arabic += bool(ARABIC.search(s["value"]))
                for ln in lines:
                    if s["value"] not in ln:
                        continue
                    if d["format"] == "md" and ln.startswith("|") or d["format"] in ("txt",) and (" | " in ln or "\t" in ln):
                        where["table"] += 1
                    elif re.search(r"\S\s?:\s*" + re.escape(s["value"]), ln) and len(ln) < len(s["value"]) + 60:
                        where["label"] += 1
                    elif len(ln) > len(s["value"]) + 60:
                        where["prose"] += 1
        for w, n in where.items():
            self.assertGreaterEqual(n, 10, f"HEALTH in {w}: {n}")
        self.assertGreaterEqual(arabic, 30)
        # tables in DOCX carry HEALTH values too
        n = 0
        for d in self.man["a20"]:
            if d["format"] != "docx":
                continue
            _, root = docx_text(os.path.join(self.dirs["a20"], d["file"]))
            cells = ["".join(x.text or "" for x in tc.iter(W + "t")) for tc in root.iter(W + "tc")]
            n += sum(any(s["value"] == c for c in cells) for s in d["sensitive"] if s["type"] == "HEALTH")
        self.assertGreater(n, 10)

    def test_variety_of_writing(self):
        m = self.man["a20"]
        vals = [s for d in m for s in d["sensitive"]]
        by = {}
        for s in vals:
            by.setdefault(s["type"], []).append(s["value"])
        self.assertTrue(any(re.search("[٠-٩]", v) for v in by["PHONE"] + by["CIN"] + by["DOB"]), "no Arabic-Indic digits")
        self.assertTrue(any(ARABIC.search(v) for v in by["PERSON"]))
        self.assertTrue(any(re.search(r"\s(بن|بنت)\s", v) for v in by["PERSON"]), "no Arabic patronymic")
        self.assertTrue(any(re.search(r"\b[A-Z]{4,}\b", v) for v in by["PERSON"]))
        self.assertTrue(any(v.startswith("+216") for v in by["PHONE"]))
        self.assertTrue(any(v.startswith("00216") for v in by["PHONE"]))
        self.assertTrue(any(not v.startswith(("+", "0", "(")) for v in by["PHONE"]))
        self.assertTrue(any("\n" in s["value"] for s in vals), "no value split over a line break")
        self.assertTrue(any(re.fullmatch(r"[A-Z]\d{6}", v) for v in by["PASSPORT"]), "no Tunisian passport")
        self.assertTrue(any(not re.fullmatch(r"[A-Z]\d{6}", v) for v in by["PASSPORT"]), "no foreign passport")
        self.assertGreaterEqual(len({shape(v) for v in by["DOB"]}), 6, "birth dates in too few forms")
        self.assertTrue(any("TU" in v for v in by["PLATE"]))
        self.assertTrue(any("تونس" in v for v in by["PLATE"]))
        self.assertTrue(any("RS" in v or "ن ت" in v for v in by["PLATE"]))
        self.assertGreaterEqual(len({shape(v) for v in by["TAX_ID"]}), 3)
        self.assertGreaterEqual(len({shape(v) for v in by["RIB"]}), 3)
        short = 0
        for d in m:
            ps = [s["value"] for s in d["sensitive"] if s["type"] == "PERSON"]
            for a in ps:
                if len(tokens(a)) == 1 and any(a != b and fold(a) in tokens(b) for b in ps):
                    short += 1
        self.assertGreater(short, 5)

    def test_docx_structure(self):
        tables = 0
        for d in self.man["a20"]:
            if d["format"] == "docx":
                _, root = docx_text(os.path.join(self.dirs["a20"], d["file"]))
                self.assertIsNotNone(root.find(W + "body"))
                tables += len(list(root.iter(W + "tbl")))
        self.assertGreater(tables, 5)

    def test_mixed_documents_mix_scripts(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                has_ar = bool(ARABIC.search(t))
                has_lat = bool(re.search("[A-Za-zÀ-ÿ]{4,}", t))
                if d["lang"] == "mixed":
                    self.assertTrue(has_ar and has_lat, d["file"])
                if d["lang"] == "ar":
                    self.assertTrue(has_ar, d["file"])
                    self.assertGreater(len(ARABIC.findall(t)), 300, d["file"])
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
        for d in self.man["a20"]:
            if d["format"] != "docx":
                continue
            paras = self.texts[("a20", d["file"])].split("\n")
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
                        self.assertTrue(re.fullmatch(r"[\d ]+", v.translate(TO_ASCII)), where)
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
                            local = dg[5:]
                        elif va.startswith("+216") or va.startswith("216") and len(dg) == 11:
                            self.assertEqual(len(dg), 11, where)
                            local = dg[3:]
                        else:
                            self.assertEqual(len(dg), 8, where)
                            local = dg
                        self.assertIn(local[0], "234579", where)
                    elif t == "EMAIL":
                        self.assertTrue(re.fullmatch(r"[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]{2,}", v), where)
                    elif t == "DOB":
                        years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", v.translate(TO_ASCII))]
                        self.assertTrue(years and 1920 <= years[0] <= 2024, where)
                    elif t == "PASSPORT":
                        self.assertTrue(re.fullmatch(r"[A-Z0-9]{7,9}", v), where)
                    elif t == "PLATE":
                        self.assertTrue(re.search(r"TU|Tunis|تونس|RS|ن ت", v), where)
                        self.assertGreaterEqual(len(dg), 4, where)
                    elif t == "PERSON":
                        toks = tokens(v)
                        self.assertTrue(toks, where)
                        self.assertNotIn(toks[0], TITLES, where)

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
                        self.assertNotIn(t, self.list_tokens, where + " is in a name list")
                        self.assertNotIn(t, self.corpus_tokens, where + " is a corpus PERSON part")
                        self.assertNotIn(t, self.source_tokens, where + " is a template word")
        self.assertGreater(n, 300)

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
        decoys = [v for d in self.man["a20"] for v in d["decoys"]]
        self.assertGreaterEqual(len(decoys), 150)
        self.assertTrue(all(d["decoys"] for d in self.man["a20"]))
        self.assertTrue(any(re.search(r"(article|الفصل|loi|law)", v, re.I) for v in decoys), "no legal reference decoy")
        self.assertTrue(any(re.search(r"(TND|DT|dinars|دينار|د\.ت)", v) for v in decoys), "no amount decoy")
        self.assertTrue(any(re.search(r"(avenue|rue|شارع|نهج)", v) for v in decoys), "no street decoy")
        self.assertTrue(any(re.search(r"(Service|Unit|قسم|وحدة|Institut)", v) for v in decoys), "no ward decoy")
        self.assertTrue(any(re.fullmatch(r"\d{7}[A-Z/ ].*", v) for v in decoys), "no company tax-number decoy")
        self.assertTrue(any(re.fullmatch(r"\d{1,2}[/.\-]\d{1,2}[/.\-]2024|\d{1,2} \w+ 2024", v.translate(TO_ASCII)) for v in decoys),
                        "no non-birth date decoy")

    # ------------------------------------------------------------------ the scorer's view
    def test_scorer_finds_values_and_decoys(self):
        sc = load_scorer()
        if sc is None:
            print(f"\nnote: {SCORE_PY} not found; scorer check skipped", file=sys.stderr)
            return
        for k in self.runs:
            for d in self.man[k]:
                nt = sc.norm(self.texts[(k, d["file"])])
                for s in d["sensitive"]:
                    self.assertIsNotNone(sc.leaked(s, nt), f"{k}/{d['file']}: scorer misses {s}")
                for v in d["decoys"]:
                    self.assertTrue(sc.present(v, nt), f"{k}/{d['file']}: scorer misses decoy {v!r}")

    def test_zz_runtime(self):
        self.assertLess(time.time() - T0, 60)


if __name__ == "__main__":
    prog = unittest.main(verbosity=1, exit=False)
    r = prog.result
    ok = r.wasSuccessful()
    print(f"gen_twentieth tests: {r.testsRun} run, {len(r.failures)} failures, {len(r.errors)} errors, "
          f"{'OK' if ok else 'FAILED'} in {time.time() - T0:.1f}s")
    sys.exit(0 if ok else 1)
