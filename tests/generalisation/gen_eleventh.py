#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Eleventh held-out test-document generator for Caviard (16 new document kinds).

Provenance
----------
Written for measuring how Caviard generalises to documents nobody tuned it to.
The only material read while writing it: ../shared/README.md,
../shared/corpus/README.md (manifest format, value types, decoy rules),
../shared/eval/score.py (normalisation and matching rules) and the testing
approach of tests/generalisation/test_gen_tenth.py.  No other generator, no
detector source, no corpus document and no name-list content was read.
Everything written here is invented: people are built by joining syllables
(Tunisian-Arabic-, French- and foreign-sounding, Latin and Arabic script);
identifiers are synthetic but valid where the corpus README implies a rule
(RIB key, IBAN mod-97, card Luhn); addresses, companies and events are made up.

At run time the script reads the name lists (*.txt under --names-dir), the
PERSON values of the corpus manifest and its own source only to REFUSE a drawn
name: a name is redrawn (from its own stream) when one of its folded parts
(particles such as Ben/El/de/بن/بنت excepted) occurs in any of them.  Nothing
from those files is copied into the output.

Usage
-----
    python3 tests/generalisation/gen_eleventh.py --seed N --out DIR \
        [--names-dir D] [--corpus-manifest M]

Defaults: --names-dir <repo>/crates/caviard/data/names and
--corpus-manifest <repo>/../shared/corpus/manifest.json (relative to this file).
Writes 48 documents (16 kinds x 3 language/format variants; languages fr, ar,
en, mixed; formats txt, md, csv, docx) and DIR/manifest.json in the corpus
manifest format.

Randomness
----------
The output is a pure function of --seed and the refusal lists.  Names come from
random.Random("gen_eleventh/<seed>/<doc index>/name:<slot>"), every other choice
from random.Random("gen_eleventh/<seed>/<doc index>/doc#<k>"), where k starts at
0 and is bumped only when the document fails its own self-check.  Nothing
depends on PYTHONHASHSEED, the clock or the environment.
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
REPO = os.path.dirname(os.path.dirname(HERE))

# ====================================================================== folding
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_AR = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FROM_AR = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def fold(s):
    s = unicodedata.normalize("NFKC", s)
    s = AR_DIAC.sub("", s)
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    s = unicodedata.normalize("NFC", s).casefold()
    return s.translate({ord("ة"): "ه", ord("ى"): "ي"})


def words(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def norm(s):
    s = unicodedata.normalize("NFKC", s).translate(FROM_AR)
    return re.sub(r"\s+", " ", AR_DIAC.sub("", s).casefold()).strip()


def compact(s):
    return re.sub(r"[\W_]+", "", norm(s))


def ar(s):
    return s.translate(TO_AR)


PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "de", "du", "di", "da",
             "le", "la", "d", "بن", "بنت", "ابن", "عبد", "ال"}


def name_parts(v):
    out = []
    for t in words(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


# ====================================================================== syllables
TN_ON = [("Ba", "با"), ("Bou", "بو"), ("Cha", "شا"), ("Da", "دا"), ("Fa", "فا"), ("Gha", "غا"),
         ("Ha", "حا"), ("Ja", "جا"), ("Ka", "كا"), ("Kha", "خا"), ("La", "لا"), ("Ma", "ما"),
         ("Mou", "مو"), ("Na", "نا"), ("Ra", "را"), ("Sa", "سا"), ("Ta", "طا"), ("Wa", "وا"),
         ("Ya", "يا"), ("Za", "زا"), ("Zi", "زي"), ("Ri", "ري"), ("Si", "سي"), ("Tou", "تو"),
         ("Dhi", "ذي"), ("Ou", "أو"), ("Ham", "حم"), ("Sel", "سل"), ("Ab", "عب"), ("Gue", "ڨ")]
TN_MID = [("bar", "بار"), ("del", "دل"), ("fen", "فن"), ("ghar", "غار"), ("kam", "كام"), ("lem", "لم"),
          ("mar", "مار"), ("nad", "ناد"), ("ras", "راس"), ("sel", "سل"), ("tam", "تام"), ("zen", "زن"),
          ("har", "حار"), ("jem", "جم"), ("sed", "صد"), ("bek", "بك"), ("nouf", "نوف"), ("ter", "تر"),
          ("dal", "دال"), ("rach", "راش"), ("hel", "هل"), ("zaf", "زاف"), ("gad", "ڨاد"), ("mes", "مس"),
          ("tal", "طال"), ("rif", "ريف"), ("mouk", "موك"), ("sab", "صاب"), ("lij", "ليج"), ("dham", "ضام"),
          ("kour", "كور"), ("nib", "نيب"), ("chek", "شك"), ("wen", "ون"), ("youf", "يوف")]
TN_M_END = [("", ""), ("", ""), ("i", "ي"), ("ane", "ان"), ("oun", "ون"), ("ed", "د")]
TN_F_END = [("a", "ة"), ("ia", "ية"), ("ine", "ين"), ("ouda", "ودة"), ("ila", "يلة"), ("ana", "انة")]
TN_FAM_END = [("", ""), ("i", "ي"), ("i", "ي"), ("aoui", "اوي"), ("ouli", "ولي"), ("ani", "اني"),
              ("ous", "وس"), ("ech", "اش")]

FR_ON = ["Au", "Bé", "Cla", "Do", "Flo", "Ga", "Hé", "Jo", "Lu", "Ma", "No", "O", "Pa", "Ro", "Sé",
         "Thi", "Va", "Yo", "Ci", "Mi"]
FR_MID = ["ber", "cel", "del", "fran", "gis", "lan", "mé", "rian", "tis", "vi", "bré", "chel", "ren",
          "gol", "lis", "mor", "sin", "tan", "val", "zel"]
FR_F_END = ["ine", "ette", "elle", "ise", "ie", "ence", "aude"]
FR_M_END = ["in", "ard", "ien", "ent", "ol", "is", "oit", "ert"]
FR_LON = ["Beau", "Cham", "Dur", "Fon", "Gar", "Lam", "Mal", "Mon", "Pel", "Roch", "Ver", "Tal", "Bou",
          "Lé", "Gui", "Sau", "Cour", "Bra", "Del", "Mar"]
FR_LEND = ["lac", "bert", "mont", "ville", "court", "tier", "rand", "nier", "lard", "chon", "zac", "reau",
           "vaux", "gnac", "doux", "sard", "quet", "pin"]

FO_ON = ["Lu", "Gio", "Ste", "Kas", "Ma", "Ro", "Hen", "Ol", "Sven", "Ti", "Mar", "Da", "Ka", "Ni", "Bo",
         "Ing", "Er", "Al"]
FO_MID = ["ren", "van", "fan", "ric", "sim", "dor", "gan", "lek", "mir", "tor", "bel", "sten", "kov", "lin",
          "ran"]
FO_M_END = ["o", "", "as", "ek", "ik", "an"]
FO_F_END = ["a", "ina", "ella", "ja", "ke", "ette"]
FO_FAM = {"it": ["elli", "ini", "etti", "ucci", "one"], "de": ["mann", "berg", "hofer", "stein", "ler"],
          "sl": ["enko", "ski", "ovic", "ov"], "es": ["ez", "ada", "eira"], "en": ["ton", "ley", "wood", "ford"]}


class Person:
    def __init__(self, gender, origin, first, last, ar_first=None, ar_last=None, father=None, ar_father=None,
                 ascii_first=None, ascii_last=None, sub=None):
        self.gender, self.origin, self.sub = gender, origin, sub
        self.first, self.last = first, last
        self.ar_first, self.ar_last = ar_first, ar_last
        self.father, self.ar_father = father, ar_father
        self.a_first, self.a_last = ascii_first, ascii_last

    @property
    def full(self):
        return f"{self.first} {self.last}"

    @property
    def caps(self):
        return f"{self.last.upper()} {self.first}"

    @property
    def caps2(self):
        return f"{self.first} {self.last.upper()}"

    @property
    def rev(self):
        return f"{self.last} {self.first}"

    @property
    def ar_full(self):
        return f"{self.ar_first} {self.ar_last}"

    @property
    def ar_formal(self):
        return f"{self.ar_first} {'بن' if self.gender == 'm' else 'بنت'} {self.ar_father} {self.ar_last}"

    @property
    def formal(self):
        return f"{self.first} {'Ben' if self.gender == 'm' else 'Bent'} {self.father} {self.last}"


def ascii_of(s):
    s = unicodedata.normalize("NFKD", s)
    return re.sub(r"[^a-z]", "", "".join(c for c in s if not unicodedata.combining(c)).lower())


class NameMaker:
    def __init__(self, refused):
        self.refused = refused

    def ok(self, *strings):
        for s in strings:
            if not s:
                continue
            for t in name_parts(s):
                if t in self.refused or t[::-1] in self.refused:
                    return False
                if re.match("[\u0600-\u06ff]", t) and any(c + t in self.refused for c in ("و", "ب", "ل", "ف", "ك", "لل")):
                    return False
            for t in words(s):
                if t not in PARTICLES and len(t) < 3:
                    return False
        return True

    @staticmethod
    def _tn_given(r, gender):
        on, mid = r.choice(TN_ON), r.choice(TN_MID)
        end = r.choice(TN_M_END if gender == "m" else TN_F_END)
        lat = on[0] + mid[0] + end[0]
        arab = on[1] + mid[1] + end[1]
        return lat, arab

    @staticmethod
    def _tn_family(r):
        on, mid = r.choice(TN_ON), r.choice(TN_MID)
        end = r.choice(TN_FAM_END)
        lat, arab = on[0] + mid[0] + end[0], on[1] + mid[1] + end[1]
        if r.random() < 0.3:
            m2 = r.choice(TN_MID)
            lat, arab = on[0] + mid[0] + m2[0] + end[0], on[1] + mid[1] + m2[1] + end[1]
        x = r.random()
        if x < 0.22:
            return "Ben " + lat, "بن " + arab
        if x < 0.34:
            return "El " + lat, "ال" + arab
        return lat, arab

    def make(self, r, gender, origin):
        for _ in range(20000):
            if origin == "tn":
                f, fa = self._tn_given(r, gender)
                l, la = self._tn_family(r)
                fat, fata = self._tn_given(r, "m")
                if r.random() < 0.1:      # compound given name
                    f2, fa2 = self._tn_given(r, gender)
                    f, fa = f + "-" + f2, fa + " " + fa2
                if self.ok(f, l, fa, la, fat, fata):
                    return Person(gender, origin, f, l, fa, la, fat, fata, ascii_of(f), ascii_of(l))
            elif origin == "fr":
                f = r.choice(FR_ON) + r.choice(FR_MID).lower() + r.choice(FR_F_END if gender == "f" else FR_M_END)
                core = r.choice(FR_LON) + r.choice(FR_LEND)
                x = r.random()
                l = ("de " + core) if x < 0.18 else ("Le " + core) if x < 0.26 else core
                if r.random() < 0.12:
                    l = core + "-" + r.choice(FR_LON) + r.choice(FR_LEND)
                if self.ok(f, l):
                    return Person(gender, origin, f, l, ascii_first=ascii_of(f), ascii_last=ascii_of(l), sub="fr")
            else:
                sub = r.choice(sorted(FO_FAM))
                f = r.choice(FO_ON) + r.choice(FO_MID) + r.choice(FO_F_END if gender == "f" else FO_M_END)
                end = r.choice(FO_FAM[sub])
                if sub == "sl" and gender == "f":
                    end = r.choice(["ova", "ska", "enko"])
                l = r.choice(FO_ON) + (r.choice(FO_MID) if r.random() < 0.5 else "") + end
                if sub == "it" and r.random() < 0.3:
                    l = "Di " + l
                if self.ok(f, l):
                    return Person(gender, origin, f, l, ascii_first=ascii_of(f), ascii_last=ascii_of(l), sub=sub)
        raise RuntimeError("could not draw an unlisted name")


# ====================================================================== pools
CITIES = [("Tunis", "تونس", "1000"), ("La Marsa", "المرسى", "2070"), ("Ariana", "أريانة", "2080"),
          ("Ben Arous", "بن عروس", "2013"), ("Sousse", "سوسة", "4000"), ("Sfax", "صفاقس", "3000"),
          ("Monastir", "المنستير", "5000"), ("Nabeul", "نابل", "8000"), ("Bizerte", "بنزرت", "7000"),
          ("Gabès", "قابس", "6000"), ("Kairouan", "القيروان", "3100"), ("Le Bardo", "باردو", "2000"),
          ("Mégrine", "مقرين", "2033"), ("Hammam Sousse", "حمام سوسة", "4011"), ("Manouba", "منوبة", "2010"),
          ("Médenine", "مدنين", "4100"), ("Gafsa", "قفصة", "2100"), ("Béja", "باجة", "9000"),
          ("Mahdia", "المهدية", "5100"), ("Radès", "رادس", "2040")]
STREETS_FR = ["rue de Marseille", "rue des Orangers", "rue du Lac Léman", "avenue de la Liberté",
              "rue de l'Artisanat", "impasse des Jasmins", "rue de Palestine", "avenue de Carthage",
              "rue des Roses", "rue d'Espagne", "rue Ibn Khaldoun", "rue Tahar Haddad", "rue des Tanneurs",
              "avenue de l'Environnement", "rue du Nil", "rue de Russie", "avenue des Martyrs", "rue Om Kalthoum",
              "rue des Glycines", "rue de la Mosquée"]
STREETS_AR = ["نهج مرسيليا", "نهج البرتقال", "شارع الحرية", "نهج الياسمين", "نهج فلسطين", "شارع قرطاج",
              "نهج ابن خلدون", "نهج الطاهر الحداد", "نهج الورد", "نهج إسبانيا", "نهج الصناعات التقليدية",
              "شارع البيئة", "نهج النيل", "شارع الشهداء", "نهج الجامع", "نهج أم كلثوم"]
RESIDENCES = ["Les Pins", "El Yasmine", "Les Jardins du Lac", "Essafa", "Les Oliviers", "El Mourouj Center",
              "Les Palmiers", "Dar Zaytouna"]
RESIDENCES_AR = ["الصنوبر", "الياسمين", "الزيتون", "النخيل", "الصفاء", "الأمل"]
FOREIGN_ADDR = [("14 rue des Tanneurs, 69002 Lyon, France", "fr"), ("Via Garibaldi 23, 10122 Torino, Italia", "it"),
                ("Hauptstraße 12, 50667 Köln, Deutschland", "de"), ("22 Albion Road, London N16 9PS, United Kingdom", "en"),
                ("8 boulevard Voltaire, 75011 Paris, France", "fr"), ("Calle Mayor 41, 28013 Madrid, España", "es"),
                ("ul. Długa 7, 31-147 Kraków, Polska", "sl"), ("31 avenue Jean Jaurès, 13005 Marseille, France", "fr")]
DECOY_STREETS_FR = ["avenue Habib Bourguiba", "avenue Mohamed V", "rue Charles de Gaulle", "place Pasteur",
                    "avenue Hédi Nouira", "rue Ali Bach Hamba"]
DECOY_STREETS_AR = ["شارع الحبيب بورقيبة", "شارع محمد الخامس", "نهج شارل ديغول", "ساحة باستور"]
BANKS = [("03", "BNA", "Banque Nationale Agricole"), ("04", "Attijari", "Attijari bank"),
         ("05", "BT", "Banque de Tunisie"), ("07", "Amen", "Amen Bank"), ("08", "BIAT", "BIAT"),
         ("10", "STB", "Société Tunisienne de Banque"), ("11", "UBCI", "UBCI"), ("12", "UIB", "UIB"),
         ("14", "BH", "BH Bank"), ("17", "Poste", "La Poste Tunisienne"), ("25", "Zitouna", "Banque Zitouna")]
HEALTH = {
    "fr": ["diabète de type 2", "asthme allergique", "hypertension artérielle", "épilepsie",
           "insuffisance rénale chronique", "hépatite C chronique", "dépression sévère", "allergie à la pénicilline",
           "maladie de Crohn", "sclérose en plaques", "hypothyroïdie", "polyarthrite rhumatoïde",
           "drépanocytose", "maladie cœliaque", "trouble bipolaire", "cardiopathie ischémique"],
    "ar": ["داء السكري من النوع الثاني", "الربو", "ارتفاع ضغط الدم", "الصرع", "قصور كلوي مزمن",
           "التهاب الكبد الفيروسي صنف ج", "حساسية من البنسلين", "فقر الدم المنجلي", "الاكتئاب الحاد",
           "قصور الغدة الدرقية", "مرض كرون", "التصلب اللويحي", "داء الاضطرابات الهضمية"],
    "en": ["type 2 diabetes", "asthma", "high blood pressure", "epilepsy", "chronic kidney disease",
           "chronic hepatitis C", "penicillin allergy", "coeliac disease", "major depressive disorder",
           "multiple sclerosis", "sickle cell anaemia", "rheumatoid arthritis", "bipolar disorder"],
}
HEALTH_CHILD = {
    "fr": ["asthme allergique", "épilepsie", "drépanocytose", "maladie cœliaque", "allergie à la pénicilline",
           "allergie aux protéines du lait de vache", "diabète de type 1"],
    "ar": ["الربو", "الصرع", "فقر الدم المنجلي", "حساسية من البنسلين", "داء الاضطرابات الهضمية", "حساسية من البيض",
           "داء السكري من النوع الأول"],
    "en": ["asthma", "epilepsy", "sickle cell anaemia", "coeliac disease", "penicillin allergy", "egg allergy",
           "type 1 diabetes"],
}
HEALTH_SALON = {
    "fr": ["allergie à la PPD", "enceinte de 5 mois", "psoriasis du cuir chevelu", "pelade", "eczéma de contact",
           "chimiothérapie en cours"],
    "ar": ["حساسية من صبغة الشعر", "حامل في الشهر الخامس", "صدفية فروة الرأس", "داء الثعلبة", "إكزيما",
           "تتابع علاجا كيميائيا"],
    "en": ["PPD hair-dye allergy", "pregnant (5 months)", "scalp psoriasis", "alopecia areata", "contact eczema",
           "undergoing chemotherapy"],
}
HEALTH_DIET = {"en": ["coeliac disease", "type 1 diabetes", "severe peanut allergy", "epilepsy",
                      "paraplegia (wheelchair user)", "lactose intolerance"]}
FR_M = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
EN_M = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December"]
AR_M = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
        "ديسمبر"]
