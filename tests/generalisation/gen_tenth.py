#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Tenth held-out test-document generator for Caviard (16 new document kinds).

Provenance
    Written from scratch for this set.  While writing it I read only
    ../shared/README.md, ../shared/corpus/README.md (manifest format, value
    types, decoy idea) and ../shared/eval/score.py (normalisation and matching
    rules).  I read no detector source, no other generator, no name list and no
    corpus document.  Every sentence, label and template below is original;
    every person is invented by joining syllables; every identifier is
    synthetic (RIB keys, IBAN check digits and card Luhn digits are computed so
    that the values are syntactically valid).  At run time the script reads,
    without anyone looking at them, the *.txt files of --names-dir and the
    PERSON values of --corpus-manifest, only to REFUSE candidate name parts.

Usage
    python3 tests/generalisation/gen_tenth.py --seed N --out DIR \
        [--names-dir D] [--corpus-manifest M]

    Writes 48 documents (16 kinds x 3 language/format variants) and
    DIR/manifest.json in the corpus manifest format.  Languages: fr, ar, en,
    mixed (French and Arabic in one document).  Formats: txt, md, csv, docx
    (minimal DOCX built with zipfile).  Standard library only.

Randomness rule
    Output is a pure function of --seed (and of the refusal lists).  Every
    name slot draws from its own random.Random stream seeded with the string
    "gen_tenth/<seed>/<document index>/name:<slot label>"; all other choices of
    a document come from the stream "gen_tenth/<seed>/<document index>/doc#<k>"
    (k is a retry counter, bumped only if a self-check of the document fails).
    String seeds are hashed with SHA-512 by random.Random, so results do not
    depend on PYTHONHASHSEED.  A candidate name is refused when one of its
    folded parts (particles such as Ben/El/بن/بنت excepted) occurs in any *.txt
    file of --names-dir, equals a part of a corpus PERSON value, or is a word
    of this script (templates, lists, syllables); the slot then draws again
    from its own stream.
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

# --------------------------------------------------------------------------- folding
_AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj",
             "بن", "بنت", "ابن", "عبد", "ال"}
AR_CLITICS = ("لل", "و", "ب", "ل", "ف", "ك")


def fold(s):
    """NFKC, drop Arabic diacritics, strip Latin accents and hamza marks, casefold,
    ة -> ه, ى -> ي."""
    s = unicodedata.normalize("NFKC", s)
    s = _AR_DIAC.sub("", s)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = unicodedata.normalize("NFC", s).casefold()
    return s.translate({ord("ة"): "ه", ord("ى"): "ي"})


def words(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def is_ar(ch):
    return "\u0600" <= ch <= "\u06ff"


IND = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def stream(seed, idx, label):
    return random.Random(f"gen_tenth/{seed}/{idx}/{label}")


# --------------------------------------------------------------------------- syllables
G_ON = [("Ka", "كا"), ("Ra", "را"), ("Sa", "سا"), ("Ha", "حا"), ("Na", "نا"), ("Za", "زا"),
        ("Ta", "تا"), ("Fa", "فا"), ("Ja", "جا"), ("Ba", "با"), ("Wa", "وا"), ("Ya", "يا"),
        ("La", "لا"), ("Da", "دا"), ("Sou", "سو"), ("Kho", "خو"), ("Ghe", "غ"), ("Chi", "شي"),
        ("Tou", "تو"), ("Mou", "مو"), ("Ri", "ري"), ("Ni", "ني"), ("Ou", "أو"), ("A", "أ"),
        ("I", "إ"), ("Dhi", "ذي"), ("Qa", "قا"), ("Se", "س")]
G_MID = [("mi", "مي"), ("ri", "ري"), ("lou", "لو"), ("ba", "با"), ("si", "سي"), ("na", "نا"),
         ("di", "دي"), ("ki", "كي"), ("za", "زا"), ("fe", "ف"), ("thi", "ثي"), ("ja", "جا"),
         ("wi", "وي"), ("ha", "ها"), ("to", "تو"), ("ghou", "غو")]
M_END = [("r", "ر"), ("d", "د"), ("n", "ن"), ("l", "ل"), ("m", "م"), ("k", "ك"), ("s", "س"),
         ("f", "ف"), ("b", "ب"), ("z", "ز"), ("der", "در"), ("ssen", "سن"), ("har", "هار"),
         ("mir", "مير"), ("ouf", "وف"), ("tem", "تم"), ("lid", "ليد")]
F_END = [("na", "نة"), ("ra", "رة"), ("la", "لة"), ("ssa", "سة"), ("ima", "يمة"), ("ya", "ية"),
         ("fa", "فة"), ("ja", "جة"), ("ouda", "ودة"), ("ha", "هة"), ("ine", "ين"), ("ssia", "سية"),
         ("wa", "وى")]
F_ON = [("Zar", "زر"), ("Mes", "مس"), ("Ghal", "غل"), ("Tar", "تر"), ("Bou", "بو"), ("Kar", "كر"),
        ("Sel", "سل"), ("Dal", "دل"), ("Fer", "فر"), ("Ham", "هم"), ("Jer", "جر"), ("Khem", "خم"),
        ("Lag", "لق"), ("Mak", "مك"), ("Naf", "نف"), ("Rez", "رز"), ("Sah", "سح"), ("Tob", "طب"),
        ("Wer", "ور"), ("Yaz", "يز"), ("Chek", "شك"), ("Dh", "ذ"), ("Gar", "قر"), ("Hbi", "حبي")]
F_MID = [("ka", "كا"), ("ti", "تي"), ("ra", "را"), ("ba", "با"), ("lou", "لو"), ("mi", "مي"),
         ("dou", "دو"), ("na", "نا"), ("gha", "غا"), ("zi", "زي"), ("", "")]
F_END2 = [("oui", "وي"), ("i", "ي"), ("ani", "اني"), ("ine", "ين"), ("ache", "اش"), ("ou", "و"),
          ("ssi", "سي"), ("ri", "ري"), ("a", "ة"), ("ane", "ان"), ("ed", "د"), ("ouli", "ولي"),
          ("tti", "تي")]


def _join(parts):
    lat = re.sub(r"([aeiou])\1+", r"\1", "".join(p[0] for p in parts).lower())
    lat = re.sub(r"(ou)(?:o?u)+", r"\1", lat)
    ar = re.sub(r"([\u0621-\u064a])\1+", r"\1", "".join(p[1] for p in parts))
    ar = ar.replace("اة", "ة").replace("اى", "ى")
    return lat[:1].upper() + lat[1:], ar


def make_given(r, g):
    parts = [r.choice(G_ON)]
    if g == "m" and r.random() < 0.75 or g == "f" and r.random() < 0.35:
        parts.append(r.choice(G_MID))
    parts.append(r.choice(M_END if g == "m" else F_END))
    return _join(parts)


def make_family(r):
    core = _join([r.choice(F_ON), r.choice(F_MID), r.choice(F_END2)])
    x = r.random()
    if x < 0.25:
        return "Ben " + core[0], "بن " + core[1], core
    if x < 0.35:
        return "El " + core[0], "ال" + core[1], core
    return core[0], core[1], core


class Person:
    def __init__(self, g, first, first_ar, last, last_ar, father, father_ar):
        self.g, self.first, self.first_ar = g, first, first_ar
        self.last, self.last_ar = last, last_ar
        self.father, self.father_ar = father, father_ar

    def parts(self):
        out = []
        for v in (self.first, self.first_ar, self.last, self.last_ar, self.father, self.father_ar):
            for t in words(v):
                if t in PARTICLES:
                    continue
                out.append(t)
                if t.startswith("ال") and len(t) > 4:
                    out.append(t[2:])
        return out

    def form(self, f):
        bn = "بنت" if self.g == "f" else "بن"
        bl = "bent" if self.g == "f" else "ben"
        return {
            "fl": f"{self.first} {self.last}",
            "FL": f"{self.first} {self.last.upper()}",
            "LF": f"{self.last.upper()} {self.first}",
            "Lf": f"{self.last} {self.first}",
            "lower": f"{self.first} {self.last}".lower(),
            "UP": f"{self.first} {self.last}".upper(),
            "i": f"{self.first[0]}. {self.last}",
            "iL": f"{self.first[0]}. {self.last.upper()}",
            "Li": f"{self.last.upper()} {self.first[0]}.",
            "l": self.last,
            "L": self.last.upper(),
            "f": self.first,
            "fbl": f"{self.first} {bl} {self.father} {self.last}",
            "slash": f"{self.last.upper()}/{self.first.upper()}",
            "a": f"{self.first_ar} {self.last_ar}",
            "abl": f"{self.first_ar} {bn} {self.father_ar} {self.last_ar}",
            "la": f"{self.last_ar} {self.first_ar}",
            "al": self.last_ar,
            "af": self.first_ar,
        }[f]


# --------------------------------------------------------------------------- reference data
CITIES = [("1000", "Tunis", "تونس"), ("2080", "Ariana", "أريانة"), ("2070", "La Marsa", "المرسى"),
          ("2013", "Ben Arous", "بن عروس"), ("4000", "Sousse", "سوسة"), ("3000", "Sfax", "صفاقس"),
          ("5000", "Monastir", "المنستير"), ("8000", "Nabeul", "نابل"), ("7000", "Bizerte", "بنزرت"),
          ("6000", "Gabès", "قابس"), ("3100", "Kairouan", "القيروان"), ("5100", "Mahdia", "المهدية"),
          ("2100", "Gafsa", "قفصة"), ("4100", "Médenine", "مدنين"), ("8100", "Jendouba", "جندوبة"),
          ("9000", "Béja", "باجة"), ("7100", "Le Kef", "الكاف"), ("2200", "Tozeur", "توزر"),
          ("4170", "Zarzis", "جرجيس"), ("8090", "Kélibia", "قليبية")]
STREETS = [("rue des Jasmins", "نهج الياسمين"), ("rue Ibn Rachiq", "نهج ابن رشيق"),
           ("avenue de la Liberté", "شارع الحرية"), ("rue de Marseille", "نهج مرسيليا"),
           ("avenue Farhat Hached", "شارع فرحات حشاد"), ("rue des Orangers", "نهج البرتقال"),
           ("rue Tahar Sfar", "نهج الطاهر صفر"), ("avenue Taïeb Mhiri", "شارع الطيب المهيري"),
           ("rue de Palestine", "نهج فلسطين"), ("rue Ali Belhouane", "نهج علي بلهوان"),
           ("avenue des Martyrs", "شارع الشهداء"), ("rue El Jazira", "نهج الجزيرة"),
           ("rue Abou El Kacem Chebbi", "نهج أبو القاسم الشابي"), ("avenue de Carthage", "شارع قرطاج"),
           ("rue des Tisserands", "نهج النساجين"), ("rue de l'Olivier", "نهج الزيتونة")]
RESID = [("Les Pins", "الصنوبر"), ("El Manar", "المنار"), ("Les Jardins", "الحدائق"),
         ("Yasmine", "الياسمين"), ("Essalem", "السلام"), ("Les Dunes", "الكثبان")]
FOREIGN = {"it": ("Italian", "Via Garibaldi 27, 10122 Torino, Italia"),
           "de": ("German", "Kastanienallee 14, 10435 Berlin"),
           "fr": ("French", "8 rue des Tanneurs, 67000 Strasbourg"),
           "uk": ("British", "22 Queen's Road, Brighton BN1 3XE"),
           "es": ("Spanish", "Calle del Pez 9, 28004 Madrid"),
           "dz": ("Algerian", "12 rue Didouche Mourad, 16000 Alger")}
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
MONTHS_AR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر",
             "نوفمبر", "ديسمبر"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
BANK_CODES = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "25"]

HEALTH = {
    "chronic": {
        "fr": ["diabète de type 2 sous insuline", "hypertension artérielle", "asthme persistant", "épilepsie",
               "insuffisance rénale chronique", "sclérose en plaques", "polyarthrite rhumatoïde",
               "maladie de Crohn", "drépanocytose", "hypothyroïdie traitée par lévothyroxine"],
        "ar": ["داء السكري من النوع الثاني", "ارتفاع ضغط الدم", "الربو المزمن", "الصرع", "قصور كلوي مزمن",
               "التصلب اللويحي", "التهاب المفاصل الروماتويدي", "داء كرون", "فقر الدم المنجلي",
               "قصور الغدة الدرقية"],
        "en": ["type 2 diabetes on insulin", "high blood pressure", "persistent asthma", "epilepsy",
               "chronic kidney disease", "multiple sclerosis", "rheumatoid arthritis", "Crohn's disease",
               "sickle cell disease", "hypothyroidism treated with levothyroxine"]},
    "mental": {
        "fr": ["épisode dépressif majeur", "trouble anxieux généralisé", "trouble bipolaire",
               "syndrome d'épuisement professionnel", "état de stress post-traumatique"],
        "ar": ["اكتئاب حاد", "اضطراب القلق العام", "الاضطراب الثنائي القطب", "الاحتراق المهني",
               "اضطراب ما بعد الصدمة"],
        "en": ["major depressive episode", "generalised anxiety disorder", "bipolar disorder",
               "burnout syndrome", "post-traumatic stress disorder"]},
    "injury": {
        "fr": ["entorse de la cheville", "fracture du poignet", "traumatisme crânien léger",
               "brûlure du second degré à la main", "luxation de l'épaule"],
        "ar": ["التواء في الكاحل", "كسر في المعصم", "رضة خفيفة في الرأس", "حرق من الدرجة الثانية في اليد",
               "خلع في الكتف"],
        "en": ["sprained ankle", "broken wrist", "mild head injury", "second-degree burn to the hand",
               "dislocated shoulder"]},
    "disability": {
        "fr": ["surdité partielle appareillée", "déficience visuelle", "paraplégie (fauteuil roulant)",
               "amputation de la jambe gauche", "dyslexie sévère"],
        "ar": ["ضعف السمع", "إعاقة بصرية", "شلل نصفي سفلي", "بتر الساق اليسرى", "عسر القراءة الحاد"],
        "en": ["partial hearing loss", "visual impairment", "paraplegia (wheelchair user)",
               "left leg amputation", "severe dyslexia"]},
    "allergy": {
        "fr": ["allergie aux arachides", "allergie aux protéines de lait de vache",
               "maladie cœliaque (régime sans gluten)", "allergie aux œufs", "asthme du nourrisson"],
        "ar": ["حساسية من الفول السوداني", "حساسية من بروتين حليب البقر", "الداء البطني (حمية دون غلوتين)",
               "حساسية من البيض", "ربو الرضع"],
        "en": ["peanut allergy", "cow's milk protein allergy", "coeliac disease (gluten-free diet)",
               "egg allergy", "infant asthma"]},
    "blood": {
        "fr": ["hémoglobine basse (anémie)", "traitement antibiotique en cours", "hépatite B",
               "hypertension non contrôlée", "paludisme contracté l'an dernier"],
        "ar": ["انخفاض الهيموغلوبين (فقر الدم)", "علاج بالمضادات الحيوية", "التهاب الكبد الفيروسي صنف ب",
               "ارتفاع ضغط الدم غير المستقر", "إصابة سابقة بالملاريا"],
        "en": ["low haemoglobin (anaemia)", "on antibiotic treatment", "hepatitis B",
               "uncontrolled hypertension", "malaria last year"]},
    "death": {
        "fr": ["arrêt cardio-respiratoire", "infarctus du myocarde", "accident vasculaire cérébral",
               "cancer du poumon", "insuffisance cardiaque"],
        "ar": ["سكتة قلبية", "احتشاء عضلة القلب", "جلطة دماغية", "سرطان الرئة", "قصور في القلب"],
        "en": ["cardiac arrest", "myocardial infarction", "stroke", "lung cancer", "heart failure"]},
    "sport": {
        "fr": ["hernie discale L4-L5", "asthme d'effort", "prothèse totale du genou", "arythmie cardiaque",
               "tendinite chronique de l'épaule"],
        "ar": ["انزلاق غضروفي", "ربو الجهد", "مفصل ركبة اصطناعي", "اضطراب نظم القلب", "التهاب وتر الكتف"],
        "en": ["herniated disc", "exercise-induced asthma", "total knee replacement", "cardiac arrhythmia",
               "chronic shoulder tendinitis"]},
}


