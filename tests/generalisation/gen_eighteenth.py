#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""gen_eighteenth.py -- independent, held-out test-data generator for Caviard.

Purpose
    Writes 48 invented Tunisian documents (16 document kinds x 3 variants, in
    French, Arabic, English and mixed French/Arabic; .txt, .md, .csv and
    hand-made .docx) plus DIR/manifest.json in the corpus manifest format, so
    that the black-box scorer can measure how well the masking tool
    generalises to documents nobody tuned it to.  The generator was written
    without looking at the tool's detectors, its word lists or any other
    generator.  Everything is invented: person names are assembled from
    syllables at run time and redrawn when a part is found in the product's
    name lists, among the corpus PERSON values or among this file's own words;
    identifiers are only syntactically valid (RIB key, IBAN mod 97, Luhn, ...).

Usage
    python3 tests/generalisation/gen_eighteenth.py --seed N --out DIR \
        [--names-dir D] [--corpus-manifest M]
    python3 ../shared/eval/score.py --manifest DIR/manifest.json \
        --cmd 'target/release/caviard mask {file}'

    Kinds (all absent from /tmp/allkinds.txt): icu_handover_sheet, burn_dressing_log,
    poison_centre_call_log, pupil_health_screening, ivf_cycle_sheet (health);
    legal_aid_application, visitation_rights_order, arbitration_award,
    examining_judge_deposition (legal); overtime_claim_sheet, salary_advance_request,
    probation_review_form (HR); forex_allowance_request, savings_plan_subscription
    (banking); signature_legalisation_register, diploma_collection_log
    (municipal / education).

    Output depends only on the seed (given the same name lists and corpus
    manifest, which are read only to refuse collisions and never printed).
    Standard library only.

Provenance (the only files read to write this generator)
    - /work/shared/README.md
    - /work/shared/corpus/README.md
    - /work/shared/eval/score.py
    - /work/main/tests/generalisation/test_gen_twelfth.py (approach of the self-checks only)
    - /tmp/allkinds.txt (kind names already used, to choose new ones)
    (Besides, only directory listings were seen: the file names in
    tests/generalisation/ and crates/caviard/data/, and `git status`.)
    At run time it also reads, without printing anything from them: the files
    under crates/caviard/data/names/, the PERSON values of the corpus manifest,
    and its own source (to refuse name parts that are template words).
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
from xml.sax.saxutils import escape as xesc

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEF_NAMES = os.path.join(REPO, "crates", "caviard", "data", "names")
DEF_MANIFEST = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))

# --------------------------------------------------------------------------- text helpers
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
IND = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


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


def ind(s):
    """ASCII digits -> Arabic-Indic digits."""
    return s.translate(IND)


PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال", "ولد"}


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


# --------------------------------------------------------------------------- identifiers
def digs(r, n):
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def rib_key(b18):
    return 97 - (int(b18) * 100) % 97


BANK_CODES = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "23", "25", "26", "28", "32"]


def make_rib(r):
    b18 = r.choice(BANK_CODES) + f"{r.randint(1, 999):03d}" + digs(r, 13)
    return b18 + f"{rib_key(b18):02d}"


def fmt_rib(r, d, style=None):
    style = r.randint(0, 3) if style is None else style
    if style == 0:
        return f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}"
    if style == 1:
        return d
    if style == 2:
        return f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}"
    return " ".join(d[i:i + 4] for i in range(0, 20, 4))


def make_iban(rib):
    num = int(rib + "2923" + "00")
    return f"TN{98 - num % 97:02d}" + rib


def fmt_iban(r, ib, style=None):
    style = r.randint(0, 2) if style is None else style
    if style == 0:
        return " ".join(ib[i:i + 4] for i in range(0, 24, 4))
    if style == 1:
        return ib
    return ib[:4] + " " + ib[4:]


def bad_rib(r):
    b18 = r.choice(BANK_CODES) + f"{r.randint(1, 999):03d}" + digs(r, 13)
    k = (rib_key(b18) + r.randint(1, 60)) % 100
    if k == rib_key(b18):
        k = (k + 1) % 100
    return b18 + f"{k:02d}"


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


def make_card(r):
    body = r.choice("45") + digs(r, 14)
    return body + luhn_digit(body)


def fmt_card(r, d, style=None):
    style = r.randint(0, 2) if style is None else style
    if style == 0:
        return " ".join(d[i:i + 4] for i in range(0, 16, 4))
    if style == 1:
        return "-".join(d[i:i + 4] for i in range(0, 16, 4))
    return d


def bad_card(r):
    body = r.choice("45") + digs(r, 14)
    good = luhn_digit(body)
    last = str((int(good) + r.randint(1, 9)) % 10)
    return body + last


def make_cin(r):
    return r.choice("01") + digs(r, 7)


def make_passport(r, foreign=False):
    if foreign and r.random() < 0.5:
        return digs(r, 2) + "".join(r.choice("ABCDEFGHKLMNPRSTVXYZ") for _ in range(2)) + digs(r, 5)
    return r.choice("ABCDEFGHJKLMNPRSTVXYZ") + digs(r, r.choice([6, 7]))


def make_taxid(r, style=None):
    base = digs(r, 7) + r.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
    tva, cat = r.choice("ABDNP"), r.choice("MPCN")
    style = r.randint(0, 4) if style is None else style
    if style == 0:
        return f"{base[:7]}/{base[7]}/{tva}/{cat}/000"
    if style == 1:
        return f"{base}{tva}{cat}000"
    if style == 2:
        return f"{base[:7]} {base[7]} {tva} {cat} 000"
    if style == 3:
        return f"{base[:7]}/{base[7]}"
    return base


def make_cnss(r, style=None):
    n = digs(r, 8)
    key = 97 - int(n) % 97
    style = r.randint(0, 3) if style is None else style
    sep = ["-", " ", "", "/"][style]
    return f"{n}{sep}{key:02d}"


MOBILE = ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "50", "51", "52", "53", "54", "55",
          "56", "58", "90", "92", "93", "94", "95", "96", "97", "98", "99", "40", "41", "42", "44", "46"]
FIXED = ["71", "72", "73", "74", "75", "76", "77", "78", "79", "70", "36", "31"]


def make_phone(r, fixed=False, style=None):
    d = r.choice(FIXED if fixed else MOBILE) + digs(r, 6)
    style = r.randint(0, 11) if style is None else style
    a, b, c = d[:2], d[2:5], d[5:]
    return [f"{a} {b} {c}", d, f"{a}.{b}.{c}", f"{a}-{b}-{c}", f"{a} {d[2:4]} {d[4:6]} {d[6:]}",
            f"+216 {a} {b} {c}", f"+216 {d}", f"00216 {a} {b} {c}", f"(+216) {a} {b} {c}",
            f"+216-{a}-{b}-{c}", f"216 {a} {b} {c}", f"{d[:4]} {d[4:]}"][style]


def make_plate(r, ar=False):
    a, b = r.randint(100, 258), r.randint(1, 9999)
    if ar:
        return r.choice([f"{a} تونس {b:04d}", f"{b:04d} تونس {a}"])
    return r.choice([f"{a} TU {b:04d}", f"{a} TU {b:04d}", f"{a}TU{b:04d}", f"{a} TUN {b:04d}"])


# --------------------------------------------------------------------------- dates
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
MONTHS_AR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
             "ديسمبر"]


def rdate(r, y0, y1):
    return r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28)


def fmt_date(r, ymd, lang, style=None):
    y, m, d = ymd
    if lang in ("fr", "mixed"):
        opts = [f"{d:02d}/{m:02d}/{y}", f"{d}/{m}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}",
                f"{d} {MONTHS_FR[m - 1]} {y}", f"{d:02d} {MONTHS_FR[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}"]
    elif lang == "en":
        opts = [f"{d:02d}/{m:02d}/{y}", f"{MONTHS_EN[m - 1]} {d}, {y}", f"{d} {MONTHS_EN[m - 1]} {y}",
                f"{y}-{m:02d}-{d:02d}", f"{d:02d}.{m:02d}.{y}", f"{d} {MONTHS_EN[m - 1][:3]} {y}"]
    else:
        opts = [f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS_AR[m - 1]} {y}", f"{y}/{m:02d}/{d:02d}",
                f"{d:02d}-{m:02d}-{y}", ind(f"{d:02d}/{m:02d}/{y}"), ind(f"{d}") + f" {MONTHS_AR[m - 1]} " + ind(f"{y}")]
    style = r.randrange(len(opts)) if style is None else min(style, len(opts) - 1)
    return opts[style]


# --------------------------------------------------------------------------- places
TOWNS = [("Tunis", "تونس", "1000"), ("Ariana", "أريانة", "2080"), ("Ben Arous", "بن عروس", "2013"),
         ("La Marsa", "المرسى", "2070"), ("Sfax", "صفاقس", "3000"), ("Sousse", "سوسة", "4000"),
         ("Monastir", "المنستير", "5000"), ("Nabeul", "نابل", "8000"), ("Bizerte", "بنزرت", "7000"),
         ("Kairouan", "القيروان", "3100"), ("Gabès", "قابس", "6000"), ("Gafsa", "قفصة", "2100"),
         ("Médenine", "مدنين", "4100"), ("Béja", "باجة", "9000"), ("Jendouba", "جندوبة", "8100"),
         ("Kasserine", "القصرين", "1200"), ("Sidi Bouzid", "سيدي بوزيد", "9100"), ("Mahdia", "المهدية", "5100"),
         ("Tozeur", "توزر", "2200"), ("Le Kef", "الكاف", "7100"), ("Siliana", "سليانة", "6100"),
         ("Zaghouan", "زغوان", "1100"), ("Tataouine", "تطاوين", "3200"), ("Manouba", "منوبة", "2010"),
         ("Hammamet", "الحمامات", "8050"), ("Houmt Souk", "حومة السوق", "4180"), ("Msaken", "مساكن", "4070"),
         ("Ksar Hellal", "قصر هلال", "5070"), ("El Jem", "الجم", "5160"), ("Menzel Bourguiba", "منزل بورقيبة", "7050")]
STREETS = [("rue des Orangers", "نهج البرتقال"), ("rue de l'Artisanat", "نهج الصناعات التقليدية"),
           ("rue Ibn Khaldoun", "نهج ابن خلدون"), ("rue El Jazira", "نهج الجزيرة"),
           ("avenue de la Liberté", "شارع الحرية"), ("rue des Jasmins", "نهج الياسمين"),
           ("rue de Palestine", "نهج فلسطين"), ("rue Tarak Ibn Ziad", "نهج طارق ابن زياد"),
           ("rue des Amandiers", "نهج اللوز"), ("rue du Pêcheur", "نهج الصياد"), ("rue Errachidia", "نهج الرشيدية"),
           ("rue de Kairouan", "نهج القيروان"), ("avenue de l'Environnement", "شارع البيئة"),
           ("rue des Palmiers", "نهج النخيل"), ("rue Ibn Rachiq", "نهج ابن رشيق"), ("rue du Niger", "نهج النيجر"),
           ("rue Abou El Kacem Chebbi", "نهج أبو القاسم الشابي"), ("rue des Grenadiers", "نهج الرمان"),
           ("avenue des Martyrs", "شارع الشهداء"), ("rue de l'Indépendance", "نهج الاستقلال")]
CITES = [("Cité Ennasr 2", "حي النصر 2"), ("Cité El Khadra", "حي الخضراء"), ("Cité Ettadhamen", "حي التضامن"),
         ("Cité El Ghazala", "حي الغزالة"), ("Cité Ibn Sina", "حي ابن سينا"), ("Cité Olympique", "الحي الأولمبي"),
         ("Cité Essalama", "حي السلامة"), ("El Mourouj 3", "المروج 3"), ("Cité Ezzouhour", "حي الزهور"),
         ("Cité Sidi Salem", "حي سيدي سالم"), ("Cité El Habib", "حي الحبيب"), ("Cité Erriadh", "حي الرياض"),
         ("Cité El Bassatine", "حي البساتين"), ("Cité Ennour", "حي النور")]
DOUARS = [("Douar El Haouamdia", "دوار الحوامدية"), ("Douar Ezzitouna", "دوار الزيتونة"),
          ("Douar Ouled Aoun", "دوار أولاد عون"), ("Douar Chraïtia", "دوار الشرايطية"),
          ("Douar Sidi Amor", "دوار سيدي عمر"), ("Douar El Gouazine", "دوار القوازين"),
          ("Douar Ouled Brahim", "دوار أولاد ابراهيم"), ("Douar Ennkhila", "دوار النخيلة")]
RESID = [("Résidence Les Jasmins", "إقامة الياسمين"), ("Résidence El Wafa", "إقامة الوفاء"),
         ("Résidence Carthage", "إقامة قرطاج"), ("Résidence Les Pins", "إقامة الصنوبر"),
         ("Résidence Yasmine", "إقامة ياسمين")]
ROUTES = [("route de Gremda", "طريق قرمدة"), ("route de Teniour", "طريق تنيور"), ("route de l'Aéroport", "طريق المطار"),
          ("route de Mahdia", "طريق المهدية"), ("route de Sidi Mansour", "طريق سيدي منصور")]


def make_address(r, lang, style=None):
    t = r.choice(TOWNS)
    style = r.randint(0, 6) if style is None else style
    n = r.randint(1, 140)
    st, ci, do, re_, ro = r.choice(STREETS), r.choice(CITES), r.choice(DOUARS), r.choice(RESID), r.choice(ROUTES)
    if lang == "ar":
        opts = [f"{n} {st[1]}، {ci[1]}، {t[2]} {t[1]}", f"{st[1]} عدد {n}، {t[1]} {t[2]}",
                f"{ci[1]}، عمارة {r.choice('أبجد')}، شقة {r.randint(1, 24)}، {t[1]}",
                f"{do[1]}، عمادة {r.choice(['العيون', 'الشراردة', 'بئر الحفي', 'الرقاب', 'القلعة'])}، معتمدية {t[1]}",
                f"ص.ب {r.randint(10, 999)}، {t[2]} {t[1]}", f"{ro[1]} كلم {r.randint(2, 12)}، صفاقس",
                f"{re_[1]}، الطابق {r.randint(1, 6)}، {ci[1]}، {t[1]}"]
    elif lang == "en":
        opts = [f"{n} {st[0][0].upper() + st[0][1:]}, {ci[0]}, {t[0]} {t[2]}", f"{n}, {st[0]}, {t[2]} {t[0]}",
                f"{ci[0]}, Block {r.choice('ABCDE')}, Flat {r.randint(1, 24)}, {t[0]}",
                f"{do[0]}, {t[0]} district, Tunisia", f"P.O. Box {r.randint(10, 999)}, {t[2]} {t[0]}",
                f"{ro[0][0].upper() + ro[0][1:]} km {r.randint(2, 12)}, Sfax", f"{re_[0]}, {r.randint(1, 6)}th floor, {ci[0]}, {t[0]}"]
    else:
        opts = [f"{n}, {st[0]}, {ci[0]}, {t[2]} {t[0]}", f"{n} {st[0]} {t[2]} {t[0]}",
                f"{ci[0]}, bloc {r.choice('ABCDE')}, app. {r.randint(1, 24)}, {t[0]}",
                f"{do[0]}, secteur {r.choice(['El Ayoun', 'Echrarda', 'Bir El Hfay', 'Regueb', 'El Kalaa'])}, délégation de {t[0]}",
                f"B.P. {r.randint(10, 999)}, {t[2]} {t[0]}", f"{ro[0][0].upper() + ro[0][1:]} km {r.randint(2, 12)}, Sfax",
                f"{re_[0]}, escalier {r.choice('ABC')}, {r.randint(1, 6)}e étage, {ci[0]}, {t[0]}"]
    return opts[style % len(opts)]


# --------------------------------------------------------------------------- names
CONS = [("b", "ب"), ("t", "ت"), ("d", "د"), ("r", "ر"), ("z", "ز"), ("s", "س"), ("ch", "ش"), ("f", "ف"),
        ("k", "ك"), ("g", "ق"), ("l", "ل"), ("m", "م"), ("n", "ن"), ("h", "ه"), ("j", "ج"), ("kh", "خ"),
        ("gh", "غ"), ("dh", "ذ"), ("s", "ص"), ("t", "ط"), ("h", "ح"), ("k", "ق"), ("th", "ث"), ("d", "ض"),
        ("r", "ر"), ("l", "ل"), ("m", "م"), ("n", "ن"), ("b", "ب"), ("s", "س"), ("f", "ف"), ("j", "ج")]
# pattern letters: C consonant, a short a, A long a, i long i, e short e, o long ou, V initial vowel,
# T feminine -a, N -ine, J -ia, Y nisba -i, W -aoui, K -ani
PAT = {"a": ("a", ""), "A": ("a", "ا"), "i": ("i", "ي"), "e": ("e", ""), "o": ("ou", "و"), "T": ("a", "ة"),
       "N": ("ine", "ين"), "J": ("ia", "ية"), "Y": ("i", "ي"), "W": ("aoui", "اوي"), "K": ("ani", "اني")}
START_V = [("A", "أ"), ("I", "إ"), ("E", "إ"), ("Ou", "أو")]
MALE_PAT = ["CaCiC", "CACeC", "CeCiC", "CaCCi", "CaCAC", "CiCAC", "CaCCoC", "VCCeC", "CoCCi", "CeCCi", "CaCCAC",
            "CoCiC", "CACiC", "VCiC", "CaCCeC"]
FEMALE_PAT = ["CaCiCT", "CACiCT", "CaCCT", "CeCCN", "CoCiCT", "CACJ", "CeCCT", "VCeC", "CaCiCJ", "CiCAT",
              "CaCCoCT", "VCiCT", "CaCAN"]
FAMILY_PAT = ["CaCACY", "CaCCY", "CaCCoCY", "CoCACY", "CaCCW", "CeCCW", "CaCiC", "CeCACY", "CaCCAK", "CaCCoC",
              "CACiCY", "CaCiCY", "CoCCK", "CaCCAW", "CACeC", "CaCAC", "CeCCiCY"]


class Person:
    def __init__(self, sex, first, father, fam, part):
        self.sex, self.first, self.father, self.fam, self.part = sex, first, father, fam, part

    # latin forms
    def fam_l(self):
        p = {"ben": "Ben ", "el": "El ", "ould": "Ould "}.get(self.part, "")
        return p + self.fam[0]

    def fam_a(self):
        if self.part == "el":
            return "ال" + self.fam[1]
        p = {"ben": "بن ", "ould": "ولد "}.get(self.part, "")
        return p + self.fam[1]

    def lat(self, style="std"):
        f, fam, fa = self.first[0], self.fam_l(), self.father[0]
        link = "bent" if self.sex == "f" else "ben"
        return {"std": f"{f} {fam}", "inv": f"{fam.upper()} {f}", "up": f"{f.upper()} {fam.upper()}",
                "low": f"{f.lower()} {fam.lower()}", "invup": f"{fam.upper()} {f.upper()}",
                "pat": f"{f} {link} {fa} {fam}", "patup": f"{f.upper()} {link.upper()} {fa.upper()} {fam.upper()}",
                "init": f"{f[0]}. {fam}" if f[0] not in "M" else f"{f} {fam}", "fam": fam, "FAM": fam.upper(), "first": f,
                "invpat": f"{fam.upper()} {f} {link} {fa}"}[style]

    def ar(self, style="std"):
        f, fam, fa = self.first[1], self.fam_a(), self.father[1]
        link = "بنت" if self.sex == "f" else "بن"
        return {"std": f"{f} {fam}", "pat": f"{f} {link} {fa} {fam}", "inv": f"{fam} {f}", "fam": fam,
                "first": f, "invpat": f"{fam} {f} {link} {fa}"}[style]

    def email(self, r):
        f = self.first[0].lower()
        fam = self.fam_l().lower().replace(" ", "")
        dom = r.choice(["gmail.com", "yahoo.fr", "topnet.tn", "gnet.tn", "planet.tn", "hotmail.com", "outlook.fr",
                        "live.fr"])
        loc = r.choice([f"{f}.{fam}", f"{f[0]}{fam}", f"{fam}.{f}{r.randint(1, 99)}", f"{f}_{fam}",
                        f"{f}{fam[:3]}{r.randint(70, 99)}"])
        return f"{loc}@{dom}"


