#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tests for gen_sixteenth.py (standard library only).

    python3 tests/generalisation/test_gen_sixteenth.py

Runs the generator as a subprocess (seed 16 twice, seed 31 once) into temporary
directories and checks its output with code written independently of the
generator (nothing is imported from it): determinism, manifest schema, 16 new
kinds x 3 variants, language/format/type coverage, every value and decoy
verbatim in its document (DOCX: unzip, parse word/document.xml, join the runs
of each paragraph), RIB keys, IBAN mod 97, Luhn, CIN/TAX_ID/CNSS/phone/plate
shapes, invented names absent from the name lists, the corpus PERSON values and
the generator's own words, decoys that neither overlap nor contain a sensitive
value, and a round trip through the shared scorer (no masking: everything
leaks, every decoy survives; perfect masking: recall 1, every decoy survives).
The last line printed is a one-line summary; the exit status is non-zero on failure.
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
GEN = os.path.join(HERE, "gen_sixteenth.py")
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
SHARED = os.path.normpath(os.path.join(REPO, "..", "shared"))
CORPUS_MANIFEST = os.path.join(SHARED, "corpus", "manifest.json")
SCORER = os.path.join(SHARED, "eval", "score.py")
ALLKINDS = "/tmp/allkinds.txt"

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "bel", "bin", "ibn", "ould", "el", "al", "abd", "haj", "hadj",
             "بن", "بنت", "ابن", "ولد", "عبد", "ال"}
TITLES = {"m", "mme", "mlle", "mr", "mrs", "ms", "dr", "pr", "monsieur", "madame", "maitre", "maître",
          "السيد", "السيدة", "الدكتور", "الدكتورة", "الأستاذ", "الأستاذة"}
# stems of kinds covered elsewhere (corpus and earlier generators): a new kind must contain none
COVERED = ["payslip", "contract", "medical", "prescription", "account", "kyc", "invoice", "judgment", "employment",
           "guarantee", "telemedicine", "occupational", "transcript", "supplier", "leave", "rental_contract",
           "mobile", "microfinance", "expense", "data_access", "transfer", "police", "insurance", "enrol", "lease",
           "cv", "support", "email", "notar", "pharmacy", "driving", "sports", "discharge", "customs", "tenant",
           "marriage", "scholarship", "parking", "home_care", "pension", "dental", "chat", "internship",
           "vehicle", "works_council", "interview", "guarantor", "hotel", "thesis", "blood", "gym", "burial",
           "lost_id", "travel", "volunteer", "bailiff", "fishing", "mortgage", "daycare", "disciplinary", "witness",
           "mutual", "permit", "absence", "overdraft", "porting", "job", "sale", "attorney", "exam_appeal",
           "vaccination", "shipping", "tax", "accident", "attendance", "salon", "credit", "hr_", "legal_notice",
           "complaint", "lab_report", "physio", "psych", "pilgrimage", "hearing", "disability", "kafala", "refugee"]
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
MOBILE_FIRST = "2459"
FIXED_FIRST = ("70", "71", "72", "73", "74", "75", "76", "77", "78", "79", "3")
CHECKS = [0]


def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    s = unicodedata.normalize("NFC", s).casefold()
    return s.translate({ord("ة"): "ه", ord("ى"): "ي", ord("أ"): "ا", ord("إ"): "ا", ord("آ"): "ا"})


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


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def docx_read(path):
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
                       capture_output=True, text=True, timeout=120)
    if t.returncode != 0:
        raise AssertionError(f"generator failed (seed {seed}):\n{t.stderr}")
    with open(os.path.join(out, "manifest.json"), encoding="utf-8") as fh:
        return json.load(fh)


