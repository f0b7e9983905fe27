#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator of the "wild" generalisation set for Caviard.

  python3 tests/generalisation/gen_wild.py --out DIR [--seed N] [--count N] [--repo CHECKOUT]

Tunisian office documents as they arrive in the wild, written for Caviard from general
knowledge of such documents (not from any detector, not from any corpus).  Licence: same as
Caviard (MIT); no external data is used: every person name is invented by composing syllables,
and any candidate word found in Caviard's shipped lists (every word of every text file under
crates/caviard/data/) is refused, so the set measures generalisation and not gazetteer recall.
Streets, towns and company names may be real place names.

Kinds (16): notarial act, payslip, HR onboarding form, bank account opening, insurance claim,
medical leave note, tenancy contract, police statement, WhatsApp-style chat, court summons,
loan application, school enrolment, customs declaration, call-centre transcript, HR roster
export, e-mail thread.
Languages: fr, ar, en, mixed (fr/ar and Tunisian arabizi).  Formats: txt, md, csv, docx
(docx written with zipfile, fixed timestamps; some carry persons in docProps/core.xml,
word/comments.xml and tracked changes <w:ins w:author>; those metadata-only persons are NOT in
"sensitive" but are listed in DIR/metadata.json).

Messiness classes, each present in a fair share of the documents:
 1. identifiers in Arabic-Indic (٠-٩) or Persian (۰-۹) digits, in Arabic and mixed text;
 2. phones, RIBs, IBANs, cards hard-wrapped mid-number (the manifest value is the exact
    substring, newline included; score.py collapses whitespace);
 3. CNSS as 8+2 digits with space, slash, dash or none, announced by varied words;
 4. CIN announced by varied words or by none (table cell, parentheses after a name);
 5. RIB with valid key, IBAN TN59 (ISO 13616 mod 97), Luhn-valid cards, matricule fiscal
    (TAX_ID) with and without slashes;
 6. names in Latin (Prénom NOM, NOM Prénom, caps, lower case in chats, Ben, ép., veuve) and in
    Arabic script, re-mentioned by family name or in another case, in table cells, after
    titles, as signatories;
 7. addresses (rue/avenue/cité/résidence, نهج/شارع/حي, postal codes), plates (TU, تونس, RS),
    dates of birth in many formats, health data in fr/ar/en;
 8. decoys (3-8 per document) that look like identifiers: spaced amounts, references, laws,
    articles, postal codes alone, quantities, non-birth dates, registry and case numbers,
    hours, percentages.
Output: DIR/<files>, DIR/manifest.json (score.py format), DIR/metadata.json.
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
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
AR_DIG = "٠١٢٣٤٥٦٧٨٩"
FA_DIG = "۰۱۲۳۴۵۶۷۸۹"
PARTICLES = {"ben", "bent", "ép.", "ep.", "épouse", "veuve", "بن", "بنت", "حرم", "أرملة"}
# words of the templates a name must never equal (so that masking a name never eats a decoy)
LOCAL_STOP = {"loi", "dinars", "article", "facture", "police", "contrat", "tunis", "rue", "cite",
              "maman", "bonjour", "merci", "salam", "madame", "monsieur", "client", "agent"}


# ------------------------------------------------------------------ refuse set
def load_refuse(repo):
    """Every word of every text file under crates/caviard/data (casefolded)."""
    root = os.path.join(repo, "crates", "caviard", "data")
    words = set()
    if not os.path.isdir(root):
        print(f"warning: {root} not found, names are not checked against Caviard's lists", file=sys.stderr)
        return words
    for dp, _, fs in os.walk(root):
        for f in sorted(fs):
            try:
                with open(os.path.join(dp, f), encoding="utf-8") as fh:
                    txt = fh.read()
            except (UnicodeDecodeError, OSError):
                continue
            words.update(w.casefold() for w in re.findall(r"[^\W\d_]+", txt))
    return words


# ------------------------------------------------------------------ checksums
def rib_key(first18):
    return "%02d" % (97 - (int(first18) * 100) % 97)


def iban_check(cc, bban):
    conv = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return "%02d" % (98 - int(conv) % 97)


def luhn_digit(partial):
    s = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


# ------------------------------------------------------------------ names
ONSET = [("za", "زا"), ("ka", "كا"), ("ta", "طا"), ("ma", "ما"), ("na", "نا"), ("ra", "را"),
         ("sa", "صا"), ("ha", "حا"), ("ba", "با"), ("fa", "فا"), ("ja", "جا"), ("la", "لا"),
         ("da", "دا"), ("gou", "قو"), ("kha", "خا"), ("cha", "شا"), ("bou", "بو"), ("dhi", "ذي"),
         ("we", "وي"), ("zi", "زي"), ("to", "طو"), ("mou", "مو"), ("ne", "ني"), ("ghi", "غي")]
MID = [("r", "ر"), ("z", "ز"), ("l", "ل"), ("m", "م"), ("n", "ن"), ("k", "ك"), ("b", "ب"),
       ("d", "د"), ("s", "س"), ("f", "ف"), ("t", "ت"), ("ch", "ش"), ("kh", "خ"), ("gh", "غ"),
       ("rb", "رب"), ("lk", "لك"), ("zm", "زم"), ("nd", "ند"), ("sk", "سك"), ("rf", "رف")]
LINK = [("ou", "و"), ("i", "ي"), ("a", "ا")]
END_LAST = [("oui", "وي"), ("ani", "اني"), ("ouk", "وك"), ("ari", "اري"), ("eb", "ب"), ("ssi", "سي"),
            ("ti", "تي"), ("ine", "ين"), ("el", "ل"), ("ouch", "وش"), ("ala", "الة"), ("aoui", "اوي")]
END_M = [("ir", "ير"), ("ed", "د"), ("an", "ان"), ("im", "يم"), ("ouen", "وان"), ("es", "س"), ("ah", "اح")]
END_F = [("a", "ة"), ("ia", "ية"), ("ouna", "ونة"), ("ima", "يمة"), ("ene", "ين"), ("ira", "يرة")]


class Person:
    def __init__(self, first, last, fa, la, female, husband=None):
        self.first, self.last, self.fa, self.la = first, last, fa, la
        self.female, self.husband = female, husband

    def name(self, style):
        f, l = self.first, self.last
        return {"Fl": f"{f} {l.upper()}", "LF": f"{l.upper()} {f}", "Lf": f"{l} {f}", "fl": f"{f} {l}",
                "caps": f"{f} {l}".upper(), "low": f"{f} {l}".lower(), "f": f, "flow": f.lower(), "llow": l.lower(),
                "L": l.upper(), "l": l, "ar": f"{self.fa} {self.la}", "arL": self.la, "arF": self.fa}[style]


# ------------------------------------------------------------------ static vocabulary
TOWNS = [("Tunis", "تونس", "1000"), ("La Marsa", "المرسى", "2070"), ("Ariana", "أريانة", "2080"),
         ("Le Bardo", "باردو", "2000"), ("Ben Arous", "بن عروس", "2013"), ("Sousse", "سوسة", "4000"),
         ("Sfax", "صفاقس", "3000"), ("Monastir", "المنستير", "5000"), ("Nabeul", "نابل", "8000"),
         ("Hammamet", "الحمامات", "8050"), ("Bizerte", "بنزرت", "7000"), ("Gabès", "قابس", "6000"),
         ("Kairouan", "القيروان", "3100"), ("Gafsa", "قفصة", "2100"), ("Mahdia", "المهدية", "5100"),
         ("Béja", "باجة", "9000"), ("Médenine", "مدنين", "4100"), ("Manouba", "منوبة", "2010")]
STREETS = ["Ibn Khaldoun", "de Marseille", "de la Liberté", "Farhat Hached", "de Palestine", "Alain Savary",
           "de Carthage", "Jugurtha", "Hannibal", "de Russie", "Abou El Kacem Chebbi", "de l'Indépendance",
           "Mohamed V", "des Orangers", "Tahar Sfar", "de la République"]
STREETS_AR = ["الحرية", "ابن خلدون", "فرحات حشاد", "الاستقلال", "قرطاج", "الجمهورية", "فلسطين", "المنجي سليم",
              "الطاهر صفر", "الياسمين", "النخيل"]