class Namer:
    def __init__(self, forbidden):
        self.forbidden = forbidden

    def _word(self, r, pattern):
        lat, ar = [], []
        prev = None
        for ch in pattern:
            if ch == "C":
                c = r.choice(CONS)
                while prev is not None and c[1] == prev[1]:
                    c = r.choice(CONS)
                lat.append(c[0])
                ar.append(c[1])
                prev = c
            elif ch == "V":
                v = r.choice(START_V)
                lat.append(v[0].lower())
                ar.append(v[1])
            else:
                lat.append(PAT[ch][0])
                ar.append(PAT[ch][1])
        w = re.sub("a{2,}", "a", "".join(lat))
        w = re.sub(r"g(?=[ie])", "gu", w)
        w = re.sub(r"(?<=[aeiou])s(?=[aeiou])", "ss", w) if r.random() < 0.4 else w
        return w[0].upper() + w[1:], "".join(ar).replace("اا", "ا")

    def _ok(self, pair, extra=()):
        lat, ar = pair
        if len(lat) < 4 or len(ar) < 3 or len(lat) > 11:
            return False
        if re.search(r"[bcdfghjklmnpqrstvwxz]{4}", lat.lower()) or re.search(r"(.)\1\1", lat.lower() + ar):
            return False
        if lat.lower().startswith(("ben", "bent", "el", "ould", "abd", "bel")):
            return False
        cands = set(tokens(lat)) | set(tokens(ar)) | set(tokens("ال" + ar))
        for t in list(cands):
            if t.startswith("ال") and len(t) > 4:
                cands.add(t[2:])
        for t in cands:
            if t in self.forbidden or t in extra or t in PARTICLES:
                return False
        if len(tokens(lat)) != 1 or len(tokens(ar)) != 1:
            return False
        return True

    def first(self, r, sex, used):
        while True:
            w = self._word(r, r.choice(FEMALE_PAT if sex == "f" else MALE_PAT))
            if self._ok(w, used):
                used.add(fold(w[0]))
                used.add(fold(w[1]))
                return w

    def family(self, r, used):
        while True:
            w = self._word(r, r.choice(FAMILY_PAT))
            if self._ok(w, used):
                used.add(fold(w[0]))
                used.add(fold(w[1]))
                return w

    def person(self, r, sex=None, used=None, fam=None, part=None):
        used = set() if used is None else used
        sex = sex or r.choice("mf")
        first = self.first(r, sex, used)
        father = self.first(r, "m", used)
        if fam is None:
            fam = self.family(r, used)
            x = r.random()
            part = "ben" if x < 0.2 else "el" if x < 0.35 else "ould" if x < 0.41 else None
        return Person(sex, first, father, fam, part)


def load_forbidden(names_dir, corpus_manifest):
    toks = set()
    if names_dir and os.path.isdir(names_dir):
        for root, _dirs, files in os.walk(names_dir):
            for f in sorted(files):
                try:
                    with open(os.path.join(root, f), encoding="utf-8", errors="replace") as fh:
                        toks.update(tokens(fh.read()))
                except OSError:
                    pass
    if corpus_manifest and os.path.isfile(corpus_manifest):
        try:
            with open(corpus_manifest, encoding="utf-8") as fh:
                for d in json.load(fh):
                    for s in d.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            toks.update(tokens(s["value"]))
        except (OSError, ValueError):
            pass
    with open(os.path.abspath(__file__), encoding="utf-8") as fh:
        toks.update(tokens(fh.read()))
    out = set(toks)
    for t in toks:
        if t.startswith("ال") and len(t) > 4:
            out.add(t[2:])
    return out


# --------------------------------------------------------------------------- document context
class Doc:
    def __init__(self, seed, idx, kind, lang, fmt, namer):
        self.r = random.Random(f"gen18|{seed}|{idx}|{kind}|{lang}|{fmt}")
        self.seed, self.idx, self.kind, self.lang, self.fmt = seed, idx, kind, lang, fmt
        self.namer = namer
        self.sens, self.decoys, self.blocks = [], [], []
        self.used = set()
        self.phones_done = 0
        self.last_year = 1980
        self.indic = lang == "ar" and self.r.random() < 0.6
        self.kvstyle = self.r.randint(0, 3)
        self.tblstyle = self.r.randint(0, 2)
        self.csvdelim = self.r.choice([";", ",", ";"])

    # ---- random helpers
    def pick(self, x):
        return self.r.choice(x) if isinstance(x, (list, tuple)) else x

    def alt(self, *fns):
        """call one of several builders (never build all: they record values)."""
        return self.r.choice(fns)()

    def chance(self, p):
        return self.r.random() < p

    def L(self, fr, ar, en, mixed=None):
        """label in the document's language; mixed = French / Arabic."""
        if self.lang == "fr":
            return self.pick(fr)
        if self.lang == "ar":
            return self.pick(ar)
        if self.lang == "en":
            return self.pick(en)
        if mixed is not None:
            return self.pick(mixed)
        f, a = self.pick(fr), self.pick(ar)
        return self.r.choice([f"{f} / {a}", f"{f} - {a}", f"{a} / {f}", f"{f} ({a})"])

    # ---- recording
    def S(self, typ, value):
        self.sens.append((typ, value))
        return value

    def D(self, value):
        self.decoys.append(value)
        return value

    def person(self, sex=None, fam=None, part=None):
        return self.namer.person(self.r, sex, self.used, fam, part)

    def relative(self, p, sex=None):
        """same family name, new first names"""
        return self.namer.person(self.r, sex, self.used, p.fam, p.part)

    def N(self, p, style=None, script=None):
        """write a person's name (recorded as PERSON)."""
        script = script or ("ar" if self.lang == "ar" else "lat")
        if script == "ar":
            style = {"up": "std", "low": "std", "invup": "inv", "init": "std", "FAM": "fam",
                     "patup": "pat"}.get(style, style)
            style = style or self.pick(["std", "std", "pat", "inv"])
            return self.S("PERSON", p.ar(style))
        style = style or self.pick(["std", "std", "inv", "up", "pat", "invup", "low"] + (["pat", "patup"] if p.sex == "f" else []))
        return self.S("PERSON", p.lat(style))

    def NB(self, p, style=None):
        """name in the script fitting the doc; mixed docs alternate scripts."""
        if self.lang == "mixed":
            return self.N(p, style, self.pick(["ar", "lat"]))
        return self.N(p, style)

    def T(self, tri):
        """pick the (fr, ar, en) wording for the doc's language (mixed: French or Arabic)."""
        if self.lang == "fr":
            return tri[0]
        if self.lang == "ar":
            return tri[1]
        if self.lang == "en":
            return tri[2]
        return self.r.choice([tri[0], tri[1]])

    def H(self, value):
        return self.S("HEALTH", value)

    def num(self, s):
        """digits in the doc's numeral system (Arabic-Indic for some Arabic docs)."""
        return ind(s) if self.indic and self.chance(0.7) else s

    def cin(self):
        return self.S("CIN", self.num(make_cin(self.r)))

    def phone(self, fixed=False, style=None):
        if style is None and not self.phones_done:
            style = self.idx % 12          # the first phone of each document cycles through all groupings
        self.phones_done += 1
        v = make_phone(self.r, fixed, style)
        if self.indic and self.chance(0.5):
            v = ind(v)
        return self.S("PHONE", v)

    def email(self, p):
        return self.S("EMAIL", p.email(self.r))

    def dob(self, y0=1948, y1=2004, lang=None):
        ymd = rdate(self.r, y0, y1)
        self.last_year = ymd[0]
        return self.S("DOB", fmt_date(self.r, ymd, lang or self.lang))

    def age(self, now=2025):
        return now - self.last_year - (1 if self.r.random() < 0.5 else 0)

    def father(self, p, script=None):
        script = script or ("ar" if self.lang == "ar" else "lat")
        return self.S("PERSON", p.father[1] if script == "ar" else p.father[0])

    def date(self, y0=2023, y1=2025, lang=None, style=None):
        """event date (not personal)."""
        return fmt_date(self.r, rdate(self.r, y0, y1), lang or self.lang, style)

    def addr(self, lang=None, style=None):
        lang = lang or ("ar" if self.lang == "ar" else "en" if self.lang == "en" else "fr")
        return self.S("ADDRESS", make_address(self.r, lang, style))

    def rib(self):
        d = make_rib(self.r)
        return self.S("RIB", fmt_rib(self.r, d)), d

    def iban(self, rib_digits=None):
        d = rib_digits or make_rib(self.r)
        return self.S("IBAN", fmt_iban(self.r, make_iban(d)))

    def card(self):
        return self.S("CARD", fmt_card(self.r, make_card(self.r)))

    def cnss(self):
        return self.S("CNSS", make_cnss(self.r))

    def taxid(self):
        return self.S("TAX_ID", make_taxid(self.r))

    def passport(self, foreign=False):
        return self.S("PASSPORT", make_passport(self.r, foreign))

    def plate(self, ar=None):
        ar = (self.lang == "ar") if ar is None else ar
        return self.S("PLATE", make_plate(self.r, ar))

    def split(self, value):
        """txt only: break a recorded multi-word value across a line break (returns the new value)."""
        if self.fmt != "txt" or " " not in value:
            return value
        sp = [m.start() for m in re.finditer(" ", value)]
        i = self.r.choice(sp)
        nv = value[:i] + "\n" + value[i + 1:]
        for k in range(len(self.sens) - 1, -1, -1):
            if self.sens[k][1] == value:
                self.sens[k] = (self.sens[k][0], nv)
                break
        return nv

    def amount(self, lo, hi, cur=None):
        v = self.r.randint(lo, hi)
        if self.lang == "ar":
            cur = cur or self.pick(["دينار", "د.ت", "دينارا"])
            s = f"{v:,}".replace(",", " ") if v >= 1000 and self.chance(0.5) else str(v)
            s = f"{s} {cur}"
            return self.D(ind(s) if self.indic and self.chance(0.5) else s)
        cur = cur or self.pick(["DT", "TND", "dinars", "D"]) if self.lang != "en" else cur or self.pick(["TND", "DT"])
        if self.chance(0.5):
            s = f"{v:,}".replace(",", " ") + self.pick([",000", ".000", ""])
        else:
            s = str(v)
        return self.D(f"{s} {cur}")

    # ---- blocks
    def h(self, text, level=1):
        self.blocks.append(("h", text, level))

    def p(self, text, align=None):
        self.blocks.append(("p", text, align))

    def line(self, text):
        self.blocks.append(("line", text))

    def kv(self, pairs):
        self.blocks.append(("kv", [(a, b) for a, b in pairs if b is not None]))

    def table(self, header, rows):
        self.blocks.append(("table", header, rows))

    def blank(self):
        self.blocks.append(("blank",))

    def rule(self):
        self.blocks.append(("rule",))


# --------------------------------------------------------------------------- renderers
def _segs(text):
    return [(text, False)] if isinstance(text, str) else list(text)


def _plain(text):
    return "".join(t for t, _ in _segs(text))


def render_txt(doc):
    r = doc.r
    out = []
    lead = r.choice([" : ", ": ", " ......... : ", "\t: "])
    for b in doc.blocks:
        k = b[0]
        if k == "h":
            t = b[1]
            out.append(t)
            if b[2] == 1:
                out.append(("=" if doc.kvstyle % 2 else "-") * max(8, min(60, len(t))))
        elif k in ("p", "line"):
            out.append(_plain(b[1]))
        elif k == "kv":
            w = max((len(a) for a, _ in b[1]), default=0)
            for a, v in b[1]:
                if lead.startswith(" ....") :
                    out.append(a + " " + "." * max(2, w - len(a) + 2) + " : " + v)
                else:
                    out.append(a + lead + v)
        elif k == "table":
            hdr, rows = b[1], b[2]
            if doc.tblstyle == 0:
                out.append("| " + " | ".join(hdr) + " |")
                out.append("|" + "|".join("-" * (len(x) + 2) for x in hdr) + "|")
                for row in rows:
                    out.append("| " + " | ".join(row) + " |")
            elif doc.tblstyle == 1:
                ws = [max(len(str(x)) for x in col) for col in zip(hdr, *rows)]
                out.append("  ".join(h.ljust(w) for h, w in zip(hdr, ws)).rstrip())
                out.append("  ".join("-" * w for w in ws))
                for row in rows:
                    out.append("  ".join(c.ljust(w) for c, w in zip(row, ws)).rstrip())
            else:
                out.append("\t".join(hdr))
                for row in rows:
                    out.append("\t".join(row))
        elif k == "blank":
            out.append("")
        elif k == "rule":
            out.append(r.choice(["-" * 50, "_" * 40, "* * *", "=" * 50]))
    return "\n".join(out) + "\n"


def render_md(doc):
    out = []
    style = doc.kvstyle
    for b in doc.blocks:
        k = b[0]
        if k == "h":
            out.append("#" * b[2] + " " + b[1])
            out.append("")
        elif k == "p":
            segs = _segs(b[1])
            out.append("".join(f"**{t.strip()}** " if bold and t.strip() else t for t, bold in segs))
            out.append("")
        elif k == "line":
            out.append(_plain(b[1]) + "  ")
        elif k == "kv":
            if style == 0:
                for a, v in b[1]:
                    out.append(f"- **{a}** : {v}")
            elif style == 1:
                out.append("| Champ | Valeur |" if doc.lang in ("fr", "mixed") else
                           "| Field | Value |" if doc.lang == "en" else "| البيان | المعطيات |")
                out.append("|---|---|")
                for a, v in b[1]:
                    out.append(f"| {a} | {v} |")
            elif style == 2:
                for a, v in b[1]:
                    out.append(f"**{a}:** {v}  ")
            else:
                for a, v in b[1]:
                    out.append(f"* {a} — {v}")
            out.append("")
        elif k == "table":
            out.append("| " + " | ".join(b[1]) + " |")
            out.append("|" + "|".join(["---"] * len(b[1])) + "|")
            for row in b[2]:
                out.append("| " + " | ".join(row) + " |")
            out.append("")
        elif k == "blank":
            out.append("")
        elif k == "rule":
            out.append("---")
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_csv(doc):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=doc.csvdelim, lineterminator="\r\n" if doc.chance(0.5) else "\n")
    for b in doc.blocks:
        k = b[0]
        if k in ("h", "p", "line"):
            w.writerow([_plain(b[1])])
        elif k == "kv":
            for a, v in b[1]:
                w.writerow([a, v])
        elif k == "table":
            w.writerow(b[1])
            for row in b[2]:
                w.writerow(row)
        elif k == "blank":
            w.writerow([])
    return buf.getvalue()


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def _run(text, bold=False, rtl=False, size=None):
    rpr = ""
    if bold or rtl or size:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + \
              ("<w:rtl/>" if rtl else "") + "</w:rPr>"
    return f'<w:r>{rpr}<w:t xml:space="preserve">{xesc(text)}</w:t></w:r>'


def _para(doc, segs, align=None, size=None, rtl=False):
    ppr = ""
    if rtl or align:
        ppr = "<w:pPr>" + ("<w:bidi/>" if rtl else "") + (f'<w:jc w:val="{align}"/>' if align else "") + "</w:pPr>"
    runs = []
    for t, bold in segs:
        if not t:
            continue
        # Word often splits a run in the middle (spell-check, revision ids): do the same at random
        if len(t) > 6 and doc.chance(0.2):
            i = doc.r.randint(1, len(t) - 1)
            runs.append(_run(t[:i], bold, rtl, size))
            runs.append(_run(t[i:], bold, rtl, size))
        else:
            runs.append(_run(t, bold, rtl, size))
    return f"<w:p>{ppr}{''.join(runs)}</w:p>"


def _tbl(doc, rows, header=True, rtl=False):
    ncol = max(len(x) for x in rows)
    width = 9000 // ncol
    bd = "".join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
                 for s in ("top", "left", "bottom", "right", "insideH", "insideV"))
    x = [f'<w:tbl><w:tblPr>{"<w:bidiVisual/>" if rtl else ""}<w:tblW w:w="0" w:type="auto"/>'
         f'<w:tblBorders>{bd}</w:tblBorders></w:tblPr><w:tblGrid>']
    x += [f'<w:gridCol w:w="{width}"/>' for _ in range(ncol)]
    x.append("</w:tblGrid>")
    for i, row in enumerate(rows):
        x.append("<w:tr>")
        for c in row:
            x.append(f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>'
                     f'{_para(doc, [(c, header and i == 0)], rtl=rtl)}</w:tc>')
        x.append("</w:tr>")
    x.append("</w:tbl>")
    return "".join(x)


def render_docx(doc, path):
    rtl = doc.lang == "ar"
    body = []
    kv_as_table = doc.kvstyle % 2 == 0
    for b in doc.blocks:
        k = b[0]
        if k == "h":
            body.append(_para(doc, [(b[1], True)], align="center" if b[2] == 1 else None,
                              size=32 if b[2] == 1 else 26, rtl=rtl))
        elif k in ("p", "line"):
            body.append(_para(doc, _segs(b[1]), align=b[2] if k == "p" else None, rtl=rtl))
        elif k == "kv":
            if kv_as_table:
                body.append(_tbl(doc, [[a, v] for a, v in b[1]], header=False, rtl=rtl))
                body.append(_para(doc, [], rtl=rtl))
            else:
                for a, v in b[1]:
                    body.append(_para(doc, [(a + " : ", True), (v, False)], rtl=rtl))
        elif k == "table":
            body.append(_tbl(doc, [b[1]] + b[2], header=True, rtl=rtl))
            body.append(_para(doc, [], rtl=rtl))
        elif k == "blank":
            body.append("<w:p/>")
        elif k == "rule":
            body.append('<w:p><w:pPr><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="auto"/>'
                        '</w:pBdr></w:pPr></w:p>')
    head = {"fr": "Document interne — ne pas diffuser", "ar": "وثيقة داخلية", "en": "Internal document",
            "mixed": "Document interne / وثيقة داخلية"}[doc.lang]
    foot = {"fr": "Page 1", "ar": "صفحة 1", "en": "Page 1", "mixed": "Page 1 / صفحة 1"}[doc.lang]
    sect = ('<w:sectPr><w:headerReference w:type="default" r:id="rId1"/><w:footerReference w:type="default" r:id="rId2"/>'
            '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" '
            'w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>')
    document = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                f'<w:document xmlns:w="{W_NS}" xmlns:r="{R_NS}"><w:body>{"".join(body)}{sect}</w:body></w:document>')
    hdr = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:hdr xmlns:w="{W_NS}" xmlns:r="{R_NS}">{_para(doc, [(head, False)], align="right")}</w:hdr>')
    ftr = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:ftr xmlns:w="{W_NS}" xmlns:r="{R_NS}">{_para(doc, [(foot, False)], align="center")}</w:ftr>')
    ctypes = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
              '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
              '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>'
              '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
            '</Relationships>')
    drels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
             '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
             '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
             '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>'
             '</Relationships>')
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ctypes), ("_rels/.rels", rels), ("word/document.xml", document),
                           ("word/_rels/document.xml.rels", drels), ("word/header1.xml", hdr),
                           ("word/footer1.xml", ftr)):
            zi = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))


