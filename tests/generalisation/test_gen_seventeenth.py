#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_seventeenth.py (standard library only).

    python3 tests/generalisation/test_gen_seventeenth.py

Runs the generator as a subprocess (seed 17 twice, seed 32 once; GEN17_SEED and
GEN17_OTHER_SEED choose other seeds) into temporary
directories and checks its output with checks written independently of the
generator (nothing is imported from it): determinism, manifest schema, 16 new
kinds x 3 variants (French in every kind, at least five clinical kinds), language,
format and type coverage, every value and decoy verbatim in its document (DOCX:
unzip, parse word/document.xml, join the runs of each paragraph) and present under
the scorer's own normalisation (shared/eval/score.py is imported when it exists),
RIB keys, IBAN mod 97, Luhn, CIN/TAX_ID/CNSS/phone/plate shapes, invented names
absent from the name lists, the corpus PERSON values and the generator's own words,
and decoys that neither overlap nor contain a sensitive value.
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

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
GEN = os.path.join(HERE, "gen_seventeenth.py")
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
CORPUS_MANIFEST = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))
SCORE_PY = os.path.normpath(os.path.join(REPO, "..", "shared", "eval", "score.py"))

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
TITLES = {"m", "mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "monsieur", "madame", "maitre", "maître",
          "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة"}
# stems of kinds produced by earlier generators or the corpus: a new kind must contain none of them
COVERED = ["accident", "account", "addiction", "agm", "agri", "allergolog", "ambulance", "amputee", "antenatal",
           "artisan", "attendance", "bac_exam", "bailiff", "bank", "beneficiar", "birth", "blood", "bounced",
           "building", "burial", "callcentre", "car_rental", "card_chargeback", "cardiac", "care_home", "chat", "civil_status",
           "club", "cnam", "cnrps", "complaint", "condo", "contract", "cooperative", "court", "cover_letter",
           "coworking", "credit", "crew", "customs", "cv", "data_access", "daycare", "debt", "deed", "dental",
           "diabetes", "dialysis", "disability", "discharge", "disciplinary", "dorm", "driving", "election",
           "email", "employment", "exam_appeal", "expense", "faridha", "film", "fishing", "fitness", "forensic",
           "fuel", "guarantee", "guarantor", "guardianship", "gym", "hall", "harvest", "hearing", "heirs", "herd",
           "home_care", "homecare", "hospital_discharge", "hotel", "hr_", "hunting", "id_card", "immunotherapy",
           "inpdp", "insurance", "internship", "interview", "invoice", "irrigation", "job", "kafala", "kuttab",
           "kyc", "lab_report", "land", "lease", "leave", "legal", "loan", "lost_id", "louage", "marriage",
           "medical", "meeting", "microfinance", "military", "mise_en_demeure", "mobile", "mortgage", "motor",
           "municipal", "mutual", "ngo", "notari", "number_porting", "occupational", "olive", "optician",
           "overdraft", "parcel", "parking", "passport", "pawn", "payroll", "payslip", "pension", "pharmacy",
           "physio", "pilgrimage", "police", "power_of_attorney", "prescription", "prison", "prize", "protection",
           "psych_referral", "realestate", "recommendation", "reference_check", "refugee", "remittance",
           "removal", "rental", "resignation", "rne", "roadside", "safe_deposit", "sale", "salon", "sample",
           "scholarship", "school", "seafarer", "sharecropping", "shipping", "sleep", "social_affiliation",
           "solar", "souk", "speech", "sports", "staff", "steg", "student", "succession", "supplier", "support",
           "swimming", "sworn", "tax_", "taxi", "telecom", "telemedicine", "tenan", "thesis", "transcript",
           "transfer", "transit", "travel", "tumour", "utility", "vaccination", "vehicle", "visa", "voicemail",
           "water", "whatsapp", "witness", "works_council", "youth", "zakat"]
CLINICAL = {"ophthalmology_consultation", "compulsory_psych_admission", "chemotherapy_session_sheet",
            "endoscopy_report", "pre_anaesthesia_consultation", "emergency_triage_sheet", "tb_treatment_card",
            "dietitian_followup"}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def load_score():
    if not os.path.isfile(SCORE_PY):
        return None
    spec = importlib.util.spec_from_file_location("caviard_score", SCORE_PY)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


SCORE = load_score()


def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def norm(s):
    if SCORE:
        return SCORE.norm(s)
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
    last = t.stdout.strip().splitlines()[-1]
    if not re.fullmatch(rf"gen_seventeenth: seed {seed}: 48 documents, \d+ values, \d+ decoys -> .+", last):
        raise AssertionError(f"unexpected summary line: {last!r}")
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