CITES = ["El Khadra", "Ennasr 2", "El Ghazala", "Ettadhamen", "Olympique", "Les Pins", "El Menzah 6", "Ibn Sina"]
HOODS_AR = ["حي النصر", "حي الخضراء", "حي التضامن", "حي الزهور", "حي الرياض", "حي الغزالة"]
RESID = ["Les Jasmins", "El Amel", "Les Palmiers", "Yasmine", "Essaada", "La Perle du Lac"]
COMPANIES = ["Société Tunisienne de Textiles SA", "Medina Logistics SARL", "Carthage Câbles SA",
             "Sahel Agro SARL", "Délice Distribution", "Atlas Informatique SARL", "Bizerte Marine Services",
             "Sfax Emballages SA", "Cap Bon Conserves", "Tunis Office Print"]
BANKS = [("01", "ATB"), ("03", "BNA"), ("04", "Attijari bank"), ("05", "Banque de Tunisie"), ("07", "Amen Bank"),
         ("08", "BIAT"), ("10", "STB"), ("11", "UBCI"), ("12", "UIB"), ("14", "BH Bank"), ("20", "BTK"),
         ("25", "Zitouna")]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
MONTHS_AR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
             "ديسمبر"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
HEALTH = {"fr": ["diabète de type 2", "hypertension artérielle", "lombosciatique gauche", "dépression réactionnelle",
                 "asthme bronchique", "hernie discale", "insuffisance rénale chronique", "épilepsie",
                 "cancer du sein sous chimiothérapie", "hépatite C", "fracture du poignet droit", "sclérose en plaques",
                 "traitement par insuline", "anémie ferriprive", "allergie à la pénicilline"],
          "ar": ["داء السكري", "ارتفاع ضغط الدم", "الربو", "التهاب الكبد الفيروسي", "قصور كلوي مزمن", "الصرع",
                 "اكتئاب حاد", "كسر في الساق اليسرى", "حساسية من البنسلين", "فقر الدم"],
          "en": ["type 1 diabetes", "major depressive disorder", "chronic asthma", "high blood pressure",
                 "herniated disc", "breast cancer", "epilepsy", "penicillin allergy", "hepatitis B",
                 "post-traumatic stress disorder"]}
CIN_LABELS = {"fr": ["CIN n°", "CNI tunisienne n°", "NIC #", "identifiant national :", "numéro personnel :",
                     "pièce d'identité n°", "C.I.N :", "carte d'identité nationale n°"],
              "en": ["National ID no.", "NIC #", "ID card number:", "national identifier", "CIN:"],
              "ar": ["ب.ت.و", "بطاقة التعريف الوطنية عدد", "ب ت و عدد", "رقم بطاقة التعريف الوطنية:", "المعرف الوطني:"]}
CNSS_LABELS = {"fr": ["N° CNSS", "immatriculation CNSS :", "N° assuré social", "matricule CNSS", "affiliation CNSS n°"],
               "en": ["CNSS no.", "social security (CNSS) number", "CNSS registration:"],
               "ar": ["رقم الانخراط بالصندوق الوطني للضمان الاجتماعي", "رقم التسجيل بالضمان الاجتماعي:",
                      "المعرف بالصندوق الوطني للضمان الاجتماعي"]}


# ------------------------------------------------------------------ document builder
class Doc:
    def __init__(self, gen, kind, lang, fmt):
        self.g, self.r = gen, gen.r
        self.kind, self.lang, self.fmt = kind, lang, fmt
        self.blocks, self.sens, self.dec, self.meta = [], [], [], []
        self.comments, self.used = [], set()

    # recording
    def S(self, t, v):
        if {"type": t, "value": v} not in self.sens:
            self.sens.append({"type": t, "value": v})
        return v

    def D(self, v):
        if v not in self.dec:
            self.dec.append(v)
        return v

    def P(self, p, style):
        return self.S("PERSON", p.name(style))

    def L(self, *lines):
        for x in lines:
            self.blocks.append(("p", x))

    def T(self, rows):
        self.blocks.append(("t", rows))

    def INS(self, text, author):
        self.blocks.append(("ins", text, author))

    # randomness helpers
    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def person(self, female=None, ben=None):
        return self.g.person(self, female, ben)

    def ad(self, v, p=0.45):
        """Arabic-Indic / Persian digits in Arabic or mixed documents."""
        if self.lang in ("ar", "mixed") and self.chance(p):
            tab = FA_DIG if self.chance(0.25) else AR_DIG
            return re.sub(r"\d", lambda m: tab[int(m.group())], v)
        return v

    def wrap(self, v, p=0.4):
        """Hard wrap in the middle of a number (only in running text / csv cells)."""
        if not self.chance(p):
            return v
        sp = [i for i, c in enumerate(v) if c == " "]
        mid = len(v) // 2
        if sp and self.chance(0.7):
            i = min(sp, key=lambda k: abs(k - mid))
            return v[:i] + "\n" + v[i + 1:]
        ds = [i for i in range(1, len(v)) if v[i].isdigit() and v[i - 1].isdigit()]
        i = min(ds, key=lambda k: abs(k - mid))
        return v[:i] + "\n" + v[i:]

    def lab(self, table, lang=None):
        lang = lang or ("ar" if self.lang == "ar" else "en" if self.lang == "en" else
                        self.pick(["fr", "ar"]) if self.lang == "mixed" else "fr")
        return self.pick(table[lang])

    def town(self):
        return self.pick(TOWNS)

    # identifiers
    def cin(self):
        return self.S("CIN", self.ad(self.g.cin()))

    def cnss(self):
        d = self.g.digits(8) + " " + self.g.digits(2)
        return self.ad(self.pick([d, d.replace(" ", "/"), d.replace(" ", "-"), d.replace(" ", "")]))

    def dob(self, lang=None, young=False):
        y, m, d = self.r.randint(2009, 2019) if young else self.r.randint(1951, 2007), self.r.randint(1, 12), self.r.randint(1, 28)
        lang = lang or ("fr" if self.lang == "mixed" else self.lang)
        if lang == "ar":
            v = self.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS_AR[m - 1]} {y}", f"{y}/{m:02d}/{d:02d}"])
            return self.ad(v, 0.55)
        if lang == "en":
            return self.pick([f"{MONTHS_EN[m - 1]} {d}, {y}", f"{d} {MONTHS_EN[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}",
                              f"{d:02d}/{m:02d}/{y}"])
        return self.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {MONTHS_FR[m - 1]} {y}", f"{d:02d}-{m:02d}-{y}",
                          f"{d:02d}.{m:02d}.{y}", f"{'1er' if d == 1 else d} {MONTHS_FR[m - 1]} {y}"])

    def address(self, lang=None):
        lang = lang or ("ar" if self.lang == "ar" else "fr")
        t, ta, cp = self.town()
        n = self.r.randint(1, 140)
        if lang == "ar":
            v = self.pick([f"{n} نهج {self.pick(STREETS_AR)}، {cp} {ta}",
                           f"{self.pick(HOODS_AR)}، شارع {self.pick(STREETS_AR)} عدد {n}، {cp} {ta}",
                           f"عمارة {self.pick('أبج')} شقة {n}، إقامة {self.pick(['الياسمين', 'الأمل', 'النخيل'])}، {ta} {cp}"])
            return self.ad(v, 0.35)
        return self.pick([f"{n}, rue {self.pick(STREETS)}, {cp} {t}",
                          f"{n} avenue {self.pick(STREETS)} {cp} {t}",
                          f"Résidence {self.pick(RESID)}, bloc {self.pick('ABCD')}, app. {n}, {cp} {t}",
                          f"Cité {self.pick(CITES)}, rue {self.r.randint(5000, 5999)} n° {n}, {cp} {t}",
                          f"{n} rue {self.pick(STREETS)}, {t} {cp}"])

    def plate(self):
        s, n = self.r.randint(100, 248), self.r.randint(1, 9999)
        if self.lang in ("ar", "mixed") and self.chance(0.6):
            return self.ad(self.pick([f"{s} تونس {n:04d}", f"{s} تونس {n}", f"{self.r.randint(10000, 199999)} ن ت"]))
        return self.pick([f"{s} TU {n:04d}", f"{s} TUN {n}", f"{s} TU {n}", f"RS {self.r.randint(10000, 199999)}",
                          f"{self.r.randint(10000, 199999)} RS"])

    def health(self, lang=None):
        return self.pick(HEALTH[lang or ("fr" if self.lang == "mixed" else self.lang)])

    # decoys
    def amount(self, lang=None):
        lang = lang or self.lang
        a, b = self.r.randint(1, 99), self.r.randint(0, 999)
        if lang == "ar":
            return self.ad(self.pick([f"{a * 1000 + b} دينار", f"{a} {b:03d} دينارا", f"{a},{b:03d} د.ت"]), 0.4)
        if lang == "en":
            return self.pick([f"TND {a},{b:03d}.{self.r.randint(0, 999):03d}", f"{a} {b:03d} TND", f"{a * 100} dinars"])
        return self.pick([f"{a} {b:03d},{self.r.randint(0, 999):03d} TND", f"{a} {b:03d} dinars",
                          f"{a} {b:03d} 000 millimes", f"{a}.{b:03d},000 DT", f"{a * 10} {b:03d} DT"])

    def law(self, lang=None):
        lang = lang or self.lang
        y, n = self.r.randint(1960, 2022), self.r.randint(3, 120)
        if lang == "ar":
            return self.pick([f"القانون عدد {n} لسنة {y}", f"الأمر عدد {self.r.randint(100, 3999)} لسنة {y}",
                              f"القانون الأساسي عدد {n} لسنة {y}"])
        if lang == "en":
            return self.pick([f"Law No. {y}-{n}", f"Decree No. {y}-{self.r.randint(100, 3999)}"])
        return self.pick([f"Loi n° {y}-{n}", f"décret n° {y}-{self.r.randint(100, 3999)}",
                          f"loi organique n° {y}-{n}", f"arrêté du {self.r.randint(2, 28)} {self.pick(MONTHS_FR)} {y}"])

    def date(self, lang=None, digits=True):
        y, m, d = self.r.randint(2016, 2025), self.r.randint(1, 12), self.r.randint(1, 28)
        lang = lang or self.lang
        if digits or lang == "mixed":
            return self.ad(f"{d:02d}/{m:02d}/{y}", 0.3)
        return {"fr": f"{d} {MONTHS_FR[m - 1]} {y}", "ar": f"{d} {MONTHS_AR[m - 1]} {y}",
                "en": f"{MONTHS_EN[m - 1]} {d}, {y}"}[lang]

    def ref(self, prefix):
        return f"{prefix}{self.r.randint(2016, 2025)}/{self.r.randint(100, 99999):05d}"

    def hour(self):
        return self.pick([f"{self.r.randint(8, 18)}h{self.pick(['00', '15', '30', '45'])}",
                          f"{self.r.randint(8, 18):02d}:{self.r.randint(0, 59):02d}"])

    def pct(self):
        return self.pick([f"{self.r.randint(1, 20)},{self.r.randint(1, 9)} %", f"{self.r.randint(1, 30)}%",
                          f"{self.r.randint(1, 12)}.{self.r.randint(10, 99)} %"])

    def rc(self):
        return f"B{self.g.digits(7)}{self.r.randint(1995, 2023)}"


