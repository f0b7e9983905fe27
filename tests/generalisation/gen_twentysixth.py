#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Twenty-sixth held-out generator: synthetic Tunisian documents for scoring Caviard.

    python3 gen_twentysixth.py --seed N --out DIR

Writes 64 documents (16 kinds x 4 variants; txt, md, csv, docx; fr, ar, en and mixed fr/ar) and
DIR/manifest.json in the scorer's schema:
    [{"file", "lang", "kind", "format", "expect": "ok", "sensitive": [{"type", "value"}], "decoys": [...]}]

Six kinds are clinical.  Every labelled value occurs verbatim in the text of its document (DOCX: inside
one paragraph, possibly split over several runs).  Names are built from syllables and consonant roots;
identifiers carry valid checksums (RIB key, IBAN mod 97, Luhn); decoys are look-alikes that must survive.
Written without looking at Caviard's detectors, name lists or the other generators.  Standard library only.
"""
import argparse
import datetime
import json
import os
import random
import re
import unicodedata
import zipfile
from xml.sax.saxutils import escape

AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def ard(s):
    return s.translate(AR_DIG)


MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
MONTHS_AR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
             "ديسمبر"]

# ------------------------------------------------------------------ name material
MALE = [("Oussama", "أسامة"), ("Wassim", "وسيم"), ("Anouar", "أنور"), ("Bilel", "بلال"), ("Chokri", "شكري"),
        ("Fethi", "فتحي"), ("Hamdi", "حمدي"), ("Haythem", "هيثم"), ("Iheb", "إيهاب"), ("Jawher", "جوهر"),
        ("Khalil", "خليل"), ("Lotfi", "لطفي"), ("Marouen", "مروان"), ("Nabil", "نبيل"), ("Radhouane", "رضوان"),
        ("Sami", "سامي"), ("Taoufik", "توفيق"), ("Walid", "وليد"), ("Yassine", "ياسين"), ("Zied", "زياد"),
        ("Achraf", "أشرف"), ("Ghassen", "غسان"), ("Mehdi", "مهدي"), ("Skander", "إسكندر"), ("Aymen", "أيمن"),
        ("Fedi", "فادي"), ("Rami", "رامي"), ("Seifeddine", "سيف الدين"), ("Mohamed Aziz", "محمد عزيز"),
        ("Mohamed Amine", "محمد أمين"), ("Ahmed Yassine", "أحمد ياسين"), ("Mohamed Ali", "محمد علي"),
        ("Hassen", "حسن"), ("Ridha", "رضا"), ("Kais", "قيس"), ("Nizar", "نزار"), ("Hatem", "حاتم"),
        ("Issam", "عصام"), ("Mourad", "مراد"), ("Tarek", "طارق"), ("Sofiene", "سفيان"), ("Mounir", "منير"),
        ("Ala Eddine", "علاء الدين"), ("Nour Eddine", "نور الدين"), ("Abdelwaheb", "عبد الوهاب"),
        ("Abdelkader", "عبد القادر"), ("Chiheb", "شهاب"), ("Mahdi", "مهدي"), ("Raouf", "رؤوف"), ("Adel", "عادل")]
FEMALE = [("Yosra", "يسرى"), ("Ines", "إيناس"), ("Rania", "رانية"), ("Sonia", "سنية"), ("Olfa", "ألفة"),
          ("Hajer", "هاجر"), ("Nesrine", "نسرين"), ("Syrine", "سيرين"), ("Emna", "آمنة"), ("Khaoula", "خولة"),
          ("Meriem", "مريم"), ("Asma", "أسماء"), ("Salma", "سلمى"), ("Wafa", "وفاء"), ("Dorra", "درة"),
          ("Mouna", "منى"), ("Samia", "سامية"), ("Najet", "نجاة"), ("Latifa", "لطيفة"), ("Rim", "ريم"),
          ("Amira", "أميرة"), ("Chaima", "شيماء"), ("Houda", "هدى"), ("Imen", "إيمان"), ("Sarra", "سارة"),
          ("Nadia", "نادية"), ("Zeineb", "زينب"), ("Faten", "فاتن"), ("Lobna", "لبنى"), ("Fatma Zahra", "فاطمة الزهراء"),
          ("Nour El Houda", "نور الهدى"), ("Ahlem", "أحلام"), ("Hanen", "حنان"), ("Rahma", "رحمة"),
          ("Sabrine", "صابرين"), ("Molka", "ملكة"), ("Eya", "آية"), ("Manel", "منال"), ("Sondes", "سندس"),
          ("Kaouther", "كوثر"), ("Rym", "ريم"), ("Habiba", "حبيبة"), ("Souad", "سعاد"), ("Jihene", "جيهان")]
FR_FIRST_M = ["Julien", "Mathieu", "Bertrand", "Antoine", "Rémi", "Gaëtan", "Loïc", "Baptiste"]
FR_FIRST_F = ["Claire", "Hélène", "Élodie", "Margaux", "Solène", "Agathe", "Maëlle", "Coralie"]
EN_FIRST_M = ["Gareth", "Owen", "Callum", "Declan", "Rhys", "Tobias", "Nathaniel", "Fergus"]
EN_FIRST_F = ["Fiona", "Hannah", "Imogen", "Bethany", "Niamh", "Rosalind", "Tamsin", "Eleanor"]
FR_SYL1 = ["Du", "La", "Le", "Mar", "Ver", "Cour", "Fon", "Ro", "Cha", "Bou", "Gré", "Mon"]
FR_SYL2 = ["vernay", "tellier", "rieux", "boisier", "landre", "quette", "chaudel", "villard", "gnac", "terrin",
           "mauret", "sollier"]
EN_SYL1 = ["Ash", "Pen", "Whit", "Hol", "Brack", "Thorn", "Kes", "Wen", "Fair", "Cald", "Sut", "Har"]
EN_SYL2 = ["worth", "hallow", "combe", "ridge", "ley", "stone", "brook", "field", "wick", "more", "ham", "thwaite"]

INI = [("b", "ب"), ("t", "ت"), ("j", "ج"), ("h", "ح"), ("d", "د"), ("r", "ر"), ("z", "ز"), ("s", "س"),
       ("f", "ف"), ("k", "ك"), ("g", "ق"), ("l", "ل"), ("m", "م"), ("n", "ن"), ("kh", "خ"), ("ch", "ش"),
       ("gh", "غ"), ("dh", "ذ"), ("s", "ص"), ("t", "ط"), ("m", "م"), ("b", "ب"), ("k", "ق"), ("ch", "ش")]
MED = [("b", "ب"), ("t", "ت"), ("j", "ج"), ("h", "ح"), ("d", "د"), ("r", "ر"), ("z", "ز"), ("s", "س"),
       ("f", "ف"), ("k", "ك"), ("l", "ل"), ("m", "م"), ("n", "ن"), ("s", "ص"), ("t", "ط"), ("k", "ق"),
       ("r", "ر"), ("l", "ل"), ("n", "ن"), ("m", "م")]

# ------------------------------------------------------------------ places & decoy pools
CITIES = [("Tunis", "تونس", "1000"), ("Ariana", "أريانة", "2080"), ("La Marsa", "المرسى", "2070"),
          ("Sousse", "سوسة", "4000"), ("Sfax", "صفاقس", "3000"), ("Monastir", "المنستير", "5000"),
          ("Nabeul", "نابل", "8000"), ("Bizerte", "بنزرت", "7000"), ("Gabès", "قابس", "6000"),
          ("Kairouan", "القيروان", "3100"), ("Gafsa", "قفصة", "2100"), ("Médenine", "مدنين", "4100"),
          ("Béja", "باجة", "9000"), ("Jendouba", "جندوبة", "8100"), ("Mahdia", "المهدية", "5100"),
          ("Tozeur", "توزر", "2200"), ("Kasserine", "القصرين", "1200"), ("Le Kef", "الكاف", "7100"),
          ("Manouba", "منوبة", "2010"), ("Zarzis", "جرجيس", "4170"), ("Hammamet", "الحمامات", "8050"),
          ("Ezzahra", "الزهراء", "2034"), ("Kébili", "قبلي", "4200"), ("Siliana", "سليانة", "6100"),
          ("Msaken", "مساكن", "4070"), ("Moknine", "المكنين", "5050"), ("Korba", "قربة", "8070")]
STREETS = [("rue des Orangers", "نهج البرتقال"), ("rue Ibn Rachiq", "نهج ابن رشيق"), ("rue de Palestine", "نهج فلسطين"),
           ("rue El Jazira", "نهج الجزيرة"), ("rue des Jasmins", "نهج الياسمين"), ("rue de Marseille", "نهج مرسيليا"),
           ("rue Tarak Ibn Ziad", "نهج طارق بن زياد"), ("avenue de l'Environnement", "شارع البيئة"),
           ("rue des Oliviers", "نهج الزياتين"), ("rue du Niger", "نهج النيجر"), ("rue Ennakhil", "نهج النخيل"),
           ("rue El Kods", "نهج القدس"), ("avenue Ibn Sina", "شارع ابن سينا"), ("rue Al Moutanabbi", "نهج المتنبي"),
           ("rue des Roses", "نهج الورد"), ("rue de la Kasbah", "نهج القصبة"), ("rue Ibn Jazzar", "نهج ابن الجزار"),
           ("rue des Amandiers", "نهج اللوز"), ("avenue de l'Indépendance", "شارع الاستقلال"),
           ("rue El Bassatine", "نهج البساتين"), ("rue Oum Kalthoum", "نهج أم كلثوم"), ("rue de Syrie", "نهج سوريا")]
RESID = [("Les Pins", "الصنوبر"), ("El Wafa", "الوفاق"), ("Les Palmiers", "النخلة"), ("Ennour", "النور"),
         ("Le Parc", "الحديقة"), ("Zitouna", "الزيتونة")]
BIZ_ADDR = {
    "fr": ["Immeuble Le Prestige, Les Berges du Lac II, 1053 Tunis", "Zone industrielle Poudrière 1, 3002 Sfax",
           "Centre Urbain Nord, Immeuble Zénith, 1082 Tunis", "Technopôle El Ghazala, 2088 Ariana",
           "Route de Tunis km 7, 4011 Hammam Sousse", "Zone franche de Zarzis, 4137 Zarzis",
           "Port de Radès, Môle 3, 2040 Radès", "avenue de la Ligue Arabe, 1080 Tunis Cedex",
           "Parc d'activités économiques de Bizerte, 7080 Menzel Jemil"],
    "ar": ["المنطقة الصناعية الشرقية 2، 2035 تونس قرطاج", "القطب التكنولوجي بالغزالة، 2088 أريانة",
           "ميناء رادس، الرصيف 3، 2040 رادس", "المنطقة الحرة بجرجيس، 4137 جرجيس", "شارع الجامعة العربية، 1080 تونس"],
}

CLINICAL = ["scorpion_sting_observation", "pacemaker_interrogation_record", "paediatric_growth_followup",
            "concussion_return_to_play_assessment", "family_planning_consultation", "migraine_headache_diary"]


def source_words():
    """Every word of this file except the name material: invented surnames must never be template words."""
    with open(os.path.abspath(__file__), encoding="utf-8") as fh:
        words = set(re.findall(r"[^\W\d_]+", fold(fh.read())))
    names = set()
    for pool in (MALE, FEMALE):
        for a, b in pool:
            names.update(re.findall(r"[^\W\d_]+", fold(a + " " + b)))
    for pool in (FR_FIRST_M, FR_FIRST_F, EN_FIRST_M, EN_FIRST_F, FR_SYL1, FR_SYL2, EN_SYL1, EN_SYL2):
        for a in pool:
            names.update(re.findall(r"[^\W\d_]+", fold(a)))
    return words - names


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).casefold()


# ------------------------------------------------------------------ checksums
def rib_key(d18):
    return "%02d" % (97 - (int(d18) * 100) % 97)


def iban_for(rib):
    num = int(rib + "292300")      # T=29 N=23 + "00"
    return "TN%02d" % (98 - num % 97) + rib


def luhn_digit(d15):
    tot = 0
    for i, ch in enumerate(reversed(d15)):
        n = int(ch) * (2 if i % 2 == 0 else 1)
        tot += n - 9 if n > 9 else n
    return str((10 - tot % 10) % 10)


def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


# ------------------------------------------------------------------ persons
class Person:
    def __init__(self, first, first_ar, last, last_ar, fem, origin="tn"):
        self.first, self.first_ar, self.last, self.last_ar = first, first_ar, last, last_ar
        self.fem, self.origin = fem, origin
        self.data = {}

    def lat(self, st=0):
        f, l = self.first, self.last
        return [f"{f} {l}", f"{l.upper()} {f}", f"{f} {l.upper()}", f"{l.upper()} {f.upper()}", f"{l} {f}",
                f"{f.upper()} {l.upper()}"][st]

    def ar(self, st=0):
        return [f"{self.first_ar} {self.last_ar}", f"{self.last_ar} {self.first_ar}"][st]

    def title(self, lang):
        if lang == "ar":
            return "السيدة" if self.fem else "السيد"
        if lang == "en":
            return "Ms" if self.fem else "Mr"
        return "Mme" if self.fem else "M."


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed * 104729 + 2626)
        self.seen = set()
        self.block = source_words()

    # --- surnames from consonant roots (Latin spelling follows Tunisian French usage)
    def _root(self, n):
        r = self.r
        out = [r.choice(INI)]
        while len(out) < n:
            c = r.choice(MED)
            if c[0] != out[-1][0] and c[1] != out[-1][1]:
                out.append(c)
        return out

    def surname(self):
        r = self.r
        pat = r.choices(range(9), weights=[6, 3, 5, 2, 3, 2, 2, 3, 1])[0]
        (l1, a1), (l2, a2), (l3, a3), (l4, a4) = self._root(4)
        v = r.choice("aaee")
        al = "ال" if r.random() < 0.5 else ""
        if pat == 0:
            return f"{l1}{v}{l2}{l3}i", f"{al}{a1}{a2}{a3}ي"
        if pat == 1:
            return f"{l1}{v}{l2}{l3}ou{l4}", f"{a1}{a2}{a3}و{a4}"
        if pat == 2:
            return f"Ben {l1.capitalize()}{v}{l2}{l3}a{l4}", f"بن {a1}{a2}{a3}ا{a4}"
        if pat == 3:
            return f"Bou{l1}{v}{l2}{l3}a", f"بو{a1}{a2}{a3}ة"
        if pat == 4 and len(l1) == 1:
            return f"{l1}{l2}i{l3}i", f"{al}{a1}{a2}ي{a3}ي"
        if pat in (4, 5):
            return f"El {l1.capitalize()}{v}{l2}{l3}i", f"ال{a1}{a2}{a3}ي"
        if pat == 6:
            return f"Bel{l1}{v}{l2}{l3}i", f"بل{a1}{a2}{a3}ي"
        if pat == 7:
            return f"{l1}{v}{l2}aoui", f"{al}{a1}{a2}اوي"
        return f"Ould {l1.capitalize()}{v}{l2}{l3}a{l4}", f"ولد {a1}{a2}{a3}ا{a4}"

    def _ok(self, *names):
        for n in names:
            for t in re.findall(r"[^\W\d_]+", fold(n)):
                if t in self.block:
                    return False
        return True

    def person(self, fem=None, origin="tn"):
        r = self.r
        if fem is None:
            fem = r.random() < 0.5
        for _ in range(200):
            if origin == "tn":
                f, fa = r.choice(FEMALE if fem else MALE)
                l, la = self.surname()
                l = l[0].upper() + l[1:]
                if l.startswith(("Bou", "Bel")):
                    l = l[:3] + l[3:].lower()
            elif origin == "fr":
                f = r.choice(FR_FIRST_F if fem else FR_FIRST_M)
                l = r.choice(FR_SYL1) + r.choice(FR_SYL2)
                fa = la = None
            else:
                f = r.choice(EN_FIRST_F if fem else EN_FIRST_M)
                l = r.choice(EN_SYL1) + r.choice(EN_SYL2)
                fa = la = None
            key = fold(l)
            if key in self.seen or not self._ok(f, l) or (la and not self._ok(la)):
                continue
            if any(len(t) < 4 for t in re.split(r"[\s]+", l) if t not in ("Ben", "El", "Bel", "Ould")):
                continue
            self.seen.add(key)
            return Person(f, fa, l, la, fem, origin)
        raise RuntimeError("name space exhausted")

    # --- identifiers
    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def cin(self):
        return self.r.choice("01") + self.digits(7)

    def passport(self, origin="tn"):
        r = self.r
        if origin == "fr":
            return "%02d%s%05d" % (r.randint(10, 24), "".join(r.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(2)),
                                   r.randint(0, 99999))
        if origin == "en":
            return "%09d" % r.randint(100000000, 999999999)
        return r.choice("ZXWMLAB") + "%06d" % r.randint(100000, 999999)

    def rib(self):
        r = self.r
        bank = r.choice(["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "23", "25", "26"])
        d18 = bank + "%03d" % r.randint(1, 199) + self.digits(13)
        return d18 + rib_key(d18)

    def card(self):
        r = self.r
        pre = r.choice(["4", "4", "51", "52", "53", "54", "55"])
        d15 = pre + self.digits(15 - len(pre))
        return d15 + luhn_digit(d15)

    def tax(self):
        r = self.r
        return (self.digits(7), r.choice("ABCDEFGHJKLMNPQRSTVWXYZ"), r.choice("APBDN"), r.choice("MCPNE"), "000")

    def cnss(self):
        return self.digits(8) + "%02d" % self.r.randint(0, 99)

    def mobile(self):
        return self.r.choice("2592") + self.r.choice("0123456789") + self.digits(6)

    def fixed(self):
        return self.r.choice(["71", "70", "72", "73", "74", "75", "76", "77", "78", "79", "36"]) + self.digits(6)

    def dob(self, lo=1948, hi=2004):
        d0 = datetime.date(lo, 1, 1).toordinal()
        return datetime.date.fromordinal(self.r.randint(d0, datetime.date(hi, 12, 28).toordinal()))

    def plate(self):
        return (str(self.r.randint(12, 262)), str(self.r.randint(101, 9999)))

    def address(self):
        r = self.r
        st = r.choice(STREETS)
        c = r.choice(CITIES)
        return dict(num=str(r.randint(1, 148)), st=st, city=c, res=r.choice(RESID) if r.random() < 0.3 else None,
                    bloc=r.choice("ABCDEFGH"), app=str(r.randint(1, 42)))


# ------------------------------------------------------------------ formatting
def f_cin(d, st):
    return {"plain": d, "sp4": f"{d[:4]} {d[4:]}", "sp": f"{d[:2]} {d[2:5]} {d[5:]}", "ar": ard(d)}[st]


def f_rib(d, st):
    return {"plain": d, "grp": f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", "dash": f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}",
            "g4": " ".join(d[i:i + 4] for i in range(0, 20, 4)), "ar": ard(f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}")}[st]


def f_iban(ib, st):
    return {"g4": " ".join(ib[i:i + 4] for i in range(0, 24, 4)), "plain": ib,
            "grp": f"{ib[:4]} {ib[4:6]} {ib[6:9]} {ib[9:22]} {ib[22:]}"}[st]


def f_card(d, st):
    return {"g4": " ".join(d[i:i + 4] for i in range(0, 16, 4)), "dash": "-".join(d[i:i + 4] for i in range(0, 16, 4)),
            "plain": d, "ar": ard(" ".join(d[i:i + 4] for i in range(0, 16, 4)))}[st]


def f_tax(t, st):
    n, k, a, b, e = t
    return {"full": f"{n}/{k}/{a}/{b}/{e}", "sp": f"{n} {k} {a} {b} {e}", "short": f"{n}{k}", "slash": f"{n}/{k}",
            "mix": f"{n}{k}/{a}/{b}/{e}", "glued": f"{n}{k}{a}{b}{e}"}[st]


def f_cnss(d, st):
    return {"dash": f"{d[:8]}-{d[8:]}", "sp": f"{d[:8]} {d[8:]}", "plain": d, "slash": f"{d[:8]}/{d[8:]}",
            "ar": ard(f"{d[:8]}-{d[8:]}")}[st]


def f_tel(n, st):
    a, b, c = n[:2], n[2:5], n[5:]
    return {"intl": f"+216 {a} {b} {c}", "intl2": f"+216 {n}", "intlp": f"(+216) {a}.{b}.{c}",
            "00": f"00216 {a} {b} {c}", "00d": f"00216-{a}-{b}-{c}", "sp": f"{a} {b} {c}", "dot": f"{a}.{b}.{c}",
            "dash": f"{a}-{b}-{c}", "plain": n, "intl3": f"+216{n}", "216": f"216 {a} {b} {c}",
            "pairs": f"{a} {n[2:4]} {n[4:6]} {n[6:]}", "ar": ard(f"{a} {b} {c}"), "arintl": "+" + ard(f"216 {a} {b} {c}"),
            "arplain": ard(n)}[st]


def f_date(d, lang, st):
    dd, mm, yy = "%02d" % d.day, "%02d" % d.month, str(d.year)
    if st == "slash":
        return f"{dd}/{mm}/{yy}"
    if st == "dot":
        return f"{dd}.{mm}.{yy}"
    if st == "dash":
        return f"{dd}-{mm}-{yy}"
    if st == "iso":
        return f"{yy}-{mm}-{dd}"
    if st == "arslash":
        return ard(f"{dd}/{mm}/{yy}")
    if st == "long":
        if lang == "ar":
            return f"{d.day} {MONTHS_AR[d.month - 1]} {yy}"
        if lang == "en":
            return f"{d.day} {MONTHS_EN[d.month - 1]} {yy}"
        return f"{d.day} {MONTHS_FR[d.month - 1]} {yy}"
    if st == "us":
        return f"{MONTHS_EN[d.month - 1]} {d.day}, {yy}"
    if st == "arlong":
        return ard(str(d.day)) + f" {MONTHS_AR[d.month - 1]} " + ard(yy)
    raise KeyError(st)


def f_plate(p, st):
    s, n = p
    return {"lat": f"{s} TU {n}", "ar": f"{s} تونس {n}", "compact": f"{s}TU{n}", "ard": f"{ard(s)} تونس {ard(n)}",
            "dash": f"{s} TU-{n}"}[st]


def f_addr(a, lang, st):
    num, (sf, sa), (cf, ca, cp) = a["num"], a["st"], a["city"]
    res = a["res"]
    if lang == "ar":
        if st == 1 and res:
            return f"إقامة {res[1]}، عمارة {a['bloc']}، شقة {a['app']}، {sa}، {cp} {ca}"
        if st == 2:
            return f"{sa} عدد {num}، {ca} {cp}"
        if st == 3:
            return ard(num) + f" {sa}، " + ard(cp) + f" {ca}"
        return f"{num} {sa}، {cp} {ca}"
    if lang == "en":
        if st == 1 and res:
            return f"Apt {a['app']}, Block {a['bloc']}, Résidence {res[0]}, {sf}, {cf} {cp}"
        return f"{num} {sf}, {cf} {cp}, Tunisia" if st == 2 else f"{num}, {sf}, {cp} {cf}"
    if st == 1 and res:
        return f"Résidence {res[0]}, Bloc {a['bloc']}, App. {a['app']}, {sf}, {cp} {cf}"
    if st == 2:
        return f"{sf} n° {num}, {cf} {cp}"
    if st == 3:
        return f"{num} {sf} - {cp} {cf.upper()}"
    return f"{num}, {sf}, {cp} {cf}"


def ascii_low(s):
    s = unicodedata.normalize("NFKD", s)
    return re.sub(r"[^a-z]", "", "".join(c for c in s if not unicodedata.combining(c)).lower())


# ------------------------------------------------------------------ document under construction
class Doc:
    def __init__(self, g, idx, kind, lang, fmt):
        self.g, self.r, self.idx, self.kind, self.lang, self.fmt = g, g.r, idx, kind, lang, fmt
        self.sens, self.dec, self.blocks = [], [], []
        self.text = None

    # registration
    def v(self, t, val):
        self._new = (t, val) not in self.sens
        if self._new:
            self.sens.append((t, val))
        return val

    def wr(self, val):
        """The value just registered, broken over two lines (txt only)."""
        w = self.wrap(val)
        if w == val:
            return val
        t = [a for a, b in self.sens if b == val][-1]
        if self._new and self.sens[-1][1] == val:
            self.sens[-1] = (t, w)
        elif (t, w) not in self.sens:
            self.sens.append((t, w))
        return w

    def d(self, val):
        if val not in self.dec:
            self.dec.append(val)
        return val

    def pick(self, seq):
        return self.r.choice(seq)

    @property
    def arabic(self):
        return self.lang in ("ar", "mixed")

    def arok(self, p=0.3):
        return self.lang in ("ar", "mixed") and self.r.random() < p

    # persons
    def P(self, fem=None, origin="tn"):
        return self.g.person(fem, origin)

    def kin(self, p, fem=None):
        """A relative sharing p's surname."""
        if fem is None:
            fem = self.r.random() < 0.5
        while True:
            f, fa = self.r.choice(FEMALE if fem else MALE)
            if f != p.first and not f.startswith(p.first.split()[0]):
                return Person(f, fa, p.last, p.last_ar, fem, p.origin)

    def n(self, p, st=None):
        if st is None:
            st = self.r.choice([0, 0, 0, 1, 2, 3, 4])
        return self.v("PERSON", p.lat(st))

    def na(self, p, st=0):
        return self.v("PERSON", p.ar(st))

    def ln(self, p, caps=False):
        return self.v("PERSON", p.last.upper() if caps else p.last)

    def lna(self, p):
        return self.v("PERSON", p.last_ar)

    def fn(self, p):
        return self.v("PERSON", p.first)

    def fna(self, p):
        return self.v("PERSON", p.first_ar)

    # identifiers, stable per person
    def _get(self, p, key, fn):
        if key not in p.data:
            p.data[key] = fn()
        return p.data[key]

    def cin(self, p, st=None):
        d = self._get(p, "cin", self.g.cin)
        if st is None:
            st = "ar" if self.arok(0.3) else self.pick(["plain", "plain", "plain", "sp4", "sp"])
        return self.v("CIN", f_cin(d, st))

    def pas(self, p):
        return self.v("PASSPORT", self._get(p, "pas", lambda: self.g.passport(p.origin)))

    def rib(self, p, st=None):
        d = self._get(p, "rib", self.g.rib)
        if st is None:
            st = "ar" if self.arok(0.2) else self.pick(["plain", "grp", "grp", "dash", "g4"])
        return self.v("RIB", f_rib(d, st))

    def iban(self, p, st=None):
        d = self._get(p, "rib", self.g.rib)
        return self.v("IBAN", f_iban(iban_for(d), st or self.pick(["g4", "g4", "plain", "grp"])))

    def card(self, p, st=None):
        d = self._get(p, "card", self.g.card)
        return self.v("CARD", f_card(d, st or self.pick(["g4", "g4", "dash", "plain"])))

    def mf(self, p, st=None):
        t = self._get(p, "mf", self.g.tax)
        return self.v("TAX_ID", f_tax(t, st or self.pick(["full", "full", "sp", "short", "slash", "mix"])))

    def cnss(self, p, st=None):
        d = self._get(p, "cnss", self.g.cnss)
        if st is None:
            st = "ar" if self.arok(0.25) else self.pick(["dash", "dash", "sp", "plain", "slash"])
        return self.v("CNSS", f_cnss(d, st))

    def tel(self, p, st=None, fixed=False):
        d = self._get(p, "fix" if fixed else "mob", self.g.fixed if fixed else self.g.mobile)
        if st is None:
            if self.arok(0.3):
                st = self.pick(["ar", "arintl", "arplain"])
            else:
                st = self.pick(["intl", "intl", "sp", "sp", "dot", "plain", "intlp", "00", "216", "pairs",
                                "intl3", "dash", "00d", "intl2"])
        return self.v("PHONE", f_tel(d, st))

    def mail(self, p, domain=None, st=None):
        f, l = ascii_low(p.first), ascii_low(p.last)
        if st is None:
            st = self.r.randint(0, 5)
        yy = str(self._get(p, "dob", self.g.dob).year)[2:]
        local = [f"{f}.{l}", f"{f[0]}.{l}", f"{l}.{f}{yy}", f"{f}{l[:4]}", f"{f}_{l}", f"{l}{f[0]}"][st]
        dom = domain or self.pick(["gmail.com", "yahoo.fr", "hotmail.fr", "outlook.com", "topnet.tn", "planet.tn",
                                   "gnet.tn", "live.fr"])
        return self.v("EMAIL", f"{local}@{dom}")

    def dob(self, p, st=None, lo=1948, hi=2004):
        d = self._get(p, "dob", lambda: self.g.dob(lo, hi))
        if st is None:
            if self.lang == "ar":
                st = self.pick(["slash", "long", "arslash", "arlong", "slash"])
            elif self.lang == "en":
                st = self.pick(["long", "us", "iso", "slash"])
            elif self.lang == "mixed":
                st = self.pick(["slash", "arslash", "long", "dot"])
            else:
                st = self.pick(["slash", "slash", "long", "dot", "dash"])
        lang = "fr" if self.lang == "mixed" and st == "long" else self.lang
        return self.v("DOB", f_date(d, lang, st))

    def adr(self, p, lang=None, st=None):
        a = self._get(p, "adr", self.g.address)
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        if st is None:
            st = self.r.choice([0, 0, 1, 2, 3] if lang == "ar" else [0, 0, 1, 2, 3] if lang == "fr" else [0, 1, 2])
        return self.v("ADDRESS", f_addr(a, lang, st))

    def plate(self, p, st=None):
        pl = self._get(p, "plate", self.g.plate)
        return self.v("PLATE", f_plate(pl, st or self.pick(["lat", "lat", "ar", "compact", "dash"] +
                                                           (["ard"] if self.arabic else []))))

    def h(self, val):
        return self.v("HEALTH", val)

    def hs(self, pool, k):
        return [self.h(x) for x in self.r.sample(pool, k)]

    # decoys
    def amount(self, lo=50, hi=90000, lang=None):
        lang = lang or self.lang
        x = self.r.randint(lo, hi)
        mil = self.r.choice([0, 0, 500, 250, 750, 120, 380])
        ints = f"{x:,}".replace(",", " ")
        if lang == "ar":
            s = self.pick([f"{ints},{mil:03d} د", f"{x} دينار", f"{ints} د.ت", ard(str(x)) + " دينار"])
        elif lang == "en":
            s = self.pick([f"TND {x:,}.{mil:03d}", f"{x:,} TND", f"{ints},{mil:03d} DT"])
        else:
            s = self.pick([f"{ints},{mil:03d} DT", f"{x} TND", f"{ints} dinars", f"{x}.{mil:03d} DT"])
        return self.d(s)

    def date_(self, lang=None, y0=2024, y1=2025, st=None):
        d = datetime.date(self.r.randint(y0, y1), self.r.randint(1, 12), self.r.randint(1, 28))
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        st = st or self.pick(["slash", "long"] if lang != "en" else ["long", "us", "iso"])
        return self.d(f_date(d, lang, st))

    def dates(self, k, lang=None, y0=2024, y1=2025, st=None):
        """k increasing non-birth dates (decoys)."""
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        base = datetime.date(y0, 1, 1).toordinal()
        span = datetime.date(y1, 12, 28).toordinal() - base
        days = sorted(self.r.sample(range(span), k))
        out = []
        for x in days:
            dd = datetime.date.fromordinal(base + x)
            out.append(self.d(f_date(dd, lang, st or ("slash" if lang != "en" else "long"))))
        return out

    def ref(self, fmt):
        r = self.r
        out = re.sub(r"#", lambda m: r.choice("0123456789"), fmt)
        out = re.sub(r"@", lambda m: r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"), out)
        return self.d(out)

    def bad16(self, grouped=None):
        """A 16-digit reference that fails Luhn (transaction / tracking number)."""
        d = self.g.card()
        d = d[:15] + str((int(d[15]) + self.r.randint(1, 9)) % 10)
        assert not luhn_ok(d)
        if grouped is None:
            grouped = self.r.random() < 0.5
        return " ".join(d[i:i + 4] for i in range(0, 16, 4)) if grouped else d

    def bad20(self):
        """A 20-digit number whose RIB key is wrong."""
        d = self.g.rib()
        k = (int(d[18:]) + self.r.randint(1, 40)) % 97
        if "%02d" % k == rib_key(d[:18]):
            k = (k + 1) % 97
        return d[:18] + "%02d" % k

    def num8(self):
        """A bare 8-digit internal number (not a CIN: it starts with 2-9)."""
        return self.d(self.r.choice("23456789") + self.g.digits(7))

    def biz(self, lang=None):
        lang = "ar" if (lang or self.lang) == "ar" else "fr"
        return self.d(self.pick(BIZ_ADDR[lang]))

    def wrap(self, s):
        """Break a value over two lines (txt only)."""
        if self.fmt != "txt" or " " not in s:
            return s
        sp = [i for i, c in enumerate(s) if c == " "]
        i = sp[len(sp) // 2]
        return s[:i] + "\n" + s[i + 1:]

    # docx blocks
    def H(self, t):
        self.blocks.append(("h", t))

    def Pp(self, t):
        self.blocks.append(("p", t))

    def T(self, rows):
        self.blocks.append(("tbl", rows))


# ------------------------------------------------------------------ layout helpers
def form(rows, style="colon", pad=None):
    w = pad or max(len(a) for a, _ in rows) + 3
    if style == "colon":
        return [f"{a} : {b}" for a, b in rows]
    if style == "arcolon":
        return [f"{a}: {b}" for a, b in rows]
    if style == "dots":
        return [f"{a} {'.' * (w - len(a))} {b}" for a, b in rows]
    if style == "fixed":
        return [f"{a.ljust(w)}{b}" for a, b in rows]
    if style == "md":
        return [f"- **{a}** : {b}" for a, b in rows]
    if style == "mdtable":
        return ["| Champ | Valeur |", "|---|---|"] + [f"| {a} | {b} |" for a, b in rows]
    raise KeyError(style)


def pipe(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    return out + ["| " + " | ".join(r) + " |" for r in rows]


def fixed(header, rows, gap=2):
    ws = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    line = lambda r: (" " * gap).join(str(x).ljust(w) for x, w in zip(r, ws)).rstrip()
    return [line(header), "-" * (sum(ws) + gap * (len(ws) - 1))] + [line(r) for r in rows]


def tsv(header, rows):
    return ["\t".join(header)] + ["\t".join(r) for r in rows]


def csvt(header, rows, sep=";"):
    def cell(x):
        return f'"{x}"' if (sep in x or '"' in x or "\n" in x) else x
    return "\n".join(sep.join(cell(x) for x in r) for r in [header] + rows) + "\n"


def lines(*parts):
    out = []
    for p in parts:
        if isinstance(p, (list, tuple)):
            out.extend(p)
        else:
            out.append(p)
    return "\n".join(out) + "\n"


def quote(text):
    return "\n".join("> " + l if l else ">" for l in text.rstrip("\n").split("\n"))


def L(D, key):
    """Field label in the document's language (mixed: French / Arabic)."""
    fr, ar, en = LABELS[key]
    return {"fr": fr, "ar": ar, "en": en, "mixed": f"{fr} / {ar}"}[D.lang]


LABELS = {
    "name": ("Nom et prénom", "الاسم واللقب", "Full name"),
    "dob": ("Date de naissance", "تاريخ الولادة", "Date of birth"),
    "cin": ("N° CIN", "رقم بطاقة التعريف الوطنية", "National ID card (CIN)"),
    "pass": ("N° de passeport", "رقم جواز السفر", "Passport number"),
    "tel": ("Téléphone", "الهاتف", "Telephone"),
    "gsm": ("GSM", "الهاتف الجوال", "Mobile"),
    "mail": ("Courriel", "البريد الإلكتروني", "E-mail"),
    "adr": ("Adresse", "العنوان", "Address"),
    "rib": ("RIB", "المعرف البنكي", "Bank account (RIB)"),
    "iban": ("IBAN", "الرقم الدولي للحساب البنكي", "IBAN"),
    "cnss": ("N° d'affiliation CNSS", "رقم الانخراط بالضمان الاجتماعي", "CNSS number"),
    "mf": ("Matricule fiscal", "المعرف الجبائي", "Tax ID (matricule fiscal)"),
    "plate": ("Immatriculation", "رقم التسجيل المنجمي", "Registration plate"),
    "card": ("N° de carte", "رقم البطاقة البنكية", "Card number"),
}


# ------------------------------------------------------------------ docx
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
AR_RE = re.compile("[\u0600-\u06ff]")


def _run(t, bold, rtl):
    rpr = ""
    if bold or rtl:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + ("<w:rtl/>" if rtl else "") + "</w:rPr>"
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'


def _para(text, r, bold=False, rtl_doc=False):
    rtl = rtl_doc and bool(AR_RE.search(text))
    ppr = "<w:pPr><w:bidi/></w:pPr>" if rtl else ""
    pieces, bolds = [text], [bold]
    m = re.search(r"[:：]\s", text)
    if not bold and m and m.start() < 60:
        pieces, bolds = [text[:m.end()], text[m.end():]], [True, False]
    if len(pieces[-1]) > 14 and r.random() < 0.3:      # Word splits runs where it likes
        last = pieces.pop()
        b = bolds.pop()
        cut = r.randint(1, len(last) - 1)
        pieces += [last[:cut], last[cut:]]
        bolds += [b, b]
    return f"<w:p>{ppr}" + "".join(_run(p, b, rtl) for p, b in zip(pieces, bolds) if p) + "</w:p>"


def docx_write(path, blocks, r, rtl_doc):
    body = []
    for b in blocks:
        if b[0] in ("h", "p"):
            body.append(_para(b[1], r, b[0] == "h", rtl_doc))
        else:
            rows = []
            for i, row in enumerate(b[1]):
                cells = "".join(f'<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>{_para(c, r, i == 0, rtl_doc)}</w:tc>'
                                for c in row)
                rows.append(f"<w:tr>{cells}</w:tr>")
            body.append('<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/>' + ('<w:bidiVisual/>' if rtl_doc else '')
                        + '<w:tblW w:w="0" w:type="auto"/></w:tblPr>' + "".join(rows) + "</w:tbl>")
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) +
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>')
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
            'officeDocument" Target="word/document.xml"/></Relationships>')
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc)):
            zi = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))


