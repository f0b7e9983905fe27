#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""gen_sixteenth.py - independent, held-out test documents for Caviard.

    python3 tests/generalisation/gen_sixteenth.py --seed N --out DIR \
        [--names-dir D] [--corpus-manifest M]

Writes 48 synthetic Tunisian documents (16 document kinds x 3 variants, in
French, Arabic, English and mixed French/Arabic; .txt, .md, .csv and hand-made
.docx) and DIR/manifest.json in the manifest format of shared/corpus/README.md,
so that

    python3 /work/shared/eval/score.py --manifest DIR/manifest.json --cmd 'BIN mask {file}'

scores them.  Output depends only on the seed (and on the name lists used to
refuse colliding invented names).  Standard library only.

Everything is invented: person names are assembled at run time from syllables
(Latin and Arabic script together) and a candidate is redrawn when one of its
parts (particles ignored) appears in the product's name lists, in the corpus
PERSON values or among the words of this file.  Identifiers are syntactically
valid (RIB key, IBAN mod 97, Luhn, CIN, matricule fiscal shape, CNSS shape,
Tunisian phone prefixes, plates).  Decoys never contain or overlap a sensitive
value: each document is rendered, then checked, and a conflicting decoy is left
out of the manifest.

Provenance - files read while writing this generator (nothing else):
  * /work/shared/README.md
  * /work/shared/corpus/README.md   (manifest format, value types, decoy rules)
  * /work/shared/eval/score.py      (normalisation and matching)
  * /work/main/tests/generalisation/test_gen_twelfth.py (testing approach only)
  * /tmp/allkinds.txt               (names of document kinds already used)
The name lists and the corpus manifest are read programmatically at run time,
only to refuse colliding names; they are never printed.
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
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape as xml_escape

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_NAMES = os.path.join(REPO, "crates", "caviard", "data", "names")
DEFAULT_CORPUS = "/work/shared/corpus/manifest.json"

TYPES = ("PERSON", "CIN", "PASSPORT", "RIB", "IBAN", "PHONE", "EMAIL", "CARD", "TAX_ID", "CNSS",
         "DOB", "ADDRESS", "PLATE", "HEALTH")

# 16 kinds x 3 variants (language, format).  French in every kind; 12 files per format.
PLAN = [
    ("tumour_board_minutes", [("fr", "docx"), ("ar", "txt"), ("en", "md")]),
    ("allergology_workup", [("fr", "md"), ("en", "csv"), ("mixed", "docx")]),
    ("sleep_study_report", [("fr", "txt"), ("en", "docx"), ("ar", "md")]),
    ("antenatal_followup", [("fr", "csv"), ("ar", "docx"), ("mixed", "txt")]),
    ("forensic_expert_report", [("fr", "docx"), ("mixed", "md"), ("en", "txt")]),
    ("bac_exam_accommodation", [("fr", "txt"), ("ar", "csv"), ("en", "docx")]),
    ("rne_company_registration", [("fr", "md"), ("ar", "docx"), ("en", "csv")]),
    ("sharecropping_agreement", [("fr", "docx"), ("ar", "txt"), ("mixed", "md")]),
    ("safe_deposit_box_rental", [("fr", "txt"), ("en", "md"), ("mixed", "csv")]),
    ("seafarer_book_application", [("fr", "csv"), ("en", "txt"), ("ar", "docx")]),
    ("military_service_deferral", [("fr", "md"), ("ar", "csv"), ("mixed", "docx")]),
    ("protection_order_petition", [("fr", "txt"), ("ar", "md"), ("en", "docx")]),
    ("removal_inventory", [("fr", "csv"), ("mixed", "txt"), ("en", "md")]),
    ("irrigation_quota_register", [("fr", "csv"), ("ar", "md"), ("mixed", "csv")]),
    ("addiction_treatment_intake", [("fr", "docx"), ("mixed", "csv"), ("en", "txt")]),
    ("amputee_limb_fitting", [("fr", "md"), ("ar", "txt"), ("mixed", "csv")]),
]

# ---------------------------------------------------------------- text helpers
AR_INDIC = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669")
TO_ASCII = str.maketrans("\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669"
                         "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9", "01234567890123456789")
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
PARTICLES = {"ben", "bent", "bel", "bin", "ibn", "ould", "el", "al", "abd", "haj", "hadj",
             "بن", "بنت", "ابن", "ولد", "عبد", "ال"}


def ai(s):
    """ASCII digits -> Arabic-Indic digits."""
    return s.translate(AR_INDIC)


def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    s = unicodedata.normalize("NFC", s).casefold()
    return s.translate({ord("ة"): "ه", ord("ى"): "ي", ord("أ"): "ا", ord("إ"): "ا", ord("آ"): "ا"})


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def compact(s):
    s = unicodedata.normalize("NFKC", s).translate(TO_ASCII)
    return re.sub(r"[\W_]+", "", AR_DIAC.sub("", s).casefold())


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def has_ar(s):
    return bool(re.search("[\u0600-\u06ff]", s))


# ---------------------------------------------------------------- checksums
def rib_key(d18):
    return "%02d" % (97 - (int(d18) * 100) % 97)


def rib_ok(d):
    return len(d) == 20 and d.isdigit() and int(d[18:]) == 97 - (int(d[:18]) * 100) % 97


def iban_of(rib20):
    cd = 98 - int(rib20 + "292300") % 97
    return "TN%02d%s" % (cd, rib20)


def iban_ok(s):
    s = re.sub(r"\s", "", s).upper()
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def luhn_complete(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def digits(r, n):
    return "".join(str(r.randint(0, 9)) for _ in range(n))


MF_LETTERS = "ABCDEFGHJKLMNPQRSTVWXYZ"        # control letters of the matricule fiscal (no I, O, U)
BANKS = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "25", "26"]
MOBILE = ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "40", "41", "42", "44", "46",
          "50", "52", "53", "54", "55", "56", "58", "90", "91", "92", "93", "94", "95", "96", "97", "98", "99"]
FIXED = ["71", "72", "73", "74", "75", "76", "77", "78", "79"]

FR_M = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
EN_M = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December"]
AR_M = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]


def fmt_date(r, y, m, d, lang):
    if lang == "ar":
        forms = [f"{d} {AR_M[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{y}/{m:02d}/{d:02d}", f"{d:02d}-{m:02d}-{y}"]
    elif lang == "en":
        forms = [f"{EN_M[m - 1]} {d}, {y}", f"{d} {EN_M[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}",
                 f"{d} {EN_M[m - 1][:3]} {y}"]
    else:
        forms = [f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}.{m:02d}.{y}",
                 f"{'1er' if d == 1 else d} {FR_M[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}"]
    return r.choice(forms)


# ---------------------------------------------------------------- invented names
ONSETS = [("b", "ب"), ("t", "ت"), ("th", "ث"), ("j", "ج"), ("h", "ح"), ("kh", "خ"), ("d", "د"), ("r", "ر"),
          ("z", "ز"), ("s", "س"), ("ch", "ش"), ("s", "ص"), ("dh", "ض"), ("t", "ط"), ("gh", "غ"), ("f", "ف"),
          ("k", "ق"), ("k", "ك"), ("l", "ل"), ("m", "م"), ("n", "ن"), ("h", "ه"), ("w", "و"), ("y", "ي")]
VOWELS = [("a", ""), ("i", ""), ("ou", ""), ("e", ""), ("a", "ا"), ("i", "ي"), ("ou", "و")]
CODAS = [("r", "ر"), ("l", "ل"), ("n", "ن"), ("m", "م"), ("d", "د"), ("s", "س"), ("f", "ف"), ("b", "ب"),
         ("k", "ك"), ("z", "ز"), ("t", "ت"), ("ch", "ش"), ("j", "ج")]


class Person:
    """An invented person: Latin and Arabic forms of given, father's and family names."""

    def __init__(self, sex, gl, ga, xl, xa, pl, pa, fl, fa):
        self.sex = sex
        self.gl, self.ga = gl, ga          # given name
        self.xl, self.xa = xl, xa          # father's given name
        self.pl, self.pa = pl, pa          # family particle ("Ben"/"بن" or "El"/"ال" or "")
        self.fl, self.fa = fl, fa          # family name without particle

    @property
    def fam_l(self):
        return (self.pl + " " + self.fl) if self.pl else self.fl

    @property
    def fam_a(self):
        if self.pa == "ال":
            return "ال" + self.fa
        return (self.pa + " " + self.fa) if self.pa else self.fa


def _syll(r):
    while True:
        on, vo = r.choice(ONSETS), r.choice(VOWELS)
        if (on[0] == "w" and vo[0] == "ou") or (on[0] == "y" and vo[0] == "i"):
            continue
        return on[0] + vo[0], on[1] + vo[1]


def _word(r, n, end):
    lat, ara = "", ""
    for _ in range(n):
        a, b = _syll(r)
        lat, ara = lat + a, ara + b
    if end == "coda":
        c = r.choice(CODAS)
        lat, ara = lat + c[0], ara + c[1]
    elif end == "fem":
        c = r.choice(ONSETS[:-2])
        lat, ara = lat + c[0] + "a", ara + c[1] + "ة"
    elif end == "nisba":
        c = r.choice(CODAS)
        suf = r.choice([("i", "ي"), ("aoui", "اوي"), ("ani", "اني")])
        lat, ara = lat + c[0] + suf[0], ara + c[1] + suf[1]
    return lat[:1].upper() + lat[1:], ara


class NameFactory:
    def __init__(self, blocked):
        self.blocked = blocked

    def _ok(self, lat, ara):
        if not (4 <= len(lat) <= 11 and len(ara) >= 3) or not re.search("[اوي]", ara[1:]):
            return False
        if re.search(r"(.)\1\1|hh|khk|thth|chch|dhdh|ghgh|[^aeiou]{4}", lat.lower()):
            return False
        for t in name_parts(lat) + name_parts(ara) + name_parts("ال" + ara):
            if t in self.blocked:
                return False
        return True

    def _draw(self, r, n, end):
        for _ in range(5000):
            lat, ara = _word(r, n, end)
            if self._ok(lat, ara):
                return lat, ara
        raise RuntimeError("could not draw an unused name part")

    def person(self, r, sex=None):
        sex = sex or r.choice("FM")
        g = self._draw(r, 2, "fem" if sex == "F" else "coda")
        x = self._draw(r, 2, "coda")
        f = self._draw(r, r.choice([1, 2, 2]), r.choice(["coda", "nisba", "nisba"]))
        part = r.random()
        pl, pa = ("Ben", "بن") if part < 0.3 else (("El", "ال") if part < 0.4 else ("", ""))
        return Person(sex, g[0], g[1], x[0], x[1], pl, pa, f[0], f[1])


