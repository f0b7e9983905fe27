#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Nineteenth held-out generator: 16 new document kinds x 3 variants (48 documents).

    python3 tests/generalisation/gen_nineteenth.py --seed N --out DIR

Python standard library only.  Writes the documents (txt, md, csv, docx) and a
manifest.json in the schema of ../shared/eval/score.py.  Deterministic for a seed.

Every sensitive value is registered through a marker while the document is built,
so only values that really end up in the text are listed; the generator checks at
the end that every value and decoy occurs verbatim in the extracted text, that
decoys neither overlap nor contain a value, and that invented name parts occur
only inside listed values.  Names are built from syllables and rejected when they
collide with a word of this file, with the product's name lists or with the
corpus PERSON values (those files are read only to exclude collisions).
"""
import argparse
import csv
import glob
import io
import json
import os
import random
import re
import unicodedata
import zipfile
from xml.sax.saxutils import escape as xml_escape

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
NAMES_DIR = os.path.join(REPO, "crates", "caviard", "data", "names")
CORPUS_MANIFEST = os.path.normpath(os.path.join(REPO, "..", "shared", "corpus", "manifest.json"))

# ---------------------------------------------------------------- text helpers
AR_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
TO_AR = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


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


def grp(n, sep=" "):
    s = str(n)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


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


def rib_key(first18):
    return 97 - (int(first18) * 100) % 97


def rib_ok(d):
    return len(d) == 20 and int(d[18:]) == rib_key(d[:18])


PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
ASHHUR = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
          "ديسمبر"]

# ---------------------------------------------------------------- invented names
CONS = [("b", "ب"), ("d", "د"), ("f", "ف"), ("g", "ق"), ("h", "ح"), ("j", "ج"), ("k", "ك"), ("kh", "خ"),
        ("l", "ل"), ("m", "م"), ("n", "ن"), ("r", "ر"), ("s", "س"), ("ch", "ش"), ("t", "ت"), ("z", "ز"),
        ("gh", "غ"), ("dh", "ض"), ("w", "و"), ("y", "ي")]
VOW = [("a", "ا"), ("ou", "و"), ("i", "ي"), ("e", "")]
CODA = [("l", "ل"), ("n", "ن"), ("r", "ر"), ("m", "م"), ("s", "س"), ("z", "ز"), ("f", "ف"), ("b", "ب"),
        ("k", "ك"), ("d", "د")]


def _load_forbidden():
    bad = set()
    with open(os.path.abspath(__file__), encoding="utf-8") as fh:
        bad.update(tokens(fh.read()))
    for path in sorted(glob.glob(os.path.join(NAMES_DIR, "*.txt"))):
        with open(path, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                bad.update(tokens(line))
    if os.path.isfile(CORPUS_MANIFEST):
        with open(CORPUS_MANIFEST, encoding="utf-8") as fh:
            for d in json.load(fh):
                for s in d.get("sensitive", []):
                    if s.get("type") == "PERSON":
                        bad.update(tokens(s["value"]))
    return bad


class NameGen:
    def __init__(self):
        self.bad = _load_forbidden()
        self.used = set()

    def _ok(self, lat, ar):
        ks = [fold(lat), fold(ar)]
        for k in ks:
            if len(k) < 4 or k in self.bad or k in self.used or k[::-1] in self.bad:
                return False
            if k.startswith("ال") and k[2:] in self.bad:
                return False
        return True

    def _syl(self, r, first=False):
        c = r.choice(CONS if not first else CONS[:18])
        v = r.choice(VOW if not first else VOW[:3])
        return c[0] + v[0], c[1] + v[1]

    def _take(self, r, build):
        for _ in range(400):
            lat, ar = build()
            if self._ok(lat, ar):
                self.used.update((fold(lat), fold(ar)))
                return lat[0].upper() + lat[1:], ar
        raise RuntimeError("no free name")

    def given(self, r, sex):
        def build():
            a, b = self._syl(r, True), self._syl(r)
            if sex == "F":
                c = r.choice(CODA)
                end = r.choice([("a", "ة"), ("ia", "ية"), ("ouna", "ونة")])
                return a[0] + b[0] + c[0] + end[0], a[1] + b[1] + c[1] + end[1]
            c = r.choice(CODA)
            return a[0] + b[0] + c[0], a[1] + b[1] + c[1]
        return self._take(r, build)

    def family(self, r):
        def build():
            a = self._syl(r, True)
            c1 = r.choice(CODA)
            b = self._syl(r)
            c2 = r.choice(CODA)
            end = r.choice([("i", "ي"), ("", ""), ("i", "ي"), ("aoui", "اوي"), ("", "")])
            return (a[0] + c1[0] + b[0] + c2[0] + end[0], a[1] + c1[1] + b[1] + c2[1] + end[1])
        return self._take(r, build)


# ---------------------------------------------------------------- people
LOCALITIES = [
    ("Cité Ennasr 2", "حي النصر 2", "2037", "Ariana", "أريانة"),
    ("El Menzah 6", "المنزه السادس", "2091", "Ariana", "أريانة"),
    ("Cité El Ghazela", "حي الغزالة", "2083", "Ariana", "أريانة"),
    ("La Soukra", "سكرة", "2036", "Ariana", "أريانة"),
    ("Khaznadar", "خزندار", "2017", "Le Bardo", "باردو"),
    ("Lafayette", "لافايات", "1002", "Tunis", "تونس"),
    ("Cité Ettahrir", "حي التحرير", "2042", "Tunis", "تونس"),
    ("Le Kram Ouest", "الكرم الغربي", "2015", "Le Kram", "الكرم"),
    ("El Mourouj 3", "المروج 3", "2074", "Ben Arous", "بن عروس"),
    ("Hammam Chott", "حمام الشط", "2050", "Ben Arous", "بن عروس"),
    ("Radès Méliane", "رادس مليان", "2098", "Ben Arous", "بن عروس"),
    ("Sahloul", "سهلول", "4054", "Sousse", "سوسة"),
    ("Khezama Est", "خزامة الشرقية", "4051", "Sousse", "سوسة"),
    ("Sakiet Ezzit", "ساقية الزيت", "3021", "Sfax", "صفاقس"),
    ("Skanès", "سقانص", "5060", "Monastir", "المنستير"),
    ("Cité Ezzouhour", "حي الزهور", "3100", "Kairouan", "القيروان"),
    ("Zarzouna", "زرزونة", "7021", "Bizerte", "بنزرت"),
    ("Menzel Jemil", "منزل جميل", "7080", "Bizerte", "بنزرت"),
    ("Chenini Nahal", "شنني النحال", "6041", "Gabès", "قابس"),
    ("Houmt Souk", "حومة السوق", "4180", "Djerba", "جربة"),
    ("Cité Ennour", "حي النور", "2100", "Gafsa", "قفصة"),
    ("Mrezga", "المرازقة", "8050", "Hammamet", "الحمامات"),
]
STREETS = [("rue des Jasmins", "نهج الياسمين"), ("rue de l'Artisanat", "نهج الصناعات التقليدية"),
           ("rue du Lac Toba", "نهج بحيرة توبا"), ("avenue de la République", "شارع الجمهورية"),
           ("rue de Palestine", "نهج فلسطين"), ("impasse des Orangers", "زنقة البرتقال"),
           ("rue d'Algérie", "نهج الجزائر"), ("rue des Oliviers", "نهج الزياتين"),
           ("avenue de l'Indépendance", "شارع الاستقلال"), ("rue du Nil", "نهج النيل"),
           ("rue des Tanneurs", "نهج الدباغين"), ("rue de Marseille", "نهج مرسيليا"),
           ("avenue de Carthage", "شارع قرطاج"), ("rue de la Kasbah", "نهج القصبة"),
           ("rue des Roses", "نهج الورد"), ("route de Gremda", "طريق قرمدة"),
           ("route de l'Aéroport", "طريق المطار"), ("rue de Russie", "نهج روسيا"),
           ("rue du Golfe", "نهج الخليج"), ("rue des Orfèvres", "نهج الصاغة")]
RESID = [("Résidence Les Jardins", "إقامة الحدائق"), ("Résidence El Yasmine", "إقامة الياسمين"),
         ("Résidence Ennakhil", "إقامة النخيل"), ("Résidence Les Pins", "إقامة الصنوبر")]
BANKS = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "25"]
MAIL_DOMAINS = ["gmail.com", "yahoo.fr", "topnet.tn", "planet.tn", "gnet.tn", "hotmail.com", "outlook.fr",
                "laposte.net", "yahoo.com"]
PASS_LET = "ABCDEFGHJKLMNPRSTVWXYZ"
TAX_LET = "ABCDEFGHJKLMNPQRSTVWXYZ"


def rdig(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


class Person:
    def __init__(self, ng, r, sex=None, born=(1952, 2003)):
        self.sex = sex or r.choice("MF")
        self.fl, self.fa = ng.given(r, self.sex)
        self.ll, self.la = ng.family(r)
        self.pl, self.pa = ng.given(r, "M")
        self.dob = (r.randint(*born), r.randint(1, 12), r.randint(1, 28))
        self.cin = r.choice("01") + rdig(r, 7)
        self.tels = [self._tel(r), self._tel(r)]
        loc = r.choice(LOCALITIES)
        st = r.choice(STREETS)
        self.addr = dict(num=r.randint(2, 148), st=st, loc=loc,
                         res=r.choice(RESID) if r.random() < 0.3 else None,
                         bloc=r.choice("ABCDE"), app=r.randint(1, 40))
        self.passport = r.choice(PASS_LET) + rdig(r, r.choice([6, 6, 7]))
        self.cnss = rdig(r, 8) + rdig(r, 2)
        f18 = r.choice(BANKS) + rdig(r, 3) + rdig(r, 13)
        self.rib = f18 + "%02d" % rib_key(f18)
        body = r.choice(["4", "4", "51", "53", "55"])
        body += rdig(r, 15 - len(body))
        self.card = body + luhn_digit(body)
        self.plate = (r.randint(101, 259), r.randint(1000, 9999))
        self.tax = (rdig(r, 7), r.choice(TAX_LET), r.choice("APBDN"), r.choice("MCPNE"), "%03d" % r.choice([0, 0, 1, 2]))
        self._mail = (r.randrange(5), r.randint(1, 99), r.choice(MAIL_DOMAINS))

    @property
    def mail(self):
        k, n, dom = self._mail
        f, l = fold(self.fl), fold(self.ll)
        return [f"{f}.{l}", f"{f[0]}{l}", f"{l}.{f}{self.dob[0] % 100:02d}", f"{f}_{l[:4]}", f"{f}{l}{n}"][k] + "@" + dom

    @staticmethod
    def _tel(r):
        first = r.choice("2222555999944773")
        d = first + rdig(r, 7)
        if first == "7":
            d = "7" + r.choice("12345") + rdig(r, 6)
        return d

    def age(self, year=2025):
        return year - self.dob[0]


# ---------------------------------------------------------------- the document builder
class Doc:
    def __init__(self, r, ng, lang, fmt, kind):
        self.r, self.ng, self.lang, self.fmt, self.kind = r, ng, lang, fmt, kind
        self.vals, self.decs, self.blocks = [], [], []
        self.c = None

    # ---- registration
    def v(self, typ, value):
        self.vals.append((typ, value))
        return "\ue000%d\ue001" % (len(self.vals) - 1)

    def dz(self, value):
        self.decs.append(value)
        return "\ue002%d\ue003" % (len(self.decs) - 1)

    def cur(self):
        if self.c:
            return self.c
        if self.lang != "mixed":
            return self.lang
        return self.r.choice(["fr", "ar"])

    def arabic(self, ctx):
        return ctx == "ar"

    def ad(self, s, ctx, p=0.3):
        """Arabic-Indic digits sometimes in Arabic context."""
        return s.translate(TO_AR) if ctx == "ar" and self.r.random() < p else s

    # ---- blocks
    def L(self, fr, en, ar):
        pick = lambda x: self.r.choice(x) if isinstance(x, list) else x
        if self.lang == "fr":
            return pick(fr)
        if self.lang == "en":
            return pick(en)
        if self.lang == "ar":
            return pick(ar)
        return pick(fr) + " / " + pick(ar) if self.r.random() < 0.7 else pick(ar) + " / " + pick(fr)

    def H(self, fr, en, ar, level=1):
        self.blocks.append(("h", level, self.L(fr, en, ar)))

    def kv(self, label, value):
        self.blocks.append(("kv", label, value))

    def P(self, text):
        self.blocks.append(("p", text))

    def S(self, fr=None, en=None, ar=None, both=None):
        """prose: one paragraph per language of the document (mixed: French and/or Arabic)."""
        if self.lang == "mixed":
            which = both or self.r.choice(["fa", "fa", "f", "a"])
            todo = [x for x in (("fr", fr) if "f" in which else None, ("ar", ar) if "a" in which else None) if x]
        else:
            todo = [(self.lang, {"fr": fr, "en": en, "ar": ar}[self.lang])]
        state = self.r.getstate()
        for c, fn in todo:
            self.r.setstate(state)
            self.c = c
            self.blocks.append(("p", fn()))
            self.c = None

    def T(self, headers, rows):
        self.blocks.append(("table", headers, rows))

    def in_ctx(self, c, fn):
        old = self.c
        self.c = c
        try:
            return fn()
        finally:
            self.c = old

    # ---- values
    def title(self, p, ctx=None):
        c = ctx or self.cur()
        if c == "ar":
            return "السيد" if p.sex == "M" else "السيدة"
        if c == "en":
            return "Mr" if p.sex == "M" else "Ms"
        return "M." if p.sex == "M" else "Mme"

    def name(self, p, style=None, ctx=None):
        c = ctx or self.cur()
        r = self.r
        if c == "ar":
            bn = "بن" if p.sex == "M" else "بنت"
            st = style or r.choice(["fl", "ben", "ben", "lf"])
            s = {"fl": f"{p.fa} {p.la}", "ben": f"{p.fa} {bn} {p.pa} {p.la}", "lf": f"{p.la} {p.fa}",
                 "caps": f"{p.fa} {p.la}", "Fl": f"{p.fa} {p.la}", "LF": f"{p.la} {p.fa}"}.get(st, f"{p.fa} {p.la}")
            return self.v("PERSON", s)
        bn = "ben" if p.sex == "M" else "bent"
        st = style or r.choice(["Fl", "LF", "FL", "caps", "ben", "Fl", "LF"])
        if st == "init" and p.fl[0] == "M":      # "M. X" would read as "Monsieur X"
            st = "FL"
        s = {"Fl": f"{p.fl} {p.ll}", "LF": f"{p.ll.upper()} {p.fl}", "FL": f"{p.fl} {p.ll.upper()}",
             "caps": f"{p.ll.upper()} {p.fl.upper()}", "ben": f"{p.fl} {bn} {p.pl} {p.ll.upper()}",
             "fl": f"{p.fl} {p.ll}", "lf": f"{p.ll.upper()} {p.fl}", "init": f"{p.fl[0]}. {p.ll.upper()}"}[st]
        return self.v("PERSON", s)

    def drname(self, p, style=None, prof="Dr"):
        c = self.cur()
        t = {"Dr": "د.", "Pr": "أ.د."}[prof] if c == "ar" else prof
        return t + " " + self.name(p, style=style, ctx=c)

    def short(self, p, ctx=None):
        c = ctx or self.cur()
        if c == "ar":
            return self.v("PERSON", p.la)
        return self.v("PERSON", self.r.choice([p.ll, p.ll.upper()]))

    def given_only(self, p, ctx=None):
        c = ctx or self.cur()
        return self.v("PERSON", p.fa if c == "ar" else p.fl)

    def cin(self, p, ctx=None):
        c = ctx or self.cur()
        s = p.cin
        if self.r.random() < 0.12:
            s = f"{s[:2]} {s[2:5]} {s[5:]}"
        return self.v("CIN", self.ad(s, c, 0.35))

    def dob(self, p, ctx=None):
        c = ctx or self.cur()
        y, m, d = p.dob
        r = self.r
        if c == "ar":
            s = r.choice([f"{d} {ASHHUR[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{y}/{m:02d}/{d:02d}",
                          f"{d:02d}-{m:02d}-{y}"])
            return self.v("DOB", self.ad(s, c, 0.35))
        if c == "en":
            s = r.choice([f"{d} {MONTHS[m - 1]} {y}", f"{MONTHS[m - 1]} {d}, {y}", f"{d:02d}/{m:02d}/{y}",
                          f"{y}-{m:02d}-{d:02d}"])
            return self.v("DOB", s)
        s = r.choice([f"{d:02d}/{m:02d}/{y}", f"{d} {MOIS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}",
                      f"{y}-{m:02d}-{d:02d}", f"{d:02d}-{m:02d}-{y}", f"{d:02d}/{m:02d}/{y}"])
        if d == 1 and " " in s:
            s = s.replace("1 ", "1er ", 1)
        return self.v("DOB", s)

    def tel(self, p, i=0, ctx=None):
        c = ctx or self.cur()
        d = p.tels[i]
        a, b, e = d[:2], d[2:5], d[5:]
        pairs = f"{d[:2]} {d[2:4]} {d[4:6]} {d[6:]}"
        s = self.r.choice([f"{a} {b} {e}", d, f"{a}.{b}.{e}", f"{a}-{b}-{e}", f"+216 {a} {b} {e}",
                           f"+216{d}", f"00216 {a} {b} {e}", f"(+216) {a} {b} {e}", pairs, f"+216 {pairs}",
                           f"00216{d}", f"{a} {b} {e}", f"{d[:2]}/{d[2:5]}/{d[5:]}"])
        return self.v("PHONE", self.ad(s, c, 0.4))

    def mail(self, p):
        return self.v("EMAIL", p.mail)

    def addr_str(self, p, c):
        a = p.addr
        n = a["num"]
        q = a["loc"]
        r = self.r
        if c == "ar":
            st, quar, cp, city = a["st"][1], q[1], q[2], q[4]
            res = f"{a['res'][1]}، عمارة {'أبجده'['ABCDE'.index(a['bloc'])]}، شقة {a['app']}، " if a["res"] else ""
            s = r.choice([f"{res}{n} {st}، {quar}، {cp} {city}", f"{res}عدد {n} {st}، {quar} {city} {cp}",
                          f"{res}{st} عدد {n}، {quar}، {city}"])
            return self.ad(s, c, 0.3)
        st, quar, cp, city = a["st"][0], q[0], q[2], q[3]
        res = f"{a['res'][0]}, Bloc {a['bloc']}, App. {a['app']}, " if a["res"] else ""
        if c == "en":
            return r.choice([f"{res}{n} {st[0].upper() + st[1:]}, {quar}, {city} {cp}",
                             f"{res}{n}, {st}, {quar}, {cp} {city}"])
        return r.choice([f"{res}{n}, {st}, {quar}, {cp} {city}", f"{res}{n} {st} – {quar} – {cp} {city}",
                         f"{res}{n}, {st}, {cp} {quar}", f"{res}{n} {st}, {quar} {cp} {city}"])

    def addr(self, p, ctx=None, split=False):
        c = ctx or self.cur()
        s = self.addr_str(p, c)
        if split and self.fmt == "txt":
            sep = "، " if "، " in s else ", "
            if sep in s:
                i = s.rfind(sep)
                s = s[:i + len(sep)].rstrip() + "\n" + s[i + len(sep):]
        return self.v("ADDRESS", s)

    def passport(self, p):
        return self.v("PASSPORT", p.passport)

    def cnss(self, p, ctx=None):
        c = ctx or self.cur()
        a, b = p.cnss[:8], p.cnss[8:]
        s = self.r.choice([f"{a}-{b}", f"{a} {b}", f"{a}{b}", f"{a}/{b}", f"{a}-{b}"])
        return self.v("CNSS", self.ad(s, c, 0.2))

    def rib(self, p, ctx=None):
        c = ctx or self.cur()
        d = p.rib
        s = self.r.choice([d, f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}", " ".join(d[i:i + 4] for i in range(0, 20, 4)),
                           f"{d[:2]}-{d[2:5]}-{d[5:18]}-{d[18:]}", f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}"])
        return self.v("RIB", self.ad(s, c, 0.15))

    def iban(self, p):
        d = "TN59" + p.rib
        s = self.r.choice([" ".join(d[i:i + 4] for i in range(0, 24, 4)), d,
                           " ".join(d[i:i + 4] for i in range(0, 24, 4))])
        return self.v("IBAN", s)

    def card(self, p, ctx=None):
        c = ctx or self.cur()
        d = p.card
        s = self.r.choice([" ".join(d[i:i + 4] for i in range(0, 16, 4)), d, "-".join(d[i:i + 4] for i in range(0, 16, 4)),
                           " ".join(d[i:i + 4] for i in range(0, 16, 4))])
        return self.v("CARD", self.ad(s, c, 0.15))

    def plate(self, p=None, ctx=None, rs=False):
        c = ctx or self.cur()
        s, n = p.plate if p else (self.r.randint(101, 259), self.r.randint(1000, 9999))
        if rs:
            k = "%06d" % self.r.randint(10000, 299999)
            v = f"{k} ن ت" if c == "ar" else self.r.choice([f"RS {k}", f"{k} RS"])
            return self.v("PLATE", v)
        if c == "ar":
            v = self.ad(f"{s} تونس {n}", c, 0.3)
        else:
            v = self.r.choice([f"{s} TU {n}", f"{s} TU {n}", f"{s} Tunis {n}", f"{s} تونس {n}", f"{s}TU{n}"])
        return self.v("PLATE", v)

    def tax(self, p):
        n, k, a, cat, est = p.tax
        s = self.r.choice([f"{n}/{k}/{a}/{cat}/{est}", f"{n}{k}/{a}/{cat}/{est}", f"{n}/{a}/{cat}/{est}",
                           f"{n} {k} {a} {cat} {est}", f"{n}{k}{a}{cat}{est}", f"{n}/{k}", f"{n}{k}",
                           f"{n} {k}"])
        return self.v("TAX_ID", s)

    def hl(self, triple, ctx=None):
        c = ctx or self.cur()
        s = {"fr": triple[0], "en": triple[1], "ar": triple[2]}[c]
        return self.v("HEALTH", s)

    # ---- decoys
    def amount(self, lo=80, hi=95000, ctx=None):
        c = ctx or self.cur()
        n = self.r.randint(lo, hi)
        if c == "ar":
            s = self.r.choice([f"{grp(n)} دينار", f"{n} د.ت", f"{grp(n)},{self.r.randint(0, 999):03d} د"])
        elif c == "en":
            s = self.r.choice([f"TND {grp(n, ',')}", f"{grp(n, ',')}.000 TND", f"{grp(n, ',')} dinars"])
        else:
            s = self.r.choice([f"{grp(n)} DT", f"{grp(n)},{self.r.randint(0, 999):03d} DT", f"{grp(n, '.')} TND",
                               f"{grp(n)} dinars"])
        return self.dz(s)

    def date(self, ctx=None, y0=2023, y1=2025):
        c = ctx or self.cur()
        y, m, d = self.r.randint(y0, y1), self.r.randint(1, 12), self.r.randint(2, 28)
        if c == "ar":
            s = self.r.choice([f"{d} {ASHHUR[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}"])
        elif c == "en":
            s = self.r.choice([f"{d} {MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}"])
        else:
            s = self.r.choice([f"{d} {MOIS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}"])
        return self.dz(s)

    def ref(self, prefix):
        return self.dz(f"{prefix}{self.r.randint(2022, 2025)}/{self.r.randint(10, 9999):04d}")

    def bad_card(self):
        while True:
            d = self.r.choice(["4", "5", "7", "6"]) + rdig(self.r, 15)
            if not luhn_ok(d):
                break
        return self.dz(" ".join(d[i:i + 4] for i in range(0, 16, 4)) if self.r.random() < 0.6 else d)

    def bad_rib(self):
        f18 = self.r.choice(BANKS) + rdig(self.r, 16)
        k = (rib_key(f18) + self.r.randint(1, 90)) % 100
        if k == rib_key(f18):
            k = (k + 1) % 100
        d = f18 + "%02d" % k
        return self.dz(d if self.r.random() < 0.5 else f"{d[:2]} {d[2:5]} {d[5:18]} {d[18:]}")

    def street(self, ctx=None):
        c = ctx or self.cur()
        if c == "ar":
            return self.dz(self.r.choice(["شارع الحبيب بورقيبة", "نهج ابن خلدون", "شارع محمد الخامس",
                                          "شارع فرحات حشاد", "نهج علي باش حامبة"]))
        return self.dz(self.r.choice(["avenue Habib Bourguiba", "rue Ibn Khaldoun", "avenue Mohamed V",
                                      "avenue Farhat Hached", "rue Ali Bach Hamba", "avenue Tahar Haddad",
                                      "rue Charles de Gaulle"]))

    def pick(self, fr, en, ar, ctx=None):
        c = ctx or self.cur()
        return {"fr": fr, "en": en, "ar": ar}[c]

    def dpick(self, fr, en, ar, ctx=None):
        """a decoy chosen from per-language lists"""
        c = ctx or self.cur()
        return self.dz(self.r.choice({"fr": fr, "en": en, "ar": ar}[c]))


# ---------------------------------------------------------------- shared vocabulary
def H3(fr, en, ar):
    return (fr, en, ar)


COMORB = [H3("HTA", "hypertension", "ارتفاع ضغط الدم"),
          H3("DT2 sous metformine", "type 2 diabetes on metformin", "السكري من النوع الثاني"),
          H3("allergie à la pénicilline", "penicillin allergy", "حساسية من البنسلين"),
          H3("hépatite B chronique", "chronic hepatitis B", "التهاب الكبد الفيروسي ب المزمن"),
          H3("asthme persistant modéré", "moderate persistent asthma", "ربو مزمن متوسط"),
          H3("hypothyroïdie sous Lévothyrox", "hypothyroidism on levothyroxine", "قصور الغدة الدرقية"),
          H3("insuffisance rénale chronique stade 3", "stage 3 chronic kidney disease", "قصور كلوي مزمن من الدرجة الثالثة"),
          H3("séropositivité VIH", "HIV-positive status", "حامل لفيروس نقص المناعة البشرية"),
          H3("épilepsie équilibrée", "controlled epilepsy", "صرع مستقر"),
          H3("cardiopathie ischémique stentée", "ischaemic heart disease with stent", "مرض القلب الإقفاري مع دعامة")]

HOSPITALS = [("Hôpital La Rabta", "La Rabta Hospital", "مستشفى الرابطة"),
             ("Hôpital Charles Nicolle", "Charles Nicolle Hospital", "مستشفى شارل نيكول"),
             ("Hôpital Habib Thameur", "Habib Thameur Hospital", "مستشفى الحبيب ثامر"),
             ("CHU Farhat Hached de Sousse", "Farhat Hached University Hospital, Sousse", "المستشفى الجامعي فرحات حشاد بسوسة"),
             ("CHU Hédi Chaker de Sfax", "Hedi Chaker University Hospital, Sfax", "المستشفى الجامعي الهادي شاكر بصفاقس"),
             ("Hôpital Mongi Slim de La Marsa", "Mongi Slim Hospital, La Marsa", "مستشفى المنجي سليم بالمرسى"),
             ("CHU Fattouma Bourguiba de Monastir", "Fattouma Bourguiba University Hospital, Monastir", "المستشفى الجامعي فطومة بورقيبة بالمنستير")]


def hospital(D):
    h = D.r.choice(HOSPITALS)
    return D.dz(D.pick(*h))


def law(D, dom):
    L = {
        "health": (["loi n° 91-63 du 29 juillet 1991", "loi organique n° 2004-63 du 27 juillet 2004",
                    "décret n° 93-1155 du 17 mai 1993", "article 8 du Code de déontologie médicale"],
                   ["Law No. 91-63 of 29 July 1991", "Organic Law No. 2004-63 of 27 July 2004",
                    "Article 8 of the Code of Medical Ethics"],
                   ["القانون عدد 63 لسنة 1991", "القانون الأساسي عدد 63 لسنة 2004", "الفصل 8 من مجلة واجبات الطبيب"]),
        "psy": (["loi n° 92-83 du 3 août 1992", "article 11 de la loi n° 92-83"],
                ["Law No. 92-83 of 3 August 1992", "Article 11 of Law No. 92-83"],
                ["القانون عدد 83 لسنة 1992", "الفصل 11 من القانون عدد 83 لسنة 1992"]),
        "insolv": (["loi n° 2016-36 du 29 avril 2016", "article 459 du Code de commerce",
                    "article 426 de la loi n° 2016-36"],
                   ["Law No. 2016-36 of 29 April 2016", "Article 459 of the Commercial Code"],
                   ["القانون عدد 36 لسنة 2016", "الفصل 459 من المجلة التجارية"]),
        "family": (["article 67 du Code du statut personnel", "article 32 bis du CSP", "article 56 du CSP"],
                   ["Article 67 of the Personal Status Code", "Article 56 of the Personal Status Code"],
                   ["الفصل 67 من مجلة الأحوال الشخصية", "الفصل 56 من مجلة الأحوال الشخصية"]),
        "labour": (["article 94 du Code du travail", "article 14 du Code du travail", "convention collective cadre, article 36"],
                   ["Article 94 of the Labour Code", "Article 14 of the Labour Code"],
                   ["الفصل 94 من مجلة الشغل", "الفصل 14 من مجلة الشغل"]),
        "bank": (["circulaire BCT n° 2020-21", "circulaire BCT n° 91-24", "article 2 de la loi n° 2016-48"],
                 ["BCT Circular No. 2020-21", "Article 2 of Law No. 2016-48"],
                 ["منشور البنك المركزي عدد 21 لسنة 2020", "الفصل 2 من القانون عدد 48 لسنة 2016"]),
        "insur": (["article 36 du Code des assurances", "article 29 du Code des assurances"],
                  ["Article 36 of the Insurance Code", "Article 29 of the Insurance Code"],
                  ["الفصل 36 من مجلة التأمين", "الفصل 29 من مجلة التأمين"]),
        "elect": (["loi organique n° 2014-16 du 26 mai 2014", "article 7 de la loi électorale",
                   "décision de l'ISIE n° 2023-12"],
                  ["Organic Law No. 2014-16 of 26 May 2014", "Article 7 of the Electoral Law"],
                  ["القانون الأساسي عدد 16 لسنة 2014", "الفصل 7 من القانون الانتخابي"]),
        "edu": (["décret n° 2008-2716 du 4 août 2008", "arrêté du ministre de l'enseignement supérieur du 20 juin 2017"],
                ["Decree No. 2008-2716 of 4 August 2008", "Article 12 of Decree No. 2008-2716"],
                ["الأمر عدد 2716 لسنة 2008", "الفصل 12 من الأمر عدد 2716 لسنة 2008"]),
        "estate": (["article 581 du COC", "article 24 du Code des droits réels", "norme TEGoVA EVS 2020"],
                   ["Article 581 of the Code of Obligations and Contracts", "TEGoVA EVS 2020 standard"],
                   ["الفصل 581 من مجلة الالتزامات والعقود", "الفصل 24 من مجلة الحقوق العينية"]),
        "road": (["article 73 du Code de la route", "arrêté du 1er juin 2022 relatif au parc automobile"],
                 ["Article 73 of the Highway Code", "Fleet Decree of 1 June 2022"],
                 ["الفصل 73 من مجلة الطرقات", "الفصل 12 من مجلة الطرقات"]),
    }[dom]
    return D.dpick(*L)


def law_de(D, dom):
    """French 'de la loi ...', 'de l'article ...', 'du décret ...' in front of a legal-reference decoy"""
    m = law(D, dom)
    s = D.decs[-1]
    if s.startswith(("loi", "circulaire", "norme", "convention", "décision")):
        return "de la " + m
    if s.startswith("décret"):
        return "du " + m
    if s[0] in "aeéiouAEÉIOU":
        return "de l'" + m
    return "de " + m


