#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generate a held-out, synthetic generalisation set for Caviard.

    gen.py [--seed N] [--out DIR] [--count N] [--repo DIR] [--corpus-manifest FILE]

Writes about 80 documents (txt, md, csv, docx; French, Arabic, English, mixed) and a
`manifest.json` in the format `../shared/eval/score.py` reads.  Everything is invented:
names are built from syllables and refused when they appear in Caviard's own name lists or in
the development corpus' manifest; identifiers carry valid checksums (RIB key, IBAN mod 97,
Luhn, ICAO 9303 MRZ digits).  Python standard library only; the same seed gives the same
bytes.  See README.md next to this file.
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

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
CORPUS_MANIFEST = os.path.join(REPO, "..", "shared", "corpus", "manifest.json")
HELD_OUT = os.path.join(HERE, "names_mimesis_ar.tsv")

# ------------------------------------------------------------------ exclusion lists
_AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")


def fold(s):
    """The form names are compared in: NFKC, no Arabic diacritics/tatweel, casefold."""
    s = unicodedata.normalize("NFKC", s)
    return _AR_DIAC.sub("", s).casefold()


_LOOSE = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ة": "ه", "ى": "ي", "ؤ": "و", "ئ": "ي"})


def loose(s):
    """fold() plus the Arabic spelling variants a list may hold either way (hamza seats, ta
    marbuta, alif maqsura): a held-out name must differ from every known name even so."""
    return fold(s).translate(_LOOSE)


def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def load_forbidden(repo, corpus_manifest):
    """Every name part Caviard ships (and every word of its stop lists) plus every PERSON part
    of the development corpus, folded; a generated name part found here is refused."""
    forbidden = set()
    names_dir = os.path.join(repo, "crates", "caviard", "data", "names")
    if not os.path.isdir(names_dir):
        raise SystemExit(f"gen.py: name lists not found in {names_dir} (use --repo)")
    for fn in sorted(os.listdir(names_dir)):
        if fn.endswith(".txt"):
            with open(os.path.join(names_dir, fn), encoding="utf-8") as f:
                for line in f:
                    w = line.strip()
                    if w and not w.startswith("#"):
                        forbidden.add(fold(w))
                        forbidden.add(fold(strip_accents(w)))
    if corpus_manifest and os.path.exists(corpus_manifest):
        with open(corpus_manifest, encoding="utf-8") as f:
            for d in json.load(f):
                for s in d.get("sensitive", []):
                    if s["type"] == "PERSON":
                        for t in re.split(r"[\s\-]+", s["value"]):
                            if t:
                                forbidden.add(fold(t))
    return forbidden


# ------------------------------------------------------------------ invented names
# Syllables carry their Latin transliteration and their Arabic spelling, so one invented name
# has both forms.  Nothing here is a name: only consonants and vowels.
ONSETS = [("b", "ب"), ("d", "د"), ("f", "ف"), ("h", "ه"), ("h", "ح"), ("j", "ج"), ("k", "ك"),
          ("kh", "خ"), ("l", "ل"), ("m", "م"), ("n", "ن"), ("r", "ر"), ("s", "س"), ("ch", "ش"),
          ("t", "ت"), ("z", "ز"), ("gh", "غ"), ("g", "ق"), ("w", "و"), ("y", "ي"), ("dh", "ذ"),
          ("sl", "سل"), ("tr", "تر")]
VOWELS = [("a", "ا"), ("a", ""), ("i", "ي"), ("ou", "و"), ("e", "")]
CODAS = [("", ""), ("l", "ل"), ("r", "ر"), ("n", "ن"), ("m", "م"), ("s", "س"), ("f", "ف"),
         ("d", "د"), ("b", "ب")]
M_END = [("ine", "ين"), ("ir", "ير"), ("im", "يم"), ("an", "ان"), ("ed", "د"), ("ef", "ف"),
         ("oun", "ون"), ("ah", "اح"), ("is", "يس")]
F_END = [("ia", "ية"), ("a", "ة"), ("ouna", "ونة"), ("ira", "يرة"), ("ima", "يمة"), ("ène", "ان"),
         ("ina", "ينة"), ("ya", "يا")]
FAM_END = [("i", "ي"), ("aoui", "اوي"), ("ani", "اني"), ("ouchi", "وشي"), ("iri", "يري"),
           ("ali", "الي"), ("ssi", "سي")]


def _stem(rng, n):
    lat, ar = "", ""
    for i in range(n):
        o, v = rng.choice(ONSETS), rng.choice(VOWELS)
        lat += o[0] + v[0]
        ar += o[1] + v[1]
    c = rng.choice(CODAS)
    return lat + c[0], ar + c[1]


def _cap(s):
    return s[:1].upper() + s[1:]


class NameMaker:
    def __init__(self, rng, forbidden):
        self.rng, self.forbidden, self.used = rng, forbidden, set()
        self.refused = 0

    def _ok(self, lat, ar):
        if len(lat) < 4 or len(ar) < 3 or re.search(r"(.)\1\1", lat):
            return False
        for t in (lat, ar, strip_accents(lat)):
            if fold(t) in self.forbidden or fold(t) in self.used:
                self.refused += 1
                return False
        return True

    def _take(self, make):
        for _ in range(10000):
            lat, ar = make()
            lat = _cap(lat)
            if self._ok(lat, ar):
                self.used.add(fold(lat))
                self.used.add(fold(ar))
                return lat, ar
        raise SystemExit("gen.py: could not invent a new name part")

    def first(self, female):
        def make():
            s = _stem(self.rng, self.rng.choice([1, 1, 2]))
            e = self.rng.choice(F_END if female else M_END)
            return s[0].rstrip("aeiou") + e[0], s[1] + e[1]
        return self._take(make)

    def family(self):
        def make():
            s = _stem(self.rng, self.rng.choice([1, 2]))
            k = self.rng.random()
            if k < 0.55:
                e = self.rng.choice(FAM_END)
                return s[0].rstrip("aeiou") + e[0], s[1] + e[1]
            if k < 0.75:
                return "Bou" + s[0], "بو" + s[1]
            e = self.rng.choice(FAM_END)
            return s[0].rstrip("aeiou") + e[0], "ال" + s[1] + e[1]
        return self._take(make)


class HeldOut:
    """Real-looking Arabic-script names from names_mimesis_ar.tsv (Mimesis, MIT), each refused
    again at load when Caviard's lists or the corpus hold it (loosely folded)."""

    def __init__(self, rng, forbidden, path=HELD_OUT):
        known = {loose(w) for w in forbidden}
        self.rng, self.names = rng, {"female": [], "male": [], "family": []}
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                kind, name = line.rstrip("\n").split("\t")
                if loose(name) not in known:
                    self.names[kind].append(name)
        if min(len(v) for v in self.names.values()) < 20:
            raise SystemExit(f"gen.py: too few held-out names left in {path}")

    def first(self, female):
        return self.rng.choice(self.names["female" if female else "male"])

    def family(self):
        return self.rng.choice(self.names["family"])


