#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Twelfth held-out test-document generator for Caviard (16 new document kinds).

Provenance
----------
Written independently of the detector and of every other generator.  The only
project files read while writing it were ../shared/README.md,
../shared/corpus/README.md (manifest format, value types, decoy rules),
../shared/eval/score.py (normalisation and matching rules) and
tests/generalisation/test_gen_tenth.py (only for its testing approach).
Everything else is invented here: the 16 document kinds, their wording in
French, Arabic and English, the layouts, the people (names are assembled from
syllables at run time), addresses, identifiers, amounts and references.
Identifiers are synthetic but syntactically valid where the corpus README gives
a rule (RIB key, IBAN mod-97, card Luhn); decoys that look like them fail
those checks on purpose.

At run time the script reads the name lists (*.txt of --names-dir), the PERSON
values of --corpus-manifest and its own source text only to REFUSE candidate
names: a candidate is drawn again (from its own stream) when one of its folded
parts, particles excepted, occurs in any of them.  Nothing from those files is
printed or written.

Usage
-----
    python3 tests/generalisation/gen_twelfth.py --seed N --out DIR \
        [--names-dir D] [--corpus-manifest M]

Defaults: --names-dir <repo>/crates/caviard/data/names and --corpus-manifest
<repo>/../shared/corpus/manifest.json, both resolved relative to this script.
Writes 48 documents (16 kinds x 3 language/format variants) and DIR/manifest.json
in the corpus manifest format.

Randomness
----------
The output is a pure function of --seed and of the refusal lists.  Every draw
comes from random.Random seeded with a string: "gen_twelfth/<seed>/<doc>/doc#<k>"
for the document body (k = attempt; an attempt whose decoys would overlap or
contain a sensitive value is discarded) and "gen_twelfth/<seed>/<doc>/name:<slot>"
for each person.  String seeds do not depend on PYTHONHASHSEED; nothing reads
the clock.
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

# ---------------------------------------------------------------- text helpers
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
TO_AR = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}


def fold(s):
    s = unicodedata.normalize("NFKC", s)
    s = AR_DIAC.sub("", s)
    s = "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
    s = unicodedata.normalize("NFC", s).casefold()
    return s.translate({ord("ة"): "ه", ord("ى"): "ي"})


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def norm(s):
    s = unicodedata.normalize("NFKC", s).translate(TO_ASCII)
    return re.sub(r"\s+", " ", AR_DIAC.sub("", s).casefold()).strip()


def compact(s):
    return re.sub(r"[\W_]+", "", norm(s))


def arabic_digits(s):
    return s.translate(TO_AR)


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def asciify(s):
    s = "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
    return re.sub(r"[^a-z]", "", s.lower())


TRANSLIT = {"ا": "a", "ب": "b", "ت": "t", "ث": "th", "ج": "j", "ح": "h", "خ": "kh", "د": "d", "ذ": "dh",
            "ر": "r", "ز": "z", "س": "s", "ش": "ch", "ص": "s", "ض": "dh", "ط": "t", "ظ": "dh", "ع": "a",
            "غ": "gh", "ف": "f", "ق": "k", "ك": "k", "ل": "l", "م": "m", "ن": "n", "ه": "h", "و": "ou",
            "ي": "i", "ة": "a", "ى": "a", "ء": "", "أ": "a", "إ": "i"}


def translit(s):
    s = s.replace(" ", "")
    if s.startswith("ال"):
        s = "el" + "".join(TRANSLIT.get(ch, "") for ch in s[2:])
    else:
        s = "".join(TRANSLIT.get(ch, "") for ch in s)
    return s


# ---------------------------------------------------------------- name syllables
TN_ON = ["Ka", "Sa", "Ha", "Ra", "Mou", "Na", "Fa", "Ta", "Ya", "Wa", "Ba", "Za", "Gha", "Kha", "Cha",
         "Dha", "Ja", "La", "Ma", "Sli", "Ne", "Ke", "Hou", "Ri", "Tou", "Be"]
TN_MID = ["d", "r", "l", "m", "b", "s", "n", "h", "z", "k", "f", "t", "dh", "ch", "gh", "ss", "jj", "mm", "nn"]
TN_M_END = ["ir", "en", "ed", "ez", "oub", "an", "em", "ar", "ad", "ek", "il", "ouan", "id", "af"]
TN_F_END = ["a", "ia", "ouda", "ena", "ira", "ima", "ila", "sa", "ya", "oua", "iba", "ouna", "ija"]
TN_L_ROOT = ["Zar", "Kal", "Mad", "Sel", "Tar", "Ham", "Gar", "Fad", "Jem", "Lab", "Nef", "Char", "Mez", "Rag",
             "Dab", "Tli", "Baz", "Ouer", "Sagh", "Khem", "Dra", "Gue", "Kous", "Mrab", "Haf", "Ferj"]
TN_L_MID = ["ga", "ka", "ma", "na", "ra", "ou", "a", "e", "za", "ba", "ta", "li", "mi"]
TN_L_SUF = ["oui", "aoui", "ouni", "ani", "i", "ssi", "lli", "ghi", "bi", "mi", "chi", "ri", "ine", "ouli"]
TN_L_PRE = ["", "", "", "", "Ben ", "El ", "Bou", "Ben "]
FR_M1 = ["Ger", "Lu", "Mar", "Thi", "Cle", "Ber", "Flo", "Gau", "Ro", "Syl", "Jo", "Au", "Ren", "Gil", "Tris"]
FR_M2 = ["vain", "bert", "cien", "ric", "mond", "land", "tin", "rand", "gis", "tan", "bin", "vel"]
FR_F2 = ["line", "nette", "rine", "lise", "phine", "sette", "delle", "mence", "laine", "ciane", "vie", "nie"]
FR_L1 = ["Le", "Du", "Ma", "Ro", "Be", "Ga", "Cha", "Fou", "Ver", "Lam", "Mor", "Ques", "Pel", "Tra"]
FR_L2 = ["rel", "quin", "bert", "niel", "chet", "vard", "rand", "teau", "nier", "lard", "mas", "gon", "vin", "card"]
FR_L3 = ["", "eau", "ier", "ot", "et", "on", "ard", "in"]
FR_PART = ["", "", "", "", "de ", "Le ", "du "]
FX_F1 = ["Ols", "Brin", "Tam", "Yu", "Ing", "Dar", "Mik", "Sve", "Pao", "Nia", "Os", "Kas", "Liv", "Hal", "Emm", "Jor"]
FX_F2 = ["ka", "en", "mir", "ika", "ro", "da", "lin", "vo", "me", "ja", "rik", "sa", "ton"]
FX_L1 = ["Kow", "Hal", "Yam", "Okon", "Stra", "Fitz", "Ber", "Lind", "Nak", "Var", "Ost", "Mur", "Pet", "Gren", "Alb"]
FX_L2 = ["al", "wor", "am", "ak", "vin", "ger", "qu", "sh", "el", "ov", "ick", "ham", "dor"]
FX_L3 = ["ski", "oto", "sky", "ald", "ist", "ima", "la", "son", "ley", "ez", "ini", "berg", "ton"]
AF_F1 = ["Ngo", "Kou", "Ama", "Ade", "Ban", "Ous", "Fat", "Tse", "Mba", "Ike", "Obi", "Sey", "Kad", "Ami"]
AF_F2 = ["ssa", "nde", "mba", "kou", "lou", "ye", "wu", "dou", "ta", "mi", "rou"]
AF_L1 = ["Diak", "Ouat", "Kon", "Mben", "Tra", "Nwa", "Ogu", "Sang", "Tou", "Cama", "Dem", "Bak"]
AF_L2 = ["ité", "ara", "ogo", "ama", "eke", "ouré", "ndi", "bélé", "oko", "issa"]
AR_ON = ["سا", "نا", "را", "ها", "فا", "كا", "ما", "يا", "زا", "جا", "طا", "حا", "نو", "مو", "سي", "زي", "لي",
         "شي", "بو", "دا", "وا", "غا", "نع", "سع"]
AR_MID = ["ل", "ر", "م", "ب", "د", "ن", "ز", "ف", "س", "ك", "ه", "ج", "ت"]
AR_M_END = ["ير", "يد", "ان", "يم", "ول", "اد", "ور", "يل", "ين", "اف", "يب"]
AR_F_END = ["ية", "ينة", "يرة", "ة", "اء", "ى", "يلة", "ونة", "يبة", "اية"]
AR_L_ROOT = ["زر", "قل", "مد", "سل", "طر", "حم", "قر", "فض", "جم", "لب", "نف", "مز", "رق", "دب", "بز", "ور", "صغ",
             "خم", "در", "قس", "فر", "شر", "عي", "كس"]
AR_L_MID = ["قا", "كا", "ما", "نا", "را", "و", "ا", "زا", "با", "تا", "لي", "مي", ""]
AR_L_SUF = ["وي", "اوي", "وني", "اني", "ي", "سي", "لي", "غي", "بي", "مي", "شي", "ري", "ين", "ولي"]
AR_L_PRE = ["ال", "ال", "", "", "", "بو", "بن "]


def ar_first(rng, g):
    return rng.choice(AR_ON) + rng.choice(AR_MID) + rng.choice(AR_M_END if g == "m" else AR_F_END)


def ar_last(rng):
    core = rng.choice(AR_L_ROOT) + rng.choice(AR_L_MID) + rng.choice(AR_L_SUF)
    core = core.replace("اا", "ا")
    return rng.choice(AR_L_PRE) + core


def lat_name(rng, origin, g):
    ch = rng.choice
    if origin == "tn":
        first = ch(TN_ON) + ch(TN_MID) + ch(TN_M_END if g == "m" else TN_F_END)
        father = ch(TN_ON) + ch(TN_MID) + ch(TN_M_END)
        pre = ch(TN_L_PRE)
        mid, suf = ch(TN_L_MID), ch(TN_L_SUF)
        if mid[-1] in "aeiou" and suf[0] in "aeiou":
            suf = suf[1:] if len(suf) > 1 and suf[1] not in "aeiou" else suf
            mid = mid if suf[0] not in "aeiou" else mid[:-1] or "r"
        core = ch(TN_L_ROOT) + mid + suf
        last = ("Bou" + core.lower()) if pre == "Bou" else pre + core
    elif origin == "fr":
        first = ch(FR_M1) + (ch(FR_M2) if g == "m" else ch(FR_F2))
        if rng.random() < 0.25:
            first = first.replace("e", "é", 1)
        father = ""
        last = ch(FR_PART) + ch(FR_L1) + ch(FR_L2) + ch(FR_L3)
    elif origin == "af":
        first = ch(AF_F1) + ch(AF_F2)
        father = ""
        last = ch(AF_L1) + ch(AF_L2)
    else:
        first = ch(FX_F1) + ch(FX_F2)
        if g == "f" and first[-1] not in "aeiou":
            first += ch(["a", "e"])
        father = ""
        last = ch(FX_L1) + ch(FX_L2) + ch(FX_L3)
    return first, last, father


# ---------------------------------------------------------------- places
STREETS_FR = ["Ibn Khaldoun", "Tahar Sfar", "Ali Belhouane", "des Jasmins", "de Marseille", "El Jazira",
              "de la Liberté", "Abou El Kacem Chebbi", "des Orangers", "Hédi Chaker", "d'Espagne", "Mongi Slim",
              "de Palestine", "des Oliviers", "Ibn Rachiq", "Alain Savary"]
STREETS_AR = ["ابن خلدون", "الطاهر صفر", "علي بلهوان", "الياسمين", "الجزيرة", "الحرية", "أبو القاسم الشابي",
              "البرتقال", "الهادي شاكر", "المنجي سليم", "فلسطين", "الزيتون", "ابن رشيق"]
CITIES = [("2080", "Ariana", "أريانة"), ("1004", "El Menzah", "المنزه"), ("3027", "Sfax", "صفاقس"),
          ("4051", "Sousse", "سوسة"), ("7000", "Bizerte", "بنزرت"), ("8050", "Hammamet", "الحمامات"),
          ("5000", "Monastir", "المنستير"), ("6000", "Gabès", "قابس"), ("3100", "Kairouan", "القيروان"),
          ("2070", "La Marsa", "المرسى"), ("2013", "Ben Arous", "بن عروس"), ("2010", "Manouba", "منوبة"),
          ("9000", "Béja", "باجة"), ("8000", "Nabeul", "نابل"), ("4100", "Médenine", "مدنين"),
          ("2036", "La Soukra", "السكرة")]
