#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""gen_thirteenth.py -- held-out generator of synthetic, labelled Tunisian office documents.

    python3 tests/generalisation/gen_thirteenth.py --seed N --out DIR \
        [--names-dir D] [--corpus-manifest M]

Writes 48 documents (16 kinds x 3 variants; languages fr, ar, en and mixed French/Arabic;
formats txt, md, csv and docx) and DIR/manifest.json in the corpus manifest format, so that

    python3 ../shared/eval/score.py --manifest DIR/manifest.json --cmd 'BIN mask {file}'

scores a masking tool on them.  Output is a pure function of --seed.  Python standard library only.

Everything is invented.  Person names are assembled at run time from syllables (Latin and Arabic
script); a candidate is redrawn when any of its parts (particles excepted) occurs in the name lists
(--names-dir/*.txt), in the corpus manifest's PERSON values (--corpus-manifest), or in this file's own
text.  Those files are only loaded into memory for that refusal; nothing from them is printed or written.
Identifiers are syntactically valid (RIB key, IBAN mod 97, Luhn); look-alike decoys fail those checks.

Provenance
----------
Written after reading exactly these files, and no other:
  * /work/shared/README.md
  * /work/shared/corpus/README.md          (manifest format, value types, decoy rules)
  * /work/shared/eval/score.py             (normalisation and matching rules)
  * /work/main/tests/generalisation/test_gen_twelfth.py   (only its testing approach)
No source code of the masking tool, no other generator, no corpus document, no docs/ file and no
name-list content was opened by the author.  At run time the name lists and the corpus manifest are
read programmatically, only to refuse invented names.
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
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_NAMES = "/work/main/crates/caviard/data/names"
DEFAULT_MANIFEST = "/work/shared/corpus/manifest.json"

# ============================================================================ text helpers
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
TO_AI = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
W = "{%s}" % W_NS


def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def norm(s):
    s = unicodedata.normalize("NFKC", s).translate(TO_ASCII)
    return re.sub(r"\s+", " ", AR_DIAC.sub("", s).casefold()).strip()


def compact(s):
    return re.sub(r"[\W_]+", "", norm(s))


def digits(s):
    return re.sub(r"\D", "", s.translate(TO_ASCII))


def asc(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def rib_key(b18):
    return 97 - (int(b18) * 100) % 97


def rib_ok(d):
    return len(d) == 20 and d.isdigit() and int(d[18:]) == rib_key(d[:18])


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def luhn_digit(partial):
    for c in "0123456789":
        if luhn_ok(partial + c):
            return c
    raise AssertionError


def iban_ok(s):
    s = re.sub(r"\s", "", s).upper()
    if not re.fullmatch(r"TN\d{22}", s):
        return False
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


def group(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ============================================================================ invented names
# (latin, arabic, weight) -- consonants used to assemble names from root-and-pattern shapes
CONS = [("b", "ب", 3), ("t", "ت", 3), ("j", "ج", 3), ("h", "ح", 3), ("kh", "خ", 2), ("d", "د", 3),
        ("dh", "ذ", 1), ("r", "ر", 4), ("z", "ز", 3), ("s", "س", 3), ("ch", "ش", 3), ("s", "ص", 2),
        ("t", "ط", 2), ("gh", "غ", 2), ("f", "ف", 3), ("k", "ق", 2), ("g", "ق", 1), ("k", "ك", 2),
        ("l", "ل", 4), ("m", "م", 4), ("n", "ن", 4), ("h", "ه", 1)]
CONS_W = [c[2] for c in CONS]
VOWELS = "aiuAIUTYWQ"
# Ordinary words that these shapes can produce; being written here, they are refused as names
# (every word of this file is).  Latin: dates harissa salami banana kafir tajine mechoui makroudh
# maktoub mabrouk fattoush sahlab. Arabic: هريسة ماشية حاشية حديقة طريقة حقيقة دقيقة جريدة قصيدة كبيرة
# صغيرة رسالة حكاية مدينة شركة سيارة طاولة قاعدة فائدة كتاب حساب سلام طعام شراب كلام جبال رجال سريع
# قريب بعيد كبير صغير جديد قديم طويل قصير كثير قليل شديد مفتوح مكتوب مشروع موضوع مسموح ممنوع مجموع
# مطلوب مقبول مرفوض مضمون محفوظ مفقود موجود مشغول مكسور منشور ملعون مسكين مريض طبيب حبيب كريمة
# سمينة ثقيلة خفيفة غزالة دجاجة بقرة نعجة ماعز حمار حصان كلب قطة فأر خنزير لحمة خبزة ملحة زيتون
MALE_PATS = ["CaCIC", "CACiC", "CaCAC", "MaCCUC", "CaCCAN", "CuCAC"]
FEMALE_PATS = ["CaCICT", "CaCCT", "CiCAC", "CACQ", "CaCACT", "CuCaCT"]
FAMILY_PATS = ["CaCCUCY", "Ca=CACY", "CACiCY", "CaCICY", "CaCCY"]


def build_word(rng, pat):
    lat, ar = [], []
    gem = False
    prev_ar = None
    for i, ch in enumerate(pat):
        nxt = pat[i + 1] if i + 1 < len(pat) else ""
        first = not lat
        if ch == "=":
            gem = True
            continue
        if ch in "CMN":
            if ch == "M":
                l, a = "m", "م"
            elif ch == "N":
                l, a = "n", "ن"
            else:
                after_cons = bool(lat) and lat[-1][-1] not in "aeiou"
                while True:
                    l, a, _ = rng.choices(CONS, CONS_W)[0]
                    if a == prev_ar:
                        continue
                    # keep the Latin spelling readable: no "sch", "kh" made of k+h, doubled letters
                    if after_cons and (l[0] in "h" or lat[-1][-1] == l[0] or
                                       (lat[-1][-1] in "sct" and l[0] in "cs")):
                        continue
                    break
            prev_ar = a
            if gem:
                l = l if len(l) == 2 else l + l
                gem = False
            elif l == "s" and not first and lat[-1][-1] in "aeiou" and nxt and nxt in VOWELS:
                l = "ss"
            lat.append(l)
            ar.append(a)
        elif ch == "a":
            lat.append("e" if (not first and rng.random() < 0.2) else "a")
        elif ch == "i":
            lat.append(rng.choice(["i", "e"]))
        elif ch == "u":
            lat.append(rng.choice(["ou", "o"]))
        elif ch == "A":
            lat.append("a")
            ar.append("ا")
        elif ch == "I":
            lat.append("i")
            ar.append("ي")
        elif ch == "U":
            lat.append("ou")
            ar.append("و")
        elif ch == "T":
            lat.append("a")
            ar.append("ة")
        elif ch == "Y":
            lat.append("i")
            ar.append("ي")
        elif ch == "Q":
            lat.append("ia")
            ar.append("ية")
        elif ch == "W":
            lat.append("aoui")
            ar.append("اوي")
    s = "".join(lat)
    return s[0].upper() + s[1:], "".join(ar)


class Person:
    def __init__(self, sex, gl, ga, fl, fa, bl, ba):
        self.sex, self.gl, self.ga, self.fl, self.fa, self.bl, self.ba = sex, gl, ga, fl, fa, bl, ba

    def form(self, f):
        m = self.sex == "m"
        return {
            "fl": f"{self.gl} {self.fl}",
            "LF": f"{self.fl.upper()} {self.gl}",
            "Lf": f"{self.fl} {self.gl}",
            "L, f": f"{self.fl.upper()}, {self.gl}",
            "FL": f"{self.gl.upper()} {self.fl.upper()}",
            "i.L": f"{self.gl[0]}. {self.fl}" if self.gl[0] != "M" else f"{self.gl} {self.fl}",
            "f": self.gl,
            "L": self.fl,
            "LU": self.fl.upper(),
            "fbL": f"{self.gl} {'ben' if m else 'bent'} {self.bl} {self.fl}",
            "ar": f"{self.ga} {self.fa}",
            "arL": f"{self.fa} {self.ga}",
            "arb": f"{self.ga} {'بن' if m else 'بنت'} {self.ba} {self.fa}",
            "arf": self.ga,
            "arF": self.fa,
        }[f]


# ============================================================================ places and wording stock
CITIES = [("Ariana", "أريانة", "Ariana", "2080"), ("La Marsa", "المرسى", "La Marsa", "2070"),
          ("Ben Arous", "بن عروس", "Ben Arous", "2013"), ("Sousse", "سوسة", "Sousse", "4000"),
          ("Sfax", "صفاقس", "Sfax", "3000"), ("Monastir", "المنستير", "Monastir", "5000"),
          ("Nabeul", "نابل", "Nabeul", "8000"), ("Bizerte", "بنزرت", "Bizerte", "7000"),
          ("Kairouan", "القيروان", "Kairouan", "3100"), ("Gabès", "قابس", "Gabes", "6000"),
          ("Gafsa", "قفصة", "Gafsa", "2100"), ("Béja", "باجة", "Beja", "9000"),
          ("Jendouba", "جندوبة", "Jendouba", "8100"), ("Médenine", "مدنين", "Medenine", "4100"),
          ("Mahdia", "المهدية", "Mahdia", "5100"), ("Le Kef", "الكاف", "Le Kef", "7100"),
          ("Tozeur", "توزر", "Tozeur", "2200"), ("Zaghouan", "زغوان", "Zaghouan", "1100"),
          ("Manouba", "منوبة", "Manouba", "2010"), ("Hammamet", "الحمامات", "Hammamet", "8050"),
          ("Msaken", "مساكن", "Msaken", "4070"), ("Le Bardo", "باردو", "Le Bardo", "2000"),
          ("Ezzahra", "الزهراء", "Ezzahra", "2034"), ("Houmt Souk", "حومة السوق", "Houmt Souk", "4180"),
          ("Kasserine", "القصرين", "Kasserine", "1200"), ("Sidi Bouzid", "سيدي بوزيد", "Sidi Bouzid", "9100"),
          ("Tataouine", "تطاوين", "Tataouine", "3200"), ("El Menzah", "المنزه", "El Menzah", "1004")]
STREETS = [("rue Ibn Khaldoun", "نهج ابن خلدون", "Ibn Khaldoun Street"),
           ("rue de Marseille", "نهج مرسيليا", "Marseille Street"),
           ("avenue Farhat Hached", "شارع فرحات حشاد", "Farhat Hached Avenue"),
           ("rue Ali Belhouane", "نهج علي بلهوان", "Ali Belhouane Street"),
           ("avenue de la Liberté", "شارع الحرية", "Liberty Avenue"),
           ("rue Tahar Sfar", "نهج الطاهر صفر", "Tahar Sfar Street"),
           ("rue de Palestine", "نهج فلسطين", "Palestine Street"),
           ("avenue Hédi Chaker", "شارع الهادي شاكر", "Hedi Chaker Avenue"),
           ("rue des Orangers", "نهج البرتقال", "Orange Grove Street"),
           ("rue El Jazira", "نهج الجزيرة", "El Jazira Street"),
           ("rue Abou El Kacem Chebbi", "نهج أبو القاسم الشابي", "Abou El Kacem Chebbi Street"),
           ("rue Khaireddine Pacha", "نهج خير الدين باشا", "Khaireddine Pacha Street"),
           ("avenue de l'Environnement", "شارع البيئة", "Environment Avenue"),
           ("rue de Kairouan", "نهج القيروان", "Kairouan Street"),
           ("avenue Taïeb Mhiri", "شارع الطيب المهيري", "Taieb Mhiri Avenue"),
           ("rue Hannibal", "نهج حنبعل", "Hannibal Street"),
           ("rue des Jasmins", "نهج الياسمين", "Jasmine Street"),
           ("rue du Lac Turkana", "نهج بحيرة توركانا", "Lake Turkana Street"),
           ("route de Gabès", "طريق قابس", "Gabes Road"),
           ("rue de la Mosquée", "نهج الجامع", "Mosque Street")]
ESTATES = [("Cité El Khadra", "حي الخضراء"), ("Cité Ennasr 2", "حي النصر 2"), ("Cité Ettadhamen", "حي التضامن"),
           ("Cité El Ghazela", "حي الغزالة"), ("Cité Essaada", "حي السعادة"), ("Cité Ibn Sina", "حي ابن سينا"),
           ("Cité El Amel", "حي الأمل"), ("Cité Olympique", "الحي الأولمبي")]
ABROAD = [("rue des Tanneurs", "69007", "Lyon", "France"), ("boulevard Voltaire", "75011", "Paris", "France"),
          ("rue Paul Bert", "13005", "Marseille", "France"), ("Lindenstraße", "50674", "Köln", "Germany"),
          ("Via Garibaldi", "91100", "Trapani", "Italy"), ("chaussée de Gand", "1080", "Bruxelles", "Belgique")]
# institution streets, used only as decoys (never inside a personal address)
INST_STREETS_FR = ["avenue Mohamed V", "rue d'Angleterre", "avenue de la République", "rue Alain Savary",
                   "avenue Kheireddine Pacha", "rue de Rome"]
INST_STREETS_AR = ["شارع محمد الخامس", "نهج روما", "شارع الجمهورية", "نهج أنقلترا"]
BANKS_FR = ["BIAT", "Amen Bank", "Attijari bank", "STB", "BNA", "UIB", "Banque de l'Habitat", "Banque Zitouna",
            "UBCI", "Arab Tunisian Bank"]
BANKS_AR = ["البنك الوطني الفلاحي", "الشركة التونسية للبنك", "بنك الإسكان", "البنك التونسي", "بنك الزيتونة",
            "التجاري بنك"]
BANK_CODES = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "25", "32"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
MONTHS_AR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
             "ديسمبر"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]

HEALTH = {
    "fr": dict(
        pairs=[("diabète de type 2", "metformine 1000 mg matin et soir"),
               ("hypertension artérielle", "amlodipine 5 mg le matin"),
               ("hypothyroïdie", "Lévothyrox 100 µg à jeun"),
               ("asthme persistant", "Seretide 250 deux bouffées par jour"),
               ("insuffisance cardiaque", "furosémide 40 mg"),
               ("polyarthrite rhumatoïde", "méthotrexate 15 mg par semaine"),
               ("épilepsie", "valproate de sodium 500 mg"),
               ("hypercholestérolémie", "atorvastatine 20 mg le soir")],
        allergy=["allergie à la pénicilline", "allergie aux arachides", "allergie aux anti-inflammatoires",
                 "intolérance au lactose", "allergie aux piqûres d'abeille", "maladie cœliaque"],
        disab=["déficience visuelle", "handicap moteur", "surdité profonde", "paraplégie",
               "amputation de la jambe gauche"],
        lab=["glycémie à jeun à 1,46 g/l", "HbA1c à 8,3 %", "hémoglobine à 9,4 g/dl", "créatininémie à 21 mg/l",
             "TSH à 7,8 mUI/l"]),
    "ar": dict(
        pairs=[("داء السكري من النوع الثاني", "أقراص الميتفورمين"), ("ارتفاع ضغط الدم", "دواء أملوديبين 5 ملغ"),
               ("قصور الغدة الدرقية", "ليفوتيروكس يوميا"), ("مرض الربو", "بخاخ فنتولين عند الحاجة"),
               ("قصور القلب", "مدر البول فوروسيميد"), ("الصرع", "ديباكين 500 ملغ مرتين في اليوم")],
        allergy=["حساسية من البنسلين", "حساسية من الفول السوداني", "حساسية من الأسبرين", "حساسية الغلوتين",
                 "عدم تحمل اللاكتوز"],
        disab=["إعاقة بصرية", "إعاقة حركية", "صمم كلي", "شلل نصفي سفلي", "بتر الساق اليسرى"],
        lab=["نسبة السكر في الدم 1,8 غ/ل", "الهيموغلوبين 9,2 غ/دل", "الكرياتينين 19 ملغ/ل"]),
    "en": dict(
        pairs=[("type 2 diabetes", "metformin 850 mg twice daily"), ("high blood pressure", "ramipril 5 mg daily"),
               ("hypothyroidism", "levothyroxine 75 mcg"), ("asthma", "salbutamol inhaler as needed"),
               ("epilepsy", "levetiracetam 500 mg twice a day"), ("heart failure", "bisoprolol 2.5 mg"),
               ("rheumatoid arthritis", "methotrexate 15 mg weekly")],
        allergy=["penicillin allergy", "peanut allergy", "allergic to aspirin", "coeliac disease",
                 "lactose intolerance", "bee-sting allergy (carries an adrenaline pen)"],
        disab=["wheelchair user", "partially sighted", "profoundly deaf", "below-knee amputation",
               "cerebral palsy"],
        lab=["HbA1c of 8.1%", "fasting glucose 1.52 g/L", "haemoglobin 9.1 g/dL"]),
}


# ============================================================================ document model
def H(t, lvl=1):
    return ("h", t, lvl)


def P(t):
    return ("p", t)


def KV(pairs):
    return ("kv", pairs)


def T(head, rows):
    return ("t", head, rows)


def L(items):
    return ("l", items)


BR = ("br",)


class Doc:
    """Collects sensitive values and decoys while a builder writes a document."""

    def __init__(self, rng, refuse, lang):
        self.rng, self.refuse, self.lang = rng, refuse, lang
        self.sens, self.decoys, self.used = [], [], set()

    # -------------------------------------------------------------- recording
    def s(self, typ, val):
        if not any(x["type"] == typ and x["value"] == val for x in self.sens):
            self.sens.append({"type": typ, "value": val})
        return val

    def x(self, val):
        if val not in self.decoys:
            self.decoys.append(val)
        return val

    # -------------------------------------------------------------- people
    def _parts_ok(self, strings):
        new = set()
        for t in tokens(" ".join(strings)):
            if t in PARTICLES:
                continue
            if len(t) < 3:
                return False
            cands = {t}
            if t.startswith("ال") and len(t) > 3:
                cands.add(t[2:])
            if cands & self.refuse or cands & self.used or t in new:
                return False
            new.add(t)
        self.used |= new
        return True

    def _family(self):
        r = self.rng
        x = r.random()
        if x < 0.5:
            return build_word(r, r.choice(FAMILY_PATS))
        if x < 0.65:
            l, a = build_word(r, r.choice(MALE_PATS))
            return "Ben " + l, "بن " + a
        if x < 0.75:
            l, a = build_word(r, r.choice(["CaCICY", "CaCCUCY", "CACiCY"]))
            return "Bou" + l.lower(), "بو" + a
        if x < 0.87:
            l, a = build_word(r, r.choice(["Ca=CACY", "CaCCUCY", "CaCICY"]))
            return r.choice(["El ", "El-"]) + l, "ال" + a
        return build_word(r, "CaCCW")

    def person(self, sex=None):
        r = self.rng
        sex = sex or r.choice("mf")
        for _ in range(5000):
            gl, ga = build_word(r, r.choice(MALE_PATS if sex == "m" else FEMALE_PATS))
            fl, fa = self._family()
            bl, ba = build_word(r, r.choice(MALE_PATS))
            if len(gl) < 4 or len(fl.replace(" ", "")) < 4:
                continue
            if self._parts_ok([gl, ga, fl, fa, bl, ba]):
                return Person(sex, gl, ga, fl, fa, bl, ba)
        raise RuntimeError("could not invent a name")

    def kin(self, p, sex, as_father=False):
        """A relative sharing p's family name (as_father: p's father, given name = p's father's)."""
        r = self.rng
        for _ in range(5000):
            if as_father:
                gl, ga = p.bl, p.ba
            else:
                gl, ga = build_word(r, r.choice(MALE_PATS if sex == "m" else FEMALE_PATS))
            bl, ba = build_word(r, r.choice(MALE_PATS))
            if self._parts_ok(([] if as_father else [gl, ga]) + [bl, ba]):
                return Person(sex, gl, ga, p.fl, p.fa, bl, ba)
        raise RuntimeError("could not invent a relative")

    def N(self, p, form):
        return self.s("PERSON", p.form(form))

    # -------------------------------------------------------------- identifiers
    def cin(self, ai=False):
        r = self.rng
        v = r.choice("01") + "".join(r.choice("0123456789") for _ in range(7))
        return self.s("CIN", v.translate(TO_AI) if ai else v)

    def pp(self, foreign=False):
        r = self.rng
        if foreign:
            v = f"{r.randint(10, 24)}{r.choice('ABCDEFGHKLMNPRSTVX')}{r.choice('ABCDEFGHKLMNPRSTVX')}{r.randint(10000, 99999)}"
        else:
            v = r.choice("ABCDEFGHJKLMNPRSTWXYZ") + (r.choice("ABCDEFGHJKLMNPRSTWXYZ") if r.random() < 0.3 else "") \
                + f"{r.randint(0, 999999):06d}"
        return self.s("PASSPORT", v)

    def _rib20(self):
        r = self.rng
        b18 = r.choice(BANK_CODES) + f"{r.randint(1, 999):03d}" + "".join(r.choice("0123456789") for _ in range(13))
        return b18 + f"{rib_key(b18):02d}"

    def _rib_fmt(self, d20, style):
        if style == "plain":
            return d20
        if style == "grouped":
            return f"{d20[:2]} {d20[2:5]} {d20[5:18]} {d20[18:]}"
        if style == "dash":
            return f"{d20[:2]}-{d20[2:5]}-{d20[5:18]}-{d20[18:]}"
        return group(d20, 4)

    def rib(self, style=None, ai=False):
        style = style or self.rng.choice(["plain", "grouped", "dash", "four"])
        v = self._rib_fmt(self._rib20(), style)
        return self.s("RIB", v.translate(TO_AI) if ai else v)

    def iban(self, style=None):
        d20 = self._rib20()
        chk = 98 - int(d20 + "292300") % 97
        v = f"TN{chk:02d}{d20}"
        style = style or self.rng.choice(["four", "plain", "four"])
        return self.s("IBAN", group(v, 4) if style == "four" else v)

    def card(self, style=None):
        r = self.rng
        pre = r.choice(["4", "51", "52", "53", "54", "55", "4"])
        body = pre + "".join(r.choice("0123456789") for _ in range(15 - len(pre)))
        d16 = body + luhn_digit(body)
        style = style or r.choice(["four", "dash", "plain", "four"])
        return self.s("CARD", group(d16, 4) if style == "four" else group(d16, 4, "-") if style == "dash" else d16)

    def ph(self, style=None, foreign=None, land=False):
        r = self.rng
        if foreign:
            cc = foreign
            if cc == "33":
                v = f"+33 {r.choice('67')} " + " ".join(f"{r.randint(0, 99):02d}" for _ in range(4))
            elif cc == "49":
                v = f"+49 15{r.randint(1, 9)} {r.randint(1000000, 9999999)}"
            elif cc == "39":
                v = f"+39 3{r.randint(20, 49)} {r.randint(100, 999)} {r.randint(1000, 9999)}"
            else:
                v = f"+1 514 {r.randint(200, 899)} {r.randint(1000, 9999)}"
            return self.s("PHONE", v)
        first = r.choice(["7", "3"]) if land else r.choice("2459")
        n = first + "".join(r.choice("0123456789") for _ in range(7))
        if land:
            n = n[0] + r.choice("1234") + n[2:]
        style = style or r.choice(["sp", "sp", "raw", "intl", "intlraw", "00", "paren", "dot", "pairs", "dash"])
        a, b, c = n[:2], n[2:5], n[5:]
        v = {"sp": f"{a} {b} {c}", "raw": n, "intl": f"+216 {a} {b} {c}", "intlraw": f"+216{n}",
             "00": f"00216 {a} {b} {c}", "paren": f"(+216) {a}.{b}.{c}", "dot": f"{a}.{b}.{c}",
             "pairs": f"{a} {n[2:4]} {n[4:6]} {n[6:]}", "dash": f"{a}-{b}-{c}",
             "ai": f"{a} {b} {c}".translate(TO_AI), "intlai": f"+216 {a} {b} {c}".translate(TO_AI)}[style]
        return self.s("PHONE", v)

    def em(self, p):
        r = self.rng
        g = asc(p.gl).lower()
        f = re.sub(r"[^a-z]", "", asc(p.fl).lower())
        local = r.choice([f"{g}.{f}", f"{g[0]}.{f}", f"{f}.{g}", f"{g}{f}{r.randint(70, 99)}", f"{g}_{f}",
                          f"{f}{g[0]}{r.randint(1, 9)}", f"{g}.{f[:3]}{r.randint(10, 99)}"])
        dom = r.choice(["gmail.com", "yahoo.fr", "topnet.tn", "gnet.tn", "hotmail.com", "outlook.fr", "planet.tn",
                        "laposte.net"])
        return self.s("EMAIL", f"{local}@{dom}")

    def tax(self, style=None):
        r = self.rng
        n = f"{r.randint(0, 1999999):07d}"
        k = r.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
        tva = r.choice("ABPDN")
        cat = r.choice("PPPCN")
        style = style or r.choice(["full", "full", "glued", "short", "slash", "space", "mixed"])
        v = {"full": f"{n}/{k}/{tva}/{cat}/000", "glued": f"{n}{k}{tva}{cat}000", "short": f"{n} {k}",
             "slash": f"{n}/{k}", "space": f"{n} {k} {tva} {cat} 000", "mixed": f"{n}{k}/{tva}/{cat}/000"}[style]
        return self.s("TAX_ID", v)

    def cnss(self, style=None):
        r = self.rng
        n = f"{r.randint(0, 99999999):08d}"
        k = f"{(int(n) % 97):02d}"
        style = style or r.choice(["-", " ", "", "/", "-"])
        return self.s("CNSS", f"{n}{style}{k}")

    def dob(self, lang, kind="adult", style=None, ai=False):
        r = self.rng
        lo, hi = {"adult": (1948, 2001), "child": (2012, 2019), "student": (1999, 2006), "young": (2010, 2017),
                  "senior": (1938, 1962)}[kind]
        y, m, dd = r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28)
        return self.s("DOB", self._date(y, m, dd, lang, style, ai))

    def _date(self, y, m, dd, lang, style=None, ai=False):
        r = self.rng
        if lang == "fr":
            style = r.randrange(5) if style is None else style
            s = [f"{dd:02d}/{m:02d}/{y}", f"{'1er' if dd == 1 else dd} {MONTHS_FR[m - 1]} {y}",
                 f"{dd:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{dd:02d}", f"{dd:02d}-{m:02d}-{y}"][style]
        elif lang == "ar":
            style = r.randrange(4) if style is None else style
            s = [f"{dd} {MONTHS_AR[m - 1]} {y}", f"{dd:02d}/{m:02d}/{y}", f"{y}/{m:02d}/{dd:02d}",
                 f"{dd}-{m}-{y}"][style]
        else:
            style = r.randrange(5) if style is None else style
            s = [f"{dd} {MONTHS_EN[m - 1]} {y}", f"{MONTHS_EN[m - 1]} {dd}, {y}", f"{y}-{m:02d}-{dd:02d}",
                 f"{dd:02d}/{m:02d}/{y}", f"{dd} {MONTHS_EN[m - 1][:3]} {y}"][style]
        return s.translate(TO_AI) if ai else s

    def city(self):
        return self.rng.choice(CITIES)

    def adr(self, lang, split=False, ai=False, style=None, foreign=False):
        r = self.rng
        if foreign:
            st, cp, town, country = r.choice(ABROAD)
            n = r.randint(2, 140)
            if country == "Germany":
                v = f"{st} {n}, {cp} {town}, {country}"
            elif country == "Italy":
                v = f"{st} {n}, {cp} {town}, {country}"
            else:
                v = f"{n} {st}, {cp} {town}, {country}"
            return self.s("ADDRESS", v)
        c = r.choice(CITIES)
        st = r.choice(STREETS)
        es = r.choice(ESTATES)
        n = r.randint(1, 160)
        style = r.randrange(3) if style is None else style
        if lang == "ar":
            l1 = [f"{n} {st[1]}", f"{st[1]} عدد {n}", f"{es[1]}، عمارة {r.randint(1, 30)} شقة {r.randint(1, 40)}"][style]
            l2 = [f"{c[1]} {c[3]}", f"{c[3]} {c[1]}", f"{c[1]}"][style]
            sep = "،\n" if split else "، "
        elif lang == "en":
            l1 = [f"{n} {st[2]}", f"Apt {r.randint(1, 40)}, Block {r.choice('ABCDEF')}, {es[0]}",
                  f"{st[2]} No. {n}"][style]
            l2 = [f"{c[2]} {c[3]}", f"{c[2]} {c[3]}", f"{c[3]} {c[2]}"][style]
            sep = ",\n" if split else ", "
        else:
            l1 = [f"{n}, {st[0]}", f"{es[0]}, bloc {r.choice('ABCDEF')}, appt {r.randint(1, 40)}",
                  f"{st[0]}, n° {n}"][style]
            l2 = [f"{c[3]} {c[0]}", f"{c[3]} {c[0]}", f"{c[0]} {c[3]}"][style]
            sep = ",\n" if split else ", "
            if style == 2 and not split:
                sep = " – "
        v = l1 + sep + l2
        return self.s("ADDRESS", v.translate(TO_AI) if ai else v)

    def plate(self, style=None):
        r = self.rng
        s, n = r.randint(100, 259), r.randint(1000, 9999)
        style = style or r.choice(["lat", "lat", "glued", "dash", "ar", "arai", "arrev", "tunis"])
        v = {"lat": f"{s} TU {n}", "glued": f"{s}TU{n}", "dash": f"{s}-TU-{n}", "ar": f"{s} تونس {n}",
             "arai": f"{s} تونس {n}".translate(TO_AI), "arrev": f"{n} تونس {s}", "tunis": f"{s} TUNIS {n}",
             "Tunis": f"{s} Tunis {n}"}[style]
        return self.s("PLATE", v)

    def hl(self, text):
        return self.s("HEALTH", text)

    def pair(self, lang):
        return self.rng.choice(HEALTH[lang]["pairs"])

    def hpick(self, lang, cat):
        return self.hl(self.rng.choice(HEALTH[lang][cat]))

    # -------------------------------------------------------------- decoys
    def day(self, lang, years=(2023, 2025), style=None, ai=False):
        r = self.rng
        return self.x(self._date(r.randint(*years), r.randint(1, 12), r.randint(1, 28), lang, style, ai))

    def amt(self, lang, lo=20, hi=9000, mill=None):
        r = self.rng
        v = r.randint(lo, hi)
        mill = r.random() < 0.4 if mill is None else mill
        ms = f"{r.randint(0, 19) * 50:03d}"
        if lang == "ar":
            s = f"{v:,}".replace(",", " ")
            return self.x(r.choice([f"{s} دينار", f"{s} د.ت", f"{s},{ms} دينار", f"{s} دينارا"]))
        if lang == "en":
            s = f"{v:,}"
            return self.x(r.choice([f"TND {s}.{ms}", f"{s} TND", f"TND {s}", f"{s}.{ms} dinars"]))
        s = f"{v:,}".replace(",", " ")
        return self.x(f"{s},{ms} DT" if mill else r.choice([f"{s} DT", f"{s} TND", f"{s} dinars"]))

    def num(self, pat):
        r = self.rng
        out = "".join(r.choice("0123456789") if c == "#" else r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") if c == "%" else c
                      for c in pat)
        return self.x(out)

    def badrib(self, style=None):
        d20 = self._rib20()
        k = (int(d20[18:]) + self.rng.randint(1, 60)) % 97 + 1
        if f"{k:02d}" == d20[18:]:
            k = k % 97 + 1
        d20 = d20[:18] + f"{k:02d}"
        assert not rib_ok(d20)
        return self.x(self._rib_fmt(d20, style or self.rng.choice(["plain", "grouped", "four"])))

    def badcard(self, style=None):
        r = self.rng
        body = r.choice(["4", "5"]) + "".join(r.choice("0123456789") for _ in range(14))
        good = luhn_digit(body)
        bad = str((int(good) + r.randint(1, 9)) % 10)
        d16 = body + bad
        assert not luhn_ok(d16)
        style = style or r.choice(["four", "plain"])
        return self.x(group(d16, 4) if style == "four" else d16)


# ============================================================================ renderers
def render_txt(blocks, rng):
    kvstyle = rng.choice(["colon", "dots", "plain"])
    bullet = rng.choice(["- ", "* ", "• "])
    out = []
    for b in blocks:
        k = b[0]
        if k == "h":
            out.append(b[1])
            if b[2] == 1:
                out.append(("=" if rng.random() < 0.5 else "-") * max(8, min(60, len(b[1]))))
            out.append("")
        elif k == "p":
            out += [b[1], ""]
        elif k == "kv":
            w = max(len(a) for a, _ in b[1])
            for a, v in b[1]:
                if kvstyle == "colon":
                    out.append(f"{a.ljust(w)} : {v}")
                elif kvstyle == "dots":
                    out.append(f"{a} {'.' * (w - len(a) + 3)} {v}")
                else:
                    out.append(f"{a}: {v}")
            out.append("")
        elif k == "t":
            rows = [b[1]] + b[2]
            ws = [max(len(r[i]) for r in rows) for i in range(len(b[1]))]
            for j, r in enumerate(rows):
                out.append(" | ".join(c.ljust(ws[i]) for i, c in enumerate(r)).rstrip())
                if j == 0:
                    out.append("-+-".join("-" * x for x in ws))
            out.append("")
        elif k == "l":
            out += [bullet + it for it in b[1]] + [""]
        elif k == "br":
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_md(blocks, rng):
    kvstyle = rng.choice(["bullet", "bold"])
    out = []
    for b in blocks:
        k = b[0]
        if k == "h":
            out += ["#" * b[2] + " " + b[1], ""]
        elif k == "p":
            out += [b[1], ""]
        elif k == "kv":
            for a, v in b[1]:
                out.append(f"- **{a}** : {v}" if kvstyle == "bullet" else f"**{a} :** {v}  ")
            out.append("")
        elif k == "t":
            out.append("| " + " | ".join(b[1]) + " |")
            out.append("|" + "|".join("---" for _ in b[1]) + "|")
            for r in b[2]:
                out.append("| " + " | ".join(r) + " |")
            out.append("")
        elif k == "l":
            out += ["- " + it for it in b[1]] + [""]
        elif k == "br":
            out += ["---", ""]
    return "\n".join(out).rstrip("\n") + "\n"


def render_csv(blocks, opts):
    buf = io.StringIO()
    wr = csv.writer(buf, delimiter=opts.get("delim", ","), lineterminator="\r\n" if opts.get("crlf") else "\n")
    for b in blocks:
        k = b[0]
        if k in ("h", "p"):
            wr.writerow([b[1]])
        elif k == "kv":
            for a, v in b[1]:
                wr.writerow([a, v])
        elif k == "t":
            wr.writerow(b[1])
            for r in b[2]:
                wr.writerow(r)
        elif k == "l":
            for it in b[1]:
                wr.writerow([it])
        elif k == "br":
            wr.writerow([])
    return ("\ufeff" if opts.get("bom") else "") + buf.getvalue()


def _is_rtl(text):
    for ch in text:
        if ch.isalpha():
            return "\u0600" <= ch <= "\u06ff"
    return False


def _runs(text, rng, bold=False, size=None, split=True):
    pieces = [text]
    if split and len(text) > 14 and rng.random() < 0.4:
        cuts = sorted(rng.sample(range(1, len(text)), 2))
        pieces = [text[:cuts[0]], text[cuts[0]:cuts[1]], text[cuts[1]:]]
    out = []
    for p in pieces:
        if not p:
            continue
        rpr = ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + \
              ("<w:rtl/>" if _is_rtl(text) else "")
        out.append(f"<w:r>{'<w:rPr>' + rpr + '</w:rPr>' if rpr else ''}"
                   f'<w:t xml:space="preserve">{escape(p)}</w:t></w:r>')
    return "".join(out)


def _para(runs_xml, rtl=False, center=False):
    ppr = ("<w:bidi/>" if rtl else "") + ('<w:jc w:val="center"/>' if center else "")
    return f"<w:p>{'<w:pPr>' + ppr + '</w:pPr>' if ppr else ''}{runs_xml}</w:p>"


def _table(rows, rng, rtl, header=True):
    ncol = max(len(r) for r in rows)
    width = 9000 // ncol
    border = "".join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
                     for s in ("top", "left", "bottom", "right", "insideH", "insideV"))
    xml = ["<w:tbl><w:tblPr>" + ("<w:bidiVisual/>" if rtl else "") +
           f'<w:tblW w:w="0" w:type="auto"/><w:tblBorders>{border}</w:tblBorders></w:tblPr><w:tblGrid>' +
           "".join(f'<w:gridCol w:w="{width}"/>' for _ in range(ncol)) + "</w:tblGrid>"]
    for j, r in enumerate(rows):
        xml.append("<w:tr>")
        for c in list(r) + [""] * (ncol - len(r)):
            xml.append(f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>'
                       + _para(_runs(c, rng, bold=header and j == 0) if c else "", rtl=_is_rtl(c)) + "</w:tc>")
        xml.append("</w:tr>")
    xml.append("</w:tbl>")
    return "".join(xml)


def render_docx(blocks, rng, lang):
    rtl_doc = lang == "ar"
    kv_table = rng.random() < 0.5
    body = []
    for b in blocks:
        k = b[0]
        if k == "h":
            body.append(_para(_runs(b[1], rng, bold=True, size=32 if b[2] == 1 else 26, split=False),
                              rtl=_is_rtl(b[1]), center=b[2] == 1))
        elif k == "p":
            body.append(_para(_runs(b[1], rng), rtl=_is_rtl(b[1])))
        elif k == "kv":
            if kv_table:
                body.append(_table([[a, v] for a, v in b[1]], rng, rtl_doc, header=False))
                body.append("<w:p/>")
            else:
                for a, v in b[1]:
                    sep = " : "
                    body.append(_para(_runs(a + sep, rng, bold=True, split=False) + _runs(v, rng),
                                      rtl=_is_rtl(a)))
        elif k == "t":
            body.append(_table([b[1]] + b[2], rng, rtl_doc))
            body.append("<w:p/>")
        elif k == "l":
            for it in b[1]:
                body.append(_para(_runs(("– " if not _is_rtl(it) else "- ") + it, rng), rtl=_is_rtl(it)))
        elif k == "br":
            body.append("<w:p/>")
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) +
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
           '<w:pgMar w:top="1417" w:right="1417" w:bottom="1417" w:left="1417" w:header="708" w:footer="708" w:gutter="0"/>'
           "</w:sectPr></w:body></w:document>")
    ctypes = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
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
        for name, data in (("[Content_Types].xml", ctypes), ("_rels/.rels", rels), ("word/document.xml", doc)):
            zi = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue()


def docx_text(data):
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        root = ET.fromstring(z.read("word/document.xml"))
    return "\n".join("".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p"))


# ============================================================================ kind 1: pilgrimage registration
def k01_fr(d):
    r = d.rng
    p, w, e = d.person("m"), d.person("f"), d.person()
    c = d.city()
    diag, treat = d.pair("fr")
    agency = r.choice(["Agence El Bouraq Services", "Agence Errayhane", "Agence Qibla Tours"])
    return [
        H(f"{agency} — agrément catégorie A"),
        P(f"Fiche d'inscription individuelle — Omra, saison {d.x('1446-1447 H')} — dossier {d.num('OM-25-####')}"),
        KV([("Nom et prénom", d.N(p, "LF")), ("Date de naissance", d.dob("fr", "senior")), ("Lieu de naissance", c[0]),
            ("N° CIN", d.cin()), ("Passeport", d.pp()),
            ("Validité du passeport", d.day("fr", years=(2028, 2034))),
            ("Adresse", d.adr("fr")), ("GSM", d.ph()), ("E-mail", d.em(p))]),
        H("Accompagnante", 2),
        P(f"Mme {d.N(w, 'fl')}, épouse du pèlerin, née le {d.dob('fr', 'senior', style=1)}, passeport n° {d.pp()}, "
          f"voyage sous la responsabilité de son mahram, M. {d.N(p, 'L')}."),
        H("Renseignements de santé", 2),
        P(f"Le pèlerin déclare être suivi pour {d.hl(diag)} ; traitement habituel : {d.hl(treat)}. "
          f"Son épouse signale une {d.hpick('fr', 'allergy')}."),
        P(f"Personne à prévenir : {d.N(e, 'fl')}, {d.ph('intl')}."),
        H("Règlement", 2),
        KV([("Forfait chambre quadruple", d.amt("fr", 5200, 7900)), ("Acompte versé", d.amt("fr", 1000, 3000)),
            ("Vol aller", f"{d.x('TU ' + str(r.randint(700, 799)).zfill(4))} Tunis-Carthage – Médine")]),
        P(f"En cas d'annulation, le remboursement est viré sur le RIB {d.rib()} ({d.x(r.choice(BANKS_FR))})."),
        P(f"Les données de ce formulaire sont traitées conformément à la {d.x('loi organique n° 2004-63')} "
          f"et transmises au {d.x('Ministère des Affaires religieuses')}."),
        P(f"Fait à {c[0]}, le {d.day('fr')}.  Signature : {d.N(p, 'i.L')}"),
    ]


def k01_ar(d):
    r = d.rng
    p, w, s = d.person("m"), d.person("f"), d.person("m")
    c = d.city()
    diag, treat = d.pair("ar")
    return [
        H("وكالة الأسفار والعمرة — استمارة تسجيل حاج"),
        P(f"موسم الحج {d.x('1446 هـ')} — رقم الملف {d.num('ح/2025/####')}"),
        P(f"أنا الممضي أسفله {d.N(p, 'arb')}، المولود في {d.dob('ar', 'senior', ai=r.random() < 0.5)} "
          f"ب{c[1]}، صاحب بطاقة التعريف الوطنية عدد {d.cin(ai=True)} وجواز السفر عدد {d.pp()}، والقاطن ب"
          f"{d.adr('ar', split=True)}، أطلب تسجيلي ضمن قائمة حجاج الوكالة."),
        P(f"الهاتف الجوال: {d.ph('ai')}  —  هاتف ابني {d.N(s, 'ar')}: {d.ph()}"),
        P(f"المرافقة: زوجتي {d.N(w, 'ar')}، المولودة في {d.dob('ar', 'senior', style=0)}، جواز سفر عدد {d.pp()}."),
        P(f"الحالة الصحية: أصرّح بأنني أعاني من {d.hl(diag)} وأتناول {d.hl(treat)}، وزوجتي لديها "
          f"{d.hpick('ar', 'allergy')}."),
        P(f"معلوم الخدمات: {d.amt('ar', 16000, 21000)}، دفعت منه تسبقة قدرها {d.amt('ar', 3000, 6000)}."),
        P(f"يرجى إرجاع المبالغ عند الاقتضاء إلى حسابي البنكي عدد {d.rib(ai=r.random() < 0.5)} لدى "
          f"{d.x(r.choice(BANKS_AR))}."),
        P(f"وفق {d.x('الفصل 7 من كراس الشروط')} تُحال هذه المعطيات إلى {d.x('وزارة الشؤون الدينية')}."),
        P(f"حرر ب{c[1]} في {d.day('ar', style=0)}"),
        P(f"الإمضاء: {d.N(p, 'arF')}"),
    ]


def k01_mx(d):
    r = d.rng
    rows = []
    for i in range(r.randint(5, 6)):
        p = d.person()
        note = "RAS / لا شيء"
        if i % 2 == 0:
            note = d.hl(r.choice(HEALTH["fr"]["pairs"])[0]) if r.random() < 0.5 else d.hl(r.choice(HEALTH["ar"]["pairs"])[0])
        elif i == 1:
            note = d.hpick("ar", "disab")
        rows.append([str(i + 1), d.N(p, r.choice(["LF", "L, f"])), d.N(p, r.choice(["ar", "arL"])),
                     d.dob("fr", "senior", style=0), d.cin(), d.pp(), d.ph(r.choice(["sp", "raw", "dot"])), note,
                     d.x(f"Chambre {r.randint(200, 990)}")])
    return [
        H(f"Groupe Omra {d.num('G-##')} — vol {d.x('TU ' + str(r.randint(500, 599)).zfill(4))} — liste des pèlerins / قائمة المعتمرين"),
        T(["N°", "Nom et prénom", "الاسم واللقب", "Né(e) le", "CIN", "Passeport", "GSM",
           "Santé / ملاحظات صحية", "Hôtel Médine"], rows),
        BR,
        P(f"Forfait unitaire / المعلوم الفردي : {d.amt('fr', 5500, 8000)}"),
        P(f"Départ / تاريخ السفر : {d.day('fr', style=0)}"),
    ]


# ============================================================================ kind 2: solar subsidy file
def k02_fr(d):
    r = d.rng
    rows = []
    for i in range(r.randint(5, 6)):
        p = d.person()
        rows.append([d.num("PV-2025-0####"), d.N(p, r.choice(["LF", "fl", "Lf"])), d.cin(),
                     d.adr("fr", style=r.choice([0, 1])), d.badrib("plain") if i % 2 == 0 else d.num("STEG ### ### ###"),
                     f"{r.choice(['1,5', '2,4', '3,2', '4,8'])} kWc", d.amt("fr", 1200, 3000),
                     d.ph(r.choice(["sp", "raw", "intl"])), d.rib(r.choice(["plain", "grouped"])) if i != 3 else "à compléter"])
    return [
        H(f"Installateur agréé — dossiers de subvention photovoltaïque en instance au {d.day('fr', style=0)}"),
        T(["N° dossier", "Bénéficiaire", "CIN", "Adresse du site", "Référence abonné STEG", "Puissance",
           "Subvention ANME", "Contact", "RIB du bénéficiaire"], rows),
        P(f"Base réglementaire : {d.x('loi n° 2015-12')} relative aux énergies renouvelables ; "
          f"dossiers à déposer au siège, {d.x(r.choice(INST_STREETS_FR))}."),
    ]


def k02_ar(d):
    r = d.rng
    p, w = d.person(), d.person()
    return [
        H("مطلب الانتفاع بمنحة تركيز منظومة فولطاضوئية لإنتاج الكهرباء"),
        P(f"إلى السيد المدير العام، {d.x('الوكالة الوطنية للتحكم في الطاقة')}"),
        P("الموضوع: مطلب منحة مع طلب أولوية"),
        KV([("الاسم واللقب", d.N(p, "ar")), ("تاريخ الولادة", d.dob("ar", ai=r.random() < 0.5)),
            ("رقم بطاقة التعريف الوطنية", d.cin(ai=r.random() < 0.5)), ("عنوان المسكن", d.adr("ar")),
            ("مرجع العقد لدى الستاغ", d.badrib("four")), ("الهاتف", d.ph(r.choice(["sp", "ai"]))),
            ("البريد الإلكتروني", d.em(p)), ("الحساب البنكي لتحويل المنحة", d.rib())]),
        P(f"وبعد، فإني أطلب تمكيني من الأولوية في دراسة الملف نظرا لأن زوجتي {d.N(w, 'ar')} مصابة ب"
          f"{d.hl('مرض الانسداد الرئوي المزمن')} وتستعمل {d.hl('جهاز الأكسجين في المنزل')} بصفة يومية، "
          f"وانقطاع التيار الكهربائي يشكل خطرا على حياتها."),
        P(f"الكلفة الجملية حسب عرض المركّز: {d.amt('ar', 9000, 16000)}، والمنحة المطلوبة {d.amt('ar', 1400, 3000)}."),
        P(f"المرجع: {d.x('القانون عدد 12 لسنة 2015')} المتعلق بالطاقات المتجددة."),
        P(f"الإمضاء: {d.N(p, 'arF')} — {d.day('ar', style=1)}"),
    ]


def k02_en(d):
    r = d.rng
    p, eng = d.person("m"), d.person()
    diaspora = r.choice(["33", "49", "39"])
    return [
        P(f"To: {d.em(p)}"),
        P(f"Subject: PV subsidy file {d.num('PV-2025-0####')} – a few details before submission"),
        P(f"Dear Mr {d.N(p, 'L')},"),
        P(f"Thank you for choosing us for the 3 kWp rooftop system. Since you are currently living abroad, we opened "
          f"the application in the name of {d.N(p, 'fl')} using your passport ({d.pp()}) instead of the national ID "
          f"card. Could you please confirm the following before we file it with the {d.x('ANME')}:"),
        L([f"date of birth: {d.dob('en')}",
           f"site address: {d.adr('en')}",
           f"mobile abroad: {d.ph(foreign=diaspora)}; local number for the technician: {d.ph('intl')}"]),
        P(f"The deposit of {d.amt('en', 1500, 3000)} was charged to your card {d.card()}. The overpayment of "
          f"{d.amt('en', 50, 400)} will be refunded to the IBAN you gave us, {d.iban()}."),
        P(f"For your information, the grant is capped under {d.x('Law No. 2015-12')} and the meter exchange is "
          f"handled by {d.x('STEG')} (quote ref. {d.num('Q-####/25')})."),
        P("Best regards,"),
        P(d.N(eng, "fl")),
        P("Project engineer, PV installations"),
    ]


# ============================================================================ kind 3: louage operator permit
def k03_ar(d):
    r = d.rng
    p = d.person("m")
    c = d.city()
    return [
        H(f"مطلب الحصول على رخصة استغلال سيارة أجرة «لواج»"),
        P(f"إلى السيد والي {c[1]}"),
        H("هوية المترشح", 2),
        KV([("الاسم واللقب", d.N(p, "arb")), ("تاريخ الولادة", d.dob("ar", ai=True)),
            ("رقم بطاقة التعريف الوطنية", d.cin(ai=r.random() < 0.5)), ("العنوان", d.adr("ar")),
            ("الهاتف", d.ph(r.choice(["sp", "raw", "ai"]))),
            ("رقم الانخراط بالضمان الاجتماعي", d.cnss())]),
        H("السيارة", 2),
        KV([("رقم التسجيل المنجمي", d.plate(r.choice(["ar", "arai", "arrev"]))),
            ("الخط المطلوب", f"{c[1]} – تونس")]),
        H("الشهادة الطبية", 2),
        P(f"حسب الفحص الطبي المؤرخ في {d.day('ar', style=1)}، المترشح قادر على السياقة مع "
          f"{d.hl('ضرورة ارتداء نظارات طبية لقصر النظر')}، وقد صرّح بأنه يعاني من {d.hl(d.pair('ar')[0])}."),
        H("الوثائق والمراجع", 2),
        L([f"{d.x('القانون عدد 33 لسنة 2004')} المتعلق بتنظيم النقل البري",
           f"{d.x('الفصل 29')} من نفس القانون",
           f"معلوم دراسة الملف: {d.amt('ar', 30, 80)}"]),
        P(f"الإمضاء: {d.N(p, 'ar')}"),
    ]


def k03_fr(d):
    r = d.rng
    a, b, c3 = d.person("m"), d.person("f"), d.person("m")
    gv = d.city()
    return [
        H(f"GOUVERNORAT DE {gv[0].upper()}"),
        P("Commission régionale du transport public non régulier de personnes"),
        P(f"Procès-verbal de la séance du {d.day('fr', style=1)}"),
        P(f"La commission, réunie conformément à l'{d.x('article 29 de la loi n° 2004-33')}, a examiné les "
          f"demandes d'autorisation suivantes :"),
        P(f"1) M. {d.N(a, 'LF')}, né le {d.dob('fr')}, CIN n° {d.cin()}, demeurant {d.adr('fr', split=True)}, "
          f"véhicule immatriculé {d.plate('lat')}. Avis favorable."),
        P(f"2) Mme {d.N(b, 'fl')}, titulaire de la CIN {d.cin()}, véhicule {d.plate(r.choice(['Tunis', 'tunis', 'dash']))}, "
          f"affiliée à la {d.x('CNSS')} sous le n° {d.cnss()}. Avis favorable sous réserve du certificat de visite technique."),
        P(f"3) M. {d.N(c3, 'fbL')}, CIN {d.cin()}, joignable au {d.ph()}. Le certificat médical produit fait état "
          f"d'{d.hl('un diabète insulinodépendant mal équilibré')} ({d.hl(r.choice(HEALTH['fr']['lab'][:2]))}). "
          f"Avis défavorable provisoire : M. {d.N(c3, 'L')} sera convoqué à une contre-visite."),
        P(f"Droits de timbre perçus : {d.amt('fr', 20, 60, mill=False)} par dossier."),
        P("Le président de la commission"),
    ]


def k03_mx(d):
    r = d.rng
    rows = []
    lines = ["Tunis ⇄ Sousse", "Tunis ⇄ Kairouan", "Tunis ⇄ Nabeul", "Tunis ⇄ Béja", "Tunis ⇄ Zaghouan"]
    for i in range(6):
        p = d.person("m")
        rows.append([d.plate(r.choice(["lat", "glued", "ar", "dash", "arrev", "Tunis"])), d.N(p, r.choice(["LF", "fl"])),
                     d.N(p, "ar"), d.cin(), d.ph(r.choice(["sp", "raw", "dash"])), r.choice(lines),
                     d.cnss() if i != 2 else "en cours / قيد الإنجاز"])
    return [
        H(f"Station louage Bab Alioua — tableau de service du {d.day('fr', style=0)} / جدول العمل اليومي"),
        T(["Véhicule / السيارة", "Chauffeur", "السائق", "CIN / ب.ت.و", "GSM", "Ligne / الخط", "N° CNSS"], rows),
        BR,
        P(f"Rappel : {d.x('article 15 du règlement intérieur')} — تذكير: {d.x('الفصل 15 من النظام الداخلي')}"),
        P(f"Redevance journalière / المعلوم اليومي : {d.amt('fr', 3, 9, mill=False)}"),
    ]


# ============================================================================ kind 4: hearing-aid fitting
def k04_en(d):
    r = d.rng
    p, ent = d.person(), d.person()
    return [
        H("Hearing Care Centre — Hearing Aid Fitting Report"),
        KV([("Patient", d.N(p, "fl")), ("Date of birth", d.dob("en", "senior")), ("Passport No.", d.pp()),
            ("Phone", d.ph("intl")), ("Email", d.em(p)), ("Address", d.adr("en")),
            ("Referred by", f"Dr {d.N(ent, 'fl')}, ENT")]),
        H("Audiometric findings", 2),
        T(["Ear", "Pure-tone average", "Finding"],
          [["Right", "48 dB HL", d.hl("moderate sensorineural hearing loss")],
           ["Left", "63 dB HL", d.hl("moderately severe sensorineural hearing loss")]]),
        P(f"The patient also reports {d.hl('intermittent tinnitus in the left ear')} and takes "
          f"{d.hl(d.pair('en')[1])}."),
        H("Devices", 2),
        P(f"Two receiver-in-canal aids, serial numbers {d.num('SN %%-######')} and {d.num('SN %%-######')}; "
          f"domes 8 mm; programme P1 general, P2 noise."),
        P(f"Total {d.amt('en', 4000, 7000)}; {d.x('CNAM')} contribution requested; balance paid by card "
          f"{d.card()} on {d.day('en')}."),
        P(f"Next check: {d.day('en', style=0)}. Audiologist: {d.N(d.person(), 'i.L')}"),
    ]


def k04_fr(d):
    r = d.rng
    losses = ["surdité de perception bilatérale moyenne", "presbyacousie", "surdité de transmission droite",
              "perte auditive de 60 dB à gauche", "acouphènes invalidants", "surdité brusque gauche séquellaire",
              "otospongiose bilatérale"]
    r.shuffle(losses)
    rows = []
    for i in range(6):
        p = d.person()
        rows.append([d.day("fr", style=0), d.N(p, r.choice(["LF", "Lf"])), d.dob("fr", "senior", style=0),
                     d.ph(r.choice(["sp", "raw"])), d.cnss(), d.hl(losses[i]), d.num("RIC-%##"),
                     d.amt("fr", 1800, 4200)])
    return [
        T(["Date", "Patient", "Né(e) le", "Téléphone", "Matricule CNSS", "Perte auditive", "Appareil", "Montant"], rows),
        P(f"Prise en charge {d.x('CNAM')} : plafond de {d.amt('fr', 1000, 1500, mill=True)} par oreille"),
    ]


def k04_ar(d):
    r = d.rng
    p = d.person()
    return [
        H("مركز تصحيح السمع — تقرير تركيب سماعة طبية"),
        T(["البيان", "المعطيات"],
          [["الاسم واللقب", d.N(p, "arL")], ["تاريخ الولادة", d.dob("ar", "senior", ai=True)],
           ["رقم بطاقة التعريف", d.cin()], ["الهاتف", d.ph(r.choice(["sp", "ai", "intl"]))],
           ["العنوان", d.adr("ar")]]),
        H("نتائج قيس السمع", 2),
        L([f"الأذن اليمنى: {d.hl('ضعف سمع حسي عصبي متوسط')}",
           f"الأذن اليسرى: {d.hl('ضعف سمع شديد')}",
           f"ملاحظة: {d.hl('طنين مستمر في الأذنين')}"]),
        H("التكفل", 2),
        L([f"{d.x('الصندوق الوطني للتأمين على المرض')}",
           f"الكلفة: {d.amt('ar', 3000, 6000)}",
           f"رقم الفاتورة: {d.num('ف-2025-####')}"]),
        P(f"أخصائي تقويم السمع: {d.N(d.person(), 'ar')}"),
    ]


# ============================================================================ kind 5: olive-press ledger
def k05_ar(d):
    r = d.rng
    rows = []
    for i in range(6):
        p = d.person("m")
        pay = r.choice(["نقدا", "تحويل"]) if i else "تحويل"
        rows.append([d.num("و-####"), d.day("ar", years=(2024, 2025), style=1), d.N(p, r.choice(["ar", "arL"])),
                     d.cin(ai=r.random() < 0.3), d.ph(r.choice(["sp", "raw", "ai"])),
                     d.plate(r.choice(["ar", "arai", "arrev", "lat"])), d.x(f"{r.randint(300, 4000)} كغ"),
                     d.x(f"مردود {r.randint(17, 24)},{r.randint(0, 9)} %"), pay,
                     d.rib(ai=r.random() < 0.3) if pay == "تحويل" else "—"])
    return [
        H(f"معصرة الزيتون — دفتر القبول اليومي — {d.x('موسم 2024/2025')}"),
        T(["رقم الوصل", "التاريخ", "اسم الفلاح", "ب.ت.و", "الهاتف", "رقم الشاحنة", "الكمية", "المردودية",
           "طريقة الخلاص", "الحساب البنكي"], rows),
        P(f"المجموع: {d.x(str(r.randint(9000, 16000)) + ' كغ')}"),
    ]


def k05_fr(d):
    r = d.rng
    p, son = d.person("m"), None
    son = d.kin(p, "m")
    rows = []
    for _ in range(3):
        rows.append([d.day("fr", years=(2024, 2025), style=0), d.num("B-####"), d.plate(r.choice(["lat", "dash", "glued"])),
                     d.x(f"{r.randint(800, 3500)} kg d'olives"), d.x(f"{r.randint(150, 700)} kg d'huile")])
    return [
        H("Huilerie — décompte individuel de trituration, campagne 2024-2025"),
        KV([("Oléiculteur", d.N(p, "fl")), ("CIN", d.cin()), ("Matricule fiscal", d.tax()),
            ("Exploitation", d.adr("fr")), ("Tél.", d.ph())]),
        H("Apports", 2),
        T(["Date", "Bon n°", "Véhicule", "Olives", "Huile"], rows),
        H("Règlement", 2),
        P(f"Prix convenu : {d.x('12,800 DT le kg')} ; montant net après retenue : {d.amt('fr', 4000, 20000, mill=True)}, "
          f"viré sur l'IBAN {d.iban()}."),
        P(f"> Observation : le fils de l'exploitant, {d.N(son, 'fl')}, est dispensé de manutention "
          f"({d.hl('hernie discale L4-L5')}) et assurera uniquement le pesage."),
        P(f"Visa du gérant : {d.N(d.person(), 'i.L')}"),
    ]


def k05_mx(d):
    r = d.rng
    ws = [d.person("m") for _ in range(3)]
    items = []
    for i, w in enumerate(ws):
        items.append(f"{d.N(w, 'LF')} ({d.N(w, 'ar')}) — né le {d.dob('fr', style=r.choice([0, 1]))}, "
                     f"CIN {d.cin()}, CNSS {d.cnss()}, GSM {d.ph(r.choice(['sp', 'raw']))}")
    return [
        H(f"Note interne / مذكرة داخلية — {d.day('fr', years=(2024, 2025), style=1)}"),
        P("Objet : déclaration des ouvriers saisonniers de la campagne / التصريح بالعملة الموسميين"),
        P(f"Merci de déclarer à la {d.x('CNSS')} les ouvriers ci-dessous avant le {d.day('fr', style=0)} :"),
        L(items),
        P(f"ملاحظة: العامل {d.N(ws[1], 'arf')} يعاني من {d.hl('حساسية من غبار الزيتون')} ويجب تمكينه من كمامة، "
          f"et {d.N(ws[2], 'f')} doit éviter les charges lourdes ({d.hl('lombalgie chronique')})."),
        P(f"Hébergement des ouvriers / سكن العملة :\n{d.adr('fr', split=True)}"),
        P(f"Camionnette de ramassage / شاحنة النقل : {d.plate(r.choice(['lat', 'ar', 'tunis']))}"),
        P(f"Salaire journalier / الأجر اليومي : {d.amt('fr', 25, 45, mill=False)}"),
    ]


# ============================================================================ kind 6: student housing allocation
def k06_fr(d):
    r = d.rng
    s, par = d.person("f"), d.person("m")
    c = d.city()
    return [
        P("RÉPUBLIQUE TUNISIENNE"),
        P(f"Ministère de l'Enseignement supérieur — {d.x('Office des Œuvres Universitaires pour le Nord')}"),
        P(f"Réf. : {d.num('OOUN/HEB/2025/####')}"),
        P(f"{c[0]}, le {d.day('fr', style=1)}"),
        P(f"Mlle {d.N(s, 'fl')}\n{d.adr('fr', split=True)}"),
        P("Objet : attribution d'un lit en foyer universitaire"),
        P(f"Mademoiselle {d.N(s, 'L')},"),
        P(f"Suite à votre demande, j'ai l'honneur de vous informer qu'un lit vous est attribué pour l'année "
          f"universitaire en cours (pavillon {d.num('B-###')}). Votre dossier (CIN {d.cin()}, née le "
          f"{d.dob('fr', 'student')}) a été classé prioritaire au titre de la {d.hpick('fr', 'disab')} "
          f"attestée par votre carte d'handicapé."),
        P(f"La redevance mensuelle est fixée à {d.amt('fr', 20, 60, mill=False)}, conformément à l'"
          f"{d.x('article 12 du règlement intérieur des foyers')}."),
        P(f"Votre correspondant, M. {d.N(par, 'fl')} (tél. {d.ph()}), a été informé ; une copie vous a été "
          f"adressée à {d.em(s)}."),
        P("Veuillez agréer, Mademoiselle, l'expression de nos salutations distinguées."),
        P("Le directeur du foyer"),
    ]


def k06_ar(d):
    r = d.rng
    rows = []
    notes = [d.hpick("ar", "disab"), d.hl(d.pair("ar")[0]), "—", "—", d.hpick("ar", "allergy"), "—"]
    for i in range(6):
        s = d.person("f")
        rows.append([str(i + 1).translate(TO_AI), d.N(s, r.choice(["ar", "arL"])), d.cin(ai=r.random() < 0.5),
                     d.dob("ar", "student", style=r.choice([1, 2])), d.city()[1], d.ph(r.choice(["sp", "ai", "raw"])),
                     notes[i]])
    last = d.person("f")
    return [
        H(f"{d.x('ديوان الخدمات الجامعية للوسط')} — قائمة الطالبات المقبولات بالمبيت"),
        T(["ع/ر", "الاسم واللقب", "ب.ت.و", "تاريخ الولادة", "الولاية", "الهاتف", "ملاحظات"], rows),
        P(f"ملاحظة: الطالبة {d.N(last, 'arb')} القاطنة ب{d.adr('ar')} مطالبة بتقديم شهادة طبية تثبت "
          f"{d.hl('إصابتها بالصرع')} قبل {d.day('ar', style=0)}."),
        P(f"معلوم الإقامة: {d.amt('ar', 20, 60)} شهريا طبقا لمقتضيات {d.x('الفصل 8 من النظام الداخلي')}."),
    ]


def k06_en(d):
    r = d.rng
    rows = []
    needs = [d.hpick("en", "disab"), "none", d.hpick("en", "allergy"), "none", d.hl(d.pair("en")[0])]
    for i in range(5):
        s = d.person()
        rows.append([d.num("HR-25-####"), d.N(s, r.choice(["fl", "LF"])), d.pp(foreign=r.random() < 0.3),
                     d.dob("en", "student", style=r.choice([2, 3, 0])), r.choice(["Tunisian", "Tunisian / French"]),
                     d.ph(r.choice(["intl", "intlraw"]) if i % 2 else None, foreign=None if i % 2 else "33"),
                     d.em(s), needs[i], d.amt("en", 150, 400),
                     d.card(r.choice(["four", "plain"])) if i in (0, 3) else "bank transfer"])
    return [
        T(["Request ID", "Student", "Passport", "Date of birth", "Nationality", "Mobile", "Email",
           "Medical / accessibility needs", "Deposit", "Paid with"], rows),
    ]


# ============================================================================ kind 7: motor-rally entry
def k07_en(d):
    r = d.rng
    a, b = d.person("m"), d.person()
    return [
        H("Desert Rally 2025 — Entry Form"),
        H("Driver", 2),
        T(["Field", "Details"],
          [["Name", d.N(a, "FL")], ["Date of birth", d.dob("en")], ["Passport", d.pp()],
           ["Mobile", d.ph("intl")], ["Email", d.em(a)],
           ["Medical", f"{d.hl('blood group O negative')}; {d.hpick('en', 'allergy')}"]]),
        H("Co-driver", 2),
        T(["Field", "Details"],
          [["Name", d.N(b, "fl")], ["Date of birth", d.dob("en", style=1)], ["Passport", d.pp(foreign=True)],
           ["Mobile", d.ph(foreign="33")], ["Medical", d.hl("asthma, uses a salbutamol inhaler")]]),
        H("Vehicle", 2),
        L([f"Registration: {d.plate(r.choice(['lat', 'dash']))}", f"Chassis: {d.num('VF3%%##%%########')}",
           "Class: T1 — 4x4 petrol"]),
        H("Fees and prize money", 2),
        L([f"Entry fee {d.amt('en', 2500, 4000)}, bank transfer ref. {d.num('ENT-####')}",
           f"Prize money to be paid to IBAN {d.iban()} (account holder {d.N(a, 'fl')})"]),
        P(f"By signing, the crew accepts {d.x('Article 7.3 of the supplementary regulations')}."),
    ]


def k07_fr(d):
    r = d.rng
    a, b, o = d.person("m"), d.person("m"), d.person()
    return [
        H("Rallye des Oasis — demande d'engagement"),
        T(["", "Pilote", "Copilote"],
          [["Nom", d.N(a, "LU"), d.N(b, "LU")], ["Prénom", d.N(a, "f"), d.N(b, "f")],
           ["Né le", d.dob("fr", style=0), d.dob("fr", style=0)], ["CIN", d.cin(), d.cin()],
           ["Téléphone", d.ph(), d.ph()], ["E-mail", d.em(a), d.em(b)],
           ["Allergies / santé", d.hpick("fr", "allergy"), d.hl("diabète de type 1 sous pompe à insuline")]]),
        P(f"Véhicule : immatriculation {d.plate(r.choice(['dash', 'lat', 'Tunis']))}, propriétaire "
          f"{d.N(o, 'fl')}."),
        P(f"Droits d'engagement : {d.amt('fr', 2000, 3500)} réglés par carte bancaire n° {d.card()}."),
        P(f"L'équipage déclare avoir pris connaissance de l'{d.x('article 12 du règlement particulier')}."),
        P(f"Signature du pilote : {d.N(a, 'fl')}        Signature du copilote : {d.N(b, 'fl')}"),
    ]


def k07_mx(d):
    r = d.rng
    rows = []
    for i in range(5):
        a, b = d.person("m"), d.person()
        ok = r.random() < 0.7
        rows.append([str(r.randint(1, 99)), d.N(a, "LF"), d.N(a, "ar"), d.N(b, r.choice(["LF", "fl"])),
                     r.choice(["Toyota Hilux", "Nissan Patrol", "Mitsubishi Pajero", "Isuzu D-Max"]),
                     d.plate(r.choice(["lat", "ar", "glued", "arai", "dash"])), d.ph(r.choice(["sp", "raw"])),
                     "Conforme / مطابق" if ok else "Refusé, extincteur périmé / مرفوض"])
    return [
        H(f"Vérifications techniques / الفحص الفني — {d.day('fr', style=0)}"),
        T(["N°", "Pilote", "السائق", "Copilote / المساعد", "Véhicule", "Immatriculation / رقم التسجيل", "Tél.",
           "Résultat / النتيجة"], rows),
        P(f"Référence : {d.x('article 253')} de l'annexe J / {d.x('الفصل 253')} — caution {d.amt('fr', 100, 300, mill=False)}"),
    ]


# ============================================================================ kind 8: condominium arrears notice
def k08_mx(d):
    r = d.rng
    o, sy = d.person(), d.person("m")
    quarters = [[q, d.amt("fr", 120, 240, mill=True), d.day("fr", style=0)] for q in ("T2", "T3", "T4")]
    return [
        H("Syndicat des copropriétaires — Résidence Les Pins / نقابة مالكي إقامة الصنوبر"),
        H("AVIS DE RETARD DE PAIEMENT — إشعار بالتأخير في الخلاص", 2),
        P(f"Réf. : {d.num('SYN/2025/###')}  —  {d.day('fr', style=1)}"),
        KV([("Destinataire / إلى", f"{d.N(o, 'fl')} — {d.N(o, 'ar')}"),
            ("Logement / المسكن", d.adr("fr", style=1)),
            ("CIN / ب.ت.و", d.cin()), ("Tél. / الهاتف", d.ph()), ("E-mail", d.em(o))]),
        P("Sauf erreur de notre part, les charges communes suivantes restent impayées :"),
        T(["Trimestre", "Montant", "Échéance"], quarters),
        P(f"نذكّركم بأن {d.x('الفصل 91 من مجلة الحقوق العينية')} يلزم كل مالك بالمساهمة في المصاريف المشتركة."),
        P(f"Conformément à l'{d.x('article 91 du Code des droits réels')}, à défaut de règlement sous quinze jours, "
          f"le prélèvement autorisé le {d.day('fr', style=0)} sur votre compte {d.rib()} sera exécuté."),
        P(f"Le syndic bénévole : {d.N(sy, 'fl')}"),
    ]


def k08_ar(d):
    r = d.rng
    a, b, c = d.person("m"), d.person("f"), d.person("m")
    rows = []
    for _ in range(4):
        o = d.person()
        rows.append([f"{r.choice('أبج')}-{r.randint(1, 40)}", d.N(o, r.choice(["arL", "ar"])), d.ph(r.choice(["sp", "ai"])),
                     d.amt("ar", 100, 900)])
    return [
        H("نقابة مالكي إقامة الياسمين"),
        H(f"محضر اجتماع مكتب النقابة بتاريخ {d.day('ar', style=0)}", 2),
        P(f"الحاضرون: {d.N(a, 'ar')} (رئيس)، {d.N(b, 'ar')} (أمينة المال)."),
        H("1. قائمة المتخلدين", 3),
        T(["الشقة", "المالك", "الهاتف", "المبلغ المتخلد"], rows),
        H("2. مطلب تخصيص مأوى", 3),
        P(f"تقدم السيد {d.N(c, 'arb')} بمطلب لتخصيص مكان قار لسيارته عدد {d.plate(r.choice(['ar', 'arai', 'arrev']))} "
          f"قرب المدخل الرئيسي، نظرا لإصابته ب{d.hl('شلل نصفي سفلي')} و{d.hl('استعماله كرسيا متحركا')}. "
          f"وافق المكتب بالإجماع على طلب السيد {d.N(c, 'arF')}."),
        H("3. قرارات", 3),
        L([f"تطبيق {d.x('الفصل 91 من مجلة الحقوق العينية')} على المتخلدين",
           f"المعلوم الشهري: {d.amt('ar', 20, 60)}"]),
    ]


def k08_en(d):
    r = d.rng
    o, t, sy = d.person("f"), d.person("m"), d.person()
    return [
        P(f"To: {d.em(o)}"),
        P(f"Subject: Service charge arrears — ref. {d.num('SYN-25-###')}"),
        P(f"Dear Ms {d.N(o, 'L')},"),
        P(f"Our records show that the service charges for your flat are unpaid since {d.day('en', style=0)}, "
          f"for a total of {d.amt('en', 600, 1800)}. You may settle by card through the residence portal, or we "
          f"can set up a direct debit from your Tunisian account; please confirm the IBAN we hold:\n{d.iban('four')}"),
        P(f"Your tenant, Mr {d.N(t, 'fl')}, told the caretaker that he would forward this letter; he can be "
          f"reached on {d.ph('00')}."),
        P("Details on file:"),
        P(f"  Owner: {d.N(o, 'fl')}\n  Passport: {d.pp()}\n  Address abroad: {d.adr('en', foreign=True)}\n"
          f"  Mobile: {d.ph(foreign=r.choice(['33', '49', '1']))}\n  Flat: {d.adr('en', split=True)}"),
        P(f"The last payment, by card {d.card()}, was on {d.day('en', style=1)}."),
        P(f"Kind regards,\n{d.N(sy, 'fl')}\nVoluntary managing agent"),
    ]


# ============================================================================ kind 9: speech-therapy assessment
def k09_fr(d):
    r = d.rng
    c = d.person()
    f = d.kin(c, "m")
    m = d.person("f")
    doc = d.person()
    return [
        H("Cabinet d'orthophonie — Bilan orthophonique initial"),
        KV([("Enfant", d.N(c, "LF")), ("Date de naissance", d.dob("fr", "child")),
            ("Parents", f"{d.N(f, 'fl')} (père, assuré CNSS n° {d.cnss()}) et {d.N(m, 'fl')} (mère)"),
            ("Adresse", d.adr("fr")), ("Téléphone", d.ph()), ("Courriel", d.em(m)),
            ("Adressé par", f"Dr {d.N(doc, 'fl')}, pédiatre")]),
        H("Motif", 2),
        P(f"L'enseignante signale que {d.N(c, 'f')} se fait difficilement comprendre en classe."),
        H("Antécédents", 2),
        L([d.hl("otites séreuses à répétition"), d.hl("aérateurs transtympaniques posés à l'âge de 4 ans"),
           f"{d.hpick('fr', 'allergy')} (signalée par la mère)"]),
        H("Conclusion", 2),
        P(f"Le bilan met en évidence {d.hl('un retard de parole et de langage')} associé à "
          f"{d.hl('un bégaiement tonico-clonique')}. Une rééducation de {d.x('20 séances')} est préconisée, "
          f"prise en charge par la {d.x('CNAM')} (accord préalable {d.num('AP-25-#####')})."),
        P(f"Honoraires du bilan : {d.amt('fr', 60, 120, mill=False)}"),
    ]


def k09_ar(d):
    r = d.rng
    c = d.person("m")
    f = d.kin(c, "m")
    return [
        H("تقرير تقويم النطق"),
        P(f"الطفل: {d.N(c, 'arb')}"),
        P(f"تاريخ الولادة: {d.dob('ar', 'child', ai=True)}"),
        P(f"الولي: {d.N(f, 'ar')}، بطاقة تعريف عدد {d.cin(ai=True)}، الهاتف {d.ph('ai')}"),
        P(f"العنوان:\n{d.adr('ar', split=True)}"),
        P(f"تم فحص الطفل {d.N(c, 'arf')} بطلب من طبيب الأطفال، وتبين أنه يعاني من {d.hl('اضطراب طيف التوحد')} "
          f"مع {d.hl('تأخر في اكتساب اللغة')}، إضافة إلى {d.hpick('ar', 'allergy')}."),
        P(f"نقترح حصتين أسبوعيا لمدة ثلاثة أشهر، أي {d.x('24 حصة')}، بكلفة {d.amt('ar', 25, 40)} للحصة."),
        P(f"يمكن للولي طلب استرجاع المصاريف من {d.x('الصندوق الوطني للتأمين على المرض')}."),
        P(f"حرر في {d.day('ar', style=0)}"),
        P(f"أخصائية تقويم النطق: {d.N(d.person('f'), 'ar')}"),
    ]


def k09_mx(d):
    r = d.rng
    c = d.person("f")
    m = d.kin(c, "f")
    return [
        H("Bilan orthophonique / تقرير تقويم النطق"),
        KV([("Nom de l'enfant / اسم الطفلة", f"{d.N(c, 'fl')} — {d.N(c, 'ar')}"),
            ("Née le / تاريخ الولادة", d.dob("fr", "child", style=1)),
            ("Mère / الأم", d.N(m, "fl")), ("CIN de la mère", d.cin()), ("GSM", d.ph()),
            ("Adresse / العنوان", d.adr("ar")), ("N° CNSS de l'assurée", d.cnss())]),
        P(f"Observations : {d.N(c, 'f')} présente {d.hl('une dyslexie-dysorthographie')} et "
          f"{d.hl('un trouble de l’attention avec hyperactivité')} traité par {d.hl('méthylphénidate 10 mg')}."),
        P(f"الخلاصة: تعاني الطفلة من {d.hl('عسر القراءة')} وتحتاج إلى متابعة أسبوعية."),
        P(f"Tarif / التعريفة : {d.amt('fr', 30, 45, mill=False)} la séance — facture {d.num('F25-####')}"),
        P(f"L'orthophoniste : {d.N(d.person('f'), 'i.L')}"),
    ]


# ============================================================================ kind 10: debt collection file
def k10_fr(d):
    r = d.rng
    p, agent = d.person("m"), d.person()
    c = d.city()
    return [
        P(f"Cabinet de recouvrement — {c[0]}, le {d.day('fr', style=1)}"),
        P(f"Dossier n° {d.num('REC-####-25')}"),
        P(f"Monsieur {d.N(p, 'FL')}\n{d.adr('fr', split=True)}"),
        P("Lettre recommandée avec accusé de réception"),
        P("Objet : mise en demeure avant poursuites"),
        P(f"Monsieur {d.N(p, 'L')},"),
        P(f"Mandatés par notre client, nous vous rappelons que le chèque n° {d.num('#######')} émis par vous "
          f"le {d.day('fr', style=0)}, d'un montant de {d.amt('fr', 2000, 15000, mill=True)}, est revenu impayé "
          f"pour défaut de provision. Votre compte débité ({d.rib('grouped')}), ouvert à la "
          f"{d.x(r.choice(BANKS_FR))}, présentait un solde insuffisant."),
        P(f"Nous vous rappelons les dispositions de l'{d.x('article 411 du Code de commerce')}. En tant que "
          f"commerçant immatriculé sous le matricule fiscal {d.tax()}, vous disposez d'un délai de dix jours "
          f"pour régulariser."),
        P(f"Identité retenue au dossier : CIN {d.cin()}, téléphone {d.ph('00')}."),
        P("Veuillez agréer, Monsieur, nos salutations distinguées."),
        P(f"{d.N(agent, 'fl')}, chargé de recouvrement"),
    ]


def k10_en(d):
    r = d.rng
    p, ag = d.person("f"), d.person()
    return [
        H("Collections desk — call notes"),
        KV([("Account", d.num("CC-########")), ("Customer", d.N(p, "fl")), ("Date of birth", d.dob("en", style=3)),
            ("Card", d.card()), ("Mobile", d.ph(r.choice(["intl", "intlraw"]))), ("Email", d.em(p))]),
        T(["Date", "Outcome", "Agent"],
          [[d.day("en", style=2), "No answer", d.N(ag, "i.L")],
           [d.day("en", style=2), "Spoke to customer — identity checked (DOB, last 4 digits)", d.N(ag, "i.L")],
           [d.day("en", style=2), "Promise to pay " + d.amt("en", 100, 600), d.N(ag, "i.L")]]),
        P(f"Hardship: Ms {d.N(p, 'L')} explained that she is undergoing {d.hl('chemotherapy for breast cancer')} "
          f"and has been on sick leave since March. She also mentioned {d.hl('severe depression')}. "
          f"Recommend freezing interest for 90 days."),
        P(f"Outstanding balance {d.amt('en', 2000, 9000)}; minimum due {d.amt('en', 100, 300)}."),
        P(f"Contact address confirmed: {d.adr('en')}"),
    ]


def k10_ar(d):
    r = d.rng
    rows = []
    for i in range(6):
        p = d.person()
        note = "—"
        if i == 1:
            note = f"المدين {d.hl('مقيم بالمستشفى إثر جلطة دماغية')}"
        elif i == 4:
            note = f"{d.hl(d.pair('ar')[0])} — طلب جدولة"
        rows.append([d.num("ملف-####"), d.N(p, r.choice(["ar", "arL"])), d.cin(ai=r.random() < 0.4),
                     d.ph(r.choice(["sp", "raw", "ai"])), d.adr("ar"), d.amt("ar", 500, 12000),
                     d.rib(r.choice(["plain", "grouped"]), ai=r.random() < 0.3), note])
    return [
        T(["رقم الملف", "المدين", "ب.ت.و", "الهاتف", "العنوان", "المبلغ", "الحساب البنكي", "ملاحظات"], rows),
        P(f"أساس التتبع: {d.x('الفصل 411 من المجلة التجارية')}"),
    ]


# ============================================================================ kind 11: sworn translation
def k11_mx(d):
    r = d.rng
    p = d.person(r.choice("mf"))
    fa = d.kin(p, "m", as_father=True)
    mo = d.person("f")
    tr = d.person()
    c = d.city()
    y, m, dd = r.randint(1960, 2000), r.randint(1, 12), r.randint(1, 28)
    dob_ar = d.s("DOB", d._date(y, m, dd, "ar", 0))
    dob_fr = d.s("DOB", d._date(y, m, dd, "fr", 1))
    return [
        P("TRADUCTION CERTIFIÉE CONFORME — de l'arabe vers le français"),
        P(f"Traducteur assermenté près la Cour d'appel de Sousse — registre n° {d.num('####/2025')}"),
        P("[Texte original / النص الأصلي]"),
        P(f"الجمهورية التونسية — بلدية {c[1]}\nمضمون من رسم الولادة {d.num('عدد ####')}"),
        P(f"الاسم: {d.N(p, 'arf')}\nاللقب: {d.N(p, 'arF')}\nتاريخ الولادة: {dob_ar}\nمكان الولادة: {c[1]}"),
        P(f"الأب: {d.N(fa, 'arb')}\nالأم: {d.N(mo, 'ar')}"),
        P("[Traduction]"),
        P(f"République tunisienne — Commune de {c[0]}\nExtrait d'acte de naissance"),
        P(f"Prénom : {d.N(p, 'f')}\nNom : {d.N(p, 'LU')}\nDate de naissance : {dob_fr}\nLieu de naissance : {c[0]}"),
        P(f"Père : {d.N(fa, 'fbL')}\nMère : {d.N(mo, 'fl')}"),
        P(f"Mention : titulaire de la CIN n° {d.cin()} délivrée le {d.day('fr', years=(2015, 2023), style=0)}."),
        P(f"Traduction faite à la demande de {d.N(p, 'fl')}, demeurant\n{d.adr('fr', split=True)}"),
        P(f"Sousse, le {d.day('fr', style=1)} — Le traducteur : {d.N(tr, 'fl')}, tél. {d.ph('pairs')}"),
        P(f"Honoraires : {d.amt('fr', 30, 80, mill=False)} — timbre fiscal {d.x('1 DT')}"),
    ]


def k11_en(d):
    r = d.rng
    doc, p, tr = d.person(), d.person(), d.person()
    return [
        H("Certified translation (Arabic → English)"),
        P(f"**Translator's reference:** {d.num('TR-25/####')}"),
        BR,
        H("Medical certificate", 2),
        P(f"I, the undersigned, Dr {d.N(doc, 'fl')}, certify that I examined {d.N(p, 'fl')}, born on "
          f"{d.dob('en')}, holder of passport No. {d.pp()}, residing at {d.adr('en')}."),
        P(f"The patient suffers from {d.hl('chronic hepatitis B')} and is treated with "
          f"{d.hl('tenofovir 245 mg once daily')}. The last test showed {d.hl('an undetectable viral load')}. "
          f"The condition does not prevent travel or study."),
        P(f"Issued at the patient's request on {d.day('en', style=0)}."),
        BR,
        P(f"*I certify that the above is a faithful translation of the Arabic original.* — {d.N(tr, 'fl')}, sworn "
          f"translator, {d.ph('intl')}, {d.em(tr)}"),
        P(f"Fee: {d.amt('en', 40, 90)}"),
    ]


def k11_fr(d):
    r = d.rng
    p = d.person()
    fa = d.kin(p, "m", as_father=True)
    tr = d.person("f")
    return [
        H("Traduction assermentée — attestation de résidence"),
        P(f"Traduit de l'arabe — n° d'ordre {d.num('AR-FR/####')}"),
        KV([("Nom et prénom", d.N(p, "LF")), ("Fils/fille de", d.N(fa, "f")),
            ("Date de naissance", d.dob("fr", style=1)), ("CIN", d.cin()),
            ("Demeurant à", d.adr("fr"))]),
        P(f"Le chef de secteur atteste que l'intéressé(e), {d.N(p, 'fbL')}, réside effectivement à l'adresse "
          f"ci-dessus depuis {d.x('plus de cinq ans')}."),
        P(f"Délivrée pour servir et valoir ce que de droit — {d.day('fr', style=0)}, {d.x('timbre fiscal de 2 DT')}."),
        P(f"Certifié conforme par {d.N(tr, 'fl')}, traductrice assermentée — {d.ph()} — {d.em(tr)}"),
    ]


# ============================================================================ kind 12: pawn-loan ticket
def k12_ar(d):
    r = d.rng
    p = d.person("f")
    son = d.kin(p, "m")
    items = [["سوار ذهب", "18 قيراط", d.x(f"{r.randint(10, 40)},{r.randint(0, 9)} غ")],
             ["خاتم", "18 قيراط", d.x(f"{r.randint(2, 9)},{r.randint(0, 9)} غ")],
             ["سلسلة", "9 قيراط", d.x(f"{r.randint(5, 20)},{r.randint(0, 9)} غرام")]]
    return [
        H("قرض على رهن مصوغ — وصل رهن"),
        KV([("رقم الوصل", d.num("ر-######")), ("التاريخ", d.day("ar", style=1)),
            ("اسم الراهنة", d.N(p, "arb")), ("بطاقة التعريف عدد", d.cin(ai=True)),
            ("العنوان", d.adr("ar", ai=r.random() < 0.5)), ("الهاتف", d.ph(r.choice(["ai", "sp"])))]),
        T(["الوصف", "العيار", "الوزن"], items),
        KV([("القيمة التقديرية", d.amt("ar", 800, 4000)), ("مبلغ القرض", d.amt("ar", 500, 2500)),
            ("تاريخ الاستحقاق", d.day("ar", years=(2025, 2026), style=0))]),
        P(f"أمضى ابنها {d.N(son, 'ar')} نيابة عنها بسبب {d.hl('ضعف البصر الشديد')} الذي تعاني منه."),
        P(f"يخضع هذا القرض إلى {d.x('الفصل 5 من الشروط العامة')}."),
    ]


def k12_mx(d):
    r = d.rng
    rows = []
    for i in range(6):
        p = d.person()
        rows.append([d.num("T-######"), d.day("fr", style=0), d.N(p, "LF"), d.N(p, "ar"), d.cin(),
                     d.ph(r.choice(["sp", "raw"])), d.x(f"{r.randint(5, 60)} g or 18K"),
                     d.amt("fr", 300, 3000, mill=False), d.badcard("four") if i == 2 else ""])
    return [
        H(f"Registre des prêts sur gage / سجل القروض على الرهن — agence {d.x(r.choice(INST_STREETS_FR))}"),
        T(["N° ticket", "Date", "Emprunteur", "المقترض", "CIN", "GSM", "Gage", "Montant", "Réf. carte fidélité"], rows),
        P(f"Taux appliqué / نسبة الفائدة : {d.x('9,5 % l’an')}"),
    ]


def k12_en(d):
    r = d.rng
    items = []
    for i in range(4):
        p = d.person()
        extra = ""
        if i == 1:
            extra = f" Renewal granted on medical grounds: the customer had {d.hl('triple bypass surgery')}."
        if i == 3:
            extra = f" Disbursed by transfer to {d.rib('plain')}."
        items.append(f"Ticket {d.num('T-######')} — {d.N(p, 'fl')}, ID {d.cin()}, phone {d.ph()}, "
                     f"loan {d.amt('en', 300, 3000)}.{extra}")
    aud = d.person()
    return [
        H("Internal audit — pledged-gold loans, sample of four tickets"),
        P(f"Branch visited on {d.day('en', style=1)} by {d.N(aud, 'fl')}."),
        L(items),
        P(f"Finding: pledge valuation follows {d.x('Circular 2018-06')} of the {d.x('Central Bank of Tunisia')}."),
    ]


# ============================================================================ kind 13: hunting permit application
def k13_en(d):
    r = d.rng
    p, guide = d.person("m"), d.person("m")
    return [
        P("To the Regional Forestry Commissariat"),
        P(f"Subject: wild-boar hunting permit for a visiting hunter — our ref. {d.num('HT-25-###')}"),
        P("Dear Sir or Madam,"),
        P(f"On behalf of our hunting-tourism association we apply for a season permit for Mr {d.N(p, 'FL')}, "
          f"born {d.dob('en', style=4)}, Canadian passport {d.pp(foreign=True)}, living at "
          f"{d.adr('en', foreign=True)}."),
        P(f"His medical certificate states that he {d.hl('wears a hearing aid in the left ear')} and has "
          f"{d.hl('mild myopia corrected by glasses')}; he is otherwise fit to carry a firearm."),
        P(f"He will be accompanied by our guide {d.N(guide, 'fl')} ({d.ph('intl')}) and will use a rented "
          f"vehicle registered {d.plate('lat')}."),
        P(f"Contact: {d.ph(foreign='1')} / {d.em(p)}"),
        P(f"The fee of {d.amt('en', 100, 300)} and the insurance certificate (policy {d.num('POL-########')}) are "
          f"attached, as required by {d.x('Article 208 of the Forest Code')}."),
        P(f"Yours faithfully,\n{d.N(d.person(), 'fl')}\nSecretary"),
    ]


def k13_fr(d):
    r = d.rng
    p = d.person("m")
    return [
        H("Demande de permis de chasse — saison 2025-2026"),
        KV([("Nom", d.N(p, "LU")), ("Prénom", d.N(p, "f")), ("Né le", d.dob("fr", style=4)),
            ("CIN", d.cin()), ("Adresse", d.adr("fr")), ("Téléphone", d.ph()),
            ("Véhicule utilisé", d.plate(r.choice(["lat", "Tunis", "glued"])))]),
        H("Certificat médical", 2),
        P(f"Apte à la pratique de la chasse. Le médecin note {d.hl('une hypoacousie gauche légère')} et "
          f"des antécédents de {d.hl(d.pair('fr')[0])}, actuellement stabilisés."),
        H("Pièces jointes", 2),
        L([f"quittance de {d.amt('fr', 60, 200, mill=True)} (payée par carte {d.card('four')})",
           f"attestation d'assurance n° {d.num('ASS-######')}",
           f"arme : fusil calibre 12, n° de série {d.num('%%######')}"]),
        P(f"Réf. : {d.x('article 208 du Code forestier')}"),
        P(f"Signature : {d.N(p, 'fl')}"),
    ]


def k13_mx(d):
    r = d.rng
    p = d.person("m")
    return [
        H("Demande de permis de chasse / مطلب رخصة صيد"),
        T(["Rubrique / البيان", "Renseignement / المعطيات"],
          [["Nom et prénom / الاسم واللقب", d.N(p, "LF")], ["بالعربية", d.N(p, "arb")],
           ["Date de naissance / تاريخ الولادة", d.dob("fr", style=0)], ["CIN / ب.ت.و", d.cin()],
           ["Adresse / العنوان", d.adr("ar")], ["GSM / الهاتف", d.ph()],
           ["Matricule fiscal (guide professionnel)", d.tax()],
           ["Véhicule / السيارة", d.plate(r.choice(["ar", "lat", "arai"]))]]),
        P(f"Aptitude médicale / الأهلية الصحية : apte — {d.hl('diabète non insulinodépendant')} / "
          f"{d.hl('يعاني من ضغط الدم')}"),
        P(f"Droits / المعاليم : {d.amt('fr', 60, 200)} — {d.x('الفصل 208 من مجلة الغابات')}"),
        P(f"Date / التاريخ : {d.day('fr', style=0)} — Signature / الإمضاء : {d.N(p, 'arF')}"),
    ]


# ============================================================================ kind 14: youth camp registration
def k14_en(d):
    r = d.rng
    rows = []
    notes = [d.hpick("en", "allergy"), "None", d.hl("type 1 diabetes, insulin pen at meals"), "None",
             d.hl("ADHD, takes methylphenidate in the morning"), d.hpick("en", "allergy")]
    for i in range(6):
        par = d.person()
        c = d.kin(par, r.choice("mf"))
        e = d.person()
        rows.append([d.N(c, "fl"), d.dob("en", "young", style=r.choice([2, 3])), d.N(par, "fl"),
                     d.ph(r.choice(["sp", "intl", "raw"])), d.em(par), notes[i], d.N(e, "fl"), d.ph(), d.amt("en", 300, 600)])
    return [
        T(["Camper", "Date of birth", "Parent/guardian", "Parent mobile", "Parent email", "Medical notes",
           "Emergency contact", "Emergency phone", "Fee paid"], rows),
    ]


def k14_mx(d):
    r = d.rng
    c = d.person()
    fa = d.kin(c, "m")
    mo = d.person("f")
    return [
        H("Colonie de vacances — été 2025 / المخيم الصيفي"),
        H("Fiche d'inscription / استمارة تسجيل", 2),
        KV([("Enfant / الطفل", f"{d.N(c, 'fl')} — {d.N(c, 'ar')}"),
            ("Né(e) le / تاريخ الولادة", d.dob("fr", "young", style=0)),
            ("Père / الأب", d.N(fa, "fl")), ("CIN du père", d.cin()), ("Mère / الأم", d.N(mo, "ar")),
            ("GSM", d.ph()), ("Adresse / العنوان", d.adr("fr"))]),
        H("Fiche sanitaire / البطاقة الصحية", 2),
        P(f"Allergies : {d.hpick('fr', 'allergy')} — الحساسية: {d.hpick('ar', 'allergy')}"),
        P(f"Traitement en cours / العلاج الحالي : {d.hl('Ventoline en cas de crise d’asthme')}"),
        H("Paiement / الخلاص", 2),
        P(f"Séjour de 12 jours : {d.amt('fr', 400, 800)}, payé par carte {d.card()} le {d.day('fr', style=0)}."),
        P(f"Signature du responsable légal / إمضاء الولي : {d.N(fa, 'i.L')}"),
    ]


def k14_ar(d):
    r = d.rng
    c = d.person("f")
    fa = d.kin(c, "m")
    return [
        H("استمارة التسجيل في المخيم الصيفي"),
        KV([("اسم الطفلة ولقبها", d.N(c, "ar")), ("تاريخ الولادة", d.dob("ar", "young", ai=r.random() < 0.5)),
            ("اسم الولي", d.N(fa, "arb")), ("بطاقة تعريف الولي", d.cin()),
            ("الهاتف", d.ph(r.choice(["ai", "sp"]))), ("العنوان", d.adr("ar")),
            ("رقم الضمان الاجتماعي للولي", d.cnss())]),
        H("معلومات صحية", 2),
        L([f"الأمراض المزمنة: {d.hl('داء السكري من النوع الأول')}",
           f"الأدوية: {d.hl('حقن الأنسولين قبل الوجبات')}",
           f"الحساسية: {d.hpick('ar', 'allergy')}"]),
        P(f"معلوم المشاركة: {d.amt('ar', 300, 700)} — آخر أجل للخلاص {d.day('ar', style=0)}"),
        P(f"أصرح بصحة المعلومات أعلاه. إمضاء الولي: {d.N(fa, 'arF')}"),
    ]


# ============================================================================ kind 15: parcel claim
def k15_mx(d):
    r = d.rng
    s, rc = d.person(), d.person()
    return [
        H("Formulaire de réclamation / استمارة تشكّ"),
        H("Envoi / الإرسالية", 2),
        L([f"N° d'envoi / رقم الإرسالية : {d.num('RR#########TN')}",
           f"Date de dépôt / تاريخ الإيداع : {d.day('fr', style=0)}",
           f"Bureau de dépôt / مكتب الإيداع : {d.x(r.choice(INST_STREETS_FR))}"]),
        H("Expéditeur / المرسل", 2),
        L([f"Nom / الاسم : {d.N(s, 'fl')} — {d.N(s, 'ar')}", f"Adresse / العنوان : {d.adr('fr')}",
           f"Tél. / الهاتف : {d.ph()}", f"CIN / ب.ت.و : {d.cin()}"]),
        H("Destinataire / المرسل إليه", 2),
        L([f"{d.N(rc, 'ar')}", f"{d.adr('ar')}", f"{d.ph(r.choice(['sp', 'ai']))}"]),
        H("Contenu / المحتوى", 2),
        P(f"Médicaments : {d.hl('insuline rapide')} pour {d.hl('diabète de type 1')} — أدوية ل{d.hl('مريض سكري')} "
          f"؛ valeur déclarée {d.amt('fr', 80, 300)}."),
        P(f"{d.x('La Poste Tunisienne')} — {d.x('البريد التونسي')}"),
    ]


def k15_fr(d):
    r = d.rng
    p = d.person("f")
    return [
        P(f"{d.N(p, 'fl')}\n{d.adr('fr', split=True)}\nTél. : {d.ph()}\n{d.em(p)}"),
        P(f"À Monsieur le Chef du service réclamations, {d.x('La Poste Tunisienne')}, {d.x(r.choice(INST_STREETS_FR))}"),
        P(f"{d.city()[0]}, le {d.day('fr', style=1)}"),
        P(f"Objet : colis {d.num('CP#########TN')} non distribué"),
        P("Monsieur,"),
        P(f"Le {d.day('fr', style=1)}, j'ai déposé un colis contenant le fauteuil de rééducation de ma mère, "
          f"{d.N(d.person('f'), 'fl')}, qui souffre d'{d.hl('une hémiplégie droite')} depuis son AVC. "
          f"Le suivi indique « en instance » depuis trois semaines."),
        P(f"Je vous prie de procéder à une enquête et, le cas échéant, de m'indemniser par virement sur mon "
          f"compte {d.rib()} (titulaire : {d.N(p, 'LF')}, CIN {d.cin()})."),
        P(f"Valeur déclarée : {d.amt('fr', 300, 900)} ; frais d'envoi : {d.amt('fr', 10, 30, mill=True)}."),
        P("Veuillez agréer, Monsieur, mes salutations distinguées."),
        P(f"{d.N(p, 'i.L')}"),
    ]


def k15_en(d):
    r = d.rng
    rows = []
    for i in range(5):
        p = d.person()
        issue = r.choice(["Damaged", "Lost", "Late delivery", "Wrong address"])
        if i == 2:
            issue = f"Lost — contained {d.hl('anti-epileptic medication')}"
        rows.append([d.num("CLM-####"), d.num("RR#########TN"), d.N(p, r.choice(["fl", "LF"])), d.em(p),
                     d.ph(r.choice(["intl", "intlraw", "00"])), d.adr("en"), issue,
                     d.iban("plain") if i % 2 == 0 else "cash at counter", d.amt("en", 20, 400)])
    return [
        T(["Claim", "Tracking", "Claimant", "Email", "Phone", "Address", "Issue", "Refund to", "Amount"], rows),
    ]


# ============================================================================ kind 16: artisan card application
def k16_ar(d):
    r = d.rng
    crafts = ["نسيج الزربية", "صناعة الفخار", "النقش على النحاس", "صناعة الشاشية", "الخياطة التقليدية", "صناعة الحلفاء"]
    rows = []
    for i in range(6):
        p = d.person()
        note = "—"
        if i in (1, 4):
            note = f"حامل لبطاقة إعاقة — {d.hpick('ar', 'disab')}"
        rows.append([d.N(p, r.choice(["ar", "arL"])), d.cin(ai=r.random() < 0.4), d.dob("ar", style=r.choice([1, 2])),
                     crafts[i], d.tax(), d.cnss(), d.ph(r.choice(["sp", "ai"])), d.adr("ar"), note])
    return [
        H(f"{d.x('الديوان الوطني للصناعات التقليدية')} — قائمة مطالب بطاقة حرفي"),
        T(["الاسم واللقب", "ب.ت.و", "تاريخ الولادة", "الحرفة", "المعرف الجبائي", "رقم الضمان الاجتماعي",
           "الهاتف", "العنوان", "ملاحظة"], rows),
    ]


def k16_mx(d):
    r = d.rng
    p = d.person("f")
    return [
        P(f"{d.N(p, 'fl')} / {d.N(p, 'ar')}"),
        P(f"{d.adr('fr', split=True)}"),
        P(f"À Monsieur le Directeur régional de l'{d.x('ONAT')} / إلى السيد المدير الجهوي"),
        P("Objet : demande de carte professionnelle d'artisan / مطلب بطاقة حرفي"),
        P(f"Je soussignée {d.N(p, 'LF')}, née le {d.dob('fr', style=1)}, CIN {d.cin()}, tisserande de "
          f"margoum depuis 2009, sollicite la délivrance de la carte d'artisan."),
        P(f"Matricule fiscal : {d.tax()}\nN° CNSS (régime des non-salariés) : {d.cnss()}\nRIB : {d.rib()}"),
        P(f"أصرح بأنني {d.hl('ذات إعاقة سمعية')} ولذا أرجو مراسلتي عبر الإرساليات القصيرة على الرقم "
          f"{d.ph()} أو عبر البريد الإلكتروني {d.em(p)}."),
        P(f"Droit de timbre : {d.amt('fr', 5, 20, mill=False)}"),
        P(f"Signature / الإمضاء : {d.N(p, 'arF')}"),
    ]


def k16_en(d):
    r = d.rng
    items = []
    for i in range(4):
        p = d.person()
        h = f" Priority applicant ({d.hpick('en', 'disab')})." if i == 2 else ""
        items.append(f"**{d.N(p, 'fl')}** — ID {d.cin()}, tax ID {d.tax()}, CNSS {d.cnss()}, "
                     f"mobile {d.ph(r.choice(['intl', 'sp']))}, grant to {d.iban()}.{h}")
    off = d.person()
    return [
        H("Artisan Support Programme — beneficiaries, second tranche"),
        P(f"Prepared by {d.N(off, 'fl')} on {d.day('en', style=1)}. Grants of {d.amt('en', 1500, 4000)} each are "
          f"paid after the {d.x('ONAT')} professional card is issued."),
        L(items),
        P(f"Budget line {d.num('BL-##-###')}; eligibility under {d.x('Decree No. 2005-1543')}."),
    ]


# ============================================================================ layout
KINDS = [
    ("pilgrimage_registration", [("fr", "docx", k01_fr), ("ar", "txt", k01_ar), ("mixed", "csv", k01_mx)]),
    ("solar_subsidy_file", [("fr", "csv", k02_fr), ("ar", "docx", k02_ar), ("en", "txt", k02_en)]),
    ("louage_operator_permit", [("ar", "md", k03_ar), ("fr", "txt", k03_fr), ("mixed", "csv", k03_mx)]),
    ("hearing_aid_fitting", [("en", "docx", k04_en), ("fr", "csv", k04_fr), ("ar", "md", k04_ar)]),
    ("olive_press_ledger", [("ar", "csv", k05_ar), ("fr", "md", k05_fr), ("mixed", "txt", k05_mx)]),
    ("student_housing_allocation", [("fr", "txt", k06_fr), ("ar", "docx", k06_ar), ("en", "csv", k06_en)]),
    ("motor_rally_entry", [("en", "md", k07_en), ("fr", "docx", k07_fr), ("mixed", "csv", k07_mx)]),
    ("condo_arrears_notice", [("mixed", "docx", k08_mx), ("ar", "md", k08_ar), ("en", "txt", k08_en)]),
    ("speech_therapy_assessment", [("fr", "md", k09_fr), ("ar", "txt", k09_ar), ("mixed", "docx", k09_mx)]),
    ("debt_collection_file", [("fr", "txt", k10_fr), ("en", "docx", k10_en), ("ar", "csv", k10_ar)]),
    ("sworn_translation_certificate", [("mixed", "txt", k11_mx), ("en", "md", k11_en), ("fr", "docx", k11_fr)]),
    ("pawn_loan_ticket", [("ar", "docx", k12_ar), ("mixed", "csv", k12_mx), ("en", "md", k12_en)]),
    ("hunting_permit_application", [("en", "txt", k13_en), ("fr", "md", k13_fr), ("mixed", "docx", k13_mx)]),
    ("youth_camp_registration", [("en", "csv", k14_en), ("mixed", "docx", k14_mx), ("ar", "md", k14_ar)]),
    ("parcel_claim", [("mixed", "md", k15_mx), ("fr", "txt", k15_fr), ("en", "csv", k15_en)]),
    ("artisan_card_application", [("ar", "csv", k16_ar), ("mixed", "txt", k16_mx), ("en", "md", k16_en)]),
]
CSV_OPTS = {"fr": {"delim": ";", "crlf": True, "bom": True}, "mixed": {"delim": ";", "crlf": False},
            "en": {"delim": ",", "crlf": True}, "ar": {"delim": ",", "crlf": False, "bom": True}}


# ============================================================================ checks (mirrors the test)
def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def problems(text, fmt, sens, decoys):
    errs = []
    paras = text.split("\n") if fmt == "docx" else None
    for s in sens:
        if s["value"] not in text:
            errs.append(("missing", s["value"]))
        if fmt != "txt" and "\n" in s["value"]:
            errs.append(("newline", s["value"]))
        if paras is not None and not any(s["value"] in p for p in paras):
            errs.append(("para", s["value"]))
    for v in decoys:
        if v not in text:
            errs.append(("missing decoy", v))
        if re.fullmatch(r"[\d\s.\-]+", v):
            dg = digits(v)
            if (len(dg) == 16 and luhn_ok(dg)) or (len(dg) == 20 and rib_ok(dg)):
                errs.append(("valid decoy", v))
    parts = set()
    for s in sens:
        if s["type"] == "PERSON":
            parts.update(name_parts(s["value"]))
    for v in decoys:
        cv = compact(v)
        if not cv or set(tokens(v)) & parts:
            errs.append(("decoy tokens", v))
        for s in sens:
            cs = compact(s["value"])
            if cs in cv or cv in cs:
                errs.append(("decoy contains", v))
            i = text.find(v)
            while i >= 0:
                j = text.find(s["value"])
                while j >= 0:
                    if i < j + len(s["value"]) and j < i + len(v):
                        errs.append(("decoy overlaps", v))
                    j = text.find(s["value"], j + 1)
                i = text.find(v, i + 1)
    t = norm(text)
    ft = fold(t)
    if len(ft) == len(t):
        spans = []
        for s in sens:
            spans += [(m.start(), m.end()) for m in re.finditer(re.escape(norm(s["value"])), t)]
        for s in sens:
            if s["type"] != "PERSON":
                continue
            for part in name_parts(s["value"]):
                for m in re.finditer(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", ft):
                    if not any(a <= m.start() and m.end() <= b for a, b in spans):
                        errs.append(("stray name part", "?"))
    else:
        errs.append(("fold length", "?"))
    return errs


# ============================================================================ main
def load_refuse(names_dir, manifest, src_path):
    ref = set()

    def add(s):
        for t in tokens(s):
            ref.add(t)
            if t.startswith("ال") and len(t) > 3:
                ref.add(t[2:])

    if names_dir and os.path.isdir(names_dir):
        for path in sorted(glob.glob(os.path.join(names_dir, "*.txt"))):
            with open(path, encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    add(line)
    if manifest and os.path.isfile(manifest):
        with open(manifest, encoding="utf-8") as fh:
            for d in json.load(fh):
                for s in d.get("sensitive", []):
                    if s.get("type") == "PERSON":
                        add(s["value"])
    with open(src_path, encoding="utf-8") as fh:
        add(fh.read())
    return ref


def main(argv=None):
    ap = argparse.ArgumentParser(description="held-out Tunisian test documents (16 kinds x 3)")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=DEFAULT_NAMES)
    ap.add_argument("--corpus-manifest", default=DEFAULT_MANIFEST)
    a = ap.parse_args(argv)
    refuse = load_refuse(a.names_dir, a.corpus_manifest, os.path.abspath(__file__))
    os.makedirs(a.out, exist_ok=True)
    manifest = []
    idx = 0
    for kind, variants in KINDS:
        for lang, fmt, builder in variants:
            idx += 1
            fname = f"{idx:03d}_{kind}_{lang}.{fmt}"
            for attempt in range(200):
                rng = random.Random(f"gen13:{a.seed}:{idx}:{attempt}")
                d = Doc(rng, refuse, lang)
                blocks = builder(d)
                if fmt == "txt":
                    data = render_txt(blocks, rng).encode("utf-8")
                    text = data.decode("utf-8")
                elif fmt == "md":
                    data = render_md(blocks, rng).encode("utf-8")
                    text = data.decode("utf-8")
                elif fmt == "csv":
                    data = render_csv(blocks, CSV_OPTS[lang]).encode("utf-8")
                    text = data.decode("utf-8")
                else:
                    data = render_docx(blocks, rng, lang)
                    text = docx_text(data)
                if not problems(text, fmt, d.sens, d.decoys):
                    break
            else:
                raise SystemExit(f"could not build a consistent document for {fname}")
            with open(os.path.join(a.out, fname), "wb") as fh:
                fh.write(data)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": d.sens, "decoys": d.decoys})
    with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