class Person:
    """An invented person: names in both scripts and every identifier, valid. With `held`, the
    Arabic-script names are real-looking held-out names instead (the Latin ones stay invented)."""

    def __init__(self, rng, nm, ids, held=None):
        self.female = rng.random() < 0.5
        self.first, self.first_ar = nm.first(self.female)
        self.father, self.father_ar = nm.first(False)
        self.grand, self.grand_ar = nm.first(False)
        fam, fam_ar = nm.family()
        if rng.random() < 0.2:           # "Ben X" family names
            fam, fam_ar = "Ben " + fam, "بن " + fam_ar
        self.last, self.last_ar = fam, fam_ar
        if held:
            self.first_ar, self.father_ar, self.grand_ar = held.first(self.female), held.first(False), held.first(False)
            self.last_ar = ("بن " if fam.startswith("Ben ") else "") + held.family()
        self.ids = ids
        self.dob = (rng.randint(1955, 2003), rng.randint(1, 12), rng.randint(1, 28))

    def latin(self, rng, allow_caps=True):
        """One Latin written form of the name (value as written, no title)."""
        k = rng.random()
        if k < 0.45 or not allow_caps:
            return f"{self.first} {self.last}"
        if k < 0.65:
            return f"{self.last.upper()} {self.first}"
        if k < 0.8:
            link = "bent" if self.female else "ben"
            return f"{self.first} {link} {self.father} {self.last}"
        if k < 0.9:
            return f"{self.first.upper()} {self.last.upper()}"
        return f"{self.first} {self.father[0]}. {self.last}"

    def arabic(self, rng):
        k = rng.random()
        link = "بنت" if self.female else "بن"
        if k < 0.5:
            return f"{self.first_ar} {self.last_ar}"
        if k < 0.8:
            return f"{self.first_ar} {link} {self.father_ar} {self.last_ar}"
        return f"{self.first_ar} {link} {self.father_ar} بن {self.grand_ar} {self.last_ar}"


# ------------------------------------------------------------------ identifiers
TN_BANKS = [("01", "ATB"), ("03", "BNA"), ("04", "Attijari Bank"), ("05", "Banque de Tunisie"),
            ("07", "Amen Bank"), ("08", "BIAT"), ("10", "STB"), ("11", "UBCI"), ("12", "UIB"),
            ("14", "BH Bank"), ("17", "La Poste"), ("20", "BTK"), ("25", "Banque Zitouna")]
IBAN_LEN = {"FR": 27, "DE": 22, "BE": 16, "IT": 27, "ES": 24, "MA": 28, "NL": 18, "CH": 21,
            "GB": 22, "DZ": 26, "LU": 20, "PT": 25}


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def iban_check(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return f"{98 - n % 97:02d}"


def iban_valid(x):
    c = re.sub(r"[^0-9A-Z]", "", x.upper())
    s = c[4:] + c[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch)
        if i % 2:
            v = v * 2 - 9 if v > 4 else v * 2
        tot += v
    return tot % 10 == 0


def mrz_digit(f):
    w, tot = (7, 3, 1), 0
    for i, c in enumerate(f):
        v = 0 if c == "<" else int(c) if c.isdigit() else ord(c) - 55
        tot += v * w[i % 3]
    return str(tot % 10)


class Ids:
    def __init__(self, rng):
        self.rng = rng
        self.seen = set()

    def _uniq(self, f):
        for _ in range(1000):
            v = f()
            if v not in self.seen:
                self.seen.add(v)
                return v
        raise SystemExit("gen.py: identifier space exhausted")

    def cin(self):
        return self._uniq(lambda: self.rng.choice("01") + digits(self.rng, 7))

    def passport(self):
        return self._uniq(lambda: self.rng.choice("ABCDEGJKLMNRSZ") + digits(self.rng, 6))

    def rib_digits(self):
        def f():
            body = self.rng.choice(TN_BANKS)[0] + digits(self.rng, 16)
            if len(set(body)) < 4:
                body = body[:-4] + "1234"
            key = (97 - int(body) * 100 % 97) % 97
            return body + f"{key:02d}"
        d = self._uniq(f)
        assert int(d) % 97 == 0
        return d

    def bad_rib(self):
        d = self.rib_digits()
        key = (int(d[18:]) + self.rng.randint(1, 90)) % 97
        bad = d[:18] + f"{key:02d}"
        assert int(bad) % 97 != 0
        return bad

    def iban_tn(self):
        rib = self.rib_digits()
        ck = iban_check("TN", rib)
        assert ck == "59", ck
        return "TN" + ck + rib

    def iban_foreign(self):
        cc = self.rng.choice(sorted(IBAN_LEN))
        n = IBAN_LEN[cc] - 4
        if cc == "GB":
            bban = "".join(self.rng.choice("ABCDEFGHJKLMNPRSTW") for _ in range(4)) + digits(self.rng, n - 4)
        else:
            bban = digits(self.rng, n)
        v = cc + iban_check(cc, bban) + bban
        assert iban_valid(v)
        return v

    def card(self, valid=True):
        def f():
            pre = self.rng.choice(["4", "51", "52", "53", "54", "55"])
            body = pre + digits(self.rng, 15 - len(pre))
            for last in "0123456789":
                if luhn_ok(body + last) == valid:
                    return body + last
            return None
        for _ in range(50):
            v = self._uniq(f)
            if v:
                return v
        raise SystemExit("gen.py: no card")

    def phone_tn(self):
        return self._uniq(lambda: self.rng.choice("2345979") + digits(self.rng, 7))

    def mf(self):
        serial = digits(self.rng, 7)
        letter = self.rng.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
        return serial, letter, self.rng.choice("APBDN"), self.rng.choice("MPCNE"), "000"

    def cnss(self):
        return self._uniq(lambda: digits(self.rng, 8)), digits(self.rng, 2)


# ------------------------------------------------------------------ formatting helpers
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
MONTHS_AR_TN = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر",
                "أكتوبر", "نوفمبر", "ديسمبر"]
MONTHS_AR_ME = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر",
                "أكتوبر", "نوفمبر", "ديسمبر"]

CITIES = [("Tunis", "تونس", "1000"), ("Sfax", "صفاقس", "3000"), ("Sousse", "سوسة", "4000"),
          ("Nabeul", "نابل", "8000"), ("Bizerte", "بنزرت", "7000"), ("Gabès", "قابس", "6000"),
          ("Monastir", "المنستير", "5000"), ("Kairouan", "القيروان", "3100"),
          ("Gafsa", "قفصة", "2100"), ("Médenine", "مدنين", "4100"), ("Ariana", "أريانة", "2080"),
          ("Ben Arous", "بن عروس", "2013"), ("Mahdia", "المهدية", "5100"),
          ("Tozeur", "توزر", "2200"), ("Béja", "باجة", "9000"), ("Zaghouan", "زغوان", "1100"),
          ("Kasserine", "القصرين", "1200"), ("Tataouine", "تطاوين", "3200"),
          ("La Marsa", "المرسى", "2070"), ("Hammam-Lif", "حمام الأنف", "2050")]
STREETS = [("des Oliviers", "الزيتون"), ("des Grenadiers", "الرمان"), ("du Jasmin", "الياسمين"),
           ("des Palmiers", "النخيل"), ("de la Liberté", "الحرية"), ("de l'Indépendance", "الاستقلال"),
           ("des Tanneurs", "الدباغين"), ("de l'Artisanat", "الصناعات التقليدية"),
           ("des Amandiers", "اللوز"), ("du Port", "الميناء"), ("des Figuiers", "التين"),
           ("de la Corniche", "الكورنيش")]