DOMAINS = ["gmail.com", "yahoo.fr", "hotmail.com", "outlook.fr", "topnet.tn", "gnet.tn", "planet.tn",
           "laposte.net", "live.fr"]
COMPANIES = [("Sotramed", "sotramed.com.tn"), ("Carthago Logistique", "carthago-log.tn"),
             ("Medina Soft", "medinasoft.tn"), ("Oliveraie du Sahel", "oliveraie-sahel.com"),
             ("Sahel Textile Export", "sahel-textile.com"), ("Nour Agro", "nouragro.tn"),
             ("Atlas Ingénierie", "atlas-ing.tn"), ("Djerba Composites", "djerbacomp.com")]
LOWER = "ABCDEFGHJKLMNPQRSTVWXYZ"


def fdate(d, m, y, lang, style):
    if style == "slash":
        return f"{d:02d}/{m:02d}/{y}"
    if style == "dash":
        return f"{d:02d}-{m:02d}-{y}"
    if style == "dot":
        return f"{d:02d}.{m:02d}.{y}"
    if style == "iso":
        return f"{y}-{m:02d}-{d:02d}"
    if style == "us":
        return f"{EN_M[m - 1]} {d}, {y}"
    if lang == "fr":
        return f"{'1er' if d == 1 else d} {FR_M[m - 1]} {y}"
    if lang == "ar":
        return f"{d} {AR_M[m - 1]} {y}"
    return f"{d} {EN_M[m - 1]} {y}"


def rib_key(d18):
    return 97 - (int(d18) * 100) % 97


def iban_check(rib20):
    return 98 - int(rib20 + "2923" + "00") % 97


def luhn_digit(d15):
    tot = 0
    for i, c in enumerate(reversed(d15)):
        n = int(c) * (2 if i % 2 == 0 else 1)
        tot += n - 9 if n > 9 else n
    return str((10 - tot % 10) % 10)


def luhn_ok(d):
    tot = 0
    for i, c in enumerate(reversed(d)):
        n = int(c) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


# ====================================================================== document context
class Doc:
    def __init__(self, gen, seed, idx, lang, fmt, k):
        self.gen, self.seed, self.idx, self.lang, self.fmt = gen, seed, idx, lang, fmt
        self.r = random.Random(f"gen_eleventh/{seed}/{idx}/doc#{k}")
        self.sens, self.dec = [], []
        self.used_health = set()
        self.people = {}

    # -- recording
    def S(self, typ, text):
        if (typ, text) not in [(s["type"], s["value"]) for s in self.sens]:
            self.sens.append({"type": typ, "value": text})
        return text

    def X(self, text):
        if text not in self.dec:
            self.dec.append(text)
        return text

    def N(self, text):
        return self.S("PERSON", text)

    # -- people
    def person(self, slot, gender=None, origin="tn"):
        if slot in self.people:
            return self.people[slot]
        rr = random.Random(f"gen_eleventh/{self.seed}/{self.idx}/name:{slot}")
        if gender is None:
            gender = rr.choice("mf")
        p = self.gen.names.make(rr, gender, origin)
        self.people[slot] = p
        return p

    @staticmethod
    def pkind(p):
        """passport / phone flavour matching a person's origin."""
        return p.sub or "tn"

    def injury(self, lang):
        pool = {"fr": ["entorse cervicale", "fracture de la clavicule", "traumatisme crânien léger", "fracture du poignet"],
                "ar": ["كسر في الساق", "رضوض على مستوى الرقبة", "ارتجاج خفيف في المخ", "كسر في المعصم"],
                "en": ["whiplash injury", "fractured collarbone", "mild concussion", "fractured wrist"]}[lang]
        return self.S("HEALTH", self.r.choice(pool))

    def evrange(self, lang, style):
        r = self.r
        y, m, d = 2025, r.randint(1, 12), r.randint(1, 20)
        n = r.randint(2, 7)
        return self.X(fdate(d, m, y, lang, style)), self.X(fdate(d + n, m, y, lang, style))

    def email(self, p, domain=None):
        r = self.r
        f, l = p.a_first, p.a_last
        st = r.randrange(7)
        loc = [f"{f}.{l}", f"{f[0]}.{l}", f"{l}.{f}", f"{f}{l}{r.randint(1, 99)}", f"{f}_{l}",
               f"{l}{r.randint(70, 99)}", f"{f}-{l}"][st]
        return self.S("EMAIL", f"{loc}@{domain or r.choice(DOMAINS)}")

    # -- identifiers
    def cin(self, arabic=False, spaced=None):
        r = self.r
        d = r.choice("01") + "".join(r.choice("0123456789") for _ in range(7))
        if spaced is None:
            spaced = r.random() < 0.2
        s = f"{d[:2]} {d[2:5]} {d[5:]}" if spaced else d
        return self.S("CIN", ar(s) if arabic else s)

    def passport(self, kind="tn"):
        r = self.r
        D = "0123456789"
        if kind == "tn":
            s = r.choice("ABCEGHKLMNPRSTWXYZ") + "".join(r.choice(D) for _ in range(6))
        elif kind == "fr":
            s = "".join(r.choice(D) for _ in range(2)) + "".join(r.choice(LOWER) for _ in range(2)) + \
                "".join(r.choice(D) for _ in range(5))
        elif kind in ("it", "sl"):
            s = "".join(r.choice(LOWER) for _ in range(2)) + "".join(r.choice(D) for _ in range(7))
        elif kind == "de":
            s = "C" + "".join(r.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
        elif kind == "es":
            s = "".join(r.choice(LOWER) for _ in range(3)) + "".join(r.choice(D) for _ in range(6))
        else:
            s = r.choice("123456789") + "".join(r.choice(D) for _ in range(8))
        return self.S("PASSPORT", s)

    def rib_raw(self, bank=None):
        r = self.r
        b = bank or r.choice(BANKS)[0]
        d18 = b + "".join(r.choice("0123456789") for _ in range(16))
        return d18 + f"{rib_key(d18):02d}"

    def rib(self, raw=None, style=None):
        d = raw or self.rib_raw()
        st = style if style is not None else self.r.randrange(5)
        s = [f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", d, f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}",
             " ".join(d[i:i + 4] for i in range(0, 20, 4)), f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}"][st]
        return self.S("RIB", s)

    def iban(self, raw=None, style=None):
        d = raw or self.rib_raw()
        full = f"TN{iban_check(d):02d}{d}"
        st = style if style is not None else self.r.randrange(3)
        s = " ".join(full[i:i + 4] for i in range(0, 24, 4)) if st != 1 else full
        return self.S("IBAN", s)

    def card(self, style=None):
        r = self.r
        pre = r.choice(["4", "4", "51", "53", "55", "2221"])
        d15 = pre + "".join(r.choice("0123456789") for _ in range(15 - len(pre)))
        d = d15 + luhn_digit(d15)
        assert luhn_ok(d)
        st = style if style is not None else r.randrange(3)
        s = [" ".join(d[i:i + 4] for i in range(0, 16, 4)), d, "-".join(d[i:i + 4] for i in range(0, 16, 4))][st]
        return self.S("CARD", s)

    def tax_id(self, style=None):
        r = self.r
        d = "".join(r.choice("0123456789") for _ in range(7))
        c = r.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
        t, cat, est = r.choice("APBDN"), r.choice("MCPNE"), r.choice(["000", "000", "001", "002"])
        st = style if style is not None else r.randrange(6)
        s = [f"{d}{c}", f"{d}/{c}/{t}/{cat}/{est}", f"{d} {c} {t} {cat} {est}", f"{d}{c}{t}{cat}{est}",
             f"{d}/{c}", f"{d}{c}/{t}/{cat}/{est}"][st]
        return self.S("TAX_ID", s)

    def cnss(self, style=None):
        r = self.r
        d = "".join(r.choice("0123456789") for _ in range(8))
        k = "".join(r.choice("0123456789") for _ in range(2))
        st = style if style is not None else r.randrange(4)
        return self.S("CNSS", [f"{d}-{k}", f"{d} {k}", f"{d}{k}", f"{d}/{k}"][st])

    def phone(self, kind="mob", style=None, arabic=False):
        r = self.r
        if kind in ("mob", "fix"):
            if kind == "mob":
                d = r.choice(["2", "5", "9", "4"]) + r.choice("0123456789")
            else:
                d = "7" + r.choice("1234"+"5679")
            d += "".join(r.choice("0123456789") for _ in range(6))
            if d.startswith("216"):      # would read as a country code
                d = "26" + d[2:]
            st = style if style is not None else r.randrange(9)
            s = [f"{d[:2]} {d[2:5]} {d[5:]}", d, f"{d[:2]}.{d[2:5]}.{d[5:]}", f"+216 {d[:2]} {d[2:5]} {d[5:]}",
                 f"00216 {d[:2]} {d[2:5]} {d[5:]}", f"(+216) {d[:2]} {d[2:5]} {d[5:]}", f"+216{d}",
                 f"{d[:2]} {d[2:4]} {d[4:6]} {d[6:]}", f"{d[:2]}-{d[2:5]}-{d[5:]}"][st]
        elif kind == "fr":
            d = r.choice("67") + "".join(r.choice("0123456789") for _ in range(8))
            s = r.choice([f"+33 {d[0]} {d[1:3]} {d[3:5]} {d[5:7]} {d[7:]}", f"+33{d}", f"0033 {d[0]} {d[1:3]} {d[3:5]} {d[5:7]} {d[7:]}"])
        elif kind == "it":
            d = "3" + "".join(r.choice("0123456789") for _ in range(9))
            s = f"+39 {d[:3]} {d[3:6]} {d[6:]}"
        elif kind == "de":
            d = "15" + "".join(r.choice("0123456789") for _ in range(9))
            s = f"+49 {d[:3]} {d[3:7]} {d[7:]}"
        elif kind == "es":
            d = "6" + "".join(r.choice("0123456789") for _ in range(8))
            s = f"+34 {d[:3]} {d[3:6]} {d[6:]}"
        elif kind == "sl":
            d = r.choice("5678") + "".join(r.choice("0123456789") for _ in range(8))
            s = f"+48 {d[:3]} {d[3:6]} {d[6:]}"
        else:
            d = "7" + "".join(r.choice("0123456789") for _ in range(9))
            s = f"+44 {d[:4]} {d[4:]}"
        return self.S("PHONE", ar(s) if arabic else s)

    def dob(self, lang, lo=1950, hi=2002, style=None, arabic=False):
        r = self.r
        y, m, d = r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28)
        st = style or r.choice(["slash", "slash", "long", "dash", "dot", "iso"] + (["us"] if lang == "en" else []))
        s = fdate(d, m, y, lang, st)
        return self.S("DOB", ar(s) if arabic else s)

    def evdate(self, lang="fr", style=None, y=None, decoy=True):
        r = self.r
        s = fdate(r.randint(1, 28), r.randint(1, 12), y or r.choice([2025, 2025, 2026]), lang,
                  style or r.choice(["slash", "long"]))
        return self.X(s) if decoy else s

    def city(self):
        return self.r.choice(CITIES)

    def address(self, lang, arabic_digits=False, style=None, city=None):
        r = self.r
        c = city or self.city()
        n = r.randint(2, 140)
        if lang == "ar":
            st = style if style is not None else r.randrange(4)
            street = r.choice(STREETS_AR)
            s = [f"{n} {street}، {c[1]} {c[2]}", f"{street} عدد {n}، {c[2]} {c[1]}",
                 f"إقامة {r.choice(RESIDENCES_AR)}، شقة {r.choice('ABC')}{r.randint(1, 40)}، {street}، {c[1]}",
                 f"{street}، عدد {n}، {c[1]}"][st]
            return self.S("ADDRESS", ar(s) if arabic_digits else s)
        st = style if style is not None else r.randrange(5)
        street = r.choice(STREETS_FR)
        if lang == "en" and st == 0:
            s = f"{n} {street[0].upper() + street[1:]}, {c[0]} {c[2]}, Tunisia"
        elif st == 1:
            s = f"Résidence {r.choice(RESIDENCES)}, bloc {r.choice('ABCD')}, appt {r.randint(1, 30)}, {street}, {c[2]} {c[0]}"
        elif st == 2:
            s = f"{n} {street}, {c[0]} {c[2]}"
        elif st == 3 and lang == "en":
            s = f"Apartment {r.randint(1, 30)}, Résidence {r.choice(RESIDENCES)}, {street}, {c[0]}"
        else:
            s = f"{n}, {street}, {c[2]} {c[0]}"
        return self.S("ADDRESS", s)

    def foreign_address(self, country=None):
        opts = [a for a, c in FOREIGN_ADDR if country is None or c == country] or [a for a, _ in FOREIGN_ADDR]
        return self.S("ADDRESS", self.r.choice(opts))

    def plate(self, arabic=False, style=None):
        r = self.r
        a, b = r.randint(100, 252), r.randint(1000, 9999)
        if arabic:
            st = style if style is not None else r.randrange(3)
            s = [f"{a} تونس {b}", f"{b} تونس {a}", ar(f"{a} تونس {b}")][st]
        else:
            st = style if style is not None else r.randrange(4)
            s = [f"{a} TU {b}", f"{a}TU{b}", f"{a} TUN {b}", f"{a}-TU-{b}"][st]
        return self.S("PLATE", s)

    def health(self, lang, table=HEALTH):
        pool = [h for h in table["ar" if lang == "ar" else lang if lang in table else "fr"] if h not in self.used_health]
        h = self.r.choice(pool)
        self.used_health.add(h)
        return self.S("HEALTH", h)

    # -- decoys
    def amount(self, lang, lo=20, hi=9000, decoy=True):
        r = self.r
        v = r.randint(lo, hi)
        mil = r.choice([0, 0, 500, 250, 750, 120, 350])
        if lang == "en":
            s = r.choice([f"TND {v:,}.{mil:03d}", f"{v:,}.{mil:03d} TND"])
        elif lang == "ar":
            s = r.choice([f"{v},{mil:03d} د", f"{v} دينارا", f"{v},{mil:03d} دينار"])
        else:
            g = f"{v:,}".replace(",", " ")
            s = r.choice([f"{g},{mil:03d} DT", f"{g},{mil:03d} TND", f"{g} dinars"])
        return self.X(s) if decoy else s

    def bad_rib(self):
        d18 = self.r.choice(BANKS)[0] + "".join(self.r.choice("0123456789") for _ in range(16))
        k = (rib_key(d18) + self.r.randint(1, 90)) % 97 + 1
        d = d18 + f"{k:02d}"
        while int(d[18:]) == rib_key(d18):
            k = k % 97 + 1
            d = d18 + f"{k:02d}"
        return self.X(d)

    def bad_card(self, spaced=True):
        d15 = self.r.choice(["4", "5"]) + "".join(self.r.choice("0123456789") for _ in range(14))
        good = int(luhn_digit(d15))
        d = d15 + str((good + self.r.randint(1, 9)) % 10)
        assert not luhn_ok(d)
        return self.X(" ".join(d[i:i + 4] for i in range(0, 16, 4)) if spaced else d)

    def ref(self, pattern):
        r = self.r
        out = ""
        for ch in pattern:
            out += r.choice("0123456789") if ch == "#" else r.choice(LOWER) if ch == "@" else ch
        return self.X(out)