# ------------------------------------------------------------------ generator state
class Gen:
    def __init__(self, seed, refuse):
        self.r = random.Random(seed)
        self.refuse = refuse | LOCAL_STOP

    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def cin(self):
        return self.r.choice("01") + self.digits(7)

    def rib(self):
        b = self.r.choice(BANKS)[0] + self.digits(3) + self.digits(13)
        return b + rib_key(b)

    def rib_fmt(self, rib, doc):
        v = doc.pick([f"{rib[:2]} {rib[2:5]} {rib[5:18]} {rib[18:]}", rib, f"{rib[:2]}-{rib[2:5]}-{rib[5:18]}-{rib[18:]}",
                      f"{rib[:2]} {rib[2:5]} {rib[5:9]} {rib[9:18]} {rib[18:]}"])
        return v

    def iban(self, doc):
        rib = self.rib()
        ib = "TN" + iban_check("TN", rib) + rib
        return doc.pick([" ".join(ib[i:i + 4] for i in range(0, 24, 4)), ib])

    def card(self, doc):
        p = doc.pick(["4", "51", "52", "53", "54", "55"])
        p += self.digits(15 - len(p))
        c = p + luhn_digit(p)
        return doc.pick([" ".join(c[i:i + 4] for i in range(0, 16, 4)), c, "-".join(c[i:i + 4] for i in range(0, 16, 4))])

    def mf(self, doc):
        n, k = self.digits(7), doc.pick("ABCDEFGHJKLMNPQRSTVWXYZ")
        a, c, e = doc.pick("ABDNP"), doc.pick("MPCNE"), doc.pick(["000", "000", self.digits(3)])
        return doc.pick([f"{n}{k}/{a}/{c}/{e}", f"{n}{k}{a}{c}{e}", f"{n}/{k}/{a}/{c}/{e}", f"{n} {k} {a} {c} {e}",
                         f"{n}{k}/{a}/{c}/{e}"])

    def phone(self, doc):
        if doc.chance(0.75):
            p = doc.pick("24592") + self.digits(7)
        else:
            p = doc.pick(["71", "72", "73", "74", "75", "76", "79"]) + self.digits(6)
        a, b, c = p[:2], p[2:5], p[5:]
        v = doc.pick([f"{a} {b} {c}", f"{a}.{b}.{c}", p, f"+216 {a} {b} {c}", f"(+216) {a} {p[2:4]} {p[4:6]} {p[6:]}",
                      f"00216 {p}", f"+216-{a}-{b}-{c}", f"{a} {p[2:4]} {p[4:6]} {p[6:]}"])
        return doc.ad(v, 0.4)

    def word(self, parts):
        lat = "".join(p[0] for p in parts)
        return lat[0].upper() + lat[1:], "".join(p[1] for p in parts)

    def fresh(self, doc, end):
        for _ in range(500):
            parts = [self.r.choice(ONSET), self.r.choice(MID)]
            if self.r.random() < 0.3:
                parts += [self.r.choice(LINK), self.r.choice(MID)]
            parts.append(self.r.choice(end))
            lat, ar = self.word(parts)
            if (len(lat) >= 4 and lat.casefold() not in self.refuse and ar not in self.refuse
                    and lat.casefold() not in doc.used and not re.search(r"(.)\1\1", lat)):
                doc.used.add(lat.casefold())
                return lat, ar
        raise RuntimeError("no fresh name")

    def person(self, doc, female=None, ben=None):
        female = self.r.random() < 0.45 if female is None else female
        f, fa = self.fresh(doc, END_F if female else END_M)
        l, la = self.fresh(doc, END_LAST)
        if ben or (ben is None and self.r.random() < 0.2):
            l, la = "Ben " + l, "بن " + la
        husband = None
        if female and self.r.random() < 0.35:
            husband = self.fresh(doc, END_LAST)
        return Person(f, l, fa, la, female, husband)


# ------------------------------------------------------------------ helpers used by templates
def signed_name(b, p, lat=True):
    """A person named with a title; the title stays outside the value."""
    if lat:
        t = ("Mme" if p.female else "M.") if b.chance(0.7) else ("Madame" if p.female else "Monsieur")
        return f"{t} " + b.P(p, b.pick(["Fl", "LF", "caps", "Lf"]))
    return ("السيدة " if p.female else "السيد ") + b.P(p, "ar")


def spouse(b, p, lat=True):
    """' ép. X' / ' veuve X' / ' حرم X' for married women, recorded as a separate person."""
    if not p.husband:
        return ""
    if lat:
        w = b.pick(["ép.", "épouse", "veuve", "Ep."])
        return f" {w} " + b.S("PERSON", p.husband[0].upper())
    return f" {b.pick(['حرم', 'أرملة'])} " + b.S("PERSON", p.husband[1])


def cin_phrase(b, lang=None):
    return f"{b.lab(CIN_LABELS, lang)} {b.cin()}"


def ident_ar(b, p):
    return (f"{signed_name(b, p, False)}{spouse(b, p, False)} المولود{'ة' if p.female else ''} في {b.S('DOB', b.dob('ar'))} "
            f"صاحب{'ة' if p.female else ''} {b.lab(CIN_LABELS, 'ar')} {b.cin()} القاطن{'ة' if p.female else ''} ب{b.S('ADDRESS', b.address('ar'))}")


def ident_fr(b, p):
    e = "e" if p.female else ""
    return (f"{signed_name(b, p)}{spouse(b, p)}, né{e} le {b.S('DOB', b.dob('fr'))}, {cin_phrase(b, 'fr')}, "
            f"demeurant {b.S('ADDRESS', b.address('fr'))}")


