#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""gen_twentyfourth.py - held-out synthetic Tunisian test documents (standard library only).

    python3 gen_twentyfourth.py --seed 24 --out DIR

Writes 48 documents (16 kinds x 3 variants) and DIR/manifest.json in the format read by
shared/eval/score.py.  Output is byte-identical for a given seed.  Everything is invented:
names are assembled from syllables, identifiers are syntactically valid (RIB keys, IBAN
mod-97, Luhn) and belong to nobody.
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

# ---------------------------------------------------------------------------------- helpers
AI = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
TO_ASCII = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def ai(s):
    return s.translate(AI)


def rib_key(base18):
    return "%02d" % (97 - (int(base18) * 100) % 97)


def rib_valid(d):
    return len(d) == 20 and int(d[18:]) == 97 - (int(d[:18]) * 100) % 97


def luhn_valid(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch) * (2 if i % 2 else 1)
        tot += n - 9 if n > 9 else n
    return tot % 10 == 0


def luhn_complete(p):
    for c in "0123456789":
        if luhn_valid(p + c):
            return p + c
    raise AssertionError


def iban_valid(s):
    s = re.sub(r"\s", "", s.translate(TO_ASCII)).upper()
    return bool(re.fullmatch(r"TN\d{22}", s)) and \
        int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


_DIAC = re.compile("[\u064B-\u065F\u0670\u0640]")


def fold(s):
    s = _DIAC.sub("", unicodedata.normalize("NFKC", s))
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", s).casefold().translate({ord("ة"): "ه", ord("ى"): "ي"})


def tokens(s):
    return re.findall(r"[^\W\d_]+", fold(s))


def compact(s):
    s = unicodedata.normalize("NFKC", s).translate(TO_ASCII)
    return re.sub(r"[\W_]+", "", _DIAC.sub("", s).casefold())


PARTICLES = {"ben", "bent", "bel", "ibn", "ould", "el", "abd", "haj", "hadj", "بن", "بنت", "ابن", "عبد", "ال"}


def name_parts(v):
    out = []
    for t in tokens(v):
        if t in PARTICLES or len(t) < 3:
            continue
        out.append(t)
        if t.startswith("ال") and len(t) > 4:
            out.append(t[2:])
    return out


# ---------------------------------------------------------------------------------- pools
# syllables (Latin spelling, Arabic spelling) used to assemble invented names
ONSET = [("Za", "زا"), ("Mi", "مي"), ("Rou", "رو"), ("Ka", "كا"), ("Ta", "طا"), ("Bi", "بي"), ("Nou", "نو"),
         ("Sa", "صا"), ("Fa", "فا"), ("Li", "لي"), ("Dja", "جا"), ("Ha", "حا"), ("Wa", "وا"), ("Ya", "يا"),
         ("Ghi", "غي"), ("Chou", "شو"), ("Kho", "خو"), ("Ri", "ري"), ("Da", "دا"), ("Lou", "لو"), ("Zou", "زو"),
         ("Mou", "مو"), ("Ji", "جي"), ("Qa", "قا")]
MIDV = [("ra", "را"), ("li", "لي"), ("mou", "مو"), ("na", "نا"), ("bi", "بي"), ("dou", "دو"), ("za", "زا"),
        ("fi", "في"), ("ka", "كا"), ("si", "سي"), ("ta", "تا"), ("wi", "وي"), ("gha", "غا"), ("chi", "شي")]
CONS = [("l", "ل"), ("r", "ر"), ("m", "م"), ("n", "ن"), ("b", "ب"), ("d", "د"), ("z", "ز"), ("f", "ف"),
        ("k", "ك"), ("s", "س"), ("t", "ت"), ("dj", "ج"), ("ch", "ش")]
END_M = [("ouf", "وف"), ("ane", "ان"), ("ir", "ير"), ("oune", "ون"), ("ek", "ك"), ("el", "ل"), ("ad", "اد"),
         ("ess", "س"), ("ouz", "وز")]
END_F = [("a", "ة"), ("ina", "ينة"), ("ouna", "ونة"), ("ia", "ية"), ("ine", "ين"), ("ella", "لة"), ("iya", "ية")]
SUFFIX = [("i", "ي"), ("aoui", "اوي"), ("ani", "اني"), ("ouli", "ولي"), ("ache", "اش"), ("ou", "و"),
          ("ini", "يني"), ("ari", "اري")]
EXCLUDE = set()

CITIES = [("Tunis", "تونس", "1000"), ("Ariana", "أريانة", "2080"), ("La Marsa", "المرسى", "2070"),
          ("Ben Arous", "بن عروس", "2013"), ("Sousse", "سوسة", "4000"), ("Sfax", "صفاقس", "3000"),
          ("Monastir", "المنستير", "5000"), ("Nabeul", "نابل", "8000"), ("Bizerte", "بنزرت", "7000"),
          ("Gabès", "قابس", "6000"), ("Kairouan", "القيروان", "3100"), ("Médenine", "مدنين", "4100"),
          ("Gafsa", "قفصة", "2100"), ("Béja", "باجة", "9000"), ("Jendouba", "جندوبة", "8100"),
          ("Mahdia", "المهدية", "5100"), ("Kasserine", "القصرين", "1200"), ("Tozeur", "توزر", "2200"),
          ("Le Kef", "الكاف", "7100"), ("Hammamet", "الحمامات", "8050"), ("Houmt Souk", "حومة السوق", "4180"),
          ("Zarzis", "جرجيس", "4170"), ("La Manouba", "منوبة", "2010"), ("Radès", "رادس", "2040"),
          ("Msaken", "مساكن", "4070"), ("Sakiet Ezzit", "ساقية الزيت", "3021")]
STREETS = [("rue des Jasmins", "نهج الياسمين"), ("rue des Orangers", "نهج البرتقال"),
           ("avenue de la Liberté", "شارع الحرية"), ("rue Ibn Charaf", "نهج ابن شرف"),
           ("rue de Palestine", "نهج فلسطين"), ("avenue de Carthage", "شارع قرطاج"),
           ("rue de la Mosquée", "نهج الجامع"), ("rue des Palmiers", "نهج النخيل"), ("rue El Moez", "نهج المعز"),
           ("impasse des Roses", "نهج الورود"), ("rue de Marseille", "نهج مرسيليا"), ("rue du Niger", "نهج النيجر"),
           ("avenue des Martyrs", "شارع الشهداء"), ("rue de l'Artisanat", "نهج الصناعات التقليدية"),
           ("rue El Jazira", "نهج الجزيرة"), ("route de la Corniche", "طريق الكورنيش"),
           ("rue de Mauritanie", "نهج موريتانيا"), ("rue des Glycines", "نهج الوستارية"),
           ("rue de l'Olivier", "نهج الزيتونة"), ("avenue de l'Environnement", "شارع البيئة")]
AREAS = [("Cité El Khadra", "حي الخضراء"), ("Cité Ennasr 2", "حي النصر 2"), ("Résidence Les Pins", "إقامة الصنوبر"),
         ("El Menzah 6", "المنزه 6"), ("Cité des Jeunes", "حي الشباب"), ("Cité Bouhsina", "حي بوحسينة"),
         ("Sahloul 3", "سهلول 3"), ("Cité Erriadh", "حي الرياض"), ("Lotissement Essaada", "تقسيم السعادة"),
         ("Cité Ettahrir", "حي التحرير"), ("Khezama Est", "خزامة الشرقية"), ("Cité El Amel", "حي الأمل")]
MONTHS = {"fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                 "novembre", "décembre"],
          "ar": ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
                 "ديسمبر"],
          "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                 "November", "December"]}
BANKS = ["01", "03", "04", "05", "07", "08", "10", "11", "12", "14", "17", "20", "25", "26"]
DOMAINS = ["gmail.com", "yahoo.fr", "topnet.tn", "planet.tn", "outlook.fr", "hotmail.com", "gnet.tn", "laposte.net"]
CTRL = "ABCDEFGHJKLMNPQRSTVWXYZ"


class Person:
    def __init__(self, first, father, last, female):
        self.first_l, self.first_a = first
        self.fath_l, self.fath_a = father
        self.last_l, self.last_a = last
        self.female = female

    @property
    def core(self):
        """family name without particle, ascii lower, for e-mail addresses"""
        return self.last_l.lower().replace("ben ", "ben").replace("el ", "").replace(" ", "")


class Doc:
    def __init__(self, seed, idx, kind, lang, fmt):
        self.rng = random.Random(f"gen24|{seed}|{idx}|{kind}|{lang}|{fmt}")
        self.lang, self.fmt, self.kind = lang, fmt, kind
        self.vals, self._seen, self.decs = [], set(), []
        self.used_parts = set()

    # ---- registration
    def v(self, t, s):
        if not s or s != s.strip():
            raise ValueError(f"bad value {s!r}")
        if (t, s) not in self._seen:
            self._seen.add((t, s))
            self.vals.append({"type": t, "value": s})
        return s

    def d(self, s):
        if not s.strip():
            raise ValueError("empty decoy")
        if s not in self.decs:
            self.decs.append(s)
        return s

    def H(self, s):
        return self.v("HEALTH", s)

    # ---- randomness
    def pick(self, seq):
        return self.rng.choice(list(seq))

    def sample(self, seq, k):
        seq = list(seq)
        return self.rng.sample(seq, min(k, len(seq)))

    def chance(self, p):
        return self.rng.random() < p

    def num(self, n):
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def between(self, a, b):
        return self.rng.randint(a, b)

    # ---- names
    def _first(self, female):
        r = self.rng
        a, b, c = r.choice(ONSET), r.choice(MIDV), r.choice(CONS)
        e = r.choice(END_F if female else END_M)
        return a[0] + b[0] + c[0] + e[0], a[1] + b[1] + c[1] + e[1]

    def _last(self):
        r = self.rng
        a, c1, b, c2, s = r.choice(ONSET), r.choice(CONS), r.choice(MIDV), r.choice(CONS), r.choice(SUFFIX)
        lat, ar = a[0] + c1[0] + b[0] + c2[0] + s[0], a[1] + c1[1] + b[1] + c2[1] + s[1]
        x = r.random()
        if x < 0.22:
            return "Ben " + lat, "بن " + ar
        if x < 0.36:
            return "El " + lat, "ال" + ar
        return lat, ar

    def _fresh(self, fn, *a):
        for _ in range(200):
            lat, ar = fn(*a)
            parts = set(name_parts(lat)) | set(name_parts(ar))
            if parts & (self.used_parts | EXCLUDE):
                continue
            self.used_parts |= parts
            return lat, ar
        raise AssertionError("name space exhausted")

    def person(self, female=None, family_of=None, child_of=None):
        female = self.chance(0.5) if female is None else female
        first = self._fresh(self._first, female)
        if child_of is not None:
            return Person(first, (child_of.first_l, child_of.first_a), (child_of.last_l, child_of.last_a), female)
        father = self._fresh(self._first, False)
        last = (family_of.last_l, family_of.last_a) if family_of else self._fresh(self._last)
        return Person(first, father, last, female)

    def name(self, P, st="fl"):
        F, L = P.first_l, P.last_l
        if st == "il" and F[0] == "M":
            st = "fl"          # "M. Xxx" would read as a title
        b = "bent" if P.female else "ben"
        ba = "بنت" if P.female else "بن"
        s = {"fl": f"{F} {L}", "lf": f"{L} {F}", "Lf": f"{L.upper()} {F}", "LF": f"{L.upper()} {F.upper()}",
             "FL": f"{F.upper()} {L.upper()}", "fL": f"{F} {L.upper()}", "fbl": f"{F} {b} {P.fath_l} {L}",
             "Lfb": f"{L.upper()} {F} {b} {P.fath_l}", "il": f"{F[0]}. {L}", "l": L, "L": L.upper(), "f": F,
             "afl": f"{P.first_a} {P.last_a}", "alf": f"{P.last_a} {P.first_a}",
             "afbl": f"{P.first_a} {ba} {P.fath_a} {P.last_a}", "al": P.last_a, "af": P.first_a}[st]
        return self.v("PERSON", s)

    # ---- identifiers (registered)
    def CIN(self, arab=False, spaced=False):
        c = self.pick("01") + self.num(7)
        s = f"{c[:2]} {c[2:5]} {c[5:]}" if spaced else c
        return self.v("CIN", ai(s) if arab else s)

    def PASSPORT(self, foreign=False):
        if foreign:
            s = self.num(2) + self.pick("ABCDEFGHKLMNPRSTVWXYZ") + self.pick("ABCDEFGHKLMNPRSTVWXYZ") + self.num(5)
        else:
            s = self.pick("ABCDEFGHJKLMNPRSTVWXZ") + self.pick("0123456789") + self.num(5)
            if self.chance(0.3):
                s += self.num(1)
        return self.v("PASSPORT", s)

    def phone_digits(self, mobile=True):
        if mobile:
            return self.pick("2459") + self.num(7)
        return self.pick(["71", "72", "73", "74", "75", "76", "77", "78"]) + self.num(6)

    def fmt_phone(self, d, st=None, arab=False):
        st = st or self.pick(["sp", "sp", "pairs", "dots", "dash", "raw", "intl", "intl", "intlraw", "intlp", "00",
                              "216", "dotpairs"])
        a, b, c = d[:2], d[2:5], d[5:]
        pairs = " ".join([d[0:2], d[2:4], d[4:6], d[6:8]])
        s = {"sp": f"{a} {b} {c}", "pairs": pairs, "dots": f"{a}.{b}.{c}", "dash": f"{a}-{b}-{c}", "raw": d,
             "intl": f"+216 {a} {b} {c}", "intlraw": f"+216{d}", "intlp": f"(+216) {pairs}",
             "00": f"00216 {a} {b} {c}", "216": f"216 {pairs}", "dotpairs": pairs.replace(" ", "."),
             "intlpairs": f"+216 {pairs}"}[st]
        return ai(s) if arab else s

    def PHONE(self, mobile=True, st=None, arab=False):
        return self.v("PHONE", self.fmt_phone(self.phone_digits(mobile), st, arab))

    def rib_digits(self, bank=None):
        base = (bank or self.pick(BANKS)) + self.num(3) + self.num(13)
        return base + rib_key(base)

    def fmt_rib(self, r, st=None, arab=False):
        st = st or self.pick(["std", "std", "raw", "dash", "g4"])
        s = {"std": f"{r[:2]} {r[2:5]} {r[5:18]} {r[18:]}", "raw": r, "dash": f"{r[:2]}-{r[2:5]}-{r[5:18]}-{r[18:]}",
             "g4": " ".join(r[i:i + 4] for i in range(0, 20, 4))}[st]
        return ai(s) if arab else s

    def RIB(self, st=None, arab=False, r=None):
        return self.v("RIB", self.fmt_rib(r or self.rib_digits(), st, arab))

    def IBAN(self, st=None, r=None):
        full = "TN59" + (r or self.rib_digits())
        assert iban_valid(full)
        st = st or self.pick(["g4", "g4", "raw"])
        return self.v("IBAN", " ".join(full[i:i + 4] for i in range(0, 24, 4)) if st == "g4" else full)

    def CARD(self, st=None):
        p = "4" + self.num(14) if self.chance(0.55) else "5" + self.pick("12345") + self.num(13)
        c = luhn_complete(p)
        st = st or self.pick(["g4", "g4", "dash", "raw"])
        s = {"g4": " ".join(c[i:i + 4] for i in range(0, 16, 4)), "dash": "-".join(c[i:i + 4] for i in range(0, 16, 4)),
             "raw": c}[st]
        return self.v("CARD", s)

    def TAX(self, st=None):
        n, k = self.num(7), self.pick(CTRL)
        tva, cat, est = self.pick("ABPDN"), self.pick("MPCNE"), self.pick(["000", "000", "000", "001"])
        st = st or self.pick(["full", "full", "glued", "spaced", "short", "shortglued", "two"])
        s = {"full": f"{n}/{k}/{tva}/{cat}/{est}", "glued": f"{n}{k}/{tva}/{cat}/{est}",
             "spaced": f"{n} {k} {tva} {cat} {est}", "short": f"{n}/{k}", "shortglued": f"{n}{k}",
             "two": f"{n}/{k}/{cat}/{est}"}[st]
        return self.v("TAX_ID", s)

    def CNSS(self, st=None):
        n, k = self.num(8), self.num(2)
        st = st or self.pick(["dash", "dash", "space", "raw", "slash"])
        return self.v("CNSS", {"dash": f"{n}-{k}", "space": f"{n} {k}", "raw": n + k, "slash": f"{n}/{k}"}[st])

    def date_parts(self, y0, y1):
        return self.between(1, 28), self.between(1, 12), self.between(y0, y1)

    def fmt_date(self, lang, dmy, st=None, arab=False):
        dd, mm, yy = dmy
        if lang == "mixed":
            lang = "fr"
        if lang == "fr":
            st = st or self.pick(["slash", "slash", "long", "dots", "iso", "dash"])
            s = {"slash": f"{dd:02d}/{mm:02d}/{yy}", "long": f"{'1er' if dd == 1 else dd} {MONTHS['fr'][mm - 1]} {yy}",
                 "dots": f"{dd:02d}.{mm:02d}.{yy}", "iso": f"{yy}-{mm:02d}-{dd:02d}", "dash": f"{dd:02d}-{mm:02d}-{yy}"}[st]
        elif lang == "ar":
            st = st or self.pick(["slash", "slash", "long", "ymd"])
            s = {"slash": f"{dd:02d}/{mm:02d}/{yy}", "long": f"{dd} {MONTHS['ar'][mm - 1]} {yy}",
                 "ymd": f"{yy}/{mm:02d}/{dd:02d}"}[st]
        else:
            st = st or self.pick(["us", "uk", "iso", "slash"])
            s = {"us": f"{MONTHS['en'][mm - 1]} {dd}, {yy}", "uk": f"{dd} {MONTHS['en'][mm - 1]} {yy}",
                 "iso": f"{yy}-{mm:02d}-{dd:02d}", "slash": f"{dd:02d}/{mm:02d}/{yy}"}[st]
        return ai(s) if arab else s

    def DOB(self, lang, y0=1948, y1=2003, st=None, arab=False):
        return self.v("DOB", self.fmt_date(lang, self.date_parts(y0, y1), st, arab))

    def ADDR(self, lang, st=None, arab=False, city=None, multiline=False):
        n = str(self.between(1, 140))
        street, area = self.pick(STREETS), self.pick(AREAS)
        c = city or self.pick(CITIES)
        if lang == "ar":
            st = st or self.pick(["a", "b", "c"])
            s = {"a": f"{n} {street[1]}، {area[1]}، {c[2]} {c[1]}", "b": f"{street[1]} عدد {n}، {c[1]} {c[2]}",
                 "c": f"{area[1]}، {street[1]} رقم {n}، {c[1]}"}[st]
            s = ai(s) if arab else s
        elif lang == "en":
            st = st or self.pick(["a", "b"])
            s = {"a": f"{n} {street[0]}, {area[0]}, {c[0]} {c[2]}", "b": f"Apt {self.between(1, 24)}, {n} {street[0]}, {c[2]} {c[0]}, Tunisia"}[st]
        else:
            st = st or self.pick(["a", "b", "c", "d"])
            s = {"a": f"{n}, {street[0]}, {area[0]}, {c[2]} {c[0]}", "b": f"{n} {street[0]} {c[2]} {c[0]}",
                 "c": f"{street[0]} n° {n}, {area[0]}, {c[0]} {c[2]}",
                 "d": f"Appt {self.between(1, 30)}, Imm. {self.pick('ABCDEFGH')}, {area[0]}, {c[2]} {c[0]}"}[st]
        if multiline:
            i = s.find(", ", len(s) // 3)
            if i > 0:
                s = s[:i + 1] + "\n" + s[i + 2:]
        return self.v("ADDRESS", s)

    def PLATE(self, lang="fr", rs=False, arab=False):
        a, b = str(self.between(100, 252)), str(self.between(1, 9999))
        if rs:
            s = f"{self.num(6)} ن ت" if lang == "ar" else f"RS {self.num(6)}"
        elif lang == "ar":
            s = f"{a} تونس {b}"
        else:
            s = self.pick([f"{a} TU {b}", f"{a} TU {b}", f"{a}TU{b}", f"{a} تونس {b}"])
        return self.v("PLATE", ai(s) if arab else s)

    def EMAIL(self, P, dom=None):
        f, l = P.first_l.lower(), P.core
        local = self.pick([f"{f}.{l}", f"{f[0]}{l}", f"{l}.{f}{self.num(2)}", f"{f}_{l}", f"{f}{self.num(3)}",
                           f"{l}{f[0]}"])
        return self.v("EMAIL", f"{local}@{dom or self.pick(DOMAINS)}")

    # ---- decoys (registered)
    def amount(self, lang, lo=50, hi=20000, mill=True):
        n = self.between(lo, hi)
        m = self.pick(["000", "500", "250", "750", "000"]) if mill else None
        th = f"{n:,}"
        if lang in ("fr", "mixed"):
            base = th.replace(",", self.pick([" ", "."]))
            s = self.pick([f"{base},{m} DT" if m else f"{base} DT", f"{base} TND", f"{n} dinars"])
        elif lang == "ar":
            s = self.pick([f"{n} دينارا", f"{n},{m} د.ت" if m else f"{n} د.ت", ai(f"{n}") + " دينار"])
        else:
            s = self.pick([f"TND {th}.{m}" if m else f"TND {th}", f"{th} TND", f"{n} dinars"])
        return self.d(s)

    def ndate(self, lang, y0=2024, y1=2026, arab=False, st=None):
        return self.d(self.fmt_date(lang, self.date_parts(y0, y1), st, arab))

    def fdate(self, lang, y0=2024, y1=2026, st=None):
        """a non-birth date left as plain text (not listed as a decoy)"""
        return self.fmt_date(lang, self.date_parts(y0, y1), st)

    def ref(self, prefix, n=6, year=True):
        y = f"{self.between(2024, 2026)}-" if year else ""
        return self.d(f"{prefix}-{y}{self.num(n)}")

    def bad16(self, st="g4"):
        while True:
            c = self.pick("3456789") + self.num(15)
            if not luhn_valid(c):
                break
        return self.d(" ".join(c[i:i + 4] for i in range(0, 16, 4)) if st == "g4" else c)

    def bad20(self, st="raw"):
        while True:
            c = self.pick("123456789") + self.num(19)
            if not rib_valid(c):
                break
        return self.d(" ".join(c[i:i + 4] for i in range(0, 20, 4)) if st == "g4" else c)


# ---------------------------------------------------------------------------------- output formats
W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
CT_XML = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '</Types>')
RELS_XML = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" '
            'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
            'Target="word/document.xml"/></Relationships>')
