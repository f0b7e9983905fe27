#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""gen_layouts.py - independent generator of synthetic, labelled Tunisian documents
in layouts that a masker was not tuned on (generalisation measurement).

  python3 gen_layouts.py --seed N --out DIR [--names-dir DIR] [--per-kind 4]

Writes ~60 documents (.txt, .md, .csv, .docx) and DIR/manifest.json in the format
of shared/corpus/README.md.  Python 3.11 standard library only.  Same seed and same
name-exclusion lists => same bytes.

Personal names are invented (syllable combination and light alteration of common
names).  Every name part is checked against the masker's name lists (read only to
EXCLUDE those words) and against every word of this source file (so that a name
part never coincides with template vocabulary), and is at least 3 letters long.
"""
import argparse
import csv
import datetime
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

DEFAULT_NAMES_DIR = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "crates", "caviard", "data", "names"))
GEN_TAG = "gen2-layouts-v1"

# =====================================================================  static data
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
             "septembre", "octobre", "novembre", "décembre"]
AR_MONTHS = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت",
             "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
EN_MON3 = [m[:3] for m in EN_MONTHS]
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# (code, short name, long name, arabic name, BIC)
BANKS = [
    ("01", "ATB", "Arab Tunisian Bank", "البنك العربي لتونس", "ATBKTNTT"),
    ("03", "BNA", "Banque Nationale Agricole", "البنك الوطني الفلاحي", "BNTATNTT"),
    ("04", "Attijari bank", "Attijari bank", "التجاري بنك", "BSTUTNTT"),
    ("05", "BT", "Banque de Tunisie", "بنك تونس", "BTBKTNTT"),
    ("07", "Amen Bank", "Amen Bank", "بنك الأمان", "CFCTTNTT"),
    ("08", "BIAT", "Banque Internationale Arabe de Tunisie", "البنك العربي الدولي لتونس", "BIATTNTT"),
    ("10", "STB", "Société Tunisienne de Banque", "الشركة التونسية للبنك", "STBKTNTT"),
    ("11", "UBCI", "Union Bancaire pour le Commerce et l'Industrie", "الاتحاد البنكي للتجارة والصناعة", "UBCITNTT"),
    ("12", "UIB", "Union Internationale de Banques", "الاتحاد الدولي للبنوك", "UIBKTNTT"),
    ("14", "BH Bank", "BH Bank", "بنك الإسكان", "BHBKTNTT"),
    ("17", "La Poste Tunisienne", "La Poste Tunisienne", "البريد التونسي", "LPTNTNTT"),
    ("20", "BTK", "Banque Tuniso-Koweïtienne", "البنك التونسي الكويتي", "BTKOTNTT"),
    ("25", "Banque Zitouna", "Banque Zitouna", "بنك الزيتونة", "BZITTNTT"),
]
FOREIGN_BANKS = {"FR": ["BNP Paribas (BNPAFRPP)", "Société Générale (SOGEFRPP)", "Crédit Lyonnais (CRLYFRPP)"],
                 "DE": ["Deutsche Bank (DEUTDEFF)", "Commerzbank (COBADEFF)", "Sparkasse KölnBonn (COLSDE33)"]}

# (french, arabic, postal code)
CITIES = [
    ("Tunis", "تونس", "1000"), ("Ariana", "أريانة", "2080"), ("La Marsa", "المرسى", "2070"),
    ("Ben Arous", "بن عروس", "2013"), ("Sfax", "صفاقس", "3000"), ("Sousse", "سوسة", "4000"),
    ("Monastir", "المنستير", "5000"), ("Nabeul", "نابل", "8000"), ("Bizerte", "بنزرت", "7000"),
    ("Gabès", "قابس", "6000"), ("Kairouan", "القيروان", "3100"), ("Gafsa", "قفصة", "2100"),
    ("Mahdia", "المهدية", "5100"), ("Médenine", "مدنين", "4100"), ("Béja", "باجة", "9000"),
    ("Jendouba", "جندوبة", "8100"), ("Le Kef", "الكاف", "7100"), ("Kasserine", "القصرين", "1200"),
    ("Sidi Bouzid", "سيدي بوزيد", "9100"), ("Tozeur", "توزر", "2200"), ("Zaghouan", "زغوان", "1100"),
    ("Manouba", "منوبة", "2010"), ("Hammamet", "الحمامات", "8050"), ("Le Bardo", "باردو", "2000"),
    ("La Goulette", "حلق الوادي", "2060"), ("Radès", "رادس", "2040"), ("Mégrine", "مقرين", "2033"),
    ("Hammam-Lif", "حمام الأنف", "2050"), ("El Menzah", "المنزه", "1004"), ("Msaken", "مساكن", "4070"),
    ("Houmt Souk", "حومة السوق", "4180"), ("Zarzis", "جرجيس", "4170"),
]
# (french form with article, arabic, usable in an English address)
STREETS = [
    ("des Oliviers", "الزيتون", None), ("Ibn Khaldoun", "ابن خلدون", "Ibn Khaldoun"),
    ("de la Liberté", "الحرية", "Liberty"), ("Habib Bourguiba", "الحبيب بورقيبة", "Habib Bourguiba"),
    ("de Carthage", "قرطاج", "Carthage"), ("Farhat Hached", "فرحات حشاد", "Farhat Hached"),
    ("Hédi Chaker", "الهادي شاكر", "Hedi Chaker"), ("des Jasmins", "الياسمين", None),
    ("Mongi Slim", "المنجي سليم", "Mongi Slim"), ("de l'Indépendance", "الاستقلال", "Independence"),
    ("Taïeb Mhiri", "الطيب المهيري", "Taieb Mhiri"), ("Ali Belhouane", "علي بلهوان", "Ali Belhouane"),
    ("de Palestine", "فلسطين", "Palestine"), ("des Orangers", "البرتقال", None),
    ("Kheireddine Pacha", "خير الدين باشا", "Kheireddine Pacha"), ("de la République", "الجمهورية", "Republic"),
    ("Abou El Kacem Chebbi", "أبو القاسم الشابي", "Abou El Kacem Chebbi"), ("d'Alger", "الجزائر", "Algiers"),
    ("Ibn Sina", "ابن سينا", "Ibn Sina"), ("El Moez", "المعز", "El Moez"), ("des Martyrs", "الشهداء", "Martyrs"),
    ("Tahar Haddad", "الطاهر الحداد", "Tahar Haddad"), ("de l'Environnement", "البيئة", None),
    ("du 20 Mars", "20 مارس", None), ("de Marseille", "مرسيليا", None), ("Jugurtha", "يوغرطة", "Jugurtha"),
]
RESIDENCES = [("Les Pins", "الصنوبر"), ("El Yasmine", "الياسمين"), ("Essalem", "السلام"),
              ("Les Jardins", "الحدائق"), ("El Amen", "الأمان"), ("Ennour", "النور"), ("Le Lac", "البحيرة")]

HEALTH = {
    "fr": ["diabète de type 2", "hypertension artérielle", "dépression", "asthme", "insuffisance rénale chronique",
           "épilepsie", "cancer du sein", "sclérose en plaques", "hépatite C", "maladie de Crohn",
           "trouble bipolaire", "polyarthrite rhumatoïde", "cardiopathie ischémique", "hypothyroïdie",
           "diabète de type 1", "insuffisance cardiaque", "anémie falciforme", "dépression sévère"],
    "ar": ["السكري", "ارتفاع ضغط الدم", "الربو", "الاكتئاب", "الصرع", "القصور الكلوي المزمن", "سرطان الثدي",
           "التهاب الكبد الفيروسي", "فقر الدم", "داء السكري من النوع الثاني", "الحساسية الصدرية", "قصور القلب"],
    "en": ["asthma", "type 2 diabetes", "hypertension", "depression", "epilepsy", "chronic kidney disease",
           "breast cancer", "multiple sclerosis", "bipolar disorder", "Crohn's disease", "rheumatoid arthritis",
           "coeliac disease", "major depressive disorder", "sickle cell anaemia"],
}
HEALTH_PAIRS = [("diabète de type 2", "السكري من النوع الثاني"), ("hypertension artérielle", "ارتفاع ضغط الدم"),
                ("asthme", "الربو"), ("dépression", "الاكتئاب"), ("épilepsie", "الصرع"),
                ("insuffisance rénale chronique", "القصور الكلوي المزمن"), ("cancer du sein", "سرطان الثدي"),
                ("insuffisance cardiaque", "قصور القلب"), ("hépatite C", "التهاب الكبد الفيروسي ج")]
INJURY = {"fr": ["fracture du poignet droit", "traumatisme crânien léger", "entorse cervicale", "fracture de la clavicule"],
          "ar": ["كسر في الساق اليمنى", "رضوض على مستوى الرأس", "كسر في عظم الترقوة"],
          "en": ["whiplash injury", "fractured left wrist", "mild concussion"]}

COMPANIES = {
    "fr": ["Carthago Textiles SARL", "Société Méditerranéenne d'Emballage", "Sahel Agro Industries SA",
           "Djerba Tours Services", "Atlas Logiciels SARL", "Société Tunisienne de Câblage", "Oasis Distribution",
           "Nour Pharma SA", "Cap Bon Conserves", "Médina Conseil SARL", "Dorsale Plastiques SA", "Kerkennah Pêche SARL"],
    "en": ["Carthago Textiles Ltd", "Atlas Software Tunisia", "Sahel Agro Industries", "Mediterranean Packaging Co.",
           "Oasis Logistics", "Medina Consulting", "Dorsale Plastics"],
    "ar": ["شركة قرطاج للنسيج", "شركة الساحل للصناعات الغذائية", "شركة الواحة للتوزيع", "شركة الأطلس للبرمجيات",
           "شركة المدينة للاستشارات"],
}
INSURERS = ["STAR Assurances", "COMAR Assurances", "GAT Assurances", "Maghrebia Assurances", "Lloyd Tunisien",
            "AMI Assurances", "Assurances BIAT"]
INSURERS_AR = ["الشركة التونسية للتأمين وإعادة التأمين", "شركة التأمين كومار", "المغاربية للتأمين"]
CAR_MODELS = ["Peugeot 208", "Kia Picanto", "Renault Clio", "Volkswagen Polo", "Hyundai i20", "Isuzu D-Max",
              "Citroën C-Elysée", "Toyota Hilux", "Fiat Tipo", "Suzuki Swift"]
JOBS = {"fr": ["comptable", "enseignante", "ingénieur", "commerçant", "infirmière", "technicien", "chauffeur",
               "fonctionnaire", "architecte", "pharmacienne"],
        "ar": ["أستاذ", "موظف", "تاجر", "مهندس", "ممرضة", "فلاح", "سائق", "معلمة"],
        "en": ["accountant", "software engineer", "teacher", "nurse", "sales manager", "technician"]}

# Name material (syllables); combinations are filtered at run time.
TN_ONSETS = [("Ka", "كا"), ("Sa", "سا"), ("Ra", "را"), ("Ma", "ما"), ("Na", "نا"), ("Ha", "ها"), ("Za", "زا"),
             ("Fa", "فا"), ("Ba", "با"), ("Ta", "تا"), ("Da", "دا"), ("Ja", "جا"), ("Wa", "وا"), ("Ya", "يا"),
             ("Cha", "شا"), ("Gha", "غا"), ("Kha", "خا"), ("La", "لا"), ("Sou", "سو"), ("Nou", "نو"),
             ("Mou", "مو"), ("Hou", "هو"), ("Zou", "زو"), ("Ri", "ري"), ("Si", "سي"), ("Mi", "مي"), ("Ni", "ني"),
             ("Li", "لي"), ("Sel", "سل"), ("Mar", "مر"), ("Kal", "كل"), ("Nas", "نص"), ("Bad", "بد"),
             ("Tar", "طر"), ("Fed", "فد"), ("Zin", "زين"), ("Ham", "حم"), ("Jal", "جل"), ("Raf", "رف"), ("Wid", "ود")]
TN_MIDS = [("", ""), ("", ""), ("", ""), ("ri", "ري"), ("la", "لا"), ("bi", "بي"), ("mou", "مو"), ("di", "دي"),
           ("ha", "ها"), ("za", "زا")]
TN_M_END = [("mir", "مير"), ("lef", "لف"), ("ssen", "سن"), ("zid", "زيد"), ("mour", "مور"), ("fik", "فيق"),
            ("bar", "بار"), ("mel", "مل"), ("ched", "شد"), ("dhi", "ضي"), ("kri", "كري"), ("ouane", "وان"),
            ("lem", "لم"), ("rek", "رك"), ("ssim", "سيم"), ("bib", "بيب"), ("nad", "ناد"), ("tef", "طف"),
            ("jed", "جد"), ("rouf", "روف"), ("ghir", "غير"), ("tab", "طاب")]
TN_F_END = [("ra", "رة"), ("ya", "ية"), ("lia", "ليا"), ("ssa", "سة"), ("rine", "رين"), ("ouda", "ودة"),
            ("ila", "يلة"), ("ma", "مة"), ("na", "نة"), ("nes", "نس"), ("fa", "فة"), ("ida", "يدة"),
            ("jeb", "جب"), ("wen", "وان"), ("sra", "سرى"), ("lel", "لال"), ("hla", "حلة"), ("bia", "بية")]
TN_ROOTS = [("Zar", "زر"), ("Kat", "قط"), ("Mas", "مس"), ("Fer", "فر"), ("Tal", "طل"), ("Gar", "قر"),
            ("Chel", "شل"), ("Dab", "دب"), ("Jaz", "جز"), ("Har", "حر"), ("Sab", "صب"), ("Lak", "لك"),
            ("Nef", "نف"), ("Rag", "رق"), ("Mek", "مك"), ("Tem", "تم"), ("Ghez", "غز"), ("Khal", "خل"),
            ("Wer", "ور"), ("Zeb", "زب"), ("Bag", "بق"), ("Souf", "صوف"), ("Kir", "كر"), ("Fal", "فل"),
            ("Dhar", "ظر"), ("Mag", "مق"), ("Sar", "سر"), ("Bouk", "بوك")]
TN_ROOT2 = [("", ""), ("", ""), ("ka", "كا"), ("ta", "طا"), ("ra", "را"), ("la", "لا"), ("ba", "با"),
            ("ma", "ما"), ("na", "نا"), ("fou", "فو"), ("dou", "دو")]
TN_NISBA = [("ti", "طي"), ("ri", "ري"), ("li", "لي"), ("ni", "ني"), ("si", "سي"), ("bi", "بي"), ("mi", "مي"),
            ("chi", "شي"), ("zi", "زي"), ("di", "دي"), ("ji", "جي"), ("ki", "كي"), ("ouani", "واني"),
            ("aoui", "اوي"), ("ouli", "ولي"), ("ari", "اري"), ("ani", "اني")]
TN_BARE = [("ar", "ار"), ("oun", "ون"), ("ache", "اش"), ("ane", "ان"), ("our", "ور"), ("ek", "ك"), ("ous", "وس")]

FR_ON = ["Ma", "Lu", "Jo", "Ber", "Cla", "Ro", "Gé", "Fa", "Vi", "Thé", "Ar", "Ly", "Do", "Sé", "Au", "Ga", "Pau",
         "Ho", "Mé", "Ela"]
FR_M_END = ["bert", "nard", "lien", "mond", "ric", "vin", "card", "teau", "lin", "bin", "rand", "dric", "xel"]
FR_F_END = ["line", "nette", "lie", "rielle", "sette", "dine", "ria", "lène", "ette", "vie", "rance", "tilde"]
FR_FAM1 = ["Ber", "Char", "Du", "Mar", "Le", "Fon", "Ro", "Vau", "Gal", "Mo", "Ri", "Sau", "Tes", "Pel", "Bru",
           "Quen", "Vil", "Cour"]
FR_FAM2 = ["det", "ron", "tier", "chard", "vel", "quin", "lard", "mont", "reau", "zac", "nier", "lot", "gnac",
           "cheux", "vray", "teil", "loux"]
# common names used only as a base for light alteration; the bases themselves are never output
ALT_BASE_M = ["Mohamed", "Ahmed", "Sami", "Karim", "Nabil", "Hichem", "Walid", "Mourad", "Ridha", "Slim",
              "Fethi", "Lotfi", "Chokri", "Moncef", "Adel", "Bechir", "Hatem", "Khaled", "Taoufik", "Mehdi"]
ALT_BASE_F = ["Fatma", "Amira", "Sonia", "Leila", "Salma", "Nadia", "Rim", "Samia", "Hela", "Olfa", "Mouna",
              "Asma", "Imen", "Dorra", "Henda", "Wafa", "Nesrine", "Rania", "Souad", "Mariem"]
ALT_BASE_L = ["Trabelsi", "Gharbi", "Jebali", "Mejri", "Hammami", "Ayari", "Sassi", "Chaabane", "Dridi", "Zouari",
              "Bouazizi", "Jlassi", "Khemiri", "Mabrouk", "Saidi", "Tlili", "Riahi", "Hamdi", "Belhaj", "Feki",
              "Masmoudi", "Kammoun", "Chebbi", "Ghannouchi", "Baccouche", "Karoui", "Mzoughi", "Abid"]

PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "bou", "بن", "بنت", "ابن", "عبد", "بو", "ال"}
TITLES = {"m.", "mme", "mlle", "mr", "mrs", "ms", "dr", "monsieur", "madame", "maître", "maitre",
          "السيد", "السيدة", "الدكتور", "الأستاذ"}


# =====================================================================  helpers
def fold(w):
    """Strict comparison key: NFKD, no combining marks, casefold, Arabic alef/ya/ta-marbuta unified."""
    w = unicodedata.normalize("NFKD", w)
    w = "".join(c for c in w if not unicodedata.combining(c))
    w = re.sub("[\u064B-\u065F\u0670\u0640]", "", w)
    w = w.translate(str.maketrans("أإآٱىة", "اااايه"))
    return w.casefold()


def words(s):
    return re.findall(r"[^\W\d_]+", s)


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii())


def person_parts(v):
    out = []
    for t in re.split(r"[\s\-<]+", v):
        t = t.strip(".,;:()«»\"'")
        if len(t) >= 3 and t.casefold() not in PARTICLES and t.casefold() not in TITLES:
            out.append(t.casefold())
    return out


def is_arabic(s):
    return any("\u0600" <= c <= "\u06ff" for c in s)


def mostly_arabic(s):
    ar = sum("\u0600" <= c <= "\u06ff" for c in s)
    return ar > 0 and ar >= sum(c.isascii() and c.isalpha() for c in s)


class Invalid(Exception):
    pass


# =====================================================================  identifiers
def luhn_digit(body):
    tot = 0
    for i, ch in enumerate(reversed(body)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return str((10 - tot % 10) % 10)


def luhn_ok(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def iban_numeric(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_check(cc, bban):
    return "%02d" % (98 - int(iban_numeric(bban + cc + "00")) % 97)


def iban_ok(iban):
    s = iban.replace(" ", "")
    return int(iban_numeric(s[4:] + s[:4])) % 97 == 1


def mrz_check(s):
    w = (7, 3, 1)
    tot = 0
    for i, c in enumerate(s):
        if c.isdigit():
            v = int(c)
        elif "A" <= c <= "Z":
            v = ord(c) - 55
        else:
            v = 0
        tot += v * w[i % 3]
    return str(tot % 10)


def mrz_td3(surname, given, number, dob, sex, expiry, nat="TUN"):
    def clean(s):
        s = ascii_fold(s).upper()
        return re.sub(r"[^A-Z]+", "<", s).strip("<")
    name = clean(surname) + "<<" + clean(given)
    l1 = ("P<" + nat + name + "<" * 44)[:44]
    num = (number + "<" * 9)[:9]
    pn = "<" * 14
    pn_chk = "<"
    c1, c2, c3 = mrz_check(num), mrz_check(dob), mrz_check(expiry)
    comp = mrz_check(num + c1 + dob + c2 + expiry + c3 + pn + pn_chk)
    l2 = num + c1 + nat + dob + c2 + sex + expiry + c3 + pn + pn_chk + comp
    assert len(l1) == 44 and len(l2) == 44
    return l1, l2


# =====================================================================  name pools
class NamePools:
    def __init__(self, names_dir):
        self.excl = set()
        if not os.path.isdir(names_dir):
            sys.exit(f"gen_layouts: name-exclusion directory not found: {names_dir} (use --names-dir)")
        for fn in sorted(os.listdir(names_dir)):
            if not fn.endswith(".txt"):
                continue
            with open(os.path.join(names_dir, fn), encoding="utf-8") as f:
                for line in f:
                    line = line.strip()
                    if not line or line.startswith("#"):
                        continue
                    for w in words(line):
                        self.excl.add(fold(w))
        with open(os.path.abspath(__file__), encoding="utf-8") as f:
            self.vocab = {fold(w) for w in words(f.read())}
        self.pools = {}
        self._build()

    def ok(self, word):
        for w in re.split(r"\s+", word):
            if w.casefold() in PARTICLES:
                continue
            if len(w) < 3 or not re.fullmatch(r"[^\W\d_]+", w):
                return False
            k = fold(w)
            keys = {k}
            for pre in ("ال", "بو"):
                if k.startswith(pre) and len(k) > len(pre) + 2:
                    keys.add(k[len(pre):])
            if keys & self.excl or keys & self.vocab:
                return False
        return True

    @staticmethod
    def _lat_ok(s):
        low = ascii_fold(s).lower()
        return not re.search(r"[aeiouy]{3}|aa|ii|uu|ae|ee|oe|ea|eo|ei|([bcdfghjklmnpqrstvwxz])\1\1", low)

    def _add(self, key, lat, ar):
        lat = lat[0].upper() + lat[1:]
        if not self._lat_ok(lat) or "اا" in (ar or ""):
            return
        if not self.ok(lat) or (ar is not None and not self.ok(ar)):
            return
        self.pools.setdefault(key, {})
        self.pools[key].setdefault(lat, (lat, ar))

    def _build(self):
        for on in TN_ONSETS:
            for mid in TN_MIDS:
                k3 = "3" if mid[0] else ""
                for end in TN_M_END:
                    self._add(("tn", "m" + k3), on[0] + mid[0] + end[0], on[1] + mid[1] + end[1])
                for end in TN_F_END:
                    self._add(("tn", "f" + k3), on[0] + mid[0] + end[0], on[1] + mid[1] + end[1])
        for root in TN_ROOTS:
            for r2 in TN_ROOT2:
                for suf in TN_NISBA:
                    lat = root[0] + r2[0] + suf[0]
                    self._add(("tn", "last"), lat, "ال" + root[1] + r2[1] + suf[1])
                    self._add(("tn", "last2"), "Bou" + lat.lower(), "بو" + root[1] + r2[1] + suf[1])
                    self._add(("tn", "last3"), lat, root[1] + r2[1] + suf[1])
                for suf in TN_BARE:
                    lat = root[0] + r2[0] + suf[0]
                    if self.ok(lat) and self._lat_ok(lat):
                        self._add(("tn", "lastb"), "Ben " + lat, "بن " + root[1] + r2[1] + suf[1])
        for on in FR_ON:
            for end in FR_M_END:
                self._add(("fr", "m"), on + end, None)
            for end in FR_F_END:
                self._add(("fr", "f"), on + end, None)
        for a in FR_FAM1:
            for b in FR_FAM2:
                self._add(("fr", "last"), a + b, None)
        for key, bases in ((("alt", "m"), ALT_BASE_M), (("alt", "f"), ALT_BASE_F), (("alt", "last"), ALT_BASE_L)):
            for b in bases:
                for v in self._alterations(b):
                    self._add(key, v, None)
        # deterministic order
        self.lists = {k: [v[x] for x in sorted(v)] for k, v in self.pools.items()}
        for k in [("tn", "m"), ("tn", "f"), ("tn", "last"), ("fr", "m"), ("fr", "f"), ("fr", "last"),
                  ("alt", "m"), ("alt", "f"), ("alt", "last")]:
            if len(self.lists.get(k, [])) < 20:
                sys.exit(f"gen_layouts: name pool {k} too small after exclusion")

    @staticmethod
    def _alterations(b):
        out = []
        low = b.lower()
        vow = {"a": ["ou", "e"], "e": ["i", "a"], "i": ["e", "ou"], "o": ["ou", "a"], "ou": ["a", "i"]}
        for m in re.finditer(r"ou|[aeio]", low):
            for rep in vow[m.group(0)]:
                out.append(low[:m.start()] + rep + low[m.end():])
        for m in re.finditer(r"(?<=[aeiou])([bdfklmnprstz])(?=[aeiou])", low):
            i = m.start()
            out.append(low[:i] + low[i] + low[i:])
        for m in re.finditer(r"([bcdfghjklmnprstvz])\1", low):
            out.append(low[:m.start()] + low[m.start() + 1:])
        for suf, rep in (("i", "aoui"), ("a", "ya"), ("i", "ani"), ("ed", "ad"), ("m", "n")):
            if low.endswith(suf):
                out.append(low[:-len(suf)] + rep)
        return [o.capitalize() for o in out if o != low]

    def pick(self, rng, origin, key):
        lst = self.lists[(origin, key)]
        return lst[rng.randrange(len(lst))]


class Person:
    def __init__(self, first, last, fem, origin, father=None, grand=None):
        self.first, self.last, self.fem, self.origin = first, last, fem, origin
        self.father, self.grand = father, grand

    def has_ar(self):
        return self.first[1] is not None and self.last[1] is not None

    def render(self, form, script="lat"):
        i = 1 if script == "ar" else 0
        f, l = self.first[i], self.last[i]
        bn = ("بنت" if self.fem else "بن") if script == "ar" else ("bent" if self.fem else "ben")
        bm = "بن" if script == "ar" else "ben"
        if form == "fl":
            return f"{f} {l}"
        if form == "lf":
            return f"{l} {f}"
        if form == "Lf":
            return f"{l.upper()} {f}" if script == "lat" else f"{l} {f}"
        if form == "fL":
            return f"{f} {l.upper()}" if script == "lat" else f"{f} {l}"
        if form == "FL":
            return f"{f} {l}".upper() if script == "lat" else f"{f} {l}"
        if form == "f":
            return f
        if form == "l":
            return l
        if form == "L":
            return l.upper() if script == "lat" else l
        if form == "fil":      # first ben father ben grandfather family
            return f"{f} {bn} {self.father[i]} {bm} {self.grand[i]} {l}"
        if form == "fil1":
            return f"{f} {bn} {self.father[i]} {l}"
        if form == "filL":
            return f"{f} {bn} {self.father[i]} {bm} {self.grand[i]} {l.upper()}" if script == "lat" else \
                f"{f} {bn} {self.father[i]} {bm} {self.grand[i]} {l}"
        raise ValueError(form)


LABELS = {
    "name": {"fr": ["Nom et prénom", "Nom & prénom", "Prénom et nom", "Identité", "Nom, prénom"],
             "ar": ["الاسم واللقب", "الاسم و اللقب", "الاسم الكامل"],
             "en": ["Full name", "Name", "Name of holder"]},
    "cin": {"fr": ["CIN n°", "N° CIN", "C.I.N", "Carte d'identité nationale n°", "N° carte d'identité"],
            "ar": ["بطاقة التعريف الوطنية عدد", "ب.ت.و عدد", "رقم بطاقة التعريف الوطنية", "ب.ت.و"],
            "en": ["National ID card (CIN)", "CIN", "ID card no. (CIN)"]},
    "passport": {"fr": ["Passeport n°", "N° passeport", "N° du passeport"],
                 "ar": ["جواز السفر عدد", "رقم جواز السفر"], "en": ["Passport No.", "Passport number"]},
    "address": {"fr": ["Adresse", "Domicile", "Adresse postale", "Adresse de résidence"],
                "ar": ["العنوان", "مقر السكنى", "عنوان الإقامة"], "en": ["Address", "Home address", "Residential address"]},
    "phone": {"fr": ["Tél.", "Téléphone", "GSM", "Tél. portable", "Mobile"],
              "ar": ["الهاتف", "رقم الهاتف", "الجوال"], "en": ["Phone", "Mobile", "Tel."]},
    "phone2": {"fr": ["Autre téléphone", "Tél. fixe", "Tél. domicile"], "ar": ["هاتف ثان", "الهاتف القار"],
               "en": ["Other phone", "Landline", "Home phone"]},
    "email": {"fr": ["E-mail", "Courriel", "Adresse électronique", "Mail"], "ar": ["البريد الإلكتروني"],
              "en": ["Email", "E-mail address"]},
    "dob": {"fr": ["Date de naissance", "Né(e) le", "Date naiss."], "ar": ["تاريخ الولادة", "تاريخ الازدياد"],
            "en": ["Date of birth", "DOB", "Born on"]},
    "pob": {"fr": ["Lieu de naissance", "Né(e) à"], "ar": ["مكان الولادة"], "en": ["Place of birth"]},
    "rib": {"fr": ["RIB", "Relevé d'identité bancaire", "N° de compte (RIB)", "Compte n° (RIB)"],
            "ar": ["رقم الحساب البنكي", "المعرف البنكي (RIB)", "رقم الحساب"],
            "en": ["Account number (RIB)", "RIB", "Bank account (RIB)"]},
    "iban": {"fr": ["IBAN", "Code IBAN"], "ar": ["رقم الحساب الدولي (IBAN)", "IBAN"], "en": ["IBAN"]},
    "bank": {"fr": ["Banque", "Établissement bancaire", "Banque domiciliataire"], "ar": ["البنك", "المؤسسة البنكية"],
             "en": ["Bank", "Beneficiary bank"]},
    "cnss": {"fr": ["N° affiliation CNSS", "Matricule CNSS", "CNSS n°", "N° d'immatriculation CNSS"],
             "ar": ["رقم الانخراط بالصندوق الوطني للضمان الاجتماعي", "رقم الضمان الاجتماعي",
                    "المعرف بالصندوق الوطني للضمان الاجتماعي"],
             "en": ["CNSS number", "Social security (CNSS) no."]},
    "tax": {"fr": ["Matricule fiscal", "M.F.", "MF", "Identifiant fiscal"], "ar": ["المعرف الجبائي", "المعرّف الجبائي عدد"],
            "en": ["Tax ID (MF)", "Tax registration number"]},
    "plate": {"fr": ["Immatriculation", "N° d'immatriculation", "Matricule du véhicule"],
              "ar": ["رقم التسجيل", "عدد التسجيل", "الرقم المنجمي"], "en": ["Registration plate", "Plate no."]},
    "card": {"fr": ["Carte bancaire n°", "N° de carte"], "ar": ["رقم البطاقة البنكية"], "en": ["Card number", "Card no."]},
    "amount": {"fr": ["Montant", "Montant en chiffres"], "ar": ["المبلغ", "مبلغ التحويل"], "en": ["Amount"]},
    "date": {"fr": ["Date", "Date de l'opération"], "ar": ["التاريخ"], "en": ["Date", "Value date"]},
    "ref": {"fr": ["Référence", "Réf."], "ar": ["المرجع", "عدد المرجع"], "en": ["Reference", "Our ref."]},
    "reason": {"fr": ["Motif", "Objet du virement", "Motif économique"], "ar": ["سبب التحويل", "موضوع التحويل"],
               "en": ["Purpose of payment", "Remittance information"]},
    "job": {"fr": ["Profession", "Fonction"], "ar": ["المهنة"], "en": ["Occupation"]},
    "nat": {"fr": ["Nationalité"], "ar": ["الجنسية"], "en": ["Nationality"]},
}


# =====================================================================  document model
class Doc:
    def __init__(self, pools, rng, lang, kind, fmt):
        self.np, self.r, self.lang, self.kind, self.fmt = pools, rng, lang, kind, fmt
        self.pl = "fr" if lang == "mixed" else lang          # language of prose
        self.sens, self._sk, self.decoys = [], set(), []
        self.used = set()
        self._reg = {}
        self._lab = {}
        self._mixed_style = rng.randrange(3)
        self.kv_style = rng.randrange(5)
        self.table_style = rng.randrange(3)
        self.persons = []

    # --- registration
    def S(self, typ, value):
        key = (typ, value)
        if key not in self._sk:
            self._sk.add(key)
            self.sens.append({"type": typ, "value": value})
        return value

    def D(self, value):
        if value not in self.decoys:
            self.decoys.append(value)
        return value

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def chance(self, p):
        return self.r.random() < p

    # --- labels
    def L(self, key, lang=None):
        lang = lang or self.lang
        ck = (key, lang)
        if ck not in self._lab:
            if lang == "mixed":
                fr, ar = self.pick(LABELS[key]["fr"]), self.pick(LABELS[key]["ar"])
                self._lab[ck] = [f"{fr} / {ar}", f"{ar} / {fr}", f"{fr} ({ar})"][self._mixed_style]
            else:
                self._lab[ck] = self.pick(LABELS[key][lang])
        return self._lab[ck]

    # --- persons
    def _take(self, origin, key):
        for _ in range(200):
            cand = self.np.pick(self.r, origin, key)
            ks = {fold(w) for s in cand if s for w in words(s) if w.casefold() not in PARTICLES}
            if not ks & self.used:
                self.used |= ks
                return cand
        raise Invalid("name pool exhausted")

    def person(self, fem=None, origin=None, filiation=False):
        if fem is None:
            fem = self.chance(0.45)
        if origin is None:
            if self.lang in ("ar", "mixed") or filiation:
                origin = "tn"
            elif self.lang == "fr":
                origin = self.r.choices(["tn", "alt", "fr"], [6, 2, 2])[0]
            else:
                origin = self.r.choices(["tn", "alt"], [7, 3])[0]
        g = "f" if fem else "m"
        if origin == "tn" and self.chance(0.15):
            g += "3"
        first = self._take(origin, g)
        if origin == "tn":
            lk = self.r.choices(["last", "last2", "last3", "lastb"], [5, 2, 2, 2])[0]
        else:
            lk = "last"
        last = self._take(origin, lk)
        fo = origin if origin != "fr" else "alt"
        p = Person(first, last, fem, origin, self._take(fo, "m"), self._take(fo, "m"))
        self.persons.append(p)
        return p

    def child_of(self, par, fem=None):
        if fem is None:
            fem = self.chance(0.5)
        first = self._take(par.origin, "f" if fem else "m")
        c = Person(first, par.last, fem, par.origin, par.first, par.father)
        self.persons.append(c)
        return c

    def N(self, p, form="fl", script="lat"):
        if script == "ar" and not p.has_ar():
            script = "lat"
        s = p.render(form, script)
        ps = frozenset(person_parts(s))
        regs = self._reg.setdefault(id(p), [])
        if not any(ps <= r for r in regs):
            self.S("PERSON", s)
            regs.append(ps)
        return s

    def NS(self, p, form="fl"):
        """Name in the document's script (Arabic for ar, both for mixed sometimes)."""
        if self.lang == "ar":
            return self.N(p, form, "ar")
        if self.lang == "mixed" and p.has_ar() and self.chance(0.5):
            a = self.N(p, form, "lat")
            b = self.N(p, "fl" if form in ("FL", "Lf", "fL", "L") else form, "ar")
            return f"{a} ({b})"
        return self.N(p, form, "lat")

    def civ(self, p, lang=None, short=None):
        lang = lang or self.pl
        if short is None:
            short = self.chance(0.6)
        if lang == "ar":
            return "السيدة" if p.fem else "السيد"
        if lang == "en":
            return self.pick(["Ms", "Mrs"]) if p.fem else self.pick(["Mr", "Mr."])
        if p.fem:
            return "Mme" if short else "Madame"
        return "M." if short else "Monsieur"

    @staticmethod
    def g(p, m, f):
        return f if p.fem else m

    # --- sensitive values
    def digits(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def cin(self):
        return self.S("CIN", self.pick("0011") + self.digits(7))

    def passport(self):
        return self.S("PASSPORT", self.pick("ABCDEFGHJKLMNPRSTVWXYZ") + self.digits(self.pick([6, 7])))

    def phone(self, fixed=False, intl=None):
        if fixed:
            d = "7" + self.pick("1234567") + self.digits(6)
        else:
            d = self.pick("2459") + self.digits(7)
        a, b, c = d[:2], d[2:5], d[5:]
        if intl is None:
            intl = self.chance(0.45)
        if intl:
            st = self.pick([f"+216 {a} {b} {c}", f"00216 {a} {b} {c}", f"(+216) {a}-{b}-{c}", f"+216 {d}",
                            f"+216-{a}-{b}-{c}", f"+216{d}", f"(00216) {a} {b} {c}", f"+216 {a}.{b}.{c}"])
        else:
            st = self.pick([f"{a} {b} {c}", f"{a}.{b}.{c}", f"{a}-{b}-{c}", d, f"{a} {d[2:4]} {d[4:6]} {d[6:]}",
                            f"{a}/{b}/{c}"])
        return self.S("PHONE", st)

    def email(self, p, domain=None):
        f = re.sub(r"[^a-z]", "", ascii_fold(p.first[0]).lower())
        l = re.sub(r"[^a-z]", "", ascii_fold(p.last[0]).lower())
        dom = domain or self.pick(["gmail.com", "yahoo.fr", "hotmail.com", "outlook.fr", "topnet.tn", "gnet.tn",
                                   "planet.tn", "live.fr"])
        loc = self.pick([f"{f}.{l}", f"{f[0]}.{l}", f"{f}{l}{self.r.randint(1, 99)}", f"{l}.{f}", f"{f}_{l}",
                         f"{f}{self.r.randint(70, 99)}", f"{l}{f[0]}"])
        return self.S("EMAIL", f"{loc}@{dom}")

    def rib_digits(self, bank=None):
        bank = bank or self.pick(BANKS)[0]
        base = bank + self.digits(3) + self.digits(13)
        k = 97 - (int(base) * 100) % 97
        full = base + "%02d" % k
        assert int(full) % 97 == 0 and len(full) == 20
        return full

    def fmt_rib(self, r, style=None):
        if style is None:
            style = self.r.randrange(6)
        return [f"{r[:2]} {r[2:5]} {r[5:18]} {r[18:]}", f"{r[:2]}.{r[2:5]}.{r[5:18]}.{r[18:]}",
                f"{r[:2]}-{r[2:5]}-{r[5:18]}-{r[18:]}", r, f"{r[:2]} {r[2:5]} {r[5:18]} {r[18:]}",
                f"{r[:5]} {r[5:18]} {r[18:]}"][style]

    def rib(self, bank=None):
        r = self.rib_digits(bank)
        return self.S("RIB", self.fmt_rib(r)), r

    def iban_tn(self, rib=None, grouped=None):
        rib = rib or self.rib_digits()
        cd = iban_check("TN", rib)
        assert cd == "59"
        s = "TN" + cd + rib
        assert iban_ok(s)
        if grouped is None:
            grouped = self.chance(0.7)
        if grouped:
            s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
        return self.S("IBAN", s)

    def iban_foreign(self, cc=None):
        cc = cc or self.pick(["FR", "DE"])
        if cc == "FR":
            b, gch, acc = self.digits(5), self.digits(5), self.digits(11)
            key = 97 - ((89 * int(b) + 15 * int(gch) + 3 * int(acc)) % 97)
            bban = b + gch + acc + "%02d" % key
        else:
            bban = self.digits(8) + self.digits(10)
        s = cc + iban_check(cc, bban) + bban
        assert iban_ok(s)
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
        return self.S("IBAN", s), cc

    def card(self):
        body = self.pick(["4", "4", "51", "52", "53", "54", "55"])
        body += self.digits(15 - len(body))
        n = body + luhn_digit(body)
        assert luhn_ok(n)
        sep = self.pick([" ", " ", "-", ""])
        s = sep.join(n[i:i + 4] for i in range(0, 16, 4)) if sep else n
        return self.S("CARD", s)

    def tax(self):
        d = self.digits(7)
        key = self.pick("ABCDEFGHJKLMNPQRSTVWXYZ")
        vat, cat, est = self.pick("APBDN"), self.pick("MPCNE"), self.pick(["000", "000", "000", "001", "002"])
        k3 = self.pick("APBDN")
        st = self.pick([f"{d}{key}/{vat}/{cat}/{est}", f"{d}{key}/{vat}/{cat}/{est}", f"{d}/{key}/{vat}/{cat}/{est}",
                        f"{d} {key} {vat} {cat} {est}", f"{d}/{k3}/{cat}/{est}", f"{d} {k3} {cat} {est}",
                        f"{d}{key}{vat}{cat}{est}"])
        return self.S("TAX_ID", st)

    def cnss(self):
        return self.S("CNSS", self.pick("123456789") + self.digits(self.pick([7, 8, 9])))

    def ymd(self, y0, y1):
        return self.r.randint(y0, y1), self.r.randint(1, 12), self.r.randint(1, 28)

    def fmt_date(self, y, m, dd, lang, style=None):
        if lang == "fr":
            opts = [f"{dd:02d}/{m:02d}/{y}", f"{'1er' if dd == 1 else dd} {FR_MONTHS[m - 1]} {y}",
                    f"{dd:02d}-{m:02d}-{y}", f"{dd:02d}.{m:02d}.{y}", f"{dd} {FR_MONTHS[m - 1]} {y}"]
        elif lang == "ar":
            opts = [f"{dd} {AR_MONTHS[m - 1]} {y}", f"{dd:02d}/{m:02d}/{y}", f"{y}/{m:02d}/{dd:02d}",
                    f"{dd:02d}-{m:02d}-{y}"]
        else:
            opts = [f"{y}-{m:02d}-{dd:02d}", f"{dd} {EN_MONTHS[m - 1]} {y}", f"{EN_MONTHS[m - 1]} {dd}, {y}",
                    f"{dd:02d}/{m:02d}/{y}"]
        return opts[style] if style is not None else self.pick(opts)

    def dob(self, lang=None, y0=1950, y1=2003, ret_ymd=False):
        y, m, dd = self.ymd(y0, y1)
        s = self.S("DOB", self.fmt_date(y, m, dd, lang or self.pl))
        return (s, (y, m, dd)) if ret_ymd else s

    def address(self, lang=None):
        lang = lang or self.pl
        city_fr, city_ar, cp = self.pick(CITIES)
        st_fr, st_ar, st_en = self.pick(STREETS)
        n = self.r.randint(1, 240)
        if lang == "ar":
            res = self.pick(RESIDENCES)[1]
            other = self.pick(CITIES)[1]
            a = self.pick([f"{n} نهج {st_ar}، {cp} {city_ar}", f"عدد {n} شارع {st_ar}، {city_ar} {cp}",
                           f"{n} شارع {st_ar} {city_ar} {cp}", f"طريق {other} كلم {self.r.randint(2, 12)}، {cp} {city_ar}",
                           f"إقامة {res}، عمارة {self.pick('ABCDE')}، شقة {n}، {cp} {city_ar}",
                           f"{n} نهج {st_ar}، {city_ar} {cp}"])
        elif lang == "en":
            if st_en is None:
                st_en = "Habib Bourguiba"
            res = self.pick(RESIDENCES)[0]
            a = self.pick([f"{n} {st_en} Avenue, {cp} {city_fr}", f"{n} {st_en} Street, {city_fr} {cp}, Tunisia",
                           f"Apt {self.r.randint(1, 30)}, {res} Residence, {n} {st_en} Street, {cp} {city_fr}",
                           f"{n}, {st_en} Boulevard, {city_fr} {cp}"])
        else:
            res = self.pick(RESIDENCES)[0]
            t = self.pick(["rue", "rue", "avenue", "boulevard"])
            a = self.pick([f"{n}, {t} {st_fr}, {cp} {city_fr}", f"{n} {t} {st_fr}, {city_fr} {cp}",
                           f"{n}, {t} {st_fr} - {cp} {city_fr}",
                           f"Impasse {self.r.randint(1, 9)} {t} {st_fr} n° {n}, {cp} {city_fr}",
                           f"Résidence {res}, bloc {self.pick('ABCDE')}, appartement {n}, {cp} {city_fr}",
                           f"{t.capitalize()} {st_fr} n° {n}, {city_fr} {cp}"])
        return self.S("ADDRESS", a)

    def plate(self, lang=None):
        lang = lang or self.pl
        ser, num = self.r.randint(100, 259), self.r.randint(1, 9999)
        if self.chance(0.15):
            return self.S("PLATE", f"RS {self.r.randint(100000, 999999)}")
        if lang == "ar" or (lang == "mixed" and self.chance(0.5)):
            return self.S("PLATE", f"{ser} تونس {num}")
        return self.S("PLATE", f"{ser} TU {num}")

    def health(self, lang=None, injury=False):
        lang = lang or self.pl
        src = INJURY if injury else HEALTH
        for _ in range(50):
            h = self.pick(src[lang])
            if not any(x["type"] == "HEALTH" and (h in x["value"] or x["value"] in h) for x in self.sens):
                return self.S("HEALTH", h)
        raise Invalid("health pool")

    # --- decoys
    def d_amount(self, lang=None, big=False, lo=120, hi=98000):
        lang = lang or self.pl
        v = self.r.randint(1000000, 99999999) if big else self.r.randint(lo, hi)
        sp = f"{v:,}".replace(",", " ")
        if lang == "ar":
            return self.D(self.pick([f"{v} دينار", f"{sp} د.ت", f"{v} دينارا"]))
        if lang == "en":
            return self.D(self.pick([f"TND {v:,}.000", f"{v:,} TND", f"{v:,}.500 TND"]))
        return self.D(self.pick([f"{sp} TND", f"{sp},000 DT", f"{v} dinars", f"{sp},500 TND"]))

    def d_date(self, lang=None, y0=2021, y1=2025):
        y, m, dd = self.ymd(y0, y1)
        return self.D(self.fmt_date(y, m, dd, lang or self.pl))

    def d_ref(self, style=None):
        y = self.r.randint(2021, 2025)
        opts = [f"VIR-{y}-{self.digits(6)}", f"FA-{y % 100}-{self.digits(4)}", f"DOS/{y}/{self.digits(5)}",
                f"REF {self.digits(3)}-{self.digits(5)}", f"{self.pick('ABCDEFGH')}{self.digits(2)}-{self.digits(6)}",
                f"{self.digits(4)}/{y}", f"SIN-{y}-{self.digits(5)}", f"CMD-{self.digits(7)}"]
        return self.D(opts[style] if style is not None else self.pick(opts))

    def d_law(self, lang=None):
        lang = lang or self.pl
        n = self.r.randint(2, 312)
        if lang == "ar":
            return self.D(self.pick([f"الفصل {n}", "القانون الأساسي عدد 63 لسنة 2004", f"الفصل {n} من مجلة الالتزامات والعقود",
                                     "القانون عدد 35 لسنة 1976", f"الأمر عدد {self.r.randint(100, 3000)} لسنة {self.r.randint(1990, 2020)}"]))
        if lang == "en":
            return self.D(self.pick([f"Article {n}", "Organic Law No. 2004-63", f"Section {n % 40 + 1}",
                                     f"Decree No. {self.r.randint(1995, 2020)}-{self.r.randint(10, 3000)}"]))
        return self.D(self.pick([f"article {n}", "loi n° 2004-63", "loi organique n° 2004-63 du 27 juillet 2004",
                                 f"article {n} du Code des obligations et des contrats", "loi n° 76-35 du 18 février 1976",
                                 f"décret n° {self.r.randint(1995, 2020)}-{self.r.randint(10, 3000)}"]))

    def d_wrong_rib(self):
        r = self.rib_digits()
        k = int(r[18:])
        for delta in range(1, 97):
            nk = (k + delta + self.r.randint(0, 50)) % 100
            cand = r[:18] + "%02d" % nk
            if int(cand) % 97 != 0:
                return self.D(self.fmt_rib(cand, self.r.randrange(4)))
        raise Invalid("wrong rib")

    def d_bad_card(self):
        body = self.pick(["4", "5"]) + self.digits(14)
        good = luhn_digit(body)
        bad = str((int(good) + self.r.randint(1, 9)) % 10)
        n = body + bad
        assert not luhn_ok(n)
        return self.D(" ".join(n[i:i + 4] for i in range(0, 16, 4)) if self.chance(0.7) else n)

    def d_company(self, lang=None):
        return self.D(self.pick(COMPANIES[lang or self.pl]))

    def d_inst(self, lang=None):
        lang = lang or self.pl
        if lang == "ar":
            return self.D(self.pick(["الصندوق الوطني للضمان الاجتماعي", "الهيئة الوطنية لحماية المعطيات الشخصية",
                                     "البنك المركزي التونسي", "الصندوق الوطني للتأمين على المرض"]))
        if lang == "en":
            return self.D(self.pick(["CNSS", "INPDP", "Central Bank of Tunisia", "CNAM"]))
        return self.D(self.pick(["CNSS", "INPDP", "Banque Centrale de Tunisie", "CNAM", "STEG", "SONEDE"]))


# =====================================================================  builders
# Each builder returns a list of blocks:
#   ("title", t) ("h", t) ("p", t) ("kv", [(label, value)]) ("table", header, rows) ("lines", [..]) ("sep",)
# or ("csv", rows, delimiter) for CSV documents.

def kvs(*pairs):
    return ("kv", [p for p in pairs if p])


def b_bank_transfer(d):
    r, L = d.r, d.lang
    pl = d.pl
    bank = d.pick(BANKS)
    bank_b = d.pick([b for b in BANKS if b != bank])
    payer, payee = d.person(), d.person()
    city = d.pick(CITIES)
    bname = d.D(bank[3] if pl == "ar" else d.pick([bank[1], bank[2]]))
    blocks = []
    if pl == "ar":
        blocks.append(("title", d.pick(["أمر بالتحويل", "طلب تحويل بنكي", "إذن بتحويل أموال"])))
        blocks.append(("p", f"{bname} - فرع {city[1]}"))
    elif pl == "en":
        blocks.append(("title", d.pick(["FUNDS TRANSFER ORDER", "International transfer request", "PAYMENT ORDER"])))
        blocks.append(("p", f"{bname} - {city[0]} branch"))
    else:
        t = d.pick(["ORDRE DE VIREMENT", "ORDRE DE VIREMENT PERMANENT", "Demande de virement bancaire"])
        if L == "mixed":
            t += " - أمر بالتحويل"
        blocks.append(("title", t))
        blocks.append(("p", f"{bname} - Agence {city[0]}"))
    ref = d.d_ref(0)
    dt = d.d_date()
    blocks.append(kvs((d.L("ref"), ref), (d.L("date"), dt)))
    # payer
    h1 = {"ar": "الآمر بالتحويل", "en": "Ordering customer", "fr": "Donneur d'ordre"}[pl]
    if L == "mixed":
        h1 += " / الآمر بالتحويل"
    blocks.append(("h", h1))
    rib1, rd1 = d.rib(bank[0])
    rows = [(d.L("name"), d.NS(payer, d.pick(["fl", "Lf", "FL"]))), (d.L("cin"), d.cin()),
            (d.L("address"), d.address()), (d.L("phone"), d.phone())]
    rows.append((d.L("rib"), rib1))
    if d.chance(0.6):
        rows.append((d.L("iban"), d.iban_tn(rd1)))
    if d.chance(0.4):
        rows.append((d.L("email"), d.email(payer)))
    mid = rows[1:4]
    r.shuffle(mid)
    rows[1:4] = mid
    blocks.append(("kv", rows))
    h2 = {"ar": "المستفيد", "en": "Beneficiary", "fr": "Bénéficiaire"}[pl]
    if L == "mixed":
        h2 += " / المستفيد"
    blocks.append(("h", h2))
    group = pl != "en" and d.chance(0.3)
    if group:
        hdr = {"ar": ["المستفيد", "رقم الحساب", "المبلغ"], "fr": ["Bénéficiaire", "RIB", "Montant"]}[pl]
        trows = []
        for i in range(3):
            p = payee if i == 0 else d.person()
            trows.append([d.NS(p, d.pick(["fl", "Lf"])), d.rib()[0], d.d_amount()])
        blocks.append(("table", hdr, trows))
    else:
        rows = [(d.L("name"), d.NS(payee, d.pick(["fl", "Lf", "fL"])))]
        if pl == "en" and d.chance(0.7):
            ib, cc = d.iban_foreign()
            rows.append((d.L("bank"), d.D(d.pick(FOREIGN_BANKS[cc]))))
            rows.append((d.L("iban"), ib))
            rows.append(("Beneficiary address", d.address("en")))
        else:
            rows.append((d.L("bank"), d.D(bank_b[3] if pl == "ar" else bank_b[2])))
            rib2, rd2 = d.rib(bank_b[0])
            if d.chance(0.5):
                rows.append((d.L("rib"), rib2))
            rows.append((d.L("iban"), d.iban_tn(rd2)))
            if d.chance(0.5):
                rows.append((d.L("cin"), d.cin()))
        if pl == "en":
            rows.append(("SWIFT/BIC", d.D(bank[4])))
        blocks.append(("kv", rows))
    amt = d.d_amount()
    k = d.r.randrange(4)
    if k == 0:
        reason = {"fr": "Règlement facture ", "ar": "خلاص الفاتورة عدد ", "en": "Invoice "}[pl] + d.d_ref(1)
    else:
        reason = {"fr": ["Loyer du mois", "Aide familiale", "Frais de scolarité"],
                  "ar": ["معين الكراء", "مساعدة عائلية", "معاليم الدراسة"],
                  "en": ["Rent", "Family support", "Tuition fees"]}[pl][k - 1]
    blocks.append(kvs((d.L("amount"), amt), (d.L("reason"), reason)))
    if pl == "ar":
        blocks.append(("p", f"أنا الممضي أسفله {d.N(payer, 'fl', 'ar')} أرخص ل{bname} في خصم المبلغ المذكور أعلاه من حسابي "
                            f"وتحويله إلى المستفيد، مع العلم أن عدد العملية الداخلي {d.d_wrong_rib()} لا يمثل رقم حساب."))
        blocks.append(("p", f"حرر ب{city[1]} في {dt}"))
        blocks.append(("p", "إمضاء الآمر بالتحويل"))
    elif pl == "en":
        blocks.append(("p", f"I, the undersigned {d.N(payer, 'fl')}, instruct {bname} to debit my account and to transfer "
                            f"the above amount. Internal operation number {d.d_wrong_rib()} (not an account number). "
                            f"Charges: OUR. Transfers are reported to the {d.d_inst('en')} as required."))
        blocks.append(("p", f"{city[0]}, {dt}  -  Signature"))
    else:
        ss = d.g(payer, "Je soussigné", "Je soussignée")
        blocks.append(("p", f"{ss} {d.civ(payer)} {d.N(payer, 'fl')}, autorise {bname} à débiter mon compte du montant "
                            f"indiqué ci-dessus. N° d'opération interne : {d.d_wrong_rib()}. Conformément à la "
                            f"réglementation de la {d.D('Banque Centrale de Tunisie')}, ce virement est irrévocable."))
        blocks.append(("p", f"Fait à {city[0]}, le {dt}"))
        blocks.append(("p", "Signature du donneur d'ordre"))
    return blocks


def b_lease(d):
    pl = d.pl
    lord, ten = d.person(fem=False), d.person()
    city = d.pick(CITIES)
    long_ = d.chance(0.8)
    rent, dep = d.d_amount(lo=350, hi=2400), d.d_amount(lo=700, hi=4800)
    start = d.d_date()
    signed = d.d_date()
    b = []
    if pl == "ar":
        b.append(("title", d.pick(["عقد كراء محل معد للسكنى", "عقد تسويغ", "عقد كراء شقة"])))
        b.append(("p", "بين الممضين أسفله:"))
        b.append(("p", f"السيد {d.N(lord, d.pick(['fl', 'fil']), 'ar')}، المولود في {d.dob('ar')}، صاحب بطاقة التعريف الوطنية "
                       f"عدد {d.cin()}، القاطن ب{d.address('ar')}، الهاتف {d.phone()}، بصفته مسوغا من جهة،"))
        b.append(("p", f"{d.civ(ten, 'ar')} {d.N(ten, d.pick(['fl', 'fil']), 'ar')}، {d.g(ten, 'المولود', 'المولودة')} في "
                       f"{d.dob('ar')}، {d.g(ten, 'صاحب', 'صاحبة')} بطاقة التعريف الوطنية عدد {d.cin()}، "
                       f"{d.g(ten, 'القاطن', 'القاطنة')} حاليا ب{d.address('ar')}، البريد الإلكتروني {d.email(ten)}، "
                       f"بصفته متسوغا من جهة أخرى،"))
        b.append(("p", "تم الاتفاق على ما يلي:"))
        b.append(("p", f"الفصل الأول: يسوغ المسوغ للمتسوغ الشقة الكائنة ب{d.address('ar')} والمتكونة من ثلاث غرف ومطبخ وبيت استحمام."))
        b.append(("p", f"الفصل الثاني: أبرم هذا العقد لمدة سنة واحدة تبتدئ من {start} وتتجدد ضمنيا."))
        b.append(("p", f"الفصل الثالث: حدد معين الكراء الشهري ب{rent} يدفع مسبقا في بداية كل شهر بواسطة تحويل إلى الحساب "
                       f"البنكي للمسوغ عدد {d.rib()[0]}."))
        b.append(("p", f"الفصل الرابع: دفع المتسوغ ضمانا قدره {dep} يرجع إليه عند انتهاء العقد."))
        if long_:
            b.append(("p", f"الفصل الخامس: يلتزم المتسوغ باستعمال المحل للسكنى فقط وبعدم تسويغه من الباطن، ويتحمل معاليم "
                           f"استهلاك الماء والكهرباء والغاز. يخضع هذا العقد لأحكام {d.d_law('ar')}."))
            b.append(("p", "الفصل السادس: في صورة عدم خلاص معين الكراء لمدة شهرين متتاليين يفسخ العقد آليا بعد التنبيه "
                           "على المتسوغ برسالة مضمونة الوصول."))
            g = d.person()
            b.append(("p", f"الفصل السابع: يضمن {d.civ(g, 'ar')} {d.N(g, 'fl', 'ar')}، {d.g(g, 'صاحب', 'صاحبة')} بطاقة "
                           f"التعريف الوطنية عدد {d.cin()}، الهاتف {d.phone()}، خلاص معين الكراء بالتضامن مع المتسوغ."))
            b.append(("p", f"الفصل الثامن: تختص {d.D('المحكمة الابتدائية ب' + city[1])} بالنظر في كل نزاع ينشأ عن تنفيذ هذا العقد."))
            b.append(("p", "الفصل التاسع: تسلم المتسوغ المحل في حالة حسنة ويلتزم بإرجاعه عند انتهاء العقد على الحالة التي "
                           "تسلمه عليها باستثناء ما ينتج عن الاستعمال العادي، ويتم تحرير محضر معاينة عند الدخول وعند الخروج."))
            b.append(("p", "الفصل العاشر: يلتزم المتسوغ بتأمين المحل ضد أخطار الحريق وتسرب المياه لدى شركة تأمين مرخص لها "
                           "وبالاستظهار بعقد التأمين عند كل طلب من المسوغ."))
            b.append(("p", "الفصل الحادي عشر: يتحمل المتسوغ معاليم التسجيل والطابع الجبائي المتعلقة بهذا العقد، ويعتبر كل "
                           "طرف مختارا لمقره بالعنوان المذكور أعلاه لتبليغ كل الإعلامات."))
        b.append(("p", f"حرر في نظيرين ب{city[1]} في {signed}"))
        b.append(("p", "إمضاء المسوغ                     إمضاء المتسوغ"))
        return b
    # French (and mixed)
    t = d.pick(["CONTRAT DE BAIL À USAGE D'HABITATION", "Contrat de location d'un local à usage d'habitation", "BAIL"])
    if d.lang == "mixed":
        t += " - عقد كراء"
    b.append(("title", t))
    b.append(("p", d.pick(["Entre les soussignés :", "ENTRE :", "Il est convenu entre :"])))
    fl = d.pick(["fl", "Lf", "fil", "FL"])
    b.append(("p", f"{d.civ(lord)} {d.NS(lord, fl)}, né le {d.dob()}, titulaire de la CIN n° {d.cin()}, demeurant au "
                   f"{d.address()}, téléphone {d.phone()}, ci-après dénommé « le bailleur », d'une part,"))
    addr_t = d.address("ar" if d.lang == "mixed" and d.chance(0.5) else "fr")
    b.append(("p", f"Et {d.civ(ten)} {d.NS(ten, d.pick(['fl', 'Lf', 'fil']))}, {d.g(ten, 'né', 'née')} le {d.dob()}, "
                   f"{d.g(ten, 'titulaire', 'titulaire')} de la carte d'identité nationale n° {d.cin()} délivrée le "
                   f"{d.d_date(y0=2015, y1=2020)}, demeurant actuellement {addr_t}, e-mail : {d.email(ten)}, ci-après "
                   f"{d.g(ten, 'dénommé « le locataire »', 'dénommée « la locataire »')}, d'autre part."))
    b.append(("p", "Il a été convenu et arrêté ce qui suit :"))
    b.append(("h", "Article 1 - Objet"))
    b.append(("p", f"Le bailleur donne en location un appartement de type S+2 situé {d.address()}, au deuxième étage, "
                   f"comprenant deux chambres, un salon, une cuisine et une salle de bain."))
    b.append(("h", "Article 2 - Durée"))
    b.append(("p", f"Le présent bail est consenti pour une durée d'une année à compter du {start}, renouvelable par "
                   f"tacite reconduction."))
    b.append(("h", "Article 3 - Loyer"))
    rib, rd = d.rib()
    pay = f"RIB {rib}" if d.chance(0.5) else f"IBAN {d.iban_tn(rd)}"
    b.append(("p", f"Le loyer mensuel est fixé à {rent}, payable d'avance le cinq de chaque mois par virement sur le "
                   f"compte du bailleur ({pay}). Un dépôt de garantie de {dep} est versé à la signature."))
    if long_:
        b.append(("h", "Article 4 - Obligations du locataire"))
        b.append(("p", "Le locataire s'engage à user paisiblement des lieux, à ne pas sous-louer, à payer les "
                       "consommations d'eau, d'électricité et de gaz, et à restituer les lieux en bon état d'entretien. "
                       f"Les relevés des compteurs {d.D('STEG')} et {d.D('SONEDE')} sont joints en annexe."))
        b.append(("h", "Article 5 - Révision"))
        b.append(("p", f"Le loyer est révisable tous les ans dans les conditions prévues par les textes en vigueur "
                       f"({d.d_law()}), dans la limite de cinq pour cent."))
        g = d.person()
        b.append(("h", "Article 6 - Caution"))
        b.append(("p", f"{d.civ(g)} {d.NS(g, 'fl')}, CIN {d.cin()}, tél. {d.phone()}, se porte caution solidaire du "
                       f"locataire pour le paiement des loyers et charges."))
        b.append(("h", "Article 7 - Litiges"))
        b.append(("p", f"Tout litige relatif à l'exécution du présent contrat relève de la compétence du "
                       f"{d.D('Tribunal de première instance de ' + city[0])}. Pour l'exécution des présentes, les "
                       f"parties élisent domicile à leurs adresses respectives indiquées ci-dessus."))
        b.append(("h", "Article 8 - État des lieux"))
        b.append(("p", "Un état des lieux contradictoire est établi à l'entrée et à la sortie du locataire. Toute "
                       "dégradation constatée, hors usure normale, est à la charge du locataire et pourra être imputée "
                       "sur le dépôt de garantie, qui sera restitué dans un délai de deux mois après la remise des clés."))
        b.append(("h", "Article 9 - Assurance"))
        b.append(("p", f"Le locataire est tenu d'assurer le logement contre les risques locatifs (incendie, dégât des "
                       f"eaux, responsabilité civile) auprès d'une compagnie agréée, par exemple {d.D(d.pick(INSURERS))}, "
                       f"et d'en justifier à première demande du bailleur."))
        b.append(("h", "Article 10 - Résiliation"))
        b.append(("p", "Le locataire peut résilier le bail à tout moment moyennant un préavis de trois mois notifié par "
                       "lettre recommandée avec accusé de réception. À défaut de paiement d'un seul terme de loyer à son "
                       "échéance, le bail sera résilié de plein droit un mois après un commandement de payer demeuré "
                       "infructueux, sans préjudice de tous dommages et intérêts."))
        b.append(("h", "Article 11 - Frais"))
        b.append(("p", "Les frais de timbre et d'enregistrement du présent contrat sont supportés par le locataire."))
        b.append(("p", f"Enregistré à la recette des finances de {city[0]}, quittance n° {d.d_ref(5)}."))
    b.append(("p", f"Fait en deux exemplaires originaux à {city[0]}, le {signed}."))
    b.append(("p", d.pick(["Le bailleur                          Le locataire", "Signatures précédées de la mention « lu et approuvé »"])))
    return b


def b_judgment(d):
    pl = d.pl
    city = d.pick(CITIES)
    pla, defe, wit = d.person(fem=False, filiation=True), d.person(fem=False, filiation=True), d.person()
    lawyer, judge, j2, clerk = d.person(), d.person(), d.person(), d.person()
    case = d.D(f"{d.r.randint(10000, 99999)}")
    amt = d.d_amount()
    jd = d.d_date()
    b = []
    if pl == "ar":
        b.append(("lines", ["الجمهورية التونسية", "وزارة العدل", d.D(f"المحكمة الابتدائية ب{city[1]}")]))
        b.append(("title", d.pick(["حكم مدني ابتدائي", "حكم", "نسخة حكم"])))
        b.append(("p", f"القضية عدد {case} - تاريخ الحكم: {jd}"))
        b.append(("p", f"أصدرت المحكمة الابتدائية ب{city[1]} في جلستها العلنية المنعقدة يوم {jd} الحكم الآتي بيانه بين:"))
        b.append(("p", f"المدعي: {d.N(pla, d.pick(['fil', 'fil1']), 'ar')}، {d.g(pla, 'المولود', 'المولودة')} في {d.dob('ar')}، "
                       f"{d.g(pla, 'صاحب', 'صاحبة')} بطاقة التعريف الوطنية عدد {d.cin()}، {d.g(pla, 'القاطن', 'القاطنة')} "
                       f"ب{d.address('ar')}، الهاتف {d.phone()}، نائبه الأستاذ {d.N(lawyer, 'fl', 'ar')} المحامي ب{city[1]}."))
        b.append(("p", "من جهة"))
        b.append(("p", f"والمدعى عليه: {d.N(defe, d.pick(['fil', 'fil1']), 'ar')}، {d.g(defe, 'صاحب', 'صاحبة')} ب.ت.و عدد "
                       f"{d.cin()}، {d.g(defe, 'القاطن', 'القاطنة')} ب{d.address('ar')}."))
        b.append(("p", "من جهة أخرى"))
        b.append(("h", "الوقائع"))
        b.append(("p", f"حيث قدم المدعي عريضة افتتاح دعوى يعرض فيها أنه أقرض المدعى عليه مبلغا قدره {amt} وأنه سلمه "
                       f"المبلغ بواسطة تحويل بنكي من حسابه عدد {d.rib()[0]} وأن المدعى عليه امتنع عن الإرجاع رغم التنبيه "
                       f"عليه بواسطة عدل منفذ، طالبا الحكم بإلزامه بأداء المبلغ المذكور مع الفوائض القانونية."))
        b.append(("p", f"وحيث أدلى المدعي بشهادة {d.civ(wit, 'ar')} {d.N(wit, 'fl', 'ar')}، {d.g(wit, 'صاحب', 'صاحبة')} بطاقة "
                       f"التعريف الوطنية عدد {d.cin()}، التي أكد فيها حضوره عملية تسليم المبلغ."))
        b.append(("p", f"وحيث لم يحضر المدعى عليه {d.N(defe, 'l', 'ar')} رغم بلوغ الاستدعاء إليه قانونا."))
        b.append(("h", "المستندات"))
        b.append(("p", f"- كشف حساب بنكي صادر عن {d.D(d.pick(BANKS)[3])}.\n- محضر تنبيه عدد {d.d_ref(5)}."))
        b.append(("h", "القانون"))
        b.append(("p", f"وبعد الاطلاع على {d.d_law('ar')} وعلى مجلة المرافعات المدنية والتجارية."))
        b.append(("p", "وحيث تمسك نائب المدعي بطلباته الواردة بعريضة الدعوى وأدلى بنسخة من الإنذار الموجه إلى المدعى "
                       "عليه وبما يفيد بلوغه إليه، ولم يقدم المدعى عليه أي جواب أو مؤيد رغم تأخير القضية لأكثر من جلسة."))
        b.append(("p", "وحيث اقتضت أحكام مجلة الالتزامات والعقود أن من التزم بشيء لزمه الوفاء به، وأن على المدين الذي "
                       "يدعي براءة ذمته أن يثبت ذلك، وحيث لم يثبت المدعى عليه خلاص الدين المطلوب منه."))
        b.append(("p", "وحيث ثبت للمحكمة من خلال المؤيدات المظروفة بالملف أن الدين ثابت في ذمة المدعى عليه ولم يقدم ما "
                       "يثبت براءة ذمته، مما يتجه معه قبول الدعوى أصلا وإلزامه بالأداء."))
        b.append(("p", "وحيث يتجه رفض طلب التعويض عن الضرر المعنوي لعدم إثباته، وحمل المصاريف القانونية على المحكوم "
                       "عليه عملا بمقتضيات مجلة المرافعات المدنية والتجارية."))
        b.append(("h", "ولهذه الأسباب"))
        b.append(("p", f"قضت المحكمة ابتدائيا غيابيا في حق المدعى عليه بقبول الدعوى شكلا وفي الأصل بإلزامه بأن يؤدي "
                       f"للمدعي {d.N(pla, 'f', 'ar')} مبلغ {amt} وحمل المصاريف القانونية عليه."))
        b.append(("p", f"وبه صدر الحكم وتلي علنا بجلسة يوم {jd} برئاسة القاضي {d.N(judge, 'fl', 'ar')} وعضوية "
                       f"{d.N(j2, 'fl', 'ar')} وبمساعدة كاتب الجلسة {d.N(clerk, 'fl', 'ar')}."))
        return b
    mixed = d.lang == "mixed"
    b.append(("lines", ["RÉPUBLIQUE TUNISIENNE" + (" - الجمهورية التونسية" if mixed else ""),
                        d.D(f"Tribunal de première instance de {city[0]}")]))
    b.append(("title", d.pick(["JUGEMENT CIVIL", "Jugement", "JUGEMENT EN MATIÈRE CIVILE"])))
    b.append(("p", f"Affaire n° {case} - Audience publique du {jd}"))
    b.append(("p", "Entre :"))
    b.append(("p", f"{d.civ(pla, short=False)} {d.NS(pla, d.pick(['fil', 'filL']))}, {d.g(pla, 'né', 'née')} le {d.dob()}, "
                   f"titulaire de la CIN n° {d.cin()}, {d.g(pla, 'demeurant', 'demeurant')} au {d.address()}, "
                   f"tél. {d.phone()}, demandeur, représenté par Maître {d.N(lawyer, d.pick(['fl', 'fL']))}, avocat à {city[0]} ;"))
    b.append(("p", f"Et : {d.civ(defe, short=False)} {d.NS(defe, d.pick(['fil', 'fil1']))}, titulaire de la C.I.N n° {d.cin()}, "
                   f"demeurant au {d.address('ar' if mixed else 'fr')}, défendeur, non comparant."))
    b.append(("h", "Faits et procédure"))
    b.append(("p", f"Par requête enregistrée au greffe, le demandeur expose avoir prêté au défendeur la somme de {amt}, "
                   f"versée par virement depuis son compte RIB {d.rib()[0]}, et que celui-ci refuse de la restituer malgré "
                   f"une sommation notifiée par huissier (exploit n° {d.d_ref(5)})."))
    b.append(("p", f"Le témoin {d.civ(wit)} {d.N(wit, 'fl')}, CIN {d.cin()}, a confirmé la remise des fonds. Le défendeur "
                   f"{d.N(defe, 'L')} n'a pas comparu bien que régulièrement cité."))
    b.append(("p", "L'affaire a été appelée à plusieurs audiences successives ; le demandeur a déposé ses conclusions "
                   "et ses pièces, puis le dossier a été mis en délibéré après que le ministère public a été avisé. Aucune "
                   "demande de renvoi n'a été présentée par le défendeur, ni aucune demande reconventionnelle."))
    b.append(("h", "Motifs"))
    b.append(("p", f"Vu les textes applicables ({d.d_law()}) ; attendu qu'il résulte des pièces du dossier que la créance est certaine, liquide "
                   f"et exigible ; qu'il y a lieu de faire droit à la demande."))
    b.append(("p", "Attendu que le demandeur a produit l'ordre de virement et le relevé de compte correspondant, ainsi "
                   "qu'une reconnaissance de dette non contestée ; que le défendeur, régulièrement cité, n'a formulé "
                   "aucun moyen de défense et n'a produit aucune pièce de nature à établir sa libération."))
    b.append(("p", "Attendu en revanche que la demande de dommages et intérêts pour préjudice moral n'est étayée par "
                   "aucun élément ; qu'elle doit être rejetée ; que les dépens sont à la charge de la partie qui succombe."))
    b.append(("p", "Attendu qu'aux termes de la loi, celui qui réclame l'exécution d'une obligation doit la prouver et "
                   "que, réciproquement, celui qui s'en prétend libéré doit justifier le paiement ou le fait qui a produit "
                   "l'extinction de son obligation ; que la preuve de la remise des fonds est rapportée en l'espèce."))
    b.append(("p", "Attendu que les intérêts légaux courent à compter de la sommation de payer ; qu'il n'y a pas lieu "
                   "d'ordonner l'exécution provisoire, la condition d'urgence n'étant pas établie."))
    b.append(("h", "Par ces motifs"))
    b.append(("p", f"Le tribunal, statuant publiquement et par défaut, condamne {d.N(defe, 'l')} à payer à "
                   f"{d.N(pla, 'f')} la somme de {amt} outre les frais, et rejette le surplus des demandes."))
    b.append(("p", f"Ainsi jugé et prononcé le {jd} par {d.N(judge, 'fl')}, président, assisté de "
                   f"{d.N(clerk, 'fl')}, greffier."))
    return b


def b_medical(d):
    pl = d.pl
    doc, pat, rel = d.person(), d.person(), d.person()
    city = d.pick(CITIES)
    dt = d.d_date()
    b = []
    if pl == "ar":
        b.append(("lines", [f"الدكتور {d.N(doc, 'fl', 'ar')}", "طبيب مختص في الأمراض الباطنية",
                            f"الهاتف: {d.phone(fixed=True)}"]))
        b.append(("title", d.pick(["تقرير طبي", "رسالة توجيه طبية", "شهادة طبية"])))
        b.append(("p", f"{city[1]} في {dt}"))
        b.append(("p", f"أنا الممضي أسفله الدكتور {d.N(doc, 'fl', 'ar')}، أشهد أنني فحصت {d.civ(pat, 'ar')} "
                       f"{d.N(pat, d.pick(['fl', 'fil1']), 'ar')}، {d.g(pat, 'المولود', 'المولودة')} في {d.dob('ar')}، "
                       f"{d.g(pat, 'صاحب', 'صاحبة')} بطاقة التعريف الوطنية عدد {d.cin()}، {d.g(pat, 'القاطن', 'القاطنة')} "
                       f"ب{d.address('ar')}، الهاتف {d.phone()}."))
        b.append(("p", f"وتبين أن {d.g(pat, 'المعني', 'المعنية')} بالأمر {d.g(pat, 'يعاني', 'تعاني')} من {d.health('ar')} "
                       f"منذ سنة {d.r.randint(2005, 2020)}، مع سوابق {d.health('ar')}."))
        b.append(("p", f"رقم الانخراط بالصندوق الوطني للضمان الاجتماعي: {d.cnss()}"))
        b.append(("p", f"الشخص الذي يجب الاتصال به: {d.N(rel, 'fl', 'ar')} - {d.phone()}"))
        b.append(("p", f"يحتاج إلى متابعة دورية وراحة لمدة {d.r.randint(3, 21)} يوما ابتداء من {d.d_date()}."))
        b.append(("p", "سلمت هذه الشهادة للمعني بالأمر بطلب منه للإدلاء بها عند الحاجة."))
        return b
    if pl == "en":
        b.append(("lines", [f"Dr {d.N(doc, 'fl')}", d.D(d.pick(["Clinique Les Jasmins", "Polyclinique Ennasr",
                                                                  "Hôpital Charles Nicolle"])),
                            f"Tel: {d.phone(fixed=True)}"]))
        b.append(("title", d.pick(["Referral letter", "Medical report", "Letter of referral"])))
        b.append(("p", f"{city[0]}, {dt}"))
        b.append(("p", f"Dear colleague,"))
        b.append(("p", f"I am referring {d.civ(pat, 'en')} {d.N(pat, d.pick(['fl', 'Lf']))}, born on {d.dob('en')}, "
                       f"ID card (CIN) {d.cin()}, living at {d.address('en')}, mobile {d.phone()}, for assessment and "
                       f"management of {d.health('en')}."))
        b.append(("p", f"Past history: {d.health('en')} diagnosed in {d.r.randint(2005, 2020)}. Current treatment was "
                       f"reviewed; lab results attached (ref. {d.d_ref(4)})."))
        b.append(("kv", [("CNSS number", d.cnss()), ("Next of kin", f"{d.N(rel, 'fl')}, {d.phone()}"),
                         ("Insurer", d.D("CNAM"))]))
        b.append(("p", "I would be grateful for your opinion. Kind regards,"))
        b.append(("p", f"Dr {d.N(doc, 'l')}"))
        return b
    mixed = d.lang == "mixed"
    b.append(("lines", [f"Dr {d.NS(doc, 'fl')}", d.pick(["Médecin spécialiste en médecine interne", "Pneumo-phtisiologue",
                                                           "Médecin généraliste", "Psychiatre"]),
                        d.D(d.pick(["Clinique Les Jasmins", "Polyclinique Ennasr", "Cabinet médical El Manar"])),
                        f"Tél. : {d.phone(fixed=True)}"]))
    b.append(("title", d.pick(["LETTRE DE LIAISON", "Rapport médical", "Lettre d'orientation", "COMPTE RENDU DE CONSULTATION"])))
    b.append(("p", f"{city[0]}, le {dt}"))
    b.append(("p", "Cher confrère,"))
    if mixed:
        hf, ha = d.pick(HEALTH_PAIRS)
        h1, extra = d.S("HEALTH", hf), f" ({d.S('HEALTH', ha)})"
    else:
        h1, extra = d.health("fr"), ""
    b.append(("p", f"Je vous adresse {d.civ(pat)} {d.NS(pat, d.pick(['fl', 'Lf', 'FL']))}, {d.g(pat, 'né', 'née')} le {d.dob()}, "
                   f"CIN {d.cin()}, {d.g(pat, 'affilié', 'affiliée')} à la CNSS sous le n° {d.cnss()}, demeurant "
                   f"{d.address('ar' if mixed and d.chance(0.5) else 'fr')}, joignable au {d.phone()}, pour avis et "
                   f"prise en charge. Diagnostic principal : {h1}{extra}."))
    d.D("CNSS")
    b.append(("p", f"Antécédents : {d.health('fr')} depuis {d.r.randint(2005, 2020)}. Pas d'allergie connue. "
                   f"Bilan biologique joint (dossier {d.d_ref(2)})."))
    b.append(("p", f"Personne à prévenir : {d.NS(rel, 'fl')}, tél. {d.phone()}."))
    b.append(("p", f"Je vous remercie de bien vouloir {d.g(pat, 'le', 'la')} recevoir. Prise en charge {d.D('CNAM')} en cours."))
    b.append(("p", f"Confraternellement,\nDr {d.N(doc, 'L')}"))
    return b


def b_insurance(d):
    pl = d.pl
    ins, drv, adv = d.person(), d.person(), d.person()
    insurer = d.D(d.pick(INSURERS_AR) if pl == "ar" else d.pick(INSURERS))
    city = d.pick(CITIES)
    b = []
    if pl == "ar":
        b.append(("title", "تصريح بحادث مرور"))
        b.append(("p", insurer))
        b.append(("kv", [("عدد عقد التأمين", d.d_ref(4)), ("عدد الحادث", d.d_ref(6)), ("تاريخ الحادث", d.d_date('ar')),
                         ("مكان الحادث", f"مفترق {city[1]}")]))
        b.append(("h", "المؤمن له"))
        rows = [(d.L("name"), d.N(ins, d.pick(["fl", "fil1"]), "ar")), (d.L("dob"), d.dob("ar")), (d.L("cin"), d.cin()),
                (d.L("address"), d.address("ar")), (d.L("phone"), d.phone()), (d.L("email"), d.email(ins)),
                ("نوع السيارة", d.pick(CAR_MODELS)), (d.L("plate"), d.plate("ar"))]
        b.append(("kv", rows))
        b.append(("h", "السائق"))
        b.append(("kv", [(d.L("name"), d.N(drv, "fl", "ar")), ("رخصة السياقة عدد", d.d_ref(4)), (d.L("cin"), d.cin()),
                         (d.L("phone"), d.phone())]))
        b.append(("h", "الطرف الآخر"))
        b.append(("kv", [(d.L("name"), d.N(adv, "fl", "ar")), (d.L("plate"), d.plate("ar")),
                         ("شركة التأمين", d.D(d.pick(INSURERS_AR)))]))
        b.append(("kv", [("الأضرار البدنية", d.health("ar", injury=True)), ("تقدير الأضرار", d.d_amount("ar")),
                         ("رقم الحساب البنكي لتحويل التعويض", d.rib()[0])]))
        b.append(("p", f"ظروف الحادث: كان السائق {d.N(drv, 'f', 'ar')} يسير في اتجاه {city[1]} عندما اصطدمت به السيارة "
                       f"التي يقودها {d.N(adv, 'l', 'ar')}."))
        return b
    if pl == "en":
        b.append(("title", "MOTOR CLAIM FORM"))
        b.append(("p", insurer))
        b.append(("kv", [("Policy number", d.d_ref(4)), ("Claim number", d.d_ref(6)), ("Date of accident", d.d_date('en')),
                         ("Place", f"{city[0]} ring road")]))
        b.append(("h", "Policyholder"))
        b.append(("kv", [("Name", d.N(ins, d.pick(["fl", "Lf"]))), ("Date of birth", d.dob("en")), ("CIN", d.cin()),
                         ("Address", d.address("en")), ("Mobile", d.phone()), ("Email", d.email(ins)),
                         ("Vehicle", d.pick(CAR_MODELS)), ("Registration", d.plate("fr"))]))
        b.append(("h", "Driver at the time"))
        b.append(("kv", [("Name", d.N(drv, "fl")), ("Passport No.", d.passport()), ("Phone", d.phone())]))
        b.append(("h", "Third party"))
        b.append(("kv", [("Name", d.N(adv, "fl")), ("Registration", d.plate("fr")), ("Insurer", d.D(d.pick(INSURERS)))]))
        fin = [("Injuries", d.health("en", injury=True)), ("Estimated damage", d.d_amount("en")),
               ("IBAN for settlement", d.iban_tn())]
        if d.chance(0.5):
            fin.append(("Excess charged to card", d.card()))
        b.append(("kv", fin))
        b.append(("p", f"Circumstances: {d.N(drv, 'f')} was driving towards {city[0]} when the third-party vehicle driven "
                       f"by {d.N(adv, 'l')} failed to stop at the junction."))
        return b
    mixed = d.lang == "mixed"
    b.append(("title", "DÉCLARATION DE SINISTRE AUTOMOBILE" + (" - تصريح بحادث" if mixed else "")))
    b.append(("p", insurer))
    b.append(("kv", [("N° de police", d.d_ref(4)), ("N° de sinistre", d.d_ref(6)), ("Date du sinistre", d.d_date()),
                     ("Lieu", f"échangeur de {city[0]}")]))
    b.append(("h", "ASSURÉ" + (" / المؤمن له" if mixed else "")))
    b.append(("kv", [(d.L("name"), d.NS(ins, d.pick(["fl", "Lf", "FL"]))), (d.L("dob"), d.dob()), (d.L("cin"), d.cin()),
                     (d.L("address"), d.address()), (d.L("phone"), d.phone()), (d.L("email"), d.email(ins)),
                     ("Véhicule", d.pick(CAR_MODELS)), (d.L("plate"), d.plate())]))
    b.append(("h", "CONDUCTEUR" + (" / السائق" if mixed else "")))
    b.append(("kv", [(d.L("name"), d.NS(drv, "fl")), ("Permis n°", d.d_ref(4)), (d.L("cin"), d.cin()),
                     (d.L("phone"), d.phone())]))
    b.append(("h", "PARTIE ADVERSE" + (" / الطرف الآخر" if mixed else "")))
    b.append(("kv", [(d.L("name"), d.NS(adv, "fl")), (d.L("plate"), d.plate()), ("Assureur", d.D(d.pick(INSURERS)))]))
    fin = [("Blessures", d.health("fr", injury=True)), ("Estimation des dégâts", d.d_amount()),
           ("RIB pour indemnisation", d.rib()[0])]
    if d.chance(0.4):
        fin.append(("Franchise prélevée sur la carte n°", d.card()))
    b.append(("kv", fin))
    b.append(("p", f"Circonstances : {d.N(drv, 'f')} circulait en direction de {city[0]} lorsque le véhicule conduit par "
                   f"{d.N(adv, 'L')} a refusé la priorité."))
    return b


def b_chat(d):
    r = d.r
    pl = d.lang
    a, bb, c = d.person(), d.person(), d.person()
    y = r.randint(2022, 2025)
    mo, dd = r.randint(1, 12), r.randint(1, 27)
    style = r.randrange(3)
    # sender labels
    if pl == "ar":
        sa, sb = d.N(a, "fl", "ar"), d.N(bb, "f", "ar")
    else:
        sa, sb = d.N(a, "fl"), d.N(bb, d.pick(["f", "fl"]))
    sc = d.phone(intl=True)
    senders = [sa, sb, sc]
    msgs = []
    f_a, f_b = (a.first[1], bb.first[1]) if pl == "ar" else (a.first[0], bb.first[0])
    cin = d.cin()
    ph = d.phone()
    em = d.email(bb)
    addr = d.address("ar" if pl == "ar" else ("fr" if pl != "en" else "en"))
    rib = d.rib()[0]
    dob = d.dob("ar" if pl == "ar" else ("en" if pl == "en" else "fr"))
    order = d.d_ref(7)
    amt = d.d_amount("ar" if pl == "ar" else ("en" if pl == "en" else "fr"))
    hlt = d.health("ar" if pl == "ar" else ("en" if pl == "en" else "fr"))
    cname = d.N(c, "fl", "ar" if pl == "ar" else "lat")
    card_msg = None
    if d.chance(0.5):
        cd = d.card()
        card_msg = {"mixed": (1, f"khalast bel carte {cd}, chouf ken wsel"), "fr": (1, f"J'ai payé avec la carte {cd}"),
                    "en": (1, f"Paid with my card {cd}"), "ar": (1, f"خلصت بالبطاقة {cd}")}[pl]
    if pl == "mixed":
        msgs = [(0, f"3aslema {f_b}, labes ? 3andi soal 3al dossier"), (1, "Ahla, labes el hamdoulillah"),
                (0, f"ab3athli num el CIN mte3ek bech nkamlou el dossier"), (1, f"ok hahi : {cin}"),
                (0, f"w el RIB ? el virement lazem ysir lyoum"), (1, f"RIB mte3i {rib}"),
                (1, f"w ken t7eb tab3athli el papiers 3al mail : {em}"),
                (0, f"ok. nsit, {cname} 9alli ab3athlou ra9mek"), (1, f"a3tih {ph}, c'est mon nouveau numéro"),
                (2, f"Bonjour, c'est {cname}, j'ai bien reçu le numéro merci"),
                (0, f"el adresse el jdida {addr} s7i7a ?"), (1, "ey s7i7a"),
                (0, f"w date de naissance ? 3la 5ater el formulaire ytalbha"), (1, f"{d.g(bb, 'né', 'née')} le {dob}"),
                (2, f"ما تنساوش الكوموند عدد {order} ، المبلغ {amt}"),
                (1, f"rani {d.g(bb, 'mridh', 'mridha')} chwaya, 3andi {hlt}, n3addi ghodwa nchallah"), (0, "<Médias omis>"),
                (0, "ربي يشفيك، بالسلامة")]
    elif pl == "fr":
        msgs = [(0, f"Bonjour {f_b}, c'est {sa} de l'agence. Pour finaliser le dossier j'ai besoin de votre CIN"),
                (1, f"Bonjour, voici : {cin}"), (0, "Merci. Et le RIB pour le remboursement ?"), (1, f"{rib}"),
                (1, f"Vous pouvez aussi m'écrire sur {em}"),
                (0, f"Parfait. {cname} voudrait vous joindre, quel numéro ?"), (1, f"Le {ph}, plutôt le soir"),
                (2, f"Bonsoir, ici {cname}. Je vous rappelle demain pour la commande {order}"),
                (0, f"Votre adresse est toujours {addr} ?"), (1, "Oui toujours"),
                (0, f"Dernière chose : date de naissance pour le formulaire ?"), (1, f"Je suis {d.g(bb, 'né', 'née')} le {dob}"),
                (1, f"Je préfère vous prévenir, je suis {d.g(bb, 'suivi', 'suivie')} pour {hlt}, je ne pourrai pas me déplacer cette semaine"),
                (0, f"Pas de souci. Montant à régler : {amt}"), (0, "<Médias omis>")]
    elif pl == "en":
        msgs = [(0, f"Hi {f_b}, it's {sa} from the agency. Can you send me your ID card number?"),
                (1, f"Hi! Sure: {cin}"), (0, "Thanks. And your bank details for the refund?"), (1, f"RIB {rib}"),
                (1, f"You can also email me at {em}"), (0, f"{cname} asked for your number"),
                (1, f"Give them {ph}"), (2, f"Hello, {cname} here, I'll call you about order {order}"),
                (0, f"Is your address still {addr}?"), (1, "Yes"), (0, "Date of birth for the form?"),
                (1, f"I was born on {dob}"), (1, f"FYI I have {hlt} so I can't travel this week"),
                (0, f"No problem. Amount due: {amt}"), (0, "<Media omitted>")]
    else:
        msgs = [(0, f"السلام عليكم {f_b}، معاك {sa} من الوكالة. نحب رقم بطاقة التعريف الوطنية متاعك"),
                (1, f"وعليكم السلام، هاهو: {cin}"), (0, "يعطيك الصحة. والـ RIB باش نحولولك الفلوس؟"),
                (1, f"{rib}"), (1, f"وإذا تحب ابعثلي على {em}"), (0, f"{cname} طلب رقمك"),
                (1, f"اعطيه {ph}"), (2, f"مساء الخير، معاك {cname}، باش نكلمك على الطلبية عدد {order}"),
                (0, f"العنوان متاعك مازال {addr}؟"), (1, "إيه"), (0, "تاريخ الولادة للاستمارة؟"),
                (1, f"{d.g(bb, 'مولود', 'مولودة')} في {dob}"), (1, f"نعلمك اللي عندي {hlt} وما نجمش نتنقل الجمعة هاذي"),
                (0, f"ما فماش مشكل. المبلغ المطلوب: {amt}"), (0, "<تم استبعاد الوسائط>")]
    if card_msg:
        msgs.insert(len(msgs) - 2, card_msg)
    lines = []
    if style == 0:
        head = {"ar": f"محادثة واتساب مع {sb}", "en": f"WhatsApp chat with {sb}", "fr": f"Discussion WhatsApp avec {sb}",
                "mixed": f"Discussion WhatsApp avec {sb}"}[pl]
        lines.append(head)
        lines.append("")
    elif style == 2:
        lines.append({"ar": "سجل الرسائل القصيرة", "en": "SMS log export", "fr": "Export des SMS",
                      "mixed": "Export des SMS"}[pl])
        lines.append("")
    h, mi = r.randint(8, 20), r.randint(0, 59)
    for who, text in msgs:
        mi += r.randint(1, 9)
        if mi >= 60:
            h, mi = h + 1, mi - 60
        ts_d = f"{dd:02d}/{mo:02d}/{y}"
        s = senders[who]
        if style == 0:
            lines.append(f"{ts_d}, {h:02d}:{mi:02d} - {s}: {text}")
        elif style == 1:
            lines.append(f"[{ts_d} {h:02d}:{mi:02d}:{r.randint(0, 59):02d}] {s}: {text}")
        else:
            lines.append(f"{s} ({h:02d}:{mi:02d})")
            lines.append(f"  {text}")
    return [("lines", lines)]


def b_payroll(d):
    r, pl = d.r, d.lang
    cols = {
        "fr": {"id": "Identifiant", "name": d.pick(["Nom & prénom", "Agent", "Salarié(e)", "NOM Prénom"]),
               "doc": "N° pièce", "dtype": "Type pièce", "dob": "Date naiss.", "phone": "Tél. portable",
               "cnss": "Matricule CNSS", "rib": "RIB salaire", "addr": "Adresse perso.", "gross": "Brut (TND)",
               "net": "Net à payer", "dept": "Service", "hire": "Date embauche"},
        "mixed": {"id": "Identifiant / المعرف", "name": "Nom / الاسم واللقب", "doc": "N° pièce / عدد الوثيقة",
                  "dtype": "Type / نوع الوثيقة", "dob": "Date naiss. / تاريخ الولادة", "phone": "GSM / الجوال",
                  "cnss": "CNSS / الضمان الاجتماعي", "rib": "RIB / الحساب", "addr": "Adresse / العنوان",
                  "gross": "Brut / الخام", "net": "Net / الصافي", "dept": "Service / المصلحة",
                  "hire": "Embauche / الانتداب"},
        "en": {"id": "Emp ID", "name": "Employee", "doc": "ID doc #", "dtype": "Doc type", "dob": "Birth date",
               "phone": "Cell", "cnss": "Social sec. (CNSS)", "rib": "Bank acct", "addr": "Home addr.",
               "gross": "Gross", "net": "Net pay", "dept": "Dept", "hire": "Hired"},
    }[pl]
    sens_cols = ["name", "doc", "dob", "phone", "cnss", "rib", "addr"]
    chosen = ["name", "doc"] + r.sample(["dob", "phone", "cnss", "rib", "addr"], r.randint(2, 4))
    nrows = max(2, min(5, 18 // (len(chosen) + (1 if pl == "mixed" else 0))))
    order = ["id"] + [c for c in sens_cols if c in chosen] + ["dept", "gross", "net", "hire"]
    if d.chance(0.5):
        order.insert(order.index("doc"), "dtype")
    tail = order[1:]
    r.shuffle(tail)
    order[1:] = tail
    depts = {"fr": ["Comptabilité", "Production", "Logistique", "Ventes", "Maintenance"],
             "mixed": ["Comptabilité", "Production", "Logistique", "Ventes"],
             "en": ["Accounting", "Production", "Logistics", "Sales"]}[pl]
    rows = [[cols[c] for c in order]]
    delim = d.pick([";", ",", ";", "\t"])
    for i in range(nrows):
        p = d.person()
        use_pp = d.chance(0.2)
        v = {}
        v["id"] = d.D(f"E-{r.randint(100, 9999):04d}") if i < 2 else f"E-{r.randint(100, 9999):04d}"
        v["name"] = d.NS(p, d.pick(["Lf", "fl", "Lf", "lf", "FL"]))
        v["dtype"] = ("Passeport" if pl != "en" else "Passport") if use_pp else "CIN"
        v["doc"] = d.passport() if use_pp else d.cin()
        if "dob" in order:
            v["dob"] = d.dob("en" if pl == "en" else "fr")
        if "phone" in order:
            v["phone"] = d.phone()
        if "cnss" in order:
            v["cnss"] = d.cnss()
        if "rib" in order:
            v["rib"] = d.rib()[0]
        if "addr" in order:
            v["addr"] = d.address("en" if pl == "en" else "fr")
        v["dept"] = d.pick(depts)
        gross = r.randint(900, 6500)
        sep = "," if delim != "," else "."
        v["gross"] = f"{gross}{sep}{r.randint(0, 999):03d}"
        v["net"] = f"{int(gross * 0.78)}{sep}{r.randint(0, 999):03d}"
        if i == 0:
            d.D(v["gross"])
        y, m, dd = d.ymd(2008, 2024)
        v["hire"] = f"{dd:02d}/{m:02d}/{y}" if pl != "en" else f"{y}-{m:02d}-{dd:02d}"
        if i == 1:
            d.D(v["hire"])
        rows.append([v[c] for c in order])
    return [("csv", rows, delim)]


def b_email(d):
    r = d.r
    a, b_, c = d.person(), d.person(), d.person()
    comp = d.d_company("en")
    dom = re.sub(r"[^a-z]", "", comp.lower().split()[0]) + d.pick([".com.tn", ".tn", ".com"])
    ea, eb, ec = d.email(a, dom), d.email(b_), d.email(c, dom)
    na, nb, nc = d.N(a, "fl"), d.N(b_, d.pick(["fl", "fL"])), d.N(c, "fl")
    long_ = d.chance(0.6)
    t0 = datetime.date(r.randint(2023, 2025), r.randint(1, 12), r.randint(1, 20))
    days = [t0, t0 + datetime.timedelta(days=r.randint(0, 3)), t0 + datetime.timedelta(days=r.randint(4, 9))]

    def hdate(i):
        x = days[i]
        return f"{EN_DAYS[x.weekday()]}, {x.day} {EN_MONTHS[x.month - 1]} {x.year} {8 + 3 * i + r.randint(0, 2):02d}:{r.randint(0, 59):02d}"

    def sig(p, n, job, phones):
        out = ["--", n, f"{job} | {comp}"]
        out += phones
        return out
    cin, cn, pp, addr, dob = d.cin(), d.cnss(), d.passport(), d.address("en"), d.dob("en")
    rib, rd = d.rib()
    L = []
    L += [f"From: {na} <{ea}>", f"Sent: {hdate(2)}", f"To: {nb} <{eb}>", f"Cc: {nc} <{ec}>",
          f"Subject: RE: RE: Onboarding documents - {d.d_ref(2)}", ""]
    L += [f"Hi {b_.first[0]},", "",
          f"Thanks, I received the copy of your ID card ({cin}) and your CNSS registration ({cn}).",
          f"Payroll has your account as RIB {rib}; the first salary will be paid on the 25th.",
          f"{c.first[0]} will send you the badge request form." if long_ else "",
          "Your first day is Monday; please come to the reception at 8:30, ask for the HR office on the second "
          "floor, and bring the original documents so that we can certify the copies." if long_ else "",
          "The induction covers the internal rules, health and safety, the IT charter and the overtime policy; "
          "lunch is provided on the first day." if long_ else "", "",
          "Best regards,", a.first[0], ""]
    L += sig(a, na, "HR Manager", [f"Mobile: {d.phone(intl=True)}", f"Office: {d.phone(fixed=True, intl=True)}"])
    L += ["", f"On {hdate(1)}, {nb} <{eb}> wrote:"]
    q = [f"Dear {a.first[0]},", "",
         f"Please find attached my documents. My passport number is {pp} (valid until {d.d_date('en', 2027, 2032)}).",
         f"My new address is {addr}.", f"Date of birth: {dob}",
         f"For the salary, my bank details are: IBAN {d.iban_tn(rd)}." if d.chance(0.5) else
         "I will bring the bank certificate on Monday.", "",
         "Kind regards,", nb, f"Mobile {d.phone()}"]
    if long_:
        q[3:3] = ["", "I also confirm I have read the data protection notice referring to the "
                      f"{d.d_law('en')} and the {d.D('INPDP')} authorisation.", ""]
    if long_:
        q += ["", "---------- Forwarded message ---------", f"From: {nc} <{ec}>", f"Date: {hdate(0)}",
              "Subject: Badge and insurance card", "",
              f"Hello {b_.first[0]},",
              "To prepare your access badge and your insurance card we need a recent photo (passport format)",
              "and the emergency contact form signed. The group health insurance starts on your first day and",
              "covers your spouse and children if you send their details before the end of the month.",
              "The canteen badge is collected at the security desk; the parking list is updated each Monday.",
              f"Thanks, {c.first[0]}"]
    L += ["> " + x if x else ">" for x in q]
    L += [">", f"> On {hdate(0)}, {na} <{ea}> wrote:"]
    q2 = [f"Dear {nb},", "", f"Welcome to {comp}! To complete your file we need:",
          "- a copy of your national ID card,", "- your CNSS number,", "- your bank details (RIB),",
          "- your date of birth and home address.", "",
          f"Your contract reference is {d.d_ref(4)}; gross salary {d.d_amount('en')}.", "", na]
    if long_:
        q2[8:8] = ["", "Please note that your personal data are processed only for payroll and social security",
                   f"purposes and are shared with the {d.D('CNSS')} and our bank only. You can contact {nc}",
                   f"on {d.phone(fixed=True)} for any question about the medical visit.", ""]
    if long_:
        q2 += ["", "Practical information for your first week:",
               "- working hours are 8:00-17:00 Monday to Thursday and 8:00-13:00 on Friday during summer;",
               "- the staff canteen is on the ground floor and meal vouchers are issued monthly;",
               "- your laptop will be configured by IT on the first morning; please do not install personal software;",
               "- the probation period is six months, with a review meeting at the end of the third month;",
               "- annual leave requests are submitted through the HR portal at least two weeks in advance.",
               "", "Do not hesitate to contact me if anything is unclear.", "", "Regards,", na]
    L += ["> > " + x if x else "> >" for x in q2]
    return [("lines", L)]


def b_staff(d):
    r, pl = d.r, d.lang
    comp = d.d_company("ar" if pl == "ar" else ("en" if pl == "en" else "fr"))
    hdr = {"fr": ["Matricule", "Nom complet", "Fonction", "Poste", "Mobile", "E-mail"],
           "en": ["Staff ID", "Name", "Role", "Ext.", "Mobile", "Email"],
           "ar": ["المعرف", "الاسم واللقب", "الخطة", "الرقم الداخلي", "الجوال", "البريد الإلكتروني"],
           "mixed": ["Matricule", "Nom / الاسم", "Fonction", "Poste", "Mobile", "E-mail"]}[pl]
    roles = {"fr": ["Directeur administratif", "Comptable", "Chargée RH", "Technicien", "Commercial", "Assistante"],
             "en": ["Finance director", "Accountant", "HR officer", "Technician", "Sales rep", "Assistant"],
             "ar": ["مدير إداري", "محاسب", "مكلفة بالموارد البشرية", "تقني", "مساعدة"],
             "mixed": ["Directeur administratif", "Comptable", "Chargée RH", "Technicien", "Assistante"]}[pl]
    with_cin = d.chance(0.5)
    if with_cin:
        hdr.append({"fr": "CIN", "en": "CIN", "ar": "ب.ت.و", "mixed": "CIN / ب.ت.و"}[pl])
    n = r.randint(4, 5) if not (with_cin or pl == "mixed") else 4
    dom = (re.sub(r"[^a-z]", "", ascii_fold(comp).lower())[:10] or d.pick(["qartaj", "sahelagro", "wahadist"])) + ".tn"
    rows = []
    for i in range(n):
        p = d.person()
        if pl == "ar":
            nm = d.N(p, "fl", "ar")
        elif pl == "mixed":
            nm = f"{d.N(p, 'Lf')} / {d.N(p, 'fl', 'ar')}" if d.chance(0.5) else d.N(p, "Lf")
        else:
            nm = d.N(p, d.pick(["Lf", "fl"]))
        mid = f"EMP-{r.randint(10, 999):04d}"
        if i < 2:
            d.D(mid)
        row = [mid, nm, d.pick(roles), str(r.randint(200, 299)), d.phone(), d.email(p, dom)]
        if with_cin:
            row.append(d.cin())
        rows.append(row)
    title = {"fr": f"Annuaire du personnel - {comp}", "en": f"Staff directory - {comp}",
             "ar": f"دليل الأعوان - {comp}", "mixed": f"Annuaire du personnel / دليل الأعوان - {comp}"}[pl]
    upd = d.d_date("ar" if pl == "ar" else ("en" if pl == "en" else "fr"))
    law = d.d_law()
    note = {"fr": f"Mise à jour : {upd}. Document interne, diffusion restreinte ({law}).",
            "en": f"Updated {upd}. Internal use only ({law}).",
            "ar": f"تاريخ التحيين: {upd}. وثيقة داخلية ({law}).",
            "mixed": f"Mise à jour : {upd}. Document interne ({law})."}[pl]
    b = [("title", title), ("p", note), ("table", hdr, rows)]
    if d.chance(0.6):
        b.append(("h", {"fr": "Contacts externes", "en": "External contacts", "ar": "جهات الاتصال الخارجية",
                        "mixed": "Contacts externes"}[pl]))
        p = d.person()
        nm = d.N(p, "fl", "ar" if pl == "ar" else "lat")
        ph, inst = d.phone(fixed=True), d.d_inst()
        b.append(("p", {"fr": f"Médecin du travail : Dr {nm}, {ph}. Correspondant {inst}.",
                        "en": f"Occupational doctor: Dr {nm}, {ph}. Liaison with {inst}.",
                        "ar": f"طبيب الشغل: الدكتور {nm}، {ph}. المراسل لدى {inst}.",
                        "mixed": f"Médecin du travail : Dr {nm}, {ph}. Correspondant {inst}."}[pl]))
    return b


def b_police(d):
    pl = d.pl
    dec, oth, off = d.person(filiation=True), d.person(), d.person(fem=False)
    mother = d.person(fem=True)
    city = d.pick(CITIES)
    pv = d.D(f"{d.r.randint(100, 9999)}/{d.r.randint(2021, 2025)}")
    dt = d.d_date()
    b = []
    if pl == "ar":
        b.append(("lines", ["الجمهورية التونسية", d.D("وزارة الداخلية"), f"منطقة الأمن الوطني ب{city[1]}"]))
        b.append(("title", f"محضر سماع عدد {pv}"))
        b.append(("p", f"في يوم {dt} على الساعة العاشرة صباحا، نحن {d.pick(['محافظ الشرطة', 'ملازم أول', 'عريف'])} "
                       f"{d.N(off, 'fl', 'ar')} ضابط الشرطة العدلية، سمعنا {d.g(dec, 'المدعو', 'المدعوة')} "
                       f"{d.N(dec, 'fl', 'ar')}، {d.g(dec, 'المولود', 'المولودة')} في {d.dob('ar')} ب{d.pick(CITIES)[1]}، "
                       f"{d.g(dec, 'ابن', 'ابنة')} {d.S('PERSON', dec.father[1] + ' بن ' + dec.grand[1])} و"
                       f"{d.N(mother, 'fl', 'ar')}، {d.g(dec, 'صاحب', 'صاحبة')} بطاقة التعريف الوطنية عدد {d.cin()}، "
                       f"{d.g(dec, 'القاطن', 'القاطنة')} ب{d.address('ar')}، الهاتف {d.phone()}، الذي صرح بما يلي:"))
        b.append(("p", f"«كنت أقود سيارتي من نوع {d.pick(CAR_MODELS)} المسجلة تحت عدد {d.plate('ar')} في اتجاه {city[1]} "
                       f"عندما صدمتني سيارة تحمل الرقم المنجمي {d.plate('ar')} {d.g(oth, 'يقودها', 'تقودها')} {d.g(oth, 'شخص تعرفت عليه لاحقا وهو', 'امرأة تعرفت عليها لاحقا وهي')} "
                       f"{d.N(oth, 'fl', 'ar')}، {d.g(oth, 'صاحب', 'صاحبة')} ب.ت.و عدد {d.cin()}.»"))
        b.append(("p", f"وبعد الاتصال بـ{d.N(oth, 'l', 'ar')} على الرقم {d.phone()} {d.g(oth, 'أفاد أنه لم ينتبه', 'أفادت أنها لم تنتبه')} لإشارة قف."))
        b.append(("p", f"وقد تم حجز نسخة من شهادة التأمين عدد {d.d_ref(4)} طبقا لمقتضيات {d.d_law('ar')}."))
        b.append(("p", "وبعد تلاوة المحضر عليه أمضاه معنا."))
        b.append(("p", "إمضاء المصرح                       إمضاء الضابط"))
        return b
    mixed = d.lang == "mixed"
    b.append(("lines", ["RÉPUBLIQUE TUNISIENNE" + (" - الجمهورية التونسية" if mixed else ""),
                        d.D("Ministère de l'Intérieur"), d.pick([f"District de la Sûreté nationale de {city[0]}",
                                                                f"Garde nationale - Poste de {city[0]}"])]))
    b.append(("title", f"PROCÈS-VERBAL D'AUDITION N° {pv}"))
    b.append(("p", f"Le {dt}, à {d.r.randint(8, 18)}h{d.r.randint(0, 59):02d}, Nous, {d.pick(['commissaire', 'lieutenant', 'brigadier-chef'])} "
                   f"{d.N(off, d.pick(['fl', 'Lf']))}, officier de police judiciaire, avons entendu {d.g(dec, 'le nommé', 'la nommée')} "
                   f"{d.NS(dec, d.pick(['fl', 'FL']))}, {d.g(dec, 'né', 'née')} le {d.dob()} à {d.pick(CITIES)[0]}, "
                   f"{d.g(dec, 'fils', 'fille')} de {d.S('PERSON', dec.father[0] + ' ben ' + dec.grand[0])} et de "
                   f"{d.N(mother, 'fl')}, titulaire de la CIN n° {d.cin()}, demeurant au "
                   f"{d.address('ar' if mixed and d.chance(0.5) else 'fr')}, tél. {d.phone()}, qui nous déclare :"))
    b.append(("p", f"« Je circulais à bord de mon véhicule {d.pick(CAR_MODELS)} immatriculé {d.plate()} sur l'avenue "
                   f"principale de {city[0]} lorsque le véhicule immatriculé {d.plate()}, conduit par "
                   f"{d.civ(oth)} {d.NS(oth, 'fl')}, a percuté l'arrière de ma voiture. »"))
    b.append(("p", f"Entendu à son tour, {d.N(oth, 'L')} (CIN {d.cin()}, tél. {d.phone()}) reconnaît ne pas avoir respecté "
                   f"la distance de sécurité. Constat amiable n° {d.d_ref(4)} établi sur place."))
    if d.chance(0.5):
        b.append(("p", f"Un troisième véhicule en régime suspensif, immatriculé {d.S('PLATE', 'RS ' + str(d.r.randint(100000, 999999)))}, "
                       f"stationnait sur les lieux sans conducteur."))
    b.append(("p", f"Dont procès-verbal, conformément aux textes en vigueur ({d.d_law()}). Lecture faite, persiste et signe."))
    b.append(("p", "Le déclarant                     L'officier de police judiciaire"))
    return b


def b_school(d):
    pl = d.pl
    par, mom = d.person(fem=False, filiation=True), d.person(fem=True)
    child = d.child_of(par)
    city = d.pick(CITIES)
    b = []
    if pl == "ar":
        b.append(("lines", ["الجمهورية التونسية", d.D("وزارة التربية"), f"المندوبية الجهوية للتربية ب{city[1]}",
                            d.D(d.pick(["المدرسة الابتدائية النور", "المدرسة الإعدادية ابن رشيق", "المعهد النموذجي"]))]))
        b.append(("title", d.pick(["بطاقة ترسيم تلميذ", "استمارة تسجيل", "مطلب ترسيم"])))
        b.append(("p", f"السنة الدراسية {d.D('2024-2025')}"))
        b.append(("h", "معطيات التلميذ"))
        b.append(("kv", [("الاسم واللقب", d.N(child, "fl", "ar")), ("تاريخ الولادة", d.dob("ar", 2008, 2019)),
                         ("مكان الولادة", d.pick(CITIES)[1]), ("القسم", d.pick(["السنة الثالثة", "السنة السابعة أساسي", "السنة الأولى"])),
                         ("الحالة الصحية / الأمراض المزمنة", d.health("ar"))]))
        b.append(("h", "معطيات الولي"))
        b.append(("kv", [("اسم الولي", d.N(par, "fil", "ar")), ("الصفة", "الأب"), (d.L("cin"), d.cin()),
                         ("المهنة", d.pick(JOBS["ar"])), (d.L("address"), d.address("ar")), (d.L("phone"), d.phone()),
                         (d.L("phone2"), d.phone(fixed=True)), (d.L("email"), d.email(par))]))
        b.append(("h", "معطيات الأم"))
        b.append(("kv", [("الاسم واللقب", d.N(mom, "fl", "ar")), ("ب.ت.و", d.cin()), ("الهاتف", d.phone())]))
        b.append(("p", f"أصرح بصحة المعطيات المذكورة أعلاه. حرر في {d.d_date('ar')}"))
        b.append(("p", "إمضاء الولي"))
        return b
    mixed = d.lang == "mixed"
    b.append(("lines", ["RÉPUBLIQUE TUNISIENNE" + (" - الجمهورية التونسية" if mixed else ""),
                        d.D("Ministère de l'Éducation"), d.D(d.pick(["École primaire Ennour", "Collège Ibn Rachiq", "Lycée pilote"]))]))
    b.append(("title", "FICHE D'INSCRIPTION" + (" - بطاقة ترسيم" if mixed else "")))
    b.append(("p", f"Année scolaire {d.D('2024-2025')}"))
    b.append(("h", "Élève" + (" / التلميذ" if mixed else "")))
    b.append(("kv", [(d.L("name"), d.NS(child, "fl")), (d.L("dob"), d.dob("fr", 2008, 2019)),
                     (d.L("pob"), d.pick(CITIES)[0]), ("Classe", d.pick(["3e année", "7e année de base", "1re année"])),
                     ("Maladie chronique / allergie", d.health("fr"))]))
    b.append(("h", "Responsable légal" + (" / الولي" if mixed else "")))
    b.append(("kv", [(d.L("name"), d.NS(par, "fil")), ("Lien", "Père"), (d.L("cin"), d.cin()),
                     (d.L("job"), d.pick(JOBS["fr"])), (d.L("address"), d.address("ar" if mixed else "fr")),
                     (d.L("phone"), d.phone()), (d.L("phone2"), d.phone(fixed=True)), (d.L("email"), d.email(par))]))
    b.append(("h", "Mère" + (" / الأم" if mixed else "")))
    b.append(("kv", [(d.L("name"), d.NS(mom, "fl")), (d.L("cin"), d.cin()), (d.L("phone"), d.phone())]))
    b.append(("p", f"Je certifie l'exactitude des renseignements ci-dessus. Fait le {d.d_date()}."))
    return b


def b_poa(d):
    pl = d.pl
    g, a = d.person(filiation=True), d.person(filiation=True)
    city = d.pick(CITIES)
    bank = d.pick(BANKS)
    dt = d.d_date()
    b = []
    if pl == "ar":
        b.append(("title", d.pick(["توكيل خاص", "وكالة", "توكيل"])))
        b.append(("p", f"{d.g(g, 'أنا الممضي', 'أنا الممضية')} أسفله {d.N(g, 'fil', 'ar')}، {d.g(g, 'المولود', 'المولودة')} في "
                       f"{d.dob('ar')} ب{d.pick(CITIES)[1]}، {d.g(g, 'صاحب', 'صاحبة')} بطاقة التعريف الوطنية عدد {d.cin()}، "
                       f"{d.g(g, 'القاطن', 'القاطنة')} ب{d.address('ar')}، الهاتف {d.phone()}،"))
        b.append(("p", f"{d.g(g, 'أوكل', 'أوكل')} بمقتضى هذا {d.N(a, 'fil', 'ar')}، {d.g(a, 'المولود', 'المولودة')} في "
                       f"{d.dob('ar')}، {d.g(a, 'صاحب', 'صاحبة')} ب.ت.و عدد {d.cin()}، {d.g(a, 'القاطن', 'القاطنة')} "
                       f"ب{d.address('ar')}،"))
        b.append(("p", f"لينوب عني لدى {d.D(bank[3])} في جميع العمليات المتعلقة بحسابي عدد {d.rib(bank[0])[0]} من سحب وإيداع "
                       f"وتحويل، ولدى {d.d_inst('ar')} لتسلم الوثائق الخاصة بي، وله أن يمضي نيابة عني على كل الوثائق اللازمة."))
        if d.chance(0.5):
            b.append(("p", f"كما أرخص له في استعمال جواز سفري عدد {d.passport()} عند الاقتضاء."))
        b.append(("p", f"هذا التوكيل صالح إلى غاية {d.d_date('ar', 2025, 2027)}."))
        b.append(("p", f"حرر ب{city[1]} في {dt}"))
        b.append(("p", f"التعريف بالإمضاء - بلدية {city[1]} - عدد {d.d_ref(5)}"))
        return b
    mixed = d.lang == "mixed"
    b.append(("title", d.pick(["PROCURATION", "PROCURATION SPÉCIALE", "POUVOIR"]) + (" - توكيل" if mixed else "")))
    ss = d.g(g, "Je soussigné", "Je soussignée")
    idp = f"titulaire de la CIN n° {d.cin()}"
    if d.chance(0.4):
        idp += f" et du passeport n° {d.passport()}"
    b.append(("p", f"{ss}, {d.NS(g, d.pick(['fil', 'filL']))}, {d.g(g, 'né', 'née')} le {d.dob()} à {d.pick(CITIES)[0]}, "
                   f"{idp}, demeurant au {d.address()}, tél. {d.phone()},"))
    b.append(("p", f"donne par la présente pouvoir à {d.civ(a, short=False)} {d.NS(a, d.pick(['fil', 'fil1']))}, "
                   f"{d.g(a, 'né', 'née')} le {d.dob()}, titulaire de la C.I.N n° {d.cin()}, demeurant au "
                   f"{d.address('ar' if mixed else 'fr')},"))
    rib, rd = d.rib(bank[0])
    acct = f"n° {rib}" if d.chance(0.6) else f"IBAN {d.iban_tn(rd)}"
    b.append(("p", f"à l'effet de me représenter auprès de la {d.D(bank[2])} pour toutes opérations sur mon compte {acct} "
                   f"(retraits, versements, virements), ainsi qu'auprès de la {d.d_inst('fr')} et de la recette des "
                   f"finances de {city[0]} pour retirer tous documents me concernant, signer tous actes et, généralement, "
                   f"faire le nécessaire."))
    b.append(("p", f"La présente procuration est valable jusqu'au {d.d_date(y0=2025, y1=2027)}. "
                   f"{d.N(a, 'f')} ne pourra pas se substituer un tiers."))
    b.append(("p", f"Fait à {city[0]}, le {dt}."))
    b.append(("p", f"Signature légalisée - Municipalité de {city[0]}, légalisation n° {d.d_ref(5)}"))
    return b


def b_minutes(d):
    r, pl = d.r, d.lang
    lp = d.pl
    people = [d.person() for _ in range(r.randint(4, 5))]
    emp, ext = d.person(), d.person()
    comp = d.d_company("ar" if lp == "ar" else lp)
    dt = d.d_date()
    scr = "ar" if lp == "ar" else "lat"
    roles_mf = {"fr": [("Directeur général", "Directrice générale"), ("Directeur financier", "Directrice financière"),
                       ("Responsable RH", "Responsable RH"), ("Chef de projet", "Cheffe de projet"), ("Juriste", "Juriste")],
                "en": [("CEO", "CEO"), ("CFO", "CFO"), ("HR lead", "HR lead"), ("Project manager", "Project manager"),
                       ("Legal counsel", "Legal counsel")],
                "ar": [("المدير العام", "المديرة العامة"), ("المدير المالي", "المديرة المالية"),
                       ("مسؤول الموارد البشرية", "مسؤولة الموارد البشرية"), ("رئيس المشروع", "رئيسة المشروع"),
                       ("المستشار القانوني", "المستشارة القانونية")]}[lp]
    roles = [d.g(p, *roles_mf[i % len(roles_mf)]) for i, p in enumerate(people)]
    b = []
    if lp == "ar":
        b.append(("title", f"محضر اجتماع لجنة التسيير - {comp}"))
        b.append(("p", f"التاريخ: {dt} - المكان: قاعة الاجتماعات بالمقر الاجتماعي"))
        att = "، ".join(f"{d.civ(p, 'ar')} {d.N(p, 'fl', 'ar')} ({roles[i % len(roles)]})" for i, p in enumerate(people))
        b.append(("p", f"الحاضرون: {att}"))
        b.append(("h", "1. افتتاح الجلسة"))
        b.append(("p", f"{d.g(people[0], 'افتتح', 'افتتحت')} {d.N(people[0], 'f', 'ar')} الجلسة على الساعة التاسعة والنصف ورحب بالحاضرين."))
        b.append(("h", "2. الموارد البشرية"))
        b.append(("p", f"{d.g(people[1], 'قدم', 'قدمت')} {d.N(people[1], 'l', 'ar')} ملف العون {d.N(emp, 'fl', 'ar')} (بطاقة التعريف الوطنية عدد {d.cin()}، "
                       f"رقم الانخراط بالصندوق الوطني للضمان الاجتماعي {d.cnss()}) الذي يتمتع بعطلة مرض طويلة بسبب "
                       f"{d.health('ar')}. {d.g(people[2], 'ذكر', 'ذكرت')} {d.N(people[2], 'f', 'ar')} بضرورة احترام {d.d_law('ar')}."))
        b.append(("h", "3. المالية"))
        b.append(("p", f"{d.g(people[1], 'أفاد', 'أفادت')} {d.N(people[1], 'f', 'ar')} أن الميزانية المرصودة تبلغ {d.d_amount('ar', big=True)} وأن الفاتورة "
                       f"عدد {d.d_ref(1)} تم خلاصها."))
        b.append(("h", "4. المطابقة وحماية المعطيات"))
        b.append(("p", f"{d.g(people[2], 'قدم', 'قدمت')} {d.N(people[2], 'f', 'ar')} تقدم أشغال المطابقة: مسك سجل المعالجات، "
                       f"تعيين مسؤول عن حماية المعطيات وتحسيس الأعوان. وطلب المدير العام عدم إرسال ملفات الأعوان عبر البريد "
                       f"الشخصي وحفظ الملفات الطبية بصفة منفصلة ومؤمنة."))
        b.append(("p", "تقرر برمجة تدقيق خارجي خلال الثلاثية القادمة وتحيين ميثاق استعمال الإعلامية."))
        b.append(("h", "5. مسائل مختلفة"))
        b.append(("p", f"للاتصال بالمزود: {d.N(ext, 'fl', 'ar')} على الرقم {d.phone()} أو {d.email(ext)}."))
        b.append(("table", ["الإجراء", "المسؤول", "الأجل"],
                  [["تحيين ملف العون", d.N(people[2], "f", "ar"), d.d_date("ar")],
                   ["إعداد الميزانية", d.N(people[1], "l", "ar"), "آخر الشهر"]]))
        return b
    mixed = pl == "mixed"
    if lp == "en":
        b.append(("title", f"Minutes of the management committee meeting - {comp}"))
        b.append(("p", f"Date: {dt}. Venue: board room, head office."))
        att = "; ".join(f"{d.N(p, d.pick(['fl', 'fL']))} ({roles[i % len(roles)]})" for i, p in enumerate(people))
        b.append(("p", f"Present: {att}."))
        b.append(("p", f"Minutes taken by {people[-1].first[0]}."))
        b.append(("h", "1. Opening"))
        b.append(("p", f"{people[0].first[0]} opened the meeting at 9:30 and reviewed the agenda."))
        b.append(("h", "2. HR matters"))
        b.append(("p", f"{people[1].last[0]} presented the file of {d.N(emp, 'fl')} (CIN {d.cin()}, CNSS {d.cnss()}), "
                       f"currently on extended sick leave for {d.health('en')}. {people[2].first[0]} reminded everyone "
                       f"of the obligations under {d.d_law('en')} and the {d.D('INPDP')} guidance."))
        b.append(("h", "3. Finance"))
        b.append(("p", f"{people[1].first[0]} reported a budget of {d.d_amount('en', big=True)}; invoice {d.d_ref(1)} "
                       f"has been settled. {people[0].last[0]} asked for a quarterly review."))
        if d.chance(0.6):
            b.append(("p", f"{people[3].first[0]} noted that the new supplier account {d.d_wrong_rib()} quoted in "
                           f"the proposal is invalid and must be corrected."))
        b.append(("h", "4. Compliance and information security"))
        b.append(("p", f"{people[2].first[0]} summarised progress on compliance: processing register, appointment of a "
                       f"data protection contact and staff training. {people[0].first[0]} asked that personnel files no "
                       f"longer be sent from personal mailboxes and that medical records be stored separately."))
        b.append(("h", "5. Any other business"))
        b.append(("p", f"Supplier contact: {d.N(ext, 'fl')}, {d.phone()}, {d.email(ext)}."))
        b.append(("table", ["Action", "Owner", "Due"],
                  [["Update HR file", people[2].first[0], d.d_date("en")],
                   ["Budget review", people[1].last[0], "end of month"],
                   ["Supplier follow-up", people[3].first[0], "next meeting"]]))
        return b
    b.append(("title", f"Procès-verbal de la réunion du comité de direction - {comp}" + (" - محضر اجتماع" if mixed else "")))
    b.append(("p", f"Date : {dt}. Lieu : salle de réunion du siège."))
    att = ", ".join(f"{d.civ(p)} {d.NS(p, d.pick(['fl', 'fL', 'Lf']))} ({roles[i % len(roles)]})" for i, p in enumerate(people))
    b.append(("p", f"Présents : {att}."))
    b.append(("p", f"Secrétaire de séance : {people[-1].first[0]}."))
    b.append(("h", "1. Ouverture de la séance"))
    b.append(("p", f"{people[0].first[0]} ouvre la séance à 9h30 et rappelle l'ordre du jour."))
    b.append(("h", "2. Ressources humaines"))
    b.append(("p", f"{d.civ(people[1])} {people[1].last[0]} présente le dossier de {d.civ(emp)} {d.NS(emp, 'fl')} "
                   f"(CIN {d.cin()}, matricule CNSS {d.cnss()}), en congé de longue durée pour {d.health('fr')}. "
                   f"{people[2].first[0]} rappelle les obligations légales ({d.d_law('fr')}) et les recommandations de "
                   f"l'{d.D('INPDP')}."))
    b.append(("h", "3. Finances"))
    b.append(("p", f"{people[1].first[0]} indique que le budget s'élève à {d.d_amount('fr', big=True)} et que la facture "
                   f"{d.d_ref(1)} a été réglée. {people[0].last[0].upper()} demande un point trimestriel."))
    if d.chance(0.6):
        b.append(("p", f"{people[3].first[0]} signale que le compte fournisseur {d.d_wrong_rib()} figurant dans l'offre "
                       f"est erroné et doit être corrigé."))
    b.append(("h", "4. Conformité et sécurité de l'information"))
    b.append(("p", f"{people[2].first[0]} présente l'état d'avancement de la mise en conformité : registre des "
                   f"traitements, désignation d'un correspondant, sensibilisation du personnel. {people[0].first[0]} "
                   f"insiste pour que les fichiers du personnel ne soient plus envoyés par messagerie personnelle et que "
                   f"les dossiers médicaux soient conservés séparément, sous clé."))
    b.append(("p", f"{people[3].last[0]} rappelle que les sauvegardes sont chiffrées et que l'accès au logiciel de paie "
                   f"est limité au service RH ; un audit externe est prévu au prochain trimestre."))
    b.append(("h", "5. Divers"))
    b.append(("p", f"Contact du prestataire : {d.NS(ext, 'fl')}, {d.phone()}, {d.email(ext)}."))
    b.append(("table", ["Action", "Responsable", "Échéance"],
              [["Mise à jour du dossier RH", people[2].first[0], d.d_date()],
               ["Révision budgétaire", people[1].last[0], "fin du mois"],
               ["Relance prestataire", people[3].first[0], "prochaine réunion"]]))
    b.append(("p", f"L'ordre du jour étant épuisé, {people[0].last[0]} lève la séance à 11h15."))
    return b


def b_invoice(d):
    pl = d.pl
    comp = d.d_company("en" if pl == "en" else "fr")
    cl, contact = d.person(), d.person()
    inv = d.d_ref(1)
    dt = d.d_date()
    items = {"fr": ["Prestation de conseil", "Maintenance annuelle", "Licence logicielle", "Formation (2 jours)"],
             "en": ["Consulting services", "Annual maintenance", "Software licence", "Training (2 days)"]}[
        "en" if pl == "en" else "fr"]
    rows = []
    for it in d.r.sample(items, 3):
        q, pu = d.r.randint(1, 5), d.r.randint(80, 2500)
        rows.append([it, str(q), f"{pu},000", f"{q * pu},000"])
    d.D(rows[0][3])
    tot = d.d_amount("en" if pl == "en" else "fr")
    b = []
    if pl == "en":
        b.append(("lines", [comp, f"Tax ID: {d.tax()}", f"Trade register: {d.D('B0' + d.digits(7) + str(d.r.randint(2010, 2023)))}"]))
        b.append(("title", f"INVOICE No. {inv}"))
        b.append(("p", f"Date: {dt}"))
        b.append(("kv", [("Bill to", d.N(cl, d.pick(["fl", "Lf"]))), ("Address", d.address("en")), ("Tax ID", d.tax()),
                         ("CIN", d.cin()), ("Phone", d.phone()), ("Email", d.email(cl))]))
        b.append(("p", f"Purchase order: {d.d_bad_card()}"))
        b.append(("table", ["Description", "Qty", "Unit price", "Total"], rows))
        b.append(("p", f"Total incl. VAT: {tot}. Stamp duty: 1.000 TND."))
        b.append(("p", f"Paid by card {d.card()} on {d.d_date('en')}." if d.chance(0.6) else
                       f"Payment by transfer to IBAN {d.iban_tn()}."))
        b.append(("p", f"Account manager: {d.N(contact, 'fl')}, {d.phone()}, {d.email(contact, 'atlas.tn')}"))
        return b
    mixed = d.lang == "mixed"
    b.append(("lines", [comp, f"M.F. : {d.tax()}", f"RC : {d.D('B0' + d.digits(7) + str(d.r.randint(2010, 2023)))}"]))
    b.append(("title", f"FACTURE N° {inv}" + (" - فاتورة" if mixed else "")))
    b.append(("p", f"Date : {dt}"))
    b.append(("kv", [("Client" + (" / الحريف" if mixed else ""), d.NS(cl, d.pick(["fl", "Lf", "FL"]))),
                     (d.L("address"), d.address("ar" if mixed and d.chance(0.5) else "fr")),
                     ("Matricule fiscal client" + (" / المعرف الجبائي" if mixed else ""), d.tax()),
                     (d.L("cin"), d.cin()), (d.L("phone"), d.phone()), (d.L("email"), d.email(cl))]))
    b.append(("p", f"Bon de commande n° {d.d_bad_card()}"))
    b.append(("table", ["Désignation", "Qté", "PU HT", "Total HT"], rows))
    b.append(("p", f"Total TTC : {tot}. Timbre fiscal : 1,000 TND."))
    b.append(("p", f"Arrêtée la présente facture à la somme indiquée ci-dessus. Règlement par carte bancaire n° {d.card()}."
                   if d.chance(0.6) else f"Règlement par virement sur RIB {d.rib()[0]}."))
    b.append(("p", f"Votre interlocuteur : {d.civ(contact)} {d.N(contact, 'fl')}, {d.phone()}."))
    return b


def b_visa(d):
    pl = d.pl
    ap, fa, host = d.person(filiation=True), d.person(fem=False), d.person()
    city = d.pick(CITIES)
    pp = d.passport()
    dob_s, (y, m, dd) = d.dob(ret_ymd=True)
    ey, em, ed = d.ymd(2026, 2033)
    l1, l2 = mrz_td3(ap.last[0], ap.first[0], pp, f"{y % 100:02d}{m:02d}{dd:02d}", "F" if ap.fem else "M",
                     f"{ey % 100:02d}{em:02d}{ed:02d}")
    fee = d.d_amount(lo=90, hi=420)
    b = []
    if pl == "en":
        b.append(("title", d.pick(["APPLICATION FOR SCHENGEN VISA", "Visa application form", "VISA APPLICATION"])))
        b.append(("p", f"Application ref.: {d.d_ref(4)}  -  Submitted at the visa centre, {city[0]}"))
        b.append(("kv", [("1. Surname and given names", d.N(ap, "Lf")), ("2. Date of birth", dob_s),
                         ("3. Place of birth", d.pick(CITIES)[0]), ("4. Nationality", "Tunisian"),
                         ("5. Father's name", d.S("PERSON", f"{ap.father[0]} ben {ap.grand[0]} {ap.last[0]}")),
                         ("6. National ID number", d.cin()), ("7. Travel document", f"Passport No. {pp}"),
                         ("8. Date of expiry", d.D(f"{ey}-{em:02d}-{ed:02d}")),
                         ("9. Home address", d.address("en")), ("10. Email", d.email(ap)), ("11. Telephone", d.phone()),
                         ("12. Current occupation", d.pick(JOBS["en"])), ("13. Employer", d.d_company("en")),
                         ("14. Host in the Schengen area", d.N(host, "fl")),
                         ("15. Sponsor's bank account", d.iban_foreign()[0]),
                         ("16. Visa fee", f"{fee} paid by card {d.card()}")]))
        b.append(("p", "Passport data page (machine readable zone):"))
    else:
        b.append(("title", d.pick(["DEMANDE DE VISA SCHENGEN", "Formulaire de demande de visa"])))
        b.append(("p", f"Réf. dossier : {d.d_ref(4)} - Déposé au centre de {city[0]}"))
        b.append(("kv", [("1. Nom(s) et prénom(s)", d.N(ap, "Lf")), ("2. Date de naissance", dob_s),
                         ("3. Lieu de naissance", d.pick(CITIES)[0]), ("4. Nationalité", "tunisienne"),
                         ("5. Nom du père", d.S("PERSON", f"{ap.father[0]} ben {ap.grand[0]} {ap.last[0]}")),
                         ("6. N° de carte d'identité nationale", d.cin()), ("7. Document de voyage", f"Passeport n° {pp}"),
                         ("8. Date d'expiration", d.D(f"{ed:02d}/{em:02d}/{ey}")),
                         ("9. Adresse du domicile", d.address("fr")), ("10. Courriel", d.email(ap)), ("11. Téléphone", d.phone()),
                         ("12. Profession", d.pick(JOBS["fr"])), ("13. Employeur", d.d_company("fr")),
                         ("14. Personne invitante", d.N(host, "fl")),
                         ("15. Compte bancaire du garant", d.iban_foreign()[0]),
                         ("16. Frais de visa", f"{fee} réglés par carte {d.card()}")]))
        b.append(("p", "Page de données du passeport (zone de lecture automatique) :"))
    if d.fmt == "docx":
        b.append(("lines", [l1, d.S("PASSPORT", l2)]))
    else:
        d.S("PASSPORT", l1 + "\n" + l2)
        b.append(("lines", [l1, l2]))
    return b


KINDS = [
    ("bank_transfer", b_bank_transfer, ["fr", "ar", "en", "mixed"], ["txt", "docx", "md"]),
    ("lease", b_lease, ["fr", "ar", "mixed", "fr"], ["txt", "docx", "md"]),
    ("court_judgment", b_judgment, ["ar", "ar", "mixed", "fr"], ["txt", "docx"]),
    ("medical_referral", b_medical, ["fr", "ar", "en", "mixed"], ["txt", "docx", "md"]),
    ("insurance_claim", b_insurance, ["fr", "ar", "en", "mixed"], ["txt", "docx"]),
    ("chat_transcript", b_chat, ["mixed", "fr", "ar", "en"], ["txt"]),
    ("payroll_export", b_payroll, ["fr", "mixed", "en", "fr"], ["csv"]),
    ("email_thread", b_email, ["en", "en", "en", "en"], ["txt", "md"]),
    ("staff_table", b_staff, ["fr", "en", "ar", "mixed"], ["md"]),
    ("police_report", b_police, ["fr", "ar", "mixed", "fr"], ["txt", "docx"]),
    ("school_enrolment", b_school, ["ar", "ar", "mixed", "fr"], ["docx", "txt"]),
    ("power_of_attorney", b_poa, ["fr", "ar", "mixed", "fr"], ["txt", "docx"]),
    ("meeting_minutes", b_minutes, ["fr", "en", "ar", "mixed"], ["md", "docx", "txt"]),
    ("invoice", b_invoice, ["fr", "en", "mixed", "fr"], ["txt", "docx", "md"]),
    ("visa_application", b_visa, ["en", "fr", "en", "fr"], ["txt", "docx"]),
]


# =====================================================================  renderers
def render_txt(d, blocks):
    out = []
    kv_style = d.kv_style
    for bl in blocks:
        t = bl[0]
        if t == "title":
            s = bl[1]
            if d.chance(0.5):
                out += [s, "=" * max(8, len(s)), ""]
            else:
                out += ["*" * 10 + " " + s + " " + "*" * 10, ""]
        elif t == "h":
            out += ["", bl[1], "-" * max(6, len(bl[1]))]
        elif t == "p":
            out += bl[1].split("\n") + [""]
        elif t == "lines":
            out += list(bl[1]) + [""]
        elif t == "kv":
            w = max(len(k) for k, _ in bl[1]) + 2
            for k, v in bl[1]:
                if kv_style == 0:
                    out.append(f"{k} : {v}")
                elif kv_style == 1:
                    out.append(f"{k}: {v}")
                elif kv_style == 2:
                    out.append(f"{k} {'.' * (w - len(k) + 4)} : {v}")
                elif kv_style == 3:
                    out.append(f"{k.ljust(w)}{v}")
                else:
                    out.append(f"- {k} : {v}")
            out.append("")
        elif t == "table":
            hdr, rows = bl[1], bl[2]
            if d.table_style == 0:
                out.append(" | ".join(hdr))
                out.append("-+-".join("-" * len(h) for h in hdr))
                out += [" | ".join(r) for r in rows]
            else:
                ws = [max(len(x) for x in col) + 2 for col in zip(hdr, *rows)]
                out.append("".join(h.ljust(w) for h, w in zip(hdr, ws)).rstrip())
                out.append("".join(("-" * (w - 2)).ljust(w) for w in ws).rstrip())
                out += ["".join(c.ljust(w) for c, w in zip(r, ws)).rstrip() for r in rows]
            out.append("")
        elif t == "sep":
            out.append("")
    text = "\n".join(out).rstrip("\n") + "\n"
    nl = "\r\n" if d.chance(0.15) else "\n"
    return text.replace("\n", nl).encode("utf-8"), text


def md_cell(s):
    return s.replace("|", "\\|")


def render_md(d, blocks):
    out = []
    for bl in blocks:
        t = bl[0]
        if t == "title":
            out += ["# " + bl[1], ""]
        elif t == "h":
            out += ["## " + bl[1], ""]
        elif t == "p":
            ls = bl[1].split("\n")
            out += [x + "  " for x in ls[:-1]] + [ls[-1], ""]
        elif t == "lines":
            if bl[1] and bl[1][0].startswith("P<") or any(x.startswith("P<") for x in bl[1]):
                out += ["```"] + list(bl[1]) + ["```", ""]
            else:
                out += [x + "  " if x else "" for x in bl[1]] + [""]
        elif t == "kv":
            if d.kv_style % 2 == 0:
                out += [f"- **{k}** : {v}" for k, v in bl[1]] + [""]
            else:
                out += [{"en": "| Field | Value |", "ar": "| الخانة | المعطيات |"}.get(d.pl, "| Champ | Valeur |"), "|---|---|"]
                out += [f"| {md_cell(k)} | {md_cell(v)} |" for k, v in bl[1]] + [""]
        elif t == "table":
            hdr, rows = bl[1], bl[2]
            out.append("| " + " | ".join(md_cell(h) for h in hdr) + " |")
            out.append("|" + "|".join(["---"] * len(hdr)) + "|")
            out += ["| " + " | ".join(md_cell(c) for c in r) + " |" for r in rows]
            out.append("")
    text = "\n".join(out).rstrip("\n") + "\n"
    return text.encode("utf-8"), text


def render_csv(d, blocks):
    _, rows, delim = blocks[0]
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator=d.pick(["\r\n", "\n"]), quoting=csv.QUOTE_MINIMAL)
    for r in rows:
        w.writerow(r)
    text = buf.getvalue()
    return text.encode("utf-8"), text


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _protected_spans(d, text):
    spans = []
    vals = [x["value"] for x in d.sens] + d.decoys
    for v in vals:
        i = text.find(v)
        while i >= 0:
            spans.append((i, i + len(v)))
            i = text.find(v, i + 1)
    return spans


def _split_runs(d, text):
    """Split a paragraph into runs at punctuation, never inside a sensitive value or decoy."""
    spans = _protected_spans(d, text)
    cands = [m.end() for m in re.finditer(r"(?:[,;:،.] )", text)]
    cands = [c for c in cands if not any(s < c < e for s, e in spans)]
    cuts = sorted(d.r.sample(cands, min(len(cands), d.r.randint(0, 3)))) if cands else []
    runs, prev = [], 0
    for c in cuts + [len(text)]:
        if c > prev:
            runs.append(text[prev:c])
        prev = c
    return runs or [text]


def _run(text, bold=False, rtl=False, size=None):
    rpr = ""
    if bold or rtl or size:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + \
              ("<w:rtl/>" if rtl else "") + "</w:rPr>"
    return f'<w:r>{rpr}<w:t xml:space="preserve">{xml_escape(text)}</w:t></w:r>'


def _para(runs, rtl=False, center=False, style_bold=False, size=None):
    ppr = ""
    if rtl or center:
        ppr = "<w:pPr>" + ("<w:bidi/>" if rtl else "") + ('<w:jc w:val="center"/>' if center else "") + "</w:pPr>"
    body = "".join(_run(t, bold=b or style_bold, rtl=is_arabic(t), size=size) for t, b in runs)
    return f"<w:p>{ppr}{body}</w:p>"


def _table(rows_of_cells, header=True):
    ncol = max(len(r) for r in rows_of_cells)
    wcol = 9000 // ncol
    brd = "".join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
                  for s in ("top", "left", "bottom", "right", "insideH", "insideV"))
    x = [f'<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>{brd}</w:tblBorders></w:tblPr><w:tblGrid>']
    x += [f'<w:gridCol w:w="{wcol}"/>' for _ in range(ncol)]
    x.append("</w:tblGrid>")
    for i, r in enumerate(rows_of_cells):
        x.append("<w:tr>")
        for c in r:
            rtl = mostly_arabic(c)
            x.append(f'<w:tc><w:tcPr><w:tcW w:w="{wcol}" w:type="dxa"/></w:tcPr>'
                     f'{_para([(c, header and i == 0)], rtl=rtl)}</w:tc>')
        x.append("</w:tr>")
    x.append("</w:tbl>")
    return "".join(x)


def render_docx(d, blocks):
    body = []
    for bl in blocks:
        t = bl[0]
        if t == "title":
            body.append(_para([(bl[1], True)], rtl=mostly_arabic(bl[1]), center=True, size=32))
        elif t == "h":
            body.append(_para([(bl[1], True)], rtl=mostly_arabic(bl[1]), size=26))
        elif t == "p":
            for line in bl[1].split("\n"):
                body.append(_para([(x, False) for x in _split_runs(d, line)], rtl=mostly_arabic(line)))
        elif t == "lines":
            for line in bl[1]:
                body.append(_para([(line, False)], rtl=mostly_arabic(line)))
        elif t == "kv":
            if d.kv_style % 2 == 0:
                body.append(_table([[k, v] for k, v in bl[1]], header=False))
                body.append("<w:p/>")
            else:
                for k, v in bl[1]:
                    body.append(_para([(k + " : ", True), (v, False)], rtl=mostly_arabic(k + v)))
        elif t == "table":
            body.append(_table([bl[1]] + bl[2], header=True))
            body.append("<w:p/>")
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) +
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1417" w:bottom="1417" '
           'w:left="1417" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>')
    ctypes = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" '
              'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
              '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
            'officeDocument" Target="word/document.xml"/></Relationships>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ctypes), ("_rels/.rels", rels), ("word/document.xml", doc)):
            zi = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data.encode("utf-8"))
    data = buf.getvalue()
    # read back what a reader would see: run texts and paragraph texts
    root = ET.fromstring(zipfile.ZipFile(io.BytesIO(data)).read("word/document.xml"))
    runs, paras = [], []
    for p in root.iter(f"{{{W_NS}}}p"):
        ts = [t.text or "" for t in p.iter(f"{{{W_NS}}}t")]
        runs += ts
        paras.append("".join(ts))
    return data, "\n".join(paras), runs