def load_blocked(names_dir, corpus_manifest):
    """Words a name part must not be: name lists, corpus PERSON values, this file's words."""
    blocked = set()
    if names_dir and os.path.isdir(names_dir):
        for path in sorted(glob.glob(os.path.join(names_dir, "*.txt"))):
            with open(path, encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    blocked.update(tokens(line))
    if corpus_manifest and os.path.isfile(corpus_manifest):
        try:
            with open(corpus_manifest, encoding="utf-8") as fh:
                for d in json.load(fh):
                    for s in d.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            blocked.update(tokens(s.get("value", "")))
        except (ValueError, OSError):
            pass
    with open(os.path.abspath(__file__), encoding="utf-8") as fh:
        src = fh.read()
    blocked.update(tokens(src))
    for t in list(blocked):
        if t.startswith("ال") and len(t) > 4:
            blocked.add(t[2:])
    return blocked


# ---------------------------------------------------------------- pools (places, decoys)
LOCALITIES = [("El Menzah 6", "2091", "المنزه 6"), ("Ariana", "2080", "أريانة"), ("La Marsa", "2070", "المرسى"),
              ("Sousse", "4000", "سوسة"), ("Sfax", "3000", "صفاقس"), ("Monastir", "5000", "المنستير"),
              ("Bizerte", "7000", "بنزرت"), ("Nabeul", "8000", "نابل"), ("Kairouan", "3100", "القيروان"),
              ("Gabès", "6000", "قابس"), ("Médenine", "4100", "مدنين"), ("Ben Arous", "2013", "بن عروس"),
              ("Mégrine", "2033", "مقرين"), ("Hammam-Lif", "2050", "حمام الأنف"), ("Le Kram", "2015", "الكرم"),
              ("Jendouba", "8100", "جندوبة"), ("Béja", "9000", "باجة"), ("Gafsa", "2100", "قفصة"),
              ("Tozeur", "2200", "توزر"), ("Kasserine", "1200", "القصرين"), ("Mahdia", "5100", "المهدية"),
              ("Zaghouan", "1100", "زغوان"), ("Manouba", "2010", "منوبة"), ("Tunis", "1000", "تونس"),
              ("Hammam Sousse", "4011", "حمام سوسة"), ("Msaken", "4070", "مساكن"), ("Moknine", "5050", "المكنين")]
STREETS = [("des Jasmins", "الياسمين"), ("des Orangers", "البرتقال"), ("de Palestine", "فلسطين"),
           ("du Liban", "لبنان"), ("des Oliviers", "الزيتون"), ("des Roses", "الورد"), ("des Amandiers", "اللوز"),
           ("d'Alger", "الجزائر"), ("de Rome", "روما"), ("des Tisserands", "النساجين"), ("de la Mosquée", "الجامع"),
           ("du Niger", "النيجر"), ("des Glycines", "الوستارية"), ("de Syrie", "سوريا"), ("des Potiers", "الفخارين")]
CITES = [("Cité Ettadhamen", "حي التضامن"), ("Cité Ennasr 2", "حي النصر 2"), ("Cité El Ghazela", "حي الغزالة"),
         ("Cité Erriadh", "حي الرياض"), ("Cité Ezzouhour", "حي الزهور"), ("Cité Ibn Sina", "حي ابن سينا")]
RESIDENCES = [("Les Palmiers", "النخيل"), ("El Yasmine", "الياسمين"), ("Essaada", "السعادة"), ("Ennour", "النور"),
              ("Al Amal", "الأمل"), ("Les Pins", "الصنوبر")]
DOUARS = [("Douar El Hamra", "دوار الحمرة"), ("Douar Ain Safsaf", "دوار عين الصفصاف"),
          ("Douar Ech-Chraïa", "دوار الشرايع"), ("Douar El Ghdir", "دوار الغدير"),
          ("Douar Bir Ettout", "دوار بئر التوت"), ("Douar Oum Ezzine", "دوار أم الزين"),
          ("Douar El Mrabtine", "دوار المرابطين")]
IMADAS = [("El Ghouila", "الغويلة"), ("Ain Bou Morra", "عين بومرة"), ("Ksar Ettir", "قصر الطير"),
          ("Oued Zitoun", "وادي الزيتون"), ("Bled Sbiba", "بلاد سبيبة"), ("El Alia Nord", "العالية الشمالية")]
DELEGS = [("Haffouz", "حفوز", "Kairouan", "القيروان"), ("Sbiba", "سبيبة", "Kasserine", "القصرين"),
          ("Regueb", "الرقاب", "Sidi Bouzid", "سيدي بوزيد"), ("Bou Salem", "بوسالم", "Jendouba", "جندوبة"),
          ("Nefza", "نفزة", "Béja", "باجة"), ("Makthar", "مكثر", "Siliana", "سليانة"),
          ("El Ksour", "القصور", "Le Kef", "الكاف"), ("Oueslatia", "الوسلاتية", "Kairouan", "القيروان"),
          ("Menzel Bouzelfa", "منزل بوزلفة", "Nabeul", "نابل")]

INSTITUTIONS = {
    "fr": ["CNAM", "CNSS", "CNRPS", "INPDP", "Banque Centrale de Tunisie", "Hôpital La Rabta",
           "Hôpital Charles Nicolle", "Institut Salah Azaïez", "Institut Pasteur de Tunis",
           "CHU Farhat Hached de Sousse", "CHU Hédi Chaker de Sfax", "Tribunal de première instance de Tunis",
           "Ministère de la Santé", "Office National de la Famille et de la Population", "Amen Bank", "BIAT",
           "STB", "Banque de l'Habitat", "Attijari bank", "UBCI", "La Poste Tunisienne"],
    "ar": ["الصندوق الوطني للتأمين على المرض", "الصندوق الوطني للضمان الاجتماعي", "البنك المركزي التونسي",
           "مستشفى الرابطة", "مستشفى شارل نيكول", "معهد صالح عزيز", "المحكمة الابتدائية بتونس", "وزارة الصحة",
           "الديوان الوطني للأسرة والعمران البشري", "البريد التونسي", "الشركة التونسية للبنك"],
    "en": ["National Health Insurance Fund", "Central Bank of Tunisia", "Charles Nicolle Hospital",
           "Salah Azaiez Institute", "Pasteur Institute of Tunis", "Court of First Instance of Tunis",
           "Ministry of Health", "Tunisian Post", "Amen Bank", "BIAT", "CNAM", "CNSS"],
}
HIST_STREETS = {
    "fr": ["avenue Habib Bourguiba", "rue Ibn Khaldoun", "avenue Farhat Hached", "avenue Hédi Chaker",
           "rue Aboulkacem Chebbi", "avenue Tahar Sfar", "rue Ali Belhouane", "avenue Mohamed V",
           "rue Tahar Haddad", "avenue Hédi Nouira", "rue Mongi Slim", "avenue Alain Savary"],
    "ar": ["شارع الحبيب بورقيبة", "نهج ابن خلدون", "شارع فرحات حشاد", "شارع الهادي شاكر", "نهج أبو القاسم الشابي",
           "نهج الطاهر الحداد", "شارع محمد الخامس", "شارع الهادي نويرة"],
}
PLACES = {"fr": ["Sidi Bou Saïd", "Djerba", "Kerkennah", "Tabarka", "Hammamet", "Douz", "Tataouine", "Zarzis",
                 "Kélibia", "Ain Draham", "Chebba", "Matmata"],
          "ar": ["جربة", "قرقنة", "طبرقة", "الحمامات", "دوز", "تطاوين", "جرجيس", "قليبية", "عين دراهم", "مطماطة"]}
LEGAL = {"fr": ["loi organique n° 2004-63 du 27 juillet 2004", "article 27", "loi organique n° 2017-58",
                "article 218 du Code pénal", "décret n° 2002-3158", "loi n° 91-63 du 29 juillet 1991",
                "article 31 du Code du statut personnel", "loi n° 2018-52", "arrêté du 10 mars 2015",
                "loi n° 2016-36", "article 242 du Code des obligations et des contrats"],
         "ar": ["القانون الأساسي عدد 63 لسنة 2004", "الفصل 27", "القانون الأساسي عدد 58 لسنة 2017",
                "الفصل 218 من المجلة الجزائية", "الأمر عدد 3158 لسنة 2002", "الفصل 31 من مجلة الأحوال الشخصية",
                "القانون عدد 52 لسنة 2018"],
         "en": ["Organic Law No. 2004-63", "Article 27", "Organic Law No. 2017-58",
                "Article 218 of the Penal Code", "Decree No. 2002-3158", "Law No. 2018-52", "Law No. 91-63"]}
EMAIL_DOMAINS = ["gmail.com", "yahoo.fr", "hotmail.fr", "outlook.com", "topnet.tn", "planet.tn", "gnet.tn"]


def grp(n, sep=" "):
    s = str(n)
    out = ""
    while len(s) > 3:
        out = sep + s[-3:] + out
        s = s[:-3]
    return s + out


def B(text):
    """A bold segment."""
    return (text, True)


# ---------------------------------------------------------------- document
class Doc:
    def __init__(self, gen, idx, kind, lang, fmt):
        self.gen, self.idx, self.kind, self.lang, self.fmt = gen, idx, kind, lang, fmt
        self.r = random.Random(f"sixteenth:{gen.seed}:{idx}:{kind}:{lang}:{fmt}")
        self.blocks, self.sens, self.dec = [], [], []
        self._alt = 0
        self.csv_delim = ";" if (lang == "fr" and self.r.random() < 0.5) else ","
        self.align = self.r.random() < 0.5
        self.kv_table = self.r.random() < 0.5

    # ------------------------------------------------ language helpers
    def t(self, fr, ar, en):
        if self.lang == "mixed":
            self._alt += 1
            return fr if self._alt % 2 else ar
        return {"fr": fr, "ar": ar, "en": en}[self.lang]

    def lab(self, fr, ar, en):
        if self.lang == "mixed":
            return f"{fr} / {ar}"
        return {"fr": fr, "ar": ar, "en": en}[self.lang]

    def vlang(self):
        """Language in which to write the next value (mixed: either)."""
        if self.lang == "mixed":
            return self.r.choice(["fr", "ar"])
        return self.lang

    def indic(self, s, p=None):
        if p is None:
            p = {"ar": 0.4, "mixed": 0.2}.get(self.lang, 0.0)
        return ai(s) if self.r.random() < p else s

    # ------------------------------------------------ recording
    def s(self, typ, value):
        assert typ in TYPES, typ
        value = value.strip()
        if (typ, value) not in self.sens:
            self.sens.append((typ, value))
        return value

    def d(self, value):
        value = value.strip()
        if value not in self.dec:
            self.dec.append(value)
        return value

    # ------------------------------------------------ blocks
    def h(self, text, level=1):
        self.blocks.append(("h", level, text))

    def p(self, *segs):
        self.blocks.append(("p", [(s, False) if isinstance(s, str) else s for s in segs]))

    def kv(self, pairs, table=None):
        self.blocks.append(("kv", [(l, v) for l, v in pairs if v], self.kv_table if table is None else table))

    def table(self, header, rows):
        self.blocks.append(("table", list(header), [list(r) for r in rows]))

    # ------------------------------------------------ persons and values
    def person(self, sex=None):
        return self.gen.names.person(self.r, sex)

    def name(self, p, style=None, script=None):
        r = self.r
        if style:
            script = "ar" if style[0] == "a" else "lat"
        script = script or ("ar" if self.vlang() == "ar" else "lat")
        if script == "ar":
            style = style or r.choice(["a", "a", "a3", "aF_g"])
            conn = "بنت" if p.sex == "F" else "بن"
            v = {"a": f"{p.ga} {p.fam_a}", "a3": f"{p.ga} {conn} {p.xa} {p.fam_a}", "aF_g": f"{p.fam_a} {p.ga}",
                 "ag": p.ga, "aF": p.fam_a}[style]
        else:
            style = style or r.choice(["gf", "gF", "gF", "Fg", "F,g", "up", "fg", "low", "gx"])
            F = p.fam_l.upper()
            conn = "bent" if p.sex == "F" else "ben"
            v = {"gf": f"{p.gl} {p.fam_l}", "gF": f"{p.gl} {F}", "Fg": f"{F} {p.gl}", "F,g": f"{F}, {p.gl}",
                 "up": f"{p.gl.upper()} {F}", "fg": f"{p.fam_l} {p.gl}", "low": f"{p.gl} {p.fam_l}".lower(),
                 "gx": f"{p.gl} {conn} {p.xl} {p.fam_l}", "F": p.fam_l, "g": p.gl, "FU": F}[style]
        return self.s("PERSON", v)

    def title(self, p, lang=None):
        lang = lang or self.vlang()
        if lang == "ar":
            return "السيدة" if p.sex == "F" else "السيد"
        if lang == "en":
            return "Ms" if p.sex == "F" else "Mr"
        return "Mme" if p.sex == "F" else "M."

    def cin(self):
        v = self.r.choice("01") + digits(self.r, 7)
        return self.s("CIN", self.indic(v))

    def passport(self, foreign=False):
        r = self.r
        if foreign:
            v = r.choice([f"{r.randint(10, 24)}{r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJK')}{digits(r, 5)}",
                          f"{r.choice('CFGKLPY')}{r.choice('ABCDEFGHJKLMN')}{digits(r, 7)}"])
        else:
            v = r.choice("ABCEGKLMNRSTXZ") + digits(r, 6)
        return self.s("PASSPORT", v)

    def phone(self, fixed=False):
        r = self.r
        d = r.choice(FIXED if fixed else MOBILE) + digits(r, 6)
        a, b, c = d[:2], d[2:5], d[5:]
        form = r.choice([f"{a} {b} {c}", f"+216 {a} {b} {c}", f"00216 {a} {b} {c}", f"(+216) {a} {b} {c}",
                         f"{a}.{b}.{c}", d, f"+216{d}", f"{a} {d[2:4]} {d[4:6]} {d[6:]}", f"+216-{a}-{b}-{c}"])
        return self.s("PHONE", self.indic(form, 0.5 if self.lang == "ar" else 0.1)
                      if not form.startswith(("+", "(")) else form)

    def email(self, p):
        r = self.r
        g = fold(p.gl).replace(" ", "")
        f = fold(p.fl).replace(" ", "")
        local = r.choice([f"{g}.{f}", f"{g[0]}.{f}{r.randint(70, 99)}", f"{f}_{g}", f"{g[0]}{f}", f"{g}{f[0]}{r.randint(1, 9)}"])
        return self.s("EMAIL", f"{local}@{r.choice(EMAIL_DOMAINS)}")

    def rib_digits(self):
        b = self.r.choice(BANKS) + digits(self.r, 3) + digits(self.r, 13)
        return b + rib_key(b)

    def rib(self):
        d = self.rib_digits()
        v = self.r.choice([d, f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", " ".join(d[i:i + 4] for i in range(0, 20, 4)),
                           f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}"])
        return self.s("RIB", v)

    def iban(self):
        i = iban_of(self.rib_digits())
        v = self.r.choice([i, " ".join(i[k:k + 4] for k in range(0, 24, 4))])
        return self.s("IBAN", v)

    def card(self):
        r = self.r
        pre = r.choice(["4", "4", "51", "53", "55"])
        d = luhn_complete(pre + digits(r, 15 - len(pre)))
        v = r.choice([" ".join(d[i:i + 4] for i in range(0, 16, 4)), d, "-".join(d[i:i + 4] for i in range(0, 16, 4))])
        return self.s("CARD", v)

    def taxid(self):
        r = self.r
        d7 = "%07d" % r.randint(100000, 1899999)
        L = MF_LETTERS[int(d7) % 23]
        t, c = r.choice("ABPDN"), r.choice("MCPNE")
        v = r.choice([f"{d7}{L}", f"{d7} {L}", f"{d7}/{L}/{t}/{c}/000", f"{d7}{L}/{t}/{c}/000", f"{d7}{L}{t}{c}000"])
        return self.s("TAX_ID", v)

    def cnss(self):
        d8 = digits(self.r, 8)
        k = "%02d" % (int(d8) % 97)
        return self.s("CNSS", self.r.choice([f"{d8}-{k}", f"{d8} {k}", f"{d8}{k}", f"{d8}/{k}"]))

    def dob(self, y0=1950, y1=2004, lang=None):
        r = self.r
        y, m, dd = r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28)
        lang = lang or self.vlang()
        v = fmt_date(r, y, m, dd, lang)
        if lang == "ar":
            v = self.indic(v, 0.5)
        return self.s("DOB", v)

    def plate(self):
        r = self.r
        a, b = r.randint(80, 250), r.randint(1000, 9999)
        lang = self.vlang()
        if lang == "ar":
            v = r.choice([f"{a} تونس {b}", ai(f"{a}") + " تونس " + ai(f"{b}")])
        else:
            v = r.choice([f"{a} TU {b}", f"{a} TU {b}", f"{a} Tunis {b}", f"{a}TU{b}", f"RS {r.randint(10000, 250000)}"])
        return self.s("PLATE", v)

    def health(self, v):
        return self.s("HEALTH", v)

    def address(self, kind=None, split=False, lang=None):
        r = self.r
        lang = lang or self.vlang()
        kind = kind or r.choice(["street", "street", "cite", "residence", "rural", "bp", "route"])
        loc, cp, loc_a = r.choice(LOCALITIES)
        n = r.randint(1, 160)
        st, st_a = r.choice(STREETS)
        if lang == "ar":
            if kind == "street":
                v = r.choice([f"{n} نهج {st_a}، {cp} {loc_a}", f"نهج {st_a} عدد {n}، {loc_a} {cp}"])
            elif kind == "cite":
                c = r.choice(CITES)[1]
                v = f"{c}، نهج {r.randint(1000, 9999)} عدد {n}، {cp} {loc_a}"
            elif kind == "residence":
                v = f"إقامة {r.choice(RESIDENCES)[1]}، عمارة {r.choice('أبج')}، شقة {n % 30 + 1}، {cp} {loc_a}"
            elif kind == "rural":
                dg = r.choice(DELEGS)
                v = f"{r.choice(DOUARS)[1]}، عمادة {r.choice(IMADAS)[1]}، معتمدية {dg[1]}، ولاية {dg[3]}"
            elif kind == "bp":
                v = f"ص.ب {n}، {cp} {loc_a}"
            else:
                v = f"كلم {r.randint(2, 14)} طريق {r.choice(['قابس', 'المهدية', 'تونس', 'قفصة'])}، {loc_a}"
            v = self.indic(v, 0.3 if self.lang == "ar" else 0.0)
        else:
            en = lang == "en"
            if kind == "street":
                typ = r.choice(["rue", "rue", "avenue", "impasse", "passage"])
                v = r.choice([f"{n} {typ} {st}, {cp} {loc}", f"{n}, {typ} {st}, {loc} {cp}"])
            elif kind == "cite":
                v = f"{r.choice(CITES)[0]}, rue {r.randint(1000, 9999)}, n° {n}, {cp} {loc}"
            elif kind == "residence":
                res = r.choice(RESIDENCES)[0]
                v = (f"Apt {n % 30 + 1}, Block {r.choice('ABCD')}, Résidence {res}, {cp} {loc}" if en else
                     f"Résidence {res}, bloc {r.choice('ABCD')}, app. {n % 30 + 1}, {cp} {loc}")
            elif kind == "rural":
                dg = r.choice(DELEGS)
                v = (f"{r.choice(DOUARS)[0]}, imada {r.choice(IMADAS)[0]}, {dg[0]} delegation, {dg[2]} governorate"
                     if en else f"{r.choice(DOUARS)[0]}, imada de {r.choice(IMADAS)[0]}, délégation de {dg[0]}, "
                                f"gouvernorat de {dg[2]}")
            elif kind == "bp":
                v = f"P.O. Box {n}, {cp} {loc}" if en else r.choice([f"BP {n}, {cp} {loc}", f"B.P. {n} {loc} {cp}"])
            else:
                v = f"km {r.randint(2, 14)} route de {r.choice(['Gabès', 'Mahdia', 'Tunis', 'Gafsa'])}, {loc}"
        if split and self.fmt == "txt" and ", " in v:
            v = v.replace(", ", ",\n", 1)
        elif split and self.fmt == "txt" and "، " in v:
            v = v.replace("، ", "،\n", 1)
        return self.s("ADDRESS", v)

    # ------------------------------------------------ decoys
    def _dl(self):
        return "ar" if self.vlang() == "ar" else ("en" if self.lang == "en" else "fr")

    def amount(self, lo=20, hi=9999999):
        r = self.r
        n, mill = r.randint(lo, hi), r.randint(0, 999)
        lang = self._dl()
        if lang == "ar":
            v = r.choice([f"{n} دينار", f"{grp(n)} د.ت", ai(str(n)) + " دينارا"])
        elif lang == "en":
            v = r.choice([f"TND {n:,}.{mill:03d}", f"{n:,} TND", f"{grp(n)},{mill:03d} TND"])
        else:
            v = r.choice([f"{grp(n)},{mill:03d} TND", f"{grp(n)} DT", f"{n} dinars", f"{grp(n, '.')},{mill:03d} DT"])
        return self.d(v)

    def legal(self):
        return self.d(self.r.choice(LEGAL[self._dl()]))

    def inst(self):
        return self.d(self.r.choice(INSTITUTIONS[self._dl()]))

    def street(self):
        return self.d(self.r.choice(HIST_STREETS["ar" if self._dl() == "ar" else "fr"]))

    def place(self):
        return self.d(self.r.choice(PLACES["ar" if self._dl() == "ar" else "fr"]))

    def date(self, y0=2023, y1=2025):
        r = self.r
        lang = self._dl()
        v = fmt_date(r, r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28), lang)
        return self.d(v)

    def ref(self, prefix):
        r = self.r
        y = r.randint(2022, 2025)
        return self.d(r.choice([f"{prefix}-{y}-{r.randint(100, 99999):05d}", f"{prefix}/{y}/{r.randint(10, 9999)}",
                                f"{prefix}{r.randint(100000, 999999)}"]))

    def bad16(self):
        r = self.r
        d = luhn_complete(r.choice(["4", "5", "6"]) + digits(r, 14))
        d = d[:-1] + str((int(d[-1]) + r.randint(1, 9)) % 10)
        return self.d(r.choice([d, " ".join(d[i:i + 4] for i in range(0, 16, 4))]))

    def bad20(self):
        d = self.rib_digits()
        k = "%02d" % ((int(d[18:]) + self.r.randint(1, 90)) % 97 + 1)
        if k == d[18:]:
            k = "%02d" % (int(k) % 97 + 1)
        d = d[:18] + k
        return self.d(self.r.choice([d, f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}"]))

    # ------------------------------------------------ rendering and checks
    def render(self):
        for b in self.blocks:
            cells = [v for _, v in b[1]] if b[0] == "kv" else (b[1] + [c for row in b[2] for c in row]
                                                               if b[0] == "table" else [])
            for c in cells:
                c = c[0] if isinstance(c, tuple) else c
                if "\n" in c and (b[0] == "table" or self.fmt != "txt"):
                    raise AssertionError(f"{self.kind}: line break inside a cell")
        if self.fmt == "txt":
            text = render_txt(self)
            return text.encode("utf-8"), text
        if self.fmt == "md":
            text = render_md(self)
            return text.encode("utf-8"), text
        if self.fmt == "csv":
            text = render_csv(self)
            return text.encode("utf-8"), text
        return render_docx(self)

    def finish(self, plain):
        for typ, v in self.sens:
            if v not in plain:
                raise AssertionError(f"{self.idx:03d} {self.kind}/{self.lang}: a {typ} value is not in the text")
        parts = set()
        for typ, v in self.sens:
            if typ == "PERSON":
                parts.update(name_parts(v))
        spans = []
        for _, v in self.sens:
            i = plain.find(v)
            while i >= 0:
                spans.append((i, i + len(v)))
                i = plain.find(v, i + 1)
        keep = []
        for dv in self.dec:
            if dv not in plain:
                raise AssertionError(f"{self.idx:03d} {self.kind}/{self.lang}: a decoy is not in the text")
            cd = compact(dv)
            if not cd or set(tokens(dv)) & parts:
                continue
            if any(compact(v) in cd or cd in compact(v) for _, v in self.sens):
                continue
            occ, i = [], plain.find(dv)
            while i >= 0:
                occ.append((i, i + len(dv)))
                i = plain.find(dv, i + 1)
            if any(a < d and c < b for a, b in occ for c, d in spans):
                continue
            keep.append(dv)
        if not self.sens or not keep:
            raise AssertionError(f"{self.idx:03d} {self.kind}/{self.lang}: no values or no decoys")
        return keep


def _segs_text(segs):
    return "".join(t for t, _ in segs)


def _cell(c):
    return c if isinstance(c, tuple) else (c, False)


def render_txt(doc):
    out = []
    sep = ": " if doc.lang == "en" else " : "
    for b in doc.blocks:
        if b[0] == "h":
            out.append(b[2])
            if b[1] <= 2:
                out.append(("=" if b[1] == 1 else "-") * min(60, len(b[2])))
            out.append("")
        elif b[0] == "p":
            out += [_segs_text(b[1]), ""]
        elif b[0] == "kv":
            w = max(len(l) for l, _ in b[1]) if doc.align else 0
            out += [l.ljust(w) + sep + v for l, v in b[1]] + [""]
        elif b[0] == "table":
            rows = [[_cell(c)[0] for c in row] for row in [b[1]] + b[2]]
            n = max(len(r) for r in rows)
            rows = [r + [""] * (n - len(r)) for r in rows]
            wd = [max(len(r[i]) for r in rows) for i in range(n)]
            for j, r in enumerate(rows):
                out.append(" | ".join(c.ljust(wd[i]) for i, c in enumerate(r)).rstrip())
                if j == 0:
                    out.append("-+-".join("-" * x for x in wd))
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_md(doc):
    out = []
    for b in doc.blocks:
        if b[0] == "h":
            out += ["#" * b[1] + " " + b[2], ""]
        elif b[0] == "p":
            out += ["".join(f"**{t}**" if bold else t for t, bold in b[1]), ""]
        elif b[0] == "kv":
            if b[2]:
                out.append(f"| {doc.lab('Rubrique', 'البيان', 'Field')} | {doc.lab('Valeur', 'المعطى', 'Value')} |")
                out.append("|---|---|")
                out += [f"| **{l}** | {v} |" for l, v in b[1]]
            else:
                out += [f"- **{l}** : {v}" if doc.lang != "en" else f"- **{l}:** {v}" for l, v in b[1]]
            out.append("")
        elif b[0] == "table":
            out.append("| " + " | ".join(_cell(c)[0] for c in b[1]) + " |")
            out.append("|" + "|".join("---" for _ in b[1]) + "|")
            for r in b[2]:
                out.append("| " + " | ".join(_cell(c)[0] for c in r) + " |")
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_csv(doc):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=doc.csv_delim, lineterminator="\n")
    for b in doc.blocks:
        if b[0] == "h":
            w.writerow([b[2]])
        elif b[0] == "p":
            w.writerow([_segs_text(b[1])])
        elif b[0] == "kv":
            for l, v in b[1]:
                w.writerow([l, v])
        elif b[0] == "table":
            w.writerow([_cell(c)[0] for c in b[1]])
            for r in b[2]:
                w.writerow([_cell(c)[0] for c in r])
    return buf.getvalue()


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _run(text, bold, size, rtl):
    rpr = ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + ("<w:rtl/>" if rtl else "")
    rpr = f"<w:rPr>{rpr}</w:rPr>" if rpr else ""
    return f'<w:r>{rpr}<w:t xml:space="preserve">{xml_escape(text)}</w:t></w:r>'


def _para(doc, segs, size=None, split=True):
    segs = [s for s in segs if s[0]]
    rtl = has_ar(_segs_text(segs))
    ppr = '<w:pPr><w:bidi/><w:jc w:val="right"/></w:pPr>' if rtl else ""
    if split and segs and doc.r.random() < 0.45:
        cands = [i for i, (t, _) in enumerate(segs) if len(t) >= 6]
        if cands:
            i = doc.r.choice(cands)
            t, bd = segs[i]
            k = doc.r.randint(2, len(t) - 2)
            segs = segs[:i] + [(t[:k], bd), (t[k:], bd)] + segs[i + 1:]
    return f"<w:p>{ppr}" + "".join(_run(t, bd, size, rtl) for t, bd in segs) + "</w:p>"


def _tbl(doc, rows, header):
    n = max(len(r) for r in rows)
    cw = 9000 // n
    edges = "".join(f'<w:{e} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
                    for e in ("top", "left", "bottom", "right", "insideH", "insideV"))
    x = ("<w:tbl><w:tblPr>" + ("<w:bidiVisual/>" if doc.lang == "ar" else "") +
         f'<w:tblW w:w="0" w:type="auto"/><w:tblBorders>{edges}</w:tblBorders></w:tblPr><w:tblGrid>' +
         "".join(f'<w:gridCol w:w="{cw}"/>' for _ in range(n)) + "</w:tblGrid>")
    for j, row in enumerate(rows):
        x += "<w:tr>"
        for c in list(row) + [""] * (n - len(row)):
            t, bd = _cell(c)
            x += f'<w:tc><w:tcPr><w:tcW w:w="{cw}" w:type="dxa"/></w:tcPr>{_para(doc, [(t, bd or (header and j == 0))])}</w:tc>'
        x += "</w:tr>"
    return x + "</w:tbl>"


def render_docx(doc):
    body = []
    sep = ": " if doc.lang == "en" else " : "
    for b in doc.blocks:
        if b[0] == "h":
            body.append(_para(doc, [(b[2], True)], size=32 if b[1] == 1 else 26, split=False))
        elif b[0] == "p":
            body.append(_para(doc, b[1]))
        elif b[0] == "kv":
            if b[2]:
                body.append(_tbl(doc, [[B(l), v] for l, v in b[1]], header=False))
            else:
                body += [_para(doc, [B(l), (sep, False), (v, False)]) for l, v in b[1]]
        elif b[0] == "table":
            body.append(_tbl(doc, [b[1]] + b[2], header=True))
        if b[0] in ("kv", "table"):
            body.append("<w:p/>")
    xml = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) +
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" '
           'w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>')
    ctypes = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.'
              'wordprocessingml.document.main+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
            'officeDocument" Target="word/document.xml"/></Relationships>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in (("[Content_Types].xml", ctypes), ("_rels/.rels", rels), ("word/document.xml", xml)):
            zi = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data.encode("utf-8"))
    root = ET.fromstring(xml.encode("utf-8"))
    paras = ["".join(t.text or "" for t in p.iter(f"{{{W_NS}}}t")) for p in root.iter(f"{{{W_NS}}}p")]
    return buf.getvalue(), "\n".join(paras)