def tjoin(D, parts, ctx=None):
    c = ctx or D.cur()
    return ("، " if c == "ar" else "; ").join(parts)


# ================================================================= KINDS
# ---------------------------------------------------------------- 1 dermatology follow-up
DERM = [H3("psoriasis en plaques, PASI 14,2", "plaque psoriasis, PASI 14.2", "صدفية لويحية، مؤشر PASI 14,2"),
        H3("dermatite atopique sévère", "severe atopic dermatitis", "التهاب الجلد التأتبي الحاد"),
        H3("carcinome basocellulaire de l'aile du nez", "basal cell carcinoma of the nasal ala", "سرطانة قاعدية الخلايا بجناح الأنف"),
        H3("acné nodulo-kystique sous isotrétinoïne", "nodulocystic acne on isotretinoin", "حب شباب عقدي كيسي تحت العلاج بالإيزوتريتينوين"),
        H3("vitiligo non segmentaire (30 % SC)", "non-segmental vitiligo (30% BSA)", "بهاق غير قطعي يغطي 30 بالمائة من الجلد"),
        H3("pemphigoïde bulleuse", "bullous pemphigoid", "الفقاع الفقاعاني"),
        H3("mélanome in situ du dos, Breslow 0,4 mm", "melanoma in situ of the back, Breslow 0.4 mm", "ورم ميلانيني موضعي بالظهر"),
        H3("hidradénite suppurée Hurley II", "hidradenitis suppurativa, Hurley II", "التهاب الغدد العرقية القيحي درجة 2"),
        H3("leishmaniose cutanée de la joue droite", "cutaneous leishmaniasis of the right cheek", "داء الليشمانيات الجلدي بالخد الأيمن"),
        H3("urticaire chronique spontanée", "chronic spontaneous urticaria", "شرى مزمن تلقائي"),
        H3("rosacée papulo-pustuleuse", "papulopustular rosacea", "وردية حطاطية بثرية"),
        H3("lupus discoïde du cuir chevelu", "discoid lupus of the scalp", "الذئبة القرصية بفروة الرأس")]