# ====================================================================== blocks
# ("title", t) ("h", t) ("p", t) ("kv", [(label, value)]) ("table", header, rows) ("list", items)
# ("quote", lines) ("sig", lines) ("rule",) ("csv", delimiter)

def T(t): return ("title", t)
def H(t): return ("h", t)
def P(t): return ("p", t)
def KV(pairs): return ("kv", pairs)
def TB(header, rows): return ("table", header, rows)
def L(items): return ("list", items)
def Q(lines): return ("quote", lines)
def SG(lines): return ("sig", lines)
def RU(): return ("rule",)


def sep(lang):
    return ": " if lang == "en" else " : "


def render_txt(blocks, lang, r):
    kvst = r.choice(["colon", "colon", "dots"])
    tbst = r.choice(["pipe", "aligned", "tab"])
    bullet = r.choice(["- ", "* ", "• "])
    uline = r.choice(["=", "-", None])
    out = []
    for b in blocks:
        k = b[0]
        if k == "title":
            out.append(b[1])
            if uline and lang != "ar":
                out.append(uline * min(len(b[1]), 60))
            out.append("")
        elif k == "h":
            out.append(b[1] if lang == "ar" or r.random() < 0.5 else b[1].upper())
            out.append("")
        elif k == "p":
            out.append(b[1])
            out.append("")
        elif k == "kv":
            w = max(len(l) for l, _ in b[1]) + 2
            for l, v in b[1]:
                if kvst == "dots" and lang != "ar":
                    out.append(f"{l} {'.' * (w - len(l))}: {v}")
                else:
                    out.append(f"{l}{sep(lang)}{v}")
            out.append("")
        elif k == "table":
            rows = [b[1]] + b[2]
            if tbst == "pipe":
                for i, row in enumerate(rows):
                    out.append("| " + " | ".join(row) + " |")
            elif tbst == "tab":
                for row in rows:
                    out.append("\t".join(row))
            else:
                ws = [max(len(rw[i]) for rw in rows) for i in range(len(rows[0]))]
                for i, row in enumerate(rows):
                    out.append("  ".join(c.ljust(ws[j]) for j, c in enumerate(row)).rstrip())
                    if i == 0:
                        out.append("  ".join("-" * x for x in ws))
            out.append("")
        elif k == "list":
            for i, it in enumerate(b[1]):
                out.append(f"{bullet}{it}")
            out.append("")
        elif k == "quote":
            for line in b[1]:
                out.append("> " + line if line else ">")
            out.append("")
        elif k == "sig":
            out.extend(b[1])
            out.append("")
        elif k == "rule":
            out.append("-" * 40)
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_md(blocks, lang, r):
    kvst = r.choice(["bold", "list", "table"])
    heads = {"fr": ("Rubrique", "Renseignement"), "en": ("Field", "Details"), "ar": ("البيان", "المعطيات"),
             "mixed": ("Rubrique / البيان", "Renseignement / المعطيات")}[lang]
    out = []
    for b in blocks:
        k = b[0]
        if k == "title":
            out += ["# " + b[1], ""]
        elif k == "h":
            out += ["## " + b[1], ""]
        elif k == "p":
            out += [b[1], ""]
        elif k == "kv":
            if kvst == "table":
                out += [f"| {heads[0]} | {heads[1]} |", "|---|---|"]
                out += [f"| {l} | {v} |" for l, v in b[1]]
            elif kvst == "list":
                out += [f"- {l}{sep(lang)}{v}" for l, v in b[1]]
            else:
                out += [f"**{l}{sep(lang).rstrip()}** {v}  " for l, v in b[1]]
            out.append("")
        elif k == "table":
            out.append("| " + " | ".join(b[1]) + " |")
            out.append("|" + "|".join("---" for _ in b[1]) + "|")
            for row in b[2]:
                out.append("| " + " | ".join(row) + " |")
            out.append("")
        elif k == "list":
            out += [f"- {it}" for it in b[1]] + [""]
        elif k == "quote":
            out += [("> " + line) if line else ">" for line in b[1]] + [""]
        elif k == "sig":
            out += [line + "  " for line in b[1]] + [""]
        elif k == "rule":
            out += ["---", ""]
    return "\n".join(out).rstrip("\n") + "\n"


def render_csv(blocks, lang, r):
    delim = ","
    for b in blocks:
        if b[0] == "csv":
            delim = b[1]
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator="\r\n" if r.random() < 0.4 else "\n")
    for b in blocks:
        k = b[0]
        if k in ("title", "h", "p"):
            w.writerow([b[1]])
        elif k == "kv":
            for l, v in b[1]:
                w.writerow([l, v])
        elif k == "table":
            w.writerow(b[1])
            for row in b[2]:
                w.writerow(row)
        elif k in ("list", "quote", "sig"):
            for it in b[1]:
                w.writerow([it])
    return buf.getvalue()


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _runs(text, r, bold=False, italic=False, rtl=False, size=None):
    if not text:
        return ""
    cuts = sorted(set(r.randrange(1, len(text)) for _ in range(r.choice([0, 0, 1, 2, 3])) if len(text) > 1))
    pieces, prev = [], 0
    for c in cuts + [len(text)]:
        pieces.append(text[prev:c])
        prev = c
    out = []
    for i, pc in enumerate(pieces):
        rpr = ""
        if bold:
            rpr += "<w:b/>"
        if italic:
            rpr += "<w:i/>"
        if size:
            rpr += f'<w:sz w:val="{size}"/>'
        if rtl:
            rpr += "<w:rtl/>"
        rpr = f"<w:rPr>{rpr}</w:rPr>" if rpr else ""
        out.append(f'<w:r>{rpr}<w:t xml:space="preserve">{escape(pc)}</w:t></w:r>')
    return "".join(out)


def _para(parts, r, rtl=False, center=False):
    """parts: list of (text, bold, italic, size)."""
    ppr = ""
    if rtl:
        ppr += "<w:bidi/>"
    if center:
        ppr += '<w:jc w:val="center"/>'
    ppr = f"<w:pPr>{ppr}</w:pPr>" if ppr else ""
    body = "".join(_runs(t, r, b, i, rtl, s) for t, b, i, s in parts)
    return f"<w:p>{ppr}{body}</w:p>"


def _table(rows, r, rtl, header=True):
    ncol = len(rows[0])
    border = "".join(f'<w:{e} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
                     for e in ("top", "left", "bottom", "right", "insideH", "insideV"))
    x = [f'<w:tbl><w:tblPr>{"<w:bidiVisual/>" if rtl else ""}<w:tblW w:w="0" w:type="auto"/>'
         f'<w:tblBorders>{border}</w:tblBorders></w:tblPr><w:tblGrid>']
    x += ['<w:gridCol w:w="%d"/>' % (9000 // ncol) for _ in range(ncol)]
    x.append("</w:tblGrid>")
    for i, row in enumerate(rows):
        x.append("<w:tr>")
        for c in row:
            x.append(f'<w:tc><w:tcPr><w:tcW w:w="{9000 // ncol}" w:type="dxa"/></w:tcPr>')
            x.append(_para([(c, header and i == 0, False, None)], r, rtl))
            x.append("</w:tc>")
        x.append("</w:tr>")
    x.append("</w:tbl>")
    return "".join(x)


def render_docx(blocks, lang, r):
    rtl = lang == "ar"
    kvst = r.choice(["paras", "table"])
    body = []
    for b in blocks:
        k = b[0]
        if k == "title":
            body.append(_para([(b[1], True, False, 32)], r, rtl, center=True))
        elif k == "h":
            body.append(_para([(b[1], True, False, 26)], r, rtl))
        elif k == "p":
            body.append(_para([(b[1], False, False, None)], r, rtl))
        elif k == "kv":
            if kvst == "table":
                body.append(_table([[l, v] for l, v in b[1]], r, rtl, header=False))
                body.append("<w:p/>")
            else:
                for l, v in b[1]:
                    body.append(_para([(l + sep(lang), True, False, None), (v, False, False, None)], r, rtl))
        elif k == "table":
            body.append(_table([b[1]] + b[2], r, rtl))
            body.append("<w:p/>")
        elif k == "list":
            for it in b[1]:
                body.append(_para([("• " + it, False, False, None)], r, rtl))
        elif k == "quote":
            for line in b[1]:
                body.append(_para([(line, False, True, None)], r, rtl))
        elif k == "sig":
            for line in b[1]:
                body.append(_para([(line, False, False, None)], r, rtl))
        elif k == "rule":
            body.append(_para([("_" * 30, False, False, None)], r, rtl))
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) +
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
           '<w:pgMar w:top="1440" w:right="1300" w:bottom="1440" w:left="1300" w:header="708" w:footer="708" w:gutter="0"/>'
           "</w:sectPr></w:body></w:document>")
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          "</Types>")
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
            'Target="word/document.xml"/></Relationships>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc)):
            zi = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue()


def docx_text(data):
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        root = ET.fromstring(z.read("word/document.xml"))
    W = "{%s}" % W_NS
    return "\n".join("".join(t.text or "" for t in p.iter(W + "t")) for p in root.iter(W + "p"))


# ====================================================================== kinds
def title_fr(p):
    return "Mme" if p.gender == "f" else "M."


def title_en(p, r):
    return r.choice(["Ms", "Mrs"]) if p.gender == "f" else "Mr"


def title_ar(p):
    return "السيدة" if p.gender == "f" else "السيد"


def k_witness_summons(D, lang, fmt):
    r = D.r
    c = D.city()
    case = D.ref("#####/2025")
    if lang == "fr":
        w = D.person("witness")
        acc = D.person("accused", "m")
        clerk = D.person("clerk", "f")
        court = D.X(f"Tribunal de première instance de {c[0]}")
        art = D.X("article 62 du Code de procédure pénale")
        hearing = D.evdate("fr", "long", 2025)
        fine = D.amount("fr", 60, 240)
        return [
            P("RÉPUBLIQUE TUNISIENNE"), P("Ministère de la Justice"),
            P(f"{court} — Cabinet d'instruction n° {r.randint(1, 9)}"),
            P(f"Palais de justice, {D.X(c[2])} {c[0]}"),
            P(f"Affaire n° {case}"),
            T("CONVOCATION DE TÉMOIN"),
            P(f"Vu l'{art}, le juge d'instruction invite la personne désignée ci-dessous à comparaître :"),
            KV([("Nom et prénom", D.N(w.caps)), ("Date de naissance", D.dob("fr")),
                ("CIN n°", D.cin()), ("Profession", r.choice(["enseignant(e)", "commerçant(e)", "technicien(ne)", "infirmier(ère)"])),
                ("Domicile", D.address("fr")), ("Téléphone", D.phone("mob"))]),
            P(f"en qualité de témoin le {hearing} à {r.choice(['9h00', '9h30', '10h15', '11h00'])}, bureau {r.randint(101, 340)}, "
              f"dans l'affaire suivie contre le nommé {D.N(acc.full)} pour abus de confiance."),
            P(f"Le témoin a fait savoir au greffe qu'il est suivi pour {D.health('fr')} ; un passage en début de séance lui sera accordé "
              f"sur présentation d'un justificatif médical."),
            P(f"Le témoin qui, sans motif légitime, ne comparaît pas est passible d'une amende de {fine}. "
              "Se munir de la présente convocation et de la carte d'identité nationale."),
            SG([f"Fait à {c[0]}, le {D.evdate('fr', 'slash', 2025)}", "Le greffier d'instruction",
                f"{title_fr(clerk)} {D.N(clerk.full)}", "(signature et cachet)"]),
        ]
    if lang == "ar":
        w = D.person("witness")
        acc = D.person("accused", "m")
        clerk = D.person("clerk", "m")
        court = D.X(f"المحكمة الابتدائية ب{c[1]}")
        art = D.X("الفصل 62 من مجلة الإجراءات الجزائية")
        digits = r.random() < 0.5
        return [
            P("الجمهورية التونسية"), P("وزارة العدل"), P(court),
            P(f"مكتب التحقيق عدد {r.randint(1, 9)} — القضية التحقيقية عدد {case}"),
            T("استدعاء شاهد"),
            P(f"طبقا لأحكام {art}، يستدعي قاضي التحقيق الشخص المذكور أسفله:"),
            KV([("الاسم واللقب", D.N(w.ar_formal)), ("تاريخ الولادة", D.dob("ar", arabic=digits)),
                ("رقم بطاقة التعريف الوطنية", D.cin(arabic=digits)), ("المهنة", r.choice(["موظف", "عامل يومي", "فلاح", "تاجر"])),
                ("العنوان", D.address("ar", arabic_digits=digits)), ("الهاتف", D.phone("mob", arabic=digits))]),
            P(f"للحضور بصفة شاهد يوم {D.evdate('ar', 'long', 2025)} على الساعة التاسعة صباحا بمقر المكتب، "
              f"وذلك في القضية المنشورة ضد المظنون فيه {D.N(acc.ar_full)} من أجل السرقة."),
            P(f"ملاحظة: أفاد الشاهد بأنه يعاني من {D.health('ar')}، ويمكنه الإدلاء بشهادة طبية عند الاقتضاء."),
            P("على الشاهد إحضار بطاقة التعريف الوطنية وهذا الاستدعاء."),
            SG([f"حرر ب{c[1]} في {D.evdate('ar', 'slash', 2025)}", f"كاتب التحقيق: {D.N(clerk.ar_full)}", "الختم والإمضاء"]),
        ]
    # en
    w = D.person("witness", origin="for")
    acc = D.person("accused", "m")
    clerk = D.person("clerk", "f")
    court = D.X(f"Court of First Instance of {c[0]}")
    kind = D.pkind(w)
    street = D.X(r.choice(DECOY_STREETS_FR))
    return [
        T("Witness Summons (courtesy translation)"),
        P(f"**{court}** — Investigating Judge, Office No. {r.randint(1, 9)}"),
        P(f"Case No. {case}"),
        H("Witness"),
        KV([("Full name", D.N(w.caps)), ("Passport No.", D.passport(kind)), ("Date of birth", D.dob("en")),
            ("Address in Tunisia", D.address("en")), ("Mobile", D.phone(kind if kind != "en" else "uk")),
            ("Email", D.email(w))]),
        H("Summons"),
        P(f"You are summoned to appear as a witness on {D.evdate('en', 'long', 2025)} at 10:00 in the case concerning the "
          f"collision that occurred on {street}, in which the vehicle registered {D.plate()} driven by {D.N(acc.full)} was involved."),
        P(f"Under {D.X('Article 62 of the Code of Criminal Procedure')}, a witness who fails to appear without a valid reason "
          f"may be fined. An interpreter will be provided free of charge."),
        Q([f"Note from the clerk: please bring your passport and this summons. Contact the registry if you "
           "cannot attend."]),
        SG(["Clerk of the investigating office", D.N(clerk.full)]),
    ]