HEALTH = {
    "fr": ["diabète de type 2", "hypertension artérielle", "insuffisance rénale chronique",
           "épilepsie", "dépression sévère", "polyarthrite rhumatoïde", "cancer du sein",
           "hépatite C", "lombalgie chronique", "trouble bipolaire", "asthme allergique"],
    "en": ["type 1 diabetes", "major depressive disorder", "epilepsy", "rheumatoid arthritis",
           "hepatitis B", "chronic kidney disease", "breast cancer", "generalised anxiety disorder",
           "multiple sclerosis"],
    "ar": ["داء السكري", "ارتفاع ضغط الدم", "الصرع", "الاكتئاب الحاد", "فقر الدم",
           "الفشل الكلوي المزمن", "سرطان الثدي", "التهاب المفاصل الروماتويدي", "الربو التحسسي"],
}
EMAIL_DOMAINS = ["gmail.com", "yahoo.fr", "outlook.com", "topnet.tn", "gnet.tn", "hotmail.fr",
                 "planet.tn", "protonmail.com"]
COMPANIES = [("Oliveraie du Sahel SARL", "oliveraie-sahel.tn"), ("Textiles Kerkennah SA", "textiles-kerkennah.tn"),
             ("Groupe Medina Logistique", "medina-logistique.com"), ("Atlas Conseil & Audit", "atlas-conseil.tn"),
             ("Clinique Les Orangers", "clinique-orangers.tn"), ("Société Djerba Agro", "djerba-agro.tn")]
COMPANIES_AR = ["شركة زيتون الساحل", "مجموعة المدينة للخدمات", "مصحة البرتقال", "شركة قرقنة للنسيج"]


