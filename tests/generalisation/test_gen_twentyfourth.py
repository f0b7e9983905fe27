#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_twentyfourth.py (standard library only).

    python3 test_gen_twentyfourth.py

Runs the generator as a subprocess (seed 24 twice, seed 39 once) into temporary directories and
checks its output with checks written independently of the generator (nothing is imported from
it): determinism, manifest schema, 16 kinds x 3 variants, kinds absent from the list of kinds
already used (GEN24_ALLKINDS, default /tmp/allkinds.txt; skipped when the file is absent or
already lists every kind of this generator), clinical kinds with HEALTH values in tables,
labelled lines and prose (Arabic too), language/format/type coverage and volume, every value and
decoy verbatim in its document (DOCX: unzip, parse word/document.xml, join the runs of each
paragraph), RIB keys, IBAN mod-97, Luhn, identifier shapes, invented names absent from the
shipped name lists and from the corpus PERSON values, decoys that neither overlap nor contain a
value, and - when ../shared/eval/score.py is available - that the scorer finds every value and
decoy in the unmasked text and reports recall 1.0 / decoy survival 1.0 on a perfectly masked copy.
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
if os.path.basename(HERE) == "generalisation" and os.path.basename(os.path.dirname(HERE)) == "tests":
    REPO = os.path.dirname(os.path.dirname(HERE))
else:
    REPO = "/work/main"
GEN = os.path.join(HERE, "gen_twentyfourth.py")
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
SHARED = os.path.normpath(os.path.join(REPO, "..", "shared"))
CORPUS_MANIFEST = os.path.join(SHARED, "corpus", "manifest.json")
SCORER = os.path.join(SHARED, "eval", "score.py")
ALLKINDS = os.environ.get("GEN24_ALLKINDS", "/tmp/allkinds.txt")

KINDS = ["cataract_surgery_consent", "hepatitis_c_treatment_file", "spirometry_report",
         "autism_early_intervention_plan", "fracture_cast_clinic_sheet", "borrower_health_questionnaire",
         "fibre_installation_work_order", "rental_deposit_refund_statement", "joint_account_signatory_change",
         "public_tender_opening_minutes", "teacher_transfer_request", "lost_baggage_report",
         "employee_badge_access_request", "payment_injunction_request", "sim_card_replacement_request",
         "ride_hailing_driver_onboarding"]
CLINICAL = KINDS[:6]
TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
TITLES = {"mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "me", "monsieur", "madame", "maitre", "maître",
          "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة"}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
