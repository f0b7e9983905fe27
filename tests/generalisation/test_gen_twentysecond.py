#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_twentysecond.py (standard library only).

    python3 test_gen_twentysecond.py

Runs the generator as a subprocess (seed 22 twice, seed 37 once) into temporary
directories and checks its output with checks written independently of the
generator (nothing is imported from it): determinism, manifest schema, 16 kinds
x 3 variants, kinds absent from the list of kinds already used, clinical kinds
whose HEALTH values sit in tables, labelled lines and prose (Arabic too),
language/format/type coverage and volume, every value and decoy verbatim in its
document (DOCX: unzip, parse word/document.xml, join the runs of each
paragraph), RIB keys, IBAN mod-97, Luhn and other shapes, invented names absent
from the shipped name lists, from the corpus PERSON values and from the
generator's own words, decoys that neither overlap nor contain a value, and -
when shared/eval/score.py is present - that the scorer itself finds every
value and decoy in the unmasked text and reports a perfect result on a
perfectly masked copy.

Environment: GEN22_ALLKINDS overrides the path of the kinds list
(/tmp/allkinds.txt by default).
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
GEN = os.path.join(HERE, "gen_twentysecond.py")


def _repo():
    cands = [os.path.dirname(os.path.dirname(HERE)), "/work/main"]
    for c in cands:
        if os.path.isdir(os.path.join(c, "crates", "caviard", "data", "names")):
            return c
    return cands[0]


REPO = _repo()
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")


def _shared():
    for c in (os.path.normpath(os.path.join(REPO, "..", "shared")), "/work/shared"):
        if os.path.isdir(c):
            return c
    return os.path.normpath(os.path.join(REPO, "..", "shared"))


SHARED = _shared()
CORPUS_MANIFEST = os.path.join(SHARED, "corpus", "manifest.json")
SCORE = os.path.join(SHARED, "eval", "score.py")
ALLKINDS = os.environ.get("GEN22_ALLKINDS", "/tmp/allkinds.txt")

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
TITLES = {"m", "mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "me", "monsieur", "madame", "maitre", "maître",
          "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة", "counsel"}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
AR = re.compile("[\u0600-\u06ff]")
MASK = "[XXXX]"


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


def docx_paras(path):
    """[(paragraph text, inside a table?)] in document order, plus the XML root."""
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        for need in ("[Content_Types].xml", "_rels/.rels", "word/document.xml"):
            if need not in names:
                raise AssertionError(f"{path}: missing {need}")
        ET.fromstring(z.read("[Content_Types].xml"))
        ET.fromstring(z.read("_rels/.rels"))
        root = ET.fromstring(z.read("word/document.xml"))
    out = []

    def walk(el, in_tbl):
        for ch in el:
            if ch.tag == W + "p":
                out.append(("".join(t.text or "" for t in ch.iter(W + "t")), in_tbl))
            else:
                walk(ch, in_tbl or ch.tag == W + "tbl")
    walk(root, False)
    return out, root


EXTRACTOR = r'''
import sys, zipfile, xml.etree.ElementTree as ET
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
p = sys.argv[1]
if p.endswith(".docx"):
    root = ET.fromstring(zipfile.ZipFile(p).read("word/document.xml"))
    txt = "\n".join("".join(t.text or "" for t in para.iter(W + "t")) for para in root.iter(W + "p"))
    sys.stdout.write(txt)
else:
    sys.stdout.buffer.write(open(p, "rb").read())
'''


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
        if t in PARTICLES or t in TITLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def occurrences(text, v):
    i, out = text.find(v), []
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


# ---------------------------------------------------------------- where a value sits
LABEL = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*)?([^:|\t]{1,70}?)\s*(?:\*\*)?\s*:")


def segments(doc, path, text):
    """Yield (segment text, context) with context in {'table', 'line'}; csv cells come
    out with their row shape ('table' for rows of 3+ cells, 'kv' for label/value rows)."""
    fmt = doc["format"]
    if fmt == "docx":
        for t, in_tbl in docx_paras(path)[0]:
            yield t, ("table" if in_tbl else "line")
        return
    if fmt == "csv":
        import csv
        import io
        first = text.split("\n", 1)[0]
        delim = ";" if text.count(";") > text.count(",") else ","
        for row in csv.reader(io.StringIO(text), delimiter=delim):
            row = [c for c in row]
            if len(row) >= 3:
                for c in row:
                    yield c, "table"
            elif len(row) == 2:
                yield row[0] + " : " + row[1], "line"
            elif len(row) == 1:
                yield row[0], "line"
        del first
        return
    for line in text.split("\n"):
        if "\t" in line or line.lstrip().startswith("|") or line.count(" | ") >= 2:
            yield line, "table"
        else:
            yield line, "line"