def k_mutual_refund(D, lang, fmt):
    r = D.r
    co = r.choice(COMPANIES)
    meds_fr = ["Metformine 850 mg", "Salbutamol 100 µg", "Amlodipine 5 mg", "Lévothyroxine 75 µg",
               "Oméprazole 20 mg", "Paracétamol 1 g", "Amoxicilline 1 g", "Ibuprofène 400 mg"]
    if lang == "fr":
        a = D.person("member")
        b = D.person("benef")
        mut = D.X(f"Mutuelle du personnel {co[0]}")
        bord = D.ref("BR-2025-####")
        rows = []
        for _ in range(r.randint(3, 5)):
            rows.append([D.evdate("fr", "slash", 2025, decoy=False), r.choice(["Pharmacie du Lac", "Pharmacie de la Gare", "Pharmacie Essalem"]),
                         r.choice(meds_fr), D.amount("fr", 8, 160)])
        return [
            T(mut), P("Demande de remboursement de frais pharmaceutiques"), P(f"Bordereau n° {bord}"),
            H("Adhérent"),
            KV([("Nom et prénom", D.N(a.full)), ("N° d'affiliation CNSS", D.cnss()), ("CIN", D.cin()),
                ("Téléphone", D.phone("mob")), ("E-mail", D.email(a))]),
            H("Bénéficiaire des soins"),
            KV([("Nom et prénom", D.N(b.caps)), ("Lien de parenté", r.choice(["conjoint(e)", "enfant", "ascendant"])),
                ("Date de naissance", D.dob("fr", 1945, 2015)), ("Affection longue durée", D.health("fr"))]),
            H("Détail des achats"),
            TB(["Date", "Officine", "Médicament", "Montant payé"], rows),
            P(f"Mode de remboursement : virement sur le compte RIB {D.rib()} ({r.choice(BANKS)[2]})."),
            P(f"La part prise en charge par la {D.X('CNAM')} est déduite automatiquement."),
            SG(["Je certifie sur l'honneur l'exactitude des renseignements ci-dessus.", "Signature de l'adhérent",
                f"Visa RH : {D.N(D.person('hr').full)}"]),
        ]
    if lang == "mixed":
        a = D.person("member")
        b = D.person("benef")
        mut = D.X(f"Mutuelle {co[0]}")
        return [
            T(f"{mut} — التعاونية"),
            P("طلب استرجاع مصاريف صيدلية / Demande de remboursement pharmacie"),
            KV([("Nom et prénom / الاسم واللقب", f"{D.N(a.full)} / {D.N(a.ar_full)}"),
                ("CIN / بطاقة التعريف", D.cin()),
                ("N° CNSS / رقم الضمان الاجتماعي", D.cnss()),
                ("Adresse / العنوان", D.address("fr")),
                ("GSM / الجوال", D.phone("mob"))]),
            P(f"Bénéficiaire / المنتفع : {D.N(b.ar_full)}، تاريخ الولادة {D.dob('ar', 1990, 2018)}"),
            P(f"Maladie chronique / مرض مزمن : {D.health('fr')}"),
            TB(["Date", "Médicament / الدواء", "Montant / المبلغ"],
               [[D.evdate("fr", "slash", 2025, decoy=False), r.choice(meds_fr), D.amount("fr", 5, 120)] for _ in range(3)]),
            P(f"IBAN pour le virement / الحساب البنكي : {D.iban()}"),
            P(f"Réf. dossier : {D.ref('MUT/####/25')}"),
            SG(["Signature / الإمضاء", D.N(a.full)]),
        ]
    # ar csv
    rows = []
    for i in range(r.randint(4, 6)):
        p = D.person(f"row{i}")
        rows.append([str(i + 1), D.N(p.ar_full), D.cnss(r.choice([0, 2])), D.cin(),
                     r.choice(["المنخرط", "الزوجة", "الابن", "البنت"]), D.health("ar"),
                     D.amount("ar", 10, 400), D.rib(style=r.choice([1, 0]))])
    return [("csv", r.choice([",", ";"])),
            T(f"كشف استرجاع مصاريف الأدوية — {D.X('تعاونية أعوان الشركة التونسية للكهرباء والغاز')} — {D.ref('2025/##')}"),
            TB(["ع/ر", "الاسم واللقب", "رقم الضمان الاجتماعي", "ب.ت.و", "المنتفع", "المرض المزمن", "المبلغ المدفوع",
                "الحساب البنكي"], rows)]


def k_building_permit(D, lang, fmt):
    r = D.r
    c = D.city()
    if lang == "ar":
        a = D.person("applicant", "m")
        sp = D.person("spouse", "f")
        arch = D.person("architect")
        tf = D.ref(f"#####/{c[1]}")
        digits = r.random() < 0.4
        return [
            P(f"{c[1]} في {D.evdate('ar', 'long', 2025)}"),
            KV([("من", D.N(a.ar_full)), ("ب.ت.و عدد", D.cin(arabic=digits)), ("العنوان", D.address("ar", city=c)),
                ("الهاتف", D.phone("mob", arabic=digits))]),
            P(f"إلى السيد رئيس {D.X('بلدية ' + c[1])}"),
            P("الموضوع: طلب رخصة بناء مسكن فردي"),
            P(f"سيدي الرئيس، أتشرف بأن أطلب منكم منحي رخصة بناء مسكن فردي بطابقين على قطعة أرض على ملكي وملك زوجتي "
              f"{D.N(sp.ar_full)} موضوع الرسم العقاري عدد {tf} مساحتها {D.X(str(r.randint(180, 650)) + ' م²')}، "
              f"وذلك طبق الأمثلة المعدة من طرف المهندس المعماري {D.N(arch.ar_full)}."),
            P(f"وقد تم إعداد الملف طبقا لأحكام {D.X('مجلة التهيئة الترابية والتعمير')}."),
            P("المصاحيب:"),
            L(["نسخة من بطاقة التعريف الوطنية", "شهادة ملكية", "أمثلة هندسية في 4 نظائر", "وصل خلاص المعاليم"]),
            SG(["مع فائق الاحترام والتقدير", "الإمضاء", D.N(a.ar_last)]),
        ]
    if lang == "fr":
        a = D.person("applicant")
        arch = D.person("architect", origin=r.choice(["tn", "fr"]))
        prom = D.person("promoter", "m")
        doss = D.ref("PB-2025-####")
        return [
            T("Demande de permis de bâtir"),
            P(f"Commune de {c[0]} — Service de l'urbanisme — Hôtel de ville, {D.X(c[2])} {c[0]}"),
            P(f"Dossier n° {doss} (cadre réservé à l'administration)"),
            H("1. Demandeur"),
            KV([("Nom et prénom", D.N(a.caps2)), ("Né(e) le", D.dob("fr")), ("CIN", D.cin()),
                ("Adresse", D.address("fr")), ("Téléphone", D.phone("mob")), ("Courriel", D.email(a))]),
            H("2. Entrepreneur"),
            KV([("Raison sociale", f"Entreprise {D.N(prom.full)}"), ("Matricule fiscal", D.tax_id()),
                ("Tél. portable", D.phone("mob"))]),
            H("3. Terrain"),
            L([f"Titre foncier : {D.ref('TF ######/' + c[0])}", f"Superficie : {D.X(str(r.randint(200, 900)) + ' m²')}",
               f"Zone : {r.choice(['UA2', 'UB1', 'UC3'])} du plan d'aménagement urbain",
               f"Coût estimatif des travaux : {D.amount('fr', 90000, 600000)}"]),
            H("4. Architecte"),
            P(f"Plans établis par l'architecte {D.N(arch.full)}, joignable à {D.email(arch)}."),
            H("Pièces jointes"),
            L(["copie de la CIN", "certificat de propriété", "plans en 4 exemplaires", "quittance de paiement"]),
            SG([f"{c[0]}, le {D.evdate('fr', 'slash', 2025)}", "Signature du demandeur"]),
        ]
    # mixed csv
    rows = []
    for i in range(r.randint(4, 6)):
        p = D.person(f"row{i}")
        rows.append([D.ref("PB/2025/###"), D.evdate("fr", "slash", 2025, decoy=False), D.N(p.full), D.N(p.ar_full),
                     D.cin(), D.phone("mob", style=r.choice([0, 1, 3])), D.address("fr", style=r.choice([2, 4])),
                     r.choice(["Construction neuve / بناء جديد", "Extension / توسعة", "Surélévation / تعلية"]),
                     r.choice(["Favorable / موافقة", "Ajourné / مؤجل", "Défavorable / رفض"])])
    return [("csv", ";"),
            T(f"Registre des demandes de permis de bâtir — {D.X('Municipalité de ' + c[0])} / بلدية {c[1]}"),
            TB(["N° dossier", "Date de dépôt", "Demandeur", "الطالب", "CIN", "Téléphone", "Adresse du demandeur",
                "Nature des travaux", "Avis de la commission"], rows)]


def k_school_absence(D, lang, fmt):
    r = D.r
    c = D.city()
    if lang == "mixed":
        par = D.person("parent")
        fam = par.last
        child = D.person("child")
        doc = D.person("doctor", origin=r.choice(["tn", "fr"]))
        school = D.X(r.choice(["Collège Ibn Rachiq", "Collège Ibn Charaf", "Lycée pilote de l'Ariana"]))
        d1, d2 = D.evrange("fr", "slash")
        return [
            P(f"{D.N(par.full)}"), P(D.address("fr")), P(f"GSM : {D.phone('mob')}"),
            P(f"À Monsieur le Directeur du {school}"),
            P("Objet : justification d'absence"),
            P(f"Monsieur le Directeur, je soussigné(e) {D.N(par.full)}, parent de l'élève {D.N(child.first + ' ' + fam)} "
              f"(classe 8e B2), né(e) le {D.dob('fr', 2009, 2013)}, vous prie de bien vouloir excuser son absence du {d1} au {d2} "
              f"pour raison de santé : {D.health('fr', HEALTH_CHILD)}. Ci-joint le certificat médical du Dr {D.N(doc.full)}."),
            P("Je reste joignable par courriel : " + D.email(par) + "."),
            RU(),
            P("السيد المدير المحترم،"),
            P(f"أنا الممضي أسفله {D.N(par.ar_full)}، ولي التلميذ(ة) {D.N(child.ar_first + ' ' + par.ar_last)}، أرجو قبول تبرير غيابه "
              "للأسباب الصحية المذكورة أعلاه، مع الشكر."),
            SG([f"{c[0]}, le {D.evdate('fr', 'long', 2025)}", "Signature / الإمضاء"]),
        ]
    if lang == "ar":
        par = D.person("parent", "f")
        child = D.person("child")
        school = D.X(r.choice(["المدرسة الإعدادية ابن رشيق", "المعهد النموذجي بأريانة", "المدرسة الإعدادية ابن شرف"]))
        digits = r.random() < 0.5
        dates = [D.evdate("ar", "slash", 2025, decoy=False) for _ in range(3)]
        return [
            T("مطلب تبرير غياب"),
            P(f"إلى السيد مدير {school}"),
            KV([("الولية", D.N(par.ar_full)), ("رقم بطاقة التعريف", D.cin(arabic=digits)),
                ("العنوان", D.address("ar", arabic_digits=digits)), ("الهاتف", D.phone("mob", arabic=digits))]),
            P(f"تحية طيبة وبعد، أتشرف بإعلامكم بأن ابني/ابنتي {D.N(child.ar_first + ' ' + par.ar_last)} المولود(ة) في "
              f"{D.dob('ar', 2008, 2014, arabic=digits)} والمرسم(ة) بالسنة الثامنة أساسي، تغيب(ت) عن الدروس للأيام التالية "
              f"بسبب {D.health('ar', HEALTH_CHILD)}:"),
            TB(["التاريخ", "الحصص", "السبب"], [[d, r.choice(["صباحا", "مساء", "كامل اليوم"]), "مرض"] for d in dates]),
            P("أرفق لكم شهادة طبية في الغرض."),
            SG(["والسلام", "إمضاء الولي", D.N(par.ar_full)]),
        ]
    # en docx
    par = D.person("parent", origin=r.choice(["tn", "for"]))
    child = D.person("child")
    teacher = D.person("teacher", "f", origin="for")
    tt = title_en(teacher, r)
    school = D.X(r.choice(["Carthage International School", "Lac International Academy", "Sidi Bou Said British School"]))
    return [
        P(D.N(par.full)), P(D.address("en")), P(f"Mobile: {D.phone('mob', style=3)}"), P(f"Email: {D.email(par)}"),
        P(D.evdate("en", "long", 2025)),
        P(f"To: {tt} {D.N(teacher.full)}, Form Tutor, {school}"),
        P("Subject: Absence note"),
        P(f"Dear {tt} {D.N(teacher.last)},"),
        P(f"Please excuse my child {D.N(child.first + ' ' + par.last)} (Year 9, date of birth {D.dob('en', 2009, 2012)}) "
          "who was absent from {} to {}. ".format(*D.evrange("en", "long")) +
          f"{D.N(child.first)} has {D.health('en', HEALTH_CHILD)} and had a flare-up that required rest at home, as confirmed by our GP."),
        P("Kindly let me know which assignments need to be caught up."),
        SG(["Kind regards,", D.N(par.full)]),
    ]