DERM_SHORT = [H3("Pso. en plaques", "Plaque pso.", "صدفية"), H3("DA sévère", "Severe AD", "إكزيما تأتبية"),
              H3("CBC nasal", "Nasal BCC", "سرطانة قاعدية"), H3("LC joue D", "CL R cheek", "ليشمانيا جلدية"),
              H3("PB étendue", "Extensive BP", "فقاع فقاعاني"), H3("HS Hurley II", "HS Hurley II", "التهاب الغدد العرقية")]
DERM_TT = [("dermocorticoïde classe 2", "class 2 topical steroid", "مرهم كورتيزون"),
           ("photothérapie UVB TL01", "narrowband UVB", "علاج بالأشعة فوق البنفسجية"),
           ("exérèse chirurgicale", "surgical excision", "استئصال جراحي"),
           ("émollients + antihistaminique", "emollients + antihistamine", "مرطبات ومضاد الهيستامين"),
           ("méthotrexate 15 mg/sem", "methotrexate 15 mg weekly", "ميثوتريكسات 15 ملغ أسبوعيا")]


def k_dermatology(D, P):
    r = D.r
    pt, rel, dr1, dr2 = P(), P(), P(sex="F", born=(1965, 1990)), P(born=(1960, 1992))
    D.H("Consultation de dermatologie – fiche de suivi", "Dermatology clinic – follow-up record",
        "قسم الأمراض الجلدية – بطاقة متابعة")
    D.P(hospital(D) + " – " + D.dz(D.pick("Service de Dermatologie, Pavillon B", "Dermatology Department, Block B",
                                          "قسم الأمراض الجلدية، الجناح ب")))
    D.kv(D.L("N° de dossier", "File no.", "رقم الملف"), D.ref("DERM-"))
    D.kv(D.L("Patient(e)", "Patient", "المريض(ة)"), D.name(pt))
    D.kv(D.L("Date de naissance", "Date of birth", "تاريخ الولادة"), D.dob(pt))
    D.kv(D.L("CIN", "ID card (CIN)", "ب.ت.و"), D.cin(pt))
    D.kv(D.L(["Tél.", "GSM"], ["Mobile", "Phone"], ["الهاتف", "الجوال"]), D.tel(pt))
    D.kv(D.L("Adresse", "Address", "العنوان"), D.addr(pt))
    D.kv(D.L("N° assuré social (CNAM)", "Social insurance no.", "رقم المضمون الاجتماعي"), D.cnss(pt))
    main, c1, c2 = r.sample(DERM, 1)[0], *r.sample(COMORB, 2)
    D.kv(D.L("ATCD", "Past history", "السوابق"), tjoin(D, [D.hl(c1), D.hl(c2)]))
    D.kv(D.L("Diagnostic retenu", "Working diagnosis", "التشخيص"), D.hl(main))
    D.H("Visites", "Visits", "الزيارات", 2)
    rows = []
    docs = [dr1, dr2]
    for i in range(r.randint(3, 5)):
        dx = r.choice(DERM_SHORT + [main])
        tt = r.choice(DERM_TT)
        dd = docs[i % 2]
        rows.append([D.date(), D.hl(dx), D.pick(*tt), D.drname(dd, style=r.choice(["init", "Fl", "LF"]))])
    D.T([D.L("Date", "Date", "التاريخ"), D.L("Diagnostic / motif", "Diagnosis", "التشخيص"),
         D.L("Traitement", "Treatment", "العلاج"), D.L("Médecin", "Doctor", "الطبيب")], rows)
    D.S(fr=lambda: f"{D.title(pt)} {D.short(pt)}, {pt.age()} ans, revu(e) ce jour pour {D.hl(main)}. "
                   f"Amélioration partielle. Photos cliniques archivées avec son accord. Prochain contrôle le {D.date(y0=2025, y1=2026)}.",
        en=lambda: f"{D.title(pt)} {D.short(pt)}, aged {pt.age()}, seen today for {D.hl(main)}. Partial improvement; "
                   f"clinical photographs stored with consent. Next review on {D.date(y0=2025, y1=2026)}.",
        ar=lambda: f"{D.title(pt)} {D.short(pt)} ({pt.age()} سنة) تمت معاينته اليوم من أجل {D.hl(main)}. "
                   f"تحسن جزئي، والموعد القادم يوم {D.date(y0=2025, y1=2026)}.")
    D.S(fr=lambda: f"En cas de besoin, joindre {D.name(rel)} (conjoint·e) au {D.tel(rel)} ou écrire à {D.mail(pt)}.",
        en=lambda: f"If needed, contact the spouse, {D.name(rel)}, on {D.tel(rel)}, or e-mail {D.mail(pt)}.",
        ar=lambda: f"عند الحاجة يمكن الاتصال بالقرين {D.name(rel)} على الرقم {D.tel(rel)}.")
    D.S(fr=lambda: f"Montant de la consultation : {D.amount(20, 90)} – tiers payant {D.dz('CNAM')}.",
        en=lambda: f"Consultation fee: {D.amount(20, 90)}, billed to {D.dz('CNAM')}.",
        ar=lambda: f"معلوم الاستشارة: {D.amount(20, 90)} يتكفل به {D.dz('الصندوق الوطني للتأمين على المرض')}.")
    D.kv(D.L("Signature", "Signed", "الإمضاء"), D.drname(dr1, style="FL"))


# ---------------------------------------------------------------- 2 transfusion traceability
GROUPS = [H3("groupe A Rh+", "blood group A RhD positive", "زمرة الدم A موجب"),
          H3("groupe O Rh négatif", "blood group O RhD negative", "زمرة الدم O سالب"),
          H3("groupe B Rh+", "blood group B RhD positive", "زمرة الدم B موجب"),
          H3("groupe AB Rh négatif", "blood group AB RhD negative", "زمرة الدم AB سالب"),
          H3("groupe O Rh+", "blood group O RhD positive", "زمرة الدم O موجب")]
TRANS_IND = [H3("drépanocytose homozygote SS", "homozygous sickle cell disease (SS)", "فقر الدم المنجلي المتماثل"),
             H3("bêta-thalassémie majeure", "beta-thalassaemia major", "الثلاسيميا الكبرى"),
             H3("anémie sévère Hb 6,2 g/dl", "severe anaemia, Hb 6.2 g/dL", "فقر دم حاد، خضاب الدم 6,2 غ/دل"),
             H3("hémorragie du post-partum", "postpartum haemorrhage", "نزيف ما بعد الولادة"),
             H3("LAM en aplasie post-chimiothérapie", "AML with post-chemotherapy aplasia", "ابيضاض الدم النقوي الحاد في مرحلة الخمول"),
             H3("thrombopénie à 12 000/mm³", "thrombocytopenia at 12,000/mm³", "نقص الصفائح إلى 12000/مم3"),
             H3("hémorragie digestive haute sur ulcère", "upper GI bleeding from peptic ulcer", "نزيف هضمي علوي بسبب قرحة")]
TRANS_RX = [H3("frissons et hyperthermie à 39,4 °C (RFNH)", "chills and fever of 39.4 °C (FNHTR)", "قشعريرة وحمى 39,4 درجة"),
            H3("urticaire généralisée", "generalised urticaria", "طفح شروي معمم"),
            H3("OAP post-transfusionnel (TACO)", "transfusion-associated circulatory overload (TACO)", "وذمة رئوية بعد نقل الدم"),
            H3("hypotension à 80/50 mmHg", "hypotension 80/50 mmHg", "هبوط ضغط الدم 80/50")]
RAI = [H3("RAI positive anti-Kell", "antibody screen positive (anti-Kell)", "الأجسام المضادة غير المنتظمة إيجابية anti-Kell"),
       H3("RAI positive anti-E", "antibody screen positive (anti-E)", "الأجسام المضادة غير المنتظمة إيجابية anti-E")]


def k_transfusion(D, P):
    r = D.r
    pt, rel, doc = P(), P(), P(born=(1965, 1992))
    nurses = [P(born=(1970, 2000)) for _ in range(3)]
    D.H("Fiche transfusionnelle – traçabilité des PSL", "Transfusion record – blood component traceability",
        "بطاقة نقل الدم – تتبع المشتقات الدموية")
    D.P(hospital(D) + " – " + D.dz(D.pick("Service de Réanimation Médicale", "Medical Intensive Care Unit",
                                          "قسم الإنعاش الطبي")))
    D.kv(D.L("Banque du sang", "Blood bank", "بنك الدم"),
         D.dz(D.pick("Centre National de Transfusion Sanguine", "National Blood Transfusion Centre",
                     "المركز الوطني لنقل الدم")))
    D.kv(D.L("Nom / prénom du receveur", "Recipient", "اسم المتلقي ولقبه"), D.name(pt, style=r.choice(["caps", "LF", "ben"])))
    D.kv(D.L("Né(e) le", "Born", "تاريخ الولادة"), D.dob(pt))
    D.kv(D.L("CIN", "National ID", "رقم ب.ت.و"), D.cin(pt))
    g = r.choice(GROUPS)
    D.kv(D.L("Groupe / Rhésus", "ABO / RhD", "الزمرة الدموية"), D.hl(g))
    if r.random() < 0.6:
        D.kv(D.L("RAI", "Antibody screen", "الأجسام المضادة"), D.hl(r.choice(RAI)))
    ind = r.sample(TRANS_IND, 2)
    D.kv(D.L("Indication", "Indication", "دواعي نقل الدم"), D.hl(ind[0]))
    D.kv(D.L("Prescripteur", "Prescriber", "الطبيب الواصف"), D.drname(doc))
    D.H("Produits administrés", "Components given", "المشتقات المستعملة", 2)
    D.kv(D.L("Date de transfusion", "Transfusion date", "تاريخ نقل الدم"), D.date(y0=2025))
    rows = []
    hh, mm = r.randint(0, 20), r.choice([0, 10, 15, 20, 30, 40, 45, 50])
    for i in range(r.randint(4, 6)):
        typ = r.choice(["CGR", "PFC", "CPA", "CGR phénotypé"])
        bag = f"{r.randint(10, 99)}-{r.randint(100, 999)}-{r.randint(1000, 9999)}"
        rows.append([f"{(hh + i) % 24:02d}:{mm:02d}", typ, bag, D.name(nurses[i % 3], style=r.choice(["init", "Fl", "LF", "ben"])),
                     D.pick("conforme", "compliant", "مطابق")])
    D.T([D.L("Heure de pose", "Start time", "ساعة البداية"), D.L("Produit", "Component", "المنتج"), D.L("N° unité", "Unit no.", "رقم الوحدة"),
         D.L("IDE", "Nurse", "الممرض(ة)"), D.L("Contrôle ultime", "Bedside check", "المراقبة النهائية")], rows)
    rx = r.choice(TRANS_RX)
    D.S(fr=lambda: f"Au cours de la 2e unité, {D.hl(rx)} ; transfusion arrêtée, déclaration d'incident faite. "
                   f"Contexte : {D.hl(ind[1])}.",
        en=lambda: f"During the second unit the patient developed {D.hl(rx)}; transfusion stopped and an incident report "
                   f"filed. Background: {D.hl(ind[1])}.",
        ar=lambda: f"أثناء الوحدة الثانية ظهرت على المريض {D.hl(rx)}، فتم إيقاف نقل الدم والتصريح بالحادث. "
                   f"السياق: {D.hl(ind[1])}.")
    D.S(fr=lambda: f"Famille prévenue : {D.name(rel)}, {D.tel(rel)}.",
        en=lambda: f"Next of kin informed: {D.name(rel)}, {D.tel(rel)}.",
        ar=lambda: f"تم إعلام العائلة: {D.name(rel)}، الهاتف {D.tel(rel)}.")
    hv = P(born=(1960, 1990))
    D.kv(D.L("Correspondant d'hémovigilance", "Haemovigilance officer", "مسؤول اليقظة الدموية"), D.drname(hv))
    D.S(fr=lambda: f"Hémovigilance : fiche transmise en application {law_de(D, 'health')}.",
        en=lambda: f"Haemovigilance report filed under {law(D, 'health')}.",
        ar=lambda: f"تمت إحالة بطاقة اليقظة الدموية طبقا لأحكام {law(D, 'health')}.")


# ---------------------------------------------------------------- 3 psychiatric day hospital
PSY_DX = [H3("trouble bipolaire de type I", "bipolar I disorder", "اضطراب ثنائي القطب من النوع الأول"),
          H3("schizophrénie paranoïde", "paranoid schizophrenia", "فصام زوراني"),
          H3("épisode dépressif majeur avec idées suicidaires", "major depressive episode with suicidal ideation",
             "نوبة اكتئاب حادة مع أفكار انتحارية"),
          H3("TOC sévère (Y-BOCS 28)", "severe OCD (Y-BOCS 28)", "اضطراب الوسواس القهري الشديد"),
          H3("trouble de la personnalité borderline", "borderline personality disorder", "اضطراب الشخصية الحدية"),
          H3("anorexie mentale restrictive, IMC 15,8", "restrictive anorexia nervosa, BMI 15.8", "فقدان الشهية العصبي، مؤشر الكتلة 15,8"),
          H3("trouble schizo-affectif", "schizoaffective disorder", "اضطراب فصامي وجداني")]
PSY_CO = [H3("ATCD de TS par IMV (2021)", "previous suicide attempt by overdose (2021)", "سوابق محاولة انتحار بجرعة دوائية زائدة سنة 2021"),
          H3("dépendance au cannabis", "cannabis dependence", "إدمان القنب الهندي"),
          H3("trouble anxieux généralisé", "generalised anxiety disorder", "اضطراب القلق العام"),
          H3("syndrome métabolique sous antipsychotiques", "antipsychotic-induced metabolic syndrome", "متلازمة أيضية بسبب مضادات الذهان"),
          H3("alcoolodépendance sevrée", "alcohol dependence in remission", "إدمان الكحول في مرحلة الإقلاع")]
PSY_TT = [H3("lithium 800 mg/j, lithémie 0,8 mmol/l", "lithium 800 mg/day, level 0.8 mmol/L", "الليثيوم 800 ملغ يوميا"),
          H3("rispéridone LP 50 mg tous les 15 jours", "long-acting risperidone 50 mg every 2 weeks", "ريسبيريدون مديد المفعول 50 ملغ كل 15 يوما"),
          H3("clozapine 300 mg/j", "clozapine 300 mg/day", "كلوزابين 300 ملغ يوميا"),
          H3("sertraline 100 mg/j", "sertraline 100 mg/day", "سيرترالين 100 ملغ يوميا")]
PSY_SX = [H3("idées suicidaires passives", "passive suicidal ideation", "أفكار انتحارية سلبية"),
          H3("hallucinations acoustico-verbales", "auditory verbal hallucinations", "هلاوس سمعية لفظية"),
          H3("insomnie d'endormissement", "sleep-onset insomnia", "أرق في بداية النوم"),
          H3("repli social marqué", "marked social withdrawal", "انطواء اجتماعي واضح"),
          H3("virage hypomane", "hypomanic switch", "نوبة هوس خفيف"),
          H3("crise d'angoisse en groupe", "panic attack during group", "نوبة هلع أثناء الجلسة")]
PSY_ACT = [("atelier d'ergothérapie", "occupational therapy workshop", "ورشة العلاج بالعمل"),
           ("groupe de psychoéducation", "psychoeducation group", "مجموعة التثقيف النفسي"),
           ("entretien infirmier", "nurse interview", "مقابلة تمريضية"),
           ("atelier théâtre", "drama workshop", "ورشة المسرح"), ("remédiation cognitive", "cognitive remediation", "العلاج المعرفي")]