def contexts_of(doc, path, text, value):
    """Set of contexts ('table', 'labelled', 'prose') in which value occurs."""
    out = set()
    for seg, ctx in segments(doc, path, text):
        i = seg.find(value)
        if i < 0:
            continue
        if ctx == "table":
            out.add("table")
            continue
        m = LABEL.match(seg)
        before_words = len(m.group(1).split()) if m else 99
        after = seg[i + len(value):]
        if m and m.end() <= i and before_words <= 8 and len(after.split()) <= 6:
            out.add("labelled")
        rest = seg[:i] + " " + seg[i + len(value):]
        if len(rest.split()) >= 12 and not (m and m.end() <= i and len(after.split()) <= 6):
            out.add("prose")
    return out


class GenTwentySecond(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen22_")
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in ("a22", "b22", "c37")}
        cls.man = {"a22": run_gen(22, cls.dirs["a22"]), "b22": run_gen(22, cls.dirs["b22"]),
                   "c37": run_gen(37, cls.dirs["c37"])}
        cls.texts = {}
        for k in ("a22", "c37"):
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    cls.texts[(k, d["file"])] = "\n".join(t for t, _ in docx_paras(path)[0])
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

    runs = ("a22", "c37")

    # ------------------------------------------------------------------ determinism
    def test_deterministic_per_seed(self):
        a, b = self.dirs["a22"], self.dirs["b22"]
        fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
        self.assertEqual(fa, fb)
        for f in fa:
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)

    def test_other_seed_differs(self):
        va = [s["value"] for d in self.man["a22"] for s in d["sensitive"]]
        vc = [s["value"] for d in self.man["c37"] for s in d["sensitive"]]
        self.assertNotEqual(va, vc)
        self.assertEqual([d["file"] for d in self.man["a22"]], [d["file"] for d in self.man["c37"]])

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
                self.assertGreaterEqual(n, 10, f"{k}: type {t} only {n} times")
            docs_per_type = {t: sum(any(s["type"] == t for s in d["sensitive"]) for d in m) for t in TYPES}
            for t, n in docs_per_type.items():
                self.assertGreaterEqual(n, 4, f"{k}: type {t} in only {n} documents")
            # volume
            self.assertGreaterEqual(sum(counts.values()), 1150, k)
            self.assertGreaterEqual(counts["HEALTH"], 230, k)
            self.assertGreaterEqual(sum(len(d["decoys"]) for d in m), 300, k)

    def test_kinds_are_new(self):
        if not os.path.isfile(ALLKINDS):
            self.skipTest(f"{ALLKINDS} not found")
        with open(ALLKINDS, encoding="utf-8") as fh:
            known = {l.strip() for l in fh if l.strip()}
        mine = {d["kind"] for d in self.man["a22"]}
        if mine <= known:
            self.skipTest("the kinds list already holds every kind of this set (appended later)")
        self.assertFalse(mine & known, f"kinds already used: {sorted(mine & known)}")

    def test_clinical_kinds_health_in_tables_labels_prose(self):
        for k in self.runs:
            per_kind = {}
            for d in self.man[k]:
                path = os.path.join(self.dirs[k], d["file"])
                text = self.texts[(k, d["file"])]
                if d["format"] == "csv":
                    with open(path, encoding="utf-8") as fh:
                        text = fh.read()
                info = per_kind.setdefault(d["kind"], {"ctx": set(), "ar": 0, "fr": 0, "en": 0})
                for s in d["sensitive"]:
                    if s["type"] != "HEALTH":
                        continue
                    info["ctx"] |= contexts_of(d, path, text, s["value"])
                    if AR.search(s["value"]):
                        info["ar"] += 1
                    elif d["lang"] in ("fr", "en"):
                        info[d["lang"]] += 1
            clinical = [kd for kd, i in per_kind.items()
                        if i["ctx"] >= {"table", "labelled", "prose"} and i["ar"] >= 2]
            self.assertGreaterEqual(len(clinical), 5, f"{k}: {per_kind}")
            self.assertGreater(sum(per_kind[c]["fr"] for c in clinical), 10)
            self.assertGreater(sum(per_kind[c]["en"] for c in clinical), 10)

    def test_variety_of_writing(self):
        for k in self.runs:
            m = self.man[k]
            vals = [s for d in m for s in d["sensitive"]]
            by = {}
            for s in vals:
                by.setdefault(s["type"], []).append(s["value"])
            self.assertTrue(any(re.search("[٠-٩]", v) for v in by["CIN"] + by["PHONE"] + by["DOB"]))
            self.assertTrue(any(re.search("[٠-٩]", v) for v in by["ADDRESS"]))
            self.assertTrue(any(AR.search(v) for v in by["PERSON"]))
            self.assertTrue(any(re.search(r"(^|\s)(بن|بنت)\s", v) for v in by["PERSON"]))
            self.assertTrue(any(re.search(r"\b[A-Z]{4,}\b", v) for v in by["PERSON"]))
            self.assertTrue(any(re.search(r"\b[A-Z]{4,} [A-Z][a-z]", v) for v in by["PERSON"]), "NOM Prénom")
            self.assertTrue(any(v.startswith("+216") for v in by["PHONE"]))
            self.assertTrue(any(v.startswith("00216") for v in by["PHONE"]))
            self.assertTrue(any(re.fullmatch(r"\d{2}\.\d{3}\.\d{3}", v) for v in by["PHONE"]))
            self.assertTrue(any(v.startswith(("+33", "+49", "+39", "+218")) for v in by["PHONE"]))
            self.assertTrue(any("\n" in s["value"] for s in vals), "no value split over a line break")
            self.assertTrue(any("تونس" in v for v in by["PLATE"]))
            self.assertTrue(any(" TU " in v for v in by["PLATE"]))
            self.assertTrue(any(v.startswith("RS ") for v in by["PLATE"]))
            self.assertTrue(any(re.fullmatch(r"[A-Z]\d{6}", v) for v in by["PASSPORT"]))
            self.assertTrue(any(not re.fullmatch(r"[A-Z]\d{6}", v) for v in by["PASSPORT"]))
            self.assertTrue(any(re.search(r"/[A-Z]/[A-Z]/\d{3}$", v) for v in by["TAX_ID"]))
            self.assertTrue(any(re.fullmatch(r"\d{7}[A-Z]", v) for v in by["TAX_ID"]))
            dob = by["DOB"]
            self.assertTrue(any(re.fullmatch(r"\d{2}/\d{2}/\d{4}", v) for v in dob))
            self.assertTrue(any(re.search(r"(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|"
                                          r"novembre|décembre)", v) for v in dob))
            self.assertTrue(any(re.search(r"(جانفي|فيفري|مارس|أفريل|ماي|جوان|جويلية|أوت|سبتمبر|أكتوبر|نوفمبر|"
                                          r"ديسمبر|يناير|فبراير|أبريل|مايو|يونيو|يوليو|أغسطس)", v) for v in dob))
            self.assertTrue(any(re.search(r"[A-Z][a-z]+ \d{1,2}, \d{4}", v) for v in dob))
            addr = " ".join(by["ADDRESS"]).lower()
            for group in (("rue", "avenue", "impasse"), ("cité", "hay", "résidence", "residence"), ("route", "طريق"),
                          ("km", "كلم"), ("نهج", "شارع", "زنقة"), ("حي", "عمارة")):
                self.assertTrue(any(w in addr for w in group), group)
            self.assertTrue(len({" ".join(x.split()[:1]) for x in by["HEALTH"]}) > 60)
            # a person written in full and later by family name alone
            short = 0
            for d in m:
                ps = [s["value"] for s in d["sensitive"] if s["type"] == "PERSON"]
                for a in ps:
                    if len(name_parts(a)) == 1 and any(a != b and set(name_parts(a)) < set(name_parts(b)) for b in ps):
                        short += 1
            self.assertGreater(short, 10)

    def test_docx_structure(self):
        tables = 0
        for d in self.man["a22"]:
            if d["format"] == "docx":
                _, root = docx_paras(os.path.join(self.dirs["a22"], d["file"]))
                self.assertIsNotNone(root.find(W + "body"))
                tables += len(list(root.iter(W + "tbl")))
        self.assertGreater(tables, 8)

    def test_docx_values_split_across_runs_sometimes(self):
        split = 0
        for d in self.man["a22"]:
            if d["format"] != "docx":
                continue
            with zipfile.ZipFile(os.path.join(self.dirs["a22"], d["file"])) as z:
                root = ET.fromstring(z.read("word/document.xml"))
            runs = ["".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "r")]
            for s in d["sensitive"]:
                if not any(s["value"] in r for r in runs):
                    split += 1
        self.assertGreater(split, 10)

    def test_mixed_documents_mix_scripts(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                has_ar = bool(AR.search(t))
                has_lat = bool(re.search("[A-Za-zÀ-ÿ]{4,}", t))
                if d["lang"] == "mixed":
                    self.assertTrue(has_ar and has_lat, d["file"])
                    self.assertTrue(any(AR.search(s["value"]) for s in d["sensitive"]), d["file"])
                    self.assertTrue(any(re.search("[A-Za-z]{3,}", s["value"]) and s["type"] == "PERSON"
                                        for s in d["sensitive"]), d["file"])
                if d["lang"] == "ar":
                    self.assertTrue(has_ar, d["file"])
                if d["lang"] in ("fr", "en"):
                    self.assertTrue(has_lat, d["file"])
                    self.assertFalse(any(AR.search(s["value"]) and s["type"] in ("PERSON", "HEALTH")
                                         for s in d["sensitive"]), d["file"])

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
        for d in self.man["a22"]:
            if d["format"] != "docx":
                continue
            paras = self.texts[("a22", d["file"])].split("\n")
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
                        self.assertIn(dg[0], "45", where)
                        self.assertTrue(luhn_ok(dg), where)
                    elif t == "CIN":
                        self.assertTrue(re.fullmatch(r"\d{8}|\d{2} \d{3} \d{3}", v.translate(TO_ASCII)), where)
                        self.assertIn(dg[0], "01", where)
                    elif t == "TAX_ID":
                        self.assertTrue(re.fullmatch(r"\d{7}[ /]?[A-Z](?:/[A-Z]/[A-Z]/\d{3})?", v), where)
                        self.assertNotIn(re.sub(r"[\d /]", "", v)[0], "IOU", where)
                    elif t == "CNSS":
                        self.assertTrue(re.fullmatch(r"\d{8}[ \-/]?\d{2}", v.translate(TO_ASCII)), where)
                    elif t == "PHONE":
                        va = v.translate(TO_ASCII).lstrip("(")
                        if va.startswith("00216"):
                            self.assertEqual(len(dg), 13, where)
                        elif va.startswith(("+216", "216")):
                            self.assertEqual(len(dg), 11, where)
                            self.assertIn(dg[3], "234579", where)
                        elif va.startswith(("+", "00")):
                            self.assertGreaterEqual(len(dg), 10, where)
                        else:
                            self.assertEqual(len(dg), 8, where)
                            self.assertIn(dg[0], "234579", where)
                    elif t == "EMAIL":
                        self.assertTrue(re.fullmatch(r"[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]{2,}", v), where)
                    elif t == "DOB":
                        years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", v.translate(TO_ASCII))]
                        self.assertTrue(years and 1930 <= years[0] <= 2020, where)
                    elif t == "PASSPORT":
                        self.assertTrue(re.fullmatch(r"[A-Z0-9]{7,9}", v), where)
                    elif t == "PLATE":
                        va = v.translate(TO_ASCII)
                        self.assertTrue(re.fullmatch(r"\d{3}[ \-](?:TU|TUN|تونس)[ \-]\d{1,4}|RS \d{6}", va), where)
                    elif t == "ADDRESS":
                        self.assertTrue(re.search(r"\d{4}", v.translate(TO_ASCII)), where)
                    elif t == "PERSON":
                        toks = tokens(v)
                        self.assertTrue(toks, where)
                        self.assertNotIn(toks[0], TITLES, where)
                        self.assertTrue(name_parts(v), where)

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
                        where = f"{k}/{d['file']}: PERSON part {t!r}"
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
                    spans += occurrences(t, norm(s["value"]))
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for part in name_parts(s["value"]):
                        for m in re.finditer(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", ft):
                            self.assertTrue(any(a <= m.start() and m.end() <= b for a, b in spans),
                                            f"{k}/{d['file']}: name part {part!r} occurs outside any value")

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
                        for i, e in occurrences(text, v):
                            for j, f in occurrences(text, s["value"]):
                                self.assertFalse(i < f and j < e, f"{k}/{d['file']}: decoy {v!r} overlaps {s['value']!r}")
                    self.assertFalse(set(tokens(v)) & parts, f"{k}/{d['file']}: decoy {v!r} holds a name part")

    def test_decoy_variety(self):
        for k in self.runs:
            decoys = [v for d in self.man[k] for v in d["decoys"]]
            self.assertGreaterEqual(len(decoys), 300)
            checks = {
                "law": r"(article|Article|الفصل|loi|Law|القانون|الأمر|décret|Decree)",
                "amount": r"(TND|DT|dinars|دينار|د\.ت)",
                "street": r"(avenue|rue|Avenue|Street|شارع|نهج)",
                "institution": r"(Hôpital|Hospital|مستشفى|Lycée|معهد|CNSS|CNAM|INPDP|Banque|Bank|البنك|بنك)",
                "date": r"(\d{1,2}[/.\-]\d{1,2}[/.\-]\d{4}|\d{4}-\d{2}-\d{2}|(janvier|février|mars|avril|mai|juin|"
                        r"juillet|août|septembre|octobre|novembre|décembre|January|March|June|جانفي|مارس|جوان) )",
                "reference": r"^[A-Z]{2,5}[-/]?\d",
                "range": r"\d\s?[–-]\s?\d.*(%|/L|/dL|ل)",
            }
            for name, rx in checks.items():
                self.assertTrue(any(re.search(rx, v) for v in decoys), f"{k}: no {name} decoy")
            self.assertTrue(any(re.search("[\u0600-\u06ff]", v) for v in decoys), "no Arabic decoy")

    # ------------------------------------------------------------------ the scorer itself
    def _score(self, k, args):
        out = subprocess.run([sys.executable, SCORE, "--manifest", os.path.join(self.dirs[k], "manifest.json"),
                              "--corpus", self.dirs[k], "--json"] + args,
                             capture_output=True, text=True, timeout=120)
        self.assertEqual(out.returncode, 0, out.stderr)
        body = out.stdout.rsplit("\n", 2)[0]
        return json.loads(body)

    def test_scorer_finds_everything_unmasked(self):
        if not os.path.isfile(SCORE):
            self.skipTest(f"{SCORE} not found")
        ext = os.path.join(self.tmp, "extract.py")
        with open(ext, "w", encoding="utf-8") as fh:
            fh.write(EXTRACTOR)
        for k in self.runs:
            res = self._score(k, ["--cmd", f"{sys.executable} {ext} {{file}}"])
            self.assertEqual(res["unexpected_errors"], 0)
            self.assertEqual(res["leaked_total"], res["sensitive_total"],
                             [(dd["file"]) for dd in res["documents"] if dd.get("leaked") is not None
                              and len(dd["leaked"]) != dd["sensitive"]])
            self.assertEqual(res["decoys_kept"], res["decoys_total"],
                             [(dd["file"], dd["decoys_destroyed"]) for dd in res["documents"]
                              if dd.get("decoys_destroyed")])

    def test_scorer_perfect_on_perfect_mask(self):
        if not os.path.isfile(SCORE):
            self.skipTest(f"{SCORE} not found")
        for k in self.runs:
            outdir = os.path.join(self.tmp, "masked_" + k)
            os.makedirs(outdir, exist_ok=True)
            for d in self.man[k]:
                text = self.texts[(k, d["file"])]
                for v in sorted({s["value"] for s in d["sensitive"]}, key=len, reverse=True):
                    text = text.replace(v, MASK)
                with open(os.path.join(outdir, d["file"] + ".masked.txt"), "w", encoding="utf-8") as fh:
                    fh.write(text)
            res = self._score(k, ["--outputs", outdir])
            self.assertEqual(res["leaked_total"], 0, res["leaks"][:10])
            self.assertEqual(res["decoys_kept"], res["decoys_total"],
                             [(dd["file"], dd["decoys_destroyed"]) for dd in res["documents"]
                              if dd.get("decoys_destroyed")])


if __name__ == "__main__":
    t0 = time.time()
    prog = unittest.main(verbosity=1, exit=False)
    r = prog.result
    ok = r.wasSuccessful()
    print(f"gen_twentysecond tests: {r.testsRun} run, {len(r.failures)} failures, {len(r.errors)} errors, "
          f"{len(r.skipped)} skipped, {'OK' if ok else 'FAILED'} in {time.time() - t0:.1f}s")
    sys.exit(0 if ok else 1)