def blocks_text(blocks):
    out = []
    for b in blocks:
        if b[0] in ("h", "p"):
            out.append(b[1])
        else:
            for row in b[1]:
                out.extend(row)
    return "\n".join(out)


# ================================================================== 1. scorpion_sting_observation (clinical)
SC_SITE_FR = ["piqûre de scorpion au pied gauche", "piqûre de scorpion à la main droite", "piqûre de scorpion à la cheville droite",
              "piqûre de scorpion à l'avant-bras gauche"]
SC_SIGN_FR = ["douleur locale intense irradiant au mollet", "hypersudation profuse", "vomissements répétés",
              "œdème aigu du poumon", "choc cardiogénique", "myocardite toxique", "hyperglycémie réactionnelle",
              "tachycardie sinusale avec agitation", "paresthésies du membre piqué"]
SC_CLASS_FR = ["envenimation scorpionique classe I", "envenimation scorpionique classe II",
               "envenimation scorpionique classe III"]
SC_TRT_FR = ["infiltration locale de lidocaïne", "perfusion de dobutamine à 7 µg/kg/min", "oxygénothérapie au masque",
             "ventilation non invasive", "prazosine per os"]
SC_AR = ["لسعة عقرب في القدم اليسرى", "لسعة عقرب في اليد اليمنى", "تسمم عقربي من الدرجة الثانية",
         "تسمم عقربي من الدرجة الثالثة", "وذمة رئوية حادة", "قيء متكرر", "تعرق غزير", "ألم موضعي شديد",
         "تسرع في نبضات القلب", "ارتفاع السكر في الدم", "حقن موضعي بالليدوكايين", "تسريب الدوبوتامين"]