def docx_text(path):
    W = "{%s}" % W_NS
    with zipfile.ZipFile(path) as z:
        root = ET.fromstring(z.read("word/document.xml"))
    return "\n".join("".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p"))


# --------------------------------------------------------------------------- finalisation
def finalize(doc, text):
    """Dedupe, verify every value verbatim, keep only clean decoys (never overlapping a value)."""
    sens, seen = [], set()
    for t, v in doc.sens:
        if (t, v) in seen:
            continue
        seen.add((t, v))
        if v not in text:
            raise AssertionError(f"{doc.kind}/{doc.lang}: value not in text: {t} {v!r}")
        sens.append({"type": t, "value": v})
    parts = set()
    for s in sens:
        if s["type"] == "PERSON":
            parts.update(name_parts(s["value"]))
    spans = []
    for s in sens:
        i = text.find(s["value"])
        while i >= 0:
            spans.append((i, i + len(s["value"])))
            i = text.find(s["value"], i + 1)
    decoys = []
    for v in doc.decoys:
        if v in decoys or v not in text or not v.strip() or not compact(v):
            continue
        cv = compact(v)
        if any(compact(s["value"]) in cv or cv in compact(s["value"]) for s in sens):
            continue
        if set(tokens(v)) & parts:
            continue
        bad = False
        i = text.find(v)
        while i >= 0 and not bad:
            bad = any(i < b and a < i + len(v) for a, b in spans)
            i = text.find(v, i + 1)
        if bad:
            continue
        decoys.append(v)
    # every whole-word occurrence of a name part must lie inside a written value
    t = norm(text)
    ft = fold(t)
    if len(ft) == len(t):
        vsp = []
        for s in sens:
            vsp += [(m.start(), m.end()) for m in re.finditer(re.escape(norm(s["value"])), t)]
        for part in sorted(parts):
            for m in re.finditer(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", ft):
                if not any(a <= m.start() and m.end() <= b for a, b in vsp):
                    raise AssertionError(f"{doc.kind}/{doc.lang}: name part outside values: {part!r}")
    return sens, decoys


# --------------------------------------------------------------------------- kinds
KINDS = []   # (kind, [(lang, fmt) x 3], builder)


def kind(name, variants):
    def deco(fn):
        KINDS.append((name, variants, fn))
        return fn
    return deco


# ---- shared institutions (decoys)
HOSP = [("CHU Sahloul de Sousse", "المستشفى الجامعي سهلول بسوسة", "Sahloul University Hospital, Sousse"),
        ("Hôpital Charles Nicolle de Tunis", "مستشفى شارل نيكول بتونس", "Charles Nicolle Hospital, Tunis"),
        ("CHU Habib Bourguiba de Sfax", "المستشفى الجامعي الحبيب بورقيبة بصفاقس", "Habib Bourguiba University Hospital, Sfax"),
        ("CHU Fattouma Bourguiba de Monastir", "المستشفى الجامعي فطومة بورقيبة بالمنستير",
         "Fattouma Bourguiba University Hospital, Monastir"),
        ("Hôpital La Rabta", "مستشفى الرابطة", "La Rabta Hospital, Tunis"),
        ("Hôpital régional de Gabès", "المستشفى الجهوي بقابس", "Gabès Regional Hospital"),
        ("CHU Farhat Hached de Sousse", "المستشفى الجامعي فرحات حشاد بسوسة", "Farhat Hached University Hospital, Sousse"),
        ("Hôpital régional de Kasserine", "المستشفى الجهوي بالقصرين", "Kasserine Regional Hospital")]
REL = [("épouse", "زوجته", "wife", "f"), ("époux", "زوجها", "husband", "m"), ("fils", "ابنه", "son", "m"),
       ("fille", "ابنته", "daughter", "f"), ("frère", "أخوه", "brother", "m"), ("sœur", "أخته", "sister", "f"),
       ("mère", "والدته", "mother", "f"), ("père", "والده", "father", "m"), ("neveu", "ابن أخيه", "nephew", "m"),
       ("nièce", "ابنة أخيه", "niece", "f")]


def relw(d, p):
    """a kinship word agreeing with the relative's sex"""
    return d.pick([x for x in REL if x[3] == p.sex])
TITLE_M = {"fr": ["M.", "Monsieur", "Mr"], "ar": ["السيد"], "en": ["Mr", "Mr."]}
TITLE_F = {"fr": ["Mme", "Madame", "Mlle"], "ar": ["السيدة"], "en": ["Mrs", "Ms"]}


def title(d, p):
    lang = d.lang if d.lang != "mixed" else "fr"
    return d.pick((TITLE_F if p.sex == "f" else TITLE_M)[lang])


def dr(d):
    return {"fr": "Dr", "ar": "الدكتور", "en": "Dr", "mixed": "Dr"}[d.lang]


def dec(x):
    """decimal with a French/Arabic comma"""
    return str(x).replace(".", ",")


ICU_DX = [("choc septique à point de départ pulmonaire", "صدمة إنتانية ذات منطلق رئوي", "septic shock of pulmonary origin"),
          ("AVC ischémique sylvien gauche", "جلطة دماغية إقفارية في الجهة اليسرى", "left MCA ischaemic stroke"),
          ("polytraumatisme avec contusion pulmonaire", "إصابات متعددة مع رض رئوي", "polytrauma with lung contusion"),
          ("acidocétose diabétique sévère", "حماض كيتوني سكري حاد", "severe diabetic ketoacidosis"),
          ("pneumopathie hypoxémiante bilatérale", "التهاب رئوي ثنائي مع نقص الأكسجة", "bilateral hypoxaemic pneumonia"),
          ("état de mal épileptique", "حالة صرع مستمرة", "status epilepticus"),
          ("intoxication aux organophosphorés", "تسمم بالمبيدات الفسفورية", "organophosphate poisoning"),
          ("hémorragie méningée Fisher III", "نزيف سحائي درجة فيشر 3", "Fisher grade III subarachnoid haemorrhage"),
          ("insuffisance cardiaque globale décompensée", "قصور قلبي شامل غير معاوض", "decompensated biventricular heart failure"),
          ("exacerbation sévère de BPCO", "تفاقم حاد لمرض الانسداد الرئوي المزمن", "severe COPD exacerbation"),
          ("tétanos généralisé", "كزاز معمم", "generalised tetanus"),
          ("pancréatite aiguë nécrosante", "التهاب البنكرياس الحاد الناخر", "acute necrotising pancreatitis")]
ICU_TX = [("noradrénaline 0,4 µg/kg/min", "نورأدرينالين 0,4 ميكروغرام/كغ/دقيقة", "noradrenaline 0.4 µg/kg/min"),
          ("ventilation mécanique, FiO2 60 %", "تنفس اصطناعي مع FiO2 بنسبة 60 بالمائة", "mechanical ventilation, FiO2 60%"),
          ("méropénème + amikacine", "ميروبينام مع أميكاسين", "meropenem + amikacin"),
          ("insuline IV à la seringue électrique", "أنسولين وريدي بالمضخة الكهربائية", "IV insulin by syringe driver"),
          ("sédation midazolam-fentanyl", "تخدير بالميدازولام والفنتانيل", "midazolam-fentanyl sedation"),
          ("hémodiafiltration continue", "تصفية دم مستمرة", "continuous haemodiafiltration"),
          ("atropine 2 mg toutes les 10 min", "أتروبين 2 ملغ كل 10 دقائق", "atropine 2 mg every 10 min"),
          ("nicardipine IVSE 3 mg/h", "نيكارديبين وريدي 3 ملغ في الساعة", "nicardipine infusion 3 mg/h"),
          ("valproate IV + lévétiracétam", "فالبروات وريدي مع ليفيتيراسيتام", "IV valproate + levetiracetam"),
          ("sérum antitétanique + métronidazole", "مصل مضاد للكزاز مع ميترونيدازول", "tetanus immunoglobulin + metronidazole")]
ICU_BG = [("allergie à la pénicilline", "حساسية من البنسلين", "penicillin allergy"),
          ("HTA connue sous amlodipine", "ارتفاع ضغط الدم معالج بالأملوديبين", "known hypertension on amlodipine"),
          ("diabète de type 2 sous metformine", "سكري من النوع الثاني يعالج بالميتفورمين", "type 2 diabetes on metformin"),
          ("insuffisance rénale chronique stade 4", "قصور كلوي مزمن من الدرجة الرابعة", "stage 4 chronic kidney disease"),
          ("cirrhose post-hépatite C", "تليف الكبد بعد التهاب الكبد الفيروسي سي", "cirrhosis after hepatitis C"),
          ("escarre sacrée stade 2", "قرحة فراش عجزية من الدرجة الثانية", "stage 2 sacral pressure ulcer"),
          ("tabagisme à 40 PA", "تدخين 40 علبة في السنة", "40 pack-year smoker")]


def icu_meas(d, lang, k=2):
    r = d.r
    t = f"{r.randint(370, 401) / 10:.1f}"
    opts = {"fr": [f"GCS {r.randint(5, 14)}/15", f"SpO2 {r.randint(85, 97)} % sous {r.randint(2, 15)} l/min d'O2",
                   f"TA {r.randint(8, 17)}/{r.randint(4, 10)}", f"température {dec(t)} °C",
                   f"lactates {dec(r.randint(18, 69) / 10)} mmol/l", f"diurèse {r.randint(150, 1800)} ml/24 h",
                   f"glycémie {dec(r.randint(40, 420) / 100)} g/l", f"créatinine {r.randint(60, 820)} µmol/l",
                   f"FC {r.randint(45, 160)} bpm"],
            "ar": [f"غلاسكو {r.randint(5, 14)}/15", f"تشبع الأكسجين {r.randint(85, 97)}% مع {r.randint(2, 15)} لتر أكسجين",
                   f"ضغط الدم {r.randint(8, 17)}/{r.randint(4, 10)}", f"الحرارة {dec(t)} درجة",
                   f"إدرار البول {r.randint(150, 1800)} مل في 24 ساعة", f"نسبة السكر {dec(r.randint(40, 420) / 100)} غ/ل",
                   f"الكرياتينين {r.randint(60, 820)} ميكرومول/ل", f"نبض القلب {r.randint(45, 160)} في الدقيقة"],
            "en": [f"GCS {r.randint(5, 14)}/15", f"SpO2 {r.randint(85, 97)}% on {r.randint(2, 15)} L/min O2",
                   f"BP {r.randint(80, 170)}/{r.randint(40, 100)} mmHg", f"temperature {t} °C",
                   f"lactate {r.randint(18, 69) / 10} mmol/L", f"urine output {r.randint(150, 1800)} mL/24 h",
                   f"blood glucose {r.randint(40, 420) / 100} g/L", f"creatinine {r.randint(60, 820)} µmol/L",
                   f"HR {r.randint(45, 160)} bpm"]}[lang]
    return r.sample(opts, k)


@kind("icu_handover_sheet", [("fr", "docx"), ("ar", "txt"), ("mixed", "csv")])
def k_icu(d):
    r = d.r
    hosp = d.T(d.pick(HOSP)) if d.lang != "mixed" else d.pick(HOSP)[0]
    d.D(hosp)
    svc = d.D(d.L(["Service de réanimation médicale", "Service d'anesthésie-réanimation", "Unité de soins intensifs"],
                  ["قسم الإنعاش الطبي", "قسم التخدير والإنعاش", "وحدة العناية المركزة"], "Intensive care unit",
                  ["Service de réanimation médicale / قسم الإنعاش الطبي", "Réanimation polyvalente — قسم الإنعاش"]))
    shift_date = d.D(d.date(2024, 2025, "fr" if d.lang == "mixed" else None))
    out = [d.person() for _ in range(2)]
    inn = [d.person() for _ in range(2)]
    doc_ = d.person()
    pts = []
    for i in range(r.randint(2, 3)):
        p = d.person()
        rel = d.relative(p) if d.chance(0.6) else d.person()
        pts.append(dict(p=p, bed=r.randint(1, 14), rel=rel, relw=relw(d, rel)))
    beds = r.sample(range(1, 15), len(pts))
    for x, b in zip(pts, beds):
        x["bed"] = b
    if d.lang == "fr":
        d.p(hosp, "center")
        d.p(svc, "center")
        d.h(d.pick(["Fiche de transmissions infirmières", "Relève infirmière — transmissions ciblées",
                    "Feuille de relève de garde"]))
        d.kv([("Date", shift_date), ("Relève", d.pick(["19 h 00", "7 h 00", "13 h 30"])),
              ("Équipe sortante", f"{d.N(out[0])}, {d.N(out[1])}"),
              ("Équipe entrante", f"{d.N(inn[0])} et {d.N(inn[1])}"),
              ("Médecin de garde", f"Dr {d.N(doc_)}")])
        rows = []
        for x in pts:
            p = x["p"]
            lang = "fr"
            m = icu_meas(d, lang)
            x["dx"], x["tx"] = d.H(d.pick(ICU_DX)[0]), d.H(d.pick(ICU_TX)[0])
            rows.append([d.D(f"Box {x['bed']}"), d.N(p, d.pick(["invup", "inv", "up"])), d.dob(1940, 2003),
                         x["dx"], f"{d.H(m[0])} ; {d.H(m[1])}", x["tx"],
                         f"{d.N(x['rel'])} ({x['relw'][0]}) {d.phone()}"])
        d.table(["Lit", "Patient", "Né(e) le", "Motif d'admission", "Surveillance", "Traitement en cours",
                 "Famille à prévenir"], rows)
        d.h("Transmissions ciblées", 2)
        for x in pts:
            p = x["p"]
            bg = d.H(d.pick(ICU_BG)[0])
            short = d.N(p, "fam")
            s = d.alt(lambda: f"Box {x['bed']} — {title(d, p)} {short} : {bg}. Nuit {d.pick(['calme', 'agitée', 'stable'])}, "
                              f"{d.H(icu_meas(d, 'fr', 1)[0])} à {r.randint(0, 5)} h. ",
                      lambda: f"{title(d, p)} {short} (box {x['bed']}) : antécédent de {bg} ; "
                              f"{d.H(icu_meas(d, 'fr', 1)[0])} au dernier contrôle. ")
            if d.chance(0.5):
                s += f"La famille a été informée par téléphone ({x['relw'][0]})."
            else:
                s += "Pas de visite aujourd'hui."
            d.p(s)
        d.h("Commande pharmacie du service", 2)
        d.p(f"Bon n° {d.D(f'{r.randint(2024, 2025)}/{r.randint(100, 999)}')} : "
            f"{d.D(d.pick(['Propofol 1 %, 20 flacons', 'Héparine sodique 5 000 UI, 30 ampoules']))}, "
            f"{d.D(d.pick(['Sérum salé 0,9 %, 60 poches de 500 ml', 'Midazolam 5 mg/ml, 10 ampoules']))}.")
        d.p(f"Visa de l'infirmier(ère) major : {d.N(d.person())}", "right")
    elif d.lang == "ar":
        d.line(hosp)
        d.line(svc)
        d.h(d.pick(["ورقة التسليم والاستلام بين الفرق التمريضية", "سجل المداومة التمريضية"]))
        d.kv([("التاريخ", shift_date), ("الفريق المغادر", f"{d.N(out[0])} و{d.N(out[1])}"),
              ("الفريق المستلم", f"{d.N(inn[0])}، {d.N(inn[1])}"), ("طبيب الاستمرار", f"الدكتور {d.N(doc_)}")])
        d.blank()
        for x in pts:
            p = x["p"]
            m = icu_meas(d, "ar")
            d.line(f"{d.D('السرير رقم ' + str(x['bed']))}")
            d.kv([("المريض", d.N(p)), ("تاريخ الولادة", d.dob(1940, 2003)),
                  ("التشخيص", d.H(d.pick(ICU_DX)[1])), ("المؤشرات", f"{d.H(m[0])}، {d.H(m[1])}"),
                  ("العلاج الجاري", d.H(d.pick(ICU_TX)[1]))])
            d.p(f"سوابق: {d.H(d.pick(ICU_BG)[1])}. وقع إعلام {x['relw'][1]} {d.N(x['rel'])} "
                f"على الرقم {d.phone()}.")
            d.blank()
        d.p(f"ملاحظة: يرجى تجديد طلب الأدوية عدد {d.D(str(r.randint(100, 999)) + '/' + str(r.randint(2024, 2025)))} "
            f"لدى صيدلية المستشفى قبل الساعة الثامنة.")
        d.line(f"الممرض الرئيس: {d.N(d.person())}")
    else:  # mixed csv
        d.line(f"{hosp} — {svc}")
        d.line(f"Relève du {shift_date} / تسليم المداومة")
        d.kv([("Sortants / الفريق المغادر", f"{d.N(out[0], script='lat')} ; {d.N(out[1], script='ar')}"),
              ("Entrants / الفريق المستلم", f"{d.N(inn[0], script='ar')} ; {d.N(inn[1], script='lat')}"),
              ("Médecin de garde / طبيب المداومة", d.N(doc_, script="lat"))])
        rows = []
        for x in pts:
            p = x["p"]
            lang = d.pick(["fr", "ar"])
            tri = 0 if lang == "fr" else 1
            m = icu_meas(d, lang)
            rows.append([d.D(f"Lit {x['bed']}") if lang == "fr" else d.D(f"سرير {x['bed']}"),
                         d.N(p, script="lat" if lang == "fr" else "ar"), d.dob(1940, 2003, "fr"),
                         d.H(d.pick(ICU_DX)[tri]), d.H(m[0]), d.H(m[1]), d.H(d.pick(ICU_TX)[tri]),
                         d.H(d.pick(ICU_BG)[tri]),
                         f"{d.N(x['rel'], script=d.pick(['lat', 'ar']))} {d.phone()}"])
        d.table(["Lit / السرير", "Patient / المريض", "DDN / تاريخ الولادة", "Diagnostic / التشخيص",
                 "Paramètre 1 / مؤشر 1", "Paramètre 2 / مؤشر 2", "Traitement / العلاج", "Antécédents / السوابق",
                 "Famille / العائلة"], rows)
        d.line(f"Stock : {d.D('Propofol 1 % x 12')} ; {d.D('Noradrénaline 8 mg/4 ml x 25')}")


BURN_SITE = [("membre supérieur droit", "الطرف العلوي الأيمن", "right upper limb"), ("face et cou", "الوجه والرقبة", "face and neck"),
             ("tronc antérieur", "الجذع الأمامي", "anterior trunk"), ("deux membres inférieurs", "الطرفين السفليين", "both lower limbs"),
             ("main gauche", "اليد اليسرى", "left hand"), ("dos et fesses", "الظهر والأرداف", "back and buttocks"),
             ("périnée et cuisses", "العجان والفخذين", "perineum and thighs")]
BURN_CAUSE = [("ébouillantement", "ماء ساخن", "scald"), ("flamme (bouteille de gaz)", "لهب قارورة غاز", "flame (gas cylinder)"),
              ("brûlure électrique", "صعقة كهربائية", "electrical burn"), ("huile chaude", "زيت ساخن", "hot oil"),
              ("brûlure chimique (acide)", "حرق كيميائي بحمض", "chemical burn (acid)")]
BURN_TX = [("pansement à la sulfadiazine argentique", "ضماد بسلفاديازين الفضة", "silver sulfadiazine dressing"),
           ("excision-greffe de peau mince", "استئصال وترقيع جلدي رقيق", "excision and split-thickness skin graft"),
           ("pansement gras + tulle", "ضماد دهني مع شاش", "paraffin gauze dressing"),
           ("balnéothérapie + détersion", "حمام علاجي مع تنظيف الجرح", "hydrotherapy and debridement"),
           ("pansement hydrocolloïde", "ضماد هيدروكولويد", "hydrocolloid dressing"),
           ("morphine 5 mg avant soins", "مورفين 5 ملغ قبل العلاج", "morphine 5 mg before care")]
BURN_OBS = [("fièvre 38,9 °C, prélèvement de la plaie", "حمى 38,9 درجة مع أخذ عينة من الجرح", "fever 38.9 °C, wound swab taken"),
            ("infection à Pseudomonas", "تعفن بالزائفة", "Pseudomonas infection"),
            ("prise de greffe à 90 %", "نجاح الترقيع بنسبة 90 بالمائة", "graft take 90%"),
            ("rétraction débutante du coude", "بداية تقلص في المرفق", "early elbow contracture"),
            ("anxiété majeure lors des soins", "قلق شديد أثناء العلاج", "severe anxiety during care"),
            ("hypoalbuminémie 24 g/l", "نقص الألبومين 24 غ/ل", "hypoalbuminaemia 24 g/L")]


def burn_desc(d, lang):
    r = d.r
    deg = r.choice([("2e degré profond", "الدرجة الثانية العميقة", "deep second-degree"),
                    ("2e degré superficiel", "الدرجة الثانية السطحية", "superficial second-degree"),
                    ("3e degré", "الدرجة الثالثة", "third-degree")])
    pct, site = r.randint(4, 46), r.choice(BURN_SITE)
    if lang == "fr":
        return f"brûlure du {deg[0]}, {pct} % SCT, {site[0]}"
    if lang == "ar":
        return f"حروق من {deg[1]} بنسبة {pct}% في {site[1]}"
    return f"{deg[2]} burn, {pct}% TBSA, {site[2]}"


def pain(d, lang):
    n = d.r.randint(2, 9)
    return {"fr": f"EVA {n}/10", "ar": f"درجة الألم {n}/10", "en": f"pain score {n}/10"}[lang]


@kind("burn_dressing_log", [("fr", "csv"), ("en", "md"), ("mixed", "txt")])
def k_burn(d):
    r = d.r
    centre = ("Centre de traumatologie et des grands brûlés de Ben Arous", "مركز الإصابات والحروق البليغة ببن عروس",
              "Ben Arous Trauma and Burns Centre")
    pts = []
    for _ in range(r.randint(2, 3)):
        p = d.person()
        pts.append(dict(p=p, room=r.randint(1, 12), file=f"{r.randint(24, 25)}B{r.randint(1000, 9999)}"))
    nurses = [d.person() for _ in range(3)]
    if d.lang == "fr":
        d.line(d.D(centre[0]))
        sd, mm = r.randint(1, 20), r.randint(1, 12)
        d.line(f"Registre des pansements — {d.D('Unité brûlés adultes')} — semaine du {d.D(f'{sd:02d}/{mm:02d}/2025')}")
        rows = []
        for x in pts:
            p = x["p"]
            name = d.N(p, d.pick(["invup", "up"]))
            dob = d.dob(1950, 2005)
            cin = d.cin() if d.chance(0.6) else "extrait de naissance"
            desc = d.H(burn_desc(d, "fr"))
            cause = d.H(d.pick(BURN_CAUSE)[0])
            for k in range(r.randint(1, 2)):
                rows.append([f"{r.randint(sd, sd + 6):02d}/{mm:02d}", f"{r.randint(7, 11)}h{r.choice(['00', '15', '30', '45'])}",
                             d.D(f"Ch. {x['room']}"), name, d.D(x["file"]), dob, cin, desc if k == 0 else "idem",
                             cause if k == 0 else "", d.H(d.pick(BURN_TX)[0]), d.H(pain(d, "fr")),
                             d.N(d.pick(nurses), d.pick(["init", "std", "first"])),
                             d.H(d.pick(BURN_OBS)[0]) if d.chance(0.5) else ""])
        d.table(["Date", "Heure", "Chambre", "Patient", "N° dossier", "Né(e) le", "CIN", "Lésions", "Mécanisme",
                 "Soin réalisé", "Douleur", "IDE", "Observations"], rows)
        d.blank()
        d.kv([("Consommables sortis", d.D(d.pick(["Flammazine 500 g x 6", "Jelonet 10x10 x 40"]))),
              ("Visa du surveillant", d.N(d.person()))])
    elif d.lang == "en":
        d.h(f"Dressing log — {d.D(centre[2])}")
        d.p(f"Adult burns ward, week starting {d.D(d.date(2025, 2025, 'en', 1))}. Nurses on rota: "
            f"{d.N(nurses[0])}, {d.N(nurses[1])} and {d.N(nurses[2])}.")
        rows = []
        for x in pts:
            p = x["p"]
            rows.append([d.D(f"Room {x['room']}"), d.N(p, d.pick(["std", "inv"])), d.D(x["file"]), d.dob(1950, 2005),
                         d.H(burn_desc(d, "en")), d.H(d.pick(BURN_TX)[2]), d.H(pain(d, "en"))])
        d.table(["Room", "Patient", "File no.", "DOB", "Burns", "Care given", "Pain"], rows)
        d.h("Notes", 2)
        for x in pts[:3]:
            p = x["p"]
            rel = d.person()
            d.p(f"{title(d, p)} {d.N(p, 'fam')}: {d.H(d.pick(BURN_OBS)[2])}. Injury mechanism: "
                f"{d.H(d.pick(BURN_CAUSE)[2])}. Next of kin {d.N(rel)} can be reached on {d.phone()}.")
        d.p(f"Stock used this week: {d.D('Flamazine cream 500 g (6 jars)')}, {d.D('Jelonet 10 cm x 10 cm (40)')}.")
    else:
        d.line(f"{d.D(centre[0])} / {d.D(centre[1])}")
        d.line("Registre des pansements — سجل الضمادات")
        d.rule()
        for x in pts:
            p = x["p"]
            lang = d.pick(["fr", "ar"])
            tri = 0 if lang == "fr" else 1
            nm = d.N(p, script="lat" if lang == "fr" else "ar")
            date_ = d.date(2025, 2025, "fr", 1)
            if lang == "fr":
                d.line(f"{date_} — {d.D('Ch. ' + str(x['room']))} — {nm} (né(e) le {d.dob(1950, 2005, 'fr')}) — dossier {d.D(x['file'])}")
                d.line(f"   Lésions : {d.H(d.split(burn_desc(d, 'fr')))}")
                d.line(f"   Soin : {d.H(d.pick(BURN_TX)[0])} ; {d.H(pain(d, 'fr'))}")
            else:
                d.line(f"{date_} — {d.D('غرفة ' + str(x['room']))} — {nm} (تاريخ الولادة {d.dob(1950, 2005, 'ar')}) — ملف {d.D(x['file'])}")
                d.line(f"   الإصابات: {d.H(burn_desc(d, 'ar'))}")
                d.line(f"   العلاج: {d.H(d.pick(BURN_TX)[1])}، {d.H(pain(d, 'ar'))}")
            d.line(f"   IDE / الممرض: {d.N(d.pick(nurses), script='lat' if lang == 'fr' else 'ar')}"
                   + (f" — obs. : {d.H(d.pick(BURN_OBS)[tri])}" if d.chance(0.6) else ""))
        d.rule()
        d.line(f"Surveillant(e) / المشرف: {d.N(d.person(), script='lat')} — tél. service {d.D('poste 2214')}")


POISON_EVT = [lambda n: (f"ingestion accidentelle d'eau de Javel", "ابتلاع عرضي لماء الجافال", "accidental bleach ingestion"),
              lambda n: (f"piqûre de scorpion, grade {n % 2 + 1}", f"لدغة عقرب من الدرجة {n % 2 + 1}", f"scorpion sting, grade {n % 2 + 1}"),
              lambda n: (f"ingestion volontaire de {n} comprimés de paracétamol 1 g", f"ابتلاع إرادي لـ{n} قرصا من الباراسيتامول 1 غ",
                         f"intentional ingestion of {n} paracetamol 1 g tablets"),
              lambda n: ("inhalation de monoxyde de carbone (kanoun)", "استنشاق أحادي أكسيد الكربون من الكانون",
                         "carbon monoxide inhalation (charcoal brazier)"),
              lambda n: ("morsure de vipère à cornes", "لدغة أفعى قرناء", "horned viper bite"),
              lambda n: ("ingestion de raticide au chloralose", "ابتلاع سم الفئران بالكلورالوز", "chloralose rodenticide ingestion"),
              lambda n: ("ingestion de pétrole lampant", "ابتلاع البترول الأزرق", "kerosene ingestion"),
              lambda n: (f"ingestion de {n} comprimés de carbamazépine 200 mg", f"ابتلاع {n} قرصا من الكاربامازيبين 200 ملغ",
                         f"ingestion of {n} carbamazepine 200 mg tablets"),
              lambda n: ("intoxication au laurier-rose (defla)", "تسمم بالدفلة", "oleander (defla) poisoning")]
POISON_SYM = [("vomissements répétés", "تقيؤ متكرر", "repeated vomiting"), ("somnolence et myosis", "نعاس وتضيق الحدقتين", "drowsiness and miosis"),
              ("douleur locale intense et sueurs", "ألم موضعي شديد وتعرق", "intense local pain and sweating"),
              ("céphalées et vertiges", "صداع ودوار", "headache and dizziness"), ("convulsions", "تشنجات", "seizures"),
              ("œdème extensif du membre", "وذمة ممتدة في الطرف", "extensive limb swelling"),
              ("toux et détresse respiratoire", "سعال وضيق في التنفس", "cough and respiratory distress"),
              ("bradycardie à 48/min", "بطء في نبض القلب 48 في الدقيقة", "bradycardia at 48/min"),
              ("asymptomatique à H+2", "لا أعراض بعد ساعتين", "asymptomatic at 2 h")]
POISON_TX = [("N-acétylcystéine IV selon protocole", "أسيتيل سيستيين وريدي حسب البروتوكول", "IV N-acetylcysteine per protocol"),
             ("surveillance 4 h sans sérum antiscorpionique", "مراقبة لمدة 4 ساعات دون مصل مضاد للعقرب", "4 h observation, no antivenom"),
             ("oxygénothérapie normobare 6 h", "العلاج بالأكسجين لمدة 6 ساعات", "normobaric oxygen for 6 h"),
             ("ne pas faire vomir, pansement gastrique", "عدم التقيؤ مع ضماد معدي", "do not induce vomiting, gastric protection"),
             ("sérum antivenimeux et transfert en réanimation", "مصل مضاد للسم والنقل إلى الإنعاش", "antivenom and ICU transfer"),
             ("charbon activé 1 g/kg", "فحم منشط 1 غ لكل كغ", "activated charcoal 1 g/kg"),
             ("diazépam intrarectal 0,5 mg/kg", "ديازيبام شرجي 0,5 ملغ/كغ", "rectal diazepam 0.5 mg/kg")]
CAMU = ("Centre Mahmoud Yaacoub d'assistance médicale urgente", "مركز محمود يعقوب للمساعدة الطبية المستعجلة",
        "Mahmoud Yaacoub Emergency Medical Assistance Centre")


@kind("poison_centre_call_log", [("fr", "txt"), ("ar", "csv"), ("en", "docx")])
def k_poison(d):
    r = d.r
    calls = []
    for i in range(3):
        vic = d.person()
        child = d.chance(0.5)
        caller = d.relative(vic) if child or d.chance(0.4) else d.person()
        ev = r.choice(POISON_EVT)(r.randint(8, 30))
        calls.append(dict(vic=vic, caller=caller, child=child, ev=ev, sym=r.choice(POISON_SYM), tx=r.choice(POISON_TX),
                          rel=relw(d, caller), id=f"{r.randint(2024, 2025)}-{r.randint(10000, 99999)}",
                          hh=f"{r.randint(0, 23):02d}", mm=f"{r.randint(0, 59):02d}"))
    regs = [d.person() for _ in range(2)]
    if d.lang == "fr":
        d.line(d.D(CAMU[0]))
        d.line(f"{d.D('Centre anti-poison de Tunis')} — main courante de la permanence téléphonique")
        d.line(f"Date : {d.D(d.date(2025, 2025, 'fr', 4))}    Régulateurs : Dr {d.N(regs[0])} / Dr {d.N(regs[1], 'init')}")
        d.rule()
        for c in calls:
            vic, caller = c["vic"], c["caller"]
            d.line(f"Appel n° {d.D(c['id'])} — {c['hh']} h {c['mm']}")
            d.alt(lambda: d.line(f"Appelant : {d.N(caller)} ({c['rel'][0]} de la victime), joignable au {d.phone()}"),
                  lambda: d.line(f"{title(d, caller)} {d.N(caller)} appelle du {d.phone()} pour son/sa {c['rel'][0]}."))
            dob_ = d.dob(2015, 2022) if c["child"] else d.dob(1945, 2006)
            age = f"{d.age()} ans"
            d.line(f"Victime : {d.N(vic, d.pick(['std', 'invup', 'up']))}, né(e) le {dob_} ({age})")
            d.line(f"Lieu : {d.split(d.addr())}" if d.chance(0.3) else f"Lieu : {d.addr()}")
            d.line(f"Circonstances : {d.H(c['ev'][0])}, il y a {r.randint(15, 180)} min.")
            d.line(f"Signes : {d.H(c['sym'][0])}.")
            d.line(f"Conduite tenue : {d.H(c['tx'][0])} ; orientation {d.D(d.pick(['urgences du CHU Sahloul', 'urgences de La Rabta', 'hôpital régional de Jendouba', 'SAMU 01']))}.")
            if d.chance(0.4):
                d.line(f"Rappel à H+4 : {d.N(vic, 'fam')} {d.pick(['va mieux', 'toujours somnolent(e)', 'sortie autorisée'])}.")
            d.blank()
        d.line(f"Rappel : numéro d'urgence {d.D('SAMU 190')} — ligne du centre {d.D('71 335 500')}")
    elif d.lang == "ar":
        d.line(d.D(CAMU[1]))
        d.line(f"سجل المكالمات الهاتفية — {d.D(d.date(2025, 2025, 'ar', 0))}")
        rows = []
        for c in calls:
            vic, caller = c["vic"], c["caller"]
            rows.append([d.D(c["id"]), f"{c['hh']}:{c['mm']}", d.N(caller), c["rel"][1], d.phone(),
                         d.N(vic), d.dob(2015, 2022) if c["child"] else d.dob(1945, 2006),
                         d.addr(style=d.pick([1, 3, 4])), d.H(c["ev"][1]), d.H(c["sym"][1]), d.H(c["tx"][1]),
                         d.N(d.pick(regs))])
        d.table(["رقم المكالمة", "الساعة", "المتصل", "القرابة", "الهاتف", "المصاب", "تاريخ الولادة", "العنوان",
                 "المادة أو الحادث", "الأعراض", "الإجراء", "الطبيب المنظم"], rows)
        d.line(f"ملاحظة: عند الضرورة الاتصال بـ{d.D('الحماية المدنية 198')}")
    else:
        d.h(f"{d.D(CAMU[2])} — telephone log")
        d.p(f"Shift of {d.D(d.date(2025, 2025, 'en', 1))}. Duty regulators: Dr {d.N(regs[0])} and Dr {d.N(regs[1])}.")
        rows = []
        for c in calls:
            vic, caller = c["vic"], c["caller"]
            rows.append([d.D(c["id"]), f"{c['hh']}:{c['mm']}", d.N(vic, d.pick(["std", "invup"])),
                         d.dob(2015, 2022, "en") if c["child"] else d.dob(1945, 2006, "en"), d.H(c["ev"][2]),
                         d.H(c["sym"][2]), d.H(c["tx"][2])])
        d.table(["Call", "Time", "Patient", "Date of birth", "Exposure", "Signs", "Advice"], rows)
        d.h("Caller details", 2)
        for c in calls:
            caller = c["caller"]
            d.alt(lambda: d.p(f"Call {c['id']}: {d.N(caller)} ({c['rel'][2]}), callback number {d.phone()}, "
                              f"calling from {d.addr()}."),
                  lambda: d.p(f"Call {c['id']}: the {c['rel'][2]}, {title(d, caller)} {d.N(caller)}, asked to be called back on {d.phone()}."))
        d.p(f"Reminder: ambulance dispatch {d.D('SAMU 190')}; civil protection {d.D('198')} only for road accidents.")


PUPIL_REM = [("asthme sous salbutamol", "ربو يعالج بالسالبوتامول", "asthma on salbutamol"),
             ("strabisme convergent", "حول متقارب", "convergent squint"), ("pédiculose", "قمل الرأس", "head lice"),
             ("souffle cardiaque à explorer", "نفخة قلبية تستوجب الفحص", "heart murmur to investigate"),
             ("énurésie nocturne", "تبول لاإرادي ليلي", "nocturnal enuresis"), ("hypoacousie droite", "ضعف السمع في الأذن اليمنى", "right-sided hearing loss"),
             ("scoliose dorsale", "انحراف في العمود الفقري", "thoracic scoliosis"), ("eczéma atopique", "إكزيما تأتبية", "atopic eczema"),
             ("épilepsie sous valproate", "صرع يعالج بالفالبروات", "epilepsy on valproate"),
             ("diabète type 1 sous insuline", "سكري من النوع الأول يعالج بالأنسولين", "type 1 diabetes on insulin"),
             ("retard de langage", "تأخر في النطق", "speech delay")]
PUPIL_DENT = [("caries multiples ({n} dents)", "تسوس متعدد ({n} أسنان)", "multiple caries ({n} teeth)"),
              ("gingivite", "التهاب اللثة", "gingivitis"), ("malocclusion", "سوء إطباق الأسنان", "malocclusion"),
              ("abcès dentaire", "خراج سني", "dental abscess")]


def pupil_meas(d, lang):
    r = d.r
    h = r.randint(112, 160)
    w = max(16, round(r.uniform(13.5, 26) * (h / 100) ** 2))
    bmi = round(w / (h / 100) ** 2, 1)
    od, og = r.randint(3, 10), r.randint(3, 10)
    if lang == "ar":
        return f"{w} كغ / {h} صم", f"العين اليمنى {od}/10 واليسرى {og}/10", bmi
    if lang == "en":
        return f"{w} kg / {h} cm (BMI {bmi})", f"VA R {od}/10, L {og}/10", bmi
    return f"{w} kg / {h} cm (IMC {dec(bmi)})", f"AV OD {od}/10 OG {og}/10", bmi


@kind("pupil_health_screening", [("ar", "docx"), ("fr", "csv"), ("mixed", "md")])
def k_pupil(d):
    r = d.r
    schools = [("École primaire Ennour", "المدرسة الابتدائية النور"), ("École primaire Ibn Rachiq", "المدرسة الابتدائية ابن رشيق"),
               ("École primaire El Amal", "المدرسة الابتدائية الأمل"), ("École primaire Rue de Marseille", "المدرسة الابتدائية نهج مرسيليا"),
               ("École primaire Sidi El Bahri", "المدرسة الابتدائية سيدي البحري")]
    sch = d.pick(schools)
    cls_ = r.choice([("6e année B", "السنة السادسة ب"), ("4e année A", "السنة الرابعة أ"), ("1re année C", "السنة الأولى ج")])
    pupils = []
    for _ in range(4):
        p = d.person()
        pupils.append(dict(p=p, par=d.relative(p, d.pick("mf"))))
    docteur, nurse = d.person(), d.person("f")
    if d.lang == "ar":
        d.p(d.D("وزارة الصحة — إدارة الطب المدرسي والجامعي"), "center")
        d.h("بطاقة الفحص الطبي المنظم للتلاميذ")
        d.kv([("المؤسسة", d.D(sch[1])), ("القسم", d.D(cls_[1])), ("تاريخ الزيارة", d.D(d.date(2024, 2025, "ar", 1))),
              ("الطبيب", f"الدكتور {d.N(docteur)}"), ("الممرضة", d.N(nurse))])
        rows = []
        for x in pupils:
            m = pupil_meas(d, "ar")
            dent = r.choice(PUPIL_DENT)[1].format(n=r.randint(2, 6)) if d.chance(0.5) else None
            rem = r.choice(PUPIL_REM)[1] if d.chance(0.5) else None
            rows.append([d.N(x["p"], d.pick(["std", "inv"])), d.dob(2011, 2019), d.H(m[0]), d.H(m[1]),
                         d.H(dent) if dent else "سليمة", d.H(rem) if rem else "—"])
        d.table(["الاسم واللقب", "تاريخ الولادة", "الوزن / الطول", "حدة البصر", "الأسنان", "ملاحظات"], rows)
        d.h("مراسلة الأولياء", 2)
        for x in pupils[:4]:
            d.p(f"تمت دعوة الولي {d.N(x['par'])} (الهاتف: {d.phone()}) لمراجعة طبيب الاختصاص بخصوص التلميذ(ة) "
                f"{d.N(x['p'], 'first')}.")
        d.p(f"ختم وإمضاء الطبيب: {d.N(docteur, 'fam')}", "left")
    elif d.lang == "fr":
        d.line(f"{d.D('Ministère de la Santé')} — {d.D('Direction de la médecine scolaire et universitaire')}")
        d.line(f"Dépistage systématique — {d.D(sch[0])} — classe {d.D(cls_[0])} — visite du {d.D(d.date(2024, 2025, 'fr', 0))}")
        d.kv([("Médecin scolaire", d.N(docteur)), ("Infirmière", d.N(nurse))])
        rows = []
        for x in pupils:
            m = pupil_meas(d, "fr")
            dent = r.choice(PUPIL_DENT)[0].format(n=r.randint(2, 6)) if d.chance(0.5) else None
            rem = r.choice(PUPIL_REM)[0] if d.chance(0.5) else None
            rows.append([d.N(x["p"], d.pick(["invup", "inv", "up"])), d.dob(2011, 2019, "fr"), d.H(m[0]), d.H(m[1]),
                         d.H(dent) if dent else "RAS", d.H(rem) if rem else "",
                         d.N(x["par"], d.pick(["std", "inv"])), d.phone() if d.chance(0.8) else "non communiqué"])
        d.table(["Nom et prénom", "Date de naissance", "Poids / Taille", "Acuité visuelle", "Examen bucco-dentaire",
                 "Observations", "Parent / tuteur", "Téléphone"], rows)
        d.line(f"Échelle utilisée : {d.D('échelle de Monoyer')} ; prochain passage : {d.D('vaccin dT rappel 6e année')}")
    else:
        d.h(f"Fiche de dépistage — {d.D(sch[0])} / {d.D(sch[1])}")
        d.p(f"Classe / القسم : {d.D(cls_[0])} — Médecin / الطبيب : Dr {d.N(docteur, script='lat')} — "
            f"Infirmière / الممرضة : {d.N(nurse, script='ar')}")
        rows = []
        for x in pupils:
            lang = d.pick(["fr", "ar"])
            tri = 0 if lang == "fr" else 1
            m = pupil_meas(d, lang)
            rem = r.choice(PUPIL_REM)[tri] if d.chance(0.6) else None
            x["rem"] = rem
            rows.append([d.N(x["p"], script="lat" if lang == "fr" else "ar"), d.dob(2011, 2019, "fr"), d.H(m[0]),
                         d.H(m[1]), d.H(rem) if rem else "—"])
        d.table(["Élève / التلميذ", "DDN / تاريخ الولادة", "Poids-Taille / الوزن والطول", "Vision / البصر",
                 "Remarques / ملاحظات"], rows)
        d.h("Suite à donner / المتابعة", 2)
        for x in pupils:
            if x["rem"]:
                d.p(f"- Convoquer {d.N(x['par'], script=d.pick(['lat', 'ar']))} ({d.phone()}) : "
                    f"{x['rem']} — {d.pick(['élève', 'التلميذ(ة)'])} {d.N(x['p'], 'first', script=d.pick(['lat', 'ar']))}.")
        d.p(f"Référence campagne : {d.D('DMSU/2025/117')}")


IVF_DX_F = [("infertilité primaire de {n} ans", "عقم أولي منذ {n} سنوات", "{n}-year primary infertility"),
            ("syndrome des ovaires polykystiques", "متلازمة تكيس المبايض", "polycystic ovary syndrome"),
            ("endométriose stade III", "بطانة الرحم المهاجرة من الدرجة الثالثة", "stage III endometriosis"),
            ("obstruction tubaire bilatérale", "انسداد ثنائي لقناتي فالوب", "bilateral tubal obstruction"),
            ("réserve ovarienne diminuée", "نقص المخزون المبيضي", "diminished ovarian reserve")]
IVF_DX_M = [("oligo-asthéno-tératospermie sévère", "قلة وضعف وتشوه الحيوانات المنوية", "severe oligoasthenoteratozoospermia"),
            ("azoospermie sécrétoire", "انعدام الحيوانات المنوية الإفرازي", "non-obstructive azoospermia"),
            ("varicocèle gauche opérée", "دوالي الخصية اليسرى مع جراحة", "operated left varicocele"),
            ("spermogramme normal", "تحليل سائل منوي عادي", "normal semen analysis")]
IVF_HIST = [("fausse couche spontanée à 8 SA", "إجهاض تلقائي في الأسبوع الثامن", "miscarriage at 8 weeks"),
            ("grossesse extra-utérine traitée par méthotrexate", "حمل خارج الرحم عولج بالميتوتريكسات", "ectopic pregnancy treated with methotrexate"),
            ("kystectomie ovarienne gauche", "استئصال كيس المبيض الأيسر", "left ovarian cystectomy"),
            ("hypothyroïdie sous lévothyroxine", "قصور الغدة الدرقية يعالج بالليفوتيروكسين", "hypothyroidism on levothyroxine")]


@kind("ivf_cycle_sheet", [("en", "txt"), ("fr", "md"), ("mixed", "docx")])
def k_ivf(d):
    r = d.r
    wife, husb = d.person("f"), d.person("m")
    gyn, bio, mid = d.person(), d.person(), d.person("f")
    lang = d.lang if d.lang != "mixed" else "fr"
    ti = {"fr": 0, "ar": 1, "en": 2}[lang]
    dxf = r.choice(IVF_DX_F)[ti].format(n=r.randint(2, 9))
    dxf2 = r.choice([x for x in IVF_DX_F[1:] if x[ti] != dxf])[ti]
    dxm = r.choice(IVF_DX_M)[ti]
    hist = r.choice(IVF_HIST)[ti]
    amh = dec(r.randint(3, 60) / 10) if lang == "fr" else str(r.randint(3, 60) / 10)
    fsh = dec(r.randint(40, 140) / 10) if lang == "fr" else str(r.randint(40, 140) / 10)
    dose = r.choice([150, 225, 300])
    ovo, mii = r.randint(4, 16), 0
    mii = r.randint(2, ovo)
    emb = r.randint(1, mii)
    hcg = r.randint(5, 900)
    centre = d.pick([("Centre de médecine de la reproduction — Hôpital Aziza Othmana",
                      "Reproductive Medicine Centre, Aziza Othmana Hospital"),
                     ("Unité de PMA — CHU Farhat Hached de Sousse", "ART unit, Farhat Hached University Hospital")])
    monit = []
    e2s, nfs, endos = sorted(r.sample(range(150, 3200), 3)), sorted(r.choices(range(3, 15), k=3)), sorted(r.choices(range(6, 13), k=3))
    for day, e2, nf, endo in zip((6, 9, 12), e2s, nfs, endos):
        if lang == "fr":
            monit.append((f"J{day}", f"E2 {e2} pg/ml", f"{nf} follicules ≥ 12 mm", f"endomètre {endo} mm"))
        else:
            monit.append((f"D{day}", f"E2 {e2} pg/mL", f"{nf} follicles ≥ 12 mm", f"endometrium {endo} mm"))
    if d.lang == "en":
        d.h(f"IVF/ICSI CYCLE SHEET — {d.D(centre[1])}")
        d.line(f"Cycle no. {d.D(f'FIV-{r.randint(2024, 2025)}-{r.randint(100, 999)}')}   Attempt: {r.randint(1, 3)}")
        d.blank()
        d.h("Couple", 2)
        d.kv([("Female partner", d.N(wife, d.pick(["std", "inv", "up"]))), ("Date of birth", d.dob(1978, 1999, "en")),
              ("National ID (CIN)", d.cin()), ("Mobile", d.phone()),
              ("Male partner", d.N(husb, d.pick(["std", "inv", "up"]))), ("Date of birth ", d.dob(1970, 1996, "en")),
              ("CIN", d.cin()), ("CNSS no.", d.cnss()), ("Email", d.email(wife)),
              ("Address", d.addr())])
        d.blank()
        d.h("Indication", 2)
        d.line(f"Female: {d.H(dxf)}; {d.H(dxf2)}. History: {d.H(hist)}.")
        d.line(f"Male: {d.H(dxm)}.")
        d.line(f"Work-up: {d.H(f'AMH {amh} ng/mL')}, {d.H(f'day-3 FSH {fsh} IU/L')}, {d.H(f'antral follicle count {r.randint(3, 30)}')}.")
        d.blank()
        d.h("Stimulation", 2)
        d.line(f"Protocol: {d.H(f'antagonist protocol, recombinant FSH {dose} IU/day')}")
        d.table(["Day", "Oestradiol", "Follicles", "Endometrium"], [[a, d.H(b), d.H(c), d.H(e)] for a, b, c, e in monit])
        d.blank()
        d.line(f"Trigger on {d.D(d.date(2025, 2025, 'en', 2))}; egg collection 36 h later under sedation.")
        d.line(f"Outcome: {d.H(f'{ovo} oocytes retrieved, {mii} mature (MII)')}; {d.H(f'{emb} embryo(s) on day 3')}; "
               f"{d.H(f'serum beta-hCG {hcg} IU/L on day 14')}.")
        d.blank()
        d.line(f"Gynaecologist: Dr {d.N(gyn)}     Embryologist: {d.N(bio)}     Coordinating midwife: {d.N(mid)}")
        d.line(f"Package price {d.D('4 800 TND')} (excluding drugs) — not reimbursed by {d.D('CNAM')}.")
    else:
        fr = d.lang == "fr"
        lab = (lambda f, a: f) if fr else (lambda f, a: f"{f} / {a}")
        d.h(d.D(centre[0]))
        d.h(lab("Fiche de suivi de cycle FIV-ICSI", "بطاقة متابعة دورة الإخصاب الاصطناعي"), 2)
        d.kv([(lab("Réf. cycle", "مرجع الدورة"), d.D(f"FIV-{r.randint(2024, 2025)}-{r.randint(100, 999)}")),
              (lab("Épouse", "الزوجة"), d.N(wife, d.pick(["invup", "std", "pat"]) if fr else "std", script="lat")),
              *([] if fr else [("الزوجة (بالعربية)", d.N(wife, "pat", script="ar"))]),
              (lab("Née le", "تاريخ الولادة"), d.dob(1978, 1999, "fr")),
              (lab("CIN", "بطاقة التعريف"), d.cin()),
              (lab("Tél.", "الهاتف"), d.phone()),
              (lab("Époux", "الزوج"), d.N(husb, d.pick(["invup", "std"]), script="lat")),
              *([] if fr else [("الزوج (بالعربية)", d.N(husb, "std", script="ar"))]),
              (lab("Né le", "تاريخ ولادة الزوج"), d.dob(1970, 1996, "fr")),
              (lab("CIN époux", "بطاقة تعريف الزوج"), d.cin()),
              (lab("Matricule CNSS (assuré)", "المعرف لدى الصندوق"), d.cnss()),
              (lab("Adresse", "العنوان"), d.addr()), (lab("Courriel", "البريد الإلكتروني"), d.email(husb))])
        d.h(lab("Indication", "دواعي العلاج"), 2)
        d.p(f"Épouse : {d.H(dxf)} ; {d.H(dxf2)} ; antécédent de {d.H(hist)}. Époux : {d.H(dxm)}.")
        d.p(f"Bilan : {d.H(f'AMH {amh} ng/ml')}, {d.H(f'FSH J3 {fsh} UI/l')}, {d.H(f'CFA {r.randint(3, 30)}')}, "
            f"{d.H(f'IMC {dec(r.randint(190, 340) / 10)}')}.")
        d.h(lab("Stimulation", "التحفيز"), 2)
        d.p(f"Protocole : {d.H(f'antagoniste, FSH recombinante {dose} UI/j')} à partir de J2.")
        d.table([lab("Jour", "اليوم"), "E2", lab("Follicules", "الجريبات"), lab("Endomètre", "بطانة الرحم")],
                [[a, d.H(b), d.H(c), d.H(e)] for a, b, c, e in monit])
        d.p(f"Déclenchement le {d.D(d.date(2025, 2025, 'fr', 4))} ; ponction 36 h après. Résultat : "
            f"{d.H(f'{ovo} ovocytes recueillis dont {mii} matures')}, {d.H(f'{emb} embryon(s) à J3')}, "
            f"{d.H(f'β-hCG {hcg} UI/l à J14')}.")
        d.p(f"{lab('Gynécologue', 'الطبيب المعالج')} : Dr {d.N(gyn)} — {lab('Biologiste', 'البيولوجي')} : "
            f"{d.N(bio)} — {lab('Sage-femme', 'القابلة')} : {d.N(mid, script='ar' if not fr else 'lat')}")
        d.p(f"Forfait acte : {d.D('4 800 DT')} (hors médicaments) ; convention {d.D('CNAM')} non applicable.")


COURTS = [("Tribunal de première instance de Sfax 2", "المحكمة الابتدائية بصفاقس 2", "Court of First Instance of Sfax 2"),
          ("Tribunal de première instance de Nabeul", "المحكمة الابتدائية بنابل", "Court of First Instance of Nabeul"),
          ("Tribunal de première instance de Tunis", "المحكمة الابتدائية بتونس", "Court of First Instance of Tunis"),
          ("Tribunal de première instance de Monastir", "المحكمة الابتدائية بالمنستير", "Court of First Instance of Monastir"),
          ("Tribunal de première instance de Gafsa", "المحكمة الابتدائية بقفصة", "Court of First Instance of Gafsa")]
INJURY = [("fracture ouverte de la jambe droite", "كسر مفتوح في الساق اليمنى", "open fracture of the right leg"),
          ("traumatisme crânien avec perte de connaissance", "رضة في الرأس مع فقدان الوعي", "head injury with loss of consciousness"),
          ("fracture du poignet gauche", "كسر في المعصم الأيسر", "left wrist fracture"),
          ("plaie du cuir chevelu suturée (6 points)", "جرح في فروة الرأس تمت خياطته بست غرز", "scalp wound closed with 6 stitches"),
          ("fracture des os propres du nez", "كسر في عظام الأنف", "nasal bone fracture"),
          ("entorse grave du genou droit", "التواء حاد في الركبة اليمنى", "severe right knee sprain")]
DISAB = [("paraplégie post-traumatique", "شلل نصفي سفلي إثر حادث", "post-traumatic paraplegia"),
         ("cécité de l'œil gauche", "فقدان البصر في العين اليسرى", "blindness in the left eye"),
         ("amputation de l'avant-bras droit", "بتر الساعد الأيمن", "right forearm amputation"),
         ("insuffisance rénale chronique sous hémodialyse", "قصور كلوي مزمن مع تصفية الدم", "chronic kidney failure on haemodialysis"),
         ("sclérose en plaques", "التصلب اللويحي", "multiple sclerosis")]
JOBS = [("ouvrier agricole", "عامل فلاحي", "farm labourer"), ("couturière", "خياطة", "seamstress"),
        ("chauffeur de louage", "سائق سيارة أجرة جماعية", "shared-taxi driver"), ("sans emploi", "عاطل عن العمل", "unemployed"),
        ("femme de ménage", "عاملة تنظيف", "cleaner"), ("marchand ambulant", "بائع متجول", "street vendor")]


@kind("legal_aid_application", [("fr", "docx"), ("ar", "txt"), ("mixed", "md")])
def k_legal_aid(d):
    r = d.r
    app, opp, law, pres, drv = d.person(), d.person(), d.person(), d.person(), d.person()
    court = d.pick(COURTS)
    job = d.pick(JOBS)
    inj, dis = d.pick(INJURY), d.pick(DISAB)
    ipp = r.randint(8, 60)
    if d.lang in ("fr", "mixed"):
        mx = d.lang == "mixed"
        lab = (lambda f, a: f"{f} / {a}") if mx else (lambda f, a: f)
        d.p(f"{d.D('République tunisienne')}{' — الجمهورية التونسية' if mx else ''}", "center")
        d.h(lab("Demande d'aide judiciaire", "مطلب في الإعانة العدلية"))
        d.p(f"À Monsieur le Président du bureau d'aide judiciaire près le {d.D(court[0])}"
            + (f" / {d.D('مكتب الإعانة العدلية')}" if mx else ""))
        d.p(f"(en application de la {d.D('loi n° 2002-52 du 3 juin 2002')}, telle que modifiée) — dépôt au "
            f"{d.D(d.pick(['2e étage, Palais de justice, avenue du 9 Avril', 'rez-de-chaussée, Palais de justice, rue de Marseille']))}")
        d.kv([(lab("Nom et prénom", "الاسم واللقب"), d.N(app, d.pick(["invup", "std", "up"]), script="lat")),
              *([("بالعربية", d.N(app, "pat", script="ar"))] if mx else []),
              (lab("Fils/fille de", "ابن/ابنة"), d.father(app, "lat")),
              (lab("Date de naissance", "تاريخ الولادة"), d.dob(1955, 2003, "fr")),
              (lab("N° CIN", "رقم بطاقة التعريف"), d.cin()),
              (lab("Profession", "المهنة"), job[0] + (f" / {job[1]}" if mx else "")),
              (lab("Adresse", "العنوان"), d.addr("ar" if mx and d.chance(0.5) else "fr")),
              (lab("Téléphone", "الهاتف"), d.phone()),
              (lab("Revenu mensuel du ménage", "الدخل الشهري"), d.amount(180, 620)),
              (lab("Situation particulière", "وضعية خاصة"), d.H(dis[0]) + (f" — carte d'handicapé n° {d.D(str(r.randint(10000, 99999)))}" if d.chance(0.5) else ""))])
        d.h(lab("Objet du litige", "موضوع النزاع"), 2)
        acc = d.date(2023, 2025, "fr")
        d.p(f"Le {d.D(acc)}, alors que je traversais la route régionale {d.D('RR 81')}, j'ai été percuté par le véhicule "
            f"immatriculé {d.plate(False)} conduit par {d.N(drv)}. J'ai subi une {d.H(inj[0])} ; le certificat médical "
            f"définitif fixe une {d.H(f'IPP de {ipp} %')}. La compagnie {d.D(d.pick(['Assurances Salim', 'Assurances Maghrebia', 'STAR Assurances']))} "
            f"refuse toute indemnisation.")
        d.p(f"Je sollicite l'aide judiciaire pour assigner {d.N(opp)}, propriétaire du véhicule, demeurant "
            f"{d.addr('fr')}, devant le tribunal, et demande la désignation de Maître {d.N(law)} pour me représenter.")
        d.p(lab("Pièces jointes", "الوثائق المصاحبة") + " : certificat de non-imposition, attestation de revenu, copie de la CIN, "
            "certificat médical, procès-verbal de la garde nationale n° " + d.D(f"{r.randint(100, 999)}/{r.randint(2023, 2025)}") + ".")
        d.p(f"Fait à {d.pick(['Sfax', 'Nabeul', 'Tunis', 'Monastir'])}, le {d.D(d.date(2025, 2025, 'fr', 0))}. "
            f"Signature : {d.N(app, 'fam', script='lat')}", "right")
        d.rule()
        d.kv([(lab("Cadre réservé au bureau", "خاص بالمكتب"), f"Décision n° {d.D(f'AJ/{r.randint(2025, 2025)}/{r.randint(100, 999)}')}"),
              (lab("Président du bureau", "رئيس المكتب"), d.N(pres, script="lat"))])
    else:
        d.line(d.D("الجمهورية التونسية"))
        d.line(d.D("وزارة العدل"))
        d.h("مطلب في الإعانة العدلية")
        d.line(f"إلى السيد رئيس مكتب الإعانة العدلية لدى {d.D(court[1])}")
        d.line(f"طبقا لأحكام {d.D('القانون عدد 52 لسنة 2002 المؤرخ في 3 جوان 2002')}")
        d.line(f"يودع المطلب بكتابة المكتب: {d.D('قصر العدالة، شارع 9 أفريل')}")
        d.blank()
        d.kv([("الاسم واللقب", d.N(app, "pat")), ("تاريخ الولادة", d.dob(1955, 2003)), ("رقم بطاقة التعريف الوطنية", d.cin()),
              ("المهنة", job[1]), ("العنوان", d.addr()), ("الهاتف", d.phone()), ("الدخل الشهري", d.amount(180, 620)),
              ("الحالة الصحية", d.H(dis[1]))])
        d.blank()
        d.line("موضوع المطلب:")
        d.p(f"بتاريخ {d.D(d.date(2023, 2025, 'ar', 1))} صدمتني السيارة ذات الرقم المنجمي {d.plate(True)} التي كان يقودها "
            f"{d.N(drv)} مما تسبب لي في {d.H(inj[1])} وقد حددت نسبة العجز الدائم بـ{d.H(f'{ipp} بالمائة')} حسب الشهادة الطبية.")
        d.p(f"لذا أرجو منحي الإعانة العدلية لمقاضاة {d.N(opp)} القاطن بـ{d.split(d.addr())} وتكليف الأستاذ {d.N(law)} "
            f"المحامي للدفاع عني.")
        d.blank()
        d.line(f"وحرر بـ{d.pick(['صفاقس', 'نابل', 'تونس', 'قفصة'])} في {d.D(d.date(2025, 2025, 'ar', 0))}")
        d.line(f"الإمضاء: {d.N(app, 'fam')}")
        d.rule()
        d.line(f"قرار المكتب عدد {d.D(str(r.randint(100, 999)) + '/2025')} — رئيس المكتب: {d.N(pres)}")


@kind("visitation_rights_order", [("fr", "txt"), ("ar", "docx"), ("en", "md")])
def k_visit(d):
    r = d.r
    mother, father = d.person("f"), d.person("m")
    kids = [d.relative(father) for _ in range(r.randint(1, 2))]
    judge, clerk, law, gp = d.person(), d.person(), d.person(), d.person()
    court = d.pick(COURTS)
    cond = d.pick([("diabète de type 1 sous insuline", "سكري من النوع الأول يتطلب حقن الأنسولين", "type 1 diabetes requiring insulin"),
                   ("trouble du spectre autistique", "اضطراب طيف التوحد", "autism spectrum disorder"),
                   ("asthme sévère", "ربو حاد", "severe asthma"),
                   ("épilepsie sous traitement", "صرع تحت العلاج", "epilepsy under treatment")])
    pcond = d.pick([("syndrome dépressif sévère", "اكتئاب حاد", "severe depression"),
                    ("dépendance à l'alcool", "إدمان على الكحول", "alcohol dependence"),
                    ("troubles bipolaires", "اضطراب ثنائي القطب", "bipolar disorder")])
    no = f"{r.randint(1000, 9999)}/{r.randint(2024, 2025)}"
    if d.lang == "fr":
        d.line(d.D("RÉPUBLIQUE TUNISIENNE"))
        d.line(d.D(court[0]))
        d.line(f"Ordonnance n° {d.D(no)} — Juge de la famille")
        d.blank()
        d.p(f"Nous, {d.N(judge)}, juge de la famille, assisté de {d.N(clerk)}, greffier ;")
        d.p(f"Vu la requête présentée par {title(d, father)} {d.N(father, 'pat')}, né le {d.dob(1975, 1995, 'fr')}, titulaire de la "
            f"CIN n° {d.cin()}, demeurant {d.addr('fr')}, représenté par Maître {d.N(law)} ;")
        d.p(f"Vu les {d.D('articles 54 à 67 du Code du statut personnel')} ;")
        kid_txt = []
        for k in kids:
            kid_txt.append(f"{d.N(k, 'first')} (né(e) le {d.dob(2012, 2021, 'fr')})")
        d.p(f"Attendu que de l'union du requérant et de {title(d, mother)} {d.N(mother)}, demeurant {d.split(d.addr('fr'))}, "
            f"dont le divorce a été prononcé le {d.D(d.date(2022, 2024, 'fr'))}, sont issus : " + " et ".join(kid_txt) + " ;")
        d.p(f"Attendu que la mère, gardienne, fait valoir que l'enfant {d.N(kids[0], 'first')} est atteint(e) de : {d.H(cond[0])}, et que "
            f"le père présenterait : {d.H(pcond[0])}, ce que celui-ci conteste par un certificat du Dr {d.N(d.person())} ;")
        d.p("PAR CES MOTIFS, statuant en référé :")
        d.p(f"Accordons au père un droit de visite un samedi sur deux de 10 h à 18 h, au domicile de {d.N(gp)} sis "
            f"{d.addr('fr')} ; disons que le père devra veiller au traitement de l'enfant ; "
            f"rappelons les dispositions de l'{d.D('article 66 du Code du statut personnel')}.")
        d.p(f"Fait au palais de justice, le {d.D(d.date(2025, 2025, 'fr', 4))}.")
        d.line(f"Le juge : {d.N(judge, 'fam')}          Le greffier : {d.N(clerk, 'FAM')}")
    elif d.lang == "ar":
        d.p(d.D("الجمهورية التونسية"), "center")
        d.p(d.D(court[1]), "center")
        d.h(f"إذن استعجالي في حق الزيارة عدد {d.D(no)}")
        d.p(f"نحن {d.N(judge)} قاضي الأسرة بمساعدة كاتب الجلسة {d.N(clerk)}،")
        d.p(f"بعد الاطلاع على العريضة المقدمة من {title(d, father)} {d.N(father, 'pat')} المولود في {d.dob(1975, 1995)} "
            f"صاحب بطاقة التعريف الوطنية عدد {d.cin()} والقاطن بـ{d.addr()} في شخص نائبه الأستاذ {d.N(law)}،")
        d.p(f"وبعد الاطلاع على {d.D('الفصول من 54 إلى 67 من مجلة الأحوال الشخصية')}،")
        d.p(f"وحيث أنجب الطالب من مطلقته {d.N(mother)} القاطنة بـ{d.addr()} الأبناء:")
        d.kv([(f"الابن(ة) {i + 1}", f"{d.N(k, 'first')} — المولود(ة) في {d.dob(2012, 2021)}") for i, k in enumerate(kids)])
        d.p(f"وحيث تمسكت الأم الحاضنة بأن الطفل يعاني من {d.H(cond[1])} وبأن الأب يعاني من {d.H(pcond[1])}.")
        d.p("لهذه الأسباب:")
        d.p(f"نأذن بتمكين الأب من زيارة أبنائه يوم السبت مرة كل أسبوعين من الساعة العاشرة صباحا إلى السادسة مساء بمنزل "
            f"{d.N(gp)} الكائن بـ{d.addr()}.")
        d.p(f"صدر بتاريخ {d.D(d.date(2025, 2025, 'ar', 1))}")
        d.kv([("القاضي", d.N(judge, "fam")), ("كاتب الجلسة", d.N(clerk, "fam"))])
    else:
        tr = d.person()
        d.h("Order on visitation rights (certified translation from Arabic)")
        d.p(f"**Court:** {d.D(court[2])}  \n**Order no.:** {d.D(no)}  \n**Family judge:** {d.N(judge)}  \n**Clerk:** {d.N(clerk)}")
        d.h("Parties", 2)
        d.kv([("Applicant (father)", d.N(father, d.pick(["std", "pat"]))), ("Born", d.dob(1975, 1995, "en")),
              ("ID card", d.cin()), ("Address", d.addr("en")), ("Counsel", d.N(law)),
              ("Respondent (mother, custodian)", d.N(mother)), ("Address ", d.addr("en")), ("Phone", d.phone())])
        d.h("Children", 2)
        d.table(["First name", "Date of birth", "Notes"],
                [[d.N(k, "first"), d.dob(2012, 2021, "en"), d.H(cond[2]) if i == 0 else "—"] for i, k in enumerate(kids)])
        d.h("Ruling", 2)
        d.p(f"Having regard to {d.D('Articles 54 to 67 of the Personal Status Code')}, and noting the mother's allegation that the "
            f"father suffers from {d.H(pcond[2])}, the judge grants the father visiting rights every other Saturday from 10 a.m. "
            f"to 6 p.m. at the home of {d.N(gp)}, {d.addr('en')}.")
        d.p(f"Issued on {d.D(d.date(2025, 2025, 'en', 1))}.")
        d.p(f"Translated by {d.N(tr)}, sworn translator, {d.D('Court of Appeal of Tunis')} list — seal no. {d.D(str(r.randint(100, 400)))}")


@kind("arbitration_award", [("en", "docx"), ("fr", "md"), ("mixed", "txt")])
def k_arbitration(d):
    r = d.r
    owner, mgr, arb1, arb2, arb3, cns1, cns2, wit = (d.person() for _ in range(8))
    co = d.pick(["Atlas Composants SA", "Verreries du Cap Bon SARL", "Nour Logistique SARL", "Jasmin Textile SA",
                 "Sahel Mécanique SARL", "Carthage Emballage SA"])
    est = d.pick([("Établissement de menuiserie", "Joinery works"), ("Atelier de confection", "Garment workshop"),
                  ("Entreprise de transport", "Haulage business")])
    ribd = make_rib(r)
    amt = r.randint(40, 900) * 1000
    hc = d.pick([("pontage coronarien", "عملية قلب مفتوح", "coronary bypass surgery"),
                 ("hospitalisation pour AVC", "إقامة بالمستشفى إثر جلطة دماغية", "hospitalisation for a stroke"),
                 ("chimiothérapie (lymphome)", "علاج كيميائي", "chemotherapy for lymphoma")])
    if d.lang == "en":
        d.h("FINAL ARBITRAL AWARD")
        d.p(f"Case {d.D(f'CCAT/{r.randint(2023, 2025)}/{r.randint(10, 99)}')} — {d.D('Tunis Centre for Conciliation and Arbitration')}", "center")
        d.p(f"Seat: Tunis. Applicable law: Tunisian law; procedure governed by the {d.D('Arbitration Code (Law No. 93-42 of 26 April 1993)')}.")
        d.h("The Parties", 2)
        d.kv([("Claimant", f"{est[1]} owned by {d.N(owner)}"), ("Tax ID (matricule fiscal)", d.taxid()),
              ("Registered address", d.addr("en")), ("Represented by", d.N(cns1)),
              ("Respondent", d.D(co)), ("Represented by ", f"its managing director {d.N(mgr)}, assisted by {d.N(cns2)}")])
        d.h("The Tribunal", 2)
        d.p(f"Presiding arbitrator {d.N(arb1)}; co-arbitrators {d.N(arb2)} (appointed by the Claimant) and {d.N(arb3)} (appointed by the Respondent).")
        d.h("Procedure", 2)
        d.p(f"The hearing set for {d.D(d.date(2024, 2025, 'en', 1))} was adjourned at the Respondent's request because "
            f"{d.N(mgr, 'fam')} was undergoing {d.H(hc[2])}. The witness {d.N(wit)} ({d.email(wit)}, {d.phone()}) was heard on "
            f"{d.D(d.date(2025, 2025, 'en', 2))}.")
        d.h("Decision", 2)
        d.p(f"The Respondent shall pay the Claimant {d.D(f'{amt:,} TND')} for unpaid deliveries under contract "
            f"{d.D(f'no. {r.randint(100, 999)}/{r.randint(2021, 2023)}')}, plus interest under {d.D('Article 278 of the Code of Obligations and Contracts')}.")
        d.table(["Payment to", "Bank", "IBAN"], [[d.N(owner, "fam"), d.D(d.pick(["Amen Bank", "BIAT", "Attijari Bank", "UIB"])),
                                                 d.iban(ribd)]])
        d.p(f"Signed: {d.N(arb1, 'init')} · {d.N(arb2, 'init')} · {d.N(arb3, 'init')}")
    elif d.lang == "fr":
        d.h("Sentence arbitrale définitive")
        d.p(f"**Affaire** {d.D(f'CCAT/{r.randint(2023, 2025)}/{r.randint(10, 99)}')} — **{d.D('Centre de conciliation et d’arbitrage de Tunis')}**")
        d.h("Entre", 2)
        d.p(f"{est[0]} de {title(d, owner)} {d.N(owner, d.pick(['std', 'up', 'pat']))}, matricule fiscal {d.taxid()}, "
            f"sis {d.addr('fr')}, RIB {d.S('RIB', fmt_rib(r, ribd))}, représenté par Maître {d.N(cns1)}, ci-après « la demanderesse » ;")
        d.p(f"Et la société {d.D(co)}, prise en la personne de son gérant {d.N(mgr)}, assistée de Maître {d.N(cns2)}, ci-après « la défenderesse ».")
        d.h("Composition du tribunal arbitral", 2)
        d.kv([("Président", d.N(arb1)), ("Arbitre", d.N(arb2)), ("Arbitre ", d.N(arb3))])
        d.h("Déroulement", 2)
        d.p(f"L'audience du {d.D(d.date(2024, 2025, 'fr', 4))} a été reportée, {title(d, mgr)} {d.N(mgr, 'fam')} ayant produit un certificat "
            f"médical ({d.H(hc[0])}). Le témoin {d.N(wit)}, joignable au {d.phone()}, a été entendu.")
        d.h("Par ces motifs", 2)
        d.p(f"Vu le {d.D('Code de l’arbitrage promulgué par la loi n° 93-42 du 26 avril 1993')}, le tribunal condamne la défenderesse "
            f"à payer {d.D(f'{amt:,} DT'.replace(',', ' '))} ainsi que {d.D('12 500 DT')} au titre des frais d'arbitrage.")
        d.p(f"Signé : {d.N(arb1, 'FAM')}, {d.N(arb2, 'FAM')}, {d.N(arb3, 'FAM')}")
    else:
        d.line("SENTENCE ARBITRALE / حكم تحكيمي")
        d.line(f"Réf. {d.D(f'ARB-{r.randint(2023, 2025)}-{r.randint(100, 999)}')} — {d.D('Centre de conciliation et d’arbitrage de Tunis')}")
        d.rule()
        d.kv([("Demandeur / المدعي", f"{d.N(owner, script='lat')} ({d.N(owner, 'pat', script='ar')})"),
              ("Matricule fiscal / المعرف الجبائي", d.taxid()), ("Adresse / العنوان", d.addr("ar")),
              ("Défenderesse / المدعى عليها", d.D(co)), ("Gérant / المسير", d.N(mgr, script="lat")),
              ("Arbitre unique / المحكم الفرد", d.N(arb1, script=d.pick(["lat", "ar"])))])
        d.blank()
        d.p(f"Attendu que le gérant {d.N(mgr, 'fam', script='lat')} a produit un certificat médical ({d.H(hc[0])}) ; "
            f"وحيث تم سماع الشاهد {d.N(wit, script='ar')} (الهاتف {d.phone()})،")
        d.p(f"Par ces motifs, l'arbitre condamne la défenderesse à payer {d.D(f'{amt} DT')} par virement au RIB "
            f"{d.S('RIB', fmt_rib(r, ribd))}, conformément à l'{d.D('article 30 du Code de l’arbitrage')}.")
        d.line(f"Tunis, le {d.D(d.date(2025, 2025, 'fr', 0))} — l'arbitre / المحكم : {d.N(arb1, 'fam', script='lat')}")


@kind("examining_judge_deposition", [("fr", "txt"), ("ar", "md"), ("mixed", "docx")])
def k_depo(d):
    r = d.r
    wit, mother, judge, clerk, vic, drv = d.person(), d.person("f"), d.person(), d.person(), d.person(), d.person()
    court = d.pick(COURTS)
    inj = d.pick(INJURY)
    itt = r.randint(5, 45)
    case = f"{r.randint(1000, 99999)}/{r.randint(1, 12)}"
    cafe = d.pick(["café El Firdaous", "café Ennakhil", "café des Sports"])
    if d.lang == "fr":
        d.line(d.D(court[0]))
        d.line(f"Cabinet du juge d'instruction n° {r.randint(1, 12)} — affaire n° {d.D(case)}")
        d.h("PROCÈS-VERBAL D'AUDITION DE TÉMOIN")
        d.p(f"Le {d.D(d.date(2025, 2025, 'fr', 4))}, devant Nous, {d.N(judge)}, juge d'instruction, assisté de {d.N(clerk)}, greffier, "
            f"a comparu le témoin ci-après, qui a déclaré :")
        d.kv([("Nom et prénom", d.N(wit, d.pick(["up", "invup", "std"]))),
              ("Filiation", f"{'fils' if wit.sex == 'm' else 'fille'} de {d.father(wit)} et de {d.N(mother)}"),
              ("Né(e) le", d.dob(1960, 2003, "fr")), ("CIN", d.cin()), ("Profession", d.pick(["serveur", "commerçant", "enseignante", "étudiant"])),
              ("Domicile", d.addr("fr")), ("Téléphone", d.phone())])
        d.p(f"Après avoir prêté serment conformément aux {d.D('articles 60 et 61 du Code de procédure pénale')}, le témoin déclare :")
        d.p(f"« Le soir des faits, vers 21 h, j'étais assis au {d.D(cafe)}. J'ai vu une voiture grise immatriculée {d.plate(False)} "
            f"sortir en marche arrière et heurter {d.N(vic)}. Le conducteur, que je connais sous le nom de {d.N(drv)}, est descendu puis "
            f"est reparti. {d.N(vic, 'first')} saignait de la tête ; j'ai appelé son frère au {d.phone()}. »")
        d.p(f"Lecture faite du certificat médical initial : {d.H(inj[0])}, {d.H(f'ITT de {itt} jours')}.")
        d.p(f"Les faits sont susceptibles de qualification au sens de l'{d.D('article 225 du Code pénal')}.")
        d.line(f"Le témoin : {d.N(wit, 'fam')}     Le juge : {d.N(judge, 'fam')}     Le greffier : {d.N(clerk, 'init')}")
    elif d.lang == "ar":
        d.h(f"{d.D(court[1])} — مكتب التحقيق")
        d.h("محضر سماع شاهد", 2)
        d.p(f"**القضية عدد** {d.D(case)}")
        d.p(f"في يوم {d.D(d.date(2025, 2025, 'ar', 1))} لدينا نحن {d.N(judge)} قاضي التحقيق وبمساعدة كاتب التحقيق {d.N(clerk)}، حضر:")
        d.kv([("الاسم واللقب", d.N(wit, "pat")), ("اسم الأم", d.N(mother)), ("تاريخ الولادة", d.dob(1960, 2003)),
              ("بطاقة التعريف", d.cin()), ("المهنة", d.pick(["نادل", "تاجر", "معلمة", "طالب"])), ("العنوان", d.addr()),
              ("الهاتف", d.phone())])
        d.p(f"وبعد أداء اليمين طبقا لـ{d.D('الفصل 61 من مجلة الإجراءات الجزائية')} صرح:")
        d.p(f"كنت جالسا بمقهى {d.D('الفردوس')} عندما شاهدت السيارة عدد {d.plate(True)} تصدم {d.N(vic)} ثم فر سائقها "
            f"{d.N(drv)}. اتصلت بأخ المتضرر على الرقم {d.phone()}.")
        d.p(f"وتبين من الشهادة الطبية الأولية أن المتضرر أصيب بـ{d.H(inj[1])} مع {d.H(f'راحة مدتها {itt} يوما')}.")
        d.p(f"إمضاء الشاهد: {d.N(wit, 'fam')} — قاضي التحقيق: {d.N(judge, 'fam')}")
    else:
        d.p(f"{d.D(court[0])} — {d.D(court[1])}", "center")
        d.h("Procès-verbal d'audition / محضر سماع")
        d.p(f"Affaire n° / القضية عدد {d.D(case)} — {d.D(d.date(2025, 2025, 'fr', 0))}")
        d.kv([("Juge d'instruction / قاضي التحقيق", d.N(judge, script="lat")),
              ("Greffier / الكاتب", d.N(clerk, script="ar")),
              ("Témoin / الشاهد", d.N(wit, "std", script="lat")),
              ("الشاهد بالعربية", d.N(wit, "pat", script="ar")),
              ("Mère / الأم", d.N(mother, script="ar")),
              ("Né(e) le / تاريخ الولادة", d.dob(1960, 2003, "fr")), ("CIN / ب.ت.و", d.cin()),
              ("Passeport / جواز السفر", d.passport()),
              ("Adresse / العنوان", d.addr("fr")), ("Tél. / الهاتف", d.phone())])
        d.p(f"Déclaration : « J'ai vu le véhicule {d.plate(False)} percuter {d.N(vic, script='lat')} devant le {d.D(cafe)}. "
            f"Le chauffeur s'appelle {d.N(drv, script='lat')}. » — وأضاف أن المتضرر أصيب بـ{d.H(inj[1])}.")
        d.p(f"Certificat médical : {d.H(inj[0])}, {d.H(f'ITT {itt} jours')}. Qualification : {d.D('article 225 du Code pénal')} / {d.D('الفصل 225 من المجلة الجزائية')}.")


COMPANIES = ["Tapis Dorés SARL", "Atlas Composants SA", "Verreries du Cap Bon SARL", "Nour Logistique SARL",
             "Jasmin Textile SA", "Sahel Mécanique SARL", "Oasis Dattes Export", "Carthage Emballage SA",
             "Médina Câblage SARL", "Golfe Conserverie SA"]
HR_HEALTH = [("arrêt maladie 3 j (grippe)", "عطلة مرض 3 أيام (نزلة)", "3-day sick leave (flu)"),
             ("accident de trajet — entorse de la cheville", "حادث في الطريق — التواء الكاحل", "commuting accident — sprained ankle"),
             ("mi-temps thérapeutique (lombosciatique)", "عمل بنصف الوقت لأسباب علاجية (عرق النسا)", "therapeutic part-time (sciatica)"),
             ("grossesse — dispensée de nuit", "حامل — معفاة من العمل الليلي", "pregnant — exempt from night shifts"),
             ("asthme — pas de poste poussiéreux", "ربو — تجنب الأماكن المغبرة", "asthma — no dusty workstation"),
             ("hernie discale L4-L5", "انزلاق غضروفي L4-L5", "L4-L5 disc herniation")]
POSTS = [("opératrice de saisie", "عاملة إدخال بيانات", "data-entry operator"), ("cariste", "سائق رافعة", "forklift driver"),
         ("technicien de maintenance", "تقني صيانة", "maintenance technician"), ("comptable", "محاسب", "accountant"),
         ("agent de sécurité", "عون حراسة", "security guard"), ("ouvrière en confection", "عاملة خياطة", "garment worker"),
         ("magasinier", "أمين مخزن", "storekeeper")]


@kind("overtime_claim_sheet", [("fr", "csv"), ("en", "csv"), ("mixed", "docx")])
def k_overtime(d):
    r = d.r
    co = d.pick(COMPANIES)
    emps = [d.person() for _ in range(r.randint(4, 5))]
    month = d.r.randint(1, 12)
    chef, drh = d.person(), d.person()
    if d.lang == "fr":
        d.line(d.D(co))
        d.line(f"État des heures supplémentaires — {d.D(f'{MONTHS_FR[month - 1]} 2025')} — atelier {d.pick(['coupe', 'montage', 'expédition'])}")
        rows = []
        for e in emps:
            h25, h50 = r.randint(0, 24), r.randint(0, 12)
            obs = d.H(d.pick(HR_HEALTH)[0]) if d.chance(0.35) else ""
            rib = d.rib()[0] if d.chance(0.5) else "virement habituel"
            rows.append([d.cnss(), d.N(e, d.pick(["invup", "up"])), d.pick(POSTS)[0], str(h25), str(h50),
                         d.amount(40, 480, "DT"), rib, obs])
        d.table(["Matricule CNSS", "Nom et prénom", "Fonction", "HS 25 %", "HS 50 %", "Montant brut", "RIB", "Observations"], rows)
        d.blank()
        d.kv([("Référence", d.D(f"{d.pick(['Convention collective du textile', 'Convention collective de la métallurgie'])}, art. {r.randint(30, 80)}")),
              ("Établi par", d.N(chef)), ("Visa DRH", d.N(drh)), ("Réf. pointage", d.D(bad_card(r)))])
    elif d.lang == "en":
        d.line(f"{d.D(co)} — overtime claims export")
        d.line(f"Period: {d.D(f'{MONTHS_EN[month - 1]} 2025')}")
        rows = []
        for e in emps:
            h25, h50 = r.randint(0, 24), r.randint(0, 12)
            rows.append([d.N(e, d.pick(["std", "inv"])), d.cnss(), d.pick(POSTS)[2], str(h25), str(h50),
                         d.amount(40, 480, "TND"), d.phone() if d.chance(0.5) else "",
                         d.H(d.pick(HR_HEALTH)[2]) if d.chance(0.35) else "none"])
        d.table(["Employee", "CNSS no.", "Job", "Hours @125%", "Hours @150%", "Gross amount", "Contact", "Remarks"], rows)
        d.kv([("Approved by", d.N(chef)), ("HR", d.email(drh)), ("Batch reference", d.D(bad_rib(r)))])
    else:
        d.p(d.D(co), "center")
        d.h("État des heures supplémentaires / كشف الساعات الإضافية")
        d.p(f"Mois / الشهر : {d.D(f'{MONTHS_FR[month - 1]} 2025')} — {d.D('article 90 du Code du travail')}")
        rows = []
        for e in emps:
            sc = d.pick(["lat", "ar"])
            rows.append([d.N(e, script=sc), d.cnss(), d.pick(POSTS)[0 if sc == "lat" else 1], str(r.randint(2, 30)),
                         d.D(f"{r.randint(40, 480)},000 DT"),
                         d.H(d.pick(HR_HEALTH)[0 if sc == "lat" else 1]) if d.chance(0.35) else "—"])
        d.table(["Nom / الاسم", "CNSS / رقم الضمان", "Poste / الخطة", "Heures / الساعات", "Montant / المبلغ",
                 "Observations / ملاحظات"], rows)
        d.p(f"Le chef d'atelier / رئيس الورشة : {d.N(chef, script='lat')} — الموارد البشرية : {d.N(drh, script='ar')}")
        d.p(f"Virement groupé sur le compte {d.D(bad_rib(r))} de la société.")


@kind("salary_advance_request", [("ar", "txt"), ("fr", "docx"), ("en", "md")])
def k_advance(d):
    r = d.r
    emp, fam, chef, drh = d.person(), d.person(), d.person(), d.person()
    co = d.pick(COMPANIES)
    reason = d.pick([("une cholécystectomie", "استئصال المرارة", "gallbladder surgery"),
                     ("un traitement orthodontique", "علاج تقويم الأسنان", "orthodontic treatment"),
                     ("des séances de chimiothérapie (cancer du côlon)", "حصص علاج كيميائي (سرطان القولون)", "chemotherapy (colon cancer)"),
                     ("une césarienne en urgence", "عملية قيصرية استعجالية", "an emergency caesarean section"),
                     ("une prothèse de hanche", "تركيب مفصل ورك اصطناعي", "a hip replacement")])
    kin = relw(d, fam)
    amt = r.randint(4, 30) * 100
    months = r.choice([4, 6, 8, 10])
    if d.lang == "ar":
        d.line(f"{d.N(emp, 'pat')}")
        d.line(f"المعرف لدى الضمان الاجتماعي: {d.cnss()}")
        d.line(f"بطاقة التعريف الوطنية عدد: {d.cin()}")
        d.line(f"الهاتف: {d.phone()}")
        d.blank()
        d.line(f"إلى السيد المدير العام لشركة {d.D(co)}")
        d.blank()
        d.line("الموضوع: طلب تسبقة على الأجر")
        d.blank()
        d.p(f"سيدي المدير، يشرفني أن أطلب منكم منحي تسبقة على الأجر بقيمة {d.amount(amt, amt)} وذلك لتغطية مصاريف "
            f"{d.H(reason[1])} التي خضع(ت) لها {d.pick(['زوجتي', 'ابني', 'ابنتي', 'والدتي', 'والدي', 'أخي'])} {d.N(fam)} بمصحة {d.D(d.pick(['الياسمين', 'النصر', 'الحكماء']))}.")
        d.p(f"وألتزم بإرجاعها على {months} أقساط شهرية تقتطع من الأجر، على أن يتم التحويل إلى حسابي البنكي عدد {d.rib()[0]}.")
        d.blank()
        d.line(f"حرر في {d.D(d.date(2025, 2025, 'ar', 1))}")
        d.line(f"الإمضاء: {d.N(emp, 'fam')}")
        d.rule()
        d.line(f"رأي الرئيس المباشر ({d.N(chef)}): موافق")
        d.line(f"قرار مدير الموارد البشرية ({d.N(drh)}): موافقة في حدود {d.D('50 بالمائة من الأجر الصافي')} — مذكرة عدد {d.D(f'{r.randint(10, 60)}/2024')}")
    elif d.lang == "fr":
        d.p(f"{d.N(emp, d.pick(['std', 'up', 'inv']))}", "left")
        d.p(f"{d.pick(POSTS)[0].capitalize()} — CNSS {d.cnss()} — CIN {d.cin()}")
        d.p(f"Tél. {d.phone()} — {d.email(emp)}")
        d.p(f"À l'attention de la Direction des ressources humaines — {d.D(co)}", "right")
        d.p([("Objet : ", True), ("demande d'avance sur salaire", False)])
        d.p(f"Madame, Monsieur, j'ai l'honneur de solliciter une avance sur salaire de {d.amount(amt, amt, 'DT')} afin de faire face aux frais "
            f"médicaux ({d.H(reason[0])}) de {'mon' if fam.sex == 'm' else 'ma'} {kin[0]}, {d.N(fam)}, pris(e) en charge à la {d.D(d.pick(['Clinique Les Oliviers', 'Polyclinique Ennasr', 'Clinique El Manar']))}.")
        d.p(f"Je m'engage à la rembourser en {months} mensualités retenues sur ma paie. Je vous prie de verser le montant sur mon "
            f"compte {d.pick(['RIB', 'IBAN'])} : {d.alt(lambda: d.rib()[0], lambda: d.iban())}.")
        d.p(f"Fait le {d.D(d.date(2025, 2025, 'fr', 0))}. Signature : {d.N(emp, 'fam')}", "right")
        d.table(["Visa", "Nom", "Avis"], [["Chef de service", d.N(chef), "Favorable"],
                                          ["DRH", d.N(drh), f"Accordé — {d.D('note de service n° 14/2024')}"]])
    else:
        d.h("Salary advance request")
        d.kv([("Employee", d.N(emp)), ("Employer", d.D(co)), ("CNSS no.", d.cnss()), ("ID card", d.cin()),
              ("Mobile", d.phone())])
        d.p(f"I am requesting an advance of {d.amount(amt, amt, 'TND')} on my salary to cover {d.H(reason[2])} for my "
            f"{kin[2]}, {d.N(fam)}. I agree to repay it over {months} months by deduction from my pay.")
        d.p(f"Please transfer the amount to IBAN {d.iban()}.")
        d.p(f"Line manager: {d.N(chef)} — approved.  \nHR director: {d.N(drh)} — approved within the limit set by "
            f"{d.D('internal memo no. 14/2024')}.")


@kind("probation_review_form", [("en", "docx"), ("fr", "md"), ("ar", "txt")])
def k_probation(d):
    r = d.r
    emp, mgr, hr, occ = d.person(), d.person(), d.person(), d.person()
    co = d.pick(COMPANIES)
    post = d.pick(POSTS)
    restr = d.pick([("apte avec restriction : pas de port de charges > 10 kg (hernie discale L5-S1)",
                     "لائق مع تحفظ: عدم حمل أثقال تفوق 10 كغ (انزلاق غضروفي)", "fit with restriction: no lifting over 10 kg (L5-S1 disc herniation)"),
                    ("apte — asthme à surveiller, éviter les solvants", "لائق — ربو يستوجب المتابعة وتجنب المذيبات",
                     "fit — asthma to monitor, avoid solvents"),
                    ("apte — port de lunettes obligatoire (myopie forte)", "لائق — وجوب ارتداء النظارات (قصر نظر حاد)",
                     "fit — glasses required (high myopia)"),
                    ("apte au poste de jour uniquement (diabète insulinotraité)", "لائق للعمل النهاري فقط (سكري يعالج بالأنسولين)",
                     "fit for day shifts only (insulin-treated diabetes)")])
    absn = d.pick([("2 jours (gastro-entérite)", "يومان (التهاب المعدة والأمعاء)", "2 days (gastroenteritis)"),
                   ("5 jours (fracture d'un orteil)", "5 أيام (كسر في إصبع القدم)", "5 days (broken toe)"),
                   ("1 jour (migraine)", "يوم واحد (شقيقة)", "1 day (migraine)")])
    hired = d.date(2024, 2024)
    if d.lang == "en":
        d.p(d.D(co), "right")
        d.h("End-of-probation review")
        d.kv([("Employee", d.N(emp)), ("Date of birth", d.dob(1980, 2003, "en")), ("CIN", d.cin()), ("CNSS", d.cnss()),
              ("Position", post[2]), ("Start date", d.D(hired)), ("Reviewer", d.N(mgr))])
        d.table(["Criterion", "Rating", "Comment"],
                [["Quality of work", str(r.randint(2, 5)) + "/5", "meets expectations"],
                 ["Punctuality", str(r.randint(2, 5)) + "/5", f"absences: {d.H(absn[2])}"],
                 ["Teamwork", str(r.randint(2, 5)) + "/5", "good"]])
        d.p(f"Occupational physician ({d.N(occ)}): {d.H(restr[2])}.")
        d.p(f"{title(d, emp)} {d.N(emp, 'fam')} has completed the trial period provided for by {d.D('Article 18 of the Labour Code')}. "
            f"Decision: {d.pick(['confirmed in post', 'probation extended by three months'])}.")
        d.p(f"HR officer: {d.N(hr)} ({d.email(hr)})")
    elif d.lang == "fr":
        d.h(f"{d.D(co)} — Évaluation de fin de période d'essai")
        d.kv([("Salarié(e)", d.N(emp, d.pick(["invup", "std"]))), ("Né(e) le", d.dob(1980, 2003, "fr")), ("CIN", d.cin()),
              ("N° CNSS", d.cnss()), ("Poste", post[0]), ("Date d'embauche", d.D(hired)), ("Évaluateur", d.N(mgr))])
        d.table(["Critère", "Note", "Commentaire"],
                [["Maîtrise du poste", f"{r.randint(8, 18)}/20", "progression nette"],
                 ["Assiduité", f"{r.randint(8, 18)}/20", f"absences : {d.H(absn[0])}"],
                 ["Sécurité", f"{r.randint(8, 18)}/20", "port des EPI respecté"]])
        d.p(f"Avis du médecin du travail, Dr {d.N(occ)} : {d.H(restr[0])}.")
        d.p(f"Compte tenu de ce qui précède, {title(d, emp)} {d.N(emp, 'fam')} est {d.pick(['confirmé(e) dans son poste', 'maintenu(e) en essai pour trois mois'])} "
            f"conformément à l'{d.D('article 18 du Code du travail')}.")
        d.p(f"Responsable RH : {d.N(hr)} — tél. {d.phone()}")
    else:
        d.line(d.D(co))
        d.h("استمارة تقييم نهاية فترة التجربة")
        d.kv([("العامل(ة)", d.N(emp)), ("تاريخ الولادة", d.dob(1980, 2003)), ("بطاقة التعريف", d.cin()),
              ("رقم الضمان الاجتماعي", d.cnss()), ("الخطة", post[1]), ("تاريخ الانتداب", d.D(hired)), ("المقيم", d.N(mgr))])
        d.blank()
        d.p(f"الغيابات: {d.H(absn[1])}.")
        d.p(f"رأي طبيب الشغل {d.N(occ)}: {d.H(restr[1])}.")
        d.p(f"القرار: تثبيت {d.N(emp, 'fam')} في خطته طبقا لـ{d.D('الفصل 18 من مجلة الشغل')}.")
        d.line(f"مسؤول الموارد البشرية: {d.N(hr)} — الهاتف {d.phone()}")


BANKS = [("Banque de l'Habitat", "بنك الإسكان", "Banque de l'Habitat"), ("Amen Bank", "آمان بنك", "Amen Bank"),
         ("Banque Zitouna", "بنك الزيتونة", "Banque Zitouna"), ("BIAT", "البنك العربي لتونس", "BIAT"),
         ("Attijari Bank", "التجاري بنك", "Attijari Bank"), ("STB", "الشركة التونسية للبنك", "STB Bank"),
         ("UIB", "الاتحاد الدولي للبنوك", "UIB"), ("BNA", "البنك الوطني الفلاحي", "BNA")]
ABROAD = [("greffe de moelle osseuse", "زرع نخاع العظم", "bone marrow transplant"),
          ("suivi d'un lymphome de Hodgkin", "متابعة ورم لمفاوي هودجكين", "Hodgkin lymphoma follow-up"),
          ("chirurgie cardiaque pédiatrique (CIV)", "جراحة قلب للأطفال (ثقب بين البطينين)", "paediatric heart surgery (VSD)"),
          ("implant cochléaire", "زرع قوقعة", "cochlear implant"),
          ("protonthérapie d'un médulloblastome", "علاج بالبروتونات لورم أرومي نخاعي", "proton therapy for medulloblastoma")]


@kind("forex_allowance_request", [("fr", "md"), ("mixed", "txt"), ("en", "csv")])
def k_forex(d):
    r = d.r
    bank = d.pick(BANKS)
    if d.lang == "en":
        d.line(f"{d.D(bank[2])} — branch export — travel & medical allowance requests")
        d.line(f"Regulation: {d.D('BCT Circular No. 2019-04')}; annual tourist allowance cap {d.D('6 000 TND')} per adult")
        rows = []
        for _ in range(3):
            c = d.person()
            purpose = d.pick(["tourism", "medical"])
            rows.append([d.D(f"AT-{r.randint(2025, 2025)}-{r.randint(1000, 9999)}"), d.N(c, d.pick(["std", "invup"])), d.cin(),
                         d.passport(), d.rib()[0], d.card() if d.chance(0.7) else "", purpose,
                         d.H(d.pick(ABROAD)[2]) if purpose == "medical" else "-",
                         d.amount(900, 6000, "TND"), d.D(d.date(2025, 2025, "en", 3))])
        d.table(["Request", "Customer", "CIN", "Passport", "Account (RIB)", "Card to load", "Purpose", "Medical reason",
                 "Amount", "Departure"], rows)
        d.kv([("Checked by", d.N(d.person())), ("Non-valid reference kept for audit", d.D(bad_card(r)))])
        return
    cl, pat = d.person(), d.person()
    reason = d.pick(ABROAD)
    ribd = make_rib(r)
    if d.lang == "fr":
        d.h(f"{d.D(bank[0])} — Demande d'allocation devises")
        d.p(f"Agence : {d.D(d.pick(['Agence Avenue de Paris', 'Agence Sfax Jedid', 'Agence Sousse Sahloul', 'Agence Ariana Centre']))} — "
            f"réf. {d.D(f'DEV/{r.randint(2025, 2025)}/{r.randint(10000, 99999)}')}")
        d.h("Demandeur", 2)
        d.kv([("Nom et prénom", d.N(cl, d.pick(["std", "up", "pat"]))), ("Date de naissance", d.dob(1950, 2000, "fr")),
              ("CIN", d.cin()), ("Passeport", d.passport()), ("Adresse", d.addr("fr")), ("GSM", d.phone()),
              ("E-mail", d.email(cl)), ("Compte à débiter (RIB)", d.S("RIB", fmt_rib(r, ribd))),
              ("IBAN", d.iban(ribd)), ("Carte internationale à alimenter", d.card())])
        d.h("Nature de l'allocation", 2)
        d.p(f"☐ Allocation touristique ({d.D('plafond annuel de 6 000 DT')})  ☒ Allocation pour soins à l'étranger "
            f"({d.D('circulaire BCT n° 2019-04')})")
        d.p(f"Le patient, {d.N(pat)}, né le {d.dob(1960, 2020, 'fr')}, doit subir une {d.H(reason[0])} à "
            f"{d.D(d.pick(['l’Institut Gustave-Roussy', 'l’hôpital Necker', 'la clinique universitaire de Genève']))}. "
            f"Le demandeur l'accompagne en qualité de {d.pick(['père', 'conjoint', 'frère', 'fils'])}.")
        d.p(f"Montant sollicité : {d.amount(8000, 60000, 'DT')} — départ prévu le {d.D(d.date(2025, 2025, 'fr', 4))}.")
        d.p(f"Pièces : devis de l'établissement de soins, certificat médical du Dr {d.N(d.person())}, avis de la "
            f"{d.D('commission médicale de la CNAM')}.")
        d.p(f"Chargé de clientèle : {d.N(d.person())}")
        d.p(f"Siège social : {d.D(d.pick(['18, avenue Mohamed V, 1002 Tunis', '70, avenue de la République, Tunis']))} — "
            f"société anonyme au capital de {d.D(d.pick(['238 000 000 DT', '122 220 000 DT']))}")
    else:
        d.line(f"{d.D(bank[0])} / {d.D(bank[1])}")
        d.line("DEMANDE D'ALLOCATION POUR SOINS À L'ÉTRANGER / مطلب منحة علاج بالخارج")
        d.rule()
        d.kv([("Demandeur / الطالب", d.N(cl, script="lat")), ("الاسم بالعربية", d.N(cl, "pat", script="ar")),
              ("Né le / تاريخ الولادة", d.dob(1950, 2000, "fr")), ("CIN / ب.ت.و", d.cin()),
              ("Passeport / جواز السفر", d.passport()), ("Adresse / العنوان", d.split(d.addr("ar")) if d.chance(0.5) else d.addr("ar")),
              ("Tél. / الهاتف", d.phone()), ("RIB / الحساب", d.S("RIB", fmt_rib(r, ribd))), ("IBAN", d.iban(ribd)),
              ("Carte / البطاقة", d.card())])
        d.blank()
        d.p(f"Le malade / المريض : {d.N(pat, script='ar')} — {d.H(reason[1])} / {d.H(reason[0])}")
        d.p(f"Montant / المبلغ : {d.D(f'{r.randint(8, 60)} 000 EUR')} — {d.D('منشور البنك المركزي عدد 04 لسنة 2019')}")
        d.p(f"Visa agence / ختم الفرع : {d.N(d.person(), script='lat')} — {d.D(d.date(2025, 2025, 'fr', 0))}")


@kind("savings_plan_subscription", [("ar", "md"), ("fr", "csv"), ("mixed", "docx")])
def k_savings(d):
    r = d.r
    sub, kid, agent = d.person(), None, d.person()
    kid = d.relative(sub)
    bank = d.pick(BANKS)
    ribd = make_rib(r)
    q = d.pick([("hypertension artérielle traitée (amlodipine 5 mg)", "ارتفاع ضغط الدم معالج بالأملوديبين 5 ملغ", "treated hypertension"),
                ("diabète de type 2 sous metformine", "سكري من النوع الثاني يعالج بالميتفورمين", "type 2 diabetes"),
                ("antécédent de thyroïdectomie totale", "استئصال كلي للغدة الدرقية", "past thyroidectomy"),
                ("hépatite B chronique", "التهاب الكبد الفيروسي ب المزمن", "chronic hepatitis B")])
    prod = d.pick([("Plan Épargne Études", "ادخار الدراسة"), ("Plan Épargne Logement", "ادخار السكن"), ("Épargne Avenir", "ادخار المستقبل")])
    if d.lang == "ar":
        d.h(f"{d.D(bank[1])} — استمارة اكتتاب في {d.D(prod[1])}")
        d.h("المكتتب", 2)
        d.kv([("الاسم واللقب", d.N(sub, "pat")), ("تاريخ الولادة", d.dob(1965, 1998)), ("رقم بطاقة التعريف", d.cin()),
              ("العنوان", d.addr()), ("الهاتف الجوال", d.phone()), ("البريد الإلكتروني", d.email(sub)),
              ("المهنة", "مهنة حرة"), ("المعرف الجبائي", d.taxid()), ("رقم الحساب", d.S("RIB", fmt_rib(r, ribd))),
              ("الرقم البنكي الدولي", d.iban(ribd))])
        d.h("المستفيد", 2)
        d.p(f"الابن(ة) {d.N(kid)} المولود(ة) في {d.dob(2010, 2023)}.")
        d.h("الاستبيان الصحي (تأمين على الحياة)", 2)
        d.p(f"يصرح المكتتب بأنه يعاني من: {d.H(q[1])}.")
        d.p(f"القسط الشهري: {d.amount(50, 400)} — نسبة الفائدة {d.D('7,25 بالمائة')} — يقتطع آليا من البطاقة عدد {d.card()}.")
        d.p(f"المكلف بالحريف: {d.N(agent)}")
        d.p(f"المقر الاجتماعي: {d.D(d.pick(['18 شارع محمد الخامس، تونس', '70 شارع الجمهورية، تونس']))}")
    elif d.lang == "fr":
        d.line(f"{d.D(bank[0])};Souscription {d.D(prod[0])}")
        d.kv([("Contrat", d.D(f"PEE-{r.randint(100000, 999999)}")), ("Souscripteur", d.N(sub, d.pick(["invup", "std"]))),
              ("Date de naissance", d.dob(1965, 1998, "fr")), ("CIN", d.cin()), ("Adresse", d.addr("fr")),
              ("Téléphone", d.phone()), ("Courriel", d.email(sub)), ("Profession", "pharmacien d'officine"),
              ("Matricule fiscal", d.taxid()), ("RIB prélèvement", d.S("RIB", fmt_rib(r, ribd))),
              ("IBAN", d.iban(ribd)), ("Carte de prélèvement", d.card()), ("Versement mensuel", d.amount(50, 400, "DT")),
              ("Taux", d.D("7,25 %")), ("Questionnaire de santé", d.H(q[0]))])
        d.blank()
        d.table(["Bénéficiaire", "Lien", "Né(e) le", "Quote-part"],
                [[d.N(kid, "std"), "enfant", d.dob(2010, 2023, "fr"), "100 %"]])
        d.kv([("Conseiller", d.N(agent)), ("Agence", d.D(d.pick(["Agence Ennasr", "Agence Sfax El Médina", "Agence Monastir Skanes"]))),
              ("Adresse de l'agence", d.D(d.pick(["avenue Hédi Nouira, Ennasr 2", "rue Habib Maazoun, Sfax", "avenue de l'Environnement, Skanes"])))])
    else:
        d.p(f"{d.D(bank[0])} — {d.D(bank[1])}", "center")
        d.h(f"Bulletin de souscription / استمارة اكتتاب — {d.D(prod[0])}")
        d.kv([("Souscripteur / المكتتب", d.N(sub, script="lat")), ("بالعربية", d.N(sub, "std", script="ar")),
              ("Date de naissance / تاريخ الولادة", d.dob(1965, 1998, "fr")), ("CIN / بطاقة التعريف", d.cin()),
              ("Adresse / العنوان", d.addr("fr")), ("GSM / الجوال", d.phone()),
              ("Matricule fiscal / المعرف الجبائي", d.taxid()), ("RIB / رقم الحساب", d.S("RIB", fmt_rib(r, ribd))),
              ("Carte de prélèvement / بطاقة الاقتطاع", d.card())])
        d.table(["Bénéficiaire / المستفيد", "Né(e) le / تاريخ الولادة"], [[d.N(kid, script="ar"), d.dob(2010, 2023, "fr")]])
        d.p(f"Déclaration de santé / التصريح الصحي : {d.H(q[0])} — {d.H(q[1])}")
        d.p(f"Conseiller / المستشار : {d.N(agent, script='lat')} — {d.D('taux 7,25 %')}")


@kind("signature_legalisation_register", [("ar", "csv"), ("fr", "txt"), ("mixed", "md")])
def k_legal(d):
    r = d.r
    town = d.pick(TOWNS)
    natures = [("procuration", "توكيل", "procuration / توكيل"), ("attestation de prise en charge", "التزام بالتكفل", "prise en charge / التزام بالتكفل"),
               ("contrat de location", "عقد كراء", "location / عقد كراء"), ("engagement de caution", "التزام بالضمان", "caution / ضمان"),
               ("autorisation parentale de voyage", "ترخيص أبوي بالسفر", "autorisation parentale / ترخيص أبوي")]
    rows = []
    agent = d.person()
    n0 = r.randint(1000, 8000)
    for i in range(r.randint(3, 4)):
        sg, ben = d.person(), d.person()
        nat = d.pick(natures)
        hc = None
        if d.chance(0.3):
            hc = d.pick([("signataire non-voyant", "الممضي كفيف", "non-voyant / كفيف"),
                         ("signataire hémiplégique — empreinte digitale", "الممضي مصاب بشلل نصفي — بصمة", "hémiplégique / شلل نصفي"),
                         ("signataire illettré — empreinte digitale", "الممضي أمي — بصمة", "illettré / أمي")])
            if "illettré" in hc[0]:
                hc = None if d.chance(0.5) else ("signataire non-voyant", "الممضي كفيف", "non-voyant / كفيف")
        rows.append(dict(no=f"{n0 + i}/{r.randint(2025, 2025)}", sg=sg, ben=ben, nat=nat, hc=hc))
    if d.lang == "ar":
        d.line(f"{d.D('بلدية ' + town[1])} — دفتر التعريف بالإمضاء")
        out = []
        for x in rows:
            out.append([d.D(x["no"]), d.D(d.date(2025, 2025, "ar", 0)), d.N(x["sg"]), d.cin(), x["nat"][1],
                        d.N(x["ben"]), d.D(d.pick(["2,000 د", "2,000 د.ت"])), d.H(x["hc"][1]) if x["hc"] else "", d.N(agent, "fam")])
        d.table(["الرقم الرتبي", "التاريخ", "الممضي", "رقم ب.ت.و", "نوع الوثيقة", "لفائدة", "المعلوم", "ملاحظات", "العون"], out)
        d.line(f"{d.D('الفصل 4 من الأمر عدد 1880 لسنة 1993')}")
    elif d.lang == "fr":
        d.line(f"{d.D('Municipalité de ' + town[0])} — {d.D('Bureau d’état civil et de légalisation')}")
        d.line(f"Registre de légalisation de signature — journée du {d.D(d.date(2025, 2025, 'fr', 0))}")
        d.rule()
        for x in rows:
            sg = x["sg"]
            d.line(f"N° {d.D(x['no'])} | {d.N(sg, d.pick(['invup', 'up', 'std']))} | CIN {d.cin()} | {x['nat'][0]} au profit de "
                   f"{d.N(x['ben'])} | droit {d.D('2,000 DT')}")
            if x["hc"]:
                d.line(f"      mention : {d.H(x['hc'][0])}, assisté(e) de {d.N(d.person())} (CIN {d.cin()})")
            elif d.chance(0.4):
                d.line(f"      domicile déclaré : {d.addr('fr')}")
        d.rule()
        d.line(f"Arrêté à {len(rows)} légalisations. L'agent : {d.N(agent)}")
    else:
        d.h(f"Registre de légalisation / دفتر التعريف بالإمضاء — {d.D('Commune de ' + town[0])}")
        out = []
        for x in rows:
            sc = d.pick(["lat", "ar"])
            out.append([d.D(x["no"]), d.N(x["sg"], script=sc), d.cin(), x["nat"][2], d.N(x["ben"], script=sc),
                        d.H(x["hc"][2]) if x["hc"] else "—"])
        d.table(["N°", "Signataire / الممضي", "CIN", "Acte / الوثيقة", "Bénéficiaire / المستفيد", "Mention / ملاحظة"], out)
        d.p(f"Agent / العون : {d.N(agent, script='ar')} — Droit perçu / المعلوم : {d.D('2,000 DT')} par signature.")


@kind("diploma_collection_log", [("en", "csv"), ("ar", "docx"), ("mixed", "txt")])
def k_diploma(d):
    r = d.r
    fac = d.pick([("Faculté des sciences de Monastir", "كلية العلوم بالمنستير", "Faculty of Sciences of Monastir"),
                  ("Faculté de droit et des sciences politiques de Tunis", "كلية الحقوق والعلوم السياسية بتونس", "Faculty of Law and Political Science of Tunis"),
                  ("Institut supérieur des études technologiques de Gabès", "المعهد العالي للدراسات التكنولوجية بقابس", "Higher Institute of Technological Studies of Gabès"),
                  ("Faculté des lettres et sciences humaines de Sfax", "كلية الآداب والعلوم الإنسانية بصفاقس", "Faculty of Arts and Humanities of Sfax")])
    dips = [("Licence fondamentale en chimie", "الإجازة الأساسية في الكيمياء", "BSc in Chemistry"),
            ("Master de recherche en droit privé", "ماجستير بحث في القانون الخاص", "Research Master in Private Law"),
            ("Licence appliquée en génie électrique", "الإجازة التطبيقية في الهندسة الكهربائية", "Applied Bachelor in Electrical Engineering"),
            ("Licence en langue et littérature anglaises", "الإجازة في اللغة والآداب الإنجليزية", "BA in English Language and Literature")]
    studs = []
    for _ in range(r.randint(3, 4)):
        s_ = d.person()
        proxy = d.person() if d.chance(0.35) else None
        studs.append(dict(s=s_, proxy=proxy, dip=d.pick(dips), foreign=d.chance(0.2),
                          sess=d.pick([("juin 2019", "جوان 2019", "June 2019"), ("session de rattrapage 2021", "دورة التدارك 2021", "resit session 2021"),
                                       ("juillet 2023", "جويلية 2023", "July 2023")])))
    clerk = d.person()
    if d.lang == "en":
        d.line(f"{d.D(fac[2])} — diploma collection register export")
        rows = []
        for x in studs:
            pid = d.passport(True) if x["foreign"] else d.cin()
            who = f"proxy: {d.N(x['proxy'])}" if x["proxy"] else "in person"
            rows.append([d.N(x["s"], d.pick(["std", "invup"])), pid, d.dob(1985, 2001, "en"), d.D(x["dip"][2]), d.D(x["sess"][2]),
                         who, d.phone() if d.chance(0.6) else d.email(x["s"]), d.D(d.date(2025, 2025, "en", 3))])
        d.table(["Graduate", "CIN/Passport", "Date of birth", "Degree", "Session", "Collected", "Contact", "Collected on"], rows)
        if any(x["proxy"] for x in studs):
            d.line(f"Proxy note: graduate hospitalised ({d.H(d.pick(['pelvic fracture', 'kidney failure on dialysis', 'post-operative recovery after appendectomy']))}); power of attorney on file.")
        d.kv([("Registrar", d.N(clerk)), ("Register ref.", d.D(f"REG-DIP-{r.randint(2025, 2025)}-{r.randint(10, 99)}"))])
    elif d.lang == "ar":
        d.p(d.D(fac[1]), "center")
        d.h("دفتر سحب الشهائد العلمية")
        rows = []
        for x in studs:
            pid = d.passport(True) if x["foreign"] else d.cin()
            who = f"بالوكالة: {d.N(x['proxy'])}" if x["proxy"] else "شخصيا"
            rows.append([d.N(x["s"]), pid, d.dob(1985, 2001), d.D(x["dip"][1]), d.D(x["sess"][1]), who, d.phone()])
        d.table(["الاسم واللقب", "ب.ت.و / جواز", "تاريخ الولادة", "الشهادة", "الدورة", "السحب", "الهاتف"], rows)
        if any(x["proxy"] for x in studs):
            d.p(f"ملاحظة: صاحب الشهادة مقيم بالمستشفى ({d.H(d.pick(['كسر في الحوض', 'قصور كلوي مع تصفية الدم', 'نقاهة بعد عملية جراحية']))}) والتوكيل معرف بالإمضاء.")
        d.p(f"المكلف بالتسليم: {d.N(clerk)} — {d.D(d.date(2025, 2025, 'ar', 1))}")
    else:
        d.line(f"{d.D(fac[0])} — {d.D(fac[1])}")
        d.line("Registre de retrait des diplômes / دفتر سحب الشهائد")
        d.rule()
        for i, x in enumerate(studs):
            sc = d.pick(["lat", "ar"])
            pid = d.passport(True) if x["foreign"] else d.cin()
            d.line(f"{i + 1}. {d.N(x['s'], script=sc)} — {pid} — né(e) le {d.dob(1985, 2001, 'fr')} — {d.D(x['dip'][0])} ({d.D(x['sess'][0])})")
            if x["proxy"]:
                d.line(f"   retiré par procuration / بالوكالة : {d.N(x['proxy'], script=sc)}, CIN {d.cin()} — "
                       f"motif : {d.H(d.pick(['hospitalisation (fracture du bassin)', 'مقيم بالمستشفى (قصور كلوي)']))}")
            else:
                d.line(f"   retiré en personne — tél. {d.phone()}")
        d.rule()
        d.line(f"Le chef du service des diplômes / رئيس مصلحة الشهائد : {d.N(clerk, script='lat')}")


# @@KINDS@@


# --------------------------------------------------------------------------- main
def add_footer(d):
    """a printed-by / page footer as offices' software adds them (dates and references are decoys)."""
    r = d.r
    when = d.date(2025, 2025, "fr" if d.lang == "mixed" else None, 0)
    ref = f"{r.choice(['GED', 'ARCH', 'DOC'])}-{r.randint(100000, 999999)}"
    d.rule()
    if d.lang == "ar":
        d.line(f"صفحة 1 من 1 — طبع بتاريخ {d.D(when)} — مرجع الأرشيف {d.D(ref)}")
    elif d.lang == "en":
        d.line(f"Page 1 of 1 — printed {d.D(when)} — archive ref. {d.D(ref)}")
    else:
        d.line(f"Page 1/1 — édité le {d.D(when)} — réf. archivage {d.D(ref)}" + (" — صفحة 1" if d.lang == "mixed" else ""))


def generate(seed, out, names_dir=DEF_NAMES, corpus_manifest=DEF_MANIFEST):
    namer = Namer(load_forbidden(names_dir, corpus_manifest))
    os.makedirs(out, exist_ok=True)
    manifest = []
    idx = 0
    for kname, variants, fn in KINDS:
        for lang, fmt in variants:
            idx += 1
            doc = Doc(seed, idx, kname, lang, fmt, namer)
            fn(doc)
            if fmt in ("txt", "md") and doc.chance(0.5):
                add_footer(doc)
            fname = f"{idx:03d}_{kname}_{lang}.{fmt}"
            path = os.path.join(out, fname)
            if fmt == "docx":
                render_docx(doc, path)
                text = docx_text(path)
            else:
                text = {"txt": render_txt, "md": render_md, "csv": render_csv}[fmt](doc)
                with open(path, "w", encoding="utf-8", newline="") as fh:
                    fh.write(text)
            sens, decoys = finalize(doc, text)
            manifest.append({"file": fname, "lang": lang, "kind": kname, "format": fmt, "expect": "ok",
                             "sensitive": sens, "decoys": decoys})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=DEF_NAMES)
    ap.add_argument("--corpus-manifest", default=DEF_MANIFEST)
    a = ap.parse_args(argv)
    m = generate(a.seed, a.out, a.names_dir, a.corpus_manifest)
    counts = {}
    for d in m:
        for s in d["sensitive"]:
            counts[s["type"]] = counts.get(s["type"], 0) + 1
    print(f"wrote {len(m)} documents to {a.out}: {sum(counts.values())} values "
          + " ".join(f"{k}={v}" for k, v in sorted(counts.items()))
          + f", {sum(len(d['decoys']) for d in m)} decoys")
    return 0


if __name__ == "__main__":
    sys.exit(main())
