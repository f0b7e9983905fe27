#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Checks for gen_thirteenth.py, standard library only.

    python3 tests/generalisation/test_gen_thirteenth.py

The generator is run as a subprocess (seed 13 twice, seed 14 once) into temporary directories and
its output is verified with code written independently of it (nothing is imported from the
generator): byte-identical output per seed, manifest schema, 16 kinds x 3 variants, language /
format / value-type coverage, every value and decoy verbatim in its document (DOCX: unzip, parse
word/document.xml and join the runs of each paragraph), RIB keys, IBAN mod 97, Luhn, identifier
shapes, invented names absent from the name lists, the corpus PERSON values and the generator's own
text, and decoys that neither overlap nor contain a sensitive value.
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
REPO = os.path.dirname(os.path.dirname(HERE))
GEN = os.path.join(HERE, "gen_thirteenth.py")
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
CORPUS_MANIFEST = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))

ALL_TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
             "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
TITLES = {"m", "mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "monsieur", "madame", "maitre", "maître",
          "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة"}
# document kinds handled by the corpus or by earlier generators: no new kind may contain one of these
TAKEN = ["payslip", "contract", "medical", "prescription", "account_opening", "kyc", "invoice", "judgment",
         "employment", "bank_guarantee", "telemedicine", "occupational", "transcript", "supplier", "leave",
         "car_rental", "mobile", "microfinance", "hall", "expense", "data_access", "general_assembl", "transfer",
         "police", "insurance", "enrol", "lease", "cv", "support", "email", "notar", "pharmacy", "driving",
         "sports_licence", "discharge", "customs", "tenant", "marriage", "scholarship", "parking", "home_care",
         "pension", "dental", "group_chat", "internship", "vehicle_inspection", "works_council", "interview",
         "guarantor", "hotel", "thesis", "blood", "gym", "burial", "lost_id", "travel", "volunteer", "bailiff",
         "fishing", "mortgage", "daycare", "disciplinary", "witness", "mutual", "building_permit", "absence",
         "overdraft", "porting", "job_offer", "sale_promise", "attorney", "exam_appeal", "vaccination",
         "shipping", "tax_objection", "accident", "attendance", "salon", "credit_application", "hr_email",
         "legal_notice", "complaint_email", "hr_records", "water_meter", "harvest", "optician", "physio",
         "heir", "coworking", "film", "call_sheet", "refugee", "bank_statement", "court", "lost_and_found",
         "school_transport", "tax_audit", "union", "veterinar", "elevator", "wedding"]