class GenSixteenth(unittest.TestCase):
    runs = ("a16", "c31")

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen_sixteenth_")
        cls.dirs = {k: os.path.join(cls.tmp, k) for k in ("a16", "b16", "c31")}
        cls.man = {"a16": run_gen(16, cls.dirs["a16"]), "b16": run_gen(16, cls.dirs["b16"]),
                   "c31": run_gen(31, cls.dirs["c31"])}
        cls.texts, cls.roots = {}, {}
        for k in cls.runs:
            for d in cls.man[k]:
                path = os.path.join(cls.dirs[k], d["file"])
                if d["format"] == "docx":
                    cls.texts[(k, d["file"])], cls.roots[(k, d["file"])] = docx_read(path)
                else:
                    with open(path, encoding="utf-8") as fh:
                        cls.texts[(k, d["file"])] = fh.read()
        cls.list_tokens = set()
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

    def ck(self, cond, msg=""):
        CHECKS[0] += 1
        self.assertTrue(cond, msg)

    # ------------------------------------------------------------------ determinism
    def test_deterministic_per_seed(self):
        a, b = self.dirs["a16"], self.dirs["b16"]
        fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
        self.ck(fa == fb, "file lists differ")
        for f in fa:
            with open(os.path.join(a, f), "rb") as x, open(os.path.join(b, f), "rb") as y:
                self.ck(x.read() == y.read(), f"{f} differs between two runs with the same seed")

    def test_other_seed_differs(self):
        va = [s["value"] for d in self.man["a16"] for s in d["sensitive"]]
        vc = [s["value"] for d in self.man["c31"] for s in d["sensitive"]]
        self.ck(va != vc, "seeds 16 and 31 give the same values")

    # ------------------------------------------------------------------ schema and coverage
    def test_manifest_schema(self):
        for k in self.runs:
            files = set(os.listdir(self.dirs[k]))
            self.ck(len(files) == 49 and "manifest.json" in files, f"{k}: {len(files)} files")
            self.ck(len(self.man[k]) == 48, f"{k}: {len(self.man[k])} entries")
            seen = set()
            for d in self.man[k]:
                f = d["file"]
                self.ck(set(d) == {"file", "lang", "kind", "format", "expect", "sensitive", "decoys"}, f)
                self.ck(f not in seen and f in files, f)
                seen.add(f)
                self.ck(re.fullmatch(r"\d{3}_[a-z_]+_(fr|ar|en|mixed)\.(txt|md|csv|docx)", f) is not None, f)
                self.ck(f.endswith("." + d["format"]) and f"_{d['kind']}_{d['lang']}." in f, f)
                self.ck(d["expect"] == "ok" and d["lang"] in LANGS and d["format"] in FORMATS, f)
                self.ck(len(d["sensitive"]) > 0 and len(d["decoys"]) > 0, f)
                pairs = [(s["type"], s["value"]) for s in d["sensitive"]]
                self.ck(len(pairs) == len(set(pairs)) and len(d["decoys"]) == len(set(d["decoys"])), f)
                for s in d["sensitive"]:
                    self.ck(set(s) == {"type", "value"} and s["type"] in TYPES, f)
                    self.ck(isinstance(s["value"], str) and s["value"] and s["value"] == s["value"].strip(), f)
                    if d["format"] != "txt":
                        self.ck("\n" not in s["value"], f"{f}: line break in a value outside .txt")
                for v in d["decoys"]:
                    self.ck(isinstance(v, str) and v.strip() == v and v, f)

    def test_kinds_are_new(self):
        used = set()
        if os.path.isfile(ALLKINDS):
            with open(ALLKINDS, encoding="utf-8") as fh:
                used = set(fh.read().split())
        kinds = {d["kind"] for d in self.man["a16"]}
        self.ck(len(kinds) == 16, f"{len(kinds)} kinds")
        # a list that holds every kind of this generator was made after it (from its manifests
        # too): it says nothing of whether these kinds were new when it was written
        if kinds <= used:
            used = set()
        for kind in kinds:
            self.ck(kind not in used, f"kind {kind} already used")
            for c in COVERED:
                self.ck(c not in kind, f"kind {kind} looks like a covered kind ({c})")

    def test_kinds_languages_formats_types(self):
        for k in self.runs:
            m = self.man[k]
            kinds = {}
            for d in m:
                kinds.setdefault(d["kind"], []).append(d["lang"])
            for kind, langs in kinds.items():
                self.ck(len(langs) == 3 and len(set(langs)) == 3, f"{kind}: {langs}")
            lc = {x: sum(d["lang"] == x for d in m) for x in LANGS}
            self.ck(all(n >= 8 for n in lc.values()), str(lc))
            self.ck(lc["fr"] > max(lc["ar"], lc["en"], lc["mixed"]), f"French is not the majority: {lc}")
            fc = {x: sum(d["format"] == x for d in m) for x in FORMATS}
            self.ck(all(10 <= n <= 14 for n in fc.values()), str(fc))
            counts, docs = {}, {}
            for d in m:
                for s in d["sensitive"]:
                    counts[s["type"]] = counts.get(s["type"], 0) + 1
                for t in {s["type"] for s in d["sensitive"]}:
                    docs[t] = docs.get(t, 0) + 1
            self.ck(set(counts) == TYPES, f"{k}: types {sorted(counts)}")
            for t in TYPES:
                self.ck(counts.get(t, 0) >= 5 and docs.get(t, 0) >= 3, f"{k}: {t} {counts.get(t)} values")
            self.ck(counts["HEALTH"] >= 150, f"{k}: only {counts['HEALTH']} HEALTH values")
            for lang in LANGS:
                self.ck(any(s["type"] == "HEALTH" for d in m if d["lang"] == lang for s in d["sensitive"]), lang)
            health = [s["value"] for d in m for s in d["sensitive"] if s["type"] == "HEALTH"]
            self.ck(any(re.search("[\u0600-\u06ff]", v) for v in health), "no Arabic HEALTH value")
            self.ck(sum(bool(re.search(r"\d.*(mg|g/dL|g/L|UI/L|ng/mL|U/mL|kUA/L|kUI/L|dB|/h|%)", v)) for v in health) >= 10,
                    "too few lab results with values and units")

    def test_variety_of_writing(self):
        vals = [s for k in self.runs for d in self.man[k] for s in d["sensitive"]]
        persons = [s["value"] for s in vals if s["type"] == "PERSON"]
        self.ck(any(re.search("[٠-٩]", s["value"]) for s in vals), "no Arabic-Indic digits")
        self.ck(any(re.search("[\u0600-\u06ff]", v) for v in persons), "no Arabic-script name")
        self.ck(any(re.fullmatch(r"[A-Z][A-Z ]{3,}, [A-Z][a-z]+", v) for v in persons), "no 'NOM, Prénom'")
        self.ck(any(v == v.lower() and re.search("[a-z]{4}", v) for v in persons), "no lower-case name")
        self.ck(any(len(tokens(v)) == 1 and re.search("[\u0600-\u06ff]", v) for v in persons), "no one-word Arabic name")
        self.ck(any(re.search(r"\b[A-Z]{4,}\b", v) for v in persons), "no name in capitals")
        phones = [s["value"] for s in vals if s["type"] == "PHONE"]
        self.ck(any(v.startswith("+216") for v in phones) and any(v[0].isdigit() for v in phones), "phone forms")
        self.ck(any("\n" in s["value"] for s in vals), "no value split over a line break")
        plates = [s["value"] for s in vals if s["type"] == "PLATE"]
        self.ck(any(" TU " in v for v in plates) and any("تونس" in v for v in plates), "plate forms")
        addr = " ".join(s["value"] for s in vals if s["type"] == "ADDRESS")
        for marker in ("Douar", "Résidence", "BP", "نهج"):
            self.ck(marker in addr, f"no address with {marker}")
        self.ck(len({s["value"] for s in vals if s["type"] == "DOB"}) >= 60, "DOB values repeat")
        self.ck(any(re.search("[a-zé]{3,} \\d{4}$", s["value"]) for s in vals if s["type"] == "DOB"), "no spelled month")

    def test_mixed_documents_mix_scripts(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                ar = bool(re.search("[\u0600-\u06ff]", t))
                lat = bool(re.search("[A-Za-zÀ-ÿ]{4,}", t))
                if d["lang"] == "mixed":
                    self.ck(ar and lat, d["file"])
                elif d["lang"] == "ar":
                    self.ck(ar and len(re.findall("[\u0600-\u06ff]", t)) > len(re.findall("[A-Za-z]", t)), d["file"])
                else:
                    self.ck(lat, d["file"])

    # ------------------------------------------------------------------ verbatim presence
    def test_values_and_decoys_verbatim(self):
        for k in self.runs:
            for d in self.man[k]:
                t = self.texts[(k, d["file"])]
                for s in d["sensitive"]:
                    self.ck(s["value"] in t, f"{k}/{d['file']}: a {s['type']} value is not in the text")
                for v in d["decoys"]:
                    self.ck(v in t, f"{k}/{d['file']}: decoy {v!r} not in the text")

    def test_docx_structure(self):
        tables = bold = split = 0
        for k in self.runs:
            for d in self.man[k]:
                if d["format"] != "docx":
                    continue
                root = self.roots[(k, d["file"])]
                self.ck(root.find(W + "body") is not None, d["file"])
                tables += len(list(root.iter(W + "tbl")))
                bold += len(list(root.iter(W + "b")))
                paras = self.texts[(k, d["file"])].split("\n")
                runs = [t.text or "" for t in root.iter(W + "t")]
                for v in [s["value"] for s in d["sensitive"]] + d["decoys"]:
                    self.ck(any(v in p for p in paras), f"{d['file']}: {v!r} not inside one paragraph")
                    split += not any(v in r for r in runs)
        self.ck(tables >= 10 and bold >= 50, f"tables={tables} bold={bold}")
        self.ck(split >= 5, f"only {split} values split across runs")

    # ------------------------------------------------------------------ checksums and shapes
    def test_checksums_and_shapes(self):
        for k in self.runs:
            for d in self.man[k]:
                for s in d["sensitive"]:
                    t, v, dg = s["type"], s["value"], digits(s["value"])
                    va = v.translate(TO_ASCII)
                    where = f"{k}/{d['file']}: {t}"
                    if t == "RIB":
                        self.ck(re.fullmatch(r"[\d \-]+", va) is not None and rib_ok(dg), where)
                    elif t == "IBAN":
                        self.ck(iban_ok(v) and rib_ok(dg[2:]), where)
                    elif t == "CARD":
                        self.ck(len(dg) == 16 and luhn_ok(dg) and dg[0] in "45", where)
                    elif t == "CIN":
                        self.ck(re.fullmatch(r"[01]\d{7}", va) is not None, where)
                    elif t == "TAX_ID":
                        m = re.fullmatch(r"(\d{7})[ /]?([A-Z])(?:/?([ABPDN])/?([MCPNE])/?(\d{3}))?", v)
                        self.ck(m is not None and m.group(2) not in "IOU", where)
                    elif t == "CNSS":
                        self.ck(re.fullmatch(r"\d{8}[ \-/]?\d{2}", v) is not None, where)
                    elif t == "PHONE":
                        a = va.lstrip("(")
                        if a.startswith("00216"):
                            nat = dg[5:]
                        elif a.startswith("+216"):
                            nat = dg[3:]
                        else:
                            nat = dg
                        self.ck(len(nat) == 8 and (nat[0] in MOBILE_FIRST or nat.startswith(FIXED_FIRST)), where)
                    elif t == "EMAIL":
                        self.ck(re.fullmatch(r"[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]{2,}", v) is not None, where)
                    elif t == "DOB":
                        years = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", va)]
                        self.ck(len(years) == 1 and 1930 <= years[0] <= 2022, where)
                    elif t == "PASSPORT":
                        self.ck(re.fullmatch(r"[A-Z]\d{6}|\d{2}[A-Z]{2}\d{5}|[A-Z]{2}\d{7}", v) is not None, where)
                    elif t == "PLATE":
                        self.ck(re.fullmatch(r"\d{2,3} ?(TU|Tunis|تونس) ?\d{1,4}|RS \d{5,6}", va) is not None, where)
                    elif t == "PERSON":
                        toks = tokens(v)
                        self.ck(bool(toks) and toks[0] not in TITLES, where)

    def test_decoy_lookalikes_fail_checksums(self):
        n16 = n20 = 0
        for k in self.runs:
            for d in self.man[k]:
                for v in d["decoys"]:
                    if re.fullmatch(r"[\d\s.\-]+", v):
                        dg = digits(v)
                        if len(dg) == 16:
                            n16 += 1
                            self.ck(not luhn_ok(dg), f"16-digit decoy passes Luhn in {d['file']}")
                        if len(dg) == 20:
                            n20 += 1
                            self.ck(not rib_ok(dg), f"20-digit decoy has a valid RIB key in {d['file']}")
        self.ck(n16 >= 6 and n20 >= 6, f"n16={n16} n20={n20}")

    def test_decoy_variety(self):
        decoys = [v for d in self.man["a16"] for v in d["decoys"]]
        self.ck(len(decoys) >= 250, f"{len(decoys)} decoys")
        self.ck(any(re.search(r"(article|الفصل|loi|Law)", v) for v in decoys), "no legal reference")
        self.ck(any(re.search(r"\d \d{3},\d{3} TND", v) for v in decoys), "no '3 701,283 TND' amount")
        self.ck(any(re.search(r"(TND|DT|dinars|دينار|د\.ت)", v) for v in decoys), "no amount")
        self.ck(any(re.search(r"(avenue|rue|شارع|نهج)", v) for v in decoys), "no street decoy")
        self.ck(any(re.search(r"(Hôpital|Institut|Tribunal|Banque|CNAM|مستشفى)", v) for v in decoys), "no institution")

    # ------------------------------------------------------------------ names
    def test_names_are_unknown(self):
        if not os.path.isdir(NAMES_DIR):
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
                        self.ck(t not in self.list_tokens, where + " is in a name list")
                        self.ck(t not in self.corpus_tokens, where + " is a corpus PERSON part")
                        self.ck(t not in self.source_tokens, where + " is a word of the generator")
        self.ck(n > 300, f"only {n} name parts")

    # ------------------------------------------------------------------ decoys vs values
    def test_decoys_do_not_overlap_sensitive(self):
        for k in self.runs:
            for d in self.man[k]:
                text = self.texts[(k, d["file"])]
                parts = set()
                spans = []
                for s in d["sensitive"]:
                    if s["type"] == "PERSON":
                        parts.update(name_parts(s["value"]))
                    spans += [(m.start(), m.end()) for m in re.finditer(re.escape(s["value"]), text)]
                for v in d["decoys"]:
                    cv = compact(v)
                    where = f"{k}/{d['file']}: decoy {v!r}"
                    for s in d["sensitive"]:
                        cs = compact(s["value"])
                        self.ck(cs not in cv and cv not in cs, where + " vs a sensitive value")
                    for m in re.finditer(re.escape(v), text):
                        self.ck(not any(a < m.end() and m.start() < b for a, b in spans), where + " overlaps a value")
                    self.ck(not (set(tokens(v)) & parts), where + " holds a name part")

    # ------------------------------------------------------------------ the shared scorer
    def _score(self, k, mask):
        if not os.path.isfile(SCORER):
            self.skipTest("shared scorer not found")
        out = tempfile.mkdtemp(dir=self.tmp)
        for d in self.man[k]:
            t = self.texts[(k, d["file"])]
            if mask:
                for v in sorted({s["value"] for s in d["sensitive"]}, key=len, reverse=True):
                    t = t.replace(v, "[X]")
            with open(os.path.join(out, d["file"] + ".masked.txt"), "w", encoding="utf-8") as fh:
                fh.write(t)
        p = subprocess.run([sys.executable, SCORER, "--manifest", os.path.join(self.dirs[k], "manifest.json"),
                            "--outputs", out, "--json"], capture_output=True, text=True, timeout=300)
        self.ck(p.returncode == 0, p.stderr[-500:])
        body = p.stdout.rstrip()
        return json.loads(body[:body.rfind("\n")])

    def test_scorer_unmasked_everything_leaks(self):
        for k in self.runs:
            res = self._score(k, mask=False)
            self.ck(res["leaked_total"] == res["sensitive_total"] > 0, f"{k}: a value is not seen by the scorer")
            self.ck(res["decoys_kept"] == res["decoys_total"] > 0, f"{k}: a decoy is not seen by the scorer")

    def test_scorer_perfect_mask(self):
        for k in self.runs:
            res = self._score(k, mask=True)
            self.ck(res["leaked_total"] == 0, f"{k}: leaks after masking every value: "
                                                f"{[(x['file'], x['type']) for x in res['leaks'][:5]]}")
            self.ck(res["decoys_kept"] == res["decoys_total"], f"{k}: a decoy dies when only values are masked")


if __name__ == "__main__":
    t0 = time.time()
    prog = unittest.main(verbosity=1, exit=False)
    r = prog.result
    ok = r.wasSuccessful()
    status = "OK" if ok else "FAILED"
    print(f"{status}: {CHECKS[0]} checks in {r.testsRun} tests, {len(r.failures)} failures, {len(r.errors)} errors, "
          f"{len(r.skipped)} skipped ({time.time() - t0:.1f}s)")
    sys.exit(0 if ok else 1)