class Doc:
    """One document being written: its text and what the manifest says about it."""

    def __init__(self, rng, ids, kind, lang, fmt):
        self.rng, self.ids, self.kind, self.lang, self.fmt = rng, ids, kind, lang, fmt
        self.sensitive, self.decoys, self.notes = [], [], []

    # --- register values: each returns the text to write
    def s(self, typ, value):
        if not any(x["value"] == value and x["type"] == typ for x in self.sensitive):
            self.sensitive.append({"type": typ, "value": value})
        return value

    def d(self, value):
        if value not in self.decoys:
            self.decoys.append(value)
        return value

    def pick(self, *opts):
        """One of `opts`; a callable is called only when picked (so only its values register)."""
        o = self.rng.choice(opts)
        return o() if callable(o) else o

    # --- people
    def name(self, p, script="lat", caps=True):
        v = p.arabic(self.rng) if script == "ar" else p.latin(self.rng, caps)
        return self.s("PERSON", v)

    def title(self, p, lang):
        if lang == "ar":
            return "السيدة" if p.female else "السيد"
        if lang == "en":
            return self.pick("Ms", "Mrs") if p.female else "Mr"
        return self.pick("Mme", "Madame") if p.female else self.pick("M.", "Monsieur")

    # --- identifiers, in varied written forms
    def cin(self, ar_digits=False):
        v = self.ids.cin()
        return self.s("CIN", v.translate(AR_DIGITS) if ar_digits else v)

    def passport(self):
        return self.s("PASSPORT", self.ids.passport())

    def mrz(self, p, number):
        sur = strip_accents(p.last).upper().replace(" ", "<")
        giv = strip_accents(p.first).upper()
        l1 = ("P<TUN" + sur + "<<" + giv).ljust(44, "<")[:44]
        y, m, dd = p.dob
        dob = f"{y % 100:02d}{m:02d}{dd:02d}"
        exp = f"{self.rng.randint(27, 34):02d}{self.rng.randint(1, 12):02d}{self.rng.randint(1, 28):02d}"
        num = number.ljust(9, "<")
        pers = "<" * 14
        l2 = num + mrz_digit(num) + "TUN" + dob + mrz_digit(dob) + ("F" if p.female else "M") \
            + exp + mrz_digit(exp) + pers + mrz_digit(pers)
        l2 += mrz_digit(l2[0:10] + l2[13:20] + l2[21:43])
        assert len(l1) == 44 and len(l2) == 44
        self.s("PASSPORT", l2)
        return l1 + "\n" + l2

    def rib(self):
        d = self.ids.rib_digits()
        f = self.pick(0, 1, 2, 3)
        v = [f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", d, " ".join(d[i:i + 4] for i in range(0, 20, 4)),
             f"{d[:2]}.{d[2:5]}.{d[5:18]}.{d[18:]}"][f]
        return self.s("RIB", v)

    def bad_rib(self):
        d = self.ids.bad_rib()
        return self.d(d if self.rng.random() < 0.5 else f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}")

    def iban(self, tn=True, split=False):
        v = self.ids.iban_tn() if tn else self.ids.iban_foreign()
        g = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        if split:
            parts = g.split(" ")
            g = " ".join(parts[:3]) + "\n" + " ".join(parts[3:])
        elif self.rng.random() < 0.25:
            g = v
        return self.s("IBAN", g)

    def bad_iban(self):
        v = self.ids.iban_foreign()
        ck = f"{(int(v[2:4]) + 7) % 97 + 2:02d}"
        bad = v[:2] + ck + v[4:]
        if iban_valid(bad):
            bad = v[:2] + f"{(int(ck) + 1) % 100:02d}" + v[4:]
        assert not iban_valid(bad)
        return self.d(" ".join(bad[i:i + 4] for i in range(0, len(bad), 4)))

    def phone(self, intl=None):
        d = self.ids.phone_tn()
        if intl is None:
            intl = self.rng.random() < 0.45
        a, b, c, e = d[:2], d[2:4], d[4:6], d[6:]
        if intl:
            v = self.pick(f"+216 {a} {d[2:5]} {d[5:]}", f"(+216) {d}", f"00216 {a} {b} {c} {e}",
                          f"+216-{a}-{b}-{c}-{e}", f"+216{d}")
        else:
            v = self.pick(f"{a} {b} {c} {e}", f"{a}.{b}.{c}.{e}", d, f"{a} {d[2:5]} {d[5:]}",
                          f"{a}-{b}-{c}-{e}")
        return self.s("PHONE", v)

    def phone_foreign(self):
        r = self.rng
        v = r.choice([f"+33 6 {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)}",
                      f"+49 151 {digits(r, 4)} {digits(r, 4)}",
                      f"+39 3{digits(r, 2)} {digits(r, 3)} {digits(r, 4)}",
                      f"+1 (514) {r.randint(200, 989)}-{digits(r, 4)}",
                      f"+971 50 {digits(r, 3)} {digits(r, 4)}",
                      f"0033 7 {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)}"])
        return self.s("PHONE", v)

    def email(self, p, corporate=None):
        f = strip_accents(p.first).lower()
        l = strip_accents(p.last).lower().replace(" ", "")
        dom = corporate or self.rng.choice(EMAIL_DOMAINS)
        loc = self.rng.choice([f"{f}.{l}", f"{f[0]}.{l}", f"{f}{l}{self.rng.randint(1, 99)}",
                               f"{l}_{f}", f"{f}-{l[:4]}"])
        return self.s("EMAIL", f"{loc}@{dom}")

    def card(self):
        d = self.ids.card()
        return self.s("CARD", self.pick(" ".join(d[i:i + 4] for i in range(0, 16, 4)),
                                        "-".join(d[i:i + 4] for i in range(0, 16, 4)), d))

    def bad_card(self):
        d = self.ids.card(valid=False)
        return self.d(" ".join(d[i:i + 4] for i in range(0, 16, 4)))

    def mf(self):
        s, l, v, c, e = self.ids.mf()
        return self.s("TAX_ID", self.pick(f"{s}/{l}/{v}/{c}/{e}", f"{s}{l}/{v}/{c}/{e}",
                                          f"{s} {l} {v} {c} {e}", f"{s}{l}{v}{c}{e}", f"{s}/{l}"))

    def cnss(self):
        n, k = self.ids.cnss()
        return self.s("CNSS", self.pick(f"{n}-{k}", f"{n}/{k}", f"{n} {k}", n + k))

    def dob(self, p, lang):
        y, m, dd = p.dob
        r = self.rng.random()
        if lang == "fr":
            v = (f"{dd:02d}/{m:02d}/{y}" if r < 0.35 else f"{dd:02d}-{m:02d}-{y}" if r < 0.45 else
                 f"{dd:02d}.{m:02d}.{y}" if r < 0.55 else f"{y}-{m:02d}-{dd:02d}" if r < 0.62 else
                 f"{'1er' if dd == 1 else dd} {MONTHS_FR[m - 1]} {y}")
        elif lang == "en":
            v = (f"{MONTHS_EN[m - 1]} {dd}, {y}" if r < 0.3 else f"{dd} {MONTHS_EN[m - 1]} {y}" if r < 0.55 else
                 f"{dd}{'th' if 4 <= dd <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(dd % 10, 'th')} {MONTHS_EN[m - 1]} {y}"
                 if r < 0.7 else f"{y}-{m:02d}-{dd:02d}" if r < 0.85 else f"{dd:02d}/{m:02d}/{y}")
        else:
            v = (f"{dd} {MONTHS_AR_TN[m - 1]} {y}" if r < 0.3 else f"{dd} {MONTHS_AR_ME[m - 1]} {y}" if r < 0.5 else
                 f"{dd:02d}/{m:02d}/{y}".translate(AR_DIGITS) if r < 0.75 else
                 f"{dd} {MONTHS_AR_TN[m - 1]} {y}".translate(AR_DIGITS) if r < 0.88 else f"{dd:02d}/{m:02d}/{y}")
        return self.s("DOB", v)

    def born(self, p, lang, city=None):
        """A birth phrase (varied context words) around the date of birth."""
        v = self.dob(p, lang)
        c = city or self.rng.choice(CITIES)
        if lang == "fr":
            e = "e" if p.female else ""
            return self.pick(f"né{e} le {v}", f"né{e} le {v} à {c[0]}", f"né{e} à {c[0]} le {v}",
                             f"date de naissance : {v}", f"né(e) le {v}", f"DN : {v}")
        if lang == "en":
            return self.pick(f"born on {v}", f"born {v} in {c[0]}", f"date of birth: {v}", f"DOB {v}",
                             f"born in {c[0]} on {v}")
        e = "ة" if p.female else ""
        return self.pick(f"مولود{e} في {v}", f"مولود{e} بتاريخ {v}", f"تاريخ الولادة: {v}",
                         f"المولود{e} ب{c[1]} في {v}", f"تاريخ الميلاد : {v}")

    def address(self, lang, split=False):
        r = self.rng
        n = r.randint(1, 240)
        c = r.choice(CITIES)
        st = r.choice(STREETS)
        if lang == "ar":
            v = r.choice([f"{n} نهج {st[1]}، {c[2]} {c[1]}", f"نهج {st[1]} عدد {n}، {c[1]} {c[2]}",
                          f"إقامة {st[1]}، عمارة {r.choice('أبج')}، شقة {r.randint(1, 20)}، {c[1]}",
                          f"{n} شارع {st[1]}، {c[1]}"])
        else:
            kind = r.choice(["rue", "avenue", "impasse", "boulevard"])
            sep = "\n" if split else ", "
            v = r.choice([f"{n}, {kind} {st[0]}{sep}{c[2]} {c[0]}", f"{n} {kind} {st[0]}{sep}{c[2]} {c[0]}",
                          f"{kind} {st[0]} n° {n}{sep}{c[0]} {c[2]}",
                          f"Résidence {r.choice(['Les Pins', 'El Amen', 'Yasmine', 'Les Dunes'])}, bloc {r.choice('ABCD')}, appt {r.randint(1, 30)}{sep}{c[2]} {c[0]}"])
        return self.s("ADDRESS", v)

    def plate(self, ar=False):
        a, b = self.rng.randint(100, 260), self.rng.randint(1, 9999)
        v = self.pick(f"{a} تونس {b}", f"{a} تونس {b}".translate(AR_DIGITS)) if ar else self.pick(f"{a} TU {b}", f"{a}TU{b}", f"{a} TU {b:04d}")
        return self.s("PLATE", v)

    def health(self, lang):
        return self.s("HEALTH", self.rng.choice(HEALTH[lang]))

    # --- decoys
    def ref(self):
        r = self.rng
        return self.d(r.choice([f"FAC-{r.randint(2023, 2026)}-{digits(r, 5)}", f"INV/{r.randint(2023, 2026)}/{digits(r, 4)}",
                                f"RH-{r.randint(23, 26)}-{digits(r, 4)}", f"DOS-{digits(r, 6)}",
                                f"BC{digits(r, 7)}", f"TKT-{digits(r, 6)}", f"SKU {digits(r, 5)}-{r.choice('ABXZ')}"]))

    def amount(self, lang="fr"):
        r = self.rng
        n = r.randint(120, 98000)
        th = f"{n:,}".replace(",", " ")
        if lang == "en":
            return self.d(r.choice([f"TND {n:,}.{digits(r, 3)}", f"{th} TND"]))
        if lang == "ar":
            return self.d(r.choice([f"{th} دينار", f"{th},{digits(r, 3)} د.ت"]))
        return self.d(r.choice([f"{th},{digits(r, 3)} TND", f"{th} dinars", f"{th} DT"]))

    def nonbirth_date(self, lang):
        r = self.rng
        y, m, dd = r.randint(2024, 2026), r.randint(1, 12), r.randint(1, 28)
        if lang == "en":
            return self.d(r.choice([f"{MONTHS_EN[m - 1]} {dd}, {y}", f"{dd:02d}/{m:02d}/{y}"]))
        if lang == "ar":
            return self.d(r.choice([f"{dd} {MONTHS_AR_TN[m - 1]} {y}", f"{dd:02d}/{m:02d}/{y}"]))
        return self.d(r.choice([f"{dd} {MONTHS_FR[m - 1]} {y}", f"{dd:02d}/{m:02d}/{y}"]))

    def law(self, lang):
        r = self.rng
        if lang == "ar":
            return self.d(r.choice(["القانون الأساسي عدد 63 لسنة 2004", f"الفصل {r.randint(5, 180)} من مجلة الشغل",
                                    f"الفصل {r.randint(5, 90)} من مجلة الالتزامات والعقود"]))
        if lang == "en":
            return self.d(r.choice(["Organic Law No. 2004-63", f"Article {r.randint(5, 180)} of the Labour Code"]))
        return self.d(r.choice([f"article {r.randint(5, 180)} du Code du travail", "décret n° 2007-3003",
                                f"article {r.randint(5, 90)} du Code des obligations et des contrats",
                                "loi organique n° 2004-63"]))

    def order_no(self):
        """An 8-digit order number: the shape of a CIN or a phone, but neither."""
        return self.d(self.rng.choice("68") + digits(self.rng, 7))

    def bad_iban_tn(self):
        """TN59 followed by a RIB whose key is wrong: fails mod 97."""
        v = "TN59" + self.ids.bad_rib()
        assert not iban_valid(v)
        return self.d(" ".join(v[i:i + 4] for i in range(0, len(v), 4)))

    def big_amount(self):
        n = self.rng.randint(1_000_000, 99_999_999)
        return self.d(f"{n:,}".replace(",", " ") + self.rng.choice([" TND", ",000 DT", " dinars"]))

    def company(self):
        """An employer (name, mail domain); the name is a decoy where the template writes it."""
        return self.rng.choice(COMPANIES)

    def inst(self, lang):
        if lang == "ar":
            return self.d(self.rng.choice(["البنك المركزي التونسي", "الهيئة الوطنية لحماية المعطيات الشخصية",
                                           "الصندوق الوطني للتأمين على المرض"]))
        return self.d(self.rng.choice(["Banque Centrale de Tunisie", "INPDP", "CNAM", "CNSS", "STEG",
                                       "Tunisie Telecom", "SONEDE"]))