# ---------------------------------------------------------------- driver
BUILDERS = {}


def kind(name):
    def deco(fn):
        BUILDERS[name] = fn
        return fn
    return deco


class Gen:
    def __init__(self, seed, names_dir, corpus_manifest):
        self.seed = seed
        self.names = NameFactory(load_blocked(names_dir, corpus_manifest))


def main(argv=None):
    ap = argparse.ArgumentParser(description="held-out Tunisian test documents for Caviard (16 kinds x 3)")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=DEFAULT_NAMES)
    ap.add_argument("--corpus-manifest", default=DEFAULT_CORPUS)
    a = ap.parse_args(argv)
    missing = [k for k, _ in PLAN if k not in BUILDERS]
    if missing:
        raise SystemExit(f"kinds without a builder: {missing}")
    gen = Gen(a.seed, a.names_dir, a.corpus_manifest)
    os.makedirs(a.out, exist_ok=True)
    manifest, idx = [], 0
    for kname, variants in PLAN:
        for lang, fmt in variants:
            idx += 1
            doc = Doc(gen, idx, kname, lang, fmt)
            BUILDERS[kname](doc)
            data, plain = doc.render()
            decoys = doc.finish(plain)
            fname = f"{idx:03d}_{kname}_{lang}.{fmt}"
            with open(os.path.join(a.out, fname), "wb") as fh:
                fh.write(data)
            manifest.append({"file": fname, "lang": lang, "kind": kname, "format": fmt, "expect": "ok",
                             "sensitive": [{"type": t, "value": v} for t, v in doc.sens], "decoys": decoys})
    with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    nv = sum(len(d["sensitive"]) for d in manifest)
    nd = sum(len(d["decoys"]) for d in manifest)
    print(f"gen_sixteenth: seed {a.seed}: {len(manifest)} documents, {nv} values, {nd} decoys -> {a.out}",
          file=sys.stderr)
    return 0


# ---------------------------------------------------------------- kind helpers and shared pools
ALLERGY = (["allergie à la pénicilline", "allergie aux AINS", "allergie à l'iode", "allergie à l'arachide",
            "allergie au latex"],
           ["حساسية من البنسلين", "حساسية من الأسبرين", "حساسية من اليود", "حساسية من الفول السوداني"],
           ["penicillin allergy", "NSAID allergy", "iodine contrast allergy", "peanut allergy", "latex allergy"])
CHRONIC = (["diabète de type 2", "hypertension artérielle", "asthme", "hypothyroïdie", "épilepsie",
            "insuffisance rénale chronique stade 3", "drépanocytose", "hépatite B chronique"],
           ["داء السكري من النوع الثاني", "ارتفاع ضغط الدم", "الربو", "قصور الغدة الدرقية", "الصرع",
            "قصور كلوي مزمن", "فقر الدم المنجلي", "التهاب الكبد الفيروسي ب"],
           ["type 2 diabetes", "hypertension", "asthma", "hypothyroidism", "epilepsy",
            "stage 3 chronic kidney disease", "sickle cell disease", "chronic hepatitis B"])
MEDS = (["metformine 850 mg", "amlodipine 5 mg", "lévothyroxine 75 µg", "valproate de sodium 500 mg",
         "insuline glargine 20 UI", "salbutamol inhalé"],
        ["ميتفورمين 850 ملغ", "أملوديبين 5 ملغ", "ليفوثيروكسين 75 مكغ", "فالبروات الصوديوم 500 ملغ",
         "أنسولين 20 وحدة"],
        ["metformin 850 mg", "amlodipine 5 mg", "levothyroxine 75 mcg", "sodium valproate 500 mg",
         "insulin glargine 20 IU", "inhaled salbutamol"])


def H(doc, fr, ar, en, lang=None):
    """Record and return one HEALTH value from the pool of the value language."""
    pool = {"fr": fr, "ar": ar, "en": en}[lang or doc.vlang()]
    used = doc.__dict__.setdefault("_hidx", set())
    avail = [i for i in range(len(pool)) if (id(fr), i) not in used] or list(range(len(pool)))
    i = doc.r.choice(avail)
    used.add((id(fr), i))
    return doc.health(pool[i])


def lab(doc, names, lo, hi, unit, dec=1, lang=None):
    """A lab result with value and unit, recorded as HEALTH."""
    lang = lang or doc.vlang()
    x = doc.r.uniform(lo, hi)
    num = f"{x:.{dec}f}" if dec else str(int(round(x)))
    if lang != "en":
        num = num.replace(".", ",")
    if lang == "ar":
        num = doc.indic(num, 0.3)
    nm = names[lang] if isinstance(names, dict) else names
    form = doc.r.choice(["{n} {v} {u}", "{n} : {v} {u}", "{n} = {v} {u}"])
    return doc.health(form.format(n=nm, v=num, u=unit).strip())


def dr(doc, p, style=None):
    """Title + name of a physician; the title stays outside the recorded value."""
    lang = doc.vlang()
    if lang == "ar":
        return ("الدكتورة " if p.sex == "F" else "الدكتور ") + doc.name(p, style, "ar")
    return "Dr " + doc.name(p, style, "lat")


def who(doc, p, style=None):
    """Civil title + name (title outside the value)."""
    lang = doc.vlang()
    return doc.title(p, lang) + " " + doc.name(p, style, "ar" if lang == "ar" else "lat")


# ---------------------------------------------------------------- kinds, batch 1
ONCO_DX = (["adénocarcinome du côlon sigmoïde", "carcinome canalaire infiltrant du sein gauche",
            "lymphome diffus à grandes cellules B", "adénocarcinome gastrique", "carcinome du nasopharynx",
            "adénocarcinome prostatique Gleason 7", "carcinome épidermoïde du col utérin"],
           ["سرطان القولون السيني", "سرطان الثدي الأيسر", "ورم لمفاوي منتشر", "سرطان المعدة",
            "سرطان البلعوم الأنفي", "سرطان البروستاتا", "سرطان عنق الرحم"],
           ["adenocarcinoma of the sigmoid colon", "invasive ductal carcinoma of the left breast",
            "diffuse large B-cell lymphoma", "gastric adenocarcinoma", "nasopharyngeal carcinoma",
            "prostate adenocarcinoma, Gleason 7", "squamous cell carcinoma of the cervix"])
