#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Held-out test-document generator "eighth" for Caviard.

Provenance
----------
Written by a helper session that read only /work/shared/README.md,
/work/shared/corpus/README.md and /work/shared/eval/score.py.  It read no
detector, no other generator and no corpus document; every sentence below is
original.  The document kinds were chosen to be new with respect to the kinds
the other generators were said to cover.

At run time the script reads, and only uses:
* the name-list files (*.txt) under crates/caviard/data/names/, to REFUSE an
  invented name candidate when one of its folded parts is listed there (the
  product must find names it has never seen);
* the development corpus manifest (../shared/corpus/manifest.json, skipped if
  absent), to refuse a candidate part equal to a part of a corpus PERSON value;
* its own source text, to refuse a candidate part that is also a word of the
  templates (so that no name part is an ordinary word of the documents).

Usage
-----
    python3 tests/generalisation/gen_eighth.py --seed N --out DIR \
        [--names-dir D] [--corpus-manifest M]

Writes 48 documents (16 kinds x 3 language/format variants) and
DIR/manifest.json in the corpus manifest format (file, lang, kind, format,
expect, sensitive [{type, value}], decoys [...]).  Standard library only.

Randomness: every name slot draws from its own stream seeded from
(seed, document index, slot label), so a change in the name lists changes only
the names it refuses; every other value comes from the document's own stream.
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
from dataclasses import dataclass
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
DEFAULT_CORPUS_MANIFEST = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))

# =============================================================== template data
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
             "septembre", "octobre", "novembre", "décembre"]
AR_MONTHS = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت",
             "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]

TOWNS = [  # (French spelling, Arabic spelling, postal code)
    ("Tunis", "تونس", "1000"), ("Le Bardo", "باردو", "2000"), ("Ariana", "أريانة", "2080"),
    ("La Marsa", "المرسى", "2070"), ("Ben Arous", "بن عروس", "2013"), ("Sfax", "صفاقس", "3000"),
    ("Sousse", "سوسة", "4000"), ("Monastir", "المنستير", "5000"), ("Nabeul", "نابل", "8000"),
    ("Bizerte", "بنزرت", "7000"), ("Kairouan", "القيروان", "3100"), ("Gabès", "قابس", "6000"),
    ("Mahdia", "المهدية", "5100"), ("Hammamet", "الحمامات", "8050"), ("Médenine", "مدنين", "4100"),
    ("Gafsa", "قفصة", "2100"), ("Béja", "باجة", "9000"), ("Jendouba", "جندوبة", "8100"),
    ("Le Kef", "الكاف", "7100"), ("Zaghouan", "زغوان", "1100"), ("La Manouba", "منوبة", "2010"),
    ("Radès", "رادس", "2040"), ("Mégrine", "مقرين", "2033"), ("Hammam-Lif", "حمام الأنف", "2050"),
    ("El Menzah 6", "المنزه السادس", "2091"), ("Houmt Souk", "حومة السوق", "4180"),
    ("Msaken", "مساكن", "4070"), ("Sakiet Ezzit", "ساقية الزيت", "3021"), ("Tozeur", "توزر", "2200"),
    ("Siliana", "سليانة", "6100"), ("Kélibia", "قليبية", "8090"), ("Moknine", "المكنين", "5050"),
]
STREETS = [  # (French, Arabic)
    ("rue des Orangers", "نهج البرتقال"), ("avenue de la Liberté", "شارع الحرية"),
    ("avenue Habib Bourguiba", "شارع الحبيب بورقيبة"), ("rue d'Espagne", "نهج إسبانيا"),
    ("rue Ibn Khaldoun", "نهج ابن خلدون"), ("avenue de la République", "شارع الجمهورية"),
    ("rue des Jasmins", "نهج الياسمين"), ("rue de Palestine", "نهج فلسطين"),
    ("avenue Farhat Hached", "شارع فرحات حشاد"), ("rue de l'Artisanat", "نهج الصناعات التقليدية"),
    ("rue du Lac Léman", "نهج بحيرة ليمان"), ("avenue de l'Environnement", "شارع البيئة"),
    ("rue de la Mosquée", "نهج الجامع"), ("rue des Oliviers", "نهج الزياتين"),
]
RESIDENCES = [("Les Pins", "الصنوبر"), ("El Yasmine", "الياسمين"), ("Les Jardins de Carthage", "حدائق قرطاج"),
              ("Zitouna", "الزيتونة"), ("El Andalous", "الأندلس"), ("Le Golf", "القولف")]
CITES = [("Cité El Khadra", "حي الخضراء"), ("Cité Ettahrir", "حي التحرير"), ("Cité Ezzouhour", "حي الزهور"),
         ("Cité El Ghazala", "حي الغزالة"), ("Cité Ennour", "حي النور"), ("Cité Olympique", "الحي الأولمبي")]
AR_BLOCKS = ["أ", "ب", "ج", "د"]


@dataclass(frozen=True)
class Bank:
    code: str
    short: str
    name_fr: str
    name_ar: str
    bic: str


BANKS = [
    Bank("08", "BIAT", "Banque Internationale Arabe de Tunisie", "بنك تونس العربي الدولي", "BIATTNTT"),
    Bank("04", "Attijari Bank", "Attijari Bank", "التجاري بنك", "BSTUTNTT"),
    Bank("07", "Amen Bank", "Amen Bank", "بنك الأمان", "CFCTTNTT"),
    Bank("03", "BNA", "Banque Nationale Agricole", "البنك الوطني الفلاحي", "BNTETNTT"),
    Bank("10", "STB", "Société Tunisienne de Banque", "الشركة التونسية للبنك", "STBKTNTT"),
    Bank("05", "BT", "Banque de Tunisie", "بنك تونس", "BTBKTNTT"),
    Bank("12", "UIB", "Union Internationale de Banques", "الاتحاد الدولي للبنوك", "UIBKTNTT"),
    Bank("14", "BH Bank", "BH Bank", "بنك الإسكان", "BHBKTNTT"),
    Bank("25", "Banque Zitouna", "Banque Zitouna", "مصرف الزيتونة", "BZITTNTT"),
]
POSTE = Bank("17", "La Poste", "La Poste Tunisienne", "البريد التونسي", "")

SPOUSE_ILLNESS = [  # (diagnosis, treatment), French
    ("insuffisance rénale chronique", "des séances de dialyse trois fois par semaine"),
    ("cardiopathie ischémique", "un traitement anticoagulant au long cours"),
    ("tumeur du côlon", "des cures de chimiothérapie"),
    ("sclérose en plaques", "un traitement de fond par injections")]

COMPANIES = ["Société Méditerranéenne d'Emballage", "Tuniplast SA", "Carthage Logistique SARL",
             "Oliveraie Agro-Export", "Atlas Textiles", "Sahel Pièces Auto", "Medina Soft SUARL",
             "Cap Bon Conserves", "Djerba Marine Services", "Kairouan Céramique",
             "Nord Câbles Industries", "Sud Froid Équipements"]
COMPANIES_AR = ["شركة المتوسط للتغليف", "الشركة التونسية للبلاستيك", "شركة قرطاج للخدمات اللوجستية",
                "شركة الساحل لقطع الغيار", "الشركة الجنوبية للتبريد", "مصنع الوطن القبلي للمصبرات"]
FOREIGN_COMPANIES = ["Brennvald Maschinen GmbH", "Solvera Industrie SAS", "Trimont Foods Ltd",
                     "Veltrano Costruzioni SpA", "Nordhaven Logistics BV"]
FREE_MAIL = ["gmail.com", "yahoo.fr", "hotmail.com", "outlook.fr", "topnet.tn", "planet.tn", "gnet.tn"]
FOREIGN_MAIL = {"FR": "orange.fr", "DE": "web.de", "IT": "libero.it", "GB": "btinternet.com", "CA": "videotron.ca",
                "DZ": "gmail.com"}

HEALTH = {
    "fr": {
        "chronic": ["diabète de type 2 sous insuline", "hypertension artérielle", "asthme persistant modéré",
                    "insuffisance rénale chronique au stade 4", "polyarthrite rhumatoïde",
                    "épilepsie traitée par valproate", "hypothyroïdie"],
        "acute": ["cystite aiguë", "angine bactérienne", "gastro-entérite aiguë", "crise d'asthme modérée",
                  "poussée hypertensive", "sinusite maxillaire aiguë"],
        "mental": ["épisode dépressif majeur", "trouble anxieux généralisé", "trouble bipolaire de type II",
                   "syndrome de stress post-traumatique", "épuisement professionnel avec insomnie sévère"],
        "msk": ["lombalgie chronique sur hernie discale L4-L5", "tendinopathie de la coiffe des rotateurs",
                "fracture du tibia droit", "syndrome du canal carpien bilatéral"],
        "pregnancy": ["grossesse de 28 semaines", "grossesse gémellaire", "grossesse à risque (pré-éclampsie)"],
        "fracture": ["fracture du tibia droit", "fracture de la cheville gauche", "fracture du péroné droit"],
        "mobility": ["hémiplégie gauche", "paraplégie", "amputation de la jambe droite",
                     "séquelles d'AVC avec hémiplégie"],
        "disability": ["handicap moteur (hémiplégie gauche)", "surdité profonde bilatérale", "malvoyance sévère",
                       "trisomie 21", "trouble du spectre de l'autisme"],
        "psy_treat": ["sertraline 50 mg par jour", "escitalopram 10 mg", "fluoxétine 20 mg le matin"],
        "surgery": ["pontage coronarien", "prothèse totale de hanche", "ablation d'une tumeur du côlon",
                    "chirurgie de la cataracte", "ablation de la vésicule biliaire"],
        "hearing": ["hypoacousie bilatérale due au bruit", "surdité professionnelle débutante",
                    "acouphènes permanents avec perte auditive"],
        "serious": ["lymphome non hodgkinien", "hépatite B chronique", "cancer du sein", "tumeur cérébrale",
                    "cardiopathie congénitale"],
    },
    "ar": {
        "chronic": ["داء السكري من النوع الثاني", "ارتفاع ضغط الدم", "ربو مزمن", "قصور كلوي مزمن", "الصرع",
                    "قصور الغدة الدرقية"],
        "mental": ["اكتئاب حاد", "اضطراب القلق العام", "اضطراب ثنائي القطب", "اضطراب ما بعد الصدمة"],
        "msk": ["انزلاق غضروفي قطني", "كسر في عظم الساق", "آلام مزمنة أسفل الظهر"],
        "work": ["ضعف السمع الناتج عن الضجيج", "حساسية جلدية تجاه المذيبات", "ربو مهني", "آلام مزمنة في الرقبة"],
        "pregnancy": ["حمل في الشهر السادس", "حمل بتوأم"],
        "disability": ["إعاقة حركية", "إعاقة سمعية", "ضعف حاد في البصر", "طيف التوحد"],
        "psy_treat": ["مضادات الاكتئاب", "دواء سيرترالين 50 ملغ"],
    },
    "en": {
        "acute": ["acute bronchitis", "kidney stones", "acute gastroenteritis", "migraine with aura"],
        "mental": ["major depressive disorder", "generalised anxiety disorder", "bipolar II disorder",
                   "post-traumatic stress disorder", "panic disorder"],
        "disability": ["partial hearing loss", "paraplegia (wheelchair user)", "dyslexia", "low vision"],
        "psy_treat": ["sertraline 50 mg daily", "escitalopram 10 mg", "fluoxetine 20 mg"],
    },
}

# ======================================================================= checksums


def rib_key(first18):
    """Tunisian RIB key: the 20-digit number (bank 2, branch 3, account 13, key 2) is 0 mod 97."""
    return "%02d" % (97 - int(first18) * 100 % 97)


def rib_is_valid(digits):
    return len(digits) == 20 and digits.isdigit() and int(digits) % 97 == 0


def _iban_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_check(country, bban):
    return "%02d" % (98 - _iban_int(bban + country + "00") % 97)


def iban_is_valid(iban):
    s = re.sub(r"\s", "", iban).upper()
    return len(s) > 4 and _iban_int(s[4:] + s[:4]) % 97 == 1


def luhn_sum(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total


def luhn_digit(partial):
    return str((10 - luhn_sum(partial + "0") % 10) % 10)


def luhn_is_valid(number):
    digits = re.sub(r"\D", "", number)
    return bool(digits) and luhn_sum(digits) % 10 == 0


def french_rib_key(bank, branch, account):
    return "%02d" % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97)


# ================================================================ text helpers
_ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f]")
_TO_AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def has_arabic(s):
    return bool(_ARABIC.search(s))


def to_ar_digits(s):
    return s.translate(_TO_AR_DIGITS)


def fold(s):
    """Fold a name part for comparison: NFKD, marks and tatweel dropped, casefold,
    ta marbuta/alif maqsura unified, Arabic article removed."""
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c) and c != "\u0640")
    s = s.casefold().replace("ة", "ه").replace("ى", "ي").strip(".,;:'’()")
    if has_arabic(s) and s.startswith("ال") and len(s) > 4:
        s = s[2:]
    return s


def ascii_letters(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and c.isalnum()).lower()


def group(n, sep):
    s, parts = str(n), []
    while s:
        parts.insert(0, s[-3:])
        s = s[:-3]
    return sep.join(parts)


def gx(person, masculine, feminine):
    """Pick the grammatical form agreeing with the person's gender."""
    return feminine if person.gender == "f" else masculine


def fmt_date(day, style, lang):
    y, m, d = day.year, day.month, day.day
    if style == "slash":
        return f"{d:02d}/{m:02d}/{y}"
    if style == "dot":
        return f"{d:02d}.{m:02d}.{y}"
    if style == "dash":
        return f"{d:02d}-{m:02d}-{y}"
    if style == "iso":
        return f"{y}-{m:02d}-{d:02d}"
    if style == "ymd":
        return f"{y}/{m:02d}/{d:02d}"
    if style == "us":
        return f"{EN_MONTHS[m - 1]} {d}, {y}"
    if style == "long":
        if lang == "ar":
            return f"{d} {AR_MONTHS[m - 1]} {y}"
        if lang == "en":
            return f"{d} {EN_MONTHS[m - 1]} {y}"
        return f"{'1er' if d == 1 else d} {FR_MONTHS[m - 1]} {y}"
    raise ValueError(style)


DATE_STYLES = {"fr": ["slash", "slash", "long", "dot", "dash"], "ar": ["slash", "long", "ymd"],
               "en": ["long", "us", "iso", "slash"]}


def md_table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return out


def txt_table(header, rows, gap=3):
    widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    fmt = lambda r: (" " * gap).join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip()
    return [fmt(header), "-" * (sum(widths) + gap * (len(widths) - 1))] + [fmt(r) for r in rows]


# ======================================================================= names
# Consonant roots put into Arabic name patterns give an Arabic-script name and its
# Tunisian French spelling.  In the patterns, 1/2/3 stand for the root letters;
# a doubled digit doubles the consonant in the Latin spelling.
ROOT_LETTERS = {"ب": "b", "ت": "t", "ج": "j", "ح": "h", "خ": "kh", "د": "d", "ر": "r", "ز": "z",
                "س": "s", "ش": "ch", "ص": "s", "ط": "t", "ف": "f", "ق": "k", "ك": "k", "ل": "l",
                "م": "m", "ن": "n", "غ": "gh"}
GIVEN_PATTERNS = {
    "m": [("1ا23", ("1a2e3", "1a2i3")), ("12ي3", ("1a2i3",)), ("م12و3", ("ma12ou3",)),
          ("أ123", ("a12a3",)), ("12ا3", ("1ou22e3", "1i2e3"))],
    "f": [("12ي3ة", ("1a2i3a",)), ("123ة", ("1a23a", "1e23a")), ("م12و3ة", ("ma12ou3a",)),
          ("12ي3ة", ("1ou2ay3a",)), ("1ا23ة", ("1a23a", "1a2i3a"))],
}
FAMILY_PATTERNS = [("ال123ي", ("1a23i", "1e23i")), ("ال12ا3ي", ("1a22a3i", "12a3i")),
                   ("12ا3", ("1a22e3", "1a22a3")), ("بن 1ا23", ("Ben 1a2e3",)), ("بن 12ي3", ("Ben 1a2i3",))]
PARTICLES = {"ben", "bent", "ibn", "el", "بن", "بنت", "ابن"}
VOWELS = "aeiou"

# Syllables for foreign (European-sounding) names.
F_ONSETS = ["b", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v",
            "br", "dr", "fr", "gr", "kr", "pl", "st", "tr"]
F_NUCLEI = ["a", "e", "i", "o", "u", "a", "e", "o", "ei", "au"]
F_CODAS = ["", "", "", "", "n", "r", "l", "s"]
F_FIRST_ENDS = {"m": ["o", "an", "el", "us", "er", ""], "f": ["a", "ine", "ette", "ia", "elle"]}
F_LAST_ENDS = ["mann", "sen", "ez", "ini", "ard", "ov", "ier", "ens", "ell", "ot"]