def k_overdraft_dispute(D, lang, fmt):
    r = D.r
    bank = r.choice(BANKS)
    raw = D.rib_raw(bank[0])
    if lang == "en":
        p = D.person("client", origin=r.choice(["tn", "for"]))
        adv = D.person("advisor")
        bname = D.X(bank[2])
        return [
            SG([D.N(p.full), D.address("en"), f"Tel: {D.phone('mob', style=r.choice([3, 4, 6]))}", f"Email: {D.email(p)}"]),
            P(f"To: Customer Relations Department, {bname}"),
            P(f"Date: {D.evdate('en', 'long', 2025)}"),
            P(f"Subject: Dispute of overdraft charges on account RIB {D.rib(raw)}"),
            P("Dear Sir or Madam,"),
            P(f"I hold a current account with your {r.choice(['Lac 2', 'Menzah 6', 'Sfax Medina', 'Sousse Corniche'])} branch "
              f"(IBAN {D.iban(raw)}), managed by {D.N(adv.full)}. On my last monthly statement I was charged "
              f"overdraft interest of {D.amount('en', 40, 400)} and a commitment fee of {D.amount('en', 10, 90)}, although my "
              f"salary transfer of {D.amount('en', 1500, 6000)} had been credited two days earlier."),
            P(f"In addition, a payment made with my debit card {D.card()} was debited twice (transaction reference "
              f"{D.bad_rib()})."),
            P(f"I would be grateful if you could reverse these charges, in line with the rules of the "
              f"{D.X('Central Bank of Tunisia')} on account fees, and confirm in writing."),
            SG(["Yours faithfully,", D.N(p.full), f"ID card (CIN): {D.cin()}"]),
        ]
    if lang == "fr":
        p = D.person("client")
        bname = D.X(bank[2])
        rows = [[D.evdate("fr", "slash", 2025, decoy=False), lab, D.amount("fr", 5, 300)] for lab in
                ["Intérêts débiteurs", "Commission de mouvement", "Frais de dépassement", "Agios trimestriels"]]
        return [
            SG([f"{title_fr(p)} {D.N(p.full)}", D.address("fr"), f"Tél. : {D.phone('mob')}"]),
            P(f"{bname} — Agence {r.choice(['Ennasr', 'Bab Bhar', 'El Manar', 'Sahloul'])}"),
            P("Lettre recommandée avec accusé de réception"),
            P(f"Objet : contestation de frais de découvert — compte n° {D.rib(raw)}"),
            P(f"Madame, Monsieur, titulaire du compte susvisé (IBAN {D.iban(raw, style=0)}), je conteste les opérations suivantes "
              "prélevées sans autorisation de découvert préalable :"),
            TB(["Date", "Libellé", "Montant"], rows),
            P(f"Ma carte n° {D.card()} a en outre été bloquée le {D.evdate('fr', 'long', 2025)} sans préavis. "
              f"La référence d'opération {D.bad_card()} figurant sur le relevé ne correspond à aucun achat de ma part."),
            P(f"À défaut de réponse sous 15 jours, je saisirai le médiateur bancaire et la {D.X('Banque Centrale de Tunisie')}."),
            SG(["Veuillez agréer, Madame, Monsieur, mes salutations distinguées.", D.N(p.caps), f"CIN {D.cin()}"]),
        ]
    # mixed md
    p = D.person("client")
    adv = D.person("advisor", "f")
    bname = D.X(bank[2])
    return [
        P(f"**De :** {D.N(p.full)} <{D.email(p)}>  "), P(f"**À :** service.clients@{bank[1].lower()}.com.tn"),
        P(f"**Objet :** Re: Réclamation agios — {D.ref('REC-25-#####')}"),
        RU(),
        P(f"Bonjour {title_fr(adv)} {D.N(adv.last)},"),
        P(f"Je reviens vers vous : les agios de {D.amount('fr', 50, 500)} n'ont toujours pas été remboursés sur mon compte "
          f"IBAN {D.iban(raw)}. Ma carte {D.card(0)} est toujours limitée."),
        P("وأذكّر بأنني أودعت مبلغ الراتب قبل تاريخ الخصم، لذلك أطلب إرجاع المبلغ في أقرب الآجال."),
        P(f"Mon numéro : {D.phone('mob', style=3)}"),
        P(D.N(p.full)),
        Q([f"Le {D.evdate('fr', 'long', 2025)}, {D.N(adv.full)} ({bname}) a écrit :",
           "Bonjour, votre réclamation a bien été transmise au service concerné.",
           "سيتم الرد عليكم في أجل أقصاه 10 أيام عمل.", "Cordialement."]),
    ]


def k_number_porting(D, lang, fmt):
    r = D.r
    ops = ["Tunisie Telecom", "Ooredoo Tunisie", "Orange Tunisie"]
    don, rec = r.sample(ops, 2)
    if lang == "fr":
        p = D.person("sub")
        return [
            T("DEMANDE DE PORTABILITÉ DU NUMÉRO MOBILE"),
            P(f"Opérateur receveur : {D.X(rec)}      Opérateur donneur : {D.X(don)}"),
            P(f"Demande n° {D.ref('PORT-2025-######')}"),
            H("Titulaire de la ligne"),
            KV([("Nom", D.N(p.last.upper())), ("Prénom", D.N(p.first)), ("Date de naissance", D.dob("fr")),
                ("Pièce d'identité", "CIN n° " + D.cin()), ("Adresse", D.address("fr")), ("E-mail", D.email(p))]),
            H("Numéro à porter"),
            KV([("Numéro", D.phone("mob", style=r.choice([0, 1, 7]))), ("Numéro de contact", D.phone("mob")),
                ("Offre choisie", D.X(r.choice(["Forfait Pro 30 DT", "Forfait Liberté 25 DT", "Forfait Data 45 DT"])))]),
            H("Paiement des factures"),
            P(f"Prélèvement sur carte bancaire n° {D.card()} (expiration {r.randint(1, 12):02d}/{r.randint(27, 31)})."),
            P(f"Le titulaire certifie être l'abonné du numéro et accepte la résiliation automatique de son contrat chez "
              f"l'opérateur donneur, conformément aux règles fixées par l'{D.X('INTT')}."),
            SG([f"Fait à {D.city()[0]}, le {D.evdate('fr', 'slash', 2025)}", "Signature du titulaire", "Cachet de la boutique"]),
        ]
    if lang == "ar":
        p = D.person("sub")
        digits = r.random() < 0.5
        return [
            T("مطلب نقل الرقم إلى مشغل آخر"),
            P(f"المشغل المستقبل: {D.X(rec)} — المشغل المانح: {D.X(don)}"),
            KV([("الاسم واللقب", D.N(p.ar_full)), ("تاريخ الولادة", D.dob("ar", arabic=digits)),
                ("رقم بطاقة التعريف الوطنية", D.cin(arabic=digits)), ("العنوان", D.address("ar")),
                ("الرقم المراد نقله", D.phone("mob", arabic=digits, style=r.choice([0, 1]))),
                ("رقم الاتصال", D.phone("mob", style=3)), ("البريد الإلكتروني", D.email(p))]),
            P(f"أصرح بأنني صاحب الرقم المذكور وأقبل فسخ العقد مع المشغل المانح آليا طبقا لقرار {D.X('الهيئة الوطنية للاتصالات')}."),
            P(f"طريقة الخلاص: اقتطاع من الحساب البنكي {D.rib()}"),
            P(f"مرجع المطلب: {D.ref('PORT/##/#####')}"),
            SG([f"حرر في {D.evdate('ar', 'slash', 2025)}", "إمضاء الحريف"]),
        ]
    # mixed csv
    co = r.choice(COMPANIES)
    rows = []
    for i in range(r.randint(4, 6)):
        p = D.person(f"line{i}")
        rows.append([str(i + 1), D.phone("mob", style=r.choice([0, 1, 3])), D.N(p.caps), D.N(p.ar_full),
                     D.cin() if r.random() < 0.8 else D.passport("tn"), don,
                     r.choice(["Pro 30", "Pro 50", "Data 20"]), D.evdate("fr", "slash", 2025, decoy=False)])
    return [("csv", r.choice([";", ","])),
            T(f"Portabilité groupée — {D.X(co[0])} — MF {D.tax_id()} — opérateur receveur {D.X(rec)}"),
            TB(["N°", "Numéro à porter / الرقم", "Titulaire", "صاحب الخط", "CIN / Passeport", "Opérateur donneur",
                "Forfait", "Date souhaitée"], rows)]


def k_job_offer(D, lang, fmt):
    r = D.r
    co = r.choice(COMPANIES)
    if lang == "en":
        p = D.person("cand", origin=r.choice(["tn", "tn", "for"]))
        hr = D.person("hr", "f")
        tt = title_en(p, r)
        return [
            P(f"{D.X(co[0] + ' SARL')} — Tax ID {D.tax_id()} — Les Berges du Lac, Tunis"),
            P(D.evdate("en", "us", 2025)),
            SG([f"{tt} {D.N(p.full)}", D.address("en"), D.email(p)]),
            T("Offer of Employment"),
            P(f"Dear {tt} {D.N(p.last)},"),
            P(f"Following your interviews, we are pleased to offer you the position of Senior Data Analyst, reporting to the "
              f"Head of Operations. Your gross monthly salary will be {D.amount('en', 2500, 7000)}, paid on the last working "
              f"day of each month, and your start date is {D.evdate('en', 'long', 2025)}."),
            P(f"The first six months are a probationary period as provided by {D.X('Article 18 of the Labour Code')}."),
            H("Information we hold for your onboarding"),
            TB(["Item", "Value"], [["Date of birth", D.dob("en", 1975, 2001)], ["National ID (CIN)", D.cin()],
                                   ["Mobile", D.phone("mob", style=r.choice([3, 4, 5]))], ["CNSS number", D.cnss()],
                                   ["Salary account (IBAN)", D.iban()]]),
            P("Please sign and return a copy of this letter within ten days."),
            SG(["Yours sincerely,", D.N(hr.full), "HR Director"]),
        ]
    if lang == "fr":
        p = D.person("cand")
        hr = D.person("hr", "m")
        return [
            T("Promesse d'embauche"),
            P(f"**{D.X(co[0] + ' SA')}** — matricule fiscal {D.tax_id()}"),
            P(f"{title_fr(p)} {D.N(p.caps2)}  "), P(D.address("fr")),
            P(f"Objet : offre d'emploi — Responsable qualité (réf. {D.ref('RQ-####')})"),
            P(f"{title_fr(p)} {D.N(p.last)},"),
            P(f"Nous avons le plaisir de vous confirmer votre recrutement en contrat à durée indéterminée à compter du "
              f"{D.evdate('fr', 'long', 2025)}, avec une rémunération brute mensuelle de {D.amount('fr', 1800, 5500)}."),
            P(f"Une période d'essai de six mois s'appliquera conformément à l'{D.X('article 18 du Code du travail')}."),
            H("Documents à fournir"),
            L([f"copie de la CIN n° {D.cin()}", f"attestation d'affiliation CNSS n° {D.cnss()}",
               f"RIB du compte de domiciliation de salaire ({D.rib()})", "deux photos d'identité"]),
            P(f"Pour toute question, contactez {D.N(hr.full)} au {D.phone('fix')} ou écrivez à {D.email(hr, co[1])}."),
            SG(["Le Directeur des ressources humaines", D.N(hr.full)]),
        ]
    # ar txt
    p = D.person("cand")
    hr = D.person("hr")
    digits = r.random() < 0.4
    return [
        P(f"{D.X('شركة ' + r.choice(['النور للصناعات الغذائية', 'الساحل للنسيج', 'قرطاج للخدمات اللوجستية']))} — المعرف الجبائي: {D.tax_id(1)}"),
        P(f"تونس في {D.evdate('ar', 'long', 2025)}"),
        P(f"إلى {title_ar(p)} {D.N(p.ar_full)}"),
        P(f"العنوان: {D.address('ar', arabic_digits=digits)}"),
        T("الموضوع: عرض عمل"),
        P(f"يسرنا إعلامكم بقبول ترشحكم لخطة محاسب(ة) بداية من {D.evdate('ar', 'slash', 2025)} بأجر شهري خام قدره "
          f"{D.amount('ar', 1200, 3500)}، مع فترة تجربة مدتها ستة أشهر طبقا لأحكام {D.X('الفصل 18 من مجلة الشغل')}."),
        P("نرجو منكم مدنا بالوثائق التالية:"),
        L([f"نسخة من بطاقة التعريف الوطنية عدد {D.cin(arabic=digits)}", f"رقم الانخراط بالصندوق الوطني للضمان الاجتماعي: {D.cnss()}",
           f"تاريخ الولادة: {D.dob('ar', 1975, 2001, arabic=digits)}", "شهادة طبية"]),
        P(f"للاستفسار يرجى الاتصال ب{title_ar(hr)} {D.N(hr.ar_full)} على الرقم {D.phone('fix', arabic=digits)}."),
        SG(["مدير الموارد البشرية", D.N(hr.ar_full)]),
    ]


def k_sale_promise(D, lang, fmt):
    r = D.r
    c = D.city()
    price = r.randint(120, 690) * 1000
    if lang == "fr":
        s1 = D.person("seller", "m")
        s2 = D.person("seller_wife", "f")
        b = D.person("buyer", "f", origin=r.choice(["tn", "tn", "fr"]))
        return [
            T("PROMESSE DE VENTE SOUS SEING PRIVÉ"),
            P("ENTRE LES SOUSSIGNÉS :"),
            P(f"{title_fr(s1)} {D.N(s1.caps2)}, né le {D.dob('fr', 1948, 1980)}, titulaire de la CIN n° {D.cin()}, et son épouse "
              f"{title_fr(s2)} {D.N(s2.full)}, née le {D.dob('fr', 1950, 1985)}, CIN n° {D.cin()}, demeurant ensemble au "
              f"{D.address('fr')}, ci-après « le promettant »,"),
            P(f"ET {title_fr(b)} {D.N(b.full)}, née le {D.dob('fr', 1970, 1998)}, titulaire de la CIN n° {D.cin()}, demeurant "
              f"{D.address('fr')}, téléphone {D.phone('mob')}, ci-après « le bénéficiaire »."),
            H("Article 1 — Objet"),
            P(f"Le promettant s'engage à vendre au bénéficiaire un appartement de type S+2 situé à {c[0]}, objet du titre "
              f"foncier n° {D.ref('######/' + c[0])}, d'une superficie de {D.X(str(r.randint(70, 160)) + ' m²')}."),
            H("Article 2 — Prix"),
            P(f"La vente, si elle se réalise, aura lieu moyennant le prix de {D.X(f'{price:,}'.replace(',', ' ') + ' dinars')}."),
            H("Article 3 — Acompte"),
            P(f"Un acompte de {D.X(f'{price // 10:,}'.replace(',', ' ') + ' dinars')} est versé ce jour par virement du compte "
              f"du bénéficiaire RIB {D.rib()} au compte du promettant IBAN {D.iban()}."),
            H("Article 4 — Délai"),
            P(f"L'acte définitif devra être signé au plus tard le {D.evdate('fr', 'long', 2026)}, conformément aux "
              f"{D.X('articles 580 et suivants du Code des obligations et des contrats')}."),
            TB(["Le promettant", "Le bénéficiaire"], [[D.N(s1.full), D.N(b.full)], ["lu et approuvé", "lu et approuvé"]]),
        ]
    if lang == "ar":
        s1 = D.person("seller", "f")
        b = D.person("buyer", "m")
        digits = r.random() < 0.5
        return [
            T("وعد بالبيع"),
            P("بين الممضين أسفله:"),
            P(f"{title_ar(s1)} {D.N(s1.ar_formal)}، المولودة في {D.dob('ar', 1950, 1985, arabic=digits)}، صاحبة بطاقة التعريف "
              f"الوطنية عدد {D.cin(arabic=digits)}، القاطنة ب{D.address('ar', arabic_digits=digits)}، بصفتها واعدة بالبيع،"),
            P(f"و{title_ar(b)} {D.N(b.ar_full)}، المولود في {D.dob('ar', 1965, 1999)}، صاحب بطاقة التعريف الوطنية عدد "
              f"{D.cin()}، القاطن ب{D.address('ar')}، الهاتف {D.phone('mob', arabic=digits)}، بصفته موعودا له."),
            P(f"الفصل الأول: تعد الطرف الأولى ببيع قطعة أرض صالحة للبناء كائنة ب{c[1]}، موضوع الرسم العقاري عدد "
              f"{D.ref('#####/' + c[1])}."),
            P(f"الفصل الثاني: حدد الثمن بمبلغ {D.X(str(price) + ' دينار')} يدفع منه تسبقة قدرها "
              f"{D.X(str(price // 10) + ' دينار')} بتحويل بنكي إلى الحساب {D.rib()}."),
            P(f"الفصل الثالث: يبرم العقد النهائي في أجل أقصاه {D.evdate('ar', 'long', 2026)}، وفي صورة عدول أحد الطرفين "
              f"تطبق أحكام {D.X('مجلة الالتزامات والعقود')}."),
            SG(["إمضاء الواعدة", D.N(s1.ar_full), "", "إمضاء الموعود له", D.N(b.ar_full)]),
        ]
    # mixed md
    s1 = D.person("seller", "m")
    b = D.person("buyer", "f")
    return [
        T("Promesse de vente / وعد بالبيع"),
        P(f"Bien : villa à {c[0]} / فيلا ب{c[1]} — titre foncier {D.ref('TF ####/' + c[0])}"),
        TB(["Partie / الطرف", "Nom / الاسم", "CIN", "Date de naissance", "Adresse / العنوان"],
           [["Promettant / الواعد", D.N(s1.full), D.cin(), D.dob("fr", 1945, 1980), D.address("fr", style=2)],
            ["Bénéficiaire / الموعود له", D.N(b.ar_full), D.cin(), D.dob("ar", 1970, 1995, style="slash"),
             D.address("ar", style=0)]]),
        P(f"Prix / الثمن : {D.X(f'{price:,}'.replace(',', ' ') + ' DT')}"),
        P(f"Acompte versé depuis le compte {D.iban()} — التسبقة دفعت بتحويل بنكي."),
        P(f"Contact du bénéficiaire / هاتف الموعود له : {D.phone('mob')} — {D.email(b)}"),
        Q(["Clause : à défaut de signature de l'acte définitif avant le " + D.evdate("fr", "long", 2026) +
           ", l'acompte reste acquis au promettant.", "في صورة العدول يبقى مبلغ التسبقة على ملك الواعد."]),
        SG(["Signatures / الإمضاءات", D.N(s1.full), D.N(b.ar_full)]),
    ]