WNS = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
ASCII_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def fold(s):
    s = DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def words(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def normal(s):
    s = unicodedata.normalize("NFKC", s).translate(ASCII_DIGITS)
    return re.sub(r"\s+", " ", DIAC.sub("", s).casefold()).strip()


def squash(s):
    return re.sub(r"[\W_]+", "", normal(s))


def only_digits(s):
    return re.sub(r"\D", "", s.translate(ASCII_DIGITS))


def rib_valid(d):
    return len(d) == 20 and int(d[18:]) == 97 - (int(d[:18]) * 100) % 97


def iban_valid(s):
    s = re.sub(r"\s", "", s.translate(ASCII_DIGITS)).upper()
    if not re.fullmatch(r"TN\d{22}", s):
        return False
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def luhn_valid(d):
    total = 0
    for i, c in enumerate(reversed(d)):
        n = int(c) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def read_docx(path):
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        for part in ("[Content_Types].xml", "_rels/.rels", "word/document.xml"):
            if part not in names:
                raise AssertionError(f"{path}: no {part}")
        ET.fromstring(z.read("[Content_Types].xml"))
        ET.fromstring(z.read("_rels/.rels"))
        root = ET.fromstring(z.read("word/document.xml"))
    paragraphs = ["".join(t.text or "" for t in p.iter(WNS + "t")) for p in root.iter(WNS + "p")]
    return "\n".join(paragraphs), root


def generate(seed, out):
    proc = subprocess.run([sys.executable, GEN, "--seed", str(seed), "--out", out],
                          capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        raise AssertionError(f"generator exited {proc.returncode} for seed {seed}:\n{proc.stderr}")
    with open(os.path.join(out, "manifest.json"), encoding="utf-8") as fh:
        return json.load(fh)


def parts_of(value):
    out = []
    for w in words(value):
        if w in PARTICLES or len(w) < 3:
            continue
        out.append(w)
        if w.startswith("ال") and len(w) > 4:
            out.append(w[2:])
    return out


class GenThirteenth(unittest.TestCase):
    RUNS = ("s13", "s14")

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen_thirteenth_")
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in ("s13", "s13bis", "s14")}
        cls.man = {"s13": generate(13, cls.dirs["s13"]), "s13bis": generate(13, cls.dirs["s13bis"]),
                   "s14": generate(14, cls.dirs["s14"])}
        cls.text = {}
        for k in cls.RUNS:
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    cls.text[(k, d["file"])] = read_docx(path)[0]
                else:
                    with open(path, encoding="utf-8") as fh:
                        cls.text[(k, d["file"])] = fh.read()
        cls.have_lists = os.path.isdir(NAMES_DIR)
        cls.list_words = set()
        for path in glob.glob(os.path.join(NAMES_DIR, "*.txt")):
            with open(path, encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    cls.list_words.update(words(line))
        cls.corpus_words = set()
        if os.path.isfile(CORPUS_MANIFEST):
            with open(CORPUS_MANIFEST, encoding="utf-8") as fh:
                for d in json.load(fh):
                    for s in d.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            cls.corpus_words.update(words(s["value"]))
        with open(GEN, encoding="utf-8") as fh:
            cls.gen_words = set(words(fh.read()))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    # ------------------------------------------------------------------ reproducibility
    def test_same_seed_same_bytes(self):
        a, b = self.dirs["s13"], self.dirs["s13bis"]
        self.assertEqual(sorted(os.listdir(a)), sorted(os.listdir(b)))
        for f in sorted(os.listdir(a)):
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)

    def test_new_seed_new_values(self):
        v13 = [s["value"] for d in self.man["s13"] for s in d["sensitive"]]
        v14 = [s["value"] for d in self.man["s14"] for s in d["sensitive"]]
        self.assertNotEqual(v13, v14)
        self.assertLess(len(set(v13) & set(v14)), len(set(v13)) // 10)
        self.assertEqual([d["file"] for d in self.man["s13"]], [d["file"] for d in self.man["s14"]])

    # ------------------------------------------------------------------ manifest
    def test_manifest_shape(self):
        for k in self.RUNS:
            on_disk = set(os.listdir(self.dirs[k]))
            self.assertEqual(len(on_disk), 49)
            self.assertIn("manifest.json", on_disk)
            names = set()
            for d in self.man[k]:
                f = d["file"]
                self.assertEqual(set(d), {"file", "lang", "kind", "format", "expect", "sensitive", "decoys"}, f)
                self.assertNotIn(f, names)
                names.add(f)
                self.assertIn(f, on_disk)
                self.assertRegex(f, r"^\d{3}_[a-z_]+_(fr|ar|en|mixed)\.(txt|md|csv|docx)$")
                self.assertTrue(f.endswith("." + d["format"]), f)
                self.assertIn(f"_{d['kind']}_{d['lang']}.", f)
                self.assertEqual(d["expect"], "ok")
                self.assertIn(d["lang"], LANGS)
                self.assertIn(d["format"], FORMATS)
                self.assertTrue(d["sensitive"], f)
                self.assertTrue(d["decoys"], f)
                pairs = [(s["type"], s["value"]) for s in d["sensitive"]]
                self.assertEqual(len(pairs), len(set(pairs)), f)
                self.assertEqual(len(d["decoys"]), len(set(d["decoys"])), f)
                for s in d["sensitive"]:
                    self.assertEqual(set(s), {"type", "value"}, f)
                    self.assertIn(s["type"], ALL_TYPES, f)
                    self.assertIsInstance(s["value"], str)
                    self.assertTrue(s["value"], f)
                    self.assertEqual(s["value"], s["value"].strip(), f)
                    if d["format"] != "txt":
                        self.assertNotIn("\n", s["value"], f)
                for v in d["decoys"]:
                    self.assertIsInstance(v, str)
                    self.assertTrue(v.strip(), f)

    def test_coverage(self):
        for k in self.RUNS:
            m = self.man[k]
            self.assertEqual(len(m), 48)
            by_kind = {}
            for d in m:
                by_kind.setdefault(d["kind"], []).append(d)
            self.assertEqual(len(by_kind), 16)
            for kind, docs in by_kind.items():
                self.assertEqual(len(docs), 3, kind)
                self.assertEqual(len({d["lang"] for d in docs}), 3, f"{kind}: three different languages")
                for t in TAKEN:
                    self.assertNotIn(t, kind, f"{kind} repeats an earlier kind ({t})")
            for lang in LANGS:
                self.assertGreaterEqual(sum(d["lang"] == lang for d in m), 10, lang)
            for fmt in FORMATS:
                self.assertGreaterEqual(sum(d["format"] == fmt for d in m), 10, fmt)
            per_type, docs_with = {}, {}
            for d in m:
                for s in d["sensitive"]:
                    per_type[s["type"]] = per_type.get(s["type"], 0) + 1
                for t in {s["type"] for s in d["sensitive"]}:
                    docs_with[t] = docs_with.get(t, 0) + 1
            self.assertEqual(set(per_type), ALL_TYPES)
            for t in ALL_TYPES:
                self.assertGreaterEqual(per_type[t], 6, f"{k}: {t} appears {per_type[t]} times")
                self.assertGreaterEqual(docs_with[t], 4, f"{k}: {t} in {docs_with[t]} documents")

    def test_writing_variety(self):
        vals = [s for d in self.man["s13"] for s in d["sensitive"]]

        def some(pred, msg):
            self.assertTrue(any(pred(s) for s in vals), msg)

        some(lambda s: re.search("[٠-٩]", s["value"]), "Arabic-Indic digits")
        some(lambda s: s["type"] == "PERSON" and re.search("[\u0600-\u06ff]", s["value"]), "Arabic-script name")
        some(lambda s: s["type"] == "PERSON" and re.search(r"\b[A-Z]{4,}\b", s["value"]), "upper-case name")
        some(lambda s: s["type"] == "PERSON" and re.fullmatch(r"[A-Z]\. .+", s["value"]), "initial + name")
        some(lambda s: s["type"] == "PHONE" and s["value"].startswith("+216"), "+216 phone")
        some(lambda s: s["type"] == "PHONE" and s["value"].startswith("00216"), "00216 phone")
        some(lambda s: s["type"] == "PHONE" and re.match(r"\+(?!216)", s["value"]), "foreign phone")
        some(lambda s: s["type"] == "PHONE" and s["value"][0] in "23456789", "bare local phone")
        some(lambda s: "\n" in s["value"], "value broken over two lines")
        some(lambda s: s["type"] == "PLATE" and "تونس" in s["value"], "Arabic plate")
        some(lambda s: s["type"] == "PLATE" and "TU" in s["value"], "Latin plate")
        some(lambda s: s["type"] == "ADDRESS" and re.search("[\u0600-\u06ff]", s["value"]), "Arabic address")
        for script in ("[\u0600-\u06ff]", "[a-zà-ÿ]"):
            some(lambda s: s["type"] == "HEALTH" and re.search(script, s["value"]), f"HEALTH in {script}")
        shorts = 0
        for d in self.man["s13"]:
            names = [s["value"] for s in d["sensitive"] if s["type"] == "PERSON"]
            for a in names:
                if len(words(a)) == 1 and any(a != b and fold(a) in words(b) for b in names):
                    shorts += 1
        self.assertGreaterEqual(shorts, 6, "a name written in full and later alone")

    def test_docx_packages(self):
        tables = 0
        for d in self.man["s13"]:
            if d["format"] == "docx":
                _, root = read_docx(os.path.join(self.dirs["s13"], d["file"]))
                self.assertIsNotNone(root.find(WNS + "body"))
                tables += len(list(root.iter(WNS + "tbl")))
        self.assertGreater(tables, 3)

    def test_scripts_match_language(self):
        for k in self.RUNS:
            for d in self.man[k]:
                t = self.text[(k, d["file"])]
                arabic = bool(re.search("[\u0600-\u06ff]", t))
                latin = bool(re.search("[A-Za-zÀ-ÿ]{4,}", t))
                if d["lang"] == "mixed":
                    self.assertTrue(arabic and latin, d["file"])
                    self.assertGreaterEqual(len(re.findall("[\u0600-\u06ff]+", t)), 5, d["file"])
                if d["lang"] == "ar":
                    self.assertTrue(arabic, d["file"])
                if d["lang"] in ("fr", "en"):
                    self.assertTrue(latin, d["file"])

    # ------------------------------------------------------------------ values present as written
    def test_verbatim(self):
        for k in self.RUNS:
            for d in self.man[k]:
                t = self.text[(k, d["file"])]
                for s in d["sensitive"]:
                    self.assertIn(s["value"], t, f"{k}/{d['file']}: {s['type']} missing")
                for v in d["decoys"]:
                    self.assertIn(v, t, f"{k}/{d['file']}: decoy {v!r} missing")

    def test_docx_value_in_one_paragraph(self):
        for k in self.RUNS:
            for d in self.man[k]:
                if d["format"] != "docx":
                    continue
                paras = self.text[(k, d["file"])].split("\n")
                for v in [s["value"] for s in d["sensitive"]] + d["decoys"]:
                    self.assertTrue(any(v in p for p in paras), f"{d['file']}: {v!r} spans paragraphs")

    # ------------------------------------------------------------------ identifiers
    def test_identifier_rules(self):
        for k in self.RUNS:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    t, v, dg = s["type"], s["value"], only_digits(s["value"])
                    where = f"{k}/{d['file']}: {t} {v!r}"
                    if t == "RIB":
                        self.assertTrue(re.fullmatch(r"[\d\s\-]+", v.translate(ASCII_DIGITS)), where)
                        self.assertTrue(rib_valid(dg), where)
                    elif t == "IBAN":
                        self.assertTrue(iban_valid(v), where)
                        self.assertTrue(rib_valid(only_digits(v)[2:]), where)
                    elif t == "CARD":
                        self.assertEqual(len(dg), 16, where)
                        self.assertTrue(luhn_valid(dg), where)
                    elif t == "CIN":
                        self.assertTrue(re.fullmatch(r"[01]\d{7}", v.translate(ASCII_DIGITS)), where)
                    elif t == "TAX_ID":
                        self.assertTrue(re.fullmatch(r"\d{7}[ /]?[A-Z](?:[ /]?[A-Z][ /]?[A-Z][ /]?\d{3})?", v), where)
                        self.assertNotIn(v[7:].strip("/ ")[:1], "IOU", where)
                    elif t == "CNSS":
                        self.assertTrue(re.fullmatch(r"\d{8}[ \-/]?\d{2}", v), where)
                    elif t == "PHONE":
                        a = v.translate(ASCII_DIGITS).lstrip("(")
                        if a.startswith("00216"):
                            self.assertEqual(len(dg), 13, where)
                        elif a.startswith("+216"):
                            self.assertEqual(len(dg), 11, where)
                        elif a.startswith("+"):
                            self.assertGreaterEqual(len(dg), 10, where)
                        else:
                            self.assertEqual(len(dg), 8, where)
                            self.assertIn(dg[0], "2345679", where)
                    elif t == "EMAIL":
                        self.assertTrue(re.fullmatch(r"[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]{2,}", v), where)
                    elif t == "DOB":
                        years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", v.translate(ASCII_DIGITS))]
                        self.assertTrue(years and 1930 <= years[0] <= 2024, where)
                    elif t == "PASSPORT":
                        self.assertTrue(re.fullmatch(r"[A-Z0-9]{7,9}", v), where)
                        self.assertTrue(re.search(r"\d{5}", v), where)
                    elif t == "PLATE":
                        self.assertTrue(re.search(r"TU|Tunis|تونس", v), where)
                        self.assertGreaterEqual(len(dg), 5, where)
                    elif t == "PERSON":
                        ws = words(v)
                        self.assertTrue(ws, where)
                        self.assertNotIn(ws[0], TITLES, where)
                    elif t == "HEALTH":
                        self.assertGreaterEqual(len(v), 4, where)

    def test_lookalike_decoys_fail(self):
        seen = 0
        for k in self.RUNS:
            for d in self.man[k]:
                for v in d["decoys"]:
                    if not re.fullmatch(r"[\d\s.\-]+", v):
                        continue
                    dg = only_digits(v)
                    if len(dg) == 16:
                        seen += 1
                        self.assertFalse(luhn_valid(dg), v)
                    if len(dg) == 20:
                        seen += 1
                        self.assertFalse(rib_valid(dg), v)
        self.assertGreaterEqual(seen, 8)

    # ------------------------------------------------------------------ invented names
    def test_names_are_new(self):
        if not self.have_lists:
            print(f"\nnote: {NAMES_DIR} missing, name-list check skipped", file=sys.stderr)
        checked = 0
        for k in self.RUNS:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for w in parts_of(s["value"]):
                        checked += 1
                        where = f"{k}/{d['file']}: a PERSON part"
                        self.assertNotIn(w, self.list_words, where + " is in a name list")
                        self.assertNotIn(w, self.corpus_words, where + " is a corpus PERSON part")
                        self.assertNotIn(w, self.gen_words, where + " is a word of the generator")
        self.assertGreater(checked, 200)

    def test_name_parts_stay_inside_values(self):
        for k in self.RUNS:
            for d in self.man[k]:
                t = normal(self.text[(k, d["file"])])
                ft = fold(t)
                self.assertEqual(len(ft), len(t), d["file"])
                spans = []
                for s in d["sensitive"]:
                    spans += [(m.start(), m.end()) for m in re.finditer(re.escape(normal(s["value"])), t)]
                for s in d["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for w in parts_of(s["value"]):
                        for m in re.finditer(r"(?<![^\W\d_])" + re.escape(w) + r"(?![^\W\d_])", ft):
                            self.assertTrue(any(a <= m.start() and m.end() <= b for a, b in spans),
                                            f"{k}/{d['file']}: a name part outside every recorded value")

    # ------------------------------------------------------------------ decoys
    def test_decoys_apart_from_values(self):
        for k in self.RUNS:
            for d in self.man[k]:
                text = self.text[(k, d["file"])]
                name_words = set()
                for s in d["sensitive"]:
                    if s["type"] == "PERSON":
                        name_words.update(parts_of(s["value"]))
                for v in d["decoys"]:
                    cv = squash(v)
                    self.assertTrue(cv, v)
                    self.assertFalse(set(words(v)) & name_words, f"{k}/{d['file']}: decoy {v!r} has a name part")
                    for s in d["sensitive"]:
                        cs = squash(s["value"])
                        self.assertFalse(cs in cv or cv in cs, f"{k}/{d['file']}: {v!r} vs {s['type']}")
                        i = text.find(v)
                        while i >= 0:
                            j = text.find(s["value"])
                            while j >= 0:
                                self.assertFalse(i < j + len(s["value"]) and j < i + len(v),
                                                 f"{k}/{d['file']}: decoy {v!r} overlaps a {s['type']}")
                                j = text.find(s["value"], j + 1)
                            i = text.find(v, i + 1)

    def test_decoy_kinds(self):
        decoys = [v for d in self.man["s13"] for v in d["decoys"]]
        self.assertGreaterEqual(len(decoys), 150)
        self.assertTrue(any(re.search(r"(article|الفصل|loi|law)", v, re.I) for v in decoys), "legal reference")
        self.assertTrue(any(re.search(r"(TND|DT|dinars|دينار|د\.ت)", v) for v in decoys), "amount")
        self.assertTrue(any(re.search(r"(avenue|rue|شارع|نهج)", v, re.I) for v in decoys), "institution street")
        self.assertTrue(any(re.search(r"(CNSS|CNAM|ANME|ONAT|الصندوق|الديوان|الوكالة)", v) for v in decoys),
                        "institution")
        self.assertTrue(any(re.fullmatch(r"TU \d{4}", v) for v in decoys), "flight number")
        self.assertTrue(any(re.search(r"(20\d\d)", v) and re.search(r"\d{1,2}[/ .-]", v) for v in decoys),
                        "date that is not a birth date")


if __name__ == "__main__":
    t0 = time.time()
    prog = unittest.main(verbosity=1, exit=False)
    res = prog.result
    ok = res.wasSuccessful()
    print(f"gen_thirteenth tests: {res.testsRun} run, {len(res.failures)} failures, {len(res.errors)} errors, "
          f"{'OK' if ok else 'FAILED'} in {time.time() - t0:.1f}s")
    sys.exit(0 if ok else 1)