# ------------------------------------------------------------------ document kinds
# Each writer returns a list of lines (paragraphs for docx); values are registered on the way.

def hr_email(doc, ppl, lang):
    p, q = ppl[0], ppl[1]
    co, dom = doc.company()
    r = doc.rng
    if lang == "fr":
        mail = doc.email(p)
        lines = [f"De : {doc.name(q, caps=False)} <{doc.email(q, dom)}>",
                 f"À : service.paie@{dom}",
                 f"Objet : {doc.pick('Mise à jour dossier', 'Changement de coordonnées bancaires', 'Pièces pour ouverture de dossier')} – réf. {doc.ref()}",
                 "",
                 f"Bonjour {p.first},",
                 "",
                 doc.pick(lambda: f"Suite à notre échange du {doc.nonbirth_date('fr')}, je vous transmets les éléments demandés pour {doc.name(p)}.",
                          lambda: f"Comme convenu, voici ce que le service RH a reçu concernant {doc.title(p, 'fr')} {doc.name(p)}."),
                 f"- pièce d'identité : CIN n° {doc.cin()}",
                 f"- {doc.born(p, 'fr')}",
                 f"- nouveau RIB ({doc.pick('BIAT', 'STB', 'Amen Bank')}) : {doc.rib()}",
                 f"- joignable au {doc.phone()} ou par courriel ({mail})",
                 f"- affiliation CNSS : {doc.cnss()}",
                 "",
                 f"La prime de {doc.amount()} sera versée avec la paie, conformément aux textes ({doc.law('fr')}).",
                 f"Bon de commande des équipements : n° {doc.order_no()}.",
                 doc.pick("Merci de ne pas diffuser ce message.", "Document interne, à ne pas transférer."),
                 "", "Cordialement,", q.first if r.random() < 0.5 else f"{q.first} {q.last}", doc.d(co)]
    elif lang == "en":
        lines = [f"From: {doc.name(q, caps=False)} <{doc.email(q, dom)}>",
                 f"Subject: onboarding file {doc.ref()}", "",
                 f"Hi {p.first},", "",
                 f"Thanks for sending your documents. Before your first day we still need to confirm a few details for {doc.name(p)}:",
                 f"* National ID card: {doc.cin()}",
                 f"* Passport number {doc.passport()}",
                 f"* {_cap(doc.born(p, 'en'))}",
                 f"* Mobile {doc.phone(intl=True)}, personal e-mail {doc.email(p)}",
                 f"* Salary account IBAN {doc.iban()}",
                 "",
                 f"Your relocation allowance ({doc.amount('en')}) is paid on {doc.nonbirth_date('en')}.",
                 "Best regards,", q.first, doc.d(co)]
    else:  # mixed
        lines = [f"Objet : ملف الموظف {doc.name(p, 'ar')} / dossier {doc.ref()}", "",
                 f"Bonjour, ci-dessous les données de {doc.title(p, 'fr')} {doc.name(p)} :",
                 f"رقم بطاقة التعريف الوطنية: {doc.cin(ar_digits=r.random() < 0.5)}",
                 f"Tél. {doc.phone()} — {doc.email(p)}",
                 f"{doc.born(p, 'ar')}",
                 f"العنوان: {doc.address('ar')}",
                 f"الحساب البنكي RIB : {doc.rib()}", "",
                 f"Montant de l'avance : {doc.amount()} ({doc.inst('fr')} informée).",
                 f"مع التحية، {doc.name(q, 'ar')}"]
    return lines


def employment_contract(doc, ppl, lang):
    p, q = ppl[0], ppl[1]
    co, dom = doc.company()
    r = doc.rng
    if lang == "fr":
        return ["CONTRAT DE TRAVAIL À DURÉE DÉTERMINÉE", "",
                f"Entre la société {doc.d(co)}, matricule fiscal {doc.mf()}, représentée par {doc.title(q, 'fr')} {doc.name(q)}, gérant{'e' if q.female else ''},",
                "d'une part,", "",
                f"et {doc.title(p, 'fr')} {doc.name(p)}, {doc.born(p, 'fr')}, titulaire de la carte d'identité nationale n° {doc.cin()},",
                f"demeurant {doc.address('fr')}, immatriculé{'e' if p.female else ''} à la CNSS sous le n° {doc.cnss()},",
                "d'autre part,", "",
                "Article 1 — Objet",
                f"Le salarié est engagé en qualité de technicien à compter du {doc.nonbirth_date('fr')}, au titre du texte suivant : {doc.law('fr')}.",
                "Article 2 — Rémunération",
                f"Salaire brut mensuel : {doc.amount()}, viré sur le compte n° {doc.rib()}.",
                f"Pièce de référence : {doc.ref()} ; capital social de l'employeur : {doc.big_amount()}.",
                "", f"Fait à {r.choice(CITIES)[0]}, en deux exemplaires.", "L'employeur                      Le salarié"]
    if lang == "ar":
        return ["عقد شغل لمدة غير معينة", "",
                f"بين {r.choice(COMPANIES_AR)}، المعرف الجبائي {doc.mf()}، في شخص ممثلها القانوني {doc.title(q, 'ar')} {doc.name(q, 'ar')}،",
                f"و{doc.title(p, 'ar')} {doc.name(p, 'ar')}، {doc.born(p, 'ar')}، {'صاحبة' if p.female else 'صاحب'} بطاقة التعريف الوطنية عدد {doc.cin(ar_digits=r.random() < 0.6)}،",
                f"{'القاطنة' if p.female else 'القاطن'} ب{doc.address('ar')}، رقم الانخراط بالضمان الاجتماعي {doc.cnss()}.", "",
                "الفصل الأول: يلتحق الأجير بالعمل بصفة محاسب.",
                f"الفصل الثاني: يتقاضى الأجير أجرا شهريا قدره {doc.amount('ar')} يحول إلى الحساب عدد {doc.rib()}.",
                f"الفصل الثالث: يخضع هذا العقد إلى أحكام {doc.law('ar')}.",
                f"حرر ب{r.choice(CITIES)[1]} في {doc.nonbirth_date('ar')}"]
    if lang == "en":
        return ["EMPLOYMENT AGREEMENT", "",
                f"This agreement is made between {doc.d(co)} (tax ID {doc.mf()}) and {doc.name(p)}, {doc.born(p, 'en')},",
                f"holder of Tunisian passport {doc.passport()}, residing at {doc.address('fr')}.", "",
                "1. Position: the employee joins as a data analyst.",
                f"2. Salary: {doc.amount('en')} per month, paid to IBAN {doc.iban(tn=r.random() < 0.6)}.",
                f"3. Contact: {doc.phone()} / {doc.email(p)}.",
                f"4. Governing law: {doc.law('en')}.", "",
                f"Signed for the employer by {doc.name(q, caps=False)}, ref. {doc.ref()}."]
    return ["CONTRAT DE TRAVAIL / عقد شغل", "",
            f"Le salarié : {doc.name(p)} — الأجير: {doc.name(p, 'ar')}",
            f"CIN : {doc.cin()} | {doc.born(p, 'fr')}",
            f"Adresse / العنوان: {doc.address('ar')}",
            f"CNSS n° {doc.cnss()}",
            f"Salaire : {doc.amount()} — RIB {doc.rib()}",
            f"Références : {doc.law('fr')} ; {doc.law('ar')}.",
            f"Employeur : {r.choice(COMPANIES)[0]}, MF {doc.mf()}"]