def k_power_of_attorney(D, lang, fmt):
    r = D.r
    c = D.city()
    if lang == "mixed":
        pr = D.person("principal", "m")
        ag = D.person("agent", "m")
        country = r.choice(["fr", "it", "de"])
        cons = D.X({"fr": "Consulat général de Tunisie à Lyon", "it": "Consolato generale di Tunisia a Milano",
                    "de": "Generalkonsulat Tunesien in Bonn"}[country])
        return [
            T("PROCURATION / توكيل"),
            P(f"Je soussigné {D.N(pr.full)} ({D.N(pr.ar_full)}), né le {D.dob('fr', 1955, 1990)}, titulaire du passeport "
              f"tunisien n° {D.passport('tn')}, demeurant {D.foreign_address(country)}, téléphone {D.phone(country)},"),
            P(f"donne par la présente procuration à mon frère {D.N(ag.full)}, titulaire de la CIN n° {D.cin()}, demeurant "
              f"{D.address('fr')}, aux fins de :"),
            L([f"vendre en mon nom le véhicule immatriculé {D.plate()} et signer l'acte de cession",
               f"encaisser le prix de vente et le verser sur mon compte IBAN {D.iban()}",
               "retirer la carte grise et tout document auprès de l'ATTT"]),
            P("أنا الممضي أسفله أوكل أخي المذكور أعلاه للقيام بجميع الإجراءات المتعلقة ببيع السيارة وقبض ثمنها."),
            P(f"Signature légalisée au {cons}, sous le n° {D.ref('LEG-####/2025')}."),
            SG([f"Fait le {D.evdate('fr', 'slash', 2025)}", "Le mandant / الموكل", D.N(pr.ar_full)]),
        ]
    if lang == "en":
        pr = D.person("principal", origin="for")
        ag = D.person("agent")
        kind = D.pkind(pr)
        return [
            T("POWER OF ATTORNEY"),
            P(f"I, the undersigned, {D.N(pr.caps)}, born on {D.dob('en', 1950, 1990)}, holder of passport No. "
              f"{D.passport(kind)}, residing at {D.address('en')}, "
              f"hereby appoint Maître {D.N(ag.full)}, lawyer, holding national ID card No. {D.cin()}, as my attorney-in-fact to:"),
            L([f"operate my current account RIB {D.rib()} held with {D.X(r.choice(BANKS)[2])}, including withdrawals and transfers",
               f"receive correspondence addressed to me and sign any document relating to my residence permit",
               f"represent me before the {D.X('Ministry of the Interior')} and any public body"]),
            P(f"This power of attorney is valid until {D.evdate('en', 'long', 2026)} unless revoked earlier in writing."),
            P(f"Contact of the principal: {D.phone(kind)} / {D.email(pr)}"),
            SG([f"Signed at {c[0]} on {D.evdate('en', 'us', 2025)}", D.N(pr.full), "Signature certified by the municipality, "
                f"registration no. {D.ref('2025/#####')}"]),
        ]
    # fr md
    pr = D.person("principal", "f")
    ag = D.person("agent", "f")
    mun = D.X(f"Municipalité de {c[0]}")
    return [
        T("Procuration"),
        P(f"Je soussignée **{D.N(pr.full)}**, née le {D.dob('fr', 1941, 1960)}, titulaire de la CIN n° {D.cin()}, "
          f"demeurant {D.address('fr')},"),
        P(f"souffrant de la pathologie suivante : {D.health('fr')}, qui ne me permet plus de me déplacer, donne procuration à ma fille "
          f"**{D.N(ag.full)}**, CIN n° {D.cin()}, joignable au {D.phone('mob')}, pour :"),
        L([f"percevoir en mon nom ma pension et gérer mon compte RIB {D.rib()}",
           f"retirer mes documents auprès de la {D.X('Caisse nationale de retraite et de prévoyance')}",
           "signer toute demande relative à mon dossier de soins"]),
        Q([f"Légalisation de signature n° {D.ref('####/2025')}, {mun}, le {D.evdate('fr', 'slash', 2025)}."]),
        SG(["La mandante", D.N(pr.full), "", "La mandataire (bon pour acceptation)", D.N(ag.full)]),
    ]


def k_exam_appeal(D, lang, fmt):
    r = D.r
    mods = ["GL-304 Génie logiciel", "FIN-212 Finance d'entreprise", "MTH-101 Analyse 1", "DRT-220 Droit des affaires",
            "INF-310 Bases de données", "ECO-115 Microéconomie"]
    if lang == "fr":
        rows = []
        for i in range(r.randint(4, 6)):
            p = D.person(f"st{i}")
            x = r.randrange(4) if i else 3
            motif = ["erreur de report de note", "copie non corrigée en entier", "double correction demandée", None][x]
            if x == 3:
                motif = f"absence justifiée ({D.health('fr')})"
            rows.append([D.ref("REC-25-###"), D.N(p.caps), D.cin(), D.email(p), D.phone("mob", style=r.choice([0, 1])),
                         D.X(r.choice(mods)) if i == 0 else r.choice(mods),
                         D.X(f"{r.randint(2, 9):02d},{r.choice(['00', '25', '50', '75'])}"), motif,
                         r.choice(["recevable", "rejeté", "en attente"])])
        return [("csv", ";"),
                T(f"Registre des recours — session principale 2025 — {D.X('Faculté des sciences économiques et de gestion de Sfax')}"),
                TB(["N° recours", "Étudiant", "CIN", "E-mail", "Téléphone", "Module", "Note initiale", "Motif",
                    "Décision du jury"], rows)]
    if lang == "en":
        st = D.person("student", origin=r.choice(["tn", "for"]))
        prof = D.person("prof")
        mod = D.X(r.choice(["FIN-212 Corporate Finance", "INF-310 Databases", "ECO-115 Microeconomics"]))
        return [
            P(f"**From:** {D.N(st.full)} <{D.email(st)}>"),
            P(f"**To:** exam-board@{r.choice(['esct', 'ihec', 'insat', 'enit'])}.ucar.tn"),
            P(f"**Subject:** Appeal — {mod}, final exam of {D.evdate('en', 'long', 2025)}"),
            RU(),
            P("Dear members of the Examination Board,"),
            P(f"I am writing to appeal the mark of {D.X(str(r.randint(3, 9)) + ',' + r.choice(['00', '25', '50', '75']) + '/20')} I received in {mod}. During the exam I "
              f"suffered a severe episode related to my medical condition ({D.health('en')}), which the invigilator recorded in the incident "
              "log. I attach the medical certificate."),
            KV([("Student", D.N(st.full)), ("National ID", D.cin() if st.origin == "tn" else D.passport(D.pkind(st))),
                ("Date of birth", D.dob("en", 1998, 2006)), ("Phone", D.phone("mob", style=3))]),
            P("Kind regards,"),
            P(D.N(st.first)),
            Q([f"On {D.evdate('en', 'long', 2025)}, Prof. {D.N(prof.full)} wrote:",
               "Your request has been registered. The board will meet next week.",
               f"Reference: {D.ref('APP-2025-####')}"]),
        ]
    # ar docx
    st = D.person("student")
    prof = D.person("prof")
    mod = D.X(r.choice(["الاقتصاد الجزئي", "القانون التجاري", "الإحصاء التطبيقي"]))
    return [
        T("مطلب مراجعة عدد"),
        P(f"إلى السيد رئيس لجنة المداولات — {D.X('كلية الحقوق والعلوم السياسية بتونس')}"),
        KV([("الاسم واللقب", D.N(st.ar_full)), ("رقم بطاقة التعريف الوطنية", D.cin()),
            ("تاريخ الولادة", D.dob("ar", 1998, 2006)), ("البريد الإلكتروني", D.email(st)),
            ("الهاتف", D.phone("mob")), ("المادة", mod), ("العدد المتحصل عليه", D.X(f"{r.randint(3, 9)}.{r.choice(['00', '25', '50', '75'])}/20"))]),
        P(f"أتشرف بأن أطلب منكم مراجعة عددي في مادة {mod} التي يدرسها الأستاذ {D.N(prof.ar_full)}، إذ أن ورقة الامتحان "
          "لم تصحح كاملة حسب اعتقادي."),
        P(f"وقد اجتزت الامتحان يوم {D.evdate('ar', 'long', 2025)} رغم إصابتي ب{D.health('ar')}."),
        SG(["مع الشكر", "الإمضاء", D.N(st.ar_full)]),
    ]


NATIONALITY = {"tn": "Tunisian", "it": "Italian", "de": "German", "fr": "French", "en": "British", "es": "Spanish",
               "sl": "Polish"}


def k_vaccination_record(D, lang, fmt):
    r = D.r
    c = D.city()
    if lang == "ar":
        vacc = ["BCG", "التهاب الكبد ب - الجرعة الأولى", "الخماسي - الجرعة الثانية", "الحصبة والحصبة الألمانية",
                "شلل الأطفال الفموي", "المكورات الرئوية"]
        rows = []
        for i in range(r.randint(4, 6)):
            ch = D.person(f"child{i}")
            par = D.person(f"parent{i}")
            note = D.health("ar", HEALTH_CHILD) if r.random() < 0.6 else "لا شيء"
            rows.append([str(i + 1), D.N(ch.ar_first + " " + par.ar_last), D.dob("ar", 2019, 2024, style="slash"),
                         D.N(par.ar_full), D.phone("mob", style=r.choice([0, 1])), r.choice(vacc),
                         D.ref("@@####") if i < 2 else "", D.evdate("ar", "slash", 2025, decoy=False), note])
        return [("csv", ","),
                T(f"سجل التلاقيح — {D.X('مركز الصحة الأساسية ب' + c[1])} — {D.X('البرنامج الوطني للتلقيح')}"),
                TB(["ع/ر", "الاسم واللقب", "تاريخ الولادة", "اسم الولي", "الهاتف", "اللقاح", "رقم الحصة",
                    "تاريخ التلقيح", "ملاحظات"], rows)]
    if lang == "fr":
        ch = D.person("child")
        fa = D.person("father", "m")
        mo = D.person("mother", "f")
        doc = D.person("doctor")
        rows = [[v, D.evdate("fr", "slash", r.choice([2023, 2024, 2025]), decoy=False), D.ref("@#####") if i < 2 else "lot " + str(r.randint(1000, 9999))]
                for i, v in enumerate(["BCG", "Hépatite B (HB1)", "Pentavalent (DTC-Hib-HB) 1re dose",
                                       "Polio oral (VPO)", "Pneumocoque 1re dose", "ROR"])]
        return [
            T("CARNET DE VACCINATION — FICHE DE SUIVI"),
            P(f"{D.X('Centre de santé de base de ' + c[0])} — Programme national de vaccination"),
            KV([("Enfant", D.N(ch.first + " " + fa.last)), ("Date de naissance", D.dob("fr", 2020, 2024)),
                ("Père", D.N(fa.full)), ("Mère", D.N(mo.full)), ("Adresse", D.address("fr")),
                ("Téléphone", D.phone("mob"))]),
            P(f"Antécédents / contre-indications : {D.health('fr', HEALTH_CHILD)} chez l'enfant — surveillance 30 min après chaque injection."),
            TB(["Vaccin", "Date", "N° de lot"], rows),
            P(f"Prochain rendez-vous : {D.evdate('fr', 'long', 2026)}"),
            SG(["Le médecin vaccinateur", f"Dr {D.N(doc.full)}"]),
        ]
    # en docx
    p = D.person("traveller", origin=r.choice(["tn", "for"]))
    doc = D.person("doctor")
    kind = D.pkind(p)
    return [
        T("INTERNATIONAL CERTIFICATE OF VACCINATION OR PROPHYLAXIS"),
        P(f"Issued by {D.X('Institut Pasteur de Tunis')} — International vaccination centre"),
        P(f"This is to certify that {D.N(p.caps)}, date of birth {D.dob('en', 1950, 2005)}, nationality "
          f"{NATIONALITY[kind]}, "
          f"passport No. {D.passport(kind)}, has on the date indicated been vaccinated in accordance with the "
          f"{D.X('International Health Regulations (2005)')}."),
        TB(["Vaccine", "Date", "Manufacturer and batch No.", "Certificate valid from"],
           [["Yellow fever", D.evdate("en", "long", 2025), f"Stamaril {D.ref('@####')}", "10 days after vaccination"],
            ["Meningococcal ACWY", D.evdate("en", "long", 2025, decoy=False), f"Nimenrix {D.ref('@@###')}", "—"]]),
        P(f"Medical note: traveller reports {D.health('en')}; no contraindication to the vaccines above."),
        P(f"Contact in case of adverse reaction: {D.phone('mob', style=r.choice([3, 5]))}, {D.email(p)}"),
        SG(["Supervising clinician", f"Dr {D.N(doc.full)}", "Official stamp"]),
    ]


def cargo(D, i):
    desc, hs = D.r.choice([("Olive oil drums", "1509.20"), ("Spare parts", "8708.99"), ("Household goods", "9403.60"),
                           ("Textile rolls", "5208.12"), ("Dates (fruit)", "0804.10")])
    return [desc, D.X(hs) if i == 0 else hs]