# --------------------------------------------------------------------------- checksums
def rib_key(d18):
    return 97 - (int(d18) * 100) % 97


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return 98 - int(num) % 97


def luhn_ok(digits):
    tot = 0
    for i, c in enumerate(reversed(digits)):
        n = int(c)
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def luhn_complete(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def grp(v, sep):
    s = str(v)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


# --------------------------------------------------------------------------- the refusal lists
class Refusal:
    def __init__(self, names_dir, corpus_manifest):
        self.bad = set()
        self.sources = {}
        n = 0
        if names_dir and os.path.isdir(names_dir):
            for path in sorted(glob.glob(os.path.join(names_dir, "*.txt"))):
                with open(path, encoding="utf-8", errors="replace") as fh:
                    for line in fh:
                        line = line.strip()
                        if not line or line.startswith("#"):
                            continue
                        self.bad.add(fold(line))
                        self.bad.update(words(line))
                        n += 1
        else:
            print(f"gen_tenth: warning: names dir {names_dir!r} not found, lists not used", file=sys.stderr)
        self.sources["names"] = n
        m = 0
        if corpus_manifest and os.path.isfile(corpus_manifest):
            with open(corpus_manifest, encoding="utf-8") as fh:
                for d in json.load(fh):
                    for s in d.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            self.bad.update(words(s["value"]))
                            m += 1
        self.sources["corpus_person_values"] = m
        with open(os.path.abspath(__file__), encoding="utf-8") as fh:
            src = fh.read()
        for w in words(src):
            self.bad.add(w)
            self.bad.add(w[::-1])
            if is_ar(w[0]):
                for c in AR_CLITICS:
                    if w.startswith(c) and len(w) > len(c) + 1:
                        self.bad.add(w[len(c):])

    def refused(self, part):
        return part in self.bad


# --------------------------------------------------------------------------- document model
class Doc:
    def __init__(self, refusal, seed, idx, kind, lang, fmt, attempt=0):
        self.ref = refusal
        self.seed, self.idx, self.kind, self.lang, self.fmt = seed, idx, kind, lang, fmt
        self.rng = stream(seed, idx, f"doc#{attempt}")
        self.blocks = []
        self.sensitive = []
        self.decoys = []
        self.people = {}
        self.sep = ";"

    # ---- bookkeeping
    def S(self, t, v):
        e = {"type": t, "value": v}
        if e not in self.sensitive:
            self.sensitive.append(e)
        return v

    def D(self, v):
        if v not in self.decoys:
            self.decoys.append(v)
        return v

    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    def T(self, fr=None, ar=None, en=None, mx=None):
        if self.lang == "fr":
            return fr
        if self.lang == "ar":
            return ar
        if self.lang == "en":
            return en
        return mx if mx is not None else f"{fr} / {ar}"

    # ---- blocks
    def h(self, text, lvl=1):
        self.blocks.append(("h", text, lvl))

    def p(self, *runs):
        self.blocks.append(("p", list(runs)))

    def kv(self, pairs, style="colon", head=None):
        self.blocks.append(("kv", pairs, style, head))

    def table(self, head, rows):
        self.blocks.append(("table", head, rows))

    def blank(self):
        self.blocks.append(("blank",))

    # ---- people
    def person(self, slot, g=None, family=None):
        if slot in self.people:
            return self.people[slot]
        r = stream(self.seed, self.idx, "name:" + slot)
        g = g or r.choice("mf")
        taken = set()
        for other in self.people.values():
            taken.update(other.parts())
        if family is not None:
            taken.difference_update(family.parts())
        for _ in range(5000):
            first, first_ar = make_given(r, g)
            if family is not None:
                last, last_ar = family.last, family.last_ar
            else:
                last, last_ar, _core = make_family(r)
            father, father_ar = make_given(r, "m")
            if family is not None and family.g == "m":
                father, father_ar = family.first, family.first_ar
            p = Person(g, first, first_ar, last, last_ar, father, father_ar)
            parts = p.parts()
            own = [x for x in parts if family is None or x not in family.parts()]
            if any(len(x) < 3 for x in words(first) + words(last) if x not in PARTICLES):
                continue
            if any(self.ref.refused(x) for x in parts):
                continue
            if any(x in taken for x in own):
                continue
            if len(set(words(first + " " + father))) < 2:
                continue
            self.people[slot] = p
            return p
        raise RuntimeError("no acceptable name for slot " + slot)

    def nm(self, p, form):
        return self.S("PERSON", p.form(form))

    def gx(self, p, m, f):
        return f if p.g == "f" else m

    def hon(self, p, lang=None, long=False):
        lang = lang or (self.lang if self.lang != "mixed" else "fr")
        if lang == "fr":
            return ("Madame" if long else "Mme") if p.g == "f" else ("Monsieur" if long else "M.")
        if lang == "en":
            return self.pick(["Ms", "Mrs"]) if p.g == "f" else self.pick(["Mr", "Mr."])
        return "السيدة" if p.g == "f" else "السيد"

    # ---- identifiers
    def _ind(self, lang, p=0.3):
        lang = lang or self.lang
        return lang == "ar" and self.chance(p)

    def cin(self, lang=None):
        r = self.rng
        v = r.choice("01") + "".join(r.choice("0123456789") for _ in range(7))
        x = r.random()
        if x < 0.12:
            v = f"{v[:2]} {v[2:5]} {v[5:]}"
        if self._ind(lang):
            v = v.translate(IND)
        return self.S("CIN", v)

    def passport(self, kind="tn"):
        r = self.rng
        dg = lambda n: "".join(r.choice("0123456789") for _ in range(n))
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        if kind == "tn":
            v = r.choice(L) + dg(6)
        elif kind == "fr":
            v = dg(2) + r.choice(L) + r.choice(L) + dg(5)
        elif kind == "it":
            v = "Y" + r.choice(L) + dg(7)
        elif kind in ("uk", "dz"):
            v = dg(9)
        elif kind == "es":
            v = r.choice(L) + r.choice(L) + r.choice(L) + dg(6)
        else:
            v = "C" + "".join(r.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
        return self.S("PASSPORT", v)

    def _rib_digits(self):
        r = self.rng
        d18 = r.choice(BANK_CODES) + "".join(r.choice("0123456789") for _ in range(16))
        return d18 + f"{rib_key(d18):02d}"

    def rib(self):
        v = self._rib_digits()
        st = self.rng.randrange(5)
        if st == 0:
            s = f"{v[:2]} {v[2:5]} {v[5:18]} {v[18:]}"
        elif st == 1:
            s = v
        elif st == 2:
            s = f"{v[:2]}-{v[2:5]}-{v[5:18]}-{v[18:]}"
        elif st == 3:
            s = f"{v[:5]} {v[5:18]} {v[18:]}"
        else:
            s = " ".join(v[i:i + 4] for i in range(0, 20, 4))
        return self.S("RIB", s)

    def iban(self):
        v = self._rib_digits()
        full = f"TN{iban_check('TN', v):02d}{v}"
        st = self.rng.randrange(3)
        if st == 0:
            s = " ".join(full[i:i + 4] for i in range(0, 24, 4))
        elif st == 1:
            s = full
        else:
            s = f"TN {full[2:4]} " + " ".join(v[i:i + 4] for i in range(0, 20, 4))
        return self.S("IBAN", s)

    def card(self):
        r = self.rng
        body = r.choice(["4", "51", "53", "55"])
        body += "".join(r.choice("0123456789") for _ in range(15 - len(body)))
        v = luhn_complete(body)
        st = r.randrange(3)
        s = " ".join(v[i:i + 4] for i in range(0, 16, 4)) if st == 0 else \
            "-".join(v[i:i + 4] for i in range(0, 16, 4)) if st == 1 else v
        return self.S("CARD", s)

    def phone(self, lang=None, foreign=None):
        r = self.rng
        dg = lambda n: "".join(r.choice("0123456789") for _ in range(n))
        if foreign:
            code = foreign if foreign in FOREIGN else r.choice(sorted(FOREIGN))
            s = {"fr": lambda: r.choice([f"+33 6 {dg(2)} {dg(2)} {dg(2)} {dg(2)}", f"0033 7{dg(8)}"]),
                 "it": lambda: f"+39 3{dg(2)} {dg(3)} {dg(4)}",
                 "de": lambda: f"+49 15{dg(1)} {dg(8)}",
                 "uk": lambda: f"+44 7{dg(3)} {dg(6)}",
                 "es": lambda: f"+34 6{dg(2)} {dg(3)} {dg(3)}",
                 "dz": lambda: f"+213 5{dg(2)} {dg(2)} {dg(2)} {dg(2)}"}[code]()
            return self.S("PHONE", s)
        first = r.choice("22559997734")
        second = r.choice("12345678") if first == "7" else r.choice("0123456789")
        d = first + second + dg(6)
        a, b, c = d[:2], d[2:5], d[5:]
        s = r.choice([f"+216 {a} {b} {c}", f"{a} {b} {c}", f"{a}.{b}.{c}", f"(+216) {a}-{b}-{c}",
                      f"00216{d}", f"+216{d}", f"{a} {d[2:4]} {d[4:6]} {d[6:]}", f"216 {a} {b} {c}", d,
                      f"+216 {a} {d[2:4]} {d[4:6]} {d[6:]}"])
        if self._ind(lang, 0.35):
            s = s.translate(IND)
        return self.S("PHONE", s)

    def email(self, p):
        r = self.rng
        f = p.first.lower()
        l = p.last.lower().replace(" ", "")
        dom = r.choice(["gmail.com", "yahoo.fr", "topnet.tn", "planet.tn", "outlook.com", "gnet.tn",
                        "hotmail.fr", "laposte.net"])
        local = r.choice([f"{f}.{l}", f"{f[0]}{l}", f"{l}.{f}{r.randint(70, 99)}", f"{f}_{l[:4]}",
                          f"{l}-{f[0]}"])
        return self.S("EMAIL", f"{local}@{dom}")

    def tax_id(self):
        r = self.rng
        num = "".join(r.choice("0123456789") for _ in range(7))
        key = r.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
        tva, cat = r.choice("APBDN"), r.choice("MCPN")
        s = r.choice([f"{num}{key}/{tva}/{cat}/000", f"{num}/{key}/{tva}/{cat}/000", f"{num} {key} {tva} {cat} 000",
                      f"{num}{key}{tva}{cat}000", f"{num}{key}"])
        return self.S("TAX_ID", s)

    def cnss(self):
        r = self.rng
        n = "".join(r.choice("0123456789") for _ in range(8))
        k = f"{r.randint(0, 99):02d}"
        s = r.choice([f"{n}-{k}", f"{n}{k}", f"{n} {k}", f"{n}/{k}"])
        return self.S("CNSS", s)

    def _date(self, y, m, dd, lang, style):
        if style == "slash":
            return f"{dd:02d}/{m:02d}/{y}"
        if style == "dot":
            return f"{dd:02d}.{m:02d}.{y}"
        if style == "iso":
            return f"{y}-{m:02d}-{dd:02d}"
        if style == "dash":
            return f"{dd:02d}-{m:02d}-{y}"
        if lang == "fr":
            return f"{'1er' if dd == 1 else dd} {MONTHS_FR[m - 1]} {y}"
        if lang == "ar":
            return f"{dd} {MONTHS_AR[m - 1]} {y}"
        if style == "us":
            return f"{MONTHS_EN[m - 1]} {dd}, {y}"
        return f"{dd} {MONTHS_EN[m - 1]} {y}"

    def dob(self, lang=None, child=False, style=None):
        lang = lang or (self.lang if self.lang != "mixed" else "fr")
        r = self.rng
        y = r.randint(2021, 2024) if child else r.randint(1948, 2004)
        m, dd = r.randint(1, 12), r.randint(1, 28)
        style = style or r.choice(["slash", "slash", "dot", "iso", "long", "long", "dash", "us"])
        s = self._date(y, m, dd, lang, style)
        if self._ind(lang, 0.3):
            s = s.translate(IND)
        return self.S("DOB", s)

    def address(self, lang=None, foreign=False):
        lang = lang or (self.lang if self.lang != "mixed" else "fr")
        r = self.rng
        if foreign:
            code = foreign if foreign in FOREIGN else r.choice(sorted(FOREIGN))
            return self.S("ADDRESS", FOREIGN[code][1])
        cp, city, city_ar = r.choice(CITIES)
        st, st_ar = r.choice(STREETS)
        res, res_ar = r.choice(RESID)
        n, a = r.randint(2, 148), r.randint(1, 24)
        if lang == "ar":
            s = r.choice([f"{n} {st_ar}، {cp} {city_ar}", f"عدد {n} {st_ar}، {city_ar} {cp}",
                          f"إقامة {res_ar}، شقة {a}، {st_ar}، {city_ar}", f"{st_ar} عدد {n}، {city_ar}"])
        elif lang == "en":
            s = r.choice([f"Flat {a}, {n} {st[0].upper() + st[1:]}, {city} {cp}",
                          f"{n} {st[0].upper() + st[1:]}, {city} {cp}, Tunisia",
                          f"Residence {res}, apt {a}, {city} {cp}"])
        else:
            s = r.choice([f"{n}, {st}, {cp} {city}", f"{n} {st} {cp} {city}",
                          f"Résidence {res}, appt {a}, {st}, {cp} {city}", f"{st} n° {n}, {city}"])
        return self.S("ADDRESS", s)

    def plate(self, lang=None):
        lang = lang or self.lang
        r = self.rng
        se, nu = r.randint(80, 259), r.randint(11, 9999)
        opts = [f"{se} تونس {nu}", f"{se} TU {nu}", f"{se} TUN {nu}", f"{se}-TU-{nu}", f"{se}TU{nu}",
                f"{nu} تونس {se}", f"{se} Tunis {nu}"]
        if lang == "ar":
            opts = [f"{se} تونس {nu}", f"{nu} تونس {se}", f"{se} تونس {nu}".translate(IND), f"{se} ت {nu}"]
        return self.S("PLATE", r.choice(opts))

    def health(self, cat, lang=None):
        lang = lang or (self.lang if self.lang != "mixed" else "fr")
        return self.S("HEALTH", self.rng.choice(HEALTH[cat][lang]))

    def hpair(self, cat):
        """The same condition in French and in Arabic."""
        i = self.rng.randrange(len(HEALTH[cat]["fr"]))
        return self.S("HEALTH", HEALTH[cat]["fr"][i]), self.S("HEALTH", HEALTH[cat]["ar"][i])

    # ---- decoys
    def d_amount(self, lang=None, lo=40, hi=250000):
        lang = lang or (self.lang if self.lang != "mixed" else "fr")
        r = self.rng
        v = r.randint(lo, hi)
        mil = r.choice([0, 500, 250, r.randint(1, 999)])
        if lang == "en":
            s = r.choice([f"TND {grp(v, ',')}.{mil:03d}", f"{grp(v, ',')} TND", f"{grp(v, ',')}.{mil:03d} dinars"])
        elif lang == "ar":
            s = r.choice([f"{v} دينارا", f"{grp(v, ' ')},{mil:03d} د.ت", f"{grp(v, '.')} دينار"])
        else:
            s = r.choice([f"{grp(v, ' ')},{mil:03d} DT", f"{grp(v, ' ')} TND", f"{grp(v, '.')},{mil:03d} dinars"])
        return self.D(s)

    def d_date(self, lang=None):
        lang = lang or (self.lang if self.lang != "mixed" else "fr")
        r = self.rng
        s = self._date(r.randint(2025, 2026), r.randint(1, 12), r.randint(1, 28), lang,
                       r.choice(["slash", "long", "dot", "iso", "long"]))
        return self.D(s)

    def d_time(self):
        r = self.rng
        h, m = r.randint(8, 18), r.choice([0, 15, 30, 45, 10, 20])
        return self.D(r.choice([f"{h:02d}h{m:02d}", f"{h}:{m:02d}", f"{h} h {m:02d}"]))

    def d_pct(self, lo=2, hi=96):
        r = self.rng
        a, b = r.randint(lo, hi), r.randint(0, 99)
        return self.D(r.choice([f"{a},{b:02d} %", f"{a}.{b:02d}%", f"{a} %"]))

    def d_ref(self, pattern):
        r = self.rng
        out = ""
        for c in pattern:
            out += r.choice("0123456789") if c == "#" else r.choice("ABCDEFGHKLMNPRSTUVWXZ") if c == "@" else c
        return self.D(out)

    def d_bad16(self):
        r = self.rng
        while True:
            v = "".join(r.choice("0123456789") for _ in range(16))
            if not luhn_ok(v):
                return self.D(" ".join(v[i:i + 4] for i in range(0, 16, 4)) if r.random() < .5 else v)

    def d_bad20(self):
        r = self.rng
        d18 = "".join(r.choice("0123456789") for _ in range(18))
        k = (rib_key(d18) + r.randint(1, 90)) % 100
        if k == rib_key(d18):
            k = (k + 1) % 100
        return self.D(d18 + f"{k:02d}")


# --------------------------------------------------------------------------- kinds
def k_works_council(d):
    pres, sec, m1, m2, emp = (d.person(s) for s in ("president", "secretary", "member1", "member2", "employee"))
    date, t0 = d.d_date(), d.d_time()
    if d.lang == "fr":
        co = d.D(d.pick(["Société Méditerranéenne de Conserves", "Textiles du Sahel SA", "Câbleries de Bizerte SARL"]))
        pv = d.d_ref("PV n° 2025/0##")
        d.h("Procès-verbal de la réunion du comité consultatif d'entreprise")
        d.p(f"**{co}** — séance ordinaire du {date}, ouverte à {t0} dans la salle du conseil.")
        d.h("Membres présents", 2)
        d.table(["Qualité", "Nom", "Coordonnées"], [
            ["Président, représentant de la direction", d.nm(pres, "LF"), d.email(pres)],
            ["Secrétaire de séance", d.nm(sec, "FL"), d.phone()],
            ["Élu du collège exécution", d.nm(m1, "i"), "—"],
            ["Élu du collège maîtrise", d.nm(m2, "lower"), d.phone()]])
        d.h("Ordre du jour", 2)
        d.p(f"1. Adoption du {pv} de la séance précédente.  ")
        d.p("2. Bilan de sécurité du trimestre écoulé.  ")
        d.p("3. Situation individuelle portée par les élus.")
        d.h("Délibérations", 2)
        art = d.D("article 157 du Code du travail")
        d.p(f"Le président rappelle les obligations de l'{art} et annonce une enveloppe de {d.d_amount()} "
            f"pour renouveler les équipements de protection ; la proposition recueille {d.d_pct(51, 98)} des voix.")
        d.p(f"Sur le troisième point, {d.hon(m2)} {d.nm(m2, 'fl')} expose la situation de {d.nm(emp, 'fl')}, "
            f"immatriculé{d.gx(emp, '', 'e')} à la {d.D('CNSS')} sous le n° {d.cnss()}, absent{d.gx(emp, '', 'e')} "
            f"depuis plusieurs semaines (motif médical communiqué avec son accord : {d.health('chronic')}).")
        d.p(f"Le comité demande que le poste de {d.hon(emp)} {d.nm(emp, 'L')} soit aménagé à son retour et que "
            f"le médecin du travail soit saisi avant le {d.d_date()}.")
        d.p(f"Séance levée à {d.d_time()}.")
        d.p(f"*Le secrétaire de séance* : {d.nm(sec, 'iL')}  ")
        d.p(f"*Le président* : {d.nm(pres, 'fl')}")
    elif d.lang == "ar":
        co = d.D(d.pick(["الشركة المتوسطية للمصبرات", "شركة نسيج الساحل", "مجمع زياتين الوسط"]))
        d.h("محضر اجتماع اللجنة الاستشارية للمؤسسة")
        d.p(f"انعقد اجتماع اللجنة بمقر {co} يوم {date} على الساعة {t0} برئاسة {d.hon(pres)} {d.nm(pres, 'a')}.")
        d.p("الحاضرون:")
        d.table(["الصفة", "الاسم واللقب", "وسيلة الاتصال"], [
            ["كاتب الجلسة", d.nm(sec, "abl"), d.phone()],
            ["عضو منتخب عن سلك التنفيذ", d.nm(m1, "la"), d.email(m1)],
            ["عضو منتخب عن سلك الإطارات", d.nm(m2, "a"), "—"]])
        art = d.D("الفصل 157 من مجلة الشغل")
        d.p(f"ذكّر الرئيس بأحكام {art} وأعلن عن رصد مبلغ {d.d_amount()} لتجديد معدات الوقاية الفردية، "
            f"وقد حظي المقترح بموافقة {d.d_pct(51, 98)} من الأعضاء الحاضرين.")
        d.p(f"ثم عرض {d.hon(m1)} {d.nm(m1, 'al')} وضعية {d.nm(emp, 'abl')}، "
            f"{d.gx(emp, 'المنخرط', 'المنخرطة')} بالصندوق الوطني للضمان الاجتماعي تحت عدد {d.cnss()}، "
            f"{d.gx(emp, 'والمتغيب', 'والمتغيبة')} عن العمل منذ أسابيع بسبب {d.health('chronic')}، "
            + d.gx(emp, "وذلك بعد موافقته الكتابية على عرض ملفه.", "وذلك بعد موافقتها الكتابية على عرض ملفها."))
        d.p(f"أوصت اللجنة بتهيئة مركز عمل {d.nm(emp, 'af')} عند العودة وبعرض الملف على طبيب الشغل قبل {d.d_date()}.")
        d.p(f"رُفعت الجلسة على الساعة {d.d_time()}.")
        d.p("إمضاء الكاتب: ", d.nm(sec, "a"))
        d.p("إمضاء الرئيس: ", d.nm(pres, "al"))
    else:
        co = d.D(d.pick(["Société Méditerranéenne de Conserves", "Textiles du Sahel SA"]))
        d.h("PROCES-VERBAL DU COMITE CONSULTATIF D'ENTREPRISE")
        d.h("محضر جلسة اللجنة الاستشارية للمؤسسة")
        d.kv([("Entreprise / المؤسسة", co), ("Date / التاريخ", date), ("Heure / الساعة", t0),
              ("Président / الرئيس", d.nm(pres, "FL")), ("الكاتب / Secrétaire", d.nm(sec, "a")),
              ("Élus présents / الأعضاء الحاضرون", f"{d.nm(m1, 'Li')} ; {d.nm(m2, 'abl')}")], "nextline")
        d.p(f"Le comité examine la demande présentée pour {d.hon(emp)} {d.nm(emp, 'fl')} "
            f"(CNSS {d.cnss()}), qui présente le handicap suivant : {d.health('disability')}, et sollicite un poste sans travail de nuit. "
            f"Avis favorable à {d.d_pct(51, 98)} des voix, en application de l'{d.D('article 14 du règlement intérieur')}.")
        d.p(f"نظرت اللجنة في مطلب {d.nm(emp, 'a')} المتعلق بتغيير مركز العمل، ويمكن الاتصال به على الرقم "
            f"{d.phone('ar')} لإعلامه بالقرار قبل {d.d_date('ar')}.")
        d.p(f"Signature du président : {d.nm(pres, 'iL')}        إمضاء الكاتب : {d.nm(sec, 'al')}")


def k_interview(d):
    c = d.person("candidate")
    if d.lang == "en":
        p1, p2, p3 = d.person("chair"), d.person("panel2"), d.person("panel3")
        co = d.D(d.pick(["Mediterranean Canning Company", "Sahel Textiles Ltd", "Carthage Logistics Group"]))
        ref = d.d_ref("VAC-2025-0###")
        d.h("Interview evaluation grid — Logistics Coordinator")
        d.p(f"Vacancy reference {ref} · {co} · interview held on {d.d_date()} at {d.d_time()}")
        d.h("Candidate", 2)
        d.kv([("Name", d.nm(c, "LF")), ("Date of birth", d.dob()), ("National ID (CIN)", d.cin()),
              ("Mobile", d.phone()), ("E-mail", d.email(c)), ("Home address", d.address())], "table",
             ["Field", "Details"])
        d.h("Panel", 2)
        d.p(f"- Chair: {d.hon(p1)} {d.nm(p1, 'FL')} (human resources)")
        d.p(f"- {d.nm(p2, 'i')}, operations manager")
        d.p(f"- {d.nm(p3, 'lower')}, finance")
        d.h("Scores", 2)
        d.table(["Criterion", "Weight", "Score /5", "Comment"], [
            ["Technical knowledge", "30 %", "4", "solid grasp of stock rotation"],
            ["Communication", "20 %", "3", "clear but brief"],
            ["Team work", "25 %", "4", "concrete examples"],
            ["Motivation", "25 %", "5", "knows the sector"]])
        d.p(f"Weighted total: {d.D('3.95 / 5')}")
        d.h("Remarks", 2)
        d.p(f"{d.nm(c, 'fl')} told the panel about a {d.health('disability', 'en')} and asked for an adapted "
            f"screen; this is recorded only to prepare the workstation and played no part in the score. "
            f"The panel recommends {d.hon(c)} {d.nm(c, 'L')} for a second interview.")
        d.p(f"Signed by the chair, {d.nm(p1, 'iL')}.")
    elif d.lang == "fr":
        d.sep = "|"
        c2, c3 = d.person("candidate2"), d.person("candidate3")
        e1, e2 = d.person("examiner1"), d.person("examiner2")
        d.table(["Grille d'entretien", "session " + d.d_ref("RH-2025-##"), d.D("Banque de l'Habitat"), "", "", "", ""], [])
        d.table(["NOM_Prénom", "CIN", "Date naiss.", "Tél#", "Note tech.", "Note orale", "Observations"], [
            [d.nm(c, "LF"), d.cin(), d.dob(), d.phone(), "15", "13", "à revoir"],
            [d.nm(c2, "LF"), d.cin(), d.dob(), d.phone(), "12", "16",
             "signale une " + d.health("disability") + " – prévoir salle adaptée"],
            [d.nm(c3, "lower"), d.cin(), d.dob(), d.phone(), "17", "15", "retenu(e)"]])
        d.table(["Évaluateur", "Signature", "Date"], [
            [d.nm(e1, "FL"), "lu et approuvé", d.d_date()],
            [d.nm(e2, "iL"), "lu et approuvé", d.d_date()]])
        d.table(["Contact RH", d.email(e1), "poste 214", "", "", "", ""], [])
    else:
        p1, p2 = d.person("chair"), d.person("panel2")
        co = d.D(d.pick(["الشركة التونسية للكهرباء والغاز", "الديوان الوطني للبريد"]))
        d.h("بطاقة تقييم مقابلة انتداب")
        d.p(f"المؤسسة: {co}   —   المرجع: {d.d_ref('ع-2025-###')}")
        d.kv([("المترشح", d.nm(c, "abl")), ("تاريخ الولادة", d.dob()), ("رقم بطاقة التعريف", d.cin()),
              ("الهاتف الجوال", d.phone()), ("العنوان", d.address())], "colon")
        d.blank()
        d.p(f"أجرت اللجنة المقابلة يوم {d.d_date()} على الساعة {d.d_time()}. وقد {d.gx(c, 'برهن', 'برهنت')} {d.nm(c, 'af')} "
            f"على معرفة جيدة بمهام الخطة، وتحصل على معدل {d.D('15,25 من 20')}.")
        d.p(d.gx(c, "صرّح المترشح بأنه يعاني من ", "صرّحت المترشحة بأنها تعاني من ") + d.health("chronic") +
            d.gx(c, " ويتابع", " وتتابع") + " علاجا منتظما، ولا يؤثر ذلك في التقييم.")
        d.p(f"أعضاء اللجنة: الدكتور {d.nm(p1, 'a')} (رئيسا) و{d.hon(p2)} {d.nm(p2, 'la')} (عضوا).")
        d.p(f"للمراسلة: {d.email(p2)}")
        d.p(f"الإمضاء: {d.nm(p1, 'al')}")


def k_guarantor(d):
    gu, bo, off = d.person("guarantor"), d.person("borrower"), d.person("officer")
    if d.lang == "fr":
        bank = d.D(d.pick(["Amen Bank", "Banque de l'Habitat", "Société Tunisienne de Banque", "Banque Zitouna"]))
        d.h("ACTE DE CAUTIONNEMENT SOLIDAIRE")
        d.p("Déclaration de la caution personnelle")
        cin = d.cin()
        d.p(f"Je soussigné{d.gx(gu, '', 'e')}, ", ("b", d.hon(gu, long=True) + " "), ("b", d.nm(gu, "FL")),
            f", né{d.gx(gu, '', 'e')} le {d.dob()}, titulaire de la carte d'identité nationale n° ", cin[:4], cin[4:],
            f", demeurant {d.address()}, commerçant{d.gx(gu, '', 'e')} inscrit{d.gx(gu, '', 'e')} sous le matricule "
            f"fiscal {d.tax_id()}, déclare me porter caution personnelle et solidaire de {d.hon(bo)} "
            f"{d.nm(bo, 'fl')} au profit de {bank}, en garantie du prêt n° {d.d_ref('PR/2025/#####')} d'un montant de "
            f"{d.d_amount(lo=8000, hi=90000)}, remboursable en {d.D('84 mensualités')} au taux de {d.d_pct(6, 11)}.")
        d.p("Comptes de la caution :")
        rib = d.rib()
        d.table(["Établissement", "RIB", "IBAN"], [[bank, rib, d.iban()]])
        d.p(f"La caution reconnaît avoir reçu copie des {d.D('articles 1478 à 1487 du Code des obligations et des contrats')} "
            "et renonce aux bénéfices de discussion et de division.")
        d.p(f"Joignable au {d.phone()} ou par courriel : {d.email(gu)}.")
        d.p(f"Fait à {d.D('Tunis, le')} {d.d_date()}.")
        d.table(["La caution (lu et approuvé)", "Pour la banque"], [[d.nm(gu, "LF"), d.nm(off, "i")]])
    elif d.lang == "ar":
        bank = d.D(d.pick(["بنك الإسكان", "الشركة التونسية للبنك", "بنك الزيتونة", "البنك الوطني الفلاحي"]))
        d.h("تصريح بالكفالة الشخصية والتضامنية")
        d.blank()
        d.p(f"أنا {d.gx(gu, 'الممضي', 'الممضية')} أسفله {d.nm(gu, 'abl')}، {d.gx(gu, 'المولود', 'المولودة')} في "
            f"{d.dob()}، {d.gx(gu, 'صاحب', 'صاحبة')} بطاقة التعريف الوطنية عدد {d.cin()}، "
            f"{d.gx(gu, 'والقاطن', 'والقاطنة')} بـ: {d.address()}،")
        d.p(f"أصرّح بأنني أكفل {d.hon(bo)} {d.nm(bo, 'a')} كفالة شخصية وتضامنية لدى {bank} في خلاص القرض عدد "
            f"{d.d_ref('ق/2025/####')} البالغ أصله {d.d_amount(lo=5000, hi=60000)}، وذلك طبقا "
            f"{d.D('للفصل 1478 من مجلة الالتزامات والعقود')}.")
        d.kv([("المعرف الجبائي", d.tax_id()), ("رقم الحساب البنكي", d.rib()), ("الهاتف", d.phone())], "dots")
        d.p(f"حرر بتاريخ {d.d_date()}")
        d.p(f"إمضاء {d.gx(gu, 'الكفيل', 'الكفيلة')}: {d.nm(gu, 'la')}          عن البنك: {d.nm(off, 'a')}")
    else:
        d.h("Engagement de caution / التزام بالكفالة")
        bank = d.D(d.pick(["Amen Bank", "BIAT", "Attijari Bank"]))
        d.p(f"Prêt n° {d.d_ref('CR-2025-####')} accordé par {bank} — montant {d.d_amount(lo=6000, hi=70000)}")
        d.table(["Rubrique / البيان", "Caution / الكفيل", "Emprunteur / المقترض"], [
            ["Nom / الاسم", d.nm(gu, "LF"), d.nm(bo, "fl")],
            ["الاسم بالعربية", d.nm(gu, "abl"), d.nm(bo, "a")],
            ["CIN / ب.ت.و", d.cin(), d.cin()],
            ["Né(e) le / تاريخ الولادة", d.dob(), d.dob("ar")],
            ["Adresse / العنوان", d.address(), d.address("ar")],
            ["GSM / الهاتف", d.phone(), d.phone("ar")]])
        d.p(f"La caution s'engage solidairement. Remboursement anticipé éventuel sur le compte IBAN {d.iban()} "
            f"de {d.hon(bo)} {d.nm(bo, 'L')}.")
        d.p(f"يلتزم {d.gx(gu, 'الكفيل', 'الكفيلة')} {d.nm(gu, 'af')} بخلاص الأقساط المتخلدة في صورة عجز المقترض، "
            f"ويمكن مراسلته على {d.email(gu)}.")
        d.p(f"**Signatures / الإمضاءات** : {d.nm(gu, 'iL')} — {d.nm(bo, 'al')} — pour la banque {d.nm(off, 'fl')}")


def k_hotel(d):
    g, staff, mgr = d.person("guest"), d.person("porter"), d.person("manager")
    if d.lang == "en":
        hotel = d.D(d.pick(["Hotel Les Palmiers d'Or", "Dar Yasmine Resort", "Hotel Corniche Bleue"]))
        d.h(f"{hotel} — GUEST INCIDENT REPORT")
        d.p(f"Report no. {d.d_ref('INC-25-0###')}        Date of incident: {d.d_date()}        Time: {d.d_time()}")
        d.blank()
        fc = d.pick(["it", "de", "fr", "uk", "es"])
        d.kv([("Guest", d.nm(g, "LF")), ("Nationality", FOREIGN[fc][0]), ("Passport", d.passport(fc)),
              ("Mobile", d.phone(foreign=fc)), ("E-mail", d.email(g)), ("Home address", d.address(foreign=fc))],
             "twocol")
        d.blank()
        d.p("NARRATIVE")
        d.p(f"At about {d.d_time()} the night porter, {d.nm(staff, 'fl')}, found {d.hon(g)} {d.nm(g, 'l')} near the "
            f"pool steps. The guest said she slipped on the wet tiles. The on-call nurse diagnosed a "
            f"{d.health('injury', 'en')} and the guest was driven to {d.D('Clinique Les Oliviers')}."
            if g.g == "f" else
            f"At about {d.d_time()} the night porter, {d.nm(staff, 'fl')}, found {d.hon(g)} {d.nm(g, 'l')} near the "
            f"pool steps. The guest said he slipped on the wet tiles. The on-call nurse diagnosed a "
            f"{d.health('injury', 'en')} and the guest was driven to {d.D('Clinique Les Oliviers')}.")
        d.p(f"The guest's rental car ({d.plate('en')}) had been left across the service entrance and was moved "
            "by security with the key held at the desk.")
        d.p(f"A pre-authorisation of {d.d_amount('en', 100, 900)} was taken on card {d.card()} for the broken "
            f"sun lounger (item code {d.d_ref('SL-##-@@')}).")
        d.blank()
        d.p(f"Duty manager: {d.nm(mgr, 'iL')}                 Guest signature: {d.nm(g, 'fl')}")
    elif d.lang == "fr":
        hotel = d.D(d.pick(["Hôtel Les Palmiers d'Or", "Résidence touristique Dar Yasmine", "Hôtel Corniche Bleue"]))
        d.h("Rapport d'incident — client")
        d.p(("b", hotel), f" — réception, main courante n° {d.d_ref('MC-2025-####')}")
        d.table(["Client", d.nm(g, "FL"), "Pièce d'identité", "CIN " + d.cin()], [
            ["Téléphone", d.phone(), "Courriel", d.email(g)],
            ["Adresse", d.address(), "Véhicule", d.plate("fr")]])
        d.p(f"Le {d.d_date()} vers {d.d_time()}, {d.hon(g)} {d.nm(g, 'fl')} a signalé à la réception une chute dans "
            f"l'escalier du bloc C. Le médecin de garde, Dr {d.nm(staff, 'fl')}, a constaté une "
            f"{d.health('injury')} et prescrit une immobilisation.")
        d.p(f"{d.gx(g, 'Le client', 'La cliente')}, qui déclare par ailleurs être suivi pour {d.health('chronic')}, a refusé le transfert "
            f"à l'hôpital. Un geste commercial de {d.d_amount(lo=80, hi=600)} lui a été proposé.")
        d.p(f"Empreinte de carte conservée pour la caution : {d.card()}.")
        d.p("Rédigé par ", ("b", d.nm(mgr, "LF")), ", responsable de réception.")
    else:
        d.sep = "|"
        g2, g3 = d.person("guest2"), d.person("guest3")
        d.table(["Date", "Heure / الساعة", "Client / الحريف", "Pièce / الوثيقة", "Téléphone / الهاتف",
                 "Incident / طبيعة الحادث", "Suite / المآل"], [
            [d.d_date(), d.d_time(), d.nm(g, "LF"), "CIN " + d.cin(), d.phone(), "chute au bord de la piscine : "
             + d.health("injury"), "ambulance"],
            [d.d_date("ar"), d.d_time(), d.nm(g2, "abl"), "ب.ت.و " + d.cin("ar"), d.phone("ar"),
             "وعكة صحية: " + d.health("chronic", "ar"), "نقل إلى المصحة"],
            [d.d_date(), d.d_time(), d.nm(g3, "slash"), "passeport " + d.passport("fr"), d.phone(foreign="fr"),
             "véhicule " + d.plate("fr") + " mal stationné", "déplacé par la sécurité"]])
        d.table(["Responsable de nuit / المسؤول الليلي", d.nm(mgr, "a"), "", "", "", "", ""], [])


def k_thesis(d):
    c, pres, rap1, rap2, sup = (d.person(s) for s in ("candidate", "president", "reviewer1", "reviewer2", "supervisor"))
    if d.lang == "fr":
        uni = d.D(d.pick(["Université de Sfax", "Université de Monastir", "Université de Carthage"]))
        d.h(uni)
        d.h("PROCÈS-VERBAL DE SOUTENANCE DE THÈSE DE DOCTORAT", 2)
        d.p("Spécialité : chimie des matériaux")
        d.kv([("Candidat(e)", d.nm(c, "LF")), ("Né(e) le", d.dob()), ("CIN", d.cin()), ("Courriel", d.email(c))],
             "nextline")
        d.p(f"Référence de la thèse : {d.d_ref('D-202#-0###')}")
        d.p("Composition du jury")
        d.p(f"  Président ........ Pr {d.nm(pres, 'FL')}")
        d.p(f"  Rapporteurs ...... Pr {d.nm(rap1, 'i')} ; Dr {d.nm(rap2, 'lower')}")
        d.p(f"  Directeur ........ Pr {d.nm(sup, 'LF')}")
        d.blank()
        d.p(f"Le {d.d_date()} à {d.d_time()}, en l'{d.D('amphithéâtre B2')}, {d.hon(c)} {d.nm(c, 'fl')} a exposé "
            f"ses travaux pendant quarante-cinq minutes puis répondu aux questions du jury. Conformément à "
            f"l'{d.D('article 24 du règlement des études doctorales')}, {d.gx(c, 'le candidat', 'la candidate')} avait obtenu un tiers-temps "
            f"supplémentaire en raison d'une {d.health('disability')}.")
        d.p(f"Après délibération, le jury décerne à {d.hon(c)} {d.nm(c, 'L')} le grade de docteur avec la mention "
            "« très honorable ».")
        d.p(f"Signature du président du jury : {d.nm(pres, 'iL')}")
    elif d.lang == "ar":
        uni = d.D(d.pick(["جامعة صفاقس", "جامعة المنستير", "جامعة قرطاج"]))
        d.h("محضر مناقشة أطروحة دكتوراه")
        d.p(f"**{uni}** — كلية العلوم")
        d.kv([("المترشح(ة)", d.nm(c, "abl")), ("تاريخ الولادة", d.dob()), ("رقم بطاقة التعريف الوطنية", d.cin()),
              ("الهاتف", d.phone())], "table", ["البيان", "المعطيات"])
        d.h("تركيبة لجنة المناقشة", 2)
        d.table(["الصفة", "الاسم"], [["رئيس اللجنة", "الأستاذ " + d.nm(pres, "a")],
                                      ["مقرر", d.gx(rap1, "الدكتور ", "الدكتورة ") + d.nm(rap1, "la")],
                                      ["مقرر", "الأستاذة " + d.nm(rap2, "a") if rap2.g == "f" else "الأستاذ " + d.nm(rap2, "a")],
                                      ["المشرف", d.nm(sup, "abl")]])
        d.p(f"بتاريخ {d.d_date()} وعلى الساعة {d.d_time()}، {d.gx(c, 'قدّم', 'قدّمت')} {d.nm(c, 'af')} {d.nm(c, 'al')} عرضا لأعماله "
            f"{d.gx(c, 'ثم أجاب', 'ثم أجابت')} عن أسئلة اللجنة. {d.gx(c, 'وقد تمتع', 'وقد تمتعت')} بوقت إضافي بسبب {d.health('disability')} طبقا "
            f"{d.D('للفصل 24 من نظام الدراسات')}.")
        d.p(f"وبعد المداولة قررت اللجنة {d.gx(c, 'منحه', 'منحها')} شهادة الدكتوراه بملاحظة مشرف جدا، وسجلت الأطروحة تحت عدد {d.d_ref('د/202#/###')}.")
        d.p(f"إمضاء رئيس اللجنة: {d.nm(pres, 'al')}")
    else:
        uni = d.D(d.pick(["University of Sfax", "University of Monastir", "University of Carthage"]))
        d.h("Minutes of the doctoral viva")
        d.p(("b", uni), " — Doctoral School of Engineering Sciences")
        d.table(["Candidate", d.nm(c, "FL")], [["Date of birth", d.dob()], ["E-mail", d.email(c)],
                                                ["Thesis reference", d.d_ref("PHD-202#-###")]])
        d.p(f"The viva took place on {d.d_date()} at {d.d_time()}. The examiners were Professor "
            f"{d.nm(pres, 'fl')} (chair), Dr {d.nm(rap1, 'UP')} and, from abroad, Professor {d.nm(rap2, 'fl')}, "
            f"whose travel was booked on passport {d.passport('fr')} and who can be reached on {d.phone(foreign='fr')}.")
        d.p(f"The supervisor, {d.nm(sup, 'i')}, reminded the panel that the candidate suffers from "
            f"{d.health('chronic', 'en')}, which explains the six-month extension granted under "
            f"{d.D('Article 31 of the doctoral regulations')}.")
        d.p(f"Outcome: {d.hon(c)} {d.nm(c, 'l')} is awarded the doctorate, unanimously.")
        d.p(f"Chair of the panel: {d.nm(pres, 'iL')}")


def k_blood(d):
    donors = [d.person(f"donor{i}") for i in range(5)]
    nurse = d.person("nurse", "f")
    if d.lang == "mixed":
        d.sep = ";"
        d.table([f"Collecte mobile / حملة تبرع — {d.D('Centre National de Transfusion Sanguine')} — {d.d_date()}"], [])
        rows = []
        for i, p in enumerate(donors):
            ar = i % 2 == 1
            defer = "—"
            if i in (1, 3):
                defer = d.health("blood", "ar" if ar else "fr")
            rows.append([str(i + 1), d.nm(p, "abl" if ar else ("LF" if i % 4 == 0 else "fl")), d.cin("ar" if ar else "fr"),
                         d.dob("ar" if ar else "fr"), d.phone("ar" if ar else "fr"), d.pick(["O+", "A+", "B+", "A-", "AB+"]),
                         d.D("450 ml") if defer == "—" else "0", d.d_ref("P25-00####") if defer == "—" else "", defer])
        d.table(["N°", "Nom et prénom / الاسم واللقب", "CIN / ب.ت.و", "Date de naissance / تاريخ الولادة", "GSM",
                 "Groupe", "Volume", "Poche n°", "Ajournement / سبب التأجيل"], rows)
        d.table(["Infirmier(e) responsable / الممرض المسؤول", d.nm(nurse, "FL")], [])
    elif d.lang == "ar":
        d.sep = "\t"
        d.table(["سجل المتبرعين بالدم", d.D("المركز الجهوي لنقل الدم بصفاقس"), d.d_date()], [])
        rows = []
        for i, p in enumerate(donors):
            note = d.health("blood") if i in (0, 3) else "مقبول"
            rows.append([str(i + 1), d.nm(p, "abl" if i % 2 else "a"), d.cin(), d.dob(), d.phone(),
                         d.pick(["O+", "A+", "B-", "AB+"]), note])
        d.table(["الرقم", "المتبرع", "رقم بطاقة التعريف", "تاريخ الولادة", "الهاتف", "الفصيلة", "الملاحظات الطبية"], rows)
        d.table(["الممرضة المسؤولة", d.nm(nurse, "la"), ""], [])
    else:
        d.h("Blood donation session register")
        d.p(f"Site: {d.D('Faculty of Medicine of Sousse')} (main hall) — {d.d_date()}, opening at {d.d_time()}")
        rows = []
        for i, p in enumerate(donors):
            note = d.health("blood", "en") if i in (2, 4) else "accepted"
            rows.append([str(i + 1), d.nm(p, ["FL", "fl", "LF", "i", "lower"][i]), d.cin(), d.dob(), d.phone(),
                         d.email(p) if i % 2 == 0 else "—", note])
        d.table(["#", "Donor", "CIN", "DOB", "Phone", "E-mail", "Screening outcome"], rows)
        d.p(f"Bags collected: {d.D('3 x 450 ml')} · batch {d.d_ref('LOT-25-@###')}")
        d.p(f"Nurse in charge: {d.nm(nurse, 'LF')}")


def k_gym(d):
    m = d.person("member")
    if d.lang == "en":
        d.sep = ","
        ms = [m] + [d.person(f"member{i}") for i in (2, 3, 4)]
        rows = []
        for i, p in enumerate(ms):
            rows.append([d.nm(p, ["fl", "LF", "slash", "lower"][i]), d.dob("en"), d.phone(), d.email(p),
                         d.pick(["Premium 12M", "Off-peak 6M", "Swim only 3M"]), d.d_amount("en", 180, 1400),
                         d.d_date("en"), d.card() if i % 2 == 0 else "cash",
                         d.health("sport", "en") if i in (1, 2) else "none declared",
                         d.plate("en") if i == 3 else ""])
        d.table(["FULLNAME", "dob", "cell", "mail", "plan", "fee_tnd", "start", "payment card", "medical notes",
                 "parking_plate"], rows)
    elif d.lang == "fr":
        gym = d.D(d.pick(["Club Forme Olympe", "Atlas Fitness Lac 2", "Salle Hercule Sahloul"]))
        em = d.person("emergency")
        d.h(f"BULLETIN D'ADHÉSION — {gym}")
        d.p(f"Contrat n° {d.d_ref('ADH-25-####')}        Formule : annuelle, {d.d_amount(lo=500, hi=1500)}")
        d.blank()
        d.kv([("Nom", d.nm(m, "L")), ("Prénom", d.nm(m, "f")), ("Date de naissance", d.dob()),
              ("CIN", d.cin()), ("GSM", d.phone()), ("E-mail", d.email(m))], "twocol")
        d.kv([("Adresse", d.address())], "colon")
        d.blank()
        d.p("QUESTIONNAIRE MÉDICAL (confidentiel)")
        d.kv([("Pathologie déclarée", d.health("sport")), ("Autre affection suivie", d.health("chronic"))], "dots")
        d.blank()
        d.p(f"Prélèvement mensuel sur le compte RIB {d.rib()} à compter du {d.d_date()}.")
        d.p(f"Personne à prévenir : {d.nm(em, 'fl')} ({d.gx(em, 'frère', 'sœur')}) — {d.phone()}")
        d.blank()
        d.p(f"Signature de l'adhérent{d.gx(m, '', 'e')} : {d.nm(m, 'iL')}")
    else:
        em = d.person("emergency")
        d.h("Adhésion salle de sport / اشتراك في قاعة رياضة")
        d.kv([("Adhérent / المشترك", d.nm(m, "FL")), ("الاسم بالعربية", d.nm(m, "abl")),
              ("Né(e) le / تاريخ الولادة", d.dob()), ("CIN / ب.ت.و", d.cin()), ("Téléphone / الهاتف", d.phone()),
              ("Adresse / العنوان", d.address("ar"))], "table", ["Champ / الخانة", "Valeur / القيمة"])
        d.p(f"Abonnement **{d.D('Gold 12 mois')}** au prix de {d.d_amount(lo=600, hi=1800)}, payé par carte {d.card()}.")
        hf, ha = d.hpair("sport")
        d.p(f"Déclaration de santé : {d.nm(m, 'f')} signale l'affection suivante : {hf} ; le coach adaptera le programme.")
        d.p(f"التصريح الصحي: {d.gx(m, 'يعاني المشترك', 'تعاني المشتركة')} من {ha} ويتعين تجنب التمارين العنيفة.")
        d.p(f"En cas d'urgence / عند الطوارئ : {d.nm(em, 'a')} — {d.phone('ar')}")
        d.p(f"Vignette parking / شارة المأوى : {d.plate('ar')}")


def k_burial(d):
    dec, decl, doc = d.person("deceased"), d.person("declarant"), d.person("doctor")
    if d.lang == "ar":
        city = d.pick(CITIES)
        d.h("الجمهورية التونسية")
        d.p(f"بلدية {city[2]}  —  مكتب الحالة المدنية")
        d.h("رخصة دفن", 2)
        d.p(f"عدد: {d.d_ref('###/2025')}")
        d.p(f"إن ضابط الحالة المدنية، بناء على {d.D('القانون عدد 3 لسنة 1957')} المتعلق بتنظيم الحالة المدنية، "
            f"وبعد الاطلاع على شهادة الوفاة المسلمة من الدكتور {d.nm(doc, 'a')}، يرخص في دفن:")
        d.table(["الاسم واللقب", d.nm(dec, "abl")], [
            ["تاريخ الولادة", d.dob()], ["رقم بطاقة التعريف", d.cin()], ["سبب الوفاة", d.health("death")],
            ["آخر مقر سكنى", d.address()]])
        d.p(f"وذلك بمقبرة {d.D('الجلاز')} يوم {d.d_date()} على الساعة {d.d_time()}.")
        d.p(f"المصرّح: {d.nm(decl, 'la')}، {d.gx(decl, 'ابن', 'ابنة')} {d.gx(dec, 'المرحوم', 'المرحومة')}، "
            f"بطاقة تعريف عدد {d.cin()}، الهاتف {d.phone()}.")
        d.p("ختم وإمضاء ضابط الحالة المدنية")
    elif d.lang == "fr":
        city = d.pick(CITIES)
        d.h(f"Commune de {city[1]} — Permis d'inhumer")
        d.p(f"Permis n° **{d.d_ref('PI-2025-###')}**, délivré le {d.d_date()} en application de la "
            f"{d.D('loi n° 57-3 du 1er août 1957')} réglementant l'état civil.")
        d.table(["Rubrique", "Renseignements"], [
            ["Défunt(e)", d.nm(dec, "LF")], ["Date de naissance", d.dob()], ["CIN", d.cin()],
            ["Dernier domicile", d.address()], ["Cause médicale du décès (certificat joint)", d.health("death")],
            ["Médecin certificateur", "Dr " + d.nm(doc, "i")]])
        d.p(f"Déclarant : {d.hon(decl)} {d.nm(decl, 'fl')}, {d.gx(decl, 'fils', 'fille')} "
            f"{d.gx(dec, 'du défunt', 'de la défunte')}, joignable au {d.phone()}.")
        d.p(f"Inhumation autorisée au {d.D('cimetière du Jellaz')} à partir de {d.d_time()}. "
            f"Frais de concession : {d.d_amount(lo=30, hi=300)}.")
        d.p("*L'officier de l'état civil*")
    else:
        d.h("PERMIS D'INHUMER  —  رخصة دفن")
        d.p(f"N° {d.d_ref('2025/####')}    Date : {d.d_date()}")
        d.blank()
        d.kv([("Défunt / المتوفى", f"{d.nm(dec, 'FL')}  |  {d.nm(dec, 'abl')}"),
              ("Né(e) le / تاريخ الولادة", d.dob()), ("CIN / ب.ت.و", d.cin()),
              ("Cause du décès / سبب الوفاة", " / ".join(d.hpair("death")))], "colon")
        d.blank()
        d.p(f"Le déclarant, {d.hon(decl)} {d.nm(decl, 'LF')}, demeurant {d.address()}, certifie l'exactitude "
            "des renseignements ci-dessus.")
        d.p(f"صرّح بالوفاة {d.nm(decl, 'a')}، الهاتف {d.phone('ar')}، وأُذن بالدفن بمقبرة {d.D('الزلاج')} "
            f"طبقا {d.D('للفصل 45 من قانون الحالة المدنية')}.")
        d.p(f"Certificat de décès signé par le Dr {d.nm(doc, 'fl')} / الطبيب {d.nm(doc, 'a')}")


def k_lost_id(d):
    p = d.person("declarant")
    if d.lang == "fr":
        agent = d.person("agent")
        d.h("DÉCLARATION DE PERTE DE PIÈCES D'IDENTITÉ")
        d.p(f"{d.D('Poste de police de Bab Bhar')}            Récépissé n° {d.d_ref('DP/2025/0####')}")
        d.p("-" * 60)
        r = d.rng
        cp, city, _ = r.choice(CITIES)
        st, _ = r.choice(STREETS)
        addr = d.S("ADDRESS", f"{r.randint(3, 90)}, {st}\n{cp} {city}")
        d.kv([("Nom et prénom du déclarant", d.nm(p, "LF")), ("Date de naissance", d.dob()),
              ("Adresse", addr), ("Téléphone", d.phone()), ("Courriel", d.email(p))], "nextline")
        d.p("-" * 60)
        d.p("Pièces déclarées perdues :")
        d.p(f"  - carte d'identité nationale n° {d.cin()}")
        d.p(f"  - passeport n° {d.passport('tn')}")
        d.p(f"  - carte bancaire n° {d.card()} (opposition faite auprès de {d.D('BIAT')} le {d.d_date()})")
        d.blank()
        d.p(f"Circonstances : {d.gx(p, 'le déclarant', 'la déclarante')} indique avoir perdu son portefeuille "
            f"le {d.d_date()} vers {d.d_time()} dans le louage reliant Tunis à Nabeul. "
            f"{d.hon(p)} {d.nm(p, 'l')} reconnaît être informé{d.gx(p, '', 'e')} des peines prévues à "
            f"l'{d.D('article 172 du Code pénal')} en cas de fausse déclaration.")
        d.p(f"L'agent : {d.nm(agent, 'Li')}                     Le déclarant : {d.nm(p, 'i')}")
    elif d.lang == "ar":
        d.h("تصريح بضياع بطاقة التعريف الوطنية")
        d.p(f"**{d.D('منطقة الأمن الوطني بسوسة')}** — وصل عدد {d.d_ref('####/25')}")
        d.p(f"حضر لدينا {d.hon(p)} {d.nm(p, 'abl')}، {d.gx(p, 'المولود', 'المولودة')} في {d.dob()}، "
            f"{d.gx(p, 'القاطن', 'القاطنة')} بـ: {d.address()}، وصرّح بضياع بطاقة تعريفه الوطنية عدد {d.cin()} "
            f"يوم {d.d_date()} بالسوق الأسبوعية.")
        d.p(f"كما صرّح بضياع رخصة جولان السيارة ذات الرقم المنجمي {d.plate('ar')}.")
        d.kv([("الهاتف", d.phone()), ("رقم الحساب للاسترجاع", d.rib())], "list")
        d.p(f"وقد تم إعلامه بأحكام {d.D('الفصل 172 من المجلة الجزائية')} المتعلقة بالتصاريح الكاذبة.")
        d.p(f"إمضاء {d.gx(p, 'المصرح', 'المصرحة')}: {d.nm(p, 'la')}")
    else:
        d.sep = "\t"
        ps = [p, d.person("declarant2"), d.person("declarant3"), d.person("declarant4")]
        d.table(["Consular desk — lost documents log", d.D("Consulate General, Tunis"), "", "", "", "", ""], [])
        rows = [
            [d.d_ref("LD-25-###"), d.nm(ps[0], "LF"), "French", "passport " + d.passport("fr"), d.phone(foreign="fr"),
             d.d_date("en"), "stolen from a rental car, plate " + d.plate("en")],
            [d.d_ref("LD-25-###"), d.nm(ps[1], "fl"), "German", "passport " + d.passport("de"), d.phone(foreign="de"),
             d.d_date("en"), "lost on the ferry to Djerba"],
            [d.d_ref("LD-25-###"), d.nm(ps[2], "slash"), "Tunisian (dual)", "CIN " + d.cin("en"), d.phone(),
             d.d_date("en"), "wallet lost at Carthage airport; card " + d.card() + " blocked"],
            [d.d_ref("LD-25-###"), d.nm(ps[3], "i"), "Italian", "passport " + d.passport("it"), d.email(ps[3]),
             d.d_date("en"), "left in a taxi; contact address " + d.address(foreign="it")]]
        d.table(["ref", "declarant", "nationality", "document lost", "contact", "declared on", "circumstances"], rows)


def k_travel(d):
    if d.lang == "en":
        d.sep = ","
        ps = [d.person(f"pax{i}") for i in range(5)]
        flight = d.D(d.pick(["TU 0744", "BJ 0612", "TU 0516"]))
        d.table([f"GROUP MANIFEST {d.d_ref('GRP-@@##')}", f"flight {flight}", d.d_date("en"), "", "", "", "", ""], [])
        rows = []
        for i, p in enumerate(ps):
            rows.append([str(i + 1), d.nm(p, "slash"), d.dob("en", style="iso"), d.passport("tn"), d.phone(),
                         d.health("disability", "en") if i == 2 else ("diet: " + d.health("allergy", "en") if i == 4 else ""),
                         d.pick(["DBL", "TWN", "SGL"]), d.d_amount("en", 900, 4200)])
        d.table(["PAX", "NAME", "DOB", "PASSPORT NO", "MOBILE", "SSR / special needs", "ROOM", "PRICE"], rows)
        d.table(["group leader", d.nm(ps[0], "fl"), d.email(ps[0]), "paid by card", d.card(), "", "", ""], [])
    elif d.lang == "fr":
        ps = [d.person(f"pax{i}") for i in range(4)]
        agency = d.D(d.pick(["Agence Horizons Voyages", "Sahara Évasion Tours", "Carthage Travel Services"]))
        d.h("Liste des participants — circuit Istanbul et Cappadoce")
        d.p(f"{agency} — licence catégorie A n° {d.d_ref('201#/###')} — départ le {d.d_date()} "
            f"(vol {d.D('TU 0214')}, convocation {d.d_time()})")
        rows = []
        for i, p in enumerate(ps):
            rows.append([d.nm(p, ["LF", "FL", "fl", "Lf"][i]), d.passport("tn"), d.dob(), d.phone(),
                         d.pick(["double", "single", "triple"]),
                         d.health("chronic") if i == 1 else (d.health("disability") if i == 3 else "—")])
        d.table(["Voyageur", "Passeport", "Né(e) le", "GSM", "Chambre", "Remarques santé"], rows)
        d.p(f"Acompte de {d.d_amount(lo=800, hi=2500)} réglé par carte {d.card()} au nom de {d.nm(ps[0], 'i')}.")
        d.p(f"Accompagnateur : {d.nm(d.person('guide'), 'fl')} — {d.phone()}")
    else:
        ps = [d.person(f"pax{i}") for i in range(4)]
        lead = d.person("leader")
        d.h("قائمة المسافرين / Liste des voyageurs")
        d.p(f"Omra — départ {d.d_date()} — {d.D('Agence Nour El Haramayn')} — réf. {d.d_ref('OM-25-###')}")
        rows = []
        for i, p in enumerate(ps):
            rows.append([d.nm(p, "abl") if i % 2 == 0 else d.nm(p, "LF"), d.passport("tn"),
                         d.dob("ar" if i % 2 == 0 else "fr"), d.phone("ar" if i % 2 == 0 else "fr"),
                         d.health("chronic", "ar") if i == 0 else (d.health("disability") if i == 3 else "—")])
        d.table(["الاسم واللقب / Nom", "جواز السفر / Passeport", "تاريخ الولادة / Né(e) le", "الهاتف / GSM",
                 "ملاحظات صحية / Santé"], rows)
        d.p(f"Chef de groupe / رئيس الفوج : {d.nm(lead, 'FL')} — {d.nm(lead, 'a')} — {d.phone()}")
        d.p(f"En cas d'annulation, remboursement sur l'IBAN {d.iban()} indiqué par {d.hon(lead)} {d.nm(lead, 'L')}.")
        d.p(f"يتم استرجاع المبالغ في أجل {d.D('30 يوما')} طبقا {d.D('للفصل 9 من العقد')}.")


def k_volunteer(d):
    if d.lang == "ar":
        d.sep = ";"
        vs = [d.person(f"vol{i}") for i in range(5)]
        d.table(["سجل المتطوعين", d.D("جمعية الأمل لرعاية الطفولة"), "", "", "", "", ""], [])
        rows = []
        for i, p in enumerate(vs):
            note = ""
            if i == 1:
                note = d.health("chronic") + d.gx(p, " - يحتاج فترات راحة", " - تحتاج فترات راحة")
            elif i == 3:
                note = "يتطوع بسيارته " + d.plate("ar")
            rows.append([d.nm(p, ["abl", "a", "la", "a", "abl"][i]), d.cin(), d.phone(),
                         d.email(p) if i % 2 == 0 else "", d.pick(["تنشيط", "سياقة", "إسعافات أولية", "محاسبة"]),
                         d.pick(["السبت", "الأحد", "الأربعاء مساء"]), note])
        d.table(["الاسم واللقب", "ب.ت.و", "الهاتف", "البريد الإلكتروني", "المهارات", "الأيام المتاحة", "ملاحظات"], rows)
        d.table(["المنسقة", d.nm(d.person("coord", "f"), "a"), "", "", "", "", ""], [])
    elif d.lang == "en":
        vs = [d.person(f"vol{i}") for i in range(4)]
        co = d.person("coord")
        ngo = d.D(d.pick(["Association Amal for Childhood", "Green Coast Volunteers", "Tunisian Red Crescent"]))
        d.h(f"Volunteer roster — {ngo}")
        d.p(f"Registered association, JORT no. {d.d_ref('201#/###')}. Roster updated on {d.d_date()}.")
        rows = []
        for i, p in enumerate(vs):
            rows.append([d.nm(p, ["fl", "FL", "LF", "lower"][i]), d.cin(), d.dob(), d.phone(), d.email(p),
                         d.health("allergy", "en") if i == 2 else "—"])
        d.table(["Volunteer", "CIN", "Born", "Phone", "E-mail", "Health note"], rows)
        d.p(f"Coordinator {d.nm(co, 'fl')} reminds everyone that the beach clean-up starts at {d.d_time()}. "
            f"{d.nm(vs[1], 'f')} will drive the van ({d.plate('en')}); fuel is reimbursed up to {d.d_amount('en', 20, 120)}.")
        d.p(f"Questions: write to {d.nm(co, 'i')} at {d.email(co)}.")
    else:
        vs = [d.person(f"vol{i}") for i in range(3)]
        co = d.person("coord")
        d.h("Registre des bénévoles / سجل المتطوعين")
        d.p(("b", d.D("Croissant-Rouge tunisien")), f" — comité local, campagne hivernale {d.d_date()}")
        d.table(["Bénévole / المتطوع", "CIN / ب.ت.و", "Adresse / العنوان", "GSM", "Remarque / ملاحظة"], [
            [d.nm(vs[0], "FL"), d.cin(), d.address(), d.phone(), "permis B"],
            [d.nm(vs[1], "abl"), d.cin("ar"), d.address("ar"), d.phone("ar"), d.health("disability", "ar")],
            [d.nm(vs[2], "Lf"), d.cin(), d.address(), d.phone(), "véhicule " + d.plate("fr")]])
        d.p(f"La coordinatrice, {d.nm(co, 'fl')} (née le {d.dob()}), valide la liste."
            if co.g == "f" else f"Le coordinateur, {d.nm(co, 'fl')} (né le {d.dob()}), valide la liste.")
        d.p(f"{d.gx(co, 'يتولى', 'تتولى')} {d.nm(co, 'a')} توزيع المهام، ويمكن التواصل {d.gx(co, 'معه', 'معها')} عبر {d.email(co)}.")


def k_bailiff(d):
    h, debtor = d.person("bailiff"), d.person("debtor")
    spouse = d.person("spouse", "f" if debtor.g == "m" else "m")
    if d.lang == "fr":
        cred = d.D(d.pick(["Société Sotracom Distribution", "Leasing Méditerranée SA", "Groupe Oliveraies du Centre"]))
        d.h("EXPLOIT D'HUISSIER DE JUSTICE")
        d.p(("b", "COMMANDEMENT DE PAYER"))
        d.p(f"L'an deux mille vingt-cinq et le {d.d_date()}, à {d.d_time()},")
        d.p(f"À la requête de {cred}, poursuites et diligences de son représentant légal,")
        d.p("Nous, Maître ", d.nm(h, "FL"), f", huissier de justice près le {d.D('Tribunal de première instance de Sousse')}, "
            "avons signifié et laissé copie du présent à :")
        d.table(["Destinataire", d.nm(debtor, "LF")], [
            ["Qualité", "commerçant(e)"], ["Matricule fiscal", d.tax_id()], ["CIN", d.cin()],
            ["Domicile", d.address()], ["Parlant à", f"{d.nm(spouse, 'fl')}, conjoint(e), ainsi déclaré(e)"]])
        d.p(f"d'avoir à payer dans un délai de vingt jours la somme de {d.d_amount(lo=3000, hi=80000)} en principal, "
            f"outre {d.d_amount(lo=100, hi=900)} de frais, en vertu du jugement n° {d.d_ref('#####')} rendu le "
            f"{d.d_date()}, conformément aux {d.D('articles 285 et suivants du Code de procédure civile et commerciale')}.")
        rib = d.rib()
        d.p(f"Faute de quoi il sera procédé à la saisie du véhicule immatriculé {d.plate('fr')} et à la saisie-arrêt "
            f"du compte ", rib[:7], rib[7:], f" ouvert au nom de {d.hon(debtor)} {d.nm(debtor, 'l')}.")
        d.p(f"Coût de l'acte : {d.d_amount(lo=40, hi=160)}")
        d.p("L'huissier de justice — Maître ", d.nm(h, "i"))
    elif d.lang == "ar":
        cred = d.D(d.pick(["الشركة التونسية للإيجار المالي", "شركة توزيع مواد البناء بالوسط"]))
        d.h("محضر تنبيه بالدفع")
        d.blank()
        d.p(f"في يوم {d.d_date()} على الساعة {d.d_time()}،")
        d.p(f"بطلب من {cred}،")
        d.p(f"نحن {d.gx(h, 'الأستاذ', 'الأستاذة')} {d.nm(h, 'a')}، عدل منفذ لدى {d.D('المحكمة الابتدائية بنابل')}، "
            f"انتقلنا إلى مقر سكنى {d.nm(debtor, 'abl')}، {d.gx(debtor, 'صاحب', 'صاحبة')} بطاقة التعريف الوطنية عدد {d.cin()} "
            f"والمعرف الجبائي {d.tax_id()}، الكائن بـ: {d.address()}، وسلمنا نسخة من هذا المحضر إلى "
            f"{d.nm(spouse, 'a')} {d.gx(spouse, 'بصفته زوجها', 'بصفتها زوجته')}.")
        d.p(f"{d.gx(debtor, 'ونبهنا عليه', 'ونبهنا عليها')} بوجوب دفع مبلغ {d.d_amount(lo=2000, hi=50000)} في أجل عشرين يوما تنفيذا للحكم عدد "
            f"{d.d_ref('#####')}، وذلك عملا {d.D('بالفصل 285 من مجلة المرافعات المدنية والتجارية')}، "
            f"وإلا فسيقع عقلة السيارة عدد {d.plate('ar')} والحساب البنكي {d.rib()}.")
        d.kv([("أجرة المحضر", d.d_amount(lo=40, hi=160)), ("هاتف المكتب", "—")], "colon")
        d.p(f"العدل المنفذ: {d.nm(h, 'al')}")
    else:
        d.h("Exploit d'huissier — محضر عدل منفذ")
        d.p(f"**Date / التاريخ** : {d.d_date()} — **Acte n° / عدد** : {d.d_ref('EX-####/25')}")
        d.kv([("Huissier / العدل المنفذ", f"Maître {d.nm(h, 'FL')} — {d.nm(h, 'a')}"),
              ("Débiteur / المدين", d.nm(debtor, "LF")), ("المدين بالعربية", d.nm(debtor, "abl")),
              ("CIN / ب.ت.و", d.cin()), ("Matricule fiscal / المعرف الجبائي", d.tax_id()),
              ("Adresse / العنوان", d.address()), ("GSM", d.phone())], "list")
        d.p(f"Sommation de payer {d.d_amount(lo=1500, hi=40000)} au profit de {d.D('Amen Bank')} ; à défaut, saisie "
            f"du véhicule {d.plate('fr')} et du compte IBAN {d.iban()}.")
        d.p(f"تم تبليغ المحضر إلى {d.nm(debtor, 'af')} شخصيا، وامتنع عن الإمضاء. "
            f"(المرجع: {d.D('الفصل 6 من مجلة المرافعات المدنية والتجارية')})")
        d.p(f"*Maître {d.nm(h, 'iL')}*")


def k_fishing(d):
    hd = d.person("holder")
    if d.lang == "ar":
        c1, c2 = d.person("crew1"), d.person("crew2")
        d.h("رخصة صيد بحري ساحلي")
        d.p(("b", d.D("وزارة الفلاحة والموارد المائية والصيد البحري")), " — المندوبية الجهوية بصفاقس")
        d.p(f"رخصة عدد {d.d_ref('ص ب/2025/###')} صالحة لمدة سنة بداية من {d.d_date()}")
        d.table(["صاحب الرخصة", d.nm(hd, "abl")], [
            ["تاريخ الولادة", d.dob()], ["بطاقة التعريف الوطنية", d.cin()], ["العنوان", d.address()],
            ["الهاتف", d.phone()], ["رقم الانخراط بالضمان الاجتماعي", d.cnss()], ["المعرف الجبائي", d.tax_id()]])
        d.p(f"المركب: {d.D('النورس 3')} — ميناء الترسيم: {d.D('ميناء صفاقس')} — الطول {d.D('11,5 متر')}")
        d.p("البحارة المصرح بهم:")
        d.table(["الاسم", "ب.ت.و"], [[d.nm(c1, "a"), d.cin()], [d.nm(c2, "la"), d.cin()]])
        d.p(f"المعلوم المستخلص: {d.d_amount(lo=30, hi=400)}")
    elif d.lang == "en":
        d.h("RECREATIONAL SEA FISHING PERMIT")
        d.p(f"Issued by {d.D('Commissariat Régional au Développement Agricole de Nabeul')}")
        d.p(f"Permit {d.d_ref('RF-25-####')}    valid until {d.d_date()}    fee paid {d.d_amount('en', 20, 90)}")
        d.blank()
        d.kv([("Holder", d.nm(hd, "FL")), ("Born", d.dob()), ("Passport", d.passport("fr")),
              ("Local phone", d.phone()), ("E-mail", d.email(hd)), ("Vehicle for beach access", d.plate("en"))],
             "nextline")
        d.blank()
        d.p(f"Conditions: rod fishing only, maximum {d.D('5 kg')} per day, no fishing in the {d.D('Kuriat Islands')} "
            "marine protected area.")
        d.p(f"{d.hon(hd)} {d.nm(hd, 'l')} declares being able to swim and has no {d.health('chronic', 'en')}, "
            "the only condition listed on the medical form.")
        d.p(f"Holder's signature: {d.nm(hd, 'i')}")
    else:
        d.sep = "|"
        hs = [hd, d.person("holder2"), d.person("holder3"), d.person("holder4")]
        d.table(["Registre des licences délivrées / سجل الرخص المسلمة", d.D("Port de pêche de Kélibia"), "", "", "", "", ""], [])
        rows = []
        for i, p in enumerate(hs):
            ar = i % 2 == 1
            rows.append([d.d_ref("L25-###"), d.nm(p, "abl" if ar else "LF"), d.cin("ar" if ar else "fr"), d.cnss(),
                         d.pick(["Sidi Mansour", "El Bahri 2", "Rayes 7"]), d.d_amount("ar" if ar else "fr", 30, 400),
                         d.plate("ar" if ar else "fr") if i in (0, 3) else "—"])
        d.table(["N° licence", "Titulaire / صاحب الرخصة", "CIN / ب.ت.و", "CNSS", "Barque / المركب",
                 "Redevance / المعلوم", "Camion / الشاحنة"], rows)


def k_mortgage(d):
    c = d.person("client")
    if d.lang == "en":
        co, adv = d.person("coborrower"), d.person("advisor")
        bank = d.D(d.pick(["Banque de l'Habitat", "Attijari Bank", "Amen Bank"]))
        d.h(f"Home loan simulation — {bank}")
        d.p(f"Simulation no. {d.d_bad20()} · prepared on {d.d_date()} by {d.nm(adv, 'i')}")
        d.h("Applicants", 2)
        d.table(["", "Main borrower", "Co-borrower"], [
            ["Name", d.nm(c, "FL"), d.nm(co, "fl")], ["Date of birth", d.dob(), d.dob()],
            ["Phone", d.phone(), d.phone()], ["E-mail", d.email(c), d.email(co)],
            ["Tax ID (self-employed)", "—", d.tax_id()]])
        d.h("Loan", 2)
        d.kv([("Property price", d.d_amount("en", 150000, 450000)), ("Loan amount", d.d_amount("en", 90000, 300000)),
              ("Rate", d.d_pct(6, 11)), ("Duration", d.D("25 years")), ("Monthly instalment", d.d_amount("en", 700, 2600))],
             "list")
        d.p(f"Salary account for direct debit: RIB {d.rib()} (IBAN {d.iban()}).")
        d.p(f"Borrower insurance: {d.nm(c, 'f')} declared {d.health('chronic', 'en')}; a surcharge of "
            f"{d.d_pct(5, 40)} applies, subject to the insurer's medical review.")
        d.p(f"Amortisation, first rows: month 1 principal {d.d_amount('en', 200, 600)}, interest "
            f"{d.d_amount('en', 900, 1600)}.")
    elif d.lang == "fr":
        d.sep = ";"
        bank = d.D(d.pick(["Société Tunisienne de Banque", "Banque de l'Habitat", "BIAT"]))
        d.table(["Simulation crédit immobilier", bank, d.d_date()], [])
        d.table(["champ", "valeur", ""], [
            ["Emprunteur", d.nm(c, "LF"), ""], ["Né(e) le", d.dob(), ""], ["CIN", d.cin(), ""],
            ["Téléphone", d.phone(), ""], ["Courriel", d.email(c), ""], ["Adresse du bien", d.address(), ""],
            ["Compte domiciliation (RIB)", d.rib(), ""], ["N° dossier", d.d_bad20(), ""],
            ["Déclaration santé (assurance)", d.health("chronic"), "surprime " + d.d_pct(5, 40)],
            ["Montant financé", d.d_amount(lo=60000, hi=280000), ""], ["Taux", d.d_pct(6, 11), "variable TMM + 3"],
            ["Durée", d.D("240 mois"), ""]])
        d.table(["Échéance", "Capital", "Intérêts", "Reste dû"], [
            ["1", d.d_amount(lo=200, hi=500), d.d_amount(lo=800, hi=1500), d.d_amount(lo=60000, hi=280000)],
            ["2", d.d_amount(lo=200, hi=500), d.d_amount(lo=800, hi=1500), d.d_amount(lo=60000, hi=280000)]])
    else:
        adv = d.person("advisor")
        bank = d.D(d.pick(["بنك الإسكان", "البنك التونسي", "بنك الأمان"]))
        d.h("محاكاة قرض سكني")
        d.p(f"{bank} — فرع المنار — مرجع المحاكاة {d.d_ref('م-2025-#####')}")
        d.table(["البيان", "المعطيات"], [
            ["الحريف", d.nm(c, "abl")], ["تاريخ الولادة", d.dob()], ["بطاقة التعريف", d.cin()],
            ["الهاتف", d.phone()], ["المعرف الجبائي", d.tax_id()], ["الحساب البنكي", d.rib()]])
        d.p(f"المبلغ المطلوب {d.d_amount(lo=50000, hi=250000)} على مدة {d.D('20 سنة')} بنسبة فائدة {d.d_pct(6, 11)}، "
            f"أي قسط شهري تقديري قدره {d.d_amount(lo=500, hi=2200)}.")
        d.p(f"صرح {d.gx(c, 'الحريف', 'الحريفة')} بإصابته بـ: {d.health('chronic')}، ويخضع ذلك لموافقة شركة التأمين.")
        d.p(f"المستشار: {d.nm(adv, 'a')}")


def k_daycare(d):
    ch = d.person("child")
    m = d.person("mother", "f", family=None)
    f = d.person("father", "m", family=None)
    if d.lang == "mixed":
        ch = d.person("child_mx", family=f)
        pk = d.person("pickup")
        d.h("Fiche d'inscription — Crèche Les Petits Dauphins / بطاقة ترسيم بالمحضنة")
        d.p(f"Année / السنة : {d.D('2025-2026')} — Dossier n° {d.d_ref('CR-###')}")
        d.table(["", "Enfant / الطفل", "Mère / الأم", "Père / الأب"], [
            ["Nom / الاسم", d.nm(ch, "FL"), d.nm(m, "fl"), d.nm(f, "LF")],
            ["بالعربية", d.nm(ch, "abl"), d.nm(m, "abl"), d.nm(f, "a")],
            ["Né(e) le / تاريخ الولادة", d.dob(child=True), d.dob(), "—"],
            ["CIN / ب.ت.و", "—", d.cin(), d.cin("ar")],
            ["GSM", "—", d.phone(), d.phone("ar")],
            ["E-mail", "—", d.email(m), d.email(f)]])
        d.p(f"Adresse de la famille / عنوان العائلة : {d.address()}")
        d.p("Santé / الحالة الصحية : " + " — ".join(d.hpair("allergy")))
        d.p(f"Personne autorisée à récupérer l'enfant / الشخص المرخص له : {d.nm(pk, 'FL')} (CIN {d.cin()}), "
            f"véhicule {d.plate('fr')}.")
        d.p(f"Frais d'inscription {d.d_amount(lo=50, hi=150)}, mensualité {d.d_amount(lo=180, hi=450)} "
            f"(conformément à l'{d.D('article 12 du cahier des charges des crèches')}).")
        d.p(f"Affiliation CNSS du père / رقم الانخراط : {d.cnss()}")
    elif d.lang == "en":
        ch = d.person("child_en", family=m)
        d.h("NURSERY ENROLMENT FORM")
        d.p(f"{d.D('Little Olive Nursery')} — academic year 2025-2026 — form {d.d_ref('NUR-25-##')}")
        d.blank()
        d.kv([("Child's full name", d.nm(ch, "fl")), ("Child's date of birth", d.dob(child=True)),
              ("Known conditions / allergies", d.health("allergy")),
              ("Parent 1", f"{d.hon(m)} {d.nm(m, 'FL')}"), ("Parent 1 mobile", d.phone()),
              ("Parent 1 e-mail", d.email(m)), ("Parent 2", d.nm(f, "LF")), ("Parent 2 ID card", d.cin()),
              ("Home address", d.address())], "nextline")
        d.blank()
        d.p(f"I, {d.nm(m, 'i')}, authorise the staff to give {d.nm(ch, 'f')} the emergency treatment described "
            f"in the care plan. Monthly fee: {d.d_amount('en', 180, 450)}, payable before the {d.D('5th of each month')}.")
        d.p(f"Signed: {d.nm(m, 'fl')}          Date: {d.d_date()}")
    else:
        d.sep = ";"
        kids = [d.person(f"kid{i}") for i in range(4)]
        rows = []
        for i, k in enumerate(kids):
            p1 = d.person(f"kidparent{i}", family=k)
            p2 = d.person(f"kidpickup{i}")
            rows.append([d.nm(k, "Lf" if i % 2 else "fl"), d.dob(child=True), d.nm(p1, "FL"), d.phone(),
                         d.email(p1) if i != 2 else "", d.health("allergy") if i in (0, 3) else "RAS",
                         d.nm(p2, "i"), d.cin(), d.d_amount(lo=180, hi=450)])
        d.table([f"Crèche municipale — inscrits {d.D('2025-2026')}"] + [""] * 8, [])
        d.table(["Enfant", "Né(e) le", "Parent", "GSM parent", "Mail", "Allergies / santé", "Personne autorisée",
                 "CIN personne autorisée", "Tarif mensuel"], rows)


def k_disciplinary(d):
    emp, chair, rep, hr = d.person("employee"), d.person("chair"), d.person("union_rep"), d.person("hr")
    if d.lang == "en":
        co = d.D(d.pick(["Carthage Logistics Group", "Sahel Textiles Ltd", "Mediterranean Canning Company"]))
        d.h("DISCIPLINARY BOARD — MINUTES OF HEARING")
        d.p(("b", co), f" · hearing of {d.d_date()} · opened at {d.d_time()}")
        d.table(["Employee", d.nm(emp, "FL")], [["Position", "forklift operator"], ["CNSS no.", d.cnss()],
                                                 ["Home address", d.address()], ["Mobile", d.phone()]])
        d.p(f"Board: {d.nm(chair, 'fl')} (chair), {d.nm(hr, 'i')} (HR) and {d.nm(rep, 'LF')}, union representative.")
        d.p(f"Facts: on {d.d_date()} the employee left the warehouse without authorisation during the night shift. "
            f"{d.hon(emp)} {d.nm(emp, 'l')} explained that he had been treated for a "
            f"{d.health('mental', 'en')} since the spring and produced a note from his psychiatrist."
            if emp.g == "m" else
            f"Facts: on {d.d_date()} the employee left the warehouse without authorisation during the night shift. "
            f"{d.hon(emp)} {d.nm(emp, 'l')} explained that she had been treated for a "
            f"{d.health('mental', 'en')} since the spring and produced a note from her psychiatrist.")
        d.p(f"Decision, under {d.D('Article 13 of the sectoral collective agreement')}: written warning, adopted by "
            f"{d.d_pct(51, 98)} of the votes; referral to the occupational physician.")
        d.p("Signatures: ", d.nm(chair, "iL"), " / ", d.nm(rep, "fl"))
    elif d.lang == "ar":
        d.sep = "|"
        es = [emp, d.person("employee2"), d.person("employee3")]
        d.table(["سجل مجلس التأديب", d.D("الشركة الوطنية لتوزيع البترول"), "", "", "", ""], [])
        rows = []
        for i, p in enumerate(es):
            rows.append([d.nm(p, ["abl", "la", "a"][i]), d.cnss(), d.d_date(),
                         d.pick(["تغيب دون مبرر", "رفض تنفيذ تعليمات", "تأخير متكرر"]),
                         d.pick(["إنذار", "توبيخ", "إيقاف عن العمل لمدة ثلاثة أيام"]),
                         "قدم شهادة طبية: " + d.health("mental") if i == 1 else "—"])
        d.table(["العون", "رقم الضمان الاجتماعي", "تاريخ الجلسة", "الخطأ", "العقوبة", "ملاحظات"], rows)
        d.table(["رئيس المجلس", d.nm(chair, "a"), "ممثل النقابة", d.nm(rep, "abl"), "", ""], [])
    else:
        d.h("CONSEIL DE DISCIPLINE — PROCES-VERBAL")
        d.h("مجلس التأديب — محضر جلسة", 2)
        day = d.d_date()
        d.p(f"Séance du {day} à {d.d_time()} / جلسة يوم {day}")
        d.kv([("Agent concerné", d.nm(emp, "LF")), ("العون المعني", d.nm(emp, "abl")), ("Matricule CNSS", d.cnss()),
              ("Né le / تاريخ الولادة", d.dob()), ("CIN", d.cin())], "colon")
        d.blank()
        d.p(f"Présidence : {d.nm(chair, 'FL')} ; ressources humaines : {d.nm(hr, 'Li')} ; "
            f"défense : {d.nm(rep, 'fl')}, délégué syndical.")
        d.p(f"L'agent reconnaît trois retards en {d.D('février 2025')} et invoque un {d.health('mental')} attesté par "
            f"un certificat. Le conseil retient un avertissement, en application de l'{d.D('article 37 du statut du personnel')}.")
        d.p(f"أفاد {d.nm(emp, 'af')} بأنه يتابع علاجا منتظما، وقرر المجلس الاكتفاء بالتنبيه. "
            f"يمكن الاتصال بالعون على الرقم {d.phone('ar')}.")
        d.p(f"Le président : {d.nm(chair, 'iL')}        ممثل النقابة : {d.nm(rep, 'a')}")


KINDS = [
    ("works_council_minutes", k_works_council, [("fr", "md"), ("ar", "docx"), ("mixed", "txt")]),
    ("interview_evaluation", k_interview, [("en", "md"), ("fr", "csv"), ("ar", "txt")]),
    ("loan_guarantor_declaration", k_guarantor, [("fr", "docx"), ("ar", "txt"), ("mixed", "md")]),
    ("hotel_incident_report", k_hotel, [("en", "txt"), ("fr", "docx"), ("mixed", "csv")]),
    ("thesis_defence_minutes", k_thesis, [("fr", "txt"), ("ar", "md"), ("en", "docx")]),
    ("blood_donation_register", k_blood, [("mixed", "csv"), ("ar", "csv"), ("en", "md")]),
    ("gym_membership", k_gym, [("en", "csv"), ("fr", "txt"), ("mixed", "md")]),
    ("burial_permit", k_burial, [("ar", "docx"), ("fr", "md"), ("mixed", "txt")]),
    ("lost_id_declaration", k_lost_id, [("fr", "txt"), ("ar", "md"), ("en", "csv")]),
    ("travel_booking_list", k_travel, [("en", "csv"), ("fr", "md"), ("mixed", "docx")]),
    ("ngo_volunteer_register", k_volunteer, [("ar", "csv"), ("en", "md"), ("mixed", "docx")]),
    ("bailiff_notice", k_bailiff, [("fr", "docx"), ("ar", "txt"), ("mixed", "md")]),
    ("fishing_licence", k_fishing, [("ar", "docx"), ("en", "txt"), ("mixed", "csv")]),
    ("mortgage_simulation", k_mortgage, [("en", "md"), ("fr", "csv"), ("ar", "docx")]),
    ("daycare_registration", k_daycare, [("mixed", "docx"), ("en", "txt"), ("fr", "csv")]),
    ("disciplinary_council_minutes", k_disciplinary, [("en", "docx"), ("ar", "csv"), ("mixed", "txt")]),
]


# --------------------------------------------------------------------------- rendering
def _txt(run):
    return run[1] if isinstance(run, tuple) else run


def _ptext(runs):
    return "".join(_txt(r) for r in runs)


def _cell(v):
    return _ptext(v) if isinstance(v, list) else v


def render_txt(blocks):
    out = []
    for b in blocks:
        k = b[0]
        if k == "h":
            out.append(b[1])
            if b[2] == 1:
                out.append("=" * min(max(len(b[1]), 10), 70))
            out.append("")
        elif k == "p":
            out.append(_ptext(b[1]))
        elif k == "blank":
            out.append("")
        elif k == "kv":
            pairs, style = b[1], b[2]
            w = max(len(l) for l, _ in pairs)
            if style == "nextline":
                for l, v in pairs:
                    out.append(l + " :")
                    out.append(v if "\n" in v else "    " + v)
                    out.append("")
            elif style == "dots":
                for l, v in pairs:
                    out.append(f"{l} {'.' * (w - len(l) + 6)} {v}")
            elif style == "twocol":
                for i in range(0, len(pairs), 2):
                    left = f"{pairs[i][0]} : {pairs[i][1]}"
                    if i + 1 < len(pairs):
                        out.append(left.ljust(48) + f"{pairs[i + 1][0]} : {pairs[i + 1][1]}")
                    else:
                        out.append(left)
            elif style == "list":
                for l, v in pairs:
                    out.append(f"- {l}: {v}")
            else:
                for l, v in pairs:
                    out.append(f"{l.ljust(w)} : {v}")
        elif k == "table":
            rows = [b[1]] + b[2]
            out.append(" | ".join(_cell(c) for c in b[1]))
            out.append("-" * 40)
            for r in b[2]:
                out.append(" | ".join(_cell(c) for c in r))
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def _md_cell(v):
    return _cell(v).replace("|", "\\|")


def render_md(blocks):
    out = []
    for b in blocks:
        k = b[0]
        if k == "h":
            out += ["#" * b[2] + " " + b[1], ""]
        elif k == "p":
            out.append("".join(f"**{r[1]}**" if isinstance(r, tuple) else r for r in b[1]))
            if not out[-1].endswith("  "):
                out.append("")
        elif k == "blank":
            out.append("")
        elif k == "kv":
            pairs, style, head = b[1], b[2], b[3]
            if style == "table":
                head = head or ["", ""]
                out += [f"| {head[0]} | {head[1]} |", "|---|---|"]
                out += [f"| {_md_cell(l)} | {_md_cell(v)} |" for l, v in pairs]
                out.append("")
            elif style == "nextline":
                for l, v in pairs:
                    out += [f"**{l}**  ", v, ""]
            else:
                out += [f"- **{l}** : {v}" for l, v in pairs]
                out.append("")
        elif k == "table":
            out.append("| " + " | ".join(_md_cell(c) for c in b[1]) + " |")
            out.append("|" + "---|" * len(b[1]))
            for r in b[2]:
                out.append("| " + " | ".join(_md_cell(c) for c in r) + " |")
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_csv(blocks, sep):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=sep, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
    for b in blocks:
        k = b[0]
        if k in ("h", "p"):
            w.writerow([b[1] if k == "h" else _ptext(b[1])])
        elif k == "blank":
            buf.write("\n")
        elif k == "kv":
            for l, v in b[1]:
                w.writerow([l, v])
        elif k == "table":
            w.writerow([_cell(c) for c in b[1]])
            for r in b[2]:
                w.writerow([_cell(c) for c in r])
    return buf.getvalue()


W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _has_ar(s):
    return any(is_ar(c) for c in s)


def _runs_xml(runs, bold_all=False):
    out = []
    for r in runs:
        bold = bold_all or isinstance(r, tuple)
        t = _txt(r)
        if not t:
            continue
        rpr = ("<w:b/>" if bold else "") + ("<w:rtl/>" if _has_ar(t) else "")
        out.append(f"<w:r>{'<w:rPr>' + rpr + '</w:rPr>' if rpr else ''}"
                   f'<w:t xml:space="preserve">{escape(t)}</w:t></w:r>')
    return "".join(out)


def _p_xml(runs, bold_all=False, size=None):
    text = _ptext(runs)
    ppr = "<w:bidi/>" if _has_ar(text) else ""
    return f"<w:p>{'<w:pPr>' + ppr + '</w:pPr>' if ppr else ''}{_runs_xml(runs, bold_all)}</w:p>"


def _tbl_xml(rows):
    ncol = max(len(r) for r in rows)
    width = 9000 // ncol
    border = "".join(f'<w:{e} w:val="single" w:sz="4" w:space="0" w:color="808080"/>'
                     for e in ("top", "left", "bottom", "right", "insideH", "insideV"))
    x = [f'<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>{border}</w:tblBorders></w:tblPr>',
         "<w:tblGrid>" + f'<w:gridCol w:w="{width}"/>' * ncol + "</w:tblGrid>"]
    for i, r in enumerate(rows):
        x.append("<w:tr>")
        for c in list(r) + [""] * (ncol - len(r)):
            runs = c if isinstance(c, list) else [c]
            x.append(f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>{_p_xml(runs, bold_all=(i == 0))}</w:tc>')
        x.append("</w:tr>")
    x.append("</w:tbl>")
    return "".join(x)


def docx_document_xml(blocks):
    body = []
    for b in blocks:
        k = b[0]
        if k == "h":
            body.append(_p_xml([("b", b[1])]))
        elif k == "p":
            body.append(_p_xml(b[1]))
        elif k == "blank":
            body.append("<w:p/>")
        elif k == "kv":
            pairs, style = b[1], b[2]
            if style in ("table", "twocol"):
                rows = [[l, v] for l, v in pairs]
                if style == "twocol":
                    rows = [sum(([l, v] for l, v in pairs[i:i + 2]), []) for i in range(0, len(pairs), 2)]
                elif b[3]:
                    rows = [b[3]] + rows
                body.append(_tbl_xml(rows))
                body.append("<w:p/>")
            elif style == "nextline":
                for l, v in pairs:
                    body.append(_p_xml([("b", l)]))
                    body.append(_p_xml([v]))
            else:
                for l, v in pairs:
                    body.append(_p_xml([("b", l), " : ", v]))
        elif k == "table":
            body.append(_tbl_xml([b[1]] + b[2]))
            body.append("<w:p/>")
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f"<w:document {W}><w:body>{''.join(body)}"
            '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
            '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="709" w:footer="709" w:gutter="0"/>'
            "</w:sectPr></w:body></w:document>")


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


def docx_bytes(blocks):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", CT), ("_rels/.rels", RELS),
                           ("word/document.xml", docx_document_xml(blocks))):
            zi = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue()


def docx_text(data):
    import xml.etree.ElementTree as ET
    ns = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        root = ET.fromstring(z.read("word/document.xml"))
    return "\n".join("".join(t.text or "" for t in p.iter(ns + "t")) for p in root.iter(ns + "p"))


# --------------------------------------------------------------------------- self-check
def _norm(s):
    s = unicodedata.normalize("NFKC", s).translate(str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789"))
    return _AR_DIAC.sub("", s).casefold()


def _compact(s):
    return re.sub(r"[\W_]+", "", _norm(s))


def self_check(doc, text):
    for s in doc.sensitive:
        if s["value"] not in text:
            return f"sensitive value not verbatim: {s['value']!r}"
    for v in doc.decoys:
        if v not in text:
            return f"decoy not verbatim: {v!r}"
    for v in doc.decoys:
        cv = _compact(v)
        nv = _norm(v)
        for s in doc.sensitive:
            cs = _compact(s["value"])
            if cs in cv or cv in cs:
                return f"decoy {v!r} overlaps {s['value']!r}"
            if s["type"] == "PERSON":
                for t in words(s["value"]):
                    if len(t) >= 3 and t not in PARTICLES and t in words(nv):
                        return f"decoy {v!r} contains name part {t!r}"
        for s in doc.sensitive:
            i = text.find(v)
            while i >= 0:
                j = text.find(s["value"])
                while j >= 0:
                    if i < j + len(s["value"]) and j < i + len(v):
                        return f"decoy {v!r} overlaps {s['value']!r} in text"
                    j = text.find(s["value"], j + 1)
                i = text.find(v, i + 1)
    return None


# --------------------------------------------------------------------------- main
def build(seed, refusal):
    docs = []
    idx = 0
    for kind, fn, variants in KINDS:
        for lang, fmt in variants:
            for attempt in range(50):
                d = Doc(refusal, seed, idx, kind, lang, fmt, attempt)
                fn(d)
                if fmt == "txt":
                    data = render_txt(d.blocks).encode("utf-8")
                    text = data.decode("utf-8")
                elif fmt == "md":
                    data = render_md(d.blocks).encode("utf-8")
                    text = data.decode("utf-8")
                elif fmt == "csv":
                    data = render_csv(d.blocks, d.sep).encode("utf-8")
                    text = data.decode("utf-8")
                else:
                    data = docx_bytes(d.blocks)
                    text = docx_text(data)
                err = self_check(d, text)
                if err is None:
                    break
            else:
                raise RuntimeError(f"document {idx} ({kind}/{lang}) failed its self-check: {err}")
            fname = f"{idx + 1:03d}_{kind}_{lang}.{fmt}"
            docs.append((fname, data, {"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                                       "sensitive": d.sensitive, "decoys": d.decoys}))
            idx += 1
    return docs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=DEFAULT_NAMES)
    ap.add_argument("--corpus-manifest", default=DEFAULT_CORPUS)
    a = ap.parse_args(argv)
    refusal = Refusal(a.names_dir, a.corpus_manifest)
    docs = build(a.seed, refusal)
    os.makedirs(a.out, exist_ok=True)
    for fname, data, _ in docs:
        with open(os.path.join(a.out, fname), "wb") as fh:
            fh.write(data)
    manifest = [m for _, _, m in docs]
    with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    n = sum(len(m["sensitive"]) for m in manifest)
    print(f"gen_tenth: seed {a.seed}: {len(manifest)} documents, {n} sensitive values, "
          f"{sum(len(m['decoys']) for m in manifest)} decoys -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