def k_psy_day(D, P):
    r = D.r
    pt, conf, psy, psyc, nurse = P(), P(), P(born=(1960, 1990)), P(sex="F", born=(1975, 1995)), P(born=(1980, 1999))
    D.H("Hôpital de jour de psychiatrie – note d'évolution", "Psychiatric day hospital – progress note",
        "مستشفى النهار للطب النفسي – ملاحظة تطور الحالة")
    D.P(D.dpick(["Hôpital Razi – La Manouba", "Hôpital Razi, Service Psychiatrie D"], ["Razi Hospital, La Manouba"],
                ["مستشفى الرازي بمنوبة"]))
    D.kv(D.L("Patient", "Patient", "المريض"), D.name(pt))
    D.kv(D.L("Date de naissance", "DOB", "تاريخ الولادة"), D.dob(pt))
    D.kv(D.L("CIN", "ID no.", "ب.ت.و"), D.cin(pt))
    D.kv(D.L("Adresse", "Home address", "العنوان"), D.addr(pt, split=True))
    D.kv(D.L("Tél.", "Phone", "الهاتف"), D.tel(pt))
    D.kv(D.L("N° assuré CNAM", "Health insurance no.", "رقم المضمون"), D.cnss(pt))
    D.kv(D.L("Personne de confiance", "Trusted person", "الشخص المؤتمن"),
         f"{D.name(conf)} – {D.tel(conf)} – {D.mail(conf)}")
    dx, co, tt = r.choice(PSY_DX), r.choice(PSY_CO), r.choice(PSY_TT)
    D.kv(D.L("Dg principal", "Main diagnosis", "التشخيص الرئيسي"), D.hl(dx))
    D.kv(D.L("Comorbidités", "Comorbidities", "الأمراض المصاحبة"), D.hl(co))
    D.kv(D.L("Traitement", "Current treatment", "العلاج الحالي"), D.hl(tt))
    D.H("Présence et observations", "Attendance and observations", "الحضور والملاحظات", 2)
    rows = []
    sx = r.sample(PSY_SX, 3)
    for i in range(4):
        act = D.pick(*r.choice(PSY_ACT))
        obs = D.hl(sx[i]) if i < 3 and r.random() < 0.8 else D.pick("participation active", "active participation", "مشاركة فعالة")
        rows.append([D.date(y0=2025), act, D.pick("présent", "present", "حاضر") if i != 2 else D.pick("absent", "absent", "غائب"), obs])
    D.T([D.L("Séance", "Session", "الحصة"), D.L("Activité", "Activity", "النشاط"), D.L("Présence", "Attendance", "الحضور"),
         D.L("Observations", "Notes", "الملاحظات")], rows)
    D.S(fr=lambda: f"Synthèse : {D.short(pt)} reste ambivalent(e) vis-à-vis du traitement ; {D.hl(r.choice(PSY_SX))} "
                   f"rapportée par {D.given_only(conf)}. Entretien familial prévu.",
        en=lambda: f"Summary: {D.short(pt)} remains ambivalent about treatment; {D.hl(r.choice(PSY_SX))} reported by "
                   f"{D.given_only(conf)}. Family meeting planned.",
        ar=lambda: f"الخلاصة: ما زال {D.short(pt)} مترددا تجاه العلاج، مع {D.hl(r.choice(PSY_SX))} حسب ما أفاد به "
                   f"{D.given_only(conf)}. تمت برمجة مقابلة عائلية.")
    D.S(fr=lambda: f"Séjour en hôpital de jour conforme aux dispositions {law_de(D, 'psy')}.",
        en=lambda: f"Day-hospital care under {law(D, 'psy')}.",
        ar=lambda: f"الإقامة بمستشفى النهار طبقا لأحكام {law(D, 'psy')}.")
    D.kv(D.L("Psychiatre", "Psychiatrist", "الطبيب النفسي"), D.drname(psy))
    D.kv(D.L("Psychologue", "Psychologist", "الأخصائية النفسية"), D.name(psyc))
    D.kv(D.L("Infirmier référent", "Key nurse", "الممرض المرجعي"), D.name(nurse))


# ---------------------------------------------------------------- 4 orthodontic treatment plan
ORTHO = [H3("classe II division 1, surplomb 7 mm", "Class II division 1, overjet 7 mm", "إطباق من الصنف الثاني القسم 1، بروز 7 مم"),
         H3("béance antérieure sur succion du pouce", "anterior open bite due to thumb sucking", "عضة مفتوحة أمامية بسبب مص الإبهام"),
         H3("agénésie des 12 et 22", "agenesis of 12 and 22", "غياب خلقي للقواطع 12 و22"),
         H3("supraclusie à 90 %", "90% deep bite", "عضة عميقة 90 بالمائة"),
         H3("classe III squelettique", "skeletal Class III", "إطباق هيكلي من الصنف الثالث"),
         H3("canine 13 incluse", "impacted canine 13", "ناب علوي منطمر 13"),
         H3("encombrement incisif sévère", "severe incisor crowding", "ازدحام شديد للقواطع")]
ORTHO_MED = [H3("asthme sous Ventoline", "asthma (salbutamol inhaler)", "ربو"),
             H3("allergie au latex", "latex allergy", "حساسية من اللاتكس"),
             H3("CIV opérée à 2 ans", "VSD repaired at age 2", "عيب خلقي في الحاجز البطيني تمت جراحته"),
             H3("fente labio-palatine opérée", "repaired cleft lip and palate", "شق الشفة والحنك تمت جراحته"),
             H3("hémophilie A mineure", "mild haemophilia A", "الناعور أ الخفيف"),
             H3("bruxisme nocturne", "nocturnal bruxism", "صريف الأسنان الليلي")]


def months(D, n):
    return D.pick(f"{n} mois", f"{n} months", f"{n} أشهر" if n <= 10 else f"{n} شهرا")


def k_ortho(D, P):
    r = D.r
    child = P(born=(2009, 2017))
    par = P(born=(1972, 1990))
    child.ll, child.la = par.ll, par.la
    dr = P(born=(1965, 1988))
    D.H("Plan de traitement orthodontique et devis", "Orthodontic treatment plan and estimate",
        "خطة العلاج التقويمي للأسنان وتقدير الكلفة")
    D.P(D.pick("Cabinet d'orthodontie, ", "Orthodontic practice, ", "عيادة تقويم الأسنان، ") + D.street())
    D.kv(D.L("Praticien", "Orthodontist", "الطبيب المعالج"), D.drname(dr, style=r.choice(["Fl", "FL"])))
    D.kv(D.L("Matricule fiscal", "Tax ID", "المعرف الجبائي"), D.tax(dr))
    D.kv(D.L("Patient(e)", "Patient", "المريض(ة)"), D.name(child, style=r.choice(["Fl", "LF", "caps"])))
    D.kv(D.L("Date de naissance", "Date of birth", "تاريخ الولادة"), D.dob(child))
    D.kv(D.L("Représentant légal", "Parent / guardian", "الولي"), D.name(par))
    D.kv(D.L("CIN du représentant", "Guardian's ID", "ب.ت.و الولي"), D.cin(par))
    D.kv(D.L(["Tél.", "Portable"], "Mobile", ["الهاتف", "الجوال"]), D.tel(par))
    D.kv(D.L("E-mail", "Email", "البريد الإلكتروني"), D.mail(par))
    D.kv(D.L("Adresse", "Address", "العنوان"), D.addr(par))
    D.kv(D.L("N° assuré social (CNAM)", "Social insurance no.", "رقم المضمون الاجتماعي"), D.cnss(par))
    par2 = P(sex="F" if par.sex == "M" else "M", born=(1972, 1992))
    D.kv(D.L("Autre parent", "Other parent", "الولي الثاني"), f"{D.name(par2)}, {D.tel(par2)}")
    d1, d2 = r.sample(ORTHO, 2)
    med = r.choice(ORTHO_MED)
    D.H("Diagnostic", "Diagnosis", "التشخيص", 2)
    D.S(fr=lambda: f"Examen clinique et téléradiographie : {D.hl(d1)}, associée à {D.hl(d2)}. Antécédents : {D.hl(med)}.",
        en=lambda: f"Clinical and cephalometric findings: {D.hl(d1)} with {D.hl(d2)}. Medical history: {D.hl(med)}.",
        ar=lambda: f"الفحص السريري والصورة الشعاعية: {D.hl(d1)} مع {D.hl(d2)}. السوابق: {D.hl(med)}.")
    D.H("Phases et honoraires", "Phases and fees", "المراحل والأتعاب", 2)
    phases = [("Disjonction maxillaire", "Maxillary expansion", "توسيع الفك العلوي"),
              ("Multi-attache vestibulaire", "Fixed appliances", "جهاز ثابت"),
              ("Contention collée", "Bonded retainer", "مثبت ملصق"),
              ("Activateur fonctionnel", "Functional appliance", "جهاز وظيفي")]
    rows = []
    for ph in r.sample(phases, 3):
        rows.append([D.pick(*ph), months(D, r.randint(3, 18)),
                     D.amount(300, 2800)])
    D.T([D.L("Phase", "Phase", "المرحلة"), D.L("Durée", "Duration", "المدة"), D.L("Honoraires", "Fee", "الأتعاب")], rows)
    if r.random() < 0.5:
        D.S(fr=lambda: f"Règlement par prélèvement mensuel sur le RIB {D.rib(par)} ({D.dz('Banque Zitouna')}).",
            en=lambda: f"Monthly direct debit from RIB {D.rib(par)} held at {D.dz('Banque Zitouna')}.",
            ar=lambda: f"الخلاص عبر اقتطاع شهري من الحساب {D.rib(par)} لدى {D.dz('بنك الزيتونة')}.")
    else:
        D.S(fr=lambda: f"Acompte réglé par carte n° {D.card(par)} ; reçu n° {D.ref('ORT-')}.",
            en=lambda: f"Deposit paid by card {D.card(par)}; receipt {D.ref('ORT-')}.",
            ar=lambda: f"تم دفع التسبقة ببطاقة عدد {D.card(par)}، وصل عدد {D.ref('ORT-')}.")
    D.S(fr=lambda: f"Lu et approuvé par {D.name(par)}, le {D.date()}.",
        en=lambda: f"Read and approved by {D.name(par)} on {D.date()}.",
        ar=lambda: f"قرأه ووافق عليه {D.name(par)} بتاريخ {D.date()}.")


# ---------------------------------------------------------------- 5 epilepsy clinic follow-up
EPI = [H3("épilepsie temporale gauche pharmacorésistante", "drug-resistant left temporal lobe epilepsy", "صرع الفص الصدغي الأيسر المقاوم للأدوية"),
       H3("épilepsie myoclonique juvénile", "juvenile myoclonic epilepsy", "صرع رمعي عضلي شبابي"),
       H3("épilepsie frontale nocturne", "nocturnal frontal lobe epilepsy", "صرع الفص الجبهي الليلي"),
       H3("épilepsie post-traumatique", "post-traumatic epilepsy", "صرع ما بعد الرضح")]
EPI_EX = [H3("pointes-ondes temporales gauches", "left temporal spike-and-wave discharges", "موجات شوكية صدغية يسرى"),
          H3("sclérose hippocampique gauche", "left hippocampal sclerosis", "تصلب الحصين الأيسر"),
          H3("polypointes-ondes généralisées à 4 Hz", "generalised 4 Hz polyspike-wave", "موجات شوكية متعددة معممة"),
          H3("dysplasie corticale frontale droite", "right frontal cortical dysplasia", "خلل التنسج القشري الجبهي الأيمن")]
EPI_SZ = [H3("CTCG", "GTCS", "نوبة توترية رمعية معممة"), H3("crise focale avec rupture de contact", "focal impaired-awareness seizure", "نوبة بؤرية مع فقدان الوعي"),
          H3("myoclonies matinales", "morning myoclonic jerks", "رعشات عضلية صباحية"),
          H3("aura épigastrique isolée", "isolated epigastric aura", "أورة شرسوفية معزولة")]
EPI_TT = [H3("lévétiracétam 1 000 mg x 2/j", "levetiracetam 1,000 mg twice daily", "ليفيتيراسيتام 1000 ملغ مرتين يوميا"),
          H3("lamotrigine 150 mg x 2/j", "lamotrigine 150 mg twice daily", "لاموتريجين 150 ملغ مرتين يوميا"),
          H3("carbamazépine LP 400 mg x 2", "carbamazepine SR 400 mg bd", "كاربامازيبين 400 ملغ مرتين")]


def k_epilepsy(D, P):
    r = D.r
    pt, gp, neuro = P(born=(1975, 2005)), P(born=(1960, 1985)), P(born=(1958, 1980))
    D.H("Consultation d'épileptologie – courrier de suivi", "Epilepsy clinic – follow-up letter", "استشارة الصرع – رسالة متابعة")
    D.P(D.dpick(["Institut National de Neurologie Mongi Ben Hamida", "Service de Neurologie, Hôpital Sahloul"],
                ["National Institute of Neurology Mongi Ben Hamida"], ["المعهد الوطني لطب الأعصاب المنجي بن حميدة"]))
    D.S(fr=lambda: f"Cher confrère, Dr {D.name(gp)},", en=lambda: f"Dear Dr {D.name(gp)},",
        ar=lambda: f"الزميل العزيز الدكتور {D.name(gp)}،", both="f")
    D.kv(D.L("Patient", "Patient", "المريض"), D.name(pt))
    D.kv(D.L("DDN", "DOB", "تاريخ الولادة"), D.dob(pt))
    D.kv(D.L("CIN", "CIN", "رقم ب.ت.و"), D.cin(pt))
    D.kv(D.L("Tél", "Tel", "الهاتف"), D.tel(pt))
    D.kv(D.L("Domicile", "Address", "مقر السكنى"), D.addr(pt))
    dx, ex1, ex2, tt = r.choice(EPI), EPI_EX[r.choice([0, 2])], EPI_EX[r.choice([1, 3])], r.choice(EPI_TT)
    D.S(fr=lambda: f"Je revois {D.title(pt)} {D.short(pt)}, suivi(e) pour {D.hl(dx)}. EEG : {D.hl(ex1)} ; IRM : {D.hl(ex2)}. "
                   f"Traitement actuel : {D.hl(tt)}.",
        en=lambda: f"I reviewed {D.title(pt)} {D.short(pt)}, followed for {D.hl(dx)}. EEG: {D.hl(ex1)}; MRI: {D.hl(ex2)}. "
                   f"Current treatment: {D.hl(tt)}.",
        ar=lambda: f"عاينت {D.title(pt)} {D.short(pt)} المتابع من أجل {D.hl(dx)}. تخطيط الدماغ: {D.hl(ex1)}، "
                   f"والرنين المغناطيسي: {D.hl(ex2)}. العلاج الحالي: {D.hl(tt)}.")
    D.H("Calendrier des crises", "Seizure diary", "رزنامة النوبات", 2)
    rows = []
    for m in r.sample(range(12), 4):
        sz = r.choice(EPI_SZ)
        rows.append([D.pick(f"{MOIS[m]} 2025", f"{MONTHS[m]} 2025", f"{ASHHUR[m]} 2025"), str(r.randint(0, 6)), D.hl(sz),
                     D.pick(*r.choice([("privation de sommeil", "sleep deprivation", "قلة النوم"),
                                       ("oubli de prise", "missed dose", "نسيان الدواء"), ("—", "—", "—")]))])
    D.T([D.L("Mois", "Month", "الشهر"), D.L("Nb", "Count", "العدد"), D.L("Type", "Type", "النوع"),
         D.L("Facteur", "Trigger", "العامل المحفز")], rows)
    D.S(fr=lambda: f"Le patient conduit le véhicule immatriculé {D.plate(pt)} pour son travail : je lui ai rappelé "
                   f"l'inaptitude temporaire à la conduite ({law(D, 'road')}).",
        en=lambda: f"The patient drives the vehicle registered {D.plate(pt)} for work; I reminded him of the temporary "
                   f"driving restriction ({law(D, 'road')}).",
        ar=lambda: f"يقود المريض السيارة ذات الرقم المنجمي {D.plate(pt)} في عمله، وقد ذكّرته بعدم الأهلية المؤقتة "
                   f"للسياقة ({law(D, 'road')}).")
    D.S(fr=lambda: f"Bilan pré-chirurgical demandé. Prochain RDV : {D.date(y0=2025, y1=2026)}. Pour toute question : {D.mail(pt)} (patient).",
        en=lambda: f"Pre-surgical work-up requested. Next appointment: {D.date(y0=2025, y1=2026)}. Patient e-mail: {D.mail(pt)}.",
        ar=lambda: f"تم طلب فحوصات ما قبل الجراحة. الموعد القادم: {D.date(y0=2025, y1=2026)}.")
    D.kv(D.L("Signé", "Signed", "الإمضاء"), D.drname(neuro, prof="Pr"))


# ---------------------------------------------------------------- 6 geriatric falls assessment
GER = [H3("ostéoporose fracturaire (T-score −3,1)", "osteoporosis with fragility fracture (T-score −3.1)", "هشاشة العظام مع كسور"),
       H3("maladie de Parkinson stade 2", "Parkinson's disease, stage 2", "داء باركنسون المرحلة الثانية"),
       H3("troubles neurocognitifs, MMSE 19/30", "neurocognitive disorder, MMSE 19/30", "اضطرابات معرفية عصبية MMSE 19/30"),
       H3("hypotension orthostatique", "orthostatic hypotension", "انخفاض ضغط الدم الانتصابي"),
       H3("cataracte bilatérale", "bilateral cataract", "ساد ثنائي"),
       H3("insuffisance cardiaque FEVG 35 %", "heart failure, LVEF 35%", "قصور القلب، الكسر القذفي 35 بالمائة"),
       H3("incontinence urinaire d'effort", "stress urinary incontinence", "سلس البول الجهدي"),
       H3("gonarthrose bilatérale", "bilateral knee osteoarthritis", "خشونة الركبتين")]
GER_TEST = [H3("TUG 24 s", "TUG 24 s", "TUG 24 ثانية"), H3("Tinetti 17/28", "Tinetti 17/28", "تينيتي 17/28"),
            H3("MNA 18/30 (dénutrition modérée)", "MNA 18/30 (moderate malnutrition)", "MNA 18/30 سوء تغذية معتدل"),
            H3("vitamine D 9 ng/ml", "vitamin D 9 ng/mL", "فيتامين د 9 نانوغرام/مل"),
            H3("GDS 9/15", "GDS 9/15", "مقياس الاكتئاب 9/15")]
