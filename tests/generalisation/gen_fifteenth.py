#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Fifteenth held-out test-document generator for Caviard (standard library only).

    python3 tests/generalisation/gen_fifteenth.py --seed N --out DIR \
        [--names-dir D] [--corpus-manifest M]

Writes 48 synthetic Tunisian documents (16 document kinds x 3 variants, in French,
Arabic, English and mixed French/Arabic; .txt, .md, .csv and hand-made .docx) and
DIR/manifest.json in the format of ../shared/corpus/README.md, so that

    python3 ../shared/eval/score.py --manifest DIR/manifest.json --cmd 'BIN mask {file}'

scores them.  The output depends only on the seed (given the same name lists).

Kinds (none of them covered by the earlier generators): herd_health_visit,
birth_notification, dorm_incident_report, taxi_licence_handover, crew_manifest,
zakat_aid_list, guardianship_report, immunotherapy_protocol, reference_check_notes,
sample_custody_form, prison_visit_request, agri_subsidy_claim, care_home_admission,
diabetes_education_log, ambulance_run_sheet, election_candidacy.

Every identifier is syntactically valid (RIB key, IBAN mod 97, Luhn, CIN shape,
matricule fiscal control letter, CNSS 8+2 digits, Tunisian phone and plate shapes).
Person names are assembled at run time from Latin/Arabic syllable pairs; a candidate
is redrawn when one of its folded parts (particles excepted) occurs in the product's
name lists, among the PERSON values of the corpus manifest, or among the words of
this file.  Decoys (amounts, legal references, file numbers, institutions, streets
named after historical figures, non-birth dates, 16-digit numbers failing Luhn,
20-digit numbers with a wrong RIB key, ...) never contain nor overlap a sensitive
value.

Provenance
----------
Written without reading the product's source code (crates/, src-tauri/, ui/), the
other generators of tests/generalisation, or any document of ../shared/corpus.
Files read while writing it, and only these:
  * /work/shared/README.md
  * /work/shared/corpus/README.md   (manifest format, value types, decoy rules)
  * /work/shared/eval/score.py      (normalisation and matching)
  * /work/main/tests/generalisation/test_gen_twelfth.py  (testing approach only,
    for the companion test_gen_fifteenth.py)