def phone_s(b, wrap=True):
    v = b.g.phone(b)
    return b.S("PHONE", b.wrap(v) if wrap else v)


def rib_s(b, wrap=True):
    v = b.ad(b.g.rib_fmt(b.g.rib(), b), 0.3)
    return b.S("RIB", b.wrap(v) if wrap else v)


def iban_s(b, wrap=True):
    v = b.g.iban(b)
    return b.S("IBAN", b.wrap(v) if wrap else v)


def email_of(b, p, company=None):
    f, l = p.first.lower(), p.last.lower().replace("ben ", "ben")
    dom = company or b.pick(["gmail.com", "yahoo.fr", "topnet.tn", "gnet.tn", "planet.tn", "hotmail.com"])
    return b.S("EMAIL", b.pick([f"{f}.{l}@{dom}", f"{f[0]}.{l}@{dom}", f"{l}{b.r.randint(1, 99)}@{dom}", f"{f}_{l}@{dom}"]))


# ------------------------------------------------------------------ document kinds
def k_notarial(b):
    s, a, n = b.person(), b.person(female=True), b.person()
    t, ta, cp = b.town()
    if b.lang == "ar":
        b.L("عقد بيع عقار", f"حرر بمكتب الأستاذ {b.P(n, 'ar')} عدل إشهاد بـ{ta} بتاريخ {b.D(b.date('ar'))}",
            "بين الممضين أسفله:", f"أولا: {ident_ar(b, s)}، {'بصفتها بائعة' if s.female else 'بصفته بائعا'}،", f"ثانيا: {ident_ar(b, a)}، بصفتها مشترية،",
            f"باع الطرف الأول العقار موضوع الرسم العقاري {b.D('عدد ' + str(b.r.randint(1000, 99999)) + '/' + ta)} "
            f"بثمن جملي قدره {b.D(b.amount('ar'))} وقع خلاصه بتحويل إلى الحساب البنكي عدد {rib_s(b)}.",
            f"وذلك طبقا لأحكام {b.D(b.law('ar'))} و{b.D('الفصل ' + str(b.r.randint(2, 400)))} من مجلة الحقوق العينية.",
            f"المعرف الجبائي للبائع: {b.S('TAX_ID', b.g.mf(b))}",
            f"إمضاء البائع: {b.S('PERSON', s.la)}          إمضاء المشترية: {b.S('PERSON', a.fa)} {b.S('PERSON', a.la)}")
        return
    b.L("ACTE DE VENTE IMMOBILIÈRE", "",
        f"Par-devant Me {b.P(n, 'Fl')}, notaire à {t}, soussigné, le {b.D(b.date('fr', False))},", "ONT COMPARU :",
        f"1) {ident_fr(b, s)}, ci-après « le vendeur » ;",
        f"2) {ident_fr(b, a)}, ci-après « l'acquéreur ».",
        f"Le vendeur vend l'immeuble objet du {b.D('titre foncier n° ' + str(b.r.randint(1000, 99999)))} {t}, "
        f"moyennant le prix de {b.D(b.amount('fr'))}, payé par virement au RIB {rib_s(b)} ouvert à la {b.pick(BANKS)[1]}.",
        f"Conformément à la {b.D(b.law('fr'))} et à l'{b.D('article ' + str(b.r.randint(2, 600)))} du Code des droits réels.",
        f"Matricule fiscal du vendeur : {b.S('TAX_ID', b.g.mf(b))}", "Dont acte, lu et approuvé.",
        f"Le vendeur : {b.P(s, b.pick(['L', 'l']))}     L'acquéreur : {b.P(a, 'caps')}     Le notaire : Me {b.P(n, 'L')}")


def k_payslip(b):
    p = b.person()
    co, mat = b.pick(COMPANIES), f"{b.r.randint(10, 9999):05d}"
    rows = [["Bulletin de paie", b.pick(MONTHS_FR) + " " + str(b.r.randint(2019, 2025))],
            ["Employeur", co], ["RC", b.D(b.rc())],
            ["Matricule interne", b.D(mat)], ["Nom et prénom", b.P(p, b.pick(["LF", "caps", "Fl"]))],
            ["CIN", b.cin() if b.chance(0.5) else b.S("CIN", b.g.cin())],
            [b.lab(CNSS_LABELS, "fr"), b.S("CNSS", b.cnss())],
            ["Salaire de base", b.D(b.amount("fr"))], ["Retenue CNSS", b.D(b.pct())],
            ["Net à payer", b.D(b.amount("fr"))],
            ["Virement RIB", rib_s(b, b.fmt == "csv")]]
    if b.chance(0.5):
        rows.insert(5, ["Date de naissance", b.S("DOB", b.dob("fr"))])
    if b.fmt == "csv":
        b.T([["rubrique", "valeur"]] + rows)
    else:
        b.L(f"# Bulletin de paie — {co}" if b.fmt == "md" else f"BULLETIN DE PAIE — {co}")
        b.T(rows)
        b.L("", f"Visa du service paie : {b.P(b.person(), 'Fl')}")


def k_onboarding(b):
    p, e = b.person(), b.person()
    en = b.lang == "en"
    co = b.pick(COMPANIES)
    t, _, cp = b.town()
    b.L("New employee onboarding form" if en else "Fiche d'accueil du nouveau collaborateur", f"{co} — BP {b.D(cp)} {t}")
    b.T([["Field", "Value"] if en else ["Rubrique", "Renseignement"],
         ["Name" if en else "Nom", b.P(p, b.pick(["Fl", "LF", "caps"]))],
         ["Date of birth" if en else "Date de naissance", b.S("DOB", b.dob())],
         ["ID" if en else "Identité", b.S("CIN", b.g.cin())],
         ["CNSS", b.S("CNSS", b.cnss())],
         ["Address" if en else "Adresse", b.S("ADDRESS", b.address("fr"))],
         ["Mobile", b.S("PHONE", b.g.phone(b))],
         ["E-mail", email_of(b, p)],
         ["Start date" if en else "Date d'entrée", b.D(b.date())],
         ["Gross salary" if en else "Salaire brut", b.D(b.amount())],
         ["Contract ref." if en else "Réf. contrat", b.D(b.ref("CDI-"))]])
    b.L("",
        (f"Salary will be paid to RIB {rib_s(b)}." if en else f"Le salaire sera viré sur le RIB {rib_s(b)}."),
        (f"Emergency contact: {b.P(e, 'fl')}, {phone_s(b)}." if en else
         f"Personne à prévenir : {b.P(e, 'fl')} au {phone_s(b)}."))
    if b.chance(0.6):
        b.L(f"Medical note: {b.S('HEALTH', b.health('en'))}." if en else
            f"Observation médicale : {b.S('HEALTH', b.health('fr'))}.")
    b.L(f"Welcome {b.P(p, 'f')}!" if en else f"Bienvenue à {b.P(p, 'f')} !")


def k_bank(b):
    p = b.person()
    if b.lang == "ar":
        b.L("طلب فتح حساب بنكي", f"الفرع: {b.pick(TOWNS)[1]} — تاريخ الطلب {b.D(b.date('ar'))}", f"الحريف: {ident_ar(b, p)}",
            f"الهاتف الجوال: {phone_s(b)}", f"المهنة: موظف — الدخل الشهري {b.D(b.amount('ar'))}",
            f"رقم الحساب المسند: {iban_s(b)}", f"البطاقة البنكية عدد {b.S('CARD', b.ad(b.g.card(b), 0.3))}",
            f"طبقا لمقتضيات {b.D(b.law('ar'))}", f"الإمضاء: {b.P(p, 'arL')}")
        return
    mixed = b.lang == "mixed"
    b.L("DEMANDE D'OUVERTURE DE COMPTE" + (" — طلب فتح حساب" if mixed else ""),
        f"Agence : {b.pick(TOWNS)[0]}   Date : {b.D(b.date('fr'))}",
        f"Titulaire : {signed_name(b, p)}{spouse(b, p)}",
        f"Né(e) le : {b.S('DOB', b.dob('fr'))}     {cin_phrase(b, 'fr')}",
        f"Adresse : {b.S('ADDRESS', b.address('ar' if mixed and b.chance(0.5) else 'fr'))}",
        f"Tél. : {phone_s(b)}     Courriel : {email_of(b, p)}",
        f"Dépôt initial : {b.D(b.amount('fr'))} — frais de tenue {b.D(b.pct())}",
        f"IBAN attribué : {iban_s(b)}",
        f"Carte Visa Electron n° {b.S('CARD', b.g.card(b))}")
    if mixed:
        b.L(f"الاسم واللقب: {b.P(p, 'ar')}", f"رقم الانخراط بالصندوق الوطني للضمان الاجتماعي {b.S('CNSS', b.cnss())}")
    b.L(f"Réf. dossier : {b.D(b.ref('OUV-'))}", f"Signature du client : {b.P(p, 'L')}")