GER_INJ = [H3("fracture du poignet gauche", "left wrist fracture", "كسر المعصم الأيسر"),
           H3("fracture du col fémoral droit opérée (PTH)", "right femoral neck fracture (THR)", "كسر عنق الفخذ الأيمن"),
           H3("hématome du cuir chevelu", "scalp haematoma", "ورم دموي بفروة الرأس"),
           H3("station au sol prolongée (4 h)", "long lie on the floor (4 h)", "بقاء على الأرض لمدة 4 ساعات"),
           H3("tassement vertébral L1", "L1 vertebral compression fracture", "انضغاط الفقرة القطنية الأولى")]


def k_geriatric(D, P):
    r = D.r
    pt, dau, kin, ger = P(born=(1933, 1952)), P(sex="F", born=(1962, 1985)), P(born=(1975, 1995)), P(born=(1960, 1985))
    dau.ll, dau.la = pt.ll, pt.la
    pt.tels[0] = "7" + r.choice("1234") + rdig(r, 6)
    D.H("Évaluation gériatrique standardisée – consultation chutes", "Comprehensive geriatric assessment – falls clinic",
        "التقييم الشامل لطب الشيخوخة – استشارة السقوط")
    D.P(hospital(D) + " – " + D.dz(D.pick("Unité de gériatrie, 3e étage", "Geriatrics Unit, 3rd floor", "وحدة طب الشيخوخة، الطابق الثالث")))
    D.kv(D.L("Nom et prénom", "Name", "الاسم واللقب"), D.name(pt, style=r.choice(["ben", "caps", "ben"])))
    D.kv(D.L("Né(e) le", "Born", "تاريخ الولادة"), D.dob(pt))
    D.kv(D.L("CIN", "CIN", "ب.ت.و"), D.cin(pt))
    D.kv(D.L("Adresse", "Address", "العنوان"), D.addr(pt))
    D.kv(D.L("Tél. fixe", "Landline", "الهاتف القار"), D.tel(pt))
    D.kv(D.L("N° affilié CNSS (retraite)", "CNSS pension no.", "رقم الانخراط بالضمان الاجتماعي (جراية)"), D.cnss(pt))
    D.kv(D.L("Aidant(e) principal(e)", "Main carer", "المرافق"), f"{D.name(dau)} ({D.pick('fille', 'daughter', 'ابنته')}), "
         f"{D.tel(dau)}, {D.mail(dau)}")
    ant = r.sample(GER, 3)
    D.H("Antécédents", "Medical history", "السوابق المرضية", 2)
    for a in ant:
        D.P("- " + D.hl(a))
    D.H("Tests", "Assessment scores", "الاختبارات", 2)
    tests = r.sample(GER_TEST, 3)
    D.T([D.L("Test", "Test", "الاختبار"), D.L("Résultat", "Result", "النتيجة")],
        [[D.pick("Évaluation n°" + str(i + 1), "Item " + str(i + 1), "البند " + str(i + 1)), D.hl(t)] for i, t in enumerate(tests)])
    D.H("Chutes des 12 derniers mois", "Falls in the last 12 months", "السقطات خلال 12 شهرا", 2)
    rows = []
    for inj in r.sample(GER_INJ, r.randint(2, 3)):
        rows.append([D.date(y0=2024), D.pick(*r.choice([("salle de bain", "bathroom", "الحمام"), ("escalier", "stairs", "الدرج"),
                                                          ("chambre, la nuit", "bedroom at night", "غرفة النوم ليلا")])), D.hl(inj)])
    D.T([D.L("Date", "Date", "التاريخ"), D.L("Lieu", "Place", "المكان"), D.L("Conséquence", "Outcome", "العواقب")], rows)
    D.S(fr=lambda: f"Conclusion : risque de chute élevé chez {D.title(pt)} {D.short(pt)}. Kinésithérapie à domicile avec "
                   f"{D.name(kin)} ({D.tel(kin)}), téléassistance, révision des psychotropes.",
        en=lambda: f"Conclusion: high fall risk for {D.title(pt)} {D.short(pt)}. Home physiotherapy with {D.name(kin)} "
                   f"({D.tel(kin)}), personal alarm, review of psychotropic drugs.",
        ar=lambda: f"الخلاصة: خطر سقوط مرتفع لدى {D.title(pt)} {D.short(pt)}. ترويض طبي بالمنزل مع {D.name(kin)} "
                   f"(الهاتف {D.tel(kin)})، وجهاز إنذار عن بعد، ومراجعة الأدوية النفسية.")
    D.S(fr=lambda: f"Allocation d'aide à domicile estimée à {D.amount(120, 450)} par mois ; dossier {D.ref('GER-')}.",
        en=lambda: f"Home-help allowance estimated at {D.amount(120, 450)} a month; file {D.ref('GER-')}.",
        ar=lambda: f"منحة المساعدة بالمنزل مقدرة ب{D.amount(120, 450)} شهريا، ملف عدد {D.ref('GER-')}.")
    D.kv(D.L("Gériatre", "Geriatrician", "طبيب الشيخوخة"), D.drname(ger))


# ---------------------------------------------------------------- 7 postnatal home visit
PN_MO = [H3("césarienne en urgence pour pré-éclampsie sévère", "emergency caesarean for severe pre-eclampsia", "عملية قيصرية عاجلة بسبب تسمم الحمل الحاد"),
         H3("diabète gestationnel sous insuline", "gestational diabetes on insulin", "سكري الحمل تحت الأنسولين"),
         H3("déchirure périnéale du 3e degré", "third-degree perineal tear", "تمزق العجان من الدرجة الثالثة"),
         H3("anémie du post-partum, Hb 8,9 g/dl", "postpartum anaemia, Hb 8.9 g/dL", "فقر دم بعد الولادة، الخضاب 8,9"),
         H3("mastite du sein gauche", "left breast mastitis", "التهاب الثدي الأيسر")]
PN_PSY = [H3("dépression du post-partum (EPDS 15)", "postnatal depression (EPDS 15)", "اكتئاب ما بعد الولادة (EPDS 15)"),
          H3("baby blues (EPDS 9)", "baby blues (EPDS 9)", "كآبة ما بعد الولادة الخفيفة")]
PN_BB = [H3("ictère néonatal sous photothérapie", "neonatal jaundice on phototherapy", "يرقان الوليد تحت العلاج الضوئي"),
         H3("prématurité 34 SA", "preterm birth at 34 weeks", "ولادة مبكرة في الأسبوع 34"),
         H3("hypotrophie, PN 2 150 g", "low birth weight, 2,150 g", "نقص الوزن عند الولادة 2150 غ"),
         H3("luxation congénitale de la hanche gauche", "developmental dysplasia of the left hip", "خلع الورك الخلقي الأيسر"),
         H3("muguet buccal", "oral thrush", "سلاق فموي")]


def k_postnatal(D, P):
    r = D.r
    mo = P(sex="F", born=(1985, 2002))
    fa = P(sex="M", born=(1980, 1998))
    bb = P(born=(2024, 2025))
    bb.ll, bb.la = fa.ll, fa.la
    mw = P(sex="F", born=(1975, 1998))
    D.H("Visite à domicile post-natale", "Postnatal home visit report", "تقرير الزيارة المنزلية بعد الولادة")
    D.P(D.dpick(["Centre de Santé de Base El Omrane", "Office National de la Famille et de la Population (ONFP)"],
                ["El Omrane Primary Health Centre", "National Office for Family and Population (ONFP)"],
                ["مركز الصحة الأساسية العمران", "الديوان الوطني للأسرة والعمران البشري"]))
    D.kv(D.L("Mère", "Mother", "الأم"), D.name(mo))
    D.kv(D.L("Née le", "DOB", "تاريخ الولادة"), D.dob(mo))
    D.kv(D.L("CIN", "ID no.", "ب.ت.و"), D.cin(mo))
    D.kv(D.L("N° CNSS (allocation de maternité)", "CNSS no. (maternity benefit)", "رقم الضمان الاجتماعي (منحة الأمومة)"), D.cnss(mo))
    D.kv(D.L("Adresse de la visite", "Visit address", "عنوان الزيارة"), D.addr(mo))
    D.kv(D.L("Tél.", "Phone", "الهاتف"), D.tel(mo) + " / " + D.tel(fa))
    D.kv(D.L("Père", "Father", "الأب"), D.name(fa))
    D.kv(D.L("Nouveau-né", "Newborn", "المولود"), f"{D.name(bb, style=r.choice(['Fl', 'FL', 'fl']))}, "
         f"{D.pick('né(e) le', 'born', 'المولود في')} {D.dob(bb)}")
    D.kv(D.L("Maternité", "Maternity unit", "مكان الولادة"),
         D.dpick(["Centre de Maternité et de Néonatologie de Tunis"], ["Tunis Maternity and Neonatology Centre"],
                 ["مركز التوليد وطب الرضيع بتونس"]))
    m1, m2, ps = r.choice(PN_MO), r.choice(PN_MO), r.choice(PN_PSY)
    D.H("Mère", "Mother", "الأم", 2)
    D.kv(D.L("Parité", "Parity", "عدد الولادات"), D.v("HEALTH", f"G{r.randint(2, 5)}P{r.randint(1, 2)}"))
    D.kv(D.L("Accouchement", "Delivery", "الولادة"), D.hl(m1))
    if m2 != m1:
        D.kv(D.L("Suites de couches", "Postnatal course", "النفاس"), D.hl(m2))
    D.kv(D.L("Humeur", "Mood", "الحالة النفسية"), D.hl(ps))
    D.H("Nouveau-né", "Newborn", "المولود", 2)
    bx = r.sample(PN_BB, 2)
    D.T([D.L("Paramètre", "Item", "العنصر"), D.L("Constat", "Finding", "الملاحظة")],
        [[D.pick("Poids", "Weight", "الوزن"), D.pick(f"{grp(r.randint(2400, 4100))} g", f"{grp(r.randint(2400, 4100), ',')} g", f"{r.randint(2400, 4100)} غ")],
         [D.pick("Problème 1", "Problem 1", "المشكلة 1"), D.hl(bx[0])],
         [D.pick("Problème 2", "Problem 2", "المشكلة 2"), D.hl(bx[1])],
         [D.pick("Vaccins", "Vaccines", "التلاقيح"), "BCG, HB1"]])
    D.S(fr=lambda: f"Visite effectuée par la sage-femme {D.name(mw)} ({D.tel(mw)}). {D.given_only(mo)} est orientée vers la "
                   f"consultation de psychiatrie périnatale ; prochaine visite le {D.date(y0=2025)}.",
        en=lambda: f"Visit made by midwife {D.name(mw)} ({D.tel(mw)}). {D.given_only(mo)} was referred to perinatal "
                   f"psychiatry; next visit on {D.date(y0=2025)}.",
        ar=lambda: f"قامت بالزيارة القابلة {D.name(mw)} (الهاتف {D.tel(mw)}). تم توجيه {D.given_only(mo)} إلى استشارة "
                   f"الطب النفسي حول الولادة، والزيارة القادمة يوم {D.date(y0=2025)}.")
    D.S(fr=lambda: f"Congé de maternité en application {law_de(D, 'labour')}.",
        en=lambda: f"Maternity leave under {law(D, 'labour')}.",
        ar=lambda: f"عطلة الأمومة طبقا لأحكام {law(D, 'labour')}.")


# ---------------------------------------------------------------- 8 bankruptcy creditor claim
COMPANIES = ["Société Méditerranéenne de Conserves SARL", "Société Sahel Emballages SA", "Société Djerba Matériaux SUARL",
             "Société Cap Bon Agrumes SA", "Société Nord Textiles SARL"]
COMPANIES_AR = ["شركة المتوسط للمصبرات", "شركة الساحل للتعليب", "شركة جربة لمواد البناء", "شركة الوطن القبلي للقوارص"]


def k_creditor_claim(D, P):
    r = D.r
    cr, adm, law_p = P(born=(1960, 1990)), P(born=(1960, 1985)), P(born=(1965, 1990))
    D.H("Déclaration de créance – procédure de redressement judiciaire", "Proof of claim – judicial reorganisation",
        "تصريح بدين – إجراءات الإنقاذ القضائي")
    D.kv(D.L("Tribunal", "Court", "المحكمة"), D.dpick(["Tribunal de Première Instance de Sfax 1", "Tribunal de Première Instance de Tunis"],
                                                     ["Court of First Instance, Sfax 1", "Court of First Instance, Tunis"],
                                                     ["المحكمة الابتدائية بصفاقس 1", "المحكمة الابتدائية بتونس"]))
    D.kv(D.L("Affaire n°", "Case no.", "القضية عدد"), D.ref(""))
    comp = r.choice(COMPANIES)
    D.kv(D.L("Débiteur", "Debtor", "المدين"), D.dz(comp if D.cur() != "ar" else r.choice(COMPANIES_AR)))
    D.kv(D.L("Matricule fiscal de la société débitrice", "Debtor company tax no.", "المعرف الجبائي للشركة المدينة"),
         D.dz(f"{rdig(r, 7)}/{r.choice(TAX_LET)}/A/M/000 ({D.pick('société', 'company', 'شركة')})"))
    D.kv(D.L("Gérant", "Managing director", "الوكيل"), D.name(P(born=(1955, 1985))))
    D.kv(D.L("Administrateur judiciaire", "Court-appointed administrator", "المتصرف القضائي"), D.name(adm))
    D.H("Créancier", "Creditor", "الدائن", 2)
    D.kv(D.L("Nom", "Name", "الاسم"), D.name(cr))
    D.kv(D.L("CIN", "ID", "ب.ت.و"), D.cin(cr))
    D.kv(D.L("Matricule fiscal", "Tax ID", "المعرف الجبائي"), D.tax(cr))
    D.kv(D.L("Adresse", "Address", "العنوان"), D.addr(cr))
    D.kv(D.L("Tél. / e-mail", "Phone / email", "الهاتف / البريد"), f"{D.tel(cr)} / {D.mail(cr)}")
    D.H("Détail de la créance", "Claim details", "تفاصيل الدين", 2)
    rows = []
    for i in range(r.randint(3, 4)):
        rows.append([D.pick(*r.choice([("Facture", "Invoice", "فاتورة"), ("Effet impayé", "Unpaid bill", "كمبيالة غير مدفوعة"),
                                       ("Avoir", "Credit note", "فاتورة تعديل")])),
                     D.dz(f"F-{r.randint(2021, 2024)}-{r.randint(100, 9999):04d}"), D.date(y0=2022, y1=2024), D.amount(900, 60000)])
    D.T([D.L("Nature", "Type", "النوع"), D.L("Pièce", "Document", "الوثيقة"), D.L("Date", "Date", "التاريخ"),
         D.L("Montant", "Amount", "المبلغ")], rows)
    D.S(fr=lambda: f"Total déclaré : {D.amount(5000, 150000)}, à titre chirographaire, conformément aux dispositions {law_de(D, 'insolv')}. "
                   f"Paiement à effectuer sur le RIB {D.rib(cr)} (IBAN {D.iban(cr)}).",
        en=lambda: f"Total claimed: {D.amount(5000, 150000)} as an unsecured claim under {law(D, 'insolv')}. Payment to "
                   f"IBAN {D.iban(cr)} (RIB {D.rib(cr)}).",
        ar=lambda: f"المبلغ الجملي المصرح به: {D.amount(5000, 150000)} دينا عاديا طبقا لأحكام {law(D, 'insolv')}، "
                   f"ويتم الخلاص بالحساب البنكي {D.rib(cr)}.")
    D.H("Cautions personnelles et solidaires", "Personal guarantors", "الكفلاء بالتضامن", 2)
    gs = [P(born=(1950, 1990)) for _ in range(r.randint(2, 3))]
    D.T([D.L("Caution", "Guarantor", "الكفيل"), D.L("CIN", "ID", "ب.ت.و"), D.L("Adresse", "Address", "العنوان"),
         D.L("Engagement", "Amount guaranteed", "مبلغ الكفالة")],
        [[D.name(g, style=r.choice(["caps", "LF", "ben"])), D.cin(g), D.addr(g), D.amount(5000, 80000)] for g in gs])
    D.S(fr=lambda: f"Référence de virement refusée par la banque : {D.bad_rib()}.",
        en=lambda: f"Transfer reference rejected by the bank: {D.bad_rib()}.",
        ar=lambda: f"مرجع التحويل المرفوض من البنك: {D.bad_rib()}.")
    D.S(fr=lambda: f"Fait par Maître {D.name(law_p)}, avocat, {D.tel(law_p)}, mandataire de {D.title(cr)} {D.short(cr)}.",
        en=lambda: f"Filed by {D.name(law_p)}, attorney at law, {D.tel(law_p)}, on behalf of {D.title(cr)} {D.short(cr)}.",
        ar=lambda: f"حرر من طرف {'الأستاذ' if law_p.sex == 'M' else 'الأستاذة'} {D.name(law_p)}، محام، الهاتف {D.tel(law_p)}، نيابة عن {D.title(cr)} {D.short(cr)}.")


# ---------------------------------------------------------------- 9 family mediation report
CHILD_H = [H3("TDAH diagnostiqué", "diagnosed ADHD", "اضطراب فرط الحركة وتشتت الانتباه"),
           H3("trouble du spectre de l'autisme", "autism spectrum disorder", "اضطراب طيف التوحد"),
           H3("asthme allergique", "allergic asthma", "ربو تحسسي"),
           H3("diabète de type 1", "type 1 diabetes", "السكري من النوع الأول"),
           H3("dyslexie sévère", "severe dyslexia", "عسر القراءة الحاد")]