def spell(template, sounds):
    """Latin spelling of a root (list of three sounds) in a pattern such as '1ou22e3'."""
    out, i = [], 0
    while i < len(template):
        ch = template[i]
        if ch in "123":
            sound = sounds[int(ch) - 1]
            nxt = template[i + 1:i + 2]
            if nxt == ch:                      # geminate: 'mm', but not 'chch'
                i += 1
                sound = sound * 2 if len(sound) == 1 and sound != "h" else sound
            elif sound == "s" and out and out[-1][-1] in VOWELS and nxt and nxt in VOWELS:
                sound = "ss"                   # French spelling of an intervocalic s
            out.append(sound)
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def pronounceable(word):
    w = word.lower()
    for a, b in (("ch", "C"), ("kh", "K"), ("gh", "G"), ("ou", "U")):
        w = w.replace(a, b)
    w = re.sub(r"([b-df-hj-np-tv-zCKG])\1", r"\1", w)        # a geminate counts as one consonant
    cons = r"[^aeiouyU]"
    if not 3 <= len(word) <= 12 or not re.search(r"[aeiouyU]", w):
        return False
    if re.search(cons + "{3}", w) or re.search(r"[hKG][hKG]|[szCj][szCj]|[aeiou]{3}", w):
        return False
    if re.match(cons + "{2}", w) and w[1] not in "lrnm" and w[0] not in "sC":
        return False
    if re.search(cons + "{2}$", w) and w[-2] not in "lrnms":
        return False
    pairs = re.findall(r"(?=([aeiou]{2}))", w)
    return all(p in ("ei", "au", "ia", "ie", "io") for p in pairs) and not re.search(r"(..)\1", w)


@dataclass
class Person:
    gender: str
    first: str
    last: str
    first_ar: str = ""
    last_ar: str = ""
    father: str = ""
    father_ar: str = ""

    @property
    def fr(self):            # Hayfa Gharbi
        return f"{self.first} {self.last}"

    @property
    def up(self):            # Hayfa GHARBI
        return f"{self.first} {self.last.upper()}"

    @property
    def upfirst(self):       # GHARBI Hayfa
        return f"{self.last.upper()} {self.first}"

    @property
    def initial(self):       # H. Gharbi
        return f"{self.first[0]}. {self.last}"

    @property
    def ar(self):
        return f"{self.first_ar} {self.last_ar}"

    @property
    def ar_nasab(self):      # first + bin/bint + father + family
        return f"{self.first_ar} {gx(self, 'بن', 'بنت')} {self.father_ar} {self.last_ar}"

    @property
    def fr_nasab(self):
        return f"{self.first} {gx(self, 'Ben', 'Bent')} {self.father} {self.last}"


def load_blocked(names_dir, corpus_manifest):
    """Folded words a name part must not be: name-list entries, corpus PERSON parts,
    and the words of this script (its templates)."""
    blocked = set()
    if not os.path.isdir(names_dir):
        raise SystemExit(f"name-list directory not found: {names_dir}")
    for fn in sorted(os.listdir(names_dir)):
        if not fn.endswith(".txt"):
            continue
        with open(os.path.join(names_dir, fn), encoding="utf-8") as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if not line:
                    continue
                blocked.add(fold(line))
                blocked.update(fold(t) for t in re.split(r"[\s,;|/\-]+", line) if t)
    if corpus_manifest and os.path.exists(corpus_manifest):
        with open(corpus_manifest, encoding="utf-8") as f:
            for entry in json.load(f):
                for item in entry.get("sensitive", []):
                    if item.get("type") == "PERSON":
                        blocked.update(fold(t) for t in re.split(r"[\s\-]+", item["value"]) if t)
    with open(os.path.abspath(__file__), encoding="utf-8") as f:
        blocked.update(fold(t) for t in re.findall(r"[^\W\d_]+", f.read()))
    return blocked


class NameForge:
    """Invents names and refuses any candidate with a blocked or unpronounceable part."""

    def __init__(self, blocked):
        self.blocked = blocked

    def accepts(self, word, latin=True):
        f = fold(word)
        if len(f) < 3 or f in self.blocked:
            return False
        return pronounceable(word) if latin else True

    @staticmethod
    def _root(rng):
        keys = list(ROOT_LETTERS)
        while True:
            letters = [rng.choice(keys) for _ in range(3)]
            if len({ROOT_LETTERS[x] for x in letters}) == 3:
                return letters

    def _make(self, rng, pattern):
        ar_tpl, lat_tpls = pattern
        letters = self._root(rng)
        q_as_g = rng.random() < 0.4
        sounds = ["g" if x == "ق" and q_as_g else ROOT_LETTERS[x] for x in letters]
        prefix, _, core = rng.choice(lat_tpls).rpartition(" ")
        latin = spell(core, sounds).capitalize()
        arabic = "".join(letters[int(c) - 1] if c in "123" else c for c in ar_tpl)
        return arabic, (prefix + " " + latin if prefix else latin)

    def tunisian(self, rng, gender=None, family=None):
        gender = gender or rng.choice("mf")
        for _ in range(5000):
            first_ar, first = self._make(rng, rng.choice(GIVEN_PATTERNS[gender]))
            father_ar, father = self._make(rng, rng.choice(GIVEN_PATTERNS["m"]))
            last_ar, last = (family.last_ar, family.last) if family else self._make(rng, rng.choice(FAMILY_PATTERNS))
            latin = [first, father] + [w for w in last.split() if w.lower() not in PARTICLES]
            arabic = [first_ar, father_ar] + [w for w in last_ar.split() if w not in PARTICLES]
            if (all(self.accepts(w) for w in latin) and all(self.accepts(w, latin=False) for w in arabic)
                    and len({fold(w) for w in latin}) == len(latin)):
                return Person(gender, first, last, first_ar, last_ar, father, father_ar)
        raise RuntimeError("no acceptable Tunisian name found")

    def foreign(self, rng, gender=None):
        gender = gender or rng.choice("mf")
        syl = lambda: rng.choice(F_ONSETS) + rng.choice(F_NUCLEI) + rng.choice(F_CODAS)
        for _ in range(5000):
            first = (syl() + syl() + rng.choice(F_FIRST_ENDS[gender])).capitalize()
            middle = syl() if rng.random() < 0.5 else ""
            last = (syl() + middle + rng.choice(F_LAST_ENDS)).capitalize()
            if self.accepts(first) and self.accepts(last) and fold(first) != fold(last):
                return Person(gender, first, last)
        raise RuntimeError("no acceptable foreign name found")


# ======================================================================= output
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/word/document.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    '</Types>')
ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
    'officeDocument" Target="word/document.xml"/></Relationships>')
SECTION = ('<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" '
           'w:bottom="1134" w:left="1134" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>')
ZIP_TIME = (2025, 1, 6, 9, 0, 0)
BORDERS = "".join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="808080"/>'
                  for s in ("top", "left", "bottom", "right", "insideH", "insideV"))


class Docx:
    """A minimal .docx: paragraphs made of runs, and simple bordered tables.
    A run is a string or (string, bold).  plain_text() gives one line per paragraph."""

    def __init__(self, rtl=False):
        self.rtl = rtl
        self.xml = []
        self.lines = []

    def _para(self, runs, bold=False, center=False, size=None):
        runs = [(r, bold) if isinstance(r, str) else r for r in runs]
        text = "".join(t for t, _ in runs)
        self.lines.append(text)
        ppr = ("<w:bidi/>" if has_arabic(text) else "") + ('<w:jc w:val="center"/>' if center else "")
        out = ["<w:p>", f"<w:pPr>{ppr}</w:pPr>" if ppr else ""]
        for t, b in runs:
            if not t:
                continue
            assert "\n" not in t, t
            rpr = ("<w:b/>" if b else "") + (f'<w:sz w:val="{size}"/>' if size else "") \
                + ("<w:rtl/>" if has_arabic(t) else "")
            out.append(f"<w:r>{f'<w:rPr>{rpr}</w:rPr>' if rpr else ''}"
                       f'<w:t xml:space="preserve">{escape(t)}</w:t></w:r>')
        out.append("</w:p>")
        return "".join(out)

    def p(self, *runs, bold=False, center=False, size=None):
        self.xml.append(self._para(runs, bold, center, size))

    def heading(self, text, size=28):
        self.p(text, bold=True, center=True, size=size)

    def field(self, label, *value):
        self.p((label, True), *value)

    def table(self, rows, header=True):
        ncol = len(rows[0])
        width = 9600 // ncol
        out = ["<w:tbl><w:tblPr>", "<w:bidiVisual/>" if self.rtl else "",
               f'<w:tblW w:w="0" w:type="auto"/><w:tblBorders>{BORDERS}</w:tblBorders></w:tblPr><w:tblGrid>',
               f'<w:gridCol w:w="{width}"/>' * ncol, "</w:tblGrid>"]
        for i, row in enumerate(rows):
            assert len(row) == ncol, row
            out.append("<w:tr>")
            for cell in row:
                runs = cell if isinstance(cell, list) else [cell]
                out.append(f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>'
                           + self._para(runs, bold=header and i == 0) + "</w:tc>")
            out.append("</w:tr>")
        out.append("</w:tbl>")
        self.xml.append("".join(out))

    def plain_text(self):
        return "\n".join(self.lines) + "\n"

    def to_bytes(self):
        document = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
                    f'<w:document xmlns:w="{W_NS}"><w:body>{"".join(self.xml)}<w:p/>{SECTION}'
                    '</w:body></w:document>')
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as z:
            for name, data in (("[Content_Types].xml", CONTENT_TYPES), ("_rels/.rels", ROOT_RELS),
                               ("word/document.xml", document)):
                info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.create_system = 3
                info.external_attr = 0o644 << 16
                z.writestr(info, data.encode("utf-8"))
        return buf.getvalue()


@dataclass
class Csv:
    rows: list
    delimiter: str = ","

    def text(self):
        buf = io.StringIO()
        w = csv.writer(buf, delimiter=self.delimiter, lineterminator="\r\n" if self.delimiter == ";" else "\n")
        w.writerows(self.rows)
        return buf.getvalue()


def render(content, fmt):
    """Return (bytes written to disk, text as an extractor would see it)."""
    if fmt == "docx":
        assert isinstance(content, Docx)
        return content.to_bytes(), content.plain_text()
    if fmt == "csv":
        assert isinstance(content, Csv)
        text = content.text()
    else:
        assert isinstance(content, list)
        text = "\n".join(content).rstrip("\n") + "\n"
    return text.encode("utf-8"), text


# ============================================================= overlap check


def _norm(s):
    s = unicodedata.normalize("NFKC", s).translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789"))
    return re.sub(r"\s+", " ", s.casefold()).strip()


def loose_pattern(value):
    """Regex finding a value in normalised text, tolerant to separators inside digit runs
    (the same tolerance a scorer reading masked output would apply)."""
    nv = _norm(value)
    parts, prev_alnum = [], False
    for chunk in re.findall(r"\d+|[^\W\d_]+|[^\w]+|_+", nv):
        if chunk[0].isalnum():
            if prev_alnum:
                parts.append(r"[\s.\-/]{0,3}")
            parts.append(r"[\s.\-/]{0,3}".join(chunk) if chunk[0].isdigit() else re.escape(chunk))
            prev_alnum = True
        elif parts:
            parts.append(r"[\W_]{0,4}")
            prev_alnum = False
    while parts and parts[-1] == r"[\W_]{0,4}":
        parts.pop()
    alnum = [c for c in nv if c.isalnum()]
    start = r"(?<!\d)" if alnum[0].isdigit() else r"(?<![^\W\d_])"
    if "\u0600" <= alnum[0] <= "\u06ff":
        start += r"(?:[\u0648\u0628\u0644\u0641\u0643]|\u0644\u0644)?"   # a one-letter clitic may be glued
    end = r"(?!\d)" if alnum[-1].isdigit() else r"(?![^\W\d_])"
    return re.compile(start + "".join(parts) + end)


def overlaps(a, b):
    return bool(loose_pattern(a).search(_norm(b)) or loose_pattern(b).search(_norm(a)))


# ===================================================================== documents