ONCO_DEC = (["chimiothérapie néoadjuvante FOLFOX 6 cycles", "mastectomie avec curage axillaire",
             "radiothérapie 50 Gy en 25 fractions", "hormonothérapie par tamoxifène 20 mg/j",
             "protocole R-CHOP 6 cures", "radio-chimiothérapie concomitante au cisplatine"],
            ["علاج كيميائي قبل الجراحة لست دورات", "استئصال الثدي مع تجريف العقد الإبطية",
             "علاج بالأشعة 50 غراي على 25 حصة", "علاج هرموني بالتاموكسيفين 20 ملغ يوميا",
             "علاج كيميائي وإشعاعي متزامن"],
            ["neoadjuvant FOLFOX chemotherapy, 6 cycles", "mastectomy with axillary clearance",
             "radiotherapy 50 Gy in 25 fractions", "tamoxifen 20 mg daily", "R-CHOP, 6 courses",
             "concurrent cisplatin chemoradiation"])


@kind("tumour_board_minutes")
def k_tumour_board(doc):
    r, t, L = doc.r, doc.t, doc.lab
    org = doc.d(t("Institut Salah Azaïez", "معهد صالح عزيز", "Salah Azaiez Institute"))
    doc.h(t("Réunion de concertation pluridisciplinaire (RCP) d'oncologie", "محضر اجتماع التشاور متعدد الاختصاصات في الأورام",
            "Multidisciplinary tumour board - minutes"))
    when, sref = doc.date(), doc.ref(r.choice(["RCP", "TB"]))
    doc.p(t(f"{org} - séance du {when}, référence {sref}.", f"{org} - جلسة يوم {when}، مرجع {sref}.",
            f"{org} - meeting held on {when}, reference {sref}."))
    staff = [doc.person() for _ in range(3)]
    roles = [L("Oncologue médical", "طبيب الأورام", "Medical oncologist"), L("Chirurgien", "الجراح", "Surgeon"),
             L("Radiothérapeute", "طبيب العلاج بالأشعة", "Radiation oncologist")]
    doc.h(L("Membres présents", "الأعضاء الحاضرون", "Members present"), 2)
    doc.kv([(roles[i], dr(doc, p)) for i, p in enumerate(staff)])
    pts = [doc.person() for _ in range(3)]
    rows = []
    for i, p in enumerate(pts):
        rows.append([str(i + 1), doc.name(p), doc.dob(1942, 1992), doc.ref(r.choice(["DOS", "ONC"])),
                     H(doc, *ONCO_DX), doc.health(r.choice(["cT3N1M0", "pT2N0M0", "cT2N1M0", "ypT1N0", "pT3N2aM0"])),
                     H(doc, *ONCO_DEC)])
    doc.h(L("Dossiers présentés", "الملفات المعروضة", "Cases discussed"), 2)
    doc.table(["N°", L("Patient", "المريض", "Patient"), L("Né(e) le", "تاريخ الولادة", "Date of birth"),
               L("Dossier", "الملف", "File"), L("Diagnostic", "التشخيص", "Diagnosis"), L("Stade", "المرحلة", "Stage"),
               L("Décision", "القرار", "Decision")], rows)
    p = pts[0]
    doc.h(L("Dossier n° 1 - détail", "الملف عدد 1 - تفاصيل", "Case 1 - details"), 2)
    doc.kv([(L("Patient(e)", "المريض(ة)", "Patient"), doc.name(p, "up" if doc.lang != "ar" else None,
                                                               "ar" if doc.lang == "ar" else "lat")),
            (L("CIN", "بطاقة التعريف الوطنية", "National ID card"), doc.cin()),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone()),
            (L("Adresse", "العنوان", "Address"), doc.address(split=True)),
            (L("N° CNSS", "رقم الضمان الاجتماعي", "CNSS number"), doc.cnss())])
    hist, al = H(doc, *CHRONIC), H(doc, *ALLERGY)
    m1 = lab(doc, {"fr": "ACE", "ar": "ACE", "en": "CEA"}, 3, 60, "ng/mL")
    m2 = lab(doc, "CA 19-9", 20, 400, "U/mL", 0)
    med = H(doc, *MEDS)
    doc.p(t(f"Antécédents : {hist}, traité par {med}. {al}. Marqueurs : {m1} ; {m2}.",
            f"السوابق: {hist}، يتناول {med}. {al}. الواسمات: {m1} ؛ {m2}.",
            f"History: {hist}, on {med}. {al}. Tumour markers: {m1}; {m2}."))
    dec, nxt = H(doc, *ONCO_DEC), doc.date()
    doc.p(t(f"Proposition de la RCP : {dec}. Nouvelle présentation prévue le {nxt}.",
            f"مقترح الاجتماع: {dec}. يعرض الملف من جديد يوم {nxt}.",
            f"Board recommendation: {dec}. To be reviewed again on {nxt}."))
    lg = doc.legal()
    doc.p(t(f"Données traitées conformément aux textes en vigueur ({lg}).", f"تتم معالجة المعطيات طبقا لـ {lg}.",
            f"Data processed in accordance with {lg}."))
    doc.p(L("Le coordinateur de la RCP", "منسق الاجتماع", "Board coordinator"))
    doc.p(dr(doc, staff[0]))


ALLERGY_SYMPT = (["rhinite allergique persistante", "urticaire chronique", "œdème de Quincke après ingestion de crevettes",
                  "asthme allergique intermittent", "conjonctivite printanière", "eczéma atopique"],
                 ["التهاب الأنف التحسسي", "شرى مزمن", "وذمة وعائية بعد تناول القمبري", "ربو تحسسي",
                  "التهاب الملتحمة الربيعي", "إكزيما تأتبية"],
                 ["persistent allergic rhinitis", "chronic urticaria", "angioedema after eating shrimp",
                  "intermittent allergic asthma", "vernal conjunctivitis", "atopic eczema"])
ALLERGY_TT = (["désensibilisation sublinguale aux acariens pendant 3 ans", "adrénaline auto-injectable 0,3 mg",
               "desloratadine 5 mg par jour", "éviction stricte de l'arachide", "montélukast 10 mg le soir"],
              ["إزالة التحسس تحت اللسان لمدة 3 سنوات", "حقنة أدرينالين ذاتية 0,3 ملغ", "ديسلوراتادين 5 ملغ يوميا",
               "تجنب الفول السوداني تماما"],
              ["sublingual house-dust-mite immunotherapy for 3 years", "adrenaline auto-injector 0.3 mg",
               "desloratadine 5 mg daily", "strict peanut avoidance", "montelukast 10 mg at night"])


@kind("allergology_workup")
def k_allergology(doc):
    r, t, L = doc.r, doc.t, doc.lab
    pt, ref_dr, allergist = doc.person(), doc.person(), doc.person()
    hosp = doc.d(t("Hôpital Charles Nicolle", "مستشفى شارل نيكول", "Charles Nicolle Hospital"))
    doc.h(t("Bilan allergologique", "فحص الحساسية", "Allergy work-up"))
    doc.p(t(f"Service d'allergologie - {hosp}", f"قسم أمراض الحساسية - {hosp}", f"Allergy clinic - {hosp}"))
    doc.kv([(L("Nom et prénom", "الاسم واللقب", "Full name"), doc.name(pt)),
            (L("Date de naissance", "تاريخ الولادة", "Date of birth"), doc.dob(1960, 2016)),
            (L("CIN", "رقم بطاقة التعريف", "ID card"), doc.cin()),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone()),
            (L("Courriel", "البريد الإلكتروني", "Email"), doc.email(pt)),
            (L("Adresse", "العنوان", "Address"), doc.address()),
            (L("Adressé par", "موجه من", "Referred by"), dr(doc, ref_dr)),
            (L("Date de l'examen", "تاريخ الفحص", "Test date"), doc.date())])
    s1, s2 = H(doc, *ALLERGY_SYMPT), H(doc, *ALLERGY_SYMPT)
    doc.p(t(f"Motif : {s1} depuis l'enfance, associée à {s2}.", f"سبب الاستشارة: {s1} منذ الطفولة مع {s2}.",
            f"Reason for referral: {s1} since childhood, with {s2}."))
    rows = []
    for a in r.sample([("Dermatophagoides pteronyssinus", "عث الغبار"), ("Pollen d'olivier", "حبوب لقاح الزيتون"),
                       ("Phanères de chat", "وبر القط"), ("Blattes", "الصراصير"), ("Alternaria", "فطر الألترناريا"),
                       ("Arachide", "الفول السوداني")], 4):
        mm = r.randint(0, 11)
        rows.append([a[1] if doc.lang == "ar" else a[0], f"{mm} mm",
                     L("positif", "إيجابي", "positive") if mm >= 3 else L("négatif", "سلبي", "negative")])
    doc.h(L("Prick-tests cutanés", "اختبارات الوخز الجلدي", "Skin prick tests"), 2)
    doc.table([L("Allergène", "المادة المسببة", "Allergen"), L("Papule", "الحطاطة", "Wheal"),
               L("Interprétation", "التفسير", "Result")], rows)
    ige = lab(doc, {"fr": "IgE totales", "ar": "IgE الكلية", "en": "Total IgE"}, 150, 900, "kUI/L", 0)
    spec = lab(doc, {"fr": "IgE spécifiques Der p 1", "ar": "IgE النوعية Der p 1", "en": "Specific IgE Der p 1"},
               3, 60, "kUA/L")
    eos = lab(doc, {"fr": "éosinophiles", "ar": "الحمضات", "en": "eosinophils"}, 450, 1400, "/mm3", 0)
    doc.p(t(f"Biologie : {ige} ; {spec} ; {eos}.", f"التحاليل: {ige} ؛ {spec} ؛ {eos}.",
            f"Laboratory: {ige}; {spec}; {eos}."))
    concl = H(doc, ["sensibilisation majeure aux acariens", "polysensibilisation pollens et acariens",
                    "allergie alimentaire à l'arachide confirmée"],
              ["تحسس شديد من عث الغبار", "تحسس متعدد من حبوب اللقاح والعث"],
              ["major house-dust-mite sensitisation", "pollen and mite polysensitisation",
               "confirmed peanut food allergy"])
    tt1, tt2 = H(doc, *ALLERGY_TT), H(doc, *ALLERGY_TT)
    doc.p(t(f"Conclusion : {concl}. Conduite à tenir : {tt1} ; {tt2}.", f"الخلاصة: {concl}. العلاج: {tt1} ؛ {tt2}.",
            f"Conclusion: {concl}. Plan: {tt1}; {tt2}."))
    fee, lot, tpe = doc.amount(40, 250), doc.ref("LOT"), doc.bad16()
    doc.p(t(f"Honoraires réglés : {fee} (transaction TPE {tpe}). Extraits allergéniques lot {lot}.",
            f"الأتعاب المدفوعة: {fee} (عملية دفع {tpe}). مستخلصات الحساسية دفعة {lot}.",
            f"Fee paid: {fee} (card terminal transaction {tpe}). Allergen extracts batch {lot}."))
    doc.p(dr(doc, allergist))


@kind("sleep_study_report")
def k_sleep(doc):
    r, t, L = doc.r, doc.t, doc.lab
    pt, doc1, tech = doc.person(), doc.person(), doc.person()
    lab_name = doc.d(t("Hôpital La Rabta", "مستشفى الرابطة", "Charles Nicolle Hospital"))
    doc.h(t("Compte rendu de polysomnographie nocturne", "تقرير تخطيط النوم الليلي", "Overnight polysomnography report"))
    rec, psg = doc.date(), doc.ref("PSG")
    doc.p(t(f"Laboratoire du sommeil - {lab_name}. Enregistrement du {rec}, dossier {psg}.",
            f"مخبر النوم - {lab_name}. تسجيل ليلة {rec}، ملف {psg}.",
            f"Sleep laboratory - {lab_name}. Recording of {rec}, file {psg}."))
    doc.kv([(L("Patient", "المريض", "Patient"), doc.name(pt)),
            (L("Né(e) le", "تاريخ الولادة", "Born"), doc.dob(1950, 1995)),
            (L("N° CIN", "رقم ب.ت.و", "ID number"), doc.cin()),
            (L("Tél.", "الهاتف", "Tel."), doc.phone()),
            (L("Domicile", "المقر", "Home address"), doc.address(split=True))])
    bmi = lab(doc, {"fr": "IMC", "ar": "مؤشر كتلة الجسم", "en": "BMI"}, 27, 41, "kg/m²")
    ep = doc.health(t(f"score d'Epworth {r.randint(11, 21)}/24", f"مؤشر إبوورث {r.randint(11, 21)}/24",
                      f"Epworth score {r.randint(11, 21)}/24"))
    sym = H(doc, ["ronflements sonores", "pauses respiratoires constatées par le conjoint", "céphalées matinales",
                  "nycturie"], ["شخير قوي", "توقف التنفس أثناء النوم", "صداع صباحي"],
            ["loud snoring", "witnessed apnoeas", "morning headaches", "nocturia"])
    hist = H(doc, *CHRONIC)
    plate = doc.plate()
    doc.p(t(f"Indication : {sym}, somnolence diurne ({ep}), {bmi}, {hist}. Conducteur professionnel (véhicule {plate}).",
            f"دواعي الفحص: {sym}، نعاس نهاري ({ep})، {bmi}، {hist}. سائق محترف (السيارة {plate}).",
            f"Indication: {sym}, daytime sleepiness ({ep}), {bmi}, {hist}. Professional driver (vehicle {plate})."))
    iah = lab(doc, {"fr": "IAH", "ar": "مؤشر انقطاع التنفس", "en": "AHI"}, 16, 72, "/h")
    spo = lab(doc, {"fr": "SpO2 minimale", "ar": "أدنى تشبع بالأكسجين", "en": "Minimum SpO2"}, 68, 86, "%", 0)
    odi = lab(doc, {"fr": "index de désaturation", "ar": "مؤشر نقص التشبع", "en": "ODI"}, 12, 60, "/h", 0)
    doc.h(L("Résultats", "النتائج", "Results"), 2)
    doc.table([L("Paramètre", "المؤشر", "Parameter"), L("Résultat", "النتيجة", "Result")],
              [[L("Apnées-hypopnées", "انقطاع التنفس", "Apnoea-hypopnoea"), iah],
               [L("Oxymétrie", "قياس الأكسجين", "Oximetry"), spo],
               [L("Désaturations", "نقص التشبع", "Desaturations"), odi],
               [L("Efficacité du sommeil", "نجاعة النوم", "Sleep efficiency"), f"{r.randint(61, 92)} %"]])
    dx = H(doc, ["syndrome d'apnées obstructives du sommeil sévère", "SAOS modéré à prédominance positionnelle",
                 "syndrome obésité-hypoventilation"], ["متلازمة انقطاع التنفس الانسدادي الحاد أثناء النوم",
                                                     "انقطاع التنفس الانسدادي المتوسط"],
            ["severe obstructive sleep apnoea syndrome", "moderate positional obstructive sleep apnoea",
             "obesity hypoventilation syndrome"])
    tt = H(doc, ["PPC auto-pilotée 6-12 cmH2O", "orthèse d'avancée mandibulaire", "perte de poids et PPC"],
           ["جهاز ضغط هوائي إيجابي مستمر", "جهاز تقديم الفك السفلي"],
           ["auto-titrating CPAP 6-12 cmH2O", "mandibular advancement device", "weight loss and CPAP"])
    serial, price, ins = doc.bad16(), doc.amount(900, 3500), doc.inst()
    doc.p(t(f"Conclusion : {dx}. Traitement proposé : {tt}. Appareil n° de série {serial}, devis {price} "
            f"(prise en charge {ins}). Contre-indication temporaire à la conduite professionnelle.",
            f"الخلاصة: {dx}. العلاج المقترح: {tt}. رقم الجهاز {serial}، الكلفة {price} (تكفل {ins}). "
            f"منع مؤقت من السياقة المهنية.",
            f"Conclusion: {dx}. Proposed treatment: {tt}. Device serial {serial}, quote {price} (covered by {ins}). "
            f"Temporarily unfit for professional driving."))
    doc.p(t("Technicien : ", "التقني: ", "Technician: ") + doc.name(tech, None, "ar" if doc.lang == "ar" else "lat")
          + " - " + dr(doc, doc1))