_AR = re.compile("[\u0600-\u06ff]")
_LAT = re.compile("[A-Za-zÀ-ÿ]")


def _runs(text, bold_all=False, size=None, rtl=False):
    out = []
    for i, seg in enumerate(text.split("**")):
        if not seg:
            continue
        props = ""
        if bold_all or i % 2 == 1:
            props += "<w:b/>"
        if size:
            props += f'<w:sz w:val="{size}"/>'
        if rtl:
            props += "<w:rtl/>"
        rpr = f"<w:rPr>{props}</w:rPr>" if props else ""
        out.append(f'<w:r>{rpr}<w:t xml:space="preserve">{escape(seg)}</w:t></w:r>')
    return "".join(out)


def _para(text, rtl_doc, kind="p"):
    rtl = rtl_doc if rtl_doc is not None else len(_AR.findall(text)) > len(_LAT.findall(text))
    ppr = "<w:bidi/>" if rtl else ""
    if kind == "h":
        ppr += '<w:spacing w:before="240" w:after="120"/>'
        if rtl:
            ppr += '<w:jc w:val="right"/>'
        return f"<w:p><w:pPr>{ppr}</w:pPr>{_runs(text, True, 28, rtl)}</w:p>"
    if kind == "c":
        ppr += '<w:jc w:val="center"/>'
    return f"<w:p><w:pPr>{ppr}</w:pPr>{_runs(text, False, None, rtl)}</w:p>" if ppr else f"<w:p>{_runs(text)}</w:p>"