def k_shipping_manifest(D, lang, fmt):
    r = D.r
    vessel = r.choice(["MV Carthage Star", "MV Sidi Bou Said", "MV Tanit Express", "MV El Jem Trader"])
    port = r.choice(["La Goulette", "Radès", "Sfax", "Sousse", "Bizerte"])
    if lang == "en":
        rows = []
        for i in range(r.randint(4, 6)):
            p = D.person(f"cons{i}", origin=r.choice(["tn", "tn", "for"]))
            if p.origin == "tn":
                ident = D.cin() if r.random() < 0.5 else D.tax_id(r.choice([0, 1, 3]))
            else:
                ident = D.passport(D.pkind(p))
            rows.append([D.ref("TUN####@"), D.ref("@@@U#######") if i < 3 else f"MSKU{r.randint(1000000, 9999999)}",
                         D.N(p.caps if i % 2 else p.full), ident, D.address("en", style=r.choice([0, 2])),
                         D.phone("mob", style=r.choice([3, 4, 6])), D.email(p),
                         *cargo(D, i),
                         str(r.randint(200, 18000))])
        return [("csv", ","),
                T(f"CARGO MANIFEST — vessel {D.X(vessel)} — voyage {D.ref('###@')} — port of discharge {port}"),
                TB(["B/L No", "Container", "Consignee", "Consignee ID", "Consignee address", "Consignee phone",
                    "Notify email", "Description", "HS code", "Gross weight (kg)"], rows)]
    if lang == "fr":
        rows = []
        for i in range(r.randint(4, 6)):
            sh = D.person(f"ship{i}", origin=r.choice(["tn", "fr"]))
            co = D.person(f"cons{i}")
            content = r.choice(["effets personnels", "électroménager", "vêtements", "pièces auto"])
            if i == 1:
                content = f"véhicule {D.plate()}"
            rows.append([f"C{i + 1:03d}", D.N(sh.full), D.foreign_address("fr") if i < 2 else "Marseille", D.N(co.caps),
                         D.cin(), D.address("fr", style=r.choice([2, 4])), D.phone("mob", style=r.choice([0, 1, 3])),
                         content, str(r.randint(20, 1400)), D.amount("fr", 200, 9000) if i < 2 else str(r.randint(200, 9000))])
        return [("csv", ";"),
                T(f"MANIFESTE DE GROUPAGE — navire {D.X(vessel)} — Marseille → {port} — {D.evdate('fr', 'slash', 2025)}"),
                TB(["N° colis", "Expéditeur", "Adresse expéditeur", "Destinataire", "CIN destinataire",
                    "Adresse de livraison", "Téléphone", "Contenu", "Poids (kg)", "Valeur déclarée"], rows)]
    # mixed md
    rows = []
    for i in range(r.randint(3, 5)):
        p = D.person(f"cons{i}")
        rows.append([D.ref("BL-####"), D.N(p.ar_full if i % 2 else p.full),
                     D.tax_id(r.choice([0, 1, 2])) if i % 2 == 0 else D.cin(),
                     D.address("ar" if i % 2 else "fr", style=r.choice([0, 2])), D.phone("mob"),
                     r.choice(["Huile d'olive / زيت زيتون", "Pièces / قطع غيار", "Textile / نسيج"])])
    return [
        T(f"Manifeste de cargaison / بيان الشحنة — {D.X(vessel)}"),
        KV([("Port de chargement / ميناء الشحن", "Gênes"), ("Port de déchargement / ميناء التفريغ", port),
            ("Date d'arrivée / تاريخ الوصول", D.evdate("fr", "slash", 2025)),
            ("Agent maritime / الوكيل البحري", D.X("Compagnie tunisienne de navigation"))]),
        TB(["Connaissement", "Destinataire / المرسل إليه", "Identifiant", "Adresse / العنوان", "Téléphone / الهاتف",
            "Marchandise / البضاعة"], rows),
        P("ملاحظة: يجب على المرسل إليهم الاستظهار ببطاقة التعريف عند رفع البضاعة."),
        P(f"Contact du bord : {D.N(D.person('officer', origin='for').full)}, second capitaine."),
    ]


def k_tax_objection(D, lang, fmt):
    r = D.r
    c = D.city()
    if lang == "en":
        p = D.person("taxpayer", origin="for")
        kind = D.pkind(p)
        return [
            SG([D.N(p.full), "Independent engineering consultant", D.address("en"), f"Tax ID: {D.tax_id()}",
                f"Phone: {D.phone('mob', style=3)}", f"Email: {D.email(p)}"]),
            P(f"To: {D.X('Regional Tax Centre of ' + c[0])}, {D.X(c[2])} {c[0]}"),
            P(f"Date: {D.evdate('en', 'long', 2025)}"),
            T("Objection to notice of assessment"),
            P(f"Re: notice of assessment No. {D.ref('2025/####')} — tax years 2022 and 2023"),
            P(f"Dear Sir or Madam, I hereby object, within the time limit set by "
              f"{D.X('Article 54 of the Code of Tax Rights and Procedures')}, to the above notice, which assesses additional "
              f"income tax of {D.amount('en', 3000, 40000)} and penalties of {D.amount('en', 300, 5000)}."),
            TB(["Item", "Assessed", "Declared", "Comment"],
               [["Fees 2022", D.amount("en", 20000, 90000), D.amount("en", 20000, 90000, decoy=False), "invoices double-counted"],
                ["Fees 2023", D.amount("en", 20000, 90000), D.amount("en", 20000, 90000, decoy=False), "withholding not credited"]]),
            P(f"My identity: passport No. {D.passport(kind)}, date of birth {D.dob('en', 1960, 1992)}. Any refund should be paid "
              f"to IBAN {D.iban()}."),
            SG(["Yours faithfully,", D.N(p.full)]),
        ]
    if lang == "ar":
        p = D.person("taxpayer")
        digits = r.random() < 0.4
        return [
            T("اعتراض على قرار توظيف إجباري"),
            P(f"إلى السيد رئيس {D.X('المركز الجهوي لمراقبة الأداءات ب' + c[1])}"),
            KV([("المطالب بالأداء", D.N(p.ar_full)), ("المعرف الجبائي", D.tax_id(r.choice([1, 3]))),
                ("رقم بطاقة التعريف", D.cin(arabic=digits)), ("العنوان", D.address("ar", arabic_digits=digits)),
                ("الهاتف", D.phone("mob", arabic=digits))]),
            P(f"الموضوع: الاعتراض على قرار التوظيف الإجباري عدد {D.ref('####/2025')}"),
            P(f"تبعا لإعلامي بقرار التوظيف الإجباري القاضي بدفع مبلغ {D.amount('ar', 2000, 30000)} بعنوان الضريبة على الدخل، "
              f"أتقدم باعتراضي هذا طبقا لأحكام {D.X('الفصل 54 من مجلة الحقوق والإجراءات الجبائية')}، للأسباب التالية:"),
            L(["احتساب مداخيل مرتين بعنوان نفس الفاتورة", "عدم طرح الخصم من المورد", "خطأ في تحديد نسبة الأداء"]),
            P(f"وأطلب إرجاع المبالغ الزائدة إلى الحساب البنكي {D.rib()}."),
            SG([f"{c[1]} في {D.evdate('ar', 'slash', 2025)}", "الإمضاء", D.N(p.ar_full)]),
        ]
    # mixed csv
    firm = D.person("accountant")
    rows = []
    for i in range(r.randint(4, 6)):
        p = D.person(f"client{i}")
        rows.append([D.N(p.full if i % 2 else p.ar_full), D.tax_id(r.choice([0, 1, 3, 4])), D.cin(),
                     D.address("ar" if i % 2 == 0 else "fr", style=r.choice([0, 2])), D.ref("AV-####-25"),
                     D.amount("fr", 1000, 50000), r.choice(["Double imposition / ازدواج ضريبي", "Retenue non imputée / خصم غير محتسب",
                                                            "Erreur de taux / خطأ في النسبة"])])
    return [("csv", r.choice([";", ","])),
            T(f"Annexe — réclamations déposées par le cabinet {D.N(firm.full)} / ملحق الاعتراضات — {D.X('Centre des impôts de ' + c[0])}"),
            TB(["Contribuable / المطالب بالأداء", "Matricule fiscal", "CIN", "Adresse / العنوان", "Avis n°",
                "Montant contesté", "Motif / السبب"], rows)]


INSURERS = ["STAR", "COMAR", "GAT Assurances", "Assurances Maghrebia", "Lloyd Tunisien", "BIAT Assurances"]


def k_accident_constat(D, lang, fmt):
    r = D.r
    c = D.city()
    ia, ib = r.sample(INSURERS, 2)
    if lang == "mixed":
        a = D.person("driverA")
        b = D.person("driverB")
        wit = D.person("witness")
        st = D.X(r.choice(DECOY_STREETS_FR))
        return [
            T("CONSTAT AMIABLE D'ACCIDENT AUTOMOBILE / محضر معاينة ودية لحادث مرور"),
            P(f"Date / التاريخ : {D.evdate('fr', 'slash', 2025)} — Lieu / المكان : intersection {st}, {c[0]}"),
            P(f"Blessés / جرحى : oui — passager du véhicule B : {D.injury('fr')} (antécédents : {D.health('fr')})"),
            H("VÉHICULE A / العربة أ"),
            KV([("Conducteur / السائق", f"{D.N(a.caps)} — {D.N(a.ar_full)}"), ("Né le / تاريخ الولادة", D.dob("fr")),
                ("Adresse / العنوان", D.address("fr")), ("Tél. / الهاتف", D.phone("mob")),
                ("Immatriculation / رقم التسجيل", D.plate()), ("Assureur / شركة التأمين", D.X(ia))]),
            H("VÉHICULE B / العربة ب"),
            KV([("Conducteur / السائق", D.N(b.ar_full)), ("CIN / ب.ت.و", D.cin()),
                ("Adresse / العنوان", D.address("ar")), ("Tél. / الهاتف", D.phone("mob", style=r.choice([0, 3]))),
                ("Immatriculation / رقم التسجيل", D.plate(arabic=True)), ("Assureur / شركة التأمين", D.X(ib))]),
            P("Circonstances : le véhicule B n'a pas respecté le feu rouge. / لم تحترم العربة ب الضوء الأحمر."),
            P(f"Témoin / شاهد : {D.N(wit.full)}, {D.phone('mob')}"),
            SG(["Signature A / إمضاء أ", "Signature B / إمضاء ب"]),
        ]
    if lang == "ar":
        a = D.person("driverA")
        b = D.person("driverB")
        digits = r.random() < 0.5
        st = D.X(r.choice(DECOY_STREETS_AR))
        return [
            T("محضر معاينة ودية لحادث مرور"),
            P(f"التاريخ: {D.evdate('ar', 'long', 2025)} — المكان: {st}، {c[1]}"),
            TB(["البيان", "العربة أ", "العربة ب"],
               [["السائق", D.N(a.ar_full), D.N(b.ar_full)],
                ["تاريخ الولادة", D.dob("ar", arabic=digits), D.dob("ar", style="slash")],
                ["رقم بطاقة التعريف", D.cin(arabic=digits), D.cin()],
                ["العنوان", D.address("ar", style=r.choice([0, 1, 3])), D.address("ar", style=r.choice([0, 1, 3]))],
                ["الهاتف", D.phone("mob", arabic=digits), D.phone("mob", style=1)],
                ["رقم التسجيل", D.plate(arabic=True), D.plate(arabic=True, style=r.choice([0, 1]))],
                ["شركة التأمين", D.X("شركة " + r.choice(["الستار", "كومار", "المغاربية للتأمين"])), ib]]),
            P(f"الأضرار البدنية: أصيب السائق {D.N(b.ar_last)} ب{D.injury('ar')} وتم نقله إلى المستشفى، وهو مصاب ب{D.health('ar')}."),
            P("ملاحظات: اصطدمت العربة أ بمؤخرة العربة ب عند الإشارة الضوئية."),
            SG(["إمضاء السائق أ", "إمضاء السائق ب"]),
        ]
    # en md
    a = D.person("driverA", origin="for")
    b = D.person("driverB")
    kind = D.pkind(a)
    st = D.X(r.choice(DECOY_STREETS_FR))
    return [
        T("Joint accident report (English copy)"),
        P(f"Date: {D.evdate('en', 'long', 2025)} · Place: roundabout on {st}, {c[0]}"),
        H("Vehicle A"),
        KV([("Driver", D.N(a.full)), ("Passport", D.passport(kind)), ("Date of birth", D.dob("en")),
            ("Address", D.address("en")), ("Phone", D.phone(kind)), ("Email", D.email(a)),
            ("Registration", D.plate()), ("Insurer", D.X(ia))]),
        H("Vehicle B"),
        KV([("Driver", D.N(b.caps)), ("ID card", D.cin()), ("Date of birth", D.dob("en", style="slash")),
            ("Address", D.address("en")), ("Phone", D.phone("mob", style=3)), ("Registration", D.plate(style=1)),
            ("Insurer", D.X(ib))]),
        H("Injuries"),
        P(f"Driver B was taken to hospital with a {D.injury('en')}; the emergency doctor noted {D.health('en')} as a pre-existing condition."),
        Q([f"Statement of driver A: I was already on the roundabout when vehicle B entered without yielding."]),
        SG(["Signed by both drivers"]),
    ]


def k_attendance_sheet(D, lang, fmt):
    r = D.r
    if lang == "fr":
        rows = []
        for i in range(r.randint(5, 7)):
            p = D.person(f"att{i}")
            rows.append([str(i + 1), D.N(p.caps if i % 2 else p.full), D.cin(), D.cnss(r.choice([0, 1, 2])),
                         r.choice(COMPANIES)[0], D.email(p), D.phone("mob", style=r.choice([0, 1, 3])),
                         r.choice(["signé", "signé", "absent"]), r.choice(["signé", "signé", "excusé"])])
        tr = D.person("trainer")
        return [("csv", ";"),
                T(f"Feuille de présence — Formation « Sécurité incendie et évacuation » — {D.evdate('fr', 'slash', 2025)}"),
                P(f"Action {D.ref('TFP-2025-###')} financée au titre de la ristourne TFP — {D.X('CNFCP')} — formateur : {D.N(tr.full)}"),
                TB(["N°", "Nom et prénom", "CIN", "N° CNSS", "Entreprise", "E-mail", "Téléphone", "Matin", "Après-midi"], rows)]
    if lang == "en":
        rows = []
        for i in range(r.randint(5, 7)):
            p = D.person(f"att{i}", origin=r.choice(["tn", "for", "fr"]))
            ident = D.cin() if p.origin == "tn" else D.passport(D.pkind(p))
            diet = D.health("en", HEALTH_DIET) if i in (1, 3) else r.choice(["none", "vegetarian", "none"])
            rows.append([D.N(p.full), r.choice(["GIZ", "UNDP Tunisia", "Medina Soft", "Atlas Ingénierie", "Nour Agro"]),
                         ident, D.email(p), D.phone("mob", style=3) if p.origin == "tn" else D.phone(D.pkind(p)),
                         diet, r.choice(["yes", "yes", "no"])])
        return [("csv", ","),
                T(f"Workshop attendance — Water governance in the Maghreb — Tunis — {D.evdate('en', 'long', 2025)}"),
                P(f"Venue: {D.X('Cité de la Culture')} · Session code {D.ref('WS-##-@@')}"),
                TB(["Name", "Organisation", "ID/Passport No.", "Email", "Mobile", "Dietary, access or medical needs", "Present"], rows)]
    # mixed docx
    rows = []
    for i in range(r.randint(5, 7)):
        p = D.person(f"att{i}")
        rows.append([str(i + 1), D.N(p.full) if i % 2 else D.N(p.ar_full), D.cin(), D.cnss(r.choice([0, 3])),
                     D.phone("mob", style=r.choice([0, 1])), "✓"])
    tr = D.person("trainer", origin=r.choice(["fr", "tn"]))
    return [
        T("Feuille de présence / ورقة الحضور"),
        P(f"Séance de formation : gestes de premiers secours / التكوين في الإسعافات الأولية — {D.evdate('fr', 'long', 2025)}"),
        P(f"Organisme : {D.X('Croissant-Rouge tunisien')} — الهلال الأحمر التونسي"),
        TB(["N°", "Nom et prénom / الاسم واللقب", "CIN / ب.ت.و", "N° CNSS / رقم الضمان", "Tél. / الهاتف",
            "Émargement / الإمضاء"], rows),
        P(f"Formateur / المكون : {D.N(tr.full)} — {D.email(tr)}"),
        P("Nombre de présents / عدد الحاضرين : " + str(len(rows))),
    ]


