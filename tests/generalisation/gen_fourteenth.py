#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Fourteenth held-out generator of synthetic Tunisian documents (standard library only).

    python3 tests/generalisation/gen_fourteenth.py --seed N --out DIR \
        [--names-dir D] [--corpus-manifest M]

Writes 48 documents (16 kinds x 3 variants; fr, ar, en and mixed French/Arabic; txt, md, csv and
docx) plus DIR/manifest.json in the corpus manifest format, so that

    python3 ../shared/eval/score.py --manifest DIR/manifest.json --cmd 'BIN mask {file}'

scores it.  Output depends only on the seed (and on the refusal lists below).

Person names are assembled at run time from paired Latin/Arabic syllables.  A candidate is refused
(and redrawn) when one of its folded parts (particles excepted) occurs in the product's name lists
(*.txt under --names-dir), in the PERSON values of --corpus-manifest, or among the words of this
source file.  Those files are only read into memory to refuse candidates; nothing from them is
printed or written.

Identifiers are syntactically valid: RIB keys (97 - (first 18 digits x 100) mod 97), IBAN mod-97,
Luhn for cards, CIN of 8 digits starting with 0 or 1, matricule fiscal with a control letter other
than I/O/U, CNSS numbers of 8+2 digits.  Decoys (amounts, legal references, file numbers,
institutions, 16-digit numbers failing Luhn, 20-digit numbers with a wrong RIB key) never contain
nor overlap a sensitive value.

Provenance
----------
Written without reading the product's source code, its other generators or the corpus documents.
Files read while writing it, and only these:
  * /work/shared/README.md
  * /work/shared/corpus/README.md   (manifest format, value types, decoy rules)
  * /work/shared/eval/score.py      (normalisation and matching rules)
  * /work/main/tests/generalisation/test_gen_twelfth.py  (only its testing approach, for the
    companion test file test_gen_fourteenth.py)
At run time the name lists and the corpus manifest are read programmatically, only to refuse names.
All names, streets, wordings and layouts here were invented for this generator.
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
DEF_NAMES = os.path.join(REPO, "crates", "caviard", "data", "names")
DEF_MANIFEST = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))

AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}
ARD = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def fold(s):
    s = AR_DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def compact(s):
    s = unicodedata.normalize("NFKC", s).translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789"))
    return re.sub(r"[\W_]+", "", AR_DIAC.sub("", s).casefold())


def ar(s):
    return s.translate(ARD)


# ---------------------------------------------------------------- identifiers
def rib_key(b18):
    return "%02d" % (97 - (int(b18) * 100) % 97)


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def luhn_digit(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return c
    raise AssertionError


BANKS = ["01", "02", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "25", "32"]

# ---------------------------------------------------------------- name syllables (Latin, Arabic)
ON = [("Ka", "كا"), ("Sa", "سا"), ("Ha", "ها"), ("Ma", "ما"), ("Na", "نا"), ("Ra", "را"), ("Za", "زا"),
      ("Fa", "فا"), ("Wa", "وا"), ("Ya", "يا"), ("Ba", "با"), ("Ta", "تا"), ("Ja", "جا"), ("Cha", "شا"),
      ("Gha", "غا"), ("Kha", "خا"), ("Da", "دا"), ("La", "لا"), ("Sou", "سو"), ("Mou", "مو"), ("Hou", "هو"),
      ("Ri", "ري"), ("Ou", "عو"), ("Ai", "عاي"), ("Thou", "ثو"), ("Dja", "جا")]
MID = [("li", "لي"), ("mi", "مي"), ("ri", "ري"), ("zi", "زي"), ("bi", "بي"), ("hi", "هي"), ("ni", "ني"),
       ("di", "دي"), ("si", "سي"), ("wa", "وا"), ("ra", "را"), ("la", "لا"), ("ma", "ما"), ("dou", "دو"),
       ("rou", "رو"), ("chi", "شي"), ("thi", "ثي"), ("ja", "جا"), ("ta", "طا"), ("fou", "فو")]
M_END = [("d", "د"), ("r", "ر"), ("l", "ل"), ("n", "ن"), ("m", "م"), ("f", "ف"), ("b", "ب"), ("dh", "ذ"),
         ("k", "ك"), ("s", "س"), ("z", "ز"), ("j", "ج"), ("ne", "ن"), ("t", "ت")]
F_END = [("a", "ة"), ("ya", "ية"), ("ia", "ية"), ("ra", "رة"), ("na", "نة"), ("la", "لة"), ("ssa", "سة"),
         ("ma", "مة"), ("ine", "ين"), ("iya", "ية"), ("ja", "جة")]
FPRE = [("Bou", "بو"), ("Ben ", "بن "), ("El ", "ال"), ("", ""), ("", ""), ("", ""), ("", "")]
ROOT = [("zar", "زر"), ("kri", "كري"), ("dhou", "ضو"), ("mel", "مل"), ("sab", "صاب"), ("rou", "رو"),
        ("ghal", "غال"), ("tar", "طر"), ("fer", "فر"), ("chim", "شيم"), ("rad", "راد"), ("znai", "زناي"),
        ("kass", "قص"), ("bsi", "بسي"), ("tlil", "تليل"), ("jrad", "جراد"), ("frik", "فريك"), ("mzou", "مزو"),
        ("gharb", "غرب"), ("sel", "سل"), ("dakh", "دخ"), ("ntou", "نتو"), ("rkik", "ركيك"), ("gdou", "قدو"),
        ("wer", "ور"), ("hzem", "حزم"), ("lou", "لو")]
FMID = [("a", "ا"), ("ou", "و"), ("i", "ي"), ("", "")]
SUF = [("ni", "ني"), ("oui", "وي"), ("li", "لي"), ("ssi", "سي"), ("ri", "ري"), ("mi", "مي"), ("chi", "شي"),
       ("ti", "تي"), ("bi", "بي"), ("ji", "جي"), ("aoui", "اوي"), ("lli", "لي"), ("ne", "ن"), ("ch", "ش")]


CLUMSY = re.compile(r"ii|aa|uu|oo|iai|aia|ouou|illi|[^aeiouy ]{3}|(\w\w)\1")


class Refuser:
    def __init__(self, names_dir, manifest):
        self.bad = set()
        for path in sorted(glob.glob(os.path.join(names_dir, "*.txt"))):
            with open(path, encoding="utf-8", errors="replace") as fh:
                self.bad.update(tokens(fh.read()))
        if manifest and os.path.isfile(manifest):
            with open(manifest, encoding="utf-8") as fh:
                for d in json.load(fh):
                    for s in d.get("sensitive", []):
                        if s.get("type") == "PERSON":
                            self.bad.update(tokens(s["value"]))
        with open(os.path.abspath(__file__), encoding="utf-8") as fh:
            self.bad.update(tokens(fh.read()))
        self.used = set()

    def ok(self, *forms):
        for f in forms:
            for t in name_parts(f):
                if t in self.bad or t in self.used:
                    return False
        return True

    def take(self, *forms):
        for f in forms:
            self.used.update(name_parts(f))


class Person:
    def __init__(self, first, father, last, gender):
        self.first, self.father, self.last, self.g = first, father, last, gender


def draw_first(rng, gender):
    parts = [rng.choice(ON)]
    if rng.random() < 0.75:
        parts.append(rng.choice(MID))
    parts.append(rng.choice(M_END if gender == "m" else F_END))
    return ("".join(p[0] for p in parts), "".join(p[1] for p in parts))


def draw_last(rng):
    pre = rng.choice(FPRE)
    body = [rng.choice(ROOT), rng.choice(FMID), rng.choice(SUF)]
    lat = "".join(p[0] for p in body)
    arb = "".join(p[1] for p in body)
    lat = pre[0] + (lat[0].upper() + lat[1:] if pre[0].endswith(" ") else lat)
    return (lat[0].upper() + lat[1:], pre[1] + arb)


def new_person(rng, ref, gender=None):
    gender = gender or rng.choice("mf")
    for _ in range(3000):
        f = draw_first(rng, gender)
        fa = draw_first(rng, "m")
        la = draw_last(rng)
        forms = [f[0], f[1], fa[0], fa[1], la[0], la[1]]
        if any(CLUMSY.search(x.lower()) for x in forms[::2]):
            continue
        if len({fold(x) for x in forms}) < 6 or not ref.ok(*forms):
            continue
        ref.take(*forms)
        return Person(f, fa, la, gender)
    raise RuntimeError("could not draw a fresh name")


# ---------------------------------------------------------------- places
CITIES = [("Ariana", "أريانة", "2080"), ("Sousse", "سوسة", "4000"), ("Sfax", "صفاقس", "3000"),
          ("Monastir", "المنستير", "5000"), ("Nabeul", "نابل", "8000"), ("Bizerte", "بنزرت", "7000"),
          ("Gabès", "قابس", "6000"), ("Kairouan", "القيروان", "3100"), ("Mahdia", "المهدية", "5100"),
          ("Béja", "باجة", "9000"), ("Jendouba", "جندوبة", "8100"), ("Médenine", "مدنين", "4100"),
          ("Tozeur", "توزر", "2200"), ("Gafsa", "قفصة", "2100"), ("Kasserine", "القصرين", "1200"),
          ("Zaghouan", "زغوان", "1100"), ("Le Kef", "الكاف", "7100"), ("Manouba", "منوبة", "2010"),
          ("Tataouine", "تطاوين", "3200"), ("Hammam-Lif", "حمام الأنف", "2050"), ("La Soukra", "سكرة", "2036"),
          ("Msaken", "مساكن", "4070"), ("Korba", "قربة", "8070"), ("Menzel Temime", "منزل تميم", "8080")]
STREETS = [("rue des Orangers", "نهج البرتقال"), ("rue Ibn Rochd", "نهج ابن رشد"),
           ("rue de Palestine", "نهج فلسطين"), ("rue Tahar Haddad", "نهج الطاهر الحداد"),
           ("rue des Jasmins", "نهج الياسمين"), ("avenue de la République", "شارع الجمهورية"),
           ("rue Abou el Kacem Chebbi", "نهج أبو القاسم الشابي"), ("rue Ennakhil", "نهج النخيل"),
           ("rue El Jazira", "نهج الجزيرة"), ("rue des Oliviers", "نهج الزيتون"),
           ("rue Ibn Jazzar", "نهج ابن الجزار"), ("avenue de l'Indépendance", "شارع الاستقلال"),
           ("rue du Golfe", "نهج الخليج"), ("rue des Roses", "نهج الورود")]
CITES = [("Cité El Khadra", "حي الخضراء"), ("Cité Ennasr 2", "حي النصر 2"), ("Cité Ezzouhour", "حي الزهور"),
         ("Cité Erriadh", "حي الرياض"), ("Cité El Amal", "حي الأمل"), ("Cité Ettahrir", "حي التحرير")]
INST_STREETS = {"fr": ["avenue Mohamed V", "rue Hédi Nouira", "avenue de Paris", "rue de Rome"],
                "en": ["avenue Mohamed V", "rue de Rome", "avenue de Paris"],
                "ar": ["شارع محمد الخامس", "نهج روما", "شارع باريس", "نهج الهادي نويرة"]}
MONTHS = {"fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                 "novembre", "décembre"],
          "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                 "November", "December"],
          "ar": ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
                 "ديسمبر"]}