SC_EN = ["scorpion envenomation grade II", "scorpion envenomation grade III", "scorpion sting to the right ankle",
         "acute pulmonary oedema", "profuse sweating", "repeated vomiting", "cardiogenic shock", "toxic myocarditis",
         "severe local pain", "dobutamine infusion", "local lidocaine infiltration", "non-invasive ventilation"]


def sc_fr_txt(D):
    father = D.P(fem=False)
    child = D.kin(father)
    doc, nurse = D.P(), D.P()
    city = D.pick(["TOZEUR", "GAFSA", "KÉBILI", "SIDI BOUZID", "KASSERINE"])
    hosp = D.d(f"HÔPITAL RÉGIONAL DE {city}")
    vit = [["23h45", "118", "11/7", "24", "97 %", "1,42 g/l"], ["00h15", "126", "12/8", "26", "96 %", "1,65 g/l"],
           ["00h45", "110", "11/7", "22", "98 %", "1,38 g/l"], ["01h15", "104", "10/6", "22", "98 %", "1,21 g/l"]]
    dob = D.dob(child, lo=2011, hi=2020)
    age = "(%d ans)" % (2025 - child.data["dob"].year)
    return lines(
        f"{hosp} — SERVICE DES URGENCES",
        "FICHE D'OBSERVATION : PIQÛRE / ENVENIMATION SCORPIONIQUE",
        f"Dossier n° {D.ref('URG-2025-0####')}          Admission le {D.date_(y0=2025, y1=2025, st='slash')} à 23h40",
        f"Mode d'arrivée : véhicule particulier immatriculé {D.plate(father)}",
        "",
        "IDENTITÉ",
        form([("  Nom et prénom", D.n(child, 1)), ("  Né(e) le", dob + "  " + age),
              ("  Adresse", D.adr(father)),
              ("  Accompagnant", f"{D.n(father, 0)}, père, CIN {D.cin(father)}"),
              ("  Joignable au", f"{D.tel(father)} ou {D.tel(father, fixed=True)}"),
              ("  Assuré social CNSS", D.cnss(father))], "dots"),
        "",
        "HISTOIRE",
        "  Piqûre survenue vers 22h15 dans la cour de la maison, en déplaçant des parpaings. Scorpion jaune",
        "  non capturé. Aucun garrot, aucune incision (conduite correcte de la famille).",
        f"  Siège : {D.h(D.pick(SC_SITE_FR))}.",
        f"  À l'admission : {D.h(D.pick(SC_SIGN_FR[:4]))}, {D.h(D.pick(SC_SIGN_FR[4:]))}.",
        f"  Classement : {D.h(D.pick(SC_CLASS_FR[1:]))}.",
        "",
        "SURVEILLANCE (toutes les 30 minutes)",
        ["  " + l for l in fixed(["Heure", "FC", "TA", "FR", "SpO2", "Glycémie"], vit)],
        "",
        "TRAITEMENT",
        f"  - {D.h(SC_TRT_FR[0])}",
        f"  - {D.h(D.pick(SC_TRT_FR[1:]))}",
        f"  - pas de sérothérapie, conformément au {D.d('Programme national de lutte contre les piqûres et envenimations scorpioniques')}",
        "",
        "TRANSMISSIONS",
        f"  {D.fn(child)} reste en {D.d('salle d’observation n° 3')} jusqu'à 06h00 ; réévaluation par {D.d('le médecin de garde')}.",
        f"  Avis téléphonique pris auprès du {D.d('Centre d’Assistance Médicale Urgente (CAMU)')} à 00h20.",
        f"  Dotation du service contrôlée : {D.d('Ringer lactate 500 ml')}, {D.d('Glucosé 5 % 500 ml')} (lot {D.ref('RL24@###')}).",
        "",
        f"Médecin : Dr {D.n(doc, 0)}                Infirmier(ère) : {D.n(nurse, 2)}",
    )


def sc_ar_docx(D):
    pat = D.P()
    son = D.kin(pat, fem=False)
    doc = D.P()
    D.H(D.d("وزارة الصحة") + " — " + D.d("المستشفى الجهوي بقفصة"))
    D.H("بطاقة متابعة حالة لسعة عقرب")
    D.Pp(f"رقم الملف: {D.ref('2025/####')}        تاريخ الدخول: {D.date_(y0=2025, y1=2025, st='slash')}")
    D.T([["البيان", "المعطيات"],
         [L(D, "name"), D.na(pat)],
         [L(D, "dob"), D.dob(pat, lo=1950, hi=1985)],
         [L(D, "cin"), D.cin(pat)],
         [L(D, "adr"), D.adr(pat, "ar")],
         [L(D, "tel"), D.tel(pat)],
         ["رقم المنخرط بالصندوق الوطني للضمان الاجتماعي", D.cnss(pat)],
         ["المرافق", f"{D.na(son)} (الابن) — {D.tel(son)}"]])
    D.Pp("ظروف الإصابة: لُسع المريض أثناء العمل في واحة النخيل حوالي الساعة الرابعة مساء.")
    D.Pp(f"التشخيص عند الوصول: {D.h(D.pick(SC_AR[:2]))}، {D.h(D.pick(SC_AR[2:4]))}.")
    D.Pp(f"العلامات السريرية: {D.h(SC_AR[6])}، {D.h(SC_AR[5])}، {D.h(D.pick(SC_AR[7:10]))}.")
    D.Pp(f"العلاج: {D.h(SC_AR[10])} ثم {D.h(SC_AR[11])} في قسم الإنعاش.")
    D.Pp(f"ملاحظة: تم إعلام {D.d('الطبيب المناوب')} و{D.d('مركز المساعدة الطبية الاستعجالية')} حسب {D.d('المنشور عدد 38 لسنة 2019')}.")
    D.Pp(f"مخزون القسم: {D.d('محلول ملحي 0,9 %، 40 كيسا')}، {D.d('قفازات معقمة، 12 علبة')}.")
    D.Pp(f"الطبيب المعالج: د. {D.na(doc)}")


def sc_mixed_md(D):
    rows = []
    for i in range(D.r.randint(9, 11)):
        p = D.P()
        ar = i % 2 == 1
        name = D.na(p) if ar else D.n(p, D.pick([0, 1, 2]))
        dob = D.dob(p, lo=1945, hi=2021, st=D.pick(["slash", "arslash"]) if ar else "slash")
        diag = D.h(D.pick(SC_AR[2:4]) if ar else D.pick(SC_CLASS_FR))
        sign = D.h(D.pick(SC_AR[4:10]) if ar else D.pick(SC_SIGN_FR))
        young = p.data["dob"].year >= 2010
        orient = D.pick(["Domicile / المنزل", "Pédiatrie", "Pédiatrie"] if young else ["Domicile / المنزل", "Réanimation", "Domicile / المنزل"])
        rows.append([str(i + 1), name, dob, D.cin(p) if D.r.random() < 0.7 else "—", D.tel(p), f"{diag} ; {sign}", orient])
    d0 = datetime.date(2025, D.r.randint(6, 8), D.r.randint(1, 20))
    wk = [D.d(f_date(d0, "fr", "slash")), D.d(f_date(d0 + datetime.timedelta(days=6), "fr", "slash"))]
    deleg = [D.d(x) for x in D.r.sample(["Délégation de Degache", "Délégation de Nefta", "Délégation de Tamerza",
                                            "Délégation d'El Hamma", "Délégation de Redeyef"], 2)]
    return lines(
        "# Registre hebdomadaire des envenimations scorpioniques — السجل الأسبوعي لحالات اللسع العقربي",
        "",
        "**Semaine :** du {} au {}  ".format(*wk),
        f"**Structure :** {D.d('Centre de santé de base El Hamma du Jérid')} / مركز الصحة الأساسية",
        f"**Zones les plus touchées :** {deleg[0]}, {deleg[1]}",
        "",
        pipe(["N°", "Nom / الاسم", "Date de naissance", "CIN", "Téléphone", "Diagnostic / التشخيص", "Orientation"], rows),
        "",
        "## Remarques / ملاحظات",
        f"- Stock de sécurité vérifié par {D.d('le surveillant général')} (aucune rupture).",
        f"- Rappel : déclaration obligatoire au {D.d('Programme national de lutte contre les envenimations scorpioniques')}.",
        f"- تذكير: يتم إرسال السجل إلى {D.d('الإدارة الجهوية للصحة بتوزر')} كل يوم اثنين.",
    )


def sc_en_txt(D):
    tourist = D.P(origin=D.pick(["en", "fr"]))
    er, tox, guide = D.P(), D.P(), D.P(fem=False)
    e1 = D.mail(er, "rns.tn")
    e2 = D.mail(tox, "camu.rns.tn")
    s = [D.h(x) for x in D.r.sample(SC_EN[2:9], 3)]
    grade = D.h(D.pick(SC_EN[:2]))
    hotel = D.d(D.pick(["Hotel Dunes d'Or, Zone touristique, 4260 Douz", "Camp Sahara Lune, route de Zaafrane, 4260 Douz"]))
    reply = lines(
        f"Dear Dr {D.ln(er)},",
        "",
        f"Agreed with your grading. For an adult with {grade}, continue {D.h(SC_EN[9])} and keep {'her' if tourist.fem else 'him'}",
        "monitored for 24 h; no antivenom. Repeat troponin at H6. Transfer only if the oxygen need rises.",
        f"You can reach me directly on {D.tel(tox, 'intl')} tonight.",
        "",
        f"{D.n(tox, 0)}",
        f"{D.d('Poison Control and Information Centre, Tunis')}",
    )
    return lines(
        f"From: {D.n(tox, 0)} <{e2}>",
        f"To: {D.n(er, 0)} <{e1}>",
        f"Subject: RE: advice needed - scorpion sting, foreign tourist, case {D.ref('KB-25-###')}",
        f"Date: {D.date_('en', y0=2025, y1=2025, st='long')} 02:14",
        "",
        reply,
        "",
        f"On the same night, {D.n(er, 0)} wrote:",
        quote(lines(
            "Dear colleague,",
            "",
            f"We admitted at 23:50 a tourist staying at {hotel}:",
            f"  Name: {D.n(tourist, 1)}",
            f"  Date of birth: {D.dob(tourist, lo=1955, hi=1990)}",
            f"  Passport: {D.pas(tourist)}",
            f"  Tour guide on site: {D.n(guide, 0)}, mobile {D.tel(guide)}",
            "",
            f"Findings: {s[0]}, {s[1]} and {s[2]}. BP 150/95, HR 124.",
            f"Started {D.h(SC_EN[10])} for the pain. I'd classify it as {grade}.",
            f"The travel insurer ({D.d('Assistance Méditerranée')}) asks for a report; {D.d('the attending physician')} will send it.",
            "",
            "Thanks,",
            f"{D.n(er, 0)}",
            f"{D.d('Regional Hospital of Kebili')}, emergency department",
        )),
    )


# ================================================================== 2. pacemaker_interrogation_record (clinical)
PM_IND_FR = ["bloc auriculo-ventriculaire complet", "maladie du sinus", "bloc auriculo-ventriculaire du 2e degré Mobitz II",
             "syncopes sur bradycardie", "fibrillation atriale lente"]
PM_DEV_FR = ["stimulateur double chambre DDD", "stimulateur simple chambre VVI", "stimulateur triple chambre (resynchronisation)"]
PM_EV_FR = ["épisodes de fibrillation atriale paroxystique", "tachycardie ventriculaire non soutenue", "insuffisance cardiaque NYHA II",
            "dysfonction ventriculaire gauche (FEVG 38 %)"]
PM_TRT_FR = ["apixaban 5 mg deux fois par jour", "bisoprolol 2,5 mg par jour", "furosémide 40 mg le matin", "ramipril 5 mg"]
PM_EN = ["complete heart block", "sick sinus syndrome", "dual-chamber pacemaker", "single-chamber VVI pacemaker",
         "paroxysmal atrial fibrillation", "CRT-P device", "heart failure NYHA II", "Mobitz II AV block",
         "recurrent syncope", "apixaban 5 mg twice daily", "battery at elective replacement indicator",
         "lead impedance rise (suspected lead fracture)"]
PM_AR = ["إحصار أذيني بطيني كامل", "متلازمة العقدة الجيبية المريضة", "جهاز منظم لضربات القلب ثنائي الحجرة",
         "نوبات رجفان أذيني انتيابي", "قصور القلب", "دواء مضاد للتخثر (أبيكسابان)", "إغماء متكرر"]


def pm_fr_docx(D):
    pat, card = D.P(), D.P()
    D.H(D.d("Hôpital La Rabta") + " — Service de cardiologie, unité de rythmologie")
    D.H("Compte rendu de contrôle de stimulateur cardiaque")
    D.Pp(f"Contrôle du {D.date_(st='slash')} — salle {D.d('Salle de rythmologie 2')}")
    D.T([["Patient", ""], [L(D, "name"), D.n(pat, 1)], [L(D, "dob"), D.dob(pat, lo=1938, hi=1965)],
         [L(D, "cin"), D.cin(pat)], ["Identifiant assuré social", D.cnss(pat)], [L(D, "adr"), D.adr(pat)],
         [L(D, "tel"), D.tel(pat)]])
    D.Pp(f"Indication de l'implantation : {D.h(D.pick(PM_IND_FR))}.")
    D.Pp(f"Dispositif : {D.h(D.pick(PM_DEV_FR))}, modèle {D.d('Cardiolys DR-2')} implanté en 2019.")
    D.T([["Paramètre", "OD", "VD"], ["Seuil de stimulation", "0,75 V à 0,4 ms", "1,0 V à 0,4 ms"],
         ["Détection", "2,8 mV", "11,2 mV"], ["Impédance", "512 Ω", "640 Ω"], ["Batterie", "2,94 V", "longévité 7,5 ans"]])
    D.Pp(f"Mémoires : {D.h(D.pick(PM_EV_FR[:2]))} (charge 3 %) ; {D.h(D.pick(PM_EV_FR[2:]))}.")
    D.Pp(f"Traitement en cours : {D.h(D.pick(PM_TRT_FR[:2]))}, {D.h(D.pick(PM_TRT_FR[2:]))}.")
    D.Pp(f"Prochain contrôle : {D.date_(y0=2026, y1=2026, st='slash')} (télésurveillance active, transmetteur {D.ref('TX-4#####')}, "
         f"bon interne n° {D.num8()}).")
    D.Pp(f"Courrier adressé au médecin traitant. Cardiologue : Dr {D.n(card, 0)}, MF {D.mf(card)}, tél. cabinet {D.tel(card, fixed=True)}.")
    D.Pp(f"Facturation selon la {D.d('nomenclature des actes professionnels')}, acte {D.ref('K 50')} : {D.amount(40, 200)}.")


def pm_en_md(D):
    rows = []
    for i in range(D.r.randint(9, 11)):
        p = D.P()
        rows.append([D.ref("PM-####"), D.n(p, D.pick([0, 1, 4])), D.dob(p, lo=1935, hi=1970, st=D.pick(["iso", "slash"])),
                     D.tel(p), D.h(D.pick(PM_EN[:2] + PM_EN[7:9])), D.h(D.pick(PM_EN[2:4] + [PM_EN[5]])),
                     D.date_("en", y0=2025, y1=2026, st="iso")])
    nurse = D.P()
    return lines(
        "# Device clinic — weekly follow-up list",
        "",
        f"Clinic: {D.d('Cardiology Department, Sahloul University Hospital, Sousse')}  ",
        f"Prepared by: {D.n(nurse, 0)} (device nurse), ext. 2214  ",
        f"Programmer: {D.d('Model 3120 programmer, asset no. BM-0772')}",
        "",
        pipe(["File", "Patient", "DOB", "Phone", "Indication", "Device", "Next check"], rows),
        "",
        "## Notes",
        f"- Remote monitoring alerts reviewed by {D.d('the on-call cardiologist')} every morning.",
        f"- Replacement batteries are reimbursed under {D.d('CNAM circular 2022-17')}; quotes around {D.amount(3000, 6000, 'en')}.",
        f"- Patient flagged for the {D.h(PM_EN[10])} review: see row 2.",
        f"- One patient with {D.h(PM_EN[11])}, scheduled for revision in {D.d('Operating theatre 4')}.",
    )


def pm_ar_txt(D):
    pat, card, gp = D.P(fem=False), D.P(), D.P(fem=False)
    return lines(
        "الجمهورية التونسية",
        D.d("مستشفى فرحات حشاد بسوسة") + " — قسم أمراض القلب والشرايين",
        "",
        f"سوسة في {D.date_(st='long')}",
        "",
        f"إلى الزميل الدكتور {D.na(gp)}، الطبيب العام",
        "",
        "الموضوع: نتيجة مراقبة جهاز تنظيم ضربات القلب",
        "",
        "عزيزي الزميل،",
        "",
        f"قمنا اليوم بمراقبة الجهاز المزروع لفائدة مريضكم {D.na(pat)} المولود في {D.dob(pat, lo=1940, hi=1968)}،",
        f"صاحب بطاقة التعريف الوطنية عدد {D.cin(pat)}، القاطن بـ{' '}{D.adr(pat, 'ar')}.",
        f"زُرع له {D.h(PM_AR[2])} سنة 2020 بسبب {D.h(D.pick(PM_AR[:2]))}.",
        f"بيّنت ذاكرة الجهاز {D.h(PM_AR[3])} مع {D.h(PM_AR[4])} مستقر، ولذلك نقترح مواصلة {D.h(PM_AR[5])}.",
        "عمر البطارية المتبقي حوالي ست سنوات، والأسلاك سليمة.",
        f"الموعد القادم: {D.date_(y0=2026, y1=2026, st='slash')} بـ{D.d('قاعة الفحص رقم 7')}.",
        f"للاتصال بالعائلة: {D.tel(pat)} (الابنة {D.na(D.kin(pat, fem=True))}).",
        "",
        "مع فائق الاحترام،",
        f"الدكتور {D.na(card)}",
        f"رقم الهاتف المباشر: {D.tel(card)}",
    )


def pm_mixed_csv(D):
    head = ["N° dossier", "Nom", "الاسم واللقب", "Date naissance", "Téléphone", "Indication / دواعي الزرع", "Mode",
            "Prochain contrôle"]
    rows = []
    for i in range(D.r.randint(10, 12)):
        p = D.P()
        ind = D.h(D.pick(PM_IND_FR) if i % 3 else D.pick(PM_AR[:2] + [PM_AR[6]]))
        rows.append([D.ref("RY-25-###"), D.n(p, D.pick([1, 3])), D.na(p, D.pick([0, 1])),
                     D.dob(p, lo=1936, hi=1972, st=D.pick(["slash", "iso"])), D.tel(p, D.pick(["plain", "sp", "intl"])),
                     ind, D.pick(["DDD", "VVI", "DDDR", "CRT-P"]), D.date_(y0=2025, y1=2026, st="slash")])
    return csvt(head, rows)


# ================================================================== 3. paediatric_growth_followup (clinical)
GR_FR = ["retard statural harmonieux", "déficit isolé en hormone de croissance", "syndrome de Turner",
         "hypothyroïdie congénitale", "maladie cœliaque", "petite taille idiopathique",
         "retard de croissance intra-utérin non rattrapé", "puberté précoce centrale"]
GR_TRT_FR = ["somatropine 0,035 mg/kg/j en injection sous-cutanée", "lévothyroxine 50 µg par jour", "régime sans gluten strict",
             "triptoréline 3,75 mg toutes les 4 semaines"]
GR_AR = ["قصر القامة", "نقص هرمون النمو", "متلازمة تيرنر", "قصور الغدة الدرقية الخلقي", "الداء البطني",
         "حقن هرمون النمو يوميا", "بلوغ مبكر", "تأخر في عمر العظام"]
GR_EN = ["growth hormone deficiency", "short stature", "daily growth hormone injections", "coeliac disease",
         "Turner syndrome", "delayed bone age", "hypothyroidism"]


