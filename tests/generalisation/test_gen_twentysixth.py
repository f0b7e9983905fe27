#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_twentysixth.py (standard library only).

    python3 tests/generalisation/test_gen_twentysixth.py

Runs the generator as a subprocess (seed 26 twice, seeds 41 and 59 once) into temporary directories
and checks its output with code written independently of the generator (nothing is imported from it):
determinism, manifest schema, 16 kinds x 4 variants with 6 clinical kinds, kinds new with respect to
/tmp/allkinds.txt (skipped when that file is absent), language/format/type coverage and writing variety,
every value and decoy verbatim in its document (DOCX: unzip, parse word/document.xml, join the runs of
each paragraph), RIB keys, IBAN mod 97, Luhn, CIN/TAX_ID/CNSS/PHONE/DOB/PLATE shapes, look-alike decoys
that fail their checksums, decoys that neither overlap nor contain a sensitive value, and the shared
scorer (../shared/eval/score.py) giving recall 1.0 and decoy survival 1.0 to a perfect masking.
"""
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
GEN = os.path.join(HERE, "gen_twentysixth.py")
SCORER = os.path.normpath(os.path.join(REPO, "..", "shared", "eval", "score.py"))
ALLKINDS = "/tmp/allkinds.txt"

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
CLINICAL = {"scorpion_sting_observation", "pacemaker_interrogation_record", "paediatric_growth_followup",
            "concussion_return_to_play_assessment", "family_planning_consultation", "migraine_headache_diary"}
TITLES = {"mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "monsieur", "madame", "maitre", "maître", "m",
          "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة"}
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ولد"}
# words that only say what kind of paper it is: two kinds differing only by these are the same kind
GENERIC = {"record", "request", "form", "sheet", "report", "file", "application", "log", "card", "note", "notes",
           "list", "followup", "consultation", "assessment", "agreement", "registration", "petition",
           "observation", "diary", "extract", "the", "to", "of"}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold()


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def compact(s):
    s = unicodedata.normalize("NFKC", s).translate(TO_ASCII)
    return re.sub(r"[\W_]+", "", AR_DIAC.sub("", s).casefold())


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
                       capture_output=True, text=True, timeout=60)
    if t.returncode != 0:
        raise AssertionError(f"generator failed (seed {seed}):\n{t.stderr}")
    with open(os.path.join(out, "manifest.json"), encoding="utf-8") as fh:
        return json.load(fh)


def name_parts(v):
    return [t for t in tokens(v) if len(t) >= 3 and t not in PARTICLES]


class GenTwentySixth(unittest.TestCase):
    runs = ("a26", "c41", "d59")

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen_twentysixth_")
        seeds = {"a26": 26, "b26": 26, "c41": 41, "d59": 59}
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in seeds}
        cls.man = {k: run_gen(s, cls.dirs[k]) for k, s in seeds.items()}
        cls.texts = {}
        for k in cls.runs:
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    cls.texts[(k, d["file"])] = docx_text(path)[0]
                else:
                    with open(path, encoding="utf-8") as fh:
                        cls.texts[(k, d["file"])] = fh.read()

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    # ------------------------------------------------------------------ determinism
    def test_deterministic_per_seed(self):
        a, b = self.dirs["a26"], self.dirs["b26"]
        fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
        self.assertEqual(fa, fb)
        for f in fa:
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.assertEqual(x.read(), y.read(), f)

    def test_other_seeds_differ(self):
        va = [s["value"] for d in self.man["a26"] for s in d["sensitive"]]
        for k in ("c41", "d59"):
            vc = [s["value"] for d in self.man[k] for s in d["sensitive"]]
            self.assertNotEqual(va, vc)
            self.assertEqual([d["file"] for d in self.man["a26"]], [d["file"] for d in self.man[k]])

    # ------------------------------------------------------------------ schema & coverage
    def test_manifest_schema(self):
        for k in self.runs:
            files = set(os.listdir(self.dirs[k]))
            self.assertEqual(len(files), len(self.man[k]) + 1)
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
                    self.assertEqual(s["value"], s["value"].strip())
                    self.assertTrue(s["value"])
                    if d["format"] != "txt":
                        self.assertNotIn("\n", s["value"], d["file"])
                for v in d["decoys"]:
                    self.assertIsInstance(v, str)
                    self.assertTrue(v.strip())

    def test_volume(self):
        for k in self.runs:
            m = self.man[k]
            self.assertTrue(50 <= len(m) <= 70, len(m))
            nv = sum(len(d["sensitive"]) for d in m)
            nd = sum(len(d["decoys"]) for d in m)
            self.assertGreaterEqual(nv, 1300, f"{k}: only {nv} values")
            self.assertGreaterEqual(nd, 500, f"{k}: only {nd} decoys")

    def test_kinds_languages_formats_types(self):
        for k in self.runs:
            m = self.man[k]
            kinds = {}
            for d in m:
                kinds.setdefault(d["kind"], []).append(d)
            self.assertEqual(len(kinds), 16)
            for kind, docs in kinds.items():
                self.assertGreaterEqual(len(docs), 3, kind)
                self.assertGreaterEqual(len({d["lang"] for d in docs}), 3, kind)
            self.assertTrue(CLINICAL <= set(kinds), set(CLINICAL) - set(kinds))
            for kind in CLINICAL:
                for d in kinds[kind]:
                    nh = sum(s["type"] == "HEALTH" for s in d["sensitive"])
                    self.assertGreaterEqual(nh, 2, f"{k}/{d['file']}: clinical document with {nh} HEALTH values")
            self.assertEqual({d["lang"] for d in m}, LANGS)
            self.assertEqual({d["format"] for d in m}, FORMATS)
            for x in LANGS:
                self.assertGreaterEqual(sum(d["lang"] == x for d in m), 10, x)
            for x in FORMATS:
                self.assertGreaterEqual(sum(d["format"] == x for d in m), 6, x)
            counts = {}
            for d in m:
                for s in d["sensitive"]:
                    counts[s["type"]] = counts.get(s["type"], 0) + 1
            self.assertEqual(set(counts), TYPES)
            for t, n in counts.items():
                self.assertGreaterEqual(n, 10, f"{k}: type {t} only {n} times")
            for t in TYPES:
                n = sum(any(s["type"] == t for s in d["sensitive"]) for d in m)
                self.assertGreaterEqual(n, 3, f"{k}: type {t} in only {n} documents")

    def test_kinds_are_new(self):
        if not os.path.isfile(ALLKINDS):
            self.skipTest(f"{ALLKINDS} absent")
        with open(ALLKINDS, encoding="utf-8") as fh:
            old = [l.strip() for l in fh if l.strip()]
        for kind in {d["kind"] for d in self.man["a26"]}:
            self.assertNotIn(kind, old)
            a = set(kind.split("_")) - GENERIC
            self.assertTrue(a, kind)
            for o in old:
                b = set(o.split("_")) - GENERIC
                self.assertFalse(b and (a <= b or b <= a), f"{kind} looks like a renaming of {o}")
                self.assertLess(len(a & b), 2, f"{kind} shares too much with {o}")

    def test_variety_of_writing(self):
        for k in self.runs:
            vals = [s for d in self.man[k] for s in d["sensitive"]]
            persons = [s["value"] for s in vals if s["type"] == "PERSON"]
            self.assertTrue(any(re.search("[٠-٩]", s["value"]) for s in vals), "no Arabic-Indic digits")
            self.assertTrue(any(re.search("[\u0600-\u06ff]", v) for v in persons), "no Arabic-script name")
            self.assertTrue(any(re.search(r"\b[A-Z]{4,}\b", v) for v in persons), "no ALL CAPS name")
            self.assertTrue(any(set(fold(v).split()) & PARTICLES for v in persons), "no particle in names")
            self.assertTrue(any(len(tokens(v)) >= 3 and not set(tokens(v)) & PARTICLES for v in persons),
                            "no compound first name")
            phones = [s["value"] for s in vals if s["type"] == "PHONE"]
            self.assertTrue(any(p.startswith("+216") for p in phones))
            self.assertTrue(any(p.startswith("00216") for p in phones))
            self.assertTrue(any(re.fullmatch(r"[\d .\-]{8,11}", p) for p in phones), "no local phone form")
            self.assertTrue(any("\n" in s["value"] for s in vals), "no value split over a line break")
            self.assertGreaterEqual(len({s["value"] for s in vals if s["type"] == "HEALTH"}), 60)
            self.assertTrue(any(re.search("[\u0600-\u06ff]", s["value"]) for s in vals if s["type"] == "HEALTH"))
            self.assertTrue(any("تونس" in s["value"] for s in vals if s["type"] == "PLATE"))
            self.assertTrue(any("TU" in s["value"] for s in vals if s["type"] == "PLATE"))
            short = 0
            for d in self.man[k]:
                ps = [s["value"] for s in d["sensitive"] if s["type"] == "PERSON"]
                for a in ps:
                    ta = [t for t in tokens(a) if t not in PARTICLES]
                    if len(ta) == 1 and any(a != b and ta[0] in tokens(b) for b in ps):
                        short += 1
            self.assertGreater(short, 10, "few persons written in full and later alone")

    def test_docx_structure(self):
        tables = 0
        for d in self.man["a26"]:
            if d["format"] == "docx":
                _, root = docx_text(os.path.join(self.dirs["a26"], d["file"]))
                self.assertIsNotNone(root.find(W + "body"))
                tables += len(list(root.iter(W + "tbl")))
        self.assertGreater(tables, 10)

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
                        self.assertTrue(re.fullmatch(r"\d{7}[ /]?[A-Z](?:[ /]?[A-Z][ /]?[A-Z][ /]?\d{3})?", v), where)
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
                    elif t == "PLATE":
                        self.assertTrue(re.search(r"TU|تونس", v), where)
                        self.assertGreaterEqual(len(dg), 4, where)
                    elif t == "PERSON":
                        toks = tokens(v)
                        self.assertTrue(toks, where)
                        self.assertNotIn(toks[0], TITLES, where)
                    elif t == "ADDRESS":
                        self.assertGreaterEqual(len(tokens(v)), 2, where)
                        self.assertRegex(v.translate(TO_ASCII), r"\d", where)
                    elif t == "HEALTH":
                        self.assertTrue(tokens(v), where)

    def test_decoy_lookalikes_fail_checksums(self):
        n16 = n20 = n8 = 0
        for k in self.runs:
            for d in self.man[k]:
                for v in d["decoys"]:
                    if re.fullmatch(r"[\d\s.\-]+", v):
                        dg = digits(v)
                        if len(dg) == 16:
                            n16 += 1
                            self.assertFalse(luhn_ok(dg), v)
                        if len(dg) == 20:
                            n20 += 1
                            self.assertFalse(rib_ok(dg), v)
                        if re.fullmatch(r"\d{8}", v):
                            n8 += 1
                            self.assertNotIn(dg[0], "01", v)
        self.assertGreaterEqual(n16, 9)
        self.assertGreaterEqual(n20, 9)
        self.assertGreaterEqual(n8, 9)

    # ------------------------------------------------------------------ decoys
    def test_decoys_do_not_overlap_sensitive(self):
        for k in self.runs:
            for d in self.man[k]:
                text = self.texts[(k, d["file"])]
                parts = set()
                for s in d["sensitive"]:
                    if s["type"] == "PERSON":
                        parts.update(name_parts(s["value"]))
                vspans = []
                for s in d["sensitive"]:
                    j = text.find(s["value"])
                    while j >= 0:
                        vspans.append((j, j + len(s["value"]), s["value"]))
                        j = text.find(s["value"], j + 1)
                for v in d["decoys"]:
                    cv = compact(v)
                    self.assertTrue(cv, v)
                    for s in d["sensitive"]:
                        cs = compact(s["value"])
                        self.assertFalse(cs in cv or cv in cs, f"{k}/{d['file']}: decoy {v!r} vs {s['value']!r}")
                    free = False
                    i = text.find(v)
                    while i >= 0:
                        if not any(i < b and a < i + len(v) for a, b, _ in vspans):
                            free = True
                        i = text.find(v, i + 1)
                    self.assertTrue(free, f"{k}/{d['file']}: decoy {v!r} only occurs inside values")
                    self.assertFalse(set(tokens(v)) & parts, f"{k}/{d['file']}: decoy {v!r} holds a name part")

    def test_decoy_variety(self):
        for k in self.runs:
            decoys = [v for d in self.man[k] for v in d["decoys"]]
            self.assertTrue(any(re.search(r"(article|الفصل|loi|law|décret|الأمر|القانون)", v, re.I) for v in decoys),
                            "no legal reference decoy")
            self.assertTrue(any(re.search(r"(TND|DT|dinars|دينار|د\.ت)", v) for v in decoys), "no amount decoy")
            self.assertTrue(any(re.search(r"(avenue|rue|Route|شارع|نهج|Zone|المنطقة)", v) for v in decoys),
                            "no business address decoy")
            self.assertTrue(any(re.search(r"(Hôpital|Hospital|CHU|مستشفى|Clinique)", v) for v in decoys),
                            "no hospital decoy")
            self.assertTrue(any(re.search(r"(Ministère|وزارة|Office|Caisse|الصندوق)", v) for v in decoys),
                            "no institution decoy")
            self.assertTrue(any(re.search(r"(Programme|برنامج)", v) for v in decoys), "no programme decoy")
            self.assertTrue(any(re.search(r"(médecin|physician|الطبيب|manager|directeur|surveillant)", v, re.I)
                                for v in decoys), "no generic role decoy")
            self.assertTrue(any(re.search(r"(\d{2}/\d{2}/20\d\d|20\d\d-\d\d-\d\d)", v) for v in decoys), "no date decoy")
            self.assertTrue(any(re.search(r"(Lot|LOT|SKU)", v) for v in decoys), "no lot/product decoy")
            self.assertTrue(any(re.search(r"(Salle|room|salle|قاعة)", v) for v in decoys), "no room decoy")
            self.assertTrue(any(re.search(r"(lactate|Glucosé|محلول)", v) for v in decoys), "no drug stock decoy")
            self.assertTrue(any(re.search(r"\bTU \d{3}\b", v) for v in decoys), "no flight-number decoy")

    # ------------------------------------------------------------------ the shared scorer on a perfect masking
    def test_scorer_perfect_masking(self):
        if not os.path.isfile(SCORER):
            self.skipTest(f"{SCORER} absent")
        for k in self.runs:
            out = os.path.join(self.tmp, "masked_" + k)
            os.makedirs(out, exist_ok=True)
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                for v in sorted({s["value"] for s in d["sensitive"]}, key=len, reverse=True):
                    t = t.replace(v, "[MASQUÉ]")
                with open(os.path.join(out, d["file"] + ".masked.txt"), "w", encoding="utf-8") as fh:
                    fh.write(t)
            r = subprocess.run([sys.executable, SCORER, "--manifest", os.path.join(self.dirs[k], "manifest.json"),
                                "--outputs", out, "--json"], capture_output=True, text=True, timeout=60)
            self.assertEqual(r.returncode, 0, r.stderr)
            body = r.stdout.rstrip("\n").rsplit("\n", 1)[0]
            res = json.loads(body)
            self.assertEqual(res["recall"], 1.0, f"{k}: leaks {res['leaks'][:5]}")
            self.assertEqual(res["decoy_survival"], 1.0,
                             f"{k}: destroyed {[(x['file'], x['decoys_destroyed']) for x in res['documents'] if x.get('decoys_destroyed')][:5]}")
            self.assertEqual(res["sensitive_total"], sum(len(d["sensitive"]) for d in self.man[k]))
            # and the raw documents, unmasked, leak everything and keep every decoy
            raw = os.path.join(self.tmp, "raw_" + k)
            os.makedirs(raw, exist_ok=True)
            for d in self.man[k]:
                with open(os.path.join(raw, d["file"] + ".masked.txt"), "w", encoding="utf-8") as fh:
                    fh.write(self.texts[(k, d["file"])])
            r = subprocess.run([sys.executable, SCORER, "--manifest", os.path.join(self.dirs[k], "manifest.json"),
                                "--outputs", raw, "--json"], capture_output=True, text=True, timeout=60)
            res = json.loads(r.stdout.rstrip("\n").rsplit("\n", 1)[0])
            self.assertEqual(res["recall"], 0.0, f"{k}: some values are invisible to the scorer")
            self.assertEqual(res["decoy_survival"], 1.0)


if __name__ == "__main__":
    t0 = time.time()
    prog = unittest.main(verbosity=1, exit=False)
    r = prog.result
    ok = r.wasSuccessful()
    print(f"gen_twentysixth tests: {r.testsRun} run, {len(r.failures)} failures, {len(r.errors)} errors, "
          f"{'OK' if ok else 'FAILED'} in {time.time() - t0:.1f}s")
    sys.exit(0 if ok else 1)