At run time the *.txt files under --names-dir and the PERSON values of
--corpus-manifest are read programmatically, into memory only, to refuse colliding
names; nothing from them is printed or written.
"""
import argparse
import csv
import glob
import io
import json
import os
import random
import re
import sys
import unicodedata
import zipfile
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_NAMES = os.path.join(REPO, "crates", "caviard", "data", "names")
DEFAULT_CORPUS = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))

AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
CLITICS = "وبلفك"


def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def is_ar(s):
    return any("\u0600" <= c <= "\u06ff" for c in s)


def ind(s):
    return s.translate(TO_INDIC)


def compact(s):
    s = unicodedata.normalize("NFKC", s).translate(TO_ASCII)
    return re.sub(r"[\W_]+", "", AR_DIAC.sub("", s).casefold())


def luhn_digit(body):
    tot = 0
    for i, ch in enumerate(reversed(body)):
        n = int(ch) * (2 if i % 2 == 0 else 1)
        tot += n - 9 if n > 9 else n
    return str((10 - tot % 10) % 10)


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def rib_key(d18):
    return "%02d" % (97 - (int(d18) * 100) % 97)


def iban_ok(s):
    s = re.sub(r"\s", "", s.translate(TO_ASCII)).upper()
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


# ---------------------------------------------------------------- name syllables
# (Latin, Arabic) pairs; the Arabic side of a short vowel is empty.
SIMPLE = [("b", "ب"), ("d", "د"), ("f", "ف"), ("h", "ح"), ("j", "ج"), ("k", "ك"), ("l", "ل"), ("m", "م"),
          ("n", "ن"), ("r", "ر"), ("s", "س"), ("t", "ت"), ("z", "ز"), ("g", "ق"), ("ch", "ش")]
RARE = [("kh", "خ"), ("gh", "غ"), ("dh", "ذ"), ("th", "ث"), ("w", "و"), ("s", "ص"), ("t", "ط"), ("h", "ه")]
CONS = SIMPLE * 3 + RARE
INITIAL = [c for c in CONS if c[0] != "w"]
CLUSTER = [c for c in SIMPLE if c[0] != "ch"]
LONG = [("a", "ا"), ("i", "ي"), ("ou", "و"), ("a", "ا")]
SHORT = [("a", ""), ("e", ""), ("i", ""), ("a", ""), ("e", "")]
END_NISBA = [("i", "ي"), ("i", "ي"), ("aoui", "اوي"), ("ani", "اني"), ("ouni", "وني"), ("ari", "اري"), ("ssi", "سي")]
# given-name templates: C consonant, s short vowel, L long vowel, K cluster consonant, then an ending
GIVEN_M = [("CsCLC", [("", "")]), ("CLCsC", [("", "")]), ("CsKC", [("i", "ي"), ("oun", "ون"), ("ane", "ان")]),
           ("CsCLC", [("ane", "ان"), ("i", "ي")]), ("CLC", [("ane", "ان"), ("ine", "ين"), ("oun", "ون")])]
GIVEN_F = [("CsCLC", [("a", "ة"), ("ia", "ية")]), ("CLCsC", [("a", "ة")]), ("CsKC", [("a", "ة"), ("ouna", "ونة"), ("ia", "ية")]),
           ("CLC", [("ia", "ية"), ("ine", "ين"), ("a", "ة")]), ("CsCLC", [("a", "ة")])]
BAD_AR = ["قحب", "نيك", "زب", "طيز", "كس", "شرم", "زك", "بزق"]
BAD_LAT = ["nik", "zeb", "zob", "kahb", "gahb", "tiz", "zok", "kos", "kus"]
FAMILY = [("CsKC", END_NISBA), ("CLC", END_NISBA), ("CsDLC", [("i", "ي")]), ("CsCLC", [("i", "ي"), ("a", "ة")])]


class Person:
    def __init__(self, first, first_ar, last, last_ar, father, father_ar, female):
        self.first, self.first_ar, self.last, self.last_ar = first, first_ar, last, last_ar
        self.father, self.father_ar, self.female = father, father_ar, female

    def lat(self, style="full"):
        f, l = self.first, self.last
        return {
            "full": f"{f} {l}",
            "LAST_First": f"{l.upper()} {f}",
            "LAST, First": f"{l.upper()}, {f}",
            "First_LAST": f"{f} {l.upper()}",
            "UPPER": f"{f.upper()} {l.upper()}",
            "LAST": l.upper(),
            "Last": l,
            "First": f,
            "F. Last": f"{f[0]}. {l}",
            "lower": f"{f.lower()} {l.lower()}",
            "ben": f"{f} {'Bent' if self.female else 'Ben'} {self.father} {l}",
            "Last First": f"{l} {f}",
        }[style]

    def ar(self, style="full"):
        link = "بنت" if self.female else "بن"
        return {
            "full": f"{self.first_ar} {self.last_ar}",
            "ben": f"{self.first_ar} {link} {self.father_ar} {self.last_ar}",
            "last_first": f"{self.last_ar} {self.first_ar}",
            "first": self.first_ar,
            "last": self.last_ar,
        }[style]

    def parts(self):
        out = []
        for s in (self.first, self.last, self.father, self.first_ar, self.last_ar, self.father_ar):
            out += [t for t in tokens(s) if t not in PARTICLES]
        return out


class NameMaker:
    def __init__(self, rng, refused, source_words):
        self.rng, self.refused, self.source = rng, refused, source_words
        self.used = set()

    def _cap(self, s):
        return s[:1].upper() + s[1:]

    def _build(self, pattern, endings):
        r = self.rng
        pieces = []
        for i, ch in enumerate(pattern):
            if ch == "C":
                pieces.append(r.choice(INITIAL if i == 0 else CONS))
            elif ch == "K":
                pieces.append(r.choice(CLUSTER))
            elif ch == "D":
                c = r.choice(CLUSTER)
                pieces.append((c[0] * 2, c[1]))
            elif ch == "L":
                pieces.append(r.choice(LONG))
            else:
                pieces.append(r.choice(SHORT))
        pieces.append(r.choice(endings))
        lat = "".join(p[0] for p in pieces)
        if re.search(r"(.)\1\1|[aeiou]{3}|hh|ssh|ch[hgk]|kh[hgk]|gh[hgk]|dh[hdt]|th[ht]|[^aeiou]{4}", lat):
            return None
        ar = "".join(p[1] for p in pieces)
        cons = [c for c in ar if c not in "اوية"]
        if re.search(r"(.)\1", ar) or any(a == b for a, b in zip(cons, cons[1:])) \
                or any(x in ar for x in BAD_AR) or any(x in lat for x in BAD_LAT):
            return None
        return self._cap(lat.lower()), ar

    def _given(self, female):
        while True:
            pat, ends = self.rng.choice(GIVEN_F if female else GIVEN_M)
            x = self._build(pat, ends)
            if x:
                return x

    def _family(self):
        r = self.rng
        x = r.random()
        if x < 0.2:
            g, ga = self._given(False)
            return "Ben " + g, "بن " + ga
        while True:
            if x < 0.33:
                y = self._build("CsC", [("a", "ة"), ("i", "ي"), ("", "")])
                y = y and ("Bou" + y[0].lower(), "بو" + y[1])
            else:
                pat, ends = r.choice(FAMILY)
                y = self._build(pat, ends)
                y = y and (y[0], ("ال" + y[1] if r.random() < 0.7 else y[1]))
            if y:
                return y

    def ok(self, part):
        f = fold(part)
        if len(f) < 4 or f in self.used:
            return False
        forms = {f, f[::-1]}
        if f.startswith("ال"):
            forms.add(f[2:])
        if is_ar(f):
            forms.add("ال" + f)
        for x in forms:
            if x in self.refused or x in self.source:
                return False
        return True

    def person(self, female=None):
        r = self.rng
        if female is None:
            female = r.random() < 0.5
        for _ in range(20000):
            f, fa = self._given(female)
            p, pa = self._given(False)
            l, la = self._family()
            cand = Person(f, fa, l, la, p, pa, female)
            parts = cand.parts()
            if len(set(parts)) != len(parts):
                continue
            if all(self.ok(t) for t in parts):
                for t in parts:
                    self.used.add(t)
                    if t.startswith("ال"):
                        self.used.add(t[2:])
                return cand
        raise RuntimeError("could not draw an unknown name")


def load_refused(names_dir, corpus_manifest):
    refused = set()
    for path in sorted(glob.glob(os.path.join(names_dir, "*.txt"))):
        with open(path, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                refused.update(tokens(line))
    if corpus_manifest and os.path.isfile(corpus_manifest):
        with open(corpus_manifest, encoding="utf-8") as fh:
            for d in json.load(fh):
                for s in d.get("sensitive", []):
                    if s.get("type") == "PERSON":
                        refused.update(tokens(s.get("value", "")))
    return refused


def source_words():
    with open(os.path.abspath(__file__), encoding="utf-8") as fh:
        toks = set(tokens(fh.read()))
    out = set(toks)
    for t in toks:
        if is_ar(t):
            if t[0] in CLITICS and len(t) > 3:
                out.add(t[1:])
            if t.startswith("لل") and len(t) > 4:
                out.add(t[2:])
            if t.startswith("ال"):
                out.add(t[2:])
    return out


# ---------------------------------------------------------------- shared vocabulary
CITIES = [("Ariana", "أريانة", "2080"), ("La Soukra", "سكرة", "2036"), ("Ben Arous", "بن عروس", "2013"),
          ("Manouba", "منوبة", "2010"), ("Nabeul", "نابل", "8000"), ("Hammamet", "الحمامات", "8050"),
          ("Sousse", "سوسة", "4000"), ("Monastir", "المنستير", "5000"), ("Mahdia", "المهدية", "5100"),
          ("Sfax", "صفاقس", "3000"), ("Gabès", "قابس", "6000"), ("Médenine", "مدنين", "4100"),
          ("Béja", "باجة", "9000"), ("Jendouba", "جندوبة", "8100"), ("Le Kef", "الكاف", "7100"),
          ("Siliana", "سليانة", "6100"), ("Kairouan", "القيروان", "3100"), ("Kasserine", "القصرين", "1200"),
          ("Sidi Bouzid", "سيدي بوزيد", "9100"), ("Gafsa", "قفصة", "2100"), ("Tozeur", "توزر", "2200"),
          ("Bizerte", "بنزرت", "7000"), ("Zaghouan", "زغوان", "1100"), ("Tataouine", "تطاوين", "3200"),
          ("Kébili", "قبلي", "4200"), ("Houmt Souk", "حومة السوق", "4180"), ("El Mourouj", "المروج", "2074"),
          ("Radès", "رادس", "2040"), ("Mégrine", "مقرين", "2033"), ("Msaken", "مساكن", "4070")]
STREETS = [("rue des Orangers", "نهج البرتقال"), ("rue des Jasmins", "نهج الياسمين"),
           ("rue de la Palmeraie", "نهج النخيل"), ("rue de la Mosquée", "نهج الجامع"),
           ("rue de la Gare", "نهج المحطة"), ("rue des Amandiers", "نهج اللوز"),
           ("rue des Potiers", "نهج الفخارين"), ("impasse des Grenadiers", "زنقة الرمان"),
           ("rue de l'Artisanat", "نهج الصناعات التقليدية"), ("rue des Roses", "نهج الورد"),
           ("rue du Port", "نهج الميناء"), ("rue des Figuiers", "نهج التين"), ("rue de l'Oued", "نهج الوادي"),
           ("rue des Abricotiers", "نهج المشمش"), ("rue des Tisserands", "نهج النساجين"),
           ("rue du Château d'Eau", "نهج الخزان"), ("rue des Cigognes", "نهج اللقالق")]
RESIDENCES = [("Les Pins", "الصنوبر"), ("Yasmine", "الياسمين"), ("El Amel", "الأمل"), ("Ennour", "النور"),
              ("Les Oliviers", "الزيتون"), ("Dar Essalam", "دار السلام"), ("Les Mimosas", "الميموزا")]
CITES = [("El Khadra", "الخضراء"), ("Ennasr 2", "النصر 2"), ("Ettadhamen", "التضامن"),
         ("El Mourouj 3", "المروج 3"), ("Ezzouhour", "الزهور"), ("El Ghazela", "الغزالة"),
         ("Essalama", "السلامة"), ("Ennozha", "النزهة")]
DOUARS = [("El Hjar", "الحجر"), ("Ain Sbaa", "عين السباع"), ("Ech-Chott", "الشط"), ("El Mrah", "المراح"),
          ("Bir Lahmar", "بئر الأحمر"), ("Oued Ezzit", "وادي الزيت"), ("Henchir Ennakhla", "هنشير النخلة")]
DECOY_STREETS_FR = ["avenue Habib Bourguiba", "avenue Farhat Hached", "rue Ibn Khaldoun", "avenue Hédi Chaker",
                    "rue Tahar Haddad", "boulevard Abou El Kacem Chebbi", "rue Mongi Slim",
                    "avenue Mohamed Ali Hammi", "rue Aziza Othmana", "avenue Taïeb Mhiri"]
DECOY_STREETS_AR = ["شارع الحبيب بورقيبة", "شارع فرحات حشاد", "نهج ابن خلدون", "شارع الهادي شاكر",
                    "نهج الطاهر الحداد", "شارع أبو القاسم الشابي", "نهج عزيزة عثمانة", "شارع الطيب المهيري"]
HOSP_FR = ["Hôpital Charles Nicolle", "Hôpital Habib Thameur", "Hôpital La Rabta", "CHU Hédi Chaker de Sfax",
           "CHU Sahloul", "CHU Farhat Hached de Sousse", "Hôpital Mongi Slim de La Marsa", "CHU Fattouma Bourguiba de Monastir"]
HOSP_AR = ["مستشفى شارل نيكول", "مستشفى الحبيب ثامر", "مستشفى الرابطة", "المستشفى الجامعي الهادي شاكر بصفاقس",
           "المستشفى الجامعي سهلول", "مستشفى المنجي سليم بالمرسى", "المستشفى الجامعي فطومة بورقيبة بالمنستير"]
BANKS = [("03", "BNA"), ("04", "Attijari Bank"), ("05", "Banque de Tunisie"), ("07", "Amen Bank"), ("08", "BIAT"),
         ("10", "STB"), ("11", "UBCI"), ("12", "UIB"), ("14", "BH Bank"), ("17", "La Poste Tunisienne"),
         ("25", "Banque Zitouna")]
BANKS_AR = {"03": "البنك الوطني الفلاحي", "04": "التجاري بنك", "05": "بنك تونس", "07": "بنك الأمان",
            "08": "البنك التونسي للتنمية والاستثمار", "10": "الشركة التونسية للبنك", "11": "الاتحاد البنكي للتجارة والصناعة",
            "12": "الاتحاد الدولي للبنوك", "14": "بنك الإسكان", "17": "البريد التونسي", "25": "مصرف الزيتونة"}
MAILS = ["gmail.com", "yahoo.fr", "hotmail.com", "topnet.tn", "planet.tn", "outlook.com", "gnet.tn", "laposte.net"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
AR_MONTHS = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
MOBILE = ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "40", "41", "42", "44", "46", "50", "51",
          "52", "53", "54", "55", "56", "58", "90", "92", "93", "94", "95", "96", "97", "98", "99"]
LANDLINE = ["71", "72", "73", "74", "75", "76", "77", "78", "79"]


# ---------------------------------------------------------------- document model
class Doc:
    def __init__(self, names, rng, kind, lang, fmt):
        self.names, self.r, self.kind, self.lang, self.fmt = names, rng, kind, lang, fmt
        self.blocks, self.sens, self.decoys = [], [], []
        r = rng
        self.st = dict(kv=r.choice(["colon", "dots", "upper", "tab", "colon"]),
                       mdkv=r.choice(["bold", "list", "table"]), dockv=r.choice(["table", "para", "table"]),
                       table=r.choice(["pipe", "space", "tab"]), bullet=r.choice(["-", "•", "*", "–"]),
                       delim=r.choice([",", ";", ","]), bom=r.random() < 0.3,
                       crlf=r.random() < 0.4)

    # ---- recording
    def S(self, t, v):
        if self.fmt != "txt" and "\n" in v:
            raise ValueError("multi-line value outside txt: " + v)
        if (t, v) not in [(s["type"], s["value"]) for s in self.sens]:
            self.sens.append({"type": t, "value": v})
        return v

    def D(self, v):
        if v not in self.decoys:
            self.decoys.append(v)
        return v

    # ---- blocks
    def h(self, text, level=1):
        self.blocks.append(("h", text, level))

    def p(self, text):
        self.blocks.append(("p", text))

    def ul(self, items, ordered=False):
        self.blocks.append(("list", list(items), ordered))

    def kv(self, pairs):
        self.blocks.append(("kv", [(a, b) for a, b in pairs]))

    def table(self, header, rows):
        self.blocks.append(("table", list(header), [list(x) for x in rows]))

    def sep(self):
        self.blocks.append(("sep",))

    # ---- persons
    def person(self, female=None):
        return self.names.person(female)

    def nm(self, p, style="full"):
        if style.startswith("ar"):
            v = p.ar(style[3:] if len(style) > 2 else "full")
        else:
            if style == "F. Last" and p.first[0] in "M":
                style = "full"
            v = p.lat(style)
        return self.S("PERSON", v)

    # ---- identifiers
    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def cin(self, indic=None):
        v = self.r.choice("01") + self.digits(7)
        if indic is None:
            indic = self.lang == "ar" and self.r.random() < 0.35
        return self.S("CIN", ind(v) if indic else v)

    def passport(self, nat="TN"):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        if nat == "TN":
            v = r.choice(L) + self.digits(6)
            if r.random() < 0.3:
                v = r.choice(L) + "0" + self.digits(6)
        elif nat == "FR":
            v = self.digits(2) + r.choice(L) + r.choice(L) + self.digits(5)
        elif nat == "MA":
            v = r.choice(L) + r.choice(L) + self.digits(7)
        elif nat == "EG":
            v = "A" + self.digits(8)
        elif nat == "PH":
            v = "P" + self.digits(7) + r.choice(L)
        elif nat == "UA":
            v = r.choice(L) + r.choice(L) + self.digits(6)
        elif nat == "DZ":
            v = str(r.randint(1, 3)) + self.digits(8)
        else:
            v = r.choice(L) + self.digits(7)
        return self.S("PASSPORT", v)

    def phone(self, style=None, landline=False, indic=None):
        r = self.r
        pre = r.choice(LANDLINE if landline else MOBILE)
        d = pre + self.digits(6)
        if style is None:
            style = r.choice(["sp", "intl", "intl", "plain", "dots", "pairs", "paren", "00", "dash", "intlplain"])
        v = {"sp": f"{d[:2]} {d[2:5]} {d[5:]}", "intl": f"+216 {d[:2]} {d[2:5]} {d[5:]}",
             "plain": d, "dots": f"{d[:2]}.{d[2:5]}.{d[5:]}", "pairs": f"{d[:2]} {d[2:4]} {d[4:6]} {d[6:]}",
             "paren": f"(+216) {d}", "00": f"00216 {d[:2]} {d[2:5]} {d[5:]}", "dash": f"{d[:2]}-{d[2:5]}-{d[5:]}",
             "intlplain": f"+216{d}"}[style]
        if indic is None:
            indic = self.lang == "ar" and r.random() < 0.4
        return self.S("PHONE", ind(v) if indic else v)

    def email(self, p=None, org=None):
        r = self.r
        if p is None:
            p = self.person()
        f = p.first.lower()
        l = p.last.lower().replace(" ", "")
        local = r.choice([f"{f}.{l}", f"{f[0]}.{l}", f"{l}.{f}", f"{f}{l}{r.randint(1, 99)}", f"{f}_{l}",
                          f"{l}{f[0]}{r.randint(70, 99)}"])
        return self.S("EMAIL", f"{local}@{org or r.choice(MAILS)}")

    def _rib20(self, bank=None):
        bank = bank or self.r.choice(BANKS)[0]
        d18 = bank + self.digits(3) + self.digits(13)
        return d18 + rib_key(d18)

    def rib(self, bank=None, style=None, indic=False):
        d = self._rib20(bank)
        style = style or self.r.choice(["sp", "plain", "dash", "four", "sp"])
        v = {"sp": f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", "plain": d, "dash": f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}",
             "four": " ".join(d[i:i + 4] for i in range(0, 20, 4))}[style]
        self.last_rib = d
        return self.S("RIB", ind(v) if indic else v)

    def iban(self, bank=None, rib=None, spaced=None):
        d = rib or self._rib20(bank)
        s = "TN59" + d
        assert iban_ok(s)
        if spaced is None:
            spaced = self.r.random() < 0.7
        return self.S("IBAN", " ".join(s[i:i + 4] for i in range(0, 24, 4)) if spaced else s)

    def card(self, style=None):
        r = self.r
        body = r.choice(["4", "4", "5" + r.choice("12345")]) 
        body += self.digits(15 - len(body))
        d = body + luhn_digit(body)
        style = style or r.choice(["sp", "sp", "dash", "plain"])
        v = {"sp": " ".join(d[i:i + 4] for i in range(0, 16, 4)), "dash": "-".join(d[i:i + 4] for i in range(0, 16, 4)),
             "plain": d}[style]
        return self.S("CARD", v)

    def taxid(self, style=None):
        r = self.r
        num = r.choice(["0", "1", "1"]) + self.digits(6)
        key = r.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
        tva, cat, est = r.choice("ABPDN"), r.choice("MCPNE"), r.choice(["000", "000", "001"])
        style = style or r.choice(["slash", "slash2", "compact", "short", "space"])
        v = {"slash": f"{num}/{key}/{tva}/{cat}/{est}", "slash2": f"{num}{key}/{tva}/{cat}/{est}",
             "compact": f"{num}{key}{tva}{cat}{est}", "short": f"{num}/{key}", "space": f"{num} {key} {tva} {cat} {est}"}[style]
        return self.S("TAX_ID", v)

    def cnss(self, style=None):
        d = self.digits(8)
        k = "%02d" % self.r.randint(0, 99)
        style = style or self.r.choice(["dash", "plain", "slash", "space"])
        return self.S("CNSS", {"dash": f"{d}-{k}", "plain": d + k, "slash": f"{d}/{k}", "space": f"{d} {k}"}[style])

    def plate(self, style=None):
        r = self.r
        a, b = r.randint(100, 259), r.randint(1, 9999)
        style = style or r.choice(["ar", "tu", "tu", "ar"])
        if style == "ar":
            v = f"{a} تونس {b}"
        elif style == "arind":
            v = ind(f"{a} تونس {b}")
        elif style == "tu":
            v = f"{a} TU {b}"
        elif style == "rs":
            v = f"RS {r.randint(100000, 299999)}"
        else:
            v = f"{a} Tunis {b}"
        return self.S("PLATE", v)

    def date_str(self, y, m, d, lang=None, style=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        r = self.r
        if lang == "fr":
            style = style or r.choice(["slash", "slash", "dash", "dot", "long", "iso"])
            return {"slash": f"{d:02d}/{m:02d}/{y}", "dash": f"{d:02d}-{m:02d}-{y}", "dot": f"{d:02d}.{m:02d}.{y}",
                    "long": f"{'1er' if d == 1 else d} {FR_MONTHS[m - 1]} {y}", "iso": f"{y}-{m:02d}-{d:02d}"}[style]
        if lang == "ar":
            style = style or r.choice(["slash", "ind", "long", "longind", "ymd"])
            return {"slash": f"{d:02d}/{m:02d}/{y}", "ind": ind(f"{d:02d}/{m:02d}/{y}"),
                    "long": f"{d} {AR_MONTHS[m - 1]} {y}", "longind": ind(f"{d} {AR_MONTHS[m - 1]} {y}"),
                    "ymd": f"{y}/{m:02d}/{d:02d}"}[style]
        style = style or r.choice(["us", "uk", "slash", "iso", "mil"])
        return {"us": f"{EN_MONTHS[m - 1]} {d}, {y}", "uk": f"{d} {EN_MONTHS[m - 1]} {y}",
                "slash": f"{d:02d}/{m:02d}/{y}", "iso": f"{y}-{m:02d}-{d:02d}",
                "mil": f"{d:02d}-{EN_MONTHS[m - 1][:3].upper()}-{y}"}[style]

    def dob(self, y0=1945, y1=2005, lang=None, style=None):
        r = self.r
        y, m, d = r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28)
        return self.S("DOB", self.date_str(y, m, d, lang, style))

    def addr(self, lang=None, style=None, split=False):
        r = self.r
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        city, city_ar, cp = r.choice(CITIES)
        st, st_ar = r.choice(STREETS)
        if r.random() < 0.2:
            n4 = str(r.randint(1100, 9899))
            st, st_ar = "rue " + n4, "نهج " + n4
        n = r.randint(1, 140)
        res, res_ar = r.choice(RESIDENCES)
        cite, cite_ar = r.choice(CITES)
        dou, dou_ar = r.choice(DOUARS)
        L = r.choice("ABCDEFGH")
        k = r.randint(1, 48)
        nl = "\n" if split and self.fmt == "txt" else " "
        if lang == "ar":
            style = style or r.choice(["num", "adad", "res", "cite", "rural"])
            v = {"num": f"{n} {st_ar}،{nl}{cp} {city_ar}", "adad": f"{st_ar} عدد {n}،{nl}{city_ar} {cp}",
                 "res": f"إقامة {res_ar}، عمارة {L}، شقة {k}،{nl}{city_ar}",
                 "cite": f"حي {cite_ar}، {st_ar} عدد {n}،{nl}{cp} {city_ar}",
                 "rural": f"دوار {dou_ar}، عمادة {dou_ar}،{nl}معتمدية {city_ar}"}[style]
            if r.random() < 0.3:
                v = ind(v)
        elif lang == "en":
            style = style or r.choice(["num", "apt", "cite", "rural"])
            v = {"num": f"{n} {st[0].upper() + st[1:]},{nl}{cp} {city}", "apt": f"Apt {k}, Block {L}, Résidence {res},{nl}{cp} {city}",
                 "cite": f"{n} {st}, Cité {cite},{nl}{city} {cp}", "rural": f"Douar {dou}, {city} countryside,{nl}{cp} {city}"}[style]
        else:
            style = style or r.choice(["num", "no", "res", "cite", "rural"])
            v = {"num": f"{n}, {st},{nl}{cp} {city}", "no": f"{st[0].upper() + st[1:]} n° {n},{nl}{city} {cp}",
                 "res": f"Résidence {res}, bloc {L}, app. {k},{nl}{cp} {city}",
                 "cite": f"Cité {cite}, {st}, n° {n} –{nl}{city}",
                 "rural": f"Douar {dou}, secteur {dou},{nl}délégation de {city}"}[style]
        return self.S("ADDRESS", v)

    def health(self, v):
        return self.S("HEALTH", v)

    # ---- decoys
    def d_bad16(self, sep=" "):
        while True:
            d = self.r.choice("45") + self.digits(15)
            if not luhn_ok(d):
                return self.D(sep.join(d[i:i + 4] for i in range(0, 16, 4)))

    def d_bad20(self, style="sp"):
        d18 = self.r.choice(BANKS)[0] + self.digits(16)
        good = int(rib_key(d18))
        bad = "%02d" % ((good + self.r.randint(1, 90)) % 97 or 1)
        if bad == "%02d" % good:
            bad = "%02d" % (good % 96 + 1)
        d = d18 + bad
        v = {"sp": f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", "plain": d, "four": " ".join(d[i:i + 4] for i in range(0, 20, 4))}[style]
        return self.D(v)

    def d_date(self, lang=None, style=None, y=2025):
        r = self.r
        return self.D(self.date_str(y, r.randint(1, 12), r.randint(1, 28), lang, style))

    def d_amount(self, lang=None, lo=40, hi=2500):
        r = self.r
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        a = r.randint(lo, hi)
        mil = r.choice(["000", "500", "250", "750"])
        grp = f"{a:,}".replace(",", " ")
        if lang == "ar":
            v = r.choice([f"{a} دينار", f"{grp},{mil} د.ت", ind(f"{a}") + " دينارا", f"{a}.{mil} دت"])
        elif lang == "en":
            v = r.choice([f"TND {a:,}.{mil}", f"{a:,} dinars", f"{grp} TND"])
        else:
            v = r.choice([f"{grp},{mil} DT", f"{a}.{mil} TND", f"{grp} dinars", f"{grp},{mil} TND"])
        return self.D(v)

    def d_street(self, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        return self.D(self.r.choice(DECOY_STREETS_AR if lang == "ar" else DECOY_STREETS_FR))

    def d_hosp(self, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        return self.D(self.r.choice(HOSP_AR if lang == "ar" else HOSP_FR))

    def d_ref(self, prefix, sep="-", year=True):
        r = self.r
        y = r.choice(["2024", "2025"])
        return self.D(f"{prefix}{sep}{y}{sep}{r.randint(100, 9999):04d}" if year else f"{prefix}{sep}{r.randint(1000, 99999)}")

    def pick(self, seq):
        return self.r.choice(seq)


# ---------------------------------------------------------------- rendering
def _lbl(doc, label, value):
    lang = doc.lang
    if is_ar(label):
        sepr = ": "
    elif lang in ("fr", "mixed"):
        sepr = " : "
    else:
        sepr = ": "
    st = doc.st["kv"]
    if st == "dots" and "\n" not in value:
        return f"{label} {'.' * max(3, 26 - len(label))} {value}"
    if st == "upper" and not is_ar(label):
        return f"{label.upper()}{sepr}{value}"
    if st == "tab":
        return f"{label}\t{value}"
    return f"{label}{sepr}{value}"


def render_txt(doc):
    out = []
    for b in doc.blocks:
        t = b[0]
        if t == "h":
            out.append(b[1])
            if b[2] == 1:
                out.append(("=" if doc.r.random() < 0.5 else "-") * min(60, max(8, len(b[1]))))
            out.append("")
        elif t == "p":
            out.append(b[1])
            out.append("")
        elif t == "list":
            for i, it in enumerate(b[1], 1):
                out.append(f"{i}) {it}" if b[2] else f"{doc.st['bullet']} {it}")
            out.append("")
        elif t == "kv":
            for a, v in b[1]:
                out.append(_lbl(doc, a, v) if a else v)
            out.append("")
        elif t == "table":
            rows = [b[1]] + b[2]
            if doc.st["table"] == "tab":
                out += ["\t".join(x) for x in rows]
            else:
                w = [max(len(str(x[i])) for x in rows) for i in range(len(b[1]))]
                sepr = " | " if doc.st["table"] == "pipe" else "   "
                for j, x in enumerate(rows):
                    out.append(sepr.join(str(c).ljust(w[i]) for i, c in enumerate(x)).rstrip())
                    if j == 0 and doc.st["table"] == "pipe":
                        out.append("-+-".join("-" * w[i] for i in range(len(w))))
            out.append("")
        elif t == "sep":
            out.append("")
    return "\n".join(out).rstrip() + "\n"


def render_md(doc):
    out = []
    for b in doc.blocks:
        t = b[0]
        if t == "h":
            out += ["#" * b[2] + " " + b[1], ""]
        elif t == "p":
            out += [b[1].replace("\n", "  \n"), ""]
        elif t == "list":
            out += [(f"{i}. " if b[2] else "- ") + it for i, it in enumerate(b[1], 1)] + [""]
        elif t == "kv":
            st = doc.st["mdkv"]
            if st == "table":
                hd = {"fr": ("Rubrique", "Renseignement"), "ar": ("البيان", "المعطيات"), "en": ("Field", "Details"),
                      "mixed": ("Rubrique / البيان", "Valeur / المعطيات")}[doc.lang]
                out += [f"| {hd[0]} | {hd[1]} |", "|---|---|"] + [f"| {a} | {v} |" for a, v in b[1]]
            elif st == "list":
                out += [f"- {a} : {v}" if a else f"- {v}" for a, v in b[1]]
            else:
                out += [f"**{a}** : {v}  " if a else f"{v}  " for a, v in b[1]]
            out.append("")
        elif t == "table":
            out.append("| " + " | ".join(b[1]) + " |")
            out.append("|" + "|".join("---" for _ in b[1]) + "|")
            out += ["| " + " | ".join(str(c) for c in x) + " |" for x in b[2]]
            out.append("")
        elif t == "sep":
            out += ["---", ""]
    return "\n".join(out).rstrip() + "\n"


def render_csv(doc):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=doc.st["delim"], lineterminator="\r\n" if doc.st["crlf"] else "\n")
    for b in doc.blocks:
        t = b[0]
        if t in ("h", "p"):
            for line in b[1].split("\n"):
                w.writerow([line])
        elif t == "list":
            for it in b[1]:
                w.writerow([it])
        elif t == "kv":
            for a, v in b[1]:
                w.writerow([a, v] if a else [v])
        elif t == "table":
            w.writerow(b[1])
            for x in b[2]:
                w.writerow(x)
        elif t == "sep":
            w.writerow([])
    return ("\ufeff" if doc.st["bom"] else "") + buf.getvalue()


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _runs(doc, text, bold=False, size=None, split=True):
    r = doc.r
    pieces = [text]
    if split and len(text) > 12 and r.random() < 0.45:
        cut = r.randint(3, len(text) - 3)
        pieces = [text[:cut], text[cut:]]
    rpr = ""
    if bold or size:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + "</w:rPr>"
    return "".join(f'<w:r>{rpr}<w:t xml:space="preserve">{escape(x)}</w:t></w:r>' for x in pieces if x)


def _para(doc, text, bold=False, size=None, label=None, center=False):
    ar = is_ar(text + (label or "")) and sum(is_ar(c) for c in text) * 2 > len(text.replace(" ", ""))
    ppr = ""
    if ar or center:
        ppr = "<w:pPr>" + ("<w:bidi/>" if ar else "") + ('<w:jc w:val="center"/>' if center else "") + "</w:pPr>"
    body = ""
    if label:
        body += _runs(doc, label, bold=True, split=False)
    body += _runs(doc, text, bold=bold, size=size)
    return f"<w:p>{ppr}{body}</w:p>"


def _tbl(doc, rows, header=True):
    n = len(rows[0])
    width = 9000 // n
    x = ['<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>'
         + "".join(f'<w:{e} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
                   for e in ("top", "left", "bottom", "right", "insideH", "insideV"))
         + "</w:tblBorders></w:tblPr><w:tblGrid>" + "".join(f'<w:gridCol w:w="{width}"/>' for _ in range(n)) + "</w:tblGrid>"]
    for i, row in enumerate(rows):
        x.append("<w:tr>")
        for c in row:
            x.append(f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>'
                     + _para(doc, str(c), bold=(header and i == 0)) + "</w:tc>")
        x.append("</w:tr>")
    x.append("</w:tbl>")
    return "".join(x)


def docx_document_xml(doc):
    body = []
    for b in doc.blocks:
        t = b[0]
        if t == "h":
            body.append(_para(doc, b[1], bold=True, size=32 if b[2] == 1 else 26, center=(b[2] == 1)))
        elif t == "p":
            for line in b[1].split("\n"):
                body.append(_para(doc, line))
        elif t == "list":
            for i, it in enumerate(b[1], 1):
                body.append(_para(doc, (f"{i}. " if b[2] else "• ") + it))
        elif t == "kv":
            if doc.st["dockv"] == "table":
                body.append(_tbl(doc, [[a, v] for a, v in b[1]], header=False))
                body.append("<w:p/>")
            else:
                for a, v in b[1]:
                    sepr = ": " if (is_ar(a) or doc.lang == "en") else " : "
                    body.append(_para(doc, v, label=(a + sepr) if a else None))
        elif t == "table":
            body.append(_tbl(doc, [b[1]] + b[2]))
            body.append("<w:p/>")
        elif t == "sep":
            body.append("<w:p/>")
    sect = ('<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" '
            'w:left="1134" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>')
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) + sect + "</w:body></w:document>")


CT = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      '<Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" '
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
        'Target="word/document.xml"/></Relationships>')
DOC_RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>')


def write_docx(path, xml):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", CT), ("_rels/.rels", RELS),
                           ("word/_rels/document.xml.rels", DOC_RELS), ("word/document.xml", xml)):
            zi = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))


def docx_plain(xml):
    import xml.etree.ElementTree as ET
    root = ET.fromstring(xml.encode("utf-8"))
    W = "{" + W_NS + "}"
    return "\n".join("".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p"))


# ================================================================ document kinds
def k_herd_health_visit(d):
    r = d.r
    vet = d.person()
    farmer = d.person(female=r.random() < 0.25)
    son = d.person(female=False)
    tags = [f"TN {r.randint(10, 99)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}" for _ in range(4)]
    if d.lang == "fr":
        d.h("CABINET VÉTÉRINAIRE RURAL")
        d.kv([("", "Dr " + d.nm(vet, "full") + " – vétérinaire sanitaire mandaté"),
              ("Mandat sanitaire", "délivré par le " + d.D("CRDA de " + d.pick(["Béja", "Jendouba", "Siliana", "Bizerte"]))),
              ("MF", d.taxid()), ("Tél. cabinet", d.phone(landline=True))])
        d.h("Compte rendu de visite d'élevage n° " + d.d_ref("VE", "/"), 2)
        d.p(f"Visite effectuée le {d.d_date()} à la demande de l'éleveur"
            f" {d.nm(farmer, 'LAST_First')}, titulaire de la CIN n° {d.cin()}, "
            f"{'née' if farmer.female else 'né'} le {d.dob(1950, 1990)}, joignable au {d.phone()}.")
        d.kv([("Exploitation", d.addr("fr", "rural", split=True)),
              ("Cheptel déclaré", f"{r.randint(8, 40)} bovins, {r.randint(20, 120)} ovins"),
              ("Transport des animaux", "camionnette Isuzu immatriculée " + d.plate())])
        d.h("Animaux examinés", 2)
        acts = ["tuberculination", "prise de sang (brucellose)", "déparasitage", "parage des onglons"]
        d.table(["Boucle", "Espèce", "Âge", "Acte"],
                [[d.D(t), d.pick(["Vache Holstein", "Génisse croisée", "Brebis Barbarine", "Taurillon"]),
                  f"{r.randint(2, 9)} ans", acts[i % 4]] for i, t in enumerate(tags)])
        d.h("Observations", 2)
        d.p("Deux avortements en fin de gestation depuis janvier ; prélèvements adressés à "
            + d.D("l'Institut de la Recherche Vétérinaire de Tunisie") + ".")
        z = d.pick([("épisodes de fièvre ondulante avec sueurs nocturnes", "douleurs articulaires aux genoux",
                     "sérologie de Wright est revenue positive au 1/320", "doxycycline et rifampicine pendant six semaines"),
                    ("douleurs de l'hypochondre droit", "amaigrissement de 6 kg",
                     "échographie a montré un kyste hydatique du foie de 7 cm", "albendazole 400 mg deux fois par jour avant chirurgie"),
                    ("fièvre à 39 °C avec céphalées", "toux sèche persistante",
                     "sérologie de fièvre Q est revenue positive", "doxycycline 100 mg matin et soir pendant trois semaines")])
        d.p("Point de santé humaine (zoonose) : l'éleveur rapporte des " + d.health(z[0])
            + " et un " + d.health(z[1]) + " depuis trois semaines. Son "
            + d.health(z[2]) + " ; son médecin a prescrit "
            + d.health(z[3]) + ".")
        d.p(f"Son fils {d.nm(son, 'First')}, qui assure la traite, n'a pas de symptômes ; conseillé de consulter au CSB.")
        d.kv([("Honoraires", d.d_amount("fr")), ("Base légale", d.D("loi n° 2005-95 du 18 octobre 2005"))])
        d.p("Fait à " + d.pick(["Testour", "Bou Salem", "Nefza"]) + ", le même jour.\nDr " + d.nm(vet, "F. Last"))
    elif d.lang == "ar":
        d.h("عيادة بيطرية ريفية")
        d.kv([("الطبيب البيطري", "الدكتور " + d.nm(vet, "ar_full")),
              ("المعرف الجبائي", d.taxid("slash")), ("الهاتف", d.phone())])
        d.h("تقرير زيارة قطيع عدد " + d.d_ref("ق", "/"), 2)
        d.p(f"بطلب من المربي {d.nm(farmer, 'ar_ben')} صاحب بطاقة التعريف الوطنية عدد {d.cin()} "
            f"المولود في {d.dob(1950, 1990, 'ar')} والقاطن ب{d.addr('ar', 'rural')}، تمت زيارة الإسطبل يوم {d.d_date('ar')}.")
        d.kv([("وسيلة نقل المواشي", "شاحنة خفيفة عدد " + d.plate(r.choice(["ar", "arind"]))),
              ("رقم هاتف المربي", d.phone())])
        d.h("سجل المداواة", 2)
        d.table(["رقم الحلقة", "النوع", "العمر", "العلاج"],
                [[d.D(t), d.pick(["بقرة حلوب", "عجلة", "نعجة بربرية", "عجل تسمين"]), f"{r.randint(1, 9)} سنوات",
                  d.pick(["تلقيح ضد الحمى القلاعية", "مضاد للطفيليات", "أخذ عينة دم", "مضاد حيوي"])] for t in tags])
        d.h("ملاحظات حول صحة المربي", 2)
        d.ul([d.health("حمى متموجة وتعرق ليلي منذ ثلاثة أسابيع"),
              "تحليل الدم: " + d.health("اختبار رايت إيجابي"),
              "العلاج: " + d.health("دوكسيسيكلين وريفامبيسين لمدة ستة أسابيع")])
        d.p("تم إعلام " + d.D("المندوبية الجهوية للتنمية الفلاحية بباجة") + " طبقا لأحكام " + d.D("القانون عدد 95 لسنة 2005")
            + ". ابن المربي " + d.nm(son, "ar_first") + " يساعد في الحلب ولا تظهر عليه أعراض.")
        d.kv([("أتعاب الزيارة", d.d_amount("ar")), ("الإمضاء", d.nm(vet, "ar_last_first"))])
    else:  # mixed csv register
        d.h("Registre des visites d'élevage / سجل زيارات القطعان — Dr " + d.nm(vet, "Last"))
        d.kv([("Vétérinaire / البيطري", d.nm(vet, "ar_full")), ("Campagne", d.D("campagne antiaphteuse 2025")),
              ("Fichier", d.d_ref("REG-ELV"))])
        rows = []
        for i in range(4):
            f = farmer if i == 0 else d.person(female=r.random() < 0.3)
            name = d.nm(f, r.choice(["LAST_First", "ar_full", "ar_ben", "full"]))
            obs = d.pick(["RAS", "لا شيء", "rappel dans 6 mois", "عينات دم للمخبر"])
            if i == 0:
                obs = "éleveur sous traitement pour " + d.health("brucellose humaine") + " / " + d.health("مصاب بالحمى المالطية")
            if i == 2:
                obs = d.health("diabétique, plaie du pied") + " – port de gants conseillé"
            rows.append([d.D(f"{d.pick(['V', 'W'])}{i + 1:02d}/{r.randint(100, 999)}"), name, d.cin(False), d.phone(),
                         d.addr(r.choice(["fr", "ar"]), "rural"), str(r.randint(3, 60)), obs])
        d.table(["N° visite", "Éleveur / المربي", "CIN / ب.ت.و", "Tél / الهاتف", "Adresse / العنوان",
                 "Têtes / عدد الرؤوس", "Observation / ملاحظات"], rows)
        d.kv([("Transport / النقل", d.plate("tu")), ("Total honoraires / مجموع الأتعاب", d.d_amount("fr")),
              ("Code de lot vaccin", d.D("Lot FMD-2410-B"))])


def k_birth_notification(d):
    r = d.r
    mother, father, doctor, midwife = d.person(True), d.person(False), d.person(), d.person(True)
    by = 2025 if r.random() < 0.6 else 2024
    if d.lang == "fr":  # csv register
        d.h("Registre des naissances – Maternité – " + d.D(d.pick(["CHU Farhat Hached de Sousse", "Centre de Maternité et de Néonatologie de Tunis", "Hôpital régional de Jendouba"])))
        d.kv([("Déclarations transmises à", d.D("l'officier de l'état civil de la commune")),
              ("Délai légal", d.D("10 jours (article 22 de la loi n° 57-3)"))])
        rows = []
        modes = [("césarienne en urgence pour souffrance fœtale", "diabète gestationnel sous insuline"),
                 ("voie basse avec épisiotomie", "anémie ferriprive (Hb 8,9 g/dL)"),
                 ("césarienne programmée (utérus bicicatriciel)", "pré-éclampsie sévère"),
                 ("accouchement par ventouse", "hépatite B chronique – sérovaccination du nouveau-né")]
        for i in range(4):
            m = mother if i == 0 else d.person(True)
            f = father if i == 0 else d.person(False)
            bd = d.S("DOB", f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/{by}")
            mode, ante = modes[i]
            baby = d.person(female=r.random() < 0.5)
            rows.append([d.D(f"{by}/{r.randint(1000, 4999)}"), bd, f"{r.randint(0, 23):02d}h{r.randint(0, 59):02d}",
                         d.pick(["M", "F"]), f"{r.randint(2400, 4300)} g",
                         d.nm(baby, "First") if i % 2 == 0 else "non encore prénommé",
                         d.nm(m, r.choice(["LAST_First", "full"])), d.cin(), d.dob(1980, 2004),
                         d.nm(f, r.choice(["full", "LAST_First"])), d.phone(),
                         d.addr("fr", r.choice(["num", "cite", "res"])), d.health(mode), d.health(ante)])
        d.table(["N° registre", "Date de naissance", "Heure", "Sexe", "Poids", "Prénom", "Mère", "CIN mère",
                 "DDN mère", "Père", "Tél. père", "Adresse des parents", "Mode d'accouchement", "Antécédents mère"], rows)
        d.kv([("Sage-femme de garde", d.nm(midwife, "full")), ("Médecin accoucheur", "Dr " + d.nm(doctor, "LAST"))])
    elif d.lang == "ar":
        d.h("إعلام بولادة")
        d.p("إلى السيد ضابط الحالة المدنية ببلدية " + d.pick(["سوسة", "صفاقس", "أريانة", "القيروان"]))
        bd = d.dob(by, by, "ar", r.choice(["long", "slash", "ind"]))
        d.p(f"يشهد الممضي أسفله الدكتور {d.nm(doctor, 'ar_full')}، طبيب بقسم التوليد ب{d.d_hosp('ar')}، "
            f"أن السيدة {d.nm(mother, 'ar_ben')} المولودة في {d.dob(1980, 2004, 'ar')} "
            f"صاحبة بطاقة التعريف الوطنية عدد {d.cin()} والقاطنة ب{d.addr('ar', split=True)}،\n"
            f"قد وضعت مولودا {d.pick(['ذكرا', 'أنثى'])} يوم {bd} على الساعة {r.randint(0, 23)}:{r.randint(10, 59)}.")
        d.p("ظروف الولادة: " + d.health("ولادة قيصرية استعجالية بسبب تسمم الحمل") + "، وقد تم نقل المولود إلى قسم الولدان لمدة يومين بسبب "
            + d.health("صفيرة الولدان") + ". الأم " + d.health("مصابة بفقر الدم") + " وتتابع علاجا بالحديد.")
        d.kv([("اسم الأب", d.nm(father, "ar_full")), ("هاتف الأب", d.phone()),
              ("وزن المولود", ind(f"{r.randint(2, 4)},{r.randint(100, 900)}") + " كلغ"),
              ("المرجع", d.D("الفصل 22 من القانون عدد 3 لسنة 1957")), ("عدد الملف", d.d_ref("و", "/"))])
        d.p("حرر ب" + d.pick(["سوسة", "صفاقس", "أريانة"]) + " في " + d.d_date("ar") + "\nالقابلة: " + d.nm(midwife, "ar_full"))
    else:  # en md
        d.h("Notification of Birth – Private Clinic")
        d.p("To: " + d.D("Consular Section, Embassy of Canada in Tunis") + " / " + d.D("Municipality of La Marsa – Civil Status Office"))
        bd = d.dob(by, by, "en", r.choice(["us", "uk"]))
        d.p(f"We hereby notify the birth of a baby {d.pick(['boy', 'girl'])} on {bd} at our maternity unit. "
            f"The mother, {d.nm(mother, 'full')}, born {d.dob(1980, 2003, 'en')}, holds passport no. {d.passport('FR')} "
            f"and lives at {d.addr('en')}. The father, {d.nm(father, 'LAST, First')}, can be reached on {d.phone('intl')} "
            f"or {d.email(father)}.")
        d.h("Clinical summary", 2)
        d.ul(["Delivery: " + d.health("emergency caesarean section for breech presentation"),
              "Mother: " + d.health("gestational diabetes controlled by diet") + "; " + d.health("blood group O negative, anti-D given"),
              "Newborn: " + d.health("mild neonatal jaundice treated with phototherapy") + ", Apgar 9/10"])
        d.kv([("Attending obstetrician", "Dr " + d.nm(doctor, "full")), ("Midwife", d.nm(midwife, "First_LAST")),
              ("Clinic file", d.d_ref("MAT")), ("Invoice total", d.d_amount("en")), ("Settled by card", d.card()),
              ("Legal basis", d.D("Law No. 57-3 of 1 August 1957 on civil status"))])
        d.p("Mrs " + d.nm(mother, "Last") + " was discharged on " + d.d_date("en") + ".")


def k_dorm_incident_report(d):
    r = d.r
    st, wit, warden, nurse = d.person(True), d.person(), d.person(), d.person(True)
    room = f"{d.pick(['A', 'B', 'C'])}-{r.randint(101, 340)}"
    if d.lang == "en":
        d.h("UNIVERSITY RESIDENCE – INCIDENT REPORT")
        d.kv([("Residence", d.D(d.pick(["Foyer universitaire Ibn Rochd", "Foyer universitaire Bourguiba Ettaoufik", "Cité universitaire Ras Tabia"]))),
              ("Operator", d.D("Office des Œuvres Universitaires pour le Nord")),
              ("Report no.", d.d_ref("INC")), ("Room", d.D("Room " + room))])
        d.h("Resident involved", 2)
        d.kv([("Name", d.nm(st, "UPPER")), ("National ID (CIN)", d.cin()), ("Date of birth", d.dob(1998, 2006, "en")),
              ("Mobile", d.phone()), ("E-mail", d.email(st, "etudiant-fst.utm.tn")),
              ("Home address", d.addr("en", split=True))])
        d.h("What happened", 2)
        ev = d.pick([("acute asthma attack", "salbutamol inhaler", "allergic rhinitis", "88% on room air"),
                     ("severe allergic reaction to peanuts", "adrenaline auto-injector", "eczema", "91% with lip swelling"),
                     ("panic attack with chest tightness", "propranolol tablets", "generalised anxiety disorder", "97% with a heart rate of 132")])
        d.p(f"At about 23:40 the resident of {room} was found by her neighbour {d.nm(wit, 'full')} having an "
            f"{d.health(ev[0])}. {d.nm(st, 'First')} told the night warden she had "
            f"run out of her {d.health(ev[1])} and that she also suffers from {d.health(ev[2])}. "
            f"The duty nurse, {d.nm(nurse, 'F. Last')}, checked her saturation: {d.health(ev[3])}.")
        d.p("The ambulance took the student to " + d.d_hosp("fr") + ". A replacement key deposit of "
            + d.d_amount("en") + " was charged to the card on file " + d.card() + ".")
        d.kv([("Warden on duty", d.nm(warden, "Last First")), ("Warden phone", d.phone(landline=True)),
              ("Rule reference", d.D("Article 12 of the residence by-laws"))])
    elif d.lang == "fr":
        d.h("Rapport d'incident – Foyer universitaire")
        d.p("**Foyer :** " + d.D(d.pick(["Foyer universitaire El Bassatine", "Foyer universitaire de Mahdia", "Foyer Ibn Charaf"]))
            + " – **Réf. :** " + d.d_ref("FU", "/") + " – **Nuit du** " + d.d_date("fr"))
        other = d.person()
        d.h("Étudiants concernés", 2)
        d.table(["Nom et prénom", "CIN", "Chambre", "Téléphone", "Courriel"],
                [[d.nm(st, "LAST_First"), d.cin(), d.D("Ch. " + room), d.phone(), d.email(st)],
                 [d.nm(other, "LAST_First"), d.cin(), d.D(f"Ch. {room[0]}-{r.randint(101, 340)}"), d.phone(), d.email(other)]])
        d.h("Déroulement", 2)
        d.p(f"Vers 1 h du matin, une altercation a opposé {d.nm(st, 'Last')} et {d.nm(other, 'Last')} au sujet du bruit. "
            f"Le premier présente une {d.health('plaie de l’arcade sourcilière suturée (4 points)')}, "
            f"le second a fait une {d.health('crise d’angoisse avec hyperventilation')} et déclare être suivi pour "
            f"{d.health('trouble anxieux généralisé')} (traitement : {d.health('sertraline 50 mg')}).")
        d.ul(["Témoin : " + d.nm(wit, "full") + ", joignable au " + d.phone(),
              "Intervention : infirmière " + d.nm(nurse, "full"),
              "Règlement : " + d.D("article 17 du règlement intérieur des foyers universitaires")])
        d.p("Rédigé par le surveillant général " + d.nm(warden, "First_LAST") + ".")
    else:  # mixed docx
        d.h("تقرير حادثة — Rapport d'incident (مبيت جامعي)")
        d.kv([("Foyer / المبيت", d.D("المبيت الجامعي " + d.pick(["ابن خلدون بتونس", "الفارابي بصفاقس", "عزيزة عثمانة"]))),
              ("Réf. / المرجع", d.d_ref("MB", "/")), ("Date / التاريخ", d.d_date("fr"))])
        d.table(["Rubrique / البيان", "Étudiante / الطالبة"],
                [["الاسم واللقب", d.nm(st, "ar_full")], ["Nom (latin)", d.nm(st, "LAST_First")],
                 ["ب.ت.و / CIN", d.cin()], ["تاريخ الولادة / DDN", d.dob(1998, 2006, "ar", "slash")],
                 ["Tél. / الهاتف", d.phone()], ["Adresse des parents / عنوان الولي", d.addr("ar")],
                 ["Parent / الولي", d.nm(wit, "ar_ben") + " – " + d.phone("intl")]])
        d.p("الطالبة " + d.health("مريضة بالسكري من النوع الأول") + " وقد أصيبت ليلة الحادثة ب" + d.health("هبوط حاد في نسبة السكر")
            + " داخل الغرفة " + d.D(room) + ".")
        d.p("Prise en charge : " + d.health("glycémie capillaire à 0,45 g/L") + ", " + d.health("resucrage oral puis glucagon 1 mg")
            + " par l'infirmière " + d.nm(nurse, "full") + ". Transfert vers " + d.d_hosp("fr") + ".")
        d.kv([("Caution / الضمان", d.d_amount("fr")), ("Signature / الإمضاء", d.nm(warden, "ar_last_first"))])


def k_taxi_licence_handover(d):
    r = d.r
    old, new, wit = d.person(False), d.person(r.random() < 0.3), d.person()
    city = d.pick(["Nabeul", "Sousse", "Sfax", "Bizerte", "Kairouan"])
    if d.lang == "ar":
        d.h("مطلب إحالة رخصة استغلال سيارة تاكسي فردي")
        d.p("إلى السيد والي " + d.pick(["نابل", "سوسة", "صفاقس", "بنزرت"]) + "، تحت إشراف " + d.D("الإدارة الجهوية للنقل") + ".")
        d.h("المحيل (صاحب الرخصة الأصلي)", 2)
        d.kv([("الاسم واللقب", d.nm(old, "ar_ben")), ("تاريخ الولادة", d.dob(1948, 1965, "ar")),
              ("عدد بطاقة التعريف", d.cin()), ("المقر", d.addr("ar")), ("الجوال", d.phone())])
        d.h("المحال إليه", 2)
        d.kv([("الاسم واللقب", d.nm(new, "ar_ben")), ("تاريخ الولادة", d.dob(1975, 1995, "ar")),
              ("عدد بطاقة التعريف", d.cin()), ("المقر", d.addr("ar")), ("الجوال", d.phone()),
              ("المعرف الجبائي", d.taxid()), ("رقم الانخراط بالصندوق الوطني للضمان الاجتماعي", d.cnss()),
              ("المعرف البنكي", d.rib(indic=r.random() < 0.5))])
        d.h("السيارة", 2)
        d.ul(["الرقم المنجمي: " + d.plate(r.choice(["ar", "arind"])),
              "رخصة الاستغلال عدد " + d.D(f"{r.randint(100, 2999)}/ت/{r.randint(2005, 2019)}"),
              "النوع: " + d.pick(["داسيا لوغان", "هيونداي أكسنت", "كيا ريو"])])
        d.h("سبب الإحالة", 2)
        d.p("أصبح المحيل عاجزا عن السياقة بسبب " + d.health("شلل نصفي أيسر إثر جلطة دماغية") + " وهو يعاني كذلك من "
            + d.health("قصور كلوي مزمن يستوجب تصفية الدم ثلاث مرات في الأسبوع") + "، حسب الشهادة الطبية المرفقة.")
        d.p("وذلك طبقا لأحكام " + d.D("القانون عدد 33 لسنة 2004 المتعلق بتنظيم النقل البري") + "، مع خلاص معلوم قدره " + d.d_amount("ar") + ".")
        d.kv([("إمضاء المحيل", d.nm(old, "ar_full")), ("إمضاء المحال إليه", d.nm(new, "ar_last_first")),
              ("شاهد", d.nm(wit, "ar_full"))])
    elif d.lang == "fr":
        d.h("CONVENTION DE CESSION DE LICENCE DE TAXI INDIVIDUEL")
        d.p("Entre les soussignés, sous le contrôle du " + d.D("Gouvernorat de " + city) + " :")
        d.table(["", "Cédant", "Cessionnaire"],
                [["Nom et prénom", d.nm(old, "LAST_First"), d.nm(new, "LAST_First")],
                 ["CIN", d.cin(), d.cin()],
                 ["Né(e) le", d.dob(1948, 1965), d.dob(1975, 1998)],
                 ["Adresse", d.addr("fr"), d.addr("fr")],
                 ["GSM", d.phone(), d.phone()],
                 ["Matricule fiscal", d.taxid(), d.taxid()],
                 ["Affiliation CNSS", d.cnss(), d.cnss()]])
        d.h("Article 1 – Objet", 2)
        d.p(f"M. {d.nm(old, 'Last')} cède à {'Mme' if new.female else 'M.'} {d.nm(new, 'Last')} la licence "
            + d.D(f"n° T-{r.randint(100, 999)}/{city[:2].upper()}") + " attachée au véhicule immatriculé " + d.plate("tu")
            + ", conformément à l'" + d.D("article 38 de la loi n° 2004-33 du 19 avril 2004") + ".")
        d.h("Article 2 – Motif", 2)
        d.p("Le cédant, atteint d'une " + d.health("rétinopathie diabétique proliférante") + " avec "
            + d.health("acuité visuelle réduite à 2/10 aux deux yeux") + ", ne remplit plus les conditions d'aptitude médicale.")
        d.h("Article 3 – Prix", 2)
        d.p("Le prix convenu de " + d.d_amount("fr", 35000, 95000) + " est versé par virement sur le compte du cédant, RIB "
            + d.rib(style="sp") + ", ouvert à la " + d.D(d.pick(["STB", "BNA", "Banque de l'Habitat"])) + ".")
        d.kv([("Fait à", city + ", le " + d.d_date("fr")), ("Le cédant", d.nm(old, "full")),
              ("Le cessionnaire", d.nm(new, "First_LAST"))])
    else:  # mixed txt
        d.p("Chambre syndicale des propriétaires de taxis – " + d.D("Chambre syndicale régionale de " + city))
        d.p("Objet : transfert de licence – دعوة لاستكمال الملف")
        d.p(f"{'Madame' if new.female else 'Monsieur'} {d.nm(new, 'full')} ({d.nm(new, 'ar_full')}),\n"
            f"suite à votre demande du {d.d_date('fr')}, la licence de feu le cédant sera transférée à votre nom.")
        d.p("السيد " + d.nm(old, "ar_ben") + " المولود في " + d.dob(1940, 1960, "ar") + " توفي بتاريخ " + d.d_date("ar")
            + " إثر " + d.health("سرطان الرئة") + "، وقد وافق الورثة على الإحالة.")
        d.p("Véhicule : " + d.plate("tu") + " – اللوحة بالعربية: " + d.plate("ar") + ".")
        d.kv([("Votre CIN", d.cin()), ("تاريخ ولادتكم", d.dob(1975, 1995, "ar", "slash")),
              ("Votre adresse", d.addr("fr", split=True)), ("CNSS", d.cnss("dash")), ("MF", d.taxid("slash2")),
              ("Tél", d.phone("pairs"))])
        d.p("Pièces manquantes / الوثائق الناقصة :\n- certificat de non-faillite\n- " + d.D("Décret n° 2004-2410")
            + " (copie)\n- reçu des frais " + d.d_amount("fr"))
        d.p("Le secrétaire général,\n" + d.nm(wit, "UPPER") + "\n" + d.phone(landline=True) + " / " + d.email(wit, "cstaxi.org.tn"))


def k_crew_manifest(d):
    r = d.r
    nats = ["TN", "TN", "TN", "MA", "EG", "PH", "UA", "DZ"]
    if d.lang == "en":
        d.h("CREW LIST – IMO FAL FORM 5")
        d.kv([("Name of ship", d.D(d.pick(["MV Salammbo Trader", "MV Hannibal Bay", "MT Elissa Spirit"]))),
              ("IMO number", d.D(f"IMO {r.randint(9100000, 9899999)}")), ("Port of arrival", d.D("Port of Radès")),
              ("Date of arrival", d.d_date("en", "iso")), ("Voyage", d.D(f"V.{r.randint(2401, 2599)}E")),
              ("Agent", d.D("Compagnie Tunisienne de Navigation"))])
        rows = []
        ranks = ["Master", "Chief Officer", "Chief Engineer", "2nd Engineer", "AB", "AB", "Cook", "Oiler"]
        nat_name = {"TN": "Tunisian", "MA": "Moroccan", "EG": "Egyptian", "PH": "Filipino", "UA": "Ukrainian", "DZ": "Algerian"}
        eng = None
        for i in range(8):
            p = d.person(r.random() < 0.15)
            if ranks[i] == "2nd Engineer":
                eng = p
            nat = nats[i]
            rows.append([str(i + 1), d.nm(p, "LAST"), d.nm(p, "First"), ranks[i], nat_name[nat],
                         d.dob(1962, 2002, "en", r.choice(["mil", "iso", "slash"])), d.pick([c[0] for c in CITIES]),
                         d.passport(nat), d.D(f"{r.randint(2026, 2034)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}")])
        d.table(["No.", "Family name", "Given names", "Rank or rating", "Nationality", "Date of birth",
                 "Place of birth", "Passport No.", "Passport expiry"], rows)
        d.kv([("Remarks", "2nd Engineer " + d.nm(eng, "Last") + " on " + d.health("warfarin after mitral valve replacement")
               + "; INR check due at Radès"),
              ("Master", d.nm(d.person(), "F. Last")), ("Port health", d.D("Direction Régionale de la Santé de Ben Arous"))])
    elif d.lang == "fr":
        d.h("RÔLE D'ÉQUIPAGE – PÊCHE CÔTIÈRE")
        d.kv([("Navire", d.D(d.pick(["El Manar II", "Sidi Mansour 3", "Kerkennah Star"]))),
              ("Immatriculation", d.D(f"SF {r.randint(1000, 1999)}")),
              ("Armateur", d.D("Société de pêche Kerkennah Mer SARL")), ("Port d'attache", d.D("Port de pêche de Sfax")),
              ("Sortie prévue le", d.d_date("fr"))])
        rows = []
        fonctions = ["Patron", "Mécanicien", "Matelot", "Matelot", "Matelot", "Mousse"]
        for i, f in enumerate(fonctions):
            p = d.person(False)
            visite = "apte"
            if i == 1:
                visite = "apte sous réserve – " + d.health("hypertension artérielle traitée")
            if i == 4:
                visite = "inapte temporaire – " + d.health("lombosciatique L5 droite")
            rows.append([str(i + 1), d.nm(p, "LAST"), d.nm(p, "First"), f, d.cin(),
                         d.dob(1966, 2006, "fr", r.choice(["slash", "dot"])), d.cnss(), d.phone("sp"), visite])
        d.table(["N°", "Nom", "Prénom", "Fonction", "CIN", "Date de naissance", "N° CNSS", "Téléphone", "Visite médicale"], rows)
        d.kv([("Visa de la capitainerie", d.D("Capitainerie du port de Sfax")), ("Rôle n°", d.d_ref("RE", "/"))])
    else:  # ar docx
        d.h("قائمة طاقم مركب الصيد")
        d.kv([("اسم المركب", d.D(d.pick(["النجمة الزرقاء", "سيدي منصور 3", "المنار 2"]))),
              ("عدد التسجيل", d.D(f"MH {r.randint(1000, 1999)}")), ("ميناء الإرساء", d.D("ميناء الصيد البحري بالمهدية")),
              ("تاريخ الخروج", d.d_date("ar"))])
        rows = []
        roles = ["ربان", "ميكانيكي", "بحار", "بحار", "بحار", "مساعد"]
        for i, role in enumerate(roles):
            p = d.person(False)
            fit = "لائق"
            if i == 2:
                fit = "لائق بتحفظ – " + d.health("ربو مزمن")
            if i == 5:
                fit = d.health("ضعف في السمع")
            ident = d.cin() if i != 3 else d.passport("EG")
            rows.append([ind(str(i + 1)), d.nm(p, r.choice(["ar_full", "ar_ben"])), role, ident,
                         d.dob(1966, 2005, "ar"), d.phone(), fit])
        d.table(["ع/ر", "الاسم واللقب", "الصفة", "ب.ت.و / جواز السفر", "تاريخ الولادة", "الهاتف", "الفحص الطبي"], rows)
        d.p("ملاحظة: البحار المصري يحمل جواز سفر ساري المفعول وترخيص عمل صادر عن " + d.D("وزارة التشغيل والتكوين المهني") + ".")
        d.kv([("الربان", d.nm(d.person(False), "ar_last_first")), ("التأشيرة", d.D("إدارة الملاحة البحرية"))])


def k_zakat_aid_list(d):
    r = d.r
    if d.lang == "ar":
        d.h("لجنة الزكاة والصدقات – قائمة المنتفعين")
        d.kv([("الجامع", d.D(d.pick(["جامع عقبة بن نافع", "جامع الزيتونة المعمور", "جامع سيدي اللخمي"]))),
              ("الفترة", d.D("رمضان 1446")), ("المرجع", d.D("الفصل 3 من النظام الداخلي للجنة"))])
        rows = []
        states = [d.health("مريض بالقصور الكلوي ويخضع لتصفية الدم"), "أرملة بدون دخل", d.health("طفل مصاب بالتوحد"),
                  d.health("سرطان الثدي – علاج كيميائي"), "عاطل عن العمل", d.health("إعاقة عضوية (بتر الساق اليمنى)")]
        for i, stt in enumerate(states):
            p = d.person(r.random() < 0.6)
            pay = "نقدا" if i % 3 == 1 else "تحويل بريدي " + d.rib("17", r.choice(["plain", "sp"]), indic=r.random() < 0.3)
            rows.append([ind(str(i + 1)), d.nm(p, r.choice(["ar_ben", "ar_full", "ar_last_first"])), d.cin(),
                         d.addr("ar", r.choice(["adad", "cite", "num"])), d.phone(), ind(str(r.randint(2, 8))), stt,
                         d.d_amount("ar"), pay])
        d.table(["ع/ر", "الاسم واللقب", "ب.ت.و", "العنوان", "الهاتف", "أفراد الأسرة", "الوضعية", "المبلغ", "طريقة الصرف"], rows)
        d.kv([("أمين المال", d.nm(d.person(False), "ar_full")), ("المراجعة", d.d_date("ar"))])
    elif d.lang == "en":
        d.h("Zakat distribution report – case summaries")
        d.p("Prepared for the donors' committee. Eligibility follows " + d.D("Surah At-Tawbah 9:60") + "; the nisab used this year was "
            + d.d_amount("en") + ". Payments are made by the partner bank " + d.D("Banque Zitouna") + ".")
        for i in range(3):
            p = d.person(i != 1)
            case = d.d_ref("ZK", "-")
            cond = [d.health("cerebral palsy"), d.health("type 1 diabetes requiring insulin pens"), d.health("multiple sclerosis")][i]
            who = "her son" if i == 0 else ("his daughter" if i == 1 else "she herself")
            d.h(f"Case {case}", 2)
            d.p(f"{d.nm(p, r.choice(['full', 'First_LAST']))} (CIN {d.cin()}), lives at {d.addr('en', split=(i == 0))}, "
                f"phone {d.phone()}. Household of {r.randint(3, 7)}; {who} has {cond}. "
                f"Monthly grant paid to IBAN {d.iban()}.")
        d.kv([("Verified by", d.nm(d.person(), "full")), ("Date", d.d_date("en")),
              ("Rejected transfer", "account no. " + d.d_bad20("four") + " (invalid key)")])
    else:  # mixed md
        d.h("PV de la commission zakat – محضر جلسة لجنة الزكاة")
        d.p("Séance du " + d.d_date("fr") + " au local de l'" + d.D("Association Ennour de bienfaisance") + " ("
            + d.d_street("fr") + ").")
        d.h("Dossiers acceptés / الملفات المقبولة", 2)
        items = []
        conds = [("diabète insulino-dépendant", "السكري"), ("épilepsie", "الصرع"), ("cécité bilatérale", "فقدان البصر"),
                 ("insuffisance cardiaque", "قصور القلب")]
        for i, (fr, ar) in enumerate(conds):
            p = d.person(r.random() < 0.5)
            nm = d.nm(p, "ar_full") if i % 2 == 0 else d.nm(p, "full")
            items.append(f"{nm} – CIN {d.cin()} – {d.health(fr) if i % 2 else d.health(ar)} – {d.phone()} – {d.d_amount('fr')}"
                         + (f" – RIB {d.rib()}" if i < 2 else ""))
        d.ul(items)
        d.p("Les montants seront versés avant l'Aïd. Référence comptable : " + d.d_ref("ZAK") + ".")
        d.kv([("Président / الرئيس", d.nm(d.person(False), "ar_ben")), ("Secrétaire", d.nm(d.person(True), "LAST_First"))])


def k_guardianship_report(d):
    r = d.r
    ward, guard, judge_ = d.person(False), d.person(True), d.person()
    if d.lang == "fr":
        d.h("RAPPORT ANNUEL DU CURATEUR (MOQADDEM)")
        d.p("À Monsieur le Juge de la famille près le " + d.D("Tribunal de première instance de " + d.pick(["Sfax", "Monastir", "Bizerte"]))
            + "\nDossier de tutelle " + d.D(f"n° {r.randint(1000, 9999)}/{r.randint(2015, 2022)}")
            + " – " + d.D("article 164 du Code du statut personnel"))
        d.h("1. Personne protégée", 2)
        d.kv([("Nom", d.nm(ward, "LAST_First")), ("Né(e) le", d.dob(1970, 2000)), ("CIN", d.cin()),
              ("Lieu de vie", d.addr("fr", split=True))])
        d.h("2. Curateur", 2)
        d.kv([("Nom", d.nm(guard, "full") + f" ({d.pick(['sœur', 'cousine', 'tante'])})"), ("CIN", d.cin()),
              ("Tél.", d.phone()), ("Courriel", d.email(guard))])
        d.h("3. Situation de santé", 2)
        dx = d.pick([("schizophrénie paranoïde", "rispéridone 4 mg par jour"), ("psychose chronique", "olanzapine 10 mg le soir"),
                     ("trouble bipolaire de type I", "lithium 800 mg par jour")])
        d.p(f"{d.nm(ward, 'First')} est suivi pour une {d.health(dx[0])} stabilisée sous "
            f"{d.health(dx[1])}. Une {d.health('hospitalisation de trois semaines pour décompensation délirante')} "
            f"a eu lieu en mars à l'" + d.D("Hôpital Razi") + ". Le psychiatre note aussi un "
            + d.health("diabète induit par les neuroleptiques") + ".")
        d.h("4. Gestion financière", 2)
        d.p("Compte de la personne protégée : RIB " + d.rib() + " (" + d.D("Banque de l'Habitat") + ").")
        d.table(["Poste", "Montant annuel"],
                [["Pension d'orphelin", d.d_amount("fr", 1200, 4800)], ["Loyer perçu", d.d_amount("fr", 2400, 9000)],
                 ["Frais de soins", d.d_amount("fr", 800, 6000)]])
        d.p("Je certifie l'exactitude du présent rapport.\n" + d.nm(guard, "First_LAST"))
    elif d.lang == "ar":
        d.h("تقرير المقدم السنوي")
        d.p("إلى السيد قاضي الأسرة ب" + d.D("المحكمة الابتدائية ب" + d.pick(["نابل", "القيروان", "قفصة"]))
            + "، ملف التقديم عدد " + d.D(f"{r.randint(1000, 9999)}/{r.randint(2015, 2022)}") + ".")
        d.table(["البيان", "المحجور عليه", "المقدم"],
                [["الاسم", d.nm(ward, "ar_ben"), d.nm(guard, "ar_ben")],
                 ["تاريخ الولادة", d.dob(1965, 2000, "ar"), d.dob(1955, 1985, "ar")],
                 ["ب.ت.و", d.cin(), d.cin()],
                 ["العنوان", d.addr("ar"), d.addr("ar")],
                 ["الهاتف", "—", d.phone()]])
        d.h("الحالة الصحية", 2)
        d.ul(["التشخيص: " + d.health("إعاقة ذهنية عميقة (متلازمة داون)"),
              "أمراض مصاحبة: " + d.health("صرع") + " و" + d.health("قصور الغدة الدرقية"),
              "العلاج: " + d.health("فالبروات الصوديوم 500 ملغ مرتين يوميا")])
        d.h("التصرف المالي", 2)
        d.p("تودع المنحة في الحساب " + d.iban() + " المفتوح لدى " + d.D("البريد التونسي") + "، وقد بلغت المصاريف "
            + d.d_amount("ar") + " حسب " + d.D("الفصل 170 من مجلة الأحوال الشخصية") + ".")
        d.kv([("المقدم", d.nm(guard, "ar_full")), ("التاريخ", d.d_date("ar"))])
    else:  # mixed md
        d.h("Rapport de curatelle – تقرير المقدم")
        d.p(f"Mme {d.nm(guard, 'full')} (المقدمة {d.nm(guard, 'ar_full')}), désignée par jugement "
            + d.D(f"n° {r.randint(10000, 99999)}") + ", rend compte de la gestion des biens de son frère "
            + d.nm(ward, "full") + ", né le " + d.dob(1960, 1995) + ", CIN " + d.cin() + ".")
        d.h("Santé / الصحة", 2)
        d.ul([d.health("maladie d'Alzheimer précoce") + " – " + d.health("مرض الزهايمر المبكر"),
              "Traitement : " + d.health("mémantine 20 mg"),
              "Hospitalisation : " + d.health("chute avec fracture du poignet") + " (" + d.d_hosp("fr") + ")"])
        d.h("Comptes / الحسابات", 2)
        d.table(["Libellé / البيان", "Détail"],
                [["Compte / الحساب", d.rib(style="plain")], ["Domicile / العنوان", d.addr("ar")],
                 ["Tél. curatrice", d.phone()], ["Dépenses / المصاريف", d.d_amount("fr")]])
        d.p("Vu par le juge " + d.nm(judge_, "LAST") + " – " + d.D("article 154 du Code du statut personnel") + ".")


def k_immunotherapy_protocol(d):
    r = d.r
    pt, doc_, nurse = d.person(), d.person(), d.person(True)
    if d.lang == "fr":
        d.h("Protocole d'immunothérapie allergénique (désensibilisation)")
        d.p("Service d'allergologie – " + d.d_hosp("fr") + " – réf. " + d.d_ref("ITA"))
        d.kv([("Patient(e)", d.nm(pt, "LAST_First")), ("Date de naissance", d.dob(1985, 2015)),
              ("Téléphone", d.phone()), ("Courriel", d.email(pt)), ("Adresse", d.addr("fr"))])
        d.h("Antécédents", 2)
        d.ul([d.health("asthme allergique persistant modéré"), d.health("rhinite allergique perannuelle"),
              d.health("allergie croisée aux crevettes (tropomyosine)")])
        d.h("Bilan", 2)
        d.table(["Allergène", "Résultat", "Interprétation"],
                [["D. pteronyssinus", d.health("prick-test 9 mm"), "positif"],
                 ["Pollen d'olivier", d.health("IgE spécifiques 18,4 kU/L"), "sensibilisation"],
                 ["Chat (Fel d 1)", "négatif", "—"]])
        d.h("Schéma d'induction", 2)
        d.table(["Semaine", "Concentration", "Volume"],
                [["1", "10 IR/mL", "0,1 mL"], ["2", "10 IR/mL", "0,2 mL"], ["3", "100 IR/mL", "0,1 mL"], ["4", "100 IR/mL", "0,2 mL"]])
        d.p("Traitement associé : " + d.health("budésonide/formotérol 200/6, deux bouffées matin et soir")
            + ". Extrait : " + d.D(f"lot ALK-{r.randint(1000, 9999)}") + ", remboursement " + d.D("CNAM") + " selon "
            + d.D("circulaire n° 2019-31") + ".")
        d.p("Dr " + d.nm(doc_, "First_LAST") + ", allergologue")
    elif d.lang == "en":
        d.h("Hymenoptera venom immunotherapy – rush protocol")
        d.kv([("Patient", d.nm(pt, "full")), ("DOB", d.dob(1960, 1995, "en")), ("CIN", d.cin()),
              ("Phone", d.phone("intl")), ("Email", d.email(pt)), ("Address", d.addr("en"))])
        d.p(f"{d.nm(pt, 'Last')}, a beekeeper, had a {d.health('grade III anaphylaxis after a bee sting')} last summer. "
            f"Work-up: {d.health('specific IgE to Apis mellifera venom 18 kUA/L')}, "
            f"{d.health('baseline serum tryptase 14.2 µg/L')}. {d.health('Bisoprolol for hypertension')} was switched to "
            f"{d.health('amlodipine 5 mg')} before starting.")
        d.table(["Day", "Time", "Dose (µg)", "Observation"],
                [["1", "09:00", "0.1", "no reaction"], ["1", "09:30", "1", "no reaction"],
                 ["1", "10:00", "10", d.health("local swelling 6 cm")], ["2", "09:00", "50", "no reaction"],
                 ["2", "09:30", "100", "maintenance reached"]])
        d.p("Protocol per " + d.D("EAACI guidelines on venom immunotherapy (2018)") + ", day-unit of " + d.d_hosp("fr")
            + ", file " + d.d_ref("VIT") + ", started " + d.d_date("en") + ".")
        d.kv([("Venom batch", d.D(f"ALK Pharmalgen {r.randint(100000, 999999)}")), ("Deposit", d.d_amount("en")),
              ("Paid by card", d.card()), ("Nurse", d.nm(nurse, "First")), ("Physician", "Dr " + d.nm(doc_, "LAST, First"))])
    else:  # mixed txt
        d.p("ALLERGOLOGIE – Protocole de désensibilisation sublinguale / بروتوكول إزالة التحسس")
        d.p(f"Patient : {d.nm(pt, 'ar_ben')} – {d.nm(pt, 'LAST_First')}\n"
            f"Né le {d.dob(1990, 2016)} – Tél. parent : {d.phone(indic=True)}")
        d.p("Adresse :\n" + d.addr("fr", split=True))
        d.p("Diagnostic / التشخيص : " + d.health("حساسية من حبوب لقاح الزيتون") + " ; " + d.health("conjonctivite allergique saisonnière")
            + " ; " + d.health("dermatite atopique") + ".")
        d.p("Schéma : 1 pression/jour sous la langue, augmenter d'une pression tous les deux jours jusqu'à 5.\n"
            "Réf. labo : " + d.D(f"STA-{r.randint(1000, 9999)}-TN") + " – " + d.D("Institut Pasteur de Tunis")
            + "\nDébut prévu le " + d.d_date("fr") + " – flacon à " + d.d_amount("fr", 60, 180) + ", remboursé par la " + d.D("CNAM"))
        d.p("إقرار الولي: أنا الممضي أسفله " + d.nm(d.person(), "ar_full") + " أوافق على بدء العلاج وأتعهد بإعلام الطبيب عند ظهور "
            + d.health("ضيق في التنفس") + ".")
        d.p("Dr " + d.nm(doc_, "Last") + " – " + d.phone(landline=True))


def k_reference_check_notes(d):
    r = d.r
    cand, ref1, ref2, rec = d.person(), d.person(), d.person(), d.person()
    if d.lang == "en":
        d.h("Reference check – " + d.nm(cand, "full"))
        d.p("Position: Senior Accountant · Requisition " + d.d_ref("REQ") + " · Offered salary " + d.d_amount("en") + " gross")
        d.kv([("ID verified (CIN)", d.cin()), ("Date of birth", d.dob(1980, 1996, "en")), ("Mobile", d.phone()),
              ("Personal email", d.email(cand)), ("CNSS career statement", d.cnss())])
        d.h("Referee 1 – former line manager", 2)
        d.p(f"{d.nm(ref1, 'full')}, Finance Director at " + d.D(d.pick(["Poulina Group Holding", "Délice Danone", "Tunisie Telecom"]))
            + f", {d.phone()}, {d.email(ref1, 'corp-mail.tn')}.")
        d.ul(["Worked together 2017–2022; 'reliable at month-end closing'.",
              f"Was off for about four months in 2022 after surgery for a {d.health('herniated lumbar disc')}; came back part-time.",
              "Would rehire: yes."])
        d.h("Referee 2 – peer", 2)
        d.p(f"{d.nm(ref2, 'LAST, First')} ({d.phone('sp')}) said {d.nm(cand, 'First')} mentioned a "
            f"{d.health('hearing impairment (wears hearing aids)')}, never an issue in meetings.")
        d.p("Checked against " + d.D("ISO 9001") + " audit files. Recruiter: " + d.nm(rec, "First_LAST"))
    elif d.lang == "fr":
        d.p("NOTES D'APPEL – PRISE DE RÉFÉRENCES")
        d.p(f"Candidat : {d.nm(cand, 'LAST_First')} – poste de technicien de maintenance – dossier {d.d_ref('RH', '/')}")
        d.p(f"{r.randint(9, 11)}h{r.randint(10, 59)} – appel à {d.nm(ref1, 'lower')} (ancien chef d'atelier, "
            + d.D(d.pick(["Groupe Chimique Tunisien", "STEG", "SNCFT"])) + ") au " + d.phone("dots") + ".")
        d.p(f"  > dit que {d.nm(cand, 'Last')} est compétent mais a eu un arrêt long pour {d.health('burn-out avec épisode dépressif')}, "
            f"suivi par un psychiatre, sous {d.health('escitalopram')}.")
        d.p(f"{r.randint(14, 16)}h{r.randint(10, 59)} – 2e référent : {d.nm(ref2, 'full')}, tél. {d.phone()}, "
            f"mail {d.email(ref2)} – « ponctuel, bon esprit d'équipe ».")
        d.p("Vérifs : CIN " + d.cin() + " ; né le " + d.dob(1985, 2000, "fr", "long") + " ; CNSS " + d.cnss("space")
            + " ; domicilié " + d.addr("fr", split=True) + ".")
        d.p("Salaire demandé : " + d.d_amount("fr") + " – référence : " + d.D("Convention collective de la métallurgie") + ".")
        d.p("-- " + d.nm(rec, "F. Last"))
    else:  # mixed csv
        d.h("Export ATS – vérification des références / التحقق من المراجع")
        rows = []
        for i in range(5):
            c, ref = d.person(), d.person()
            com = d.pick(["sérieux, ponctuel", "شخص جدي ومنضبط", "a quitté pour raisons familiales", "يتقن العمل الجماعي"])
            if i == 1:
                com = "absences répétées – " + d.health("maladie de Crohn") + " selon le référent"
            if i == 3:
                com = "غاب شهرين بسبب " + d.health("عملية جراحية في القلب")
            rows.append([d.D(f"CAND-{r.randint(10000, 99999)}"), d.nm(c, r.choice(["full", "ar_full"])), d.cin(),
                         d.pick(["Comptable", "Chauffeur", "Magasinier", "Infirmier", "Commercial"]),
                         d.nm(ref, r.choice(["LAST_First", "ar_full", "full"])), d.pick(["ancien manager", "مدير سابق", "collègue"]),
                         d.phone(), d.email(ref), com, d.d_date("fr", "iso")])
        d.table(["ID", "Candidat / المترشح", "CIN", "Poste", "Référent / المرجع", "Lien", "Tél. référent", "Email référent",
                 "Commentaire / تعليق", "Date appel"], rows)


def k_sample_custody_form(d):
    r = d.r
    donor, coll, cour, lab = d.person(), d.person(), d.person(), d.person()
    seal = d.d_bad16("")
    if d.lang == "fr":
        d.h("CHAÎNE DE POSSESSION – PRÉLÈVEMENT TOXICOLOGIQUE")
        d.kv([("Laboratoire", d.D("Centre d'Assistance Médicale Urgente (CAMU)")), ("Réquisition", d.d_ref("REQ", "/")),
              ("N° de scellé", seal), ("Code-barres flacon", d.d_bad16(" "))])
        d.kv([("Donneur", d.nm(donor, "LAST_First")), ("CIN", d.cin()), ("Date de naissance", d.dob(1975, 2004)),
              ("Adresse", d.addr("fr"))])
        d.sep()
        rows = []
        for who_from, who_to, what in [(coll, cour, "prélèvement urinaire 60 mL"), (cour, lab, "transport 4 °C"),
                                       (lab, lab, "ouverture du scellé")]:
            rows.append([d.d_date("fr", "slash") + f" {r.randint(7, 22)}:{r.randint(10, 59)}", d.nm(who_from, "full"),
                         d.nm(who_to, "full"), seal, what])
        d.table(["Date/heure", "Remis par", "Reçu par", "Scellé", "Observation"], rows)
        d.kv([("Résultat", d.health(d.pick(["positif au cannabis (THC-COOH 85 ng/mL)", "positif à la cocaïne (benzoylecgonine 410 ng/mL)",
                                             "positif aux amphétamines (MDMA 320 ng/mL)"]))),
              ("Autres", d.health("benzodiazépines positives (bromazépam)")),
              ("Médicaments déclarés", d.health("Lexomil 6 mg le soir")),
              ("Visa biologiste", d.nm(lab, "LAST"))])
    elif d.lang == "en":
        d.h("Workplace drug test – chain of custody form")
        d.kv([("Employer", d.D(d.pick(["ETAP", "Miskar Field Services", "Offshore Catering Tunisia"]))),
              ("Specimen ID", seal), ("Courier tracking", d.d_bad20("plain")), ("Accreditation", d.D("ISO/IEC 17025"))])
        d.table(["Donor details", ""],
                [["Name", d.nm(donor, "First_LAST")], ["Passport", d.passport("TN")], ["Date of birth", d.dob(1970, 2002, "en")],
                 ["Mobile", d.phone()], ["Email", d.email(donor)]])
        day = d.d_date("en", "uk")
        d.table(["Step", "Released by", "Received by", "Date", "Purpose"],
                [["1", d.nm(coll, "full"), d.nm(cour, "full"), day, "collection, split A/B"],
                 ["2", d.nm(cour, "Last"), d.nm(lab, "Last"), day, "delivery to laboratory"]])
        d.p("Result: " + d.health("positive for opiates (morphine 2,100 ng/mL)") + ". Medical review officer interview: donor "
            + d.nm(donor, "Last") + " declared " + d.health("codeine syrup for acute bronchitis") + "; result reported as "
            + d.health("negative after MRO review") + ".")
    else:  # mixed md
        d.h("Prélèvement sanguin – alcoolémie / عينة دم لقياس نسبة الكحول")
        d.p("Sur " + d.D("réquisition du Procureur de la République près le Tribunal de première instance de Nabeul")
            + ", PV " + d.d_ref("PV", "/") + ".")
        d.kv([("Conducteur / السائق", d.nm(donor, "ar_ben")), ("Nom latin", d.nm(donor, "UPPER")),
              ("ب.ت.و", d.cin()), ("DDN / تاريخ الولادة", d.dob(1970, 2003, "ar", "slash")),
              ("Véhicule / العربة", d.plate()), ("Adresse", d.addr("fr"))])
        d.table(["Étape / المرحلة", "De / من", "À / إلى", "Scellé / الختم"],
                [["Prélèvement / أخذ العينة", d.nm(coll, "ar_full"), d.nm(cour, "ar_full"), seal],
                 ["Analyse / التحليل", d.nm(cour, "ar_full"), d.nm(lab, "full"), seal]])
        d.p("Résultat : " + d.health("alcoolémie 1,24 g/L") + " — " + d.health("نسبة الكحول في الدم 1,24 غ/ل")
            + ". Le conducteur déclare être " + d.health("épileptique sous carbamazépine") + ".")


def k_prison_visit_request(d):
    r = d.r
    vis, det, child = d.person(True), d.person(False), d.person()
    if d.lang == "ar":
        d.p("إلى السيد مدير " + d.D(d.pick(["السجن المدني بالمرناقية", "السجن المدني بصفاقس", "سجن النساء بمنوبة"])))
        d.p("الموضوع: مطلب في الحصول على رخصة زيارة")
        d.p(f"أنا الممضية أسفله {d.nm(vis, 'ar_ben')}، المولودة في {d.dob(1955, 1985, 'ar')}، صاحبة بطاقة التعريف الوطنية "
            f"عدد {d.cin()}، القاطنة ب{d.addr('ar', split=True)}، الهاتف {d.phone()}،")
        d.p(f"أتشرف بطلب رخصة لزيارة ابني {d.nm(det, 'ar_full')} الموقوف على ذمة القضية عدد "
            + d.D(f"{r.randint(1000, 9999)}/{r.randint(2023, 2025)}") + " المنشورة لدى " + d.D("دائرة الاتهام بمحكمة الاستئناف بتونس") + ".")
        d.p(f"وسيرافقني حفيدي {d.nm(child, 'ar_first')} المولود في {d.dob(2012, 2018, 'ar')}.")
        d.p("كما أرجو السماح بإدخال دواء ابني لأنه " + d.health("مصاب بداء السكري من النوع الأول") + " ويحتاج إلى "
            + d.health("حقن الأنسولين") + "، علما وأني " + d.health("أتنقل بكرسي متحرك") + ".")
        d.p("وطبقا لأحكام " + d.D("القانون عدد 52 لسنة 2001 المتعلق بنظام السجون") + "، تقبلوا فائق الاحترام.")
        d.p("الإمضاء: " + d.nm(vis, "ar_full") + "\nالتاريخ: " + d.d_date("ar"))
    elif d.lang == "en":
        d.h("Consular visit request – detainee")
        d.p("From: " + d.D("Consular Section, Embassy of the Kingdom of Morocco") + " · To: " + d.D("General Committee of Prisons and Rehabilitation")
            + " · Ref.: " + d.d_ref("CONS") + " · Under " + d.D("Article 36 of the Vienna Convention on Consular Relations"))
        d.table(["Visitor", "Passport / CIN", "Date of birth", "Phone", "Relationship"],
                [[d.nm(vis, "full"), d.passport("MA"), d.dob(1960, 1990, "en"), d.phone("00"), "mother"],
                 [d.nm(child, "full"), d.cin(), d.dob(1990, 2005, "en"), d.phone(), "brother"]])
        d.kv([("Detainee", d.nm(det, "LAST, First")), ("Detained at", d.D("Mornaguia Civil Prison")),
              ("Case", d.D(f"case no. {r.randint(1000, 9999)}/{r.randint(2023, 2025)}")),
              ("Visitor vehicle (parking)", d.plate("tu")), ("Visitor email", d.email(vis)),
              ("Canteen deposit paid with card", d.card())])
        d.p(f"Please note that Ms {d.nm(vis, 'Last')} is {d.health('32 weeks pregnant')} and asks for a seated visit. The detainee "
            f"is being treated for {d.health('pulmonary tuberculosis')} and may be seen in the medical wing.")
    else:  # mixed csv register
        d.h("Registre des visites – سجل الزيارات – " + d.D("Prison civile de Borj El Amri"))
        rows = []
        rels = [("mère", "أم"), ("épouse", "زوجة"), ("frère", "أخ"), ("père", "أب"), ("sœur", "أخت")]
        for i in range(5):
            v, dt = d.person(i in (0, 1, 4)), d.person(False)
            fr_, ar_ = rels[i]
            obs = d.pick(["RAS", "لا شيء", "couffin contrôlé"])
            if i == 2:
                obs = "visiteur " + d.health("sous dialyse – visite écourtée")
            if i == 4:
                obs = "السجين " + d.health("يتابع علاجا نفسيا")
            rows.append([d.d_date("fr"), d.nm(v, r.choice(["full", "ar_full", "LAST_First"])), d.cin(), f"{fr_} / {ar_}",
                         d.nm(dt, r.choice(["ar_ben", "full"])), d.phone(),
                         d.plate(r.choice(["tu", "ar", "rs"])) if i % 2 == 0 else "à pied", obs])
        d.table(["Date", "Visiteur / الزائر", "CIN", "Lien / القرابة", "Détenu / السجين", "Tél.", "Véhicule", "Obs."], rows)


def k_agri_subsidy_claim(d):
    r = d.r
    if d.lang == "ar":
        d.h("قائمة مطالب منحة الري الموفر للمياه")
        d.kv([("الإدارة", d.D("المندوبية الجهوية للتنمية الفلاحية بسيدي بوزيد")),
              ("السند القانوني", d.D("الأمر الحكومي عدد 389 لسنة 2017")), ("الدفعة", d.d_ref("ري", "/"))])
        rows = []
        for i in range(5):
            p = d.person(i == 3)
            note = d.pick(["ملف كامل", "في انتظار المعاينة", "مقبول"])
            rib = d.rib(style=r.choice(["plain", "sp"]))
            if i == 2:
                note = "معرف بنكي سابق مرفوض: " + d.d_bad20("plain")
            if i == 4:
                note = "أولوية: " + d.health("إعاقة بصرية")
            rows.append([ind(str(i + 1)), d.nm(p, r.choice(["ar_ben", "ar_full"])), d.cin(), d.taxid(), d.cnss(),
                         f"{r.randint(1, 12)},{r.randint(0, 9)}", d.pick(["المكناسي", "الرقاب", "منزل بوزيان", "السبالة"]),
                         rib, d.phone(), d.d_amount("ar"), note])
        d.table(["ع/ر", "الاسم واللقب", "ب.ت.و", "المعرف الجبائي", "رقم الضمان الاجتماعي", "المساحة (هك)", "العمادة",
                 "المعرف البنكي", "الهاتف", "المنحة", "ملاحظات"], rows)
    elif d.lang == "en":
        p = d.person(False)
        d.h("Small-farmer resilience grant – application form")
        d.p("Programme co-financed by " + d.D("IFAD") + " and implemented by " + d.D("Agence de Promotion des Investissements Agricoles")
            + " under " + d.D("Decree No. 2017-389") + ". Application no. " + d.d_ref("APP") + ".")
        d.h("1. Applicant", 2)
        d.kv([("Full name", d.nm(p, "First_LAST")), ("Name with filiation", d.nm(p, "ben")), ("Date of birth", d.dob(1955, 1990, "en")),
              ("National ID", d.cin()), ("Tax ID", d.taxid()), ("CNSS (agricultural scheme)", d.cnss()),
              ("Phone", d.phone()), ("Email", d.email(p))])
        d.h("2. Farm", 2)
        d.kv([("Location", d.addr("en", "rural")), ("Land title", d.D(f"title no. {r.randint(10000, 99999)}/{d.pick(['Sidi Bouzid', 'Kairouan'])}")),
              ("Tractor", d.plate()), ("Crops", "olives, almonds, barley")])
        d.h("3. Payment", 2)
        d.p("Grant of " + d.d_amount("en", 3000, 25000) + " to be transferred to IBAN " + d.iban() + ".")
        d.h("4. Priority criteria", 2)
        d.ul(["Household head with disability: " + d.health("below-knee amputation (diabetic foot)"),
              "Spouse " + d.nm(d.person(True), "full") + " " + d.health("on haemodialysis"),
              "Woman-led cooperative member: no"])
    else:  # mixed docx
        p = d.person()
        d.h("Demande de subvention agricole – مطلب منحة فلاحية")
        d.table(["Rubrique / البيان", "Renseignement / المعطيات"],
                [["Nom et prénom", d.nm(p, "LAST_First")], ["الاسم واللقب", d.nm(p, "ar_ben")],
                 ["CIN / ب.ت.و", d.cin()], ["Né(e) le / تاريخ الولادة", d.dob(1958, 1995)],
                 ["Adresse / العنوان", d.addr("ar", "rural")], ["Tél. / الهاتف", d.phone()],
                 ["Matricule fiscal / المعرف الجبائي", d.taxid()], ["CNSS", d.cnss()],
                 ["RIB / المعرف البنكي", d.rib()], ["Tracteur / الجرار", d.plate("ar")]])
        d.p("Objet : acquisition d'un kit d'irrigation goutte-à-goutte pour 3 ha d'oliviers, devis de " + d.d_amount("fr", 4000, 18000)
            + " (fournisseur " + d.D("Société Irrigation du Centre SARL") + ").")
        d.p("Le demandeur déclare " + d.health("une hernie discale opérée") + " limitant le travail manuel. "
            + "يصرح الطالب بأنه " + d.health("مصاب بمرض الربو") + ".")
        d.kv([("Visa CRTA / ختم الخلية", d.D("Cellule Territoriale de Vulgarisation")), ("Date", d.d_date("fr"))])


def k_care_home_admission(d):
    r = d.r
    res = d.person(True if d.lang == "en" else (False if d.lang == "ar" else None))
    kin, gp = d.person(False if d.lang == "en" else (True if d.lang == "ar" else None)), d.person()
    if d.lang == "fr":
        d.h("DOSSIER D'ADMISSION – RÉSIDENCE POUR PERSONNES ÂGÉES")
        d.p("Établissement agréé par le " + d.D("Ministère de la Famille, de la Femme, de l'Enfance et des Seniors")
            + " – chambre " + d.D(f"n° {r.randint(1, 40)}") + " – entrée le " + d.d_date("fr"))
        d.h("Résident(e)", 2)
        d.kv([("Nom et prénom", d.nm(res, "LAST_First")), ("Date de naissance", d.dob(1930, 1950, "fr", "long")),
              ("CIN", d.cin()), ("Dernier domicile", d.addr("fr")), ("N° de pension CNSS", d.cnss())])
        d.h("Antécédents et traitements", 2)
        d.table(["Pathologie", "Depuis", "Traitement"],
                [[d.health("maladie d'Alzheimer au stade modéré"), str(r.randint(2018, 2023)), d.health("donépézil 10 mg le soir")],
                 [d.health("hypertension artérielle"), str(r.randint(1995, 2010)), d.health("amlodipine 5 mg")],
                 [d.health("fracture du col du fémur opérée"), str(r.randint(2021, 2024)), "kinésithérapie"],
                 [d.health("incontinence urinaire"), "—", "protections"]])
        d.p("Régime : " + d.health("diabétique sans sel") + ". Allergie : " + d.health("pénicilline") + ".")
        d.h("Personne de confiance", 2)
        d.kv([("Nom", d.nm(kin, "full") + " (fils/fille)"), ("Téléphone", d.phone()), ("Courriel", d.email(kin))])
        d.h("Règlement", 2)
        d.p("Mensualité de " + d.d_amount("fr") + " prélevée sur l'IBAN " + d.iban() + " ; dépôt de garantie réglé par carte "
            + d.card() + ".\nRéférence unique du mandat de prélèvement : " + d.d_bad20("plain") + ".")
        d.p("Médecin traitant : Dr " + d.nm(gp, "Last"))
    elif d.lang == "en":
        d.h("Care home admission summary")
        d.p(f"Resident: {d.nm(res, 'full')}, born {d.dob(1932, 1950, 'en')}, CIN {d.cin()}, previously living alone at\n"
            f"{d.addr('en', 'num')}. Admitted on {d.d_date('en')} to {d.D('Dar El Amen Senior Residence')} ({d.d_street('fr')}).")
        d.p("Medical history:")
        pk = d.pick([("Parkinson's disease", "levodopa/carbidopa 100/25 three times daily"),
                     ("vascular dementia", "rivastigmine patch 9.5 mg/24 h"), ("heart failure", "furosemide 40 mg each morning")])
        d.ul([d.health(pk[0]) + " – " + d.health(pk[1]),
              d.health("type 2 diabetes") + ", last " + d.health("HbA1c 7.4%"),
              d.health("chronic kidney disease stage 3"),
              d.health("depression after bereavement") + " – " + d.health("sertraline 50 mg")])
        d.p(f"Next of kin: her son {d.nm(kin, 'First_LAST')}, who lives in Montreal and visits twice a year; phone {d.phone('00')}, "
            f"email {d.email(kin)}. His car, plate {d.plate('rs')}, may use the visitors' car park.")
        d.p("Fees: " + d.d_amount("en") + " per month, paid by card " + d.card("dash") + ". GP: Dr " + d.nm(gp, "full") + ".")
    else:  # ar md
        d.h("ملف قبول مقيم بمؤسسة رعاية المسنين")
        d.kv([("الاسم واللقب", d.nm(res, "ar_ben")), ("تاريخ الولادة", d.dob(1930, 1950, "ar")), ("ب.ت.و", d.cin()),
              ("العنوان السابق", d.addr("ar")), ("رقم المنخرط بالضمان الاجتماعي", d.cnss())])
        d.h("الحالة الصحية", 2)
        d.ul([d.health("خرف الشيخوخة"), d.health("ارتفاع ضغط الدم"), d.health("داء السكري من النوع الثاني"),
              "الأدوية: " + d.health("ميتفورمين 850 ملغ مرتين في اليوم")])
        d.h("المتكفل", 2)
        d.p(f"ابنته {d.nm(kin, 'ar_full')}، الهاتف {d.phone()}، البريد الإلكتروني {d.email(kin)}، وتتعهد بخلاص المعلوم الشهري "
            f"وقدره {d.d_amount('ar')} بتحويل من الحساب {d.rib()}.")
        d.p("حسب " + d.D("كراس الشروط المتعلق بمؤسسات رعاية المسنين") + "، الطبيب المباشر: " + d.nm(gp, "ar_full") + ".")
        d.kv([("تاريخ الدخول", d.d_date("ar")), ("مقر المؤسسة", d.d_street("ar")),
              ("سلطة الإشراف", d.D("وزارة الأسرة والمرأة والطفولة وكبار السن")), ("رقم الملف", d.d_ref("م", "/"))])


def k_diabetes_education_log(d):
    r = d.r
    edu = d.person(True)
    if d.lang == "fr":
        d.h("Éducation thérapeutique – diabète – séance n° " + str(r.randint(2, 8)))
        d.kv([("Centre", d.D("Institut National de Nutrition et de Technologie Alimentaire")), ("Thème", "le pied diabétique"),
              ("Date", d.d_date("fr")), ("Éducatrice", d.nm(edu, "full"))])
        rows = []
        types = ["diabète de type 2", "diabète de type 1", "diabète de type 2", "diabète gestationnel", "diabète de type 2", "prédiabète"]
        trt = ["metformine 1000 mg x2", "insuline glargine 22 UI + asparte", "gliclazide 60 mg", "régime seul",
               "insuline mixte 30/70", "metformine 500 mg"]
        for i in range(6):
            p = d.person()
            rows.append([d.nm(p, r.choice(["LAST_First", "full"])), d.dob(1950, 2000), d.phone(), d.health(types[i]),
                         d.health(f"HbA1c {r.randint(6, 11)},{r.randint(0, 9)} %"), d.health(trt[i]), d.pick(["oui", "oui", "non"])])
        d.table(["Nom et prénom", "DDN", "Tél.", "Type", "Dernière HbA1c", "Traitement", "Présent(e)"], rows)
        d.kv([("Remarque", "1 patient avec " + d.health("mal perforant plantaire") + " orienté en podologie"),
              ("Lecteurs de glycémie prêtés", "série " + d.d_bad16("")), ("Financement", d.D("Programme national de lutte contre le diabète")),
              ("Salle", d.D("salle Ibn Al Jazzar"))])
    elif d.lang == "ar":
        d.h("سجل حصص التثقيف الصحي لمرضى السكري")
        d.kv([("المركز", d.D("مركز الصحة الأساسية " + d.pick(["حي الزهور", "المنيهلة", "الملاسين"]))),
              ("التاريخ", d.d_date("ar")), ("المثقفة الصحية", d.nm(edu, "ar_full"))])
        rows = []
        vals = [("السكري من النوع الثاني", "أقراص"), ("السكري من النوع الأول", "أنسولين"), ("سكري الحمل", "حمية"),
                ("السكري من النوع الثاني", "أنسولين وأقراص"), ("السكري مع قصور كلوي", "أنسولين")]
        for i, (t, tr) in enumerate(vals):
            p = d.person()
            rows.append([ind(str(i + 1)), d.nm(p, r.choice(["ar_full", "ar_ben", "ar_last_first"])), d.dob(1945, 2000, "ar"),
                         d.phone(), d.health(t), d.health(tr), d.health("السكر التراكمي " + ind(f"{r.randint(6, 12)},{r.randint(0, 9)}") + " %")])
        d.table(["ع/ر", "الاسم واللقب", "تاريخ الولادة", "الهاتف", "نوع السكري", "العلاج", "آخر تحليل"], rows)
        d.p("لوحظ أن المريض " + d.nm(d.person(False), "ar_full") + " يعاني من " + d.health("اعتلال الشبكية السكري")
            + " وتم توجيهه إلى طبيب العيون بمعهد " + d.D("الهادي الرايس لأمراض العيون") + ".")
    else:  # en md
        d.h("Diabetes self-management class – educator's notes")
        d.p("Session " + d.d_ref("DSME") + " held on " + d.d_date("en") + " at " + d.D("Institut National de Nutrition") + ".")
        d.table(["Participant", "DOB", "Contact", "Condition", "Latest result", "Goal"],
                [[d.nm(p, r.choice(["full", "LAST, First"])), d.dob(1950, 2000, "en"), r.choice([d.phone, lambda: d.email(p)])(),
                  d.health(c), d.health(res), g]
                 for p, c, res, g in [(d.person(), "type 2 diabetes on metformin", f"HbA1c {r.randint(7, 10)}.{r.randint(0, 9)}%", "walk 30 min/day"),
                                      (d.person(), "type 1 diabetes on insulin pump", "fasting glucose 182 mg/dL", "carb counting"),
                                      (d.person(), "type 2 diabetes with neuropathy", "monofilament test: loss of sensation", "daily foot check"),
                                      (d.person(), "prediabetes", "OGTT 2-h glucose 168 mg/dL", "lose 5 kg")]])
        p = d.person()
        d.p(f"Follow-up: {d.nm(p, 'First')} reported {d.health('two hypoglycaemic episodes this week')}; educator "
            f"{d.nm(edu, 'Last')} will call her on {d.phone()}.")


def k_ambulance_run_sheet(d):
    r = d.r
    if d.lang == "en":
        d.h("EMS dispatch log – night shift")
        d.kv([("Unit", d.D("SMUR 04")), ("Base", d.d_hosp("fr")), ("Shift date", d.d_date("en", "iso"))])
        rows = []
        times = sorted(f"{r.randint(0, 5):02d}:{r.randint(0, 59):02d}" for _ in range(5))
        cases = [("chest pain radiating to left arm", "BP 170/100, SpO2 94%"), ("road traffic collision, open tibia fracture", "GCS 14"),
                 ("hypoglycaemic coma in known diabetic", "capillary glucose 0.38 g/L"), ("status epilepticus", "GCS 8"),
                 ("fall from ladder, head trauma", "GCS 13, vomiting")]
        for i, (c, o) in enumerate(cases):
            caller, pt = d.person(), d.person()
            rows.append([times[i], d.nm(caller, r.choice(["full", "First"])), d.phone(),
                         d.nm(pt, r.choice(["full", "LAST_First"])), d.dob(1940, 2010, "en", r.choice(["slash", "iso"])),
                         d.addr("en", r.choice(["num", "apt", "cite"])), d.health(c), d.health(o),
                         d.plate("tu") if i == 1 else "", d.d_hosp("fr")])
        d.table(["Call", "Caller", "Caller phone", "Patient", "DOB", "Location", "Chief complaint", "Observations",
                 "Vehicle involved", "Destination"], rows)
    elif d.lang == "ar":
        pt, kin, medic = d.person(False), d.person(True), d.person()
        d.p("بطاقة تدخل الإسعاف الطبي الاستعجالي – " + d.D("الحماية المدنية بقابس") + "\nعدد التدخل: " + d.d_ref("إس", "/"))
        d.p(f"على الساعة {r.randint(1, 23)}:{r.randint(10, 59)} اتصلت السيدة {d.nm(kin, 'ar_full')} من الرقم {d.phone()} "
            f"لتعلمنا أن زوجها {d.nm(pt, 'ar_ben')} المولود في {d.dob(1945, 1975, 'ar')} صاحب بطاقة التعريف عدد {d.cin()} "
            f"يشكو من {d.health('ألم حاد في الصدر مع ضيق في التنفس')}.")
        d.p("العنوان: " + d.addr("ar", split=True))
        ob = d.pick([("ضغط الدم 18/11", "تخطيط القلب يظهر احتشاء في عضلة القلب", "مدخن ومصاب بارتفاع الكوليسترول"),
                     ("ضغط الدم 9/6", "نبض سريع وغير منتظم", "مصاب بقصور في القلب"),
                     ("نسبة الأكسجين 86 بالمائة", "أزيز في الصدر", "مصاب بالانسداد الرئوي المزمن")])
        d.p("المعاينة: " + d.health(ob[0]) + "، " + d.health(ob[1]) + "، والمريض "
            + d.health(ob[2]) + ".")
        d.p("الإسعافات: " + d.health("أسبرين 250 ملغ وهيبارين") + " ثم النقل إلى " + d.d_hosp("ar") + ".")
        d.p("المسعف: " + d.nm(medic, "ar_full") + " – " + d.D("الرقم الأخضر 198"))
    else:  # mixed md
        pt, wit, medic = d.person(), d.person(), d.person()
        d.h("Fiche d'intervention SAMU – بطاقة تدخل")
        d.kv([("Appel reçu / المكالمة", d.d_date("fr") + f" à {r.randint(6, 22)}h{r.randint(10, 59)}"),
              ("Requérant / المتصل", d.nm(wit, "ar_full") + " – " + d.phone()),
              ("Victime / المصاب", d.nm(pt, "LAST_First")), ("الاسم بالعربية", d.nm(pt, "ar_full")),
              ("Née le / تاريخ الولادة", d.dob(1975, 2008)), ("Lieu / المكان", d.addr("ar", "num")),
              ("Véhicule impliqué", d.plate("ar") + " / " + d.plate("tu"))])
        d.h("Bilan / التقييم", 2)
        d.ul([d.health("traumatisme crânien avec perte de connaissance initiale"), d.health("كسر مفتوح في الساق اليمنى"),
              "Antécédent : " + d.health("asthme sous Ventoline"),
              "Constantes : " + d.health("FC 118/min, PA 90/60")])
        d.p("Transport vers " + d.d_hosp("fr") + " – équipe " + d.D("SMUR 03") + " – Dr " + d.nm(medic, "F. Last"))


def k_election_candidacy(d):
    r = d.r
    if d.lang == "ar":
        d.h("قائمة المترشحين – الانتخابات البلدية")
        d.kv([("الهيئة", d.D("الهيئة العليا المستقلة للانتخابات")),
              ("الدائرة", d.D("الدائرة الانتخابية " + d.pick(["بنزرت الشمالية", "صفاقس المدينة", "قابس الجنوبية"]))),
              ("المرجع", d.D("القانون الأساسي عدد 16 لسنة 2014"))])
        rows = []
        for i in range(6):
            p = d.person(i % 2 == 1)
            note = "" if i != 4 else d.health("إعاقة بصرية")
            rows.append([ind(str(i + 1)), d.nm(p, r.choice(["ar_full", "ar_ben"])), "أنثى" if p.female else "ذكر",
                         d.dob(1960, 2002, "ar"), d.cin(),
                         d.pick(["أستاذة", "فلاحة", "طبيبة", "محامية", "موظفة", "طالبة"] if p.female else ["أستاذ", "فلاح", "طبيب", "محام", "موظف", "طالب"]),
                         d.phone(), d.email(p), d.taxid() if i < 3 else "", note])
        d.table(["الترتيب", "الاسم واللقب", "الجنس", "تاريخ الولادة", "ب.ت.و", "المهنة", "الهاتف", "البريد الإلكتروني",
                 "المعرف الجبائي", "ذوو الإعاقة"], rows)
        d.kv([("الحساب البنكي الوحيد للحملة", d.iban(spaced=False)), ("رقم وصل الإيداع", d.d_bad16("")),
              ("تاريخ الإيداع", d.d_date("ar"))])
    elif d.lang == "fr":
        c, rep = d.person(), d.person()
        d.p("DÉCLARATION DE CANDIDATURE – ÉLECTIONS MUNICIPALES")
        d.p("Déposée auprès de l'" + d.D("Instance Supérieure Indépendante pour les Élections") + " (instance régionale), "
            + "conformément au " + d.D("décret-loi n° 2022-55") + ".")
        d.kv([("Tête de liste", d.nm(c, "LAST_First")), ("Né(e) le", d.dob(1965, 1995)), ("CIN", d.cin()),
              ("Domicile", d.addr("fr", split=True)), ("Téléphone", d.phone()), ("Courriel", d.email(c)),
              ("Matricule fiscal (activité libérale)", d.taxid())])
        d.p(f"Le représentant légal de la liste, {d.nm(rep, 'full')}, déclare que le compte bancaire unique de campagne est "
            f"ouvert sous l'IBAN {d.iban()} et que les dépenses ne dépasseront pas le plafond de " + d.d_amount("fr", 15000, 60000) + ".")
        d.p("Candidat en situation de handicap (obligation légale) : " + d.nm(d.person(), "full") + " – "
            + d.health(d.pick(["paraplégie suite à un accident de travail", "amputation de la jambe gauche",
                               "cécité due à un glaucome congénital"])) + ".")
        d.p("Fait le " + d.d_date("fr") + ".\n" + d.nm(rep, "UPPER") + " – " + d.phone("intl"))
    else:  # mixed docx
        d.h("Liste candidate « Avenir de la ville » – قائمة المستقبل")
        d.p("Circonscription / الدائرة : " + d.D(d.pick(["Ben Arous", "Monastir", "La Marsa"])) + " – "
            + d.D("القانون الأساسي عدد 16 لسنة 2014"))
        rows = []
        for i in range(5):
            p = d.person(i % 2 == 0)
            rows.append([str(i + 1), d.nm(p, "full"), d.nm(p, "ar_full"), d.dob(1960, 2002), d.cin(), d.phone(),
                         d.health("déficience auditive") if i == 3 else "—"])
        d.table(["Rang", "Nom (latin)", "الاسم", "Né(e) le", "CIN", "Tél.", "Handicap / الإعاقة"], rows)
        head = d.person()
        d.p("Mandataire financier / الوكيل المالي : " + d.nm(head, "ar_ben") + " – RIB " + d.rib() + " – MF " + d.taxid())
        d.p("Adresse de correspondance : " + d.addr("fr"))
        d.p("Dépôt auprès de l'" + d.D("ISIE") + " le " + d.d_date("fr") + " selon le " + d.D("décret-loi n° 2022-55")
            + " ; reçu " + d.d_bad16(" ") + " ; caution " + d.d_amount("fr", 100, 500) + ".")


KINDS = [
    ("herd_health_visit", k_herd_health_visit, [("fr", "txt"), ("ar", "docx"), ("mixed", "csv")]),
    ("birth_notification", k_birth_notification, [("fr", "csv"), ("ar", "txt"), ("en", "md")]),
    ("dorm_incident_report", k_dorm_incident_report, [("en", "txt"), ("fr", "md"), ("mixed", "docx")]),
    ("taxi_licence_handover", k_taxi_licence_handover, [("ar", "md"), ("fr", "docx"), ("mixed", "txt")]),
    ("crew_manifest", k_crew_manifest, [("en", "csv"), ("fr", "csv"), ("ar", "docx")]),
    ("zakat_aid_list", k_zakat_aid_list, [("ar", "csv"), ("en", "txt"), ("mixed", "md")]),
    ("guardianship_report", k_guardianship_report, [("fr", "txt"), ("ar", "docx"), ("mixed", "md")]),
    ("immunotherapy_protocol", k_immunotherapy_protocol, [("fr", "md"), ("en", "docx"), ("mixed", "txt")]),
    ("reference_check_notes", k_reference_check_notes, [("en", "md"), ("fr", "txt"), ("mixed", "csv")]),
    ("sample_custody_form", k_sample_custody_form, [("fr", "csv"), ("en", "docx"), ("mixed", "md")]),
    ("prison_visit_request", k_prison_visit_request, [("ar", "txt"), ("en", "docx"), ("mixed", "csv")]),
    ("agri_subsidy_claim", k_agri_subsidy_claim, [("ar", "csv"), ("en", "md"), ("mixed", "docx")]),
    ("care_home_admission", k_care_home_admission, [("fr", "docx"), ("en", "txt"), ("ar", "md")]),
    ("diabetes_education_log", k_diabetes_education_log, [("fr", "csv"), ("ar", "docx"), ("en", "md")]),
    ("ambulance_run_sheet", k_ambulance_run_sheet, [("en", "csv"), ("ar", "txt"), ("mixed", "md")]),
    ("election_candidacy", k_election_candidacy, [("ar", "csv"), ("fr", "txt"), ("mixed", "docx")]),
]


# ---------------------------------------------------------------- checks & output
def _name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def _spans(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def finalize(doc, text):
    """Check every value is verbatim in the text; keep only decoys that are present, do not contain / sit
    inside / overlap a sensitive value and hold no name part."""
    for s in doc.sens:
        if s["value"] not in text:
            raise AssertionError(f"{doc.kind}/{doc.lang}: value not in text: {s}")
    parts = set()
    for s in doc.sens:
        if s["type"] == "PERSON":
            parts.update(_name_parts(s["value"]))
    sens_spans = [sp for s in doc.sens for sp in _spans(text, s["value"])]
    keep = []
    for v in doc.decoys:
        cv = compact(v)
        if not cv or v not in text:
            continue
        if any(compact(s["value"]) in cv or cv in compact(s["value"]) for s in doc.sens):
            continue
        if set(tokens(v)) & parts:
            continue
        if any(a < e and b > st for a, b in _spans(text, v) for st, e in sens_spans):
            continue
        keep.append(v)
    doc.decoys = keep


def generate(seed, out, names_dir=DEFAULT_NAMES, corpus_manifest=DEFAULT_CORPUS):
    rng = random.Random(seed)
    names = NameMaker(random.Random(f"names-{seed}"), load_refused(names_dir, corpus_manifest), source_words())
    os.makedirs(out, exist_ok=True)
    manifest = []
    n = 0
    for kind, fn, variants in KINDS:
        for lang, fmt in variants:
            n += 1
            doc = Doc(names, random.Random(f"{seed}:{kind}:{lang}:{rng.random()}"), kind, lang, fmt)
            fn(doc)
            fname = f"{n:03d}_{kind}_{lang}.{fmt}"
            path = os.path.join(out, fname)
            if fmt == "docx":
                xml = docx_document_xml(doc)
                write_docx(path, xml)
                text = docx_plain(xml)
            else:
                text = {"txt": render_txt, "md": render_md, "csv": render_csv}[fmt](doc)
                with open(path, "w", encoding="utf-8", newline="") as fh:
                    fh.write(text)
            finalize(doc, text)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": doc.sens, "decoys": doc.decoys})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=DEFAULT_NAMES)
    ap.add_argument("--corpus-manifest", default=DEFAULT_CORPUS)
    a = ap.parse_args()
    m = generate(a.seed, a.out, a.names_dir, a.corpus_manifest)
    nv = sum(len(d["sensitive"]) for d in m)
    nd = sum(len(d["decoys"]) for d in m)
    print(f"wrote {len(m)} documents, {nv} sensitive values, {nd} decoys to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
