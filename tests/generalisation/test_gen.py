#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Checks of the generalisation set generator (standard library only):

    python3 tests/generalisation/test_gen.py

The set is generated once into a temporary directory and read back independently of gen.py's
own bookkeeping: values in their documents, names unknown to Caviard, checksums valid, docx
readable, output identical for one seed.
"""
import json
import os
import random
import re
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ET
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
PARTICLES = {"ben", "bent", "بن", "بنت"}
BANK_CODES = {c for c, _ in gen.TN_BANKS}


def doc_text(path):
    if path.endswith(".docx"):
        with zipfile.ZipFile(path) as z:
            root = ET.fromstring(z.read("word/document.xml"))
        return "\n".join("".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p"))
    with open(path, encoding="utf-8") as f:
        return f.read()


def tree_bytes(d):
    out = {}
    for fn in sorted(os.listdir(d)):
        with open(os.path.join(d, fn), "rb") as f:
            out[fn] = f.read()
    return out


class GeneratedSet(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.out = os.path.join(cls.tmp.name, "a")
        cls.corpus = os.path.join(gen.REPO, "..", "shared", "corpus", "manifest.json")
        gen.generate(7, cls.out, 80, gen.REPO, cls.corpus)
        with open(os.path.join(cls.out, "manifest.json"), encoding="utf-8") as f:
            cls.manifest = json.load(f)
        cls.texts = {d["file"]: doc_text(os.path.join(cls.out, d["file"])) for d in cls.manifest}

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def values(self, typ):
        return [s["value"] for d in self.manifest for s in d["sensitive"] if s["type"] == typ]

    def test_size_kinds_languages_formats(self):
        self.assertEqual(len(self.manifest), 80)
        self.assertEqual(sorted(os.listdir(self.out)), sorted([d["file"] for d in self.manifest] + ["manifest.json"]))
        self.assertEqual({d["lang"] for d in self.manifest}, {"fr", "ar", "en", "mixed"})
        self.assertEqual({d["format"] for d in self.manifest}, {"txt", "md", "csv", "docx"})
        self.assertEqual({d["kind"] for d in self.manifest}, set(gen.KINDS))
        types = {s["type"] for d in self.manifest for s in d["sensitive"]}
        self.assertEqual(types, {"PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID",
                                 "CNSS", "DOB", "ADDRESS", "PLATE", "HEALTH"})

    def test_every_value_and_decoy_is_in_its_document_as_written(self):
        for d in self.manifest:
            t = self.texts[d["file"]]
            self.assertEqual(d["expect"], "ok")
            self.assertTrue(d["sensitive"] and d["decoys"], d["file"])
            for s in d["sensitive"]:
                self.assertIn(s["value"], t, d["file"])
            for v in d["decoys"]:
                self.assertIn(v, t, d["file"])

    def test_no_name_part_is_known_to_caviard_or_the_corpus(self):
        forbidden = gen.load_forbidden(gen.REPO, self.corpus)
        self.assertGreater(len(forbidden), 5000)
        for v in self.values("PERSON"):
            for part in re.split(r"[\s\-]+", v):
                if part.casefold() in PARTICLES or re.fullmatch(r"\w\.", part):
                    continue
                self.assertNotIn(gen.fold(part), forbidden, v)
                self.assertNotIn(gen.fold(gen.strip_accents(part)), forbidden, v)

    def test_names_in_both_scripts(self):
        names = self.values("PERSON")
        self.assertTrue(any(re.search("[\u0600-\u06ff]", n) for n in names))
        self.assertTrue(any(re.search(r" بن | بنت ", n) for n in names), "Arabic filiation chains")
        self.assertTrue(any(re.search(r" (ben|bent) ", n) for n in names), "Latin filiation chains")
        self.assertTrue(any(re.fullmatch(r"[A-ZÈ ]+ [A-Z][a-zè]+", n) for n in names), "NOM Prénom")

    def test_rib_iban_card_checksums(self):
        ribs = self.values("RIB")
        self.assertGreater(len(ribs), 20)
        for v in ribs:
            d = re.sub(r"\D", "", v)
            self.assertEqual(len(d), 20, v)
            self.assertEqual(int(d) % 97, 0, v)
            self.assertIn(d[:2], BANK_CODES, v)
        ibans = self.values("IBAN")
        self.assertTrue(any(not v.startswith("TN") for v in ibans))
        for v in ibans:
            c = re.sub(r"\s", "", v)
            self.assertTrue(gen.iban_valid(c), v)
            if c.startswith("TN"):
                self.assertTrue(c.startswith("TN59") and int(c[4:]) % 97 == 0, v)
        for v in self.values("CARD"):
            self.assertTrue(gen.luhn_ok(re.sub(r"\D", "", v)), v)

    def test_decoy_look_alikes_fail_their_checksum(self):
        decoys = [v for d in self.manifest for v in d["decoys"]]
        bad_ribs = [v for v in decoys if re.fullmatch(r"[\d ]+", v) and len(re.sub(r"\D", "", v)) == 20]
        bad_cards = [v for v in decoys if re.fullmatch(r"\d{4} \d{4} \d{4} \d{4}", v)]
        bad_ibans = [v for v in decoys if re.fullmatch(r"[A-Z]{2}\d\d( [\dA-Z]{1,4})+", v)]
        self.assertTrue(bad_ribs and bad_cards and bad_ibans)
        for v in bad_ribs:
            self.assertNotEqual(int(re.sub(r"\D", "", v)) % 97, 0, v)
        for v in bad_cards:
            self.assertFalse(gen.luhn_ok(re.sub(r"\D", "", v)), v)
        for v in bad_ibans:
            self.assertFalse(gen.iban_valid(v.replace(" ", "")), v)

    def test_mrz_check_digits(self):
        lines = [v for v in self.values("PASSPORT") if len(v) == 44]
        self.assertTrue(lines)
        for l in lines:
            self.assertEqual(l[9], gen.mrz_digit(l[0:9]))
            self.assertEqual(l[19], gen.mrz_digit(l[13:19]))
            self.assertEqual(l[27], gen.mrz_digit(l[21:27]))
            self.assertEqual(l[43], gen.mrz_digit(l[0:10] + l[13:20] + l[21:43]))
        # a published ICAO 9303 example: L898902C3 has check digit 6, 740812 has 2
        self.assertEqual(gen.mrz_digit("L898902C3"), "6")
        self.assertEqual(gen.mrz_digit("740812"), "2")

    def test_other_identifier_shapes(self):
        for v in self.values("CIN"):
            self.assertRegex(v, r"^[0-9٠-٩]{8}$")
        for v in self.values("TAX_ID"):
            self.assertRegex(v, r"^\d{7}[ /]?[A-HJ-NP-TV-Z]([ /]?[APBDN][ /]?[MPCNE][ /]?000)?$")
        for v in self.values("PLATE"):
            self.assertRegex(v, r"^[\d٠-٩]{3} ?(TU|تونس) ?[\d٠-٩]{1,4}$")
        for v in self.values("EMAIL"):
            self.assertRegex(v, r"^[a-z0-9._\-]+@[a-z0-9.\-]+\.[a-z]+$")

    def test_same_seed_same_bytes_other_seed_other_set(self):
        again = os.path.join(self.tmp.name, "b")
        gen.generate(7, again, 80, gen.REPO, self.corpus)
        self.assertEqual(tree_bytes(self.out), tree_bytes(again))
        other = os.path.join(self.tmp.name, "c")
        gen.generate(8, other, 80, gen.REPO, self.corpus)
        self.assertNotEqual(tree_bytes(self.out)["manifest.json"], tree_bytes(other)["manifest.json"])

    def test_refuses_forbidden_names(self):
        first = gen.NameMaker(random.Random(1), set())
        made = [first.first(i % 2 == 0)[0] for i in range(30)] + [first.family()[0] for _ in range(30)]
        forbidden = {gen.fold(n) for n in made}
        second = gen.NameMaker(random.Random(1), forbidden)
        again = [second.first(i % 2 == 0)[0] for i in range(30)] + [second.family()[0] for _ in range(30)]
        self.assertFalse(forbidden & {gen.fold(n) for n in again})
        self.assertGreater(second.refused, 0)

    def test_held_out_names_come_from_the_list_and_are_unknown(self):
        out = os.path.join(self.tmp.name, "held")
        gen.generate(7, out, 80, gen.REPO, self.corpus, names="held-out")
        with open(os.path.join(out, "manifest.json"), encoding="utf-8") as f:
            held = json.load(f)
        with open(gen.HELD_OUT, encoding="utf-8") as f:
            lines = f.read().splitlines()
        self.assertTrue(any("Licence: MIT" in l for l in lines if l.startswith("#")))
        listed = {l.split("\t")[1] for l in lines if l and not l.startswith("#")}
        known = {gen.loose(w) for w in gen.load_forbidden(gen.REPO, self.corpus)}
        parts = [t for d in held for s in d["sensitive"] if s["type"] == "PERSON" and re.search("[\u0600-\u06ff]", s["value"])
                 for t in s["value"].split() if t not in PARTICLES]
        self.assertGreater(len(parts), 100)
        for t in parts:
            self.assertIn(t, listed)
            self.assertNotIn(gen.loose(t), known, t)
        # same documents otherwise: the Latin names and every other value are those of the invented set
        lat = lambda m: [s for d in m for s in d["sensitive"] if not re.search("[\u0600-\u06ff]", s["value"]) or s["type"] != "PERSON"]
        self.assertEqual(lat(held), lat(self.manifest))

    def test_docx_is_a_valid_package(self):
        docx = [d["file"] for d in self.manifest if d["format"] == "docx"]
        self.assertTrue(docx)
        for fn in docx:
            with zipfile.ZipFile(os.path.join(self.out, fn)) as z:
                self.assertEqual(sorted(z.namelist()), ["[Content_Types].xml", "_rels/.rels", "word/document.xml"])
                ET.fromstring(z.read("[Content_Types].xml"))
                ET.fromstring(z.read("_rels/.rels"))


class SwapNames(unittest.TestCase):
    """swap_names.py on a small invented corpus (the real one is not needed): every name part
    replaced as a whole word, consistently, its case kept, the manifest following the text."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.corpus = os.path.join(self.tmp.name, "corpus")
        os.makedirs(self.corpus)
        text = ("Objet : dossier de Tarvina BEN ZOUBADI\nMme Tarvina Ben Zoubadi, née le 2 mai 1970.\n"
                "ZOUBADI Tarvina — t.zoubadi85@mail.tn — Zoubadiville reste.\nالسيدة زمراد كوتالي، عدد 1\n")
        with open(os.path.join(self.corpus, "001_x_fr.txt"), "w", encoding="utf-8") as f:
            f.write(text)
        body = "".join(f"<w:p><w:r><w:t>{t}</w:t></w:r></w:p>" for t in ["Signé : Kavrin Moutali", "Contrat n° 12"])
        with zipfile.ZipFile(os.path.join(self.corpus, "002_y_fr.docx"), "w") as z:
            z.writestr("word/document.xml", f'<w:document xmlns:w="{W[1:-1]}"><w:body>{body}</w:body></w:document>')
        manifest = [
            {"file": "001_x_fr.txt", "lang": "fr", "kind": "x", "format": "txt", "expect": "ok",
             "sensitive": [{"type": "PERSON", "value": "Tarvina Ben Zoubadi"}, {"type": "PERSON", "value": "زمراد كوتالي"},
                           {"type": "EMAIL", "value": "t.zoubadi85@mail.tn"}], "decoys": ["Zoubadiville"]},
            {"file": "002_y_fr.docx", "lang": "fr", "kind": "y", "format": "docx", "expect": "ok",
             "sensitive": [{"type": "PERSON", "value": "Kavrin Moutali"}], "decoys": ["Contrat n° 12"]},
            {"file": "003_z.pdf", "lang": "fr", "kind": "z", "format": "pdf", "expect": "ok", "sensitive": [], "decoys": []},
        ]
        with open(os.path.join(self.corpus, "manifest.json"), "w", encoding="utf-8") as f:
            json.dump(manifest, f, ensure_ascii=False)

    def tearDown(self):
        self.tmp.cleanup()

    def run_swap(self, out, seed=5):
        import subprocess
        subprocess.run([sys.executable, os.path.join(HERE, "swap_names.py"), "--corpus", self.corpus,
                        "--out", out, "--seed", str(seed)], check=True, capture_output=True)
        with open(os.path.join(out, "manifest.json"), encoding="utf-8") as f:
            return json.load(f)

    def test_names_are_replaced_everywhere_with_their_case(self):
        out = os.path.join(self.tmp.name, "a")
        m = self.run_swap(out)
        self.assertEqual([d["file"] for d in m], ["001_x_fr.txt", "002_y_fr.docx"])
        with open(os.path.join(out, "001_x_fr.txt"), encoding="utf-8") as f:
            text = f.read()
        for old in ["Tarvina", "Zoubadi", "ZOUBADI", "zoubadi", "TARVINA", "زمراد", "كوتالي"]:
            self.assertNotRegex(text, rf"(?<![^\W\d_]){old}(?![^\W\d_])", old)
        person, arabic, email = [s["value"] for s in m[0]["sensitive"]]
        first, ben, last = person.split()
        self.assertEqual(ben, "Ben")
        self.assertIn(f"{last.upper()} {first}", text)
        self.assertIn(f"{first} BEN {last.upper()}", text)
        self.assertRegex(email, r"^t\.[a-z]+85@mail\.tn$")
        self.assertEqual(email[2:-10], gen.strip_accents(last).lower())
        for v in (person, arabic, email):
            self.assertIn(v, text)
        self.assertRegex(arabic, "^[\u0600-\u06ff]+ [\u0600-\u06ff]+$")
        # a longer word that merely starts with a name is not a name part
        self.assertIn("Zoubadiville", text)
        self.assertEqual(m[0]["decoys"], ["Zoubadiville"])
        known = gen.load_forbidden(gen.REPO, None)
        for t in (first, last) + tuple(arabic.split()):
            self.assertNotIn(gen.fold(t), known, t)
        with zipfile.ZipFile(os.path.join(out, "002_y_fr.docx")) as z:
            xml = z.read("word/document.xml").decode("utf-8")
        self.assertIn(f"Signé : {m[1]['sensitive'][0]['value']}<", xml)
        self.assertNotIn("Moutali", xml)

    def test_same_seed_same_bytes(self):
        a, b, c = (os.path.join(self.tmp.name, k) for k in "abc")
        self.run_swap(a)
        self.run_swap(b)
        self.run_swap(c, seed=6)
        self.assertEqual(tree_bytes(a), tree_bytes(b))
        self.assertNotEqual(tree_bytes(a), tree_bytes(c))


if __name__ == "__main__":
    unittest.main()