HEALTH = {
    "kidney": {"fr": ["insuffisance rénale chronique terminale", "néphropathie diabétique stade 5",
                      "polykystose rénale", "kaliémie à 6,1 mmol/l avant séance", "hépatite C traitée"],
               "ar": ["قصور كلوي مزمن في مرحلته النهائية", "اعتلال الكلى السكري", "تكيس الكلى الوراثي",
                      "ارتفاع البوتاسيوم في الدم", "التهاب الكبد الفيروسي صنف ب"],
               "en": ["end-stage renal disease", "diabetic nephropathy", "polycystic kidney disease",
                      "potassium at 6.3 mmol/L before dialysis", "hepatitis B carrier"]},
    "heart": {"fr": ["infarctus du myocarde antérieur", "fraction d'éjection à 38 %", "pontage aorto-coronarien",
                     "insuffisance cardiaque stade II", "fibrillation auriculaire sous anticoagulant"],
              "ar": ["جلطة قلبية حادة", "قصور في عضلة القلب", "عملية قلب مفتوح",
                     "اضطراب في نظم القلب", "ارتفاع ضغط الدم الشرياني"],
              "en": ["anterior myocardial infarction", "ejection fraction of 35%", "triple coronary bypass",
                     "heart failure NYHA class II", "atrial fibrillation on warfarin"]},
    "allergy": {"fr": ["allergie aux arachides", "allergie à la pénicilline", "asthme d'effort",
                       "intolérance au lactose", "maladie cœliaque", "allergie aux piqûres d'abeille"],
                "ar": ["حساسية من الفول السوداني", "حساسية من البنسلين", "ربو عند بذل الجهد",
                       "حساسية من الحليب", "مرض الاضطرابات الهضمية", "حساسية من لسع النحل"],
                "en": ["peanut allergy", "penicillin allergy", "exercise-induced asthma", "lactose intolerance",
                       "coeliac disease", "bee-sting allergy"]},
    "disab": {"fr": ["paraplégie post-traumatique", "surdité bilatérale profonde", "trisomie 21",
                     "amputation de la jambe gauche", "déficience visuelle sévère", "infirmité motrice cérébrale",
                     "troubles du spectre autistique"],
              "ar": ["شلل نصفي سفلي", "صمم كلي في الأذنين", "متلازمة داون", "بتر الساق اليسرى",
                     "إعاقة بصرية حادة", "شلل دماغي", "اضطراب طيف التوحد"],
              "en": ["paraplegia after a road accident", "profound bilateral deafness", "Down syndrome",
                     "left leg amputation", "severe visual impairment", "cerebral palsy",
                     "autism spectrum disorder"]},
    "chronic": {"fr": ["diabète de type 1", "épilepsie sous valproate", "drépanocytose", "hypothyroïdie",
                       "dépression traitée par sertraline", "anémie ferriprive (Hb 9,2 g/dl)"],
                "ar": ["داء السكري من النوع الأول", "الصرع", "فقر الدم المنجلي", "قصور الغدة الدرقية",
                       "اكتئاب تحت العلاج", "فقر الدم بنقص الحديد"],
                "en": ["type 1 diabetes", "epilepsy on levetiracetam", "sickle-cell disease", "hypothyroidism",
                       "depression treated with sertraline", "iron-deficiency anaemia (Hb 8.7 g/dL)"]},
    "injury": {"fr": ["fracture du poignet droit", "traumatisme crânien léger", "entorse cervicale",
                      "plaie au front suturée"],
               "ar": ["كسر في المعصم الأيمن", "رضة خفيفة في الرأس", "التواء في الرقبة", "جرح في الجبهة"],
               "en": ["fractured right wrist", "mild concussion", "whiplash injury", "cut on the forehead"]},
}

INST = {"fr": ["CNSS", "CNAM", "STEG", "Banque Centrale de Tunisie", "INPDP", "La Poste Tunisienne", "BIAT",
               "Amen Bank", "Société Tunisienne de Banque", "Attijari Bank", "ONAS", "SONEDE"],
        "en": ["CNSS", "CNAM", "STEG", "Central Bank of Tunisia", "INPDP", "Tunisian Post", "BIAT", "Amen Bank",
               "UIB", "Attijari Bank"],
        "ar": ["الصندوق الوطني للضمان الاجتماعي", "الصندوق الوطني للتأمين على المرض", "البنك المركزي التونسي",
               "الشركة التونسية للكهرباء والغاز", "الهيئة الوطنية لحماية المعطيات الشخصية", "البريد التونسي",
               "وزارة الشؤون الاجتماعية", "بنك الزيتونة"]}