RESID = ["Les Pins", "El Amen", "Yasmine", "Les Palmiers", "Zephyr", "El Bousten", "Nour"]
RESID_AR = ["الأمان", "الياسمين", "النخيل", "البستان", "النور", "الصنوبر"]
MONTHS = {"fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
                 "octobre", "novembre", "décembre"],
          "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                 "October", "November", "December"],
          "ar": ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر",
                 "نوفمبر", "ديسمبر"]}
HEALTH = {
    "fr": ["diabète de type 1", "hypertension artérielle", "asthme sévère", "épilepsie", "dépression récurrente",
           "sclérose en plaques", "insuffisance rénale chronique", "polyarthrite rhumatoïde", "hépatite C",
           "maladie de Crohn", "trouble bipolaire", "cardiopathie ischémique", "lombosciatique chronique"],
    "en": ["type 2 diabetes", "severe asthma", "epilepsy", "major depressive disorder", "multiple sclerosis",
           "chronic kidney disease", "rheumatoid arthritis", "hepatitis B", "Crohn's disease", "bipolar disorder",
           "generalised anxiety disorder", "HIV infection", "coronary heart disease"],
    "ar": ["داء السكري", "ارتفاع ضغط الدم", "الربو المزمن", "الصرع", "الاكتئاب", "التصلب اللويحي",
           "القصور الكلوي المزمن", "التهاب المفاصل الروماتويدي", "التهاب الكبد الفيروسي", "مرض كرون",
           "اضطراب ثنائي القطب", "فقر الدم المنجلي"],
}
BANKS = [("01", "Arab Tunisian Bank", "البنك العربي لتونس"), ("03", "Banque Nationale Agricole", "البنك الوطني الفلاحي"),
         ("04", "Attijari Bank", "التجاري بنك"), ("05", "Banque de Tunisie", "بنك تونس"),
         ("07", "Amen Bank", "آمان بنك"), ("08", "BIAT", "البنك الدولي العربي لتونس"),
         ("10", "Société Tunisienne de Banque", "الشركة التونسية للبنك"), ("11", "UBCI", "الاتحاد البنكي"),
         ("14", "Banque de l'Habitat", "بنك الإسكان"), ("17", "La Poste Tunisienne", "البريد التونسي"),
         ("20", "BTK", "بنك تونس والكويت"), ("25", "Zitouna Bank", "بنك الزيتونة")]
DOMAINS = ["gmail.com", "yahoo.fr", "topnet.tn", "planet.tn", "outlook.fr", "hotmail.com", "gnet.tn",
           "laposte.net", "proton.me", "yahoo.com"]
INST_STREET = {"fr": ["avenue Habib Bourguiba", "avenue Mohamed V", "rue Charles de Gaulle", "avenue Habib Thameur"],
               "en": ["Habib Bourguiba Avenue", "Mohamed V Avenue", "Habib Thameur Avenue"],
               "ar": ["شارع الحبيب بورقيبة", "شارع محمد الخامس", "شارع الحبيب ثامر"]}


# ---------------------------------------------------------------- refusal lists
def load_refusals(names_dir, corpus_manifest):
    bad = set()
    for path in sorted(glob.glob(os.path.join(names_dir, "*.txt"))):
        with open(path, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                bad.update(tokens(line))
    if os.path.isfile(corpus_manifest):
        with open(corpus_manifest, encoding="utf-8") as fh:
            for d in json.load(fh):
                for s in d.get("sensitive", []):
                    if s.get("type") == "PERSON":
                        bad.update(tokens(s["value"]))
    with open(os.path.abspath(__file__), encoding="utf-8") as fh:
        bad.update(tokens(fh.read()))
    return bad


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, c, script, origin, g, first, last, father):
        self.c, self.script, self.origin, self.g = c, script, origin, g
        self.first, self.last, self.father = first, last, father

    def fn(self, style=None):
        c = self.c
        if self.script == "ar":
            style = style or c.ch(["std", "std", "ben"])
            if style == "ben":
                v = f"{self.first} {'بن' if self.g == 'm' else 'بنت'} {self.father} {self.last}"
            else:
                v = f"{self.first} {self.last}"
        else:
            opts = ["std", "caps", "rev", "caps"] + (["ben"] if self.origin == "tn" else [])
            style = style or c.ch(opts)
            if style == "caps":
                v = f"{self.first} {self.last.upper()}"
            elif style == "rev":
                v = f"{self.last.upper()} {self.first}"
            elif style == "all":
                v = f"{self.first} {self.last}".upper()
            elif style == "ben":
                link = "Ben" if self.g == "m" else c.ch(["Bent", "Ben"])
                v = f"{self.first} {link} {self.father} {self.last}"
            else:
                v = f"{self.first} {self.last}"
        return c.S("PERSON", v)

    def sn(self, caps=None):
        if caps is None:
            caps = self.script == "lat" and self.c.coin(0.3)
        return self.c.S("PERSON", self.last.upper() if caps else self.last)

    def gn(self):
        return self.c.S("PERSON", self.first)

    def title(self, lang=None):
        lang = lang or ("ar" if self.script == "ar" else ("en" if self.c.lang == "en" else "fr"))
        return {"fr": ("M.", "Mme"), "en": ("Mr", "Ms"), "ar": ("السيد", "السيدة")}[lang][self.g == "f"]

    def dr(self, lang=None):
        lang = lang or ("ar" if self.script == "ar" else "fr")
        if lang == "ar":
            return "الدكتور" if self.g == "m" else "الدكتورة"
        return "Dr"