def k_insurance(b):
    p, o = b.person(), b.person()
    en = b.lang == "en"
    pol, pl1, pl2 = b.ref("AUTO-"), b.S("PLATE", b.plate()), b.S("PLATE", b.plate())
    if en:
        b.L("MOTOR CLAIM NOTIFICATION", f"Policy no. {b.D(pol)} — claim filed on {b.D(b.date('en', False))}",
            f"Insured: {b.P(p, 'Fl')}, born {b.S('DOB', b.dob('en'))}, {cin_phrase(b, 'en')}",
            f"Address: {b.S('ADDRESS', b.address('fr'))} — phone {phone_s(b)}",
            f"Vehicle A (insured): registration {pl1}. Vehicle B: registration {pl2}, driven by {b.P(o, 'fl')}.",
            f"At about {b.D(b.hour())} vehicle B hit our rear bumper. Estimated damage {b.D(b.amount('en'))}.",
            f"The driver {b.P(p, 'l')} reports a {b.S('HEALTH', b.pick(['whiplash injury', 'fractured wrist', 'concussion']))}.",
            f"Deductible: {b.D(b.pct())}.")
        return
    b.L("DÉCLARATION DE SINISTRE AUTOMOBILE (constat amiable joint)",
        f"Contrat n° {b.D(pol)} — déclaré le {b.D(b.date('fr', False))}",
        f"Assuré : {ident_fr(b, p)}", f"Tél. : {phone_s(b)}",
        f"Véhicule A immatriculé {pl1} ; véhicule B immatriculé {pl2} conduit par {b.P(o, b.pick(['LF', 'Fl']))}.",
        f"Vers {b.D(b.hour())}, au feu de l'avenue {b.pick(STREETS)}, le véhicule B a percuté l'arrière du véhicule A.",
        f"Montant estimé des dégâts : {b.D(b.amount('fr'))}.",
        f"Blessure constatée chez M./Mme {b.P(p, 'L')} : {b.S('HEALTH', b.pick(['entorse cervicale', 'fracture de la clavicule', 'traumatisme crânien léger']))}.",
        f"Indemnité à virer sur le RIB {rib_s(b)}.")


def k_medical(b):
    d, p = b.person(), b.person()
    if b.lang == "ar":
        b.L("شهادة طبية في راحة مرض", f"أنا الممضي أسفله الدكتور {b.P(d, 'ar')}، أشهد أنني فحصت {ident_ar(b, p)}",
            f"وأن حالته الصحية ({b.S('HEALTH', b.health('ar'))}) تستوجب راحة لمدة {b.D(str(b.r.randint(3, 30)) + ' يوما')} "
            f"ابتداء من {b.D(b.date('ar'))}.", f"{b.lab(CNSS_LABELS, 'ar')} {b.S('CNSS', b.cnss())}",
            f"حرر بـ{b.pick(TOWNS)[1]} في {b.D(b.date('ar'))} على الساعة {b.D(b.hour())}", f"الإمضاء: د. {b.P(d, 'arL')}")
        return
    en = b.lang == "en"
    if en:
        b.L("MEDICAL CERTIFICATE — SICK LEAVE", f"I, the undersigned Dr {b.P(d, 'Fl')}, certify that I examined",
            f"{signed_name(b, p)}, born on {b.S('DOB', b.dob('en'))} ({b.S('CIN', b.g.cin())}),",
            f"who suffers from {b.S('HEALTH', b.health('en'))} and needs {b.D(str(b.r.randint(3, 30)) + ' days')} of rest.",
            f"{b.lab(CNSS_LABELS, 'en')} {b.S('CNSS', b.cnss())} — file {b.D(b.ref('MED-'))}",
            f"Done on {b.D(b.date('en', False))}. Dr {b.P(d, 'L')}")
        return
    b.L("CERTIFICAT MÉDICAL D'ARRÊT DE TRAVAIL",
        f"Je soussigné(e), Dr {b.P(d, b.pick(['Fl', 'LF']))}, certifie avoir examiné ce jour",
        f"{ident_fr(b, p)},", f"{b.lab(CNSS_LABELS, 'fr')} {b.S('CNSS', b.cnss())},",
        f"et que son état ({b.S('HEALTH', b.health('fr'))}) nécessite un repos de {b.D(str(b.r.randint(3, 30)) + ' jours')} "
        f"à compter du {b.D(b.date('fr'))}.", f"Traitement : {b.S('HEALTH', b.pick(['insuline rapide', 'antidépresseurs', 'kinésithérapie', 'anti-inflammatoires']))}.",
        f"Consultation à {b.D(b.hour())}. Cachet et signature : Dr {b.P(d, 'L')}")


def k_tenancy(b):
    l, t = b.person(), b.person()
    rent = b.amount("ar" if b.lang == "ar" else "fr")
    if b.lang in ("ar", "mixed"):
        b.L("عقد كراء محل معد للسكنى" + (" / CONTRAT DE LOCATION" if b.lang == "mixed" else ""),
            f"بين الممضين أسفله: {ident_ar(b, l)}، المعرف الجبائي {b.S('TAX_ID', b.g.mf(b))}، بصفته مكريا،",
            f"و{ident_ar(b, t)}، الهاتف {phone_s(b)}، بصفته مكتريا.",
            f"يكتري الطرف الثاني المحل الكائن بـ{b.S('ADDRESS', b.address('ar'))} بمعين كراء شهري قدره {b.D(rent)}",
            f"يدفع بتحويل إلى الحساب عدد {rib_s(b)}، مع ضمان قدره {b.D(b.amount('ar'))}.",
            f"طبقا لأحكام {b.D(b.law('ar'))} و{b.D('الفصل ' + str(b.r.randint(2, 40)))} من هذا العقد.")
        if b.lang == "mixed":
            b.L(f"Bailleur : {b.P(l, 'LF')} — Locataire : {b.P(t, 'Fl')} ({b.cin()})", f"Fait à Tunis le {b.D(b.date('fr'))}")
        b.L(f"إمضاء المكري: {b.P(l, 'arL')}    إمضاء المكتري: {b.P(t, 'arF')}")
        return
    b.L("CONTRAT DE LOCATION À USAGE D'HABITATION", f"Entre : {ident_fr(b, l)}, MF {b.S('TAX_ID', b.g.mf(b))}, le bailleur,",
        f"Et : {ident_fr(b, t)}, tél. {phone_s(b)}, le locataire.",
        f"Le bailleur loue le logement sis {b.S('ADDRESS', b.address('fr'))} pour un loyer mensuel de {b.D(rent)},",
        f"payable par virement au RIB {rib_s(b)}. Dépôt de garantie : {b.D(b.amount('fr'))}.",
        f"Révision annuelle de {b.D(b.pct())} conformément à la {b.D(b.law('fr'))}.",
        f"Le bailleur, {b.P(l, 'L')}                Le locataire, {b.P(t, 'l')}")


def k_police(b):
    p, w = b.person(), b.person()
    if b.lang == "ar":
        b.L(f"محضر سماع عدد {b.D(str(b.r.randint(100, 9999)) + '/' + str(b.r.randint(2018, 2025)))}",
            f"في يوم {b.D(b.date('ar'))} على الساعة {b.D(b.hour())} حضر لدينا {ident_ar(b, p)}، الهاتف {phone_s(b)}",
            f"وصرح بما يلي: كنت أقود سيارتي ذات الرقم المنجمي {b.S('PLATE', b.plate())} عندما اعترضني شخص يدعى {b.P(w, 'ar')}",
            f"واعتدى علي بالعنف مما تسبب لي في {b.S('HEALTH', b.pick(['كسر في الذراع', 'رضوض في الرأس', 'جرح في اليد']))}.",
            f"وقد أحلنا المحضر طبقا لـ{b.D('الفصل ' + str(b.r.randint(200, 320)))} من المجلة الجزائية.",
            f"إمضاء المصرح: {b.P(p, 'arL')}")
        return
    b.L(f"PROCÈS-VERBAL D'AUDITION n° {b.D(b.ref('PV-'))}",
        f"Le {b.D(b.date('fr', False))} à {b.D(b.hour())}, devant nous, officier de police judiciaire,",
        f"a comparu {ident_fr(b, p)}, joignable au {phone_s(b)},",
        f"qui déclare : « mon véhicule immatriculé {b.S('PLATE', b.plate())} a été heurté par {b.P(w, 'Fl')}, "
        f"qui a pris la fuite. Je souffre de {b.S('HEALTH', b.pick(['douleurs lombaires', 'une fracture du nez', 'une commotion cérébrale']))}. »",
        f"Faits prévus par l'{b.D('article ' + str(b.r.randint(200, 320)))} du Code pénal.",
        f"Lecture faite, {b.P(p, 'L')} persiste et signe.")