@kind("antenatal_followup")
def k_antenatal(doc):
    r, t, L = doc.r, doc.t, doc.lab
    mum, husband, midwife, gyn = doc.person("F"), doc.person("M"), doc.person("F"), doc.person()
    csb = doc.d(t("Centre de santé de base de Ghardimaou", "مركز الصحة الأساسية بغار الدماء",
                  "Ghardimaou primary health centre"))
    doc.h(t("Carnet de suivi de grossesse", "دفتر متابعة الحمل", "Antenatal care record"))
    cref = doc.ref(r.choice(["CPN", "GR"]))
    doc.p(t(f"{csb} - carnet n° {cref}", f"{csb} - دفتر عدد {cref}", f"{csb} - record no. {cref}"))
    doc.kv([(L("Nom de la patiente", "اسم المريضة", "Patient"), doc.name(mum)),
            (L("Date de naissance", "تاريخ الولادة", "Date of birth"), doc.dob(1983, 2005)),
            (L("CIN", "ب.ت.و", "ID card"), doc.cin()),
            (L("Époux", "الزوج", "Husband"), doc.name(husband)),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone()),
            (L("Adresse", "العنوان", "Address"), doc.address(r.choice(["rural", "rural", "cite", "street"]),
                                                           split=True)),
            (L("N° d'affiliation CNSS", "رقم الانخراط بالضمان الاجتماعي", "Social security no."), doc.cnss())])
    gp = doc.health(f"G{r.randint(2, 5)}P{r.randint(1, 3)}")
    grp_ = H(doc, ["groupe sanguin O Rh négatif", "groupe sanguin A Rh positif", "groupe sanguin B Rh négatif"],
             ["فصيلة الدم O سالب", "فصيلة الدم A موجب", "فصيلة الدم B سالب"],
             ["blood group O Rh-negative", "blood group A Rh-positive", "blood group B Rh-negative"])
    past = H(doc, ["antécédent de césarienne", "fausse couche spontanée à 10 SA", "mort fœtale in utero",
                   "accouchement prématuré à 33 SA"], ["عملية قيصرية سابقة", "إجهاض تلقائي في الأسبوع العاشر",
                                                       "ولادة مبكرة في الأسبوع 33"],
               ["previous caesarean section", "miscarriage at 10 weeks", "preterm delivery at 33 weeks"])
    doc.p(t(f"Antécédents obstétricaux : {gp}, {past}. {grp_}.", f"السوابق التوليدية: {gp}، {past}. {grp_}.",
            f"Obstetric history: {gp}, {past}. {grp_}."))
    obs_pool = (["nausées et vomissements du premier trimestre", "anémie ferriprive", "diabète gestationnel",
                 "prééclampsie légère", "infection urinaire traitée par céfixime", "menace d'accouchement prématuré",
                 "vaccin antitétanique 2e dose"],
                ["غثيان وتقيؤ في الثلث الأول", "فقر دم بسبب نقص الحديد", "سكري الحمل", "تسمم حمل خفيف",
                 "التهاب المسالك البولية", "خطر ولادة مبكرة", "الجرعة الثانية من لقاح الكزاز"],
                ["first-trimester nausea and vomiting", "iron-deficiency anaemia", "gestational diabetes",
                 "mild pre-eclampsia", "urinary tract infection treated with cefixime", "threatened preterm labour",
                 "second tetanus vaccine dose"])
    rows = []
    for k, sa in enumerate(sorted(r.sample(range(9, 38), 4))):
        rows.append([doc.date(2024, 2025), f"{sa} " + L("SA", "أسبوع", "wks"),
                     f"{r.randint(10, 15)}/{r.randint(6, 9)}", f"{r.randint(58, 92)} kg", H(doc, *obs_pool)])
    doc.h(L("Consultations prénatales", "الاستشارات السابقة للولادة", "Antenatal visits"), 2)
    doc.table([L("Date", "التاريخ", "Date"), L("Terme", "مدة الحمل", "Gestation"), L("TA", "الضغط", "BP"),
               L("Poids", "الوزن", "Weight"), L("Observations", "ملاحظات", "Findings")], rows)
    hb = lab(doc, {"fr": "Hb", "ar": "الهيموغلوبين", "en": "Hb"}, 8.4, 11.2, "g/dL")
    hg = lab(doc, {"fr": "HGPO 75 g à 1 h", "ar": "اختبار تحمل الغلوكوز بعد ساعة", "en": "OGTT 75 g at 1 h"},
             1.5, 2.1, "g/L", 2)
    sero = H(doc, ["toxoplasmose non immune", "rubéole immunisée", "sérologie VIH négative", "Ag HBs positif"],
             ["داء المقوسات غير محصنة", "مناعة ضد الحصبة الألمانية", "التهاب الكبد ب إيجابي"],
             ["toxoplasmosis non-immune", "rubella immune", "HIV serology negative", "HBsAg positive"])
    tt = H(doc, ["fer 80 mg et acide folique 0,4 mg par jour", "nifédipine LP 20 mg", "insulinothérapie basale"],
           ["حديد 80 ملغ وحمض الفوليك يوميا", "نيفيديبين 20 ملغ", "علاج بالأنسولين"],
           ["iron 80 mg plus folic acid 0.4 mg daily", "extended-release nifedipine 20 mg", "basal insulin"])
    doc.p(t(f"Bilan : {hb} ; {hg} ; {sero}. Traitement : {tt}.", f"التحاليل: {hb} ؛ {hg} ؛ {sero}. العلاج: {tt}.",
            f"Tests: {hb}; {hg}; {sero}. Treatment: {tt}."))
    mat, fee, lg = doc.d(t("Maternité de l'hôpital régional de Jendouba", "قسم التوليد بالمستشفى الجهوي بجندوبة",
                           "Jendouba regional hospital maternity")), doc.amount(20, 300), doc.legal()
    doc.p(t(f"Accouchement prévu à la {mat}. Forfait de suivi : {fee}. Secret médical ({lg}).",
            f"الولادة مبرمجة في {mat}. معلوم المتابعة: {fee}. السر الطبي ({lg}).",
            f"Delivery planned at {mat}. Follow-up fee: {fee}. Medical confidentiality ({lg})."))
    doc.p(L("Sage-femme", "القابلة", "Midwife") + " : " + doc.name(midwife) + " - " +
          L("Gynécologue", "طبيب النساء", "Obstetrician") + " : " + dr(doc, gyn))


# ---------------------------------------------------------------- kinds, batch 2
INJURIES = (["fracture de la diaphyse fémorale droite", "traumatisme crânien avec perte de connaissance initiale",
             "entorse grave du genou gauche", "plaie du cuir chevelu suturée", "fracture de trois côtes gauches",
             "luxation de l'épaule droite"],
            ["كسر في عظم الفخذ الأيمن", "رضة في الرأس مع فقدان الوعي", "التواء حاد في الركبة اليسرى",
             "جرح في فروة الرأس تمت خياطته", "كسر ثلاثة أضلاع"],
            ["fracture of the right femoral shaft", "head injury with initial loss of consciousness",
             "severe left knee sprain", "sutured scalp wound", "fracture of three left ribs",
             "dislocated right shoulder"])


@kind("forensic_expert_report")
def k_forensic(doc):
    r, t, L = doc.r, doc.t, doc.lab
    expert, victim, driver, lawyer = doc.person(), doc.person(), doc.person(), doc.person()
    court = doc.d(t("Tribunal de première instance de Sousse", "المحكمة الابتدائية بسوسة", "Sousse Court of First Instance"))
    case, order_d, acc_d = doc.ref(r.choice(["AFF", "RG"])), doc.date(), doc.date(2022, 2024)
    doc.h(t("Rapport d'expertise médicale judiciaire", "تقرير الاختبار الطبي العدلي", "Court-appointed medical expert report"))
    doc.p(t(f"{court} - {case}. Mission confiée par ordonnance du {order_d}.",
            f"{court} - {case}. مأمورية بمقتضى إذن بتاريخ {order_d}.",
            f"{court} - {case}. Assignment ordered on {order_d}."))
    office = doc.street()
    doc.p(t(f"Expert : ", "الخبير: ", "Expert: "), B(dr(doc, expert)),
          t(f", expert près la cour d'appel, cabinet {office}.", f"، خبير لدى محكمة الاستئناف، مكتبه {office}.",
            f", expert at the court of appeal, practice on {office}."))
    doc.h(L("Identité de la victime", "هوية المتضرر", "Injured party"), 2)
    doc.kv([(L("Nom", "الاسم", "Name"), doc.name(victim)),
            (L("Date de naissance", "تاريخ الولادة", "Date of birth"), doc.dob(1955, 2003)),
            (L("CIN / Passeport", "ب.ت.و / جواز السفر", "ID card / passport"),
             doc.cin() if r.random() < 0.6 else doc.passport(r.random() < 0.4)),
            (L("Adresse", "العنوان", "Address"), doc.address(split=True)),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone()),
            (L("Conseil", "المحامي", "Counsel"), (t("Maître ", "الأستاذ ", "Counsel ") +
                                                 doc.name(lawyer, None, "ar" if doc.lang == "ar" else "lat")))])
    plate, policy, insurer = doc.plate(), doc.ref("POL"), doc.d(t("STAR Assurances", "التأمين ستار", "STAR Insurance"))
    drv = doc.name(driver)
    doc.h(L("Faits", "الوقائع", "Facts"), 2)
    doc.p(t(f"Le {acc_d}, la victime a été percutée par le véhicule immatriculé {plate} conduit par {drv}, "
            f"assuré auprès de {insurer} (police {policy}).",
            f"بتاريخ {acc_d} صدمت المتضرر السيارة ذات الرقم المنجمي {plate} التي يقودها {drv} والمؤمنة لدى "
            f"{insurer} (عقد {policy}).",
            f"On {acc_d} the victim was hit by the vehicle registered {plate}, driven by {drv} and insured with "
            f"{insurer} (policy {policy})."))
    inj1, inj2 = H(doc, *INJURIES), H(doc, *INJURIES)
    proc = H(doc, ["ostéosynthèse par clou centromédullaire", "réduction sous anesthésie générale", "arthroscopie du genou"],
             ["تثبيت العظم بمسمار نخاعي", "رد الخلع تحت التخدير العام"],
             ["intramedullary nailing", "reduction under general anaesthesia", "knee arthroscopy"])
    doc.h(L("Lésions constatées", "الإصابات المعاينة", "Injuries"), 2)
    doc.p(t(f"Lésions initiales : {inj1} et {inj2}, traitées par {proc}.",
            f"الإصابات الأولية: {inj1} و {inj2}، عولجت بـ {proc}.",
            f"Initial injuries: {inj1} and {inj2}, treated by {proc}."))
    ipp = doc.health(t(f"IPP de {r.randint(5, 35)} %", f"عجز مستمر بنسبة {r.randint(5, 35)} %",
                       f"permanent partial disability of {r.randint(5, 35)} %"))
    itt = doc.health(t(f"ITT de {r.randint(20, 120)} jours", f"عجز وقتي تام لمدة {r.randint(20, 120)} يوما",
                       f"total temporary incapacity of {r.randint(20, 120)} days"))
    seq = H(doc, ["boiterie à la marche prolongée", "raideur de l'épaule droite", "céphalées post-traumatiques",
                  "syndrome de stress post-traumatique"], ["عرج عند المشي", "تصلب في الكتف", "صداع ما بعد الرضة"],
            ["limp on prolonged walking", "stiff right shoulder", "post-traumatic headaches", "post-traumatic stress disorder"])
    pd = doc.health(t(f"pretium doloris {r.randint(2, 6)}/7", f"الضرر المعنوي {r.randint(2, 6)}/7",
                      f"pain and suffering {r.randint(2, 6)}/7"))
    doc.h(L("Conclusions", "الاستنتاجات", "Conclusions"), 2)
    doc.table([L("Poste de préjudice", "عنصر الضرر", "Head of damage"), L("Évaluation", "التقدير", "Assessment")],
              [[L("Incapacité temporaire", "العجز الوقتي", "Temporary incapacity"), itt],
               [L("Incapacité permanente", "العجز المستمر", "Permanent incapacity"), ipp],
               [L("Souffrances endurées", "الآلام", "Pain"), pd],
               [L("Séquelles", "المخلفات", "Sequelae"), seq]])
    fee, lg, dep = doc.amount(200, 1500), doc.legal(), doc.date()
    doc.p(t(f"Honoraires de l'expertise : {fee}, consignés le {dep}. Rapport établi dans le respect des textes ({lg}).",
            f"أجرة الاختبار: {fee}، تم تأمينها يوم {dep}. حرر التقرير طبقا لـ {lg}.",
            f"Expert fee: {fee}, deposited on {dep}. Report drawn up in accordance with {lg}."))
    doc.p(t("Fait à Sousse, l'expert", "حرر بسوسة، الخبير", "Sousse, the expert") + " " + dr(doc, expert))


DISABILITY = (["dyslexie-dysorthographie sévère", "surdité bilatérale appareillée", "diabète de type 1 sous pompe à insuline",
               "trouble du déficit de l'attention avec hyperactivité", "hémiparésie gauche séquellaire",
               "malvoyance avec acuité de 2/10", "bégaiement sévère"],
              ["عسر القراءة والكتابة الحاد", "صمم ثنائي مع سماعات", "سكري من النوع الأول بمضخة أنسولين",
               "اضطراب نقص الانتباه مع فرط الحركة", "شلل نصفي أيسر", "ضعف البصر 2/10"],
              ["severe dyslexia and dysorthographia", "bilateral hearing loss with hearing aids",
               "type 1 diabetes on an insulin pump", "attention deficit hyperactivity disorder",
               "residual left hemiparesis", "low vision, visual acuity 2/10", "severe stuttering"])


@kind("bac_exam_accommodation")
def k_bac(doc):
    r, t, L = doc.r, doc.t, doc.lab
    pupil, parent, physician, head = doc.person(), doc.person(), doc.person(), doc.person()
    school = doc.d(t("Lycée pilote de Sfax", "المعهد النموذجي بصفاقس", "Sfax pilot secondary school"))
    cre = doc.d(t("Commissariat régional de l'éducation de Sfax 1", "المندوبية الجهوية للتربية بصفاقس 1",
                  "Sfax 1 regional education office"))
    session, dossier = doc.d(t("session principale 2025", "الدورة الرئيسية 2025", "main session 2025")), doc.ref("AME")
    doc.h(t("Demande d'aménagement des épreuves du baccalauréat", "مطلب تهيئة ظروف اجتياز امتحان البكالوريا",
            "Request for baccalaureate exam accommodations"))
    doc.p(t(f"{cre} - {school} - {session} - dossier {dossier}", f"{cre} - {school} - {session} - ملف {dossier}",
            f"{cre} - {school} - {session} - file {dossier}"))
    doc.h(L("Candidat(e)", "المترشح(ة)", "Candidate"), 2)
    doc.kv([(L("Nom et prénom", "الاسم واللقب", "Name"), doc.name(pupil)),
            (L("Date de naissance", "تاريخ الولادة", "Date of birth"), doc.dob(2005, 2008)),
            (L("Section", "الشعبة", "Stream"), L("Sciences expérimentales", "علوم تجريبية", "Experimental sciences")),
            (L("CIN", "ب.ت.و", "ID card"), doc.cin())])
    doc.h(L("Responsable légal", "الولي", "Parent or guardian"), 2)
    doc.kv([(L("Nom", "الاسم", "Name"), doc.name(parent)),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone()),
            (L("Courriel", "البريد الإلكتروني", "Email"), doc.email(parent)),
            (L("Adresse", "العنوان", "Address"), doc.address())])
    dis = H(doc, *DISABILITY)
    extra = H(doc, ["bilan orthophonique de mars", "audiogramme : perte moyenne de 65 dB", "HbA1c 7,9 %",
                    "traitement par méthylphénidate 10 mg", "séquelles d'AVC ischémique néonatal"],
              ["فحص النطق والتخاطب", "فقدان سمع متوسط 65 ديسيبل", "علاج بالميثيلفينيدات 10 ملغ"],
              ["speech therapy assessment in March", "audiogram: mean loss 65 dB", "HbA1c 7.9 %",
               "on methylphenidate 10 mg", "sequelae of a neonatal ischaemic stroke"])
    doc.p(t(f"Motif médical : {dis} ({extra}), attesté par certificat du ",
            f"السبب الطبي: {dis} ({extra})، حسب الشهادة الطبية المسلمة من ",
            f"Medical grounds: {dis} ({extra}), certified by "), B(dr(doc, physician)), ".")
    acc = [L("Tiers-temps supplémentaire", "ثلث وقت إضافي", "One-third extra time"),
           L("Secrétaire-lecteur", "كاتب وقارئ", "Reader and scribe"),
           L("Salle isolée au rez-de-chaussée", "قاعة منفردة بالطابق الأرضي", "Separate ground-floor room"),
           L("Collation et glucomètre autorisés", "السماح بوجبة خفيفة وجهاز قياس السكر", "Snack and glucose meter allowed")]
    doc.table([L("Aménagement demandé", "التهيئة المطلوبة", "Accommodation"), L("Avis", "الرأي", "Opinion")],
              [[a, r.choice([L("favorable", "موافقة", "granted"), L("réservé", "تحفظ", "pending")])]
               for a in r.sample(acc, 3)])
    lg = doc.d(t("loi d'orientation n° 2005-83 du 15 août 2005", "القانون التوجيهي عدد 83 لسنة 2005",
                 "Framework Law No. 2005-83"))
    cd, place = doc.date(2025, 2025), doc.place()
    doc.p(t(f"Décision de la commission médicale régionale ({lg}) réunie le {cd}. Centre d'examen hors {place}.",
            f"قرار اللجنة الطبية الجهوية ({lg}) المنعقدة بتاريخ {cd}. مركز الامتحان خارج {place}.",
            f"Decision of the regional medical board ({lg}) meeting on {cd}. Exam centre outside {place}."))
    doc.p(L("Le proviseur", "مدير المعهد", "Head teacher") + " : " + who(doc, head))