def present(value, text):
    """Value present in text under the scorer's rules (its own code when available)."""
    nt = norm(text)
    if SCORE:
        return SCORE.present(value, nt)
    return compact(value) in compact(text)


class GenSeventeenth(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen_seventeenth_")
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in ("a17", "b17", "c32")}
        sa, sc = int(os.environ.get("GEN17_SEED", "17")), int(os.environ.get("GEN17_OTHER_SEED", "32"))
        cls.man = {"a17": run_gen(sa, cls.dirs["a17"]), "b17": run_gen(sa, cls.dirs["b17"]),
                   "c32": run_gen(sc, cls.dirs["c32"])}
        cls.texts, cls.roots = {}, {}
        for k in ("a17", "c32"):
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    cls.texts[(k, d["file"])], cls.roots[(k, d["file"])] = docx_text(path)
                else:
                    with open(path, encoding="utf-8") as fh:
                        cls.texts[(k, d["file"])] = fh.read()
        cls.list_tokens = set()
        cls.names_lists_used = os.path.isdir(NAMES_DIR)
        for path in glob.glob(os.path.join(NAMES_DIR, "*")):
            if os.path.isfile(path):
                with open(path, encoding="utf-8", errors="replace") as fh:
                    cls.list_tokens.update(tokens(fh.read()))
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

    runs = ("a17", "c32")

    # ------------------------------------------------------------------ determinism
    def test_deterministic_per_seed(self):
        a, b = self.dirs["a17"], self.dirs["b17"]
        fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
        self.assertEqual(fa, fb)
        for f in fa:
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)

    def test_other_seed_differs(self):
        va = [s["value"] for d in self.man["a17"] for s in d["sensitive"]]
        vc = [s["value"] for d in self.man["c32"] for s in d["sensitive"]]
        self.assertNotEqual(va, vc)
        self.assertEqual([d["file"] for d in self.man["a17"]], [d["file"] for d in self.man["c32"]])
        ids = {"CIN", "PASSPORT", "RIB", "IBAN", "CARD", "TAX_ID", "CNSS", "EMAIL"}
        ia = {s["value"] for d in self.man["a17"] for s in d["sensitive"] if s["type"] in ids}
        ic = {s["value"] for d in self.man["c32"] for s in d["sensitive"] if s["type"] in ids}
        self.assertLess(len(ia & ic), 3, "identifiers repeat across seeds")

    # ------------------------------------------------------------------ schema & coverage
    def test_manifest_schema(self):
        for k in self.runs:
            files = set(os.listdir(self.dirs[k]))
            self.assertEqual(len(files), 49)
            seen = set()
            for d in self.man[k]:
                self.assertEqual(list(d), ["file", "lang", "kind", "format", "expect", "sensitive", "decoys"], d["file"])
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
                    self.assertEqual(s["value"], s["value"].strip())
                    self.assertTrue(s["value"])
                    if d["format"] != "txt":
                        self.assertNotIn("\n", s["value"], d["file"])
                for v in d["decoys"]:
                    self.assertIsInstance(v, str)
                    self.assertTrue(v.strip())
                    self.assertNotIn("\n", v)

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
                self.assertIn("fr", {l for l, _ in variants}, f"{kind}: no French variant")
                for c in COVERED:
                    self.assertNotIn(c, kind, f"kind {kind} looks like an already covered kind ({c})")
            self.assertGreaterEqual(len(CLINICAL & set(kinds)), 5, "fewer than five clinical kinds")
            self.assertEqual({d["lang"] for d in m}, LANGS)
            for x in LANGS - {"fr"}:
                self.assertGreaterEqual(sum(d["lang"] == x for d in m), 8, x)
            for x in FORMATS:
                self.assertEqual(sum(d["format"] == x for d in m), 12, x)
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
            health_langs = {d["lang"] for d in m for s in d["sensitive"] if s["type"] == "HEALTH"}
            self.assertEqual(health_langs, LANGS)

    def test_variety_of_writing(self):
        m = self.man["a17"]
        vals = [s for d in m for s in d["sensitive"]]
        self.assertTrue(any(re.search("[٠-٩]", s["value"]) for s in vals), "no Arabic-Indic digits")
        self.assertTrue(any(s["type"] == "PERSON" and re.search("[\u0600-\u06ff]", s["value"]) for s in vals))
        self.assertTrue(any(s["type"] == "PERSON" and re.search(r"\b[A-Z]{4,}\b", s["value"]) for s in vals))
        self.assertTrue(any(s["type"] == "PHONE" and s["value"].startswith("+216") for s in vals))
        self.assertTrue(any(s["type"] == "PHONE" and s["value"].startswith("00216") for s in vals))
        self.assertTrue(any(s["type"] == "PHONE" and not s["value"].startswith(("+", "0", "(")) for s in vals))
        self.assertTrue(any("\n" in s["value"] for s in vals), "no value split over a line break")
        self.assertTrue(any(s["type"] == "PLATE" and "تونس" in s["value"] for s in vals))
        self.assertTrue(any(s["type"] == "PLATE" and "TU" in s["value"] for s in vals))
        dobs = [s["value"] for s in vals if s["type"] == "DOB"]
        self.assertTrue(any(re.search("(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|"
                                      "novembre|décembre)", v, re.I) for v in dobs), "no French month in a DOB")
        self.assertTrue(any(re.search("(جانفي|فيفري|مارس|أفريل|ماي|جوان|جويلية|أوت|سبتمبر|أكتوبر|نوفمبر|ديسمبر)", v)
                            for v in dobs), "no Arabic month in a DOB")
        self.assertTrue(any(re.search("(January|February|March|April|May|June|July|August|September|October|"
                                      "November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)", v)
                            for v in dobs), "no English month in a DOB")
        health = [s["value"] for s in vals if s["type"] == "HEALTH"]
        self.assertTrue(any(re.search(r"\d", h) for h in health), "no measured HEALTH value")
        self.assertTrue(any(re.search(r"[\u0600-\u06ff]", h) for h in health), "no Arabic HEALTH value")
        short = 0
        for d in m:
            ps = [s["value"] for s in d["sensitive"] if s["type"] == "PERSON"]
            for a in ps:
                if len(name_parts(a)) == 1 and any(a != b and fold(a) in tokens(b) for b in ps):
                    short += 1
        self.assertGreaterEqual(short, 5, "too few names written in full and later alone")

    def test_mixed_documents_mix_scripts(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                has_ar = bool(re.search("[\u0600-\u06ff]", t))
                has_lat = bool(re.search("[A-Za-zÀ-ÿ]{4,}", t))
                if d["lang"] == "mixed":
                    self.assertTrue(has_ar and has_lat, d["file"])
                if d["lang"] == "ar":
                    self.assertTrue(has_ar, d["file"])
                if d["lang"] in ("fr", "en"):
                    self.assertTrue(has_lat, d["file"])

    # ------------------------------------------------------------------ docx
    def test_docx_structure(self):
        tables = rtl = 0
        for k in self.runs:
            for d in self.man[k]:
                if d["format"] != "docx":
                    continue
                path = os.path.join(self.dirs[k], d["file"])
                self.assertTrue(zipfile.is_zipfile(path), d["file"])
                with zipfile.ZipFile(path) as z:
                    self.assertIsNone(z.testzip())
                root = self.roots[(k, d["file"])]
                self.assertEqual(root.tag, W + "document")
                self.assertIsNotNone(root.find(W + "body"))
                tables += len(list(root.iter(W + "tbl")))
                n_rtl = len(list(root.iter(W + "rtl")))
                if d["lang"] in ("ar", "mixed"):
                    self.assertGreater(n_rtl, 0, f"{d['file']}: Arabic text without RTL runs")
                rtl += n_rtl
        self.assertGreater(tables, 0)
        self.assertGreater(rtl, 0)

    def test_docx_values_within_one_paragraph(self):
        for k in self.runs:
            for d in self.man[k]:
                if d["format"] != "docx":
                    continue
                paras = self.texts[(k, d["file"])].split("\n")
                for v in [s["value"] for s in d["sensitive"]] + d["decoys"]:
                    self.assertTrue(any(v in p for p in paras), f"{d['file']}: {v!r} not inside one paragraph")

    # ------------------------------------------------------------------ presence
    def test_values_and_decoys_verbatim(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                for s in d["sensitive"]:
                    self.assertIn(s["value"], t, f"{k}/{d['file']}: {s['type']}")
                for v in d["decoys"]:
                    self.assertIn(v, t, f"{k}/{d['file']}: decoy {v!r}")

    def test_values_present_under_scorer_normalisation(self):
        if SCORE is None:
            print(f"\nnote: {SCORE_PY} not found; fallback normalisation used", file=sys.stderr)
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                for s in d["sensitive"]:
                    self.assertTrue(present(s["value"], t), f"{k}/{d['file']}: {s['type']} not found as the scorer reads")
                    if SCORE:
                        self.assertIsNotNone(SCORE.leaked(s, SCORE.norm(t)), f"{k}/{d['file']}: {s['type']}")
                for v in d["decoys"]:
                    self.assertTrue(present(v, t), f"{k}/{d['file']}: decoy {v!r}")

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
                        self.assertTrue(v.replace(" ", "").startswith("TN59"), where)
                        self.assertTrue(rib_ok(digits(v)[2:]), where)
                    elif t == "CARD":
                        self.assertEqual(len(dg), 16, where)
                        self.assertTrue(luhn_ok(dg), where)
                        self.assertIn(dg[0], "45", where)
                    elif t == "CIN":
                        self.assertTrue(re.fullmatch(r"\d{8}", v.translate(TO_ASCII)), where)
                        self.assertIn(dg[0], "01", where)
                    elif t == "TAX_ID":
                        self.assertTrue(re.fullmatch(r"\d{7}[ /]?[A-Z](?:[ /]?[A-Z]){0,2}(?:[ /]?\d{3})?", v), where)
                        self.assertNotIn(v[7:].strip("/ ")[:1], "IOU", where)
                    elif t == "CNSS":
                        self.assertTrue(re.fullmatch(r"\d{8}[ \-/]?\d{2}", v), where)
                    elif t == "PHONE":
                        va = v.translate(TO_ASCII).lstrip("(")
                        if va.startswith("00216"):
                            self.assertEqual(len(dg), 13, where)
                            local = dg[5:]
                        elif va.startswith("+216") or (va.startswith("216") and len(dg) == 11):
                            self.assertEqual(len(dg), 11, where)
                            local = dg[3:]
                        else:
                            self.assertEqual(len(dg), 8, where)
                            local = dg
                        self.assertIn(local[0], "23457 9".replace(" ", ""), where)
                    elif t == "EMAIL":
                        self.assertTrue(re.fullmatch(r"[a-z0-9._\-]+@[a-z0-9.\-]*example\.[a-z.]{2,}", v), where)
                    elif t == "DOB":
                        years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", v.translate(TO_ASCII))]
                        self.assertTrue(years and 1930 <= years[0] <= 2024, where)
                    elif t == "PASSPORT":
                        self.assertTrue(re.fullmatch(r"[A-Z]{1,2}\d{6,7}", v), where)
                    elif t == "PLATE":
                        self.assertTrue(re.search(r"TU|Tunis|تونس", v), where)
                        self.assertTrue(re.fullmatch(r"\d{3,4}\s?(TU|Tunis|تونس)\s?\d{3,4}", v.translate(TO_ASCII)), where)
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
        self.assertGreaterEqual(n, 2)

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
                        if SCORE:
                            self.assertFalse(SCORE.present(s["value"], SCORE.norm(v)),
                                             f"{k}/{d['file']}: decoy {v!r} holds {s['value']!r}")
                    i = text.find(v)
                    free = False
                    while i >= 0 and not free:
                        free = True
                        for s in d["sensitive"]:
                            j = text.find(s["value"])
                            while j >= 0:
                                if i < j + len(s["value"]) and j < i + len(v):
                                    free = False
                                j = text.find(s["value"], j + 1)
                        i = text.find(v, i + 1)
                    self.assertTrue(free, f"{k}/{d['file']}: every occurrence of decoy {v!r} overlaps a value")
                    self.assertFalse(set(tokens(v)) & parts, f"{k}/{d['file']}: decoy {v!r} holds a name part")

    def test_decoy_variety(self):
        for k in self.runs:
            decoys = [v for d in self.man[k] for v in d["decoys"]]
            self.assertGreaterEqual(len(decoys), 200)
            self.assertTrue(any(re.search(r"(article|الفصل|loi|القانون)", v, re.I) for v in decoys), "no legal reference")
            self.assertTrue(any(re.search(r"(TND|DT|dinars|دينار|د\.ت)", v) for v in decoys), "no amount")
            self.assertTrue(any(re.search(r"(Hôpital|Hospital|مستشفى|Institut|Clinique)", v) for v in decoys),
                            "no health institution")
            self.assertTrue(any(re.search(r"(CNSS|الضمان الاجتماعي|Caisse)", v) for v in decoys), "no public body")
            self.assertTrue(any(re.search(r"(Service|Unit|قسم|Département|Unité)", v) for v in decoys),
                            "no medical department")
            self.assertTrue(any(re.search(r"\b(20[12]\d)\b", v) and not re.search("[A-Za-z]{4}", v) for v in decoys),
                            "no non-birth date")


if __name__ == "__main__":
    t0 = time.time()
    prog = unittest.main(verbosity=1, exit=False)
    r = prog.result
    ok = r.wasSuccessful()
    print(f"gen_seventeenth tests: {r.testsRun} run, {len(r.failures)} failures, {len(r.errors)} errors, "
          f"{'OK' if ok else 'FAILED'} in {time.time() - t0:.1f}s")
    sys.exit(0 if ok else 1)