AR = re.compile("[\u0600-\u06ff]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


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
    """(text, table_paragraphs, root): paragraphs joined by newlines, runs of a paragraph joined."""
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        for need in ("[Content_Types].xml", "_rels/.rels", "word/document.xml"):
            if need not in names:
                raise AssertionError(f"{path}: missing {need}")
        ET.fromstring(z.read("[Content_Types].xml"))
        ET.fromstring(z.read("_rels/.rels"))
        root = ET.fromstring(z.read("word/document.xml"))
    paras = ["".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p")]
    in_tables = set()
    for tbl in root.iter(W + "tbl"):
        for p in tbl.iter(W + "p"):
            in_tables.add("".join(t.text or "" for t in p.iter(W + "t")))
    return "\n".join(paras), in_tables, root


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


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def masked_copy(text, values):
    """Replace every verbatim occurrence of every value (longest first) by a placeholder."""
    for t, v in sorted(values, key=lambda x: -len(x[1])):
        text = text.replace(v, f"[{t}]")
    return text


class GenTwentyFourth(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.t0 = time.time()
        cls.tmp = tempfile.mkdtemp(prefix="gen_twentyfourth_")
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in ("a24", "b24", "c39")}
        cls.man = {"a24": run_gen(24, cls.dirs["a24"]), "b24": run_gen(24, cls.dirs["b24"]),
                   "c39": run_gen(39, cls.dirs["c39"])}
        cls.texts, cls.tables = {}, {}
        for k in ("a24", "c39"):
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    text, tabs, _ = docx_read(path)
                    cls.texts[(k, d["file"])] = text
                    cls.tables[(k, d["file"])] = tabs
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

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    runs = ("a24", "c39")

    # ------------------------------------------------------------------ determinism
    def test_deterministic_per_seed(self):
        a, b = self.dirs["a24"], self.dirs["b24"]
        fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
        self.assertEqual(fa, fb)
        for f in fa:
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)

    def test_other_seed_differs(self):
        va = [s["value"] for d in self.man["a24"] for s in d["sensitive"]]
        vc = [s["value"] for d in self.man["c39"] for s in d["sensitive"]]
        self.assertNotEqual(va, vc)
        self.assertLess(len(set(va) & set(vc)), len(set(va)) // 4)
        self.assertEqual([d["file"] for d in self.man["a24"]], [d["file"] for d in self.man["c39"]])

    # ------------------------------------------------------------------ schema & coverage
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

    def test_kinds_and_variants(self):
        for k in self.runs:
            m = self.man[k]
            self.assertEqual(len(m), 48)
            kinds = {}
            for d in m:
                kinds.setdefault(d["kind"], []).append((d["lang"], d["format"]))
            self.assertEqual(sorted(kinds), sorted(KINDS))
            for kind, variants in kinds.items():
                self.assertEqual(len(variants), 3, kind)
                self.assertEqual(len({l for l, _ in variants}), 3, f"{kind}: three different languages")
                self.assertGreaterEqual(len({f for _, f in variants}), 2, f"{kind}: at least two formats")

    def test_kinds_are_new(self):
        if not os.path.isfile(ALLKINDS):
            self.skipTest(f"{ALLKINDS} not found")
        with open(ALLKINDS, encoding="utf-8") as fh:
            used = {line.strip() for line in fh if line.strip()}
        if all(k in used for k in KINDS):
            self.skipTest(f"{ALLKINDS} already lists this generator's kinds")
        generated = {d["kind"] for d in self.man["a24"]}
        self.assertEqual(generated, set(KINDS))
        clash = sorted(generated & used)
        self.assertEqual(clash, [], f"kinds already used elsewhere: {clash}")

    def test_languages_formats_types_volume(self):
        for k in self.runs:
            m = self.man[k]
            for x in LANGS:
                self.assertEqual(sum(d["lang"] == x for d in m), 12, f"{k}: lang {x}")
            for x in FORMATS:
                self.assertEqual(sum(d["format"] == x for d in m), 12, f"{k}: format {x}")
            counts = {}
            for d in m:
                for s in d["sensitive"]:
                    counts[s["type"]] = counts.get(s["type"], 0) + 1
            self.assertEqual(set(counts), TYPES)
            total = sum(counts.values())
            self.assertTrue(1250 <= total <= 1650, f"{k}: {total} values")
            self.assertGreaterEqual(counts["HEALTH"], 200, f"{k}: HEALTH {counts['HEALTH']}")
            for t, n in counts.items():
                self.assertGreaterEqual(n, 8, f"{k}: type {t} only {n} times")
            docs_per_type = {t: sum(any(s["type"] == t for s in d["sensitive"]) for d in m) for t in TYPES}
            for t, n in docs_per_type.items():
                self.assertGreaterEqual(n, 3, f"{k}: type {t} in only {n} documents")
            decoys = sum(len(d["decoys"]) for d in m)
            self.assertTrue(380 <= decoys <= 560, f"{k}: {decoys} decoys")
            for d in m:
                self.assertGreaterEqual(len(d["sensitive"]), 8, d["file"])
                self.assertGreaterEqual(len(d["decoys"]), 3, d["file"])

    # ------------------------------------------------------------------ clinical documents
    def _placement(self, k, d, v):
        """set of placements of HEALTH value v in document d: table / labelled / prose"""
        text = self.texts[(k, d["file"])]
        out = set()
        lines = text.split("\n")
        tabs = self.tables.get((k, d["file"]), set())
        for line in lines:
            if v not in line:
                continue
            if d["format"] == "csv" or (d["format"] == "md" and line.lstrip().startswith("|")) or line in tabs:
                out.add("table")
                continue
            for a, _ in occurrences(line, v):
                before = line[:a].replace("*", "").rstrip()
                if before.endswith((":", "：", "→")) or re.search(r"[:：]\s*\S{0,3}$", before):
                    out.add("labelled")
                elif len(re.findall(r"[^\W\d_]+", line)) >= 12:
                    out.add("prose")
        return out

    def test_clinical_kinds_health(self):
        for k in self.runs:
            where = {"table": 0, "labelled": 0, "prose": 0}
            ar_where = {"table": 0, "labelled": 0, "prose": 0}
            for kind in CLINICAL:
                docs = [d for d in self.man[k] if d["kind"] == kind]
                kind_where, kind_ar = set(), 0
                for d in docs:
                    hv = [s["value"] for s in d["sensitive"] if s["type"] == "HEALTH"]
                    self.assertGreaterEqual(len(hv), 5, f"{k}/{d['file']}: only {len(hv)} HEALTH values")
                    for v in hv:
                        pl = self._placement(k, d, v)
                        kind_where |= pl
                        for p in pl:
                            where[p] += 1
                            if AR.search(v):
                                ar_where[p] += 1
                        kind_ar += bool(AR.search(v))
                self.assertGreaterEqual(len(kind_where), 2, f"{k}/{kind}: HEALTH only as {kind_where}")
                self.assertGreater(kind_ar, 0, f"{k}/{kind}: no Arabic HEALTH value")
            for p, n in where.items():
                self.assertGreaterEqual(n, 15, f"{k}: HEALTH in {p}: {n}")
            for p, n in ar_where.items():
                self.assertGreaterEqual(n, 1, f"{k}: Arabic HEALTH in {p}: {n}")
            non_clin = sum(s["type"] == "HEALTH" for d in self.man[k] if d["kind"] not in CLINICAL for s in d["sensitive"])
            self.assertGreater(non_clin, 10, f"{k}: HEALTH values outside clinical kinds")

    # ------------------------------------------------------------------ writing variety
    def test_variety_of_writing(self):
        m = self.man["a24"]
        vals = [s for d in m for s in d["sensitive"]]
        self.assertTrue(sum(bool(re.search("[٠-٩]", s["value"])) for s in vals) >= 20, "few Arabic-Indic digits")
        self.assertTrue(any(s["type"] == "PERSON" and AR.search(s["value"]) for s in vals))
        self.assertTrue(sum(s["type"] == "PERSON" and bool(re.search(r"\b[A-Z]{4,}\b", s["value"])) for s in vals) >= 20)
        self.assertTrue(any(s["type"] == "PHONE" and s["value"].startswith("+216") for s in vals))
        self.assertTrue(any(s["type"] == "PHONE" and s["value"].startswith("00216") for s in vals))
        self.assertTrue(any(s["type"] == "PHONE" and re.fullmatch(r"\d{8}", s["value"]) for s in vals))
        self.assertTrue(any(s["type"] == "PHONE" and "." in s["value"] for s in vals))
        self.assertTrue(any("\n" in s["value"] for s in vals), "no value split over a line break")
        self.assertTrue(any(s["type"] == "PLATE" and "تونس" in s["value"] for s in vals))
        self.assertTrue(any(s["type"] == "PLATE" and "TU" in s["value"] for s in vals))
        # a person written in full and also alone by a single part (the short form is its own value)
        short = 0
        for d in m:
            ps = [s["value"] for s in d["sensitive"] if s["type"] == "PERSON"]
            for a in ps:
                if len(name_parts(a)) == 1 and any(a != b and set(name_parts(a)) < set(name_parts(b)) for b in ps):
                    short += 1
        self.assertGreater(short, 10)
        # the same person in two orders (first-last and LAST-first) somewhere
        orders = 0
        for d in m:
            ps = [tuple(tokens(s["value"])) for s in d["sensitive"] if s["type"] == "PERSON"]
            orders += any(len(a) >= 2 and tuple(reversed(a)) in ps for a in ps)
        self.assertGreater(orders, 3)

    def test_docx_structure(self):
        tables = 0
        for d in self.man["a24"]:
            if d["format"] == "docx":
                _, _, root = docx_read(os.path.join(self.dirs["a24"], d["file"]))
                self.assertIsNotNone(root.find(W + "body"))
                tables += len(list(root.iter(W + "tbl")))
        self.assertGreaterEqual(tables, 12)

    def test_mixed_documents_mix_scripts(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                n_ar = len(AR.findall(t))
                n_lat = len(re.findall("[A-Za-zÀ-ÿ]", t))
                if d["lang"] == "mixed":
                    self.assertTrue(n_ar > 60 and n_lat > 60, d["file"])
                elif d["lang"] == "ar":
                    self.assertGreater(n_ar, n_lat, d["file"])
                else:
                    self.assertGreater(n_lat, 5 * max(n_ar, 1), d["file"])

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

    # ------------------------------------------------------------------ checksums & shapes
    def test_checksums_and_shapes(self):
        for k in self.runs:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    t, v, dg = s["type"], s["value"], digits(s["value"])
                    va = v.translate(TO_ASCII)
                    where = f"{k}/{d['file']}: {t} {v!r}"
                    if t == "RIB":
                        self.assertTrue(re.fullmatch(r"[\d\s\-]+", va), where)
                        self.assertTrue(rib_ok(dg), where)
                    elif t == "IBAN":
                        self.assertTrue(iban_ok(v), where)
                        self.assertTrue(va.startswith("TN59"), where)
                        self.assertTrue(rib_ok(digits(v)[2:]), where)
                    elif t == "CARD":
                        self.assertEqual(len(dg), 16, where)
                        self.assertTrue(luhn_ok(dg), where)
                        self.assertIn(dg[0], "45", where)
                    elif t == "CIN":
                        self.assertEqual(len(dg), 8, where)
                        self.assertIn(dg[0], "01", where)
                        self.assertTrue(re.fullmatch(r"[\d ]+", va), where)
                    elif t == "TAX_ID":
                        self.assertTrue(re.fullmatch(r"\d{7}[ /]?[A-Z](?:[ /]?[A-Z]){0,2}(?:[ /]?\d{3})?", v), where)
                        self.assertNotIn(v[7:].strip("/ ")[:1], "IOU", where)
                    elif t == "CNSS":
                        self.assertTrue(re.fullmatch(r"\d{8}[ \-/]?\d{2}", v), where)
                    elif t == "PHONE":
                        vv = va.lstrip("(")
                        if vv.startswith("00216"):
                            self.assertEqual(len(dg), 13, where)
                        elif vv.startswith("+216"):
                            self.assertEqual(len(dg), 11, where)
                        elif vv.startswith("216 "):
                            self.assertEqual(len(dg), 11, where)
                        else:
                            self.assertEqual(len(dg), 8, where)
                        self.assertIn(dg[-8], "234579", where)
                    elif t == "EMAIL":
                        self.assertTrue(re.fullmatch(r"[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]{2,}", v), where)
                    elif t == "DOB":
                        years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", va)]
                        self.assertTrue(years and 1930 <= years[0] <= 2024, where)
                    elif t == "PASSPORT":
                        self.assertTrue(re.fullmatch(r"[A-Z0-9]{7,9}", v), where)
                        self.assertTrue(re.search(r"[A-Z]", v) and len(dg) >= 5, where)
                    elif t == "PLATE":
                        self.assertTrue(re.fullmatch(r"\d{1,3} ?(?:TU|تونس) ?\d{1,4}|RS \d{6}|\d{6} ن ت", va), where)
                    elif t == "ADDRESS":
                        self.assertTrue(re.search(r"\d", va) and len(tokens(v)) >= 3, where)
                    elif t == "HEALTH":
                        self.assertGreaterEqual(len(tokens(v)), 1, where)
                        self.assertNotIn(fold(v), {"aucun", "aucune", "none", "ras", "لا شيء"}, where)
                    elif t == "PERSON":
                        toks = tokens(v)
                        self.assertTrue(toks, where)
                        self.assertNotIn(toks[0], TITLES, where)
                        self.assertNotIn(toks[0], {"m"}, where)

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
        else:
            self.assertGreater(len(self.list_tokens), 500, f"name lists in {NAMES_DIR} look empty")
        if not self.corpus_tokens:
            print(f"\nnote: {CORPUS_MANIFEST} not found; corpus-name check skipped", file=sys.stderr)
        n = 0
        for k in self.runs:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for t in name_parts(s["value"]):
                        n += 1
                        where = f"{k}/{d['file']}: PERSON part {t!r}"
                        self.assertNotIn(t, self.list_tokens, where + " is in a shipped name list")
                        self.assertNotIn(t, self.corpus_tokens, where + " is a corpus PERSON part")
        self.assertGreater(n, 500)

    def test_name_parts_only_inside_values(self):
        """Every whole-word occurrence of a name part lies inside an occurrence of a sensitive value."""
        for k in self.runs:
            for d in self.man[k]:
                text = self.texts[(k, d["file"])]
                low = text.casefold()
                self.assertEqual(len(low), len(text))
                spans = [sp for s in d["sensitive"] for sp in occurrences(text, s["value"])]
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for part in name_parts(s["value"]):
                        for m in re.finditer(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", low):
                            self.assertTrue(any(a <= m.start() and m.end() <= b for a, b in spans),
                                            f"{k}/{d['file']}: name part {part!r} outside any value")

    # ------------------------------------------------------------------ decoys
    def test_decoys_do_not_overlap_sensitive(self):
        for k in self.runs:
            for d in self.man[k]:
                text = self.texts[(k, d["file"])]
                parts = set()
                for s in d["sensitive"]:
                    if s["type"] == "PERSON":
                        parts.update(name_parts(s["value"]))
                vspans = {s["value"]: occurrences(text, s["value"]) for s in d["sensitive"]}
                for v in d["decoys"]:
                    cv = compact(v)
                    self.assertTrue(cv, v)
                    for s in d["sensitive"]:
                        cs = compact(s["value"])
                        self.assertFalse(cs in cv or cv in cs, f"{k}/{d['file']}: decoy {v!r} vs {s['value']!r}")
                    for a, b in occurrences(text, v):
                        for val, sp in vspans.items():
                            for x, y in sp:
                                self.assertFalse(a < y and x < b, f"{k}/{d['file']}: decoy {v!r} overlaps {val!r}")
                    self.assertFalse(set(tokens(v)) & parts, f"{k}/{d['file']}: decoy {v!r} holds a name part")

    def test_decoy_variety(self):
        for k in self.runs:
            decoys = [v for d in self.man[k] for v in d["decoys"]]
            self.assertGreaterEqual(len(decoys), 380)
            checks = {"legal reference": r"(article|الفصل|loi|law|décret|decree|الأمر عدد|القانون عدد|circulaire|المنشور)",
                      "amount": r"(TND|DT|dinars|دينار|د\.ت)",
                      "street used as an organisation": r"(rue|avenue|نهج|شارع)",
                      "public institution": r"(Ministère|وزارة|Tribunal|المحكمة|Hôpital|hospital|المستشفى|CHU|Commune|بلدية)",
                      "health word in a non-personal context": r"(Service d|قسم|Unité|Department|pneumo|hépat|Orthopaedic)",
                      "date": r"^\d{2}[/.\-]\d{2}[/.\-]\d{4}$|^\d{4}-\d{2}-\d{2}$"}
            for what, rx in checks.items():
                n = sum(bool(re.search(rx, v, re.I)) for v in decoys)
                self.assertGreaterEqual(n, 3, f"{k}: only {n} decoys of kind '{what}'")

    # ------------------------------------------------------------------ scorer
    def _scorer(self):
        if not os.path.isfile(SCORER):
            self.skipTest(f"{SCORER} not found")
        warnings.simplefilter("ignore", ResourceWarning)
        spec = importlib.util.spec_from_file_location("caviard_score_gen24", SCORER)
        mod = importlib.util.module_from_spec(spec)
        old, sys.dont_write_bytecode = sys.dont_write_bytecode, True   # leave ../shared untouched
        try:
            spec.loader.exec_module(mod)
        finally:
            sys.dont_write_bytecode = old
        return mod

    def test_scorer_finds_everything_unmasked(self):
        sc = self._scorer()
        for k in self.runs:
            for d in self.man[k]:
                nt = sc.norm(self.texts[(k, d["file"])])
                for s in d["sensitive"]:
                    self.assertIsNotNone(sc.leaked(s, nt), f"{k}/{d['file']}: scorer cannot find {s}")
                for v in d["decoys"]:
                    self.assertTrue(sc.present(v, nt), f"{k}/{d['file']}: scorer cannot find decoy {v!r}")

    def test_scorer_on_perfect_masking(self):
        sc = self._scorer()
        for k in self.runs:
            outdir = os.path.join(self.tmp, f"masked_{k}")
            os.makedirs(outdir, exist_ok=True)
            for d in self.man[k]:
                vals = [(s["type"], s["value"]) for s in d["sensitive"]]
                with open(os.path.join(outdir, d["file"] + ".masked.txt"), "w", encoding="utf-8") as fh:
                    fh.write(masked_copy(self.texts[(k, d["file"])], vals))
            res = sc.score(self.man[k], self.dirs[k], outputs=outdir)
            first = res["leaks"][:5]
            lost = [(x["file"], v) for x in res["documents"] for v in x.get("decoys_destroyed", [])][:5]
            self.assertEqual(res["recall"], 1.0, f"{k}: leaks on a perfect mask: {first}")
            self.assertEqual(res["decoy_survival"], 1.0, f"{k}: decoys destroyed by a perfect mask: {lost}")
            # and the scorer sees a leak when one value of each type is left in place
            for t in sorted(TYPES):
                d = next(x for x in self.man[k] if any(s["type"] == t for s in x["sensitive"]))
                keep = next(s for s in d["sensitive"] if s["type"] == t)
                vals = [(s["type"], s["value"]) for s in d["sensitive"] if s is not keep]
                text = masked_copy(self.texts[(k, d["file"])], vals)
                if keep["value"] in text:
                    self.assertIsNotNone(sc.leaked(keep, sc.norm(text)), f"{k}: unmasked {t} not reported")


if __name__ == "__main__":
    t0 = time.time()
    prog = unittest.main(verbosity=1, exit=False)
    r = prog.result
    ok = r.wasSuccessful()
    print(f"gen_twentyfourth tests: {r.testsRun} run, {len(r.failures)} failures, {len(r.errors)} errors, "
          f"{len(r.skipped)} skipped, {'OK' if ok else 'FAILED'} in {time.time() - t0:.1f}s")
    sys.exit(0 if ok else 1)