def medical(doc, ppl, lang):
    p, q = ppl[0], ppl[1]
    r = doc.rng
    if lang == "fr":
        return ["CERTIFICAT MÉDICAL", "",
                f"Je soussigné{'e' if q.female else ''}, Dr {doc.name(q, caps=False)}, médecin généraliste, certifie avoir examiné ce jour",
                f"{doc.title(p, 'fr')} {doc.name(p)}, {doc.born(p, 'fr')}, CIN {doc.cin()},",
                f"et constaté un état nécessitant un repos de {r.randint(3, 21)} jours (motif : {doc.health('fr')}).",
                f"Antécédents : {doc.health('fr')}.",
                f"N° d'affilié CNAM : {doc.d(digits(r, 4) + '-' + digits(r, 3))} (ne vaut pas identifiant personnel).",
                f"Certificat délivré à l'intéressé{'e' if p.female else ''} pour servir et valoir ce que de droit, le {doc.nonbirth_date('fr')}.",
                f"Cabinet : {doc.address('fr')} — tél. {doc.phone()}"]
    if lang == "ar":
        return ["شهادة طبية", "",
                f"{'أنا الممضية أسفله الدكتورة' if q.female else 'أنا الممضي أسفله الدكتور'} {doc.name(q, 'ar')}، أشهد أنني فحصت {doc.title(p, 'ar')} {doc.name(p, 'ar')}",
                f"{doc.born(p, 'ar')}، بطاقة تعريف عدد {doc.cin(ar_digits=True)}،",
                f"{'وتبين أنها تعاني' if p.female else 'وتبين أنه يعاني'} من {doc.health('ar')} {'وتحتاج' if p.female else 'ويحتاج'} إلى راحة لمدة {r.randint(3, 30)} يوما.",
                f"العنوان: {doc.address('ar')}",
                f"الهاتف: {doc.phone()}",
                f"سلمت هذه الشهادة {'للمعنية' if p.female else 'للمعني'} بالأمر في {doc.nonbirth_date('ar')} للإدلاء بها لدى {doc.inst('ar')}."]
    if lang == "en":
        return ["MEDICAL REPORT", "",
                f"Patient: {doc.name(p)} — {doc.born(p, 'en')}",
                f"Passport: {doc.passport()}",
                f"Diagnosis: {doc.health('en')}; history of {doc.health('en')}.",
                f"Treating physician: Dr {doc.name(q, caps=False)}, {doc.phone_foreign()}",
                f"Invoice {doc.ref()} — consultation fee {doc.amount('en')}.",
                f"Report date: {doc.nonbirth_date('en')}"]
    return ["Certificat médical / شهادة طبية", "",
            f"Patient{'e' if p.female else ''} : {doc.name(p)} ({doc.name(p, 'ar')})",
            f"{doc.born(p, 'fr')} — CIN {doc.cin()}",
            f"Diagnostic : {doc.health('fr')} / التشخيص: {doc.health('ar')}",
            f"Dr {doc.name(q, caps=False)}, {doc.address('fr')}",
            f"Dossier {doc.ref()}, {doc.nonbirth_date('fr')}"]


def bank_letter(doc, ppl, lang):
    p = ppl[0]
    r = doc.rng
    bank = r.choice(["Amen Bank", "BIAT", "Banque de Tunisie", "UIB", "Attijari Bank"])
    if lang == "fr":
        return [f"{bank} — Agence {r.choice(CITIES)[0]}", "",
                f"{doc.title(p, 'fr')} {doc.name(p)}", doc.address('fr', split=r.random() < 0.5), "",
                f"{r.choice(CITIES)[0]}, le {doc.nonbirth_date('fr')}", "",
                "Objet : attestation de RIB et carte bancaire", "",
                f"{doc.title(p, 'fr')}, nous attestons que vous êtes titulaire du compte {doc.rib()}",
                f"(IBAN {doc.iban(split=r.random() < 0.4)}) et de la carte n° {doc.card()}.",
                f"Un virement de {doc.amount()} (ordre {doc.ref()}) a été rejeté vers le compte {doc.bad_rib()}, dont la clé est erronée.",
                f"L'IBAN {doc.bad_iban_tn()} indiqué sur votre formulaire est invalide.",
                f"La carte {doc.bad_card()} mentionnée dans votre réclamation n'existe pas dans nos livres.",
                f"Pour toute question : {doc.phone(intl=False)}.", "",
                f"Conformément aux règles de la {doc.inst('fr')}, ce courrier vous est adressé personnellement."]
    if lang == "en":
        return [f"{bank} — International desk", "",
                f"Dear {doc.title(p, 'en')} {p.last},", "",
                f"We confirm the transfer from your account {doc.iban(tn=False)} to {doc.iban()} (beneficiary {doc.name(p)}).",
                f"Your card ending in the number {doc.card()} was used for the fee of {doc.amount('en')}.",
                f"The beneficiary's IBAN {doc.bad_iban()} that you gave first has an invalid check and was not used.",
                f"Reference: {doc.ref()}, value date {doc.nonbirth_date('en')}.",
                f"Contact: {doc.phone_foreign()}"]
    return [f"{bank}", "", f"إلى {doc.title(p, 'ar')} {doc.name(p, 'ar')}", f"{doc.address('ar')}", "",
            f"نحيطكم علما بأن حسابكم عدد {doc.rib()} قد تم تفعيله.",
            f"رقم البطاقة البنكية: {doc.card()}",
            f"مبلغ العملية: {doc.amount('ar')}، مرجع {doc.ref()}.",
            f"للاستفسار: {doc.phone()}", f"تونس في {doc.nonbirth_date('ar')}"]