# =====================================================================  validation
def _value_spans(text, v):
    out = []
    if re.fullmatch(r"[\d\s.\-/+()]+", v) and sum(c.isdigit() for c in v) >= 4:
        ds = re.sub(r"\D", "", v)
        pat = r"(?<!\d)" + r"[\s.\-/]{0,3}".join(ds) + r"(?!\d)"
        for m in re.finditer(pat, text):
            out.append((m.start(), m.end()))
    i = text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return sorted(set(out))


def validate(d, text, runs=None):
    n = len(d.sens)
    if not 8 <= n <= 20:
        raise Invalid(f"{n} sensitive values")
    svals = [x["value"] for x in d.sens]
    spans = {}
    for x in d.sens:
        v = x["value"]
        if v not in text:
            raise Invalid(f"value not verbatim in text: {v!r}")
        if runs is not None and "\n" not in v and not any(v in r for r in runs):
            raise Invalid(f"value split across runs: {v!r}")
        spans[v] = _value_spans(text, v)
    for v in svals:
        free = [s for s in spans[v]
                if not any(o != v and len(o) > len(v) and any(a <= s[0] and s[1] <= b and (a, b) != s for a, b in spans[o])
                           for o in svals)]
        if not free:
            raise Invalid(f"value only inside a bigger value: {v!r}")
    allspans = [s for v in svals for s in spans[v]]
    parts = {p for x in d.sens if x["type"] == "PERSON" for p in person_parts(x["value"])}
    for dv in d.decoys:
        if dv not in text:
            raise Invalid(f"decoy not verbatim: {dv!r}")
        if runs is not None and not any(dv in r for r in runs):
            raise Invalid(f"decoy split across runs: {dv!r}")
        if dv in svals:
            raise Invalid(f"decoy is also sensitive: {dv!r}")
        for s in _value_spans(text, dv):
            if any(a < s[1] and s[0] < b for a, b in allspans):
                raise Invalid(f"decoy overlaps a sensitive value: {dv!r}")
        for w in words(dv):
            if w.casefold() in parts:
                raise Invalid(f"decoy contains a name part: {dv!r}")
    for x in d.sens:
        if x["type"] in ("ADDRESS", "HEALTH", "PLATE"):
            for w in words(x["value"]):
                if w.casefold() in parts:
                    raise Invalid(f"{x['type']} contains a name part: {x['value']!r}")
    for p in parts:
        if len(p) < 3:
            raise Invalid("short name part")