def _growth_rows(D, n, start_age):
    rows, h, w = [], 96.0 + D.r.random() * 8, 13.5 + D.r.random() * 3
    for i in range(n):
        age = start_age + i * 0.5
        h += 2.1 + D.r.random() * 1.6
        w += 0.8 + D.r.random() * 0.9
        rows.append([D.date_(y0=2022 + i // 2, y1=2022 + i // 2, st="slash") if i < 2 else f"visite {i + 1}",
                     f"{age:.1f} ans", f"{w:.1f}", f"{h:.1f}", f"{-2.9 + i * 0.15:.2f}", f"{4.1 + i * 0.3:.1f}"])
    return rows


def gr_fr_txt(D):
    father = D.P(fem=False)
    child = D.kin(father)
    mother, ped = D.P(fem=True), D.P()
    return lines(
        f"Dr {D.n(ped, 0)}",
        "Pédiatre — endocrinologie et croissance de l'enfant",
        f"{D.biz('fr')}",
        f"MF {D.mf(ped)}    Tél. {D.tel(ped, fixed=True)}",
        "",
        f"CONSULTATION DE SUIVI DE CROISSANCE du {D.date_(y0=2025, y1=2025, st='long')}",
        "",
        f"Enfant : {D.n(child, 1)}, né(e) le {D.dob(child, lo=2012, hi=2019)}",
        f"Parents : {D.n(father, 0)} ({D.tel(father)}) et {D.n(mother, 0)} ({D.tel(mother)})",
        f"Adresse : {D.wr(D.adr(father))}",
        f"Assuré social : CNSS {D.cnss(father)}",
        "",
        "Motif : suivi d'une petite taille, adressé par le médecin scolaire.",
        "",
        "Courbe de croissance (Z-score OMS) :",
        tsv(["Date", "Âge", "Poids (kg)", "Taille (cm)", "Z taille", "Vitesse (cm/an)"], _growth_rows(D, 5, 6.0)),
        "",
        "Bilan : IGF-1 basse pour l'âge ; deux tests de stimulation négatifs ; âge osseux retardé de 2 ans",
        "(atlas de Greulich et Pyle) ; IRM hypothalamo-hypophysaire normale.",
        "",
        f"Conclusion : {D.h(D.pick(GR_FR[:2]))} ; {D.h(D.pick(GR_FR[2:]))} à surveiller.",
        f"Conduite : {D.h(GR_TRT_FR[0])}, éducation des parents à l'injection.",
        f"Accord préalable demandé à la {D.d('Caisse Nationale d’Assurance Maladie')} (formulaire {D.ref('APCI-2025-#####')}).",
        f"Prochain rendez-vous dans 3 mois au {D.d('Cabinet 12, 2e étage')}.",
        "",
        f"{D.fn(child)} est un enfant souriant, bien intégré à l'école ; aucune plainte digestive.",
    )


def gr_ar_docx(D):
    father = D.P(fem=False)
    child = D.kin(father)
    ped, nurse = D.P(), D.P(fem=True)
    D.H(D.d("مستشفى الأطفال البشير حمزة بتونس") + " — قسم الغدد الصماء عند الأطفال")
    D.H("ملف متابعة النمو")
    D.T([["المعطيات", ""], ["اسم الطفل ولقبه", D.na(child)], ["تاريخ الولادة", D.dob(child, lo=2012, hi=2020)],
         ["اسم الولي", D.na(father)], ["رقم بطاقة التعريف الوطنية للولي", D.cin(father)],
         ["العنوان", D.adr(father, "ar")], ["الهاتف", D.tel(father)],
         ["رقم المضمون الاجتماعي", D.cnss(father)]])
    D.Pp("القياسات:")
    D.T([["التاريخ", "الوزن (كغ)", "الطول (صم)", "محيط الرأس (صم)"]] +
        [[D.date_(y0=2023 + i // 2, y1=2023 + i // 2, st="slash"), f"{18 + i * 1.3:.1f}", f"{104 + i * 3.1:.1f}", f"{49 + i * 0.4:.1f}"]
         for i in range(4)])
    D.Pp(f"التشخيص: {D.h(D.pick(GR_AR[:2]))} مع {D.h(GR_AR[7])}.")
    D.Pp(f"سوابق: {D.h(D.pick(GR_AR[2:5]))} لدى الطفل حسب التحاليل الأخيرة.")
    D.Pp(f"العلاج المقترح: {D.h(GR_AR[5])} بعد موافقة {D.d('الصندوق الوطني للتأمين على المرض')}.")
    D.Pp(f"تم إعلام {D.d('الممرضة المدرسية')} بمدرسة {D.d('المدرسة الابتدائية نهج مرسيليا')} لمتابعة الحقن في حالة الرحلات.")
    D.Pp(f"الطبيب المعالج: د. {D.na(ped)} — الممرضة المنسقة: {D.na(nurse)}")


def gr_en_txt(D):
    father = D.P(fem=False)
    child = D.kin(father)
    mother, ped, sec = D.P(fem=True), D.P(), D.P(fem=True)
    mum = D.n(mother, 0)
    d0 = D.date_("en", y0=2025, y1=2025, st="slash")
    clinic = f"Growth Clinic - Dr {D.ln(ped)}"
    diag = D.h(D.pick(GR_EN[:2]))
    his = "her" if child.fem else "his"
    msgs = [
        (clinic, f"Good morning, this is {D.n(sec, 0)} from the clinic of Dr {D.n(ped, 0)}. We have the results for {D.fn(child)}."),
        (mum, "Good morning! Yes please, we were waiting. Is everything ok?"),
        (clinic, f"The doctor confirms {diag}. He wants to start {D.h(GR_EN[2])} once the CNAM approves."),
        (mum, f"OK. For the CNAM file: {his} full name is {D.n(child, 0)}, born {D.dob(child, lo=2013, hi=2019, st='slash')}."),
        (mum, f"Insured is {his} father {D.n(father, 0)}, CNSS {D.cnss(father)}, CIN {D.cin(father)}"),
        (clinic, "Thank you. Where should the pharmacy deliver the pens?"),
        (mum, f"At home please: {D.adr(father, 'en')}. If nobody answers call my husband on {D.tel(father)}"),
        (mum, f"and my email is {D.mail(mother)} for the invoice"),
        (clinic, f"Noted. Also the school asked about {D.h(GR_EN[3])} - that was ruled out by the biopsy, no diet needed."),
        (mum, "Great news, thank you so much 🙏"),
        (clinic, f"Appointment confirmed {D.date_('en', y0=2025, y1=2025, st='long')} at 10:30, {D.d('Clinique Les Oliviers, 2nd floor, room 207')}."),
    ]
    out = []
    h, m = 9, 14
    for who, text in msgs:
        out.append(f"[{d0}, {h:02d}:{m:02d}] {who}: {text}")
        m += D.r.randint(1, 9)
        if m >= 60:
            h, m = h + 1, m - 60
    return lines(f"WhatsApp chat with {mum}", "", out)


def gr_mixed_md(D):
    rows = []
    docs = [D.P() for _ in range(3)]
    for i in range(D.r.randint(8, 10)):
        child = D.P()
        ar = i % 2 == 0
        rows.append([str(i + 1), D.na(child) if ar else D.n(child, 1),
                     D.dob(child, lo=2011, hi=2021, st="arslash" if ar and D.r.random() < 0.5 else "slash"),
                     D.h(D.pick(GR_AR[:4]) if ar else D.pick(GR_FR)),
                     "Dr " + D.n(docs[i % 3], 0), D.pick(["Accord 12 mois", "Ajourné", "Accord", "Refus — dossier incomplet"])])
    return lines(
        "# Procès-verbal — Comité régional de l'hormone de croissance",
        "## محضر اجتماع اللجنة الجهوية لهرمون النمو",
        "",
        f"- **Date :** {D.date_(st='long')}",
        f"- **Lieu :** {D.d('Salle de réunion du CHU Hédi Chaker, Sfax')}",
        f"- **Présents :** Dr {D.n(docs[0], 4)} (président), Dr {D.n(docs[1], 4)}, Dr {D.n(docs[2], 4)}, {D.d('le représentant de la CNAM')}",
        f"- **Référence :** {D.d('circulaire n° 2019-31 relative au traitement par hormone de croissance')}",
        "",
        "## Dossiers examinés / الملفات المدروسة",
        "",
        pipe(["N°", "Enfant / الطفل", "Né(e) le", "Diagnostic / التشخيص", "Médecin référent", "Décision"], rows),
        "",
        f"Budget annuel alloué : {D.amount(200000, 900000, 'fr')} — {D.d('Programme national de santé de l’enfant')}.",
        "تمت المصادقة على القرارات بالإجماع.",
    )


# ================================================================== 4. concussion_return_to_play_assessment (clinical)
CC_FR = ["commotion cérébrale", "perte de connaissance brève (environ 20 secondes)", "céphalées post-traumatiques",
         "amnésie post-traumatique", "troubles de l'équilibre", "photophobie", "plaie du cuir chevelu suturée",
         "entorse cervicale bénigne"]
CC_EN = ["sport-related concussion", "brief loss of consciousness", "post-traumatic headache", "retrograde amnesia",
         "balance impairment", "neck strain", "persistent post-concussive symptoms", "two previous concussions"]
CC_AR = ["ارتجاج دماغي", "فقدان الوعي لمدة قصيرة", "صداع ما بعد الرضة", "دوار واضطراب في التوازن",
         "فقدان مؤقت للذاكرة", "رضة على مستوى الرقبة", "جرح في فروة الرأس"]
RTP = [["1", "Repos relatif 24-48 h", "validé"], ["2", "Activité aérobie légère", "validé"],
       ["3", "Exercices spécifiques au sport", "validé"], ["4", "Entraînement sans contact", "en cours"],
       ["5", "Entraînement avec contact", "—"], ["6", "Retour à la compétition", "—"]]


def cc_fr_md(D):
    pl, doc, kine = D.P(fem=False), D.P(), D.P()
    club = D.d(D.pick(["Club Sportif de Hammam-Lif", "Union Sportive Monastirienne", "Stade Gabésien", "Avenir Sportif de la Marsa"]))
    return lines(
        f"# {club} — cellule médicale",
        "## Fiche d'évaluation : commotion et reprise du jeu",
        "",
        form([("Joueur", D.n(pl, 1)), ("Né le", D.dob(pl, lo=1995, hi=2007)), (L(D, "cin"), D.cin(pl)),
              ("Téléphone", D.tel(pl)), ("Adresse", D.adr(pl)),
              ("Match", f"championnat U21, journée 14, {D.date_(st='slash')}"), ("Poste", "défenseur central")], "md"),
        "",
        "### Événement",
        f"Choc tête contre tête à la 63e minute. {D.h(CC_FR[1])}, puis {D.h(CC_FR[3])}. Sortie immédiate,",
        f"évaluation sur le banc par {D.d('le médecin du club')}. Diagnostic : {D.h(CC_FR[0])}.",
        f"Symptômes à J+2 : {D.h(D.pick(CC_FR[2:4] + CC_FR[4:6]))}, {D.h(CC_FR[2])}.",
        "",
        "### Protocole de reprise progressive",
        "",
        pipe(["Étape", "Contenu", "Statut"], RTP),
        "",
        f"Scanner cérébral au {D.d('Centre d’imagerie El Manar')} : normal. Score SCAT6 : 12 symptômes à J0, 2 à J+6.",
        f"Suivi kiné : {D.n(kine, 0)}. Reprise prévue au plus tôt le {D.date_(st='slash')}.",
        f"Conformément à l'{D.d('article 27 du règlement médical de la Fédération Tunisienne de Football')}.",
        "",
        f"Médecin : Dr {D.n(doc, 2)} — joignable au {D.tel(doc)}",
    )


def cc_en_docx(D):
    pl = D.P(fem=False, origin=D.pick(["fr", "en"]))
    agent, doc = D.P(), D.P()
    D.H(D.d("Espérance Sportive de Tunis") + " — Medical Department")
    D.Pp(f"Tunis, {D.date_('en', st='long')}")
    D.Pp(f"To: {D.d('Medical Committee, Tunisian Football Federation')}")
    D.Pp("Subject: Return-to-play assessment after concussion")
    D.T([["Player", D.n(pl, 0)], ["Date of birth", D.dob(pl, lo=1993, hi=2004)], ["Passport", D.pas(pl)],
         ["Agent", f"{D.n(agent, 0)} — {D.mail(agent)} — {D.tel(agent)}"]])
    D.Pp(f"During the league match of {D.date_('en', st='long')} the player sustained a {D.h(CC_EN[0])} with {D.h(CC_EN[1])}.")
    D.Pp(f"Relevant history: {D.h(CC_EN[7])} (2021 and 2023).")
    D.Pp(f"Symptoms on day 3: {D.h(CC_EN[2])}, {D.h(D.pick(CC_EN[3:6]))}.")
    D.T([["Stage", "Activity", "Date completed"]] +
        [[str(i + 1), a, D.date_('en', y0=2025, y1=2025, st='iso') if i < 4 else "pending"] for i, a in enumerate(
            ["Symptom-limited activity", "Light aerobic exercise", "Sport-specific exercise", "Non-contact training",
             "Full-contact practice", "Return to play"])])
    D.Pp(f"Current status: no {D.h(CC_EN[6])}. Neurocognitive testing back to baseline.")
    D.Pp(f"I recommend clearance from stage 5 on, under the {D.d('FIFA concussion protocol (2024 edition)')}.")
    D.Pp(f"Dr {D.n(doc, 0)}, team physician — {D.tel(doc)}")


def cc_ar_txt(D):
    rows = []
    for i in range(D.r.randint(6, 8)):
        p = D.P(fem=False)
        rows.append(f"{i + 1}. اللاعب {D.na(p)}، المولود في {D.dob(p, lo=1996, hi=2008)}، "
                    f"{D.d(D.pick(['النادي الإفريقي', 'النجم الرياضي الساحلي', 'الملعب التونسي', 'النادي البنزرتي', 'الترجي الجرجيسي']))}: "
                    f"{D.h(D.pick(CC_AR[:2]))} مع {D.h(D.pick(CC_AR[2:]))}. القرار: "
                    + D.pick(["الترخيص في العودة التدريجية", "التوقف لمدة أسبوعين", "إعادة الفحص بعد 10 أيام"]) + ".")
    pres, sec = D.P(), D.P()
    return lines(
        D.d("الجامعة التونسية لكرة القدم") + " — اللجنة الطبية",
        "",
        f"محضر جلسة {D.date_(st='long')}",
        "",
        f"انعقدت الجلسة بمقر الجامعة بـ{D.d('قاعة الاجتماعات عدد 2')} برئاسة الدكتور {D.na(pres)}،",
        f"وبحضور كاتب الجلسة {D.na(sec)}، للنظر في ملفات اللاعبين المصابين بارتجاج دماغي طبقا",
        f"لـ{D.d('الفصل 27 من النظام الطبي للجامعة')}.",
        "",
        "الملفات المدروسة:",
        rows,
        "",
        f"ملاحظة: يتحمل النادي مصاريف الفحوصات بالأشعة بمبلغ أقصاه {D.amount(300, 900, 'ar')} لكل لاعب.",
        "رُفعت الجلسة على الساعة الثانية عشرة.",
    )


def cc_fr_csv(D):
    head = ["Date", "Joueur", "Né le", "Téléphone", "Blessure", "Symptôme principal", "Jour", "Statut"]
    rows = []
    for i in range(D.r.randint(11, 13)):
        p = D.P(fem=D.r.random() < 0.4)
        rows.append([D.date_(st="slash"), D.n(p, D.pick([1, 3, 0])), D.dob(p, lo=1997, hi=2009, st="slash"),
                     D.tel(p, D.pick(["plain", "sp", "dot"])), D.h(D.pick(CC_FR[:2] + CC_FR[6:])),
                     D.h(D.pick(CC_FR[2:6])), "J+%d" % D.r.randint(1, 21), D.pick(["repos", "étape 3", "reprise", "étape 5"])])
    return "Journal médical — équipe seniors — saison 2024-2025\n" + csvt(head, rows)


# ================================================================== 5. family_planning_consultation (clinical)
FP_AR = ["اللولب النحاسي", "حبوب منع الحمل المركبة", "الغرسة تحت الجلد", "عملية قيصرية سابقة", "ارتفاع ضغط الدم",
         "فقر الدم", "تكيس المبايض", "حمل في الأسبوع الثامن", "نزيف بين الدورتين"]
FP_FR = ["dispositif intra-utérin au cuivre", "pilule œstroprogestative", "implant contraceptif à l'étonogestrel",
         "antécédent de césarienne", "hypertension artérielle", "anémie ferriprive", "syndrome des ovaires polykystiques",
         "grossesse de 8 semaines", "métrorragies", "ligature tubaire souhaitée", "migraine avec aura (contre-indication aux œstrogènes)"]


def fp_ar_txt(D):
    w = D.P(fem=True)
    hus, mw = D.P(fem=False), D.P(fem=True)
    return lines(
        D.d("الديوان الوطني للأسرة والعمران البشري"),
        D.d("المندوبية الجهوية بنابل") + " — " + D.d("مركز الصحة الإنجابية بقربة"),
        "",
        "بطاقة استشارة تنظيم الأسرة",
        f"رقم الملف: {D.ref('PF/2025/####')}",
        "",
        form([("الاسم واللقب", D.na(w)), ("تاريخ الولادة", D.dob(w, lo=1982, hi=2002)), ("رقم بطاقة التعريف", D.cin(w)),
              ("اسم الزوج", D.na(hus)), ("العنوان", D.adr(w, "ar")), ("الهاتف", D.tel(w)), ("هاتف الزوج", D.tel(hus))], "arcolon"),
        "",
        f"السوابق: ثلاث ولادات، منها {D.h(FP_AR[3])}. {D.h(D.pick(FP_AR[4:7]))}.",
        f"الطريقة الحالية: {D.h(FP_AR[1])} منذ سنتين مع نسيان متكرر.",
        f"الطريقة المختارة بعد الإرشاد: {D.h(FP_AR[0])}، تم تركيبه اليوم دون مضاعفات.",
        f"موعد المراقبة: {D.date_(st='slash')} (بعد الدورة الأولى).",
        "",
        f"مخزون المركز المراجع هذا الشهر: {D.d('وسائل منع الحمل: 300 وحدة')}، {D.d('اختبارات الحمل: 150 علبة')}.",
        f"القابلة: {D.na(mw)}           {D.d('الطبيب المشرف')}: حاضر",
    )


def fp_fr_docx(D):
    w, mw = D.P(fem=True), D.P(fem=True)
    D.H(D.d("Office National de la Famille et de la Population") + " — Centre de Santé de la Reproduction de l'Ariana")
    D.H("Fiche de consultation — planification familiale")
    D.T([["Consultante", D.n(w, D.pick([0, 1]))], [L(D, "dob"), D.dob(w, lo=1980, hi=2003)], [L(D, "cin"), D.cin(w)],
         [L(D, "adr"), D.adr(w)], [L(D, "gsm"), D.tel(w)], ["Gestité / parité", "G3 P2"]])
    D.Pp(f"Antécédents : {D.h(FP_FR[3])} en 2021 ; {D.h(D.pick(FP_FR[4:7]))}.")
    D.Pp(f"Contre-indications recherchées : {D.h(FP_FR[10])}.")
    D.Pp(f"Méthode choisie : {D.h(D.pick(FP_FR[:3]))}, posée le {D.date_(st='slash')}.")
    D.T([["Visite", "TA", "Poids", "Observation"], [D.date_(st="slash"), "12/7", "64 kg", "pose sans incident"],
         [D.date_(st="slash"), "12/8", "65 kg", f"{D.h(FP_FR[8])} minimes"]])
    D.Pp(f"Conseillère : {D.n(mw, 0)}. Gratuité dans le cadre du {D.d('Programme national de planification familiale')} "
         f"(registre n° {D.num8()}).")
    D.Pp(f"Référence réglementaire : {D.d('Loi n° 73-57 du 19 novembre 1973')}.")


def fp_mixed_txt(D):
    out = []
    sent0 = datetime.date(2025, D.r.randint(1, 11), D.r.randint(1, 20))
    for i in range(D.r.randint(8, 10)):
        w = D.P(fem=True)
        ar = D.r.random() < 0.5
        name = D.na(w) if ar else D.n(w, D.pick([0, 1]))
        motif = D.h(D.pick(FP_AR[:3] + FP_AR[7:]) if ar else D.pick(FP_FR[:3] + FP_FR[7:9]))
        sent = sent0 + datetime.timedelta(days=i // 3)
        rdv = sent + datetime.timedelta(days=D.r.randint(2, 6))
        msg = (f"تذكير: موعدك بمركز الصحة الإنجابية يوم {D.d(f_date(rdv, 'ar', 'slash'))}" if ar else
               f"Rappel ONFP : RDV de contrôle le {D.d(f_date(rdv, 'fr', 'slash'))} à 9h. Merci d'apporter votre carnet.")
        out.append(f"{D.d(f_date(sent, 'fr', 'iso'))} 08:{10 + i:02d} | {D.tel(w, D.pick(['intl3', 'plain', 'intl']))} | "
                   f"{name} | {motif} | {msg} | envoyé")
    return lines(
        "Export SMS — plateforme de rappels / منصة التذكير بالمواعيد",
        f"Centre : {D.d('Centre de Santé de la Reproduction de Ben Arous')}",
        f"Opérateur : {D.d('Tunisie Telecom — SMS Pro, contrat n° 7734-B')}",
        "",
        "date | destinataire | nom / الاسم | motif / السبب | message | statut",
        "-" * 80,
        out,
        "",
        f"Total facturé : {D.amount(20, 90, 'fr')}",
    )


def fp_fr_csv(D):
    head = ["Date", "N° dossier", "Nom et prénom", "Date de naissance", "CIN", "Adresse", "Méthode", "Observation"]
    rows = []
    for i in range(D.r.randint(11, 14)):
        w = D.P(fem=True)
        rows.append([D.date_(st="slash"), D.ref("CSR-####"), D.n(w, D.pick([0, 1, 3])), D.dob(w, lo=1978, hi=2004, st="slash"),
                     D.cin(w, "plain"), D.adr(w, "fr", D.pick([0, 2])), D.h(D.pick(FP_FR[:3])), D.h(D.pick(FP_FR[3:9])) if D.r.random() < 0.6 else "RAS"])
    return csvt(head, rows, sep=",")


# ================================================================== 6. migraine_headache_diary (clinical)
MG_FR = ["migraine sans aura", "migraine avec aura visuelle", "céphalée de tension",
         "céphalée par abus d'antalgiques", "syndrome anxio-dépressif"]
MG_TRT_FR = ["propranolol 40 mg deux fois par jour", "topiramate 50 mg le soir", "amitriptyline 10 mg au coucher",
             "sumatriptan 50 mg", "naproxène 550 mg"]
MG_EN = ["migraine without aura", "chronic migraine", "medication-overuse headache", "topiramate 25 mg at night",
         "sumatriptan 50 mg", "vestibular migraine", "generalised anxiety disorder", "propranolol 40 mg twice daily"]
MG_AR = ["الشقيقة دون هالة", "صداع نصفي مزمن", "صداع التوتر", "بروبرانولول 40 ملغ يوميا", "الإفراط في تناول المسكنات",
         "غثيان مع حساسية للضوء", "تريبتان عند بداية النوبة"]


def mg_fr_txt(D):
    pat, neuro = D.P(fem=True), D.P()
    rows = []
    for i in range(D.r.randint(8, 11)):
        tr = D.pick([MG_TRT_FR[3], MG_TRT_FR[4], MG_TRT_FR[3], "aucun"])
        rows.append([D.date_(y0=2025, y1=2025, st="slash"), str(D.r.randint(3, 9)), "%dh" % D.r.randint(2, 30),
                     D.h(tr) if tr != "aucun" else tr, D.pick(["règles", "manque de sommeil", "jeûne", "stress travail", "?"])])
    return lines(
        "AGENDA DES CÉPHALÉES",
        f"Patiente : {D.n(pat, 1)}        Née le : {D.dob(pat, lo=1975, hi=2000)}",
        f"Tél. : {D.tel(pat)}        Courriel : {D.mail(pat)}",
        f"N° assurée CNSS : {D.cnss(pat)}",
        "",
        fixed(["Date", "Intensité/10", "Durée", "Traitement pris", "Facteur déclenchant"], rows),
        "",
        "Commentaire du neurologue :",
        f"  {D.h(MG_FR[0])} épisodique fréquente, 9 à 11 jours par mois, sans {D.h(MG_FR[3])} pour l'instant.",
        f"  Traitement de fond proposé : {D.h(D.pick(MG_TRT_FR[:3]))}. Réévaluation après 3 mois d'agenda.",
        f"  Arrêt de travail non justifié ; attestation remise pour {D.d('le service de médecine du travail')}.",
        "",
        f"Dr {D.n(neuro, 0)} — {D.d('Institut National de Neurologie Mongi Ben Hamida')}",
    )


def mg_en_md(D):
    pat, neuro = D.P(), D.P()
    return lines(
        "# Neurology clinic — follow-up note",
        "",
        f"**Patient:** {D.n(pat, 0)}  ",
        f"**DOB:** {D.dob(pat, lo=1970, hi=2001)}  ",
        f"**Contact:** {D.tel(pat)} / {D.mail(pat)}  ",
        f"**Employer (occupational health copy):** {D.d('Tunisia Offshore Services Ltd, HR department')}",
        "",
        "## Assessment",
        f"- Diagnosis: {D.h(D.pick(MG_EN[:2]))} with {D.h(MG_EN[2])}.",
        f"- Comorbidity: {D.h(MG_EN[6])}.",
        "",
        "## Diary summary (last 3 months)",
        "",
        pipe(["Month", "Headache days", "Acute meds days", "Worst intensity"],
             [[m, str(D.r.randint(6, 18)), str(D.r.randint(4, 15)), f"{D.r.randint(6, 10)}/10"] for m in ("Jan", "Feb", "Mar")]),
        "",
        "## Plan",
        f"1. Withdraw acute medication over 2 weeks; limit {D.h(MG_EN[4])} to 2 days a week.",
        f"2. Start {D.h(MG_EN[3])}, titrate to 50 mg.",
        f"3. Review on {D.date_('en', y0=2025, y1=2025, st='long')} in {D.d('Clinic room 5')}.",
        "",
        f"Dr {D.n(neuro, 0)}, consultant neurologist — {D.d('Clinique Internationale Hannibal, Les Berges du Lac')}",
    )


def mg_ar_docx(D):
    pat = D.P()
    D.H("استمارة يوميات الصداع")
    D.Pp(f"{D.d('قسم الأعصاب')} — {D.d('مستشفى الرازي بمنوبة')}")
    D.T([["الاسم واللقب", D.na(pat)], ["تاريخ الولادة", D.dob(pat, lo=1972, hi=2003)], ["رقم الهاتف", D.tel(pat)],
         ["العنوان", D.adr(pat, "ar")]])
    D.T([["اليوم", "شدة الألم", "المدة", "الدواء المتناول"]] +
        [[D.date_("ar", y0=2025, y1=2025, st="slash"), str(D.r.randint(3, 10)), f"{D.r.randint(2, 24)} ساعة",
          D.h(MG_AR[6]) if i != 2 else "لا شيء"] for i in range(6)])
    D.Pp(f"التشخيص: {D.h(D.pick(MG_AR[:3]))} مع {D.h(MG_AR[5])}.")
    D.Pp(f"العلاج الوقائي: {D.h(MG_AR[3])}، وتجنب {D.h(MG_AR[4])}.")
    D.Pp(f"ملاحظة: تسلم هذه الاستمارة إلى {D.d('الطبيب المباشر')} في الموعد القادم يوم {D.date_('ar', st='long')}.")


def mg_mixed_txt(D):
    pat, sec, neuro = D.P(fem=True), D.P(fem=True), D.P()
    e1, e2 = D.mail(pat), D.mail(sec, "neuro-cabinet.tn")
    dd = D.dates(2, "fr", 2025, 2025)
    reply = lines(
        f"Bonjour Mme {D.ln(pat)},",
        "",
        f"Le Dr {D.n(neuro, 0)} a bien reçu votre agenda. Il maintient {D.h(MG_TRT_FR[0])} et vous",
        f"propose un rendez-vous le {dd[1]} à 16h. Merci de confirmer par retour.",
        "",
        f"{D.n(sec, 0)}, secrétariat",
        f"{D.d('Cabinet de neurologie, Immeuble Zenith, Centre Urbain Nord')}",
    )
    orig = lines(
        "Bonjour,",
        "",
        f"Je vous envoie mon agenda du mois. Je suis {D.n(pat, 0)}, née le {D.dob(pat, lo=1978, hi=1999, st='slash')}.",
        f"J'ai eu 12 crises ce mois-ci ({D.h(MG_FR[1])}), surtout pendant le ramadan.",
        "السلام عليكم، أحب نعرف إذا الدواء يتعارض مع الصيام؟",
        f"Mon numéro a changé : {D.tel(pat)}.",
        "",
        "Merci",
        f"{D.na(pat)}",
    )
    return lines(
        f"De : {D.n(sec, 0)} <{e2}>",
        f"À : {e1}",
        "Objet : RE: agenda des crises / يوميات الصداع",
        "",
        reply,
        "",
        f"Le {dd[0]}, {D.n(pat, 0)} <{e1}> a écrit :",
        quote(orig),
    )


# ================================================================== 7. criminal_record_extract_request
FR_ADDR = [("rue des Capucins", "69001 Lyon"), ("boulevard de la Croix-Rousse", "69004 Lyon"),
           ("rue d'Aubagne", "13001 Marseille"), ("rue de Flandre", "75019 Paris"), ("rue Bayard", "31000 Toulouse"),
           ("rue Solférino", "59000 Lille"), ("cours Lafayette", "69003 Lyon")]


def fr_address(D):
    st, c = D.pick(FR_ADDR)
    return D.v("ADDRESS", f"{D.r.randint(2, 140)}, {st}, {c}")


def fr_phone(D):
    d = "%d%08d" % (D.r.choice([6, 7]), D.r.randint(0, 99999999))
    return D.v("PHONE", D.pick([f"+33 {d[0]} {d[1:3]} {d[3:5]} {d[5:7]} {d[7:]}", f"0033 {d[0]} {d[1:3]} {d[3:5]} {d[5:7]} {d[7:]}"]))


def cr_ar_docx(D):
    p = D.P()
    father = D.kin(p, fem=False)
    mother = D.P(fem=True)
    D.H("الجمهورية التونسية — " + D.d("وزارة الداخلية"))
    D.H("مطلب الحصول على بطاقة السوابق العدلية (بطاقة عدد 3)")
    D.T([["البيانات الشخصية", ""], ["الاسم", D.fna(p)], ["اللقب", D.lna(p)], ["اسم الأب", D.fna(father)],
         ["اسم الأم ولقبها", D.na(mother)], ["تاريخ الولادة", D.dob(p, lo=1970, hi=2003)],
         ["مكان الولادة", D.pick(["بنزرت", "الكاف", "قابس", "المهدية"])], ["رقم بطاقة التعريف الوطنية", D.cin(p)],
         ["العنوان", D.adr(p, "ar")], ["الهاتف", D.tel(p)], ["المهنة", "سائق شاحنة ثقيلة"]])
    D.Pp(f"الغرض من المطلب: تكوين ملف انتداب لدى {D.d('الشركة الوطنية للنقل بين المدن')}.")
    D.Pp(f"المعلوم: {D.d('طابع جبائي بقيمة 3 دنانير')} — الوصل عدد {D.ref('BN3-25-######')}.")
    D.Pp(f"الخلاص عن بعد بالبطاقة عدد {D.card(p, D.pick(['g4', 'ar']))} (بطاقة إلكترونية مسبقة الدفع).")
    D.Pp(f"المرجع القانوني: {D.d('الفصل 365 من مجلة الإجراءات الجزائية')}.")
    D.Pp(f"تسلم البطاقة بمركز الأمن الوطني بـ{D.d('منطقة الأمن الوطني بالمنزه')} في أجل أقصاه 15 يوما.")
    D.Pp(f"إمضاء الطالب: {D.na(p)}                 التاريخ: {D.date_('ar', st='slash')}")


def cr_fr_txt(D):
    p = D.P()
    dd = D.dates(1, "fr", 2025, 2025, "long")
    dl = datetime.date(2025, 12, D.r.randint(1, 28))
    bro = D.kin(p, fem=False)
    mother = D.P(fem=True)
    return lines(
        f"{D.n(p, 0)}",
        fr_address(D),
        f"Tél. : {fr_phone(D)}",
        f"Courriel : {D.mail(p)}",
        "",
        f"À Monsieur le Consul général de Tunisie à Lyon",
        f"{D.d('Consulat général de Tunisie à Lyon')}, service de l'état civil",
        "",
        f"Lyon, le {dd[0]}",
        "",
        "Objet : demande de bulletin n° 3 (extrait du casier judiciaire) par procuration",
        "",
        "Monsieur le Consul général,",
        "",
        f"Je soussigné(e) {D.wr(D.n(p, 1))}, né(e) le {D.dob(p, lo=1975, hi=2000)} à Sousse, fils/fille de",
        f"{D.fn(D.kin(p, fem=False))} et de {D.n(mother, 0)}, titulaire de la CIN n° {D.cin(p)} et du passeport",
        f"n° {D.pas(p)}, demeurant en France à l'adresse ci-dessus, ai l'honneur de solliciter la légalisation",
        "de la procuration ci-jointe afin que mon frère puisse retirer en mon nom le bulletin n° 3 auprès",
        "des services compétents à Tunis.",
        "",
        f"Mandataire : {D.n(bro, 0)}, CIN {D.cin(bro)}, demeurant {D.adr(bro)},",
        f"joignable au {D.tel(bro)}.",
        "",
        f"Ce document m'est demandé par mon employeur ({D.d('Transports Rhône-Alpes Logistique SAS')}) dans le cadre d'un",
        f"recrutement ; la date limite de dépôt est le {D.d(f_date(dl, 'fr', 'slash'))}.",
        f"Je joins un timbre fiscal de {D.amount(3, 20)} et la copie de mon passeport.",
        "",
        "Veuillez agréer, Monsieur le Consul général, l'expression de ma haute considération.",
        "",
        f"{D.n(p, 0)}",
        "P.J. : procuration, copie du passeport, copie de la CIN",
    )


def cr_mixed_csv(D):
    head = ["Nom", "الاسم واللقب", "CIN", "Date de naissance", "N° CNSS", "GSM", "RIB salaire", "Poste", "Dépôt B3", "Statut"]
    rows = []
    for i in range(D.r.randint(11, 13)):
        p = D.P(fem=D.r.random() < 0.25)
        rows.append([D.n(p, D.pick([1, 3])), D.na(p), D.cin(p, D.pick(["plain", "plain", "ar"])),
                     D.dob(p, lo=1970, hi=2004, st="slash"), D.cnss(p, D.pick(["dash", "plain"])),
                     D.tel(p, D.pick(["plain", "sp", "intl"])), D.rib(p, D.pick(["plain", "grp"])),
                     D.pick(["Agent de sécurité", "Convoyeur de fonds", "Chef de poste", "Agent cynophile"]),
                     D.date_(st="slash"), D.pick(["déposé", "reçu — néant", "en attente", "à relancer"])])
    return ("Société de gardiennage " + D.d("SÉCURITAS MÉDITERRANÉE SARL") + " — suivi des bulletins n° 3 / متابعة بطاقات عدد 3\n"
            + csvt(head, rows))


def cr_en_txt(D):
    t, hr = D.P(), D.P(fem=True)
    e1, e2 = D.mail(t), D.mail(hr, "carthage-intl-school.tn")
    dd = D.dates(2, "en", 2025, 2025)
    orig = lines(
        f"Dear Ms {D.ln(hr)},",
        "",
        "Thank you for the offer. Regarding the police clearance: I applied online for the bulletin n° 3.",
        f"My details, as requested: {D.n(t, 0)}, born {D.dob(t, lo=1980, hi=1998)}, CIN {D.cin(t)},",
        f"passport {D.pas(t)}. Current address: {D.adr(t, 'en')}.",
        f"I paid the fee online with my card {D.card(t)} - I hope that's fine, the receipt is attached.",
        f"Best number to reach me: {D.tel(t)}.",
        "",
        "Kind regards,",
        f"{D.n(t, 0)}",
    )
    return lines(
        f"From: {D.n(hr, 0)} <{e2}>",
        f"To: {D.n(t, 0)} <{e1}>",
        "Subject: Re: Police clearance certificate (bulletin n° 3)",
        "",
        f"Dear {D.fn(t)},",
        "",
        "Thanks, the receipt is enough for now. Please never send full card numbers by e-mail again:",
        "I have deleted the message from our HR mailbox. Bring the original certificate on your first day,",
        f"{dd[1]}, to {D.d('the HR office, Building B, room 12')}.",
        f"It is required under {D.d('Article 12 of the Ministry of Education licensing rules for private schools')}.",
        "",
        f"{D.n(hr, 0)}",
        f"{D.d('HR Manager')}, {D.d('Carthage International School')}",
        "",
        f"> On {dd[0]}, {D.n(t, 0)} <{e1}> wrote:",
        quote(orig),
    )


# ================================================================== 8. copyright_work_registration
def cw_fr_docx(D):
    authors = [D.P() for _ in range(D.r.randint(3, 4))]
    D.H(D.d("Organisme Tunisien des Droits d'Auteur et des Droits Voisins (OTDAV)"))
    D.H("Bulletin de déclaration d'une œuvre musicale")
    D.Pp(f"Titre de l'œuvre : {D.d(D.pick(['Ya Lella El Bhar', 'Nesma Mel Jbal', 'Sidi Mansour Remix 2025', 'Lil Tounes']))}")
    D.Pp(f"Durée : 3 min 42 s — Genre : mezoued moderne — Code ISWC : {D.ref('T-###.###.###-#')}")
    D.Pp(f"Éditeur : {D.d('Éditions Musicales Qartaj SARL')}, {D.biz('fr')}")
    rows = [["Ayant droit", "Qualité", "Part", "CIN", "Né(e) le", "Téléphone", "RIB"]]
    roles = ["Compositeur", "Auteur (paroles)", "Arrangeur", "Compositeur"]
    for i, a in enumerate(authors):
        rows.append([D.n(a, D.pick([0, 1])), roles[i], f"{[40, 30, 20, 10][i]} %", D.cin(a), D.dob(a, lo=1960, hi=2000, st="slash"),
                     D.tel(a), D.rib(a)])
    D.T(rows)
    D.Pp(f"Le premier signataire, {D.n(authors[0], 0)}, certifie que l'œuvre est originale au sens de la "
         f"{D.d('Loi n° 94-36 du 24 février 1994 relative à la propriété littéraire et artistique')}.")
    D.Pp(f"Droits de dépôt : {D.amount(10, 60)} — quittance {D.ref('Q-2025-#####')}.")
    D.Pp(f"Correspondance : {D.mail(authors[0])}")


def cw_ar_txt(D):
    a = D.P()
    return lines(
        f"إلى السيد المدير العام لـ{D.d('المؤسسة التونسية لحقوق المؤلف والحقوق المجاورة')}",
        "",
        "الموضوع: مطلب إيداع مصنف أدبي (رواية)",
        "",
        "تحية طيبة وبعد،",
        "",
        f"{'أنا الممضية أسفله' if a.fem else 'أنا الممضي أسفله'} {D.na(a)}، {'المولودة' if a.fem else 'المولود'} في "
        f"{D.dob(a, lo=1955, hi=1995)}، {'صاحبة' if a.fem else 'صاحب'} بطاقة التعريف الوطنية",
        f"عدد {D.cin(a)}، {'القاطنة' if a.fem else 'القاطن'} بـ{D.adr(a, 'ar')}،",
        f"أتشرف بأن أطلب منكم إيداع روايتي الموسومة «{D.d('ظلال على جدار المدينة')}» الصادرة عن {D.d('دار المتوسط للنشر')}",
        f"تحت الرقم الدولي الموحد للكتاب {D.ref('978-9938-##-###-#')}، وذلك طبقا لأحكام {D.d('القانون عدد 36 لسنة 1994')}",
        f"المؤرخ في 24 فيفري 1994 والمتعلق بالملكية الأدبية والفنية.",
        "",
        f"وأرجو تحويل المستحقات المالية إلى حسابي البنكي: {D.wr(D.rib(a))}",
        f"للتواصل: {D.tel(a)} — {D.mail(a)}",
        "",
        f"مرفقات: نسختان من المصنف، نسخة من بطاقة التعريف، وصل خلاص بقيمة {D.amount(10, 50, 'ar')} (رقم العملية {D.d(D.bad20())}).",
        "",
        f"تونس في {D.date_('ar', st='long')}",
        f"الإمضاء: {D.na(a)}",
    )


def cw_en_md(D):
    ws = [D.P() for _ in range(3)] + [D.P(origin=D.pick(["en", "fr"]))]
    rows = []
    shares = [35, 25, 25, 15]
    for i, w in enumerate(ws):
        rows.append([D.n(w, 0), D.pick(["lyrics", "music", "music & lyrics", "production"]), f"{shares[i]}%", D.mail(w),
                     D.tel(w) if w.origin == "tn" else D.pas(w)])
    return lines(
        "# Songwriter split sheet",
        "",
        f"**Song title:** {D.d('Midnight in Sidi Bou')}  ",
        f"**Session date:** {D.date_('en', st='long')}  ",
        f"**Studio:** {D.d('Studio Hannibal Sound, Technopole El Ghazala, Ariana')}  ",
        f"**ISRC (planned):** {D.ref('TN-@@#-25-#####')}",
        "",
        pipe(["Writer", "Contribution", "Share", "E-mail", "Phone / Passport"], rows),
        "",
        "## Royalty payments (Tunisian writers)",
        "",
        pipe(["Writer", "IBAN"], [[D.n(w, 0), D.iban(w)] for w in ws[:3]]),
        "",
        f"Registration with {D.d('OTDAV')} and with the foreign co-writer's society to follow.",
        f"Reference: {D.d('Law no. 94-36 of 24 February 1994 on literary and artistic property')}.",
    )


def cw_mixed_txt(D):
    c, ag = D.P(fem=False), D.P(fem=True)
    cn = D.n(c, 0)
    agn = f"OTDAV Guichet ({D.fn(ag)})"
    msgs = [
        (cn, "Bonjour, je voudrais déposer 3 chansons, c'est possible en ligne ?"),
        (agn, "Bonjour, oui mais le premier dépôt se fait au guichet avec la CIN originale."),
        (cn, f"D'accord. Je m'appelle {cn}, CIN {D.cin(c)}, né le {D.dob(c, lo=1975, hi=2001, st='slash')}"),
        (agn, "مرحبا، هل أنت منخرط سابقا في المؤسسة؟"),
        (cn, f"لا، أول مرة. إيميلي {D.mail(c)}"),
        (agn, f"Très bien. Pour les droits, envoyez votre RIB svp."),
        (cn, f"{D.rib(c)} — c'est à la {D.d('Banque de l’Habitat, agence Lafayette')}"),
        (agn, f"Reçu. RDV le {D.date_('fr', st='slash')} à 10h, {D.d('guichet 4, rez-de-chaussée')}. Frais : {D.amount(10, 40, 'fr')}."),
        (cn, "Merci beaucoup 🙏 يعطيك الصحة"),
    ]
    out, m = [], 2
    d0 = D.date_("fr", y0=2025, y1=2025, st="slash")
    for who, t in msgs:
        out.append(f"{d0} 14:{m:02d} - {who}: {t}")
        m += D.r.randint(1, 6)
    return lines(out)


# ================================================================== 9. training_levy_drawback_file
def tl_fr_csv(D):
    head = ["N°", "Nom", "Prénom", "CIN", "N° CNSS", "Date de naissance", "Fonction", "Heures suivies"]
    rows = []
    for i in range(D.r.randint(13, 16)):
        p = D.P()
        rows.append([str(i + 1), D.ln(p, caps=True), D.fn(p), D.cin(p, "plain"), D.cnss(p, D.pick(["dash", "plain", "sp"])),
                     D.dob(p, lo=1968, hi=2003, st="slash"),
                     D.pick(["Technicien maintenance", "Opératrice de saisie", "Chef d'équipe", "Magasinier", "Cariste"]),
                     str(D.r.choice([14, 21, 28, 35]))])
    pre = [f"Entreprise;{D.d('Société Méditerranéenne de Câblage (SOMECA)')}",
           f"Action de formation;{D.d('Habilitation électrique B1V-BR')} — réf. {D.ref('TFP-2025-####')}",
           f"Organisme;{D.d('Centre de Formation Professionnelle de Charguia')}",
           f"Période;du {D.date_(st='slash')} au {D.date_(st='slash')}", ""]
    return "\n".join(pre) + "\n" + csvt(head, rows)


def tl_fr_docx(D):
    rf, tr = D.P(), D.P()
    D.H("Demande de ristourne au titre de la taxe de formation professionnelle (TFP)")
    D.Pp(f"Adressée au {D.d('Centre National de Formation Continue et de Promotion Professionnelle (CNFCPP)')}")
    D.T([["Entreprise", D.d("Société Méditerranéenne de Câblage (SOMECA)")], ["Siège", D.biz("fr")],
         ["Responsable formation", D.n(rf, 0)], ["Téléphone", D.tel(rf)], ["Courriel", D.mail(rf, "someca.com.tn")]])
    D.Pp("Actions réalisées au cours de l'exercice :")
    D.T([["Intitulé", "Formateur", "Matricule fiscal", "Coût HT"],
         [D.d("Management visuel et 5S"), D.n(tr, 0), D.mf(tr), D.amount(2000, 9000)],
         [D.d("Habilitation électrique B1V-BR"), D.d("Centre de Formation Professionnelle de Charguia"), "—", D.amount(2000, 9000)]])
    D.Pp(f"Le formateur indépendant {D.n(tr, 1)} (CIN {D.cin(tr)}) a été réglé par virement sur le compte {D.rib(tr)} "
         f"(référence de l'ordre de virement {D.d(D.bad20())}, bordereau {D.num8()}).")
    D.Pp(f"Montant de la ristourne sollicitée : {D.amount(3000, 12000)}, soit 60 % de la TFP versée, conformément à "
         f"{D.d('l’article 3 du décret n° 2009-292 du 2 février 2009')}.")
    D.Pp(f"Fait à Tunis, le {D.date_(st='long')}. Signature : {D.d('le directeur des ressources humaines')}.")


def tl_ar_txt(D):
    rf, ag = D.P(), D.P()
    trainees = [D.P() for _ in range(D.r.randint(6, 9))]
    dd = D.dates(4, "ar", 2025, 2025)
    tl = [f"  - {D.na(p)} — رقم الضمان الاجتماعي {D.cnss(p)}" for p in trainees]
    orig = lines(
        "السلام عليكم،",
        "",
        f"نرسل لكم قائمة المتكونين في دورة «{D.d('السلامة المهنية في مواقع البناء')}» المنعقدة بين",
        f"{dd[0]} و{dd[1]}:",
        tl,
        "",
        f"المسؤول عن الملف: {D.na(rf)}، الهاتف {D.tel(rf)}.",
    )
    return lines(
        f"من: {D.mail(ag, 'cnfcpp.tn')}",
        f"إلى: {D.mail(rf, 'batimed.com.tn')}",
        "الموضوع: رد: ملف استرجاع معلوم التكوين المهني",
        "",
        f"{rf.title('ar')} {D.na(rf)}،",
        "",
        f"وصلتنا القائمة. يرجى استكمال الملف بشهادة خلاص {D.d('معلوم التكوين المهني لسنة 2024')} ونسخة من",
        f"عقد التكوين، قبل {D.d(dd[3].replace('/', '-'))}، وإلا يسقط الحق طبقا لـ{D.d('الفصل 3 من الأمر المنظم للتسبقة على المعلوم')}.",
        "",
        f"{D.na(ag)}",
        D.d("المركز الوطني للتكوين المستمر والترقية المهنية"),
        "",
        f"بتاريخ {dd[2]} كتب {D.na(rf)}:",
        quote(orig),
    )


def tl_en_md(D):
    tr = D.P()
    rows = []
    for i in range(D.r.randint(10, 12)):
        p = D.P()
        rows.append([str(i + 1), D.n(p, D.pick([0, 1, 5])), D.cin(p), D.cnss(p), "✓", "✓" if D.r.random() < 0.8 else "absent"])
    return lines(
        "# Training attendance sheet",
        "",
        f"- **Course:** {D.d('Lean Six Sigma Green Belt')} (35 h)",
        f"- **Client:** {D.d('Sahel Automotive Components SA')}, {D.biz('fr')}",
        f"- **Trainer:** {D.n(tr, 0)} — tax ID {D.mf(tr)} — {D.mail(tr)}",
        f"- **Funding:** TFP drawback file {D.ref('CNFCPP/25/#####')}; trainer paid to {D.iban(tr)}",
        "",
        pipe(["#", "Trainee", "CIN", "CNSS", "Day 1", "Day 2"], rows),
        "",
        f"Certified by {D.d('the HR manager')} on {D.date_('en', st='long')}.",
    )


# ================================================================== 10. documentary_credit_application
def dc_fr_docx(D):
    ap, sig = D.P(), D.P()
    D.H(D.d("Banque Internationale Arabe de Tunisie") + " — Direction des opérations internationales")
    D.H("Demande d'ouverture de crédit documentaire irrévocable")
    lcd = D.dates(3, y0=2025, y1=2025)
    D.T([["Donneur d'ordre", f"{D.n(ap, 1)}, entrepreneur individuel ({D.d('Quincaillerie Moderne du Sahel')})"],
         [L(D, "cin"), D.cin(ap)], [L(D, "mf"), D.mf(ap)], [L(D, "adr"), D.adr(ap)],
         ["Compte à débiter", D.rib(ap)], [L(D, "tel"), D.tel(ap)], [L(D, "mail"), D.mail(ap)]])
    D.T([["Bénéficiaire", D.d("Zhejiang Hengda Hardware Co., Ltd")], ["Banque notificatrice", D.d("Bank of Ningbo, Yiwu Branch")],
         ["Montant", D.d(f"USD {D.r.randint(20, 180)},{D.r.randint(100, 999)}.00")], ["Incoterm", D.d("CFR Radès")],
         ["Marchandise", f"outillage à main, position tarifaire {D.ref('8205.##.##')}"],
         ["Expédition au plus tard", lcd[1]], ["Validité", lcd[2]]])
    D.Pp(f"Crédit soumis aux {D.d('Règles et usances uniformes, publication CCI n° 600')} ; frais à la charge du donneur d'ordre.")
    D.Pp(f"Domiciliation de l'importation : titre n° {D.ref('DI-25-######')} (référence à ne pas confondre avec le compte "
         f"{D.d(D.bad20())}, clôturé).")
    D.Pp(f"Signature autorisée : {D.n(sig, 0)}, mandataire, CIN {D.cin(sig)}.")
    D.Pp(f"Tunis, le {lcd[0]}")


def dc_en_txt(D):
    agent, off = D.P(), D.P(fem=True)
    ap = D.P()
    e1, e2 = D.mail(agent, "sahel-import.tn"), D.mail(off, "attijaribank.com.tn")
    lc = D.ref("0417ILC25#####")
    orig = lines(
        f"Hello {D.fn(off)},",
        "",
        f"On behalf of my client {D.n(ap, 0)} (CIN {D.cin(ap)}), please find the draft LC terms:",
        f"  Applicant account: {D.iban(ap)}",
        f"  Beneficiary: {D.d('Anatolia Ceramics A.S., Izmir')}",
        f"  Amount: {D.d('EUR 46,800.00')} +/- 5%",
        f"  Latest shipment: {D.date_('en', st='long')}, port of loading Izmir, discharge {D.d('Sfax')}",
        f"  Documents: full set clean on board B/L, invoice, certificate of origin EUR.1",
        "",
        f"He can be reached on {D.tel(ap)} if you need his signature.",
        "",
        f"{D.n(agent, 0)}",
    )
    return lines(
        f"From: {D.n(off, 0)} <{e2}>",
        f"To: {D.n(agent, 0)} <{e1}>",
        f"Subject: RE: LC application - {lc}",
        "",
        f"Dear {D.ln(agent)},",
        "",
        f"The LC {lc} has been issued today. Please note the bank will not accept the insurance",
        f"certificate dated after the B/L, as per {D.d('UCP 600 article 28(e)')}.",
        f"Commission charged: {D.amount(200, 900, 'en')} to the applicant's account, SWIFT ref. {D.d(D.bad16(False))}.",
        f"Vessel nominated: {D.d('MV Aylin Star')}.",
        "",
        f"Best regards,\n{D.n(off, 0)}\n{D.d('Trade Finance Desk')}, {D.d('Attijari Bank, Sfax main branch')}",
        "",
        f"-----Original Message----- sent {D.date_('en', st='us')}",
        quote(orig),
    )


def dc_ar_txt(D):
    ap = D.P()
    return lines(
        f"{D.na(ap)}",
        f"{D.adr(ap, 'ar')}",
        f"الهاتف: {D.tel(ap)}",
        f"المعرف الجبائي: {D.mf(ap)}",
        "",
        f"إلى السيد مدير {D.d('بنك الإسكان')} — فرع صفاقس",
        "",
        f"الموضوع: طلب تعديل الاعتماد المستندي عدد {D.ref('LC/25/####')}",
        "",
        "سيدي المدير،",
        "",
        f"أتشرف، أنا {D.na(ap)} صاحب بطاقة التعريف الوطنية عدد {D.cin(ap)}، بطلب تعديل الاعتماد المستندي",
        f"المفتوح لفائدة {D.d('شركة الأناضول للخزف')} على النحو التالي:",
        f"  - تمديد آخر أجل للشحن إلى {D.date_('ar', st='slash')}؛",
        f"  - الترفيع في المبلغ إلى {D.d('52.000 أورو')}؛",
        f"  - خصم المصاريف من حسابي عدد {D.rib(ap)}.",
        "",
        f"وذلك طبقا لـ{D.d('الفصل 10 من القواعد والأعراف الموحدة للاعتمادات المستندية')}.",
        "",
        "وتقبلوا فائق الاحترام والتقدير.",
        f"صفاقس في {D.date_('ar', st='long')}",
    )


def dc_mixed_md(D):
    ap, gu, an = D.P(), D.P(), D.P()
    return lines(
        "# Fiche de synthèse — Comité de crédit / بطاقة تأليفية — لجنة القروض",
        "",
        f"**Dossier :** {D.ref('CDOC-2025-####')} — **Agence :** {D.d('Agence Sousse Khezama')}",
        "",
        "## Client / الحريف",
        form([("Nom / الاسم", f"{D.n(ap, 0)} — {D.na(ap)}"), ("CIN / رقم ب.ت.و", D.cin(ap)),
              ("MF / المعرف الجبائي", D.mf(ap)), ("Compte / الحساب", D.rib(ap)), ("IBAN", D.iban(ap)), ("GSM / الجوال", D.tel(ap))], "md"),
        "",
        "## Opération / العملية",
        f"Ouverture d'un crédit documentaire import de {D.d('EUR 38,500.00')} en faveur de {D.d('Iberia Textil S.L., Valencia')}.",
        f"Engagements actuels : {D.amount(20000, 150000, 'fr')} ; aucun impayé.",
        "",
        "## Garanties / الضمانات",
        f"- Caution personnelle de {D.n(gu, 0)} ({D.na(gu)}), CIN {D.cin(gu)}, {D.tel(gu)}.",
        f"- Nantissement du véhicule utilitaire immatriculé {D.plate(ap)}.",
        f"- Dépôt de garantie de 20 % bloqué sur le compte {D.d(D.bad20())} (compte interne de la banque).",
        "",
        "## Avis / الرأي",
        f"Avis favorable de l'analyste {D.n(an, 0)}. رأي إيجابي بشرط تقديم وثيقة التأمين.",
        f"Référence : {D.d('circulaire BCT n° 2018-06')}.",
    )


# ================================================================== 11. cargo_damage_survey_report
GOODS = [("Carreaux de céramique 60x60", "ceramic floor tiles 60x60", "بلاط خزفي"),
         ("Bobines d'acier galvanisé", "galvanised steel coils", "لفائف فولاذ مغلفن"),
         ("Panneaux MDF 18 mm", "MDF boards 18 mm", "ألواح خشب مضغوط"),
         ("Sacs de ciment blanc", "white cement bags", "أكياس إسمنت أبيض")]


def cg_fr_txt(D):
    imp, drv, sv = D.P(), D.P(fem=False), D.P()
    g = D.pick(GOODS)
    lots = [[D.ref("LOT-@##-###"), g[0], str(D.r.randint(20, 80)), str(D.r.randint(1, 19)), D.amount(800, 9000, "fr")]
            for _ in range(4)]
    return lines(
        f"CABINET D'EXPERTISE MARITIME {D.d('SOMEXMAR')} — {D.biz('fr')}",
        "",
        f"RAPPORT D'EXPERTISE N° {D.ref('EXP/25/####')}        Police n° {D.ref('FAC-MAR-########')}",
        f"Assureur : {D.d('Compagnie Méditerranéenne d’Assurances et de Réassurances')}",
        "",
        f"Destinataire de la marchandise : {D.n(imp, 0)}, commerçant, MF {D.mf(imp)}, CIN {D.cin(imp)}",
        f"Adresse : {D.adr(imp)} — tél. {D.tel(imp)} — {D.mail(imp)}",
        "",
        f"Navire : {D.d('MSC Alessia')}    Conteneur : {D.ref('MSCU#######')}    B/L : {D.ref('MEDUTN######')}",
        f"Arrivée au {D.d('Port de Radès')} le {D.date_(st='slash')} ; dépotage le {D.date_(st='slash')}.",
        "",
        "1. CONSTATATIONS",
        f"Le conteneur a été acheminé par le transporteur {D.n(drv, 1)} (CIN {D.cin(drv)}, GSM {D.tel(drv)}),",
        f"tracteur immatriculé {D.plate(drv)}. À l'ouverture, en présence de {D.d('l’agent des douanes')},",
        "nous avons relevé des palettes effondrées et des traces d'humidité sur la paroi gauche.",
        "",
        "2. DÉTAIL DES DOMMAGES",
        fixed(["Lot", "Désignation", "Colis", "Endommagés", "Valeur"], lots),
        "",
        "3. CAUSES ET CONCLUSIONS",
        "Arrimage insuffisant au port de chargement ; infiltration d'eau par un trou de la tôle de toit.",
        f"Indemnité proposée : {D.amount(5000, 40000, 'fr')}, payable sur le compte du destinataire :",
        f"{D.wr(D.iban(imp, 'g4'))}",
        f"Réserves adressées au transporteur maritime conformément à l'{D.d('article 162 du Code de commerce maritime')}.",
        "",
        f"L'expert : {D.n(sv, 0)}, tél. {D.tel(sv)}",
    )


def cg_en_docx(D):
    ins, sv, drv = D.P(), D.P(), D.P(fem=False)
    g = D.pick(GOODS)
    D.H(D.d("Carthage Marine Surveyors") + " — Survey Report")
    D.Pp(f"Report no. {D.ref('CMS-25-####')} — issued {D.date_('en', st='long')}")
    D.T([["Assured", D.n(ins, 0)], ["ID card", D.cin(ins)], ["Tax ID", D.mf(ins)], ["Address", D.adr(ins, "en")],
         ["Phone", D.tel(ins)], ["E-mail", D.mail(ins)]])
    D.Pp(f"Cargo: {g[1]}, {D.r.randint(10, 40)} pallets, container {D.ref('TGHU#######')}, vessel {D.d('MV Carthage Express')}.")
    D.Pp(f"Inland haulage by {D.n(drv, 0)}, truck {D.plate(drv)}, trailer {D.v('PLATE', f_plate(D.g.plate(), 'lat'))}.")
    D.T([["Item", "Qty", "Damaged", "Unit value"]] +
        [[D.ref("SKU-#####"), str(D.r.randint(50, 200)), str(D.r.randint(1, 30)), D.amount(20, 400, "en")] for _ in range(3)])
    D.Pp(f"Cause: heavy weather damage compounded by poor lashing; see {D.d('Hague-Visby Rules, Article IV')}.")
    D.Pp(f"Recommended settlement: {D.amount(4000, 30000, 'en')} to the assured's account {D.iban(ins)}; "
         f"claim tracking no. {D.d(D.bad16())}, internal file {D.num8()}.")
    D.Pp(f"Surveyor: {D.n(sv, 0)} — {D.mail(sv, 'cms-survey.tn')} — {D.tel(sv)}")


def cg_ar_md(D):
    ins, drv = D.P(), D.P(fem=False)
    g = D.pick(GOODS)
    return lines(
        "# تقرير معاينة أضرار بضاعة مستوردة",
        "",
        f"**المرجع:** {D.ref('MAA/25/####')}  ",
        f"**شركة التأمين:** {D.d('الشركة التونسية للتأمين وإعادة التأمين')}  ",
        f"**تاريخ المعاينة:** {D.date_('ar', st='slash')}",
        "",
        "## المؤمَّن له",
        form([("الاسم واللقب", D.na(ins)), ("رقم بطاقة التعريف", D.cin(ins)), ("المعرف الجبائي", D.mf(ins)),
              ("العنوان", D.adr(ins, "ar")), ("الهاتف", D.tel(ins))], "md"),
        "",
        "## البضاعة",
        pipe(["البيان", "العدد", "التالف", "القيمة"],
             [[g[2], str(D.r.randint(40, 90)), str(D.r.randint(2, 20)), D.amount(1000, 9000, "ar")],
              [D.ref("LOT-##@"), str(D.r.randint(40, 90)), str(D.r.randint(2, 20)), D.amount(1000, 9000, "ar")]]),
        "",
        f"نُقلت الحاوية من {D.d('ميناء صفاقس التجاري')} بواسطة السائق {D.na(drv)} على متن الشاحنة عدد {D.plate(drv, 'ar')}.",
        f"يُصرف التعويض إلى الحساب عدد {D.rib(ins)}.",
        f"المرجع القانوني: {D.d('مجلة التأمين، الفصل 30')}.",
    )


def cg_fr_csv(D):
    head = ["N° sinistre", "Assuré", "CIN / MF", "Téléphone", "Chauffeur", "Immatriculation", "Montant réclamé", "IBAN de règlement", "Statut"]
    rows = []
    for i in range(D.r.randint(10, 12)):
        a, c = D.P(), D.P(fem=False)
        st = D.pick(["expertise", "réglé", "en attente pièces", "refusé", "réglé"])
        rows.append([D.ref("SIN-25-#####"), D.n(a, D.pick([0, 1, 3])), D.cin(a, "plain") if D.r.random() < 0.6 else D.mf(a, "full"),
                     D.tel(a, D.pick(["plain", "sp", "intl"])),
                     D.n(c, D.pick([0, 4])), D.plate(c, D.pick(["lat", "ar", "compact"])), D.amount(900, 60000, "fr"),
                     D.iban(a, D.pick(["g4", "plain"])) if st == "réglé" else "", st])
    return csvt(head, rows)


# ================================================================== 12. well_drilling_authorisation
def wd_ar_txt(D):
    f, dr = D.P(fem=False), D.P(fem=False)
    return lines(
        "الجمهورية التونسية",
        D.d("وزارة الفلاحة والموارد المائية والصيد البحري"),
        D.d("المندوبية الجهوية للتنمية الفلاحية بسيدي بوزيد") + " — دائرة الموارد المائية",
        "",
        "مطلب ترخيص في حفر بئر عميقة",
        "",
        form([("اسم الطالب ولقبه", D.na(f)), ("تاريخ الولادة", D.dob(f, lo=1950, hi=1990)), ("رقم بطاقة التعريف الوطنية", D.cin(f)),
              ("العنوان", D.adr(f, "ar")), ("الهاتف", D.tel(f)), ("المعرف البنكي", D.rib(f))], "arcolon"),
        "",
        f"موقع الاستغلالية: {D.d('عمادة أولاد حفوز')}، مساحة 14 هكتارا، القطعة عدد {D.ref('##')}",
        "العمق المطلوب: 180 مترا — الاستعمال: ري الأشجار المثمرة.",
        "",
        f"المقاول المكلف بالحفر: {D.na(dr)}، المعرف الجبائي {D.mf(dr)}، الشاحنة الحفارة عدد {D.plate(dr, 'ar')}.",
        "",
        f"يُقدم المطلب طبقا لـ{D.d('الفصل 18 من مجلة المياه')} ويُدرس من قبل {D.d('اللجنة الفنية الجهوية')}.",
        f"معلوم دراسة الملف: {D.amount(20, 100, 'ar')}.",
        "",
        f"سيدي بوزيد في {D.date_('ar', st='long')}",
        f"إمضاء الطالب: {D.na(f)}",
    )


def wd_fr_docx(D):
    f, gov = D.P(), D.P(fem=False)
    D.H("République Tunisienne — " + D.d("Gouvernorat de Kairouan"))
    D.H(f"Décision n° {D.ref('2025-###')} portant autorisation de forage d'un puits profond")
    D.Pp(f"Le Gouverneur de Kairouan, Vu la {D.d('loi n° 75-16 du 31 mars 1975 portant promulgation du code des eaux')},")
    D.Pp(f"Vu l'avis favorable de la {D.d('Commission technique régionale des ressources en eau')} du {D.date_(st='slash')},")
    D.Pp("Décide :")
    D.Pp(f"Article premier : {D.n(f, 1)}, né le {D.dob(f, lo=1952, hi=1992)}, titulaire de la CIN n° {D.cin(f)},")
    D.Pp(f"demeurant {D.adr(f)}, est autorisé à forer un puits profond sur sa parcelle sise à {D.d('Imada Ain Boumourra')}.")
    D.T([["Caractéristique", "Valeur"], ["Coordonnées", D.d("X = 9,8741 ; Y = 35,5120")], ["Profondeur maximale", "220 m"],
         ["Débit autorisé", D.d("12 l/s")], ["Usage", "irrigation"]])
    D.Pp(f"Article 2 : le bénéficiaire est tenu d'installer un compteur et de le déclarer sous {D.d('trente jours')}.")
    D.Pp(f"Article 3 : toute infraction est sanctionnée conformément à l'{D.d('article 154 du code des eaux')}.")
    D.Pp(f"Contact du bénéficiaire : {D.tel(f)}. Ampliation : {D.d('CRDA de Kairouan')}, {D.d('Arrondissement des ressources en eau')}.")


def wd_mixed_txt(D):
    mem = [D.P() for _ in range(3)]
    items = []
    for i in range(D.r.randint(6, 8)):
        f = D.P(fem=D.r.random() < 0.2)
        ar = i % 2 == 1
        nm = D.na(f) if ar else D.n(f, D.pick([0, 1]))
        items.append(f"  {i + 1}) {nm} — CIN {D.cin(f)} — {D.d(D.pick(['Délégation de Hajeb El Ayoun', 'Délégation de Sbikha', 'Délégation de Nasrallah', 'Délégation de Chebika']))} — "
                     f"tél. {D.tel(f)} — " + D.pick(["avis favorable", "avis défavorable (nappe surexploitée)", "ajourné : compléter le dossier", "موافقة"]))
    return lines(
        "PROCÈS-VERBAL DE LA COMMISSION TECHNIQUE RÉGIONALE DES RESSOURCES EN EAU",
        "محضر جلسة اللجنة الفنية الجهوية للموارد المائية",
        "",
        f"Séance du {D.date_('fr', st='long')} — {D.d('Siège du CRDA de Kairouan, salle B')}",
        f"Présidence : {D.n(mem[0], 0)}, {D.d('Chef de l’arrondissement des ressources en eau')}",
        f"Membres : {D.n(mem[1], 0)} (hydrogéologue), {D.na(mem[2])} (ممثل الولاية)",
        "",
        "Ordre du jour : examen des demandes de forage déposées au 1er trimestre.",
        "",
        items,
        "",
        f"La commission rappelle l'interdiction de tout nouveau forage dans le {D.d('périmètre de sauvegarde de la nappe de Kairouan')}.",
        "انتهت الجلسة على الساعة الواحدة بعد الزوال.",
    )


def wd_fr_md(D):
    rows = []
    for i in range(D.r.randint(10, 12)):
        f = D.P(fem=D.r.random() < 0.2)
        rows.append([D.ref("DF-25-###"), D.n(f, D.pick([0, 1])), D.cin(f, "plain"),
                     D.d(D.pick(["Sidi Bouzid Ouest", "Meknassy", "Regueb", "Jilma", "Bir El Hafey", "Menzel Bouzaiane"])),
                     D.tel(f), D.pick(["en instruction", "visite terrain programmée", "favorable", "défavorable"])])
    return lines(
        "# Demandes d'autorisation de forage en instance",
        "",
        f"_Arrondissement des ressources en eau — extraction du {D.date_(st='slash')}_",
        "",
        pipe(["N° demande", "Demandeur", "CIN", "Délégation", "Téléphone", "État"], rows),
        "",
        f"Seuil de débit soumis à autorisation : {D.d('plus de 5 l/s')}. Référence : {D.d('Code des eaux, article 87')}.",
    )


# ================================================================== 13. domain_name_registration_request
def dn_fr_txt(D):
    r, tc = D.P(), D.P()
    dom = D.d(D.pick(["atelier-zitouna.tn", "dar-el-fann.com.tn", "olives-du-sahel.tn", "mecanique-express.tn"]))
    return lines(
        "FORMULAIRE D'ENREGISTREMENT D'UN NOM DE DOMAINE",
        f"Prestataire : {D.d('Hébergement Carthage Web SARL')} (revendeur agréé) — {D.biz('fr')}",
        "",
        f"Nom de domaine demandé ...... {dom}",
        f"Serveurs DNS ................ {D.d('ns1.carthageweb.tn')} / {D.d('ns2.carthageweb.tn')}",
        "",
        "TITULAIRE (personne physique)",
        form([("Nom et prénom", D.n(r, 1)), ("Date de naissance", D.dob(r, lo=1965, hi=2002)), ("CIN", D.cin(r)),
              ("Matricule fiscal", D.mf(r)), ("Adresse", D.adr(r)), ("Téléphone", D.tel(r)), ("Courriel", D.mail(r))], "dots", 28),
        "",
        "CONTACT TECHNIQUE",
        form([("Nom et prénom", D.n(tc, 0)), ("Téléphone", D.tel(tc)), ("Courriel", D.mail(tc, "carthageweb.tn"))], "dots", 28),
        "",
        "PAIEMENT",
        form([("Montant", D.amount(30, 120)), ("Carte", D.card(r)), ("Expiration", "09/27"),
              ("Réf. transaction", D.d(D.bad16())), ("N° de commande", D.num8())], "dots", 28),
        "",
        f"Le titulaire déclare avoir pris connaissance de la {D.d('charte de nommage du domaine .tn')}, notamment",
        f"de l'{D.d('article 7 relatif aux noms réservés')}, et de la {D.d('Loi organique n° 2004-63 du 27 juillet 2004')}.",
        f"Date de la demande : {D.date_(st='slash')}",
    )


def dn_en_txt(D):
    c, ag = D.P(origin=D.pick(["en", "fr"])), D.P()
    e1, e2 = D.mail(c, D.pick(["gmail.com", "outlook.com"])), D.mail(ag, "registrar-tn.com")
    dom = D.d(D.pick(["sahara-yoga-retreat.tn", "kerkennah-kite.tn", "medina-ceramics.com.tn"]))
    dd = D.dates(2, "en", 2025, 2025)
    first = lines(
        "Hi,",
        "",
        f"I registered {dom} last year and want to move it to another registrar. My details:",
        f"name {D.n(c, 0)}, passport {D.pas(c)}, born {D.dob(c, lo=1960, hi=1995)}.",
        f"Local address in Tunisia: {D.adr(c, 'en')}. Phone: {D.tel(c)}.",
        f"The renewal was charged to my card {D.card(c)} but the domain still shows as expired.",
        "",
        f"{D.n(c, 0)}",
    )
    second = lines(
        f"Dear {D.fn(c)},",
        "",
        f"The transfer code is {D.ref('EPP-@#@#-#@@#')}; it is valid for 5 days.",
        f"The renewal payment ({D.amount(40, 150, 'en')}) did go through: ticket {D.ref('TCK-######')}.",
        "",
        f"{D.n(ag, 0)}, support",
    )
    return lines(
        f"From: {D.n(c, 0)} <{e1}>",
        f"To: {D.n(ag, 0)} <{e2}>",
        f"Subject: Re: Re: transfer of {dom}",
        "",
        "Thanks! Done. Please also remove my card from your system.",
        "",
        f"On {dd[1]}, {D.n(ag, 0)} wrote:",
        quote(second),
        ">",
        f">> On {dd[0]}, {D.n(c, 0)} <{e1}> wrote:",
        "\n".join(">> " + l if l else ">>" for l in first.rstrip("\n").split("\n")),
    )


def dn_mixed_csv(D):
    head = ["domaine", "titulaire", "الاسم", "CIN/passeport", "MF", "courriel", "téléphone", "paiement", "création", "expiration"]
    rows = []
    for i in range(D.r.randint(11, 13)):
        p = D.P()
        dom = D.d(D.pick(["dar", "souk", "atelier", "studio", "jardin", "baraka", "zitoun", "sahel"]) + "-" +
                  D.pick(["deco", "bio", "print", "auto", "cuisine", "photo", "immo", "tech"]) + str(D.r.randint(1, 99)) + ".tn")
        pay = D.pick(["virement", "chèque", "carte", "carte"])
        if pay == "carte":
            pay = "carte " + D.card(p, D.pick(["plain", "g4"]))
        rows.append([dom, D.n(p, D.pick([0, 1])), D.na(p), D.cin(p, "plain"), D.mf(p, D.pick(["full", "short"])) if D.r.random() < 0.4 else "",
                     D.mail(p), D.tel(p, D.pick(["plain", "intl3", "sp"])), pay,
                     D.date_("fr", y0=2019, y1=2024, st="iso"), D.date_("fr", y0=2025, y1=2027, st="iso")])
    return csvt(head, rows, sep=",")


def dn_ar_docx(D):
    p = D.P()
    D.H(D.d("الوكالة التونسية للأنترنات"))
    D.H("مطلب تسجيل اسم نطاق تحت .tn")
    D.T([["اسم النطاق المطلوب", D.d(D.pick(["dar-el-khedma.tn", "hirafi.tn", "bahr-azrak.tn"]))],
         ["اسم صاحب المطلب ولقبه", D.na(p)], ["تاريخ الولادة", D.dob(p, lo=1965, hi=2003)], ["رقم بطاقة التعريف الوطنية", D.cin(p)],
         ["المعرف الجبائي", D.mf(p)], ["العنوان", D.adr(p, "ar")], ["الهاتف", D.tel(p)], ["البريد الإلكتروني", D.mail(p)]])
    D.Pp(f"طريقة الخلاص: بطاقة بنكية عدد {D.card(p, 'g4')} — مرجع العملية {D.d(D.bad16(False))}.")
    D.Pp(f"يلتزم صاحب المطلب باحترام {D.d('ميثاق التسمية تحت النطاق .tn')} و{D.d('القانون الأساسي عدد 63 لسنة 2004')}.")
    D.Pp(f"معلوم التسجيل: {D.amount(30, 90, 'ar')} — تاريخ الإيداع: {D.date_('ar', st='slash')}")


# ================================================================== 14. doctoral_cotutelle_agreement
def ct_fr_docx(D):
    s, d1, d2 = D.P(), D.P(), D.P(origin="fr")
    D.H("Convention de cotutelle de thèse")
    D.Pp(f"Entre {D.d('l’Université de Sfax')} et {D.d('l’Université Grenoble Alpes')}")
    D.Pp(f"Vu la {D.d('loi n° 2008-19 du 25 février 2008 relative à l’enseignement supérieur')} et l'{D.d('arrêté du 25 mai 2016')},")
    D.Pp("Article 1 — Doctorant")
    D.T([[L(D, "name"), D.n(s, 0)], [L(D, "dob"), D.dob(s, lo=1990, hi=2000)], [L(D, "cin"), D.cin(s)], [L(D, "pass"), D.pas(s)],
         [L(D, "adr"), D.adr(s)], [L(D, "mail"), D.mail(s)], [L(D, "tel"), D.tel(s)]])
    D.Pp(f"Article 2 — Sujet : « Modélisation hydrologique des oueds du Centre tunisien », inscription n° {D.ref('DOC-25-####')}.")
    D.Pp(f"Article 3 — Direction : {D.n(d1, 0)} ({D.mail(d1, 'enis.usf.tn')}) et {D.n(d2, 0)} ({D.mail(d2, 'univ-grenoble-alpes.fr')}).")
    D.Pp("Article 4 — Séjours alternés d'au moins 12 mois dans chaque établissement.")
    D.Pp(f"Article 5 — La bourse d'alternance de {D.amount(600, 1500)} par mois est versée sur le compte {D.iban(s)}.")
    D.Pp(f"Article 6 — Soutenance unique ; frais d'inscription réglés selon le {D.d('barème universitaire 2025-2026')}.")
    D.Pp(f"Fait en quatre exemplaires le {D.date_(st='long')}.")


def ct_en_md(D):
    s, ec = D.P(), D.P(fem=True)
    per = D.dates(4, "en", 2025, 2027, "iso")
    sups = [D.P(), D.P(origin="en")]
    return lines(
        "# Annex 2 — Mobility schedule and individual training plan",
        "",
        f"Doctoral candidate: **{D.n(s, 0)}**, born {D.dob(s, lo=1991, hi=2001)}, passport {D.pas(s)}",
        "",
        pipe(["Period", "Host institution", "Supervisor"],
             [[f"{per[0]} → {per[1]}", D.d("University of Monastir"), D.n(sups[0], 0)],
              [f"{per[2]} → {per[3]}", D.d("University of Leeds"), D.n(sups[1], 0)]]),
        "",
        "## Emergency contact",
        f"- {D.n(ec, 0)} (mother), {D.tel(ec)}, {D.adr(ec, 'en')}",
        "",
        "## Funding",
        f"- Mobility grant paid to {D.iban(s)}",
        f"- Programme: {D.d('PHC Utique')} project {D.ref('25G####')}",
        f"- Health insurance: {D.d('CNAM international coverage form')} to be completed.",
        "",
        f"Signed by {D.d('the doctoral school director')} on {D.date_('en', st='long')}.",
    )


def ct_ar_txt(D):
    rows = []
    for i in range(D.r.randint(5, 7)):
        s, sp = D.P(), D.P()
        rows.append(f"  {i + 1}. الطالب(ة) {D.na(s)}، بطاقة تعريف عدد {D.cin(s)}، بإشراف الأستاذ(ة) {D.na(sp)}، "
                    f"بالتعاون مع {D.d(D.pick(['جامعة ليون 1', 'جامعة لييج', 'جامعة بولونيا', 'جامعة مونبلييه']))}: "
                    + D.pick(["موافقة", "موافقة بشرط تعديل الاتفاقية", "تأجيل"]) + ".")
    pres = D.P()
    return lines(
        D.d("جامعة قرطاج") + " — " + D.d("مدرسة الدكتوراه في العلوم والتقنيات"),
        "",
        f"محضر اجتماع المجلس العلمي بتاريخ {D.date_('ar', st='long')}",
        "",
        f"ترأس الجلسة الأستاذ {D.na(pres)}، وبحضور أغلبية الأعضاء، في {D.d('قاعة المجلس بالطابق الأول')}.",
        "",
        "النقطة الثالثة: مطالب الإشراف المشترك على الأطروحات",
        rows,
        "",
        f"ذكّر الرئيس بأحكام {D.d('الأمر عدد 2716 لسنة 2012')} المتعلق بالدكتوراه.",
        "رفعت الجلسة على الساعة الواحدة ظهرا.",
    )


def ct_mixed_txt(D):
    s, sec = D.P(), D.P(fem=True)
    e1, e2 = D.mail(s), D.mail(sec, "edst.rnu.tn")
    orig = lines(
        "Bonjour Madame,",
        "",
        "Je vous transmets les informations manquantes pour la convention :",
        f"  - nom : {D.n(s, 1)} / {D.na(s)}",
        f"  - né le {D.dob(s, lo=1992, hi=2000, st='slash')}, CIN {D.cin(s)}, passeport {D.pas(s)}",
        f"  - adresse : {D.adr(s)}",
        f"  - compte pour la bourse : {D.rib(s)}",
        "",
        "شكرا جزيلا على المساعدة.",
        f"{D.fn(s)}",
    )
    return lines(
        f"De : {D.n(sec, 0)} <{e2}>",
        f"À : {e1}",
        "Objet : RE: convention de cotutelle — pièces manquantes",
        "",
        "Bonjour,",
        "",
        f"Dossier complet, merci. La convention passera au {D.d('conseil scientifique du 12 juin')}.",
        f"Pour les frais d'inscription ({D.amount(100, 400, 'fr')}), voir {D.d('la régie de l’université')}.",
        "مع التحية،",
        f"{D.n(sec, 0)}",
        "",
        f"Le {D.date_('fr', y0=2025, y1=2025, st='slash')}, {D.n(s, 0)} a écrit :",
        quote(orig),
    )


# ================================================================== 15. unaccompanied_minor_travel_form
UM_FR = ["allergie sévère à l'arachide (stylo d'adrénaline dans le sac)", "asthme (inhalateur de salbutamol)",
         "diabète de type 1 sous insuline", "épilepsie stabilisée sous valproate"]
UM_EN = ["severe peanut allergy (adrenaline pen in backpack)", "asthma, salbutamol inhaler", "type 1 diabetes on insulin",
         "motion sickness"]
UM_AR = ["حساسية شديدة من الفول السوداني", "ربو (بخاخ السالبوتامول)", "السكري من النوع الأول", "دوار السفر"]


def um_fr_docx(D):
    par = D.P()
    ch = D.kin(par)
    rec = D.P(origin=D.pick(["tn", "fr"]))
    D.H(D.d("Tunisair") + " — Formulaire « Enfant non accompagné » (UM)")
    D.Pp(f"Vol {D.d('TU 712')} Tunis-Carthage → Lyon Saint-Exupéry, le {D.date_(st='slash')} — PNR {D.ref('@@@@#@')} — siège {D.d('14C')}")
    D.T([["Enfant", ""], ["Nom et prénom", D.n(ch, 1)], ["Date de naissance", D.dob(ch, lo=2012, hi=2019)],
         ["Passeport", D.pas(ch)], ["Informations médicales", D.h(D.pick(UM_FR))]])
    D.T([["Parent accompagnant au départ", ""], ["Nom et prénom", D.n(par, 0)], ["CIN", D.cin(par)], ["Téléphone", D.tel(par)],
         ["Adresse", D.adr(par)]])
    D.T([["Personne accueillant à l'arrivée", ""], ["Nom et prénom", D.n(rec, 0)], ["Pièce d'identité", D.pas(rec)],
         ["Téléphone", fr_phone(D)], ["Adresse", fr_address(D)]])
    D.Pp(f"Véhicule du parent autorisé en zone de dépose (parking P2) : {D.plate(par)}")
    D.Pp(f"Frais de service UM : {D.amount(90, 200)}, réglés par la carte n° {D.card(par)} au nom de {D.n(par, 2)}.")
    D.Pp("Le parent reste à l'aéroport jusqu'au décollage.")
    D.Pp(f"Conditions : {D.d('article 9 des conditions générales de transport')} ; {D.d('le chef d’escale')} signe la remise.")


def um_en_txt(D):
    par = D.P()
    ch = D.kin(par)
    rec = D.P()
    e = D.mail(par)
    return lines(
        f"From: {D.d('Nouvelair reservations')} <resa@nouvelair.example>",
        f"To: {e}",
        f"Subject: Unaccompanied minor confirmation - booking {D.ref('@#@@#@')}",
        "",
        f"Dear {D.n(par, 0)},",
        "",
        f"Your request for an unaccompanied minor service on flight {D.d('BJ 8514')} ({D.date_('en', st='long')}, Monastir -> Paris CDG) is confirmed.",
        "",
        "Child",
        f"  Name ............ {D.n(ch, 0)}",
        f"  Date of birth ... {D.dob(ch, lo=2011, hi=2019)}",
        f"  Passport ........ {D.pas(ch)}",
        f"  Medical note .... {D.h(D.pick(UM_EN))}",
        "",
        "Adult collecting the child at arrival",
        f"  Name ............ {D.n(rec, 0)}",
        f"  ID .............. passport {D.pas(rec)}",
        f"  Phone ........... {fr_phone(D)}",
        "",
        f"Payment: {D.amount(150, 260, 'en')} charged to card {D.card(par)} (payment reference {D.d(D.bad16())}).",
        f"Please present yourself at {D.d('check-in counter 22')} three hours before departure with {D.fn(ch)}'s documents",
        f"and the parental authorisation (form {D.d('AS-12')}). Your phone on file: {D.tel(par)}.",
        "",
        f"{D.d('Customer Service Department')}",
    )


def um_ar_txt(D):
    par = D.P(fem=True)
    ch = D.P()
    rec = D.kin(ch, fem=False)
    return lines(
        D.d("الخطوط التونسية") + " — استمارة سفر قاصر غير مصحوب",
        "",
        f"الرحلة: {D.d('TU 514')} تونس — جدة بتاريخ {D.date_('ar', st='slash')}",
        "",
        "بيانات الطفل:",
        form([("  الاسم واللقب", D.na(ch)), ("  تاريخ الولادة", D.dob(ch, lo=2011, hi=2018)), ("  رقم جواز السفر", D.pas(ch)),
              ("  ملاحظات صحية", D.h(D.pick(UM_AR)))], "arcolon"),
        "",
        "بيانات الولي عند المغادرة:",
        form([("  الاسم واللقب", D.na(par)), ("  رقم بطاقة التعريف الوطنية", D.cin(par)), ("  الهاتف", D.tel(par)),
              ("  العنوان", D.adr(par, "ar"))], "arcolon"),
        "",
        "بيانات المستقبل عند الوصول:",
        form([("  الاسم واللقب", D.na(rec)), ("  رقم جواز السفر", D.pas(rec)), ("  الهاتف", D.v("PHONE", "+966 5" + D.g.digits(8)))], "arcolon"),
        "",
        f"معلوم الخدمة: {D.amount(100, 250, 'ar')} — تُسلم الوثائق إلى {D.d('رئيس المحطة')} قبل الإقلاع.",
    )


def um_mixed_csv(D):
    head = ["Date", "Vol / الرحلة", "Enfant", "الطفل", "Né(e) le", "Passeport enfant", "Remis à", "Pièce", "Téléphone", "Véhicule (parking)"]
    rows = []
    for i in range(D.r.randint(9, 11)):
        ch, ad = D.P(), D.P()
        rows.append([D.date_("fr", st="slash"), D.d(D.pick(["TU 213", "TU 745", "TU 870", "BJ 351", "TU 633"])),
                     D.n(ch, D.pick([0, 1])), D.na(ch), D.dob(ch, lo=2011, hi=2019, st="slash"), D.pas(ch),
                     D.n(ad, 0), "CIN " + D.cin(ad, "plain"), D.tel(ad, D.pick(["plain", "sp", "intl"])),
                     D.plate(ad) if D.r.random() < 0.6 else "—"])
    return csvt(head, rows)


# ================================================================== 16. name_change_petition
def nc_ar_txt(D):
    p = D.P(fem=False)
    newl = D.g.person(p.fem)
    new = Person(p.first, p.first_ar, newl.last, newl.last_ar, p.fem)
    kids = [D.kin(p) for _ in range(2)]
    return lines(
        f"إلى السيد وزير الداخلية — {D.d('الإدارة العامة للشؤون الجهوية')}",
        "",
        "الموضوع: عريضة في تغيير اللقب العائلي",
        "",
        f"أنا الممضي أسفله {D.na(p)}، المولود في {D.dob(p, lo=1965, hi=1995)}، صاحب بطاقة التعريف الوطنية عدد {D.cin(p)}،",
        f"القاطن بـ{D.adr(p, 'ar')}، الهاتف {D.tel(p)}،",
        f"أتشرف بأن أطلب تغيير لقبي العائلي «{D.lna(p)}» الذي يسبب لي ولأبنائي حرجا اجتماعيا متكررا،",
        f"وتعويضه باللقب «{D.lna(new)}»، ليصبح اسمي الكامل {D.na(new)}.",
        "",
        "ويشمل هذا المطلب أبنائي القصر:",
        f"  - {D.na(kids[0])}، المولود في {D.dob(kids[0], lo=2008, hi=2016)}",
        f"  - {D.na(kids[1])}، المولود في {D.dob(kids[1], lo=2010, hi=2019)}",
        "",
        f"وذلك طبقا لأحكام {D.d('القانون عدد 53 لسنة 1959 المتعلق بإسناد اللقب العائلي')}، مع التزامي بنشر الإعلان",
        f"بـ{D.d('الرائد الرسمي للجمهورية التونسية')}.",
        "",
        f"المرفقات: مضمون ولادة، شهادة إقامة، وصل خلاص بمبلغ {D.amount(20, 80, 'ar')}.",
        "",
        f"تونس في {D.date_('ar', st='long')}",
        f"الإمضاء: {D.na(p)}",
    )


def nc_fr_docx(D):
    p = D.P(fem=False)
    newl = D.g.person(p.fem)
    new = Person(p.first, p.first_ar, newl.last, newl.last_ar, p.fem)
    av = D.P()
    D.H(f"Requête en changement de nom patronymique — {D.d('Tribunal de première instance de Sousse')}")
    D.Pp(f"Pour : {D.n(p, 1)}, né(e) le {D.dob(p, lo=1960, hi=1998)}, CIN {D.cin(p)}, demeurant {D.adr(p)}.")
    D.Pp(f"Ayant pour conseil Maître {D.n(av, 0)}, avocat, MF {D.mf(av)}, tél. {D.tel(av, fixed=True)}, {D.mail(av)}.")
    D.Pp("Exposé des faits :")
    D.Pp(f"Le requérant porte le nom « {D.ln(p, caps=True)} », hérité d'un sobriquet et source de moqueries répétées.")
    D.Pp(f"Il sollicite l'autorisation de porter le nom « {D.ln(new, caps=True)} », nom de sa grand-mère paternelle.")
    D.T([["Acte", "Référence"], ["Acte de naissance", D.ref("AN ####/19##")], ["Certificat de résidence", D.ref("CR-25-#####")],
         ["Témoignages", "3 attestations"]])
    D.Pp(f"Par ces motifs, plaise au tribunal autoriser {D.n(p, 0)} à porter désormais le nom de {D.n(new, 0)}.")
    D.Pp(f"Fondement : {D.d('article 5 de la loi n° 59-53 du 26 mai 1959')} ; publicité au {D.d('Journal Officiel de la République Tunisienne')}.")
    D.Pp(f"Sousse, le {D.date_(st='long')}")


def nc_fr_md(D):
    rows = []
    for i in range(D.r.randint(9, 11)):
        p = D.P()
        newl = D.g.person(p.fem)
        rows.append([D.ref("RQ-25-###"), D.n(p, D.pick([0, 1])), D.ln(newl), D.cin(p, "plain"),
                     D.date_(st="slash"), D.date_(y0=2025, y1=2026, st="slash"), D.d(D.pick(["Salle 3", "Salle 5", "Chambre du conseil"]))])
    return lines(
        "# Greffe civil — registre des requêtes en changement de nom",
        "",
        f"Tribunal : {D.d('Tribunal de première instance de Monastir')}  ",
        f"Édition du {D.date_(st='long')}",
        "",
        pipe(["N° requête", "Requérant", "Nom demandé", "CIN", "Dépôt", "Audience", "Salle"], rows),
        "",
        f"Les audiences se tiennent le mardi. Droits de greffe : {D.amount(10, 40)} par requête.",
    )


def nc_mixed_txt(D):
    cl, av = D.P(fem=False), D.P()
    e1, e2 = D.mail(cl), D.mail(av, "avocats-sfax.tn")
    dd = D.dates(3, "fr", 2025, 2025)
    orig = lines(
        "Bonsoir Maître,",
        "",
        f"Suite à notre rendez-vous, voici mes informations : {D.n(cl, 0)}, né le {D.dob(cl, lo=1970, hi=2000, st='slash')},",
        f"CIN {D.cin(cl)}, tél. {D.tel(cl)}. Mon père s'appelle {D.n(D.kin(cl, fem=False), 0)}.",
        "بالنسبة للقب الجديد، العائلة موافقة على اللقب القديم متاع جدي.",
        "",
        f"{D.na(cl)}",
    )
    return lines(
        f"De : Maître {D.n(av, 0)} <{e2}>",
        f"À : {e1}",
        "Objet : RE: changement de nom — تغيير اللقب",
        "",
        f"Cher Monsieur {D.ln(cl)},",
        "",
        f"La requête est déposée : numéro {D.ref('RQ-25-###')}, audience le {dd[2]} devant {D.d('la chambre civile')}.",
        f"Mes honoraires ({D.amount(400, 1500, 'fr')}) sont payables par virement ; adresse du cabinet : {D.biz('fr')}.",
        "مع التحية.",
        "",
        f"Le {dd[0]}, {D.n(cl, 0)} a écrit :",
        quote(orig),
    )


# ================================================================== plan & output
PLAN = [
    ("scorpion_sting_observation", [("fr", "txt", sc_fr_txt), ("ar", "docx", sc_ar_docx), ("mixed", "md", sc_mixed_md), ("en", "txt", sc_en_txt)]),
    ("pacemaker_interrogation_record", [("fr", "docx", pm_fr_docx), ("en", "md", pm_en_md), ("ar", "txt", pm_ar_txt), ("mixed", "csv", pm_mixed_csv)]),
    ("paediatric_growth_followup", [("fr", "txt", gr_fr_txt), ("ar", "docx", gr_ar_docx), ("en", "txt", gr_en_txt), ("mixed", "md", gr_mixed_md)]),
    ("concussion_return_to_play_assessment", [("fr", "md", cc_fr_md), ("en", "docx", cc_en_docx), ("ar", "txt", cc_ar_txt), ("fr", "csv", cc_fr_csv)]),
    ("family_planning_consultation", [("ar", "txt", fp_ar_txt), ("fr", "docx", fp_fr_docx), ("mixed", "txt", fp_mixed_txt), ("fr", "csv", fp_fr_csv)]),
    ("migraine_headache_diary", [("fr", "txt", mg_fr_txt), ("en", "md", mg_en_md), ("ar", "docx", mg_ar_docx), ("mixed", "txt", mg_mixed_txt)]),
    ("criminal_record_extract_request", [("ar", "docx", cr_ar_docx), ("fr", "txt", cr_fr_txt), ("mixed", "csv", cr_mixed_csv), ("en", "txt", cr_en_txt)]),
    ("copyright_work_registration", [("fr", "docx", cw_fr_docx), ("ar", "txt", cw_ar_txt), ("en", "md", cw_en_md), ("mixed", "txt", cw_mixed_txt)]),
    ("training_levy_drawback_file", [("fr", "csv", tl_fr_csv), ("fr", "docx", tl_fr_docx), ("ar", "txt", tl_ar_txt), ("en", "md", tl_en_md)]),
    ("documentary_credit_application", [("fr", "docx", dc_fr_docx), ("en", "txt", dc_en_txt), ("ar", "txt", dc_ar_txt), ("mixed", "md", dc_mixed_md)]),
    ("cargo_damage_survey_report", [("fr", "txt", cg_fr_txt), ("en", "docx", cg_en_docx), ("ar", "md", cg_ar_md), ("fr", "csv", cg_fr_csv)]),
    ("well_drilling_authorisation", [("ar", "txt", wd_ar_txt), ("fr", "docx", wd_fr_docx), ("mixed", "txt", wd_mixed_txt), ("fr", "md", wd_fr_md)]),
    ("domain_name_registration_request", [("fr", "txt", dn_fr_txt), ("en", "txt", dn_en_txt), ("mixed", "csv", dn_mixed_csv), ("ar", "docx", dn_ar_docx)]),
    ("doctoral_cotutelle_agreement", [("fr", "docx", ct_fr_docx), ("en", "md", ct_en_md), ("ar", "txt", ct_ar_txt), ("mixed", "txt", ct_mixed_txt)]),
    ("unaccompanied_minor_travel_form", [("fr", "docx", um_fr_docx), ("en", "txt", um_en_txt), ("ar", "txt", um_ar_txt), ("mixed", "csv", um_mixed_csv)]),
    ("name_change_petition", [("ar", "txt", nc_ar_txt), ("fr", "docx", nc_fr_docx), ("fr", "md", nc_fr_md), ("mixed", "txt", nc_mixed_txt)]),
]

PERSON_IGNORE = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "الدين",
                 "الحاج", "ولد"}


def compact(s):
    s = unicodedata.normalize("NFKC", s).translate(str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789"))
    return re.sub(r"[\W_]+", "", s.casefold())


def spans(text, val):
    out, i = [], text.find(val)
    while i >= 0:
        out.append((i, i + len(val)))
        i = text.find(val, i + 1)
    return out


def finalize(D, text):
    """Check the values, keep only decoys that are safe (verbatim, outside every value, no name part)."""
    vals = []
    for t, v in D.sens:
        if v not in text:
            raise AssertionError(f"{D.kind}/{D.lang}: value {v!r} not in text")
        vals.append((t, v))
    vspans = [sp for _, v in vals for sp in spans(text, v)]
    parts = set()
    for t, v in vals:
        if t == "PERSON":
            parts.update(x for x in re.findall(r"[^\W\d_]+", v.casefold()) if len(x) >= 3 and x not in PERSON_IGNORE)
    keep = []
    for dv in D.dec:
        cd = compact(dv)
        if not cd or dv not in text:
            continue
        if any(compact(v) in cd or cd in compact(v) for _, v in vals):
            continue
        if set(re.findall(r"[^\W\d_]+", dv.casefold())) & parts:
            continue
        if not any(not any(a < e and s < b for s, e in vspans) for a, b in spans(text, dv)):
            continue
        if any(dv != o and dv in o for o in D.dec):
            continue
        keep.append(dv)
    return vals, keep


def build(seed, out):
    g = Gen(seed)
    os.makedirs(out, exist_ok=True)
    manifest, idx = [], 0
    for kind, variants in PLAN:
        for lang, fmt, fn in variants:
            idx += 1
            D = Doc(g, idx, kind, lang, fmt)
            fname = f"{idx:03d}_{kind}_{lang}.{fmt}"
            res = fn(D)
            path = os.path.join(out, fname)
            if fmt == "docx":
                text = blocks_text(D.blocks)
                vals, decs = finalize(D, text)
                docx_write(path, D.blocks, g.r, lang in ("ar", "mixed"))
            else:
                text = res
                vals, decs = finalize(D, text)
                with open(path, "w", encoding="utf-8", newline="\n") as fh:
                    fh.write(text)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": [{"type": t, "value": v} for t, v in vals], "decoys": decs})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
    return manifest


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=26)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    m = build(a.seed, a.out)
    nv = sum(len(d["sensitive"]) for d in m)
    nd = sum(len(d["decoys"]) for d in m)
    print(f"{len(m)} documents, {nv} values, {nd} decoys -> {a.out}")


if __name__ == "__main__":
    main()