def k_salon_bookings(D, lang, fmt):
    r = D.r
    if lang == "mixed":
        staff = [D.person("staff0", "f"), D.person("staff1", "f")]
        rows = []
        for i in range(r.randint(5, 7)):
            p = D.person(f"cl{i}", "f")
            x = 3 if i == 1 else r.randrange(4)
            note = ["", "fidèle / حريفة وفية", None, None][x]
            if x == 2:
                note = f"anniversaire {D.dob('fr', 1970, 2004, style='slash')}"
            elif x == 3:
                note = D.health("fr", HEALTH_SALON)
            rows.append([D.evdate("fr", "slash", 2025, decoy=False), f"{r.randint(9, 18)}h{r.choice(['00', '30'])}",
                         D.N(p.full), D.N(p.ar_full) if i % 2 else "", D.phone("mob", style=r.choice([0, 1, 8])),
                         r.choice(["Brushing / براشينغ", "Coloration / صباغة", "Coupe / قص", "Henné / حناء", "Kératine"]),
                         D.N(r.choice(staff).first), D.X(f"{r.randint(15, 180)},000") if i < 2 else str(r.randint(15, 180)), note])
        return [("csv", ";"),
                T(f"Salon {D.X(r.choice(['Yasmine Beauté', 'Belle de Carthage', 'Studio Jasmin']))} — export des rendez-vous"),
                TB(["Date", "Heure", "Cliente", "الحريفة", "Téléphone", "Prestation / الخدمة", "Coiffeuse", "Prix (DT)",
                    "Remarques / ملاحظات"], rows)]
    if lang == "ar":
        rows = []
        for i in range(r.randint(5, 7)):
            p = D.person(f"cl{i}", "f")
            note = D.health("ar", HEALTH_SALON) if i in (0, 2) else r.choice(["", "عروس", "تريد نفس اللون السابق"])
            rows.append([D.evdate("ar", "slash", 2025, decoy=False), f"{r.randint(9, 18)}:{r.choice(['00', '30'])}",
                         D.N(p.ar_full), D.phone("mob", style=r.choice([0, 1]), arabic=r.random() < 0.3),
                         r.choice(["تصفيف", "صباغة", "قص", "حناء", "تجميل العروس"]),
                         D.X(f"{r.randint(20, 300)} د") if i < 2 else f"{r.randint(20, 300)}", note])
        return [("csv", ","),
                T(f"دفتر مواعيد {D.X('صالون الياسمين للتجميل')}"),
                TB(["التاريخ", "الساعة", "الحريفة", "الهاتف", "الخدمة", "الثمن", "ملاحظات"], rows)]
    # en txt
    owner = D.person("owner", "f")
    lines = []
    for i in range(r.randint(5, 7)):
        p = D.person(f"cl{i}", r.choice("mf"), origin=r.choice(["tn", "tn", "for"]))
        extra = ""
        if i == 0:
            extra = f" — deposit card {D.card()}"
        elif i == 2:
            extra = f" — medical note: {D.health('en', HEALTH_SALON)}"
        elif i == 3:
            extra = f" — birthday {D.dob('en', 1965, 2005, style='us')}"
        elif i == 4:
            extra = f" — {D.email(p)}"
        lines.append(f"{r.randint(9, 18):02d}:{r.choice(['00', '15', '30', '45'])}  {D.N(p.full)}  "
                     f"{D.phone('mob', style=r.choice([0, 3, 4])) if p.origin == 'tn' else D.phone(D.pkind(p))}  "
                     f"{r.choice(['cut & blow-dry', 'colour', 'beard trim', 'keratin treatment', 'manicure'])}{extra}")
    return [
        T(f"{D.X(r.choice(['Gammarth Hair Studio', 'Lac Beauty Lounge', 'Sidi Bou Style']))} — appointment book"),
        P(f"Day sheet for {D.evdate('en', 'long', 2025)} (printed from the booking system)"),
        L(sorted(lines)),
        RU(),
        P(f"Cancellation fee: {D.amount('en', 10, 40)}. Owner: {D.N(owner.full)} — tax ID {D.tax_id()}"),
    ]


# ====================================================================== plan
KINDS = [
    ("witness_summons", k_witness_summons, [("fr", "txt"), ("ar", "docx"), ("en", "md")]),
    ("mutual_refund", k_mutual_refund, [("fr", "docx"), ("mixed", "txt"), ("ar", "csv")]),
    ("building_permit", k_building_permit, [("ar", "txt"), ("fr", "md"), ("mixed", "csv")]),
    ("school_absence", k_school_absence, [("mixed", "txt"), ("ar", "md"), ("en", "docx")]),
    ("overdraft_dispute", k_overdraft_dispute, [("en", "txt"), ("fr", "docx"), ("mixed", "md")]),
    ("number_porting", k_number_porting, [("mixed", "csv"), ("fr", "txt"), ("ar", "docx")]),
    ("job_offer", k_job_offer, [("en", "docx"), ("fr", "md"), ("ar", "txt")]),
    ("sale_promise", k_sale_promise, [("fr", "docx"), ("ar", "txt"), ("mixed", "md")]),
    ("power_of_attorney", k_power_of_attorney, [("mixed", "docx"), ("en", "txt"), ("fr", "md")]),
    ("exam_appeal", k_exam_appeal, [("fr", "csv"), ("en", "md"), ("ar", "docx")]),
    ("vaccination_record", k_vaccination_record, [("ar", "csv"), ("fr", "txt"), ("en", "docx")]),
    ("shipping_manifest", k_shipping_manifest, [("en", "csv"), ("fr", "csv"), ("mixed", "md")]),
    ("tax_objection", k_tax_objection, [("en", "docx"), ("ar", "md"), ("mixed", "csv")]),
    ("accident_constat", k_accident_constat, [("mixed", "txt"), ("ar", "md"), ("en", "md")]),
    ("attendance_sheet", k_attendance_sheet, [("fr", "csv"), ("en", "csv"), ("mixed", "docx")]),
    ("salon_bookings", k_salon_bookings, [("mixed", "csv"), ("ar", "csv"), ("en", "txt")]),
]


# ====================================================================== self-check
# A re-statement of the matching rules of shared/eval/score.py (normalisation, digit-run tolerance,
# name parts with Arabic clitics / reversed order), used to make sure that a tool masking exactly the
# listed values would leak nothing and keep every decoy.
_S_INVIS = re.compile("[\u00ad\u061c\u200b-\u200f\u2060-\u2064\ufeff]")
_S_EMBED = re.compile("[\u202a-\u202e\u2066-\u2069]")
_S_CHUNK = re.compile(r"\d+|[^\W\d_]+|[^\w]+|_+")
_S_DSEP = r"[\s.\-/]{0,3}"
_S_PSEP = r"[\W_]{0,4}"
_S_CLITIC = r"(?:[\u0648\u0628\u0644\u0641\u0643]|\u0644\u0644)?"
_S_IGNORE = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "m.", "mme", "mlle", "mr", "mrs",
             "ms", "dr", "monsieur", "madame", "mademoiselle", "maître", "maitre",
             "بن", "بنت", "ابن", "عبد", "الدين", "الحاج", "السيد", "السيدة", "الدكتور", "الأستاذ"}


def snorm(s):
    s = unicodedata.normalize("NFKC", s)
    s = _S_INVIS.sub("", s)
    s = _S_EMBED.sub(" ", s)
    s = s.translate(FROM_AR)
    s = AR_DIAC.sub("", s)
    return re.sub(r"\s+", " ", s.casefold()).strip()


def _is_ar(ch):
    return "\u0600" <= ch <= "\u06ff" or "\u0750" <= ch <= "\u077f"


def _vregex(v):
    nv = snorm(v)
    parts, prev = [], False
    for ch in _S_CHUNK.findall(nv):
        if ch[0].isdigit():
            if prev:
                parts.append(_S_DSEP)
            parts.append(_S_DSEP.join(ch))
            prev = True
        elif ch[0].isalpha():
            if prev:
                parts.append(_S_DSEP)
            parts.append(re.escape(ch))
            prev = True
        else:
            if parts:
                parts.append(_S_PSEP)
            prev = False
    while parts and parts[-1] == _S_PSEP:
        parts.pop()
    al = [c for c in nv if c.isalnum()]
    if not al:
        return None
    a, b = al[0], al[-1]
    start = r"(?<!\d)" if a.isdigit() else (r"(?<![^\W\d_])" + _S_CLITIC) if _is_ar(a) else \
        r"(?<![^\W\d_])" if a.isalpha() else ""
    end = r"(?!\d)" if b.isdigit() else r"(?![^\W\d_])" if b.isalpha() else ""
    return start + "".join(parts) + end


def _vpatterns(v):
    nv = snorm(v)
    pats = [p for p in [_vregex(v)] if p]
    d = re.sub(r"\D", "", nv)
    if len(d) >= 6 and not re.search(r"[^\W\d_]", nv):
        pats.append(r"(?<!\d)" + _S_DSEP.join(d[::-1]) + r"(?!\d)")
    toks = nv.split(" ")
    chunks = re.findall(r"\d+|[^\W\d_]+", nv)
    for alt in ([" ".join(reversed(toks))] if len(toks) > 1 else []) + \
               ([" ".join(reversed(chunks))] if len(chunks) > 1 else []):
        rp = _vregex(alt)
        if rp and rp not in pats:
            pats.append(rp)
    if any(_is_ar(c) for c in nv):
        rp = _vregex(nv[::-1])
        if rp and rp not in pats:
            pats.append(rp)
    return [re.compile(x) for x in pats]


def _sparts(v):
    out = []
    for t in re.split(r"[\s\-]+", snorm(v)):
        t = t.strip(".,;:()")
        if len(t) >= 3 and t not in _S_IGNORE:
            out.append(t)
    return out


def _part_re(tok):
    if _is_ar(tok[0]):
        alt = "(?:" + _S_CLITIC + re.escape(tok) + "|" + re.escape(tok[::-1]) + ")"
        return re.compile(r"(?<![^\W\d_])" + alt + r"(?![^\W\d_])")
    return re.compile(r"(?<![^\W\d_])" + re.escape(tok) + r"(?![^\W\d_])")


def fair_check(text, sens, decs):
    """Mask exactly the listed values (scorer-style matching); nothing may leak, every decoy must survive."""
    probs = []
    masked = snorm(text)
    for s in sorted(sens, key=lambda x: -len(x["value"])):
        for pat in _vpatterns(s["value"]):
            masked = pat.sub(" # ", masked)
    for s in sens:
        if s["type"] == "PERSON":
            for t in _sparts(s["value"]):
                if _part_re(t).search(masked):
                    probs.append(f"name part {t!r} survives exact masking")
    for v in decs:
        if not any(p.search(masked) for p in _vpatterns(v)):
            probs.append(f"decoy {v!r} destroyed by exact masking")
    return probs


def self_check(text, sens, decs):
    probs = fair_check(text, sens, decs)
    if not sens or not decs:
        probs.append("no values or no decoys")
    for s in sens:
        if s["value"] not in text:
            probs.append(f"value missing {s['value']!r}")
        if s["value"] != s["value"].strip() or not s["value"]:
            probs.append(f"value not stripped {s['value']!r}")
        if s["type"] == "DOB":
            ys = [int(y) for y in re.findall(r"(?<!\d)\d{4}(?!\d)", s["value"].translate(FROM_AR))]
            if not ys or not 1940 <= ys[0] <= 2024:
                probs.append(f"DOB year {s['value']!r}")
    parts = set()
    for s in sens:
        if s["type"] == "PERSON":
            parts.update(name_parts(s["value"]))
    for v in decs:
        if v not in text:
            probs.append(f"decoy missing {v!r}")
        cv = compact(v)
        if not cv:
            probs.append(f"empty decoy {v!r}")
        if set(words(v)) & parts:
            probs.append(f"decoy holds a name part {v!r}")
        for s in sens:
            cs = compact(s["value"])
            if cs in cv or cv in cs:
                probs.append(f"decoy {v!r} vs value {s['value']!r}")
            i = text.find(v)
            while i >= 0:
                j = text.find(s["value"])
                while j >= 0:
                    if i < j + len(s["value"]) and j < i + len(v):
                        probs.append(f"decoy {v!r} overlaps {s['value']!r}")
                    j = text.find(s["value"], j + 1)
                i = text.find(v, i + 1)
        if re.fullmatch(r"[\d\s.\-]+", v):
            dg = re.sub(r"\D", "", v)
            if len(dg) == 16 and luhn_ok(dg):
                probs.append(f"decoy passes Luhn {v!r}")
            if len(dg) == 20 and int(dg[18:]) == rib_key(dg[:18]):
                probs.append(f"decoy passes RIB key {v!r}")
    # name parts must not occur outside the recorded values
    t = norm(text)
    ft = fold(t)
    spans = []
    for s in sens:
        for m in re.finditer(re.escape(norm(s["value"])), t):
            spans.append((m.start(), m.end()))
    if len(ft) == len(t):
        for s in sens:
            if s["type"] != "PERSON":
                continue
            for part in name_parts(s["value"]):
                for m in re.finditer(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", ft):
                    if not any(a <= m.start() and m.end() <= b for a, b in spans):
                        probs.append(f"name part {part!r} outside any value")
    else:
        for s in sens:
            if s["type"] == "PERSON":
                for part in name_parts(s["value"]):
                    n_all = len(re.findall(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", fold(text)))
                    n_in = sum(len(re.findall(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", fold(x["value"])))
                               for x in sens if x["type"] in ("PERSON", "EMAIL"))
                    if n_all > n_in:
                        probs.append(f"name part {part!r} outside any value (approx)")
    return probs


# ====================================================================== driver
class Generator:
    def __init__(self, seed, names_dir, corpus_manifest):
        self.seed = seed
        refused = set()
        for path in sorted(glob.glob(os.path.join(names_dir, "*.txt"))):
            with open(path, encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    refused.update(words(line))
        if os.path.isfile(corpus_manifest):
            with open(corpus_manifest, encoding="utf-8") as fh:
                for d in json.load(fh):
                    for s in d.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            refused.update(words(s["value"]))
        with open(os.path.abspath(__file__), encoding="utf-8") as fh:
            refused.update(words(fh.read()))
        refused -= PARTICLES
        self.names = NameMaker(refused)

    def build(self, idx, kind, fn, lang, fmt):
        last = None
        for k in range(200):
            D = Doc(self, self.seed, idx, lang, fmt, k)
            blocks = fn(D, lang, fmt)
            rr = random.Random(f"gen_eleventh/{self.seed}/{idx}/doc#{k}/render")
            if fmt == "txt":
                data = render_txt(blocks, lang, rr).encode("utf-8")
                text = data.decode("utf-8")
            elif fmt == "md":
                data = render_md(blocks, lang, rr).encode("utf-8")
                text = data.decode("utf-8")
            elif fmt == "csv":
                data = render_csv(blocks, lang, rr).encode("utf-8")
                text = data.decode("utf-8")
            else:
                data = render_docx(blocks, lang, rr)
                text = docx_text(data)
            probs = self_check(text, D.sens, D.dec)
            if not probs:
                return data, D.sens, D.dec
            last = probs
        raise RuntimeError(f"document {idx} ({kind}/{lang}) failed its self-check: {last[:5]}")

    def run(self, out):
        os.makedirs(out, exist_ok=True)
        manifest = []
        idx = 0
        for kind, fn, variants in KINDS:
            for lang, fmt in variants:
                idx += 1
                data, sens, dec = self.build(idx, kind, fn, lang, fmt)
                fname = f"{idx:03d}_{kind}_{lang}.{fmt}"
                with open(os.path.join(out, fname), "wb") as fh:
                    fh.write(data)
                manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                                 "sensitive": sens, "decoys": dec})
        with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8", newline="\n") as fh:
            json.dump(manifest, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=os.path.join(REPO, "crates", "caviard", "data", "names"))
    ap.add_argument("--corpus-manifest",
                    default=os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json")))
    a = ap.parse_args(argv)
    if not os.path.isdir(a.names_dir):
        print(f"warning: names dir {a.names_dir} not found; names refused only against the corpus and templates",
              file=sys.stderr)
    if not os.path.isfile(a.corpus_manifest):
        print(f"warning: corpus manifest {a.corpus_manifest} not found", file=sys.stderr)
    m = Generator(a.seed, a.names_dir, a.corpus_manifest).run(a.out)
    nv = sum(len(d["sensitive"]) for d in m)
    nd = sum(len(d["decoys"]) for d in m)
    print(f"wrote {len(m)} documents, {nv} values, {nd} decoys to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