@kind("rne_company_registration")
def k_rne(doc):
    r, t, L = doc.r, doc.t, doc.lab
    owner, partner, accountant = doc.person(), doc.person(), doc.person()
    rne = doc.d(t("Registre National des Entreprises", "السجل الوطني للمؤسسات", "National Business Register"))
    doc.h(t("Demande d'immatriculation - entreprise individuelle", "مطلب ترسيم مؤسسة فردية",
            "Registration application - sole proprietorship"))
    rq, law = doc.ref("RNE"), doc.d(t("loi n° 2018-52 du 29 octobre 2018", "القانون عدد 52 لسنة 2018",
                                      "Law No. 2018-52 of 29 October 2018"))
    doc.p(t(f"{rne} - demande n° {rq}, déposée en application de la {law}.",
            f"{rne} - مطلب عدد {rq}، مقدم تطبيقا لـ {law}.",
            f"{rne} - application {rq}, filed under {law}."))
    doc.h(L("Exploitant", "صاحب المؤسسة", "Owner"), 2)
    doc.kv([(L("Nom et prénom", "الاسم واللقب", "Full name"), doc.name(owner)),
            (L("Date de naissance", "تاريخ الولادة", "Date of birth"), doc.dob(1960, 2000)),
            (L("CIN", "رقم بطاقة التعريف الوطنية", "National ID"), doc.cin()),
            (L("Adresse personnelle", "العنوان الشخصي", "Home address"), doc.address()),
            (L("Mobile", "الجوال", "Mobile"), doc.phone()),
            (L("Courriel", "البريد الإلكتروني", "Email"), doc.email(owner)),
            (L("Matricule fiscal", "المعرف الجبائي", "Tax ID"), doc.taxid()),
            (L("N° employeur CNSS", "رقم المؤجر بالضمان الاجتماعي", "CNSS employer no."), doc.cnss())])
    street, act, cap = doc.street(), doc.d(r.choice(["NAT 47.11", "NAT 56.10", "NAT 43.21", "NAT 10.71"])), doc.amount(5000, 90000)
    doc.h(L("Établissement", "المحل", "Premises"), 2)
    doc.p(t(f"Local commercial sis {street}. Activité principale {act}. Capital déclaré : {cap}.",
            f"محل تجاري كائن بـ {street}. النشاط الرئيسي {act}. رأس المال المصرح به: {cap}.",
            f"Shop located on {street}. Main activity {act}. Declared capital: {cap}."))
    pp = doc.name(partner)
    ppass = doc.passport(True)
    pdob = doc.dob(1958, 1998)
    doc.p(t(f"Bailleur de fonds étranger : {pp}, passeport n° {ppass}, né(e) le {pdob}.",
            f"ممول أجنبي: {pp}، جواز سفر عدد {ppass}، مولود(ة) في {pdob}.",
            f"Foreign financial backer: {pp}, passport no. {ppass}, born {pdob}."))
    rib, iban, bank = doc.rib(), doc.iban(), doc.d(r.choice(["Amen Bank", "BIAT", "Attijari bank", "UBCI"]))
    doc.h(L("Coordonnées bancaires", "المعطيات البنكية", "Bank details"), 2)
    doc.table([L("Banque", "البنك", "Bank"), "RIB", "IBAN"], [[bank, rib, iban]])
    card, fee, txn = doc.card(), doc.amount(50, 300), doc.bad20()
    doc.p(t(f"Frais d'immatriculation {fee} réglés par carte {card} (référence de paiement {txn}).",
            f"معاليم الترسيم {fee} دفعت بالبطاقة {card} (مرجع الدفع {txn}).",
            f"Registration fee {fee} paid by card {card} (payment reference {txn})."))
    doc.p(L("Déposé par l'expert-comptable", "أودع من طرف الخبير المحاسب", "Filed by the chartered accountant") + " " +
          doc.name(accountant, "FU" if doc.lang != "ar" else "aF", "ar" if doc.lang == "ar" else "lat") + ", " +
          doc.date())


@kind("sharecropping_agreement")
def k_sharecrop(doc):
    r, t, L = doc.r, doc.t, doc.lab
    owner, tenant, w1, w2 = doc.person(), doc.person("M"), doc.person(), doc.person()
    doc.h(t("Convention d'association agricole (métayage)", "اتفاقية شراكة فلاحية (خماسة)", "Sharecropping agreement"))
    season, tf = doc.d(t("campagne agricole 2024-2025", "الموسم الفلاحي 2024-2025", "2024-2025 farming season")), doc.ref("TF")
    doc.p(t(f"Pour la {season}, entre les soussignés :", f"بعنوان {season}، بين الممضين أسفله:",
            f"For the {season}, between the undersigned:"))
    o_name, o_cin, o_dob, o_addr, o_mf = (doc.name(owner), doc.cin(), doc.dob(1940, 1985), doc.address("street"),
                                          doc.taxid())
    doc.p(B(L("Le propriétaire", "المالك", "The landowner")), " : ", o_name,
          t(f", titulaire de la CIN {o_cin}, né(e) le {o_dob}, demeurant {o_addr}, matricule fiscal {o_mf} ;",
            f"، صاحب بطاقة التعريف عدد {o_cin}، المولود في {o_dob}، القاطن بـ {o_addr}، المعرف الجبائي {o_mf}؛",
            f", ID card {o_cin}, born {o_dob}, residing at {o_addr}, tax ID {o_mf};"))
    t_name, t_cin, t_dob, t_addr, t_tel = (doc.name(tenant), doc.cin(), doc.dob(1960, 1995),
                                           doc.address("rural", split=True), doc.phone())
    doc.p(B(L("Le métayer", "الخماس", "The sharecropper")), " : ", t_name,
          t(f", CIN {t_cin}, né le {t_dob}, domicilié {t_addr}, tél. {t_tel}.",
            f"، ب.ت.و {t_cin}، المولود في {t_dob}، القاطن بـ {t_addr}، الهاتف {t_tel}.",
            f", ID {t_cin}, born {t_dob}, living at {t_addr}, tel. {t_tel}."))
    area = doc.d(f"{r.randint(3, 40)} ha {r.randint(10, 90)} a")
    crda = doc.d(t("CRDA de Kairouan", "المندوبية الجهوية للتنمية الفلاحية بالقيروان", "Kairouan agricultural office"))
    share = r.choice(["1/5", "1/4", "1/3"])
    doc.h(L("Article premier - objet", "الفصل الأول - الموضوع", "Clause 1 - purpose"), 2)
    doc.p(t(f"Exploitation d'une parcelle de {area} (titre foncier {tf}) plantée d'oliviers et de blé dur. "
            f"Le métayer perçoit {share} de la récolte. Déclaration au {crda}.",
            f"استغلال قطعة أرض مساحتها {area} (رسم عقاري {tf}) مغروسة زياتين وقمحا صلبا. "
            f"يتحصل الخماس على {share} من الصابة. التصريح لدى {crda}.",
            f"Cultivation of a {area} plot (land title {tf}) with olive trees and durum wheat. "
            f"The sharecropper receives {share} of the harvest. Declared to the {crda}."))
    plate, rib, adv = doc.plate(), doc.rib(), doc.amount(300, 6000)
    doc.h(L("Article 2 - moyens", "الفصل 2 - الوسائل", "Clause 2 - means"), 2)
    doc.p(t(f"Le propriétaire fournit le tracteur immatriculé {plate} et une avance de {adv}, remboursable "
            f"sur la récolte ; les paiements sont versés au RIB {rib}.",
            f"يوفر المالك الجرار ذا الرقم المنجمي {plate} وتسبقة قدرها {adv} تسترجع من الصابة؛ "
            f"وتحول الدفوعات إلى الحساب {rib}.",
            f"The landowner provides the tractor registered {plate} and an advance of {adv}, repaid from "
            f"the harvest; payments go to RIB {rib}."))
    hd = H(doc, ["hernie discale L4-L5", "lombalgie chronique", "asthme à l'effort"],
           ["انزلاق غضروفي L4-L5", "آلام مزمنة أسفل الظهر", "ربو عند المجهود"],
           ["L4-L5 disc herniation", "chronic low back pain", "exercise-induced asthma"])
    doc.h(L("Article 3 - travaux", "الفصل 3 - الأشغال", "Clause 3 - work"), 2)
    doc.p(t(f"Compte tenu de sa {hd}, le métayer est dispensé du port de charges lourdes lors de la cueillette.",
            f"نظرا لإصابته بـ {hd}، يعفى الخماس من حمل الأثقال أثناء الجني.",
            f"Given his {hd}, the sharecropper is exempted from carrying heavy loads at harvest."))
    lg, sd = doc.legal(), doc.date()
    doc.p(t(f"Litiges : tribunal cantonal (réf. {lg}). Fait le {sd}.",
            f"النزاعات: محكمة الناحية طبقا لـ {lg}. حرر في {sd}.",
            f"Disputes: district court, under {lg}. Signed on {sd}."))
    doc.table([L("Le propriétaire", "المالك", "Landowner"), L("Le métayer", "الخماس", "Sharecropper"),
               L("Témoins", "الشهود", "Witnesses")],
              [[doc.name(owner, "FU" if doc.lang != "ar" else "aF", "ar" if doc.lang == "ar" else "lat"),
                doc.name(tenant, "FU" if doc.lang != "ar" else "aF", "ar" if doc.lang == "ar" else "lat"),
                doc.name(w1) + " ; " + doc.name(w2)]])


# ---------------------------------------------------------------- kinds, batch 3
@kind("safe_deposit_box_rental")
def k_safe_box(doc):
    r, t, L = doc.r, doc.t, doc.lab
    client, spouse, proxy, officer = doc.person(), doc.person(), doc.person(), doc.person()
    bank = doc.d(r.choice(["BIAT", "Amen Bank", "Attijari bank", "UBCI", "STB"]))
    box, key = doc.ref("CF"), doc.d(f"K-{r.randint(1000, 9999)}")
    doc.h(t("Contrat de location de coffre-fort", "عقد كراء خزنة حديدية", "Safe deposit box rental"))
    agency = doc.place()
    doc.p(t(f"{bank} - agence de {agency} - coffre n° {box} (taille M), clé {key}.",
            f"{bank} - فرع {agency} - الخزنة عدد {box} (حجم متوسط)، المفتاح {key}.",
            f"{bank} - {agency} branch - box no. {box} (medium), key {key}."))
    doc.h(L("Locataire principal", "المتسوغ الرئيسي", "Main renter"), 2)
    doc.kv([(L("Nom, prénom", "الاسم واللقب", "Surname, first name"), doc.name(client, "F,g" if doc.lang != "ar" else None)),
            (L("Né(e) le", "تاريخ الولادة", "Date of birth"), doc.dob(1945, 1990)),
            (L("Pièce d'identité", "وثيقة الهوية", "ID document"), doc.cin()),
            (L("Adresse", "العنوان", "Address"), doc.address(r.choice(["residence", "street", "bp"]), split=True)),
            (L("GSM", "الجوال", "Mobile"), doc.phone()),
            (L("Fixe", "الهاتف القار", "Landline"), doc.phone(fixed=True)),
            (L("E-mail", "البريد الإلكتروني", "E-mail"), doc.email(client)),
            (L("Matricule fiscal (profession libérale)", "المعرف الجبائي (مهنة حرة)", "Tax ID (self-employed)"),
             doc.taxid()),
            (L("Compte à débiter (IBAN)", "الحساب المدين (IBAN)", "Account to debit (IBAN)"), doc.iban())])
    sp, sp_cin = doc.name(spouse), doc.cin()
    px, px_pass, px_dob = doc.name(proxy), doc.passport(True), doc.dob(1950, 1995)
    cond = H(doc, ["maladie de Parkinson", "cécité de l'œil droit", "sclérose en plaques", "séquelles d'AVC"],
             ["مرض باركنسون", "فقدان البصر في العين اليمنى", "التصلب اللويحي"],
             ["Parkinson's disease", "blindness in the right eye", "multiple sclerosis", "after-effects of a stroke"])
    doc.p(t(f"Co-locataire : {sp} (CIN {sp_cin}). Le locataire étant atteint de {cond}, il désigne comme mandataire "
            f"{px}, passeport {px_pass}, né(e) le {px_dob}.",
            f"المتسوغ المشارك: {sp} (ب.ت.و {sp_cin}). ونظرا لإصابة المتسوغ بـ {cond} فإنه يعين وكيلا عنه "
            f"{px}، جواز سفر {px_pass}، المولود(ة) في {px_dob}.",
            f"Joint renter: {sp} (ID {sp_cin}). As the renter suffers from {cond}, the appointed proxy is "
            f"{px}, passport {px_pass}, born {px_dob}."))
    fee, dep, card = doc.amount(120, 900), doc.amount(200, 1000), doc.card()
    doc.h(L("Conditions financières", "الشروط المالية", "Charges"), 2)
    doc.p(t(f"Loyer annuel {fee}, dépôt de garantie {dep}, prélevés sur le compte ci-dessus ; à défaut sur la carte {card}.",
            f"معين الكراء السنوي {fee}، الضمان {dep}، يقتطع من الحساب المذكور أو من البطاقة {card}.",
            f"Annual rent {fee}, deposit {dep}, debited from the account above or else from card {card}."))
    rows = []
    for _ in range(3):
        rows.append([doc.date(), f"{r.randint(8, 15)}:{r.choice(['05', '20', '40', '55'])}",
                     doc.name(r.choice([client, proxy]), "F" if doc.lang != "ar" else "aF",
                              "ar" if doc.lang == "ar" else "lat"), doc.d(f"V-{r.randint(10000, 99999)}")])
    doc.h(L("Registre des visites", "سجل الزيارات", "Access log"), 2)
    doc.table([L("Date", "التاريخ", "Date"), L("Heure", "الساعة", "Time"), L("Visiteur", "الزائر", "Visitor"),
               L("Visa", "التأشيرة", "Stamp")], rows)
    lg, bct = doc.legal(), doc.d(t("Banque Centrale de Tunisie", "البنك المركزي التونسي", "Central Bank of Tunisia"))
    doc.p(t(f"Règlement intérieur conforme aux circulaires de la {bct} ; données personnelles : {lg}.",
            f"نظام داخلي مطابق لمناشير {bct}؛ المعطيات الشخصية: {lg}.",
            f"Rules in line with {bct} circulars; personal data: {lg}."))
    doc.p(L("Le chargé de clientèle", "المكلف بالحرفاء", "Relationship manager") + " : " + doc.name(officer))


