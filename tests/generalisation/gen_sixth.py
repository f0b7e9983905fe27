#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Sixth held-out generator for Caviard: 48 synthetic Tunisian compliance documents.

    python3 tests/generalisation/gen_sixth.py --seed N --out DIR

writes 48 documents (16 kinds x 3 language/format variants) and DIR/manifest.json in the
format of ../shared/corpus/README.md: a list of {"file", "lang", "kind", "format",
"expect": "ok", "sensitive": [{"type", "value"}], "decoys": [...]}.

Kinds (all new): deed_of_sale (عقد بيع / acte de vente), kyc_update, payslip (fiche de
paie, journal de paie CSV), court_summons (استدعاء / citation), rental_contract (عقد كراء),
insurance_claim, school_enrolment, hospital_discharge, customs_declaration, email_thread,
whatsapp_export, job_application, power_of_attorney (توكيل / procuration),
accident_report (constat amiable / محضر), tax_certificate (شهادة في الخصم من المورد),
municipal_permit (رخصة بناء).  Languages fr, ar, en and mixed (French and Arabic prose in
one document); formats txt, md, csv and docx (minimal OOXML written with zipfile, fixed
timestamps, some data in tables, runs sometimes split inside a value).

Provenance: written by a helper session that read neither Caviard's detector sources nor
the other generators in this directory nor their docs; it read only the shared README,
the corpus manifest format, the scorer (to match what it reads), and the name-list files
and corpus manifest solely to refuse collisions.

