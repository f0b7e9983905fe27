#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Checks for gen_eighth.py (held-out generator, seed 8 by default).

    python3 tests/generalisation/test_gen_eighth.py

Runs the generator three times (seed 8 twice, seed 9 once) into a temporary
directory and checks determinism, the manifest, that every labelled value is in
its document verbatim, checksums, invented names, and decoys that stay clear of
the sensitive values.  Standard library only; the checks re-implement their own
normalisation rather than importing the generator's.
"""
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import unittest
import xml.etree.ElementTree as ET
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, "gen_eighth.py")
REPO = os.path.dirname(os.path.dirname(HERE))
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
CORPUS_MANIFEST = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))

TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
KINDS = {"court_judgment", "employment_certificate", "bank_guarantee", "telemedicine_note",
         "occupational_health", "transcript_request", "supplier_onboarding", "leave_request", "car_rental",
         "mobile_subscription", "microfinance_file", "hall_booking", "expense_report", "data_access_request",
         "agm_minutes", "transfer_order"}
LANGS = {"fr", "ar", "en", "mixed"}
FORMATS = {"txt", "md", "csv", "docx"}
PARTICLES = {"ben", "bent", "ibn", "el", "بن", "بنت", "ابن"}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
CLITIC = r"(?:[\u0648\u0628\u0644\u0641\u0643]|\u0644\u0644)?"   # و ب ل ف ك or لل glued to an Arabic word
AR_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


# ------------------------------------------------------------------ helpers
def document_text(path):
    """Text as an extractor sees it: the file itself, or for .docx one line per paragraph
    (the concatenated runs of word/document.xml)."""
    if path.endswith(".docx"):
        with zipfile.ZipFile(path) as z:
            root = ET.fromstring(z.read("word/document.xml"))
        return "\n".join("".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p"))
    with open(path, encoding="utf-8") as f:
        return f.read()


def norm(s):
    s = unicodedata.normalize("NFKC", s).translate(AR_DIGITS)
    return re.sub(r"\s+", " ", s.casefold()).strip()


def value_pattern(value):
    """Find a value in normalised text; spaces, dots, dashes and slashes may vary inside digit
    runs, punctuation may vary between words; no gluing to neighbouring digits/letters."""
    nv = norm(value)
    parts, prev_alnum = [], False
    for chunk in re.findall(r"\d+|[^\W\d_]+|[^\w]+|_+", nv):
        if chunk[0].isalnum():
            if prev_alnum:
                parts.append(r"[\s.\-/]{0,3}")
            parts.append(r"[\s.\-/]{0,3}".join(chunk) if chunk[0].isdigit() else re.escape(chunk))
            prev_alnum = True
        elif parts:
            parts.append(r"[\W_]{0,4}")
            prev_alnum = False
    while parts and parts[-1] == r"[\W_]{0,4}":
        parts.pop()
    alnum = [c for c in nv if c.isalnum()]
    start = r"(?<!\d)" if alnum[0].isdigit() else r"(?<![^\W\d_])"
    if "\u0600" <= alnum[0] <= "\u06ff":
        start += CLITIC
    end = r"(?!\d)" if alnum[-1].isdigit() else r"(?![^\W\d_])"
    return re.compile(start + "".join(parts) + end)


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c) and c != "\u0640")
    s = s.casefold().replace("ة", "ه").replace("ى", "ي").strip(".,;:'’()")
    if re.search("[\u0600-\u06ff]", s) and s.startswith("ال") and len(s) > 4:
        s = s[2:]
    return s


def name_parts(value):
    out = []
    for t in re.split(r"[\s\-]+", value):
        t = t.strip(".,;:()")
        if len(fold(t)) >= 3 and fold(t) not in PARTICLES:
            out.append(t)
    return out


def rib_ok(digits):
    return len(digits) == 20 and int(digits) % 97 == 0


def iban_ok(iban):
    s = re.sub(r"\s", "", iban).upper()
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def spans(pattern, text):
    return [m.span() for m in pattern.finditer(text)]


def covered(span, cover):
    return any(a <= span[0] and span[1] <= b for a, b in cover)


def overlapping(span, cover):
    return any(span[0] < b and a < span[1] for a, b in cover)


# ------------------------------------------------------------------ tests
class GenEighthTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="gen8_test_")
        cls.dirs = {}
        for label, seed in (("a", 8), ("b", 8), ("c", 9)):
            out = os.path.join(cls.tmp, label)
            subprocess.run([sys.executable, GEN, "--seed", str(seed), "--out", out], check=True,
                           capture_output=True)
            cls.dirs[label] = out
        with open(os.path.join(cls.dirs["a"], "manifest.json"), encoding="utf-8") as f:
            cls.manifest = json.load(f)
        cls.texts = {e["file"]: document_text(os.path.join(cls.dirs["a"], e["file"])) for e in cls.manifest}

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def values(self, typ):
        return [(e["file"], s["value"]) for e in self.manifest for s in e["sensitive"] if s["type"] == typ]

    # ---- determinism
    def test_same_seed_gives_identical_bytes(self):
        a, b = sorted(os.listdir(self.dirs["a"])), sorted(os.listdir(self.dirs["b"]))
        self.assertEqual(a, b)
        for name in a:
            with open(os.path.join(self.dirs["a"], name), "rb") as fa, \
                    open(os.path.join(self.dirs["b"], name), "rb") as fb:
                self.assertEqual(fa.read(), fb.read(), name)

    def test_other_seed_gives_other_documents(self):
        a, c = sorted(os.listdir(self.dirs["a"])), sorted(os.listdir(self.dirs["c"]))
        self.assertEqual(a, c)     # same plan, same file names
        for name in a:
            with open(os.path.join(self.dirs["a"], name), "rb") as fa, \
                    open(os.path.join(self.dirs["c"], name), "rb") as fc:
                self.assertNotEqual(fa.read(), fc.read(), name)

    # ---- manifest
    def test_manifest_shape(self):
        self.assertEqual(len(self.manifest), 48)
        self.assertEqual(len({e["file"] for e in self.manifest}), 48)
        for e in self.manifest:
            self.assertEqual(set(e), {"file", "lang", "kind", "format", "expect", "sensitive", "decoys"}, e["file"])
            self.assertEqual(e["expect"], "ok")
            self.assertIn(e["lang"], LANGS)
            self.assertIn(e["format"], FORMATS)
            self.assertIn(e["kind"], KINDS)
            self.assertTrue(e["file"].endswith("." + e["format"]), e["file"])
            self.assertTrue(os.path.isfile(os.path.join(self.dirs["a"], e["file"])), e["file"])
            self.assertTrue(e["sensitive"] and e["decoys"], e["file"])
            for s in e["sensitive"]:
                self.assertEqual(set(s), {"type", "value"})
                self.assertIn(s["type"], TYPES)
                self.assertTrue(isinstance(s["value"], str) and s["value"].strip())
            for v in e["decoys"]:
                self.assertTrue(isinstance(v, str) and v.strip())

    def test_every_kind_has_three_variants(self):
        kinds = collections.Counter(e["kind"] for e in self.manifest)
        self.assertEqual(set(kinds), KINDS)
        self.assertTrue(all(n == 3 for n in kinds.values()), kinds)
        self.assertEqual({e["format"] for e in self.manifest}, FORMATS)
        self.assertEqual({e["lang"] for e in self.manifest}, LANGS)

    def test_every_entity_type_is_present(self):
        self.assertEqual({s["type"] for e in self.manifest for s in e["sensitive"]}, TYPES)

    def test_docx_files_are_well_formed(self):
        for e in self.manifest:
            if e["format"] != "docx":
                continue
            with zipfile.ZipFile(os.path.join(self.dirs["a"], e["file"])) as z:
                self.assertIsNone(z.testzip())
                self.assertIn("[Content_Types].xml", z.namelist())
                self.assertTrue(all(i.date_time == z.infolist()[0].date_time for i in z.infolist()))
                ET.fromstring(z.read("word/document.xml"))

    # ---- values in the documents
    def test_values_appear_verbatim(self):
        for e in self.manifest:
            text = self.texts[e["file"]]
            for s in e["sensitive"]:
                self.assertIn(s["value"], text, (e["file"], s))
            for v in e["decoys"]:
                self.assertIn(v, text, (e["file"], v))

    def test_decoys_stay_clear_of_sensitive_values(self):
        for e in self.manifest:
            text = norm(self.texts[e["file"]])
            cover = [sp for s in e["sensitive"] for sp in spans(value_pattern(s["value"]), text)]
            for v in e["decoys"]:
                for s in e["sensitive"]:
                    self.assertIsNone(value_pattern(v).search(norm(s["value"])), (e["file"], v, s))
                    self.assertIsNone(value_pattern(s["value"]).search(norm(v)), (e["file"], v, s))
                free = [sp for sp in spans(value_pattern(v), text) if not overlapping(sp, cover)]
                self.assertTrue(free, (e["file"], v))

    # ---- checksums and shapes
    def test_rib_keys(self):
        for f, v in self.values("RIB"):
            self.assertTrue(rib_ok(re.sub(r"\D", "", v.translate(AR_DIGITS))), (f, v))

    def test_iban_check_digits(self):
        for f, v in self.values("IBAN"):
            self.assertTrue(iban_ok(v), (f, v))
            compact = re.sub(r"\s", "", v)
            if compact.startswith("TN"):
                self.assertTrue(compact.startswith("TN59") and len(compact) == 24, (f, v))
                self.assertTrue(rib_ok(compact[4:]), (f, v))

    def test_card_numbers_pass_luhn(self):
        for f, v in self.values("CARD"):
            digits = re.sub(r"\D", "", v)
            self.assertEqual(len(digits), 16, (f, v))
            self.assertTrue(luhn_ok(digits), (f, v))

    def test_number_decoys_fail_their_checksum(self):
        seen = collections.Counter()
        for e in self.manifest:
            for v in e["decoys"]:
                if not re.fullmatch(r"[\d ]+", v):
                    continue
                digits = v.replace(" ", "")
                if len(digits) == 20:
                    seen["rib"] += 1
                    self.assertFalse(rib_ok(digits), (e["file"], v))
                elif len(digits) == 16:
                    seen["card"] += 1
                    self.assertFalse(luhn_ok(digits), (e["file"], v))
        self.assertTrue(seen["rib"] and seen["card"], seen)

    def test_identifier_shapes(self):
        for f, v in self.values("CIN"):
            self.assertRegex(v, r"^\d{8}$", f)
        for f, v in self.values("CNSS"):
            self.assertRegex(v, r"^\d{8}[-/ .]?\d{2}$", f)
        for f, v in self.values("TAX_ID"):
            self.assertRegex(v, r"^\d{7}[ /]?[A-Z]", f)

    # ---- names
    def test_name_parts_are_not_in_the_name_lists_or_the_corpus(self):
        blocked = set()
        for fn in sorted(os.listdir(NAMES_DIR)):
            if fn.endswith(".txt"):
                with open(os.path.join(NAMES_DIR, fn), encoding="utf-8") as f:
                    for line in f:
                        line = line.split("#", 1)[0].strip()
                        blocked.update(fold(t) for t in re.split(r"[\s,;|/\-]+", line) if t)
        if os.path.exists(CORPUS_MANIFEST):
            with open(CORPUS_MANIFEST, encoding="utf-8") as f:
                for entry in json.load(f):
                    for s in entry.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            blocked.update(fold(t) for t in re.split(r"[\s\-]+", s["value"]) if t)
        parts = {p for _, v in self.values("PERSON") for p in name_parts(v)}
        self.assertGreater(len(parts), 100)
        bad = sorted(p for p in parts if fold(p) in blocked)
        self.assertEqual(bad, [])

    def test_name_parts_occur_only_inside_labelled_values(self):
        """No name part is also an ordinary word of a document: every whole-word occurrence of a
        PERSON part lies inside some labelled sensitive value."""
        for e in self.manifest:
            text = norm(self.texts[e["file"]])
            cover = [sp for s in e["sensitive"] for sp in spans(value_pattern(s["value"]), text)]
            for s in e["sensitive"]:
                if s["type"] != "PERSON":
                    continue
                for part in name_parts(s["value"]):
                    clitic = CLITIC if re.search("[\u0600-\u06ff]", part) else ""
                    word = re.compile(r"(?<![^\W\d_])" + clitic + re.escape(norm(part)) + r"(?![^\W\d_])")
                    for sp in spans(word, text):
                        self.assertTrue(covered(sp, cover), (e["file"], part, text[max(0, sp[0] - 40):sp[1] + 40]))


if __name__ == "__main__":
    unittest.main(verbosity=1)