SCHOOLS = [("École primaire Ibn Khaldoun", "Ibn Khaldoun Primary School", "المدرسة الابتدائية ابن خلدون"),
           ("Collège Tahar Sfar", "Tahar Sfar Middle School", "المدرسة الإعدادية الطاهر صفر"),
           ("École primaire Aboul Kacem Chebbi", "Aboul Kacem Chebbi Primary School", "المدرسة الابتدائية أبو القاسم الشابي"),
           ("Lycée Bourguiba", "Bourguiba Secondary School", "معهد بورقيبة")]


def k_mediation(D, P):
    r = D.r
    fa, mo, med = P(sex="M", born=(1975, 1992)), P(sex="F", born=(1978, 1995)), P(born=(1960, 1985))
    kids = [P(born=(2010, 2021)) for _ in range(r.randint(2, 3))]
    for k in kids:
        k.ll, k.la = fa.ll, fa.la
    D.H("Rapport de médiation familiale", "Family mediation report", "تقرير الوساطة العائلية")
    D.kv(D.L("Juridiction", "Court", "المحكمة"), D.dpick(["Tribunal de Première Instance de Tunis 2 – juge de la famille"],
                                                        ["Family judge, Court of First Instance Tunis 2"],
                                                        ["قاضي الأسرة بالمحكمة الابتدائية تونس 2"]))
    D.kv(D.L("Dossier", "Case", "الملف"), D.ref("MF-"))
    D.kv(D.L("Médiateur", "Mediator", "الوسيط"), D.name(med))
    D.H("Les parties", "The parties", "الأطراف", 2)
    D.T([D.L("Partie", "Party", "الطرف"), D.L("Nom", "Name", "الاسم"), D.L("CIN", "CIN", "ب.ت.و"),
         D.L("Adresse", "Address", "العنوان"), D.L("Tél.", "Phone", "الهاتف")],
        [[D.pick("Père", "Father", "الأب"), D.name(fa), D.cin(fa), D.addr(fa), D.tel(fa)],
         [D.pick("Mère", "Mother", "الأم"), D.name(mo), D.cin(mo), D.addr(mo), D.tel(mo)]])
    D.H("Enfants", "Children", "الأبناء", 2)
    rows = []
    hk = r.randrange(len(kids))
    for i, k in enumerate(kids):
        rows.append([D.name(k, style=r.choice(["Fl", "FL", "fl"])), D.dob(k), D.dpick(*[[x] for x in r.choice(SCHOOLS)]),
                     D.hl(r.choice(CHILD_H)) if i == hk else "—"])
    D.T([D.L("Enfant", "Child", "الطفل"), D.L("Date de naissance", "DOB", "تاريخ الولادة"), D.L("École", "School", "المدرسة"),
         D.L("Santé", "Health", "الصحة")], rows)
    D.S(fr=lambda: f"Accord : résidence habituelle chez la mère ; droit de visite du père un week-end sur deux, remise des "
                   f"enfants devant l'école. {D.title(fa)} {D.short(fa)} viendra avec le véhicule {D.plate(fa)}.",
        en=lambda: f"Agreement: the children live with the mother; the father has contact every other weekend, with handover at "
                   f"the school gate. {D.title(fa)} {D.short(fa)} will use the vehicle {D.plate(fa)}.",
        ar=lambda: f"الاتفاق: الحضانة للأم، وللأب حق الزيارة مرة كل أسبوعين مع تسليم الأبناء أمام المدرسة. "
                   f"يأتي {D.title(fa)} {D.short(fa)} بالسيارة {D.plate(fa)}.")
    D.S(fr=lambda: f"Pension alimentaire : {D.amount(250, 900)} par mois, virée sur le compte de la mère, RIB {D.rib(mo)}, "
                   f"en application {law_de(D, 'family')}.",
        en=lambda: f"Maintenance: {D.amount(250, 900)} per month paid into the mother's account IBAN {D.iban(mo)}, under "
                   f"{law(D, 'family')}.",
        ar=lambda: f"النفقة: {D.amount(250, 900)} شهريا تحول إلى حساب الأم {D.rib(mo)} طبقا لأحكام {law(D, 'family')}.")
    pk = kids[:2]
    D.S(fr=lambda: f"Les passeports des enfants ({', '.join(D.passport(k) for k in pk)}) sont conservés par la mère.",
        en=lambda: f"The children's passports ({', '.join(D.passport(k) for k in pk)}) are kept by the mother.",
        ar=lambda: f"تحتفظ الأم بجوازات سفر الأبناء ({'، '.join(D.passport(k) for k in pk)}).")
    if r.random() < 0.5:
        D.S(fr=lambda: f"Revenus du père (commerçant, MF {D.tax(fa)}) déclarés à {D.amount(1200, 4000)} par mois.",
            en=lambda: f"Father's income (trader, tax ID {D.tax(fa)}) declared at {D.amount(1200, 4000)} a month.",
            ar=lambda: f"مداخيل الأب (تاجر، المعرف الجبائي {D.tax(fa)}) مصرح بها في حدود {D.amount(1200, 4000)} شهريا.")
    D.S(fr=lambda: f"Contact de la mère pour le suivi : {D.mail(mo)}.",
        en=lambda: f"Mother's contact for follow-up: {D.mail(mo)}.",
        ar=lambda: f"للتواصل مع الأم: {D.mail(mo)}.")


# ---------------------------------------------------------------- 10 telework agreement
TW_H = [H3("sclérose en plaques", "multiple sclerosis", "التصلب اللويحي"),
        H3("lombosciatique chronique L5-S1", "chronic L5-S1 sciatica", "عرق النسا المزمن"),
        H3("grossesse à risque (placenta praevia)", "high-risk pregnancy (placenta praevia)", "حمل عالي الخطورة"),
        H3("insuffisance rénale sous hémodialyse", "kidney failure on haemodialysis", "قصور كلوي مع تصفية الدم"),
        H3("polyarthrite rhumatoïde", "rheumatoid arthritis", "التهاب المفاصل الروماتويدي")]
EMPLOYERS = [("Société Carthage Logiciels SA", "Carthage Software SA", "شركة قرطاج للبرمجيات"),
             ("Tunisie Câbles Industries SA", "Tunisie Cables Industries SA", "شركة تونس للكوابل"),
             ("Société Atlas Conseil SARL", "Atlas Consulting SARL", "شركة أطلس للاستشارات")]


def k_telework(D, P):
    r = D.r
    emp, drh, mdt = P(born=(1975, 2000)), P(born=(1965, 1985)), P(born=(1960, 1985))
    D.H("Avenant au contrat de travail – télétravail", "Telework agreement (addendum)", "ملحق اتفاقية العمل عن بعد")
    D.S(fr=lambda: f"Entre la {D.dpick([EMPLOYERS[0][0], EMPLOYERS[1][0], EMPLOYERS[2][0]], [], [])}, sise {D.street()}, "
                   f"représentée par son DRH {D.name(drh)}, d'une part,",
        en=lambda: f"Between {D.dpick([], [e[1] for e in EMPLOYERS], [])}, located on {D.street()}, represented by its HR "
                   f"director {D.name(drh)}, of the one part,",
        ar=lambda: f"بين {D.dpick([], [], [e[2] for e in EMPLOYERS])} الكائن مقرها ب{D.street()}، ممثلة في مديرها "
                   f"للموارد البشرية {D.name(drh)}، من جهة،", both="fa")
    D.S(fr=lambda: f"et {D.title(emp)} {D.name(emp)}, né(e) le {D.dob(emp)}, titulaire de la CIN n° {D.cin(emp)}, "
                   f"affilié(e) à la CNSS sous le n° {D.cnss(emp)}, demeurant {D.addr(emp, split=True)}, d'autre part.",
        en=lambda: f"and {D.title(emp)} {D.name(emp)}, born {D.dob(emp)}, ID card {D.cin(emp)}, social security no. "
                   f"{D.cnss(emp)}, residing at {D.addr(emp, split=True)}, of the other part.",
        ar=lambda: f"و{D.title(emp)} {D.name(emp)} المولود(ة) في {D.dob(emp)}، صاحب(ة) بطاقة التعريف عدد {D.cin(emp)}، "
                   f"المنخرط(ة) بالصندوق الوطني للضمان الاجتماعي تحت عدد {D.cnss(emp)}، والقاطن(ة) ب{D.addr(emp)}، من جهة أخرى.",
        both="fa")
    hx = r.choice(TW_H)
    D.H("Article 1 – Motif", "Clause 1 – Reason", "الفصل 1 – السبب", 2)
    D.S(fr=lambda: f"Sur avis du médecin du travail, Dr {D.name(mdt)}, et compte tenu de la {D.hl(hx)} dont souffre le/la "
                   f"salarié(e), le télétravail est organisé trois jours par semaine.",
        en=lambda: f"Following the advice of the occupational physician, Dr {D.name(mdt)}, and given the employee's "
                   f"{D.hl(hx)}, telework is arranged three days a week.",
        ar=lambda: f"بناء على رأي طبيب الشغل الدكتور {D.name(mdt)}، ونظرا للوضعية الصحية للأجير(ة) ({D.hl(hx)})، يتم تنظيم العمل "
                   f"عن بعد ثلاثة أيام في الأسبوع.")
    D.H("Article 2 – Lieu et contact", "Clause 2 – Place and contact", "الفصل 2 – المكان والاتصال", 2)
    D.kv(D.L("Lieu du télétravail", "Telework place", "مكان العمل عن بعد"), D.addr(emp))
    D.kv(D.L("Téléphone joignable", "Reachable on", "الهاتف"), D.tel(emp) + D.pick(" ou ", " or ", " أو ") + D.tel(emp, 1))
    D.kv(D.L("E-mail personnel", "Personal e-mail", "البريد الشخصي"), D.mail(emp))
    ec = P()
    D.kv(D.L("Personne à prévenir", "Emergency contact", "الشخص الذي يتم إعلامه"), f"{D.name(ec)} ({D.tel(ec)})")
    D.H("Article 3 – Équipement", "Clause 3 – Equipment", "الفصل 3 – التجهيزات", 2)
    rows = []
    for it in r.sample([("Ordinateur portable", "Laptop", "حاسوب محمول"), ("Écran 24 pouces", "24-inch monitor", "شاشة 24 بوصة"),
                        ("Casque audio", "Headset", "سماعة"), ("Routeur 4G", "4G router", "موزع 4G")], 3):
        rows.append([D.pick(*it), D.dz(f"SN-{r.choice('ABCDEFGHKLMNPRSTVWXZ')}{r.choice('ABCDEFGHKLMNPRSTVWXZ')}{rdig(r, 5)}-{r.choice('ABCDEFGHKLMNPRSTVWXZ')}"),
                     D.amount(90, 3200)])
    D.T([D.L("Matériel", "Item", "التجهيز"), D.L("N° de série", "Serial no.", "الرقم التسلسلي"), D.L("Valeur", "Value", "القيمة")], rows)
    D.S(fr=lambda: f"Une indemnité forfaitaire de {D.amount(40, 120)} par mois est virée sur l'IBAN {D.iban(emp)} ; "
                   f"frais professionnels réglés avec la carte société n° {D.card(emp)}.",
        en=lambda: f"A flat allowance of {D.amount(40, 120)} a month is paid to IBAN {D.iban(emp)}; business expenses go on "
                   f"company card {D.card(emp)}.",
        ar=lambda: f"تصرف منحة جزافية قدرها {D.amount(40, 120)} شهريا بالحساب {D.iban(emp)}.")
    D.S(fr=lambda: f"Le présent avenant est conclu conformément aux dispositions {law_de(D, 'labour')}.",
        en=lambda: f"This addendum is made under {law(D, 'labour')}.",
        ar=lambda: f"أبرم هذا الملحق طبقا لأحكام {law(D, 'labour')}.")


# ---------------------------------------------------------------- 11 company car assignment
CAR_H = [H3("vision monoculaire (OD 1/10)", "monocular vision (right eye 1/10)", "رؤية أحادية العين"),
         H3("diabète insulinodépendant", "insulin-treated diabetes", "سكري معتمد على الأنسولين"),
         H3("syndrome d'apnées du sommeil appareillé", "treated obstructive sleep apnoea", "انقطاع التنفس أثناء النوم"),
         H3("prothèse de hanche gauche", "left hip replacement", "مفصل ورك اصطناعي أيسر")]
CARS = ["Peugeot 301 1.6 HDi", "Renault Clio 5", "Isuzu D-Max double cabine", "Kia Picanto", "Citroën Berlingo Van",
        "Volkswagen Polo Trendline"]