# =====================================================================  main
def build_one(pools, seed, idx, kind, builder, lang, fmt):
    last = None
    for attempt in range(40):
        rng = random.Random(f"{GEN_TAG}|{seed}|{idx}|{kind}|{lang}|{fmt}|{attempt}")
        d = Doc(pools, rng, lang, kind, fmt)
        try:
            blocks = builder(d)
            runs = None
            if fmt == "csv":
                data, text = render_csv(d, blocks)
            elif fmt == "md":
                data, text = render_md(d, blocks)
            elif fmt == "docx":
                data, text, runs = render_docx(d, blocks)
            else:
                data, text = render_txt(d, blocks)
            validate(d, text, runs)
            return d, data, text
        except Invalid as e:
            last = e
    raise SystemExit(f"gen_layouts: could not build {kind}/{lang}/{fmt}: {last}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=DEFAULT_NAMES_DIR,
                    help="directory of the masker's name lists, read only to exclude those words")
    ap.add_argument("--per-kind", type=int, default=4, help="documents per layout kind (15 kinds)")
    a = ap.parse_args(argv)
    pools = NamePools(a.names_dir)
    rng = random.Random(f"{GEN_TAG}|plan|{a.seed}")
    plan = []
    for kind, builder, langs, fmts in KINDS:
        ls = list(langs)
        rng.shuffle(ls)
        off = rng.randrange(len(fmts))
        for j in range(a.per_kind):
            plan.append((kind, builder, ls[j % len(ls)], fmts[(off + j) % len(fmts)]))
    rng.shuffle(plan)
    os.makedirs(a.out, exist_ok=True)
    manifest = []
    for i, (kind, builder, lang, fmt) in enumerate(plan, 1):
        d, data, text = build_one(pools, a.seed, i, kind, builder, lang, fmt)
        fname = f"{i:03d}_{kind}_{lang}.{fmt}"
        with open(os.path.join(a.out, fname), "wb") as f:
            f.write(data)
        manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                         "sensitive": d.sens, "decoys": d.decoys})
    with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)
        f.write("\n")
    counts = {}
    for e in manifest:
        for s in e["sensitive"]:
            counts[s["type"]] = counts.get(s["type"], 0) + 1
    print(f"wrote {len(manifest)} documents to {a.out}; values: " +
          ", ".join(f"{k}={v}" for k, v in sorted(counts.items())) +
          f"; decoys={sum(len(e['decoys']) for e in manifest)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