Names are invented.  Tunisian-looking names are built from random triliteral "roots"
(three distinct consonants, each with an Arabic letter and a French-style transliteration)
poured into Arabic morphological patterns (فاعل, فعيل, مفعول, فعلان, مفعولي, فعلاوي, بوفعيل,
...), which gives the Arabic-script and the Latin form at once.  Foreign names are built from
European-looking syllables.  Any name part that (case, accents, Arabic diacritics and hamza
forms folded) appears in crates/caviard/data/names/*.txt or in a PERSON value of
../shared/corpus/manifest.json is refused, as is any part already used in the same run.
Every document is self-checked before it is written: each value and decoy occurs verbatim
in the extracted text, and simulating a perfect masker (every listed value replaced) leaves
no value, no PERSON part (scorer rules) and every decoy; otherwise the document is redrawn
from the next deterministic sub-seed.  Same seed -> same bytes.
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
from datetime import date, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
NAMES_DIR = os.path.join(ROOT, "crates", "caviard", "data", "names")
CORPUS_MANIFEST = os.path.abspath(os.path.join(ROOT, "..", "shared", "corpus", "manifest.json"))

# ----------------------------------------------------------------------------- folding / refusal
_AR_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")


def fold(s):
    """Case, accents, Arabic diacritics/tatweel and hamza/madda carriers folded."""
    s = unicodedata.normalize("NFKC", s)
    s = _AR_MARKS.sub("", s)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.casefold().replace("\u0629", "\u0647").replace("\u0649", "\u064a")
    return s.strip(".,;:()'\"")


def _split_parts(s):
    return [t for t in re.split(r"[\s\-'\u2019]+", s) if t]


def load_refused():
    refused = set()

    def add(tok):
        f = fold(tok)
        if not f:
            return
        refused.add(f)
        if f.startswith("\u0627\u0644") and len(f) > 3:
            refused.add(f[2:])
    if os.path.isdir(NAMES_DIR):
        for fn in sorted(os.listdir(NAMES_DIR)):
            if not fn.endswith(".txt"):
                continue
            with open(os.path.join(NAMES_DIR, fn), encoding="utf-8") as fh:
                for line in fh:
                    line = line.strip()
                    if not line or line.startswith("#"):
                        continue
                    for tok in _split_parts(line):
                        add(tok)
    if os.path.exists(CORPUS_MANIFEST):
        with open(CORPUS_MANIFEST, encoding="utf-8") as fh:
            for doc in json.load(fh):
                for s in doc.get("sensitive", []):
                    if s.get("type") == "PERSON":
                        for tok in _split_parts(s["value"]):
                            add(tok)
    return refused


def part_refused(part, refused):
    f = fold(part)
    if f in refused:
        return True
    if f.startswith("\u0627\u0644") and f[2:] in refused:
        return True
    if ("\u0627\u0644" + f) in refused:
        return True
    return False


# ----------------------------------------------------------------------------- scorer-like checks
# Re-implementation of the matching rules documented in ../shared/corpus/README.md, used only to
# self-check documents before writing them (perfect masker must reach recall 1, keep decoys).
_INV = re.compile("[\u00ad\u061c\u200b-\u200f\u2060-\u2064\ufeff]")
_EMB = re.compile("[\u202a-\u202e\u2066-\u2069]")
_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
_AIDIG = {**{0x660 + i: str(i) for i in range(10)}, **{0x6F0 + i: str(i) for i in range(10)}}


def snorm(s):
    s = unicodedata.normalize("NFKC", s)
    s = _INV.sub("", s)
    s = _EMB.sub(" ", s)
    s = s.translate(_AIDIG)
    s = _DIAC.sub("", s)
    s = s.casefold()
    return re.sub(r"\s+", " ", s).strip()


def _isar(c):
    return "\u0600" <= c <= "\u06ff" or "\u0750" <= c <= "\u077f"


_CL = r"(?:[\u0648\u0628\u0644\u0641\u0643]|\u0644\u0644)?"
_DS = r"[\s.\-/]{0,3}"
_PS = r"[\W_]{0,4}"


def _vregex(v):
    nv = snorm(v)
    parts, prev = [], False
    for ch in re.findall(r"\d+|[^\W\d_]+|[^\w]+|_+", nv):
        if ch[0].isdigit():
            if prev:
                parts.append(_DS)
            parts.append(_DS.join(ch))
            prev = True
        elif ch[0].isalpha():
            if prev:
                parts.append(_DS)
            parts.append(re.escape(ch))
            prev = True
        else:
            if parts:
                parts.append(_PS)
            prev = False
    while parts and parts[-1] == _PS:
        parts.pop()
    al = [c for c in nv if c.isalnum()]
    if not al:
        return None
    a, z = al[0], al[-1]
    st = r"(?<!\d)" if a.isdigit() else (r"(?<![^\W\d_])" + _CL if _isar(a) else r"(?<![^\W\d_])" if a.isalpha() else "")
    en = r"(?!\d)" if z.isdigit() else (r"(?![^\W\d_])" if z.isalpha() else "")
    return st + "".join(parts) + en


_PCACHE = {}


def vpatterns(v):
    if v in _PCACHE:
        return _PCACHE[v]
    pats = []
    p = _vregex(v)
    if p:
        pats.append(p)
    nv = snorm(v)
    dd = re.sub(r"\D", "", nv)
    if dd and len(dd) >= 6 and not re.search(r"[^\W\d_]", nv):
        pats.append(r"(?<!\d)" + _DS.join(dd[::-1]) + r"(?!\d)")
    toks = nv.split(" ")
    chunks = re.findall(r"\d+|[^\W\d_]+", nv)
    alts = ([" ".join(reversed(toks))] if len(toks) > 1 else []) + ([" ".join(reversed(chunks))] if len(chunks) > 1 else [])
    if any(_isar(c) for c in nv):
        alts.append(nv[::-1])
    for alt in alts:
        rp = _vregex(alt)
        if rp and rp not in pats:
            pats.append(rp)
    out = [re.compile(x) for x in pats]
    _PCACHE[v] = out
    return out


_IGN = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "m.", "mme", "mlle", "mr", "mrs", "ms", "dr",
        "monsieur", "madame", "mademoiselle", "maître", "maitre", "بن", "بنت", "ابن", "عبد", "الدين", "الحاج",
        "السيد", "السيدة", "الدكتور", "الأستاذ"}


def sparts(v):
    out = []
    for t in re.split(r"[\s\-]+", snorm(v)):
        t = t.strip(".,;:()")
        if len(t) >= 3 and t not in _IGN:
            out.append(t)
    return out


def spart_re(t):
    if _isar(t[0]):
        return re.compile(r"(?<![^\W\d_])(?:" + _CL + re.escape(t) + "|" + re.escape(t[::-1]) + r")(?![^\W\d_])")
    return re.compile(r"(?<![^\W\d_])" + re.escape(t) + r"(?![^\W\d_])")


def present(v, ntext):
    return any(p.search(ntext) for p in vpatterns(v))


def leaks(item_type, v, ntext):
    if present(v, ntext):
        return True
    if item_type == "PERSON":
        return any(spart_re(t).search(ntext) for t in sparts(v))
    return False


def perfect_mask(text, values):
    for v in sorted(set(values), key=lambda x: (-len(x), x)):
        text = text.replace(v, "[X]")
    return text


# ----------------------------------------------------------------------------- small helpers
AR_DIGITS = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669")


def ard(s):
    return s.translate(AR_DIGITS)


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def group(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        if i >= len(s):
            break
        out.append(s[i:i + k])
        i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def luhn_digit(partial):
    tot = 0
    for i, ch in enumerate(reversed(partial)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return str((10 - tot % 10) % 10)


def luhn_ok(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def rib_key(base18):
    return 97 - (int(base18) * 100) % 97


def iban_check(cc, bban):
    num = "".join(str(int(c, 36)) for c in (bban + cc + "00"))
    return "%02d" % (98 - int(num) % 97)


def thousands(n, sep=" "):
    s = str(n)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


# ----------------------------------------------------------------------------- names
# (arabic letter, french-style transliteration)
CONS = [("ب", "b"), ("ت", "t"), ("ج", "j"), ("ح", "h"), ("خ", "kh"), ("د", "d"), ("ر", "r"), ("ز", "z"),
        ("س", "s"), ("ش", "ch"), ("ص", "s"), ("ط", "t"), ("غ", "gh"), ("ف", "f"), ("ق", "k"), ("ك", "k"),
        ("ل", "l"), ("م", "m"), ("ن", "n"), ("ذ", "dh")]
FIRST_M = [("{0}ا{1}{2}", "{0}a{1}e{2}"), ("{0}{1}ي{2}", "{0}a{1}i{2}"), ("م{0}{1}و{2}", "ma{0}{1}ou{2}"),
           ("{0}{1}ا{2}", "{0}a{1}a{2}"), ("{0}{1}{2}ان", "{0}a{1}{2}ane"), ("م{0}{1}{2}", "mo{0}{1}e{2}"),
           ("{0}{1}و{2}", "{0}a{1}ou{2}")]
FIRST_F = [("{0}{1}ي{2}ة", "{0}a{1}i{2}a"), ("{0}ا{1}{2}ة", "{0}a{1}{2}a"), ("{0}{1}{2}ى", "{0}a{1}{2}a"),
           ("{0}{1}ا{2}ة", "{0}a{1}a{2}a"), ("{0}{1}{2}ان", "{0}a{1}{2}ene")]
LAST = [("ال{0}{1}ا{2}ي", "{0}e{1}a{2}i"), ("{0}{1}{2}اوي", "{0}a{1}{2}aoui"), ("م{0}{1}و{2}ي", "ma{0}{1}ou{2}i"),
        ("بو{0}{1}ي{2}", "bou{0}{1}i{2}"), ("{0}{1}ا{2}", "{0}{1}a{2}"), ("ال{0}{1}{2}ي", "{0}a{1}{2}i"),
        ("بن {0}ا{1}{2}", "Ben {0}a{1}e{2}"), ("{0}ا{1}{2}ي", "{0}a{1}{2}i")]
EU_ON = ["b", "br", "d", "f", "g", "gr", "l", "m", "n", "p", "r", "s", "t", "v", "j", "c", "tr", "st", "h", "w"]
EU_V = ["a", "e", "i", "o", "u", "ou", "ie", "é", "ea", "è", "ai"]
EU_END_F = ["ine", "ette", "elle", "ia", "ène", "ild", "ora"]
EU_END_M = ["an", "in", "o", "ert", "ic", "as", "ien", "us", "oït", "rik"]
EU_LAST = ["mann", "ard", "ier", "ot", "ez", "ssen", "eau", "ini", "berg", "ley", "quist", "ais", "ovic"]


def cap(s):
    return " ".join(w[:1].upper() + w[1:] for w in s.split(" "))


def arab_name(rng, patterns):
    pa, pl = patterns[rng.randrange(len(patterns))]
    roots = rng.sample(CONS, 3)
    ar = pa.format(*[r[0] for r in roots])
    la = pl.format(*[r[1] for r in roots])
    la = re.sub(r"(.)\1\1", r"\1\1", la)
    return ar, cap(la)


def eu_name(rng, g):
    f = rng.choice(EU_ON) + rng.choice(EU_V) + rng.choice(EU_ON)[:1] + rng.choice(EU_END_F if g == "f" else EU_END_M)
    last = rng.choice(EU_ON) + rng.choice(EU_V) + rng.choice(EU_ON) + rng.choice(EU_V)[:1] + rng.choice(EU_LAST)
    return cap(f), cap(last)


class Person:
    def __init__(self, g, fa, fl, la, ll, pa=None, pl=None, ga=None, gl=None, foreign=False):
        self.g, self.fa, self.fl, self.la, self.ll = g, fa, fl, la, ll
        self.pa, self.pl, self.ga, self.gl, self.foreign = pa, pl, ga, gl, foreign

    def parts(self):
        out = []
        for s in (self.fa, self.fl, self.la, self.ll, self.pa, self.pl, self.ga, self.gl):
            if s:
                out += [t for t in s.split(" ") if fold(t) not in ("ben", "بن", "el")]
        return out


# ----------------------------------------------------------------------------- reference data
CITIES = [("Tunis", "تونس", "1000"), ("Ariana", "أريانة", "2080"), ("La Marsa", "المرسى", "2070"),
          ("Le Bardo", "باردو", "2000"), ("Ben Arous", "بن عروس", "2013"), ("Sousse", "سوسة", "4000"),
          ("Sfax", "صفاقس", "3000"), ("Monastir", "المنستير", "5000"), ("Nabeul", "نابل", "8000"),
          ("Bizerte", "بنزرت", "7000"), ("Gabès", "قابس", "6000"), ("Kairouan", "القيروان", "3100"),
          ("Hammamet", "الحمامات", "8050"), ("Mahdia", "المهدية", "5100"), ("Médenine", "مدنين", "4100"),
          ("Gafsa", "قفصة", "2100"), ("Béja", "باجة", "9000"), ("Houmt Souk", "حومة السوق", "4180"),
          ("Kélibia", "قليبية", "8090"), ("Tozeur", "توزر", "2200"), ("Jendouba", "جندوبة", "8100"),
          ("Zarzis", "جرجيس", "4170"), ("Msaken", "مساكن", "4070"), ("Le Kram", "الكرم", "2015")]
STREETS = [("rue Ibn Khaldoun", "نهج ابن خلدون", "Ibn Khaldoun Street"),
           ("avenue Farhat Hached", "شارع فرحات حشاد", "Farhat Hached Avenue"),
           ("rue de Marseille", "نهج مرسيليا", "Marseille Street"),
           ("avenue de la Liberté", "شارع الحرية", "Liberty Avenue"),
           ("rue Habib Thameur", "نهج الحبيب ثامر", "Habib Thameur Street"),
           ("rue des Orangers", "نهج البرتقال", "Orange Tree Street"),
           ("avenue Taïeb Mhiri", "شارع الطيب المهيري", "Taieb Mhiri Avenue"),
           ("rue de Palestine", "نهج فلسطين", "Palestine Street"),
           ("avenue Hédi Nouira", "شارع الهادي نويرة", "Hedi Nouira Avenue"),
           ("rue des Jasmins", "نهج الياسمين", "Jasmine Street"),
           ("rue Tahar Sfar", "نهج الطاهر صفر", "Tahar Sfar Street"),
           ("rue El Moez", "نهج المعز", "El Moez Street"),
           ("avenue Ibn Sina", "شارع ابن سينا", "Ibn Sina Avenue"),
           ("rue Abou El Kacem Chebbi", "نهج أبو القاسم الشابي", "Abou El Kacem Chebbi Street"),
           ("rue de la Mosquée", "نهج الجامع", "Mosque Street"),
           ("avenue de l'Union du Maghreb", "شارع اتحاد المغرب العربي", "Arab Maghreb Union Avenue"),
           ("rue du Niger", "نهج النيجر", "Niger Street"),
           ("impasse des Oliviers", "زنقة الزياتين", "Olive Grove Lane")]
QUARTERS = [("El Menzah 6", "المنزه السادس"), ("Cité Ennasr 2", "حي النصر 2"), ("Cité El Khadra", "حي الخضراء"),
            ("El Mourouj 3", "المروج 3"), ("Cité Ettahrir", "حي التحرير"), ("Sahloul 4", "سهلول 4"),
            ("Cité Erriadh", "حي الرياض"), ("Khezama Est", "خزامة الشرقية"), ("Cité Ezzouhour", "حي الزهور")]
RESID = [("Les Jasmins", "الياسمين"), ("El Amen", "الأمان"), ("Les Palmiers", "النخيل"), ("Dar Essalem", "دار السلام"),
         ("Les Mimosas", "الميموزا"), ("El Bousten", "البستان")]
BANKS = [("01", "Arab Tunisian Bank", "البنك العربي لتونس"), ("03", "Banque Nationale Agricole", "البنك الوطني الفلاحي"),
         ("04", "Attijari bank", "التجاري بنك"), ("05", "Banque de Tunisie", "بنك تونس"), ("07", "Amen Bank", "بنك الأمان"),
         ("08", "BIAT", "البنك التونسي الدولي"), ("10", "STB", "الشركة التونسية للبنك"), ("11", "UBCI", "الاتحاد البنكي للتجارة والصناعة"),
         ("12", "UIB", "الاتحاد الدولي للبنوك"), ("14", "BH Bank", "بنك الإسكان"), ("17", "La Poste Tunisienne", "البريد التونسي"),
         ("20", "BTK", "البنك التونسي الكويتي"), ("25", "Banque Zitouna", "بنك الزيتونة"), ("32", "Al Baraka Bank", "بنك البركة")]
INSURERS = ["STAR Assurances", "COMAR", "GAT Assurances", "Assurances Maghrebia", "Lloyd Tunisien", "AMI Assurances", "CARTE Assurances"]
INSURERS_AR = ["الشركة التونسية للتأمين وإعادة التأمين", "تأمينات المغاربية", "تأمينات آمي", "الشركة التونسية للتأمين ستار"]
COMP_A = ["Carthage", "Atlas", "Médina", "Sahel", "Cap Bon", "Kerkennah", "Dorsale", "Oasis", "Golfe", "Tell", "Jugurtha",
          "Numidia", "Zembra", "Chott", "Byrsa", "Majerda"]
COMP_B = ["Négoce", "Logistique", "Textiles", "Agro", "Industries", "Services", "Distribution", "Conseil", "Plast",
          "Électronique", "Transit", "Céramique", "Pharma", "Immobilier"]
COMP_F = ["SARL", "SA", "SUARL", "& Cie", "Group", "SA"]
COMP_AR_A = ["قرطاج", "الأطلس", "الساحل", "الواحة", "الخليج", "الجنوب", "المتوسط", "النجمة"]
COMP_AR_B = ["للتجارة", "للخدمات", "للنقل واللوجستيك", "للصناعات الغذائية", "للمقاولات", "للنسيج"]
HEALTH = {
    "fr": ["diabète de type 2", "diabète insulinodépendant", "hypertension artérielle", "asthme sévère",
           "insuffisance rénale chronique", "épilepsie", "dépression majeure", "trouble bipolaire",
           "hernie discale L5-S1", "sclérose en plaques", "cancer du sein", "polyarthrite rhumatoïde",
           "cardiopathie ischémique", "infarctus du myocarde", "hépatite C", "séropositivité au VIH",
           "surdité bilatérale", "malvoyance", "handicap moteur", "paraplégie", "trisomie 21",
           "allergie sévère aux arachides", "drépanocytose", "tuberculose pulmonaire", "fracture du tibia droit",
           "traumatisme crânien", "entorse cervicale", "fracture de la clavicule", "schizophrénie",
           "maladie cœliaque", "anorexie mentale", "lombosciatique"],
    "en": ["type 1 diabetes", "high blood pressure", "chronic asthma", "epilepsy", "major depressive disorder",
           "bipolar disorder", "multiple sclerosis", "breast cancer", "HIV infection", "hepatitis B",
           "chronic kidney disease", "hearing impairment", "visual impairment", "post-traumatic stress disorder",
           "fractured left wrist", "whiplash injury", "sickle cell anaemia", "severe peanut allergy",
           "autism spectrum disorder", "coeliac disease", "generalised anxiety disorder", "rheumatoid arthritis"],
    "ar": ["داء السكري", "ارتفاع ضغط الدم", "الربو", "القصور الكلوي المزمن", "الصرع", "الاكتئاب الحاد",
           "سرطان الثدي", "التصلب اللويحي", "إعاقة حركية", "إعاقة بصرية", "الصمم", "كسر في عظم الساق",
           "رضوض على مستوى الرأس", "التهاب الكبد الفيروسي", "فقر الدم المنجلي", "قصور في عضلة القلب",
           "التوحد", "حساسية من الفول السوداني", "كسر في الترقوة", "انزلاق غضروفي"],
}
TREAT = {
    "fr": ["Metformine 1000 mg matin et soir", "insuline glargine 20 UI au coucher", "Lévétiracétam 500 mg deux fois par jour",
           "Amlodipine 5 mg par jour", "Sertraline 50 mg par jour", "séances de kinésithérapie", "hémodialyse trois fois par semaine",
           "chimiothérapie adjuvante", "Lithium 400 mg le soir"],
    "en": ["metformin 500 mg twice daily", "insulin glargine 18 units at night", "sertraline 50 mg once daily",
           "salbutamol inhaler as needed", "physiotherapy twice weekly", "haemodialysis three times a week"],
    "ar": ["حقن الأنسولين يوميا", "جلسات تصفية الدم ثلاث مرات في الأسبوع", "أدوية مضادة للصرع", "جلسات العلاج الطبيعي",
           "العلاج الكيميائي"],
}
FR_M = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
FR_MA = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
EN_M = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
AR_TN = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
AR_MS = ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول", "تشرين الثاني", "كانون الأول"]
AR_EG = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
PROF_FR = ["ingénieure en génie civil", "technicien supérieur", "enseignante", "pharmacien", "commerçant", "infirmière",
           "comptable", "agriculteur", "architecte", "chauffeur de taxi", "médecin généraliste", "étudiante"]
PROF_AR = ["مهندس", "أستاذة", "تاجر", "ممرضة", "فلاح", "محاسب", "موظف", "سائق", "صيدلانية", "عون إداري"]
PROF_EN = ["software engineer", "nurse", "teacher", "accountant", "logistics manager", "pharmacist", "student"]


def fmt_date(rng, dt, lang, formal=False):
    d, m, y = dt.day, dt.month, dt.year
    if lang == "mixed":
        lang = rng.choice(["fr", "ar"])
    if lang == "fr":
        opts = ["%02d/%02d/%04d" % (d, m, y), "%d/%d/%04d" % (d, m, y), "%02d-%02d-%04d" % (d, m, y),
                "%02d.%02d.%04d" % (d, m, y), "%s %s %d" % ("1er" if d == 1 else d, FR_M[m - 1], y),
                "%d %s %d" % (d, FR_M[m - 1].capitalize(), y), "%02d %s %d" % (d, FR_M[m - 1].upper(), y),
                "%04d-%02d-%02d" % (y, m, d), "%d %s %d" % (d, FR_MA[m - 1], y)]
        if not formal:
            opts.append("%02d/%02d/%02d" % (d, m, y % 100))
    elif lang == "en":
        suf = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
        opts = ["%s %d, %d" % (EN_M[m - 1], d, y), "%d %s %d" % (d, EN_M[m - 1], y), "%d%s %s %d" % (d, suf, EN_M[m - 1], y),
                "%02d %s %d" % (d, EN_M[m - 1][:3].upper(), y), "%04d-%02d-%02d" % (y, m, d), "%02d/%02d/%04d" % (d, m, y),
                "%d-%s-%d" % (d, EN_M[m - 1][:3], y)]
    else:
        opts = ["%02d/%02d/%04d" % (d, m, y), "%04d/%02d/%02d" % (y, m, d), "%d %s %d" % (d, AR_TN[m - 1], y),
                "%02d %s %d" % (d, AR_TN[m - 1], y), ard("%d %s %d" % (d, AR_TN[m - 1], y)), "%d %s %d" % (d, AR_MS[m - 1], y),
                ard("%02d/%02d/%04d" % (d, m, y)), "%d %s %d" % (d, AR_EG[m - 1], y), "%02d-%02d-%04d" % (d, m, y)]
    return rng.choice(opts)


def rand_date(rng, y0, y1):
    start = date(y0, 1, 1)
    return start + timedelta(days=rng.randrange((date(y1, 12, 31) - start).days))


# ----------------------------------------------------------------------------- document model
def xesc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def docx_text(data):
    """Text of word/document.xml: runs joined per paragraph, paragraphs (also in cells) one per line."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        xml = z.read("word/document.xml").decode("utf-8")
    lines = []
    for para in re.findall(r"<w:p[ >].*?</w:p>", xml, flags=re.S):
        buf = []
        for m in re.finditer(r"<w:t(?: [^>]*)?>(.*?)</w:t>|<w:tab/>|<w:br/>", para, flags=re.S):
            if m.group(0) == "<w:tab/>":
                buf.append("\t")
            elif m.group(0) == "<w:br/>":
                buf.append("\n")
            else:
                buf.append(m.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&"))
        lines.append("".join(buf))
    return "\n".join(lines)


KIND_TOPIC = {"deed_of_sale": "contract", "kyc_update": "data", "payslip": "labour", "court_summons": "procedure",
              "rental_contract": "contract", "customs_declaration": "customs", "email_thread": "data", "tax_certificate": "tax"}


class Doc:
    def __init__(self, rng, kind, lang, fmt, refused, used):
        self.rng, self.kind, self.lang, self.fmt = rng, kind, lang, fmt
        self.refused, self.used = refused, used
        self.sens, self.decs, self.blocks, self.rows = [], [], [], None
        self.persons, self.local_parts = [], set()
        self.delim = rng.choice([";", ";", ","])
        self.kv_style = rng.randrange(4)
        self.split_runs = rng.random() < 0.6
        self._alt = rng.randrange(2)
        self.rtl = lang == "ar"

    # -- recording
    def v(self, t, val):
        assert val and val == val.strip(), (t, val)
        if not any(s["type"] == t and s["value"] == val for s in self.sens):
            self.sens.append({"type": t, "value": val})
        return val

    def dc(self, val):
        if val not in self.decs:
            self.decs.append(val)
        return val

    # -- blocks
    def h(self, t):
        self.blocks.append(("h", t))

    def p(self, t):
        self.blocks.append(("p", t))

    def kv(self, pairs):
        self.blocks.append(("kv", [(a, b) for a, b in pairs if b is not None]))

    def table(self, rows):
        self.blocks.append(("table", rows))

    def pre(self, t):
        self.blocks.append(("pre", t))

    # -- language helpers
    def sl(self):
        """Section language: fixed, or alternating fr/ar for mixed documents."""
        if self.lang != "mixed":
            return self.lang
        self._alt ^= 1
        return "ar" if self._alt else "fr"

    def lab(self, fr, ar, en=None, lang=None):
        lang = lang or self.lang
        if lang == "fr":
            return fr
        if lang == "ar":
            return ar
        if lang == "en":
            return en or fr
        return self.rng.choice([f"{fr} / {ar}", f"{ar} – {fr}", f"{fr} ({ar})"])

    def pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def maybe(self, p):
        return self.rng.random() < p

    # -- people
    def person(self, g=None, foreign=False):
        rng = self.rng
        g = g or rng.choice("mf")
        for _ in range(500):
            if foreign:
                fl, ll = eu_name(rng, g)
                p = Person(g, None, fl, None, ll, foreign=True)
            else:
                fa, fl = arab_name(rng, FIRST_M if g == "m" else FIRST_F)
                pa, pl = arab_name(rng, FIRST_M)
                ga, gl = arab_name(rng, FIRST_M)
                la, ll = arab_name(rng, LAST)
                if ll.startswith("Bou") is False and la.startswith("ال") and rng.random() < 0.25:
                    ll = "El " + ll
                p = Person(g, fa, fl, la, ll, pa, pl, ga, gl)
            parts = p.parts()
            folded = [fold(x) for x in parts]
            if len(set(folded)) != len(folded):
                continue
            if any(len(x) < 3 or (not _isar(x[0]) and len(x) < 4) for x in parts):
                continue
            if any(part_refused(x, self.refused) or fold(x) in self.used or fold(x) in self.local_parts for x in parts):
                continue
            self.local_parts.update(folded)
            self.persons.append(p)
            return p
        raise RuntimeError("could not invent a name")

    def nl(self, p, style=None):
        """Latin-script name as written (recorded as PERSON)."""
        F, L = p.fl, p.ll
        styles = ["Fl", "Fl", "LF", "FL", "Lf", "lower", "init", "LFc"] + ([] if p.foreign else ["ben", "ben"])
        style = style or self.pick(styles)
        if style == "Fl":
            s = f"{F} {L}"
        elif style == "LF":
            s = f"{L.upper()} {F}"
        elif style == "FL":
            s = f"{F.upper()} {L.upper()}"
        elif style == "Lf":
            s = f"{L} {F}"
        elif style == "lower":
            s = f"{F.lower()} {L.lower()}"
        elif style == "init":
            s = f"{F[0]}. {L}"
        elif style == "LFc":
            s = f"{L.upper()}, {F}"
        elif style == "ben":
            s = f"{F} {self.pick(['ben', 'Ben', 'BEN']) if p.g == 'm' else self.pick(['bent', 'Bent', 'ben'])} {p.pl} {L}"
        elif style == "F":
            s = F
        elif style == "L":
            s = L
        elif style == "LU":
            s = L.upper()
        elif style == "FU":
            s = F.upper()
        else:
            raise ValueError(style)
        return self.v("PERSON", s)

    def na(self, p, style=None):
        """Arabic-script name as written (recorded as PERSON)."""
        b = "بن" if p.g == "m" else "بنت"
        style = style or self.pick(["FL", "FL", "ben", "ben", "full", "LF"])
        if style == "FL":
            s = f"{p.fa} {p.la}"
        elif style == "ben":
            s = f"{p.fa} {b} {p.pa} {p.la}"
        elif style == "full":
            s = f"{p.fa} {b} {p.pa} بن {p.ga} {p.la}"
        elif style == "LF":
            s = f"{p.la} {p.fa}"
        elif style == "F":
            s = p.fa
        elif style == "L":
            s = p.la
        else:
            raise ValueError(style)
        return self.v("PERSON", s)

    def name(self, p, lang=None, style=None):
        lang = lang or self.lang
        ar = not p.foreign and (lang == "ar" or (lang == "mixed" and self.maybe(0.5)))
        if ar:
            return self.na(p, style if style in ("FL", "ben", "full", "LF", "F", "L") else None)
        if p.foreign and style == "ben":
            style = None
        return self.nl(p, style if style in ("Fl", "LF", "FL", "Lf", "lower", "init", "LFc", "ben", "F", "L", "LU", "FU") else None)

    # -- identifiers
    def cin(self, lang=None):
        lang = lang or self.lang
        dd = self.pick("0001") + digits(self.rng, 7)
        r = self.rng.random()
        if r < 0.6:
            s = dd
        elif r < 0.7:
            s = group(dd, [2, 3, 3])
        elif r < 0.78:
            s = group(dd, [4, 4])
        elif r < 0.85:
            s = " ".join(dd)
        elif r < 0.92:
            s = group(dd, [2, 3, 3], ".")
        else:
            s = group(dd, [1, 7], "-")
        if lang in ("ar", "mixed") and self.maybe(0.3):
            s = ard(s)
        return self.v("CIN", s)

    def passport(self, foreign=None):
        rng = self.rng
        if foreign is None:
            foreign = self.maybe(0.3)
        if not foreign:
            L = self.pick("ABCDEGHKLMNPRSTWXYZ")
            n = digits(rng, self.pick([6, 6, 7]))
            s = self.pick([f"{L}{n}", f"{L}{n}", f"{L} {n}", f"{L}-{n}"])
        else:
            c = self.pick(["fr", "de", "it", "be"])
            if c == "fr":
                s = digits(rng, 2) + "".join(self.pick("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + digits(rng, 5)
            elif c == "de":
                s = self.pick("CFGHJK") + "".join(self.pick("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
            elif c == "it":
                s = self.pick("YA") + self.pick("ABCDEFGHJK") + digits(rng, 7)
            else:
                s = "E" + self.pick("HJKLMN") + digits(rng, 6)
        return self.v("PASSPORT", s)

    def _rib_digits(self, bank=None):
        code = bank or self.pick(BANKS)[0]
        base = code + digits(self.rng, 3) + digits(self.rng, 13)
        return base + "%02d" % rib_key(base)

    def bank(self, lang=None):
        b = self.pick(BANKS)
        lang = lang or self.lang
        return b, (b[2] if lang == "ar" else b[1])

    def fmt_rib(self, r, lang=None):
        lang = lang or self.lang
        s = self.pick([group(r, [2, 3, 13, 2]), r, group(r, [2, 3, 13, 2], "-"), group(r, [4, 4, 4, 4, 4]),
                       group(r, [2, 3, 13, 2]), group(r, [2, 3, 13, 2], "."), group(r, [5, 13, 2])])
        if lang in ("ar", "mixed") and self.maybe(0.2):
            s = ard(s)
        return s

    def rib(self, bank=None, lang=None):
        return self.v("RIB", self.fmt_rib(self._rib_digits(bank), lang))

    def iban(self, country="TN", rib=None):
        rng = self.rng
        if country == "TN":
            r = rib or self._rib_digits()
            full = "TN" + iban_check("TN", r) + r
            s = self.pick([group(full, [4] * 6), full, "TN" + full[2:4] + " " + group(r, [2, 3, 13, 2]),
                           group(full, [4] * 6), group(full, [4] * 6, "-"), full[:2] + " " + full[2:4] + " " + group(r, [4] * 5)])
        elif country == "FR":
            b, g, c = digits(rng, 5), digits(rng, 5), digits(rng, 11)
            k = "%02d" % (97 - ((89 * int(b) + 15 * int(g) + 3 * int(c)) % 97))
            bban = b + g + c + k
            full = "FR" + iban_check("FR", bban) + bban
            s = self.pick([group(full, [4] * 7), full])
        else:
            bban = digits(rng, 8) + digits(rng, 10)
            full = "DE" + iban_check("DE", bban) + bban
            s = self.pick([group(full, [4] * 6), full])
        return self.v("IBAN", s)

    def phone(self, kind=None, lang=None):
        lang = lang or self.lang
        kind = kind or self.pick(["mob", "mob", "mob", "land"])
        if kind == "mob":
            d = self.pick("2594") + digits(self.rng, 7)
        else:
            d = self.pick(["71", "72", "73", "74", "75", "76", "77", "78", "79", "70", "31", "36"]) + digits(self.rng, 6)
        g = group(d, [2, 3, 3])
        s = self.pick(["+216 " + g, "+216 " + d, "00216 " + g, "(+216) " + group(d, [2, 3, 3], "."), g,
                       group(d, [2, 3, 3], "."), group(d, [2, 3, 3], "-"), group(d, [2, 2, 2, 2]), "+216-" + group(d, [2, 3, 3], "-"),
                       "+216" + d, "216 " + g, d, "(216) " + g, "+216 (0)" + g, "00 216 " + group(d, [2, 2, 2, 2])])
        if lang in ("ar", "mixed") and self.maybe(0.25):
            s = ard(s)
        return self.v("PHONE", s)

    def foreign_phone(self):
        d = digits(self.rng, 8)
        s = self.pick(["+33 6 " + group(d, [2, 2, 2, 2]), "0033 7" + d, "+49 151 " + group(d, [4, 4]), "+39 347 " + group(d[:7], [3, 4])])
        return self.v("PHONE", s)

    def email(self, p, domain=None):
        def a(s):
            s = unicodedata.normalize("NFKD", s.lower().replace(" ", ""))
            return "".join(c for c in s if c.isascii() and c.isalnum())
        f, l = a(p.fl), a(p.ll)
        yy = "%02d" % self.rng.randrange(70, 100)
        local = self.pick([f"{f}.{l}", f"{f[0]}.{l}", f"{l}.{f}{yy}", f"{f}_{l}", f"{f}{l[0]}{yy}", f"{l}{f[0]}",
                           f"{f}.{l}{self.rng.randrange(1, 99)}"])
        dom = domain or self.pick(["gmail.com", "yahoo.fr", "hotmail.com", "topnet.tn", "planet.tn", "gnet.tn", "outlook.fr",
                                   "live.fr", "yahoo.com", "icloud.com", "orange.tn"])
        s = f"{local}@{dom}"
        if self.maybe(0.08):
            s = s.upper() if self.maybe(0.5) else local.capitalize() + "@" + dom
        return self.v("EMAIL", s)

    def card(self):
        pre = self.pick(["4", "4", "51", "52", "53", "54", "55"])
        body = pre + digits(self.rng, 15 - len(pre))
        c = body + luhn_digit(body)
        s = self.pick([group(c, [4] * 4), c, group(c, [4] * 4, "-"), group(c, [4] * 4), group(c, [4, 6, 6])])
        return self.v("CARD", s)

    def mf(self):
        num = self.pick(["0", "1", "1"]) + digits(self.rng, 6)
        key = self.pick("ABCDEFGHJKLMNPQRSTVWXYZ")
        tva, cat = self.pick("ABDNP"), self.pick("MCPNE")
        est = self.pick(["000", "000", "000", digits(self.rng, 3)])
        s = self.pick([f"{num}/{key}/{tva}/{cat}/{est}", f"{num}{key}/{tva}/{cat}/{est}", f"{num}{key}{tva}{cat}{est}",
                       f"{num} {key} {tva} {cat} {est}", f"{num}/{tva}/{cat}/{est}", f"{num}{key}", f"{num}/{key}",
                       f"{num}-{key}-{tva}-{cat}-{est}", f"{num} {key}/{tva}/{cat}/{est}"])
        return self.v("TAX_ID", s)

    def cnss(self, lang=None):
        lang = lang or self.lang
        a, k = digits(self.rng, 8), digits(self.rng, 2)
        s = self.pick([f"{a}-{k}", f"{a} {k}", f"{a}{k}", f"{a}/{k}", f"{a[:4]} {a[4:]} - {k}", f"{a}.{k}", f"{a} / {k}"])
        if lang in ("ar", "mixed") and self.maybe(0.25):
            s = ard(s)
        return self.v("CNSS", s)

    def dob(self, y0=1948, y1=2003, lang=None):
        return self.v("DOB", fmt_date(self.rng, rand_date(self.rng, y0, y1), lang or self.lang))

    def city(self):
        return self.pick(CITIES)

    def address(self, lang=None, multiline=False, foreign=False):
        rng = self.rng
        lang = lang or self.lang
        if lang == "mixed":
            lang = self.pick(["fr", "ar"])
        if foreign:
            n = rng.randint(1, 140)
            s = self.pick([f"{n} rue des Tanneurs, 690{rng.randint(1, 9):02d} Lyon, France",
                           f"{n}, avenue Jean-Jaurès, 93{rng.randint(100, 999)} Saint-Denis",
                           f"Bergstraße {n}, 50{rng.randint(100, 999)} Köln, Deutschland",
                           f"{n} boulevard de la Croix-Rousse, 69004 Lyon",
                           f"Via Garibaldi {n}, 10{rng.randint(100, 199)} Torino"])
            return self.v("ADDRESS", s)
        st = self.pick(STREETS)
        c = self.city()
        self.last_city = c
        n = rng.randint(1, 180)
        q = self.pick(QUARTERS)
        res = self.pick(RESID)
        k = rng.randint(1, 40)
        if lang == "fr":
            opts = [f"{n}, {st[0]}, {c[2]} {c[0]}", f"{n} {st[0]} {c[0]} {c[2]}",
                    f"Résidence {res[0]}, bloc {self.pick('ABCDE')}, app. {k}, {q[0]}, {c[2]} {c[0]}",
                    f"{st[0]}, n° {n}, {c[0]}", f"{q[0]}, {st[0]} n°{n}, {c[2]} {c[0]}",
                    f"Route de {self.city()[0]} km {rng.randint(2, 12)}, {c[2]} {c[0]}",
                    f"{n} {st[0]} {c[0].lower()}", f"Imm. {res[0]}, esc. {self.pick('ABC')}, {n} {st[0]} - {c[0]} {c[2]}"]
            if multiline:
                opts = [f"{n}, {st[0]}\n{c[2]} {c[0]}", f"Résidence {res[0]}, app. {k}\n{q[0]}\n{c[2]} {c[0]}"]
        elif lang == "en":
            opts = [f"{n} {st[2]}, {c[0]} {c[2]}, Tunisia", f"Apt {k}, Block {self.pick('ABCD')}, {res[0]} Residence, {q[0]}, {c[0]} {c[2]}",
                    f"{n} {st[2]}, {q[0]}, {c[0]}", f"Flat {k}, {n} {st[2]}, {c[0]} {c[2]}"]
            if multiline:
                opts = [f"{n} {st[2]}\n{c[0]} {c[2]}\nTunisia"]
        else:
            opts = [f"{n} {st[1]}، {c[2]} {c[1]}", f"{st[1]} عدد {n}، {c[1]} {c[2]}",
                    f"إقامة {res[1]}، عمارة {self.pick('أبجد')}، شقة {k}، {q[1]}، {c[1]}",
                    f"{q[1]}، {st[1]} عدد {n}، {c[1]}", f"طريق {self.city()[1]} كلم {rng.randint(2, 12)}، {c[1]}",
                    ard(f"{n} {st[1]}، {c[2]} {c[1]}"), f"{st[1]} رقم {n} {c[1]}"]
            if multiline:
                opts = [f"{st[1]} عدد {n}\n{c[2]} {c[1]}"]
        return self.v("ADDRESS", self.pick(opts))

    def plate(self, lang=None):
        lang = lang or self.lang
        a, b = self.rng.randint(100, 262), self.rng.randint(1, 9999)
        if lang == "ar" or (lang == "mixed" and self.maybe(0.5)):
            s = self.pick([f"{a} تونس {b}", f"{a} تونس {b}", ard(f"{a} تونس {b}"), f"{b} تونس {a}"])
        else:
            s = self.pick([f"{a} TU {b}", f"{a} TU {b}", f"{a}TU{b}", f"{a} TUN {b}", f"{a}-TU-{b}", f"{a} Tunis {b}",
                           f"RS {self.rng.randint(10000, 99999)}", f"{a} تونس {b}"])
        return self.v("PLATE", s)

    def fr_plate(self):
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return self.v("PLATE", f"{self.pick(L)}{self.pick(L)}-{self.rng.randint(100, 999)}-{self.pick(L)}{self.pick(L)}")

    def health(self, lang=None):
        lang = lang or self.lang
        if lang == "mixed":
            lang = self.pick(["fr", "ar"])
        return self.v("HEALTH", self.pick(HEALTH[lang]))

    def treat(self, lang=None):
        lang = lang or self.lang
        if lang == "mixed":
            lang = self.pick(["fr", "ar"])
        return self.v("HEALTH", self.pick(TREAT[lang]))

    # -- decoys
    def amount(self, lang=None, lo=80, hi=480000):
        lang = lang or self.lang
        if lang == "mixed":
            lang = self.pick(["fr", "ar"])
        v, mil = self.rng.randint(lo, hi), self.rng.randrange(0, 1000, 5)
        if lang == "fr":
            s = self.pick([f"{thousands(v)},{mil:03d} DT", f"{thousands(v, '.')},{mil:03d} TND", f"{thousands(v)} dinars",
                           f"{v},{mil:03d} D", f"TND {thousands(v)},{mil:03d}"])
        elif lang == "en":
            s = self.pick([f"TND {thousands(v, ',')}.{mil:03d}", f"{thousands(v, ',')} TND", f"{thousands(v, ',')}.{mil:03d} dinars"])
        else:
            s = self.pick([f"{thousands(v, '.')},{mil:03d} دينار", f"{v} د.ت", f"{thousands(v)} دينارا", ard(f"{v} دينار")])
        return self.dc(s)

    def ddate(self, lang=None, y0=2021, y1=2025):
        return self.dc(fmt_date(self.rng, rand_date(self.rng, y0, y1), lang or self.lang, formal=True))

    def ddate_at(self, dt, lang=None):
        return self.dc(fmt_date(self.rng, dt, lang or self.lang, formal=True))

    def stay(self):
        a = rand_date(self.rng, 2021, 2025)
        return a, a + timedelta(days=self.rng.randint(2, 19))

    def company(self, lang=None):
        lang = lang or self.lang
        if lang == "ar" or (lang == "mixed" and self.maybe(0.4)):
            return self.dc(f"شركة {self.pick(COMP_AR_A)} {self.pick(COMP_AR_B)}")
        return self.dc(f"{self.pick(['Société', 'Sté', 'Ets', ''])} {self.pick(COMP_A)} {self.pick(COMP_B)} {self.pick(COMP_F)}".strip())

    def bad_rib(self):
        r = self._rib_digits()
        k = (int(r[-2:]) + self.rng.randint(1, 90)) % 97 + 1
        if "%02d" % k == r[-2:]:
            k = k % 97 + 1
        r = r[:-2] + "%02d" % k
        return self.dc(self.pick([r, group(r, [2, 3, 13, 2]), group(r, [4] * 5)]))

    def bad_card(self):
        body = self.pick(["4", "5"]) + digits(self.rng, 14)
        good = luhn_digit(body)
        bad = str((int(good) + self.rng.randint(1, 9)) % 10)
        c = body + bad
        return self.dc(self.pick([c, group(c, [4] * 4)]))

    def legal(self, lang=None, topic=None):
        lang = lang or self.lang
        if lang == "mixed":
            lang = self.pick(["fr", "ar"])
        topic = topic or KIND_TOPIC.get(self.kind, "contract")
        n = self.rng.randint(2, 760)
        m = self.rng.randint(2, 150)
        table = {
            "contract": {"fr": [f"article {n} du Code des obligations et des contrats", f"article {n} du COC"],
                         "ar": [f"الفصل {n} من مجلة الالتزامات والعقود", ard(f"الفصل {n} من مجلة الالتزامات والعقود")],
                         "en": [f"Article {n} of the Code of Obligations and Contracts"]},
            "data": {"fr": ["loi organique n° 2004-63 du 27 juillet 2004", f"loi organique n° 2004-63 (article {self.rng.randint(7, 90)})"],
                     "ar": ["القانون الأساسي عدد 63 لسنة 2004", f"الفصل {self.rng.randint(7, 90)} من القانون الأساسي عدد 63 لسنة 2004"],
                     "en": ["Organic Law No. 2004-63", f"Article {self.rng.randint(7, 90)} of Organic Law No. 2004-63"]},
            "labour": {"fr": [f"article {m} du Code du travail"], "ar": [f"الفصل {m} من مجلة الشغل"], "en": [f"Article {m} of the Labour Code"]},
            "tax": {"fr": ["article 52 du Code de l'IRPP et de l'IS", f"article {m} du Code des droits et procédures fiscaux"],
                    "ar": ["الفصل 52 من مجلة الضريبة على دخل الأشخاص الطبيعيين والضريبة على الشركات",
                           f"الفصل {m} من مجلة الحقوق والإجراءات الجبائية"], "en": ["Article 52 of the Income Tax Code"]},
            "procedure": {"fr": [f"article {m} du Code de procédure civile et commerciale"],
                          "ar": [f"الفصل {m} من مجلة المرافعات المدنية والتجارية"], "en": [f"Article {m} of the Code of Civil Procedure"]},
            "customs": {"fr": [f"article {m} du Code des douanes"], "ar": [f"الفصل {m} من مجلة الديوانة"],
                        "en": [f"section {m} of the Customs Code", f"Article {m} of the Customs Code"]},
        }
        return self.dc(self.pick(table[topic][lang]))

    def ref(self, s):
        return self.dc(s)

    def n(self, a, b):
        return self.rng.randint(a, b)

    # -- rendering
    def render(self):
        if self.fmt == "csv":
            buf = io.StringIO()
            w = csv.writer(buf, delimiter=self.delim, lineterminator=self.pick(["\r\n", "\n"]))
            for row in self.rows:
                w.writerow(row)
            text = buf.getvalue()
            bom = "\ufeff" if self.maybe(0.3) else ""
            return (bom + text).encode("utf-8"), text
        if self.fmt == "docx":
            data = self._docx()
            return data, docx_text(data)
        text = self._txt() if self.fmt == "txt" else self._md()
        return text.encode("utf-8"), text

    def _kvline(self, a, b):
        if self.lang == "ar":
            return f"{a}: {b}" if self.kv_style % 2 else f"{a} : {b}"
        return [f"{a} : {b}", f"{a}: {b}", f"{a} " + "." * max(2, 28 - len(a)) + f" {b}", a.ljust(30) + b if len(a) < 29 else f"{a}   {b}"][self.kv_style]

    def _txt(self):
        out = []
        for kind, x in self.blocks:
            if kind == "h":
                out += ["", x, "=" * min(60, len(x)) if self.kv_style % 2 else "-" * min(60, len(x))]
            elif kind == "p":
                out += [x, ""]
            elif kind == "pre":
                out += [x]
            elif kind == "kv":
                out += [self._kvline(a, b) for a, b in x] + [""]
            elif kind == "table":
                widths = [max(len(r[i]) for r in x if i < len(r)) for i in range(max(len(r) for r in x))]
                sep = " | " if self.kv_style < 2 else "  "
                for j, r in enumerate(x):
                    out.append(sep.join(c.ljust(widths[i]) for i, c in enumerate(r)).rstrip())
                    if j == 0 and sep == " | ":
                        out.append("-+-".join("-" * w for w in widths))
                out.append("")
        return "\n".join(out).strip("\n") + "\n"

    def _md(self):
        out = []
        first = True
        for kind, x in self.blocks:
            if kind == "h":
                out += [("# " if first else "## ") + x, ""]
                first = False
            elif kind == "p":
                out += [x, ""]
            elif kind == "pre":
                out += [x]
            elif kind == "kv":
                if self.kv_style == 0:
                    out += ["| | |", "|---|---|"] + [f"| {a} | {b} |" for a, b in x]
                elif self.kv_style == 1:
                    out += [f"- **{a}** : {b}" for a, b in x]
                else:
                    out += [f"**{a}:** {b}  " for a, b in x]
                out.append("")
            elif kind == "table":
                out.append("| " + " | ".join(x[0]) + " |")
                out.append("|" + "|".join("---" for _ in x[0]) + "|")
                out += ["| " + " | ".join(r) + " |" for r in x[1:]]
                out.append("")
        return "\n".join(out).strip("\n") + "\n"

    # docx
    def _runs(self, text, bold=False):
        rpr = ("<w:rPr>" + ("<w:b/>" if bold else "") + ("<w:rtl/>" if self.rtl else "") + "</w:rPr>") if (bold or self.rtl) else ""
        pieces = [text]
        if self.split_runs and len(text) > 6 and self.maybe(0.45):
            cut = sorted(self.rng.sample(range(1, len(text)), 2 if len(text) > 12 and self.maybe(0.4) else 1))
            pieces, last = [], 0
            for c in cut + [len(text)]:
                pieces.append(text[last:c])
                last = c
        out = []
        for piece in pieces:
            inner = "<w:tab/>".join(f'<w:t xml:space="preserve">{xesc(t)}</w:t>' for t in piece.split("\t"))
            out.append(f"<w:r>{rpr}{inner}</w:r>")
        return "".join(out)

    def _para(self, text, bold=False, center=False, label=None):
        ppr = ("<w:bidi/>" if self.rtl else "") + ('<w:jc w:val="center"/>' if center else "")
        ppr = f"<w:pPr>{ppr}</w:pPr>" if ppr else ""
        body = (self._runs(label, bold=True) if label else "") + (self._runs(text, bold) if text else "")
        return f"<w:p>{ppr}{body}</w:p>"

    def _tbl(self, rows, head=True):
        ncol = max(len(r) for r in rows)
        w = 9000 // ncol
        b = "".join(f'<w:{e} w:val="single" w:sz="4" w:space="0" w:color="808080"/>' for e in ("top", "left", "bottom", "right", "insideH", "insideV"))
        x = [f'<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/>{"<w:bidiVisual/>" if self.rtl else ""}<w:tblBorders>{b}</w:tblBorders></w:tblPr><w:tblGrid>']
        x += [f'<w:gridCol w:w="{w}"/>' for _ in range(ncol)]
        x.append("</w:tblGrid>")
        for j, r in enumerate(rows):
            x.append("<w:tr>")
            for c in list(r) + [""] * (ncol - len(r)):
                paras = "".join(self._para(line, bold=(head and j == 0)) for line in c.split("\n"))
                x.append(f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/></w:tcPr>{paras}</w:tc>')
            x.append("</w:tr>")
        x.append("</w:tbl>")
        return "".join(x)

    def _docx(self):
        body = []
        for kind, x in self.blocks:
            if kind == "h":
                body.append(self._para(x, bold=True, center=self.maybe(0.5)))
            elif kind in ("p", "pre"):
                body += [self._para(line) for line in x.split("\n")]
            elif kind == "kv":
                if self.kv_style < 2:
                    body.append(self._tbl([[a, b] for a, b in x], head=False))
                    body.append("<w:p/>")
                else:
                    sep = self.pick([" : ", ": ", "\t"])
                    body += [self._para(b, label=a + sep) for a, b in x]
            elif kind == "table":
                body.append(self._tbl(x))
                body.append("<w:p/>")
        sect = '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>'
        doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
               '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
               'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
               f'<w:body>{"".join(body)}{sect}</w:body></w:document>')
        ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
              '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
              '<Default Extension="xml" ContentType="application/xml"/>'
              '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
              '</Types>')
        rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
                '</Relationships>')
        wrels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                 '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>')
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
            for name, content in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc),
                                  ("word/_rels/document.xml.rels", wrels)):
                zi = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
                zi.compress_type = zipfile.ZIP_DEFLATED
                zi.external_attr = 0o644 << 16
                z.writestr(zi, content.encode("utf-8"))
        return buf.getvalue()


# ----------------------------------------------------------------------------- kinds (1-8)
def fr_at(city):
    return "au " + city[3:] if city.startswith("Le ") else "à " + city


def _civ(p, lang):
    if lang == "ar":
        return "السيد" if p.g == "m" else "السيدة"
    if lang == "en":
        return "Mr" if p.g == "m" else "Ms"
    return "M." if p.g == "m" else "Mme"


def _e(p, fr_m, fr_f):
    return fr_m if p.g == "m" else fr_f


def party_ar(d, p, role, passport=False, foreign_addr=False):
    m = p.g == "m"
    t = "" if m else "ة"
    nm = d.na(p, d.pick(["ben", "full", "FL", "full"]))
    parts = [f"{_civ(p, 'ar')} {nm}", f"تونسي{t} الجنسية", f"المولود{t} في {d.dob(lang='ar')} ب{d.city()[1]}",
             d.pick(PROF_AR) + ("" if m else "")]
    if passport:
        parts.append(f"صاحب{t} جواز السفر عدد {d.passport()}")
    parts.append(f"صاحب{t} بطاقة التعريف الوطنية عدد {d.cin('ar')} الصادرة بتاريخ {d.ddate('ar', 2012, 2022)}")
    addr = d.address("ar", foreign=foreign_addr)
    parts.append(d.pick([f"القاطن{t} في {addr}", f"وعنوانه{'' if m else 'ا'} {addr}"] + ([] if foreign_addr else [f"القاطن{t} بـ{addr}"])))
    parts.append(f"الهاتف: {d.phone(lang='ar')}")
    return "، ".join(parts) + f"، بصفت{'ه' if m else 'ها'} {role}{'' if m else 'ة'}."


def party_fr(d, p, role, passport=False, foreign_addr=False):
    nm = d.nl(p)
    s = (f"{_civ(p, 'fr')} {nm}, {_e(p, 'né', 'née')} le {d.dob(lang='fr')} {fr_at(d.city()[0])}, de nationalité tunisienne, "
         f"{d.pick(PROF_FR)}, ")
    if passport:
        s += f"titulaire du passeport n° {d.passport()} et "
    s += f"de la carte d'identité nationale n° {d.cin('fr')} délivrée le {d.ddate('fr', 2012, 2022)}, "
    s += f"{d.pick(['demeurant au', 'domicilié' + _e(p, '', 'e') + ' à', 'résidant'])} {d.address('fr', foreign=foreign_addr)}, "
    s += f"tél. {d.phone(lang='fr')}, ci-après dénommé{_e(p, '', 'e')} « {role} »."
    return s


def k_deed_of_sale(d):
    sel, buy, nota = d.person(), d.person(), d.person()
    w1, w2 = d.person("m"), d.person()
    c = d.city()
    expat = d.maybe(0.4)
    lang = d.sl()
    if lang == "ar":
        d.h("الجمهورية التونسية")
        d.h(d.pick(["عقد بيع عقار", "عقد بيع شقة", "عقد بيع قطعة أرض"]))
        d.p(f"حرر هذا العقد بتاريخ {d.ddate('ar')} بمكتب الأستاذ{'' if nota.g == 'm' else 'ة'} {d.na(nota, 'FL')}، "
            f"عدل إشهاد بدائرة {d.dc('محكمة الاستئناف ب' + c[1])}، تحت عدد {d.ref(str(d.n(100, 999)) + '/' + str(d.n(2021, 2025)))}.")
    else:
        d.h("ACTE DE VENTE IMMOBILIÈRE")
        d.p(f"L'an {d.pick(['deux mille vingt-trois', 'deux mille vingt-quatre', 'deux mille vingt-cinq'])}, le {d.ddate('fr')}, "
            f"par-devant Maître {d.nl(nota, d.pick(['Fl', 'FL', 'LF']))}, notaire {fr_at(c[0])}, "
            f"acte enregistré sous le n° {d.ref('R-' + str(d.n(2021, 2025)) + '/' + str(d.n(1000, 9999)))} ;")
    lang = d.sl()
    if lang == "ar":
        d.p("بين الممضين أسفله:")
        d.p("أولا: " + party_ar(d, sel, "بائع"))
        d.p("ثانيا: " + party_ar(d, buy, "مشتر" if buy.g == "m" else "مشتري", passport=expat, foreign_addr=expat and d.maybe(0.5)))
    else:
        d.p("ONT COMPARU :")
        d.p("1) " + party_fr(d, sel, "le Vendeur"))
        d.p("2) " + party_fr(d, buy, "l'Acquéreur", passport=expat, foreign_addr=expat and d.maybe(0.5)))
    tf_n = d.n(1000, 99999)
    sup = d.n(68, 240)
    lang = d.sl()
    if lang == "ar":
        d.p(f"الفصل الأول: باع الطرف الأول للطرف الثاني القابل لذلك كامل الشقة الكائنة بالطابق {d.pick(['الأول', 'الثاني', 'الثالث'])} "
            f"ومساحتها {sup} م²، موضوع {d.ref('الرسم العقاري عدد ' + str(tf_n) + ' ' + c[1])}.")
        d.p(f"الفصل الثاني: تم هذا البيع بثمن جملي قدره {d.amount('ar', 60000, 900000)}، دفعه المشتري عن طريق تحويل بنكي "
            f"من حسابه عدد {d.rib(lang='ar')} المفتوح لدى {d.dc(d.pick(BANKS)[2])} إلى حساب البائع ذي الرقم الدولي {d.iban()} (مرجع أمر التحويل {d.bad_rib()}).")
        d.p(f"الفصل الثالث: يصرح البائع بأن المبيع خال من كل الديون والرهون والحقوق العينية طبق {d.legal('ar')}.")
        if d.maybe(0.5):
            d.p(f"الفصل الرابع: نظرا لإصابة البائع بـ{d.health('ar')}، أمضى بحضور الشاهدين {d.na(w1, 'FL')} و{d.na(w2, 'ben')}.")
        d.p(f"الفصل الخامس: معاليم التسجيل ({d.amount('ar', 800, 30000)}) محمولة على المشتري وتدفع بالقباضة المالية ب{c[1]}.")
    else:
        d.p(f"Article 1er – Le Vendeur vend à l'Acquéreur, qui accepte, un appartement de {sup} m² sis au {d.address('fr')}, "
            f"objet du titre foncier n° {d.ref(str(tf_n) + '/' + c[0])}.")
        d.p(f"Article 2 – La vente est consentie moyennant le prix de {d.amount('fr', 60000, 900000)}, payé par virement "
            f"du compte RIB {d.rib(lang='fr')} ({d.dc(d.pick(BANKS)[1])}) au compte du Vendeur IBAN {d.iban()} (ordre de virement n° {d.bad_rib()}).")
        d.p(f"Article 3 – Le Vendeur garantit l'Acquéreur conformément à l'{d.legal('fr')}.")
        if d.maybe(0.5):
            d.p(f"Article 4 – L'Acquéreur, reconnu{_e(buy, '', 'e')} invalide ({d.health('fr')}), signe en présence de "
                f"{d.nl(w1, 'Fl')} et de {d.nl(w2, 'LF')}, témoins.")
        d.p(f"Article 5 – Les droits d'enregistrement, soit {d.amount('fr', 800, 30000)}, sont à la charge de l'Acquéreur.")
    lang = d.sl()
    if lang == "ar":
        d.table([["البائع", "المشتري", "عدل الإشهاد"], [d.na(sel, "LF"), d.na(buy, "FL"), d.na(nota, "LF")]])
    else:
        d.table([["Le Vendeur", "L'Acquéreur", "Le Notaire"], [d.nl(sel, "FL"), d.nl(buy, "init"), d.nl(nota, "LF")]])


def k_kyc_update(d):
    L = d.lang
    if d.fmt == "csv":
        head = {"fr": ["id_client", "nom", "prenom", "date_naissance", "cin_ou_passeport", "tel_mobile", "courriel", "adresse",
                       "rib", "carte", "revenu_mensuel", "date_maj"],
                "en": ["customer_id", "surname", "given_name", "birth_date", "id_document", "mobile", "email", "home_address",
                       "account_iban", "card_number", "monthly_income", "updated_on"]}[L if L == "en" else "fr"]
        rows = [head]
        for i in range(d.n(5, 7)):
            p = d.person(foreign=(L == "en" and d.maybe(0.2)))
            rows.append([d.ref(d.pick(["CL", "CUST-", "C"]) + digits(d.rng, 7)), d.nl(p, d.pick(["LU", "L"])), d.nl(p, d.pick(["F", "FU"])),
                         d.dob(lang=L), d.passport(True) if p.foreign else d.cin(L), d.phone("mob", L), d.email(p),
                         d.address(L if L != "en" else d.pick(["en", "fr"])), d.iban() if d.maybe(0.5) else d.rib(lang=L),
                         d.card() if d.maybe(0.6) else "", d.amount(L, 600, 15000), d.ddate(L)])
        d.rows = rows
        return
    p, mother = d.person(), d.person("f")
    b, bname = d.bank()
    d.dc(bname)
    lang = L if L != "mixed" else "fr"
    d.h(bname + (" — " + d.lab("Direction de la conformité", "إدارة الامتثال", "Compliance Department", lang)))
    d.h(d.lab("Formulaire de mise à jour des données client (KYC)", "استمارة تحيين المعطيات الشخصية للحريف",
              "Customer information update form (KYC refresh)", L))
    d.p(d.lab("Réf. dossier", "مرجع الملف", "File ref.", lang) + " : " + d.ref(f"KYC/{d.n(2022, 2025)}/{d.n(10000, 99999)}"))
    ar = L == "ar"
    pairs = [
        (d.lab("Nom", "اللقب", "Surname"), d.na(p, "L") if ar else d.nl(p, d.pick(["LU", "L"]))),
        (d.lab("Prénom(s)", "الاسم", "Given name(s)"), d.na(p, "F") if ar else d.nl(p, "F")),
        (d.lab("Nom et prénom de la mère", "اسم الأم ولقبها", "Mother's full name"), d.na(mother, "FL") if ar else d.nl(mother, d.pick(["Fl", "LF"]))),
        (d.lab("Date de naissance", "تاريخ الولادة", "Date of birth"), d.dob()),
        (d.lab("Lieu de naissance", "مكان الولادة", "Place of birth"), d.city()[1 if ar else 0]),
        (d.lab("Pièce d'identité (CIN n°)", "رقم بطاقة التعريف الوطنية", "National ID card no."), d.cin()),
        (d.lab("Délivrée le", "تاريخ الإصدار", "Issued on"), d.ddate(None, 2013, 2023)),
    ]
    if d.maybe(0.5):
        pairs.append((d.lab("Passeport", "جواز السفر", "Passport"), d.passport()))
    pairs += [
        (d.lab("Adresse de résidence", "عنوان الإقامة", "Residential address"), d.address()),
        (d.lab("Tél. mobile (WhatsApp)", "الهاتف الجوال", "Mobile (WhatsApp)"), d.phone("mob")),
        (d.lab("Tél. fixe", "الهاتف القار", "Landline"), d.phone("land")),
        (d.lab("Courriel perso", "البريد الإلكتروني", "Personal e-mail"), d.email(p)),
        (d.lab("Profession", "المهنة", "Occupation"), d.pick(PROF_AR) if ar else d.pick(PROF_EN if L == "en" else PROF_FR)),
        (d.lab("Employeur", "المشغل", "Employer"), d.company()),
        (d.lab("Revenu mensuel net", "الدخل الشهري الصافي", "Net monthly income"), d.amount(None, 700, 12000)),
        (d.lab("Réf. dernière opération carte", "مرجع آخر عملية بالبطاقة", "Last card transaction ref."), d.bad_card()),
    ]
    if d.maybe(0.6):
        pairs.append((d.lab("Identifiant fiscal (profession libérale)", "المعرف الجبائي", "Tax identifier (self-employed)"), d.mf()))
    if d.maybe(0.6):
        pairs.append((d.lab("Immatriculation sécurité sociale", "رقم الانخراط بالضمان الاجتماعي", "Social security no."), d.cnss()))
    d.kv(pairs)
    d.h(d.lab("Comptes et moyens de paiement", "الحسابات ووسائل الدفع", "Accounts and payment instruments"))
    d.table([[d.lab("Produit", "المنتوج", "Product"), d.lab("Numéro", "الرقم", "Number"), d.lab("Devise", "العملة", "Currency")],
             [d.lab("Compte courant", "حساب جار", "Current account"), d.rib(b[0]), "TND"],
             [d.lab("Compte en devises", "حساب بالعملة الصعبة", "Foreign currency account"), d.iban(d.pick(["TN", "FR", "DE"])), "EUR"],
             [d.lab("Carte Visa Classic", "بطاقة فيزا", "Visa Classic card"), d.card(), "TND"],
             [d.lab("Ancien compte (clôturé)", "حساب مغلق", "Closed account"), d.bad_rib(), "TND"]])
    d.p(d.lab("Personne politiquement exposée : non. Bénéficiaire effectif : le titulaire.",
              "هل أنتم شخص معرض سياسيا؟ لا. المستفيد الحقيقي: صاحب الحساب.",
              "Politically exposed person: no. Beneficial owner: the account holder."))
    sig = d.na(p, "ben") if ar else d.nl(p, d.pick(["ben", "Fl", "LF"]))
    dl = L if L != "mixed" else d.pick(["fr", "ar"])
    if dl == "fr":
        d.p(f"Je soussigné(e) {sig} certifie l'exactitude des informations ci-dessus. Données traitées conformément à la {d.legal('fr')}.")
    elif dl == "ar":
        d.p(f"أنا الممضي أسفله {sig} أشهد بصحة المعطيات المذكورة أعلاه. تتم معالجة المعطيات طبق {d.legal('ar')}.")
    else:
        d.p(f"I, {sig}, certify that the above is accurate. Data processed under {d.legal('en')}.")
    d.p(d.lab("Fait à", "حرر ب", "Place:", lang) + f" {d.city()[1 if ar else 0]}, " + d.lab("le", "في", "date:", lang) + f" {d.ddate(lang)}")


def k_payslip(d):
    L = d.lang
    comp = d.company("fr")
    if d.fmt == "csv":
        month = d.dc(d.pick(FR_M).capitalize() + " " + str(d.n(2023, 2025)))
        d.rows = [["Journal de paie", month, comp, "MF " + d.mf()],
                  ["Matricule", "Nom et prénom", "CIN", "N° CNSS", "Date naissance", "RIB", "Salaire brut", "Retenue CNSS", "IRPP", "Net à payer"]]
        for i in range(d.n(5, 7)):
            p = d.person()
            brut = d.n(900, 6000)
            d.rows.append([str(d.n(10, 999)).zfill(4), d.nl(p, d.pick(["LF", "Fl", "FL", "LFc"])), d.cin("fr"), d.cnss("fr"),
                           d.dob(1960, 2004, "fr"), d.rib(lang="fr"), d.dc(f"{brut},{d.n(0, 999):03d}"), f"{brut * 0.0918:.3f}".replace(".", ","),
                           f"{brut * 0.12:.3f}".replace(".", ","), d.dc(f"{int(brut * 0.78)},{d.n(0, 999):03d}")])
        return
    p = d.person()
    b, bname = d.bank("fr" if L != "ar" else "ar")
    ar = L == "ar"
    d.h(comp)
    d.h(d.lab("BULLETIN DE PAIE", "بطاقة خلاص الأجر", None))
    period = d.dc(d.pick(FR_M).capitalize() + " " + str(d.n(2023, 2025))) if not ar else d.dc(d.pick(AR_TN) + " " + str(d.n(2023, 2025)))
    d.kv([(d.lab("Période", "الفترة"), period),
          (d.lab("Matricule fiscal employeur", "المعرف الجبائي للمؤجر"), d.mf()),
          (d.lab("Salarié(e)", "العامل(ة)"), d.na(p, d.pick(["ben", "FL", "LF"])) if ar else d.nl(p, d.pick(["LF", "FL", "Fl", "ben"]))),
          (d.lab("Matricule interne", "الرقم الداخلي"), str(d.n(10, 999)).zfill(5)),
          (d.lab("C.I.N.", "ب.ت.و"), d.cin()),
          (d.lab("N° assuré CNSS", "رقم الضمان الاجتماعي"), d.cnss()),
          (d.lab("Date naiss.", "تاريخ الازدياد"), d.dob(1960, 2004)),
          (d.lab("Date d'embauche", "تاريخ الانتداب"), d.ddate(None, 2008, 2024)),
          (d.lab("Adresse", "العنوان"), d.address()),
          (d.lab("Emploi", "الخطة"), d.pick(PROF_AR) if ar else d.pick(PROF_FR))])
    brut = d.n(900, 5500)
    rows = [[d.lab("Rubrique", "البيان"), d.lab("Base", "الأساس"), d.lab("Taux", "النسبة"), d.lab("Gain", "مستحقات"), d.lab("Retenue", "اقتطاعات")],
            [d.lab("Salaire de base", "الأجر الأساسي"), "", "", d.dc(f"{brut},{d.n(0, 999):03d}"), ""],
            [d.lab("Prime de transport", "منحة النقل"), "", "", f"{d.n(30, 90)},{d.n(0, 999):03d}", ""],
            [d.lab("Cotisation CNSS", "مساهمة الضمان الاجتماعي"), f"{brut}", "9,18 %", "", f"{brut * 0.0918:.3f}".replace(".", ",")],
            [d.lab("IRPP", "الضريبة على الدخل"), "", "", "", f"{brut * 0.11:.3f}".replace(".", ",")],
            [d.lab("CSS", "المساهمة الاجتماعية التضامنية"), "", "0,5 %", "", f"{brut * 0.005:.3f}".replace(".", ",")]]
    d.table(rows)
    lang = d.sl()
    net = int(brut * 0.78)
    net_s = d.dc(d.pick([f"{thousands(net)},{d.n(0, 999):03d} DT", f"{net},{d.n(0, 999):03d}", f"{thousands(net, '.')},{d.n(0, 999):03d} TND"])
                 if lang != "ar" else d.pick([f"{thousands(net, '.')},{d.n(0, 999):03d} دينار", f"{net} د.ت", ard(f"{net},{d.n(0, 999):03d} د")]))
    d.kv([(d.lab("Net à payer", "الصافي للدفع", lang=lang), net_s),
          (d.lab("Mode de paiement", "طريقة الخلاص", lang=lang), d.lab("virement", "تحويل بنكي", lang=lang)),
          (d.lab("Banque", "البنك", lang=lang), d.dc(b[2] if lang == "ar" else b[1])),
          (d.lab("RIB du salarié", "رقم الحساب البنكي", lang=lang), d.rib(b[0])),
          (d.lab("Réf. de l'ordre de virement", "مرجع أمر التحويل", lang=lang), d.bad_rib())])
    if d.maybe(0.4):
        lang = d.sl()
        if lang == "ar":
            d.p(f"غياب: عطلة مرض طويلة الأمد بداية من {d.ddate('ar')} بسبب {d.health('ar')}.")
        else:
            d.p(f"Absence : congé de maladie longue durée du {d.ddate('fr')} ({d.health('fr')}), certificat transmis à la {d.dc('CNAM')}.")
    if d.sl() == "ar":
        d.p(f"يحتفظ بهذه البطاقة دون تحديد المدة ({d.legal('ar')}).")
    else:
        d.p(f"Document établi par le service paie. Conserver sans limitation de durée ({d.legal('fr')}).")


def k_court_summons(d):
    defn, plt, lawyer, doc, bail = d.person(), d.person(), d.person(), d.person(), d.person()
    c = d.city()
    lang = d.sl()
    if lang == "ar":
        d.h("الجمهورية التونسية — وزارة العدل")
        d.h(d.dc(f"المحكمة الابتدائية ب{c[1]}"))
        d.h("استدعاء للحضور بالجلسة")
        d.p(f"القضية المدنية عدد {d.ref(str(d.n(10000, 99999)))} — الدائرة {d.pick(['المدنية الأولى', 'الثالثة', 'الاستعجالية'])}")
        d.kv([("إلى", f"{_civ(defn, 'ar')} {d.na(defn, d.pick(['full', 'ben']))}"),
              ("تاريخ الولادة", d.dob(lang="ar")),
              ("عدد بطاقة التعريف", d.cin("ar")),
              ("العنوان", d.address("ar")),
              ("الهاتف", d.phone(lang="ar"))])
    else:
        d.h("RÉPUBLIQUE TUNISIENNE")
        d.h(d.dc(f"Tribunal de première instance de {c[0]}"))
        d.h("CITATION À COMPARAÎTRE")
        d.p(f"Affaire civile n° {d.ref(str(d.n(10000, 99999)) + '/' + str(d.n(2022, 2025)))}")
        d.kv([("Destinataire", f"{_civ(defn, 'fr')} {d.nl(defn, d.pick(['LF', 'FL', 'ben']))}"),
              ("Né(e) le", d.dob(lang="fr")),
              ("CIN", d.cin("fr")),
              ("Domicile", d.address("fr")),
              ("Tél.", d.phone(lang="fr"))])
    lang = d.sl()
    if lang == "ar":
        d.p(f"بطلب من {d.na(plt, 'ben')}، القاطن{'' if plt.g == 'm' else 'ة'} في {d.address('ar')}، بواسطة محاميه الأستاذ "
            f"{d.na(lawyer, 'FL')} (الهاتف {d.phone('land', 'ar')})، نعلمكم بأنه تعين النظر في القضية المذكورة بجلسة يوم "
            f"{d.ddate('ar')} على الساعة التاسعة صباحا، وذلك طبق {d.legal('ar')}.")
        d.p(f"موضوع الدعوى: غرم الضرر الناتج عن حادث مرور جد بتاريخ {d.ddate('ar')} تسببت فيه السيارة ذات الرقم المنجمي "
            f"{d.plate('ar')}، ونتج عنه للمدعي {d.health('ar')} حسب الشهادة الطبية المحررة من طرف الدكتور {d.na(doc, 'FL')}. "
            f"المبلغ المطلوب: {d.amount('ar', 3000, 90000)}.")
        d.p(f"حرر ب{c[1]} في {d.ddate('ar')}")
        d.p(f"عدل التنفيذ: {d.na(bail, d.pick(['FL', 'LF']))}")
    else:
        d.p(f"À la requête de {_civ(plt, 'fr')} {d.nl(plt)}, demeurant {d.address('fr')}, ayant pour avocat Maître "
            f"{d.nl(lawyer, d.pick(['Fl', 'LF']))} (tél. {d.phone('land', 'fr')}), vous êtes cité(e) à comparaître à l'audience du "
            f"{d.ddate('fr')} à 9 heures, salle n° {d.n(1, 9)}, en application de l'{d.legal('fr')}.")
        d.p(f"Objet : réparation du préjudice subi lors de l'accident de la circulation du {d.ddate('fr')} impliquant le véhicule "
            f"immatriculé {d.plate('fr')} ; la victime présente un(e) {d.health('fr')} selon le certificat du Dr {d.nl(doc, 'Fl')}. "
            f"Montant réclamé : {d.amount('fr', 3000, 90000)}.")
        d.p(f"Fait {fr_at(c[0])}, le {d.ddate('fr')}")
        d.p(f"L'huissier de justice,\n{d.nl(bail, d.pick(['FL', 'init', 'Fl']))}")


def k_rental_contract(d):
    lord, ten, gar = d.person(), d.person(foreign=(d.lang == "en" and d.maybe(0.6))), d.person()
    c = d.city()
    L = d.lang
    if L == "en":
        d.h("RESIDENTIAL LEASE AGREEMENT")
        d.p(f"Ref. {d.ref('LEASE-' + str(d.n(2022, 2025)) + '-' + str(d.n(100, 999)))}")
        d.p(f"Between {d.nl(lord)}, born {d.dob(lang='en')}, national ID {d.cin('en')}, residing at {d.address('en')}, "
            f"phone {d.phone()}, e-mail {d.email(lord)}, tax ID {d.mf()} (the \"Landlord\"),")
        idp = d.passport(True) if ten.foreign else d.cin("en")
        d.p(f"and {d.nl(ten, 'Fl')}, born {d.dob(lang='en')}, {'passport' if ten.foreign else 'ID card'} no. {idp}, "
            f"mobile {d.phone('mob')}, e-mail {d.email(ten)} (the \"Tenant\").")
        d.p(f"1. Premises: a furnished two-bedroom flat at {d.address('en')}.")
        d.p(f"2. Term: twelve months starting on {d.ddate('en')}.")
        d.p(f"3. Rent: {d.amount('en', 600, 3500)} per month, paid by transfer to the Landlord's account "
            f"IBAN {d.iban()} held with {d.dc(d.pick(BANKS)[1])}.")
        d.p(f"4. Deposit: {d.amount('en', 600, 7000)}. Guarantor: {d.nl(gar)}, ID card {d.cin('en')}, phone {d.phone()}.")
        d.p(f"5. This lease is governed by {d.legal('en')} and the Tunisian Code of Obligations and Contracts.")
        d.table([["Landlord", "Tenant"], [d.nl(lord, "FL"), d.nl(ten, "init")]])
        return
    lang = d.sl()
    if lang == "ar":
        d.h("عقد كراء محل معد للسكنى")
        d.p(f"مرجع: {d.ref('ك/' + str(d.n(2022, 2025)) + '/' + str(d.n(100, 999)))}")
        d.p("بين: " + party_ar(d, lord, "مسوغ"))
        d.p("و: " + party_ar(d, ten, "متسوغ"))
    else:
        d.h("CONTRAT DE LOCATION À USAGE D'HABITATION")
        d.p(f"Réf. : {d.ref('LOC-' + str(d.n(2022, 2025)) + '-' + str(d.n(100, 999)))}")
        d.p("Entre les soussignés : " + party_fr(d, lord, "le Bailleur"))
        d.p("Et : " + party_fr(d, ten, "le Locataire"))
    if d.fmt == "docx":
        lang = d.sl()
        d.table([[d.lab("", "", lang=lang) or "", d.lab("Bailleur", "المسوغ", lang=lang), d.lab("Locataire", "المتسوغ", lang=lang)],
                 [d.lab("E-mail", "البريد الإلكتروني", lang=lang), d.email(lord), d.email(ten)],
                 [d.lab("Identifiant fiscal", "المعرف الجبائي", lang=lang), d.mf(), "—"]])
    lang = d.sl()
    if lang == "ar":
        d.p(f"الفصل 1: يسوغ المسوغ للمتسوغ الشقة الكائنة في {d.address('ar')} لمدة سنة تبدأ من {d.ddate('ar')} قابلة للتجديد.")
        d.p(f"الفصل 2: معين الكراء الشهري {d.amount('ar', 400, 3000)} يدفع قبل اليوم الخامس من كل شهر بتحويل إلى الحساب "
            f"عدد {d.rib(lang='ar')} أو نقدا مقابل وصل.")
        d.p(f"الفصل 3: الضامن: {d.na(gar, 'ben')}، بطاقة تعريف عدد {d.cin('ar')}، المولود{'' if gar.g == 'm' else 'ة'} في {d.dob(lang='ar')}.")
        d.p(f"الفصل 4: يخضع هذا العقد لأحكام {d.legal('ar')}.")
    else:
        d.p(f"Article 1 – Objet : le Bailleur donne en location au Locataire l'appartement situé {d.address('fr')}, "
            f"pour une durée d'un an à compter du {d.ddate('fr')}.")
        d.p(f"Article 2 – Loyer : {d.amount('fr', 400, 3000)} par mois, payable d'avance par virement sur le compte "
            f"IBAN {d.iban()} ou RIB {d.rib(lang='fr')}.")
        d.p(f"Article 3 – Caution solidaire : {d.nl(gar, d.pick(['Fl', 'LF', 'ben']))}, {_e(gar, 'né', 'née')} le {d.dob(lang='fr')}, "
            f"CIN {d.cin('fr')}, joignable au {d.phone()}.")
        d.p(f"Article 4 – Pour tout ce qui n'est pas prévu, les parties se réfèrent à l'{d.legal('fr')}.")
    lang = d.sl()
    d.p(d.lab("Fait en deux exemplaires", "حرر في نظيرين ب", lang=lang) + f" {c[1] if lang == 'ar' else fr_at(c[0])}, "
        f"{d.lab('le', 'في', lang=lang)} {d.ddate(lang)}.")
    if lang == "ar":
        d.p(f"إمضاء المسوغ: {d.na(lord, 'LF')}          إمضاء المتسوغ: {d.na(ten, 'FL') if not ten.foreign else d.nl(ten, 'FL')}")
    else:
        d.p(f"Le Bailleur : {d.nl(lord, 'LF')}\nLe Locataire : {d.nl(ten, 'lower' if d.maybe(0.3) else 'FL')}")


def k_insurance_claim(d):
    ins, other, doc = d.person(), d.person(), d.person()
    L = d.lang
    lang = d.sl()
    insurer = d.dc(d.pick(INSURERS_AR) if lang == "ar" else d.pick(INSURERS))
    if lang == "ar":
        d.h("تصريح بحادث — " + insurer)
        d.kv([("عقد التأمين عدد", d.ref(f"{d.n(2019, 2025)}/{d.n(100, 999)}/{d.n(10000, 99999)}")),
              ("مرجع الملف", d.ref("SIN-" + str(d.n(100000, 999999))))])
    else:
        d.h({"fr": "Déclaration de sinistre", "en": "Claim notification form"}[lang] + " — " + insurer)
        d.kv([({"fr": "Police n°", "en": "Policy no."}[lang], d.ref(f"{d.n(2019, 2025)}/AU/{d.n(100000, 999999)}")),
              ({"fr": "Dossier sinistre", "en": "Claim ref."}[lang], d.ref("CLM-" + str(d.n(100000, 999999))))])
    lang = d.sl()
    if lang == "ar":
        d.h("المؤمَّن له")
        d.kv([("الاسم واللقب", d.na(ins)), ("تاريخ الولادة", d.dob(lang="ar")), ("ب.ت.و", d.cin("ar")),
              ("العنوان", d.address("ar")), ("الجوال", d.phone("mob", "ar")), ("البريد", d.email(ins))])
    else:
        d.h({"fr": "Assuré", "en": "Policyholder"}[lang])
        lab = {"fr": ["Nom et prénom", "Date de naissance", "Pièce d'identité", "Adresse", "Joignable au", "E-mail"],
               "en": ["Full name", "D.O.B", "ID card", "Address", "Reachable on", "Email"]}[lang]
        d.kv([(lab[0], d.nl(ins)), (lab[1], d.dob(lang=lang)), (lab[2], d.cin(lang) if d.maybe(0.75) else d.passport()),
              (lab[3], d.address(lang)), (lab[4], d.phone(lang=lang) + " / " + d.phone(lang=lang)), (lab[5], d.email(ins))])
    lang = d.sl()
    if lang == "ar":
        d.h("ظروف الحادث")
        d.p(f"بتاريخ {d.ddate('ar')} حوالي الساعة السادسة مساء، وبينما كنت أسوق سيارتي ذات الرقم المنجمي {d.plate('ar')} "
            f"اصطدمت بي السيارة عدد {d.plate('ar')} التي كان يقودها {d.na(other, 'FL')}. أصبت بـ{d.health('ar')} "
            f"حسب شهادة الدكتور {d.na(doc, 'FL')}، مع راحة مدتها 21 يوما.")
        d.p(f"أطلب تحويل مبلغ التعويض إلى حسابي عدد {d.rib(lang='ar')}. قيمة الإصلاحات المقدرة: {d.amount('ar', 500, 25000)}.")
        d.p(f"الإمضاء: {d.na(ins, 'LF')}")
    elif lang == "fr":
        d.h("Circonstances")
        d.p(f"Le {d.ddate('fr')}, vers 18 h 30, alors que je circulais sur la route de {d.city()[0]} au volant de mon véhicule "
            f"immatriculé {d.plate('fr')}, j'ai été percuté(e) par le véhicule {d.plate('fr')} conduit par "
            f"{d.nl(other, d.pick(['Fl', 'LF', 'lower']))}.")
        d.h("Dommages corporels")
        d.p(f"{d.health('fr')} — certificat médical initial du Dr {d.nl(doc, d.pick(['Fl', 'LF']))}, "
            f"{d.dc('Clinique ' + d.pick(['Les Oliviers', 'El Amen', 'Hannibal', 'Pasteur', 'Les Berges du Lac']))}, ITT de 21 jours.")
        d.h("Indemnisation")
        d.p(f"Merci de virer l'indemnité sur le RIB {d.rib(lang='fr')}. Estimation des réparations : {d.amount('fr', 500, 25000)}. "
            f"Franchise contractuelle : {d.amount('fr', 100, 900)}. "
            f"Quittance de prime n° {d.bad_card()}.")
        d.p(f"Signature de l'assuré(e) :\n{d.nl(ins, d.pick(['FL', 'init', 'Fl']))}")
    else:
        d.h("What happened")
        d.p(f"On {d.ddate('en')} at about 6.30 pm my car (registration {d.plate('en')}) was hit from behind by vehicle "
            f"{d.plate('en')} driven by {d.nl(other, 'Fl')}. I was treated for {d.health('en')} by Dr {d.nl(doc, 'Fl')}.")
        d.p(f"Medical costs paid so far: {d.amount('en', 100, 9000)}, charged to my card {d.card()}. "
            f"Please refund to IBAN {d.iban()}. Payment terminal transaction ID: {d.bad_card()}.")
        d.p(f"Signed: {d.nl(ins, d.pick(['Fl', 'init']))}")


def k_school_enrolment(d):
    L = d.lang
    yr = d.n(2023, 2025)
    school = d.dc(d.pick(["École primaire Les Oliviers", "École primaire privée El Fath", "Collège pilote de " + d.city()[0],
                          "École primaire Ibn Rachiq", "Lycée Hannibal"]))
    if d.fmt == "csv":
        if L == "mixed":
            head = ["N° inscription / رقم الترسيم", "Élève / التلميذ", "Date de naissance / تاريخ الولادة", "Classe",
                    "Tuteur / الولي", "CIN tuteur", "Tél. / الهاتف", "Courriel", "Adresse / العنوان", "Code postal",
                    "Remarques santé / ملاحظات صحية", "Frais payés"]
        else:
            head = ["N° inscription", "Nom élève", "Prénom élève", "Date naiss.", "Classe", "Parent / tuteur", "CIN parent",
                    "Téléphone", "E-mail parent", "Adresse", "Code postal", "Santé (PAI)", "Frais payés"]
        rows = [[school, "Année scolaire " + d.dc(f"{yr}-{yr + 1}")], head]
        for i in range(d.n(6, 8)):
            kid, par = d.person(), d.person()
            c = d.city()
            arr = (L == "mixed" and d.maybe(0.5))
            reg = d.ref(f"{d.n(2023, 2025)}/{d.n(1000, 9999)}")
            addr = d.address("ar" if arr else "fr")
            c = d.last_city
            cp = c[2] if snorm(c[2]) in snorm(addr) else d.dc(c[2])
            health = d.health("ar" if arr else "fr") if d.maybe(0.5) else d.pick(["RAS", "—", "néant"])
            kidcols = [d.na(kid, "FL")] if arr else ([d.nl(kid, d.pick(["LF", "Fl"]))] if L == "mixed" else [d.nl(kid, "LU"), d.nl(kid, "F")])
            row = [reg] + kidcols + [d.dob(2008, 2019, "ar" if arr else "fr"), d.pick(["1A", "2B", "3ème A", "4ème B", "6ème", "7ème année"]),
                                     d.na(par, "ben") if arr else d.nl(par, d.pick(["Fl", "LF", "ben"])), d.cin("fr"),
                                     d.phone("mob", "fr"), d.email(par) if d.maybe(0.7) else "", addr, cp, health,
                                     d.amount("fr", 80, 3500)]
            rows.append(row)
        d.rows = rows
        return
    kid, fa, mo = d.person(), d.person("m"), d.person("f")
    lang = d.sl()
    if lang == "ar":
        d.h("بطاقة ترسيم تلميذ — " + school)
        d.p(f"السنة الدراسية {d.dc(str(yr) + '-' + str(yr + 1))}، عدد الترسيم {d.ref(str(d.n(1000, 9999)))}")
        d.kv([("اسم التلميذ ولقبه", d.na(kid, "FL")), ("تاريخ الولادة", d.dob(2008, 2019, "ar")), ("مكان الولادة", d.city()[1]),
              ("القسم", d.pick(["السنة الأولى", "السنة الثالثة", "السنة السادسة", "السابعة أساسي"])),
              ("العنوان", d.address("ar"))])
    else:
        d.h("Fiche d'inscription — " + school)
        d.p(f"Année scolaire {d.dc(str(yr) + '-' + str(yr + 1))} — dossier n° {d.ref(str(d.n(1000, 9999)))}")
        d.kv([("Élève", d.nl(kid, d.pick(["LF", "FL", "Fl"]))), ("Né(e) le", d.dob(2008, 2019, "fr")),
              ("Lieu de naissance", d.city()[0]), ("Classe demandée", d.pick(["1ère année", "3ème année", "6ème année", "7ème année de base"])),
              ("Adresse de l'élève", d.address("fr"))])
    lang = d.sl()
    hdr = [d.lab("", "", lang=lang) or "—", d.lab("Père", "الأب", lang=lang), d.lab("Mère", "الأم", lang=lang)]
    nm = (lambda p: d.na(p, d.pick(["ben", "FL"]))) if lang == "ar" else (lambda p: d.nl(p, d.pick(["Fl", "LF", "FL"])))
    d.table([hdr,
             [d.lab("Nom et prénom", "الاسم واللقب", lang=lang), nm(fa), nm(mo)],
             [d.lab("CIN", "ب.ت.و", lang=lang), d.cin(lang), d.cin(lang)],
             [d.lab("Profession", "المهنة", lang=lang), d.pick(PROF_AR if lang == "ar" else PROF_FR), d.pick(PROF_AR if lang == "ar" else PROF_FR)],
             [d.lab("GSM", "الجوال", lang=lang), d.phone("mob", lang), d.phone("mob", lang)],
             [d.lab("E-mail", "البريد", lang=lang), d.email(fa), d.email(mo)]])
    lang = d.sl()
    if lang == "ar":
        d.p(f"ملاحظات صحية: التلميذ{'' if kid.g == 'm' else 'ة'} {'يعاني' if kid.g == 'm' else 'تعاني'} من {d.health('ar')}، "
            f"{'ويتابع' if kid.g == 'm' else 'وتتابع'} {d.treat('ar')}. "
            f"في حالة الطوارئ يرجى الاتصال بـ{d.na(d.person(), 'FL')} على الرقم {d.phone('mob', 'ar')}.")
        d.p(f"معلوم الترسيم: {d.amount('ar', 30, 3000)}، خلاص بتاريخ {d.ddate('ar')}.")
    else:
        d.p(f"Projet d'accueil individualisé : {d.health('fr')} ; traitement : {d.treat('fr')}. En cas d'urgence, prévenir "
            f"{d.nl(d.person(), d.pick(['Fl', 'LF']))} au {d.phone('mob', 'fr')}.")
        d.p(f"Frais d'inscription : {d.amount('fr', 30, 3000)} réglés le {d.ddate('fr')}.")


def k_hospital_discharge(d):
    pat, rel, doc, chief = d.person(), d.person(), d.person(), d.person()
    t_in, t_out = d.stay()
    t_fu = t_out + timedelta(days=d.n(10, 40))
    c = d.city()
    hosp_fr = d.pick([f"CHU Farhat Hached de Sousse", "Hôpital Charles Nicolle de Tunis", "Hôpital Habib Thameur",
                      "CHU Hédi Chaker de Sfax", "Institut Salah Azaïez", "Hôpital régional de " + c[0]])
    hosp_ar = d.pick(["المستشفى الجامعي فرحات حشاد بسوسة", "مستشفى شارل نيكول بتونس", "المستشفى الجهوي ب" + c[1],
                      "المستشفى الجامعي الهادي شاكر بصفاقس"])
    lang = d.sl()
    if lang == "ar":
        d.h(d.dc(hosp_ar))
        d.h("ملخص الإقامة والخروج من المستشفى")
        d.kv([("المريض(ة)", d.na(pat, d.pick(["FL", "ben", "LF"]))), ("تاريخ الولادة", d.dob(lang="ar")),
              ("العنوان", d.address("ar")), ("المعرف الوحيد بالكنام", d.cnss("ar")),
              ("الشخص الواجب إعلامه", f"{d.na(rel, 'FL')} — {d.phone('mob', 'ar')}"),
              ("تاريخ الدخول", d.ddate_at(t_in, "ar")), ("تاريخ الخروج", d.ddate_at(t_out, "ar"))])
        d.p(f"سبب الإقامة: {d.health('ar')}. السوابق المرضية: {d.health('ar')}.")
        d.p(f"العلاج عند الخروج: {d.treat('ar')}. موعد المراقبة مع الدكتور {d.na(doc, 'FL')} يوم {d.ddate_at(t_fu, 'ar')}.")
        d.p(f"رئيس القسم: الأستاذ {d.na(chief, 'LF')}")
    elif lang == "fr":
        d.h(d.dc(hosp_fr) + " — Service de " + d.pick(["médecine interne", "cardiologie", "neurologie", "endocrinologie"]))
        d.h("COMPTE RENDU D'HOSPITALISATION")
        d.kv([("Patient(e)", d.nl(pat, d.pick(["LF", "FL", "Fl"]))), ("DDN", d.dob(lang="fr")),
              ("Adresse", d.address("fr")), ("Identifiant unique CNAM", d.cnss("fr")),
              ("Personne à prévenir", f"{d.nl(rel, d.pick(['Fl', 'lower']))} ({d.pick(['fils', 'épouse', 'sœur', 'frère'])}) {d.phone()}"),
              ("Entrée", d.ddate_at(t_in, "fr")), ("Sortie", d.ddate_at(t_out, "fr"))])
        d.p(f"Motif : {d.health('fr')}. Antécédents : {d.health('fr')}, {d.health('fr')}.")
        d.p(f"Diagnostic de sortie : {d.health('fr')}.\nTraitement : {d.treat('fr')} ; {d.treat('fr')}.")
        d.p(f"Suivi : consultation le {d.ddate_at(t_fu, 'fr')} avec le Dr {d.nl(doc, d.pick(['Fl', 'LF']))}. Ticket modérateur réglé : "
            f"{d.amount('fr', 10, 400)} ({d.dc('CNAM')} filière publique).")
        d.p(f"Pr {d.nl(chief, d.pick(['FL', 'init', 'Fl']))}\nChef de service")
    else:
        d.h(d.dc(d.pick(["Hannibal International Clinic", "Carthage Medical Centre", "Les Berges du Lac Clinic"])))
        d.h("DISCHARGE SUMMARY")
        d.kv([("Patient", d.nl(pat, d.pick(["Fl", "LF", "FL"]))), ("Date of birth", d.dob(lang="en")),
              ("Passport", d.passport()), ("Address", d.address("en")), ("Next of kin", f"{d.nl(rel, 'Fl')}, {d.phone()}"),
              ("Admitted", d.ddate_at(t_in, "en")), ("Discharged", d.ddate_at(t_out, "en"))])
        d.p(f"Presenting complaint: {d.health('en')}. Past history: {d.health('en')}.")
        d.p(f"Discharge medication: {d.treat('en')}. Follow-up with Dr {d.nl(doc, 'Fl')} on {d.ddate_at(t_fu, 'en')}.")
        d.p(f"Invoice {d.ref('INV-' + str(d.n(2023, 2025)) + '-' + str(d.n(1000, 99999)))}: {d.amount('en', 300, 20000)} paid by card "
            f"{d.card()}.")
        d.p(f"Attending physician: {d.nl(chief, d.pick(['Fl', 'FL']))}")


# ----------------------------------------------------------------------------- kinds (9-16)
HS = [("Ordinateur portable", "Laptop computer", "8471.30.00"), ("Téléviseur LED 55 pouces", "55-inch LED television", "8528.72.10"),
      ("Réfrigérateur combiné", "Fridge-freezer", "8418.10.20"), ("Vêtements usagés (effets personnels)", "Used clothing (personal effects)", "6309.00.00"),
      ("Pièces détachées automobile", "Car spare parts", "8708.99.97"), ("Machine à café", "Coffee machine", "8516.71.00"),
      ("Lave-linge 8 kg", "Washing machine 8 kg", "8450.11.11"), ("Vélo électrique", "Electric bicycle", "8711.60.10")]


def k_customs_declaration(d):
    imp, agent = d.person(), d.person()
    L = d.lang
    en = L == "en"
    office = d.dc(d.pick(["Rades Port customs office", "La Goulette North office", "Tunis-Carthage Airport office"]) if en else
                  d.pick(["Bureau des douanes de Radès Port", "Bureau de La Goulette Nord", "Bureau de Sfax Port", "Bureau Tunis-Carthage Aéroport"]))
    decl = d.ref(f"{d.n(2023, 2025)}/{d.n(100, 999)}/{d.n(100000, 999999)}")
    fwd = d.company("fr")
    items = d.rng.sample(HS, d.n(3, 5))
    rows = [["N°", "Description" if en else "Désignation", "HS code" if en else "Code SH", "Qty" if en else "Qté",
             "Value (TND)" if en else "Valeur (TND)"]]
    for i, it in enumerate(items, 1):
        rows.append([str(i), it[1] if en else it[0], d.dc(it[2]), str(d.n(1, 4)), d.dc(f"{thousands(d.n(150, 9000), ',' if en else ' ')}"
                                                                                       f"{'.' if en else ','}{d.n(0, 999):03d}")])
    vin = "VF" + d.pick("137") + "".join(d.pick("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(14))
    idv = [("Declaration no." if en else "Déclaration n°", decl), ("Office" if en else "Bureau", office),
           ("Procedure" if en else "Régime", "Definitive return of Tunisian resident abroad (FCR)" if en else "Retour définitif TRE (régime FCR)"),
           ("Importer" if en else "Importateur", d.nl(imp, d.pick(["LF", "FL", "Fl", "ben"]))),
           ("Date of birth" if en else "Né(e) le", d.dob(lang=L)),
           ("Passport" if en else "Passeport", d.passport(False)),
           ("National ID" if en else "CIN", d.cin(L)),
           ("Address abroad" if en else "Adresse à l'étranger", d.address(foreign=True)),
           ("Address in Tunisia" if en else "Adresse en Tunisie", d.address("en" if en else "fr")),
           ("Phone" if en else "Tél.", d.phone(lang=L) + " / " + d.foreign_phone()),
           ("Forwarding agent" if en else "Transitaire", fwd),
           ("Agent contact" if en else "Interlocuteur", f"{d.nl(agent, d.pick(['Fl', 'LF', 'init']))} {d.phone('mob', L)}"),
           ("Vehicle" if en else "Véhicule", f"{d.pick(['Peugeot 208', 'Renault Mégane', 'VW Golf', 'Dacia Sandero'])}, VIN {vin}"),
           ("Foreign registration" if en else "Immatriculation d'origine", d.fr_plate()),
           ("Temporary plate" if en else "Immatriculation attribuée", d.v("PLATE", f"RS {d.n(10000, 99999)}") if d.maybe(0.5) else d.plate("fr"))]
    tot_v = sum(int(re.sub(r"\D", "", r[4])) for r in rows[1:]) // 1000
    total = d.dc(f"{thousands(tot_v, ',')} TND" if en else f"{thousands(tot_v)} dinars")
    dv = int(tot_v * d.rng.uniform(0.18, 0.42))
    duty = d.dc(f"TND {thousands(dv, ',')}.{d.n(0, 999):03d}" if en else f"{thousands(dv)},{d.n(0, 999):03d} DT")
    pay = (("Payment" if en else "Paiement"), (f"card {d.card()}" if en else f"carte {d.card()}") if d.maybe(0.5) else
           (f"debit of account {d.rib(lang='fr')}" if en else f"prélèvement sur le compte {d.rib(lang='fr')}"))
    if d.fmt == "csv":
        d.rows = [[a, b] for a, b in idv] + [[]] + rows + [["Total", "", "", "", total], ["Duties and taxes" if en else "Droits et taxes", "", "", "", duty],
                                                        list(pay)]
        return
    d.h("REPUBLIC OF TUNISIA — CUSTOMS" if en else "RÉPUBLIQUE TUNISIENNE — DOUANE TUNISIENNE")
    d.h("Single administrative document — detailed declaration" if en else "DÉCLARATION EN DÉTAIL (DAU)")
    d.kv(idv)
    d.table(rows)
    d.kv([("Customs value" if en else "Valeur en douane", total), ("Duties and taxes" if en else "Droits et taxes liquidés", duty), pay])
    d.p((f"Declared under {d.legal('en')} on {d.ddate('en')}." if en else
         f"Déclaration souscrite conformément à l'{d.legal('fr')}, le {d.ddate('fr')}."))
    d.p(("Signature of declarant: " if en else "Signature du déclarant : ") + d.nl(imp, d.pick(["FL", "init", "lower"])))


def _hdr_date(d, lang, dt):
    day = (EN_DAYS if lang == "en" else FR_DAYS)[dt.weekday()]
    return f"{day} {d.dc(fmt_date(d.rng, dt, lang, formal=True))} {d.n(7, 19):02d}:{d.n(0, 59):02d}"


def k_email_thread(d):
    L = d.lang
    a, b, c, doc = d.person(), d.person(), d.person(), d.person()
    comp = d.company("fr")
    dom = d.pick(["sahel-industries.com.tn", "carthage-negoce.tn", "atlasplast.com", "oasis-services.tn"])
    t0 = rand_date(d.rng, 2023, 2025)
    t1 = t0 + timedelta(days=d.n(1, 9))
    lines = []
    if L == "en":
        ref = d.ref(f"DSAR-{d.n(2023, 2025)}-{d.n(100, 9999):04d}")
        ea = d.email(a)
        lines += [f"From: {d.nl(a, 'Fl')} <{ea}>", f"Sent: {_hdr_date(d, 'en', t1)}", f"To: Data Protection <dpo@{dom}>",
                  f"Cc: {d.nl(c, 'Fl')} <{d.email(c)}>", f"Subject: RE: Subject access request - ref. {ref}", "",
                  f"Dear {d.nl(b, 'F')},", "",
                  "Thank you for the quick reply. As requested, here are my details so you can check my identity:", "",
                  f"  Full name: {d.nl(a, d.pick(['LF', 'ben', 'FL']))}", f"  Date of birth: {d.dob(lang='en')}",
                  f"  National ID: {d.cin('en')}", f"  Account: {d.iban()}", f"  Registered address: {d.address('en')}", "",
                  f"I would also like to know why my card {d.card()} was blocked on {d.ddate('en')} (your SMS quoted transaction {d.bad_card()}); I was abroad for "
                  f"{d.pick(['treatment', 'surgery', 'a check-up'])} ({d.health('en')}) and could not call.", "",
                  "Best regards,", d.nl(a, d.pick(["F", "Fl"])), d.phone(lang="en"), "",
                  "-----Original Message-----", f"From: {d.nl(b, 'Fl')} <{d.email(b, dom)}>", f"Sent: {_hdr_date(d, 'en', t0)}",
                  f"To: {ea}", f"Subject: Subject access request - ref. {ref}", "",
                  f"Dear {_civ(a, 'en')} {d.nl(a, 'L')},", "",
                  f"> We acknowledge receipt of your request under {d.legal('en')}. To proceed, please confirm your",
                  "> identity (full name, date of birth, ID card number and address).", "",
                  "Kind regards,", d.nl(b, d.pick(["Fl", "FL"])), f"Data Protection Officer | {comp}", f"Direct line: {d.phone('land', 'en')}"]
    elif L == "fr":
        emp = a
        ee = d.email(emp)
        lines += [f"De : {d.nl(b, 'Fl')} <{d.email(b, dom)}>", f"Envoyé : {_hdr_date(d, 'fr', t1)}", f"À : Service RH <rh@{dom}>",
                  f"Objet : TR: Arrêt maladie - {d.nl(emp, d.pick(['Fl', 'LF']))}", "",
                  "Bonjour,", "",
                  f"Je vous transfère le message de {d.nl(emp, 'F')}. Merci de faire le nécessaire auprès de la {d.dc('CNSS')} "
                  f"(n° d'assuré {d.cnss('fr')}).", "", "Cordialement,", d.nl(b, d.pick(["init", "Fl"])), f"Chef de service — {comp}", "",
                  "-------- Message transféré --------", f"De : {d.nl(emp, 'Fl')} <{ee}>", f"Date : {_hdr_date(d, 'fr', t0)}",
                  f"À : {d.nl(b, 'Fl')}", "Objet : Arrêt maladie", "",
                  f"Bonjour {d.nl(b, 'F')},", "",
                  f"Je vous informe que je suis en arrêt du {d.ddate('fr')} au {d.ddate('fr')}, diagnostic : {d.health('fr')}.",
                  f"Le certificat du Dr {d.nl(doc, d.pick(['Fl', 'LF']))} est en pièce jointe.",
                  f"Pour le remboursement des frais avancés, voici mon RIB : {d.rib(lang='fr')}",
                  f"Vous pouvez me joindre au {d.phone(lang='fr')} ou chez moi, {d.address('fr')}.", "",
                  d.nl(emp, d.pick(["F", "lower"])), "Envoyé de mon iPhone"]
    else:
        ea = d.email(a)
        lines += [f"De : {d.na(a, 'FL')} <{ea}>", f"Date : {_hdr_date(d, 'fr', t1)}", f"À : reclamations@{dom}",
                  "Objet : Réclamation - carte bloquée / حجز البطاقة البنكية", "",
                  "السلام عليكم،",
                  f"أنا {d.na(a, d.pick(['ben', 'full']))}، صاحب{'' if a.g == 'm' else 'ة'} الحساب عدد {d.rib(lang='ar')}. "
                  f"تم حجز بطاقتي البنكية عدد {d.card()} في الموزع الآلي يوم {d.ddate('ar')}.",
                  f"رقم بطاقة التعريف: {d.cin('ar')}، تاريخ الولادة: {d.dob(lang='ar')}. يمكنكم الاتصال بي على الرقم {d.phone(lang='ar')}.",
                  "وشكرا.", "",
                  f"---------- Réponse de {d.nl(b, 'Fl')} <{d.email(b, dom)}> ----------",
                  f"{_civ(a, 'fr')} {d.nl(a, d.pick(['L', 'LU']))},",
                  f"Nous accusons réception de votre réclamation n° {d.ref('REC-' + str(d.n(10000, 99999)))}. "
                  f"La carte sera remise à l'agence {d.dc(d.pick(['Sousse Sahloul', 'Ariana Centre', 'Sfax El Jadida', 'Lac 2']))} "
                  f"sous 72 heures, sur présentation de votre CIN.",
                  "Cordialement,", d.nl(b, d.pick(["FL", "Fl"])), f"Service Réclamations — {comp}",
                  "", f"> {d.na(a, 'F')}: نطلب كذلك تغيير العنوان إلى {d.address('ar')}"]
    d.pre("\n".join(lines))


def k_whatsapp_export(d):
    L = d.lang
    a, b, other = d.person(), d.person(), d.person()
    base = rand_date(d.rng, 2023, 2025)
    ios = d.maybe(0.4)
    an = d.nl(a, d.pick(["Fl", "lower", "Lf"])) if L != "ar" else d.na(a, "FL")
    bn = d.phone("mob", L) if d.maybe(0.4) else (d.nl(b, d.pick(["Fl", "F", "FL"])) if L != "ar" else d.na(b, d.pick(["FL", "F"])))
    msgs = []
    if L == "mixed":
        msgs = [(an, f"Salam {d.nl(b, 'F')}, labes? ab3athli el RIB mta3ek bech nhawlek flous el kra"),
                (bn, f"ahla, hedha : {d.rib(lang='fr')}"),
                (bn, f"{d.dc(d.pick(BANKS)[1])} agence {d.pick(['Menzah', 'Lac', 'Sahloul', 'Jedida'])}"),
                (an, f"behi. w el CIN mte3ek? el agence t7ebha : ena 3andi {d.cin('fr')}"),
                (bn, f"mte3i {d.cin('ar')}"),
                (an, f"تو نبعثلك {d.amount('ar', 100, 2500)} قبل الخميس إن شاء الله"),
                (bn, f"يعيشك. أمي مريضة شوية، عندها {d.health('ar')} وهزيناها للسبيطار"),
                (an, f"ربي يشفيها. num docteur {d.nl(other, 'Fl')} : {d.phone(lang='fr')}"),
                (bn, "<Media omitted>"),
                (an, f"w ab3athli l'adresse exacte : {d.address('fr')}"),
                (bn, f"و هذا الإيمايل متاعي {d.email(b)}")]
    elif L == "fr":
        msgs = [(an, "Bonjour, c'est pour le dossier de la crèche, il me manque quelques infos"),
                (bn, "oui dis-moi"),
                (an, f"date de naissance du petit ? et ton num CIN"),
                (bn, f"{d.dob(2019, 2023, 'fr')}"), (bn, f"CIN {d.cin('fr')}"),
                (an, f"Il a toujours son {d.health('fr')} ? il faut le signaler dans la fiche"),
                (bn, f"oui, traitement : {d.treat('fr')}"),
                (an, f"ok. La crèche demande aussi un RIB pour le prélèvement de {d.amount('fr', 90, 600)}"),
                (bn, f"{d.rib(lang='fr')}"),
                (an, f"et la voiture pour le parking : {d.plate('fr')} c'est ça ?"),
                (bn, "oui"), (bn, f"Tu peux aussi appeler mon mari au {d.phone(lang='fr')} (c'est {d.nl(other, 'F')})")]
    elif L == "ar":
        msgs = [(an, "السلام عليكم، حبيت نثبت معاك في معطيات ملف القرض"),
                (bn, "عليكم السلام، تفضل"),
                (an, f"تاريخ الولادة متاعك {d.dob(lang='ar')} صحيح؟"),
                (bn, f"صحيح، وعدد بطاقة التعريف {d.cin('ar')}"),
                (an, f"والعنوان الجديد؟"), (bn, f"{d.address('ar')}"),
                (an, f"الكفيل {d.na(other, 'ben')} لازم يجيب شهادة في الدخل"),
                (bn, f"باهي، الهاتف متاعو {d.phone(lang='ar')}"),
                (an, f"المبلغ الجملي {d.amount('ar', 3000, 60000)} والخلاص على 60 شهر"),
                (bn, f"ملاحظة: عندي {d.health('ar')} والتأمين على الحياة طلب شهادة طبية")]
    else:
        msgs = [(an, "Hi! It's about the flat in La Marsa, is it still available?"),
                (bn, "Yes. Can you send your passport number for the contract?"),
                (an, f"Sure: {d.passport(True)}. Born {d.dob(lang='en')}."),
                (bn, f"Thanks. Deposit is {d.amount('en', 500, 4000)}, IBAN {d.iban()}"),
                (an, f"Sent from my card {d.card()}, let me know"),
                (bn, f"Got it. My other number if this one is off: {d.phone(lang='en')}"),
                (an, f"Just so you know, because of my {d.health('en')} I'd rather be on a low floor. Is there a lift?"),
                (bn, f"Yes. Address is {d.address('en')}, see you {d.ddate('en')}")]
    out = []
    t = d.n(8, 20) * 60 + d.n(0, 59)
    dec_dates = set()
    for who, text in msgs:
        t += d.n(0, 25)
        if d.maybe(0.12):
            base += timedelta(days=1)
            t = d.n(7, 12) * 60
        ds = base.strftime("%d/%m/%Y")
        dec_dates.add(ds)
        hh, mm = (t // 60) % 24, t % 60
        if ios:
            out.append(f"[{ds} {hh:02d}:{mm:02d}:{d.n(0, 59):02d}] {who}: {text}")
        else:
            out.append(f"{ds}, {hh:02d}:{mm:02d} - {who}: {text}")
    for ds in sorted(dec_dates):
        d.dc(ds)
    d.pre("\n".join(out))


def k_job_application(d):
    L = d.lang
    p, r1, r2 = d.person(), d.person(), d.person()
    en = L == "en"
    comps = [d.company("fr"), d.company("fr")]
    offer = d.ref(("Job ref. " if en else "Offre n° ") + f"{d.pick(['RH', 'JOB', 'REC'])}-{d.n(2023, 2025)}-{d.n(10, 999)}")
    title = d.pick(["Compliance Analyst", "Data Protection Officer", "Junior Auditor", "KYC Officer"] if en else
                   ["Chargée de conformité", "Analyste KYC", "Auditeur interne junior", "Responsable RH"])
    head = d.nl(p, d.pick(["FL", "Fl", "LF"]))
    contact = [("Phone" if en else "Tél.", d.phone(lang=L)), ("Email" if en else "E-mail", d.email(p)),
               ("Date of birth" if en else d.pick(["Né(e) le", "Date de naissance", "DDN"]), d.dob(1975, 2002, "en" if en else "fr")),
               ("ID card" if en else "CIN", d.cin("fr")), ("Driving licence" if en else "Permis", "B")]
    if d.maybe(0.4):
        contact.append(("Disability" if en else "Situation de handicap", d.health("en" if en else "fr")))
    exp = [f"{d.n(2016, 2020)} – {d.n(2021, 2025)}  {title}, {comps[0]}", f"{d.n(2012, 2015)} – {d.n(2016, 2019)}  "
           + ("Customer adviser" if en else "Conseiller clientèle") + f", {comps[1]}"]
    refs = [f"{d.nl(r1, d.pick(['Fl', 'LF']))} — {'Head of Risk' if en else 'Directeur des risques'}, {comps[0]} — {d.phone(lang=L)}",
            f"{d.nl(r2, 'Fl')} — {d.email(r2)}"]
    if d.fmt == "docx":
        d.h(head)
        d.p(title)
        left = "\n".join([d.address("en" if en else "fr")] + [f"{a}: {b}" for a, b in contact])
        right = "\n".join(exp + ["", "References" if en else "Références"] + refs)
        d.table([["Contact" if en else "Coordonnées", "Experience" if en else "Expérience"], [left, right]])
    else:
        d.h(head)
        d.p(title + "\n" + d.address("en" if en else "fr", multiline=True))
        d.kv(contact)
        if L == "mixed":
            d.h("معلومات شخصية")
            d.p(f"الاسم واللقب: {d.na(p, 'full')}\nالحالة المدنية: {d.pick(['أعزب', 'متزوج', 'متزوجة'])}\nرقم الهاتف: {d.phone('mob', 'ar')}")
        d.h("Experience" if en else "Expérience professionnelle")
        d.p("\n".join(exp))
        d.h("References" if en else "Références")
        d.p("\n".join(refs))
    d.h("Cover letter" if en else "Lettre de motivation")
    if en:
        d.p(f"Dear Hiring Manager,\nI am applying for the position advertised under {offer}. ... I can be reached at "
            f"{d.phone(lang='en')}.\nYours faithfully,\n{d.nl(p, d.pick(['Fl', 'init']))}")
    else:
        d.p(f"Madame, Monsieur,\nSuite à votre annonce ({offer}), je me permets de vous adresser ma candidature. Mon salaire actuel "
            f"est de {d.amount('fr', 900, 6000)} brut.\nJe reste joignable au {d.phone(lang='fr')}.\n{d.nl(p, d.pick(['Fl', 'lower', 'FL']))}")


def k_power_of_attorney(d):
    pr, ag = d.person(), d.person()
    c = d.city()
    abroad = d.maybe(0.6)
    lang = d.sl()
    if lang == "ar":
        d.h("توكيل خاص")
        t = "" if pr.g == "m" else "ة"
        s = f"إني الممضي{t} أسفله {d.na(pr, d.pick(['full', 'ben']))}، المولود{t} في {d.dob(lang='ar')}، "
        if abroad:
            s += f"صاحب{t} جواز السفر عدد {d.passport(False)}، المقيم{t} في {d.address(foreign=True)}، الهاتف {d.foreign_phone()}، "
        s += f"صاحب{t} بطاقة التعريف الوطنية عدد {d.cin('ar')}،"
        d.p(s)
        ta = "" if ag.g == "m" else "ة"
        d.p(f"أوكل بمقتضى هذا {_civ(ag, 'ar')} {d.na(ag, 'ben')}، المولود{ta} في {d.dob(lang='ar')}، صاحب{ta} بطاقة التعريف "
            f"الوطنية عدد {d.cin('ar')}، القاطن{ta} بـ{d.address('ar')}، الهاتف {d.phone(lang='ar')}، للقيام نيابة عني بما يلي:")
        items = [f"- بيع السيارة ذات الرقم المنجمي {d.plate('ar')} وقبض ثمنها وإمضاء كل الوثائق اللازمة بـ{d.dc('الوكالة الفنية للنقل البري')}.",
                 f"- التصرف في حسابي البنكي عدد {d.rib(lang='ar')} المفتوح لدى {d.dc(d.pick(BANKS)[2])}.",
                 f"- قبض الجراية من الصندوق الوطني للضمان الاجتماعي (رقم الانخراط {d.cnss('ar')})."]
        if d.maybe(0.5):
            items.append(f"- متابعة ملف العلاج بخصوص {d.health('ar')} لدى {d.dc('الصندوق الوطني للتأمين على المرض')}.")
        d.p("\n".join(items))
    else:
        d.h("PROCURATION SPÉCIALE")
        s = f"Je soussigné(e) {d.nl(pr, d.pick(['ben', 'LF', 'Fl']))}, {_e(pr, 'né', 'née')} le {d.dob(lang='fr')}, "
        if abroad:
            s += f"titulaire du passeport n° {d.passport(False)}, demeurant {d.address(foreign=True)}, tél. {d.foreign_phone()}, "
        s += f"CIN n° {d.cin('fr')},"
        d.p(s)
        d.p(f"donne par la présente pouvoir à {_civ(ag, 'fr')} {d.nl(ag, d.pick(['Fl', 'LF', 'ben']))}, {_e(ag, 'né', 'née')} le "
            f"{d.dob(lang='fr')}, CIN {d.cin('fr')}, demeurant {d.address('fr')}, tél. {d.phone(lang='fr')}, de :")
        items = [f"- vendre le véhicule immatriculé {d.plate('fr')}, en percevoir le prix et signer tout document auprès de l'{d.dc('Agence Technique des Transports Terrestres')} ;",
                 f"- faire fonctionner mon compte n° {d.rib(lang='fr')} ouvert à la {d.dc(d.pick(BANKS)[1])} ;",
                 f"- percevoir ma pension auprès de la CNSS (affiliation {d.cnss('fr')})."]
        if d.maybe(0.5):
            items.append(f"- suivre mon dossier de prise en charge ({d.health('fr')}) auprès de la {d.dc('CNAM')}.")
        d.p("\n".join(items))
    lang = d.sl()
    if lang == "ar":
        d.p(f"حرر ب{c[1]} في {d.ddate('ar')}")
        d.p(f"التعريف بالإمضاء: {d.dc('بلدية ' + c[1])} تحت عدد {d.ref(str(d.n(1000, 99999)))}")
        d.p(f"إمضاء الموكل: {d.na(pr, 'LF')}")
    else:
        d.p(f"Fait {fr_at(c[0]) if not abroad else 'à ' + d.pick(['Lyon', 'Paris', 'Marseille', 'Milan'])}, le {d.ddate('fr')}")
        leg = d.dc(d.pick(["Consulat général de Tunisie à Lyon", "Consulat de Tunisie à Paris", "Consulat général de Tunisie à Milan"])
                   if abroad else "Municipalité de " + c[0])
        d.p(f"Signature légalisée par {'le' if leg.startswith('Consulat') else 'la'} {leg} sous le n° {d.ref(str(d.n(1000, 99999)) + '/' + str(d.n(2023, 2025)))}")
        d.p(f"Le mandant : {d.nl(pr, d.pick(['FL', 'init']))}")


def k_accident_report(d):
    A, B, wit, off = d.person(), d.person(), d.person(), d.person()
    L = d.lang
    c = d.city()
    insA, insB = d.dc(d.pick(INSURERS)), d.dc(d.pick(INSURERS))
    if L == "ar":
        d.h("وزارة الداخلية — " + d.dc(f"مركز الأمن الوطني ب{c[1]}"))
        d.h(f"محضر معاينة حادث مرور عدد {d.ref(str(d.n(10, 999)) + '/' + str(d.n(2023, 2025)))}")
        d.p(f"في يوم {d.ddate('ar')} على الساعة الخامسة مساء، وعلى إثر إعلامنا بحصول حادث مرور بمفترق {d.pick(STREETS)[1]} "
            f"ب{c[1]}، تحولنا على عين المكان وعاينا ما يلي:")
        for P, ins, tag in ((A, insA, "أ"), (B, insB, "ب")):
            d.h(f"السيارة ({tag})")
            d.kv([("السائق", d.na(P, d.pick(["full", "ben"]))), ("تاريخ الولادة", d.dob(lang="ar")), ("ب.ت.و", d.cin("ar")),
                  ("العنوان", d.address("ar")), ("الهاتف", d.phone(lang="ar")), ("الرقم المنجمي", d.plate("ar")),
                  ("شركة التأمين", ins), ("عقد التأمين", d.ref(f"{d.n(2020, 2025)}/{d.n(100000, 999999)}"))])
        d.p(f"الأضرار البدنية: أصيب سائق السيارة (ب) بـ{d.health('ar')} ونقل إلى {d.dc('المستشفى الجهوي ب' + c[1])}.")
        d.p(f"الشاهد: {d.na(wit, 'FL')}، الهاتف {d.phone(lang='ar')}.")
        d.p(f"محرر المحضر: العون {d.na(off, 'LF')}")
        return
    lang = d.sl()
    if lang == "ar":
        d.h("تقرير ودي لمعاينة حادث مرور")
        d.p(f"تاريخ الحادث: {d.ddate('ar')}، المكان: مفترق {d.pick(STREETS)[1]} ب{c[1]}. الشاهد: {d.na(wit, 'FL')} ({d.phone(lang='ar')}).")
    else:
        d.h("CONSTAT AMIABLE D'ACCIDENT AUTOMOBILE")
        d.p(f"1. Date : {d.ddate('fr')} à 17 h 40     2. Lieu : carrefour {d.pick(STREETS)[0]}, {c[0]}\n"
            f"3. Blessés : oui     4. Témoin : {d.nl(wit, d.pick(['Fl', 'LF']))}, tél. {d.phone(lang='fr')}")
    brands = d.rng.sample(["Renault Clio", "Kia Picanto", "Peugeot 301", "Hyundai i10", "Toyota Yaris", "Chery Tiggo", "Isuzu D-Max"], 2)
    rowsA = [("Nom", d.nl(A, "LU")), ("Prénom", d.nl(A, "F")), ("Adresse", d.address("fr")), ("Tél.", d.phone(lang="fr")),
             ("Marque, type", brands[0]), ("N° d'immatriculation", d.plate("fr")), ("Société d'assurance", insA),
             ("Police n°", d.ref(f"{d.n(2020, 2025)}/{d.n(100000, 999999)}")), ("Conducteur né le", d.dob(lang="fr")),
             ("Permis n°", f"{d.n(10, 99)}/{d.n(100000, 999999)}")]
    rowsB = [("Nom", d.nl(B, "LU")), ("Prénom", d.nl(B, "F")), ("Adresse", d.address("fr")), ("Tél.", d.phone(lang="fr")),
             ("Marque, type", brands[1]), ("N° d'immatriculation", d.plate("fr")), ("Société d'assurance", insB),
             ("Police n°", d.ref(f"{d.n(2020, 2025)}/{d.n(100000, 999999)}")), ("Conducteur né le", d.dob(lang="fr")),
             ("Permis n°", f"{d.n(10, 99)}/{d.n(100000, 999999)}")]
    if d.fmt == "txt":
        w = max(len(b) for _, b in rowsA) + 3
        lines = ["".ljust(24) + "VÉHICULE A".ljust(w) + "VÉHICULE B"]
        for (la, va), (_, vb) in zip(rowsA, rowsB):
            lines.append(la.ljust(24) + va.ljust(w) + vb)
        d.pre("\n".join(lines) + "\n")
    else:
        d.table([["", "Véhicule A", "Véhicule B"]] + [[la, va, vb] for (la, va), (_, vb) in zip(rowsA, rowsB)])
    lang = d.sl()
    if lang == "ar":
        d.p(f"ملاحظات: السائق (ب) يشتكي من {d.health('ar')}. السائق (أ) كان {d.pick(['يغادر موقف السيارات', 'يدور إلى اليمين'])}.")
        d.p(f"إمضاء السائق (أ): {d.nl(A, 'Fl')}    إمضاء السائق (ب): {d.nl(B, 'Fl')}")
    else:
        d.p(f"Observations : le conducteur B se plaint de {d.health('fr')} ; le véhicule A {d.pick(['sortait d un parking', 'tournait à droite', 'reculait'])}.")
        d.p(f"Signatures — A : {d.nl(A, d.pick(['init', 'Fl']))}    B : {d.nl(B, d.pick(['lower', 'FL']))}")


def k_tax_certificate(d):
    L = d.lang
    comp = d.company("fr" if L != "ar" else "ar")
    year = d.dc(f"{d.n(2021, 2024)}")
    if d.fmt == "csv":
        d.rows = [["Déclaration annuelle de l'employeur - Annexe II (honoraires)", "Exercice", year],
                  ["Déclarant", comp, "MF", d.mf()],
                  ["N°", "Bénéficiaire", "CIN", "Matricule fiscal", "Adresse", "Montant brut", "Retenue 10 %", "Net servi"]]
        for i in range(1, d.n(6, 8)):
            p = d.person()
            brut = d.n(500, 40000)
            d.rows.append([str(i), d.nl(p, d.pick(["LF", "Fl", "FL", "ben"])), d.cin("fr"), d.mf() if d.maybe(0.7) else "",
                           d.address("fr"), d.dc(f"{thousands(brut)},{d.n(0, 999):03d}"), f"{brut * 0.1:.3f}".replace(".", ","),
                           f"{brut * 0.9:.3f}".replace(".", ",")])
        return
    p = d.person()
    brut = d.n(1500, 60000)
    lang = d.sl()
    if lang == "ar":
        d.h("الجمهورية التونسية — وزارة المالية")
        d.h("شهادة في الخصم من المورد بعنوان الضريبة على الدخل")
        d.p(f"({d.legal('ar')})")
        d.kv([("المؤسسة الدافعة", comp), ("معرفها الجبائي", d.mf()), ("السنة", year)])
        d.kv([("المنتفع", d.na(p, d.pick(["ben", "full", "FL"]))), ("ب.ت.و", d.cin("ar")), ("المعرف الجبائي للمنتفع", d.mf()),
              ("العنوان", d.address("ar"))])
        d.table([["نوع المبالغ", "المبلغ الخام", "نسبة الخصم", "الخصم", "الصافي"],
                 ["أتعاب", d.dc(f"{thousands(brut, '.')},000"), "10%", f"{brut // 10}.000", f"{brut - brut // 10}.000"],
                 ["أكرية", "—", "10%", "—", "—"]])
    else:
        d.h("RÉPUBLIQUE TUNISIENNE — MINISTÈRE DES FINANCES")
        d.h("CERTIFICAT DE RETENUE D'IMPÔT SUR LE REVENU OU D'IMPÔT SUR LES SOCIÉTÉS")
        d.p(f"({d.legal('fr')})")
        d.kv([("Payeur", comp), ("Matricule fiscal du payeur", d.mf()), ("Exercice", year)])
        d.kv([("Bénéficiaire", d.nl(p, d.pick(["LF", "FL", "Fl", "ben"]))), ("CIN", d.cin("fr")), ("Identifiant fiscal", d.mf()),
              ("Adresse", d.address("fr"))])
        d.table([["Nature des montants", "Montant brut", "Taux", "Retenue", "Net servi"],
                 ["Honoraires", d.dc(f"{thousands(brut)},000"), "10 %", f"{brut // 10},000", f"{brut - brut // 10},000"],
                 ["Loyers", "—", "10 %", "—", "—"]])
    lang = d.sl()
    sig = d.person()
    if lang == "ar":
        d.p(f"حرر ب{d.city()[1]} في {d.ddate('ar')}\nالإمضاء والختم: {d.na(sig, 'FL')}، المدير المالي")
    else:
        d.p(f"Fait {fr_at(d.city()[0])}, le {d.ddate('fr')}\nCachet et signature : {d.nl(sig, d.pick(['Fl', 'init', 'LF']))}, directeur financier")


def k_municipal_permit(d):
    ap, arch = d.person(), d.person()
    c = d.city()
    lang = d.sl()
    num = d.ref(f"{d.n(10, 999)}/{d.n(2023, 2025)}")
    if lang == "ar":
        d.h(d.dc("بلدية " + c[1]))
        d.h(f"قرار رخصة بناء عدد {num}")
        t = "" if ap.g == "m" else "ة"
        d.p(f"إن رئيس بلدية {c[1]}،\nبعد الاطلاع على {d.dc('مجلة التهيئة الترابية والتعمير')}،\n"
            f"وعلى المطلب المقدم من طرف {_civ(ap, 'ar')} {d.na(ap, d.pick(['ben', 'full', 'FL']))}، صاحب{t} بطاقة التعريف الوطنية "
            f"عدد {d.cin('ar')}، القاطن{t} في {d.address('ar')}، الهاتف {d.phone(lang='ar')}، والمسجل بمكتب الضبط تحت عدد "
            f"{d.ref(str(d.n(1000, 9999)))} بتاريخ {d.ddate('ar')}،\nوعلى الأمثلة المعدة من طرف المهندس المعماري "
            f"{d.na(arch, 'FL')} ({d.email(arch)})،")
        d.p("يقرر ما يلي:")
        d.p(f"الفصل الأول: يرخص لـ{d.na(ap, 'FL')} في بناء مسكن فردي على العقار موضوع "
            f"{d.ref('الرسم العقاري عدد ' + str(d.n(1000, 99999)) + ' ' + c[1])} بمساحة مغطاة قدرها {d.n(90, 320)} م².")
        if d.maybe(0.6):
            d.p(f"الفصل الثاني: يسمح استثنائيا بتهيئة مدخل ملائم نظرا لحالة {d.health('ar')} لدى أحد ساكني المحل.")
        d.p(f"الفصل الثالث: دفع المعني{t} بالأمر معلوما قدره {d.amount('ar', 100, 5000)} بقباضة البلدية.")
    else:
        d.h(d.dc("Commune de " + c[0]))
        d.h(f"ARRÊTÉ MUNICIPAL N° {num} PORTANT PERMIS DE BÂTIR")
        d.p(f"Le Président de la commune de {c[0]},\nVu le {d.dc('Code de l aménagement du territoire et de l urbanisme'.replace(' l ', ' l’'))} ;\n"
            f"Vu la demande présentée par {_civ(ap, 'fr')} {d.nl(ap, d.pick(['LF', 'ben', 'Fl']))}, CIN n° {d.cin('fr')}, "
            f"demeurant {d.address('fr')}, tél. {d.phone(lang='fr')}, enregistrée sous le n° {d.ref(str(d.n(1000, 9999)))} le {d.ddate('fr')} ;\n"
            f"Vu les plans établis par l'architecte {d.nl(arch, d.pick(['Fl', 'FL']))} ({d.email(arch)}, {d.phone(lang='fr')}) ;")
        d.p("ARRÊTE :")
        d.p(f"Article 1er – {_civ(ap, 'fr')} {d.nl(ap, 'L')} est autorisé(e) à construire une maison individuelle sur le terrain "
            f"objet du titre foncier n° {d.ref(str(d.n(1000, 99999)) + '/' + c[0])}, surface couverte {d.n(90, 320)} m².")
        if d.maybe(0.6):
            d.p(f"Article 2 – Une rampe d'accès est exceptionnellement autorisée en raison du {d.health('fr')} d'un occupant.")
        d.p(f"Article 3 – Taxe de permis acquittée : {d.amount('fr', 100, 5000)}.")
    lang = d.sl()
    if lang == "ar":
        d.p(f"{c[1]} في {d.ddate('ar')}\nرئيس البلدية")
    else:
        d.p(f"{c[0]}, le {d.ddate('fr')}\nLe Président de la commune")


KINDS = [
    ("deed_of_sale", k_deed_of_sale, [("ar", "docx"), ("fr", "docx"), ("mixed", "txt"), ("ar", "txt"), ("fr", "md"), ("mixed", "docx")]),
    ("kyc_update", k_kyc_update, [("fr", "docx"), ("en", "docx"), ("fr", "csv"), ("mixed", "txt"), ("ar", "docx"), ("en", "csv")]),
    ("payslip", k_payslip, [("fr", "csv"), ("fr", "txt"), ("fr", "docx"), ("mixed", "md"), ("ar", "txt")]),
    ("court_summons", k_court_summons, [("ar", "txt"), ("ar", "docx"), ("fr", "txt"), ("mixed", "md"), ("fr", "docx")]),
    ("rental_contract", k_rental_contract, [("mixed", "docx"), ("fr", "docx"), ("ar", "txt"), ("fr", "md"), ("en", "txt")]),
    ("insurance_claim", k_insurance_claim, [("fr", "md"), ("en", "md"), ("fr", "docx"), ("ar", "txt"), ("mixed", "txt"), ("en", "docx")]),
    ("school_enrolment", k_school_enrolment, [("mixed", "csv"), ("fr", "csv"), ("ar", "docx"), ("fr", "docx"), ("mixed", "txt")]),
    ("hospital_discharge", k_hospital_discharge, [("fr", "docx"), ("en", "txt"), ("fr", "txt"), ("ar", "md"), ("mixed", "txt"), ("en", "docx")]),
    ("customs_declaration", k_customs_declaration, [("fr", "txt"), ("en", "csv"), ("fr", "csv"), ("fr", "docx"), ("en", "md")]),
    ("email_thread", k_email_thread, [("en", "txt"), ("fr", "md"), ("mixed", "txt"), ("fr", "txt"), ("en", "md")]),
    ("whatsapp_export", k_whatsapp_export, [("mixed", "txt"), ("fr", "txt"), ("ar", "txt"), ("en", "txt")]),
    ("job_application", k_job_application, [("fr", "docx"), ("en", "md"), ("fr", "md"), ("en", "docx"), ("mixed", "txt")]),
    ("power_of_attorney", k_power_of_attorney, [("ar", "docx"), ("ar", "txt"), ("fr", "docx"), ("mixed", "md"), ("fr", "txt")]),
    ("accident_report", k_accident_report, [("fr", "txt"), ("fr", "docx"), ("ar", "txt"), ("mixed", "md")]),
    ("tax_certificate", k_tax_certificate, [("ar", "docx"), ("fr", "docx"), ("fr", "csv"), ("fr", "txt"), ("ar", "md"), ("mixed", "docx")]),
    ("municipal_permit", k_municipal_permit, [("ar", "md"), ("ar", "docx"), ("fr", "txt"), ("mixed", "docx"), ("fr", "md")]),
]


# ----------------------------------------------------------------------------- generation
def self_check(doc, text):
    """Problems that would make the ground truth wrong; empty list when the document is sound."""
    probs = []
    for s in doc.sens:
        v = s["value"]
        if v not in text:
            probs.append(f"value not verbatim: {s}")
        if doc.fmt == "docx" and ("\n" in v or "\t" in v):
            probs.append(f"multi-paragraph value in docx: {v!r}")
        if doc.fmt == "csv" and ('"' in v or "\n" in v):
            probs.append(f"csv-unsafe value: {v!r}")
    for v in doc.decs:
        if v not in text:
            probs.append(f"decoy not verbatim: {v!r}")
        for s in doc.sens:
            a, b = snorm(v), snorm(s["value"])
            if a in b or b in a:
                probs.append(f"decoy overlaps value: {v!r} / {s['value']!r}")
    if probs:
        return probs
    ntext = snorm(text)
    for s in doc.sens:
        if not present(s["value"], ntext):
            probs.append(f"scorer would not see value: {s}")
    masked = snorm(perfect_mask(text, [s["value"] for s in doc.sens]))
    for s in doc.sens:
        if leaks(s["type"], s["value"], masked):
            probs.append(f"still visible after perfect masking: {s}")
    for v in doc.decs:
        if not present(v, masked):
            probs.append(f"decoy destroyed by perfect masking: {v!r}")
    return probs


def plan_documents(seed):
    rng = random.Random(f"sixth-plan:{seed}")
    plan = []
    for kname, fn, combos in KINDS:
        for lang, fmt in [combos[0]] + rng.sample(combos[1:], 2):
            plan.append((kname, fn, lang, fmt))
    rng.shuffle(plan)
    return plan


def generate(seed, out, verbose=False):
    refused = load_refused()
    used = set()
    os.makedirs(out, exist_ok=True)
    manifest = []
    for i, (kname, fn, lang, fmt) in enumerate(plan_documents(seed), 1):
        last = None
        for attempt in range(80):
            doc = Doc(random.Random(f"sixth:{seed}:{i}:{attempt}"), kname, lang, fmt, refused, used)
            fn(doc)
            data, text = doc.render()
            last = self_check(doc, text)
            if not last:
                break
            if verbose:
                print(f"  redraw {i} {kname}/{lang}/{fmt}: {last[0]}", file=sys.stderr)
        else:
            raise RuntimeError(f"document {i} ({kname}/{lang}/{fmt}) failed its self-check: {last[:3]}")
        for p in doc.persons:
            used.update(fold(x) for x in p.parts())
        fname = f"{i:03d}_{kname}_{lang}.{fmt}"
        with open(os.path.join(out, fname), "wb") as fh:
            fh.write(data)
        manifest.append({"file": fname, "lang": lang, "kind": kname, "format": fmt, "expect": "ok",
                         "sensitive": doc.sens, "decoys": doc.decs})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description="Sixth held-out Caviard test-data generator (48 documents).")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--verbose", action="store_true", help="report redrawn documents on stderr")
    a = ap.parse_args(argv)
    m = generate(a.seed, a.out, a.verbose)
    n = sum(len(d["sensitive"]) for d in m)
    k = sum(len(d["decoys"]) for d in m)
    print(f"wrote {len(m)} documents, {n} values, {k} decoys to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