def k_chat(b):
    a, c = b.person(), b.person()
    na, nc = b.P(a, "flow"), b.P(c, "flow")
    h = sorted(f"{b.r.randint(8, 22):02d}:{b.r.randint(0, 59):02d}" for _ in range(8))
    day = b.D(b.date("fr"))
    lines = [f"[{day} {h[0]}] {na}: slm {nc} cv?",
             f"[{day} {h[1]}] {nc}: hmd w enti? " + ("ابعثلي الرقم متاعك" if b.lang != "en" else "send me ur number"),
             f"[{day} {h[2]}] {na}: " + ("hatha noumrou jdid " if b.lang != "en" else "new number ") + phone_s(b),
             f"[{day} {h[3]}] {nc}: w el rib mte3ek bch nab3thlek el flous " + b.D(b.amount("fr")),
             f"[{day} {h[4]}] {na}: {rib_s(b, True)}",
             f"[{day} {h[5]}] {na}: w nic # {b.cin()} ken t7eb" if b.chance(0.5) else
             f"[{day} {h[5]}] {na}: " + ("رقم بطاقة التعريف " + b.cin()),
             f"[{day} {h[6]}] {nc}: ok. 9olli l {b.P(a, 'llow')} yab3ath el facture {b.D(b.ref('FA-'))}",
             f"[{day} {h[7]}] {na}: " + ("ena fel clinique, 3andi " + b.S("HEALTH", b.health("fr")) if b.chance(0.5)
                                         else "rendez-vous " + b.D(b.hour()) + " 👍")]
    b.L(f"Discussion WhatsApp avec {nc}" if b.lang != "ar" else f"محادثة واتساب مع {b.P(c, 'arF')}", *lines)


def k_summons(b):
    p, lw = b.person(), b.person()
    case = b.D(f"{b.r.randint(1000, 99999)}/{b.r.randint(2018, 2025)}")
    if b.lang == "ar":
        b.L("استدعاء للحضور", f"المحكمة الابتدائية بـ{b.pick(TOWNS)[1]} — القضية عدد {case}",
            f"يستدعى {ident_ar(b, p)}", f"للحضور بجلسة يوم {b.D(b.date('ar'))} على الساعة {b.D(b.hour())}",
            f"بصفة مدعى عليه في قضية استخلاص مبلغ {b.D(b.amount('ar'))} طبقا لـ{b.D('الفصل ' + str(b.r.randint(10, 400)))}",
            f"نائب المدعي: الأستاذ {b.P(lw, 'ar')}، المحامي", f"العدل المنفذ: {b.P(b.person(), 'ar')}")
        return
    b.L("CITATION À COMPARAÎTRE", f"Tribunal de première instance de {b.pick(TOWNS)[0]} — affaire n° {case}",
        f"À la requête de Me {b.P(lw, 'Fl')}, avocat,", f"est cité(e) {ident_fr(b, p)},",
        f"à comparaître à l'audience du {b.D(b.date('fr'))} à {b.D(b.hour())}, en paiement de {b.D(b.amount('fr'))},",
        f"sur le fondement de l'{b.D('article ' + str(b.r.randint(10, 600)))} du COC.",
        f"L'huissier de justice : {b.P(b.person(), b.pick(['LF', 'caps']))}")


def k_loan(b):
    p = b.person()
    en = b.lang == "en"
    rows = [["Applicant" if en else "Demandeur", b.P(p, b.pick(["Fl", "LF"]))],
            ["Date of birth" if en else "Date de naissance", b.S("DOB", b.dob())],
            ["Passport" if en else "Passeport", b.S("PASSPORT", b.pick("ABCDEGJKLMNPRSZ") + b.g.digits(6))],
            ["ID", b.S("CIN", b.g.cin())],
            ["Tax ID (MF)" if en else "Matricule fiscal", b.S("TAX_ID", b.g.mf(b))],
            ["Amount requested" if en else "Montant demandé", b.D(b.amount())],
            ["Rate" if en else "Taux", b.D(b.pct())],
            ["Duration" if en else "Durée", b.D(f"{b.pick([24, 36, 48, 60, 84])} " + ("months" if en else "mois"))]]
    b.L("# Loan application" if en and b.fmt == "md" else ("LOAN APPLICATION" if en else "DEMANDE DE CRÉDIT"))
    b.T(rows)
    b.L("", (f"Repayments will be debited from {iban_s(b)}; card on file {b.S('CARD', b.wrap(b.g.card(b), 0.3))}." if en else
             f"Les échéances seront prélevées sur l'IBAN {iban_s(b)} ; carte {b.S('CARD', b.wrap(b.g.card(b), 0.3))}."),
        (f"Contact: {phone_s(b)} / {email_of(b, p)} — home address {b.S('ADDRESS', b.address('fr'))}" if en else
         f"Contact : {phone_s(b)} / {email_of(b, p)} — domicile {b.S('ADDRESS', b.address('fr'))}"),
        (f"Signed: {b.P(p, 'caps')}" if en else f"Signature : {b.P(p, 'caps')}"))


def k_school(b):
    c, f = b.person(), b.person(female=False)
    c.last, c.la = f.last, f.la
    if b.lang in ("ar", "mixed"):
        y = b.r.randint(2019, 2025)
        b.L("استمارة ترسيم تلميذ", f"السنة الدراسية {b.D(f'{y}/{y + 1}')}")
        b.T([["اسم التلميذ ولقبه", b.P(c, "ar")], ["تاريخ الولادة", b.S("DOB", b.dob("ar", True))],
             ["اسم الولي", b.P(f, "ar")], ["بطاقة تعريف الولي", b.S("CIN", b.ad(b.g.cin()))],
             ["الهاتف", b.S("PHONE", b.g.phone(b))], ["العنوان", b.S("ADDRESS", b.address("ar"))],
             ["الحالة الصحية", b.S("HEALTH", b.health("ar"))], ["معلوم الترسيم", b.D(b.amount("ar"))]])
        t, ta, cp = b.town()
        b.L(f"المدرسة الابتدائية {b.pick(STREETS_AR)} — {ta} {b.D(cp)}")
        if b.lang == "mixed":
            b.L(f"Élève : {b.P(c, 'LF')} — classe {b.D(str(b.r.randint(1, 6)) + 'ème année B')}",
                f"Tuteur : M. {b.P(f, 'L')}, {phone_s(b)}")
        b.L(f"إمضاء الولي: {b.P(f, 'arF')} {b.P(f, 'arL')}")
        return
    y = b.r.randint(2019, 2025)
    b.L("FICHE D'INSCRIPTION SCOLAIRE", f"Année scolaire {b.D(f'{y}-{y + 1}')}")
    b.T([["Nom de l'élève", b.P(c, "LF")], ["Né(e) le", b.S("DOB", b.dob("fr", True))], ["Classe", b.D("CM" + str(b.r.randint(1, 2)))],
         ["Père / tuteur", b.P(f, "Fl")], ["Pièce d'identité du père", b.S("CIN", b.g.cin())],
         ["Téléphone", b.S("PHONE", b.g.phone(b))], ["Adresse", b.S("ADDRESS", b.address("fr"))],
         ["Allergies / maladies", b.S("HEALTH", b.health("fr"))], ["Frais", b.D(b.amount("fr"))]])
    b.L("", f"Signature du parent : {b.P(f, 'l')}")