class Doc:
    """One document being written: its random stream, its people and its labelled values.
    Value makers register what they return (sensitive with S, decoys with D)."""

    def __init__(self, seed, index, kind, lang, fmt, forge):
        self.seed, self.index, self.kind, self.lang, self.fmt = seed, index, kind, lang, fmt
        self.forge = forge
        self.rng = random.Random(f"gen-eighth|{seed}|{index}|doc")
        self.sensitive, self.decoys = [], []
        self.used_postcodes = set()

    # ---- registration and randomness
    def S(self, typ, value):
        item = {"type": typ, "value": value}
        if item not in self.sensitive:
            self.sensitive.append(item)
        return value

    def D(self, value):
        if value not in self.decoys:
            self.decoys.append(value)
        return value

    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    def num(self, a, b):
        return self.rng.randint(a, b)

    def digits(self, n):
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    # ---- people
    def person(self, slot, gender=None, foreign=False, family=None):
        rng = random.Random(f"gen-eighth|{self.seed}|{self.index}|name|{slot}")
        return self.forge.foreign(rng, gender) if foreign else self.forge.tunisian(rng, gender, family)

    def name(self, p, form="fr"):
        return self.S("PERSON", getattr(p, form))

    def first(self, p):
        """The first name alone, as prose and signatures use it."""
        return self.S("PERSON", p.first)

    # ---- identifiers
    def cin(self):
        lead = self.pick("01") if self.chance(0.75) else self.pick("23456789")
        return self.S("CIN", lead + self.digits(7))

    def passport_tn(self):
        return self.S("PASSPORT", self.pick("ABCDEGHKLMNPRSTWXZ") + self.digits(self.pick([6, 6, 7])))

    def passport_foreign(self, country):
        shapes = {"FR": lambda: self.digits(2) + self.letters(2) + self.digits(5),
                  "DE": lambda: "C" + "".join(self.pick("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8)),
                  "IT": lambda: self.letters(2) + self.digits(7),
                  "GB": lambda: self.digits(9),
                  "DZ": lambda: self.digits(9)}
        return self.S("PASSPORT", shapes[country]())

    def rib_digits(self, bank=None):
        first18 = (bank or self.pick(BANKS)).code + self.digits(3) + self.digits(13)
        digits = first18 + rib_key(first18)
        assert rib_is_valid(digits)
        return digits

    def rib(self, digits=None, bank=None, style=None):
        d = digits or self.rib_digits(bank)
        style = style or self.pick(["plain", "groups", "groups", "dash"])
        if style == "plain":
            s = d
        else:
            sep = " " if style == "groups" else "-"
            s = sep.join([d[:2], d[2:5], d[5:18], d[18:]])
        return self.S("RIB", s)

    def iban_tn(self, digits=None, bank=None, grouped=None):
        s = "TN59" + (digits or self.rib_digits(bank))
        assert iban_is_valid(s)
        if grouped is None:
            grouped = self.chance(0.7)
        if grouped:
            s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
        return self.S("IBAN", s)

    def iban_foreign(self, country):
        if country == "FR":
            bank, branch, acct = self.digits(5), self.digits(5), self.digits(11)
            bban = bank + branch + acct + french_rib_key(bank, branch, acct)
        elif country == "BE":
            first10 = self.digits(10)
            bban = first10 + "%02d" % (int(first10) % 97 or 97)
        else:
            bban = self.digits(18)
        s = country + iban_check(country, bban) + bban
        assert iban_is_valid(s)
        return self.S("IBAN", " ".join(s[i:i + 4] for i in range(0, len(s), 4)))

    def _phone(self, n, style):
        a, b, c = n[:2], n[2:5], n[5:]
        forms = {"intl": f"+216 {a} {b} {c}", "00": f"00216 {a} {b} {c}", "local": f"{a} {b} {c}",
                 "plain": n, "dots": f"{a}.{b}.{c}", "intl-plain": f"+216{n}",
                 "pairs": f"{a} {n[2:4]} {n[4:6]} {n[6:]}",
                 "paren": f"(+216) {a} {b} {c}", "dash": f"{a}-{b}-{c}"}
        return self.S("PHONE", forms[style or self.pick(list(forms))])

    def mobile(self, style=None):
        return self._phone(self.pick("2459") + self.digits(7), style)

    def landline(self, area=None, style=None):
        return self._phone(str(area or self.pick(range(71, 79))) + self.digits(6), style)

    def phone_foreign(self, country):
        d = self.digits
        forms = {"FR": lambda: f"+33 6 {d(2)} {d(2)} {d(2)} {d(2)}", "DE": lambda: f"+49 151 {d(8)}",
                 "IT": lambda: f"+39 347 {d(3)} {d(4)}", "GB": lambda: f"+44 7700 900{d(3)}",
                 "DZ": lambda: f"+213 6{d(2)} {d(2)} {d(2)} {d(2)}", "CA": lambda: f"+1 514 555 01{d(2)}"}
        return self.S("PHONE", forms[country]())

    def email(self, p, domain=None, style=None):
        first, last = ascii_letters(p.first), ascii_letters(p.last)
        style = style or self.pick(["f.l", "fl", "l.f", "f_l", "fl99", "initial"])
        if style == "f.l":
            local = f"{first}.{last}"
        elif style == "fl":
            local = first + last
        elif style == "l.f":
            local = f"{last}.{first}"
        elif style == "f_l":
            local = f"{first}_{last}"
        elif style == "fl99":
            local = f"{first}{last}{self.num(70, 99)}"
        else:
            local = first[0] + "." + last
        return self.S("EMAIL", f"{local}@{domain or self.pick(FREE_MAIL)}")

    def card(self, style=None):
        body = self.pick(["4", "4", "51", "52", "53", "54", "55"])
        body += self.digits(15 - len(body))
        n = body + luhn_digit(body)
        assert luhn_is_valid(n)
        style = style or self.pick(["groups", "groups", "dash", "plain"])
        if style == "plain":
            return self.S("CARD", n)
        return self.S("CARD", (" " if style == "groups" else "-").join(n[i:i + 4] for i in range(0, 16, 4)))

    def tax_id(self, style=None):
        base, key = self.pick("01") + self.digits(6), self.pick("ABCDEFGHJKLMNPQRSTVWXYZ")
        tva, cat, est = self.pick("ABDNP"), self.pick("MPCN"), self.pick(["000", "000", "001", "002"])
        forms = {"slash": f"{base}/{key}/{tva}/{cat}/{est}", "compact": f"{base}{key}{tva}{cat}{est}",
                 "short": f"{base}{key}/{cat}/{est}", "spaced": f"{base} {key} {tva} {cat} {est}",
                 "bare": f"{base}{key}", "slash2": f"{base}/{key}"}
        return self.S("TAX_ID", forms[style or self.pick(list(forms))])

    def cnss(self, sep=None):
        base = self.digits(8)
        sep = sep if sep is not None else self.pick(["-", "/", " ", "", "-", "."])
        return self.S("CNSS", base + sep + "%02d" % (int(base) % 97))

    # ---- dates
    def day(self, years=(2024, 2025)):
        start, end = datetime.date(years[0], 1, 1), datetime.date(years[1], 12, 31)
        return start + datetime.timedelta(days=self.num(0, (end - start).days))

    def dob(self, lang=None, style=None, years=(1958, 2003), arabic_digits=False):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        s = fmt_date(self.day(years), style or self.pick(DATE_STYLES[lang]), lang)
        return self.S("DOB", to_ar_digits(s) if arabic_digits else s)

    def date(self, lang=None, style=None, years=(2024, 2025), arabic_digits=False, day=None):
        """A date that is not a birth date (decoy); `day` fixes the calendar day."""
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        s = fmt_date(day or self.day(years), style or self.pick(DATE_STYLES[lang]), lang)
        return self.D(to_ar_digits(s) if arabic_digits else s)

    def period(self, lang=None, style=None, days=(3, 15), years=(2024, 2025)):
        """Start and end dates of a leave, a rental or a trip (decoys), in order."""
        style = style or self.pick(DATE_STYLES[lang or ("fr" if self.lang == "mixed" else self.lang)])
        start = self.day(years)
        end = start + datetime.timedelta(days=self.num(*days))
        return self.date(lang, style, day=start), self.date(lang, style, day=end)

    # ---- addresses, plates, health
    def town(self):
        return self.pick(TOWNS)

    def address(self, lang="fr", shape=None, town=None, multiline=False):
        fr_town, ar_town, cp = town or self.pick(TOWNS)
        self.used_postcodes.add(cp)
        n, k = self.num(1, 140), self.num(1, 40)
        street_fr, street_ar = self.pick(STREETS)
        res_fr, res_ar = self.pick(RESIDENCES)
        cite_fr, cite_ar = self.pick(CITES)
        route_fr, route_ar, _ = self.pick([t for t in TOWNS if t[2] != cp])   # "route de <another town>"
        km = self.pick(["3", "4,5", "6", "7,5", "9", "11"])
        shape = shape or self.pick(["street", "street", "res", "route", "cite"])
        if lang == "ar":
            s = {"street": f"{n} {street_ar}، {cp} {ar_town}",
                 "res": f"إقامة {res_ar}، عمارة {self.pick(AR_BLOCKS)}، شقة {k}، {ar_town} {cp}",
                 "route": f"طريق {route_ar} كلم {km}، {cp} {ar_town}",
                 "cite": f"{cite_ar}، نهج {self.num(1100, 9899)} عدد {n}، {cp} {ar_town}"}[shape]
        elif lang == "en":
            s = {"street": f"{n} {street_fr}, {fr_town} {cp}, Tunisia",
                 "res": f"Apt {k}, Block {self.pick('ABCD')}, {res_fr} Residence, {fr_town} {cp}",
                 "route": f"Route de {route_fr}, km {km.replace(',', '.')}, {fr_town} {cp}",
                 "cite": f"No. {n}, Street {self.num(1100, 9899)}, {cite_fr}, {fr_town} {cp}"}[shape]
        else:
            s = {"street": f"{n}, {street_fr}, {cp} {fr_town}",
                 "res": f"Résidence {res_fr}, bloc {self.pick('ABCD')}, appt {k}, {cp} {fr_town}",
                 "route": f"Route de {route_fr} km {km}, {cp} {fr_town}",
                 "cite": f"{cite_fr}, rue {self.num(1100, 9899)} n° {n}, {cp} {fr_town}"}[shape]
            if multiline:
                s = s.replace(f", {cp} ", f"\n{cp} ")
        return self.S("ADDRESS", s)

    def plate(self, style=None):
        series, number = self.num(100, 259), self.num(1, 9999)
        style = style or self.pick(["ar", "tu", "tu"])
        forms = {"ar": lambda: f"{series} تونس {number}", "tu": lambda: f"{series} TU {number}",
                 "tn": lambda: f"{series} TN {number}", "rs": lambda: f"RS {self.digits(6)}",
                 "fr": lambda: f"{self.letters(2, 'ABCDEFGHJKLMNPRSTVWXZ')}-{self.digits(3)}-"
                               f"{self.letters(2, 'ABCDEFGHJKLMNPRSTVWXZ')}",
                 "it": lambda: f"{self.letters(2, 'ABCDEFGHJKLMNPRSTVWXZ')} {self.digits(3)} "
                               f"{self.letters(2, 'ABCDEFGHJKLMNPRSTVWXZ')}",
                 "dz": lambda: f"{self.digits(5)} 1{self.digits(2)} {self.num(10, 48)}"}
        return self.S("PLATE", forms[style]())

    def health(self, topic, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        return self.S("HEALTH", self.pick(HEALTH[lang][topic]))

    # ---- decoys
    def amount(self, lo, hi, lang=None, cur=None, style=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        v, m = self.num(lo, hi), self.pick([0, 0, 0, 500, 250, 750, 100, 600])
        if lang == "en":
            cur = cur or "TND"
            s = f"{cur} {group(v, ',')}.{m:03d}" if cur == "TND" else f"{cur} {group(v, ',')}.00"
        elif lang == "ar":
            style = style or self.pick(["milli", "int"])
            cur = cur or self.pick(["د.ت", "دينار"])
            s = f"{group(v, '.')},{m:03d} {cur}" if style == "milli" else f"{v} {cur}"
        else:
            style = style or self.pick(["sp", "dot", "int"])
            cur = cur or self.pick(["DT", "TND", "dinars"])
            s = {"sp": f"{group(v, ' ')},{m:03d} {cur}", "dot": f"{group(v, '.')},{m:03d} {cur}",
                 "int": f"{group(v, ' ')} {cur}"}[style]
        return self.D(s)

    def ref(self, pattern, arabic_digits=False):
        """A reference number (decoy): '#' becomes a digit, '@' an upper-case letter."""
        s = "".join(self.pick("0123456789") if c == "#" else self.letters(1) if c == "@" else c for c in pattern)
        return self.D(to_ar_digits(s) if arabic_digits else s)

    def time(self, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        h, m = self.num(8, 18), self.pick([0, 10, 15, 20, 30, 40, 45, 50])
        if lang == "fr":
            return self.D(f"{h}h{m:02d}")
        if lang == "en":
            return self.D(f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}")
        return self.D(f"{h:02d}:{m:02d}")

    def postcode(self):
        """A postal code standing on its own (decoy), different from the document's addresses
        (call it after the addresses are made)."""
        free = [t for t in TOWNS if t[2] not in self.used_postcodes]
        return self.D(self.pick(free)[2])

    def bad_rib(self):
        """20 digits shaped like a RIB whose key is wrong (decoy)."""
        first18 = self.pick(BANKS).code + self.digits(16)
        good = int(rib_key(first18))
        digits = first18 + "%02d" % ((good + self.num(1, 95)) % 97)
        assert not rib_is_valid(digits)
        return self.D(digits)

    def bad_card(self, grouped=True):
        """16 digits shaped like a card number that fail the Luhn check (decoy)."""
        body = self.pick(["4", "5"]) + self.digits(14)
        n = body + str((int(luhn_digit(body)) + self.num(1, 9)) % 10)
        assert not luhn_is_valid(n)
        return self.D(" ".join(n[i:i + 4] for i in range(0, 16, 4)) if grouped else n)

    # ---- result
    def entry(self, fname, text):
        for item in self.sensitive:
            assert item["value"] in text, (fname, item)
        for v in self.decoys:
            assert v in text, (fname, v)
        decoys = [v for v in self.decoys if not any(overlaps(v, s["value"]) for s in self.sensitive)]
        return {"file": fname, "lang": self.lang, "kind": self.kind, "format": self.fmt, "expect": "ok",
                "sensitive": self.sensitive, "decoys": decoys}


# ============================================================ 1. court judgment


def judgment_fr(d):
    worker, lawyer = d.person("worker"), d.person("lawyer")
    manager, judge, clerk = d.person("manager", "m"), d.person("judge"), d.person("clerk")
    court = d.pick(["Sousse", "Sfax", "Nabeul", "Monastir", "Bizerte", "Gabès"])
    company = d.D(d.pick(COMPANIES))
    il, e = gx(worker, "il", "elle"), gx(worker, "", "e")
    plaintiff = gx(worker, "le demandeur", "la demanderesse")
    return [
        "RÉPUBLIQUE TUNISIENNE",
        f"TRIBUNAL DE PREMIÈRE INSTANCE DE {court.upper()}",
        "Chambre sociale",
        "",
        "EXTRAIT DES MINUTES DU GREFFE",
        f"Jugement rendu en audience publique le {d.date('fr', 'long', years=(2025, 2025))}",
        f"Affaire n° {d.ref('#####/2024')}",
        "",
        "ENTRE :",
        f"{d.name(worker, 'upfirst')}, {gx(worker, 'né', 'née')} le {d.dob('fr', 'slash')} à {d.town()[0]}, "
        f"titulaire de la carte d'identité nationale n° {d.cin()}, immatriculé{e} à la {d.D('CNSS')} "
        f"sous le n° {d.cnss()}, domicilié{e} : {d.address('fr')},",
        f"{plaintiff}, ayant pour conseil Maître {d.name(lawyer)}, avocat{gx(lawyer, '', 'e')} au barreau de {court} ;",
        "D'UNE PART,",
        f"ET : la société {company}, prise en la personne de son gérant, M. {d.name(manager, 'up')}, défenderesse ;",
        "D'AUTRE PART.",
        "",
        "LE TRIBUNAL,",
        f"Attendu que {plaintiff} expose avoir été recruté{e} le {d.date('fr', 'slash', years=(2014, 2019))} "
        f"en qualité d'agent{e} de magasin, puis congédié{e} verbalement le "
        f"{d.date('fr', 'slash', years=(2023, 2023))}, alors qu'{il} se trouvait en arrêt de travail "
        f"pour {d.health('msk')} ;",
        "Attendu que la défenderesse soutient que les absences répétées désorganisaient le service, "
        "sans toutefois produire la moindre mise en demeure ni le moindre avertissement écrit ;",
        f"Attendu qu'aux termes de l'{d.D('article 14 du Code du travail')}, la maladie dûment justifiée "
        "suspend le contrat sans le rompre ; qu'aucune faute grave n'étant établie, la rupture revêt un "
        f"caractère abusif au sens de l'{d.D('article 23 du Code du travail')} ;",
        "",
        "PAR CES MOTIFS,",
        "Statuant publiquement, contradictoirement et en premier ressort,",
        f"Condamne la société {company} à payer à {d.name(worker)} :",
        f"  - la somme de {d.amount(9000, 28000, 'fr')} à titre de dommages-intérêts pour licenciement abusif ;",
        f"  - la somme de {d.amount(1800, 6500, 'fr')} au titre des salaires et congés restant dus ;",
        "Ordonne la remise d'un certificat de travail conforme ; rejette le surplus des demandes ;",
        "Met les dépens à la charge de la défenderesse.",
        "",
        f"Le président : {d.name(judge, 'upfirst')}          Le greffier : {d.name(clerk, 'initial')}",
        f"Pour extrait conforme, délivré le {d.date('fr', 'slash', years=(2025, 2025))}. "
        f"Droit de timbre perçu : {d.D('3,000 DT')}",
    ]


def judgment_ar(d):
    accused, victim = d.person("accused", "m"), d.person("victim")
    lawyer, judge, clerk = d.person("lawyer"), d.person("judge"), d.person("clerk")
    bank = d.pick(BANKS)
    court_ar = d.town()[1]
    amount = d.amount(4000, 38000, "ar", style="milli")
    plate = d.plate("ar")
    return [
        "الجمهورية التونسية",
        "وزارة العدل",
        f"المحكمة الابتدائية ب{court_ar}",
        "الدائرة الجناحية",
        "",
        f"القضية عدد {d.ref('#####', arabic_digits=True)}",
        f"حكم ابتدائي صادر بجلسة يوم {d.date('ar', 'slash', arabic_digits=True)}",
        "",
        "أصدرت المحكمة الحكم الآتي:",
        f"بين الحق العام والقائم{gx(victim, '', 'ة')} بالحق الشخصي {d.name(victim, 'ar')}، "
        f"نائب{gx(victim, 'ه', 'ها')} الأستاذ{gx(lawyer, '', 'ة')} {d.name(lawyer, 'ar')}،",
        f"من جهة، والمتهم {d.name(accused, 'ar_nasab')}، المولود في {d.dob('ar', arabic_digits=d.chance(0.5))}، "
        f"صاحب بطاقة التعريف الوطنية عدد {d.cin()}، القاطن ب{d.address('ar')}، من جهة أخرى.",
        "",
        "الوقائع:",
        f"حيث تفيد أوراق القضية أن القائم{gx(victim, '', 'ة')} بالحق الشخصي تسلم{gx(victim, '', 'ت')} من المتهم "
        f"شيكا بنكيا عدد {d.ref('#######')} بمبلغ قدره {amount}، مسحوبا على {d.D(bank.name_ar)} "
        f"من الحساب عدد {d.rib(bank=bank)}، وأنه عند تقديمه للاستخلاص بتاريخ "
        f"{d.date('ar', 'slash', years=(2024, 2024))} "
        "أرجع لعدم وجود الرصيد الكافي.",
        "وحيث اعترف المتهم لدى سماعه بإصدار الشيك، وتمسك بأنه كان ينوي تسوية وضعيته في أقرب الآجال، "
        "دون أن يدلي بما يثبت الخلاص.",
        f"وحيث أذنت النيابة العمومية بإجراء حجز تحفظي على السيارة ذات الرقم المنجمي {plate} الراجعة له بالملكية.",
        "",
        "المستندات القانونية:",
        f"حيث ثبت للمحكمة توفر أركان الجريمة المنصوص عليها بأحكام {d.D('الفصل 411 من المجلة التجارية')}، "
        "ولم يقع الخلاص إلى تاريخ الجلسة.",
        "",
        "ولهذه الأسباب",
        "قضت المحكمة ابتدائيا حضوريا بسجن المتهم مدة ستة أشهر مع إسعافه بتأجيل التنفيذ، "
        f"وبإلزامه بأن يؤدي للقائم{gx(victim, '', 'ة')} بالحق الشخصي مبلغ الشيك وقدره {amount} "
        f"ومبلغ {d.amount(300, 900, 'ar', style='int')} لقاء أجرة المحاماة، "
        f"ورفع الحجز التحفظي عن السيارة ذات الرقم المنجمي {plate} بمجرد الخلاص.",
        "",
        f"الرئيس: {d.name(judge, 'ar')}                 كاتب الجلسة: {d.name(clerk, 'ar')}",
    ]


def judgment_mixed(d):
    mother, father = d.person("mother", "f"), d.person("father", "m")
    child1, child2 = d.person("child1", family=father), d.person("child2", family=father)
    lawyer, judge = d.person("lawyer"), d.person("judge")
    bank = d.pick(BANKS)
    town_fr, town_ar, _ = d.town()
    x = Docx()
    x.heading("الجمهورية التونسية — République Tunisienne", size=24)
    x.p(f"المحكمة الابتدائية ب{town_ar} — Tribunal de première instance de {town_fr}", center=True)
    x.p("دائرة قضاء الأسرة — Chambre de la famille", center=True)
    x.heading("Extrait de jugement — مضمون حكم")
    x.field("Affaire n° / القضية عدد : ", d.ref("1####"))
    x.field("Date du jugement / تاريخ الحكم : ", d.date("fr", "slash"))
    x.field("Objet / الموضوع : ", "pension alimentaire des enfants — نفقة الأبناء")
    x.table([["Qualité / الصفة", "Nom et prénom / الاسم واللقب", "CIN / ب.ت.و", "Adresse / العنوان"],
             ["Demanderesse / المدعية", d.name(mother, "up"), d.cin(), d.address("fr")],
             ["Défendeur / المدعى عليه", d.name(father, "ar_nasab"), d.cin(), d.address("ar")]])
    x.p(("Enfants concernés / الأبناء المعنيون", True))
    x.table([["Prénom et nom", "الاسم واللقب", "Date de naissance / تاريخ الولادة"],
             [d.name(child1), d.name(child1, "ar"), d.dob("fr", "slash", years=(2011, 2016))],
             [d.name(child2), d.name(child2, "ar"), d.dob("fr", "slash", years=(2017, 2021))]])
    x.p(("PAR CES MOTIFS", True))
    x.p(f"Le tribunal, statuant contradictoirement en premier ressort, condamne {d.name(father)} à verser à "
        f"la demanderesse une pension alimentaire mensuelle de {d.amount(350, 700, 'fr', style='int')} pour les "
        f"deux enfants, majorée de {d.amount(150, 400, 'fr', style='int')} au titre de la prise en charge "
        f"de l'enfant {d.first(child2)}, {gx(child2, 'atteint', 'atteinte')} de "
        f"{d.health('disability')}, payable avant le 5 de chaque mois par virement au compte ouvert au nom "
        f"de la demanderesse auprès de {d.D(bank.name_fr)}, RIB {d.rib(bank=bank)}.")
    x.p("وقد قضت المحكمة بإلزام المدعى عليه بأداء النفقة المذكورة مع الإذن بالنفاذ العاجل، وذلك طبقا "
        f"لأحكام {d.D('الفصل 46 من مجلة الأحوال الشخصية')}، وحمل المصاريف عليه.")
    x.field("Avocat de la demanderesse : ", "Maître ", d.name(lawyer, "up"))
    x.field("Le juge de la famille : ", d.name(judge, "up"))
    x.p("نسخة مطابقة للأصل — Copie conforme", center=True)
    return x


# ===================================================== 2. employment certificate


def employment_cert_fr(d):
    emp, hr = d.person("employee"), d.person("hr", "f")
    company = d.D(d.pick(COMPANIES))
    town = d.town()
    e = gx(emp, "", "e")
    x = Docx()
    x.heading(company, size=32)
    x.p(f"Capital social : {d.amount(200000, 3000000, 'fr', style='int', cur='DT')} — "
        f"Réf. : {d.ref('RH/AT/2025/0###')}", center=True)
    x.heading("ATTESTATION DE TRAVAIL", size=30)
    x.p("Nous soussignés, ", (company, True), ", représentée par Madame ", hr.first + " ",
        (hr.last.upper(), True), ", Directrice des ressources humaines, attestons par la présente que :")
    d.name(hr, "up")
    x.table([["Nom et prénom", d.name(emp, "upfirst")],
             ["Date et lieu de naissance", f"{d.dob('fr', 'slash')} à {town[0]}"],
             ["CIN n°", d.cin()],
             ["N° d'affiliation CNSS", d.cnss()],
             ["Adresse", d.address("fr")],
             ["Fonction", gx(emp, "Technicien supérieur en maintenance", "Technicienne supérieure en maintenance")],
             ["Date d'entrée", d.date("fr", "slash", years=(2012, 2021))],
             ["Nature du contrat", "Contrat à durée indéterminée"]], header=False)
    x.p(f"est employé{e} au sein de notre société depuis la date indiquée ci-dessus et y exerce ses fonctions "
        "à ce jour, à temps plein. " + gx(emp, "Il", "Elle") + " ne fait l'objet d'aucune procédure de rupture.")
    x.p(f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir "
        "ce que de droit.")
    x.p(f"Fait à {town[0]}, le {d.date('fr', 'long', years=(2025, 2025))}")
    x.p(("La Directrice des ressources humaines", True))
    x.p(hr.first + " ", (hr.last.upper(), True))
    return x


def employment_cert_ar(d):
    emp, boss = d.person("employee"), d.person("director", "m")
    company = d.D(d.pick(COMPANIES_AR))
    t = d.town()
    g = lambda m, f: gx(emp, m, f)
    return [
        f"# {company}",
        "",
        f"المرجع: {d.ref('ش ع/2025/###')}",
        "",
        "## شهادة عمل",
        "",
        f"يشهد الممضي أسفله السيد {d.name(boss, 'ar')}، المدير العام ل{company}، أن:",
        "",
        f"- **الاسم واللقب:** {d.name(emp, 'ar_nasab')}",
        f"- **تاريخ ومكان الولادة:** {d.dob('ar', 'slash')} ب{t[1]}",
        f"- **رقم بطاقة التعريف الوطنية:** {d.cin()}",
        f"- **رقم الانخراط بالصندوق الوطني للضمان الاجتماعي:** {d.cnss()}",
        f"- **العنوان:** {d.address('ar')}",
        f"- **الخطة:** {g('محاسب رئيسي', 'محاسبة رئيسية')}",
        f"- **تاريخ الانتداب:** {d.date('ar', 'slash', years=(2010, 2020))}",
        "",
        f"{g('يعمل', 'تعمل')} بمؤسستنا بصفة قارة منذ التاريخ المذكور أعلاه إلى يوم تحرير هذه الشهادة، "
        f"{g('ويتقاضى', 'وتتقاضى')} أجرا شهريا خاما قدره {d.amount(1400, 3900, 'ar', style='milli')}.",
        "",
        f"سلمت هذه الشهادة {g('للمعني', 'للمعنية')} بالأمر بطلب {g('منه', 'منها')} للإدلاء بها عند الحاجة.",
        "",
        f"حرر ب{t[1]} في {d.date('ar', 'long', years=(2025, 2025))}",
        "",
        *md_table(["الإمضاء", "الختم"], [[d.name(boss, "ar"), company]]),
    ]


def employment_cert_en(d):
    emp, hr, ceo = d.person("employee", "m"), d.person("hr"), d.person("ceo")
    company = d.D(d.pick(COMPANIES))
    country = d.pick(["Germany", "Canada", "France", "Italy"])
    return [
        company.upper(),
        f"Ref.: {d.ref('HR-EC-2025-###')}",
        "",
        "EMPLOYMENT CERTIFICATE",
        "To whom it may concern,",
        "",
        f"This is to certify that Mr {d.name(emp, 'up')}, holder of Tunisian passport No. {d.passport_tn()} "
        f"and national ID card No. {d.cin()}, born on {d.dob('en', 'long')}, has been employed full-time by "
        f"{company} since {d.date('en', 'long', years=(2015, 2020))} as a Senior Software Engineer on a "
        "permanent contract.",
        "",
        f"His gross annual salary is {d.amount(38000, 72000, 'en')}, paid monthly by bank transfer. "
        "His annual leave from {} to {} has been approved".format(*d.period("en", "us", (10, 21), (2025, 2025))) +
        f" so that he may travel to {country}; "
        "he is expected back at work on the first working day after that period.",
        "",
        f"For any verification, please contact our HR officer, {gx(hr, 'Mr', 'Ms')} {d.name(hr)}, "
        f"on {d.mobile('intl')} or at {d.email(hr, domain='medinasoft.tn', style='initial')}.",
        "",
        "This certificate is issued at the employee's request for visa purposes only.",
        "",
        f"Signed: {d.name(ceo, 'upfirst')}",
        "Chief Executive Officer",
        f"Tunis, {d.date('en', 'long', years=(2025, 2025))}",
    ]


# ============================================================ 3. bank guarantee


def guarantee_fr(d):
    client, sig1, sig2 = d.person("client", "m"), d.person("signatory1"), d.person("signatory2")
    bank = d.pick(BANKS)
    buyer = d.D(f"Commune de {d.pick(['Sfax', 'Sousse', 'Nabeul', 'Bizerte', 'Monastir', 'Kairouan', 'Gabès'])}")
    return [
        f"# {d.D(bank.name_fr)}",
        f"## Agence {d.town()[0]} — Direction des engagements",
        "",
        f"**LETTRE DE GARANTIE DE BONNE EXÉCUTION N° {d.ref('GBE/2025/0###')}**",
        "",
        f"Bénéficiaire : {buyer}",
        f"Marché n° {d.ref('##/2025')} relatif à la réhabilitation de la voirie du quartier nord",
        "",
        f"Nous soussignés, {bank.name_fr}, représentée par {gx(sig1, 'M.', 'Mme')} {d.name(sig1)} et "
        f"{gx(sig2, 'M.', 'Mme')} {d.name(sig2)}, dûment habilités à cet effet, déclarons nous porter garants, "
        "à titre irrévocable, pour le compte du donneur d'ordre désigné ci-après :",
        "",
        *md_table(["Donneur d'ordre", ""], [
            ["Nom et prénom", d.name(client, "up")],
            ["Activité", "entrepreneur en bâtiment (personne physique)"],
            ["Matricule fiscal", d.tax_id()],
            ["CIN", d.cin()],
            ["Compte débité (RIB)", d.rib(bank=bank)],
            ["Adresse", d.address("fr")],
        ]),
        "",
        f"du paiement de la somme de **{d.amount(12000, 95000, 'fr', style='sp')}**, représentant "
        f"{d.D('3 %')} du montant du marché, conformément à l'article 105 du "
        f"{d.D('décret n° 2014-1039')} portant réglementation des marchés publics.",
        "",
        f"La présente garantie prend effet à la date de sa signature et expire le "
        f"{d.date('fr', 'long', years=(2026, 2026))}. Toute demande de paiement devra nous parvenir avant "
        "cette date par lettre recommandée, accompagnée d'un procès-verbal constatant la défaillance.",
        "",
        "| Pour la banque | Pour la banque |",
        "|---|---|",
        f"| {d.name(sig1, 'initial')} | {d.name(sig2, 'initial')} |",
    ]


def guarantee_en(d):
    applicant = d.person("applicant")
    contact = d.person("contact", foreign=True)
    officer = d.person("officer")
    bank = d.pick(BANKS)
    beneficiary = d.D(d.pick(FOREIGN_COMPANIES))
    country = d.pick(["DE", "FR", "IT"])
    x = Docx()
    x.heading(bank.name_fr.upper())
    x.p(f"SWIFT: {d.D(bank.bic)} — Trade Finance Department", center=True)
    x.heading("ADVANCE PAYMENT GUARANTEE", size=30)
    x.field("Guarantee No.: ", d.ref("APG-25-####"))
    x.field("Issue date: ", d.date("en", "long"))
    x.field("Expiry date: ", d.date("en", "long", years=(2026, 2026)))
    x.field("Amount: ", d.amount(20000, 150000, "en", cur="EUR"))
    x.p("Parties", bold=True)
    x.table([["Role", "Name", "Details"],
             ["Applicant", d.name(applicant, "up"),
              f"Tunisian passport {d.passport_tn()}; IBAN {d.iban_tn(bank=bank, grouped=True)}"],
             ["Applicant contact", d.mobile(), d.email(applicant)],
             ["Beneficiary", beneficiary, f"attn. {d.name(contact)}, {d.phone_foreign(country)}"],
             ["Refund account of beneficiary", beneficiary, d.iban_foreign({"IT": "BE"}.get(country, country))]])
    x.p(f"At the request of the applicant, we, {bank.name_fr}, hereby irrevocably undertake to pay the "
        "beneficiary any sum up to the amount stated above upon receipt of its first written demand stating "
        "that the applicant has failed to repay the advance in accordance with the underlying contract "
        f"No. {d.ref('SC/####/25')}.")
    x.p(f"This guarantee is subject to the Uniform Rules for Demand Guarantees, {d.D('URDG 758')}. "
        "The amount of the guarantee is reduced automatically by each shipment invoiced.")
    x.p(f"Handled by: {d.name(officer)} — Trade Finance Officer")
    return x


def guarantee_mixed(d):
    client, officer = d.person("client"), d.person("officer")
    bank = d.pick(BANKS)
    return [
        f"{bank.name_fr} — {d.D(bank.name_ar)}",
        "DEMANDE D'ÉMISSION DE CAUTION PROVISOIRE / طلب إصدار ضمان وقتي",
        "=" * 60,
        f"Nom et prénom / الاسم واللقب : {d.name(client, 'up')}  /  {d.name(client, 'ar')}",
        f"CIN / ب.ت.و : {d.cin()}",
        f"Matricule fiscal / المعرف الجبائي : {d.tax_id()}",
        f"Compte n° (RIB) / رقم الحساب : {d.rib(bank=bank)}",
        f"Téléphone / الهاتف : {d.mobile()}",
        f"E-mail : {d.email(client)}",
        f"Adresse / العنوان : {d.address('ar')}",
        f"Appel d'offres n° / طلب عروض عدد : {d.ref('AO-##/2025')}",
        f"Maître d'ouvrage / صاحب الشراء : {d.D('Office des Céréales')}",
        f"Montant / المبلغ : {d.amount(1500, 9000, 'fr', style='dot')}",
        f"Validité / مدة الصلوحية : {d.D('120 jours')}",
        "",
        f"Fait à {d.town()[0]}, le {d.date('fr', 'slash')}          Signature du client : {d.name(client, 'initial')}",
        "",
        "---- Cadre réservé à la banque / خاص بالبنك ----",
        f"Avis du chargé de clientèle ({d.name(officer)}) :",
        f"{gx(client, 'Le client', 'La cliente')} dispose d'une ligne de cautions de "
        f"{d.amount(20000, 60000, 'fr', style='int')} utilisée à "
        f"{d.D('40 %')}. الملف كامل والضمانات كافية، نقترح الموافقة.",
    ]


# ================================================================ 4. telemedicine


def telemed_fr(d):
    patient, doctor = d.person("patient"), d.person("doctor")
    platform = d.D("SahtiLink")
    il = gx(patient, "il", "elle")
    return [
        f"{platform} — plateforme de téléconsultation",
        "COMPTE RENDU DE CONSULTATION À DISTANCE",
        f"Séance n° {d.ref('TC-#####-@')}     Date : {d.date('fr', 'slash')}     "
        f"Connexion : {d.time('fr')}",
        "",
        f"Médecin : Dr {d.name(doctor)}, médecine générale",
        f"Patient{gx(patient, '', 'e')} : {d.name(patient, 'upfirst')}",
        f"Date de naissance : {d.dob('fr')}",
        f"Identifiant unique CNAM : {d.cnss()}",
        f"Joignable au : {d.mobile()}",
        "",
        f"Motif : {d.first(patient)} consulte pour une fièvre à 38,5 °C apparue depuis deux jours, "
        "avec des brûlures mictionnelles.",
        f"Antécédents : {d.health('chronic')}, suivi par son médecin traitant.",
        "Examen : réalisé par vidéo ; pas de signe de gravité, pas de douleur lombaire rapportée.",
        f"Impression diagnostique : {d.health('acute')}.",
        "Conduite à tenir :",
        "  1. Analyse d'urines avec antibiogramme à faire dans un laboratoire de proximité ;",
        "  2. Traitement adapté prescrit sur l'ordonnance électronique ;",
        f"  3. Consultation en présentiel si {il} ne va pas mieux dans les 72 heures.",
        f"Ordonnance électronique n° {d.ref('ORD-2025-######')} transmise à la pharmacie choisie.",
        f"Honoraires : {d.amount(35, 60, 'fr', style='int', cur='DT')}",
        "",
        f"Compte rendu validé électroniquement par Dr {d.name(doctor, 'initial')}.",
    ]


def telemed_ar(d):
    patient, doctor = d.person("patient", "f"), d.person("doctor")
    x = Docx(rtl=True)
    x.heading("تقرير استشارة طبية عن بعد")
    x.p(f"المنصة: {d.D('صحتي أونلاين')} — رقم الاستشارة: {d.ref('#######')} — التوقيت: {d.time('ar')}")
    x.table([["البيان", "المعطيات"],
             ["الاسم واللقب", d.name(patient, "ar")],
             ["تاريخ الولادة", d.dob("ar", "slash")],
             ["رقم بطاقة التعريف الوطنية", d.cin()],
             ["رقم الهاتف", d.mobile("local")],
             ["المعرف الوحيد لدى الصندوق الوطني للتأمين على المرض", d.cnss("/")],
             ["السوابق المرضية", d.health("chronic")],
             ["التشخيص", d.health("pregnancy")],
             ["العلاج", "حمض الفوليك والحديد، مع متابعة التحاليل"]])
    x.p("أقوال المريضة كما وردت: «عندي جمعة نحس بالدوخة وما نجمش نوقف برشا، والرجلين منفوخين شوية.»")
    x.p("التوصيات: قيس الضغط مرتين يوميا، الراحة، والتوجه إلى أقرب قسم استعجالي في صورة ظهور صداع حاد "
        "أو اضطراب في الرؤية.")
    x.p(f"معلوم الاستشارة: {d.amount(40, 70, 'ar', style='int')} — تاريخ الاستشارة: {d.date('ar', 'long')}")
    x.p(f"الطبيب{gx(doctor, '', 'ة')} المعالج{gx(doctor, '', 'ة')}: {d.name(doctor, 'ar')}")
    return x


def telemed_en(d):
    patient, doctor, mother = d.person("patient"), d.person("doctor"), d.person("mother", "f")
    return [
        "# Remote consultation summary",
        "",
        f"**Clinic:** {d.D('Les Berges Medical Centre')} — video consultation  ",
        f"**Consultation ID:** {d.ref('VC-25-#####')}  ",
        f"**Date:** {d.date('en', 'long')}, {d.time('en')} (Tunis time)",
        "",
        "## Patient",
        "",
        f"- Name: {d.name(patient)}",
        f"- DOB: {d.dob('en', 'iso')}",
        f"- Passport: {d.passport_tn()}",
        f"- Phone (Montreal): {d.phone_foreign('CA')}",
        f"- Email: {d.email(patient)}",
        f"- Emergency contact: {d.name(mother)} (mother), {d.mobile('00')}",
        "",
        "## Assessment",
        "",
        f"{d.first(patient)} has been living abroad for two years and reports poor sleep, constant worry about "
        "work and palpitations in the evening. Symptoms meet the criteria for "
        f"{d.health('mental')}. No suicidal ideation reported.",
        "",
        "## Plan",
        "",
        *md_table(["Medication", "Dose", "Duration"],
                  [[d.health("psy_treat"), "as prescribed", d.D("8 weeks")],
                   ["hydroxyzine 25 mg", "at bedtime if needed", d.D("2 weeks")]]),
        "",
        "Follow-up by video in four weeks; referral to a local psychologist recommended.",
        "",
        f"Dr {d.name(doctor, 'up')}",
    ]


# ======================================================== 5. occupational health


def occupational_fr(d):
    worker, doctor = d.person("worker", "m"), d.person("doctor")
    company = d.D(d.pick(COMPANIES))
    x = Docx()
    x.heading(f"SERVICE DE MÉDECINE DU TRAVAIL — {company}", size=24)
    x.heading("FICHE D'APTITUDE MÉDICALE (visite périodique)")
    x.field("Date de la visite : ", d.date("fr", "slash"), " — heure : ", d.time("fr"))
    x.table([["Nom et prénom", [worker.first + " ", (worker.last.upper(), True)]],
             ["Né le", d.dob("fr", "dot")],
             ["CIN", d.cin()],
             ["Matricule CNSS", d.cnss()],
             ["Poste occupé", "Cariste — conduite de chariots élévateurs, zone expédition"],
             ["Téléphone", d.mobile()]], header=False)
    d.name(worker, "up")
    x.p("Constatations", bold=True)
    x.p(f"Audiogramme en baisse par rapport à la visite précédente : {d.health('hearing')}. "
        f"Tension artérielle contrôlée ; le salarié est connu pour {d.health('chronic')}.")
    x.p("Vaccinations", bold=True)
    x.table([["Vaccin", "Date", "Lot"],
             ["Hépatite B (3e dose)", d.date("fr", "slash", years=(2023, 2024)), d.ref("HB-####-@")],
             ["Tétanos (rappel)", d.date("fr", "slash", years=(2023, 2024)), d.ref("TT-###@")]])
    x.p("Conclusion", bold=True)
    x.p("Apte avec restrictions : port de protections auditives obligatoire ; pas d'exposition prolongée "
        f"au-delà de {d.D('85 dB(A)')} ; pas de travail de nuit pendant six mois.")
    x.field("Prochaine visite : ", d.date("fr", "long", years=(2026, 2026)))
    x.p(f"Le médecin du travail : Dr {d.name(doctor, 'up')}")
    return x


def occupational_mixed(d):
    patient, doctor, psy = d.person("patient"), d.person("doctor"), d.person("psychiatrist")
    company = d.D(d.pick(COMPANIES))
    e = gx(patient, "", "e")
    town = d.town()
    return [
        f"**Dr {d.name(doctor)}** — Médecine du travail  ",
        f"Centre de santé au travail, {company}  ",
        f"{town[0]}, le {d.date('fr', 'long')}",
        "",
        f"À l'attention du Dr {d.name(psy)}, psychiatre",
        "",
        "**Objet : orientation d'un{e} salarié{e} — confidentiel**".format(e=e),
        "",
        "Cher confrère,",
        "",
        f"Je vous adresse {gx(patient, 'M.', 'Mme')} {d.name(patient, 'up')}, {gx(patient, 'né', 'née')} le "
        f"{d.dob('fr')}, agent{e} de guichet dans notre établissement (CNSS {d.cnss()}), "
        f"que j'ai reçu{e} en visite de reprise le {d.date('fr', 'slash')} après un arrêt de "
        f"{d.D('45 jours')}.",
        "",
        f"Le tableau évoque un {d.health('mental')} : tristesse de l'humeur, perte d'intérêt, troubles du "
        f"sommeil et ruminations centrées sur le travail. {d.first(patient)} décrit sa situation en ces termes :",
        "",
        "> «ما عادش نرقد في الليل، ونحس روحي ديما تاعب، والخدمة ولات حمل ثقيل عليا»",
        "",
        f"{gx(patient, 'Il', 'Elle')} est actuellement sous {d.health('psy_treat')}, prescrite par son médecin "
        "traitant ; je n'ai pas modifié ce traitement. Je souhaiterais votre avis sur la prise en charge et "
        "sur un éventuel aménagement du poste (travail hors guichet, horaires fixes).",
        "",
        f"Coordonnées : {d.mobile()} — {d.email(patient)}",
        "",
        "Confraternellement,  ",
        f"Dr {d.name(doctor, 'initial')}",
        "",
        "---",
        f"**ملاحظة للكتابة:** الرجاء تحديد موعد في أقرب الآجال والاتصال ب{gx(patient, 'المعني', 'المعنية')} "
        "بالأمر على الرقم المذكور أعلاه. الملف سري ولا يسلم إلا للطبيب المختص.",
    ]


def occupational_ar(d):
    rows = [["ر.ت", "الاسم واللقب", "ب.ت.و", "تاريخ الولادة", "الخطة", "تاريخ الفحص", "النتيجة", "ملاحظات طبية"]]
    visit = d.date("ar", "slash")
    jobs = [("عامل خط إنتاج", "m"), ("سائق شاحنة", "m"), ("عاملة تغليف", "f"), ("تقني صيانة", "m"),
            ("مشرفة مخزن", "f"), ("عاملة نسيج", "f")]
    topics = ["work", None, "chronic", "disability", None, "msk"]
    for i, (job, gender) in enumerate(jobs):
        p = d.person(f"worker{i}", gender)
        topic = topics[i]
        note = d.health(topic, "ar") if topic else "لا شيء"
        result = "لائق مع تحفظ" if topic in ("work", "msk") else "غير لائق مؤقتا" if topic == "disability" else "لائق"
        rows.append([str(i + 1), d.name(p, "ar"), d.cin(), d.dob("ar", "slash"), job, visit, result, note])
    doctor = d.person("doctor")
    rows.append(["", "", "", "", "", "", f"عدد المفحوصين: {d.D('6 عمال')}", f"الطبيب: {d.name(doctor, 'ar')}"])
    return Csv(rows, ",")


# ======================================================== 6. transcript request


def transcript_en(d):
    student, clerk = d.person("student"), d.person("clerk")
    univ = d.D("University of Sfax — National School of Engineers of Sfax (ENIS)")
    return [
        univ,
        "Registrar's Office",
        "",
        "REQUEST FOR ACADEMIC TRANSCRIPT AND CERTIFIED DIPLOMA COPIES",
        "",
        f"Applicant's full name ....... {d.name(student, 'upfirst')}",
        f"Student number .............. {d.ref('ENIS-201#-0###')}",
        f"National ID card ............ {d.cin()}",
        f"Passport .................... {d.passport_tn()}",
        f"Date of birth ............... {d.dob('en', years=(1996, 2001))}",
        "Programme ................... Engineering degree, Electrical Engineering",
        f"Years attended .............. {d.D('2017-2020')}",
        f"Mailing address ............. {d.address('en')}",
        f"Mobile ...................... {d.mobile('intl')}",
        f"Email ....................... {d.email(student)}",
        "",
        "Documents requested: 3 certified copies of the diploma, 2 sealed transcripts in English.",
        "Delivery: collected in person / by a person holding a signed proxy.",
        "",
        "Statement of the applicant:",
        "I need these documents for a Master's application abroad. During my studies I was granted extra "
        f"exam time because of {d.health('disability')}; I ask that this arrangement not be mentioned on "
        "the transcript.",
        "",
        f"Signature: {d.name(student, 'initial')}              Date: {d.date('en', 'slash')}",
        "",
        "---------------- FOR OFFICE USE ----------------",
        f"Fee paid: {d.amount(20, 60, 'en')}    Receipt No. {d.ref('R-25-#####')}",
        f"Received by: {d.name(clerk)}          Ready on: {d.date('en', 'long')}",
    ]


def transcript_fr(d):
    rows = [["N° demande", "Nom", "Prénom", "CIN", "Date de naissance", "Diplôme", "Session", "Téléphone",
             "E-mail", "Frais (DT)", "État"]]
    diplomas = ["Licence en gestion", "Master professionnel en finance", "Licence en informatique",
                "Mastère de recherche en droit privé", "Licence en langue anglaise", "Ingénieur en génie civil"]
    states = ["prêt", "en signature", "retiré", "en attente du quitus", "prêt", "envoyé par courrier"]
    for i in range(6):
        p = d.person(f"graduate{i}")
        rows.append([d.ref("DEM-2025-0###"), d.S("PERSON", p.last.upper()), d.first(p), d.cin(),
                     d.dob("fr", "slash", years=(1988, 2002)), diplomas[i],
                     d.D(f"{d.pick(['juin', 'septembre'])} {d.num(2012, 2024)}"), d.mobile("plain"),
                     d.email(p), d.D(d.pick(["10,000", "15,000", "20,000"])), states[i]])
    return Csv(rows, ";")


def transcript_ar(d):
    student, clerk = d.person("student"), d.person("clerk")
    faculty = d.D("كلية العلوم الاقتصادية والتصرف بنابل")
    t = d.town()
    g = lambda m, f: gx(student, m, f)
    x = Docx(rtl=True)
    x.p(f"{d.name(student, 'ar')}")
    x.p(f"العنوان: {d.address('ar')}")
    x.p(f"الهاتف: {d.mobile()} — البريد الإلكتروني: {d.email(student)}")
    x.p(f"إلى السيد عميد {faculty}")
    x.heading("الموضوع: مطلب في الحصول على شهادة نجاح وكشف أعداد")
    x.p(f"أنا {g('الممضي', 'الممضية')} أسفله {d.name(student, 'ar_nasab')}، {g('المولود', 'المولودة')} في "
        f"{d.dob('ar', 'long', years=(1995, 2002))} ب{t[1]}، {g('صاحب', 'صاحبة')} بطاقة التعريف الوطنية عدد "
        f"{d.cin()}، {g('الطالب', 'الطالبة')} سابقا بكليتكم، أرجو منكم التفضل بتمكيني من شهادة نجاح وكشف أعداد "
        "للسنوات المبينة بالجدول التالي، وذلك لتقديمها ضمن ملف ترشح لمناظرة انتداب.")
    x.table([["السنة الجامعية", "الشعبة", "المستوى", "الملاحظة"],
             [d.D("2018-2019"), "علوم التصرف", "السنة الأولى", "ناجح بالمراقبة"],
             [d.D("2019-2020"), "علوم التصرف", "السنة الثانية", "ناجح"],
             [d.D("2020-2021"), "محاسبة", "السنة الثالثة", "ناجح بملاحظة قريب من الحسن"]])
    x.p(f"علما وأنني تمتعت بتمديد في توقيت الامتحانات بسبب {d.health('disability', 'ar')}، "
        "وأرجو عدم الإشارة إلى ذلك في الوثائق المسلمة.")
    x.p("وتقبلوا فائق عبارات الاحترام والتقدير.")
    x.p(f"{t[1]} في {d.date('ar', 'long')}          الإمضاء: {d.name(student, 'ar')}")
    x.p(f"خاص بالإدارة — تلقته: {d.name(clerk, 'ar')} — وصل عدد {d.ref('####/25')}")
    return x


# ======================================================= 7. supplier onboarding


def supplier_fr(d):
    rows = [["Code fournisseur", "Raison sociale / Nom", "Forme", "Matricule fiscal", "RIB", "Banque",
             "Interlocuteur", "Téléphone", "E-mail", "Adresse", "Délai de paiement"]]
    for i in range(6):
        bank = d.pick(BANKS)
        contact = d.person(f"contact{i}")
        if i % 2 == 0:   # an individual trader: the name and address are personal
            name, form, addr = d.name(contact, "upfirst"), "Personne physique", d.address("fr")
            who = "lui-même" if contact.gender == "m" else "elle-même"
        else:
            name, form, addr = d.D(COMPANIES[(i + d.num(0, 5)) % len(COMPANIES)]), "Personne morale", "voir extrait RNE"
            who = d.name(contact)
        rows.append([d.ref("F0####"), name, form, d.tax_id(), d.rib(bank=bank), d.D(bank.short), who,
                     d.mobile() if i % 3 else d.landline(), d.email(contact), addr,
                     d.D(d.pick(["30 jours", "60 jours fin de mois", "comptant", "90 jours"]))])
    return Csv(rows, ";")


def supplier_en(d):
    owner, contact, buyer = d.person("owner"), d.person("contact"), d.person("buyer", foreign=True)
    bank = d.pick(BANKS)
    home = d.address("en")
    company = d.D(d.pick(COMPANIES))
    x = Docx()
    x.heading("VENDOR REGISTRATION FORM")
    x.p(f"{d.D('Trimont Foods Ltd')} — Tunisian branch, procurement department", center=True)
    x.field("Form No.: ", d.ref("VRF-2025-####"), "    Received: ", d.date("en", "long"))
    x.p("1. Company information", bold=True)
    x.table([["Field", "Value"],
             ["Legal name", company],
             ["Tax ID (matricule fiscal)", d.tax_id("slash")],
             ["Registered office", f"Zone industrielle, lot 14, postal code {d.postcode()}"],
             ["Main products", f"corrugated boxes, code {d.ref('CB-###-@')}"]])
    x.p("2. Bank details", bold=True)
    account = d.rib_digits(bank)
    x.table([["Bank", "SWIFT", "RIB", "IBAN"],
             [d.D(bank.name_fr), d.D(bank.bic), d.rib(digits=account), d.iban_tn(digits=account)]])
    x.p("3. Contact person", bold=True)
    x.table([["Name", "Phone", "Email"],
             [d.name(contact), d.landline(), d.email(contact, domain="emballage.com.tn", style="f.l")]])
    x.p("4. Ultimate beneficial owner (more than 25 % of the shares)", bold=True)
    x.table([["Name", "Date of birth", "ID / passport", "Home address"],
             [d.name(owner, "up"), d.dob("en", "long"), d.passport_tn(), home]])
    x.p("I certify that the information above is accurate and I authorise the company to verify it.")
    x.p(f"Signed for the vendor: {d.name(owner, 'upfirst')}")
    x.p(f"Checked by procurement: {d.name(buyer)}, Category Buyer")
    return x


def supplier_mixed(d):
    artisan, agent = d.person("artisan", "f"), d.person("agent")
    bank = POSTE
    return [
        "## Fiche fournisseur — بطاقة مزود",
        "",
        f"*Réf. interne : {d.ref('FRN-####')} — Catégorie : artisanat / {d.D('code achat 6064')}*",
        "",
        "| Rubrique | البيان | Valeur / المعطى |",
        "|---|---|---|",
        f"| Nom et prénom | الاسم واللقب | {d.name(artisan, 'up')} |",
        f"| | الاسم بالعربية | {d.name(artisan, 'ar')} |",
        f"| CIN | ب.ت.و | {d.cin()} |",
        f"| Matricule fiscal (patente) | المعرف الجبائي | {d.tax_id('short')} |",
        f"| RIB postal | رقم الحساب البريدي | {d.rib(bank=bank)} |",
        f"| Téléphone | الهاتف | {d.mobile('dots')} |",
        f"| Adresse de l'atelier | عنوان الورشة | {d.address('ar')} |",
        "",
        "**Produits :** tapis et margoums tissés à la main — زرابي ومرقوم منسوج يدويا.",
        f"**Conditions :** paiement à {d.D('30 jours')} par virement postal ; commande minimale "
        f"{d.D('20 pièces')}.",
        "",
        f"ملاحظة: السيدة {d.name(artisan, 'ar')} تعمل من منزلها وتفضل الاتصال بها بعد الساعة "
        f"{d.D('16:00')}.",
        "",
        f"Saisi par : {d.name(agent)} — le {d.date('fr', 'slash')}",
    ]


# ============================================================== 8. leave request


def leave_ar(d):
    emp, colleague = d.person("employee"), d.person("colleague")
    boss, hr = d.person("boss"), d.person("hr")
    company = d.D(d.pick(COMPANIES_AR))
    g = lambda m, f: gx(emp, m, f)
    return [
        company,
        "إدارة الموارد البشرية",
        "",
        "مطلب عطلة سنوية",
        "",
        f"الاسم واللقب: {d.name(emp, 'ar')}",
        f"المعرف الداخلي: {d.ref('####')}",
        f"الخطة: {g('تقني سام في الإعلامية', 'تقنية سامية في الإعلامية')}",
        "",
        "أتشرف بأن أطلب منكم التفضل بمنحي عطلة سنوية خالصة الأجر لمدة عشرة أيام عمل، بداية من يوم {} "
        "إلى غاية يوم {} بدخول الغاية، وذلك لقضاء شؤون عائلية.".format(*d.period("ar", "slash", (13, 14))),
        f"العنوان خلال العطلة: {d.address('ar')}",
        f"رقم الهاتف للاتصال عند الضرورة: {d.mobile('local')}",
        f"{gx(colleague, 'يعوضني', 'تعوضني')} خلال فترة غيابي {gx(colleague, 'الزميل', 'الزميلة')} "
        f"{d.name(colleague, 'ar')} {gx(colleague, 'الذي اطلع', 'التي اطلعت')} على الملفات الجارية.",
        "",
        f"الرصيد المتبقي من العطل: {d.D('17,5 يوما')}",
        f"التاريخ: {d.date('ar', 'long')}",
        f"إمضاء {g('المعني', 'المعنية')} بالأمر: {d.name(emp, 'ar')}",
        "",
        f"رأي الرئيس المباشر: موافق — {d.name(boss, 'ar')}",
        f"قرار إدارة الموارد البشرية: تمت الموافقة — {d.name(hr, 'ar')}",
    ]


def leave_fr(d):
    emp, boss, hr, father = d.person("employee", "m"), d.person("boss"), d.person("hr"), d.person("father", "m")
    company = d.D(d.pick(COMPANIES))
    return [
        f"# {company} — Demande de congé",
        "",
        f"**Collaborateur :** {d.name(emp, 'upfirst')}  ",
        f"**Matricule :** {d.ref('M-####')} — **N° CNSS :** {d.cnss()}  ",
        "**Service :** comptabilité fournisseurs",
        "",
        "## Type de congé",
        "",
        "- [ ] Congé annuel",
        "- [x] Congé exceptionnel pour raisons familiales",
        "- [ ] Congé sans solde",
        "",
        "## Motif",
        "",
        f"Mon père, {d.name(father)}, doit être opéré le {d.date('fr', 'long')} ({d.health('surgery')}) ; "
        "je souhaite l'accompagner pendant l'intervention et les jours qui suivent.",
        f"Pendant mon absence je reste joignable au {d.mobile('pairs')}.",
        "",
        "## Période demandée",
        "",
        *md_table(["Du", "Au", "Jours ouvrables", "Solde après congé"],
                  [[*d.period("fr", "slash", (7, 8)), d.D("6 jours"), d.D("12,5 jours")]]),
        "",
        "## Validation",
        "",
        *md_table(["Rôle", "Nom", "Décision"],
                  [["Responsable hiérarchique", d.name(boss), "accord"],
                   ["Ressources humaines", d.name(hr, "up"), "accord — à déduire du solde"]]),
        "",
        f"*Formulaire RH-F07, version {d.D('v3.2')}*",
    ]


def leave_mixed(d):
    lead = d.person("lead")
    company = d.D(d.pick(COMPANIES))
    x = Docx()
    x.heading(f"{company} — Planning des congés d'été / برنامج العطل الصيفية")
    x.p(f"Service logistique — édition du {d.date('fr', 'slash')}")
    rows = [["Nom et prénom", "Matricule", "Du", "Au", "Remplaçant(e)", "Tél. joignable", "Remarque"]]
    people = [d.person(f"staff{i}", "f" if i == 2 else None) for i in range(5)]
    for i, p in enumerate(people):
        stand_in = people[(i + 1) % len(people)]
        start, end = d.period("fr", "slash", (60, 90) if i == 2 else (6, 20), (2025, 2025))
        rows.append([d.name(p, "upfirst" if i % 2 else "fr"), d.ref("LG-###"), start, end, d.first(stand_in),
                     d.mobile(), f"congé de maternité — {d.health('pregnancy')}" if i == 2 else "congé annuel"])
    x.table(rows)
    x.p("ملاحظة: يرجى من كل عون التأكد من تسليم الملفات الجارية إلى زميله قبل الخروج في عطلة، "
        "وإعلام رئيس المصلحة بأي تغيير في التواريخ.")
    x.p(f"Le chef de service : {d.name(lead, 'up')} — رئيس المصلحة: {d.name(lead, 'ar')}")
    return x


# ================================================================ 9. car rental


def rental_fr(d):
    client, driver2, agent = d.person("client"), d.person("driver2", foreign=True), d.person("agent")
    agency = d.D("Carthage Rent Car")
    x = Docx()
    x.heading(f"{agency} — CONTRAT DE LOCATION DE VÉHICULE")
    x.field("Contrat n° ", d.ref("CL-25-#####"), " — Agence : ", d.D("Tunis-Carthage aéroport"))
    x.p("Locataire", bold=True)
    x.table([["Nom et prénom", d.name(client, "up")],
             ["Date de naissance", d.dob("fr", "slash", years=(1970, 2000))],
             ["CIN", d.cin()],
             ["Adresse", d.address("fr")],
             ["Téléphone", d.mobile()],
             ["Conducteur additionnel", f"{d.name(driver2)}, passeport {d.passport_foreign('FR')}"]],
            header=False)
    x.p("Véhicule", bold=True)
    x.table([["Modèle", "Immatriculation", "Kilométrage départ", "Carburant"],
             [d.D("Kia Picanto"), d.plate(d.pick(["tu", "ar"])), d.D(f"{d.num(12, 95)} {d.num(100, 999)} km"), "1/2"]])
    x.p("Conditions financières", bold=True)
    x.table([["Tarif journalier", "Durée", "Total", "Franchise"],
             [d.amount(80, 140, "fr", style="sp", cur="DT"), d.D("7 jours"),
              d.amount(560, 980, "fr", style="sp", cur="DT"), d.amount(600, 1200, "fr", style="int", cur="DT")]])
    x.p(f"Une caution de {d.amount(1000, 2000, 'fr', style='int', cur='DT')} est bloquée sur la carte bancaire "
        f"n° {d.card()} jusqu'à la restitution du véhicule.")
    start, end = d.period("fr", "slash", (7, 7))
    x.p(f"Départ le {start} à {d.time('fr')} ; retour prévu le {end} à la même "
        "agence. Tout retard de plus de deux heures est facturé comme une journée supplémentaire.")
    x.p(f"Signature du locataire : {d.name(client, 'initial')}        Pour l'agence : {d.name(agent)}")
    return x


def rental_en(d):
    rows = [["booking_ref", "customer_name", "nationality", "passport_no", "mobile", "email", "pickup_branch",
             "pickup", "return", "vehicle_plate", "card_number", "total"]]
    nationalities = [("French", "FR"), ("German", "DE"), ("Italian", "IT"), ("British", "GB"),
                     ("Tunisian", "TN"), ("Algerian", "DZ")]
    branches = ["Tunis-Carthage Airport", "Enfidha-Hammamet Airport", "Djerba-Zarzis Airport", "Sousse centre"]
    for i, (nat, cc) in enumerate(nationalities):
        p = d.person(f"customer{i}", foreign=cc not in ("TN", "DZ"))
        passport = d.passport_tn() if cc == "TN" else d.passport_foreign(cc)
        phone = d.mobile("intl-plain") if cc == "TN" else d.phone_foreign(cc)
        pickup, back = d.period("en", "iso", (3, 14), (2025, 2025))
        mail = d.email(p, domain=FOREIGN_MAIL.get(cc))
        rows.append([d.ref("BK#######"), d.name(p), nat, passport, phone, mail, d.D(branches[i % 4]),
                     d.D(f"{pickup} {d.num(8, 20):02d}:{d.pick(['00', '30'])}"),
                     d.D(f"{back} {d.num(8, 20):02d}:{d.pick(['00', '30'])}"),
                     d.plate(d.pick(["tu", "tn"])), d.card("plain" if i % 2 else "groups"),
                     d.D(f"{d.num(250, 1400)}.000 TND")])
    rows.append(["", "", "", "", "", "", "", "", "", "", "audit ref", d.bad_card(grouped=False)])
    return Csv(rows, ",")


def rental_ar(d):
    client, agent = d.person("client", "m"), d.person("agent")
    agency = d.D("وكالة الياسمين لكراء السيارات")
    plate = d.plate("ar")
    start, end = d.period("ar", "slash", (5, 5))
    return [
        agency,
        f"عقد كراء سيارة عدد {d.ref('####/2025')}",
        "",
        "بين الممضين أسفله:",
        f"أولا: {agency}، ويمثلها {gx(agent, 'السيد', 'السيدة')} {d.name(agent, 'ar')}، بصفتها مؤجرة،",
        f"ثانيا: السيد {d.name(client, 'ar_nasab')}، المولود في {d.dob('ar', 'long', years=(1965, 1999))}، صاحب بطاقة "
        f"التعريف الوطنية عدد {d.cin()}، القاطن ب{d.address('ar')}، والهاتف {d.mobile()}، بصفته متسوغا.",
        "",
        "تم الاتفاق على ما يلي:",
        f"الفصل الأول: تسوغ المؤجرة للمتسوغ السيارة السياحية من نوع {d.D('رينو كليو')} ذات الرقم المنجمي "
        f"{plate} لمدة {d.D('خمسة أيام')} بداية من {start}.",
        f"الفصل الثاني: حدد معين الكراء اليومي ب{d.amount(70, 120, 'ar', style='int')} يدفع مسبقا، "
        f"وتحجز المؤجرة ضمانا قدره {d.amount(800, 1500, 'ar', style='int')} على البطاقة البنكية عدد "
        f"{d.card('groups')}.",
        "الفصل الثالث: يلتزم المتسوغ بإرجاع السيارة في نفس الحالة التي تسلمها عليها وبنفس كمية الوقود، "
        "ويتحمل وحده المخالفات المرورية المرتكبة خلال مدة الكراء.",
        "الفصل الرابع: يمنع على المتسوغ إخراج السيارة من التراب التونسي أو تسليم قيادتها للغير.",
        "",
        "محضر الإرجاع:",
        f"أرجعت السيارة {plate} يوم {end} على الساعة {d.time('ar')} مع خدش خفيف بالباب "
        "الأمامي الأيمن، وقد تم الاتفاق على خصم كلفة الإصلاح من الضمان.",
        "",
        f"إمضاء المتسوغ: {d.name(client, 'ar')}                إمضاء المؤجرة: {d.name(agent, 'ar')}",
    ]


# ======================================================= 10. mobile subscription


def mobile_fr(d):
    sub, seller = d.person("subscriber"), d.person("seller")
    operator = d.D(d.pick(["Orange Tunisie", "Ooredoo Tunisie", "Tunisie Telecom"]))
    bank = d.pick(BANKS)
    e = gx(sub, "", "e")
    return [
        f"{operator} — CONTRAT D'ABONNEMENT MOBILE (formule post-payée)",
        f"Contrat n° {d.ref('CT-2025-######')}          Point de vente : {d.ref('PV-###')}",
        "",
        "1. L'ABONNÉ" + ("E" if sub.gender == "f" else ""),
        f"   Nom : {d.S('PERSON', sub.last.upper())}          Prénom : {d.first(sub)}",
        f"   Né{e} le : {d.dob('fr', 'long')}",
        f"   Pièce d'identité : CIN {d.cin()}",
        f"   Adresse de facturation : {d.address('fr', multiline=False)}",
        f"   Numéro de contact : {d.mobile('local')}",
        f"   E-mail pour la facture électronique : {d.email(sub)}",
        "",
        "2. LIGNE ET OFFRE",
        f"   Numéro attribué : {d.mobile('intl')}",
        f"   Offre : {d.D('Forfait Pro 50 Go')} — mensualité {d.amount(30, 75, 'fr', style='sp', cur='DT')} TTC",
        f"   Engagement : {d.D('12 mois')} — frais de mise en service : {d.D('10,000 DT')}",
        "",
        "3. PAIEMENT",
        f"   Prélèvement automatique sur le compte {d.rib(bank=bank)} ({d.D(bank.name_fr)}).",
        "",
        "4. DONNÉES PERSONNELLES",
        f"   Conformément à la {d.D('loi organique n° 2004-63')}, l'abonné{e} peut accéder aux données "
        f"qui {gx(sub, 'le', 'la')} "
        "concernent et en demander la rectification auprès du service clients.",
        "",
        f"Signature de l'abonné{e} : {d.name(sub, 'up')}          Vendeur : {d.name(seller, 'initial')}",
        f"Code postal du point de vente : {d.postcode()}",
    ]


def mobile_ar(d):
    sub, agent = d.person("subscriber"), d.person("agent")
    g = lambda m, f: gx(sub, m, f)
    old, new = d.D("اتصالات تونس"), d.D("أورنج تونس")
    return [
        "# مطلب نقل رقم الهاتف الجوال (المحافظة على الرقم)",
        "",
        f"**المشغل الحالي:** {old}  ",
        f"**المشغل الجديد:** {new}  ",
        f"**عدد المطلب:** {d.ref('PRT-######')}",
        "",
        "## هوية صاحب الخط",
        "",
        *md_table(["البيان", "المعطيات"], [
            ["الاسم واللقب", d.name(sub, "ar")],
            ["رقم بطاقة التعريف الوطنية", d.cin()],
            ["تاريخ الولادة", d.dob("ar", "long")],
            ["العنوان", d.address("ar")],
            ["الرقم المطلوب نقله", d.mobile("plain")],
            ["رقم هاتف للاتصال", d.mobile("local")],
        ]),
        "",
        f"أنا {g('الممضي', 'الممضية')} أسفله أطلب نقل رقمي المذكور أعلاه إلى المشغل الجديد مع المحافظة عليه، "
        f"وأصرح بأنني خالص{g('', 'ة')} لكل الفواتير السابقة، وأعلم أن الخط سينقطع لمدة لا تتجاوز "
        f"{d.D('ساعتين')} يوم التنفيذ.",
        "",
        f"رمز التعريف بالنقل: {d.ref('@@######')}",
        f"تاريخ التنفيذ المقترح: {d.date('ar', 'slash')}",
        "",
        f"إمضاء {g('صاحب', 'صاحبة')} الخط: {d.name(sub, 'ar')}  ",
        f"العون المكلف: {d.name(agent, 'ar')}",
    ]


def mobile_mixed(d):
    rows = [["Date", "Agent / العون", "Client / الحريف", "CIN", "Numéro attribué", "Offre", "Paiement",
             "Remarque / ملاحظة"]]
    day = d.date("fr", "slash")
    agent1, agent2 = d.person("agent1"), d.person("agent2")
    remarks = ["client y7eb el facture bel email", "الحريف طلب شريحة ثانية لزوجته", "paiement par carte, OK",
               "ynajem yrja3 ghodwa bech yemdhi", "CIN photocopiée recto-verso", "الحريفة تحب تبدل العرض بعد شهر"]
    offers = ["Forfait 20 Go", "Forfait Pro 50 Go", "Recharge 10 DT", "Box 4G", "Forfait 20 Go", "Pack Famille"]
    for i in range(6):
        p = d.person(f"client{i}")
        agent = agent1 if i % 2 else agent2
        pay = d.card() if i in (2, 5) else d.pick(["espèces", "نقدا"])
        rows.append([day, d.name(agent, "fr"), d.name(p, "ar" if i % 3 == 1 else "up"), d.cin(),
                     d.mobile(d.pick(["plain", "local"])), d.D(offers[i]), pay, remarks[i]])
    rows.append(["", "", "", "", "", "Total caisse / مجموع", d.amount(300, 900, "fr", style="sp", cur="DT"), ""])
    return Csv(rows, ";")


# ========================================================== 11. microfinance file


def micro_ar(d):
    borrower, guarantor, officer = d.person("borrower", "f"), d.person("guarantor", "m"), d.person("officer")
    institution = d.D("مؤسسة الأمل للتمويل الصغير")
    x = Docx(rtl=True)
    x.heading(institution)
    x.heading("ملف قرض صغير — استمارة الطلب", size=26)
    x.field("عدد الملف: ", d.ref("MF-25-#####"), " — الفرع: ", d.town()[1])
    x.p("المعطيات الشخصية للمنتفعة", bold=True)
    x.table([["الاسم واللقب", d.name(borrower, "ar_nasab")],
             ["تاريخ الولادة", d.dob("ar", "slash", years=(1975, 1998))],
             ["رقم بطاقة التعريف الوطنية", d.cin()],
             ["العنوان", d.address("ar")],
             ["الهاتف", d.mobile()],
             ["الحساب البريدي للصرف", d.rib(bank=POSTE)]], header=False)
    x.p("المشروع", bold=True)
    x.p("تربية الأغنام بالمستغلة العائلية: شراء خمس نعاج ومعدات بسيطة للعلف، مع بيع الخرفان قبل عيد الأضحى.")
    x.table([["المبلغ المطلوب", "مدة السداد", "القسط الشهري", "نسبة الفائدة"],
             [d.amount(2000, 5000, "ar", style="int"), d.D("18 شهرا"), d.amount(130, 320, "ar", style="milli"),
              d.D("2,1 % شهريا")]])
    x.p("الضامن", bold=True)
    x.table([["الاسم واللقب", "ب.ت.و", "الهاتف", "الصلة"],
             [d.name(guarantor, "ar"), d.cin(), d.mobile(), "الأخ"]])
    x.p(f"رأي المكلف بالقروض: المنتفعة جادة ولها خبرة في تربية الماشية، والزيارة الميدانية بتاريخ "
        f"{d.date('ar', 'slash')} أكدت توفر الإسطبل. نقترح الموافقة.")
    x.p(f"المكلف بالقروض: {d.name(officer, 'ar')}")
    return x


def micro_fr(d):
    client, spouse, officer = d.person("client", "f"), d.person("spouse", "m"), d.person("officer")
    kid1, kid2 = d.person("kid1", family=spouse), d.person("kid2", family=spouse)
    illness, treatment = (d.S("HEALTH", v) for v in d.pick(SPOUSE_ILLNESS))
    return [
        f"# Fiche d'évaluation — agent de crédit ({d.D('Microcred Sahel')})",
        "",
        f"**Dossier :** {d.ref('MC-2025-####')} — **Visite du :** {d.date('fr', 'long')}  ",
        f"**Cliente :** {d.name(client, 'upfirst')}, CIN {d.cin()}, tél. {d.mobile()}  ",
        f"**Adresse du domicile :** {d.address('fr', shape='cite')}",
        "",
        "## Composition du ménage",
        "",
        f"- Époux : {d.name(spouse)}, journalier agricole, sans couverture sociale ;",
        f"- Enfants : {d.first(kid1)} ({d.dob('fr', 'slash', years=(2009, 2013))}) et "
        f"{d.first(kid2)} ({d.dob('fr', 'slash', years=(2014, 2019))}), scolarisés.",
        "",
        "## Situation",
        "",
        f"L'époux souffre d'une {illness} et suit {treatment} à l'hôpital régional, ce qui limite ses jours "
        "de travail. La cliente tient un petit atelier de couture à domicile (deux machines) et livre des "
        "tenues scolaires aux familles du quartier.",
        "",
        *md_table(["Poste", "Montant mensuel"],
                  [["Recettes de l'atelier", d.amount(600, 1100, "fr", style="int", cur="DT")],
                   ["Charges du ménage", d.amount(450, 800, "fr", style="int", cur="DT")],
                   ["Capacité de remboursement retenue", d.amount(120, 220, "fr", style="int", cur="DT")]]),
        "",
        f"Garantie proposée : tricycle utilitaire immatriculé {d.plate('tu')}, au nom de l'époux.",
        "",
        f"**Avis :** favorable pour un prêt de {d.amount(2500, 4500, 'fr', style='int', cur='DT')} sur "
        f"{d.D('24 mois')}. — {d.name(officer, 'up')}",
    ]


def micro_mixed(d):
    client, agent, supervisor = d.person("client", "m"), d.person("agent"), d.person("supervisor")
    bank = d.pick(BANKS)
    call = d.day()
    after = lambda days: d.date("fr", "slash", day=call + datetime.timedelta(days=days))
    return [
        "SUIVI DE RECOUVREMENT — NOTE D'ENTRETIEN",
        f"Dossier {d.ref('MF-24-#####')} / agence {d.town()[0]}",
        f"Client : {d.name(client, 'upfirst')} ({d.name(client, 'ar')}) — CIN {d.cin()}",
        f"Retard constaté : {d.D('3 échéances')}, soit {d.amount(400, 900, 'fr', style='sp', cur='DT')}",
        "",
        f"Appel du {after(0)} au {d.mobile('dash')} :",
        "Le client explique qu'il a été immobilisé pendant deux mois. Ses mots :",
        "  \"ya si, ena tay7 w 3andi kasra fi sa9i, ma najamtech nekhdem, ama taw bdit nrja3 chwaya chwaya\"",
        f"Certificat médical reçu par WhatsApp : {d.health('fracture')}, plâtre retiré le {after(-d.num(5, 20))}.",
        "",
        "Proposition : rééchelonnement du reliquat sur 10 mois, première échéance reportée au mois prochain.",
        "",
        *txt_table(["Échéance", "Date", "Montant"],
                   [[f"{k}/10", after(30 * k), d.amount(60, 110, "fr", style="sp", cur="DT")] for k in (1, 2, 3)]),
        "  (...)",
        f"Nouveau compte de prélèvement communiqué par le client : {d.rib(bank=bank)} ({d.D(bank.short)}).",
        f"Ancien compte clôturé — ne plus utiliser la référence {d.bad_rib()}.",
        "",
        "ملاحظة المشرف: نوافق على إعادة الجدولة بشرط خلاص القسط الأول في أجله، ويتم إعلام الحريف كتابيا.",
        f"Agent : {d.name(agent)}     Superviseur : {d.name(supervisor, 'ar')}",
    ]


# ============================================================ 12. hall booking


def hall_mixed(d):
    groom, bride, payer, clerk = d.person("groom", "m"), d.person("bride", "f"), d.person("payer"), d.person("clerk")
    grandma = d.person("grandmother", "f")
    hall = d.D("Salle des fêtes Le Palmier d'Or")
    return [
        f"{hall} — BON DE RÉSERVATION n° {d.ref('####')}",
        "-" * 56,
        f"Événement : mariage (soirée du henné + 3ors) — date : {d.date('fr', 'long', years=(2025, 2026))}",
        f"Mariés : {d.name(groom)} & {d.name(bride)}",
        f"Réservé par : {d.name(payer, 'upfirst')} (CIN {d.cin()}) — tél. {d.mobile()}",
        f"Nombre d'invités : {d.D('350 personnes')} — formule : {d.D('menu Prestige')}",
        f"Acompte versé : {d.amount(2000, 4000, 'fr', style='int', cur='DT')} par carte {d.card()}",
        f"Reste à payer : {d.amount(6000, 12000, 'fr', style='int', cur='DT')} au plus tard 15 jours avant.",
        "",
        "Notes de l'employée (à l'oral avec la famille) :",
        "- el 3roussa t7eb el kousha 3al ymin, w el DJ mta3hom houma",
        "- العروس طلبت طاولة خاصة قريبة من الباب للجدة",
        f"- jadda mta3ha {d.first(grandma)} fi koursi roulant — {d.health('mobility')} — "
        "lazem rampe w toilette adaptée",
        "- pas de feux d'artifice à l'intérieur (règlement de la salle)",
        f"- parking : karhbet el 3rouss {d.plate('tu')}, w karhbet khal el 3roussa {d.plate('rs')} (jey mel Italie), "
        f"w el famille eli jeya mel Jazayer b karhbethom {d.plate('dz')}",
        "",
        f"Enregistré par : {d.name(clerk)} — le {d.date('fr', 'slash')}",
    ]


def hall_fr(d):
    client, manager = d.person("client"), d.person("manager")
    hall_company = d.D("Dar El Wafa Événements SARL")
    bank = d.pick(BANKS)
    x = Docx()
    x.heading(f"{hall_company} — CONTRAT DE RÉSERVATION DE SALLE")
    x.field("Contrat n° ", d.ref("DW-25-###"), " — établi le ", d.date("fr", "slash"))
    x.p("Entre la société ", (hall_company, True), gx(manager, ", représentée par son gérant ",
                                                        ", représentée par sa gérante "), d.name(manager, "up"),
        ", ci-après « le prestataire », et :")
    x.table([["Client(e)", d.name(client, "upfirst")],
             ["CIN", d.cin()],
             ["Adresse", d.address("fr")],
             ["Téléphone", d.mobile()],
             ["E-mail", d.email(client)]], header=False)
    x.p("Objet : mise à disposition de la grande salle (capacité ", d.D("450 personnes"),
        ") pour une réception de fiançailles le ", d.date("fr", "long", years=(2025, 2026)),
        " de ", d.time("fr"), " à minuit.")
    x.table([["Prestation", "Prix"],
             ["Location de la salle", d.amount(3500, 6000, "fr", style="sp", cur="DT")],
             ["Traiteur (par personne)", d.amount(35, 60, "fr", style="sp", cur="DT")],
             ["Décoration florale", d.amount(800, 1800, "fr", style="sp", cur="DT")]])
    x.p("Le solde est payable par virement au compte du prestataire ", d.rib(bank=bank, style="groups"),
        " ouvert auprès de ", d.D(bank.name_fr), ", au plus tard dix jours avant la date de l'événement.")
    x.p("Acompte réglé par carte — autorisation de paiement TPE n° ", d.bad_card(), ".")
    x.p("En cas d'annulation moins de soixante jours avant la date, l'acompte reste acquis au prestataire.")
    x.p(f"Lu et approuvé — le client : {d.name(client, 'initial')}          "
        f"{gx(manager, 'Le gérant', 'La gérante')} : {d.name(manager, 'initial')}")
    return x


def hall_en(d):
    organiser, coordinator = d.person("organiser", foreign=True), d.person("coordinator")
    hotel = d.D("Hotel Medina Belisaire & Thalasso")
    company = d.D(d.pick(FOREIGN_COMPANIES))
    cc = d.pick(["DE", "FR", "GB"])
    return [
        f"# Booking confirmation — {hotel}",
        "",
        f"**Event:** {company} regional sales seminar  ",
        "**Dates:** {} to {}  ".format(*d.period("en", "long", (1, 1), (2025, 2025))),
        f"**Confirmation No.:** {d.ref('EVT-####-@@')}",
        "",
        "## Organiser",
        "",
        f"- Name: {d.name(organiser)}",
        f"- Passport: {d.passport_foreign(cc)}",
        f"- Mobile: {d.phone_foreign(cc)}",
        f"- Email: {d.email(organiser, domain='events.example.org', style='f.l')}",
        "",
        "## Rooms and services",
        "",
        *md_table(["Item", "Quantity", "Unit price", "Total"],
                  [["Conference hall Carthage (theatre setup)", d.D("2 days"),
                    d.amount(1800, 2600, "en"), d.amount(3600, 5200, "en")],
                   ["Coffee breaks", d.D("4 x 60 pax"), d.amount(9, 15, "en"), d.amount(2100, 3600, "en")],
                   ["Gala dinner", d.D("60 pax"), d.amount(70, 110, "en"), d.amount(4200, 6600, "en")]]),
        "",
        f"A deposit of {d.D('30 %')} is due on signature. Refunds, if any, will be paid to "
        f"{d.iban_foreign('FR' if cc == 'FR' else 'DE')}.",
        "",
        f"Your on-site coordinator is {d.name(coordinator)} ({d.mobile('intl')}), available from 7:30 am on both days.",
        "One participant uses a wheelchair; step-free access to the hall and an adapted room on the ground floor "
        "have been reserved.",
        "",
        f"Parking: two participants arrive by ferry with their own cars, registered {d.plate('fr')} (France) and "
        f"{d.plate('it')} (Italy); spaces are reserved near the conference entrance.",
    ]


# ========================================================== 13. expense report


def expense_fr(d):
    rows = [["Date", "Collaborateur", "Matricule", "Nature", "Montant (DT)", "Véhicule", "Carte société",
             "Justificatif"]]
    people = [d.person(f"staff{i}") for i in range(3)]
    cards = [d.card("groups") for _ in people]
    plates = [d.plate("tu") for _ in people]
    natures = ["Carburant", "Péage autoroute A1", "Repas client", "Hôtel (1 nuit)", "Parking", "Carburant",
               "Taxi", "Fournitures"]
    for i, nature in enumerate(natures):
        k = i % 3
        rows.append([d.date("fr", "slash"), d.name(people[k], "upfirst"), d.ref("MAT-###"), nature,
                     d.D(f"{d.num(8, 420)},{d.pick(['000', '500', '250', '800'])}"),
                     plates[k] if nature in ("Carburant", "Péage autoroute A1", "Parking") else "",
                     cards[k], d.ref("NDF-25-####")])
    rows.append(["", "", "", "Total validé", d.amount(900, 1600, "fr", style="sp", cur="DT"), "",
                 "Réf. virement de remboursement", d.bad_rib()])
    return Csv(rows, ";")


def expense_en(d):
    emp, manager = d.person("employee"), d.person("manager")
    trip = d.day()
    on = lambda k, style: d.date("en", style, day=trip + datetime.timedelta(days=k))   # day k of the trip
    return [
        "# Expense claim — business trip",
        "",
        f"**Employee:** {d.name(emp)}  ",
        f"**Employee ID:** {d.ref('E-####')}  ",
        f"**Trip:** Tunis → Lyon, {on(0, 'long')} to {on(3, 'long')}  ",
        f"**Purpose:** supplier audit, purchase order {d.ref('PO-25-#####')}",
        "",
        *md_table(["Date", "Item", "Amount", "Paid with"],
                  [[on(0, "iso"), "Flight TUN-LYS (return)", d.amount(900, 1400, "en"), "company travel agent"],
                   [on(3, "iso"), "Hotel, 3 nights", d.amount(350, 600, "en", cur="EUR"),
                    f"corporate card {d.card('groups')}"],
                   [on(2, "iso"), "Taxis", d.amount(40, 90, "en", cur="EUR"), "cash"],
                   [on(1, "iso"), "Emergency clinic visit", d.amount(120, 260, "en", cur="EUR"), "own card"]]),
        "",
        f"Note: the clinic visit was for {d.health('acute')}; the receipt is attached and the amount is "
        "claimed under the travel insurance as well, reference below.",
        f"Insurance claim reference: {d.ref('AXT-########')}",
        "",
        f"Reimbursement to: {d.iban_tn(grouped=d.chance(0.5))}",
        "",
        f"Approved by: {d.name(manager, 'upfirst')}, Head of Quality — {d.date('en', 'slash')}",
    ]


def expense_ar(d):
    agent, chief = d.person("agent"), d.person("chief")
    ministry = d.D("وزارة الفلاحة والموارد المائية والصيد البحري")
    dest = d.town()
    x = Docx(rtl=True)
    x.heading(ministry, size=24)
    x.heading("بطاقة مصاريف مأمورية")
    x.table([["الاسم واللقب", d.name(agent, "ar")],
             ["المعرف الوحيد بالصندوق الوطني للتقاعد والحيطة الاجتماعية", d.cnss("")],
             ["رقم بطاقة التعريف الوطنية", d.cin()],
             ["الرتبة", "متصرف مستشار"],
             ["وجهة المأمورية", f"{dest[1]} (الترقيم البريدي {d.D(dest[2])}) — متابعة مشروع حفر بئر عميقة"],
             ["وسيلة النقل", f"سيارة إدارية ذات الرقم المنجمي {d.plate('ar')}"]], header=False)
    x.table([["البيان", "العدد", "المبلغ"],
             ["منحة التنقل اليومية", d.D("3 أيام"), d.amount(90, 180, "ar", style="milli")],
             ["مصاريف الإقامة", d.D("ليلتان"), d.amount(120, 260, "ar", style="milli")],
             ["الوقود", d.D("45 لترا"), d.amount(100, 140, "ar", style="milli")]])
    x.p(f"يتم تحويل المبلغ الجملي إلى الحساب البنكي عدد {d.rib()} الراجع للعون.")
    x.p(f"مرجع الأمر بمأمورية: {d.ref('###/2025')} بتاريخ {d.date('ar', 'slash')}")
    x.p(f"رئيس المصلحة: {d.name(chief, 'ar')}")
    return x


# ================================================= 14. data-subject access request


def dsar_en(d):
    customer = d.person("customer")
    company = d.D("Sahel Assurances Vie")
    return [
        f"{d.name(customer)}",
        f"{d.address('en')}",
        f"{d.mobile('intl')} | {d.email(customer)}",
        "",
        f"To: the Data Protection Officer, {company}",
        f"Date: {d.date('en', 'long')}",
        "",
        "Subject: request for access to my personal data",
        "",
        "Dear Sir or Madam,",
        "",
        f"Under {d.D('Organic Law No. 2004-63')} on the protection of personal data, I ask you to tell me "
        "which data about me your company holds, where it came from, who it has been passed to and for how "
        "long it will be kept, and to send me a copy of it.",
        "",
        "To help you find my records:",
        f"  - national ID card: {d.cin()}",
        f"  - date of birth: {d.dob('en', 'us')}",
        f"  - policy number: {d.ref('VIE-########')}",
        f"  - previous address: {d.address('en')}",
        "",
        "I am particularly concerned by the medical questionnaire I completed when the policy was signed, in "
        f"which I declared {d.health('mental')}. I would like to know whether this information has been "
        "shared with any reinsurer or broker, and on what legal basis.",
        "",
        f"I look forward to your reply within the legal time limit. Should I receive none, I will refer the "
        f"matter to the {d.D('INPDP')}.",
        "",
        "Yours faithfully,",
        f"{d.name(customer, 'up')}",
    ]


def dsar_fr(d):
    client, dpo = d.person("client"), d.person("dpo")
    bank = d.pick(BANKS)
    x = Docx()
    x.heading(f"{d.D(bank.name_fr)} — Délégué à la protection des données")
    x.field("Nos réf. : ", d.ref("DPO/2025/###"), " — Vos réf. : courrier du ", d.date("fr", "long"))
    x.p(f"{gx(client, 'Monsieur', 'Madame')} {d.name(client, 'up')}")
    x.p(d.address("fr", shape="res"))
    x.p("Objet : réponse à votre demande d'accès aux données personnelles", bold=True)
    x.p(f"{gx(client, 'Monsieur', 'Madame')}, suite à votre demande, nous vous communiquons ci-dessous "
        "l'ensemble des données vous concernant enregistrées dans nos systèmes à la date de ce courrier.")
    x.table([["Catégorie", "Donnée enregistrée", "Source"],
             ["Identité", d.name(client, "upfirst"), "ouverture de compte"],
             ["Pièce d'identité", f"CIN {d.cin()}", "ouverture de compte"],
             ["Date de naissance", d.dob("fr", "long"), "ouverture de compte"],
             ["Téléphone", d.mobile(), "mise à jour en agence"],
             ["Courriel", d.email(client), "banque en ligne"],
             ["Compte", d.rib(bank=bank), "système central"],
             ["Carte", d.card(), "monétique"],
             ["Employeur", d.D(d.pick(COMPANIES)), "domiciliation de salaire"]])
    x.p("Ces données sont conservées pendant toute la durée de la relation puis dix ans après sa clôture, "
        f"conformément à l'{d.D('article 62 du Code de commerce')} et aux règles de la "
        f"{d.D('Banque Centrale de Tunisie')}.")
    x.p(f"Numéro de suivi de votre demande : {d.bad_card(grouped=False)}. Pour toute question, vous pouvez "
        f"écrire à {d.D('dpo@banque.example.tn')}.")
    x.p(f"{d.name(dpo)}, délégué{gx(dpo, '', 'e')} à la protection des données")
    return x


def dsar_ar(d):
    emp, hr = d.person("employee"), d.person("hr")
    company = d.D(d.pick(COMPANIES_AR))
    g = lambda m, f: gx(emp, m, f)
    return [
        "# مطلب نفاذ إلى المعطيات الشخصية",
        "",
        f"**من:** {d.name(emp, 'ar_nasab')}  ",
        f"**رقم بطاقة التعريف الوطنية:** {d.cin()}  ",
        f"**العنوان:** {d.address('ar')}  ",
        f"**الهاتف:** {d.mobile()}",
        "",
        f"**إلى:** السيد{gx(hr, '', 'ة')} {d.name(hr, 'ar')}، مدير{gx(hr, '', 'ة')} الموارد البشرية ب{company}",
        "",
        "## الموضوع: طلب نسخة من ملفي الإداري والطبي",
        "",
        f"بصفتي {g('عونا', 'عونة')} بالشركة منذ سنوات، وعملا بأحكام {d.D('القانون الأساسي عدد 63 لسنة 2004')} "
        "المتعلق بحماية المعطيات الشخصية، أطلب منكم تمكيني من نسخة من جميع المعطيات المتعلقة بي والمحفوظة "
        "لديكم، وخاصة:",
        "",
        "1. ملفي الإداري كاملا بما فيه التقييمات السنوية؛",
        f"2. الشهائد الطبية التي قدمتها سنة {d.D('2023')} والمتعلقة بإصابتي ب{d.health('mental')} "
        f"وتناولي {d.health('psy_treat')}؛",
        "3. قائمة الأشخاص أو الجهات التي اطلعت على هذه الوثائق.",
        "",
        f"كما أطلب تصحيح تاريخ ولادتي المسجل خطأ في منظومة الأجور، والصحيح هو {d.dob('ar', 'slash')}.",
        "",
        "وفي صورة عدم الرد في الآجال القانونية سأضطر إلى رفع الأمر إلى "
        f"{d.D('الهيئة الوطنية لحماية المعطيات الشخصية')}.",
        "",
        f"التاريخ: {d.date('ar', 'long')}  ",
        f"الإمضاء: {d.name(emp, 'ar')}",
    ]


# ================================================== 15. general assembly minutes


def agm_fr(d):
    company = d.D(d.pick(COMPANIES))
    partners = [d.person(f"partner{i}") for i in range(3)]
    auditor, manager = d.person("auditor"), partners[0]
    shares = [d.num(200, 600) for _ in partners]
    return [
        f"# {company}",
        f"Société à responsabilité limitée au capital de {d.amount(50, 500, 'fr', style='int', cur='000 DT')}",
        "",
        "## Procès-verbal de l'assemblée générale ordinaire",
        "",
        f"Le {d.date('fr', 'long', years=(2025, 2025))}, à {d.time('fr')}, les "
        "associés se sont réunis au siège social sur convocation de la gérance.",
        "",
        "### Feuille de présence",
        "",
        *md_table(["Associé", "CIN", "Adresse", "Parts sociales"],
                  [[d.name(p, "upfirst"), d.cin(), d.address("fr"), d.D(f"{s} parts")]
                   for p, s in zip(partners, shares)]),
        "",
        f"La séance est présidée par {d.name(partners[1])}, associé{gx(partners[1], '', 'e')} ; "
        f"{d.name(partners[2])} est désigné{gx(partners[2], '', 'e')} secrétaire. "
        f"Le commissaire aux comptes, {gx(auditor, 'M.', 'Mme')} {d.name(auditor, 'up')}, assiste à la réunion.",
        "",
        "### Résolutions",
        "",
        f"1. L'assemblée approuve les états financiers de l'exercice {d.D('2024')} faisant apparaître un "
        f"bénéfice net de {d.amount(40000, 250000, 'fr', style='sp', cur='DT')}. *Adoptée à l'unanimité.*",
        f"2. Le bénéfice est affecté à hauteur de {d.D('5 %')} à la réserve légale, le solde étant reporté à nouveau.",
        f"3. L'assemblée renouvelle le mandat de {gx(manager, 'gérant', 'gérante')} de {d.name(manager, 'fr_nasab')}, "
        f"{gx(manager, 'né', 'née')} le {d.dob('fr', 'long')}, pour une durée de trois ans, conformément à "
        f"l'{d.D('article 12 des statuts')}.",
        "4. Tous pouvoirs sont donnés au porteur d'une copie du présent procès-verbal pour accomplir les "
        "formalités d'enregistrement et de publicité.",
        "",
        "Plus rien n'étant à l'ordre du jour, la séance est levée.",
        "",
        *md_table(["Le président", "Le secrétaire"], [[d.name(partners[1], "up"), d.name(partners[2], "up")]]),
    ]


def agm_ar(d):
    assoc = d.D("جمعية أحباء المكتبة العمومية")
    members = [d.person(f"member{i}") for i in range(5)]
    roles = [("رئيس", "رئيسة"), ("نائب الرئيس", "نائبة الرئيس"), ("كاتب عام", "كاتبة عامة"),
             ("أمين مال", "أمينة مال"), ("عضو", "عضوة")]
    bank = d.pick(BANKS)
    lines = [
        assoc,
        "",
        "محضر جلسة عامة عادية",
        "",
        f"انعقدت يوم {d.date('ar', 'long')} على الساعة {d.time('ar')} بمقر الجمعية الجلسة العامة العادية "
        f"بحضور {d.D('27 عضوا')} من أصل {d.D('41 عضوا')}، وبذلك توفر النصاب القانوني.",
        f"{gx(members[0], 'ترأس', 'ترأست')} الجلسة {d.name(members[0], 'ar')} "
        f"{gx(members[2], 'وتولى', 'وتولت')} كتابتها {d.name(members[2], 'ar')}.",
        "",
        "جدول الأعمال:",
        "  1. التقرير الأدبي",
        "  2. التقرير المالي",
        "  3. انتخاب هيئة مديرة جديدة",
        "",
        "التقرير المالي:",
        f"قدم أمين المال رصيد الحساب الجاري للجمعية عدد {d.rib(bank=bank)} المفتوح لدى {d.D(bank.name_ar)}، "
        f"والبالغ {d.amount(3000, 12000, 'ar', style='milli')} في موفى السنة، وصودق عليه بالإجماع.",
        "",
        f"نتائج الانتخابات (طبقا لأحكام {d.D('المرسوم عدد 88 لسنة 2011')}):",
    ]
    for role, m in zip(roles, members):
        lines.append(f"  - {gx(m, *role)}: {d.name(m, 'ar_nasab')}، ب.ت.و {d.cin()}، الهاتف {d.mobile('local')}")
    lines += [
        "",
        f"وقد تقرر رفع معلوم الانخراط السنوي إلى {d.amount(20, 40, 'ar', style='int')} ابتداء من السنة القادمة.",
        "",
        f"{gx(members[0], 'الرئيس', 'الرئيسة')}: {d.name(members[0], 'ar')}          "
        f"{gx(members[2], 'الكاتب العام', 'الكاتبة العامة')}: {d.name(members[2], 'ar')}",
    ]
    return lines


def agm_en(d):
    company = d.D("Nordhaven Logistics Tunisia SA")
    seller, buyer = d.person("seller"), d.person("buyer", foreign=True)
    chair, proxy = d.person("chair"), d.person("proxy")
    x = Docx()
    x.heading(company)
    x.heading("MINUTES OF THE EXTRAORDINARY GENERAL MEETING", size=26)
    x.p(f"Held on {d.date('en', 'long', years=(2025, 2025))} at {d.time('en')} at the registered office, "
        "Les Berges du Lac, Tunis.")
    x.table([["Shareholder", "ID document", "Shares", "Represented by"],
             [d.name(seller, "up"), f"CIN {d.cin()}", d.D("12,000 shares"), "in person"],
             [d.name(buyer, "up"), f"Passport {d.passport_foreign('DE')}", d.D("30,000 shares"),
              f"{d.name(proxy)} (proxy)"],
             [d.D("Nordhaven Holding BV"), "—", d.D("58,000 shares"), d.name(chair)]])
    x.p(f"The meeting was chaired by {d.name(chair)}. The chair noted that shareholders holding "
        f"{d.D('100 %')} of the share capital were present or represented.")
    x.p("First resolution", bold=True)
    x.p(f"The meeting approves the transfer of 12,000 shares held by {d.name(seller)} to {d.name(buyer)} at a price of "
        f"{d.amount(90000, 180000, 'en')}, payable to the seller's account {d.iban_tn(grouped=True)}.")
    x.p("Second resolution", bold=True)
    x.p(f"{d.name(buyer)}, born on {d.dob('en', 'long')}, residing at {d.address('en', shape='res')}, is appointed "
        f"director for three years; mobile {d.mobile('intl')}, email {d.email(buyer)}.")
    x.p(f"Both resolutions were adopted unanimously. Registration fees of {d.amount(150, 400, 'en')} are "
        "borne by the company.")
    x.p(f"Chair: {d.name(chair, 'up')}          Secretary: {d.name(proxy, 'up')}")
    return x


# ============================================================ 16. transfer order


def transfer_fr(d):
    payer, payee = d.person("payer"), d.person("payee")
    bank_a, bank_b = d.pick(BANKS), d.pick(BANKS)
    return [
        f"{d.D(bank_a.name_fr)}",
        f"Agence {d.town()[0]}",
        "",
        "ORDRE DE VIREMENT PERMANENT",
        "",
        f"Je soussigné{gx(payer, '', 'e')}, {d.name(payer, 'up')}, titulaire du compte n° "
        f"{d.rib(bank=bank_a, style='plain')},",
        f"CIN {d.cin()}, demeurant {d.address('fr', multiline=True)},",
        f"téléphone {d.mobile('local')},",
        "",
        "vous prie de bien vouloir virer chaque mois, à compter du "
        f"{d.date('fr', 'long')} et jusqu'à nouvel ordre, la somme de "
        f"{d.amount(300, 1500, 'fr', style='dot', cur='DT')}",
        f"au profit de : {d.name(payee, 'upfirst')}",
        f"compte n° {d.iban_tn(bank=bank_b, grouped=False)} ouvert auprès de {d.D(bank_b.name_fr)},",
        f"motif : pension mensuelle / réf. {d.ref('VP-####')}.",
        "",
        f"Numéro d'opération attribué par l'agence : {d.bad_rib()}",
        f"Frais par virement : {d.D('1,500 DT')} HT.",
        "",
        f"Fait à {d.town()[0]}, le {d.date('fr', 'slash')}",
        f"Signature : {d.name(payer, 'initial')}",
    ]


def transfer_en(d):
    rows = [["seq", "beneficiary_name", "iban", "amount", "currency", "reference", "notify_email"]]
    company = d.D("Medina Soft SUARL")
    for i in range(7):
        p = d.person(f"beneficiary{i}", foreign=(i == 6))
        iban = d.iban_foreign(d.pick(["FR", "DE"])) if i == 6 else d.iban_tn(grouped=d.chance(0.3))
        rows.append([str(i + 1), d.name(p, "up" if i % 2 else "fr"), iban,
                     d.D(f"{d.num(900, 4200)}.{d.pick(['000', '500', '250'])}"), "EUR" if i == 6 else "TND",
                     d.ref("FEE-2025-0#-###"), d.email(p, domain="web.de" if i == 6 else None)])
    rows.append(["batch", company, d.bad_rib(), d.amount(9000, 20000, "en"), "", d.ref("BATCH-####"), ""])
    return Csv(rows, ",")


def transfer_mixed(d):
    client, payee = d.person("client"), d.person("payee", foreign=True)
    bank = d.pick(BANKS)
    x = Docx()
    x.heading(f"{d.D(bank.name_fr)} — {bank.name_ar}")
    x.heading("Ordre de transfert en devises — أمر بتحويل عملة إلى الخارج", size=26)
    x.field("N° / عدد : ", d.ref("TR-25-######"), "  —  Date / التاريخ : ", d.date("fr", "slash"))
    x.table([["Donneur d'ordre / الآمر بالتحويل", ""],
             ["Nom et prénom", d.name(client, "up")],
             ["الاسم واللقب", d.name(client, "ar")],
             ["CIN / ب.ت.و", d.cin()],
             ["Passeport / جواز السفر", d.passport_tn()],
             ["Adresse / العنوان", d.address("fr")],
             ["Compte débité / الحساب المدين", d.rib(bank=bank)]], header=False)
    x.table([["Bénéficiaire / المستفيد", ""],
             ["Nom", d.D("Clinique des Alpes — service des admissions internationales")],
             ["À l'attention de", d.name(payee)],
             ["IBAN", d.iban_foreign("FR")],
             ["Montant / المبلغ", d.amount(8000, 25000, "en", cur="EUR")]], header=False)
    x.p(f"Motif / سبب التحويل : frais de soins médicaux à l'étranger — prise en charge : "
        f"{d.health('serious')}, pour le donneur d'ordre (devis n° {d.ref('DV-####')}).")
    x.p(f"وقع التحويل في إطار {d.D('منشور البنك المركزي عدد 2018-14')} المتعلق بالتحويلات بعنوان العلاج.")
    x.p(f"Signature du client / إمضاء الحريف : {d.name(client, 'initial')}")
    return x


# ====================================================================== plan

PLAN = [
    ("court_judgment", [("fr", "txt", judgment_fr), ("ar", "txt", judgment_ar), ("mixed", "docx", judgment_mixed)]),
    ("employment_certificate", [("fr", "docx", employment_cert_fr), ("ar", "md", employment_cert_ar),
                                ("en", "txt", employment_cert_en)]),
    ("bank_guarantee", [("fr", "md", guarantee_fr), ("en", "docx", guarantee_en), ("mixed", "txt", guarantee_mixed)]),
    ("telemedicine_note", [("fr", "txt", telemed_fr), ("ar", "docx", telemed_ar), ("en", "md", telemed_en)]),
    ("occupational_health", [("fr", "docx", occupational_fr), ("mixed", "md", occupational_mixed),
                             ("ar", "csv", occupational_ar)]),
    ("transcript_request", [("en", "txt", transcript_en), ("fr", "csv", transcript_fr), ("ar", "docx", transcript_ar)]),
    ("supplier_onboarding", [("fr", "csv", supplier_fr), ("en", "docx", supplier_en), ("mixed", "md", supplier_mixed)]),
    ("leave_request", [("ar", "txt", leave_ar), ("fr", "md", leave_fr), ("mixed", "docx", leave_mixed)]),
    ("car_rental", [("fr", "docx", rental_fr), ("en", "csv", rental_en), ("ar", "txt", rental_ar)]),
    ("mobile_subscription", [("fr", "txt", mobile_fr), ("ar", "md", mobile_ar), ("mixed", "csv", mobile_mixed)]),
    ("microfinance_file", [("ar", "docx", micro_ar), ("fr", "md", micro_fr), ("mixed", "txt", micro_mixed)]),
    ("hall_booking", [("mixed", "txt", hall_mixed), ("fr", "docx", hall_fr), ("en", "md", hall_en)]),
    ("expense_report", [("fr", "csv", expense_fr), ("en", "md", expense_en), ("ar", "docx", expense_ar)]),
    ("data_access_request", [("en", "txt", dsar_en), ("fr", "docx", dsar_fr), ("ar", "md", dsar_ar)]),
    ("agm_minutes", [("fr", "md", agm_fr), ("ar", "txt", agm_ar), ("en", "docx", agm_en)]),
    ("transfer_order", [("fr", "txt", transfer_fr), ("en", "csv", transfer_en), ("mixed", "docx", transfer_mixed)]),
]


def generate(seed, out, names_dir=DEFAULT_NAMES_DIR, corpus_manifest=DEFAULT_CORPUS_MANIFEST):
    forge = NameForge(load_blocked(names_dir, corpus_manifest))
    os.makedirs(out, exist_ok=True)
    manifest, index = [], 0
    for kind, variants in PLAN:
        for lang, fmt, build in variants:
            index += 1
            d = Doc(seed, index, kind, lang, fmt, forge)
            data, text = render(build(d), fmt)
            fname = f"{index:03d}_{kind}_{lang}.{fmt}"
            with open(os.path.join(out, fname), "wb") as f:
                f.write(data)
            manifest.append(d.entry(fname, text))
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=DEFAULT_NAMES_DIR)
    ap.add_argument("--corpus-manifest", default=DEFAULT_CORPUS_MANIFEST)
    a = ap.parse_args(argv)
    manifest = generate(a.seed, a.out, a.names_dir, a.corpus_manifest)
    n_sens = sum(len(e["sensitive"]) for e in manifest)
    n_dec = sum(len(e["decoys"]) for e in manifest)
    print(f"wrote {len(manifest)} documents, {n_sens} sensitive values, {n_dec} decoys to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