def k_company_car(D, P):
    r = D.r
    emp, fleet = P(born=(1970, 1999)), P(born=(1965, 1990))
    others = [P(born=(1965, 2000)) for _ in range(r.randint(2, 3))]
    D.H("Fiche d'affectation de véhicule de service", "Company car assignment form", "بطاقة تخصيص سيارة المصلحة")
    D.P(D.dpick(["Direction Logistique – Parc automobile", "Société Tunisienne de l'Électricité et du Gaz (STEG) – parc auto"],
                ["Logistics Department – Fleet", "Tunisian Electricity and Gas Company (STEG) – fleet"],
                ["إدارة اللوجستيك – حظيرة السيارات"]))
    D.kv(D.L("Bénéficiaire", "Assigned to", "المنتفع"), D.name(emp))
    D.kv(D.L("CIN", "ID card", "ب.ت.و"), D.cin(emp))
    D.kv(D.L("Date de naissance", "Date of birth", "تاريخ الولادة"), D.dob(emp))
    D.kv(D.L("Adresse de remisage", "Overnight parking address", "عنوان الإيواء الليلي"), D.addr(emp))
    D.kv(D.L("GSM", "Mobile", "الجوال"), D.tel(emp))
    D.kv(D.L("Véhicule", "Vehicle", "السيارة"), f"{D.dz(r.choice(CARS))} – {D.plate(emp)}")
    D.kv(D.L("N° de châssis", "VIN", "رقم الهيكل"), D.dz("VF" + "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(15))))
    D.kv(D.L("Carte carburant", "Fuel card", "بطاقة المحروقات"), D.bad_card())
    hx = r.choice(CAR_H)
    D.kv(D.L("Restriction médicale", "Medical restriction", "قيد طبي"), D.hl(hx))
    D.H("Affectations du parc (historique)", "Fleet assignment history", "سجل تخصيص السيارات", 2)
    rows = []
    for o in others:
        rows.append([D.date(y0=2021, y1=2024), D.name(o, style=r.choice(["LF", "caps", "init", "Fl"])), D.plate(o),
                     D.pick(f"{grp(r.randint(5000, 190000))} km", f"{grp(r.randint(5000, 190000), ',')} km", f"{r.randint(5000, 190000)} كلم")])
    rows.append([D.date(y0=2025), D.name(emp, style="LF"), D.plate(emp), "0"])
    D.T([D.L("Date", "Date", "التاريخ"), D.L("Conducteur", "Driver", "السائق"), D.L("Immatriculation", "Plate", "الرقم المنجمي"),
         D.L("Kilométrage", "Odometer", "عداد الكيلومترات")], rows)
    if r.random() < 0.5:
        D.S(fr=lambda: f"Véhicule de remplacement temporaire sous plaque {D.plate(ctx='fr', rs=True)} (régime suspensif).",
            en=lambda: f"Temporary replacement vehicle with plate {D.plate(ctx='en', rs=True)} (RS regime).",
            ar=lambda: f"سيارة تعويض مؤقتة تحت رقم {D.plate(ctx='ar', rs=True)} (نظام توقيفي).")
    D.S(fr=lambda: f"Le bénéficiaire s'engage à respecter les dispositions {law_de(D, 'road')} ; toute amende reste à sa charge "
                   f"(plafond {D.amount(100, 600)}).",
        en=lambda: f"The employee undertakes to comply with {law(D, 'road')}; fines are at their own expense (cap "
                   f"{D.amount(100, 600)}).",
        ar=lambda: f"يلتزم المنتفع باحترام {law(D, 'road')} وتبقى المخالفات على كاهله (في حدود {D.amount(100, 600)}).")
    D.kv(D.L("Gestionnaire de parc", "Fleet manager", "المسؤول عن الحظيرة"), f"{D.name(fleet)} – {D.tel(fleet)}")


# ---------------------------------------------------------------- 12 loan rescheduling request
LOAN_H = [H3("infarctus du myocarde", "myocardial infarction", "احتشاء عضلة القلب"),
          H3("cancer du sein en cours de chimiothérapie", "breast cancer under chemotherapy", "سرطان الثدي تحت العلاج الكيميائي"),
          H3("AVC ischémique avec hémiplégie droite", "ischaemic stroke with right hemiplegia", "جلطة دماغية مع شلل نصفي أيمن"),
          H3("lymphome de Hodgkin", "Hodgkin lymphoma", "لمفومة هودجكين")]


def k_loan_resched(D, P):
    r = D.r
    b = P(born=(1965, 1992))
    sp = P(sex="F" if b.sex == "M" else "M", born=(1965, 1995))
    D.H("Demande de rééchelonnement de crédit", "Loan rescheduling request", "مطلب إعادة جدولة قرض")
    D.kv(D.L("Banque", "Bank", "البنك"), D.dpick(["Banque de l'Habitat – Agence Sfax El Jadida", "STB – Agence Bab Bhar"],
                                               ["Banque de l'Habitat – Sfax El Jadida branch"], ["بنك الإسكان – فرع صفاقس الجديدة"]))
    D.kv(D.L("Réf. dossier crédit", "Loan file", "مرجع ملف القرض"), D.bad_rib())
    D.kv(D.L("Emprunteur", "Borrower", "المقترض"), D.name(b))
    D.kv(D.L("CIN", "ID", "ب.ت.و"), D.cin(b))
    D.kv(D.L("Date de naissance", "Born", "تاريخ الولادة"), D.dob(b))
    D.kv(D.L("Adresse", "Address", "العنوان"), D.addr(b))
    D.kv(D.L("Contact", "Contact", "الاتصال"), f"{D.tel(b)} – {D.mail(b)}")
    D.kv(D.L("Compte", "Account", "الحساب"), f"RIB {D.rib(b)}")
    D.kv(D.L("IBAN", "IBAN", "الآيبان"), D.iban(b))
    D.kv(D.L("Carte de débit", "Debit card", "البطاقة البنكية"), D.card(b))
    if r.random() < 0.6:
        D.kv(D.L("Matricule fiscal (activité libérale)", "Tax ID (self-employed)", "المعرف الجبائي (نشاط حر)"), D.tax(b))
    gu = P(born=(1950, 1985))
    D.kv(D.L("Caution", "Guarantor", "الكفيل"), f"{D.name(gu)} – CIN {D.cin(gu)} – {D.tel(gu)}")
    hx = r.choice(LOAN_H)
    D.S(fr=lambda: f"Madame, Monsieur, suite à un {D.hl(hx)} survenu le {D.date(y0=2024)}, mes revenus ont baissé de "
                   f"{D.amount(1500, 3800)} à {D.amount(600, 1400)} par mois. Je sollicite le report de six échéances.",
        en=lambda: f"Dear Sir or Madam, following a {D.hl(hx)} on {D.date(y0=2024)}, my income fell from {D.amount(1500, 3800)} "
                   f"to {D.amount(600, 1400)} a month. I request a six-month deferral.",
        ar=lambda: f"سيدي، إثر إصابتي ب{D.hl(hx)} بتاريخ {D.date(y0=2024)} انخفض دخلي من {D.amount(1500, 3800)} إلى "
                   f"{D.amount(600, 1400)} شهريا، لذا أطلب تأجيل ست أقساط.")
    D.H("Échéances impayées", "Unpaid instalments", "الأقساط غير المسددة", 2)
    rows = [[D.date(y0=2025), D.amount(300, 1200), D.pick("impayé", "unpaid", "غير مسدد")] for _ in range(r.randint(3, 4))]
    D.T([D.L("Échéance", "Due date", "تاريخ الاستحقاق"), D.L("Montant", "Amount", "المبلغ"), D.L("Statut", "Status", "الوضعية")], rows)
    D.S(fr=lambda: f"Co-emprunteur : {D.name(sp)}, CIN {D.cin(sp)}, {D.tel(sp)}. Demande formulée au titre {law_de(D, 'bank')}.",
        en=lambda: f"Co-borrower: {D.name(sp)}, ID {D.cin(sp)}, {D.tel(sp)}. Request made under {law(D, 'bank')}.",
        ar=lambda: f"المقترض المشارك: {D.name(sp)}، ب.ت.و {D.cin(sp)}، الهاتف {D.tel(sp)}. يقدم هذا المطلب في إطار "
                   f"{law(D, 'bank')}.")
    D.S(fr=lambda: f"Pièces jointes : certificat médical, bulletins de paie. Signature : {D.name(b, style='Fl')}.",
        en=lambda: f"Enclosed: medical certificate, payslips. Signed: {D.name(b, style='Fl')}.",
        ar=lambda: f"المرفقات: شهادة طبية وبطاقات خلاص. الإمضاء: {D.name(b)}.")


# ---------------------------------------------------------------- 13 life policy surrender
LIFE_H = [H3("leucémie aiguë lymphoblastique", "acute lymphoblastic leukaemia", "ابيضاض الدم الليمفاوي الحاد"),
          H3("greffe rénale", "kidney transplant", "زرع كلية"),
          H3("maladie de Crohn compliquée", "complicated Crohn's disease", "داء كرون المعقد"),
          H3("sclérose latérale amyotrophique", "amyotrophic lateral sclerosis", "التصلب الجانبي الضموري")]
INSURERS = [("COMAR Assurances", "COMAR Insurance", "الشركة التونسية للتأمين كومار"), ("GAT Vie", "GAT Life", "قات للتأمين على الحياة"),
            ("STAR Assurances", "STAR Insurance", "الشركة التونسية للتأمين وإعادة التأمين")]


def k_life_surrender(D, P):
    r = D.r
    h = P(born=(1955, 1975))
    bens = [P(born=(1975, 2012)) for _ in range(r.randint(1, 3))] + [P(sex="F", born=(1990, 2015))]
    for i, bb in enumerate(bens):
        if not (i == 0 and bb.dob[0] < 1990):
            bb.ll, bb.la = h.ll, h.la
    D.H("Demande de rachat total d'un contrat d'assurance-vie", "Full surrender request – life insurance policy",
        "مطلب استرداد كلي لعقد تأمين على الحياة")
    ins = r.choice(INSURERS)
    D.kv(D.L("Assureur", "Insurer", "المؤمن"), D.dz(D.pick(*ins)))
    D.kv(D.L("Police n°", "Policy no.", "عقد عدد"), D.dz(f"VIE-{r.randint(2010, 2019)}-{rdig(r, 7)}"))
    D.kv(D.L("Souscripteur", "Policyholder", "المكتتب"), D.name(h))
    D.kv(D.L("Né(e) le", "Date of birth", "تاريخ الولادة"), D.dob(h))
    D.kv(D.L("CIN / Passeport", "ID / Passport", "ب.ت.و / جواز السفر"), f"{D.cin(h)} / {D.passport(h)}")
    D.kv(D.L("Adresse", "Address", "العنوان"), D.addr(h, split=True))
    D.kv(D.L("Tél.", "Phone", "الهاتف"), D.tel(h))
    D.kv(D.L("E-mail", "Email", "البريد الإلكتروني"), D.mail(h))
    D.H("Bénéficiaires désignés", "Named beneficiaries", "المستفيدون المعينون", 2)
    rows = []
    for i, bb in enumerate(bens):
        rl = ("fils", "son", "الابن") if bb.sex == "M" else ("fille", "daughter", "البنت")
        if i == 0 and bb.dob[0] < 1990:
            rl = ("conjoint(e)", "spouse", "القرين")
        rows.append([D.name(bb), D.pick(*rl), D.dob(bb), D.cin(bb) if bb.dob[0] < 2007 else "—",
                     f"{[[60, 40], [50, 30, 20], [40, 20, 20, 20]][len(bens) - 2][i]} %"])
    D.T([D.L("Nom", "Name", "الاسم"), D.L("Lien", "Relationship", "القرابة"), D.L("Date de naissance", "DOB", "تاريخ الولادة"),
         D.L("CIN", "ID", "ب.ت.و"), D.L("Quote-part", "Share", "النسبة")], rows)
    hx = r.choice(LIFE_H)
    D.S(fr=lambda: f"Motif : frais de soins liés à la {D.hl(hx)} de ma fille {D.given_only(bens[-1])}. Valeur de rachat estimée "
                   f"à {D.amount(8000, 90000)}, pénalité de {D.amount(100, 900)} ({law(D, 'insur')}).",
        en=lambda: f"Reason: medical costs for my child {D.given_only(bens[-1])}'s {D.hl(hx)}. Estimated surrender value "
                   f"{D.amount(8000, 90000)}, penalty {D.amount(100, 900)} ({law(D, 'insur')}).",
        ar=lambda: f"السبب: مصاريف علاج {D.given_only(bens[-1])} من {D.hl(hx)}. القيمة المقدرة للاسترداد {D.amount(8000, 90000)} "
                   f"مع خطية قدرها {D.amount(100, 900)} ({law(D, 'insur')}).")
    D.S(fr=lambda: f"Virement sur l'IBAN {D.iban(h)} (RIB {D.rib(h)}). Référence refusée précédemment : {D.bad_rib()}.",
        en=lambda: f"Pay to IBAN {D.iban(h)}. Previously rejected reference: {D.bad_rib()}.",
        ar=lambda: f"يتم التحويل إلى الحساب {D.rib(h)}. مرجع سبق رفضه: {D.bad_rib()}.")
    D.S(fr=lambda: f"Fait à Tunis, le {D.date(y0=2025)} – {D.name(h, style='Fl')}",
        en=lambda: f"Signed on {D.date(y0=2025)} – {D.name(h, style='Fl')}",
        ar=lambda: f"حرر بتونس في {D.date(y0=2025)} – {D.name(h)}")


# ---------------------------------------------------------------- 14 electoral roll correction
POLL = [("École primaire Ibn Khaldoun", "Ibn Khaldoun Primary School", "المدرسة الابتدائية ابن خلدون"),
        ("Lycée Farhat Hached", "Farhat Hached Secondary School", "معهد فرحات حشاد"),
        ("École primaire Ali Belhouane", "Ali Belhouane Primary School", "المدرسة الابتدائية علي البلهوان"),
        ("Collège Ibn Rachiq", "Ibn Rachiq Middle School", "المدرسة الإعدادية ابن رشيق")]


def k_electoral(D, P):
    r = D.r
    a = P(born=(1960, 2004))
    hh = [P(born=(1950, 2006)) for _ in range(r.randint(3, 5))]
    for x in hh:
        x.ll, x.la = a.ll, a.la
    new = P()
    D.H("Demande de rectification d'inscription au registre électoral", "Request to correct a voter registration",
        "مطلب تصحيح التسجيل بسجل الناخبين")
    D.kv(D.L("Destinataire", "To", "إلى"), D.dpick(["Instance Supérieure Indépendante pour les Élections (ISIE)",
                                                     "Instance Régionale des Élections de Sousse"],
                                                    ["Independent High Authority for Elections (ISIE)"],
                                                    ["الهيئة العليا المستقلة للانتخابات", "الهيئة الفرعية للانتخابات بسوسة"]))
    D.kv(D.L("Demandeur", "Applicant", "الطالب"), D.name(a))
    D.kv(D.L("N° CIN", "ID card no.", "رقم بطاقة التعريف"), D.cin(a))
    D.kv(D.L("Date de naissance", "Date of birth", "تاريخ الولادة"), D.dob(a))
    D.kv(D.L("Ancienne adresse", "Previous address", "العنوان القديم"), D.addr(a))
    D.kv(D.L("Nouvelle adresse", "New address", "العنوان الجديد"), D.addr(new))
    D.kv(D.L("Téléphone", "Phone", "الهاتف"), D.tel(a))
    D.kv(D.L("Courriel", "Email", "البريد الإلكتروني"), D.mail(a))
    D.S(fr=lambda: f"Objet : transfert de l'inscription vers le centre de vote {D.dpick([POLL[0][0], POLL[1][0]], [], [])} "
                   f"(bureau n° {r.randint(1, 12)}) à la suite d'un changement de domicile, conformément aux dispositions {law_de(D, 'elect')}.",
        en=lambda: f"Subject: transfer of registration to the polling centre {D.dpick([], [POLL[0][1], POLL[1][1]], [])} "
                   f"(station {r.randint(1, 12)}) after a change of address, under {law(D, 'elect')}.",
        ar=lambda: f"الموضوع: نقل التسجيل إلى مركز الاقتراع {D.dpick([], [], [POLL[0][2], POLL[1][2]])} (مكتب عدد "
                   f"{r.randint(1, 12)}) إثر تغيير مقر الإقامة طبقا لأحكام {law(D, 'elect')}.")
    D.H("Membres du foyer inscrits à la même adresse", "Household members registered at the same address",
        "أفراد الأسرة المسجلون بنفس العنوان", 2)
    rows = []
    for x in hh:
        rows.append([D.name(x, style=r.choice(["caps", "LF", "ben", "Fl"])), D.cin(x), D.dob(x),
                     D.dpick(*[[p] for p in r.choice(POLL[2:])])])
    D.T([D.L("Nom et prénom", "Full name", "الاسم واللقب"), D.L("CIN", "ID", "ب.ت.و"),
         D.L("Date de naissance", "DOB", "تاريخ الولادة"), D.L("Centre actuel", "Current centre", "المركز الحالي")], rows)
    ab = hh[-1]
    D.S(fr=lambda: f"{D.short(ab)} {D.given_only(ab)}, résidant à l'étranger, vote à l'ambassade ; passeport n° {D.passport(ab)}.",
        en=lambda: f"{D.given_only(ab)} {D.short(ab)} lives abroad and votes at the embassy; passport no. {D.passport(ab)}.",
        ar=lambda: f"{D.given_only(ab)} {D.short(ab)} مقيم بالخارج ويصوت بالسفارة، جواز سفر عدد {D.passport(ab)}.")
    D.S(fr=lambda: f"Dépôt enregistré sous le n° {D.ref('REC-')} le {D.date(y0=2024)}.",
        en=lambda: f"Filed under no. {D.ref('REC-')} on {D.date(y0=2024)}.",
        ar=lambda: f"سجل المطلب تحت عدد {D.ref('REC-')} بتاريخ {D.date(y0=2024)}.")


# ---------------------------------------------------------------- 15 diploma equivalence request
UNIS = [("Université de Bordeaux", "University of Bordeaux", "جامعة بوردو"),
        ("Université Libre de Bruxelles", "Université Libre de Bruxelles", "الجامعة الحرة ببروكسل"),
        ("Université de Montréal", "University of Montreal", "جامعة مونتريال"),
        ("Politecnico di Torino", "Politecnico di Torino", "جامعة البوليتكنيك بتورينو")]
DIPL = [("Master 2 Génie civil", "MSc Civil Engineering", "ماجستير في الهندسة المدنية"),
        ("Licence en biologie", "BSc Biology", "إجازة في البيولوجيا"),
        ("Doctorat en chimie", "PhD Chemistry", "دكتوراه في الكيمياء"),
        ("Master Finance d'entreprise", "MSc Corporate Finance", "ماجستير في مالية المؤسسات")]
ACC_H = [H3("malvoyance (acuité 1/10 aux deux yeux)", "low vision (1/10 in both eyes)", "ضعف البصر الحاد"),
         H3("surdité profonde appareillée", "profound deafness with hearing aids", "صمم عميق مع سماعات")]


def k_equivalence(D, P):
    r = D.r
    a, proxy = P(born=(1980, 2000)), P(born=(1955, 1985))
    D.H("Demande d'équivalence de diplôme étranger", "Application for recognition of a foreign degree", "مطلب معادلة شهادة أجنبية")
    D.kv(D.L("Ministère", "Ministry", "الوزارة"),
         D.dpick(["Ministère de l'Enseignement Supérieur et de la Recherche Scientifique"],
                 ["Ministry of Higher Education and Scientific Research"], ["وزارة التعليم العالي والبحث العلمي"]))
    D.kv(D.L("Réf.", "Ref.", "المرجع"), D.ref("EQ-"))
    D.kv(D.L("Nom et prénom", "Name", "الاسم واللقب"), D.name(a))
    D.kv(D.L("Date de naissance", "Date of birth", "تاريخ الولادة"), D.dob(a))
    D.kv(D.L("CIN", "National ID", "ب.ت.و"), D.cin(a))
    D.kv(D.L("Passeport", "Passport", "جواز السفر"), D.passport(a))
    D.kv(D.L("Adresse en Tunisie", "Address in Tunisia", "العنوان بتونس"), D.addr(a))
    D.kv(D.L("Téléphone", "Phone", "الهاتف"), D.tel(a))
    D.kv(D.L("E-mail", "E-mail", "البريد الإلكتروني"), D.mail(a))
    D.H("Diplômes présentés", "Degrees submitted", "الشهائد المقدمة", 2)
    rows = []
    for dp, un in zip(r.sample(DIPL, 2), r.sample(UNIS, 2)):
        rows.append([D.pick(*dp), D.dz(D.pick(*un)), str(r.randint(2008, 2024)),
                     D.pick(*r.choice([("Bien", "Upper second", "حسن"), ("Assez bien", "Lower second", "قريب من الحسن"),
                                       ("Très bien", "First class", "حسن جدا")]))])
    D.T([D.L("Diplôme", "Degree", "الشهادة"), D.L("Établissement", "Institution", "المؤسسة"), D.L("Année", "Year", "السنة"),
         D.L("Mention", "Grade", "الملاحظة")], rows)
    refs = [P(born=(1950, 1985)) for _ in range(2)]
    D.H("Lettres de recommandation", "Referees", "رسائل التزكية", 2)
    for x in refs:
        D.P("- " + D.drname(x, prof="Pr") + " – " + D.mail(x))
    D.S(fr=lambda: f"Frais d'étude du dossier : {D.amount(30, 150)}, réglés par carte {D.card(a)} (transaction {D.bad_card()}).",
        en=lambda: f"Processing fee {D.amount(30, 150)} paid by card {D.card(a)} (transaction {D.bad_card()}).",
        ar=lambda: f"معلوم دراسة الملف: {D.amount(30, 150)} دفع بالبطاقة {D.card(a)} (عملية عدد {D.bad_card()}).")
    if r.random() < 0.6:
        hx = r.choice(ACC_H)
        D.S(fr=lambda: f"Aménagement demandé pour l'entretien : {D.hl(hx)}.",
            en=lambda: f"Adjustment requested for the interview: {D.hl(hx)}.",
            ar=lambda: f"يطلب تهيئة خاصة للمقابلة بسبب {D.hl(hx)}.")
    D.S(fr=lambda: f"Dossier déposé par procuration par {D.name(proxy)} (CIN {D.cin(proxy)}, tél. {D.tel(proxy)}), en vertu "
                   f"{law_de(D, 'edu')}.",
        en=lambda: f"Submitted by proxy by {D.name(proxy)} (ID {D.cin(proxy)}, phone {D.tel(proxy)}) under {law(D, 'edu')}.",
        ar=lambda: f"أودع الملف بالوكالة من طرف {D.name(proxy)} (ب.ت.و {D.cin(proxy)}، الهاتف {D.tel(proxy)}) طبقا لأحكام "
                   f"{law(D, 'edu')}.")


# ---------------------------------------------------------------- 16 property valuation report
def k_valuation(D, P):
    r = D.r
    ex = P(born=(1960, 1985))
    owners = [P(born=(1950, 1995)) for _ in range(r.randint(2, 4))]
    for o in owners[1:]:
        o.ll, o.la = owners[0].ll, owners[0].la
    D.H("Rapport d'expertise immobilière", "Property valuation report", "تقرير اختبار عقاري")
    D.kv(D.L("Expert", "Valuer", "الخبير"), f"{D.name(ex)}, {D.pick('expert judiciaire', 'chartered valuer', 'خبير عدلي')}")
    D.kv(D.L("MF de l'expert", "Valuer tax ID", "المعرف الجبائي للخبير"), D.tax(ex))
    D.kv(D.L("Contact", "Contact", "الاتصال"), f"{D.tel(ex)} – {D.mail(ex)}")
    D.kv(D.L("Demandeur", "Instructed by", "الطالب"), D.dpick(["Attijari Bank – Direction des engagements", "Amen Bank – Agence Lac 2"],
                                                            ["Attijari Bank – Credit Department"], ["التجاري بنك – إدارة التعهدات"]))
    D.kv(D.L("Mission n°", "Instruction no.", "المأمورية عدد"), D.ref("EXP-"))
    D.H("Propriétaires", "Owners", "المالكون", 2)
    shares = {2: ["1/2", "1/2"], 3: ["1/2", "1/4", "1/4"], 4: ["1/4", "1/4", "1/4", "1/4"]}[len(owners)]
    rows = [[D.name(o, style=r.choice(["caps", "ben", "LF", "Fl"])), D.cin(o), shares[i], D.tel(o)] for i, o in enumerate(owners)]
    D.T([D.L("Propriétaire", "Owner", "المالك"), D.L("CIN", "ID", "ب.ت.و"), D.L("Quote-part", "Share", "المناب"),
         D.L("Téléphone", "Phone", "الهاتف")], rows)
    D.H("Bien expertisé", "Property", "العقار", 2)
    D.S(fr=lambda: f"Villa R+1 constituant la résidence principale de {D.title(owners[0])} {D.short(owners[0])}, sise "
                   f"{D.addr(owners[0], split=True)} ; terrain de {D.dz(str(r.randint(250, 900)) + ' m²')}, surface couverte "
                   f"{D.dz(str(r.randint(120, 320)) + ' m²')}.",
        en=lambda: f"Two-storey villa, main residence of {D.title(owners[0])} {D.short(owners[0])}, located at "
                   f"{D.addr(owners[0], split=True)}; plot of {D.dz(str(r.randint(250, 900)) + ' sq m')}.",
        ar=lambda: f"فيلا من طابقين تمثل المسكن الرئيسي الذي يقطنه {D.title(owners[0])} {D.short(owners[0])}، الكائنة ب"
                   f"{D.addr(owners[0])}، مساحة الأرض {D.dz(str(r.randint(250, 900)) + ' م²')}.")
    D.H("Valeur", "Value", "القيمة", 2)
    D.T([D.L("Méthode", "Method", "الطريقة"), D.L("Valeur", "Value", "القيمة")],
        [[D.pick("Comparaison", "Comparison", "المقارنة"), D.amount(180000, 900000)],
         [D.pick("Coût de remplacement", "Replacement cost", "كلفة التعويض"), D.amount(180000, 900000)],
         [D.pick("Valeur retenue", "Adopted value", "القيمة المعتمدة"), D.amount(180000, 900000)]])
    D.S(fr=lambda: f"Expertise réalisée conformément aux prescriptions {law_de(D, 'estate')}, visite du {D.date(y0=2025)} en présence de "
                   f"{D.name(owners[-1])}.",
        en=lambda: f"Valuation prepared in line with {law(D, 'estate')}; site visit on {D.date(y0=2025)} with {D.name(owners[-1])}.",
        ar=lambda: f"أنجز الاختبار طبقا لأحكام {law(D, 'estate')}، والمعاينة بتاريخ {D.date(y0=2025)} بحضور {D.name(owners[-1])}.")
    D.S(fr=lambda: f"Correspondance : {D.mail(owners[0])}.", en=lambda: f"Correspondence: {D.mail(owners[0])}.",
        ar=lambda: f"المراسلات: {D.mail(owners[0])}.")


KINDS = [
    ("dermatology_followup", k_dermatology),
    ("transfusion_traceability_sheet", k_transfusion),
    ("psychiatric_day_hospital_note", k_psy_day),
    ("orthodontic_treatment_plan", k_ortho),
    ("epilepsy_clinic_followup", k_epilepsy),
    ("geriatric_falls_assessment", k_geriatric),
    ("postnatal_home_visit", k_postnatal),
    ("bankruptcy_creditor_claim", k_creditor_claim),
    ("family_mediation_report", k_mediation),
    ("telework_agreement", k_telework),
    ("company_car_assignment", k_company_car),
    ("loan_rescheduling_request", k_loan_resched),
    ("life_policy_surrender_request", k_life_surrender),
    ("electoral_roll_correction", k_electoral),
    ("diploma_equivalence_request", k_equivalence),
    ("property_valuation_report", k_valuation),
]
LANGS = ["fr", "ar", "en", "mixed"]
FORMATS = ["txt", "md", "csv", "docx"]


def plan():
    out = []
    for i, (kind, fn) in enumerate(KINDS):
        langs = [l for l in LANGS if l != LANGS[i % 4]]
        for j, lang in enumerate(langs):
            out.append((kind, fn, lang, FORMATS[(i + j + i // 4) % 4]))
    return out


# ---------------------------------------------------------------- resolution & rendering
MARK = re.compile("\ue000(\\d+)\ue001|\ue002(\\d+)\ue003")


def resolve(D):
    used_v, used_d = [], []

    def sub(s):
        def rep(m):
            if m.group(1) is not None:
                i = int(m.group(1))
                used_v.append(i)
                return D.vals[i][1]
            i = int(m.group(2))
            used_d.append(i)
            return D.decs[i]
        return MARK.sub(rep, s)

    blocks = []
    for b in D.blocks:
        if b[0] == "h":
            blocks.append(("h", b[1], sub(b[2])))
        elif b[0] == "kv":
            blocks.append(("kv", sub(b[1]), sub(b[2])))
        elif b[0] == "p":
            blocks.append(("p", sub(b[1])))
        else:
            blocks.append(("table", [sub(h) for h in b[1]], [[sub(c) for c in row] for row in b[2]]))
    seen, vals = set(), []
    for i in used_v:
        if D.vals[i] not in seen:
            seen.add(D.vals[i])
            vals.append(D.vals[i])
    decs = []
    for i in used_d:
        if D.decs[i] not in decs:
            decs.append(D.decs[i])
    return blocks, vals, decs


def has_ar(s):
    return bool(re.search("[\u0600-\u06ff]", s))


def render_txt(D, blocks):
    r = D.r
    style = r.choice(["pipe", "pad", "tab"])
    out = []
    for b in blocks:
        if b[0] == "h":
            out.append("")
            out.append(b[2])
            out.append(("=" if b[1] == 1 else "-") * max(8, min(60, len(b[2]))))
        elif b[0] == "kv":
            out.append(f"{b[1]} : {b[2]}" if r.random() < 0.7 else f"{b[1]}: {b[2]}")
        elif b[0] == "p":
            out.append(b[1])
            out.append("")
        else:
            rows = [b[1]] + b[2]
            if style == "pipe":
                for i, row in enumerate(rows):
                    out.append(" | ".join(row))
                    if i == 0:
                        out.append("-" * 40)
            elif style == "tab":
                out.extend("\t".join(row) for row in rows)
            else:
                w = [max(len(row[k]) for row in rows) for k in range(len(rows[0]))]
                out.extend("  ".join(c.ljust(w[k]) for k, c in enumerate(row)).rstrip() for row in rows)
            out.append("")
    return "\n".join(out).strip("\n") + "\n"


def render_md(D, blocks):
    out = []
    for b in blocks:
        if b[0] == "h":
            out.append("#" * b[1] + " " + b[2])
            out.append("")
        elif b[0] == "kv":
            out.append(D.r.choice([f"**{b[1]} :** {b[2]}  ", f"- {b[1]} : {b[2]}", f"- **{b[1]}** : {b[2]}"]))
        elif b[0] == "p":
            out.append("")
            out.append(b[1])
            out.append("")
        else:
            out.append("")
            out.append("| " + " | ".join(b[1]) + " |")
            out.append("|" + "|".join("---" for _ in b[1]) + "|")
            for row in b[2]:
                out.append("| " + " | ".join(row) + " |")
            out.append("")
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip("\n") + "\n"


def render_csv(D, blocks):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=D.r.choice([",", ";"]), lineterminator="\n")
    sect = ""
    for b in blocks:
        if b[0] == "h":
            sect = b[2]
            w.writerow([f"# {b[2]}"])
        elif b[0] == "kv":
            w.writerow([sect, b[1], b[2]])
        elif b[0] == "p":
            w.writerow([sect, D.pick("Observations", "Notes", "ملاحظات", ctx="ar" if D.lang == "ar" else
                                     ("en" if D.lang == "en" else "fr")), b[1]])
        else:
            w.writerow([])
            w.writerow(b[1])
            for row in b[2]:
                w.writerow(row)
            w.writerow([])
    return buf.getvalue()


W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _runs(D, text, bold_prefix=""):
    r = D.r
    pieces = []
    if bold_prefix:
        pieces.append((bold_prefix, True))
    t = text
    if len(t) > 12 and r.random() < 0.45:
        k = r.randint(3, len(t) - 3)
        pieces += [(t[:k], False), (t[k:], False)]
    elif t:
        pieces.append((t, False))
    xml = []
    for s, bold in pieces:
        rpr = ""
        props = ("<w:b/>" if bold else "") + ("<w:rtl/>" if has_ar(s) else "")
        if props:
            rpr = f"<w:rPr>{props}</w:rPr>"
        xml.append(f'<w:r>{rpr}<w:t xml:space="preserve">{xml_escape(s)}</w:t></w:r>')
    return "".join(xml)


def _para(D, text, bold_prefix="", heading=0):
    ppr = ""
    full = bold_prefix + text
    if has_ar(full) and D.lang in ("ar", "mixed"):
        ppr = "<w:pPr><w:bidi/></w:pPr>"
    if heading:
        size = 32 if heading == 1 else 26
        rtl = "<w:rtl/>" if has_ar(text) else ""
        return (f'<w:p>{ppr}<w:r><w:rPr><w:b/><w:sz w:val="{size}"/>{rtl}</w:rPr>'
                f'<w:t xml:space="preserve">{xml_escape(text)}</w:t></w:r></w:p>')
    return f"<w:p>{ppr}{_runs(D, text, bold_prefix)}</w:p>"


def render_docx(D, blocks):
    body, paras = [], []
    for b in blocks:
        if b[0] == "h":
            body.append(_para(D, b[2], heading=b[1]))
            paras.append(b[2])
        elif b[0] == "kv":
            body.append(_para(D, b[2], bold_prefix=b[1] + " : "))
            paras.append(b[1] + " : " + b[2])
        elif b[0] == "p":
            body.append(_para(D, b[1]))
            paras.append(b[1])
        else:
            rows_xml = []
            for i, row in enumerate([b[1]] + b[2]):
                cells = []
                for c in row:
                    cells.append('<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>'
                                 + (_para(D, "", bold_prefix=c) if i == 0 else _para(D, c)) + "</w:tc>")
                    paras.append(c)
                rows_xml.append("<w:tr>" + "".join(cells) + "</w:tr>")
            body.append('<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
                        '<w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/>'
                        '<w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/>'
                        '<w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders>'
                        '</w:tblPr>' + "".join(rows_xml) + "</w:tbl>")
            body.append("<w:p/>")
            paras.append("")
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) +
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" '
           'w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>')
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
            zi = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue(), "\n".join(paras)


# ---------------------------------------------------------------- checks
AR_CLITIC = "(?:[\u0648\u0628\u0644\u0641\u0643]|\u0644\u0644)?"


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


def check_doc(fname, text, vals, decs):
    """Raise on a value missing from the text or a name part outside values; return the decoys kept."""
    for t, v in vals:
        if v not in text:
            raise AssertionError(f"{fname}: value {v!r} not verbatim")
    nt = norm(text)
    ft = fold(nt)
    spans = []
    for _, v in vals:
        nv = norm(v)
        spans += [(m.start(), m.end()) for m in re.finditer(re.escape(nv), nt)]
    parts = set()
    for t, v in vals:
        if t == "PERSON":
            parts.update(name_parts(v))
    if len(ft) == len(nt):
        for part in parts:
            pat = (r"(?<![^\W\d_])" + (AR_CLITIC if has_ar(part) else "") + "(" + re.escape(part) + r")(?![^\W\d_])")
            for m in re.finditer(pat, ft):
                if not any(a <= m.start(1) and m.end(1) <= b for a, b in spans):
                    raise AssertionError(f"{fname}: name part {part!r} outside values")
            if has_ar(part):
                rp = r"(?<![^\W\d_])" + re.escape(part[::-1]) + r"(?![^\W\d_])"
                if re.search(rp, ft) and part[::-1] != part:
                    raise AssertionError(f"{fname}: reversed name part {part!r} in text")
    kept = []
    for d in decs:
        if d not in text:
            raise AssertionError(f"{fname}: decoy {d!r} not verbatim")
        cd = compact(d)
        if not cd:
            continue
        bad = False
        for _, v in vals:
            cv = compact(v)
            if cv in cd or cd in cv:
                bad = True
                break
            i = text.find(d)
            while i >= 0 and not bad:
                j = text.find(v)
                while j >= 0:
                    if i < j + len(v) and j < i + len(d):
                        bad = True
                        break
                    j = text.find(v, j + 1)
                i = text.find(d, i + 1)
        if bad or set(tokens(d)) & parts:
            continue
        kept.append(d)
    return kept


# ---------------------------------------------------------------- main
def generate(seed, out):
    os.makedirs(out, exist_ok=True)
    ng = NameGen()
    manifest = []
    for idx, (kind, fn, lang, fmt) in enumerate(plan(), 1):
        r = random.Random(f"nineteenth/{seed}/{idx}/{kind}/{lang}")
        D = Doc(r, ng, lang, fmt, kind)

        def P(sex=None, born=(1952, 2003)):
            return Person(ng, r, sex=sex, born=born)
        fn(D, P)
        blocks, vals, decs = resolve(D)
        fname = f"{idx:03d}_{kind}_{lang}.{fmt}"
        path = os.path.join(out, fname)
        if fmt == "docx":
            data, text = render_docx(D, blocks)
            with open(path, "wb") as fh:
                fh.write(data)
        else:
            text = {"txt": render_txt, "md": render_md, "csv": render_csv}[fmt](D, blocks)
            with open(path, "w", encoding="utf-8", newline="") as fh:
                fh.write(text)
        if fmt != "txt":
            for t, v in vals:
                if "\n" in v:
                    raise AssertionError(f"{fname}: line break inside a value")
        kept = check_doc(fname, text, vals, decs)
        manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                         "sensitive": [{"type": t, "value": v} for t, v in vals], "decoys": kept})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    m = generate(a.seed, a.out)
    nv = sum(len(d["sensitive"]) for d in m)
    nd = sum(len(d["decoys"]) for d in m)
    print(f"wrote {len(m)} documents, {nv} values, {nd} decoys to {a.out}")


if __name__ == "__main__":
    main()
