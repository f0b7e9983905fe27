#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Seventh held-out generator: 48 synthetic Tunisian documents Caviard was never tuned on.

    python3 tests/generalisation/gen_seventh.py --seed N --out DIR [--names-dir D] [--corpus-manifest M]

writes 48 documents (16 kinds x 3 language/format variants) and DIR/manifest.json in the format
of ../shared/corpus/README.md (file, lang, kind, format, expect, sensitive[{type, value}],
decoys), readable by ../shared/eval/score.py.

Kinds (fr, ar, en and mixed fr/ar; txt, md, csv and docx): loan-default notices (mise en
demeure / إنذار بالدفع), HR disciplinary-board minutes, disability-card applications, bank
account-closure letters, CNRPS pension files, scholarship applications, notarial inheritance
shares (حجة فريضة), SMS / chatbot support logs, sports-club membership forms, national-ID-card
renewal forms, real-estate agency visit sheets, visa-support invitation letters, police
complaint hearings (محضر سماع), dental fee notes, travel-agency booking confirmations and
Excel-like staff directories.

Provenance. This file was written by a helper who read neither Caviard's detectors (crates/,
src-tauri/, src/) nor the other generators of this folder nor their reports. It read only
../shared/README.md, ../shared/corpus/README.md and ../shared/eval/score.py. Every sentence is
original; nothing is copied from ../shared/corpus. Caviard's name lists
(crates/caviard/data/names/*.txt) and the PERSON values of ../shared/corpus/manifest.json are
read at run time for one purpose only: to refuse a candidate name part they contain.

How names are made. Tunisian-style names come from a random three-consonant root put into an
Arabic name pattern, giving both scripts at once (root ز-ر-ك in {1}{2}{3}اوي gives زركاوي and
"Zarkaoui"; in {1}{2}ي{3} it gives a first name, and so on: first names, a father's name for
"بن / بنت" forms, family names as nisbas, Bou- names, Ben-X names, with or without ال/El).
Foreign names (visa letters, bookings) are composed from European-like syllables. A candidate
is refused when any of its parts, folded (NFKD, accents and Arabic diacritics dropped, hamza
seats and ta marbuta / alif maqsura folded, casefold; Arabic also without ال), is in a Caviard
name list, in a corpus PERSON value, in a word of this file's own templates (so that no name
part is also an ordinary word of the documents; Arabic words also with a leading clitic و ب ل ف
ك لل removed), or already used in the same document, or looks unpronounceable.

Independence from the name lists. Each name slot (document index + slot label) has its own
random stream, seeded from (seed, document, slot). A refused candidate only makes that slot
draw again from its own stream: no other name, value or document changes. Every non-name value
of a document comes from the document's own stream, which never sees the lists. So a change in
Caviard's lists can change at most the names that it now refuses, and nothing else; the same
seed with the same lists gives the same bytes (docx zip entries carry a fixed timestamp).

Values written: PERSON, CIN, PASSPORT, RIB (valid key), IBAN (TN59 + valid RIB; FR/DE/IT with
ISO 13616 check digits), PHONE, EMAIL, CARD (Luhn), TAX_ID (matricule fiscal), CNSS (CNSS,
CNRPS and CNAM affiliation numbers), DOB, ADDRESS, PLATE, HEALTH. Decoys (must survive):
amounts, references, legal articles, non-birth dates, postal codes, 20-digit numbers with a
wrong RIB key, 16-digit numbers failing Luhn, institutions, companies and banks, product codes,
flight numbers.
"""
import argparse
import csv
import datetime
import hashlib
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
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
CORPUS_MANIFEST = os.path.abspath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))

# ----------------------------------------------------------------------------- folding / refusal
_AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
_AR_FOLD = str.maketrans({"ة": "ه", "ى": "ي", "أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا"})
_CLITICS = ("لل", "و", "ب", "ل", "ف", "ك")


def fold(s):
    s = unicodedata.normalize("NFKC", s)
    s = _AR_DIAC.sub("", s).translate(_AR_FOLD)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return s.casefold().strip()


def is_ar(s):
    return any("\u0600" <= c <= "\u06ff" for c in s)


def fold_variants(tok):
    """Folded forms under which a name part is compared."""
    f = fold(tok)
    out = {f}
    if is_ar(f) and f.startswith("ال") and len(f) > 4:
        out.add(f[2:])
    return out


def load_refused(names_dir=NAMES_DIR, corpus_manifest=CORPUS_MANIFEST):
    refused = set()
    if os.path.isdir(names_dir):
        for fn in sorted(os.listdir(names_dir)):
            if not fn.endswith(".txt"):
                continue
            with open(os.path.join(names_dir, fn), encoding="utf-8") as fh:
                for line in fh:
                    line = line.strip()
                    if not line or line.startswith("#"):
                        continue
                    for tok in [line] + re.split(r"[\s\-']+", line):
                        if tok:
                            refused |= fold_variants(tok)
    if os.path.exists(corpus_manifest):
        with open(corpus_manifest, encoding="utf-8") as fh:
            for d in json.load(fh):
                for s in d.get("sensitive", []):
                    if s.get("type") == "PERSON":
                        for tok in re.split(r"[\s\-]+", s["value"]):
                            tok = tok.strip(".,;:()")
                            if tok:
                                refused |= fold_variants(tok)
    return refused


def own_vocabulary():
    """Every word of this file (templates, lists, comments), folded, with Arabic clitic-stripped
    and reversed forms: a name part must not also be an ordinary word of a document."""
    with open(os.path.abspath(__file__), encoding="utf-8") as fh:
        src = fh.read()
    vocab = set()
    for w in re.findall(r"[^\W\d_]{3,}", src):
        f = fold(w)
        vocab.add(f)
        if is_ar(f):
            vocab.add(f[::-1])
            for c in _CLITICS:
                if f.startswith(c) and len(f) - len(c) >= 3:
                    vocab.add(f[len(c):])
            if f.startswith("ال"):
                vocab.add(f[2:])
    return vocab


# ----------------------------------------------------------------------------- random helpers
def seed_int(*parts):
    h = hashlib.sha256("|".join(str(p) for p in parts).encode("utf-8")).digest()
    return int.from_bytes(h[:8], "big")


AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def ard(s):
    return s.translate(AR_DIGITS)


# ----------------------------------------------------------------------------- checksums
def rib_key(first18):
    k = 97 - (int(first18) * 100) % 97
    return f"{k:02d}"


def luhn_ok(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(partial):
    for c in "0123456789":
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


def iban_digits(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_check(country, bban):
    n = int(iban_digits(bban + country + "00"))
    return f"{98 - n % 97:02d}"


# ----------------------------------------------------------------------------- static data
CITIES = [  # (fr, ar, postcode)
    ("Tunis", "تونس", "1000"), ("Ariana", "أريانة", "2080"), ("La Marsa", "المرسى", "2070"),
    ("Sousse", "سوسة", "4000"), ("Sfax", "صفاقس", "3000"), ("Nabeul", "نابل", "8000"),
    ("Bizerte", "بنزرت", "7000"), ("Monastir", "المنستير", "5000"), ("Gabès", "قابس", "6000"),
    ("Kairouan", "القيروان", "3100"), ("Ben Arous", "بن عروس", "2013"), ("Manouba", "منوبة", "2010"),
    ("Hammamet", "الحمامات", "8050"), ("Mahdia", "المهدية", "5100"), ("Gafsa", "قفصة", "2100"),
    ("Médenine", "مدنين", "4100"), ("Béja", "باجة", "9000"), ("Radès", "رادس", "2040"),
    ("Mégrine", "مقرين", "2033"), ("Le Bardo", "باردو", "2000"), ("Jendouba", "جندوبة", "8100"),
    ("Kélibia", "قليبية", "8090"), ("Tozeur", "توزر", "2200"), ("Zarzis", "جرجيس", "4170"),
]
STREETS = [  # (fr, ar, en)
    ("rue Ibn Khaldoun", "نهج ابن خلدون", "Ibn Khaldoun Street"),
    ("avenue de la Liberté", "شارع الحرية", "Liberty Avenue"),
    ("rue de Marseille", "نهج مرسيليا", "Rue de Marseille"),
    ("avenue Habib Bourguiba", "شارع الحبيب بورقيبة", "Habib Bourguiba Avenue"),
    ("rue des Orangers", "نهج البرتقال", "Orange Trees Street"),
    ("avenue Farhat Hached", "شارع فرحات حشاد", "Farhat Hached Avenue"),
    ("rue Tarak Ibn Ziad", "نهج طارق ابن زياد", "Tarak Ibn Ziad Street"),
    ("rue d'Espagne", "نهج إسبانيا", "Spain Street"),
    ("avenue de l'Environnement", "شارع البيئة", "Environment Avenue"),
    ("rue du Lac Malaren", "نهج بحيرة مالارن", "Lake Malaren Street"),
    ("rue El Moez", "نهج المعز", "El Moez Street"),
    ("avenue de Carthage", "شارع قرطاج", "Carthage Avenue"),
    ("rue de la Palestine", "نهج فلسطين", "Palestine Street"),
    ("route de Gremda", "طريق قرمدة", "Gremda Road"),
    ("rue des Jasmins", "نهج الياسمين", "Jasmine Street"),
]
QUARTERS = [("Cité Ennasr 2", "حي النصر 2"), ("Cité El Khadra", "حي الخضراء"),
            ("Cité Ettadhamen", "حي التضامن"), ("Cité El Ghazala", "حي الغزالة"),
            ("Cité Erriadh", "حي الرياض"), ("Cité Ibn Sina", "حي ابن سيناء"),
            ("Cité Olympique", "الحي الأولمبي"), ("Cité El Bassatine", "حي البساتين")]
RESIDENCES = ["Les Pins", "El Yasmine", "Les Oliviers", "Carthage Palace", "El Amen", "Les Roses"]
BANKS = [  # (name, short, code, arabic)
    ("Banque Internationale Arabe de Tunisie", "BIAT", "08", "البنك العربي لتونس"),
    ("Société Tunisienne de Banque", "STB", "10", "الشركة التونسية للبنك"),
    ("Banque Nationale Agricole", "BNA", "03", "البنك الوطني الفلاحي"),
    ("Amen Bank", "Amen Bank", "07", "بنك الأمان"),
    ("Attijari Bank", "Attijari Bank", "04", "التجاري بنك"),
    ("Banque de l'Habitat", "BH Bank", "14", "بنك الإسكان"),
    ("Union Internationale de Banques", "UIB", "12", "الاتحاد الدولي للبنوك"),
    ("Banque Zitouna", "Banque Zitouna", "25", "بنك الزيتونة"),
    ("Union Bancaire pour le Commerce et l'Industrie", "UBCI", "11", "الاتحاد البنكي للتجارة والصناعة"),
]
COMPANIES = [  # (fr, ar, mail domain) invented employers
    ("Société Méditerranéenne de Conditionnement", "الشركة المتوسطية للتعليب", "somecond.com.tn"),
    ("Carthage Câbles Industries", "قرطاج للأسلاك الصناعية", "carthage-cables.com.tn"),
    ("Atlas Logistique SA", "أطلس للخدمات اللوجستية", "atlas-logistique.com.tn"),
    ("Sahel Agro-Conserves", "الساحل للمصبرات الغذائية", "sahel-agro.tn"),
    ("Clinique Les Orangers", "مصحة البرتقال", "clinique-orangers.tn"),
    ("Groupe Hôtelier Corniche", "مجمع الكورنيش السياحي", "corniche-hotels.tn"),
    ("Djerba Textile Export", "جربة للنسيج والتصدير", "djerbatex.com"),
]
OPERATORS = ["Tunisie Telecom", "Ooredoo Tunisie", "Orange Tunisie"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
MONTHS_TN = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر",
             "نوفمبر", "ديسمبر"]
MONTHS_MSA = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر",
              "أكتوبر", "نوفمبر", "ديسمبر"]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
HEALTH = {
    "fr": {
        "diag": ["diabète de type 2 insulino-requérant", "hypertension artérielle sévère",
                 "lombosciatique L5-S1 hyperalgique", "épisode dépressif majeur",
                 "asthme persistant modéré", "hernie discale cervicale C5-C6", "épilepsie généralisée",
                 "hépatite C chronique", "insuffisance rénale chronique stade 4", "sclérose en plaques",
                 "cancer du sein gauche", "trouble anxieux généralisé", "polyarthrite rhumatoïde",
                 "fracture du poignet droit", "maladie de Crohn", "syndrome de stress post-traumatique"],
        "treat": ["insulinothérapie basale", "chimiothérapie adjuvante", "hémodialyse trois fois par semaine",
                  "traitement antidépresseur (sertraline 50 mg)", "kinésithérapie de rééducation",
                  "traitement antiépileptique au long cours", "radiothérapie mammaire", "corticothérapie orale"],
        "dis": ["handicap moteur (paraplégie)", "déficience visuelle sévère", "surdité bilatérale profonde",
                "trisomie 21", "amputation du membre inférieur gauche", "infirmité motrice cérébrale",
                "trouble du spectre de l'autisme"],
        "dent": ["parodontite chronique généralisée", "pulpite irréversible sur la 46",
                 "abcès dentaire sur la 36", "édentement partiel maxillaire"],
    },
    "ar": {
        "diag": ["داء السكري من النوع الثاني", "ارتفاع ضغط الدم الشرياني", "انزلاق غضروفي قطني",
                 "اكتئاب حاد", "الربو المزمن", "الصرع", "التهاب الكبد الفيروسي صنف ج", "قصور كلوي مزمن",
                 "سرطان الثدي", "كسر على مستوى الساعد الأيمن", "مرض السل الرئوي", "التهاب المفاصل الروماتويدي"],
        "treat": ["تصفية الدم ثلاث مرات في الأسبوع", "العلاج الكيميائي", "حقن الأنسولين يوميا",
                  "علاج طبيعي لمدة شهرين", "علاج نفسي بالأدوية المضادة للاكتئاب"],
        "dis": ["إعاقة حركية عضوية", "إعاقة بصرية كلية", "صمم كلي", "بتر الساق اليسرى", "إعاقة ذهنية خفيفة",
                "شلل نصفي"],
        "dent": ["التهاب اللثة المزمن", "خراج على مستوى الضرس 36", "تسوس عميق مع التهاب اللب"],
        "injury": ["كسر على مستوى عظم الأنف", "جرح غائر بالجبين استوجب خياطة", "رضوض على مستوى الوجه والصدر",
                   "خلع بالكتف الأيسر"],
    },
    "en": {
        "diag": ["type 1 diabetes", "major depressive disorder", "chronic asthma", "herniated lumbar disc",
                 "epilepsy", "chronic kidney disease", "breast cancer", "generalised anxiety disorder",
                 "rheumatoid arthritis", "Crohn's disease", "HIV infection", "bipolar disorder"],
        "treat": ["insulin pump therapy", "chemotherapy", "haemodialysis", "physiotherapy",
                  "antidepressants (sertraline 50 mg)", "methadone maintenance"],
        "dis": ["hearing impairment", "wheelchair user (paraplegia)", "partial sight",
                "autism spectrum disorder", "cerebral palsy", "dyslexia"],
        "dent": ["chronic periodontitis", "irreversible pulpitis of tooth 46", "dental abscess on tooth 36"],
    },
}

# name-making tables: (Arabic letter, Latin transliteration)
CONS = [("ب", "b"), ("ت", "t"), ("ج", "j"), ("ح", "h"), ("خ", "kh"), ("د", "d"), ("ر", "r"), ("ز", "z"),
        ("س", "s"), ("ش", "ch"), ("غ", "gh"), ("ف", "f"), ("ق", "g"), ("ك", "k"), ("ل", "l"), ("م", "m"),
        ("ن", "n")]
GIVEN_M = [("{1}{2}ي{3}", "{1}a{2}i{3}"), ("{1}ا{2}{3}", "{1}a{2}e{3}"), ("{1}{2}{3}ان", "{1}a{2}{3}ane"),
           ("م{1}{2}و{3}", "ma{1}{2}ou{3}"), ("{1}{2}{3}ي", "{1}a{2}{3}i"), ("{1}{2}ا{3}", "{1}e{2}{2}a{3}")]
GIVEN_F = [("{1}{2}ي{3}ة", "{1}a{2}i{3}a"), ("{1}ا{2}{3}ة", "{1}a{2}{3}a"), ("{1}{2}{3}ى", "{1}a{2}{3}a"),
           ("{1}{2}ي{3}ة", "{1}e{2}i{3}a"), ("{1}{2}و{3}ة", "{1}{2}ou{3}a")]
FAMILY = [("{1}{2}{3}اوي", "{1}a{2}{3}aoui", True), ("{1}{2}{3}اني", "{1}e{2}{3}ani", True),
          ("{1}{2}ا{3}ي", "{1}{2}a{3}i", True), ("{1}{2}{3}ي", "{1}e{2}{3}i", True),
          ("بو{1}ي{2}ي", "bou{1}i{2}i", False), ("بن {1}{2}ي{3}", "ben {1}a{2}i{3}", False),
          ("{1}{2}و{3}ي", "{1}{2}ou{3}i", True)]
F_ON = ["b", "br", "d", "dr", "f", "g", "gr", "h", "k", "kl", "l", "m", "n", "p", "pr", "r", "s", "st", "t",
        "tr", "v", "w", "z"]
F_VO = ["a", "e", "i", "o", "u", "ia", "ei", "ou", "y"]
F_CO = ["", "", "", "n", "l", "r", "s", "m"]
F_SUF = ["sson", "ley", "ford", "ton", "berg", "ini", "ova", "ek", "mann", "sen", "ard", "ez"]
_VOWELS = set("aeiouyéè")


def _cap(s):
    return " ".join(w[:1].upper() + w[1:] for w in s.split(" "))


def _pronounceable(lat):
    for w in lat.lower().split(" "):
        run = 0
        for i, ch in enumerate(w):
            run = 0 if ch in _VOWELS else run + 1
            if run >= 4 or (run >= 3 and i == run - 1):
                return False
        if re.search(r"(.)\1\1", w):
            return False
    return True


class Person:
    def __init__(self, g_lat, f_lat, fa_lat, g_ar=None, f_ar=None, fa_ar=None, female=False):
        self.g_lat, self.f_lat, self.fa_lat = g_lat, f_lat, fa_lat
        self.g_ar, self.f_ar, self.fa_ar = g_ar, f_ar, fa_ar
        self.female = female

    def lat(self, form):
        g, f, fa = self.g_lat, self.f_lat, self.fa_lat
        bn = "Bent" if self.female else "Ben"
        return {
            "gf": f"{g} {f}", "gF": f"{g} {f.upper()}", "Fg": f"{f.upper()} {g}", "fg": f"{f} {g}",
            "GF": f"{g.upper()} {f.upper()}", "gbf": f"{g} {bn} {fa} {f}", "Fgbf": f"{f.upper()} {g} {bn} {fa}",
            "g": g, "f": f, "F": f.upper(), "if": f"{g[0]}. {f}", "Fi": f"{f.upper()} {g[0]}.",
        }[form]

    def ar(self, form):
        g, f, fa = self.g_ar, self.f_ar, self.fa_ar
        bn = "بنت" if self.female else "بن"
        return {"gf": f"{g} {f}", "fg": f"{f} {g}", "gbf": f"{g} {bn} {fa} {f}", "g": g, "f": f,
                "fgbf": f"{f} {g} {bn} {fa}"}[form]

    def parts(self):
        out = []
        for s in (self.g_lat, self.f_lat, self.fa_lat, self.g_ar, self.f_ar, self.fa_ar):
            if s:
                out += [t for t in s.split(" ") if fold(t) not in ("ben", "bent", "el", "بن", "بنت")]
        return out


def _root(rng):
    while True:
        r = [rng.choice(CONS) for _ in range(3)]
        if len({c[0] for c in r}) == 3 and sum(len(c[1]) > 1 for c in r) <= 1:
            return r


def _fill(pat, root, idx):
    return pat.replace("{1}", root[0][idx]).replace("{2}", root[1][idx]).replace("{3}", root[2][idx])


def tn_given(rng, female):
    pat = rng.choice(GIVEN_F if female else GIVEN_M)
    root = _root(rng)
    return _cap(_fill(pat[1], root, 1)), _fill(pat[0], root, 0)


def tn_family(rng):
    pat = rng.choice(FAMILY)
    root = _root(rng)
    lat, ar = _cap(_fill(pat[1], root, 1)), _fill(pat[0], root, 0)
    if pat[2] and rng.random() < 0.5:
        ar = "ال" + ar
        if rng.random() < 0.3:
            lat = "El " + lat
    return lat, ar


def foreign_word(rng, family):
    n = 2 if not family else rng.choice([1, 2])
    w = "".join(rng.choice(F_ON) + rng.choice(F_VO) + rng.choice(F_CO) for _ in range(n))
    if family:
        w += rng.choice(F_SUF)
    return _cap(w)


# ----------------------------------------------------------------------------- document model
class Doc:
    def __init__(self, seed, idx, kind, lang, fmt, refused):
        self.seed, self.idx, self.kind, self.lang, self.fmt = seed, idx, kind, lang, fmt
        self.rng = random.Random(seed_int(seed, "doc", idx))
        self.refused = refused
        self.blocks = []
        self.sens, self.decs = [], []
        self.used = set()
        self.slots = {}

    # blocks
    def h(self, text):
        self.blocks.append(("h", text))

    def p(self, *texts):
        for t in texts:
            self.blocks.append(("p", t))

    def t(self, rows):
        self.blocks.append(("t", [list(r) for r in rows]))

    # registration
    def s(self, typ, value):
        if (typ, value) not in [(a, b) for a, b in self.sens]:
            self.sens.append((typ, value))
        return value

    def d(self, value):
        if value not in self.decs:
            self.decs.append(value)
        return value

    # names -------------------------------------------------------------
    def person(self, slot, female=None, foreign=False):
        if slot in self.slots:
            return self.slots[slot]
        rng = random.Random(seed_int(self.seed, "name", self.idx, slot))
        if female is None:
            female = rng.random() < 0.45
        for _ in range(5000):
            if foreign:
                p = Person(foreign_word(rng, False), foreign_word(rng, True), "", female=female)
            else:
                g = tn_given(rng, female)
                fa = tn_given(rng, False)
                fam = tn_family(rng)
                p = Person(g[0], fam[0], fa[0], g[1], fam[1], fa[1], female)
            lats = " ".join(x for x in (p.g_lat, p.f_lat, p.fa_lat) if x)
            if not _pronounceable(lats):
                continue
            parts = p.parts()
            folded = set()
            for t in parts:
                folded |= fold_variants(t)
            if any(len(fold(t)) < (3 if is_ar(t) else 4) for t in parts):
                continue
            if folded & self.refused or folded & self.used:
                continue
            if len({fold(t) for t in parts}) < len(parts):
                continue
            break
        else:
            raise RuntimeError("no acceptable name for slot " + slot)
        self.used |= folded
        self.slots[slot] = p
        return p

    def relative(self, slot, base, female=None):
        """A child of `base`: own first name, base's family name, base's first name as father's."""
        if slot in self.slots:
            return self.slots[slot]
        rng = random.Random(seed_int(self.seed, "name", self.idx, slot))
        if female is None:
            female = rng.random() < 0.45
        for _ in range(5000):
            g = tn_given(rng, female)
            folded = fold_variants(g[0]) | fold_variants(g[1])
            if not _pronounceable(g[0]) or len(g[0]) < 4 or len(g[1]) < 3:
                continue
            if folded & self.refused or folded & self.used:
                continue
            break
        else:
            raise RuntimeError("no acceptable name for slot " + slot)
        self.used |= folded
        p = Person(g[0], base.f_lat, base.g_lat, g[1], base.f_ar, base.g_ar, female)
        self.slots[slot] = p
        return p

    def name(self, p, form, script="lat"):
        return self.s("PERSON", p.lat(form) if script == "lat" else p.ar(form))

    # values ------------------------------------------------------------
    def cin(self, ar=False, style=None):
        r = self.rng
        v = r.choice("01") + "".join(r.choice("0123456789") for _ in range(7))
        style = style or r.choice(["plain"] * 7 + ["spaced", "grouped"])
        if style == "spaced":
            v = " ".join(v)
        elif style == "grouped":
            v = f"{v[:2]} {v[2:5]} {v[5:]}"
        return self.s("CIN", ard(v) if ar else v)

    def passport(self, foreign=None):
        r = self.rng
        if foreign == "FR":
            v = f"{r.randint(10, 24)}{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{r.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{r.randint(10000, 99999)}"
        elif foreign == "IT":
            v = f"Y{r.choice('ABCDEFGHJKLMN')}{r.randint(1000000, 9999999)}"
        elif foreign == "DE":
            v = "C" + "".join(r.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
        else:
            v = r.choice("ABCDEFGHJKLMNPRSTUVWXZ") + f"{r.randint(0, 999999):06d}"
            if r.random() < 0.25:
                v = v[0] + " " + v[1:]
        return self.s("PASSPORT", v)

    def rib_digits(self, bank_code=None):
        r = self.rng
        code = bank_code or r.choice([b[2] for b in BANKS] + ["17"])
        body = code + f"{r.randint(1, 199):03d}" + "".join(r.choice("0123456789") for _ in range(13))
        return body + rib_key(body)

    def fmt_rib(self, d, style=None, ar=False):
        style = style or self.rng.choice(["2-3-13-2", "bare", "4x5", "dots", "2-3-13-2"])
        v = {"2-3-13-2": f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", "bare": d,
             "4x5": " ".join(d[i:i + 4] for i in range(0, 20, 4)),
             "dots": f"{d[:2]}.{d[2:5]}.{d[5:18]}.{d[18:]}", "dash": f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}"}[style]
        return ard(v) if ar else v

    def rib(self, bank_code=None, style=None, ar=False):
        d = self.rib_digits(bank_code)
        return self.s("RIB", self.fmt_rib(d, style, ar)), d

    def iban(self, rib_d=None, style=None, wrap=False):
        d = rib_d or self.rib_digits()
        raw = "TN59" + d
        style = style or self.rng.choice(["groups", "groups", "bare", "spaced-cc"])
        if style == "groups":
            v = " ".join(raw[i:i + 4] for i in range(0, 24, 4))
        elif style == "bare":
            v = raw
        else:
            v = f"TN 59 {d[:2]} {d[2:5]} {d[5:18]} {d[18:]}"
        if wrap and style == "groups":
            v = v[:19] + "\n" + v[20:]
        return self.s("IBAN", v)

    def iban_foreign(self, country=None):
        r = self.rng
        country = country or r.choice(["FR", "DE", "IT"])
        if country == "FR":
            bank, guichet = f"{r.randint(10000, 30099):05d}", f"{r.randint(1, 99999):05d}"
            acct = "".join(r.choice("0123456789") for _ in range(11))
            key = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97)
            bban = f"{bank}{guichet}{acct}{key:02d}"
        elif country == "DE":
            bban = "".join(r.choice("0123456789") for _ in range(18))
        else:
            bban = r.choice("ABCDEFGHJKLMNPRSTUVWXZ") + "".join(r.choice("0123456789") for _ in range(10)) + \
                "".join(r.choice("0123456789") for _ in range(12))
        raw = country + iban_check(country, bban) + bban
        return self.s("IBAN", " ".join(raw[i:i + 4] for i in range(0, len(raw), 4)))

    def card(self, style=None):
        r = self.rng
        pre = r.choice(["4", "4", "51", "53", "55", "2221"])
        num = luhn_complete(pre + "".join(r.choice("0123456789") for _ in range(15 - len(pre))))
        style = style or r.choice(["sp", "sp", "dash", "bare"])
        v = {"sp": " ".join(num[i:i + 4] for i in range(0, 16, 4)),
             "dash": "-".join(num[i:i + 4] for i in range(0, 16, 4)), "bare": num}[style]
        return self.s("CARD", v)

    def phone(self, kind="mobile", style=None, ar=False):
        r = self.rng
        if kind == "mobile":
            n = r.choice("2459") + "".join(r.choice("0123456789") for _ in range(7))
        else:
            n = "7" + r.choice("1234568") + "".join(r.choice("0123456789") for _ in range(6))
        styles = ["+216 AA BBB CCC", "AA BBB CCC", "AA.BBB.CCC", "AABBBCCC", "00216 AA BBB CCC",
                  "(+216) AA-BBB-CCC", "+216AABBBCCC", "AA BB BB BB", "AA/BBB/CCC", "216 AA BBB CCC",
                  "+216.AA.BBB.CCC"]
        style = style or r.choice(styles)
        a, b, c = n[:2], n[2:5], n[5:]
        if style == "AA BB BB BB":
            v = f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:]}"
        else:
            v = style.replace("AA", a).replace("BBB", b).replace("CCC", c).replace("AABBBCCC", n)
        return self.s("PHONE", ard(v) if ar else v)

    def email(self, p, domain=None):
        r = self.rng
        def asc(s):
            return re.sub(r"[^a-z]", "", unicodedata.normalize("NFKD", s.lower()).encode("ascii", "ignore").decode())
        g, f = asc(p.g_lat), asc(p.f_lat)
        local = r.choice([f"{g}.{f}", f"{g[0]}.{f}", f"{f}.{g}{r.randint(70, 99)}", f"{g}_{f[:5]}",
                          f"{f}{r.randint(1, 99)}", f"{g}{f}"])
        dom = domain or r.choice(["gmail.com", "yahoo.fr", "hotmail.com", "topnet.tn", "planet.tn",
                                  "outlook.fr", "gnet.tn", "live.fr"])
        v = f"{local}@{dom}"
        if r.random() < 0.12:
            v = v.replace(g, g.capitalize(), 1)
        return self.s("EMAIL", v)

    def taxid(self):
        r = self.rng
        d7 = f"{r.randint(1000000, 1899999)}"
        k = r.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
        tva, cat = r.choice("APBDN"), r.choice("MPCN")
        v = r.choice([f"{d7}{k}/{tva}/{cat}/000", f"{d7}/{k}/{cat}/000", f"{d7} {k} {tva} {cat} 000",
                      f"{d7}{k}", f"{d7}/{k}", f"{d7}{k}{tva}{cat}000", f"{d7} {k}/{tva}/{cat}/000"])
        return self.s("TAX_ID", v)

    def cnss(self, style=None, ar=False, ten=True):
        r = self.rng
        a = "".join(r.choice("0123456789") for _ in range(8))
        b = f"{r.randint(0, 99):02d}"
        style = style or r.choice(["-", "-", "/", " ", "", "."])
        v = f"{a}{style}{b}"
        return self.s("CNSS", ard(v) if ar else v)

    def ymd(self, birth=True, yr=None):
        r = self.rng
        y = r.randint(*(yr or ((1948, 2006) if birth else (2023, 2025))))
        return y, r.randint(1, 12), r.randint(1, 28)

    def date_str(self, lang, y, m, d, style=None, ar=False):
        r = self.rng
        if lang == "fr":
            styles = ["dd/mm/yyyy", "dd/mm/yyyy", "d/m/yyyy", "dd-mm-yyyy", "dd.mm.yyyy", "d month yyyy",
                      "d month yyyy", "dd/mm/yy", "yyyy-mm-dd", "D MONTH yyyy", "d/ROMAN/yyyy", "ddmmyyyy"]
        elif lang == "en":
            styles = ["d Month yyyy", "Month d, yyyy", "dd/mm/yyyy", "yyyy-mm-dd", "dd-Mon-yyyy", "d Mon yyyy",
                      "dth Month yyyy"]
        else:
            styles = ["dd/mm/yyyy", "d tn yyyy", "d tn yyyy", "d msa yyyy", "yyyy/mm/dd", "dd-mm-yyyy"]
        style = style or r.choice(styles)
        if style == "dd/mm/yyyy":
            v = f"{d:02d}/{m:02d}/{y}"
        elif style == "d/m/yyyy":
            v = f"{d}/{m}/{y}"
        elif style == "dd-mm-yyyy":
            v = f"{d:02d}-{m:02d}-{y}"
        elif style == "dd.mm.yyyy":
            v = f"{d:02d}.{m:02d}.{y}"
        elif style == "d month yyyy":
            v = f"{'1er' if d == 1 else d} {MONTHS_FR[m - 1]} {y}"
        elif style == "D MONTH yyyy":
            v = f"{d:02d} {MONTHS_FR[m - 1].upper()} {y}"
        elif style == "dd/mm/yy":
            v = f"{d:02d}/{m:02d}/{y % 100:02d}"
        elif style == "yyyy-mm-dd":
            v = f"{y}-{m:02d}-{d:02d}"
        elif style == "d/ROMAN/yyyy":
            v = f"{d}/{ROMAN[m - 1]}/{y}"
        elif style == "ddmmyyyy":
            v = f"{d:02d}{m:02d}{y}"
        elif style == "d Month yyyy":
            v = f"{d} {MONTHS_EN[m - 1]} {y}"
        elif style == "Month d, yyyy":
            v = f"{MONTHS_EN[m - 1]} {d}, {y}"
        elif style == "dd-Mon-yyyy":
            v = f"{d:02d}-{MONTHS_EN[m - 1][:3]}-{y}"
        elif style == "d Mon yyyy":
            v = f"{d} {MONTHS_EN[m - 1][:3].upper()} {y}"
        elif style == "dth Month yyyy":
            suf = "st" if d in (1, 21) else "nd" if d in (2, 22) else "rd" if d in (3, 23) else "th"
            v = f"{d}{suf} {MONTHS_EN[m - 1]} {y}"
        elif style == "d tn yyyy":
            v = f"{d} {MONTHS_TN[m - 1]} {y}"
        elif style == "d msa yyyy":
            v = f"{d} {MONTHS_MSA[m - 1]} {y}"
        elif style == "yyyy/mm/dd":
            v = f"{y}/{m:02d}/{d:02d}"
        else:
            raise ValueError(style)
        return ard(v) if ar else v

    def dob(self, lang=None, style=None, ar=False, yr=None):
        y, m, d = self.ymd(True, yr)
        return self.s("DOB", self.date_str(lang or self.lang, y, m, d, style, ar))

    def ddate(self, lang=None, style=None, ar=False, yr=None):
        """A non-birth date (letter, hearing, stay, career): a decoy."""
        y, m, d = self.ymd(False, yr)
        lang = lang or self.lang
        if style is None:
            style = {"fr": self.rng.choice(["dd/mm/yyyy", "d month yyyy", "dd-mm-yyyy"]),
                     "en": self.rng.choice(["d Month yyyy", "Month d, yyyy", "dd/mm/yyyy"]),
                     "ar": self.rng.choice(["dd/mm/yyyy", "d tn yyyy"])}[lang if lang in ("fr", "en") else "ar"]
        return self.d(self.date_str(lang if lang in ("fr", "en") else "ar", y, m, d, style, ar))

    def stay(self, lang, style=None, days=None):
        """Arrival and departure dates of a stay (decoys), in order."""
        y, m, d = self.ymd(False)
        a = datetime.date(y, m, d)
        b = a + datetime.timedelta(days=days or self.rng.randint(6, 30))
        return (self.d(self.date_str(lang, a.year, a.month, a.day, style)),
                self.d(self.date_str(lang, b.year, b.month, b.day, style)))

    def address(self, lang=None, style=None, ar=False, wrap=False):
        r = self.rng
        lang = lang or self.lang
        city, st, q = r.choice(CITIES), r.choice(STREETS), r.choice(QUARTERS)
        n, bloc, app = r.randint(1, 148), r.choice("ABCDEFG"), r.randint(1, 24)
        if lang == "ar":
            forms = [f"{n} {st[1]}، {city[1]} {city[2]}", f"{st[1]} عدد {n}، {city[2]} {city[1]}",
                     f"{q[1]}، عمارة {bloc}، شقة {app}، {city[1]}",
                     f"إقامة {r.choice(['الياسمين', 'الزيتون', 'الأمان', 'الورود'])}، {st[1]}، {city[1]} {city[2]}",
                     f"{n} {st[1]} {q[1]} {city[1]}"]
        elif lang == "en":
            forms = [f"{n} {st[2]}, {city[0]} {city[2]}, Tunisia", f"Apt {app}, {r.choice(RESIDENCES)} Residence, "
                     f"{st[2]}, {city[2]} {city[0]}", f"{n}, {st[0]}, {city[2]} {city[0]}"]
        else:
            forms = [f"{n}, {st[0]}, {city[2]} {city[0]}", f"{n} {st[0]} — {city[0]} {city[2]}",
                     f"Résidence {r.choice(RESIDENCES)}, bloc {bloc}, app. {app}, {st[0]}, {city[2]} {city[0]}",
                     f"{q[0]}, rue {r.randint(5001, 8999)}, n° {n}, {city[2]} {city[0]}",
                     f"{st[0]} n°{n}, {city[0]} {city[2]}", f"{n} {st[0].upper()} {city[2]} {city[0].upper()}"]
        idx = style if style is not None else r.randrange(len(forms))
        v = forms[idx % len(forms)]
        if wrap:
            cut = v.rfind("، " if lang == "ar" else ", ")
            if cut > 0:
                v = v[:cut + 1] + "\n" + v[cut + 2:]
        if ar:
            v = ard(v)
        self.last_postcode = city[2]
        return self.s("ADDRESS", v)

    def plate(self, lang=None, style=None):
        r = self.rng
        a, b = r.randint(100, 258), r.randint(1, 9999)
        lang = lang or self.lang
        if style is None:
            style = r.choice(["ar", "ar", "ard"] if lang == "ar" else ["tu", "tu", "ar", "glued", "rs"])
        v = {"tu": f"{a} TU {b}", "ar": f"{a} تونس {b}", "ard": ard(f"{a} تونس {b}"), "glued": f"{a}TU{b:04d}",
             "rs": f"RS {r.randint(10000, 199999)}", "nt": f"{r.randint(10000, 199999)} ن ت"}[style]
        return self.s("PLATE", v)

    def health(self, cat="diag", lang=None):
        lang = lang or self.lang
        lang = lang if lang in HEALTH else "fr"
        return self.s("HEALTH", self.rng.choice(HEALTH[lang][cat]))

    # decoys ------------------------------------------------------------
    def amount(self, lang=None, lo=10, hi=99999, unit=None):
        r = self.rng
        lang = lang or self.lang
        n, mil = r.randint(lo, hi), r.choice([0, 0, 500, 250, r.randint(1, 999)])
        if lang == "en":
            v = f"TND {n:,}.{mil:03d}" if r.random() < 0.5 else f"{n:,}.{mil:03d} TND"
        elif lang == "ar":
            v = r.choice([f"{n} دينار", f"{n}.{mil:03d} د.ت", f"{n:,} دينارا".replace(",", " ")])
        else:
            v = f"{n:,}".replace(",", " ") + f",{mil:03d} " + (unit or r.choice(["DT", "TND", "dinars"]))
        return self.d(v)

    def wrong_rib(self, bank_code=None):
        d = self.rib_digits(bank_code)
        good = d[18:]
        bad = f"{(int(good) + self.rng.randint(1, 95)) % 97 + 1:02d}"
        if bad == good:
            bad = f"{int(good) % 97 + 1:02d}"
        return self.d(self.fmt_rib(d[:18] + bad, "2-3-13-2"))

    def bad_card(self):
        r = self.rng
        while True:
            num = r.choice("45") + "".join(r.choice("0123456789") for _ in range(15))
            if not luhn_ok(num):
                return self.d(" ".join(num[i:i + 4] for i in range(0, 16, 4)) if r.random() < 0.5 else num)

    def ref(self, fmt):
        r = self.rng
        out = ""
        for ch in fmt:
            out += r.choice("0123456789") if ch == "#" else r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") if ch == "@" else ch
        return self.d(out)


def title(p, lang, long=False):
    if lang == "ar":
        return "السيدة" if p.female else "السيد"
    if lang == "en":
        return "Ms" if p.female else "Mr"
    return ("Madame" if p.female else "Monsieur") if long else ("Mme" if p.female else "M.")


def ne(p):
    return "née" if p.female else "né"


# ============================================================================ the 16 kinds
def k_mise_en_demeure(D):
    r, L = D.rng, D.lang
    bank = r.choice(BANKS)
    deb, gar, agent = D.person("debtor"), D.person("guarantor"), D.person("agent")
    city = r.choice(CITIES)
    loan = D.ref(r.choice(["PP-####-#####", "CRD/####/####", "CI-##-######"]))
    if L == "fr":
        D.p(D.d(bank[0].upper()), "Direction du Recouvrement — Service précontentieux", "")
        D.p(f"{city[0]}, le {D.ddate('fr')}")
        D.p("LETTRE RECOMMANDÉE AVEC ACCUSÉ DE RÉCEPTION", f"N/Réf. : {D.ref('REC/@@/####/###')}")
        D.p(f"{title(deb, 'fr', True)} {D.name(deb, 'gF')}\n{D.address('fr', wrap=True)}\nCIN n°{D.cin()}")
        D.p(f"Objet : mise en demeure de payer — crédit n° {loan}")
        D.p(f"{title(deb, 'fr', True)},")
        rib_s, _ = D.rib(bank[2])
        D.p(f"Malgré nos relances téléphoniques au {D.phone()} restées sans suite, les échéances du crédit "
            f"cité en objet, domicilié sur votre compte n° {rib_s}, demeurent impayées depuis plusieurs mois. "
            f"Au {D.ddate('fr')}, votre dette s'élève à {D.amount('fr', 2000, 60000)} en principal, "
            f"majorée d'intérêts de retard de {D.amount('fr', 100, 4000)}.")
        D.p(f"Nous vous mettons en demeure de régler l'intégralité de cette somme dans un délai de quinze (15) jours "
            f"à compter de la réception de la présente, faute de quoi nous engagerons sans autre avis une procédure "
            f"judiciaire, conformément à l'{D.d('article 278 du Code des obligations et des contrats')}, et "
            f"actionnerons la caution solidaire donnée par {title(gar, 'fr')} {D.name(gar, 'gf')} "
            f"(C.I.N {D.cin()} — tél. {D.phone()}).")
        D.p(f"Les intérêts de retard continuent de courir au taux fixé par la "
            f"{D.d('circulaire BCT n° 2006-19')}.")
        D.p("Veuillez agréer l'expression de nos salutations distinguées.", "",
            "P/ Le Directeur du Recouvrement", D.name(agent, "if" if r.random() < 0.5 else "gf"))
    elif L == "ar":
        ard_ = r.random() < 0.5
        D.p(D.d(bank[3]), "إدارة الاستخلاص والنزاعات", "")
        D.p(f"{city[1]} في {D.ddate('ar', ar=ard_)}")
        D.p("مكتوب مضمون الوصول مع الإعلام بالبلوغ", f"المرجع: {D.ref('ن.إ/####/###')}")
        D.p(f"إلى {title(deb, 'ar')} {D.name(deb, 'gbf', 'ar')}",
            f"العنوان: {D.address('ar', ar=ard_)}",
            f"ب.ت.و عدد: {D.cin(ar=ard_)}")
        D.p("الموضوع: إنذار بالدفع")
        rib_s, _ = D.rib(bank[2], ar=ard_)
        D.p(f"وبعد، فإنه بالرجوع إلى عقد القرض عدد {loan} المبرم معكم، تبيّن أن الأقساط الشهرية المستحقة "
            f"لم يقع خلاصها منذ عدة أشهر رغم التنبيهات المتكررة، وقد بلغ مجموع المبالغ المتخلدة بذمتكم "
            f"{D.amount('ar', 1500, 40000)} إلى حدود تاريخ {D.ddate('ar')}.")
        D.p(f"لذا نتولى بمقتضى هذا المكتوب إنذاركم بضرورة خلاص المبلغ المذكور في أجل أقصاه خمسة عشر يوما "
            f"من تاريخ البلوغ، وذلك بتحويله إلى حسابكم عدد {rib_s}. وفي صورة عدم الخلاص، سيتولى البنك القيام "
            f"بالتتبعات القضائية اللازمة طبق أحكام {D.d('الفصل 278 من مجلة الالتزامات والعقود')} والرجوع على "
            f"الكفيل المتضامن {title(gar, 'ar')} {D.name(gar, 'gf', 'ar')} صاحب بطاقة التعريف الوطنية عدد "
            f"{D.cin()} والقاطن بـ{D.address('ar')}.")
        D.p(f"للاستفسار يمكنكم الاتصال بالمكلف بالملف على الرقم {D.phone(ar=ard_)}.")
        D.p("والسلام", "رئيس مصلحة الاستخلاص", D.name(agent, "gf", "ar"))
    else:  # mixed docx
        D.h(f"{D.d(bank[1])} — MISE EN DEMEURE / إنذار بالدفع")
        y, m, d = D.ymd(False)
        D.p(f"Tunis, le {D.d(D.date_str('fr', y, m, d, 'd month yyyy'))} — "
            f"تونس في {D.d(D.date_str('ar', y, m, d, 'd tn yyyy'))}")
        rib_s, _ = D.rib(bank[2])
        D.t([["Rubrique / البيان", "Renseignement / المعطيات"],
             ["Débiteur", D.name(deb, "Fg")],
             ["المدين", D.name(deb, "gf", "ar")],
             ["CIN / ب.ت.و", D.cin()],
             ["Né(e) le / تاريخ الولادة", D.dob("fr")],
             ["Adresse / العنوان", D.address("fr")],
             ["GSM / الجوال", D.phone()],
             ["Compte / الحساب", rib_s],
             ["Dossier / الملف", loan],
             ["Montant dû / المبلغ المتخلد", D.amount("fr", 1000, 50000)]])
        D.p(f"Nous vous mettons en demeure de régler la somme ci-dessus sous quinze jours. À défaut, la banque "
            f"saisira le tribunal compétent et se retournera contre la caution, {title(gar, 'fr')} {D.name(gar, 'gF')}.")
        D.p(f"نطلب منكم تسوية وضعيتكم في أجل خمسة عشر يوما، وإلا فإن البنك سيلجأ إلى القضاء طبق "
            f"{D.d('الفصل 278 من مجلة الالتزامات والعقود')} ويرجع على الكفيل {D.name(gar, 'gf', 'ar')}.")
        D.p(f"Signé : {D.name(agent, 'gf')}, chargé de recouvrement")


def k_disciplinary_minutes(D):
    r, L = D.rng, D.lang
    comp = r.choice(COMPANIES)
    emp, pres, rep, drh = D.person("employee"), D.person("president"), D.person("staffrep"), D.person("hr")
    pv = D.ref(r.choice(["PV-CD/####/##", "CD n° ##/####"]))
    if L == "fr":
        D.h("PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL DE DISCIPLINE")
        D.p(f"Entreprise : {D.d(comp[0])}", f"{pv}")
        D.p(f"Le {D.ddate('fr')}, à dix heures, le conseil de discipline s'est réuni au siège social, conformément "
            f"à l'{D.d('article 38 de la convention collective cadre')}, pour statuer sur le cas du salarié "
            f"désigné ci-après.")
        D.t([["Membre", "Qualité", "Émargement"],
             [D.name(pres, "gF"), "Président (Directeur d'exploitation)", "signé"],
             [D.name(drh, "gf"), "Responsable des ressources humaines", "signé"],
             [D.name(rep, "Fg"), "Représentant du personnel", "signé"]])
        D.t([["Salarié concerné", ""],
             ["Nom et prénom", D.name(emp, "Fg")],
             ["Date de naissance", D.dob("fr")],
             ["N° CIN", D.cin()],
             ["Affiliation sécurité sociale", D.cnss()],
             ["Domicile", D.address("fr")],
             ["Fonction", "Technicien de maintenance — équipe de nuit"]])
        D.p(f"Il est reproché à {title(emp, 'fr')} {emp.f_lat.upper()} des absences injustifiées les "
            f"{D.ddate('fr', 'dd/mm/yyyy')} et {D.ddate('fr', 'dd/mm/yyyy')}, ainsi qu'un refus d'exécuter "
            f"les consignes de sécurité.")
        D.p(f"Entendu, l'intéressé explique qu'il est suivi pour {D.health('diag', 'fr')} et qu'il est sous "
            f"{D.health('treat', 'fr')} ; il remet un certificat établi par son médecin traitant.")
        D.p(f"Après délibération, le conseil prononce une mise à pied de trois jours, avec retenue de "
            f"{D.amount('fr', 90, 400)}, en application de l'{D.d('article 14 du règlement intérieur')}.")
        D.p(f"Fait en trois exemplaires. Le Président : {pres.lat('if')}")
    elif L == "ar":
        D.h("محضر جلسة مجلس التأديب")
        D.p(f"المؤسسة: {D.d(comp[1])}", f"عدد المحضر: {pv}")
        D.p(f"انعقد مجلس التأديب يوم {D.ddate('ar')} على الساعة العاشرة صباحا بمقر الشركة، وذلك طبقا لأحكام "
            f"{D.d('الفصل 38 من الاتفاقية المشتركة الإطارية')}، للنظر في الملف التأديبي للعامل المذكور أسفله.")
        D.t([["العضو", "الصفة"],
             [D.name(pres, "gf", "ar"), "رئيس المجلس"],
             [D.name(drh, "gf", "ar"), "مدير الموارد البشرية"],
             [D.name(rep, "gbf", "ar"), "ممثل العملة"]])
        ard_ = r.random() < 0.5
        D.t([["البيان", "المعطيات"],
             ["الاسم واللقب", D.name(emp, "gbf", "ar")],
             ["تاريخ الولادة", D.dob("ar", ar=ard_)],
             ["رقم بطاقة التعريف الوطنية", D.cin(ar=ard_)],
             ["المعرف لدى الصندوق الوطني للضمان الاجتماعي", D.cnss(ar=ard_)],
             ["العنوان", D.address("ar")],
             ["الهاتف", D.phone(ar=ard_)]])
        D.p(f"نُسب إلى العامل {emp.ar('g')} التغيب عن العمل دون مبرر وعدم احترام تعليمات السلامة. "
            f"وعند سماعه، أفاد أنه يعاني من {D.health('diag', 'ar')} وأنه يخضع إلى {D.health('treat', 'ar')}، "
            f"وقدم شهادة طبية في الغرض.")
        D.p(f"وبعد التداول، قرر المجلس توجيه إنذار كتابي مع اقتطاع مبلغ {D.amount('ar', 50, 300)} من الأجر، "
            f"عملا بـ{D.d('الفصل 14 من النظام الداخلي')}.")
        D.p("إمضاء الرئيس", pres.ar("gf"))
    else:  # mixed md
        D.h(f"PV du conseil de discipline — {D.d(comp[0])}")
        D.p(f"**Réf.** {pv} · **Date** {D.ddate('fr')}")
        D.t([["Membre", "Qualité"], [D.name(pres, "gf"), "Président"], [D.name(drh, "GF"), "DRH"],
             [D.name(rep, "gf"), "Délégué du personnel"]])
        D.h("Salarié / العامل")
        D.p(f"- Nom : {D.name(emp, 'gF')} ({D.name(emp, 'gf', 'ar')})",
            f"- Né le {D.dob('fr')} · CIN {D.cin()} · CNSS {D.cnss()}",
            f"- Adresse : {D.address('fr')}")
        D.h("Déclaration du salarié (transcrite en arabe)")
        D.p(f"> «أنا مريض بـ{D.health('diag', 'ar')} ونتبع في العلاج عند طبيب مختص، وهذا علاش تغيبت في "
            f"الأيام الأخيرة. عندي شهادة طبية ونطلب من المجلس يراعي حالتي الصحية.»")
        D.p(f"Le conseil prend acte et prononce un avertissement, conformément à l'"
            f"{D.d('article 14 du règlement intérieur')}. Le délégué {rep.lat('F')} demande que le dossier "
            f"médical reste confidentiel (loi organique n° {D.d('2004-63')}).")


def k_disability_card(D):
    r, L = D.rng, D.lang
    app, doc_, tut = D.person("applicant"), D.person("doctor"), D.person("tutor")
    if L == "fr":
        D.p(D.d("RÉPUBLIQUE TUNISIENNE"), D.d("Ministère des Affaires sociales"),
            "Direction régionale — Unité de promotion sociale", "")
        D.h("DEMANDE D'OBTENTION DE LA CARTE DE PERSONNE HANDICAPÉE")
        D.p(f"Dossier n° {D.ref('DH-####-####')} — déposé le {D.ddate('fr')}")
        D.p("1) Identité du demandeur")
        D.t([["Champ", "Réponse"],
             ["Nom, prénom", D.name(app, "Fg")],
             ["Nom en arabe", D.name(app, "gbf", "ar")],
             ["Date de naiss.", D.dob("fr")],
             ["Pièce d'identité (numéro)", D.cin(style="spaced")],
             ["Identifiant unique CNAM", D.cnss("/")],
             ["Adresse", D.address("fr")],
             ["Tél. (domicile / portable)", f"{D.phone('fixe', 'AA BBB CCC')} / {D.phone()}"]])
        D.p("2) Représentant légal / tuteur (si mineur ou majeur protégé)")
        D.p(f"{title(tut, 'fr', True)} {D.name(tut, 'gbf')}, CIN {D.cin()}, joignable au {D.phone()}.")
        D.p("3) Nature de la déficience (certificat médical joint)")
        D.p(f"Le médecin certifie que l'intéressé(e) est porteur/porteuse de : {D.health('dis', 'fr')} ; "
            f"étiologie : {D.health('diag', 'fr')} ; taux d'incapacité estimé à 80 %.")
        D.p(f"Médecin : Dr {D.name(doc_, 'gF')} — MF {D.taxid()}")
        D.p(f"Avantages demandés : exonération des frais de transport, {D.d('article 12 de la loi d’orientation n° 2005-83')}.")
        D.p("Signature du demandeur :", app.lat("if"))
    elif L == "ar":
        ard_ = r.random() < 0.6
        D.p(D.d("الجمهورية التونسية"), D.d("وزارة الشؤون الاجتماعية"), "الإدارة الجهوية للشؤون الاجتماعية", "")
        D.h("مطلب الحصول على بطاقة إعاقة")
        D.p(f"عدد الملف: {D.ref('####/##')}   تاريخ الإيداع: {D.ddate('ar', ar=ard_)}")
        D.p(f"أنا الممضي أسفله {D.name(app, 'gbf', 'ar')}، المولود(ة) بتاريخ {D.dob('ar', ar=ard_)}، "
            f"صاحب(ة) بطاقة التعريف الوطنية عدد {D.cin(ar=ard_)}، القاطن(ة) بـ{D.address('ar', ar=ard_)}، "
            f"الهاتف: {D.phone(ar=ard_)}.")
        D.p(f"أتقدم إلى سيادتكم بمطلبي هذا قصد الحصول على بطاقة إعاقة، وذلك لأني أعاني من {D.health('dis', 'ar')} "
            f"إثر إصابتي بـ{D.health('diag', 'ar')}، حسب الشهادة الطبية المسلمة من الدكتور {D.name(doc_, 'gf', 'ar')}.")
        D.p(f"المعرف الوحيد لدى الصندوق الوطني للتأمين على المرض: {D.cnss(ar=ard_)}")
        D.p(f"الولي أو المقدم: {D.name(tut, 'gf', 'ar')}، ب.ت.و {D.cin()}، الجوال {D.phone()}")
        D.p(f"المرجع القانوني: {D.d('القانون التوجيهي عدد 83 لسنة 2005')}", "الإمضاء")
    else:  # en md
        D.h(f"Intake form — {D.d('Association Tunisienne pour l’Inclusion')} disability support programme")
        D.p(f"Case ID: {D.ref('ATI-####-###')} · intake date {D.ddate('en')}")
        D.t([["Field", "Details"],
             ["Beneficiary", D.name(app, "gf")],
             ["Date of birth", D.dob("en")],
             ["National ID", D.cin()],
             ["CNAM number", D.cnss("-")],
             ["Home", D.address("en")],
             ["Phone", D.phone()],
             ["E-mail", D.email(app)],
             ["Condition", D.health("dis", "en")],
             ["Other diagnosis", D.health("diag", "en")]])
        D.p(f"Carer: {D.name(tut, 'gf')} (mobile {D.phone()}). Assessing physician: Dr {D.name(doc_, 'gf')}.")
        D.p(f"Requested support: wheelchair grant of {D.amount('en', 900, 3000)}, transport card.")


def k_account_closure(D):
    r, L = D.rng, D.lang
    bank, bank2 = r.sample(BANKS, 2)
    cl, adv = D.person("client"), D.person("advisor")
    if L == "fr":
        D.p(f"**{D.name(cl, 'gF')}**  ", f"{D.address('fr')}  ", f"Tél. : {D.phone()} — {D.email(cl)}", "")
        D.p(f"À l'attention de Monsieur le Directeur de l'agence {D.d(bank[0])}, {r.choice(CITIES)[0]}", "")
        rib_s, rib_d = D.rib(bank[2])
        D.h(f"Objet : demande de clôture du compte n° {rib_s}")
        D.p("Monsieur le Directeur,")
        D.p(f"Je soussigné(e) {D.name(cl, 'gbf')}, titulaire de la carte d'identité nationale n° {D.cin()} "
            f"délivrée à Tunis le {D.ddate('fr')}, vous prie de procéder à la clôture de mon compte courant "
            f"(IBAN {D.iban(rib_d)}) et à l'annulation de la carte bancaire n° {D.card()} qui y est rattachée.")
        D.p(f"Je vous remercie de virer le solde créditeur, après déduction des frais de clôture de "
            f"{D.amount('fr', 10, 40)}, sur mon compte ouvert à la {D.d(bank2[0])} sous le RIB "
            f"{D.rib(bank2[2])[0]}.")
        D.p("Veuillez agréer, Monsieur le Directeur, mes salutations distinguées.", "", f"*{cl.lat('gf')}*")
        D.p("---", "**Cadre réservé à la banque**")
        D.t([["Rubrique", "Valeur"],
             ["Date de réception", D.ddate("fr")],
             ["N° de la demande", D.ref("CLT-######")],
             ["Réf. opération de virement", D.wrong_rib(bank[2])],
             ["Solde à transférer", D.amount("fr", 100, 20000)],
             ["Chargé(e) de clientèle", D.name(adv, "if")]])
    elif L == "en":
        cl = D.person("client_foreign", foreign=True)
        country = r.choice(["FR", "DE", "IT"])
        D.p(D.name(cl, "gf"), D.address("en", wrap=True), f"Mobile: {D.phone(style='+216 AA BBB CCC')}",
            f"Email: {D.email(cl)}", "")
        D.p(f"{D.d(bank[0])}", "Customer Service — Non-resident accounts", "")
        D.p(f"Tunis, {D.ddate('en')}", "")
        rib_s, rib_d = D.rib(bank[2], style="bare")
        D.p(f"Re: closure of convertible-dinar account {rib_s}")
        D.p("Dear Sir or Madam,")
        D.p(f"My assignment in Tunisia ends this month. I, {cl.lat('gf')}, holder of passport no. "
            f"{D.passport(country)}, born {D.dob('en')}, kindly ask you to close the above account and to cancel "
            f"my debit card ending in {r.randint(1000, 9999)}.")
        D.p(f"Please transfer the remaining balance to my account in Europe:\nIBAN {D.iban_foreign(country)}")
        D.p(f"For the record, the account's IBAN is\n{D.iban(rib_d, 'groups', wrap=True)}")
        D.p(f"I understand that a closing fee of {D.amount('en', 10, 50)} applies under your tariff "
            f"{D.ref('TG-####')}. Transaction reference of my last transfer: {D.bad_card()}.")
        D.p("Yours faithfully,", "", cl.lat("g"))
    else:  # ar docx
        ard_ = r.random() < 0.5
        D.p(D.name(cl, "gbf", "ar"), D.address("ar"), f"الهاتف: {D.phone(ar=ard_)}")
        D.p(f"إلى السيد مدير فرع {D.d(bank[3])}")
        rib_s, rib_d = D.rib(bank[2])
        D.h("الموضوع: طلب غلق حساب بنكي")
        D.p("تحية طيبة وبعد،")
        D.p(f"أنا الممضي أسفله {cl.ar('gf')}، صاحب بطاقة التعريف الوطنية عدد {D.cin(ar=ard_)} والمولود في "
            f"{D.dob('ar', ar=ard_)}، أرجو منكم التفضل بغلق حسابي الجاري عدد {rib_s} وإلغاء البطاقة البنكية "
            f"عدد {D.card()} المرتبطة به، مع تحويل الرصيد المتبقي إلى حسابي لدى {D.d(bank2[3])} "
            f"(المعرف البنكي الدولي {D.iban(style='groups')}).")
        D.p(f"وأصرح بأني اطلعت على معلوم غلق الحساب المقدر بـ{D.amount('ar', 10, 40)}.", "مع الشكر",
            f"الإمضاء: {cl.ar('g')}")
        D.t([["خاص بالبنك", ""], ["تاريخ الاستلام", D.ddate("ar")], ["عدد المطلب", D.ref("GH-#####")],
             ["المكلف بالحريف", D.name(adv, "gf", "ar")], ["الرصيد", D.amount("ar", 100, 9000)]])


def k_cnrps_pension(D):
    r, L = D.rng, D.lang
    ret = D.person("retiree")
    sp = D.person("spouse", female=not ret.female)
    kid = D.relative("child", sp if ret.female else ret)
    RET, SP, KID = (1955, 1964), (1954, 1968), (1986, 2004)
    if L == "fr":
        D.h(D.d("Caisse Nationale de Retraite et de Prévoyance Sociale"))
        D.p("Demande de liquidation d'une pension de retraite (secteur public)",
            f"Dossier : {D.ref('RT/####/######')}    Reçu le {D.ddate('fr')}")
        D.p("I. L'AFFILIÉ")
        D.t([["Rubrique", "Renseignements"],
             ["Nom et prénom", D.name(ret, "Fgbf")],
             ["Date de naissance", D.dob("fr", yr=RET)],
             ["N° CIN", D.cin()],
             ["Identifiant unique CNRPS", D.cnss("")],
             ["Adresse de correspondance", D.address("fr")],
             ["Téléphone", D.phone()]])
        D.p("II. CARRIÈRE")
        D.t([["Employeur", "Grade", "Du", "Au"],
             [D.d("Office National de l'Assainissement"), "Ingénieur des travaux",
              D.ddate("fr", "dd/mm/yyyy", yr=(1982, 1990)), D.ddate("fr", "dd/mm/yyyy", yr=(1996, 2003))],
             [D.d("Ministère de l'Éducation"), "Professeur principal",
              D.ddate("fr", "dd/mm/yyyy", yr=(2004, 2008)), D.ddate("fr", "dd/mm/yyyy", yr=(2022, 2024))]])
        D.p("III. CONJOINT ET ENFANTS À CHARGE")
        D.t([["Nom", "Lien", "Date de naissance", "CIN"],
             [D.name(sp, "gf"), "conjoint(e)", D.dob("fr", "dd/mm/yyyy", yr=SP), D.cin()],
             [D.name(kid, "gf"), "enfant", D.dob("fr", "dd/mm/yyyy", yr=KID), "—"]])
        rib_s, _ = D.rib("17")
        D.p("IV. PAIEMENT", f"Compte CCP (La Poste) : {rib_s}")
        D.p("V. INVALIDITÉ", f"Handicap déclaré par l'affilié : {D.health('dis', 'fr')} ; pension d'invalidité demandée "
            f"au titre de la {D.d('loi n° 85-12 du 5 mars 1985')}.")
        D.p(f"Salaire de référence : {D.amount('fr', 900, 4000)}")
    elif L == "ar":
        ard_ = r.random() < 0.5
        D.p(D.d("الصندوق الوطني للتقاعد والحيطة الاجتماعية"), "")
        D.h("مطلب تصفية جراية تقاعد")
        D.p(f"عدد الملف: {D.ref('####/######')}")
        D.p(f"أنا المنخرط(ة) {D.name(ret, 'gbf', 'ar')}، المولود(ة) في {D.dob('ar', ar=ard_, yr=RET)}، صاحب(ة) بطاقة "
            f"التعريف الوطنية عدد {D.cin(ar=ard_)}، والمعرف الوحيد لدى الصندوق {D.cnss(' ', ar=ard_)}، أطلب "
            f"تصفية جراية التقاعد بعد بلوغي السن القانونية، علما أنني باشرت العمل بـ{D.d('وزارة الصحة')} منذ "
            f"{D.ddate('ar', yr=(1982, 1992))}.")
        D.p(f"عنواني: {D.address('ar')}", f"رقم الهاتف: {D.phone(ar=ard_)}")
        D.p(f"القرين: {D.name(sp, 'gf', 'ar')}، مولود(ة) في {D.dob('ar', yr=SP)}، ب.ت.و {D.cin()}")
        D.p(f"الابن(ة) المكفول(ة): {D.name(kid, 'gf', 'ar')}، مولود(ة) في {D.dob('ar', yr=KID)}، ويعاني من "
            f"{D.health('dis', 'ar')}، لذا أطلب إدراجه ضمن المنتفعين بالجراية بصفته ابنا معاقا.")
        rib_s, _ = D.rib("17")
        D.p(f"تحول الجراية إلى الحساب البريدي الجاري عدد {rib_s}.")
        D.p(f"مرجع: {D.d('القانون عدد 12 لسنة 1985')}، الأجر المرجعي {D.amount('ar', 900, 3500)}.", "الإمضاء")
    else:  # mixed md
        D.h("Dossier de pension — CNRPS / ملف جراية")
        D.p(f"Réf. : {D.ref('RT-####-####')} — {D.d('CNRPS')}")
        D.t([["Champ / البيان", "Valeur / المعطى"],
             ["Affilié(e)", D.name(ret, "gF")],
             ["المنخرط(ة)", D.name(ret, "gf", "ar")],
             ["Date de naissance / تاريخ الولادة", D.dob("fr", yr=RET)],
             ["CIN / ب.ت.و", D.cin()],
             ["Identifiant CNRPS", D.cnss("-")],
             ["Adresse / العنوان", D.address("ar")],
             ["IBAN", D.iban()]])
        D.p(f"Conjoint(e) : {D.name(sp, 'gf')}, {ne(sp)} le {D.dob('fr', yr=SP)}.")
        D.p(f"ملاحظة: المنخرط(ة) يخضع(تخضع) إلى {D.health('treat', 'ar')} بصفة منتظمة، ويطلب(تطلب) التعجيل "
            f"بصرف الجراية. Pension estimée : {D.amount('fr', 700, 2500)} par mois.")


def k_scholarship(D):
    r, L = D.rng, D.lang
    fa, mo = D.person("father", female=False), D.person("mother", female=True)
    st = D.relative("student", fa)
    YS = (2000, 2007)
    if L == "en":
        fnd = D.d("Fondation Carthage pour l’Excellence")
        D.h(f"Application form — {fnd} Scholarship 2025")
        D.p(f"Application ID: **{D.ref('SCH-2025-#####')}** · received {D.ddate('en')}")
        D.h("1. Applicant")
        D.t([["Field", "Answer"],
             ["Full name", D.name(st, "gf")],
             ["Date of birth", D.dob("en", yr=YS)],
             ["National ID card", D.cin()],
             ["Passport No.", D.passport()],
             ["Home address", D.address("en")],
             ["Mobile", D.phone()],
             ["Email", D.email(st)]])
        D.h("2. Parents / guardians")
        D.t([["Relation", "Name", "Occupation", "Mobile"],
             ["Father", D.name(fa, "gf"), "farmer", D.phone()],
             ["Mother", D.name(mo, "gf"), "nurse", D.phone()]])
        D.p(f"Household monthly income: {D.amount('en', 800, 3000)}")
        D.h("3. Academic record")
        D.p(f"Baccalauréat (Mathematics), session {D.d('June 2024')}, average {D.d('17.42/20')}.")
        D.h("4. Health and accommodations")
        D.p(f"I live with {D.health('dis', 'en')} and ask for extra time in written tests.")
        D.h("5. Bank details for disbursement")
        D.p(f"RIB (student account): {D.rib()[0]}")
        D.p(f"Signed: {st.lat('g')} {st.lat('F')}")
    elif L == "fr":
        D.h("FORMULAIRE DE CANDIDATURE — BOURSE D'ÉTUDES À L'ÉTRANGER")
        D.p(f"Organisme : {D.d('Office des Œuvres Universitaires pour le Nord')}", f"N° : {D.ref('BE/####/###')}")
        D.t([["Rubrique", "Renseignement"],
             ["NOM Prénom", D.name(st, "Fg")],
             ["Date & lieu de naissance", f"{D.dob('fr', yr=YS)} à {r.choice(CITIES)[0]}"],
             ["C.I.N.", D.cin()],
             ["Passeport", D.passport()],
             ["Adresse des parents", D.address("fr")],
             ["GSM", D.phone()],
             ["Courriel", D.email(st)],
             ["Père", D.name(fa, "gf")],
             ["Mère", D.name(mo, "gf")],
             ["Revenu annuel du foyer", D.amount("fr", 6000, 40000)]])
        D.p(f"Situation particulière : l'étudiant(e) est suivi(e) pour {D.health('diag', 'fr')} (certificat joint).")
        D.p(f"Établissement d'accueil : {D.d('Université de Lyon')} — master en génie civil.")
        D.p(f"Compte pour le versement : {D.rib()[0]}")
        D.p(f"Fait à Tunis, le {D.ddate('fr')}.  Signature : {st.lat('if')}")
    else:  # mixed txt
        D.p("BOURSE D'EXCELLENCE — منحة التميز", f"Dossier n° {D.ref('EX-####-###')}", "")
        D.p(f"Candidat(e) : {D.name(st, 'GF')}", f"المترشح(ة): {D.name(st, 'gf', 'ar')}",
            f"Né(e) le : {D.dob('fr', yr=YS)}", f"CIN: {D.cin()}", f"Adresse : {D.address('fr')}",
            f"Tél : {D.phone()}    Email : {D.email(st)}", "")
        D.p(f"Parent / الولي : {D.name(fa, 'gbf')} — {D.phone()}")
        D.p("تصريح على الشرف:")
        D.p(f"أصرح على شرفي بأن المعطيات المذكورة أعلاه صحيحة، وأن دخل العائلة الشهري لا يتجاوز "
            f"{D.amount('ar', 500, 1500)}، وأنني أتابع علاجا منتظما بسبب {D.health('diag', 'ar')}.")
        D.p(f"Moyenne du baccalauréat : {D.d('16,85')}", f"Fait le {D.ddate('fr')}")


def k_faridha(D):
    r, L = D.rng, D.lang
    dec = D.person("deceased", female=False)
    wife = D.person("widow", female=True)
    son1, son2 = D.relative("son1", dec, female=False), D.relative("son2", dec, female=False)
    dau = D.relative("daughter", dec, female=True)
    OLD, WIFE, KID = (1932, 1955), (1938, 1962), (1958, 1992)
    n1, n2 = D.person("notary1", female=False), D.person("notary2", female=False)
    ard_ = r.random() < 0.6
    if L == "ar" and D.fmt == "txt":
        D.p(D.d("الجمهورية التونسية"), "عدول الإشهاد بدائرة محكمة الناحية", "")
        D.h("حجة فريضة")
        D.p(f"عدد: {D.ref('###/####')}  {D.d(f'دفتر {r.randint(2, 40)} صحيفة {r.randint(100, 300)}')}")
        D.p("الحمد لله وحده،")
        D.p(f"لدى عدلي الإشهاد {D.name(n1, 'gf', 'ar')} و{D.name(n2, 'gf', 'ar')}، حضر "
            f"{D.name(son1, 'gbf', 'ar')}، المولود بتاريخ {D.dob('ar', 'dd/mm/yyyy', ar=ard_, yr=KID)}، صاحب بطاقة التعريف "
            f"الوطنية عدد {D.cin(ar=ard_)}، القاطن بـ{D.address('ar', ar=ard_)}، وأشهد بأن مورثه المرحوم "
            f"{D.name(dec, 'gbf', 'ar')} المولود في {D.dob('ar', 'd tn yyyy', yr=OLD)}، صاحب بطاقة التعريف عدد "
            f"{D.cin(ar=ard_)}، توفي إلى رحمة الله بتاريخ {D.ddate('ar', ar=ard_)}، وانحصر إرثه في:")
        D.p(f"- زوجته {D.name(wife, 'gf', 'ar')}، ب.ت.و {D.cin(ar=ard_)}؛",
            f"- ابنيه {son1.ar('g')} المذكور، و{D.name(son2, 'gf', 'ar')} المولود في {D.dob('ar', ar=ard_, yr=KID)}؛",
            f"- ابنته {D.name(dau, 'gf', 'ar')} المولودة في {D.dob('ar', 'd msa yyyy', yr=KID)} والتي تعاني من "
            f"{D.health('dis', 'ar')} وهي في كفالة أخيها.")
        D.p(f"وتقسم التركة على أربعين سهما: للزوجة الثمن خمسة أسهم، ولكل ابن أربعة عشر سهما، وللبنت سبعة أسهم، "
            f"طبق أحكام {D.d('الفصل 85 من مجلة الأحوال الشخصية')} وما بعده.")
        D.p(f"ومن مخلفاته العقار المسجل بالرسم العقاري عدد {D.ref('#####')} {r.choice(CITIES)[1]}، "
            f"وحساب بنكي عدد {D.rib(ar=ard_)[0]}، ومبلغ {D.amount('ar', 2000, 90000)}.")
        D.p("وبه شهد، وشهد عليه بما ذكر وهو بحال الصحة والجواز.", f"حرر في {D.ddate('ar')}")
    elif L == "ar":  # docx with table
        D.h("حجة فريضة وتقسيم المناب")
        D.p(f"عدد {D.ref('####/##')} — {D.d('محكمة الناحية بأريانة')}")
        D.p(f"بعد وفاة المرحوم {D.name(dec, 'gbf', 'ar')}، المولود في {D.dob('ar', ar=ard_, yr=OLD)}، صاحب بطاقة "
            f"التعريف الوطنية عدد {D.cin(ar=ard_)}، وآخر عنوان له {D.address('ar')}، المتوفى بتاريخ {D.ddate('ar')}، "
            f"انحصر إرثه في الورثة المذكورين بالجدول التالي:")
        D.t([["الوارث", "الصلة", "ب.ت.و", "تاريخ الولادة", "المناب"],
             [D.name(wife, "gf", "ar"), "زوجة", D.cin(ar=ard_), D.dob("ar", ar=ard_, yr=WIFE), "الثمن"],
             [D.name(son1, "gbf", "ar"), "ابن", D.cin(ar=ard_), D.dob("ar", ar=ard_, yr=KID), "14/40"],
             [D.name(son2, "gf", "ar"), "ابن", D.cin(ar=ard_), D.dob("ar", ar=ard_, yr=KID), "14/40"],
             [D.name(dau, "gf", "ar"), "بنت", D.cin(ar=ard_), D.dob("ar", ar=ard_, yr=KID), "7/40"]])
        D.p(f"وذلك طبق {D.d('الفصل 85 من مجلة الأحوال الشخصية')}. رقم هاتف الوارث المكلف بالإجراءات: "
            f"{D.phone(ar=ard_)}.")
        D.p(f"العدلان: {D.name(n1, 'gf', 'ar')} — {D.name(n2, 'gf', 'ar')}")
    else:  # mixed md: deed + certified translation
        D.h("حجة فريضة — Acte de dévolution successorale (Frédha)")
        D.p(f"عدد {D.ref('###/####')}")
        by, bm, bd = D.ymd(True, OLD)
        D.p(f"توفي المرحوم {D.name(dec, 'gbf', 'ar')} بتاريخ {D.ddate('ar')}، وهو مولود في {D.s('DOB', D.date_str('ar', by, bm, bd, 'dd/mm/yyyy'))}، "
            f"وانحصر إرثه في زوجته {D.name(wife, 'gf', 'ar')} وابنيه {D.name(son1, 'g', 'ar')} و"
            f"{D.name(son2, 'g', 'ar')} وابنته {D.name(dau, 'g', 'ar')}، طبق "
            f"{D.d('الفصل 85 من مجلة الأحوال الشخصية')}.")
        D.h("Traduction certifiée conforme")
        tr = D.person("translator")
        D.p(f"Le défunt **{D.name(dec, 'gbf')}**, {ne(dec)} le {D.s('DOB', D.date_str('fr', by, bm, bd, 'd month yyyy'))}, titulaire de la CIN "
            f"{D.cin()}, domicilié {D.address('fr')}, a laissé pour héritiers :")
        D.t([["Héritier", "Lien", "Quote-part"],
             [D.name(wife, "gF"), "épouse", "1/8"], [D.name(son1, "gbf"), "fils", "14/40"],
             [D.name(son2, "gbf"), "fils", "14/40"], [D.name(dau, "gbf"), "fille", "7/40"]])
        D.p(f"Traduit par {D.name(tr, 'gf')}, traducteur assermenté, le {D.ddate('fr')}. "
            f"Honoraires : {D.amount('fr', 40, 200)}.")


def k_support_chat(D):
    r, L = D.rng, D.lang
    cu, ag = D.person("customer"), D.person("agentchat")
    op = r.choice(OPERATORS)
    ticket = D.ref("INC-######") if L != "fr" else ""
    y, mo, day = 2024 + r.randint(0, 1), r.randint(1, 12), r.randint(1, 28)
    h = [r.randint(8, 17), r.randint(0, 50)]

    def ts():
        h[1] += r.randint(1, 4)
        return f"{y}-{mo:02d}-{day:02d} {h[0] + h[1] // 60:02d}:{h[1] % 60:02d}:{r.randint(0, 59):02d}"
    if L == "mixed":
        D.p(f"=== Export conversation — {D.d(op)} — ticket {ticket} ===", "")
        ph = D.phone(style="AABBBCCC")
        D.p(f"[{ts()}] Bot: Bienvenue ! مرحبا بيك في خدمة الحرفاء. Tapez 1 facture, 2 internet, 3 autre.",
            f"[{ts()}] Client: 1",
            f"[{ts()}] Client: salam, 3andi mochkla fel facture mta3 el ligne {ph}, jetni {D.amount('fr', 80, 400)} !!",
            f"[{ts()}] Bot: Pour vérifier votre identité, indiquez votre CIN et votre date de naissance.",
            f"[{ts()}] Client: {D.cin()} w mawloud {D.dob('fr', 'dd/mm/yyyy')}",
            f"[{ts()}] Agent {D.name(ag, 'g')}: عسلامة {'مدام' if cu.female else 'سي'} {cu.ar('g')}، معاك "
            f"{D.name(ag, 'g', 'ar')}. شفت الفاتورة، فيها خدمة {D.d('Pass Roaming Europe 5 Go')} مفعلة.",
            f"[{ts()}] Client: ma fa3altha chay ena. ismi {D.name(cu, 'gf')}, ab3athli 3al mail {D.email(cu)}",
            f"[{ts()}] Agent {ag.lat('g')}: باهي، باش نرجعلك الفلوس لازم الـRIB متاعك.",
            f"[{ts()}] Client: {D.rib()[0]}",
            f"[{ts()}] Client: w raw ena fel sbitar, 3andi {D.health('diag', 'fr')}, matnajjamch nji lel agence",
            f"[{ts()}] Agent {ag.lat('g')}: ربي يشفيك. تم فتح طلب استرجاع عدد {D.ref('RMB-#####')}.",
            f"[{ts()}] Bot: Merci ! Évaluez notre service de 1 à 5.")
        D.p("", f"Conversation archivée — {D.name(cu, 'gf', 'ar')} — {D.ddate('fr')}")
    elif L == "fr":
        bank = r.choice(BANKS)
        D.p(f"Historique SMS — expéditeur {D.d(bank[1])}", "")
        card = D.card("sp")
        day = D.ddate('fr', 'dd/mm/yyyy')
        D.p(f"{day} 08:12 — {D.d(bank[1])}: Cher client, votre carte n° {card} a été "
            f"débitée de {D.amount('fr', 20, 900)} chez {D.d('MONOPRIX LAC 2')}.",
            f"{day} 08:15 — Vous: C'est pas moi !! bloquez la carte svp. "
            f"Je suis {D.name(cu, 'GF')} CIN {D.cin()}",
            f"… — {D.d(bank[1])}: Votre demande d'opposition {D.ref('OPP#######')} est enregistrée. "
            f"Un conseiller vous rappellera au {D.phone(style='+216 AA BBB CCC')}.",
            f"… — Vous: ok. mon autre numéro c'est le {D.phone(style='AA.BBB.CCC')}, je suis en congé maladie "
            f"({D.health('diag', 'fr')})",
            f"… — {D.d(bank[1])}: Bonjour {cu.lat('g')}, ici {D.name(ag, 'gf')}. Votre nouvelle carte sera "
            f"envoyée au {D.address('fr')}. Date de naissance pour confirmer ?",
            f"… — Vous: {D.dob('fr')}",
            f"… — {D.d(bank[1])}: Merci. Frais de remplacement : {D.amount('fr', 10, 30)}. Réf. transaction "
            f"suspecte : {D.bad_card()}.")
    else:  # en csv
        D.t([["timestamp", "channel", "author", "message"],
             [ts(), "webchat", "bot", f"Hi! I'm the {D.d(op)} virtual assistant. How can I help?"],
             [ts(), "webchat", "customer", "my fibre has been down for 3 days"],
             [ts(), "webchat", "bot", "Please share the number of the line and the account holder's full name."],
             [ts(), "webchat", "customer", f"{D.phone(style='+216AABBBCCC')} - account is under {D.name(cu, 'gf')}"],
             [ts(), "webchat", "bot", "Thanks. For security, your date of birth?"],
             [ts(), "webchat", "customer", f"{D.dob('en')}"],
             [ts(), "webchat", f"agent:{D.name(ag, 'g')}", f"Hello {cu.lat('g')}, a technician will visit "
                                                      f"{D.address('en')} on {D.ddate('en')}."],
             [ts(), "webchat", "customer", f"I have a disability ({D.health('dis', 'en')}), he should call "
                                           f"{D.phone(style='AA BBB CCC')} when downstairs"],
             [ts(), "webchat", f"agent:{ag.lat('g')}", f"Noted. Ticket {ticket}, modem {D.d('ZXHN-F670L')}."],
             [ts(), "webchat", "customer", f"send the report to {D.email(cu)} pls"]])


def k_club_membership(D):
    r, L = D.rng, D.lang
    club = r.choice(["Club Olympique de Carthage", "Gym Atlas Fitness", "Tennis Club El Menzah", "Aqua Sport Sousse"])
    if L == "fr":
        m, em = D.person("member"), D.person("emergency")
        D.h(f"{D.d(club)} — FICHE D'ADHÉSION")
        D.p(f"Saison {D.d('2024/2025')} — Formule {D.d('GOLD-12')} (12 mois, accès illimité)")
        D.t([["Rubrique", "À remplir par l'adhérent"],
             ["Nom & prénom", D.name(m, "Fg")],
             ["Né(e) le", D.dob("fr")],
             ["CIN / passeport", D.cin()],
             ["Adresse", D.address("fr")],
             ["GSM", D.phone()],
             ["E-mail", D.email(m)],
             ["Véhicule (badge parking)", D.plate("fr")],
             ["Personne à prévenir", f"{D.name(em, 'gf')} — {D.phone()}"]])
        D.p("QUESTIONNAIRE DE SANTÉ (confidentiel)")
        D.t([["Question", "Réponse"],
             ["Souffrez-vous d'une maladie chronique ?", f"Oui : {D.health('diag', 'fr')}"],
             ["Traitement en cours ?", D.health("treat", "fr")],
             ["Contre-indication médicale au sport ?", "Non"]])
        D.p(f"Montant réglé : {D.amount('fr', 300, 1500)} par carte n° {D.card()}.",
            f"L'adhérent reconnaît avoir pris connaissance de l'{D.d('article 4 du règlement intérieur')}.",
            f"Fait le {D.ddate('fr')} — Signature")
    elif L == "en":
        rows = [["member_id", "full_name", "date_of_birth", "mobile", "email", "car_plate", "medical_notes", "plan"]]
        for i in range(6):
            m = D.person(f"m{i}")
            rows.append([D.ref("M-####"), D.name(m, r.choice(["gf", "GF", "Fg"])), D.dob("en", "yyyy-mm-dd"),
                         D.phone(style=r.choice(["+216 AA BBB CCC", "AABBBCCC"])), D.email(m),
                         D.plate("en", r.choice(["tu", "glued", "ar"])) if i % 2 == 0 else "",
                         D.health("diag", "en") if i in (1, 4) else "none",
                         D.d(r.choice(["SILVER-6", "FAMILY-12", "STUDENT-3"]))])
        D.t(rows)
    else:  # mixed txt
        m, em = D.person("member"), D.person("emergency")
        D.p(f"{D.d(club)} / نادي رياضي", "استمارة انخراط — Formulaire d'inscription", "")
        D.p(f"الاسم واللقب : {D.name(m, 'gf', 'ar')}", f"Nom (lettres latines) : {D.name(m, 'Fg')}",
            f"تاريخ الولادة / Date de naissance : {D.dob('ar', 'dd/mm/yyyy')}",
            f"ب.ت.و : {D.cin()}", f"العنوان : {D.address('ar')}", f"الجوال : {D.phone()}",
            f"Plaque véhicule : {D.plate('ar')}", "")
        D.p(f"في حالة الطوارئ يرجى الاتصال بـ {D.name(em, 'gf', 'ar')} على الرقم {D.phone()}")
        D.p(f"الحالة الصحية: أعاني من {D.health('diag', 'ar')} ولدي ترخيص طبي لممارسة السباحة.")
        D.p(f"Abonnement : {D.d('AQUA-PLUS 6 mois')} — {D.amount('fr', 200, 900)} — reçu n° {D.ref('R######')}")


def k_id_renewal(D):
    r, L = D.rng, D.lang
    fa = D.person("father", female=False)
    mo = D.person("mother", female=True)
    ap = D.relative("applicant", fa)
    if L == "ar":
        ard_ = r.random() < 0.5
        D.h("مطلب تجديد بطاقة التعريف الوطنية")
        D.p(f"**{D.d('وزارة الداخلية')}** — {D.d('الإدارة الفرعية للهوية')}")
        D.p(f"عدد الوصل: {D.ref('#######')} — تاريخ الإيداع: {D.ddate('ar', ar=ard_)}")
        D.t([["الخانة", "المعطيات"],
             ["عدد البطاقة القديمة", D.cin(ar=ard_)],
             ["الاسم", ap.ar("g")],
             ["اللقب", ap.ar("f")],
             ["الاسم واللقب كاملا", D.name(ap, "gbf", "ar")],
             ["الاسم واللقب بالأحرف اللاتينية", D.name(ap, "GF")],
             ["اسم الأب", D.name(fa, "gf", "ar")],
             ["اسم الأم ولقبها", D.name(mo, "gf", "ar")],
             ["تاريخ ومكان الولادة", f"{D.dob('ar', ar=ard_)} — {r.choice(CITIES)[1]}"],
             ["العنوان الحالي", D.address("ar", ar=ard_)],
             ["المهنة", r.choice(["موظف", "تاجر", "عامل يومي", "متقاعد", "بدون"])],
             ["الهاتف", D.phone(ar=ard_)]])
        D.p(f"سبب التجديد: ضياع البطاقة حسب شهادة التصريح بالضياع عدد {D.ref('####/##')}.",
            f"معلوم الطابع الجبائي: {D.amount('ar', 25, 25)}.",
            f"ملاحظة: صاحب المطلب من ذوي الإعاقة ({D.health('dis', 'ar')}) ويعفى من أخذ البصمات.")
    elif L == "fr":
        D.h("DEMANDE DE RENOUVELLEMENT DE LA CARTE D'IDENTITÉ NATIONALE")
        D.p(f"Poste de police : {D.d('District de la Sûreté nationale de La Marsa')}")
        D.t([["Case", "Saisie"],
             ["N° de l'ancienne carte", D.cin()],
             ["Nom", ap.lat("F")],
             ["Prénom", ap.lat("g")],
             ["Nom complet", D.name(ap, "gbf")],
             ["Nom du père", D.name(fa, "gf")],
             ["Nom et prénom de la mère", D.name(mo, "gF")],
             ["Date de naissance", D.dob("fr")],
             ["Adresse", D.address("fr")],
             ["Téléphone", D.phone()],
             ["E-mail", D.email(ap)]])
        D.p(f"Motif : détérioration. Timbre fiscal de {D.amount('fr', 25, 25)} joint. Quittance {D.ref('Q-#######')}.")
        D.p(f"Observation de l'agent : le demandeur (handicap : {D.health('dis', 'fr')}) a été dispensé de la "
            f"prise d'empreintes de la main droite.", f"Date : {D.ddate('fr')}")
    else:  # mixed txt
        D.p("الجمهورية التونسية — وزارة الداخلية", "Demande de carte d'identité / مطلب بطاقة تعريف", "")
        D.p(f"Ancien n° / العدد القديم : {D.cin()}",
            f"Nom et prénom : {D.name(ap, 'Fgbf')}",
            f"الاسم واللقب : {D.name(ap, 'gbf', 'ar')}",
            f"Fils/fille de : {D.name(fa, 'gf')} et de {D.name(mo, 'gf')}",
            f"Né(e) le / تاريخ الولادة : {D.dob('fr', 'd month yyyy')}",
            f"Domicile / العنوان : {D.address('fr')}",
            f"Tél / الهاتف : {D.phone()}", "")
        D.p(f"Le demandeur est accompagné de son tuteur (situation de handicap : {D.health('dis', 'fr')}).",
            f"Frais : {D.amount('fr', 25, 25)} — dossier {D.ref('CIN-####-#####')} — {D.ddate('fr')}")


def k_visit_sheet(D):
    r, L = D.rng, D.lang
    agent = D.person("agentimmo")
    agency = D.d(r.choice(["Agence Immobilière Les Berges", "Immo Carthage Conseil", "Dar El Kheir Immobilier"]))
    n = 6
    if L in ("fr", "mixed"):
        hdr = (["date_visite", "heure", "ref_bien", "secteur", "code_postal", "prospect", "telephone", "email",
                "piece_identite", "budget", "commentaire", "agent"] if L == "fr" else
               ["التاريخ", "heure", "réf. bien", "المنطقة", "CP", "الحريف", "الهاتف", "email", "ب.ت.و",
                "budget", "ملاحظات", "agent"])
        rows = [hdr]
        secteurs = [("Les Berges du Lac 2", "1053"), ("Ennasr 2", "2037"), ("La Soukra", "2036"),
                    ("Menzah 9", "1013"), ("Sahloul", "4054"), ("Mrezga", "8058")]
        for i in range(n):
            p = D.person(f"prospect{i}")
            sec = r.choice(secteurs)
            comment = ""
            k = i % 4
            if k == 0:
                comment = (f"vient en voiture {D.plate('fr', r.choice(['tu', 'ar']))}" if L == "fr"
                           else f"جاء بسيارة {D.plate('ar', 'ar')}")
            elif k == 1:
                comment = (f"accessibilité requise ({D.health('dis', 'fr')}) — RDC impératif" if L == "fr"
                           else f"يحتاج طابق أرضي بسبب {D.health('dis', 'ar')}")
            elif k == 2:
                comment = "rappeler après 18h" if L == "fr" else "يفضل الاتصال مساء"
            else:
                comment = f"offre à {D.amount('fr', 150000, 600000)}"
            name = D.name(p, "gF") if L == "fr" else D.name(p, "gf", "ar" if i % 2 == 0 else "lat")
            rows.append([D.ddate("fr", "dd/mm/yyyy"), f"{r.randint(9, 18)}h{r.choice(['00', '30'])}",
                         D.ref("VT-####"), sec[0], D.d(sec[1]), name,
                         D.phone(style=r.choice(["AA BBB CCC", "AABBBCCC", "+216 AA BBB CCC"])),
                         D.email(p) if i % 3 != 2 else "",
                         D.cin() if i % 2 == 0 else "", D.d(f"{r.randint(15, 90) * 10} mDT"), comment,
                         agent.lat("g")])
        D.p(f"{agency} — {'export des visites' if L == 'fr' else 'سجل الزيارات'} — agent {agent.lat('gF')}")
        D.name(agent, "gF")
        D.t(rows)
    else:  # en md
        D.h(f"{agency} — weekly viewing log")
        D.p(f"Prepared by {D.name(agent, 'gf')} on {D.ddate('en')}.")
        rows = [["Date", "Property", "Postcode", "Visitor", "Contact", "Notes"]]
        for i in range(5):
            p = D.person(f"prospect{i}", foreign=(i == 3))
            note = [lambda: f"parked {D.plate('en', 'tu')}", lambda: f"needs lift — {D.health('dis', 'en')}",
                    lambda: "second visit", lambda: f"passport {D.passport('FR')}",
                    lambda: f"budget {D.amount('en', 900, 3000)} / month"][i]()
            rows.append([D.ddate("en", "d Mon yyyy"), D.ref("PR-###"), D.d(r.choice(["1053", "2078", "2045"])),
                         D.name(p, "gf"), D.phone(style="+216 AA BBB CCC") if i % 2 else D.email(p), note])
        D.t(rows)
        D.p(f"Commission: {D.d('one month of rent + 19% VAT')}.")


def k_visa_invitation(D):
    r, L = D.rng, D.lang
    if L == "en" and D.fmt == "txt":
        host = D.person("host", foreign=True)
        guest = D.person("guest")
        D.p(D.name(host, "gf"), D.s("ADDRESS", f"{r.randint(2, 90)} Kestrel Lane, Flat {r.randint(1, 9)}, Leeds LS6 3AB, "
                                             f"United Kingdom"), "")
        D.p(f"Visa Section, {D.d('British Embassy Tunis')}", "", f"Leeds, {D.ddate('en')}", "")
        D.p(f"Re: letter of invitation for {D.name(guest, 'gF')}")
        D.p("Dear Entry Clearance Officer,")
        born, pas = D.dob('en'), D.passport()
        arr, dep = D.stay('en', 'd Month yyyy')
        D.p(f"I am writing to invite my friend {guest.lat('gf')}, a Tunisian national born on {born}, "
            f"holder of passport number {pas}, to visit me in Leeds from {arr} to {dep}.")
        D.p(f"{guest.lat('g')} lives at {D.address('en')} and can be reached on {D.phone()} or at "
            f"{D.email(guest)}. During the stay I will provide accommodation and cover living costs; a return "
            f"ticket has been booked under reference {D.ref('@@@@@@')} for {D.amount('en', 900, 2000)}.")
        D.p(f"I am a British citizen (passport no. {D.s('PASSPORT', str(r.randint(500000000, 599999999)))}), "
            f"employed by {D.d('Yorkshire Water')}.")
        D.p("Yours faithfully,", "", host.lat("gf"), f"Tel. {D.s('PHONE', f'+44 7700 {r.randint(900000, 900999)}')}")
    elif L == "fr":
        host = D.person("host")
        guest = D.person("guest")
        D.p(f"{D.name(host, 'gF')}", f"{D.s('ADDRESS', f'{r.randint(2, 90)}, rue des Tanneurs, 69007 Lyon, France')}",
            f"Tél. : {D.s('PHONE', '+33 6 ' + ' '.join(f'{r.randint(10, 99)}' for _ in range(4)))}")
        D.p(f"À l'attention du {D.d('Consulat général de France à Tunis')} — Service des visas")
        D.h("LETTRE D'INVITATION")
        D.p(f"Je soussigné(e) {host.lat('gf')}, {ne(host)} le {D.dob('fr')}, de nationalité française, titulaire "
            f"du passeport n° {D.passport('FR')}, demeurant à l'adresse ci-dessus, déclare inviter à mon domicile "
            f"{title(guest, 'fr')} {D.name(guest, 'gbf')}, {ne(guest)} le {D.dob('fr')}, de nationalité tunisienne, "
            f"passeport n° {D.passport()}, CIN {D.cin()}, demeurant {D.address('fr')}.")
        arr, dep = D.stay("fr", "dd/mm/yyyy")
        D.t([["Séjour", "Détail"], ["Arrivée", arr], ["Départ", dep],
             ["Attestation d'accueil", D.ref("AA-######")], ["Lien", "cousin(e)"]])
        D.p(f"Mon invité(e) est sous {D.health('treat', 'fr')} ; je prends en charge ses frais médicaux éventuels.")
        D.p(f"Fait à Lyon, le {D.ddate('fr')}", "Signature", host.lat("if"))
    else:  # en docx, Tunisian company inviting a foreign partner
        ceo = D.person("ceo")
        guest = D.person("guest", foreign=True)
        comp, dom = r.choice([("Carthage Câbles Industries", "carthage-cables.com.tn"),
                              ("Atlas Logistique SA", "atlas-logistique.com.tn"),
                              ("Sahel Agro-Conserves", "sahel-agro.tn")])
        D.h(f"{D.d(comp)}")
        D.p(f"To: the {D.d('Embassy of Tunisia in Berlin')}, consular section", f"Tunis, {D.ddate('en')}")
        D.h("Visa support letter")
        D.t([["Invitee", ""], ["Name", D.name(guest, "GF")], ["Date of birth", D.dob("en")],
             ["Passport", D.passport("DE")], ["Nationality", "German"], ["Mobile", D.s("PHONE", f"+49 151 {r.randint(1000000, 9999999)}")]])
        D.p(f"{guest.lat('g')} {guest.lat('f')} will attend a technical audit at our premises from {D.ddate('en')} "
            f"for five days. Hotel booking {D.ref('HB-#####')}; all costs (estimated {D.amount('en', 1000, 4000)}) "
            f"are borne by the company.")
        D.p(f"Contact in Tunisia: {D.name(ceo, 'gf')}, managing director, mobile {D.phone()}, e-mail "
            f"{D.email(ceo, dom)}.")
        D.p(f"Note: {guest.lat('g')} has {D.health('diag', 'en')}; please allow carry-on medication.")


def k_police_complaint(D):
    r, L = D.rng, D.lang
    comp, off, susp = D.person("complainant"), D.person("officer"), D.person("suspect")
    city = r.choice(CITIES)
    if L == "ar":
        ard_ = r.random() < 0.5
        D.p(D.d("الجمهورية التونسية"), D.d("وزارة الداخلية"), D.d("الإدارة العامة للأمن الوطني"),
            f"مركز الأمن الوطني بـ{city[1]}", "")
        D.h(f"محضر سماع {'شاكية' if comp.female else 'شاك'}")
        D.p(f"عدد: {D.ref('####/##')}")
        if D.fmt == "docx":
            D.t([["الهوية", ""], ["الاسم واللقب", D.name(comp, "gbf", "ar")], ["تاريخ الولادة", D.dob("ar", ar=ard_)],
                 ["ب.ت.و", D.cin(ar=ard_)], ["المهنة", "عامل يومي"], ["العنوان", D.address("ar", ar=ard_)],
                 ["الهاتف", D.phone(ar=ard_)]])
            intro = f"تقدم إلينا المذكور أعلاه {comp.ar('gf')}"
        else:
            intro = (f"تقدم إلينا المدعو(ة) {D.name(comp, 'gbf', 'ar')}، المولود(ة) في {D.dob('ar', ar=ard_)} "
                     f"بـ{city[1]}، صاحب(ة) بطاقة التعريف الوطنية عدد {D.cin(ar=ard_)}، القاطن(ة) بـ"
                     f"{D.address('ar', ar=ard_)}، رقم الهاتف {D.phone(ar=ard_)}")
        D.p(f"في يوم {D.ddate('ar', ar=ard_)} على الساعة العاشرة صباحا، ونحن {D.name(off, 'gf', 'ar')}، "
            f"ضابط الشرطة العدلية بالمركز المذكور، {intro}، وبعد التعرف على هويته صرح بما يلي:")
        D.p(f"«بينما كنت مارا بالقرب من السوق المركزية، اعترضني المدعو {D.name(susp, 'gf', 'ar')} وطلب مني "
            f"مبلغا من المال، وعندما رفضت اعتدى علي بالعنف مما تسبب لي في {D.health('injury', 'ar')}، وقد استظهرت "
            f"بشهادة طبية أولية تقر براحة مدتها خمسة عشر يوما. كما استولى على هاتفي الجوال وعلى مبلغ "
            f"{D.amount('ar', 50, 900)}، ثم فر على متن سيارة تحمل لوحة منجمية عدد {D.plate('ar')}.»")
        D.p(f"وقد تم تحرير هذا المحضر طبق أحكام {D.d('الفصل 218 من المجلة الجزائية')}، وبعد تلاوته عليه أمضاه معنا.",
            "إمضاء الشاكي                     إمضاء الباحث", f"{comp.ar('g')}                     {off.ar('f')}")
    else:  # fr txt: receipt for a foreign tourist
        comp = D.person("complainant_f", foreign=True)
        D.p(D.d("RÉPUBLIQUE TUNISIENNE"), D.d("Ministère de l'Intérieur"),
            f"Poste de police touristique — {r.choice(['Hammamet', 'Sousse', 'Djerba'])}", "")
        D.h("RÉCÉPISSÉ DE DÉPÔT DE PLAINTE")
        D.p(f"PV n° {D.ref('####/##')} du {D.ddate('fr')}")
        D.p(f"Plaignant(e) : {D.name(comp, 'Fg')}, {ne(comp)} le {D.dob('fr')}, de nationalité italienne, "
            f"passeport n° {D.passport('IT')}, résidant à l'hôtel {D.d('Royal Kenz')}, chambre 214, "
            f"joignable au {D.s('PHONE', '+39 3' + str(r.randint(10, 49)) + ' ' + str(r.randint(1000000, 9999999)))}.")
        D.p(f"Objet : vol à l'arraché d'un sac contenant la carte bancaire n° {D.card()} et une somme de "
            f"{D.amount('fr', 100, 1500, 'euros')}. Le suspect serait reparti à bord d'un scooter puis d'une voiture "
            f"immatriculée {D.plate('fr', r.choice(['tu', 'ar']))}.")
        D.p(f"La victime déclare être suivie pour {D.health('diag', 'fr')} et avoir perdu ses médicaments.")
        D.p(f"Agent verbalisateur : {D.name(off, 'gF')}, brigadier.",
            f"Références légales : {D.d('article 264 du Code pénal')}.")


def k_dental_invoice(D):
    r, L = D.rng, D.lang
    dent, pat = D.person("dentist"), D.person("patient")
    if L == "fr":
        D.p(f"**Cabinet dentaire — Dr {D.name(dent, 'gf')}**", "Chirurgien-dentiste, conventionné(e)",
            f"Matricule fiscal : {D.taxid()}", "")
        D.h(f"Note d'honoraires n° {D.ref('NH-####/##')}")
        D.p(f"Date : {D.ddate('fr')}", "",
            f"Patient(e) : {D.name(pat, 'gF')} — {ne(pat)} le {D.dob('fr')}",
            f"Identifiant CNAM : {D.cnss()} — filière : {D.d('APCI')}", "")
        D.t([["Date", "Code", "Dent", "Acte", "Montant"],
             [D.ddate("fr", "dd/mm/yyyy"), D.d("D 12"), "—", "Détartrage complet", D.amount("fr", 40, 90, "DT")],
             [D.ddate("fr", "dd/mm/yyyy"), D.d("D 35"), "46", "Traitement endodontique", D.amount("fr", 120, 250, "DT")],
             [D.ddate("fr", "dd/mm/yyyy"), D.d("SC 20"), "46", "Couronne céramo-métallique", D.amount("fr", 400, 800, "DT")]])
        D.p(f"Diagnostic : {D.health('dent', 'fr')}.", f"TOTAL TTC : **{D.amount('fr', 600, 1200, 'DT')}**",
            f"Règlement par carte n° {D.card()}", f"N° d'autorisation : {D.bad_card()}")
    elif L == "ar":
        ard_ = r.random() < 0.6
        D.p(f"عيادة طب الأسنان — الدكتور(ة) {D.name(dent, 'gf', 'ar')}", f"المعرف الجبائي: {D.taxid()}", "")
        D.h(f"فاتورة أتعاب عدد {D.ref('####/##')}")
        D.p(f"المريض(ة): {D.name(pat, 'gbf', 'ar')}", f"تاريخ الولادة: {D.dob('ar', ar=ard_)}",
            f"المعرف الوحيد بالكنام: {D.cnss(ar=ard_)}", f"الهاتف: {D.phone(ar=ard_)}", "")
        D.t([["التاريخ", "العمل المنجز", "المبلغ"],
             [D.ddate("ar", "dd/mm/yyyy", ar=ard_), "قلع ضرس", D.amount("ar", 30, 80)],
             [D.ddate("ar", "dd/mm/yyyy", ar=ard_), "حشو ضرس", D.amount("ar", 40, 120)]])
        D.p(f"التشخيص: {D.health('dent', 'ar')}.", f"المجموع: {D.amount('ar', 100, 300)}",
            f"خلاص بالبطاقة البنكية عدد {D.card('sp')}")
    else:  # en docx
        pat = D.person("patient_f", foreign=True)
        D.h(f"Dental clinic of Dr {D.name(dent, 'gF')} — INVOICE {D.ref('INV-#####')}")
        D.p(f"Tax ID (MF): {D.taxid()}", f"Issued {D.ddate('en')}")
        D.t([["Patient", D.name(pat, "gf")], ["Date of birth", D.dob("en")], ["Passport", D.passport("FR")],
             ["Local address", D.address("en")], ["Mobile", D.phone()], ["E-mail", D.email(pat)]])
        D.t([["Item", "Tooth", "Amount"], ["Emergency consultation", "36", D.amount("en", 50, 100)],
             ["Incision and drainage", "36", D.amount("en", 100, 300)]])
        D.p(f"Clinical finding: {D.health('dent', 'en')}. Patient also reports {D.health('diag', 'en')}.",
            f"Paid by card {D.card()} — approval code {D.ref('######')}.")


def k_travel_booking(D):
    r, L = D.rng, D.lang
    agency = D.d(r.choice(["Voyages Jasmin Tours", "Carthage Travel Services", "El Bouraq Voyages"]))
    flight = D.d(f"TU {r.randint(200, 899)}")
    if L == "en":
        p1, p2 = D.person("pax1"), D.person("pax2")
        D.p(f"{agency} — BOOKING CONFIRMATION", f"Booking ref (PNR): {D.ref('@@@@@@')}", "")
        D.p(f"Passenger 1: {D.name(p1, 'Fg')}  DOB {D.dob('en', 'dd-Mon-yyyy')}  Passport {D.passport()} "
            f"(exp. {D.ddate('en', 'd Mon yyyy')})",
            f"Passenger 2: {D.name(p2, 'Fg')}  DOB {D.dob('en', 'dd-Mon-yyyy')}  Passport {D.passport()}")
        D.p(f"Contact: {D.phone(style='+216 AA BBB CCC')} / {D.email(p1)}", "")
        D.p(f"Flight {flight}  Tunis-Carthage (TUN) -> Istanbul (IST)  {D.ddate('en', 'd Mon yyyy')}  08:40",
            f"E-tickets: {D.ref('199-##########')}, {D.ref('199-##########')}")
        D.p(f"Special service request: WCHR for passenger 2 ({D.health('dis', 'en')}); special meal for "
            f"passenger 1 (medical: {D.health('diag', 'en')}).")
        D.p(f"Paid by card {D.card()} — total {D.amount('en', 1500, 6000)}", "",
            f"Emergency contact on trip: {D.name(D.person('emergency'), 'gf')} {D.phone()}")
    elif L == "fr":
        p1, p2 = D.person("pax1"), D.person("pax2")
        D.h(f"{agency} — Confirmation de réservation Omra {D.d('1446H')}")
        D.p(f"Dossier : {D.ref('OM-####-###')} — émis le {D.ddate('fr')}")
        D.t([["Pèlerin", "Né(e) le", "Passeport", "Téléphone"],
             [D.name(p1, "GF"), D.dob("fr"), D.passport(), D.phone()],
             [D.name(p2, "GF"), D.dob("fr"), D.passport(), D.phone()]])
        D.p(f"Vol aller {flight} le {D.ddate('fr')} — hôtel {D.d('Dar Al Eiman')} (Médine).",
            f"Remarque médicale : {p1.lat('g')} est sous {D.health('treat', 'fr')} ; prévoir un fauteuil roulant.",
            f"Acompte versé : {D.amount('fr', 2000, 9000)} par virement du compte {D.rib()[0]}.",
            f"Référence de virement interne : {D.wrong_rib()}")
    else:  # mixed csv: group manifest
        rows = [["n", "الاسم واللقب", "Nom (passeport)", "N° passeport", "date de naissance", "الهاتف", "chambre",
                 "remarques"]]
        for i in range(6):
            p = D.person(f"pilgrim{i}")
            rows.append([str(i + 1), D.name(p, "gf", "ar"), D.name(p, "Fg"), D.passport(),
                         D.dob("fr", "dd/mm/yyyy"), D.phone(style=r.choice(["AA BBB CCC", "+216AABBBCCC"])),
                         D.d(f"CH-{r.randint(100, 499)}"),
                         D.health("diag", "ar") if i == 2 else (D.health("dis", "fr") if i == 4 else "")])
        D.p(f"{agency} — Omra {D.d('1446H')} — vol {flight} — {D.ddate('fr')}")
        D.t(rows)


def k_staff_directory(D):
    r, L = D.rng, D.lang
    comp = r.choice(COMPANIES)
    depts = ["Direction Financière", "Ressources Humaines", "Production", "Qualité", "Systèmes d'Information",
             "Commercial Export"]
    depts_ar = ["الإدارة المالية", "الموارد البشرية", "الإنتاج", "الجودة", "الإعلامية", "التصدير"]
    if L == "fr":
        rows = [["Matricule", "NOM", "Prénom", "Direction", "Poste", "GSM", "E-mail", "CIN", "N° CNSS",
                 "Date naiss.", "RIB", "Adresse", "Observations"]]
        for i in range(7):
            p = D.person(f"emp{i}")
            rows.append([f"E{r.randint(1000, 4999)}", D.name(p, "F"), D.name(p, "g"), r.choice(depts),
                         D.d(f"poste {r.randint(2100, 2999)}"), D.phone(style=r.choice(["AA BBB CCC", "AA.BBB.CCC"])),
                         D.email(p, "sahel-agro.tn"), D.cin(), D.cnss(), D.dob("fr", "dd/mm/yyyy"),
                         D.rib(style="bare")[0] if i % 2 == 0 else "", D.address("fr") if i % 3 == 0 else "",
                         D.health("dis", "fr") if i == 2 else (D.health("diag", "fr") if i == 5 else "")])
        D.t(rows)
    elif L == "mixed":
        rows = [["الاسم واللقب", "Nom et prénom", "القسم", "Mobile", "Email", "ب.ت.و", "CNSS", "تاريخ الولادة",
                 "Salaire brut"]]
        for i in range(6):
            p = D.person(f"emp{i}")
            rows.append([D.name(p, "gf", "ar"), D.name(p, r.choice(["gF", "Fg"])), r.choice(depts_ar),
                         D.phone(style=r.choice(["+216 AA BBB CCC", "AABBBCCC"])), D.email(p, "djerbatex.com"),
                         D.cin(), D.cnss(r.choice(["-", ""])), D.dob("fr", r.choice(["dd/mm/yyyy", "yyyy-mm-dd"])),
                         D.amount("fr", 900, 4500, "DT")])
        D.t(rows)
    else:  # ar md
        D.h(f"دليل الأعوان — {D.d(comp[1])}")
        D.p(f"محين بتاريخ {D.ddate('ar')} — للاستعمال الداخلي فقط")
        rows = [["الاسم واللقب", "القسم", "الهاتف الجوال", "البريد الإلكتروني", "ب.ت.و", "تاريخ الولادة",
                 "العنوان", "ملاحظات"]]
        for i in range(6):
            p = D.person(f"emp{i}")
            rows.append([D.name(p, r.choice(["gf", "gbf", "fg"]), "ar"), r.choice(depts_ar),
                         D.phone(ar=(i % 2 == 0)), D.email(p, comp[2]), D.cin(ar=(i % 3 == 0)),
                         D.dob("ar", ar=(i % 2 == 1)), D.address("ar") if i % 2 == 0 else "—",
                         D.health("diag", "ar") if i == 3 else "—"])
        D.t(rows)
        D.p(f"الهاتف الداخلي: {D.d('المقسم 71')} — {D.d('الفصل 27 من القانون الأساسي عدد 63 لسنة 2004')}")


KINDS = [
    ("mise_en_demeure", k_mise_en_demeure, [("fr", "txt"), ("ar", "txt"), ("mixed", "docx")]),
    ("disciplinary_minutes", k_disciplinary_minutes, [("fr", "docx"), ("ar", "docx"), ("mixed", "md")]),
    ("disability_card", k_disability_card, [("fr", "txt"), ("ar", "txt"), ("en", "md")]),
    ("account_closure", k_account_closure, [("fr", "md"), ("en", "txt"), ("ar", "docx")]),
    ("cnrps_pension", k_cnrps_pension, [("fr", "docx"), ("ar", "txt"), ("mixed", "md")]),
    ("scholarship", k_scholarship, [("en", "md"), ("fr", "docx"), ("mixed", "txt")]),
    ("faridha_inheritance", k_faridha, [("ar", "txt"), ("ar", "docx"), ("mixed", "md")]),
    ("support_chat", k_support_chat, [("mixed", "txt"), ("fr", "txt"), ("en", "csv")]),
    ("club_membership", k_club_membership, [("fr", "docx"), ("en", "csv"), ("mixed", "txt")]),
    ("id_card_renewal", k_id_renewal, [("ar", "md"), ("fr", "docx"), ("mixed", "txt")]),
    ("realestate_visits", k_visit_sheet, [("fr", "csv"), ("mixed", "csv"), ("en", "md")]),
    ("visa_invitation", k_visa_invitation, [("en", "txt"), ("fr", "docx"), ("en", "docx")]),
    ("police_complaint", k_police_complaint, [("ar", "txt"), ("ar", "docx"), ("fr", "txt")]),
    ("dental_invoice", k_dental_invoice, [("fr", "md"), ("ar", "txt"), ("en", "docx")]),
    ("travel_booking", k_travel_booking, [("en", "txt"), ("fr", "md"), ("mixed", "csv")]),
    ("staff_directory", k_staff_directory, [("fr", "csv"), ("mixed", "csv"), ("ar", "md")]),
]


# ============================================================================ rendering
def render_txt(D, rr):
    style = rr.choice(["pipe", "pad", "kv", "tab"])
    out = []
    for kind, x in D.blocks:
        if kind == "h":
            out.append(x.upper() if rr.random() < 0.3 and not is_ar(x) else x)
            out.append("")
        elif kind == "p":
            out.append(x)
            if len(x) > 70 or "\n" in x:
                out.append("")
        else:
            rows = x
            st = style
            if st == "kv" and len(rows[0]) != 2:
                st = "pipe"
            if st == "kv":
                for a, b in rows:
                    out.append(f"{a} : {b}" if a else b)
            elif st == "pad":
                w = [max(len(r_[i]) for r_ in rows) for i in range(len(rows[0]))]
                for r_ in rows:
                    out.append("  ".join(c.ljust(w[i]) for i, c in enumerate(r_)).rstrip())
            elif st == "tab":
                for r_ in rows:
                    out.append("\t".join(r_))
            else:
                for r_ in rows:
                    out.append(" | ".join(r_))
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_md(D, rr):
    out = []
    for kind, x in D.blocks:
        if kind == "h":
            out.append(("# " if not out else "## ") + x)
            out.append("")
        elif kind == "p":
            out.append(x)
            out.append("")
        else:
            out.append("| " + " | ".join(c or " " for c in x[0]) + " |")
            out.append("|" + "|".join("---" for _ in x[0]) + "|")
            for r_ in x[1:]:
                out.append("| " + " | ".join(c or " " for c in r_) + " |")
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_csv(D, rr):
    delim = ";" if D.lang == "fr" else ","
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator="\n")
    for kind, x in D.blocks:
        if kind in ("h", "p"):
            w.writerow([x])
        else:
            for r_ in x:
                w.writerow(r_)
    return buf.getvalue()


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _runs(text, rr, bold=False):
    rtl = is_ar(text)
    pieces = []
    if not bold and ": " in text and rr.random() < 0.7:
        i = text.index(": ") + 2
        pieces = [(text[:i], True), (text[i:], False)]
    else:
        pieces = [(text, bold)]
    out = []
    for t, b in pieces:
        segs = [t]
        if len(t) > 12 and rr.random() < 0.35:       # Word-style run split at an arbitrary point
            k = rr.randint(3, len(t) - 3)
            segs = [t[:k], t[k:]]
        for sgm in segs:
            rpr = ("<w:b/>" if b else "") + ("<w:rtl/>" if rtl else "")
            out.append(f"<w:r>{'<w:rPr>' + rpr + '</w:rPr>' if rpr else ''}"
                       f"<w:t xml:space=\"preserve\">{escape(sgm)}</w:t></w:r>")
    return "".join(out)


def _para(text, rr, bold=False):
    ppr = "<w:pPr><w:bidi/></w:pPr>" if is_ar(text) else ""
    return f"<w:p>{ppr}{_runs(text, rr, bold)}</w:p>"


def render_docx(D, rr):
    body = []
    for kind, x in D.blocks:
        if kind == "h":
            body.append(_para(x, rr, bold=True))
        elif kind == "p":
            for line in x.split("\n"):
                body.append(_para(line, rr))
        else:
            ncol = len(x[0])
            grid = "".join('<w:gridCol w:w="%d"/>' % (9000 // ncol) for _ in range(ncol))
            trs = []
            for i, row in enumerate(x):
                tcs = "".join(f'<w:tc><w:tcPr><w:tcW w:w="{9000 // ncol}" w:type="dxa"/></w:tcPr>'
                              f"{_para(c, rr, bold=(i == 0))}</w:tc>" for c in row)
                trs.append(f"<w:tr>{tcs}</w:tr>")
            body.append('<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
                        f'{"<w:bidiVisual/>" if D.lang == "ar" else ""}</w:tblPr><w:tblGrid>{grid}</w:tblGrid>'
                        + "".join(trs) + "</w:tbl>")
            body.append("<w:p/>")
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) +
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>')
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" '
            'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
            'Target="word/document.xml"/></Relationships>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc)):
            zi = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue()


# ============================================================================ main
def generate(seed, out, refused=None):
    if refused is None:
        refused = load_refused() | own_vocabulary()
    os.makedirs(out, exist_ok=True)
    manifest = []
    idx = 0
    for kind, fn, variants in KINDS:
        for lang, fmt in variants:
            idx += 1
            D = Doc(seed, idx, kind, lang, fmt, refused)
            fn(D)
            rr = random.Random(seed_int(seed, "render", idx))
            fname = f"{idx:03d}_{kind}_{lang}.{fmt}"
            path = os.path.join(out, fname)
            if fmt == "docx":
                with open(path, "wb") as fh:
                    fh.write(render_docx(D, rr))
            else:
                text = {"txt": render_txt, "md": render_md, "csv": render_csv}[fmt](D, rr)
                with open(path, "w", encoding="utf-8", newline="") as fh:
                    fh.write(text)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": [{"type": t, "value": v} for t, v in D.sens],
                             "decoys": list(D.decs)})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=NAMES_DIR, help="Caviard name lists to refuse (default: this checkout's)")
    ap.add_argument("--corpus-manifest", default=CORPUS_MANIFEST, help="corpus manifest whose PERSON parts are refused")
    a = ap.parse_args(argv)
    m = generate(a.seed, a.out, load_refused(a.names_dir, a.corpus_manifest) | own_vocabulary())
    print(f"wrote {len(m)} documents, {sum(len(d['sensitive']) for d in m)} values, "
          f"{sum(len(d['decoys']) for d in m)} decoys to {a.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