def complaint(doc, ppl, lang):
    p = ppl[0]
    r = doc.rng
    if lang == "fr":
        return [f"Objet : réclamation concernant la facture {doc.ref()}", "",
                "Madame, Monsieur,", "",
                doc.pick("Je me permets de vous écrire car", "Par la présente, je conteste formellement le fait que") +
                f" mon compteur a été facturé {doc.amount()} alors que le logement ({doc.address('fr')}) était vide.",
                f"Mon numéro client est {doc.d('CL' + digits(r, 6))} et mon véhicule ({doc.plate()}) n'a jamais été contrôlé à cette date.",
                f"Vous pouvez me joindre au {doc.phone()} ou à {doc.email(p)}.",
                f"Copie adressée à la {doc.inst('fr')}.", "",
                f"{doc.name(p)}", f"CIN {doc.cin()}"]
    if lang == "ar":
        return ["الموضوع: شكوى", "",
                f"{'أنا الممضية أسفله' if p.female else 'أنا الممضي أسفله'} {doc.name(p, 'ar')}، {'صاحبة' if p.female else 'صاحب'} بطاقة التعريف الوطنية عدد {doc.cin(ar_digits=r.random() < 0.5)}،",
                f"أتقدم إليكم بشكوى بخصوص سيارتي ذات الرقم المنجمي {doc.plate(ar=True)} التي تم حجزها يوم {doc.nonbirth_date('ar')}.",
                f"المبلغ المطالب به {doc.amount('ar')} غير مبرر حسب {doc.law('ar')}.",
                f"عنواني: {doc.address('ar')} - الهاتف {doc.phone()}",
                f"مرجع الملف: {doc.ref()}", "وتقبلوا فائق الاحترام."]
    return [f"Subject: complaint about order {doc.ref()}", "",
            "To whom it may concern,", "",
            f"I was charged {doc.amount('en')} twice on my card {doc.card()} (order number {doc.order_no()}).",
            f"My name is {doc.name(p, caps=False)} and I can be reached on {doc.phone(intl=True)} or {doc.email(p)}.",
            f"The delivery address was {doc.address('fr')}.",
            "Please refund me within 15 days.", "", f"Regards, {p.first}"]


def cv(doc, ppl, lang, fmt):
    p = ppl[0]
    r = doc.rng
    h = "# " if fmt == "md" else ""
    hh = "## " if fmt == "md" else ""
    if lang == "fr":
        return [f"{h}{doc.name(p)}", f"{doc.address('fr')} · {doc.phone()} · {doc.email(p)}",
                f"{doc.born(p, 'fr')} — permis B, véhicule {doc.plate()}", "",
                f"{hh}Expérience", f"- {r.randint(2015, 2020)}–{r.randint(2021, 2025)} : comptable, {r.choice(COMPANIES)[0]}",
                f"- Stage à la {doc.inst('fr')}", "",
                f"{hh}Formation", f"- Licence en gestion, Université de {r.choice(CITIES)[0]}", "",
                f"{hh}Références", f"Sur demande auprès de {doc.name(ppl[1], caps=False)} ({doc.phone()})."]
    if lang == "en":
        return [f"{h}{doc.name(p)}", f"{doc.email(p)} | {doc.phone(intl=True)} | {doc.address('fr')}",
                f"{doc.born(p, 'en')}", "",
                f"{hh}Experience", f"* Software engineer, {r.choice(COMPANIES)[0]} ({r.randint(2016, 2021)}–present)",
                f"* Contract {doc.ref()} for {doc.inst('en')}", "",
                f"{hh}References", f"{doc.name(ppl[1], caps=False)}, {doc.email(ppl[1])}"]
    return [f"{h}{doc.name(p, 'ar')}", f"{doc.address('ar')}", f"الهاتف: {doc.phone()}  البريد: {doc.email(p)}",
            f"{doc.born(p, 'ar')}", "", f"{hh}الخبرة المهنية", f"- مهندس في {doc.d(r.choice(COMPANIES_AR))}",
            f"- الأجر المطلوب: {doc.amount('ar')}",
            f"{hh}التكوين", "- الإجازة في الإعلامية"]


def legal_notice(doc, ppl, lang):
    p, q = ppl[0], ppl[1]
    r = doc.rng
    if lang == "fr":
        return ["TRIBUNAL DE PREMIÈRE INSTANCE DE " + r.choice(CITIES)[0].upper(), f"Affaire n° {doc.d(str(r.randint(10000, 99999)) + '/' + str(r.randint(2023, 2026)))}", "",
                "SIGNIFICATION D'UN JUGEMENT", "",
                f"À la requête de {doc.name(q)}, demeurant {doc.address('fr')},",
                f"Maître {doc.name(ppl[2], caps=False)}, huissier de justice, a signifié à {doc.title(p, 'fr')} {doc.name(p)},",
                f"{doc.born(p, 'fr')}, titulaire de la CIN n° {doc.cin()}, le jugement rendu le {doc.nonbirth_date('fr')},",
                f"{'la' if p.female else 'le'} condamnant au paiement de {doc.amount()} au titre du texte suivant : {doc.law('fr')}.",
                f"Le véhicule immatriculé {doc.plate()} est saisi.", f"Frais : {doc.amount()}."]
    if lang == "ar":
        return [f"المحكمة الابتدائية ب{r.choice(CITIES)[1]}", f"القضية عدد {doc.d(str(r.randint(10000, 99999)))}", "",
                "إعلام بحكم", "",
                f"بطلب من {doc.name(q, 'ar')}، بلغ عدل التنفيذ {'الأستاذة' if ppl[2].female else 'الأستاذ'} {doc.name(ppl[2], 'ar')} إلى {doc.title(p, 'ar')} {doc.name(p, 'ar')}،",
                f"{doc.born(p, 'ar')}، {'صاحبة' if p.female else 'صاحب'} بطاقة التعريف عدد {doc.cin(ar_digits=r.random() < 0.5)}، {'القاطنة' if p.female else 'القاطن'} ب{doc.address('ar')}،",
                f"الحكم الصادر بتاريخ {doc.nonbirth_date('ar')} والقاضي بأداء مبلغ {doc.amount('ar')} طبقا لأحكام {doc.law('ar')}.",
                f"السيارة ذات الرقم {doc.plate(ar=True)} محل عقلة."]
    return ["AVIS / إعلام", "",
            f"{doc.title(p, 'fr')} {doc.name(p)} ({doc.name(p, 'ar')}), CIN {doc.cin()},",
            f"est convoqué{'e' if p.female else ''} le {doc.nonbirth_date('fr')} — {doc.law('ar')}.",
            f"Adresse : {doc.address('fr')}", f"Dossier {doc.ref()}"]