def k_customs(b):
    p = b.person()
    en = b.lang == "en"
    hs = b.D(f"{b.r.randint(1000, 9999)}.{b.r.randint(10, 99)}")
    q = b.D(f"{b.r.randint(2, 40)} " + ("cartons" if not en else "boxes"))
    decl = b.D(b.ref("DAU-"))
    rows = [["Traveller" if en else "Voyageur", b.P(p, "caps")],
            ["Passport" if en else "Passeport", b.S("PASSPORT", b.pick("ABCDEGJKLMNPRSZ") + b.g.digits(6))],
            ["Born" if en else "Né(e) le", b.S("DOB", b.dob())],
            ["Vehicle" if en else "Véhicule", b.S("PLATE", b.plate())],
            ["Address in Tunisia" if en else "Adresse en Tunisie", b.S("ADDRESS", b.address("fr"))],
            ["HS code" if en else "Position tarifaire", hs], ["Quantity" if en else "Quantité", q],
            ["Declared value" if en else "Valeur déclarée", b.D(b.amount())]]
    if b.fmt == "csv":
        b.T([["field", "value"]] + rows + [["declaration", decl], ["cin", b.S("CIN", b.g.cin())],
                                           ["phone", phone_s(b)]])
        return
    b.L("CUSTOMS DECLARATION — RESIDENT ABROAD" if en else "DÉCLARATION EN DOUANE — TRE", f"Déclaration {decl}")
    b.T(rows)
    b.L("", f"{cin_phrase(b)} — {phone_s(b)}", f"{'Declarant' if en else 'Le déclarant'} : {b.P(p, 'Lf')}")


def k_callcentre(b):
    a, c = b.person(), b.person()
    tk = b.D(b.ref("TCK-"))
    en = b.lang == "en"
    ph = b.g.phone(b)
    ph_spoken = b.S("PHONE", b.wrap(ph, 0.6))
    if en:
        b.L(f"Call transcript — ticket {tk} — {b.D(b.hour())}", f"AGENT ({b.P(a, 'f')}): Thank you for calling, how can I help?",
            f"CUSTOMER: Hi, my name is {b.P(c, 'fl')}, my card {b.S('CARD', b.g.card(b))} was blocked.",
            f"AGENT: Could you confirm your date of birth? CUSTOMER: {b.S('DOB', b.dob('en'))}.",
            f"AGENT: And your national ID? CUSTOMER: it's {b.S('CIN', b.g.cin())}.",
            f"AGENT: Which number can we call you back on? CUSTOMER: {ph_spoken}",
            f"AGENT: Noted, Mr/Ms {b.P(c, 'l')}. A fee of {b.D(b.amount('en'))} applies. Anything else?")
        return
    b.L(f"Transcription d'appel — ticket {tk} — début {b.D(b.hour())}",
        f"CONSEILLER ({b.P(a, 'f')}) : {b.pick(['Bonjour', 'Aslema'])}, service clients, je vous écoute.",
        f"CLIENT : Oui bonjour, {b.P(c, b.pick(['fl', 'low', 'Fl']))} à l'appareil, " +
        ("nheb nbaddel l'adresse" if b.lang == "mixed" else "je souhaite changer mon adresse") + ".",
        f"CONSEILLER : Votre numéro personnel s'il vous plaît ? CLIENT : {b.S('CIN', b.ad(b.g.cin()))} euh oui c'est ça.",
        f"CLIENT : la nouvelle adresse c'est {b.S('ADDRESS', b.address('fr'))}.",
        f"CONSEILLER : Un numéro de rappel ? CLIENT : {ph_spoken}",
        f"CONSEILLER : Merci M./Mme {b.P(c, 'L')}, votre dossier {b.D(b.ref('DOS-'))} est mis à jour, délai {b.D(str(b.r.randint(2, 15)) + ' jours')}.")


def k_roster(b):
    en = b.lang == "en"
    head = (["Name", "ID", "CNSS", "Birth date", "Phone", "RIB", "Staff no.", "Hired"] if en else
            ["Nom", "CIN", "N° CNSS", "Date naiss.", "Tél", "RIB", "Matricule", "Embauche"])
    rows = [head]
    for i in range(b.r.randint(3, 5)):
        p = b.person()
        rows.append([b.P(p, b.pick(["LF", "Fl", "caps"])), b.S("CIN", b.g.cin()), b.S("CNSS", b.cnss()),
                     b.S("DOB", b.dob()), phone_s(b, b.fmt == "csv"), rib_s(b, b.fmt == "csv" and i == 0),
                     b.D(f"{b.r.randint(100, 9999):04d}") if i < 2 else f"{b.r.randint(100, 9999):04d}",
                     b.D(b.date()) if i < 2 else b.date()])
    if b.fmt != "csv":
        b.L(("Staff register — " if en else "Registre du personnel — ") + b.pick(COMPANIES))
    b.T(rows)
    if b.fmt != "csv":
        b.L("", f"Masse salariale : {b.D(b.amount('fr'))}")


def k_email(b):
    s, r, x = b.person(), b.person(), b.person()
    co = b.pick(COMPANIES)
    word = [w for w in co.split() if w not in ("Société", "Tunisienne", "de")][0]
    dom = re.sub(r"[^a-z]", "", unicodedata.normalize("NFKD", word.lower())) + ".com.tn"
    en = b.lang == "en"
    b.L(f"**From:** {b.P(s, 'Fl')} <{email_of(b, s, dom)}>", f"**To:** {b.P(r, 'fl')} <{email_of(b, r)}>",
        f"**Subject:** {'Invoice' if en else 'Facture'} {b.D(b.ref('FA-'))}", "")
    if en:
        b.L(f"Dear {b.P(r, 'f')},", f"Please find our invoice of {b.D(b.amount('en'))} (VAT {b.D(b.pct())}).",
            f"Kindly transfer to IBAN {iban_s(b)} — our tax ID is {b.S('TAX_ID', b.g.mf(b))}.",
            f"For delivery, call {b.P(x, 'Fl')} on {phone_s(b)} (ID {b.S('CIN', b.g.cin())}).",
            "", "Best regards,", b.P(s, "f"), co, f"RC {b.D(b.rc())}")
        t, _, cp = b.town()
        b.L(f"P.O. Box {b.D(cp)} {t}")
    else:
        b.L(f"Bonjour {b.P(r, 'f')},", f"Veuillez trouver notre facture de {b.D(b.amount('fr'))} (TVA {b.D(b.pct())}).",
            f"Merci de virer sur l'IBAN {iban_s(b)} — matricule fiscal {b.S('TAX_ID', b.g.mf(b))}.",
            f"Pour la livraison, contactez {b.P(x, 'LF')} ({b.S('CIN', b.g.cin())}) au {phone_s(b)}.",
            "", "Cordialement,", f"{b.P(s, 'f')} {b.P(s, 'L')}", co, f"RC {b.D(b.rc())}")
    b.L("", f"> Le {b.D(b.date('fr'))}, {b.P(r, 'l')} a écrit : merci de m'envoyer la facture.")


KINDS = [  # kind, template, languages, formats
    ("notarial_act", k_notarial, ["fr", "ar", "ar"], ["docx", "txt"]),
    ("payslip", k_payslip, ["fr"], ["csv", "txt", "md"]),
    ("hr_onboarding", k_onboarding, ["fr", "en"], ["docx", "md"]),
    ("bank_account_opening", k_bank, ["fr", "ar", "mixed", "mixed"], ["docx", "txt"]),
    ("insurance_claim", k_insurance, ["fr", "en"], ["txt", "docx"]),
    ("medical_leave", k_medical, ["fr", "ar", "ar", "en"], ["txt", "docx"]),
    ("tenancy", k_tenancy, ["ar", "fr", "mixed", "mixed"], ["docx", "txt"]),
    ("police_statement", k_police, ["ar", "fr"], ["txt", "docx"]),
    ("whatsapp_chat", k_chat, ["mixed", "mixed", "fr", "en"], ["txt"]),
    ("court_summons", k_summons, ["fr", "ar", "ar"], ["docx", "txt"]),
    ("loan_application", k_loan, ["en", "fr"], ["md", "docx"]),
    ("school_enrolment", k_school, ["ar", "fr", "mixed", "mixed"], ["docx", "md"]),
    ("customs_form", k_customs, ["fr", "en"], ["csv", "txt", "csv"]),
    ("callcentre_transcript", k_callcentre, ["fr", "en", "mixed"], ["txt"]),
    ("hr_roster", k_roster, ["fr", "en"], ["csv", "md", "csv"]),
    ("email_thread", k_email, ["en", "fr"], ["md"]),
]