@kind("seafarer_book_application")
def k_seafarer(doc):
    r, t, L = doc.r, doc.t, doc.lab
    sailor, kin, mdoc = doc.person("M"), doc.person(), doc.person()
    ommp = doc.d(t("Office de la Marine Marchande et des Ports", "ديوان البحرية التجارية والموانئ",
                   "Merchant Navy and Ports Office"))
    doc.h(t("Demande de livret professionnel maritime", "مطلب دفتر بحري مهني", "Application for a seafarer's book"))
    req = doc.ref("LPM")
    doc.p(t(f"{ommp} - demande n° {req}", f"{ommp} - مطلب عدد {req}", f"{ommp} - application {req}"))
    birth_place = doc.place()
    doc.kv([(L("Nom et prénom", "الاسم واللقب", "Full name"), doc.name(sailor)),
            (L("Date de naissance", "تاريخ الولادة", "Date of birth"), doc.dob(1970, 2004)),
            (L("Lieu de naissance", "مكان الولادة", "Place of birth"), birth_place),
            (L("CIN", "بطاقة التعريف", "ID card"), doc.cin()),
            (L("Passeport", "جواز السفر", "Passport"), doc.passport()),
            (L("Adresse", "العنوان", "Address"), doc.address(split=True)),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone()),
            (L("Courriel", "البريد الإلكتروني", "Email"), doc.email(sailor)),
            (L("N° CNSS", "رقم الضمان الاجتماعي", "CNSS no."), doc.cnss()),
            (L("IBAN (salaire)", "IBAN (الأجر)", "Salary IBAN"), doc.iban())])
    stcw = doc.d(f"STCW II/{r.randint(1, 5)} n° {r.randint(1000, 99999)}")
    ship = doc.d(f"IMO {r.randint(9000000, 9799999)}")
    doc.h(L("Qualifications et embarquement", "المؤهلات والإبحار", "Qualifications and vessel"), 2)
    doc.table([L("Brevet", "الشهادة", "Certificate"), L("Navire", "السفينة", "Vessel"), L("Fonction", "الخطة", "Rank")],
              [[stcw, ship, L("Matelot de pont", "بحار سطح", "Deck rating")]])
    va = doc.health(r.choice(["10/10", "9/10", "8/10"]) + " " + L("ODG", "العينين", "both eyes"))
    col = H(doc, ["vision des couleurs normale au test d'Ishihara", "daltonisme de type deutéranopie"],
            ["رؤية الألوان سليمة", "عمى ألوان من نوع ديوترانوبيا"],
            ["normal colour vision on Ishihara test", "deuteranopia colour blindness"])
    aud = lab(doc, {"fr": "perte auditive moyenne", "ar": "فقدان السمع المتوسط", "en": "mean hearing loss"}, 5, 35, "dB", 0)
    hx = H(doc, *CHRONIC)
    tt = H(doc, *MEDS)
    doc.h(L("Certificat d'aptitude médicale", "شهادة الكفاءة البدنية", "Medical fitness certificate"), 2)
    doc.p(t(f"Acuité visuelle {va} ; {col} ; {aud}. Antécédent : {hx} sous {tt}. Apte au service de pont, "
            f"restriction : pas de quart de nuit.",
            f"حدة البصر {va} ؛ {col} ؛ {aud}. سوابق: {hx} مع {tt}. صالح للعمل على السطح دون نوبات ليلية.",
            f"Visual acuity {va}; {col}; {aud}. History: {hx} on {tt}. Fit for deck duty, no night watches."))
    doc.p(t("Médecin agréé : ", "الطبيب المعتمد: ", "Approved doctor: "), B(dr(doc, mdoc)))
    kn, kt = doc.name(kin), doc.phone()
    doc.p(t(f"Personne à prévenir : {kn}, {kt}.", f"الشخص الذي يتم إعلامه: {kn}، {kt}.",
            f"Emergency contact: {kn}, {kt}."))
    fee, ts = doc.amount(10, 80), doc.date()
    doc.p(t(f"Droits de timbre : {fee}. Déposé le {ts}.", f"معلوم الطابع: {fee}. أودع في {ts}.",
            f"Stamp duty: {fee}. Filed on {ts}."))


MILITARY_HEALTH = (["kératocône bilatéral", "asthme sévère persistant", "pied bot opéré", "épilepsie sous lamotrigine 100 mg",
                    "scoliose dorsale de 35°", "surdité de perception gauche"],
                   ["قرنية مخروطية في العينين", "ربو حاد مستمر", "قدم حنفاء تمت جراحتها", "صرع يعالج باللاموتريجين 100 ملغ",
                    "جنف ظهري 35 درجة"],
                   ["bilateral keratoconus", "severe persistent asthma", "operated club foot",
                    "epilepsy on lamotrigine 100 mg", "35° thoracic scoliosis", "left sensorineural deafness"])


@kind("military_service_deferral")
def k_military(doc):
    r, t, L = doc.r, doc.t, doc.lab
    cons, mother, mdoc = doc.person("M"), doc.person("F"), doc.person()
    mdn = doc.d(t("Ministère de la Défense nationale", "وزارة الدفاع الوطني", "Ministry of National Defence"))
    bureau = doc.d(t("Bureau régional du recrutement de Nabeul", "المكتب الجهوي للتجنيد بنابل", "Nabeul regional recruitment office"))
    doc.h(t("Demande de sursis au service national", "مطلب تأجيل أداء الخدمة الوطنية", "Application to defer national service"))
    req, lg = doc.ref("SN"), doc.d(t("loi n° 2004-1 du 14 janvier 2004", "القانون عدد 1 لسنة 2004", "Law No. 2004-1"))
    doc.p(t(f"{mdn} - {bureau} - dossier {req} ({lg}).", f"{mdn} - {bureau} - ملف {req} ({lg}).",
            f"{mdn} - {bureau} - file {req} ({lg})."))
    doc.kv([(L("Appelé", "المدعو", "Conscript"), doc.name(cons)),
            (L("Fils de", "ابن", "Son of"), doc.s("PERSON", cons.xa if doc.lang == "ar" else cons.xl)),
            (L("Date de naissance", "تاريخ الولادة", "Date of birth"), doc.dob(1999, 2006)),
            (L("CIN", "ب.ت.و", "ID card"), doc.cin()),
            (L("Adresse", "العنوان", "Address"), doc.address()),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone())])
    uni = doc.d(t("Université de Carthage", "جامعة قرطاج", "University of Carthage"))
    h1, h2 = H(doc, *MILITARY_HEALTH), H(doc, *MILITARY_HEALTH)
    mname = doc.name(mother)
    mh = H(doc, ["hémiplégie droite", "insuffisance cardiaque sévère", "cancer du sein sous chimiothérapie"],
           ["شلل نصفي أيمن", "قصور قلبي حاد", "سرطان الثدي تحت العلاج الكيميائي"],
           ["right hemiplegia", "severe heart failure", "breast cancer under chemotherapy"])
    doc.h(L("Motifs", "الأسباب", "Grounds"), 2)
    doc.table([L("Motif", "السبب", "Ground"), L("Justification", "المؤيدات", "Evidence")],
              [[L("Études", "الدراسة", "Studies"), t(f"Inscription à l'{uni}", f"مرسم بـ {uni}", f"Enrolled at {uni}")],
               [L("Santé de l'appelé", "صحة المدعو", "Health"), h1],
               [L("Santé de l'appelé", "صحة المدعو", "Health"), h2],
               [L("Soutien de famille", "عائل الأسرة", "Family support"), mname + " : " + mh]])
    verdict = H(doc, ["inapte temporaire 12 mois", "apte au service auxiliaire", "réformé définitif"],
                ["غير صالح مؤقتا لمدة 12 شهرا", "صالح للخدمة المساعدة", "معفى نهائيا"],
                ["temporarily unfit for 12 months", "fit for auxiliary service only", "permanently exempted"])
    cd = doc.date()
    doc.p(t(f"Avis de la commission médicale du {cd} : {verdict}.", f"رأي اللجنة الطبية بتاريخ {cd}: {verdict}.",
            f"Medical board opinion of {cd}: {verdict}."))
    doc.p(t("Médecin examinateur : ", "الطبيب الفاحص: ", "Examining doctor: "), B(dr(doc, mdoc)))


PO_INJURIES = (["ecchymoses multiples des avant-bras", "fracture des os propres du nez", "hématome péri-orbitaire gauche",
                "état de stress post-traumatique", "morsure à l'épaule droite"],
               ["كدمات متعددة في الساعدين", "كسر في عظام الأنف", "ورم دموي حول العين اليسرى",
                "اضطراب ما بعد الصدمة", "عضة في الكتف الأيمن"],
               ["multiple bruises on both forearms", "fractured nasal bones", "left periorbital haematoma",
                "post-traumatic stress disorder", "bite wound on the right shoulder"])


@kind("protection_order_petition")
def k_protection(doc):
    r, t, L = doc.r, doc.t, doc.lab
    vic, resp, child, lawyer, mdoc = doc.person("F"), doc.person("M"), doc.person(), doc.person(), doc.person()
    court = doc.d(t("Tribunal de première instance de Ben Arous", "المحكمة الابتدائية ببن عروس",
                    "Ben Arous Court of First Instance"))
    law = doc.d(t("loi organique n° 2017-58 du 11 août 2017", "القانون الأساسي عدد 58 لسنة 2017",
                  "Organic Law No. 2017-58 of 11 August 2017"))
    doc.h(t("Requête en ordonnance de protection", "مطلب إصدار قرار حماية", "Petition for a protection order"))
    doc.p(t(f"À Monsieur le juge de la famille près le {court}, sur le fondement de la {law}.",
            f"إلى السيد قاضي الأسرة لدى {court}، على أساس {law}.",
            f"To the family judge of the {court}, under {law}."))
    doc.h(L("Requérante", "الطالبة", "Petitioner"), 2)
    doc.kv([(L("Nom", "الاسم", "Name"), doc.name(vic)),
            (L("Née le", "تاريخ الولادة", "Born"), doc.dob(1970, 2002)),
            (L("CIN", "ب.ت.و", "ID card"), doc.cin()),
            (L("Adresse", "العنوان", "Address"), doc.address(split=True)),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone()),
            (L("Courriel", "البريد الإلكتروني", "Email"), doc.email(vic))])
    doc.h(L("Défendeur", "المطلوب", "Respondent"), 2)
    rn, rdob, rcin, raddr, rplate = doc.name(resp), doc.dob(1960, 1998), doc.cin(), doc.address(), doc.plate()
    doc.p(t(f"{rn}, né le {rdob}, CIN {rcin}, demeurant {raddr}, conduisant le véhicule {rplate}.",
            f"{rn}، المولود في {rdob}، ب.ت.و {rcin}، القاطن بـ {raddr}، ويستعمل السيارة {rplate}.",
            f"{rn}, born {rdob}, ID {rcin}, living at {raddr}, driving vehicle {rplate}."))
    cn, cdob = doc.name(child), doc.dob(2012, 2021)
    pv, pvd, hosp = doc.ref("PV"), doc.date(), doc.inst()
    i1, i2 = H(doc, *PO_INJURIES), H(doc, *PO_INJURIES)
    itt = doc.health(t(f"ITT de {r.randint(5, 30)} jours", f"راحة لمدة {r.randint(5, 30)} يوما",
                       f"{r.randint(5, 30)} days of total incapacity"))
    mdr = dr(doc, mdoc)
    doc.h(L("Exposé des faits", "عرض الوقائع", "Statement of facts"), 2)
    doc.p(t(f"Le {pvd}, la requérante a été frappée au domicile conjugal en présence de l'enfant {cn} (né(e) le {cdob}). "
            f"Le certificat médical initial du {mdr} ({hosp}) constate : {i1}, {i2}, {itt}. Plainte enregistrée sous {pv}.",
            f"بتاريخ {pvd} تعرضت الطالبة للضرب بمحل الزوجية بحضور الطفل(ة) {cn} (المولود(ة) في {cdob}). "
            f"وتثبت الشهادة الطبية الأولية الصادرة عن {mdr} ({hosp}): {i1}، {i2}، {itt}. شكاية مسجلة تحت {pv}.",
            f"On {pvd} the petitioner was beaten at the marital home in front of the child {cn} (born {cdob}). "
            f"The initial medical certificate by {mdr} ({hosp}) records: {i1}, {i2}, {itt}. Police report {pv}."))
    psy = H(doc, ["suivi psychologique hebdomadaire", "sertraline 50 mg", "troubles du sommeil"],
            ["متابعة نفسية أسبوعية", "اضطرابات في النوم"],
            ["weekly psychological follow-up", "sertraline 50 mg", "sleep disturbances"])
    alim = doc.amount(150, 900)
    doc.h(L("Demandes", "الطلبات", "Requests"), 2)
    doc.table(["#", L("Mesure sollicitée", "التدبير المطلوب", "Measure requested")],
              [["1", L("Interdiction d'approcher la requérante", "منع الاقتراب من الطالبة", "No contact with the petitioner")],
               ["2", L("Pension provisoire de ", "نفقة وقتية قدرها ", "Interim maintenance of ") + alim],
               ["3", L("Prise en charge : ", "التكفل: ", "Care: ") + psy]])
    ln = doc.name(lawyer, None, "ar" if doc.lang == "ar" else "lat")
    doc.p(t("Pour la requérante, Maître ", "عن الطالبة، الأستاذ(ة) ", "For the petitioner, counsel "), B(ln))


# ---------------------------------------------------------------- kinds, batch 4
@kind("removal_inventory")
def k_removal(doc):
    r, t, L = doc.r, doc.t, doc.lab
    client, driver, helper = doc.person(), doc.person("M"), doc.person("M")
    firm = doc.d(t("Déménagements Ennakl Express", "شركة النقل السريع للأثاث", "Ennakl Express Removals"))
    quote, mdate = doc.ref("DEV"), doc.date()
    doc.h(t("Inventaire de déménagement et lettre de voiture", "جرد الأثاث ووثيقة النقل", "Removal inventory and waybill"))
    doc.p(t(f"{firm} - devis {quote} - déménagement prévu le {mdate}", f"{firm} - عرض أسعار {quote} - النقل يوم {mdate}",
            f"{firm} - quote {quote} - move scheduled on {mdate}"))
    doc.kv([(L("Client", "الحريف", "Customer"), doc.name(client)),
            (L("CIN / passeport", "ب.ت.و / جواز السفر", "ID / passport"),
             doc.cin() if r.random() < 0.5 else doc.passport()),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone()),
            (L("E-mail", "البريد الإلكتروني", "E-mail"), doc.email(client)),
            (L("Adresse de chargement", "عنوان الشحن", "Pick-up address"), doc.address("residence", split=True)),
            (L("Adresse de livraison", "عنوان التسليم", "Delivery address"),
             doc.address(r.choice(["street", "cite", "rural"]), split=True))])
    items = [(L("Réfrigérateur", "ثلاجة", "Fridge"), 1, 1.2), (L("Armoire 3 portes", "خزانة بثلاثة أبواب", "Wardrobe"), 1, 2.5),
             (L("Cartons livres", "صناديق كتب", "Book boxes"), r.randint(8, 30), 0.1),
             (L("Machine à laver", "آلة غسيل", "Washing machine"), 1, 0.8), (L("Salon 5 places", "صالون", "Sofa set"), 1, 3.0),
             (L("Lit double", "سرير مزدوج", "Double bed"), r.randint(1, 2), 1.8)]
    rows = [[it, str(q), f"{q * v:.1f} m3".replace(".", "," if doc.lang != "en" else "."),
             r.choice([L("bon état", "حالة جيدة", "good"), L("rayé", "مخدوش", "scratched")])]
            for it, q, v in r.sample(items, 5)]
    doc.h(L("Inventaire", "الجرد", "Inventory"), 2)
    doc.table([L("Objet", "القطعة", "Item"), L("Qté", "العدد", "Qty"), L("Volume", "الحجم", "Volume"),
               L("État", "الحالة", "Condition")], rows)
    need = H(doc, ["client en fauteuil roulant (paraplégie)", "lombosciatique aiguë du client", "cliente enceinte de 7 mois"],
             ["الحريف يستعمل كرسيا متحركا (شلل نصفي سفلي)", "عرق النسا الحاد"],
             ["customer uses a wheelchair (paraplegia)", "customer has acute sciatica", "customer is 7 months pregnant"])
    doc.p(t(f"Remarque : {need} ; prévoir monte-meubles et aucune manutention par le client.",
            f"ملاحظة: {need}؛ يجب توفير رافعة أثاث ودون أي حمل من طرف الحريف.",
            f"Note: {need}; furniture lift required, no lifting by the customer."))
    plate, dname, dtel, hname = doc.plate(), doc.name(driver), doc.phone(), doc.name(helper, None, "lat")
    doc.p(t(f"Camion {plate}, chauffeur {dname} ({dtel}), aide : {hname}.",
            f"الشاحنة {plate}، السائق {dname} ({dtel})، المساعد: {hname}.",
            f"Truck {plate}, driver {dname} ({dtel}), helper: {hname}."))
    val, price, card, rib = doc.amount(5000, 60000), doc.amount(300, 2500), doc.card(), doc.rib()
    lg = doc.legal()
    doc.p(t(f"Valeur déclarée {val}. Prix forfaitaire {price}, acompte payé par carte {card}. "
            f"Restitution de la caution sur le RIB {rib}. Données : {lg}.",
            f"القيمة المصرح بها {val}. السعر الجملي {price}، تسبقة بالبطاقة {card}. "
            f"يرجع الضمان إلى الحساب {rib}. المعطيات: {lg}.",
            f"Declared value {val}. Flat price {price}, deposit paid by card {card}. "
            f"Deposit refund to RIB {rib}. Data: {lg}."))
    doc.p(L("Signature du client", "إمضاء الحريف", "Customer signature") + " : " +
          doc.name(client, "up" if doc.lang != "ar" else "a", "ar" if doc.lang == "ar" else "lat"))