def hr_records(doc, ppl, lang):
    r = doc.rng
    delim = r.choice([";", ","])
    split_names = r.random() < 0.4
    if lang == "ar":
        hdr = ["الاسم واللقب", "ب.ت.و", "الهاتف", "تاريخ الولادة", "الحساب البنكي", "الأجر الخام"]
    elif split_names:
        hdr = ["Nom", "Prénom", "CIN", "Tél", "E-mail", "RIB", "Date naissance", "Salaire"]
    else:
        hdr = ["Nom complet", "N° CIN", "Téléphone", "Courriel", "RIB", "Né(e) le", "CNSS", "Salaire brut"]
    rows = [hdr]
    for p in ppl:
        if lang == "ar":
            rows.append([doc.name(p, "ar"), doc.cin(), doc.phone(), doc.dob(p, "ar"), doc.rib(),
                         doc.d(f"{r.randint(900, 6500)},{digits(r, 3)}")])
            continue
        sal = doc.d(f"{r.randint(900, 6500)},{digits(r, 3)}")
        if split_names:
            last = doc.s("PERSON", p.last.upper() if r.random() < 0.5 else p.last)
            first = doc.s("PERSON", p.first)
            rows.append([last, first, doc.cin(), doc.phone(intl=False), doc.email(p), doc.rib(),
                         doc.dob(p, "fr"), sal])
        else:
            rows.append([doc.name(p), doc.cin(), doc.phone(), doc.email(p), doc.rib(), doc.dob(p, "fr"),
                         doc.cnss(), sal])
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator="\n")
    for row in rows:
        w.writerow(row)
    return buf.getvalue().rstrip("\n").split("\n")


def passport_copy(doc, ppl, lang):
    """A scanned-ID note with a passport MRZ (the MRZ also carries the name and birth date)."""
    p = ppl[0]
    num = doc.passport()
    mrz = doc.mrz(p, num)
    if lang == "en":
        head = [f"Copy of passport for {doc.name(p, caps=False)} (visa file {doc.ref()})", f"Passport No.: {num}",
                f"{doc.born(p, 'en')}", ""]
    else:
        head = [f"Copie du passeport — dossier visa {doc.ref()}",
                f"Nom : {doc.s('PERSON', p.last.upper())}", f"Prénom : {doc.s('PERSON', p.first)}",
                f"Passeport n° {num}, délivré le {doc.nonbirth_date('fr')}", f"{doc.born(p, 'fr')}", ""]
    return head + ["Zone de lecture automatique :" if lang != "en" else "Machine readable zone:"] + mrz.split("\n")


KINDS = {
    "hr_email": (hr_email, ["fr", "en", "mixed"], ["txt", "md", "docx"]),
    "employment_contract": (employment_contract, ["fr", "ar", "en", "mixed"], ["txt", "docx", "md"]),
    "medical": (medical, ["fr", "ar", "en", "mixed"], ["txt", "docx"]),
    "bank_letter": (bank_letter, ["fr", "en", "ar"], ["txt", "docx", "md"]),
    "complaint": (complaint, ["fr", "ar", "en"], ["txt", "md"]),
    "cv": (cv, ["fr", "en", "ar"], ["md", "txt", "docx"]),
    "legal_notice": (legal_notice, ["fr", "ar", "mixed"], ["txt", "docx"]),
    "hr_records": (hr_records, ["fr", "ar"], ["csv"]),
    "passport_copy": (passport_copy, ["fr", "en"], ["txt"]),
}


# ------------------------------------------------------------------ docx
def docx_bytes(lines):
    """A minimal valid WordprocessingML package: one paragraph per line."""
    from xml.sax.saxutils import escape
    paras = "".join(f'<w:p><w:r><w:t xml:space="preserve">{escape(l)}</w:t></w:r></w:p>' for l in lines)
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
           '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
           f'<w:body>{paras}<w:sectPr/></w:body></w:document>')
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
            '</Relationships>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc)):
            zi = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))   # fixed time: same bytes
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    return buf.getvalue()


# ------------------------------------------------------------------ main
def plan(rng, count):
    """(kind, lang, fmt) for every document: every kind/language pair first, then random ones."""
    combos = [(k, l) for k, (_, langs, _) in KINDS.items() for l in langs]
    out = []
    while len(out) < count:
        batch = combos[:] if len(out) < len(combos) else [rng.choice(combos)]
        for k, l in batch:
            fmts = KINDS[k][2]
            out.append((k, l, fmts[len(out) % len(fmts)] if len(out) < len(combos) else rng.choice(fmts)))
    return out[:count]


def generate(seed, out, count, repo, corpus_manifest, names="invented"):
    rng = random.Random(seed)
    forbidden = load_forbidden(repo, corpus_manifest)
    nm, ids = NameMaker(rng, forbidden), Ids(rng)
    held = HeldOut(random.Random(seed + 1), forbidden) if names == "held-out" else None
    os.makedirs(out, exist_ok=True)
    manifest = []
    for i, (kind, lang, fmt) in enumerate(plan(rng, count), 1):
        doc = Doc(rng, ids, kind, lang, fmt)
        ppl = [Person(rng, nm, ids, held) for _ in range(rng.randint(5, 8) if kind == "hr_records" else 3)]
        fn_ = KINDS[kind][0]
        lines = fn_(doc, ppl, lang, fmt) if kind == "cv" else fn_(doc, ppl, lang)
        text = "\n".join(lines) + "\n"
        name = f"g{i:03d}_{kind}_{lang}.{fmt}"
        # every listed value must be in the text exactly as written, and no decoy may contain a
        # sensitive value (or the set would score itself)
        for s in doc.sensitive:
            if s["value"] not in text:
                raise SystemExit(f"gen.py: bug: {name}: {s['type']} {s['value']!r} not in text")
        for dcy in doc.decoys:
            if dcy not in text:
                raise SystemExit(f"gen.py: bug: {name}: decoy {dcy!r} not in text")
            for s in doc.sensitive:
                if s["value"] in dcy or dcy in s["value"]:
                    raise SystemExit(f"gen.py: bug: {name}: decoy {dcy!r} overlaps {s['value']!r}")
        path = os.path.join(out, name)
        if fmt == "docx":
            with open(path, "wb") as f:
                f.write(docx_bytes(lines))
        else:
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
        manifest.append({"file": name, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                         "sensitive": doc.sensitive, "decoys": doc.decoys})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return manifest, nm


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=20260101, help="random seed (default 20260101)")
    ap.add_argument("--out", default=os.path.join(REPO, "target", "generalisation"), help="output directory")
    ap.add_argument("--count", type=int, default=80, help="number of documents (default 80)")
    ap.add_argument("--repo", default=REPO, help="Caviard checkout (for its name lists)")
    ap.add_argument("--names", choices=["invented", "held-out"], default="invented",
                    help="Arabic-script names: invented (default) or held-out real-looking ones (names_mimesis_ar.tsv)")
    ap.add_argument("--corpus-manifest", default=CORPUS_MANIFEST,
                    help="development corpus manifest whose names are refused too (skipped when absent)")
    a = ap.parse_args()
    if a.count < 1:
        ap.error("--count must be at least 1")
    manifest, nm = generate(a.seed, a.out, a.count, a.repo, a.corpus_manifest, a.names)
    n = sum(len(d["sensitive"]) for d in manifest)
    dc = sum(len(d["decoys"]) for d in manifest)
    print(f"gen.py: {len(manifest)} documents, {n} sensitive values, {dc} decoys, "
          f"{nm.refused} candidate name parts refused (known to Caviard or the corpus) -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
