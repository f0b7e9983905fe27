#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Checks for gen_seventh.py (standard library only, a few seconds).

The generator is run as a command; every check below is re-implemented here rather than
imported from it: manifest shape, every value and decoy present verbatim in the document's
extracted text, checksums (RIB key, IBAN mod 97, Luhn) and shapes, decoys disjoint from values,
no name part known to Caviard's lists or the corpus, same seed -> same bytes, a refusal changes
only the documents of the refused name, and, when ../shared/eval/score.py exists, a perfect
masker scores recall 1.0 with every decoy kept while an unchanged text scores ~0.

    python3 tests/generalisation/test_gen_seventh.py
"""
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import unittest
import warnings
import zipfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, "gen_seventh.py")
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
SHARED = os.path.abspath(os.path.join(REPO, "..", "shared"))
SCORE = os.path.join(SHARED, "eval", "score.py")
CORPUS_MANIFEST = os.path.join(SHARED, "corpus", "manifest.json")
SEEDS = tuple(int(x) for x in os.environ.get("GEN7_SEEDS", "7,1234").split(","))
TYPES = {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS", "DOB",
         "ADDRESS", "PLATE", "HEALTH"}
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "الدين",
             "الحاج"}

_TMP = None
DIRS = {}


def run_gen(seed, out, *extra):
    subprocess.run([sys.executable, GEN, "--seed", str(seed), "--out", out, *extra], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(os.path.join(out, "manifest.json"), encoding="utf-8") as fh:
        return json.load(fh)


def setUpModule():
    global _TMP
    warnings.simplefilter("ignore", ResourceWarning)   # score.py reads outputs without closing them
    _TMP = tempfile.mkdtemp(prefix="gen7-test-")
    for s in SEEDS:
        d = os.path.join(_TMP, f"s{s}")
        DIRS[s] = (d, run_gen(s, d))


def tearDownModule():
    shutil.rmtree(_TMP, ignore_errors=True)


# ------------------------------------------------------------------ helpers (re-implemented)
def extract(path):
    if path.endswith(".docx"):
        with zipfile.ZipFile(path) as z:
            root = ET.fromstring(z.read("word/document.xml"))
        lines = []
        for p in root.iter(W + "p"):
            lines.append("".join(t.text or "" for t in p.iter(W + "t")))
        return "\n".join(lines)
    with open(path, "rb") as fh:
        return fh.read().decode("utf-8")


def ascii_digits(s):
    return s.translate({0x660 + i: str(i) for i in range(10)} | {0x6F0 + i: str(i) for i in range(10)})


def digits(s):
    return re.sub(r"\D", "", ascii_digits(s))


def norm(s):
    s = unicodedata.normalize("NFKC", ascii_digits(s))
    s = re.sub("[\u064B-\u065F\u0670\u0640\u200b-\u200f\u202a-\u202e\u2066-\u2069]", "", s)
    return re.sub(r"\s+", " ", s.casefold()).strip()


def fold(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub("[\u064B-\u065F\u0670\u0640]", "", s)
    s = s.translate(str.maketrans({"ة": "ه", "ى": "ي", "أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا"}))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return s.casefold().strip()


def person_parts(v):
    out = []
    for t in re.split(r"[\s\-]+", v):
        t = t.strip(".,;:()")
        if len(t) >= 3 and fold(t) not in PARTICLES:
            out.append(t)
    return out


def inside(a, b):
    """a occurs in b as whole words (normalised strings)."""
    return re.search(r"(?<![^\W_])" + re.escape(a) + r"(?![^\W_])", b) is not None


def rib_valid(d):
    return len(d) == 20 and (int(d[:18]) * 100 + int(d[18:])) % 97 == 0


def iban_valid(s):
    s = re.sub(r"\s", "", s).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{8,30}", s):
        return False
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def luhn(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch) * (2 if i % 2 else 1)
        tot += d - 9 if d > 9 else d
    return tot % 10 == 0


def is_ar(s):
    return any("\u0600" <= c <= "\u06ff" for c in s)


def part_pattern(tok):
    body = re.escape(tok)
    if is_ar(tok):
        body = "(?:[\u0648\u0628\u0644\u0641\u0643]|\u0644\u0644)?" + body
    return re.compile(r"(?<![^\W\d_])" + body + r"(?![^\W\d_])", re.I)


def perfect_mask(text, entry):
    for v in sorted({s["value"] for s in entry["sensitive"]}, key=len, reverse=True):
        text = re.sub(re.escape(v), "[MASK]", text, flags=re.I)
    for s in entry["sensitive"]:
        if s["type"] == "PERSON":
            for t in person_parts(s["value"]):
                text = part_pattern(t).sub("[MASK]", text)
    return text


def load_refused():
    ref = set()
    for fn in sorted(os.listdir(NAMES_DIR)):
        if fn.endswith(".txt"):
            with open(os.path.join(NAMES_DIR, fn), encoding="utf-8") as fh:
                for line in fh:
                    line = line.strip()
                    if line and not line.startswith("#"):
                        ref.add(fold(line))
                        ref.update(fold(t) for t in re.split(r"[\s\-']+", line) if t)
    if os.path.exists(CORPUS_MANIFEST):
        with open(CORPUS_MANIFEST, encoding="utf-8") as fh:
            for d in json.load(fh):
                for s in d["sensitive"]:
                    if s["type"] == "PERSON":
                        ref.update(fold(t.strip(".,;:()")) for t in re.split(r"[\s\-]+", s["value"]) if t)
    return ref


def docs(seed):
    d, man = DIRS[seed]
    for e in man:
        yield e, extract(os.path.join(d, e["file"]))


# ------------------------------------------------------------------ tests
class ManifestFormat(unittest.TestCase):
    def test_shape(self):
        for seed in SEEDS:
            d, man = DIRS[seed]
            self.assertEqual(len(man), 48)
            kinds, langs, fmts, types = {}, set(), set(), set()
            for e in man:
                self.assertEqual(set(e), {"file", "lang", "kind", "format", "expect", "sensitive", "decoys"})
                self.assertEqual(e["expect"], "ok")
                self.assertRegex(e["file"], r"^\d{3}_[a-z_]+_(fr|ar|en|mixed)\.(txt|md|csv|docx)$")
                self.assertTrue(e["file"].endswith("." + e["format"]))
                self.assertTrue(os.path.isfile(os.path.join(d, e["file"])))
                self.assertGreater(len(e["sensitive"]), 3, e["file"])
                self.assertGreater(len(e["decoys"]), 0, e["file"])
                for s in e["sensitive"]:
                    self.assertEqual(set(s), {"type", "value"})
                    self.assertIn(s["type"], TYPES)
                    self.assertTrue(s["value"].strip())
                    types.add(s["type"])
                for v in e["decoys"]:
                    self.assertIsInstance(v, str)
                    self.assertTrue(v.strip())
                kinds[e["kind"]] = kinds.get(e["kind"], 0) + 1
                langs.add(e["lang"])
                fmts.add(e["format"])
            self.assertEqual(len(kinds), 16)
            self.assertTrue(all(n == 3 for n in kinds.values()))
            self.assertEqual(langs, {"fr", "ar", "en", "mixed"})
            self.assertEqual(fmts, {"txt", "md", "csv", "docx"})
            self.assertEqual(types, TYPES)
            files = [e["file"] for e in man]
            self.assertEqual(len(files), len(set(files)))
            with zipfile.ZipFile(os.path.join(d, next(f for f in files if f.endswith(".docx")))) as z:
                self.assertIn("[Content_Types].xml", z.namelist())
                self.assertIsNone(z.testzip())


class ValuesPresent(unittest.TestCase):
    def test_values_and_decoys_verbatim(self):
        for seed in SEEDS:
            for e, text in docs(seed):
                for s in e["sensitive"]:
                    self.assertIn(s["value"], text, f"{seed} {e['file']} {s['type']}")
                for v in e["decoys"]:
                    self.assertIn(v, text, f"{seed} {e['file']} decoy")

    def test_arabic_prose_in_ar_and_mixed(self):
        for seed in SEEDS:
            for e, text in docs(seed):
                n_ar = len(re.findall(r"[\u0621-\u064a]{2,}", text))
                if e["lang"] in ("ar", "mixed"):
                    self.assertGreater(n_ar, 15, e["file"])
                if e["lang"] == "mixed":
                    self.assertGreater(len(re.findall(r"\b[A-Za-zÀ-ÿ]{3,}\b", text)), 15, e["file"])


class Checksums(unittest.TestCase):
    def test_values(self):
        for seed in SEEDS:
            for e, _ in docs(seed):
                for s in e["sensitive"]:
                    v, t, d = s["value"], s["type"], digits(s["value"])
                    msg = f"{e['file']} {t} {v!r}"
                    if t == "RIB":
                        self.assertTrue(rib_valid(d), msg)
                    elif t == "IBAN":
                        self.assertTrue(iban_valid(ascii_digits(v)), msg)
                        if v.replace(" ", "").startswith("TN"):
                            self.assertTrue(re.sub(r"\s", "", v).startswith("TN59"), msg)
                            self.assertTrue(rib_valid(d[2:]), msg)
                    elif t == "CARD":
                        self.assertEqual(len(d), 16, msg)
                        self.assertTrue(luhn(d), msg)
                    elif t == "CIN":
                        self.assertRegex(d, r"^[01]\d{7}$", msg)
                    elif t == "CNSS":
                        self.assertEqual(len(d), 10, msg)
                    elif t == "TAX_ID":
                        self.assertRegex(v, r"^\d{7}[ /]?[A-Z]?([ /]?[APBDN])?([ /]?[MPCNE])?([ /]?000)?$", msg)
                        self.assertRegex(v, r"[A-Z]", msg)
                    elif t == "PHONE":
                        self.assertTrue(8 <= len(d) <= 13, msg)
                        if len(d) > 8 and d.startswith("00216"):
                            self.assertEqual(len(d), 13, msg)
                        elif len(d) > 8 and d.startswith("216"):
                            self.assertEqual(len(d), 11, msg)
                        elif len(d) == 8:
                            self.assertIn(d[0], "2345679", msg)
                    elif t == "PLATE":
                        self.assertRegex(ascii_digits(v), r"^(\d{2,3} ?(TU|تونس) ?\d{1,4}|RS \d{5,6}|\d{5,6} ن ت)$", msg)
                    elif t == "EMAIL":
                        self.assertRegex(v, r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$", msg)
                    elif t == "PASSPORT":
                        self.assertRegex(v, r"^[A-Z0-9 ]{7,10}$", msg)
                    elif t == "DOB":
                        self.assertTrue(re.search(r"(19[3-9]\d|200\d)$|^(19[3-9]\d|200\d)|/\d\d$", ascii_digits(v)), msg)

    def test_decoy_lookalikes_fail_checks(self):
        for seed in SEEDS:
            n20 = n16 = 0
            for e, _ in docs(seed):
                for v in e["decoys"]:
                    d = digits(v)
                    only_num = re.fullmatch(r"[\d\s.\-]+", ascii_digits(v)) is not None
                    if only_num and len(d) == 20:
                        n20 += 1
                        self.assertFalse(rib_valid(d), v)
                    if only_num and len(d) == 16:
                        n16 += 1
                        self.assertFalse(luhn(d), v)
                    self.assertFalse(re.fullmatch(r"[A-Z]{2}\d\d[\dA-Z ]{10,}", v) and iban_valid(v), v)
            self.assertGreater(n20, 0)
            self.assertGreater(n16, 0)


class Disjoint(unittest.TestCase):
    def test_decoys_not_values(self):
        for seed in SEEDS:
            for e, _ in docs(seed):
                vals = [norm(s["value"]) for s in e["sensitive"]]
                parts = [fold(t) for s in e["sensitive"] if s["type"] == "PERSON" for t in person_parts(s["value"])]
                for dcy in e["decoys"]:
                    nd = norm(dcy)
                    for nv in vals:
                        self.assertFalse(inside(nd, nv), f"{e['file']} decoy {dcy!r} inside value {nv!r}")
                        self.assertFalse(inside(nv, nd), f"{e['file']} value {nv!r} inside decoy {dcy!r}")
                    words = {fold(w) for w in re.findall(r"[^\W\d_]+", dcy)}
                    self.assertFalse(words & set(parts), f"{e['file']} decoy {dcy!r} holds a name part")


class Names(unittest.TestCase):
    def test_no_refused_part(self):
        refused = load_refused()
        self.assertGreater(len(refused), 1000)
        for seed in SEEDS:
            for e, _ in docs(seed):
                for s in e["sensitive"]:
                    if s["type"] != "PERSON":
                        continue
                    for t in person_parts(s["value"]):
                        if re.fullmatch(r"[A-Z]\.", t):
                            continue
                        f = fold(t)
                        self.assertNotIn(f, refused, f"{e['file']} {s['value']!r}")
                        if is_ar(f) and f.startswith("ال"):
                            self.assertNotIn(f[2:], refused, f"{e['file']} {s['value']!r}")

    def test_both_scripts(self):
        for seed in SEEDS:
            ar = lat = 0
            for e, _ in docs(seed):
                for s in e["sensitive"]:
                    if s["type"] == "PERSON":
                        ar += is_ar(s["value"])
                        lat += not is_ar(s["value"])
            self.assertGreater(ar, 40)
            self.assertGreater(lat, 60)


class Determinism(unittest.TestCase):
    @staticmethod
    def _bytes(d):
        out = {}
        for fn in sorted(os.listdir(d)):
            with open(os.path.join(d, fn), "rb") as fh:
                out[fn] = fh.read()
        return out

    def test_same_seed_same_bytes(self):
        again = os.path.join(_TMP, "again")
        run_gen(SEEDS[0], again)
        self.assertEqual(self._bytes(DIRS[SEEDS[0]][0]), self._bytes(again))

    def test_other_seed_other_documents(self):
        a, b = self._bytes(DIRS[SEEDS[0]][0]), self._bytes(DIRS[SEEDS[1]][0])
        self.assertEqual(set(a), set(b))
        self.assertTrue(all(a[k] != b[k] for k in a))

    def test_refusal_changes_only_that_document(self):
        """Add one generated family name to a copy of the name lists: only documents that held
        that name may change."""
        d, man = DIRS[SEEDS[0]]
        target = None
        for e in man:
            for s in e["sensitive"]:
                if s["type"] == "PERSON" and not is_ar(s["value"]):
                    target = (e["file"], person_parts(s["value"])[-1])
                    break
            if target:
                break
        names = os.path.join(_TMP, "names")
        shutil.copytree(NAMES_DIR, names)
        with open(os.path.join(names, "last_latin.txt"), "a", encoding="utf-8") as fh:
            fh.write("\n" + target[1] + "\n")
        out = os.path.join(_TMP, "refused")
        man2 = run_gen(SEEDS[0], out, "--names-dir", names, "--corpus-manifest", CORPUS_MANIFEST)
        a, b = self._bytes(d), self._bytes(out)
        changed = sorted(k for k in a if k != "manifest.json" and a[k] != b[k])
        holders = {e["file"] for e in man for s in e["sensitive"]
                   if s["type"] == "PERSON" and fold(target[1]) in {fold(t) for t in person_parts(s["value"])}}
        self.assertIn(target[0], changed)
        self.assertTrue(set(changed) <= holders, (changed, holders))
        self.assertNotIn(fold(target[1]), {fold(t) for e in man2 for s in e["sensitive"] if s["type"] == "PERSON"
                                           for t in person_parts(s["value"])})


@unittest.skipUnless(os.path.exists(SCORE), "score.py not found")
class Scorer(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        spec = importlib.util.spec_from_file_location("caviard_score", SCORE)
        cls.score = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(cls.score)

    def _run(self, seed, masker):
        d, man = DIRS[seed]
        outdir = tempfile.mkdtemp(dir=_TMP)
        for e in man:
            text = extract(os.path.join(d, e["file"]))
            with open(os.path.join(outdir, e["file"] + ".masked.txt"), "w", encoding="utf-8") as fh:
                fh.write(masker(text, e))
        return self.score.score(man, d, outputs=outdir)

    def test_perfect_masker(self):
        for seed in SEEDS:
            res = self._run(seed, perfect_mask)
            self.assertEqual(res["recall"], 1.0, res["leaks"][:5])
            self.assertEqual(res["decoy_survival"], 1.0,
                             [(x["file"], x["decoys_destroyed"]) for x in res["documents"] if x.get("decoys_destroyed")])

    def test_identity_masker(self):
        for seed in SEEDS:
            res = self._run(seed, lambda t, e: t)
            self.assertLessEqual(res["recall"], 0.01)
            self.assertEqual(res["decoy_survival"], 1.0)


if __name__ == "__main__":
    unittest.main(verbosity=2)
