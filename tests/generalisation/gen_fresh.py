#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""gen_fresh.py - a fifth held-out set of synthetic Tunisian documents.

    python3 tests/generalisation/gen_fresh.py --seed N --out DIR

Writes 48 documents of 16 kinds (CNAM pharmacy claims, cover letters, attendance
sheets, STEG/SONEDE subscriptions, mobile-money receipts, hotel registers,
mortgage offers, internship agreements, marriage extracts, vehicle sales, lab
reports, home-care logs, debt acknowledgements, voice-mail transcriptions,
beneficiary sheets, legal memos) in fr, ar, en and mixed fr/ar, as txt, md, csv
and docx, and DIR/manifest.json in the format of ../shared/corpus/README.md.

Written by a helper who read neither Caviard's detectors nor the other
generators of this folder. Names are invented from Semitic-style consonant
roots put into name patterns (fa'il, fa'lan, maf'ul, nisba, ...), rendered at
once in a Tunisian French transliteration and in Arabic script. Every name part
is refused when it appears in crates/caviard/data/names/*.txt or in a PERSON
value of ../shared/corpus/manifest.json (NFKC, casefold, accents and Arabic
diacritics removed, hamza seats / ta marbuta / alif maqsura folded).

Python 3 standard library only. The same seed gives the same bytes (docx zip
entries carry a fixed timestamp); another seed gives other documents.
"""
import argparse
import csv
import io
import json
import os
import random
import re
import sys
import unicodedata
import zipfile
from xml.sax.saxutils import escape as _xml_escape

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
DEFAULT_CORPUS_MANIFEST = os.path.abspath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))
if not os.path.exists(DEFAULT_CORPUS_MANIFEST):
    DEFAULT_CORPUS_MANIFEST = "/work/shared/corpus/manifest.json"

# =================================================================== folding / refusal
_AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
_AR_LOOSE = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ة": "ه", "ى": "ي"})


def fold(s):
    """NFKC, Arabic diacritics/tatweel dropped, casefold, accents stripped, Arabic loose letters."""
    s = unicodedata.normalize("NFKC", s)
    s = _AR_DIAC.sub("", s)
    s = s.translate(_AR_LOOSE)
    s = s.casefold()
    s = "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))
    s = s.translate(_AR_LOOSE)
    return unicodedata.normalize("NFC", s).strip()


def load_refused(repo, corpus_manifest):
    refused = set()
    ndir = os.path.join(repo, "crates", "caviard", "data", "names")
    if os.path.isdir(ndir):
        for fn in sorted(os.listdir(ndir)):
            if not fn.endswith(".txt"):
                continue
            with open(os.path.join(ndir, fn), encoding="utf-8") as fh:
                for line in fh:
                    line = line.strip()
                    if not line or line.startswith("#"):
                        continue
                    refused.add(fold(line))
                    for t in re.split(r"[\s\-]+", line):
                        if t:
                            refused.add(fold(t))
    if corpus_manifest and os.path.exists(corpus_manifest):
        with open(corpus_manifest, encoding="utf-8") as fh:
            for d in json.load(fh):
                for s in d.get("sensitive", []):
                    if s.get("type") == "PERSON":
                        for t in re.split(r"[\s\-]+", s["value"]):
                            t = t.strip(".,;:()")
                            if t:
                                refused.add(fold(t))
    refused.discard("")
    return refused


def part_variants(part):
    """Folded forms under which a name part is looked up in the refusal set."""
    f = fold(part)
    out = {f, f.replace(" ", ""), f.replace("-", "")}
    for t in re.split(r"[\s\-]+", f):
        out.add(t)
    for v in list(out):
        if v.startswith("ال") and len(v) > 4:
            out.add(v[2:])
        elif re.match("[\u0600-\u06ff]", v or "x"):
            out.add("ال" + v)
        if v.startswith("el") and len(v) > 5:
            out.add(v[2:])
    return {v for v in out if v}


# =================================================================== invented names
# Root consonants: (Latin transliteration, Arabic letter). Names are built by putting a
# three-consonant root into a name pattern, the way Arabic names are formed.
CONS = [("b", "ب"), ("t", "ت"), ("j", "ج"), ("h", "ح"), ("kh", "خ"), ("d", "د"), ("r", "ر"),
        ("z", "ز"), ("s", "س"), ("ch", "ش"), ("s", "ص"), ("t", "ط"), ("gh", "غ"), ("f", "ف"),
        ("k", "ق"), ("k", "ك"), ("l", "ل"), ("m", "م"), ("n", "ن"), ("dh", "ذ")]

CONS_W = [3, 2, 2, 2, 1, 2, 4, 2, 3, 1, 1, 1, 1, 2, 1, 2, 3, 4, 3, 0.5]

# (Latin template, Arabic template); 1 2 3 are the root consonants, "22" a doubled one.
MALE_PAT = [("1a2i3", "12ي3"), ("1a22a3", "12ا3"), ("1a2e3", "1ا23"), ("1a23ane", "123ان"),
            ("1i2a3", "12ا3"), ("1a23oun", "123ون"), ("1a2ou3", "12و3"), ("1ou2ay3", "12ي3"),
            ("1a2a3a", "12ا3ة")]
FEMALE_PAT = [("1a2i3a", "12ي3ة"), ("1a23a", "123ة"), ("1a2ou3a", "12و3ة"), ("1a23ouna", "123ونة"),
              ("1a23ia", "123ية"), ("1a2i3ane", "12ي3ان"), ("1ou2ay3a", "12ي3ة"), ("1a2a3ine", "12ا3ين")]
FAMILY_PAT = [("1a2i3i", "12ي3ي"), ("1a23aoui", "123اوي"), ("1a22a3i", "12ا3ي"), ("Bou1a23a", "بو123ة"),
              ("Ma12ou3i", "م12و3ي"), ("El 1a2i3i", "ال12ي3ي"), ("1a23ouchi", "123وشي"),
              ("El 1a23aoui", "ال123اوي"), ("1e2a3ni", "12ا3ني")]

_BAD_LAT = re.compile(r"(.)\1\1|hh|khh|ghh|chh|dhh|hkh|hgh|hch|hdh")


def _render(pat, root):
    lat_t, ar_t = pat
    lat = []
    i = 0
    while i < len(lat_t):
        ch = lat_t[i]
        if ch in "123":
            c = root[int(ch) - 1][0]
            if i + 1 < len(lat_t) and lat_t[i + 1] == ch:       # doubled consonant
                lat.append(c + c if len(c) == 1 else c)
                i += 2
                continue
            lat.append(c)
        else:
            lat.append(ch)
        i += 1
    ar = "".join(root[int(ch) - 1][1] if ch in "123" else ch for ch in ar_t)
    s = "".join(lat)
    s = " ".join(w[:1].upper() + w[1:] for w in s.split(" "))
    return s, ar


class Namer:
    def __init__(self, refused):
        self.refused = refused
        self.used = set()
        self.refusals = 0

    def _ok(self, lat, ar):
        for w in lat.split(" "):
            if w.lower() == "el":
                continue
            if len(w) < 4 or _BAD_LAT.search(w.lower()):
                return False
        core_ar = ar[2:] if ar.startswith("ال") else ar
        if len(core_ar) < 3:
            return False
        for v in part_variants(lat) | part_variants(ar):
            if v in self.refused or v in self.used:
                return False
        return True

    def part(self, rng, kind):
        pats = {"m": MALE_PAT, "f": FEMALE_PAT, "fam": FAMILY_PAT}[kind]
        while True:
            root = []
            while len(root) < 3:
                c = rng.choices(CONS, CONS_W)[0]
                if all(c[1] != r[1] for r in root):
                    root.append(c)
            # keep Latin clusters pronounceable: no two digraphs in a row
            if len(root[1][0]) == 2 and len(root[2][0]) == 2:
                continue
            pat = pats[rng.randrange(len(pats))]
            lat, ar = _render(pat, root)
            if not self._ok(lat, ar):
                self.refusals += 1
                continue
            for v in part_variants(lat) | part_variants(ar):
                self.used.add(v)
            return lat, ar

    def person(self, rng, sex=None, family=None):
        sex = sex or ("m" if rng.random() < 0.5 else "f")
        first = self.part(rng, sex)
        if family is None:
            r = rng.random()
            if r < 0.14:          # Ben X family name
                x = self.part(rng, "m")
                family = ("Ben " + x[0], "بن " + x[1])
            else:
                family = self.part(rng, "fam")
        father = self.part(rng, "m")
        grand = self.part(rng, "m")
        return Person(sex, first, family, father, grand)


def up(s):
    return s.upper()


class Person:
    def __init__(self, sex, first, last, father, grand):
        self.sex, self.first, self.last, self.father, self.grand = sex, first, last, father, grand

    def lat(self, style):
        f, l, pf = self.first[0], self.last[0], self.father[0]
        b = "ben" if self.sex == "m" else "bent"
        return {
            "Fn": f"{f} {l}",
            "NF": f"{up(l)} {f}",
            "FN": f"{up(f)} {up(l)}",
            "fN": f"{f} {up(l)}",
            "Nf": f"{l} {f}",
            "low": f"{f.lower()} {l.lower()}",
            "lowf": f.lower(),
            "ben": f"{f} {b} {pf} {l}",
            "BEN": f"{up(f)} {up(b)} {up(pf)} {up(l)}",
            "mid": f"{f} {pf[0]}. {l}",
            "first": f,
            "last": l,
            "LAST": up(l),
            "FIRST": up(f),
        }[style]

    def ar(self, style):
        f, l, pf, gf = self.first[1], self.last[1], self.father[1], self.grand[1]
        b = "بن" if self.sex == "m" else "بنت"
        return {
            "fn": f"{f} {l}",
            "ben": f"{f} {b} {pf} {l}",
            "ben2": f"{f} {b} {pf} بن {gf} {l}",
            "nf": f"{l} {f}",
            "first": f,
            "last": l,
        }[style]

    def email_local(self, rng):
        f = strip_accents(self.first[0]).lower().replace(" ", "")
        l = strip_accents(self.last[0]).lower().replace(" ", "")
        y = str(rng.randint(70, 99)) if rng.random() < 0.3 else ""
        return rng.choice([f"{f}.{l}", f"{f[0]}.{l}", f"{l}.{f}{y}", f"{f}{l[:3]}{y}", f"{f[0]}{l}",
                           f"{f}_{l}", f"{l}{f[0]}{y}"])


def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


# =================================================================== value makers
AI = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FA = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def ai(s):
    return s.translate(AI)


BANK_CODES = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "16", "17", "20", "21", "23",
              "24", "25", "26", "27", "28", "29", "32", "47"]
BANK_NAMES = {"01": "Arab Tunisian Bank", "03": "BNA", "04": "Attijari bank", "05": "Banque de Tunisie",
              "07": "Amen Bank", "08": "BIAT", "10": "STB", "11": "UBCI", "12": "UIB", "14": "BH Bank",
              "17": "La Poste Tunisienne", "25": "Banque Zitouna"}
BANK_NAMES_AR = {"03": "البنك الوطني الفلاحي", "10": "الشركة التونسية للبنك", "14": "بنك الإسكان",
                 "25": "بنك الزيتونة", "08": "البنك العربي لتونس الدولي", "07": "بنك الأمان"}


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def rib_raw(rng, code=None):
    code = code or rng.choice(BANK_CODES)
    body = code + digits(rng, 3) + digits(rng, 13)
    key = 97 - (int(body) * 100 % 97)
    return body + f"{key:02d}"


def rib_valid(r):
    return len(r) == 20 and r.isdigit() and int(r) % 97 == 0


def rib_fmt(rng, r):
    return rng.choice([
        f"{r[:2]} {r[2:5]} {r[5:18]} {r[18:]}", r, " ".join(r[i:i + 4] for i in range(0, 20, 4)),
        f"{r[:2]}-{r[2:5]}-{r[5:18]}-{r[18:]}", " ".join(r[i:i + 5] for i in range(0, 20, 5)),
        f"{r[:2]}.{r[2:5]}.{r[5:18]}.{r[18:]}", f"{r[:5]} {r[5:18]} {r[18:]}"])


def bad_rib(rng):
    while True:
        r = rib_raw(rng)
        k = int(r[18:])
        wrong = (k + rng.randint(1, 96)) % 100
        cand = r[:18] + f"{wrong:02d}"
        if not rib_valid(cand):
            return cand


def iban_check(country, bban):
    s = bban + country + "00"
    n = "".join(str(int(c, 36)) for c in s)
    return f"{98 - int(n) % 97:02d}"


def iban_valid(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


IBAN_SPECS = {  # country: (total length, BBAN builder)
    "FR": (27, lambda r: digits(r, 10) + "".join(r.choice("0123456789ABCDEFGHJK") for _ in range(11)) + digits(r, 2)),
    "DE": (22, lambda r: digits(r, 18)),
    "BE": (16, lambda r: digits(r, 12)),
    "IT": (27, lambda r: r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") + digits(r, 10) + digits(r, 12)),
    "ES": (24, lambda r: digits(r, 20)),
    "GB": (22, lambda r: "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(4)) + digits(r, 14)),
    "NL": (18, lambda r: "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(4)) + digits(r, 10)),
    "CH": (21, lambda r: digits(r, 17)),
    "MA": (28, lambda r: digits(r, 24)),
    "LU": (20, lambda r: digits(r, 3) + digits(r, 13)),
    "SA": (24, lambda r: digits(r, 2) + digits(r, 18)),
}


def iban_raw(rng, country="TN"):
    if country == "TN":
        return "TN59" + rib_raw(rng)
    length, mk = IBAN_SPECS[country]
    bban = mk(rng)
    assert len(bban) + 4 == length, country
    return country + iban_check(country, bban) + bban


def iban_fmt(rng, raw, split_ok=False):
    grouped = " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
    forms = [grouped, grouped, raw]
    if raw.startswith("TN"):
        r = raw[4:]
        forms.append(f"TN59 {r[:2]} {r[2:5]} {r[5:18]} {r[18:]}")
    v = rng.choice(forms)
    if split_ok and " " in v and rng.random() < 0.35:
        sp = [i for i, c in enumerate(v) if c == " "]
        i = sp[len(sp) // 2]
        v = v[:i] + "\n" + v[i + 1:]
    return v


def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def card_raw(rng):
    pre = rng.choice(["4", "4", "51", "52", "53", "54", "55", "2221", "2720"])
    body = pre + digits(rng, 15 - len(pre))
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c


def bad_card(rng):
    while True:
        n = rng.choice(["4", "5", "6", "9"]) + digits(rng, 15)
        if not luhn_ok(n):
            return n


def card_fmt(rng, n):
    return rng.choice([" ".join(n[i:i + 4] for i in range(0, 16, 4)), "-".join(n[i:i + 4] for i in range(0, 16, 4)),
                       n, " ".join(n[i:i + 4] for i in range(0, 16, 4))])


def cin_raw(rng):
    return rng.choice("01") + digits(rng, 7)


def phone_raw(rng):
    first = rng.choice(["2", "2", "5", "5", "9", "9", "4", "7", "3"])
    if first == "7":
        return "7" + rng.choice("0123456789") + digits(rng, 6)
    return first + digits(rng, 7)


def phone_fmt(rng, p, intl=None):
    plain = [f"{p[:2]} {p[2:5]} {p[5:]}", p, f"{p[:2]} {p[2:4]} {p[4:6]} {p[6:]}", f"{p[:2]}.{p[2:5]}.{p[5:]}",
             f"{p[:2]}-{p[2:5]}-{p[5:]}", f"{p[:4]} {p[4:]}"]
    intl_f = [f"+216 {p[:2]} {p[2:5]} {p[5:]}", f"(+216) {p[:2]} {p[2:5]} {p[5:]}", f"00216 {p}", f"+216{p}",
              f"+216 {p[:2]} {p[2:4]} {p[4:6]} {p[6:]}", f"00 216 {p[:2]} {p[2:5]} {p[5:]}"]
    if intl is None:
        intl = rng.random() < 0.4
    return rng.choice(intl_f if intl else plain)


def foreign_phone(rng):
    c = rng.choice(["fr", "it", "de", "ca", "ae"])
    if c == "fr":
        return f"+33 {rng.choice('67')} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)}"
    if c == "it":
        return f"+39 3{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 4)}"
    if c == "de":
        return f"+49 15{digits(rng, 1)} {digits(rng, 4)} {digits(rng, 4)}"
    if c == "ca":
        return f"+1 514 {digits(rng, 3)}-{digits(rng, 4)}"
    return f"+971 5{digits(rng, 1)} {digits(rng, 3)} {digits(rng, 4)}"


def taxid_fmt(rng):
    d7 = digits(rng, 7)
    ctl = rng.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
    vat = rng.choice("AAPBDN")
    cat = rng.choice("MMPCNE")
    est = rng.choice(["000", "000", "000", "001", "002"])
    return rng.choice([f"{d7}{ctl}/{vat}/{cat}/{est}", f"{d7}/{ctl}/{vat}/{cat}/{est}", f"{d7} {ctl} {vat} {cat} {est}",
                       f"{d7}{ctl}{vat}{cat}{est}", f"{d7}{ctl} / {vat} / {cat} / {est}", f"{d7}-{ctl}-{vat}-{cat}-{est}",
                       f"{d7}{ctl}/{vat}{cat}{est}"])


def cnss_fmt(rng):
    n = rng.choice("0123456789") + digits(rng, 7)
    k = f"{rng.randrange(100):02d}"
    return rng.choice([f"{n}-{k}", f"{n} {k}", f"{n}{k}", f"{n}/{k}", f"{n[:4]} {n[4:]} {k}", f"{n}.{k}"])


def passport_fmt(rng, tn=True):
    letter = rng.choice("ZZZXNPKR") if tn else rng.choice("ABCDEFGHKLMPRSTUVXY")
    n = digits(rng, rng.choice([6, 6, 7]))
    return rng.choice([letter + n, letter + n, f"{letter} {n}"]) if tn else letter + n


def plate_fmt(rng, lang):
    serie = rng.randint(90, 258)
    num = rng.randint(1, 9999)
    if rng.random() < 0.12:
        v = f"{rng.randint(100000, 260000)} RS"
        return ai(v) if lang == "ar" and rng.random() < 0.4 else v
    if lang == "ar" or (lang == "mixed" and rng.random() < 0.5):
        v = f"{serie} تونس {num:04d}" if rng.random() < 0.6 else f"{serie} تونس {num}"
        return ai(v) if rng.random() < 0.35 else v
    return rng.choice([f"{serie} TU {num:04d}", f"{serie} TU {num}", f"{serie}TU{num}", f"{serie} Tunis {num}",
                       f"{serie}-TU-{num}"])


# --------------------------------------------------------------- places and addresses
CITIES = [("Tunis", "تونس", "1000"), ("Tunis", "تونس", "1002"), ("Ariana", "أريانة", "2080"),
          ("Ben Arous", "بن عروس", "2013"), ("La Marsa", "المرسى", "2070"), ("Sfax", "صفاقس", "3000"),
          ("Sousse", "سوسة", "4000"), ("Monastir", "المنستير", "5000"), ("Mahdia", "المهدية", "5100"),
          ("Nabeul", "نابل", "8000"), ("Hammamet", "الحمامات", "8050"), ("Bizerte", "بنزرت", "7000"),
          ("Béja", "باجة", "9000"), ("Jendouba", "جندوبة", "8100"), ("Le Kef", "الكاف", "7100"),
          ("Kairouan", "القيروان", "3100"), ("Gabès", "قابس", "6000"), ("Médenine", "مدنين", "4100"),
          ("Gafsa", "قفصة", "2100"), ("Tozeur", "توزر", "2200"), ("Kasserine", "القصرين", "1200"),
          ("Sidi Bouzid", "سيدي بوزيد", "9100"), ("Zarzis", "جرجيس", "4170"), ("Houmt Souk", "حومة السوق", "4180"),
          ("Msaken", "مساكن", "4070"), ("Moknine", "المكنين", "5050"), ("Radès", "رادس", "2040"),
          ("La Soukra", "سكرة", "2036"), ("Manouba", "منوبة", "2010"), ("Zaghouan", "زغوان", "1100"),
          ("Siliana", "سليانة", "6100"), ("Kébili", "قبلي", "4200"), ("Tataouine", "تطاوين", "3200"),
          ("Métlaoui", "المتلوي", "2130"), ("Ksar Hellal", "قصر هلال", "5070"),
          ("Menzel Bourguiba", "منزل بورقيبة", "7050"), ("El Jem", "الجم", "5160"), ("Korba", "قربة", "8070"),
          ("Sakiet Ezzit", "ساقية الزيت", "3021"), ("Hammam-Lif", "حمام الأنف", "2050")]
STREETS_FR = ["des Oliviers", "Ibn Khaldoun", "de Marseille", "de la Liberté", "des Jasmins", "du Lac Biwa",
              "d'Alger", "de la République", "des Orangers", "de Palestine", "de l'Artisanat", "des Grenadiers",
              "du 18 Janvier 1952", "de Carthage", "des Amandiers", "Ibn Rachiq", "de la Kasbah", "des Tisserands",
              "El Moez", "des Palmiers", "de Kairouan", "Okba Ibn Nafaa", "des Potiers", "de l'Indépendance"]
STREETS_AR = ["الزيتون", "ابن خلدون", "الحرية", "الياسمين", "البرتقال", "فلسطين", "الجمهورية", "القدس",
              "الرمان", "قرطاج", "اللوز", "ابن رشيق", "القصبة", "النخيل", "الاستقلال", "المعز", "عقبة بن نافع",
              "الحرفيين", "الصناعات التقليدية", "ابن الجزار"]
CITES_FR = ["El Khadra", "Ennasr", "Ezzouhour", "Ibn Sina", "Ettadhamen", "El Ons", "Essalama", "El Bassatine",
            "Erriadh", "El Amal"]
CITES_AR = ["الخضراء", "النصر", "الزهور", "ابن سينا", "التضامن", "الأنس", "السلامة", "البساتين", "الرياض",
            "الأمل"]
ROUTES_FR = ["de Gremda", "de la Soukra", "de Mahdia", "de l'aéroport", "de Raoued", "de Teniour", "de Bizerte",
             "de Sidi Mansour"]
ROUTES_AR = ["قرمدة", "السكرة", "المهدية", "المطار", "رواد", "تنيور", "بنزرت", "سيدي منصور"]
RESID_FR = ["Résidence Les Pins", "Résidence El Yasmine", "Résidence Azur", "Résidence Dar Salem",
            "Résidence Les Roses"]


def address(rng, lang, split_ok=False, city=None):
    c = city or rng.choice(CITIES)
    fr_city, ar_city, cp = c
    n = rng.randint(1, 180)
    if lang == "ar":
        st = rng.choice(STREETS_AR)
        forms = [f"{n} نهج {st}، {cp} {ar_city}", f"نهج {st} عدد {n}، {ar_city} {cp}",
                 f"{n} شارع {st}، {cp} {ar_city}", f"حي {rng.choice(CITES_AR)}، نهج {st} عدد {n}، {cp} {ar_city}",
                 f"عمارة {rng.randint(1, 30)} شقة {rng.randint(1, 20)}، حي {rng.choice(CITES_AR)}، {cp} {ar_city}",
                 f"طريق {rng.choice(ROUTES_AR)} كلم {rng.randint(2, 14)}، عدد {n}، {cp} {ar_city}",
                 f"{n} زنقة {st}، {ar_city} {cp}"]
        v = rng.choice(forms)
        if rng.random() < 0.25:
            v = ai(v)
        sep = "، "
    else:
        st = rng.choice(STREETS_FR)
        forms = [f"{n}, rue {st}, {cp} {fr_city}", f"{n} avenue {st}, {fr_city} {cp}",
                 f"Rue {st} n° {n}, {cp} {fr_city}", f"{n}, impasse {st}, {cp} {fr_city}",
                 f"Cité {rng.choice(CITES_FR)}, bloc {rng.choice('ABCDEF')}, appt {n % 30 + 1}, {cp} {fr_city}",
                 f"{n} route {rng.choice(ROUTES_FR)} km {rng.randint(2, 14)}, {cp} {fr_city}",
                 f"{rng.choice(RESID_FR)}, {n} rue {st}, {cp} {fr_city}",
                 f"{n} bis, avenue {st}, {cp} {fr_city}", f"{n}, cité {rng.choice(CITES_FR)}, {cp} {fr_city}"]
        v = rng.choice(forms)
        if lang == "en" and rng.random() < 0.4:
            v = v.replace(f", {cp} {fr_city}", f", {fr_city} {cp}")
        sep = ", "
    if split_ok and rng.random() < 0.3:
        i = v.rfind(sep)
        if i > 0:
            v = v[:i] + ("،" if sep == "، " else ",") * (rng.random() < 0.3) + "\n" + v[i + len(sep):]
    return v


# --------------------------------------------------------------- dates
FR_M = ["", "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
EN_M = ["", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December"]
AR_TN_M = ["", "جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
           "ديسمبر"]
AR_ME_M = ["", "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر",
           "ديسمبر"]


def _ord(d):
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def date_str(rng, lang, y0, y1):
    y, m, d = rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)
    if lang == "en":
        return rng.choice([f"{d} {EN_M[m]} {y}", f"{EN_M[m]} {d}, {y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}",
                           f"{d}{_ord(d)} {EN_M[m]} {y}", f"{d} {EN_M[m][:3]} {y}"])
    if lang == "ar":
        v = rng.choice([f"{d} {AR_TN_M[m]} {y}", f"{d:02d}/{m:02d}/{y}", f"{y}/{m:02d}/{d:02d}", f"{d} {AR_ME_M[m]} {y}",
                        f"{d:02d}-{m:02d}-{y}"])
        return ai(v) if rng.random() < 0.35 else v
    return rng.choice([f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}",
                       f"{'1er' if d == 1 else d} {FR_M[m]} {y}", f"{y}-{m:02d}-{d:02d}", f"{d}/{m}/{y}"])


def dob_str(rng, lang, y0=1950, y1=2004):
    return date_str(rng, lang, y0, y1)


def recent_date(rng, lang):
    return date_str(rng, lang, 2023, 2026)


# --------------------------------------------------------------- health terms
HEALTH_FR = ["diabète de type 1", "diabète de type 2", "asthme", "hypertension artérielle", "dépression",
             "épilepsie", "maladie de Crohn", "sclérose en plaques", "insuffisance rénale chronique", "hépatite C",
             "polyarthrite rhumatoïde", "lupus érythémateux", "maladie cœliaque", "trouble bipolaire",
             "schizophrénie", "cancer du sein", "leucémie lymphoïde", "drépanocytose", "thalassémie", "psoriasis",
             "hypothyroïdie", "maladie de Parkinson", "tuberculose pulmonaire", "apnée du sommeil", "glaucome",
             "fibromyalgie", "endométriose", "spondylarthrite ankylosante", "BPCO", "cirrhose hépatique",
             "insuffisance cardiaque", "fibrillation auriculaire", "migraine chronique", "trouble anxieux généralisé",
             "anorexie mentale", "hernie discale", "rectocolite hémorragique", "maladie d'Alzheimer",
             "goutte", "ostéoporose", "anémie ferriprive", "infection à VIH", "hépatite B chronique"]
HEALTH_EN = ["type 2 diabetes", "type 1 diabetes", "asthma", "hypertension", "major depressive disorder", "epilepsy",
             "Crohn's disease", "multiple sclerosis", "chronic kidney disease", "hepatitis B", "rheumatoid arthritis",
             "bipolar disorder", "breast cancer", "sickle cell disease", "hypothyroidism", "Parkinson's disease",
             "HIV infection", "pulmonary tuberculosis", "obstructive sleep apnoea", "heart failure",
             "atrial fibrillation", "generalised anxiety disorder", "coeliac disease", "ulcerative colitis",
             "psoriasis", "gout", "osteoporosis", "chronic migraine", "post-traumatic stress disorder",
             "iron-deficiency anaemia", "glaucoma", "lupus", "endometriosis"]
HEALTH_AR = ["السكري", "داء السكري من النوع الثاني", "الربو", "ارتفاع ضغط الدم", "الاكتئاب", "الصرع", "مرض كرون",
             "التصلب اللويحي", "القصور الكلوي المزمن", "التهاب الكبد الفيروسي", "الروماتيزم المفصلي",
             "الاضطراب ثنائي القطب", "سرطان الثدي", "فقر الدم المنجلي", "قصور الغدة الدرقية", "مرض باركنسون",
             "السل الرئوي", "الثلاسيميا", "الصدفية", "القصور القلبي", "مرض الزهايمر", "النقرس", "هشاشة العظام",
             "الشقيقة المزمنة", "فقر الدم", "انقطاع النفس أثناء النوم", "الزرق"]


def health(rng, lang):
    return rng.choice({"fr": HEALTH_FR, "en": HEALTH_EN, "ar": HEALTH_AR, "mixed": HEALTH_FR}[lang])


# --------------------------------------------------------------- decoy makers
def ref(rng, kind="fac"):
    y = rng.choice(["2024", "2025", "2026"])
    return {
        "fac": rng.choice([f"FAC-{y}-{digits(rng, 5)}", f"F{y[2:]}/{digits(rng, 4)}", f"FACT N° {y}/{digits(rng, 4)}"]),
        "dos": rng.choice([f"DOS-{y}-{digits(rng, 4)}", f"Dossier n° {digits(rng, 3)}/{y}", f"D{y}{digits(rng, 4)}"]),
        "ctr": rng.choice([f"CTR-{digits(rng, 5)}", f"CT/{y}/{digits(rng, 3)}", f"CONV-{y}-{digits(rng, 3)}"]),
        "bc": rng.choice([f"BC {y}/{digits(rng, 4)}", f"BC{rng.choice('68')}{digits(rng, 6)}"]),
        "tkt": rng.choice([f"TCK-{digits(rng, 6)}", f"#{digits(rng, 5)}"]),
        "prod": rng.choice([f"REF PX-{digits(rng, 4)}", f"SKU {digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 2)}",
                            f"ART-{rng.choice('ABCDK')}{digits(rng, 4)}"]),
    }[kind]


def amount(rng, lang, lo=50, hi=90000):
    v = rng.randint(lo, hi)
    mil = rng.randrange(1000)
    ent = f"{v:,}".replace(",", " ")
    if lang == "en":
        return rng.choice([f"TND {v:,}.{mil:03d}", f"{v:,} dinars", f"{v:,}.{mil:03d} TND", f"TND {v:,}"])
    if lang == "ar":
        s = rng.choice([f"{ent} دينار", f"{ent},{mil:03d} د", f"{ent} د.ت", f"{v},{mil:03d} دينارا"])
        return ai(s) if rng.random() < 0.3 else s
    return rng.choice([f"{ent},{mil:03d} TND", f"{ent} dinars", f"{ent},{mil:03d} DT", f"{ent} DT",
                       f"{v:,}".replace(",", ".") + f",{mil:03d} DT"])


LAWS_FR = ["loi n° 2004-63 du 27 juillet 2004", "loi organique n° 2004-63", "article 27 du Code du travail",
           "décret n° 2007-3004", "article 1083 du Code des obligations et des contrats", "loi n° 2016-48",
           "article 235 du Code de procédure civile et commerciale", "loi n° 94-28 du 21 février 1994",
           "décret gouvernemental n° 2018-417", "article 5 de la loi n° 2005-96", "arrêté du 3 mars 2021"]
LAWS_EN = ["Law No. 2004-63 of 27 July 2004", "Article 27 of the Labour Code", "Decree No. 2007-3004",
           "Article 1083 of the Code of Obligations and Contracts", "Law No. 2016-48", "Organic Law No. 2004-63"]
LAWS_AR = ["الفصل 27", "القانون الأساسي عدد 63 لسنة 2004", "الفصل 1083 من مجلة الالتزامات والعقود",
           "الأمر عدد 3004 لسنة 2007", "القانون عدد 48 لسنة 2016", "الفصل 5 من مجلة الشغل"]


def law(rng, lang):
    return rng.choice({"fr": LAWS_FR, "en": LAWS_EN, "ar": LAWS_AR, "mixed": LAWS_FR}[lang])


COMPANIES = ["Société Méditerranéenne d'Emballage", "Atlas Logistique SARL", "Carthage Textiles SA",
             "Oliveraies du Sahel", "Dar Jasmin Hôtels", "Sud Agro Export", "Nord Câbles Industries",
             "Cap Bon Conserves", "Numérique Plus SA", "Golfe Ingénierie", "Tunis Pharma Distribution",
             "Sahel Mobilier", "Djerba Voyages SARL", "Ksour Énergie"]
COMPANIES_AR = ["شركة المتوسط للتغليف", "شركة أطلس للخدمات اللوجستية", "شركة قرطاج للنسيج", "شركة زياتين الساحل",
                "شركة الجنوب للتصدير", "شركة الوطن الإلكترونية", "شركة الخليج للهندسة"]


# =================================================================== scorer-like checks
_INVISIBLE = re.compile("[\u00ad\u061c\u200b-\u200f\u2060-\u2064\ufeff]")
_EMBED = re.compile("[\u202a-\u202e\u2066-\u2069]")
_DIG = {**{0x660 + i: str(i) for i in range(10)}, **{0x6F0 + i: str(i) for i in range(10)}}
_WS = re.compile(r"\s+")


def snorm(s):
    s = unicodedata.normalize("NFKC", s)
    s = _INVISIBLE.sub("", s)
    s = _EMBED.sub(" ", s)
    s = s.translate(_DIG)
    s = _AR_DIAC.sub("", s)
    s = s.casefold()
    return _WS.sub(" ", s).strip()


def _is_ar(ch):
    return "\u0600" <= ch <= "\u06ff" or "\u0750" <= ch <= "\u077f"


_CLITIC = r"(?:[\u0648\u0628\u0644\u0641\u0643]|\u0644\u0644)?"
_SEP = r"[\s.\-/]{0,3}"


def _vregex(v):
    nv = snorm(v)
    out, prev = [], False
    for ch in re.findall(r"\d+|[^\W\d_]+|[^\w]+|_+", nv):
        if ch[0].isdigit() or ch[0].isalpha():
            if prev:
                out.append(_SEP)
            out.append(_SEP.join(ch) if ch[0].isdigit() else re.escape(ch))
            prev = True
        else:
            if out:
                out.append(r"[\W_]{0,4}")
            prev = False
    while out and out[-1] == r"[\W_]{0,4}":
        out.pop()
    al = [c for c in nv if c.isalnum()]
    if not al:
        return None
    a, z = al[0], al[-1]
    start = r"(?<!\d)" if a.isdigit() else (r"(?<![^\W\d_])" + _CLITIC if _is_ar(a) else r"(?<![^\W\d_])")
    end = r"(?!\d)" if z.isdigit() else r"(?![^\W\d_])"
    return re.compile(start + "".join(out) + end)


_IGN = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "m.", "mme", "mlle", "mr", "mrs", "ms", "dr",
        "monsieur", "madame", "mademoiselle", "maître", "maitre", "بن", "بنت", "ابن", "عبد", "الدين", "الحاج",
        "السيد", "السيدة", "الدكتور", "الأستاذ"}


def person_parts(v):
    out = []
    for t in re.split(r"[\s\-]+", snorm(v)):
        t = t.strip(".,;:()")
        if len(t) >= 3 and t not in _IGN:
            out.append(t)
    return out


def _part_re(tok):
    if _is_ar(tok[0]):
        return re.compile(r"(?<![^\W\d_])(?:" + _CLITIC + re.escape(tok) + "|" + re.escape(tok[::-1]) + r")(?![^\W\d_])")
    return re.compile(r"(?<![^\W\d_])" + re.escape(tok) + r"(?![^\W\d_])")


def present(v, ntext):
    r = _vregex(v)
    return bool(r and r.search(ntext))


def check_doc(body, full, sens, decoys):
    """Return None when the document is coherent, else a reason."""
    for s in sens:
        if s["value"] not in body:
            return f"value absent: {s['value']!r}"
    for dv in decoys:
        if dv not in body:
            return f"decoy absent: {dv!r}"
    for dv in decoys:
        nd = snorm(dv)
        for s in sens:
            ns = snorm(s["value"])
            if nd in ns or ns in nd or present(dv, ns) or present(s["value"], nd):
                return f"decoy {dv!r} overlaps {s['value']!r}"
    masked = full
    for v in sorted({s["value"] for s in sens}, key=len, reverse=True):
        masked = re.sub(re.escape(v), "[X]", masked, flags=re.I)   # a value may recur in another case
    nm = snorm(masked)
    for s in sens:
        if present(s["value"], nm):
            return f"perfect masker leaves {s['value']!r}"
        if s["type"] == "PERSON":
            for t in person_parts(s["value"]):
                if _part_re(t).search(nm):
                    return f"name part {t!r} of {s['value']!r} elsewhere in text"
    for dv in decoys:
        if not present(dv, nm):
            return f"perfect masker destroys decoy {dv!r}"
    return None


# =================================================================== docx writer
W_NS = ('xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"')


def xe(s):
    return _xml_escape(s, {'"': "&quot;"})


class Docx:
    """A minimal Word document: paragraphs (with runs split as Word does), tables, a header."""

    def __init__(self, rtl=False):
        self.blocks = []
        self.header = None
        self.creator = None
        self.title = None
        self.rtl = rtl

    def p(self, *segs, center=False):
        """segs: str or (str, 'b')."""
        self.blocks.append(("p", [s if isinstance(s, tuple) else (s, "") for s in segs], center))

    def table(self, rows):
        self.blocks.append(("t", rows))

    # text as a reader extracts it: one line per paragraph, one per table cell paragraph
    def body_text(self):
        out = []
        for b in self.blocks:
            if b[0] == "p":
                out.append("".join(t for t, _ in b[1]))
            else:
                for row in b[1]:
                    for cell in row:
                        out.extend(cell.split("\n"))
        return "\n".join(out) + "\n"

    def full_text(self):
        return (self.header + "\n" if self.header else "") + self.body_text()

    # ---- serialisation
    def _runs(self, rng, text, bold):
        if not text:
            return ""
        cuts = []
        if len(text) > 3 and rng.random() < 0.55:
            for _ in range(rng.randint(1, 3)):
                cuts.append(rng.randint(1, len(text) - 1))
        cuts = sorted(set(cuts))
        pieces, last = [], 0
        for c in cuts + [len(text)]:
            pieces.append(text[last:c])
            last = c
        xml = []
        for i, piece in enumerate(pieces):
            rpr = ("<w:b/>" if bold else "") + ("<w:rtl/>" if self.rtl else "")
            if i and rng.random() < 0.3:
                rpr += '<w:lang w:val="fr-FR"/>'
            rsid = f"00{rng.randrange(16 ** 6):06X}"
            parts = piece.split("\t")
            inner = '<w:tab/>'.join(f'<w:t xml:space="preserve">{xe(x)}</w:t>' for x in parts)
            run = f'<w:r w:rsidR="{rsid}">' + (f"<w:rPr>{rpr}</w:rPr>" if rpr else "") + inner + "</w:r>"
            if i and rng.random() < 0.2:
                run = '<w:proofErr w:type="spellStart"/>' + run + '<w:proofErr w:type="spellEnd"/>'
            xml.append(run)
        return "".join(xml)

    def _p(self, rng, segs, center=False):
        ppr = ("<w:bidi/>" if self.rtl else "") + ('<w:jc w:val="center"/>' if center else "")
        body = "".join(self._runs(rng, t, b == "b") for t, b in segs)
        return "<w:p>" + (f"<w:pPr>{ppr}</w:pPr>" if ppr else "") + body + "</w:p>"

    def _table(self, rng, rows):
        ncol = max(len(r) for r in rows)
        tw = 9000 // ncol
        border = "".join(f'<w:{e} w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
                         for e in ("top", "left", "bottom", "right", "insideH", "insideV"))
        x = ["<w:tbl><w:tblPr>" + ("<w:bidiVisual/>" if self.rtl else "")
             + f'<w:tblW w:w="0" w:type="auto"/><w:tblBorders>{border}</w:tblBorders></w:tblPr><w:tblGrid>'
             + "".join(f'<w:gridCol w:w="{tw}"/>' for _ in range(ncol)) + "</w:tblGrid>"]
        for row in rows:
            x.append("<w:tr>")
            for cell in row:
                paras = "".join(self._p(rng, [(line, "")]) for line in cell.split("\n"))
                x.append(f'<w:tc><w:tcPr><w:tcW w:w="{tw}" w:type="dxa"/></w:tcPr>{paras}</w:tc>')
            x.append("</w:tr>")
        x.append("</w:tbl>")
        return "".join(x)

    def to_bytes(self, rng):
        body = []
        for b in self.blocks:
            body.append(self._p(rng, b[1], b[2]) if b[0] == "p" else self._table(rng, b[1]))
        sect = ('<w:sectPr>' + ('<w:headerReference w:type="default" r:id="rId2"/>' if self.header else "")
                + '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1417" w:bottom="1417" '
                'w:left="1417" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>')
        doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
               f'<w:document {W_NS}><w:body>' + "".join(body) + sect + "</w:body></w:document>")
        files = []
        ct = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.'
              'wordprocessingml.document.main+xml"/>']
        if self.header:
            ct.append('<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-'
                      'officedocument.wordprocessingml.header+xml"/>')
        if self.creator or self.title:
            ct.append('<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-'
                      'package.core-properties+xml"/>')
        ct.append("</Types>")
        files.append(("[Content_Types].xml", "".join(ct)))
        rels = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
                'officeDocument" Target="word/document.xml"/>']
        if self.creator or self.title:
            rels.append('<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/'
                        'metadata/core-properties" Target="docProps/core.xml"/>')
        rels.append("</Relationships>")
        files.append(("_rels/.rels", "".join(rels)))
        if self.creator or self.title:
            core = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/'
                    'core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/'
                    'dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
                    + (f"<dc:title>{xe(self.title)}</dc:title>" if self.title else "")
                    + (f"<dc:creator>{xe(self.creator)}</dc:creator><cp:lastModifiedBy>{xe(self.creator)}"
                       "</cp:lastModifiedBy>" if self.creator else "")
                    + '<cp:revision>3</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">2025-02-03T08:41:00Z'
                    '</dcterms:created></cp:coreProperties>')
            files.append(("docProps/core.xml", core))
        drels = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                 '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">']
        if self.header:
            drels.append('<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
                         'relationships/header" Target="header1.xml"/>')
        drels.append("</Relationships>")
        files.append(("word/_rels/document.xml.rels", "".join(drels)))
        files.append(("word/document.xml", doc))
        if self.header:
            hdr = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                   f"<w:hdr {W_NS}>" + self._p(rng, [(self.header, "")]) + "</w:hdr>")
            files.append(("word/header1.xml", hdr))
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
            for name, data in files:
                zi = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
                zi.compress_type = zipfile.ZIP_DEFLATED
                zi.external_attr = 0o644 << 16
                z.writestr(zi, data.encode("utf-8"))
        return buf.getvalue()


# =================================================================== document under construction
class Doc:
    def __init__(self, namer, rng, kind, lang, fmt):
        self.namer, self.rng, self.kind, self.lang, self.fmt = namer, rng, kind, lang, fmt
        self.sens, self.decoys, self._seen = [], [], set()
        self.lines = []
        self.rows = None
        self.delim = ","
        self.crlf = False
        self.bom = False
        self.docx = None

    # random helpers
    def c(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def p(self, prob):
        return self.rng.random() < prob

    # recording
    def S(self, typ, v):
        k = (typ, snorm(v))
        if k not in self._seen:
            self._seen.add(k)
            self.sens.append({"type": typ, "value": v})
        return v

    def D(self, v):
        if v not in self.decoys:
            self.decoys.append(v)
        return v

    @property
    def splittable(self):
        return self.fmt in ("txt", "md")

    # people
    def person(self, sex=None, family=None):
        return self.namer.person(self.rng, sex, family)

    def N(self, person, style):
        return self.S("PERSON", person.lat(style))

    def NA(self, person, style):
        return self.S("PERSON", person.ar(style))

    # values
    def cin(self, arabic=None):
        v = cin_raw(self.rng)
        if self.p(0.25):
            v = self.c([f"{v[:2]} {v[2:5]} {v[5:]}", f"{v[:4]} {v[4:]}", f"{v[:1]} {v[1:]}"])
        if arabic if arabic is not None else (self.lang == "ar" and self.p(0.4)):
            v = ai(v)
        return self.S("CIN", v)

    def phone(self, intl=None, arabic=None):
        v = phone_fmt(self.rng, phone_raw(self.rng), intl)
        if arabic if arabic is not None else (self.lang == "ar" and self.p(0.3)):
            v = ai(v)
        return self.S("PHONE", v)

    def fphone(self):
        return self.S("PHONE", foreign_phone(self.rng))

    def email(self, person, domain=None):
        dom = domain or self.c(["gmail.com", "yahoo.fr", "hotmail.com", "topnet.tn", "planet.tn", "outlook.fr",
                                "gnet.tn", "yahoo.com", "live.fr"])
        return self.S("EMAIL", f"{person.email_local(self.rng)}@{dom}")

    def rib(self, arabic=False):
        v = rib_fmt(self.rng, rib_raw(self.rng))
        return self.S("RIB", ai(v) if arabic else v)

    def iban(self, country="TN", split=None):
        return self.S("IBAN", iban_fmt(self.rng, iban_raw(self.rng, country),
                                       self.splittable if split is None else split))

    def card(self):
        return self.S("CARD", card_fmt(self.rng, card_raw(self.rng)))

    def taxid(self):
        return self.S("TAX_ID", taxid_fmt(self.rng))

    def cnss(self, arabic=False):
        v = cnss_fmt(self.rng)
        return self.S("CNSS", ai(v) if arabic else v)

    def passport(self, tn=True):
        return self.S("PASSPORT", passport_fmt(self.rng, tn))

    def plate(self, lang=None):
        return self.S("PLATE", plate_fmt(self.rng, lang or self.lang))

    def addr(self, lang=None, split=None, city=None):
        lang = lang or self.lang
        split_ok = self.splittable if split is None else split
        return self.S("ADDRESS", address(self.rng, "ar" if lang == "ar" else "fr" if lang != "en" else "en",
                                         split_ok, city))

    def dob(self, lang=None, y0=1950, y1=2004):
        return self.S("DOB", dob_str(self.rng, lang or ("fr" if self.lang == "mixed" else self.lang), y0, y1))

    def health(self, lang=None):
        return self.S("HEALTH", health(self.rng, lang or self.lang))

    # decoys
    def amount(self, lang=None, lo=50, hi=90000):
        return self.D(amount(self.rng, lang or ("fr" if self.lang == "mixed" else self.lang), lo, hi))

    def date(self, lang=None):
        return self.D(recent_date(self.rng, lang or ("fr" if self.lang == "mixed" else self.lang)))

    def ref(self, kind="fac"):
        return self.D(ref(self.rng, kind))

    def law(self, lang=None):
        return self.D(law(self.rng, lang or self.lang))

    def bad_rib(self, grouped=None):
        r = bad_rib(self.rng)
        if grouped or (grouped is None and self.p(0.5)):
            r = rib_fmt(self.rng, r)
        return self.D(r)

    def bad_card(self):
        n = bad_card(self.rng)
        return self.D(self.c([n, " ".join(n[i:i + 4] for i in range(0, 16, 4))]))

    def city(self):
        return self.c(CITIES)

    def rewrap_values(self, text):
        """A long line was wrapped: a value cut by the wrap is recorded as written, with its "\n"."""
        def fix(v):
            if v in text:
                return v
            pat = re.escape(v).replace(r"\ ", "[ \n]")
            m = re.search(pat, text)
            return m.group(0) if m else v
        for s in self.sens:
            s["value"] = fix(s["value"])
        self.decoys = [fix(v) for v in self.decoys]

    # output
    def add(self, *lines):
        for ln in lines:
            self.lines.extend(ln.split("\n") if isinstance(ln, str) else ln)

    def render(self):
        """(bytes, body text, full text)"""
        if self.fmt == "docx":
            b = self.docx.to_bytes(self.rng)
            return b, self.docx.body_text(), self.docx.full_text()
        if self.fmt == "csv":
            buf = io.StringIO()
            w = csv.writer(buf, delimiter=self.delim, lineterminator="\r\n" if self.crlf else "\n")
            for r in self.rows:
                w.writerow(r)
            t = buf.getvalue()
            return (("\ufeff" if self.bom else "") + t).encode("utf-8"), t, t
        t = "\n".join(self.lines).rstrip("\n") + "\n"
        return t.encode("utf-8"), t, t


# =================================================================== the 16 document kinds
def hm(d):
    return f"{d.rng.randint(7, 19):02d}:{d.rng.randrange(60):02d}"


def fe(p, m, f):
    return m if p.sex == "m" else f


def other(sex):
    return "f" if sex == "m" else "m"


MEDS = ["Metformine 850 mg", "Amlodipine 5 mg", "Salbutamol 100 µg", "Lévothyroxine 75 µg", "Paracétamol 1 g",
        "Oméprazole 20 mg", "Insuline glargine 100 UI/ml", "Valproate de sodium 500 mg", "Atorvastatine 20 mg",
        "Bisoprolol 5 mg", "Méthotrexate 2,5 mg", "Sertraline 50 mg", "Furosémide 40 mg"]
MEDS_AR = ["ميتفورمين 850 ملغ", "أملوديبين 5 ملغ", "سالبوتامول", "ليفوثيروكسين", "باراسيتامول 1 غ", "أوميبرازول 20 ملغ"]
JOBS_FR = ["technicien de maintenance", "comptable", "infirmier", "chargé de clientèle", "ingénieur qualité",
           "enseignant", "commercial terrain", "agent administratif", "pharmacien adjoint", "chauffeur-livreur"]
JOBS_AR = ["أستاذ", "تقني سامي", "محاسب", "ممرض", "موظف", "تاجر", "فلاح", "مهندس", "سائق", "عامل يومي"]
JOBS_EN = ["software developer", "nurse", "accountant", "sales representative", "quality engineer", "teacher",
           "logistics coordinator", "pharmacist", "civil engineer", "customer service agent"]
CARS = [("Peugeot", "208"), ("Renault", "Clio"), ("Kia", "Picanto"), ("Volkswagen", "Polo"), ("Hyundai", "i10"),
        ("Citroën", "C3"), ("Fiat", "Tipo"), ("Isuzu", "D-Max"), ("Toyota", "Hilux"), ("Seat", "Ibiza")]


# ------------------------------------------------------------------ 1. CNAM pharmacy reimbursement claim
def k_cnam(d):
    L = d.lang
    ins, pharm, doc_ = d.person(), d.person(), d.person()
    who = d.c(["self", "spouse", "child"])
    meds = [d.c(MEDS) for _ in range(d.rng.randint(2, 3))]
    if L == "fr":
        x = d.docx = Docx()
        x.header = "CNAM - Bulletin de remboursement des frais de soins"
        x.p(("BULLETIN DE REMBOURSEMENT DES FRAIS DE SOINS", "b"), center=True)
        x.p("Filière : système de remboursement - N° du bulletin : ",
            d.D(f"BR {d.c(['2025', '2026'])}/{digits(d.rng, 6)}"))
        x.p(("Partie réservée à l'assuré social", "b"))
        ins_name = d.N(ins, d.c(["NF", "FN", "Fn"]))
        x.table([["Rubrique", "Renseignements"],
                 ["Identifiant unique (n° d'immatriculation CNSS)", d.cnss()],
                 ["Nom et prénom de l'assuré", ins_name],
                 ["Date de naissance", d.dob()],
                 ["N° CIN", d.cin()],
                 ["Adresse", d.addr(split=False)],
                 ["GSM", d.phone()],
                 ["RIB (virement du remboursement)", d.rib()]])
        if who == "self":
            x.p("Le malade est l'assuré lui-même.")
        elif who == "spouse":
            sp = d.person(other(ins.sex))
            x.p("Malade : conjoint(e) - ", d.N(sp, d.c(["Fn", "NF"])), fe(sp, ", né le ", ", née le "), d.dob())
        else:
            ch = d.person(family=ins.last)
            x.p("Malade : enfant ", d.N(ch, "Fn"), fe(ch, ", né le ", ", née le "), d.dob(y0=2004, y1=2021), " (à charge)")
        x.p("Affection prise en charge (APCI) : ", d.health())
        rows = [["Médicament", "Code PCT", "Qté", "Montant (DT)"]]
        for m in meds:
            rows.append([m, d.D(digits(d.rng, 6)), str(d.rng.randint(1, 3)),
                         f"{d.rng.randint(3, 95)},{d.rng.randrange(1000):03d}"])
        x.table(rows)
        x.p("Total des frais engagés : ", d.amount(lo=20, hi=900))
        x.p("Cachet de la pharmacie : Pharmacie ", d.N(pharm, d.c(["Fn", "fN"])), " - MF ", d.taxid())
        x.p("Médecin prescripteur : Dr ", d.N(doc_, d.c(["Fn", "NF"])), " - date des soins : ", d.date())
        x.p("Le bulletin est à déposer au bureau régional de la ", d.D("CNAM"), " dans un délai de deux mois.")
        x.p("Je certifie l'exactitude des renseignements ci-dessus.")
        x.p("Signature de l'assuré : ", d.N(ins, "Fn"))
        x.creator = ins.lat("Fn")
        return
    if L == "ar":
        d.add("الصندوق الوطني للتأمين على المرض", "بطاقة استرجاع مصاريف العلاج عدد " +
              d.D(ai(digits(d.rng, 7)) if d.p(0.5) else digits(d.rng, 7)), "")
        d.add("أولا: المضمون الاجتماعي",
              "الاسم واللقب: " + d.NA(ins, d.c(["ben", "ben2", "fn"])),
              "المعرف الوحيد: " + d.cnss(arabic=d.p(0.3)),
              fe(ins, "تاريخ الولادة: ", "تاريخ الولادة: ") + d.dob(),
              "رقم بطاقة التعريف الوطنية: " + d.cin(),
              "العنوان: " + d.addr(),
              "الهاتف الجوال: " + d.phone(),
              "الحساب البنكي للتحويل: " + d.rib(), "")
        d.add("ثانيا: المريض")
        if who == "self":
            d.add("المريض هو المضمون الاجتماعي نفسه.")
        elif who == "spouse":
            sp = d.person(other(ins.sex))
            d.add("القرين: " + d.NA(sp, "fn") + fe(sp, "، المولود في ", "، المولودة في ") + d.dob())
        else:
            ch = d.person(family=ins.last)
            d.add(fe(ch, "الابن: ", "البنت: ") + d.NA(ch, "fn") + fe(ch, "، المولود في ", "، المولودة في ") +
                  d.dob(y0=2004, y1=2021))
        d.add("المرض المزمن المتكفل به: " + d.health(), "", "ثالثا: الأدوية المسلمة")
        for _ in range(d.rng.randint(2, 3)):
            d.add(f"- {d.c(MEDS_AR)} - الرمز {d.D(digits(d.rng, 6))} - الكمية {d.rng.randint(1, 3)}")
        d.add("المبلغ الجملي: " + d.amount(lo=20, hi=900), "",
              "الصيدلية: صيدلية " + d.NA(pharm, "fn") + " - المعرف الجبائي: " + d.taxid(),
              "الطبيب الباعث: الدكتور " + d.NA(doc_, d.c(["fn", "nf"])),
              "تاريخ تقديم العلاج: " + d.date(), "",
              "أشهد بصحة المعطيات المذكورة أعلاه.", "إمضاء المضمون: " + d.NA(ins, "fn"))
        return
    # mixed
    d.add("CNAM - الصندوق الوطني للتأمين على المرض", "Bulletin de soins / بطاقة علاج  N° " + d.D(digits(d.rng, 8)),
          "-" * 48)
    d.D("CNAM")
    d.add("Nom et prénom / الاسم واللقب : " + d.N(ins, d.c(["NF", "FN"])) + " - " + d.NA(ins, "fn"),
          "Identifiant / المعرف : " + d.cnss(),
          "Date de naissance / تاريخ الولادة : " + d.dob(d.c(["fr", "ar"])),
          "CIN / ب.ت.و : " + d.cin(arabic=d.p(0.3)),
          "Adresse / العنوان : " + d.addr(d.c(["fr", "ar"])),
          "Tél / الهاتف : " + d.phone())
    if who != "self":
        ch = d.person(family=ins.last)
        d.add("Bénéficiaire / المنتفع : " + d.N(ch, "Fn") + " (" + d.NA(ch, "fn") + ")" +
              fe(ch, " né le ", " née le ") + d.dob())
    d.add("Maladie chronique / مرض مزمن : " + d.health(d.c(["fr", "ar"])))
    for m in meds:
        d.add(f"  * {m}  x{d.rng.randint(1, 3)}  code {d.D(digits(d.rng, 6))}")
    d.add("Montant / المبلغ : " + d.amount("fr", 20, 900),
          "Pharmacie / الصيدلية : " + d.N(pharm, "Fn") + " - MF " + d.taxid(),
          "Médecin / الطبيب : Dr " + d.N(doc_, "Fn") + " - الدكتور " + d.NA(doc_, "fn"),
          "Date des soins / تاريخ العلاج : " + d.date(),
          "Virement sur RIB / التحويل على الحساب : " + d.rib(),
          "Signature / الإمضاء : " + d.N(ins, "Fn"))


# ------------------------------------------------------------------ 2. cover letter
def k_cover(d):
    L = d.lang
    me, rec, refp = d.person(), d.person(), d.person()
    comp = d.c(COMPANIES)
    c = d.city()
    if L == "fr":
        post = d.c(JOBS_FR)
        d.add(d.N(me, d.c(["Fn", "fN", "FN"])), d.addr(),
              d.c(["Tél. : ", "GSM : ", "Mobile : ", ""]) + d.phone(), d.email(me), "")
        d.add("À l'attention de " + d.c(["Madame la Responsable du recrutement", "Monsieur le Directeur des ressources humaines"]),
              comp, "", f"{c[0]}, le " + d.date(), "")
        d.add(f"Objet : candidature au poste de {post} (offre réf. {d.D('RH-' + d.c(['2025', '2026']) + '-' + digits(d.rng, 3))})", "", "Madame, Monsieur,", "")
        k = d.rng.randrange(3)
        if k == 0:
            d.add(f"Actuellement {d.c(JOBS_FR)} chez {d.c(COMPANIES)}, je souhaite mettre mon expérience au service de votre entreprise.")
        elif k == 1:
            d.add("Titulaire d'un BTS obtenu à l'ISET de " + d.city()[0] + ", je me permets de vous adresser ma candidature.")
        else:
            d.add("Votre annonce parue le " + d.date() + " a retenu toute mon attention.")
        if d.p(0.6):
            d.add(fe(me, "Né le ", "Née le ") + d.dob() + f" à {d.city()[0]}, je suis disponible immédiatement et mobile sur tout le territoire.")
        if d.p(0.5):
            d.add(d.c(["Par souci de transparence, je vous informe que je suis suivi" + fe(me, "", "e") + " pour une ",
                       "Je précise que je bénéficie d'une reconnaissance de handicap liée à une "]) + d.health() +
                  ", sans incidence sur le poste visé.")
        d.add(f"{d.c(['M.', 'Mme'])} " + d.N(refp, d.c(["Fn", "fN"])) + ", mon ancien responsable, a accepté d'être contacté au "
              + d.phone() + ".")
        d.add("", "Dans l'attente de votre réponse, je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
              "", d.N(me, "fN" if d.p(0.5) else "Fn"), "", "P.J. : CV, copie de la CIN n° " + d.cin() + ", attestations de travail.")
        return
    if L == "en":
        post = d.c(JOBS_EN)
        d.add("# " + d.N(me, d.c(["FN", "Fn"])), "",
              d.addr(split=False) + " · " + d.phone(intl=True) + " · " + d.email(me), "", "---", "")
        d.add(d.date("en"), "", d.N(rec, "Fn") + ", Head of Talent Acquisition  ", comp, "")
        d.add(f"**Re: Application for the position of {post} (ref. {d.ref('dos')})**", "")
        d.add("Dear " + d.c(["Mr ", "Ms "]) + d.N(rec, "last") + ",", "")
        d.add(f"I am writing to apply for the {post} role advertised on your careers page. "
              f"I hold a degree from the University of {d.city()[0]} and have worked for {d.rng.randint(2, 9)} years in the field.", "")
        if d.p(0.5):
            d.add("For the visa paperwork you mentioned, my passport number is " + d.passport() +
                  " and my date of birth is " + d.dob("en") + ".", "")
        if d.p(0.4):
            d.add("I should mention that I manage " + d.health("en") + " well and need no particular arrangement.", "")
        rp = d.N(refp, "Fn")
        d.add(f"My former line manager, {rp} ({d.email(refp, 'numeriqueplus.tn')}), has kindly agreed to act as a referee.",
              "", "The expected salary for this role, " + d.amount("en", 1500, 6000) + " per month, suits me.", "")
        d.add("Yours sincerely,", "", d.N(me, "Fn"))
        return
    # ar, docx
    x = d.docx = Docx(rtl=True)
    post = d.c(JOBS_AR)
    x.p((d.NA(me, d.c(["ben", "fn"])), "b"))
    x.p("العنوان: ", d.addr(split=False))
    x.p("الهاتف: ", d.phone(), " - البريد الإلكتروني: ", d.email(me))
    x.p(f"{c[1]} في ", d.date())
    x.p("إلى السيد مدير الموارد البشرية ب", d.c(COMPANIES_AR))
    x.p(("الموضوع: مطلب شغل بخطة " + post, "b"))
    x.p("تحية طيبة وبعد،")
    x.p("أنا الممضي" + fe(me, "", "ة") + " أسفله ", d.NA(me, "fn"), fe(me, "، المولود في ", "، المولودة في "), d.dob(),
        " ب" + d.city()[1] + "، صاحب" + fe(me, "", "ة") + " بطاقة التعريف الوطنية عدد ", d.cin(),
        "، أتشرف بأن أتقدم إليكم بمطلبي هذا قصد الانتداب حسب الإعلان الصادر بتاريخ ", d.date(),
        " تحت عدد ", d.D(f"{d.rng.randint(10, 99)}/{d.c(['2025', '2026'])}"), ".")
    if d.p(0.5):
        x.p("وأحيطكم علما بأنني أتابع علاجا منتظما من ", d.health(), " دون أن يؤثر ذلك على أدائي المهني.")
    x.p("ويمكنكم الاستعلام عني لدى السيد ", d.NA(refp, "fn"), " على الرقم ", d.phone(), ".")
    x.p("وتفضلوا بقبول فائق عبارات التقدير والاحترام.")
    x.p("الإمضاء: ", d.NA(me, "fn"))
    x.creator = me.ar("fn")


# ------------------------------------------------------------------ 3. attendance sheet
def k_attendance(d):
    L = d.lang
    n = d.rng.randint(5, 8)
    people = [d.person() for _ in range(n)]
    sec = d.person()
    if L == "fr":
        d.delim, d.crlf = ";", True
        topic = d.c(["du comité consultatif d'entreprise", "de la commission paritaire",
                     "du comité d'hygiène et de sécurité", "de lancement du projet ERP"])
        rows = [["FEUILLE DE PRÉSENCE"], [f"Réunion {topic} du {d.date()} - salle {d.rng.randint(1, 12)}"],
                ["N°", "Nom", "Prénom", "Fonction", "CIN", "GSM", "Émargement"]]
        for i, p in enumerate(people, 1):
            absent = d.p(0.15)
            rows.append([str(i), d.N(p, d.c(["LAST", "LAST", "last"])), d.N(p, "first"), d.c(JOBS_FR),
                         "" if absent else d.cin(), d.phone(intl=False) if not absent or d.p(0.5) else "",
                         "absent(e) excusé(e)" if absent else d.c(["signé", "P", "présent", "✓"])])
        rows.append(["Ordre du jour : mise en conformité avec la réglementation (" + d.law("fr") + ")"])
        rows.append(["Secrétaire de séance : " + d.N(sec, d.c(["Fn", "fN"]))])
        rows.append(["Page 1/1"])
        d.D("Page 1/1")
        d.rows = rows
        return
    if L == "en":
        x = d.docx = Docx()
        comp = d.c(COMPANIES)
        x.header = comp + " - internal"
        x.p(("Attendance sheet - quarterly supplier review", "b"), center=True)
        x.p("Date: ", d.date("en"), " · Venue: ", comp, ", meeting room ", str(d.rng.randint(1, 9)),
            " · Ref. ", d.ref("ctr"))
        rows = [["#", "Name", "Organisation", "Email", "Phone", "Signature"]]
        for i, p in enumerate(people, 1):
            rows.append([str(i), d.N(p, d.c(["Fn", "NF", "fN", "Fn"])), d.c(COMPANIES), d.email(p, d.c([
                "gmail.com", "cartex.com.tn", "atlas-logistique.tn", "yahoo.com"])),
                d.phone(intl=True) if d.p(0.8) else d.fphone(), d.c(["signed", "✓", "(remote)", ""])])
        x.table(rows)
        x.p("Apologies: ", d.N(d.person(), "Fn"), ".")
        x.p("Minutes taken by ", d.N(sec, "Fn"), ". Next review on ", d.date("en"), ".")
        x.creator = sec.lat("Fn")
        return
    # mixed csv
    d.delim = ","
    rows = [["Liste de présence - قائمة الحضور"],
            ["Séance de formation : protection des données - " + d.D("INPDP") + " - " + d.date()],
            ["N°", "Nom et prénom", "الاسم واللقب", "CIN / ب.ت.و", "Tél / الهاتف", "Signature / الإمضاء"]]
    for i, p in enumerate(people, 1):
        rows.append([str(i), d.N(p, d.c(["NF", "Fn", "FN"])), d.NA(p, d.c(["fn", "fn", "nf"])),
                     d.cin(arabic=d.p(0.3)), d.phone(arabic=d.p(0.2)), d.c(["✓", "حاضر", "présent", ""])])
    rows.append(["Formateur / المكون : " + d.N(sec, "Fn") + " - " + d.NA(sec, "fn")])
    rows.append(["Durée : 6 heures - " + d.D(d.c(["القانون الأساسي عدد 63 لسنة 2004", "loi organique n° 2004-63"]))])
    d.rows = rows


# ------------------------------------------------------------------ 4. STEG / SONEDE subscription
def k_utility(d):
    L = d.lang
    p, owner = d.person(), d.person()
    if L == "fr":
        c = d.city()
        d.add(d.D("STEG") + f" - District de {c[0]}", "DEMANDE D'ABONNEMENT BASSE TENSION (usage domestique)",
              "Référence de la demande : " + d.ref("dos"), "")
        d.add("1. DEMANDEUR",
              "   Nom ............ : " + d.N(p, "LAST"),
              "   Prénom ......... : " + d.N(p, "first"),
              fe(p, "   Né le .......... : ", "   Née le ......... : ") + d.dob())
        if d.p(0.8):
            d.add("   CIN n° ......... : " + d.cin())
        else:
            d.add("   Passeport n° ... : " + d.passport())
        d.add("   Adresse du point de livraison : " + d.addr(city=c),
              "   Tél. : " + d.phone() + "   e-mail : " + d.email(p), "")
        tenant = d.p(0.6)
        d.add("2. QUALITÉ : " + ("locataire (contrat de location enregistré le " + d.date() + ")" if tenant
                                  else "propriétaire"))
        if tenant:
            d.add("   Propriétaire du local : " + d.N(owner, d.c(["ben", "Fn", "NF"])) + ", CIN " + d.cin() +
                  ", joignable au " + d.phone())
        if d.p(0.5):
            d.add("   Usage professionnel (cabinet) - MF : " + d.taxid())
        d.add("", "3. CARACTÉRISTIQUES", "   Puissance souscrite : " + d.c(["3", "6", "9"]) + " kVA - monophasé",
              "   Réf. du compteur voisin (repérage) : " + d.bad_card(),
              "   Avance sur consommation : " + d.amount(lo=40, hi=400), "")
        bank = d.c(list(BANK_NAMES))
        d.add("4. PAIEMENT : prélèvement automatique sur le compte " + d.rib() + " ouvert auprès de la " +
              d.D(BANK_NAMES[bank]) + ".", "")
        d.add(f"Fait à {c[0]}, le " + d.date(), "Signature du demandeur : " + d.N(p, "Fn"),
              "Visa de l'agent : " + d.N(d.person(), "mid"))
        return
    if L == "ar":
        x = d.docx = Docx(rtl=True)
        inst = d.D("الشركة الوطنية لاستغلال وتوزيع المياه")
        x.header = inst
        x.p((inst + " - الإقليم الجهوي ب" + d.city()[1], "b"), center=True)
        x.p(("مطلب اشتراك في الماء الصالح للشراب", "b"), center=True)
        c = d.city()
        x.table([["البيانات", "المعطيات"],
                 ["الاسم واللقب", d.NA(p, d.c(["ben", "ben2", "fn"]))],
                 ["تاريخ الولادة", d.dob()],
                 ["رقم بطاقة التعريف الوطنية", d.cin()],
                 ["عنوان المحل المراد ربطه", d.addr(split=False, city=c)],
                 ["الهاتف", d.phone()],
                 ["الحساب البنكي أو البريدي", d.rib(arabic=d.p(0.3))]])
        x.p("صفة المشترك: ", d.c(["مالك", "متسوغ"]), " - عدد المطلب: ", d.ref("dos"))
        x.p("معلوم الاشتراك وتسبقة الاستهلاك: ", d.amount(lo=50, hi=600))
        if d.p(0.5):
            x.p("المالك: ", d.NA(owner, "fn"), " - الهاتف: ", d.phone())
        x.p("حرر ب" + c[1] + " في ", d.date())
        x.p("إمضاء المشترك: ", d.NA(p, "fn"))
        return
    # mixed, md
    c = d.city()
    d.add("# Contrat d'abonnement - عقد اشتراك", "", f"**{d.D('STEG')}** - الشركة التونسية للكهرباء والغاز, district de {c[0]}",
          "", "| Champ / الخانة | Valeur / القيمة |", "|---|---|",
          "| Abonné / المشترك | " + d.N(p, d.c(["FN", "NF"])) + " - " + d.NA(p, "fn") + " |",
          "| CIN / ب.ت.و | " + d.cin() + " |",
          "| Date de naissance / تاريخ الولادة | " + d.dob() + " |",
          "| Adresse / العنوان | " + d.addr(d.c(["fr", "ar"]), split=False, city=c) + " |",
          "| GSM / الجوال | " + d.phone() + " |",
          "| E-mail | " + d.email(p) + " |",
          "| IBAN | " + d.iban(split=False) + " |",
          "| Police / رقم العقد | " + d.ref("ctr") + " |", "")
    d.add("Le présent contrat est régi par le cahier des charges approuvé par le " +
          d.D(d.c(["décret n° 64-9", "décret n° 2002-3158", "arrêté du 3 mars 2021"])) + ".",
          "Montant de la caution / مبلغ الضمان : " + d.amount("fr", 30, 300), "",
          f"Signé à {c[0]} le " + d.date() + " - " + d.N(p, "Fn"))


# ------------------------------------------------------------------ 5. mobile-money transfer receipt
def k_mobile(d):
    L = d.lang
    s, r = d.person(), d.person()
    w = d.c([30, 34, 40])
    if L == "fr":
        d.add("=" * w, "  REÇU DE TRANSFERT D'ARGENT", "  Paiement mobile - agence agréée", "=" * w)
        d.add("Date / heure     : " + d.date() + " " + hm(d),
              "N° transaction   : " + d.bad_rib(grouped=False),
              "Expéditeur       : " + d.N(s, d.c(["FN", "NF", "Fn"])),
              "Tél. expéditeur  : " + d.phone(intl=True),
              "Pièce d'identité : CIN " + d.cin(),
              "-" * w,
              "Bénéficiaire     : " + d.N(r, d.c(["FN", "Fn", "NF"])),
              "Tél. bénéficiaire: " + d.phone(),
              "-" * w,
              "Montant envoyé   : " + d.amount(lo=20, hi=3000),
              "Frais            : " + d.D(d.c(["1,500 TND", "2,000 TND", "3,500 TND"])),
              "Motif            : " + d.c(["loyer", "aide familiale", "frais de scolarité", "remboursement"]),
              "-" * w)
        d.add("Le bénéficiaire retire les fonds sur présentation de sa CIN n° " + d.cin() + ".",
              "Agent : " + d.N(d.person(), d.c(["Fn", "mid"])) + " - guichet " + d.D(f"AG-{digits(d.rng, 4)}"),
              "Conservez ce reçu. Conditions : " + d.D("Banque Centrale de Tunisie") + ", circulaire aux établissements de paiement.")
        return
    if L == "ar":
        d.add("=" * w, "      وصل تحويل أموال", "      خدمة الدفع عبر الهاتف الجوال", "=" * w)
        d.add("التاريخ والساعة: " + d.date() + " " + hm(d),
              "رقم العملية: " + d.bad_rib(grouped=False),
              "المرسل: " + d.NA(s, d.c(["fn", "ben"])),
              "هاتف المرسل: " + d.phone(),
              "بطاقة التعريف الوطنية: " + d.cin(),
              "المستفيد: " + d.NA(r, d.c(["fn", "ben", "nf"])),
              "هاتف المستفيد: " + d.phone(),
              "المبلغ المحول: " + d.amount(lo=20, hi=3000),
              "العمولة: " + d.D(d.c(["1,500 د", "2 دينار", "3,500 د"])),
              "سبب التحويل: " + d.c(["مصاريف الدراسة", "إعانة عائلية", "معلوم الكراء", "خلاص دين"]),
              "-" * w)
        d.add("يتم السحب بالاستظهار ببطاقة التعريف الوطنية للمستفيد.",
              "العون: " + d.NA(d.person(), "fn") + " - الشباك " + d.D(f"{digits(d.rng, 3)}-{digits(d.rng, 2)}"),
              "يخضع هذا التحويل لمنشورات " + d.D("البنك المركزي التونسي") + ".")
        return
    d.add("=" * w, "  MONEY TRANSFER RECEIPT", "  Mobile wallet - authorised agent", "=" * w)
    d.add("Date/time    : " + d.date("en") + " " + hm(d),
          "Transaction  : " + d.bad_rib(grouped=False),
          "Sender       : " + d.N(s, d.c(["FN", "Fn"])),
          "Sender mobile: " + (d.fphone() if d.p(0.5) else d.phone(intl=True)),
          "Sender ID    : " + (("Passport " + d.passport()) if d.p(0.5) else ("CIN " + d.cin())),
          "Funded by    : card " + d.card(),
          "Receiver     : " + d.N(r, d.c(["Fn", "NF", "FN"])),
          "Receiver mob.: " + d.phone(intl=True),
          "Amount       : " + d.amount("en", 20, 3000),
          "Fee          : " + d.D(d.c(["TND 4.500", "TND 6.000", "TND 2.750"])),
          "Purpose      : " + d.c(["family support", "tuition fees", "rent", "loan repayment"]),
          "-" * w,
          "Pick-up on presentation of the receiver's national ID card.",
          "Operator ref.: " + d.ref("tkt"),
          "Regulated by the " + d.D("Central Bank of Tunisia") + ".")


# ------------------------------------------------------------------ 6. hotel guest register
NAT_FR = ["Tunisienne", "Tunisienne", "Tunisienne", "Française", "Algérienne", "Libyenne", "Italienne", "Allemande"]
NAT_EN = ["Tunisian", "Tunisian", "Tunisian", "French", "Algerian", "Libyan", "Italian", "German", "Canadian"]
NAT_AR = ["تونسية", "تونسية", "تونسية", "جزائرية", "ليبية", "فرنسية"]


def k_hotel(d):
    L = d.lang
    n = d.rng.randint(5, 8)
    if L == "fr":
        d.delim, d.crlf = ";", d.p(0.5)
        rows = [["Chambre", "Nom", "Prénom", "Nationalité", "Date de naissance", "Lieu de naissance", "Type pièce",
                 "N° pièce", "Arrivée", "Départ", "Téléphone", "Immatriculation", "Carte de garantie"]]
        for _ in range(n):
            g = d.person()
            nat = d.c(NAT_FR)
            tn = nat == "Tunisienne"
            rows.append([str(d.rng.randint(101, 415)), d.N(g, d.c(["LAST", "last"])), d.N(g, "first"), nat,
                         d.dob("fr"), d.city()[0] if tn else d.c(["Lyon", "Alger", "Tripoli", "Milan", "Marseille"]),
                         "CIN" if tn else "Passeport", d.cin() if tn else d.passport(False),
                         d.date(), d.date(), d.phone() if tn else d.fphone(),
                         d.plate("fr") if d.p(0.35) else "", d.card() if d.p(0.3) else ""])
        rows.append(["", "Total nuitées", str(d.rng.randint(8, 30)), "", "", "", "", "", "", "", "", "",
                     d.amount(lo=800, hi=9000)])
        d.rows = rows
        return
    if L == "en":
        d.delim = ","
        rows = [["Room", "Guest name", "Date of birth", "Nationality", "Document", "Document no.", "Check-in",
                 "Check-out", "Mobile", "Email", "Vehicle plate"]]
        for _ in range(n):
            g = d.person()
            nat = d.c(NAT_EN)
            tn = nat == "Tunisian"
            rows.append([str(d.rng.randint(101, 415)), d.N(g, d.c(["Fn", "NF", "FN"])), d.dob("en"), nat,
                         "National ID" if tn else "Passport", d.cin() if tn else d.passport(False),
                         d.date("en"), d.date("en"), d.phone(intl=True) if tn else d.fphone(),
                         d.email(g) if d.p(0.6) else "", d.plate("en") if d.p(0.3) else ""])
        rows.append(["", "Booking ref. " + d.ref("tkt"), "", "", "", "", "", "", "", "", ""])
        d.rows = rows
        return
    d.add("# سجل النزلاء", "", "**نزل " + d.c(["الياسمين", "قصر البحر", "دار الضيافة", "النخلة"]) + "** - " +
          d.city()[1] + " - سجل عدد " + d.D(digits(d.rng, 4)), "",
          "| الغرفة | الاسم واللقب | تاريخ الولادة | الجنسية | الوثيقة | رقم الوثيقة | تاريخ الوصول | الهاتف | رقم السيارة |",
          "|---|---|---|---|---|---|---|---|---|")
    for _ in range(n):
        g = d.person()
        nat = d.c(NAT_AR)
        tn = nat == "تونسية"
        d.add(f"| {d.rng.randint(1, 60)} | " + d.NA(g, d.c(["fn", "ben", "nf"])) + " | " + d.dob("ar") + f" | {nat} | "
              + ("ب.ت.و" if tn else "جواز سفر") + " | " + (d.cin() if tn else d.passport(False)) + " | " +
              d.date("ar") + " | " + (d.phone() if tn else d.fphone()) + " | " +
              (d.plate("ar") if d.p(0.35) else "-") + " |")
    d.add("", "المعلوم الجملي للإقامة: " + d.amount("ar", 500, 8000),
          "ترسل نسخة من هذا السجل يوميا إلى مركز الأمن حسب " + d.law("ar") + ".")


# ------------------------------------------------------------------ 7. mortgage offer
def k_mortgage(d):
    L = d.lang
    b1 = d.person("m")
    w = d.person("f")
    agent = d.person()
    code = d.c(list(BANK_NAMES))
    if L == "fr":
        x = d.docx = Docx()
        bank = d.D(BANK_NAMES[code])
        x.header = bank + " - Offre de crédit immobilier"
        x.p(("OFFRE PRÉALABLE DE CRÉDIT IMMOBILIER", "b"), center=True)
        x.p("Offre n° ", d.ref("ctr"), " émise le ", d.date(), " par la ", bank, ".")
        x.p(("L'EMPRUNTEUR", "b"))
        x.table([["Nom et prénom", d.N(b1, d.c(["NF", "FN"]))], ["Né le", d.dob()], ["CIN", d.cin()],
                 ["Adresse", d.addr(split=False)], ["Profession", d.c(JOBS_FR) + " chez " + d.c(COMPANIES)],
                 ["Compte n°", d.rib()], ["Tél.", d.phone()], ["N° d'assuré social", d.cnss()]])
        wn = d.S("PERSON", w.lat("Fn") + " ép. " + b1.last[0]) if d.p(0.5) else None
        if wn:
            x.p(("LE CO-EMPRUNTEUR", "b"))
            x.p("Mme ", wn, ", née le ", d.dob(), ", titulaire de la CIN n° ", d.cin(), ".")
        x.p(("CARACTÉRISTIQUES DU PRÊT", "b"))
        x.table([["Montant", d.amount(lo=60000, hi=450000)], ["Durée", f"{d.c([180, 240, 300])} mois"],
                 ["Taux", "TMM + " + d.c(["2,75", "3,25", "3,50"]) + " %"], ["Mensualité", d.amount(lo=400, hi=3500)]])
        x.p("Bien financé : appartement sis au ", d.addr(split=False), ", titre foncier n° ",
            d.D(f"TF {digits(d.rng, 5)}/{d.c(['Tunis', 'Sfax', 'Sousse', 'Nabeul'])}"), ".")
        x.p("Assurance décès-invalidité : au vu du questionnaire de santé, l'emprunteur déclare être suivi pour ",
            d.health(), " ; une surprime de 0,35 % est appliquée.")
        x.p("Le remboursement sera prélevé sur le compte IBAN ", d.iban(split=False), ".")
        x.p("Offre soumise aux dispositions suivantes : ", d.law("fr"), ".")
        x.p("Fait à Tunis, le ", d.date(), ".  Le chargé de clientèle : ", d.N(agent, "Fn"))
        x.p("Lu et approuvé, l'emprunteur : ", d.N(b1, "Fn"))
        x.creator = agent.lat("Fn")
        return
    if L == "en":
        bank = d.D(BANK_NAMES[code])
        d.add(bank + " - MORTGAGE OFFER", "Offer no. " + d.ref("ctr") + " - issued " + d.date("en"), "")
        d.add("Borrower:      " + d.N(b1, d.c(["Fn", "FN", "NF"])),
              "Date of birth: " + d.dob("en"),
              "National ID:   " + d.cin(),
              "Home address:  " + d.addr("en"),
              "Mobile:        " + d.phone(intl=True),
              "Email:         " + d.email(b1), "")
        if d.p(0.6):
            d.add("Co-borrower: " + d.N(w, "Fn") + " (spouse), born " + d.dob("en") + ", passport " + d.passport(), "")
        d.add("Loan amount:   " + d.amount("en", 60000, 450000),
              "Term:          " + str(d.c([15, 20, 25])) + " years",
              "Monthly instalment: " + d.amount("en", 400, 3500), "")
        d.add("Property: " + d.c(["a flat", "a villa", "a plot of land"]) + " located at " + d.addr("en") + ".", "")
        d.add("Health questionnaire: the borrower discloses " + d.health("en") +
              "; life cover is granted with a loading of 0.40%.", "")
        d.add("Repayments will be debited from account " + d.iban() + ".",
              "This offer is governed by " + d.law("en") + " and remains valid for 30 days.", "",
              "Relationship manager: " + d.N(agent, "Fn"), "Accepted by the borrower: " + d.N(b1, "Fn"))
        return
    bank = d.D(BANK_NAMES_AR.get(code, "بنك الإسكان"))
    d.add(bank, "عرض قرض سكني", "عدد العرض: " + d.ref("ctr") + " - بتاريخ " + d.date("ar"), "")
    d.add("المقترض: " + d.NA(b1, d.c(["ben", "ben2", "fn"])),
          "تاريخ الولادة: " + d.dob("ar"),
          "رقم بطاقة التعريف الوطنية: " + d.cin(),
          "العنوان: " + d.addr("ar"),
          "الهاتف: " + d.phone(), "")
    if d.p(0.6):
        wn = d.NA(w, "fn")
        d.add("المقترض الثاني: " + wn + " حرم " + d.NA(b1, "last") + "، المولودة في " + d.dob("ar"), "")
    d.add("مبلغ القرض: " + d.amount("ar", 60000, 400000),
          "مدة القرض: " + d.c(["15", "20", "25"]) + " سنة",
          "القسط الشهري: " + d.amount("ar", 400, 3000), "",
          "العقار الممول: شقة كائنة ب" + d.addr("ar", split=False), "",
          "التأمين على الحياة: صرح المقترض بأنه يعاني من " + d.health("ar") + ".", "",
          "يقتطع القسط من الحساب عدد " + d.rib(arabic=d.p(0.3)),
          "يخضع هذا العرض إلى " + d.law("ar") + ".", "",
          "المكلف بالحرفاء: " + d.NA(agent, "fn"), "إمضاء المقترض: " + d.NA(b1, "fn"))


# ------------------------------------------------------------------ 8. internship agreement
def k_internship(d):
    L = d.lang
    st, tut, sup, rh = d.person(), d.person(), d.person(), d.person()
    comp = d.c(COMPANIES)
    c = d.city()
    if L == "fr":
        d.add("# Convention de stage n° " + d.ref("ctr"), "",
              f"**Entre** l'Institut supérieur des études technologiques de {c[0]}, représenté par son directeur, "
              "M. " + d.N(sup, "Fn") + ",", "",
              f"**Et** la société {comp}, représentée par " + d.c(["Mme ", "M. "]) + d.N(rh, d.c(["Fn", "fN"])) +
              ", directeur des ressources humaines,", "",
              "**Et** l'étudiant" + fe(st, "", "e") + " :", "",
              "- Nom : " + d.N(st, "LAST"),
              "- Prénom : " + d.N(st, "first"),
              fe(st, "- Né le : ", "- Née le : ") + d.dob(),
              "- CIN : " + d.cin(),
              "- Adresse : " + d.addr(split=False),
              "- Téléphone : " + d.phone() + " - courriel : " + d.email(st),
              "- Assuré social (parent) : " + d.cnss() if d.p(0.6) else "- Boursier : non", "")
        d.add("## Article 1 - Objet", "La présente convention règle les rapports entre les parties pendant le stage "
              "de fin d'études, du " + d.date() + " au " + d.date() + ".", "")
        d.add("## Article 4 - Gratification", "Le stagiaire perçoit une gratification mensuelle de " +
              d.amount(lo=200, hi=900) + ", versée sur le compte " + d.rib() + ".", "")
        d.add("## Article 6 - Assurance", "Le stagiaire est couvert par la police d'assurance n° " +
              d.D(f"{digits(d.rng, 2)}/{digits(d.rng, 6)}") + " souscrite par l'établissement.", "")
        if d.p(0.6):
            d.add("## Article 7 - Santé", "Le stagiaire a signalé un suivi médical pour " + d.health() +
                  " ; le tuteur veille à l'aménagement du poste.", "")
        d.add("## Article 9 - Encadrement", "Tuteur en entreprise : " + d.N(tut, "Fn") + " (" + d.email(tut, "gmail.com")
              + ").", "Encadrant universitaire : Dr " + d.N(sup, "NF") + ".", "")
        d.add(f"Fait à {c[0]}, le " + d.date() + ", en trois exemplaires.", "",
              "| Le directeur | L'entreprise | Le stagiaire |", "|---|---|---|",
              "| " + d.N(sup, "Fn") + " | " + d.N(rh, "Fn") + " | " + d.N(st, "Fn") + " |")
        return
    if L == "en":
        x = d.docx = Docx()
        x.header = comp + " - Internship agreement"
        x.p(("INTERNSHIP AGREEMENT", "b"), center=True)
        x.p("Agreement no. ", d.ref("ctr"), " between ", comp, " (the host), the University of ", c[0],
            " and the intern named below.")
        x.table([["Intern", d.N(st, d.c(["Fn", "FN"]))], ["Date of birth", d.dob("en")],
                 ["Passport / ID", d.passport() if d.p(0.4) else d.cin()], ["Home address", d.addr("en", split=False)],
                 ["Mobile", d.phone(intl=True)], ["Email", d.email(st)],
                 ["Social security no.", d.cnss()]])
        x.p("The internship runs from ", d.date("en"), " to ", d.date("en"),
            ". The intern receives a monthly allowance of ", d.amount("en", 200, 900), ".")
        x.p("Host supervisor: ", d.N(tut, d.c(["Fn", "NF"])), ", ", d.email(tut, "gmail.com"), ".")
        x.p("Academic supervisor: Dr ", d.N(sup, "Fn"), ".")
        if d.p(0.5):
            x.p("Reasonable adjustments: the intern has ", d.health("en"), " and may take short breaks.")
        x.p("This agreement complies with ", d.law("en"), ".")
        x.p("Signed for the host: ", d.N(rh, "Fn"), "    Intern: ", d.N(st, "Fn"))
        x.creator = rh.lat("Fn")
        return
    # mixed txt
    d.add("CONVENTION DE STAGE - اتفاقية تربص", "N° " + d.ref("ctr"), "")
    d.add("Stagiaire / المتربص : " + d.N(st, d.c(["NF", "FN"])) + " - " + d.NA(st, d.c(["fn", "ben"])),
          "Date de naissance / تاريخ الولادة : " + d.dob(),
          "CIN / بطاقة التعريف : " + d.cin(arabic=d.p(0.3)),
          "Adresse / العنوان : " + d.addr(d.c(["fr", "ar"])),
          "Tél / الهاتف : " + d.phone(), "")
    d.add(f"Entreprise d'accueil / المؤسسة المستقبلة : {comp}",
          "Tuteur / المؤطر : " + d.N(tut, "Fn") + " (" + d.NA(tut, "fn") + ")",
          "Période / الفترة : du " + d.date() + " au " + d.date(),
          "Indemnité / المنحة : " + d.amount("fr", 150, 700), "")
    if d.p(0.5):
        d.add("Observation médicale / ملاحظة صحية : " + d.health("ar"), "")
    d.add("Texte de référence / المرجع القانوني : " + d.law("fr") + ".", "",
          f"{c[0]}, le " + d.date(), "Le stagiaire / المتربص : " + d.N(st, "Fn"),
          "Le directeur / المدير : " + d.N(sup, "Fn"))


# ------------------------------------------------------------------ 9. marriage-contract extract
def k_marriage(d):
    L = d.lang
    h = d.person("m")
    w = d.person("f")
    n1, n2 = d.person("m"), d.person("m")
    c = d.city()
    if L == "ar":
        d.add("الجمهورية التونسية", "وزارة الداخلية", "بلدية " + c[1], "دائرة الحالة المدنية", "",
              "مضمون من رسم زواج", "عدد الرسم: " + d.D(ai(digits(d.rng, 4)) if d.p(0.4) else digits(d.rng, 4)) +
              " - السنة: " + d.c(["2023", "2024", "2025"]), "")
        d.add("الزوج: " + d.NA(h, "ben2"),
              "المولود في: " + d.dob("ar") + " ب" + d.city()[1],
              "المهنة: " + d.c(JOBS_AR),
              "بطاقة التعريف الوطنية عدد: " + d.cin(),
              "العنوان: " + d.addr("ar"), "",
              "الزوجة: " + d.NA(w, "ben2"),
              "المولودة في: " + d.dob("ar") + " ب" + d.city()[1],
              "المهنة: " + d.c(JOBS_AR + ["بدون"]),
              "بطاقة التعريف الوطنية عدد: " + d.cin(), "")
        d.add("تاريخ إبرام العقد: " + d.date("ar"),
              "أبرم العقد لدى عدلي الإشهاد: " + d.NA(n1, "fn") + " و" + d.NA(n2, "fn"),
              "المهر: " + d.amount("ar", 1, 5000),
              "النظام المالي للزوجين: " + d.c(["نظام التفرقة في الأملاك", "نظام الاشتراك في الأملاك"]) +
              " طبق القانون عدد 94 لسنة 1998", "")
        d.D("القانون عدد 94 لسنة 1998")
        d.add("سلم هذا المضمون للإدلاء به لدى " + d.D(d.c(["الصندوق الوطني للضمان الاجتماعي",
                                                            "الصندوق الوطني للتأمين على المرض"])),
              "حرر ب" + c[1] + " في " + d.date("ar"), "ضابط الحالة المدنية")
        return
    if L == "mixed":
        x = d.docx = Docx()
        x.header = "République Tunisienne - الجمهورية التونسية"
        x.p(("EXTRAIT D'ACTE DE MARIAGE - مضمون من رسم زواج", "b"), center=True)
        x.p("Commune de ", c[0], " / بلدية ", c[1], " - Acte n° ", d.D(f"{digits(d.rng, 3)}/{d.c(['2024', '2025'])}"))
        x.table([["", "Époux / الزوج", "Épouse / الزوجة"],
                 ["Nom et prénom", d.N(h, d.c(["NF", "FN"])), d.N(w, d.c(["NF", "FN"]))],
                 ["الاسم واللقب", d.NA(h, "ben"), d.NA(w, "ben")],
                 ["Date de naissance / تاريخ الولادة", d.dob(), d.dob()],
                 ["CIN / ب.ت.و", d.cin(), d.cin(arabic=d.p(0.4))],
                 ["Domicile / المقر", d.addr(split=False), d.addr("ar", split=False)]])
        x.p("Date du mariage / تاريخ الزواج : ", d.date())
        x.p("Notaires / العدلان : ", d.N(n1, "Fn"), " et ", d.N(n2, "Fn"))
        x.p("Régime : séparation des biens (", d.D("loi n° 98-94 du 9 novembre 1998"), ")")
        x.p("Délivré pour servir et valoir ce que de droit, le ", d.date(), ".")
        return
    # fr txt
    hf = d.person("m", family=h.last)
    wf = d.person("m", family=w.last)
    d.add("RÉPUBLIQUE TUNISIENNE", f"Commune de {c[0]} - Bureau de l'état civil", "",
          "EXTRAIT D'ACTE DE MARIAGE n° " + d.D(f"{digits(d.rng, 4)}/{d.c(['2023', '2024', '2025'])}"), "")
    d.add("Le " + d.date() + ", devant nous, officier de l'état civil, ont été unis par le mariage :", "",
          "M. " + d.N(h, d.c(["FN", "Fn"])) + ", " + d.c(JOBS_FR) + ", né le " + d.dob() + " à " + d.city()[0] +
          ", fils de " + d.N(hf, "Fn") + ", titulaire de la CIN n° " + d.cin() + ", domicilié au " + d.addr() + ",", "",
          "et Mlle " + d.N(w, d.c(["FN", "Fn"])) + ", née le " + d.dob() + " à " + d.city()[0] +
          ", fille de " + d.N(wf, "Fn") + ", titulaire de la CIN n° " + d.cin() + ".", "")
    d.add("Témoins : " + d.N(n1, "Fn") + " et " + d.N(n2, "Fn") + ".",
          "Les époux ont opté pour le régime de la communauté des biens conformément à la " +
          d.D("loi n° 98-94 du 9 novembre 1998") + ".", "",
          f"Pour extrait conforme, {c[0]}, le " + d.date() + ".", "L'officier de l'état civil")


# ------------------------------------------------------------------ 10. vehicle sale contract
def k_vehicle(d):
    L = d.lang
    sel, buy = d.person(), d.person()
    brand, model = d.c(CARS)
    c = d.city()
    if L == "fr":
        d.add("CONTRAT DE VENTE D'UN VÉHICULE D'OCCASION", "", "Entre les soussignés :", "")
        d.add(fe(sel, "M. ", "Mme ") + d.N(sel, d.c(["Fn", "FN", "ben"])) + ", titulaire de la CIN n° " + d.cin() +
              ", demeurant au " + d.addr() + ", tél. " + d.phone() +
              ((", commerçant, matricule fiscal " + d.taxid()) if d.p(0.5) else "") + ",", "ci-après « le vendeur »,", "")
        d.add("Et " + fe(buy, "M. ", "Mme ") + d.N(buy, d.c(["Fn", "NF", "ben"])) + ", " +
              (("titulaire du passeport n° " + d.passport()) if d.p(0.3) else ("CIN n° " + d.cin())) +
              ", demeurant " + d.addr() + ", GSM " + d.phone() + ",", "ci-après « l'acheteur ».", "")
        d.add(f"Article 1 - Le vendeur cède à l'acheteur le véhicule de marque {brand}, modèle {model}, immatriculé "
              + d.plate() + f", kilométrage {d.rng.randint(30, 260)} 000 km.", "")
        d.add("Article 2 - Le prix est fixé à " + d.amount(lo=9000, hi=85000) + ", payé " +
              (("par virement sur le compte du vendeur " + d.rib()) if d.p(0.5) else
               ("par chèque n° " + d.D(digits(d.rng, 7)) + " tiré sur la " + d.D(d.c(list(BANK_NAMES.values()))))) + ".", "")
        if d.p(0.5):
            d.add("Article 3 - L'acheteur remet en reprise son ancien véhicule immatriculé " + d.plate() + ".", "")
        d.add("Article 4 - La mutation de la carte grise sera faite auprès de l'" + d.D("ATTT") +
              " conformément aux textes en vigueur (" + d.law("fr") + ").", "")
        d.add(f"Fait à {c[0]}, le " + d.date() + ", en deux exemplaires.", "",
              "Le vendeur : " + d.N(sel, "FN") + "          L'acheteur : " + d.N(buy, "FN"), "",
              "Signatures légalisées à la municipalité de " + c[0] + " sous le n° " + d.D(digits(d.rng, 5)) + ".")
        return
    if L == "ar":
        x = d.docx = Docx(rtl=True)
        x.p(("عقد بيع سيارة", "b"), center=True)
        x.p("بين الممضين أسفله:")
        x.p("البائع: ", d.NA(sel, d.c(["ben", "ben2"])), fe(sel, "، صاحب", "، صاحبة") + " بطاقة التعريف الوطنية عدد ",
            d.cin(), fe(sel, "، القاطن ب", "، القاطنة ب"), d.addr(split=False), "، الهاتف ", d.phone(), ".")
        x.p("المشتري: ", d.NA(buy, d.c(["ben", "fn"])), fe(buy, "، صاحب", "، صاحبة") + " بطاقة التعريف الوطنية عدد ",
            d.cin(), fe(buy, "، القاطن ب", "، القاطنة ب"), d.addr(split=False), ".")
        x.table([["نوع السيارة", f"{brand} {model}"], ["رقم التسجيل", d.plate("ar")],
                 ["الثمن", d.amount("ar", 9000, 85000)], ["تاريخ البيع", d.date("ar")]])
        x.p("يصرح البائع بأن السيارة خالية من كل رهن، ويلتزم المشتري بنقل ملكيتها لدى ", d.D("الوكالة الفنية للنقل البري"),
            " طبق ", d.law("ar"), ".")
        x.p("خلاص الثمن بتحويل بنكي إلى الحساب عدد ", d.rib(arabic=d.p(0.3)), ".")
        x.p("حرر ب" + c[1] + " في ", d.date("ar"))
        x.p("إمضاء البائع: ", d.NA(sel, "fn"), "    إمضاء المشتري: ", d.NA(buy, "fn"))
        x.creator = buy.ar("fn")
        return
    d.add("# Vente de véhicule - بيع سيارة", "",
          "**Vendeur / البائع :** " + d.N(sel, d.c(["Fn", "NF"])) + " - " + d.NA(sel, "fn") + "  ",
          "CIN " + d.cin() + " - " + d.addr("fr") + "  ", "GSM " + d.phone(), "",
          "**Acheteur / المشتري :** " + d.N(buy, d.c(["Fn", "NF"])) + " - " + d.NA(buy, "fn") + "  ",
          "CIN " + d.cin(arabic=d.p(0.3)) + " - " + d.addr("ar") + "  ", "Tél. " + d.phone(), "",
          "| Véhicule / السيارة | Immatriculation / رقم التسجيل | Prix / الثمن |", "|---|---|---|",
          f"| {brand} {model} | " + d.plate("mixed") + " | " + d.amount("fr", 9000, 85000) + " |", "",
          "Paiement : virement IBAN " + d.iban() + ".", "",
          "Mutation auprès de l'" + d.D("ATTT") + " - " + d.date(), "",
          "Signatures / الإمضاءات : " + d.N(sel, "FN") + " / " + d.N(buy, "FN"))


# ------------------------------------------------------------------ 11. lab results report
LABS_FR = [("Glycémie à jeun", "g/L", "0,70 - 1,10"), ("HbA1c", "%", "4,0 - 6,0"), ("Créatinine", "mg/L", "6 - 12"),
           ("Cholestérol total", "g/L", "< 2,00"), ("TSH", "mUI/L", "0,27 - 4,20"), ("Hémoglobine", "g/dL", "12 - 16"),
           ("CRP", "mg/L", "< 6"), ("Ferritine", "ng/mL", "30 - 300"), ("ALAT", "UI/L", "< 40")]
LABS_EN = [("Fasting glucose", "mmol/L", "3.9 - 6.1"), ("HbA1c", "%", "4.0 - 6.0"), ("Creatinine", "µmol/L", "53 - 106"),
           ("Total cholesterol", "mmol/L", "< 5.2"), ("TSH", "mIU/L", "0.27 - 4.20"), ("Haemoglobin", "g/dL", "12 - 16"),
           ("CRP", "mg/L", "< 6"), ("Ferritin", "ng/mL", "30 - 300")]


def _val(d, comma=True):
    v = f"{d.rng.randint(0, 19)}{',' if comma else '.'}{d.rng.randint(0, 99):02d}"
    return v


def k_lab(d):
    L = d.lang
    pt, presc, bio = d.person(), d.person(), d.person()
    if L == "fr":
        d.add("# Laboratoire d'analyses médicales - Dr " + d.N(bio, "Fn"), "",
              "**Patient :** " + d.N(pt, d.c(["NF", "FN"])) + "  ",
              fe(pt, "**Né le :** ", "**Née le :** ") + d.dob() + "  ",
              "**N° dossier :** " + d.ref("dos") + "  ",
              "**Prescripteur :** Dr " + d.N(presc, d.c(["Fn", "fN"])) + "  ",
              "**Prélèvement du :** " + d.date() + " à " + hm(d) + "  ",
              "**Renseignements cliniques :** " + d.health(), "",
              "| Analyse | Résultat | Unité | Valeurs de référence |", "|---|---|---|---|")
        for a, u, r in d.rng.sample(LABS_FR, 4):
            d.add(f"| {a} | {_val(d)} | {u} | {r} |")
        d.add("", "**Conclusion :** résultats à interpréter en tenant compte des antécédents (" + d.health() + ").", "",
              "Résultats transmis par SMS au " + d.phone() + " et par e-mail à " + d.email(pt) + ".", "",
              "Validé par " + d.N(bio, "NF") + ", biologiste - Page 1/1")
        d.D("Page 1/1")
        return
    if L == "en":
        d.add("CLINICAL LABORATORY REPORT", "-" * 40,
              "Patient name : " + d.N(pt, d.c(["Fn", "FN", "NF"])),
              "DOB          : " + d.dob("en"),
              "Patient ID   : " + (d.passport(False) if d.p(0.3) else d.cin()),
              "Phone        : " + d.phone(intl=True),
              "Address      : " + d.addr("en"),
              "Requested by : Dr " + d.N(presc, "Fn"),
              "Sample no.   : " + d.ref("dos"),
              "Collected    : " + d.date("en"), "-" * 40,
              "Clinical information: known " + d.health("en") + ".", "")
        for a, u, r in d.rng.sample(LABS_EN, 4):
            d.add(f"{a:<20}{_val(d, False):>8} {u:<8} ({r})")
        d.add("", "Comment: pattern consistent with " + d.health("en") + "; repeat in 3 months.",
              "Invoice " + d.ref("fac") + " - amount due " + d.amount("en", 30, 400) + ".", "",
              "Authorised by: " + d.N(bio, "Fn") + ", consultant biologist")
        return
    x = d.docx = Docx(rtl=True)
    x.header = "مخبر التحاليل الطبية"
    x.p(("مخبر التحاليل الطبية - الدكتور ", "b"), (d.NA(bio, "fn"), "b"), center=True)
    x.table([["المريض", d.NA(pt, d.c(["fn", "ben"]))], ["تاريخ الولادة", d.dob("ar")],
             ["رقم الملف", d.ref("dos")], ["الطبيب الباعث", "الدكتور " + d.NA(presc, "fn")],
             ["تاريخ أخذ العينة", d.date("ar")], ["الهاتف", d.phone()]])
    x.p("المعلومات السريرية: ", d.health("ar"))
    x.table([["التحليل", "النتيجة", "القيم المرجعية"]] +
            [[a, _val(d), r] for a, u, r in d.rng.sample(LABS_FR, 3)])
    x.p("الخلاصة: نتائج تتماشى مع ", d.health("ar"), " - يرجى المتابعة لدى الطبيب المعالج.")
    x.p("المبلغ: ", d.amount("ar", 20, 300))
    x.p("المصادقة: ", d.NA(bio, "fn"))
    x.creator = bio.ar("fn")


# ------------------------------------------------------------------ 12. home-care visit log
ACTS_FR = ["Pansement", "Injection d'insuline", "Prise de tension", "Toilette", "Prélèvement sanguin", "Kinésithérapie"]
ACTS_EN = ["Wound dressing", "Insulin injection", "Blood pressure check", "Personal care", "Blood sample",
           "Physiotherapy"]
ACTS_AR = ["تضميد", "حقنة أنسولين", "قيس ضغط الدم", "رعاية شخصية", "أخذ عينة دم", "علاج طبيعي"]


def k_homecare(d):
    L = d.lang
    pts = [d.person() for _ in range(d.rng.randint(2, 3))]
    nurses = [d.person() for _ in range(2)]
    if L == "fr":
        d.delim = d.c([",", ";"])
        rows = [["Date", "Heure", "Patient", "Adresse", "Intervenant", "Acte", "Observations"]]
        info = {}
        for p in pts:
            info[p] = (d.N(p, d.c(["NF", "Fn", "FN"])), d.addr(split=False), d.health())
        for _ in range(d.rng.randint(6, 9)):
            p = d.c(pts)
            nm, ad, hl = info[p]
            obs = d.c([f"{hl} - état stable", f"suivi {hl}", f"TA 13/8, {hl}", "RAS", "famille informée",
                       f"glycémie 1,{d.rng.randint(10, 99)} g/L"])
            if d.p(0.15):
                fam = d.person(family=p.last)
                obs = "fille " + d.N(fam, "first") + " joignable au " + d.phone()
            rows.append([d.date(), hm(d), nm, ad, d.N(d.c(nurses), d.c(["Fn", "first"])), d.c(ACTS_FR), obs])
        for p in pts:     # every patient's condition appears at least once
            if not any(info[p][2] in r[6] for r in rows[1:]):
                rows.append([d.date(), hm(d), info[p][0], info[p][1], d.N(nurses[0], "Fn"), d.c(ACTS_FR), info[p][2]])
        rows.append(["Facturation CNAM", "", "", "", "", "Total", d.amount(lo=100, hi=2000)])
        d.D("Facturation CNAM")
        d.rows = rows
        return
    if L == "en":
        d.add("# Home-care visit log", "", "Agency file " + d.ref("dos") + " · week of " + d.date("en"), "")
        for p in pts:
            d.add("## " + d.N(p, d.c(["Fn", "NF"])), "",
                  "- Address: " + d.addr("en", split=False),
                  "- Date of birth: " + d.dob("en"),
                  "- Diagnosis: " + d.health("en"),
                  "- CNSS: " + d.cnss(),
                  "- Next of kin: " + d.N(d.person(family=p.last), "Fn") + ", " + d.phone(intl=True), "")
            for _ in range(d.rng.randint(2, 3)):
                d.add(f"- {d.date('en')} {hm(d)} - {d.c(ACTS_EN)} by " + d.N(d.c(nurses), "first") +
                      d.c([": stable.", ": mild oedema, GP informed.", ": refused meal.", "."]))
            d.add("")
        d.add("Supervisor: " + d.N(nurses[1], "Fn") + " - invoice " + d.ref("fac"))
        return
    d.add("سجل الزيارات المنزلية", "الجمعية الجهوية للرعاية الصحية بالمنزل - الملف عدد " + d.ref("dos"), "")
    for p in pts:
        d.add("المريض: " + d.NA(p, d.c(["fn", "ben"])),
              "العنوان: " + d.addr("ar"),
              "تاريخ الولادة: " + d.dob("ar"),
              "التشخيص: " + d.health("ar"),
              "الهاتف: " + d.phone())
        for _ in range(d.rng.randint(2, 3)):
            d.add(f"  - {d.date('ar')} الساعة {hm(d)}: {d.c(ACTS_AR)} - الممرض(ة) " + d.NA(d.c(nurses), "fn"))
        d.add("")
    d.add("المبلغ الجملي: " + d.amount("ar", 100, 2000), "المسؤول: " + d.NA(nurses[1], "fn"))


# ------------------------------------------------------------------ 13. debt acknowledgement
def k_debt(d):
    L = d.lang
    deb, cre = d.person(), d.person()
    c = d.city()
    if L == "fr":
        amt = d.amount(lo=1000, hi=60000)
        d.add("RECONNAISSANCE DE DETTE", "")
        d.add("Je soussigné" + fe(deb, "", "e") + ", " + d.N(deb, d.c(["ben", "FN", "Fn"])) + ", " + fe(deb, "né", "née") +
              " le " + d.dob() + f" à {d.city()[0]}, titulaire de la CIN n° " + d.cin() + " délivrée le " + d.date() +
              ", demeurant au " + d.addr() + ",", "")
        d.add("reconnais par la présente devoir à " + fe(cre, "M. ", "Mme ") + d.N(cre, d.c(["Fn", "NF"])) +
              ", CIN " + d.cin() + ", demeurant " + d.addr() + ",", "")
        d.add("la somme de " + amt + ", qu'" + fe(cre, "il", "elle") + " m'a prêtée ce jour par virement sur mon compte "
              + d.rib() + ".", "")
        d.add("Je m'engage à rembourser cette somme en " + str(d.rng.randint(6, 36)) + " mensualités de " +
              d.amount(lo=100, hi=2000) + ", à compter du " + d.date() + ", par virement sur le compte IBAN " + d.iban() +
              " du prêteur.", "")
        d.add("À défaut de paiement d'une seule échéance, la totalité deviendra exigible, conformément à l'" +
              d.D("article 1083 du Code des obligations et des contrats") + ".", "")
        d.add(f"Fait à {c[0]}, le " + d.date() + ", en deux exemplaires originaux.", "",
              "« Lu et approuvé, bon pour reconnaissance de dette de " + amt + " »", d.N(deb, "Fn"), "",
              "Signature légalisée - municipalité de " + c[0] + " - registre n° " + d.D(digits(d.rng, 6)))
        return
    if L == "ar":
        amt = d.amount("ar", 1000, 60000)
        d.add("## اعتراف بدين", "")
        d.add("أنا الممضي" + fe(deb, "", "ة") + " أسفله **" + d.NA(deb, d.c(["ben2", "ben"])) + "**، " +
              fe(deb, "المولود", "المولودة") + " في " + d.dob("ar") + "، صاحب" + fe(deb, "", "ة") +
              " بطاقة التعريف الوطنية عدد " + d.cin() + "، القاطن" + fe(deb, "", "ة") + " ب" + d.addr("ar") + "،", "")
        d.add("أعترف بأنني مدين" + fe(deb, "", "ة") + " لفائدة " + d.NA(cre, "fn") + "، صاحب" + fe(cre, "", "ة") +
              " بطاقة التعريف الوطنية عدد " + d.cin() + "، بمبلغ قدره " + amt + " تسلمته نقدا بتاريخ " + d.date("ar") + ".", "")
        d.add("وأتعهد بإرجاع هذا المبلغ على أقساط شهرية قدرها " + d.amount("ar", 100, 2000) +
              " بتحويل إلى الحساب عدد " + d.rib(arabic=d.p(0.3)) + ".", "")
        d.add("وفي صورة التأخير يصبح كامل الدين حالا طبق " + d.law("ar") + ".", "",
              "حرر ب" + c[1] + " في " + d.date("ar"), "",
              "- الإمضاء: " + d.NA(deb, "fn"), "- الهاتف: " + d.phone(),
              "- التعريف بالإمضاء: بلدية " + c[1] + " تحت عدد " + d.D(digits(d.rng, 5)))
        return
    x = d.docx = Docx()
    amt = d.amount("en", 1000, 60000)
    x.p(("ACKNOWLEDGEMENT OF DEBT", "b"), center=True)
    x.p("I, the undersigned, ", d.N(deb, d.c(["Fn", "FN"])), ", born on ", d.dob("en"), ", holder of national ID card no. ",
        d.cin(), ", residing at ", d.addr("en", split=False), ",")
    x.p("hereby acknowledge that I owe ", d.N(cre, d.c(["Fn", "NF"])), " (passport ", d.passport(), ") the sum of ", amt,
        ", lent to me on ", d.date("en"), ".")
    x.p("I undertake to repay it in monthly instalments of ", d.amount("en", 100, 2000), " into the lender's account ",
        d.iban(d.c(["FR", "DE", "IT", "TN", "BE"]), split=False), ", the first falling due on ", d.date("en"), ".")
    x.p("Should I fail to pay, the lender may debit my card ", d.card(), " as agreed.")
    x.p("Governing law: ", d.law("en"), ".")
    x.table([["Borrower", "Lender"], [d.N(deb, "Fn"), d.N(cre, "Fn")], [d.phone(intl=True), d.email(cre)]])
    x.p("Signed in ", c[0], " on ", d.date("en"), ".")
    x.creator = deb.lat("Fn")


# ------------------------------------------------------------------ 14. voice-mail transcription
def _spoken(s):
    """How a speech recogniser writes digits: pairs separated by spaces."""
    s = re.sub(r"\D", "", s)
    return " ".join(s[i:i + 2] for i in range(0, len(s), 2))


def k_voicemail(d):
    L = d.lang
    caller = d.person()
    if L == "fr":
        num = d.phone(intl=True)
        d.add("Messagerie vocale - transcription automatique", "De : " + num, "Reçu : " + d.date() + " à " + hm(d) +
              " · Durée : 0:" + str(d.rng.randint(21, 59)), "Confiance de la transcription : 0," + str(d.rng.randint(70, 95)), "---")
        ad = address(d.rng, "fr")
        ad = d.S("ADDRESS", ad.lower().replace(",", ""))
        cin = d.S("CIN", _spoken(cin_raw(d.rng)))
        cb = d.S("PHONE", _spoken(phone_raw(d.rng)))
        em = d.email(caller, "gmail.com")
        txt = ("bonjour " + (d.N(d.person(), "lowf") + " " if d.p(0.6) else "") + "c'est " + d.N(caller, "low") + " euh je vous appelle au sujet du dossier " + d.ref("dos") +
               " je vous donne mon numéro de cin c'est le " + cin + " et mon adresse c'est " + ad +
               " voilà " + d.c(["mon fils a fait une crise d'", "ma mère est suivie pour une ", "je suis sous traitement pour "]) +
               d.health() + " donc il me faut le remboursement rapidement " +
               "rappelez-moi au " + cb + " ou sur mon mail " + em + " merci bonne journée")
        d.add(_wrap(txt, 76))
        d.rewrap_values("\n".join(d.lines))
        return
    if L == "mixed":
        num = d.phone(intl=False)
        d.add("Messagerie vocale / البريد الصوتي - transcription", "De : " + num + " - " + d.date() + " " + hm(d), "---")
        cin = d.S("CIN", _spoken(cin_raw(d.rng)))
        d.add("عسلامة " + (d.NA(d.person(), "first") + "، " if d.p(0.6) else "") + "معاك " + d.NA(caller, "fn") + "، نكلمك على الدوسي متاعي عند الـ " + d.D("CNAM") + ". ",
              "Je vous ai envoyé le bulletin le " + d.date() + " w ma jani 7atta rad. ",
              "الـ CIN متاعي " + cin + "، و الـ RIB " + d.rib() + ". ",
              "أنا مريض " + d.c(["بـ", "بمرض "]) + d.health("ar") + " و نستنى في الفلوس باش نشري الدواء. ",
              "Rappelez-moi au " + d.phone() + ", merci, " + d.N(caller, "lowf") + ".")
        return
    num = d.fphone() if d.p(0.4) else d.phone(intl=True)
    d.add("## Voicemail transcript", "", "*From:* " + num + "  ", "*Received:* " + d.date("en") + ", " + hm(d) + "  ",
          "*Mailbox:* claims desk", "", "> hi " + d.N(d.person(), "lowf") + " this is " + d.N(caller, "low") + " calling about claim " + d.ref("tkt") +
          " um my date of birth is " + d.dob("en") + " and the card you need is " + d.card() +
          " i was diagnosed with " + d.health("en") + " last month so please call me back on " + d.phone(intl=False) +
          " thanks bye", "", "_Transcribed automatically; accuracy not guaranteed._")


def _wrap(text, width):
    """Break a long transcript into lines without cutting a value: wrap only at ' voilà ', etc."""
    out, line = [], ""
    for w in text.split(" "):
        if len(line) + len(w) + 1 > width and line:
            out.append(line)
            line = w
        else:
            line = (line + " " + w).strip()
    out.append(line)
    return "\n".join(out)


# ------------------------------------------------------------------ 15. beneficiary spreadsheet
def k_beneficiaries(d):
    L = d.lang
    if L == "ar":
        d.delim = ","
        rows = [["قائمة المنتفعين بالمساعدات الاجتماعية - معتمدية " + d.city()[1]],
                ["ع/ر", "الاسم واللقب", "رقم بطاقة التعريف", "تاريخ الولادة", "العنوان", "الهاتف", "الحالة الصحية",
                 "مبلغ المنحة"]]
        for i in range(1, d.rng.randint(7, 10)):
            p = d.person()
            rows.append([str(i), d.NA(p, d.c(["fn", "ben", "nf"])), d.cin(), d.dob("ar"), d.addr("ar", split=False),
                         d.phone() if d.p(0.8) else "", d.health("ar") if d.p(0.5) else "-",
                         d.amount("ar", 50, 300)])
        rows.append(["المصادقة: " + d.NA(d.person(), "fn") + " - " + d.D("وزارة الشؤون الاجتماعية")])
        d.rows = rows
        return
    if L == "fr":
        d.delim, d.bom, d.crlf = ";", True, True
        rows = [["Mutuelle du personnel - " + d.c(COMPANIES) + " - ayants droit " + d.c(["2025", "2026"])],
                ["N°", "Nom", "Prénom", "Lien", "Date de naissance", "CIN", "N° CNSS", "RIB", "Plafond annuel"]]
        i = 0
        for _ in range(d.rng.randint(2, 3)):
            head = d.person()
            i += 1
            last = d.N(head, d.c(["LAST", "last"]))
            rows.append([str(i), last, d.N(head, "first"), "assuré", d.dob("fr", 1958, 1980), d.cin(), d.cnss(), d.rib(),
                         d.amount("fr", 500, 3000)])
            sp = d.person(other(head.sex))
            i += 1
            rows.append([str(i), d.N(sp, "LAST"), d.N(sp, "first"), "conjoint", d.dob("fr", 1958, 1984), d.cin(), "", "", ""])
            for _ in range(d.rng.randint(0, 2)):
                ch = d.person(family=head.last)
                i += 1
                rows.append([str(i), last, d.N(ch, "first"), "enfant", d.dob("fr", 2002, 2021), "", "", "", ""])
        rows.append(["", "Total", "", "", "", "", "", "", d.amount("fr", 3000, 20000)])
        d.rows = rows
        return
    d.delim = ","
    rows = [["Beneficiary", "Date of birth", "ID type", "ID number", "IBAN", "Email", "Mobile", "Grant (TND)", "Notes"]]
    for _ in range(d.rng.randint(6, 9)):
        p = d.person()
        abroad = d.p(0.35)
        rows.append([d.N(p, d.c(["Fn", "NF", "FN"])), d.dob("en"), "passport" if abroad else "CIN",
                     d.passport() if abroad else d.cin(),
                     d.iban(d.c(["FR", "DE", "IT", "BE", "CH", "ES"]) if abroad else "TN", split=False), d.email(p),
                     d.fphone() if abroad else d.phone(), d.D(f"{d.rng.randint(8, 60)}00.000"),
                     (("exam accommodation: " + d.health("en")) if d.p(0.35) else "")])
    rows.append(["Approved by " + d.N(d.person(), "Fn"), "", "", "", "", "", "", "", "batch " + d.ref("tkt")])
    d.rows = rows


# ------------------------------------------------------------------ 16. legal consultation memo
def k_memo(d):
    L = d.lang
    cl, adv, oth = d.person(), d.person(), d.person()
    if L == "fr":
        x = d.docx = Docx()
        avn = d.N(adv, "Fn")
        x.header = "Cabinet d'avocats - Avocats à la Cour de cassation"
        x.p(("NOTE DE CONSULTATION JURIDIQUE - CONFIDENTIEL", "b"), center=True)
        x.p("Destinataire : ", fe(cl, "M. ", "Mme "), d.N(cl, d.c(["NF", "FN", "fN"])), " - Réf. cabinet : ", d.ref("dos"))
        x.p("Objet : accident de la circulation du ", d.date(), " - responsabilité et indemnisation")
        x.p(("I. Les faits", "b"))
        x.p("Le véhicule de notre client" + fe(cl, "", "e") + ", immatriculé ", d.plate(),
            ", a été percuté par le véhicule ", d.plate(), " conduit par ", d.N(oth, d.c(["Fn", "ben"])),
            ", domicilié au ", d.addr(split=False), ".")
        x.p("Notre client" + fe(cl, "", "e") + ", " + fe(cl, "né", "née") + " le ", d.dob(),
            ", a été hospitalisé" + fe(cl, "", "e") + " et souffre depuis d'", d.c(["une aggravation de son ", "un "]),
            d.health(), ". Il" + fe(cl, "", "le") + " réside au ", d.addr(split=False), ".")
        if d.p(0.5):
            x.p("Le jour même, sa carte bancaire n° ", d.card(), " a été utilisée frauduleusement.")
        x.p(("II. Analyse", "b"))
        x.p("En application de l'", d.D("article 82 du Code des obligations et des contrats"),
            " (voir aussi : ", d.law("fr"), ")", ", la responsabilité du conducteur adverse paraît engagée (Cass. civ. n° ",
            d.D(f"{digits(d.rng, 5)}.{d.c(['2019', '2021', '2022'])}"), ").")
        x.p("Le préjudice peut être évalué à ", d.amount(lo=8000, hi=120000), ".")
        x.p(("III. Recommandations", "b"))
        x.p("Nous recommandons de saisir la compagnie d'assurance avant le ", d.date(),
            ". La provision sera versée sur le compte ", d.rib(), ".")
        x.p("Fait à Tunis, le ", d.date(), ".")
        x.p(avn, ", avocat - MF ", d.taxid(), " - ", d.email(adv, "avocat.tn"))
        x.creator = avn
        return
    if L == "en":
        d.add("# Legal memorandum - privileged and confidential", "",
              "**To:** " + d.N(cl, d.c(["Fn", "FN"])) + "  ", "**From:** " + d.N(adv, "Fn") + "  ",
              "**Date:** " + d.date("en") + "  ", "**Matter:** " + d.ref("dos"), "",
              "Dear " + d.N(cl, "first") + ",", "", "## Background", "")
        d.add("You were dismissed on " + d.date("en") + " after disclosing to your employer that you have " +
              d.health("en") + ". You were born on " + d.dob("en") + " and have worked for " + d.c(COMPANIES) +
              " since " + d.c(["2012", "2015", "2018"]) + ". Your manager, " + d.N(oth, "Fn") +
              ", wrote to you at " + d.email(cl) + ".", "")
        d.add("## Analysis", "", "- Dismissal on health grounds breaches " + d.law("en") + ".",
              "- Severance is capped at " + d.amount("en", 5000, 60000) + " in comparable cases.",
              "- Social security records (no. " + d.cnss() + ") confirm continuous employment.", "")
        d.add("## Next steps", "", "Please send the payslips to our office or call " + d.phone(intl=True) +
              ". Fees are payable to IBAN " + d.iban() + ".", "", "*" + d.N(adv, "FN") + ", Attorney at law*")
        return
    x = d.docx = Docx()
    x.header = "Consultation juridique - استشارة قانونية"
    x.p(("NOTE DE CONSULTATION / مذكرة استشارة", "b"), center=True)
    x.p("Client / الحريف : ", d.N(cl, d.c(["NF", "Fn"])), " - ", d.NA(cl, d.c(["fn", "ben"])))
    x.p("CIN / ب.ت.و : ", d.cin(arabic=d.p(0.3)), " - Tél : ", d.phone())
    x.p("Adresse / العنوان : ", d.addr(d.c(["fr", "ar"]), split=False))
    x.p(("Les faits / الوقائع", "b"))
    x.p("Le client a signé le ", d.date(), " un bail avec ", d.N(oth, "Fn"), " (", d.NA(oth, "fn"),
        ") pour un local sis ", d.addr("fr", split=False), ". Le bailleur refuse de restituer la caution de ",
        d.amount("fr", 500, 6000), ".")
    x.p("يعاني الحريف من ", d.health("ar"), " مما يستوجب الإسراع في الإجراءات.")
    x.p(("Analyse / التحليل", "b"))
    x.p("طبق ", d.law("ar"), " ", "et l'", d.D("article 235 du Code de procédure civile et commerciale"),
        ", la demande est recevable.")
    x.p("Honoraires à virer sur / الأتعاب تحول إلى : ", d.rib())
    x.p(d.N(adv, "Fn"), " - ", d.NA(adv, "fn"), " - MF ", d.taxid())
    x.creator = adv.lat("Fn")


KINDS = {
    "cnam_reimbursement": k_cnam,
    "cover_letter": k_cover,
    "attendance_sheet": k_attendance,
    "utility_subscription": k_utility,
    "mobile_money_receipt": k_mobile,
    "hotel_register": k_hotel,
    "mortgage_offer": k_mortgage,
    "internship_agreement": k_internship,
    "marriage_extract": k_marriage,
    "vehicle_sale": k_vehicle,
    "lab_report": k_lab,
    "homecare_log": k_homecare,
    "debt_acknowledgement": k_debt,
    "voicemail_transcript": k_voicemail,
    "beneficiaries_sheet": k_beneficiaries,
    "legal_memo": k_memo,
}



# (kind, [(lang, fmt) x 3])
PLAN = [
    ("cnam_reimbursement", [("fr", "docx"), ("ar", "txt"), ("mixed", "txt")]),
    ("cover_letter", [("fr", "txt"), ("en", "md"), ("ar", "docx")]),
    ("attendance_sheet", [("fr", "csv"), ("en", "docx"), ("mixed", "csv")]),
    ("utility_subscription", [("fr", "txt"), ("ar", "docx"), ("mixed", "md")]),
    ("mobile_money_receipt", [("fr", "txt"), ("ar", "txt"), ("en", "txt")]),
    ("hotel_register", [("fr", "csv"), ("en", "csv"), ("ar", "md")]),
    ("mortgage_offer", [("fr", "docx"), ("en", "txt"), ("ar", "txt")]),
    ("internship_agreement", [("fr", "md"), ("en", "docx"), ("mixed", "txt")]),
    ("marriage_extract", [("ar", "txt"), ("mixed", "docx"), ("fr", "txt")]),
    ("vehicle_sale", [("fr", "txt"), ("ar", "docx"), ("mixed", "md")]),
    ("lab_report", [("fr", "md"), ("en", "txt"), ("ar", "docx")]),
    ("homecare_log", [("fr", "csv"), ("en", "md"), ("ar", "txt")]),
    ("debt_acknowledgement", [("fr", "txt"), ("ar", "md"), ("en", "docx")]),
    ("voicemail_transcript", [("fr", "txt"), ("mixed", "txt"), ("en", "md")]),
    ("beneficiaries_sheet", [("ar", "csv"), ("fr", "csv"), ("en", "csv")]),
    ("legal_memo", [("fr", "docx"), ("en", "md"), ("mixed", "docx")]),
]


def generate(seed, out, repo=REPO, corpus_manifest=DEFAULT_CORPUS_MANIFEST, quiet=False):
    refused = load_refused(repo, corpus_manifest)
    namer = Namer(refused)
    os.makedirs(out, exist_ok=True)
    manifest = []
    jobs = [(k, lang, fmt) for k, variants in PLAN for lang, fmt in variants]
    retries = 0
    for i, (kind, lang, fmt) in enumerate(jobs, 1):
        for attempt in range(60):
            rng = random.Random(f"gen_fresh:{seed}:{i}:{attempt}")
            d = Doc(namer, rng, kind, lang, fmt)
            KINDS[kind](d)
            data, body, full = d.render()
            why = check_doc(body, full, d.sens, d.decoys)
            if why is None:
                break
            retries += 1
            if not quiet:
                print(f"  retry {kind}/{lang}/{fmt}: {why}", file=sys.stderr)
        else:
            raise SystemExit(f"cannot build document {i} ({kind}, {lang}, {fmt}): {why}")
        fname = f"{i:03d}_{kind}_{lang}.{fmt}"
        with open(os.path.join(out, fname), "wb") as fh:
            fh.write(data)
        manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                         "sensitive": d.sens, "decoys": d.decoys})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    if not quiet:
        nv = sum(len(m["sensitive"]) for m in manifest)
        nd = sum(len(m["decoys"]) for m in manifest)
        print(f"gen_fresh: seed {seed}: {len(manifest)} documents, {nv} values, {nd} decoys in {out} "
              f"({namer.refusals} name candidates refused, {retries} documents redrawn)", file=sys.stderr)
    return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=20260505)
    ap.add_argument("--out", default=os.path.join(REPO, "target", "generalisation-fresh"))
    ap.add_argument("--repo", default=REPO, help="Caviard checkout whose name lists are refused")
    ap.add_argument("--corpus-manifest", default=DEFAULT_CORPUS_MANIFEST)
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    generate(a.seed, a.out, a.repo, a.corpus_manifest, a.quiet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