# ---------------------------------------------------------------- document model
class Doc:
    def __init__(self, gen, rng, kind, lang, fmt):
        self.gen, self.rng, self.kind, self.lang, self.fmt = gen, rng, kind, lang, fmt
        self.sens, self.dec, self.blocks = [], [], []
        self.txt_style = rng.choice(["cols", "pipe", "tab"])
        self.bullet = rng.choice(["- ", "* ", "• "])

    # recording
    def v(self, t, val):
        if (t, val) not in [(s["type"], s["value"]) for s in self.sens]:
            self.sens.append({"type": t, "value": val})
        return val

    def d(self, val):
        if val not in self.dec:
            self.dec.append(val)
        return val

    # blocks
    def h(self, txt, lvl=1):
        self.blocks.append(("h", lvl, txt))

    def p(self, txt):
        self.blocks.append(("p", txt))

    def tab(self, head, rows):
        self.blocks.append(("t", head, rows))

    def ul(self, items):
        self.blocks.append(("l", items))

    def split_ok(self):
        return self.fmt == "txt"

    # ------------------------------------------------ people
    def person(self, gender=None):
        return new_person(self.rng, self.gen.ref, gender)

    def nm(self, p, script="lat", form=None):
        r = self.rng
        if script == "lat":
            f, la, fa = p.first[0], p.last[0], p.father[0]
            form = form or r.choice(["FL", "FL", "LF", "UL", "UL", "LC", "FU", "UU", "FBL"])
            s = {"FL": f"{f} {la}", "LF": f"{la} {f}", "UL": f"{la.upper()} {f}", "LC": f"{la.upper()}, {f}",
                 "FU": f"{f} {la.upper()}", "UU": f"{f} {la}".upper(), "FBL": f"{f} Ben {fa} {la}",
                 "IL": f"{f[0]}. {la}"}[form]
        else:
            f, la, fa = p.first[1], p.last[1], p.father[1]
            form = form or r.choice(["FL", "FBL", "FBL", "LF"])
            s = {"FL": f"{f} {la}", "FBL": f"{f} {'بن' if p.g == 'm' else 'بنت'} {fa} {la}", "LF": f"{la} {f}",
                 "IL": f"{f} {la}"}[form]
        return self.v("PERSON", s)

    def sn(self, p, script="lat", upper=False):
        s = p.last[0] if script == "lat" else p.last[1]
        return self.v("PERSON", s.upper() if upper else s)

    def fn(self, p, script="lat"):
        return self.v("PERSON", p.first[0] if script == "lat" else p.first[1])

    def title(self, p, lang):
        if lang == "ar":
            return "السيد" if p.g == "m" else "السيدة"
        if lang == "en":
            return "Mr" if p.g == "m" else "Ms"
        return "M." if p.g == "m" else "Mme"

    # ------------------------------------------------ identifiers
    def cin(self, arabic=False):
        r = self.rng
        s = r.choice("01") + "".join(r.choice("0123456789") for _ in range(7))
        return self.v("CIN", ar(s) if arabic else s)

    def passport(self, foreign=False):
        r = self.rng
        if foreign:
            s = r.choice(["%02d%s%05d" % (r.randint(10, 24), r.choice(["AV", "FR", "KL", "CH", "RX"]), r.randint(0, 99999)),
                          "Y%s%07d" % (r.choice("ABC"), r.randint(0, 9999999)),
                          "C%s%06d" % (r.choice("FHJKLM"), r.randint(0, 999999))])
        else:
            s = r.choice("ABGMXZ") + "%06d" % r.randint(0, 999999)
            if r.random() < 0.3:
                s = r.choice("ABGMXZ") + "%07d" % r.randint(0, 9999999)
        return self.v("PASSPORT", s)

    def phone(self, style=None, land=False, foreign=False):
        r = self.rng
        if foreign:
            s = r.choice(["+33 6 %02d %02d %02d %02d" % tuple(r.randint(0, 99) for _ in range(4)),
                          "+39 3%02d %03d %04d" % (r.randint(20, 99), r.randint(0, 999), r.randint(0, 9999)),
                          "+49 15%d %07d" % (r.randint(1, 9), r.randint(0, 9999999)),
                          "0033 7 %02d %02d %02d %02d" % tuple(r.randint(0, 99) for _ in range(4))])
            return self.v("PHONE", s)
        a = (r.choice("7") + r.choice("1234567")) if land else (r.choice("2459") + r.choice("0123456789"))
        b = "%06d" % r.randint(0, 999999)
        style = style or r.choice(["sp", "sp", "dot", "plus", "plus2", "00", "paren", "raw", "dash", "216"])
        g = f"{a} {b[:3]} {b[3:]}"
        s = {"sp": g, "dot": f"{a}.{b[:3]}.{b[3:]}", "plus": "+216 " + g, "plus2": f"+216{a}{b}",
             "00": "00216 " + g, "paren": "(+216) " + g, "raw": a + b, "dash": f"{a}-{b[:3]}-{b[3:]}",
             "216": "216 " + g, "ar": ar(g), "arplus": "+216 " + ar(g), "pairs": f"{a} {b[:2]} {b[2:4]} {b[4:]}"}[style]
        return self.v("PHONE", s)

    def email(self, p=None, dom=None):
        r = self.rng
        dom = dom or r.choice(["gnet.tn", "topnet.tn", "gmail.com", "yahoo.fr", "hotmail.com", "planet.tn",
                               "outlook.fr", "orange.tn"])
        if p is None:
            loc = r.choice(["contact", "info", "atelier", "famille"]) + str(r.randint(10, 99))
        else:
            f = fold(p.first[0]).replace(" ", "")
            la = fold(p.last[0]).replace(" ", "")
            loc = r.choice([f"{f}.{la}", f"{f[0]}{la}", f"{la}.{f[0]}", f"{f}{r.randint(70, 99)}", f"{f}_{la}",
                            f"{la}{r.randint(1, 9)}"])
        return self.v("EMAIL", f"{loc}@{dom}")

    def _rib_digits(self):
        r = self.rng
        b18 = r.choice(BANKS) + "%03d" % r.randint(1, 999) + "".join(r.choice("0123456789") for _ in range(13))
        return b18 + rib_key(b18)

    def rib(self, style=None):
        d = self._rib_digits()
        style = style or self.rng.choice(["sp", "raw", "dash", "four"])
        s = {"sp": f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", "raw": d, "dash": f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}",
             "four": " ".join(d[i:i + 4] for i in range(0, 20, 4))}[style]
        return self.v("RIB", s)

    def iban(self, style=None):
        d = self._rib_digits()
        chk = "%02d" % (98 - int(d + "292300") % 97)
        full = "TN" + chk + d
        style = style or self.rng.choice(["four", "four", "raw", "rib"])
        s = {"four": " ".join(full[i:i + 4] for i in range(0, 24, 4)), "raw": full,
             "rib": f"TN{chk} {d[:2]} {d[2:5]} {d[5:18]} {d[18:]}"}[style]
        return self.v("IBAN", s)

    def card(self, style=None):
        r = self.rng
        body = r.choice(["4", "5", "4", "5"]) + "".join(r.choice("0123456789") for _ in range(14))
        d = body + luhn_digit(body)
        style = style or r.choice(["four", "four", "dash", "raw"])
        s = {"four": " ".join(d[i:i + 4] for i in range(0, 16, 4)), "dash": "-".join(d[i:i + 4] for i in range(0, 16, 4)),
             "raw": d}[style]
        return self.v("CARD", s)

    def tax(self, style=None):
        r = self.rng
        n = "%07d" % r.randint(100000, 1999999)
        c = r.choice("ABCDEFGHJKLMNPQRSTVWXYZ")
        t, k, e = r.choice("APBDN"), r.choice("MPCNE"), "%03d" % r.randint(0, 3)
        style = style or r.choice(["short", "slash", "space", "glued", "mixed"])
        s = {"short": n + c, "slash": f"{n}/{c}/{t}/{k}/{e}", "space": f"{n} {c} {t} {k} {e}",
             "glued": f"{n}{c}{t}{k}{e}", "mixed": f"{n}{c}/{t}/{k}/{e}"}[style]
        return self.v("TAX_ID", s)

    def cnss(self, style=None):
        r = self.rng
        a, b = "%08d" % r.randint(0, 99999999), "%02d" % r.randint(0, 99)
        sep = {"dash": "-", "sp": " ", "raw": "", "slash": "/"}[style or r.choice(["dash", "dash", "sp", "raw", "slash"])]
        return self.v("CNSS", a + sep + b)

    def dob(self, lang=None, y0=1945, y1=2004, style=None):
        r = self.rng
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        y, m, dd = r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28)
        opts = {"fr": ["num", "num", "txt", "dot"], "en": ["txt_en", "dmy_en", "iso", "num"],
                "ar": ["num", "arnum", "artxt", "arisodigits"]}[lang]
        style = style or r.choice(opts)
        s = {"num": "%02d/%02d/%d" % (dd, m, y), "dot": "%02d.%02d.%d" % (dd, m, y),
             "txt": f"{dd} {MONTHS['fr'][m - 1]} {y}", "txt_en": f"{MONTHS['en'][m - 1]} {dd}, {y}",
             "dmy_en": f"{dd} {MONTHS['en'][m - 1]} {y}", "iso": "%d-%02d-%02d" % (y, m, dd),
             "arnum": ar("%02d/%02d/%d" % (dd, m, y)), "artxt": f"{dd} {MONTHS['ar'][m - 1]} {y}",
             "arisodigits": ar(f"{dd} ") + MONTHS["ar"][m - 1] + ar(f" {y}")}[style]
        return self.v("DOB", s)

    def addr(self, lang=None, split=False):
        r = self.rng
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        city = r.choice(CITIES)
        st = r.choice(STREETS)
        cite = r.choice(CITES)
        n = r.randint(2, 140)
        sep = ",\n" if split and self.split_ok() else ", "
        if lang == "fr":
            s = r.choice([f"{n}, {st[0]}{sep}{city[2]} {city[0]}", f"{n} {st[0]}, {cite[0]}{sep}{city[0]} {city[2]}",
                          f"Résidence Yasmine, bloc {r.choice('ABCD')}, appt {r.randint(1, 30)}{sep}{cite[0]}, {city[0]}",
                          f"{st[0]} n° {n}{sep}{city[2]} {city[0]}"])
        elif lang == "en":
            s = r.choice([f"{n} {st[0]}{sep}{city[0]} {city[2]}, Tunisia", f"Flat {r.randint(1, 20)}, {cite[0]}{sep}{city[2]} {city[0]}",
                          f"{n}, {st[0]}, {city[0]}"])
        else:
            sep = "،\n" if split and self.split_ok() else "، "
            s = r.choice([f"{n} {st[1]}{sep}{city[1]} {city[2]}", f"{st[1]} عدد {n}، {cite[1]}{sep}{city[1]}",
                          ar(f"{n} ") + st[1] + sep + city[1] + " " + ar(city[2]),
                          f"{cite[1]}، عمارة {r.choice('أبج')} شقة {n % 20 + 1}{sep}{city[1]}"])
        return self.v("ADDRESS", s)

    def plate(self, style=None):
        r = self.rng
        a, b = r.randint(100, 248), r.randint(1000, 9999)
        style = style or r.choice(["tu", "tu", "ar", "glued", "dash", "tunis", "arnum", "arrev"])
        s = {"tu": f"{a} TU {b}", "ar": f"{a} تونس {b}", "glued": f"{a}TU{b}", "dash": f"{a}-TU-{b}",
             "tunis": f"{a} Tunis {b}", "arnum": ar(f"{a} ") + "تونس" + ar(f" {b}"), "arrev": f"{b} تونس {a}"}[style]
        return self.v("PLATE", s)

    def health(self, cat, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        return self.v("HEALTH", self.rng.choice(HEALTH[cat][lang]))

    # ------------------------------------------------ decoys
    def law(self, lang=None):
        r = self.rng
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        y = r.choice([1960, 1966, 1991, 2004, 2005, 2016, 2017, 2019])
        n = r.randint(3, 99)
        s = {"fr": [f"loi n° {y}-{n}", f"article {r.randint(2, 120)}", f"décret n° {y}-{r.randint(100, 999)}",
                    f"arrêté du {r.randint(1, 28)} {r.choice(MONTHS['fr'])} {y}"],
             "en": [f"Law No. {y}-{n}", f"Article {r.randint(2, 120)}", f"Decree No. {y}-{r.randint(100, 999)}",
                    f"Section {r.randint(2, 30)}"],
             "ar": [f"القانون عدد {n} لسنة {y}", f"الفصل {r.randint(2, 120)}", f"الأمر عدد {r.randint(100, 999)} لسنة {y}"]}[lang]
        return self.d(r.choice(s))

    def amt(self, lang=None, lo=20, hi=9000):
        r = self.rng
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        n = r.randint(lo, hi)
        mil = r.choice([0, 500, 250, 0, 750])
        t = f"{n:,}".replace(",", " ")
        s = {"fr": [f"{t},{mil:03d} DT", f"{t} TND", f"{t} dinars"],
             "en": [f"TND {n:,}.{mil:03d}", f"{t} TND", f"{n:,} dinars"],
             "ar": [f"{n} دينار", ar(str(n)) + " د.ت", f"{n},{mil:03d} د"]}[lang]
        return self.d(r.choice(s))

    def ref(self, prefix):
        r = self.rng
        return self.d(r.choice([f"{prefix}-{r.randint(2022, 2025)}-{r.randint(1, 99999):05d}",
                                f"{prefix}/{r.randint(100, 9999)}/{r.randint(22, 25)}",
                                f"{prefix}{r.randint(10000, 999999)}"]))

    def f16(self, style=None):
        r = self.rng
        while True:
            d = r.choice("3456") + "".join(r.choice("0123456789") for _ in range(15))
            if not luhn_ok(d):
                break
        style = style or r.choice(["four", "raw"])
        return self.d(" ".join(d[i:i + 4] for i in range(0, 16, 4)) if style == "four" else d)

    def f20(self, style=None):
        r = self.rng
        b18 = r.choice(BANKS) + "".join(r.choice("0123456789") for _ in range(16))
        k = int(rib_key(b18))
        bad = "%02d" % ((k + r.randint(1, 60)) % 100)
        if int(bad) == k:
            bad = "%02d" % ((k + 1) % 100)
        d = b18 + bad
        style = style or r.choice(["sp", "raw"])
        return self.d(f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}" if style == "sp" else d)

    def inst(self, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        return self.d(self.rng.choice(INST[lang]))

    def street(self, lang=None):
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        return self.d(self.rng.choice(INST_STREETS[lang]))


# ---------------------------------------------------------------- kinds
def k_dialysis_schedule(doc):
    r, L = doc.rng, doc.lang
    if L == "fr":
        doc.h(f"Unité d'hémodialyse — planning de la semaine {r.randint(2, 50)}")
        doc.p(f"Convention {doc.inst()} {doc.ref('CONV')} ; forfait par séance {doc.amt(lo=110, hi=190)}")
        rows = []
        for i in range(5):
            p = doc.person()
            rows.append([doc.nm(p, form=r.choice(["UL", "LF", "UL"])), doc.cin(), doc.dob(), doc.phone(),
                         f"G-{r.randint(1, 14):02d}", r.choice(["lun/mer/ven 07h", "mar/jeu/sam 13h", "lun/mer/ven 13h"]),
                         doc.health("kidney") if i % 2 == 0 else r.choice(["RAS", "retard fréquent", "transport ambulance"])])
        doc.tab(["Patient", "CIN", "Né(e) le", "Tél.", "Générateur", "Créneau", "Remarques"], rows)
        doc.p(f"Lot dialyseurs : {doc.f20('raw')}")
        doc.p(f"Cadre infirmier : {doc.nm(doc.person(), form='FL')}")
    elif L == "ar":
        p, q = doc.person(), doc.person()
        doc.h("مركز تصفية الدم — إلى السيد المدير الجهوي")
        doc.p(f"الموضوع: طلب تكفّل بحصص تصفية الدم (المرجع {doc.ref('HD')})")
        doc.p(f"نحيطكم علما بأنّ المريض {doc.nm(p, 'ar', 'FBL')} المولود في {doc.dob()} وصاحب بطاقة التعريف الوطنية "
              f"عدد {doc.cin(arabic=r.random() < 0.5)} يتابع عندنا ثلاث حصص أسبوعيا بسبب {doc.health('kidney')}، "
              f"ورقم انخراطه {doc.cnss()}.")
        doc.tab(["التاريخ", "مدة الحصة", "ملاحظة"],
                [[f"{r.randint(1, 28)}/{r.randint(1, 12)}", "4 ساعات", r.choice(["عادية", "هبوط ضغط"])] for _ in range(3)])
        doc.p(f"للاتصال بعائلته: {doc.sn(q, 'ar')} ({doc.phone(r.choice(['ar', 'sp']))}) القاطنة بـ {doc.addr()}.")
        doc.p(f"كلفة الحصة {doc.amt()} طبقا لـ {doc.law()} والاتفاقية مع {doc.inst()}.")
        doc.p(f"الطبيب المباشر: د. {doc.nm(doc.person(), 'ar', 'FL')}")
    else:
        p = doc.person()
        doc.h("Holiday dialysis — visiting patient handover")
        doc.p(f"Patient: **{doc.nm(p, form='FL')}**, passport {doc.passport(foreign=True)}, born {doc.dob()}.")
        doc.ul([f"Primary diagnosis: {doc.health('kidney')}",
                f"Other: {doc.health('heart')}",
                f"Mobile abroad: {doc.phone(foreign=True)} / local {doc.phone('plus')}",
                f"Email: {doc.email(p)}",
                f"Staying at: {doc.addr()}"])
        doc.p(f"Three sessions pre-paid by card ending with the full number {doc.card()} "
              f"(invoice {doc.ref('INV')}, total {doc.amt()}).")
        doc.p(f"Please forward lab results to Dr {doc.nm(doc.person(), form='FU')}. {doc.sn(p)} prefers afternoon slots.")


def k_school_bus_subscription(doc):
    r, L = doc.rng, doc.lang
    if L == "ar":
        par, kid, drv = doc.person("m"), doc.person(), doc.person("m")
        doc.h("استمارة اشتراك في النقل المدرسي")
        doc.p(f"اسم التلميذ(ة): {doc.nm(kid, 'ar', 'FL')}")
        doc.p(f"تاريخ الولادة: {doc.dob(y0=2010, y1=2018)}")
        doc.p(f"الولي: {doc.nm(par, 'ar', 'FBL')} — ب.ت.و {doc.cin(arabic=True)} — الهاتف {doc.phone('ar')}")
        doc.p(f"العنوان: {doc.addr(split=True)}")
        doc.p(f"ملاحظات صحية يجب على المرافق معرفتها: {doc.health('allergy')}")
        doc.p(f"الحافلة المخصصة: رقم {doc.plate(r.choice(['ar', 'arnum', 'arrev']))} يقودها {doc.nm(drv, 'ar', 'FL')}")
        doc.p(f"معلوم الاشتراك الثلاثي {doc.amt()} يقتطع من الحساب {doc.rib()}")
        doc.p(f"المرجع {doc.ref('NQ')} — وفق {doc.law()}")
    elif L == "fr":
        par, kid = doc.person("f"), doc.person()
        doc.h("Transport scolaire — fiche d'abonnement 2025/2026")
        doc.tab(["Rubrique", "Renseignement"], [
            ["Élève", doc.nm(kid, form="FU")], ["Né(e) le", doc.dob(y0=2009, y1=2018)],
            ["Responsable légal", doc.nm(par, form="LC")], ["Portable", doc.phone()],
            ["Courriel", doc.email(par)], ["Domicile", doc.addr()],
            ["Arrêt", r.choice(["station Lycée", "carrefour pharmacie", "devant la mosquée"])],
            ["Tarif", doc.amt(lo=90, hi=400)]])
        doc.p(f"Prélèvement mensuel sur RIB {doc.rib()} ({doc.inst()}).")
        doc.p(f"À signaler au chauffeur : {doc.health(r.choice(['allergy', 'chronic']))}.")
        doc.p(f"Véhicule affecté : minibus {doc.plate(r.choice(['tu', 'dash', 'glued']))}.")
        doc.p(f"Fait pour servir ce que de droit — Mme {doc.sn(par)}")
    else:
        doc.h("Liste abonnés navette / قائمة المشتركين")
        rows = []
        for i in range(5):
            par, kid = doc.person(), doc.person()
            rows.append([doc.nm(kid, "ar" if i % 2 else "lat", "FL"), doc.dob(y0=2008, y1=2017, lang="fr"),
                         doc.nm(par, "lat" if i % 2 else "ar", "UL" if i % 2 else "FBL"),
                         doc.phone(r.choice(["sp", "raw", "dot"])), r.choice(["Ligne 2 / الخط 2", "Ligne 5", "الخط 3"]),
                         doc.health("allergy", "ar" if i % 2 else "fr") if i in (1, 4) else "—"])
        doc.tab(["Élève / التلميذ", "Naissance", "Parent / الولي", "Tél", "Circuit", "Santé / الصحة"], rows)
        doc.p(f"Bus: {doc.plate('tu')} ; {doc.plate('ar')}")
        doc.p(f"Total encaissé {doc.amt('fr')} — réf {doc.ref('SB')}")


def k_steg_connection_request(doc):
    r, L = doc.rng, doc.lang
    if L == "fr":
        p = doc.person()
        doc.h("Demande de branchement électrique basse tension")
        doc.p(f"Je soussigné(e) {doc.nm(p, form='FBL')}, titulaire de la CIN n° {doc.cin()} délivrée à Tunis, "
              f"sollicite le raccordement du local sis au {doc.addr()} au réseau de la {doc.inst()}.")
        doc.tab(["Élément", "Détail"], [
            ["Usage", r.choice(["atelier de menuiserie", "boulangerie", "habitation"])],
            ["Matricule fiscal", doc.tax()], ["Puissance", f"{r.choice([6, 9, 12, 18])} kVA"],
            ["Téléphone", doc.phone("plus")], ["E-mail", doc.email(p)], ["RIB pour prélèvement", doc.rib("sp")]])
        doc.p(f"Avance sur consommation : {doc.amt()} ; devis {doc.ref('DV')} établi selon le {doc.law()}.")
        doc.p(f"Compteur voisin à titre indicatif : {doc.f20('sp')}")
        doc.p(f"Signature : {doc.sn(p, upper=True)}")
    elif L == "mixed":
        p, q = doc.person("f"), doc.person("m")
        doc.h("Demande de raccordement / مطلب ربط بشبكة الكهرباء")
        doc.p(f"Demandeur : {doc.nm(p, form='UL')}\nالاسم بالعربية : {doc.nm(p, 'ar', 'FL')}")
        doc.p(f"CIN : {doc.cin()}   —   تاريخ الولادة : {doc.dob('ar')}")
        doc.p(f"Adresse du chantier : {doc.addr('fr', split=True)}")
        doc.p(f"الهاتف الجوال: {doc.phone()} / Fixe : {doc.phone('dot', land=True)}")
        doc.p(f"Installateur agréé : {doc.nm(q, form='FL')}, matricule fiscal {doc.tax('slash')}")
        doc.p(f"Frais d'étude {doc.amt('fr')} — معلوم الربط {doc.amt('ar')}")
        doc.p(f"Dossier {doc.ref('STG')} ; {doc.inst('ar')}")
    else:
        p = doc.person()
        doc.h("مطلب ربط محلّ بشبكة الكهرباء والغاز")
        doc.p(f"- **مقدم المطلب:** {doc.nm(p, 'ar', 'FBL')}")
        doc.p(f"- **رقم بطاقة التعريف:** {doc.cin(arabic=True)}")
        doc.p(f"- **المعرف الجبائي:** {doc.tax('short')}")
        doc.p(f"- **عنوان المحل:** {doc.addr()}")
        doc.p(f"- **الهاتف:** {doc.phone('arplus')}")
        doc.p(f"- **الحساب البنكي الدولي:** {doc.iban()}")
        doc.p(f"يدفع مبلغ {doc.amt()} عند الإمضاء طبقا لـ {doc.law()}، مرجع الملف {doc.ref('KH')}.")
        doc.p(f"العنوان الإداري للشركة: {doc.street()} تونس")


def k_cooperative_membership(doc):
    r, L = doc.rng, doc.lang
    if L == "ar":
        doc.h("سجل المنخرطين في الشركة التعاونية للخدمات الفلاحية")
        rows = []
        for i in range(5):
            p = doc.person()
            rows.append([doc.nm(p, "ar", r.choice(["FBL", "FL"])), doc.cin(arabic=i % 2 == 0),
                         doc.phone(r.choice(["sp", "ar"])), doc.rib(r.choice(["raw", "sp"])),
                         f"{r.randint(2, 40)} هكتار", doc.amt()])
        doc.tab(["المنخرط", "ب.ت.و", "الهاتف", "الحساب الجاري", "المساحة", "المساهمة"], rows)
        doc.p(f"مراجع: {doc.law()} ؛ {doc.ref('TC')} ؛ {doc.inst()}")
        doc.p(f"رقم حساب غير صالح حذف: {doc.f20('raw')}")
    elif L == "fr":
        p, w = doc.person("m"), doc.person("f")
        doc.h("Coopérative agricole — bulletin d'adhésion")
        doc.p(f"Nom et prénom : {doc.nm(p, form='UL')}\nNé le {doc.dob()} — CIN {doc.cin()}")
        doc.p(f"Exploitation située : {doc.addr(split=True)}")
        doc.p(f"Identifiant fiscal de l'exploitant : {doc.tax('space')}\nAffiliation sociale : {doc.cnss('sp')}")
        doc.p(f"Coordonnées bancaires : IBAN {doc.iban('four')}")
        doc.p(f"Tracteur déclaré : {doc.plate('tu')}")
        doc.p(f"Ayant droit en cas de décès : son épouse {doc.nm(w, form='FL')}, joignable au {doc.phone()}.")
        doc.p(f"Part sociale : {doc.amt(lo=50, hi=500)} (statuts, {doc.law()}). Reçu {doc.ref('AD')}.")
        doc.p(f"Lu et approuvé, {doc.sn(p)}")
    else:
        p = doc.person()
        doc.h("Bulletin d'adhésion — استمارة انخراط")
        doc.tab(["Champ", "القيمة"], [
            ["Adhérent / المنخرط", doc.nm(p, "ar", "FBL")], ["Nom latin", doc.nm(p, form="UU")],
            ["CIN / ب.ت.و", doc.cin()], ["Date de naissance", doc.dob("fr")],
            ["العنوان", doc.addr("ar")], ["Tél", doc.phone("216")], ["RIB", doc.rib("dash")],
            ["Matricule fiscal", doc.tax("glued")]])
        doc.p(f"Cotisation annuelle {doc.amt('fr')} — المساهمة {doc.amt('ar')}")
        doc.p(f"Visa du trésorier : {doc.nm(doc.person(), form='FL')} — {doc.inst('fr')}")
        doc.p(f"Réf. {doc.ref('COOP')}")


def k_fuel_card_allocation(doc):
    r, L = doc.rng, doc.lang
    if L == "en":
        doc.h("Fuel card allocation - fleet department")
        rows = []
        for i in range(5):
            p = doc.person()
            rows.append([doc.nm(p, form=r.choice(["FL", "UL", "LF"])), doc.cin(), doc.plate(r.choice(["tu", "dash", "glued"])),
                         doc.card(r.choice(["four", "raw"])), f"{r.choice([150, 200, 300, 400])} L/month",
                         doc.phone(r.choice(["sp", "plus", "raw"]))])
        doc.tab(["Driver", "National ID", "Vehicle", "Card number", "Quota", "Contact"], rows)
        doc.tab(["Cancelled cards", "Reason"], [[doc.f16("four"), "expired"], [doc.f16("raw"), "lost"]])
        doc.tab(["Budget", "Purchase order"], [[doc.amt(), doc.ref("PO")]])
    elif L == "fr":
        p = doc.person()
        doc.h("Note interne — attribution d'une carte carburant")
        doc.p(f"Bénéficiaire : {doc.title(p, 'fr')} {doc.nm(p, form='FU')}, chauffeur-livreur, CNSS {doc.cnss()}.")
        doc.p(f"Véhicule de service immatriculé {doc.plate(r.choice(['tu', 'tunis']))} (ancienne carte annulée "
              f"{doc.f16('four')}).")
        doc.tab(["N° de carte", "Plafond", "Bon"], [[doc.card("four"), doc.amt(lo=200, hi=900), doc.ref("BC")]])
        doc.p(f"Le bénéficiaire s'engage à signaler toute perte au {doc.phone('sp')}. "
              f"Domicile : {doc.addr()}.")
        doc.p(f"Pour la direction, {doc.nm(doc.person(), form='IL')} — Copie : {doc.sn(p)}")
    else:
        p, q = doc.person(), doc.person()
        doc.h("Carte carburant / بطاقة وقود")
        doc.p(f"Le chauffeur **{doc.nm(p, form='UL')}** (بطاقة تعريف {doc.cin(arabic=True)}) reçoit la carte "
              f"`{doc.card('dash')}` pour le camion {doc.plate('ar')}.")
        doc.p(f"السائق {doc.nm(q, 'ar', 'FL')} يستلم بطاقة للسيارة {doc.plate('arnum')}، الهاتف {doc.phone('ar')}.")
        doc.ul([f"Plafond mensuel : {doc.amt('fr')}", f"الميزانية: {doc.amt('ar')}", f"Réf. : {doc.ref('FLT')}",
                f"Carte refusée : {doc.f16('raw')}"])


def k_roadside_assistance_report(doc):
    r, L = doc.rng, doc.lang
    if L == "fr":
        p, t = doc.person(), doc.person("m")
        doc.h("Rapport d'intervention — dépannage remorquage")
        doc.p(f"Appel reçu à {r.randint(0, 23)}h{r.randint(10, 59)} de {doc.nm(p, form='FL')} au {doc.phone('00')}, "
              f"véhicule {doc.plate(r.choice(['tu', 'glued']))} immobilisé sur l'autoroute A1 PK {r.randint(10, 300)}.")
        doc.p(f"Conducteur légèrement blessé : {doc.health('injury')} ; transféré par la Protection civile.")
        doc.p(f"Permis et CIN vérifiés ({doc.cin()}). Adresse déclarée :\n{doc.addr(split=True)}")
        doc.p(f"Paiement par carte bancaire {doc.card()} — montant {doc.amt(lo=60, hi=450)}, ticket {doc.ref('DEP')}.")
        doc.p(f"Dépanneur : {doc.nm(t, form='UL')} (camion {doc.plate('dash')}).")
        doc.p(f"Rappel : franchise selon {doc.law()}.")
    elif L == "en":
        p = doc.person()
        doc.h("Roadside assistance — call-out report")
        doc.tab(["Field", "Details"], [
            ["Member", doc.nm(p, form="FL")], ["Member since", str(r.randint(2010, 2023))],
            ["Date of birth", doc.dob()], ["Callback", doc.phone("plus")], ["Email", doc.email(p)],
            ["Vehicle", doc.plate("tunis")], ["Location", f"RN{r.randint(1, 20)} near km {r.randint(5, 90)}"],
            ["Injuries reported", doc.health("injury")], ["Home address", doc.addr()]])
        doc.p(f"Towing charged {doc.amt()} to card {doc.card('raw')}; case {doc.ref('RSA')}.")
        doc.p(f"Dispatcher: {doc.nm(doc.person(), form='FU')}. Follow-up call to {doc.sn(p)} done.")
    else:
        p = doc.person()
        doc.h("تقرير تدخل للمساعدة على الطريق")
        doc.ul([f"المتصل: {doc.nm(p, 'ar', 'FBL')}", f"الهاتف: {doc.phone(r.choice(['ar', 'sp']))}",
                f"السيارة: {doc.plate(r.choice(['ar', 'arrev']))}", f"مكان العطب: قرب {r.choice(['مفترق', 'محطة'])} الطريق الوطنية",
                f"الإصابات: {doc.health('injury')}", f"رقم بطاقة التعريف: {doc.cin()}"])
        doc.p(f"تم الجر إلى ورشة في {doc.addr()}، والكلفة {doc.amt()} حسب {doc.law()}.")
        doc.p(f"رقم الملف {doc.ref('MS')} ؛ شكرا {doc.title(p, 'ar')} {doc.sn(p, 'ar')}.")


def k_kafala_social_inquiry(doc):
    r, L = doc.rng, doc.lang
    if L == "ar":
        h, w, c = doc.person("m"), doc.person("f"), doc.person()
        doc.h("بحث اجتماعي في إطار مطلب كفالة طفل")
        doc.p(f"قامت المرشدة الاجتماعية {doc.nm(doc.person('f'), 'ar', 'FL')} بزيارة منزل الزوجين "
              f"{doc.nm(h, 'ar', 'FBL')} و{' '}{doc.nm(w, 'ar', 'FL')} الكائن بـ {doc.addr()}.")
        doc.tab(["البيان", "الزوج", "الزوجة"], [
            ["تاريخ الولادة", doc.dob(), doc.dob()], ["بطاقة التعريف", doc.cin(arabic=True), doc.cin()],
            ["الضمان الاجتماعي", doc.cnss(), "—"], ["الهاتف", doc.phone("sp"), doc.phone("ar")]])
        doc.p(f"الحالة الصحية للزوجة: {doc.health('chronic')}. الطفل المقترح {doc.nm(c, 'ar', 'FL')} "
              f"المولود في {doc.dob(y0=2019, y1=2023)}.")
        doc.p(f"الدخل الشهري {doc.amt()} ؛ الإطار القانوني {doc.law()} ؛ {doc.inst()}.")
        doc.p(f"الرأي: موافقة مبدئية. الملف {doc.ref('KF')}")
    elif L == "fr":
        h, w, c = doc.person("m"), doc.person("f"), doc.person()
        doc.h("Enquête sociale — demande de kafala")
        doc.p(f"**Demandeurs** : {doc.nm(h, form='UL')} et son épouse {doc.nm(w, form='FL')}")
        doc.ul([f"CIN époux : {doc.cin()} ; CIN épouse : {doc.cin()}",
                f"Nés respectivement le {doc.dob()} et le {doc.dob()}",
                f"Logement : {doc.addr()}", f"Téléphone : {doc.phone()}",
                f"Revenus : {doc.amt(lo=900, hi=4000)} nets par mois"])
        doc.p(f"L'enfant {doc.fn(c)} (né le {doc.dob(y0=2018, y1=2023)}) présente une {doc.health('disab')} ; "
              f"le couple connaît ce handicap et s'engage au suivi.")
        doc.p(f"M. {doc.sn(h)} est affilié sous le n° {doc.cnss('raw')}.")
        doc.p(f"Références : {doc.law()}, dossier {doc.ref('DPE')}, {doc.inst()}.")
    else:
        h, c = doc.person("f"), doc.person()
        doc.h("Enquête sociale / بحث اجتماعي — kafala")
        doc.p(f"Demandeuse : {doc.nm(h, form='FL')} — الطالبة: {doc.nm(h, 'ar', 'FBL')}")
        doc.p(f"CIN {doc.cin()} ; née le {doc.dob('fr')} ; tél. {doc.phone('paren')}")
        doc.p(f"Adresse :\n{doc.addr('fr', split=True)}")
        doc.p(f"الحالة الصحية: {doc.health('chronic', 'ar')} — suivi régulier.")
        doc.p(f"Enfant proposé : {doc.nm(c, 'ar', 'FL')}, تاريخ الولادة {doc.dob('ar', y0=2020, y1=2023)}")
        doc.p(f"Réf. {doc.ref('KAF')} — {doc.law('ar')} — {doc.amt('fr')}")


def k_cardiac_rehab_referral(doc):
    r, L = doc.rng, doc.lang
    if L == "en":
        p = doc.person()
        doc.h("Referral for cardiac rehabilitation")
        doc.p(f"Dear colleague,\n\nI would be grateful if you could enrol {doc.nm(p, form='FL')} (DOB {doc.dob()}, "
              f"passport {doc.passport()}) in your phase II programme.")
        doc.p(f"History: {doc.health('heart')} in {r.randint(2019, 2024)}, followed by {doc.health('heart')}. "
              f"Also known for {doc.health('chronic')}.")
        doc.p(f"Contact {doc.sn(p)} on {doc.phone('216')} or {doc.email(p)}. "
              f"Home: {doc.addr(split=True)}.")
        doc.p(f"Insurance number {doc.cnss()} — sessions covered under {doc.law()} ({doc.inst()}).")
        doc.p(f"Kind regards,\nDr {doc.nm(doc.person(), form='FU')}\nRef {doc.ref('CR')}")
    elif L == "fr":
        doc.h("Réadaptation cardiaque — liste des patients orientés")
        rows = []
        for i in range(4):
            p = doc.person()
            rows.append([doc.nm(p, form=r.choice(["UL", "FL"])), doc.dob(), doc.cnss(r.choice(["dash", "slash"])),
                         doc.health("heart"), doc.phone(r.choice(["sp", "dot"])), r.choice(["12 séances", "20 séances"])])
        doc.tab(["Patient", "Date naiss.", "N° assuré", "Indication", "Tél", "Programme"], rows)
        doc.tab(["Convention", "Tarif"], [[doc.ref("CNV"), doc.amt()], [doc.inst(), doc.law()]])
    else:
        p = doc.person()
        doc.h("رسالة توجيه لإعادة التأهيل القلبي")
        doc.p(f"زميلي العزيز، أوجّه إليكم {doc.title(p, 'ar')} {doc.nm(p, 'ar', 'FBL')}، المولود(ة) في {doc.dob()}، "
              f"الذي عانى من {doc.health('heart')}.")
        doc.p(f"رقم بطاقة التعريف {doc.cin()}، رقم التأمين {doc.cnss('dash')}.")
        doc.p(f"نتائج التحاليل: {doc.health('chronic')}.")
        doc.p(f"العنوان: {doc.addr()} — الهاتف: {doc.phone('arplus')}")
        doc.p(f"يتكفل {doc.inst()} بالحصص طبقا لـ {doc.law()}، مرجع {doc.ref('TQ')}.")
        doc.p(f"مع التحية، د. {doc.nm(doc.person(), 'ar', 'FL')}")


def k_kuttab_registration(doc):
    r, L = doc.rng, doc.lang
    if L == "ar":
        doc.h("الكتّاب — قائمة التسجيل للموسم الجديد")
        rows = []
        for i in range(5):
            c, par = doc.person(), doc.person()
            rows.append([str(i + 1), doc.nm(c, "ar", "FL"), doc.dob(y0=2016, y1=2020, style=r.choice(["num", "arnum"])),
                         doc.nm(par, "ar", "FBL"), doc.phone(r.choice(["ar", "sp", "raw"])),
                         doc.health("allergy") if i % 2 == 0 else "لا شيء"])
        doc.tab(["ع/ر", "اسم الطفل", "تاريخ الولادة", "الولي", "الهاتف", "حساسية أو مرض"], rows)
        doc.p(f"المعلوم الشهري: {doc.amt(lo=15, hi=60)} — {doc.law()} — الوصل {doc.ref('KT')}")
    elif L == "mixed":
        doc.h("Inscription kouttab / تسجيل")
        rows = []
        for i in range(5):
            c, par = doc.person(), doc.person()
            rows.append([doc.nm(c, "ar" if i % 2 == 0 else "lat", "FL"), doc.dob("fr", y0=2016, y1=2020),
                         doc.nm(par, "lat", r.choice(["UL", "FL"])), doc.cin(), doc.phone(r.choice(["sp", "plus2"])),
                         doc.health("allergy", "ar" if i % 2 else "fr") if i in (0, 3) else "RAS"])
        doc.tab(["Enfant / الطفل", "Né(e) le", "Parent", "CIN parent", "Tél", "Santé / الصحة"], rows)
        doc.tab(["Frais / المعلوم", "Réf"], [[doc.amt("fr"), doc.ref("KTB")], [doc.amt("ar"), doc.law("ar")]])
    else:
        c, par = doc.person("f"), doc.person("m")
        doc.h("Fiche d'inscription — école coranique de quartier")
        doc.p(f"Enfant : {doc.nm(c, form='FL')}\nDate de naissance : {doc.dob(y0=2015, y1=2020)}")
        doc.p(f"Père : {doc.nm(par, form='UL')}, CIN {doc.cin()}, "
              f"portable {doc.phone()}")
        doc.p(f"Domicile : {doc.addr()}")
        doc.p(f"Informations médicales : {doc.health('chronic')} ; {doc.health('allergy')}.")
        doc.p(f"Le père autorise la sortie de {doc.fn(c)} avec sa tante {doc.nm(doc.person('f'), form='FL')}.")
        doc.p(f"Participation : {doc.amt(lo=10, hi=50)} par mois (reçu {doc.ref('EC')}).")


def k_card_chargeback_claim(doc):
    r, L = doc.rng, doc.lang
    if L == "en":
        p = doc.person()
        doc.h("Card dispute — chargeback request")
        doc.p(f"Cardholder: **{doc.nm(p, form='FL')}**  \nCard: `{doc.card('four')}`  \nAccount IBAN: {doc.iban()}")
        doc.tab(["Date", "Merchant", "Amount", "Reason"],
                [[f"2025-0{r.randint(1, 9)}-{r.randint(10, 28)}", "ONLINE SHOP EU", doc.amt(), "not received"],
                 [f"2025-0{r.randint(1, 9)}-{r.randint(10, 28)}", "AIRLINE", doc.amt(), "duplicate"]])
        doc.p(f"The customer (passport {doc.passport()}, national ID {doc.cin()}) can be reached on "
              f"{doc.phone('plus')} or {doc.email(p)}.")
        doc.p(f"Card previously replaced: {doc.f16('four')}. Case {doc.ref('CB')}, per {doc.law()} and "
              f"{doc.inst()} rules.")
        doc.p(f"Handled by {doc.nm(doc.person(), form='FU')}. {doc.sn(p)} will be notified by SMS.")
    elif L == "fr":
        p = doc.person()
        doc.h("Réclamation — contestation d'opérations par carte")
        doc.p(f"Madame, Monsieur,\n\nJe soussigné(e) {doc.nm(p, form='FL')}, titulaire de la carte n° {doc.card()} "
              f"rattachée au compte {doc.rib()}, conteste les débits suivants.")
        doc.ul([f"{r.randint(1, 28)}/0{r.randint(1, 9)} — retrait DAB non servi — {doc.amt()}",
                f"{r.randint(1, 28)}/0{r.randint(1, 9)} — achat en ligne inconnu — {doc.amt()}"])
        doc.p(f"Je joins la copie de ma CIN ({doc.cin()}). Vous pouvez me joindre au {doc.phone()} "
              f"ou à l'adresse {doc.addr()}.")
        doc.p(f"Référence de la transaction : {doc.f16('raw')} ; dossier {doc.ref('REC')}.")
        doc.p(f"Veuillez agréer mes salutations.\n{doc.nm(p, form='UU')}")
    else:
        doc.h("سجل الاعتراضات على عمليات البطاقات البنكية")
        rows = []
        for i in range(4):
            p = doc.person()
            rows.append([doc.nm(p, "ar", r.choice(["FL", "FBL"])), doc.card(r.choice(["raw", "four"])),
                         doc.phone(r.choice(["ar", "sp"])), doc.amt(), r.choice(["سحب غير مسلم", "عملية مكررة", "شراء مجهول"])])
        doc.tab(["الحريف", "رقم البطاقة", "الهاتف", "المبلغ", "السبب"], rows)
        doc.tab(["رقم مرفوض", "المرجع"], [[doc.f16("raw"), doc.ref("ET")], [doc.f20("raw"), doc.law()]])


def k_swimming_club_membership(doc):
    r, L = doc.rng, doc.lang
    if L == "en":
        p, g = doc.person(), doc.person()
        doc.h("Swimming club — membership form")
        doc.tab(["", ""], [["Swimmer", doc.nm(p, form="FL")], ["Date of birth", doc.dob(y0=1990, y1=2015)],
                           ["Passport (non-resident)", doc.passport(foreign=True)],
                           ["Parent/guardian", doc.nm(g, form="UL")], ["Phone", doc.phone(foreign=True)],
                           ["Email", doc.email(g)], ["Address in Tunisia", doc.addr()]])
        doc.p(f"Medical declaration: {doc.health(r.choice(['chronic', 'allergy']))}; coach informed.")
        doc.p(f"Annual fee {doc.amt()} paid by card {doc.card('dash')} (receipt {doc.ref('SW')}).")
        doc.p(f"Signed: {doc.nm(g, form='IL')}")
    elif L == "mixed":
        p = doc.person()
        doc.h("Club de natation — نادي السباحة")
        doc.p(f"**Adhérent** : {doc.nm(p, form='FU')} / **المنخرط** : {doc.nm(p, 'ar', 'FL')}")
        doc.ul([f"Né(e) le {doc.dob('fr')}", f"رقم بطاقة التعريف: {doc.cin(arabic=True)}",
                f"Tél. {doc.phone('sp')}", f"Adresse : {doc.addr('fr')}",
                f"ملاحظة طبية: {doc.health('chronic', 'ar')}", f"Certificat : apte sauf {doc.health('allergy', 'fr')}"])
        doc.p(f"Cotisation {doc.amt('fr')} ; مرجع {doc.ref('NS')} ; {doc.law('fr')}")
    else:
        doc.h("Club nautique — adhérents saison")
        rows = []
        for i in range(5):
            p = doc.person()
            rows.append([doc.nm(p, form=r.choice(["UL", "FL", "LF"])), doc.dob(y0=1975, y1=2014), doc.phone(),
                         doc.email(p) if i % 2 == 0 else "", doc.health(r.choice(["allergy", "chronic"])) if i != 2 else "",
                         r.choice(["loisir", "compétition", "aquagym"])])
        doc.tab(["Nom", "Naissance", "Mobile", "Courriel", "Restriction médicale", "Groupe"], rows)
        doc.tab(["Total cotisations", "Arrêté"], [[doc.amt(lo=3000, hi=20000), doc.law()]])


def k_social_affiliation(doc):
    r, L = doc.rng, doc.lang
    if L == "fr":
        e, emp = doc.person(), doc.person()
        doc.h("Déclaration d'affiliation d'un salarié")
        doc.p(f"**Employeur** : {doc.nm(emp, form='UL')}, commerçant, matricule fiscal {doc.tax('slash')}, "
              f"n° employeur {doc.cnss('slash')}")
        doc.tab(["Salarié", "Renseignement"], [
            ["Nom et prénom", doc.nm(e, form="FBL")], ["Né le", doc.dob()], ["CIN", doc.cin()],
            ["Adresse", doc.addr()], ["Téléphone", doc.phone("dash")], ["RIB de paie", doc.rib("four")],
            ["Date d'embauche", f"0{r.randint(1, 9)}/0{r.randint(1, 9)}/2025"]])
        doc.p(f"Taux de cotisation selon {doc.law()} ; salaire de base {doc.amt(lo=500, hi=2500)}.")
        doc.p(f"Dépôt auprès de la {doc.inst()}, bureau régional {doc.street()}. Récépissé {doc.ref('AF')}.")
    elif L == "ar":
        e, emp = doc.person("f"), doc.person("m")
        doc.h("تصريح بانخراط أجير")
        doc.p(f"المؤجر: {doc.nm(emp, 'ar', 'FL')}، المعرف الجبائي {doc.tax('short')}.")
        doc.p(f"الأجيرة: {doc.nm(e, 'ar', 'FBL')}\nتاريخ الولادة: {doc.dob()}\nرقم بطاقة التعريف: {doc.cin(arabic=True)}")
        doc.p(f"رقم الانخراط المسند: {doc.cnss('dash')}")
        doc.p(f"العنوان: {doc.addr(split=True)}")
        doc.p(f"الحساب البنكي: {doc.iban('four')} — الهاتف: {doc.phone('ar')}")
        doc.p(f"الأجر الشهري {doc.amt()}، طبقا لـ {doc.law()}، لدى {doc.inst()}، مرجع {doc.ref('IN')}.")
    else:
        doc.h("Quarterly affiliation list")
        rows = []
        for i in range(5):
            p = doc.person()
            rows.append([doc.nm(p, form=r.choice(["UL", "FL"])), doc.cin(), doc.dob(), doc.cnss(r.choice(["dash", "raw", "sp"])),
                         doc.rib(r.choice(["raw", "sp"])) if i % 2 else doc.iban("raw"), doc.amt(lo=450, hi=3000)])
        doc.tab(["Employee", "ID card", "Born", "Social security no.", "Bank account", "Gross wage"], rows)
        doc.tab(["Employer tax ID", "Employer no.", "Reference"], [[doc.tax("glued"), doc.inst(), doc.ref("Q")]])
        doc.tab(["Rejected account", "Rule"], [[doc.f20("raw"), doc.law()]])


def k_souk_stall_allocation(doc):
    r, L = doc.rng, doc.lang
    if L == "ar":
        p, q = doc.person(), doc.person()
        doc.h("بلدية — قرار إسناد محل بالسوق الأسبوعية")
        doc.p(f"إن رئيس البلدية، بعد الاطلاع على {doc.law()}، يقرر إسناد المحل عدد {r.randint(1, 90)} إلى "
              f"{doc.title(p, 'ar')} {doc.nm(p, 'ar', 'FBL')}، صاحب بطاقة التعريف عدد {doc.cin()} "
              f"والمعرف الجبائي {doc.tax('slash')}.")
        doc.p(f"القاطن بـ {doc.addr(split=True)}، الهاتف {doc.phone('sp')}.")
        doc.p(f"يدفع معلوم كراء سنوي قدره {doc.amt()} بالتحويل إلى الحساب {doc.rib('sp')}.")
        doc.p(f"يسمح له بإدخال شاحنة التزويد {doc.plate('ar')} يوم السوق فقط.")
        doc.p(f"الشريك: {doc.nm(q, 'ar', 'FL')}. المرجع {doc.ref('BL')}.")
    elif L == "mixed":
        doc.h("Attribution des étals — إسناد المحلات")
        rows = []
        for i in range(4):
            p = doc.person()
            rows.append([f"E-{r.randint(1, 99)}", doc.nm(p, "ar" if i % 2 else "lat", "FL" if i % 2 else "UL"),
                         doc.cin(), doc.tax(r.choice(["short", "space"])), doc.phone(r.choice(["sp", "raw"])),
                         doc.plate(r.choice(["ar", "tu"]))])
        doc.tab(["Étal / المحل", "Commerçant / التاجر", "CIN", "Matricule fiscal", "Tél", "Véhicule"], rows)
        doc.p(f"Redevance : {doc.amt('fr')} — المعلوم: {doc.amt('ar')} — {doc.law('ar')}")
        doc.p(f"Adresse de la municipalité : {doc.street('fr')} — réf. {doc.ref('MUN')}")
    else:
        p = doc.person()
        doc.h("Weekly market — stall allocation notice")
        doc.p(f"Stall {r.randint(1, 80)} is allocated to **{doc.nm(p, form='FL')}** (ID card {doc.cin()}, "
              f"tax ID {doc.tax('mixed')}), born {doc.dob()}.")
        doc.ul([f"Phone: {doc.phone('00')}", f"Email: {doc.email(p)}", f"Address: {doc.addr()}",
                f"Delivery van: {doc.plate('glued')}", f"Rent: {doc.amt()} per year to IBAN {doc.iban()}"])
        doc.p(f"Reference {doc.ref('MKT')}; see {doc.law()}. {doc.sn(p)} must display the permit at the stall.")


def k_disability_card_application(doc):
    r, L = doc.rng, doc.lang
    if L == "mixed":
        doc.h("Cartes handicap — dossiers reçus / بطاقات الإعاقة")
        rows = []
        for i in range(5):
            p = doc.person()
            lat = i % 2 == 0
            rows.append([doc.nm(p, "lat" if lat else "ar", "UL" if lat else "FBL"), doc.cin(arabic=not lat),
                         doc.dob("fr" if lat else "ar"), doc.health("disab", "fr" if lat else "ar"),
                         f"{r.choice([40, 60, 80, 100])} %", doc.phone(r.choice(["sp", "ar"]))])
        doc.tab(["Demandeur / الطالب", "CIN", "Naissance / الولادة", "Handicap / الإعاقة", "Taux", "Tél"], rows)
        doc.tab(["Commission", "Texte"], [[doc.ref("CH"), doc.law("fr")], [doc.inst("ar"), doc.law("ar")]])
    elif L == "en":
        p, c = doc.person(), doc.person()
        doc.h("Application for a disability card")
        doc.p(f"Applicant: {doc.nm(p, form='UL')}\nBorn: {doc.dob()}\nNational ID: {doc.cin()}")
        doc.p(f"Condition as certified: {doc.health('disab')}, with {doc.health('chronic')}.")
        doc.p(f"Carer: {doc.nm(c, form='FL')} ({doc.phone()}), {doc.email(c)}.")
        doc.p(f"Residence:\n{doc.addr(split=True)}")
        doc.p(f"Social security number {doc.cnss()}. Allowance {doc.amt()} to be paid into {doc.rib()}.")
        doc.p(f"Submitted under {doc.law()} to the {doc.inst()}; file {doc.ref('DC')}.")
    else:
        p = doc.person()
        doc.h("مطلب الحصول على بطاقة إعاقة")
        doc.p(f"الاسم واللقب: {doc.nm(p, 'ar', 'FBL')}")
        doc.p(f"تاريخ ومكان الولادة: {doc.dob()} بـ{r.choice(['القيروان', 'قفصة', 'نابل'])}")
        doc.p(f"رقم بطاقة التعريف الوطنية: {doc.cin(arabic=True)}")
        doc.tab(["نوع الإعاقة", "نسبة العجز", "الأجهزة المستعملة"],
                [[doc.health("disab"), f"{r.choice([50, 70, 90])} بالمائة", r.choice(["كرسي متحرك", "عكازان", "سماعة"])]])
        doc.p(f"العنوان: {doc.addr()} ؛ الهاتف: {doc.phone('arplus')} ؛ رقم الضمان الاجتماعي {doc.cnss()}")
        doc.p(f"يودع المطلب لدى {doc.inst()} طبقا لـ {doc.law()}، وصل عدد {doc.ref('IA')}.")


def k_vehicle_pledge_deed(doc):
    r, L = doc.rng, doc.lang
    if L == "fr":
        p = doc.person()
        doc.h("Acte de nantissement d'un véhicule")
        doc.p(f"Entre la banque {doc.inst()}, dont le siège est {doc.street()}, d'une part,")
        doc.p(f"et {doc.title(p, 'fr')} {doc.nm(p, form='FBL')}, né(e) le {doc.dob()}, titulaire de la CIN {doc.cin()}, "
              f"matricule fiscal {doc.tax()}, demeurant {doc.addr()}, d'autre part,")
        doc.p(f"il est convenu que le véhicule immatriculé {doc.plate(r.choice(['tu', 'ar']))} est donné en gage "
              f"en garantie du prêt {doc.ref('PR')} de {doc.amt(lo=8000, hi=90000)}.")
        doc.tab(["Compte de remboursement", "Contact"], [[doc.iban(), doc.phone()]])
        doc.p(f"Conformément à l'{doc.law()}.")
        doc.p(f"Lu et approuvé — {doc.nm(p, form='UU')}")
    elif L == "en":
        doc.h("Pledged vehicles register")
        rows = []
        for i in range(5):
            p = doc.person()
            rows.append([doc.nm(p, form=r.choice(["FL", "UL"])), doc.cin(), doc.plate(r.choice(["tu", "dash", "tunis"])),
                         doc.rib(r.choice(["raw", "dash"])), doc.amt(lo=5000, hi=80000), doc.ref("LN")])
        doc.tab(["Borrower", "ID", "Registration", "Repayment account", "Loan", "Loan ref"], rows)
        doc.tab(["Invalid account", "Note"], [[doc.f20("raw"), "wrong key"], [doc.f20("sp"), doc.law()]])
    else:
        p, w = doc.person("m"), doc.person()
        doc.h("Nantissement de véhicule — رهن سيارة")
        doc.p(f"Le débiteur {doc.nm(p, form='FL')} (المدين {doc.nm(p, 'ar', 'FBL')}), CIN {doc.cin()},\n"
              f"né le {doc.dob('fr')}, demeurant {doc.addr('fr', split=True)}.")
        doc.p(f"السيارة المرهونة: {doc.plate('arrev')} — carte grise au nom de {doc.nm(w, form='UL')}.")
        doc.p(f"Compte : {doc.rib('sp')} ; الهاتف {doc.phone('ar')}")
        doc.p(f"Montant / المبلغ : {doc.amt('fr', lo=6000, hi=60000)} — {doc.law('ar')} — {doc.ref('RH')}")


def k_remittance_declaration(doc):
    r, L = doc.rng, doc.lang
    if L == "mixed":
        p, b = doc.person(), doc.person()
        doc.h("Déclaration de rapatriement de fonds / تصريح بتحويل أموال")
        doc.p(f"Déclarant : **{doc.nm(p, form='UL')}** — المصرّح: {doc.nm(p, 'ar', 'FL')}")
        doc.ul([f"Passeport : {doc.passport()}", f"CIN : {doc.cin()}", f"Tél. à l'étranger : {doc.phone(foreign=True)}",
                f"الهاتف بتونس: {doc.phone('ar')}", f"Compte en dinars convertibles : {doc.iban('four')}",
                f"Adresse en Tunisie : {doc.addr('fr')}"])
        doc.p(f"Bénéficiaire : sa mère {doc.nm(b, 'ar', 'FBL')}, RIB {doc.rib()}.")
        doc.p(f"Montant : {doc.amt('fr', lo=1000, hi=30000)} — {doc.inst('fr')} — {doc.law('fr')} — {doc.ref('RP')}")
    elif L == "en":
        p = doc.person()
        doc.h("Remittance declaration (Tunisians resident abroad)")
        doc.p(f"I, {doc.nm(p, form='FL')}, holder of passport {doc.passport()} and national ID {doc.cin()}, "
              f"born on {doc.dob()}, declare the following transfers to my account {doc.iban('raw')}.")
        doc.tab(["Date", "Amount", "Channel"], [[f"{r.randint(1, 28)}/0{r.randint(1, 9)}/2025", doc.amt(), "SWIFT"],
                                                [f"{r.randint(1, 28)}/0{r.randint(1, 9)}/2025", doc.amt(), "card top-up"]])
        doc.p(f"Card used: {doc.card()}. Address abroad: {doc.v('ADDRESS', f'{r.randint(2, 90)} Via dei Mille, Palermo')}. Address in Tunisia:\n{doc.addr(split=True)}")
        doc.p(f"Phone {doc.phone(foreign=True)}, email {doc.email(p)}.")
        doc.p(f"Declared under {doc.law()} to the {doc.inst()}. Reference {doc.ref('RM')}.\n{doc.sn(p, upper=True)}")
    else:
        doc.h("سجل تصاريح تحويل أموال التونسيين بالخارج")
        rows = []
        for i in range(4):
            p = doc.person()
            rows.append([doc.nm(p, "ar", r.choice(["FL", "FBL"])), doc.passport(), doc.iban(r.choice(["raw", "four"])),
                         doc.phone(foreign=True) if i % 2 else doc.phone("ar"), doc.amt(lo=500, hi=20000)])
        doc.tab(["المصرح", "جواز السفر", "الحساب", "الهاتف", "المبلغ"], rows)
        doc.tab(["البطاقة المرفوضة", "القانون"], [[doc.f16("four"), doc.law()], [doc.f20("sp"), doc.ref("TH")]])


KINDS = [
    ("dialysis_schedule", k_dialysis_schedule, [("fr", "csv"), ("ar", "docx"), ("en", "md")]),
    ("school_bus_subscription", k_school_bus_subscription, [("ar", "txt"), ("fr", "md"), ("mixed", "csv")]),
    ("steg_connection_request", k_steg_connection_request, [("fr", "docx"), ("mixed", "txt"), ("ar", "md")]),
    ("cooperative_membership", k_cooperative_membership, [("ar", "csv"), ("fr", "txt"), ("mixed", "docx")]),
    ("fuel_card_allocation", k_fuel_card_allocation, [("en", "csv"), ("fr", "docx"), ("mixed", "md")]),
    ("roadside_assistance_report", k_roadside_assistance_report, [("fr", "txt"), ("en", "docx"), ("ar", "md")]),
    ("kafala_social_inquiry", k_kafala_social_inquiry, [("ar", "docx"), ("fr", "md"), ("mixed", "txt")]),
    ("cardiac_rehab_referral", k_cardiac_rehab_referral, [("en", "txt"), ("fr", "csv"), ("ar", "docx")]),
    ("kuttab_registration", k_kuttab_registration, [("ar", "md"), ("mixed", "csv"), ("fr", "txt")]),
    ("card_chargeback_claim", k_card_chargeback_claim, [("en", "md"), ("fr", "txt"), ("ar", "csv")]),
    ("swimming_club_membership", k_swimming_club_membership, [("en", "docx"), ("mixed", "md"), ("fr", "csv")]),
    ("social_affiliation", k_social_affiliation, [("fr", "md"), ("ar", "txt"), ("en", "csv")]),
    ("souk_stall_allocation", k_souk_stall_allocation, [("ar", "txt"), ("mixed", "docx"), ("en", "md")]),
    ("disability_card_application", k_disability_card_application, [("mixed", "csv"), ("en", "txt"), ("ar", "docx")]),
    ("vehicle_pledge_deed", k_vehicle_pledge_deed, [("fr", "docx"), ("en", "csv"), ("mixed", "txt")]),
    ("remittance_declaration", k_remittance_declaration, [("mixed", "md"), ("en", "txt"), ("ar", "csv")]),
]


# ---------------------------------------------------------------- rendering
def render_txt(doc):
    out = []
    for b in doc.blocks:
        if b[0] == "h":
            out.append(b[2])
            out.append(("=" if b[1] == 1 else "-") * min(60, max(8, len(b[2]))))
            out.append("")
        elif b[0] == "p":
            out.append(b[1])
            out.append("")
        elif b[0] == "l":
            out.extend(doc.bullet + x for x in b[1])
            out.append("")
        else:
            rows = [b[1]] + b[2]
            if doc.txt_style == "cols":
                w = [max(len(r[i]) for r in rows) for i in range(len(b[1]))]
                out.extend("  ".join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip() for r in rows)
            elif doc.txt_style == "pipe":
                out.extend(" | ".join(r) for r in rows)
            else:
                out.extend("\t".join(r) for r in rows)
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_md(doc):
    out = []
    for b in doc.blocks:
        if b[0] == "h":
            out += ["#" * b[1] + " " + b[2], ""]
        elif b[0] == "p":
            out += [b[1].replace("\n", "  \n"), ""]
        elif b[0] == "l":
            out += ["- " + x for x in b[1]] + [""]
        else:
            out.append("| " + " | ".join(b[1]) + " |")
            out.append("|" + "|".join("---" for _ in b[1]) + "|")
            out += ["| " + " | ".join(c or " " for c in r) + " |" for r in b[2]]
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def render_csv(doc):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=doc.rng.choice([",", ";"]), lineterminator="\r\n" if doc.rng.random() < 0.5 else "\n")
    for b in doc.blocks:
        if b[0] in ("h", "p"):
            for line in b[-1].split("\n"):
                w.writerow([line])
        elif b[0] == "l":
            for x in b[1]:
                w.writerow([x])
        else:
            w.writerow(b[1])
            for r in b[2]:
                w.writerow(r)
        w.writerow([])
    return buf.getvalue()


NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _runs(doc, text, bold=False):
    words = text.split(" ")
    cut = sorted(doc.rng.sample(range(1, len(words)), min(len(words) - 1, doc.rng.randint(0, 2)))) if len(words) > 1 else []
    pieces, last = [], 0
    for c in cut + [len(words)]:
        pieces.append(" ".join(words[last:c]) + (" " if c < len(words) else ""))
        last = c
    rtl = bool(re.search("[\u0600-\u06ff]", text))
    rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + ("<w:rtl/>" if rtl else "") + "</w:rPr>"
    return "".join(f'<w:r>{rpr}<w:t xml:space="preserve">{escape(p)}</w:t></w:r>' for p in pieces if p)


def _para(doc, text, bold=False):
    rtl = bool(re.search("[\u0600-\u06ff]", text))
    ppr = "<w:pPr><w:bidi/></w:pPr>" if rtl else ""
    return f"<w:p>{ppr}{_runs(doc, text, bold)}</w:p>"


def render_docx(doc, path):
    body = []
    for b in doc.blocks:
        if b[0] == "h":
            body.append(_para(doc, b[2], bold=True))
        elif b[0] == "p":
            body.extend(_para(doc, line) for line in b[1].split("\n"))
        elif b[0] == "l":
            body.extend(_para(doc, "• " + x) for x in b[1])
        else:
            rows = [b[1]] + b[2]
            grid = "".join("<w:gridCol w:w=\"1800\"/>" for _ in b[1])
            trs = "".join("<w:tr>" + "".join(f"<w:tc><w:tcPr><w:tcW w:w=\"1800\" w:type=\"dxa\"/></w:tcPr>"
                                             f"{_para(doc, c, i == 0)}</w:tc>" for c in r) + "</w:tr>"
                          for i, r in enumerate(rows))
            body.append("<w:tbl><w:tblPr><w:tblStyle w:val=\"TableGrid\"/><w:tblW w:w=\"0\" w:type=\"auto\"/>"
                        f"<w:tblBorders><w:top w:val=\"single\" w:sz=\"4\"/><w:bottom w:val=\"single\" w:sz=\"4\"/>"
                        f"<w:insideH w:val=\"single\" w:sz=\"4\"/><w:insideV w:val=\"single\" w:sz=\"4\"/></w:tblBorders>"
                        f"</w:tblPr><w:tblGrid>{grid}</w:tblGrid>{trs}</w:tbl>")
            body.append("<w:p/>")
    xml = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
           f'<w:document xmlns:w="{NS}"><w:body>{"".join(body)}'
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>')
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
            'officeDocument" Target="word/document.xml"/></Relationships>')
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", xml)):
            zi = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))
    return "\n".join(_plain_lines(doc))