# ------------------------------------------------------------------ rendering
def render_text(b):
    out = []
    for blk in b.blocks:
        if blk[0] in ("p", "ins"):
            out.append(blk[1])
        elif b.fmt == "md":
            rows = blk[1]
            out.append("| " + " | ".join(rows[0]) + " |")
            out.append("|" + "|".join("---" for _ in rows[0]) + "|")
            out.extend("| " + " | ".join(r) + " |" for r in rows[1:])
        else:
            w = [max(len(r[i]) for r in blk[1] if i < len(r)) for i in range(len(blk[1][0]))]
            out.extend("  ".join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip() for r in blk[1])
    return "\n".join(out) + "\n"


def render_csv(b):
    s = io.StringIO()
    w = csv.writer(s, lineterminator="\n")
    for blk in b.blocks:
        if blk[0] == "t":
            w.writerows(blk[1])
        else:
            w.writerow([blk[1]])
    return s.getvalue()


W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _run(t):
    return f'<w:r><w:t xml:space="preserve">{escape(t)}</w:t></w:r>'


def _paras(text, pre="", post=""):
    return "".join(f"<w:p>{pre if i == 0 else ''}{_run(x)}{post if i == len(text.split(chr(10))) - 1 else ''}</w:p>"
                   for i, x in enumerate(text.split("\n")))


def docx_bytes(b, meta):
    r, body, cid = b.r, [], 0
    comment_xml = []
    for blk in b.blocks:
        if blk[0] == "t":
            body.append("<w:tbl>" + "".join("<w:tr>" + "".join(f"<w:tc>{_paras(c)}</w:tc>" for c in row) + "</w:tr>"
                                            for row in blk[1]) + "</w:tbl>")
        elif blk[0] == "ins":
            body.append(f'<w:p><w:del w:id="{800 + len(body)}" w:author="{escape(blk[2])}" w:date="2024-03-04T10:00:00Z">'
                        '<w:r><w:delText xml:space="preserve">Projet — </w:delText></w:r></w:del>'
                        f'<w:ins w:id="{900 + len(body)}" w:author="{escape(blk[2])}" w:date="2024-03-04T10:00:00Z">'
                        f"{_run(blk[1])}</w:ins></w:p>")
        elif b.comments and cid < len(b.comments) and blk[1] and r.random() < 0.3:
            a, txt = b.comments[cid]
            body.append(_paras(blk[1], f'<w:commentRangeStart w:id="{cid}"/>',
                               f'<w:commentRangeEnd w:id="{cid}"/><w:r><w:commentReference w:id="{cid}"/></w:r>'))
            comment_xml.append(f'<w:comment w:id="{cid}" w:author="{escape(a)}" w:date="2024-03-04T09:00:00Z">'
                               f"<w:p>{_run(txt)}</w:p></w:comment>")
            cid += 1
        else:
            body.append(_paras(blk[1]))
    # drop comments that were never anchored from the metadata
    meta[:] = [m for m in meta if m["where"] != "comments.author" or
               any(m["value"] == b.comments[i][0] for i in range(cid))]
    doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document {W_NS}><w:body>'
           + "".join(body) + "<w:sectPr/></w:body></w:document>")
    creator = next((m["value"] for m in meta if m["where"] == "core.creator"), "Utilisateur Windows")
    lastmod = next((m["value"] for m in meta if m["where"] == "core.lastModifiedBy"), creator)
    core = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties '
            'xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            f"<dc:title>{escape(b.kind)}</dc:title><dc:creator>{escape(creator)}</dc:creator>"
            f"<cp:lastModifiedBy>{escape(lastmod)}</cp:lastModifiedBy>"
            '<dcterms:created xsi:type="dcterms:W3CDTF">2024-03-01T08:00:00Z</dcterms:created>'
            "</cp:coreProperties>")
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.'
          'wordprocessingml.document.main+xml"/>'
          '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.'
          'core-properties+xml"/>'
          + ('<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.'
             'wordprocessingml.comments+xml"/>' if comment_xml else "") + "</Types>")
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
            'officeDocument" Target="word/document.xml"/>'
            '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/'
            'core-properties" Target="docProps/core.xml"/></Relationships>')
    parts = [("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc), ("docProps/core.xml", core)]
    if comment_xml:
        parts.append(("word/_rels/document.xml.rels",
                      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
                      'relationships/comments" Target="comments.xml"/></Relationships>'))
        parts.append(("word/comments.xml", f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments {W_NS}>'
                      + "".join(comment_xml) + "</w:comments>"))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in parts:
            zi = zipfile.ZipInfo(name, date_time=(2024, 3, 1, 8, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue()


def docx_text(data):
    """Text of word/document.xml: w:t contents, one line per paragraph (w:delText excluded)."""
    from xml.sax.saxutils import unescape
    xml = zipfile.ZipFile(io.BytesIO(data)).read("word/document.xml").decode("utf-8")
    paras = re.findall(r"<w:p(?: [^>]*)?>.*?</w:p>|<w:p/>", xml, re.S)
    return "\n".join("".join(unescape(t) for t in re.findall(r"<w:t(?: [^>]*)?>(.*?)</w:t>", p, re.S)) for p in paras)


def add_docx_meta(b):
    """Persons that live only in docx metadata (core props, comments, tracked changes)."""
    meta = []
    clerk = b.person()
    if b.chance(0.7):
        meta.append({"where": "core.creator", "value": clerk.name("Fl")})
        meta.append({"where": "core.lastModifiedBy", "value": b.person().name(b.pick(["fl", "Fl"]))})
    if b.chance(0.55):
        a = b.person().name("fl")
        b.comments = [(a, b.pick(["Merci de vérifier ce point.", "À compléter par le service juridique.",
                                  "Please double-check.", "راجع هذه الفقرة"]))] * 3
        meta.append({"where": "comments.author", "value": a})
    if b.chance(0.5):
        a = b.person().name("Fl")
        b.INS({"ar": "قرئ وصودق عليه.", "en": "This version supersedes the previous one."}.get(
            b.lang, b.pick(["Lu et approuvé.", "Le présent document annule et remplace la version précédente."])), a)
        meta.append({"where": "ins.author", "value": a})
    return meta


def generate(out, seed=4242, count=48, repo=DEFAULT_REPO):
    os.makedirs(out, exist_ok=True)
    g = Gen(seed, load_refuse(repo))
    manifest, metadata = [], []
    for i in range(count):
        kind, fn, langs, fmts = KINDS[i % len(KINDS)]
        lang, fmt = g.r.choice(langs), fmts[(i // len(KINDS) + g.r.randint(0, 1)) % len(fmts)]
        b = Doc(g, kind, lang, fmt)
        fn(b)
        meta = add_docx_meta(b) if fmt == "docx" else []
        fname = f"{i + 1:03d}_{kind}_{lang}.{fmt}"
        if fmt == "docx":
            data = docx_bytes(b, meta)
            text = docx_text(data)
            metadata.append({"file": fname, "metadata": meta})
        else:
            text = render_csv(b) if fmt == "csv" else render_text(b)
            data = text.encode("utf-8")
        for v in [s["value"] for s in b.sens] + b.dec:
            if v not in text:
                raise AssertionError(f"{fname}: {v!r} not verbatim in text")
        if not 3 <= len(b.dec) <= 8:
            raise AssertionError(f"{fname}: {len(b.dec)} decoys")
        with open(os.path.join(out, fname), "wb") as f:
            f.write(data)
        manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                         "sensitive": b.sens, "decoys": b.dec})
    for name, obj in (("manifest.json", manifest), ("metadata.json", metadata)):
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            json.dump(obj, f, ensure_ascii=False, indent=1)
            f.write("\n")
    return manifest, metadata


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="target/generalisation-wild")
    ap.add_argument("--seed", type=int, default=4242)
    ap.add_argument("--count", type=int, default=48)
    ap.add_argument("--repo", default=DEFAULT_REPO, help="Caviard checkout (for the refuse lists)")
    a = ap.parse_args()
    m, _ = generate(a.out, a.seed, a.count, a.repo)
    print(f"wrote {len(m)} documents, {sum(len(d['sensitive']) for d in m)} sensitive values, "
          f"{sum(len(d['decoys']) for d in m)} decoys to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