@kind("irrigation_quota_register")
def k_irrigation(doc):
    r, t, L = doc.r, doc.t, doc.lab
    gda = doc.d(t("GDA Oued Ettine", "مجمع التنمية الفلاحية وادي الطين", "Oued Ettine water users' association"))
    crda = doc.d(t("CRDA de Manouba", "المندوبية الجهوية للتنمية الفلاحية بمنوبة", "Manouba agricultural office"))
    camp, tour = doc.d(t("campagne 2024-2025", "موسم 2024-2025", "2024-2025 season")), doc.date()
    doc.h(t("Registre des quotas d'eau d'irrigation", "سجل حصص مياه الري", "Irrigation water quota register"))
    doc.p(t(f"{gda} ({crda}) - {camp} - tour d'eau du {tour}", f"{gda} ({crda}) - {camp} - دورة الري بتاريخ {tour}",
            f"{gda} ({crda}) - {camp} - watering round of {tour}"))
    rows = []
    n = r.randint(6, 8)
    sick = r.randrange(n)
    for i in range(n):
        p = doc.person()
        ha = r.randint(1, 25) + r.choice([0, 0.5])
        quota = int(ha * r.randint(2800, 4200))
        obs = ""
        if i == sick:
            obs = H(doc, ["exonéré : amputation de la jambe gauche", "exonéré : insuffisance rénale dialysée",
                          "exonéré : cécité totale"], ["معفى: بتر الساق اليسرى", "معفى: قصور كلوي مع تصفية الدم"],
                    ["exempt: left leg amputation", "exempt: kidney failure on dialysis"])
        elif r.random() < 0.3:
            obs = L("retard de paiement", "تأخير في الدفع", "late payment")
        rows.append([str(i + 1), doc.name(p, r.choice(["FU", "Fg", "gF", "up"]) if doc.vlang() != "ar" else None),
                     doc.cin(), doc.phone() if r.random() < 0.7 else "",
                     doc.rib() if r.random() < 0.5 else (doc.taxid() if r.random() < 0.5 else ""),
                     doc.address("rural") if r.random() < 0.35 else "",
                     doc.d(f"P-{r.randint(1, 60)}/{r.choice('ABCDE')}"), f"{ha:g} ha".replace(".", ","),
                     f"{grp(quota)} m3", doc.amount(40, 3000), obs])
    doc.table(["N°", L("Adhérent", "المنخرط", "Member"), L("CIN", "ب.ت.و", "ID"), L("Téléphone", "الهاتف", "Phone"),
               L("RIB / MF", "الحساب / المعرف الجبائي", "RIB / tax ID"), L("Adresse", "العنوان", "Address"),
               L("Parcelle", "القطعة", "Plot"), L("Superficie", "المساحة", "Area"), L("Quota", "الحصة", "Quota"),
               L("Montant dû", "المبلغ المستحق", "Amount due"), L("Observations", "ملاحظات", "Remarks")], rows)
    pres, treas = doc.person(), doc.person()
    pn, tn_, tt = doc.name(pres), doc.name(treas), doc.phone()
    bad, lg = doc.bad20(), doc.legal()
    doc.p(t(f"Président du GDA : {pn}. Trésorier : {tn_} ({tt}). Compte collectif du groupement : {bad} "
            f"(à vérifier, clé contestée). Réf. {lg}.",
            f"رئيس المجمع: {pn}. أمين المال: {tn_} ({tt}). الحساب الجماعي للمجمع: {bad} (المفتاح محل مراجعة). مرجع {lg}.",
            f"GDA chair: {pn}. Treasurer: {tn_} ({tt}). Association account: {bad} (key disputed). Ref. {lg}."))


ADDICT = (["dépendance au cannabis", "usage de buprénorphine par voie intraveineuse", "consommation d'alcool de 10 verres par jour",
           "abus de clonazépam", "usage de cocaïne"],
          ["إدمان القنب الهندي", "تعاطي البوبرينورفين عن طريق الحقن", "إدمان الكحول", "تعاطي الكلونازيبام"],
          ["cannabis dependence", "intravenous buprenorphine use", "alcohol use of 10 drinks a day",
           "clonazepam misuse", "cocaine use"])
ADDICT_CO = (["hépatite C positive", "épisode dépressif majeur", "tentative de suicide médicamenteuse", "abcès au point d'injection"],
             ["التهاب الكبد الفيروسي ج", "اكتئاب حاد", "محاولة انتحار بالأدوية"],
             ["hepatitis C positive", "major depressive episode", "overdose suicide attempt", "injection-site abscess"])


@kind("addiction_treatment_intake")
def k_addiction(doc):
    r, t, L = doc.r, doc.t, doc.lab
    pt, kin, mdoc, psy = doc.person(), doc.person("F"), doc.person(), doc.person()
    centre = doc.d(t("Centre Amal de Jebel El Oust", "مركز الأمل بجبل الوسط", "Amal centre, Jebel El Oust"))
    adm, ref = doc.date(), doc.ref("ADM")
    doc.h(t("Fiche d'admission - sevrage et soins en addictologie", "بطاقة قبول - علاج الإدمان", "Addiction treatment intake form"))
    doc.p(t(f"{centre} - admission du {adm} - dossier {ref} (confidentiel)", f"{centre} - قبول بتاريخ {adm} - ملف {ref} (سري)",
            f"{centre} - admitted on {adm} - file {ref} (confidential)"))
    doc.kv([(L("Patient", "المريض", "Patient"), doc.name(pt)),
            (L("Date de naissance", "تاريخ الولادة", "Date of birth"), doc.dob(1975, 2006)),
            (L("CIN", "ب.ت.و", "ID card"), doc.cin()),
            (L("Adresse", "العنوان", "Address"), doc.address(split=True)),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone()),
            (L("N° assuré CNSS", "رقم المضمون الاجتماعي", "CNSS no."), doc.cnss()),
            (L("Personne de confiance", "الشخص المؤتمن", "Next of kin"), doc.name(kin) + " (" + doc.phone() + ")")])
    s1, s2 = H(doc, *ADDICT), H(doc, *ADDICT)
    c1, c2 = H(doc, *ADDICT_CO), H(doc, *ADDICT_CO)
    ref_by = dr(doc, mdoc)
    doc.h(L("Histoire addictologique", "تاريخ الإدمان", "Substance use history"), 2)
    doc.p(t(f"Adressé par {ref_by}. {s1} depuis {r.randint(2, 12)} ans, associée à {s2}. Comorbidités : {c1}, {c2}.",
            f"موجه من {ref_by}. {s1} منذ سنوات، مع {s2}. أمراض مصاحبة: {c1}، {c2}.",
            f"Referred by {ref_by}. {s1} for several years, together with {s2}. Comorbidities: {c1}, {c2}."))
    tests = [lab(doc, {"fr": "GGT", "ar": "GGT", "en": "GGT"}, 60, 320, "UI/L", 0),
             lab(doc, {"fr": "ASAT", "ar": "ASAT", "en": "AST"}, 40, 180, "UI/L", 0),
             H(doc, ["dépistage urinaire THC positif", "dépistage urinaire opiacés positif"],
               ["كشف البول THC إيجابي", "كشف البول للأفيونات إيجابي"],
               ["urine screen positive for THC", "urine screen positive for opiates"]),
             lab(doc, {"fr": "score AUDIT", "ar": "مؤشر AUDIT", "en": "AUDIT score"}, 14, 36, "/40", 0)]
    doc.table([L("Examen", "الفحص", "Test"), L("Résultat", "النتيجة", "Result")],
              [[L("Bilan hépatique", "وظائف الكبد", "Liver tests"), tests[0]],
               [L("Bilan hépatique", "وظائف الكبد", "Liver tests"), tests[1]],
               [L("Toxicologie", "السموم", "Toxicology"), tests[2]],
               [L("Questionnaire", "استبيان", "Questionnaire"), tests[3]]])
    plan = H(doc, ["sevrage sous diazépam dégressif", "naltrexone 50 mg par jour", "traitement de substitution par méthadone",
                   "thérapie cognitivo-comportementale de groupe"],
             ["فطام تدريجي بالديازيبام", "نالتريكسون 50 ملغ يوميا", "علاج سلوكي معرفي جماعي"],
             ["tapering diazepam withdrawal", "naltrexone 50 mg daily", "methadone maintenance",
              "group cognitive behavioural therapy"])
    law, fee = doc.d(t("loi n° 92-52 du 18 mai 1992", "القانون عدد 52 لسنة 1992", "Law No. 92-52 of 18 May 1992")), doc.amount(100, 1200)
    doc.p(t(f"Projet de soins : {plan}. Durée de séjour prévue 21 jours, participation {fee}. "
            f"Démarche volontaire de soins (article 19 de la {law}).",
            f"خطة العلاج: {plan}. مدة الإقامة 21 يوما، المساهمة {fee}. طلب علاج طوعي (الفصل 19 من {law}).",
            f"Care plan: {plan}. Planned stay 21 days, contribution {fee}. Voluntary treatment (article 19 of {law})."))
    doc.p(t("Psychologue référent : ", "الأخصائي النفسي: ", "Psychologist: "),
          B(doc.name(psy, None, "ar" if doc.lang == "ar" else "lat")))


@kind("amputee_limb_fitting")
def k_prosthesis(doc):
    r, t, L = doc.r, doc.t, doc.lab
    pt, mdoc, tech = doc.person(), doc.person(), doc.person()
    cnaoh = doc.d(t("Centre National d'Appareillage Orthopédique des Handicapés", "المركز الوطني لتقويم الأعضاء للمعوقين",
                    "National Orthopaedic Appliance Centre"))
    fid = doc.ref("APP")
    doc.h(t("Fiche d'appareillage - prothèse de membre inférieur", "بطاقة تركيب طرف اصطناعي سفلي",
            "Lower-limb prosthesis fitting sheet"))
    doc.p(t(f"{cnaoh} - fiche {fid}", f"{cnaoh} - بطاقة {fid}", f"{cnaoh} - sheet {fid}"))
    doc.kv([(L("Nom et prénom", "الاسم واللقب", "Name"), doc.name(pt)),
            (L("Né(e) le", "تاريخ الولادة", "Date of birth"), doc.dob(1940, 2012)),
            (L("CIN", "ب.ت.و", "ID card"), doc.cin()),
            (L("Adresse", "العنوان", "Address"), doc.address(split=True)),
            (L("Téléphone", "الهاتف", "Phone"), doc.phone()),
            (L("N° CNSS", "رقم الضمان الاجتماعي", "CNSS no."), doc.cnss()),
            (L("RIB remboursement", "الحساب البنكي للاسترجاع", "RIB for refund"), doc.rib())])
    amp = H(doc, ["amputation transtibiale gauche", "amputation transfémorale droite", "désarticulation de la cheville droite"],
            ["بتر تحت الركبة اليسرى", "بتر فوق الركبة اليمنى", "بتر على مستوى الكاحل الأيمن"],
            ["left transtibial amputation", "right transfemoral amputation", "right ankle disarticulation"])
    cause = H(doc, ["artériopathie oblitérante diabétique", "accident de la voie publique", "ostéosarcome du tibia"],
              ["انسداد الشرايين السكري", "حادث مرور", "ورم عظمي خبيث"],
              ["diabetic peripheral arterial disease", "road traffic accident", "tibial osteosarcoma"])
    stump = H(doc, ["moignon cicatrisé de 14 cm", "névrome du moignon", "œdème résiduel du moignon", "douleur de membre fantôme"],
              ["جذع ملتئم طوله 14 صم", "ورم عصبي في الجذع", "ألم الطرف الشبح"],
              ["healed 14 cm stump", "stump neuroma", "residual stump oedema", "phantom limb pain"])
    hx, med = H(doc, *CHRONIC), H(doc, *MEDS)
    doc.h(L("Bilan médical", "الفحص الطبي", "Medical assessment"), 2)
    doc.p(t(f"{amp} consécutive à {cause}. Examen : {stump}. Antécédents : {hx} ({med}).",
            f"{amp} إثر {cause}. الفحص: {stump}. السوابق: {hx} ({med}).",
            f"{amp} following {cause}. Examination: {stump}. History: {hx} ({med})."))
    dev = H(doc, ["prothèse tibiale à emboîture contact et pied à restitution d'énergie", "genou prothétique polycentrique",
                  "manchon en silicone avec accroche distale"],
            ["طرف اصطناعي تحت الركبة مع قدم مرنة", "ركبة اصطناعية متعددة المحاور"],
            ["transtibial prosthesis with total-contact socket and energy-return foot", "polycentric prosthetic knee",
             "silicone liner with distal pin lock"])
    reeduc = H(doc, ["rééducation à la marche 20 séances", "kinésithérapie de renforcement 3 fois par semaine"],
               ["إعادة تأهيل المشي 20 حصة", "علاج طبيعي 3 مرات في الأسبوع"],
               ["gait training, 20 sessions", "strengthening physiotherapy 3 times a week"])
    code, price, share = doc.d(f"LPP {r.randint(2000000, 2999999)}"), doc.amount(1500, 9000), doc.amount(100, 900)
    doc.table([L("Appareil prescrit", "الجهاز الموصوف", "Device"), L("Code", "الرمز", "Code"), L("Prix", "الثمن", "Price")],
              [[dev, code, price]])
    cn = doc.d(t("CNAM", "الكنام", "CNAM"))
    doc.p(t(f"Suite : {reeduc}. Prise en charge {cn}, ticket modérateur {share}.",
            f"المتابعة: {reeduc}. تكفل {cn}، المساهمة {share}.",
            f"Follow-up: {reeduc}. Covered by {cn}, co-payment {share}."))
    doc.p(t("Médecin rééducateur : ", "طبيب إعادة التأهيل: ", "Rehabilitation physician: "), B(dr(doc, mdoc)),
          t(" - orthoprothésiste : ", " - تقني الأطراف: ", " - prosthetist: "),
          doc.name(tech, None, "ar" if doc.lang == "ar" else "lat"))


if __name__ == "__main__":
    sys.exit(main())