# ---------------------------------------------------------------- per-document context
class Ctx:
    def __init__(self, gen, idx, k, lang, fmt):
        self.gen, self.idx, self.k, self.lang, self.fmt = gen, idx, k, lang, fmt
        self.r = random.Random(f"gen_twelfth/{gen.seed}/{idx}/doc#{k}")
        self.sens, self.decoys = [], []
        self.nslot = 0
        self.used = set()

    # randomness
    def ch(self, seq):
        return self.r.choice(seq)

    def rint(self, a, b):
        return self.r.randint(a, b)

    def coin(self, p=0.5):
        return self.r.random() < p

    def dig(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def L(self, fr, ar, en, mixed=None):
        return {"fr": fr, "ar": ar, "en": en}.get(self.lang, mixed if mixed is not None else f"{fr} / {ar}")

    # registration
    def S(self, t, v):
        if (t, v) not in self.sens:
            self.sens.append((t, v))
        return v

    def D(self, v):
        if v not in self.decoys:
            self.decoys.append(v)
        return v

    # people
    def person(self, script=None, origin="tn", g=None):
        if script is None:
            script = "ar" if self.lang == "ar" else ("ar" if self.lang == "mixed" and self.coin(0.5) else "lat")
        if g is None:
            g = self.ch("mf")
        slot = f"{self.nslot}" if self.k == 0 else f"{self.nslot}r{self.k}"
        self.nslot += 1
        rng = random.Random(f"gen_twelfth/{self.gen.seed}/{self.idx}/name:{slot}")
        bad = self.gen.refuse
        for _ in range(20000):
            if script == "ar":
                first, last, father = ar_first(rng, g), ar_last(rng), ar_first(rng, "m")
            else:
                first, last, father = lat_name(rng, origin, g)
            parts = name_parts(" ".join([first, last, father]))
            if any(len(t) < 4 for t in tokens(first + " " + last) if t not in PARTICLES):
                continue
            if len(set(parts)) < len(parts):
                continue
            if any(p in bad or p in self.used for p in parts):
                continue
            if any(p.startswith("ال") and p[2:] in bad for p in parts):
                continue
            self.used.update(parts)
            return Person(self, script, origin, g, first, last, father)
        raise RuntimeError("no acceptable name found")

    # identifiers
    def cin(self, arabic=None):
        d = self.ch("01") + self.dig(7)
        v = self.ch([d, d, f"{d[:2]} {d[2:5]} {d[5:]}", f"{d[:4]} {d[4:]}", f"{d[:2]}-{d[2:5]}-{d[5:]}"])
        if arabic is None:
            arabic = self.lang == "ar" and self.coin(0.4)
        return self.S("CIN", arabic_digits(v) if arabic else v)

    def passport(self, tn=False):
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if tn:
            v = self.ch("MNP") + self.dig(7)
        else:
            v = self.ch([self.ch(L) + self.ch(L) + self.dig(7), self.ch(L) + self.dig(8),
                         self.ch(L) + self.dig(2) + self.ch(L) + self.ch(L) + self.dig(4), self.dig(9)])
        return self.S("PASSPORT", v)

    def phone(self, kind="mob", arabic=None, style=None):
        n = (self.ch("2459") if kind == "mob" else self.ch(["7", "3"])) + self.dig(7)
        if kind != "mob":
            n = n[0] + self.ch("1234") + n[2:]
        a, b, c = n[:2], n[2:5], n[5:]
        forms = [f"{a} {b} {c}", n, f"{a}.{b}.{c}", f"+216 {a} {b} {c}", f"00216 {a} {b} {c}",
                 f"(+216) {a} {b} {c}", f"+216 {n}", f"+216-{a}-{b}-{c}", f"{a} {n[2:4]} {n[4:6]} {n[6:]}",
                 f"216 {n}"]
        v = forms[style] if style is not None else self.ch(forms)
        if arabic is None:
            arabic = self.lang == "ar" and self.coin(0.3)
        return self.S("PHONE", arabic_digits(v) if arabic else v)

    def phone_foreign(self, p=None):
        o = p.origin if p is not None else None
        if o == "fr":
            return self.S("PHONE", self.ch([f"+33 6 {self.dig(2)} {self.dig(2)} {self.dig(2)} {self.dig(2)}", f"0033 7{self.dig(8)}"]))
        if o == "af":
            return self.S("PHONE", self.ch([f"+234 80{self.dig(1)} {self.dig(3)} {self.dig(4)}",
                                            f"+225 07 {self.dig(2)} {self.dig(2)} {self.dig(2)} {self.dig(2)}",
                                            f"+249 9{self.dig(2)} {self.dig(3)} {self.dig(3)}"]))
        if o == "fx":
            return self.S("PHONE", self.ch([f"+39 3{self.dig(2)} {self.dig(3)} {self.dig(4)}", f"+44 7{self.dig(3)} {self.dig(6)}",
                                            f"+49 15{self.dig(1)} {self.dig(4)} {self.dig(4)}"]))
        v = self.ch([f"+33 6 {self.dig(2)} {self.dig(2)} {self.dig(2)} {self.dig(2)}",
                     f"+39 3{self.dig(2)} {self.dig(3)} {self.dig(4)}",
                     f"+49 15{self.dig(1)} {self.dig(4)} {self.dig(4)}",
                     f"+234 80{self.dig(1)} {self.dig(3)} {self.dig(4)}",
                     f"+225 07 {self.dig(2)} {self.dig(2)} {self.dig(2)} {self.dig(2)}",
                     f"+44 7{self.dig(3)} {self.dig(6)}", f"0033 7{self.dig(8)}"])
        return self.S("PHONE", v)

    def email(self, p=None):
        if p is not None and p.script == "lat":
            f, l = asciify(p.first), asciify(p.last)
        elif p is not None:
            f, l = translit(p.first), translit(p.last)
        else:
            f = asciify(self.ch(TN_ON) + self.ch(TN_M_END))
            l = asciify(self.ch(TN_L_ROOT) + self.ch(TN_L_SUF))
        local = self.ch([f"{f}.{l}", f"{f[0]}.{l}", f"{l}.{f}", f"{l}{f[0]}{self.rint(1, 99)}", f"{f}_{l}",
                         f"{f}{l}{self.rint(70, 99)}", f"{f}-{l}"])
        return self.S("EMAIL", f"{local}@{self.ch(DOMAINS)}")

    def card(self):
        pre = self.ch(["4", "4", "51", "52", "53", "54", "55"])
        body = pre + self.dig(15 - len(pre))
        tot = 0
        for i, ch in enumerate(reversed(body)):
            n = int(ch) * (1 if i % 2 else 2)
            tot += n - 9 if n > 9 else n
        d = body + str((10 - tot % 10) % 10)
        g = [d[i:i + 4] for i in range(0, 16, 4)]
        return self.S("CARD", self.ch([" ".join(g), "-".join(g), d, " ".join(g)]))

    def _rib_digits(self, bank=None):
        bank = bank or self.ch(BANKS)[0]
        base = bank + self.dig(3) + self.dig(13)
        key = 97 - (int(base) * 100) % 97
        return base + f"{key:02d}"

    def rib(self, arabic=False):
        d = self._rib_digits()
        v = self.ch([d, f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}",
                     f"{d[:5]} {d[5:18]} {d[18:]}", " ".join(d[i:i + 4] for i in range(0, 20, 4))])
        return self.S("RIB", arabic_digits(v) if arabic else v)

    def iban(self):
        d = self._rib_digits()
        chk = 98 - int(d + "292300") % 97
        s = f"TN{chk:02d}{d}"
        v = self.ch([s, " ".join(s[i:i + 4] for i in range(0, 24, 4)), f"TN{chk:02d} {d}"])
        return self.S("IBAN", v)

    def tax_id(self):
        d = self.dig(7)
        k = self.ch("ABCDEFGHJKLMNPQRSTVWXYZ")
        v = self.ch([f"{d}{k}", f"{d}/{k}", f"{d} {k}", f"{d}{k}/A/M/000", f"{d}/{k}/A/M/000",
                     f"{d}{k}/B/P/000", f"{d} {k} N P 000", f"{d}{k}/P/M/00{self.rint(1, 3)}"])
        return self.S("TAX_ID", v)

    def cnss(self):
        a, b = self.dig(8), self.dig(2)
        return self.S("CNSS", self.ch([f"{a}-{b}", f"{a}{b}", f"{a} {b}", f"{a}/{b}"]))

    def dob(self, lo=1948, hi=2005, lang=None, arabic=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        y, m, d = self.rint(lo, hi), self.rint(1, 12), self.rint(1, 28)
        if lang == "fr":
            v = self.ch([f"{d:02d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}", f"{d} {MONTHS['fr'][m - 1]} {y}",
                         f"{d:02d}-{m:02d}-{y}"])
        elif lang == "en":
            v = self.ch([f"{d:02d}/{m:02d}/{y}", f"{MONTHS['en'][m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}",
                         f"{d} {MONTHS['en'][m - 1][:3]} {y}"])
        else:
            v = self.ch([f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS['ar'][m - 1]} {y}", f"{d:02d}-{m:02d}-{y}"])
            if arabic is None:
                arabic = self.coin(0.4)
            if arabic:
                v = arabic_digits(v)
        return self.S("DOB", v)

    def city(self):
        return self.ch(CITIES)

    def address(self, lang=None, split=False, arabic=False):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        cp, city, city_ar = self.city()
        n = self.rint(2, 148)
        if lang == "fr":
            st = self.ch(STREETS_FR)
            v = self.ch([f"{n} rue {st}, {cp} {city}", f"{n}, avenue {st}, {cp} {city}",
                         f"Résidence {self.ch(RESID)}, app. {self.rint(1, 40)}, rue {st}, {cp} {city}",
                         f"{n} bis, impasse {st}, {cp} {city}"])
        elif lang == "en":
            st = self.ch(STREETS_FR)
            v = self.ch([f"{n} Rue {st}, {city} {cp}", f"Apt {self.rint(1, 40)}, {self.ch(RESID)} Residence, {n} Avenue {st}, {city} {cp}",
                         f"{n} Rue {st}, {cp} {city}, Tunisia"])
        else:
            st = self.ch(STREETS_AR)
            v = self.ch([f"{n} نهج {st}، {cp} {city_ar}", f"عدد {n} شارع {st}، {city_ar} {cp}",
                         f"إقامة {self.ch(RESID_AR)}، شقة {self.rint(1, 40)}، نهج {st}، {city_ar}"])
            if arabic:
                v = arabic_digits(v)
        if split:
            i = v.rfind(", ") if ", " in v else v.rfind("، ")
            if i > 0:
                v = v[:i] + "\n" + v[i + 2:]
        return self.S("ADDRESS", v)

    def plate(self, arabic=None):
        a, b = self.rint(60, 256), self.rint(1000, 9999)
        if arabic is None:
            arabic = self.lang == "ar" and self.coin(0.5)
        if arabic:
            v = self.ch([f"{a} تونس {b}", arabic_digits(f"{a} تونس {b}"), f"{b} تونس {a}"])
        else:
            v = self.ch([f"{a} TU {b}", f"{a} TU {b}", f"{a}TU{b}", f"{a} Tunis {b}", f"TU {a} {b}", f"{a} تونس {b}"])
        return self.S("PLATE", v)

    def health(self, options=None, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        return self.S("HEALTH", self.ch(options or HEALTH[lang]))

    # decoys
    def amount(self, lang=None, lo=40, hi=60000):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        n, mill = self.rint(lo, hi), self.rint(0, 999)
        sp = f"{n:,}".replace(",", " ")
        if lang == "fr":
            v = self.ch([f"{sp},{mill:03d} DT", f"{sp} TND", f"{n} dinars", f"{sp},{mill:03d} dinars"])
        elif lang == "en":
            v = self.ch([f"TND {n:,}.{mill:03d}", f"{n:,} TND", f"{n:,}.{mill:03d} dinars"])
        else:
            v = self.ch([f"{n},{mill:03d} د", f"{sp} دينار", f"{n} د.ت", arabic_digits(f"{n} دينار")])
        return self.D(v)

    def ddate(self, lang=None, y0=2024, y1=2025):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        y, m, d = self.rint(y0, y1), self.rint(1, 12), self.rint(1, 28)
        if lang == "en":
            v = self.ch([f"{d} {MONTHS['en'][m - 1]} {y}", f"{y}-{m:02d}-{d:02d}"])
        elif lang == "ar":
            v = self.ch([f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS['ar'][m - 1]} {y}"])
        else:
            v = self.ch([f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS['fr'][m - 1]} {y}"])
        return self.D(v)

    def ref(self, prefix, sep="-"):
        return self.D(self.ch([f"{prefix}{sep}{self.rint(2024, 2025)}{sep}{self.dig(5)}",
                               f"{prefix}{sep}{self.dig(6)}", f"{prefix}/{self.dig(4)}/{self.rint(24, 25)}"]))

    def bad_rib(self):
        d = self._rib_digits()
        key = (int(d[18:]) + self.rint(1, 50)) % 100
        d = d[:18] + f"{key:02d}"
        return self.D(" ".join(d[i:i + 4] for i in range(0, 20, 4)))

    def bad_card(self):
        while True:
            d = self.ch("45") + self.dig(15)
            tot = 0
            for i, ch in enumerate(reversed(d)):
                n = int(ch) * (2 if i % 2 else 1)
                tot += n - 9 if n > 9 else n
            if tot % 10:
                return self.D(" ".join(d[i:i + 4] for i in range(0, 16, 4)))

    def bank(self, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        b = self.ch(BANKS)
        return self.D(b[2] if lang == "ar" else b[1])

    def inst_street(self, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        return self.D(self.ch(INST_STREET[lang]))


# ---------------------------------------------------------------- document kinds
# Each kind returns a list of blocks:
#   ("title", s) ("sub", s) ("p", s) ("kv", [(label, value)]) ("table", header, rows, caption)
#   ("list", [s]) ("quote", [s]) ("sig", [s]) ("hr",)

def k_water_meter_dispute(c):
    if c.lang == "fr":
        p = c.person("lat", "tn", "f")
        mom = c.person("lat", "tn", "f")
        cp, city, _ = c.city()
        fac, meter = c.ref("FAC"), c.D(f"compteur n° {c.dig(2)}-{c.dig(6)}")
        return [
            ("p", "\n".join([p.fn(), c.address("fr", split=True), f"Tél. : {c.phone()}",
                             f"Courriel : {c.email(p)}", f"CIN n° {c.cin()}"])),
            ("p", f"À l'attention du Chef de district\n{c.D('Société Nationale d’Exploitation et de Distribution des Eaux')}\n"
                  f"{c.inst_street()}, {c.D('BP 1080 Tunis Cedex')}"),
            ("p", f"Objet : contestation de la facture {fac} ({meter})"),
            ("p", f"Monsieur le Chef de district,\n\nJe soussignée, {p.title()} {p.fn('std')}, conteste la facture "
                  f"citée en objet, émise le {c.ddate()} pour un montant de {c.amount(lo=300, hi=2000)}, soit "
                  f"près de quatre fois ma consommation habituelle ({c.amount(lo=60, hi=200)} au trimestre précédent)."),
            ("p", f"Ma mère, {mom.fn()}, née le {c.dob(1938, 1955)}, vit chez moi et suit une "
                  f"{c.health(['dialyse péritonéale à domicile', 'oxygénothérapie à domicile'])} : cela explique une "
                  f"légère hausse, pas un tel écart. Conformément à l'{c.D('article 9 du règlement d’abonnement')}, "
                  f"je demande la vérification du compteur en ma présence."),
            ("p", f"En cas de trop-perçu, merci de rembourser sur mon compte RIB {c.rib()} ({c.bank()})."),
            ("p", f"Veuillez agréer, Monsieur, mes salutations distinguées.\n\n{city}, le {c.ddate()}"),
            ("sig", [p.fn(), f"PS : {p.title()} {p.sn()} est joignable en soirée au {c.phone()}."]),
        ]
    if c.lang == "ar":
        p = c.person("ar", g="m")
        son = c.person("ar", g="m")
        rows = [[f"الثلاثية {i}", f"{c.rint(20, 90)} م3", c.amount(lo=40, hi=400)] for i in (1, 2, 3)]
        return [
            ("title", "مطلب اعتراض على فاتورة استهلاك الماء"),
            ("p", f"إلى السيد رئيس إقليم {c.D('الشركة الوطنية لاستغلال وتوزيع المياه')} بـ{c.city()[2]}"),
            ("kv", [("الاسم واللقب", p.fn()), ("رقم بطاقة التعريف الوطنية", c.cin()), ("العنوان", c.address("ar")),
                    ("الهاتف الجوال", c.phone()), ("مرجع الحريف", c.ref("SON", "/"))]),
            ("p", f"أنا الممضي أسفله {p.title()} {p.sn()}، أعترض على الفاتورة الأخيرة بتاريخ {c.ddate()} "
                  f"بمبلغ {c.amount(lo=500, hi=3000)} والتي لا تتناسب مع استهلاكي المعتاد المبين في الجدول التالي:"),
            ("table", ["الفترة", "الاستهلاك", "المبلغ"], rows, "الفواتير السابقة"),
            ("p", f"علما وأن ابني {son.fn()} المولود في {c.dob(1995, 2010)} يعاني من "
                  f"{c.health()} ويقيم معي، ولا يفسر ذلك هذا الارتفاع. أطلب مراقبة العداد طبقا لـ"
                  f"{c.D('الفصل 14 من كراس شروط الاشتراك')}."),
            ("p", f"وفي صورة ثبوت الخطأ، أرجو تحويل المبلغ الزائد إلى الحساب عدد {c.iban()}."),
            ("sig", ["والسلام", f"الإمضاء: {p.fn()}"]),
        ]
    # en / md
    p = c.person("lat", "fx", "f")
    agent = c.person("lat", "tn")
    rows = [[c.ddate("en", 2024, 2025), f"{c.rint(1000, 4000)} m³", c.amount("en", 30, 900)] for _ in range(3)]
    return [
        ("title", f"Water bill dispute, account {c.ref('SON')}"),
        ("kv", [("From", f"{p.fn()} <{c.email(p)}>"), ("To", "customer service"), ("Date", c.ddate("en"))]),
        ("p", f"Dear {agent.title()} {agent.sn()},"),
        ("p", f"I rent the flat at {c.address('en')} and I am disputing the last water bill. I paid it twice "
              f"by card ({c.card()}) on the online portal, and the amount ({c.amount('en', 400, 2500)}) is far "
              f"above my previous readings:"),
        ("table", ["Date", "Meter reading", "Amount"], rows, None),
        ("p", f"My residence permit was not ready when I opened the account, so it was opened with my passport "
              f"{c.passport()}. You can reach me on {c.phone_foreign(p)} or locally on {c.phone()}."),
        ("quote", [f"On {c.ddate('en')}, {agent.fn()} wrote:",
                   "Please send a photo of the meter and we will open a check request.",
                   f"Reference of the request: {c.ref('REQ')}"]),
        ("sig", ["Best regards,", p.gn()]),
    ]


def k_harvest_crew_register(c):
    n = 5
    if c.lang == "ar":
        owner = c.person("ar", g="m")
        driver = c.person("ar", g="m")
        rows = []
        for i in range(n):
            w = c.person("ar")
            note = f"{'يعاني' if w.g == 'm' else 'تعاني'} من {c.health(['الربو المزمن', 'داء السكري', 'ارتفاع ضغط الدم'])}" if i and c.coin(0.35) else ""
            rows.append([str(i + 1), w.fn(), c.cin(), c.dob(1960, 2004, "ar"), c.phone(), c.cnss(), c.D(f"{c.rint(18, 30)},000 د/يوم"), note])
        return [("title", f"سجل عمال جني الزيتون - موسم {c.D('2024/2025')}"),
                ("p", f"المستغل: {owner.fn()} - المعرف الجبائي {c.tax_id()}"),
                ("table", ["ع/ر", "الاسم واللقب", "ب.ت.و", "تاريخ الولادة", "الهاتف", "رقم الضمان الاجتماعي", "الأجر", "ملاحظات"], rows, None),
                ("p", f"النقل: {driver.fn()} - الشاحنة {c.plate()} - الهاتف {c.phone()}")]
    if c.lang == "mixed":
        owner = c.person("lat", "tn", "m")
        rows = []
        for i in range(n):
            w = c.person()
            rows.append([w.fn(), c.cin(c.coin(0.3)), c.phone(), c.cnss(), c.D(f"{c.rint(40, 95)} caisses"),
                         (c.health() if c.coin(0.3) else "") if i != 2 else c.health(HEALTH["ar"])])
        chief = c.person("ar")
        return [("title", "Registre des ouvriers saisonniers / سجل العمال الموسميين"),
                ("p", f"Exploitant / المستغل : **{owner.fn()}**, matricule fiscal {c.tax_id()}, "
                      f"{c.D('Domaine El Hana')} ({c.D('route de Zaghouan km 12')})"),
                ("table", ["Nom / الاسم", "CIN / ب.ت.و", "Tél / الهاتف", "CNSS / الضمان", "Récolte / المحصول", "Remarque / ملاحظة"], rows,
                 f"Semaine du {c.ddate()}"),
                ("p", f"Chef d'équipe / رئيس الفريق : {chief.fn()} — {c.phone()} — véhicule / السيارة {c.plate()}")]
    owner = c.person("lat", "tn", "f")
    rows = []
    for i in range(n):
        w = c.person("lat", "tn")
        rows.append([w.fn(), c.cin(), c.dob(1958, 2004, "fr"), c.cnss(), c.phone(), c.D(f"{c.rint(16, 30)},500 DT/jour")])
    nurse = rows[1][0]
    return [("title", "Registre de main-d'œuvre saisonnière — récolte des olives"),
            ("kv", [("Exploitante", owner.fn()), ("Matricule fiscal", c.tax_id()), ("Adresse de l'exploitation", c.D("Henchir Ouled Saïd, délégation d'El Fahs")),
                    ("RIB pour les versements", c.rib())]),
            ("table", ["Nom et prénom", "CIN", "Né(e) le", "N° CNSS", "Téléphone", "Salaire"], rows, None),
            ("p", f"Observation : {nurse} ne doit pas manipuler les pulvérisateurs ({c.health()})."),
            ("sig", [f"Fait à El Fahs, le {c.ddate()}", "L'exploitante", owner.fn("caps")])]


def k_optician_order(c):
    if c.lang == "fr":
        p = c.person("lat", "tn")
        doc = c.person("lat", "tn")
        return [("title", f"Bon de commande n° {c.ref('BC')}"),
                ("p", f"**{c.D('Optique Ennour SARL')}** — {c.inst_street()}, Sousse"),
                ("kv", [("Client", p.fn()), ("Date de naissance", c.dob()), ("Téléphone", c.phone()),
                        ("E-mail", c.email(p)), ("Matricule CNSS / CNAM", c.cnss()),
                        ("Ordonnance", f"Dr {doc.fn()}, du {c.ddate()}")]),
                ("table", ["Œil", "Sphère", "Cylindre", "Axe", "Addition"],
                 [["OD", "-2,25", "-0,75", "170°", "+1,50"], ["OG", "-2,00", "-0,50", "10°", "+1,50"]], "Correction"),
                ("p", f"Antécédents signalés : {c.health(['kératocône évolutif', 'glaucome chronique', 'rétinopathie diabétique'])}. "
                      f"Monture {c.D('réf. TX-4471-BR')}, verres progressifs."),
                ("p", f"Acompte réglé par carte {c.card()} (ticket TPE {c.bad_card()}) ; reste à charge {c.amount(lo=120, hi=900)}. "
                      f"Livraison prévue le {c.ddate()}. Appeler {p.title()} {p.sn()} à la réception."),
                ]
    if c.lang == "en":
        p = c.person("lat", "fx")
        return [("p", f"Subject: your order {c.ref('ORD')} is ready"),
                ("p", f"Dear {p.fn()},"),
                ("p", f"Thank you for choosing {c.D('Optic Vision Lac')}. Your contact lenses and the spare glasses "
                      f"ordered on {c.ddate('en')} are ready for pick-up at our shop on {c.inst_street('en')}."),
                ("kv", [("Customer", p.fn("all")), ("Passport", c.passport()), ("Date of birth", c.dob(lang="en")),
                        ("Mobile", c.phone_foreign(p)), ("Email", c.email(p)), ("Local address", c.address("en"))]),
                ("p", f"Clinical note from the optometrist: {c.health(['keratoconus', 'chronic glaucoma', 'diabetic retinopathy'])}; "
                      f"please bring your last eye-drop prescription."),
                ("p", f"Paid: {c.amount('en', 150, 900)} by card {c.card()}. Invoice {c.ref('INV')}."),
                ("sig", ["Kind regards,", "Customer desk", f"Tel. {c.D('+216 73 000 000')} (shop)"])]
    rows = []
    for _ in range(5):
        p = c.person()
        rows.append([c.ref("CMD"), p.fn(), c.dob(lang="fr"), c.phone(),
                     c.health(c.ch([HEALTH["ar"][:3], ["glaucome", "cataracte congénitale", "kératocône"]])),
                     c.amount(lo=80, hi=1500)])
    return [("title", f"Export commandes / قائمة الطلبيات — {c.D('Optique El Amel')}"),
            ("table", ["N° commande / رقم", "Client / الحريف", "Date naiss. / تاريخ الولادة", "Tél / الهاتف",
                       "Remarque médicale / ملاحظة طبية", "Montant / المبلغ"], rows, None)]


def k_physio_plan(c):
    if c.lang == "fr":
        p = c.person("lat", "tn")
        doc = c.person("lat", "fr")
        kine = c.person("lat", "tn")
        rows = [[f"Séance {i}", c.ddate(), c.ch(["renforcement", "mobilisation", "électrothérapie", "proprioception"])] for i in (1, 2, 3, 4)]
        return [("title", "Plan de rééducation fonctionnelle"),
                ("p", f"Cabinet de kinésithérapie — {c.inst_street()}, {c.D('2000 Le Bardo')}"),
                ("kv", [("Patient(e)", p.fn()), ("Né(e) le", c.dob()), ("CIN", c.cin()), ("Téléphone", c.phone()),
                        ("Adresse", c.address("fr")), ("Assuré social CNSS", c.cnss())]),
                ("p", f"Prescription du Dr {doc.fn()} : "
                      f"{c.health(['rupture du ligament croisé antérieur du genou gauche', 'hernie discale L4-L5', 'capsulite rétractile de l’épaule droite'])}."
                      f" Prise en charge {c.D('PEC n° 2025/118/07')}, {c.D('20 séances')}."),
                ("table", ["Séance", "Date", "Travail"], rows, "Calendrier"),
                ("p", f"Bilan intermédiaire à transmettre au Dr {doc.sn()} après la dixième séance."),
                ("sig", [kine.fn(), "Masseur-kinésithérapeute", f"Matricule fiscal : {c.tax_id()}"])]
    if c.lang == "ar":
        p = c.person("ar")
        doc = c.person("ar")
        return [("title", "برنامج إعادة التأهيل الوظيفي"),
                ("kv", [("المريض", p.fn()), ("تاريخ الولادة", c.dob()), ("رقم بطاقة التعريف", c.cin()),
                        ("الهاتف", c.phone()), ("العنوان", c.address("ar", arabic=c.coin(0.3)))]),
                ("p", f"حسب وصفة {doc.dr()} {doc.fn()}، التشخيص: {c.health(['انزلاق غضروفي قطني', 'شلل نصفي بعد جلطة دماغية', 'كسر في عنق الفخذ'])}."),
                ("list", [f"الحصة الأولى: {c.ddate()} - تقييم أولي", f"الحصة الثانية: {c.ddate()} - تمارين تقوية",
                          f"الحصة الثالثة: {c.ddate()} - علاج بالكهرباء"]),
                ("p", f"التكفل: {c.D('الصندوق الوطني للتأمين على المرض')}، المعلوم {c.amount(lo=15, hi=40)} للحصة."),
                ("sig", [f"المعالج: {c.person('ar').fn()}", f"الهاتف المهني {c.phone(kind='fix')}"])]
    rows = []
    therapist = c.person("lat", "tn")
    tname = therapist.fn()
    for i in range(6):
        p = c.person("lat", c.ch(["tn", "tn", "fr", "fx"]))
        rows.append([str(i + 1), c.ddate("en"), p.fn(), c.D(f"PT-{c.dig(5)}"), c.phone(), tname,
                     c.health(["post-stroke hemiparesis", "lumbar disc herniation", "frozen shoulder", "knee replacement rehab", "multiple sclerosis"]),
                     c.amount("en", 20, 60)])
    return [("title", f"Session log, physiotherapy practice, week {c.rint(2, 50)}"),
            ("table", ["#", "Date", "Patient", "Patient ID", "Phone", "Therapist", "Notes", "Fee"], rows, None)]


def k_transit_pass_application(c):
    if c.lang == "en":
        p = c.person("lat", "tn")
        return [("title", "Annual Commuter Pass Application"),
                ("p", c.D("Société des Transports de Tunis (Transtu)")),
                ("kv", [("Full name", p.fn()), ("Date of birth", c.dob(1960, 2006, "en")), ("National ID (CIN)", c.cin()),
                        ("Home address", c.address("en")), ("Mobile", c.phone()), ("Email", c.email(p)),
                        ("Employer", c.D("Tunisie Telecom")), ("Route", f"{c.D('Line 4')}: Barcelone - Ezzouhour")]),
                ("p", f"Reduced fare requested: holder of a disability card for "
                      f"{c.health(['partial visual impairment', 'cerebral palsy', 'lower-limb amputation'])}."),
                ("p", f"Payment of {c.amount('en', 60, 400)} by card {c.card()}, authorisation {c.ref('AUTH')}."),
                ("table", ["Office use", ""], [["File no.", c.ref("TP")], ["Received on", c.ddate("en")]], None),
                ("sig", [f"Signed: {p.title()} {p.sn()}"])]
    if c.lang == "fr":
        rows = []
        for _ in range(6):
            kid = c.person("lat", "tn")
            par = c.person("lat", "tn")
            rows.append([c.ref("ABN"), kid.fn(), c.dob(2006, 2013, "fr"), par.fn(), c.cin(), c.phone(),
                         c.address("fr"), c.D(f"Ligne {c.rint(10, 99)}"), c.amount(lo=20, hi=90)])
        return [("title", f"Export demandes de carte scolaire — {c.D('Société Régionale de Transport du Sahel')} — {c.ddate()}"),
                ("table", ["N° dossier", "Élève", "Date de naissance", "Parent", "CIN parent", "Téléphone parent",
                           "Adresse", "Ligne", "Montant"], rows, None)]
    p = c.person("ar")
    return [("title", "مطلب اشتراك سنوي في النقل العمومي"),
            ("kv", [("الاسم واللقب", p.fn()), ("تاريخ الولادة", c.dob(1965, 2006)), ("رقم بطاقة التعريف الوطنية", c.cin()),
                    ("العنوان", c.address("ar")), ("الهاتف", c.phone()), ("البريد الإلكتروني", c.email(p)),
                    ("الخط", c.D("الخط عدد 20"))]),
            ("p", f"أطلب الانتفاع بالتعريفة المنخفضة بصفتي حامل بطاقة إعاقة بسبب {c.health(['ضعف البصر الجزئي', 'بتر في الطرف السفلي'])}."),
            ("p", f"دفعت معلوم الاشتراك {c.amount()} بالبطاقة البنكية {c.card()}."),
            ("quote", [f"رد الشركة بتاريخ {c.ddate()}: تم قبول المطلب تحت عدد {c.ref('TR')}."]),
            ("sig", [f"الإمضاء: {p.fn()}"])]


def k_bounced_cheque_notice(c):
    if c.lang == "fr":
        p = c.person("lat", "tn")
        mgr = c.person("lat", "tn")
        bank = c.bank()
        return [("p", f"{bank}\nAgence {c.D('Menzah 6')}\n{c.inst_street()}"),
                ("p", f"{p.title()} {p.fn()}\n{c.address('fr', split=True)}"),
                ("title", "AVIS DE NON-PAIEMENT DE CHÈQUE"),
                ("kv", [("Titulaire du compte", p.fn("caps")), ("RIB", c.rib()), ("CIN", c.cin()),
                        ("Chèque", c.D(f"n° {c.dig(7)}")), ("Référence de remise", c.bad_rib()), ("Montant", c.amount(lo=800, hi=40000)),
                        ("Bénéficiaire", c.D("Société Ezzahra Matériaux")), ("Date de présentation", c.ddate())]),
                ("p", f"{p.title()} {p.sn()}, le chèque ci-dessus a été rejeté pour défaut de provision. Conformément à "
                      f"l'{c.D('article 410 ter du Code de commerce')}, vous disposez d'un délai de trois mois pour "
                      f"régulariser. Passé ce délai, l'incident sera déclaré à la {c.D('Banque Centrale de Tunisie')}."),
                ("p", f"Pour toute question : {c.phone(kind='fix')} ou votre conseiller."),
                ("sig", [f"Le Chef d'agence, {mgr.fn()}"])]
    if c.lang == "ar":
        p = c.person("ar")
        mgr = c.person("ar")
        return [("title", "إشعار بعدم خلاص صك"),
                ("p", f"**{c.bank('ar')}** — فرع {c.D('صفاقس المدينة')}"),
                ("kv", [("صاحب الحساب", p.fn()), ("رقم الحساب البنكي", c.rib(arabic=c.coin(0.3))), ("بطاقة التعريف", c.cin()),
                        ("عدد الصك", c.D(f"صك عدد {c.dig(7)}")), ("المبلغ", c.amount(lo=500, hi=30000)), ("تاريخ التقديم", c.ddate())]),
                ("p", f"{p.title()} {p.sn()}، نعلمكم أن الصك المذكور أعلاه أرجع لعدم وجود رصيد كاف، وطبقا "
                      f"لـ{c.D('الفصل 410 من المجلة التجارية')} يتعين عليكم تسوية الوضعية في أجل أقصاه {c.ddate()}."),
                ("p", f"للاتصال: {c.phone()}"),
                ("sig", [f"رئيس الفرع: {mgr.fn()}"])]
    p = c.person("lat", "tn")
    q = c.person("ar")
    return [("title", "Avis de rejet de chèque / إشعار برفض صك"),
            ("p", f"{c.bank()} — {c.inst_street()}"),
            ("kv", [("Titulaire / صاحب الحساب", p.fn()), ("Co-titulaire / الشريك في الحساب", q.fn()),
                    ("IBAN", c.iban()), ("CIN / ب.ت.و", c.cin()), ("Chèque n° / صك عدد", c.D(f"CHQ {c.dig(7)}")),
                    ("Montant / المبلغ", c.amount(lo=900, hi=25000)), ("Motif / السبب", "Provision insuffisante / عدم كفاية الرصيد")]),
            ("p", f"Madame, Monsieur, {p.title()} {p.sn()} est invité(e) à régulariser avant le {c.ddate()} "
                  f"({c.D('article 411 du Code de commerce')})."),
            ("p", f"نرجو من {q.title()} {q.sn()} الاتصال بالفرع على الرقم {c.phone()}."),
            ("sig", ["Le Directeur d'agence / مدير الفرع", c.person("lat", "tn").fn()])]


def k_land_title_request(c):
    if c.lang == "ar":
        p = c.person("ar")
        co = c.person("ar")
        law = c.person("ar", g="m")
        return [("title", "مطلب في الحصول على شهادة ملكية"),
                ("p", f"إلى السيد المدير الجهوي لـ{c.D('ديوان الملكية العقارية')} بـ{c.city()[2]}"),
                ("p", f"أنا الممضي أسفله {p.fn()}، المولود(ة) في {c.dob(1950, 1995)}، صاحب(ة) بطاقة التعريف الوطنية عدد "
                      f"{c.cin()}، والقاطن(ة) بـ {c.address('ar')}،"),
                ("p", f"أطلب تمكيني من شهادة ملكية في {c.D('الرسم العقاري عدد 58213')} بمساحة {c.D('523 م2')}، "
                      f"وهو على الشياع بيني وبين {co.fn()} (ب.ت.و {c.cin()})."),
                ("p", f"ينوبني {c.ch(['الأستاذ', 'المحامي'])} {law.fn()}، الهاتف {c.phone()}، البريد {c.email(law)}."),
                ("p", f"المعاليم المدفوعة: {c.amount(lo=10, hi=60)} — وصل عدد {c.ref('OPF')}"),
                ("sig", [f"حرر في {c.ddate()}", "الإمضاء", p.fn()])]
    if c.lang == "fr":
        p = c.person("lat", "tn")
        co = c.person("lat", "tn")
        law = c.person("lat", "tn")
        rows = [[p.fn(), c.cin(), c.D("1/2")], [co.fn(), c.cin(), c.D("1/2 (indivision)")]]
        return [("title", "Demande d'extrait de titre foncier"),
                ("p", f"Adressée à la {c.D('Conservation de la Propriété Foncière')}"),
                ("kv", [("Demandeur", p.fn()), ("Date de naissance", c.dob()), ("Adresse", c.address("fr")),
                        ("Téléphone", c.phone()), ("Courriel", c.email(p)), ("Titre", c.D("titre foncier n° 104772/Nabeul")),
                        ("Superficie", c.D("1 250 m²"))]),
                ("table", ["Propriétaire", "CIN", "Quote-part"], rows, "Copropriétaires inscrits"),
                ("p", f"Mandataire : Maître {law.fn()}, avocat, matricule fiscal {c.tax_id()}, tél. {c.phone(kind='fix')}."),
                ("p", f"Droits acquittés : {c.amount(lo=10, hi=80)} (quittance {c.ref('Q')})."),
                ("sig", [f"Fait le {c.ddate()}", f"Signature : {p.title()} {p.sn()}"])]
    p = c.person("lat", "fr")
    law = c.person("lat", "tn")
    return [("title", "Request for a land title extract"),
            ("p", f"To the {c.D('Land Registry Office of Nabeul')}"),
            ("p", f"I, the undersigned {p.fn()}, born on {c.dob(1945, 1990, 'en')}, holder of passport {c.passport()}, "
                  f"residing at {c.address('en')}, request an extract of {c.D('land title no. 77419/Nabeul')} which I "
                  f"co-own by inheritance."),
            ("table", ["Item", "Detail"], [["Phone", c.phone_foreign(p)], ["Email", c.email(p)], ["Local phone", c.phone()],
                                           ["Fee paid", c.amount("en", 10, 80)]], None),
            ("p", f"My lawyer, Maître {law.fn()}, may collect the document on my behalf; "
                  f"please contact Maître {law.sn()} on {c.phone(kind='fix')}."),
            ("sig", [f"Signed in Lyon on {c.ddate('en')}", p.fn()])]


def k_heirs_statement(c):
    if c.lang == "ar":
        dec = c.person("ar", g="m")
        rows = []
        rel = ["الزوجة", "ابن", "بنت", "ابن", "بنت"]
        share = ["الثمن", "سهمان", "سهم", "سهمان", "سهم"]
        for i in range(5):
            h = c.person("ar", g="f" if rel[i] in ("الزوجة", "بنت") else "m")
            rows.append([h.fn(), rel[i], c.cin(), c.dob(1955 if i == 0 else 1980, 1965 if i == 0 else 2004), c.D(share[i]) if i < 2 else share[i]])
        return [("title", "قائمة الورثة"),
                ("p", f"إلى السيد مدير {c.bank('ar')} - فرع {c.D('باب بحر')}"),
                ("p", f"الموضوع: تركة المرحوم {dec.fn()} المتوفى بتاريخ {c.ddate(y0=2023, y1=2025)} "
                      f"حسب {c.D('حجة الوفاة عدد 1187')}"),
                ("table", ["الاسم واللقب", "الصلة", "ب.ت.و", "تاريخ الولادة", "المناب"], rows, None),
                ("p", f"نطلب تجميد الحساب عدد {c.rib()} وتحويل الرصيد حسب المنابات بعد الإدلاء بـ{c.D('شهادة في عدم الطعن')}."),
                ("p", f"ومن ضمن التركة سيارة خاصة رقمها {c.plate()}."),
                ("sig", [f"عن الورثة: {rows[1][0]}", f"الهاتف: {c.phone()}"])]
    if c.lang == "mixed":
        dec = c.person("lat", "tn", "m")
        w = c.person("ar", g="f")
        s = c.person("lat", "tn")
        t = c.person("ar")
        return [("p", f"{c.address('fr', split=True)}\n{c.ddate()}"),
                ("p", f"Objet : succession de feu {dec.fn()} / تركة المرحوم {dec.sn(caps=True)}"),
                ("p", f"Madame, Monsieur,\nNous, héritiers de feu {dec.fn('caps')}, décédé le {c.ddate(y0=2023, y1=2025)}, "
                      f"vous prions de débloquer le compte {c.iban()} ouvert à la {c.bank()}."),
                ("list", [f"{w.fn()} (الزوجة) — ب.ت.و {c.cin()} — مولودة في {c.dob(1950, 1975, 'ar')}",
                          f"{s.fn()} ({'fils' if s.g == 'm' else 'fille'}) — CIN {c.cin()} — né(e) le {c.dob(1975, 2000, 'fr')}",
                          f"{t.fn()} ({'ابن' if t.g == 'm' else 'بنت'}) — {c.cin()} — {c.phone()}"]),
                ("p", f"Pièces jointes : {c.D('acte de décès n° 2291/2024')}, {c.D('titre de dévolution successorale n° 318')}."),
                ("p", f"ملاحظة: {w.title()} {w.sn()} تعاني من {c.health(HEALTH['ar'])} ولا تستطيع التنقل، "
                      f"يرجى الاتصال بابنها على {c.phone()}."),
                ("sig", [f"Pour les héritiers, {s.fn()}", c.email(s)])]
    dec = c.person("lat", "tn", "m")
    rows = []
    for rel in ["veuve", "fils", "fille", "fils"]:
        h = c.person("lat", "tn", "f" if rel in ("veuve", "fille") else "m")
        rows.append([c.D(f"SUC-{c.dig(6)}") if not rows else rows[0][0], dec.fn() if not rows else rows[0][1], h.fn(), rel,
                     c.cin(), c.dob(1950, 2003, "fr"), c.rib(), c.amount(lo=1000, hi=90000)])
    return [("title", f"Dossier de succession — {c.bank()} — extraction du {c.ddate()}"),
            ("table", ["Dossier", "Défunt", "Héritier", "Lien", "CIN", "Date de naissance", "RIB de versement", "Part"], rows, None)]


def k_coworking_access_log(c):
    if c.lang == "en":
        members = [(c.person("lat", c.ch(["tn", "fr", "fx"])), c.D(f"BDG-{c.dig(5)}")) for _ in range(4)]
        info = {}
        for m, b in members:
            info[b] = [m.fn(), c.email(m), c.phone() if m.origin == "tn" else c.phone_foreign(m), c.plate() if c.coin(0.7) else ""]
        rows = []
        for i in range(9):
            m, b = members[i] if i < len(members) else c.ch(members)
            rows.append([f"2025-0{c.rint(1, 9)}-{c.rint(10, 28)} {c.rint(6, 23):02d}:{c.rint(0, 59):02d}", b] + info[b][:3]
                        + [c.ch(["main door", "garage", "meeting room B"]), info[b][3]])
        rows.sort()
        return [("title", f"Access log export, {c.D('Hive Coworking Lac 2')}, generated {c.ddate('en')}"),
                ("table", ["timestamp", "badge_id", "member", "email", "phone", "door", "parking_plate"], rows, None)]
    if c.lang == "fr":
        a = c.person("lat", "tn")
        b = c.person("lat", "fr")
        return [("title", "Note interne — accès hors horaires"),
                ("p", f"Rédigée par l'équipe d'accueil le {c.ddate()}."),
                ("p", f"Le badge {c.D(f'BDG-{c.dig(5)}')} de {a.fn()} a ouvert la porte du garage à 02:47. Extrait du journal :"),
                ("quote", [f"02:47 garage  {a.fn()}  véhicule {c.plate()}",
                           f"02:49 porte principale  {b.fn()}  {c.email(b)}"]),
                ("p", f"Après appel ({c.phone()}), {a.title()} {a.sn()} confirme avoir prêté son badge à un collègue. "
                      f"{b.title()} {b.sn()} ({c.phone_foreign(b)}) travaillait sur la mise en production."),
                ("p", f"Rappel : {b.title()} {b.sn()} nous a signalé une {c.health(['épilepsie', 'diabète de type 1'])} ; "
                      f"ne jamais la/le laisser seul(e) la nuit. Contrat entreprise {c.D('Datalys SARL')}, "
                      f"facture {c.ref('FCW')}."),
                ("sig", ["L'équipe d'accueil"])]
    rows = []
    for _ in range(5):
        m = c.person()
        rows.append([f"{c.rint(7, 22):02d}:{c.rint(0, 59):02d}", m.fn(), c.D(f"BDG-{c.dig(5)}"), c.phone(), c.plate()])
    return [("title", "Journal d'accès / سجل الدخول — Espace coworking"),
            ("p", f"Période / الفترة : {c.ddate()} — {c.D('Étage 3, Immeuble Les Berges')}"),
            ("table", ["Heure / الساعة", "Membre / العضو", "Badge / البطاقة", "Tél / الهاتف", "Plaque / رقم السيارة"], rows, None),
            ("p", f"ملاحظة: يرجى من {rows[0][1]} تجديد الاشتراك قبل {c.ddate()}. Contact : {c.email()}")]


def k_hearing_test_report(c):
    if c.lang == "en":
        p = c.person("lat", "tn")
        ent = c.person("lat", "tn")
        aud = c.person("lat", "fx")
        rows = [[f"{hz} Hz", c.D(f"{c.rint(30, 70)} dB HL"), f"{c.rint(25, 70)} dB HL"] for hz in (500, 1000, 2000, 4000)]
        return [("title", "Audiology report"),
                ("kv", [("Patient", p.fn()), ("DOB", c.dob(1940, 2000, "en")), ("Phone", c.phone()),
                        ("CNAM affiliation", c.cnss()), ("Referred by", f"Dr {ent.fn()}, ENT")]),
                ("table", ["Frequency", "Right ear", "Left ear"], rows, "Pure-tone thresholds"),
                ("p", f"Conclusion: {c.health(['moderate bilateral sensorineural hearing loss', 'noise-induced hearing loss', 'otosclerosis'])}"
                      f" with {c.health(['tinnitus', 'Ménière disease'])}. Hearing aids recommended; quote {c.ref('DEV')} "
                      f"for {c.amount('en', 1500, 6000)}."),
                ("p", f"Copy to Dr {ent.sn()}. Test performed on {c.ddate('en')} by {aud.fn()}, audiologist."),
                ]
    if c.lang == "fr":
        p = c.person("lat", "tn")
        orl = c.person("lat", "tn")
        return [("title", "Compte rendu d'audiométrie tonale et vocale"),
                ("kv", [("Nom et prénom", p.fn()), ("Date de naissance", c.dob()), ("CIN", c.cin()),
                        ("Adresse", c.address("fr")), ("Tél.", c.phone()), ("Médecin prescripteur", f"Dr {orl.fn()}")]),
                ("table", ["Fréquence", "OD", "OG"], [[f"{hz} Hz", f"{c.rint(20, 80)} dB", f"{c.rint(20, 80)} dB"] for hz in (250, 1000, 4000)], None),
                ("p", f"Conclusion : {c.health(['surdité de perception bilatérale moyenne', 'presbyacousie', 'otospongiose'])}, "
                      f"seuil d'intelligibilité à {c.D('55 dB')}. Appareillage bilatéral conseillé."),
                ("p", f"Devis {c.ref('AUD')} : {c.amount(lo=2000, hi=7000)}, prise en charge selon la {c.D('nomenclature CNAM')}."),
                ("sig", [f"Sfax, le {c.ddate()}", f"Audioprothésiste : {c.person('lat', 'tn').fn()}"])]
    rows = []
    for _ in range(5):
        p = c.person("ar")
        rows.append([c.ref("SM"), p.fn(), c.dob(1945, 2015), c.phone(),
                     c.health(["ضعف السمع الحسي العصبي", "طنين الأذن", "التهاب الأذن الوسطى المزمن", "فقدان السمع المفاجئ"]),
                     c.D(f"{c.rint(30, 80)} ديسيبل")])
    return [("title", f"قائمة الفحوصات السمعية - {c.D('مركز الأمل للسمع')} - {c.ddate()}"),
            ("table", ["رقم الملف", "الاسم واللقب", "تاريخ الولادة", "الهاتف", "التشخيص", "عتبة السمع"], rows, None)]


def k_solar_subsidy_file(c):
    if c.lang == "mixed":
        rows = []
        inst = c.D("SolarTech Tunisie SARL")
        for _ in range(5):
            p = c.person()
            rows.append([c.ref("PRO"), p.fn(), c.cin(), c.address("fr" if p.script == "lat" else "ar"), c.phone(),
                         c.rib(), c.D(f"{c.rint(1, 9)},{c.rint(1, 9)} kWc"), c.amount(lo=900, hi=3000), inst])
        return [("title", f"Dossiers PROSOL Elec / ملفات بروسول — lot du {c.ddate()}"),
                ("table", ["Réf / المرجع", "Nom / الاسم", "CIN / ب.ت.و", "Adresse / العنوان", "Tél / الهاتف",
                           "RIB", "Puissance / القدرة", "Subvention / المنحة", "Installateur / المركب"], rows, None)]
    if c.lang == "ar":
        p = c.person("ar")
        inst = c.person("ar", g="m")
        return [("title", "مطلب الانتفاع بمنحة تركيز الألواح الشمسية"),
                ("p", f"{c.D('الوكالة الوطنية للتحكم في الطاقة')} - {c.D('الشركة التونسية للكهرباء والغاز')}"),
                ("kv", [("الاسم واللقب", p.fn()), ("بطاقة التعريف الوطنية", c.cin()), ("تاريخ الولادة", c.dob()),
                        ("عنوان المسكن", c.address("ar")), ("الهاتف", c.phone()), ("مرجع عقد الكهرباء", c.D(f"مرجع {c.dig(3)} {c.dig(3)} {c.dig(3)}")), ("رقم ملف القرض", c.bad_rib()),
                        ("الحساب البنكي لصرف المنحة", c.rib())]),
                ("p", f"القدرة المركزة: {c.D('3 كيلواط')}، الكلفة الجملية {c.amount(lo=9000, hi=20000)}."),
                ("p", f"المركب: {inst.fn()} - المعرف الجبائي {c.tax_id()} - الهاتف {c.phone()}"),
                ("sig", [f"الإمضاء: {p.fn()}", c.ddate()])]
    p = c.person("lat", "tn")
    inst = c.person("lat", "tn", "m")
    return [("p", f"From: {inst.fn()} <{c.email(inst)}>\nTo: {p.fn()} <{c.email(p)}>\nSubject: PROSOL file {c.ref('PRO')}"),
            ("p", f"Dear {p.title()} {p.sn()},"),
            ("p", f"Your solar installation file was submitted to {c.D('ANME')} on {c.ddate('en')}. Summary:"),
            ("list", [f"Applicant: {p.fn()}, CIN {c.cin()}, born {c.dob(1950, 1995, 'en')}",
                      f"Site: {c.address('en')}", f"Power: {c.D('4.5 kWp')}; subsidy expected {c.amount('en', 1000, 3000)}",
                      f"Loan instalments debited from IBAN {c.iban()}"]),
            ("p", f"As an individual installer my tax ID is {c.tax_id()}. Call me on {c.phone()} if anything is missing."),
            ("sig", ["Regards,", inst.gn()])]


def k_debt_collection_letter(c):
    if c.lang == "fr":
        p = c.person("lat", "tn")
        ag = c.person("lat", "tn")
        return [("p", f"{c.D('Recouvra Conseil SARL')} — {c.inst_street()}, Tunis"),
                ("p", f"{p.title()} {p.fn('rev')}\n{c.address('fr')}"),
                ("title", f"Relance amiable — dossier {c.ref('RC')}"),
                ("p", f"{p.title()} {p.sn()},\nMandatés par la {c.bank()}, nous constatons un impayé de "
                      f"{c.amount(lo=900, hi=20000)} au titre du {c.D('contrat de crédit à la consommation n° CC-88213')}."),
                ("kv", [("Débiteur", p.fn()), ("CIN", c.cin()), ("Compte prélevé", c.rib()), ("Téléphone connu", c.phone())]),
                ("p", f"Nous vous proposons un échéancier de {c.D('6 mensualités')} de {c.amount(lo=150, hi=3000)}. À défaut de "
                      f"réponse avant le {c.ddate()}, le dossier sera transmis au contentieux ({c.D('article 278 du COC')})."),
                ("sig", [f"Votre chargé(e) de recouvrement : {ag.fn()}", f"Ligne directe {c.phone(kind='fix')}"])]
    if c.lang == "en":
        p = c.person("lat", "fx")
        ag = c.person("lat", "tn")
        return [("title", f"Payment reminder, file {c.ref('RC')}"),
                ("p", f"**To:** {p.fn()}  \n**Address:** {c.address('en')}  \n**Passport:** {c.passport()}"),
                ("p", f"Dear {p.title()} {p.sn()},"),
                ("p", f"On behalf of {c.bank('en')} we remind you that {c.amount('en', 500, 9000)} remain unpaid on your "
                      f"credit card {c.card()}, last payment attempt declined on {c.ddate('en')} (transaction {c.bad_card()})."),
                ("p", f"You may pay by transfer from your account {c.iban()} or call us on {c.phone(kind='fix')}. "
                      f"We have also tried your number {c.phone_foreign(p)} without success."),
                ("quote", [f"Your reply of {c.ddate('en')}:", "I lost my job in March, can we agree on instalments?"]),
                ("sig", ["Yours sincerely,", ag.fn(), c.D("Recouvra Conseil")])]
    p = c.person("ar")
    q = c.person("lat", "tn")
    return [("title", "Suivi de dossier / متابعة ملف"),
            ("p", f"Dossier {c.ref('RC')} — débiteur / المدين : {p.fn()} — CIN {c.cin()}"),
            ("list", [f"[{c.ddate()} 10:12] Appel sortant vers {c.phone()} : pas de réponse.",
                      f"[{c.ddate()} 15:40] {'اتصل' if p.g == 'm' else 'اتصلت'} {p.title()} {p.sn()} وطلب مهلة إلى آخر الشهر.",
                      f"[{c.ddate()} 09:05] Garant / الضامن : {q.fn()}, {c.phone()}, {c.email(q)}.",
                      f"[{c.ddate()} 11:30] Le débiteur signale une hospitalisation ({c.health()}).",
                      f"[{c.ddate()} 16:00] Promesse de paiement {c.amount(lo=200, hi=3000)} sur RIB {c.rib()}."]),
            ("p", f"المبلغ المتخلد: {c.amount('ar', 1000, 15000)} — {c.D('الفصل 278 من مجلة الالتزامات والعقود')}")]


def k_prize_claim_form(c):
    if c.lang == "mixed":
        p = c.person("lat", "tn")
        w = c.person("ar")
        return [("title", "Formulaire de retrait de lot / استمارة تسلم جائزة"),
                ("p", f"{c.D('Grand jeu Carrefour Market Ennasr')} — tirage du {c.ddate()}"),
                ("kv", [("Gagnant(e) / الفائز", p.fn()), ("Né(e) le / تاريخ الولادة", c.dob()), ("CIN / ب.ت.و", c.cin()),
                        ("Adresse / العنوان", c.address("fr")), ("Tél / الهاتف", c.phone()), ("E-mail", c.email(p)),
                        ("Ticket gagnant / التذكرة", c.D(f"ticket n° {c.dig(6)}")), ("Lot / الجائزة", c.D("bon d'achat de 1 000 DT")),
                        ("RIB pour virement / الحساب البنكي", c.rib())]),
                ("p", f"الشاهد: {w.fn()} — ب.ت.و {c.cin()}"),
                ("p", f"Je soussigné(e) {p.fn()} reconnais avoir reçu le lot ci-dessus. Règlement du jeu déposé chez "
                      f"{c.D('Maître huissier, étude n° 42')}."),
                ("sig", ["Signature / الإمضاء", ""])]
    if c.lang == "en":
        rows = []
        for _ in range(6):
            p = c.person("lat", c.ch(["tn", "tn", "fx", "fr"]))
            tn = p.origin == "tn"
            rows.append([c.ddate("en"), p.fn(), c.phone() if tn else c.phone_foreign(p), c.email(p),
                         c.cin() if tn else c.passport(), c.ch(["Tunis", "Sousse", "Sfax", "Nabeul"]),
                         c.D(c.ch(["Smartphone", "Weekend for two", "Voucher 300 TND", "Headphones"]) + f" #{c.dig(4)}")])
        return [("title", f"{c.D('Radio Mosaique')} quiz winners, season {c.D('2024-2025')}"),
                ("table", ["Draw date", "Winner", "Phone", "Email", "ID / passport", "City", "Prize"], rows, None)]
    p = c.person("ar")
    return [("title", "مطلب تسلم جائزة"),
            ("p", f"إلى السيد المدير التجاري لشركة {c.D('مغازة الواحة')}"),
            ("p", f"أنا الممضي(ة) أسفله {p.fn()}، المولود(ة) في {c.dob()}، صاحب(ة) بطاقة التعريف الوطنية عدد {c.cin()}، "
                  f"القاطن(ة) بـ {c.address('ar')}، أعلمكم أنني فزت في السحب المنظم بتاريخ {c.ddate()} بالتذكرة "
                  f"{c.D(f'عدد {c.dig(6)}')}."),
            ("p", f"أرجو تحويل قيمة الجائزة ({c.amount(lo=200, hi=5000)}) إلى حسابي {c.iban()}، أو الاتصال بي على الرقم {c.phone()}."),
            ("p", f"ملاحظة: لا أستطيع الحضور شخصيا بسبب {c.health(HEALTH['ar'])}، وأفوض {c.person('ar').fn()} لتسلم الجائزة."),
            ("sig", ["الإمضاء", p.fn()])]


def k_psych_referral(c):
    if c.lang == "mixed":
        p = c.person("lat", "tn")
        gp = c.person("lat", "tn")
        ps = c.person("lat", "fr")
        fam = c.person("ar")
        return [("p", f"Dr {gp.fn()}\nMédecine générale — {c.inst_street()}, Ariana\nTél. {c.phone(kind='fix')}"),
                ("p", f"À Dr {ps.fn()}, psychiatre"),
                ("p", f"Cher(e) confrère,\nJe vous adresse {p.title()} {p.fn()}, né(e) le {c.dob(1970, 2004)}, "
                      f"CIN {c.cin()}, affilié(e) CNAM sous le n° {c.cnss()}, pour "
                      f"{c.health(['épisode dépressif majeur', 'trouble anxieux généralisé', 'trouble panique', 'stress post-traumatique'])} "
                      f"évoluant depuis {c.D('six mois')}."),
                ("p", f"{p.title()} {p.sn()} joignable au {c.phone()}. Antécédent : {c.health()}."),
                ("quote", ["Message de la famille / رسالة من العائلة :",
                           f"أنا {fam.fn()}، أخ المريض، رقمي {c.phone()}، نرجو موعدا في أقرب وقت."]),
                ("sig", ["Confraternellement,", f"Dr {gp.sn()}", f"Ariana, le {c.ddate()}"])]
    if c.lang == "en":
        p = c.person("lat", "tn")
        gp = c.person("lat", "tn")
        ps = c.person("lat", "fx")
        return [("title", "Referral letter — clinical psychology"),
                ("p", f"{c.D('Polyclinique Les Jasmins')}, {c.inst_street('en')}"),
                ("kv", [("Patient", p.fn()), ("Date of birth", c.dob(1975, 2006, "en")), ("National ID", c.cin()),
                        ("Address", c.address("en")), ("Phone", c.phone()), ("Email", c.email(p))]),
                ("p", f"Dear {ps.fn()},"),
                ("p", f"I am referring {p.title()} {p.sn()} for assessment of "
                      f"{c.health(['generalised anxiety disorder', 'post-traumatic stress disorder', 'anorexia nervosa', 'obsessive-compulsive disorder'])}. "
                      f"Current treatment started on {c.ddate('en')}; consultation fee {c.amount('en', 40, 120)} reimbursed under "
                      f"{c.D('CNAM agreement 2024-17')}."),
                ("sig", ["Best wishes,", f"Dr {gp.fn()}", "General practitioner"])]
    p = c.person("ar")
    gp = c.person("ar")
    return [("title", "رسالة توجيه إلى أخصائي نفسي"),
            ("p", f"{gp.dr()} {gp.fn()} - طب عام - {c.inst_street('ar')}"),
            ("p", f"زميلي العزيز، أوجه إليك المريض(ة) **{p.fn()}**، المولود(ة) في {c.dob(1970, 2006)}، "
                  f"بطاقة التعريف {c.cin()}، رقم المنخرط بالصندوق {c.cnss()}."),
            ("p", f"يشكو من {c.health(['اكتئاب حاد', 'اضطراب القلق العام', 'نوبات الهلع', 'الوسواس القهري'])} منذ {c.D('ثلاثة أشهر')}."),
            ("list", [f"الهاتف: {c.phone()}", f"العنوان: {c.address('ar')}"]),
            ("sig", ["مع التحية", f"{gp.dr()} {gp.sn()}", c.ddate()])]


def k_film_call_sheet(c):
    if c.lang == "en":
        rows = []
        for dept in ["Direction", "Camera", "Camera", "Sound", "Cast", "Cast", "Transport"]:
            p = c.person("lat", c.ch(["tn", "tn", "fx", "fr"]))
            tn = p.origin == "tn"
            rows.append([dept, p.fn(), c.D(f"{c.rint(5, 9):02d}:{c.ch(['00', '15', '30', '45'])} call") if dept == "Cast" else "06:30",
                         c.phone() if tn else c.phone_foreign(p), c.email(p), c.plate() if dept == "Transport" or c.coin(0.3) else "",
                         c.health(["peanut allergy", "coeliac disease", "type 1 diabetes"]) if c.coin(0.3) else ""])
        return [("title", f"CALL SHEET — {c.D('Les Jardins de Carthage (feature)')} — Day {c.rint(2, 30)}"),
                ("p", f"Location: {c.D('Dar Lasram, Medina of Tunis')}; unit base {c.inst_street('en')}"),
                ("table", ["Dept", "Name", "Call", "Phone", "Email", "Vehicle", "Dietary / medical"], rows, None)]
    if c.lang == "mixed":
        d = c.person("lat", "fr")
        a = c.person("lat", "tn")
        b = c.person("ar")
        e = c.person("lat", "fx")
        return [("title", "Feuille de service / ورقة العمل — Jour 14"),
                ("p", f"Production : {c.D('Nomad Films Tunisie')} — décor : {c.D('Ksar Ouled Soltane')}"),
                ("table", ["Poste / الخطة", "Nom / الاسم", "Téléphone", "Remarques"],
                 [["Réalisatrice", d.fn(), c.phone_foreign(d), f"passeport {c.passport()}"],
                  ["Comédien principal", a.fn(), c.phone(), f"véhicule {c.plate()}"],
                  ["سائق", b.fn(), c.phone(), f"{c.plate()}"],
                  ["Chef opérateur", e.fn(), c.phone_foreign(e), c.email(e)]], None),
                ("p", f"تنبيه: {b.title()} {b.sn()} {'يعاني' if b.g == 'm' else 'تعاني'} من {c.health(['داء السكري', 'الصرع'])}، يرجى توفير وجبة خاصة."),
                ("p", f"Hôtel équipe : {c.D('Hôtel Sangho Tataouine')} — per diem {c.amount(lo=30, hi=80)}")]
    a = c.person("lat", "tn")
    b = c.person("lat", "fr")
    d = c.person("lat", "tn")
    return [("title", f"FEUILLE DE SERVICE — tournage « {c.D('Le Sel des Jours')} » — J{c.rint(2, 30)}"),
            ("kv", [("Date", c.ddate()), ("Décor", c.D("Port de pêche de Kélibia")), ("Base régie", c.inst_street())]),
            ("list", [f"Réalisation : {a.fn()} — {c.phone()}",
                      f"1er assistant : {b.fn()} — {c.phone_foreign(b)} — {c.email(b)}",
                      f"Régie : {d.fn()} — {c.phone()} — camion {c.plate()}"]),
            ("p", f"Cantine : {b.title()} {b.sn()} signale une {c.health(['maladie cœliaque', 'allergie sévère aux arachides'])}. "
                  f"Cachets versés sur RIB {c.rib()} (intermittent {d.sn()}, matricule fiscal {c.tax_id()})."),
            ("p", f"Fin de journée prévue à 19:30. Budget repas {c.amount(lo=300, hi=900)}.")]


def k_refugee_intake(c):
    if c.lang == "en":
        p = c.person("lat", "af")
        sp = c.person("lat", "af", "f" if p.g == "m" else "m")
        cw = c.person("lat", "tn")
        return [("title", "INTAKE FORM — protection desk"),
                ("p", f"Partner office, {c.D('Medenine reception centre')} — case {c.ref('CASE')}"),
                ("kv", [("Name", p.fn()), ("Date of birth", c.dob(1970, 2005, "en")), ("Nationality", "declared"),
                        ("Passport", c.passport()), ("Phone", c.phone_foreign(p)), ("Local phone", c.phone()),
                        ("Address in Tunisia", c.address("en"))]),
                ("p", f"Accompanied by spouse {sp.fn()} (born {c.dob(1970, 2005, 'en')}, no document)."),
                ("p", f"Medical: {c.health(['pulmonary tuberculosis under treatment', 'type 2 diabetes', 'HIV infection', 'sickle cell disease'])}; "
                      f"referred to {c.D('Hôpital régional de Médenine')} on {c.ddate('en')}."),
                ("p", f"Cash assistance of {c.amount('en', 100, 400)} per month approved."),
                ("sig", [f"Caseworker: {cw.fn()}", c.email(cw)])]
    if c.lang == "fr":
        p = c.person("lat", "af")
        kid = c.person("lat", "af")
        cw = c.person("lat", "tn")
        return [("title", "Fiche d'accueil — demandeur d'asile"),
                ("kv", [("Nom", p.fn()), ("Date de naissance", c.dob(1970, 2004, "fr")), ("Passeport", c.passport()),
                        ("Téléphone", c.phone()), ("Adresse déclarée", c.address("fr")), ("E-mail", c.email(p))]),
                ("table", ["Membre du foyer", "Lien", "Naissance"], [[kid.fn(), "enfant", c.dob(2012, 2022, "fr")]], "Composition du foyer"),
                ("p", f"Vulnérabilité : {c.health(['drépanocytose', 'tuberculose pulmonaire', 'diabète de type 1', 'syndrome de stress post-traumatique'])}. "
                      f"Orientation vers le {c.D('CHU Habib Bourguiba de Sfax')} le {c.ddate()}."),
                ("p", f"Aide mensuelle : {c.amount(lo=100, hi=400)} ; dossier {c.ref('ASY')}."),
                ("sig", [f"Travailleur social : {cw.fn()}"])]
    rows = []
    for _ in range(5):
        p = c.person("lat", "af") if c.coin(0.6) else c.person("ar")
        rows.append([c.ref("CASE"), p.fn(), c.dob(1965, 2010, "fr"), c.passport() if c.coin(0.6) else "",
                     c.phone() if c.coin(0.6) else c.phone_foreign(p), c.health(HEALTH[c.ch(["ar", "fr"])]) if c.coin(0.6) else "",
                     c.amount(lo=100, hi=400)])
    return [("title", f"Liste des personnes accueillies / قائمة الأشخاص المستقبلين — {c.ddate()}"),
            ("table", ["Dossier / الملف", "Nom / الاسم", "Naissance / الولادة", "Passeport / جواز السفر",
                       "Téléphone / الهاتف", "Santé / الصحة", "Aide / المساعدة"], rows, None)]


KINDS = [
    ("water_meter_dispute", k_water_meter_dispute, [("fr", "txt"), ("ar", "docx"), ("en", "md")]),
    ("harvest_crew_register", k_harvest_crew_register, [("ar", "csv"), ("mixed", "md"), ("fr", "docx")]),
    ("optician_order", k_optician_order, [("fr", "md"), ("en", "txt"), ("mixed", "csv")]),
    ("physio_plan", k_physio_plan, [("fr", "docx"), ("ar", "txt"), ("en", "csv")]),
    ("transit_pass_application", k_transit_pass_application, [("en", "docx"), ("fr", "csv"), ("ar", "md")]),
    ("bounced_cheque_notice", k_bounced_cheque_notice, [("fr", "txt"), ("ar", "md"), ("mixed", "docx")]),
    ("land_title_request", k_land_title_request, [("ar", "txt"), ("fr", "md"), ("en", "docx")]),
    ("heirs_statement", k_heirs_statement, [("ar", "docx"), ("mixed", "txt"), ("fr", "csv")]),
    ("coworking_access_log", k_coworking_access_log, [("en", "csv"), ("fr", "txt"), ("mixed", "md")]),
    ("hearing_test_report", k_hearing_test_report, [("en", "md"), ("fr", "docx"), ("ar", "csv")]),
    ("solar_subsidy_file", k_solar_subsidy_file, [("mixed", "csv"), ("ar", "docx"), ("en", "txt")]),
    ("debt_collection_letter", k_debt_collection_letter, [("fr", "docx"), ("en", "md"), ("mixed", "txt")]),
    ("prize_claim_form", k_prize_claim_form, [("mixed", "docx"), ("en", "csv"), ("ar", "txt")]),
    ("psych_referral", k_psych_referral, [("mixed", "txt"), ("en", "docx"), ("ar", "md")]),
    ("film_call_sheet", k_film_call_sheet, [("en", "csv"), ("mixed", "md"), ("fr", "txt")]),
    ("refugee_intake", k_refugee_intake, [("en", "txt"), ("fr", "md"), ("mixed", "csv")]),
]


# ---------------------------------------------------------------- renderers
def kv_sep(c):
    return c.ch([" : ", ": ", " :\t"]) if c.lang != "en" else c.ch([": ", ":\t"])


def render_txt(c, blocks):
    out = []
    sep = kv_sep(c)
    pad = c.coin(0.4)
    for b in blocks:
        t = b[0]
        if t == "title":
            out.append(b[1] + "\n" + c.ch(["=", "-", "*"]) * min(len(b[1]), 60))
        elif t == "sub":
            out.append(b[1])
        elif t == "p":
            out.append(b[1])
        elif t == "kv":
            w = max(len(l) for l, _ in b[1])
            out.append("\n".join((l.ljust(w, ".") if pad else l) + sep + v for l, v in b[1]))
        elif t == "table":
            lines = [b[3]] if b[3] else []
            cols = [b[1]] + b[2]
            widths = [max(len(r[i]) for r in cols) for i in range(len(b[1]))]
            style = c.ch(["pipe", "tab", "pad"])
            for r in cols:
                if style == "pipe":
                    lines.append(" | ".join(r))
                elif style == "tab":
                    lines.append("\t".join(r))
                else:
                    lines.append("  ".join(x.ljust(widths[i]) for i, x in enumerate(r)).rstrip())
            out.append("\n".join(lines))
        elif t == "list":
            bullet = c.ch(["- ", "• ", "* "])
            out.append("\n".join(bullet + x for x in b[1]))
        elif t == "quote":
            out.append("\n".join("> " + x for x in b[1]))
        elif t == "sig":
            out.append("\n".join(b[1]))
        elif t == "hr":
            out.append("-" * 40)
    return "\n\n".join(out) + "\n"


def md_table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def render_md(c, blocks):
    out = []
    kv_style = c.ch(["bullets", "bold", "table"])
    for b in blocks:
        t = b[0]
        if t == "title":
            out.append("# " + b[1])
        elif t == "sub":
            out.append("## " + b[1])
        elif t == "p":
            out.append(b[1].replace("\n", "  \n"))
        elif t == "kv":
            if kv_style == "bullets":
                out.append("\n".join(f"- **{l}** : {v}" if c.lang != "en" else f"- **{l}:** {v}" for l, v in b[1]))
            elif kv_style == "bold":
                out.append("  \n".join(f"**{l}** : {v}" for l, v in b[1]))
            else:
                out.append(md_table([c.L("Champ", "البيان", "Field"), c.L("Valeur", "المعطيات", "Value")], [list(x) for x in b[1]]))
        elif t == "table":
            s = (f"**{b[3]}**\n\n" if b[3] else "") + md_table(b[1], b[2])
            out.append(s)
        elif t == "list":
            out.append("\n".join("- " + x for x in b[1]))
        elif t == "quote":
            out.append("\n".join("> " + x for x in b[1]))
        elif t == "sig":
            out.append("  \n".join(b[1]))
        elif t == "hr":
            out.append("---")
    return "\n\n".join(out) + "\n"


def render_csv(c, blocks):
    delim = ";" if c.lang == "fr" else ","
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator=c.ch(["\n", "\r\n"]))
    for b in blocks:
        t = b[0]
        if t in ("title", "sub", "p"):
            w.writerow([b[1].replace("\n", " ")])
        elif t == "kv":
            for l, v in b[1]:
                w.writerow([l, v])
        elif t == "table":
            if b[3]:
                w.writerow([b[3]])
            w.writerow(b[1])
            for r in b[2]:
                w.writerow(r)
        elif t in ("list", "quote", "sig"):
            for x in b[1]:
                w.writerow([x])
    return buf.getvalue()


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
HAS_AR = re.compile("[\u0600-\u06ff]")


def w_runs(c, text, bold=False):
    pieces = [text]
    if len(text) > 8 and c.coin(0.6):
        cuts = sorted({c.rint(1, len(text) - 1) for _ in range(c.rint(1, 3))})
        pieces, prev = [], 0
        for k in cuts:
            pieces.append(text[prev:k])
            prev = k
        pieces.append(text[prev:])
    rtl = bool(HAS_AR.search(text))
    rpr = ""
    if bold or rtl:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + ("<w:rtl/>" if rtl else "") + "</w:rPr>"
    return "".join(f'<w:r>{rpr}<w:t xml:space="preserve">{escape(x)}</w:t></w:r>' for x in pieces if x)


def w_p(c, text, bold=False, label=None):
    ppr = "<w:pPr><w:bidi/></w:pPr>" if HAS_AR.search(text + (label or "")) else ""
    lab = w_runs(c, label, bold=True) if label else ""
    return f"<w:p>{ppr}{lab}{w_runs(c, text, bold)}</w:p>"


def w_tbl(c, rows, header=True):
    x = ['<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/></w:tblPr>']
    for i, r in enumerate(rows):
        x.append("<w:tr>")
        for cell in r:
            x.append('<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>' + w_p(c, cell, bold=header and i == 0) + "</w:tc>")
        x.append("</w:tr>")
    x.append("</w:tbl>")
    return "".join(x)


def render_docx(c, blocks):
    body, paras = [], []

    def para(text, bold=False, label=None):
        for line in text.split("\n"):
            body.append(w_p(c, line, bold, label))
            paras.append((label or "") + line)
            label = None

    kv_table = c.coin(0.6)
    for b in blocks:
        t = b[0]
        if t in ("title", "sub"):
            para(b[1], bold=True)
        elif t == "p":
            para(b[1].replace("**", ""))
        elif t == "kv":
            if kv_table:
                body.append(w_tbl(c, [[l, v] for l, v in b[1]], header=False))
                paras.extend(x for l, v in b[1] for x in (l, v))
            else:
                for l, v in b[1]:
                    para(v, label=l + " : ")
        elif t == "table":
            if b[3]:
                para(b[3], bold=True)
            body.append(w_tbl(c, [b[1]] + b[2]))
            paras.extend(x for r in [b[1]] + b[2] for x in r)
        elif t == "list":
            for x in b[1]:
                para("• " + x)
        elif t == "quote":
            for x in b[1]:
                para("« " + x + " »" if c.lang != "en" else '"' + x + '"')
        elif t == "sig":
            for x in b[1]:
                para(x)
    doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="{W_NS}"><w:body>'
           + "".join(body) + '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>')
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
            'Target="word/document.xml"/></Relationships>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc)):
            zi = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue(), "\n".join(paras)


# ---------------------------------------------------------------- validation
def problems(text, sens, decoys):
    """Reasons to discard an attempt (decoys overlapping / containing values, stray name parts)."""
    for t, v in sens:
        if v not in text:
            raise AssertionError(f"value not verbatim: {v!r}\n{text}")
    for d in decoys:
        if d not in text:
            raise AssertionError(f"decoy not verbatim: {d!r}")
    parts = set()
    for t, v in sens:
        if t == "PERSON":
            parts.update(name_parts(v))
    for d in decoys:
        cd = compact(d)
        if not cd:
            return "empty decoy"
        if set(tokens(d)) & parts:
            return "decoy holds a name part"
        for t, v in sens:
            cs = compact(v)
            if cs in cd or cd in cs:
                return f"decoy {d!r} vs {v!r}"
            i = text.find(d)
            while i >= 0:
                j = text.find(v)
                while j >= 0:
                    if i < j + len(v) and j < i + len(d):
                        return f"decoy {d!r} overlaps {v!r}"
                    j = text.find(v, j + 1)
                i = text.find(d, i + 1)
    nt = norm(text)
    ft = fold(nt)
    if len(ft) == len(nt):
        spans = []
        for t, v in sens:
            nv = norm(v)
            spans += [(m.start(), m.end()) for m in re.finditer(re.escape(nv), nt)]
        for part in parts:
            for m in re.finditer(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", ft):
                if not any(a <= m.start() and m.end() <= b for a, b in spans):
                    return f"name part {part!r} outside values"
    return None


class Gen:
    def __init__(self, seed, refuse):
        self.seed, self.refuse = seed, refuse


def build(gen, idx, kind, fn, lang, fmt):
    for k in range(400):
        c = Ctx(gen, idx, k, lang, fmt)
        blocks = fn(c)
        if fmt == "docx":
            data, text = render_docx(c, blocks)
        else:
            text = {"txt": render_txt, "md": render_md, "csv": render_csv}[fmt](c, blocks)
            data = text.encode("utf-8")
        if fmt != "txt" and any("\n" in v for _, v in c.sens):
            raise AssertionError(f"{kind}/{lang}: split value outside txt")
        if problems(text, c.sens, c.decoys) is None:
            return data, c
    raise RuntimeError(f"{kind}/{lang}/{fmt}: no valid attempt")


def main(argv=None):
    ap = argparse.ArgumentParser(description="Twelfth held-out test-document generator for Caviard")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=os.path.join(REPO, "crates", "caviard", "data", "names"))
    ap.add_argument("--corpus-manifest", default=os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json")))
    a = ap.parse_args(argv)
    gen = Gen(a.seed, load_refusals(a.names_dir, a.corpus_manifest))
    os.makedirs(a.out, exist_ok=True)
    manifest = []
    idx = 0
    for kind, fn, variants in KINDS:
        for lang, fmt in variants:
            idx += 1
            data, c = build(gen, idx, kind, fn, lang, fmt)
            fname = f"{idx:03d}_{kind}_{lang}.{fmt}"
            with open(os.path.join(a.out, fname), "wb") as fh:
                fh.write(data)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": [{"type": t, "value": v} for t, v in c.sens],
                             "decoys": list(c.decoys)})
    with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print(f"wrote {len(manifest)} documents to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