def _plain_lines(doc):
    for b in doc.blocks:
        if b[0] == "h":
            yield b[2]
        elif b[0] == "p":
            yield from b[1].split("\n")
        elif b[0] == "l":
            yield from ("• " + x for x in b[1])
        else:
            for r in [b[1]] + b[2]:
                yield from r


# ---------------------------------------------------------------- self-checks
def problems(doc, text):
    """Reasons why a drawn document is unusable (then it is redrawn with another sub-seed)."""
    out = []
    units = text.split("\n") if doc.fmt == "docx" else [text]
    for s in doc.sens:
        if not any(s["value"] in u for u in units):
            out.append("value not verbatim")
        if doc.fmt != "txt" and "\n" in s["value"]:
            out.append("newline in value")
    for v in doc.dec:
        if not any(v in u for u in units):
            out.append("decoy not verbatim")
    parts = set()
    for s in doc.sens:
        if s["type"] == "PERSON":
            parts.update(name_parts(s["value"]))
    for v in doc.dec:
        cv = compact(v)
        if set(tokens(v)) & parts:
            out.append("decoy holds a name part")
        for s in doc.sens:
            cs = compact(s["value"])
            if cs in cv or cv in cs:
                out.append("decoy/value containment")
            i = text.find(v)
            while i >= 0:
                j = text.find(s["value"])
                while j >= 0:
                    if i < j + len(s["value"]) and j < i + len(v):
                        out.append("decoy overlaps value")
                    j = text.find(s["value"], j + 1)
                i = text.find(v, i + 1)
    # name parts only inside recorded values
    nt = re.sub(r"\s+", " ", AR_DIAC.sub("", unicodedata.normalize("NFKC", text).casefold())).strip()
    ft = fold(nt)
    if len(ft) == len(nt):
        spans = []
        for s in doc.sens:
            nv = re.sub(r"\s+", " ", AR_DIAC.sub("", unicodedata.normalize("NFKC", s["value"]).casefold())).strip()
            spans += [(m.start(), m.end()) for m in re.finditer(re.escape(nv), nt)]
        for part in parts:
            for m in re.finditer(r"(?<![^\W\d_])" + re.escape(part) + r"(?![^\W\d_])", ft):
                if not any(a <= m.start() and m.end() <= b for a, b in spans):
                    out.append("name part outside values")
    return out