def _table(rows, rtl_doc):
    ncol = max(len(r) for r in rows)
    grid = "".join('<w:gridCol w:w="%d"/>' % (9000 // ncol) for _ in range(ncol))
    bord = "".join(f'<w:{b} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
                   for b in ("top", "left", "bottom", "right", "insideH", "insideV"))
    tpr = f'<w:tblPr>{"<w:bidiVisual/>" if rtl_doc else ""}<w:tblW w:w="0" w:type="auto"/><w:tblBorders>{bord}</w:tblBorders></w:tblPr>'
    out = [f"<w:tbl>{tpr}<w:tblGrid>{grid}</w:tblGrid>"]
    for ri, r in enumerate(rows):
        cells = []
        for c in list(r) + [""] * (ncol - len(r)):
            txt = f"**{c}**" if ri == 0 and c and "**" not in c else c
            cells.append(f'<w:tc><w:tcPr><w:tcW w:w="{9000 // ncol}" w:type="dxa"/></w:tcPr>{_para(txt, rtl_doc)}</w:tc>')
        out.append("<w:tr>" + "".join(cells) + "</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def docx_build(blocks, rtl=None):
    """blocks: ("h", text) | ("p", text) | ("c", text) | ("t", rows) | ("br",).  **x** marks bold runs."""
    body = []
    for b in blocks:
        if b[0] == "t":
            body.append(_table(b[1], rtl))
            body.append("<w:p/>")
        elif b[0] == "br":
            body.append("<w:p/>")
        else:
            body.append(_para(b[1], rtl, b[0]))
    xml = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           f'<w:document xmlns:w="{W_NS}"><w:body>' + "".join(body) +
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
           '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="709" w:footer="709" w:gutter="0"/>'
           '</w:sectPr></w:body></w:document>')
    text = []
    for b in blocks:
        if b[0] == "t":
            for r in b[1]:
                text += list(r)
        elif b[0] != "br":
            text.append(b[1].replace("**", ""))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in (("[Content_Types].xml", CT_XML), ("_rels/.rels", RELS_XML), ("word/document.xml", xml)):
            zi = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data.encode("utf-8"))
    return buf.getvalue(), "\n".join(text)


def csv_build(rows, delim=","):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def md_table(rows):
    out = ["| " + " | ".join(rows[0]) + " |", "|" + "|".join("---" for _ in rows[0]) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows[1:]]
    return "\n".join(out)


def box(on):
    return "☒" if on else "☐"


# ==================================================================================== kinds
# ------------------------------------------------------------------ 1. cataract surgery consent
CAT_DIAG_FR = ["cataracte sénile", "cataracte nucléaire", "cataracte sous-capsulaire postérieure",
               "cataracte cortico-nucléaire", "cataracte blanche intumescente"]
CAT_SYM_FR = ["baisse progressive de la vision", "gêne importante à la conduite de nuit", "vision floue persistante",
              "sensation d'éblouissement permanente", "diplopie monoculaire"]
CAT_PROC_FR = ["phacoémulsification avec implant de chambre postérieure", "extraction extracapsulaire manuelle",
               "chirurgie combinée cataracte-glaucome", "phacoémulsification avec implant torique"]
CAT_ANE_FR = ["anesthésie topique", "anesthésie péribulbaire", "anesthésie locale avec sédation intraveineuse"]
CAT_HIST_FR = [("Diabète", ["diabète de type 2", "diabète insulinodépendant"],
                ["metformine 850 mg matin et soir", "insuline glargine 22 UI le soir"]),
               ("Hypertension", ["hypertension artérielle"], ["amlodipine 5 mg par jour", "périndopril 4 mg/j"]),
               ("Anticoagulants / antiagrégants", ["fibrillation auriculaire"], ["acénocoumarol 4 mg", "Kardégic 160 mg"]),
               ("Allergies", ["allergie à la pénicilline", "allergie à l'iode"], []),
               ("Glaucome", ["glaucome chronique à angle ouvert"], ["timolol 0,5 % collyre matin et soir"]),
               ("Affection respiratoire", ["asthme", "BPCO sous oxygène"], ["salbutamol inhalé à la demande"]),
               ("Insuffisance rénale", ["insuffisance rénale chronique stade 3"], [])]
CAT_POST_FR = [("dexaméthasone-tobramycine collyre", "1 goutte 4 fois par jour", "3 semaines"),
               ("ofloxacine 0,3 % collyre", "1 goutte 4 fois par jour", "10 jours"),
               ("népafénac 0,1 % collyre", "1 goutte 3 fois par jour", "1 mois"),
               ("acétazolamide 250 mg comprimé", "1 cp le soir de l'intervention", "1 jour"),
               ("paracétamol 1 g comprimé", "si douleur, max 3/j", "5 jours")]


def cataract_surgery_consent_fr_docx(g):
    P, S, T = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    eye = g.pick(["droit", "gauche"])
    clinic = D(g.pick(["Clinique ophtalmologique Les Oliviers", "Centre de la Vision du Lac", "Clinique Bab Saadoun de l'œil"]))
    foreign = g.chance(0.35)
    idrow = ["Passeport", g.PASSPORT()] if foreign else [g.pick(["CIN", "Carte d'identité nationale", "Pièce d'identité (CIN)"]), g.CIN()]
    blocks = [("c", f"**{clinic}**"),
              ("c", f"Dr {g.name(S, 'fl')} – Chirurgien ophtalmologiste – MF {g.TAX()} – Tél. cabinet {g.PHONE(False, 'dots')}"),
              ("h", g.pick(["CONSENTEMENT ÉCLAIRÉ À UNE CHIRURGIE DE LA CATARACTE",
                            "Formulaire de consentement – chirurgie du cristallin"])),
              ("p", f"Dossier n° {g.ref('OPH', 5)} – intervention programmée le {g.ndate('fr')} – {D('Bloc opératoire n° ' + str(g.between(1, 4)))}"),
              ("t", [["Rubrique", "Renseignements"],
                     [g.pick(["Nom et prénom", "Patient(e)", "Identité du patient"]), g.name(P, "Lf")],
                     [g.pick(["Né(e) le", "Date de naissance"]), g.DOB("fr", 1938, 1972)],
                     idrow,
                     [g.pick(["Demeurant", "Adresse", "Domicile"]), g.ADDR("fr")],
                     [g.pick(["Téléphone", "Joignable au", "GSM"]), g.PHONE()],
                     ["Matricule assuré social (CNSS)", g.CNSS()],
                     [g.pick(["Personne de confiance", "Proche à prévenir"]),
                      f"{g.name(T, 'fl')} ({g.pick(['fils', 'fille', 'époux', 'épouse', 'neveu'])}) – {g.PHONE()}"]])]
    diag = H(f"{g.pick(CAT_DIAG_FR)} de l'œil {eye}")
    sym = H(g.pick(CAT_SYM_FR))
    proc, ane = H(g.pick(CAT_PROC_FR)), H(g.pick(CAT_ANE_FR))
    blocks.append(("p", f"Je soussigné(e) {g.name(P, 'fl')} reconnais avoir été informé(e) par le Dr {g.name(S, 'l')} "
                        f"que je présente une {diag}, à l'origine d'une {sym} depuis environ {g.between(4, 30)} mois. "
                        f"Il m'a été proposé une {proc} sous {ane}. Les bénéfices attendus, les alternatives et les "
                        "complications possibles (infection, œdème de cornée, décollement de rétine) m'ont été expliqués "
                        "oralement et par écrit."))
    blocks.append(("h", "Antécédents déclarés par le patient"))
    hist = g.sample(CAT_HIST_FR, 5)
    on = g.sample(range(5), g.between(2, 3))
    for i, (lab, dz, meds) in enumerate(hist):
        if i in on:
            line = f"☒ {lab} : {H(g.pick(dz))}"
            if meds:
                line += f" – traitement : {H(g.pick(meds))}"
        else:
            line = f"☐ {lab}"
        blocks.append(("p", line))
    rows = [["Médicament", "Posologie", "Durée"]]
    for m, pos, dur in g.sample(CAT_POST_FR, 3):
        rows.append([H(m), pos, dur])
    blocks += [("h", "Traitement postopératoire prévu"), ("t", rows)]
    blocks.append(("p", f"Forfait clinique : {g.amount('fr', 1200, 2900)} ; prise en charge CNAM selon la "
                        f"{D('convention sectorielle des médecins de libre pratique')}. Conformément à "
                        f"{D('l’article 44 de la loi n° 91-63 du 29 juillet 1991')}, le patient peut retirer son "
                        "consentement à tout moment avant l'intervention."))
    blocks += [("p", f"Fait à {g.pick(CITIES)[0]}, le {g.ndate('fr')}"),
               ("p", f"Signature du patient : {g.name(P, 'LF')}        Le chirurgien : Dr {g.name(S, 'il')}")]
    return blocks


CAT_AR = {"diag": ["الماء الأبيض في العين اليمنى", "الماء الأبيض في العين اليسرى", "ساد نووي في العينين",
                   "ساد شيخوخي في العين اليمنى"],
          "sym": ["ضعف تدريجي في البصر", "صعوبة في الرؤية ليلا", "زغللة مستمرة في النظر", "حساسية مفرطة للضوء"],
          "proc": ["إزالة الماء الأبيض بالموجات فوق الصوتية مع زرع عدسة", "استخراج العدسة مع زرع عدسة اصطناعية"],
          "ane": ["تخدير موضعي بالقطرة", "تخدير حول كرة العين"],
          "hist": ["داء السكري من النوع الثاني", "ارتفاع ضغط الدم", "حساسية من البنسلين", "قصور كلوي مزمن",
                   "الزرق المزمن", "ربو مزمن"],
          "meds": ["ميتفورمين 850 ملغ مرتين في اليوم", "أسبرين 100 ملغ يوميا", "أملوديبين 5 ملغ يوميا",
                   "أنسولين 20 وحدة مساء"]}


def cataract_surgery_consent_ar_txt(g):
    P, S, W = g.person(), g.person(False), g.person()
    H, D = g.H, g.d
    ad = g.chance(0.6)
    lines = [D(g.pick(["مصحة الزيتونة لطب العيون", "مركز النور لجراحة العيون"])),
             f"الدكتور {g.name(S, 'afl')} — اختصاص طب وجراحة العيون",
             "",
             "إقرار بالموافقة المستنيرة على عملية جراحية",
             "=" * 30,
             "",
             f"{'أنا الممضية أسفله' if P.female else 'أنا الممضي أسفله'} {g.name(P, 'afbl')}، {'المولودة' if P.female else 'المولود'} في {g.DOB('ar', 1940, 1970, arab=ad)}،"
             f" {'صاحبة' if P.female else 'صاحب'} بطاقة التعريف الوطنية عدد {g.CIN(arab=ad)}، وعنواني: {g.ADDR('ar', arab=ad)}،",
             f"أصرّح بأن الدكتور {g.name(S, 'al')} قد أعلمني بأنني أعاني من {H(g.pick(CAT_AR['diag']))}"
             f" تسبب لي {H(g.pick(CAT_AR['sym']))}، وأنه اقترح إجراء عملية {H(g.pick(CAT_AR['proc']))}.",
             "وقد شرح لي الطبيب مراحل العملية والمضاعفات النادرة الممكنة، وأجاب عن جميع أسئلتي.",
             "",
             f"نوع التخدير: {H(g.pick(CAT_AR['ane']))}",
             f"السوابق المرضية: {H(g.pick(CAT_AR['hist'][:3]))} و{H(g.pick(CAT_AR['hist'][3:]))}",
             f"الأدوية التي أتناولها حاليا: {H(g.pick(CAT_AR['meds']))}",
             f"رقم الهاتف الجوال: {g.PHONE(arab=ad, st=g.pick(['sp', 'raw', 'intl']))}",
             f"رقم المضمون الاجتماعي: {g.CNSS()}",
             "",
             f"تاريخ العملية المبرمجة: {g.ndate('ar', arab=ad)}    رقم الملف: {g.ref('CAT', 4)}",
             f"معلوم الإقامة والعملية: {g.amount('ar', 900, 2500)}",
             f"وذلك طبقا لأحكام {D('القانون عدد 63 لسنة 1991 المتعلق بالتنظيم الصحي')}.",
             "",
             f"الشاهد: {g.name(W, 'afl')} — بطاقة تعريف عدد {g.CIN(arab=ad)} — الهاتف {g.PHONE(arab=ad)}",
             "",
             "إمضاء المريض                                   إمضاء الطبيب",
             f"{g.name(P, 'afl')}                                 {g.name(S, 'afl')}"]
    return "\n".join(lines) + "\n"


def cataract_surgery_consent_mixed_md(g):
    H, D = g.H, g.d
    out = [f"# Programme opératoire – chirurgie de la cataracte", "## برنامج العمليات الجراحية ليوم " + g.ndate("ar"), "",
           f"**Salle :** {D(g.pick(['Bloc ambulatoire B', 'Salle 3 – ophtalmologie']))} · **Chirurgien :** Dr "
           f"{g.name(g.person(), 'fL')} · **Anesthésiste :** Dr {g.name(g.person(), 'fl')}", ""]
    rows = [["N°", "Patient", "الاسم", "Né(e) le", "CIN", "Tél.", "Œil", "Diagnostic", "Antécédents"]]
    people = []
    for i in range(g.between(5, 7)):
        P = g.person()
        people.append(P)
        eye = g.pick(["OD", "OG"])
        rows.append([str(i + 1), g.name(P, "Lf"), g.name(P, "afl"), g.DOB("fr", 1939, 1975, st="slash"), g.CIN(),
                     g.PHONE(st="sp"), eye,
                     H(g.pick(["cataracte nucléaire", "cataracte sous-capsulaire", "cataracte corticale",
                               "cataracte traumatique", "cataracte post-uvéitique"]) + " " + g.pick([eye, "bilatérale"])),
                     H(g.pick(["diabète type 2", "HTA", "glaucome traité", "insuffisance cardiaque", "DMLA de l'œil gauche",
                               "سكري", "ضغط دم مرتفع", "أمراض القلب"]))])
    out += [md_table(rows), ""]
    A, B = g.sample(people, 2)
    out += ["### Remarques de la surveillante / ملاحظات",
            f"- {'Mme' if A.female else 'M.'} {g.name(A, 'l')} a signalé ce matin une {H(g.pick(['allergie à la povidone iodée', 'allergie au latex']))} : "
            "prévoir la chlorhexidine et prévenir le bloc.",
            f"- {g.name(B, 'afl')} {'تتناول' if B.female else 'يتناول'} {H(g.pick(['دواء مميع للدم (وارفارين 5 ملغ)', 'كلوبيدوغريل 75 ملغ يوميا']))}، "
            "يجب التثبت من التحليل قبل العملية.",
            f"- Le fils de {g.name(B, 'l')} ({g.PHONE(st='intl')}) attendra en salle de réveil.", "",
            "### Consignes générales / تعليمات عامة",
            f"- À jeun 6 h avant l'heure de convocation · {D('Service d’ophtalmologie')}, 2e étage.",
            f"- الحضور على الساعة السابعة صباحا إلى {D('قسم طب العيون')} مع بطاقة العلاج.",
            f"- Tarif du collyre de sortie (prix public) : {g.amount('fr', 8, 30)} – ce montant n'est pas remboursé.",
            f"- Le collyre de sortie est disponible à la {D(g.pick(['Pharmacie de la rue de Marseille', 'Pharmacie de l’avenue de Carthage', 'Pharmacie de la rue des Palmiers']))} (garde de nuit).",
            f"- Réf. programme : {g.ref('PRG-OPH', 4)}", ""]
    return "\n".join(out)


# ------------------------------------------------------------------ 2. hepatitis C treatment file
def hepatitis_c_treatment_file_fr_md(g):
    P, M, K = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    she = P.female
    age = g.between(28, 70)
    geno = H(g.pick(["génotype 1b", "génotype 2", "génotype 3a", "génotype 4"]))
    out = [f"# Dossier de suivi – {D('Programme national de lutte contre les hépatites virales')}", "",
           f"*{D(g.pick(['Service d’hépato-gastro-entérologie, CHU de Sfax', 'Unité d’hépatologie – Hôpital régional de Gabès', 'Consultation hépatites – Hôpital de la Rabta']))}* · "
           f"fiche n° {g.ref('VHC', 5)}", "",
           "## Identification", "",
           f"- **Nom, prénom :** {g.name(P, 'Lf')}",
           f"- **{g.pick(['Date de naissance', 'Née le' if she else 'Né le'])} :** {g.DOB('fr', 1950, 1996)}",
           f"- **{g.pick(['CIN', 'N° CIN', 'Pièce d’identité'])} :** {g.CIN()}",
           f"- **{g.pick(['Adresse', 'Domicile actuel', 'Réside à'])} :** {g.ADDR('fr')}",
           f"- **{g.pick(['Tél. / WhatsApp', 'Portable', 'Numéro où le/la joindre'])} :** {g.PHONE()}",
           f"- **Courriel :** {g.EMAIL(P)}",
           f"- **Identifiant assuré CNAM (matricule CNSS) :** {g.CNSS()}", "",
           "## Histoire de la maladie", "",
           f"{'Patiente' if she else 'Patient'} de {age} ans, adressé{'e' if she else ''} par le Dr {g.name(M, 'fl')} pour "
           f"{H(g.pick(['sérologie VHC positive', 'anticorps anti-VHC positifs']))} découverte lors "
           f"{g.pick(['d’un don de sang', 'du bilan prénuptial', 'd’un bilan préopératoire'])}. On retient comme facteur de risque "
           f"une {H(g.pick(['transfusion sanguine dans l’enfance', 'hémodialyse chronique depuis six ans', 'toxicomanie intraveineuse sevrée', 'circoncision traditionnelle non stérile']))}. "
           f"{'Elle' if she else 'Il'} se plaint d'une {H(g.pick(['asthénie chronique', 'fatigue invalidante']))} et d'un "
           f"{H(g.pick(['prurit diffus', 'inconfort de l’hypocondre droit']))}. Par ailleurs suivi{'e' if she else ''} pour "
           f"{H(g.pick(['un diabète de type 2', 'une hypothyroïdie', 'une dépression traitée', 'une hypertension artérielle']))}.", "",
           "## Bilan pré-thérapeutique", "",
           md_table([["Examen", "Résultat", "Date"],
                     ["Génotypage", geno, g.ndate("fr", 2024, 2025)],
                     ["Charge virale ARN VHC", H(f"ARN VHC {g.between(1, 9)} {g.num(3)} {g.num(3)} UI/mL"), g.ndate("fr", 2024, 2025)],
                     ["Élastométrie (FibroScan)", H(g.pick(["fibrose F2 à 8,1 kPa", "fibrose F3 à 10,9 kPa", "cirrhose F4 à 17,3 kPa"])), g.ndate("fr", 2024, 2025)],
                     ["Échographie abdominale", H(g.pick(["foie dysmorphique sans nodule", "stéatose hépatique modérée"])), "—"],
                     ["Ag HBs / sérologie VIH", "négatifs", "—"]]), "",
           "## Traitement", "",
           f"- Schéma retenu : {H(g.pick(['sofosbuvir/daclatasvir 400/60 mg, 1 cp/j pendant 12 semaines', 'sofosbuvir/velpatasvir 400/100 mg, 1 cp/j pendant 12 semaines', 'sofosbuvir 400 mg + ribavirine 1000 mg/j pendant 24 semaines']))}",
           f"- Interactions vérifiées avec : {H(g.pick(['oméprazole 20 mg', 'amiodarone 200 mg (arrêtée)', 'lévothyroxine 75 µg']))}",
           f"- Lot dispensé : {D('Lot SDV-' + g.num(4) + '-B')} – {D('pharmacie hospitalière, guichet 2')}", "",
           "## Suivi", "",
           md_table([["Visite", "Date", "Observation"],
                     ["S4", g.ndate("fr", 2025, 2025), H(g.pick(["céphalées modérées", "insomnie transitoire", "nausées"]))],
                     ["S12 (fin)", g.ndate("fr", 2025, 2025), H("charge virale indétectable")],
                     ["S24", g.ndate("fr", 2025, 2026), H(g.pick(["réponse virologique soutenue (RVS12)", "rechute virologique"]))]]), "",
           f"Personne à prévenir : {g.name(K, 'fl')} – {g.PHONE(st='pairs')}", "",
           f"Dr {g.name(M, 'L')}, hépatologue – {D('Circulaire n° 35/2016')} relative au circuit des antiviraux directs.", ""]
    return "\n".join(out)


def hepatitis_c_treatment_file_ar_docx(g):
    P, M = g.person(), g.person(False)
    H, D = g.H, g.d
    ad = g.chance(0.5)
    f = P.female
    blocks = [("c", f"**{D('وزارة الصحة')} — {D('المستشفى الجهوي بقفصة')}**"),
              ("h", "ملف متابعة علاج التهاب الكبد الفيروسي صنف ج"),
              ("p", f"رقم الملف: {g.ref('HCV', 5)}        تاريخ الفتح: {g.ndate('ar', arab=ad)}"),
              ("t", [["البيان", "المعطيات"],
                     ["الاسم واللقب", g.name(P, "afbl")],
                     ["تاريخ الولادة", g.DOB("ar", 1952, 1995, arab=ad)],
                     ["رقم بطاقة التعريف الوطنية", g.CIN(arab=ad)],
                     ["العنوان", g.ADDR("ar", arab=ad)],
                     ["الهاتف", g.PHONE(arab=ad)],
                     ["المعرف لدى الصندوق الوطني للتأمين على المرض", g.CNSS()]]),
              ("h", "الحالة الصحية"),
              ("p", f"{'المريضة' if f else 'المريض'} {g.name(P, 'al')} {'تعاني' if f else 'يعاني'} من "
                    f"{H(g.pick(['التهاب الكبد الفيروسي صنف ج المزمن', 'التهاب كبدي فيروسي ج مزمن']))} منذ سنة {g.between(2010, 2022)}، "
                    f"مع {H(g.pick(['تليف كبدي من الدرجة الثالثة', 'تشمع كبدي معوض', 'تليف كبدي خفيف']))}. "
                    f"{'وتشكو' if f else 'ويشكو'} من {H(g.pick(['تعب مزمن', 'حكة جلدية', 'ألم في الجانب الأيمن من البطن']))} "
                    f"ومن {H(g.pick(['فقدان الشهية', 'اضطرابات في النوم', 'غثيان متكرر']))}."),
              ("p", f"**النمط الجيني:** {H(g.pick(['النمط الجيني 1b', 'النمط الجيني 3', 'النمط الجيني 2']))}"),
              ("p", f"**الأمراض المصاحبة:** {H(g.pick(['داء السكري', 'قصور كلوي يتطلب غسيل الكلى', 'ارتفاع ضغط الدم']))}"),
              ("h", "العلاج المضاد للفيروسات"),
              ("t", [["الدواء", "الجرعة", "المدة"],
                     [H(g.pick(["سوفوسبوفير 400 ملغ", "سوفوسبوفير/فيلباتاسفير 400/100 ملغ"])), "قرص واحد يوميا", "12 أسبوعا"],
                     [H(g.pick(["داكلاتاسفير 60 ملغ", "ريبافيرين 1000 ملغ"])), "حسب الوصفة", "12 أسبوعا"]]),
              ("h", "المتابعة"),
              ("t", [["الزيارة", "التاريخ", "الملاحظة"],
                     ["الأسبوع 4", g.ndate("ar", 2025, 2025, arab=ad), H(g.pick(["صداع خفيف", "تعب عابر"]))],
                     ["الأسبوع 12", g.ndate("ar", 2025, 2025, arab=ad), H("الحمل الفيروسي غير قابل للكشف")],
                     ["بعد 12 أسبوعا من نهاية العلاج", g.ndate("ar", 2025, 2026, arab=ad), H("استجابة فيروسية مستدامة")]]),
              ("p", f"ثمن العلبة الواحدة دون تكفل: {g.amount('ar', 300, 1500)} — التكفل الكامل في إطار {D('البرنامج الوطني لمكافحة التهاب الكبد الفيروسي')}."),
              ("p", f"الطبيب المباشر: الدكتور {g.name(M, 'afl')} — الهاتف المهني {g.PHONE(False, arab=ad)}"),
              ("p", f"إمضاء {'المريضة' if f else 'المريض'}: {g.name(P, 'afl')}")]
    return blocks


def hepatitis_c_treatment_file_en_csv(g):
    H, D = g.H, g.d
    rows = [["record", "site", "full_name", "date_of_birth", "national_id", "mobile", "genotype", "fibrosis",
             "regimen", "start_date", "outcome", "comorbidities", "clinician_note"]]
    sites = ["Sfax University Hospital", "Gabes Regional Hospital", "La Rabta Hospital – Hepatology", "Kairouan Regional Hospital"]
    dst = g.pick(["iso", "slash"])
    for i in range(g.between(7, 9)):
        P = g.person()
        pron = "she" if P.female else "he"
        idv = g.CIN() if g.chance(0.8) else g.PASSPORT()
        note = g.pick([f"Seen with {g.name(g.person(), 'fl')} (spouse); {pron} reports {H(g.pick(['mild headache', 'insomnia', 'nausea in week 2', 'itching']))}.",
                       f"Missed week-8 visit; reached on {g.PHONE(st='intl')}.",
                       f"Also on {H(g.pick(['methadone 60 mg daily', 'sertraline 50 mg daily', 'insulin glargine 18 units at night', 'tenofovir 245 mg daily']))}; no interaction.",
                       "Adherence good, pill count complete.",
                       f"Transferred from {D(g.pick(['Medenine Regional Hospital', 'Tozeur District Hospital']))}."])
        rows.append([str(i + 1), D(g.pick(sites)), g.name(P, g.pick(["fl", "LF", "Lf"])), g.DOB("en", 1950, 1998, st=dst),
                     idv, g.PHONE(), H(g.pick(["genotype 1a", "genotype 1b", "genotype 2", "genotype 3a", "genotype 4d"])),
                     H(g.pick(["F1 (6.2 kPa)", "F2 (7.9 kPa)", "F3 (11.4 kPa)", "compensated cirrhosis (F4)"])),
                     H(g.pick(["sofosbuvir/velpatasvir 400/100 mg daily x 12 weeks", "sofosbuvir 400 mg + daclatasvir 60 mg daily x 12 weeks",
                               "ledipasvir/sofosbuvir 90/400 mg daily x 12 weeks"])),
                     g.fdate("en", 2024, 2025, st=dst),
                     H(g.pick(["SVR12 achieved", "on treatment", "relapse at week 4 post-treatment", "lost to follow-up"])),
                     H(g.pick(["type 2 diabetes", "chronic kidney disease stage 3", "HIV co-infection on ART", "depression",
                               "hypertension", "beta-thalassaemia minor"])),
                     note])
    return csv_build(rows, ",")


# ------------------------------------------------------------------ 3. spirometry report
def spirometry_report_en_txt(g):
    P, R, T = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    lab = D(g.pick(["Ariana Chest Clinic – Lung Function Unit", "Lac II Respiratory Centre", "Sousse Pulmonary Function Laboratory"]))
    fev, fvc = g.between(140, 330) / 100, g.between(250, 480) / 100
    post = fev + g.between(5, 45) / 100
    sep = "-" * 64
    out = [lab.upper(), f"Technician: {g.name(T, 'fl')}   |   Test date: {g.ndate('en')}   |   Report {g.ref('PFT', 5)}", sep,
           "SPIROMETRY REPORT", sep,
           f"Patient .......... {g.name(P, 'LF')}",
           f"Date of birth .... {g.DOB('en', 1948, 2004)}",
           f"Passport/ID ...... {g.PASSPORT() if g.chance(0.5) else g.CIN()}",
           f"Referred by ...... Dr {g.name(R, 'fl')}",
           f"Contact .......... {g.PHONE(st='intl')} / {g.EMAIL(P)}",
           "",
           f"Reason for referral: {H(g.pick(['exertional dyspnoea', 'breathlessness on climbing stairs']))} and "
           f"{H(g.pick(['chronic productive cough', 'nocturnal wheeze', 'recurrent chest tightness']))}.",
           f"Smoking history: {H(g.pick(['current smoker, 25 pack-years', 'ex-smoker (quit 2019), 15 pack-years', 'waterpipe smoker, daily']))}",
           f"Current inhalers: {H(g.pick(['budesonide/formoterol 200/6 µg, 2 puffs twice daily', 'salbutamol 100 µg as needed', 'tiotropium 18 µg once daily']))}",
           "",
           "                 Pred     Pre      %Pred    Post     Change",
           f"FVC (L)          {fvc + 0.6:.2f}     {fvc:.2f}     {int(fvc / (fvc + 0.6) * 100)}       {fvc + 0.1:.2f}     +{int(10 / fvc)}%",
           f"FEV1 (L)         {fev + 0.9:.2f}     {fev:.2f}     {int(fev / (fev + 0.9) * 100)}       {post:.2f}     +{int((post - fev) / fev * 100)}%",
           f"FEV1/FVC         0.80     {fev / fvc:.2f}",
           "",
           "INTERPRETATION",
           f"Acceptable and repeatable manoeuvres (ATS/ERS 2019). The tracing shows a {H(g.pick(['moderate obstructive ventilatory defect', 'mild obstructive defect', 'mixed obstructive and restrictive pattern']))} "
           f"with {H(g.pick(['significant bronchodilator response (+14 % FEV1)', 'no significant bronchodilator response']))}. "
           f"In this clinical context the findings are most consistent with {H(g.pick(['moderate persistent asthma', 'COPD, GOLD grade 2', 'asthma–COPD overlap']))}. "
           f"The patient also mentions {H(g.pick(['allergic rhinitis', 'gastro-oesophageal reflux', 'obstructive sleep apnoea on CPAP']))}.",
           "",
           f"Recommendation: step up to {H(g.pick(['budesonide/formoterol 400/12 µg twice daily', 'tiotropium/olodaterol 2.5/2.5 µg, two puffs daily']))}, "
           "smoking-cessation counselling, review in three months.",
           "",
           f"Device: {D('SpiroStar-500 s/n 24-0187')}   Calibration syringe check: {g.ndate('en')}",
           f"Invoice: {g.amount('en', 40, 120, mill=False)} (not covered).",
           sep, f"Electronically signed – Dr {g.name(R, 'il')}, pulmonologist", ""]
    return "\n".join(out)


def spirometry_report_fr_csv(g):
    H, D = g.H, g.d
    rows = [["ID examen", "Nom", "Prénom", "Date naiss.", "CIN", "Tél", "Taille cm", "VEMS L", "CVF L", "VEMS/CVF",
             "Conclusion", "Traitement en cours", "Tabac", "Commentaire"]]
    dst = g.pick(["slash", "iso"])
    for i in range(g.between(7, 9)):
        P = g.person()
        fev, fvc = g.between(120, 360) / 100, g.between(230, 520) / 100
        comm = g.pick([f"Examen demandé par le médecin du travail de {D(g.pick(['la SNCPA', 'l’usine de Ghannouch', 'la STEG Radès']))}.",
                       f"Patient{'e' if P.female else ''} essoufflé{'e' if P.female else ''}, {H(g.pick(['toux sèche nocturne', 'sifflements à l’effort', 'expectorations matinales']))}.",
                       f"Rappeler au {g.PHONE(st='dots')} pour test de réversibilité.",
                       "Manœuvres peu reproductibles, à refaire.", f"Antécédent de {H(g.pick(['tuberculose pulmonaire traitée', 'pneumothorax spontané', 'silicose'] ))}"])
        rows.append([g.ref("EFR", 4, year=False), g.name(P, "L"), g.name(P, "f"), g.DOB("fr", 1950, 2006, st=dst),
                     g.CIN(), g.PHONE(st=g.pick(["raw", "sp", "pairs"])), str(g.between(150, 190)),
                     f"{fev:.2f}".replace(".", ","), f"{fvc:.2f}".replace(".", ","), f"{fev / fvc:.2f}".replace(".", ","),
                     H(g.pick(["trouble ventilatoire obstructif léger", "trouble ventilatoire obstructif modéré", "syndrome restrictif",
                               "asthme persistant modéré", "BPCO stade GOLD 2", "spirométrie normale – asthme contrôlé"])),
                     H(g.pick(["salbutamol 100 µg 2 bouffées si besoin", "budésonide/formotérol 200/6 matin et soir",
                               "fluticasone 250 µg 2 fois/j", "montélukast 10 mg le soir", "tiotropium 18 µg/j"])),
                     H(g.pick(["tabagisme actif 20 PA", "ex-fumeur 30 PA", "narguilé quotidien", "non-fumeur exposé (tabagisme passif)"])),
                     comm])
    return csv_build(rows, ";")


def spirometry_report_mixed_docx(g):
    P, R = g.person(), g.person()
    H, D = g.H, g.d
    f = P.female
    blocks = [("c", f"**{D('Cabinet de pneumo-allergologie – Centre médical El Yasmine')}**"),
              ("c", f"Dr {g.name(R, 'fL')} · Pneumologue · MF {g.TAX('full')} · {g.PHONE(False, 'dots')}"),
              ("h", "Compte rendu d’exploration fonctionnelle respiratoire / تقرير قيس وظائف التنفس"),
              ("t", [["Patient(e) / المريض", g.name(P, "Lf")],
                     ["الاسم بالعربية", g.name(P, "afl")],
                     ["Date de naissance / تاريخ الولادة", g.DOB("fr", 1950, 2005)],
                     ["CIN / بطاقة التعريف", g.CIN()],
                     ["Adresse / العنوان", g.ADDR("fr")],
                     ["Assuré social n°", g.CNSS()]]),
              ("p", f"**Motif :** {H(g.pick(['dyspnée d’effort stade II mMRC', 'toux chronique depuis 4 mois', 'bilan d’asthme']))}, "
                    f"{H(g.pick(['rhinite allergique aux acariens', 'reflux gastro-œsophagien', 'eczéma atopique']))}."),
              ("t", [["Paramètre", "Théorique", "Mesuré", "Post-BD"],
                     ["CVF (L)", "4,10", f"{g.between(250, 400) / 100:.2f}".replace(".", ","), "—"],
                     ["VEMS (L)", "3,35", f"{g.between(150, 300) / 100:.2f}".replace(".", ","), f"{g.between(200, 330) / 100:.2f}".replace(".", ",")],
                     ["DEP (L/s)", "8,2", f"{g.between(40, 80) / 10:.1f}".replace(".", ","), "—"]]),
              ("p", f"**Conclusion :** {H(g.pick(['trouble ventilatoire obstructif modéré réversible', 'distension thoracique avec obstruction sévère', 'syndrome restrictif modéré']))}, "
                    f"compatible avec {H(g.pick(['un asthme allergique', 'une BPCO post-tabagique', 'une pneumopathie interstitielle']))}."),
              ("p", f"**Traitement proposé :** {H(g.pick(['béclométasone/formotérol 100/6, 2 inhalations matin et soir', 'salmétérol/fluticasone 50/500 µg, 1 inhalation x2/j']))}"),
              ("h", "ملخص للمريض"),
              ("p", f"{'السيدة' if f else 'السيد'} {g.name(P, 'afl')}، بيّن الفحص وجود {H(g.pick(['ضيق في القصبات الهوائية', 'انسداد رئوي مزمن', 'ربو مزمن متوسط']))}. "
                    f"وننصحك باستعمال {H(g.pick(['بخاخ سالبوتامول عند الحاجة', 'بخاخ الكورتيزون مرتين في اليوم']))} "
                    f"والتوقف عن {H(g.pick(['التدخين', 'تدخين الشيشة']))}. موعد المراقبة القادم يوم {g.ndate('ar')}."),
              ("p", f"Tarif de l’acte : {g.amount('fr', 40, 90, mill=False)} – {D('nomenclature générale des actes professionnels (NGAP)')}"),
              ("p", f"Dr {g.name(R, 'l')}")]
    return blocks


# ------------------------------------------------------------------ 4. autism early intervention plan
def autism_early_intervention_plan_fr_txt(g):
    F = g.person(False)
    C = g.person(child_of=F)
    M, E, O = g.person(True), g.person(), g.person()
    H, D = g.H, g.d
    el = "elle" if C.female else "il"
    El = el.capitalize()
    e = "e" if C.female else ""
    out = [D(g.pick(["Centre d’intervention précoce Les Colombes", "Association Nour pour l’enfance différente", "Centre Amal de guidance infantile"])),
           f"Équipe pluridisciplinaire – {D('Service de pédopsychiatrie')} (consultations externes)", "",
           "PROJET D'INTERVENTION PRÉCOCE INDIVIDUALISÉ (PIPI)", f"Révision n° {g.between(1, 4)} – {g.ndate('fr')}", "",
           f"Enfant : {g.name(C, 'Lf')}          Sexe : {'F' if C.female else 'M'}",
           f"Date de naissance : {g.DOB('fr', 2018, 2022)}",
           f"Père : {g.name(F, 'fl')}, CIN {g.CIN()}, {g.PHONE()}",
           f"Mère : {g.name(M, 'fl')}, {g.pick(['joignable au', 'portable'])} {g.PHONE()} – {g.EMAIL(M)}",
           f"Domicile familial : {g.ADDR('fr', multiline=g.chance(0.4))}",
           f"Jardin d'enfants fréquenté : {D(g.pick(['Jardin d’enfants municipal El Manar', 'Kouttab Ennour', 'Jardin Les Petits Génies']))}", "",
           "1. DIAGNOSTIC ET BILANS",
           f"{g.name(C, 'f')} a été vu{e} pour la première fois à {g.between(20, 36)} mois pour {H(g.pick(['retard de langage', 'absence de langage oral', 'régression du langage']))} "
           f"et {H(g.pick(['contact visuel fuyant', 'absence de pointage', 'isolement en collectivité']))}. Le bilan ADOS-2 a conclu à un "
           f"{H(g.pick(['trouble du spectre de l’autisme (TSA) niveau 2', 'trouble du spectre de l’autisme sans déficience intellectuelle', 'TSA niveau 1 avec retard de langage']))}. "
           f"{El} présente aussi {H(g.pick(['des troubles du sommeil', 'une hypersensibilité auditive', 'une sélectivité alimentaire sévère', 'des stéréotypies motrices']))} "
           f"et {H(g.pick(['une épilepsie-absence', 'un TDAH associé', 'une marche sur la pointe des pieds', 'une constipation chronique']))}.",
           "",
           "2. PRISES EN CHARGE",
           f"   - {H(g.pick(['orthophonie deux séances par semaine', 'orthophonie (méthode PECS) 2 x 45 min/semaine']))} – {g.name(O, 'fl')}, orthophoniste",
           f"   - {H(g.pick(['psychomotricité hebdomadaire', 'ergothérapie sensorielle 1 séance/semaine']))}",
           f"   - {H(g.pick(['thérapie comportementale (ABA) 6 h/semaine', 'guidance parentale mensuelle', 'programme TEACCH en petit groupe']))} – référente : {g.name(E, 'fl')}",
           f"   - Traitement : {H(g.pick(['mélatonine 2 mg au coucher', 'rispéridone 0,25 mg le soir', 'valproate de sodium 150 mg x2/j']))}",
           "",
           "3. OBJECTIFS POUR LES 6 PROCHAINS MOIS",
           "   [x] Demander un objet par l'image ou le mot",
           "   [x] Tolérer 10 minutes d'activité assise en groupe",
           "   [ ] Propreté diurne",
           "   [x] Accepter deux nouveaux aliments",
           "",
           "4. DROITS ET DÉMARCHES",
           f"Carte d'handicap demandée le {g.ndate('fr')} ({D('loi d’orientation n° 2005-83 du 15 août 2005')}). "
           f"Allocation familiale versée sur le compte {g.RIB()} au nom de {g.name(F, 'lf')}.",
           f"Coût mensuel des séances non remboursées : {g.amount('fr', 150, 600)}.",
           "",
           f"Fait le {g.ndate('fr')}",
           f"Pour l'équipe : {g.name(E, 'il')}        Les parents : {g.name(F, 'L')} / {g.name(M, 'L')}", ""]
    return "\n".join(out)


def autism_early_intervention_plan_ar_md(g):
    F = g.person(False)
    C = g.person(child_of=F)
    M, S = g.person(True), g.person(True)
    H, D = g.H, g.d
    ad = g.chance(0.6)
    f = C.female
    out = [f"# خطة التدخل المبكر الفردية", "",
           f"**المؤسسة:** {D(g.pick(['مركز الأمل للتدخل المبكر', 'جمعية النور لرعاية الطفولة']))}  ",
           f"**تاريخ المراجعة:** {g.ndate('ar', arab=ad)}", "",
           "## معطيات الطفل والعائلة", "",
           md_table([["البيان", "المعطيات"],
                     ["اسم الطفل", g.name(C, "afl")],
                     ["تاريخ الولادة", g.DOB("ar", 2018, 2022, arab=ad)],
                     ["الولي", g.name(F, "afbl")],
                     ["رقم بطاقة التعريف للولي", g.CIN(arab=ad)],
                     ["الأم", g.name(M, "afl")],
                     ["الهاتف", g.PHONE(arab=ad)],
                     ["العنوان", g.ADDR("ar", arab=ad)]]), "",
           "## التشخيص", "",
           f"{'الطفلة' if f else 'الطفل'} {g.name(C, 'af')} {'مشخصة' if f else 'مشخص'} بـ{H(g.pick(['اضطراب طيف التوحد', 'اضطراب طيف التوحد من الدرجة الثانية']))} "
           f"منذ سن {ai(str(g.between(2, 4))) if ad else g.between(2, 4)} سنوات، مع {H(g.pick(['تأخر في النطق', 'غياب اللغة الشفوية']))} "
           f"و{H(g.pick(['اضطرابات النوم', 'حساسية مفرطة للأصوات', 'انتقائية شديدة في الأكل']))}.",
           "", "## البرنامج العلاجي", "",
           f"- {H(g.pick(['حصص تقويم النطق مرتين في الأسبوع', 'تقويم النطق ثلاث حصص أسبوعيا']))} مع الأخصائية {g.name(S, 'afl')}",
           f"- {H(g.pick(['العلاج النفسي الحركي مرة في الأسبوع', 'العلاج الوظيفي الحسي']))}",
           f"- {H(g.pick(['ميلاتونين 2 ملغ قبل النوم', 'ريسبيريدون 0.25 ملغ مساء']))} حسب وصفة طبيب الأطفال",
           f"- مرافقة الأولياء: جلسة شهرية", "",
           "## الأهداف", "",
           "- [x] التواصل بالصور لطلب الأشياء",
           "- [x] الجلوس عشر دقائق في نشاط جماعي",
           "- [ ] النظافة خلال النهار", "",
           f"ملاحظة: {'الأم' if g.chance(0.5) else 'الأب'} أفاد بأن {g.name(C, 'af')} {'تعاني' if f else 'يعاني'} أيضا من "
           f"{H(g.pick(['نوبات صرع', 'فرط الحركة وتشتت الانتباه', 'إمساك مزمن']))}، ويتم التنسيق مع {D('قسم طب أعصاب الأطفال')}.", "",
           f"المعلوم الشهري: {g.amount('ar', 120, 500)} — مرجع الملف {g.ref('TED', 4)}", "",
           f"**إمضاء المنسقة:** {g.name(S, 'al')}", ""]
    return "\n".join(out)


def autism_early_intervention_plan_en_docx(g):
    F = g.person(False)
    C = g.person(child_of=F)
    M, T, N = g.person(True), g.person(), g.person()
    H, D = g.H, g.d
    he = "She" if C.female else "He"
    blocks = [("c", f"**{D(g.pick(['Carthage International School – Learning Support Department', 'Little Steps Early Intervention Centre, Les Berges du Lac']))}**"),
              ("h", "Individual Early Intervention Plan (IEIP)"),
              ("p", f"Plan period: {g.ndate('en')} – {g.ndate('en')}    Case ref: {g.ref('IEIP', 4)}"),
              ("t", [["Child", g.name(C, "fl")], ["Date of birth", g.DOB("en", 2017, 2022)],
                     ["Parent / guardian", f"{g.name(F, 'fl')} and {g.name(M, 'fl')}"],
                     ["Home address", g.ADDR("en")],
                     ["Preferred contact", f"{g.PHONE(st='intl')} · {g.EMAIL(F)}"],
                     ["Father's passport (enrolment file)", g.PASSPORT()]]),
              ("h", "Background"),
              ("p", f"{g.name(C, 'f')} was assessed at the age of {g.between(2, 4)} by {D('the Child Development Unit of the Children’s Hospital of Tunis')} "
                    f"and diagnosed with {H(g.pick(['autism spectrum disorder, level 2', 'autism spectrum disorder without intellectual impairment', 'autism spectrum disorder with language delay']))}. "
                    f"{he} also has {H(g.pick(['sensory processing difficulties', 'sleep-onset insomnia', 'severe food selectivity']))} and "
                    f"{H(g.pick(['echolalia', 'toe walking', 'ADHD (combined presentation)', 'absence seizures']))}. Medication at home: "
                    f"{H(g.pick(['melatonin 3 mg at bedtime', 'valproate 200 mg twice daily', 'risperidone 0.25 mg at night']))}."),
              ("h", "Goals and services"),
              ("t", [["Area", "Goal", "Service / frequency", "Lead"],
                     ["Communication", "Request 20 items with PECS", H(g.pick(["speech therapy twice weekly", "speech and language therapy, 2 x 45 min"])), g.name(T, "fl")],
                     ["Sensory / motor", "Tolerate classroom noise for 15 min", H(g.pick(["occupational therapy 45 min weekly", "sensory integration therapy weekly"])), g.name(N, "fl")],
                     ["Behaviour", "Reduce meltdowns at transitions", H(g.pick(["applied behaviour analysis 8 h/week", "parent-mediated behavioural coaching"])), g.name(T, "il")]]),
              ("p", "Progress will be reviewed every term with the family; the plan can be shared with the school nurse only with written consent."),
              ("p", f"Fees per term: {g.amount('en', 900, 3000)} (not covered by CNAM)."),
              ("p", f"Signed: {g.name(T, 'FL')}, SLT        Parent: {g.name(F, 'LF')}")]
    return blocks


# ------------------------------------------------------------------ 5. fracture cast clinic sheet
def fracture_cast_clinic_sheet_mixed_csv(g):
    H, D = g.H, g.d
    rows = [["Heure", "Patient / المريض", "الاسم", "Né(e) le", "CIN", "Tél.", "Diagnostic", "Immobilisation",
             "Prochain RDV", "Remarques / ملاحظات"]]
    pairs = [("fracture de Pouteau-Colles gauche", "manchette plâtrée"), ("fracture du scaphoïde droit", "plâtre brachio-antébrachial"),
             ("fracture bimalléolaire", "botte plâtrée"), ("fracture en bois vert de l'avant-bras", "plâtre brachio-antébrachial"),
             ("fracture du 5e métatarsien", "botte plâtrée"), ("entorse grave de la cheville", "attelle postérieure"),
             ("fracture de la rotule", "résine cruro-pédieuse"), ("كسر في عظم الكعبرة", "جبيرة من المرفق إلى اليد"),
             ("كسر في الكاحل", "جبيرة تحت الركبة")]
    slots = sorted(g.sample([f"{h}h{m}" for h in range(8, 13) for m in ("00", "15", "30", "45")], 9), key=lambda x: (int(x.split("h")[0]), x))
    dst = g.pick(["slash", "iso"])
    for i in range(g.between(7, 9)):
        P = g.person()
        dz, imm = g.pick(pairs)
        rem = g.pick([f"{'تشكو' if P.female else 'يشكو'} من {H(g.pick(['تورم وخدر في الأصابع', 'ألم شديد تحت الجبيرة', 'حكة تحت الجبس']))}",
                      f"Plâtre fendu aux urgences de {D(g.pick(['l’hôpital régional de Zaghouan', 'l’hôpital régional de Nabeul']))}",
                      f"Accompagné{'e' if P.female else ''} par {g.name(g.person(), 'fl')}",
                      f"Sous {H(g.pick(['énoxaparine 4000 UI/j', 'paracétamol 1 g x3/j', 'kétoprofène 100 mg x2/j']))}",
                      "Contrôle radiologique à prévoir", f"رقم الهاتف الثاني {g.PHONE(st='raw')}"])
        rows.append([slots[i], g.name(P, "LF"), g.name(P, "afl"),
                     g.DOB("fr", 1940, 2016, st="slash"), g.CIN(), g.PHONE(st="sp"), H(dz), H(imm),
                     g.fdate("fr", 2025, 2025, st=dst), rem])
    rows.append(["", D("Consultation de traumatologie – Pavillon C"), "", "", "", "", "", "", "", D("Tarif acte plâtre : 25 DT")])
    return csv_build(rows, g.pick([",", ";"]))


def fracture_cast_clinic_sheet_en_md(g):
    P, S = g.person(), g.person()
    H, D = g.H, g.d
    he = "she" if P.female else "he"
    side = g.pick(["left", "right"])
    fx = g.pick([(f"displaced distal radius fracture ({side})", "below-elbow cast"),
                 (f"undisplaced scaphoid waist fracture ({side})", "scaphoid cast"),
                 (f"Weber B ankle fracture ({side})", "below-knee cast"),
                 (f"supracondylar humerus fracture ({side})", "above-elbow backslab")])
    out = [f"## Fracture clinic – follow-up sheet", "",
           f"**Clinic:** {D(g.pick(['Orthopaedic Outpatients, Monastir Teaching Hospital', 'Fracture Clinic – Clinique Les Berges']))}  ",
           f"**Date:** {g.ndate('en')} · **Ref:** {g.ref('FX', 5)}", "",
           f"- Name: **{g.name(P, 'Lf')}**",
           f"- DOB: {g.DOB('en', 1945, 2012)}",
           f"- ID: {g.CIN()} (national ID card)",
           f"- Mobile: {g.PHONE()}",
           f"- Next of kin: {g.name(g.person(), 'fl')}, {g.PHONE(st='intl')}", "",
           "### History", "",
           f"{g.name(P, 'f')} fell {g.pick(['from a ladder while picking olives', 'on a wet floor at work', 'off a motorbike', 'during a football match'])} "
           f"and was seen in A&E with a {H(fx[0])}. "
           f"It was treated by {H(g.pick(['closed reduction under haematoma block', 'closed reduction and K-wire fixation', 'manipulation under sedation']))}. "
           f"Past history: {H(g.pick(['osteoporosis', 'type 1 diabetes', 'epilepsy', 'previous wrist fracture in 2019']))}.", "",
           "### Today", "",
           md_table([["Item", "Finding"],
                     ["Cast", H(fx[1])],
                     ["Symptoms", H(g.pick(["swelling and numbness of the fingers", "plaster sore on the heel", "pain on movement, improving"]))],
                     ["X-ray", H(g.pick(["satisfactory position maintained", "slight loss of reduction", "callus formation visible"]))],
                     ["Analgesia", H(g.pick(["paracetamol 1 g four times daily", "ibuprofen 400 mg three times daily", "tramadol 50 mg at night"]))],
                     ["Thromboprophylaxis", H(g.pick(["enoxaparin 4000 IU daily", "rivaroxaban 10 mg daily"]))]]), "",
           f"Plan: {g.pick(['recheck in 2 weeks', 'cast off at 6 weeks', 'physiotherapy referral after cast removal'])}. "
           f"Sick note given until {g.ndate('en')}.", "",
           f"Cast technician: {g.name(S, 'fl')}  ", f"Consultation fee: {g.amount('en', 30, 80, mill=False)}", ""]
    return "\n".join(out)


def fracture_cast_clinic_sheet_ar_txt(g):
    P, S, K = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    ad = g.chance(0.6)
    f = P.female
    out = [D("المستشفى الجهوي بالقصرين") + " — " + D("قسم جراحة العظام والمفاصل"),
           "بطاقة متابعة الجبس",
           "-" * 40,
           f"الاسم واللقب: {g.name(P, 'afl')}",
           f"تاريخ الولادة: {g.DOB('ar', 1945, 2014, arab=ad)}",
           f"عدد بطاقة التعريف: {g.CIN(arab=ad)}",
           f"الهاتف: {g.PHONE(arab=ad)}",
           f"العنوان: {g.ADDR('ar', arab=ad)}",
           f"الولي أو المرافق: {g.name(K, 'afbl')}",
           "",
           f"التشخيص: {H(g.pick(['كسر في عظم الكعبرة الأيسر', 'كسر في الكاحل الأيمن', 'كسر في عظم الساعد', 'كسر في عظم الزند']))}",
           f"نوع الجبيرة: {H(g.pick(['جبيرة جبسية تحت الركبة', 'جبيرة من المرفق إلى اليد', 'جبيرة ساق كاملة']))}",
           f"العلاج: {H(g.pick(['باراسيتامول 1 غ ثلاث مرات يوميا', 'حقن إينوكسابارين 4000 وحدة يوميا', 'إيبوبروفين 400 ملغ مرتين يوميا']))}",
           "",
           f"{'قدمت' if f else 'قدم'} {g.name(P, 'al')} إلى قسم الاستعجالي بعد {g.pick(['سقوط في المنزل', 'حادث دراجة نارية', 'سقوط من السلم'])}، "
           f"{'وكانت تشكو' if f else 'وكان يشكو'} من {H(g.pick(['ألم شديد عند الحركة', 'تورم كبير في المعصم', 'عدم القدرة على الوقوف']))}. "
           f"تم {H(g.pick(['رد مغلق تحت تخدير موضعي', 'تثبيت الكسر بالجبس بعد الرد']))}. "
           f"وفي السوابق: {H(g.pick(['هشاشة العظام', 'داء السكري', 'صرع تحت العلاج']))}.",
           "",
           f"الموعد القادم: {g.ndate('ar', arab=ad)} على الساعة التاسعة",
           f"معلوم الجبس: {g.amount('ar', 15, 60, mill=False)}",
           f"الممرض المكلف: {g.name(S, 'afl')}", ""]
    return "\n".join(out)


# ------------------------------------------------------------------ 6. borrower health questionnaire
def borrower_health_questionnaire_fr_docx(g):
    P, M = g.person(), g.person()
    H, D = g.H, g.d
    bank = D(g.pick(["Banque de l’Habitat – agence Lac 2", "Amen Bank – agence Menzah 9", "BIAT – agence Sahloul"]))
    ins = D(g.pick(["Assurances COMAR – branche vie", "GAT Vie", "Assurances Maghrebia Vie"]))
    blocks = [("c", f"**{ins}**"),
              ("h", "Questionnaire de santé – assurance décès-invalidité emprunteur"),
              ("p", f"Prêt n° {g.ref('PH', 7, year=False)} – {bank} – montant {g.amount('fr', 60000, 350000)} sur {g.pick(['15', '20', '25'])} ans"),
              ("p", f"N° d’adhésion au contrat groupe : {g.bad20('g4')}"),
              ("t", [["Candidat à l’assurance", g.name(P, "LF")],
                     ["Né(e) le", g.DOB("fr", 1962, 1998)],
                     ["CIN", g.CIN()],
                     ["Profession / employeur", f"{g.pick(['Ingénieur', 'Comptable', 'Technicienne', 'Cadre commercial'])} – {D(g.pick(['SOTUVER', 'Poulina Group Holding', 'Délice Danone']))}"],
                     ["N° CNSS", g.CNSS()],
                     ["Adresse", g.ADDR("fr")],
                     ["Téléphone", g.PHONE()],
                     ["Compte de prélèvement des primes (IBAN)", g.IBAN()]]),
              ("h", "Questions (cocher la case)")]
    qs = [("Êtes-vous actuellement en arrêt de travail ?", ["arrêt de travail de 45 jours pour lombalgie", "arrêt maladie depuis 3 semaines pour dépression"]),
          ("Suivez-vous un traitement médical régulier ?", ["bisoprolol 5 mg/j", "lévothyroxine 75 µg/j", "metformine 1000 mg x2/j", "escitalopram 10 mg/j"]),
          ("Avez-vous été hospitalisé(e) ou opéré(e) au cours des 10 dernières années ?", ["hernie discale L4-L5 opérée en 2019", "cholécystectomie en 2021", "prothèse totale de hanche"]),
          ("Êtes-vous atteint(e) d’une maladie chronique ?", ["hypertension artérielle", "diabète de type 1", "hépatite B chronique", "sarcoïdose", "polyarthrite rhumatoïde"]),
          ("Percevez-vous une pension d’invalidité ?", ["taux d’incapacité de 30 %", "invalidité partielle de 40 %"]),
          ("Avez-vous eu un cancer ?", ["cancer du sein en rémission", "lymphome de Hodgkin traité en 2015"])]
    yes = set(g.sample(range(len(qs)), g.between(3, 4)))
    for i, (q, opts) in enumerate(qs):
        if i in yes:
            blocks.append(("p", f"{q}   ☒ Oui   ☐ Non  → Précisez : {H(g.pick(opts))}"))
        else:
            blocks.append(("p", f"{q}   ☐ Oui   ☒ Non"))
    blocks += [("p", f"Taille : {g.between(155, 190)} cm   Poids : {g.between(52, 110)} kg   Tabac : {H(g.pick(['fumeur, 15 cigarettes/jour', 'ancien fumeur', 'non-fumeur']))}"),
               ("p", f"Observations du médecin-conseil : au vu du compte rendu du Dr {g.name(M, 'fl')}, le candidat présente une "
                     f"{H(g.pick(['apnée du sommeil appareillée', 'valvulopathie mitrale modérée', 'obésité de grade 2 (IMC 36)']))} ; "
                     f"surprime de {g.pick(['50', '75', '100'])} % proposée, exclusion des suites de {H(g.pick(['la lombalgie chronique', 'la pathologie cardiaque déclarée']))}."),
               ("p", f"Conformément à {D('l’article 30 du Code des assurances')}, toute fausse déclaration intentionnelle entraîne la nullité du contrat."),
               ("p", f"Fait à {g.pick(CITIES)[0]}, le {g.ndate('fr')}     Signature : {g.name(P, 'fl')}")]
    return blocks


def borrower_health_questionnaire_en_txt(g):
    P, B = g.person(), g.person()
    H, D = g.H, g.d
    out = [f"From: {g.name(B, 'fl')} <{g.EMAIL(B, 'credit-broker.tn')}>",
           f"To: Underwriting desk, {D('At-Takafulia Assurances')}",
           f"Subject: Health declaration – mortgage file {g.ref('MTG', 5)}", "",
           "Dear underwriting team,", "",
           f"Please find below the answers given by my client, {g.name(P, 'fl')} (born {g.DOB('en', 1960, 1997)}, "
           f"passport {g.PASSPORT()}), for the borrower cover attached to a loan of {g.amount('en', 80000, 400000)} with {D('Wifak International Bank')}.", "",
           "1. Current treatment?                   YES",
           f"   -> {H(g.pick(['amlodipine 10 mg daily', 'levothyroxine 100 mcg daily', 'insulin aspart with meals', 'atorvastatin 20 mg at night']))}",
           "2. Chronic illness?                     YES",
           f"   -> {H(g.pick(['hypertension diagnosed in 2018', 'type 1 diabetes since childhood', 'Crohn’s disease in remission', 'asthma']))}",
           "3. Surgery in the last 10 years?        YES",
           f"   -> {H(g.pick(['laparoscopic appendectomy (2020)', 'ACL reconstruction, left knee', 'thyroidectomy']))}",
           "4. Sick leave over 30 days?             NO",
           "5. Disability pension?                  NO", "",
           f"In addition, {g.name(P, 'f')} mentioned a {H(g.pick(['family history of colon cancer', 'mild depression treated two years ago', 'kidney stone episode last year']))} "
           f"and {'she' if P.female else 'he'} is a {H(g.pick(['non-smoker', 'smoker of 10 cigarettes a day', 'former smoker']))}.", "",
           f"The client can be reached on {g.PHONE(st='intl')} or at {g.EMAIL(P)}. Correspondence address: {g.ADDR('en')}.", "",
           f"Premiums will be debited from {g.IBAN('g4')}.", "",
           "Best regards,", g.name(B, "fl"), f"Credit broker – licence {D('CMF agrément n° 12/2019')}", f"Mobile {g.PHONE()}", ""]
    return "\n".join(out)


def borrower_health_questionnaire_mixed_csv(g):
    H, D = g.H, g.d
    rows = [["N° dossier", "Assuré", "الاسم", "Date naissance", "CIN", "Tél", "Capital assuré", "Pathologie déclarée",
             "Traitement", "Décision", "ملاحظات"]]
    for i in range(g.between(7, 9)):
        P = g.person()
        note = f"{'تعاني' if P.female else 'يعاني'} من {H(g.pick(['ضيق في التنفس عند الجهد', 'آلام مزمنة في الظهر', 'قصور في الغدة الدرقية']))}" if i == 0 else g.pick([f"{'تعاني' if P.female else 'يعاني'} من {H(g.pick(['ارتفاع ضغط الدم', 'داء السكري', 'إعاقة حركية بنسبة 40 بالمائة', 'قصور في القلب']))}",
                       f"Pièces reçues par mail de {g.EMAIL(P)}", "Aucune remarque",
                       f"طلب تقرير من الدكتور {g.name(g.person(False), 'afl')}",
                       f"Examen complémentaire : {H(g.pick(['ECG d’effort', 'HbA1c', 'échographie cardiaque']))}"])
        rows.append([g.ref("ADE", 6, year=False), g.name(P, "Lf"), g.name(P, "afl"), g.DOB("fr", 1958, 2000, st="slash"),
                     g.CIN(), g.PHONE(st=g.pick(["raw", "sp", "dots"])), g.amount("fr", 40000, 300000),
                     H(g.pick(["HTA équilibrée", "diabète de type 2", "hernie discale opérée", "asthme léger",
                               "hypothyroïdie", "surpoids (IMC 31)", "ancien infarctus du myocarde", "lombalgie chronique"])),
                     H(g.pick(["amlodipine 5 mg", "metformine 850 mg x2", "lévothyroxine 50 µg",
                               "insuline lispro", "Kardégic 75 mg + atorvastatine 40 mg", "allopurinol 300 mg"])),
                     g.pick(["Accepté tarif normal", "Surprime 50 %", "Ajourné", "Exclusion partielle"]), note])
    return csv_build(rows, ",")


# ------------------------------------------------------------------ 7. fibre installation work order
def fibre_installation_work_order_fr_csv(g):
    H, D = g.H, g.d
    techs = [g.person(False) for _ in range(2)]
    rows = [["N° OT", "Date", "Créneau", "Abonné", "CIN", "Tél. contact", "Adresse d'installation", "Offre", "Technicien",
             "Équipement", "Prélèvement", "Commentaire technicien"]]
    for i in range(g.between(8, 10)):
        P = g.person()
        T = g.pick(techs)
        x = g.rng.random()
        pay = g.RIB() if x < 0.5 else (g.IBAN() if x < 0.65 else ("CB " + g.CARD("raw") if x < 0.87 else "Paiement en agence"))
        comm = g.pick([f"Client absent, rappeler sa {g.pick(['fille', 'voisine', 'sœur'])} {g.name(g.person(True), 'f')} au {g.PHONE(st='raw')}",
                       "Passage en aérien, accord du syndic obtenu",
                       f"Gaine bouchée devant l'immeuble, OT réouvert sous {g.ref('OT', 6, year=False)}",
                       f"Installation OK, signal {-g.between(15, 24)},{g.between(1, 9)} dBm",
                       f"Client{'e' if P.female else ''} à mobilité réduite ({H(g.pick(['fauteuil roulant', 'hémiplégie droite']))}), prévoir 2 techniciens",
                       f"Facture à envoyer à {g.EMAIL(P)}"])
        rows.append([g.ref("OT", 7, year=False), g.fdate("fr", 2025, 2025, st="slash"), g.pick(["08h-10h", "10h-12h", "14h-16h", "16h-18h"]),
                     g.name(P, g.pick(["LF", "Lf", "fl"])), g.CIN(), g.PHONE(st=g.pick(["sp", "raw", "pairs", "dots"])),
                     g.ADDR("fr"), g.pick(["Fibre 50 Mb/s", "Fibre 100 Mb/s", "Fibre 200 Mb/s"]),
                     g.name(T, "il"), D(g.pick(["ONT HG8145X6", "ONT F6600P", "Routeur AX3000"]) + " s/n " + g.num(4) + g.pick("ABCDEF")),
                     pay, comm])
    rows.append(["", "", "", "", "", "", "", "", "", D("Stock dépôt Charguia 2"), "", D("Astreinte réseau : composer le 1298")])
    return csv_build(rows, ";")


def fibre_installation_work_order_ar_md(g):
    P, T, O = g.person(), g.person(False), g.person()
    H, D = g.H, g.d
    ad = g.chance(0.5)
    out = [f"# أمر عمل لتركيب خط الألياف البصرية", "",
           f"**رقم أمر العمل:** {g.ref('FTTH', 6)}  ",
           f"**تاريخ التدخل:** {g.ndate('ar', arab=ad)}  ",
           f"**المزود:** {D('شركة الربط السريع للاتصالات')}", "",
           "## بيانات الحريف", "",
           f"- الاسم واللقب: {g.name(P, 'afl')}",
           f"- بطاقة التعريف الوطنية: {g.CIN(arab=ad)}",
           f"- الهاتف الجوال: {g.PHONE(arab=ad)}",
           f"- الخط القار الجديد: {g.PHONE(False, arab=ad)}",
           f"- عنوان التركيب: {g.ADDR('ar', arab=ad)}",
           f"- البريد الإلكتروني: {g.EMAIL(P)}",
           f"- الحساب البنكي للاقتطاع: {g.RIB(arab=ad)}", "",
           "## ملاحظات الفني", "",
           f"تم التنقل إلى المنزل على الساعة العاشرة، واستقبلنا {g.name(O, 'afl')} ({g.pick(['ابنة الحريف', 'أخت الحريف', 'صاحبة المنزل']) if O.female else g.pick(['ابن الحريف', 'أخو الحريف', 'صاحب المنزل'])})، "
           f"{'وطلبت الاتصال بها' if O.female else 'وطلب الاتصال به'} على الرقم {g.PHONE(arab=ad, st='raw')} عند الحاجة. تم تمرير الكابل عبر السطح وتركيب الجهاز "
           f"{D('ONT طراز HG8245Q2')} في قاعة الجلوس.",
           f"{'الحريفة' if P.female else 'الحريف'} {'طلبت' if P.female else 'طلب'} تجنب الضجيج بسبب {H(g.pick(['إصابة أحد الأبناء بالتوحد', 'الصداع النصفي المزمن', 'وجود مريض طريح الفراش بعد جلطة دماغية']))}.", "",
           "## قائمة المراقبة", "",
           "- [x] قيس قوة الإشارة",
           "- [x] تجربة الاتصال بالإنترنت",
           "- [ ] تركيب مقوي الإشارة",
           "- [x] توقيع الحريف على محضر الاستلام", "",
           f"معلوم التركيب: {g.amount('ar', 49, 150, mill=False)} — {D('العرض الترويجي ربيع 2025')}", "",
           f"الفني: {g.name(T, 'afl')} — الهاتف المهني {g.PHONE(arab=ad)}  ",
           f"إمضاء الحريف: {g.name(P, 'al')}", ""]
    return "\n".join(out)


def fibre_installation_work_order_en_txt(g):
    L, Dsp = g.person(False), g.person()
    H, D = g.H, g.d
    out = [f"From: {g.name(L, 'fl')} <{g.EMAIL(L, 'nordfibre-services.tn')}>",
           f"To: Dispatch {D('Carthage Fibre Networks')}",
           f"Cc: {g.name(Dsp, 'fl')} <{g.EMAIL(Dsp, 'cfn.com.tn')}>",
           f"Subject: Completed installs – {D('zone Ennasr / Ariana Nord')} – {g.ndate('en')}", "",
           "Hi team,", "", "Summary of today's jobs below.", ""]
    for i in range(g.between(3, 4)):
        P = g.person()
        pro = "her" if P.female else "his"
        cases = [f"Job {i + 1} – work order {g.ref('WO', 6, year=False)}. Customer {g.name(P, 'fl')}, ID card {g.CIN()}, at {g.ADDR('en')}. "
                 f"ONT installed ({D('serial ZTEG' + g.num(8))}), signal -{g.between(16, 23)}.{g.between(1, 9)} dBm. Customer asked us to call "
                 f"{pro} mobile {g.PHONE(st='intl')} for the router password.",
                 f"Job {i + 1}: {g.name(P, 'LF')} ({g.PHONE()}) – {g.ADDR('en')}. Drop cable could not be pulled through the shaft; "
                 f"rescheduled to {g.ndate('en')}. Direct debit form signed, account {g.RIB('std')}.",
                 f"Job {i + 1}: installation for {g.name(P, 'fl')} completed. Note for the sales team: the customer is "
                 f"{H(g.pick(['visually impaired', 'hard of hearing', 'a wheelchair user']))}, so invoices should be sent by e-mail to {g.EMAIL(P)} rather than by post. "
                 f"Passport {g.PASSPORT()} presented (no national ID yet)."]
        out += [g.pick(cases), ""]
    out += [f"Material used: {D('2 x PLC splitter 1:8')}, {g.between(40, 160)} m drop cable.",
            f"Overtime to invoice: {g.amount('en', 40, 300, mill=False)} (purchase order {g.bad16()}).", "",
            "Regards,", g.name(L, "fl"), f"Team lead – {D('Nord Fibre Services SARL')}", ""]
    return "\n".join(out)


# ------------------------------------------------------------------ 8. rental deposit refund statement
def rental_deposit_refund_statement_fr_txt(g):
    Ld, T, T2 = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    dep = g.between(2, 4) * g.between(400, 1200)
    out = [g.name(Ld, "fl"),
           g.ADDR("fr", multiline=g.chance(0.5)),
           f"Tél. {g.PHONE()}  –  MF {g.TAX()}", "",
           f"{' ' * 40}{'Madame' if T.female else 'Monsieur'} {g.name(T, 'Lf')}",
           f"{' ' * 40}{g.ADDR('fr')}", "",
           f"Objet : décompte de restitution du dépôt de garantie – logement {g.pick(['S+2', 'S+3', 'S+1'])}, bail du {g.ndate('fr', 2019, 2023)}", "",
           f"{'Madame' if T.female else 'Monsieur'},", "",
           f"Suite à l'état des lieux de sortie réalisé le {g.ndate('fr')} en présence de {g.name(T2, 'fl')}, votre colocataire, "
           f"je vous adresse le décompte de la somme versée à titre de garantie ({g.amount('fr', dep, dep, mill=False)}).", "",
           "   Nature                                   Montant",
           f"   Remplacement du mitigeur cuisine        {g.amount('fr', 60, 180, mill=False)}",
           f"   Peinture chambre 2                      {g.amount('fr', 150, 400, mill=False)}",
           f"   Facture STEG du dernier mois            {g.amount('fr', 40, 120)}",
           f"   Facture SONEDE (rattrapage)             {g.amount('fr', 20, 90)}",
           "", f"Reste à vous rembourser : {g.amount('fr', 300, 2000)}", "",
           f"Comme convenu au téléphone, le virement sera fait sur votre compte {g.RIB()} "
           f"{g.pick(['(BIAT)', '(Attijari)', '(Poste)'])} dans un délai de huit jours.",
           f"Les clés ont bien été récupérées à la {D(g.pick(['Pharmacie de la rue de Mauritanie', 'Boulangerie de l’avenue des Martyrs', 'Librairie de la rue El Moez']))}, comme convenu.",
           f"Je n'ai pas retenu la réparation du garde-corps, puisque vous m'aviez signalé dès votre entrée "
           f"{H(g.pick(['votre hernie discale', 'votre grossesse à risque', 'les crises d’asthme de votre fils']))} et que j'avais promis de m'en charger.",
           f"Pour toute contestation, vous pouvez me joindre au {g.PHONE(st='dots')} ou par courriel à {g.EMAIL(Ld)}, "
           f"sachant que {D('l’article 791 du Code des obligations et des contrats')} s'applique à défaut d'accord.", "",
           "Veuillez agréer mes salutations distinguées.", "",
           g.name(Ld, "L"), f"CIN {g.CIN()}", ""]
    return "\n".join(out)


def rental_deposit_refund_statement_mixed_docx(g):
    A, T, O = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    agency = D(g.pick(["Agence immobilière Dar El Jasmine", "Immobilière Les Jardins de Carthage", "Agence Essafa Immobilier"]))
    blocks = [("c", f"**{agency}**"), ("c", f"RNE {D('B0' + g.num(7) + '2019')} · {D('Licence n° 2017/418')}"),
              ("h", "Décompte de restitution de caution / كشف إرجاع مبلغ الضمان"),
              ("p", f"Dossier : {g.ref('LOC', 4)} – {g.pick(['Appartement S+2', 'Villa S+4', 'Studio meublé'])} – sortie le {g.ndate('fr')}"),
              ("t", [["", "Propriétaire / المالك", "Locataire / المتسوغ"],
                     ["Nom / الاسم", g.name(O, "Lf"), g.name(T, "Lf")],
                     ["بالعربية", g.name(O, "afl"), g.name(T, "afl")],
                     ["CIN / ب.ت.و", g.CIN(), g.CIN()],
                     ["Tél. / الهاتف", g.PHONE(), g.PHONE()],
                     ["Adresse / العنوان", g.ADDR("fr"), g.ADDR("fr")],
                     ["Matricule fiscal", g.TAX(), "—"]]),
              ("t", [["Poste / البيان", "Montant / المبلغ"],
                     ["Caution versée / الضمان المدفوع", g.amount("fr", 800, 3000, mill=False)],
                     ["Nettoyage / تنظيف", g.amount("fr", 40, 150, mill=False)],
                     ["Clés perdues / مفاتيح مفقودة", g.amount("fr", 20, 80, mill=False)],
                     ["Solde à restituer / الباقي", g.amount("fr", 500, 2500, mill=False)]]),
              ("p", f"Le solde sera viré sur le compte du locataire : **{g.IBAN()}**. Quittance de dépôt n° {g.bad16()}."),
              ("p", f"ملاحظة: {'طلبت المتسوغة' if T.female else 'طلب المتسوغ'} {g.name(T, 'al')} تسليم المبلغ بسرعة {'لأنها' if T.female else 'لأنه'} في حاجة إليه لتغطية مصاريف "
                    f"{H(g.pick(['عملية جراحية على القلب', 'علاج كيميائي', 'حصص غسيل الكلى']))}، "
                    f"ويمكن الاتصال {'بها' if T.female else 'به'} على الرقم {g.PHONE(st='raw')}."),
              ("p", f"Conformément à {D('la loi n° 76-35 du 18 février 1976')} relative aux rapports entre bailleurs et locataires."),
              ("p", f"Établi par : {g.name(A, 'fl')}, gestionnaire – {g.EMAIL(A, 'daraljasmine.tn')}"),
              ("p", "Signature propriétaire / إمضاء المالك            Signature locataire / إمضاء المتسوغ")]
    return blocks


def rental_deposit_refund_statement_ar_csv(g):
    H, D = g.H, g.d
    ad = g.chance(0.4)
    rows = [["عدد الملف", "المتسوغ", "رقم ب.ت.و", "الهاتف", "العنوان الجديد", "الحساب البنكي", "مبلغ الضمان", "الخصم", "المبلغ المرجع", "ملاحظات"]]
    for i in range(g.between(8, 10)):
        P = g.person()
        note = g.pick([f"الخصم بسبب {g.pick(['كسر البلور', 'صبغ الجدران', 'فاتورة الماء'])}",
                       f"التحويل لحساب الأخ {g.name(g.person(False), 'afl')}",
                       f"{'غادرت' if P.female else 'غادر'} المحل قبل الأجل بسبب {H(g.pick(['مرض مزمن', 'إعاقة بعد حادث مرور', 'علاج طويل بالمستشفى']))}",
                       "لا شيء", f"الاتصال بالكفيل على {g.PHONE(st='sp')}"])
        rows.append([g.ref("DEP", 4, year=False), g.name(P, g.pick(["afl", "afbl", "alf"])), g.CIN(arab=ad), g.PHONE(arab=ad),
                     g.ADDR("ar", arab=ad), g.RIB(st=g.pick(["raw", "std"])) if g.chance(0.55) else g.IBAN(), g.amount("ar", 600, 3000, mill=False),
                     g.amount("ar", 0, 300, mill=False), g.amount("ar", 300, 2700, mill=False), note])
    rows.append(["", D("وكالة الإقامة الهادئة للعقارات"), "", "", "", "", "", "", "", D("الفصل 13 من عقد الكراء النموذجي")])
    return csv_build(rows, ",")


# ------------------------------------------------------------------ 9. joint account signatory change
def joint_account_signatory_change_en_docx(g):
    A, B, C, O = g.person(), g.person(), g.person(), g.person()
    H, D = g.H, g.d
    dst = g.pick(["us", "uk", "iso", "slash"])
    r = g.rib_digits()
    blocks = [("c", f"**{D(g.pick(['Union Internationale de Banques', 'Attijari Bank', 'Banque Zitouna']))} – {D(g.pick(['Lac 1 branch', 'Sousse Corniche branch', 'Sfax El Jadida branch']))}**"),
              ("h", "Joint account – change of signatories"),
              ("p", f"Account (IBAN): **{g.IBAN('g4', r=r)}**   Local RIB: {g.RIB('std', r=r)}"),
              ("p", f"Request received on {g.ndate('en')} – internal ticket {g.ref('JAC', 5)}"),
              ("t", [["", "Holder 1 (remains)", "Holder 2 (removed)", "New holder (added)"],
                     ["Full name", g.name(A, "LF"), g.name(B, "LF"), g.name(C, "LF")],
                     ["Date of birth", g.DOB("en", 1950, 1990, st=dst), g.DOB("en", 1950, 1990, st=dst), g.DOB("en", 1985, 2005, st=dst)],
                     ["ID document", f"CIN {g.CIN()}", f"Passport {g.PASSPORT(foreign=g.chance(0.5))}", f"CIN {g.CIN()}"],
                     ["Address", g.ADDR("en"), g.ADDR("en"), g.ADDR("en")],
                     ["Mobile", g.PHONE(st="intl"), g.PHONE(st="00"), g.PHONE()],
                     ["E-mail", g.EMAIL(A), g.EMAIL(B), g.EMAIL(C)]]),
              ("h", "Operating mandate"),
              ("p", "☒ Any one holder may sign alone up to the limit below   ☐ Both holders must sign   ☐ New holder: view only"),
              ("p", f"Single-signature limit: {g.amount('en', 2000, 20000, mill=False)} per day; {D('cheque book series 4410')} to be cancelled."),
              ("h", "Cards"),
              ("t", [["Card", "Holder", "Action"],
                     [g.CARD(), g.name(B, "fl"), "Cancel"],
                     [g.CARD(), g.name(C, "fl"), "Issue (debit, international)"]]),
              ("p", f"Reason given by the customer: holder 2 {g.name(B, 'l')} now lives abroad; the new holder is "
                    f"{g.pick(['their daughter', 'a niece']) if C.female else g.pick(['their son', 'a nephew'])}, who will manage the account because "
                    f"{g.name(A, 'fl')} has {H(g.pick(['early-stage Parkinson’s disease', 'macular degeneration and can no longer read', 'had a stroke last year']))}."),
              ("p", f"Checked by: {g.name(O, 'fl')}, relationship manager (ext. {g.between(200, 499)}). "
                    f"Reference: {D('BCT circular 2017-08')} on customer due diligence."),
              ("p", "Signatures:  ______________   ______________   ______________")]
    return blocks


def joint_account_signatory_change_fr_md(g):
    A, B, S, O = g.person(), g.person(), g.person(), g.person()
    H, D = g.H, g.d
    r = g.rib_digits()
    out = [f"**Note interne – {D('Direction des opérations, back-office comptes')}**", "",
           f"De : {g.name(O, 'fl')} (agence {D(g.pick(['Ennasr 2', 'Menzah 5', 'Monastir Skanes']))})  ",
           f"À : service Comptes & Mandats  ", f"Date : {g.ndate('fr')}", "",
           f"### Objet : modification des pouvoirs sur le compte joint {g.RIB('std', r=r)}", "",
           f"Les cotitulaires, {g.name(A, 'fl')} et {g.name(B, 'fl')}, demandent :", "",
           f"1. le retrait de la procuration consentie à {g.name(S, 'fbl')} (CIN {g.CIN()}), mandataire depuis {g.ndate('fr', 2015, 2022)} ;",
           f"2. le passage d'une signature conjointe à une signature indivise ;",
           f"3. l'annulation de la carte {g.CARD()} détenue par le mandataire.", "",
           md_table([["Cotitulaire", "Né(e) le", "CIN / passeport", "Téléphone", "Adresse"],
                     [g.name(A, "Lf"), g.DOB("fr", 1945, 1985), g.CIN(), g.PHONE(), g.ADDR("fr")],
                     [g.name(B, "Lf"), g.DOB("fr", 1945, 1985), g.PASSPORT(), g.PHONE(st="intl"), g.ADDR("fr")]]), "",
           f"Les deux cotitulaires se sont présentés au guichet ; {g.name(B, 'l')} a précisé que {g.name(S, 'l')} "
           f"ne pouvait plus gérer le compte en raison de {H(g.pick(['sa maladie d’Alzheimer', 'son hospitalisation prolongée en psychiatrie', 'sa rééducation après un AVC']))}.",
           f"L'IBAN du compte reste inchangé : {g.IBAN(r=r)}.", "",
           f"- Pièces jointes : copies CIN, {D('formulaire F-214 v3')}, lettre manuscrite  ",
           f"- Frais de modification : {g.amount('fr', 10, 40)}  ",
           f"- Référence interne de traitement : {g.bad20()}  ",
           f"- Texte applicable : {D('article 695 du Code de commerce')}", "",
           f"Visa chef d'agence : {g.name(g.person(), 'il')}", ""]
    return "\n".join(out)


def joint_account_signatory_change_ar_txt(g):
    A, S, W = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    ad = g.chance(0.6)
    f = A.female
    r = g.rib_digits()
    out = [f"{D(g.pick(['تونس', 'صفاقس', 'سوسة']))} في {g.ndate('ar', arab=ad)}", "",
           f"من {'السيدة' if f else 'السيد'}: {g.name(A, 'afbl')}",
           f"بطاقة التعريف الوطنية عدد: {g.CIN(arab=ad)}",
           f"العنوان: {g.ADDR('ar', arab=ad)}",
           f"الهاتف: {g.PHONE(arab=ad)}", "",
           f"إلى السيد مدير {D(g.pick(['الشركة التونسية للبنك - فرع باب الخضراء', 'بنك الإسكان - فرع المنار', 'البنك الوطني الفلاحي - فرع القيروان']))}", "",
           "الموضوع: طلب إضافة شريك في الحساب المشترك", "",
           "تحية طيبة وبعد،",
           f"أتشرف بأن أطلب منكم إضافة {'ابنتي' if S.female else g.pick(['ابني', 'أخي'])} {g.name(S, 'afl')}، "
           f"{'المولودة' if S.female else 'المولود'} في {g.DOB('ar', 1980, 2004, arab=ad)} {'وصاحبة' if S.female else 'وصاحب'} بطاقة التعريف عدد {g.CIN(arab=ad)}، "
           f"كشريك في الحساب المشترك عدد {g.RIB(r=r, arab=ad)}، مع حق الإمضاء المنفرد.",
           f"وذلك نظرا لظروفي الصحية، إذ أنني أعاني من {H(g.pick(['مرض باركنسون', 'ضعف حاد في البصر', 'شلل نصفي منذ سنتين', 'قصور كلوي وأخضع لغسيل الكلى ثلاث مرات في الأسبوع']))} "
           f"ولم أعد {'قادرة' if f else 'قادرا'} على التنقل إلى الفرع بصفة منتظمة.",
           f"كما أرجو إسناد بطاقة بنكية جديدة باسمه وإلغاء البطاقة القديمة عدد {g.CARD('g4')}.",
           f"والرجاء مراسلتي على البريد {g.EMAIL(A)} أو على الرقم {g.PHONE(arab=ad, st='sp')}.", "",
           f"رقم الحساب الدولي: {g.IBAN(r=r)}", "",
           "وتقبلوا فائق الاحترام والتقدير.", "",
           f"الإمضاء: {g.name(A, 'afl')}",
           f"الشاهد: {g.name(W, 'afl')} ({g.CIN(arab=ad)})",
           f"ملاحظة: تم إرفاق نسخة من {D('المنشور عدد 8 لسنة 2017 للبنك المركزي')} كما طلب الموظف.", ""]
    return "\n".join(out)


# ------------------------------------------------------------------ 10. public tender opening minutes
TENDER_CO = ["شركة البناء الحديث", "مؤسسة الأفق للأشغال", "شركة النجاح للتجهيز", "مؤسسة الواحة للخدمات", "شركة الساحل للمقاولات",
             "مكتب الدراسات المتوسطي", "شركة قرطاج للإعلامية", "مؤسسة الريادة للتنظيف"]


def public_tender_opening_minutes_ar_csv(g):
    H, D = g.H, g.d
    ad = g.chance(0.5)
    rows = [["رقم الظرف", "العارض", "الممثل القانوني", "ب.ت.و الممثل", "الهاتف", "البريد الإلكتروني", "المعرف الجبائي",
             "مبلغ العرض", "الضمان الوقتي", "ملاحظات اللجنة"]]
    cos = g.sample(TENDER_CO, 8)
    for i in range(g.between(7, 8)):
        P = g.person()
        solo = g.chance(0.5)
        bidder = ("مقاول فردي: " + g.name(P, "afl")) if solo else D(cos[i])
        rows.append([ai(str(i + 1)) if ad else str(i + 1), bidder, g.name(P, g.pick(["afl", "afbl"])) if not solo else "نفسه",
                     g.CIN(arab=ad), g.PHONE(arab=ad), g.EMAIL(P), g.TAX() if solo else "—", g.amount("ar", 20000, 900000),
                     D(f"ضمان بنكي عدد {g.num(6)}"), g.pick(["العرض مطابق", "نقص في الوثائق الإدارية", "شهادة الانخراط بالضمان الاجتماعي غير محينة",
                                                              "العرض خارج الأجل", f"الممثل {'غائب' if g.chance(0.5) else 'حاضر'}"])])
    rows.append(["", D("طلب العروض عدد 07/2025"), "", "", "", "", "", "", "", D("الفصل 154 من الأمر عدد 1039 لسنة 2014")])
    return csv_build(rows, ",")


def public_tender_opening_minutes_en_md(g):
    H, D = g.H, g.d
    chair, m1, m2 = g.person(), g.person(), g.person()
    out = [f"# Minutes of the bid-opening session", "",
           f"**Contracting authority:** {D(g.pick(['Tunisian Company of Electricity and Gas (STEG)', 'Office of Merchant Navy and Ports (OMMP)', 'National Sanitation Utility (ONAS)']))}  ",
           f"**Tender:** {D('International Tender No. ' + str(g.between(10, 99)) + '/2025')} – supply of {g.pick(['smart meters', 'pumping equipment', 'harbour cranes spare parts'])}  ",
           f"**Session:** {g.ndate('en')}, 10:00, public session", "",
           "## Committee", "",
           f"- Chair: {g.name(chair, 'fl')}",
           f"- Members: {g.name(m1, 'fl')}, {g.name(m2, 'fl')}",
           f"- Observer: {D('High Authority for Public Procurement (HAICOP)')}", "",
           "## Bids received", "",]
    rows = [["#", "Bidder", "Representative", "ID / passport", "Phone", "Bid amount", "Bid bond"]]
    cos = g.sample(["Nordic Meter AB", "Atlas Pumps SARL", "Medi Cranes SpA", "Sahel Electro SA", "Iberia Hydro SL", "Cap Bon Industrie"], 6)
    for i in range(g.between(5, 6)):
        P = g.person()
        foreign = g.chance(0.4)
        rows.append([str(i + 1), D(cos[i]), g.name(P, g.pick(["fl", "LF"])), g.PASSPORT(foreign=True) if foreign else g.CIN(),
                     g.PHONE(st="intl"), g.amount("en", 150000, 2000000), D(f"bond {g.num(7)}")])
    out += [md_table(rows), ""]
    out += ["## Remarks", "",
            "The representative of bid 3 asked that the minutes record the late opening of the meeting room. "
            f"The chair noted the absence of {g.name(g.person(), 'fl')}, member, on sick leave for {H(g.pick(['a knee surgery', 'pneumonia', 'a herniated disc']))}.",
            f"Clarification requests may be sent to the procurement officer, {g.name(m2, 'fl')} ({g.EMAIL(m2, 'procurement-unit.tn')}, {g.PHONE(False, st='intl')}).",
            f"Evaluation will follow {D('Article 159 of Decree 2014-1039')}.", "",
            f"Signed: {g.name(chair, 'LF')} · {g.name(m1, 'LF')} · {g.name(m2, 'LF')}", ""]
    return "\n".join(out)


def public_tender_opening_minutes_mixed_docx(g):
    H, D = g.H, g.d
    mem = [g.person() for _ in range(3)]
    blocks = [("c", f"**{D('Commune de Hammam-Lif')} / {D('بلدية حمام الأنف')}**"),
              ("h", "Procès-verbal d’ouverture des plis / محضر فتح العروض"),
              ("p", f"Consultation n° {D('03/2025')} – travaux d’éclairage public – séance du {g.ndate('fr')}"),
              ("p", "Composition de la commission / تركيبة اللجنة :"),
              ("t", [["Nom / الاسم", "الاسم بالعربية", "Qualité / الصفة"]] +
                    [[g.name(P, "Lf"), g.name(P, "afl"), q] for P, q in zip(mem, ["Président / رئيس", "Membre / عضو", "Rapporteur / مقرر"])]),
              ("p", "Offres reçues / العروض الواردة :")]
    rows = [["Pli", "Soumissionnaire", "Représentant", "CIN", "Matricule fiscal", "Tél.", "Montant TTC"]]
    cos = g.sample(["Lumière Sahel SARL", "Électro Hammam SA", "Société Nour Éclairage", "Énergie Plus SUARL", "Tunis Lighting", "Sud Électricité Générale", "Lumina Cap Bon"], 7)
    for i in range(g.between(5, 7)):
        P = g.person()
        solo = g.chance(0.4)
        rows.append([str(i + 1), "Entreprise individuelle" if solo else D(cos[i]),
                     g.name(P, g.pick(["fl", "Lf", "afl"])), g.CIN(), g.TAX() if solo else "voir dossier", g.PHONE(),
                     g.amount("fr", 30000, 250000)])
    blocks.append(("t", rows))
    X = g.person()
    blocks += [("p", f"Le pli n° 2 a été remis par {g.name(X, 'fl')} (CIN {g.CIN()}), coursier, à {g.between(9, 11)}h{g.between(10, 59)}. "
                     f"سجلت اللجنة تحفظ {g.name(X, 'afl')} على تأخر فتح القاعة."),
               ("p", f"Conformément à {D('l’article 61 du décret n° 2014-1039')} / طبقا لأحكام {D('الأمر عدد 1039 لسنة 2014')}"),
               ("p", f"Le rapporteur : {g.name(mem[2], 'fl')} – {g.EMAIL(mem[2], 'commune-hl.gov.tn')}"),
               ("p", "Signatures / الإمضاءات")]
    return blocks


# ------------------------------------------------------------------ 11. teacher transfer request
SCHOOLS_AR = ["المدرسة الابتدائية نهج الجزائر", "المعهد النموذجي بالمنستير", "المدرسة الإعدادية ابن رشيق", "معهد 9 أفريل",
              "المدرسة الابتدائية حي الزهور", "المعهد الثانوي طريق المطار"]
SCHOOLS_FR = ["École primaire rue de Russie", "Lycée pilote de Monastir", "Collège Ibn Rachiq", "Lycée 9 Avril",
              "École primaire Cité Ezzouhour", "Lycée route de l'Aéroport", "Collège Sidi Daoud", "École préparatoire El Omrane"]


def teacher_transfer_request_ar_docx(g):
    P, Dr = g.person(), g.person()
    f = P.female
    Sp = g.person(not f)
    H, D = g.H, g.d
    ad = g.chance(0.5)
    kids = [g.person(child_of=(P if not f else Sp)) for _ in range(g.between(1, 3))]
    blocks = [("c", f"**{D('الجمهورية التونسية')} — {D('وزارة التربية')}**"),
              ("c", D(g.pick(["المندوبية الجهوية للتربية بنابل", "المندوبية الجهوية للتربية بصفاقس 2", "المندوبية الجهوية للتربية بمدنين"]))),
              ("h", "مطلب نقلة لأسباب صحية واجتماعية — السنة الدراسية 2025-2026"),
              ("t", [["البيان", "المعطيات"],
                     ["الاسم واللقب", g.name(P, "afbl")],
                     ["تاريخ الولادة", g.DOB("ar", 1970, 1996, arab=ad)],
                     ["رقم بطاقة التعريف الوطنية", g.CIN(arab=ad)],
                     ["الرتبة", g.pick(["أستاذ تعليم ثانوي", "معلم أول", "أستاذ أول مميز"])],
                     ["المؤسسة الحالية", D(g.pick(SCHOOLS_AR))],
                     ["الهاتف الجوال", g.PHONE(arab=ad)],
                     ["البريد الإلكتروني", g.EMAIL(P, g.pick(["education.tn", "gmail.com"]))],
                     ["العنوان الحالي", g.ADDR("ar", arab=ad)],
                     ["القرين ومهنته", f"{g.name(Sp, 'afl')} — {g.pick(['ممرضة', 'موظفة بالبلدية', 'أستاذة', 'عاملة بمصنع']) if Sp.female else g.pick(['ممرض', 'موظف بالبلدية', 'تاجر', 'عون أمن'])}"]]),
              ("p", "**الأبناء:**")]
    blocks.append(("t", [["الاسم", "تاريخ الولادة", "ملاحظة"]] +
                   [[g.name(k, "af"), g.DOB("ar", 2008, 2021, arab=ad), H(g.pick(["إعاقة ذهنية خفيفة", "ربو مزمن", "داء السكري من النوع الأول", "اضطراب طيف التوحد"])) if i == 0 else "—"]
                    for i, k in enumerate(kids)]))
    blocks += [("p", f"**سبب المطلب:** {H(g.pick(['قصور كلوي مزمن يتطلب غسيل الكلى', 'مرض التصلب اللويحي', 'انزلاق غضروفي يمنع التنقل لمسافات طويلة', 'سرطان الثدي في طور العلاج الكيميائي']))}"),
               ("p", f"أتشرف بأن أطلب نقلتي إلى {D(g.pick(['معتمدية الحمامات', 'معتمدية ساقية الدائر', 'معتمدية جربة ميدون']))} قرب مقر سكناي، "
                     f"نظرا لأنني أتابع العلاج بصفة دورية لدى {'الدكتورة' if Dr.female else 'الدكتور'} {g.name(Dr, 'afl')} "
                     f"في {D('قسم أمراض الكلى بالمستشفى الجامعي')}، كما أن {'زوجي' if f else 'زوجتي'} {g.name(Sp, 'af')} "
                     f"{'يعمل' if not Sp.female else 'تعمل'} بنفس المدينة."),
               ("p", f"الوثائق المصاحبة: شهادة طبية مؤرخة في {g.ndate('ar', arab=ad)}، مضمون ولادة الأبناء، {D('بطاقة الإعاقة عدد 2025/118')}"),
               ("p", f"رأي مدير المؤسسة: موافق — {g.name(g.person(), 'afl')}"),
               ("p", f"الإمضاء: {g.name(P, 'afl')}")]
    return blocks


def teacher_transfer_request_mixed_txt(g):
    H, D = g.H, g.d
    out = [f"{D('Direction régionale de l’éducation de Sousse')} – {D('المندوبية الجهوية للتربية بسوسة')}",
           "Commission régionale des mutations / اللجنة الجهوية للنقل",
           f"Séance du {g.ndate('fr')} – Liste des demandes pour raisons de santé (document de travail, NE PAS DIFFUSER)", "",
           f"{'Rang':<5}{'Nom':<30}{'الاسم':<22}{'CIN':<11}{'Né(e) le':<12}{'Établissement actuel':<32}Motif / السبب"]
    rows = g.between(8, 10)
    for i in range(rows):
        P = g.person()
        motif = H(g.pick(["hémodialyse 3 fois/semaine", "sclérose en plaques", "cancer du côlon opéré", "lombosciatique chronique",
                          "enfant leucémique suivi au CHU de Sousse", "polyarthrite rhumatoïde", "قصور كلوي مزمن",
                          "مرض القلب", "إعاقة بصرية بنسبة 80 بالمائة", "مرافقة الأم المصابة بالزهايمر"]))
        out.append(f"{i + 1:<5}{g.name(P, 'LF'):<30}{g.name(P, 'afl'):<22}{g.CIN():<11}{g.DOB('fr', 1968, 1995, st='slash'):<12}"
                   f"{D(g.pick(SCHOOLS_FR)):<32}{motif}")
    A, B = g.person(), g.person()
    out += ["", "Observations / ملاحظات :",
            f"- Le dossier n° 4 est incomplet : demander à l'intéressé(e) le rapport du médecin traitant, le Dr {g.name(A, 'fl')}, "
            f"joignable au cabinet {g.PHONE(False, 'sp')}.",
            f"- ملف عدد 7: تم الاتصال بالمعني بالأمر على الرقم {g.PHONE(st='raw')} وأكد أنه سيحضر الشهادة الطبية.",
            f"- Barème appliqué : {D('note de service n° 2025-041')}, majoration de 20 points pour maladie chronique.", "",
            f"Le secrétaire de la commission : {g.name(B, 'fl')} ({g.EMAIL(B, 'education.tn')})", ""]
    return "\n".join(out)


def teacher_transfer_request_fr_csv(g):
    H, D = g.H, g.d
    rows = [["Nom", "Prénom", "CIN", "Date de naissance", "Grade", "Établissement actuel", "Vœu 1", "Motif", "Précisions",
             "Téléphone", "E-mail"]]
    dst = g.pick(["slash", "iso", "dots"])
    for i in range(g.between(9, 11)):
        P = g.person()
        motif = g.pick(["Rapprochement de conjoint", "Raisons de santé", "Raisons de santé", "Raisons sociales", "Convenance personnelle"])
        prec = ""
        if motif == "Raisons de santé":
            prec = H(g.pick(["diabète insulinodépendant compliqué", "insuffisance cardiaque", "épilepsie pharmacorésistante",
                             "suivi post-greffe rénale", "dépression sévère", "hernie discale L5-S1", "malvoyance (acuité 2/10)"]))
        elif motif == "Rapprochement de conjoint":
            prec = f"Conjoint{'' if P.female else 'e'} : {g.name(g.person(not P.female), 'fl')}, en poste à {g.pick(['Tozeur', 'Béja', 'Sfax'])}"
        elif motif == "Raisons sociales":
            prec = f"Prise en charge d'un parent : {H(g.pick(['mère hémiplégique', 'père atteint de Parkinson']))}"
        rows.append([g.name(P, "L"), g.name(P, "f"), g.CIN(), g.DOB("fr", 1968, 1997, st=dst),
                     g.pick(["PES", "Professeur principal", "Instituteur", "Professeur certifié"]), D(g.pick(SCHOOLS_FR)),
                     g.pick(["CRE Nabeul", "CRE Ariana", "CRE Monastir", "CRE Tunis 1"]), motif, prec,
                     g.PHONE(st=g.pick(["raw", "sp", "dots"])), g.EMAIL(P)])
    return csv_build(rows, ";")


# ------------------------------------------------------------------ 12. lost baggage report
def lost_baggage_report_en_csv(g):
    H, D = g.H, g.d
    rows = [["file_ref", "flight", "date", "passenger", "passport", "mobile", "email", "delivery_address", "bag_tag",
             "bag_description", "contents_declared", "special_handling", "interim_refund_to"]]
    for i in range(g.between(8, 10)):
        P = g.person()
        x = g.rng.random()
        refund = g.IBAN() if x < 0.3 else (g.CARD() if x < 0.55 else "")
        spec = g.pick(["", f"Medication inside: {H(g.pick(['insulin pens (glargine 100 IU/ml)', 'levetiracetam 500 mg tablets', 'CPAP machine for sleep apnoea', 'immunosuppressant tacrolimus 1 mg']))}",
                       f"Passenger is {H(g.pick(['a wheelchair user', 'pregnant (32 weeks)', 'blind, travelling with a guide']))}",
                       f"Contact daughter {g.name(g.person(True), 'fl')} if no answer"])
        rows.append([D("TUN" + g.pick(["TU", "BJ", "AF"]) + g.num(5)), D(g.pick(["TU 745", "TU 215", "BJ 322", "TU 891", "AF 1184"])),
                     g.fdate("en", 2025, 2025, st="iso"), g.name(P, g.pick(["LF", "fl", "Lf"])), g.PASSPORT(foreign=g.chance(0.2)),
                     g.PHONE(st=g.pick(["intl", "intlraw", "00"])), g.EMAIL(P), g.ADDR("en"), D(f"TU{g.num(6)}"),
                     g.pick(["black hard-shell, 24 in", "navy soft bag with red ribbon", "grey Samsonite, wheels damaged", "green duffel"]),
                     g.pick(["clothes, shoes, gifts", "clothes, laptop charger", "traditional dresses, perfume", "documents, clothes"]), spec, refund])
    return csv_build(rows, ",")


def lost_baggage_report_fr_txt(g):
    P = g.person()
    H, D = g.H, g.d
    out = [f"De : {g.name(P, 'fl')} <{g.EMAIL(P)}>",
           f"À : Service relations clientèle – {D('Tunisair')}",
           f"Objet : Bagage non livré – dossier {D('TUNTU' + g.num(5))} – vol {D('TU 8' + g.num(2))} du {g.ndate('fr')}", "",
           "Madame, Monsieur,", "",
           f"Je me permets de vous relancer concernant ma valise, déclarée perdue à l'aéroport de Tunis-Carthage il y a maintenant "
           f"{g.between(6, 20)} jours (réclamation en ligne n° {g.bad16('raw')}, étiquette {D('TU' + g.num(6))}, réservation {D('PNR ' + ''.join(g.pick('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6)))}).",
           "",
           f"Ma valise contenait notamment mon traitement contre {H(g.pick(['l’épilepsie (lévétiracétam 500 mg, deux fois par jour)', 'le diabète (insuline rapide et lecteur de glycémie)', 'l’hypertension (valsartan 160 mg)']))}, "
           f"que j'ai dû racheter en urgence à la pharmacie, ainsi que {H(g.pick(['mes semelles orthopédiques', 'mon appareil auditif de rechange', 'ma ceinture lombaire']))}.",
           f"J'ai également dû acheter des vêtements pour un montant de {g.amount('fr', 150, 900)}, réglés avec ma carte {g.CARD()} (justificatifs joints).",
           "", "Pour rappel, mes coordonnées :",
           f"  - Passeport : {g.PASSPORT()}",
           f"  - Né{'e' if P.female else ''} le : {g.DOB('fr', 1955, 2002)}",
           f"  - Adresse de livraison : {g.ADDR('fr', multiline=g.chance(0.5))}",
           f"  - Portable : {g.PHONE()} (WhatsApp {g.PHONE(st='intl')})", "",
           f"Je vous demande le remboursement de ces frais par virement sur mon compte {g.IBAN()}, conformément à "
           f"{D('l’article 19 de la Convention de Montréal')}.", "",
           f"Si je suis injoignable, vous pouvez contacter mon {g.pick(['frère', 'époux', 'cousin'])}, {g.name(g.person(False), 'fl')}, au {g.PHONE(st='dots')}.", "",
           "Cordialement,", g.name(P, "FL"), ""]
    return "\n".join(out)


def lost_baggage_report_mixed_md(g):
    A, P = g.person(), g.person()
    H, D = g.H, g.d
    f = P.female
    cond, med = g.pick([("diabétique insulinodépendante" if f else "diabétique insulinodépendant", "insuline glargine 30 UI le soir"),
                        ("sous chimiothérapie orale", "capécitabine 500 mg matin et soir"),
                        ("asthmatique sévère" if f else "asthmatique sévère", "Symbicort 400/12, 2 bouffées x2/j"),
                        ("épileptique" if f else "épileptique", "lévétiracétam 1000 mg/j")])
    out = [f"### Rapport d'irrégularité bagage – {D('Aéroport international Djerba-Zarzis')}", "",
           f"**Agent :** {g.name(A, 'fl')} – {D('Service bagages, comptoir 4')}  ",
           f"**Date :** {g.ndate('fr')}  ", f"**Dossier :** {D('DJETU' + g.num(5))}", "",
           "| Champ | Valeur |", "|---|---|",
           f"| Passager / المسافر | {g.name(P, 'LF')} |",
           f"| الاسم بالعربية | {g.name(P, 'afl')} |",
           f"| Passeport / جواز السفر | {g.PASSPORT()} |",
           f"| Date de naissance | {g.DOB('fr', 1950, 2004)} |",
           f"| Téléphone | {g.PHONE()} |",
           f"| Adresse de livraison / عنوان التسليم | {g.ADDR('ar')} |",
           f"| Vol / الرحلة | {D('TU 6' + g.num(2))} Paris-Orly → Djerba |", "",
           "**Description :** valise rigide bordeaux, cadenas TSA, étiquette nominative arrachée.", "",
           f"**Remarque de l'agent :** {'la passagère' if f else 'le passager'} est {H(cond)} "
           f"et son traitement ({H(med)}) se trouvait dans la valise : priorité de livraison demandée.", "",
           f"**ملاحظة:** {'المسافرة طلبت' if f else 'المسافر طلب'} الاتصال {'بابنها' if f else 'بابنه'} {g.name(g.person(False), 'afl')} على الرقم "
           f"{g.PHONE(st='raw')} عند وصول الحقيبة لأنه لا يحسن الفرنسية.", "",
           f"Indemnité intérimaire versée : {g.amount('fr', 50, 150, mill=False)} (bon n° {g.ref('IND', 5, year=False)}).", ""]
    return "\n".join(out)


# ------------------------------------------------------------------ 13. employee badge access request
def employee_badge_access_request_en_md(g):
    R, S = g.person(), g.person()
    H, D = g.H, g.d
    co = D(g.pick(["Mediterranean Facility Services SARL", "Atlas Technical Maintenance", "Sahel Clean & Co"]))
    out = [f"## Badge & parking access request – contractor staff", "",
           f"Site: {D(g.pick(['Data centre Charguia II', 'Rades power plant – unit 3', 'Technopark El Ghazala, block B']))}  ",
           f"Contractor: {co}  ", f"Requested by: {g.name(R, 'fl')} ({g.EMAIL(R, 'mfs-tunisie.com')}, {g.PHONE()})  ",
           f"Period: {g.ndate('en')} to {g.ndate('en')}", ""]
    rows = [["Name", "ID / passport", "DOB", "Mobile", "Vehicle plate", "Zones", "Notes"]]
    for i in range(g.between(7, 9)):
        P = g.person()
        note = g.pick(["", "", "Night shift", f"{H(g.pick(['Wheelchair user – ground floor only', 'Epilepsy – no lone working at height', 'Hearing impaired – needs visual alarm', 'Pacemaker – avoid magnetic gates']))}",
                       f"Replaces {g.name(g.person(), 'fl')}"])
        rows.append([g.name(P, g.pick(["fl", "LF", "Lf"])), g.CIN() if g.chance(0.8) else g.PASSPORT(foreign=True), g.DOB("en", 1965, 2004, st="iso"),
                     g.PHONE(st=g.pick(["sp", "intl", "raw"])), g.PLATE("fr", rs=g.chance(0.12)) if g.chance(0.7) else "—",
                     D(g.pick(["Z1 lobby", "Z2 technical rooms", "Z3 roof", "Z1+Z2", "Z4 loading bay"])), note])
    out += [md_table(rows), ""]
    out += [f"Security approval: {g.name(S, 'fl')} – badges to be printed by {D('Access Control Desk, ext. 2210')}.",
            f"Lost badge fee: {g.amount('en', 20, 50, mill=False)}. Data handled under {D('Organic Law 2004-63')}.", ""]
    return "\n".join(out)


def employee_badge_access_request_fr_csv(g):
    H, D = g.H, g.d
    rows = [["Matricule RH", "Nom complet", "CIN", "N° CNSS", "Service", "Plaque véhicule", "Tél. portable", "E-mail pro",
             "Besoin particulier", "Validé par"]]
    mgr = g.person()
    for i in range(g.between(9, 11)):
        P = g.person()
        need = g.pick(["", "", "", H(g.pick(["fauteuil roulant – accès rampe", "malentendant", "diabétique – accès cafétéria la nuit",
                                             "grossesse – place de parking proche", "lombalgie chronique – siège ergonomique"]))])
        rows.append([D("RH-" + g.num(5)), g.name(P, g.pick(["LF", "Lf", "fl"])), g.CIN(), g.CNSS(),
                     g.pick(["Comptabilité", "Logistique", "Production", "Informatique", "Qualité"]),
                     g.PLATE("fr", rs=g.chance(0.1)) if g.chance(0.75) else "", g.PHONE(st=g.pick(["raw", "sp", "pairs"])),
                     g.EMAIL(P, "sotexa.com.tn"), need, g.name(mgr, "il")])
    return csv_build(rows, ";")


def employee_badge_access_request_mixed_docx(g):
    P, M, S = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    need = g.pick([("إعاقة حركية", "توفير مصعد الخدمة"), ("ضعف في السمع", "تركيب منبه ضوئي في المكتب"),
                   ("مرض الربو", "الإعفاء من دخول المخابر ذات المواد المهيجة")])
    blocks = [("c", f"**{D('Société Tunisienne des Industries Pharmaceutiques')} – {D('Direction sécurité')}**"),
              ("h", "Demande de badge d’accès / مطلب بطاقة دخول"),
              ("t", [["Nom et prénom / الاسم واللقب", g.name(P, "Lf")],
                     ["بالعربية", g.name(P, "afl")],
                     ["CIN / ب.ت.و", g.CIN()],
                     ["Date de naissance", g.DOB("fr", 1970, 2004)],
                     ["Matricule CNSS", g.CNSS()],
                     ["Adresse / العنوان", g.ADDR(g.pick(["fr", "ar"]))],
                     ["Téléphone / الهاتف", g.PHONE()],
                     ["Véhicule (parking) / السيارة", g.PLATE(g.pick(["fr", "ar"]))]]),
              ("p", "Zones demandées / المناطق المطلوبة :"),
              ("p", "☒ Bâtiment administratif   ☒ Laboratoire contrôle qualité   ☐ Salle blanche   ☐ Magasin stupéfiants"),
              ("p", f"Motif : {g.pick(['nouvelle embauche', 'changement de poste', 'remplacement de badge perdu'])} – "
                    f"ancien badge n° {D('B-' + g.num(6))} désactivé le {g.ndate('fr')}."),
              ("p", f"Aménagement demandé / ملاحظة: {'الموظفة' if P.female else 'الموظف'} {g.name(P, 'al')} "
                    f"{'تعاني' if P.female else 'يعاني'} من {H(need[0])}، ويرجى {need[1]}."),
              ("p", f"Médecin du travail : Dr {g.name(M, 'fl')} – avis : {H(g.pick(['apte avec restriction du port de charges', 'apte – allergie au latex signalée']))}"),
              ("p", f"Validation sécurité : {g.name(S, 'fl')} – {g.EMAIL(S, 'stip.com.tn')}"),
              ("p", f"Référence procédure : {D('PR-SEC-012 rév. 4')}")]
    return blocks


# ------------------------------------------------------------------ 14. payment injunction request
def payment_injunction_request_fr_docx(g):
    Lw, Db, Cl = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    court = D(g.pick(["Tribunal de première instance de Sousse", "Tribunal de première instance de Sfax 1", "Tribunal de première instance de Ben Arous"]))
    co = D(g.pick(["Société Méditerranéenne de Matériaux SARL", "Comptoir Sahel Distribution SA", "Société Agricole El Amen"]))
    blocks = [("c", f"Maître {g.name(Lw, 'fL')}"),
              ("c", f"Avocat près la Cour d’appel – {g.ADDR('fr')} – Tél. {g.PHONE(False)} – {g.EMAIL(Lw)} – MF {g.TAX()}"),
              ("br",),
              ("p", f"À Monsieur le Président du {court}"),
              ("h", "REQUÊTE AUX FINS D’INJONCTION DE PAYER"),
              ("p", f"**Pour :** {co}, prise en la personne de son représentant légal, {g.name(Cl, 'fl')}, ayant pour conseil Maître {g.name(Lw, 'l')}."),
              ("p", f"**Contre :** {'Madame' if Db.female else 'Monsieur'} {g.name(Db, 'LF')}, commerçant{'e' if Db.female else ''}, titulaire de la CIN n° {g.CIN()}, "
                    f"matricule fiscal {g.TAX('full')}, demeurant {g.ADDR('fr')}, téléphone {g.PHONE()}."),
              ("h", "Exposé des faits"),
              ("p", f"La requérante a livré au défendeur des marchandises suivant les factures énumérées ci-dessous, restées impayées malgré "
                    f"une mise en demeure adressée le {g.ndate('fr')}. Le défendeur a remis en paiement deux chèques tirés sur son compte "
                    f"{g.RIB()}, revenus impayés pour défaut de provision (référence de rejet {g.bad20()})."),
              ("t", [["Pièce", "Date", "Montant"],
                     [D("Facture n° " + g.num(5)), g.ndate("fr"), g.amount("fr", 2000, 30000)],
                     [D("Facture n° " + g.num(5)), g.ndate("fr"), g.amount("fr", 2000, 30000)],
                     [D("Chèque n° " + g.num(7)), g.ndate("fr"), g.amount("fr", 1000, 15000)],
                     [D("Chèque n° " + g.num(7)), g.ndate("fr"), g.amount("fr", 1000, 15000)]]),
              ("p", f"Lors d’un entretien téléphonique, le défendeur a invoqué, pour justifier le retard, {H(g.pick(['une hospitalisation pour un infarctus du myocarde', 'une opération du genou', 'un traitement de chimiothérapie en cours']))} ; "
                    "cette circonstance, pour regrettable qu’elle soit, ne saurait éteindre la dette."),
              ("h", "Par ces motifs"),
              ("p", f"Vu {D('les articles 59 à 68 du Code de procédure civile et commerciale')} et {D('l’article 410 du Code de commerce')}, "
                    f"plaise à Monsieur le Président enjoindre à {g.name(Db, 'fl')} de payer la somme principale de {g.amount('fr', 5000, 60000)}, "
                    f"outre les intérêts légaux et {g.amount('fr', 300, 1500, mill=False)} au titre des frais."),
              ("p", f"{g.pick(['Sousse', 'Sfax', 'Ben Arous'])}, le {g.ndate('fr')}"),
              ("p", f"P/ la requérante, Maître {g.name(Lw, 'LF')}")]
    return blocks


def payment_injunction_request_ar_md(g):
    Lw, Db, Cr = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    ad = g.chance(0.5)
    f = Db.female
    out = [f"**الأستاذ {g.name(Lw, 'afl')}**  ", f"محام لدى التعقيب — الهاتف: {g.PHONE(False, arab=ad)} — البريد: {g.EMAIL(Lw)}", "",
           f"إلى السيد رئيس {D(g.pick(['المحكمة الابتدائية بصفاقس 2', 'المحكمة الابتدائية بالمنستير', 'المحكمة الابتدائية بنابل']))}", "",
           "## مطلب في استصدار إذن بالدفع", "",
           f"**لفائدة:** {g.name(Cr, 'afbl')}، {'صاحبة' if Cr.female else 'صاحب'} بطاقة التعريف عدد {g.CIN(arab=ad)}، المعرف الجبائي {g.TAX()}، "
           f"{'وعنوانها' if Cr.female else 'وعنوانه'}: {g.ADDR('ar', arab=ad)}", "",
           f"**ضد:** {g.name(Db, 'afbl')}، {'المولودة' if f else 'المولود'} في {g.DOB('ar', 1960, 1995, arab=ad)}، "
           f"{'صاحبة' if f else 'صاحب'} بطاقة التعريف عدد {g.CIN(arab=ad)}، {'القاطنة' if f else 'القاطن'} بـ: {g.ADDR('ar', arab=ad)}، "
           f"الهاتف {g.PHONE(arab=ad)}", "",
           "### الوقائع", "",
           f"تخلد بذمة {'المطلوبة' if f else 'المطلوب'} مبلغ {g.amount('ar', 3000, 40000)} بعنوان ثمن بضاعة، "
           f"بمقتضى {D('كمبيالة حالة بتاريخ ' + g.ndate('ar', arab=ad))} وعدد من فواتير التزويد. وقد تم التنبيه {'عليها' if f else 'عليه'} بواسطة "
           f"{D('محضر العدل المنفذ عدد ' + str(g.between(1000, 9999)))} دون جدوى.",
           f"وقد {'أفادت المطلوبة بأنها' if f else 'أفاد المطلوب بأنه'} {g.pick(['عاجزة عن العمل', 'متوقفة عن النشاط']) if f else g.pick(['عاجز عن العمل', 'متوقف عن النشاط'])} بسبب "
           f"{H(g.pick(['جلطة دماغية', 'عملية قلب مفتوح', 'مضاعفات مرض السكري على البصر']))}، وهو ما لا يعفي من الدين.", "",
           "### الطلبات", "",
           f"- الإذن {'للمطلوبة' if f else 'للمطلوب'} بأداء المبلغ الأصلي مع الفوائض القانونية",
           f"- الإذن بعقلة المبالغ المودعة بالحساب عدد {g.RIB(arab=ad)}",
           f"- تحميل المصاريف، وذلك عملا ب{D('الفصل 59 من مجلة المرافعات المدنية والتجارية')}", "",
           f"المؤيدات: نسخة من الكمبيالة، {D('شهادة عدم الخلاص عدد ' + g.num(6))}", "",
           f"حرر في {g.ndate('ar', arab=ad)}", f"عن الطالب، الأستاذ {g.name(Lw, 'al')}", ""]
    return "\n".join(out)


def payment_injunction_request_mixed_txt(g):
    Lw, Cl, Db = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    out = [f"De : Me {g.name(Lw, 'fl')} <{g.EMAIL(Lw, 'cabinet-avocats.tn')}>",
           f"À : {g.name(Cl, 'fl')} <{g.EMAIL(Cl)}>",
           f"Objet : Votre dossier contre {g.name(Db, 'LF')} – ordonnance d’injonction de payer obtenue", "",
           f"Bonjour {'Madame' if Cl.female else 'Monsieur'} {g.name(Cl, 'l')},", "",
           f"Bonne nouvelle : le président du {D('Tribunal de première instance de Nabeul')} a rendu l'ordonnance le {g.ndate('fr')}. "
           "Je vous recopie le dispositif tel qu'il figure sur la grosse :", "",
           f"    « نأذن {'للمطلوبة' if Db.female else 'للمطلوب'} {g.name(Db, 'afl')}، {'صاحبة' if Db.female else 'صاحب'} بطاقة التعريف عدد {g.CIN()}، "
           f"بأن {'تؤدي' if Db.female else 'يؤدي'} للطالب {g.name(Cl, 'afl')} مبلغا قدره {g.amount('ar', 4000, 30000)} "
           f"مع الفوائض القانونية ومبلغ {g.amount('ar', 100, 500, mill=False)} لقاء أجرة المحاماة. »", "",
           f"Prochaine étape : signification par huissier au domicile du débiteur, {g.ADDR('fr', multiline=True)}. "
           f"L'huissier que je vous propose est Me {g.name(g.person(), 'fl')} ({g.PHONE(st='sp')}).",
           f"{'La débitrice' if Db.female else 'Le débiteur'} a déjà fait savoir, par l'intermédiaire de son fils, {'qu’elle' if Db.female else 'qu’il'} contesterait en raison de {H(g.pick(['son état de santé (dialyse)', 'sa dépression sévère', 'son hospitalisation pour un cancer de la prostate']))} ; "
           "cela ne suspend pas l'exécution.",
           f"Pour la saisie-arrêt, je dispose de son RIB : {g.RIB()} ; il faudra aussi son numéro CNSS d'affilié ({g.CNSS()}) "
           "pour interroger la caisse.", "",
           f"Honoraires restant dus : {g.amount('fr', 400, 1500, mill=False)} ({D('convention d’honoraires du 12 janvier')}).", "",
           "Bien à vous,", f"Me {g.name(Lw, 'L')}", f"Tél. {g.PHONE()}", ""]
    return "\n".join(out)


# ------------------------------------------------------------------ 15. SIM card replacement request
def sim_card_replacement_request_ar_csv(g):
    H, D = g.H, g.d
    ad = g.chance(0.4)
    agents = [g.person() for _ in range(2)]
    rows = [["التاريخ", "الحريف", "الرقم المعني", "نوع الوثيقة", "رقم الوثيقة", "رقم اتصال بديل", "السبب", "الرقم التسلسلي للشريحة الجديدة", "العون", "ملاحظات"]]
    for i in range(g.between(9, 11)):
        P = g.person()
        pas = g.chance(0.25)
        note = g.pick(["", "", f"{'الحريفة' if P.female else 'الحريف'} {'مسنة' if P.female else 'مسن'} {'وترافقها' if P.female else 'ويرافقه'} {g.name(g.person(), 'afl')}",
                       f"دفع بالبطاقة البنكية {g.CARD('g4')}", "تم التثبت من الصورة", f"تسليم الشريحة عن طريق توكيل"])
        rows.append([g.ndate("ar", 2025, 2025, arab=ad), g.name(P, g.pick(["afl", "afbl"])), g.PHONE(arab=ad, st=g.pick(["raw", "sp"])),
                     "جواز سفر" if pas else "بطاقة تعريف", g.PASSPORT() if pas else g.CIN(arab=ad), g.PHONE(st="raw"),
                     g.pick(["ضياع", "سرقة", "شريحة معطبة", "تغيير إلى شريحة إلكترونية"]), D("8921602" + g.num(12)),
                     g.name(g.pick(agents), "afl"), note])
    rows.append(["", D("فضاء خدمات المنار"), "", "", "", "", "", "", "", D("خدمة الحرفاء: 1298")])
    rows.append(["", D(g.pick(["الفضاء التجاري شارع الحرية", "الفضاء التجاري نهج فلسطين"])), "", "", "", "", "", "", "", "نقل المخزون"])
    return csv_build(rows, ",")


def sim_card_replacement_request_en_docx(g):
    P, A = g.person(), g.person()
    H, D = g.H, g.d
    blocks = [("c", f"**{D(g.pick(['Ooredoo Tunisie', 'Orange Tunisie', 'Tunisie Telecom']))} – SIM replacement / eSIM swap form**"),
              ("p", f"Shop: {D(g.pick(['Store Lac 2', 'Store Sousse Khezama', 'Store Sfax El Ain']))}    Date: {g.ndate('en')}    Request no. {g.ref('SWP', 6)}"),
              ("t", [["Field", "Customer data"],
                     ["Line holder", g.name(P, "LF")],
                     ["Nationality / document", f"Residence permit holder – passport {g.PASSPORT(foreign=True)}"],
                     ["Date of birth", g.DOB("en", 1960, 2003)],
                     ["Mobile number concerned", g.PHONE(st="intl")],
                     ["Alternative contact", g.PHONE()],
                     ["E-mail", g.EMAIL(P)],
                     ["Address in Tunisia", g.ADDR("en")],
                     ["Previous SIM serial (ICCID)", D("89216" + g.num(14))],
                     ["Contract no.", g.bad16("raw")],
                     ["Payment", f"Card {g.CARD()} – {g.amount('en', 5, 15, mill=False)}"]]),
              ("p", "Reason:  ☐ Lost   ☒ Stolen   ☐ Damaged   ☐ Upgrade to eSIM"),
              ("p", f"Customer statement: my phone was stolen on {g.ndate('en')} near {D('Place Barcelone')}; police report "
                    f"{D('no. ' + g.num(4) + '/2025')} attached. I need the number back urgently because my doctor sends "
                    f"{H(g.pick(['my insulin dose adjustments', 'my dialysis schedule', 'my chemotherapy appointments']))} by SMS."),
              ("p", "Security check:  ☒ Photo matches   ☒ Last 3 numbers called confirmed   ☐ PUK requested"),
              ("p", f"Agent: {g.name(A, 'fl')} (staff ID {D('E-' + g.num(5))})"),
              ("p", "Customer signature: ____________________")]
    return blocks


def sim_card_replacement_request_mixed_md(g):
    P, A, B = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    f = P.female
    num = g.phone_digits()
    day = g.ndate("fr", 2024, 2025, st="slash")
    out = [f"## Ticket {g.ref('INC', 7, year=False)} – Duplicata SIM refusé / رفض تعويض الشريحة", "",
           f"**Client :** {g.name(P, 'Lf')} · **Ligne :** {g.v('PHONE', g.fmt_phone(num, 'sp'))} · **Priorité :** haute", "",
           "---", "",
           f"**{g.name(P, 'afl')}** – {day} 09:12", "",
           f"> السلام عليكم، ذهبت إلى الفضاء التجاري لتعويض شريحتي الضائعة ورفضوا لأن بطاقة تعريفي ({g.CIN()}) قديمة. "
           f"أعاني من {H(g.pick(['قصور في القلب', 'سرطان الدم', 'ربو حاد']))} ولا أستطيع البقاء دون هاتف. "
           f"رقمي هو {g.v('PHONE', g.fmt_phone(num, 'raw', arab=True))}.", "",
           f"**{g.name(A, 'fl')} (support N1)** – {day} 10:40", "",
           f"> Bonjour {'Madame' if f else 'Monsieur'}, d'après notre procédure ({D('note interne SIM-07')}), une CIN expirée ne peut pas être acceptée. "
           f"Vous pouvez présenter votre passeport ou mandater un proche. Pouvez-vous nous confirmer votre date de naissance et votre adresse ?", "",
           f"**{g.name(P, 'afl')}** – 11:02", "",
           f"> {g.DOB('ar', 1945, 1990)} — {g.ADDR('ar')}. جواز السفر عدد {g.PASSPORT()}. "
           f"{'ابنتي' if B.female else 'ابني'} {g.name(B, 'afl')} {'يمكنها' if B.female else 'يمكنه'} المجيء مكاني، {'رقمها' if B.female else 'رقمه'} {g.PHONE()}.", "",
           f"**{g.name(A, 'fl')}** – 11:30", "",
           f"> Merci. Le duplicata sera disponible à {D('l’espace Ooredoo Menzah 6')} sous 24 h, frais {g.amount('fr', 5, 10, mill=False)}. "
           f"Le mandataire devra présenter sa propre CIN et une procuration signée.", "",
           f"*Note interne :* vérifier que le client n'a pas de SIM swap récent (fraude) – dernier changement le {g.ndate('fr')}.", ""]
    return "\n".join(out)


# ------------------------------------------------------------------ 16. ride-hailing driver onboarding
def ride_hailing_driver_onboarding_en_md(g):
    P, K, O = g.person(), g.person(), g.person()
    H, D = g.H, g.d
    he = "She" if P.female else "He"
    out = [f"# Driver onboarding – {D(g.pick(['Yassir Tunisia', 'Bolt Tunis', 'InDrive Sfax']))} partner programme", "",
           f"Onboarding officer: {g.name(O, 'fl')} · Session {g.ref('ONB', 4)} · {g.ndate('en')}", "",
           "## Driver", "",
           f"- **Full name:** {g.name(P, 'fl')}",
           f"- **Date of birth:** {g.DOB('en', 1965, 2003)}",
           f"- **National ID:** {g.CIN()}",
           f"- **Mobile (app login):** {g.PHONE(st='intlraw')}",
           f"- **E-mail:** {g.EMAIL(P)}",
           f"- **Home address:** {g.ADDR('en')}",
           f"- **Tax registration (patente):** {g.TAX()}",
           f"- **CNSS (self-employed scheme):** {g.CNSS()}",
           f"- **Payout account:** {g.RIB()}", "",
           "## Vehicle", "",
           md_table([["Make / model", "Year", "Plate", "Insurance policy", "Inspection valid until"],
                     [g.pick(["Kia Picanto", "Hyundai Grand i10", "Peugeot 301", "Renault Symbol"]), str(g.between(2014, 2023)),
                      g.PLATE("fr"), D("POL-" + g.num(8)), g.ndate("en")]]), "",
           f"Green card / fleet contract: {g.bad16()}", "",
           "## Checks", "",
           "- [x] Criminal record extract (bulletin n°3)",
           "- [x] Driving licence category B, more than 3 years",
           f"- [x] Medical fitness certificate – note: {H(g.pick(['must wear corrective lenses', 'type 2 diabetes, controlled on metformin', 'hearing aid in left ear']))}",
           "- [ ] Vehicle photos uploaded", "",
           f"{he} mentioned being treated for {H(g.pick(['lower back pain (physiotherapy twice a week)', 'sleep apnoea with CPAP', 'hypertension on amlodipine 5 mg']))} "
           "and asked for no night shifts longer than 6 hours.", "",
           f"Emergency contact: {g.name(K, 'fl')}, {g.PHONE()}", "",
           f"Commission rate: 15 % · Welcome bonus: {g.amount('en', 50, 200, mill=False)} · Terms v{D('2025.03')}", ""]
    return "\n".join(out)


def ride_hailing_driver_onboarding_ar_txt(g):
    P, O = g.person(), g.person()
    H, D = g.H, g.d
    ad = g.chance(0.6)
    f = P.female
    out = [D(g.pick(["شركة توصيل للنقل الذكي", "منصة مشوار للنقل"])) + " — ملف انخراط سائق", "=" * 36,
           f"تاريخ الإيداع: {g.ndate('ar', arab=ad)}      رقم الملف: {g.ref('DRV', 5)}", "",
           f"{'السائقة' if f else 'السائق'}: {g.name(P, 'afbl')}",
           f"تاريخ الولادة: {g.DOB('ar', 1965, 2003, arab=ad)}",
           f"بطاقة التعريف: {g.CIN(arab=ad)}",
           f"الهاتف المرتبط بالتطبيق: {g.PHONE(arab=ad)}",
           f"العنوان: {g.ADDR('ar', arab=ad)}",
           f"رقم الانخراط بالضمان الاجتماعي: {g.CNSS()}",
           f"المعرف الجبائي: {g.TAX()}",
           f"الحساب البنكي لتحويل المداخيل: {g.RIB(arab=ad)}",
           f"السيارة: {g.pick(['كيا بيكانتو', 'هيونداي أكسنت', 'بيجو 208'])} — الرقم المنجمي {g.PLATE('ar', arab=ad)}",
           "",
           f"ملاحظات المسؤول عن الانخراط {g.name(O, 'afl')}:",
           f"- {'قدمت السائقة' if f else 'قدم السائق'} شهادة طبية تذكر: {H(g.pick(['الإصابة بالسكري مع علاج منتظم', 'ضرورة استعمال نظارات طبية', 'عملية جراحية في الظهر تمنع حمل الأمتعة الثقيلة']))}.",
           f"- {'طلبت' if f else 'طلب'} عدم العمل ليلا بسبب {H(g.pick(['ضعف البصر الليلي', 'تناول دواء مهدئ قبل النوم', 'نوبات الصداع النصفي']))}.",
           f"- السيارة على ملك {g.pick(['أخيها', 'والدها', 'زوجها']) if f else g.pick(['أخيه', 'والده', 'زوجته'])} {g.name(g.person(), 'afl')} وتم تقديم توكيل.",
           "",
           f"معلوم الانخراط: {g.amount('ar', 20, 80, mill=False)} — طبقا لـ{D('كراس الشروط المتعلق بالنقل غير المنتظم')}.", ""]
    return "\n".join(out)


def ride_hailing_driver_onboarding_mixed_csv(g):
    H, D = g.H, g.d
    rows = [["ID chauffeur", "Nom", "الاسم", "Né(e) le", "CIN", "Téléphone", "Plaque", "Véhicule", "RIB versement", "CNSS", "Matricule fiscal", "Statut", "Remarque / ملاحظة"]]
    for i in range(g.between(8, 10)):
        P = g.person()
        rem = g.pick(["", f"Certificat médical : {H(g.pick(['port de lunettes obligatoire', 'diabète équilibré', 'prothèse auditive']))}",
                      f"{'تعمل' if P.female else 'يعمل'} نهاية الأسبوع فقط", f"Parrainé par {g.name(g.person(), 'fl')}",
                      f"ممنوع من العمل الليلي بسبب {H(g.pick(['الصرع', 'ضعف البصر', 'اضطرابات النوم']))}"])
        rows.append([D("DRV-" + g.num(6)), g.name(P, g.pick(["LF", "Lf"])), g.name(P, "afl"), g.DOB("fr", 1965, 2004, st="slash"),
                     g.CIN(), g.PHONE(st=g.pick(["raw", "sp", "intl"])), g.PLATE(g.pick(["fr", "fr", "ar"]), rs=g.chance(0.08)),
                     g.pick(["Kia Rio", "Dacia Logan", "Seat Ibiza", "Chery QQ"]), g.RIB(st=g.pick(["raw", "std"])), g.CNSS(), g.TAX(),
                     g.pick(["Actif", "En attente", "Suspendu"]), rem])
    return csv_build(rows, ",")


# ==================================================================================== assembly
PLAN = [("cataract_surgery_consent", [("fr", "docx"), ("ar", "txt"), ("mixed", "md")]),
        ("hepatitis_c_treatment_file", [("fr", "md"), ("ar", "docx"), ("en", "csv")]),
        ("spirometry_report", [("en", "txt"), ("fr", "csv"), ("mixed", "docx")]),
        ("autism_early_intervention_plan", [("fr", "txt"), ("ar", "md"), ("en", "docx")]),
        ("fracture_cast_clinic_sheet", [("mixed", "csv"), ("en", "md"), ("ar", "txt")]),
        ("borrower_health_questionnaire", [("fr", "docx"), ("en", "txt"), ("mixed", "csv")]),
        ("fibre_installation_work_order", [("fr", "csv"), ("ar", "md"), ("en", "txt")]),
        ("rental_deposit_refund_statement", [("fr", "txt"), ("mixed", "docx"), ("ar", "csv")]),
        ("joint_account_signatory_change", [("en", "docx"), ("fr", "md"), ("ar", "txt")]),
        ("public_tender_opening_minutes", [("ar", "csv"), ("en", "md"), ("mixed", "docx")]),
        ("teacher_transfer_request", [("ar", "docx"), ("mixed", "txt"), ("fr", "csv")]),
        ("lost_baggage_report", [("en", "csv"), ("fr", "txt"), ("mixed", "md")]),
        ("employee_badge_access_request", [("en", "md"), ("fr", "csv"), ("mixed", "docx")]),
        ("payment_injunction_request", [("fr", "docx"), ("ar", "md"), ("mixed", "txt")]),
        ("sim_card_replacement_request", [("ar", "csv"), ("en", "docx"), ("mixed", "md")]),
        ("ride_hailing_driver_onboarding", [("en", "md"), ("ar", "txt"), ("mixed", "csv")])]


def _spans(text, values):
    sp = []
    for v in values:
        i = text.find(v)
        while i >= 0:
            sp.append((i, i + len(v)))
            i = text.find(v, i + 1)
    return sp


def _inside(a, b, spans):
    return any(x <= a and b <= y for x, y in spans)


def _bounded(text, v):
    """v occurs verbatim in text, not glued to a letter/digit on either side"""
    i = text.find(v)
    while i >= 0:
        pre = text[i - 1] if i > 0 else " "
        post = text[i + len(v)] if i + len(v) < len(text) else " "
        if not (v[0].isalnum() and pre.isalnum()) and not (v[-1].isalnum() and post.isalnum()):
            return True
        i = text.find(v, i + 1)
    return False


def finalize(g, text):
    """Keep the values written in the text (options not picked register nothing that survives),
    check that every name part only occurs inside a value, and keep only decoys that are verbatim
    and share nothing with a value."""
    g.vals = [s for s in g.vals if _bounded(text, s["value"])]
    for s in g.vals:
        if g.fmt != "txt" and "\n" in s["value"]:
            raise AssertionError(f"{g.kind}/{g.lang}: multi-line value outside txt: {s}")
    vals = [s["value"] for s in g.vals]
    spans = _spans(text, vals)
    low = text.casefold()
    if len(low) != len(text):
        raise AssertionError("casefold changed length")
    parts = set()
    for s in g.vals:
        if s["type"] == "PERSON":
            parts.update(p for p in name_parts(s["value"]))
    for p in parts:
        for m in re.finditer(r"(?<![^\W\d_])(?:[وبلفك]|لل)?" + re.escape(p) + r"(?![^\W\d_])", low):
            if not _inside(m.start(), m.end(), spans):
                raise AssertionError(f"{g.kind}/{g.lang}: name part {p!r} outside values: {text[max(0, m.start() - 40):m.end() + 20]!r}")
    keep = []
    cvals = [compact(v) for v in vals]
    for dcy in g.decs:
        cd = compact(dcy)
        if not cd or not _bounded(text, dcy):
            continue
        if any(cd in cv or cv in cd for cv in cvals):
            continue
        if set(tokens(dcy)) & parts:
            continue
        if any(not (b <= x or y <= a) for a, b in _spans(text, [dcy]) for x, y in spans):
            continue
        keep.append(dcy)
    return keep


def generate(seed, out):
    os.makedirs(out, exist_ok=True)
    manifest = []
    idx = 0
    mod = sys.modules[__name__]
    for kind, variants in PLAN:
        for lang, fmt in variants:
            idx += 1
            g = Doc(seed, idx, kind, lang, fmt)
            content = getattr(mod, f"{kind}_{lang}_{fmt}")(g)
            fname = f"{idx:03d}_{kind}_{lang}.{fmt}"
            path = os.path.join(out, fname)
            if fmt == "docx":
                data, text = docx_build(content, rtl=True if lang == "ar" else (None if lang == "mixed" else False))
                with open(path, "wb") as fh:
                    fh.write(data)
            else:
                text = content
                with open(path, "w", encoding="utf-8", newline="\n") as fh:
                    fh.write(text)
            decoys = finalize(g, text)
            manifest.append({"file": fname, "lang": lang, "kind": kind, "format": fmt, "expect": "ok",
                             "sensitive": g.vals, "decoys": decoys})
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return manifest


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=24)
    ap.add_argument("--out", required=True)
    ap.add_argument("--stats", action="store_true", help="print counts per type and decoys")
    a = ap.parse_args(argv)
    m = generate(a.seed, a.out)
    if a.stats:
        counts = {}
        for d in m:
            for s in d["sensitive"]:
                counts[s["type"]] = counts.get(s["type"], 0) + 1
        print(json.dumps({"documents": len(m), "values": sum(counts.values()), "per_type": counts,
                          "decoys": sum(len(d["decoys"]) for d in m)}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