class Gen:
    def __init__(self, seed, ref):
        self.seed, self.ref = seed, ref


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--names-dir", default=DEF_NAMES)
    ap.add_argument("--corpus-manifest", default=DEF_MANIFEST)
    a = ap.parse_args(argv)
    os.makedirs(a.out, exist_ok=True)
    gen = Gen(a.seed, Refuser(a.names_dir, a.corpus_manifest))
    manifest, idx = [], 0
    for kind, fn, variants in KINDS:
        for lang, fmt in variants:
            idx += 1
            fname = f"{idx:03d}_{kind}_{lang}.{fmt}"
            path = os.path.join(a.out, fname)
            for attempt in range(40):
                rng = random.Random(f"gen14:{a.seed}:{idx}:{attempt}")
                doc = Doc(gen, rng, kind, lang, fmt)
                fn(doc)
                if fmt == "docx":
                    text = render_docx(doc, path)
                else:
                    text = {"txt": render_txt, "md": render_md, "csv": render_csv}[fmt](doc)
                if not problems(doc, text):
                    break
            else:
                raise SystemExit(f"{fname}: could not draw a consistent document")
            if fmt != "docx":
                with open(path, "w", encoding="utf-8", newline="") as fh:
                    fh.write(text)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": doc.sens, "decoys": doc.dec})
    with open(os.path.join(a.out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
